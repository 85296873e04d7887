import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// The Scout Drone's private look (digital mode: the app turned up the top cards of the draw pile). Like the agenda
// look it covers the whole window: first "Hand the screen to <name>", then the cards, which she puts back in the order
// she chooses (the engine's legal orders give the cards), then covered again until the screen is handed back.
Popup {
    id: root

    required property GameController game
    property string name: ""
    // "cover" (waiting for the player), "cards" (she orders them), "covered" (done: hand the screen back)
    property string step: "cover"
    // The card ids, top first, as she arranges them.
    property var order: []

    function show(name) {
        root.name = name;
        order = [];
        step = "cover";
        open();
    }

    function showCards() {
        // Every order is legal: any one of them names the cards looked at.
        const moves = game.moves.candidates({
                "type": "use-card",
                "card": "scout-drone"
            }).filter(m => m.cards !== undefined);
        order = moves.length > 0 ? moves[0].cards.slice() : [];
        step = "cards";
    }

    function moveUp(index) {
        if (index <= 0)
            return;
        let next = order.slice();
        const card = next[index];
        next[index] = next[index - 1];
        next[index - 1] = card;
        order = next;
    }

    function putBack() {
        if (game.session.play({
                "type": "use-card",
                "card": "scout-drone",
                "cards": order
            })) {
            order = [];
            step = "covered";
        }
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
            objectName: "scoutLookTitle"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            color: Theme.text
            font.pixelSize: Theme.fontTitle
            font.bold: true
            text: root.step === "cover" ? qsTr("Hand the screen to %1").arg(root.name) : root.step === "cards" ? qsTr("%1 looks at the draw pile").arg(root.name) : qsTr("The cards are covered. Hand the screen back.")
        }
        Text {
            visible: root.step !== "covered"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            color: Theme.textDim
            font.pixelSize: Theme.fontNormal
            text: root.step === "cover" ? qsTr("Only %1 should look: the top cards of the draw pile come next.").arg(root.name) : qsTr("Put the cards back in the order you choose, the top card first.")
        }
        Repeater {
            model: root.step === "cards" ? root.order.length : 0
            // qmllint disable unqualified
            delegate: RowLayout {
                required property int index
                Layout.fillWidth: true
                spacing: 8
                Rectangle {
                    Layout.fillWidth: true
                    implicitHeight: cardTitle.implicitHeight + 16
                    radius: Theme.radius
                    color: "#12303a"
                    border.color: "#8ad9ff"
                    Text {
                        id: cardTitle
                        objectName: "scoutLookCard" + index
                        anchors.fill: parent
                        anchors.margins: 8
                        text: (index + 1) + ". " + root.game.catalog.cardNames[root.order[index]]
                        color: "#b8ecff"
                        font.pixelSize: Theme.fontLarge
                        wrapMode: Text.WordWrap
                    }
                }
                Button {
                    objectName: "scoutLookUp" + index
                    enabled: index > 0
                    text: qsTr("Move up")
                    onClicked: root.moveUp(index)
                }
            }
            // qmllint enable unqualified
        }
        Button {
            objectName: "scoutLookNext"
            Layout.alignment: Qt.AlignHCenter
            highlighted: true
            text: root.step === "cover" ? qsTr("I am %1: show the cards").arg(root.name) : root.step === "cards" ? qsTr("Put them back in this order") : qsTr("Close")
            onClicked: {
                if (root.step === "cover")
                    root.showCards();
                else if (root.step === "cards")
                    root.putBack();
                else
                    root.close();
            }
        }
    }
}
