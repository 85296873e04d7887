import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// Says, for as long as it lasts, that the game is no longer being autosaved: the system's reason, and the way out
// (save it elsewhere). It stays until an autosave succeeds again (tried after every move, or with "Try again").
Rectangle {
    id: root

    required property GameController game
    readonly property string error: game.session.hasGame ? game.files.autosaveError : ""

    visible: error !== ""
    implicitHeight: visible ? column.implicitHeight + 16 : 0
    color: "#3a2a0c"
    border.color: Theme.warning
    border.width: 2

    Accessible.role: Accessible.AlertMessage
    Accessible.name: title.text + " " + reason.text

    RowLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 12

        Text {
            Layout.alignment: Qt.AlignTop
            text: "⚠"
            color: Theme.warning
            font.pixelSize: Theme.fontTitle
        }
        ColumnLayout {
            id: column
            Layout.fillWidth: true
            spacing: 2

            Text {
                id: title
                Layout.fillWidth: true
                text: qsTr("This game is no longer being saved automatically.")
                color: Theme.text
                font.bold: true
                font.pixelSize: Theme.fontNormal + 1
                wrapMode: Text.WordWrap
            }
            Text {
                id: reason
                objectName: "autosaveReason"
                Layout.fillWidth: true
                text: root.error
                color: Theme.warning
                font.pixelSize: Theme.fontNormal
                wrapMode: Text.WrapAnywhere
            }
            Text {
                objectName: "autosaveAdvice"
                Layout.fillWidth: true
                color: Theme.textDim
                font.pixelSize: Theme.fontNormal
                wrapMode: Text.WordWrap
                text: {
                    const file = root.game.files.filePath;
                    if (file === "")
                        return qsTr("Keep it with “Save as…” in another folder. The autosave is tried again when play pauses, and every few moves.");
                    return root.game.files.modified ? qsTr("Last saved to %1; the moves since then are not saved. Save again to keep them.").arg(file) : qsTr("Saved to %1. The autosave is tried again when play pauses, and every few moves.").arg(file);
                }
            }
        }
        Button {
            objectName: "autosaveSaveAs"
            text: qsTr("Save as…")
            highlighted: true
            onClicked: root.game.files.saveAs()
        }
        Button {
            objectName: "autosaveRetry"
            text: qsTr("Try again")
            onClicked: root.game.files.retryAutosave()
        }
    }
}
