import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// The private look at one player's agenda cards (digital mode: the app dealt them). It covers the whole window, so
// that nothing else is on screen: first "Hand the screen to <name>", then her cards with only her name, then covered
// again until the screen is handed back. The cards are asked for (AgendasModel.hand) only while they are shown.
Popup {
    id: root

    required property GameController game
    property int seat: -1
    property string name: ""
    // "cover" (waiting for the player), "cards" (she looks), "covered" (done: hand the screen back)
    property string step: "cover"
    readonly property var cards: step === "cards" ? game.agendas.hand(seat) : []

    function show(seat, name) {
        root.seat = seat;
        root.name = name;
        step = "cover";
        open();
    }

    parent: Overlay.overlay
    x: 0
    y: 0
    width: parent ? parent.width : 0
    height: parent ? parent.height : 0
    modal: true
    closePolicy: Popup.NoAutoClose
    background: Rectangle {
        color: Theme.background
    }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 40, 560)
        spacing: 14

        Text {
            objectName: "agendaLookTitle"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            color: Theme.text
            font.pixelSize: Theme.fontTitle
            font.bold: true
            text: root.step === "cover" ? qsTr("Hand the screen to %1").arg(root.name) : root.step === "cards" ? qsTr("%1's agenda cards").arg(root.name) : qsTr("The cards are covered. Hand the screen back.")
        }
        Text {
            visible: root.step === "cover"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            color: Theme.textDim
            font.pixelSize: Theme.fontNormal
            text: qsTr("Only %1 should look: the secret agenda cards come next.").arg(root.name)
        }
        Repeater {
            model: root.cards.length
            // qmllint disable unqualified
            delegate: Rectangle {
                required property int index
                Layout.fillWidth: true
                implicitHeight: cardTitle.implicitHeight + 16
                radius: Theme.radius
                color: "#3a2f12"
                border.color: "#ffd98a"
                Text {
                    id: cardTitle
                    anchors.fill: parent
                    anchors.margins: 8
                    text: root.cards[index].title
                    color: "#ffe9b8"
                    font.pixelSize: Theme.fontLarge
                    wrapMode: Text.WordWrap
                }
            }
            // qmllint enable unqualified
        }
        Button {
            objectName: "agendaLookNext"
            Layout.alignment: Qt.AlignHCenter
            highlighted: true
            text: root.step === "cover" ? qsTr("I am %1: show my cards").arg(root.name) : root.step === "cards" ? qsTr("Cover my cards") : qsTr("Close")
            onClicked: {
                if (root.step === "cover")
                    root.step = "cards";
                else if (root.step === "cards")
                    root.step = "covered";
                else
                    root.close();
            }
        }
    }
}
