<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>EndTurnDialog</name>
    <message numerus="yes">
        <source>%1 has %2 fuel and %3 ore: %n token(s) go back to the supply to keep 8. Which?</source>
        <translation>
            <numerusform>%1 has %2 fuel and %3 ore: %n token goes back to the supply to keep 8. Which?</numerusform>
            <numerusform>%1 has %2 fuel and %3 ore: %n tokens go back to the supply to keep 8. Which?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message numerus="yes">
        <source>Tied on points; alien tech cards decide (%n card(s)).</source>
        <translation>
            <numerusform>Tied on points; alien tech cards decide (%n card).</numerusform>
            <numerusform>Tied on points; alien tech cards decide (%n cards).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on points and cards; ore decides (%n ore).</source>
        <translation>
            <numerusform>Tied on points and cards; ore decides (%n ore).</numerusform>
            <numerusform>Tied on points and cards; ore decides (%n ore).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on points, cards and ore; fuel decides (%n fuel).</source>
        <translation>
            <numerusform>Tied on points, cards and ore; fuel decides (%n fuel).</numerusform>
            <numerusform>Tied on points, cards and ore; fuel decides (%n fuel).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message numerus="yes">
        <source>%n ship(s) back to the stock</source>
        <translation>
            <numerusform>%n ship back to the stock</numerusform>
            <numerusform>%n ships back to the stock</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOverView</name>
    <message numerus="yes">
        <source>%n alien tech card(s)</source>
        <translation>
            <numerusform>%n alien tech card</numerusform>
            <numerusform>%n alien tech cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ore</source>
        <translation>
            <numerusform>%n ore</numerusform>
            <numerusform>%n ore</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fuel</source>
        <translation>
            <numerusform>%n fuel</numerusform>
            <numerusform>%n fuel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message numerus="yes">
        <source>%n colony(ies)</source>
        <translation>
            <numerusform>%n colony</numerusform>
            <numerusform>%n colonies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n territory(ies)</source>
        <translation>
            <numerusform>%n territory</numerusform>
            <numerusform>%n territories</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n colony(ies) left</source>
        <translation>
            <numerusform>%n colony left</numerusform>
            <numerusform>%n colonies left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetupSteps</name>
    <message numerus="yes">
        <source>%1: %n port(s)</source>
        <translation>
            <numerusform>%1: %n port</numerusform>
            <numerusform>%1: %n ports</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fuel</source>
        <translation>
            <numerusform>%n fuel</numerusform>
            <numerusform>%n fuel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ore</source>
        <translation>
            <numerusform>%n ore</numerusform>
            <numerusform>%n ore</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message numerus="yes">
        <source>%1 · turn %2 · %n move(s) · saved %3</source>
        <translation>
            <numerusform>%1 · turn %2 · %n move · saved %3</numerusform>
            <numerusform>%1 · turn %2 · %n moves · saved %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message numerus="yes">
        <source>Turn up %n card(s) from the alien tech pile and enter them in order.</source>
        <translation>
            <numerusform>Turn up %n card from the alien tech pile and enter it.</numerusform>
            <numerusform>Turn up %n cards from the alien tech pile and enter them in order.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) to place. Select dice (click or type their values), then click a facility on the board.</source>
        <translation>
            <numerusform>%n ship to place. Select its die (click or type its value), then click a facility on the board.</numerusform>
            <numerusform>%n ships to place. Select dice (click or type their values), then click a facility on the board.</numerusform>
        </translation>
    </message>
</context>
</TS>
