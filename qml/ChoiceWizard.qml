import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// Asks, one question at a time, what a move needs (a territory, a ship, a player, a field generator, a card, ...)
// and builds the move in the record's JSON format. The answers on offer come from the engine: either from the
// legal moves (`candidates`, from LegalMoves.candidates) or, for a single question, by asking the engine about
// each answer (LegalMoves.explain). Unavailable answers are greyed; clicking one says why.
// With an `area` (the play view's side column) the questions sit there without blocking the board, so answers that
// are on the board (ships, territories, facilities, cards on display) can be picked there: the board reads
// `boardChoices` to light them up and hands clicks to `pick`.
Popup {
    id: root

    required property GameController game

    property string title: ""
    property string help: ""
    property var action: ({})
    property var candidates: null
    property var steps: []
    property int stepIndex: 0
    property var done: null
    property var multi: []
    property var why: null
    // Where to sit (an item of the same window); none: centred and modal.
    property Item area: null

    readonly property var step: stepIndex < steps.length ? steps[stepIndex] : null
    readonly property var remaining: candidates ? candidates.filter(c => matches(c)) : []
    readonly property var options: step ? optionsFor(step) : []
    // The question's kind while it is asked ("" when closed).
    readonly property string kind: opened && step ? step.kind : ""
    readonly property bool asksShips: kind === "ship" || kind === "ships"
    // The answers can be clicked on the board (cards only when they are the ones on display, not the discard pile).
    readonly property bool onBoard: asksShips || kind === "territory" || kind === "facility" || (kind === "card" && options.some(o => game.board.display.rows.some(d => d.id === o.value)))
    // Answers that are on the board, by what the board knows them by: facility id, territory id, card id, or ship
    // name (every ship equal to an answer, so that any of several equal unplaced dice can be clicked).
    // Each: {available, chosen}.
    readonly property var boardChoices: {
        let out = {};
        if (kind === "")
            return out;
        for (const o of options) {
            if (asksShips) {
                for (const name in ships)
                    if (shipKey(name) === shipKey(o.value)) {
                        const chosen = multi.some(m => shipKey(m) === shipKey(name));
                        if (!out[name] || !out[name].available)
                            out[name] = {
                                "available": o.available,
                                "chosen": chosen
                            };
                    }
            } else {
                out[o.value] = {
                    "available": o.available,
                    "chosen": false
                };
            }
        }
        return out;
    }

    // Starts the questions. spec: {title, help, action, candidates (or null), steps: [{key, kind}], done(action,
    // remaining)}. Keys may be paths into the move ("dock.facility"). Kinds: territory, player, field, facility,
    // card, ship, ships (several), value (a number or a resource, listed from the candidates), option (any other
    // answer, such as a list of takings, listed from the candidates and described by describe()).
    function ask(spec) {
        // An earlier refusal is no longer what the players look at.
        game.session.clearMessage();
        title = spec.title || "";
        help = spec.help || "";
        action = JSON.parse(JSON.stringify(spec.action));
        candidates = spec.candidates || null;
        steps = spec.steps;
        done = spec.done;
        stepIndex = 0;
        multi = [];
        why = null;
        skipAnswered();
        if (stepIndex >= steps.length)
            finish();
        else
            open();
    }

    function getKey(object, path) {
        let o = object;
        for (const part of path.split(".")) {
            if (o === undefined || o === null)
                return undefined;
            o = o[part];
        }
        return o;
    }
    function withKey(object, path, value) {
        let copy = JSON.parse(JSON.stringify(object));
        const parts = path.split(".");
        let o = copy;
        for (let i = 0; i < parts.length - 1; ++i) {
            if (o[parts[i]] === undefined)
                o[parts[i]] = {};
            o = o[parts[i]];
        }
        if (value === undefined)
            delete o[parts[parts.length - 1]];
        else
            o[parts[parts.length - 1]] = value;
        return copy;
    }
    function same(a, b) {
        return JSON.stringify(a) === JSON.stringify(b);
    }
    // Every answer given so far agrees with the candidate.
    function matches(c) {
        for (let i = 0; i < stepIndex && i < steps.length; ++i) {
            const key = steps[i].key;
            const mine = getKey(action, key);
            const theirs = getKey(c, key);
            if (steps[i].kind === "ships" ? !sameShips(mine || [], theirs || []) : !same(mine, theirs))
                return false;
        }
        return true;
    }

    // Ships by record name, for labels and for telling equal dice apart from different ones.
    readonly property var ships: {
        let out = {};
        if (!opened || !game.session.hasGame)
            return out;
        for (const s of game.turn.fleet)
            out[s.name] = s;
        for (const f of game.board.facilities.rows) {
            for (const s of f.ports)
                if (s)
                    out[s.name] = s;
            for (const s of f.ships)
                out[s.name] = s;
        }
        return out;
    }
    function shipKey(name) {
        const s = ships[name];
        // The engine offers one choice per set of equal unplaced dice: compare those by value.
        return s && s.place === "fleet" ? (s.relic ? "relic:" : "die:") + s.value : name;
    }
    function sameShips(a, b) {
        if (a.length !== b.length)
            return false;
        return a.map(shipKey).sort().join() === b.map(shipKey).sort().join();
    }
    function shipLabel(name) {
        const s = ships[name];
        if (!s)
            return name;
        const owner = game.players.seats[s.seat] ? game.players.seats[s.seat].name : "";
        const what = s.relic ? qsTr("Relic Ship") : owner;
        if (s.place === "fleet")
            return qsTr("%1's %2").arg(what).arg(s.value);
        //: A docked ship: "Bob's 4 at the Lunar Mine"
        return qsTr("%1's %2 at the %3").arg(what).arg(s.value).arg(game.catalog.facilityNames[s.facility]);
    }

    // An answer in the record's words made readable: ids become the names the game uses, lists and objects their
    // parts (e.g. takings [{player: "blue", resource: "fuel"}] -> "Brook fuel").
    function describe(v) {
        if (Array.isArray(v)) {
            let parts = [];
            for (const one of v)
                parts.push(describe(one));
            return parts.join(", ");
        }
        if (v !== null && typeof v === "object") {
            let parts = [];
            for (const k in v)
                parts.push(describe(v[k]));
            return parts.join(" ");
        }
        if (typeof v !== "string")
            return String(v);
        const player = game.players.seats.find(p => p.color === v);
        if (player)
            return player.name;
        if (ships[v])
            return shipLabel(v);
        const c = game.catalog;
        return c.territoryNames[v] || c.facilityNames[v] || c.fieldNames[v] || c.cardNames[v] || c.resourceNames[v] || v;
    }

    function skipAnswered() {
        // Skip questions no legal move asks (e.g. no territory unless the ship docks at the Colony Constructor).
        while (stepIndex < steps.length && candidates) {
            const key = steps[stepIndex].key;
            const rest = candidates.filter(c => matches(c));
            if (rest.some(c => getKey(c, key) !== undefined))
                break;
            stepIndex += 1;
        }
    }
    function answer(value) {
        action = withKey(action, step.key, value);
        why = null;
        multi = [];
        stepIndex += 1;
        skipAnswered();
        if (stepIndex >= steps.length)
            finish();
    }
    function back() {
        why = null;
        multi = [];
        let i = stepIndex - 1;
        while (i > 0 && candidates && !candidates.some(c => getKey(c, steps[i].key) !== undefined))
            i -= 1;
        for (let j = i; j < steps.length; ++j)
            action = withKey(action, steps[j].key, undefined);
        stepIndex = Math.max(0, i);
    }
    function finish() {
        let result = action;
        let rest = [];
        if (candidates) {
            rest = candidates.filter(c => matches(c));
            if (rest.length === 0)
                return;
            result = rest[0];
        }
        close();
        if (done)
            done(result, rest);
    }
    function explainChoice(value) {
        const e = game.moves.explain(withKey(action, step.key, value));
        if (e.legal || e.missingChoice)
            return {
                "text": qsTr("No legal move goes on from this choice."),
                "ruleId": "",
                "ruleTitle": ""
            };
        return e;
    }

    // An answer picked on the board or in the list: a ship stands for any equal unplaced die on offer.
    function pick(value) {
        if (!step)
            return;
        let option = options.find(o => same(o.value, value));
        if (!option && (step.kind === "ship" || step.kind === "ships")) {
            const equal = options.filter(o => shipKey(o.value) === shipKey(value));
            // Toggling one of several equal dice: take one not yet chosen, or give back one that is.
            const chosen = equal.find(o => multi.indexOf(o.value) >= 0);
            const free = equal.find(o => multi.indexOf(o.value) < 0);
            option = step.kind === "ships" && chosen && !free ? chosen : free || equal[0];
        }
        if (!option || !option.available) {
            why = explainChoice(value);
        } else if (step.kind === "ships") {
            const i = multi.indexOf(option.value);
            multi = i >= 0 ? multi.filter(v => v !== option.value) : multi.concat([option.value]);
            why = null;
        } else {
            answer(option.value);
        }
    }

    function optionsFor(s) {
        let values = [];
        if (s.kind === "territory")
            values = game.catalog.territories.map(t => ({
                        "value": t.id,
                        "label": t.name
                    }));
        else if (s.kind === "player")
            values = game.players.seats.map(p => ({
                        "value": p.color,
                        "label": p.name,
                        "color": p.color
                    }));
        else if (s.kind === "field")
            values = game.catalog.fields.map(f => ({
                        "value": f.id,
                        "label": f.name
                    }));
        else if (s.kind === "facility")
            values = game.catalog.facilities.filter(f => f.id !== "maintenance-bay").map(f => ({
                        "value": f.id,
                        "label": f.name
                    }));
        else if (s.kind === "option") {
            let seen = {};
            for (const c of remaining) {
                const v = getKey(c, s.key);
                const key = JSON.stringify(v);
                if (v === undefined || seen[key])
                    continue;
                seen[key] = true;
                values.push({
                        "value": v,
                        "label": describe(v)
                    });
            }
        } else if (s.kind === "card" || s.kind === "ship" || s.kind === "ships" || s.kind === "value") {
            let seen = {};
            for (const c of remaining) {
                const v = getKey(c, s.key);
                for (const one of (s.kind === "ships" ? (v || []) : [v])) {
                    if (one === undefined || seen[one])
                        continue;
                    seen[one] = true;
                    values.push(s.kind === "card" ? {
                            "value": one,
                            "label": game.catalog.cardNames[one]
                        } : s.kind === "value" ? {
                            "value": one,
                            "label": game.catalog.resourceNames[one] || String(one)
                        } : {
                            "value": one,
                            "label": shipLabel(one),
                            "ship": ships[one]
                        });
                }
            }
        }
        for (let o of values) {
            if (s.kind === "ships")
                o.available = true;
            else if (candidates)
                o.available = remaining.some(c => same(getKey(c, s.key), o.value));
            else
                o.available = game.moves.explain(withKey(action, s.key, o.value)).legal;
        }
        return values;
    }
    readonly property bool multiComplete: step !== null && step.kind === "ships" && remaining.some(c => sameShips(getKey(c, step.key) || [], multi))

    // In the side column the board stays live (answers are clicked there); centred, the rest of the window waits.
    readonly property point areaOrigin: {
        if (!area || !parent)
            return Qt.point(0, 0);
        // mapToItem is no binding dependency by itself: follow the area and the window as they move.
        void area.x;
        void area.y;
        void parent.width;
        void parent.height;
        return area.mapToItem(parent, 0, 0);
    }
    modal: area === null
    focus: true
    x: area ? areaOrigin.x : (parent ? (parent.width - width) / 2 : 0)
    y: area ? areaOrigin.y : (parent ? (parent.height - height) / 2 : 0)
    width: area ? area.width : Math.min(620, parent ? parent.width - 40 : 620)
    padding: area ? 14 : 18
    // Beside the board, Escape is handled below rather than by the popup: a popup that closes on Escape blocks the
    // window's shortcuts, and undo (Ctrl+Z) must stay at hand there.
    closePolicy: area ? Popup.NoAutoClose : Popup.CloseOnEscape | Popup.CloseOnPressOutside

    background: Rectangle {
        color: Theme.panelRaised
        radius: 12
        border.color: Theme.accent
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 10
        focus: true

        // The keyboard: the number shown on an answer picks it; Enter goes on after several ships; Backspace goes
        // back a question.
        Keys.onPressed: event => {
            if (event.key >= Qt.Key_1 && event.key <= Qt.Key_9) {
                const i = event.key - Qt.Key_1;
                if (i < root.options.length)
                    root.pick(root.options[i].value);
                event.accepted = true;
            } else if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter) && root.multiComplete) {
                root.answer(root.multi.slice());
                event.accepted = true;
            } else if (event.key === Qt.Key_Backspace && root.stepIndex > 0) {
                root.back();
                event.accepted = true;
            } else if (event.key === Qt.Key_Escape) {
                root.close();
                event.accepted = true;
            }
        }

        Text {
            Layout.fillWidth: true
            text: root.title
            color: Theme.text
            font.pixelSize: Theme.fontTitle - 2
            font.bold: true
            wrapMode: Text.WordWrap
        }
        Text {
            Layout.fillWidth: true
            visible: root.help !== ""
            text: root.help
            color: Theme.textDim
            font.pixelSize: Theme.fontNormal
            wrapMode: Text.WordWrap
        }
        Text {
            Layout.fillWidth: true
            text: root.step ? root.step.prompt : ""
            color: Theme.text
            font.pixelSize: Theme.fontLarge
            wrapMode: Text.WordWrap
        }

        // Where the answers can also be picked on the board.
        Text {
            Layout.fillWidth: true
            visible: root.area !== null && root.onBoard
            text: root.kind === "territory" ? qsTr("Click a territory on the planet, or choose below.") : root.kind === "facility" ? qsTr("Click a facility on the board, or choose below.") : root.kind === "card" ? qsTr("Click a card on display, or choose below.") : root.options.every(o => o.ship && o.ship.place === "fleet") ? qsTr("Click a lit die in your fleet, or choose below.") : root.options.every(o => o.ship && o.ship.place !== "fleet") ? qsTr("Click a lit die on the board, or choose below.") : qsTr("Click a lit die on the board or in your fleet, or choose below.")
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.WordWrap
        }

        GridLayout {
            Layout.fillWidth: true
            // Beside the board the column is narrow: one answer a row, so that names are not cut.
            columns: root.area ? 1 : (root.step && (root.step.kind === "ship" || root.step.kind === "ships") ? 2 : 3)
            columnSpacing: 6
            rowSpacing: root.area ? 4 : 6

            Repeater {
                model: root.options

                // qmllint disable unqualified
                delegate: ActionButton {
                    id: option
                    required property var modelData
                    objectName: "choice-" + modelData.value
                    readonly property bool chosen: root.step !== null && root.step.kind === "ships" && root.multi.indexOf(modelData.value) >= 0
                    readonly property var ship: modelData.ship
                    required property int index
                    Layout.fillWidth: true
                    implicitHeight: ship ? 44 : (root.area ? 34 : 38)
                    leftPadding: ship ? 50 : 26
                    rightPadding: 26
                    available: modelData.available
                    tint: chosen ? Theme.good : (modelData.color ? Theme.playerFill(modelData.color) : Theme.accent)
                    text: (chosen ? "✔ " : "") + (modelData.color ? Theme.glyph(modelData.color) + " " : "") + modelData.label
                    onClicked: root.pick(modelData.value)

                    // Its key (1-9).
                    Text {
                        visible: option.index < 9
                        anchors.right: parent.right
                        anchors.rightMargin: 8
                        anchors.verticalCenter: parent.verticalCenter
                        text: option.index + 1
                        color: Theme.textFaint
                        font.pixelSize: Theme.fontSmall
                    }

                    // A ship answer shows the die itself, as on the board.
                    Die {
                        visible: option.ship !== undefined
                        x: 8
                        anchors.verticalCenter: parent.verticalCenter
                        size: 32
                        value: option.ship ? option.ship.value : 0
                        colorId: option.ship ? (option.ship.relic ? "relic" : option.ship.color) : "red"
                        holderColor: option.ship && option.ship.relic ? option.ship.userColor || "" : ""
                        selected: option.chosen
                        opacity: option.available ? 1 : 0.5
                        onClicked: root.pick(option.modelData.value)
                    }
                }
                // qmllint enable unqualified
            }
        }

        // Why a greyed answer cannot be chosen.
        RowLayout {
            Layout.fillWidth: true
            visible: root.why !== null
            spacing: 10
            Text {
                Layout.fillWidth: true
                text: root.why ? root.why.text : ""
                color: Theme.refusal
                font.pixelSize: Theme.fontNormal
                wrapMode: Text.WordWrap
            }
            RuleLink {
                ruleId: root.why && root.why.ruleId ? root.why.ruleId : ""
                ruleTitle: root.why && root.why.ruleTitle ? root.why.ruleTitle : ""
                onActivated: id => root.game.session.showRule(id)
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Button {
                text: qsTr("Back")
                visible: root.stepIndex > 0
                onClicked: root.back()
            }
            Item {
                Layout.fillWidth: true
            }
            Button {
                text: qsTr("Cancel")
                onClicked: root.close()
            }
            Button {
                objectName: "choiceContinue"
                visible: root.step !== null && root.step.kind === "ships"
                text: root.multi.length === 0 ? qsTr("Continue without") : qsTr("Continue")
                highlighted: true
                enabled: root.multiComplete
                onClicked: root.answer(root.multi.slice())
            }
        }
    }
}
