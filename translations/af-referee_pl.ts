<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>AgendaChoice</name>
    <message>
        <source>A face-down card (not named)</source>
        <translation>Zakryta karta (bez nazwy)</translation>
    </message>
    <message>
        <source>None of these: no more cards to reveal</source>
        <extracomment>At the end of the game, in table mode: the player's face-down agenda cards meet no end-game goal</extracomment>
        <translation>Żadna z tych: nie ma już kart do odkrycia</translation>
    </message>
</context>
<context>
    <name>AgendaLook</name>
    <message>
        <source>Hand the screen to %1</source>
        <translation>Przekaż ekran graczowi %1</translation>
    </message>
    <message>
        <source>%1's agenda cards</source>
        <translation>Karty agendy: %1</translation>
    </message>
    <message>
        <source>The cards are covered. Hand the screen back.</source>
        <translation>Karty są zakryte. Oddaj ekran.</translation>
    </message>
    <message>
        <source>Only %1 should look: the secret agenda cards come next.</source>
        <translation>Patrzy tylko %1: za chwilę pojawią się tajne karty agendy.</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>Jestem %1: pokaż moje karty</translation>
    </message>
    <message>
        <source>Cover my cards</source>
        <translation>Zakryj moje karty</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>AiPanel</name>
    <message>
        <source>The app is thinking for %1…</source>
        <translation>Aplikacja myśli za: %1…</translation>
    </message>
    <message>
        <source>★ The app plays: %1</source>
        <translation>★ Aplikacja gra: %1</translation>
    </message>
    <message>
        <source>Done on the board: next</source>
        <translation>Zrobione na planszy: dalej</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <source>Shortcut: N</source>
        <translation>Skrót: N</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a good turn for %1… %n move(s) found so far.</source>
        <translation>
            <numerusform>Szukam dobrej tury dla: %1… Dotąd znaleziono %n ruch.</numerusform>
            <numerusform>Szukam dobrej tury dla: %1… Dotąd znaleziono %n ruchy.</numerusform>
            <numerusform>Szukam dobrej tury dla: %1… Dotąd znaleziono %n ruchów.</numerusform>
        </translation>
    </message>
    <message>
        <source>No hint here: the game waits for the dice or the cards, or it is over.</source>
        <translation>Tu nie ma podpowiedzi: gra czeka na kości lub karty albo już się skończyła.</translation>
    </message>
    <message>
        <source>Hint for %1 (the AI's choice; the board marks each move with ★ and its number):</source>
        <translation>Podpowiedź dla: %1 (wybór SI; plansza oznacza każdy ruch gwiazdką ★ i jego numerem):</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Zatrzymaj</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ukryj</translation>
    </message>
    <message>
        <source>What it gains: %1</source>
        <translation>Co to daje: %1</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>System language</source>
        <translation>Język systemu</translation>
    </message>
</context>
<context>
    <name>AutosaveBanner</name>
    <message>
        <source>This game is no longer being saved automatically.</source>
        <translation>Ta gra nie jest już zapisywana automatycznie.</translation>
    </message>
    <message>
        <source>Last saved to %1; the moves since then are not saved. Save again to keep them.</source>
        <translation>Ostatnio zapisano w %1; ruchy wykonane od tego czasu nie są zapisane. Zapisz ponownie, aby je zachować.</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Zapisz jako…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Spróbuj ponownie</translation>
    </message>
    <message>
        <source>Keep it with “Save as…” in another folder. The autosave is tried again when play pauses, and every few moves.</source>
        <translation>Zachowaj ją przez „Zapisz jako…” w innym folderze. Automatyczny zapis jest ponawiany, gdy gra się zatrzyma, i co kilka ruchów.</translation>
    </message>
    <message>
        <source>Saved to %1. The autosave is tried again when play pauses, and every few moves.</source>
        <translation>Zapisano w %1. Automatyczny zapis jest ponawiany, gdy gra się zatrzyma, i co kilka ruchów.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Alien Frontiers board</source>
        <translation>Plansza Alien Frontiers</translation>
    </message>
    <message>
        <source>Draw pile %1 · discards %2</source>
        <translation>Do dobierania %1 · odrzucone %2</translation>
    </message>
    <message>
        <source>Field generators</source>
        <translation>Generatory pól</translation>
    </message>
    <message>
        <source>off the board</source>
        <extracomment>Where a field generator is: "off the board" or the territory's name</extracomment>
        <translation>poza planszą</translation>
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
        <translation>Aplikacja rzuca kośćmi za: %1.</translation>
    </message>
    <message>
        <source>The app draws the faction boards.</source>
        <translation>Aplikacja losuje plansze frakcji.</translation>
    </message>
    <message>
        <source>The app turns up the cards.</source>
        <translation>Aplikacja odkrywa karty.</translation>
    </message>
    <message>
        <source>Roll %1's dice at the table and enter them.</source>
        <translation>Rzućcie przy stole kośćmi za: %1 i wpiszcie wyniki.</translation>
    </message>
    <message>
        <source>Turn up the cards at the table and enter them.</source>
        <translation>Odkryjcie karty przy stole i wpiszcie je.</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>Confirm</source>
        <translation>Potwierdź</translation>
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
        <translation>Statek Reliktowy</translation>
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
        <translation>Po tym wyborze nie ma żadnego dozwolonego ruchu.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Continue without</source>
        <translation>Dalej bez nich</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <source>Click a territory on the planet, or choose below.</source>
        <translation>Kliknij terytorium na planecie albo wybierz poniżej.</translation>
    </message>
    <message>
        <source>Click a facility on the board, or choose below.</source>
        <translation>Kliknij stację na planszy albo wybierz poniżej.</translation>
    </message>
    <message>
        <source>Click a card on display, or choose below.</source>
        <translation>Kliknij kartę na wystawce albo wybierz poniżej.</translation>
    </message>
    <message>
        <source>Click a lit die in your fleet, or choose below.</source>
        <translation>Kliknij podświetloną kość w swojej flocie albo wybierz poniżej.</translation>
    </message>
    <message>
        <source>Click a lit die on the board, or choose below.</source>
        <translation>Kliknij podświetloną kość na planszy albo wybierz poniżej.</translation>
    </message>
    <message>
        <source>Click a lit die on the board or in your fleet, or choose below.</source>
        <translation>Kliknij podświetloną kość na planszy lub w swojej flocie albo wybierz poniżej.</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <source>Relic Ship</source>
        <extracomment>Label under a die to enter: the Relic Ship, or a ship's number</extracomment>
        <translation>Statek Reliktowy</translation>
    </message>
    <message>
        <source>ship %1</source>
        <translation>statek %1</translation>
    </message>
    <message>
        <source>Click a face or type 1–6:</source>
        <translation>Kliknij ściankę lub wpisz 1–6:</translation>
    </message>
    <message>
        <source>Confirm the roll</source>
        <translation>Potwierdź rzut</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Wyczyść</translation>
    </message>
</context>
<context>
    <name>Die</name>
    <message>
        <source>Die showing %1</source>
        <translation>Kość z wynikiem %1</translation>
    </message>
    <message>
        <source>Die not rolled</source>
        <translation>Kość nierzucona</translation>
    </message>
</context>
<context>
    <name>DraftPanel</name>
    <message>
        <source>The faction draft</source>
        <translation>Wybór frakcji</translation>
    </message>
    <message>
        <source>%1 boards are drawn at random from the box.</source>
        <translation>Z pudełka losuje się plansze: %1.</translation>
    </message>
    <message>
        <source>Draw %1 boards from the box and choose them here.</source>
        <translation>Wylosujcie z pudełka plansze (%1) i zaznaczcie je tutaj.</translation>
    </message>
    <message>
        <source>%1 picks a board. The last player picks first; the board left goes back to the box.</source>
        <translation>%1 wybiera planszę. Ostatni gracz wybiera pierwszy; pozostała plansza wraca do pudełka.</translation>
    </message>
    <message>
        <source>Draw the boards for me</source>
        <translation>Wylosuj plansze za mnie</translation>
    </message>
    <message>
        <source>These %1 boards were drawn</source>
        <translation>Wylosowano te plansze (%1)</translation>
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
        <translation>Zakończ turę</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 fuel and %3 ore: %n token(s) go back to the supply to keep 8. Which?</source>
        <translation>
            <numerusform>%1: paliwo %2, ruda %3. %n żeton wraca do puli, aby zostało 8. Który?</numerusform>
            <numerusform>%1: paliwo %2, ruda %3. %n żetony wracają do puli, aby zostało 8. Które?</numerusform>
            <numerusform>%1: paliwo %2, ruda %3. %n żetonów wraca do puli, aby zostało 8. Które?</numerusform>
        </translation>
    </message>
    <message>
        <source>Return fuel</source>
        <translation>Zwróć paliwo</translation>
    </message>
    <message>
        <source>and ore: %1</source>
        <translation>i rudę: %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zakończ turę</translation>
    </message>
</context>
<context>
    <name>FactionsModel</name>
    <message>
        <source>Only %1 uses this ability, on their own turn.</source>
        <translation>Tylko %1 używa tej zdolności, we własnej turze.</translation>
    </message>
    <message>
        <source>No use of this ability is possible now.</source>
        <translation>Tej zdolności nie można teraz użyć.</translation>
    </message>
    <message>
        <source>Docking fee: %1, paid to %2</source>
        <extracomment>%1: an amount such as "1 fuel"; %2: the board's owner</extracomment>
        <translation>Opłata za dokowanie: %1, dla: %2</translation>
    </message>
    <message>
        <source>Owner ability</source>
        <extracomment>%1: an amount such as "2 fuel"</extracomment>
        <translation>Zdolność właściciela</translation>
    </message>
    <message>
        <source>Owner ability (%1)</source>
        <translation>Zdolność właściciela (%1)</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>The game could not be opened</source>
        <translation>Nie udało się otworzyć gry</translation>
    </message>
    <message>
        <source>Game resumed where it was left.</source>
        <translation>Gra została wznowiona w miejscu, w którym ją przerwano.</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>Nie udało się zapisać gry</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Zapisano w %1</translation>
    </message>
    <message>
        <source>alien-frontiers-%1.json</source>
        <translation>alien-frontiers-%1.json</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Zapisy gier (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Otwórz grę</translation>
    </message>
</context>
<context>
    <name>GameHistory</name>
    <message>
        <source>The history of games in %1 could not be read (%2). It was kept as %3 and a new history was started.</source>
        <translation>Nie udało się odczytać historii gier w %1 (%2). Zachowano ją jako %3 i rozpoczęto nową historię.</translation>
    </message>
    <message>
        <source>The history of games cannot be used: %1</source>
        <translation>Nie można użyć historii gier: %1</translation>
    </message>
    <message>
        <source>This game could not be stored in the history of games: %1</source>
        <translation>Nie udało się zapisać tej gry w historii: %1</translation>
    </message>
    <message>
        <source>Export the history of games</source>
        <translation>Eksportuj historię gier</translation>
    </message>
    <message>
        <source>games.csv</source>
        <translation>gry.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Nie udało się zapisać %1: %2</translation>
    </message>
    <message>
        <source>Game %1 is not in the history.</source>
        <translation>Gry %1 nie ma w historii.</translation>
    </message>
    <message>
        <source>Game %1 of the history cannot be read: %2</source>
        <translation>Nie można odczytać gry %1 z historii: %2</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>%1%2 %3</source>
        <extracomment>A change of a player's tokens, e.g. "+2 fuel" or "−1 ore"</extracomment>
        <translation>%3 %1%2</translation>
    </message>
    <message>
        <source>the Relic Ship's %1</source>
        <translation>%1 (Statek Reliktowy)</translation>
    </message>
    <message>
        <source>%1 gets the %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cards dealt: %1 on display; %2.</source>
        <translation>Rozdano karty: %1 na wystawce; %2.</translation>
    </message>
    <message>
        <source>%1 rolls %2.</source>
        <translation>%1 rzuca: %2.</translation>
    </message>
    <message>
        <source>%1 rolls again: %2.</source>
        <translation>%1 rzuca ponownie: %2.</translation>
    </message>
    <message>
        <source>Turned up for the display: %1.</source>
        <translation>Odkryto na wystawkę: %1.</translation>
    </message>
    <message>
        <source>%1 docks %2 at the %3 and lands a colony on %4.</source>
        <translation>%3: %1 dokuje %2 i osadza kolonię na terytorium %4.</translation>
    </message>
    <message>
        <source>%1 docks %2 at the %3.</source>
        <translation>%3: %1 dokuje %2.</translation>
    </message>
    <message>
        <source>%1 cannot dock a %2 anywhere and puts it on the Maintenance Bay.</source>
        <translation>%1 nie może nigdzie zadokować statku o wartości %2 i odstawia go do Hangaru Serwisowego.</translation>
    </message>
    <message>
        <source>%1 trades at the Orbital Market.</source>
        <translation>%1 handluje na Rynku Orbitalnym.</translation>
    </message>
    <message>
        <source>%1 cycles the alien tech cards on display.</source>
        <translation>%1 wymienia karty technologii obcych na wystawce.</translation>
    </message>
    <message>
        <source>%1 claims the %2.</source>
        <translation>%1 zdobywa kartę %2.</translation>
    </message>
    <message>
        <source>%1 launches a colony from the Colonist Hub to %2.</source>
        <translation>%1 wystrzeliwuje kolonię z Centrum Kolonistów na terytorium %2.</translation>
    </message>
    <message>
        <source>%1 buys the Relic Ship.</source>
        <translation>%1 kupuje Statek Reliktowy.</translation>
    </message>
    <message>
        <source>%1 uses the %2: %3 moves to the %4.</source>
        <translation>%1 używa karty %2: %3 → %4.</translation>
    </message>
    <message>
        <source>%1 uses the %2.</source>
        <translation>%1 używa karty %2.</translation>
    </message>
    <message>
        <source>%1 discards the %2 for its power.</source>
        <translation>%1 odrzuca kartę %2, by użyć jej zdolności.</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation>%1 kończy turę.</translation>
    </message>
    <message>
        <source>a colony on %1</source>
        <translation>kolonia na terytorium %1</translation>
    </message>
    <message>
        <source>a colony leaves %1</source>
        <translation>kolonia opuszcza terytorium %1</translation>
    </message>
    <message>
        <source>gains the %1</source>
        <translation>zyskuje kartę %1</translation>
    </message>
    <message>
        <source>loses the %1</source>
        <translation>traci kartę %1</translation>
    </message>
    <message>
        <source>a new ship</source>
        <translation>nowy statek</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) back to the stock</source>
        <translation>
            <numerusform>%n statek wraca do rezerwy</numerusform>
            <numerusform>%n statki wracają do rezerwy</numerusform>
            <numerusform>%n statków wraca do rezerwy</numerusform>
        </translation>
    </message>
    <message>
        <source>Colonist Hub circle %1</source>
        <translation>Centrum Kolonistów: krąg %1</translation>
    </message>
    <message>
        <source>now controls %1</source>
        <translation>kontroluje teraz terytorium %1</translation>
    </message>
    <message>
        <source>no longer controls %1</source>
        <translation>nie kontroluje już terytorium %1</translation>
    </message>
    <message>
        <source>takes the Relic Ship</source>
        <translation>bierze Statek Reliktowy</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Effects of an action on one player: "Alice: +2 fuel, a colony on Lem Badlands"</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 goes to the Maintenance Bay</source>
        <translation>%1 trafia do Hangaru Serwisowego</translation>
    </message>
    <message>
        <source>%1 moves to the %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>the Relic Ship returns to Burroughs Desert</source>
        <translation>Statek Reliktowy wraca na Pustynię Burroughsa</translation>
    </message>
    <message>
        <source>the %1 is taken off the board</source>
        <translation>%1 zostaje zdjęte z planszy</translation>
    </message>
    <message>
        <source>the %1 moves to %2</source>
        <translation>%1 przenosi się na terytorium %2</translation>
    </message>
    <message>
        <source>a %1 becomes a %2</source>
        <translation>%1 zmienia się w %2</translation>
    </message>
    <message>
        <source>%1 — %2.</source>
        <extracomment>An action followed by what it changed, e.g. "Alice docks 4 at the Lunar Mine. — Alice: +1 ore."</extracomment>
        <translation>%1 — %2.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <source>Faction boards drawn for the draft: %1.</source>
        <translation>Plansze frakcji wylosowane do wyboru: %1.</translation>
    </message>
    <message>
        <source>%1 takes the %2 board.</source>
        <translation>%1 bierze planszę %2.</translation>
    </message>
    <message>
        <source>%1 uses the owner ability of the %2 board.</source>
        <translation>%1 używa zdolności właściciela planszy %2.</translation>
    </message>
    <message>
        <source>Agenda cards dealt: two face down to each player.</source>
        <translation>Rozdano karty agendy: po dwie zakryte każdemu graczowi.</translation>
    </message>
    <message>
        <source>%1 reveals agenda #%2 at the end of the game.</source>
        <translation>%1 odkrywa agendę nr %2 na koniec gry.</translation>
    </message>
    <message>
        <source>%1 reveals agenda #%2.</source>
        <translation>%1 odkrywa agendę nr %2.</translation>
    </message>
    <message>
        <source>%1 draws agenda cards at the Orbital Market instead of trading.</source>
        <translation>%1 dobiera karty agendy na Rynku Orbitalnym zamiast handlować.</translation>
    </message>
    <message>
        <source>%1 discards a face-down agenda card.</source>
        <translation>%1 odrzuca zakrytą kartę agendy.</translation>
    </message>
    <message>
        <source>%1 discards nothing more at the start of the turn.</source>
        <translation>%1 nie odrzuca już niczego na początku tury.</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n ore from the %2.</source>
        <translation>
            <numerusform>%1 bierze %n rudę z karty %2.</numerusform>
            <numerusform>%1 bierze %n rudy z karty %2.</numerusform>
            <numerusform>%1 bierze %n rud z karty %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n fuel from the %2.</source>
        <translation>
            <numerusform>%1 bierze %n paliwo z karty %2.</numerusform>
            <numerusform>%1 bierze %n paliwa z karty %2.</numerusform>
            <numerusform>%1 bierze %n paliw z karty %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolls %2 for the Field Propagator.</source>
        <translation>%1 wyrzuca %2 dla Propagatora Pola.</translation>
    </message>
    <message>
        <source>the %1 straddles the border with %2</source>
        <translation>%1 obejmuje granicę z terytorium %2</translation>
    </message>
    <message>
        <source>the %1 stands wholly on %2</source>
        <translation>%1 stoi w całości na terytorium %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n agenda card(s).</source>
        <translation>
            <numerusform>%1 dobiera %n kartę agendy.</numerusform>
            <numerusform>%1 dobiera %n karty agendy.</numerusform>
            <numerusform>%1 dobiera %n kart agendy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 looks at the top %n card(s) of the draw pile.</source>
        <translation>
            <numerusform>%1 ogląda wierzchnią kartę talii.</numerusform>
            <numerusform>%1 ogląda %n wierzchnie karty talii.</numerusform>
            <numerusform>%1 ogląda %n wierzchnich kart talii.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 puts the cards back on the draw pile in an order of their choice.</source>
        <translation>%1 odkłada karty na talię w wybranej przez siebie kolejności.</translation>
    </message>
    <message>
        <source>%1 has no more agenda cards to reveal.</source>
        <translation>%1 nie ma już kart agendy do odkrycia.</translation>
    </message>
</context>
<context>
    <name>GameOverView</name>
    <message>
        <source>Shared victory: %1</source>
        <translation>Wspólne zwycięstwo: %1</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 wygrywa!</translation>
    </message>
    <message>
        <source>colonies %1 · territories %2 · City %3 · Monument %4 · Positron %5</source>
        <translation>kolonie %1 · terytoria %2 · Miasto %3 · Pomnik %4 · Pozytron %5</translation>
    </message>
    <message numerus="yes">
        <source>%n alien tech card(s)</source>
        <translation>
            <numerusform>%n karta technologii obcych</numerusform>
            <numerusform>%n karty technologii obcych</numerusform>
            <numerusform>%n kart technologii obcych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ore</source>
        <translation>
            <numerusform>%n ruda</numerusform>
            <numerusform>%n rudy</numerusform>
            <numerusform>%n rudy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fuel</source>
        <translation>
            <numerusform>%n paliwo</numerusform>
            <numerusform>%n paliwa</numerusform>
            <numerusform>%n paliwa</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 PZ</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Cofnij ostatni ruch</translation>
    </message>
    <message>
        <source>Save the game…</source>
        <translation>Zapisz grę…</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Zobacz planszę</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>agendas %1</source>
        <translation>agendy %1</translation>
    </message>
    <message>
        <source>alien tech %1</source>
        <translation>technologia %1</translation>
    </message>
    <message>
        <source>Agenda cards may still be revealed: a player whose face-down card's end-game goal is met turns it face up for 1 VP before the ranking is final.</source>
        <translation>Karty agendy można jeszcze odkryć: gracz, którego zakryta karta ma spełniony cel na koniec gry, odkrywa ją za 1 PZ, zanim ranking będzie ostateczny.</translation>
    </message>
    <message>
        <source>Reveal agenda cards</source>
        <translation>Odkryj karty agendy</translation>
    </message>
    <message>
        <source>Game over: the ranking is not final yet</source>
        <translation>Koniec gry: ranking nie jest jeszcze ostateczny</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>This move could not be understood (%1).</source>
        <translation>Nie udało się zrozumieć tego ruchu (%1).</translation>
    </message>
    <message>
        <source>Start or open a game first.</source>
        <translation>Najpierw rozpocznij lub otwórz grę.</translation>
    </message>
    <message>
        <source>Nothing needs to be rolled or drawn now.</source>
        <translation>Teraz nie trzeba niczego rzucać ani dobierać.</translation>
    </message>
    <message>
        <source>This game uses the table's dice and cards: enter what they show.</source>
        <translation>Ta gra używa kości i kart ze stołu: wpisz, co pokazują.</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <extracomment>%1 is the log entry of the move taken back</extracomment>
        <translation>Cofnięto: %1</translation>
    </message>
    <message>
        <source>Choose a colour for every player.</source>
        <translation>Wybierz kolor dla każdego gracza.</translation>
    </message>
    <message>
        <source>Unknown ruleset.</source>
        <translation>Nieznana wersja zasad.</translation>
    </message>
    <message>
        <source>The seed must be a whole number.</source>
        <translation>Ziarno musi być liczbą całkowitą.</translation>
    </message>
    <message>
        <source>A game has 2 to 4 players.</source>
        <translation>W grze bierze udział od 2 do 4 graczy.</translation>
    </message>
    <message>
        <source>Every player needs a colour of their own.</source>
        <translation>Każdy gracz potrzebuje własnego koloru.</translation>
    </message>
    <message>
        <source>Move %1 of the game cannot be played: %2</source>
        <translation>Ruchu %1 tej gry nie można wykonać: %2</translation>
    </message>
    <message>
        <source>The rules engine cannot play the %1 module yet: %2</source>
        <translation>Silnik zasad nie obsługuje jeszcze modułu %1: %2</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Dock any ships, one per port. Each ship gains fuel: half its value, rounded up.</source>
        <translation>Dokuj dowolne statki, po jednym na port. Każdy statek daje paliwo: połowę swojej wartości, zaokrągloną w górę.</translation>
    </message>
    <message>
        <source>Dock ships one per port, each at least as high as the highest ship already there. Each ship gains 1 ore.</source>
        <translation>Dokuj statki po jednym na port, każdy o wartości co najmniej takiej jak najwyższy statek już tam zadokowany. Każdy statek daje 1 rudę.</translation>
    </message>
    <message>
        <source>Dock a pair of equal values. Then trade fuel for ore as often as you like this turn: the pair's value in fuel buys 1 ore.</source>
        <translation>Zadokuj parę równych wartości. Potem w tej turze wymieniaj paliwo na rudę, ile razy chcesz: paliwo w ilości równej wartości pary kupuje 1 rudę.</translation>
    </message>
    <message>
        <source>Dock any ships. Each ship lets you cycle the three cards on display once; your ships here totalling 8 or more this turn claim one card.</source>
        <translation>Dokuj dowolne statki. Każdy statek pozwala raz wymienić trzy karty na wystawce; jeśli twoje statki zadokowane tu w tej turze dają łącznie 8 lub więcej, zdobywasz jedną kartę.</translation>
    </message>
    <message>
        <source>Dock up to three ships on your track. The first places a colony on circle 1, each further ship moves it one circle on. From circle 7 launch it for 1 fuel and 1 ore.</source>
        <translation>Zadokuj do trzech statków na swoim torze. Pierwszy umieszcza kolonię na kręgu 1, każdy kolejny przesuwa ją o jeden krąg dalej. Z kręgu 7 wystrzel ją za 1 paliwo i 1 rudę.</translation>
    </message>
    <message>
        <source>Dock three equal values and pay 3 ore to land a colony on a territory.</source>
        <translation>Zadokuj trzy równe wartości i zapłać 3 rudy, aby osadzić kolonię na terytorium.</translation>
    </message>
    <message>
        <source>Dock a 6 and pay 1 fuel and 1 ore to land a colony on a territory. The ship is lost: it goes back to your stock at the start of your next turn.</source>
        <translation>Zadokuj 6 i zapłać 1 paliwo i 1 rudę, aby osadzić kolonię na terytorium. Statek przepada: na początku twojej następnej tury wraca do twojej rezerwy.</translation>
    </message>
    <message>
        <source>Dock a pair of equal values and pay fuel and ore to build a new ship. It waits on the Maintenance Bay until your next turn.</source>
        <translation>Zadokuj parę równych wartości i zapłać paliwo i rudę, aby zbudować nowy statek. Czeka on w Hangarze Serwisowym do twojej następnej tury.</translation>
    </message>
    <message>
        <source>Dock three consecutive values to take up to 4 resources from other players, or one alien tech card from one player.</source>
        <translation>Zadokuj trzy kolejne wartości, aby zabrać innym graczom do 4 surowców albo jednemu graczowi jedną kartę technologii obcych.</translation>
    </message>
    <message>
        <source>Ships that cannot dock anywhere rest here, and new ships wait here for the next turn.</source>
        <translation>Tu odpoczywają statki, które nie mogą nigdzie zadokować, i tu nowe statki czekają na następną turę.</translation>
    </message>
    <message>
        <source>Bonus: docking two or more ships at the Colonist Hub in a turn moves your colony one extra circle.</source>
        <translation>Premia: zadokowanie w jednej turze dwóch lub więcej statków w Centrum Kolonistów przesuwa twoją kolonię o jeden dodatkowy krąg.</translation>
    </message>
    <message>
        <source>Bonus: the Colony Constructor costs you 2 ore instead of 3.</source>
        <translation>Premia: Konstruktor Kolonii kosztuje cię 2 rudy zamiast 3.</translation>
    </message>
    <message>
        <source>Bonus: you may buy the Relic Ship, a colourless extra ship, for 1 fuel and 1 ore.</source>
        <translation>Premia: możesz kupić Statek Reliktowy, bezbarwny dodatkowy statek, za 1 paliwo i 1 rudę.</translation>
    </message>
    <message>
        <source>Bonus: at the Orbital Market, 1 fuel buys 1 ore.</source>
        <translation>Premia: na Rynku Orbitalnym 1 paliwo kupuje 1 rudę.</translation>
    </message>
    <message>
        <source>Bonus: the Shipyard costs you 1 fuel and 1 ore less.</source>
        <translation>Premia: Stocznia kosztuje cię o 1 paliwo i 1 rudę mniej.</translation>
    </message>
    <message>
        <source>Bonus: each ship docked at the Solar Converter gains 1 extra fuel.</source>
        <translation>Premia: każdy statek zadokowany w Konwerterze Słonecznym daje 1 dodatkowe paliwo.</translation>
    </message>
    <message>
        <source>Bonus: each use of an alien tech fuel power costs 1 fuel less.</source>
        <translation>Premia: każde użycie zdolności za paliwo karty technologii obcych kosztuje o 1 paliwo mniej.</translation>
    </message>
    <message>
        <source>Bonus: your first ship docked at the Lunar Mine each turn may show any value.</source>
        <translation>Premia: twój pierwszy statek zadokowany w danej turze w Kopalni Księżycowej może mieć dowolną wartość.</translation>
    </message>
    <message>
        <source>Cancels the bonus of the territory it is on.</source>
        <translation>Znosi premię terytorium, na którym się znajduje.</translation>
    </message>
    <message>
        <source>The player controlling its territory scores 1 extra point.</source>
        <translation>Gracz kontrolujący jego terytorium zdobywa 1 dodatkowy punkt.</translation>
    </message>
    <message>
        <source>No colony may land on its territory or be moved away from it.</source>
        <translation>Żadna kolonia nie może wylądować na jego terytorium ani zostać z niego przeniesiona.</translation>
    </message>
    <message>
        <source>Worth 1 point while you hold it.</source>
        <translation>Warta 1 punkt, dopóki ją masz.</translation>
    </message>
    <message>
        <source>Pay 1 fuel: add 1 to an unplaced ship.</source>
        <translation>Zapłać 1 paliwo: dodaj 1 do nieumieszczonego statku.</translation>
    </message>
    <message>
        <source>Discard: take a field generator off the board.</source>
        <translation>Odrzuć: zdejmij generator pola z planszy.</translation>
    </message>
    <message>
        <source>Pay 1 fuel per colony on a territory: use its bonus this turn.</source>
        <translation>Zapłać 1 paliwo za każdą kolonię na terytorium: użyj w tej turze jego premii.</translation>
    </message>
    <message>
        <source>Discard: move the Positron Field to a territory.</source>
        <translation>Odrzuć: przenieś Pole Pozytronowe na terytorium.</translation>
    </message>
    <message>
        <source>Pay 2 fuel: take 1 from one unplaced ship and add 1 to another.</source>
        <translation>Zapłać 2 paliwa: odejmij 1 od jednego nieumieszczonego statku i dodaj 1 do innego.</translation>
    </message>
    <message>
        <source>Discard: move the Repulsor Field to a territory.</source>
        <translation>Odrzuć: przenieś Pole Odpychające na terytorium.</translation>
    </message>
    <message>
        <source>Raiders cannot take your resources; they may take only this card from you.</source>
        <translation>Najeźdźcy nie mogą zabrać ci surowców; mogą zabrać ci tylko tę kartę.</translation>
    </message>
    <message>
        <source>Pay 2 fuel: move one of your docked ships to another facility.</source>
        <translation>Zapłać 2 paliwa: przenieś jeden ze swoich zadokowanych statków do innej stacji.</translation>
    </message>
    <message>
        <source>Discard: move any colony to another territory.</source>
        <translation>Odrzuć: przenieś dowolną kolonię na inne terytorium.</translation>
    </message>
    <message>
        <source>Pay 1 fuel per ship: send other players' ships at one facility to the Maintenance Bay.</source>
        <translation>Zapłać 1 paliwo za statek: odeślij statki innych graczy z jednej stacji do Hangaru Serwisowego.</translation>
    </message>
    <message>
        <source>Discard: send one docked ship of another player back to their stock.</source>
        <translation>Odrzuć: odeślij jeden zadokowany statek innego gracza do jego rezerwy.</translation>
    </message>
    <message>
        <source>Pay 1 fuel: turn an unplaced ship to its opposite face (1↔6, 2↔5, 3↔4).</source>
        <translation>Zapłać 1 paliwo: obróć nieumieszczony statek na przeciwną ściankę (1↔6, 2↔5, 3↔4).</translation>
    </message>
    <message>
        <source>Discard: swap two colonies of different players on two territories.</source>
        <translation>Odrzuć: zamień dwie kolonie różnych graczy na dwóch terytoriach.</translation>
    </message>
    <message>
        <source>After your roll: more odd dice gain 1 ore, more even dice gain 1 fuel; as many of each gain both, and the card is discarded.</source>
        <translation>Po twoim rzucie: więcej nieparzystych kości daje 1 rudę, więcej parzystych 1 paliwo; po równo daje jedno i drugie, a karta zostaje odrzucona.</translation>
    </message>
    <message>
        <source>Pay 1 fuel: take 1 from an unplaced ship.</source>
        <translation>Zapłać 1 paliwo: odejmij 1 od nieumieszczonego statku.</translation>
    </message>
    <message>
        <source>Discard: move the Isolation Field to a territory.</source>
        <translation>Odrzuć: przenieś Pole Izolacyjne na terytorium.</translation>
    </message>
    <message>
        <source>Pay 1 fuel: roll any of your unplaced ships again.</source>
        <translation>Zapłać 1 paliwo: przerzuć dowolne ze swoich nieumieszczonych statków.</translation>
    </message>
    <message>
        <source>Discard: take a card of your choice from the discard pile.</source>
        <translation>Odrzuć: weź wybraną kartę ze stosu kart odrzuconych.</translation>
    </message>
    <message>
        <source>Pay 3 fuel: move another player's docked ship to a facility, for your benefit.</source>
        <translation>Zapłać 3 paliwa: przenieś zadokowany statek innego gracza do stacji, na swoją korzyść.</translation>
    </message>
    <message>
        <source>Discard at the start of your turn: the Relic Ship joins your fleet, rolled with it, for this turn.</source>
        <translation>Odrzuć na początku swojej tury: Statek Reliktowy dołącza na tę turę do twojej floty i jest z nią rzucany.</translation>
    </message>
    <message>
        <source>Worth a point more while you also hold the Alien City or the Alien Monument.</source>
        <translation>Warta punkt więcej, dopóki masz też Miasto Obcych albo Pomnik Obcych.</translation>
    </message>
    <message>
        <source>Pay fuel: take a ship of any player from the Maintenance Bay, roll it and use it this turn.</source>
        <translation>Zapłać paliwo: weź statek dowolnego gracza z Hangaru Serwisowego, rzuć nim i użyj go w tej turze.</translation>
    </message>
    <message>
        <source>Discard: every ship at one orbital facility goes to the Maintenance Bay.</source>
        <translation>Odrzuć: wszystkie statki z jednej stacji orbitalnej trafiają do Hangaru Serwisowego.</translation>
    </message>
    <message>
        <source>Free: put an unplaced ship of yours on this card; while it is there you take fuel or ore at the start of every turn.</source>
        <translation>Za darmo: postaw jeden ze swoich nieumieszczonych statków na tej karcie; dopóki tam stoi, na początku każdej tury bierzesz paliwo albo rudę.</translation>
    </message>
    <message>
        <source>Discard: the ship on this card goes to the Maintenance Bay.</source>
        <translation>Odrzuć: statek z tej karty trafia do Hangaru Serwisowego.</translation>
    </message>
    <message>
        <source>Discard at the start of your turn: your Terraforming Station ship goes to the Maintenance Bay, not to your stock.</source>
        <translation>Odrzuć na początku swojej tury: twój statek ze Stacji Terraformującej trafia do Hangaru Serwisowego, nie do rezerwy.</translation>
    </message>
    <message>
        <source>Pay fuel: your unplaced ships of the same values take the places of other players' ships at one facility.</source>
        <translation>Zapłać paliwo: twoje nieumieszczone statki o tych samych wartościach zajmują na jednej stacji miejsca statków innych graczy.</translation>
    </message>
    <message>
        <source>Discard: the colonies of two territories change places.</source>
        <translation>Odrzuć: kolonie dwóch terytoriów zamieniają się miejscami.</translation>
    </message>
    <message>
        <source>Free: roll one of your unplaced ships again.</source>
        <translation>Za darmo: przerzuć jeden ze swoich nieumieszczonych statków.</translation>
    </message>
    <message>
        <source>Discard once all your ships are placed: take back one or two docked ships, roll them and dock them elsewhere.</source>
        <translation>Odrzuć, gdy wszystkie twoje statki są umieszczone: zabierz jeden lub dwa zadokowane statki, rzuć nimi i zadokuj je gdzie indziej.</translation>
    </message>
    <message>
        <source>Discard: put the Repulsor or the Positron Field on a territory where you have a colony.</source>
        <translation>Odrzuć: połóż Pole Odpychające albo Pole Pozytronowe na terytorium, na którym masz kolonię.</translation>
    </message>
    <message>
        <source>Other players' cards cost them more fuel for each of your ships they affect.</source>
        <translation>Karty innych graczy kosztują ich więcej paliwa za każdy twój statek, którego dotyczą.</translation>
    </message>
    <message>
        <source>Pay fuel: gain ore.</source>
        <translation>Zapłać paliwo: zdobądź rudę.</translation>
    </message>
    <message>
        <source>Discard: gain ore.</source>
        <translation>Odrzuć: zdobądź rudę.</translation>
    </message>
    <message>
        <source>Pay fuel: set one of your unplaced ships to any value; a fuel goes on this card, and when enough are on it the card is discarded.</source>
        <translation>Zapłać paliwo: ustaw jeden ze swoich nieumieszczonych statków na dowolną wartość; na tę kartę trafia paliwo, a gdy jest go dość, karta zostaje odrzucona.</translation>
    </message>
    <message>
        <source>Pay fuel: a field generator on a territory you control also covers a neighbouring territory.</source>
        <translation>Zapłać paliwo: generator pola na kontrolowanym przez ciebie terytorium obejmuje też sąsiednie terytorium.</translation>
    </message>
    <message>
        <source>Discard: every field generator moves to one territory where you have a colony.</source>
        <translation>Odrzuć: wszystkie generatory pola trafiają na jedno terytorium, na którym masz kolonię.</translation>
    </message>
    <message>
        <source>Pay fuel and roll a die: it names a field generator, which you put on a territory where you have a colony.</source>
        <translation>Zapłać paliwo i rzuć kością: wskazuje ona generator pola, który kładziesz na terytorium, na którym masz kolonię.</translation>
    </message>
    <message>
        <source>Discard: move one field generator to another territory.</source>
        <translation>Odrzuć: przenieś jeden generator pola na inne terytorium.</translation>
    </message>
    <message>
        <source>Pay fuel: add 1 to each of your unplaced ships (a 6 becomes a 1).</source>
        <translation>Zapłać paliwo: dodaj 1 do każdego ze swoich nieumieszczonych statków (6 zmienia się w 1).</translation>
    </message>
    <message>
        <source>Discard: put a field generator that is off the planet on a territory where you have a colony.</source>
        <translation>Odrzuć: połóż generator pola spoza planety na terytorium, na którym masz kolonię.</translation>
    </message>
    <message>
        <source>Pay fuel: take a colony off its territory onto this card; its owner may pay to land it again on their turn.</source>
        <translation>Zapłać paliwo: zdejmij kolonię z jej terytorium na tę kartę; jej właściciel może w swojej turze zapłacić, by znów ją wylądować.</translation>
    </message>
    <message>
        <source>Pay fuel before you roll: another player's docked ship joins your fleet for this turn.</source>
        <translation>Zapłać paliwo przed rzutem: zadokowany statek innego gracza dołącza na tę turę do twojej floty.</translation>
    </message>
    <message>
        <source>Discard at the start of your turn: two other players' docked ships join your fleet for this turn.</source>
        <translation>Odrzuć na początku swojej tury: dwa zadokowane statki innych graczy dołączają na tę turę do twojej floty.</translation>
    </message>
    <message>
        <source>Pay fuel before you roll: roll one ship, and all your other ships take its value.</source>
        <translation>Zapłać paliwo przed rzutem: rzuć jednym statkiem, a wszystkie twoje pozostałe statki przyjmują jego wartość.</translation>
    </message>
    <message>
        <source>Discard: every docked ship on the board turns to 1.</source>
        <translation>Odrzuć: każdy zadokowany statek na planszy zmienia się na 1.</translation>
    </message>
    <message>
        <source>Pay fuel: move another player's colony from a territory where you have a colony to a neighbouring one.</source>
        <translation>Zapłać paliwo: przenieś kolonię innego gracza z terytorium, na którym masz kolonię, na sąsiednie.</translation>
    </message>
    <message>
        <source>Discard: the other players' colonies leave a territory where you have a colony, to neighbouring ones.</source>
        <translation>Odrzuć: kolonie innych graczy opuszczają terytorium, na którym masz kolonię, przenosząc się na sąsiednie.</translation>
    </message>
    <message>
        <source>Pay fuel when you dock at the Lunar Mine: gain more ore.</source>
        <translation>Zapłać paliwo, gdy dokujesz w Kopalni Księżycowej: zdobądź więcej rudy.</translation>
    </message>
    <message>
        <source>Discard: every ship at the Lunar Mine goes to the Maintenance Bay.</source>
        <translation>Odrzuć: wszystkie statki z Kopalni Księżycowej trafiają do Hangaru Serwisowego.</translation>
    </message>
    <message>
        <source>Put fuel on this card: until your next turn nobody can move or remove your colonies.</source>
        <translation>Połóż paliwo na tej karcie: do twojej następnej tury nikt nie może przenieść ani usunąć twoich kolonii.</translation>
    </message>
    <message>
        <source>Discard: move up to two of your colonies to one territory.</source>
        <translation>Odrzuć: przenieś do dwóch swoich kolonii na jedno terytorium.</translation>
    </message>
    <message>
        <source>Discard: reveal one of your face-down agenda cards and score its point without meeting its goal.</source>
        <translation>Odrzuć: odkryj jedną ze swoich zakrytych kart agendy i zdobądź jej punkt bez spełnienia jej celu.</translation>
    </message>
    <message>
        <source>You may hold one more agenda card.</source>
        <translation>Możesz mieć o jedną kartę agendy więcej.</translation>
    </message>
    <message>
        <source>Pay ore: gain fuel, more with the Pohl Foothills bonus.</source>
        <translation>Zapłać rudę: zdobądź paliwo, więcej z premią Pogórza Pohla.</translation>
    </message>
    <message>
        <source>Discard: return an unplaced ship to your stock and gain fuel and ore.</source>
        <translation>Odrzuć: odłóż nieumieszczony statek do rezerwy i zdobądź paliwo i rudę.</translation>
    </message>
    <message>
        <source>Move some of your fuel and ore onto this card, out of the limit's and the raiders' reach.</source>
        <translation>Przełóż część swojego paliwa i rudy na tę kartę, poza limit i zasięg najeźdźców.</translation>
    </message>
    <message>
        <source>Discard: take everything on this card into your supply.</source>
        <translation>Odrzuć: weź wszystko z tej karty do swojego zapasu.</translation>
    </message>
    <message>
        <source>Pay fuel before you roll: draw an agenda card face up; it scores if you meet its goal this turn.</source>
        <translation>Zapłać paliwo przed rzutem: dobierz odkrytą kartę agendy; liczy się, jeśli spełnisz jej cel w tej turze.</translation>
    </message>
    <message>
        <source>Use another card's fuel power a second time this turn, paying its cost again.</source>
        <translation>Użyj w tej turze po raz drugi mocy za paliwo innej karty, płacąc znów jej koszt.</translation>
    </message>
    <message>
        <source>Discard: another player discards an alien tech card of your choice, without its power.</source>
        <translation>Odrzuć: inny gracz odrzuca wybraną przez ciebie kartę technologii obcych, bez jej mocy.</translation>
    </message>
    <message>
        <source>Pay fuel: use one more discard power this turn.</source>
        <translation>Zapłać paliwo: użyj w tej turze jeszcze jednej mocy odrzucenia.</translation>
    </message>
    <message>
        <source>Discard: the three cards on display leave the game.</source>
        <translation>Odrzuć: trzy karty z wystawki opuszczają grę.</translation>
    </message>
    <message>
        <source>Before you roll, put fuel on this card: a roll with four or more ships of one value turns it into ore.</source>
        <translation>Przed rzutem połóż paliwo na tej karcie: rzut z czterema lub więcej statkami o tej samej wartości zamienia je w rudę.</translation>
    </message>
    <message>
        <source>Pay fuel: cycle the cards on display.</source>
        <translation>Zapłać paliwo: wymień karty na wystawce.</translation>
    </message>
    <message>
        <source>Discard: cycle the display a few times for free, then claim a card on it.</source>
        <translation>Odrzuć: wymień wystawkę kilka razy za darmo, potem weź z niej kartę.</translation>
    </message>
    <message>
        <source>Discard: take a resource of your choice from each other player.</source>
        <translation>Odrzuć: weź od każdego innego gracza wybrany surowiec.</translation>
    </message>
    <message>
        <source>What other players return above the limit comes to you.</source>
        <translation>To, co inni gracze oddają ponad limit, trafia do ciebie.</translation>
    </message>
    <message>
        <source>Pay fuel: look at the top cards of the alien tech pile and put them back in any order.</source>
        <translation>Zapłać paliwo: obejrzyj wierzchnie karty stosu technologii obcych i odłóż je w dowolnej kolejności.</translation>
    </message>
    <message>
        <source>Discard: move one of your colonies to a territory with no colony.</source>
        <translation>Odrzuć: przenieś jedną ze swoich kolonii na terytorium bez kolonii.</translation>
    </message>
    <message>
        <source>Discard: the colonies of one territory move to neighbouring territories; then this card leaves the game.</source>
        <translation>Odrzuć: kolonie jednego terytorium przenoszą się na sąsiednie; potem ta karta opuszcza grę.</translation>
    </message>
    <message>
        <source>With enough ships in play: return an unplaced ship to your stock and gain its Shipyard price.</source>
        <translation>Przy dość statkach w grze: odłóż nieumieszczony statek do rezerwy i zdobądź jego cenę w Stoczni.</translation>
    </message>
    <message>
        <source>Discard: the same with two unplaced ships.</source>
        <translation>Odrzuć: to samo z dwoma nieumieszczonymi statkami.</translation>
    </message>
    <message>
        <source>With a high pair at the Shipyard: pay fuel instead of the Shipyard price for the ship.</source>
        <translation>Z wysoką parą w Stoczni: zapłać za statek paliwo zamiast ceny Stoczni.</translation>
    </message>
    <message>
        <source>Discard: the ship you build is rolled and used at once.</source>
        <translation>Odrzuć: budowany statek zostaje rzucony i od razu użyty.</translation>
    </message>
    <message>
        <source>Free: gain fuel for each other player's ship at the Solar Converter.</source>
        <translation>Za darmo: zdobądź paliwo za każdy statek innego gracza w Konwerterze Słonecznym.</translation>
    </message>
    <message>
        <source>Discard: the other players return all their fuel to the supply.</source>
        <translation>Odrzuć: inni gracze oddają całe swoje paliwo do zapasu.</translation>
    </message>
    <message>
        <source>Pay fuel per ship: dock at a facility with no free port.</source>
        <translation>Zapłać paliwo za każdy statek: zadokuj na stacji bez wolnego miejsca.</translation>
    </message>
    <message>
        <source>Discard: every ship at one facility goes to the Maintenance Bay.</source>
        <translation>Odrzuć: wszystkie statki z jednej stacji trafiają do Hangaru Serwisowego.</translation>
    </message>
    <message>
        <source>Pay fuel: take 1 from each of your unplaced ships (a 1 becomes a 6).</source>
        <translation>Zapłać paliwo: odejmij 1 od każdego ze swoich nieumieszczonych statków (1 zmienia się w 6).</translation>
    </message>
    <message>
        <source>Discard: take a field generator off a territory where you have a colony.</source>
        <translation>Odrzuć: zdejmij generator pola z terytorium, na którym masz kolonię.</translation>
    </message>
    <message>
        <source>Pay fuel: use the power of a card on display as if it were yours, paying its own cost too.</source>
        <translation>Zapłać paliwo: użyj mocy karty z wystawki, jakby była twoja, płacąc też jej własny koszt.</translation>
    </message>
    <message>
        <source>Discard: claim a card on display.</source>
        <translation>Odrzuć: weź kartę z wystawki.</translation>
    </message>
</context>
<context>
    <name>LegalMoves</name>
    <message>
        <source>Send ships to the Maintenance Bay one at a time.</source>
        <translation>Wysyłaj statki do Hangaru Serwisowego pojedynczo.</translation>
    </message>
    <message>
        <source>Only a ship that cannot dock anywhere goes to the Maintenance Bay.</source>
        <translation>Do Hangaru Serwisowego trafia tylko statek, który nie może nigdzie zadokować.</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Game log</source>
        <translation>Dziennik gry</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n ruch</numerusform>
            <numerusform>%n ruchy</numerusform>
            <numerusform>%n ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1 · %2</source>
        <extracomment>Log heading: "Turn 3 · Alice"</extracomment>
        <translation>Tura %1 · %2</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Przygotowanie</translation>
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
        <translation>Gra ▾</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Otwórz…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Zapisz jako…</translation>
    </message>
    <message>
        <source>Correct the position…</source>
        <translation>Popraw stan gry…</translation>
    </message>
    <message>
        <source>Final ranking</source>
        <translation>Klasyfikacja końcowa</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Ustawienia…</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Kompendium zasad</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Cofnij</translation>
    </message>
    <message>
        <source>Undo: %1 (Ctrl+Z)</source>
        <translation>Cofnij: %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>↷ Redo</source>
        <translation>↷ Ponów</translation>
    </message>
    <message>
        <source>Redo: %1 (Ctrl+Shift+Z)</source>
        <translation>Ponów: %1 (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Referee for Alien Frontiers</source>
        <translation>Sędzia do Alien Frontiers</translation>
    </message>
    <message>
        <source>long game</source>
        <translation>długa gra</translation>
    </message>
    <message>
        <source>app dice, seed %1</source>
        <translation>kości aplikacji, ziarno %1</translation>
    </message>
    <message>
        <source>table dice</source>
        <translation>kości ze stołu</translation>
    </message>
    <message>
        <source>not saved to a file</source>
        <translation>nie zapisano w pliku</translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <translation>%1 (zmieniono)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Rules reference (F2)</source>
        <translation>Kompendium zasad (F2)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts (F1)</source>
        <translation>Skróty klawiszowe (F1)</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Rozpocząć nową grę?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved to a file. The autosave keeps only the latest game, so save it first if you want to come back to it.</source>
        <translation>Trwająca gra nie została zapisana w pliku. Autozapis przechowuje tylko ostatnią grę, więc najpierw ją zapisz, jeśli chcesz do niej wrócić.</translation>
    </message>
    <message>
        <source>Close the rules reference</source>
        <translation>Zamknij kompendium zasad</translation>
    </message>
    <message>
        <source>Open another game?</source>
        <translation>Otworzyć inną grę?</translation>
    </message>
    <message>
        <source>Games played and statistics</source>
        <translation>Rozegrane gry i statystyki</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>That is not possible now: the game is waiting for {0}.</source>
        <translation>To teraz niemożliwe: gra czeka na {0}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <source>This is not supported yet.</source>
        <translation>To nie jest jeszcze obsługiwane.</translation>
    </message>
    <message>
        <source>{0} is not one of your ships.</source>
        <translation>{0} nie jest twoim statkiem.</translation>
    </message>
    <message>
        <source>{0} is not an unplaced ship of your fleet.</source>
        <translation>{0} nie jest nieumieszczonym statkiem twojej floty.</translation>
    </message>
    <message>
        <source>{0} is not docked at an orbital facility.</source>
        <translation>{0} nie jest zadokowany w żadnej stacji orbitalnej.</translation>
    </message>
    <message>
        <source>{0} is named twice.</source>
        <translation>{0} występuje dwukrotnie.</translation>
    </message>
    <message>
        <source>The {0} has no free docking port for these ships.</source>
        <translation>{0}: brak wolnego portu dla tych statków.</translation>
    </message>
    <message>
        <source>The ships docked at the {0} must all show the same value.</source>
        <translation>{0}: wszystkie zadokowane tu statki muszą mieć tę samą wartość.</translation>
    </message>
    <message>
        <source>The Raiders' Outpost needs three ships with consecutive values.</source>
        <translation>Posterunek Najeźdźców wymaga trzech statków o kolejnych wartościach.</translation>
    </message>
    <message>
        <source>Each ship docked at the {0} must be at least {1}; this one is {2}.</source>
        <translation>{0}: każdy zadokowany tu statek musi mieć co najmniej {1}; ten ma {2}.</translation>
    </message>
    <message>
        <source>The {0} needs a ship showing {1}, not {2}.</source>
        <translation>{0}: potrzebny jest statek z wartością {1}, a nie {2}.</translation>
    </message>
    <message>
        <source>This costs {0} fuel and you have {1}.</source>
        <translation>Koszt w paliwie: {0}, a masz {1}.</translation>
    </message>
    <message>
        <source>This costs {0} ore and you have {1}.</source>
        <translation>Koszt w rudzie: {0}, a masz {1}.</translation>
    </message>
    <message>
        <source>You have no colony left to place.</source>
        <translation>Nie masz już kolonii do osadzenia.</translation>
    </message>
    <message>
        <source>Choose the territory where the colony lands.</source>
        <translation>Wybierz terytorium, na którym wyląduje kolonia.</translation>
    </message>
    <message>
        <source>This action does not take that choice.</source>
        <translation>Ta akcja nie przyjmuje takiego wyboru.</translation>
    </message>
    <message>
        <source>The Repulsor Field on {0} stops colonies being added there or taken away.</source>
        <translation>Pole Odpychające na terytorium {0} nie pozwala dodawać tam ani zabierać stamtąd kolonii.</translation>
    </message>
    <message>
        <source>Your ship stock is empty: there is no ship to build.</source>
        <translation>Twoja rezerwa statków jest pusta: nie ma statku do zbudowania.</translation>
    </message>
    <message>
        <source>The ships at the Raiders' Outpost total {0}: a new run must total more; yours totals {1}.</source>
        <translation>Statki na Posterunku Najeźdźców dają łącznie {0}: nowa sekwencja musi dać więcej; twoja daje {1}.</translation>
    </message>
    <message>
        <source>Under these rules you cannot bump your own run at the Raiders' Outpost.</source>
        <translation>Według tych zasad nie możesz wypchnąć własnej sekwencji z Posterunku Najeźdźców.</translation>
    </message>
    <message>
        <source>You cannot raid yourself.</source>
        <translation>Nie możesz najechać samego siebie.</translation>
    </message>
    <message>
        <source>{0} holds the Holographic Decoy: their resources cannot be raided.</source>
        <translation>{0} ma Holograficzną Przynętę: temu graczowi nie można zabrać surowców.</translation>
    </message>
    <message>
        <source>{0} does not have that many resources.</source>
        <translation>{0} nie ma tylu surowców.</translation>
    </message>
    <message>
        <source>{0} does not hold the {1}.</source>
        <translation>{0} nie ma karty {1}.</translation>
    </message>
    <message>
        <source>{0} holds the Holographic Decoy: it is the only card you can take from them.</source>
        <translation>{0} ma Holograficzną Przynętę: to jedyna karta, którą możesz temu graczowi zabrać.</translation>
    </message>
    <message>
        <source>Only a raid at the Raiders' Outpost takes resources or cards.</source>
        <translation>Surowce lub karty zabiera tylko najazd z Posterunku Najeźdźców.</translation>
    </message>
    <message>
        <source>Your colony on circle 7 of the Colonist Hub must be launched before you dock there again.</source>
        <translation>Twoja kolonia na kręgu 7 Centrum Kolonistów musi zostać wystrzelona, zanim znów tam zadokujesz.</translation>
    </message>
    <message>
        <source>You have no colony on circle 7 of the Colonist Hub (yours is on circle {0}).</source>
        <translation>Nie masz kolonii na kręgu 7 Centrum Kolonistów (twoja jest na kręgu {0}).</translation>
    </message>
    <message>
        <source>You have no pair docked at the Orbital Market this turn.</source>
        <translation>W tej turze nie masz pary zadokowanej na Rynku Orbitalnym.</translation>
    </message>
    <message>
        <source>Each ship docked at the Alien Artifact allows one cycle; you have none left.</source>
        <translation>Każdy statek zadokowany przy Artefakcie Obcych pozwala na jedną wymianę; nie zostały ci już żadne.</translation>
    </message>
    <message>
        <source>Your ships docked at the Alien Artifact since the last claim total {0}; a claim needs {1}.</source>
        <translation>Twoje statki zadokowane przy Artefakcie Obcych od ostatniego zdobycia karty dają łącznie {0}; do zdobycia karty potrzeba {1}.</translation>
    </message>
    <message>
        <source>The {0} is not on display.</source>
        <translation>Karty {0} nie ma na wystawce.</translation>
    </message>
    <message>
        <source>You already hold a {0}: nobody may hold two copies.</source>
        <translation>Masz już kartę {0}: nikt nie może mieć dwóch egzemplarzy.</translation>
    </message>
    <message>
        <source>{0} can still dock at the {1}: only a ship that cannot dock anywhere goes to the Maintenance Bay.</source>
        <translation>{0} może jeszcze zadokować ({1}): do Hangaru Serwisowego trafia tylko statek, który nie może nigdzie zadokować.</translation>
    </message>
    <message>
        <source>You do not control {0}.</source>
        <translation>Nie kontrolujesz terytorium {0}.</translation>
    </message>
    <message>
        <source>The Relic Ship is not on Burroughs Desert.</source>
        <translation>Statek Reliktowy nie stoi na Pustyni Burroughsa.</translation>
    </message>
    <message>
        <source>The Isolation Field on {0} cancels its bonus.</source>
        <translation>Pole Izolacyjne na terytorium {0} znosi jego premię.</translation>
    </message>
    <message>
        <source>You do not hold a {0}.</source>
        <translation>Nie masz karty {0}.</translation>
    </message>
    <message>
        <source>The {0} has already been used this turn.</source>
        <translation>Karta {0} została już użyta w tej turze.</translation>
    </message>
    <message>
        <source>Only one discard power may be used each turn.</source>
        <translation>W każdej turze można użyć tylko jednej zdolności odrzucenia.</translation>
    </message>
    <message>
        <source>The {0} was used this turn, so it cannot be discarded.</source>
        <translation>Karta {0} została użyta w tej turze, więc nie można jej odrzucić.</translation>
    </message>
    <message>
        <source>The {0} has no power to pay for.</source>
        <translation>Karta {0} nie ma płatnej zdolności.</translation>
    </message>
    <message>
        <source>The {0} has no discard power.</source>
        <translation>Karta {0} nie ma zdolności odrzucenia.</translation>
    </message>
    <message>
        <source>A ship's value stays between 1 and 6 (this would make {0}).</source>
        <translation>Wartość statku musi mieścić się między 1 a 6 (tu wyszłoby {0}).</translation>
    </message>
    <message>
        <source>Choose two different ships.</source>
        <translation>Wybierz dwa różne statki.</translation>
    </message>
    <message>
        <source>The {0} is not on the board.</source>
        <translation>{0} nie jest na planszy.</translation>
    </message>
    <message>
        <source>It is already on {0}: choose another territory.</source>
        <translation>Już się znajduje na terytorium {0}: wybierz inne terytorium.</translation>
    </message>
    <message>
        <source>{0} has no colony on {1}.</source>
        <translation>{0} nie ma kolonii na terytorium {1}.</translation>
    </message>
    <message>
        <source>{0} has no colonies.</source>
        <translation>{0} nie ma kolonii.</translation>
    </message>
    <message>
        <source>The Data Crystal cannot borrow the Burroughs Desert bonus.</source>
        <translation>Kryształ Danych nie może pożyczyć premii Pustyni Burroughsa.</translation>
    </message>
    <message>
        <source>Ships on the Maintenance Bay cannot be moved by alien tech.</source>
        <translation>Statków w Hangarze Serwisowym nie można przenosić technologią obcych.</translation>
    </message>
    <message>
        <source>A ship on the Terraforming Station cannot be moved to another facility.</source>
        <translation>Statku ze Stacji Terraformującej nie można przenieść do innej stacji.</translation>
    </message>
    <message>
        <source>The ship must move to a different facility than the {0}.</source>
        <translation>Statek musi przenieść się do innej stacji niż {0}.</translation>
    </message>
    <message>
        <source>The ship cannot be moved onto the {0}.</source>
        <translation>Statku nie można przenieść do tej stacji: {0}.</translation>
    </message>
    <message>
        <source>{0} is yours: this power only targets other players' ships.</source>
        <translation>{0} należy do ciebie: ta zdolność działa tylko na statki innych graczy.</translation>
    </message>
    <message>
        <source>There is nothing to take.</source>
        <translation>Nie ma czego wziąć.</translation>
    </message>
    <message>
        <source>There is no {0} in the discard pile.</source>
        <translation>Na stosie kart odrzuconych nie ma karty {0}.</translation>
    </message>
    <message>
        <source>Choose colonies of two different players.</source>
        <translation>Wybierz kolonie dwóch różnych graczy.</translation>
    </message>
    <message>
        <source>A die shows 1 to 6, not {0}.</source>
        <translation>Kość pokazuje od 1 do 6, a nie {0}.</translation>
    </message>
    <message>
        <source>No {0} is left to turn up.</source>
        <translation>Nie została już żadna karta {0} do odkrycia.</translation>
    </message>
    <message>
        <source>That is not an orbital facility you can dock at.</source>
        <translation>To nie jest stacja orbitalna, w której możesz zadokować.</translation>
    </message>
    <message>
        <source>The supply has no {0} left.</source>
        <translation>W puli zabrakło surowca: {0}.</translation>
    </message>
    <message>
        <source>player %1</source>
        <extracomment>A player named by seat number when no name is known</extracomment>
        <translation>gracz %1</translation>
    </message>
    <message>
        <source>the Relic Ship</source>
        <translation>Statek Reliktowy</translation>
    </message>
    <message>
        <source>%1's ship %2</source>
        <extracomment>%1 is a player's name, %2 the number of the ship (1 to 6)</extracomment>
        <translation>statek %2 gracza %1</translation>
    </message>
    <message>
        <source>%1 (showing %2)</source>
        <extracomment>A ship and the value its die shows, e.g. "Alice's ship 2 (showing 5)"</extracomment>
        <translation>%1 (wartość %2)</translation>
    </message>
    <message>
        <source>That ship is not in this game.</source>
        <translation>Tego statku nie ma w tej grze.</translation>
    </message>
    <message numerus="yes">
        <source>The {0} takes %n ship(s) at a time.</source>
        <translation>
            <numerusform>{0} przyjmuje %n statek naraz.</numerusform>
            <numerusform>{0} przyjmuje %n statki naraz.</numerusform>
            <numerusform>{0} przyjmuje %n statków naraz.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Terraforming Station may not leave you with fewer than %n ship(s) of your colour.</source>
        <translation>
            <numerusform>Stacja Terraformująca nie może zostawić cię z mniej niż %n statkiem twojego koloru.</numerusform>
            <numerusform>Stacja Terraformująca nie może zostawić cię z mniej niż %n statkami twojego koloru.</numerusform>
            <numerusform>Stacja Terraformująca nie może zostawić cię z mniej niż %n statkami twojego koloru.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A raid takes at most %n resource(s).</source>
        <translation>
            <numerusform>Najazd może zabrać najwyżej %n surowiec.</numerusform>
            <numerusform>Najazd może zabrać najwyżej %n surowce.</numerusform>
            <numerusform>Najazd może zabrać najwyżej %n surowców.</numerusform>
        </translation>
    </message>
    <message>
        <source>That player is not in this game.</source>
        <translation>Tego gracza nie ma w tej grze.</translation>
    </message>
    <message numerus="yes">
        <source>Your Colonist Hub track has only %n docking port(s).</source>
        <translation>
            <numerusform>Twój tor w Centrum Kolonistów ma tylko %n port.</numerusform>
            <numerusform>Twój tor w Centrum Kolonistów ma tylko %n porty.</numerusform>
            <numerusform>Twój tor w Centrum Kolonistów ma tylko %n portów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) are not docked yet.</source>
        <translation>
            <numerusform>%n statek nie jest jeszcze zadokowany.</numerusform>
            <numerusform>%n statki nie są jeszcze zadokowane.</numerusform>
            <numerusform>%n statków nie jest jeszcze zadokowanych.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You must return exactly %n token(s) to keep 8.</source>
        <translation>
            <numerusform>Musisz zwrócić dokładnie %n żeton, aby zostało 8.</numerusform>
            <numerusform>Musisz zwrócić dokładnie %n żetony, aby zostało 8.</numerusform>
            <numerusform>Musisz zwrócić dokładnie %n żetonów, aby zostało 8.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This needs %n unplaced ship(s).</source>
        <translation>
            <numerusform>Potrzebny jest %n nieumieszczony statek.</numerusform>
            <numerusform>Potrzebne są %n nieumieszczone statki.</numerusform>
            <numerusform>Potrzeba %n nieumieszczonych statków.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} would be left with fewer than %n ship(s).</source>
        <translation>
            <numerusform>{0}: liczba statków spadłaby poniżej %n.</numerusform>
            <numerusform>{0}: liczba statków spadłaby poniżej %n.</numerusform>
            <numerusform>{0}: liczba statków spadłaby poniżej %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter %n dice value(s), not {1}.</source>
        <translation>
            <numerusform>Podaj %n wartość kości, nie {1}.</numerusform>
            <numerusform>Podaj %n wartości kości, nie {1}.</numerusform>
            <numerusform>Podaj %n wartości kości, nie {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter %n card(s), not {1}.</source>
        <translation>
            <numerusform>Podaj %n kartę, nie {1}.</numerusform>
            <numerusform>Podaj %n karty, nie {1}.</numerusform>
            <numerusform>Podaj %n kart, nie {1}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Plasma Cannon fires at one facility per use: {0} is docked at the {1}, not the {2}.</source>
        <translation>Działo Plazmowe strzela przy jednym użyciu tylko do jednej stacji ({2}): {0} jest zadokowany w innej ({1}).</translation>
    </message>
    <message>
        <source>Nobody has the {0} board in this game.</source>
        <translation>Nikt nie ma w tej grze planszy {0}.</translation>
    </message>
    <message>
        <source>The {0} board is not in the draft pool of this game.</source>
        <translation>Planszy {0} nie ma w puli wyboru tej gry.</translation>
    </message>
    <message>
        <source>The {0} board is drawn twice.</source>
        <translation>Plansza {0} została wylosowana dwa razy.</translation>
    </message>
    <message>
        <source>The {0} board is not among the boards still offered.</source>
        <translation>Planszy {0} nie ma już wśród oferowanych plansz.</translation>
    </message>
    <message>
        <source>You have no faction board.</source>
        <translation>Nie masz planszy frakcji.</translation>
    </message>
    <message>
        <source>The {0} has no owner ability to use: it works by itself.</source>
        <translation>{0} nie ma zdolności właściciela do użycia: działa sama.</translation>
    </message>
    <message>
        <source>You have already used the owner ability of the {0} this turn.</source>
        <translation>W tej turze już użyto zdolności właściciela: {0}.</translation>
    </message>
    <message>
        <source>{0} must have no colony on it.</source>
        <translation>Na terytorium {0} nie może być żadnej kolonii.</translation>
    </message>
    <message>
        <source>{1} does not border {0}.</source>
        <translation>{1} nie graniczy z {0}.</translation>
    </message>
    <message>
        <source>{0} is not contested: it needs two or more colonies and no controller.</source>
        <translation>{0} nie jest sporne: potrzeba tam dwóch lub więcej kolonii i nikt nie może go kontrolować.</translation>
    </message>
    <message>
        <source>You have no ship docked at the Terraforming Station this turn.</source>
        <translation>W tej turze nie masz statku zadokowanego w Stacji Terraformującej.</translation>
    </message>
    <message>
        <source>Another unplaced ship of yours already shows {0}.</source>
        <translation>Inny z twoich nierozmieszczonych statków pokazuje już {0}.</translation>
    </message>
    <message>
        <source>The fleet roll did not show all different values.</source>
        <translation>Rzut floty nie dał samych różnych wartości.</translation>
    </message>
    <message>
        <source>This can only be done right after the roll, before anything else.</source>
        <translation>To można zrobić tylko zaraz po rzucie, przed czymkolwiek innym.</translation>
    </message>
    <message>
        <source>Your colony waits on the Colonist Hub, circle {0}: launch it first.</source>
        <translation>Twoja kolonia czeka na kręgu {0} Centrum Kolonistów: najpierw ją wystrzel.</translation>
    </message>
    <message>
        <source>The {0} is already on the planet.</source>
        <translation>{0} jest już na planecie.</translation>
    </message>
    <message>
        <source>Docking here needs a legal run docked at the Raiders' Outpost in the same action.</source>
        <translation>Dokowanie tutaj wymaga prawidłowej sekwencji zadokowanej na Posterunku Najeźdźców w tej samej akcji.</translation>
    </message>
    <message>
        <source>Ships docked as a pair at the Shipyard must show the same value.</source>
        <translation>Statki dokowane parą w Stoczni muszą pokazywać tę samą wartość.</translation>
    </message>
    <message>
        <source>You have no alien tech card to give.</source>
        <translation>Nie masz karty obcej technologii do oddania.</translation>
    </message>
    <message>
        <source>The {0} needs a choice that is missing or does not fit.</source>
        <translation>{0} wymaga wyboru, którego brakuje lub który nie pasuje.</translation>
    </message>
    <message numerus="yes">
        <source>The draft needs %n board(s), not {1}.</source>
        <translation>
            <numerusform>Wybór wymaga %n planszy, a nie {1}.</numerusform>
            <numerusform>Wybór wymaga %n plansz, a nie {1}.</numerusform>
            <numerusform>Wybór wymaga %n plansz, a nie {1}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose at least one ship.</source>
        <translation>Wybierz co najmniej jeden statek.</translation>
    </message>
    <message>
        <source>{0} is not a ship of your colour: this power takes only those.</source>
        <translation>{0} nie jest statkiem twojego koloru: ta zdolność bierze tylko takie.</translation>
    </message>
    <message>
        <source>No ship of yours has docked at the Lunar Mine this turn.</source>
        <translation>Żaden twój statek nie zadokował w tej turze w Kopalni Księżycowej.</translation>
    </message>
    <message>
        <source>This power cannot place or move the {0}.</source>
        <translation>Ta zdolność nie może umieścić ani przesunąć: {0}.</translation>
    </message>
    <message>
        <source>This needs 5 or 6 ships of your colour in play; you have {0}.</source>
        <translation>To wymaga 5 lub 6 statków twojego koloru w grze; masz {0}.</translation>
    </message>
    <message>
        <source>The {0} has not been used this turn: there is nothing to repeat.</source>
        <translation>Karta {0} nie została użyta w tej turze: nie ma czego powtórzyć.</translation>
    </message>
    <message>
        <source>The {0} has no fuel cost to pay again.</source>
        <translation>Karta {0} nie ma kosztu paliwa do ponownej zapłaty.</translation>
    </message>
    <message>
        <source>Choose another player: this power does not target you.</source>
        <translation>Wybierz innego gracza: ta zdolność nie działa na ciebie.</translation>
    </message>
    <message>
        <source>The Brethren Ship must be docked at a facility other than the Maintenance Bay and the Lunar Mine.</source>
        <translation>Statek Brethren musi być zadokowany w stacji innej niż Hangar Serwisowy i Kopalnia Księżycowa.</translation>
    </message>
    <message>
        <source>The Brethren Ship hijacks only while it shows its raider face and is not placed yet.</source>
        <translation>Statek Brethren porywa tylko wtedy, gdy pokazuje ściankę najeźdźcy i nie jest jeszcze umieszczony.</translation>
    </message>
    <message>
        <source>{0} is on the Terraforming Station: it cannot be hijacked.</source>
        <translation>{0} jest w Stacji Terraformującej: nie można go porwać.</translation>
    </message>
    <message>
        <source>The Brethren Ship cannot hijack itself.</source>
        <translation>Statek Brethren nie może porwać samego siebie.</translation>
    </message>
    <message>
        <source>{0} was hijacked: it cannot dock at the Terraforming Station.</source>
        <translation>{0} został porwany: nie może zadokować w Stacji Terraformującej.</translation>
    </message>
    <message>
        <source>Moving the Brethren Ship with an alien tech card is not supported yet.</source>
        <translation>Przesuwanie Statku Brethren kartą obcej technologii nie jest jeszcze obsługiwane.</translation>
    </message>
    <message>
        <source>the Brethren Ship</source>
        <extracomment>The Brethren of the Stars' die (Factions expansion)</extracomment>
        <translation>Statek Brethren</translation>
    </message>
    <message>
        <source>This game uses expansion modules (%1), which the app cannot play yet. The command-line referee af-referee-cli replays and checks it.</source>
        <extracomment>%1: expansion module ids as written in files (factions, agendas, ...), never translated</extracomment>
        <translation>Ta gra używa modułów rozszerzeń (%1), których aplikacja jeszcze nie obsługuje. Sędzia wiersza poleceń af-referee-cli odtwarza ją i sprawdza.</translation>
    </message>
    <message numerus="yes">
        <source>With 5 or 6 players each player may have at most %n ship(s) at the Colonist Hub.</source>
        <translation>
            <numerusform>Przy 5 lub 6 graczach każdy gracz może mieć w Centrum Kolonistów najwyżej %n statek.</numerusform>
            <numerusform>Przy 5 lub 6 graczach każdy gracz może mieć w Centrum Kolonistów najwyżej %n statki.</numerusform>
            <numerusform>Przy 5 lub 6 graczach każdy gracz może mieć w Centrum Kolonistów najwyżej %n statków.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every track of the Colonist Hub has a colony on circle {0}: dock a different number of ships so that your colony ends on a free circle.</source>
        <translation>Na każdym torze Centrum Kolonistów stoi kolonia na kręgu {0}: zadokuj inną liczbę statków, aby twoja kolonia stanęła na wolnym kręgu.</translation>
    </message>
    <message>
        <source>Take exactly one fuel or one ore from {0}.</source>
        <translation>Weź od {0} dokładnie jedno paliwo albo jedną rudę.</translation>
    </message>
    <message>
        <source>Every colony of {0} on {1} must be moved away: there are {2}.</source>
        <translation>Wszystkie kolonie gracza {0} z terytorium {1} muszą zostać przeniesione: jest ich {2}.</translation>
    </message>
    <message>
        <source>The card takes at least 1 token, and now at most {0}.</source>
        <translation>Karta przyjmuje co najmniej 1 żeton, a teraz najwyżej {0}.</translation>
    </message>
    <message>
        <source>The colonies of {0} are locked by the Magnetic Lockdown until that player's next turn.</source>
        <translation>Kolonie gracza {0} są zablokowane przez Blokadę Magnetyczną do jego następnej tury.</translation>
    </message>
    <message>
        <source>That agenda card is not in the agenda deck (agenda number {0}).</source>
        <translation>Tej karty agendy nie ma w talii agend (agenda numer {0}).</translation>
    </message>
    <message>
        <source>{0} cannot hold that agenda card face down (agenda number {1}).</source>
        <translation>{0} nie może mieć tej karty agendy zakrytej (agenda numer {1}).</translation>
    </message>
    <message>
        <source>The condition of that agenda card is not met now (agenda number {0}).</source>
        <translation>Warunek tej karty agendy nie jest teraz spełniony (agenda numer {0}).</translation>
    </message>
    <message>
        <source>{0} may discard an agenda card only above the agenda limit ({1}) or right after drawing.</source>
        <translation>{0} może odrzucić kartę agendy tylko powyżej limitu agend ({1}) lub zaraz po dobraniu.</translation>
    </message>
    <message>
        <source>{0} has no face-down agenda card left unnamed.</source>
        <translation>{0} nie ma już zakrytej karty agendy bez nazwy.</translation>
    </message>
    <message>
        <source>{0} is above the agenda limit ({1}): face-down agenda cards must be discarded first.</source>
        <translation>{0} przekracza limit agend ({1}): najpierw trzeba odrzucić zakryte karty agendy.</translation>
    </message>
    <message>
        <source>There are no agenda cards in this game.</source>
        <translation>W tej grze nie ma kart agendy.</translation>
    </message>
    <message>
        <source>That Orbital Market pair has already traded or drawn agenda cards this turn.</source>
        <translation>Ta para na Rynku Orbitalnym już handlowała lub dobrała karty agendy w tej turze.</translation>
    </message>
    <message numerus="yes">
        <source>This power moves at most %n colony(ies).</source>
        <translation>
            <numerusform>Ta zdolność przenosi najwyżej %n kolonię.</numerusform>
            <numerusform>Ta zdolność przenosi najwyżej %n kolonie.</numerusform>
            <numerusform>Ta zdolność przenosi najwyżej %n kolonii.</numerusform>
        </translation>
    </message>
    <message>
        <source>This power is used before your fleet is rolled, not after.</source>
        <translation>Tej zdolności używa się przed rzutem twojej floty, nie po nim.</translation>
    </message>
    <message>
        <source>{0} has no colony on the {1}.</source>
        <translation>{0} nie ma żadnej kolonii na karcie {1}.</translation>
    </message>
    <message>
        <source>The {1} leaves its holder: every colony of {0} on it must land on a territory now.</source>
        <translation>Karta {1} opuszcza posiadacza: każda kolonia gracza {0} na niej musi teraz wylądować na terytorium.</translation>
    </message>
    <message>
        <source>{0} keeps one of the agenda cards just drawn at Prophets of the Artifact and discards the others first.</source>
        <translation>{0} zatrzymuje jedną z kart agendy właśnie dobranych w Prophets of the Artifact i najpierw odrzuca pozostałe.</translation>
    </message>
    <message>
        <source>{0} discards one of the agenda cards just drawn at Prophets of the Artifact, not an older one (agenda number {1}).</source>
        <translation>{0} odrzuca jedną z kart agendy właśnie dobranych w Prophets of the Artifact, nie wcześniejszą (agenda numer {1}).</translation>
    </message>
    <message>
        <source>The {0} is discarded only at the start of your turn, before the roll.</source>
        <translation>{0} odrzuca się tylko na początku twojej tury, przed rzutem.</translation>
    </message>
    <message>
        <source>The Relic Ship cannot be taken: it is already yours, or it is on the Terraforming Station or the Maintenance Bay.</source>
        <translation>Nie można wziąć Statku Reliktowego: już jest twój albo stoi na Stacji Terraformującej lub w Hangarze Serwisowym.</translation>
    </message>
    <message>
        <source>The {0} still has a free docking port: the grapple docks only where every port is taken.</source>
        <translation>{0}: wciąż ma wolny port dokowania; chwytak dokuje tylko tam, gdzie każdy port jest zajęty.</translation>
    </message>
    <message>
        <source>The field generator named by the {0}'s die is placed first: choose a territory where you have a colony.</source>
        <translation>Najpierw umieszcza się generator pola wskazany przez kość {0}: wybierz terytorium, na którym masz kolonię.</translation>
    </message>
    <message>
        <source>The {0} already straddles a border.</source>
        <translation>{0} już obejmuje granicę.</translation>
    </message>
    <message>
        <source>The {0} straddles {1} and {2}: the raider settles it in one of the two.</source>
        <translation>{0} obejmuje terytoria {1} i {2}: najeźdźca umieszcza go na jednym z nich.</translation>
    </message>
    <message>
        <source>No agenda card is left to draw.</source>
        <translation>Nie została żadna karta agendy do dobrania.</translation>
    </message>
    <message>
        <source>Name the agenda card.</source>
        <translation>Nazwij kartę agendy.</translation>
    </message>
    <message>
        <source>{0} has no face-down agenda card.</source>
        <translation>{0} nie ma żadnej zakrytej karty agendy.</translation>
    </message>
    <message>
        <source>{0} is another player's ship used this turn: it cannot dock at the Terraforming Station.</source>
        <translation>{0} to statek innego gracza użyty w tej turze: nie może zadokować w Stacji Terraformującej.</translation>
    </message>
    <message>
        <source>{0} is not on the Maintenance Bay.</source>
        <translation>{0} nie stoi w Hangarze Serwisowym.</translation>
    </message>
    <message>
        <source>This power takes two ships of other players, each from a facility of the board.</source>
        <translation>Ta moc bierze dwa statki innych graczy, każdy z jednej stacji na planszy.</translation>
    </message>
    <message>
        <source>A ship is already on the {0}.</source>
        <translation>Na {0} jest już statek.</translation>
    </message>
    <message>
        <source>No ship is on the {0}.</source>
        <translation>Na {0} nie ma statku.</translation>
    </message>
    <message>
        <source>{0} first takes the fuel or ore of the {1}.</source>
        <translation>{0} najpierw bierze paliwo lub rudę z {1}.</translation>
    </message>
    <message>
        <source>{0} has no fuel or ore of the {1} to take now.</source>
        <translation>{0} nie ma teraz paliwa ani rudy z {1} do wzięcia.</translation>
    </message>
    <message>
        <source>The {0} is known to lie on top of the draw pile (Scout Drone): it is drawn first, not the {1}.</source>
        <translation>Wiadomo, że na wierzchu talii leży karta {0} (Dron Zwiadowczy): to ona jest dobierana najpierw, nie karta {1}.</translation>
    </message>
    <message>
        <source>Put back the cards the {0} looked at, each of them once, top first.</source>
        <translation>Odłóż karty obejrzane kartą {0}, każdą jeden raz, zaczynając od wierzchniej.</translation>
    </message>
    <message>
        <source>The cards the {0} looked at go back on the draw pile first: choose their order.</source>
        <translation>Karty obejrzane kartą {0} najpierw wracają na talię: wybierz ich kolejność.</translation>
    </message>
    <message>
        <source>{0} was taken from the Maintenance Bay with the Astrogation Servo this turn: it cannot dock at the Terraforming Station.</source>
        <translation>{0} został w tej turze zabrany z Hangaru Serwisowego Serwem Astrogacyjnym: nie może zadokować w Stacji Terraformującej.</translation>
    </message>
    <message>
        <source>The {0} is lent from the Alien Artifact display: nothing can stay on a card of the display.</source>
        <translation>{0} jest pożyczona z wystawy Artefaktu Obcych: na karcie z wystawy nic nie może zostać.</translation>
    </message>
    <message>
        <source>The Magnetic Lockdown of {0} still lasts: one lock at a time.</source>
        <translation>Blokada Magnetyczna gracza {0} wciąż trwa: tylko jedna blokada naraz.</translation>
    </message>
    <message>
        <source>{0} has no agenda card left that could be revealed at the end of the game.</source>
        <translation>{0} nie ma już karty agendy, którą można by odkryć na koniec gry.</translation>
    </message>
    <message>
        <source>{0} has said there are no more agenda cards to reveal.</source>
        <translation>{0} oświadczył, że nie ma już kart agendy do odkrycia.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Solar Converter</source>
        <translation>Konwerter Słoneczny</translation>
    </message>
    <message>
        <source>Lunar Mine</source>
        <translation>Kopalnia Księżycowa</translation>
    </message>
    <message>
        <source>Orbital Market</source>
        <translation>Rynek Orbitalny</translation>
    </message>
    <message>
        <source>Alien Artifact</source>
        <translation>Artefakt Obcych</translation>
    </message>
    <message>
        <source>Colonist Hub</source>
        <translation>Centrum Kolonistów</translation>
    </message>
    <message>
        <source>Colony Constructor</source>
        <translation>Konstruktor Kolonii</translation>
    </message>
    <message>
        <source>Terraforming Station</source>
        <translation>Stacja Terraformująca</translation>
    </message>
    <message>
        <source>Shipyard</source>
        <translation>Stocznia</translation>
    </message>
    <message>
        <source>Raiders' Outpost</source>
        <translation>Posterunek Najeźdźców</translation>
    </message>
    <message>
        <source>Maintenance Bay</source>
        <translation>Hangar Serwisowy</translation>
    </message>
    <message>
        <source>Asimov Crater</source>
        <translation>Krater Asimova</translation>
    </message>
    <message>
        <source>Bradbury Plateau</source>
        <translation>Płaskowyż Bradbury'ego</translation>
    </message>
    <message>
        <source>Burroughs Desert</source>
        <translation>Pustynia Burroughsa</translation>
    </message>
    <message>
        <source>Heinlein Plains</source>
        <translation>Równiny Heinleina</translation>
    </message>
    <message>
        <source>Herbert Valley</source>
        <translation>Dolina Herberta</translation>
    </message>
    <message>
        <source>Lem Badlands</source>
        <translation>Pustkowia Lema</translation>
    </message>
    <message>
        <source>Pohl Foothills</source>
        <translation>Pogórze Pohla</translation>
    </message>
    <message>
        <source>Van Vogt Mountains</source>
        <translation>Góry van Vogta</translation>
    </message>
    <message>
        <source>Isolation Field</source>
        <translation>Pole Izolacyjne</translation>
    </message>
    <message>
        <source>Positron Field</source>
        <translation>Pole Pozytronowe</translation>
    </message>
    <message>
        <source>Repulsor Field</source>
        <translation>Pole Odpychające</translation>
    </message>
    <message>
        <source>Alien City</source>
        <translation>Miasto Obcych</translation>
    </message>
    <message>
        <source>Alien Monument</source>
        <translation>Pomnik Obcych</translation>
    </message>
    <message>
        <source>Booster Pod</source>
        <translation>Kapsuła Dopalacza</translation>
    </message>
    <message>
        <source>Data Crystal</source>
        <translation>Kryształ Danych</translation>
    </message>
    <message>
        <source>Gravity Manipulator</source>
        <translation>Manipulator Grawitacji</translation>
    </message>
    <message>
        <source>Holographic Decoy</source>
        <translation>Holograficzna Przynęta</translation>
    </message>
    <message>
        <source>Orbital Teleporter</source>
        <translation>Teleporter Orbitalny</translation>
    </message>
    <message>
        <source>Plasma Cannon</source>
        <translation>Działo Plazmowe</translation>
    </message>
    <message>
        <source>Polarity Device</source>
        <translation>Urządzenie Polaryzacyjne</translation>
    </message>
    <message>
        <source>Resource Cache</source>
        <translation>Skład Surowców</translation>
    </message>
    <message>
        <source>Stasis Beam</source>
        <translation>Promień Stazy</translation>
    </message>
    <message>
        <source>Temporal Warper</source>
        <translation>Zakrzywiacz Czasu</translation>
    </message>
    <message>
        <source>Mind Control Helmet</source>
        <translation>Hełm Kontroli Umysłu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zielony</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Żółty</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Fioletowy</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Biały</translation>
    </message>
    <message>
        <source>fuel</source>
        <translation>paliwo</translation>
    </message>
    <message>
        <source>ore</source>
        <translation>ruda</translation>
    </message>
    <message>
        <source>2013 rules (default)</source>
        <translation>Zasady 2013 (domyślne)</translation>
    </message>
    <message>
        <source>First edition</source>
        <translation>Pierwsza edycja</translation>
    </message>
    <message>
        <source>Edition X</source>
        <translation>Edition X</translation>
    </message>
    <message>
        <source>the setup deal</source>
        <translation>rozdanie kart przy przygotowaniu</translation>
    </message>
    <message>
        <source>the roll</source>
        <translation>rzut</translation>
    </message>
    <message>
        <source>the player's moves</source>
        <translation>ruchy gracza</translation>
    </message>
    <message>
        <source>cards to be turned up</source>
        <translation>odkrycie kart</translation>
    </message>
    <message>
        <source>the Temporal Warper's re-roll</source>
        <translation>przerzut Zakrzywiacza Czasu</translation>
    </message>
    <message>
        <source>nothing: the game is over</source>
        <translation>nic: gra się zakończyła</translation>
    </message>
    <message>
        <source>Ruling %1</source>
        <extracomment>A numbered ruling of the project's rules reference, e.g. "Ruling R-12"</extracomment>
        <translation>Rozstrzygnięcie %1</translation>
    </message>
    <message>
        <source>Playing a turn</source>
        <translation>Przebieg tury</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Kolonie</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Przygotowanie</translation>
    </message>
    <message>
        <source>Alien tech cards</source>
        <translation>Karty technologii obcych</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>the faction boards drawn for the draft</source>
        <translation>plansze frakcji wylosowane do wyboru</translation>
    </message>
    <message>
        <source>the faction draft</source>
        <translation>wybór frakcji</translation>
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
        <translation>Obcy Sarkofag</translation>
    </message>
    <message>
        <source>Astrogation Servo</source>
        <translation>Serwo Astrogacyjne</translation>
    </message>
    <message>
        <source>Auto Pilot A.I.</source>
        <translation>Autopilot SI</translation>
    </message>
    <message>
        <source>Bio-Integration Circuit</source>
        <translation>Obwód Biointegracyjny</translation>
    </message>
    <message>
        <source>Chameleon Cloak</source>
        <translation>Płaszcz Kameleona</translation>
    </message>
    <message>
        <source>Chrono-Spike</source>
        <translation>Chrono-Kolec</translation>
    </message>
    <message>
        <source>Deflector Shield</source>
        <translation>Tarcza Deflektora</translation>
    </message>
    <message>
        <source>Electrofabricator</source>
        <translation>Elektrofabrykator</translation>
    </message>
    <message>
        <source>Experimental FTL Drive</source>
        <translation>Eksperymentalny Napęd FTL</translation>
    </message>
    <message>
        <source>Field Amplifier</source>
        <translation>Wzmacniacz Pola</translation>
    </message>
    <message>
        <source>Field Propagator</source>
        <translation>Propagator Pola</translation>
    </message>
    <message>
        <source>Fleet Interlink</source>
        <translation>Łącze Floty</translation>
    </message>
    <message>
        <source>Gravitron Shunt</source>
        <translation>Bocznik Grawitronowy</translation>
    </message>
    <message>
        <source>Infiltration A.I.</source>
        <translation>SI Infiltracyjna</translation>
    </message>
    <message>
        <source>Infinity Mirror</source>
        <translation>Lustro Nieskończoności</translation>
    </message>
    <message>
        <source>Ion Fluctuator</source>
        <translation>Fluktuator Jonowy</translation>
    </message>
    <message>
        <source>Lunar Tunneler</source>
        <translation>Drążarka Księżycowa</translation>
    </message>
    <message>
        <source>Magnetic Lockdown</source>
        <translation>Blokada Magnetyczna</translation>
    </message>
    <message>
        <source>Multiverse Window</source>
        <translation>Okno Multiwersum</translation>
    </message>
    <message>
        <source>Nano-Recycler</source>
        <translation>Nano-Recykler</translation>
    </message>
    <message>
        <source>Null-Time Vault</source>
        <translation>Skarbiec Poza Czasem</translation>
    </message>
    <message>
        <source>Oracle Engine</source>
        <translation>Silnik Wyroczni</translation>
    </message>
    <message>
        <source>Oscillation Capacitor</source>
        <translation>Kondensator Oscylacyjny</translation>
    </message>
    <message>
        <source>Peta-Bit Processor</source>
        <translation>Procesor Petabitowy</translation>
    </message>
    <message>
        <source>Probability Focus</source>
        <translation>Ogniskowa Prawdopodobieństwa</translation>
    </message>
    <message>
        <source>Resonating Beacon</source>
        <translation>Rezonująca Latarnia</translation>
    </message>
    <message>
        <source>Retrieval Webbing</source>
        <translation>Sieć Odzyskowa</translation>
    </message>
    <message>
        <source>Scout Drone</source>
        <translation>Dron Zwiadowczy</translation>
    </message>
    <message>
        <source>Seismic Detonator</source>
        <translation>Detonator Sejsmiczny</translation>
    </message>
    <message>
        <source>Shipbreaker Drone</source>
        <translation>Dron Złomujący</translation>
    </message>
    <message>
        <source>Shipfitter Drone</source>
        <translation>Dron Wyposażający</translation>
    </message>
    <message>
        <source>Solar Harvester</source>
        <translation>Żniwiarz Słoneczny</translation>
    </message>
    <message>
        <source>Superconducting Grapple</source>
        <translation>Nadprzewodzący Chwytak</translation>
    </message>
    <message>
        <source>Suppression Matrix</source>
        <translation>Matryca Tłumiąca</translation>
    </message>
    <message>
        <source>Tele-Operator</source>
        <translation>Teleoperator</translation>
    </message>
    <message>
        <source>Factions</source>
        <translation>Frakcje</translation>
    </message>
    <message>
        <source>Agendas</source>
        <translation>Agendy</translation>
    </message>
    <message>
        <source>Extra alien tech</source>
        <translation>Dodatkowa technologia obcych</translation>
    </message>
    <message>
        <source>Outer Belt</source>
        <translation>Pas zewnętrzny</translation>
    </message>
    <message>
        <source>Each player drafts a faction board: a docking port for everyone, a fee and an ability for its owner.</source>
        <translation>Każdy gracz wybiera planszę frakcji: port dokowania dla wszystkich, opłata i zdolność dla jej właściciela.</translation>
    </message>
    <message>
        <source>Secret goals that score victory points when revealed.</source>
        <translation>Tajne cele, które po odkryciu dają punkty zwycięstwa.</translation>
    </message>
    <message>
        <source>More alien tech cards shuffled into the deck.</source>
        <translation>Więcej kart technologii obcych wtasowanych do talii.</translation>
    </message>
    <message>
        <source>Not supported yet: the app cannot referee this module.</source>
        <translation>Jeszcze nieobsługiwane: aplikacja nie umie sędziować tego modułu.</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Rozszerzenia</translation>
    </message>
    <message>
        <source>the agenda cards dealt</source>
        <translation>rozdanie kart agendy</translation>
    </message>
    <message>
        <source>the agenda cards drawn</source>
        <translation>dobranie kart agendy</translation>
    </message>
    <message>
        <source>the choices at the start of the turn</source>
        <translation>wybory na początku tury</translation>
    </message>
    <message>
        <source>the Field Propagator's die</source>
        <translation>kość Propagatora Pola</translation>
    </message>
    <message>
        <source>a territory for the Field Propagator's field generator</source>
        <translation>terytorium dla generatora pola Propagatora Pola</translation>
    </message>
    <message>
        <source>The rules engine says: %1</source>
        <extracomment>%1: the rules engine's reason, in English (it names the cards still missing)</extracomment>
        <translation>Silnik zasad podaje: %1</translation>
    </message>
    <message>
        <source>the cards the Scout Drone looks at</source>
        <translation>karty, które ogląda Dron Zwiadowczy</translation>
    </message>
    <message>
        <source>the order of the cards the Scout Drone looked at</source>
        <translation>kolejność kart obejrzanych Dronem Zwiadowczym</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n gracz</numerusform>
            <numerusform>%n graczy</numerusform>
            <numerusform>%n graczy</numerusform>
        </translation>
    </message>
    <message>
        <source>Random seat order</source>
        <translation>Losowa kolejność miejsc</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Imię gracza %1</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Kolor gracza %1</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>W górę</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>W dół</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Long game (8 colonies each)</source>
        <translation>Długa gra (po 8 kolonii)</translation>
    </message>
    <message>
        <source>Limited supply</source>
        <translation>Ograniczona pula</translation>
    </message>
    <message>
        <source>30 fuel and 20 ore tokens, as in the box</source>
        <translation>30 żetonów paliwa i 20 rudy, jak w pudełku</translation>
    </message>
    <message>
        <source>Dice and cards</source>
        <translation>Kości i karty</translation>
    </message>
    <message>
        <source>The table's (enter what they show)</source>
        <translation>Ze stołu (wpisz, co pokazują)</translation>
    </message>
    <message>
        <source>The app rolls and deals</source>
        <translation>Aplikacja rzuca i rozdaje</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Ziarno</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nowe ziarno</translation>
    </message>
    <message>
        <source>The same seed rolls and deals the same game again.</source>
        <translation>To samo ziarno daje ponownie te same rzuty i to samo rozdanie.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>From a game under way…</source>
        <translation>Z trwającej gry…</translation>
    </message>
    <message>
        <source>Enter the board as it is now at the table, then referee from there</source>
        <translation>Wprowadź obecny stan planszy ze stołu; od tej chwili aplikacja sędziuje</translation>
    </message>
    <message>
        <source>Go to the setup</source>
        <translation>Przejdź do przygotowania</translation>
    </message>
    <message>
        <source>5 and 6 players play the Edition X rules, with its purple and white pieces.</source>
        <translation>Gra w 5 i 6 osób toczy się według zasad Edition X, jej fioletowymi i białymi pionkami.</translation>
    </message>
    <message>
        <source>Modules</source>
        <translation>Moduły</translation>
    </message>
    <message>
        <source>Played by the app</source>
        <translation>Gra aplikacja</translation>
    </message>
</context>
<context>
    <name>PlayView</name>
    <message>
        <source>First select the dice to dock there (click them, or type their values).</source>
        <translation>Najpierw wybierz kości do zadokowania (kliknij je lub wpisz ich wartości).</translation>
    </message>
    <message>
        <source>Where does the colony land?</source>
        <translation>Gdzie ląduje kolonia?</translation>
    </message>
    <message>
        <source>Claim an alien tech card</source>
        <translation>Zdobądź kartę technologii obcych</translation>
    </message>
    <message>
        <source>Which card do you claim?</source>
        <translation>Którą kartę zdobywasz?</translation>
    </message>
    <message>
        <source>Launch a colony</source>
        <translation>Wystrzel kolonię</translation>
    </message>
    <message>
        <source>From circle 7 of the Colonist Hub, for 1 fuel and 1 ore.</source>
        <translation>Z kręgu 7 Centrum Kolonistów, za 1 paliwo i 1 rudę.</translation>
    </message>
    <message>
        <source>Which ship gets +1?</source>
        <translation>Który statek dostaje +1?</translation>
    </message>
    <message>
        <source>Which ship gets −1?</source>
        <translation>Który statek dostaje −1?</translation>
    </message>
    <message>
        <source>Which ship is turned to its opposite face?</source>
        <translation>Który statek obrócić na przeciwną ściankę?</translation>
    </message>
    <message>
        <source>Which ship goes down by 1?</source>
        <translation>Który statek zmniejszyć o 1?</translation>
    </message>
    <message>
        <source>Which ship goes up by 1?</source>
        <translation>Który statek zwiększyć o 1?</translation>
    </message>
    <message>
        <source>Which ships roll again?</source>
        <translation>Które statki przerzucić?</translation>
    </message>
    <message>
        <source>Which territory's bonus do you borrow this turn?</source>
        <translation>Premię którego terytorium pożyczasz w tej turze?</translation>
    </message>
    <message>
        <source>Which of your docked ships moves?</source>
        <translation>Który z twoich zadokowanych statków się przenosi?</translation>
    </message>
    <message>
        <source>Which ship of another player do you take over?</source>
        <translation>Który statek innego gracza przejmujesz?</translation>
    </message>
    <message>
        <source>At which facility do you fire?</source>
        <translation>W którą stację strzelasz?</translation>
    </message>
    <message>
        <source>Which ships are sent to the Maintenance Bay?</source>
        <translation>Które statki odesłać do Hangaru Serwisowego?</translation>
    </message>
    <message>
        <source>Which field generator comes off the board?</source>
        <translation>Który generator pola zdjąć z planszy?</translation>
    </message>
    <message>
        <source>Where does the Positron Field go?</source>
        <translation>Gdzie trafia Pole Pozytronowe?</translation>
    </message>
    <message>
        <source>Where does the Repulsor Field go?</source>
        <translation>Gdzie trafia Pole Odpychające?</translation>
    </message>
    <message>
        <source>Where does the Isolation Field go?</source>
        <translation>Gdzie trafia Pole Izolacyjne?</translation>
    </message>
    <message>
        <source>From which territory does a colony move?</source>
        <translation>Z którego terytorium przenosi się kolonia?</translation>
    </message>
    <message>
        <source>Whose colony moves?</source>
        <translation>Czyja kolonia się przenosi?</translation>
    </message>
    <message>
        <source>To which territory?</source>
        <translation>Na które terytorium?</translation>
    </message>
    <message>
        <source>First colony: on which territory?</source>
        <translation>Pierwsza kolonia: na którym terytorium?</translation>
    </message>
    <message>
        <source>Whose colony is it?</source>
        <translation>Czyja to kolonia?</translation>
    </message>
    <message>
        <source>Second colony: on which territory?</source>
        <translation>Druga kolonia: na którym terytorium?</translation>
    </message>
    <message>
        <source>Which ship goes back to its owner's stock?</source>
        <translation>Który statek wraca do rezerwy właściciela?</translation>
    </message>
    <message>
        <source>Which card do you take from the discard pile?</source>
        <translation>Którą kartę bierzesz ze stosu kart odrzuconych?</translation>
    </message>
    <message>
        <source>To which facility?</source>
        <translation>Do której stacji?</translation>
    </message>
    <message>
        <source>Do any of your unplaced ships dock with it? Select them, or continue without.</source>
        <translation>Czy któreś z twoich nieumieszczonych statków dokują razem z nim? Wybierz je lub przejdź dalej bez nich.</translation>
    </message>
    <message>
        <source>Discard the %1</source>
        <translation>Odrzuć kartę %1</translation>
    </message>
    <message>
        <source>Use the %1</source>
        <translation>Użyj karty %1</translation>
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
        <translation>Dziennik</translation>
    </message>
    <message>
        <source>Score over time</source>
        <translation>Wynik w czasie</translation>
    </message>
    <message>
        <source>Which ship?</source>
        <translation>Który statek?</translation>
    </message>
    <message>
        <source>Which value?</source>
        <translation>Jaka wartość?</translation>
    </message>
    <message>
        <source>Fuel or ore?</source>
        <translation>Paliwo czy ruda?</translation>
    </message>
    <message>
        <source>From which territory?</source>
        <translation>Z którego terytorium?</translation>
    </message>
    <message>
        <source>Which field generator?</source>
        <translation>Który generator pola?</translation>
    </message>
    <message>
        <source>Which card do you give?</source>
        <translation>Którą kartę oddajesz?</translation>
    </message>
    <message>
        <source>Which card do you take?</source>
        <translation>Którą kartę bierzesz?</translation>
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
        <translation>Który inny statek?</translation>
    </message>
    <message>
        <source>Which ships?</source>
        <translation>Które statki?</translation>
    </message>
    <message>
        <source>Which facility?</source>
        <translation>Który obiekt?</translation>
    </message>
    <message>
        <source>Which territory?</source>
        <translation>Które terytorium?</translation>
    </message>
    <message>
        <source>Which other territory?</source>
        <translation>Które inne terytorium?</translation>
    </message>
    <message>
        <source>Which player?</source>
        <translation>Który gracz?</translation>
    </message>
    <message>
        <source>Which other player?</source>
        <translation>Który inny gracz?</translation>
    </message>
    <message>
        <source>Which card?</source>
        <translation>Która karta?</translation>
    </message>
    <message>
        <source>What do you take from each player?</source>
        <translation>Co bierzesz od każdego gracza?</translation>
    </message>
    <message>
        <source>Where do the colonies go?</source>
        <translation>Dokąd trafiają kolonie?</translation>
    </message>
    <message>
        <source>Release a colony from the %1</source>
        <translation>Uwolnij kolonię z karty %1</translation>
    </message>
    <message>
        <source>One of your colonies kept on the card lands on a territory, for its cost.</source>
        <translation>Jedna z twoich kolonii trzymanych na karcie ląduje na terytorium, za jej koszt.</translation>
    </message>
    <message>
        <source>Where does your colony land?</source>
        <translation>Gdzie ląduje twoja kolonia?</translation>
    </message>
    <message>
        <source>Where does the field generator go?</source>
        <translation>Dokąd trafia generator pola?</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>Ship %1 is on this card.</source>
        <extracomment>The ship kept on the Auto Pilot A.I., in the card's tooltip: "Ship 2 is on this card."</extracomment>
        <translation>Statek %1 stoi na tej karcie.</translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation>%1: %2 PZ</translation>
    </message>
    <message>
        <source>playing</source>
        <extracomment>Marks the player whose turn it is</extracomment>
        <translation>teraz gra</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <extracomment>Victory points, e.g. "7 VP"</extracomment>
        <translation>%1 PZ</translation>
    </message>
    <message numerus="yes">
        <source>%n colony(ies)</source>
        <translation>
            <numerusform>%n kolonia</numerusform>
            <numerusform>%n kolonie</numerusform>
            <numerusform>%n kolonii</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n territory(ies)</source>
        <translation>
            <numerusform>%n terytorium</numerusform>
            <numerusform>%n terytoria</numerusform>
            <numerusform>%n terytoriów</numerusform>
        </translation>
    </message>
    <message>
        <source>Alien City</source>
        <translation>Miasto Obcych</translation>
    </message>
    <message>
        <source>Alien Monument</source>
        <translation>Pomnik Obcych</translation>
    </message>
    <message>
        <source>Positron Field</source>
        <translation>Pole Pozytronowe</translation>
    </message>
    <message>
        <source>%1 fuel · %2 ore · ships %3 in play, %4 in stock</source>
        <translation>paliwo %1 · ruda %2 · statki: %3 w grze, %4 w rezerwie</translation>
    </message>
    <message numerus="yes">
        <source>%n colony(ies) left</source>
        <translation>
            <numerusform>została %n kolonia</numerusform>
            <numerusform>zostały %n kolonie</numerusform>
            <numerusform>zostało %n kolonii</numerusform>
        </translation>
    </message>
    <message>
        <source>Hub circle %1</source>
        <translation>Centrum: krąg %1</translation>
    </message>
    <message>
        <source>holds the Relic Ship</source>
        <translation>ma Statek Reliktowy</translation>
    </message>
    <message>
        <source>to place: %1</source>
        <translation>do umieszczenia: %1</translation>
    </message>
    <message>
        <source>AI</source>
        <extracomment>Short label on a player's card: the seat is played by the app (its AI)</extracomment>
        <translation>SI</translation>
    </message>
    <message>
        <source>Played by the app. Click to give the seat back to a player.</source>
        <translation>Gra aplikacja. Kliknij, aby oddać miejsce graczowi.</translation>
    </message>
    <message>
        <source>Let the app play this seat from now on.</source>
        <translation>Niech aplikacja gra na tym miejscu od teraz.</translation>
    </message>
    <message>
        <source>Played by the app</source>
        <translation>Gra aplikacja</translation>
    </message>
    <message numerus="yes">
        <source>%n agenda(s)</source>
        <translation>
            <numerusform>%n agenda</numerusform>
            <numerusform>%n agendy</numerusform>
            <numerusform>%n agend</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP from alien tech</source>
        <translation>
            <numerusform>%n PZ z technologii obcych</numerusform>
            <numerusform>%n PZ z technologii obcych</numerusform>
            <numerusform>%n PZ z technologii obcych</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 VP)</source>
        <translation>%1 (%2 PZ)</translation>
    </message>
    <message numerus="yes">
        <source>%n agenda(s) face down</source>
        <translation>
            <numerusform>%n zakryta agenda</numerusform>
            <numerusform>%n zakryte agendy</numerusform>
            <numerusform>%n zakrytych agend</numerusform>
        </translation>
    </message>
    <message>
        <source>Reveal</source>
        <extracomment>Turn an agenda card face up</extracomment>
        <translation>Odkryj</translation>
    </message>
    <message>
        <source>Discard (over the limit)</source>
        <translation>Odrzuć (ponad limit)</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>Discard a face-down agenda card</extracomment>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>Look</source>
        <extracomment>Look at one's own secret agenda cards</extracomment>
        <translation>Podejrzyj</translation>
    </message>
    <message>
        <source>Discard (keep one)</source>
        <extracomment>After drawing agenda cards at Prophets of the Artifact: one is kept, the others discarded</extracomment>
        <translation>Odrzuć (zatrzymaj jedną)</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message numerus="yes">
        <source>Tied on points; alien tech cards decide (%n card(s)).</source>
        <translation>
            <numerusform>Remis w punktach; decydują karty technologii obcych (%n karta).</numerusform>
            <numerusform>Remis w punktach; decydują karty technologii obcych (%n karty).</numerusform>
            <numerusform>Remis w punktach; decydują karty technologii obcych (%n kart).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on points and cards; ore decides (%n ore).</source>
        <translation>
            <numerusform>Remis w punktach i kartach; decyduje ruda (%n ruda).</numerusform>
            <numerusform>Remis w punktach i kartach; decyduje ruda (%n rudy).</numerusform>
            <numerusform>Remis w punktach i kartach; decyduje ruda (%n rudy).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on points, cards and ore; fuel decides (%n fuel).</source>
        <translation>
            <numerusform>Remis w punktach, kartach i rudzie; decyduje paliwo (%n paliwo).</numerusform>
            <numerusform>Remis w punktach, kartach i rudzie; decyduje paliwo (%n paliwa).</numerusform>
            <numerusform>Remis w punktach, kartach i rudzie; decyduje paliwo (%n paliwa).</numerusform>
        </translation>
    </message>
    <message>
        <source>Tied on points, cards, ore and fuel: the place is shared.</source>
        <translation>Remis w punktach, kartach, rudzie i paliwie: miejsce jest dzielone.</translation>
    </message>
    <message numerus="yes">
        <source>Tied on points; revealed agenda cards decide (%n card(s)).</source>
        <translation>
            <numerusform>Remis w punktach; decydują odkryte karty agendy (%n karta).</numerusform>
            <numerusform>Remis w punktach; decydują odkryte karty agendy (%n karty).</numerusform>
            <numerusform>Remis w punktach; decydują odkryte karty agendy (%n kart).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionDraft</name>
    <message>
        <source>%1 — ships</source>
        <extracomment>Where a problem is in the position editor; %1 is a player's name (also for the texts that follow)</extracomment>
        <translation>%1 — statki</translation>
    </message>
    <message>
        <source>%1 — colonies</source>
        <translation>%1 — kolonie</translation>
    </message>
    <message>
        <source>%1 — colony on the Colonist Hub</source>
        <translation>%1 — kolonia w Centrum Kolonistów</translation>
    </message>
    <message>
        <source>%1 — fuel</source>
        <translation>%1 — paliwo</translation>
    </message>
    <message>
        <source>%1 — ore</source>
        <translation>%1 — ruda</translation>
    </message>
    <message>
        <source>%1 — alien tech cards</source>
        <translation>%1 — karty technologii obcych</translation>
    </message>
    <message>
        <source>%1 — colour</source>
        <translation>%1 — kolor</translation>
    </message>
    <message>
        <source>%1 — fuel powers used this turn</source>
        <translation>%1 — zdolności za paliwo użyte w tej turze</translation>
    </message>
    <message>
        <source>%1 — bonus borrowed with the Data Crystal</source>
        <translation>%1 — premia pożyczona Kryształem Danych</translation>
    </message>
    <message>
        <source>%1 — this turn so far</source>
        <translation>%1 — dotychczasowy przebieg tury</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Czyja tura</translation>
    </message>
    <message>
        <source>Docked ships of all players</source>
        <translation>Zadokowane statki wszystkich graczy</translation>
    </message>
    <message>
        <source>Fuel and ore of all players</source>
        <translation>Paliwo i ruda wszystkich graczy</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Kolonie</translation>
    </message>
    <message>
        <source>Relic Ship</source>
        <translation>Statek Reliktowy</translation>
    </message>
    <message>
        <source>Alien tech cards in hands, on display and in the discard pile</source>
        <translation>Karty technologii obcych w rękach graczy, na wystawce i na stosie kart odrzuconych</translation>
    </message>
    <message>
        <source>Alien tech cards on display</source>
        <translation>Karty technologii obcych na wystawce</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Stos kart odrzuconych</translation>
    </message>
    <message>
        <source>Field generators</source>
        <translation>Generatory pól</translation>
    </message>
    <message>
        <source>Choose whose turn it is.</source>
        <translation>Wybierz, czyja jest tura.</translation>
    </message>
    <message>
        <source>%1 has more colonies on the board than the %2 this game gives each player.</source>
        <translation>%1 ma na planszy więcej kolonii niż %2, które każdy gracz dostaje w tej grze.</translation>
    </message>
    <message>
        <source>The deck has %1 × %2; this position uses more.</source>
        <translation>Talia zawiera %1 × %2; ten stan gry używa ich więcej.</translation>
    </message>
    <message>
        <source>A game with expansion modules cannot start from a position yet: start it from the setup.</source>
        <translation>Gry z modułami rozszerzeń nie można jeszcze zacząć od pozycji: zacznijcie ją od przygotowania.</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>In the stock</source>
        <translation>W rezerwie</translation>
    </message>
    <message>
        <source>On the Maintenance Bay</source>
        <translation>W Hangarze Serwisowym</translation>
    </message>
    <message>
        <source>Docked at…</source>
        <translation>Zadokowany w…</translation>
    </message>
    <message>
        <source>Off the board</source>
        <translation>Poza planszą</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(puste)</translation>
    </message>
    <message>
        <source>Position editor</source>
        <translation>Edytor stanu gry</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Check and start</source>
        <translation>Sprawdź i rozpocznij</translation>
    </message>
    <message>
        <source>This position is not possible (%1): %2</source>
        <extracomment>The position editor's check: where the problem is (a player's name and the part of the editor, such as "Brook — ships", or a part such as "Relic Ship") and what it is</extracomment>
        <translation>Taki stan gry jest niemożliwy (%1): %2</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Kolonie</translation>
    </message>
    <message>
        <source>Cards, fields and Relic Ship</source>
        <translation>Karty, pola i Statek Reliktowy</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Czyja tura</translation>
    </message>
    <message>
        <source>Turn number</source>
        <translation>Numer tury</translation>
    </message>
    <message>
        <source>Fuel</source>
        <translation>Paliwo</translation>
    </message>
    <message>
        <source>Ore</source>
        <translation>Ruda</translation>
    </message>
    <message>
        <source>Colony on Hub circle (0: none)</source>
        <translation>Kolonia na kręgu Centrum (0: brak)</translation>
    </message>
    <message>
        <source>Alien tech cards</source>
        <translation>Karty technologii obcych</translation>
    </message>
    <message>
        <source>Ships (the active player's docked ships are gathered for the roll)</source>
        <translation>Statki (zadokowane statki aktywnego gracza zostaną zebrane do rzutu)</translation>
    </message>
    <message>
        <source>Ship %1</source>
        <translation>Statek %1</translation>
    </message>
    <message>
        <source>showing</source>
        <translation>wartość</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>Terytorium</translation>
    </message>
    <message>
        <source>Field generators</source>
        <translation>Generatory pól</translation>
    </message>
    <message>
        <source>Cards on display at the Alien Artifact</source>
        <translation>Karty na wystawce przy Artefakcie Obcych</translation>
    </message>
    <message>
        <source>Discard pile (the rest of the deck is the draw pile)</source>
        <translation>Stos kart odrzuconych (reszta talii to stos do dobierania)</translation>
    </message>
    <message>
        <source>Relic Ship</source>
        <translation>Statek Reliktowy</translation>
    </message>
    <message>
        <source>On Burroughs Desert</source>
        <translation>Na Pustyni Burroughsa</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <translation>Należy do: %1</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>(wybierz)</translation>
    </message>
    <message>
        <source>Rolled, not placed yet</source>
        <translation>Wyrzucony, jeszcze nieumieszczony</translation>
    </message>
    <message>
        <source>In the fleet, to roll</source>
        <translation>We flocie, do rzutu</translation>
    </message>
    <message>
        <source>Enter the game as it is at the table, whose turn it is and whether they have rolled yet.</source>
        <translation>Wprowadź stan gry ze stołu, czyja jest tura i czy gracz już rzucił.</translation>
    </message>
    <message>
        <source>Before the roll</source>
        <translation>Przed rzutem</translation>
    </message>
    <message>
        <source>After the roll</source>
        <translation>Po rzucie</translation>
    </message>
    <message>
        <source>%1's turn so far</source>
        <translation>Dotychczasowy przebieg tury: %1</translation>
    </message>
    <message>
        <source>Their ships docked at a facility were docked this turn; ships not placed yet show their dice. From the board the referee counts this turn's ships at the Colonist Hub (Asimov Crater), at the Lunar Mine (Van Vogt Mountains) and at the Alien Artifact (the claim total). With two or more ships on the Hub and Asimov Crater active, its +1 counts as already taken; advances beyond circle 7 are not kept, so launch before entering the position.</source>
        <translation>Statki tego gracza zadokowane w stacji zostały zadokowane w tej turze; statki jeszcze nieumieszczone pokazują wyrzucone wartości. Na podstawie planszy sędzia liczy statki z tej tury w Centrum Kolonistów (Krater Asimova), w Kopalni Księżycowej (Góry van Vogta) i przy Artefakcie Obcych (suma do zdobycia karty). Przy dwóch lub więcej statkach w Centrum i aktywnym Kraterze Asimova jego +1 liczy się jako już wykorzystane; ruchy poza krąg 7 nie są zachowywane, więc wystrzel kolonię przed wprowadzeniem stanu gry.</translation>
    </message>
    <message>
        <source>Fuel powers already used:</source>
        <translation>Już użyte zdolności za paliwo:</translation>
    </message>
    <message>
        <source>No card with a fuel power held.</source>
        <translation>Brak kart ze zdolnością za paliwo.</translation>
    </message>
    <message>
        <source>The turn's discard power is used</source>
        <translation>Zdolność odrzucenia w tej turze jest już wykorzystana</translation>
    </message>
    <message>
        <source>Bonus borrowed with the Data Crystal</source>
        <translation>Premia pożyczona Kryształem Danych</translation>
    </message>
    <message>
        <source>A card was already claimed this turn (the claim total starts again)</source>
        <translation>W tej turze zdobyto już kartę (suma do zdobycia karty liczy się od nowa)</translation>
    </message>
    <message>
        <source>Display cycles still to use</source>
        <translation>Pozostałe wymiany wystawki</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Statki</translation>
    </message>
    <message>
        <source>Ships (docked at a facility: docked this turn)</source>
        <translation>Statki (zadokowane w stacji: zadokowane w tej turze)</translation>
    </message>
    <message>
        <source>Whom the ship is docked for: its owner, unless another player took it with the Mind Control Helmet. Then it counts for that player (their Colonist Hub track, their trade pair at the Orbital Market) until its owner's next turn.</source>
        <extracomment>Tooltip of the position editor's "for" choice beside a docked ship</extracomment>
        <translation>Dla kogo statek jest zadokowany: dla właściciela, chyba że inny gracz przejął go Hełmem Kontroli Umysłu. Wtedy liczy się dla tego gracza (jego tor w Centrum Kolonistów, jego para handlowa na Rynku Orbitalnym) aż do następnej tury właściciela.</translation>
    </message>
    <message>
        <source>for</source>
        <extracomment>Position editor, after a docked ship's value: whom the ship is docked for (a player's name follows)</extracomment>
        <translation>dla</translation>
    </message>
</context>
<context>
    <name>RaidDialog</name>
    <message>
        <source>Raid</source>
        <translation>Najazd</translation>
    </message>
    <message>
        <source>Take up to 4 resources from any players, or one alien tech card from one player.</source>
        <translation>Zabierz do 4 surowców dowolnym graczom albo jedną kartę technologii obcych jednemu graczowi.</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Surowce</translation>
    </message>
    <message>
        <source>A card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nic</translation>
    </message>
    <message>
        <source>fuel (has %1)</source>
        <translation>paliwo (ma %1)</translation>
    </message>
    <message>
        <source>ore (has %1)</source>
        <translation>ruda (ma %1)</translation>
    </message>
    <message>
        <source>%1 of 4 taken</source>
        <translation>zabrano %1 z 4</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Dock and raid</source>
        <translation>Zadokuj i najedź</translation>
    </message>
</context>
<context>
    <name>RecordReader</name>
    <message>
        <source>at most %1 cards</source>
        <translation>maksymalna liczba kart: %1</translation>
    </message>
    <message>
        <source>at most %1 dice</source>
        <translation>maksymalna liczba kości: %1</translation>
    </message>
    <message>
        <source>at most %1 ships</source>
        <translation>maksymalna liczba statków: %1</translation>
    </message>
    <message>
        <source>no player has the colour '%1'</source>
        <translation>żaden gracz nie ma koloru '%1'</translation>
    </message>
    <message>
        <source>a raid takes either "resources" or a "card"</source>
        <translation>najazd obejmuje albo "resources", albo "card"</translation>
    </message>
    <message>
        <source>at most one entry per player</source>
        <translation>najwyżej jeden wpis na gracza</translation>
    </message>
    <message>
        <source>unknown action type '%1'</source>
        <translation>nieznany typ akcji '%1'</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>oczekiwano obiektu, znaleziono: %1</translation>
    </message>
    <message>
        <source>expected an array, found %1</source>
        <translation>oczekiwano tablicy, znaleziono: %1</translation>
    </message>
    <message>
        <source>unknown key '%1'</source>
        <translation>nieznany klucz '%1'</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>oczekiwano liczby całkowitej, znaleziono: %1</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 jest poza dozwolonym zakresem (od %2 do %3)</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>brak tego klucza</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>oczekiwano true lub false, znaleziono: %1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>oczekiwano ciągu znaków, znaleziono: %1</translation>
    </message>
    <message>
        <source>card</source>
        <translation>karta</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>kolor</translation>
    </message>
    <message>
        <source>facility</source>
        <translation>stacja</translation>
    </message>
    <message>
        <source>field generator</source>
        <translation>generator pola</translation>
    </message>
    <message>
        <source>ruleset</source>
        <translation>wersja zasad</translation>
    </message>
    <message>
        <source>territory</source>
        <translation>terytorium</translation>
    </message>
    <message>
        <source>unknown %1 '%2'</source>
        <translation>%1 '%2' nie istnieje</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>wartość logiczna</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>liczba</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>ciąg znaków</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>tablica</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>obiekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>something else</source>
        <translation>coś innego</translation>
    </message>
    <message>
        <source>expected "%1"</source>
        <translation>oczekiwano "%1"</translation>
    </message>
    <message>
        <source>impossible position: %1</source>
        <translation>niemożliwy stan gry: %1</translation>
    </message>
    <message>
        <source>nobody holds two copies of a card</source>
        <translation>nikt nie ma dwóch egzemplarzy tej samej karty</translation>
    </message>
    <message>
        <source>unknown place '%1' (stock, fleet or docked%2)</source>
        <translation>nieznane miejsce '%1' (stock, fleet lub docked%2)</translation>
    </message>
    <message>
        <source>, or home for the Relic Ship</source>
        <translation>, a dla Statku Reliktowego także home</translation>
    </message>
    <message>
        <source>%1 ships listed: each colour has exactly %2</source>
        <translation>podano statków: %1, a każdy kolor ma ich dokładnie %2</translation>
    </message>
    <message>
        <source>the display has %1 places (null for an empty one)</source>
        <translation>liczba miejsc na wystawce: %1 (null oznacza puste miejsce)</translation>
    </message>
    <message>
        <source>unknown stage '%1'</source>
        <translation>nieznana faza '%1'</translation>
    </message>
    <message>
        <source>unknown ship '%1'</source>
        <translation>nieznany statek '%1'</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2%3</source>
        <translation>nieprawidłowy JSON w bajcie %1: %2%3</translation>
    </message>
    <message>
        <source> (the file looks truncated)</source>
        <translation> (plik wygląda na ucięty)</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>oczekiwano obiektu JSON na najwyższym poziomie</translation>
    </message>
    <message>
        <source>this is not an AF Referee file of the expected kind ('%1', expected '%2')</source>
        <translation>to nie jest plik AF Referee oczekiwanego rodzaju ('%1', oczekiwano '%2')</translation>
    </message>
    <message>
        <source>version %1 was written by a newer AF Referee; this one reads up to version %2</source>
        <translation>plik w wersji %1 zapisał nowszy AF Referee; ten odczytuje wersje do %2</translation>
    </message>
    <message>
        <source>expected "table" or "digital", found '%1'</source>
        <translation>oczekiwano "table" lub "digital", znaleziono: '%1'</translation>
    </message>
    <message>
        <source>expected a whole number in a string, found '%1'</source>
        <translation>oczekiwano liczby całkowitej w ciągu znaków, znaleziono: '%1'</translation>
    </message>
    <message>
        <source>a digital game needs its seed</source>
        <translation>gra cyfrowa wymaga ziarna</translation>
    </message>
    <message>
        <source>a name has at most 100 characters</source>
        <translation>imię może mieć najwyżej 100 znaków</translation>
    </message>
    <message>
        <source>the position's ruleset, options or players differ from the record's</source>
        <translation>wersja zasad, opcje lub gracze w stanie gry różnią się od tych w zapisie gry</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>nie można otworzyć %1: %2</translation>
    </message>
    <message>
        <source>%1 is too large (%2 bytes; at most %3)</source>
        <translation>plik %1 jest za duży (rozmiar: %2 B, limit: %3 B)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>nie można zapisywać do %1: %2</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>nie można zapisać %1: %2</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>folder</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>potok nazwany (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>urządzenie</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>gniazdo</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>plik specjalny</translation>
    </message>
    <message>
        <source>%1 is not a file that can be read: it is %2</source>
        <translation>%1 nie jest plikiem, który można odczytać: to %2</translation>
    </message>
    <message>
        <source>cannot open %1: it is a symbolic link that leads back to itself (a loop)</source>
        <translation>nie można otworzyć %1: to dowiązanie symboliczne, które prowadzi z powrotem do siebie (pętla)</translation>
    </message>
    <message>
        <source>cannot open %1: it is a symbolic link to a file that does not exist</source>
        <translation>nie można otworzyć %1: to dowiązanie symboliczne do pliku, który nie istnieje</translation>
    </message>
    <message>
        <source>a record holds at most %1 actions; this one has %2</source>
        <translation>zapis gry może mieć najwyżej %1 ruchów; ten ma %2</translation>
    </message>
    <message>
        <source>duplicate key</source>
        <translation>powtórzony klucz</translation>
    </message>
    <message>
        <source>at most %1 boards</source>
        <translation>najwyżej %1 plansz</translation>
    </message>
    <message>
        <source>unknown module '%1' (modules: factions, agendas, extra-tech, outer-belt)</source>
        <translation>nieznany moduł '%1' (moduły: factions, agendas, extra-tech, outer-belt)</translation>
    </message>
    <message>
        <source>the module '%1' is named twice</source>
        <translation>moduł '%1' podano dwa razy</translation>
    </message>
    <message>
        <source>the %1 board is taken by two players</source>
        <translation>plansza %1 należy do dwóch graczy</translation>
    </message>
    <message>
        <source>the %1 board is named twice</source>
        <translation>plansza %1 została podana dwa razy</translation>
    </message>
    <message>
        <source>faction</source>
        <translation>frakcja</translation>
    </message>
    <message>
        <source>resource</source>
        <translation>surowiec</translation>
    </message>
    <message>
        <source>faction data needs the factions module</source>
        <translation>dane frakcji wymagają modułu factions</translation>
    </message>
    <message>
        <source>extra-tech data needs the extra-tech module</source>
        <translation>dane modułu extra-tech wymagają modułu extra-tech</translation>
    </message>
    <message>
        <source>unknown ship '%1' (ships are named like red-1 to red-6, relic-ship or brethren-ship)</source>
        <translation>nieznany statek '%1' (statki nazywają się od red-1 do red-6, relic-ship lub brethren-ship)</translation>
    </message>
    <message>
        <source>%1 players: a game has 2 to 6</source>
        <translation>liczba graczy: %1, a w grze bierze udział od 2 do 6</translation>
    </message>
    <message>
        <source>only a colony on the Colonist Hub of a 5 or 6 player game has a track</source>
        <translation>tor ma tylko kolonia w Centrum Kolonistów w grze na 5 lub 6 graczy</translation>
    </message>
    <message>
        <source>only extra alien tech cards keep tokens</source>
        <translation>tylko dodatkowe karty technologii obcych przechowują żetony</translation>
    </message>
    <message>
        <source>agenda card</source>
        <translation>karta agendy</translation>
    </message>
    <message>
        <source>the agenda card '%1' is already listed: each card of the game is in one place</source>
        <translation>karta agendy '%1' jest już podana: każda karta gry leży w jednym miejscu</translation>
    </message>
    <message>
        <source>%1 hands listed: one per player, %2</source>
        <translation>podano rąk: %1, a każdy gracz ma jedną (%2)</translation>
    </message>
    <message>
        <source>agenda data needs the agendas module</source>
        <translation>dane agend wymagają modułu agendas</translation>
    </message>
    <message>
        <source>%1 entries listed: one per player, %2</source>
        <translation>podano wpisów: %1, a każdy gracz ma jeden (%2)</translation>
    </message>
    <message>
        <source>1 to %1 cards, top first</source>
        <translation>od 1 do %1 kart, wierzchnia pierwsza</translation>
    </message>
</context>
<context>
    <name>RuleLink</name>
    <message>
        <source>Rule: %1</source>
        <extracomment>Link to the rules reference entry a refusal comes from, e.g. "Rule: Lunar Mine"</extracomment>
        <translation>Zasada: %1</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>The aim of the game</source>
        <translation>Cel gry</translation>
    </message>
    <message>
        <source>Every player commands a small fleet of spaceships, and the dice are those ships: the number a die shows is that ship's value. On your turn you roll your ships and dock them at the orbital facilities around the planet. The facilities turn ship values into fuel, ore, new ships, alien technology and, above all, colonies on the planet.</source>
        <translation>Każdy gracz dowodzi małą flotą statków kosmicznych, a kości są tymi statkami: liczba na kości to wartość statku. W swojej turze rzucasz swoimi statkami i dokujesz je w stacjach orbitalnych wokół planety. Stacje zamieniają wartości statków na paliwo, rudę, nowe statki, technologię obcych, a przede wszystkim na kolonie na planecie.</translation>
    </message>
    <message>
        <source>You win by having the most victory points (VP) when the game ends. Points come from your colonies on the planet, from the territories you control, from two special alien tech cards and from the Positron Field (see Scoring).</source>
        <translation>Wygrywasz, jeśli w chwili zakończenia gry masz najwięcej punktów zwycięstwa (PZ). Punkty dają twoje kolonie na planecie, kontrolowane przez ciebie terytoria, dwie specjalne karty technologii obcych oraz Pole Pozytronowe (zob. Punktacja).</translation>
    </message>
    <message>
        <source>The game ends at once when any player lands their last colony (see End of the game). Landing colonies quickly brings the end closer; controlling territories and keeping the others from landing theirs wins the points that decide it.</source>
        <translation>Gra kończy się natychmiast, gdy którykolwiek gracz osadzi swoją ostatnią kolonię (zob. Koniec gry). Szybkie osadzanie kolonii przybliża koniec; kontrolowanie terytoriów i przeszkadzanie innym w osadzaniu ich kolonii daje punkty, które o nim rozstrzygają.</translation>
    </message>
    <message>
        <source>The app is the referee, not the board. You roll real dice and move real pieces, then tell the app what happened. It checks every move against the rules, keeps the books and shows the current score. When it refuses a move, its "why?" link opens the entry of the rule concerned.</source>
        <translation>Sędzią jest aplikacja, nie plansza. Rzucasz prawdziwymi kośćmi i przesuwasz prawdziwe elementy, a potem mówisz aplikacji, co się stało. Sprawdza ona każdy ruch pod kątem zasad, prowadzi rachunki i pokazuje aktualny wynik. Gdy odrzuca ruch, jej link „Dlaczego?” otwiera hasło odpowiedniej zasady.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Przygotowanie</translation>
    </message>
    <message>
        <source>In the box: the board with the planet, its moon and the orbital facilities; 24 ships (dice) in four colours, 6 of each; the clear Relic Ship; 30 fuel and 20 ore tokens; 24 alien tech cards; 32 colonies, 8 of each colour; 8 territory counters; dock covers; 3 field generators; and a victory point track.</source>
        <translation>W pudełku: plansza z planetą, jej księżycem i stacjami orbitalnymi; 24 statki (kości) w czterech kolorach, po 6 w każdym; przezroczysty Statek Reliktowy; 30 żetonów paliwa i 20 żetonów rudy; 24 karty technologii obcych; 32 kolonie, po 8 w każdym kolorze; 8 znaczników terytoriów; zaślepki portów; 3 generatory pól; oraz tor punktów zwycięstwa.</translation>
    </message>
    <message>
        <source>Put the board in the middle of the table. The clear die is the &lt;b&gt;Relic Ship&lt;/b&gt;: it starts on Burroughs Desert. Each of the eight territory counters goes on its own territory, where it stays until someone controls that territory. Keep the three field generators beside the board: none is on the planet at the start.</source>
        <translation>Połóż planszę na środku stołu. Przezroczysta kość to &lt;b&gt;Statek Reliktowy&lt;/b&gt;: zaczyna na Pustyni Burroughsa. Każdy z ośmiu znaczników terytoriów trafia na swoje terytorium i zostaje tam, dopóki ktoś nie przejmie nad nim kontroli. Trzy generatory pól połóż obok planszy: na początku żadnego nie ma na planecie.</translation>
    </message>
    <message>
        <source>The fuel (orange) and ore (grey) tokens form the supply: 30 fuel and 20 ore. Each player picks a colour. Of the 6 ships of your colour, 3 form your fleet and are gathered on your first turn; the other 3 wait in the ship stock, to be built at the Shipyard later.</source>
        <translation>Żetony paliwa (pomarańczowe) i rudy (szare) tworzą pulę: 30 paliwa i 20 rudy. Każdy gracz wybiera kolor. Z 6 statków twojego koloru 3 tworzą twoją flotę i zbierasz je w swojej pierwszej turze; pozostałe 3 czekają w rezerwie statków, aby później zbudować je w Stoczni.</translation>
    </message>
    <message>
        <source>Colonies per player: 6 with 4 players, 7 with 3 players, 8 with 2 players. In the long game every player takes all 8 colonies; the 2013 and first-edition rules offer it for 3 and 4 players, Edition X at any count (with 2 players everyone has 8 anyway). Unused colony tokens go back in the box.</source>
        <translation>Kolonie na gracza: 6 przy 4 graczach, 7 przy 3 graczach, 8 przy 2 graczach. W długiej grze każdy gracz bierze wszystkie 8 kolonii; zasady z 2013 roku i pierwszej edycji przewidują ją dla 3 i 4 graczy, Edition X przy dowolnej liczbie graczy (przy 2 graczach każdy i tak ma 8). Niewykorzystane kolonie wracają do pudełka.</translation>
    </message>
    <message>
        <source>Alien tech: shuffle the deck (24 cards under the 2013 rules and Edition X; 22 under the first edition, which has no Mind Control Helmet). Turn 3 cards face up beside the Alien Artifact: this is the display. Deal each player 1 card face up. The rest is the draw pile; discarded cards form a face-up discard pile.</source>
        <translation>Technologia obcych: potasuj talię (24 karty według zasad z 2013 roku i Edition X; 22 według pierwszej edycji, w której nie ma Hełmu Kontroli Umysłu). Odkryj 3 karty obok Artefaktu Obcych: to wystawka. Rozdaj każdemu graczowi 1 odkrytą kartę. Reszta to stos do dobierania; odrzucone karty tworzą odkryty stos kart odrzuconych.</translation>
    </message>
    <message>
        <source>Roll to choose player one (highest roll); play then goes clockwise. To make up for playing later, the second player starts with 1 fuel, the third with 1 ore and the fourth with 1 fuel and 1 ore. Player one starts with nothing. This is given once, at the start only.</source>
        <translation>Rzućcie kośćmi, aby wybrać pierwszego gracza (najwyższy wynik); potem gra toczy się zgodnie z ruchem wskazówek zegara. Aby wyrównać późniejszy start, drugi gracz zaczyna z 1 paliwem, trzeci z 1 rudą, a czwarty z 1 paliwem i 1 rudą. Pierwszy gracz zaczyna bez niczego. Otrzymuje się to tylko raz, na początku gry.</translation>
    </message>
    <message>
        <source>With fewer than 4 players some docking ports are covered for the whole game (the board marks them with dots). 3 players: cover 1 port of the Solar Converter, 1 of the Lunar Mine, 1 pair at the Orbital Market and 1 pair at the Shipyard. 2 players: cover 1 port of the Solar Converter, 2 of the Lunar Mine, 1 pair at the Orbital Market, 2 pairs at the Shipyard and 1 set of three at the Colony Constructor.</source>
        <translation>Przy mniej niż 4 graczach niektóre porty są zakryte przez całą grę (plansza oznacza je kropkami). 3 graczy: zakryj 1 port Konwertera Słonecznego, 1 port Kopalni Księżycowej, 1 parę na Rynku Orbitalnym i 1 parę w Stoczni. 2 graczy: zakryj 1 port Konwertera Słonecznego, 2 porty Kopalni Księżycowej, 1 parę na Rynku Orbitalnym, 2 pary w Stoczni i 1 trójkę w Konstruktorze Kolonii.</translation>
    </message>
    <message>
        <source>Usable ports for 4 / 3 / 2 players: Solar Converter 8 / 7 / 7; Lunar Mine 5 / 4 / 3; Orbital Market 2 / 1 / 1 pairs; Shipyard 3 / 2 / 1 pairs; Colony Constructor 2 / 2 / 1 sets of three. The Alien Artifact (4 ports), the Raiders' Outpost (one run of 3), the Terraforming Station (1 port), the Colonist Hub (4 tracks) and the Maintenance Bay (no limit) are the same at every count.</source>
        <translation>Dostępne porty przy 4 / 3 / 2 graczach: Konwerter Słoneczny 8 / 7 / 7; Kopalnia Księżycowa 5 / 4 / 3; Rynek Orbitalny 2 / 1 / 1 pary; Stocznia 3 / 2 / 1 pary; Konstruktor Kolonii 2 / 2 / 1 trójki. Artefakt Obcych (4 porty), Posterunek Najeźdźców (jedna sekwencja 3 statków), Stacja Terraformująca (1 port), Centrum Kolonistów (4 tory) i Hangar Serwisowy (bez limitu) są takie same przy każdej liczbie graczy.</translation>
    </message>
    <message>
        <source>The deal: in table mode you shuffle and deal the real cards, then tell the app which cards came up (the three on display and each player's card). In digital mode the app deals from its own seeded shuffle. A player dealt the Alien City or the Alien Monument has 1 VP from the start (R-23).</source>
        <translation>Rozdanie: w trybie stołowym tasujesz i rozdajesz prawdziwe karty, a potem podajesz aplikacji, jakie karty wypadły (trzy na wystawce i kartę każdego gracza). W trybie cyfrowym aplikacja rozdaje karty według własnego tasowania z ziarnem. Gracz, który dostał Miasto Obcych lub Pomnik Obcych, ma 1 PZ od samego początku (R-23).</translation>
    </message>
    <message>
        <source>Playing a turn</source>
        <translation>Przebieg tury</translation>
    </message>
    <message>
        <source>Turns go clockwise, starting with player one. A turn has these steps, in this order.</source>
        <translation>Tury następują zgodnie z ruchem wskazówek zegara, zaczynając od pierwszego gracza. Tura składa się z następujących kroków, w tej kolejności.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Start of turn.&lt;/b&gt; If one of your ships is on the Terraforming Station from your previous turn, it is used up: it goes back to the ship stock (the Relic Ship goes back to Burroughs Desert instead).</source>
        <translation>&lt;b&gt;Początek tury.&lt;/b&gt; Jeśli jeden z twoich statków stoi na Stacji Terraformującej od twojej poprzedniej tury, zostaje zużyty: wraca do rezerwy statków (Statek Reliktowy wraca zamiast tego na Pustynię Burroughsa).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gather and roll.&lt;/b&gt; Take back every ship of yours that is on the board, at the facilities and on the Maintenance Bay (including ships built or knocked off since your last turn, and the Relic Ship if you hold it), and roll them all. The values rolled are your ships for this turn.</source>
        <translation>&lt;b&gt;Zbierz i rzuć.&lt;/b&gt; Zabierz każdy swój statek, który jest na planszy – w stacjach i w Hangarze Serwisowym (w tym statki zbudowane lub wypchnięte od twojej ostatniej tury oraz Statek Reliktowy, jeśli go masz) – i rzuć nimi wszystkimi. Wyrzucone wartości to twoje statki na tę turę.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Resource Cache.&lt;/b&gt; If you held the Resource Cache when you rolled, it pays out now, before anything else happens.</source>
        <translation>&lt;b&gt;Skład Surowców.&lt;/b&gt; Jeśli w chwili rzutu miałeś Skład Surowców, wypłaca on teraz, zanim stanie się cokolwiek innego.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Main stage.&lt;/b&gt; Now do these in any order, as often as the rules allow: dock ships at orbital facilities, use and discard alien tech cards, trade at the Orbital Market while your pair is docked there, cycle or claim cards at the Alien Artifact, launch a colony from the Colonist Hub, and buy the Relic Ship if you control Burroughs Desert. Each docking is settled at once: you pay when you dock and receive the benefit straight away.</source>
        <translation>&lt;b&gt;Faza główna.&lt;/b&gt; Teraz wykonuj w dowolnej kolejności i tak często, jak pozwalają zasady: dokuj statki w stacjach orbitalnych, używaj i odrzucaj karty technologii obcych, handluj na Rynku Orbitalnym, dopóki twoja para jest tam zadokowana, wymieniaj lub zdobywaj karty przy Artefakcie Obcych, wystrzel kolonię z Centrum Kolonistów i kup Statek Reliktowy, jeśli kontrolujesz Pustynię Burroughsa. Każde dokowanie rozlicza się od razu: płacisz przy dokowaniu i natychmiast otrzymujesz korzyść.</translation>
    </message>
    <message>
        <source>A facility can be used only if it has enough free ports, your ships meet its value condition and you can pay its cost right now. For example, the Terraforming Station needs its port free, a ship showing 6, and 1 fuel and 1 ore in your hand.</source>
        <translation>Ze stacji można skorzystać tylko wtedy, gdy ma dość wolnych portów, twoje statki spełniają jej warunek wartości i możesz od razu zapłacić jej koszt. Na przykład Stacja Terraformująca wymaga wolnego portu, statku z wartością 6 oraz 1 paliwa i 1 rudy w twoim posiadaniu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dock if you can.&lt;/b&gt; All the ships you rolled must be placed before the turn ends. A ship may go to the Maintenance Bay only when it cannot legally dock at any facility at that moment (R-1). You choose the order of your dockings, and you do not have to dock as many ships as possible.</source>
        <translation>&lt;b&gt;Dokuj, jeśli możesz.&lt;/b&gt; Wszystkie wyrzucone statki muszą zostać umieszczone przed końcem tury. Statek może trafić do Hangaru Serwisowego tylko wtedy, gdy w danej chwili nie może zgodnie z zasadami zadokować w żadnej stacji (R-1). Sam wybierasz kolejność dokowań i nie musisz dokować jak największej liczby statków.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of turn.&lt;/b&gt; When all your ships are placed, your turn ends. If you then hold more than 8 resource tokens (fuel and ore together), return the extra ones of your choice to the supply (R-26). Your ships stay where they are until your next turn, keeping those ports busy for the other players.</source>
        <translation>&lt;b&gt;Koniec tury.&lt;/b&gt; Gdy wszystkie twoje statki są umieszczone, twoja tura się kończy. Jeśli masz wtedy więcej niż 8 żetonów surowców (paliwo i ruda łącznie), zwróć wybrane nadwyżkowe żetony do puli (R-26). Twoje statki zostają na miejscu do twojej następnej tury i blokują te porty dla innych graczy.</translation>
    </message>
    <message>
        <source>Colonies and territory control</source>
        <translation>Kolonie i kontrola terytoriów</translation>
    </message>
    <message>
        <source>A colony reaches the planet in one of three ways: through the Colony Constructor, through the Terraforming Station, or launched from circle 7 of the Colonist Hub. You choose the territory: any territory will do unless the Repulsor Field is on it (R-22).</source>
        <translation>Kolonia trafia na planetę na jeden z trzech sposobów: przez Konstruktor Kolonii, przez Stację Terraformującą albo wystrzelona z kręgu 7 Centrum Kolonistów. Ty wybierasz terytorium: nadaje się każde, chyba że leży na nim Pole Odpychające (R-22).</translation>
    </message>
    <message>
        <source>Each of your colonies on the planet is worth 1 VP.</source>
        <translation>Każda twoja kolonia na planecie jest warta 1 PZ.</translation>
    </message>
    <message>
        <source>You &lt;b&gt;control&lt;/b&gt; a territory when you have more colonies on it than any other single player. You take its counter, score 1 more VP and may use its bonus. When two or more players share the highest number, nobody controls it and the counter stays on the planet.</source>
        <translation>&lt;b&gt;Kontrolujesz&lt;/b&gt; terytorium, gdy masz na nim więcej kolonii niż którykolwiek inny gracz. Bierzesz jego znacznik, zdobywasz 1 PZ więcej i możesz korzystać z jego premii. Gdy dwóch lub więcej graczy ma tę samą, najwyższą liczbę kolonii, nikt go nie kontroluje, a znacznik zostaje na planecie.</translation>
    </message>
    <message>
        <source>Example: Red has 2 colonies on Lem Badlands, Blue and Green 1 each, so Red controls it. If Blue lands a second colony there, Red and Blue are tied and nobody controls Lem Badlands any more.</source>
        <translation>Przykład: Czerwony ma 2 kolonie na Pustkowiach Lema, Niebieski i Zielony po 1, więc Czerwony je kontroluje. Jeśli Niebieski osadzi tam drugą kolonię, Czerwony i Niebieski remisują i nikt już nie kontroluje Pustkowi Lema.</translation>
    </message>
    <message>
        <source>Control changes the moment the colonies change: a landing, or a colony moved by the Orbital Teleporter's or swapped by the Polarity Device's discard power. A player who loses control gives the counter back at once and loses that VP and the bonus. A bonus works from the moment you gain control, but not for what you did earlier in the turn (R-8).</source>
        <translation>Kontrola zmienia się w chwili, gdy zmieniają się kolonie: przy osadzeniu kolonii albo gdy kolonia zostanie przeniesiona zdolnością odrzucenia Teleportera Orbitalnego lub zamieniona zdolnością odrzucenia Urządzenia Polaryzacyjnego. Gracz, który traci kontrolę, od razu oddaje znacznik i traci ten PZ oraz premię. Premia działa od chwili przejęcia kontroli, ale nie na to, co zrobiłeś wcześniej w tej turze (R-8).</translation>
    </message>
    <message>
        <source>Colonies stay on the planet for the rest of the game, unless a card moves them. Landing your last colony ends the game at once (R-11).</source>
        <translation>Kolonie zostają na planecie do końca gry, chyba że przeniesie je karta. Osadzenie twojej ostatniej kolonii natychmiast kończy grę (R-11).</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <source>The score is not a running total. At any moment it is simply what the board and the cards show now, so it goes up and down during the game. The app works it out again after every action.</source>
        <translation>Wynik nie jest sumą narastającą. W każdej chwili jest po prostu tym, co pokazują teraz plansza i karty, więc w trakcie gry rośnie i spada. Aplikacja przelicza go po każdej akcji.</translation>
    </message>
    <message>
        <source>Each player scores 1 VP for each of their colonies on the planet, 1 VP for each territory they control, 1 VP for holding the Alien City, 1 VP for holding the Alien Monument, and 1 VP for controlling the territory where the Positron Field is.</source>
        <translation>Każdy gracz zdobywa 1 PZ za każdą swoją kolonię na planecie, 1 PZ za każde kontrolowane terytorium, 1 PZ za posiadanie Miasta Obcych, 1 PZ za posiadanie Pomnika Obcych i 1 PZ za kontrolę terytorium, na którym leży Pole Pozytronowe.</translation>
    </message>
    <message>
        <source>The score panel shows this breakdown for every player: colonies, territories, Alien City, Alien Monument and Positron Field.</source>
        <translation>Panel wyników pokazuje ten podział dla każdego gracza: kolonie, terytoria, Miasto Obcych, Pomnik Obcych i Pole Pozytronowe.</translation>
    </message>
    <message>
        <source>Example: Blue has 5 colonies on the planet and controls Lem Badlands and Heinlein Plains; the Positron Field is on Heinlein Plains, and Blue holds the Alien City. Blue has 5 + 2 + 1 + 1 = 9 VP.</source>
        <translation>Przykład: Niebieski ma 5 kolonii na planecie i kontroluje Pustkowia Lema oraz Równiny Heinleina; Pole Pozytronowe leży na Równinach Heinleina, a Niebieski ma Miasto Obcych. Niebieski ma 5 + 2 + 1 + 1 = 9 PZ.</translation>
    </message>
    <message>
        <source>A colony still on the Colonist Hub, ships, fuel, ore and the other cards score nothing. Cards, ore and fuel only matter to break a tie.</source>
        <translation>Kolonia, która wciąż jest w Centrum Kolonistów, statki, paliwo, ruda i pozostałe karty nie dają punktów. Karty, ruda i paliwo liczą się tylko przy rozstrzyganiu remisu.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>The game ends the instant any player lands their last colony on the planet, even in the middle of a turn. Nothing else happens after that: no more docking, no card use, and nobody discards down to 8 (R-11).</source>
        <translation>Gra kończy się w chwili, gdy którykolwiek gracz osadzi na planecie swoją ostatnią kolonię, nawet w środku tury. Potem nic się już nie dzieje: żadnego dokowania, żadnego użycia kart i nikt nie odrzuca nadwyżki ponad 8 (R-11).</translation>
    </message>
    <message>
        <source>The player with the most VP wins. If players are tied, the one holding the most alien tech cards wins (the Alien City and the Alien Monument count as cards). If that is equal too, the most ore wins, then the most fuel, as held at the moment the game ended. Players still equal share the place (R-27).</source>
        <translation>Wygrywa gracz z największą liczbą PZ. Przy remisie wygrywa ten, kto ma najwięcej kart technologii obcych (Miasto Obcych i Pomnik Obcych liczą się jako karty). Jeśli i tu jest remis, wygrywa najwięcej rudy, potem najwięcej paliwa, według stanu w chwili zakończenia gry. Gracze nadal równi dzielą miejsce (R-27).</translation>
    </message>
    <message>
        <source>A colony waiting on the Colonist Hub is not on the planet yet. If it is your last one, it is not stuck there: the Colony Constructor or the Terraforming Station may land it instead.</source>
        <translation>Kolonia czekająca w Centrum Kolonistów nie jest jeszcze na planecie. Jeśli to twoja ostatnia, nie utknęła tam: zamiast tego może ją osadzić Konstruktor Kolonii lub Stacja Terraformująca.</translation>
    </message>
    <message>
        <source>The supply</source>
        <translation>Pula</translation>
    </message>
    <message>
        <source>The supply is every fuel and ore token no player holds: 30 fuel and 20 ore in all. Costs are paid into the supply, and tokens returned at the end of a turn go back there too.</source>
        <translation>Pula to wszystkie żetony paliwa i rudy, których nie ma żaden gracz: łącznie 30 paliwa i 20 rudy. Koszty płaci się do puli i tam też wracają żetony zwrócone na koniec tury.</translation>
    </message>
    <message>
        <source>By default the app keeps the supply limited to the tokens in the box (R-18). When a facility or a card would give you more than the supply holds, you receive only what is left. A trade at the Orbital Market is refused when no ore is left.</source>
        <translation>Domyślnie aplikacja ogranicza pulę do żetonów z pudełka (R-18). Gdy stacja lub karta miałaby dać ci więcej, niż jest w puli, dostajesz tylko to, co zostało. Handel na Rynku Orbitalnym jest odrzucany, gdy nie zostało już rudy.</translation>
    </message>
    <message>
        <source>A raid at the Raiders' Outpost moves tokens from player to player, so the supply does not limit it.</source>
        <translation>Najazd z Posterunku Najeźdźców przenosi żetony między graczami, więc pula go nie ogranicza.</translation>
    </message>
    <message>
        <source>Groups that prefer unlimited tokens can turn the limit off in the game options when they start a game.</source>
        <translation>Grupy, które wolą nieograniczone żetony, mogą wyłączyć limit w opcjach przy rozpoczynaniu gry.</translation>
    </message>
    <message>
        <source>Orbital facilities</source>
        <translation>Stacje orbitalne</translation>
    </message>
    <message>
        <source>Ten facilities circle the planet. Each has docking ports; a ship docked in a port stays there until its owner gathers it at the start of their next turn, so a busy port is closed to everyone else until then.</source>
        <translation>Wokół planety krąży dziesięć stacji. Każda ma porty; statek zadokowany w porcie zostaje w nim, dopóki właściciel nie zbierze go na początku swojej następnej tury, więc zajęty port jest do tego czasu zamknięty dla wszystkich innych.</translation>
    </message>
    <message>
        <source>Most facilities ask for a particular kind of ship: any value, a pair of equal values, three equal values, a run of three consecutive values, a 6, or a value at least as high as the ships already there. Some also have a cost in fuel or ore, paid when you dock.</source>
        <translation>Większość stacji wymaga określonego rodzaju statków: dowolnej wartości, pary równych wartości, trzech równych wartości, sekwencji trzech kolejnych wartości, wartości 6 lub wartości co najmniej takiej jak statki już tam zadokowane. Niektóre mają też koszt w paliwie lub rudzie, płacony przy dokowaniu.</translation>
    </message>
    <message>
        <source>The number of usable ports depends on the number of players (see Setup). Each facility's entry gives its condition, its cost, its benefit and the territory bonus that improves it.</source>
        <translation>Liczba dostępnych portów zależy od liczby graczy (zob. Przygotowanie). Hasło każdej stacji podaje jej warunek, koszt, korzyść i premię terytorium, która ją ulepsza.</translation>
    </message>
    <message>
        <source>Solar Converter</source>
        <translation>Konwerter Słoneczny</translation>
    </message>
    <message>
        <source>Dock ships of any value, one per port. Each ship gives fuel equal to half its value, rounded up: a 1 or 2 gives 1 fuel, a 3 or 4 gives 2 fuel, a 5 or 6 gives 3 fuel.</source>
        <translation>Dokuj statki o dowolnej wartości, po jednym na port. Każdy statek daje paliwo równe połowie swojej wartości, zaokrąglonej w górę: 1 lub 2 daje 1 paliwo, 3 lub 4 daje 2 paliwa, 5 lub 6 daje 3 paliwa.</translation>
    </message>
    <message>
        <source>Example: docking a 3 and a 6 gives 2 + 3 = 5 fuel.</source>
        <translation>Przykład: zadokowanie 3 i 6 daje 2 + 3 = 5 paliwa.</translation>
    </message>
    <message>
        <source>Ports: 8 with 4 players, 7 with 2 or 3 players.</source>
        <translation>Porty: 8 przy 4 graczach, 7 przy 2 lub 3 graczach.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lem Badlands:&lt;/b&gt; its controller gets 1 extra fuel for each ship docked here.</source>
        <translation>&lt;b&gt;Pustkowia Lema:&lt;/b&gt; gracz, który je kontroluje, dostaje 1 dodatkowe paliwo za każdy zadokowany tu statek.</translation>
    </message>
    <message>
        <source>Lunar Mine</source>
        <translation>Kopalnia Księżycowa</translation>
    </message>
    <message>
        <source>Each ship docked here gives 1 ore, whatever its value. But every ship must be at least as high as the highest ship already docked at the Mine, whoever it belongs to.</source>
        <translation>Każdy zadokowany tu statek daje 1 rudę, niezależnie od wartości. Ale każdy statek musi mieć wartość co najmniej taką jak najwyższy statek już zadokowany w Kopalni, bez względu na to, do kogo należy.</translation>
    </message>
    <message>
        <source>Example: a 2 and a 4 are docked at the Mine. You may dock a 4, a 5 or a 6, but not a 3. If you dock a 4 and a 6 you get 2 ore, and from then on the next ship there needs a 6.</source>
        <translation>Przykład: w Kopalni zadokowane są 2 i 4. Możesz zadokować 4, 5 lub 6, ale nie 3. Jeśli zadokujesz 4 i 6, dostajesz 2 rudy, a od tej chwili następny statek musi tam mieć 6.</translation>
    </message>
    <message>
        <source>Ships docked together are placed one at a time from the lowest up, each checked against the highest ship there at that moment (R-12).</source>
        <translation>Statki dokowane razem umieszcza się pojedynczo, od najniższego w górę, a każdy porównuje się z najwyższym statkiem, który jest tam w danej chwili (R-12).</translation>
    </message>
    <message>
        <source>Ports: 5 with 4 players, 4 with 3 players, 3 with 2 players.</source>
        <translation>Porty: 5 przy 4 graczach, 4 przy 3 graczach, 3 przy 2 graczach.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Van Vogt Mountains:&lt;/b&gt; its controller's first ship at the Mine each turn may have any value.</source>
        <translation>&lt;b&gt;Góry van Vogta:&lt;/b&gt; pierwszy statek gracza, który je kontroluje, dokowany w każdej turze w Kopalni może mieć dowolną wartość.</translation>
    </message>
    <message>
        <source>Orbital Market</source>
        <translation>Rynek Orbitalny</translation>
    </message>
    <message>
        <source>Dock a pair of ships with the same value. While the pair stays docked, you may trade during the rest of this turn as often as you like: pay fuel equal to the pair's value to get 1 ore.</source>
        <translation>Zadokuj parę statków o tej samej wartości. Dopóki para pozostaje zadokowana, przez resztę tej tury możesz handlować, ile razy chcesz: zapłać paliwo w ilości równej wartości pary, aby dostać 1 rudę.</translation>
    </message>
    <message>
        <source>Example: with a pair of 2s docked, 6 fuel buys 3 ore. Fuel you gain later in the same turn can be traded too.</source>
        <translation>Przykład: przy zadokowanej parze 2 i 2 za 6 paliwa kupujesz 3 rudy. Paliwo zdobyte później w tej samej turze też można wymienić.</translation>
    </message>
    <message>
        <source>Trading stops when your turn ends, or earlier if a ship of the pair is moved away (R-9). If you have two pairs docked, the lower value sets the price.</source>
        <translation>Handel kończy się wraz z końcem twojej tury albo wcześniej, jeśli statek z pary zostanie przeniesiony (R-9). Jeśli masz zadokowane dwie pary, cenę wyznacza niższa wartość.</translation>
    </message>
    <message>
        <source>Ports: 2 pairs with 4 players, 1 pair with 2 or 3 players.</source>
        <translation>Porty: 2 pary przy 4 graczach, 1 para przy 2 lub 3 graczach.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Heinlein Plains:&lt;/b&gt; its controller always trades 1 fuel for 1 ore here, whatever the pair's value (a docked pair is still needed).</source>
        <translation>&lt;b&gt;Równiny Heinleina:&lt;/b&gt; gracz, który je kontroluje, zawsze wymienia tu 1 paliwo na 1 rudę, bez względu na wartość pary (zadokowana para nadal jest potrzebna).</translation>
    </message>
    <message>
        <source>Alien Artifact</source>
        <translation>Artefakt Obcych</translation>
    </message>
    <message>
        <source>Dock ships of any value, one per port; there are 4 ports at every player count. Each ship you dock lets you &lt;b&gt;cycle&lt;/b&gt; the display once if you wish: the 3 face-up cards go to the discard pile and 3 new ones are turned up from the draw pile.</source>
        <translation>Dokuj statki o dowolnej wartości, po jednym na port; przy każdej liczbie graczy są 4 porty. Każdy zadokowany statek pozwala ci raz &lt;b&gt;wymienić&lt;/b&gt; wystawkę, jeśli chcesz: 3 odkryte karty trafiają na stos kart odrzuconych, a ze stosu do dobierania odkrywa się 3 nowe.</translation>
    </message>
    <message>
        <source>When your ships docked here this turn add up to 8 or more, you may &lt;b&gt;claim&lt;/b&gt; one card from the display; a card from the draw pile takes its place. A claim uses up that total and any cycles left: to claim a second card in the same turn you need new ships adding up to 8 or more (R-25).</source>
        <translation>Gdy twoje statki zadokowane tu w tej turze dają łącznie 8 lub więcej, możesz &lt;b&gt;zdobyć&lt;/b&gt; jedną kartę z wystawki; jej miejsce zajmuje karta ze stosu do dobierania. Zdobycie karty zużywa tę sumę i wszystkie pozostałe wymiany: aby zdobyć drugą kartę w tej samej turze, potrzebujesz nowych statków dających łącznie 8 lub więcej (R-25).</translation>
    </message>
    <message>
        <source>Example: you dock a 3 and cycle, then a 2 and cycle again. You dock a 4: your total is now 9, so you may cycle a third time and then claim the card you want.</source>
        <translation>Przykład: dokujesz 3 i wymieniasz karty, potem 2 i znów wymieniasz. Dokujesz 4: twoja suma wynosi teraz 9, więc możesz wymienić po raz trzeci, a potem zdobyć wybraną kartę.</translation>
    </message>
    <message>
        <source>Only your own ships docked this turn count: ships left from your earlier turns and other players' ships do not. You may not claim a card you already hold. If the draw pile runs out, the discards are shuffled into a new draw pile.</source>
        <translation>Liczą się tylko twoje statki zadokowane w tej turze: statki z twoich wcześniejszych tur i statki innych graczy się nie liczą. Nie możesz zdobyć karty, którą już masz. Gdy stos do dobierania się wyczerpie, odrzucone karty tasuje się w nowy stos do dobierania.</translation>
    </message>
    <message>
        <source>Colonist Hub</source>
        <translation>Centrum Kolonistów</translation>
    </message>
    <message>
        <source>The Hub has 4 tracks, each with 3 docking ports and 7 circles. Each player uses one track at a time, and ships of any value may dock there.</source>
        <translation>Centrum ma 4 tory, każdy z 3 portami i 7 kręgami. Każdy gracz używa naraz jednego toru, a dokować mogą tu statki o dowolnej wartości.</translation>
    </message>
    <message>
        <source>Your first ship here puts one of your colonies on circle 1 of your track. Every further ship, this turn or in later turns, moves that colony on by one circle. Once it stands on circle 7 you may launch it at any moment of your turn: pay 1 fuel and 1 ore and land it on a territory.</source>
        <translation>Twój pierwszy statek tutaj umieszcza jedną z twoich kolonii na kręgu 1 twojego toru. Każdy kolejny statek, w tej lub w późniejszych turach, przesuwa tę kolonię o jeden krąg. Gdy stanie na kręgu 7, możesz ją wystrzelić w dowolnym momencie swojej tury: zapłać 1 paliwo i 1 rudę i osadź ją na terytorium.</translation>
    </message>
    <message>
        <source>While your colony waits on circle 7 you cannot dock more ships at the Hub; launch it first (R-2). After a launch, the next ship you dock at the Hub starts a new colony on circle 1, even in the same turn (R-3).</source>
        <translation>Dopóki twoja kolonia czeka na kręgu 7, nie możesz dokować w Centrum kolejnych statków; najpierw ją wystrzel (R-2). Po wystrzeleniu następny statek, który zadokujesz w Centrum, zaczyna nową kolonię na kręgu 1, nawet w tej samej turze (R-3).</translation>
    </message>
    <message>
        <source>Advances beyond circle 7, for example from Asimov Crater, are not lost if you launch at once: they start your next colony. Example: your colony is on circle 5 and you control Asimov Crater. You dock 3 ships together: 3 advances plus 1 bonus. Two of them reach circle 7; launch at once and the other 2 put your next colony on circle 2.</source>
        <translation>Ruchy poza krąg 7, na przykład dzięki Kraterowi Asimova, nie przepadają, jeśli od razu wystrzelisz kolonię: zaczynają twoją następną kolonię. Przykład: twoja kolonia jest na kręgu 5, a ty kontrolujesz Krater Asimova. Dokujesz razem 3 statki: 3 ruchy plus 1 z premii. Dwa z nich doprowadzają ją do kręgu 7; wystrzel ją od razu, a pozostałe 2 umieszczają twoją następną kolonię na kręgu 2.</translation>
    </message>
    <message>
        <source>Your last colony is not stuck on the Hub: if it is waiting there, the Colony Constructor or the Terraforming Station can land it instead.</source>
        <translation>Twoja ostatnia kolonia nie utknie w Centrum: jeśli tam czeka, zamiast tego może ją osadzić Konstruktor Kolonii lub Stacja Terraformująca.</translation>
    </message>
    <message>
        <source>A colony on the Hub is not on the planet: it scores nothing until it lands.</source>
        <translation>Kolonia w Centrum nie jest na planecie: nie daje punktów, dopóki nie wyląduje.</translation>
    </message>
    <message>
        <source>Colony Constructor</source>
        <translation>Konstruktor Kolonii</translation>
    </message>
    <message>
        <source>Dock three ships with the same value and pay 3 ore to land one of your colonies on a territory at once.</source>
        <translation>Zadokuj trzy statki o tej samej wartości i zapłać 3 rudy, aby od razu osadzić jedną ze swoich kolonii na terytorium.</translation>
    </message>
    <message>
        <source>Example: three 5s and 3 ore land a colony on Herbert Valley.</source>
        <translation>Przykład: trzy statki z wartością 5 i 3 rudy osadzają kolonię w Dolinie Herberta.</translation>
    </message>
    <message>
        <source>Ports: 2 sets of three with 3 or 4 players, 1 set with 2 players.</source>
        <translation>Porty: 2 trójki przy 3 lub 4 graczach, 1 trójka przy 2 graczach.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bradbury Plateau:&lt;/b&gt; its controller pays 2 ore instead of 3.</source>
        <translation>&lt;b&gt;Płaskowyż Bradbury'ego:&lt;/b&gt; gracz, który go kontroluje, płaci 2 rudy zamiast 3.</translation>
    </message>
    <message>
        <source>Terraforming Station</source>
        <translation>Stacja Terraformująca</translation>
    </message>
    <message>
        <source>Dock one ship showing 6 and pay 1 fuel and 1 ore to land one of your colonies on a territory at once. There is a single port.</source>
        <translation>Zadokuj jeden statek z wartością 6 i zapłać 1 paliwo i 1 rudę, aby od razu osadzić jedną ze swoich kolonii na terytorium. Jest tylko jeden port.</translation>
    </message>
    <message>
        <source>The ship is used up. It stays on the station until the start of your next turn and then goes to the ship stock instead of back to your fleet; from there it can be built again at the Shipyard (R-28). The Relic Ship goes back to Burroughs Desert instead.</source>
        <translation>Statek zostaje zużyty. Stoi na stacji do początku twojej następnej tury, a potem trafia do rezerwy statków zamiast z powrotem do twojej floty; stamtąd można go ponownie zbudować w Stoczni (R-28). Statek Reliktowy wraca zamiast tego na Pustynię Burroughsa.</translation>
    </message>
    <message>
        <source>You may not use the station if that would leave you with fewer than 3 ships of your colour (2 under Edition X), counting the ships of your colour that are not in the stock, after this one is lost. The Relic Ship never counts (R-17). So under the 2013 rules, with only 3 ships of your colour you cannot terraform with one of them.</source>
        <translation>Nie możesz użyć stacji, jeśli zostałoby ci mniej niż 3 statki twojego koloru (2 według Edition X), licząc statki twojego koloru, które nie są w rezerwie, po utracie tego statku. Statek Reliktowy nigdy się nie liczy (R-17). Według zasad z 2013 roku, mając tylko 3 statki swojego koloru, nie możesz więc terraformować żadnym z nich.</translation>
    </message>
    <message>
        <source>Alien tech cannot move a ship from the station to another facility. The Plasma Cannon can remove it, and then it goes straight to the stock.</source>
        <translation>Technologia obcych nie może przenieść statku z tej stacji do innej stacji. Działo Plazmowe może go usunąć i wtedy trafia on prosto do rezerwy statków.</translation>
    </message>
    <message>
        <source>Shipyard</source>
        <translation>Stocznia</translation>
    </message>
    <message>
        <source>Dock a pair of ships with the same value and pay to build a new ship: take a ship of your colour from the ship stock and put it on the Maintenance Bay. It joins your fleet when you gather your ships at the start of your next turn.</source>
        <translation>Zadokuj parę statków o tej samej wartości i zapłać, aby zbudować nowy statek: weź statek swojego koloru z rezerwy statków i postaw go w Hangarze Serwisowym. Dołącza do twojej floty, gdy zbierasz statki na początku swojej następnej tury.</translation>
    </message>
    <message>
        <source>The price depends on which ship it will be: your 4th ship costs 1 fuel and 1 ore, your 5th 2 fuel and 2 ore, your 6th 3 fuel and 3 ore. Count every ship of your colour that is not in the stock, wherever it is, and add the new one; the Relic Ship does not count (R-4). Two ships built in one turn are priced in order (R-28).</source>
        <translation>Cena zależy od tego, którym z kolei statkiem będzie nowy: twój 4. statek kosztuje 1 paliwo i 1 rudę, 5. – 2 paliwa i 2 rudy, 6. – 3 paliwa i 3 rudy. Policz każdy statek swojego koloru, który nie jest w rezerwie, gdziekolwiek się znajduje, i dodaj nowy; Statek Reliktowy się nie liczy (R-4). Dwa statki zbudowane w jednej turze wycenia się po kolei (R-28).</translation>
    </message>
    <message>
        <source>Example: you have 4 ships of your colour, one of them on the Terraforming Station. The new ship is your 5th and costs 2 fuel and 2 ore.</source>
        <translation>Przykład: masz 4 statki swojego koloru, jeden z nich na Stacji Terraformującej. Nowy statek jest twoim 5. i kosztuje 2 paliwa i 2 rudy.</translation>
    </message>
    <message>
        <source>If no ship of your colour is in the stock, you cannot use the Shipyard. Ships you lose go back to the stock and can be built again.</source>
        <translation>Jeśli w rezerwie nie ma żadnego statku twojego koloru, nie możesz użyć Stoczni. Utracone statki wracają do rezerwy i można je zbudować ponownie.</translation>
    </message>
    <message>
        <source>Ports: 3 pairs with 4 players, 2 pairs with 3 players, 1 pair with 2 players.</source>
        <translation>Porty: 3 pary przy 4 graczach, 2 pary przy 3 graczach, 1 para przy 2 graczach.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Herbert Valley:&lt;/b&gt; its controller pays 1 fuel and 1 ore less for each ship, so the 4th ship is free.</source>
        <translation>&lt;b&gt;Dolina Herberta:&lt;/b&gt; gracz, który ją kontroluje, płaci za każdy statek o 1 paliwo i 1 rudę mniej, więc 4. statek jest darmowy.</translation>
    </message>
    <message>
        <source>Raiders' Outpost</source>
        <translation>Posterunek Najeźdźców</translation>
    </message>
    <message>
        <source>Dock three ships with consecutive values, such as 2-3-4, to raid. Right when your run docks you may take either up to 4 resource tokens in total (fuel and ore in any mix, from one or more other players), or 1 alien tech card of your choice from one player. The raid is optional and happens once (R-21).</source>
        <translation>Zadokuj trzy statki o kolejnych wartościach, np. 2-3-4, aby dokonać najazdu. Od razu, gdy twoja sekwencja dokuje, możesz zabrać albo łącznie do 4 żetonów surowców (paliwo i rudę w dowolnym połączeniu, od jednego lub kilku innych graczy), albo 1 wybraną kartę technologii obcych od jednego gracza. Najazd jest opcjonalny i odbywa się raz (R-21).</translation>
    </message>
    <message>
        <source>There is room for one run. If ships are already docked there, your run must add up to more than the ships still docked there; those ships go to the Maintenance Bay. Under the 2013 rules and Edition X you may bump your own run too.</source>
        <translation>Jest miejsce na jedną sekwencję. Jeśli są tam już zadokowane statki, twoja sekwencja musi dawać łącznie więcej niż statki wciąż tam zadokowane; te statki trafiają do Hangaru Serwisowego. Według zasad z 2013 roku i Edition X możesz też wypchnąć własną sekwencję.</translation>
    </message>
    <message>
        <source>Example: 2-3-4 is docked (total 9). You may replace it with 3-4-5 (12) or 4-5-6 (15). If a Plasma Cannon has removed the 4, the two ships left add up to 5, so even 1-2-3 (6) beats them.</source>
        <translation>Przykład: zadokowana jest sekwencja 2-3-4 (suma 9). Możesz ją zastąpić sekwencją 3-4-5 (12) lub 4-5-6 (15). Jeśli Działo Plazmowe usunęło 4, dwa pozostałe statki dają 5, więc pokonuje je nawet 1-2-3 (6).</translation>
    </message>
    <message>
        <source>A card you steal that you already hold is discarded at once and does nothing. Nobody may take fuel or ore from a player who holds the Holographic Decoy; from that player a raid may take only the Decoy itself (R-10).</source>
        <translation>Ukradziona karta, którą już masz, zostaje od razu odrzucona i nic nie robi. Nikt nie może zabrać paliwa ani rudy graczowi, który ma Holograficzną Przynętę; takiemu graczowi najazd może zabrać tylko samą Przynętę (R-10).</translation>
    </message>
    <message>
        <source>Raided players never discard down to 8 because of a raid (R-26).</source>
        <translation>Gracze, na których dokonano najazdu, nigdy nie odrzucają nadwyżki ponad 8 z powodu najazdu (R-26).</translation>
    </message>
    <message>
        <source>Maintenance Bay</source>
        <translation>Hangar Serwisowy</translation>
    </message>
    <message>
        <source>The Maintenance Bay gives nothing. A rolled ship goes there only when it cannot legally dock at any other facility (R-1). There is no limit to the number of ships on it.</source>
        <translation>Hangar Serwisowy nic nie daje. Wyrzucony statek trafia tam tylko wtedy, gdy nie może zgodnie z zasadami zadokować w żadnej innej stacji (R-1). Liczba statków w nim jest nieograniczona.</translation>
    </message>
    <message>
        <source>It is also where ships wait for their owner's next turn: new ships from the Shipyard, the Relic Ship just bought, ships sent away by the Plasma Cannon and runs bumped from the Raiders' Outpost. Their owner gathers them with the rest of the fleet.</source>
        <translation>Tu też statki czekają na następną turę swojego właściciela: nowe statki ze Stoczni, właśnie kupiony Statek Reliktowy, statki odesłane przez Działo Plazmowe i sekwencje wypchnięte z Posterunku Najeźdźców. Właściciel zbiera je razem z resztą floty.</translation>
    </message>
    <message>
        <source>Under the 2013 rules and Edition X, alien tech cannot touch a ship on the Bay: the Orbital Teleporter, the Mind Control Helmet and the Plasma Cannon (either power) cannot move or remove it.</source>
        <translation>Według zasad z 2013 roku i Edition X technologia obcych nie może ruszyć statku w Hangarze Serwisowym: Teleporter Orbitalny, Hełm Kontroli Umysłu i Działo Plazmowe (żadna z jego zdolności) nie mogą go przenieść ani usunąć.</translation>
    </message>
    <message>
        <source>Territory bonuses</source>
        <translation>Premie terytoriów</translation>
    </message>
    <message>
        <source>The planet has eight territories. Whoever controls a territory (more colonies on it than any other single player) may use its bonus, and keeps it only as long as the control lasts.</source>
        <translation>Planeta ma osiem terytoriów. Kto kontroluje terytorium (ma na nim więcej kolonii niż którykolwiek inny gracz), może korzystać z jego premii i zachowuje ją tylko tak długo, jak trwa kontrola.</translation>
    </message>
    <message>
        <source>A bonus works from the moment you gain control; it does not change what you already did that turn (R-8). The Isolation Field cancels the bonus of its territory. The Data Crystal lets a player borrow a bonus for one turn.</source>
        <translation>Premia działa od chwili przejęcia kontroli; nie zmienia tego, co już zrobiłeś w tej turze (R-8). Pole Izolacyjne znosi premię swojego terytorium. Kryształ Danych pozwala graczowi pożyczyć premię na jedną turę.</translation>
    </message>
    <message>
        <source>Asimov Crater</source>
        <translation>Krater Asimova</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; in a turn in which you dock 2 or more ships at the Colonist Hub, your colony moves one extra circle.</source>
        <translation>&lt;b&gt;Premia:&lt;/b&gt; w turze, w której zadokujesz 2 lub więcej statków w Centrum Kolonistów, twoja kolonia przesuwa się o jeden dodatkowy krąg.</translation>
    </message>
    <message>
        <source>Example: 2 ships docked at the Hub move your colony 3 circles; 3 ships move it 4 circles.</source>
        <translation>Przykład: 2 statki zadokowane w Centrum przesuwają twoją kolonię o 3 kręgi; 3 statki – o 4 kręgi.</translation>
    </message>
    <message>
        <source>Under the 2013 rules and Edition X the extra circle comes once per turn, when a ship docks at the Hub while you hold the bonus and it is at least your second Hub ship of the turn (R-8). Under the first edition it comes each time you dock more than one ship there in one go.</source>
        <translation>Według zasad z 2013 roku i Edition X dodatkowy krąg przysługuje raz na turę, gdy statek dokuje w Centrum, kiedy masz tę premię, i jest to co najmniej twój drugi statek w Centrum w tej turze (R-8). Według pierwszej edycji przysługuje za każdym razem, gdy dokujesz tam więcej niż jeden statek naraz.</translation>
    </message>
    <message>
        <source>Advances beyond circle 7 start your next colony if you launch at once (see Colonist Hub).</source>
        <translation>Ruchy poza krąg 7 zaczynają twoją następną kolonię, jeśli od razu ją wystrzelisz (zob. Centrum Kolonistów).</translation>
    </message>
    <message>
        <source>Bradbury Plateau</source>
        <translation>Płaskowyż Bradbury'ego</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; the Colony Constructor costs you 2 ore instead of 3.</source>
        <translation>&lt;b&gt;Premia:&lt;/b&gt; Konstruktor Kolonii kosztuje cię 2 rudy zamiast 3.</translation>
    </message>
    <message>
        <source>Example: you dock three 4s at the Colony Constructor and pay 2 ore to land a colony.</source>
        <translation>Przykład: dokujesz trzy statki z wartością 4 w Konstruktorze Kolonii i płacisz 2 rudy, aby osadzić kolonię.</translation>
    </message>
    <message>
        <source>Burroughs Desert</source>
        <translation>Pustynia Burroughsa</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; you may buy the Relic Ship, the clear die, for 1 fuel and 1 ore at any moment of your turn while it stands on Burroughs Desert (R-24). It goes to the Maintenance Bay and joins your fleet when you gather your ships at the start of your next turn.</source>
        <translation>&lt;b&gt;Premia:&lt;/b&gt; możesz kupić Statek Reliktowy, przezroczystą kość, za 1 paliwo i 1 rudę w dowolnym momencie swojej tury, dopóki stoi na Pustyni Burroughsa (R-24). Trafia do Hangaru Serwisowego i dołącza do twojej floty, gdy zbierasz statki na początku swojej następnej tury.</translation>
    </message>
    <message>
        <source>The Relic Ship is an extra ship without a colour. You roll and dock it like your other ships, but it never counts as a ship of your colour (not for the Shipyard price, the Terraforming Station's minimum or the Plasma Cannon's limit), and whenever it would go to the ship stock it goes back to Burroughs Desert instead.</source>
        <translation>Statek Reliktowy to dodatkowy statek bez koloru. Rzucasz nim i dokujesz go tak samo jak inne swoje statki, ale nigdy nie liczy się jako statek twojego koloru (ani przy cenie w Stoczni, ani przy minimum Stacji Terraformującej, ani przy limicie Działa Plazmowego), a gdy miałby trafić do rezerwy statków, wraca zamiast tego na Pustynię Burroughsa.</translation>
    </message>
    <message>
        <source>You keep it only while you control Burroughs Desert and the Isolation Field is not there. If you lose control, or the Isolation Field arrives, the Relic Ship returns to Burroughs Desert at once, wherever it was. Whoever controls the territory may buy it again whenever it is back there.</source>
        <translation>Zatrzymujesz go tylko tak długo, jak kontrolujesz Pustynię Burroughsa i nie ma tam Pola Izolacyjnego. Jeśli stracisz kontrolę albo trafi tam Pole Izolacyjne, Statek Reliktowy natychmiast wraca na Pustynię Burroughsa, gdziekolwiek był. Kto kontroluje to terytorium, może go znów kupić, gdy tylko tam wróci.</translation>
    </message>
    <message>
        <source>Example: you terraform with the Relic Ship showing a 6. At the start of your next turn it goes home to Burroughs Desert, and you may buy it again during that same turn.</source>
        <translation>Przykład: terraformujesz Statkiem Reliktowym, który pokazuje 6. Na początku twojej następnej tury wraca na Pustynię Burroughsa, a ty możesz go znów kupić w tej samej turze.</translation>
    </message>
    <message>
        <source>This bonus cannot be borrowed with the Data Crystal.</source>
        <translation>Tej premii nie można pożyczyć Kryształem Danych.</translation>
    </message>
    <message>
        <source>The Relic Ship</source>
        <translation>Statek Reliktowy</translation>
    </message>
    <message>
        <source>The clear die is a ship with no colour. It starts on Burroughs Desert, and whoever controls Burroughs Desert may buy it for 1 fuel and 1 ore; it then joins their fleet from their next turn.</source>
        <translation>Przezroczysta kość to statek bez koloru. Zaczyna na Pustyni Burroughsa, a kto kontroluje Pustynię Burroughsa, może go kupić za 1 paliwo i 1 rudę; od swojej następnej tury kupujący ma go w swojej flocie.</translation>
    </message>
    <message>
        <source>It counts as one of your ships for docking but never as a ship of your colour. Whenever it would go to the ship stock, or its holder loses control of Burroughs Desert, or the Isolation Field lands there, it goes back to Burroughs Desert. See Burroughs Desert and R-24.</source>
        <translation>Przy dokowaniu liczy się jako jeden z twoich statków, ale nigdy jako statek twojego koloru. Gdy miałby trafić do rezerwy statków, gdy jego posiadacz straci kontrolę nad Pustynią Burroughsa albo gdy trafi tam Pole Izolacyjne, wraca na Pustynię Burroughsa. Zob. Pustynia Burroughsa i R-24.</translation>
    </message>
    <message>
        <source>Heinlein Plains</source>
        <translation>Równiny Heinleina</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; at the Orbital Market you always trade 1 fuel for 1 ore, whatever value your docked pair shows. You still need a pair docked there.</source>
        <translation>&lt;b&gt;Premia:&lt;/b&gt; na Rynku Orbitalnym zawsze wymieniasz 1 paliwo na 1 rudę, bez względu na wartość zadokowanej pary. Nadal potrzebujesz tam zadokowanej pary.</translation>
    </message>
    <message>
        <source>Example: with a pair of 6s at the Market, 4 fuel buys 4 ore instead of none.</source>
        <translation>Przykład: przy parze 6 i 6 na Rynku za 4 paliwa kupujesz 4 rudy zamiast żadnej.</translation>
    </message>
    <message>
        <source>Herbert Valley</source>
        <translation>Dolina Herberta</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; each ship you build at the Shipyard costs 1 fuel and 1 ore less. Your 4th ship is free, the 5th costs 1 fuel and 1 ore, the 6th 2 fuel and 2 ore.</source>
        <translation>&lt;b&gt;Premia:&lt;/b&gt; każdy statek budowany w Stoczni kosztuje o 1 paliwo i 1 rudę mniej. Twój 4. statek jest darmowy, 5. kosztuje 1 paliwo i 1 rudę, 6. – 2 paliwa i 2 rudy.</translation>
    </message>
    <message>
        <source>Lem Badlands</source>
        <translation>Pustkowia Lema</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; each ship you dock at the Solar Converter gives 1 extra fuel.</source>
        <translation>&lt;b&gt;Premia:&lt;/b&gt; każdy statek, który zadokujesz w Konwerterze Słonecznym, daje 1 dodatkowe paliwo.</translation>
    </message>
    <message>
        <source>Example: a 3 and a 4 give 2 + 2 fuel, plus 2 for the bonus: 6 fuel instead of 4. Only ships docked after you gain the bonus count (R-8).</source>
        <translation>Przykład: 3 i 4 dają 2 + 2 paliwa, plus 2 z premii: 6 paliwa zamiast 4. Liczą się tylko statki zadokowane po zdobyciu premii (R-8).</translation>
    </message>
    <message>
        <source>Pohl Foothills</source>
        <translation>Pogórze Pohla</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; every use of an alien tech card's fuel power costs you 1 fuel less (never below 0).</source>
        <translation>&lt;b&gt;Premia:&lt;/b&gt; każde użycie zdolności za paliwo karty technologii obcych kosztuje cię o 1 paliwo mniej (nigdy poniżej 0).</translation>
    </message>
    <message>
        <source>Example: the Booster Pod costs you nothing. Firing the Plasma Cannon at 3 ships costs 2 fuel instead of 3: the discount is per use, not per ship (R-16).</source>
        <translation>Przykład: Kapsuła Dopalacza nic cię nie kosztuje. Strzał z Działa Plazmowego w 3 statki kosztuje 2 paliwa zamiast 3: zniżka przysługuje za użycie, nie za statek (R-16).</translation>
    </message>
    <message>
        <source>For the Data Crystal, the discount counts only if you already held this bonus before that use (R-7).</source>
        <translation>W przypadku Kryształu Danych zniżka liczy się tylko wtedy, gdy miałeś tę premię już przed tym użyciem (R-7).</translation>
    </message>
    <message>
        <source>Van Vogt Mountains</source>
        <translation>Góry van Vogta</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; the first ship you dock at the Lunar Mine each turn may have any value, whatever is docked there. Your further ships there that turn follow the usual rule.</source>
        <translation>&lt;b&gt;Premia:&lt;/b&gt; pierwszy statek, który zadokujesz w danej turze w Kopalni Księżycowej, może mieć dowolną wartość, bez względu na to, co jest tam zadokowane. Twoje kolejne statki w tej turze podlegają zwykłej zasadzie.</translation>
    </message>
    <message>
        <source>Example: the highest ship at the Mine is a 5 and you rolled 1, 2 and 5. Dock the 1 first, then the 5 as well: 2 ore.</source>
        <translation>Przykład: najwyższy statek w Kopalni to 5, a ty wyrzuciłeś 1, 2 i 5. Zadokuj najpierw 1, potem także 5: 2 rudy.</translation>
    </message>
    <message>
        <source>The bonus does not help if a ship of yours already docked at the Mine this turn before you gained it (R-8).</source>
        <translation>Premia nie pomaga, jeśli w tej turze twój statek zadokował już w Kopalni, zanim ją zdobyłeś (R-8).</translation>
    </message>
    <message>
        <source>Field generators</source>
        <translation>Generatory pól</translation>
    </message>
    <message>
        <source>There are three field generators: the Isolation Field, the Positron Field and the Repulsor Field. None is on the planet at the start. Each arrives when a particular alien tech card is discarded: the Stasis Beam brings the Isolation Field, the Data Crystal the Positron Field, the Gravity Manipulator the Repulsor Field.</source>
        <translation>Są trzy generatory pól: Pole Izolacyjne, Pole Pozytronowe i Pole Odpychające. Na początku żadnego nie ma na planecie. Każdy pojawia się, gdy zostanie odrzucona określona karta technologii obcych: Promień Stazy przynosi Pole Izolacyjne, Kryształ Danych – Pole Pozytronowe, Manipulator Grawitacji – Pole Odpychające.</translation>
    </message>
    <message>
        <source>The first such discard puts the generator on any territory. Each later discard of that kind moves it to a different territory (R-14). Generators may share a territory. Discarding the Booster Pod takes one generator off the planet; its card can bring it back later.</source>
        <translation>Pierwsze takie odrzucenie umieszcza generator na dowolnym terytorium. Każde późniejsze odrzucenie tego rodzaju przenosi go na inne terytorium (R-14). Generatory mogą dzielić terytorium. Odrzucenie Kapsuły Dopalacza zdejmuje jeden generator z planety; jego karta może go później przywrócić.</translation>
    </message>
    <message>
        <source>A field generator changes the rules on its own territory only. Where its effect and an alien tech card disagree, the field generator wins.</source>
        <translation>Generator pola zmienia zasady tylko na swoim terytorium. Gdy jego działanie i karta technologii obcych są ze sobą sprzeczne, wygrywa generator pola.</translation>
    </message>
    <message>
        <source>Isolation Field</source>
        <translation>Pole Izolacyjne</translation>
    </message>
    <message>
        <source>The territory with the Isolation Field has no bonus: its controller cannot use it, and nobody can borrow it with the Data Crystal.</source>
        <translation>Terytorium z Polem Izolacyjnym nie ma premii: gracz, który je kontroluje, nie może z niej korzystać i nikt nie może jej pożyczyć Kryształem Danych.</translation>
    </message>
    <message>
        <source>Control still counts for the score: the controller keeps the 1 VP for control, and the Positron Field's point if it is there too (R-13).</source>
        <translation>Kontrola nadal liczy się do punktacji: kontrolujący zachowuje 1 PZ za kontrolę oraz punkt Pola Pozytronowego, jeśli ono też tam leży (R-13).</translation>
    </message>
    <message>
        <source>On Burroughs Desert it means the Relic Ship cannot be bought, and a Relic Ship in use goes straight back to Burroughs Desert.</source>
        <translation>Na Pustyni Burroughsa oznacza to, że nie można kupić Statku Reliktowego, a Statek Reliktowy w użyciu od razu wraca na Pustynię Burroughsa.</translation>
    </message>
    <message>
        <source>Placed or moved by discarding a Stasis Beam.</source>
        <translation>Umieszczane lub przenoszone przez odrzucenie Promienia Stazy.</translation>
    </message>
    <message>
        <source>Positron Field</source>
        <translation>Pole Pozytronowe</translation>
    </message>
    <message>
        <source>Whoever controls the territory with the Positron Field scores 1 extra VP. If nobody controls it, nobody gets the point.</source>
        <translation>Kto kontroluje terytorium z Polem Pozytronowym, zdobywa 1 dodatkowy PZ. Jeśli nikt go nie kontroluje, nikt nie dostaje tego punktu.</translation>
    </message>
    <message>
        <source>The point follows control: if control changes or the field moves, the point moves with it at once. It counts even when the Isolation Field is on the same territory (R-13).</source>
        <translation>Punkt podąża za kontrolą: jeśli kontrola się zmieni albo pole zostanie przeniesione, punkt natychmiast przechodzi razem z nimi. Liczy się nawet wtedy, gdy na tym samym terytorium leży Pole Izolacyjne (R-13).</translation>
    </message>
    <message>
        <source>Placed or moved by discarding a Data Crystal.</source>
        <translation>Umieszczane lub przenoszone przez odrzucenie Kryształu Danych.</translation>
    </message>
    <message>
        <source>Repulsor Field</source>
        <translation>Pole Odpychające</translation>
    </message>
    <message>
        <source>No colony may be added to or taken from the territory with the Repulsor Field. No colony can land there, and the discard powers of the Orbital Teleporter and the Polarity Device cannot move colonies into or out of it (R-15, R-19).</source>
        <translation>Na terytorium z Polem Odpychającym nie można dodać ani z niego zabrać żadnej kolonii. Żadna kolonia nie może tam wylądować, a zdolności odrzucenia Teleportera Orbitalnego i Urządzenia Polaryzacyjnego nie mogą przenosić kolonii na nie ani z niego (R-15, R-19).</translation>
    </message>
    <message>
        <source>It does not protect field generators: it can itself be moved or removed, and so can any other generator on the same territory.</source>
        <translation>Nie chroni generatorów pól: samo może zostać przeniesione lub usunięte, podobnie jak każdy inny generator na tym samym terytorium.</translation>
    </message>
    <message>
        <source>Placed or moved by discarding a Gravity Manipulator.</source>
        <translation>Umieszczane lub przenoszone przez odrzucenie Manipulatora Grawitacji.</translation>
    </message>
    <message>
        <source>Alien tech cards</source>
        <translation>Karty technologii obcych</translation>
    </message>
    <message>
        <source>Alien tech cards bend the rules. Everyone's cards lie face up. You gain them at the Alien Artifact, by a raid at the Raiders' Outpost, or with the Temporal Warper's discard power; each player is also dealt one at setup.</source>
        <translation>Karty technologii obcych naginają zasady. Karty wszystkich graczy leżą odkryte. Zdobywasz je przy Artefakcie Obcych, najazdem z Posterunku Najeźdźców lub zdolnością odrzucenia Zakrzywiacza Czasu; ponadto każdy gracz dostaje jedną przy przygotowaniu.</translation>
    </message>
    <message>
        <source>Most cards have two powers: a &lt;b&gt;fuel power&lt;/b&gt;, paid in fuel each time you use it, and a &lt;b&gt;discard power&lt;/b&gt;, used by putting the card on the discard pile. Some cards have only one power, or none. You use them during your own turn, at any moment of the main stage, even right after gaining them (the Resource Cache is the exception).</source>
        <translation>Większość kart ma dwie zdolności: &lt;b&gt;zdolność za paliwo&lt;/b&gt;, opłacaną paliwem przy każdym użyciu, i &lt;b&gt;zdolność odrzucenia&lt;/b&gt;, której używasz, kładąc kartę na stosie kart odrzuconych. Niektóre karty mają tylko jedną zdolność albo żadnej. Używasz ich we własnej turze, w dowolnym momencie fazy głównej, nawet zaraz po ich zdobyciu (wyjątkiem jest Skład Surowców).</translation>
    </message>
    <message>
        <source>Limits: each card can be used once per turn. You may use only one discard power per turn in all. A card whose fuel power you used this turn cannot be discarded for its power in the same turn.</source>
        <translation>Ograniczenia: każdej karty można użyć raz na turę. Łącznie możesz użyć tylko jednej zdolności odrzucenia na turę. Karty, której zdolności za paliwo użyłeś w tej turze, nie można w tej samej turze odrzucić dla jej zdolności.</translation>
    </message>
    <message>
        <source>Nobody may hold two copies of the same card. You cannot claim a card you already hold at the Alien Artifact, and a copy stolen in a raid is discarded at once without effect. (Edition X puts it in general terms: a duplicate that reaches you is discarded without its discard power.)</source>
        <translation>Nikt nie może mieć dwóch egzemplarzy tej samej karty. Przy Artefakcie Obcych nie możesz zdobyć karty, którą już masz, a egzemplarz ukradziony podczas najazdu zostaje od razu odrzucony bez efektu. (Edition X ujmuje to ogólnie: duplikat, który do ciebie trafi, zostaje odrzucony bez użycia jego zdolności odrzucenia.)</translation>
    </message>
    <message>
        <source>A card that changes a ship's value can never take it below 1 or above 6. (Edition X: the Booster Pod on a 6 or the Stasis Beam on a 1 may be used, but does nothing.)</source>
        <translation>Karta zmieniająca wartość statku nigdy nie może obniżyć jej poniżej 1 ani podnieść powyżej 6. (Edition X: Kapsuły Dopalacza na 6 lub Promienia Stazy na 1 można użyć, ale nic to nie daje.)</translation>
    </message>
    <message>
        <source>Where a card's power and a field generator's effect disagree, the field generator wins. If the draw pile runs out, the discard pile is shuffled to make a new one.</source>
        <translation>Gdy zdolność karty i działanie generatora pola są sprzeczne, wygrywa generator pola. Gdy stos do dobierania się wyczerpie, stos kart odrzuconych tasuje się w nowy.</translation>
    </message>
    <message>
        <source>Cards count in the tie-break, and two of them, the Alien City and the Alien Monument, are worth 1 VP each.</source>
        <translation>Karty liczą się przy rozstrzyganiu remisu, a dwie z nich, Miasto Obcych i Pomnik Obcych, są warte po 1 PZ.</translation>
    </message>
    <message>
        <source>Alien City</source>
        <translation>Miasto Obcych</translation>
    </message>
    <message>
        <source>Worth 1 VP for as long as you hold it. It has no fuel power and no discard power.</source>
        <translation>Warta 1 PZ, dopóki ją masz. Nie ma zdolności za paliwo ani zdolności odrzucenia.</translation>
    </message>
    <message>
        <source>There is one in the deck. The same player may hold both the Alien City and the Alien Monument. Like any card it can be stolen in a raid, and it counts as a card in the tie-break.</source>
        <translation>W talii jest jedna taka karta. Ten sam gracz może mieć zarówno Miasto Obcych, jak i Pomnik Obcych. Jak każdą kartę można ją ukraść podczas najazdu i liczy się jako karta przy rozstrzyganiu remisu.</translation>
    </message>
    <message>
        <source>Alien Monument</source>
        <translation>Pomnik Obcych</translation>
    </message>
    <message>
        <source>There is one in the deck. The same player may hold both the Alien Monument and the Alien City. Like any card it can be stolen in a raid, and it counts as a card in the tie-break.</source>
        <translation>W talii jest jedna taka karta. Ten sam gracz może mieć zarówno Pomnik Obcych, jak i Miasto Obcych. Jak każdą kartę można ją ukraść podczas najazdu i liczy się jako karta przy rozstrzyganiu remisu.</translation>
    </message>
    <message>
        <source>Booster Pod</source>
        <translation>Kapsuła Dopalacza</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel):&lt;/b&gt; add 1 to one of your unplaced ships. A 6 cannot be raised (Edition X: you may, but nothing happens).</source>
        <translation>&lt;b&gt;Zdolność za paliwo (1 paliwo):&lt;/b&gt; dodaj 1 do jednego ze swoich nieumieszczonych statków. Nie można podnieść 6 (Edition X: możesz, ale nic się nie dzieje).</translation>
    </message>
    <message>
        <source>Example: you rolled 1, 3 and 4. Raise the 3 to a 4 and dock the pair of 4s at the Shipyard.</source>
        <translation>Przykład: wyrzuciłeś 1, 3 i 4. Podnieś 3 do 4 i zadokuj parę 4 i 4 w Stoczni.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take any one field generator off the planet. It comes back only when its card is discarded again (R-14).</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; zdejmij z planety dowolny generator pola. Wraca dopiero wtedy, gdy jego karta zostanie ponownie odrzucona (R-14).</translation>
    </message>
    <message>
        <source>Data Crystal</source>
        <translation>Kryształ Danych</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel per colony):&lt;/b&gt; choose a territory and pay 1 fuel for each colony on it, counting every player's colonies. For the rest of this turn you may use its bonus as if you controlled it. Not possible for a territory without colonies, for one with the Isolation Field, or for Burroughs Desert (R-7).</source>
        <translation>&lt;b&gt;Zdolność za paliwo (1 paliwo za kolonię):&lt;/b&gt; wybierz terytorium i zapłać 1 paliwo za każdą kolonię na nim, licząc kolonie wszystkich graczy. Do końca tej tury możesz korzystać z jego premii, jakbyś je kontrolował. Niemożliwe dla terytorium bez kolonii, terytorium z Polem Izolacyjnym ani dla Pustyni Burroughsa (R-7).</translation>
    </message>
    <message>
        <source>Example: Heinlein Plains has one green and one red colony. You pay 2 fuel, and this turn you trade 1 fuel for 1 ore at the Orbital Market.</source>
        <translation>Przykład: na Równinach Heinleina jest jedna zielona i jedna czerwona kolonia. Płacisz 2 paliwa i w tej turze wymieniasz na Rynku Orbitalnym 1 paliwo na 1 rudę.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put the Positron Field on a territory, or move it to a different one.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; umieść Pole Pozytronowe na terytorium lub przenieś je na inne.</translation>
    </message>
    <message>
        <source>Gravity Manipulator</source>
        <translation>Manipulator Grawitacji</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (2 fuel):&lt;/b&gt; take 1 from one of your unplaced ships and add 1 to another. You need two unplaced ships, and both values stay between 1 and 6.</source>
        <translation>&lt;b&gt;Zdolność za paliwo (2 paliwa):&lt;/b&gt; odejmij 1 od jednego ze swoich nieumieszczonych statków i dodaj 1 do innego. Potrzebujesz dwóch nieumieszczonych statków, a obie wartości muszą pozostać między 1 a 6.</translation>
    </message>
    <message>
        <source>Example: you rolled 1, 2 and 5. Move a point from the 2 to the 5: you now have 1, 1 and 6.</source>
        <translation>Przykład: wyrzuciłeś 1, 2 i 5. Przenieś jedno oczko z 2 na 5: masz teraz 1, 1 i 6.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put the Repulsor Field on a territory, or move it to a different one.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; umieść Pole Odpychające na terytorium lub przenieś je na inne.</translation>
    </message>
    <message>
        <source>Holographic Decoy</source>
        <translation>Holograficzna Przynęta</translation>
    </message>
    <message>
        <source>No fuel power and no discard power: it protects you while you hold it.</source>
        <translation>Brak zdolności za paliwo i zdolności odrzucenia: chroni cię, dopóki ją masz.</translation>
    </message>
    <message>
        <source>A raider cannot take your fuel or ore. A raider who wants a card from you may take only the Decoy itself, which ends your protection. If the raider already holds a Decoy, the stolen one is discarded (R-10).</source>
        <translation>Najeźdźca nie może zabrać ci paliwa ani rudy. Najeźdźca, który chce od ciebie karty, może zabrać tylko samą Przynętę, co kończy twoją ochronę. Jeśli najeźdźca ma już Przynętę, ukradziona zostaje odrzucona (R-10).</translation>
    </message>
    <message>
        <source>Orbital Teleporter</source>
        <translation>Teleporter Orbitalny</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (2 fuel):&lt;/b&gt; move one of your docked ships to a different facility. It keeps its value and docks there under the usual conditions, alone or together with your unplaced ships (to complete a pair, for example). It cannot go back to the facility it just left.</source>
        <translation>&lt;b&gt;Zdolność za paliwo (2 paliwa):&lt;/b&gt; przenieś jeden ze swoich zadokowanych statków do innej stacji. Zachowuje on wartość i dokuje tam na zwykłych warunkach, sam lub razem z twoimi nieumieszczonymi statkami (na przykład, aby uzupełnić parę). Nie może wrócić do stacji, którą właśnie opuścił.</translation>
    </message>
    <message>
        <source>Not from the Terraforming Station, and not from the Maintenance Bay (2013 rules and Edition X). What the ship earned where it was stays earned; benefits that last only while it is docked there end (R-9).</source>
        <translation>Nie ze Stacji Terraformującej i nie z Hangaru Serwisowego (zasady z 2013 roku i Edition X). To, co statek zdobył tam, gdzie był, pozostaje zdobyte; korzyści, które trwają tylko, dopóki jest tam zadokowany, się kończą (R-9).</translation>
    </message>
    <message>
        <source>Example: you rolled 2, 5 and 6. The 6 docks at the Lunar Mine for 1 ore. You pay 2 fuel to move it to the Alien Artifact and dock the 2 there too: the total is 8, so you claim a card.</source>
        <translation>Przykład: wyrzuciłeś 2, 5 i 6. Statek z wartością 6 dokuje w Kopalni Księżycowej za 1 rudę. Płacisz 2 paliwa, aby przenieść go do Artefaktu Obcych, i dokujesz tam też 2: suma wynosi 8, więc zdobywasz kartę.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; move any one colony, yours or another player's, from its territory to a different one. The Repulsor Field blocks both the territory it leaves and the one it goes to (R-19).</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; przenieś dowolną kolonię, swoją lub innego gracza, z jej terytorium na inne. Pole Odpychające blokuje zarówno terytorium, które opuszcza, jak i to, na które trafia (R-19).</translation>
    </message>
    <message>
        <source>Plasma Cannon</source>
        <translation>Działo Plazmowe</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel per ship):&lt;/b&gt; remove other players' ships from one facility; they go to the Maintenance Bay. A ship removed from the Terraforming Station goes to the ship stock instead (the Relic Ship to Burroughs Desert). Never your own ships, only one facility per use, and not the Maintenance Bay. Pohl Foothills takes 1 fuel off the whole use (R-16).</source>
        <translation>&lt;b&gt;Zdolność za paliwo (1 paliwo za statek):&lt;/b&gt; usuń statki innych graczy z jednej stacji; trafiają do Hangaru Serwisowego. Statek usunięty ze Stacji Terraformującej trafia zamiast tego do rezerwy statków (Statek Reliktowy – na Pustynię Burroughsa). Nigdy twoje własne statki, tylko jedna stacja na użycie i nie Hangar Serwisowy. Pogórze Pohla odejmuje 1 paliwo od całego użycia (R-16).</translation>
    </message>
    <message>
        <source>Example: every pair at the Shipyard is taken. You pay 2 fuel to send two red ships from the Shipyard to the Maintenance Bay, then dock your own pair there.</source>
        <translation>Przykład: wszystkie pary w Stoczni są zajęte. Płacisz 2 paliwa, aby odesłać dwa czerwone statki ze Stoczni do Hangaru Serwisowego, a potem dokujesz tam własną parę.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; send one docked ship of another player to the ship stock; they may build it again later. The owner must still have at least 3 ships of their colour for their next turn: a ship on the Terraforming Station counts as already lost, the Relic Ship never counts. (First edition: the owner must have more than 3 ships of their colour in play.)</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; odeślij jeden zadokowany statek innego gracza do rezerwy statków; może go później znów zbudować. Właściciel musi mieć na swoją następną turę co najmniej 3 statki swojego koloru: statek na Stacji Terraformującej liczy się jako już utracony, Statek Reliktowy nigdy się nie liczy. (Pierwsza edycja: właściciel musi mieć w grze więcej niż 3 statki swojego koloru.)</translation>
    </message>
    <message>
        <source>The discard may target the Relic Ship whatever its holder's fleet (it goes back to Burroughs Desert) and a ship on the Terraforming Station; under the 2013 rules and Edition X, not a ship on the Maintenance Bay (R-16).</source>
        <translation>Odrzucenie może trafić Statek Reliktowy bez względu na flotę jego posiadacza (wraca on na Pustynię Burroughsa) oraz statek na Stacji Terraformującej; według zasad z 2013 roku i Edition X nie może trafić statku w Hangarze Serwisowym (R-16).</translation>
    </message>
    <message>
        <source>Polarity Device</source>
        <translation>Urządzenie Polaryzacyjne</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel):&lt;/b&gt; turn one of your unplaced ships over to its opposite face: 1 becomes 6, 2 becomes 5, 3 becomes 4, and the other way round.</source>
        <translation>&lt;b&gt;Zdolność za paliwo (1 paliwo):&lt;/b&gt; obróć jeden ze swoich nieumieszczonych statków na przeciwną ściankę: 1 staje się 6, 2 staje się 5, 3 staje się 4 i odwrotnie.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; swap two colonies of two different players standing on two different territories. Not if either territory has the Repulsor Field (R-15).</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; zamień dwie kolonie dwóch różnych graczy stojące na dwóch różnych terytoriach. Niemożliwe, jeśli na którymkolwiek z tych terytoriów jest Pole Odpychające (R-15).</translation>
    </message>
    <message>
        <source>Example: Herbert Valley has 2 yellow colonies and Lem Badlands 2 red ones. Swap one yellow for one red: both territories now have one of each, and neither player controls them.</source>
        <translation>Przykład: w Dolinie Herberta są 2 żółte kolonie, na Pustkowiach Lema 2 czerwone. Zamień jedną żółtą na jedną czerwoną: na obu terytoriach jest teraz po jednej kolonii każdego koloru i żaden z graczy ich nie kontroluje.</translation>
    </message>
    <message>
        <source>Resource Cache</source>
        <translation>Skład Surowców</translation>
    </message>
    <message>
        <source>No power to pay for and no discard power to choose: it pays out by itself. Right after you roll your ships, before any card is used, count the odd and even values. More odd: take 1 ore. More even: take 1 fuel. As many odd as even: take 1 fuel and 1 ore, and the card goes to the discard pile at once.</source>
        <translation>Nie ma płatnej zdolności ani zdolności odrzucenia do wyboru: wypłaca sam. Zaraz po rzucie statkami, zanim zostanie użyta jakakolwiek karta, policz wartości nieparzyste i parzyste. Więcej nieparzystych: weź 1 rudę. Więcej parzystych: weź 1 paliwo. Tyle samo nieparzystych co parzystych: weź 1 paliwo i 1 rudę, a karta od razu trafia na stos kart odrzuconych.</translation>
    </message>
    <message>
        <source>That forced discard does not count as your one discard of the turn (R-6). The card first pays out at the roll of your turn after you gained it.</source>
        <translation>To wymuszone odrzucenie nie liczy się jako twoje jedyne odrzucenie w turze (R-6). Karta po raz pierwszy wypłaca przy rzucie w twojej turze następującej po jej zdobyciu.</translation>
    </message>
    <message>
        <source>Example: you roll 2, 4 and 5: more even, take 1 fuel. Next turn you roll 1, 2, 3 and 6: two of each, so take 1 fuel and 1 ore and discard the Cache.</source>
        <translation>Przykład: wyrzucasz 2, 4 i 5: więcej parzystych, weź 1 paliwo. W następnej turze wyrzucasz 1, 2, 3 i 6: po dwie każdego rodzaju, więc weź 1 paliwo i 1 rudę i odrzuć Skład.</translation>
    </message>
    <message>
        <source>Stasis Beam</source>
        <translation>Promień Stazy</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel):&lt;/b&gt; take 1 from one of your unplaced ships. A 1 cannot be lowered (Edition X: you may, but nothing happens).</source>
        <translation>&lt;b&gt;Zdolność za paliwo (1 paliwo):&lt;/b&gt; odejmij 1 od jednego ze swoich nieumieszczonych statków. Nie można obniżyć 1 (Edition X: możesz, ale nic się nie dzieje).</translation>
    </message>
    <message>
        <source>Example: you rolled 1, 2 and 5. Lower the 2 to a 1 and dock the pair of 1s at the Orbital Market for the best price: 1 fuel per ore.</source>
        <translation>Przykład: wyrzuciłeś 1, 2 i 5. Obniż 2 do 1 i zadokuj parę 1 i 1 na Rynku Orbitalnym po najlepszej cenie: 1 paliwo za rudę.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put the Isolation Field on a territory, or move it to a different one.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; umieść Pole Izolacyjne na terytorium lub przenieś je na inne.</translation>
    </message>
    <message>
        <source>Temporal Warper</source>
        <translation>Zakrzywiacz Czasu</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel):&lt;/b&gt; roll again as many of your unplaced ships as you like (at least one).</source>
        <translation>&lt;b&gt;Zdolność za paliwo (1 paliwo):&lt;/b&gt; przerzuć dowolną liczbę swoich nieumieszczonych statków (co najmniej jeden).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take one card of your choice from the discard pile; you may look through the pile first. Not a card you already hold, and not possible while the pile is empty (R-5).</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; weź wybraną kartę ze stosu kart odrzuconych; możesz najpierw przejrzeć stos. Nie kartę, którą już masz, i niemożliwe, gdy stos jest pusty (R-5).</translation>
    </message>
    <message>
        <source>Example: the Alien City is in the discard pile. You discard the Temporal Warper and take the Alien City: 1 VP.</source>
        <translation>Przykład: Miasto Obcych leży na stosie kart odrzuconych. Odrzucasz Zakrzywiacz Czasu i bierzesz Miasto Obcych: 1 PZ.</translation>
    </message>
    <message>
        <source>Mind Control Helmet</source>
        <translation>Hełm Kontroli Umysłu</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (3 fuel):&lt;/b&gt; move one docked ship of another player to a different facility and use it there as if it were yours, alone or together with your unplaced ships. It keeps its value. Its owner gathers it as usual on their next turn.</source>
        <translation>&lt;b&gt;Zdolność za paliwo (3 paliwa):&lt;/b&gt; przenieś jeden zadokowany statek innego gracza do innej stacji i użyj go tam, jakby był twój, sam lub razem z twoimi nieumieszczonymi statkami. Zachowuje swoją wartość. Właściciel zbiera go jak zwykle w swojej następnej turze.</translation>
    </message>
    <message>
        <source>Not from the Terraforming Station or the Maintenance Bay, and not onto the Terraforming Station (Edition X: not onto the Maintenance Bay either).</source>
        <translation>Nie ze Stacji Terraformującej ani z Hangaru Serwisowego i nie na Stację Terraformującą (Edition X: także nie do Hangaru Serwisowego).</translation>
    </message>
    <message>
        <source>Example: you are red. You pay 3 fuel to move a green 3 from the Solar Converter to the Shipyard, dock your own 3 beside it and build a ship. On green's turn the green 3 goes back to green; your 3 stays docked.</source>
        <translation>Przykład: grasz czerwonymi. Płacisz 3 paliwa, aby przenieść zieloną 3 z Konwertera Słonecznego do Stoczni, dokujesz obok własną 3 i budujesz statek. W turze Zielonego zielona 3 wraca do Zielonego; twoja 3 zostaje zadokowana.</translation>
    </message>
    <message>
        <source>No discard power. The first-edition deck has no Mind Control Helmet.</source>
        <translation>Brak zdolności odrzucenia. W talii pierwszej edycji nie ma Hełmu Kontroli Umysłu.</translation>
    </message>
    <message>
        <source>About our rulings</source>
        <translation>O naszych rozstrzygnięciach</translation>
    </message>
    <message>
        <source>The rulebooks leave some situations open. The rulings R-1 to R-28 are the answers this app applies, so that every game is refereed the same way. A refusal that rests on a ruling links to it.</source>
        <translation>Instrukcje pozostawiają niektóre sytuacje otwarte. Rozstrzygnięcia od R-1 do R-28 to odpowiedzi, które stosuje ta aplikacja, aby każda gra była sędziowana tak samo. Odmowa oparta na rozstrzygnięciu zawiera do niego link.</translation>
    </message>
    <message>
        <source>If your group plays a point differently, agree on it at the table; the app follows these rulings.</source>
        <translation>Jeśli twoja grupa rozgrywa jakąś kwestię inaczej, uzgodnijcie to przy stole; aplikacja stosuje te rozstrzygnięcia.</translation>
    </message>
    <message>
        <source>R-1: Dock if you can</source>
        <translation>R-1: Dokuj, jeśli możesz</translation>
    </message>
    <message>
        <source>Whether a ship may go to the Maintenance Bay is decided ship by ship, when you send it there. It may go only if, in the game as it stands, it cannot legally dock at any facility: no free port that takes it, no unplaced ships to complete the pair, set of three or run it needs, or a cost you cannot pay now.</source>
        <translation>Czy statek może trafić do Hangaru Serwisowego, rozstrzyga się osobno dla każdego statku, gdy go tam wysyłasz. Może tam trafić tylko wtedy, gdy w obecnym stanie gry nie może zgodnie z zasadami zadokować w żadnej stacji: brak wolnego portu, który by go przyjął, brak nieumieszczonych statków do uzupełnienia potrzebnej pary, trójki lub sekwencji albo koszt, którego nie możesz teraz zapłacić.</translation>
    </message>
    <message>
        <source>Alien tech you might still use does not count: you never have to play a card to make a docking possible.</source>
        <translation>Technologia obcych, której mógłbyś jeszcze użyć, się nie liczy: nigdy nie musisz zagrywać karty, aby umożliwić dokowanie.</translation>
    </message>
    <message>
        <source>You choose the order of your dockings and do not have to dock as many ships as possible. When the app refuses, it names a facility where the ship could still dock.</source>
        <translation>Sam wybierasz kolejność dokowań i nie musisz dokować jak największej liczby statków. Gdy aplikacja odmawia, wskazuje stację, w której statek mógłby jeszcze zadokować.</translation>
    </message>
    <message>
        <source>R-2: A colony waiting on circle 7</source>
        <translation>R-2: Kolonia czekająca na kręgu 7</translation>
    </message>
    <message>
        <source>Once your colony reaches circle 7 of the Colonist Hub you cannot dock more ships at the Hub until you launch it.</source>
        <translation>Gdy twoja kolonia dotrze do kręgu 7 Centrum Kolonistów, nie możesz dokować w Centrum kolejnych statków, dopóki jej nie wystrzelisz.</translation>
    </message>
    <message>
        <source>Ships docked together in the one docking that brings it to circle 7 still count: their extra advances start your next colony if you launch at once.</source>
        <translation>Statki zadokowane razem w tym jednym dokowaniu, które doprowadza ją do kręgu 7, nadal się liczą: ich dodatkowe ruchy zaczynają twoją następną kolonię, jeśli od razu ją wystrzelisz.</translation>
    </message>
    <message>
        <source>R-3: Launching in the middle of a turn</source>
        <translation>R-3: Wystrzelenie w środku tury</translation>
    </message>
    <message>
        <source>You may launch a colony from circle 7 at any moment of your turn and then go on docking at the Hub: the next ship starts a new colony on circle 1.</source>
        <translation>Możesz wystrzelić kolonię z kręgu 7 w dowolnym momencie swojej tury, a potem dalej dokować w Centrum: następny statek zaczyna nową kolonię na kręgu 1.</translation>
    </message>
    <message>
        <source>Your track still has only 3 ports, so your ships already docked there this turn leave that many fewer for the new colony.</source>
        <translation>Twój tor nadal ma tylko 3 porty, więc statki, które zadokowałeś tam już w tej turze, zostawiają odpowiednio mniej miejsca dla nowej kolonii.</translation>
    </message>
    <message>
        <source>R-4: Shipyard price</source>
        <translation>R-4: Cena w Stoczni</translation>
    </message>
    <message>
        <source>The new ship's number is the count of ships of your colour not in the stock, plus one. That count takes in ships in your fleet, docked anywhere, on the Maintenance Bay and on the Terraforming Station. The Relic Ship never counts.</source>
        <translation>Numer nowego statku to liczba statków twojego koloru spoza rezerwy plus jeden. Liczą się statki w twojej flocie, zadokowane gdziekolwiek, w Hangarze Serwisowym i na Stacji Terraformującej. Statek Reliktowy nigdy się nie liczy.</translation>
    </message>
    <message>
        <source>4th ship: 1 fuel and 1 ore. 5th: 2 and 2. 6th: 3 and 3. Herbert Valley takes 1 fuel and 1 ore off each.</source>
        <translation>4. statek: 1 paliwo i 1 ruda. 5.: 2 i 2. 6.: 3 i 3. Dolina Herberta obniża każdą z tych cen o 1 paliwo i 1 rudę.</translation>
    </message>
    <message>
        <source>R-5: Temporal Warper discard</source>
        <translation>R-5: Odrzucenie Zakrzywiacza Czasu</translation>
    </message>
    <message>
        <source>You choose from the discard pile as it was before the Warper itself was discarded, so the Warper cannot take itself back.</source>
        <translation>Wybierasz ze stosu kart odrzuconych w takim stanie, w jakim był przed odrzuceniem samego Zakrzywiacza, więc Zakrzywiacz nie może odzyskać samego siebie.</translation>
    </message>
    <message>
        <source>You cannot take a card you already hold. With an empty discard pile the discard is refused, as it would gain nothing.</source>
        <translation>Nie możesz wziąć karty, którą już masz. Przy pustym stosie kart odrzuconych odrzucenie jest niedozwolone, bo nic by nie dało.</translation>
    </message>
    <message>
        <source>R-6: The Resource Cache's own discard</source>
        <translation>R-6: Własne odrzucenie Składu Surowców</translation>
    </message>
    <message>
        <source>When you roll as many odd as even ships and the Resource Cache is discarded, that is not your one discard of the turn: you may still use another card's discard power.</source>
        <translation>Gdy wyrzucisz tyle samo nieparzystych co parzystych statków i Skład Surowców zostanie odrzucony, nie jest to twoje jedyne odrzucenie w turze: nadal możesz użyć zdolności odrzucenia innej karty.</translation>
    </message>
    <message>
        <source>It happens right after the roll, before any alien tech can change the values, and never in the turn in which you gained the card.</source>
        <translation>Dzieje się to zaraz po rzucie, zanim technologia obcych zmieni wartości, i nigdy w turze, w której zdobyłeś kartę.</translation>
    </message>
    <message>
        <source>R-7: Data Crystal details</source>
        <translation>R-7: Szczegóły Kryształu Danych</translation>
    </message>
    <message>
        <source>The cost is 1 fuel per colony on the chosen territory, whoever they belong to. Like any card, it is used at most once per turn.</source>
        <translation>Koszt to 1 paliwo za każdą kolonię na wybranym terytorium, bez względu na to, do kogo należą. Jak każdej karty, można go użyć najwyżej raz na turę.</translation>
    </message>
    <message>
        <source>You cannot borrow Burroughs Desert, a territory with no colonies, or a territory with the Isolation Field.</source>
        <translation>Nie możesz pożyczyć Pustyni Burroughsa, terytorium bez kolonii ani terytorium z Polem Izolacyjnym.</translation>
    </message>
    <message>
        <source>Pohl Foothills lowers the Crystal's cost only if you already had the Pohl Foothills bonus before this use; borrowing Pohl Foothills does not make its own borrowing cheaper.</source>
        <translation>Pogórze Pohla obniża koszt Kryształu tylko wtedy, gdy premię Pogórza Pohla miałeś już przed tym użyciem; pożyczenie Pogórza Pohla nie obniża kosztu jego własnego pożyczenia.</translation>
    </message>
    <message>
        <source>R-8: Bonuses are not retroactive</source>
        <translation>R-8: Premie nie działają wstecz</translation>
    </message>
    <message>
        <source>A bonus gained during a turn applies from that moment on, never to what was done before.</source>
        <translation>Premia zdobyta w trakcie tury działa od tej chwili, nigdy na to, co zrobiono wcześniej.</translation>
    </message>
    <message>
        <source>Van Vogt Mountains helps only if no ship of yours has docked at the Lunar Mine yet this turn. Lem Badlands adds fuel only for ships docked at the Solar Converter after you gained it. Asimov Crater gives its extra circle when a ship docks at the Hub while you hold the bonus and your Hub ships this turn are 2 or more.</source>
        <translation>Góry van Vogta pomagają tylko wtedy, gdy w tej turze żaden twój statek nie zadokował jeszcze w Kopalni Księżycowej. Pustkowia Lema dodają paliwo tylko za statki zadokowane w Konwerterze Słonecznym po zdobyciu premii. Krater Asimova daje dodatkowy krąg, gdy statek dokuje w Centrum, kiedy masz tę premię, a twoich statków w Centrum w tej turze jest 2 lub więcej.</translation>
    </message>
    <message>
        <source>R-9: Moving a docked ship away</source>
        <translation>R-9: Przeniesienie zadokowanego statku</translation>
    </message>
    <message>
        <source>When the Orbital Teleporter or the Mind Control Helmet moves a ship away from a facility, what it already earned there stays earned: fuel, ore, a landed colony, Hub advances, a claimed card.</source>
        <translation>Gdy Teleporter Orbitalny lub Hełm Kontroli Umysłu przenosi statek ze stacji, to, co już tam zdobył, pozostaje zdobyte: paliwo, ruda, osadzona kolonia, ruchy w Centrum, zdobyta karta.</translation>
    </message>
    <message>
        <source>Effects that last only while the ship is docked stop: an Orbital Market pair that is broken allows no more trades.</source>
        <translation>Efekty trwające tylko, dopóki statek jest zadokowany, ustają: rozbita para na Rynku Orbitalnym nie pozwala już handlować.</translation>
    </message>
    <message>
        <source>Ships left at the Raiders' Outpost after one is moved or removed are bumped by a run with a higher total than theirs.</source>
        <translation>Statki pozostałe na Posterunku Najeźdźców po przeniesieniu lub usunięciu jednego z nich wypycha sekwencja o wyższej sumie niż ich suma.</translation>
    </message>
    <message>
        <source>R-10: Holographic Decoy and raids</source>
        <translation>R-10: Holograficzna Przynęta i najazdy</translation>
    </message>
    <message>
        <source>A raid for resources may take up to 4 tokens from any players except those holding the Holographic Decoy.</source>
        <translation>Najazd po surowce może zabrać do 4 żetonów dowolnym graczom z wyjątkiem tych, którzy mają Holograficzną Przynętę.</translation>
    </message>
    <message>
        <source>From a Decoy holder a raid can take only the Decoy card. If the raider already holds a Decoy, the stolen one is discarded.</source>
        <translation>Posiadaczowi Przynęty najazd może zabrać tylko kartę Przynęty. Jeśli najeźdźca ma już Przynętę, ukradziona zostaje odrzucona.</translation>
    </message>
    <message>
        <source>R-11: The game ends at once</source>
        <translation>R-11: Gra kończy się natychmiast</translation>
    </message>
    <message>
        <source>The game ends the moment a player's last colony lands on a territory, even in the middle of a turn.</source>
        <translation>Gra kończy się w chwili, gdy ostatnia kolonia któregoś gracza wyląduje na terytorium, nawet w środku tury.</translation>
    </message>
    <message>
        <source>No more ships are docked, no cards are used or discarded, and nobody discards down to 8. The tie-breaks use the cards, ore and fuel held at that moment.</source>
        <translation>Nie dokuje się już statków, nie używa się ani nie odrzuca kart i nikt nie odrzuca nadwyżki ponad 8. Remisy rozstrzyga się według kart, rudy i paliwa posiadanych w tej chwili.</translation>
    </message>
    <message>
        <source>R-12: Lunar Mine, one ship at a time</source>
        <translation>R-12: Kopalnia Księżycowa, statek po statku</translation>
    </message>
    <message>
        <source>Each ship is checked against the highest ship at the Mine when it docks, including ships you docked just before it.</source>
        <translation>Każdy statek przy dokowaniu porównuje się z najwyższym statkiem w Kopalni, w tym ze statkami, które zadokowałeś tuż przed nim.</translation>
    </message>
    <message>
        <source>Ships entered together are docked from the lowest to the highest. Over a docked 4, a 4 and a 6 entered together both dock; a 3 and a 6 entered together are refused, because the 3 is too low.</source>
        <translation>Statki wprowadzone razem dokuje się od najniższego do najwyższego. Przy zadokowanej 4 wprowadzone razem 4 i 6 dokują obie; wprowadzone razem 3 i 6 zostają odrzucone, bo 3 jest za niska.</translation>
    </message>
    <message>
        <source>R-13: Isolation and Positron together</source>
        <translation>R-13: Izolacja i Pozytron razem</translation>
    </message>
    <message>
        <source>If the Isolation Field and the Positron Field share a territory, its controller still scores the point for control and the Positron point. Only the territory's bonus is lost.</source>
        <translation>Jeśli Pole Izolacyjne i Pole Pozytronowe leżą na tym samym terytorium, kontrolujący je gracz nadal zdobywa punkt za kontrolę i punkt Pozytronu. Traci się tylko premię terytorium.</translation>
    </message>
    <message>
        <source>R-14: Placing and moving field generators</source>
        <translation>R-14: Umieszczanie i przenoszenie generatorów pól</translation>
    </message>
    <message>
        <source>"Move" means to a different territory: a discard that would leave the generator where it is is refused.</source>
        <translation>„Przenieść” oznacza: na inne terytorium. Odrzucenie, które zostawiłoby generator tam, gdzie jest, jest niedozwolone.</translation>
    </message>
    <message>
        <source>Generators may share a territory. A generator removed with the Booster Pod leaves the board; the next discard of its card places it again on any territory.</source>
        <translation>Generatory mogą dzielić terytorium. Generator usunięty Kapsułą Dopalacza opuszcza planszę; następne odrzucenie jego karty znów umieszcza go na dowolnym terytorium.</translation>
    </message>
    <message>
        <source>R-15: Polarity Device swap</source>
        <translation>R-15: Zamiana Urządzeniem Polaryzacyjnym</translation>
    </message>
    <message>
        <source>The swap exchanges two colonies of two different players that stand on two different territories.</source>
        <translation>Zamiana wymienia dwie kolonie dwóch różnych graczy, stojące na dwóch różnych terytoriach.</translation>
    </message>
    <message>
        <source>It is not possible if either territory has the Repulsor Field.</source>
        <translation>Jest niemożliwa, jeśli na którymkolwiek z tych terytoriów jest Pole Odpychające.</translation>
    </message>
    <message>
        <source>R-16: Plasma Cannon details</source>
        <translation>R-16: Szczegóły Działa Plazmowego</translation>
    </message>
    <message>
        <source>Discard power: it may target the Relic Ship whatever its holder's fleet; the Relic Ship goes back to Burroughs Desert. It may target a ship on the Terraforming Station, which goes to the stock. Under the 2013 rules and Edition X it may not target a ship on the Maintenance Bay.</source>
        <translation>Zdolność odrzucenia: może trafić Statek Reliktowy bez względu na flotę jego posiadacza; Statek Reliktowy wraca na Pustynię Burroughsa. Może trafić statek na Stacji Terraformującej, który trafia wtedy do rezerwy statków. Według zasad z 2013 roku i Edition X nie może trafić statku w Hangarze Serwisowym.</translation>
    </message>
    <message>
        <source>Fuel power: 1 fuel per ship removed, from one facility per use. Pohl Foothills takes 1 fuel off the use, not off each ship.</source>
        <translation>Zdolność za paliwo: 1 paliwo za każdy usunięty statek, z jednej stacji na użycie. Pogórze Pohla odejmuje 1 paliwo od użycia, nie od każdego statku.</translation>
    </message>
    <message>
        <source>R-17: Counting your fleet for terraforming</source>
        <translation>R-17: Liczenie floty przy terraformowaniu</translation>
    </message>
    <message>
        <source>Count the ships of your colour that are not in the stock (in your fleet, docked anywhere or on the Maintenance Bay), without the ship you are about to lose. At least 3 must remain (2 under Edition X).</source>
        <translation>Policz statki swojego koloru spoza rezerwy (we flocie, zadokowane gdziekolwiek lub w Hangarze Serwisowym), bez statku, który zaraz stracisz. Muszą zostać co najmniej 3 (2 według Edition X).</translation>
    </message>
    <message>
        <source>The Relic Ship never counts, and terraforming with it costs you no ship of your colour. So under the 2013 rules you need 4 or more ships of your colour to terraform with one of them.</source>
        <translation>Statek Reliktowy nigdy się nie liczy, a terraformowanie nim nie kosztuje cię żadnego statku twojego koloru. Według zasad z 2013 roku potrzebujesz więc 4 lub więcej statków swojego koloru, aby terraformować jednym z nich.</translation>
    </message>
    <message>
        <source>R-18: A limited supply</source>
        <translation>R-18: Ograniczona pula</translation>
    </message>
    <message>
        <source>By default the supply holds only the tokens in the box: 30 fuel and 20 ore. A player gains only what is left in it. A raid moves tokens between players, and payments go back to the supply.</source>
        <translation>Domyślnie pula zawiera tylko żetony z pudełka: 30 paliwa i 20 rudy. Gracz otrzymuje tylko to, co w niej zostało. Najazd przenosi żetony między graczami, a płatności wracają do puli.</translation>
    </message>
    <message>
        <source>An option when starting a game turns the limit off.</source>
        <translation>Opcja przy rozpoczynaniu gry wyłącza limit.</translation>
    </message>
    <message>
        <source>R-19: Orbital Teleporter discard</source>
        <translation>R-19: Odrzucenie Teleportera Orbitalnego</translation>
    </message>
    <message>
        <source>The discard may move any player's colony, not only your own.</source>
        <translation>Odrzucenie może przenieść kolonię dowolnego gracza, nie tylko twoją.</translation>
    </message>
    <message>
        <source>The Repulsor Field blocks both the territory the colony leaves and the territory it would go to.</source>
        <translation>Pole Odpychające blokuje zarówno terytorium, które kolonia opuszcza, jak i terytorium, na które miałaby trafić.</translation>
    </message>
    <message>
        <source>R-20: A ship moved onto the Alien Artifact</source>
        <translation>R-20: Statek przeniesiony do Artefaktu Obcych</translation>
    </message>
    <message>
        <source>A ship brought to the Alien Artifact by the Orbital Teleporter or the Mind Control Helmet counts toward your total for a claim and gives you one cycle, like a ship docked there directly.</source>
        <translation>Statek przeniesiony do Artefaktu Obcych przez Teleporter Orbitalny lub Hełm Kontroli Umysłu liczy się do twojej sumy przy zdobywaniu karty i daje ci jedną wymianę, tak jak statek zadokowany tam bezpośrednio.</translation>
    </message>
    <message>
        <source>R-21: When a raid happens</source>
        <translation>R-21: Kiedy odbywa się najazd</translation>
    </message>
    <message>
        <source>A raid happens once, right when your run docks at the Raiders' Outpost, and you may decline it.</source>
        <translation>Najazd odbywa się raz, od razu gdy twoja sekwencja dokuje na Posterunku Najeźdźców, i możesz z niego zrezygnować.</translation>
    </message>
    <message>
        <source>The run cannot raid again later in the turn, nor in later turns while it stays docked.</source>
        <translation>Sekwencja nie może dokonać ponownego najazdu później w tej turze ani w kolejnych turach, dopóki pozostaje zadokowana.</translation>
    </message>
    <message>
        <source>R-22: Where a colony may land</source>
        <translation>R-22: Gdzie może wylądować kolonia</translation>
    </message>
    <message>
        <source>A colony may land on any territory without the Repulsor Field. You need no colony nearby, and it does not matter who controls the territory.</source>
        <translation>Kolonia może wylądować na każdym terytorium bez Pola Odpychającego. Nie potrzebujesz żadnej kolonii w pobliżu i nie ma znaczenia, kto kontroluje to terytorium.</translation>
    </message>
    <message>
        <source>R-23: Alien City or Monument at setup</source>
        <translation>R-23: Miasto lub Pomnik Obcych przy przygotowaniu</translation>
    </message>
    <message>
        <source>A player dealt the Alien City or the Alien Monument at setup has 1 VP before the first turn, because the score is always a snapshot of the present.</source>
        <translation>Gracz, który przy przygotowaniu dostał Miasto Obcych lub Pomnik Obcych, ma 1 PZ przed pierwszą turą, bo wynik zawsze jest obrazem bieżącej sytuacji.</translation>
    </message>
    <message>
        <source>R-24: Buying the Relic Ship</source>
        <translation>R-24: Kupno Statku Reliktowego</translation>
    </message>
    <message>
        <source>You may buy the Relic Ship at any moment of your turn if you control Burroughs Desert, the Isolation Field is not on it, and the Relic Ship stands on Burroughs Desert.</source>
        <translation>Możesz kupić Statek Reliktowy w dowolnym momencie swojej tury, jeśli kontrolujesz Pustynię Burroughsa, nie ma na niej Pola Izolacyjnego, a Statek Reliktowy stoi na Pustyni Burroughsa.</translation>
    </message>
    <message>
        <source>If you lose control of Burroughs Desert, the Relic Ship returns there at once.</source>
        <translation>Jeśli stracisz kontrolę nad Pustynią Burroughsa, Statek Reliktowy natychmiast tam wraca.</translation>
    </message>
    <message>
        <source>R-25: Alien Artifact totals and cycles</source>
        <translation>R-25: Sumy i wymiany przy Artefakcie Obcych</translation>
    </message>
    <message>
        <source>Each ship you dock at the Alien Artifact gives you one cycle, which you may use or not.</source>
        <translation>Każdy statek, który zadokujesz przy Artefakcie Obcych, daje ci jedną wymianę, z której możesz skorzystać lub nie.</translation>
    </message>
    <message>
        <source>A claim needs your own ships docked there this turn, since your last claim, to add up to 8 or more. Other players' ships and your ships from earlier turns do not count.</source>
        <translation>Do zdobycia karty twoje własne statki zadokowane tam w tej turze od ostatniego zdobycia karty muszą dawać łącznie 8 lub więcej. Statki innych graczy i twoje statki z wcześniejszych tur się nie liczą.</translation>
    </message>
    <message>
        <source>A claim sets the total back to 0 and cancels the cycles you have not used. At the end of your turn both are cleared. If the draw pile runs out, the discards are shuffled into a new draw pile.</source>
        <translation>Zdobycie karty ustawia sumę z powrotem na 0 i anuluje niewykorzystane wymiany. Na koniec twojej tury jedno i drugie jest zerowane. Gdy stos do dobierania się wyczerpie, odrzucone karty tasuje się w nowy stos do dobierania.</translation>
    </message>
    <message>
        <source>R-26: Discarding down to 8</source>
        <translation>R-26: Odrzucanie nadwyżki ponad 8</translation>
    </message>
    <message>
        <source>You discard down to 8 resource tokens only at the end of your own turn, choosing which tokens to return.</source>
        <translation>Nadwyżkę ponad 8 żetonów surowców odrzucasz tylko na koniec własnej tury, wybierając, które żetony zwrócić.</translation>
    </message>
    <message>
        <source>Players who are raided never discard because of it.</source>
        <translation>Gracze, na których dokonano najazdu, nigdy nie odrzucają z tego powodu.</translation>
    </message>
    <message>
        <source>R-27: Breaking a tie</source>
        <translation>R-27: Rozstrzyganie remisu</translation>
    </message>
    <message>
        <source>Equal VP: the player with the most alien tech cards is ahead (the Alien City and the Alien Monument count as cards). Then the most ore, then the most fuel. Players still equal share the place.</source>
        <translation>Równa liczba PZ: wyżej jest gracz z największą liczbą kart technologii obcych (Miasto Obcych i Pomnik Obcych liczą się jako karty). Potem najwięcej rudy, potem najwięcej paliwa. Gracze nadal równi dzielą miejsce.</translation>
    </message>
    <message>
        <source>R-28: Building two ships in one turn</source>
        <translation>R-28: Budowa dwóch statków w jednej turze</translation>
    </message>
    <message>
        <source>Two ships built in one turn are priced in order: for example the 5th ship first, then the 6th.</source>
        <translation>Dwa statki zbudowane w jednej turze wycenia się po kolei: na przykład najpierw 5. statek, potem 6.</translation>
    </message>
    <message>
        <source>A ship lost at the Terraforming Station this turn stays on the station until your next turn. It is not in the stock yet, so it cannot be built again this turn.</source>
        <translation>Statek utracony w tej turze na Stacji Terraformującej zostaje na stacji do twojej następnej tury. Nie ma go jeszcze w rezerwie, więc nie można go w tej turze ponownie zbudować.</translation>
    </message>
    <message>
        <source>Rulesets</source>
        <translation>Wersje zasad</translation>
    </message>
    <message>
        <source>The app knows three versions of the base game's rules. You pick one when you start a game, and it stays for the whole game. The default is the 2013 rulebook.</source>
        <translation>Aplikacja zna trzy wersje zasad gry podstawowej. Wybierasz jedną przy rozpoczynaniu gry i obowiązuje ona przez całą grę. Domyślna jest instrukcja z 2013 roku.</translation>
    </message>
    <message>
        <source>&lt;b&gt;2013&lt;/b&gt; follows the 2013 rulebook. &lt;b&gt;First edition&lt;/b&gt; follows the older, first-print wording. &lt;b&gt;Edition X&lt;/b&gt; follows the base game of Edition X; its expansions are not supported yet.</source>
        <translation>&lt;b&gt;2013&lt;/b&gt; stosuje instrukcję z 2013 roku. &lt;b&gt;Pierwsza edycja&lt;/b&gt; stosuje starsze sformułowania z pierwszego wydania. &lt;b&gt;Edition X&lt;/b&gt; stosuje grę podstawową z Edition X; jej rozszerzenia nie są jeszcze obsługiwane.</translation>
    </message>
    <message>
        <source>Everything not listed in the entries for each ruleset is the same in all three.</source>
        <translation>Wszystko, czego nie wymieniono w hasłach poszczególnych wersji zasad, jest we wszystkich trzech takie samo.</translation>
    </message>
    <message>
        <source>2013 rules (default)</source>
        <translation>Zasady 2013 (domyślne)</translation>
    </message>
    <message>
        <source>For 2 to 4 players. The deck has 24 cards: one Alien City, one Alien Monument and two each of the other eleven cards, Mind Control Helmet included.</source>
        <translation>Dla 2–4 graczy. Talia ma 24 karty: jedno Miasto Obcych, jeden Pomnik Obcych i po dwie z pozostałych jedenastu kart, w tym Hełm Kontroli Umysłu.</translation>
    </message>
    <message>
        <source>Ships on the Maintenance Bay cannot be moved or removed by alien tech (Orbital Teleporter, Mind Control Helmet, either Plasma Cannon power).</source>
        <translation>Technologia obcych nie może przenieść ani usunąć statków z Hangaru Serwisowego (Teleporter Orbitalny, Hełm Kontroli Umysłu, obie zdolności Działa Plazmowego).</translation>
    </message>
    <message>
        <source>Raiders' Outpost: a new run must add up to more than the ships still docked there, and you may bump your own run.</source>
        <translation>Posterunek Najeźdźców: nowa sekwencja musi dawać łącznie więcej niż statki wciąż tam zadokowane i możesz wypchnąć własną sekwencję.</translation>
    </message>
    <message>
        <source>Asimov Crater: 1 extra circle once per turn, in a turn in which you dock 2 or more ships at the Hub.</source>
        <translation>Krater Asimova: 1 dodatkowy krąg raz na turę, w turze, w której zadokujesz 2 lub więcej statków w Centrum.</translation>
    </message>
    <message>
        <source>Plasma Cannon discard: the owner must keep at least 3 ships of their colour for their next turn (a ship on the Terraforming Station counts as lost; the Relic Ship is not counted).</source>
        <translation>Odrzucenie Działa Plazmowego: właściciel musi zachować na swoją następną turę co najmniej 3 statki swojego koloru (statek na Stacji Terraformującej liczy się jako utracony; Statku Reliktowego się nie liczy).</translation>
    </message>
    <message>
        <source>Terraforming Station: at least 3 ships of your colour must remain. The Booster Pod and the Stasis Beam cannot take a value past 6 or below 1. A card used this turn cannot be discarded this turn. A duplicate card cannot be claimed; a stolen duplicate is discarded. Ties: cards, then ore, then fuel.</source>
        <translation>Stacja Terraformująca: muszą zostać co najmniej 3 statki twojego koloru. Kapsuła Dopalacza i Promień Stazy nie mogą podnieść wartości powyżej 6 ani obniżyć poniżej 1. Karty użytej w tej turze nie można w tej turze odrzucić. Nie można zdobyć duplikatu karty; ukradziony duplikat zostaje odrzucony. Remisy: karty, potem ruda, potem paliwo.</translation>
    </message>
    <message>
        <source>First edition rules</source>
        <translation>Zasady pierwszej edycji</translation>
    </message>
    <message>
        <source>As the 2013 rules, with these differences.</source>
        <translation>Jak zasady z 2013 roku, z następującymi różnicami.</translation>
    </message>
    <message>
        <source>The deck has 22 cards: there is no Mind Control Helmet.</source>
        <translation>Talia ma 22 karty: nie ma Hełmu Kontroli Umysłu.</translation>
    </message>
    <message>
        <source>Ships on the Maintenance Bay have no protection from alien tech: the Plasma Cannon's discard power can send one to the stock.</source>
        <translation>Statki w Hangarze Serwisowym nie są chronione przed technologią obcych: zdolność odrzucenia Działa Plazmowego może odesłać jeden z nich do rezerwy statków.</translation>
    </message>
    <message>
        <source>Raiders' Outpost: a new run must be higher than the ships docked there (the app compares totals), and you cannot bump your own run.</source>
        <translation>Posterunek Najeźdźców: nowa sekwencja musi być wyższa niż zadokowane tam statki (aplikacja porównuje sumy) i nie możesz wypchnąć własnej sekwencji.</translation>
    </message>
    <message>
        <source>Asimov Crater: 1 extra circle each time you dock more than one ship at the Hub in one go, so possibly more than once in a turn.</source>
        <translation>Krater Asimova: 1 dodatkowy krąg za każdym razem, gdy dokujesz w Centrum więcej niż jeden statek naraz, więc możliwe, że więcej niż raz na turę.</translation>
    </message>
    <message>
        <source>Plasma Cannon discard: the owner must have more than 3 ships of their colour in play (the Relic Ship is not counted).</source>
        <translation>Odrzucenie Działa Plazmowego: właściciel musi mieć w grze więcej niż 3 statki swojego koloru (Statku Reliktowego się nie liczy).</translation>
    </message>
    <message>
        <source>Edition X rules (base game)</source>
        <translation>Zasady Edition X (gra podstawowa)</translation>
    </message>
    <message>
        <source>Terraforming Station: at least 2 ships of your colour must remain, instead of 3.</source>
        <translation>Stacja Terraformująca: muszą zostać co najmniej 2 statki twojego koloru zamiast 3.</translation>
    </message>
    <message>
        <source>The Booster Pod on a 6 or the Stasis Beam on a 1 may be used: you pay, and the value stays as it is.</source>
        <translation>Kapsuły Dopalacza na 6 lub Promienia Stazy na 1 można użyć: płacisz, a wartość pozostaje bez zmian.</translation>
    </message>
    <message>
        <source>The Mind Control Helmet may not move a ship onto the Maintenance Bay either. A duplicate card that reaches you is discarded without its discard power; as in 2013, you cannot claim a card you hold.</source>
        <translation>Hełm Kontroli Umysłu nie może też przenieść statku do Hangaru Serwisowego. Duplikat karty, który do ciebie trafi, zostaje odrzucony bez użycia jego zdolności odrzucenia; tak jak w zasadach z 2013 roku nie możesz zdobyć karty, którą masz.</translation>
    </message>
    <message>
        <source>The long game gives every player 8 colonies at any player count.</source>
        <translation>Długa gra daje każdemu graczowi 8 kolonii przy dowolnej liczbie graczy.</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Rozszerzenia</translation>
    </message>
    <message>
        <source>Basics</source>
        <translation>Podstawy</translation>
    </message>
    <message>
        <source>Facilities</source>
        <translation>Stacje</translation>
    </message>
    <message>
        <source>Territories</source>
        <translation>Terytoria</translation>
    </message>
    <message>
        <source>Alien tech</source>
        <translation>Technologia obcych</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Rozstrzygnięcia</translation>
    </message>
    <message>
        <source>X-3: The faction access fee</source>
        <translation>X-3: Opłata za dostęp do frakcji</translation>
    </message>
    <message>
        <source>X-4: Faction boards are orbital facilities</source>
        <translation>X-4: Plansze frakcji są stacjami orbitalnymi</translation>
    </message>
    <message>
        <source>Each faction board has one docking port for one ship of any value. It counts as an orbital facility for every rule and card: the Plasma Cannon, the Orbital Teleporter and the Mind Control Helmet reach it, and a ship that could dock there must not go to the Maintenance Bay.</source>
        <translation>Każda plansza frakcji ma jedno miejsce dokowania dla statku o dowolnej wartości. Dla każdej zasady i karty liczy się jako stacja orbitalna: Działo Plazmowe, Teleporter Orbitalny i Hełm Kontroli Umysłu ją obejmują, a statek, który mógłby tam zadokować, nie może trafić do Hangaru Serwisowego.</translation>
    </message>
    <message>
        <source>X-6: Owner abilities</source>
        <translation>X-6: Zdolności właściciela</translation>
    </message>
    <message>
        <source>A faction's owner ability belongs to the owner alone and is used on the owner's own turn. Abilities marked once per turn can be used once each turn; the others always apply.</source>
        <translation>Zdolność właściciela frakcji należy wyłącznie do właściciela i używa się jej w jego własnej turze. Zdolności raz na turę można użyć raz w każdej turze; pozostałe działają zawsze.</translation>
    </message>
    <message>
        <source>X-7: The faction draft</source>
        <translation>X-7: Wybór frakcji</translation>
    </message>
    <message>
        <source>Before the deal, one more faction board than there are players is drawn. The last player keeps one and passes the rest to the player before them, and so on up to player one, who chooses between the last two boards; the board left over goes back to the box. Prophets of the Artifact needs the agendas, which the app does not play yet, so it is never drawn.</source>
        <translation>Przed rozdaniem losuje się o jedną planszę frakcji więcej, niż jest graczy. Ostatni gracz zatrzymuje jedną i przekazuje resztę graczowi siedzącemu przed nim, i tak dalej aż do pierwszego gracza, który wybiera spośród dwóch ostatnich plansz; pozostała plansza wraca do pudełka. Prophets of the Artifact wymaga agend, których aplikacja jeszcze nie obsługuje, więc nigdy nie jest losowana.</translation>
    </message>
    <message>
        <source>X-14: Homesteaders Union</source>
        <translation>X-14: Homesteaders Union</translation>
    </message>
    <message>
        <source>Docking at Homesteaders Union advances your Colonist Hub colony one circle, or starts one on circle 1. It is not a Hub ship, and it is refused while your colony waits on the launch circle. The owner launches from circle 6 instead of 7.</source>
        <translation>Dokowanie w Homesteaders Union przesuwa twoją kolonię w Centrum Kolonistów o jeden krąg albo stawia nową na kręgu 1. Nie jest to statek Centrum Kolonistów i jest odrzucane, dopóki twoja kolonia czeka na kręgu startowym. Właściciel wystrzeliwuje kolonie z kręgu 6 zamiast 7.</translation>
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
        <translation>Dokować można tylko wtedy, gdy w tej turze twój własny statek stoi w Stacji Terraformującej: ten statek rzuca się ponownie. Przy 4-6 trafia do Hangaru Serwisowego zamiast do rezerwy i opuszcza tam następną turę właściciela, także gdy trafi go Działo Plazmowe. Pozostali gracze płacą cenę Stacji Terraformującej właścicielowi.</translation>
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
        <translation>Po zadokowaniu w Scavenger Fleet możesz w tej turze zadokować w Stoczni parę o różnych wartościach i budować jak zwykle; przy dokowaniu potrzebna jest wolna para miejsc w Stoczni. Nowo zbudowane statki właściciela oraz Statek Reliktowy, gdy właściciel go kupi, są rzucane od razu i używane w tej turze.</translation>
    </message>
    <message>
        <source>X-20: Smugglers' Alliance</source>
        <translation>X-20: Smugglers' Alliance</translation>
    </message>
    <message>
        <source>A ship docks at the Smugglers' Alliance only together with a run docked at the Raiders' Outpost in the same move. The raid may then take an alien tech card and up to 4 resources, from any opponents; the card is taken first, so a Holographic Decoy taken no longer protects its former holder. The owner can bump a run at the Outpost with any run.</source>
        <translation>Statek dokuje w Smugglers' Alliance tylko razem z sekwencją dokowaną na Posterunku Najeźdźców w tej samej akcji. Najazd może wtedy zabrać kartę obcej technologii i do 4 surowców, od dowolnych przeciwników; karta jest zabierana najpierw, więc zabrana Holograficzna Przynęta nie chroni już poprzedniego posiadacza. Właściciel może wypchnąć sekwencję z Posterunku dowolną sekwencją.</translation>
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
        <translation>X-24: Xeno Explorations i REV</translation>
    </message>
    <message>
        <source>X-44: Deflector Shield</source>
        <translation>X-44: Tarcza Deflektora</translation>
    </message>
    <message>
        <source>While a player holds the Deflector Shield, anyone else whose alien tech card moves, changes or removes that player's ships pays %1 more for each such ship, on top of the card's own cost. Pohl Foothills does not reduce this extra fuel, and faction abilities do not pay it.</source>
        <translation>Dopóki gracz trzyma Tarczę Deflektora, każdy inny gracz, którego karta technologii obcych przesuwa, zmienia lub usuwa statki tego gracza, płaci %1 więcej za każdy taki statek, ponad koszt karty. Pogórze Pohla nie zmniejsza tej dopłaty, a zdolności frakcji jej nie płacą.</translation>
    </message>
    <message>
        <source>X-46: Returning ships to the stock</source>
        <translation>X-46: Zwracanie statków do zasobu</translation>
    </message>
    <message>
        <source>Cards that return ships to the stock take only unplaced ships of your own colour, never the Relic Ship or a borrowed ship. The Nano-Recycler may not leave you with fewer ships of your colour than the Terraforming Station allows under the chosen rules. The Shipbreaker Drone needs 5 or 6 ships of your colour in play and pays each ship's Shipyard price, without the Herbert Valley discount.</source>
        <translation>Karty zwracające statki do zasobu biorą tylko nierozmieszczone statki twojego koloru, nigdy Statek Reliktowy ani statek pożyczony. Nano-Recykler nie może zostawić ci mniej statków twojego koloru, niż pozwala Stacja Terraformująca według wybranych zasad. Dron Złomujący wymaga 5 lub 6 statków twojego koloru w grze i płaci za każdy statek jego cenę w Stoczni, bez zniżki Doliny Herberta.</translation>
    </message>
    <message>
        <source>X-51: Oscillation Capacitor and Tele-Operator</source>
        <translation>X-51: Kondensator Oscylacyjny i Teleoperator</translation>
    </message>
    <message>
        <source>The Oscillation Capacitor uses once more a card you already used this turn, if that card's power has a fuel cost: you pay that cost again. Its discard makes another player discard one alien tech card, without that card's discard power. The Tele-Operator uses the power of a card on the Alien Artifact display as if it were yours, and you pay both costs; the card stays on display.</source>
        <translation>Kondensator Oscylacyjny używa jeszcze raz karty użytej już w tej turze, jeśli jej zdolność kosztuje paliwo: płacisz ten koszt ponownie. Jego odrzucenie zmusza innego gracza do odrzucenia jednej karty technologii obcych, bez jej zdolności odrzucenia. Teleoperator używa zdolności karty wyłożonej przy Artefakcie Obcych, jakby była twoja, i płacisz oba koszty; karta zostaje wyłożona.</translation>
    </message>
    <message>
        <source>Once all your ships are placed, the Chrono-Spike's discard takes back one or two of your docked ships (not from the Terraforming Station or the Maintenance Bay). They are rolled again and must dock at facilities other than the ones they left; what they already gained is kept.</source>
        <translation>Gdy wszystkie twoje statki są rozmieszczone, odrzucenie Chrono-Kolca zabiera z powrotem jeden lub dwa twoje zadokowane statki (nie ze Stacji Terraformującej ani z Hangaru Serwisowego). Rzuca się nimi ponownie i muszą zadokować w innych instalacjach niż te, które opuściły; to, co już przyniosły, zostaje.</translation>
    </message>
    <message>
        <source>X-8: The Brethren Ship</source>
        <translation>X-8: Statek Brethren</translation>
    </message>
    <message>
        <source>The Brethren of the Stars' die has raider and blank faces and no value: it counts 0 in every sum and is not one of its owner's ships for any count. It starts on the Maintenance Bay; its owner gathers it with the fleet and rolls it with the fleet. A blank face sends it to the Maintenance Bay until the owner's next turn, and so does a raider face not used by the end of the turn. Whatever would send it to the stock sends it to the Maintenance Bay.</source>
        <translation>Kość Brethren of the Stars ma ścianki najeźdźcy i puste ścianki i nie ma wartości: w każdej sumie liczy się jako 0 i w żadnym liczeniu nie jest statkiem swojego właściciela. Zaczyna w Hangarze Serwisowym; właściciel zbiera ją razem z flotą i rzuca nią razem z flotą. Pusta ścianka odsyła ją do Hangaru Serwisowego do następnej tury właściciela, podobnie ścianka najeźdźcy niewykorzystana do końca tury. To, co odesłałoby ją do rezerwy, odsyła ją do Hangaru Serwisowego.</translation>
    </message>
    <message>
        <source>X-9: The Brethren hijack</source>
        <translation>X-9: Porwanie Brethren</translation>
    </message>
    <message>
        <source>Once per turn, while the Brethren Ship shows its raider face and is not placed, its owner may hijack any docked ship except one on the Terraforming Station, the Maintenance Bay and the owner's own ships included. The Brethren Ship takes that ship's place; the ship is rolled and used as one of the owner's unplaced ships this turn, but never at the Terraforming Station. Its real owner gathers it at the start of their next turn.</source>
        <translation>Raz na turę, gdy Statek Brethren pokazuje ściankę najeźdźcy i nie jest umieszczony, jego właściciel może porwać dowolny zadokowany statek poza statkiem w Stacji Terraformującej, także statki w Hangarze Serwisowym i własne. Statek Brethren zajmuje jego miejsce; porwanym statkiem się rzuca i w tej turze jest on nieumieszczonym statkiem właściciela, ale nigdy w Stacji Terraformującej. Jego prawdziwy właściciel zbiera go na początku swojej następnej tury.</translation>
    </message>
    <message>
        <source>X-10: Docking at Brethren of the Stars</source>
        <translation>X-10: Dokowanie u Brethren of the Stars</translation>
    </message>
    <message>
        <source>With 5 or 6 players the tracks are shared and the ports belong to nobody: see X-58.</source>
        <translation>Przy 5 lub 6 graczach tory są wspólne, a porty nie należą do nikogo: zob. X-58.</translation>
    </message>
    <message>
        <source>X-57: Seats 5 and 6</source>
        <translation>X-57: Miejsca 5 i 6</translation>
    </message>
    <message>
        <source>X-58: The Colonist Hub with 5 or 6 players</source>
        <translation>X-58: Centrum Kolonistów przy 5 lub 6 graczach</translation>
    </message>
    <message>
        <source>With 5 or 6 players the Hub's 12 ports are shared: a ship may use any free port, but each player has at most 3 ships there and 1 colony on it. All 12 ports taken: nobody else docks there.</source>
        <translation>Przy 5 lub 6 graczach 12 portów Centrum jest wspólnych: statek może zająć dowolny wolny port, ale każdy gracz ma tam najwyżej 3 statki i 1 kolonię. Gdy wszystkie 12 portów jest zajętych, nikt więcej tam nie dokuje.</translation>
    </message>
    <message>
        <source>Colonies do not own a track. The ships you dock in one go move your colony together, and only the circle where it stops must be free: if another colony stands there, yours takes the same circle on another track. If that circle is taken on all 4 tracks, dock a different number of ships. A new colony starts on the circle of the number of ships docked (plus Asimov Crater's bonus).</source>
        <translation>Kolonie nie mają własnego toru. Statki zadokowane za jednym razem przesuwają twoją kolonię razem i tylko krąg, na którym się zatrzyma, musi być wolny: jeśli stoi tam inna kolonia, twoja zajmuje ten sam krąg na innym torze. Jeśli ten krąg jest zajęty na wszystkich 4 torach, zadokuj inną liczbę statków. Nowa kolonia zaczyna na kręgu równym liczbie zadokowanych statków (plus premia Krateru Asimova).</translation>
    </message>
    <message>
        <source>When every track's launch circle is taken, the advance that would reach it launches your colony at once: pay 1 fuel and 1 ore and land it on the territory you choose with the docking.</source>
        <translation>Gdy krąg startowy na każdym torze jest zajęty, ruch, który by go osiągnął, od razu wystrzeliwuje twoją kolonię: zapłać 1 paliwo i 1 rudę i osadź ją na terytorium wybranym przy dokowaniu.</translation>
    </message>
    <message>
        <source>X-52: Colonies moved to adjacent territories</source>
        <translation>X-52: Kolonie przenoszone na sąsiednie terytoria</translation>
    </message>
    <message>
        <source>The Ion Fluctuator and the Seismic Detonator move colonies only to territories that border the one they leave; Burroughs Desert borders all the others. When a discard sends several colonies away, every one of them must go, and each may go to a different neighbour. No colony may leave or enter a territory under the Repulsor Field.</source>
        <translation>Fluktuator Jonowy i Detonator Sejsmiczny przenoszą kolonie tylko na terytoria graniczące z tym, które opuszczają; Pustynia Burroughsa graniczy ze wszystkimi pozostałymi. Gdy odrzucenie karty wysyła kilka kolonii, muszą odejść wszystkie, a każda może trafić na inne sąsiednie terytorium. Żadna kolonia nie może opuścić terytorium pod Polem Odpychającym ani na nie wejść.</translation>
    </message>
    <message>
        <source>X-48: Magnetic Lockdown</source>
        <translation>X-48: Blokada Magnetyczna</translation>
    </message>
    <message>
        <source>The fuel paid for the Magnetic Lockdown sits on the card and is no longer yours. Until your next turn begins, no effect may move your colonies or take them off a territory, not even your own cards. When that turn begins the fuel goes back to the supply. If someone takes the card meanwhile, your colonies stay protected, and the card cannot be used again while the fuel is on it.</source>
        <translation>Paliwo zapłacone za Blokadę Magnetyczną leży na karcie i nie jest już twoje. Do początku twojej następnej tury żaden efekt nie może przesunąć twoich kolonii ani zdjąć ich z terytorium, nawet twoje własne karty. Na początku tej tury paliwo wraca do zasobów ogólnych. Jeśli ktoś w międzyczasie przejmie kartę, twoje kolonie pozostają chronione, a karty nie można użyć ponownie, dopóki leży na niej paliwo.</translation>
    </message>
    <message>
        <source>Factions</source>
        <translation>Frakcje</translation>
    </message>
    <message>
        <source>One ship of any value docks here. Other players pay the owner an access fee of %1 to dock (X-3); the owner docks at their own board without it.</source>
        <translation>Tu dokuje jeden statek o dowolnej wartości. Pozostali gracze płacą właścicielowi za dokowanie opłatę za dostęp: %1 (X-3); właściciel dokuje na własnej planszy bez niej.</translation>
    </message>
    <message>
        <source>With the Factions module every player owns a faction board. It is an extra orbital facility with one docking port that anyone may use (X-4), and it gives its owner an ability of their own (X-6).</source>
        <translation>W module frakcji każdy gracz ma planszę frakcji. To dodatkowa instalacja orbitalna z jednym portem dokowania, z którego może korzystać każdy (X-4), a jej właściciel dostaje własną zdolność (X-6).</translation>
    </message>
    <message>
        <source>Before the alien tech cards are dealt, one board more than there are players is drawn. The last player picks first and passes the rest to the player before them, and so on to player one; the board nobody picks goes back to the box (X-7).</source>
        <translation>Zanim rozda się karty obcej technologii, losuje się o jedną planszę więcej, niż jest graczy. Ostatni gracz wybiera pierwszy i podaje resztę graczowi siedzącemu przed nim, i tak dalej aż do gracza pierwszego; plansza, której nikt nie wybrał, wraca do pudełka (X-7).</translation>
    </message>
    <message>
        <source>Docking at another player's board costs an access fee of %1, paid to that player (X-3). A value marked as our reading is a number missing from the sources we have: the app plays it as we read it (X-2).</source>
        <translation>Dokowanie na planszy innego gracza kosztuje opłatę za dostęp: %1, płaconą temu graczowi (X-3). Wartość oznaczona jako nasze odczytanie to liczba, której brakuje w naszych źródłach: aplikacja gra tak, jak ją odczytujemy (X-2).</translation>
    </message>
    <message>
        <source>Brethren of the Stars</source>
        <translation>Brethren of the Stars</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; the Brethren Ship moves from the facility where it is docked to a free Lunar Mine port, and you gain %2. Not possible while the Brethren Ship is on the Maintenance Bay or the Lunar Mine, nor when the Lunar Mine is full (X-10).</source>
        <translation>&lt;b&gt;Dokowanie:&lt;/b&gt; Statek Brethren przechodzi z instalacji, w której jest zadokowany, do wolnego portu Kopalni Księżycowej, a ty dostajesz %2. Niemożliwe, gdy Statek Brethren stoi w Hangarze Serwisowym lub w Kopalni Księżycowej albo gdy Kopalnia Księżycowa jest pełna (X-10).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; the owner rolls the Brethren Ship, a die without numbers, with the fleet. Raider faces: %3 of its 6; the others are blank. While it shows the raider and is not placed, the owner may once per turn hijack a docked ship, not one on the Terraforming Station, and use it this turn (X-8, X-9).</source>
        <translation>&lt;b&gt;Właściciel:&lt;/b&gt; właściciel rzuca Statkiem Brethren, kością bez liczb, razem z flotą. Ścianki najeźdźcy: %3 z 6; pozostałe są puste. Gdy pokazuje najeźdźcę i nie jest umieszczony, właściciel może raz na turę porwać zadokowany statek, ale nie ze Stacji Terraformującej, i użyć go w tej turze (X-8, X-9).</translation>
    </message>
    <message>
        <source>The Brethren Ship starts on the Maintenance Bay; its owner gathers it with the fleet.</source>
        <translation>Statek Brethren zaczyna w Hangarze Serwisowym; właściciel zbiera go razem z flotą.</translation>
    </message>
    <message>
        <source>Corex Conglomerated</source>
        <translation>Corex Conglomerated</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to the supply and gain %3 for each territory you control now.</source>
        <translation>&lt;b&gt;Dokowanie:&lt;/b&gt; zapłać %2 do puli i weź %3 za każde terytorium, które teraz kontrolujesz.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; at the start of each of the owner's turns, before the roll, the owner gains %4 and %5 more for each territory they control (X-11).</source>
        <translation>&lt;b&gt;Właściciel:&lt;/b&gt; na początku każdej swojej tury, przed rzutem, właściciel dostaje %4 oraz dodatkowo %5 za każde kontrolowane terytorium (X-11).</translation>
    </message>
    <message>
        <source>Dark Space Explorers</source>
        <translation>Dark Space Explorers</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to the supply and take the top card of the alien tech deck; a card you already hold is discarded without its power (X-12).</source>
        <translation>&lt;b&gt;Dokowanie:&lt;/b&gt; zapłać %2 do puli i weź wierzchnią kartę z talii obcej technologii; karta, którą już masz, zostaje odrzucona bez swojej mocy (X-12).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; the owner may use %3 discard powers in a turn instead of one (X-13).</source>
        <translation>&lt;b&gt;Właściciel:&lt;/b&gt; właściciel może w turze użyć %3 mocy odrzucenia zamiast jednej (X-13).</translation>
    </message>
    <message>
        <source>Homesteaders Union</source>
        <translation>Homesteaders Union</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; your colony on the Colonist Hub advances one circle, or a new one starts on circle 1, without taking a Hub port (X-14).</source>
        <translation>&lt;b&gt;Dokowanie:&lt;/b&gt; twoja kolonia w Centrum Kolonistów przesuwa się o jeden krąg albo nowa zaczyna na kręgu 1, bez zajmowania portu Centrum (X-14).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; the owner launches colonies from circle %2 of the Colonist Hub instead of circle 7.</source>
        <translation>&lt;b&gt;Właściciel:&lt;/b&gt; właściciel wysyła kolonie z kręgu %2 Centrum Kolonistów zamiast z kręgu 7.</translation>
    </message>
    <message>
        <source>Mercury's Angels</source>
        <translation>Mercury's Angels</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; change one of your unplaced ships to a value that none of your other unplaced ships shows (X-15).</source>
        <translation>&lt;b&gt;Dokowanie:&lt;/b&gt; zmień jeden ze swoich nierozmieszczonych statków na wartość, której nie pokazuje żaden inny twój nierozmieszczony statek (X-15).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; right after the roll, before anything else: if the fleet shows all different values, the owner gains %2 or %3.</source>
        <translation>&lt;b&gt;Właściciel:&lt;/b&gt; zaraz po rzucie, przed czymkolwiek innym: jeśli flota pokazuje same różne wartości, właściciel dostaje %2 lub %3.</translation>
    </message>
    <message>
        <source>New Gaia Engineers</source>
        <translation>New Gaia Engineers</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; only while your ship placed this turn is on the Terraforming Station. That ship is rolled again: on 4 to 6 it goes to the Maintenance Bay instead of the stock and sits out your next turn there (X-16).</source>
        <translation>&lt;b&gt;Dokowanie:&lt;/b&gt; tylko gdy twój statek umieszczony w tej turze stoi na Stacji Terraformującej. Tym statkiem rzuca się ponownie: przy 4-6 trafia do Hangaru Serwisowego zamiast do rezerwy i pauzuje tam w twojej następnej turze (X-16).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; when another player pays for the Terraforming Station, the %2 go to the owner instead of the supply, on that player's turn.</source>
        <translation>&lt;b&gt;Właściciel:&lt;/b&gt; gdy inny gracz płaci za Stację Terraformującą, koszt (%2) trafia do właściciela zamiast do puli, jeszcze w turze tamtego gracza.</translation>
    </message>
    <message>
        <source>Prophets of the Artifact</source>
        <translation>Prophets of the Artifact</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; draw as many agenda cards as the docked ship's value, keep one and discard the rest.</source>
        <translation>&lt;b&gt;Dokowanie:&lt;/b&gt; dobierz tyle kart agend, ile wynosi wartość zadokowanego statku, zatrzymaj jedną, a resztę odrzuć.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, the owner discards a face-down agenda card for a small gain.</source>
        <translation>&lt;b&gt;Właściciel:&lt;/b&gt; raz na turę właściciel odrzuca zakrytą kartę agendy w zamian za niewielką korzyść.</translation>
    </message>
    <message>
        <source>Proxima Centauri Scholars</source>
        <translation>Proxima Centauri Scholars</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to the supply and move a field generator that is on the planet to another territory (X-18).</source>
        <translation>&lt;b&gt;Dokowanie:&lt;/b&gt; zapłać %2 do puli i przenieś generator pola, który stoi na planecie, na inne terytorium (X-18).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, pay %3 to put a field generator from beside the board on a territory, or to take one off the planet; never to move one.</source>
        <translation>&lt;b&gt;Właściciel:&lt;/b&gt; raz na turę zapłacić %3, aby postawić na terytorium generator pola leżący obok planszy albo zdjąć jeden z planety; nigdy, aby go przenieść.</translation>
    </message>
    <message>
        <source>Scavenger Fleet</source>
        <translation>Scavenger Fleet</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; this turn you may dock two ships of different values as a pair at the Shipyard and build as usual; a free Shipyard pair is needed when you dock (X-19).</source>
        <translation>&lt;b&gt;Dokowanie:&lt;/b&gt; w tej turze możesz zadokować w Stoczni dwa statki o różnych wartościach jako parę i budować jak zwykle; przy dokowaniu w Stoczni musi być wolna para portów (X-19).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; a ship the owner builds, and the Relic Ship when the owner buys it, is rolled at once and used the same turn.</source>
        <translation>&lt;b&gt;Właściciel:&lt;/b&gt; statkiem zbudowanym przez właściciela, a także Statkiem Reliktowym, gdy go kupi, od razu się rzuca i używa go w tej samej turze.</translation>
    </message>
    <message>
        <source>Smugglers' Alliance</source>
        <translation>Smugglers' Alliance</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; only in the same move as a legal run at the Raiders' Outpost. That raid may take one alien tech card and up to 4 resources, from any opponents (X-20).</source>
        <translation>&lt;b&gt;Dokowanie:&lt;/b&gt; tylko w tym samym ruchu co prawidłowa sekwencja na Posterunku Najeźdźców. Ten najazd może zabrać jedną kartę obcej technologii i do 4 surowców, od dowolnych przeciwników (X-20).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; the owner may bump a run at the Raiders' Outpost with any run, whatever its total.</source>
        <translation>&lt;b&gt;Właściciel:&lt;/b&gt; właściciel może wypchnąć sekwencję z Posterunku Najeźdźców dowolną sekwencją, bez względu na jej sumę.</translation>
    </message>
    <message>
        <source>Sunrise Commune</source>
        <translation>Sunrise Commune</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to the supply and move any player's colony to a territory with no colony on it (X-21).</source>
        <translation>&lt;b&gt;Dokowanie:&lt;/b&gt; zapłać %2 do puli i przenieś kolonię dowolnego gracza na terytorium bez kolonii (X-21).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; landing a colony on a territory with no colony at all costs the owner %3 less.</source>
        <translation>&lt;b&gt;Właściciel:&lt;/b&gt; lądowanie kolonii na terytorium bez żadnej kolonii kosztuje właściciela o %3 mniej.</translation>
    </message>
    <message>
        <source>Terran Exchange</source>
        <translation>Terran Exchange</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; your first Orbital Market trade of the turn, made while your ship is docked here, gives %2 more (X-22).</source>
        <translation>&lt;b&gt;Dokowanie:&lt;/b&gt; twoja pierwsza wymiana w tej turze na Rynku Orbitalnym, gdy twój statek jest tu zadokowany, daje dodatkowo %2 (X-22).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, either give an opponent one of your alien tech cards and take up to %3 from them, or give an opponent %4 and take one of their alien tech cards.</source>
        <translation>&lt;b&gt;Właściciel:&lt;/b&gt; raz na turę albo dać przeciwnikowi jedną ze swoich kart obcej technologii i wziąć od niego do %3, albo dać przeciwnikowi %4 i wziąć jedną z jego kart obcej technologii.</translation>
    </message>
    <message>
        <source>Uranian Syndicate</source>
        <translation>Uranian Syndicate</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to move one of your colonies, or %3 to move an opponent's colony, to any other territory (X-23).</source>
        <translation>&lt;b&gt;Dokowanie:&lt;/b&gt; zapłać %2, aby przenieść jedną ze swoich kolonii, albo %3, aby przenieść kolonię przeciwnika, na dowolne inne terytorium (X-23).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, the owner may use the bonus of one contested territory, with two or more colonies and nobody in control, until the end of the turn.</source>
        <translation>&lt;b&gt;Właściciel:&lt;/b&gt; raz na turę właściciel może do końca tury korzystać z bonusu spornego terytorium, z dwiema lub więcej koloniami, którego nikt nie kontroluje.</translation>
    </message>
    <message>
        <source>Xeno Explorations, Inc.</source>
        <translation>Xeno Explorations, Inc.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; move the REV to a territory bordering the one it is on, and use that territory's bonus for the rest of the turn while the REV stays there (X-24).</source>
        <translation>&lt;b&gt;Dokowanie:&lt;/b&gt; przesuń REV na terytorium sąsiadujące z tym, na którym stoi, i korzystaj z bonusu tego terytorium do końca tury, dopóki REV tam stoi (X-24).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, pay %2 for the same move and bonus.</source>
        <translation>&lt;b&gt;Właściciel:&lt;/b&gt; raz na turę zapłacić %2 za taki sam ruch z bonusem.</translation>
    </message>
    <message>
        <source>The REV, the Remote Exploration Unit, starts on Burroughs Desert.</source>
        <translation>REV, zdalna jednostka badawcza, zaczyna na Pustyni Burroughsa.</translation>
    </message>
    <message>
        <source>%1 (our reading)</source>
        <extracomment>A number of the rules the app had to infer (ruling X-2), e.g. "1 fuel (our reading)"</extracomment>
        <translation>%1 (nasze odczytanie)</translation>
    </message>
    <message>
        <source>X-2: Our reading of missing numbers</source>
        <translation>X-2: Nasze odczytanie brakujących liczb</translation>
    </message>
    <message>
        <source>Some numbers of the expansions are missing from the sources we have: a symbol was lost, or only how many survived, not of what. The app plays its best reading of each and marks it "our reading" wherever this reference shows it.</source>
        <translation>Niektórych liczb z dodatków brakuje w naszych źródłach: zgubił się symbol albo zachowało się tylko, ile ich było, a nie czego. Aplikacja gra według naszego najlepszego odczytania każdej z nich i oznacza je jako „nasze odczytanie” wszędzie, gdzie pokazuje je ta pomoc.</translation>
    </message>
    <message>
        <source>All these numbers sit in one table of the app, so a better source changes that table and nothing else.</source>
        <translation>Wszystkie te liczby są w jednej tabeli aplikacji: lepsze źródło zmienia tę tabelę i nic poza nią.</translation>
    </message>
    <message>
        <source>Docking at another player's faction board costs an access fee of %1, paid to the board's owner together with any other cost of that board; if you cannot pay both, you cannot dock there. The owner docks at their own board without the fee.</source>
        <translation>Dokowanie na planszy frakcji innego gracza kosztuje opłatę za dostęp (%1), płaconą właścicielowi planszy razem z pozostałymi kosztami tej planszy; jeśli nie możesz zapłacić obu, nie możesz tam zadokować. Właściciel dokuje na własnej planszy bez opłaty.</translation>
    </message>
    <message>
        <source>X-5: Ships moved onto a faction board</source>
        <translation>X-5: Statki przeniesione na planszę frakcji</translation>
    </message>
    <message>
        <source>A ship that an alien tech card moves onto a faction board, with the Orbital Teleporter or the Mind Control Helmet, uses the board's docking ability. The player whose turn it is pays the access fee, unless they own the board, and any other cost of the board.</source>
        <translation>Statek, który karta obcej technologii przenosi na planszę frakcji, na przykład Teleporter Orbitalny lub Hełm Kontroli Umysłu, korzysta z dokowania tej planszy. Gracz, którego jest tura, płaci opłatę za dostęp, chyba że plansza należy do niego, oraz pozostałe koszty planszy.</translation>
    </message>
    <message>
        <source>Docking moves the Brethren Ship to a free Lunar Mine port and gives you %1. It is possible only while the Brethren Ship is docked at a facility other than the Maintenance Bay and the Lunar Mine, and while the Lunar Mine has a free port.</source>
        <translation>Dokowanie przenosi Statek Brethren do wolnego portu Kopalni Księżycowej i daje ci %1. Jest możliwe tylko wtedy, gdy Statek Brethren jest zadokowany w stacji innej niż Hangar Serwisowy i Kopalnia Księżycowa, a Kopalnia Księżycowa ma wolny port.</translation>
    </message>
    <message>
        <source>Games for 5 or 6 players use the Edition X rules and its purple and white pieces. Each player has 6 colonies (8 in the long game). Seat 5 starts with %1, seat 6 with %2: the sources we have break off before seat 6's ore. Every docking port of the board is open.</source>
        <translation>Gry na 5 lub 6 graczy toczą się według zasad Edition X, fioletowymi i białymi pionkami. Każdy gracz ma 6 kolonii (8 w długiej grze). Miejsce 5 zaczyna z: %1, miejsce 6 z: %2; nasze źródła urywają się tuż przed rudą miejsca 6. Wszystkie porty planszy są otwarte.</translation>
    </message>
    <message>
        <source>X-11: Corex income</source>
        <translation>X-11: Dochód Corex</translation>
    </message>
    <message>
        <source>Corex Conglomerated's income comes at the start of its owner's turn, after the ship on the Terraforming Station comes back and before the roll; it counts the territories controlled at that moment. Docking there without any territory is allowed and gains nothing.</source>
        <translation>Dochód Corex Conglomerated przychodzi na początku tury właściciela, po powrocie statku ze Stacji Terraformującej i przed rzutem; liczy terytoria kontrolowane w tej chwili. Dokowanie tam bez żadnego terytorium jest dozwolone i nic nie daje.</translation>
    </message>
    <message>
        <source>X-12: Dark Space Explorers</source>
        <translation>X-12: Dark Space Explorers</translation>
    </message>
    <message>
        <source>Docking costs %1. When the alien tech deck is empty, the discards are shuffled first. The card drawn may be used at once, and a card worth victory points counts at once.</source>
        <translation>Dokowanie kosztuje %1. Gdy talia obcej technologii jest pusta, najpierw tasuje się odrzucone karty. Dobraną kartę można użyć od razu, a karta warta punkty zwycięstwa liczy się od razu.</translation>
    </message>
    <message>
        <source>X-13: How many discard powers</source>
        <translation>X-13: Ile mocy odrzucenia</translation>
    </message>
    <message>
        <source>Each player may use one discard power per turn; the owner of Dark Space Explorers may use two. The Resource Cache's own discard does not count (R-6).</source>
        <translation>Każdy gracz może użyć jednej mocy odrzucenia na turę; właściciel Dark Space Explorers może użyć dwóch. Własne odrzucenie Składu Surowców się nie liczy (R-6).</translation>
    </message>
    <message>
        <source>Docking changes one of your unplaced ships to a value no other unplaced ship of yours shows. The owner gains %1 or %2 when the fleet roll shows all different values, right after the roll and before anything else.</source>
        <translation>Dokowanie zmienia jeden z twoich nierozmieszczonych statków na wartość, której nie pokazuje żaden inny twój nierozmieszczony statek. Właściciel dostaje %1 lub %2, gdy rzut floty pokazuje same różne wartości, zaraz po rzucie i przed czymkolwiek innym.</translation>
    </message>
    <message>
        <source>Docking costs %1 and moves a field generator already on the planet to another territory. Once per turn the owner may pay %2 to place a field generator from beside the board, or to take one off the planet, but never to move one.</source>
        <translation>Dokowanie kosztuje %1 i przenosi generator pola, który już jest na planecie, na inne terytorium. Raz na turę właściciel może zapłacić %2, aby postawić generator pola leżący obok planszy albo zdjąć jeden z planety, ale nigdy, aby go przenieść.</translation>
    </message>
    <message>
        <source>Docking costs %1 and moves any one colony to a territory with no colony on it; the Repulsor Field blocks both ends. The owner pays %2 less to land a colony on a territory with no colony at all.</source>
        <translation>Dokowanie kosztuje %1 i przenosi dowolną kolonię na terytorium bez kolonii; Pole Odpychające blokuje miejsce startu i celu. Właściciel płaci o %2 mniej za lądowanie kolonii na terytorium bez żadnej kolonii.</translation>
    </message>
    <message>
        <source>Docking adds %1 to your first Orbital Market trade of the turn, if it is made while your ship is docked there. Once per turn the owner may give an opponent one of their alien tech cards and take up to %2 from them, or give an opponent %3 and take one of their alien tech cards; the Holographic Decoy does not prevent it.</source>
        <translation>Dokowanie dodaje %1 do twojej pierwszej wymiany na Rynku Orbitalnym w tej turze, jeśli odbywa się, gdy twój statek jest tam zadokowany. Raz na turę właściciel może dać przeciwnikowi jedną ze swoich kart obcej technologii i wziąć od niego do %2 albo dać przeciwnikowi %3 i wziąć jedną z jego kart; Holograficzna Przynęta tego nie blokuje.</translation>
    </message>
    <message>
        <source>Docking moves one of your colonies for %1, or an opponent's colony for %2, to any other territory; the Repulsor Field blocks both ends. Once per turn the owner may use the bonus of a contested territory, one with two or more colonies and no controller, until the end of the turn; not Burroughs Desert and not a territory under the Isolation Field.</source>
        <translation>Dokowanie przenosi jedną z twoich kolonii za %1 albo kolonię przeciwnika za %2 na dowolne inne terytorium; Pole Odpychające blokuje miejsce startu i celu. Raz na turę właściciel może do końca tury korzystać z bonusu spornego terytorium, czyli takiego z dwiema lub więcej koloniami, którego nikt nie kontroluje; nie Pustyni Burroughsa ani terytorium pod Polem Izolacyjnym.</translation>
    </message>
    <message>
        <source>Docking moves the REV to a bordering territory, and you use that territory's bonus as if you controlled it for the rest of the turn, while the REV stays there. The Repulsor Field keeps the REV from entering or leaving; under the Isolation Field and on Burroughs Desert there is no bonus. Once per turn the owner may pay %1 for the same move.</source>
        <translation>Dokowanie przesuwa REV na sąsiednie terytorium, a ty korzystasz z jego bonusu tak, jakbyś je kontrolował, do końca tury, dopóki REV tam stoi. Pole Odpychające nie pozwala REV wejść ani wyjść; pod Polem Izolacyjnym i na Pustyni Burroughsa nie ma bonusu. Raz na turę właściciel może zapłacić %1 za taki sam ruch.</translation>
    </message>
    <message>
        <source>The app uses the 24 base cards. Edition X also seats 5 or 6 players, with purple and white pieces and a shared Colonist Hub (X-57, X-58). Its extra cards are not supported yet.</source>
        <translation>Aplikacja używa 24 kart podstawowych. Edition X pozwala też grać w 5 lub 6 osób, fioletowymi i białymi pionkami i ze wspólnym Centrum Kolonistów (X-57, X-58). Jej dodatkowe karty nie są jeszcze obsługiwane.</translation>
    </message>
    <message>
        <source>Agendas</source>
        <translation>Agendy</translation>
    </message>
    <message>
        <source>Only in the deck with the extra alien tech module, and only while the alien tech cards it names are in the deck (X-33).</source>
        <translation>W talii tylko z modułem dodatkowej technologii obcych i tylko dopóki karty technologii, które wymienia, są w talii (X-33).</translation>
    </message>
    <message>
        <source>Only in the deck with the Factions module (X-33).</source>
        <translation>W talii tylko z modułem frakcji (X-33).</translation>
    </message>
    <message>
        <source>Only in the deck when a player drafted Xeno Explorations, Inc. (X-33).</source>
        <translation>W talii tylko wtedy, gdy któryś gracz wybrał Xeno Explorations, Inc. (X-33).</translation>
    </message>
    <message>
        <source>Only in the deck when a player drafted Brethren of the Stars (X-33).</source>
        <translation>W talii tylko wtedy, gdy któryś gracz wybrał Brethren of the Stars (X-33).</translation>
    </message>
    <message>
        <source>Needs the Outer Belt, which the app does not support: this card never enters the app's deck (X-33).</source>
        <translation>Wymaga Pasa zewnętrznego, którego aplikacja nie obsługuje: ta karta nigdy nie trafia do talii aplikacji (X-33).</translation>
    </message>
    <message>
        <source>With the Agendas module every player keeps secret goals on agenda cards. Each card has two sides: an in-game goal and an end-game goal. A card revealed for either side scores 1 VP, never 2; once revealed it keeps its point to the end and can never be lost, taken or discarded.</source>
        <translation>W module agend każdy gracz realizuje tajne cele zapisane na kartach agend. Każda karta ma dwie strony: cel w trakcie gry i cel na koniec gry. Karta odkryta za którąkolwiek stronę daje 1 PZ, nigdy 2; raz odkryta zachowuje swój punkt do końca i nie można jej stracić, odebrać ani odrzucić.</translation>
    </message>
    <message>
        <source>After the faction draft each player gets 2 agenda cards face down; the others form a deck beside the Orbital Market. You may hold 3 agenda cards at most, revealed ones included, or 4 while you hold the Multiverse Window. Over the limit, you discard face-down cards of your choice at once (X-27).</source>
        <translation>Po wyborze frakcji każdy gracz dostaje 2 karty agend zakryte; pozostałe tworzą talię obok Rynku Orbitalnego. Możesz mieć najwyżej 3 karty agend, licząc odkryte, albo 4, dopóki masz Okno Multiwersum. Powyżej limitu od razu odrzucasz wybrane zakryte karty (X-27).</translation>
    </message>
    <message>
        <source>A pair of equal ships at the Orbital Market may draw 2 agenda cards instead of trading. You then keep or discard any of your face-down cards. Prophets of the Artifact and the Oracle Engine also draw them.</source>
        <translation>Para równych statków na Rynku Orbitalnym może zamiast handlu dobrać 2 karty agend. Potem zatrzymujesz swoje zakryte karty albo odrzucasz dowolne z nich. Agendy dobiera się też dzięki Prophets of the Artifact i Silnikowi Wyroczni.</translation>
    </message>
    <message>
        <source>Reveal a card's in-game side at the moment its goal is met, on anyone's turn (X-25, X-26). When the game ends, every player reveals the cards whose end-game side holds (X-28). A tie is broken first by the number of revealed agenda cards (X-29).</source>
        <translation>Odkryj stronę karty na czas gry w chwili, gdy jej cel zostaje osiągnięty, w turze kogokolwiek (X-25, X-26). Na koniec gry każdy gracz odkrywa karty, których strona na koniec gry jest spełniona (X-28). Remis rozstrzyga najpierw liczba odkrytych kart agend (X-29).</translation>
    </message>
    <message>
        <source>Agenda cards are not alien tech: nobody can raid or trade them, and they do not count as alien tech cards in a tie. A card that needs a module, a faction board or an alien tech card leaves the deck at setup when that is missing (X-33).</source>
        <translation>Karty agend nie są technologią obcych: nikt nie może ich zrabować ani wymienić i nie liczą się jako karty technologii przy remisie. Karta, która wymaga modułu, planszy frakcji lub karty technologii, opuszcza talię podczas przygotowania, gdy tego brakuje (X-33).</translation>
    </message>
    <message>
        <source>Two ways to play: with paper cards at the table, the app does not know your cards, and you name a card when you reveal it; the app then checks its goal. In a digital game the app deals the cards, and each player looks at their own in private.</source>
        <translation>Dwa sposoby gry: z papierowymi kartami przy stole aplikacja nie zna waszych kart, a ty nazywasz kartę, gdy ją odkrywasz; aplikacja sprawdza wtedy jej cel. W grze cyfrowej aplikacja rozdaje karty, a każdy gracz ogląda swoje na osobności.</translation>
    </message>
    <message>
        <source>Agenda 1: Five in a row</source>
        <translation>Agenda 1: Pięć po kolei</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your roll shows 5 consecutive values, as rolled, before any alien tech (X-30).</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; twój rzut pokazuje 5 kolejnych wartości, tak jak wypadły, przed użyciem jakiejkolwiek technologii obcych (X-30).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Pohl Foothills.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; kontrolujesz Pogórze Pohla.</translation>
    </message>
    <message>
        <source>Agenda 2: Three colonies in a turn</source>
        <translation>Agenda 2: Trzy kolonie w jednej turze</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you land 3 colonies on territories in one turn.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; w jednej turze osadzasz 3 kolonie na terytoriach.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Herbert Valley.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; kontrolujesz Dolinę Herberta.</translation>
    </message>
    <message>
        <source>Agenda 3: Four of a kind</source>
        <translation>Agenda 3: Kareta</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your roll shows 4 or more ships of one value, as rolled, before any alien tech (X-30).</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; twój rzut pokazuje 4 lub więcej statków o tej samej wartości, tak jak wypadły, przed użyciem jakiejkolwiek technologii obcych (X-30).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Van Vogt Mountains.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; kontrolujesz Góry van Vogta.</translation>
    </message>
    <message>
        <source>Agenda 4: Six ore in a turn</source>
        <translation>Agenda 4: Sześć rudy w jednej turze</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your gains of ore in one turn add up to 6 or more, from any source; spending does not count against them (X-26).</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; twoje zyski rudy w jednej turze dają razem 6 lub więcej, z dowolnych źródeł; wydatki ich nie pomniejszają (X-26).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control a territory that holds exactly 1 colony.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; kontrolujesz terytorium z dokładnie 1 kolonią.</translation>
    </message>
    <message>
        <source>Agenda 5: Four cards of your own</source>
        <translation>Agenda 5: Cztery karty tylko twoje</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you hold 4 alien tech cards whose names no other player holds.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; masz 4 karty technologii obcych, których nazw nie ma żaden inny gracz.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Asimov Crater.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; kontrolujesz Krater Asimova.</translation>
    </message>
    <message>
        <source>Agenda 6: Landing in isolation</source>
        <translation>Agenda 6: Lądowanie w izolacji</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you land a colony on the territory of the Isolation Field.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; osadzasz kolonię na terytorium Pola Izolacyjnego.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Bradbury Plateau.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; kontrolujesz Płaskowyż Bradbury'ego.</translation>
    </message>
    <message>
        <source>Agenda 7: Bump your own raid</source>
        <translation>Agenda 7: Wypchnąć własny rajd</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; the run you dock at the Raiders' Outpost bumps a run of your own.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; sekwencja, którą dokujesz na Posterunku Najeźdźców, wypycha twoją własną sekwencję.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control a territory where other players have 3 or more colonies together.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; kontrolujesz terytorium, na którym inni gracze mają razem 3 lub więcej kolonii.</translation>
    </message>
    <message>
        <source>Agenda 8: Twelve fuel in a turn</source>
        <translation>Agenda 8: Dwanaście paliwa w jednej turze</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your gains of fuel in one turn add up to 12 or more (X-26).</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; twoje zyski paliwa w jednej turze dają razem 12 lub więcej (X-26).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control a territory with all 3 field generators on it.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; kontrolujesz terytorium ze wszystkimi 3 generatorami pól.</translation>
    </message>
    <message>
        <source>Agenda 9: A move that helps two</source>
        <translation>Agenda 9: Ruch, który pomaga dwóm</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you move colonies, and afterwards both you and at least one opponent have more VP than before the move.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; przenosisz kolonie, a potem ty i co najmniej jeden przeciwnik macie więcej PZ niż przed przeniesieniem.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Burroughs Desert.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; kontrolujesz Pustynię Burroughsa.</translation>
    </message>
    <message>
        <source>Agenda 10: Seize and use</source>
        <translation>Agenda 10: Zdobyć i użyć</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you take control of a territory an opponent controlled, and use its bonus in the same turn.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; przejmujesz kontrolę nad terytorium, które kontrolował przeciwnik, i w tej samej turze używasz jego premii.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Heinlein Plains.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; kontrolujesz Równiny Heinleina.</translation>
    </message>
    <message>
        <source>Agenda 11: Five circles at the Hub</source>
        <translation>Agenda 11: Pięć kręgów w Centrum</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your colony on the Colonist Hub advances 5 or more circles in one turn, all sources together.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; twoja kolonia w Centrum Kolonistów przesuwa się w jednej turze o 5 lub więcej kręgów, ze wszystkich źródeł razem.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Lem Badlands.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; kontrolujesz Pustkowia Lema.</translation>
    </message>
    <message>
        <source>Agenda 12: Two ships in a turn</source>
        <translation>Agenda 12: Dwa statki w jednej turze</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you gain 2 ships in one turn, by building them or buying the Relic Ship.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; zyskujesz w jednej turze 2 statki, budując je lub kupując Statek Reliktowy.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Van Vogt Mountains.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; żadna z twoich kolonii nie jest w Górach van Vogta.</translation>
    </message>
    <message>
        <source>Agenda 13: Eight at the Artifact</source>
        <translation>Agenda 13: Osiem przy Artefakcie</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you dock 4 ships at the Alien Artifact whose values add up to exactly 8.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; w jednej turze dokujesz przy Artefakcie Obcych 4 statki o wartościach dających razem dokładnie 8.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Pohl Foothills.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; żadna z twoich kolonii nie jest na Pogórzu Pohla.</translation>
    </message>
    <message>
        <source>Agenda 14: Fill the Solar Converter</source>
        <translation>Agenda 14: Zapełnić Konwerter Słoneczny</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your ships take every Solar Converter port that was free when your turn began.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; twoje statki zajmują każdy port Konwertera Słonecznego, który był wolny na początku twojej tury.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Heinlein Plains.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; żadna z twoich kolonii nie jest na Równinach Heinleina.</translation>
    </message>
    <message>
        <source>Agenda 15: Into empty land</source>
        <translation>Agenda 15: Na pustą ziemię</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you move one of your colonies to a territory that had no colony.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; przenosisz jedną ze swoich kolonii na terytorium, na którym nie było żadnej kolonii.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you have at least one colony, and no other player has a colony on any territory where you have one.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; masz co najmniej jedną kolonię i żaden inny gracz nie ma kolonii na terytorium, na którym ty masz swoją.</translation>
    </message>
    <message>
        <source>Agenda 16: Four agendas in a turn</source>
        <translation>Agenda 16: Cztery agendy w jednej turze</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you draw 4 or more agenda cards in one turn; the cards of that very draw count (X-26).</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; dobierasz w jednej turze 4 lub więcej kart agend; karty z tego właśnie dobrania się liczą (X-26).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; this is your only face-down agenda card, counted before anyone reveals (X-28).</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; to twoja jedyna zakryta karta agendy, liczona zanim ktokolwiek odkryje karty (X-28).</translation>
    </message>
    <message>
        <source>Agenda 17: Five facilities</source>
        <translation>Agenda 17: Pięć instalacji</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; the ships you docked this turn are at 5 or more different orbital facilities. Faction boards count; the Maintenance Bay does not.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; statki zadokowane przez ciebie w tej turze stoją przy 5 lub więcej różnych instalacjach orbitalnych. Plansze frakcji się liczą; Hangar Serwisowy nie.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Burroughs Desert.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; żadna z twoich kolonii nie jest na Pustyni Burroughsa.</translation>
    </message>
    <message>
        <source>Agenda 18: Fill the Lunar Mine</source>
        <translation>Agenda 18: Zapełnić Kopalnię Księżycową</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; every usable port of the Lunar Mine holds a ship of yours.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; każdy używany port Kopalni Księżycowej zajmuje twój statek.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Herbert Valley.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; żadna z twoich kolonii nie jest w Dolinie Herberta.</translation>
    </message>
    <message>
        <source>Agenda 19: Launch and start again</source>
        <translation>Agenda 19: Wysłać i zacząć od nowa</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you launch a colony from the Colonist Hub and start a new one there.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; w jednej turze wysyłasz kolonię z Centrum Kolonistów i zaczynasz tam nową.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Asimov Crater.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; żadna z twoich kolonii nie jest w Kraterze Asimova.</translation>
    </message>
    <message>
        <source>Agenda 20: A low roll</source>
        <translation>Agenda 20: Niski rzut</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you roll 5 or more ships and, as rolled, before any alien tech, they add up to 10 or less (X-30).</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; rzucasz 5 lub więcej statkami i, tak jak wypadły, przed użyciem jakiejkolwiek technologii obcych, dają razem 10 lub mniej (X-30).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Bradbury Plateau.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; żadna z twoich kolonii nie jest na Płaskowyżu Bradbury'ego.</translation>
    </message>
    <message>
        <source>Agenda 21: The first sixth ship</source>
        <translation>Agenda 21: Pierwszy szósty statek</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you build your 6th ship, and nobody has built a 6th ship before you.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; budujesz swój 6. statek, a nikt przed tobą nie zbudował 6. statku.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; your largest group of neighbouring territories with your colonies holds the most colonies of yours, compared with every other player's largest group; a tie is enough (X-31).</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; twoja największa grupa sąsiednich terytoriów z twoimi koloniami ma najwięcej twoich kolonii w porównaniu z największą grupą każdego innego gracza; remis wystarczy (X-31).</translation>
    </message>
    <message>
        <source>Agenda 22: Plasma Cannon shot</source>
        <translation>Agenda 22: Strzał z Działa Plazmowego</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you discard the Plasma Cannon to send a ship back to its stock.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; odrzucasz Działo Plazmowe, by odesłać statek do rezerwy statków.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; exactly 1 of your colonies is on the territory of the Repulsor Field.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; dokładnie 1 z twoich kolonii jest na terytorium Pola Odpychającego.</translation>
    </message>
    <message>
        <source>Agenda 23: Two field generators moved</source>
        <translation>Agenda 23: Dwa przesunięte generatory</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you move or remove 2 different field generators. One action that moves both counts; the same one moved twice does not, nor does placing one from beside the board.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; w jednej turze przesuwasz lub zdejmujesz 2 różne generatory pól. Liczy się jedna akcja, która przesuwa oba; ten sam przesunięty dwa razy się nie liczy, podobnie jak wystawienie generatora spoza planszy.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold no alien tech card.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; nie masz żadnej karty technologii obcych.</translation>
    </message>
    <message>
        <source>Agenda 24: Foiled raid</source>
        <translation>Agenda 24: Udaremniony rajd</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; when a player raids you, reveal this card at once: the part of the raid against you fails (X-32).</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; gdy gracz cię rabuje, od razu odkryj tę kartę: część rajdu wymierzona w ciebie nie udaje się (X-32).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold a Data Crystal and a Holographic Decoy.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; masz Kryształ Danych i Holograficzną Przynętę.</translation>
    </message>
    <message>
        <source>Agenda 25: Everywhere, in charge nowhere</source>
        <translation>Agenda 25: Wszędzie, nigdzie u władzy</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you have 3 or more colonies on territories and control none of them.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; masz 3 lub więcej kolonii na terytoriach i nie kontrolujesz żadnego z nich.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; every territory with a colony of yours is under your control.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; każde terytorium z twoją kolonią jest pod twoją kontrolą.</translation>
    </message>
    <message>
        <source>Agenda 26: Raiding a card you hold</source>
        <translation>Agenda 26: Zrabować kartę, którą masz</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you raid an alien tech card of a name you already hold; it is discarded.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; rabujesz kartę technologii obcych o nazwie, którą już masz; zostaje odrzucona.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; 3 ships of yours are docked at the Raiders' Outpost.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; 3 twoje statki są zadokowane na Posterunku Najeźdźców.</translation>
    </message>
    <message>
        <source>Agenda 27: Raided twice</source>
        <translation>Agenda 27: Dwa razy obrabowany</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you are raided in two turns in a row, that is, in two players' turns one after the other.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; zostajesz obrabowany w dwóch turach z rzędu, czyli w turach dwóch graczy jeden po drugim.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you have 4 or more colonies on one territory.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; masz 4 lub więcej kolonii na jednym terytorium.</translation>
    </message>
    <message>
        <source>Agenda 28: A fleet of seven</source>
        <translation>Agenda 28: Flota siedmiu</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you gather 7 ships at the start of your turn: ships of your colour and the Relic Ship, never the Brethren Ship or a borrowed ship (X-39).</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; na początku swojej tury zbierasz 7 statków: statki swojego koloru i Statek Reliktowy, nigdy Statek Brethren ani statek pożyczony (X-39).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Resource Cache and the Oscillation Capacitor.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; masz Skład Surowców i Kondensator Oscylacyjny.</translation>
    </message>
    <message>
        <source>Agenda 29: Last to first</source>
        <translation>Agenda 29: Z ostatniego na pierwszego</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; within one of your turns you go from lowest score alone to highest score alone.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; w jednej ze swoich tur przechodzisz z jedynego ostatniego miejsca w punktacji na jedyne pierwsze.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Booster Pod and the Experimental FTL Drive.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; masz Kapsułę Dopalacza i Eksperymentalny Napęd FTL.</translation>
    </message>
    <message>
        <source>Agenda 30: Something from everyone</source>
        <translation>Agenda 30: Coś od każdego</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you take resources or cards from every opponent.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; w jednej turze zabierasz surowce lub karty każdemu przeciwnikowi.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Polarity Device and the Multiverse Window.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; masz Urządzenie Polaryzacyjne i Okno Multiwersum.</translation>
    </message>
    <message>
        <source>Agenda 31: Two cards in a turn</source>
        <translation>Agenda 31: Dwie karty w jednej turze</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you gain 2 or more alien tech cards in one turn; a duplicate that is discarded does not count.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; zdobywasz w jednej turze 2 lub więcej kart technologii obcych; odrzucony duplikat się nie liczy.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Stasis Beam and the Solar Harvester.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; masz Promień Stazy i Żniwiarza Słonecznego.</translation>
    </message>
    <message>
        <source>Agenda 32: Two territories seized</source>
        <translation>Agenda 32: Dwa zdobyte terytoria</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you take control of 2 territories that other players controlled.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; w jednej turze przejmujesz kontrolę nad 2 terytoriami, które kontrolowali inni gracze.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Plasma Cannon and the Electrofabricator.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; masz Działo Plazmowe i Elektrofabrykator.</translation>
    </message>
    <message>
        <source>Agenda 33: The Repulsor Field brought in</source>
        <translation>Agenda 33: Sprowadzone Pole Odpychające</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you put the Repulsor Field on the planet from beside the board, other than with Proxima Centauri Scholars.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; wystawiasz Pole Odpychające na planetę spoza planszy, inaczej niż przez Proxima Centauri Scholars.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Lem Badlands.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; żadna z twoich kolonii nie jest na Pustkowiach Lema.</translation>
    </message>
    <message>
        <source>Agenda 34: The REV isolated</source>
        <translation>Agenda 34: REV w izolacji</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you move the REV into the territory of the Isolation Field.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; przesuwasz REV na terytorium Pola Izolacyjnego.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; the REV is on a territory you control.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; REV stoi na terytorium, które kontrolujesz.</translation>
    </message>
    <message>
        <source>Agenda 35: Repulsor on the REV</source>
        <translation>Agenda 35: Pole Odpychające na REV</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you place or move the Repulsor Field onto the territory where the REV is.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; wystawiasz lub przesuwasz Pole Odpychające na terytorium, na którym stoi REV.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; the REV and the Relic Ship are both on Burroughs Desert.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; REV i Statek Reliktowy są oba na Pustyni Burroughsa.</translation>
    </message>
    <message>
        <source>Agenda 36: Control by Ion Fluctuator</source>
        <translation>Agenda 36: Kontrola Fluktuatorem Jonowym</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you take control of a territory by using the Ion Fluctuator.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; przejmujesz kontrolę nad terytorium, używając Fluktuatora Jonowego.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control at least one territory that holds exactly 1 colony.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; kontrolujesz co najmniej jedno terytorium z dokładnie 1 kolonią.</translation>
    </message>
    <message>
        <source>Agenda 37: Hijack at the Artifact</source>
        <translation>Agenda 37: Porwanie przy Artefakcie</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; with the Brethren Ship you hijack a ship docked at the Alien Artifact.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; Statkiem Brethren porywasz statek zadokowany przy Artefakcie Obcych.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; the Brethren Ship is docked at an orbital facility or a faction board.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; Statek Brethren jest zadokowany przy instalacji orbitalnej lub planszy frakcji.</translation>
    </message>
    <message>
        <source>Agenda 38: Breaking your own ship</source>
        <translation>Agenda 38: Złomowanie własnego statku</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you send one of your own ships away with the Shipbreaker Drone.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; odsyłasz jeden ze swoich statków Dronem Złomującym.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Shipbreaker Drone and exactly 4 ships of your colour.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; masz Dron Złomujący i dokładnie 4 statki swojego koloru.</translation>
    </message>
    <message>
        <source>Agenda 39: The Oracle taken</source>
        <translation>Agenda 39: Zabrana Wyrocznia</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; another player takes your Oracle Engine.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; inny gracz zabiera ci Silnik Wyroczni.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Oracle Engine.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; masz Silnik Wyroczni.</translation>
    </message>
    <message>
        <source>Agenda 40: The Relic terraforms</source>
        <translation>Agenda 40: Relikt terraformuje</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you dock the Relic Ship at the Terraforming Station.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; dokujesz Statek Reliktowy przy Stacji Terraformującej.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; the Relic Ship is in your fleet and you hold the Magnetic Lockdown.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; Statek Reliktowy jest w twojej flocie i masz Blokadę Magnetyczną.</translation>
    </message>
    <message>
        <source>Agenda 41: A run at the Lunar Mine</source>
        <translation>Agenda 41: Sekwencja w Kopalni Księżycowej</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; the Lunar Mine holds 5 ships of 5 consecutive values, at least one of them yours.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; w Kopalni Księżycowej stoi 5 statków o 5 kolejnych wartościach, w tym co najmniej jeden twój.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Nano-Recycler and control Van Vogt Mountains.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; masz Nano-Recykler i kontrolujesz Góry van Vogta.</translation>
    </message>
    <message>
        <source>Agenda 42: Built by the Shipfitter</source>
        <translation>Agenda 42: Zbudowany przez Dron Wyposażający</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you build a ship with the paid power of the Shipfitter Drone.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; budujesz statek płatną mocą Drona Wyposażającego.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; no field generator is on any territory.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; na żadnym terytorium nie ma generatora pól.</translation>
    </message>
    <message>
        <source>Agenda 43: Two asteroids in a turn</source>
        <translation>Agenda 43: Dwie asteroidy w jednej turze</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you claim 2 asteroid cards in one turn.</source>
        <translation>&lt;b&gt;W trakcie gry:&lt;/b&gt; zdobywasz w jednej turze 2 karty asteroid.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Blish Expanse.</source>
        <translation>&lt;b&gt;Koniec gry:&lt;/b&gt; kontrolujesz Przestrzeń Blisha.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; none.</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; brak.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; none.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; brak.</translation>
    </message>
    <message>
        <source>This card deals with agenda cards: without the Agendas module it stays in the box (X-33).</source>
        <translation>Ta karta dotyczy kart agend: bez modułu agend zostaje w pudełku (X-33).</translation>
    </message>
    <message>
        <source>Extra alien tech cards</source>
        <translation>Dodatkowe karty technologii obcych</translation>
    </message>
    <message>
        <source>With the extra alien tech module, 35 more cards, one of each, are shuffled into the alien tech deck before any card is dealt. The rules of the base cards hold for them too: one card of a name per player, each card once per turn, one discard power per turn, never the paid and the discard power of one card in the same turn, and ship values always from 1 to 6 (X-36).</source>
        <translation>W module dodatkowej technologii obcych 35 kolejnych kart, każda w jednym egzemplarzu, wtasowuje się do talii technologii przed rozdaniem jakiejkolwiek karty. Zasady kart podstawowych obowiązują także je: jedna karta danej nazwy na gracza, każda karta raz na turę, jedna zdolność odrzucenia na turę, nigdy zdolność płatna i zdolność odrzucenia tej samej karty w jednej turze, a wartości statków zawsze od 1 do 6 (X-36).</translation>
    </message>
    <message>
        <source>Costs are fuel paid to the supply. Pohl Foothills takes 1 fuel off each use of a card's fuel cost (X-37), and field generators win over card powers (X-38). A number marked as our reading is missing from the sources we have: the app uses it as we read it (X-2).</source>
        <translation>Koszty to paliwo płacone do puli. Pogórze Pohla odejmuje 1 paliwo przy każdym użyciu kosztu paliwowego karty (X-37), a generatory pól mają pierwszeństwo przed zdolnościami kart (X-38). Wartości oznaczonej jako nasze odczytanie brakuje w naszych źródłach: aplikacja stosuje ją tak, jak ją odczytujemy (X-2).</translation>
    </message>
    <message>
        <source>The catalogue counts 36 cards, but no source we have describes the 36th: the app leaves it out rather than guess (X-34).</source>
        <translation>Katalog liczy 36 kart, ale żadne z naszych źródeł nie opisuje 36.: aplikacja pomija ją, zamiast zgadywać (X-34).</translation>
    </message>
    <message>
        <source>The module is in preparation: the app still refuses it when a game is set up, until it plays every card.</source>
        <translation>Moduł jest w przygotowaniu: aplikacja wciąż go odrzuca przy zakładaniu gry, dopóki nie obsłuży każdej karty.</translation>
    </message>
    <message>
        <source>Alien Sarcophagus</source>
        <translation>Obcy Sarkofag</translation>
    </message>
    <message>
        <source>Worth %1 VP more while you also hold the Alien City or the Alien Monument; never more than that.</source>
        <translation>Daje %1 PZ więcej, dopóki masz też Miasto Obcych lub Pomnik Obcych; nigdy więcej.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; at the start of your turn, take the Relic Ship, roll it with your fleet and use it as yours this turn (X-53, X-55).</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; na początku swojej tury weź Statek Reliktowy, rzuć nim razem z flotą i użyj go w tej turze jak swojego (X-53, X-55).</translation>
    </message>
    <message>
        <source>Astrogation Servo</source>
        <translation>Serwo Astrogacyjne</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to take a ship of any player from the Maintenance Bay, roll it and use it as yours this turn, never at the Terraforming Station; its owner gathers it at their next turn (X-39).</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; zapłać %1, by wziąć statek dowolnego gracza z Hangaru Serwisowego, rzucić nim i użyć go w tej turze jak swojego, nigdy na Stacji Terraformującej; jego właściciel zbiera go w swojej następnej turze (X-39).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every ship at one orbital facility goes to the Maintenance Bay; a ship on the Terraforming Station goes to its stock instead.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; każdy statek przy jednej instalacji orbitalnej trafia do Hangaru Serwisowego; statek na Stacji Terraformującej trafia zamiast tego do rezerwy statków.</translation>
    </message>
    <message>
        <source>Auto Pilot A.I.</source>
        <translation>Autopilot SI</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; at no cost, put one of your unplaced ships on the card for good. From then on, at the start of every player's turn, yours included, you gain %1 or %2 (X-40).</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; bez kosztu połóż na stałe na karcie jeden ze swoich nieumieszczonych statków. Od tej pory na początku tury każdego gracza, również twojej, dostajesz %1 lub %2 (X-40).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; the ship on the card goes to the Maintenance Bay. So does it when the card is raided.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; statek z karty trafia do Hangaru Serwisowego. Tak samo, gdy karta zostanie zrabowana.</translation>
    </message>
    <message>
        <source>Bio-Integration Circuit</source>
        <translation>Obwód Biointegracyjny</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; at the start of your turn, your ship on the Terraforming Station goes to the Maintenance Bay instead of the stock, and you gather it on your next turn (X-53).</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; na początku twojej tury twój statek ze Stacji Terraformującej trafia do Hangaru Serwisowego zamiast do rezerwy, a ty zbierasz go w swojej następnej turze (X-53).</translation>
    </message>
    <message>
        <source>Chameleon Cloak</source>
        <translation>Płaszcz Kameleona</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to replace opponents' ships at one facility with your unplaced ships of the same values; you pay the facility's price and take its benefit, and their ships go to the Maintenance Bay. Never at the Terraforming Station (X-42).</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; zapłać %1, by zastąpić statki przeciwników przy jednej instalacji swoimi nieumieszczonymi statkami o tych samych wartościach; płacisz cenę instalacji i dostajesz jej korzyść, a ich statki trafiają do Hangaru Serwisowego. Nigdy na Stacji Terraformującej (X-42).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; the colonies of two territories change places; the Repulsor Field on either one blocks it (X-38).</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; kolonie dwóch terytoriów zamieniają się miejscami; Pole Odpychające na którymkolwiek z nich to blokuje (X-38).</translation>
    </message>
    <message>
        <source>Chrono-Spike</source>
        <translation>Chrono-Kolec</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; free: roll one of your unplaced ships again. Having no fuel cost, it cannot be repeated with the Oscillation Capacitor.</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; za darmo: przerzuć jeden ze swoich nieumieszczonych statków. Bez kosztu paliwa nie można jej powtórzyć Kondensatorem Oscylacyjnym.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; once all your ships are placed, take back 1 or 2 of your docked ships (not from the Terraforming Station or the Maintenance Bay), roll them and dock them at other facilities (X-53).</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; gdy wszystkie twoje statki są umieszczone, zabierz 1 lub 2 swoje zadokowane statki (nie ze Stacji Terraformującej ani z Hangaru Serwisowego), rzuć nimi i zadokuj je przy innych instalacjach (X-53).</translation>
    </message>
    <message>
        <source>Deflector Shield</source>
        <translation>Tarcza Deflektora</translation>
    </message>
    <message>
        <source>&lt;b&gt;Always on:&lt;/b&gt; another player whose card moves, changes, uses or removes your ships pays %1 more for each of them; Pohl Foothills does not reduce it (X-44).</source>
        <translation>&lt;b&gt;Zawsze aktywna:&lt;/b&gt; inny gracz, którego karta przesuwa, zmienia, wykorzystuje lub usuwa twoje statki, płaci %1 więcej za każdy z nich; Pogórze Pohla tego nie zmniejsza (X-44).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put the Repulsor or the Positron Field on a territory where you have a colony, or move it there.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; umieść Pole Odpychające lub Pozytronowe na terytorium, na którym masz kolonię, albo przenieś je tam.</translation>
    </message>
    <message>
        <source>Electrofabricator</source>
        <translation>Elektrofabrykator</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to gain %2.</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; zapłać %1, by dostać %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; gain %3.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; dostajesz %3.</translation>
    </message>
    <message>
        <source>Experimental FTL Drive</source>
        <translation>Eksperymentalny Napęd FTL</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to set one of your unplaced ships to any value from 1 to 6, then put 1 fuel from the supply on the card. At the end of the turn in which token number %2 arrives, the tokens go back and the card is discarded (X-47).</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; zapłać %1, by ustawić jeden ze swoich nieumieszczonych statków na dowolną wartość od 1 do 6, a potem połóż na karcie 1 paliwo z puli. Na koniec tury, w której dochodzi żeton numer %2, żetony wracają, a karta zostaje odrzucona (X-47).</translation>
    </message>
    <message>
        <source>Field Amplifier</source>
        <translation>Wzmacniacz Pola</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to stretch a field generator on a territory you control across the border to a neighbouring territory: it acts on both (X-38).</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; zapłać %1, by rozciągnąć generator pola z kontrolowanego przez ciebie terytorium przez granicę na terytorium sąsiednie: działa na oba (X-38).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every field generator on the planet moves to one territory where you have a colony.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; każdy generator pola na planecie przenosi się na jedno terytorium, na którym masz kolonię.</translation>
    </message>
    <message>
        <source>Field Propagator</source>
        <translation>Propagator Pola</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 and roll a die: 1 to 3 the Repulsor Field, 4 or 5 the Positron Field, 6 the Isolation Field. Put that generator on a territory where you have a colony, or move it there (X-56).</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; zapłać %1 i rzuć kością: od 1 do 3 Pole Odpychające, 4 lub 5 Pole Pozytronowe, 6 Pole Izolacyjne. Umieść ten generator na terytorium, na którym masz kolonię, albo przenieś go tam (X-56).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; move one field generator of your choice to another territory.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; przenieś wybrany generator pola na inne terytorium.</translation>
    </message>
    <message>
        <source>Fleet Interlink</source>
        <translation>Łącze Floty</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to add 1 to each of your unplaced ships; a 6 becomes a 1 (X-35).</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; zapłać %1, by dodać 1 do każdego ze swoich nieumieszczonych statków; 6 staje się 1 (X-35).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put a field generator that is off the planet on a territory where you have a colony.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; umieść generator pola, który jest poza planetą, na terytorium, na którym masz kolonię.</translation>
    </message>
    <message>
        <source>Gravitron Shunt</source>
        <translation>Bocznik Grawitronowy</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to take any colony off its territory onto this card, one at a time. On their turn, its owner may pay %2 to land it on any territory (X-41).</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; zapłać %1, by zdjąć dowolną kolonię z jej terytorium na tę kartę, po jednej. W swojej turze jej właściciel może zapłacić %2, by osadzić ją na dowolnym terytorium (X-41).</translation>
    </message>
    <message>
        <source>Infiltration A.I.</source>
        <translation>SI Infiltracyjna</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; when you gather your fleet, pay %1 to gather an opponent's ship from the board as well and use it as yours this turn; never from or to the Terraforming Station, never from the Maintenance Bay (X-39).</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; gdy zbierasz flotę, zapłać %1, by zebrać też statek przeciwnika z planszy i użyć go w tej turze jak swojego; nigdy ze Stacji Terraformującej ani na nią, nigdy z Hangaru Serwisowego (X-39).</translation>
    </message>
    <message>
        <source>Infinity Mirror</source>
        <translation>Lustro Nieskończoności</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; instead of rolling your fleet, pay %1, roll one ship and set all your other ships to its value (X-45).</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; zamiast rzucać flotą, zapłać %1, rzuć jednym statkiem i ustaw wszystkie pozostałe swoje statki na jego wartość (X-45).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every ship docked on the board now shows 1; benefits already taken stay.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; każdy zadokowany statek na planszy pokazuje teraz 1; już uzyskane korzyści zostają.</translation>
    </message>
    <message>
        <source>Ion Fluctuator</source>
        <translation>Fluktuator Jonowy</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to move an opponent's colony from a territory where you have a colony to a neighbouring territory (X-52).</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; zapłać %1, by przenieść kolonię przeciwnika z terytorium, na którym masz kolonię, na terytorium sąsiednie (X-52).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every opponent's colony leaves a territory where you have a colony, each to a neighbouring territory its owner picks.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; każda kolonia przeciwnika opuszcza terytorium, na którym masz kolonię, każda na terytorium sąsiednie wybrane przez jej właściciela.</translation>
    </message>
    <message>
        <source>Lunar Tunneler</source>
        <translation>Drążarka Księżycowa</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; when you dock at the Lunar Mine, pay %1 to gain %2 more; once per turn, not per ship.</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; gdy dokujesz przy Kopalni Księżycowej, zapłać %1, by dostać %2 więcej; raz na turę, nie na statek.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every ship at the Lunar Mine goes to the Maintenance Bay.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; każdy statek przy Kopalni Księżycowej trafia do Hangaru Serwisowego.</translation>
    </message>
    <message>
        <source>Magnetic Lockdown</source>
        <translation>Blokada Magnetyczna</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; put %1 on the card: until your next turn nobody can move or remove your landed colonies, you included; then the fuel goes to the supply (X-48).</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; połóż %1 na karcie: do twojej następnej tury nikt nie może przenieść ani usunąć twoich osadzonych kolonii, także ty; potem paliwo wraca do puli (X-48).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; move up to 2 of your landed colonies to one territory.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; przenieś do 2 swoich osadzonych kolonii na jedno terytorium.</translation>
    </message>
    <message>
        <source>Multiverse Window</source>
        <translation>Okno Multiwersum</translation>
    </message>
    <message>
        <source>&lt;b&gt;Always on:&lt;/b&gt; you may hold 4 agenda cards instead of 3.</source>
        <translation>&lt;b&gt;Zawsze aktywna:&lt;/b&gt; możesz mieć 4 karty agend zamiast 3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; reveal one of your face-down agenda cards and score its in-game point without meeting its goal (X-50).</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; odkryj jedną ze swoich zakrytych kart agend i zdobądź jej punkt za czas gry bez spełniania celu (X-50).</translation>
    </message>
    <message>
        <source>Nano-Recycler</source>
        <translation>Nano-Recykler</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to gain %2, and %3 more while you have the Pohl Foothills bonus.</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; zapłać %1, by dostać %2, i %3 więcej, dopóki masz premię Pogórza Pohla.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; return one of your unplaced ships to your stock and gain %4; you keep at least as many ships as the Terraforming Station requires (X-46).</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; odeślij jeden ze swoich nieumieszczonych statków do rezerwy statków i dostań %4; zachowujesz co najmniej tyle statków, ile wymaga Stacja Terraformująca (X-46).</translation>
    </message>
    <message>
        <source>Null-Time Vault</source>
        <translation>Skarbiec Poza Czasem</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; move up to %1 fuel and ore of yours onto the card each turn, with %2 on it at most. They are not yours to spend, not counted in your limit and cannot be raided as resources (X-49).</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; co turę przenieś na kartę do %1 swojego paliwa i rudy, najwyżej %2 łącznie. Nie możesz ich wydać, nie liczą się do limitu i nie można ich zrabować jako surowców (X-49).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take everything on the card into your supply.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; weź wszystko z karty do swojej puli.</translation>
    </message>
    <message>
        <source>Oracle Engine</source>
        <translation>Silnik Wyroczni</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; before you roll, pay %1 to draw an agenda card face up onto this card. If you meet its in-game goal this turn, it scores 2 VP and you keep it, and the Oracle Engine is discarded; if not, the agenda card is discarded (X-50).</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; przed rzutem zapłać %1, by dobrać kartę agendy odkrytą na tę kartę. Jeśli w tej turze spełnisz jej cel na czas gry, daje 2 PZ i ją zatrzymujesz, a Silnik Wyroczni zostaje odrzucony; jeśli nie, karta agendy zostaje odrzucona (X-50).</translation>
    </message>
    <message>
        <source>Oscillation Capacitor</source>
        <translation>Kondensator Oscylacyjny</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; once per turn, use a card with a fuel cost a second time by paying that cost again (X-51).</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; raz na turę użyj po raz drugi karty z kosztem paliwa, płacąc ten koszt ponownie (X-51).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; another player's alien tech card of your choice is discarded, without its discard power.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; wybrana karta technologii obcych innego gracza zostaje odrzucona, bez swojej zdolności odrzucenia.</translation>
    </message>
    <message>
        <source>Peta-Bit Processor</source>
        <translation>Procesor Petabitowy</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to use one more discard power this turn, of a card not used this turn (X-13).</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; zapłać %1, by użyć w tej turze jeszcze jednej zdolności odrzucenia, karty nieużytej w tej turze (X-13).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; the 3 Alien Artifact cards on display leave the game.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; 3 wyłożone karty Artefaktu Obcych opuszczają grę.</translation>
    </message>
    <message>
        <source>Probability Focus</source>
        <translation>Ogniskowa Prawdopodobieństwa</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; before you roll, you may put %1 on the card. When your roll, as rolled, shows %2 or more ships of one value, every fuel on the card becomes %3 in your supply; otherwise it stays there (X-30, X-49).</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; przed rzutem możesz położyć %1 na karcie. Gdy twój rzut, tak jak wypadł, pokazuje %2 lub więcej statków o tej samej wartości, każde paliwo z karty staje się %3 w twojej puli; w przeciwnym razie zostaje na karcie (X-30, X-49).</translation>
    </message>
    <message>
        <source>Resonating Beacon</source>
        <translation>Rezonująca Latarnia</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to cycle the 3 Alien Artifact cards.</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; zapłać %1, by wymienić 3 karty Artefaktu Obcych.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; cycle them up to %2 times for free, then claim one card on display.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; wymień je do %2 razy za darmo, a potem weź jedną wyłożoną kartę.</translation>
    </message>
    <message>
        <source>Retrieval Webbing</source>
        <translation>Sieć Odzyskowa</translation>
    </message>
    <message>
        <source>&lt;b&gt;Always on:&lt;/b&gt; what other players discard above the limit of 8 comes to you (X-54).</source>
        <translation>&lt;b&gt;Zawsze aktywna:&lt;/b&gt; to, co inni gracze odrzucają ponad limit 8, trafia do ciebie (X-54).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take 1 resource of your choice from each player; the Holographic Decoy does not stop it.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; weź od każdego gracza 1 wybrany surowiec; Holograficzna Przynęta tego nie powstrzymuje.</translation>
    </message>
    <message>
        <source>Scout Drone</source>
        <translation>Dron Zwiadowczy</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; move one of your landed colonies to a territory with no colony; the Repulsor Field blocks it (X-38).</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; przenieś jedną ze swoich osadzonych kolonii na terytorium bez kolonii; Pole Odpychające to blokuje (X-38).</translation>
    </message>
    <message>
        <source>Seismic Detonator</source>
        <translation>Detonator Sejsmiczny</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every colony of one territory moves to neighbouring territories of your choice; then the card leaves the game (X-52).</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; każda kolonia z jednego terytorium przenosi się na wybrane przez ciebie terytoria sąsiednie; potem karta opuszcza grę (X-52).</translation>
    </message>
    <message>
        <source>Shipbreaker Drone</source>
        <translation>Dron Złomujący</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; with %1 or more ships of your colour in play, return one unplaced ship to your stock and gain what it cost at the Shipyard (X-46).</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; mając w grze %1 lub więcej statków swojego koloru, odeślij nieumieszczony statek do rezerwy statków i dostań tyle, ile kosztował w Stoczni (X-46).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; the same with two unplaced ships, for both prices.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; to samo z dwoma nieumieszczonymi statkami, za obie ceny.</translation>
    </message>
    <message>
        <source>Shipfitter Drone</source>
        <translation>Dron Wyposażający</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; with a pair of ships of %1 or more at the Shipyard, pay %2 instead of the Shipyard price to build a ship.</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; mając w Stoczni parę statków o wartości %1 lub wyższej, zapłać %2 zamiast ceny Stoczni, by zbudować statek.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; when you build a ship, roll it and use it at once.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; gdy budujesz statek, rzuć nim i użyj go od razu.</translation>
    </message>
    <message>
        <source>Solar Harvester</source>
        <translation>Żniwiarz Słoneczny</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; at no cost, gain %1 for each opponent's ship at the Solar Converter now (X-54).</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; bez kosztu dostajesz %1 za każdy statek przeciwnika stojący teraz przy Konwerterze Słonecznym (X-54).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; all the fuel your opponents hold goes back to the supply.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; całe paliwo twoich przeciwników wraca do puli.</translation>
    </message>
    <message>
        <source>Superconducting Grapple</source>
        <translation>Nadprzewodzący Chwytak</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 per ship to dock at a facility with no free port; its usual requirements and costs apply, and the ships wait beside it until your next turn (X-43).</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; zapłać %1 za statek, by zadokować przy instalacji bez wolnego portu; obowiązują jej zwykłe wymagania i koszty, a statki czekają obok do twojej następnej tury (X-43).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every ship at one facility goes to the Maintenance Bay; never the Terraforming Station.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; każdy statek przy jednej instalacji trafia do Hangaru Serwisowego; nigdy przy Stacji Terraformującej.</translation>
    </message>
    <message>
        <source>Suppression Matrix</source>
        <translation>Matryca Tłumiąca</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to take 1 off each of your unplaced ships; a 1 becomes a 6.</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; zapłać %1, by odjąć 1 od każdego ze swoich nieumieszczonych statków; 1 staje się 6.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take one field generator off a territory where you have a colony.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; zdejmij generator pola z terytorium, na którym masz kolonię.</translation>
    </message>
    <message>
        <source>Tele-Operator</source>
        <translation>Teleoperator</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to use the power of an Alien Artifact card on display as if it were yours, paying its own cost too; never a VP card, never its discard (X-51).</source>
        <translation>&lt;b&gt;Zdolność płatna:&lt;/b&gt; zapłać %1, by użyć zdolności wyłożonej karty Artefaktu Obcych, jakby była twoja, płacąc też jej własny koszt; nigdy karty PZ, nigdy jej odrzucenia (X-51).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; claim one card on display.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; weź jedną wyłożoną kartę.</translation>
    </message>
    <message>
        <source>X-25: When to reveal an in-game side</source>
        <translation>X-25: Kiedy odkryć stronę na czas gry</translation>
    </message>
    <message>
        <source>You may reveal a card's in-game side at the moment its goal comes true, on any player's turn, before the next action; the app offers the reveal after each action. A moment missed is gone: it comes back only if a later event makes the goal true again.</source>
        <translation>Możesz odkryć stronę karty na czas gry w chwili, gdy jej cel się spełnia, w turze dowolnego gracza, przed następną akcją; aplikacja proponuje odkrycie po każdej akcji. Przegapiona chwila przepada: wraca tylko wtedy, gdy późniejsze zdarzenie znów spełni cel.</translation>
    </message>
    <message>
        <source>X-26: What one turn counts</source>
        <translation>X-26: Co liczy jedna tura</translation>
    </message>
    <message>
        <source>A goal "in one turn" counts the whole current turn, even what happened before you drew the card, but you must hold the card face down when the event that meets the goal happens. Cards drawn by that very event count (agenda 16). Gains are counted before any spending.</source>
        <translation>Cel „w jednej turze” liczy całą bieżącą turę, także to, co zdarzyło się, zanim dobrałeś kartę, ale musisz trzymać kartę zakrytą, gdy zachodzi zdarzenie spełniające cel. Karty dobrane tym właśnie zdarzeniem się liczą (agenda 16). Zyski liczy się przed jakimikolwiek wydatkami.</translation>
    </message>
    <message>
        <source>X-27: The agenda limit</source>
        <translation>X-27: Limit agend</translation>
    </message>
    <message>
        <source>Over the limit you discard face-down agenda cards of your choice at once. Losing the Multiverse Window with more than 3 cards, you discard face-down ones down to 3; revealed cards always stay, even if that leaves you more than 3.</source>
        <translation>Powyżej limitu od razu odrzucasz wybrane zakryte karty agend. Gdy tracisz Okno Multiwersum, mając więcej niż 3 karty, odrzucasz zakryte aż do 3; odkryte karty zawsze zostają, nawet jeśli masz wtedy więcej niż 3.</translation>
    </message>
    <message>
        <source>X-28: Agendas at the end of the game</source>
        <translation>X-28: Agendy na koniec gry</translation>
    </message>
    <message>
        <source>After the landing that ends the game (R-11), every player reveals the face-down cards whose end-game side holds. Every side is judged on the final state before anybody reveals, so the order of the reveals does not matter.</source>
        <translation>Po osadzeniu kończącym grę (R-11) każdy gracz odkrywa zakryte karty, których strona na koniec gry jest spełniona. Każdą stronę ocenia się na stanie końcowym, zanim ktokolwiek odkryje karty, więc kolejność odkrywania nie ma znaczenia.</translation>
    </message>
    <message>
        <source>X-29: Ties with agendas</source>
        <translation>X-29: Remisy z agendami</translation>
    </message>
    <message>
        <source>With the Agendas module a tie goes first to the player with more revealed agenda cards; a card scored through the Oracle Engine counts once. Then the usual order follows (R-27).</source>
        <translation>W module agend remis wygrywa najpierw gracz z większą liczbą odkrytych kart agend; karta zdobyta dzięki Silnikowi Wyroczni liczy się raz. Potem obowiązuje zwykła kolejność (R-27).</translation>
    </message>
    <message>
        <source>X-30: A natural roll</source>
        <translation>X-30: Naturalny rzut</translation>
    </message>
    <message>
        <source>Agendas 1, 3 and 20 look at your ships as rolled, before any alien tech changes them: a roll shaped by the Infinity Mirror or the Chrono-Spike does not count. For the Probability Focus an Infinity Mirror roll does count, as it replaces the roll; a Chrono-Spike re-roll never does.</source>
        <translation>Agendy 1, 3 i 20 patrzą na twoje statki tak, jak wypadły, zanim zmieni je jakakolwiek technologia obcych: rzut ukształtowany przez Lustro Nieskończoności lub Chrono-Kolec się nie liczy. Dla Ogniskowej Prawdopodobieństwa rzut Lustra Nieskończoności się liczy, bo zastępuje rzut; przerzut Chrono-Kolca nigdy.</translation>
    </message>
    <message>
        <source>X-31: A group of colonies</source>
        <translation>X-31: Grupa kolonii</translation>
    </message>
    <message>
        <source>For agenda 21, a group is a set of territories each holding a colony of yours, linked through bordering territories. Count your colonies in your largest group and compare that number with each opponent's largest group.</source>
        <translation>Dla agendy 21 grupa to zbiór terytoriów, z których każde ma twoją kolonię, połączonych przez sąsiednie terytoria. Policz swoje kolonie w swojej największej grupie i porównaj tę liczbę z największą grupą każdego przeciwnika.</translation>
    </message>
    <message>
        <source>X-32: A foiled raid</source>
        <translation>X-32: Udaremniony rajd</translation>
    </message>
    <message>
        <source>When agenda 24 is revealed against a raid, the part of the raid aimed at you, resources or a card, is cancelled and cannot be turned on anyone else. The rest of the raid goes on, and the ships stay docked.</source>
        <translation>Gdy agenda 24 zostaje odkryta przeciw rajdowi, część rajdu wymierzona w ciebie, surowce lub karta, zostaje anulowana i nie można jej skierować na nikogo innego. Reszta rajdu trwa dalej, a statki zostają zadokowane.</translation>
    </message>
    <message>
        <source>Our reading of "cancelled": a card given back comes back as it was taken. Generators the Field Amplifier stretched over a border straddle it again, colonies the raider landed from the Gravitron Shunt go back onto the card, the Auto Pilot A.I.'s ship comes back from the Maintenance Bay onto the card, and tokens the raid sent to the supply return to the card.</source>
        <translation>Nasze odczytanie „anulowania”: oddana karta wraca taka, jaką ją zabrano. Generatory, które Wzmacniacz Pola rozciągnął nad granicą, znów ją przekraczają, kolonie wylądowane przez najeźdźcę z Bocznika Grawitronowego wracają na kartę, statek Autopilota SI wraca z Hangaru Serwisowego na kartę, a żetony, które najazd odesłał do zasobów ogólnych, wracają na kartę.</translation>
    </message>
    <message>
        <source>X-33: Cards left out at setup</source>
        <translation>X-33: Karty odłożone przy przygotowaniu</translation>
    </message>
    <message>
        <source>Without the Factions module, agendas 33, 34, 35 and 37 leave the deck; with it, 34 and 35 leave when nobody took Xeno Explorations, Inc., and 37 when nobody took Brethren of the Stars. Without the extra alien tech, agendas 28 to 32, 36 and 38 to 42 leave; without the Outer Belt, agenda 43.</source>
        <translation>Bez modułu frakcji agendy 33, 34, 35 i 37 opuszczają talię; z nim 34 i 35 odpadają, gdy nikt nie wziął Xeno Explorations, Inc., a 37, gdy nikt nie wziął Brethren of the Stars. Bez dodatkowej technologii obcych odpadają agendy od 28 do 32, 36 i od 38 do 42; bez Pasa zewnętrznego agenda 43.</translation>
    </message>
    <message>
        <source>An agenda that names an alien tech card out of the deck leaves too, and without the Agendas module the Multiverse Window and the Oracle Engine stay in the box.</source>
        <translation>Odpada też agenda, która wymienia kartę technologii spoza talii, a bez modułu agend Okno Multiwersum i Silnik Wyroczni zostają w pudełku.</translation>
    </message>
    <message>
        <source>X-34: The 36th card</source>
        <translation>X-34: 36. karta</translation>
    </message>
    <message>
        <source>The guide counts 36 extra cards but describes only 35. A few other names turn up in the Edition X summary, none of which can be matched with certainty, so the app plays the 35 known cards and keeps a place for the 36th without guessing what it is.</source>
        <translation>Przewodnik liczy 36 dodatkowych kart, ale opisuje tylko 35. Kilka innych nazw pojawia się w streszczeniu Edition X, lecz żadnej nie da się pewnie dopasować; aplikacja gra więc 35 znanymi kartami i trzyma miejsce dla 36., nie zgadując, czym jest.</translation>
    </message>
    <message>
        <source>X-35: Fleet Interlink</source>
        <translation>X-35: Łącze Floty</translation>
    </message>
    <message>
        <source>The two texts of this card disagree. The app adds 1 to each of your unplaced ships and turns a 6 into a 1: every other card that changes values acts on unplaced ships, and a 7 would mean nothing at several facilities.</source>
        <translation>Dwa teksty tej karty sobie przeczą. Aplikacja dodaje 1 do każdego z twoich nieumieszczonych statków i zamienia 6 w 1: każda inna karta zmieniająca wartości działa na nieumieszczone statki, a 7 nie miałoby sensu przy kilku instalacjach.</translation>
    </message>
    <message>
        <source>X-36: Ship values</source>
        <translation>X-36: Wartości statków</translation>
    </message>
    <message>
        <source>Ship values always stay from 1 to 6. They wrap around only where a card says so (Fleet Interlink, Suppression Matrix); the Booster Pod and the Stasis Beam keep the ruleset's behaviour, and the Experimental FTL Drive sets a value from 1 to 6.</source>
        <translation>Wartości statków zawsze mieszczą się od 1 do 6. Przechodzą przez koniec tylko tam, gdzie mówi to karta (Łącze Floty, Matryca Tłumiąca); Kapsuła Dopalacza i Promień Stazy zachowują zachowanie z zestawu zasad, a Eksperymentalny Napęd FTL ustawia wartość od 1 do 6.</translation>
    </message>
    <message>
        <source>X-37: Pohl Foothills and card costs</source>
        <translation>X-37: Pogórze Pohla i koszty kart</translation>
    </message>
    <message>
        <source>The Pohl Foothills bonus takes 1 fuel off each use of a card's own fuel cost, once per use and not per ship. It applies again to a second use through the Oscillation Capacitor, and to both costs of the Tele-Operator. It does not reduce the Deflector Shield's extra fuel, what you put on the Probability Focus or the Null-Time Vault, the Gravitron Shunt's release, or ore costs.</source>
        <translation>Premia Pogórza Pohla odejmuje 1 paliwo przy każdym użyciu własnego kosztu paliwowego karty, raz na użycie, a nie na statek. Działa ponownie przy drugim użyciu przez Kondensator Oscylacyjny i przy obu kosztach Teleoperatora. Nie zmniejsza dopłaty Tarczy Deflektora, tego, co kładziesz na Ogniskowej Prawdopodobieństwa lub w Skarbcu Poza Czasem, uwolnienia z Bocznika Grawitronowego ani kosztów w rudzie.</translation>
    </message>
    <message>
        <source>X-38: Field generators first</source>
        <translation>X-38: Najpierw generatory pól</translation>
    </message>
    <message>
        <source>Field generators win over card powers. No card moves a colony into or out of a territory under the Repulsor Field, and the REV can neither enter nor leave it. The Isolation Field cancels bonuses but not VP. A generator stretched by the Field Amplifier is in both territories for every rule.</source>
        <translation>Generatory pól mają pierwszeństwo przed zdolnościami kart. Żadna karta nie wprowadza kolonii na terytorium pod Polem Odpychającym ani jej stamtąd nie wyprowadza, a REV nie może tam wejść ani stamtąd wyjść. Pole Izolacyjne znosi premie, ale nie PZ. Generator rozciągnięty Wzmacniaczem Pola jest dla każdej zasady na obu terytoriach.</translation>
    </message>
    <message>
        <source>X-39: Borrowed ships</source>
        <translation>X-39: Pożyczone statki</translation>
    </message>
    <message>
        <source>A ship taken with the Astrogation Servo, the Infiltration A.I., a Brethren hijack or the Alien Sarcophagus is your unplaced ship this turn: it counts in your Alien Artifact total, pairs and runs. It never goes to the Terraforming Station (except the Sarcophagus's Relic Ship), and it is not yours for fleet size or for cards that return ships. Its owner gathers it at the start of their next turn.</source>
        <translation>Statek wzięty Serwem Astrogacyjnym, SI Infiltracyjną, porwaniem Brethren lub Obcym Sarkofagiem jest w tej turze twoim nieumieszczonym statkiem: liczy się do twojej sumy przy Artefakcie Obcych, do par i sekwencji. Nigdy nie trafia na Stację Terraformującą (poza Statkiem Reliktowym z Sarkofagu) i nie jest twój przy liczeniu floty ani dla kart, które odsyłają statki. Jego właściciel zbiera go na początku swojej następnej tury.</translation>
    </message>
    <message>
        <source>X-40: Auto Pilot A.I.</source>
        <translation>X-40: Autopilot SI</translation>
    </message>
    <message>
        <source>Putting the ship on the card is the card's use for that turn. From then on the holder gains %1 or %2, as they choose, at the start of every player's turn, before that player rolls; this may take the holder above 8, but only the active player discards. The ship still counts as a ship of its colour. When the card leaves its holder in any way, the ship goes to the Maintenance Bay.</source>
        <translation>Położenie statku na karcie jest użyciem karty w tej turze. Od tej pory posiadacz dostaje %1 lub %2, według wyboru, na początku tury każdego gracza, zanim ten gracz rzuci; może to wynieść go ponad 8, ale odrzuca tylko aktywny gracz. Statek nadal liczy się jako statek swojego koloru. Gdy karta w jakikolwiek sposób opuści posiadacza, statek trafia do Hangaru Serwisowego.</translation>
    </message>
    <message>
        <source>X-41: Gravitron Shunt</source>
        <translation>X-41: Bocznik Grawitronowy</translation>
    </message>
    <message>
        <source>Any colony may be taken, yours included, unless the Magnetic Lockdown or the Repulsor Field protects it. On the card the colony still scores but controls nothing. Its owner lands it again on their own turn, on any territory without the Repulsor Field. If the card is raided, the raider places the colony; if the Oscillation Capacitor discards it, the colony's owner places it at once, for free.</source>
        <translation>Można wziąć każdą kolonię, także swoją, chyba że chroni ją Blokada Magnetyczna lub Pole Odpychające. Na karcie kolonia nadal daje punkty, ale niczego nie kontroluje. Jej właściciel osadza ją ponownie w swojej turze, na terytorium bez Pola Odpychającego. Jeśli karta zostanie zrabowana, kolonię umieszcza rabujący; jeśli odrzuci ją Kondensator Oscylacyjny, właściciel kolonii umieszcza ją od razu, za darmo.</translation>
    </message>
    <message>
        <source>X-42: Chameleon Cloak</source>
        <translation>X-42: Płaszcz Kameleona</translation>
    </message>
    <message>
        <source>You replace a group that meets the facility's requirement by itself, value for value: a pair at the Shipyard or the Orbital Market, three at the Colony Constructor, the whole run at the Raiders' Outpost, any number at a facility that takes single ships. Never at the Terraforming Station. At a faction board you pay the fee.</source>
        <translation>Zastępujesz grupę, która sama spełnia wymaganie instalacji, wartość za wartość: parę w Stoczni lub na Rynku Orbitalnym, trójkę w Konstruktorze Kolonii, całą sekwencję na Posterunku Najeźdźców, dowolną liczbę przy instalacji przyjmującej pojedyncze statki. Nigdy na Stacji Terraformującej. Przy planszy frakcji płacisz opłatę.</translation>
    </message>
    <message>
        <source>X-43: Superconducting Grapple</source>
        <translation>X-43: Nadprzewodzący Chwytak</translation>
    </message>
    <message>
        <source>Only at a facility whose usable ports are all taken; every other requirement of the facility still applies, the Lunar Mine's highest value included. At the Raiders' Outpost a full run may grapple without bumping, and raids. Never at the Terraforming Station, the Colonist Hub or the Maintenance Bay. Grappled ships count as docked there.</source>
        <translation>Tylko przy instalacji, której wszystkie używane porty są zajęte; każde inne wymaganie instalacji nadal obowiązuje, także najwyższa wartość w Kopalni Księżycowej. Na Posterunku Najeźdźców pełna sekwencja może się zaczepić bez wypychania i rabuje. Nigdy przy Stacji Terraformującej, Centrum Kolonistów ani w Hangarze Serwisowym. Zaczepione statki liczą się jako zadokowane tam.</translation>
    </message>
    <message>
        <source>X-45: Infinity Mirror</source>
        <translation>X-45: Lustro Nieskończoności</translation>
    </message>
    <message>
        <source>The paid power replaces the roll of your fleet; the Brethren Ship is rolled as usual. The discard makes every ship docked at a facility show 1, but not those in the Maintenance Bay; later Lunar Mine and bump checks use the new values, and benefits already taken stay.</source>
        <translation>Zdolność płatna zastępuje rzut twoją flotą; Statkiem Brethren rzuca się jak zwykle. Odrzucenie sprawia, że każdy statek zadokowany przy instalacji pokazuje 1, ale nie te w Hangarze Serwisowym; późniejsze sprawdzenia w Kopalni Księżycowej i przy wypychaniu używają nowych wartości, a uzyskane już korzyści zostają.</translation>
    </message>
    <message>
        <source>X-47: Experimental FTL Drive</source>
        <translation>X-47: Eksperymentalny Napęd FTL</translation>
    </message>
    <message>
        <source>The token comes from the fuel supply, not from you. The discard when the last token arrives happens by itself and does not use up your discard for the turn; the card has no other discard. The tokens stay on the card if it is taken or raided.</source>
        <translation>Żeton pochodzi z puli paliwa, nie od ciebie. Odrzucenie po dojściu ostatniego żetonu następuje samo i nie zużywa twojego odrzucenia w turze; karta nie ma innego odrzucenia. Żetony zostają na karcie, jeśli zostanie zabrana lub zrabowana.</translation>
    </message>
    <message>
        <source>X-49: Tokens on cards</source>
        <translation>X-49: Żetony na kartach</translation>
    </message>
    <message>
        <source>Fuel and ore lying on a card (Null-Time Vault, Probability Focus, Experimental FTL Drive, Magnetic Lockdown) are not the player's: they cannot be spent, do not count towards 8, cannot be raided and do not count in ties. A Null-Time Vault discarded by another effect sends its tokens to the supply.</source>
        <translation>Paliwo i ruda leżące na karcie (Skarbiec Poza Czasem, Ogniskowa Prawdopodobieństwa, Eksperymentalny Napęd FTL, Blokada Magnetyczna) nie należą do gracza: nie można ich wydać, nie liczą się do 8, nie można ich zrabować i nie liczą się przy remisie. Skarbiec Poza Czasem odrzucony innym efektem odsyła swoje żetony do puli.</translation>
    </message>
    <message>
        <source>X-50: Oracle Engine and Multiverse Window</source>
        <translation>X-50: Silnik Wyroczni i Okno Multiwersum</translation>
    </message>
    <message>
        <source>The Oracle Engine's agenda lies face up on the card. If its in-game goal is met this turn it scores 2 VP and stays with you, marked: it is outside your limit but counts in ties. If not, it is discarded at the end of the turn. The Multiverse Window's discard scores 1 VP and is your discard for the turn.</source>
        <translation>Agenda Silnika Wyroczni leży odkryta na karcie. Jeśli jej cel na czas gry zostanie spełniony w tej turze, daje 2 PZ i zostaje u ciebie, oznaczona: jest poza twoim limitem, ale liczy się przy remisie. W przeciwnym razie zostaje odrzucona na koniec tury. Odrzucenie Okna Multiwersum daje 1 PZ i jest twoim odrzuceniem w tej turze.</translation>
    </message>
    <message>
        <source>X-54: Solar Harvester and Retrieval Webbing</source>
        <translation>X-54: Żniwiarz Słoneczny i Sieć Odzyskowa</translation>
    </message>
    <message>
        <source>The Solar Harvester counts the opponents' ships at the Solar Converter at the moment you use it. The Retrieval Webbing collects what other players discard above 8 at the end of their turns; its holder checks the limit only at the end of their own turn.</source>
        <translation>Żniwiarz Słoneczny liczy statki przeciwników przy Konwerterze Słonecznym w chwili użycia. Sieć Odzyskowa zbiera to, co inni gracze odrzucają ponad 8 na koniec swoich tur; jej posiadacz sprawdza limit tylko na koniec własnej tury.</translation>
    </message>
    <message>
        <source>X-55: Alien Sarcophagus</source>
        <translation>X-55: Obcy Sarkofag</translation>
    </message>
    <message>
        <source>At the start of your turn, take the Relic Ship from Burroughs Desert or from the board (not from the Terraforming Station or the Maintenance Bay), roll it with your fleet and use it this turn, at the Terraforming Station too. If it came from another player's fleet, that player gathers it as usual; otherwise it goes back to Burroughs Desert at the start of your next turn.</source>
        <translation>Na początku swojej tury weź Statek Reliktowy z Pustyni Burroughsa lub z planszy (nie ze Stacji Terraformującej ani z Hangaru Serwisowego), rzuć nim razem z flotą i użyj go w tej turze, także na Stacji Terraformującej. Jeśli pochodził z floty innego gracza, ten gracz zbiera go jak zwykle; w przeciwnym razie wraca na Pustynię Burroughsa na początku twojej następnej tury.</translation>
    </message>
    <message>
        <source>X-56: Field Propagator</source>
        <translation>X-56: Propagator Pola</translation>
    </message>
    <message>
        <source>If the generator the die names already sits on the territory you picked, choose another territory with a colony of yours. If there is none, the fuel is spent for nothing.</source>
        <translation>Jeśli generator wskazany przez kość już stoi na wybranym terytorium, wybierz inne terytorium ze swoją kolonią. Jeśli takiego nie ma, paliwo przepada na nic.</translation>
    </message>
    <message>
        <source>X-53: Discards at a set moment</source>
        <translation>X-53: Odrzucenie w ustalonym momencie</translation>
    </message>
    <message>
        <source>The Bio-Integration Circuit and the Alien Sarcophagus are discarded at the start of your turn, before ships come back from the Terraforming Station and before you roll.</source>
        <translation>Obwód Biointegracyjny i Obcy Sarkofag odrzuca się na początku twojej tury, zanim statki wrócą ze Stacji Terraformującej i zanim rzucisz kośćmi.</translation>
    </message>
    <message>
        <source>At the table, the game-over page first asks for the end-game reveals: each player turns up, from their own card, the face-down cards whose end-game goal is met, before the ranking is final.</source>
        <translation>Przy stole strona końca gry najpierw prosi o odkrycia na koniec gry: każdy gracz odkrywa na swojej karcie gracza zakryte karty, których cel na koniec gry jest spełniony, zanim ranking będzie ostateczny.</translation>
    </message>
    <message>
        <source>This board needs the Agendas module: it is drawn only in games played with it (X-7).</source>
        <translation>Ta plansza wymaga modułu agend: jest losowana tylko w grach z tym modułem (X-7).</translation>
    </message>
    <message>
        <source>The app plays the Factions and Agendas modules with every ruleset, alone or together (see Factions and Agendas). The extra alien tech cards are in preparation: their rules are in this reference, but the app still refuses them with "not supported yet". The Outer Belt is not supported. Games for 5 or 6 players use the Edition X rules (X-57, X-58).</source>
        <translation>Aplikacja obsługuje moduły frakcji i agend z każdym zestawem zasad, osobno lub razem (zob. Frakcje i Agendy). Dodatkowe karty technologii obcych są w przygotowaniu: ich zasady są w tym kompendium, ale aplikacja wciąż odrzuca je komunikatem „nie jest jeszcze obsługiwane”. Pas zewnętrzny nie jest obsługiwany. Gry na 5 lub 6 graczy toczą się według zasad Edition X (X-57, X-58).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to look at the top 3 alien tech cards of the draw pile (all of them when fewer are left) and put them back in any order. At the table you look at the real pile: the app only takes the fuel and later asks for the cards as they are turned up. In a digital game the app shows the cards to you alone, you choose their order, and the next cards drawn follow it.</source>
        <translation>&lt;b&gt;Płatna zdolność:&lt;/b&gt; zapłać %1, aby obejrzeć 3 wierzchnie karty technologii obcych z talii (wszystkie, jeśli zostało ich mniej) i odłożyć je w dowolnej kolejności. Przy stole oglądacie prawdziwą talię: aplikacja pobiera tylko paliwo, a karty zapisuje później, gdy zostaną odkryte. W grze cyfrowej aplikacja pokazuje karty tylko tobie, wybierasz ich kolejność, a kolejne dobierane karty ją zachowują.</translation>
    </message>
    <message>
        <source>Our reading: the card's "never at the Terraforming Station" holds for your own ship taken back from the Maintenance Bay too, for the rest of that turn.</source>
        <translation>Nasze odczytanie: „nigdy w Stacji Terraformującej” z karty dotyczy też twojego własnego statku zabranego z Hangaru Serwisowego, do końca tej tury.</translation>
    </message>
    <message>
        <source>Our reading: ships grappled beside a full facility with the Superconducting Grapple are replaced by yours grappled in turn; they take no port.</source>
        <translation>Nasze odczytanie: statki przyczepione Nadprzewodzącym Chwytakiem obok pełnej placówki zastępujesz swoimi, również przyczepionymi; nie zajmują portu.</translation>
    </message>
    <message>
        <source>When the card is raided, the raider settles each stretched generator on one of its two territories. Our reading: when it leaves a hand any other way (discarded by the Oscillation Capacitor, swapped by the Terran Exchange), the stretch simply ends and each generator stays on the territory it stood on first.</source>
        <translation>Gdy karta zostanie złupiona, łupieżca zostawia każdy rozciągnięty generator na jednym z jego dwóch terytoriów. Nasze odczytanie: gdy opuści rękę w inny sposób (odrzucona Kondensatorem Oscylacyjnym, wymieniona przez Terran Exchange), rozciągnięcie po prostu się kończy, a każdy generator zostaje na terytorium, na którym stał najpierw.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; when you gather, take 2 opponents' ships that way, for free. Our reading: exactly 2, so with fewer than 2 such ships on the board it cannot be used.</source>
        <translation>&lt;b&gt;Zdolność odrzucenia:&lt;/b&gt; przy zbieraniu weź w ten sposób 2 statki przeciwników, za darmo. Nasze odczytanie: dokładnie 2, więc gdy na planszy są mniej niż 2 takie statki, nie można jej użyć.</translation>
    </message>
    <message>
        <source>Our reading: beside a faction board whose port is taken, one ship may grapple; you pay the owner's fee and use the board's docking ability, and the port stays the other ship's (X-4).</source>
        <translation>Nasze odczytanie: obok planszy frakcji z zajętym portem może przyczepić się jeden statek; płacisz właścicielowi opłatę za dostęp i używasz zdolności dokowania planszy, a port pozostaje przy drugim statku (X-4).</translation>
    </message>
    <message>
        <source>Our reading: the display keeps nothing on its cards. A lent Magnetic Lockdown locks as usual, its fuel going to the supply at once; a lent Experimental FTL Drive takes no token; the Null-Time Vault, the Gravitron Shunt and the Auto Pilot A.I. cannot be lent.</source>
        <translation>Nasze odczytanie: wystawa nie trzyma niczego na swoich kartach. Pożyczona Blokada Magnetyczna blokuje jak zwykle, a jej paliwo od razu wraca do zasobów; pożyczony Eksperymentalny Napęd FTL nie dostaje znacznika; Skarbca Poza Czasem, Bocznika Grawitronowego i Autopilota SI nie można pożyczyć.</translation>
    </message>
    <message>
        <source>Our reading at the Colonist Hub: the circles the replaced ships gave their owner's colony stay. Your ships dock on your own track (on the freeform Hub of 5-6 players, at any free port) and advance your colony as any Hub docking does: your track needs a free port for each of them, and a colony of yours waiting on circle 7 stops them.</source>
        <translation>Nasze odczytanie w Centrum Kolonistów: kręgi, o które zastąpione statki przesunęły kolonię swojego właściciela, zostają. Twoje statki dokują na twoim własnym torze (we wspólnym Centrum Kolonistów przy 5–6 graczach na dowolnym wolnym miejscu) i przesuwają twoją kolonię jak każde dokowanie tam: twój tor potrzebuje wolnego miejsca dla każdego z nich, a twoja kolonia czekająca na kręgu 7 to uniemożliwia.</translation>
    </message>
</context>
<context>
    <name>RulesReferenceView</name>
    <message>
        <source>Search the rules</source>
        <translation>Szukaj w zasadach</translation>
    </message>
    <message>
        <source>%1 of %2 entries</source>
        <extracomment>How many rules entries match the search, e.g. "4 of 97 entries"</extracomment>
        <translation>%1 z %2 haseł</translation>
    </message>
    <message>
        <source>Rules entries</source>
        <translation>Hasła zasad</translation>
    </message>
    <message>
        <source>No entry matches “%1”.</source>
        <extracomment>Shown in the rules reference when the search finds nothing; %1 is the search text</extracomment>
        <translation>Żadne hasło nie pasuje do „%1”.</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>Returns to the rules entry shown before the link was followed</extracomment>
        <translation>Wstecz</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Save the chart as a picture</source>
        <translation>Zapisz wykres jako obraz</translation>
    </message>
    <message>
        <source>score-chart.png</source>
        <translation>wykres-wyniku.png</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Obrazy PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>ScoreChartView</name>
    <message>
        <source>VP</source>
        <translation>PZ</translation>
    </message>
    <message>
        <source>Fuel</source>
        <translation>Paliwo</translation>
    </message>
    <message>
        <source>Ore</source>
        <translation>Ruda</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Zapisz jako PNG…</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tura</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Supply: %1 fuel, %2 ore</source>
        <translation>Pula: paliwo %1, ruda %2</translation>
    </message>
    <message>
        <source>%1 reveals an agenda card</source>
        <translation>%1 odkrywa kartę agendy</translation>
    </message>
    <message>
        <source>The cards this player may turn face up now:</source>
        <translation>Karty, które ten gracz może teraz odkryć:</translation>
    </message>
    <message>
        <source>%1 discards an agenda card</source>
        <translation>%1 odrzuca kartę agendy</translation>
    </message>
    <message>
        <source>Above the limit: one face-down card goes to the discard pile.</source>
        <translation>Ponad limit: jedna zakryta karta idzie na stos kart odrzuconych.</translation>
    </message>
    <message>
        <source>A face-down card goes to the discard pile.</source>
        <translation>Zakryta karta idzie na stos kart odrzuconych.</translation>
    </message>
    <message numerus="yes">
        <source>Prophets of the Artifact: one of the cards just drawn is kept, the others go to the discard pile (%n still to discard).</source>
        <translation>
            <numerusform>Prophets of the Artifact: jedna z właśnie dobranych kart zostaje, pozostałe idą na stos kart odrzuconych (do odrzucenia jeszcze %n).</numerusform>
            <numerusform>Prophets of the Artifact: jedna z właśnie dobranych kart zostaje, pozostałe idą na stos kart odrzuconych (do odrzucenia jeszcze %n).</numerusform>
            <numerusform>Prophets of the Artifact: jedna z właśnie dobranych kart zostaje, pozostałe idą na stos kart odrzuconych (do odrzucenia jeszcze %n).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoutLook</name>
    <message>
        <source>Hand the screen to %1</source>
        <translation>Przekaż ekran graczowi %1</translation>
    </message>
    <message>
        <source>%1 looks at the draw pile</source>
        <translation>%1 ogląda talię</translation>
    </message>
    <message>
        <source>The cards are covered. Hand the screen back.</source>
        <translation>Karty są zakryte. Oddaj ekran.</translation>
    </message>
    <message>
        <source>Only %1 should look: the top cards of the draw pile come next.</source>
        <translation>Patrzy tylko %1: za chwilę pojawią się wierzchnie karty talii.</translation>
    </message>
    <message>
        <source>Put the cards back in the order you choose, the top card first.</source>
        <translation>Odłóż karty w wybranej kolejności, zaczynając od wierzchniej.</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>W górę</translation>
    </message>
    <message>
        <source>I am %1: show the cards</source>
        <translation>Jestem %1: pokaż karty</translation>
    </message>
    <message>
        <source>Put them back in this order</source>
        <translation>Odłóż w tej kolejności</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>The language changes the next time the app starts.</source>
        <translation>Język zmieni się przy następnym uruchomieniu aplikacji.</translation>
    </message>
    <message>
        <source>Dice and cards for new games</source>
        <translation>Kości i karty w nowych grach</translation>
    </message>
    <message>
        <source>The table's dice and cards (enter what they show)</source>
        <translation>Kości i karty ze stołu (wpisz, co pokazują)</translation>
    </message>
    <message>
        <source>The app rolls and deals (seeded)</source>
        <translation>Aplikacja rzuca i rozdaje (z ziarnem)</translation>
    </message>
</context>
<context>
    <name>SetupSteps</name>
    <message>
        <source>Set up the table</source>
        <translation>Przygotuj stół</translation>
    </message>
    <message>
        <source>Players: %1 · %2</source>
        <translation>Gracze: %1 · %2</translation>
    </message>
    <message>
        <source>Cover docking ports</source>
        <translation>Zakryj porty</translation>
    </message>
    <message>
        <source>Nothing to cover: four players use every port.</source>
        <translation>Nie trzeba nic zakrywać: czterech graczy używa wszystkich portów.</translation>
    </message>
    <message>
        <source>Put dock covers on the ports hatched in orange (how many per facility); they stay for the whole game:</source>
        <translation>Połóż zaślepki na portach zakreskowanych na pomarańczowo (ile na każdej stacji); zostają tam przez całą grę:</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n port(s)</source>
        <translation>
            <numerusform>%1: %n port</numerusform>
            <numerusform>%1: %n porty</numerusform>
            <numerusform>%1: %n portów</numerusform>
        </translation>
    </message>
    <message>
        <source>Ships and colonies</source>
        <translation>Statki i kolonie</translation>
    </message>
    <message>
        <source>Each player puts %1 ships of their colour on the Maintenance Bay and %2 in their ship stock, and takes %3 colonies.</source>
        <translation>Każdy gracz stawia %1 statki swojego koloru w Hangarze Serwisowym i %2 w rezerwie statków oraz bierze %3 kolonii.</translation>
    </message>
    <message>
        <source>Seats and starting resources</source>
        <translation>Miejsca i surowce startowe</translation>
    </message>
    <message numerus="yes">
        <source>%n fuel</source>
        <translation>
            <numerusform>%n paliwo</numerusform>
            <numerusform>%n paliwa</numerusform>
            <numerusform>%n paliwa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ore</source>
        <translation>
            <numerusform>%n ruda</numerusform>
            <numerusform>%n rudy</numerusform>
            <numerusform>%n rudy</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1, %2: %3</source>
        <extracomment>Setup: "Player 2, Bob: 1 fuel"</extracomment>
        <translation>Gracz %1, %2: %3</translation>
    </message>
    <message>
        <source> and </source>
        <translation> i </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>The rest of the board</source>
        <translation>Reszta planszy</translation>
    </message>
    <message>
        <source>The clear die, the Relic Ship, goes on Burroughs Desert. The three field generators wait beside the board. Fuel (%1) and ore (%2) tokens make the supply.</source>
        <translation>Przezroczysta kość, Statek Reliktowy, trafia na Pustynię Burroughsa. Trzy generatory pól czekają obok planszy. Żetony paliwa (%1) i rudy (%2) tworzą pulę.</translation>
    </message>
    <message>
        <source>Deal the alien tech cards</source>
        <translation>Rozdaj karty technologii obcych</translation>
    </message>
    <message>
        <source>The app shuffles the %1 cards and deals 3 face up at the Alien Artifact and 1 to each player (seed %2). Lay out the same cards at the table.</source>
        <translation>Aplikacja tasuje %1 karty i rozdaje 3 odkryte przy Artefakcie Obcych oraz po 1 każdemu graczowi (ziarno %2). Rozłóż na stole te same karty.</translation>
    </message>
    <message>
        <source>Shuffle the %1 cards, turn 3 face up at the Alien Artifact and deal 1 to each player; enter them below the board in that order.</source>
        <translation>Potasuj %1 karty, odkryj 3 przy Artefakcie Obcych i rozdaj po 1 każdemu graczowi; wpisz je pod planszą w tej kolejności.</translation>
    </message>
    <message>
        <source>Nothing to cover: five or six players use every port. The Colonist Hub's tracks belong to nobody: a ship may take any of its 12 ports, each player has at most 3 ships and 1 colony there, and a colony moves to another track when its circle is taken.</source>
        <extracomment>Setup guide, 5 or 6 players (ruling X-58)</extracomment>
        <translation>Nie trzeba nic zakrywać: pięciu lub sześciu graczy używa wszystkich portów. Tory Centrum Kolonistów nie należą do nikogo: statek może zająć dowolny z jego 12 portów, każdy gracz ma tam najwyżej 3 statki i 1 kolonię, a kolonia przechodzi na inny tor, gdy jej krąg jest zajęty.</translation>
    </message>
    <message>
        <source>Faction boards</source>
        <translation>Plansze frakcji</translation>
    </message>
    <message>
        <source>%1 boards were drawn, one more than the players. The last player picked first, then the others counter-clockwise: %2. The board nobody picked goes back to the box.</source>
        <extracomment>Setup guide, factions: %1 number of boards drawn, %2 player names in the order they picked</extracomment>
        <translation>Wylosowano plansze (%1), o jedną więcej, niż jest graczy. Ostatni gracz wybierał pierwszy, potem pozostali w kierunku przeciwnym do ruchu wskazówek zegara: %2. Plansza, której nikt nie wybrał, wraca do pudełka.</translation>
    </message>
    <message>
        <source>Each player puts their board beside them:</source>
        <translation>Każdy gracz kładzie swoją planszę przed sobą:</translation>
    </message>
    <message>
        <source>The REV, Xeno Explorations' piece, goes on %1.</source>
        <translation>REV, pionek Xeno Explorations, stawia się na: %1.</translation>
    </message>
    <message>
        <source>The Brethren Ship, a die without numbers, goes on the Maintenance Bay; its owner gathers it with the fleet.</source>
        <translation>Statek Brethren, kość bez liczb, trafia do Hangaru Serwisowego; właściciel zbiera go razem z flotą.</translation>
    </message>
    <message>
        <source>Deal the agenda cards</source>
        <translation>Rozdaj karty agendy</translation>
    </message>
    <message numerus="yes">
        <source>The app shuffles the agenda cards of this game and deals %n to each player face down. Each player looks at their own cards alone, with the Look button on their player card.</source>
        <translation>
            <numerusform>Aplikacja tasuje karty agendy tej gry i rozdaje każdemu graczowi %n zakrytą. Każdy ogląda swoje karty sam, przyciskiem „Podejrzyj” na swojej karcie gracza.</numerusform>
            <numerusform>Aplikacja tasuje karty agendy tej gry i rozdaje każdemu graczowi %n zakryte. Każdy ogląda swoje karty sam, przyciskiem „Podejrzyj” na swojej karcie gracza.</numerusform>
            <numerusform>Aplikacja tasuje karty agendy tej gry i rozdaje każdemu graczowi %n zakrytych. Każdy ogląda swoje karty sam, przyciskiem „Podejrzyj” na swojej karcie gracza.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the agenda cards of this game (the rules reference says which stay in the box) and deal %n face down to each player, then say so below the board.</source>
        <translation>
            <numerusform>Potasuj karty agendy tej gry (opis zasad mówi, które zostają w pudełku) i rozdaj każdemu graczowi %n zakrytą, a potem zaznacz to pod planszą.</numerusform>
            <numerusform>Potasuj karty agendy tej gry (opis zasad mówi, które zostają w pudełku) i rozdaj każdemu graczowi %n zakryte, a potem zaznacz to pod planszą.</numerusform>
            <numerusform>Potasuj karty agendy tej gry (opis zasad mówi, które zostają w pudełku) i rozdaj każdemu graczowi %n zakrytych, a potem zaznacz to pod planszą.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Otwórz zapisaną grę</translation>
    </message>
    <message>
        <source>Ctrl+S / Ctrl+Shift+S</source>
        <translation>Ctrl+S / Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Save / save as</source>
        <translation>Zapisz / zapisz jako</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo the last move</source>
        <translation>Cofnij ostatni ruch</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z, Ctrl+Y</source>
        <translation>Ctrl+Shift+Z, Ctrl+Y</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>1 – 6, Enter</source>
        <translation>1 – 6, Enter</translation>
    </message>
    <message>
        <source>Roll: type the dice in ship order, then Enter (Backspace corrects, Esc clears)</source>
        <translation>Rzut: wpisz kości w kolejności statków, potem Enter (Backspace poprawia, Esc czyści)</translation>
    </message>
    <message>
        <source>R or Enter</source>
        <translation>R lub Enter</translation>
    </message>
    <message>
        <source>Digital dice: roll or turn up cards for me</source>
        <translation>Kości cyfrowe: rzuć lub odkryj karty za mnie</translation>
    </message>
    <message>
        <source>1 – 6</source>
        <translation>1 – 6</translation>
    </message>
    <message>
        <source>During the turn: select a die showing that value</source>
        <translation>W trakcie tury: wybierz kość z tą wartością</translation>
    </message>
    <message>
        <source>S L M A H C T Y O</source>
        <translation>S L M A H C T Y O</translation>
    </message>
    <message>
        <source>Dock the selected dice at the Solar Converter, Lunar Mine, Orbital Market, Alien Artifact, Colonist Hub, Colony Constructor, Terraforming Station, Shipyard, Raiders' Outpost</source>
        <translation>Zadokuj wybrane kości: Konwerter Słoneczny, Kopalnia Księżycowa, Rynek Orbitalny, Artefakt Obcych, Centrum Kolonistów, Konstruktor Kolonii, Stacja Terraformująca, Stocznia, Posterunek Najeźdźców</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Put the selected die on the Maintenance Bay</source>
        <translation>Odstaw wybraną kość do Hangaru Serwisowego</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Trade at the Orbital Market</source>
        <translation>Handluj na Rynku Orbitalnym</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zakończ turę</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the selection and the message</source>
        <translation>Wyczyść zaznaczenie i komunikat</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>This list</source>
        <translation>Ta lista</translation>
    </message>
    <message>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <source>The rules reference</source>
        <translation>Kompendium zasad</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>With no die selected: a hint, the AI's suggestion for the turn</source>
        <translation>Gdy nie wybrano kości: podpowiedź, propozycja SI na turę</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>A seat played by the app: its move is done on the board, go on</source>
        <translation>Miejsce, na którym gra aplikacja: jej ruch wykonano na planszy, dalej</translation>
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
        <translation>Sędzia do Alien Frontiers przy twoim stole: sprawdza każdy ruch, prowadzi rachunki i liczy punkty.</translation>
    </message>
    <message>
        <source>Resume the last game</source>
        <translation>Wznów ostatnią grę</translation>
    </message>
    <message>
        <source>The last game cannot be resumed</source>
        <translation>Nie można wznowić ostatniej gry</translation>
    </message>
    <message numerus="yes">
        <source>%1 · turn %2 · %n move(s) · saved %3</source>
        <translation>
            <numerusform>%1 · tura %2 · %n ruch · zapisano %3</numerusform>
            <numerusform>%1 · tura %2 · %n ruchy · zapisano %3</numerusform>
            <numerusform>%1 · tura %2 · %n ruchów · zapisano %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Otwórz zapisaną grę…</translation>
    </message>
    <message>
        <source>Game under way…</source>
        <translation>Trwająca gra…</translation>
    </message>
    <message>
        <source>Enter the board as it is now at the table, then referee from there</source>
        <translation>Wprowadź obecny stan planszy ze stołu; od tej chwili aplikacja sędziuje</translation>
    </message>
    <message>
        <source>Version %1 · F1 keyboard shortcuts · F2 rules reference</source>
        <extracomment>%1 is the application version</extracomment>
        <translation>Wersja %1 · F1 skróty klawiszowe · F2 kompendium zasad</translation>
    </message>
    <message>
        <source>Games played and statistics</source>
        <translation>Rozegrane gry i statystyki</translation>
    </message>
</context>
<context>
    <name>StateProblem</name>
    <message>
        <source>a game has {0} to {1} players, not {2}.</source>
        <translation>w grze bierze udział od {0} do {1} graczy, a nie {2}.</translation>
    </message>
    <message>
        <source>two players share the colour {0}.</source>
        <translation>dwóch graczy ma ten sam kolor: {0}.</translation>
    </message>
    <message>
        <source>resources cannot be negative.</source>
        <translation>surowce nie mogą być ujemne.</translation>
    </message>
    <message>
        <source>more tokens than the game has ({0} fuel, {1} ore).</source>
        <translation>więcej żetonów, niż zawiera gra (paliwo {0}, ruda {1}).</translation>
    </message>
    <message>
        <source>cannot be negative.</source>
        <translation>wartość nie może być ujemna.</translation>
    </message>
    <message>
        <source>the Colonist Hub has circles 1 to 7 (0: none).</source>
        <translation>w Centrum Kolonistów są kręgi od 1 do 7 (0: brak).</translation>
    </message>
    <message>
        <source>unknown card.</source>
        <translation>nieznana karta.</translation>
    </message>
    <message>
        <source>ships of an unused seat are on the board.</source>
        <translation>na planszy są statki z niewykorzystanego miejsca.</translation>
    </message>
    <message>
        <source>a ship of this colour is neither in the stock nor in play.</source>
        <translation>statek tego koloru nie jest ani w rezerwie, ani w grze.</translation>
    </message>
    <message>
        <source>only the active player has ships gathered in a fleet.</source>
        <translation>tylko aktywny gracz może mieć statki zebrane we flotę.</translation>
    </message>
    <message>
        <source>unknown facility.</source>
        <translation>nieznana stacja.</translation>
    </message>
    <message>
        <source>a docked ship shows a value from 1 to 6.</source>
        <translation>zadokowany statek pokazuje wartość od 1 do 6.</translation>
    </message>
    <message>
        <source>a docked ship must name the player it was docked for.</source>
        <translation>zadokowany statek musi wskazywać gracza, dla którego został zadokowany.</translation>
    </message>
    <message>
        <source>a die shows 1 to 6.</source>
        <translation>kość pokazuje od 1 do 6.</translation>
    </message>
    <message>
        <source>the fleet has not been rolled yet in the roll stage.</source>
        <translation>w fazie rzutu flota nie została jeszcze rzucona.</translation>
    </message>
    <message>
        <source>an unplaced ship must show its rolled value.</source>
        <translation>nieumieszczony statek musi pokazywać wyrzuconą wartość.</translation>
    </message>
    <message>
        <source>the Relic Ship is on Burroughs Desert exactly when nobody holds it.</source>
        <translation>na Pustyni Burroughsa Statek Reliktowy stoi wtedy i tylko wtedy, gdy nikt go nie ma.</translation>
    </message>
    <message>
        <source>the Relic Ship never goes to the stock.</source>
        <translation>do rezerwy nigdy nie trafia Statek Reliktowy.</translation>
    </message>
    <message>
        <source>no such player.</source>
        <translation>nie ma takiego gracza.</translation>
    </message>
    <message>
        <source>only the player controlling Burroughs Desert holds the Relic Ship.</source>
        <translation>tylko gracz kontrolujący Pustynię Burroughsa ma Statek Reliktowy.</translation>
    </message>
    <message>
        <source>with the Isolation Field on Burroughs Desert the Relic Ship stays there.</source>
        <translation>gdy Pole Izolacyjne jest na Pustyni Burroughsa, Statek Reliktowy zostaje na niej.</translation>
    </message>
    <message>
        <source>more ships are docked at the {0} than it has ports for {1} players.</source>
        <translation>w stacji {0} zadokowano więcej statków, niż ma ona portów przy {1} graczach.</translation>
    </message>
    <message>
        <source>the deck has {0} × {1}; this position has {2}.</source>
        <translation>talia zawiera {0} × {1}; ten stan gry ma {2}.</translation>
    </message>
    <message>
        <source>with the limited supply, the supply and the players hold exactly {0} fuel and {1} ore (here {2} fuel and {3} ore).</source>
        <translation>przy ograniczonej puli pula i gracze mają łącznie dokładnie: paliwo {0}, ruda {1} (tutaj: paliwo {2}, ruda {3}).</translation>
    </message>
    <message>
        <source>unknown territory.</source>
        <translation>nieznane terytorium.</translation>
    </message>
    <message>
        <source>unknown stage.</source>
        <translation>nieznana faza.</translation>
    </message>
    <message>
        <source>a player has landed every colony: the game is over.</source>
        <translation>gracz osadził wszystkie kolonie: gra się zakończyła.</translation>
    </message>
    <message>
        <source>the game is over only when a player has landed every colony.</source>
        <translation>gra kończy się dopiero wtedy, gdy któryś gracz osadzi wszystkie kolonie.</translation>
    </message>
    <message>
        <source>cards to reveal go with the reveal stage (1 to 3).</source>
        <translation>karty do odkrycia występują tylko w fazie odkrywania (od 1 do 3).</translation>
    </message>
    <message>
        <source>ships to re-roll go with the re-roll stage.</source>
        <translation>statki do przerzutu występują tylko w fazie przerzutu.</translation>
    </message>
    <message>
        <source>only the active player's unplaced ships are re-rolled.</source>
        <translation>przerzuca się tylko nieumieszczone statki aktywnego gracza.</translation>
    </message>
    <message>
        <source>more ships docked at the Colonist Hub this turn than a player has.</source>
        <translation>w tej turze w Centrum Kolonistów zadokowano więcej statków, niż ma gracz.</translation>
    </message>
    <message>
        <source>the Relic Ship is in a fleet only when its holder is the active player.</source>
        <translation>we flocie Statek Reliktowy jest tylko wtedy, gdy jego posiadacz jest aktywnym graczem.</translation>
    </message>
    <message>
        <source>before the roll, every ship the active player has in play is gathered in the fleet.</source>
        <translation>przed rzutem wszystkie statki aktywnego gracza będące w grze są zebrane we flotę.</translation>
    </message>
    <message>
        <source>nothing has been done in a turn before its roll.</source>
        <translation>przed rzutem w turze nie zrobiono jeszcze niczego.</translation>
    </message>
    <message>
        <source>{0} was used this turn, but the active player does not hold it.</source>
        <translation>karta {0} została użyta w tej turze, ale aktywny gracz jej nie ma.</translation>
    </message>
    <message>
        <source>{0} has no fuel power.</source>
        <translation>karta {0} nie ma zdolności za paliwo.</translation>
    </message>
    <message>
        <source>a bonus is borrowed exactly when the Data Crystal's fuel power was used this turn, from one territory other than Burroughs Desert.</source>
        <translation>premia jest pożyczona wtedy i tylko wtedy, gdy w tej turze użyto zdolności za paliwo Kryształu Danych, i to z jednego terytorium innego niż Pustynia Burroughsa.</translation>
    </message>
    <message>
        <source>the turn does not count the active player's ships docked at the {0} this turn.</source>
        <translation>tura nie uwzględnia statków aktywnego gracza zadokowanych w tej turze w stacji {0}.</translation>
    </message>
    <message>
        <source>a ship docked for a player other than its owner was taken with the {0}, which this ruleset does not have.</source>
        <translation>statek zadokowany dla innego gracza niż właściciel został przejęty kartą {0}, której nie ma w tych zasadach.</translation>
    </message>
    <message>
        <source>a ship on the {0} is always docked for its owner.</source>
        <translation>statek w stacji {0} jest zawsze zadokowany dla swojego właściciela.</translation>
    </message>
    <message>
        <source>before the roll, no ship is docked for the active player yet.</source>
        <translation>przed rzutem żaden statek nie jest jeszcze zadokowany dla aktywnego gracza.</translation>
    </message>
    <message>
        <source>a ship taken with the {0} goes back to its owner when the owner's turn starts: it can be docked only for a player whose turn has come since the owner's last turn.</source>
        <translation>statek przejęty kartą {0} wraca do właściciela na początku jego tury: może być zadokowany tylko dla gracza, który miał turę od ostatniej tury właściciela.</translation>
    </message>
    <message>
        <source>a player takes at most one ship with the {0} in a turn.</source>
        <translation>gracz przejmuje kartą {0} najwyżej jeden statek na turę.</translation>
    </message>
    <message>
        <source>a ship of another player is docked for the active player, but the {0} is not among the fuel powers used this turn.</source>
        <translation>statek innego gracza jest zadokowany dla aktywnego gracza, ale karty {0} nie ma wśród zdolności za paliwo użytych w tej turze.</translation>
    </message>
    <message>
        <source>this player's colonies in all (hand, Hub and territories): {0}; this game gives each player {1}.</source>
        <translation>łączna liczba kolonii tego gracza (w ręce, w Centrum i na terytoriach) to {0}, a w tej grze każdy gracz dostaje {1}.</translation>
    </message>
    <message>
        <source>the Brethren Ship is in play exactly when a player has the Brethren of the Stars board, and never in the stock.</source>
        <translation>Statek Brethren jest w grze dokładnie wtedy, gdy któryś gracz ma planszę Brethren of the Stars, i nigdy nie jest w rezerwie.</translation>
    </message>
    <message>
        <source>the Brethren Ship has no value; it is in a fleet only while its owner is the active player, with its raider face after the roll.</source>
        <translation>Statek Brethren nie ma wartości; jest we flocie tylko wtedy, gdy jego właściciel jest aktywnym graczem, po rzucie ze ścianką najeźdźcy.</translation>
    </message>
    <message>
        <source>unknown colour.</source>
        <translation>nieznany kolor.</translation>
    </message>
    <message>
        <source>on the freeform Colonist Hub (5-6 players) the colonies stand on tracks 1 to 4.</source>
        <translation>we wspólnym Centrum Kolonistów (5–6 graczy) kolonie stoją na torach od 1 do 4.</translation>
    </message>
    <message>
        <source>two colonies stand on the same circle of the Colonist Hub (track {0}, circle {1}).</source>
        <translation>dwie kolonie stoją na tym samym kręgu Centrum Kolonistów (tor {0}, krąg {1}).</translation>
    </message>
    <message>
        <source>purple and white come with Edition X; this ruleset has red, blue, green and yellow.</source>
        <translation>fioletowy i biały należą do Edition X; te zasady mają czerwony, niebieski, zielony i żółty.</translation>
    </message>
    <message>
        <source>tokens on {0}: {1}; the card keeps at most {2}, and only while a player holds it.</source>
        <translation>żetony na karcie {0}: {1}; karta przechowuje najwyżej {2} i tylko wtedy, gdy ma ją gracz.</translation>
    </message>
    <message>
        <source>{0} keeps fuel only.</source>
        <translation>{0} przechowuje tylko paliwo.</translation>
    </message>
    <message>
        <source>no agenda card is in play without the agendas module.</source>
        <translation>bez modułu agend żadna karta agendy nie jest w grze.</translation>
    </message>
    <message>
        <source>each agenda card of the game is in exactly one place: the deck, the discard pile, a hand, or among the unnamed cards.</source>
        <translation>każda karta agendy w grze jest w dokładnie jednym miejscu: w talii, na stosie kart odrzuconych, w ręce albo wśród niewskazanych kart.</translation>
    </message>
    <message>
        <source>{0} agenda cards are unnamed; the deck, the discard pile and the hands hold {1} unnamed cards.</source>
        <translation>liczba niewskazanych kart agendy: {0}; talia, stos kart odrzuconych i ręce zawierają ich {1}.</translation>
    </message>
    <message>
        <source>a reveal window is open only for an agenda card the player holds face down.</source>
        <translation>okno odkrycia jest otwarte tylko dla karty agendy, którą gracz trzyma zakrytą.</translation>
    </message>
    <message>
        <source>only the active player, right after drawing agenda cards, may discard one without being over the limit.</source>
        <translation>tylko aktywny gracz, zaraz po dobraniu kart agendy, może odrzucić kartę, nie przekraczając limitu.</translation>
    </message>
    <message>
        <source>this turn's Orbital Market pairs are ships of the game, and a pair either traded or drew agenda cards, not both.</source>
        <translation>pary tej tury na Rynku Orbitalnym to statki z gry, a para albo handlowała, albo dobrała karty agendy, nie oba naraz.</translation>
    </message>
    <message>
        <source>the agenda cards of the game are the deck the modules and faction boards in play make (X-33), none before the draft ends.</source>
        <translation>karty agend w grze to talia wynikająca z modułów i plansz frakcji w grze (X-33); przed końcem wyboru nie ma żadnej.</translation>
    </message>
    <message>
        <source>this turn's Orbital Market pairs are ships docked for the active player.</source>
        <translation>pary na rynku orbitalnym w tej turze to statki zadokowane dla aktywnego gracza.</translation>
    </message>
    <message>
        <source>colonies of players in the game are on {0} only while a player holds it.</source>
        <translation>kolonie graczy tej partii leżą na {0} tylko wtedy, gdy któryś gracz trzyma tę kartę.</translation>
    </message>
    <message>
        <source>a territory whose bonus was used after it was seized is one the active player seized this turn.</source>
        <translation>terytorium, którego premii użyto po jego przejęciu, to takie, które aktywny gracz przejął w tej turze.</translation>
    </message>
    <message>
        <source>the discards after a Prophets of the Artifact draw are the active player's, in the main stage, among its face-down cards (the named ones among those it drew).</source>
        <translation>odrzucenia po dobraniu w Prophets of the Artifact należą do aktywnego gracza, w fazie głównej, spośród jego zakrytych kart (nazwanych spośród dobranych).</translation>
    </message>
    <message>
        <source>an agenda draw for Prophets of the Artifact happens only while drawing, with the board in the game and, for its docking, a ship docked there.</source>
        <translation>dobieranie agend dla Prophets of the Artifact odbywa się tylko podczas dobierania, z planszą w grze i, przy jej dokowaniu, ze statkiem tam zadokowanym.</translation>
    </message>
    <message>
        <source>the turn-start window is open only in a game with extra alien tech, while the active player can still discard a card timed for the start of the turn or the Auto Pilot A.I.'s income is still to be taken.</source>
        <translation>etap początku tury istnieje tylko w grze z dodatkową technologią obcych, dopóki aktywny gracz może jeszcze odrzucić kartę przeznaczoną na początek tury lub dochód z karty Autopilot SI wciąż czeka na wzięcie.</translation>
    </message>
    <message>
        <source>the Relic Ship taken with the {0} is held by the player who took it, lent by another player or by nobody.</source>
        <translation>Statek Reliktowy wzięty za pomocą {0} należy do gracza, który go wziął, pożyczony od innego gracza albo od nikogo.</translation>
    </message>
    <message>
        <source>the field generator named by the Field Propagator's die waits for a territory exactly in the stage where its user places it.</source>
        <translation>generator pola wskazany przez kość Propagatora Pola czeka na terytorium dokładnie w fazie, w której jego użytkownik go umieszcza.</translation>
    </message>
    <message>
        <source>a field generator straddles a border only from a territory of the planet to one it borders.</source>
        <translation>generator pola obejmuje granicę tylko z terytorium planety na terytorium z nim sąsiadujące.</translation>
    </message>
    <message>
        <source>what a raid took with a card is what that card carried: colonies landed from the Gravitron Shunt and still there, the Auto Pilot A.I.'s ship on the Maintenance Bay, its own tokens now in the supply.</source>
        <translation>to, co najazd zabrał wraz z kartą, to to, co ta karta niosła: kolonie wylądowane z Bocznika Grawitronowego i wciąż tam stojące, statek Autopilota SI w Hangarze Serwisowym, jej własne żetony, teraz w zasobach ogólnych.</translation>
    </message>
    <message>
        <source>one agenda card lies on the Oracle Engine, drawn this turn by the active player, who used the card and holds it.</source>
        <translation>na Silniku Wyroczni leży jedna karta agendy, dobrana w tej turze przez aktywnego gracza, który użył karty i ją trzyma.</translation>
    </message>
    <message>
        <source>the Oracle Engine's draw happens while drawing, before the roll of the active player, who used the card and holds it.</source>
        <translation>dobieranie Silnika Wyroczni odbywa się w fazie dobierania, przed rzutem aktywnego gracza, który użył karty i ją trzyma.</translation>
    </message>
    <message>
        <source>a ship is on the {0} only while the player of its colour holds the card, and at most one.</source>
        <translation>statek leży na karcie {0} tylko wtedy, gdy gracz jego koloru ma tę kartę, i najwyżej jeden.</translation>
    </message>
    <message>
        <source>a borrowed ship is another player's colour ship or Relic Ship, unplaced in the active player's fleet or docked for the player who borrowed it (never on the Terraforming Station or the Maintenance Bay), in a game with the factions or extra-tech module.</source>
        <translation>pożyczony statek to statek w kolorze lub Statek Reliktowy innego gracza, nierozmieszczony we flocie aktywnego gracza albo zadokowany dla gracza, który go pożyczył (nigdy na Stacji Terraformującej ani w Hangarze Serwisowym), w grze z modułem factions lub extra-tech.</translation>
    </message>
    <message>
        <source>each territory was controlled at turn start by at most one player of the game.</source>
        <translation>każde terytorium było na początku tury kontrolowane przez najwyżej jednego gracza tej partii.</translation>
    </message>
    <message>
        <source>fuel is on the Magnetic Lockdown only while the lock of a player in the game lasts.</source>
        <translation>paliwo leży na Blokadzie Magnetycznej tylko wtedy, gdy trwa blokada jednego z graczy w grze.</translation>
    </message>
    <message>
        <source>a player says it is done with its end-game agenda reveals only once the game is over, while it holds unnamed face-down cards.</source>
        <translation>gracz może oświadczyć, że skończył odkrywanie kart na koniec gry, dopiero po zakończeniu gry i tylko gdy ma nienazwane zakryte karty.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Average VP</source>
        <translation>Średnio PZ</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · %2 · %n tura</numerusform>
            <numerusform>%1 · %2 · %n tury</numerusform>
            <numerusform>%1 · %2 · %n tur</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Rozegrane gry</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Eksportuj jako CSV…</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wróć</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Gracze:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Dowolnie</translation>
    </message>
    <message>
        <source>From (YYYY-MM-DD):</source>
        <translation>Od (RRRR-MM-DD):</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Do:</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) finished</source>
        <translation>
            <numerusform>%n gra ukończona</numerusform>
            <numerusform>%n gry ukończone</numerusform>
            <numerusform>%n gier ukończonych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) given up</source>
        <translation>
            <numerusform>%n gra porzucona</numerusform>
            <numerusform>%n gry porzucone</numerusform>
            <numerusform>%n gier porzuconych</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished games are stored here when they end.</source>
        <translation>Ukończone gry są tu zapisywane, gdy się kończą.</translation>
    </message>
    <message>
        <source>By player</source>
        <translation>Według gracza</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(bez imienia)</translation>
    </message>
    <message>
        <source>By number of players</source>
        <translation>Według liczby graczy</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n gracz</numerusform>
            <numerusform>%n graczy</numerusform>
            <numerusform>%n graczy</numerusform>
        </translation>
    </message>
    <message>
        <source>By seat</source>
        <translation>Według miejsca</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Miejsce %1</translation>
    </message>
    <message>
        <source>By faction</source>
        <translation>Według frakcji</translation>
    </message>
    <message>
        <source>Best game (highest winning score)</source>
        <translation>Najlepsza gra (najwyższy zwycięski wynik)</translation>
    </message>
    <message numerus="yes">
        <source>Closest game (won by %n VP)</source>
        <translation>
            <numerusform>Najbardziej wyrównana gra (wygrana o %n PZ)</numerusform>
            <numerusform>Najbardziej wyrównana gra (wygrana o %n PZ)</numerusform>
            <numerusform>Najbardziej wyrównana gra (wygrana o %n PZ)</numerusform>
        </translation>
    </message>
    <message>
        <source>All games, newest first</source>
        <translation>Wszystkie gry, od najnowszej</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Porzucona</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>(app)</source>
        <translation>(aplikacja)</translation>
    </message>
</context>
<context>
    <name>Suggestion</name>
    <message>
        <source>+%1 VP</source>
        <extracomment>The score a suggested move gains or loses, e.g. "+1 VP"</extracomment>
        <translation>+%1 PZ</translation>
    </message>
    <message>
        <source>−%1 VP</source>
        <translation>−%1 PZ</translation>
    </message>
    <message>
        <source>outlook %1%</source>
        <extracomment>The AI's estimate of a player's prospects after a move, e.g. "outlook 64%"</extracomment>
        <translation>perspektywa %1%</translation>
    </message>
    <message>
        <source>no gain this turn that shows on the board</source>
        <translation>w tej turze brak zysku widocznego na planszy</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>Turn %1</source>
        <translation>Tura %1</translation>
    </message>
    <message>
        <source>Time to roll the fleet: the app rolls for you.</source>
        <translation>Czas na rzut flotą: aplikacja rzuca za ciebie.</translation>
    </message>
    <message>
        <source>Roll your fleet and enter the dice in ship order (type e.g. 346, then Enter).</source>
        <translation>Rzuć flotą i wpisz kości w kolejności statków (np. wpisz 346, potem Enter).</translation>
    </message>
    <message>
        <source>The Temporal Warper rolls the chosen ships again.</source>
        <translation>Zakrzywiacz Czasu przerzuca wybrane statki.</translation>
    </message>
    <message>
        <source>Roll the chosen ships again and enter the new values.</source>
        <translation>Przerzuć wybrane statki i wpisz nowe wartości.</translation>
    </message>
    <message numerus="yes">
        <source>Turn up %n card(s) from the alien tech pile and enter them in order.</source>
        <translation>
            <numerusform>Odkryj %n kartę ze stosu technologii obcych i wpisz ją.</numerusform>
            <numerusform>Odkryj %n karty ze stosu technologii obcych i wpisz je po kolei.</numerusform>
            <numerusform>Odkryj %n kart ze stosu technologii obcych i wpisz je po kolei.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every ship is docked: use cards or trade, then end the turn.</source>
        <translation>Wszystkie statki są zadokowane: użyj kart lub handluj, potem zakończ turę.</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) to place. Select dice (click or type their values), then click a facility on the board.</source>
        <translation>
            <numerusform>%n statek do umieszczenia. Wybierz kości (kliknij je lub wpisz ich wartości), a potem kliknij stację na planszy.</numerusform>
            <numerusform>%n statki do umieszczenia. Wybierz kości (kliknij je lub wpisz ich wartości), a potem kliknij stację na planszy.</numerusform>
            <numerusform>%n statków do umieszczenia. Wybierz kości (kliknij je lub wpisz ich wartości), a potem kliknij stację na planszy.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <source>Set up the table as the guide says; the app deals the alien tech cards.</source>
        <translation>Przygotuj stół zgodnie z instrukcją; aplikacja rozdaje karty technologii obcych.</translation>
    </message>
    <message>
        <source>Set up the table as the guide says, then enter the cards dealt: 3 on display, then 1 for each player.</source>
        <translation>Przygotuj stół zgodnie z instrukcją, a potem wpisz rozdane karty: 3 na wystawce, potem po 1 dla każdego gracza.</translation>
    </message>
    <message>
        <source>Turn up for me</source>
        <translation>Odkryj za mnie</translation>
    </message>
    <message>
        <source>Deal and start the game</source>
        <translation>Rozdaj i rozpocznij grę</translation>
    </message>
    <message>
        <source>Roll for me</source>
        <translation>Rzuć za mnie</translation>
    </message>
    <message>
        <source>Shortcut: R or Enter</source>
        <translation>Skrót: R lub Enter</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation>Karta %1</translation>
    </message>
    <message>
        <source>Put them on display</source>
        <translation>Połóż na wystawce</translation>
    </message>
    <message>
        <source>Display 1</source>
        <translation>Wystawka 1</translation>
    </message>
    <message>
        <source>Display 2</source>
        <translation>Wystawka 2</translation>
    </message>
    <message>
        <source>Display 3</source>
        <translation>Wystawka 3</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Rozpocznij grę</translation>
    </message>
    <message>
        <source>Relic Ship</source>
        <translation>Statek Reliktowy</translation>
    </message>
    <message>
        <source>ship %1</source>
        <translation>statek %1</translation>
    </message>
    <message>
        <source>All ships docked</source>
        <translation>Wszystkie statki zadokowane</translation>
    </message>
    <message>
        <source>Use</source>
        <extracomment>Use an alien tech card's fuel power</extracomment>
        <translation>Użyj</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>Discard an alien tech card for its discard power</extracomment>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>Trade %1 fuel → 1 ore</source>
        <extracomment>Trade at the Orbital Market: %1 fuel for 1 ore</extracomment>
        <translation>Wymień: paliwo %1 → ruda 1</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Handluj</translation>
    </message>
    <message>
        <source>Orbital Market (shortcut X)</source>
        <translation>Rynek Orbitalny (skrót X)</translation>
    </message>
    <message>
        <source>Cycle cards (%1)</source>
        <translation>Wymień karty (%1)</translation>
    </message>
    <message>
        <source>Discard the display and turn up three new cards</source>
        <translation>Odrzuć wystawkę i odkryj trzy nowe karty</translation>
    </message>
    <message>
        <source>Claim a card (%1/%2)</source>
        <translation>Zdobądź kartę (%1/%2)</translation>
    </message>
    <message>
        <source>Or click a card on display</source>
        <translation>Albo kliknij kartę na wystawce</translation>
    </message>
    <message>
        <source>Launch colony</source>
        <translation>Wystrzel kolonię</translation>
    </message>
    <message>
        <source>From circle 7 of the Colonist Hub, for 1 fuel and 1 ore</source>
        <translation>Z kręgu 7 Centrum Kolonistów, za 1 paliwo i 1 rudę</translation>
    </message>
    <message>
        <source>Buy Relic Ship</source>
        <translation>Kup Statek Reliktowy</translation>
    </message>
    <message>
        <source>1 fuel and 1 ore</source>
        <translation>1 paliwo i 1 ruda</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zakończ turę</translation>
    </message>
    <message>
        <source>Shortcut: E</source>
        <translation>Skrót: E</translation>
    </message>
    <message>
        <source>%1 wins with %2 VP.</source>
        <translation>%1 wygrywa z wynikiem %2 PZ.</translation>
    </message>
    <message>
        <source>Show the final ranking</source>
        <translation>Pokaż klasyfikację końcową</translation>
    </message>
    <message>
        <source>Answer the question on the right, on the board or there (Esc cancels).</source>
        <translation>Odpowiedz na pytanie po prawej, na planszy albo tam (Esc anuluje).</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>The AI's suggestion for this turn. Shortcut: H (with no die selected)</source>
        <translation>Propozycja SI na tę turę. Skrót: H (gdy nie wybrano kości)</translation>
    </message>
    <message numerus="yes">
        <source>The faction draft: the app draws %n board(s) at random from the box; ask for them on the right.</source>
        <translation>
            <numerusform>Wybór frakcji: aplikacja losuje z pudełka %n planszę; poproś o nią po prawej.</numerusform>
            <numerusform>Wybór frakcji: aplikacja losuje z pudełka %n plansze; poproś o nie po prawej.</numerusform>
            <numerusform>Wybór frakcji: aplikacja losuje z pudełka %n plansz; poproś o nie po prawej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The faction draft: take %n board(s) at random from the box and click them on the right.</source>
        <translation>
            <numerusform>Wybór frakcji: wylosujcie z pudełka %n planszę i kliknijcie ją po prawej.</numerusform>
            <numerusform>Wybór frakcji: wylosujcie z pudełka %n plansze i kliknijcie je po prawej.</numerusform>
            <numerusform>Wybór frakcji: wylosujcie z pudełka %n plansz i kliknijcie je po prawej.</numerusform>
        </translation>
    </message>
    <message>
        <source>The faction draft: %1 takes one of the last two boards on the right; the other goes back to the box.</source>
        <translation>Wybór frakcji: %1 bierze jedną z dwóch ostatnich plansz po prawej; druga wraca do pudełka.</translation>
    </message>
    <message numerus="yes">
        <source>The faction draft: %1 takes one of the %n boards on the right and passes the rest to the player seated before them.</source>
        <translation>
            <numerusform>Wybór frakcji: %1 bierze jedną z plansz po prawej (%n) i podaje resztę graczowi siedzącemu wcześniej.</numerusform>
            <numerusform>Wybór frakcji: %1 bierze jedną z plansz po prawej (%n) i podaje resztę graczowi siedzącemu wcześniej.</numerusform>
            <numerusform>Wybór frakcji: %1 bierze jedną z plansz po prawej (%n) i podaje resztę graczowi siedzącemu wcześniej.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over. First reveal the agenda cards whose end-game goal is met: Reveal on the player's card.</source>
        <translation>Gra skończona. Najpierw odkryjcie karty agendy, których cel na koniec gry jest spełniony: „Odkryj” na karcie gracza.</translation>
    </message>
    <message numerus="yes">
        <source>The app deals the agenda cards: %n face down to each player.</source>
        <translation>
            <numerusform>Aplikacja rozdaje karty agendy: %n zakrytą każdemu graczowi.</numerusform>
            <numerusform>Aplikacja rozdaje karty agendy: %n zakryte każdemu graczowi.</numerusform>
            <numerusform>Aplikacja rozdaje karty agendy: %n zakrytych każdemu graczowi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal %n agenda cards face down to each player, then say so here.</source>
        <translation>
            <numerusform>Rozdaj każdemu graczowi %n zakrytą kartę agendy, a potem zaznacz to tutaj.</numerusform>
            <numerusform>Rozdaj każdemu graczowi %n zakryte karty agendy, a potem zaznacz to tutaj.</numerusform>
            <numerusform>Rozdaj każdemu graczowi %n zakrytych kart agendy, a potem zaznacz to tutaj.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n agenda card(s) instead of trading.</source>
        <translation>
            <numerusform>%1 dobiera %n kartę agendy zamiast handlować.</numerusform>
            <numerusform>%1 dobiera %n karty agendy zamiast handlować.</numerusform>
            <numerusform>%1 dobiera %n kart agendy zamiast handlować.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start of the turn: discard a card whose power comes now, or begin the turn.</source>
        <translation>Początek tury: odrzuć kartę, której moc działa teraz, albo rozpocznij turę.</translation>
    </message>
    <message>
        <source>Agenda cards dealt</source>
        <translation>Karty agendy rozdane</translation>
    </message>
    <message>
        <source>Agenda cards drawn</source>
        <translation>Karty agendy dobrane</translation>
    </message>
    <message>
        <source>Begin the turn</source>
        <translation>Rozpocznij turę</translation>
    </message>
    <message>
        <source>Deal the agenda cards</source>
        <translation>Rozdaj karty agendy</translation>
    </message>
    <message>
        <source>Draw for me</source>
        <translation>Dobierz za mnie</translation>
    </message>
    <message>
        <source>Draw agendas</source>
        <translation>Dobierz agendy</translation>
    </message>
    <message>
        <source>Your pair at the Orbital Market draws agenda cards instead of trading</source>
        <translation>Twoja para na Rynku Orbitalnym dobiera karty agendy zamiast handlować</translation>
    </message>
    <message>
        <source>%1 first discards agenda cards: Discard on their player card.</source>
        <translation>%1 najpierw odrzuca karty agendy: „Odrzuć” na swojej karcie gracza.</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n agenda card(s).</source>
        <translation>
            <numerusform>%1 dobiera %n kartę agendy.</numerusform>
            <numerusform>%1 dobiera %n karty agendy.</numerusform>
            <numerusform>%1 dobiera %n kart agendy.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start of the turn: %1 first takes the Auto Pilot A.I.'s income, fuel or ore, their choice.</source>
        <extracomment>%1 is the holder of the Auto Pilot A.I., who may be another player than the one whose turn starts</extracomment>
        <translation>Początek tury: najpierw %1 bierze dochód z Autopilota SI, paliwo lub rudę, według wyboru.</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <extracomment>The Auto Pilot A.I.'s income: "Ada takes 1 fuel"</extracomment>
        <translation>%1 bierze: %2</translation>
    </message>
    <message>
        <source>The app rolls the Field Propagator's die.</source>
        <translation>Aplikacja rzuca kością Propagatora Pola.</translation>
    </message>
    <message>
        <source>Roll one die for the Field Propagator and click its value.</source>
        <translation>Rzuć jedną kością dla Propagatora Pola i kliknij jej wynik.</translation>
    </message>
    <message>
        <source>The Field Propagator's die names the %1: place it on a territory where you have a colony.</source>
        <extracomment>%1 is the field generator the Field Propagator's die named</extracomment>
        <translation>Kość Propagatora Pola wskazuje: %1. Połóż je na terytorium, na którym masz kolonię.</translation>
    </message>
    <message>
        <source>Place the %1</source>
        <translation>Umieść: %1</translation>
    </message>
    <message>
        <source>Release a colony (%1)</source>
        <extracomment>Land again a colony kept on an alien tech card: "Release a colony (Gravitron Shunt)"</extracomment>
        <translation>Uwolnij kolonię (%1)</translation>
    </message>
    <message>
        <source>One of your colonies kept on the card lands on a territory</source>
        <translation>Jedna z twoich kolonii trzymanych na karcie ląduje na terytorium</translation>
    </message>
    <message>
        <source>Game over: the ranking is not final yet</source>
        <translation>Koniec gry: ranking nie jest jeszcze ostateczny</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>Wspólne zwycięstwo: %1</translation>
    </message>
</context>
<context>
    <name>afapp::AutosaveWriter</name>
    <message>
        <source>cannot create the folder %1: %2</source>
        <extracomment>%1 is a folder, %2 the system's reason (e.g. "Not a directory")</extracomment>
        <translation>nie można utworzyć folderu %1: %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <extracomment>%1 is a line number of the autosave journal, %2 the problem found there</extracomment>
        <translation>wiersz %1: %2</translation>
    </message>
</context>
</TS>
