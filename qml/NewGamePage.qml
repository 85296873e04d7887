import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// A new game: 2 to 4 players (5 or 6 with the Edition X rules) with names, colours and seat order; the ruleset and its options; the table's dice or
// the app's (seeded). Starting goes to the setup guide; "From a position" goes to the position editor instead.
FocusScope {
    id: root

    required property GameController game
    required property AppSettings settings

    property var seats: []
    property string ruleset: "2013"
    property bool longGame: false
    property bool limitedSupply: true
    property var modules: []
    property string dice: settings.diceMode
    property string seed: ""
    property string error: ""

    signal cancelled
    signal started
    signal positionRequested(var setup)

    // Purple and white come with Edition X, which alone seats 5 and 6 (the engine says so; this only offers it).
    readonly property var colors: game.catalog.colors.filter(c => ruleset === "edition-x" || !c.editionX)

    function reset() {
        const names = settings.playerNames;
        let list = [];
        for (let i = 0; i < 4; ++i)
            list.push({
                    "name": i < names.length ? names[i] : "",
                    "color": colors[i].id
                });
        seats = list.slice(0, Math.max(2, Math.min(4, names.length || 3)));
        ruleset = "2013";
        longGame = false;
        limitedSupply = true;
        modules = [];
        dice = settings.diceMode;
        seed = game.session.newSeed();
        error = "";
    }
    function setCount(n) {
        if (n > 4)
            ruleset = "edition-x";
        let list = seats.slice(0, n);
        for (const c of colors) {
            if (list.length >= n)
                break;
            if (!list.some(s => s.color === c.id))
                list.push({
                        "name": "",
                        "color": c.id
                    });
        }
        seats = list;
    }
    // Another ruleset than Edition X: at most 4 players, in the base game's colours.
    function setRuleset(id) {
        ruleset = id;
        if (id === "edition-x")
            return;
        let list = seats.slice(0, 4);
        for (let i = 0; i < list.length; ++i) {
            if (colors.some(c => c.id === list[i].color))
                continue;
            const free = colors.find(c => !list.some(s => s.color === c.id));
            list[i] = {
                "name": list[i].name,
                "color": free.id
            };
        }
        seats = list;
    }
    function update(i, key, value) {
        let list = JSON.parse(JSON.stringify(seats));
        // A colour already taken moves to the seat that gave it up.
        if (key === "color") {
            const other = list.findIndex(s => s.color === value);
            if (other >= 0)
                list[other].color = list[i].color;
        }
        list[i][key] = value;
        seats = list;
    }
    function move(i, delta) {
        const j = i + delta;
        if (j < 0 || j >= seats.length)
            return;
        let list = seats.slice();
        const t = list[i];
        list[i] = list[j];
        list[j] = t;
        seats = list;
    }
    function shuffleSeats() {
        let list = seats.slice();
        for (let i = list.length - 1; i > 0; --i) {
            const j = Math.floor(Math.random() * (i + 1));
            const t = list[i];
            list[i] = list[j];
            list[j] = t;
        }
        seats = list;
    }
    function setup() {
        return {
            "players": seats,
            "ruleset": ruleset,
            "longGame": longGame,
            "limitedSupply": limitedSupply,
            "modules": modules,
            "dice": dice,
            "seed": seed
        };
    }
    function start() {
        error = game.session.newGame(setup());
        if (error === "") {
            settings.playerNames = seats.map(s => s.name);
            settings.diceMode = dice;
            root.started();
        }
    }

    Component.onCompleted: reset()
    Keys.onReturnPressed: start()
    Keys.onEscapePressed: root.cancelled()

    Rectangle {
        anchors.fill: parent
        color: Theme.background
    }

    // The dialog grows downwards (more players, the seed row of the app's dice): its top edge stays where it is, at
    // a tenth of the window's height, so nothing above what changed moves.
    Rectangle {
        objectName: "newGameDialog"
        anchors.horizontalCenter: parent.horizontalCenter
        y: Math.max(15, Math.round(parent.height / 10))
        width: Math.min(parent.width - 40, 860)
        height: Math.min(parent.height - y - 15, form.implicitHeight + 48)
        color: Theme.panel
        radius: 12
        border.color: Theme.panelBorder

        ColumnLayout {
            id: form
            anchors.fill: parent
            anchors.margins: 24
            spacing: 12

            Text {
                text: qsTr("New game")
                color: Theme.text
                font.pixelSize: Theme.fontTitle + 4
                font.bold: true
            }

            RowLayout {
                spacing: 10
                Text {
                    text: qsTr("Players")
                    color: Theme.text
                    font.pixelSize: Theme.fontLarge
                    Layout.preferredWidth: 130
                }
                Repeater {
                    model: [2, 3, 4, 5, 6]
                    // qmllint disable unqualified
                    delegate: Button {
                        required property int modelData
                        text: modelData
                        checkable: true
                        checked: root.seats.length === modelData
                        highlighted: checked
                        objectName: "players" + modelData
                        onClicked: root.setCount(modelData)
                        Accessible.name: qsTr("%n player(s)", "", modelData)
                    }
                    // qmllint enable unqualified
                }
                Item {
                    Layout.fillWidth: true
                }
                Button {
                    text: qsTr("Random seat order")
                    onClicked: root.shuffleSeats()
                }
            }

            Text {
                visible: root.seats.length > 4
                Layout.fillWidth: true
                Layout.leftMargin: 140
                text: qsTr("5 and 6 players play the Edition X rules, with its purple and white pieces.")
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
            }

            // One row per seat, in turn order: player one first. The rows stay while names are typed (the model
            // is the number of seats), so a text field keeps the keyboard.
            Repeater {
                model: root.seats.length
                // qmllint disable unqualified
                delegate: RowLayout {
                    id: seatRow
                    required property int index
                    readonly property var modelData: root.seats[index]
                    spacing: 10

                    Text {
                        text: qsTr("Player %1").arg(seatRow.index + 1)
                        color: Theme.textDim
                        font.pixelSize: Theme.fontNormal
                        Layout.preferredWidth: 130
                    }
                    Rectangle {
                        implicitWidth: 30
                        implicitHeight: 30
                        radius: 6
                        color: Theme.playerFill(seatRow.modelData.color)
                        Text {
                            anchors.centerIn: parent
                            text: Theme.glyph(seatRow.modelData.color)
                            color: Theme.playerInk(seatRow.modelData.color)
                        }
                    }
                    TextField {
                        objectName: "playerName-" + seatRow.index
                        Layout.preferredWidth: 260
                        text: seatRow.modelData.name
                        placeholderText: root.game.catalog.colorNames[seatRow.modelData.color]
                        validator: NameValidator {}
                        onTextEdited: root.update(seatRow.index, "name", text)
                        Accessible.name: qsTr("Name of player %1").arg(seatRow.index + 1)
                    }
                    ComboBox {
                        Layout.preferredWidth: 150
                        model: root.colors
                        textRole: "name"
                        valueRole: "id"
                        currentIndex: root.colors.findIndex(c => c.id === seatRow.modelData.color)
                        onActivated: root.update(seatRow.index, "color", currentValue)
                        Accessible.name: qsTr("Colour of player %1").arg(seatRow.index + 1)
                    }
                    ToolButton {
                        text: "▲"
                        enabled: seatRow.index > 0
                        onClicked: root.move(seatRow.index, -1)
                        Accessible.name: qsTr("Move up")
                    }
                    ToolButton {
                        text: "▼"
                        enabled: seatRow.index < root.seats.length - 1
                        onClicked: root.move(seatRow.index, 1)
                        Accessible.name: qsTr("Move down")
                    }
                }
                // qmllint enable unqualified
            }

            RowLayout {
                spacing: 10
                Text {
                    text: qsTr("Rules")
                    color: Theme.text
                    font.pixelSize: Theme.fontLarge
                    Layout.preferredWidth: 130
                }
                ComboBox {
                    Layout.preferredWidth: 230
                    model: root.game.catalog.rulesets
                    textRole: "name"
                    valueRole: "id"
                    currentIndex: root.game.catalog.rulesets.findIndex(r => r.id === root.ruleset)
                    onActivated: root.setRuleset(currentValue)
                }
                CheckBox {
                    text: qsTr("Long game (8 colonies each)")
                    checked: root.longGame
                    onToggled: root.longGame = checked
                }
                CheckBox {
                    text: qsTr("Limited supply")
                    checked: root.limitedSupply
                    onToggled: root.limitedSupply = checked
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("30 fuel and 20 ore tokens, as in the box")
                }
            }

            // Expansion modules: the engine says which the app can referee; the others are shown with the reason.
            // qmllint disable unqualified
            Repeater {
                model: root.game.catalog.modules
                RowLayout {
                    required property var modelData
                    required property int index
                    spacing: 10
                    Text {
                        text: index === 0 ? qsTr("Modules") : ""
                        color: Theme.text
                        font.pixelSize: Theme.fontLarge
                        Layout.preferredWidth: 130
                    }
                    CheckBox {
                        objectName: "module-" + modelData.id
                        text: modelData.name
                        enabled: modelData.playable
                        checked: root.modules.indexOf(modelData.id) >= 0
                        onToggled: root.modules = checked ? root.modules.concat([modelData.id]) : root.modules.filter(m => m !== modelData.id)
                    }
                    Text {
                        Layout.fillWidth: true
                        text: modelData.playable ? modelData.help : modelData.help + " " + modelData.reason
                        color: Theme.textDim
                        wrapMode: Text.WordWrap
                    }
                    RuleLink {
                        ruleId: modelData.ruleId
                        ruleTitle: ""
                        onActivated: id => root.game.session.showRule(id)
                    }
                }
            }
            // qmllint enable unqualified

            RowLayout {
                spacing: 10
                Text {
                    text: qsTr("Dice and cards")
                    color: Theme.text
                    font.pixelSize: Theme.fontLarge
                    Layout.preferredWidth: 130
                }
                RadioButton {
                    objectName: "diceTable"
                    text: qsTr("The table's (enter what they show)")
                    checked: root.dice === "table"
                    onClicked: root.dice = "table"
                }
                RadioButton {
                    objectName: "diceDigital"
                    text: qsTr("The app rolls and deals")
                    checked: root.dice === "digital"
                    onClicked: root.dice = "digital"
                }
            }
            RowLayout {
                visible: root.dice === "digital"
                spacing: 10
                Item {
                    Layout.preferredWidth: 130
                }
                Text {
                    text: qsTr("Seed")
                    color: Theme.textDim
                }
                TextField {
                    Layout.preferredWidth: 160
                    text: root.seed
                    validator: RegularExpressionValidator {
                        regularExpression: /[0-9]{1,19}/
                    }
                    onTextEdited: root.seed = text
                }
                Button {
                    text: qsTr("New seed")
                    onClicked: root.seed = root.game.session.newSeed()
                }
                Text {
                    Layout.fillWidth: true
                    text: qsTr("The same seed rolls and deals the same game again.")
                    color: Theme.textFaint
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.WordWrap
                }
            }

            Text {
                Layout.fillWidth: true
                visible: root.error !== ""
                text: root.error
                color: Theme.refusal
                font.pixelSize: Theme.fontNormal
            }

            Item {
                Layout.fillHeight: true
            }

            RowLayout {
                Layout.fillWidth: true
                Button {
                    text: qsTr("Cancel")
                    onClicked: root.cancelled()
                }
                Item {
                    Layout.fillWidth: true
                }
                Button {
                    text: qsTr("From a game under way…")
                    onClicked: root.positionRequested(root.setup())
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Enter the board as it is now at the table, then referee from there")
                }
                Button {
                    objectName: "goToSetup"
                    text: qsTr("Go to the setup")
                    highlighted: true
                    onClicked: root.start()
                }
            }
        }
    }
}
