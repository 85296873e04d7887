import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// The position editor: to referee a game already under way, enter the board as it is at the table (colonies,
// ships, resources, cards, fields, the Relic Ship, whose turn it is and where in that turn). The controller builds
// the position, the engine checks it (af::validateState) and says where and what is wrong (in words, and the editor
// turns to that tab and player); play starts only from a valid position, before or after the chosen player's roll.
// The game record then starts from this position.
//
// The draft (what PositionDraft.startFromPosition reads and currentDraft gives): {current, turnNumber, stage:
// "roll" | "main", turn: {cardsUsed: [card ids], discardUsed, borrowed: territory id, artifactClaimed,
// artifactCycles}, players: [{fuel, ore, hubCircle, cards, ships: [6 × {place: "stock" | "bay" | "docked" | "fleet",
// facility, value, user}]}], colonies: {territory: [count per player]}, fields, display, discard, relic: {holder,
// place, facility, value, user}}. After the roll, the active player's docked ships were docked this turn, and "fleet"
// ships are rolled and not placed yet (with their value); before it, their ships in play are gathered for the roll.
// `user` (docked ships only, absent: the owner, for the Relic Ship its holder) is the seat a ship is docked for when
// another player took it with the Mind Control Helmet: it stays docked for them until its owner's next turn.
FocusScope {
    id: root
    objectName: "positionEditor"

    required property GameController game

    property var setup: ({})
    property var draft: ({})
    property var problem: null
    property int playerTab: 0

    signal cancelled
    signal started

    readonly property var players: setup.players || []
    readonly property var catalog: game.catalog
    readonly property bool afterRoll: draft.stage === "main"
    readonly property int current: draft.current || 0
    readonly property var turnSoFar: draft.turn || emptyTurn()
    readonly property var currentPlayer: draft.players && draft.players[current] ? draft.players[current] : null
    // The active player's held cards that have a fuel power (the ones that may have been used this turn).
    readonly property var fuelCards: currentPlayer ? catalog.cards.filter(c => c.fuelPower && currentPlayer.cards.indexOf(c.id) >= 0) : []
    // The active player's ships at the Alien Artifact (each gives one cycle of the display).
    readonly property int artifactShips: {
        if (!currentPlayer)
            return 0;
        let n = currentPlayer.ships.filter(sh => sh.place === "docked" && sh.facility === "alien-artifact").length;
        const r = draft.relic;
        if (r && r.holder === current && r.place === "docked" && r.facility === "alien-artifact")
            ++n;
        return n;
    }
    readonly property var borrowModel: [{
            "id": "",
            "name": qsTr("(choose)")
        }].concat(catalog.territories.filter(t => t.id !== "burroughs-desert"))

    // What each player is called in the editor's text: the name typed (isolated as bidirectional text) or the colour.
    readonly property var playerNames: players.map(pl => game.editor.playerCalled(pl.name || "", pl.color))
    function name(p) {
        return playerNames[p] || "";
    }
    // Sets whom a docked ship (path "players.1.ships.2" or "relic") is docked for: absent for its owner.
    function setUser(path, user, owner) {
        const parts = path.split(".");
        let o = draft;
        for (const part of parts)
            o = o[part];
        let ship = JSON.parse(JSON.stringify(o));
        if (user === owner)
            delete ship.user;
        else
            ship.user = user;
        set(path, ship);
    }

    // Opens the editor for new-game settings, starting from the current game's position when it has the same
    // players, or else from an empty board.
    function edit(newSetup, fromCurrent) {
        setup = newSetup;
        problem = null;
        playerTab = 0;
        draft = fromCurrent ? game.editor.currentDraft() : emptyDraft();
    }
    function emptyTurn() {
        return {
            "cardsUsed": [],
            "discardUsed": false,
            "borrowed": "",
            "artifactClaimed": false,
            "artifactCycles": 0
        };
    }
    function emptyDraft() {
        let d = {
            "current": 0,
            "turnNumber": 1,
            "stage": "roll",
            "turn": emptyTurn(),
            "players": [],
            "colonies": {},
            "fields": {},
            "display": ["", "", ""],
            "discard": {},
            "relic": {
                "holder": -1,
                "place": "home",
                "facility": "",
                "value": 0
            }
        };
        for (let p = 0; p < players.length; ++p) {
            let ships = [];
            for (let k = 0; k < 6; ++k)
                ships.push({
                        "place": k < 3 ? "bay" : "stock",
                        "facility": "",
                        "value": 0
                    });
            d.players.push({
                    "fuel": 0,
                    "ore": 0,
                    "hubCircle": 0,
                    "cards": [],
                    "ships": ships
                });
        }
        for (const t of catalog.territories) {
            let counts = [];
            for (let p = 0; p < players.length; ++p)
                counts.push(0);
            d.colonies[t.id] = counts;
        }
        return d;
    }
    // Sets one value of the draft by path ("players.1.fuel") and keeps bindings informed.
    function set(path, value) {
        let d = JSON.parse(JSON.stringify(draft));
        const parts = path.split(".");
        let o = d;
        for (let i = 0; i < parts.length - 1; ++i)
            o = o[parts[i]];
        o[parts[parts.length - 1]] = value;
        draft = d;
        problem = null;
    }
    function toggleCard(p, card) {
        let cards = draft.players[p].cards.slice();
        const i = cards.indexOf(card);
        if (i >= 0)
            cards.splice(i, 1);
        else
            cards.push(card);
        set("players." + p + ".cards", cards);
        // A card no longer held was not used this turn either.
        if (p === current && i >= 0 && turnSoFar.cardsUsed.indexOf(card) >= 0)
            toggleUsed(card);
    }
    // Another player's turn: nothing done in it yet.
    function setCurrent(p) {
        set("current", p);
        set("turn", emptyTurn());
    }
    function setTurn(key, value) {
        let t = JSON.parse(JSON.stringify(turnSoFar));
        t[key] = value;
        set("turn", t);
    }
    function toggleUsed(card) {
        let used = turnSoFar.cardsUsed.slice();
        const i = used.indexOf(card);
        if (i >= 0)
            used.splice(i, 1);
        else
            used.push(card);
        setTurn("cardsUsed", used);
    }
    // Where a ship of player p may be: the active player's may also be in the fleet (to roll, or rolled). A ship of
    // another player left in the fleet keeps showing so (the check says why that is not possible).
    function placesFor(p, place) {
        if (p !== current && place !== "fleet")
            return placeModel;
        return placeModel.concat([{
                    "id": "fleet",
                    "name": afterRoll ? qsTr("Rolled, not placed yet") : qsTr("In the fleet, to roll")
                }]);
    }
    function startPlay() {
        const result = game.editor.startFromPosition(setup, draft);
        if (result.ok) {
            root.started();
            return;
        }
        problem = result;
        // Show the part of the editor the problem is in.
        if (result.tab >= 0)
            tabs.currentIndex = result.tab;
        if (result.player >= 0)
            playerTab = result.player;
    }

    //: Tooltip of the position editor's "for" choice beside a docked ship
    readonly property string userHelp: qsTr("Whom the ship is docked for: its owner, unless another player took it with the Mind Control Helmet. Then it counts for that player (their Colonist Hub track, their trade pair at the Orbital Market) until its owner's next turn.")

    readonly property var placeModel: [{
            "id": "stock",
            "name": qsTr("In the stock")
        }, {
            "id": "bay",
            "name": qsTr("On the Maintenance Bay")
        }, {
            "id": "docked",
            "name": qsTr("Docked at…")
        }]
    readonly property var facilityModel: catalog.facilities.filter(f => f.id !== "maintenance-bay")
    readonly property var territoryModel: {
        let list = [{
                "id": "",
                "name": qsTr("Off the board")
            }];
        return list.concat(catalog.territories);
    }
    readonly property var cardModel: {
        let list = [{
                "id": "",
                "name": qsTr("(empty)")
            }];
        return list.concat(catalog.cards);
    }

    Rectangle {
        anchors.fill: parent
        color: Theme.background
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 14
        spacing: 10

        RowLayout {
            Layout.fillWidth: true
            Text {
                text: qsTr("Position editor")
                color: Theme.text
                font.pixelSize: Theme.fontTitle + 2
                font.bold: true
            }
            Text {
                Layout.fillWidth: true
                text: qsTr("Enter the game as it is at the table, whose turn it is and whether they have rolled yet.")
                color: Theme.textDim
                wrapMode: Text.WordWrap
                // Centred in its row even while the row settles its widths (the wrapped height comes a pass late).
                verticalAlignment: Text.AlignVCenter
            }
            Button {
                text: qsTr("Cancel")
                onClicked: root.cancelled()
            }
            Button {
                objectName: "positionStart"
                text: qsTr("Check and start")
                highlighted: true
                onClicked: root.startPlay()
            }
        }

        // What the engine found wrong, and where.
        Rectangle {
            objectName: "positionProblem"
            Layout.fillWidth: true
            visible: root.problem !== null
            implicitHeight: problemText.implicitHeight + 16
            radius: Theme.radius
            color: "#40182a"
            border.color: Theme.refusal
            Text {
                id: problemText
                anchors.fill: parent
                anchors.margins: 8
                wrapMode: Text.WordWrap
                color: Theme.text
                //: The position editor's check: where the problem is (a player's name and the part of the editor, such as "Brook — ships", or a part such as "Relic Ship") and what it is
                text: root.problem ? qsTr("This position is not possible (%1): %2").arg(root.problem.place).arg(root.problem.what) : ""
            }
        }

        TabBar {
            id: tabs
            Layout.fillWidth: true
            TabButton {
                text: qsTr("Players")
            }
            TabButton {
                text: qsTr("Colonies")
            }
            TabButton {
                text: qsTr("Cards, fields and Relic Ship")
            }
        }

        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: tabs.currentIndex

            // ------------------------------------------------------------ players
            ColumnLayout {
                spacing: 8

                RowLayout {
                    spacing: 12
                    Text {
                        text: qsTr("Whose turn")
                        color: Theme.text
                    }
                    ComboBox {
                        Layout.preferredWidth: 200
                        model: root.playerNames
                        currentIndex: root.current
                        onActivated: index => root.setCurrent(index)
                    }
                    ComboBox {
                        objectName: "stageChoice"
                        Layout.preferredWidth: 200
                        model: [qsTr("Before the roll"), qsTr("After the roll")]
                        currentIndex: root.afterRoll ? 1 : 0
                        onActivated: index => root.set("stage", index === 1 ? "main" : "roll")
                    }
                    Text {
                        text: qsTr("Turn number")
                        color: Theme.text
                    }
                    SpinBox {
                        from: 1
                        to: 999
                        value: root.draft.turnNumber || 1
                        onValueModified: root.set("turnNumber", value)
                    }
                }

                // After the roll: what the active player has done this turn that the board does not show.
                Rectangle {
                    Layout.fillWidth: true
                    visible: root.afterRoll
                    implicitHeight: turnColumn.implicitHeight + 16
                    radius: Theme.radius
                    color: Theme.panel
                    border.color: Theme.panelBorder

                    ColumnLayout {
                        id: turnColumn
                        anchors.fill: parent
                        anchors.margins: 8
                        spacing: 4

                        Text {
                            text: qsTr("%1's turn so far").arg(root.name(root.current))
                            color: Theme.text
                            font.bold: true
                        }
                        Text {
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                            text: qsTr("Their ships docked at a facility were docked this turn; ships not placed yet show their dice. From the board the referee counts this turn's ships at the Colonist Hub (Asimov Crater), at the Lunar Mine (Van Vogt Mountains) and at the Alien Artifact (the claim total). With two or more ships on the Hub and Asimov Crater active, its +1 counts as already taken; advances beyond circle 7 are not kept, so launch before entering the position.")
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: 4
                            Text {
                                height: usedBox.implicitHeight
                                verticalAlignment: Text.AlignVCenter
                                text: root.fuelCards.length > 0 ? qsTr("Fuel powers already used:") : qsTr("No card with a fuel power held.")
                                color: Theme.text
                            }
                            Repeater {
                                model: root.fuelCards
                                // qmllint disable unqualified
                                delegate: CheckBox {
                                    required property var modelData
                                    text: modelData.name
                                    checked: root.turnSoFar.cardsUsed.indexOf(modelData.id) >= 0
                                    onToggled: root.toggleUsed(modelData.id)
                                }
                                // qmllint enable unqualified
                            }
                            CheckBox {
                                id: usedBox
                                text: qsTr("The turn's discard power is used")
                                checked: root.turnSoFar.discardUsed
                                onToggled: root.setTurn("discardUsed", checked)
                            }
                        }
                        RowLayout {
                            visible: root.turnSoFar.cardsUsed.indexOf("data-crystal") >= 0
                            spacing: 10
                            Text {
                                text: qsTr("Bonus borrowed with the Data Crystal")
                                color: Theme.text
                            }
                            ComboBox {
                                Layout.preferredWidth: 220
                                model: root.borrowModel
                                textRole: "name"
                                valueRole: "id"
                                currentIndex: Math.max(0, root.borrowModel.findIndex(t => t.id === (root.turnSoFar.borrowed || "")))
                                onActivated: root.setTurn("borrowed", currentValue)
                            }
                        }
                        RowLayout {
                            visible: root.artifactShips > 0
                            spacing: 10
                            CheckBox {
                                text: qsTr("A card was already claimed this turn (the claim total starts again)")
                                checked: root.turnSoFar.artifactClaimed
                                onToggled: root.setTurn("artifactClaimed", checked)
                            }
                            Text {
                                text: qsTr("Display cycles still to use")
                                color: Theme.text
                            }
                            SpinBox {
                                from: 0
                                to: root.artifactShips
                                value: Math.min(root.turnSoFar.artifactCycles || 0, root.artifactShips)
                                onValueModified: root.setTurn("artifactCycles", value)
                            }
                        }
                    }
                }

                TabBar {
                    id: playerTabs
                    Layout.fillWidth: true
                    currentIndex: root.playerTab
                    onCurrentIndexChanged: root.playerTab = currentIndex
                    Repeater {
                        model: root.players
                        // qmllint disable unqualified
                        delegate: TabButton {
                            required property var modelData
                            required property int index
                            text: Theme.glyph(modelData.color) + " " + root.name(index)
                        }
                        // qmllint enable unqualified
                    }
                }

                ScrollView {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    contentWidth: availableWidth

                    ColumnLayout {
                        readonly property int p: root.playerTab
                        readonly property var player: root.draft.players && root.draft.players[p] ? root.draft.players[p] : null
                        id: playerForm
                        width: parent.width
                        visible: player !== null
                        spacing: 8

                        RowLayout {
                            spacing: 12
                            Text {
                                text: qsTr("Fuel")
                                color: Theme.text
                            }
                            SpinBox {
                                from: 0
                                to: 30
                                value: playerForm.player ? playerForm.player.fuel : 0
                                onValueModified: root.set("players." + playerForm.p + ".fuel", value)
                            }
                            Text {
                                text: qsTr("Ore")
                                color: Theme.text
                            }
                            SpinBox {
                                from: 0
                                to: 20
                                value: playerForm.player ? playerForm.player.ore : 0
                                onValueModified: root.set("players." + playerForm.p + ".ore", value)
                            }
                            Text {
                                text: qsTr("Colony on Hub circle (0: none)")
                                color: Theme.text
                            }
                            SpinBox {
                                from: 0
                                to: 7
                                value: playerForm.player ? playerForm.player.hubCircle : 0
                                onValueModified: root.set("players." + playerForm.p + ".hubCircle", value)
                            }
                        }

                        Text {
                            text: qsTr("Alien tech cards")
                            color: Theme.text
                            font.bold: true
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: 4
                            Repeater {
                                model: root.catalog.cards
                                // qmllint disable unqualified
                                delegate: CheckBox {
                                    required property var modelData
                                    text: modelData.name
                                    checked: playerForm.player !== null && playerForm.player.cards.indexOf(modelData.id) >= 0
                                    onToggled: root.toggleCard(playerForm.p, modelData.id)
                                }
                                // qmllint enable unqualified
                            }
                        }

                        Text {
                            text: playerForm.p !== root.current ? qsTr("Ships") : root.afterRoll ? qsTr("Ships (docked at a facility: docked this turn)") : qsTr("Ships (the active player's docked ships are gathered for the roll)")
                            color: Theme.text
                            font.bold: true
                        }
                        Repeater {
                            model: 6
                            // qmllint disable unqualified
                            delegate: RowLayout {
                                id: shipRow
                                required property int index
                                readonly property var ship: playerForm.player ? playerForm.player.ships[index] : null
                                readonly property string path: "players." + playerForm.p + ".ships." + index
                                readonly property var places: root.placesFor(playerForm.p, ship ? ship.place : "")
                                readonly property bool showsValue: ship !== null && (ship.place === "docked" || (ship.place === "fleet" && root.afterRoll))
                                readonly property bool docked: ship !== null && ship.place === "docked"
                                spacing: 10
                                Text {
                                    text: qsTr("Ship %1").arg(shipRow.index + 1)
                                    color: Theme.textDim
                                    Layout.preferredWidth: 60
                                }
                                ComboBox {
                                    Layout.preferredWidth: 220
                                    model: shipRow.places
                                    textRole: "name"
                                    valueRole: "id"
                                    currentIndex: shipRow.ship ? Math.max(0, shipRow.places.findIndex(m => m.id === shipRow.ship.place)) : 0
                                    onActivated: {
                                        let s = JSON.parse(JSON.stringify(shipRow.ship));
                                        s.place = currentValue;
                                        if (s.place !== "docked")
                                            delete s.user;
                                        if (s.place === "docked" && !s.facility)
                                            s.facility = "solar-converter";
                                        if ((s.place === "docked" || s.place === "fleet") && !(s.value > 0))
                                            s.value = 1;
                                        root.set(shipRow.path, s);
                                    }
                                }
                                ComboBox {
                                    visible: shipRow.ship !== null && shipRow.ship.place === "docked"
                                    Layout.preferredWidth: 220
                                    model: root.facilityModel
                                    textRole: "name"
                                    valueRole: "id"
                                    currentIndex: shipRow.ship ? Math.max(0, root.facilityModel.findIndex(f => f.id === shipRow.ship.facility)) : 0
                                    onActivated: root.set(shipRow.path + ".facility", currentValue)
                                }
                                Item {
                                    // keeps the dice of ships not placed yet under those of docked ships
                                    visible: shipRow.showsValue && shipRow.ship.place === "fleet"
                                    Layout.preferredWidth: 220
                                }
                                Text {
                                    visible: shipRow.showsValue
                                    text: qsTr("showing")
                                    color: Theme.textDim
                                }
                                SpinBox {
                                    visible: shipRow.showsValue
                                    from: 1
                                    to: 6
                                    value: shipRow.ship && shipRow.ship.value > 0 ? shipRow.ship.value : 1
                                    onValueModified: root.set(shipRow.path + ".value", value)
                                }
                                // Whom it is docked for: the owner, unless taken with the Mind Control Helmet.
                                Text {
                                    visible: shipRow.docked
                                    //: Position editor, after a docked ship's value: whom the ship is docked for (a player's name follows)
                                    text: qsTr("for")
                                    color: Theme.textDim
                                }
                                ComboBox {
                                    objectName: "shipUser-" + playerForm.p + "-" + shipRow.index
                                    visible: shipRow.docked
                                    Layout.preferredWidth: 130
                                    model: root.playerNames
                                    currentIndex: shipRow.docked && shipRow.ship.user !== undefined ? shipRow.ship.user : playerForm.p
                                    onActivated: index => root.setUser(shipRow.path, index, playerForm.p)
                                    ToolTip.visible: hovered
                                    ToolTip.delay: 500
                                    ToolTip.text: root.userHelp
                                }
                            }
                            // qmllint enable unqualified
                        }
                    }
                }
            }

            // ------------------------------------------------------------ colonies
            ScrollView {
                clip: true
                GridLayout {
                    columns: root.players.length + 1
                    columnSpacing: 14
                    rowSpacing: 6

                    Text {
                        text: qsTr("Territory")
                        color: Theme.textDim
                        font.bold: true
                    }
                    Repeater {
                        model: root.players
                        // qmllint disable unqualified
                        delegate: Text {
                            required property var modelData
                            required property int index
                            text: Theme.glyph(modelData.color) + " " + root.name(index)
                            color: Theme.playerFill(modelData.color)
                            font.bold: true
                        }
                        // qmllint enable unqualified
                    }
                    Repeater {
                        model: root.catalog.territories.length * (root.players.length + 1)
                        // qmllint disable unqualified
                        delegate: Item {
                            id: cell
                            required property int index
                            readonly property int row: Math.floor(index / (root.players.length + 1))
                            readonly property int column: index % (root.players.length + 1)
                            readonly property var territory: root.catalog.territories[row]
                            implicitWidth: column === 0 ? nameLabel.implicitWidth : spin.implicitWidth
                            implicitHeight: spin.implicitHeight
                            Text {
                                id: nameLabel
                                visible: cell.column === 0
                                anchors.verticalCenter: parent.verticalCenter
                                text: cell.territory.name
                                color: Theme.text
                            }
                            SpinBox {
                                id: spin
                                visible: cell.column > 0
                                from: 0
                                to: 8
                                value: cell.column > 0 && root.draft.colonies && root.draft.colonies[cell.territory.id] ? root.draft.colonies[cell.territory.id][cell.column - 1] || 0 : 0
                                onValueModified: root.set("colonies." + cell.territory.id + "." + (cell.column - 1), value)
                            }
                        }
                        // qmllint enable unqualified
                    }
                }
            }

            // ------------------------------------------------------------ cards, fields, Relic Ship
            ScrollView {
                clip: true
                ColumnLayout {
                    spacing: 10

                    Text {
                        text: qsTr("Field generators")
                        color: Theme.text
                        font.bold: true
                    }
                    Repeater {
                        model: root.catalog.fields
                        // qmllint disable unqualified
                        delegate: RowLayout {
                            id: fieldRow
                            required property var modelData
                            FieldToken {
                                fieldId: fieldRow.modelData.id
                                size: 24
                            }
                            Text {
                                text: fieldRow.modelData.name
                                color: Theme.text
                                Layout.preferredWidth: 150
                            }
                            ComboBox {
                                Layout.preferredWidth: 220
                                model: root.territoryModel
                                textRole: "name"
                                valueRole: "id"
                                currentIndex: Math.max(0, root.territoryModel.findIndex(t => root.draft.fields !== undefined && t.id === (root.draft.fields[fieldRow.modelData.id] || "")))
                                onActivated: root.set("fields." + fieldRow.modelData.id, currentValue)
                            }
                        }
                        // qmllint enable unqualified
                    }

                    Text {
                        text: qsTr("Cards on display at the Alien Artifact")
                        color: Theme.text
                        font.bold: true
                    }
                    RowLayout {
                        Repeater {
                            model: 3
                            // qmllint disable unqualified
                            delegate: ComboBox {
                                required property int index
                                Layout.preferredWidth: 210
                                model: root.cardModel
                                textRole: "name"
                                valueRole: "id"
                                currentIndex: root.draft.display ? Math.max(0, root.cardModel.findIndex(c => c.id === root.draft.display[index])) : 0
                                onActivated: root.set("display." + index, currentValue)
                            }
                            // qmllint enable unqualified
                        }
                    }

                    Text {
                        text: qsTr("Discard pile (the rest of the deck is the draw pile)")
                        color: Theme.text
                        font.bold: true
                    }
                    GridLayout {
                        columns: 4
                        columnSpacing: 10
                        Repeater {
                            model: root.catalog.cards
                            // qmllint disable unqualified
                            delegate: RowLayout {
                                id: discardRow
                                required property var modelData
                                Text {
                                    text: discardRow.modelData.name
                                    color: Theme.textDim
                                    Layout.preferredWidth: 150
                                }
                                SpinBox {
                                    from: 0
                                    to: 2
                                    value: root.draft.discard && root.draft.discard[discardRow.modelData.id] ? root.draft.discard[discardRow.modelData.id] : 0
                                    onValueModified: root.set("discard." + discardRow.modelData.id, value)
                                }
                            }
                            // qmllint enable unqualified
                        }
                    }

                    Text {
                        text: qsTr("Relic Ship")
                        color: Theme.text
                        font.bold: true
                    }
                    RowLayout {
                        spacing: 10
                        ComboBox {
                            id: relicHolder
                            Layout.preferredWidth: 260
                            readonly property var holders: {
                                let list = [qsTr("On Burroughs Desert")];
                                for (const name of root.playerNames)
                                    list.push(qsTr("Held by %1").arg(name));
                                return list;
                            }
                            model: holders
                            currentIndex: root.draft.relic ? root.draft.relic.holder + 1 : 0
                            onActivated: index => {
                                let r = JSON.parse(JSON.stringify(root.draft.relic));
                                r.holder = index - 1;
                                r.place = index === 0 ? "home" : "bay";
                                delete r.user;
                                root.set("relic", r);
                            }
                        }
                        ComboBox {
                            id: relicPlace
                            readonly property var places: root.draft.relic ? root.placesFor(root.draft.relic.holder, root.draft.relic.place).slice(1) : []
                            visible: root.draft.relic !== undefined && root.draft.relic.holder >= 0
                            Layout.preferredWidth: 220
                            model: places
                            textRole: "name"
                            valueRole: "id"
                            currentIndex: root.draft.relic ? Math.max(0, places.findIndex(m => m.id === root.draft.relic.place)) : 0
                            onActivated: {
                                let r = JSON.parse(JSON.stringify(root.draft.relic));
                                r.place = currentValue;
                                if (r.place !== "docked")
                                    delete r.user;
                                if (r.place === "docked")
                                    r.facility = r.facility || "solar-converter";
                                if (r.place === "docked" || r.place === "fleet")
                                    r.value = r.value > 0 ? r.value : 1;
                                root.set("relic", r);
                            }
                        }
                        ComboBox {
                            visible: root.draft.relic !== undefined && root.draft.relic.holder >= 0 && root.draft.relic.place === "docked"
                            Layout.preferredWidth: 220
                            model: root.facilityModel
                            textRole: "name"
                            valueRole: "id"
                            currentIndex: root.draft.relic ? Math.max(0, root.facilityModel.findIndex(f => f.id === root.draft.relic.facility)) : 0
                            onActivated: root.set("relic.facility", currentValue)
                        }
                        SpinBox {
                            visible: root.draft.relic !== undefined && root.draft.relic.holder >= 0 && (root.draft.relic.place === "docked" || (root.draft.relic.place === "fleet" && root.afterRoll))
                            from: 1
                            to: 6
                            value: root.draft.relic && root.draft.relic.value > 0 ? root.draft.relic.value : 1
                            onValueModified: root.set("relic.value", value)
                        }
                        Text {
                            visible: relicUser.visible
                            text: qsTr("for")
                            color: Theme.textDim
                        }
                        ComboBox {
                            id: relicUser
                            objectName: "relicUser"
                            visible: root.draft.relic !== undefined && root.draft.relic.holder >= 0 && root.draft.relic.place === "docked"
                            Layout.preferredWidth: 130
                            model: root.playerNames
                            currentIndex: visible ? (root.draft.relic.user !== undefined ? root.draft.relic.user : root.draft.relic.holder) : 0
                            onActivated: index => root.setUser("relic", index, root.draft.relic.holder)
                            ToolTip.visible: hovered
                            ToolTip.delay: 500
                            ToolTip.text: root.userHelp
                        }
                    }
                }
            }
        }
    }
}
