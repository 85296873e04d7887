import QtQuick
import AFReferee

// "Rule: Lunar Mine" — the rule a refusal comes from, looking like a link; clicking it asks the controller to show
// that entry of the rules reference (the reference itself comes later).
Text {
    id: root

    required property string ruleId
    required property string ruleTitle

    signal activated(string ruleId)

    visible: ruleId !== ""
    //: Link to the rules reference entry a refusal comes from, e.g. "Rule: Lunar Mine"
    text: qsTr("Rule: %1").arg(ruleTitle !== "" ? ruleTitle : ruleId)
    color: Theme.link
    font.pixelSize: Theme.fontNormal
    font.underline: linkArea.containsMouse

    Accessible.role: Accessible.Link
    Accessible.name: text

    MouseArea {
        id: linkArea
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: Qt.PointingHandCursor
        onClicked: root.activated(root.ruleId)
    }
}
