import QtQuick
import QtTest
import AFReferee

TestCase {
    id: testCase

    name: "DiceEntry"
    width: 900
    height: 200
    visible: true
    when: windowShown

    readonly property var threeShipsAndRelic: [{
            name: "red-1",
            number: 1,
            relic: false,
            color: "red"
        }, {
            name: "red-2",
            number: 2,
            relic: false,
            color: "red"
        }, {
            name: "red-3",
            number: 3,
            relic: false,
            color: "red"
        }, {
            name: "relic-ship",
            number: 0,
            relic: true,
            color: "red"
        }]

    Component {
        id: entryComponent
        DiceEntry {}
    }

    SignalSpy {
        id: submitted
        signalName: "submitted"
    }

    function makeEntry() {
        const entry = createTemporaryObject(entryComponent, testCase, {
            ships: testCase.threeShipsAndRelic
        });
        verify(entry);
        submitted.target = entry;
        submitted.clear();
        entry.forceActiveFocus();
        return entry;
    }

    function test_typedDiceFillTheShipsInOrderAndEnterConfirms() {
        const entry = makeEntry();
        keyClick(Qt.Key_3);
        keyClick(Qt.Key_4);
        keyClick(Qt.Key_6);
        compare(entry.values, [3, 4, 6]);
        keyClick(Qt.Key_Return);
        compare(submitted.count, 0, "incomplete: the Relic Ship's die is still missing");
        keyClick(Qt.Key_2);
        keyClick(Qt.Key_Return);
        compare(submitted.count, 1);
        compare(submitted.signalArguments[0][0], [3, 4, 6, 2]);
    }

    function test_onlyDieFacesCountAndExtraValuesAreIgnored() {
        const entry = makeEntry();
        keyClick(Qt.Key_7);
        keyClick(Qt.Key_0);
        keyClick(Qt.Key_A);
        compare(entry.values, []);
        for (const k of [Qt.Key_1, Qt.Key_2, Qt.Key_3, Qt.Key_4, Qt.Key_5])
            keyClick(k);
        compare(entry.values, [1, 2, 3, 4]);
    }

    function test_backspaceAndEscapeCorrect() {
        const entry = makeEntry();
        keyClick(Qt.Key_5);
        keyClick(Qt.Key_5);
        keyClick(Qt.Key_Backspace);
        compare(entry.values, [5]);
        keyClick(Qt.Key_Escape);
        compare(entry.values, []);
    }

    function test_clickingAFaceAddsIt() {
        const entry = makeEntry();
        // The faces are the six dice after the slots: find the face showing 6.
        const faces = [];
        const collect = item => {
            for (let i = 0; i < item.children.length; ++i) {
                const c = item.children[i];
                if (c.size === 36 && c.value !== undefined)
                    faces.push(c);
                collect(c);
            }
        };
        collect(entry);
        compare(faces.length, 6);
        mouseClick(faces[5]);
        compare(entry.values, [6]);
    }
}
