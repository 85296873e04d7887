import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// The Raiders' Outpost's choice: take up to 4 resources from any mix of players, or one alien tech card from one
// player, or nothing. The engine checks the choice as it is made (LegalMoves.explain).
Popup {
    id: root

    required property GameController game

    property var baseAction: ({})
    property string raidKey: "raid"     // where the raid goes in the move ("dock.raid" for a card's docking)
    property string mode: "resources"   // resources | card | none
    property var takes: ({})            // colour -> {fuel, ore}
    property string cardPlayer: ""
    property string cardId: ""
    property var done: null

    function ask(action, key, callback) {
        baseAction = action;
        raidKey = key;
        done = callback;
        mode = "resources";
        takes = {};
        cardPlayer = "";
        cardId = "";
        open();
    }
    function raid() {
        if (mode === "resources") {
            let list = [];
            for (const color in takes)
                if (takes[color].fuel + takes[color].ore > 0)
                    list.push({
                            "player": color,
                            "fuel": takes[color].fuel,
                            "ore": takes[color].ore
                        });
            return list.length > 0 ? {
                "resources": list
            } : undefined;
        }
        if (mode === "card" && cardPlayer !== "" && cardId !== "")
            return {
                "card": {
                    "player": cardPlayer,
                    "card": cardId
                }
            };
        return undefined;
    }
    function move() {
        let m = JSON.parse(JSON.stringify(baseAction));
        const r = raid();
        if (raidKey === "dock.raid") {
            if (r)
                m.dock.raid = r;
        } else if (r) {
            m.raid = r;
        }
        return m;
    }
    function setTake(color, kind, value) {
        let t = JSON.parse(JSON.stringify(takes));
        if (!t[color])
            t[color] = {
                "fuel": 0,
                "ore": 0
            };
        t[color][kind] = value;
        takes = t;
    }
    readonly property int total: {
        let n = 0;
        for (const color in takes)
            n += takes[color].fuel + takes[color].ore;
        return n;
    }
    readonly property var check: opened ? game.moves.explain(move()) : ({
            "legal": false
        })
    // Built only while the dialog is open.
    readonly property var victims: opened ? game.players.seats.filter(p => p.seat !== game.session.currentSeat) : []

    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    width: 560
    padding: 18

    background: Rectangle {
        color: Theme.panelRaised
        radius: 12
        border.color: "#ee5d5d"
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 10

        Text {
            text: qsTr("Raid")
            color: Theme.text
            font.pixelSize: Theme.fontTitle - 2
            font.bold: true
        }
        Text {
            Layout.fillWidth: true
            text: qsTr("Take up to 4 resources from any players, or one alien tech card from one player.")
            color: Theme.textDim
            wrapMode: Text.WordWrap
        }
        RowLayout {
            RadioButton {
                objectName: "raidMode-resources"
                text: qsTr("Resources")
                checked: root.mode === "resources"
                onClicked: root.mode = "resources"
            }
            RadioButton {
                objectName: "raidMode-card"
                text: qsTr("A card")
                checked: root.mode === "card"
                onClicked: root.mode = "card"
            }
            RadioButton {
                objectName: "raidMode-none"
                text: qsTr("Nothing")
                checked: root.mode === "none"
                onClicked: root.mode = "none"
            }
        }

        // Resources: per player, how much fuel and ore.
        GridLayout {
            visible: root.mode === "resources"
            columns: 5
            columnSpacing: 10
            Repeater {
                model: root.victims
                // qmllint disable unqualified
                delegate: RowLayout {
                    id: victim
                    required property var modelData
                    Layout.columnSpan: 5
                    Text {
                        text: Theme.glyph(victim.modelData.color) + " " + victim.modelData.name
                        color: Theme.playerFill(victim.modelData.color)
                        font.bold: true
                        Layout.preferredWidth: 140
                        elide: Text.ElideRight
                    }
                    Text {
                        text: qsTr("fuel (has %1)").arg(victim.modelData.fuel)
                        color: Theme.textDim
                    }
                    SpinBox {
                        from: 0
                        to: Math.min(4, victim.modelData.fuel)
                        value: root.takes[victim.modelData.color] ? root.takes[victim.modelData.color].fuel : 0
                        onValueModified: root.setTake(victim.modelData.color, "fuel", value)
                    }
                    Text {
                        text: qsTr("ore (has %1)").arg(victim.modelData.ore)
                        color: Theme.textDim
                    }
                    SpinBox {
                        from: 0
                        to: Math.min(4, victim.modelData.ore)
                        value: root.takes[victim.modelData.color] ? root.takes[victim.modelData.color].ore : 0
                        onValueModified: root.setTake(victim.modelData.color, "ore", value)
                    }
                }
                // qmllint enable unqualified
            }
        }

        // A card: whose, then which.
        ColumnLayout {
            visible: root.mode === "card"
            RowLayout {
                Repeater {
                    model: root.victims
                    // qmllint disable unqualified
                    delegate: ActionButton {
                        required property var modelData
                        objectName: "raidVictim-" + modelData.color
                        text: Theme.glyph(modelData.color) + " " + modelData.name
                        available: modelData.cards.length > 0
                        tint: root.cardPlayer === modelData.color ? Theme.good : Theme.playerFill(modelData.color)
                        onClicked: {
                            root.cardPlayer = modelData.color;
                            root.cardId = "";
                        }
                    }
                    // qmllint enable unqualified
                }
            }
            Flow {
                Layout.fillWidth: true
                spacing: 6
                Repeater {
                    model: {
                        const p = root.victims.find(v => v.color === root.cardPlayer);
                        return p ? p.cards : [];
                    }
                    // qmllint disable unqualified
                    delegate: ActionButton {
                        required property var modelData
                        objectName: "raidCard-" + modelData.id
                        text: modelData.name
                        tint: root.cardId === modelData.id ? Theme.good : "#8a63d2"
                        onClicked: root.cardId = modelData.id
                    }
                    // qmllint enable unqualified
                }
            }
        }

        Text {
            Layout.fillWidth: true
            visible: !root.check.legal && root.check.text !== undefined && !(root.mode === "card" && root.cardId === "")
            text: root.check.text || ""
            color: Theme.refusal
            wrapMode: Text.WordWrap
        }

        RowLayout {
            Layout.fillWidth: true
            Text {
                visible: root.mode === "resources"
                text: qsTr("%1 of 4 taken").arg(root.total)
                color: Theme.textDim
            }
            Item {
                Layout.fillWidth: true
            }
            Button {
                text: qsTr("Cancel")
                onClicked: root.close()
            }
            Button {
                objectName: "raidConfirm"
                text: qsTr("Dock and raid")
                highlighted: true
                enabled: root.check.legal === true && (root.mode !== "card" || root.cardId !== "")
                onClicked: {
                    const m = root.move();
                    root.close();
                    if (root.done)
                        root.done(m);
                }
            }
        }
    }
}
