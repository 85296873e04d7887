import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// The faction draft (factions module): the boards drawn (entered as the table drew them, or drawn by the app),
// then whose pick it is among the boards offered, and the boards taken so far. The engine checks every entry.
Rectangle {
    id: root

    required property GameController game
    readonly property var draft: game.factions.draft
    property var picked: []

    color: Theme.panel
    radius: Theme.radius
    border.color: Theme.panelBorder

    Connections {
        target: root.game.session
        function onStateChanged() {
            root.picked = [];
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 10
        spacing: 8

        Text {
            text: qsTr("The faction draft")
            color: Theme.text
            font.pixelSize: Theme.fontLarge
            font.bold: true
        }
        Text {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.textDim
            text: root.draft.drawing ? (root.game.turn.digital ? qsTr("%1 boards are drawn at random from the box.").arg(root.draft.needed) : qsTr("Draw %1 boards from the box and choose them here.").arg(root.draft.needed)) : root.draft.picking ? qsTr("%1 picks a board. The last player picks first; the board left goes back to the box.").arg(root.draft.pickerName) : ""
        }
        RuleLink {
            ruleId: "X-7"
            ruleTitle: ""
            onActivated: id => root.game.session.showRule(id)
        }

        // Drawing: the app draws, or the table says which boards came out.
        Button {
            objectName: "drawBoardsForMe"
            visible: root.draft.drawing === true && root.game.turn.digital === true
            text: qsTr("Draw the boards for me")
            onClicked: root.game.session.playChance()
        }
        Flow {
            Layout.fillWidth: true
            spacing: 6
            visible: root.draft.drawing === true && root.game.turn.digital !== true
            // qmllint disable unqualified
            // Counts as the models (here and below): a new array would make every button again after each change.
            Repeater {
                model: root.draft.drawing ? root.draft.pool.length : 0
                Button {
                    required property int index
                    readonly property var modelData: root.draft.pool[index] || ({
                            "id": "",
                            "name": ""
                        })
                    objectName: "drawn-" + modelData.id
                    text: modelData.name
                    checkable: true
                    checked: root.picked.indexOf(modelData.id) >= 0
                    onToggled: root.picked = checked ? root.picked.concat([modelData.id]) : root.picked.filter(b => b !== modelData.id)
                }
            }
            // qmllint enable unqualified
        }
        Button {
            objectName: "confirmBoards"
            visible: root.draft.drawing === true && root.game.turn.digital !== true
            enabled: root.picked.length === root.draft.needed
            text: qsTr("These %1 boards were drawn").arg(root.picked.length)
            onClicked: root.game.session.play({
                    "type": "draw-boards",
                    "boards": root.picked
                })
        }

        // Picking: the boards still offered, for the player whose pick it is.
        // qmllint disable unqualified
        Repeater {
            model: root.draft.picking ? root.draft.offered.length : 0
            Button {
                required property int index
                readonly property var modelData: root.draft.offered[index] || ({
                        "id": "",
                        "name": ""
                    })
                objectName: "pick-" + modelData.id
                Layout.fillWidth: true
                text: modelData.name
                onClicked: root.game.session.play({
                        "type": "pick-board",
                        "faction": modelData.id
                    })
            }
        }
        // qmllint enable unqualified

        // The result so far (the boards' list model: a text is kept, and woken only by its own board's name or owner).
        // qmllint disable unqualified
        Repeater {
            model: root.game.factions.boards
            Text {
                required property string name
                required property string ownerName
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.text
                //: %1: a faction board, %2: the player who took it
                text: qsTr("%1: %2").arg(name).arg(ownerName)
            }
        }
        // qmllint enable unqualified
        Item {
            Layout.fillHeight: true
        }
    }
}
