pragma Singleton
import QtQuick

// Colours, sizes and the player colour cues shared by every view (one home for the look).
QtObject {
    // Surfaces, from the window's deep space to raised panels.
    readonly property color background: "#05070f"
    readonly property color panel: "#111a31"
    readonly property color panelRaised: "#18233f"
    readonly property color panelBorder: "#2b3a63"
    readonly property color text: "#e8ecf6"
    readonly property color textDim: "#98a3c2"
    readonly property color textFaint: "#66708e"
    readonly property color accent: "#5b8def"
    readonly property color good: "#52c98a"
    readonly property color warning: "#f0b14a"
    readonly property color refusal: "#f06a6a"
    readonly property color link: "#8fb4ff"
    readonly property color hint: "#c38dff" // the AI's suggested moves (hint and bot) on the board and the dice
    readonly property color unavailable: "#7a8299"

    readonly property int radius: 8
    readonly property int spacing: 8
    readonly property int fontSmall: 11
    readonly property int fontNormal: 13
    readonly property int fontLarge: 16
    readonly property int fontTitle: 22

    // Player colours: a fill, a readable text colour on it, and a shape so that colour is never the only cue.
    readonly property var players: ({
            "red": { fill: "#d64545", dark: "#7c1f1f", ink: "#ffffff", glyph: "▲" },
            "blue": { fill: "#3f7fe0", dark: "#1c3f7a", ink: "#ffffff", glyph: "●" },
            "green": { fill: "#3faa5c", dark: "#1d5c2f", ink: "#ffffff", glyph: "■" },
            "yellow": { fill: "#e8c43a", dark: "#7a6410", ink: "#1a1a1a", glyph: "◆" },
            // Edition X's colour packs (5 and 6 players): a hexagon and a cross, shapes none of the others use.
            "purple": { fill: "#9a5fd6", dark: "#4b2580", ink: "#ffffff", glyph: "⬢" },
            "white": { fill: "#f4f4f1", dark: "#5c6070", ink: "#1a1a1a", glyph: "✚" },
            "relic": { fill: "#e9edf5", dark: "#8a93a8", ink: "#1a1a1a", glyph: "✦" }
        })

    function playerFill(colorId) {
        return players[colorId] ? players[colorId].fill : "#8a93a8";
    }
    function playerInk(colorId) {
        return players[colorId] ? players[colorId].ink : "#ffffff";
    }
    function playerDark(colorId) {
        return players[colorId] ? players[colorId].dark : "#3a4258";
    }
    function glyph(colorId) {
        return players[colorId] ? players[colorId].glyph : "";
    }

    // Field generators: a colour and a shape each.
    readonly property var fields: ({
            "isolation": { fill: "#b06cf0", glyph: "⊘" },
            "positron": { fill: "#f0c84a", glyph: "★" },
            "repulsor": { fill: "#4ad6e6", glyph: "◈" }
        })
}
