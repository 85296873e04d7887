import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// Entering a roll from the table's dice: type the values in ship order (e.g. "346" then Enter) or click the
// faces. The Relic Ship's die is labelled apart. The engine checks the entry when it is confirmed.
FocusScope {
    id: root

    // The ships to roll, in order (the controller's fleet entries: name, number, relic, color).
    required property var ships
    property string colorId: "red"
    property var values: []

    signal submitted(var values)

    implicitHeight: layout.implicitHeight
    implicitWidth: layout.implicitWidth

    function add(v) {
        if (values.length < ships.length)
            values = values.concat([v]);
    }
    function removeLast() {
        values = values.slice(0, -1);
    }
    function clear() {
        values = [];
    }
    function submit() {
        if (values.length === ships.length)
            root.submitted(values);
    }
    onShipsChanged: clear()

    Keys.onPressed: event => {
        if (event.key >= Qt.Key_1 && event.key <= Qt.Key_6) {
            add(event.key - Qt.Key_0);
            event.accepted = true;
        } else if (event.key === Qt.Key_Backspace) {
            removeLast();
            event.accepted = true;
        } else if (event.key === Qt.Key_Escape) {
            clear();
            event.accepted = true;
        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            submit();
            event.accepted = true;
        }
    }

    RowLayout {
        id: layout

        spacing: 18

        // One slot per ship, filled in order.
        Row {
            spacing: 8
            Layout.alignment: Qt.AlignVCenter

            // A count as the model: a new list of as many ships (the turn's data is announced in parts) updates the
            // slots instead of making them again.
            Repeater {
                model: root.ships.length

                // qmllint disable unqualified
                delegate: Column {
                    id: slot
                    required property int index
                    readonly property var modelData: root.ships[index] || ({})
                    readonly property bool filled: index < root.values.length
                    spacing: 2

                    Item {
                        width: 52
                        height: 52
                        Die {
                            visible: slot.filled
                            anchors.centerIn: parent
                            size: 50
                            value: slot.filled ? root.values[slot.index] : 0
                            colorId: slot.modelData.relic ? "relic" : slot.modelData.color
                            holderColor: slot.modelData.relic ? root.colorId : ""
                            onClicked: root.values = root.values.slice(0, slot.index)
                        }
                        Rectangle {
                            visible: !slot.filled
                            anchors.fill: parent
                            radius: 9
                            color: "transparent"
                            border.width: slot.index === root.values.length && root.activeFocus ? 3 : 2
                            border.color: slot.index === root.values.length ? Theme.accent : Theme.panelBorder
                            Text {
                                anchors.centerIn: parent
                                text: "?"
                                color: Theme.textFaint
                                font.pixelSize: 20
                            }
                        }
                    }
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        //: Label under a die to enter: the Relic Ship, or a ship's number
                        text: slot.modelData.relic ? qsTr("Relic Ship") : qsTr("ship %1").arg(slot.modelData.number)
                        color: slot.modelData.relic ? Theme.warning : Theme.textDim
                        font.pixelSize: Theme.fontSmall
                        font.bold: slot.modelData.relic
                    }
                }
                // qmllint enable unqualified
            }
        }

        // Faces to click.
        Column {
            spacing: 4
            Layout.alignment: Qt.AlignVCenter
            Text {
                text: qsTr("Click a face or type 1–6:")
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
            }
            Row {
                spacing: 5
                Repeater {
                    model: 6
                    // qmllint disable unqualified
                    delegate: Die {
                        required property int index
                        size: 36
                        value: index + 1
                        colorId: root.colorId
                        showGlyph: false
                        dimmed: root.values.length >= root.ships.length
                        onClicked: {
                            root.add(index + 1);
                            root.forceActiveFocus();
                        }
                    }
                    // qmllint enable unqualified
                }
            }
        }

        Column {
            spacing: 4
            Layout.alignment: Qt.AlignVCenter
            Button {
                text: qsTr("Confirm the roll")
                enabled: root.values.length === root.ships.length
                highlighted: true
                onClicked: root.submit()
            }
            Button {
                text: qsTr("Clear")
                flat: true
                enabled: root.values.length > 0
                onClicked: {
                    root.clear();
                    root.forceActiveFocus();
                }
            }
        }
    }
}
