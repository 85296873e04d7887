import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// The game log in sentences, grouped by turn. Entries taken back stay greyed until a new move replaces them;
// clicking an entry goes back (or forward) to just after it.
ColumnLayout {
    id: root

    required property GameController game

    readonly property var names: game.players.names
    readonly property var colors: game.players.colors

    spacing: 4

    RowLayout {
        Layout.fillWidth: true
        Text {
            text: qsTr("Game log")
            color: Theme.text
            font.pixelSize: Theme.fontLarge
            font.bold: true
            Layout.fillWidth: true
        }
        Text {
            text: qsTr("%n move(s)", "", root.game.log.doneCount)
            color: Theme.textFaint
            font.pixelSize: Theme.fontSmall
        }
    }

    ListView {
        id: list

        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        spacing: 2
        model: root.game.log
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        // Follow the game: show the latest entry after every move (once the new row is laid out).
        onCountChanged: followTimer.restart()

        Timer {
            id: followTimer
            interval: 0
            onTriggered: list.positionViewAtEnd()
        }

        // qmllint disable unqualified
        delegate: Column {
            id: entry

            required property int index
            required property string text
            required property int turn
            required property int seat
            required property bool done
            required property bool newTurn

            width: list.width - 10
            spacing: 2

            Text {
                visible: entry.newTurn
                topPadding: entry.index > 0 ? 6 : 0
                text: {
                    const names = root.names;
                    const seen = entry.seat >= 0 && entry.seat < names.length;
                    //: Log heading: "Turn 3 · Alice"
                    return seen ? qsTr("Turn %1 · %2").arg(entry.turn).arg(Theme.glyph(root.colors[entry.seat]) + " " + names[entry.seat]) : qsTr("Setup");
                }
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                font.bold: true
            }
            Text {
                width: parent.width
                leftPadding: 8
                text: entry.text
                wrapMode: Text.WordWrap
                color: entry.done ? Theme.text : Theme.textFaint
                font.pixelSize: Theme.fontSmall + 1
                font.strikeout: !entry.done

                MouseArea {
                    anchors.fill: parent
                    cursorShape: Qt.PointingHandCursor
                    onClicked: root.game.session.goToHistory(entry.index + 1)
                }
            }
        }
        // qmllint enable unqualified
    }
}
