import QtQuick
import QtQuick.Layouts
import AFReferee

// The faction boards in play, beside the board: each with its owner, its fee, its one docking port (clicked like
// any facility, lit when the selected dice may dock there) and its owner ability. What is possible is the
// engine's answer (FactionsModel, LegalMoves.dockOptions).
ColumnLayout {
    id: root

    required property GameController game
    property var dockOptions: ({})
    // Whether the boards show (in the main stage); the column keeps its width when they do not.
    property bool boardsShown: true
    // Read once per change; the delegates are kept and only their bindings updated (a Repeater whose model is a count).
    readonly property var boards: game.factions.boards

    signal facilityClicked(string facility)
    signal abilityRequested(var board)
    signal ruleRequested(string ruleId)

    spacing: 6

    // qmllint disable unqualified
    Repeater {
        model: root.boards.length
        Rectangle {
            id: card
            required property int index
            readonly property var modelData: root.boards[index]
            visible: root.boardsShown
            readonly property var option: root.dockOptions[modelData.id]
            readonly property bool choosing: Object.keys(root.dockOptions).length > 0
            Layout.fillWidth: true
            implicitHeight: content.implicitHeight + 16
            color: Theme.panel
            radius: Theme.radius
            border.width: choosing && option && option.available ? 3 : 1
            border.color: choosing && option && option.available ? Theme.good : Theme.playerFill(modelData.ownerColor)
            opacity: choosing && !(option && option.available) ? 0.6 : 1

            ColumnLayout {
                id: content
                anchors.fill: parent
                anchors.margins: 8
                spacing: 4
                Text {
                    Layout.fillWidth: true
                    text: card.modelData.name
                    color: Theme.text
                    font.bold: true
                    wrapMode: Text.WordWrap
                }
                Text {
                    Layout.fillWidth: true
                    text: Theme.glyph(card.modelData.ownerColor) + " " + card.modelData.ownerName
                    color: Theme.playerFill(card.modelData.ownerColor)
                }
                // Full width, so that the fee text wraps inside the card instead of running past its edge.
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 6
                    // The docking port: a click docks the selected dice (or says why not).
                    Rectangle {
                        objectName: "port-" + card.modelData.id
                        width: 40
                        height: 40
                        radius: 6
                        color: "transparent"
                        border.color: Theme.panelBorder
                        border.width: 2
                        Die {
                            anchors.centerIn: parent
                            visible: card.modelData.port !== null && card.modelData.port !== undefined
                            size: 34
                            value: visible ? card.modelData.port.value : 0
                            colorId: visible ? card.modelData.port.color : "red"
                            onClicked: root.facilityClicked(card.modelData.id)
                        }
                        MouseArea {
                            anchors.fill: parent
                            enabled: !card.modelData.port
                            onClicked: root.facilityClicked(card.modelData.id)
                        }
                    }
                    Text {
                        Layout.fillWidth: true
                        text: card.modelData.feeText
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                    }
                }
                // The board's entry in the rules reference: its docking ability, owner ability and costs.
                RuleLink {
                    objectName: "rule-" + card.modelData.id
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    ruleId: "faction:" + card.modelData.faction
                    ruleTitle: card.modelData.name
                    onActivated: id => root.ruleRequested(id)
                }
                ActionButton {
                    objectName: "ability-" + card.modelData.id
                    visible: card.modelData.hasAbility
                    Layout.fillWidth: true
                    text: card.modelData.abilityCost
                    font.pixelSize: Theme.fontSmall
                    available: card.modelData.ability.available === true
                    onClicked: root.abilityRequested(card.modelData)
                }
            }
        }
    }
    // qmllint enable unqualified
}
