import QtQuick
import QtTest
import AFReferee

TestCase {
    id: testCase

    name: "Die"
    width: 200
    height: 200
    visible: true
    when: windowShown

    Component {
        id: dieComponent
        Die {}
    }

    function pips(die) {
        let n = 0;
        for (let i = 0; i < die.children.length; ++i) {
            const child = die.children[i];
            if (child.radius !== undefined && child.width < die.size / 3 && child.visible)
                ++n;
        }
        return n;
    }

    function test_showsAsManyPipsAsItsValue_data() {
        return [1, 2, 3, 4, 5, 6].map(v => ({
                    tag: "value " + v,
                    value: v
                }));
    }
    function test_showsAsManyPipsAsItsValue(data) {
        const die = createTemporaryObject(dieComponent, testCase, {
            value: data.value,
            size: 60
        });
        verify(die);
        compare(pips(die), data.value);
    }

    function test_blankDieShowsTheColoursShape() {
        const die = createTemporaryObject(dieComponent, testCase, {
            value: 0,
            colorId: "green"
        });
        compare(pips(die), 0);
        let glyphShown = false;
        for (let i = 0; i < die.children.length; ++i)
            if (die.children[i].text === Theme.glyph("green") && die.children[i].visible)
                glyphShown = true;
        verify(glyphShown, "a blank die shows its colour's shape");
    }

    function test_colourIsTheColoursFill() {
        const red = createTemporaryObject(dieComponent, testCase, { colorId: "red" });
        const blue = createTemporaryObject(dieComponent, testCase, { colorId: "blue" });
        verify(!Qt.colorEqual(red.color, blue.color));
        verify(Theme.glyph("red") !== Theme.glyph("blue"), "every colour has its own shape");
    }

    SignalSpy {
        id: clicks
        signalName: "clicked"
    }

    function test_clickIsReported() {
        const die = createTemporaryObject(dieComponent, testCase, { value: 3 });
        clicks.target = die;
        clicks.clear();
        mouseClick(die);
        compare(clicks.count, 1);
    }
}
