import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// The history of games played and what it says: wins and average VP by player, by player count, by seat and by
// faction, the best and the closest game, every stored game (to open again and step through), filters by date and
// player count, and the CSV export. The numbers come from game.history (the same queries as the CLI's).
Item {
    id: root

    required property GameController game
    property int players: 0
    property string from: ""
    property string to: ""
    readonly property var filter: ({
            "players": players,
            "from": from,
            "to": to
        })
    // Asked again when the filter changes or a game is stored.
    readonly property var stats: {
        void root.game.history.revision;
        return root.game.history.statistics(root.filter);
    }
    property string problem: ""

    signal closed

    function dateOk(text) {
        return text === "" || /^\d{4}-\d{2}-\d{2}$/.test(text);
    }

    component Heading: Label {
        Layout.topMargin: 10
        font.pixelSize: Theme.fontLarge
        font.bold: true
        color: Theme.text
    }
    component Cell: Label {
        Layout.preferredWidth: 90
        color: Theme.text
        textFormat: Text.PlainText
        elide: Text.ElideRight
    }
    // One table of statistics: a row per key with games, wins and average VP.
    component StatsTable: ColumnLayout {
        id: table
        property string title
        property var rows: []
        property var keyText: key => key
        // Every game has a winner: by number of players the wins would only repeat the games.
        property bool winsShown: true
        spacing: 2
        visible: rows.length > 0

        Heading {
            text: table.title
        }
        RowLayout {
            Cell {
                Layout.preferredWidth: 220
                text: ""
            }
            Cell {
                text: qsTr("Games")
                color: Theme.textDim
            }
            Cell {
                text: table.winsShown ? qsTr("Wins") : ""
                color: Theme.textDim
            }
            Cell {
                text: qsTr("Average VP")
                color: Theme.textDim
            }
        }
        // qmllint disable unqualified
        Repeater {
            model: table.rows.length
            delegate: RowLayout {
                required property int index
                readonly property var row: table.rows[index]
                Cell {
                    Layout.preferredWidth: 220
                    text: table.keyText(parent.row.key)
                    font.bold: true
                }
                Cell {
                    text: parent.row.games
                }
                Cell {
                    text: table.winsShown ? parent.row.wins : ""
                }
                Cell {
                    text: Number(parent.row.averageVp).toLocaleString(Qt.locale(), "f", 1)
                }
            }
        }
        // qmllint enable unqualified
    }
    // A stored game in one line: when, ruleset, the players and their scores.
    function gameText(g) {
        if (!g)
            return "";
        const scores = g.players.map(p => Theme.glyph(p.color) + " " + (p.name !== "" ? p.name : p.color) + (p.bot ? " " + qsTr("(app)") : "") + " " + p.vp);
        return qsTr("%1 · %2 · %n turn(s)", "", g.turns).arg(g.when).arg(g.rulesetName) + " · " + scores.join(", ");
    }

    Rectangle {
        anchors.fill: parent
        color: Theme.background
    }

    // The statistics on the left; every game on the right, in a list that makes only the rows in view.
    ScrollView {
        id: scroll
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        anchors.margins: 16
        width: Math.max(560, parent.width * 0.5)
        contentWidth: availableWidth

        ColumnLayout {
            width: scroll.availableWidth
            spacing: 6

            RowLayout {
                Layout.fillWidth: true
                Label {
                    Layout.fillWidth: true
                    text: qsTr("Games played")
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    color: Theme.text
                }
                Button {
                    objectName: "exportCsvButton"
                    text: qsTr("Export as CSV…")
                    onClicked: root.problem = root.game.history.exportCsv(root.filter)
                }
                Button {
                    objectName: "statisticsBackButton"
                    text: qsTr("Back")
                    onClicked: root.closed()
                }
            }
            Label {
                Layout.fillWidth: true
                visible: text !== ""
                text: root.problem !== "" ? root.problem : root.game.history.message
                color: Theme.warning
                wrapMode: Text.Wrap
                textFormat: Text.PlainText
            }
            RowLayout {
                spacing: 8
                Label {
                    text: qsTr("Players:")
                    color: Theme.textDim
                }
                ComboBox {
                    objectName: "playerCountFilter"
                    model: [qsTr("Any"), "2", "3", "4", "5", "6"]
                    onActivated: index => root.players = index === 0 ? 0 : index + 1
                }
                Label {
                    text: qsTr("From (YYYY-MM-DD):")
                    color: Theme.textDim
                }
                TextField {
                    Layout.preferredWidth: 120
                    placeholderText: "2026-01-01"
                    onEditingFinished: if (root.dateOk(text)) root.from = text
                    color: root.dateOk(text) ? Theme.text : Theme.refusal
                }
                Label {
                    text: qsTr("To:")
                    color: Theme.textDim
                }
                TextField {
                    Layout.preferredWidth: 120
                    placeholderText: "2026-12-31"
                    onEditingFinished: if (root.dateOk(text)) root.to = text
                    color: root.dateOk(text) ? Theme.text : Theme.refusal
                }
            }
            Label {
                objectName: "gamesPlayedLabel"
                text: qsTr("%n game(s) finished", "", root.stats.gamesPlayed || 0) + " · " + qsTr("%n game(s) given up", "", root.stats.gamesGivenUp || 0)
                color: Theme.text
                font.pixelSize: Theme.fontLarge
            }
            Label {
                visible: (root.stats.gamesPlayed || 0) === 0
                text: qsTr("Finished games are stored here when they end.")
                color: Theme.textDim
            }
            StatsTable {
                title: qsTr("By player")
                rows: root.stats.byName || []
                keyText: key => key !== "" ? key : qsTr("(no name)")
            }
            StatsTable {
                title: qsTr("By number of players")
                rows: root.stats.byPlayerCount || []
                keyText: key => qsTr("%n player(s)", "", Number(key))
                winsShown: false
            }
            StatsTable {
                title: qsTr("By seat")
                rows: root.stats.bySeat || []
                keyText: key => qsTr("Seat %1").arg(key)
            }
            StatsTable {
                title: qsTr("By faction")
                rows: root.stats.byFaction || []
            }
            Heading {
                visible: !!root.stats.best
                text: qsTr("Best game (highest winning score)")
            }
            Label {
                visible: !!root.stats.best
                Layout.fillWidth: true
                text: root.gameText(root.stats.best)
                color: Theme.text
                textFormat: Text.PlainText
                wrapMode: Text.Wrap
            }
            Heading {
                visible: !!root.stats.closest
                text: qsTr("Closest game (won by %n VP)", "", root.stats.closestMargin || 0)
            }
            Label {
                visible: !!root.stats.closest
                objectName: "closestGameLabel"
                Layout.fillWidth: true
                text: root.gameText(root.stats.closest)
                color: Theme.text
                textFormat: Text.PlainText
                wrapMode: Text.Wrap
            }
        }
    }

    ColumnLayout {
        anchors.left: scroll.right
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        anchors.margins: 16
        spacing: 6

        Label {
            text: qsTr("All games, newest first")
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.text
        }
        ListView {
            id: gameList
            objectName: "gameList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 4
            // Set by root.stats (the same filter); a row's game is read only when the row is made.
            model: {
                void root.stats;
                return root.game.history.games;
            }
            ScrollBar.vertical: ScrollBar {}
            // qmllint disable unqualified
            delegate: RowLayout {
                id: row
                required property int index
                required property var game
                readonly property var stored: game
                width: gameList.width - 12
                Label {
                    Layout.fillWidth: true
                    text: (parent.stored.outcome === "given-up" ? qsTr("Given up") + " · " : "") + root.gameText(parent.stored)
                    color: parent.stored.outcome === "given-up" ? Theme.textDim : Theme.text
                    textFormat: Text.PlainText
                    elide: Text.ElideRight
                }
                Button {
                    objectName: "openStoredGame-" + row.index
                    text: qsTr("Open")
                    onClicked: {
                        root.problem = root.game.history.openGame(parent.stored.id);
                        if (root.problem === "")
                            root.closed();
                    }
                }
            }
            // qmllint enable unqualified
        }
    }
}
