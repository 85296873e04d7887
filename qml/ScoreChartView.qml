import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtCharts
import AFReferee

// Each player's VP (or fuel, or ore) after every turn, from game.chart (replayed and scored by the engine, never
// summed up here). Players are told apart by colour, by the marker's shape and by the legend's shape and name.
ColumnLayout {
    id: root

    required property GameController game
    property string kind: "vp" // "vp", "fuel" or "ore"
    readonly property var players: game.chart.players
    readonly property var turns: game.chart.turns

    spacing: 4

    // The marker shape beside each colour's glyph in Theme (a pentagon and a star stand for ⬢ and ✚).
    function markerShape(colorId) {
        switch (colorId) {
        case "red":
            return ScatterSeries.MarkerShapeTriangle;
        case "green":
            return ScatterSeries.MarkerShapeRectangle;
        case "yellow":
            return ScatterSeries.MarkerShapeRotatedRectangle;
        case "purple":
            return ScatterSeries.MarkerShapePentagon;
        case "white":
            return ScatterSeries.MarkerShapeStar;
        default:
            return ScatterSeries.MarkerShapeCircle;
        }
    }

    // The axes at once, then one player's line and markers per event-loop turn (addNextPlayer): made all at once,
    // a 6-player chart held the event loop for over 16 ms, a dropped frame.
    function rebuild() {
        addNextPlayer.stop();
        chart.removeAllSeries();
        root.seriesMade = 0;
        const turns = root.turns;
        const top = root.kind === "vp" ? root.game.chart.maxVp : root.kind === "fuel" ? root.game.chart.maxFuel : root.game.chart.maxOre;
        axisX.max = Math.max(1, turns.length > 0 ? turns[turns.length - 1] : 1);
        // About six labels whatever the length: every 10, 20, 30... turns.
        axisX.tickInterval = Math.max(10, Math.ceil(axisX.max / 60) * 10);
        axisY.max = Math.max(4, top + 1);
        if (root.players.length > 0)
            addNextPlayer.start();
    }

    function addPlayer(p) {
        const player = root.players[p];
        // About a dozen markers per line, always on the last point.
        const every = Math.max(1, Math.ceil(root.turns.length / 12));
        const line = chart.createSeries(ChartView.SeriesTypeLine, player.name, axisX, axisY);
        line.color = Theme.playerFill(player.color);
        line.width = 2.5;
        const marks = chart.createSeries(ChartView.SeriesTypeScatter, player.name, axisX, axisY);
        marks.color = Theme.playerFill(player.color);
        marks.borderColor = Theme.background;
        marks.markerSize = 11;
        marks.markerShape = root.markerShape(player.color);
        root.game.chart.fillSeries(line, marks, player.seat, root.kind, every);
    }

    // The number of players whose series are on the chart: all of them once it is complete.
    property int seriesMade: 0
    readonly property bool complete: players.length > 0 && seriesMade === players.length

    Timer {
        id: addNextPlayer
        interval: 1
        repeat: true
        onTriggered: {
            if (root.seriesMade >= root.players.length) {
                stop();
                return;
            }
            root.addPlayer(root.seriesMade);
            root.seriesMade += 1;
        }
    }

    onPlayersChanged: rebuild()
    onKindChanged: rebuild()
    Component.onCompleted: {
        root.game.chart.addViewer();
        rebuild();
    }
    Component.onDestruction: root.game.chart.removeViewer()

    // A Flow: in the narrow column beside the log the export button goes to a second line.
    Flow {
        Layout.fillWidth: true
        spacing: 4

        // qmllint disable unqualified
        Repeater {
            model: [{
                    "id": "vp",
                    "text": qsTr("VP")
                }, {
                    "id": "fuel",
                    "text": qsTr("Fuel")
                }, {
                    "id": "ore",
                    "text": qsTr("Ore")
                }]
            delegate: Button {
                required property var modelData
                objectName: "chartKind-" + modelData.id
                text: modelData.text
                checkable: true
                checked: root.kind === modelData.id
                onClicked: root.kind = modelData.id
            }
        }
        // qmllint enable unqualified
        Button {
            objectName: "exportChartButton"
            text: qsTr("Save as PNG…")
            onClicked: {
                const path = root.game.chart.askPngPath();
                if (path !== "")
                    root.savePicture(path);
            }
        }
    }

    // Saves the chart as it is on screen (used by the button, and by the tests with a path of their own).
    function savePicture(path) {
        addNextPlayer.stop();
        while (root.seriesMade < root.players.length) {
            root.addPlayer(root.seriesMade);
            root.seriesMade += 1;
        }
        chart.grabToImage(result => result.saveToFile(path));
    }

    // qmllint's view of the QtCharts module on Qt 6.4 lacks its axis types (ValueAxis "not found").
    // qmllint disable
    ChartView {
        id: chart
        objectName: "scoreChart"
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.minimumHeight: 160
        antialiasing: true
        legend.visible: false
        backgroundColor: Theme.panel
        plotAreaColor: Theme.panel
        margins.top: 4
        margins.bottom: 4
        margins.left: 4
        margins.right: 4

        ValueAxis {
            id: axisX
            min: 0
            labelFormat: "%d"
            tickType: ValueAxis.TicksDynamic
            labelsColor: Theme.textDim
            gridLineColor: Theme.panelBorder
            titleText: qsTr("Turn")
            titleBrush: Theme.textDim
        }
        ValueAxis {
            id: axisY
            min: 0
            labelFormat: "%d"
            tickType: ValueAxis.TicksDynamic
            tickInterval: root.kind === "vp" ? 2 : 4
            labelsColor: Theme.textDim
            gridLineColor: Theme.panelBorder
        }
    }

    // qmllint enable

    // The legend: each player's shape and name in their colour, with the latest value.
    Flow {
        Layout.fillWidth: true
        spacing: 10
        // qmllint disable unqualified
        Repeater {
            model: root.players.length
            delegate: Text {
                required property int index
                readonly property var player: root.players[index]
                readonly property var values: player[root.kind]
                text: Theme.glyph(player.color) + " " + player.name + ": " + (values.length > 0 ? values[values.length - 1] : 0)
                textFormat: Text.PlainText
                color: Theme.playerFill(player.color)
                font.pixelSize: Theme.fontSmall
                font.bold: true
            }
        }
        // qmllint enable unqualified
    }
}
