import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// The application window: a tool bar (game menu, undo, redo), and one page at a time: start, new game, play
// (the setup guide is the play page before the deal), position editor. The pages talk to the parts of the one
// GameController given by main.cpp (its session, models, files and editor; see gamecontroller.h).
ApplicationWindow {
    id: window

    required property GameController game
    required property AppSettings settings

    // A page asked for by the players (new game, position editor); otherwise the game decides.
    property string requestedPage: ""
    readonly property string page: requestedPage !== "" ? requestedPage : game.session.hasGame ? "play" : "start"

    function showPage(name) {
        requestedPage = name === "start" || name === "play" ? "" : name;
    }
    // A game under way that only the autosave holds: replacing it (a new game, another file) would lose it.
    function unsavedGameUnderWay() {
        return game.session.hasGame && game.session.actionCount > 0 && game.session.stage !== "game-over" && game.files.modified;
    }
    function newGame() {
        if (unsavedGameUnderWay())
            confirmReplace.ask(qsTr("Start a new game?"), "new");
        else
            openNewGame();
    }
    function openGame() {
        if (unsavedGameUnderWay())
            confirmReplace.ask(qsTr("Open another game?"), "open");
        else
            game.files.open();
    }
    function openNewGame() {
        requestedPage = "newGame";
    }
    // The position editor opens with these (see PositionEditor.edit).
    property var positionSetup: ({})
    property bool positionFromCurrent: false
    function editPosition(setup, fromCurrent) {
        positionSetup = setup;
        positionFromCurrent = fromCurrent;
        requestedPage = "position";
    }
    function currentSetup() {
        const players = game.players.seats.map(p => ({
                    "name": p.enteredName,
                    "color": p.color
                }));
        const o = game.session.options;
        return {
            "players": players,
            "ruleset": o.ruleset,
            "longGame": o.longGame,
            "limitedSupply": o.limitedSupply,
            "dice": o.digital ? "digital" : "table",
            "seed": o.seed,
            // The editor cannot start a game with modules from a position yet: it says so rather than drop them.
            "modules": o.modules || []
        };
    }

    title: game.session.hasGame ? qsTr("AF Referee — %1").arg(game.players.names.join(", ")) : qsTr("AF Referee")
    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 700
    visible: true
    color: Theme.background

    // A dark scheme for the controls to match the board.
    palette {
        window: "#141b30"
        windowText: "#e8ecf6"
        base: "#0f1526"
        alternateBase: "#141c33"
        text: "#e8ecf6"
        button: "#1f2a47"
        buttonText: "#e8ecf6"
        highlight: "#5b8def"
        highlightedText: "#ffffff"
        light: "#2a365a"
        midlight: "#222d4c"
        mid: "#18203a"
        dark: "#0b1020"
        shadow: "#000000"
        placeholderText: "#8a96b8"
        toolTipBase: "#1f2a47"
        toolTipText: "#e8ecf6"

        disabled {
            text: "#6b7390"
            windowText: "#6b7390"
            buttonText: "#6b7390"
        }
    }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 6
            anchors.rightMargin: 10
            spacing: 4

            ToolButton {
                id: menuButton
                text: qsTr("Game ▾")
                onClicked: gameMenu.open()
                Menu {
                    id: gameMenu
                    y: menuButton.height
                    MenuItem {
                        text: qsTr("New game…")
                        onTriggered: window.newGame()
                    }
                    MenuItem {
                        text: qsTr("Open…")
                        onTriggered: window.openGame()
                    }
                    MenuItem {
                        text: qsTr("Save")
                        enabled: window.game.session.hasGame
                        onTriggered: window.game.files.save()
                    }
                    MenuItem {
                        text: qsTr("Save as…")
                        enabled: window.game.session.hasGame
                        onTriggered: window.game.files.saveAs()
                    }
                    MenuSeparator {}
                    MenuItem {
                        text: qsTr("Correct the position…")
                        enabled: window.game.session.hasGame && window.game.session.stage !== "deal"
                        onTriggered: window.editPosition(window.currentSetup(), true)
                    }
                    MenuItem {
                        text: qsTr("Final ranking")
                        enabled: window.game.session.stage === "game-over"
                        onTriggered: gameOver.open()
                    }
                    MenuItem {
                        objectName: "statisticsMenuItem"
                        text: qsTr("Games played and statistics")
                        onTriggered: window.requestedPage = "statistics"
                    }
                    MenuSeparator {}
                    MenuItem {
                        text: qsTr("Settings…")
                        onTriggered: settingsDialog.open()
                    }
                    MenuItem {
                        text: qsTr("Rules reference")
                        onTriggered: rulesPopup.show("")
                    }
                    MenuItem {
                        text: qsTr("Keyboard shortcuts")
                        onTriggered: shortcutsDialog.open()
                    }
                    MenuItem {
                        text: qsTr("Quit")
                        onTriggered: Qt.quit()
                    }
                }
            }
            ToolButton {
                objectName: "undoButton"
                text: qsTr("↶ Undo")
                enabled: window.game.session.canUndo && window.page === "play"
                onClicked: window.game.session.undo()
                ToolTip.visible: hovered
                ToolTip.text: window.game.session.canUndo ? qsTr("Undo: %1 (Ctrl+Z)").arg(window.game.session.undoText) : ""
            }
            ToolButton {
                objectName: "redoButton"
                text: qsTr("↷ Redo")
                enabled: window.game.session.canRedo && window.page === "play"
                onClicked: window.game.session.redo()
                ToolTip.visible: hovered
                ToolTip.text: window.game.session.canRedo ? qsTr("Redo: %1 (Ctrl+Shift+Z)").arg(window.game.session.redoText) : ""
            }
            Item {
                Layout.preferredWidth: 12
            }
            Label {
                text: qsTr("AF Referee")
                font.bold: true
                font.pixelSize: 17
            }
            Label {
                Layout.fillWidth: true
                elide: Text.ElideRight
                opacity: 0.75
                text: {
                    if (!window.game.session.hasGame)
                        return qsTr("Referee for Alien Frontiers");
                    const o = window.game.session.options;
                    let parts = [o.rulesetName];
                    if (o.longGame)
                        parts.push(qsTr("long game"));
                    parts.push(o.digital ? qsTr("app dice, seed %1").arg(o.seed) : qsTr("table dice"));
                    return parts.join(" · ");
                }
            }
            Label {
                visible: window.game.session.hasGame
                opacity: 0.75
                text: {
                    const file = window.game.files.filePath;
                    const name = file === "" ? qsTr("not saved to a file") : file.split("/").pop();
                    return window.game.files.modified && file !== "" ? qsTr("%1 (changed)").arg(name) : name;
                }
            }
            ToolButton {
                text: qsTr("Rules")
                onClicked: rulesPopup.show("")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Rules reference (F2)")
            }
            ToolButton {
                text: "?"
                onClicked: shortcutsDialog.open()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Keyboard shortcuts (F1)")
            }
        }
    }

    readonly property var pages: ["start", "newGame", "play", "position", "statistics"]

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        // Above every page while the game cannot be autosaved.
        AutosaveBanner {
            objectName: "autosaveBanner"
            Layout.fillWidth: true
            game: window.game
        }

        // Pages other than play are made when shown (a hidden page would still follow every move).
        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: window.pages.indexOf(window.page)

            Loader {
                active: window.page === "start"
                sourceComponent: startComponent
            }
            Loader {
                active: window.page === "newGame"
                sourceComponent: newGameComponent
            }
            PlayView {
                id: playView
                game: window.game
                focus: window.page === "play"
                onRankingRequested: gameOver.open()
            }
            Loader {
                active: window.page === "position"
                sourceComponent: positionComponent
            }
            Loader {
                active: window.page === "statistics"
                sourceComponent: statisticsComponent
            }
        }
    }

    // qmllint disable unqualified
    Component {
        id: startComponent
        StartPage {
            game: window.game
            onNewGameRequested: window.openNewGame()
            onPositionRequested: window.requestedPage = "newGame"
            onStatisticsRequested: window.requestedPage = "statistics"
        }
    }
    Component {
        id: newGameComponent
        NewGamePage {
            game: window.game
            settings: window.settings
            onCancelled: window.requestedPage = ""
            onStarted: window.requestedPage = ""
            onPositionRequested: setup => window.editPosition(setup, false)
        }
    }
    Component {
        id: statisticsComponent
        StatisticsPage {
            game: window.game
            onClosed: window.requestedPage = ""
        }
    }
    Component {
        id: positionComponent
        PositionEditor {
            game: window.game
            onCancelled: window.requestedPage = ""
            onStarted: window.requestedPage = ""
            Component.onCompleted: edit(window.positionSetup, window.positionFromCurrent)
        }
    }
    // qmllint enable unqualified

    // The game's own events: the end, refusals of files, rules asked for.
    Connections {
        target: window.game.session
        function onStateChanged() {
            // (window.page may not be re-evaluated yet here: look at what it depends on.)
            if (window.game.session.stage === "game-over" && !gameOver.opened && window.requestedPage === "")
                gameOver.open();
        }
        function onGameChanged() {
            window.requestedPage = "";
        }
        function onRuleRequested(ruleId) {
            rulesPopup.show(ruleId);
        }
    }
    Connections {
        target: window.game.files
        function onErrorOccurred(title, text) {
            errorDialog.title = title;
            errorText.text = text;
            errorDialog.open();
        }
    }

    Shortcut {
        sequence: "Ctrl+Z"
        enabled: window.page === "play"
        onActivated: window.game.session.undo()
    }
    Shortcut {
        sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]
        enabled: window.page === "play"
        onActivated: window.game.session.redo()
    }
    Shortcut {
        sequence: "Ctrl+N"
        onActivated: window.newGame()
    }
    Shortcut {
        sequence: "Ctrl+O"
        onActivated: window.openGame()
    }
    Shortcut {
        sequence: "Ctrl+S"
        enabled: window.game.session.hasGame
        onActivated: window.game.files.save()
    }
    Shortcut {
        sequence: "Ctrl+Shift+S"
        enabled: window.game.session.hasGame
        onActivated: window.game.files.saveAs()
    }
    Shortcut {
        sequence: "F1"
        onActivated: shortcutsDialog.open()
    }
    Shortcut {
        sequence: "F2"
        onActivated: rulesPopup.show("")
    }

    GameOverView {
        id: gameOver
        objectName: "gameOverView"
        game: window.game
        onNewGameRequested: window.openNewGame()
    }
    SettingsDialog {
        id: settingsDialog
        settings: window.settings
    }
    ShortcutsDialog {
        id: shortcutsDialog
    }

    AppDialog {
        id: errorDialog
        width: 560
        standardButtons: Dialog.Ok
        Label {
            id: errorText
            width: parent.width
            wrapMode: Text.WrapAnywhere
        }
    }

    AppDialog {
        id: confirmReplace
        objectName: "confirmReplace"
        property string action: "" // what Yes does: "new" (the new game page) or "open" (choose a file)
        function ask(question, what) {
            title = question;
            action = what;
            open();
        }
        width: 520
        standardButtons: Dialog.Yes | Dialog.Cancel
        onAccepted: {
            if (action === "open")
                window.game.files.open();
            else
                window.openNewGame();
        }
        Label {
            width: parent.width
            wrapMode: Text.WordWrap
            text: qsTr("The game in progress has not been saved to a file. The autosave keeps only the latest game, so save it first if you want to come back to it.")
        }
    }

    // The rules reference, opened from the menu, F2, or the "Rule: …" link of a refusal.
    Popup {
        id: rulesPopup
        modal: true
        anchors.centerIn: Overlay.overlay
        width: Math.min(1100, window.width - 60)
        height: window.height - 80
        padding: 0

        function show(ruleId) {
            open();
            if (ruleId !== "")
                rules.showEntry(ruleId);
            rules.focusSearch();
        }

        RulesReferenceView {
            id: rules
            objectName: "rulesReference"
            anchors.fill: parent
        }
        ToolButton {
            objectName: "closeRules"
            anchors.top: parent.top
            anchors.right: parent.right
            anchors.margins: 4
            text: "✕"
            onClicked: rulesPopup.close()
            Accessible.name: qsTr("Close the rules reference")
        }
    }
}
