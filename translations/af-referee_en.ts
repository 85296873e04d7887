<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AiPanel</name>
    <message numerus="yes">
        <source>Looking for a good turn for %1… %n move(s) found so far.</source>
        <translation>
            <numerusform>Looking for a good turn for %1… %n move found so far.</numerusform>
            <numerusform>Looking for a good turn for %1… %n moves found so far.</numerusform>
        </translation>
    </message>
</context>
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
    <name>GameLog</name>
    <message numerus="yes">
        <source>%n ship(s) back to the stock</source>
        <translation>
            <numerusform>%n ship back to the stock</numerusform>
            <numerusform>%n ships back to the stock</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n fuel from the %2.</source>
        <translation>
            <numerusform>%1 takes %n fuel from the %2.</numerusform>
            <numerusform>%1 takes %n fuel from the %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n ore from the %2.</source>
        <translation>
            <numerusform>%1 takes %n ore from the %2.</numerusform>
            <numerusform>%1 takes %n ore from the %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n agenda card(s).</source>
        <translation>
            <numerusform>%1 draws %n agenda card.</numerusform>
            <numerusform>%1 draws %n agenda cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 looks at the top %n card(s) of the draw pile.</source>
        <translation>
            <numerusform>%1 looks at the top card of the draw pile.</numerusform>
            <numerusform>%1 looks at the top %n cards of the draw pile.</numerusform>
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
    <name>Messages</name>
    <message numerus="yes">
        <source>The {0} takes %n ship(s) at a time.</source>
        <translation>
            <numerusform>The {0} takes %n ship at a time.</numerusform>
            <numerusform>The {0} takes %n ships at a time.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Terraforming Station may not leave you with fewer than %n ship(s) of your colour.</source>
        <translation>
            <numerusform>The Terraforming Station may not leave you with fewer than %n ship of your colour.</numerusform>
            <numerusform>The Terraforming Station may not leave you with fewer than %n ships of your colour.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A raid takes at most %n resource(s).</source>
        <translation>
            <numerusform>A raid takes at most %n resource.</numerusform>
            <numerusform>A raid takes at most %n resources.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your Colonist Hub track has only %n docking port(s).</source>
        <translation>
            <numerusform>Your Colonist Hub track has only %n docking port.</numerusform>
            <numerusform>Your Colonist Hub track has only %n docking ports.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) are not docked yet.</source>
        <translation>
            <numerusform>%n ship is not docked yet.</numerusform>
            <numerusform>%n ships are not docked yet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You must return exactly %n token(s) to keep 8.</source>
        <translation>
            <numerusform>You must return exactly %n token to keep 8.</numerusform>
            <numerusform>You must return exactly %n tokens to keep 8.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This needs %n unplaced ship(s).</source>
        <translation>
            <numerusform>This needs %n unplaced ship.</numerusform>
            <numerusform>This needs %n unplaced ships.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} would be left with fewer than %n ship(s).</source>
        <translation>
            <numerusform>{0} would be left with fewer than %n ship.</numerusform>
            <numerusform>{0} would be left with fewer than %n ships.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter %n dice value(s), not {1}.</source>
        <translation>
            <numerusform>Enter %n die value, not {1}.</numerusform>
            <numerusform>Enter %n dice values, not {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter %n card(s), not {1}.</source>
        <translation>
            <numerusform>Enter %n card, not {1}.</numerusform>
            <numerusform>Enter %n cards, not {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The draft needs %n board(s), not {1}.</source>
        <translation>
            <numerusform>The draft needs %n board, not {1}.</numerusform>
            <numerusform>The draft needs %n boards, not {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With 5 or 6 players each player may have at most %n ship(s) at the Colonist Hub.</source>
        <translation>
            <numerusform>With 5 or 6 players each player may have at most %n ship at the Colonist Hub.</numerusform>
            <numerusform>With 5 or 6 players each player may have at most %n ships at the Colonist Hub.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This power moves at most %n colony(ies).</source>
        <translation>
            <numerusform>This power moves at most %n colony.</numerusform>
            <numerusform>This power moves at most %n colonies.</numerusform>
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
    <message numerus="yes">
        <source>%n agenda(s)</source>
        <translation>
            <numerusform>%n agenda</numerusform>
            <numerusform>%n agendas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP from alien tech</source>
        <translation>
            <numerusform>%n VP from alien tech</numerusform>
            <numerusform>%n VP from alien tech</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n agenda(s) face down</source>
        <translation>
            <numerusform>%n agenda face down</numerusform>
            <numerusform>%n agendas face down</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
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
    <message numerus="yes">
        <source>Tied on points; revealed agenda cards decide (%n card(s)).</source>
        <translation>
            <numerusform>Tied on points; revealed agenda cards decide (%n card).</numerusform>
            <numerusform>Tied on points; revealed agenda cards decide (%n cards).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message numerus="yes">
        <source>Prophets of the Artifact: one of the cards just drawn is kept, the others go to the discard pile (%n still to discard).</source>
        <translation>
            <numerusform>Prophets of the Artifact: one of the cards just drawn is kept, the others go to the discard pile (%n still to discard).</numerusform>
            <numerusform>Prophets of the Artifact: one of the cards just drawn is kept, the others go to the discard pile (%n still to discard).</numerusform>
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
    <message numerus="yes">
        <source>The app shuffles the agenda cards of this game and deals %n to each player face down. Each player looks at their own cards alone, with the Look button on their player card.</source>
        <translation>
            <numerusform>The app shuffles the agenda cards of this game and deals %n to each player face down. Each player looks at their own cards alone, with the Look button on their player card.</numerusform>
            <numerusform>The app shuffles the agenda cards of this game and deals %n to each player face down. Each player looks at their own cards alone, with the Look button on their player card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the agenda cards of this game (the rules reference says which stay in the box) and deal %n face down to each player, then say so below the board.</source>
        <translation>
            <numerusform>Shuffle the agenda cards of this game (the rules reference says which stay in the box) and deal %n face down to each player, then say so below the board.</numerusform>
            <numerusform>Shuffle the agenda cards of this game (the rules reference says which stay in the box) and deal %n face down to each player, then say so below the board.</numerusform>
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
    <name>StatisticsPage</name>
    <message numerus="yes">
        <source>%1 · %2 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · %2 · %n turn</numerusform>
            <numerusform>%1 · %2 · %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) finished</source>
        <translation>
            <numerusform>%n game finished</numerusform>
            <numerusform>%n games finished</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) given up</source>
        <translation>
            <numerusform>%n game given up</numerusform>
            <numerusform>%n games given up</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Closest game (won by %n VP)</source>
        <translation>
            <numerusform>Closest game (won by %n VP)</numerusform>
            <numerusform>Closest game (won by %n VP)</numerusform>
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
    <message numerus="yes">
        <source>The faction draft: the app draws %n board(s) at random from the box; ask for them on the right.</source>
        <translation>
            <numerusform>The faction draft: the app draws %n board at random from the box; ask for it on the right.</numerusform>
            <numerusform>The faction draft: the app draws %n boards at random from the box; ask for them on the right.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The faction draft: take %n board(s) at random from the box and click them on the right.</source>
        <translation>
            <numerusform>The faction draft: take %n board at random from the box and click it on the right.</numerusform>
            <numerusform>The faction draft: take %n boards at random from the box and click them on the right.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The faction draft: %1 takes one of the %n boards on the right and passes the rest to the player seated before them.</source>
        <translation>
            <numerusform>The faction draft: %1 takes one of the %n board on the right and passes the rest to the player seated before them.</numerusform>
            <numerusform>The faction draft: %1 takes one of the %n boards on the right and passes the rest to the player seated before them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The app deals the agenda cards: %n face down to each player.</source>
        <translation>
            <numerusform>The app deals the agenda cards: %n face down to each player.</numerusform>
            <numerusform>The app deals the agenda cards: %n face down to each player.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal %n agenda cards face down to each player, then say so here.</source>
        <translation>
            <numerusform>Deal %n agenda card face down to each player, then say so here.</numerusform>
            <numerusform>Deal %n agenda cards face down to each player, then say so here.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n agenda card(s) instead of trading.</source>
        <translation>
            <numerusform>%1 draws %n agenda card instead of trading.</numerusform>
            <numerusform>%1 draws %n agenda cards instead of trading.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n agenda card(s).</source>
        <translation>
            <numerusform>%1 draws %n agenda card.</numerusform>
            <numerusform>%1 draws %n agenda cards.</numerusform>
        </translation>
    </message>
</context>
</TS>
