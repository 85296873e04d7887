import QtQuick
import QtQuick.Controls
import QtQuick.Window
import "BoardGeometry.js" as G
import AFReferee

// The board: resources/board/board.svg (drawn in this repository, no text in it) with everything that changes
// drawn on top in QML at the places BoardGeometry.js gives: names, docked ships as dice, covered ports, colonies,
// control, the Colonist Hub tracks, field generators, the Relic Ship and the cards on display.
// The board only shows and reports clicks; what is available comes from LegalMoves (dockOptions etc.).
Item {
    id: root

    property GameController game: null
    // Facility id -> {available, text, ruleId, ruleTitle}: greys out or highlights facilities (empty: neither).
    property var dockOptions: ({})
    // Territory id -> {available, ...}: highlights territories while a move asks for one (empty: no highlight).
    property var territoryOptions: ({})
    // Ship name -> {available, chosen}: lights up the ships a question accepts and dims the others (empty: neither).
    // While it is set, a click on a docked die picks that ship instead of its facility.
    property var shipChoices: ({})
    // Card id -> {available}: the cards on display a question accepts (empty: none asked for).
    property var cardChoices: ({})
    // Setup guide: draw attention to the covered ports.
    // Facility or territory id -> label ("1", "2 and 3"): the AI's suggested moves (hint or bot), marked in order.
    property var hintMarks: ({})
    property bool highlightCovers: false
    property bool claimable: false

    // Size of the SVG's own canvas (width/height attributes of board.svg).
    readonly property size boardSize: Qt.size(G.geometry.width, G.geometry.height)
    readonly property alias status: boardImage.status
    readonly property alias paintedWidth: boardImage.paintedWidth
    readonly property alias paintedHeight: boardImage.paintedHeight
    readonly property alias renderedSize: boardImage.sourceSize
    readonly property real boardScale: Math.min(width / boardSize.width, height / boardSize.height)

    // The facilities, territories, cards on display and field generators are models that tell each delegate only
    // what changed in its own row (RowsModel): a move keeps the delegates and wakes only the bindings it concerns.
    // Each read of a controller value makes a new JS copy: read each once per change, here, for every delegate.
    readonly property var colors: game ? game.players.colors : []
    readonly property var hubSeats: game ? game.players.hub : []
    readonly property var relic: game ? game.board.relic : ({})

    signal facilityClicked(string facility)
    signal territoryClicked(string territory)
    signal displayCardClicked(string card)
    signal shipClicked(string ship)

    readonly property bool choosingShip: Object.keys(shipChoices).length > 0
    // A docked die was clicked: it is the answer to a question about ships, or else stands for its facility.
    function dieClicked(ship, facility) {
        if (choosingShip)
            shipClicked(ship ? ship.name : "");
        else
            facilityClicked(facility);
    }

    implicitWidth: boardSize.width
    implicitHeight: boardSize.height

    function playerColor(seat) {
        const colors = root.colors;
        return seat >= 0 && seat < colors.length ? colors[seat] : "";
    }
    // Which territory a point of the canvas is on (the planet is a centre disc and a ring of seven sectors).
    function territoryAt(x, y) {
        const p = G.geometry.planet;
        const dx = x - p.cx, dy = y - p.cy;
        const r = Math.sqrt(dx * dx + dy * dy);
        if (r > p.r)
            return "";
        if (r <= p.inner)
            return "burroughs-desert";
        let angle = Math.atan2(dy, dx) * 180 / Math.PI;
        for (const id in G.geometry.territories) {
            const t = G.geometry.territories[id];
            if (t.from === t.to)
                continue;
            for (const shift of [0, 360, -360])
                if (angle + shift >= t.from && angle + shift < t.to)
                    return id;
        }
        return "";
    }

    // The picture as last rendered, shown while a larger one renders off the GUI thread.
    Image {
        id: previousPicture

        anchors.fill: parent
        fillMode: Image.PreserveAspectFit
        smooth: true
        asynchronous: true
        visible: boardImage.status !== Image.Ready
        source: boardImage.shownSource
        // The size just rendered is in the pixmap cache: taken from there, not rendered again.
        sourceSize.width: boardImage.shownSize.width
        sourceSize.height: boardImage.shownSize.height
    }

    Image {
        id: boardImage

        anchors.fill: parent
        fillMode: Image.PreserveAspectFit
        smooth: true
        // Drawn only while the board is on screen (the play page exists from the start, hidden behind the start
        // page); the first time synchronously, so that the first frame that shows the board shows all of it. A
        // larger board later renders off the GUI thread (30-80 ms), the previous picture shown meanwhile.
        source: root.visible ? "images/board.svg" : ""
        asynchronous: shownSize.width > 0
        property url shownSource: ""
        property size shownSize: Qt.size(0, 0)
        onStatusChanged: {
            if (status === Image.Ready) {
                shownSource = source;
                shownSize = sourceSize;
            }
        }
        // Render the vector image at the size it is shown, not at its nominal size; but at the largest size the
        // board has had, scaled down when the board shrinks (the faction boards' column appearing at the first
        // pick of the draft, the turn panel growing), which so renders nothing again.
        readonly property int neededWidth: Math.max(1, Math.ceil(root.width * Screen.devicePixelRatio))
        readonly property int neededHeight: Math.max(1, Math.ceil(root.height * Screen.devicePixelRatio))
        property int renderWidth: 1
        property int renderHeight: 1
        onNeededWidthChanged: renderWidth = Math.max(renderWidth, neededWidth)
        onNeededHeightChanged: renderHeight = Math.max(renderHeight, neededHeight)
        Component.onCompleted: {
            renderWidth = neededWidth;
            renderHeight = neededHeight;
        }
        sourceSize.width: renderWidth
        sourceSize.height: renderHeight

        Accessible.role: Accessible.Graphic
        Accessible.name: qsTr("Alien Frontiers board")
    }

    // Everything below is laid out in the SVG's coordinates and scaled with it.
    Item {
        id: canvas

        width: root.boardSize.width
        height: root.boardSize.height
        scale: root.boardScale
        transformOrigin: Item.TopLeft
        x: (root.width - width * scale) / 2
        y: (root.height - height * scale) / 2
        visible: root.game !== null && root.game.session.hasGame

        // ------------------------------------------------------------ facilities
        Repeater {
            model: root.game ? root.game.board.facilities : 0

            // qmllint disable unqualified
            delegate: Item {
                id: facility

                required property string itemId
                required property string name
                required property string help
                required property int portCount
                required property int covered
                required property var ports
                required property var ships
                readonly property var geo: G.geometry.facilities[itemId]
                readonly property var option: root.dockOptions[itemId]
                readonly property bool choosing: Object.keys(root.dockOptions).length > 0
                readonly property color accent: G.geometry.accent[itemId]
                readonly property int usablePorts: portCount - covered

                x: geo.panel.x
                y: geo.panel.y
                width: geo.panel.w
                height: geo.panel.h

                // Available for the selected ships: a bright edge. Not available: dimmed. Shown only then, and
                // rounded only while shown, as every Rectangle below that is often hidden: the software renderer
                // paints a corner picture for every rounded Rectangle when its node is made, hidden or not.
                Rectangle {
                    visible: facility.choosing && Boolean(facility.option)
                    anchors.fill: parent
                    radius: visible ? 18 : 0
                    color: facility.choosing && facility.option && !facility.option.available ? "#a0050810" : "transparent"
                    border.width: facility.choosing && facility.option && facility.option.available ? 5 : 0
                    border.color: Theme.good
                }

                // Suggested by the AI: an edge of its own colour and the move's number (not colour alone).
                Rectangle {
                    id: facilityHint
                    readonly property string mark: root.hintMarks[facility.itemId] || ""
                    visible: mark !== ""
                    anchors.fill: parent
                    anchors.margins: -6
                    radius: visible ? 22 : 0
                    color: "transparent"
                    border.width: 6
                    border.color: Theme.hint
                    Rectangle {
                        objectName: "hintMark-" + facility.itemId
                        x: parent.width - width - 8
                        y: -height / 2
                        width: hintText.implicitWidth + 20
                        height: hintText.implicitHeight + 8
                        radius: visible ? height / 2 : 0
                        color: Theme.hint
                        Text {
                            id: hintText
                            anchors.centerIn: parent
                            text: "★ " + facilityHint.mark
                            color: "#1a0b2e"
                            font.pixelSize: 24
                            font.bold: true
                        }
                    }
                }

                // The name, shrunk to fit narrow plates (the artifact's name sits left of its cards).
                Text {
                    readonly property real room: facility.itemId === "alien-artifact" ? 170 : facility.width - 24
                    width: room
                    x: facility.geo.label.x - facility.x - width / 2
                    y: facility.geo.label.y - facility.y
                    text: facility.name
                    color: facility.accent
                    font.pixelSize: 24
                    font.bold: true
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: 14
                    horizontalAlignment: Text.AlignHCenter
                    style: Text.Raised
                    styleColor: "#000000"
                }

                MouseArea {
                    id: facilityArea
                    objectName: "facility-" + facility.itemId
                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: Qt.PointingHandCursor
                    onClicked: root.facilityClicked(facility.itemId)

                    ToolTip.visible: containsMouse
                    ToolTip.delay: 700
                    ToolTip.text: facility.name + "\n" + facility.help + (facility.option && !facility.option.available && facility.option.text ? "\n\n" + facility.option.text : "")
                }

                // Docking ports: ships as dice, covered ports as covers.
                Repeater {
                    model: facility.geo.ports

                    delegate: Item {
                        id: port

                        required property var modelData
                        required property int index
                        readonly property var ship: facility.ports[index]
                        // Plain values, which notify only when they differ: a ship docking at the facility wakes
                        // the die of its own port, not the dice of every port.
                        readonly property bool occupied: ship !== undefined && ship !== null
                        readonly property string shipName: occupied ? ship.name : ""
                        readonly property int shipValue: occupied ? ship.value : 0
                        readonly property string shipColor: occupied ? (ship.relic ? "relic" : ship.color) : "red"
                        readonly property string holderColor: occupied && ship.relic ? ship.userColor : ""
                        readonly property bool covered: index >= facility.usablePorts

                        x: modelData.x - facility.x
                        y: modelData.y - facility.y
                        width: modelData.size
                        height: modelData.size

                        Rectangle {
                            visible: port.covered
                            anchors.fill: parent
                            radius: visible ? 11 : 0
                            color: "#3a4056"
                            border.width: root.highlightCovers ? 5 : 2
                            border.color: root.highlightCovers ? Theme.warning : "#5c6480"

                            // Hatching: a covered port cannot be used this game. Made only for covered ports (every
                            // item costs its node in the page's first frame, hidden or not).
                            Repeater {
                                model: port.covered ? 3 : 0
                                delegate: Rectangle {
                                    required property int index
                                    width: port.width * 1.1
                                    height: 4
                                    color: "#5c6480"
                                    rotation: -45
                                    x: -port.width * 0.05
                                    y: port.height * (0.25 + 0.25 * index) - 2
                                }
                            }
                        }

                        BoardDie {
                            objectName: port.occupied ? "board-" + port.shipName : ""
                            visible: port.occupied
                            anchors.centerIn: parent
                            boardScale: root.boardScale
                            size: parent.width - 8
                            value: port.shipValue
                            colorId: port.shipColor
                            holderColor: port.holderColor
                            choice: port.occupied && root.choosingShip ? root.shipChoices[port.shipName] || null : null
                            choosing: root.choosingShip
                            onClicked: root.dieClicked(port.ship, facility.itemId)
                        }
                    }
                }

                // The Maintenance Bay holds any number of ships.
                Flow {
                    id: bay
                    visible: facility.geo.area !== undefined
                    x: facility.geo.area ? facility.geo.area.x - facility.x + 12 : 0
                    y: facility.geo.area ? facility.geo.area.y - facility.y + 12 : 0
                    width: facility.geo.area ? facility.geo.area.w - 24 : 0
                    // 5 or 6 players start with up to 18 ships here: smaller dice keep them inside the bay.
                    readonly property bool crowded: facility.ships.length > 12
                    spacing: crowded ? 5 : 8
                    // As many dice as the bay ever held, those beyond its ships hidden: ships coming and going
                    // update dice instead of making them all again.
                    property int slots: 0
                    readonly property int shipCount: facility.ships.length
                    onShipCountChanged: slots = Math.max(slots, shipCount)
                    Component.onCompleted: slots = shipCount

                    Repeater {
                        model: bay.slots

                        delegate: BoardDie {
                            required property int index
                            readonly property var modelData: index < facility.ships.length ? facility.ships[index] : ({
                                    "name": "",
                                    "value": 0,
                                    "relic": false,
                                    "color": "red",
                                    "userColor": ""
                                })
                            visible: index < facility.ships.length
                            boardScale: root.boardScale
                            size: bay.crowded ? 38 : 50
                            value: modelData.value
                            colorId: modelData.relic ? "relic" : modelData.color
                            holderColor: modelData.relic ? modelData.userColor : ""
                            choice: root.choosingShip ? root.shipChoices[modelData.name] || null : null
                            choosing: root.choosingShip
                            onClicked: root.dieClicked(modelData, "maintenance-bay")
                        }
                    }
                }
            }
            // qmllint enable unqualified
        }

        // ------------------------------------------------------------ Colonist Hub tracks
        Repeater {
            model: G.geometry.facilities["colonist-hub"].tracks

            // qmllint disable unqualified
            delegate: Item {
                id: track

                required property var modelData
                required property int index
                // With 2-4 players each player has a track of their own; with 5-6 (the freeform Hub, X-58) the ports
                // are shared and a colony stands on any track (the player whose hubTrack it is).
                readonly property bool freeform: root.hubSeats.length > 4
                readonly property var player: !freeform && index < root.hubSeats.length ? root.hubSeats[index] : null
                function colonyOn(circle) {
                    if (!freeform)
                        return player !== null && player.hubCircle === circle ? player : null;
                    for (const p of root.hubSeats)
                        if (p.hubCircle === circle && p.hubTrack === index)
                            return p;
                    return null;
                }

                // The track's owner: a coloured edge and the colour's shape by the ports.
                Rectangle {
                    visible: track.player !== null
                    x: track.modelData.ports[0].x - 12
                    y: track.modelData.ports[0].y + 4
                    width: 6
                    height: track.modelData.ports[0].size - 8
                    radius: visible ? 3 : 0
                    color: track.player ? Theme.playerFill(track.player.color) : "transparent"
                }

                Repeater {
                    model: track.modelData.circles

                    delegate: Item {
                        id: circle

                        required property var modelData
                        required property int index
                        readonly property var colony: track.colonyOn(index + 1)
                        readonly property bool occupied: colony !== null

                        x: modelData.x - modelData.r
                        y: modelData.y - modelData.r
                        width: modelData.r * 2
                        height: modelData.r * 2

                        Text {
                            visible: !circle.occupied
                            anchors.centerIn: parent
                            text: circle.index + 1
                            color: "#7fb2ec"
                            font.pixelSize: 15
                        }
                        // The player's colony on its circle: colour and shape.
                        Rectangle {
                            visible: circle.occupied
                            anchors.centerIn: parent
                            width: parent.width + 6
                            height: width
                            radius: visible ? width / 2 : 0
                            color: circle.colony ? Theme.playerFill(circle.colony.color) : "transparent"
                            border.color: circle.colony && circle.colony.color === "white" ? Theme.playerDark("white") : "#ffffff"
                            border.width: 2

                            Text {
                                anchors.centerIn: parent
                                text: circle.colony ? Theme.glyph(circle.colony.color) : ""
                                color: circle.colony ? Theme.playerInk(circle.colony.color) : "white"
                                font.pixelSize: 16
                            }
                        }
                    }
                }
            }
            // qmllint enable unqualified
        }

        // ------------------------------------------------------------ cards on display and the piles
        Repeater {
            model: root.game ? root.game.board.display : 0

            // qmllint disable unqualified
            delegate: Rectangle {
                id: card

                required property int index
                required property string itemId
                required property string name
                required property string use
                required property string discard
                required property string passive
                readonly property var geo: G.geometry.facilities["alien-artifact"].cards[index]

                x: geo.x
                y: geo.y
                width: geo.w
                height: geo.h
                radius: visible ? 12 : 0
                readonly property var choice: root.cardChoices[itemId]
                readonly property bool lit: choice ? choice.available : root.claimable && Object.keys(root.cardChoices).length === 0
                visible: itemId !== ""
                color: "#2a1f4a"
                opacity: Object.keys(root.cardChoices).length > 0 && !lit ? 0.45 : 1
                border.width: lit ? 5 : 2
                border.color: lit ? Theme.good : "#b483f2"

                Text {
                    anchors.fill: parent
                    anchors.margins: 10
                    text: card.name
                    color: "#f1e8ff"
                    font.pixelSize: 22
                    font.bold: true
                    wrapMode: Text.WordWrap
                    // Long single words (in some languages) shrink rather than spill over the card's edge.
                    fontSizeMode: Text.Fit
                    minimumPixelSize: 13
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                }

                MouseArea {
                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: Qt.PointingHandCursor
                    onClicked: root.displayCardClicked(card.itemId)
                    ToolTip.visible: containsMouse
                    ToolTip.delay: 500
                    ToolTip.text: card.name + (card.use !== "" ? "\n" + card.use : "") + (card.discard !== "" ? "\n" + card.discard : "") + (card.passive !== "" ? "\n" + card.passive : "")
                }
            }
            // qmllint enable unqualified
        }

        Text {
            readonly property var at: G.geometry.facilities["alien-artifact"].piles
            x: at.x - width / 2
            y: at.y - height / 2
            text: root.game ? qsTr("Draw pile %1 · discards %2").arg(root.game.board.drawPile).arg(root.game.board.discardPile) : ""
            color: Theme.textDim
            font.pixelSize: 18
        }

        // ------------------------------------------------------------ territories
        MouseArea {
            id: planetArea

            readonly property var p: G.geometry.planet
            property string hovered: ""

            x: p.cx - p.r
            y: p.cy - p.r
            width: p.r * 2
            height: p.r * 2
            hoverEnabled: true
            cursorShape: hovered !== "" ? Qt.PointingHandCursor : Qt.ArrowCursor
            onPositionChanged: mouse => hovered = root.territoryAt(mouse.x + x, mouse.y + y)
            onExited: hovered = ""
            onClicked: mouse => {
                const id = root.territoryAt(mouse.x + x, mouse.y + y);
                if (id !== "")
                    root.territoryClicked(id);
            }
        }

        Repeater {
            model: root.game ? root.game.board.territories : 0

            // qmllint disable unqualified
            delegate: Column {
                id: territory

                required property string itemId
                required property string name
                required property var colonies
                required property int controller
                required property string controllerColor
                required property var fields
                readonly property var geo: G.geometry.territories[itemId]
                readonly property var option: root.territoryOptions[itemId]
                readonly property bool choosing: Object.keys(root.territoryOptions).length > 0

                x: geo.x - width / 2
                y: geo.y - 44
                spacing: 6
                opacity: choosing && option && !option.available ? 0.45 : 1

                // The name on a pill: edged in the controller's colour (with their shape) when someone controls it.
                Rectangle {
                    anchors.horizontalCenter: parent.horizontalCenter
                    width: Math.min(190, nameRow.implicitWidth + 18)
                    height: nameRow.implicitHeight + 8
                    radius: 10
                    color: territory.choosing && territory.option && territory.option.available ? "#2f7a4e" : "#c0141019"
                    border.width: territory.controller >= 0 ? 4 : (planetArea.hovered === territory.itemId ? 2 : 0)
                    border.color: territory.controller >= 0 ? Theme.playerFill(territory.controllerColor) : "#ffffff"

                    // Suggested by the AI: a ring and the move's number.
                    Rectangle {
                        id: territoryHintRing
                        readonly property string mark: root.hintMarks[territory.itemId] || ""
                        objectName: "hintMark-" + territory.itemId
                        visible: mark !== ""
                        anchors.fill: parent
                        anchors.margins: -7
                        radius: visible ? 14 : 0
                        color: "transparent"
                        border.width: 5
                        border.color: Theme.hint
                        Rectangle {
                            anchors.horizontalCenter: parent.right
                            anchors.verticalCenter: parent.top
                            width: territoryHint.implicitWidth + 16
                            height: territoryHint.implicitHeight + 6
                            radius: visible ? height / 2 : 0
                            color: Theme.hint
                            Text {
                                id: territoryHint
                                anchors.centerIn: parent
                                text: "★ " + territoryHintRing.mark
                                color: "#1a0b2e"
                                font.pixelSize: 20
                                font.bold: true
                            }
                        }
                    }

                    Row {
                        id: nameRow
                        anchors.centerIn: parent
                        spacing: 5
                        Text {
                            visible: territory.controller >= 0
                            anchors.verticalCenter: parent.verticalCenter
                            text: Theme.glyph(territory.controllerColor)
                            color: Theme.playerFill(territory.controllerColor)
                            font.pixelSize: 20
                        }
                        Text {
                            width: Math.min(implicitWidth, 160)
                            text: territory.name
                            color: "#ffffff"
                            font.pixelSize: 21
                            font.bold: true
                            wrapMode: Text.WordWrap
                            horizontalAlignment: Text.AlignHCenter
                        }
                    }
                }

                // Colonies: one chip per colour with its count; field generators next to them. The Repeaters'
                // models are counts, so that a colony added to a colour already here keeps the chips (a new array
                // would make them all again).
                Row {
                    anchors.horizontalCenter: parent.horizontalCenter
                    spacing: 5

                    Repeater {
                        model: territory.colonies.length

                        delegate: Rectangle {
                            required property int index
                            readonly property var chip: territory.colonies[index] || ({
                                    "color": "",
                                    "count": 0
                                })
                            width: chipText.implicitWidth + 14
                            height: 32
                            radius: 8
                            color: Theme.playerFill(chip.color)
                            border.color: "#ffffff"
                            border.width: 1.5

                            Text {
                                id: chipText
                                anchors.centerIn: parent
                                text: Theme.glyph(parent.chip.color) + " " + parent.chip.count
                                color: Theme.playerInk(parent.chip.color)
                                font.pixelSize: 20
                                font.bold: true
                            }
                        }
                    }

                    Repeater {
                        model: territory.fields.length

                        delegate: FieldToken {
                            required property int index
                            fieldId: territory.fields[index] || ""
                            size: 32
                        }
                    }
                    // Xeno Explorations' Remote Exploration Unit (factions module).
                    Rectangle {
                        visible: root.game !== null && root.game.factions.rev === territory.itemId
                        width: revText.implicitWidth + 14
                        height: 26
                        radius: visible ? 4 : 0
                        color: "#d9e4f5"
                        border.color: "#35507a"
                        Text {
                            id: revText
                            anchors.centerIn: parent
                            //: Xeno Explorations' Remote Exploration Unit, a piece on the planet
                            text: qsTr("REV")
                            color: "#1a2a44"
                            font.bold: true
                            font.pixelSize: 16
                        }
                    }
                }
            }
            // qmllint enable unqualified
        }

        // Hover help for the territory under the mouse.
        ToolTip {
            parent: canvas
            visible: planetArea.hovered !== "" && root.game !== null
            x: planetArea.mouseX + planetArea.x + 30
            y: planetArea.mouseY + planetArea.y + 30
            scale: 1 / root.boardScale
            transformOrigin: Item.TopLeft
            text: {
                if (!root.game || planetArea.hovered === "")
                    return "";
                const list = root.game.board.territories.rows;
                for (let i = 0; i < list.length; ++i)
                    if (list[i].id === planetArea.hovered) {
                        const option = root.territoryOptions[list[i].id];
                        return list[i].name + "\n" + list[i].help + (option && !option.available && option.text ? "\n\n" + option.text : "");
                    }
                return "";
            }
        }

        // The Relic Ship at home on Burroughs Desert.
        BoardDie {
            readonly property var at: G.geometry.relicHome
            boardScale: root.boardScale
            visible: root.relic.home === true
            x: at.x - at.size / 2
            y: at.y - at.size / 2
            size: at.size
            colorId: "relic"
            value: 0
            onClicked: root.territoryClicked("burroughs-desert")
        }

        // ------------------------------------------------------------ field generators' tray
        Text {
            readonly property var at: G.geometry.fieldsTray.label
            x: at.x - width / 2
            y: at.y
            text: qsTr("Field generators")
            color: G.geometry.accent.fields
            font.pixelSize: 22
            font.bold: true
            style: Text.Raised
            styleColor: "#000000"
        }
        Repeater {
            model: root.game ? root.game.board.fields : 0

            // qmllint disable unqualified
            delegate: Column {
                id: fieldSlot

                required property int index
                required property string itemId
                required property string name
                required property string territory
                required property string territoryName
                readonly property var at: G.geometry.fieldsTray.slots[index]

                x: at.x - 62
                y: at.y - 30
                width: 124
                spacing: 2

                FieldToken {
                    anchors.horizontalCenter: parent.horizontalCenter
                    fieldId: fieldSlot.itemId
                    size: 40
                    opacity: fieldSlot.territory === "" ? 1 : 0.3
                }
                Text {
                    width: parent.width
                    //: Where a field generator is: "off the board" or the territory's name
                    text: fieldSlot.name + "\n" + (fieldSlot.territory === "" ? qsTr("off the board") : fieldSlot.territoryName)
                    color: fieldSlot.territory === "" ? Theme.textDim : Theme.text
                    font.pixelSize: 17
                    lineHeight: 0.9
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: 12
                    horizontalAlignment: Text.AlignHCenter
                }
            }
            // qmllint enable unqualified
        }
    }
}
