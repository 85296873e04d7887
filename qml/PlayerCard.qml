import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// One player at a glance: score with its breakdown, resources, ships, colonies, cards, and whose turn it is.
Rectangle {
    id: root

    // The seat's values, each its own property (bound to the players model's roles one by one), so that a move
    // wakes only the lines that show what it changed: a fuel gained leaves the score and the cards alone.
    property string name: ""
    property string colorId: ""
    property bool current: false
    property int fuel: 0
    property int ore: 0
    property int coloniesLeft: 0
    property int hubCircle: 0
    property bool holdsRelic: false
    property int unplaced: 0
    property int shipsInPlay: 0
    property int shipsInStock: 0
    // [{id, name, use, discard, passive, ship}]
    property var cards: []
    // {colonies, territories, alienCity, alienMonument, positron, agendas, techCards, total}
    property var score: ({})
    // With 5 or 6 players: the score's sources move into the tooltip of the points, and the cards are one line.
    property bool compact: false
    // Played by the app (a bot seat); the card's AI button takes the seat over or gives it back.
    property bool bot: false
    signal botToggled(bool bot)
    // Agendas module: this seat's agenda cards and the agenda moves the engine allows it now (AgendasModel.seats),
    // null without the module. `agendasKnown`: the app dealt them (digital), so the player may look at hers.
    property var agendas: null
    property bool agendasKnown: false
    signal agendaRevealRequested
    signal agendaDiscardRequested
    signal agendaLookRequested

    readonly property color fill: Theme.playerFill(colorId)

    implicitHeight: content.implicitHeight + (compact ? 8 : 14)
    radius: Theme.radius
    color: current ? Qt.darker(fill, 3.2) : Theme.panel
    border.width: current ? 2 : 1
    border.color: current ? fill : Theme.panelBorder

    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("%1: %2 points").arg(name).arg(score.total)

    // The player's colour along the left edge.
    Rectangle {
        width: 5
        radius: 2
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        anchors.margins: 4
        color: root.fill
    }

    ColumnLayout {
        id: content

        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.leftMargin: 16
        anchors.rightMargin: 10
        anchors.topMargin: root.compact ? 4 : 7
        spacing: root.compact ? 0 : 2

        RowLayout {
            spacing: 6
            Layout.fillWidth: true

            Text {
                text: Theme.glyph(root.colorId)
                color: root.fill
                font.pixelSize: root.compact ? Theme.fontNormal : Theme.fontLarge
            }
            Text {
                objectName: "playerCardName"
                text: root.name
                color: Theme.text
                font.pixelSize: root.compact ? Theme.fontNormal : Theme.fontLarge
                font.bold: true
                elide: Text.ElideRight
                Layout.maximumWidth: 170
            }
            // Shown with opacity, not visibility: Qt 6.4 layouts do not always re-place an item made visible later.
            Rectangle {
                opacity: root.current ? 1 : 0
                radius: 4
                color: root.fill
                implicitWidth: turnLabel.implicitWidth + 10
                implicitHeight: turnLabel.implicitHeight + 2
                Text {
                    id: turnLabel
                    anchors.centerIn: parent
                    //: Marks the player whose turn it is
                    text: qsTr("playing")
                    color: Theme.playerInk(root.colorId)
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                }
            }
            Item {
                Layout.fillWidth: true
            }
            ToolButton {
                objectName: "botToggle"
                //: Short label on a player's card: the seat is played by the app (its AI)
                text: qsTr("AI")
                checkable: true
                checked: root.bot
                font.pixelSize: Theme.fontSmall
                font.bold: root.bot
                implicitHeight: 26
                onToggled: root.botToggled(checked)
                ToolTip.visible: hovered
                ToolTip.text: root.bot ? qsTr("Played by the app. Click to give the seat back to a player.") : qsTr("Let the app play this seat from now on.")
                Accessible.name: root.bot ? qsTr("Played by the app") : qsTr("Let the app play this seat from now on.")
            }
            Text {
                //: Victory points, e.g. "7 VP"
                text: qsTr("%1 VP").arg(root.score.total)
                color: Theme.text
                font.pixelSize: root.compact ? 16 : 20
                font.bold: true

                MouseArea {
                    anchors.fill: parent
                    enabled: root.compact
                    hoverEnabled: true
                    ToolTip.visible: containsMouse
                    ToolTip.text: breakdown.text
                }
            }
        }

        // The score's sources; the one-point bonuses are named only when they count.
        Text {
            id: breakdown
            visible: !root.compact
            Layout.fillWidth: true
            text: {
                let parts = [qsTr("%n colony(ies)", "", root.score.colonies), qsTr("%n territory(ies)", "", root.score.territories)];
                if (root.score.alienCity > 0)
                    parts.push(qsTr("Alien City"));
                if (root.score.alienMonument > 0)
                    parts.push(qsTr("Alien Monument"));
                if (root.score.positron > 0)
                    parts.push(qsTr("Positron Field"));
                if (root.score.agendas > 0)
                    parts.push(qsTr("%n agenda(s)", "", root.score.agendas));
                if (root.score.techCards > 0)
                    parts.push(qsTr("%n VP from alien tech", "", root.score.techCards));
                return parts.join(" + ");
            }
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
            elide: Text.ElideRight
        }

        Text {
            Layout.fillWidth: true
            text: qsTr("%1 fuel · %2 ore · ships %3 in play, %4 in stock").arg(root.fuel).arg(root.ore).arg(root.shipsInPlay + (root.holdsRelic ? 1 : 0)).arg(root.shipsInStock)
            color: Theme.text
            font.pixelSize: Theme.fontNormal
            // Longer languages shrink the line a little rather than cut it.
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 9
            elide: Text.ElideRight
        }

        Text {
            Layout.fillWidth: true
            text: {
                let parts = [qsTr("%n colony(ies) left", "", root.coloniesLeft)];
                if (root.hubCircle > 0)
                    parts.push(qsTr("Hub circle %1").arg(root.hubCircle));
                if (root.holdsRelic)
                    parts.push(qsTr("holds the Relic Ship"));
                if (root.current && root.unplaced > 0)
                    parts.push(qsTr("to place: %1").arg(root.unplaced));
                return parts.join(" · ");
            }
            color: root.current && root.unplaced > 0 ? Theme.warning : Theme.textDim
            font.pixelSize: Theme.fontSmall
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 8
            elide: Text.ElideRight
        }

        // Agendas: the cards revealed face up with their VP, the face-down count, and what the seat may do now.
        RowLayout {
            visible: root.agendas !== null
            Layout.fillWidth: true
            spacing: 4
            Text {
                objectName: "agendaLine"
                Layout.fillWidth: true
                text: {
                    if (root.agendas === null)
                        return "";
                    let parts = root.agendas.revealed.map(c => qsTr("%1 (%2 VP)").arg(c.title).arg(c.vp));
                    parts.push(qsTr("%n agenda(s) face down", "", root.agendas.faceDown));
                    return parts.join(" · ");
                }
                color: "#ffd98a"
                font.pixelSize: Theme.fontSmall
                wrapMode: root.compact ? Text.NoWrap : Text.WordWrap
                elide: Text.ElideRight
            }
            ToolButton {
                objectName: "agendaReveal"
                visible: root.agendas !== null && root.agendas.reveals.length > 0
                //: Turn an agenda card face up
                text: qsTr("Reveal")
                font.pixelSize: Theme.fontSmall
                font.bold: true
                implicitHeight: 24
                onClicked: root.agendaRevealRequested()
            }
            ToolButton {
                objectName: "agendaDiscard"
                visible: root.agendas !== null && root.agendas.discards.length > 0
                //: Discard a face-down agenda card
                text: {
                    if (root.agendas === null || !root.agendas.mustDiscard)
                        return qsTr("Discard");
                    //: After drawing agenda cards at Prophets of the Artifact: one is kept, the others discarded
                    return root.agendas.keepOneDiscards > 0 ? qsTr("Discard (keep one)") : qsTr("Discard (over the limit)");
                }
                font.pixelSize: Theme.fontSmall
                implicitHeight: 24
                onClicked: root.agendaDiscardRequested()
            }
            ToolButton {
                objectName: "agendaLook"
                visible: root.agendasKnown && root.agendas !== null && root.agendas.faceDown > 0
                //: Look at one's own secret agenda cards
                text: qsTr("Look")
                font.pixelSize: Theme.fontSmall
                implicitHeight: 24
                onClicked: root.agendaLookRequested()
            }
        }

        // Compact: the cards by name on one line (each chip's help is in the full card).
        Text {
            visible: root.compact && root.cards.length > 0
            Layout.fillWidth: true
            text: root.cards.map(c => c.name).join(" · ")
            color: "#cdbdf5"
            font.pixelSize: Theme.fontSmall
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 8
            elide: Text.ElideRight

            MouseArea {
                anchors.fill: parent
                hoverEnabled: true
                ToolTip.visible: containsMouse
                ToolTip.delay: 400
                ToolTip.text: root.cards.map(c => [c.name, c.use, c.discard, c.passive].filter(s => s !== "").join("\n")).join("\n\n")
            }
        }

        Flow {
            Layout.fillWidth: true
            spacing: 4
            visible: !root.compact && root.cards.length > 0

            Repeater {
                model: root.cards.length

                // qmllint disable unqualified
                delegate: Rectangle {
                    id: chip
                    required property int index
                    readonly property var modelData: root.cards[index]
                    // The ship kept on the card (Auto Pilot A.I.), drawn on the card beside its name.
                    readonly property var ship: chip.modelData.ship !== undefined ? chip.modelData.ship : null
                    implicitWidth: chipRow.implicitWidth + 10
                    implicitHeight: chipRow.implicitHeight + 4
                    radius: 4
                    color: "#2a1f4a"
                    border.color: "#6c4fa8"

                    Row {
                        id: chipRow
                        anchors.centerIn: parent
                        spacing: 4

                        Text {
                            id: chipText
                            anchors.verticalCenter: parent.verticalCenter
                            text: chip.modelData.name
                            color: "#e6dcff"
                            font.pixelSize: Theme.fontSmall
                        }
                        Rectangle {
                            objectName: "shipOnCard"
                            visible: chip.ship !== null
                            anchors.verticalCenter: parent.verticalCenter
                            width: shipNumber.implicitHeight + 2
                            height: width
                            radius: width / 2
                            color: chip.ship ? Theme.playerFill(chip.ship.color) : "transparent"
                            border.color: chip.ship ? Theme.playerDark(chip.ship.color) : "transparent"

                            Text {
                                id: shipNumber
                                anchors.centerIn: parent
                                text: chip.ship ? chip.ship.number : ""
                                color: chip.ship ? Theme.playerInk(chip.ship.color) : "transparent"
                                font.pixelSize: Theme.fontSmall
                                font.bold: true
                            }
                        }
                    }
                    MouseArea {
                        id: chipArea
                        anchors.fill: parent
                        hoverEnabled: true
                        ToolTip.visible: containsMouse
                        ToolTip.delay: 400
                        //: The ship kept on the Auto Pilot A.I., in the card's tooltip: "Ship 2 is on this card."
                        ToolTip.text: [chip.modelData.name, chip.ship ? qsTr("Ship %1 is on this card.").arg(chip.ship.number) : "",
                            chip.modelData.use, chip.modelData.discard, chip.modelData.passive].filter(s => s !== "").join("\n")
                    }
                }
                // qmllint enable unqualified
            }
        }
    }
}
