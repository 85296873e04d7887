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
    signal statisticsRequested

    function refresh() {
        autosave = game.files.autosaveInfo();
    }
    Component.onCompleted: refresh()

    Image {
        anchors.fill: parent
        source: "images/board.svg"
        fillMode: Image.PreserveAspectCrop
        sourceSize.width: 800
        sourceSize.height: 500
        // Loaded with the page (not in the background), so the first frame already shows it.
        opacity: 0.25
    }

    // A dark veil, so the text reads well over the board.
    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop {
                position: 0
                color: "#c005070f"
            }
            GradientStop {
                position: 0.5
                color: "#8005070f"
            }
            GradientStop {
                position: 1
                color: "#e005070f"
            }
        }
    }

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - 60, 720)
        height: content.implicitHeight + 56
        radius: 16
        color: "#e6111a31"
        border.color: Theme.panelBorder

        ColumnLayout {
            id: content
            anchors.fill: parent
            anchors.margins: 28
            spacing: 16

            Text {
                Layout.alignment: Qt.AlignHCenter
                text: qsTr("AF Referee")
                color: Theme.text
                font.pixelSize: 44
                font.bold: true
            }
            Text {
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

                RowLayout {
                    id: resume
                    anchors.fill: parent
                    anchors.margins: 14
                    spacing: 12
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 4
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
                            text: root.autosave.ok ? qsTr("%1 · turn %2 · %n move(s) · saved %3", "", root.autosave.actions || 0).arg((root.autosave.players || []).join(", ")).arg(root.autosave.turn).arg(root.autosave.savedAt ? root.autosave.savedAt.toLocaleString(Qt.locale(), Locale.ShortFormat) : "") : (root.autosave.error || "")
                        }
                    }
                    Button {
                        objectName: "resumeButton"
                        visible: root.autosave.ok === true
                        text: qsTr("Resume")
                        highlighted: true
                        font.pixelSize: Theme.fontLarge
                        onClicked: root.game.files.resumeAutosave()
                    }
                }
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: 10
                Button {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    implicitHeight: 44
                    font.pixelSize: Theme.fontLarge
                    text: qsTr("New game")
                    highlighted: !(root.autosave.exists === true && root.autosave.finished !== true)
                    onClicked: root.newGameRequested()
                }
                Button {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    implicitHeight: 44
                    font.pixelSize: Theme.fontLarge
                    text: qsTr("Open a saved game…")
                    onClicked: root.game.files.open()
                }
                Button {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    implicitHeight: 44
                    font.pixelSize: Theme.fontLarge
                    text: qsTr("Game under way…")
                    onClicked: root.positionRequested()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Enter the board as it is now at the table, then referee from there")
                }
            }
            Button {
                objectName: "statisticsButton"
                Layout.alignment: Qt.AlignHCenter
                flat: true
                text: qsTr("Games played and statistics")
                onClicked: root.statisticsRequested()
            }
            Text {
                Layout.alignment: Qt.AlignHCenter
                //: %1 is the application version
                text: qsTr("Version %1 · F1 keyboard shortcuts · F2 rules reference").arg(Qt.application.version)
                color: Theme.textFaint
                font.pixelSize: Theme.fontSmall
            }
        }
    }
}
