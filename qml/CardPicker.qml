import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// Entering cards turned up at the table: click the cards in the order they came (click a chosen card to take it
// back). How many of each are left is shown; the engine checks the entry when it is confirmed.
ColumnLayout {
    id: root

    required property GameController game
    // What each slot is for, e.g. ["Display 1", "Display 2", "Display 3", "Alice", "Bob"].
    required property var slotLabels
    property var picked: []
    property string confirmText: qsTr("Confirm")
    property int columns: 5
    property int slotWidth: 150

    signal submitted(var cards)

    // Re-read when the state changes (the revision says when) as well as when the picks do.
    readonly property var drawable: visible && game.session.revision >= 0 ? game.moves.drawableCards(picked) : []
    readonly property bool complete: picked.length === slotLabels.length

    function add(id) {
        if (!complete)
            picked = picked.concat([id]);
    }
    onSlotLabelsChanged: picked = []

    spacing: 6

    Flow {
        Layout.fillWidth: true
        spacing: 6

        // A count as the model: a new list of as many labels (remade whenever the turn changes) keeps the slots.
        Repeater {
            model: root.slotLabels.length

            // qmllint disable unqualified
            delegate: Rectangle {
                id: slot
                required property int index
                readonly property string modelData: root.slotLabels[index] || ""
                readonly property bool filled: index < root.picked.length
                width: root.slotWidth
                height: 36
                radius: 6
                color: filled ? "#2a1f4a" : "transparent"
                border.width: index === root.picked.length ? 2 : 1
                border.color: index === root.picked.length ? Theme.accent : Theme.panelBorder

                Column {
                    anchors.centerIn: parent
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: slot.modelData
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall - 1
                    }
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: slot.filled ? root.game.catalog.cardNames[root.picked[slot.index]] : "—"
                        color: Theme.text
                        font.pixelSize: Theme.fontSmall + 1
                        font.bold: slot.filled
                    }
                }
                MouseArea {
                    anchors.fill: parent
                    enabled: slot.filled
                    cursorShape: Qt.PointingHandCursor
                    onClicked: root.picked = root.picked.slice(0, slot.index)
                }
            }
            // qmllint enable unqualified
        }

        Button {
            objectName: "pickConfirm"
            text: root.confirmText
            highlighted: true
            enabled: root.complete
            onClicked: root.submitted(root.picked)
        }
    }

    GridLayout {
        Layout.fillWidth: true
        columns: root.columns
        columnSpacing: 4
        rowSpacing: 4

        Repeater {
            model: root.drawable

            // qmllint disable unqualified
            delegate: ActionButton {
                required property var modelData
                objectName: "pick-" + modelData.id
                Layout.fillWidth: true
                implicitHeight: 26
                font.pixelSize: Theme.fontSmall
                available: modelData.left > 0 && !root.complete
                tint: "#8a63d2"
                //: A card to pick and how many are left to draw, e.g. "Booster Pod (2)"
                text: qsTr("%1 (%2)").arg(modelData.name).arg(modelData.left)
                onClicked: if (available)
                    root.add(modelData.id)
            }
            // qmllint enable unqualified
        }
    }
}
