import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// Shown when no game is open: resume the last unfinished game, start a new one, open a saved one, or take over a
// game already under way at the table.
Item {
    id: root

    required property GameController game
    property var autosave: ({
            "exists": false
        })

    signal newGameRequested
    signal positionRequested

    function refresh() {
        autosave = game.autosaveInfo();
    }
    Component.onCompleted: refresh()

    Image {
        anchors.fill: parent
        source: "images/board.svg"
        fillMode: Image.PreserveAspectCrop
        sourceSize.width: 800
        sourceSize.height: 500
        asynchronous: true
        opacity: 0.25
    }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 60, 560)
        spacing: 16

        Text {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("AF Referee")
            color: Theme.text
            font.pixelSize: 44
            font.bold: true
        }
        Text {
            Layout.alignment: Qt.AlignHCenter
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("The referee for Alien Frontiers at your table: it checks every move, keeps the books and the score.")
            color: Theme.textDim
            font.pixelSize: Theme.fontLarge
            wrapMode: Text.WordWrap
        }

        // The last unfinished game, from the autosave.
        Rectangle {
            Layout.fillWidth: true
            visible: root.autosave.exists === true && root.autosave.finished !== true
            implicitHeight: resume.implicitHeight + 28
            radius: 12
            color: Theme.panelRaised
            border.color: root.autosave.ok ? Theme.good : Theme.refusal

            ColumnLayout {
                id: resume
                anchors.fill: parent
                anchors.margins: 14
                spacing: 8
                Text {
                    text: root.autosave.ok ? qsTr("Resume the last game") : qsTr("The last game cannot be resumed")
                    color: Theme.text
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                }
                Text {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    color: root.autosave.ok ? Theme.textDim : Theme.refusal
                    text: root.autosave.ok ? qsTr("%1 · turn %2 · moves %3 · saved %4").arg((root.autosave.players || []).join(", ")).arg(root.autosave.turn).arg(root.autosave.actions || 0).arg(root.autosave.savedAt ? Qt.formatDateTime(root.autosave.savedAt, Locale.ShortFormat) : "") : (root.autosave.error || "")
                }
                Button {
                    visible: root.autosave.ok === true
                    text: qsTr("Resume")
                    highlighted: true
                    onClicked: root.game.resumeAutosave()
                    Layout.alignment: Qt.AlignRight
                }
            }
        }

        GridLayout {
            Layout.alignment: Qt.AlignHCenter
            columns: 3
            columnSpacing: 10
            Button {
                text: qsTr("New game")
                highlighted: !(root.autosave.exists === true && root.autosave.finished !== true)
                onClicked: root.newGameRequested()
                Layout.preferredWidth: 170
            }
            Button {
                text: qsTr("Open a saved game…")
                onClicked: root.game.open()
                Layout.preferredWidth: 170
            }
            Button {
                text: qsTr("Game under way…")
                onClicked: root.positionRequested()
                Layout.preferredWidth: 170
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Enter the board as it is now at the table, then referee from there")
            }
        }
    }
}
