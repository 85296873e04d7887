import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// The latest word for the table: why a move was refused (with its rule), or a notice. Stays until the next move.
Rectangle {
    id: root

    required property GameController game
    readonly property var message: game.session.message
    readonly property bool refusal: message.kind === "refusal"

    visible: message.text !== undefined && message.text !== ""
    implicitHeight: row.implicitHeight + 8
    radius: Theme.radius
    color: refusal ? "#e6401820" : "#e6142a4a"
    border.color: refusal ? Theme.refusal : Theme.accent
    border.width: 1

    // A notice (saved, resumed, taken back) steps aside after a while; a refusal stays until the next move.
    Timer {
        running: root.visible && !root.refusal
        interval: 5000
        onTriggered: root.game.session.clearMessage()
    }

    Accessible.role: Accessible.AlertMessage
    Accessible.name: message.text || ""

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.leftMargin: 8
        anchors.rightMargin: 4
        anchors.topMargin: 2
        anchors.bottomMargin: 2
        spacing: 10

        Text {
            text: root.refusal ? "⚠" : "ℹ"
            color: root.refusal ? Theme.refusal : Theme.accent
            font.pixelSize: Theme.fontLarge
        }
        Text {
            Layout.fillWidth: true
            text: root.message.text || ""
            color: Theme.text
            font.pixelSize: Theme.fontNormal + 1
            wrapMode: Text.WordWrap
        }
        RuleLink {
            objectName: "messageRuleLink"
            ruleId: root.message.ruleId || ""
            ruleTitle: root.message.ruleTitle || ""
            onActivated: id => root.game.session.showRule(id)
        }
        ToolButton {
            text: "✕"
            onClicked: root.game.session.clearMessage()
            Accessible.name: qsTr("Dismiss")
        }
    }
}
