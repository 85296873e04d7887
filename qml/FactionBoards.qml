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

    signal facilityClicked(string facility)
    signal abilityRequested(var board)
    signal ruleRequested(string ruleId)

    spacing: 6

    // qmllint disable unqualified
    // The boards' list model tells each card only the roles of its own board that changed: the delegates are kept.
    Repeater {
        model: root.game.factions.boards
        Rectangle {
            id: card
            required property string itemId
            required property string faction
            required property string name
            required property string ownerName
            required property string ownerColor
            required property string feeText
            required property var port
            required property bool hasAbility
            required property string abilityCost
            required property var ability
            visible: root.boardsShown
            readonly property var option: root.dockOptions[itemId]
            readonly property bool choosing: Object.keys(root.dockOptions).length > 0
            Layout.fillWidth: true
            implicitHeight: content.implicitHeight + 16
            color: Theme.panel
            radius: Theme.radius
            border.width: choosing && option && option.available ? 3 : 1
            border.color: choosing && option && option.available ? Theme.good : Theme.playerFill(ownerColor)
            opacity: choosing && !(option && option.available) ? 0.6 : 1

            ColumnLayout {
                id: content
                anchors.fill: parent
                anchors.margins: 8
                spacing: 4
                Text {
                    Layout.fillWidth: true
                    text: card.name
                    color: Theme.text
                    font.bold: true
                    wrapMode: Text.WordWrap
                }
                Text {
                    Layout.fillWidth: true
                    text: Theme.glyph(card.ownerColor) + " " + card.ownerName
                    color: Theme.playerFill(card.ownerColor)
                }
                // Full width, so that the fee text wraps inside the card instead of running past its edge.
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 6
                    // The docking port: a click docks the selected dice (or says why not).
                    Rectangle {
                        objectName: "port-" + card.itemId
                        width: 40
                        height: 40
                        radius: 6
                        color: "transparent"
                        border.color: Theme.panelBorder
                        border.width: 2
                        Die {
                            anchors.centerIn: parent
                            visible: card.port !== null && card.port !== undefined
                            size: 34
                            value: visible ? card.port.value : 0
                            colorId: visible ? card.port.color : "red"
                            onClicked: root.facilityClicked(card.itemId)
                        }
                        MouseArea {
                            anchors.fill: parent
                            enabled: !card.port
                            onClicked: root.facilityClicked(card.itemId)
                        }
                    }
                    Text {
                        Layout.fillWidth: true
                        text: card.feeText
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                    }
                }
                // The board's entry in the rules reference: its docking ability, owner ability and costs.
                RuleLink {
                    objectName: "rule-" + card.itemId
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    ruleId: "faction:" + card.faction
                    ruleTitle: card.name
                    onActivated: id => root.ruleRequested(id)
                }
                ActionButton {
                    objectName: "ability-" + card.itemId
                    visible: card.hasAbility
                    Layout.fillWidth: true
                    text: card.abilityCost
                    font.pixelSize: Theme.fontSmall
                    available: card.ability.available === true
                    onClicked: root.abilityRequested({
                            "id": card.itemId,
                            "ability": card.ability,
                            "abilityCost": card.abilityCost
                        })
                }
            }
        }
    }
    // qmllint enable unqualified
}
