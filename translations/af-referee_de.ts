<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AgendaChoice</name>
    <message>
        <source>A face-down card (not named)</source>
        <translation>Eine verdeckte Karte (ohne Namen)</translation>
    </message>
    <message>
        <source>None of these: no more cards to reveal</source>
        <extracomment>At the end of the game, in table mode: the player's face-down agenda cards meet no end-game goal</extracomment>
        <translation>Keine davon: keine Karte mehr aufzudecken</translation>
    </message>
</context>
<context>
    <name>AgendaLook</name>
    <message>
        <source>Hand the screen to %1</source>
        <translation>Gib den Bildschirm an %1</translation>
    </message>
    <message>
        <source>%1's agenda cards</source>
        <translation>Agendakarten von %1</translation>
    </message>
    <message>
        <source>The cards are covered. Hand the screen back.</source>
        <translation>Die Karten sind verdeckt. Gib den Bildschirm zurück.</translation>
    </message>
    <message>
        <source>Only %1 should look: the secret agenda cards come next.</source>
        <translation>Nur %1 sollte hinsehen: Als Nächstes kommen die geheimen Agendakarten.</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>Ich bin %1: zeig meine Karten</translation>
    </message>
    <message>
        <source>Cover my cards</source>
        <translation>Meine Karten verdecken</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>AiPanel</name>
    <message>
        <source>The app is thinking for %1…</source>
        <translation>Die App denkt für %1 nach …</translation>
    </message>
    <message>
        <source>★ The app plays: %1</source>
        <translation>★ Die App spielt: %1</translation>
    </message>
    <message>
        <source>Done on the board: next</source>
        <translation>Auf dem Brett erledigt: weiter</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Shortcut: N</source>
        <translation>Tastenkürzel: N</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a good turn for %1… %n move(s) found so far.</source>
        <translation>
            <numerusform>Suche einen guten Zug für %1 … bisher %n Aktion gefunden.</numerusform>
            <numerusform>Suche einen guten Zug für %1 … bisher %n Aktionen gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>No hint here: the game waits for the dice or the cards, or it is over.</source>
        <translation>Hier gibt es keinen Tipp: Das Spiel wartet auf Würfel oder Karten, oder es ist vorbei.</translation>
    </message>
    <message>
        <source>Hint for %1 (the AI's choice; the board marks each move with ★ and its number):</source>
        <translation>Tipp für %1 (die Wahl der KI; das Brett markiert jede Aktion mit ★ und ihrer Nummer):</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>What it gains: %1</source>
        <translation>Was es bringt: %1</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
</context>
<context>
    <name>AutosaveBanner</name>
    <message>
        <source>This game is no longer being saved automatically.</source>
        <translation>Diese Partie wird nicht mehr automatisch gesichert.</translation>
    </message>
    <message>
        <source>Last saved to %1; the moves since then are not saved. Save again to keep them.</source>
        <translation>Zuletzt gespeichert unter %1; die Züge seitdem sind nicht gespeichert. Speichere erneut, um sie zu behalten.</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Keep it with “Save as…” in another folder. The autosave is tried again when play pauses, and every few moves.</source>
        <translation>Sichere sie mit „Speichern unter…“ in einem anderen Ordner. Die automatische Sicherung wird erneut versucht, sobald das Spiel ruht, und alle paar Züge.</translation>
    </message>
    <message>
        <source>Saved to %1. The autosave is tried again when play pauses, and every few moves.</source>
        <translation>Gespeichert unter %1. Die automatische Sicherung wird erneut versucht, sobald das Spiel ruht, und alle paar Züge.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Alien Frontiers board</source>
        <translation>Alien-Frontiers-Spielplan</translation>
    </message>
    <message>
        <source>Draw pile %1 · discards %2</source>
        <translation>Nachziehstapel %1 · Ablage %2</translation>
    </message>
    <message>
        <source>Field generators</source>
        <translation>Feldgeneratoren</translation>
    </message>
    <message>
        <source>off the board</source>
        <extracomment>Where a field generator is: "off the board" or the territory's name</extracomment>
        <translation>neben dem Spielplan</translation>
    </message>
    <message>
        <source>REV</source>
        <extracomment>Xeno Explorations' Remote Exploration Unit, a piece on the planet</extracomment>
        <translation>REV</translation>
    </message>
</context>
<context>
    <name>BotSeats</name>
    <message>
        <source>The app rolls %1's dice.</source>
        <translation>Die App würfelt für %1.</translation>
    </message>
    <message>
        <source>The app draws the faction boards.</source>
        <translation>Die App zieht die Fraktionstafeln.</translation>
    </message>
    <message>
        <source>The app turns up the cards.</source>
        <translation>Die App deckt die Karten auf.</translation>
    </message>
    <message>
        <source>Roll %1's dice at the table and enter them.</source>
        <translation>Würfelt am Tisch für %1 und gebt die Würfel ein.</translation>
    </message>
    <message>
        <source>Turn up the cards at the table and enter them.</source>
        <translation>Deckt die Karten am Tisch auf und gebt sie ein.</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A card to pick and how many are left to draw, e.g. "Booster Pod (2)"</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>ChoiceWizard</name>
    <message>
        <source>Relic Ship</source>
        <translation>Reliktschiff</translation>
    </message>
    <message>
        <source>%1's %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1's %2 at the %3</source>
        <extracomment>A docked ship: "Bob's 4 at the Lunar Mine"</extracomment>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>No legal move goes on from this choice.</source>
        <translation>Nach dieser Wahl ist keine regelkonforme Aktion möglich.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Continue without</source>
        <translation>Weiter ohne</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Click a territory on the planet, or choose below.</source>
        <translation>Klicke ein Gebiet auf dem Planeten an oder wähle unten aus.</translation>
    </message>
    <message>
        <source>Click a facility on the board, or choose below.</source>
        <translation>Klicke eine Station auf dem Spielplan an oder wähle unten aus.</translation>
    </message>
    <message>
        <source>Click a card on display, or choose below.</source>
        <translation>Klicke eine Karte in der Auslage an oder wähle unten aus.</translation>
    </message>
    <message>
        <source>Click a lit die in your fleet, or choose below.</source>
        <translation>Klicke einen hervorgehobenen Würfel in deiner Flotte an oder wähle unten aus.</translation>
    </message>
    <message>
        <source>Click a lit die on the board, or choose below.</source>
        <translation>Klicke einen hervorgehobenen Würfel auf dem Spielplan an oder wähle unten aus.</translation>
    </message>
    <message>
        <source>Click a lit die on the board or in your fleet, or choose below.</source>
        <translation>Klicke einen hervorgehobenen Würfel auf dem Spielplan oder in deiner Flotte an oder wähle unten aus.</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <source>Relic Ship</source>
        <extracomment>Label under a die to enter: the Relic Ship, or a ship's number</extracomment>
        <translation>Reliktschiff</translation>
    </message>
    <message>
        <source>ship %1</source>
        <translation>Schiff %1</translation>
    </message>
    <message>
        <source>Click a face or type 1–6:</source>
        <translation>Klicke eine Augenzahl an oder tippe 1–6:</translation>
    </message>
    <message>
        <source>Confirm the roll</source>
        <translation>Wurf bestätigen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Löschen</translation>
    </message>
</context>
<context>
    <name>Die</name>
    <message>
        <source>Die showing %1</source>
        <translation>Würfel zeigt %1</translation>
    </message>
    <message>
        <source>Die not rolled</source>
        <translation>Würfel nicht geworfen</translation>
    </message>
</context>
<context>
    <name>DraftPanel</name>
    <message>
        <source>The faction draft</source>
        <translation>Die Fraktionsauswahl</translation>
    </message>
    <message>
        <source>%1 boards are drawn at random from the box.</source>
        <translation>%1 Tableaus werden zufällig aus der Schachtel gezogen.</translation>
    </message>
    <message>
        <source>Draw %1 boards from the box and choose them here.</source>
        <translation>Zieht %1 Tableaus aus der Schachtel und wählt sie hier aus.</translation>
    </message>
    <message>
        <source>%1 picks a board. The last player picks first; the board left goes back to the box.</source>
        <translation>%1 wählt ein Tableau. Der letzte Spieler wählt zuerst; das übrige Tableau kommt zurück in die Schachtel.</translation>
    </message>
    <message>
        <source>Draw the boards for me</source>
        <translation>Tableaus für mich ziehen</translation>
    </message>
    <message>
        <source>These %1 boards were drawn</source>
        <translation>Diese %1 Tableaus wurden gezogen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1: a faction board, %2: the player who took it</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>EndTurnDialog</name>
    <message>
        <source>End the turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 fuel and %3 ore: %n token(s) go back to the supply to keep 8. Which?</source>
        <translation>
            <numerusform>%1 hat %2 Treibstoff und %3 Erz: %n Marker geht zurück in den Vorrat, damit 8 bleiben. Welcher?</numerusform>
            <numerusform>%1 hat %2 Treibstoff und %3 Erz: %n Marker gehen zurück in den Vorrat, damit 8 bleiben. Welche?</numerusform>
        </translation>
    </message>
    <message>
        <source>Return fuel</source>
        <translation>Treibstoff zurückgeben</translation>
    </message>
    <message>
        <source>and ore: %1</source>
        <translation>und Erz: %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
</context>
<context>
    <name>FactionsModel</name>
    <message>
        <source>Only %1 uses this ability, on their own turn.</source>
        <translation>Nur %1 nutzt diese Fähigkeit, im eigenen Zug.</translation>
    </message>
    <message>
        <source>No use of this ability is possible now.</source>
        <translation>Diese Fähigkeit kann jetzt nicht genutzt werden.</translation>
    </message>
    <message>
        <source>Docking fee: %1, paid to %2</source>
        <extracomment>%1: an amount such as "1 fuel"; %2: the board's owner</extracomment>
        <translation>Andockgebühr: %1, an %2</translation>
    </message>
    <message>
        <source>Owner ability</source>
        <extracomment>%1: an amount such as "2 fuel"</extracomment>
        <translation>Besitzerfähigkeit</translation>
    </message>
    <message>
        <source>Owner ability (%1)</source>
        <translation>Besitzerfähigkeit (%1)</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>The game could not be opened</source>
        <translation>Die Partie konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Game resumed where it was left.</source>
        <translation>Partie an der unterbrochenen Stelle fortgesetzt.</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>Die Partie konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
    <message>
        <source>alien-frontiers-%1.json</source>
        <translation>alien-frontiers-%1.json</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Partien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Partie öffnen</translation>
    </message>
</context>
<context>
    <name>GameHistory</name>
    <message>
        <source>The history of games in %1 could not be read (%2). It was kept as %3 and a new history was started.</source>
        <translation>Der Spielverlauf in %1 konnte nicht gelesen werden (%2). Er wurde als %3 aufbewahrt und ein neuer Verlauf begonnen.</translation>
    </message>
    <message>
        <source>The history of games cannot be used: %1</source>
        <translation>Der Spielverlauf kann nicht verwendet werden: %1</translation>
    </message>
    <message>
        <source>This game could not be stored in the history of games: %1</source>
        <translation>Diese Partie konnte nicht im Spielverlauf gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Export the history of games</source>
        <translation>Spielverlauf exportieren</translation>
    </message>
    <message>
        <source>games.csv</source>
        <translation>partien.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Game %1 is not in the history.</source>
        <translation>Partie %1 ist nicht im Verlauf.</translation>
    </message>
    <message>
        <source>Game %1 of the history cannot be read: %2</source>
        <translation>Partie %1 des Verlaufs kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>%1%2 %3</source>
        <extracomment>A change of a player's tokens, e.g. "+2 fuel" or "−1 ore"</extracomment>
        <translation>%1%2 %3</translation>
    </message>
    <message>
        <source>the Relic Ship's %1</source>
        <translation>%1 (Reliktschiff)</translation>
    </message>
    <message>
        <source>%1 gets the %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cards dealt: %1 on display; %2.</source>
        <translation>Karten ausgeteilt: %1 in der Auslage; %2.</translation>
    </message>
    <message>
        <source>%1 rolls %2.</source>
        <translation>%1 würfelt %2.</translation>
    </message>
    <message>
        <source>%1 rolls again: %2.</source>
        <translation>%1 würfelt erneut: %2.</translation>
    </message>
    <message>
        <source>Turned up for the display: %1.</source>
        <translation>Für die Auslage aufgedeckt: %1.</translation>
    </message>
    <message>
        <source>%1 docks %2 at the %3 and lands a colony on %4.</source>
        <translation>%3: %1 dockt %2 an und landet eine Kolonie im Gebiet %4.</translation>
    </message>
    <message>
        <source>%1 docks %2 at the %3.</source>
        <translation>%3: %1 dockt %2 an.</translation>
    </message>
    <message>
        <source>%1 cannot dock a %2 anywhere and puts it on the Maintenance Bay.</source>
        <translation>%1 kann eine %2 nirgends andocken und stellt sie in die Wartungsbucht.</translation>
    </message>
    <message>
        <source>%1 trades at the Orbital Market.</source>
        <translation>%1 handelt am Orbitalmarkt.</translation>
    </message>
    <message>
        <source>%1 cycles the alien tech cards on display.</source>
        <translation>%1 tauscht die Alien-Tech-Karten der Auslage aus.</translation>
    </message>
    <message>
        <source>%1 claims the %2.</source>
        <translation>%1 nimmt die Karte %2.</translation>
    </message>
    <message>
        <source>%1 launches a colony from the Colonist Hub to %2.</source>
        <translation>%1 startet eine Kolonie vom Kolonistenzentrum ins Gebiet %2.</translation>
    </message>
    <message>
        <source>%1 buys the Relic Ship.</source>
        <translation>%1 kauft das Reliktschiff.</translation>
    </message>
    <message>
        <source>%1 uses the %2: %3 moves to the %4.</source>
        <translation>%1 nutzt die Karte %2: %3 → %4.</translation>
    </message>
    <message>
        <source>%1 uses the %2.</source>
        <translation>%1 nutzt die Karte %2.</translation>
    </message>
    <message>
        <source>%1 discards the %2 for its power.</source>
        <translation>%1 wirft die Karte %2 für ihre Fähigkeit ab.</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation>%1 beendet den Zug.</translation>
    </message>
    <message>
        <source>a colony on %1</source>
        <translation>eine Kolonie im Gebiet %1</translation>
    </message>
    <message>
        <source>a colony leaves %1</source>
        <translation>eine Kolonie verlässt das Gebiet %1</translation>
    </message>
    <message>
        <source>gains the %1</source>
        <translation>erhält die Karte %1</translation>
    </message>
    <message>
        <source>loses the %1</source>
        <translation>verliert die Karte %1</translation>
    </message>
    <message>
        <source>a new ship</source>
        <translation>ein neues Schiff</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) back to the stock</source>
        <translation>
            <numerusform>%n Schiff zurück in die Schiffsreserve</numerusform>
            <numerusform>%n Schiffe zurück in die Schiffsreserve</numerusform>
        </translation>
    </message>
    <message>
        <source>Colonist Hub circle %1</source>
        <translation>Kolonistenzentrum: Kreis %1</translation>
    </message>
    <message>
        <source>now controls %1</source>
        <translation>kontrolliert jetzt das Gebiet %1</translation>
    </message>
    <message>
        <source>no longer controls %1</source>
        <translation>kontrolliert das Gebiet %1 nicht mehr</translation>
    </message>
    <message>
        <source>takes the Relic Ship</source>
        <translation>nimmt das Reliktschiff</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Effects of an action on one player: "Alice: +2 fuel, a colony on Lem Badlands"</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 goes to the Maintenance Bay</source>
        <translation>%1 kommt in die Wartungsbucht</translation>
    </message>
    <message>
        <source>%1 moves to the %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>the Relic Ship returns to Burroughs Desert</source>
        <translation>das Reliktschiff kehrt zur Burroughs-Wüste zurück</translation>
    </message>
    <message>
        <source>the %1 is taken off the board</source>
        <translation>das %1 wird vom Spielplan genommen</translation>
    </message>
    <message>
        <source>the %1 moves to %2</source>
        <translation>das %1 wandert ins Gebiet %2</translation>
    </message>
    <message>
        <source>a %1 becomes a %2</source>
        <translation>aus einer %1 wird eine %2</translation>
    </message>
    <message>
        <source>%1 — %2.</source>
        <extracomment>An action followed by what it changed, e.g. "Alice docks 4 at the Lunar Mine. — Alice: +1 ore."</extracomment>
        <translation>%1 — %2.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>Faction boards drawn for the draft: %1.</source>
        <translation>Für die Auswahl gezogene Fraktionstableaus: %1.</translation>
    </message>
    <message>
        <source>%1 takes the %2 board.</source>
        <translation>%1 nimmt das Tableau %2.</translation>
    </message>
    <message>
        <source>%1 uses the owner ability of the %2 board.</source>
        <translation>%1 nutzt die Besitzerfähigkeit des Tableaus %2.</translation>
    </message>
    <message>
        <source>Agenda cards dealt: two face down to each player.</source>
        <translation>Agendakarten ausgeteilt: je zwei verdeckt an jeden Spieler.</translation>
    </message>
    <message>
        <source>%1 reveals agenda #%2 at the end of the game.</source>
        <translation>%1 deckt am Spielende die Agenda Nr. %2 auf.</translation>
    </message>
    <message>
        <source>%1 reveals agenda #%2.</source>
        <translation>%1 deckt die Agenda Nr. %2 auf.</translation>
    </message>
    <message>
        <source>%1 draws agenda cards at the Orbital Market instead of trading.</source>
        <translation>%1 zieht am Orbitalmarkt Agendakarten, statt zu handeln.</translation>
    </message>
    <message>
        <source>%1 discards a face-down agenda card.</source>
        <translation>%1 wirft eine verdeckte Agendakarte ab.</translation>
    </message>
    <message>
        <source>%1 discards nothing more at the start of the turn.</source>
        <translation>%1 wirft zu Beginn des Zuges nichts mehr ab.</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n ore from the %2.</source>
        <translation>
            <numerusform>%1 nimmt %n Erz von %2.</numerusform>
            <numerusform>%1 nimmt %n Erz von %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n fuel from the %2.</source>
        <translation>
            <numerusform>%1 nimmt %n Treibstoff von %2.</numerusform>
            <numerusform>%1 nimmt %n Treibstoff von %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolls %2 for the Field Propagator.</source>
        <translation>%1 würfelt %2 für den Feldausbreiter.</translation>
    </message>
    <message>
        <source>the %1 straddles the border with %2</source>
        <translation>das %1 überspannt die Grenze zum Gebiet %2</translation>
    </message>
    <message>
        <source>the %1 stands wholly on %2</source>
        <translation>das %1 steht wieder ganz im Gebiet %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n agenda card(s).</source>
        <translation>
            <numerusform>%1 zieht %n Agendakarte.</numerusform>
            <numerusform>%1 zieht %n Agendakarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 looks at the top %n card(s) of the draw pile.</source>
        <translation>
            <numerusform>%1 sieht sich die oberste Karte des Nachziehstapels an.</numerusform>
            <numerusform>%1 sieht sich die obersten %n Karten des Nachziehstapels an.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 puts the cards back on the draw pile in an order of their choice.</source>
        <translation>%1 legt die Karten in einer Reihenfolge eigener Wahl auf den Nachziehstapel zurück.</translation>
    </message>
    <message>
        <source>%1 has no more agenda cards to reveal.</source>
        <translation>%1 hat keine Agendakarten mehr aufzudecken.</translation>
    </message>
</context>
<context>
    <name>GameOverView</name>
    <message>
        <source>Shared victory: %1</source>
        <translation>Geteilter Sieg: %1</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>colonies %1 · territories %2 · City %3 · Monument %4 · Positron %5</source>
        <translation>Kolonien %1 · Gebiete %2 · Stadt %3 · Monument %4 · Positron %5</translation>
    </message>
    <message numerus="yes">
        <source>%n alien tech card(s)</source>
        <translation>
            <numerusform>%n Alien-Tech-Karte</numerusform>
            <numerusform>%n Alien-Tech-Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ore</source>
        <translation>
            <numerusform>%n Erz</numerusform>
            <numerusform>%n Erz</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fuel</source>
        <translation>
            <numerusform>%n Treibstoff</numerusform>
            <numerusform>%n Treibstoff</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 SP</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Letzte Aktion zurücknehmen</translation>
    </message>
    <message>
        <source>Save the game…</source>
        <translation>Partie speichern…</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Spielplan ansehen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>agendas %1</source>
        <translation>Agenden %1</translation>
    </message>
    <message>
        <source>alien tech %1</source>
        <translation>Alien-Tech %1</translation>
    </message>
    <message>
        <source>Agenda cards may still be revealed: a player whose face-down card's end-game goal is met turns it face up for 1 VP before the ranking is final.</source>
        <translation>Agendakarten können noch aufgedeckt werden: Wessen verdeckte Karte ihr Spielende-Ziel erfüllt, deckt sie für 1 SP auf, bevor die Rangliste endgültig ist.</translation>
    </message>
    <message>
        <source>Reveal agenda cards</source>
        <translation>Agendakarten aufdecken</translation>
    </message>
    <message>
        <source>Game over: the ranking is not final yet</source>
        <translation>Spielende: Die Rangfolge steht noch nicht fest</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>This move could not be understood (%1).</source>
        <translation>Diese Aktion wurde nicht verstanden (%1).</translation>
    </message>
    <message>
        <source>Start or open a game first.</source>
        <translation>Starte oder öffne zuerst eine Partie.</translation>
    </message>
    <message>
        <source>Nothing needs to be rolled or drawn now.</source>
        <translation>Gerade muss nichts gewürfelt oder gezogen werden.</translation>
    </message>
    <message>
        <source>This game uses the table's dice and cards: enter what they show.</source>
        <translation>Diese Partie nutzt die Würfel und Karten am Tisch: Gib ein, was sie zeigen.</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <extracomment>%1 is the log entry of the move taken back</extracomment>
        <translation>Zurückgenommen: %1</translation>
    </message>
    <message>
        <source>Choose a colour for every player.</source>
        <translation>Wähle für jeden Spieler eine Farbe.</translation>
    </message>
    <message>
        <source>Unknown ruleset.</source>
        <translation>Unbekanntes Regelwerk.</translation>
    </message>
    <message>
        <source>The seed must be a whole number.</source>
        <translation>Der Seed muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>A game has 2 to 4 players.</source>
        <translation>Eine Partie hat 2 bis 4 Spieler.</translation>
    </message>
    <message>
        <source>Every player needs a colour of their own.</source>
        <translation>Jeder Spieler braucht eine eigene Farbe.</translation>
    </message>
    <message>
        <source>Move %1 of the game cannot be played: %2</source>
        <translation>Aktion %1 der Partie kann nicht ausgeführt werden: %2</translation>
    </message>
    <message>
        <source>The rules engine cannot play the %1 module yet: %2</source>
        <translation>Die Regel-Engine kann das Modul %1 noch nicht spielen: %2</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Dock any ships, one per port. Each ship gains fuel: half its value, rounded up.</source>
        <translation>Docke beliebige Schiffe an, eines pro Andockplatz. Jedes Schiff bringt Treibstoff: die Hälfte seines Werts, aufgerundet.</translation>
    </message>
    <message>
        <source>Dock ships one per port, each at least as high as the highest ship already there. Each ship gains 1 ore.</source>
        <translation>Docke Schiffe an, eines pro Andockplatz, jedes mindestens so hoch wie das höchste bereits dort angedockte Schiff. Jedes Schiff bringt 1 Erz.</translation>
    </message>
    <message>
        <source>Dock a pair of equal values. Then trade fuel for ore as often as you like this turn: the pair's value in fuel buys 1 ore.</source>
        <translation>Docke ein Paar gleicher Werte an. Dann tausche in diesem Zug beliebig oft Treibstoff gegen Erz: Treibstoff in Höhe des Paarwerts kauft 1 Erz.</translation>
    </message>
    <message>
        <source>Dock any ships. Each ship lets you cycle the three cards on display once; your ships here totalling 8 or more this turn claim one card.</source>
        <translation>Docke beliebige Schiffe an. Jedes Schiff erlaubt dir, die drei Karten der Auslage einmal auszutauschen; ergeben deine Schiffe hier in diesem Zug zusammen 8 oder mehr, nimmst du dir eine Karte.</translation>
    </message>
    <message>
        <source>Dock up to three ships on your track. The first places a colony on circle 1, each further ship moves it one circle on. From circle 7 launch it for 1 fuel and 1 ore.</source>
        <translation>Docke bis zu drei Schiffe auf deiner Leiste an. Das erste setzt eine Kolonie auf Kreis 1, jedes weitere rückt sie einen Kreis vor. Von Kreis 7 startest du sie für 1 Treibstoff und 1 Erz.</translation>
    </message>
    <message>
        <source>Dock three equal values and pay 3 ore to land a colony on a territory.</source>
        <translation>Docke drei gleiche Werte an und zahle 3 Erz, um eine Kolonie in einem Gebiet zu landen.</translation>
    </message>
    <message>
        <source>Dock a 6 and pay 1 fuel and 1 ore to land a colony on a territory. The ship is lost: it goes back to your stock at the start of your next turn.</source>
        <translation>Docke eine 6 an und zahle 1 Treibstoff und 1 Erz, um eine Kolonie in einem Gebiet zu landen. Das Schiff ist verloren: Es geht zu Beginn deines nächsten Zuges zurück in deine Schiffsreserve.</translation>
    </message>
    <message>
        <source>Dock a pair of equal values and pay fuel and ore to build a new ship. It waits on the Maintenance Bay until your next turn.</source>
        <translation>Docke ein Paar gleicher Werte an und zahle Treibstoff und Erz, um ein neues Schiff zu bauen. Es wartet bis zu deinem nächsten Zug in der Wartungsbucht.</translation>
    </message>
    <message>
        <source>Dock three consecutive values to take up to 4 resources from other players, or one alien tech card from one player.</source>
        <translation>Docke drei aufeinanderfolgende Werte an, um bis zu 4 Rohstoffe von anderen Spielern oder eine Alien-Tech-Karte von einem Spieler zu nehmen.</translation>
    </message>
    <message>
        <source>Ships that cannot dock anywhere rest here, and new ships wait here for the next turn.</source>
        <translation>Schiffe, die nirgends andocken können, ruhen hier, und neue Schiffe warten hier auf den nächsten Zug.</translation>
    </message>
    <message>
        <source>Bonus: docking two or more ships at the Colonist Hub in a turn moves your colony one extra circle.</source>
        <translation>Bonus: Dockst du in einem Zug zwei oder mehr Schiffe am Kolonistenzentrum an, rückt deine Kolonie einen Kreis zusätzlich vor.</translation>
    </message>
    <message>
        <source>Bonus: the Colony Constructor costs you 2 ore instead of 3.</source>
        <translation>Bonus: Der Koloniekonstruktor kostet dich 2 Erz statt 3.</translation>
    </message>
    <message>
        <source>Bonus: you may buy the Relic Ship, a colourless extra ship, for 1 fuel and 1 ore.</source>
        <translation>Bonus: Du darfst das Reliktschiff, ein farbloses Zusatzschiff, für 1 Treibstoff und 1 Erz kaufen.</translation>
    </message>
    <message>
        <source>Bonus: at the Orbital Market, 1 fuel buys 1 ore.</source>
        <translation>Bonus: Am Orbitalmarkt kauft 1 Treibstoff 1 Erz.</translation>
    </message>
    <message>
        <source>Bonus: the Shipyard costs you 1 fuel and 1 ore less.</source>
        <translation>Bonus: Die Werft kostet dich 1 Treibstoff und 1 Erz weniger.</translation>
    </message>
    <message>
        <source>Bonus: each ship docked at the Solar Converter gains 1 extra fuel.</source>
        <translation>Bonus: Jedes am Solarkonverter angedockte Schiff bringt 1 Treibstoff zusätzlich.</translation>
    </message>
    <message>
        <source>Bonus: each use of an alien tech fuel power costs 1 fuel less.</source>
        <translation>Bonus: Jeder Einsatz einer Treibstoff-Fähigkeit einer Alien-Tech-Karte kostet 1 Treibstoff weniger.</translation>
    </message>
    <message>
        <source>Bonus: your first ship docked at the Lunar Mine each turn may show any value.</source>
        <translation>Bonus: Dein erstes Schiff, das du in einem Zug an der Mondmine andockst, darf jeden Wert zeigen.</translation>
    </message>
    <message>
        <source>Cancels the bonus of the territory it is on.</source>
        <translation>Hebt den Bonus des Gebiets auf, in dem es liegt.</translation>
    </message>
    <message>
        <source>The player controlling its territory scores 1 extra point.</source>
        <translation>Wer sein Gebiet kontrolliert, erhält 1 zusätzlichen Punkt.</translation>
    </message>
    <message>
        <source>No colony may land on its territory or be moved away from it.</source>
        <translation>Keine Kolonie darf in seinem Gebiet landen oder von dort wegbewegt werden.</translation>
    </message>
    <message>
        <source>Worth 1 point while you hold it.</source>
        <translation>1 Punkt wert, solange du sie besitzt.</translation>
    </message>
    <message>
        <source>Pay 1 fuel: add 1 to an unplaced ship.</source>
        <translation>Zahle 1 Treibstoff: Erhöhe ein unplatziertes Schiff um 1.</translation>
    </message>
    <message>
        <source>Discard: take a field generator off the board.</source>
        <translation>Abwerfen: Nimm einen Feldgenerator vom Spielplan.</translation>
    </message>
    <message>
        <source>Pay 1 fuel per colony on a territory: use its bonus this turn.</source>
        <translation>Zahle 1 Treibstoff pro Kolonie in einem Gebiet: Nutze in diesem Zug seinen Bonus.</translation>
    </message>
    <message>
        <source>Discard: move the Positron Field to a territory.</source>
        <translation>Abwerfen: Versetze das Positronenfeld in ein Gebiet.</translation>
    </message>
    <message>
        <source>Pay 2 fuel: take 1 from one unplaced ship and add 1 to another.</source>
        <translation>Zahle 2 Treibstoff: Verringere ein unplatziertes Schiff um 1 und erhöhe ein anderes um 1.</translation>
    </message>
    <message>
        <source>Discard: move the Repulsor Field to a territory.</source>
        <translation>Abwerfen: Versetze das Repulsorfeld in ein Gebiet.</translation>
    </message>
    <message>
        <source>Raiders cannot take your resources; they may take only this card from you.</source>
        <translation>Piraten können dir keine Rohstoffe nehmen; sie dürfen dir nur diese Karte nehmen.</translation>
    </message>
    <message>
        <source>Pay 2 fuel: move one of your docked ships to another facility.</source>
        <translation>Zahle 2 Treibstoff: Versetze eines deiner angedockten Schiffe zu einer anderen Station.</translation>
    </message>
    <message>
        <source>Discard: move any colony to another territory.</source>
        <translation>Abwerfen: Versetze eine beliebige Kolonie in ein anderes Gebiet.</translation>
    </message>
    <message>
        <source>Pay 1 fuel per ship: send other players' ships at one facility to the Maintenance Bay.</source>
        <translation>Zahle 1 Treibstoff pro Schiff: Schicke die Schiffe anderer Spieler an einer Station in die Wartungsbucht.</translation>
    </message>
    <message>
        <source>Discard: send one docked ship of another player back to their stock.</source>
        <translation>Abwerfen: Schicke ein angedocktes Schiff eines anderen Spielers zurück in dessen Schiffsreserve.</translation>
    </message>
    <message>
        <source>Pay 1 fuel: turn an unplaced ship to its opposite face (1↔6, 2↔5, 3↔4).</source>
        <translation>Zahle 1 Treibstoff: Drehe ein unplatziertes Schiff auf die Gegenseite (1↔6, 2↔5, 3↔4).</translation>
    </message>
    <message>
        <source>Discard: swap two colonies of different players on two territories.</source>
        <translation>Abwerfen: Tausche zwei Kolonien verschiedener Spieler in zwei Gebieten.</translation>
    </message>
    <message>
        <source>After your roll: more odd dice gain 1 ore, more even dice gain 1 fuel; as many of each gain both, and the card is discarded.</source>
        <translation>Nach deinem Wurf: Mehr ungerade Würfel bringen 1 Erz, mehr gerade Würfel 1 Treibstoff; gleich viele bringen beides, und die Karte wird abgeworfen.</translation>
    </message>
    <message>
        <source>Pay 1 fuel: take 1 from an unplaced ship.</source>
        <translation>Zahle 1 Treibstoff: Verringere ein unplatziertes Schiff um 1.</translation>
    </message>
    <message>
        <source>Discard: move the Isolation Field to a territory.</source>
        <translation>Abwerfen: Versetze das Isolationsfeld in ein Gebiet.</translation>
    </message>
    <message>
        <source>Pay 1 fuel: roll any of your unplaced ships again.</source>
        <translation>Zahle 1 Treibstoff: Wirf beliebig viele deiner unplatzierten Schiffe erneut.</translation>
    </message>
    <message>
        <source>Discard: take a card of your choice from the discard pile.</source>
        <translation>Abwerfen: Nimm eine Karte deiner Wahl vom Ablagestapel.</translation>
    </message>
    <message>
        <source>Pay 3 fuel: move another player's docked ship to a facility, for your benefit.</source>
        <translation>Zahle 3 Treibstoff: Versetze ein angedocktes Schiff eines anderen Spielers zu einer Station, zu deinem Vorteil.</translation>
    </message>
    <message>
        <source>Discard at the start of your turn: the Relic Ship joins your fleet, rolled with it, for this turn.</source>
        <translation>Zu Beginn deines Zuges abwerfen: Das Reliktschiff kommt für diesen Zug in deine Flotte und wird mit ihr gewürfelt.</translation>
    </message>
    <message>
        <source>Worth a point more while you also hold the Alien City or the Alien Monument.</source>
        <translation>Einen Punkt mehr wert, solange du auch die Alien-Stadt oder das Alien-Monument besitzt.</translation>
    </message>
    <message>
        <source>Pay fuel: take a ship of any player from the Maintenance Bay, roll it and use it this turn.</source>
        <translation>Zahle Treibstoff: Nimm ein Schiff eines beliebigen Spielers aus der Wartungsbucht, würfle es und nutze es in diesem Zug.</translation>
    </message>
    <message>
        <source>Discard: every ship at one orbital facility goes to the Maintenance Bay.</source>
        <translation>Abwerfen: Alle Schiffe an einer Orbitalstation kommen in die Wartungsbucht.</translation>
    </message>
    <message>
        <source>Free: put an unplaced ship of yours on this card; while it is there you take fuel or ore at the start of every turn.</source>
        <translation>Kostenlos: Stelle eines deiner unplatzierten Schiffe auf diese Karte; solange es dort steht, nimmst du zu Beginn jedes Zuges Treibstoff oder Erz.</translation>
    </message>
    <message>
        <source>Discard: the ship on this card goes to the Maintenance Bay.</source>
        <translation>Abwerfen: Das Schiff auf dieser Karte kommt in die Wartungsbucht.</translation>
    </message>
    <message>
        <source>Discard at the start of your turn: your Terraforming Station ship goes to the Maintenance Bay, not to your stock.</source>
        <translation>Zu Beginn deines Zuges abwerfen: Dein Schiff von der Terraforming-Station kommt in die Wartungsbucht statt in deine Schiffsreserve.</translation>
    </message>
    <message>
        <source>Pay fuel: your unplaced ships of the same values take the places of other players' ships at one facility.</source>
        <translation>Zahle Treibstoff: Deine unplatzierten Schiffe mit gleichen Werten nehmen an einer Station die Plätze von Schiffen anderer Spieler ein.</translation>
    </message>
    <message>
        <source>Discard: the colonies of two territories change places.</source>
        <translation>Abwerfen: Die Kolonien zweier Gebiete tauschen die Plätze.</translation>
    </message>
    <message>
        <source>Free: roll one of your unplaced ships again.</source>
        <translation>Kostenlos: Würfle eines deiner unplatzierten Schiffe erneut.</translation>
    </message>
    <message>
        <source>Discard once all your ships are placed: take back one or two docked ships, roll them and dock them elsewhere.</source>
        <translation>Abwerfen, sobald alle deine Schiffe platziert sind: Nimm ein oder zwei angedockte Schiffe zurück, würfle sie und docke sie anderswo an.</translation>
    </message>
    <message>
        <source>Discard: put the Repulsor or the Positron Field on a territory where you have a colony.</source>
        <translation>Abwerfen: Setze das Repulsor- oder das Positronenfeld auf ein Gebiet, in dem du eine Kolonie hast.</translation>
    </message>
    <message>
        <source>Other players' cards cost them more fuel for each of your ships they affect.</source>
        <translation>Karten anderer Spieler kosten sie für jedes deiner Schiffe, das sie betreffen, mehr Treibstoff.</translation>
    </message>
    <message>
        <source>Pay fuel: gain ore.</source>
        <translation>Zahle Treibstoff: Erhalte Erz.</translation>
    </message>
    <message>
        <source>Discard: gain ore.</source>
        <translation>Abwerfen: Erhalte Erz.</translation>
    </message>
    <message>
        <source>Pay fuel: set one of your unplaced ships to any value; a fuel goes on this card, and when enough are on it the card is discarded.</source>
        <translation>Zahle Treibstoff: Setze eines deiner unplatzierten Schiffe auf einen beliebigen Wert; ein Treibstoff kommt auf diese Karte, und liegen genug darauf, wird sie abgeworfen.</translation>
    </message>
    <message>
        <source>Pay fuel: a field generator on a territory you control also covers a neighbouring territory.</source>
        <translation>Zahle Treibstoff: Ein Feldgenerator in einem Gebiet, das du kontrollierst, wirkt auch in einem Nachbargebiet.</translation>
    </message>
    <message>
        <source>Discard: every field generator moves to one territory where you have a colony.</source>
        <translation>Abwerfen: Alle Feldgeneratoren kommen in ein Gebiet, in dem du eine Kolonie hast.</translation>
    </message>
    <message>
        <source>Pay fuel and roll a die: it names a field generator, which you put on a territory where you have a colony.</source>
        <translation>Zahle Treibstoff und würfle: Der Würfel nennt einen Feldgenerator, den du in ein Gebiet mit einer deiner Kolonien setzt.</translation>
    </message>
    <message>
        <source>Discard: move one field generator to another territory.</source>
        <translation>Abwerfen: Versetze einen Feldgenerator in ein anderes Gebiet.</translation>
    </message>
    <message>
        <source>Pay fuel: add 1 to each of your unplaced ships (a 6 becomes a 1).</source>
        <translation>Zahle Treibstoff: Erhöhe jedes deiner unplatzierten Schiffe um 1 (aus 6 wird 1).</translation>
    </message>
    <message>
        <source>Discard: put a field generator that is off the planet on a territory where you have a colony.</source>
        <translation>Abwerfen: Setze einen Feldgenerator, der nicht auf dem Planeten ist, auf ein Gebiet, in dem du eine Kolonie hast.</translation>
    </message>
    <message>
        <source>Pay fuel: take a colony off its territory onto this card; its owner may pay to land it again on their turn.</source>
        <translation>Zahle Treibstoff: Nimm eine Kolonie aus ihrem Gebiet auf diese Karte; ihr Besitzer darf sie in seinem Zug gegen Bezahlung wieder landen.</translation>
    </message>
    <message>
        <source>Pay fuel before you roll: another player's docked ship joins your fleet for this turn.</source>
        <translation>Zahle Treibstoff vor deinem Wurf: Ein angedocktes Schiff eines anderen Spielers kommt für diesen Zug in deine Flotte.</translation>
    </message>
    <message>
        <source>Discard at the start of your turn: two other players' docked ships join your fleet for this turn.</source>
        <translation>Zu Beginn deines Zuges abwerfen: Zwei angedockte Schiffe anderer Spieler kommen für diesen Zug in deine Flotte.</translation>
    </message>
    <message>
        <source>Pay fuel before you roll: roll one ship, and all your other ships take its value.</source>
        <translation>Zahle Treibstoff vor deinem Wurf: Würfle ein Schiff; alle deine anderen Schiffe erhalten seinen Wert.</translation>
    </message>
    <message>
        <source>Discard: every docked ship on the board turns to 1.</source>
        <translation>Abwerfen: Jedes angedockte Schiff auf dem Spielplan wird auf 1 gedreht.</translation>
    </message>
    <message>
        <source>Pay fuel: move another player's colony from a territory where you have a colony to a neighbouring one.</source>
        <translation>Zahle Treibstoff: Versetze eine Kolonie eines anderen Spielers aus einem Gebiet, in dem du eine Kolonie hast, in ein Nachbargebiet.</translation>
    </message>
    <message>
        <source>Discard: the other players' colonies leave a territory where you have a colony, to neighbouring ones.</source>
        <translation>Abwerfen: Die Kolonien der anderen Spieler verlassen ein Gebiet, in dem du eine Kolonie hast, in Nachbargebiete.</translation>
    </message>
    <message>
        <source>Pay fuel when you dock at the Lunar Mine: gain more ore.</source>
        <translation>Zahle Treibstoff, wenn du an der Mondmine andockst: Erhalte mehr Erz.</translation>
    </message>
    <message>
        <source>Discard: every ship at the Lunar Mine goes to the Maintenance Bay.</source>
        <translation>Abwerfen: Alle Schiffe an der Mondmine kommen in die Wartungsbucht.</translation>
    </message>
    <message>
        <source>Put fuel on this card: until your next turn nobody can move or remove your colonies.</source>
        <translation>Lege Treibstoff auf diese Karte: Bis zu deinem nächsten Zug kann niemand deine Kolonien versetzen oder entfernen.</translation>
    </message>
    <message>
        <source>Discard: move up to two of your colonies to one territory.</source>
        <translation>Abwerfen: Versetze bis zu zwei deiner Kolonien in ein Gebiet.</translation>
    </message>
    <message>
        <source>Discard: reveal one of your face-down agenda cards and score its point without meeting its goal.</source>
        <translation>Abwerfen: Decke eine deiner verdeckten Agendakarten auf und erhalte ihren Punkt, ohne ihr Ziel zu erfüllen.</translation>
    </message>
    <message>
        <source>You may hold one more agenda card.</source>
        <translation>Du darfst eine Agendakarte mehr halten.</translation>
    </message>
    <message>
        <source>Pay ore: gain fuel, more with the Pohl Foothills bonus.</source>
        <translation>Zahle Erz: Erhalte Treibstoff, mehr mit dem Bonus des Pohl-Vorgebirges.</translation>
    </message>
    <message>
        <source>Discard: return an unplaced ship to your stock and gain fuel and ore.</source>
        <translation>Abwerfen: Stelle ein unplatziertes Schiff in deine Schiffsreserve zurück und erhalte Treibstoff und Erz.</translation>
    </message>
    <message>
        <source>Move some of your fuel and ore onto this card, out of the limit's and the raiders' reach.</source>
        <translation>Lege etwas von deinem Treibstoff und Erz auf diese Karte, außerhalb des Limits und der Reichweite von Piraten.</translation>
    </message>
    <message>
        <source>Discard: take everything on this card into your supply.</source>
        <translation>Abwerfen: Nimm alles von dieser Karte in deinen Vorrat.</translation>
    </message>
    <message>
        <source>Pay fuel before you roll: draw an agenda card face up; it scores if you meet its goal this turn.</source>
        <translation>Zahle Treibstoff vor deinem Wurf: Ziehe eine Agendakarte offen; sie zählt, wenn du ihr Ziel in diesem Zug erfüllst.</translation>
    </message>
    <message>
        <source>Use another card's fuel power a second time this turn, paying its cost again.</source>
        <translation>Nutze die Treibstoff-Fähigkeit einer anderen Karte in diesem Zug ein zweites Mal und zahle ihre Kosten erneut.</translation>
    </message>
    <message>
        <source>Discard: another player discards an alien tech card of your choice, without its power.</source>
        <translation>Abwerfen: Ein anderer Spieler wirft eine Alien-Tech-Karte deiner Wahl ab, ohne ihre Fähigkeit.</translation>
    </message>
    <message>
        <source>Pay fuel: use one more discard power this turn.</source>
        <translation>Zahle Treibstoff: Nutze in diesem Zug eine Abwurf-Fähigkeit mehr.</translation>
    </message>
    <message>
        <source>Discard: the three cards on display leave the game.</source>
        <translation>Abwerfen: Die drei Karten der Auslage verlassen das Spiel.</translation>
    </message>
    <message>
        <source>Before you roll, put fuel on this card: a roll with four or more ships of one value turns it into ore.</source>
        <translation>Lege vor deinem Wurf Treibstoff auf diese Karte: Ein Wurf mit vier oder mehr Schiffen gleichen Werts macht ihn zu Erz.</translation>
    </message>
    <message>
        <source>Pay fuel: cycle the cards on display.</source>
        <translation>Zahle Treibstoff: Tausche die Karten der Auslage aus.</translation>
    </message>
    <message>
        <source>Discard: cycle the display a few times for free, then claim a card on it.</source>
        <translation>Abwerfen: Tausche die Auslage einige Male kostenlos aus und nimm dann eine Karte daraus.</translation>
    </message>
    <message>
        <source>Discard: take a resource of your choice from each other player.</source>
        <translation>Abwerfen: Nimm von jedem anderen Spieler einen Rohstoff deiner Wahl.</translation>
    </message>
    <message>
        <source>What other players return above the limit comes to you.</source>
        <translation>Was andere Spieler über dem Limit zurückgeben, bekommst du.</translation>
    </message>
    <message>
        <source>Pay fuel: look at the top cards of the alien tech pile and put them back in any order.</source>
        <translation>Zahle Treibstoff: Sieh dir die obersten Karten des Alien-Tech-Stapels an und lege sie in beliebiger Reihenfolge zurück.</translation>
    </message>
    <message>
        <source>Discard: move one of your colonies to a territory with no colony.</source>
        <translation>Abwerfen: Versetze eine deiner Kolonien in ein Gebiet ohne Kolonie.</translation>
    </message>
    <message>
        <source>Discard: the colonies of one territory move to neighbouring territories; then this card leaves the game.</source>
        <translation>Abwerfen: Die Kolonien eines Gebiets ziehen in Nachbargebiete; dann verlässt diese Karte das Spiel.</translation>
    </message>
    <message>
        <source>With enough ships in play: return an unplaced ship to your stock and gain its Shipyard price.</source>
        <translation>Mit genug Schiffen im Spiel: Stelle ein unplatziertes Schiff in deine Schiffsreserve zurück und erhalte seinen Werftpreis.</translation>
    </message>
    <message>
        <source>Discard: the same with two unplaced ships.</source>
        <translation>Abwerfen: Dasselbe mit zwei unplatzierten Schiffen.</translation>
    </message>
    <message>
        <source>With a high pair at the Shipyard: pay fuel instead of the Shipyard price for the ship.</source>
        <translation>Mit einem hohen Paar an der Werft: Zahle Treibstoff statt des Werftpreises für das Schiff.</translation>
    </message>
    <message>
        <source>Discard: the ship you build is rolled and used at once.</source>
        <translation>Abwerfen: Das Schiff, das du baust, wird gewürfelt und sofort genutzt.</translation>
    </message>
    <message>
        <source>Free: gain fuel for each other player's ship at the Solar Converter.</source>
        <translation>Kostenlos: Erhalte Treibstoff für jedes Schiff eines anderen Spielers am Solarkonverter.</translation>
    </message>
    <message>
        <source>Discard: the other players return all their fuel to the supply.</source>
        <translation>Abwerfen: Die anderen Spieler geben ihren ganzen Treibstoff an den Vorrat zurück.</translation>
    </message>
    <message>
        <source>Pay fuel per ship: dock at a facility with no free port.</source>
        <translation>Zahle Treibstoff pro Schiff: Docke an einer Station ohne freien Platz an.</translation>
    </message>
    <message>
        <source>Discard: every ship at one facility goes to the Maintenance Bay.</source>
        <translation>Abwerfen: Alle Schiffe an einer Station kommen in die Wartungsbucht.</translation>
    </message>
    <message>
        <source>Pay fuel: take 1 from each of your unplaced ships (a 1 becomes a 6).</source>
        <translation>Zahle Treibstoff: Verringere jedes deiner unplatzierten Schiffe um 1 (aus 1 wird 6).</translation>
    </message>
    <message>
        <source>Discard: take a field generator off a territory where you have a colony.</source>
        <translation>Abwerfen: Nimm einen Feldgenerator von einem Gebiet, in dem du eine Kolonie hast.</translation>
    </message>
    <message>
        <source>Pay fuel: use the power of a card on display as if it were yours, paying its own cost too.</source>
        <translation>Zahle Treibstoff: Nutze die Fähigkeit einer Karte der Auslage, als wäre sie deine, und zahle auch ihre eigenen Kosten.</translation>
    </message>
    <message>
        <source>Discard: claim a card on display.</source>
        <translation>Abwerfen: Nimm eine Karte aus der Auslage.</translation>
    </message>
</context>
<context>
    <name>LegalMoves</name>
    <message>
        <source>Send ships to the Maintenance Bay one at a time.</source>
        <translation>Schicke Schiffe einzeln in die Wartungsbucht.</translation>
    </message>
    <message>
        <source>Only a ship that cannot dock anywhere goes to the Maintenance Bay.</source>
        <translation>Nur ein Schiff, das nirgends andocken kann, kommt in die Wartungsbucht.</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n Aktion</numerusform>
            <numerusform>%n Aktionen</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1 · %2</source>
        <extracomment>Log heading: "Turn 3 · Alice"</extracomment>
        <translation>Zug %1 · %2</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>AF Referee — %1</source>
        <translation>AF Referee — %1</translation>
    </message>
    <message>
        <source>AF Referee</source>
        <translation>AF Referee</translation>
    </message>
    <message>
        <source>Game ▾</source>
        <translation>Partie ▾</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neue Partie…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Correct the position…</source>
        <translation>Spielstand korrigieren…</translation>
    </message>
    <message>
        <source>Final ranking</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Regelübersicht</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Rückgängig</translation>
    </message>
    <message>
        <source>Undo: %1 (Ctrl+Z)</source>
        <translation>Rückgängig: %1 (Strg+Z)</translation>
    </message>
    <message>
        <source>↷ Redo</source>
        <translation>↷ Wiederholen</translation>
    </message>
    <message>
        <source>Redo: %1 (Ctrl+Shift+Z)</source>
        <translation>Wiederholen: %1 (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <source>Referee for Alien Frontiers</source>
        <translation>Schiedsrichter für Alien Frontiers</translation>
    </message>
    <message>
        <source>long game</source>
        <translation>lange Partie</translation>
    </message>
    <message>
        <source>app dice, seed %1</source>
        <translation>App-Würfel, Seed %1</translation>
    </message>
    <message>
        <source>table dice</source>
        <translation>Tischwürfel</translation>
    </message>
    <message>
        <source>not saved to a file</source>
        <translation>nicht in einer Datei gespeichert</translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <translation>%1 (geändert)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Rules reference (F2)</source>
        <translation>Regelübersicht (F2)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts (F1)</source>
        <translation>Tastenkürzel (F1)</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Neue Partie beginnen?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved to a file. The autosave keeps only the latest game, so save it first if you want to come back to it.</source>
        <translation>Die laufende Partie wurde nicht in einer Datei gespeichert. Die automatische Sicherung enthält nur die letzte Partie; speichere sie also zuerst, wenn du später zu ihr zurückkehren willst.</translation>
    </message>
    <message>
        <source>Close the rules reference</source>
        <translation>Regelübersicht schließen</translation>
    </message>
    <message>
        <source>Open another game?</source>
        <translation>Eine andere Partie öffnen?</translation>
    </message>
    <message>
        <source>Games played and statistics</source>
        <translation>Gespielte Partien und Statistik</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>That is not possible now: the game is waiting for {0}.</source>
        <translation>Das geht jetzt nicht: Die Partie wartet auf {0}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>This is not supported yet.</source>
        <translation>Das wird noch nicht unterstützt.</translation>
    </message>
    <message>
        <source>{0} is not one of your ships.</source>
        <translation>{0} ist keines deiner Schiffe.</translation>
    </message>
    <message>
        <source>{0} is not an unplaced ship of your fleet.</source>
        <translation>{0} ist kein unplatziertes Schiff deiner Flotte.</translation>
    </message>
    <message>
        <source>{0} is not docked at an orbital facility.</source>
        <translation>{0} ist an keiner Orbitalstation angedockt.</translation>
    </message>
    <message>
        <source>{0} is named twice.</source>
        <translation>{0} ist doppelt angegeben.</translation>
    </message>
    <message>
        <source>The {0} has no free docking port for these ships.</source>
        <translation>{0}: Kein freier Andockplatz für diese Schiffe.</translation>
    </message>
    <message>
        <source>The ships docked at the {0} must all show the same value.</source>
        <translation>{0}: Alle hier angedockten Schiffe müssen denselben Wert zeigen.</translation>
    </message>
    <message>
        <source>The Raiders' Outpost needs three ships with consecutive values.</source>
        <translation>Der Piratenposten braucht drei Schiffe mit aufeinanderfolgenden Werten.</translation>
    </message>
    <message>
        <source>Each ship docked at the {0} must be at least {1}; this one is {2}.</source>
        <translation>{0}: Jedes hier angedockte Schiff muss mindestens {1} zeigen; dieses zeigt {2}.</translation>
    </message>
    <message>
        <source>The {0} needs a ship showing {1}, not {2}.</source>
        <translation>{0}: Hier wird ein Schiff mit {1} gebraucht, nicht mit {2}.</translation>
    </message>
    <message>
        <source>This costs {0} fuel and you have {1}.</source>
        <translation>Das kostet {0} Treibstoff, und du hast {1}.</translation>
    </message>
    <message>
        <source>This costs {0} ore and you have {1}.</source>
        <translation>Das kostet {0} Erz, und du hast {1}.</translation>
    </message>
    <message>
        <source>You have no colony left to place.</source>
        <translation>Du hast keine Kolonie mehr übrig.</translation>
    </message>
    <message>
        <source>Choose the territory where the colony lands.</source>
        <translation>Wähle das Gebiet, in dem die Kolonie landet.</translation>
    </message>
    <message>
        <source>This action does not take that choice.</source>
        <translation>Diese Aktion lässt diese Wahl nicht zu.</translation>
    </message>
    <message>
        <source>The Repulsor Field on {0} stops colonies being added there or taken away.</source>
        <translation>Das Repulsorfeld im Gebiet {0} verhindert, dass dort Kolonien hinzukommen oder entfernt werden.</translation>
    </message>
    <message>
        <source>Your ship stock is empty: there is no ship to build.</source>
        <translation>Deine Schiffsreserve ist leer: Es gibt kein Schiff zu bauen.</translation>
    </message>
    <message>
        <source>The ships at the Raiders' Outpost total {0}: a new run must total more; yours totals {1}.</source>
        <translation>Die Schiffe am Piratenposten ergeben zusammen {0}: Eine neue Straße muss mehr ergeben; deine ergibt {1}.</translation>
    </message>
    <message>
        <source>Under these rules you cannot bump your own run at the Raiders' Outpost.</source>
        <translation>Nach diesen Regeln kannst du deine eigene Straße am Piratenposten nicht verdrängen.</translation>
    </message>
    <message>
        <source>You cannot raid yourself.</source>
        <translation>Du kannst dich nicht selbst überfallen.</translation>
    </message>
    <message>
        <source>{0} holds the Holographic Decoy: their resources cannot be raided.</source>
        <translation>{0} besitzt den Hologramm-Köder: Hier können keine Rohstoffe erbeutet werden.</translation>
    </message>
    <message>
        <source>{0} does not have that many resources.</source>
        <translation>{0} hat nicht so viele Rohstoffe.</translation>
    </message>
    <message>
        <source>{0} does not hold the {1}.</source>
        <translation>{0} besitzt die Karte {1} nicht.</translation>
    </message>
    <message>
        <source>{0} holds the Holographic Decoy: it is the only card you can take from them.</source>
        <translation>{0} besitzt den Hologramm-Köder: Er ist die einzige Karte, die du diesem Spieler nehmen kannst.</translation>
    </message>
    <message>
        <source>Only a raid at the Raiders' Outpost takes resources or cards.</source>
        <translation>Nur ein Überfall am Piratenposten erbeutet Rohstoffe oder Karten.</translation>
    </message>
    <message>
        <source>Your colony on circle 7 of the Colonist Hub must be launched before you dock there again.</source>
        <translation>Deine Kolonie auf Kreis 7 des Kolonistenzentrums muss gestartet werden, bevor du dort wieder andockst.</translation>
    </message>
    <message>
        <source>You have no colony on circle 7 of the Colonist Hub (yours is on circle {0}).</source>
        <translation>Du hast keine Kolonie auf Kreis 7 des Kolonistenzentrums (deine steht auf Kreis {0}).</translation>
    </message>
    <message>
        <source>You have no pair docked at the Orbital Market this turn.</source>
        <translation>Du hast in diesem Zug kein Paar am Orbitalmarkt angedockt.</translation>
    </message>
    <message>
        <source>Each ship docked at the Alien Artifact allows one cycle; you have none left.</source>
        <translation>Jedes am Alien-Artefakt angedockte Schiff erlaubt einen Austausch; du hast keinen mehr übrig.</translation>
    </message>
    <message>
        <source>Your ships docked at the Alien Artifact since the last claim total {0}; a claim needs {1}.</source>
        <translation>Deine seit der letzten genommenen Karte am Alien-Artefakt angedockten Schiffe ergeben {0}; für eine Karte braucht es {1}.</translation>
    </message>
    <message>
        <source>The {0} is not on display.</source>
        <translation>Die Karte {0} liegt nicht in der Auslage.</translation>
    </message>
    <message>
        <source>You already hold a {0}: nobody may hold two copies.</source>
        <translation>Du besitzt bereits die Karte {0}: Niemand darf zwei Exemplare besitzen.</translation>
    </message>
    <message>
        <source>{0} can still dock at the {1}: only a ship that cannot dock anywhere goes to the Maintenance Bay.</source>
        <translation>{0} kann noch andocken ({1}): Nur ein Schiff, das nirgends andocken kann, kommt in die Wartungsbucht.</translation>
    </message>
    <message>
        <source>You do not control {0}.</source>
        <translation>Du kontrollierst das Gebiet {0} nicht.</translation>
    </message>
    <message>
        <source>The Relic Ship is not on Burroughs Desert.</source>
        <translation>Das Reliktschiff steht nicht auf der Burroughs-Wüste.</translation>
    </message>
    <message>
        <source>The Isolation Field on {0} cancels its bonus.</source>
        <translation>Das Isolationsfeld im Gebiet {0} hebt dessen Bonus auf.</translation>
    </message>
    <message>
        <source>You do not hold a {0}.</source>
        <translation>Du besitzt die Karte {0} nicht.</translation>
    </message>
    <message>
        <source>The {0} has already been used this turn.</source>
        <translation>Die Karte {0} wurde in diesem Zug schon genutzt.</translation>
    </message>
    <message>
        <source>Only one discard power may be used each turn.</source>
        <translation>Pro Zug darf nur eine Abwurf-Fähigkeit genutzt werden.</translation>
    </message>
    <message>
        <source>The {0} was used this turn, so it cannot be discarded.</source>
        <translation>Die Karte {0} wurde in diesem Zug genutzt und kann daher nicht abgeworfen werden.</translation>
    </message>
    <message>
        <source>The {0} has no power to pay for.</source>
        <translation>Die Karte {0} hat keine Fähigkeit, für die man zahlt.</translation>
    </message>
    <message>
        <source>The {0} has no discard power.</source>
        <translation>Die Karte {0} hat keine Abwurf-Fähigkeit.</translation>
    </message>
    <message>
        <source>A ship's value stays between 1 and 6 (this would make {0}).</source>
        <translation>Der Wert eines Schiffs bleibt zwischen 1 und 6 (hier wäre er {0}).</translation>
    </message>
    <message>
        <source>Choose two different ships.</source>
        <translation>Wähle zwei verschiedene Schiffe.</translation>
    </message>
    <message>
        <source>The {0} is not on the board.</source>
        <translation>Das {0} ist nicht auf dem Spielplan.</translation>
    </message>
    <message>
        <source>It is already on {0}: choose another territory.</source>
        <translation>Es liegt bereits im Gebiet {0}: Wähle ein anderes Gebiet.</translation>
    </message>
    <message>
        <source>{0} has no colony on {1}.</source>
        <translation>{0} hat keine Kolonie im Gebiet {1}.</translation>
    </message>
    <message>
        <source>{0} has no colonies.</source>
        <translation>{0} hat keine Kolonien.</translation>
    </message>
    <message>
        <source>The Data Crystal cannot borrow the Burroughs Desert bonus.</source>
        <translation>Mit dem Datenkristall kann der Bonus der Burroughs-Wüste nicht geliehen werden.</translation>
    </message>
    <message>
        <source>Ships on the Maintenance Bay cannot be moved by alien tech.</source>
        <translation>Schiffe in der Wartungsbucht können nicht durch Alien-Tech bewegt werden.</translation>
    </message>
    <message>
        <source>A ship on the Terraforming Station cannot be moved to another facility.</source>
        <translation>Ein Schiff auf der Terraforming-Station kann nicht zu einer anderen Station versetzt werden.</translation>
    </message>
    <message>
        <source>The ship must move to a different facility than the {0}.</source>
        <translation>Das Schiff muss die Station wechseln: {0} scheidet aus.</translation>
    </message>
    <message>
        <source>The ship cannot be moved onto the {0}.</source>
        <translation>Das Schiff kann nicht zu dieser Station versetzt werden: {0}.</translation>
    </message>
    <message>
        <source>{0} is yours: this power only targets other players' ships.</source>
        <translation>{0} gehört dir: Diese Fähigkeit betrifft nur Schiffe anderer Spieler.</translation>
    </message>
    <message>
        <source>There is nothing to take.</source>
        <translation>Es gibt nichts zu nehmen.</translation>
    </message>
    <message>
        <source>There is no {0} in the discard pile.</source>
        <translation>Die Karte {0} liegt nicht auf dem Ablagestapel.</translation>
    </message>
    <message>
        <source>Choose colonies of two different players.</source>
        <translation>Wähle Kolonien zweier verschiedener Spieler.</translation>
    </message>
    <message>
        <source>A die shows 1 to 6, not {0}.</source>
        <translation>Ein Würfel zeigt 1 bis 6, nicht {0}.</translation>
    </message>
    <message>
        <source>No {0} is left to turn up.</source>
        <translation>Es ist keine Karte {0} mehr zum Aufdecken übrig.</translation>
    </message>
    <message>
        <source>That is not an orbital facility you can dock at.</source>
        <translation>Das ist keine Orbitalstation, an der du andocken kannst.</translation>
    </message>
    <message>
        <source>The supply has no {0} left.</source>
        <translation>Im Vorrat ist kein {0} mehr.</translation>
    </message>
    <message>
        <source>player %1</source>
        <extracomment>A player named by seat number when no name is known</extracomment>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>the Relic Ship</source>
        <translation>das Reliktschiff</translation>
    </message>
    <message>
        <source>%1's ship %2</source>
        <extracomment>%1 is a player's name, %2 the number of the ship (1 to 6)</extracomment>
        <translation>Schiff %2 von %1</translation>
    </message>
    <message>
        <source>%1 (showing %2)</source>
        <extracomment>A ship and the value its die shows, e.g. "Alice's ship 2 (showing 5)"</extracomment>
        <translation>%1 (zeigt %2)</translation>
    </message>
    <message>
        <source>That ship is not in this game.</source>
        <translation>Dieses Schiff ist nicht in dieser Partie.</translation>
    </message>
    <message numerus="yes">
        <source>The {0} takes %n ship(s) at a time.</source>
        <translation>
            <numerusform>{0}: Hier dockt immer genau %n Schiff gleichzeitig an.</numerusform>
            <numerusform>{0}: Hier docken immer genau %n Schiffe gleichzeitig an.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Terraforming Station may not leave you with fewer than %n ship(s) of your colour.</source>
        <translation>
            <numerusform>Die Terraforming-Station darf dir nicht weniger als %n Schiff deiner Farbe lassen.</numerusform>
            <numerusform>Die Terraforming-Station darf dir nicht weniger als %n Schiffe deiner Farbe lassen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A raid takes at most %n resource(s).</source>
        <translation>
            <numerusform>Ein Überfall erbeutet höchstens %n Rohstoff.</numerusform>
            <numerusform>Ein Überfall erbeutet höchstens %n Rohstoffe.</numerusform>
        </translation>
    </message>
    <message>
        <source>That player is not in this game.</source>
        <translation>Dieser Spieler ist nicht in dieser Partie.</translation>
    </message>
    <message numerus="yes">
        <source>Your Colonist Hub track has only %n docking port(s).</source>
        <translation>
            <numerusform>Deine Leiste im Kolonistenzentrum hat nur %n Andockplatz.</numerusform>
            <numerusform>Deine Leiste im Kolonistenzentrum hat nur %n Andockplätze.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) are not docked yet.</source>
        <translation>
            <numerusform>%n Schiff ist noch nicht angedockt.</numerusform>
            <numerusform>%n Schiffe sind noch nicht angedockt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You must return exactly %n token(s) to keep 8.</source>
        <translation>
            <numerusform>Du musst genau %n Marker zurückgeben, damit 8 bleiben.</numerusform>
            <numerusform>Du musst genau %n Marker zurückgeben, damit 8 bleiben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This needs %n unplaced ship(s).</source>
        <translation>
            <numerusform>Dafür braucht es %n unplatziertes Schiff.</numerusform>
            <numerusform>Dafür braucht es %n unplatzierte Schiffe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} would be left with fewer than %n ship(s).</source>
        <translation>
            <numerusform>{0} hätte dann weniger als %n Schiff.</numerusform>
            <numerusform>{0} hätte dann weniger als %n Schiffe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter %n dice value(s), not {1}.</source>
        <translation>
            <numerusform>Gib %n Würfelwert ein, nicht {1}.</numerusform>
            <numerusform>Gib %n Würfelwerte ein, nicht {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter %n card(s), not {1}.</source>
        <translation>
            <numerusform>Gib %n Karte ein, nicht {1}.</numerusform>
            <numerusform>Gib %n Karten ein, nicht {1}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Plasma Cannon fires at one facility per use: {0} is docked at the {1}, not the {2}.</source>
        <translation>Die Plasmakanone feuert pro Einsatz auf nur eine Station ({2}): {0} ist an einer anderen angedockt ({1}).</translation>
    </message>
    <message>
        <source>Nobody has the {0} board in this game.</source>
        <translation>Niemand hat in diesem Spiel das Fraktionstableau {0}.</translation>
    </message>
    <message>
        <source>The {0} board is not in the draft pool of this game.</source>
        <translation>Das Tableau {0} ist in diesem Spiel nicht im Auswahlstapel.</translation>
    </message>
    <message>
        <source>The {0} board is drawn twice.</source>
        <translation>Das Tableau {0} wurde zweimal gezogen.</translation>
    </message>
    <message>
        <source>The {0} board is not among the boards still offered.</source>
        <translation>Das Tableau {0} ist nicht mehr unter den angebotenen Tableaus.</translation>
    </message>
    <message>
        <source>You have no faction board.</source>
        <translation>Du hast kein Fraktionstableau.</translation>
    </message>
    <message>
        <source>The {0} has no owner ability to use: it works by itself.</source>
        <translation>{0} hat keine Besitzerfähigkeit zum Einsetzen: sie wirkt von selbst.</translation>
    </message>
    <message>
        <source>You have already used the owner ability of the {0} this turn.</source>
        <translation>Du hast die Besitzerfähigkeit von {0} in diesem Zug schon eingesetzt.</translation>
    </message>
    <message>
        <source>{0} must have no colony on it.</source>
        <translation>Auf {0} darf keine Kolonie stehen.</translation>
    </message>
    <message>
        <source>{1} does not border {0}.</source>
        <translation>{1} grenzt nicht an {0}.</translation>
    </message>
    <message>
        <source>{0} is not contested: it needs two or more colonies and no controller.</source>
        <translation>{0} ist nicht umkämpft: Dort müssen zwei oder mehr Kolonien stehen, und niemand darf das Gebiet kontrollieren.</translation>
    </message>
    <message>
        <source>You have no ship docked at the Terraforming Station this turn.</source>
        <translation>Du hast in diesem Zug kein Schiff an der Terraforming-Station angedockt.</translation>
    </message>
    <message>
        <source>Another unplaced ship of yours already shows {0}.</source>
        <translation>Ein anderes deiner noch nicht platzierten Schiffe zeigt bereits {0}.</translation>
    </message>
    <message>
        <source>The fleet roll did not show all different values.</source>
        <translation>Der Flottenwurf zeigte nicht lauter verschiedene Werte.</translation>
    </message>
    <message>
        <source>This can only be done right after the roll, before anything else.</source>
        <translation>Das geht nur direkt nach dem Wurf, vor allem anderen.</translation>
    </message>
    <message>
        <source>Your colony waits on the Colonist Hub, circle {0}: launch it first.</source>
        <translation>Deine Kolonie wartet auf Feld {0} des Kolonistenzentrums: Starte sie zuerst.</translation>
    </message>
    <message>
        <source>The {0} is already on the planet.</source>
        <translation>Das {0} ist bereits auf dem Planeten.</translation>
    </message>
    <message>
        <source>Docking here needs a legal run docked at the Raiders' Outpost in the same action.</source>
        <translation>Hier andocken geht nur zusammen mit einer gültigen Reihe am Piratenposten in derselben Aktion.</translation>
    </message>
    <message>
        <source>Ships docked as a pair at the Shipyard must show the same value.</source>
        <translation>Schiffe, die als Paar an der Werft andocken, müssen denselben Wert zeigen.</translation>
    </message>
    <message>
        <source>You have no alien tech card to give.</source>
        <translation>Du hast keine Alien-Tech-Karte zum Abgeben.</translation>
    </message>
    <message>
        <source>The {0} needs a choice that is missing or does not fit.</source>
        <translation>{0} braucht eine Wahl, die fehlt oder nicht passt.</translation>
    </message>
    <message numerus="yes">
        <source>The draft needs %n board(s), not {1}.</source>
        <translation>
            <numerusform>Für die Auswahl wird %n Tableau gebraucht, nicht {1}.</numerusform>
            <numerusform>Für die Auswahl werden %n Tableaus gebraucht, nicht {1}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose at least one ship.</source>
        <translation>Wähle mindestens ein Schiff.</translation>
    </message>
    <message>
        <source>{0} is not a ship of your colour: this power takes only those.</source>
        <translation>{0} ist kein Schiff deiner Farbe: diese Fähigkeit nimmt nur solche.</translation>
    </message>
    <message>
        <source>No ship of yours has docked at the Lunar Mine this turn.</source>
        <translation>Keines deiner Schiffe hat in diesem Zug an der Mondmine angedockt.</translation>
    </message>
    <message>
        <source>This power cannot place or move the {0}.</source>
        <translation>Diese Fähigkeit kann das {0} nicht setzen oder versetzen.</translation>
    </message>
    <message>
        <source>This needs 5 or 6 ships of your colour in play; you have {0}.</source>
        <translation>Dafür brauchst du 5 oder 6 Schiffe deiner Farbe im Spiel; du hast {0}.</translation>
    </message>
    <message>
        <source>The {0} has not been used this turn: there is nothing to repeat.</source>
        <translation>Die Karte {0} wurde in diesem Zug nicht genutzt: es gibt nichts zu wiederholen.</translation>
    </message>
    <message>
        <source>The {0} has no fuel cost to pay again.</source>
        <translation>Die Karte {0} hat keine Treibstoffkosten, die erneut zu zahlen wären.</translation>
    </message>
    <message>
        <source>Choose another player: this power does not target you.</source>
        <translation>Wähle einen anderen Spieler: diese Fähigkeit richtet sich nicht gegen dich.</translation>
    </message>
    <message>
        <source>The Brethren Ship must be docked at a facility other than the Maintenance Bay and the Lunar Mine.</source>
        <translation>Das Brethren-Schiff muss an einer anderen Station als der Wartungsbucht und der Mondmine angedockt sein.</translation>
    </message>
    <message>
        <source>The Brethren Ship hijacks only while it shows its raider face and is not placed yet.</source>
        <translation>Das Brethren-Schiff kapert nur, solange es seine Piratenseite zeigt und noch nicht platziert ist.</translation>
    </message>
    <message>
        <source>{0} is on the Terraforming Station: it cannot be hijacked.</source>
        <translation>{0} liegt an der Terraforming-Station: Es kann nicht gekapert werden.</translation>
    </message>
    <message>
        <source>The Brethren Ship cannot hijack itself.</source>
        <translation>Das Brethren-Schiff kann sich nicht selbst kapern.</translation>
    </message>
    <message>
        <source>{0} was hijacked: it cannot dock at the Terraforming Station.</source>
        <translation>{0} wurde gekapert: Es kann nicht an der Terraforming-Station andocken.</translation>
    </message>
    <message>
        <source>Moving the Brethren Ship with an alien tech card is not supported yet.</source>
        <translation>Das Brethren-Schiff mit einer Alien-Tech-Karte zu bewegen, wird noch nicht unterstützt.</translation>
    </message>
    <message>
        <source>the Brethren Ship</source>
        <extracomment>The Brethren of the Stars' die (Factions expansion)</extracomment>
        <translation>das Brethren-Schiff</translation>
    </message>
    <message>
        <source>This game uses expansion modules (%1), which the app cannot play yet. The command-line referee af-referee-cli replays and checks it.</source>
        <extracomment>%1: expansion module ids as written in files (factions, agendas, ...), never translated</extracomment>
        <translation>Diese Partie verwendet Erweiterungsmodule (%1), die die App noch nicht spielen kann. Der Kommandozeilen-Schiedsrichter af-referee-cli spielt sie nach und prüft sie.</translation>
    </message>
    <message numerus="yes">
        <source>With 5 or 6 players each player may have at most %n ship(s) at the Colonist Hub.</source>
        <translation>
            <numerusform>Mit 5 oder 6 Spielern darf jeder Spieler höchstens %n Schiff im Kolonistenzentrum haben.</numerusform>
            <numerusform>Mit 5 oder 6 Spielern darf jeder Spieler höchstens %n Schiffe im Kolonistenzentrum haben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every track of the Colonist Hub has a colony on circle {0}: dock a different number of ships so that your colony ends on a free circle.</source>
        <translation>Auf jeder Leiste des Kolonistenzentrums steht eine Kolonie auf Kreis {0}: Docke eine andere Anzahl Schiffe an, damit deine Kolonie auf einem freien Kreis endet.</translation>
    </message>
    <message>
        <source>Take exactly one fuel or one ore from {0}.</source>
        <translation>Nimm von {0} genau einen Treibstoff oder ein Erz.</translation>
    </message>
    <message>
        <source>Every colony of {0} on {1} must be moved away: there are {2}.</source>
        <translation>Jede Kolonie von {0} im Gebiet {1} muss versetzt werden: dort stehen {2}.</translation>
    </message>
    <message>
        <source>The card takes at least 1 token, and now at most {0}.</source>
        <translation>Die Karte nimmt mindestens 1 Marker auf, jetzt höchstens {0}.</translation>
    </message>
    <message>
        <source>The colonies of {0} are locked by the Magnetic Lockdown until that player's next turn.</source>
        <translation>Die Kolonien von {0} sind durch die Magnetsperre bis zum nächsten Zug dieses Spielers gesperrt.</translation>
    </message>
    <message>
        <source>That agenda card is not in the agenda deck (agenda number {0}).</source>
        <translation>Diese Agendakarte ist nicht im Agendastapel (Agenda Nummer {0}).</translation>
    </message>
    <message>
        <source>{0} cannot hold that agenda card face down (agenda number {1}).</source>
        <translation>{0} kann diese Agendakarte nicht verdeckt halten (Agenda Nummer {1}).</translation>
    </message>
    <message>
        <source>The condition of that agenda card is not met now (agenda number {0}).</source>
        <translation>Die Bedingung dieser Agendakarte ist jetzt nicht erfüllt (Agenda Nummer {0}).</translation>
    </message>
    <message>
        <source>{0} may discard an agenda card only above the agenda limit ({1}) or right after drawing.</source>
        <translation>{0} darf eine Agendakarte nur über dem Agendalimit ({1}) oder direkt nach dem Ziehen abwerfen.</translation>
    </message>
    <message>
        <source>{0} has no face-down agenda card left unnamed.</source>
        <translation>{0} hat keine unbenannte verdeckte Agendakarte mehr.</translation>
    </message>
    <message>
        <source>{0} is above the agenda limit ({1}): face-down agenda cards must be discarded first.</source>
        <translation>{0} ist über dem Agendalimit ({1}): Zuerst müssen verdeckte Agendakarten abgeworfen werden.</translation>
    </message>
    <message>
        <source>There are no agenda cards in this game.</source>
        <translation>In diesem Spiel gibt es keine Agendakarten.</translation>
    </message>
    <message>
        <source>That Orbital Market pair has already traded or drawn agenda cards this turn.</source>
        <translation>Dieses Paar am Orbitalmarkt hat in diesem Zug schon gehandelt oder Agendakarten gezogen.</translation>
    </message>
    <message numerus="yes">
        <source>This power moves at most %n colony(ies).</source>
        <translation>
            <numerusform>Diese Fähigkeit versetzt höchstens %n Kolonie.</numerusform>
            <numerusform>Diese Fähigkeit versetzt höchstens %n Kolonien.</numerusform>
        </translation>
    </message>
    <message>
        <source>This power is used before your fleet is rolled, not after.</source>
        <translation>Diese Fähigkeit wird vor dem Wurf deiner Flotte genutzt, nicht danach.</translation>
    </message>
    <message>
        <source>{0} has no colony on the {1}.</source>
        <translation>{0} hat keine Kolonie auf der Karte {1}.</translation>
    </message>
    <message>
        <source>The {1} leaves its holder: every colony of {0} on it must land on a territory now.</source>
        <translation>Die Karte {1} verlässt ihren Besitzer: Jede Kolonie von {0} darauf muss jetzt in einem Gebiet landen.</translation>
    </message>
    <message>
        <source>{0} keeps one of the agenda cards just drawn at Prophets of the Artifact and discards the others first.</source>
        <translation>{0} behält eine der gerade bei Prophets of the Artifact gezogenen Agendakarten und wirft zuerst die anderen ab.</translation>
    </message>
    <message>
        <source>{0} discards one of the agenda cards just drawn at Prophets of the Artifact, not an older one (agenda number {1}).</source>
        <translation>{0} wirft eine der gerade bei Prophets of the Artifact gezogenen Agendakarten ab, keine ältere (Agenda Nummer {1}).</translation>
    </message>
    <message>
        <source>The {0} is discarded only at the start of your turn, before the roll.</source>
        <translation>{0} wird nur zu Beginn deines Zuges abgeworfen, vor dem Würfeln.</translation>
    </message>
    <message>
        <source>The Relic Ship cannot be taken: it is already yours, or it is on the Terraforming Station or the Maintenance Bay.</source>
        <translation>Das Reliktschiff kann nicht genommen werden: Es gehört schon dir, oder es steht auf der Terraforming-Station oder in der Wartungsbucht.</translation>
    </message>
    <message>
        <source>The {0} still has a free docking port: the grapple docks only where every port is taken.</source>
        <translation>{0}: Hier ist noch ein Andockplatz frei; der Greifer dockt nur an, wo jeder Platz belegt ist.</translation>
    </message>
    <message>
        <source>The field generator named by the {0}'s die is placed first: choose a territory where you have a colony.</source>
        <translation>Zuerst wird der Feldgenerator platziert, den der Würfel von {0} bestimmt hat: Wähle ein Gebiet, auf dem du eine Kolonie hast.</translation>
    </message>
    <message>
        <source>The {0} already straddles a border.</source>
        <translation>Das {0} überspannt bereits eine Grenze.</translation>
    </message>
    <message>
        <source>The {0} straddles {1} and {2}: the raider settles it in one of the two.</source>
        <translation>Das {0} überspannt die Gebiete {1} und {2}: Der Plünderer setzt es in eines der beiden.</translation>
    </message>
    <message>
        <source>No agenda card is left to draw.</source>
        <translation>Es ist keine Agendakarte mehr zum Ziehen übrig.</translation>
    </message>
    <message>
        <source>Name the agenda card.</source>
        <translation>Nenne die Agendakarte.</translation>
    </message>
    <message>
        <source>{0} has no face-down agenda card.</source>
        <translation>{0} hat keine verdeckte Agendakarte.</translation>
    </message>
    <message>
        <source>{0} is another player's ship used this turn: it cannot dock at the Terraforming Station.</source>
        <translation>{0} ist ein Schiff eines anderen Spielers, das in diesem Zug benutzt wird: Es kann nicht an der Terraforming-Station andocken.</translation>
    </message>
    <message>
        <source>{0} is not on the Maintenance Bay.</source>
        <translation>{0} steht nicht in der Wartungsbucht.</translation>
    </message>
    <message>
        <source>This power takes two ships of other players, each from a facility of the board.</source>
        <translation>Diese Fähigkeit nimmt zwei Schiffe anderer Spieler, jedes von einer Station des Spielplans.</translation>
    </message>
    <message>
        <source>A ship is already on the {0}.</source>
        <translation>Auf {0} liegt schon ein Schiff.</translation>
    </message>
    <message>
        <source>No ship is on the {0}.</source>
        <translation>Auf {0} liegt kein Schiff.</translation>
    </message>
    <message>
        <source>{0} first takes the fuel or ore of the {1}.</source>
        <translation>{0} nimmt zuerst den Treibstoff oder das Erz von {1}.</translation>
    </message>
    <message>
        <source>{0} has no fuel or ore of the {1} to take now.</source>
        <translation>{0} hat jetzt keinen Treibstoff und kein Erz von {1} zu nehmen.</translation>
    </message>
    <message>
        <source>The {0} is known to lie on top of the draw pile (Scout Drone): it is drawn first, not the {1}.</source>
        <translation>Die Karte {0} liegt bekanntlich oben auf dem Nachziehstapel (Späherdrohne): Sie wird zuerst gezogen, nicht die Karte {1}.</translation>
    </message>
    <message>
        <source>Put back the cards the {0} looked at, each of them once, top first.</source>
        <translation>Lege die Karten, die du mit der Karte {0} angesehen hast, zurück: jede genau einmal, die oberste zuerst.</translation>
    </message>
    <message>
        <source>The cards the {0} looked at go back on the draw pile first: choose their order.</source>
        <translation>Die mit der Karte {0} angesehenen Karten kommen zuerst auf den Nachziehstapel zurück: Wähle ihre Reihenfolge.</translation>
    </message>
    <message>
        <source>{0} was taken from the Maintenance Bay with the Astrogation Servo this turn: it cannot dock at the Terraforming Station.</source>
        <translation>{0} wurde in diesem Zug mit dem Astrogations-Servo aus der Wartungsbucht geholt: Es kann nicht an der Terraforming-Station andocken.</translation>
    </message>
    <message>
        <source>The {0} is lent from the Alien Artifact display: nothing can stay on a card of the display.</source>
        <translation>{0} ist von der Auslage des Alien-Artefakts geliehen: Auf einer Karte der Auslage kann nichts liegen bleiben.</translation>
    </message>
    <message>
        <source>The Magnetic Lockdown of {0} still lasts: one lock at a time.</source>
        <translation>Die Magnetsperre von {0} dauert noch an: immer nur eine Sperre.</translation>
    </message>
    <message>
        <source>{0} has no agenda card left that could be revealed at the end of the game.</source>
        <translation>{0} hat keine Agendakarte mehr, die am Spielende aufgedeckt werden könnte.</translation>
    </message>
    <message>
        <source>{0} has said there are no more agenda cards to reveal.</source>
        <translation>{0} hat erklärt, keine Agendakarten mehr aufzudecken.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Solar Converter</source>
        <translation>Solarkonverter</translation>
    </message>
    <message>
        <source>Lunar Mine</source>
        <translation>Mondmine</translation>
    </message>
    <message>
        <source>Orbital Market</source>
        <translation>Orbitalmarkt</translation>
    </message>
    <message>
        <source>Alien Artifact</source>
        <translation>Alien-Artefakt</translation>
    </message>
    <message>
        <source>Colonist Hub</source>
        <translation>Kolonistenzentrum</translation>
    </message>
    <message>
        <source>Colony Constructor</source>
        <translation>Koloniekonstruktor</translation>
    </message>
    <message>
        <source>Terraforming Station</source>
        <translation>Terraforming-Station</translation>
    </message>
    <message>
        <source>Shipyard</source>
        <translation>Werft</translation>
    </message>
    <message>
        <source>Raiders' Outpost</source>
        <translation>Piratenposten</translation>
    </message>
    <message>
        <source>Maintenance Bay</source>
        <translation>Wartungsbucht</translation>
    </message>
    <message>
        <source>Asimov Crater</source>
        <translation>Asimov-Krater</translation>
    </message>
    <message>
        <source>Bradbury Plateau</source>
        <translation>Bradbury-Plateau</translation>
    </message>
    <message>
        <source>Burroughs Desert</source>
        <translation>Burroughs-Wüste</translation>
    </message>
    <message>
        <source>Heinlein Plains</source>
        <translation>Heinlein-Ebene</translation>
    </message>
    <message>
        <source>Herbert Valley</source>
        <translation>Herbert-Tal</translation>
    </message>
    <message>
        <source>Lem Badlands</source>
        <translation>Lem-Ödland</translation>
    </message>
    <message>
        <source>Pohl Foothills</source>
        <translation>Pohl-Vorgebirge</translation>
    </message>
    <message>
        <source>Van Vogt Mountains</source>
        <translation>Van-Vogt-Gebirge</translation>
    </message>
    <message>
        <source>Isolation Field</source>
        <translation>Isolationsfeld</translation>
    </message>
    <message>
        <source>Positron Field</source>
        <translation>Positronenfeld</translation>
    </message>
    <message>
        <source>Repulsor Field</source>
        <translation>Repulsorfeld</translation>
    </message>
    <message>
        <source>Alien City</source>
        <translation>Alien-Stadt</translation>
    </message>
    <message>
        <source>Alien Monument</source>
        <translation>Alien-Monument</translation>
    </message>
    <message>
        <source>Booster Pod</source>
        <translation>Booster-Kapsel</translation>
    </message>
    <message>
        <source>Data Crystal</source>
        <translation>Datenkristall</translation>
    </message>
    <message>
        <source>Gravity Manipulator</source>
        <translation>Gravitationsmanipulator</translation>
    </message>
    <message>
        <source>Holographic Decoy</source>
        <translation>Hologramm-Köder</translation>
    </message>
    <message>
        <source>Orbital Teleporter</source>
        <translation>Orbital-Teleporter</translation>
    </message>
    <message>
        <source>Plasma Cannon</source>
        <translation>Plasmakanone</translation>
    </message>
    <message>
        <source>Polarity Device</source>
        <translation>Polaritätsgerät</translation>
    </message>
    <message>
        <source>Resource Cache</source>
        <translation>Rohstoffdepot</translation>
    </message>
    <message>
        <source>Stasis Beam</source>
        <translation>Stasisstrahl</translation>
    </message>
    <message>
        <source>Temporal Warper</source>
        <translation>Zeitverzerrer</translation>
    </message>
    <message>
        <source>Mind Control Helmet</source>
        <translation>Gedankenkontrollhelm</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>fuel</source>
        <translation>Treibstoff</translation>
    </message>
    <message>
        <source>ore</source>
        <translation>Erz</translation>
    </message>
    <message>
        <source>2013 rules (default)</source>
        <translation>Regeln 2013 (Standard)</translation>
    </message>
    <message>
        <source>First edition</source>
        <translation>Erste Auflage</translation>
    </message>
    <message>
        <source>Edition X</source>
        <translation>Edition X</translation>
    </message>
    <message>
        <source>the setup deal</source>
        <translation>das Austeilen beim Aufbau</translation>
    </message>
    <message>
        <source>the roll</source>
        <translation>den Wurf</translation>
    </message>
    <message>
        <source>the player's moves</source>
        <translation>die Aktionen des Spielers</translation>
    </message>
    <message>
        <source>cards to be turned up</source>
        <translation>das Aufdecken von Karten</translation>
    </message>
    <message>
        <source>the Temporal Warper's re-roll</source>
        <translation>den Neuwurf mit dem Zeitverzerrer</translation>
    </message>
    <message>
        <source>nothing: the game is over</source>
        <translation>nichts: Die Partie ist vorbei</translation>
    </message>
    <message>
        <source>Ruling %1</source>
        <extracomment>A numbered ruling of the project's rules reference, e.g. "Ruling R-12"</extracomment>
        <translation>Entscheidung %1</translation>
    </message>
    <message>
        <source>Playing a turn</source>
        <translation>Ablauf eines Zuges</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Kolonien</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Alien tech cards</source>
        <translation>Alien-Tech-Karten</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>the faction boards drawn for the draft</source>
        <translation>die für die Auswahl gezogenen Fraktionstableaus</translation>
    </message>
    <message>
        <source>the faction draft</source>
        <translation>die Fraktionsauswahl</translation>
    </message>
    <message>
        <source>Brethren of the Stars</source>
        <translation>Brethren of the Stars</translation>
    </message>
    <message>
        <source>Corex Conglomerated</source>
        <translation>Corex Conglomerated</translation>
    </message>
    <message>
        <source>Dark Space Explorers</source>
        <translation>Dark Space Explorers</translation>
    </message>
    <message>
        <source>Homesteaders Union</source>
        <translation>Homesteaders Union</translation>
    </message>
    <message>
        <source>Mercury's Angels</source>
        <translation>Mercury's Angels</translation>
    </message>
    <message>
        <source>New Gaia Engineers</source>
        <translation>New Gaia Engineers</translation>
    </message>
    <message>
        <source>Prophets of the Artifact</source>
        <translation>Prophets of the Artifact</translation>
    </message>
    <message>
        <source>Proxima Centauri Scholars</source>
        <translation>Proxima Centauri Scholars</translation>
    </message>
    <message>
        <source>Scavenger Fleet</source>
        <translation>Scavenger Fleet</translation>
    </message>
    <message>
        <source>Smugglers' Alliance</source>
        <translation>Smugglers' Alliance</translation>
    </message>
    <message>
        <source>Sunrise Commune</source>
        <translation>Sunrise Commune</translation>
    </message>
    <message>
        <source>Terran Exchange</source>
        <translation>Terran Exchange</translation>
    </message>
    <message>
        <source>Uranian Syndicate</source>
        <translation>Uranian Syndicate</translation>
    </message>
    <message>
        <source>Xeno Explorations, Inc.</source>
        <translation>Xeno Explorations, Inc.</translation>
    </message>
    <message>
        <source>Alien Sarcophagus</source>
        <translation>Alien-Sarkophag</translation>
    </message>
    <message>
        <source>Astrogation Servo</source>
        <translation>Astrogations-Servo</translation>
    </message>
    <message>
        <source>Auto Pilot A.I.</source>
        <translation>Autopilot-KI</translation>
    </message>
    <message>
        <source>Bio-Integration Circuit</source>
        <translation>Bio-Integrationsschaltkreis</translation>
    </message>
    <message>
        <source>Chameleon Cloak</source>
        <translation>Chamäleon-Tarnung</translation>
    </message>
    <message>
        <source>Chrono-Spike</source>
        <translation>Chrono-Spitze</translation>
    </message>
    <message>
        <source>Deflector Shield</source>
        <translation>Deflektorschild</translation>
    </message>
    <message>
        <source>Electrofabricator</source>
        <translation>Elektrofabrikator</translation>
    </message>
    <message>
        <source>Experimental FTL Drive</source>
        <translation>Experimenteller FTL-Antrieb</translation>
    </message>
    <message>
        <source>Field Amplifier</source>
        <translation>Feldverstärker</translation>
    </message>
    <message>
        <source>Field Propagator</source>
        <translation>Feldausbreiter</translation>
    </message>
    <message>
        <source>Fleet Interlink</source>
        <translation>Flottenverbund</translation>
    </message>
    <message>
        <source>Gravitron Shunt</source>
        <translation>Gravitron-Weiche</translation>
    </message>
    <message>
        <source>Infiltration A.I.</source>
        <translation>Infiltrations-KI</translation>
    </message>
    <message>
        <source>Infinity Mirror</source>
        <translation>Unendlichkeitsspiegel</translation>
    </message>
    <message>
        <source>Ion Fluctuator</source>
        <translation>Ionenfluktuator</translation>
    </message>
    <message>
        <source>Lunar Tunneler</source>
        <translation>Mondtunnelbohrer</translation>
    </message>
    <message>
        <source>Magnetic Lockdown</source>
        <translation>Magnetsperre</translation>
    </message>
    <message>
        <source>Multiverse Window</source>
        <translation>Multiversum-Fenster</translation>
    </message>
    <message>
        <source>Nano-Recycler</source>
        <translation>Nano-Recycler</translation>
    </message>
    <message>
        <source>Null-Time Vault</source>
        <translation>Nullzeit-Tresor</translation>
    </message>
    <message>
        <source>Oracle Engine</source>
        <translation>Orakel-Maschine</translation>
    </message>
    <message>
        <source>Oscillation Capacitor</source>
        <translation>Oszillationskondensator</translation>
    </message>
    <message>
        <source>Peta-Bit Processor</source>
        <translation>Petabit-Prozessor</translation>
    </message>
    <message>
        <source>Probability Focus</source>
        <translation>Wahrscheinlichkeitsfokus</translation>
    </message>
    <message>
        <source>Resonating Beacon</source>
        <translation>Resonanzbake</translation>
    </message>
    <message>
        <source>Retrieval Webbing</source>
        <translation>Bergungsnetz</translation>
    </message>
    <message>
        <source>Scout Drone</source>
        <translation>Späherdrohne</translation>
    </message>
    <message>
        <source>Seismic Detonator</source>
        <translation>Seismischer Sprengsatz</translation>
    </message>
    <message>
        <source>Shipbreaker Drone</source>
        <translation>Abwrackdrohne</translation>
    </message>
    <message>
        <source>Shipfitter Drone</source>
        <translation>Ausrüsterdrohne</translation>
    </message>
    <message>
        <source>Solar Harvester</source>
        <translation>Sonnenernter</translation>
    </message>
    <message>
        <source>Superconducting Grapple</source>
        <translation>Supraleitender Greifer</translation>
    </message>
    <message>
        <source>Suppression Matrix</source>
        <translation>Unterdrückungsmatrix</translation>
    </message>
    <message>
        <source>Tele-Operator</source>
        <translation>Tele-Operator</translation>
    </message>
    <message>
        <source>Factions</source>
        <translation>Fraktionen</translation>
    </message>
    <message>
        <source>Agendas</source>
        <translation>Agenden</translation>
    </message>
    <message>
        <source>Extra alien tech</source>
        <translation>Zusätzliche Alien-Technologie</translation>
    </message>
    <message>
        <source>Outer Belt</source>
        <translation>Äußerer Gürtel</translation>
    </message>
    <message>
        <source>Each player drafts a faction board: a docking port for everyone, a fee and an ability for its owner.</source>
        <translation>Jeder wählt ein Fraktionstableau: ein Andockplatz für alle, eine Gebühr und eine Fähigkeit für den Besitzer.</translation>
    </message>
    <message>
        <source>Secret goals that score victory points when revealed.</source>
        <translation>Geheime Ziele, die beim Aufdecken Siegpunkte bringen.</translation>
    </message>
    <message>
        <source>More alien tech cards shuffled into the deck.</source>
        <translation>Weitere Alien-Technologiekarten werden in den Stapel gemischt.</translation>
    </message>
    <message>
        <source>Not supported yet: the app cannot referee this module.</source>
        <translation>Noch nicht unterstützt: Die App kann dieses Modul nicht leiten.</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Erweiterungen</translation>
    </message>
    <message>
        <source>the agenda cards dealt</source>
        <translation>das Austeilen der Agendas</translation>
    </message>
    <message>
        <source>the agenda cards drawn</source>
        <translation>das Ziehen von Agendas</translation>
    </message>
    <message>
        <source>the choices at the start of the turn</source>
        <translation>die Entscheidungen zu Beginn des Zuges</translation>
    </message>
    <message>
        <source>the Field Propagator's die</source>
        <translation>den Würfel des Feldausbreiters</translation>
    </message>
    <message>
        <source>a territory for the Field Propagator's field generator</source>
        <translation>ein Gebiet für den Feldgenerator des Feldausbreiters</translation>
    </message>
    <message>
        <source>The rules engine says: %1</source>
        <extracomment>%1: the rules engine's reason, in English (it names the cards still missing)</extracomment>
        <translation>Die Regel-Engine sagt: %1</translation>
    </message>
    <message>
        <source>the cards the Scout Drone looks at</source>
        <translation>die Karten, die sich die Späherdrohne ansieht</translation>
    </message>
    <message>
        <source>the order of the cards the Scout Drone looked at</source>
        <translation>die Reihenfolge der Karten, die sich die Späherdrohne angesehen hat</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>Random seat order</source>
        <translation>Zufällige Sitzreihenfolge</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Farbe von Spieler %1</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Long game (8 colonies each)</source>
        <translation>Lange Partie (je 8 Kolonien)</translation>
    </message>
    <message>
        <source>Limited supply</source>
        <translation>Begrenzter Vorrat</translation>
    </message>
    <message>
        <source>30 fuel and 20 ore tokens, as in the box</source>
        <translation>30 Treibstoff- und 20 Erzmarker, wie in der Schachtel</translation>
    </message>
    <message>
        <source>Dice and cards</source>
        <translation>Würfel und Karten</translation>
    </message>
    <message>
        <source>The table's (enter what they show)</source>
        <translation>Die vom Tisch (eingeben, was sie zeigen)</translation>
    </message>
    <message>
        <source>The app rolls and deals</source>
        <translation>Die App würfelt und teilt aus</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Neuer Seed</translation>
    </message>
    <message>
        <source>The same seed rolls and deals the same game again.</source>
        <translation>Derselbe Seed würfelt und verteilt dieselbe Partie noch einmal.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>From a game under way…</source>
        <translation>Aus einer laufenden Partie…</translation>
    </message>
    <message>
        <source>Enter the board as it is now at the table, then referee from there</source>
        <translation>Gib den aktuellen Stand vom Tisch ein; ab dann leitet die App die Partie</translation>
    </message>
    <message>
        <source>Go to the setup</source>
        <translation>Zum Aufbau</translation>
    </message>
    <message>
        <source>5 and 6 players play the Edition X rules, with its purple and white pieces.</source>
        <translation>5 und 6 Spieler spielen nach den Regeln von Edition X, mit ihren lila und weißen Spielfiguren.</translation>
    </message>
    <message>
        <source>Modules</source>
        <translation>Module</translation>
    </message>
    <message>
        <source>Played by the app</source>
        <translation>Von der App gespielt</translation>
    </message>
</context>
<context>
    <name>PlayView</name>
    <message>
        <source>First select the dice to dock there (click them, or type their values).</source>
        <translation>Wähle zuerst die Würfel aus, die dort andocken sollen (anklicken oder ihre Werte tippen).</translation>
    </message>
    <message>
        <source>Where does the colony land?</source>
        <translation>Wo landet die Kolonie?</translation>
    </message>
    <message>
        <source>Claim an alien tech card</source>
        <translation>Alien-Tech-Karte nehmen</translation>
    </message>
    <message>
        <source>Which card do you claim?</source>
        <translation>Welche Karte nimmst du?</translation>
    </message>
    <message>
        <source>Launch a colony</source>
        <translation>Kolonie starten</translation>
    </message>
    <message>
        <source>From circle 7 of the Colonist Hub, for 1 fuel and 1 ore.</source>
        <translation>Von Kreis 7 des Kolonistenzentrums, für 1 Treibstoff und 1 Erz.</translation>
    </message>
    <message>
        <source>Which ship gets +1?</source>
        <translation>Welches Schiff erhält +1?</translation>
    </message>
    <message>
        <source>Which ship gets −1?</source>
        <translation>Welches Schiff erhält −1?</translation>
    </message>
    <message>
        <source>Which ship is turned to its opposite face?</source>
        <translation>Welches Schiff wird auf die Gegenseite gedreht?</translation>
    </message>
    <message>
        <source>Which ship goes down by 1?</source>
        <translation>Welches Schiff wird um 1 verringert?</translation>
    </message>
    <message>
        <source>Which ship goes up by 1?</source>
        <translation>Welches Schiff wird um 1 erhöht?</translation>
    </message>
    <message>
        <source>Which ships roll again?</source>
        <translation>Welche Schiffe werden neu geworfen?</translation>
    </message>
    <message>
        <source>Which territory's bonus do you borrow this turn?</source>
        <translation>Welchen Gebietsbonus leihst du dir in diesem Zug?</translation>
    </message>
    <message>
        <source>Which of your docked ships moves?</source>
        <translation>Welches deiner angedockten Schiffe wird versetzt?</translation>
    </message>
    <message>
        <source>Which ship of another player do you take over?</source>
        <translation>Welches Schiff eines anderen Spielers übernimmst du?</translation>
    </message>
    <message>
        <source>At which facility do you fire?</source>
        <translation>Auf welche Station feuerst du?</translation>
    </message>
    <message>
        <source>Which ships are sent to the Maintenance Bay?</source>
        <translation>Welche Schiffe kommen in die Wartungsbucht?</translation>
    </message>
    <message>
        <source>Which field generator comes off the board?</source>
        <translation>Welcher Feldgenerator wird vom Spielplan genommen?</translation>
    </message>
    <message>
        <source>Where does the Positron Field go?</source>
        <translation>Wohin kommt das Positronenfeld?</translation>
    </message>
    <message>
        <source>Where does the Repulsor Field go?</source>
        <translation>Wohin kommt das Repulsorfeld?</translation>
    </message>
    <message>
        <source>Where does the Isolation Field go?</source>
        <translation>Wohin kommt das Isolationsfeld?</translation>
    </message>
    <message>
        <source>From which territory does a colony move?</source>
        <translation>Aus welchem Gebiet wird eine Kolonie versetzt?</translation>
    </message>
    <message>
        <source>Whose colony moves?</source>
        <translation>Wessen Kolonie wird versetzt?</translation>
    </message>
    <message>
        <source>To which territory?</source>
        <translation>In welches Gebiet?</translation>
    </message>
    <message>
        <source>First colony: on which territory?</source>
        <translation>Erste Kolonie: in welchem Gebiet?</translation>
    </message>
    <message>
        <source>Whose colony is it?</source>
        <translation>Wessen Kolonie ist es?</translation>
    </message>
    <message>
        <source>Second colony: on which territory?</source>
        <translation>Zweite Kolonie: in welchem Gebiet?</translation>
    </message>
    <message>
        <source>Which ship goes back to its owner's stock?</source>
        <translation>Welches Schiff geht zurück in die Schiffsreserve seines Besitzers?</translation>
    </message>
    <message>
        <source>Which card do you take from the discard pile?</source>
        <translation>Welche Karte nimmst du vom Ablagestapel?</translation>
    </message>
    <message>
        <source>To which facility?</source>
        <translation>Zu welcher Station?</translation>
    </message>
    <message>
        <source>Do any of your unplaced ships dock with it? Select them, or continue without.</source>
        <translation>Docken unplatzierte Schiffe von dir mit an? Wähle sie aus oder mach ohne sie weiter.</translation>
    </message>
    <message>
        <source>Discard the %1</source>
        <translation>%1 abwerfen</translation>
    </message>
    <message>
        <source>Use the %1</source>
        <translation>%1 nutzen</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>S</source>
        <comment>key: Solar Converter</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>L</source>
        <comment>key: Lunar Mine</comment>
        <translation>L</translation>
    </message>
    <message>
        <source>M</source>
        <comment>key: Orbital Market</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>A</source>
        <comment>key: Alien Artifact</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>H</source>
        <comment>key: Colonist Hub</comment>
        <translation>H</translation>
    </message>
    <message>
        <source>C</source>
        <comment>key: Colony Constructor</comment>
        <translation>C</translation>
    </message>
    <message>
        <source>T</source>
        <comment>key: Terraforming Station</comment>
        <translation>T</translation>
    </message>
    <message>
        <source>Y</source>
        <comment>key: Shipyard</comment>
        <translation>Y</translation>
    </message>
    <message>
        <source>O</source>
        <comment>key: Raiders' Outpost</comment>
        <translation>O</translation>
    </message>
    <message>
        <source>B</source>
        <comment>key: Maintenance Bay</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Score over time</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message>
        <source>Which ship?</source>
        <translation>Welches Schiff?</translation>
    </message>
    <message>
        <source>Which value?</source>
        <translation>Welcher Wert?</translation>
    </message>
    <message>
        <source>Fuel or ore?</source>
        <translation>Treibstoff oder Erz?</translation>
    </message>
    <message>
        <source>From which territory?</source>
        <translation>Aus welchem Gebiet?</translation>
    </message>
    <message>
        <source>Which field generator?</source>
        <translation>Welcher Feldgenerator?</translation>
    </message>
    <message>
        <source>Which card do you give?</source>
        <translation>Welche Karte gibst du ab?</translation>
    </message>
    <message>
        <source>Which card do you take?</source>
        <translation>Welche Karte nimmst du?</translation>
    </message>
    <message>
        <source>N</source>
        <comment>key: the bot's next move</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>H</source>
        <comment>key: hint</comment>
        <translation>H</translation>
    </message>
    <message>
        <source>Which other ship?</source>
        <translation>Welches andere Schiff?</translation>
    </message>
    <message>
        <source>Which ships?</source>
        <translation>Welche Schiffe?</translation>
    </message>
    <message>
        <source>Which facility?</source>
        <translation>Welche Einrichtung?</translation>
    </message>
    <message>
        <source>Which territory?</source>
        <translation>Welches Gebiet?</translation>
    </message>
    <message>
        <source>Which other territory?</source>
        <translation>Welches andere Gebiet?</translation>
    </message>
    <message>
        <source>Which player?</source>
        <translation>Welcher Spieler?</translation>
    </message>
    <message>
        <source>Which other player?</source>
        <translation>Welcher andere Spieler?</translation>
    </message>
    <message>
        <source>Which card?</source>
        <translation>Welche Karte?</translation>
    </message>
    <message>
        <source>What do you take from each player?</source>
        <translation>Was nimmst du von jedem Spieler?</translation>
    </message>
    <message>
        <source>Where do the colonies go?</source>
        <translation>Wohin kommen die Kolonien?</translation>
    </message>
    <message>
        <source>Release a colony from the %1</source>
        <translation>Kolonie von der Karte %1 freigeben</translation>
    </message>
    <message>
        <source>One of your colonies kept on the card lands on a territory, for its cost.</source>
        <translation>Eine deiner Kolonien auf der Karte landet gegen ihre Kosten auf einem Gebiet.</translation>
    </message>
    <message>
        <source>Where does your colony land?</source>
        <translation>Wo landet deine Kolonie?</translation>
    </message>
    <message>
        <source>Where does the field generator go?</source>
        <translation>Wohin kommt der Feldgenerator?</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>Ship %1 is on this card.</source>
        <extracomment>The ship kept on the Auto Pilot A.I., in the card's tooltip: "Ship 2 is on this card."</extracomment>
        <translation>Schiff %1 steht auf dieser Karte.</translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation>%1: %2 SP</translation>
    </message>
    <message>
        <source>playing</source>
        <extracomment>Marks the player whose turn it is</extracomment>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <extracomment>Victory points, e.g. "7 VP"</extracomment>
        <translation>%1 SP</translation>
    </message>
    <message numerus="yes">
        <source>%n colony(ies)</source>
        <translation>
            <numerusform>%n Kolonie</numerusform>
            <numerusform>%n Kolonien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n territory(ies)</source>
        <translation>
            <numerusform>%n Gebiet</numerusform>
            <numerusform>%n Gebiete</numerusform>
        </translation>
    </message>
    <message>
        <source>Alien City</source>
        <translation>Alien-Stadt</translation>
    </message>
    <message>
        <source>Alien Monument</source>
        <translation>Alien-Monument</translation>
    </message>
    <message>
        <source>Positron Field</source>
        <translation>Positronenfeld</translation>
    </message>
    <message>
        <source>%1 fuel · %2 ore · ships %3 in play, %4 in stock</source>
        <translation>%1 Treibstoff · %2 Erz · Schiffe: %3 im Spiel, %4 in Reserve</translation>
    </message>
    <message numerus="yes">
        <source>%n colony(ies) left</source>
        <translation>
            <numerusform>noch %n Kolonie</numerusform>
            <numerusform>noch %n Kolonien</numerusform>
        </translation>
    </message>
    <message>
        <source>Hub circle %1</source>
        <translation>Zentrum: Kreis %1</translation>
    </message>
    <message>
        <source>holds the Relic Ship</source>
        <translation>besitzt das Reliktschiff</translation>
    </message>
    <message>
        <source>to place: %1</source>
        <translation>zu platzieren: %1</translation>
    </message>
    <message>
        <source>AI</source>
        <extracomment>Short label on a player's card: the seat is played by the app (its AI)</extracomment>
        <translation>KI</translation>
    </message>
    <message>
        <source>Played by the app. Click to give the seat back to a player.</source>
        <translation>Von der App gespielt. Klicken, um den Platz einem Menschen zurückzugeben.</translation>
    </message>
    <message>
        <source>Let the app play this seat from now on.</source>
        <translation>Die App spielt diesen Platz ab jetzt.</translation>
    </message>
    <message>
        <source>Played by the app</source>
        <translation>Von der App gespielt</translation>
    </message>
    <message numerus="yes">
        <source>%n agenda(s)</source>
        <translation>
            <numerusform>%n Agenda</numerusform>
            <numerusform>%n Agenden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP from alien tech</source>
        <translation>
            <numerusform>%n SP aus Alien-Tech</numerusform>
            <numerusform>%n SP aus Alien-Tech</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 VP)</source>
        <translation>%1 (%2 SP)</translation>
    </message>
    <message numerus="yes">
        <source>%n agenda(s) face down</source>
        <translation>
            <numerusform>%n Agenda verdeckt</numerusform>
            <numerusform>%n Agenden verdeckt</numerusform>
        </translation>
    </message>
    <message>
        <source>Reveal</source>
        <extracomment>Turn an agenda card face up</extracomment>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <source>Discard (over the limit)</source>
        <translation>Abwerfen (über dem Limit)</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>Discard a face-down agenda card</extracomment>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <source>Look</source>
        <extracomment>Look at one's own secret agenda cards</extracomment>
        <translation>Ansehen</translation>
    </message>
    <message>
        <source>Discard (keep one)</source>
        <extracomment>After drawing agenda cards at Prophets of the Artifact: one is kept, the others discarded</extracomment>
        <translation>Abwerfen (eine behalten)</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message numerus="yes">
        <source>Tied on points; alien tech cards decide (%n card(s)).</source>
        <translation>
            <numerusform>Punktgleichstand; die Alien-Tech-Karten entscheiden (%n Karte).</numerusform>
            <numerusform>Punktgleichstand; die Alien-Tech-Karten entscheiden (%n Karten).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on points and cards; ore decides (%n ore).</source>
        <translation>
            <numerusform>Gleichstand bei Punkten und Karten; das Erz entscheidet (%n Erz).</numerusform>
            <numerusform>Gleichstand bei Punkten und Karten; das Erz entscheidet (%n Erz).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on points, cards and ore; fuel decides (%n fuel).</source>
        <translation>
            <numerusform>Gleichstand bei Punkten, Karten und Erz; der Treibstoff entscheidet (%n Treibstoff).</numerusform>
            <numerusform>Gleichstand bei Punkten, Karten und Erz; der Treibstoff entscheidet (%n Treibstoff).</numerusform>
        </translation>
    </message>
    <message>
        <source>Tied on points, cards, ore and fuel: the place is shared.</source>
        <translation>Gleichstand bei Punkten, Karten, Erz und Treibstoff: Der Platz wird geteilt.</translation>
    </message>
    <message numerus="yes">
        <source>Tied on points; revealed agenda cards decide (%n card(s)).</source>
        <translation>
            <numerusform>Punktgleichstand; die aufgedeckten Agendakarten entscheiden (%n Karte).</numerusform>
            <numerusform>Punktgleichstand; die aufgedeckten Agendakarten entscheiden (%n Karten).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionDraft</name>
    <message>
        <source>%1 — ships</source>
        <extracomment>Where a problem is in the position editor; %1 is a player's name (also for the texts that follow)</extracomment>
        <translation>%1 — Schiffe</translation>
    </message>
    <message>
        <source>%1 — colonies</source>
        <translation>%1 — Kolonien</translation>
    </message>
    <message>
        <source>%1 — colony on the Colonist Hub</source>
        <translation>%1 — Kolonie im Kolonistenzentrum</translation>
    </message>
    <message>
        <source>%1 — fuel</source>
        <translation>%1 — Treibstoff</translation>
    </message>
    <message>
        <source>%1 — ore</source>
        <translation>%1 — Erz</translation>
    </message>
    <message>
        <source>%1 — alien tech cards</source>
        <translation>%1 — Alien-Tech-Karten</translation>
    </message>
    <message>
        <source>%1 — colour</source>
        <translation>%1 — Farbe</translation>
    </message>
    <message>
        <source>%1 — fuel powers used this turn</source>
        <translation>%1 — in diesem Zug genutzte Treibstoff-Fähigkeiten</translation>
    </message>
    <message>
        <source>%1 — bonus borrowed with the Data Crystal</source>
        <translation>%1 — mit dem Datenkristall geliehener Bonus</translation>
    </message>
    <message>
        <source>%1 — this turn so far</source>
        <translation>%1 — bisheriger Zug</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Wer ist am Zug</translation>
    </message>
    <message>
        <source>Docked ships of all players</source>
        <translation>Angedockte Schiffe aller Spieler</translation>
    </message>
    <message>
        <source>Fuel and ore of all players</source>
        <translation>Treibstoff und Erz aller Spieler</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Kolonien</translation>
    </message>
    <message>
        <source>Relic Ship</source>
        <translation>Reliktschiff</translation>
    </message>
    <message>
        <source>Alien tech cards in hands, on display and in the discard pile</source>
        <translation>Alien-Tech-Karten im Besitz der Spieler, in der Auslage und im Ablagestapel</translation>
    </message>
    <message>
        <source>Alien tech cards on display</source>
        <translation>Alien-Tech-Karten in der Auslage</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Field generators</source>
        <translation>Feldgeneratoren</translation>
    </message>
    <message>
        <source>Choose whose turn it is.</source>
        <translation>Wähle, wer am Zug ist.</translation>
    </message>
    <message>
        <source>%1 has more colonies on the board than the %2 this game gives each player.</source>
        <translation>%1 hat mehr Kolonien auf dem Spielplan als die %2, die jeder Spieler in dieser Partie bekommt.</translation>
    </message>
    <message>
        <source>The deck has %1 × %2; this position uses more.</source>
        <translation>Der Stapel enthält %1 × %2; dieser Spielstand verwendet mehr.</translation>
    </message>
    <message>
        <source>A game with expansion modules cannot start from a position yet: start it from the setup.</source>
        <translation>Ein Spiel mit Erweiterungsmodulen kann noch nicht aus einer Stellung beginnen: Startet es über den Aufbau.</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>In the stock</source>
        <translation>In der Reserve</translation>
    </message>
    <message>
        <source>On the Maintenance Bay</source>
        <translation>In der Wartungsbucht</translation>
    </message>
    <message>
        <source>Docked at…</source>
        <translation>Angedockt an…</translation>
    </message>
    <message>
        <source>Off the board</source>
        <translation>Nicht auf dem Spielplan</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>Position editor</source>
        <translation>Spielstand-Editor</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Check and start</source>
        <translation>Prüfen und starten</translation>
    </message>
    <message>
        <source>This position is not possible (%1): %2</source>
        <extracomment>The position editor's check: where the problem is (a player's name and the part of the editor, such as "Brook — ships", or a part such as "Relic Ship") and what it is</extracomment>
        <translation>Dieser Spielstand ist nicht möglich (%1): %2</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Kolonien</translation>
    </message>
    <message>
        <source>Cards, fields and Relic Ship</source>
        <translation>Karten, Felder und Reliktschiff</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Wer ist am Zug</translation>
    </message>
    <message>
        <source>Turn number</source>
        <translation>Zugnummer</translation>
    </message>
    <message>
        <source>Fuel</source>
        <translation>Treibstoff</translation>
    </message>
    <message>
        <source>Ore</source>
        <translation>Erz</translation>
    </message>
    <message>
        <source>Colony on Hub circle (0: none)</source>
        <translation>Kolonie auf Zentrumskreis (0: keine)</translation>
    </message>
    <message>
        <source>Alien tech cards</source>
        <translation>Alien-Tech-Karten</translation>
    </message>
    <message>
        <source>Ships (the active player's docked ships are gathered for the roll)</source>
        <translation>Schiffe (die angedockten Schiffe des aktiven Spielers werden für den Wurf eingesammelt)</translation>
    </message>
    <message>
        <source>Ship %1</source>
        <translation>Schiff %1</translation>
    </message>
    <message>
        <source>showing</source>
        <translation>zeigt</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <source>Field generators</source>
        <translation>Feldgeneratoren</translation>
    </message>
    <message>
        <source>Cards on display at the Alien Artifact</source>
        <translation>Karten in der Auslage am Alien-Artefakt</translation>
    </message>
    <message>
        <source>Discard pile (the rest of the deck is the draw pile)</source>
        <translation>Ablagestapel (der Rest des Kartenstapels ist der Nachziehstapel)</translation>
    </message>
    <message>
        <source>Relic Ship</source>
        <translation>Reliktschiff</translation>
    </message>
    <message>
        <source>On Burroughs Desert</source>
        <translation>Auf der Burroughs-Wüste</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <translation>Im Besitz von %1</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>(auswählen)</translation>
    </message>
    <message>
        <source>Rolled, not placed yet</source>
        <translation>Gewürfelt, noch nicht platziert</translation>
    </message>
    <message>
        <source>In the fleet, to roll</source>
        <translation>In der Flotte, noch zu würfeln</translation>
    </message>
    <message>
        <source>Enter the game as it is at the table, whose turn it is and whether they have rolled yet.</source>
        <translation>Gib die Partie so ein, wie sie am Tisch steht: wer am Zug ist und ob bereits gewürfelt wurde.</translation>
    </message>
    <message>
        <source>Before the roll</source>
        <translation>Vor dem Wurf</translation>
    </message>
    <message>
        <source>After the roll</source>
        <translation>Nach dem Wurf</translation>
    </message>
    <message>
        <source>%1's turn so far</source>
        <translation>Bisheriger Zug von %1</translation>
    </message>
    <message>
        <source>Their ships docked at a facility were docked this turn; ships not placed yet show their dice. From the board the referee counts this turn's ships at the Colonist Hub (Asimov Crater), at the Lunar Mine (Van Vogt Mountains) and at the Alien Artifact (the claim total). With two or more ships on the Hub and Asimov Crater active, its +1 counts as already taken; advances beyond circle 7 are not kept, so launch before entering the position.</source>
        <translation>Die an einer Station angedockten Schiffe dieses Spielers wurden in diesem Zug angedockt; noch nicht platzierte Schiffe zeigen ihre Würfel. Anhand des Spielplans zählt die App die Schiffe dieses Zuges am Kolonistenzentrum (Asimov-Krater), an der Mondmine (Van-Vogt-Gebirge) und am Alien-Artefakt (die Summe für das Nehmen einer Karte). Mit zwei oder mehr Schiffen am Zentrum und aktivem Asimov-Krater gilt dessen +1 als bereits erhalten; Vorrückungen über Kreis 7 hinaus bleiben nicht erhalten, also starte die Kolonie, bevor du den Spielstand eingibst.</translation>
    </message>
    <message>
        <source>Fuel powers already used:</source>
        <translation>Bereits genutzte Treibstoff-Fähigkeiten:</translation>
    </message>
    <message>
        <source>No card with a fuel power held.</source>
        <translation>Keine Karte mit Treibstoff-Fähigkeit im Besitz.</translation>
    </message>
    <message>
        <source>The turn's discard power is used</source>
        <translation>Die Abwurf-Fähigkeit dieses Zuges wurde genutzt</translation>
    </message>
    <message>
        <source>Bonus borrowed with the Data Crystal</source>
        <translation>Mit dem Datenkristall geliehener Bonus</translation>
    </message>
    <message>
        <source>A card was already claimed this turn (the claim total starts again)</source>
        <translation>In diesem Zug wurde bereits eine Karte genommen (die Summe beginnt von vorn)</translation>
    </message>
    <message>
        <source>Display cycles still to use</source>
        <translation>Noch verfügbare Austausche der Auslage</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Schiffe</translation>
    </message>
    <message>
        <source>Ships (docked at a facility: docked this turn)</source>
        <translation>Schiffe (an einer Station angedockt: in diesem Zug angedockt)</translation>
    </message>
    <message>
        <source>Whom the ship is docked for: its owner, unless another player took it with the Mind Control Helmet. Then it counts for that player (their Colonist Hub track, their trade pair at the Orbital Market) until its owner's next turn.</source>
        <extracomment>Tooltip of the position editor's "for" choice beside a docked ship</extracomment>
        <translation>Für wen das Schiff angedockt ist: für seinen Besitzer, außer ein anderer Spieler hat es mit dem Gedankenkontrollhelm übernommen. Dann zählt es für diesen Spieler (seine Leiste im Kolonistenzentrum, sein Handelspaar am Orbitalmarkt) bis zum nächsten Zug seines Besitzers.</translation>
    </message>
    <message>
        <source>for</source>
        <extracomment>Position editor, after a docked ship's value: whom the ship is docked for (a player's name follows)</extracomment>
        <translation>für</translation>
    </message>
</context>
<context>
    <name>RaidDialog</name>
    <message>
        <source>Raid</source>
        <translation>Überfall</translation>
    </message>
    <message>
        <source>Take up to 4 resources from any players, or one alien tech card from one player.</source>
        <translation>Nimm bis zu 4 Rohstoffe von beliebigen Spielern oder eine Alien-Tech-Karte von einem Spieler.</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Rohstoffe</translation>
    </message>
    <message>
        <source>A card</source>
        <translation>Eine Karte</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <source>fuel (has %1)</source>
        <translation>Treibstoff (hat %1)</translation>
    </message>
    <message>
        <source>ore (has %1)</source>
        <translation>Erz (hat %1)</translation>
    </message>
    <message>
        <source>%1 of 4 taken</source>
        <translation>%1 von 4 genommen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Dock and raid</source>
        <translation>Andocken und überfallen</translation>
    </message>
</context>
<context>
    <name>RecordReader</name>
    <message>
        <source>at most %1 cards</source>
        <translation>höchstens %1 Karten</translation>
    </message>
    <message>
        <source>at most %1 dice</source>
        <translation>höchstens %1 Würfel</translation>
    </message>
    <message>
        <source>at most %1 ships</source>
        <translation>höchstens %1 Schiffe</translation>
    </message>
    <message>
        <source>no player has the colour '%1'</source>
        <translation>kein Spieler hat die Farbe '%1'</translation>
    </message>
    <message>
        <source>a raid takes either "resources" or a "card"</source>
        <translation>ein Überfall enthält entweder "resources" oder eine "card"</translation>
    </message>
    <message>
        <source>at most one entry per player</source>
        <translation>höchstens ein Eintrag pro Spieler</translation>
    </message>
    <message>
        <source>unknown action type '%1'</source>
        <translation>unbekannter Aktionstyp '%1'</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>erwartet wurde ein Objekt, gefunden wurde %1</translation>
    </message>
    <message>
        <source>expected an array, found %1</source>
        <translation>erwartet wurde ein Array, gefunden wurde %1</translation>
    </message>
    <message>
        <source>unknown key '%1'</source>
        <translation>unbekannter Schlüssel '%1'</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>erwartet wurde eine ganze Zahl, gefunden wurde %1</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 liegt außerhalb des zulässigen Bereichs (%2 bis %3)</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>erwartet wurde true oder false, gefunden wurde %1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>erwartet wurde eine Zeichenkette, gefunden wurde %1</translation>
    </message>
    <message>
        <source>card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>facility</source>
        <translation>Station</translation>
    </message>
    <message>
        <source>field generator</source>
        <translation>Feldgenerator</translation>
    </message>
    <message>
        <source>ruleset</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>territory</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <source>unknown %1 '%2'</source>
        <translation>%1 '%2' ist unbekannt</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>something else</source>
        <translation>etwas anderes</translation>
    </message>
    <message>
        <source>expected "%1"</source>
        <translation>erwartet wurde "%1"</translation>
    </message>
    <message>
        <source>impossible position: %1</source>
        <translation>unmöglicher Spielstand: %1</translation>
    </message>
    <message>
        <source>nobody holds two copies of a card</source>
        <translation>niemand besitzt zwei Exemplare derselben Karte</translation>
    </message>
    <message>
        <source>unknown place '%1' (stock, fleet or docked%2)</source>
        <translation>unbekannter Ort '%1' (stock, fleet oder docked%2)</translation>
    </message>
    <message>
        <source>, or home for the Relic Ship</source>
        <translation>, beim Reliktschiff auch home</translation>
    </message>
    <message>
        <source>%1 ships listed: each colour has exactly %2</source>
        <translation>%1 Schiffe angegeben: Jede Farbe hat genau %2</translation>
    </message>
    <message>
        <source>the display has %1 places (null for an empty one)</source>
        <translation>die Auslage hat %1 Plätze (null für einen leeren)</translation>
    </message>
    <message>
        <source>unknown stage '%1'</source>
        <translation>unbekannte Phase '%1'</translation>
    </message>
    <message>
        <source>unknown ship '%1'</source>
        <translation>unbekanntes Schiff '%1'</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2%3</source>
        <translation>kein gültiges JSON bei Byte %1: %2%3</translation>
    </message>
    <message>
        <source> (the file looks truncated)</source>
        <translation> (die Datei scheint abgeschnitten zu sein)</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>auf oberster Ebene wurde ein JSON-Objekt erwartet</translation>
    </message>
    <message>
        <source>this is not an AF Referee file of the expected kind ('%1', expected '%2')</source>
        <translation>dies ist keine Datei von AF Referee der erwarteten Art ('%1', erwartet wurde '%2')</translation>
    </message>
    <message>
        <source>version %1 was written by a newer AF Referee; this one reads up to version %2</source>
        <translation>Version %1 wurde von einem neueren AF Referee geschrieben; dieser liest bis Version %2</translation>
    </message>
    <message>
        <source>expected "table" or "digital", found '%1'</source>
        <translation>erwartet wurde "table" oder "digital", gefunden wurde '%1'</translation>
    </message>
    <message>
        <source>expected a whole number in a string, found '%1'</source>
        <translation>erwartet wurde eine ganze Zahl als Zeichenkette, gefunden wurde '%1'</translation>
    </message>
    <message>
        <source>a digital game needs its seed</source>
        <translation>eine digitale Partie braucht ihren Seed</translation>
    </message>
    <message>
        <source>a name has at most 100 characters</source>
        <translation>ein Name hat höchstens 100 Zeichen</translation>
    </message>
    <message>
        <source>the position's ruleset, options or players differ from the record's</source>
        <translation>Regelwerk, Optionen oder Spieler des Spielstands weichen von denen der Partie ab</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is too large (%2 bytes; at most %3)</source>
        <translation>%1 ist zu groß (%2 Bytes; höchstens %3)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>eine benannte Pipe (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>eine Spezialdatei</translation>
    </message>
    <message>
        <source>%1 is not a file that can be read: it is %2</source>
        <translation>%1 ist keine Datei, die gelesen werden kann: es ist %2</translation>
    </message>
    <message>
        <source>cannot open %1: it is a symbolic link that leads back to itself (a loop)</source>
        <translation>%1 kann nicht geöffnet werden: es ist ein symbolischer Link, der auf sich selbst zurückführt (eine Schleife)</translation>
    </message>
    <message>
        <source>cannot open %1: it is a symbolic link to a file that does not exist</source>
        <translation>%1 kann nicht geöffnet werden: es ist ein symbolischer Link auf eine Datei, die es nicht gibt</translation>
    </message>
    <message>
        <source>a record holds at most %1 actions; this one has %2</source>
        <translation>eine Partie enthält höchstens %1 Aktionen; diese hat %2</translation>
    </message>
    <message>
        <source>duplicate key</source>
        <translation>doppelter Schlüssel</translation>
    </message>
    <message>
        <source>at most %1 boards</source>
        <translation>höchstens %1 Tableaus</translation>
    </message>
    <message>
        <source>unknown module '%1' (modules: factions, agendas, extra-tech, outer-belt)</source>
        <translation>unbekanntes Modul '%1' (Module: factions, agendas, extra-tech, outer-belt)</translation>
    </message>
    <message>
        <source>the module '%1' is named twice</source>
        <translation>das Modul '%1' ist doppelt genannt</translation>
    </message>
    <message>
        <source>the %1 board is taken by two players</source>
        <translation>das Tableau %1 gehört zwei Spielern</translation>
    </message>
    <message>
        <source>the %1 board is named twice</source>
        <translation>das Tableau %1 ist doppelt genannt</translation>
    </message>
    <message>
        <source>faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <source>resource</source>
        <translation>Rohstoff</translation>
    </message>
    <message>
        <source>faction data needs the factions module</source>
        <translation>Fraktionsdaten gibt es nur mit dem Modul factions</translation>
    </message>
    <message>
        <source>extra-tech data needs the extra-tech module</source>
        <translation>Daten des Moduls extra-tech brauchen das Modul extra-tech</translation>
    </message>
    <message>
        <source>unknown ship '%1' (ships are named like red-1 to red-6, relic-ship or brethren-ship)</source>
        <translation>unbekanntes Schiff '%1' (Schiffe heißen red-1 bis red-6, relic-ship oder brethren-ship)</translation>
    </message>
    <message>
        <source>%1 players: a game has 2 to 6</source>
        <translation>%1 Spieler: An einer Partie nehmen 2 bis 6 teil</translation>
    </message>
    <message>
        <source>only a colony on the Colonist Hub of a 5 or 6 player game has a track</source>
        <translation>nur eine Kolonie im Kolonistenzentrum einer Partie mit 5 oder 6 Spielern hat eine Leiste</translation>
    </message>
    <message>
        <source>only extra alien tech cards keep tokens</source>
        <translation>nur zusätzliche Alien-Tech-Karten halten Marker</translation>
    </message>
    <message>
        <source>agenda card</source>
        <translation>Agendakarte</translation>
    </message>
    <message>
        <source>the agenda card '%1' is already listed: each card of the game is in one place</source>
        <translation>die Agendakarte '%1' ist schon angegeben: Jede Karte des Spiels liegt an genau einem Ort</translation>
    </message>
    <message>
        <source>%1 hands listed: one per player, %2</source>
        <translation>%1 Hände angegeben: eine pro Spieler, %2</translation>
    </message>
    <message>
        <source>agenda data needs the agendas module</source>
        <translation>Agendadaten gibt es nur mit dem Modul agendas</translation>
    </message>
    <message>
        <source>%1 entries listed: one per player, %2</source>
        <translation>%1 Einträge angegeben: einer pro Spieler, %2</translation>
    </message>
    <message>
        <source>1 to %1 cards, top first</source>
        <translation>1 bis %1 Karten, die oberste zuerst</translation>
    </message>
</context>
<context>
    <name>RuleLink</name>
    <message>
        <source>Rule: %1</source>
        <extracomment>Link to the rules reference entry a refusal comes from, e.g. "Rule: Lunar Mine"</extracomment>
        <translation>Regel: %1</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>The aim of the game</source>
        <translation>Ziel des Spiels</translation>
    </message>
    <message>
        <source>Every player commands a small fleet of spaceships, and the dice are those ships: the number a die shows is that ship's value. On your turn you roll your ships and dock them at the orbital facilities around the planet. The facilities turn ship values into fuel, ore, new ships, alien technology and, above all, colonies on the planet.</source>
        <translation>Jeder Spieler befehligt eine kleine Flotte von Raumschiffen, und die Würfel sind diese Schiffe: Die Zahl, die ein Würfel zeigt, ist der Wert dieses Schiffs. In deinem Zug würfelst du mit deinen Schiffen und dockst sie an den Orbitalstationen rund um den Planeten an. Die Stationen verwandeln Schiffswerte in Treibstoff, Erz, neue Schiffe, Alien-Technologie und vor allem in Kolonien auf dem Planeten.</translation>
    </message>
    <message>
        <source>You win by having the most victory points (VP) when the game ends. Points come from your colonies on the planet, from the territories you control, from two special alien tech cards and from the Positron Field (see Scoring).</source>
        <translation>Du gewinnst, wenn du bei Spielende die meisten Siegpunkte (SP) hast. Punkte bringen deine Kolonien auf dem Planeten, die Gebiete, die du kontrollierst, zwei besondere Alien-Tech-Karten und das Positronenfeld (siehe Wertung).</translation>
    </message>
    <message>
        <source>The game ends at once when any player lands their last colony (see End of the game). Landing colonies quickly brings the end closer; controlling territories and keeping the others from landing theirs wins the points that decide it.</source>
        <translation>Die Partie endet sofort, wenn ein Spieler seine letzte Kolonie landet (siehe Spielende). Schnelles Landen von Kolonien bringt das Ende näher; Gebiete zu kontrollieren und die anderen am Landen ihrer Kolonien zu hindern, bringt die Punkte, die es entscheiden.</translation>
    </message>
    <message>
        <source>The app is the referee, not the board. You roll real dice and move real pieces, then tell the app what happened. It checks every move against the rules, keeps the books and shows the current score. When it refuses a move, its "why?" link opens the entry of the rule concerned.</source>
        <translation>Die App ist der Schiedsrichter, nicht der Spielplan. Du würfelst mit echten Würfeln, bewegst echte Spielfiguren und sagst der App dann, was passiert ist. Sie prüft jede Aktion anhand der Regeln, führt Buch und zeigt den aktuellen Punktestand. Lehnt sie eine Aktion ab, öffnet ihr „Warum?“-Link den Eintrag der betroffenen Regel.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>In the box: the board with the planet, its moon and the orbital facilities; 24 ships (dice) in four colours, 6 of each; the clear Relic Ship; 30 fuel and 20 ore tokens; 24 alien tech cards; 32 colonies, 8 of each colour; 8 territory counters; dock covers; 3 field generators; and a victory point track.</source>
        <translation>In der Schachtel: der Spielplan mit dem Planeten, seinem Mond und den Orbitalstationen; 24 Schiffe (Würfel) in vier Farben, je 6; das durchsichtige Reliktschiff; 30 Treibstoff- und 20 Erzmarker; 24 Alien-Tech-Karten; 32 Kolonien, 8 pro Farbe; 8 Gebietsplättchen; Abdeckungen für Andockplätze; 3 Feldgeneratoren; und eine Siegpunktleiste.</translation>
    </message>
    <message>
        <source>Put the board in the middle of the table. The clear die is the &lt;b&gt;Relic Ship&lt;/b&gt;: it starts on Burroughs Desert. Each of the eight territory counters goes on its own territory, where it stays until someone controls that territory. Keep the three field generators beside the board: none is on the planet at the start.</source>
        <translation>Lege den Spielplan in die Tischmitte. Der durchsichtige Würfel ist das &lt;b&gt;Reliktschiff&lt;/b&gt;: Es beginnt auf der Burroughs-Wüste. Jedes der acht Gebietsplättchen kommt auf sein eigenes Gebiet und bleibt dort, bis jemand dieses Gebiet kontrolliert. Lege die drei Feldgeneratoren neben den Spielplan: Zu Beginn ist keiner auf dem Planeten.</translation>
    </message>
    <message>
        <source>The fuel (orange) and ore (grey) tokens form the supply: 30 fuel and 20 ore. Each player picks a colour. Of the 6 ships of your colour, 3 form your fleet and are gathered on your first turn; the other 3 wait in the ship stock, to be built at the Shipyard later.</source>
        <translation>Die Treibstoffmarker (orange) und Erzmarker (grau) bilden den Vorrat: 30 Treibstoff und 20 Erz. Jeder Spieler wählt eine Farbe. Von den 6 Schiffen deiner Farbe bilden 3 deine Flotte und werden in deinem ersten Zug eingesammelt; die anderen 3 warten in der Schiffsreserve, um später in der Werft gebaut zu werden.</translation>
    </message>
    <message>
        <source>Colonies per player: 6 with 4 players, 7 with 3 players, 8 with 2 players. In the long game every player takes all 8 colonies; the 2013 and first-edition rules offer it for 3 and 4 players, Edition X at any count (with 2 players everyone has 8 anyway). Unused colony tokens go back in the box.</source>
        <translation>Kolonien pro Spieler: 6 bei 4 Spielern, 7 bei 3 Spielern, 8 bei 2 Spielern. In der langen Partie nimmt jeder Spieler alle 8 Kolonien; die Regeln von 2013 und der ersten Auflage bieten sie für 3 und 4 Spieler an, Edition X bei jeder Spielerzahl (bei 2 Spielern hat ohnehin jeder 8). Nicht benötigte Kolonien kommen zurück in die Schachtel.</translation>
    </message>
    <message>
        <source>Alien tech: shuffle the deck (24 cards under the 2013 rules and Edition X; 22 under the first edition, which has no Mind Control Helmet). Turn 3 cards face up beside the Alien Artifact: this is the display. Deal each player 1 card face up. The rest is the draw pile; discarded cards form a face-up discard pile.</source>
        <translation>Alien-Tech: Mische den Kartenstapel (24 Karten nach den Regeln von 2013 und Edition X; 22 nach der ersten Auflage, die keinen Gedankenkontrollhelm hat). Decke 3 Karten offen neben dem Alien-Artefakt auf: Das ist die Auslage. Gib jedem Spieler 1 Karte offen. Der Rest ist der Nachziehstapel; abgeworfene Karten bilden einen offenen Ablagestapel.</translation>
    </message>
    <message>
        <source>Roll to choose player one (highest roll); play then goes clockwise. To make up for playing later, the second player starts with 1 fuel, the third with 1 ore and the fourth with 1 fuel and 1 ore. Player one starts with nothing. This is given once, at the start only.</source>
        <translation>Würfelt aus, wer Startspieler wird (höchster Wurf); danach geht es im Uhrzeigersinn weiter. Als Ausgleich für den späteren Einstieg beginnt der zweite Spieler mit 1 Treibstoff, der dritte mit 1 Erz und der vierte mit 1 Treibstoff und 1 Erz. Der Startspieler beginnt mit nichts. Das gibt es nur einmal, zu Spielbeginn.</translation>
    </message>
    <message>
        <source>With fewer than 4 players some docking ports are covered for the whole game (the board marks them with dots). 3 players: cover 1 port of the Solar Converter, 1 of the Lunar Mine, 1 pair at the Orbital Market and 1 pair at the Shipyard. 2 players: cover 1 port of the Solar Converter, 2 of the Lunar Mine, 1 pair at the Orbital Market, 2 pairs at the Shipyard and 1 set of three at the Colony Constructor.</source>
        <translation>Bei weniger als 4 Spielern werden einige Andockplätze für die ganze Partie abgedeckt (der Spielplan markiert sie mit Punkten). 3 Spieler: Decke 1 Andockplatz am Solarkonverter, 1 an der Mondmine, 1 Paar am Orbitalmarkt und 1 Paar an der Werft ab. 2 Spieler: Decke 1 Andockplatz am Solarkonverter, 2 an der Mondmine, 1 Paar am Orbitalmarkt, 2 Paare an der Werft und 1 Dreiergruppe am Koloniekonstruktor ab.</translation>
    </message>
    <message>
        <source>Usable ports for 4 / 3 / 2 players: Solar Converter 8 / 7 / 7; Lunar Mine 5 / 4 / 3; Orbital Market 2 / 1 / 1 pairs; Shipyard 3 / 2 / 1 pairs; Colony Constructor 2 / 2 / 1 sets of three. The Alien Artifact (4 ports), the Raiders' Outpost (one run of 3), the Terraforming Station (1 port), the Colonist Hub (4 tracks) and the Maintenance Bay (no limit) are the same at every count.</source>
        <translation>Nutzbare Andockplätze bei 4 / 3 / 2 Spielern: Solarkonverter 8 / 7 / 7; Mondmine 5 / 4 / 3; Orbitalmarkt 2 / 1 / 1 Paare; Werft 3 / 2 / 1 Paare; Koloniekonstruktor 2 / 2 / 1 Dreiergruppen. Das Alien-Artefakt (4 Andockplätze), der Piratenposten (eine Straße aus 3), die Terraforming-Station (1 Andockplatz), das Kolonistenzentrum (4 Leisten) und die Wartungsbucht (unbegrenzt) sind bei jeder Spielerzahl gleich.</translation>
    </message>
    <message>
        <source>The deal: in table mode you shuffle and deal the real cards, then tell the app which cards came up (the three on display and each player's card). In digital mode the app deals from its own seeded shuffle. A player dealt the Alien City or the Alien Monument has 1 VP from the start (R-23).</source>
        <translation>Das Austeilen: Im Tischmodus mischst du die echten Karten, teilst sie aus und sagst der App dann, welche Karten gekommen sind (die drei in der Auslage und die Karte jedes Spielers). Im Digitalmodus teilt die App aus ihrem eigenen, per Seed gemischten Stapel aus. Ein Spieler, der die Alien-Stadt oder das Alien-Monument erhält, hat von Anfang an 1 SP (R-23).</translation>
    </message>
    <message>
        <source>Playing a turn</source>
        <translation>Ablauf eines Zuges</translation>
    </message>
    <message>
        <source>Turns go clockwise, starting with player one. A turn has these steps, in this order.</source>
        <translation>Gespielt wird im Uhrzeigersinn, beginnend mit dem Startspieler. Ein Zug besteht aus diesen Schritten in dieser Reihenfolge.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Start of turn.&lt;/b&gt; If one of your ships is on the Terraforming Station from your previous turn, it is used up: it goes back to the ship stock (the Relic Ship goes back to Burroughs Desert instead).</source>
        <translation>&lt;b&gt;Zugbeginn.&lt;/b&gt; Steht eines deiner Schiffe seit deinem vorigen Zug auf der Terraforming-Station, ist es verbraucht: Es geht zurück in die Schiffsreserve (das Reliktschiff kehrt stattdessen zur Burroughs-Wüste zurück).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gather and roll.&lt;/b&gt; Take back every ship of yours that is on the board, at the facilities and on the Maintenance Bay (including ships built or knocked off since your last turn, and the Relic Ship if you hold it), and roll them all. The values rolled are your ships for this turn.</source>
        <translation>&lt;b&gt;Einsammeln und würfeln.&lt;/b&gt; Nimm jedes deiner Schiffe zurück, das auf dem Spielplan ist, an den Stationen und in der Wartungsbucht (einschließlich Schiffen, die seit deinem letzten Zug gebaut oder verdrängt wurden, und des Reliktschiffs, wenn du es besitzt), und wirf sie alle. Die gewürfelten Werte sind deine Schiffe für diesen Zug.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Resource Cache.&lt;/b&gt; If you held the Resource Cache when you rolled, it pays out now, before anything else happens.</source>
        <translation>&lt;b&gt;Rohstoffdepot.&lt;/b&gt; Hattest du beim Würfeln das Rohstoffdepot, zahlt es jetzt aus, bevor irgendetwas anderes passiert.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Main stage.&lt;/b&gt; Now do these in any order, as often as the rules allow: dock ships at orbital facilities, use and discard alien tech cards, trade at the Orbital Market while your pair is docked there, cycle or claim cards at the Alien Artifact, launch a colony from the Colonist Hub, and buy the Relic Ship if you control Burroughs Desert. Each docking is settled at once: you pay when you dock and receive the benefit straight away.</source>
        <translation>&lt;b&gt;Hauptphase.&lt;/b&gt; Führe nun in beliebiger Reihenfolge und so oft es die Regeln erlauben aus: Schiffe an Orbitalstationen andocken, Alien-Tech-Karten nutzen und abwerfen, am Orbitalmarkt handeln, solange dein Paar dort angedockt ist, am Alien-Artefakt Karten austauschen oder nehmen, eine Kolonie vom Kolonistenzentrum starten und das Reliktschiff kaufen, wenn du die Burroughs-Wüste kontrollierst. Jedes Andocken wird sofort abgerechnet: Du zahlst beim Andocken und erhältst den Vorteil sofort.</translation>
    </message>
    <message>
        <source>A facility can be used only if it has enough free ports, your ships meet its value condition and you can pay its cost right now. For example, the Terraforming Station needs its port free, a ship showing 6, and 1 fuel and 1 ore in your hand.</source>
        <translation>Eine Station kann nur genutzt werden, wenn sie genug freie Andockplätze hat, deine Schiffe ihre Wertbedingung erfüllen und du ihre Kosten sofort bezahlen kannst. Die Terraforming-Station zum Beispiel braucht ihren freien Andockplatz, ein Schiff mit einer 6 sowie 1 Treibstoff und 1 Erz in deinem Besitz.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dock if you can.&lt;/b&gt; All the ships you rolled must be placed before the turn ends. A ship may go to the Maintenance Bay only when it cannot legally dock at any facility at that moment (R-1). You choose the order of your dockings, and you do not have to dock as many ships as possible.</source>
        <translation>&lt;b&gt;Andocken, wenn möglich.&lt;/b&gt; Alle gewürfelten Schiffe müssen platziert werden, bevor der Zug endet. Ein Schiff darf nur dann in die Wartungsbucht, wenn es in diesem Moment an keiner Station regelkonform andocken kann (R-1). Du wählst die Reihenfolge deiner Andockvorgänge und musst nicht so viele Schiffe wie möglich andocken.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of turn.&lt;/b&gt; When all your ships are placed, your turn ends. If you then hold more than 8 resource tokens (fuel and ore together), return the extra ones of your choice to the supply (R-26). Your ships stay where they are until your next turn, keeping those ports busy for the other players.</source>
        <translation>&lt;b&gt;Zugende.&lt;/b&gt; Sind alle deine Schiffe platziert, endet dein Zug. Hast du dann mehr als 8 Rohstoffmarker (Treibstoff und Erz zusammen), gib die überzähligen nach deiner Wahl in den Vorrat zurück (R-26). Deine Schiffe bleiben bis zu deinem nächsten Zug, wo sie sind, und halten diese Andockplätze für die anderen Spieler besetzt.</translation>
    </message>
    <message>
        <source>Colonies and territory control</source>
        <translation>Kolonien und Gebietskontrolle</translation>
    </message>
    <message>
        <source>A colony reaches the planet in one of three ways: through the Colony Constructor, through the Terraforming Station, or launched from circle 7 of the Colonist Hub. You choose the territory: any territory will do unless the Repulsor Field is on it (R-22).</source>
        <translation>Eine Kolonie erreicht den Planeten auf einem von drei Wegen: über den Koloniekonstruktor, über die Terraforming-Station oder durch den Start von Kreis 7 des Kolonistenzentrums. Du wählst das Gebiet: Jedes Gebiet ist möglich, außer das Repulsorfeld liegt darauf (R-22).</translation>
    </message>
    <message>
        <source>Each of your colonies on the planet is worth 1 VP.</source>
        <translation>Jede deiner Kolonien auf dem Planeten ist 1 SP wert.</translation>
    </message>
    <message>
        <source>You &lt;b&gt;control&lt;/b&gt; a territory when you have more colonies on it than any other single player. You take its counter, score 1 more VP and may use its bonus. When two or more players share the highest number, nobody controls it and the counter stays on the planet.</source>
        <translation>Du &lt;b&gt;kontrollierst&lt;/b&gt; ein Gebiet, wenn du dort mehr Kolonien hast als jeder einzelne andere Spieler. Du nimmst sein Plättchen, erhältst 1 SP mehr und darfst seinen Bonus nutzen. Teilen sich zwei oder mehr Spieler die höchste Anzahl, kontrolliert es niemand und das Plättchen bleibt auf dem Planeten.</translation>
    </message>
    <message>
        <source>Example: Red has 2 colonies on Lem Badlands, Blue and Green 1 each, so Red controls it. If Blue lands a second colony there, Red and Blue are tied and nobody controls Lem Badlands any more.</source>
        <translation>Beispiel: Rot hat 2 Kolonien im Lem-Ödland, Blau und Grün je 1, also kontrolliert Rot das Gebiet. Landet Blau dort eine zweite Kolonie, herrscht zwischen Rot und Blau Gleichstand und niemand kontrolliert das Lem-Ödland mehr.</translation>
    </message>
    <message>
        <source>Control changes the moment the colonies change: a landing, or a colony moved by the Orbital Teleporter's or swapped by the Polarity Device's discard power. A player who loses control gives the counter back at once and loses that VP and the bonus. A bonus works from the moment you gain control, but not for what you did earlier in the turn (R-8).</source>
        <translation>Die Kontrolle wechselt in dem Moment, in dem sich die Kolonien ändern: durch eine Landung oder durch eine Kolonie, die mit der Abwurf-Fähigkeit des Orbital-Teleporters versetzt oder mit der des Polaritätsgeräts getauscht wird. Wer die Kontrolle verliert, gibt das Plättchen sofort zurück und verliert diesen SP und den Bonus. Ein Bonus wirkt ab dem Moment, in dem du die Kontrolle erlangst, aber nicht für das, was du früher im Zug getan hast (R-8).</translation>
    </message>
    <message>
        <source>Colonies stay on the planet for the rest of the game, unless a card moves them. Landing your last colony ends the game at once (R-11).</source>
        <translation>Kolonien bleiben für den Rest der Partie auf dem Planeten, außer eine Karte versetzt sie. Mit der Landung deiner letzten Kolonie endet die Partie sofort (R-11).</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>The score is not a running total. At any moment it is simply what the board and the cards show now, so it goes up and down during the game. The app works it out again after every action.</source>
        <translation>Der Punktestand ist keine laufende Summe. Er ist jederzeit einfach das, was Spielplan und Karten gerade zeigen, und steigt und fällt daher im Lauf der Partie. Die App berechnet ihn nach jeder Aktion neu.</translation>
    </message>
    <message>
        <source>Each player scores 1 VP for each of their colonies on the planet, 1 VP for each territory they control, 1 VP for holding the Alien City, 1 VP for holding the Alien Monument, and 1 VP for controlling the territory where the Positron Field is.</source>
        <translation>Jeder Spieler erhält 1 SP für jede seiner Kolonien auf dem Planeten, 1 SP für jedes Gebiet, das er kontrolliert, 1 SP für den Besitz der Alien-Stadt, 1 SP für den Besitz des Alien-Monuments und 1 SP für die Kontrolle des Gebiets, in dem das Positronenfeld liegt.</translation>
    </message>
    <message>
        <source>The score panel shows this breakdown for every player: colonies, territories, Alien City, Alien Monument and Positron Field.</source>
        <translation>Die Punkteanzeige zeigt diese Aufschlüsselung für jeden Spieler: Kolonien, Gebiete, Alien-Stadt, Alien-Monument und Positronenfeld.</translation>
    </message>
    <message>
        <source>Example: Blue has 5 colonies on the planet and controls Lem Badlands and Heinlein Plains; the Positron Field is on Heinlein Plains, and Blue holds the Alien City. Blue has 5 + 2 + 1 + 1 = 9 VP.</source>
        <translation>Beispiel: Blau hat 5 Kolonien auf dem Planeten und kontrolliert das Lem-Ödland und die Heinlein-Ebene; das Positronenfeld liegt in der Heinlein-Ebene, und Blau besitzt die Alien-Stadt. Blau hat 5 + 2 + 1 + 1 = 9 SP.</translation>
    </message>
    <message>
        <source>A colony still on the Colonist Hub, ships, fuel, ore and the other cards score nothing. Cards, ore and fuel only matter to break a tie.</source>
        <translation>Eine Kolonie, die noch im Kolonistenzentrum steht, Schiffe, Treibstoff, Erz und die übrigen Karten bringen keine Punkte. Karten, Erz und Treibstoff zählen nur bei Gleichstand.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>The game ends the instant any player lands their last colony on the planet, even in the middle of a turn. Nothing else happens after that: no more docking, no card use, and nobody discards down to 8 (R-11).</source>
        <translation>Die Partie endet in dem Augenblick, in dem ein Spieler seine letzte Kolonie auf dem Planeten landet, auch mitten in einem Zug. Danach passiert nichts mehr: kein Andocken, kein Nutzen von Karten, und niemand wirft auf 8 ab (R-11).</translation>
    </message>
    <message>
        <source>The player with the most VP wins. If players are tied, the one holding the most alien tech cards wins (the Alien City and the Alien Monument count as cards). If that is equal too, the most ore wins, then the most fuel, as held at the moment the game ended. Players still equal share the place (R-27).</source>
        <translation>Es gewinnt der Spieler mit den meisten SP. Bei Gleichstand gewinnt, wer die meisten Alien-Tech-Karten besitzt (Alien-Stadt und Alien-Monument zählen als Karten). Ist auch das gleich, gewinnt das meiste Erz, dann der meiste Treibstoff, jeweils nach dem Stand bei Spielende. Spieler, die dann immer noch gleichauf sind, teilen sich den Platz (R-27).</translation>
    </message>
    <message>
        <source>A colony waiting on the Colonist Hub is not on the planet yet. If it is your last one, it is not stuck there: the Colony Constructor or the Terraforming Station may land it instead.</source>
        <translation>Eine Kolonie, die im Kolonistenzentrum wartet, ist noch nicht auf dem Planeten. Ist es deine letzte, steckt sie dort nicht fest: Der Koloniekonstruktor oder die Terraforming-Station kann sie stattdessen landen.</translation>
    </message>
    <message>
        <source>The supply</source>
        <translation>Der Vorrat</translation>
    </message>
    <message>
        <source>The supply is every fuel and ore token no player holds: 30 fuel and 20 ore in all. Costs are paid into the supply, and tokens returned at the end of a turn go back there too.</source>
        <translation>Der Vorrat sind alle Treibstoff- und Erzmarker, die kein Spieler besitzt: insgesamt 30 Treibstoff und 20 Erz. Kosten werden in den Vorrat gezahlt, und am Zugende zurückgegebene Marker kommen ebenfalls dorthin.</translation>
    </message>
    <message>
        <source>By default the app keeps the supply limited to the tokens in the box (R-18). When a facility or a card would give you more than the supply holds, you receive only what is left. A trade at the Orbital Market is refused when no ore is left.</source>
        <translation>Standardmäßig begrenzt die App den Vorrat auf die Marker in der Schachtel (R-18). Würde dir eine Station oder eine Karte mehr geben, als der Vorrat enthält, bekommst du nur, was übrig ist. Ein Handel am Orbitalmarkt wird abgelehnt, wenn kein Erz mehr übrig ist.</translation>
    </message>
    <message>
        <source>A raid at the Raiders' Outpost moves tokens from player to player, so the supply does not limit it.</source>
        <translation>Ein Überfall am Piratenposten bewegt Marker von Spieler zu Spieler, daher begrenzt ihn der Vorrat nicht.</translation>
    </message>
    <message>
        <source>Groups that prefer unlimited tokens can turn the limit off in the game options when they start a game.</source>
        <translation>Gruppen, die unbegrenzte Marker bevorzugen, können die Begrenzung beim Start einer Partie in den Spieloptionen ausschalten.</translation>
    </message>
    <message>
        <source>Orbital facilities</source>
        <translation>Orbitalstationen</translation>
    </message>
    <message>
        <source>Ten facilities circle the planet. Each has docking ports; a ship docked in a port stays there until its owner gathers it at the start of their next turn, so a busy port is closed to everyone else until then.</source>
        <translation>Zehn Stationen umkreisen den Planeten. Jede hat Andockplätze; ein Schiff, das an einem Andockplatz angedockt ist, bleibt dort, bis sein Besitzer es zu Beginn seines nächsten Zuges einsammelt, daher ist ein besetzter Andockplatz bis dahin für alle anderen gesperrt.</translation>
    </message>
    <message>
        <source>Most facilities ask for a particular kind of ship: any value, a pair of equal values, three equal values, a run of three consecutive values, a 6, or a value at least as high as the ships already there. Some also have a cost in fuel or ore, paid when you dock.</source>
        <translation>Die meisten Stationen verlangen eine bestimmte Art von Schiff: beliebiger Wert, ein Paar gleicher Werte, drei gleiche Werte, eine Straße aus drei aufeinanderfolgenden Werten, eine 6 oder ein Wert mindestens so hoch wie die bereits dort angedockten Schiffe. Manche haben auch Kosten in Treibstoff oder Erz, die beim Andocken bezahlt werden.</translation>
    </message>
    <message>
        <source>The number of usable ports depends on the number of players (see Setup). Each facility's entry gives its condition, its cost, its benefit and the territory bonus that improves it.</source>
        <translation>Die Anzahl nutzbarer Andockplätze hängt von der Spielerzahl ab (siehe Aufbau). Der Eintrag jeder Station nennt ihre Bedingung, ihre Kosten, ihren Vorteil und den Gebietsbonus, der sie verbessert.</translation>
    </message>
    <message>
        <source>Solar Converter</source>
        <translation>Solarkonverter</translation>
    </message>
    <message>
        <source>Dock ships of any value, one per port. Each ship gives fuel equal to half its value, rounded up: a 1 or 2 gives 1 fuel, a 3 or 4 gives 2 fuel, a 5 or 6 gives 3 fuel.</source>
        <translation>Docke Schiffe mit beliebigem Wert an, eines pro Andockplatz. Jedes Schiff bringt Treibstoff in Höhe seines halben Werts, aufgerundet: Eine 1 oder 2 bringt 1 Treibstoff, eine 3 oder 4 bringt 2 Treibstoff, eine 5 oder 6 bringt 3 Treibstoff.</translation>
    </message>
    <message>
        <source>Example: docking a 3 and a 6 gives 2 + 3 = 5 fuel.</source>
        <translation>Beispiel: Das Andocken einer 3 und einer 6 bringt 2 + 3 = 5 Treibstoff.</translation>
    </message>
    <message>
        <source>Ports: 8 with 4 players, 7 with 2 or 3 players.</source>
        <translation>Andockplätze: 8 bei 4 Spielern, 7 bei 2 oder 3 Spielern.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lem Badlands:&lt;/b&gt; its controller gets 1 extra fuel for each ship docked here.</source>
        <translation>&lt;b&gt;Lem-Ödland:&lt;/b&gt; Wer es kontrolliert, erhält für jedes hier angedockte Schiff 1 Treibstoff zusätzlich.</translation>
    </message>
    <message>
        <source>Lunar Mine</source>
        <translation>Mondmine</translation>
    </message>
    <message>
        <source>Each ship docked here gives 1 ore, whatever its value. But every ship must be at least as high as the highest ship already docked at the Mine, whoever it belongs to.</source>
        <translation>Jedes hier angedockte Schiff bringt 1 Erz, unabhängig von seinem Wert. Aber jedes Schiff muss mindestens so hoch sein wie das höchste bereits an der Mine angedockte Schiff, egal wem es gehört.</translation>
    </message>
    <message>
        <source>Example: a 2 and a 4 are docked at the Mine. You may dock a 4, a 5 or a 6, but not a 3. If you dock a 4 and a 6 you get 2 ore, and from then on the next ship there needs a 6.</source>
        <translation>Beispiel: Eine 2 und eine 4 sind an der Mine angedockt. Du darfst eine 4, eine 5 oder eine 6 andocken, aber keine 3. Dockst du eine 4 und eine 6 an, erhältst du 2 Erz, und ab dann braucht das nächste Schiff dort eine 6.</translation>
    </message>
    <message>
        <source>Ships docked together are placed one at a time from the lowest up, each checked against the highest ship there at that moment (R-12).</source>
        <translation>Gemeinsam angedockte Schiffe werden einzeln vom niedrigsten aufwärts platziert, jedes geprüft gegen das höchste Schiff, das in diesem Moment dort ist (R-12).</translation>
    </message>
    <message>
        <source>Ports: 5 with 4 players, 4 with 3 players, 3 with 2 players.</source>
        <translation>Andockplätze: 5 bei 4 Spielern, 4 bei 3 Spielern, 3 bei 2 Spielern.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Van Vogt Mountains:&lt;/b&gt; its controller's first ship at the Mine each turn may have any value.</source>
        <translation>&lt;b&gt;Van-Vogt-Gebirge:&lt;/b&gt; Wer es kontrolliert, darf sein erstes Schiff an der Mine in jedem Zug mit beliebigem Wert andocken.</translation>
    </message>
    <message>
        <source>Orbital Market</source>
        <translation>Orbitalmarkt</translation>
    </message>
    <message>
        <source>Dock a pair of ships with the same value. While the pair stays docked, you may trade during the rest of this turn as often as you like: pay fuel equal to the pair's value to get 1 ore.</source>
        <translation>Docke ein Paar Schiffe mit gleichem Wert an. Solange das Paar angedockt bleibt, darfst du im Rest dieses Zuges beliebig oft handeln: Zahle Treibstoff in Höhe des Paarwerts, um 1 Erz zu erhalten.</translation>
    </message>
    <message>
        <source>Example: with a pair of 2s docked, 6 fuel buys 3 ore. Fuel you gain later in the same turn can be traded too.</source>
        <translation>Beispiel: Mit einem angedockten Paar aus 2 und 2 kaufen 6 Treibstoff 3 Erz. Treibstoff, den du später im selben Zug erhältst, kann ebenfalls getauscht werden.</translation>
    </message>
    <message>
        <source>Trading stops when your turn ends, or earlier if a ship of the pair is moved away (R-9). If you have two pairs docked, the lower value sets the price.</source>
        <translation>Der Handel endet mit deinem Zug oder früher, wenn ein Schiff des Paars wegbewegt wird (R-9). Hast du zwei Paare angedockt, bestimmt der niedrigere Wert den Preis.</translation>
    </message>
    <message>
        <source>Ports: 2 pairs with 4 players, 1 pair with 2 or 3 players.</source>
        <translation>Andockplätze: 2 Paare bei 4 Spielern, 1 Paar bei 2 oder 3 Spielern.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Heinlein Plains:&lt;/b&gt; its controller always trades 1 fuel for 1 ore here, whatever the pair's value (a docked pair is still needed).</source>
        <translation>&lt;b&gt;Heinlein-Ebene:&lt;/b&gt; Wer sie kontrolliert, tauscht hier immer 1 Treibstoff gegen 1 Erz, egal welchen Wert das Paar hat (ein angedocktes Paar ist trotzdem nötig).</translation>
    </message>
    <message>
        <source>Alien Artifact</source>
        <translation>Alien-Artefakt</translation>
    </message>
    <message>
        <source>Dock ships of any value, one per port; there are 4 ports at every player count. Each ship you dock lets you &lt;b&gt;cycle&lt;/b&gt; the display once if you wish: the 3 face-up cards go to the discard pile and 3 new ones are turned up from the draw pile.</source>
        <translation>Docke Schiffe mit beliebigem Wert an, eines pro Andockplatz; es gibt bei jeder Spielerzahl 4 Andockplätze. Jedes Schiff, das du andockst, erlaubt dir, die Auslage einmal &lt;b&gt;auszutauschen&lt;/b&gt;, wenn du willst: Die 3 offenen Karten kommen auf den Ablagestapel und 3 neue werden vom Nachziehstapel aufgedeckt.</translation>
    </message>
    <message>
        <source>When your ships docked here this turn add up to 8 or more, you may &lt;b&gt;claim&lt;/b&gt; one card from the display; a card from the draw pile takes its place. A claim uses up that total and any cycles left: to claim a second card in the same turn you need new ships adding up to 8 or more (R-25).</source>
        <translation>Ergeben deine in diesem Zug hier angedockten Schiffe zusammen 8 oder mehr, darfst du dir eine Karte aus der Auslage &lt;b&gt;nehmen&lt;/b&gt;; eine Karte vom Nachziehstapel nimmt ihren Platz ein. Das Nehmen verbraucht diese Summe und alle übrigen Austausche: Für eine zweite Karte im selben Zug brauchst du neue Schiffe, die zusammen 8 oder mehr ergeben (R-25).</translation>
    </message>
    <message>
        <source>Example: you dock a 3 and cycle, then a 2 and cycle again. You dock a 4: your total is now 9, so you may cycle a third time and then claim the card you want.</source>
        <translation>Beispiel: Du dockst eine 3 an und tauschst aus, dann eine 2 und tauschst erneut aus. Du dockst eine 4 an: Deine Summe ist jetzt 9, also darfst du ein drittes Mal austauschen und dir dann die gewünschte Karte nehmen.</translation>
    </message>
    <message>
        <source>Only your own ships docked this turn count: ships left from your earlier turns and other players' ships do not. You may not claim a card you already hold. If the draw pile runs out, the discards are shuffled into a new draw pile.</source>
        <translation>Es zählen nur deine eigenen, in diesem Zug angedockten Schiffe: Schiffe aus deinen früheren Zügen und Schiffe anderer Spieler zählen nicht. Du darfst keine Karte nehmen, die du schon besitzt. Ist der Nachziehstapel aufgebraucht, wird die Ablage zu einem neuen Nachziehstapel gemischt.</translation>
    </message>
    <message>
        <source>Colonist Hub</source>
        <translation>Kolonistenzentrum</translation>
    </message>
    <message>
        <source>The Hub has 4 tracks, each with 3 docking ports and 7 circles. Each player uses one track at a time, and ships of any value may dock there.</source>
        <translation>Das Zentrum hat 4 Leisten mit je 3 Andockplätzen und 7 Kreisen. Jeder Spieler nutzt jeweils eine Leiste, und Schiffe mit beliebigem Wert dürfen dort andocken.</translation>
    </message>
    <message>
        <source>Your first ship here puts one of your colonies on circle 1 of your track. Every further ship, this turn or in later turns, moves that colony on by one circle. Once it stands on circle 7 you may launch it at any moment of your turn: pay 1 fuel and 1 ore and land it on a territory.</source>
        <translation>Dein erstes Schiff hier setzt eine deiner Kolonien auf Kreis 1 deiner Leiste. Jedes weitere Schiff, in diesem oder in späteren Zügen, rückt diese Kolonie um einen Kreis vor. Sobald sie auf Kreis 7 steht, darfst du sie zu jedem Zeitpunkt deines Zuges starten: Zahle 1 Treibstoff und 1 Erz und lande sie in einem Gebiet.</translation>
    </message>
    <message>
        <source>While your colony waits on circle 7 you cannot dock more ships at the Hub; launch it first (R-2). After a launch, the next ship you dock at the Hub starts a new colony on circle 1, even in the same turn (R-3).</source>
        <translation>Solange deine Kolonie auf Kreis 7 wartet, kannst du keine weiteren Schiffe am Zentrum andocken; starte sie zuerst (R-2). Nach einem Start beginnt das nächste Schiff, das du am Zentrum andockst, eine neue Kolonie auf Kreis 1, auch im selben Zug (R-3).</translation>
    </message>
    <message>
        <source>Advances beyond circle 7, for example from Asimov Crater, are not lost if you launch at once: they start your next colony. Example: your colony is on circle 5 and you control Asimov Crater. You dock 3 ships together: 3 advances plus 1 bonus. Two of them reach circle 7; launch at once and the other 2 put your next colony on circle 2.</source>
        <translation>Vorrückungen über Kreis 7 hinaus, zum Beispiel durch den Asimov-Krater, gehen nicht verloren, wenn du sofort startest: Sie beginnen deine nächste Kolonie. Beispiel: Deine Kolonie steht auf Kreis 5 und du kontrollierst den Asimov-Krater. Du dockst 3 Schiffe gemeinsam an: 3 Vorrückungen plus 1 Bonus. Zwei davon erreichen Kreis 7; starte sofort, und die anderen 2 setzen deine nächste Kolonie auf Kreis 2.</translation>
    </message>
    <message>
        <source>Your last colony is not stuck on the Hub: if it is waiting there, the Colony Constructor or the Terraforming Station can land it instead.</source>
        <translation>Deine letzte Kolonie steckt nicht im Zentrum fest: Wartet sie dort, kann der Koloniekonstruktor oder die Terraforming-Station sie stattdessen landen.</translation>
    </message>
    <message>
        <source>A colony on the Hub is not on the planet: it scores nothing until it lands.</source>
        <translation>Eine Kolonie im Zentrum ist nicht auf dem Planeten: Sie bringt keine Punkte, bis sie landet.</translation>
    </message>
    <message>
        <source>Colony Constructor</source>
        <translation>Koloniekonstruktor</translation>
    </message>
    <message>
        <source>Dock three ships with the same value and pay 3 ore to land one of your colonies on a territory at once.</source>
        <translation>Docke drei Schiffe mit gleichem Wert an und zahle 3 Erz, um sofort eine deiner Kolonien in einem Gebiet zu landen.</translation>
    </message>
    <message>
        <source>Example: three 5s and 3 ore land a colony on Herbert Valley.</source>
        <translation>Beispiel: Drei 5er und 3 Erz landen eine Kolonie im Herbert-Tal.</translation>
    </message>
    <message>
        <source>Ports: 2 sets of three with 3 or 4 players, 1 set with 2 players.</source>
        <translation>Andockplätze: 2 Dreiergruppen bei 3 oder 4 Spielern, 1 Dreiergruppe bei 2 Spielern.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bradbury Plateau:&lt;/b&gt; its controller pays 2 ore instead of 3.</source>
        <translation>&lt;b&gt;Bradbury-Plateau:&lt;/b&gt; Wer es kontrolliert, zahlt 2 Erz statt 3.</translation>
    </message>
    <message>
        <source>Terraforming Station</source>
        <translation>Terraforming-Station</translation>
    </message>
    <message>
        <source>Dock one ship showing 6 and pay 1 fuel and 1 ore to land one of your colonies on a territory at once. There is a single port.</source>
        <translation>Docke ein Schiff mit einer 6 an und zahle 1 Treibstoff und 1 Erz, um sofort eine deiner Kolonien in einem Gebiet zu landen. Es gibt nur einen Andockplatz.</translation>
    </message>
    <message>
        <source>The ship is used up. It stays on the station until the start of your next turn and then goes to the ship stock instead of back to your fleet; from there it can be built again at the Shipyard (R-28). The Relic Ship goes back to Burroughs Desert instead.</source>
        <translation>Das Schiff ist verbraucht. Es bleibt bis zum Beginn deines nächsten Zuges auf der Station und kommt dann in die Schiffsreserve statt zurück in deine Flotte; von dort kann es in der Werft erneut gebaut werden (R-28). Das Reliktschiff kehrt stattdessen zur Burroughs-Wüste zurück.</translation>
    </message>
    <message>
        <source>You may not use the station if that would leave you with fewer than 3 ships of your colour (2 under Edition X), counting the ships of your colour that are not in the stock, after this one is lost. The Relic Ship never counts (R-17). So under the 2013 rules, with only 3 ships of your colour you cannot terraform with one of them.</source>
        <translation>Du darfst die Station nicht nutzen, wenn dir danach weniger als 3 Schiffe deiner Farbe blieben (2 nach Edition X); gezählt werden die Schiffe deiner Farbe, die nicht in der Schiffsreserve sind, nachdem dieses verloren ist. Das Reliktschiff zählt nie (R-17). Nach den Regeln von 2013 kannst du also mit nur 3 Schiffen deiner Farbe mit keinem davon terraformen.</translation>
    </message>
    <message>
        <source>Alien tech cannot move a ship from the station to another facility. The Plasma Cannon can remove it, and then it goes straight to the stock.</source>
        <translation>Alien-Tech kann kein Schiff von der Station zu einer anderen Station versetzen. Die Plasmakanone kann es entfernen, und dann geht es direkt in die Schiffsreserve.</translation>
    </message>
    <message>
        <source>Shipyard</source>
        <translation>Werft</translation>
    </message>
    <message>
        <source>Dock a pair of ships with the same value and pay to build a new ship: take a ship of your colour from the ship stock and put it on the Maintenance Bay. It joins your fleet when you gather your ships at the start of your next turn.</source>
        <translation>Docke ein Paar Schiffe mit gleichem Wert an und zahle, um ein neues Schiff zu bauen: Nimm ein Schiff deiner Farbe aus der Schiffsreserve und stelle es in die Wartungsbucht. Es kommt zu deiner Flotte, wenn du zu Beginn deines nächsten Zuges deine Schiffe einsammelst.</translation>
    </message>
    <message>
        <source>The price depends on which ship it will be: your 4th ship costs 1 fuel and 1 ore, your 5th 2 fuel and 2 ore, your 6th 3 fuel and 3 ore. Count every ship of your colour that is not in the stock, wherever it is, and add the new one; the Relic Ship does not count (R-4). Two ships built in one turn are priced in order (R-28).</source>
        <translation>Der Preis hängt davon ab, das wievielte Schiff es wird: Dein 4. Schiff kostet 1 Treibstoff und 1 Erz, dein 5. 2 Treibstoff und 2 Erz, dein 6. 3 Treibstoff und 3 Erz. Zähle jedes Schiff deiner Farbe, das nicht in der Schiffsreserve ist, egal wo es ist, und rechne das neue dazu; das Reliktschiff zählt nicht (R-4). Zwei in einem Zug gebaute Schiffe werden der Reihe nach berechnet (R-28).</translation>
    </message>
    <message>
        <source>Example: you have 4 ships of your colour, one of them on the Terraforming Station. The new ship is your 5th and costs 2 fuel and 2 ore.</source>
        <translation>Beispiel: Du hast 4 Schiffe deiner Farbe, eines davon auf der Terraforming-Station. Das neue Schiff ist dein 5. und kostet 2 Treibstoff und 2 Erz.</translation>
    </message>
    <message>
        <source>If no ship of your colour is in the stock, you cannot use the Shipyard. Ships you lose go back to the stock and can be built again.</source>
        <translation>Ist kein Schiff deiner Farbe in der Schiffsreserve, kannst du die Werft nicht nutzen. Schiffe, die du verlierst, kommen zurück in die Schiffsreserve und können wieder gebaut werden.</translation>
    </message>
    <message>
        <source>Ports: 3 pairs with 4 players, 2 pairs with 3 players, 1 pair with 2 players.</source>
        <translation>Andockplätze: 3 Paare bei 4 Spielern, 2 Paare bei 3 Spielern, 1 Paar bei 2 Spielern.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Herbert Valley:&lt;/b&gt; its controller pays 1 fuel and 1 ore less for each ship, so the 4th ship is free.</source>
        <translation>&lt;b&gt;Herbert-Tal:&lt;/b&gt; Wer es kontrolliert, zahlt pro Schiff 1 Treibstoff und 1 Erz weniger, das 4. Schiff ist also kostenlos.</translation>
    </message>
    <message>
        <source>Raiders' Outpost</source>
        <translation>Piratenposten</translation>
    </message>
    <message>
        <source>Dock three ships with consecutive values, such as 2-3-4, to raid. Right when your run docks you may take either up to 4 resource tokens in total (fuel and ore in any mix, from one or more other players), or 1 alien tech card of your choice from one player. The raid is optional and happens once (R-21).</source>
        <translation>Docke drei Schiffe mit aufeinanderfolgenden Werten an, etwa 2-3-4, um einen Überfall zu machen. Direkt beim Andocken deiner Straße darfst du entweder insgesamt bis zu 4 Rohstoffmarker nehmen (Treibstoff und Erz beliebig gemischt, von einem oder mehreren anderen Spielern) oder 1 Alien-Tech-Karte deiner Wahl von einem Spieler. Der Überfall ist freiwillig und findet einmal statt (R-21).</translation>
    </message>
    <message>
        <source>There is room for one run. If ships are already docked there, your run must add up to more than the ships still docked there; those ships go to the Maintenance Bay. Under the 2013 rules and Edition X you may bump your own run too.</source>
        <translation>Es gibt Platz für eine Straße. Sind dort bereits Schiffe angedockt, muss deine Straße zusammen mehr ergeben als die noch dort angedockten Schiffe; diese Schiffe kommen in die Wartungsbucht. Nach den Regeln von 2013 und Edition X darfst du auch deine eigene Straße verdrängen.</translation>
    </message>
    <message>
        <source>Example: 2-3-4 is docked (total 9). You may replace it with 3-4-5 (12) or 4-5-6 (15). If a Plasma Cannon has removed the 4, the two ships left add up to 5, so even 1-2-3 (6) beats them.</source>
        <translation>Beispiel: 2-3-4 ist angedockt (Summe 9). Du darfst sie durch 3-4-5 (12) oder 4-5-6 (15) ersetzen. Hat eine Plasmakanone die 4 entfernt, ergeben die zwei übrigen Schiffe 5, also schlägt sie sogar 1-2-3 (6).</translation>
    </message>
    <message>
        <source>A card you steal that you already hold is discarded at once and does nothing. Nobody may take fuel or ore from a player who holds the Holographic Decoy; from that player a raid may take only the Decoy itself (R-10).</source>
        <translation>Eine gestohlene Karte, die du schon besitzt, wird sofort abgeworfen und bewirkt nichts. Niemand darf einem Spieler, der den Hologramm-Köder besitzt, Treibstoff oder Erz nehmen; von diesem Spieler kann ein Überfall nur den Köder selbst nehmen (R-10).</translation>
    </message>
    <message>
        <source>Raided players never discard down to 8 because of a raid (R-26).</source>
        <translation>Überfallene Spieler werfen wegen eines Überfalls nie auf 8 ab (R-26).</translation>
    </message>
    <message>
        <source>Maintenance Bay</source>
        <translation>Wartungsbucht</translation>
    </message>
    <message>
        <source>The Maintenance Bay gives nothing. A rolled ship goes there only when it cannot legally dock at any other facility (R-1). There is no limit to the number of ships on it.</source>
        <translation>Die Wartungsbucht bringt nichts. Ein gewürfeltes Schiff kommt nur dorthin, wenn es an keiner anderen Station regelkonform andocken kann (R-1). Die Anzahl der Schiffe dort ist unbegrenzt.</translation>
    </message>
    <message>
        <source>It is also where ships wait for their owner's next turn: new ships from the Shipyard, the Relic Ship just bought, ships sent away by the Plasma Cannon and runs bumped from the Raiders' Outpost. Their owner gathers them with the rest of the fleet.</source>
        <translation>Dort warten auch Schiffe auf den nächsten Zug ihres Besitzers: neue Schiffe aus der Werft, das gerade gekaufte Reliktschiff, von der Plasmakanone weggeschickte Schiffe und vom Piratenposten verdrängte Straßen. Ihr Besitzer sammelt sie mit dem Rest der Flotte ein.</translation>
    </message>
    <message>
        <source>Under the 2013 rules and Edition X, alien tech cannot touch a ship on the Bay: the Orbital Teleporter, the Mind Control Helmet and the Plasma Cannon (either power) cannot move or remove it.</source>
        <translation>Nach den Regeln von 2013 und Edition X kann Alien-Tech ein Schiff in der Wartungsbucht nicht antasten: Orbital-Teleporter, Gedankenkontrollhelm und Plasmakanone (beide Fähigkeiten) können es weder versetzen noch entfernen.</translation>
    </message>
    <message>
        <source>Territory bonuses</source>
        <translation>Gebietsboni</translation>
    </message>
    <message>
        <source>The planet has eight territories. Whoever controls a territory (more colonies on it than any other single player) may use its bonus, and keeps it only as long as the control lasts.</source>
        <translation>Der Planet hat acht Gebiete. Wer ein Gebiet kontrolliert (dort mehr Kolonien hat als jeder einzelne andere Spieler), darf seinen Bonus nutzen, und zwar nur so lange, wie die Kontrolle anhält.</translation>
    </message>
    <message>
        <source>A bonus works from the moment you gain control; it does not change what you already did that turn (R-8). The Isolation Field cancels the bonus of its territory. The Data Crystal lets a player borrow a bonus for one turn.</source>
        <translation>Ein Bonus wirkt ab dem Moment, in dem du die Kontrolle erlangst; er ändert nichts an dem, was du in diesem Zug bereits getan hast (R-8). Das Isolationsfeld hebt den Bonus seines Gebiets auf. Mit dem Datenkristall kann ein Spieler einen Bonus für einen Zug leihen.</translation>
    </message>
    <message>
        <source>Asimov Crater</source>
        <translation>Asimov-Krater</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; in a turn in which you dock 2 or more ships at the Colonist Hub, your colony moves one extra circle.</source>
        <translation>&lt;b&gt;Bonus:&lt;/b&gt; In einem Zug, in dem du 2 oder mehr Schiffe am Kolonistenzentrum andockst, rückt deine Kolonie einen Kreis zusätzlich vor.</translation>
    </message>
    <message>
        <source>Example: 2 ships docked at the Hub move your colony 3 circles; 3 ships move it 4 circles.</source>
        <translation>Beispiel: 2 am Zentrum angedockte Schiffe rücken deine Kolonie 3 Kreise vor; 3 Schiffe rücken sie 4 Kreise vor.</translation>
    </message>
    <message>
        <source>Under the 2013 rules and Edition X the extra circle comes once per turn, when a ship docks at the Hub while you hold the bonus and it is at least your second Hub ship of the turn (R-8). Under the first edition it comes each time you dock more than one ship there in one go.</source>
        <translation>Nach den Regeln von 2013 und Edition X gibt es den Zusatzkreis einmal pro Zug, wenn ein Schiff am Zentrum andockt, während du den Bonus hast, und es mindestens dein zweites Zentrumsschiff in diesem Zug ist (R-8). Nach der ersten Auflage gibt es ihn jedes Mal, wenn du dort mehr als ein Schiff auf einmal andockst.</translation>
    </message>
    <message>
        <source>Advances beyond circle 7 start your next colony if you launch at once (see Colonist Hub).</source>
        <translation>Vorrückungen über Kreis 7 hinaus beginnen deine nächste Kolonie, wenn du sofort startest (siehe Kolonistenzentrum).</translation>
    </message>
    <message>
        <source>Bradbury Plateau</source>
        <translation>Bradbury-Plateau</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; the Colony Constructor costs you 2 ore instead of 3.</source>
        <translation>&lt;b&gt;Bonus:&lt;/b&gt; Der Koloniekonstruktor kostet dich 2 Erz statt 3.</translation>
    </message>
    <message>
        <source>Example: you dock three 4s at the Colony Constructor and pay 2 ore to land a colony.</source>
        <translation>Beispiel: Du dockst drei 4er am Koloniekonstruktor an und zahlst 2 Erz, um eine Kolonie zu landen.</translation>
    </message>
    <message>
        <source>Burroughs Desert</source>
        <translation>Burroughs-Wüste</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; you may buy the Relic Ship, the clear die, for 1 fuel and 1 ore at any moment of your turn while it stands on Burroughs Desert (R-24). It goes to the Maintenance Bay and joins your fleet when you gather your ships at the start of your next turn.</source>
        <translation>&lt;b&gt;Bonus:&lt;/b&gt; Du darfst das Reliktschiff, den durchsichtigen Würfel, zu jedem Zeitpunkt deines Zuges für 1 Treibstoff und 1 Erz kaufen, solange es auf der Burroughs-Wüste steht (R-24). Es kommt in die Wartungsbucht und stößt zu deiner Flotte, wenn du zu Beginn deines nächsten Zuges deine Schiffe einsammelst.</translation>
    </message>
    <message>
        <source>The Relic Ship is an extra ship without a colour. You roll and dock it like your other ships, but it never counts as a ship of your colour (not for the Shipyard price, the Terraforming Station's minimum or the Plasma Cannon's limit), and whenever it would go to the ship stock it goes back to Burroughs Desert instead.</source>
        <translation>Das Reliktschiff ist ein zusätzliches Schiff ohne Farbe. Du würfelst es und dockst es an wie deine anderen Schiffe, aber es zählt nie als Schiff deiner Farbe (weder für den Werftpreis noch für das Minimum der Terraforming-Station noch für die Grenze der Plasmakanone), und wann immer es in die Schiffsreserve käme, kehrt es stattdessen zur Burroughs-Wüste zurück.</translation>
    </message>
    <message>
        <source>You keep it only while you control Burroughs Desert and the Isolation Field is not there. If you lose control, or the Isolation Field arrives, the Relic Ship returns to Burroughs Desert at once, wherever it was. Whoever controls the territory may buy it again whenever it is back there.</source>
        <translation>Du behältst es nur, solange du die Burroughs-Wüste kontrollierst und das Isolationsfeld nicht dort liegt. Verlierst du die Kontrolle oder kommt das Isolationsfeld dorthin, kehrt das Reliktschiff sofort zur Burroughs-Wüste zurück, egal wo es war. Wer das Gebiet kontrolliert, darf es wieder kaufen, sobald es dort zurück ist.</translation>
    </message>
    <message>
        <source>Example: you terraform with the Relic Ship showing a 6. At the start of your next turn it goes home to Burroughs Desert, and you may buy it again during that same turn.</source>
        <translation>Beispiel: Du terraformst mit dem Reliktschiff, das eine 6 zeigt. Zu Beginn deines nächsten Zuges kehrt es heim zur Burroughs-Wüste, und du darfst es im selben Zug wieder kaufen.</translation>
    </message>
    <message>
        <source>This bonus cannot be borrowed with the Data Crystal.</source>
        <translation>Dieser Bonus kann nicht mit dem Datenkristall geliehen werden.</translation>
    </message>
    <message>
        <source>The Relic Ship</source>
        <translation>Das Reliktschiff</translation>
    </message>
    <message>
        <source>The clear die is a ship with no colour. It starts on Burroughs Desert, and whoever controls Burroughs Desert may buy it for 1 fuel and 1 ore; it then joins their fleet from their next turn.</source>
        <translation>Der durchsichtige Würfel ist ein Schiff ohne Farbe. Es beginnt auf der Burroughs-Wüste, und wer die Burroughs-Wüste kontrolliert, darf es für 1 Treibstoff und 1 Erz kaufen; ab dem nächsten Zug des Käufers gehört es dann zu dessen Flotte.</translation>
    </message>
    <message>
        <source>It counts as one of your ships for docking but never as a ship of your colour. Whenever it would go to the ship stock, or its holder loses control of Burroughs Desert, or the Isolation Field lands there, it goes back to Burroughs Desert. See Burroughs Desert and R-24.</source>
        <translation>Es zählt beim Andocken als eines deiner Schiffe, aber nie als Schiff deiner Farbe. Wann immer es in die Schiffsreserve käme, sein Besitzer die Kontrolle über die Burroughs-Wüste verliert oder das Isolationsfeld dort landet, kehrt es zur Burroughs-Wüste zurück. Siehe Burroughs-Wüste und R-24.</translation>
    </message>
    <message>
        <source>Heinlein Plains</source>
        <translation>Heinlein-Ebene</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; at the Orbital Market you always trade 1 fuel for 1 ore, whatever value your docked pair shows. You still need a pair docked there.</source>
        <translation>&lt;b&gt;Bonus:&lt;/b&gt; Am Orbitalmarkt tauschst du immer 1 Treibstoff gegen 1 Erz, egal welchen Wert dein angedocktes Paar zeigt. Du brauchst dort trotzdem ein angedocktes Paar.</translation>
    </message>
    <message>
        <source>Example: with a pair of 6s at the Market, 4 fuel buys 4 ore instead of none.</source>
        <translation>Beispiel: Mit einem Paar aus 6 und 6 am Markt kaufen 4 Treibstoff 4 Erz statt gar keinem.</translation>
    </message>
    <message>
        <source>Herbert Valley</source>
        <translation>Herbert-Tal</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; each ship you build at the Shipyard costs 1 fuel and 1 ore less. Your 4th ship is free, the 5th costs 1 fuel and 1 ore, the 6th 2 fuel and 2 ore.</source>
        <translation>&lt;b&gt;Bonus:&lt;/b&gt; Jedes Schiff, das du in der Werft baust, kostet 1 Treibstoff und 1 Erz weniger. Dein 4. Schiff ist kostenlos, das 5. kostet 1 Treibstoff und 1 Erz, das 6. 2 Treibstoff und 2 Erz.</translation>
    </message>
    <message>
        <source>Lem Badlands</source>
        <translation>Lem-Ödland</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; each ship you dock at the Solar Converter gives 1 extra fuel.</source>
        <translation>&lt;b&gt;Bonus:&lt;/b&gt; Jedes Schiff, das du am Solarkonverter andockst, bringt 1 Treibstoff zusätzlich.</translation>
    </message>
    <message>
        <source>Example: a 3 and a 4 give 2 + 2 fuel, plus 2 for the bonus: 6 fuel instead of 4. Only ships docked after you gain the bonus count (R-8).</source>
        <translation>Beispiel: Eine 3 und eine 4 bringen 2 + 2 Treibstoff, plus 2 durch den Bonus: 6 Treibstoff statt 4. Es zählen nur Schiffe, die angedockt werden, nachdem du den Bonus erlangt hast (R-8).</translation>
    </message>
    <message>
        <source>Pohl Foothills</source>
        <translation>Pohl-Vorgebirge</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; every use of an alien tech card's fuel power costs you 1 fuel less (never below 0).</source>
        <translation>&lt;b&gt;Bonus:&lt;/b&gt; Jeder Einsatz der Treibstoff-Fähigkeit einer Alien-Tech-Karte kostet dich 1 Treibstoff weniger (nie unter 0).</translation>
    </message>
    <message>
        <source>Example: the Booster Pod costs you nothing. Firing the Plasma Cannon at 3 ships costs 2 fuel instead of 3: the discount is per use, not per ship (R-16).</source>
        <translation>Beispiel: Die Booster-Kapsel kostet dich nichts. Die Plasmakanone auf 3 Schiffe abzufeuern kostet 2 Treibstoff statt 3: Der Rabatt gilt pro Einsatz, nicht pro Schiff (R-16).</translation>
    </message>
    <message>
        <source>For the Data Crystal, the discount counts only if you already held this bonus before that use (R-7).</source>
        <translation>Beim Datenkristall zählt der Rabatt nur, wenn du diesen Bonus schon vor diesem Einsatz hattest (R-7).</translation>
    </message>
    <message>
        <source>Van Vogt Mountains</source>
        <translation>Van-Vogt-Gebirge</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; the first ship you dock at the Lunar Mine each turn may have any value, whatever is docked there. Your further ships there that turn follow the usual rule.</source>
        <translation>&lt;b&gt;Bonus:&lt;/b&gt; Das erste Schiff, das du in einem Zug an der Mondmine andockst, darf jeden Wert haben, egal was dort angedockt ist. Deine weiteren Schiffe dort folgen in diesem Zug der normalen Regel.</translation>
    </message>
    <message>
        <source>Example: the highest ship at the Mine is a 5 and you rolled 1, 2 and 5. Dock the 1 first, then the 5 as well: 2 ore.</source>
        <translation>Beispiel: Das höchste Schiff an der Mine ist eine 5, und du hast 1, 2 und 5 gewürfelt. Docke zuerst die 1 an, dann auch die 5: 2 Erz.</translation>
    </message>
    <message>
        <source>The bonus does not help if a ship of yours already docked at the Mine this turn before you gained it (R-8).</source>
        <translation>Der Bonus hilft nicht, wenn in diesem Zug schon ein Schiff von dir an der Mine angedockt hat, bevor du ihn erlangt hast (R-8).</translation>
    </message>
    <message>
        <source>Field generators</source>
        <translation>Feldgeneratoren</translation>
    </message>
    <message>
        <source>There are three field generators: the Isolation Field, the Positron Field and the Repulsor Field. None is on the planet at the start. Each arrives when a particular alien tech card is discarded: the Stasis Beam brings the Isolation Field, the Data Crystal the Positron Field, the Gravity Manipulator the Repulsor Field.</source>
        <translation>Es gibt drei Feldgeneratoren: das Isolationsfeld, das Positronenfeld und das Repulsorfeld. Zu Beginn ist keiner auf dem Planeten. Jeder kommt ins Spiel, wenn eine bestimmte Alien-Tech-Karte abgeworfen wird: Der Stasisstrahl bringt das Isolationsfeld, der Datenkristall das Positronenfeld, der Gravitationsmanipulator das Repulsorfeld.</translation>
    </message>
    <message>
        <source>The first such discard puts the generator on any territory. Each later discard of that kind moves it to a different territory (R-14). Generators may share a territory. Discarding the Booster Pod takes one generator off the planet; its card can bring it back later.</source>
        <translation>Der erste solche Abwurf legt den Generator in ein beliebiges Gebiet. Jeder spätere Abwurf dieser Art versetzt ihn in ein anderes Gebiet (R-14). Generatoren dürfen sich ein Gebiet teilen. Das Abwerfen der Booster-Kapsel nimmt einen Generator vom Planeten; seine Karte kann ihn später zurückbringen.</translation>
    </message>
    <message>
        <source>A field generator changes the rules on its own territory only. Where its effect and an alien tech card disagree, the field generator wins.</source>
        <translation>Ein Feldgenerator ändert die Regeln nur in seinem eigenen Gebiet. Widersprechen sich seine Wirkung und eine Alien-Tech-Karte, gewinnt der Feldgenerator.</translation>
    </message>
    <message>
        <source>Isolation Field</source>
        <translation>Isolationsfeld</translation>
    </message>
    <message>
        <source>The territory with the Isolation Field has no bonus: its controller cannot use it, and nobody can borrow it with the Data Crystal.</source>
        <translation>Das Gebiet mit dem Isolationsfeld hat keinen Bonus: Wer es kontrolliert, kann ihn nicht nutzen, und niemand kann ihn mit dem Datenkristall leihen.</translation>
    </message>
    <message>
        <source>Control still counts for the score: the controller keeps the 1 VP for control, and the Positron Field's point if it is there too (R-13).</source>
        <translation>Die Kontrolle zählt weiterhin für die Wertung: Wer das Gebiet kontrolliert, behält den 1 SP für die Kontrolle und den Punkt des Positronenfelds, falls es auch dort liegt (R-13).</translation>
    </message>
    <message>
        <source>On Burroughs Desert it means the Relic Ship cannot be bought, and a Relic Ship in use goes straight back to Burroughs Desert.</source>
        <translation>Auf der Burroughs-Wüste bedeutet es, dass das Reliktschiff nicht gekauft werden kann und ein Reliktschiff im Einsatz sofort zur Burroughs-Wüste zurückkehrt.</translation>
    </message>
    <message>
        <source>Placed or moved by discarding a Stasis Beam.</source>
        <translation>Wird durch Abwerfen eines Stasisstrahls gelegt oder versetzt.</translation>
    </message>
    <message>
        <source>Positron Field</source>
        <translation>Positronenfeld</translation>
    </message>
    <message>
        <source>Whoever controls the territory with the Positron Field scores 1 extra VP. If nobody controls it, nobody gets the point.</source>
        <translation>Wer das Gebiet mit dem Positronenfeld kontrolliert, erhält 1 SP zusätzlich. Kontrolliert es niemand, bekommt niemand den Punkt.</translation>
    </message>
    <message>
        <source>The point follows control: if control changes or the field moves, the point moves with it at once. It counts even when the Isolation Field is on the same territory (R-13).</source>
        <translation>Der Punkt folgt der Kontrolle: Wechselt die Kontrolle oder wird das Feld versetzt, wandert der Punkt sofort mit. Er zählt auch dann, wenn das Isolationsfeld im selben Gebiet liegt (R-13).</translation>
    </message>
    <message>
        <source>Placed or moved by discarding a Data Crystal.</source>
        <translation>Wird durch Abwerfen eines Datenkristalls gelegt oder versetzt.</translation>
    </message>
    <message>
        <source>Repulsor Field</source>
        <translation>Repulsorfeld</translation>
    </message>
    <message>
        <source>No colony may be added to or taken from the territory with the Repulsor Field. No colony can land there, and the discard powers of the Orbital Teleporter and the Polarity Device cannot move colonies into or out of it (R-15, R-19).</source>
        <translation>Dem Gebiet mit dem Repulsorfeld darf keine Kolonie hinzugefügt oder genommen werden. Keine Kolonie kann dort landen, und die Abwurf-Fähigkeiten des Orbital-Teleporters und des Polaritätsgeräts können keine Kolonien hinein- oder herausbewegen (R-15, R-19).</translation>
    </message>
    <message>
        <source>It does not protect field generators: it can itself be moved or removed, and so can any other generator on the same territory.</source>
        <translation>Es schützt keine Feldgeneratoren: Es kann selbst versetzt oder entfernt werden, und ebenso jeder andere Generator im selben Gebiet.</translation>
    </message>
    <message>
        <source>Placed or moved by discarding a Gravity Manipulator.</source>
        <translation>Wird durch Abwerfen eines Gravitationsmanipulators gelegt oder versetzt.</translation>
    </message>
    <message>
        <source>Alien tech cards</source>
        <translation>Alien-Tech-Karten</translation>
    </message>
    <message>
        <source>Alien tech cards bend the rules. Everyone's cards lie face up. You gain them at the Alien Artifact, by a raid at the Raiders' Outpost, or with the Temporal Warper's discard power; each player is also dealt one at setup.</source>
        <translation>Alien-Tech-Karten beugen die Regeln. Die Karten aller Spieler liegen offen. Du erhältst sie am Alien-Artefakt, durch einen Überfall am Piratenposten oder mit der Abwurf-Fähigkeit des Zeitverzerrers; außerdem erhält jeder Spieler beim Aufbau eine.</translation>
    </message>
    <message>
        <source>Most cards have two powers: a &lt;b&gt;fuel power&lt;/b&gt;, paid in fuel each time you use it, and a &lt;b&gt;discard power&lt;/b&gt;, used by putting the card on the discard pile. Some cards have only one power, or none. You use them during your own turn, at any moment of the main stage, even right after gaining them (the Resource Cache is the exception).</source>
        <translation>Die meisten Karten haben zwei Fähigkeiten: eine &lt;b&gt;Treibstoff-Fähigkeit&lt;/b&gt;, die bei jedem Einsatz in Treibstoff bezahlt wird, und eine &lt;b&gt;Abwurf-Fähigkeit&lt;/b&gt;, die du nutzt, indem du die Karte auf den Ablagestapel legst. Manche Karten haben nur eine Fähigkeit oder gar keine. Du nutzt sie in deinem eigenen Zug, zu jedem Zeitpunkt der Hauptphase, sogar direkt nachdem du sie erhalten hast (das Rohstoffdepot ist die Ausnahme).</translation>
    </message>
    <message>
        <source>Limits: each card can be used once per turn. You may use only one discard power per turn in all. A card whose fuel power you used this turn cannot be discarded for its power in the same turn.</source>
        <translation>Grenzen: Jede Karte kann einmal pro Zug genutzt werden. Insgesamt darfst du nur eine Abwurf-Fähigkeit pro Zug nutzen. Eine Karte, deren Treibstoff-Fähigkeit du in diesem Zug genutzt hast, kann im selben Zug nicht für ihre Fähigkeit abgeworfen werden.</translation>
    </message>
    <message>
        <source>Nobody may hold two copies of the same card. You cannot claim a card you already hold at the Alien Artifact, and a copy stolen in a raid is discarded at once without effect. (Edition X puts it in general terms: a duplicate that reaches you is discarded without its discard power.)</source>
        <translation>Niemand darf zwei Exemplare derselben Karte besitzen. Du kannst am Alien-Artefakt keine Karte nehmen, die du schon besitzt, und ein bei einem Überfall gestohlenes Exemplar wird sofort ohne Wirkung abgeworfen. (Edition X formuliert es allgemein: Ein Duplikat, das zu dir gelangt, wird ohne seine Abwurf-Fähigkeit abgeworfen.)</translation>
    </message>
    <message>
        <source>A card that changes a ship's value can never take it below 1 or above 6. (Edition X: the Booster Pod on a 6 or the Stasis Beam on a 1 may be used, but does nothing.)</source>
        <translation>Eine Karte, die den Wert eines Schiffs ändert, kann ihn nie unter 1 oder über 6 bringen. (Edition X: Die Booster-Kapsel auf eine 6 oder der Stasisstrahl auf eine 1 darf genutzt werden, bewirkt aber nichts.)</translation>
    </message>
    <message>
        <source>Where a card's power and a field generator's effect disagree, the field generator wins. If the draw pile runs out, the discard pile is shuffled to make a new one.</source>
        <translation>Widersprechen sich die Fähigkeit einer Karte und die Wirkung eines Feldgenerators, gewinnt der Feldgenerator. Ist der Nachziehstapel aufgebraucht, wird der Ablagestapel zu einem neuen gemischt.</translation>
    </message>
    <message>
        <source>Cards count in the tie-break, and two of them, the Alien City and the Alien Monument, are worth 1 VP each.</source>
        <translation>Karten zählen bei Gleichstand, und zwei davon, die Alien-Stadt und das Alien-Monument, sind je 1 SP wert.</translation>
    </message>
    <message>
        <source>Alien City</source>
        <translation>Alien-Stadt</translation>
    </message>
    <message>
        <source>Worth 1 VP for as long as you hold it. It has no fuel power and no discard power.</source>
        <translation>1 SP wert, solange du sie besitzt. Sie hat keine Treibstoff-Fähigkeit und keine Abwurf-Fähigkeit.</translation>
    </message>
    <message>
        <source>There is one in the deck. The same player may hold both the Alien City and the Alien Monument. Like any card it can be stolen in a raid, and it counts as a card in the tie-break.</source>
        <translation>Der Stapel enthält sie einmal. Derselbe Spieler darf die Alien-Stadt und das Alien-Monument besitzen. Wie jede Karte kann sie bei einem Überfall gestohlen werden und zählt bei Gleichstand als Karte.</translation>
    </message>
    <message>
        <source>Alien Monument</source>
        <translation>Alien-Monument</translation>
    </message>
    <message>
        <source>There is one in the deck. The same player may hold both the Alien Monument and the Alien City. Like any card it can be stolen in a raid, and it counts as a card in the tie-break.</source>
        <translation>Der Stapel enthält es einmal. Derselbe Spieler darf das Alien-Monument und die Alien-Stadt besitzen. Wie jede Karte kann es bei einem Überfall gestohlen werden und zählt bei Gleichstand als Karte.</translation>
    </message>
    <message>
        <source>Booster Pod</source>
        <translation>Booster-Kapsel</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel):&lt;/b&gt; add 1 to one of your unplaced ships. A 6 cannot be raised (Edition X: you may, but nothing happens).</source>
        <translation>&lt;b&gt;Treibstoff-Fähigkeit (1 Treibstoff):&lt;/b&gt; Erhöhe eines deiner unplatzierten Schiffe um 1. Eine 6 kann nicht erhöht werden (Edition X: Du darfst, aber es passiert nichts).</translation>
    </message>
    <message>
        <source>Example: you rolled 1, 3 and 4. Raise the 3 to a 4 and dock the pair of 4s at the Shipyard.</source>
        <translation>Beispiel: Du hast 1, 3 und 4 gewürfelt. Erhöhe die 3 auf 4 und docke das Paar aus 4 und 4 an der Werft an.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take any one field generator off the planet. It comes back only when its card is discarded again (R-14).</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Nimm einen beliebigen Feldgenerator vom Planeten. Er kommt erst zurück, wenn seine Karte erneut abgeworfen wird (R-14).</translation>
    </message>
    <message>
        <source>Data Crystal</source>
        <translation>Datenkristall</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel per colony):&lt;/b&gt; choose a territory and pay 1 fuel for each colony on it, counting every player's colonies. For the rest of this turn you may use its bonus as if you controlled it. Not possible for a territory without colonies, for one with the Isolation Field, or for Burroughs Desert (R-7).</source>
        <translation>&lt;b&gt;Treibstoff-Fähigkeit (1 Treibstoff pro Kolonie):&lt;/b&gt; Wähle ein Gebiet und zahle 1 Treibstoff für jede Kolonie dort, wobei die Kolonien aller Spieler zählen. Für den Rest dieses Zuges darfst du seinen Bonus nutzen, als würdest du es kontrollieren. Nicht möglich für ein Gebiet ohne Kolonien, eines mit dem Isolationsfeld oder die Burroughs-Wüste (R-7).</translation>
    </message>
    <message>
        <source>Example: Heinlein Plains has one green and one red colony. You pay 2 fuel, and this turn you trade 1 fuel for 1 ore at the Orbital Market.</source>
        <translation>Beispiel: In der Heinlein-Ebene stehen eine grüne und eine rote Kolonie. Du zahlst 2 Treibstoff und tauschst in diesem Zug am Orbitalmarkt 1 Treibstoff gegen 1 Erz.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put the Positron Field on a territory, or move it to a different one.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Lege das Positronenfeld in ein Gebiet oder versetze es in ein anderes.</translation>
    </message>
    <message>
        <source>Gravity Manipulator</source>
        <translation>Gravitationsmanipulator</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (2 fuel):&lt;/b&gt; take 1 from one of your unplaced ships and add 1 to another. You need two unplaced ships, and both values stay between 1 and 6.</source>
        <translation>&lt;b&gt;Treibstoff-Fähigkeit (2 Treibstoff):&lt;/b&gt; Verringere eines deiner unplatzierten Schiffe um 1 und erhöhe ein anderes um 1. Du brauchst zwei unplatzierte Schiffe, und beide Werte bleiben zwischen 1 und 6.</translation>
    </message>
    <message>
        <source>Example: you rolled 1, 2 and 5. Move a point from the 2 to the 5: you now have 1, 1 and 6.</source>
        <translation>Beispiel: Du hast 1, 2 und 5 gewürfelt. Verschiebe einen Punkt von der 2 auf die 5: Jetzt hast du 1, 1 und 6.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put the Repulsor Field on a territory, or move it to a different one.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Lege das Repulsorfeld in ein Gebiet oder versetze es in ein anderes.</translation>
    </message>
    <message>
        <source>Holographic Decoy</source>
        <translation>Hologramm-Köder</translation>
    </message>
    <message>
        <source>No fuel power and no discard power: it protects you while you hold it.</source>
        <translation>Keine Treibstoff-Fähigkeit und keine Abwurf-Fähigkeit: Er schützt dich, solange du ihn besitzt.</translation>
    </message>
    <message>
        <source>A raider cannot take your fuel or ore. A raider who wants a card from you may take only the Decoy itself, which ends your protection. If the raider already holds a Decoy, the stolen one is discarded (R-10).</source>
        <translation>Ein Pirat kann dir keinen Treibstoff und kein Erz nehmen. Ein Pirat, der eine Karte von dir will, darf nur den Köder selbst nehmen, womit dein Schutz endet. Besitzt der Pirat bereits einen Köder, wird der gestohlene abgeworfen (R-10).</translation>
    </message>
    <message>
        <source>Orbital Teleporter</source>
        <translation>Orbital-Teleporter</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (2 fuel):&lt;/b&gt; move one of your docked ships to a different facility. It keeps its value and docks there under the usual conditions, alone or together with your unplaced ships (to complete a pair, for example). It cannot go back to the facility it just left.</source>
        <translation>&lt;b&gt;Treibstoff-Fähigkeit (2 Treibstoff):&lt;/b&gt; Versetze eines deiner angedockten Schiffe zu einer anderen Station. Es behält seinen Wert und dockt dort zu den üblichen Bedingungen an, allein oder zusammen mit deinen unplatzierten Schiffen (zum Beispiel, um ein Paar zu vervollständigen). Es kann nicht zu der Station zurück, die es gerade verlassen hat.</translation>
    </message>
    <message>
        <source>Not from the Terraforming Station, and not from the Maintenance Bay (2013 rules and Edition X). What the ship earned where it was stays earned; benefits that last only while it is docked there end (R-9).</source>
        <translation>Nicht von der Terraforming-Station und nicht aus der Wartungsbucht (Regeln von 2013 und Edition X). Was das Schiff dort verdient hat, wo es war, bleibt verdient; Vorteile, die nur gelten, solange es dort angedockt ist, enden (R-9).</translation>
    </message>
    <message>
        <source>Example: you rolled 2, 5 and 6. The 6 docks at the Lunar Mine for 1 ore. You pay 2 fuel to move it to the Alien Artifact and dock the 2 there too: the total is 8, so you claim a card.</source>
        <translation>Beispiel: Du hast 2, 5 und 6 gewürfelt. Die 6 dockt für 1 Erz an der Mondmine an. Du zahlst 2 Treibstoff, um sie zum Alien-Artefakt zu versetzen, und dockst die 2 dort ebenfalls an: Die Summe ist 8, also nimmst du dir eine Karte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; move any one colony, yours or another player's, from its territory to a different one. The Repulsor Field blocks both the territory it leaves and the one it goes to (R-19).</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Versetze eine beliebige Kolonie, deine oder die eines anderen Spielers, aus ihrem Gebiet in ein anderes. Das Repulsorfeld sperrt sowohl das Gebiet, das sie verlässt, als auch das, in das sie kommt (R-19).</translation>
    </message>
    <message>
        <source>Plasma Cannon</source>
        <translation>Plasmakanone</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel per ship):&lt;/b&gt; remove other players' ships from one facility; they go to the Maintenance Bay. A ship removed from the Terraforming Station goes to the ship stock instead (the Relic Ship to Burroughs Desert). Never your own ships, only one facility per use, and not the Maintenance Bay. Pohl Foothills takes 1 fuel off the whole use (R-16).</source>
        <translation>&lt;b&gt;Treibstoff-Fähigkeit (1 Treibstoff pro Schiff):&lt;/b&gt; Entferne Schiffe anderer Spieler von einer Station; sie kommen in die Wartungsbucht. Ein von der Terraforming-Station entferntes Schiff kommt stattdessen in die Schiffsreserve (das Reliktschiff zur Burroughs-Wüste). Nie deine eigenen Schiffe, nur eine Station pro Einsatz und nicht die Wartungsbucht. Das Pohl-Vorgebirge zieht 1 Treibstoff vom gesamten Einsatz ab (R-16).</translation>
    </message>
    <message>
        <source>Example: every pair at the Shipyard is taken. You pay 2 fuel to send two red ships from the Shipyard to the Maintenance Bay, then dock your own pair there.</source>
        <translation>Beispiel: Jedes Paar an der Werft ist besetzt. Du zahlst 2 Treibstoff, um zwei rote Schiffe von der Werft in die Wartungsbucht zu schicken, und dockst dann dein eigenes Paar dort an.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; send one docked ship of another player to the ship stock; they may build it again later. The owner must still have at least 3 ships of their colour for their next turn: a ship on the Terraforming Station counts as already lost, the Relic Ship never counts. (First edition: the owner must have more than 3 ships of their colour in play.)</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Schicke ein angedocktes Schiff eines anderen Spielers in die Schiffsreserve; dieser kann es später wieder bauen. Der Besitzer muss für seinen nächsten Zug noch mindestens 3 Schiffe seiner Farbe haben: Ein Schiff auf der Terraforming-Station zählt als bereits verloren, das Reliktschiff zählt nie. (Erste Auflage: Der Besitzer muss mehr als 3 Schiffe seiner Farbe im Spiel haben.)</translation>
    </message>
    <message>
        <source>The discard may target the Relic Ship whatever its holder's fleet (it goes back to Burroughs Desert) and a ship on the Terraforming Station; under the 2013 rules and Edition X, not a ship on the Maintenance Bay (R-16).</source>
        <translation>Der Abwurf darf das Reliktschiff treffen, egal wie die Flotte seines Besitzers aussieht (es kehrt zur Burroughs-Wüste zurück), und ein Schiff auf der Terraforming-Station; nach den Regeln von 2013 und Edition X aber kein Schiff in der Wartungsbucht (R-16).</translation>
    </message>
    <message>
        <source>Polarity Device</source>
        <translation>Polaritätsgerät</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel):&lt;/b&gt; turn one of your unplaced ships over to its opposite face: 1 becomes 6, 2 becomes 5, 3 becomes 4, and the other way round.</source>
        <translation>&lt;b&gt;Treibstoff-Fähigkeit (1 Treibstoff):&lt;/b&gt; Drehe eines deiner unplatzierten Schiffe auf die Gegenseite: 1 wird 6, 2 wird 5, 3 wird 4 und umgekehrt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; swap two colonies of two different players standing on two different territories. Not if either territory has the Repulsor Field (R-15).</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Tausche zwei Kolonien zweier verschiedener Spieler, die in zwei verschiedenen Gebieten stehen. Nicht, wenn eines der Gebiete das Repulsorfeld hat (R-15).</translation>
    </message>
    <message>
        <source>Example: Herbert Valley has 2 yellow colonies and Lem Badlands 2 red ones. Swap one yellow for one red: both territories now have one of each, and neither player controls them.</source>
        <translation>Beispiel: Im Herbert-Tal stehen 2 gelbe Kolonien, im Lem-Ödland 2 rote. Tausche eine gelbe gegen eine rote: Beide Gebiete haben jetzt je eine von beiden, und keiner der Spieler kontrolliert sie.</translation>
    </message>
    <message>
        <source>Resource Cache</source>
        <translation>Rohstoffdepot</translation>
    </message>
    <message>
        <source>No power to pay for and no discard power to choose: it pays out by itself. Right after you roll your ships, before any card is used, count the odd and even values. More odd: take 1 ore. More even: take 1 fuel. As many odd as even: take 1 fuel and 1 ore, and the card goes to the discard pile at once.</source>
        <translation>Keine Fähigkeit zum Bezahlen und keine Abwurf-Fähigkeit zur Wahl: Es zahlt von selbst aus. Direkt nachdem du deine Schiffe geworfen hast, bevor irgendeine Karte genutzt wird, zähle die ungeraden und geraden Werte. Mehr ungerade: Nimm 1 Erz. Mehr gerade: Nimm 1 Treibstoff. Gleich viele ungerade wie gerade: Nimm 1 Treibstoff und 1 Erz, und die Karte kommt sofort auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>That forced discard does not count as your one discard of the turn (R-6). The card first pays out at the roll of your turn after you gained it.</source>
        <translation>Dieser erzwungene Abwurf zählt nicht als dein einer Abwurf des Zuges (R-6). Die Karte zahlt erstmals beim Wurf deines Zuges aus, der auf ihren Erhalt folgt.</translation>
    </message>
    <message>
        <source>Example: you roll 2, 4 and 5: more even, take 1 fuel. Next turn you roll 1, 2, 3 and 6: two of each, so take 1 fuel and 1 ore and discard the Cache.</source>
        <translation>Beispiel: Du wirfst 2, 4 und 5: mehr gerade, nimm 1 Treibstoff. Im nächsten Zug wirfst du 1, 2, 3 und 6: von beiden je zwei, also nimm 1 Treibstoff und 1 Erz und wirf das Depot ab.</translation>
    </message>
    <message>
        <source>Stasis Beam</source>
        <translation>Stasisstrahl</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel):&lt;/b&gt; take 1 from one of your unplaced ships. A 1 cannot be lowered (Edition X: you may, but nothing happens).</source>
        <translation>&lt;b&gt;Treibstoff-Fähigkeit (1 Treibstoff):&lt;/b&gt; Verringere eines deiner unplatzierten Schiffe um 1. Eine 1 kann nicht gesenkt werden (Edition X: Du darfst, aber es passiert nichts).</translation>
    </message>
    <message>
        <source>Example: you rolled 1, 2 and 5. Lower the 2 to a 1 and dock the pair of 1s at the Orbital Market for the best price: 1 fuel per ore.</source>
        <translation>Beispiel: Du hast 1, 2 und 5 gewürfelt. Senke die 2 auf 1 und docke das Paar aus 1 und 1 zum besten Preis am Orbitalmarkt an: 1 Treibstoff pro Erz.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put the Isolation Field on a territory, or move it to a different one.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Lege das Isolationsfeld in ein Gebiet oder versetze es in ein anderes.</translation>
    </message>
    <message>
        <source>Temporal Warper</source>
        <translation>Zeitverzerrer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel):&lt;/b&gt; roll again as many of your unplaced ships as you like (at least one).</source>
        <translation>&lt;b&gt;Treibstoff-Fähigkeit (1 Treibstoff):&lt;/b&gt; Wirf beliebig viele deiner unplatzierten Schiffe erneut (mindestens eines).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take one card of your choice from the discard pile; you may look through the pile first. Not a card you already hold, and not possible while the pile is empty (R-5).</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Nimm eine Karte deiner Wahl vom Ablagestapel; du darfst den Stapel vorher durchsehen. Keine Karte, die du schon besitzt, und nicht möglich, solange der Stapel leer ist (R-5).</translation>
    </message>
    <message>
        <source>Example: the Alien City is in the discard pile. You discard the Temporal Warper and take the Alien City: 1 VP.</source>
        <translation>Beispiel: Die Alien-Stadt liegt auf dem Ablagestapel. Du wirfst den Zeitverzerrer ab und nimmst die Alien-Stadt: 1 SP.</translation>
    </message>
    <message>
        <source>Mind Control Helmet</source>
        <translation>Gedankenkontrollhelm</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (3 fuel):&lt;/b&gt; move one docked ship of another player to a different facility and use it there as if it were yours, alone or together with your unplaced ships. It keeps its value. Its owner gathers it as usual on their next turn.</source>
        <translation>&lt;b&gt;Treibstoff-Fähigkeit (3 Treibstoff):&lt;/b&gt; Versetze ein angedocktes Schiff eines anderen Spielers zu einer anderen Station und nutze es dort, als wäre es deins, allein oder zusammen mit deinen unplatzierten Schiffen. Es behält seinen Wert. Sein Besitzer sammelt es in seinem nächsten Zug wie üblich ein.</translation>
    </message>
    <message>
        <source>Not from the Terraforming Station or the Maintenance Bay, and not onto the Terraforming Station (Edition X: not onto the Maintenance Bay either).</source>
        <translation>Nicht von der Terraforming-Station oder aus der Wartungsbucht und nicht auf die Terraforming-Station (Edition X: auch nicht in die Wartungsbucht).</translation>
    </message>
    <message>
        <source>Example: you are red. You pay 3 fuel to move a green 3 from the Solar Converter to the Shipyard, dock your own 3 beside it and build a ship. On green's turn the green 3 goes back to green; your 3 stays docked.</source>
        <translation>Beispiel: Du bist Rot. Du zahlst 3 Treibstoff, um eine grüne 3 vom Solarkonverter zur Werft zu versetzen, dockst deine eigene 3 daneben an und baust ein Schiff. In Grüns Zug geht die grüne 3 zurück an Grün; deine 3 bleibt angedockt.</translation>
    </message>
    <message>
        <source>No discard power. The first-edition deck has no Mind Control Helmet.</source>
        <translation>Keine Abwurf-Fähigkeit. Der Stapel der ersten Auflage hat keinen Gedankenkontrollhelm.</translation>
    </message>
    <message>
        <source>About our rulings</source>
        <translation>Über unsere Entscheidungen</translation>
    </message>
    <message>
        <source>The rulebooks leave some situations open. The rulings R-1 to R-28 are the answers this app applies, so that every game is refereed the same way. A refusal that rests on a ruling links to it.</source>
        <translation>Die Regelhefte lassen einige Situationen offen. Die Entscheidungen R-1 bis R-28 sind die Antworten, die diese App anwendet, damit jede Partie gleich geleitet wird. Eine Ablehnung, die auf einer Entscheidung beruht, verlinkt darauf.</translation>
    </message>
    <message>
        <source>If your group plays a point differently, agree on it at the table; the app follows these rulings.</source>
        <translation>Spielt eure Gruppe einen Punkt anders, einigt euch am Tisch darauf; die App folgt diesen Entscheidungen.</translation>
    </message>
    <message>
        <source>R-1: Dock if you can</source>
        <translation>R-1: Andocken, wenn möglich</translation>
    </message>
    <message>
        <source>Whether a ship may go to the Maintenance Bay is decided ship by ship, when you send it there. It may go only if, in the game as it stands, it cannot legally dock at any facility: no free port that takes it, no unplaced ships to complete the pair, set of three or run it needs, or a cost you cannot pay now.</source>
        <translation>Ob ein Schiff in die Wartungsbucht darf, wird Schiff für Schiff entschieden, wenn du es dorthin schickst. Es darf nur dorthin, wenn es im aktuellen Spielstand an keiner Station regelkonform andocken kann: kein freier Andockplatz, der es aufnimmt, keine unplatzierten Schiffe, um das nötige Paar, die Dreiergruppe oder die Straße zu vervollständigen, oder Kosten, die du jetzt nicht bezahlen kannst.</translation>
    </message>
    <message>
        <source>Alien tech you might still use does not count: you never have to play a card to make a docking possible.</source>
        <translation>Alien-Tech, die du noch nutzen könntest, zählt nicht: Du musst nie eine Karte spielen, um ein Andocken möglich zu machen.</translation>
    </message>
    <message>
        <source>You choose the order of your dockings and do not have to dock as many ships as possible. When the app refuses, it names a facility where the ship could still dock.</source>
        <translation>Du wählst die Reihenfolge deiner Andockvorgänge und musst nicht so viele Schiffe wie möglich andocken. Lehnt die App ab, nennt sie eine Station, an der das Schiff noch andocken könnte.</translation>
    </message>
    <message>
        <source>R-2: A colony waiting on circle 7</source>
        <translation>R-2: Eine Kolonie wartet auf Kreis 7</translation>
    </message>
    <message>
        <source>Once your colony reaches circle 7 of the Colonist Hub you cannot dock more ships at the Hub until you launch it.</source>
        <translation>Sobald deine Kolonie Kreis 7 des Kolonistenzentrums erreicht, kannst du keine weiteren Schiffe am Zentrum andocken, bis du sie startest.</translation>
    </message>
    <message>
        <source>Ships docked together in the one docking that brings it to circle 7 still count: their extra advances start your next colony if you launch at once.</source>
        <translation>Die Schiffe, die gemeinsam in dem einen Andockvorgang angedockt werden, der sie auf Kreis 7 bringt, zählen trotzdem: Ihre zusätzlichen Vorrückungen beginnen deine nächste Kolonie, wenn du sofort startest.</translation>
    </message>
    <message>
        <source>R-3: Launching in the middle of a turn</source>
        <translation>R-3: Start mitten im Zug</translation>
    </message>
    <message>
        <source>You may launch a colony from circle 7 at any moment of your turn and then go on docking at the Hub: the next ship starts a new colony on circle 1.</source>
        <translation>Du darfst eine Kolonie zu jedem Zeitpunkt deines Zuges von Kreis 7 starten und dann weiter am Zentrum andocken: Das nächste Schiff beginnt eine neue Kolonie auf Kreis 1.</translation>
    </message>
    <message>
        <source>Your track still has only 3 ports, so your ships already docked there this turn leave that many fewer for the new colony.</source>
        <translation>Deine Leiste hat trotzdem nur 3 Andockplätze, daher lassen deine in diesem Zug bereits dort angedockten Schiffe entsprechend weniger für die neue Kolonie übrig.</translation>
    </message>
    <message>
        <source>R-4: Shipyard price</source>
        <translation>R-4: Werftpreis</translation>
    </message>
    <message>
        <source>The new ship's number is the count of ships of your colour not in the stock, plus one. That count takes in ships in your fleet, docked anywhere, on the Maintenance Bay and on the Terraforming Station. The Relic Ship never counts.</source>
        <translation>Die Nummer des neuen Schiffs ist die Anzahl der Schiffe deiner Farbe, die nicht in der Schiffsreserve sind, plus eins. Gezählt werden Schiffe in deiner Flotte, irgendwo angedockte, in der Wartungsbucht und auf der Terraforming-Station. Das Reliktschiff zählt nie.</translation>
    </message>
    <message>
        <source>4th ship: 1 fuel and 1 ore. 5th: 2 and 2. 6th: 3 and 3. Herbert Valley takes 1 fuel and 1 ore off each.</source>
        <translation>4. Schiff: 1 Treibstoff und 1 Erz. 5.: 2 und 2. 6.: 3 und 3. Das Herbert-Tal zieht jeweils 1 Treibstoff und 1 Erz ab.</translation>
    </message>
    <message>
        <source>R-5: Temporal Warper discard</source>
        <translation>R-5: Abwurf des Zeitverzerrers</translation>
    </message>
    <message>
        <source>You choose from the discard pile as it was before the Warper itself was discarded, so the Warper cannot take itself back.</source>
        <translation>Du wählst aus dem Ablagestapel, wie er war, bevor der Zeitverzerrer selbst abgeworfen wurde; der Zeitverzerrer kann sich also nicht selbst zurückholen.</translation>
    </message>
    <message>
        <source>You cannot take a card you already hold. With an empty discard pile the discard is refused, as it would gain nothing.</source>
        <translation>Du kannst keine Karte nehmen, die du schon besitzt. Bei leerem Ablagestapel wird der Abwurf abgelehnt, da er nichts einbringen würde.</translation>
    </message>
    <message>
        <source>R-6: The Resource Cache's own discard</source>
        <translation>R-6: Der eigene Abwurf des Rohstoffdepots</translation>
    </message>
    <message>
        <source>When you roll as many odd as even ships and the Resource Cache is discarded, that is not your one discard of the turn: you may still use another card's discard power.</source>
        <translation>Wirfst du gleich viele ungerade wie gerade Schiffe und wird das Rohstoffdepot abgeworfen, ist das nicht dein einer Abwurf des Zuges: Du darfst trotzdem die Abwurf-Fähigkeit einer anderen Karte nutzen.</translation>
    </message>
    <message>
        <source>It happens right after the roll, before any alien tech can change the values, and never in the turn in which you gained the card.</source>
        <translation>Es geschieht direkt nach dem Wurf, bevor Alien-Tech die Werte ändern kann, und nie in dem Zug, in dem du die Karte erhalten hast.</translation>
    </message>
    <message>
        <source>R-7: Data Crystal details</source>
        <translation>R-7: Details zum Datenkristall</translation>
    </message>
    <message>
        <source>The cost is 1 fuel per colony on the chosen territory, whoever they belong to. Like any card, it is used at most once per turn.</source>
        <translation>Die Kosten betragen 1 Treibstoff pro Kolonie im gewählten Gebiet, egal wem sie gehören. Wie jede Karte wird er höchstens einmal pro Zug genutzt.</translation>
    </message>
    <message>
        <source>You cannot borrow Burroughs Desert, a territory with no colonies, or a territory with the Isolation Field.</source>
        <translation>Du kannst nicht die Burroughs-Wüste leihen, kein Gebiet ohne Kolonien und kein Gebiet mit dem Isolationsfeld.</translation>
    </message>
    <message>
        <source>Pohl Foothills lowers the Crystal's cost only if you already had the Pohl Foothills bonus before this use; borrowing Pohl Foothills does not make its own borrowing cheaper.</source>
        <translation>Das Pohl-Vorgebirge senkt die Kosten des Kristalls nur, wenn du den Bonus des Pohl-Vorgebirges schon vor diesem Einsatz hattest; das Leihen des Pohl-Vorgebirges macht sein eigenes Leihen nicht billiger.</translation>
    </message>
    <message>
        <source>R-8: Bonuses are not retroactive</source>
        <translation>R-8: Boni wirken nicht rückwirkend</translation>
    </message>
    <message>
        <source>A bonus gained during a turn applies from that moment on, never to what was done before.</source>
        <translation>Ein während eines Zuges erlangter Bonus gilt ab diesem Moment, nie für das, was vorher getan wurde.</translation>
    </message>
    <message>
        <source>Van Vogt Mountains helps only if no ship of yours has docked at the Lunar Mine yet this turn. Lem Badlands adds fuel only for ships docked at the Solar Converter after you gained it. Asimov Crater gives its extra circle when a ship docks at the Hub while you hold the bonus and your Hub ships this turn are 2 or more.</source>
        <translation>Das Van-Vogt-Gebirge hilft nur, wenn in diesem Zug noch kein Schiff von dir an der Mondmine angedockt hat. Das Lem-Ödland bringt zusätzlichen Treibstoff nur für Schiffe, die am Solarkonverter andocken, nachdem du es erlangt hast. Der Asimov-Krater gibt seinen Zusatzkreis, wenn ein Schiff am Zentrum andockt, während du den Bonus hast, und du in diesem Zug 2 oder mehr Zentrumsschiffe hast.</translation>
    </message>
    <message>
        <source>R-9: Moving a docked ship away</source>
        <translation>R-9: Ein angedocktes Schiff wegbewegen</translation>
    </message>
    <message>
        <source>When the Orbital Teleporter or the Mind Control Helmet moves a ship away from a facility, what it already earned there stays earned: fuel, ore, a landed colony, Hub advances, a claimed card.</source>
        <translation>Versetzt der Orbital-Teleporter oder der Gedankenkontrollhelm ein Schiff von einer Station weg, bleibt verdient, was es dort bereits verdient hat: Treibstoff, Erz, eine gelandete Kolonie, Vorrückungen im Zentrum, eine genommene Karte.</translation>
    </message>
    <message>
        <source>Effects that last only while the ship is docked stop: an Orbital Market pair that is broken allows no more trades.</source>
        <translation>Wirkungen, die nur gelten, solange das Schiff angedockt ist, enden: Ein aufgelöstes Paar am Orbitalmarkt erlaubt keinen Handel mehr.</translation>
    </message>
    <message>
        <source>Ships left at the Raiders' Outpost after one is moved or removed are bumped by a run with a higher total than theirs.</source>
        <translation>Schiffe, die am Piratenposten zurückbleiben, nachdem eines versetzt oder entfernt wurde, werden von einer Straße mit höherer Summe als ihrer verdrängt.</translation>
    </message>
    <message>
        <source>R-10: Holographic Decoy and raids</source>
        <translation>R-10: Hologramm-Köder und Überfälle</translation>
    </message>
    <message>
        <source>A raid for resources may take up to 4 tokens from any players except those holding the Holographic Decoy.</source>
        <translation>Ein Überfall auf Rohstoffe darf bis zu 4 Marker von beliebigen Spielern nehmen, außer von denen, die den Hologramm-Köder besitzen.</translation>
    </message>
    <message>
        <source>From a Decoy holder a raid can take only the Decoy card. If the raider already holds a Decoy, the stolen one is discarded.</source>
        <translation>Vom Besitzer des Köders kann ein Überfall nur die Köder-Karte nehmen. Besitzt der Pirat bereits einen Köder, wird der gestohlene abgeworfen.</translation>
    </message>
    <message>
        <source>R-11: The game ends at once</source>
        <translation>R-11: Die Partie endet sofort</translation>
    </message>
    <message>
        <source>The game ends the moment a player's last colony lands on a territory, even in the middle of a turn.</source>
        <translation>Die Partie endet in dem Moment, in dem die letzte Kolonie eines Spielers in einem Gebiet landet, auch mitten in einem Zug.</translation>
    </message>
    <message>
        <source>No more ships are docked, no cards are used or discarded, and nobody discards down to 8. The tie-breaks use the cards, ore and fuel held at that moment.</source>
        <translation>Es werden keine Schiffe mehr angedockt, keine Karten genutzt oder abgeworfen, und niemand wirft auf 8 ab. Für den Gleichstand zählen die Karten, das Erz und der Treibstoff, die in diesem Moment besessen werden.</translation>
    </message>
    <message>
        <source>R-12: Lunar Mine, one ship at a time</source>
        <translation>R-12: Mondmine, ein Schiff nach dem anderen</translation>
    </message>
    <message>
        <source>Each ship is checked against the highest ship at the Mine when it docks, including ships you docked just before it.</source>
        <translation>Jedes Schiff wird beim Andocken gegen das höchste Schiff an der Mine geprüft, einschließlich der Schiffe, die du unmittelbar davor angedockt hast.</translation>
    </message>
    <message>
        <source>Ships entered together are docked from the lowest to the highest. Over a docked 4, a 4 and a 6 entered together both dock; a 3 and a 6 entered together are refused, because the 3 is too low.</source>
        <translation>Gemeinsam eingegebene Schiffe werden vom niedrigsten zum höchsten angedockt. Über einer angedockten 4 docken eine gemeinsam eingegebene 4 und 6 beide an; eine gemeinsam eingegebene 3 und 6 werden abgelehnt, weil die 3 zu niedrig ist.</translation>
    </message>
    <message>
        <source>R-13: Isolation and Positron together</source>
        <translation>R-13: Isolation und Positron zusammen</translation>
    </message>
    <message>
        <source>If the Isolation Field and the Positron Field share a territory, its controller still scores the point for control and the Positron point. Only the territory's bonus is lost.</source>
        <translation>Teilen sich das Isolationsfeld und das Positronenfeld ein Gebiet, erhält, wer es kontrolliert, weiterhin den Punkt für die Kontrolle und den Positronenpunkt. Nur der Bonus des Gebiets geht verloren.</translation>
    </message>
    <message>
        <source>R-14: Placing and moving field generators</source>
        <translation>R-14: Feldgeneratoren legen und versetzen</translation>
    </message>
    <message>
        <source>"Move" means to a different territory: a discard that would leave the generator where it is is refused.</source>
        <translation>„Versetzen“ heißt: in ein anderes Gebiet. Ein Abwurf, der den Generator an seinem Platz lassen würde, wird abgelehnt.</translation>
    </message>
    <message>
        <source>Generators may share a territory. A generator removed with the Booster Pod leaves the board; the next discard of its card places it again on any territory.</source>
        <translation>Generatoren dürfen sich ein Gebiet teilen. Ein mit der Booster-Kapsel entfernter Generator verlässt den Spielplan; der nächste Abwurf seiner Karte legt ihn wieder in ein beliebiges Gebiet.</translation>
    </message>
    <message>
        <source>R-15: Polarity Device swap</source>
        <translation>R-15: Tausch mit dem Polaritätsgerät</translation>
    </message>
    <message>
        <source>The swap exchanges two colonies of two different players that stand on two different territories.</source>
        <translation>Der Tausch wechselt zwei Kolonien zweier verschiedener Spieler, die in zwei verschiedenen Gebieten stehen.</translation>
    </message>
    <message>
        <source>It is not possible if either territory has the Repulsor Field.</source>
        <translation>Er ist nicht möglich, wenn eines der Gebiete das Repulsorfeld hat.</translation>
    </message>
    <message>
        <source>R-16: Plasma Cannon details</source>
        <translation>R-16: Details zur Plasmakanone</translation>
    </message>
    <message>
        <source>Discard power: it may target the Relic Ship whatever its holder's fleet; the Relic Ship goes back to Burroughs Desert. It may target a ship on the Terraforming Station, which goes to the stock. Under the 2013 rules and Edition X it may not target a ship on the Maintenance Bay.</source>
        <translation>Abwurf-Fähigkeit: Sie darf das Reliktschiff treffen, egal wie die Flotte seines Besitzers aussieht; das Reliktschiff kehrt zur Burroughs-Wüste zurück. Sie darf ein Schiff auf der Terraforming-Station treffen, das dann in die Schiffsreserve kommt. Nach den Regeln von 2013 und Edition X darf sie kein Schiff in der Wartungsbucht treffen.</translation>
    </message>
    <message>
        <source>Fuel power: 1 fuel per ship removed, from one facility per use. Pohl Foothills takes 1 fuel off the use, not off each ship.</source>
        <translation>Treibstoff-Fähigkeit: 1 Treibstoff pro entferntem Schiff, von einer Station pro Einsatz. Das Pohl-Vorgebirge zieht 1 Treibstoff vom Einsatz ab, nicht von jedem Schiff.</translation>
    </message>
    <message>
        <source>R-17: Counting your fleet for terraforming</source>
        <translation>R-17: Deine Flotte beim Terraformen zählen</translation>
    </message>
    <message>
        <source>Count the ships of your colour that are not in the stock (in your fleet, docked anywhere or on the Maintenance Bay), without the ship you are about to lose. At least 3 must remain (2 under Edition X).</source>
        <translation>Zähle die Schiffe deiner Farbe, die nicht in der Schiffsreserve sind (in deiner Flotte, irgendwo angedockt oder in der Wartungsbucht), ohne das Schiff, das du gleich verlierst. Mindestens 3 müssen bleiben (2 nach Edition X).</translation>
    </message>
    <message>
        <source>The Relic Ship never counts, and terraforming with it costs you no ship of your colour. So under the 2013 rules you need 4 or more ships of your colour to terraform with one of them.</source>
        <translation>Das Reliktschiff zählt nie, und mit ihm zu terraformen kostet dich kein Schiff deiner Farbe. Nach den Regeln von 2013 brauchst du also 4 oder mehr Schiffe deiner Farbe, um mit einem davon zu terraformen.</translation>
    </message>
    <message>
        <source>R-18: A limited supply</source>
        <translation>R-18: Ein begrenzter Vorrat</translation>
    </message>
    <message>
        <source>By default the supply holds only the tokens in the box: 30 fuel and 20 ore. A player gains only what is left in it. A raid moves tokens between players, and payments go back to the supply.</source>
        <translation>Standardmäßig enthält der Vorrat nur die Marker aus der Schachtel: 30 Treibstoff und 20 Erz. Ein Spieler erhält nur, was darin übrig ist. Ein Überfall bewegt Marker zwischen Spielern, und Zahlungen gehen zurück in den Vorrat.</translation>
    </message>
    <message>
        <source>An option when starting a game turns the limit off.</source>
        <translation>Eine Option beim Start einer Partie schaltet die Begrenzung aus.</translation>
    </message>
    <message>
        <source>R-19: Orbital Teleporter discard</source>
        <translation>R-19: Abwurf des Orbital-Teleporters</translation>
    </message>
    <message>
        <source>The discard may move any player's colony, not only your own.</source>
        <translation>Der Abwurf darf die Kolonie jedes Spielers versetzen, nicht nur deine eigene.</translation>
    </message>
    <message>
        <source>The Repulsor Field blocks both the territory the colony leaves and the territory it would go to.</source>
        <translation>Das Repulsorfeld sperrt sowohl das Gebiet, das die Kolonie verlässt, als auch das Gebiet, in das sie käme.</translation>
    </message>
    <message>
        <source>R-20: A ship moved onto the Alien Artifact</source>
        <translation>R-20: Ein zum Alien-Artefakt versetztes Schiff</translation>
    </message>
    <message>
        <source>A ship brought to the Alien Artifact by the Orbital Teleporter or the Mind Control Helmet counts toward your total for a claim and gives you one cycle, like a ship docked there directly.</source>
        <translation>Ein Schiff, das der Orbital-Teleporter oder der Gedankenkontrollhelm zum Alien-Artefakt bringt, zählt zu deiner Summe für das Nehmen einer Karte und gibt dir einen Austausch, wie ein direkt dort angedocktes Schiff.</translation>
    </message>
    <message>
        <source>R-21: When a raid happens</source>
        <translation>R-21: Wann ein Überfall stattfindet</translation>
    </message>
    <message>
        <source>A raid happens once, right when your run docks at the Raiders' Outpost, and you may decline it.</source>
        <translation>Ein Überfall findet einmal statt, direkt wenn deine Straße am Piratenposten andockt, und du darfst darauf verzichten.</translation>
    </message>
    <message>
        <source>The run cannot raid again later in the turn, nor in later turns while it stays docked.</source>
        <translation>Die Straße kann später im Zug nicht noch einmal überfallen, auch nicht in späteren Zügen, solange sie angedockt bleibt.</translation>
    </message>
    <message>
        <source>R-22: Where a colony may land</source>
        <translation>R-22: Wo eine Kolonie landen darf</translation>
    </message>
    <message>
        <source>A colony may land on any territory without the Repulsor Field. You need no colony nearby, and it does not matter who controls the territory.</source>
        <translation>Eine Kolonie darf in jedem Gebiet ohne Repulsorfeld landen. Du brauchst keine Kolonie in der Nähe, und es spielt keine Rolle, wer das Gebiet kontrolliert.</translation>
    </message>
    <message>
        <source>R-23: Alien City or Monument at setup</source>
        <translation>R-23: Alien-Stadt oder -Monument beim Aufbau</translation>
    </message>
    <message>
        <source>A player dealt the Alien City or the Alien Monument at setup has 1 VP before the first turn, because the score is always a snapshot of the present.</source>
        <translation>Ein Spieler, der beim Aufbau die Alien-Stadt oder das Alien-Monument erhält, hat vor dem ersten Zug 1 SP, weil der Punktestand immer eine Momentaufnahme der Gegenwart ist.</translation>
    </message>
    <message>
        <source>R-24: Buying the Relic Ship</source>
        <translation>R-24: Das Reliktschiff kaufen</translation>
    </message>
    <message>
        <source>You may buy the Relic Ship at any moment of your turn if you control Burroughs Desert, the Isolation Field is not on it, and the Relic Ship stands on Burroughs Desert.</source>
        <translation>Du darfst das Reliktschiff zu jedem Zeitpunkt deines Zuges kaufen, wenn du die Burroughs-Wüste kontrollierst, das Isolationsfeld nicht dort liegt und das Reliktschiff auf der Burroughs-Wüste steht.</translation>
    </message>
    <message>
        <source>If you lose control of Burroughs Desert, the Relic Ship returns there at once.</source>
        <translation>Verlierst du die Kontrolle über die Burroughs-Wüste, kehrt das Reliktschiff sofort dorthin zurück.</translation>
    </message>
    <message>
        <source>R-25: Alien Artifact totals and cycles</source>
        <translation>R-25: Summen und Austausche am Alien-Artefakt</translation>
    </message>
    <message>
        <source>Each ship you dock at the Alien Artifact gives you one cycle, which you may use or not.</source>
        <translation>Jedes Schiff, das du am Alien-Artefakt andockst, gibt dir einen Austausch, den du nutzen kannst oder nicht.</translation>
    </message>
    <message>
        <source>A claim needs your own ships docked there this turn, since your last claim, to add up to 8 or more. Other players' ships and your ships from earlier turns do not count.</source>
        <translation>Für das Nehmen einer Karte müssen deine eigenen, in diesem Zug seit dem letzten Nehmen dort angedockten Schiffe zusammen 8 oder mehr ergeben. Schiffe anderer Spieler und deine Schiffe aus früheren Zügen zählen nicht.</translation>
    </message>
    <message>
        <source>A claim sets the total back to 0 and cancels the cycles you have not used. At the end of your turn both are cleared. If the draw pile runs out, the discards are shuffled into a new draw pile.</source>
        <translation>Das Nehmen einer Karte setzt die Summe auf 0 zurück und streicht die nicht genutzten Austausche. Am Ende deines Zuges wird beides gelöscht. Ist der Nachziehstapel aufgebraucht, wird die Ablage zu einem neuen Nachziehstapel gemischt.</translation>
    </message>
    <message>
        <source>R-26: Discarding down to 8</source>
        <translation>R-26: Auf 8 abwerfen</translation>
    </message>
    <message>
        <source>You discard down to 8 resource tokens only at the end of your own turn, choosing which tokens to return.</source>
        <translation>Du wirfst nur am Ende deines eigenen Zuges auf 8 Rohstoffmarker ab und wählst selbst, welche Marker du zurückgibst.</translation>
    </message>
    <message>
        <source>Players who are raided never discard because of it.</source>
        <translation>Überfallene Spieler werfen deswegen nie ab.</translation>
    </message>
    <message>
        <source>R-27: Breaking a tie</source>
        <translation>R-27: Gleichstand auflösen</translation>
    </message>
    <message>
        <source>Equal VP: the player with the most alien tech cards is ahead (the Alien City and the Alien Monument count as cards). Then the most ore, then the most fuel. Players still equal share the place.</source>
        <translation>Gleiche SP: Der Spieler mit den meisten Alien-Tech-Karten liegt vorn (Alien-Stadt und Alien-Monument zählen als Karten). Dann das meiste Erz, dann der meiste Treibstoff. Spieler, die dann immer noch gleichauf sind, teilen sich den Platz.</translation>
    </message>
    <message>
        <source>R-28: Building two ships in one turn</source>
        <translation>R-28: Zwei Schiffe in einem Zug bauen</translation>
    </message>
    <message>
        <source>Two ships built in one turn are priced in order: for example the 5th ship first, then the 6th.</source>
        <translation>Zwei in einem Zug gebaute Schiffe werden der Reihe nach berechnet: zum Beispiel zuerst das 5. Schiff, dann das 6.</translation>
    </message>
    <message>
        <source>A ship lost at the Terraforming Station this turn stays on the station until your next turn. It is not in the stock yet, so it cannot be built again this turn.</source>
        <translation>Ein in diesem Zug an der Terraforming-Station verlorenes Schiff bleibt bis zu deinem nächsten Zug auf der Station. Es ist noch nicht in der Schiffsreserve und kann daher in diesem Zug nicht erneut gebaut werden.</translation>
    </message>
    <message>
        <source>Rulesets</source>
        <translation>Regelwerke</translation>
    </message>
    <message>
        <source>The app knows three versions of the base game's rules. You pick one when you start a game, and it stays for the whole game. The default is the 2013 rulebook.</source>
        <translation>Die App kennt drei Versionen der Grundspielregeln. Du wählst eine beim Start einer Partie, und sie gilt für die ganze Partie. Standard ist das Regelheft von 2013.</translation>
    </message>
    <message>
        <source>&lt;b&gt;2013&lt;/b&gt; follows the 2013 rulebook. &lt;b&gt;First edition&lt;/b&gt; follows the older, first-print wording. &lt;b&gt;Edition X&lt;/b&gt; follows the base game of Edition X; its expansions are not supported yet.</source>
        <translation>&lt;b&gt;2013&lt;/b&gt; folgt dem Regelheft von 2013. &lt;b&gt;Erste Auflage&lt;/b&gt; folgt dem älteren Wortlaut des Erstdrucks. &lt;b&gt;Edition X&lt;/b&gt; folgt dem Grundspiel von Edition X; seine Erweiterungen werden noch nicht unterstützt.</translation>
    </message>
    <message>
        <source>Everything not listed in the entries for each ruleset is the same in all three.</source>
        <translation>Alles, was in den Einträgen der einzelnen Regelwerke nicht aufgeführt ist, ist in allen drei gleich.</translation>
    </message>
    <message>
        <source>2013 rules (default)</source>
        <translation>Regeln 2013 (Standard)</translation>
    </message>
    <message>
        <source>For 2 to 4 players. The deck has 24 cards: one Alien City, one Alien Monument and two each of the other eleven cards, Mind Control Helmet included.</source>
        <translation>Für 2 bis 4 Spieler. Der Stapel hat 24 Karten: eine Alien-Stadt, ein Alien-Monument und je zwei der übrigen elf Karten, einschließlich des Gedankenkontrollhelms.</translation>
    </message>
    <message>
        <source>Ships on the Maintenance Bay cannot be moved or removed by alien tech (Orbital Teleporter, Mind Control Helmet, either Plasma Cannon power).</source>
        <translation>Schiffe in der Wartungsbucht können von Alien-Tech nicht versetzt oder entfernt werden (Orbital-Teleporter, Gedankenkontrollhelm, beide Fähigkeiten der Plasmakanone).</translation>
    </message>
    <message>
        <source>Raiders' Outpost: a new run must add up to more than the ships still docked there, and you may bump your own run.</source>
        <translation>Piratenposten: Eine neue Straße muss zusammen mehr ergeben als die noch dort angedockten Schiffe, und du darfst deine eigene Straße verdrängen.</translation>
    </message>
    <message>
        <source>Asimov Crater: 1 extra circle once per turn, in a turn in which you dock 2 or more ships at the Hub.</source>
        <translation>Asimov-Krater: 1 Zusatzkreis einmal pro Zug, in einem Zug, in dem du 2 oder mehr Schiffe am Zentrum andockst.</translation>
    </message>
    <message>
        <source>Plasma Cannon discard: the owner must keep at least 3 ships of their colour for their next turn (a ship on the Terraforming Station counts as lost; the Relic Ship is not counted).</source>
        <translation>Abwurf der Plasmakanone: Der Besitzer muss für seinen nächsten Zug mindestens 3 Schiffe seiner Farbe behalten (ein Schiff auf der Terraforming-Station zählt als verloren; das Reliktschiff wird nicht gezählt).</translation>
    </message>
    <message>
        <source>Terraforming Station: at least 3 ships of your colour must remain. The Booster Pod and the Stasis Beam cannot take a value past 6 or below 1. A card used this turn cannot be discarded this turn. A duplicate card cannot be claimed; a stolen duplicate is discarded. Ties: cards, then ore, then fuel.</source>
        <translation>Terraforming-Station: Mindestens 3 Schiffe deiner Farbe müssen bleiben. Booster-Kapsel und Stasisstrahl können einen Wert nicht über 6 oder unter 1 bringen. Eine in diesem Zug genutzte Karte kann in diesem Zug nicht abgeworfen werden. Eine doppelte Karte kann nicht genommen werden; ein gestohlenes Duplikat wird abgeworfen. Gleichstand: Karten, dann Erz, dann Treibstoff.</translation>
    </message>
    <message>
        <source>First edition rules</source>
        <translation>Regeln der ersten Auflage</translation>
    </message>
    <message>
        <source>As the 2013 rules, with these differences.</source>
        <translation>Wie die Regeln von 2013, mit diesen Unterschieden.</translation>
    </message>
    <message>
        <source>The deck has 22 cards: there is no Mind Control Helmet.</source>
        <translation>Der Stapel hat 22 Karten: Es gibt keinen Gedankenkontrollhelm.</translation>
    </message>
    <message>
        <source>Ships on the Maintenance Bay have no protection from alien tech: the Plasma Cannon's discard power can send one to the stock.</source>
        <translation>Schiffe in der Wartungsbucht sind nicht vor Alien-Tech geschützt: Die Abwurf-Fähigkeit der Plasmakanone kann eines in die Schiffsreserve schicken.</translation>
    </message>
    <message>
        <source>Raiders' Outpost: a new run must be higher than the ships docked there (the app compares totals), and you cannot bump your own run.</source>
        <translation>Piratenposten: Eine neue Straße muss höher sein als die dort angedockten Schiffe (die App vergleicht die Summen), und du kannst deine eigene Straße nicht verdrängen.</translation>
    </message>
    <message>
        <source>Asimov Crater: 1 extra circle each time you dock more than one ship at the Hub in one go, so possibly more than once in a turn.</source>
        <translation>Asimov-Krater: 1 Zusatzkreis jedes Mal, wenn du mehr als ein Schiff auf einmal am Zentrum andockst, also möglicherweise mehr als einmal pro Zug.</translation>
    </message>
    <message>
        <source>Plasma Cannon discard: the owner must have more than 3 ships of their colour in play (the Relic Ship is not counted).</source>
        <translation>Abwurf der Plasmakanone: Der Besitzer muss mehr als 3 Schiffe seiner Farbe im Spiel haben (das Reliktschiff wird nicht gezählt).</translation>
    </message>
    <message>
        <source>Edition X rules (base game)</source>
        <translation>Regeln von Edition X (Grundspiel)</translation>
    </message>
    <message>
        <source>Terraforming Station: at least 2 ships of your colour must remain, instead of 3.</source>
        <translation>Terraforming-Station: Mindestens 2 Schiffe deiner Farbe müssen bleiben statt 3.</translation>
    </message>
    <message>
        <source>The Booster Pod on a 6 or the Stasis Beam on a 1 may be used: you pay, and the value stays as it is.</source>
        <translation>Die Booster-Kapsel auf eine 6 oder der Stasisstrahl auf eine 1 darf genutzt werden: Du zahlst, und der Wert bleibt, wie er ist.</translation>
    </message>
    <message>
        <source>The Mind Control Helmet may not move a ship onto the Maintenance Bay either. A duplicate card that reaches you is discarded without its discard power; as in 2013, you cannot claim a card you hold.</source>
        <translation>Der Gedankenkontrollhelm darf ein Schiff auch nicht in die Wartungsbucht versetzen. Eine doppelte Karte, die zu dir gelangt, wird ohne ihre Abwurf-Fähigkeit abgeworfen; wie nach den Regeln von 2013 kannst du keine Karte nehmen, die du besitzt.</translation>
    </message>
    <message>
        <source>The long game gives every player 8 colonies at any player count.</source>
        <translation>Die lange Partie gibt jedem Spieler bei jeder Spielerzahl 8 Kolonien.</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Erweiterungen</translation>
    </message>
    <message>
        <source>Basics</source>
        <translation>Grundlagen</translation>
    </message>
    <message>
        <source>Facilities</source>
        <translation>Stationen</translation>
    </message>
    <message>
        <source>Territories</source>
        <translation>Gebiete</translation>
    </message>
    <message>
        <source>Alien tech</source>
        <translation>Alien-Tech</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>X-3: The faction access fee</source>
        <translation>X-3: Die Zugangsgebühr der Fraktionen</translation>
    </message>
    <message>
        <source>X-4: Faction boards are orbital facilities</source>
        <translation>X-4: Fraktionstableaus sind Orbitalstationen</translation>
    </message>
    <message>
        <source>Each faction board has one docking port for one ship of any value. It counts as an orbital facility for every rule and card: the Plasma Cannon, the Orbital Teleporter and the Mind Control Helmet reach it, and a ship that could dock there must not go to the Maintenance Bay.</source>
        <translation>Jedes Fraktionstableau hat einen Andockplatz für ein Schiff mit beliebigem Wert. Es gilt für jede Regel und jede Karte als Orbitalstation: Plasmakanone, Orbital-Teleporter und Gedankenkontrollhelm erreichen es, und ein Schiff, das dort andocken könnte, darf nicht in die Wartungsbucht.</translation>
    </message>
    <message>
        <source>X-6: Owner abilities</source>
        <translation>X-6: Besitzerfähigkeiten</translation>
    </message>
    <message>
        <source>A faction's owner ability belongs to the owner alone and is used on the owner's own turn. Abilities marked once per turn can be used once each turn; the others always apply.</source>
        <translation>Die Besitzerfähigkeit einer Fraktion gehört allein ihrem Besitzer und wird in dessen eigenem Zug eingesetzt. Fähigkeiten, die einmal pro Zug gelten, können in jedem Zug einmal eingesetzt werden; die übrigen wirken immer.</translation>
    </message>
    <message>
        <source>X-7: The faction draft</source>
        <translation>X-7: Die Fraktionsauswahl</translation>
    </message>
    <message>
        <source>Before the deal, one more faction board than there are players is drawn. The last player keeps one and passes the rest to the player before them, and so on up to player one, who chooses between the last two boards; the board left over goes back to the box. Prophets of the Artifact needs the agendas, which the app does not play yet, so it is never drawn.</source>
        <translation>Vor dem Austeilen wird ein Fraktionstableau mehr gezogen, als Spieler mitspielen. Der letzte Spieler behält eines und gibt die übrigen an den Spieler vor ihm weiter, und so fort bis zum ersten Spieler, der zwischen den letzten beiden wählt; das übrige Tableau kommt zurück in die Schachtel. Die Propheten des Artefakts (Prophets of the Artifact) brauchen die Agenden, die die App noch nicht spielt, und werden daher nie gezogen.</translation>
    </message>
    <message>
        <source>X-14: Homesteaders Union</source>
        <translation>X-14: Homesteaders Union</translation>
    </message>
    <message>
        <source>Docking at Homesteaders Union advances your Colonist Hub colony one circle, or starts one on circle 1. It is not a Hub ship, and it is refused while your colony waits on the launch circle. The owner launches from circle 6 instead of 7.</source>
        <translation>Andocken bei Homesteaders Union rückt deine Kolonie im Kolonistenzentrum ein Feld vor oder setzt eine neue auf Feld 1. Es ist kein Schiff des Kolonistenzentrums und wird verweigert, solange deine Kolonie auf dem Startfeld wartet. Der Besitzer startet Kolonien von Feld 6 statt 7.</translation>
    </message>
    <message>
        <source>X-15: Mercury's Angels</source>
        <translation>X-15: Mercury's Angels</translation>
    </message>
    <message>
        <source>X-16: New Gaia Engineers</source>
        <translation>X-16: New Gaia Engineers</translation>
    </message>
    <message>
        <source>Docking is allowed only with your own ship on the Terraforming Station this turn: that ship is rolled again. On 4 to 6 it goes to the Maintenance Bay instead of the stock and sits out its owner's next turn there, also when a Plasma Cannon hits it. Other players pay the Terraforming Station's price to the owner.</source>
        <translation>Andocken ist nur erlaubt, wenn in diesem Zug dein eigenes Schiff an der Terraforming-Station steht: Dieses Schiff wird neu geworfen. Bei 4 bis 6 kommt es statt in die Schiffsreserve in die Wartungsbucht und setzt dort den nächsten Zug seines Besitzers aus, auch wenn eine Plasmakanone es trifft. Andere Spieler zahlen den Preis der Terraforming-Station an den Besitzer.</translation>
    </message>
    <message>
        <source>X-18: Proxima Centauri Scholars</source>
        <translation>X-18: Proxima Centauri Scholars</translation>
    </message>
    <message>
        <source>X-19: Scavenger Fleet</source>
        <translation>X-19: Scavenger Fleet</translation>
    </message>
    <message>
        <source>After docking at Scavenger Fleet, you may dock one pair of different values at the Shipyard this turn and build as usual; a free pair of Shipyard ports is needed when you dock. The owner's newly built ships, and the Relic Ship when the owner buys it, are rolled at once and used this turn.</source>
        <translation>Nach dem Andocken bei Scavenger Fleet darfst du in diesem Zug ein Paar mit verschiedenen Werten an der Werft andocken und wie üblich bauen; beim Andocken muss ein Paar von Werftplätzen frei sein. Neu gebaute Schiffe des Besitzers und das Reliktschiff, wenn der Besitzer es kauft, werden sofort geworfen und in diesem Zug eingesetzt.</translation>
    </message>
    <message>
        <source>X-20: Smugglers' Alliance</source>
        <translation>X-20: Smugglers' Alliance</translation>
    </message>
    <message>
        <source>A ship docks at the Smugglers' Alliance only together with a run docked at the Raiders' Outpost in the same move. The raid may then take an alien tech card and up to 4 resources, from any opponents; the card is taken first, so a Holographic Decoy taken no longer protects its former holder. The owner can bump a run at the Outpost with any run.</source>
        <translation>Ein Schiff dockt bei der Smugglers' Alliance nur zusammen mit einer Reihe an, die mit derselben Aktion am Piratenposten andockt. Der Überfall darf dann eine Alien-Tech-Karte und bis zu 4 Rohstoffe von beliebigen Gegnern nehmen; die Karte wird zuerst genommen, also schützt ein genommener Hologramm-Köder seinen bisherigen Besitzer nicht mehr. Der Besitzer kann eine Reihe am Piratenposten mit jeder Reihe verdrängen.</translation>
    </message>
    <message>
        <source>X-21: Sunrise Commune</source>
        <translation>X-21: Sunrise Commune</translation>
    </message>
    <message>
        <source>X-22: Terran Exchange</source>
        <translation>X-22: Terran Exchange</translation>
    </message>
    <message>
        <source>X-23: Uranian Syndicate</source>
        <translation>X-23: Uranian Syndicate</translation>
    </message>
    <message>
        <source>X-24: Xeno Explorations and the REV</source>
        <translation>X-24: Xeno Explorations und der REV</translation>
    </message>
    <message>
        <source>X-44: Deflector Shield</source>
        <translation>X-44: Deflektorschild</translation>
    </message>
    <message>
        <source>While a player holds the Deflector Shield, anyone else whose alien tech card moves, changes or removes that player's ships pays %1 more for each such ship, on top of the card's own cost. Pohl Foothills does not reduce this extra fuel, and faction abilities do not pay it.</source>
        <translation>Solange ein Spieler den Deflektorschild hält, zahlt jeder andere, dessen Alien-Tech-Karte Schiffe dieses Spielers versetzt, verändert oder entfernt, für jedes solche Schiff %1 mehr, zusätzlich zu den Kosten der Karte. Das Pohl-Vorgebirge senkt diesen Aufschlag nicht, und Fraktionsfähigkeiten zahlen ihn nicht.</translation>
    </message>
    <message>
        <source>X-46: Returning ships to the stock</source>
        <translation>X-46: Schiffe in den Vorrat zurückgeben</translation>
    </message>
    <message>
        <source>Cards that return ships to the stock take only unplaced ships of your own colour, never the Relic Ship or a borrowed ship. The Nano-Recycler may not leave you with fewer ships of your colour than the Terraforming Station allows under the chosen rules. The Shipbreaker Drone needs 5 or 6 ships of your colour in play and pays each ship's Shipyard price, without the Herbert Valley discount.</source>
        <translation>Karten, die Schiffe in den Vorrat zurückgeben, nehmen nur nicht platzierte Schiffe deiner eigenen Farbe, nie das Reliktschiff oder ein geliehenes Schiff. Der Nano-Recycler darf dir nicht weniger Schiffe deiner Farbe lassen, als die Terraforming-Station nach den gewählten Regeln erlaubt. Die Abwrackdrohne braucht 5 oder 6 Schiffe deiner Farbe im Spiel und zahlt für jedes Schiff seinen Werftpreis, ohne den Rabatt des Herbert-Tals.</translation>
    </message>
    <message>
        <source>X-51: Oscillation Capacitor and Tele-Operator</source>
        <translation>X-51: Oszillationskondensator und Tele-Operator</translation>
    </message>
    <message>
        <source>The Oscillation Capacitor uses once more a card you already used this turn, if that card's power has a fuel cost: you pay that cost again. Its discard makes another player discard one alien tech card, without that card's discard power. The Tele-Operator uses the power of a card on the Alien Artifact display as if it were yours, and you pay both costs; the card stays on display.</source>
        <translation>Der Oszillationskondensator setzt eine Karte, die du in diesem Zug schon genutzt hast, noch einmal ein, wenn ihre Fähigkeit Treibstoff kostet: du zahlst diese Kosten erneut. Sein Abwurf lässt einen anderen Spieler eine Alien-Tech-Karte abwerfen, ohne deren Abwurffähigkeit. Der Tele-Operator nutzt die Fähigkeit einer Karte in der Auslage des Alien-Artefakts, als wäre sie deine, und du zahlst beide Kosten; die Karte bleibt in der Auslage.</translation>
    </message>
    <message>
        <source>Once all your ships are placed, the Chrono-Spike's discard takes back one or two of your docked ships (not from the Terraforming Station or the Maintenance Bay). They are rolled again and must dock at facilities other than the ones they left; what they already gained is kept.</source>
        <translation>Sobald alle deine Schiffe platziert sind, nimmt der Abwurf der Chrono-Spitze ein oder zwei deiner angedockten Schiffe zurück (nicht von der Terraforming-Station oder der Wartungsbucht). Sie werden neu gewürfelt und müssen an anderen Einrichtungen andocken als denen, die sie verlassen haben; was sie schon eingebracht haben, bleibt.</translation>
    </message>
    <message>
        <source>X-8: The Brethren Ship</source>
        <translation>X-8: Das Brethren-Schiff</translation>
    </message>
    <message>
        <source>The Brethren of the Stars' die has raider and blank faces and no value: it counts 0 in every sum and is not one of its owner's ships for any count. It starts on the Maintenance Bay; its owner gathers it with the fleet and rolls it with the fleet. A blank face sends it to the Maintenance Bay until the owner's next turn, and so does a raider face not used by the end of the turn. Whatever would send it to the stock sends it to the Maintenance Bay.</source>
        <translation>Der Würfel der Brethren of the Stars hat Piraten- und Leerseiten und keinen Wert: Er zählt in jeder Summe 0 und gilt bei keiner Zählung als Schiff seines Besitzers. Er beginnt in der Wartungsbucht; sein Besitzer sammelt ihn mit der Flotte ein und würfelt ihn mit der Flotte. Eine Leerseite schickt ihn bis zum nächsten Zug des Besitzers in die Wartungsbucht, ebenso eine Piratenseite, die bis zum Ende des Zuges nicht genutzt wurde. Was ihn in die Reserve schicken würde, schickt ihn in die Wartungsbucht.</translation>
    </message>
    <message>
        <source>X-9: The Brethren hijack</source>
        <translation>X-9: Das Kapern der Brethren</translation>
    </message>
    <message>
        <source>Once per turn, while the Brethren Ship shows its raider face and is not placed, its owner may hijack any docked ship except one on the Terraforming Station, the Maintenance Bay and the owner's own ships included. The Brethren Ship takes that ship's place; the ship is rolled and used as one of the owner's unplaced ships this turn, but never at the Terraforming Station. Its real owner gathers it at the start of their next turn.</source>
        <translation>Einmal pro Zug, solange das Brethren-Schiff seine Piratenseite zeigt und nicht platziert ist, darf sein Besitzer ein beliebiges angedocktes Schiff kapern, außer einem an der Terraforming-Station; Schiffe in der Wartungsbucht und eigene Schiffe eingeschlossen. Das Brethren-Schiff nimmt dessen Platz ein; das Schiff wird gewürfelt und in diesem Zug als nicht platziertes Schiff des Besitzers genutzt, aber nie an der Terraforming-Station. Sein eigentlicher Besitzer sammelt es zu Beginn seines nächsten Zuges ein.</translation>
    </message>
    <message>
        <source>X-10: Docking at Brethren of the Stars</source>
        <translation>X-10: Andocken bei Brethren of the Stars</translation>
    </message>
    <message>
        <source>With 5 or 6 players the tracks are shared and the ports belong to nobody: see X-58.</source>
        <translation>Mit 5 oder 6 Spielern werden die Leisten geteilt, und die Andockplätze gehören niemandem: siehe X-58.</translation>
    </message>
    <message>
        <source>X-57: Seats 5 and 6</source>
        <translation>X-57: Die Plätze 5 und 6</translation>
    </message>
    <message>
        <source>X-58: The Colonist Hub with 5 or 6 players</source>
        <translation>X-58: Das Kolonistenzentrum mit 5 oder 6 Spielern</translation>
    </message>
    <message>
        <source>With 5 or 6 players the Hub's 12 ports are shared: a ship may use any free port, but each player has at most 3 ships there and 1 colony on it. All 12 ports taken: nobody else docks there.</source>
        <translation>Mit 5 oder 6 Spielern werden die 12 Andockplätze des Zentrums geteilt: Ein Schiff darf jeden freien Platz nutzen, aber jeder Spieler hat dort höchstens 3 Schiffe und 1 Kolonie. Sind alle 12 Plätze belegt, dockt dort niemand mehr an.</translation>
    </message>
    <message>
        <source>Colonies do not own a track. The ships you dock in one go move your colony together, and only the circle where it stops must be free: if another colony stands there, yours takes the same circle on another track. If that circle is taken on all 4 tracks, dock a different number of ships. A new colony starts on the circle of the number of ships docked (plus Asimov Crater's bonus).</source>
        <translation>Kolonien gehört keine Leiste. Die Schiffe, die du auf einmal andockst, bewegen deine Kolonie gemeinsam, und nur der Kreis, auf dem sie stehen bleibt, muss frei sein: Steht dort eine andere Kolonie, nimmt deine denselben Kreis auf einer anderen Leiste. Ist dieser Kreis auf allen 4 Leisten besetzt, docke eine andere Anzahl Schiffe an. Eine neue Kolonie beginnt auf dem Kreis mit der Zahl der angedockten Schiffe (plus dem Bonus des Asimov-Kraters).</translation>
    </message>
    <message>
        <source>When every track's launch circle is taken, the advance that would reach it launches your colony at once: pay 1 fuel and 1 ore and land it on the territory you choose with the docking.</source>
        <translation>Ist der Startkreis auf jeder Leiste besetzt, startet die Vorrückung, die ihn erreichen würde, deine Kolonie sofort: Zahle 1 Treibstoff und 1 Erz und lande sie in dem Gebiet, das du beim Andocken wählst.</translation>
    </message>
    <message>
        <source>X-52: Colonies moved to adjacent territories</source>
        <translation>X-52: Kolonien in Nachbargebiete versetzen</translation>
    </message>
    <message>
        <source>The Ion Fluctuator and the Seismic Detonator move colonies only to territories that border the one they leave; Burroughs Desert borders all the others. When a discard sends several colonies away, every one of them must go, and each may go to a different neighbour. No colony may leave or enter a territory under the Repulsor Field.</source>
        <translation>Der Ionenfluktuator und der Seismische Sprengsatz versetzen Kolonien nur in Gebiete, die an das verlassene Gebiet grenzen; die Burroughs-Wüste grenzt an alle anderen. Schickt ein Abwurf mehrere Kolonien fort, müssen alle gehen, und jede darf in ein anderes Nachbargebiet. Keine Kolonie darf ein Gebiet unter dem Repulsorfeld verlassen oder betreten.</translation>
    </message>
    <message>
        <source>X-48: Magnetic Lockdown</source>
        <translation>X-48: Magnetsperre</translation>
    </message>
    <message>
        <source>The fuel paid for the Magnetic Lockdown sits on the card and is no longer yours. Until your next turn begins, no effect may move your colonies or take them off a territory, not even your own cards. When that turn begins the fuel goes back to the supply. If someone takes the card meanwhile, your colonies stay protected, and the card cannot be used again while the fuel is on it.</source>
        <translation>Der für die Magnetsperre bezahlte Treibstoff liegt auf der Karte und gehört nicht mehr dir. Bis dein nächster Zug beginnt, darf kein Effekt deine Kolonien versetzen oder von einem Gebiet nehmen, nicht einmal deine eigenen Karten. Zu Beginn dieses Zuges geht der Treibstoff in den Vorrat zurück. Nimmt dir jemand die Karte in der Zwischenzeit ab, bleiben deine Kolonien geschützt, und die Karte kann nicht erneut eingesetzt werden, solange der Treibstoff auf ihr liegt.</translation>
    </message>
    <message>
        <source>Factions</source>
        <translation>Fraktionen</translation>
    </message>
    <message>
        <source>One ship of any value docks here. Other players pay the owner an access fee of %1 to dock (X-3); the owner docks at their own board without it.</source>
        <translation>Hier dockt ein Schiff mit beliebigem Wert an. Andere Spieler zahlen dem Besitzer fürs Andocken eine Zugangsgebühr von %1 (X-3); der Besitzer dockt an seinem eigenen Tableau ohne sie an.</translation>
    </message>
    <message>
        <source>With the Factions module every player owns a faction board. It is an extra orbital facility with one docking port that anyone may use (X-4), and it gives its owner an ability of their own (X-6).</source>
        <translation>Mit dem Fraktionsmodul besitzt jeder Spieler ein Fraktionstableau. Es ist eine zusätzliche Orbitalstation mit einem Andockplatz, den jeder nutzen darf (X-4), und es gibt seinem Besitzer eine eigene Fähigkeit (X-6).</translation>
    </message>
    <message>
        <source>Before the alien tech cards are dealt, one board more than there are players is drawn. The last player picks first and passes the rest to the player before them, and so on to player one; the board nobody picks goes back to the box (X-7).</source>
        <translation>Bevor die Alien-Tech-Karten ausgeteilt werden, wird ein Tableau mehr gezogen, als Spieler mitspielen. Der letzte Spieler wählt zuerst und gibt den Rest an den Spieler vor ihm weiter, und so weiter bis zu Spieler eins; das Tableau, das niemand nimmt, kommt zurück in die Schachtel (X-7).</translation>
    </message>
    <message>
        <source>Docking at another player's board costs an access fee of %1, paid to that player (X-3). A value marked as our reading is a number missing from the sources we have: the app plays it as we read it (X-2).</source>
        <translation>Wer am Tableau eines anderen Spielers andockt, zahlt diesem eine Zugangsgebühr von %1 (X-3). Ein als unsere Lesart markierter Wert ist eine Zahl, die in unseren Quellen fehlt: Die App spielt sie so, wie wir sie lesen (X-2).</translation>
    </message>
    <message>
        <source>Brethren of the Stars</source>
        <translation>Brethren of the Stars</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; the Brethren Ship moves from the facility where it is docked to a free Lunar Mine port, and you gain %2. Not possible while the Brethren Ship is on the Maintenance Bay or the Lunar Mine, nor when the Lunar Mine is full (X-10).</source>
        <translation>&lt;b&gt;Andocken:&lt;/b&gt; Das Brethren-Schiff wechselt von der Station, an der es angedockt ist, an einen freien Platz der Mondmine, und du erhältst %2. Nicht möglich, solange das Brethren-Schiff in der Wartungsbucht oder an der Mondmine steht oder die Mondmine voll ist (X-10).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; the owner rolls the Brethren Ship, a die without numbers, with the fleet. Raider faces: %3 of its 6; the others are blank. While it shows the raider and is not placed, the owner may once per turn hijack a docked ship, not one on the Terraforming Station, and use it this turn (X-8, X-9).</source>
        <translation>&lt;b&gt;Besitzer:&lt;/b&gt; Der Besitzer würfelt das Brethren-Schiff, einen Würfel ohne Zahlen, mit der Flotte. Piratenseiten: %3 von 6; die übrigen sind leer. Solange es die Piratenseite zeigt und nicht platziert ist, darf der Besitzer einmal pro Zug ein angedocktes Schiff kapern, nicht eines auf der Terraforming-Station, und es in diesem Zug nutzen (X-8, X-9).</translation>
    </message>
    <message>
        <source>The Brethren Ship starts on the Maintenance Bay; its owner gathers it with the fleet.</source>
        <translation>Das Brethren-Schiff beginnt in der Wartungsbucht; sein Besitzer sammelt es mit der Flotte ein.</translation>
    </message>
    <message>
        <source>Corex Conglomerated</source>
        <translation>Corex Conglomerated</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to the supply and gain %3 for each territory you control now.</source>
        <translation>&lt;b&gt;Andocken:&lt;/b&gt; Zahle %2 an den Vorrat und erhalte %3 für jedes Gebiet, das du gerade kontrollierst.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; at the start of each of the owner's turns, before the roll, the owner gains %4 and %5 more for each territory they control (X-11).</source>
        <translation>&lt;b&gt;Besitzer:&lt;/b&gt; Zu Beginn jedes seiner Züge, vor dem Wurf, erhält der Besitzer %4 und %5 mehr für jedes Gebiet, das er kontrolliert (X-11).</translation>
    </message>
    <message>
        <source>Dark Space Explorers</source>
        <translation>Dark Space Explorers</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to the supply and take the top card of the alien tech deck; a card you already hold is discarded without its power (X-12).</source>
        <translation>&lt;b&gt;Andocken:&lt;/b&gt; Zahle %2 an den Vorrat und nimm die oberste Karte des Alien-Tech-Stapels; eine Karte, die du schon hast, wird ohne ihre Kraft abgeworfen (X-12).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; the owner may use %3 discard powers in a turn instead of one (X-13).</source>
        <translation>&lt;b&gt;Besitzer:&lt;/b&gt; Der Besitzer darf in einem Zug %3 Abwurfkräfte statt einer nutzen (X-13).</translation>
    </message>
    <message>
        <source>Homesteaders Union</source>
        <translation>Homesteaders Union</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; your colony on the Colonist Hub advances one circle, or a new one starts on circle 1, without taking a Hub port (X-14).</source>
        <translation>&lt;b&gt;Andocken:&lt;/b&gt; Deine Kolonie im Kolonistenzentrum rückt einen Kreis vor, oder eine neue beginnt auf Kreis 1, ohne einen Platz im Zentrum zu belegen (X-14).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; the owner launches colonies from circle %2 of the Colonist Hub instead of circle 7.</source>
        <translation>&lt;b&gt;Besitzer:&lt;/b&gt; Der Besitzer startet Kolonien von Kreis %2 des Kolonistenzentrums statt von Kreis 7.</translation>
    </message>
    <message>
        <source>Mercury's Angels</source>
        <translation>Mercury's Angels</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; change one of your unplaced ships to a value that none of your other unplaced ships shows (X-15).</source>
        <translation>&lt;b&gt;Andocken:&lt;/b&gt; Ändere eines deiner nicht platzierten Schiffe auf einen Wert, den keines deiner anderen nicht platzierten Schiffe zeigt (X-15).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; right after the roll, before anything else: if the fleet shows all different values, the owner gains %2 or %3.</source>
        <translation>&lt;b&gt;Besitzer:&lt;/b&gt; Direkt nach dem Wurf, vor allem anderen: Zeigt die Flotte lauter verschiedene Werte, erhält der Besitzer %2 oder %3.</translation>
    </message>
    <message>
        <source>New Gaia Engineers</source>
        <translation>New Gaia Engineers</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; only while your ship placed this turn is on the Terraforming Station. That ship is rolled again: on 4 to 6 it goes to the Maintenance Bay instead of the stock and sits out your next turn there (X-16).</source>
        <translation>&lt;b&gt;Andocken:&lt;/b&gt; Nur solange dein in diesem Zug platziertes Schiff auf der Terraforming-Station steht. Dieses Schiff wird neu gewürfelt: Bei 4 bis 6 kommt es statt in den Vorrat in die Wartungsbucht und setzt dort deinen nächsten Zug aus (X-16).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; when another player pays for the Terraforming Station, the %2 go to the owner instead of the supply, on that player's turn.</source>
        <translation>&lt;b&gt;Besitzer:&lt;/b&gt; Wenn ein anderer Spieler für die Terraforming-Station zahlt, gehen die %2 an den Besitzer statt an den Vorrat, noch im Zug dieses Spielers.</translation>
    </message>
    <message>
        <source>Prophets of the Artifact</source>
        <translation>Prophets of the Artifact</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; draw as many agenda cards as the docked ship's value, keep one and discard the rest.</source>
        <translation>&lt;b&gt;Andocken:&lt;/b&gt; Ziehe so viele Agenda-Karten, wie der angedockte Würfel zeigt, behalte eine und wirf den Rest ab.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, the owner discards a face-down agenda card for a small gain.</source>
        <translation>&lt;b&gt;Besitzer:&lt;/b&gt; Einmal pro Zug wirft der Besitzer eine verdeckte Agenda-Karte für einen kleinen Gewinn ab.</translation>
    </message>
    <message>
        <source>Proxima Centauri Scholars</source>
        <translation>Proxima Centauri Scholars</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to the supply and move a field generator that is on the planet to another territory (X-18).</source>
        <translation>&lt;b&gt;Andocken:&lt;/b&gt; Zahle %2 an den Vorrat und versetze einen Feldgenerator, der auf dem Planeten steht, in ein anderes Gebiet (X-18).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, pay %3 to put a field generator from beside the board on a territory, or to take one off the planet; never to move one.</source>
        <translation>&lt;b&gt;Besitzer:&lt;/b&gt; Einmal pro Zug %3 zahlen, um einen Feldgenerator von neben dem Spielplan in ein Gebiet zu setzen oder einen vom Planeten zu nehmen; nie, um einen zu versetzen.</translation>
    </message>
    <message>
        <source>Scavenger Fleet</source>
        <translation>Scavenger Fleet</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; this turn you may dock two ships of different values as a pair at the Shipyard and build as usual; a free Shipyard pair is needed when you dock (X-19).</source>
        <translation>&lt;b&gt;Andocken:&lt;/b&gt; In diesem Zug darfst du zwei Schiffe mit verschiedenen Werten als Paar an der Werft andocken und wie üblich bauen; beim Andocken muss ein Paarplatz der Werft frei sein (X-19).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; a ship the owner builds, and the Relic Ship when the owner buys it, is rolled at once and used the same turn.</source>
        <translation>&lt;b&gt;Besitzer:&lt;/b&gt; Ein Schiff, das der Besitzer baut, und das Reliktschiff, wenn er es kauft, wird sofort gewürfelt und noch im selben Zug genutzt.</translation>
    </message>
    <message>
        <source>Smugglers' Alliance</source>
        <translation>Smugglers' Alliance</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; only in the same move as a legal run at the Raiders' Outpost. That raid may take one alien tech card and up to 4 resources, from any opponents (X-20).</source>
        <translation>&lt;b&gt;Andocken:&lt;/b&gt; Nur mit derselben Aktion wie eine gültige Straße am Piratenposten. Dieser Überfall darf eine Alien-Tech-Karte und bis zu 4 Rohstoffe von beliebigen Gegnern nehmen (X-20).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; the owner may bump a run at the Raiders' Outpost with any run, whatever its total.</source>
        <translation>&lt;b&gt;Besitzer:&lt;/b&gt; Der Besitzer darf eine Straße am Piratenposten mit jeder Straße verdrängen, egal wie hoch ihre Summe ist.</translation>
    </message>
    <message>
        <source>Sunrise Commune</source>
        <translation>Sunrise Commune</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to the supply and move any player's colony to a territory with no colony on it (X-21).</source>
        <translation>&lt;b&gt;Andocken:&lt;/b&gt; Zahle %2 an den Vorrat und versetze die Kolonie eines beliebigen Spielers in ein Gebiet ohne Kolonie (X-21).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; landing a colony on a territory with no colony at all costs the owner %3 less.</source>
        <translation>&lt;b&gt;Besitzer:&lt;/b&gt; Eine Kolonie in einem Gebiet ganz ohne Kolonien zu landen, kostet den Besitzer %3 weniger.</translation>
    </message>
    <message>
        <source>Terran Exchange</source>
        <translation>Terran Exchange</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; your first Orbital Market trade of the turn, made while your ship is docked here, gives %2 more (X-22).</source>
        <translation>&lt;b&gt;Andocken:&lt;/b&gt; Dein erster Tausch am Orbitalmarkt in diesem Zug, während dein Schiff hier angedockt ist, bringt %2 mehr (X-22).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, either give an opponent one of your alien tech cards and take up to %3 from them, or give an opponent %4 and take one of their alien tech cards.</source>
        <translation>&lt;b&gt;Besitzer:&lt;/b&gt; Einmal pro Zug entweder einem Gegner eine deiner Alien-Tech-Karten geben und bis zu %3 von ihm nehmen, oder einem Gegner %4 geben und eine seiner Alien-Tech-Karten nehmen.</translation>
    </message>
    <message>
        <source>Uranian Syndicate</source>
        <translation>Uranian Syndicate</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to move one of your colonies, or %3 to move an opponent's colony, to any other territory (X-23).</source>
        <translation>&lt;b&gt;Andocken:&lt;/b&gt; Zahle %2, um eine deiner Kolonien, oder %3, um eine gegnerische Kolonie in ein beliebiges anderes Gebiet zu versetzen (X-23).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, the owner may use the bonus of one contested territory, with two or more colonies and nobody in control, until the end of the turn.</source>
        <translation>&lt;b&gt;Besitzer:&lt;/b&gt; Einmal pro Zug darf der Besitzer bis zum Ende des Zuges den Bonus eines umkämpften Gebiets nutzen, also eines mit zwei oder mehr Kolonien, das niemand kontrolliert.</translation>
    </message>
    <message>
        <source>Xeno Explorations, Inc.</source>
        <translation>Xeno Explorations, Inc.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; move the REV to a territory bordering the one it is on, and use that territory's bonus for the rest of the turn while the REV stays there (X-24).</source>
        <translation>&lt;b&gt;Andocken:&lt;/b&gt; Bewege den REV in ein Gebiet, das an seines grenzt, und nutze dessen Bonus für den Rest des Zuges, solange der REV dort bleibt (X-24).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, pay %2 for the same move and bonus.</source>
        <translation>&lt;b&gt;Besitzer:&lt;/b&gt; Einmal pro Zug %2 für dieselbe Bewegung mit Bonus zahlen.</translation>
    </message>
    <message>
        <source>The REV, the Remote Exploration Unit, starts on Burroughs Desert.</source>
        <translation>Der REV, die ferngesteuerte Erkundungseinheit, beginnt in der Burroughs-Wüste.</translation>
    </message>
    <message>
        <source>%1 (our reading)</source>
        <extracomment>A number of the rules the app had to infer (ruling X-2), e.g. "1 fuel (our reading)"</extracomment>
        <translation>%1 (unsere Lesart)</translation>
    </message>
    <message>
        <source>X-2: Our reading of missing numbers</source>
        <translation>X-2: Unsere Lesart fehlender Zahlen</translation>
    </message>
    <message>
        <source>Some numbers of the expansions are missing from the sources we have: a symbol was lost, or only how many survived, not of what. The app plays its best reading of each and marks it "our reading" wherever this reference shows it.</source>
        <translation>Einige Zahlen der Erweiterungen fehlen in unseren Quellen: Ein Symbol ging verloren, oder nur ihre Anzahl blieb erhalten, nicht ihre Art. Die App spielt jeweils unsere beste Lesart und kennzeichnet sie überall in dieser Referenz als „unsere Lesart“.</translation>
    </message>
    <message>
        <source>All these numbers sit in one table of the app, so a better source changes that table and nothing else.</source>
        <translation>Alle diese Zahlen stehen in einer einzigen Tabelle der App: Eine bessere Quelle ändert diese Tabelle und sonst nichts.</translation>
    </message>
    <message>
        <source>Docking at another player's faction board costs an access fee of %1, paid to the board's owner together with any other cost of that board; if you cannot pay both, you cannot dock there. The owner docks at their own board without the fee.</source>
        <translation>Wer an das Fraktionstableau eines anderen Spielers andockt, zahlt dessen Besitzer eine Zugangsgebühr von %1, zusammen mit den übrigen Kosten dieses Tableaus; wer nicht beides zahlen kann, darf dort nicht andocken. Der Besitzer dockt an seinem eigenen Tableau ohne Gebühr an.</translation>
    </message>
    <message>
        <source>X-5: Ships moved onto a faction board</source>
        <translation>X-5: Schiffe, die auf ein Fraktionstableau versetzt werden</translation>
    </message>
    <message>
        <source>A ship that an alien tech card moves onto a faction board, with the Orbital Teleporter or the Mind Control Helmet, uses the board's docking ability. The player whose turn it is pays the access fee, unless they own the board, and any other cost of the board.</source>
        <translation>Ein Schiff, das eine Alien-Tech-Karte auf ein Fraktionstableau versetzt, etwa der Orbital-Teleporter oder der Gedankenkontrollhelm, nutzt die Andockfähigkeit des Tableaus. Der Spieler am Zug zahlt die Zugangsgebühr, außer ihm gehört das Tableau, und alle übrigen Kosten des Tableaus.</translation>
    </message>
    <message>
        <source>Docking moves the Brethren Ship to a free Lunar Mine port and gives you %1. It is possible only while the Brethren Ship is docked at a facility other than the Maintenance Bay and the Lunar Mine, and while the Lunar Mine has a free port.</source>
        <translation>Andocken bringt das Brethren-Schiff an einen freien Platz der Mondmine und gibt dir %1. Das geht nur, solange das Brethren-Schiff an einer anderen Station als der Wartungsbucht und der Mondmine angedockt ist und die Mondmine einen freien Platz hat.</translation>
    </message>
    <message>
        <source>Games for 5 or 6 players use the Edition X rules and its purple and white pieces. Each player has 6 colonies (8 in the long game). Seat 5 starts with %1, seat 6 with %2: the sources we have break off before seat 6's ore. Every docking port of the board is open.</source>
        <translation>Partien mit 5 oder 6 Spielern nutzen die Regeln von Edition X und ihre lila und weißen Spielfiguren. Jeder Spieler hat 6 Kolonien (8 in der langen Partie). Platz 5 beginnt mit %1, Platz 6 mit %2: Unsere Quellen brechen vor dem Erz von Platz 6 ab. Alle Andockplätze des Spielplans sind offen.</translation>
    </message>
    <message>
        <source>X-11: Corex income</source>
        <translation>X-11: Einkommen von Corex</translation>
    </message>
    <message>
        <source>Corex Conglomerated's income comes at the start of its owner's turn, after the ship on the Terraforming Station comes back and before the roll; it counts the territories controlled at that moment. Docking there without any territory is allowed and gains nothing.</source>
        <translation>Das Einkommen von Corex Conglomerated kommt zu Beginn des Zuges seines Besitzers, nachdem das Schiff von der Terraforming-Station zurückkommt und vor dem Wurf; es zählt die Gebiete, die er in diesem Moment kontrolliert. Dort ohne ein Gebiet anzudocken ist erlaubt und bringt nichts.</translation>
    </message>
    <message>
        <source>X-12: Dark Space Explorers</source>
        <translation>X-12: Dark Space Explorers</translation>
    </message>
    <message>
        <source>Docking costs %1. When the alien tech deck is empty, the discards are shuffled first. The card drawn may be used at once, and a card worth victory points counts at once.</source>
        <translation>Andocken kostet %1. Ist der Alien-Tech-Stapel leer, werden zuerst die abgeworfenen Karten gemischt. Die gezogene Karte darf sofort genutzt werden, und eine Karte mit Siegpunkten zählt sofort.</translation>
    </message>
    <message>
        <source>X-13: How many discard powers</source>
        <translation>X-13: Wie viele Abwurfkräfte</translation>
    </message>
    <message>
        <source>Each player may use one discard power per turn; the owner of Dark Space Explorers may use two. The Resource Cache's own discard does not count (R-6).</source>
        <translation>Jeder Spieler darf eine Abwurfkraft pro Zug nutzen; der Besitzer von Dark Space Explorers zwei. Der eigene Abwurf des Ressourcenlagers zählt nicht mit (R-6).</translation>
    </message>
    <message>
        <source>Docking changes one of your unplaced ships to a value no other unplaced ship of yours shows. The owner gains %1 or %2 when the fleet roll shows all different values, right after the roll and before anything else.</source>
        <translation>Andocken ändert eines deiner noch nicht platzierten Schiffe auf einen Wert, den kein anderes deiner nicht platzierten Schiffe zeigt. Der Besitzer erhält %1 oder %2, wenn der Flottenwurf lauter verschiedene Werte zeigt, direkt nach dem Wurf und vor allem anderen.</translation>
    </message>
    <message>
        <source>Docking costs %1 and moves a field generator already on the planet to another territory. Once per turn the owner may pay %2 to place a field generator from beside the board, or to take one off the planet, but never to move one.</source>
        <translation>Andocken kostet %1 und versetzt einen Feldgenerator, der schon auf dem Planeten steht, in ein anderes Gebiet. Einmal pro Zug darf der Besitzer %2 zahlen, um einen Feldgenerator von neben dem Spielplan einzusetzen oder einen vom Planeten zu nehmen, aber nie, um einen zu versetzen.</translation>
    </message>
    <message>
        <source>Docking costs %1 and moves any one colony to a territory with no colony on it; the Repulsor Field blocks both ends. The owner pays %2 less to land a colony on a territory with no colony at all.</source>
        <translation>Andocken kostet %1 und versetzt eine beliebige Kolonie in ein Gebiet ohne Kolonie; das Repulsorfeld sperrt Ausgangs- und Zielgebiet. Der Besitzer zahlt %2 weniger, um eine Kolonie in einem Gebiet ganz ohne Kolonien zu landen.</translation>
    </message>
    <message>
        <source>Docking adds %1 to your first Orbital Market trade of the turn, if it is made while your ship is docked there. Once per turn the owner may give an opponent one of their alien tech cards and take up to %2 from them, or give an opponent %3 and take one of their alien tech cards; the Holographic Decoy does not prevent it.</source>
        <translation>Andocken bringt %1 zusätzlich beim ersten Tausch am Orbitalmarkt in diesem Zug, wenn er stattfindet, während dein Schiff dort angedockt ist. Einmal pro Zug darf der Besitzer einem Gegner eine seiner Alien-Tech-Karten geben und bis zu %2 von ihm nehmen, oder einem Gegner %3 geben und eine seiner Alien-Tech-Karten nehmen; der Hologramm-Köder verhindert das nicht.</translation>
    </message>
    <message>
        <source>Docking moves one of your colonies for %1, or an opponent's colony for %2, to any other territory; the Repulsor Field blocks both ends. Once per turn the owner may use the bonus of a contested territory, one with two or more colonies and no controller, until the end of the turn; not Burroughs Desert and not a territory under the Isolation Field.</source>
        <translation>Andocken versetzt eine deiner Kolonien für %1 oder eine gegnerische Kolonie für %2 in ein beliebiges anderes Gebiet; das Repulsorfeld sperrt Ausgangs- und Zielgebiet. Einmal pro Zug darf der Besitzer bis zum Ende des Zuges den Bonus eines umkämpften Gebiets nutzen, also eines mit zwei oder mehr Kolonien und ohne Kontrolle; nicht die Burroughs-Wüste und kein Gebiet unter dem Isolationsfeld.</translation>
    </message>
    <message>
        <source>Docking moves the REV to a bordering territory, and you use that territory's bonus as if you controlled it for the rest of the turn, while the REV stays there. The Repulsor Field keeps the REV from entering or leaving; under the Isolation Field and on Burroughs Desert there is no bonus. Once per turn the owner may pay %1 for the same move.</source>
        <translation>Andocken bewegt den REV in ein angrenzendes Gebiet, und du nutzt dessen Bonus für den Rest des Zuges, als würdest du es kontrollieren, solange der REV dort bleibt. Das Repulsorfeld hindert den REV am Betreten und Verlassen; unter dem Isolationsfeld und in der Burroughs-Wüste gibt es keinen Bonus. Einmal pro Zug darf der Besitzer %1 zahlen, um den REV ebenso zu bewegen.</translation>
    </message>
    <message>
        <source>The app uses the 24 base cards. Edition X also seats 5 or 6 players, with purple and white pieces and a shared Colonist Hub (X-57, X-58). Its extra cards are not supported yet.</source>
        <translation>Die App verwendet die 24 Grundkarten. Edition X erlaubt auch 5 oder 6 Spieler, mit lila und weißen Spielfiguren und einem gemeinsam genutzten Kolonistenzentrum (X-57, X-58). Ihre Zusatzkarten werden noch nicht unterstützt.</translation>
    </message>
    <message>
        <source>Agendas</source>
        <translation>Agenden</translation>
    </message>
    <message>
        <source>Only in the deck with the extra alien tech module, and only while the alien tech cards it names are in the deck (X-33).</source>
        <translation>Nur mit dem Modul der zusätzlichen Alien-Technologie im Stapel, und nur solange die Alien-Tech-Karten, die sie nennt, im Stapel sind (X-33).</translation>
    </message>
    <message>
        <source>Only in the deck with the Factions module (X-33).</source>
        <translation>Nur mit dem Fraktionsmodul im Stapel (X-33).</translation>
    </message>
    <message>
        <source>Only in the deck when a player drafted Xeno Explorations, Inc. (X-33).</source>
        <translation>Nur im Stapel, wenn ein Spieler Xeno Explorations, Inc. gewählt hat (X-33).</translation>
    </message>
    <message>
        <source>Only in the deck when a player drafted Brethren of the Stars (X-33).</source>
        <translation>Nur im Stapel, wenn ein Spieler Brethren of the Stars gewählt hat (X-33).</translation>
    </message>
    <message>
        <source>Needs the Outer Belt, which the app does not support: this card never enters the app's deck (X-33).</source>
        <translation>Braucht den Äußeren Gürtel, den die App nicht unterstützt: Diese Karte kommt nie in den Stapel der App (X-33).</translation>
    </message>
    <message>
        <source>With the Agendas module every player keeps secret goals on agenda cards. Each card has two sides: an in-game goal and an end-game goal. A card revealed for either side scores 1 VP, never 2; once revealed it keeps its point to the end and can never be lost, taken or discarded.</source>
        <translation>Mit dem Agendenmodul verfolgt jeder Spieler geheime Ziele auf Agendakarten. Jede Karte hat zwei Seiten: ein Ziel im Spiel und ein Ziel für das Spielende. Eine Karte, die für eine der beiden Seiten aufgedeckt wird, bringt 1 SP, nie 2; einmal aufgedeckt, behält sie ihren Punkt bis zum Schluss und kann weder verloren, genommen noch abgeworfen werden.</translation>
    </message>
    <message>
        <source>After the faction draft each player gets 2 agenda cards face down; the others form a deck beside the Orbital Market. You may hold 3 agenda cards at most, revealed ones included, or 4 while you hold the Multiverse Window. Over the limit, you discard face-down cards of your choice at once (X-27).</source>
        <translation>Nach der Fraktionswahl erhält jeder Spieler 2 Agendakarten verdeckt; die übrigen bilden einen Stapel neben dem Orbitalmarkt. Du darfst höchstens 3 Agendakarten haben, aufgedeckte mitgezählt, oder 4, solange du das Multiversum-Fenster hast. Über dem Limit wirfst du sofort verdeckte Karten deiner Wahl ab (X-27).</translation>
    </message>
    <message>
        <source>A pair of equal ships at the Orbital Market may draw 2 agenda cards instead of trading. You then keep or discard any of your face-down cards. Prophets of the Artifact and the Oracle Engine also draw them.</source>
        <translation>Ein Paar gleicher Schiffe am Orbitalmarkt darf statt zu handeln 2 Agendakarten ziehen. Danach behältst du deine verdeckten Karten oder wirfst beliebige davon ab. Auch Prophets of the Artifact und die Orakel-Maschine ziehen Agendakarten.</translation>
    </message>
    <message>
        <source>Reveal a card's in-game side at the moment its goal is met, on anyone's turn (X-25, X-26). When the game ends, every player reveals the cards whose end-game side holds (X-28). A tie is broken first by the number of revealed agenda cards (X-29).</source>
        <translation>Decke die Im-Spiel-Seite einer Karte in dem Moment auf, in dem ihr Ziel erreicht ist, in jedem Zug (X-25, X-26). Am Spielende deckt jeder Spieler die Karten auf, deren Spielende-Seite zutrifft (X-28). Ein Gleichstand wird zuerst nach der Zahl der aufgedeckten Agendakarten entschieden (X-29).</translation>
    </message>
    <message>
        <source>Agenda cards are not alien tech: nobody can raid or trade them, and they do not count as alien tech cards in a tie. A card that needs a module, a faction board or an alien tech card leaves the deck at setup when that is missing (X-33).</source>
        <translation>Agendakarten sind keine Alien-Technologie: Niemand kann sie erbeuten oder tauschen, und bei einem Gleichstand zählen sie nicht als Alien-Tech-Karten. Eine Karte, die ein Modul, ein Fraktionstableau oder eine Alien-Tech-Karte braucht, verlässt den Stapel beim Aufbau, wenn diese fehlen (X-33).</translation>
    </message>
    <message>
        <source>Two ways to play: with paper cards at the table, the app does not know your cards, and you name a card when you reveal it; the app then checks its goal. In a digital game the app deals the cards, and each player looks at their own in private.</source>
        <translation>Zwei Spielweisen: Mit Papierkarten am Tisch kennt die App eure Karten nicht, und du nennst eine Karte, wenn du sie aufdeckst; die App prüft dann ihr Ziel. In einer digitalen Partie teilt die App die Karten aus, und jeder Spieler sieht sich seine eigenen im Verborgenen an.</translation>
    </message>
    <message>
        <source>Agenda 1: Five in a row</source>
        <translation>Agenda 1: Fünf in Folge</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your roll shows 5 consecutive values, as rolled, before any alien tech (X-30).</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Dein Wurf zeigt 5 aufeinanderfolgende Werte, so wie gewürfelt, vor jeder Alien-Technologie (X-30).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Pohl Foothills.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du kontrollierst das Pohl-Vorgebirge.</translation>
    </message>
    <message>
        <source>Agenda 2: Three colonies in a turn</source>
        <translation>Agenda 2: Drei Kolonien in einem Zug</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you land 3 colonies on territories in one turn.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du landest in einem Zug 3 Kolonien auf Gebieten.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Herbert Valley.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du kontrollierst das Herbert-Tal.</translation>
    </message>
    <message>
        <source>Agenda 3: Four of a kind</source>
        <translation>Agenda 3: Vierling</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your roll shows 4 or more ships of one value, as rolled, before any alien tech (X-30).</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Dein Wurf zeigt 4 oder mehr Schiffe mit demselben Wert, so wie gewürfelt, vor jeder Alien-Technologie (X-30).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Van Vogt Mountains.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du kontrollierst das Van-Vogt-Gebirge.</translation>
    </message>
    <message>
        <source>Agenda 4: Six ore in a turn</source>
        <translation>Agenda 4: Sechs Erz in einem Zug</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your gains of ore in one turn add up to 6 or more, from any source; spending does not count against them (X-26).</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Deine Erzgewinne eines Zuges ergeben zusammen 6 oder mehr, aus beliebigen Quellen; Ausgaben werden nicht abgezogen (X-26).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control a territory that holds exactly 1 colony.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du kontrollierst ein Gebiet mit genau 1 Kolonie.</translation>
    </message>
    <message>
        <source>Agenda 5: Four cards of your own</source>
        <translation>Agenda 5: Vier Karten für dich allein</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you hold 4 alien tech cards whose names no other player holds.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du hast 4 Alien-Tech-Karten, deren Namen kein anderer Spieler hat.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Asimov Crater.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du kontrollierst den Asimov-Krater.</translation>
    </message>
    <message>
        <source>Agenda 6: Landing in isolation</source>
        <translation>Agenda 6: Landung in Isolation</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you land a colony on the territory of the Isolation Field.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du landest eine Kolonie auf dem Gebiet des Isolationsfelds.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Bradbury Plateau.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du kontrollierst das Bradbury-Plateau.</translation>
    </message>
    <message>
        <source>Agenda 7: Bump your own raid</source>
        <translation>Agenda 7: Den eigenen Überfall verdrängen</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; the run you dock at the Raiders' Outpost bumps a run of your own.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Die Straße, die du am Piratenposten andockst, verdrängt eine Straße von dir selbst.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control a territory where other players have 3 or more colonies together.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du kontrollierst ein Gebiet, auf dem andere Spieler zusammen 3 oder mehr Kolonien haben.</translation>
    </message>
    <message>
        <source>Agenda 8: Twelve fuel in a turn</source>
        <translation>Agenda 8: Zwölf Treibstoff in einem Zug</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your gains of fuel in one turn add up to 12 or more (X-26).</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Deine Treibstoffgewinne eines Zuges ergeben zusammen 12 oder mehr (X-26).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control a territory with all 3 field generators on it.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du kontrollierst ein Gebiet, auf dem alle 3 Feldgeneratoren stehen.</translation>
    </message>
    <message>
        <source>Agenda 9: A move that helps two</source>
        <translation>Agenda 9: Ein Zug, der zweien hilft</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you move colonies, and afterwards both you and at least one opponent have more VP than before the move.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du versetzt Kolonien, und danach haben du und mindestens ein Gegner mehr SP als vor dem Versetzen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Burroughs Desert.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du kontrollierst die Burroughs-Wüste.</translation>
    </message>
    <message>
        <source>Agenda 10: Seize and use</source>
        <translation>Agenda 10: Erobern und nutzen</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you take control of a territory an opponent controlled, and use its bonus in the same turn.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du übernimmst die Kontrolle über ein Gebiet, das ein Gegner kontrollierte, und nutzt seinen Bonus im selben Zug.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Heinlein Plains.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du kontrollierst die Heinlein-Ebene.</translation>
    </message>
    <message>
        <source>Agenda 11: Five circles at the Hub</source>
        <translation>Agenda 11: Fünf Kreise im Kolonistenzentrum</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your colony on the Colonist Hub advances 5 or more circles in one turn, all sources together.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Deine Kolonie im Kolonistenzentrum rückt in einem Zug um 5 oder mehr Kreise vor, alle Quellen zusammen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Lem Badlands.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du kontrollierst das Lem-Ödland.</translation>
    </message>
    <message>
        <source>Agenda 12: Two ships in a turn</source>
        <translation>Agenda 12: Zwei Schiffe in einem Zug</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you gain 2 ships in one turn, by building them or buying the Relic Ship.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du erhältst in einem Zug 2 Schiffe, durch Bauen oder den Kauf des Reliktschiffs.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Van Vogt Mountains.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Keine deiner Kolonien steht im Van-Vogt-Gebirge.</translation>
    </message>
    <message>
        <source>Agenda 13: Eight at the Artifact</source>
        <translation>Agenda 13: Acht am Artefakt</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you dock 4 ships at the Alien Artifact whose values add up to exactly 8.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du dockst in einem Zug 4 Schiffe am Alien-Artefakt an, deren Werte zusammen genau 8 ergeben.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Pohl Foothills.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Keine deiner Kolonien steht im Pohl-Vorgebirge.</translation>
    </message>
    <message>
        <source>Agenda 14: Fill the Solar Converter</source>
        <translation>Agenda 14: Den Solarkonverter füllen</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your ships take every Solar Converter port that was free when your turn began.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Deine Schiffe belegen jeden Platz des Solarkonverters, der zu Beginn deines Zuges frei war.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Heinlein Plains.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Keine deiner Kolonien steht auf der Heinlein-Ebene.</translation>
    </message>
    <message>
        <source>Agenda 15: Into empty land</source>
        <translation>Agenda 15: In leeres Land</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you move one of your colonies to a territory that had no colony.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du versetzt eine deiner Kolonien auf ein Gebiet, das keine Kolonie hatte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you have at least one colony, and no other player has a colony on any territory where you have one.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du hast mindestens eine Kolonie, und kein anderer Spieler hat eine Kolonie auf einem Gebiet, auf dem du eine hast.</translation>
    </message>
    <message>
        <source>Agenda 16: Four agendas in a turn</source>
        <translation>Agenda 16: Vier Agenden in einem Zug</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you draw 4 or more agenda cards in one turn; the cards of that very draw count (X-26).</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du ziehst in einem Zug 4 oder mehr Agendakarten; die Karten genau dieses Ziehens zählen mit (X-26).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; this is your only face-down agenda card, counted before anyone reveals (X-28).</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Dies ist deine einzige verdeckte Agendakarte, gezählt bevor jemand aufdeckt (X-28).</translation>
    </message>
    <message>
        <source>Agenda 17: Five facilities</source>
        <translation>Agenda 17: Fünf Stationen</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; the ships you docked this turn are at 5 or more different orbital facilities. Faction boards count; the Maintenance Bay does not.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Die Schiffe, die du in diesem Zug angedockt hast, stehen an 5 oder mehr verschiedenen Orbitalstationen. Fraktionstableaus zählen; die Wartungsbucht nicht.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Burroughs Desert.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Keine deiner Kolonien steht in der Burroughs-Wüste.</translation>
    </message>
    <message>
        <source>Agenda 18: Fill the Lunar Mine</source>
        <translation>Agenda 18: Die Mondmine füllen</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; every usable port of the Lunar Mine holds a ship of yours.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Jeder nutzbare Platz der Mondmine hält ein Schiff von dir.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Herbert Valley.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Keine deiner Kolonien steht im Herbert-Tal.</translation>
    </message>
    <message>
        <source>Agenda 19: Launch and start again</source>
        <translation>Agenda 19: Starten und neu beginnen</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you launch a colony from the Colonist Hub and start a new one there.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; In einem Zug startest du eine Kolonie aus dem Kolonistenzentrum und beginnst dort eine neue.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Asimov Crater.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Keine deiner Kolonien steht im Asimov-Krater.</translation>
    </message>
    <message>
        <source>Agenda 20: A low roll</source>
        <translation>Agenda 20: Ein niedriger Wurf</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you roll 5 or more ships and, as rolled, before any alien tech, they add up to 10 or less (X-30).</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du würfelst 5 oder mehr Schiffe, und so wie gewürfelt, vor jeder Alien-Technologie, ergeben sie zusammen 10 oder weniger (X-30).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Bradbury Plateau.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Keine deiner Kolonien steht auf dem Bradbury-Plateau.</translation>
    </message>
    <message>
        <source>Agenda 21: The first sixth ship</source>
        <translation>Agenda 21: Das erste sechste Schiff</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you build your 6th ship, and nobody has built a 6th ship before you.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du baust dein 6. Schiff, und niemand hat vor dir ein 6. Schiff gebaut.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; your largest group of neighbouring territories with your colonies holds the most colonies of yours, compared with every other player's largest group; a tie is enough (X-31).</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Deine größte Gruppe benachbarter Gebiete mit deinen Kolonien hält die meisten deiner Kolonien, verglichen mit der größten Gruppe jedes anderen Spielers; ein Gleichstand genügt (X-31).</translation>
    </message>
    <message>
        <source>Agenda 22: Plasma Cannon shot</source>
        <translation>Agenda 22: Schuss der Plasmakanone</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you discard the Plasma Cannon to send a ship back to its stock.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du wirfst die Plasmakanone ab, um ein Schiff in die Schiffsreserve zurückzuschicken.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; exactly 1 of your colonies is on the territory of the Repulsor Field.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Genau 1 deiner Kolonien steht auf dem Gebiet des Repulsorfelds.</translation>
    </message>
    <message>
        <source>Agenda 23: Two field generators moved</source>
        <translation>Agenda 23: Zwei Feldgeneratoren bewegt</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you move or remove 2 different field generators. One action that moves both counts; the same one moved twice does not, nor does placing one from beside the board.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; In einem Zug bewegst oder entfernst du 2 verschiedene Feldgeneratoren. Eine Aktion, die beide bewegt, zählt; derselbe zweimal bewegt zählt nicht, ebenso wenig das Einsetzen eines Generators von neben dem Spielplan.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold no alien tech card.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du hast keine Alien-Tech-Karte.</translation>
    </message>
    <message>
        <source>Agenda 24: Foiled raid</source>
        <translation>Agenda 24: Vereitelter Überfall</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; when a player raids you, reveal this card at once: the part of the raid against you fails (X-32).</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Wenn ein Spieler dich überfällt, decke diese Karte sofort auf: Der Teil des Überfalls gegen dich scheitert (X-32).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold a Data Crystal and a Holographic Decoy.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du hast einen Datenkristall und einen Hologramm-Köder.</translation>
    </message>
    <message>
        <source>Agenda 25: Everywhere, in charge nowhere</source>
        <translation>Agenda 25: Überall, nirgends an der Macht</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you have 3 or more colonies on territories and control none of them.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du hast 3 oder mehr Kolonien auf Gebieten und kontrollierst keines davon.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; every territory with a colony of yours is under your control.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Jedes Gebiet mit einer Kolonie von dir steht unter deiner Kontrolle.</translation>
    </message>
    <message>
        <source>Agenda 26: Raiding a card you hold</source>
        <translation>Agenda 26: Eine Karte erbeuten, die du hast</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you raid an alien tech card of a name you already hold; it is discarded.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du erbeutest eine Alien-Tech-Karte mit einem Namen, den du schon hast; sie wird abgeworfen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; 3 ships of yours are docked at the Raiders' Outpost.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; 3 Schiffe von dir sind am Piratenposten angedockt.</translation>
    </message>
    <message>
        <source>Agenda 27: Raided twice</source>
        <translation>Agenda 27: Zweimal überfallen</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you are raided in two turns in a row, that is, in two players' turns one after the other.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du wirst in zwei Zügen hintereinander überfallen, also in den Zügen zweier Spieler direkt nacheinander.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you have 4 or more colonies on one territory.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du hast 4 oder mehr Kolonien auf einem Gebiet.</translation>
    </message>
    <message>
        <source>Agenda 28: A fleet of seven</source>
        <translation>Agenda 28: Eine Flotte von sieben</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you gather 7 ships at the start of your turn: ships of your colour and the Relic Ship, never the Brethren Ship or a borrowed ship (X-39).</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du sammelst zu Beginn deines Zuges 7 Schiffe: Schiffe deiner Farbe und das Reliktschiff, nie das Brethren-Schiff oder ein geliehenes Schiff (X-39).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Resource Cache and the Oscillation Capacitor.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du hast das Rohstoffdepot und den Oszillationskondensator.</translation>
    </message>
    <message>
        <source>Agenda 29: Last to first</source>
        <translation>Agenda 29: Vom Letzten zum Ersten</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; within one of your turns you go from lowest score alone to highest score alone.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Innerhalb eines deiner Züge wirst du vom alleinigen Letzten zum alleinigen Ersten der Wertung.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Booster Pod and the Experimental FTL Drive.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du hast die Booster-Kapsel und den Experimentellen FTL-Antrieb.</translation>
    </message>
    <message>
        <source>Agenda 30: Something from everyone</source>
        <translation>Agenda 30: Von jedem etwas</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you take resources or cards from every opponent.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; In einem Zug nimmst du jedem Gegner Ressourcen oder Karten.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Polarity Device and the Multiverse Window.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du hast das Polaritätsgerät und das Multiversum-Fenster.</translation>
    </message>
    <message>
        <source>Agenda 31: Two cards in a turn</source>
        <translation>Agenda 31: Zwei Karten in einem Zug</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you gain 2 or more alien tech cards in one turn; a duplicate that is discarded does not count.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du erhältst in einem Zug 2 oder mehr Alien-Tech-Karten; ein abgeworfenes Duplikat zählt nicht.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Stasis Beam and the Solar Harvester.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du hast den Stasisstrahl und den Sonnenernter.</translation>
    </message>
    <message>
        <source>Agenda 32: Two territories seized</source>
        <translation>Agenda 32: Zwei Gebiete erobert</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you take control of 2 territories that other players controlled.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; In einem Zug übernimmst du die Kontrolle über 2 Gebiete, die andere Spieler kontrollierten.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Plasma Cannon and the Electrofabricator.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du hast die Plasmakanone und den Elektrofabrikator.</translation>
    </message>
    <message>
        <source>Agenda 33: The Repulsor Field brought in</source>
        <translation>Agenda 33: Das Repulsorfeld geholt</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you put the Repulsor Field on the planet from beside the board, other than with Proxima Centauri Scholars.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du setzt das Repulsorfeld von neben dem Spielplan auf den Planeten, nicht mit Proxima Centauri Scholars.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Lem Badlands.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Keine deiner Kolonien steht im Lem-Ödland.</translation>
    </message>
    <message>
        <source>Agenda 34: The REV isolated</source>
        <translation>Agenda 34: Der REV isoliert</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you move the REV into the territory of the Isolation Field.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du bewegst den REV in das Gebiet des Isolationsfelds.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; the REV is on a territory you control.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Der REV steht auf einem Gebiet, das du kontrollierst.</translation>
    </message>
    <message>
        <source>Agenda 35: Repulsor on the REV</source>
        <translation>Agenda 35: Repulsor auf dem REV</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you place or move the Repulsor Field onto the territory where the REV is.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du setzt oder bewegst das Repulsorfeld auf das Gebiet, auf dem der REV steht.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; the REV and the Relic Ship are both on Burroughs Desert.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Der REV und das Reliktschiff stehen beide in der Burroughs-Wüste.</translation>
    </message>
    <message>
        <source>Agenda 36: Control by Ion Fluctuator</source>
        <translation>Agenda 36: Kontrolle durch den Ionenfluktuator</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you take control of a territory by using the Ion Fluctuator.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du übernimmst die Kontrolle über ein Gebiet, indem du den Ionenfluktuator einsetzt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control at least one territory that holds exactly 1 colony.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du kontrollierst mindestens ein Gebiet mit genau 1 Kolonie.</translation>
    </message>
    <message>
        <source>Agenda 37: Hijack at the Artifact</source>
        <translation>Agenda 37: Kapern am Artefakt</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; with the Brethren Ship you hijack a ship docked at the Alien Artifact.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Mit dem Brethren-Schiff kaperst du ein am Alien-Artefakt angedocktes Schiff.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; the Brethren Ship is docked at an orbital facility or a faction board.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Das Brethren-Schiff ist an einer Orbitalstation oder einem Fraktionstableau angedockt.</translation>
    </message>
    <message>
        <source>Agenda 38: Breaking your own ship</source>
        <translation>Agenda 38: Das eigene Schiff abwracken</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you send one of your own ships away with the Shipbreaker Drone.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du schickst eines deiner eigenen Schiffe mit der Abwrackdrohne fort.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Shipbreaker Drone and exactly 4 ships of your colour.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du hast die Abwrackdrohne und genau 4 Schiffe deiner Farbe.</translation>
    </message>
    <message>
        <source>Agenda 39: The Oracle taken</source>
        <translation>Agenda 39: Das Orakel genommen</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; another player takes your Oracle Engine.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Ein anderer Spieler nimmt dir die Orakel-Maschine.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Oracle Engine.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du hast die Orakel-Maschine.</translation>
    </message>
    <message>
        <source>Agenda 40: The Relic terraforms</source>
        <translation>Agenda 40: Das Relikt terraformt</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you dock the Relic Ship at the Terraforming Station.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du dockst das Reliktschiff an der Terraforming-Station an.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; the Relic Ship is in your fleet and you hold the Magnetic Lockdown.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Das Reliktschiff ist in deiner Flotte und du hast die Magnetsperre.</translation>
    </message>
    <message>
        <source>Agenda 41: A run at the Lunar Mine</source>
        <translation>Agenda 41: Eine Straße in der Mondmine</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; the Lunar Mine holds 5 ships of 5 consecutive values, at least one of them yours.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Die Mondmine hält 5 Schiffe mit 5 aufeinanderfolgenden Werten, mindestens eines davon deins.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Nano-Recycler and control Van Vogt Mountains.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du hast den Nano-Recycler und kontrollierst das Van-Vogt-Gebirge.</translation>
    </message>
    <message>
        <source>Agenda 42: Built by the Shipfitter</source>
        <translation>Agenda 42: Von der Ausrüsterdrohne gebaut</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you build a ship with the paid power of the Shipfitter Drone.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du baust ein Schiff mit der bezahlten Fähigkeit der Ausrüsterdrohne.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; no field generator is on any territory.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Auf keinem Gebiet steht ein Feldgenerator.</translation>
    </message>
    <message>
        <source>Agenda 43: Two asteroids in a turn</source>
        <translation>Agenda 43: Zwei Asteroiden in einem Zug</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you claim 2 asteroid cards in one turn.</source>
        <translation>&lt;b&gt;Im Spiel:&lt;/b&gt; Du beanspruchst in einem Zug 2 Asteroidenkarten.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Blish Expanse.</source>
        <translation>&lt;b&gt;Spielende:&lt;/b&gt; Du kontrollierst die Blish-Weite.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; none.</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; keine.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; none.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; keine.</translation>
    </message>
    <message>
        <source>This card deals with agenda cards: without the Agendas module it stays in the box (X-33).</source>
        <translation>Diese Karte betrifft Agendakarten: Ohne das Agendenmodul bleibt sie in der Schachtel (X-33).</translation>
    </message>
    <message>
        <source>Extra alien tech cards</source>
        <translation>Zusätzliche Alien-Tech-Karten</translation>
    </message>
    <message>
        <source>With the extra alien tech module, 35 more cards, one of each, are shuffled into the alien tech deck before any card is dealt. The rules of the base cards hold for them too: one card of a name per player, each card once per turn, one discard power per turn, never the paid and the discard power of one card in the same turn, and ship values always from 1 to 6 (X-36).</source>
        <translation>Mit dem Modul der zusätzlichen Alien-Technologie werden 35 weitere Karten, jede einmal, in den Alien-Tech-Stapel gemischt, bevor Karten ausgeteilt werden. Die Regeln der Grundkarten gelten auch für sie: eine Karte jedes Namens pro Spieler, jede Karte einmal pro Zug, eine Abwurf-Fähigkeit pro Zug, nie die bezahlte und die Abwurf-Fähigkeit einer Karte im selben Zug, und Schiffswerte immer von 1 bis 6 (X-36).</translation>
    </message>
    <message>
        <source>Costs are fuel paid to the supply. Pohl Foothills takes 1 fuel off each use of a card's fuel cost (X-37), and field generators win over card powers (X-38). A number marked as our reading is missing from the sources we have: the app uses it as we read it (X-2).</source>
        <translation>Kosten sind Treibstoff, der an den Vorrat gezahlt wird. Das Pohl-Vorgebirge zieht bei jedem Einsatz 1 Treibstoff von den Treibstoffkosten einer Karte ab (X-37), und Feldgeneratoren gehen Kartenfähigkeiten vor (X-38). Ein als unsere Lesart markierter Wert fehlt in unseren Quellen: Die App verwendet ihn so, wie wir ihn lesen (X-2).</translation>
    </message>
    <message>
        <source>The catalogue counts 36 cards, but no source we have describes the 36th: the app leaves it out rather than guess (X-34).</source>
        <translation>Der Katalog zählt 36 Karten, aber keine unserer Quellen beschreibt die 36.: Die App lässt sie weg, statt zu raten (X-34).</translation>
    </message>
    <message>
        <source>The module is in preparation: the app still refuses it when a game is set up, until it plays every card.</source>
        <translation>Das Modul ist in Vorbereitung: Die App lehnt es beim Aufbau einer Partie noch ab, bis sie jede Karte spielt.</translation>
    </message>
    <message>
        <source>Alien Sarcophagus</source>
        <translation>Alien-Sarkophag</translation>
    </message>
    <message>
        <source>Worth %1 VP more while you also hold the Alien City or the Alien Monument; never more than that.</source>
        <translation>Bringt %1 SP mehr, solange du auch die Alien-Stadt oder das Alien-Monument hast; nie mehr als das.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; at the start of your turn, take the Relic Ship, roll it with your fleet and use it as yours this turn (X-53, X-55).</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Nimm zu Beginn deines Zuges das Reliktschiff, würfle es mit deiner Flotte und nutze es in diesem Zug als deines (X-53, X-55).</translation>
    </message>
    <message>
        <source>Astrogation Servo</source>
        <translation>Astrogations-Servo</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to take a ship of any player from the Maintenance Bay, roll it and use it as yours this turn, never at the Terraforming Station; its owner gathers it at their next turn (X-39).</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Zahle %1, um ein Schiff eines beliebigen Spielers aus der Wartungsbucht zu nehmen, es zu würfeln und in diesem Zug als deines zu nutzen, nie an der Terraforming-Station; sein Besitzer sammelt es in seinem nächsten Zug ein (X-39).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every ship at one orbital facility goes to the Maintenance Bay; a ship on the Terraforming Station goes to its stock instead.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Jedes Schiff an einer Orbitalstation kommt in die Wartungsbucht; ein Schiff auf der Terraforming-Station kommt stattdessen in die Schiffsreserve.</translation>
    </message>
    <message>
        <source>Auto Pilot A.I.</source>
        <translation>Autopilot-KI</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; at no cost, put one of your unplaced ships on the card for good. From then on, at the start of every player's turn, yours included, you gain %1 or %2 (X-40).</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Lege ohne Kosten eines deiner unplatzierten Schiffe dauerhaft auf die Karte. Von da an erhältst du zu Beginn jedes Zuges, auch deines eigenen, %1 oder %2 (X-40).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; the ship on the card goes to the Maintenance Bay. So does it when the card is raided.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Das Schiff auf der Karte kommt in die Wartungsbucht. Ebenso, wenn die Karte erbeutet wird.</translation>
    </message>
    <message>
        <source>Bio-Integration Circuit</source>
        <translation>Bio-Integrationsschaltkreis</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; at the start of your turn, your ship on the Terraforming Station goes to the Maintenance Bay instead of the stock, and you gather it on your next turn (X-53).</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Zu Beginn deines Zuges kommt dein Schiff auf der Terraforming-Station in die Wartungsbucht statt in die Schiffsreserve, und du sammelst es in deinem nächsten Zug ein (X-53).</translation>
    </message>
    <message>
        <source>Chameleon Cloak</source>
        <translation>Chamäleon-Tarnung</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to replace opponents' ships at one facility with your unplaced ships of the same values; you pay the facility's price and take its benefit, and their ships go to the Maintenance Bay. Never at the Terraforming Station (X-42).</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Zahle %1, um Schiffe von Gegnern an einer Station durch deine unplatzierten Schiffe mit denselben Werten zu ersetzen; du zahlst den Preis der Station und erhältst ihren Nutzen, ihre Schiffe kommen in die Wartungsbucht. Nie an der Terraforming-Station (X-42).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; the colonies of two territories change places; the Repulsor Field on either one blocks it (X-38).</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Die Kolonien zweier Gebiete tauschen die Plätze; das Repulsorfeld auf einem der beiden verhindert es (X-38).</translation>
    </message>
    <message>
        <source>Chrono-Spike</source>
        <translation>Chrono-Spitze</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; free: roll one of your unplaced ships again. Having no fuel cost, it cannot be repeated with the Oscillation Capacitor.</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Kostenlos: Würfle eines deiner unplatzierten Schiffe neu. Ohne Treibstoffkosten kann sie nicht mit dem Oszillationskondensator wiederholt werden.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; once all your ships are placed, take back 1 or 2 of your docked ships (not from the Terraforming Station or the Maintenance Bay), roll them and dock them at other facilities (X-53).</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Wenn alle deine Schiffe platziert sind, nimm 1 oder 2 deiner angedockten Schiffe zurück (nicht von der Terraforming-Station oder der Wartungsbucht), würfle sie und docke sie an anderen Stationen an (X-53).</translation>
    </message>
    <message>
        <source>Deflector Shield</source>
        <translation>Deflektorschild</translation>
    </message>
    <message>
        <source>&lt;b&gt;Always on:&lt;/b&gt; another player whose card moves, changes, uses or removes your ships pays %1 more for each of them; Pohl Foothills does not reduce it (X-44).</source>
        <translation>&lt;b&gt;Immer aktiv:&lt;/b&gt; Ein anderer Spieler, dessen Karte deine Schiffe bewegt, verändert, nutzt oder entfernt, zahlt für jedes davon %1 mehr; das Pohl-Vorgebirge verringert das nicht (X-44).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put the Repulsor or the Positron Field on a territory where you have a colony, or move it there.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Lege das Repulsor- oder das Positronenfeld in ein Gebiet, in dem du eine Kolonie hast, oder versetze es dorthin.</translation>
    </message>
    <message>
        <source>Electrofabricator</source>
        <translation>Elektrofabrikator</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to gain %2.</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Zahle %1, um %2 zu erhalten.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; gain %3.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Erhalte %3.</translation>
    </message>
    <message>
        <source>Experimental FTL Drive</source>
        <translation>Experimenteller FTL-Antrieb</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to set one of your unplaced ships to any value from 1 to 6, then put 1 fuel from the supply on the card. At the end of the turn in which token number %2 arrives, the tokens go back and the card is discarded (X-47).</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Zahle %1, um eines deiner unplatzierten Schiffe auf einen beliebigen Wert von 1 bis 6 zu setzen, und lege dann 1 Treibstoff aus dem Vorrat auf die Karte. Am Ende des Zuges, in dem Marker Nummer %2 dazukommt, gehen die Marker zurück und die Karte wird abgeworfen (X-47).</translation>
    </message>
    <message>
        <source>Field Amplifier</source>
        <translation>Feldverstärker</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to stretch a field generator on a territory you control across the border to a neighbouring territory: it acts on both (X-38).</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Zahle %1, um einen Feldgenerator in einem Gebiet, das du kontrollierst, über die Grenze in ein Nachbargebiet auszudehnen: Er wirkt in beiden (X-38).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every field generator on the planet moves to one territory where you have a colony.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Jeder Feldgenerator auf dem Planeten zieht in ein Gebiet, in dem du eine Kolonie hast.</translation>
    </message>
    <message>
        <source>Field Propagator</source>
        <translation>Feldausbreiter</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 and roll a die: 1 to 3 the Repulsor Field, 4 or 5 the Positron Field, 6 the Isolation Field. Put that generator on a territory where you have a colony, or move it there (X-56).</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Zahle %1 und würfle: 1 bis 3 das Repulsorfeld, 4 oder 5 das Positronenfeld, 6 das Isolationsfeld. Lege diesen Generator in ein Gebiet, in dem du eine Kolonie hast, oder versetze ihn dorthin (X-56).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; move one field generator of your choice to another territory.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Versetze einen Feldgenerator deiner Wahl in ein anderes Gebiet.</translation>
    </message>
    <message>
        <source>Fleet Interlink</source>
        <translation>Flottenverbund</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to add 1 to each of your unplaced ships; a 6 becomes a 1 (X-35).</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Zahle %1, um jedes deiner unplatzierten Schiffe um 1 zu erhöhen; aus einer 6 wird eine 1 (X-35).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put a field generator that is off the planet on a territory where you have a colony.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Lege einen Feldgenerator, der nicht auf dem Planeten ist, in ein Gebiet, in dem du eine Kolonie hast.</translation>
    </message>
    <message>
        <source>Gravitron Shunt</source>
        <translation>Gravitron-Weiche</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to take any colony off its territory onto this card, one at a time. On their turn, its owner may pay %2 to land it on any territory (X-41).</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Zahle %1, um eine beliebige Kolonie von ihrem Gebiet auf diese Karte zu nehmen, eine nach der anderen. In seinem Zug darf ihr Besitzer %2 zahlen, um sie auf einem beliebigen Gebiet zu landen (X-41).</translation>
    </message>
    <message>
        <source>Infiltration A.I.</source>
        <translation>Infiltrations-KI</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; when you gather your fleet, pay %1 to gather an opponent's ship from the board as well and use it as yours this turn; never from or to the Terraforming Station, never from the Maintenance Bay (X-39).</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Wenn du deine Flotte einsammelst, zahle %1, um zusätzlich ein Schiff eines Gegners vom Spielplan einzusammeln und es in diesem Zug als deines zu nutzen; nie von der oder zur Terraforming-Station, nie aus der Wartungsbucht (X-39).</translation>
    </message>
    <message>
        <source>Infinity Mirror</source>
        <translation>Unendlichkeitsspiegel</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; instead of rolling your fleet, pay %1, roll one ship and set all your other ships to its value (X-45).</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Statt deine Flotte zu würfeln, zahle %1, würfle ein Schiff und setze alle deine anderen Schiffe auf seinen Wert (X-45).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every ship docked on the board now shows 1; benefits already taken stay.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Jedes angedockte Schiff auf dem Spielplan zeigt jetzt 1; bereits erhaltene Vorteile bleiben.</translation>
    </message>
    <message>
        <source>Ion Fluctuator</source>
        <translation>Ionenfluktuator</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to move an opponent's colony from a territory where you have a colony to a neighbouring territory (X-52).</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Zahle %1, um die Kolonie eines Gegners aus einem Gebiet, in dem du eine Kolonie hast, in ein Nachbargebiet zu versetzen (X-52).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every opponent's colony leaves a territory where you have a colony, each to a neighbouring territory its owner picks.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Jede Kolonie eines Gegners verlässt ein Gebiet, in dem du eine Kolonie hast, jede in ein Nachbargebiet, das ihr Besitzer wählt.</translation>
    </message>
    <message>
        <source>Lunar Tunneler</source>
        <translation>Mondtunnelbohrer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; when you dock at the Lunar Mine, pay %1 to gain %2 more; once per turn, not per ship.</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Wenn du an der Mondmine andockst, zahle %1, um %2 mehr zu erhalten; einmal pro Zug, nicht pro Schiff.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every ship at the Lunar Mine goes to the Maintenance Bay.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Jedes Schiff an der Mondmine kommt in die Wartungsbucht.</translation>
    </message>
    <message>
        <source>Magnetic Lockdown</source>
        <translation>Magnetsperre</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; put %1 on the card: until your next turn nobody can move or remove your landed colonies, you included; then the fuel goes to the supply (X-48).</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Lege %1 auf die Karte: Bis zu deinem nächsten Zug kann niemand deine gelandeten Kolonien bewegen oder entfernen, auch du nicht; dann geht der Treibstoff in den Vorrat (X-48).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; move up to 2 of your landed colonies to one territory.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Versetze bis zu 2 deiner gelandeten Kolonien in ein Gebiet.</translation>
    </message>
    <message>
        <source>Multiverse Window</source>
        <translation>Multiversum-Fenster</translation>
    </message>
    <message>
        <source>&lt;b&gt;Always on:&lt;/b&gt; you may hold 4 agenda cards instead of 3.</source>
        <translation>&lt;b&gt;Immer aktiv:&lt;/b&gt; Du darfst 4 Agendakarten statt 3 haben.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; reveal one of your face-down agenda cards and score its in-game point without meeting its goal (X-50).</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Decke eine deiner verdeckten Agendakarten auf und erhalte ihren Im-Spiel-Punkt, ohne ihr Ziel zu erfüllen (X-50).</translation>
    </message>
    <message>
        <source>Nano-Recycler</source>
        <translation>Nano-Recycler</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to gain %2, and %3 more while you have the Pohl Foothills bonus.</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Zahle %1, um %2 zu erhalten, und %3 mehr, solange du den Bonus des Pohl-Vorgebirges hast.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; return one of your unplaced ships to your stock and gain %4; you keep at least as many ships as the Terraforming Station requires (X-46).</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Gib eines deiner unplatzierten Schiffe in die Schiffsreserve zurück und erhalte %4; du behältst mindestens so viele Schiffe, wie die Terraforming-Station verlangt (X-46).</translation>
    </message>
    <message>
        <source>Null-Time Vault</source>
        <translation>Nullzeit-Tresor</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; move up to %1 fuel and ore of yours onto the card each turn, with %2 on it at most. They are not yours to spend, not counted in your limit and cannot be raided as resources (X-49).</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Lege jeden Zug bis zu %1 deines Treibstoffs und Erzes auf die Karte, höchstens %2 insgesamt. Sie gehören dir nicht zum Ausgeben, zählen nicht zu deinem Limit und können nicht als Rohstoffe erbeutet werden (X-49).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take everything on the card into your supply.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Nimm alles auf der Karte in deinen Vorrat.</translation>
    </message>
    <message>
        <source>Oracle Engine</source>
        <translation>Orakel-Maschine</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; before you roll, pay %1 to draw an agenda card face up onto this card. If you meet its in-game goal this turn, it scores 2 VP and you keep it, and the Oracle Engine is discarded; if not, the agenda card is discarded (X-50).</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Bevor du würfelst, zahle %1, um eine Agendakarte offen auf diese Karte zu ziehen. Erfüllst du in diesem Zug ihr Im-Spiel-Ziel, bringt sie 2 SP, du behältst sie und die Orakel-Maschine wird abgeworfen; sonst wird die Agendakarte abgeworfen (X-50).</translation>
    </message>
    <message>
        <source>Oscillation Capacitor</source>
        <translation>Oszillationskondensator</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; once per turn, use a card with a fuel cost a second time by paying that cost again (X-51).</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Einmal pro Zug setzt du eine Karte mit Treibstoffkosten ein zweites Mal ein, indem du diese Kosten noch einmal zahlst (X-51).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; another player's alien tech card of your choice is discarded, without its discard power.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Eine Alien-Tech-Karte eines anderen Spielers deiner Wahl wird abgeworfen, ohne ihre Abwurf-Fähigkeit.</translation>
    </message>
    <message>
        <source>Peta-Bit Processor</source>
        <translation>Petabit-Prozessor</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to use one more discard power this turn, of a card not used this turn (X-13).</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Zahle %1, um in diesem Zug eine weitere Abwurf-Fähigkeit zu nutzen, von einer Karte, die in diesem Zug nicht benutzt wurde (X-13).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; the 3 Alien Artifact cards on display leave the game.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Die 3 ausliegenden Alien-Artefakt-Karten verlassen das Spiel.</translation>
    </message>
    <message>
        <source>Probability Focus</source>
        <translation>Wahrscheinlichkeitsfokus</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; before you roll, you may put %1 on the card. When your roll, as rolled, shows %2 or more ships of one value, every fuel on the card becomes %3 in your supply; otherwise it stays there (X-30, X-49).</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Bevor du würfelst, darfst du %1 auf die Karte legen. Zeigt dein Wurf, so wie gewürfelt, %2 oder mehr Schiffe mit demselben Wert, wird jeder Treibstoff auf der Karte zu %3 in deinem Vorrat; sonst bleibt er dort (X-30, X-49).</translation>
    </message>
    <message>
        <source>Resonating Beacon</source>
        <translation>Resonanzbake</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to cycle the 3 Alien Artifact cards.</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Zahle %1, um die 3 Alien-Artefakt-Karten auszutauschen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; cycle them up to %2 times for free, then claim one card on display.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Tausche sie bis zu %2-mal kostenlos aus und nimm dann eine ausliegende Karte.</translation>
    </message>
    <message>
        <source>Retrieval Webbing</source>
        <translation>Bergungsnetz</translation>
    </message>
    <message>
        <source>&lt;b&gt;Always on:&lt;/b&gt; what other players discard above the limit of 8 comes to you (X-54).</source>
        <translation>&lt;b&gt;Immer aktiv:&lt;/b&gt; Was andere Spieler über dem Limit von 8 abwerfen, geht an dich (X-54).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take 1 resource of your choice from each player; the Holographic Decoy does not stop it.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Nimm von jedem Spieler 1 Rohstoff deiner Wahl; der Hologramm-Köder hält das nicht auf.</translation>
    </message>
    <message>
        <source>Scout Drone</source>
        <translation>Späherdrohne</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; move one of your landed colonies to a territory with no colony; the Repulsor Field blocks it (X-38).</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Versetze eine deiner gelandeten Kolonien in ein Gebiet ohne Kolonie; das Repulsorfeld verhindert es (X-38).</translation>
    </message>
    <message>
        <source>Seismic Detonator</source>
        <translation>Seismischer Sprengsatz</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every colony of one territory moves to neighbouring territories of your choice; then the card leaves the game (X-52).</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Jede Kolonie eines Gebiets zieht in Nachbargebiete deiner Wahl; danach verlässt die Karte das Spiel (X-52).</translation>
    </message>
    <message>
        <source>Shipbreaker Drone</source>
        <translation>Abwrackdrohne</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; with %1 or more ships of your colour in play, return one unplaced ship to your stock and gain what it cost at the Shipyard (X-46).</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Mit %1 oder mehr Schiffen deiner Farbe im Spiel gib ein unplatziertes Schiff in die Schiffsreserve zurück und erhalte, was es in der Werft gekostet hat (X-46).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; the same with two unplaced ships, for both prices.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Dasselbe mit zwei unplatzierten Schiffen, für beide Preise.</translation>
    </message>
    <message>
        <source>Shipfitter Drone</source>
        <translation>Ausrüsterdrohne</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; with a pair of ships of %1 or more at the Shipyard, pay %2 instead of the Shipyard price to build a ship.</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Mit einem Paar Schiffe mit %1 oder mehr an der Werft zahle %2 statt des Werftpreises, um ein Schiff zu bauen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; when you build a ship, roll it and use it at once.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Wenn du ein Schiff baust, würfle es und nutze es sofort.</translation>
    </message>
    <message>
        <source>Solar Harvester</source>
        <translation>Sonnenernter</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; at no cost, gain %1 for each opponent's ship at the Solar Converter now (X-54).</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Ohne Kosten erhältst du %1 für jedes Schiff eines Gegners, das gerade am Solarkonverter steht (X-54).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; all the fuel your opponents hold goes back to the supply.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Der gesamte Treibstoff deiner Gegner geht zurück in den Vorrat.</translation>
    </message>
    <message>
        <source>Superconducting Grapple</source>
        <translation>Supraleitender Greifer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 per ship to dock at a facility with no free port; its usual requirements and costs apply, and the ships wait beside it until your next turn (X-43).</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Zahle %1 pro Schiff, um an einer Station ohne freien Platz anzudocken; ihre üblichen Bedingungen und Kosten gelten, und die Schiffe warten daneben bis zu deinem nächsten Zug (X-43).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every ship at one facility goes to the Maintenance Bay; never the Terraforming Station.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Jedes Schiff an einer Station kommt in die Wartungsbucht; nie an der Terraforming-Station.</translation>
    </message>
    <message>
        <source>Suppression Matrix</source>
        <translation>Unterdrückungsmatrix</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to take 1 off each of your unplaced ships; a 1 becomes a 6.</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Zahle %1, um jedes deiner unplatzierten Schiffe um 1 zu senken; aus einer 1 wird eine 6.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take one field generator off a territory where you have a colony.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Nimm einen Feldgenerator aus einem Gebiet, in dem du eine Kolonie hast.</translation>
    </message>
    <message>
        <source>Tele-Operator</source>
        <translation>Tele-Operator</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to use the power of an Alien Artifact card on display as if it were yours, paying its own cost too; never a VP card, never its discard (X-51).</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Zahle %1, um die Fähigkeit einer ausliegenden Alien-Artefakt-Karte zu nutzen, als wäre sie deine, und zahle auch ihre eigenen Kosten; nie eine SP-Karte, nie ihr Abwurf (X-51).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; claim one card on display.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Nimm eine ausliegende Karte.</translation>
    </message>
    <message>
        <source>X-25: When to reveal an in-game side</source>
        <translation>X-25: Wann eine Im-Spiel-Seite aufgedeckt wird</translation>
    </message>
    <message>
        <source>You may reveal a card's in-game side at the moment its goal comes true, on any player's turn, before the next action; the app offers the reveal after each action. A moment missed is gone: it comes back only if a later event makes the goal true again.</source>
        <translation>Du darfst die Im-Spiel-Seite einer Karte in dem Moment aufdecken, in dem ihr Ziel erfüllt ist, im Zug jedes Spielers, vor der nächsten Aktion; die App bietet das Aufdecken nach jeder Aktion an. Ein verpasster Moment ist vorbei: Er kommt nur wieder, wenn ein späteres Ereignis das Ziel erneut erfüllt.</translation>
    </message>
    <message>
        <source>X-26: What one turn counts</source>
        <translation>X-26: Was ein Zug zählt</translation>
    </message>
    <message>
        <source>A goal "in one turn" counts the whole current turn, even what happened before you drew the card, but you must hold the card face down when the event that meets the goal happens. Cards drawn by that very event count (agenda 16). Gains are counted before any spending.</source>
        <translation>Ein Ziel „in einem Zug“ zählt den ganzen laufenden Zug, auch was geschah, bevor du die Karte gezogen hast, aber du musst die Karte verdeckt halten, wenn das Ereignis eintritt, das das Ziel erfüllt. Karten, die genau dieses Ereignis bringt, zählen mit (Agenda 16). Gewinne werden vor jeder Ausgabe gezählt.</translation>
    </message>
    <message>
        <source>X-27: The agenda limit</source>
        <translation>X-27: Das Agendenlimit</translation>
    </message>
    <message>
        <source>Over the limit you discard face-down agenda cards of your choice at once. Losing the Multiverse Window with more than 3 cards, you discard face-down ones down to 3; revealed cards always stay, even if that leaves you more than 3.</source>
        <translation>Über dem Limit wirfst du sofort verdeckte Agendakarten deiner Wahl ab. Verlierst du das Multiversum-Fenster mit mehr als 3 Karten, wirfst du verdeckte ab, bis du 3 hast; aufgedeckte Karten bleiben immer, auch wenn du dann mehr als 3 hast.</translation>
    </message>
    <message>
        <source>X-28: Agendas at the end of the game</source>
        <translation>X-28: Agenden am Spielende</translation>
    </message>
    <message>
        <source>After the landing that ends the game (R-11), every player reveals the face-down cards whose end-game side holds. Every side is judged on the final state before anybody reveals, so the order of the reveals does not matter.</source>
        <translation>Nach der Landung, die das Spiel beendet (R-11), deckt jeder Spieler die verdeckten Karten auf, deren Spielende-Seite zutrifft. Jede Seite wird am Endstand geprüft, bevor irgendwer aufdeckt; die Reihenfolge des Aufdeckens spielt also keine Rolle.</translation>
    </message>
    <message>
        <source>X-29: Ties with agendas</source>
        <translation>X-29: Gleichstand mit Agenden</translation>
    </message>
    <message>
        <source>With the Agendas module a tie goes first to the player with more revealed agenda cards; a card scored through the Oracle Engine counts once. Then the usual order follows (R-27).</source>
        <translation>Mit dem Agendenmodul gewinnt einen Gleichstand zuerst der Spieler mit mehr aufgedeckten Agendakarten; eine über die Orakel-Maschine gewertete Karte zählt einmal. Danach gilt die übliche Reihenfolge (R-27).</translation>
    </message>
    <message>
        <source>X-30: A natural roll</source>
        <translation>X-30: Ein natürlicher Wurf</translation>
    </message>
    <message>
        <source>Agendas 1, 3 and 20 look at your ships as rolled, before any alien tech changes them: a roll shaped by the Infinity Mirror or the Chrono-Spike does not count. For the Probability Focus an Infinity Mirror roll does count, as it replaces the roll; a Chrono-Spike re-roll never does.</source>
        <translation>Die Agenden 1, 3 und 20 betrachten deine Schiffe so, wie sie gewürfelt wurden, bevor Alien-Technologie sie verändert: Ein Wurf, den der Unendlichkeitsspiegel oder die Chrono-Spitze formt, zählt nicht. Für den Wahrscheinlichkeitsfokus zählt ein Wurf des Unendlichkeitsspiegels doch, da er den Wurf ersetzt; ein Neuwurf durch die Chrono-Spitze nie.</translation>
    </message>
    <message>
        <source>X-31: A group of colonies</source>
        <translation>X-31: Eine Gruppe von Kolonien</translation>
    </message>
    <message>
        <source>For agenda 21, a group is a set of territories each holding a colony of yours, linked through bordering territories. Count your colonies in your largest group and compare that number with each opponent's largest group.</source>
        <translation>Für Agenda 21 ist eine Gruppe eine Menge von Gebieten mit je einer Kolonie von dir, verbunden über benachbarte Gebiete. Zähle deine Kolonien in deiner größten Gruppe und vergleiche diese Zahl mit der größten Gruppe jedes Gegners.</translation>
    </message>
    <message>
        <source>X-32: A foiled raid</source>
        <translation>X-32: Ein vereitelter Überfall</translation>
    </message>
    <message>
        <source>When agenda 24 is revealed against a raid, the part of the raid aimed at you, resources or a card, is cancelled and cannot be turned on anyone else. The rest of the raid goes on, and the ships stay docked.</source>
        <translation>Wird Agenda 24 gegen einen Überfall aufgedeckt, ist der Teil des Überfalls gegen dich, Rohstoffe oder eine Karte, aufgehoben und kann nicht auf jemand anderen umgelenkt werden. Der Rest des Überfalls geht weiter, und die Schiffe bleiben angedockt.</translation>
    </message>
    <message>
        <source>Our reading of "cancelled": a card given back comes back as it was taken. Generators the Field Amplifier stretched over a border straddle it again, colonies the raider landed from the Gravitron Shunt go back onto the card, the Auto Pilot A.I.'s ship comes back from the Maintenance Bay onto the card, and tokens the raid sent to the supply return to the card.</source>
        <translation>Unsere Lesart von „aufgehoben“: Eine zurückgegebene Karte kommt so zurück, wie sie genommen wurde. Generatoren, die der Feldverstärker über eine Grenze gespannt hatte, überspannen sie wieder, Kolonien, die der Angreifer von der Gravitron-Weiche gelandet hat, kehren auf die Karte zurück, das Schiff der Autopilot-KI kommt aus der Wartungsbucht zurück auf die Karte, und Marker, die der Überfall in den Vorrat geschickt hat, kehren auf die Karte zurück.</translation>
    </message>
    <message>
        <source>X-33: Cards left out at setup</source>
        <translation>X-33: Beim Aufbau aussortierte Karten</translation>
    </message>
    <message>
        <source>Without the Factions module, agendas 33, 34, 35 and 37 leave the deck; with it, 34 and 35 leave when nobody took Xeno Explorations, Inc., and 37 when nobody took Brethren of the Stars. Without the extra alien tech, agendas 28 to 32, 36 and 38 to 42 leave; without the Outer Belt, agenda 43.</source>
        <translation>Ohne das Fraktionsmodul verlassen die Agenden 33, 34, 35 und 37 den Stapel; mit ihm gehen 34 und 35, wenn niemand Xeno Explorations, Inc. genommen hat, und 37, wenn niemand Brethren of the Stars genommen hat. Ohne die zusätzliche Alien-Technologie gehen die Agenden 28 bis 32, 36 und 38 bis 42; ohne den Äußeren Gürtel Agenda 43.</translation>
    </message>
    <message>
        <source>An agenda that names an alien tech card out of the deck leaves too, and without the Agendas module the Multiverse Window and the Oracle Engine stay in the box.</source>
        <translation>Eine Agenda, die eine Alien-Tech-Karte nennt, die nicht im Stapel ist, geht ebenfalls, und ohne das Agendenmodul bleiben das Multiversum-Fenster und die Orakel-Maschine in der Schachtel.</translation>
    </message>
    <message>
        <source>X-34: The 36th card</source>
        <translation>X-34: Die 36. Karte</translation>
    </message>
    <message>
        <source>The guide counts 36 extra cards but describes only 35. A few other names turn up in the Edition X summary, none of which can be matched with certainty, so the app plays the 35 known cards and keeps a place for the 36th without guessing what it is.</source>
        <translation>Der Leitfaden zählt 36 zusätzliche Karten, beschreibt aber nur 35. Einige weitere Namen tauchen in der Zusammenfassung von Edition X auf, doch keiner lässt sich sicher zuordnen; die App spielt daher die 35 bekannten Karten und hält einen Platz für die 36. frei, ohne zu raten, was sie ist.</translation>
    </message>
    <message>
        <source>X-35: Fleet Interlink</source>
        <translation>X-35: Flottenverbund</translation>
    </message>
    <message>
        <source>The two texts of this card disagree. The app adds 1 to each of your unplaced ships and turns a 6 into a 1: every other card that changes values acts on unplaced ships, and a 7 would mean nothing at several facilities.</source>
        <translation>Die beiden Texte dieser Karte widersprechen sich. Die App erhöht jedes deiner unplatzierten Schiffe um 1 und macht aus einer 6 eine 1: Jede andere Karte, die Werte ändert, wirkt auf unplatzierte Schiffe, und eine 7 hätte an mehreren Stationen keine Bedeutung.</translation>
    </message>
    <message>
        <source>X-36: Ship values</source>
        <translation>X-36: Schiffswerte</translation>
    </message>
    <message>
        <source>Ship values always stay from 1 to 6. They wrap around only where a card says so (Fleet Interlink, Suppression Matrix); the Booster Pod and the Stasis Beam keep the ruleset's behaviour, and the Experimental FTL Drive sets a value from 1 to 6.</source>
        <translation>Schiffswerte bleiben immer zwischen 1 und 6. Sie springen nur dort um, wo eine Karte es sagt (Flottenverbund, Unterdrückungsmatrix); die Booster-Kapsel und der Stasisstrahl behalten das Verhalten des Regelwerks, und der Experimentelle FTL-Antrieb setzt einen Wert von 1 bis 6.</translation>
    </message>
    <message>
        <source>X-37: Pohl Foothills and card costs</source>
        <translation>X-37: Pohl-Vorgebirge und Kartenkosten</translation>
    </message>
    <message>
        <source>The Pohl Foothills bonus takes 1 fuel off each use of a card's own fuel cost, once per use and not per ship. It applies again to a second use through the Oscillation Capacitor, and to both costs of the Tele-Operator. It does not reduce the Deflector Shield's extra fuel, what you put on the Probability Focus or the Null-Time Vault, the Gravitron Shunt's release, or ore costs.</source>
        <translation>Der Bonus des Pohl-Vorgebirges zieht bei jedem Einsatz 1 Treibstoff von den eigenen Treibstoffkosten einer Karte ab, einmal pro Einsatz und nicht pro Schiff. Er gilt erneut für einen zweiten Einsatz über den Oszillationskondensator und für beide Kosten des Tele-Operators. Er senkt nicht den Aufpreis des Deflektorschilds, was du auf den Wahrscheinlichkeitsfokus oder den Nullzeit-Tresor legst, die Freilassung durch die Gravitron-Weiche oder Erzkosten.</translation>
    </message>
    <message>
        <source>X-38: Field generators first</source>
        <translation>X-38: Feldgeneratoren zuerst</translation>
    </message>
    <message>
        <source>Field generators win over card powers. No card moves a colony into or out of a territory under the Repulsor Field, and the REV can neither enter nor leave it. The Isolation Field cancels bonuses but not VP. A generator stretched by the Field Amplifier is in both territories for every rule.</source>
        <translation>Feldgeneratoren gehen Kartenfähigkeiten vor. Keine Karte bewegt eine Kolonie in ein Gebiet unter dem Repulsorfeld oder aus ihm heraus, und der REV kann es weder betreten noch verlassen. Das Isolationsfeld hebt Boni auf, aber keine SP. Ein vom Feldverstärker ausgedehnter Generator steht für jede Regel in beiden Gebieten.</translation>
    </message>
    <message>
        <source>X-39: Borrowed ships</source>
        <translation>X-39: Geliehene Schiffe</translation>
    </message>
    <message>
        <source>A ship taken with the Astrogation Servo, the Infiltration A.I., a Brethren hijack or the Alien Sarcophagus is your unplaced ship this turn: it counts in your Alien Artifact total, pairs and runs. It never goes to the Terraforming Station (except the Sarcophagus's Relic Ship), and it is not yours for fleet size or for cards that return ships. Its owner gathers it at the start of their next turn.</source>
        <translation>Ein Schiff, das du mit dem Astrogations-Servo, der Infiltrations-KI, einer Kaperung der Brethren oder dem Alien-Sarkophag nimmst, ist in diesem Zug dein unplatziertes Schiff: Es zählt für deine Summe am Alien-Artefakt, für Paare und Straßen. Es kommt nie auf die Terraforming-Station (außer dem Reliktschiff des Sarkophags) und zählt nicht als deines für die Flottengröße oder für Karten, die Schiffe zurückgeben. Sein Besitzer sammelt es zu Beginn seines nächsten Zuges ein.</translation>
    </message>
    <message>
        <source>X-40: Auto Pilot A.I.</source>
        <translation>X-40: Autopilot-KI</translation>
    </message>
    <message>
        <source>Putting the ship on the card is the card's use for that turn. From then on the holder gains %1 or %2, as they choose, at the start of every player's turn, before that player rolls; this may take the holder above 8, but only the active player discards. The ship still counts as a ship of its colour. When the card leaves its holder in any way, the ship goes to the Maintenance Bay.</source>
        <translation>Das Schiff auf die Karte zu legen ist der Einsatz der Karte in diesem Zug. Von da an erhält der Besitzer zu Beginn jedes Zuges, bevor der jeweilige Spieler würfelt, nach Wahl %1 oder %2; das kann ihn über 8 bringen, aber nur der aktive Spieler wirft ab. Das Schiff zählt weiter als Schiff seiner Farbe. Verlässt die Karte ihren Besitzer auf irgendeine Weise, kommt das Schiff in die Wartungsbucht.</translation>
    </message>
    <message>
        <source>X-41: Gravitron Shunt</source>
        <translation>X-41: Gravitron-Weiche</translation>
    </message>
    <message>
        <source>Any colony may be taken, yours included, unless the Magnetic Lockdown or the Repulsor Field protects it. On the card the colony still scores but controls nothing. Its owner lands it again on their own turn, on any territory without the Repulsor Field. If the card is raided, the raider places the colony; if the Oscillation Capacitor discards it, the colony's owner places it at once, for free.</source>
        <translation>Jede Kolonie kann genommen werden, auch deine, außer die Magnetsperre oder das Repulsorfeld schützt sie. Auf der Karte zählt die Kolonie weiter für die Wertung, kontrolliert aber nichts. Ihr Besitzer landet sie in seinem eigenen Zug wieder, auf einem Gebiet ohne Repulsorfeld. Wird die Karte erbeutet, setzt der Angreifer die Kolonie; wirft der Oszillationskondensator sie ab, setzt der Besitzer der Kolonie sie sofort und kostenlos.</translation>
    </message>
    <message>
        <source>X-42: Chameleon Cloak</source>
        <translation>X-42: Chamäleon-Tarnung</translation>
    </message>
    <message>
        <source>You replace a group that meets the facility's requirement by itself, value for value: a pair at the Shipyard or the Orbital Market, three at the Colony Constructor, the whole run at the Raiders' Outpost, any number at a facility that takes single ships. Never at the Terraforming Station. At a faction board you pay the fee.</source>
        <translation>Du ersetzt eine Gruppe, die für sich die Bedingung der Station erfüllt, Wert für Wert: ein Paar an der Werft oder am Orbitalmarkt, drei am Koloniekonstruktor, die ganze Straße am Piratenposten, beliebig viele an einer Station für einzelne Schiffe. Nie an der Terraforming-Station. An einem Fraktionstableau zahlst du die Gebühr.</translation>
    </message>
    <message>
        <source>X-43: Superconducting Grapple</source>
        <translation>X-43: Supraleitender Greifer</translation>
    </message>
    <message>
        <source>Only at a facility whose usable ports are all taken; every other requirement of the facility still applies, the Lunar Mine's highest value included. At the Raiders' Outpost a full run may grapple without bumping, and raids. Never at the Terraforming Station, the Colonist Hub or the Maintenance Bay. Grappled ships count as docked there.</source>
        <translation>Nur an einer Station, deren nutzbare Plätze alle belegt sind; jede andere Bedingung der Station gilt weiter, auch der höchste Wert an der Mondmine. Am Piratenposten darf eine volle Straße ohne Verdrängen greifen und überfällt. Nie an der Terraforming-Station, dem Kolonistenzentrum oder der Wartungsbucht. Gegriffene Schiffe gelten als dort angedockt.</translation>
    </message>
    <message>
        <source>X-45: Infinity Mirror</source>
        <translation>X-45: Unendlichkeitsspiegel</translation>
    </message>
    <message>
        <source>The paid power replaces the roll of your fleet; the Brethren Ship is rolled as usual. The discard makes every ship docked at a facility show 1, but not those in the Maintenance Bay; later Lunar Mine and bump checks use the new values, and benefits already taken stay.</source>
        <translation>Die bezahlte Fähigkeit ersetzt den Wurf deiner Flotte; das Brethren-Schiff wird wie üblich gewürfelt. Der Abwurf lässt jedes an einer Station angedockte Schiff 1 zeigen, aber nicht die in der Wartungsbucht; spätere Prüfungen an der Mondmine und beim Verdrängen nutzen die neuen Werte, und bereits erhaltene Vorteile bleiben.</translation>
    </message>
    <message>
        <source>X-47: Experimental FTL Drive</source>
        <translation>X-47: Experimenteller FTL-Antrieb</translation>
    </message>
    <message>
        <source>The token comes from the fuel supply, not from you. The discard when the last token arrives happens by itself and does not use up your discard for the turn; the card has no other discard. The tokens stay on the card if it is taken or raided.</source>
        <translation>Der Marker kommt aus dem Treibstoffvorrat, nicht von dir. Der Abwurf beim letzten Marker geschieht von selbst und verbraucht nicht deinen Abwurf des Zuges; die Karte hat keinen anderen Abwurf. Die Marker bleiben auf der Karte, wenn sie genommen oder erbeutet wird.</translation>
    </message>
    <message>
        <source>X-49: Tokens on cards</source>
        <translation>X-49: Marker auf Karten</translation>
    </message>
    <message>
        <source>Fuel and ore lying on a card (Null-Time Vault, Probability Focus, Experimental FTL Drive, Magnetic Lockdown) are not the player's: they cannot be spent, do not count towards 8, cannot be raided and do not count in ties. A Null-Time Vault discarded by another effect sends its tokens to the supply.</source>
        <translation>Treibstoff und Erz auf einer Karte (Nullzeit-Tresor, Wahrscheinlichkeitsfokus, Experimenteller FTL-Antrieb, Magnetsperre) gehören nicht dem Spieler: Sie können nicht ausgegeben werden, zählen nicht zu den 8, können nicht erbeutet werden und zählen nicht bei Gleichstand. Ein durch einen anderen Effekt abgeworfener Nullzeit-Tresor schickt seine Marker in den Vorrat.</translation>
    </message>
    <message>
        <source>X-50: Oracle Engine and Multiverse Window</source>
        <translation>X-50: Orakel-Maschine und Multiversum-Fenster</translation>
    </message>
    <message>
        <source>The Oracle Engine's agenda lies face up on the card. If its in-game goal is met this turn it scores 2 VP and stays with you, marked: it is outside your limit but counts in ties. If not, it is discarded at the end of the turn. The Multiverse Window's discard scores 1 VP and is your discard for the turn.</source>
        <translation>Die Agenda der Orakel-Maschine liegt offen auf der Karte. Wird ihr Im-Spiel-Ziel in diesem Zug erfüllt, bringt sie 2 SP und bleibt markiert bei dir: Sie zählt nicht zum Limit, aber bei Gleichstand. Sonst wird sie am Ende des Zuges abgeworfen. Der Abwurf des Multiversum-Fensters bringt 1 SP und ist dein Abwurf des Zuges.</translation>
    </message>
    <message>
        <source>X-54: Solar Harvester and Retrieval Webbing</source>
        <translation>X-54: Sonnenernter und Bergungsnetz</translation>
    </message>
    <message>
        <source>The Solar Harvester counts the opponents' ships at the Solar Converter at the moment you use it. The Retrieval Webbing collects what other players discard above 8 at the end of their turns; its holder checks the limit only at the end of their own turn.</source>
        <translation>Der Sonnenernter zählt die Schiffe der Gegner am Solarkonverter in dem Moment, in dem du ihn nutzt. Das Bergungsnetz sammelt, was andere Spieler am Ende ihrer Züge über 8 abwerfen; sein Besitzer prüft das Limit nur am Ende seines eigenen Zuges.</translation>
    </message>
    <message>
        <source>X-55: Alien Sarcophagus</source>
        <translation>X-55: Alien-Sarkophag</translation>
    </message>
    <message>
        <source>At the start of your turn, take the Relic Ship from Burroughs Desert or from the board (not from the Terraforming Station or the Maintenance Bay), roll it with your fleet and use it this turn, at the Terraforming Station too. If it came from another player's fleet, that player gathers it as usual; otherwise it goes back to Burroughs Desert at the start of your next turn.</source>
        <translation>Nimm zu Beginn deines Zuges das Reliktschiff aus der Burroughs-Wüste oder vom Spielplan (nicht von der Terraforming-Station oder aus der Wartungsbucht), würfle es mit deiner Flotte und nutze es in diesem Zug, auch an der Terraforming-Station. Kam es aus der Flotte eines anderen Spielers, sammelt dieser es wie üblich ein; sonst kehrt es zu Beginn deines nächsten Zuges in die Burroughs-Wüste zurück.</translation>
    </message>
    <message>
        <source>X-56: Field Propagator</source>
        <translation>X-56: Feldausbreiter</translation>
    </message>
    <message>
        <source>If the generator the die names already sits on the territory you picked, choose another territory with a colony of yours. If there is none, the fuel is spent for nothing.</source>
        <translation>Steht der Generator, den der Würfel nennt, schon auf dem gewählten Gebiet, wähle ein anderes Gebiet mit einer Kolonie von dir. Gibt es keines, ist der Treibstoff umsonst ausgegeben.</translation>
    </message>
    <message>
        <source>X-53: Discards at a set moment</source>
        <translation>X-53: Abwürfe zu einem festen Zeitpunkt</translation>
    </message>
    <message>
        <source>The Bio-Integration Circuit and the Alien Sarcophagus are discarded at the start of your turn, before ships come back from the Terraforming Station and before you roll.</source>
        <translation>Der Bio-Integrationsschaltkreis und der Alien-Sarkophag werden zu Beginn deines Zuges abgeworfen, bevor Schiffe von der Terraforming-Station zurückkommen und bevor du würfelst.</translation>
    </message>
    <message>
        <source>At the table, the game-over page first asks for the end-game reveals: each player turns up, from their own card, the face-down cards whose end-game goal is met, before the ranking is final.</source>
        <translation>Am Tisch fragt die Seite zum Spielende zuerst nach dem Aufdecken: Jeder Spieler deckt über seine eigene Spielerkarte die verdeckten Karten auf, deren Spielende-Ziel erfüllt ist, bevor die Rangliste endgültig ist.</translation>
    </message>
    <message>
        <source>This board needs the Agendas module: it is drawn only in games played with it (X-7).</source>
        <translation>Dieses Tableau braucht das Agenda-Modul: Es wird nur in Partien mit diesem Modul gezogen (X-7).</translation>
    </message>
    <message>
        <source>The app plays the Factions and Agendas modules with every ruleset, alone or together (see Factions and Agendas). The extra alien tech cards are in preparation: their rules are in this reference, but the app still refuses them with "not supported yet". The Outer Belt is not supported. Games for 5 or 6 players use the Edition X rules (X-57, X-58).</source>
        <translation>Die App spielt das Fraktions- und das Agendenmodul mit jedem Regelwerk, allein oder zusammen (siehe Fraktionen und Agenden). Die zusätzlichen Alien-Tech-Karten sind in Vorbereitung: Ihre Regeln stehen in diesem Nachschlagewerk, aber die App lehnt sie noch mit „noch nicht unterstützt“ ab. Der Äußere Gürtel wird nicht unterstützt. Partien mit 5 oder 6 Spielern nutzen die Regeln von Edition X (X-57, X-58).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to look at the top 3 alien tech cards of the draw pile (all of them when fewer are left) and put them back in any order. At the table you look at the real pile: the app only takes the fuel and later asks for the cards as they are turned up. In a digital game the app shows the cards to you alone, you choose their order, and the next cards drawn follow it.</source>
        <translation>&lt;b&gt;Bezahlte Fähigkeit:&lt;/b&gt; Zahle %1, um dir die obersten 3 Alien-Technologiekarten des Nachziehstapels anzusehen (alle, wenn weniger übrig sind), und lege sie in beliebiger Reihenfolge zurück. Am Tisch seht ihr euch den echten Stapel an: Die App nimmt nur den Treibstoff und fragt die Karten später ab, wenn sie aufgedeckt werden. In einem digitalen Spiel zeigt die App die Karten nur dir, du wählst ihre Reihenfolge, und die nächsten gezogenen Karten folgen ihr.</translation>
    </message>
    <message>
        <source>Our reading: the card's "never at the Terraforming Station" holds for your own ship taken back from the Maintenance Bay too, for the rest of that turn.</source>
        <translation>Unsere Lesart: Das „nie an der Terraforming-Station“ der Karte gilt auch für dein eigenes Schiff, das du aus der Wartungsbucht zurückholst, für den Rest dieses Zuges.</translation>
    </message>
    <message>
        <source>Our reading: ships grappled beside a full facility with the Superconducting Grapple are replaced by yours grappled in turn; they take no port.</source>
        <translation>Unsere Lesart: Schiffe, die mit dem Supraleitenden Greifer neben einer vollen Station gegriffen haben, werden durch deine ersetzt, die ihrerseits greifen; sie belegen keinen Platz.</translation>
    </message>
    <message>
        <source>When the card is raided, the raider settles each stretched generator on one of its two territories. Our reading: when it leaves a hand any other way (discarded by the Oscillation Capacitor, swapped by the Terran Exchange), the stretch simply ends and each generator stays on the territory it stood on first.</source>
        <translation>Wird die Karte geraubt, legt der Räuber jeden ausgedehnten Generator in eines seiner beiden Gebiete. Unsere Lesart: Verlässt sie eine Hand auf andere Weise (vom Oszillationskondensator abgeworfen, von der Terran Exchange getauscht), endet die Ausdehnung einfach, und jeder Generator bleibt in dem Gebiet, in dem er zuerst stand.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; when you gather, take 2 opponents' ships that way, for free. Our reading: exactly 2, so with fewer than 2 such ships on the board it cannot be used.</source>
        <translation>&lt;b&gt;Abwurf-Fähigkeit:&lt;/b&gt; Nimm beim Einsammeln kostenlos 2 Schiffe von Gegnern auf diese Weise. Unsere Lesart: genau 2; liegen weniger als 2 solche Schiffe auf dem Spielplan, kann sie nicht genutzt werden.</translation>
    </message>
    <message>
        <source>Our reading: beside a faction board whose port is taken, one ship may grapple; you pay the owner's fee and use the board's docking ability, and the port stays the other ship's (X-4).</source>
        <translation>Unsere Lesart: Neben einem Fraktionstableau, dessen Platz belegt ist, darf ein Schiff greifen; du zahlst dem Besitzer die Zugangsgebühr und nutzt die Andock-Fähigkeit des Tableaus, und der Platz bleibt dem anderen Schiff (X-4).</translation>
    </message>
    <message>
        <source>Our reading: the display keeps nothing on its cards. A lent Magnetic Lockdown locks as usual, its fuel going to the supply at once; a lent Experimental FTL Drive takes no token; the Null-Time Vault, the Gravitron Shunt and the Auto Pilot A.I. cannot be lent.</source>
        <translation>Unsere Lesart: Auf den Karten der Auslage bleibt nichts liegen. Eine geliehene Magnetsperre sperrt wie üblich, ihr Treibstoff geht sofort in den Vorrat; ein geliehener Experimenteller FTL-Antrieb erhält keinen Marker; Nullzeit-Tresor, Gravitron-Weiche und Autopilot-KI können nicht geliehen werden.</translation>
    </message>
    <message>
        <source>Our reading at the Colonist Hub: the circles the replaced ships gave their owner's colony stay. Your ships dock on your own track (on the freeform Hub of 5-6 players, at any free port) and advance your colony as any Hub docking does: your track needs a free port for each of them, and a colony of yours waiting on circle 7 stops them.</source>
        <translation>Unsere Lesart am Kolonistenzentrum: Die Kreise, die die ersetzten Schiffe der Kolonie ihres Besitzers gebracht haben, bleiben. Deine Schiffe docken auf deiner eigenen Leiste an (im gemeinsam genutzten Kolonistenzentrum bei 5–6 Spielern an einem beliebigen freien Platz) und rücken deine Kolonie vor wie jedes Andocken dort: Deine Leiste braucht für jedes einen freien Platz, und eine Kolonie von dir, die auf Kreis 7 wartet, hält sie auf.</translation>
    </message>
</context>
<context>
    <name>RulesReferenceView</name>
    <message>
        <source>Search the rules</source>
        <translation>Regeln durchsuchen</translation>
    </message>
    <message>
        <source>%1 of %2 entries</source>
        <extracomment>How many rules entries match the search, e.g. "4 of 97 entries"</extracomment>
        <translation>%1 von %2 Einträgen</translation>
    </message>
    <message>
        <source>Rules entries</source>
        <translation>Regeleinträge</translation>
    </message>
    <message>
        <source>No entry matches “%1”.</source>
        <extracomment>Shown in the rules reference when the search finds nothing; %1 is the search text</extracomment>
        <translation>Kein Eintrag passt zu „%1“.</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>Returns to the rules entry shown before the link was followed</extracomment>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Save the chart as a picture</source>
        <translation>Diagramm als Bild speichern</translation>
    </message>
    <message>
        <source>score-chart.png</source>
        <translation>punkteverlauf.png</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
</context>
<context>
    <name>ScoreChartView</name>
    <message>
        <source>VP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>Fuel</source>
        <translation>Treibstoff</translation>
    </message>
    <message>
        <source>Ore</source>
        <translation>Erz</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Als PNG speichern…</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Supply: %1 fuel, %2 ore</source>
        <translation>Vorrat: %1 Treibstoff, %2 Erz</translation>
    </message>
    <message>
        <source>%1 reveals an agenda card</source>
        <translation>%1 deckt eine Agendakarte auf</translation>
    </message>
    <message>
        <source>The cards this player may turn face up now:</source>
        <translation>Die Karten, die dieser Spieler jetzt aufdecken darf:</translation>
    </message>
    <message>
        <source>%1 discards an agenda card</source>
        <translation>%1 wirft eine Agendakarte ab</translation>
    </message>
    <message>
        <source>Above the limit: one face-down card goes to the discard pile.</source>
        <translation>Über dem Limit: Eine verdeckte Karte kommt auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>A face-down card goes to the discard pile.</source>
        <translation>Eine verdeckte Karte kommt auf den Ablagestapel.</translation>
    </message>
    <message numerus="yes">
        <source>Prophets of the Artifact: one of the cards just drawn is kept, the others go to the discard pile (%n still to discard).</source>
        <translation>
            <numerusform>Prophets of the Artifact: Eine der gerade gezogenen Karten wird behalten, die anderen kommen auf den Ablagestapel (noch %n abzuwerfen).</numerusform>
            <numerusform>Prophets of the Artifact: Eine der gerade gezogenen Karten wird behalten, die anderen kommen auf den Ablagestapel (noch %n abzuwerfen).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoutLook</name>
    <message>
        <source>Hand the screen to %1</source>
        <translation>Gib den Bildschirm an %1</translation>
    </message>
    <message>
        <source>%1 looks at the draw pile</source>
        <translation>%1 sieht sich den Nachziehstapel an</translation>
    </message>
    <message>
        <source>The cards are covered. Hand the screen back.</source>
        <translation>Die Karten sind verdeckt. Gib den Bildschirm zurück.</translation>
    </message>
    <message>
        <source>Only %1 should look: the top cards of the draw pile come next.</source>
        <translation>Nur %1 sollte hinsehen: Als Nächstes kommen die obersten Karten des Nachziehstapels.</translation>
    </message>
    <message>
        <source>Put the cards back in the order you choose, the top card first.</source>
        <translation>Lege die Karten in der Reihenfolge deiner Wahl zurück, die oberste Karte zuerst.</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>I am %1: show the cards</source>
        <translation>Ich bin %1: Karten zeigen</translation>
    </message>
    <message>
        <source>Put them back in this order</source>
        <translation>In dieser Reihenfolge zurücklegen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The language changes the next time the app starts.</source>
        <translation>Die Sprache wechselt beim nächsten Start der App.</translation>
    </message>
    <message>
        <source>Dice and cards for new games</source>
        <translation>Würfel und Karten für neue Partien</translation>
    </message>
    <message>
        <source>The table's dice and cards (enter what they show)</source>
        <translation>Würfel und Karten vom Tisch (eingeben, was sie zeigen)</translation>
    </message>
    <message>
        <source>The app rolls and deals (seeded)</source>
        <translation>Die App würfelt und teilt aus (mit Seed)</translation>
    </message>
</context>
<context>
    <name>SetupSteps</name>
    <message>
        <source>Set up the table</source>
        <translation>Tisch vorbereiten</translation>
    </message>
    <message>
        <source>Players: %1 · %2</source>
        <translation>Spieler: %1 · %2</translation>
    </message>
    <message>
        <source>Cover docking ports</source>
        <translation>Andockplätze abdecken</translation>
    </message>
    <message>
        <source>Nothing to cover: four players use every port.</source>
        <translation>Nichts abzudecken: Vier Spieler nutzen alle Andockplätze.</translation>
    </message>
    <message>
        <source>Put dock covers on the ports hatched in orange (how many per facility); they stay for the whole game:</source>
        <translation>Lege Abdeckungen auf die orange schraffierten Andockplätze (Anzahl pro Station); sie bleiben die ganze Partie über liegen:</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n port(s)</source>
        <translation>
            <numerusform>%1: %n Andockplatz</numerusform>
            <numerusform>%1: %n Andockplätze</numerusform>
        </translation>
    </message>
    <message>
        <source>Ships and colonies</source>
        <translation>Schiffe und Kolonien</translation>
    </message>
    <message>
        <source>Each player puts %1 ships of their colour on the Maintenance Bay and %2 in their ship stock, and takes %3 colonies.</source>
        <translation>Jeder Spieler stellt %1 Schiffe seiner Farbe in die Wartungsbucht und %2 in seine Schiffsreserve und nimmt %3 Kolonien.</translation>
    </message>
    <message>
        <source>Seats and starting resources</source>
        <translation>Sitzplätze und Startrohstoffe</translation>
    </message>
    <message numerus="yes">
        <source>%n fuel</source>
        <translation>
            <numerusform>%n Treibstoff</numerusform>
            <numerusform>%n Treibstoff</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ore</source>
        <translation>
            <numerusform>%n Erz</numerusform>
            <numerusform>%n Erz</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1, %2: %3</source>
        <extracomment>Setup: "Player 2, Bob: 1 fuel"</extracomment>
        <translation>Spieler %1, %2: %3</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>The rest of the board</source>
        <translation>Der Rest des Spielplans</translation>
    </message>
    <message>
        <source>The clear die, the Relic Ship, goes on Burroughs Desert. The three field generators wait beside the board. Fuel (%1) and ore (%2) tokens make the supply.</source>
        <translation>Der durchsichtige Würfel, das Reliktschiff, kommt auf die Burroughs-Wüste. Die drei Feldgeneratoren warten neben dem Spielplan. Treibstoffmarker (%1) und Erzmarker (%2) bilden den Vorrat.</translation>
    </message>
    <message>
        <source>Deal the alien tech cards</source>
        <translation>Alien-Tech-Karten austeilen</translation>
    </message>
    <message>
        <source>The app shuffles the %1 cards and deals 3 face up at the Alien Artifact and 1 to each player (seed %2). Lay out the same cards at the table.</source>
        <translation>Die App mischt die %1 Karten und teilt 3 offen an das Alien-Artefakt und 1 an jeden Spieler aus (Seed %2). Lege am Tisch dieselben Karten aus.</translation>
    </message>
    <message>
        <source>Shuffle the %1 cards, turn 3 face up at the Alien Artifact and deal 1 to each player; enter them below the board in that order.</source>
        <translation>Mische die %1 Karten, decke 3 offen am Alien-Artefakt auf und gib jedem Spieler 1; gib sie unter dem Spielplan in dieser Reihenfolge ein.</translation>
    </message>
    <message>
        <source>Nothing to cover: five or six players use every port. The Colonist Hub's tracks belong to nobody: a ship may take any of its 12 ports, each player has at most 3 ships and 1 colony there, and a colony moves to another track when its circle is taken.</source>
        <extracomment>Setup guide, 5 or 6 players (ruling X-58)</extracomment>
        <translation>Nichts abzudecken: Fünf oder sechs Spieler nutzen alle Andockplätze. Die Leisten des Kolonistenzentrums gehören niemandem: Ein Schiff darf jeden seiner 12 Andockplätze nehmen, jeder Spieler hat dort höchstens 3 Schiffe und 1 Kolonie, und eine Kolonie weicht auf eine andere Leiste aus, wenn ihr Kreis besetzt ist.</translation>
    </message>
    <message>
        <source>Faction boards</source>
        <translation>Fraktionstableaus</translation>
    </message>
    <message>
        <source>%1 boards were drawn, one more than the players. The last player picked first, then the others counter-clockwise: %2. The board nobody picked goes back to the box.</source>
        <extracomment>Setup guide, factions: %1 number of boards drawn, %2 player names in the order they picked</extracomment>
        <translation>%1 Tableaus wurden gezogen, eines mehr als Spieler. Der letzte Spieler hat zuerst gewählt, dann die anderen gegen den Uhrzeigersinn: %2. Das Tableau, das niemand genommen hat, kommt zurück in die Schachtel.</translation>
    </message>
    <message>
        <source>Each player puts their board beside them:</source>
        <translation>Jeder Spieler legt sein Tableau vor sich:</translation>
    </message>
    <message>
        <source>The REV, Xeno Explorations' piece, goes on %1.</source>
        <translation>Der REV, die Figur von Xeno Explorations, kommt auf %1.</translation>
    </message>
    <message>
        <source>The Brethren Ship, a die without numbers, goes on the Maintenance Bay; its owner gathers it with the fleet.</source>
        <translation>Das Brethren-Schiff, ein Würfel ohne Zahlen, kommt in die Wartungsbucht; sein Besitzer sammelt es mit der Flotte ein.</translation>
    </message>
    <message>
        <source>Deal the agenda cards</source>
        <translation>Agendakarten austeilen</translation>
    </message>
    <message numerus="yes">
        <source>The app shuffles the agenda cards of this game and deals %n to each player face down. Each player looks at their own cards alone, with the Look button on their player card.</source>
        <translation>
            <numerusform>Die App mischt die Agendakarten dieses Spiels und teilt jedem Spieler %n verdeckt aus. Jeder sieht sich seine Karten allein an, mit „Ansehen“ auf seiner Spielerkarte.</numerusform>
            <numerusform>Die App mischt die Agendakarten dieses Spiels und teilt jedem Spieler %n verdeckt aus. Jeder sieht sich seine Karten allein an, mit „Ansehen“ auf seiner Spielerkarte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the agenda cards of this game (the rules reference says which stay in the box) and deal %n face down to each player, then say so below the board.</source>
        <translation>
            <numerusform>Mische die Agendakarten dieses Spiels (die Regelübersicht sagt, welche in der Schachtel bleiben) und teile jedem Spieler %n verdeckt aus; sag es dann unter dem Spielplan.</numerusform>
            <numerusform>Mische die Agendakarten dieses Spiels (die Regelübersicht sagt, welche in der Schachtel bleiben) und teile jedem Spieler %n verdeckt aus; sag es dann unter dem Spielplan.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Strg+N</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Strg+O</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeicherte Partie öffnen</translation>
    </message>
    <message>
        <source>Ctrl+S / Ctrl+Shift+S</source>
        <translation>Strg+S / Strg+Umschalt+S</translation>
    </message>
    <message>
        <source>Save / save as</source>
        <translation>Speichern / Speichern unter</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Strg+Z</translation>
    </message>
    <message>
        <source>Undo the last move</source>
        <translation>Letzte Aktion rückgängig machen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z, Ctrl+Y</source>
        <translation>Strg+Umschalt+Z, Strg+Y</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>1 – 6, Enter</source>
        <translation>1 – 6, Enter</translation>
    </message>
    <message>
        <source>Roll: type the dice in ship order, then Enter (Backspace corrects, Esc clears)</source>
        <translation>Wurf: Würfel in Schiffsreihenfolge tippen, dann Enter (Rücktaste korrigiert, Esc löscht)</translation>
    </message>
    <message>
        <source>R or Enter</source>
        <translation>R oder Enter</translation>
    </message>
    <message>
        <source>Digital dice: roll or turn up cards for me</source>
        <translation>Digitale Würfel: für mich würfeln oder Karten aufdecken</translation>
    </message>
    <message>
        <source>1 – 6</source>
        <translation>1 – 6</translation>
    </message>
    <message>
        <source>During the turn: select a die showing that value</source>
        <translation>Während des Zuges: einen Würfel mit diesem Wert auswählen</translation>
    </message>
    <message>
        <source>S L M A H C T Y O</source>
        <translation>S L M A H C T Y O</translation>
    </message>
    <message>
        <source>Dock the selected dice at the Solar Converter, Lunar Mine, Orbital Market, Alien Artifact, Colonist Hub, Colony Constructor, Terraforming Station, Shipyard, Raiders' Outpost</source>
        <translation>Ausgewählte Würfel andocken: Solarkonverter, Mondmine, Orbitalmarkt, Alien-Artefakt, Kolonistenzentrum, Koloniekonstruktor, Terraforming-Station, Werft, Piratenposten</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Put the selected die on the Maintenance Bay</source>
        <translation>Ausgewählten Würfel in die Wartungsbucht stellen</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Trade at the Orbital Market</source>
        <translation>Am Orbitalmarkt handeln</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the selection and the message</source>
        <translation>Auswahl und Meldung löschen</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>This list</source>
        <translation>Diese Liste</translation>
    </message>
    <message>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <source>The rules reference</source>
        <translation>Die Regelübersicht</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>With no die selected: a hint, the AI's suggestion for the turn</source>
        <translation>Ohne gewählten Würfel: ein Tipp, der Vorschlag der KI für den Zug</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>A seat played by the app: its move is done on the board, go on</source>
        <translation>Ein Platz, den die App spielt: Ihre Aktion ist auf dem Brett erledigt, weiter</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>AF Referee</source>
        <translation>AF Referee</translation>
    </message>
    <message>
        <source>The referee for Alien Frontiers at your table: it checks every move, keeps the books and the score.</source>
        <translation>Der Schiedsrichter für Alien Frontiers an deinem Tisch: Er prüft jede Aktion, führt Buch und zählt die Punkte.</translation>
    </message>
    <message>
        <source>Resume the last game</source>
        <translation>Letzte Partie fortsetzen</translation>
    </message>
    <message>
        <source>The last game cannot be resumed</source>
        <translation>Die letzte Partie kann nicht fortgesetzt werden</translation>
    </message>
    <message numerus="yes">
        <source>%1 · turn %2 · %n move(s) · saved %3</source>
        <translation>
            <numerusform>%1 · Zug %2 · %n Aktion · gespeichert %3</numerusform>
            <numerusform>%1 · Zug %2 · %n Aktionen · gespeichert %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Gespeicherte Partie öffnen…</translation>
    </message>
    <message>
        <source>Game under way…</source>
        <translation>Laufende Partie…</translation>
    </message>
    <message>
        <source>Enter the board as it is now at the table, then referee from there</source>
        <translation>Gib den aktuellen Stand vom Tisch ein; ab dann leitet die App die Partie</translation>
    </message>
    <message>
        <source>Version %1 · F1 keyboard shortcuts · F2 rules reference</source>
        <extracomment>%1 is the application version</extracomment>
        <translation>Version %1 · F1 Tastenkürzel · F2 Regelübersicht</translation>
    </message>
    <message>
        <source>Games played and statistics</source>
        <translation>Gespielte Partien und Statistik</translation>
    </message>
</context>
<context>
    <name>StateProblem</name>
    <message>
        <source>a game has {0} to {1} players, not {2}.</source>
        <translation>an einer Partie nehmen {0} bis {1} Spieler teil, nicht {2}.</translation>
    </message>
    <message>
        <source>two players share the colour {0}.</source>
        <translation>zwei Spieler haben dieselbe Farbe {0}.</translation>
    </message>
    <message>
        <source>resources cannot be negative.</source>
        <translation>die Rohstoffe können nicht negativ sein.</translation>
    </message>
    <message>
        <source>more tokens than the game has ({0} fuel, {1} ore).</source>
        <translation>mehr Marker, als das Spiel enthält ({0} Treibstoff, {1} Erz).</translation>
    </message>
    <message>
        <source>cannot be negative.</source>
        <translation>darf nicht negativ sein.</translation>
    </message>
    <message>
        <source>the Colonist Hub has circles 1 to 7 (0: none).</source>
        <translation>das Kolonistenzentrum hat die Kreise 1 bis 7 (0: keine).</translation>
    </message>
    <message>
        <source>unknown card.</source>
        <translation>unbekannte Karte.</translation>
    </message>
    <message>
        <source>ships of an unused seat are on the board.</source>
        <translation>auf dem Spielplan stehen Schiffe eines unbesetzten Sitzplatzes.</translation>
    </message>
    <message>
        <source>a ship of this colour is neither in the stock nor in play.</source>
        <translation>ein Schiff dieser Farbe ist weder in der Reserve noch im Spiel.</translation>
    </message>
    <message>
        <source>only the active player has ships gathered in a fleet.</source>
        <translation>nur der aktive Spieler kann Schiffe in einer Flotte eingesammelt haben.</translation>
    </message>
    <message>
        <source>unknown facility.</source>
        <translation>unbekannte Station.</translation>
    </message>
    <message>
        <source>a docked ship shows a value from 1 to 6.</source>
        <translation>ein angedocktes Schiff zeigt einen Wert von 1 bis 6.</translation>
    </message>
    <message>
        <source>a docked ship must name the player it was docked for.</source>
        <translation>bei einem angedockten Schiff muss der Spieler angegeben sein, für den es angedockt wurde.</translation>
    </message>
    <message>
        <source>a die shows 1 to 6.</source>
        <translation>ein Würfel zeigt 1 bis 6.</translation>
    </message>
    <message>
        <source>the fleet has not been rolled yet in the roll stage.</source>
        <translation>in der Wurfphase ist die Flotte noch nicht gewürfelt.</translation>
    </message>
    <message>
        <source>an unplaced ship must show its rolled value.</source>
        <translation>ein unplatziertes Schiff muss seinen gewürfelten Wert zeigen.</translation>
    </message>
    <message>
        <source>the Relic Ship is on Burroughs Desert exactly when nobody holds it.</source>
        <translation>das Reliktschiff steht genau dann auf der Burroughs-Wüste, wenn niemand es besitzt.</translation>
    </message>
    <message>
        <source>the Relic Ship never goes to the stock.</source>
        <translation>das Reliktschiff kommt nie in die Reserve.</translation>
    </message>
    <message>
        <source>no such player.</source>
        <translation>diesen Spieler gibt es nicht.</translation>
    </message>
    <message>
        <source>only the player controlling Burroughs Desert holds the Relic Ship.</source>
        <translation>nur der Spieler, der die Burroughs-Wüste kontrolliert, besitzt das Reliktschiff.</translation>
    </message>
    <message>
        <source>with the Isolation Field on Burroughs Desert the Relic Ship stays there.</source>
        <translation>liegt das Isolationsfeld auf der Burroughs-Wüste, bleibt das Reliktschiff dort.</translation>
    </message>
    <message>
        <source>more ships are docked at the {0} than it has ports for {1} players.</source>
        <translation>an der Station {0} sind mehr Schiffe angedockt, als es bei {1} Spielern Andockplätze gibt.</translation>
    </message>
    <message>
        <source>the deck has {0} × {1}; this position has {2}.</source>
        <translation>der Stapel enthält {0} × {1}; dieser Spielstand hat {2}.</translation>
    </message>
    <message>
        <source>with the limited supply, the supply and the players hold exactly {0} fuel and {1} ore (here {2} fuel and {3} ore).</source>
        <translation>bei begrenztem Vorrat besitzen Vorrat und Spieler zusammen genau {0} Treibstoff und {1} Erz (hier {2} Treibstoff und {3} Erz).</translation>
    </message>
    <message>
        <source>unknown territory.</source>
        <translation>unbekanntes Gebiet.</translation>
    </message>
    <message>
        <source>unknown stage.</source>
        <translation>unbekannte Phase.</translation>
    </message>
    <message>
        <source>a player has landed every colony: the game is over.</source>
        <translation>ein Spieler hat alle Kolonien gelandet: Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>the game is over only when a player has landed every colony.</source>
        <translation>die Partie ist erst vorbei, wenn ein Spieler alle Kolonien gelandet hat.</translation>
    </message>
    <message>
        <source>cards to reveal go with the reveal stage (1 to 3).</source>
        <translation>aufzudeckende Karten gibt es nur in der Aufdeckphase (1 bis 3).</translation>
    </message>
    <message>
        <source>ships to re-roll go with the re-roll stage.</source>
        <translation>neu zu würfelnde Schiffe gibt es nur in der Neuwurfphase.</translation>
    </message>
    <message>
        <source>only the active player's unplaced ships are re-rolled.</source>
        <translation>nur unplatzierte Schiffe des aktiven Spielers werden neu gewürfelt.</translation>
    </message>
    <message>
        <source>more ships docked at the Colonist Hub this turn than a player has.</source>
        <translation>in diesem Zug sind mehr Schiffe am Kolonistenzentrum angedockt, als ein Spieler hat.</translation>
    </message>
    <message>
        <source>the Relic Ship is in a fleet only when its holder is the active player.</source>
        <translation>das Reliktschiff ist nur dann in einer Flotte, wenn sein Besitzer der aktive Spieler ist.</translation>
    </message>
    <message>
        <source>before the roll, every ship the active player has in play is gathered in the fleet.</source>
        <translation>vor dem Wurf sind alle Schiffe, die der aktive Spieler im Spiel hat, in der Flotte eingesammelt.</translation>
    </message>
    <message>
        <source>nothing has been done in a turn before its roll.</source>
        <translation>vor dem Wurf ist in einem Zug noch nichts geschehen.</translation>
    </message>
    <message>
        <source>{0} was used this turn, but the active player does not hold it.</source>
        <translation>die Karte {0} wurde in diesem Zug genutzt, aber der aktive Spieler besitzt sie nicht.</translation>
    </message>
    <message>
        <source>{0} has no fuel power.</source>
        <translation>die Karte {0} hat keine Treibstoff-Fähigkeit.</translation>
    </message>
    <message>
        <source>a bonus is borrowed exactly when the Data Crystal's fuel power was used this turn, from one territory other than Burroughs Desert.</source>
        <translation>ein Bonus ist genau dann geliehen, wenn die Treibstoff-Fähigkeit des Datenkristalls in diesem Zug genutzt wurde, und zwar von einem Gebiet außer der Burroughs-Wüste.</translation>
    </message>
    <message>
        <source>the turn does not count the active player's ships docked at the {0} this turn.</source>
        <translation>der Zug berücksichtigt nicht die in diesem Zug an der Station {0} angedockten Schiffe des aktiven Spielers.</translation>
    </message>
    <message>
        <source>a ship docked for a player other than its owner was taken with the {0}, which this ruleset does not have.</source>
        <translation>ein Schiff, das für einen anderen Spieler als seinen Besitzer angedockt ist, wurde mit der Karte {0} übernommen, die es in diesem Regelwerk nicht gibt.</translation>
    </message>
    <message>
        <source>a ship on the {0} is always docked for its owner.</source>
        <translation>ein Schiff an der Station {0} ist immer für seinen Besitzer angedockt.</translation>
    </message>
    <message>
        <source>before the roll, no ship is docked for the active player yet.</source>
        <translation>vor dem Wurf ist noch kein Schiff für den aktiven Spieler angedockt.</translation>
    </message>
    <message>
        <source>a ship taken with the {0} goes back to its owner when the owner's turn starts: it can be docked only for a player whose turn has come since the owner's last turn.</source>
        <translation>ein mit der Karte {0} übernommenes Schiff geht zu Beginn des Zuges seines Besitzers an diesen zurück: Es kann nur für einen Spieler angedockt sein, der seit dem letzten Zug des Besitzers am Zug war.</translation>
    </message>
    <message>
        <source>a player takes at most one ship with the {0} in a turn.</source>
        <translation>ein Spieler übernimmt in einem Zug höchstens ein Schiff mit der Karte {0}.</translation>
    </message>
    <message>
        <source>a ship of another player is docked for the active player, but the {0} is not among the fuel powers used this turn.</source>
        <translation>ein Schiff eines anderen Spielers ist für den aktiven Spieler angedockt, aber die Karte {0} ist nicht unter den in diesem Zug genutzten Treibstoff-Fähigkeiten.</translation>
    </message>
    <message>
        <source>this player's colonies in all (hand, Hub and territories): {0}; this game gives each player {1}.</source>
        <translation>Kolonien dieses Spielers insgesamt (Hand, Zentrum und Gebiete): {0}; in dieser Partie bekommt jeder Spieler {1}.</translation>
    </message>
    <message>
        <source>the Brethren Ship is in play exactly when a player has the Brethren of the Stars board, and never in the stock.</source>
        <translation>das Brethren-Schiff ist genau dann im Spiel, wenn ein Spieler das Tableau der Brethren of the Stars hat, und nie in der Reserve.</translation>
    </message>
    <message>
        <source>the Brethren Ship has no value; it is in a fleet only while its owner is the active player, with its raider face after the roll.</source>
        <translation>das Brethren-Schiff hat keinen Wert; es ist nur in einer Flotte, solange sein Besitzer der aktive Spieler ist, nach dem Wurf mit seiner Piratenseite.</translation>
    </message>
    <message>
        <source>unknown colour.</source>
        <translation>unbekannte Farbe.</translation>
    </message>
    <message>
        <source>on the freeform Colonist Hub (5-6 players) the colonies stand on tracks 1 to 4.</source>
        <translation>im gemeinsam genutzten Kolonistenzentrum (5–6 Spieler) stehen die Kolonien auf den Leisten 1 bis 4.</translation>
    </message>
    <message>
        <source>two colonies stand on the same circle of the Colonist Hub (track {0}, circle {1}).</source>
        <translation>zwei Kolonien stehen auf demselben Kreis des Kolonistenzentrums (Leiste {0}, Kreis {1}).</translation>
    </message>
    <message>
        <source>purple and white come with Edition X; this ruleset has red, blue, green and yellow.</source>
        <translation>Lila und Weiß gehören zu Edition X; diese Regeln kennen Rot, Blau, Grün und Gelb.</translation>
    </message>
    <message>
        <source>tokens on {0}: {1}; the card keeps at most {2}, and only while a player holds it.</source>
        <translation>Marker auf {0}: {1}; die Karte hält höchstens {2}, und nur solange ein Spieler sie besitzt.</translation>
    </message>
    <message>
        <source>{0} keeps fuel only.</source>
        <translation>{0} hält nur Treibstoff.</translation>
    </message>
    <message>
        <source>no agenda card is in play without the agendas module.</source>
        <translation>ohne das Modul Agenden ist keine Agendakarte im Spiel.</translation>
    </message>
    <message>
        <source>each agenda card of the game is in exactly one place: the deck, the discard pile, a hand, or among the unnamed cards.</source>
        <translation>jede Agendakarte des Spiels liegt an genau einem Ort: im Stapel, im Ablagestapel, in einer Hand oder unter den nicht benannten Karten.</translation>
    </message>
    <message>
        <source>{0} agenda cards are unnamed; the deck, the discard pile and the hands hold {1} unnamed cards.</source>
        <translation>{0} Agendakarten sind nicht benannt; Stapel, Ablagestapel und Hände enthalten {1} nicht benannte Karten.</translation>
    </message>
    <message>
        <source>a reveal window is open only for an agenda card the player holds face down.</source>
        <translation>ein Aufdeckfenster ist nur für eine Agendakarte offen, die der Spieler verdeckt hält.</translation>
    </message>
    <message>
        <source>only the active player, right after drawing agenda cards, may discard one without being over the limit.</source>
        <translation>nur der aktive Spieler darf direkt nach dem Ziehen von Agendakarten eine abwerfen, ohne über dem Limit zu sein.</translation>
    </message>
    <message>
        <source>this turn's Orbital Market pairs are ships of the game, and a pair either traded or drew agenda cards, not both.</source>
        <translation>die Paare dieses Zuges am Orbitalmarkt sind Schiffe des Spiels, und ein Paar hat entweder gehandelt oder Agendakarten gezogen, nicht beides.</translation>
    </message>
    <message>
        <source>the agenda cards of the game are the deck the modules and faction boards in play make (X-33), none before the draft ends.</source>
        <translation>die Agendakarten der Partie sind das Deck, das die Module und die gewählten Fraktionstableaus ergeben (X-33), vor dem Ende der Auswahl keine.</translation>
    </message>
    <message>
        <source>this turn's Orbital Market pairs are ships docked for the active player.</source>
        <translation>die Orbitalmarkt-Paare dieses Zuges sind Schiffe, die für den aktiven Spieler angedockt wurden.</translation>
    </message>
    <message>
        <source>colonies of players in the game are on {0} only while a player holds it.</source>
        <translation>Kolonien von Spielern dieser Partie liegen nur auf {0}, solange ein Spieler die Karte hält.</translation>
    </message>
    <message>
        <source>a territory whose bonus was used after it was seized is one the active player seized this turn.</source>
        <translation>ein Gebiet, dessen Bonus nach der Übernahme genutzt wurde, ist eines, das der aktive Spieler in diesem Zug übernommen hat.</translation>
    </message>
    <message>
        <source>the discards after a Prophets of the Artifact draw are the active player's, in the main stage, among its face-down cards (the named ones among those it drew).</source>
        <translation>die Abwürfe nach einem Zug bei Prophets of the Artifact gehören dem aktiven Spieler, in der Hauptphase, unter seinen verdeckten Karten (die benannten unter den gezogenen).</translation>
    </message>
    <message>
        <source>an agenda draw for Prophets of the Artifact happens only while drawing, with the board in the game and, for its docking, a ship docked there.</source>
        <translation>ein Agendazug für Prophets of the Artifact geschieht nur beim Ziehen, mit dem Tableau im Spiel und, für sein Andocken, einem dort angedockten Schiff.</translation>
    </message>
    <message>
        <source>the turn-start window is open only in a game with extra alien tech, while the active player can still discard a card timed for the start of the turn or the Auto Pilot A.I.'s income is still to be taken.</source>
        <translation>den Abschnitt zu Beginn des Zuges gibt es nur in einem Spiel mit zusätzlicher Alien-Technologie, solange der aktive Spieler noch eine Karte abwerfen kann, die für den Beginn des Zuges bestimmt ist, oder das Einkommen der Autopilot-KI noch zu nehmen ist.</translation>
    </message>
    <message>
        <source>the Relic Ship taken with the {0} is held by the player who took it, lent by another player or by nobody.</source>
        <translation>das mit {0} genommene Reliktschiff gehört dem Spieler, der es nahm, geliehen von einem anderen Spieler oder von niemandem.</translation>
    </message>
    <message>
        <source>the field generator named by the Field Propagator's die waits for a territory exactly in the stage where its user places it.</source>
        <translation>der Feldgenerator, den der Würfel des Feldausbreiters bestimmt hat, wartet genau in der Phase auf ein Gebiet, in der sein Nutzer ihn platziert.</translation>
    </message>
    <message>
        <source>a field generator straddles a border only from a territory of the planet to one it borders.</source>
        <translation>ein Feldgenerator überspannt eine Grenze nur von einem Gebiet des Planeten in ein angrenzendes Gebiet.</translation>
    </message>
    <message>
        <source>what a raid took with a card is what that card carried: colonies landed from the Gravitron Shunt and still there, the Auto Pilot A.I.'s ship on the Maintenance Bay, its own tokens now in the supply.</source>
        <translation>was ein Überfall mit einer Karte nahm, ist, was diese Karte trug: von der Gravitron-Weiche gelandete Kolonien, die noch dort stehen, das Schiff der Autopilot-KI in der Wartungsbucht, ihre eigenen Marker, jetzt im Vorrat.</translation>
    </message>
    <message>
        <source>one agenda card lies on the Oracle Engine, drawn this turn by the active player, who used the card and holds it.</source>
        <translation>auf der Orakel-Maschine liegt eine Agendakarte, in diesem Zug vom aktiven Spieler gezogen, der die Karte benutzt hat und hält.</translation>
    </message>
    <message>
        <source>the Oracle Engine's draw happens while drawing, before the roll of the active player, who used the card and holds it.</source>
        <translation>die Ziehung der Orakel-Maschine geschieht beim Ziehen, vor dem Wurf des aktiven Spielers, der die Karte benutzt hat und hält.</translation>
    </message>
    <message>
        <source>a ship is on the {0} only while the player of its colour holds the card, and at most one.</source>
        <translation>ein Schiff liegt nur dann auf der Karte {0}, wenn der Spieler seiner Farbe die Karte hält, und höchstens eines.</translation>
    </message>
    <message>
        <source>a borrowed ship is another player's colour ship or Relic Ship, unplaced in the active player's fleet or docked for the player who borrowed it (never on the Terraforming Station or the Maintenance Bay), in a game with the factions or extra-tech module.</source>
        <translation>ein geliehenes Schiff ist ein Schiff der Farbe oder das Reliktschiff eines anderen Spielers, unplatziert in der Flotte des aktiven Spielers oder angedockt für den Spieler, der es geliehen hat (nie auf der Terraforming-Station oder in der Wartungsbucht), in einem Spiel mit dem Modul factions oder extra-tech.</translation>
    </message>
    <message>
        <source>each territory was controlled at turn start by at most one player of the game.</source>
        <translation>jedes Gebiet wurde zu Zugbeginn von höchstens einem Spieler der Partie kontrolliert.</translation>
    </message>
    <message>
        <source>fuel is on the Magnetic Lockdown only while the lock of a player in the game lasts.</source>
        <translation>Treibstoff liegt nur dann auf der Magnetsperre, solange die Sperre eines Spielers im Spiel andauert.</translation>
    </message>
    <message>
        <source>a player says it is done with its end-game agenda reveals only once the game is over, while it holds unnamed face-down cards.</source>
        <translation>ein Spieler erklärt seine Aufdeckungen am Spielende erst für beendet, wenn das Spiel vorbei ist und er noch unbenannte verdeckte Karten hält.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Average VP</source>
        <translation>SP im Schnitt</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · %2 · %n Zug</numerusform>
            <numerusform>%1 · %2 · %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Als CSV exportieren…</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>From (YYYY-MM-DD):</source>
        <translation>Von (JJJJ-MM-TT):</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Bis:</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) finished</source>
        <translation>
            <numerusform>%n Partie beendet</numerusform>
            <numerusform>%n Partien beendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) given up</source>
        <translation>
            <numerusform>%n Partie abgebrochen</numerusform>
            <numerusform>%n Partien abgebrochen</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished games are stored here when they end.</source>
        <translation>Beendete Partien werden hier gespeichert, sobald sie enden.</translation>
    </message>
    <message>
        <source>By player</source>
        <translation>Nach Spieler</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message>
        <source>By number of players</source>
        <translation>Nach Spielerzahl</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>By seat</source>
        <translation>Nach Sitzplatz</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>By faction</source>
        <translation>Nach Fraktion</translation>
    </message>
    <message>
        <source>Best game (highest winning score)</source>
        <translation>Beste Partie (höchste Siegpunktzahl)</translation>
    </message>
    <message numerus="yes">
        <source>Closest game (won by %n VP)</source>
        <translation>
            <numerusform>Knappste Partie (mit %n SP Vorsprung gewonnen)</numerusform>
            <numerusform>Knappste Partie (mit %n SP Vorsprung gewonnen)</numerusform>
        </translation>
    </message>
    <message>
        <source>All games, newest first</source>
        <translation>Alle Partien, neueste zuerst</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>(app)</source>
        <translation>(App)</translation>
    </message>
</context>
<context>
    <name>Suggestion</name>
    <message>
        <source>+%1 VP</source>
        <extracomment>The score a suggested move gains or loses, e.g. "+1 VP"</extracomment>
        <translation>+%1 SP</translation>
    </message>
    <message>
        <source>−%1 VP</source>
        <translation>−%1 SP</translation>
    </message>
    <message>
        <source>outlook %1%</source>
        <extracomment>The AI's estimate of a player's prospects after a move, e.g. "outlook 64%"</extracomment>
        <translation>Aussicht %1 %</translation>
    </message>
    <message>
        <source>no gain this turn that shows on the board</source>
        <translation>kein Gewinn in diesem Zug, der auf dem Brett zu sehen ist</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Time to roll the fleet: the app rolls for you.</source>
        <translation>Zeit, die Flotte zu würfeln: Die App würfelt für dich.</translation>
    </message>
    <message>
        <source>Roll your fleet and enter the dice in ship order (type e.g. 346, then Enter).</source>
        <translation>Wirf deine Flotte und gib die Würfel in Schiffsreihenfolge ein (z. B. 346 tippen, dann Enter).</translation>
    </message>
    <message>
        <source>The Temporal Warper rolls the chosen ships again.</source>
        <translation>Der Zeitverzerrer wirft die gewählten Schiffe neu.</translation>
    </message>
    <message>
        <source>Roll the chosen ships again and enter the new values.</source>
        <translation>Wirf die gewählten Schiffe erneut und gib die neuen Werte ein.</translation>
    </message>
    <message numerus="yes">
        <source>Turn up %n card(s) from the alien tech pile and enter them in order.</source>
        <translation>
            <numerusform>Decke %n Karte vom Alien-Tech-Stapel auf und gib sie ein.</numerusform>
            <numerusform>Decke %n Karten vom Alien-Tech-Stapel auf und gib sie der Reihe nach ein.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every ship is docked: use cards or trade, then end the turn.</source>
        <translation>Alle Schiffe sind angedockt: Nutze Karten oder handle, dann beende den Zug.</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) to place. Select dice (click or type their values), then click a facility on the board.</source>
        <translation>
            <numerusform>%n Schiff zu platzieren. Wähle Würfel aus (anklicken oder ihre Werte tippen) und klicke dann eine Station auf dem Spielplan an.</numerusform>
            <numerusform>%n Schiffe zu platzieren. Wähle Würfel aus (anklicken oder ihre Werte tippen) und klicke dann eine Station auf dem Spielplan an.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>Set up the table as the guide says; the app deals the alien tech cards.</source>
        <translation>Bereite den Tisch nach der Anleitung vor; die App teilt die Alien-Tech-Karten aus.</translation>
    </message>
    <message>
        <source>Set up the table as the guide says, then enter the cards dealt: 3 on display, then 1 for each player.</source>
        <translation>Bereite den Tisch nach der Anleitung vor und gib dann die ausgeteilten Karten ein: 3 in der Auslage, dann 1 für jeden Spieler.</translation>
    </message>
    <message>
        <source>Turn up for me</source>
        <translation>Für mich aufdecken</translation>
    </message>
    <message>
        <source>Deal and start the game</source>
        <translation>Austeilen und Partie starten</translation>
    </message>
    <message>
        <source>Roll for me</source>
        <translation>Für mich würfeln</translation>
    </message>
    <message>
        <source>Shortcut: R or Enter</source>
        <translation>Kürzel: R oder Enter</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation>Karte %1</translation>
    </message>
    <message>
        <source>Put them on display</source>
        <translation>In die Auslage legen</translation>
    </message>
    <message>
        <source>Display 1</source>
        <translation>Auslage 1</translation>
    </message>
    <message>
        <source>Display 2</source>
        <translation>Auslage 2</translation>
    </message>
    <message>
        <source>Display 3</source>
        <translation>Auslage 3</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Partie starten</translation>
    </message>
    <message>
        <source>Relic Ship</source>
        <translation>Reliktschiff</translation>
    </message>
    <message>
        <source>ship %1</source>
        <translation>Schiff %1</translation>
    </message>
    <message>
        <source>All ships docked</source>
        <translation>Alle Schiffe angedockt</translation>
    </message>
    <message>
        <source>Use</source>
        <extracomment>Use an alien tech card's fuel power</extracomment>
        <translation>Nutzen</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>Discard an alien tech card for its discard power</extracomment>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <source>Trade %1 fuel → 1 ore</source>
        <extracomment>Trade at the Orbital Market: %1 fuel for 1 ore</extracomment>
        <translation>%1 Treibstoff → 1 Erz tauschen</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Handeln</translation>
    </message>
    <message>
        <source>Orbital Market (shortcut X)</source>
        <translation>Orbitalmarkt (Kürzel X)</translation>
    </message>
    <message>
        <source>Cycle cards (%1)</source>
        <translation>Karten tauschen (%1)</translation>
    </message>
    <message>
        <source>Discard the display and turn up three new cards</source>
        <translation>Auslage abwerfen und drei neue Karten aufdecken</translation>
    </message>
    <message>
        <source>Claim a card (%1/%2)</source>
        <translation>Karte nehmen (%1/%2)</translation>
    </message>
    <message>
        <source>Or click a card on display</source>
        <translation>Oder klicke eine Karte in der Auslage an</translation>
    </message>
    <message>
        <source>Launch colony</source>
        <translation>Kolonie starten</translation>
    </message>
    <message>
        <source>From circle 7 of the Colonist Hub, for 1 fuel and 1 ore</source>
        <translation>Von Kreis 7 des Kolonistenzentrums, für 1 Treibstoff und 1 Erz</translation>
    </message>
    <message>
        <source>Buy Relic Ship</source>
        <translation>Reliktschiff kaufen</translation>
    </message>
    <message>
        <source>1 fuel and 1 ore</source>
        <translation>1 Treibstoff und 1 Erz</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Shortcut: E</source>
        <translation>Kürzel: E</translation>
    </message>
    <message>
        <source>%1 wins with %2 VP.</source>
        <translation>%1 gewinnt mit %2 SP.</translation>
    </message>
    <message>
        <source>Show the final ranking</source>
        <translation>Endwertung anzeigen</translation>
    </message>
    <message>
        <source>Answer the question on the right, on the board or there (Esc cancels).</source>
        <translation>Beantworte die Frage rechts, auf dem Spielplan oder dort (Esc bricht ab).</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>The AI's suggestion for this turn. Shortcut: H (with no die selected)</source>
        <translation>Der Vorschlag der KI für diesen Zug. Tastenkürzel: H (ohne gewählten Würfel)</translation>
    </message>
    <message numerus="yes">
        <source>The faction draft: the app draws %n board(s) at random from the box; ask for them on the right.</source>
        <translation>
            <numerusform>Die Fraktionsauswahl: Die App zieht %n Tableau zufällig aus der Schachtel; fordere es rechts an.</numerusform>
            <numerusform>Die Fraktionsauswahl: Die App zieht %n Tableaus zufällig aus der Schachtel; fordere sie rechts an.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The faction draft: take %n board(s) at random from the box and click them on the right.</source>
        <translation>
            <numerusform>Die Fraktionsauswahl: Zieht %n Tableau zufällig aus der Schachtel und klickt es rechts an.</numerusform>
            <numerusform>Die Fraktionsauswahl: Zieht %n Tableaus zufällig aus der Schachtel und klickt sie rechts an.</numerusform>
        </translation>
    </message>
    <message>
        <source>The faction draft: %1 takes one of the last two boards on the right; the other goes back to the box.</source>
        <translation>Die Fraktionsauswahl: %1 nimmt eines der letzten beiden Tableaus rechts; das andere kommt zurück in die Schachtel.</translation>
    </message>
    <message numerus="yes">
        <source>The faction draft: %1 takes one of the %n boards on the right and passes the rest to the player seated before them.</source>
        <translation>
            <numerusform>Die Fraktionsauswahl: %1 nimmt eines der %n Tableaus rechts und gibt den Rest an den Spieler davor weiter.</numerusform>
            <numerusform>Die Fraktionsauswahl: %1 nimmt eines der %n Tableaus rechts und gibt den Rest an den Spieler davor weiter.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over. First reveal the agenda cards whose end-game goal is met: Reveal on the player's card.</source>
        <translation>Das Spiel ist vorbei. Deckt zuerst die Agendakarten auf, deren Spielende-Ziel erfüllt ist: „Aufdecken“ auf der Spielerkarte.</translation>
    </message>
    <message numerus="yes">
        <source>The app deals the agenda cards: %n face down to each player.</source>
        <translation>
            <numerusform>Die App teilt die Agendakarten aus: %n verdeckt an jeden Spieler.</numerusform>
            <numerusform>Die App teilt die Agendakarten aus: %n verdeckt an jeden Spieler.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal %n agenda cards face down to each player, then say so here.</source>
        <translation>
            <numerusform>Teile jedem Spieler %n Agendakarte verdeckt aus und sag es dann hier.</numerusform>
            <numerusform>Teile jedem Spieler %n Agendakarten verdeckt aus und sag es dann hier.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n agenda card(s) instead of trading.</source>
        <translation>
            <numerusform>%1 zieht %n Agendakarte, statt zu handeln.</numerusform>
            <numerusform>%1 zieht %n Agendakarten, statt zu handeln.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start of the turn: discard a card whose power comes now, or begin the turn.</source>
        <translation>Beginn des Zuges: Wirf eine Karte ab, deren Fähigkeit jetzt wirkt, oder beginne den Zug.</translation>
    </message>
    <message>
        <source>Agenda cards dealt</source>
        <translation>Agendakarten ausgeteilt</translation>
    </message>
    <message>
        <source>Agenda cards drawn</source>
        <translation>Agendakarten gezogen</translation>
    </message>
    <message>
        <source>Begin the turn</source>
        <translation>Zug beginnen</translation>
    </message>
    <message>
        <source>Deal the agenda cards</source>
        <translation>Agendakarten austeilen</translation>
    </message>
    <message>
        <source>Draw for me</source>
        <translation>Für mich ziehen</translation>
    </message>
    <message>
        <source>Draw agendas</source>
        <translation>Agenden ziehen</translation>
    </message>
    <message>
        <source>Your pair at the Orbital Market draws agenda cards instead of trading</source>
        <translation>Dein Paar am Orbitalmarkt zieht Agendakarten, statt zu handeln</translation>
    </message>
    <message>
        <source>%1 first discards agenda cards: Discard on their player card.</source>
        <translation>%1 wirft zuerst Agendakarten ab: „Abwerfen“ auf der Spielerkarte.</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n agenda card(s).</source>
        <translation>
            <numerusform>%1 zieht %n Agendakarte.</numerusform>
            <numerusform>%1 zieht %n Agendakarten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start of the turn: %1 first takes the Auto Pilot A.I.'s income, fuel or ore, their choice.</source>
        <extracomment>%1 is the holder of the Auto Pilot A.I., who may be another player than the one whose turn starts</extracomment>
        <translation>Beginn des Zuges: Zuerst nimmt %1 das Einkommen der Autopilot-KI, Treibstoff oder Erz nach Wahl.</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <extracomment>The Auto Pilot A.I.'s income: "Ada takes 1 fuel"</extracomment>
        <translation>%1 nimmt %2</translation>
    </message>
    <message>
        <source>The app rolls the Field Propagator's die.</source>
        <translation>Die App würfelt für den Feldausbreiter.</translation>
    </message>
    <message>
        <source>Roll one die for the Field Propagator and click its value.</source>
        <translation>Würfle einen Würfel für den Feldausbreiter und klicke seinen Wert an.</translation>
    </message>
    <message>
        <source>The Field Propagator's die names the %1: place it on a territory where you have a colony.</source>
        <extracomment>%1 is the field generator the Field Propagator's die named</extracomment>
        <translation>Der Würfel des Feldausbreiters nennt: %1. Setze es auf ein Gebiet, in dem du eine Kolonie hast.</translation>
    </message>
    <message>
        <source>Place the %1</source>
        <translation>%1 platzieren</translation>
    </message>
    <message>
        <source>Release a colony (%1)</source>
        <extracomment>Land again a colony kept on an alien tech card: "Release a colony (Gravitron Shunt)"</extracomment>
        <translation>Kolonie freigeben (%1)</translation>
    </message>
    <message>
        <source>One of your colonies kept on the card lands on a territory</source>
        <translation>Eine deiner Kolonien auf der Karte landet auf einem Gebiet</translation>
    </message>
    <message>
        <source>Game over: the ranking is not final yet</source>
        <translation>Spielende: Die Rangfolge steht noch nicht fest</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>Geteilter Sieg: %1</translation>
    </message>
</context>
<context>
    <name>afapp::AutosaveWriter</name>
    <message>
        <source>cannot create the folder %1: %2</source>
        <extracomment>%1 is a folder, %2 the system's reason (e.g. "Not a directory")</extracomment>
        <translation>der Ordner %1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <extracomment>%1 is a line number of the autosave journal, %2 the problem found there</extracomment>
        <translation>Zeile %1: %2</translation>
    </message>
</context>
</TS>
