import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import AFReferee

// The rules reference: a search field, the entries grouped by category, and the chosen entry's text.
// The app opens an entry with showEntry(id), e.g. the rule id of a refusal ("lunar-mine", "R-12", "turn").
// Mentions of rulings in the text ("R-12") are links to their entries; Back returns along the links followed.
Rectangle {
    id: root

    // Id of the entry shown on the right.
    property string currentId: "aim"
    // The search text (every word must appear in an entry's title or text; case and accents are ignored).
    property alias search: searchField.text
    // The model, for callers that want titles or to check an id: hasEntry(id), indexOf(id), entry(id).
    readonly property alias model: rules
    // Entries left behind by following links, most recent last.
    property var history: []

    // Bumped when the language changes, so the texts shown are read again.
    property int languageTick: 0
    readonly property var current: {
        root.languageTick;
        return rules.entry(root.currentId);
    }

    // Shows the entry with this id; clears the search if it hides the entry. Returns false for an unknown id.
    function showEntry(id: string): bool {
        if (!rules.hasEntry(id))
            return false;
        if (rules.indexOf(id) < 0)
            searchField.text = "";
        root.currentId = id;
        root.syncList(ListView.Center);
        reader.contentY = 0;
        return true;
    }

    // Follows a link inside an entry: like showEntry, remembering where we came from.
    function followLink(id: string) {
        if (id === root.currentId || !rules.hasEntry(id))
            return;
        root.history = root.history.concat([root.currentId]);
        root.showEntry(id);
    }

    function goBack() {
        if (root.history.length === 0)
            return;
        const previous = root.history[root.history.length - 1];
        root.history = root.history.slice(0, root.history.length - 1);
        root.showEntry(previous);
    }

    function focusSearch() {
        searchField.forceActiveFocus();
        searchField.selectAll();
    }

    // Selects the current entry's row and scrolls the list to it (mode: ListView.Center or ListView.Contain).
    // (Not with itemAtIndex() to see whether it is in sight already: that crashes compiled QML on Qt 6.4.)
    function syncList(mode: int) {
        const row = rules.indexOf(root.currentId);
        list.currentIndex = row;
        if (row >= 0)
            list.positionViewAtIndex(row, mode);
    }

    // A row clicked in the list: it is in sight, so the list does not move.
    function openRow(row: int) {
        list.currentIndex = row;
        root.currentId = rules.idAt(row);
        reader.contentY = 0;
    }

    // Ruling ids become links (they are never translated); everything else is the entry's own text.
    function linkify(paragraph: string): string {
        return paragraph.replace(/\b([RX])-(\d{1,2})\b/g, "<a href=\"$1-$2\">$1-$2</a>");
    }

    color: Theme.background
    implicitWidth: 960
    implicitHeight: 640

    RulesReferenceModel {
        id: rules

        search: searchField.text
        onModelReset: root.syncList(ListView.Contain)
        onRetranslated: root.languageTick++
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing * 1.5
        spacing: Theme.spacing * 1.5

        // ------------------------------------------------------------------ search and list
        Rectangle {
            Layout.fillHeight: true
            Layout.preferredWidth: Math.max(240, Math.min(320, root.width * 0.3))
            color: Theme.panel
            radius: Theme.radius
            border.color: Theme.panelBorder

            ColumnLayout {
                anchors.fill: parent
                anchors.margins: Theme.spacing
                spacing: Theme.spacing

                TextField {
                    id: searchField

                    objectName: "searchField"
                    Layout.fillWidth: true
                    leftPadding: Theme.spacing
                    rightPadding: Theme.spacing
                    topPadding: 6
                    bottomPadding: 6
                    placeholderText: qsTr("Search the rules")
                    placeholderTextColor: Theme.textFaint
                    color: Theme.text
                    selectedTextColor: "#ffffff"
                    selectionColor: Theme.accent
                    font.pixelSize: Theme.fontNormal
                    selectByMouse: true
                    Accessible.name: qsTr("Search the rules")
                    background: Rectangle {
                        radius: Theme.radius - 2
                        color: Theme.background
                        border.color: searchField.activeFocus ? Theme.accent : Theme.panelBorder
                    }
                    Keys.onEscapePressed: searchField.text = ""
                    Keys.onDownPressed: {
                        list.forceActiveFocus();
                        if (list.count > 0 && list.currentIndex < 0) {
                            list.currentIndex = 0;
                            root.currentId = rules.idAt(0);
                        }
                    }
                    onAccepted: {
                        if (list.count > 0)
                            root.showEntry(rules.idAt(Math.max(0, list.currentIndex)));
                    }
                }

                Label {
                    Layout.fillWidth: true
                    visible: rules.search !== ""
                    //: How many rules entries match the search, e.g. "4 of 97 entries"
                    text: qsTr("%1 of %2 entries").arg(rules.count).arg(rules.totalCount)
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall
                }

                Item {
                    Layout.fillWidth: true
                    Layout.fillHeight: true

                    ListView {
                        id: list

                        objectName: "entryList"
                        anchors.fill: parent
                        clip: true
                        model: rules
                        currentIndex: -1
                        keyNavigationEnabled: true
                        boundsBehavior: Flickable.StopAtBounds
                        highlightMoveDuration: 0
                        Accessible.name: qsTr("Rules entries")
                        Accessible.role: Accessible.List

                        onCurrentIndexChanged: {
                            if (activeFocus && currentIndex >= 0)
                                root.currentId = rules.idAt(currentIndex);
                        }

                        section.property: "category"
                        section.criteria: ViewSection.FullString
                        section.delegate: Item {
                            id: heading

                            required property string section

                            width: ListView.view.width
                            height: headingText.implicitHeight + Theme.spacing * 1.5

                            Text {
                                id: headingText

                                anchors.left: parent.left
                                anchors.leftMargin: Theme.spacing
                                anchors.bottom: parent.bottom
                                anchors.bottomMargin: 4
                                text: heading.section.toUpperCase()
                                color: Theme.accent
                                font.pixelSize: Theme.fontSmall
                                font.bold: true
                                font.letterSpacing: 1
                            }
                        }

                        // Delegates read the view's ids (Qt 6.4 has no "pragma ComponentBehavior: Bound" to say so).
                        // qmllint disable unqualified
                        delegate: Rectangle {
                            id: row

                            required property int index
                            required property string title

                            // The model's "id" role cannot be a property name in QML.
                            readonly property string entryId: rules.idAt(row.index)
                            readonly property bool selected: row.entryId === root.currentId

                            width: ListView.view.width
                            height: rowText.implicitHeight + 12
                            radius: 4
                            color: row.selected ? Theme.panelRaised : rowArea.containsMouse ? "#151f3a" : "transparent"
                            border.color: row.selected ? Theme.accent : "transparent"

                            Text {
                                id: rowText

                                anchors.verticalCenter: parent.verticalCenter
                                anchors.left: parent.left
                                anchors.right: parent.right
                                anchors.leftMargin: Theme.spacing * 2
                                anchors.rightMargin: Theme.spacing
                                text: row.title
                                color: row.selected ? Theme.text : Theme.textDim
                                font.pixelSize: Theme.fontNormal
                                elide: Text.ElideRight
                            }

                            MouseArea {
                                id: rowArea

                                anchors.fill: parent
                                hoverEnabled: true
                                cursorShape: Qt.PointingHandCursor
                                onClicked: root.openRow(row.index)
                            }
                        }
                        // qmllint enable unqualified

                        ScrollBar.vertical: ScrollBar {}
                    }

                    Label {
                        anchors.centerIn: parent
                        width: parent.width - Theme.spacing * 2
                        visible: list.count === 0
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.Wrap
                        //: Shown in the rules reference when the search finds nothing; %1 is the search text
                        text: qsTr("No entry matches “%1”.").arg(rules.search)
                        color: Theme.textDim
                        font.pixelSize: Theme.fontNormal
                    }
                }
            }
        }

        // ------------------------------------------------------------------ the entry
        Rectangle {
            Layout.fillWidth: true
            Layout.fillHeight: true
            color: Theme.panel
            radius: Theme.radius
            border.color: Theme.panelBorder

            Flickable {
                id: reader

                anchors.fill: parent
                anchors.margins: Theme.spacing * 2
                clip: true
                contentWidth: width
                contentHeight: page.implicitHeight
                boundsBehavior: Flickable.StopAtBounds

                // Always shown when the text is longer than the pane, so that it is clear there is more.
                ScrollBar.vertical: ScrollBar {
                    policy: reader.contentHeight > reader.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                }

                Column {
                    id: page

                    // A comfortable line length for reading, centred when the pane is wide.
                    width: Math.min(reader.width - Theme.spacing * 2, 720)
                    x: Math.max(0, (reader.width - width) / 2 - Theme.spacing)
                    spacing: Theme.spacing * 1.5

                    RowLayout {
                        width: parent.width
                        spacing: Theme.spacing

                        Text {
                            Layout.fillWidth: true
                            text: (root.current.category || "").toUpperCase()
                            color: Theme.accent
                            font.pixelSize: Theme.fontSmall
                            font.bold: true
                            font.letterSpacing: 1
                        }
                        Button {
                            visible: root.history.length > 0
                            //: Returns to the rules entry shown before the link was followed
                            text: qsTr("Back")
                            flat: true
                            onClicked: root.goBack()
                        }
                    }

                    Text {
                        objectName: "entryTitle"
                        width: parent.width
                        text: root.current.title || ""
                        color: Theme.text
                        font.pixelSize: Theme.fontTitle
                        font.bold: true
                        wrapMode: Text.Wrap
                        Accessible.role: Accessible.Heading
                        Accessible.name: text
                    }

                    Repeater {
                        objectName: "entryParagraphs"
                        model: root.current.paragraphs || []

                        // qmllint disable unqualified

                        Text {
                            id: paragraph

                            required property string modelData

                            width: page.width
                            text: root.linkify(paragraph.modelData)
                            textFormat: Text.StyledText
                            wrapMode: Text.Wrap
                            color: Theme.text
                            linkColor: Theme.link
                            font.pixelSize: Theme.fontLarge - 1
                            lineHeight: 1.3
                            onLinkActivated: link => root.followLink(link)

                            HoverHandler {
                                enabled: paragraph.hoveredLink !== ""
                                cursorShape: Qt.PointingHandCursor
                            }
                        }
                        // qmllint enable unqualified
                    }
                }
            }
        }
    }
}
