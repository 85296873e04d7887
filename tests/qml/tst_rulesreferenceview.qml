import QtQuick
import QtTest
import AFReferee

TestCase {
    id: testCase

    name: "RulesReferenceView"
    width: 1000
    height: 650
    visible: true
    when: windowShown

    Component {
        id: viewComponent

        RulesReferenceView {
            width: 1000
            height: 650
        }
    }

    function createView() {
        const view = createTemporaryObject(viewComponent, testCase);
        verify(view, "RulesReferenceView could not be created");
        return view;
    }

    function child(view, name) {
        const item = findChild(view, name);
        verify(item, "no child named " + name);
        return item;
    }

    function test_loadsWithEveryEntryAndShowsTheFirst() {
        const view = createView();
        const list = child(view, "entryList");
        verify(view.model.totalCount > 70, "entries: " + view.model.totalCount);
        compare(view.model.count, view.model.totalCount);
        compare(list.count, view.model.totalCount);
        compare(view.currentId, "aim");
        compare(child(view, "entryTitle").text, view.model.entry("aim").title);
        verify(child(view, "entryParagraphs").count > 1);
    }

    function test_searchFiltersTheList() {
        const view = createView();
        const list = child(view, "entryList");
        const total = view.model.totalCount;
        view.search = "lunar";
        verify(list.count > 0 && list.count < total, "matches: " + list.count);
        verify(view.model.indexOf("lunar-mine") >= 0);
        compare(view.model.indexOf("alien-city"), -1);
        view.search = "";
        compare(list.count, total);
    }

    function test_typingInTheSearchFieldFilters() {
        const view = createView();
        const field = child(view, "searchField");
        field.forceActiveFocus();
        keyClick(Qt.Key_R);
        keyClick(Qt.Key_E);
        keyClick(Qt.Key_L);
        keyClick(Qt.Key_I);
        keyClick(Qt.Key_C);
        compare(view.search, "relic");
        verify(view.model.indexOf("burroughs-desert") >= 0);
        compare(view.model.indexOf("solar-converter"), -1);
        keyClick(Qt.Key_Escape);
        compare(view.search, "");
        compare(view.model.count, view.model.totalCount);
    }

    function test_showEntrySelectsAndDisplaysIt_data() {
        return [
            { tag: "facility", id: "lunar-mine" },
            { tag: "ruling", id: "R-12" },
            { tag: "section", id: "turn" },
            { tag: "card", id: "mind-control-helmet" },
            { tag: "last", id: "expansions" },
        ];
    }

    function test_showEntrySelectsAndDisplaysIt(data) {
        const view = createView();
        const list = child(view, "entryList");
        verify(view.showEntry(data.id));
        compare(view.currentId, data.id);
        compare(list.currentIndex, view.model.indexOf(data.id));
        compare(child(view, "entryTitle").text, view.model.entry(data.id).title);
        compare(child(view, "entryParagraphs").count, view.model.entry(data.id).paragraphs.length);
        // The selected row is scrolled into sight.
        waitForRendering(list);
        const row = list.itemAtIndex(list.currentIndex);
        verify(row, "selected row not created");
        verify(row.y + row.height > list.contentY && row.y < list.contentY + list.height, "selected row not visible");
    }

    function test_showEntryKeepsASearchThatShowsIt() {
        const view = createView();
        view.search = "lunar";
        verify(view.showEntry("lunar-mine"));
        compare(view.search, "lunar");
        compare(view.currentId, "lunar-mine");
    }

    function test_showEntryClearsASearchThatHidesIt() {
        const view = createView();
        view.search = "lunar";
        verify(view.showEntry("alien-city"));
        compare(view.search, "");
        compare(view.currentId, "alien-city");
        compare(child(view, "entryList").currentIndex, view.model.indexOf("alien-city"));
    }

    function test_unknownIdIsRefusedAndNothingChanges() {
        const view = createView();
        verify(view.showEntry("shipyard"));
        verify(!view.showEntry("no-such-rule"));
        verify(!view.showEntry(""));
        compare(view.currentId, "shipyard");
    }

    function test_clickingARowOpensItsEntry() {
        const view = createView();
        const list = child(view, "entryList");
        waitForRendering(list);
        const row = list.itemAtIndex(2);
        verify(row);
        mouseClick(row);
        compare(view.currentId, view.model.idAt(2));
        compare(child(view, "entryTitle").text, view.model.entry(view.model.idAt(2)).title);
    }

    function test_followingARulingLinkAndGoingBack() {
        const view = createView();
        verify(view.showEntry("colonist-hub"));
        view.followLink("R-2");
        compare(view.currentId, "R-2");
        compare(view.history.length, 1);
        view.goBack();
        compare(view.currentId, "colonist-hub");
        compare(view.history.length, 0);
    }

    function test_rulingMentionsBecomeLinks() {
        const view = createView();
        compare(view.linkify("see R-12 and R-3."), "see <a href=\"R-12\">R-12</a> and <a href=\"R-3\">R-3</a>.");
        compare(view.linkify("no ruling here"), "no ruling here");
    }
}
