<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>AgendaChoice</name>
    <message>
        <source>A face-down card (not named)</source>
        <translation>Una carta coperta (senza nominarla)</translation>
    </message>
    <message>
        <source>None of these: no more cards to reveal</source>
        <extracomment>At the end of the game, in table mode: the player's face-down agenda cards meet no end-game goal</extracomment>
        <translation>Nessuna di queste: nessun'altra carta da rivelare</translation>
    </message>
</context>
<context>
    <name>AgendaLook</name>
    <message>
        <source>Hand the screen to %1</source>
        <translation>Passa lo schermo a %1</translation>
    </message>
    <message>
        <source>%1's agenda cards</source>
        <translation>Carte agenda di %1</translation>
    </message>
    <message>
        <source>The cards are covered. Hand the screen back.</source>
        <translation>Le carte sono coperte. Restituisci lo schermo.</translation>
    </message>
    <message>
        <source>Only %1 should look: the secret agenda cards come next.</source>
        <translation>Solo %1 deve guardare: ora arrivano le carte agenda segrete.</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>Sono %1: mostra le mie carte</translation>
    </message>
    <message>
        <source>Cover my cards</source>
        <translation>Copri le mie carte</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>AiPanel</name>
    <message>
        <source>The app is thinking for %1…</source>
        <translation>L'app sta pensando per %1…</translation>
    </message>
    <message>
        <source>★ The app plays: %1</source>
        <translation>★ L'app gioca: %1</translation>
    </message>
    <message>
        <source>Done on the board: next</source>
        <translation>Fatto sul tabellone: avanti</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Continua</translation>
    </message>
    <message>
        <source>Shortcut: N</source>
        <translation>Scorciatoia: N</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a good turn for %1… %n move(s) found so far.</source>
        <translation>
            <numerusform>Cerco un buon turno per %1… finora %n mossa trovata.</numerusform>
            <numerusform>Cerco un buon turno per %1… finora %n mosse trovate.</numerusform>
        </translation>
    </message>
    <message>
        <source>No hint here: the game waits for the dice or the cards, or it is over.</source>
        <translation>Nessun suggerimento qui: la partita attende i dadi o le carte, oppure è finita.</translation>
    </message>
    <message>
        <source>Hint for %1 (the AI's choice; the board marks each move with ★ and its number):</source>
        <translation>Suggerimento per %1 (la scelta dell'IA; il tabellone segna ogni mossa con ★ e il suo numero):</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Ferma</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Nascondi</translation>
    </message>
    <message>
        <source>What it gains: %1</source>
        <translation>Cosa guadagna: %1</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>System language</source>
        <translation>Lingua di sistema</translation>
    </message>
</context>
<context>
    <name>AutosaveBanner</name>
    <message>
        <source>This game is no longer being saved automatically.</source>
        <translation>Questa partita non viene più salvata automaticamente.</translation>
    </message>
    <message>
        <source>Last saved to %1; the moves since then are not saved. Save again to keep them.</source>
        <translation>Ultimo salvataggio in %1; le mosse successive non sono salvate. Salva di nuovo per conservarle.</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Salva con nome…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <source>Keep it with “Save as…” in another folder. The autosave is tried again when play pauses, and every few moves.</source>
        <translation>Conservala con «Salva con nome…» in un'altra cartella. Il salvataggio automatico viene ritentato quando il gioco si ferma, e ogni poche mosse.</translation>
    </message>
    <message>
        <source>Saved to %1. The autosave is tried again when play pauses, and every few moves.</source>
        <translation>Salvata in %1. Il salvataggio automatico viene ritentato quando il gioco si ferma, e ogni poche mosse.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Alien Frontiers board</source>
        <translation>Tabellone di Alien Frontiers</translation>
    </message>
    <message>
        <source>Draw pile %1 · discards %2</source>
        <translation>Mazzo %1 · scarti %2</translation>
    </message>
    <message>
        <source>Field generators</source>
        <translation>Generatori di campo</translation>
    </message>
    <message>
        <source>off the board</source>
        <extracomment>Where a field generator is: "off the board" or the territory's name</extracomment>
        <translation>fuori dal tabellone</translation>
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
        <translation>L'app tira i dadi di %1.</translation>
    </message>
    <message>
        <source>The app draws the faction boards.</source>
        <translation>L'app pesca le plance fazione.</translation>
    </message>
    <message>
        <source>The app turns up the cards.</source>
        <translation>L'app scopre le carte.</translation>
    </message>
    <message>
        <source>Roll %1's dice at the table and enter them.</source>
        <translation>Tirate i dadi di %1 al tavolo e inseriteli.</translation>
    </message>
    <message>
        <source>Turn up the cards at the table and enter them.</source>
        <translation>Scoprite le carte al tavolo e inseritele.</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>Confirm</source>
        <translation>Conferma</translation>
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
        <translation>Nave Reliquia</translation>
    </message>
    <message>
        <source>%1's %2</source>
        <translation>%2 di %1</translation>
    </message>
    <message>
        <source>%1's %2 at the %3</source>
        <extracomment>A docked ship: "Bob's 4 at the Lunar Mine"</extracomment>
        <translation>%2 di %1 (%3)</translation>
    </message>
    <message>
        <source>No legal move goes on from this choice.</source>
        <translation>Dopo questa scelta non resta nessuna mossa legale.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Continue without</source>
        <translation>Continua senza</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continua</translation>
    </message>
    <message>
        <source>Click a territory on the planet, or choose below.</source>
        <translation>Clicca un territorio sul pianeta o scegli qui sotto.</translation>
    </message>
    <message>
        <source>Click a facility on the board, or choose below.</source>
        <translation>Clicca una struttura sul tabellone o scegli qui sotto.</translation>
    </message>
    <message>
        <source>Click a card on display, or choose below.</source>
        <translation>Clicca una carta esposta o scegli qui sotto.</translation>
    </message>
    <message>
        <source>Click a lit die in your fleet, or choose below.</source>
        <translation>Clicca un dado illuminato nella tua flotta o scegli qui sotto.</translation>
    </message>
    <message>
        <source>Click a lit die on the board, or choose below.</source>
        <translation>Clicca un dado illuminato sul tabellone o scegli qui sotto.</translation>
    </message>
    <message>
        <source>Click a lit die on the board or in your fleet, or choose below.</source>
        <translation>Clicca un dado illuminato sul tabellone o nella tua flotta, o scegli qui sotto.</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <source>Relic Ship</source>
        <extracomment>Label under a die to enter: the Relic Ship, or a ship's number</extracomment>
        <translation>Nave Reliquia</translation>
    </message>
    <message>
        <source>ship %1</source>
        <translation>nave %1</translation>
    </message>
    <message>
        <source>Click a face or type 1–6:</source>
        <translation>Clicca una faccia o digita 1–6:</translation>
    </message>
    <message>
        <source>Confirm the roll</source>
        <translation>Conferma il lancio</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Cancella</translation>
    </message>
</context>
<context>
    <name>Die</name>
    <message>
        <source>Die showing %1</source>
        <translation>Dado che mostra %1</translation>
    </message>
    <message>
        <source>Die not rolled</source>
        <translation>Dado non lanciato</translation>
    </message>
</context>
<context>
    <name>DraftPanel</name>
    <message>
        <source>The faction draft</source>
        <translation>La selezione delle fazioni</translation>
    </message>
    <message>
        <source>%1 boards are drawn at random from the box.</source>
        <translation>%1 plance vengono pescate a caso dalla scatola.</translation>
    </message>
    <message>
        <source>Draw %1 boards from the box and choose them here.</source>
        <translation>Pescate %1 plance dalla scatola e sceglietele qui.</translation>
    </message>
    <message>
        <source>%1 picks a board. The last player picks first; the board left goes back to the box.</source>
        <translation>%1 sceglie una plancia. L'ultimo giocatore sceglie per primo; la plancia rimasta torna nella scatola.</translation>
    </message>
    <message>
        <source>Draw the boards for me</source>
        <translation>Pesca le plance per me</translation>
    </message>
    <message>
        <source>These %1 boards were drawn</source>
        <translation>Sono state pescate queste %1 plance</translation>
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
        <translation>Termina il turno</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 fuel and %3 ore: %n token(s) go back to the supply to keep 8. Which?</source>
        <translation>
            <numerusform>%1 ha %2 carburante e %3 minerale: %n segnalino torna nella riserva per restare a 8. Quale?</numerusform>
            <numerusform>%1 ha %2 carburante e %3 minerale: %n segnalini tornano nella riserva per restare a 8. Quali?</numerusform>
        </translation>
    </message>
    <message>
        <source>Return fuel</source>
        <translation>Restituisci carburante</translation>
    </message>
    <message>
        <source>and ore: %1</source>
        <translation>e minerale: %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fine turno</translation>
    </message>
</context>
<context>
    <name>FactionsModel</name>
    <message>
        <source>Only %1 uses this ability, on their own turn.</source>
        <translation>Solo %1 usa questa abilità, nel proprio turno.</translation>
    </message>
    <message>
        <source>No use of this ability is possible now.</source>
        <translation>Ora questa abilità non si può usare.</translation>
    </message>
    <message>
        <source>Docking fee: %1, paid to %2</source>
        <extracomment>%1: an amount such as "1 fuel"; %2: the board's owner</extracomment>
        <translation>Tariffa di attracco: %1, pagata a %2</translation>
    </message>
    <message>
        <source>Owner ability</source>
        <extracomment>%1: an amount such as "2 fuel"</extracomment>
        <translation>Abilità del proprietario</translation>
    </message>
    <message>
        <source>Owner ability (%1)</source>
        <translation>Abilità del proprietario (%1)</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>The game could not be opened</source>
        <translation>Impossibile aprire la partita</translation>
    </message>
    <message>
        <source>Game resumed where it was left.</source>
        <translation>Partita ripresa da dove era stata lasciata.</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>Impossibile salvare la partita</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Salvata in %1</translation>
    </message>
    <message>
        <source>alien-frontiers-%1.json</source>
        <translation>alien-frontiers-%1.json</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Partite salvate (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Apri una partita</translation>
    </message>
</context>
<context>
    <name>GameHistory</name>
    <message>
        <source>The history of games in %1 could not be read (%2). It was kept as %3 and a new history was started.</source>
        <translation>Impossibile leggere lo storico delle partite in %1 (%2). È stato conservato come %3 ed è stato avviato un nuovo storico.</translation>
    </message>
    <message>
        <source>The history of games cannot be used: %1</source>
        <translation>Impossibile usare lo storico delle partite: %1</translation>
    </message>
    <message>
        <source>This game could not be stored in the history of games: %1</source>
        <translation>Impossibile salvare questa partita nello storico: %1</translation>
    </message>
    <message>
        <source>Export the history of games</source>
        <translation>Esporta lo storico delle partite</translation>
    </message>
    <message>
        <source>games.csv</source>
        <translation>partite.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>Game %1 is not in the history.</source>
        <translation>La partita %1 non è nello storico.</translation>
    </message>
    <message>
        <source>Game %1 of the history cannot be read: %2</source>
        <translation>Impossibile leggere la partita %1 dello storico: %2</translation>
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
        <translation>il %1 della Nave Reliquia</translation>
    </message>
    <message>
        <source>%1 gets the %2</source>
        <translation>%1 riceve la carta %2</translation>
    </message>
    <message>
        <source>Cards dealt: %1 on display; %2.</source>
        <translation>Carte distribuite: esposte %1; %2.</translation>
    </message>
    <message>
        <source>%1 rolls %2.</source>
        <translation>%1 lancia %2.</translation>
    </message>
    <message>
        <source>%1 rolls again: %2.</source>
        <translation>%1 rilancia: %2.</translation>
    </message>
    <message>
        <source>Turned up for the display: %1.</source>
        <translation>Scoperte per l'esposizione: %1.</translation>
    </message>
    <message>
        <source>%1 docks %2 at the %3 and lands a colony on %4.</source>
        <translation>%1 attracca %2 alla struttura %3 e fa atterrare una colonia nel territorio %4.</translation>
    </message>
    <message>
        <source>%1 docks %2 at the %3.</source>
        <translation>%1 attracca %2 alla struttura %3.</translation>
    </message>
    <message>
        <source>%1 cannot dock a %2 anywhere and puts it on the Maintenance Bay.</source>
        <translation>%1 non può attraccare un %2 da nessuna parte e lo mette nell'Hangar di Manutenzione.</translation>
    </message>
    <message>
        <source>%1 trades at the Orbital Market.</source>
        <translation>%1 commercia al Mercato Orbitale.</translation>
    </message>
    <message>
        <source>%1 cycles the alien tech cards on display.</source>
        <translation>%1 rinnova le carte tecnologia aliena esposte.</translation>
    </message>
    <message>
        <source>%1 claims the %2.</source>
        <translation>%1 reclama la carta %2.</translation>
    </message>
    <message>
        <source>%1 launches a colony from the Colonist Hub to %2.</source>
        <translation>%1 lancia una colonia dal Centro Coloni nel territorio %2.</translation>
    </message>
    <message>
        <source>%1 buys the Relic Ship.</source>
        <translation>%1 compra la Nave Reliquia.</translation>
    </message>
    <message>
        <source>%1 uses the %2: %3 moves to the %4.</source>
        <translation>%1 usa la carta %2: %3 si sposta alla struttura %4.</translation>
    </message>
    <message>
        <source>%1 uses the %2.</source>
        <translation>%1 usa la carta %2.</translation>
    </message>
    <message>
        <source>%1 discards the %2 for its power.</source>
        <translation>%1 scarta la carta %2 per il suo potere.</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation>%1 termina il turno.</translation>
    </message>
    <message>
        <source>a colony on %1</source>
        <translation>una colonia nel territorio %1</translation>
    </message>
    <message>
        <source>a colony leaves %1</source>
        <translation>una colonia lascia il territorio %1</translation>
    </message>
    <message>
        <source>gains the %1</source>
        <translation>ottiene la carta %1</translation>
    </message>
    <message>
        <source>loses the %1</source>
        <translation>perde la carta %1</translation>
    </message>
    <message>
        <source>a new ship</source>
        <translation>una nuova nave</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) back to the stock</source>
        <translation>
            <numerusform>%n nave torna nella scorta</numerusform>
            <numerusform>%n navi tornano nella scorta</numerusform>
        </translation>
    </message>
    <message>
        <source>Colonist Hub circle %1</source>
        <translation>cerchio %1 del Centro Coloni</translation>
    </message>
    <message>
        <source>now controls %1</source>
        <translation>ora controlla il territorio %1</translation>
    </message>
    <message>
        <source>no longer controls %1</source>
        <translation>non controlla più il territorio %1</translation>
    </message>
    <message>
        <source>takes the Relic Ship</source>
        <translation>prende la Nave Reliquia</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Effects of an action on one player: "Alice: +2 fuel, a colony on Lem Badlands"</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 goes to the Maintenance Bay</source>
        <translation>%1 va nell'Hangar di Manutenzione</translation>
    </message>
    <message>
        <source>%1 moves to the %2</source>
        <translation>%1 si sposta alla struttura %2</translation>
    </message>
    <message>
        <source>the Relic Ship returns to Burroughs Desert</source>
        <translation>la Nave Reliquia torna nel Deserto Burroughs</translation>
    </message>
    <message>
        <source>the %1 is taken off the board</source>
        <translation>il %1 viene tolto dal tabellone</translation>
    </message>
    <message>
        <source>the %1 moves to %2</source>
        <translation>il %1 si sposta nel territorio %2</translation>
    </message>
    <message>
        <source>a %1 becomes a %2</source>
        <translation>un %1 diventa un %2</translation>
    </message>
    <message>
        <source>%1 — %2.</source>
        <extracomment>An action followed by what it changed, e.g. "Alice docks 4 at the Lunar Mine. — Alice: +1 ore."</extracomment>
        <translation>%1 — %2.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>Faction boards drawn for the draft: %1.</source>
        <translation>Plance fazione pescate per la scelta: %1.</translation>
    </message>
    <message>
        <source>%1 takes the %2 board.</source>
        <translation>%1 prende la plancia %2.</translation>
    </message>
    <message>
        <source>%1 uses the owner ability of the %2 board.</source>
        <translation>%1 usa l'abilità del proprietario della plancia %2.</translation>
    </message>
    <message>
        <source>Agenda cards dealt: two face down to each player.</source>
        <translation>Carte agenda distribuite: due coperte a ciascun giocatore.</translation>
    </message>
    <message>
        <source>%1 reveals agenda #%2 at the end of the game.</source>
        <translation>%1 rivela l'agenda n. %2 alla fine della partita.</translation>
    </message>
    <message>
        <source>%1 reveals agenda #%2.</source>
        <translation>%1 rivela l'agenda n. %2.</translation>
    </message>
    <message>
        <source>%1 draws agenda cards at the Orbital Market instead of trading.</source>
        <translation>%1 pesca carte agenda al Mercato Orbitale invece di commerciare.</translation>
    </message>
    <message>
        <source>%1 discards a face-down agenda card.</source>
        <translation>%1 scarta una carta agenda coperta.</translation>
    </message>
    <message>
        <source>%1 discards nothing more at the start of the turn.</source>
        <translation>%1 non scarta altro all'inizio del turno.</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n ore from the %2.</source>
        <translation>
            <numerusform>%1 prende %n minerale da %2.</numerusform>
            <numerusform>%1 prende %n minerali da %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n fuel from the %2.</source>
        <translation>
            <numerusform>%1 prende %n carburante da %2.</numerusform>
            <numerusform>%1 prende %n carburanti da %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolls %2 for the Field Propagator.</source>
        <translation>%1 ottiene %2 per il Propagatore di Campo.</translation>
    </message>
    <message>
        <source>the %1 straddles the border with %2</source>
        <translation>il %1 si estende oltre il confine con il territorio %2</translation>
    </message>
    <message>
        <source>the %1 stands wholly on %2</source>
        <translation>il %1 torna interamente nel territorio %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n agenda card(s).</source>
        <translation>
            <numerusform>%1 pesca %n carta agenda.</numerusform>
            <numerusform>%1 pesca %n carte agenda.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 looks at the top %n card(s) of the draw pile.</source>
        <translation>
            <numerusform>%1 guarda la prima carta del mazzo.</numerusform>
            <numerusform>%1 guarda le prime %n carte del mazzo.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 puts the cards back on the draw pile in an order of their choice.</source>
        <translation>%1 rimette le carte sul mazzo nell’ordine che preferisce.</translation>
    </message>
    <message>
        <source>%1 has no more agenda cards to reveal.</source>
        <translation>%1 non ha altre carte agenda da rivelare.</translation>
    </message>
</context>
<context>
    <name>GameOverView</name>
    <message>
        <source>Shared victory: %1</source>
        <translation>Vittoria condivisa: %1</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 vince!</translation>
    </message>
    <message>
        <source>colonies %1 · territories %2 · City %3 · Monument %4 · Positron %5</source>
        <translation>colonie %1 · territori %2 · Città %3 · Monumento %4 · Positronico %5</translation>
    </message>
    <message numerus="yes">
        <source>%n alien tech card(s)</source>
        <translation>
            <numerusform>%n carta tecnologia aliena</numerusform>
            <numerusform>%n carte tecnologia aliena</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ore</source>
        <translation>
            <numerusform>%n minerale</numerusform>
            <numerusform>%n minerale</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fuel</source>
        <translation>
            <numerusform>%n carburante</numerusform>
            <numerusform>%n carburante</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 PV</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Annulla l'ultima mossa</translation>
    </message>
    <message>
        <source>Save the game…</source>
        <translation>Salva la partita…</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Guarda il tabellone</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>agendas %1</source>
        <translation>agende %1</translation>
    </message>
    <message>
        <source>alien tech %1</source>
        <translation>tecnologia %1</translation>
    </message>
    <message>
        <source>Agenda cards may still be revealed: a player whose face-down card's end-game goal is met turns it face up for 1 VP before the ranking is final.</source>
        <translation>Si possono ancora rivelare carte agenda: il giocatore la cui carta coperta raggiunge l'obiettivo di fine partita la scopre per 1 PV prima che la classifica sia definitiva.</translation>
    </message>
    <message>
        <source>Reveal agenda cards</source>
        <translation>Rivela carte agenda</translation>
    </message>
    <message>
        <source>Game over: the ranking is not final yet</source>
        <translation>Partita finita: la classifica non è ancora definitiva</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>This move could not be understood (%1).</source>
        <translation>Questa mossa non è stata compresa (%1).</translation>
    </message>
    <message>
        <source>Start or open a game first.</source>
        <translation>Prima inizia o apri una partita.</translation>
    </message>
    <message>
        <source>Nothing needs to be rolled or drawn now.</source>
        <translation>Ora non c'è niente da lanciare o da pescare.</translation>
    </message>
    <message>
        <source>This game uses the table's dice and cards: enter what they show.</source>
        <translation>Questa partita usa i dadi e le carte del tavolo: inserisci ciò che mostrano.</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <extracomment>%1 is the log entry of the move taken back</extracomment>
        <translation>Annullata: %1</translation>
    </message>
    <message>
        <source>Choose a colour for every player.</source>
        <translation>Scegli un colore per ogni giocatore.</translation>
    </message>
    <message>
        <source>Unknown ruleset.</source>
        <translation>Regolamento sconosciuto.</translation>
    </message>
    <message>
        <source>The seed must be a whole number.</source>
        <translation>Il seme deve essere un numero intero.</translation>
    </message>
    <message>
        <source>A game has 2 to 4 players.</source>
        <translation>Una partita ha da 2 a 4 giocatori.</translation>
    </message>
    <message>
        <source>Every player needs a colour of their own.</source>
        <translation>Ogni giocatore deve avere un colore diverso.</translation>
    </message>
    <message>
        <source>Move %1 of the game cannot be played: %2</source>
        <translation>La mossa %1 della partita non può essere giocata: %2</translation>
    </message>
    <message>
        <source>The rules engine cannot play the %1 module yet: %2</source>
        <translation>Il motore delle regole non sa ancora giocare il modulo %1: %2</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Dock any ships, one per port. Each ship gains fuel: half its value, rounded up.</source>
        <translation>Attracca navi di qualsiasi valore, una per porta. Ogni nave guadagna carburante: metà del suo valore, arrotondata per eccesso.</translation>
    </message>
    <message>
        <source>Dock ships one per port, each at least as high as the highest ship already there. Each ship gains 1 ore.</source>
        <translation>Attracca navi una per porta, ognuna alta almeno quanto la nave più alta già presente. Ogni nave guadagna 1 minerale.</translation>
    </message>
    <message>
        <source>Dock a pair of equal values. Then trade fuel for ore as often as you like this turn: the pair's value in fuel buys 1 ore.</source>
        <translation>Attracca una coppia di valori uguali. Poi scambia carburante con minerale quante volte vuoi in questo turno: il valore della coppia in carburante compra 1 minerale.</translation>
    </message>
    <message>
        <source>Dock any ships. Each ship lets you cycle the three cards on display once; your ships here totalling 8 or more this turn claim one card.</source>
        <translation>Attracca navi di qualsiasi valore. Ogni nave ti permette di rinnovare una volta le tre carte esposte; se in questo turno le tue navi qui totalizzano 8 o più, reclami una carta.</translation>
    </message>
    <message>
        <source>Dock up to three ships on your track. The first places a colony on circle 1, each further ship moves it one circle on. From circle 7 launch it for 1 fuel and 1 ore.</source>
        <translation>Attracca fino a tre navi sul tuo tracciato. La prima mette una colonia sul cerchio 1, ogni nave successiva la fa avanzare di un cerchio. Dal cerchio 7 lanciala per 1 carburante e 1 minerale.</translation>
    </message>
    <message>
        <source>Dock three equal values and pay 3 ore to land a colony on a territory.</source>
        <translation>Attracca tre valori uguali e paga 3 minerale per far atterrare una colonia su un territorio.</translation>
    </message>
    <message>
        <source>Dock a 6 and pay 1 fuel and 1 ore to land a colony on a territory. The ship is lost: it goes back to your stock at the start of your next turn.</source>
        <translation>Attracca un 6 e paga 1 carburante e 1 minerale per far atterrare una colonia su un territorio. La nave è persa: torna nella tua scorta all'inizio del tuo prossimo turno.</translation>
    </message>
    <message>
        <source>Dock a pair of equal values and pay fuel and ore to build a new ship. It waits on the Maintenance Bay until your next turn.</source>
        <translation>Attracca una coppia di valori uguali e paga carburante e minerale per costruire una nuova nave. Attende nell'Hangar di Manutenzione fino al tuo prossimo turno.</translation>
    </message>
    <message>
        <source>Dock three consecutive values to take up to 4 resources from other players, or one alien tech card from one player.</source>
        <translation>Attracca tre valori consecutivi per prendere fino a 4 risorse dagli altri giocatori, o una carta tecnologia aliena da un giocatore.</translation>
    </message>
    <message>
        <source>Ships that cannot dock anywhere rest here, and new ships wait here for the next turn.</source>
        <translation>Qui sostano le navi che non possono attraccare altrove, e qui le nuove navi attendono il turno successivo.</translation>
    </message>
    <message>
        <source>Bonus: docking two or more ships at the Colonist Hub in a turn moves your colony one extra circle.</source>
        <translation>Bonus: attraccare due o più navi al Centro Coloni in un turno fa avanzare la tua colonia di un cerchio in più.</translation>
    </message>
    <message>
        <source>Bonus: the Colony Constructor costs you 2 ore instead of 3.</source>
        <translation>Bonus: il Costruttore di Colonie ti costa 2 minerale invece di 3.</translation>
    </message>
    <message>
        <source>Bonus: you may buy the Relic Ship, a colourless extra ship, for 1 fuel and 1 ore.</source>
        <translation>Bonus: puoi comprare la Nave Reliquia, una nave extra senza colore, per 1 carburante e 1 minerale.</translation>
    </message>
    <message>
        <source>Bonus: at the Orbital Market, 1 fuel buys 1 ore.</source>
        <translation>Bonus: al Mercato Orbitale, 1 carburante compra 1 minerale.</translation>
    </message>
    <message>
        <source>Bonus: the Shipyard costs you 1 fuel and 1 ore less.</source>
        <translation>Bonus: il Cantiere Navale ti costa 1 carburante e 1 minerale in meno.</translation>
    </message>
    <message>
        <source>Bonus: each ship docked at the Solar Converter gains 1 extra fuel.</source>
        <translation>Bonus: ogni nave attraccata al Convertitore Solare guadagna 1 carburante in più.</translation>
    </message>
    <message>
        <source>Bonus: each use of an alien tech fuel power costs 1 fuel less.</source>
        <translation>Bonus: ogni uso di un potere carburante della tecnologia aliena costa 1 carburante in meno.</translation>
    </message>
    <message>
        <source>Bonus: your first ship docked at the Lunar Mine each turn may show any value.</source>
        <translation>Bonus: in ogni turno, la tua prima nave attraccata alla Miniera Lunare può mostrare qualsiasi valore.</translation>
    </message>
    <message>
        <source>Cancels the bonus of the territory it is on.</source>
        <translation>Annulla il bonus del territorio in cui si trova.</translation>
    </message>
    <message>
        <source>The player controlling its territory scores 1 extra point.</source>
        <translation>Il giocatore che controlla il suo territorio ottiene 1 punto in più.</translation>
    </message>
    <message>
        <source>No colony may land on its territory or be moved away from it.</source>
        <translation>Nessuna colonia può atterrare sul suo territorio né esserne spostata via.</translation>
    </message>
    <message>
        <source>Worth 1 point while you hold it.</source>
        <translation>Vale 1 punto finché la possiedi.</translation>
    </message>
    <message>
        <source>Pay 1 fuel: add 1 to an unplaced ship.</source>
        <translation>Paga 1 carburante: aggiungi 1 a una nave non piazzata.</translation>
    </message>
    <message>
        <source>Discard: take a field generator off the board.</source>
        <translation>Scarta: togli un generatore di campo dal tabellone.</translation>
    </message>
    <message>
        <source>Pay 1 fuel per colony on a territory: use its bonus this turn.</source>
        <translation>Paga 1 carburante per ogni colonia su un territorio: usa il suo bonus in questo turno.</translation>
    </message>
    <message>
        <source>Discard: move the Positron Field to a territory.</source>
        <translation>Scarta: sposta il Campo Positronico su un territorio.</translation>
    </message>
    <message>
        <source>Pay 2 fuel: take 1 from one unplaced ship and add 1 to another.</source>
        <translation>Paga 2 carburante: togli 1 a una nave non piazzata e aggiungi 1 a un'altra.</translation>
    </message>
    <message>
        <source>Discard: move the Repulsor Field to a territory.</source>
        <translation>Scarta: sposta il Campo Repulsore su un territorio.</translation>
    </message>
    <message>
        <source>Raiders cannot take your resources; they may take only this card from you.</source>
        <translation>I predoni non possono prenderti risorse; possono prenderti solo questa carta.</translation>
    </message>
    <message>
        <source>Pay 2 fuel: move one of your docked ships to another facility.</source>
        <translation>Paga 2 carburante: sposta una delle tue navi attraccate in un'altra struttura.</translation>
    </message>
    <message>
        <source>Discard: move any colony to another territory.</source>
        <translation>Scarta: sposta una colonia qualsiasi su un altro territorio.</translation>
    </message>
    <message>
        <source>Pay 1 fuel per ship: send other players' ships at one facility to the Maintenance Bay.</source>
        <translation>Paga 1 carburante per nave: manda nell'Hangar di Manutenzione le navi degli altri giocatori attraccate a una struttura.</translation>
    </message>
    <message>
        <source>Discard: send one docked ship of another player back to their stock.</source>
        <translation>Scarta: rimanda nella scorta del suo proprietario una nave attraccata di un altro giocatore.</translation>
    </message>
    <message>
        <source>Pay 1 fuel: turn an unplaced ship to its opposite face (1↔6, 2↔5, 3↔4).</source>
        <translation>Paga 1 carburante: gira una nave non piazzata sulla faccia opposta (1↔6, 2↔5, 3↔4).</translation>
    </message>
    <message>
        <source>Discard: swap two colonies of different players on two territories.</source>
        <translation>Scarta: scambia due colonie di giocatori diversi su due territori.</translation>
    </message>
    <message>
        <source>After your roll: more odd dice gain 1 ore, more even dice gain 1 fuel; as many of each gain both, and the card is discarded.</source>
        <translation>Dopo il tuo lancio: con più dadi dispari guadagni 1 minerale, con più dadi pari 1 carburante; in caso di parità guadagni entrambi e la carta viene scartata.</translation>
    </message>
    <message>
        <source>Pay 1 fuel: take 1 from an unplaced ship.</source>
        <translation>Paga 1 carburante: togli 1 a una nave non piazzata.</translation>
    </message>
    <message>
        <source>Discard: move the Isolation Field to a territory.</source>
        <translation>Scarta: sposta il Campo di Isolamento su un territorio.</translation>
    </message>
    <message>
        <source>Pay 1 fuel: roll any of your unplaced ships again.</source>
        <translation>Paga 1 carburante: rilancia quante vuoi delle tue navi non piazzate.</translation>
    </message>
    <message>
        <source>Discard: take a card of your choice from the discard pile.</source>
        <translation>Scarta: prendi una carta a tua scelta dalla pila degli scarti.</translation>
    </message>
    <message>
        <source>Pay 3 fuel: move another player's docked ship to a facility, for your benefit.</source>
        <translation>Paga 3 carburante: sposta in una struttura una nave attraccata di un altro giocatore, a tuo vantaggio.</translation>
    </message>
    <message>
        <source>Discard at the start of your turn: the Relic Ship joins your fleet, rolled with it, for this turn.</source>
        <translation>Scarta all'inizio del tuo turno: la Nave Reliquia entra nella tua flotta per questo turno e viene lanciata con essa.</translation>
    </message>
    <message>
        <source>Worth a point more while you also hold the Alien City or the Alien Monument.</source>
        <translation>Vale un punto in più finché possiedi anche la Città Aliena o il Monumento Alieno.</translation>
    </message>
    <message>
        <source>Pay fuel: take a ship of any player from the Maintenance Bay, roll it and use it this turn.</source>
        <translation>Paga carburante: prendi una nave di qualsiasi giocatore dall'Hangar di Manutenzione, lanciala e usala in questo turno.</translation>
    </message>
    <message>
        <source>Discard: every ship at one orbital facility goes to the Maintenance Bay.</source>
        <translation>Scarta: tutte le navi di una struttura orbitale vanno nell'Hangar di Manutenzione.</translation>
    </message>
    <message>
        <source>Free: put an unplaced ship of yours on this card; while it is there you take fuel or ore at the start of every turn.</source>
        <translation>Gratis: metti una tua nave non piazzata su questa carta; finché resta lì, prendi carburante o minerale all'inizio di ogni turno.</translation>
    </message>
    <message>
        <source>Discard: the ship on this card goes to the Maintenance Bay.</source>
        <translation>Scarta: la nave su questa carta va nell'Hangar di Manutenzione.</translation>
    </message>
    <message>
        <source>Discard at the start of your turn: your Terraforming Station ship goes to the Maintenance Bay, not to your stock.</source>
        <translation>Scarta all'inizio del tuo turno: la tua nave della Stazione di Terraformazione va nell'Hangar di Manutenzione, non nella tua scorta.</translation>
    </message>
    <message>
        <source>Pay fuel: your unplaced ships of the same values take the places of other players' ships at one facility.</source>
        <translation>Paga carburante: le tue navi non piazzate degli stessi valori prendono il posto delle navi di altri giocatori in una struttura.</translation>
    </message>
    <message>
        <source>Discard: the colonies of two territories change places.</source>
        <translation>Scarta: le colonie di due territori si scambiano di posto.</translation>
    </message>
    <message>
        <source>Free: roll one of your unplaced ships again.</source>
        <translation>Gratis: rilancia una delle tue navi non piazzate.</translation>
    </message>
    <message>
        <source>Discard once all your ships are placed: take back one or two docked ships, roll them and dock them elsewhere.</source>
        <translation>Scarta quando tutte le tue navi sono piazzate: riprendi una o due navi attraccate, lanciale e attraccale altrove.</translation>
    </message>
    <message>
        <source>Discard: put the Repulsor or the Positron Field on a territory where you have a colony.</source>
        <translation>Scarta: metti il Campo Repulsore o il Campo Positronico su un territorio dove hai una colonia.</translation>
    </message>
    <message>
        <source>Other players' cards cost them more fuel for each of your ships they affect.</source>
        <translation>Le carte degli altri giocatori costano loro più carburante per ogni tua nave che toccano.</translation>
    </message>
    <message>
        <source>Pay fuel: gain ore.</source>
        <translation>Paga carburante: ottieni minerale.</translation>
    </message>
    <message>
        <source>Discard: gain ore.</source>
        <translation>Scarta: ottieni minerale.</translation>
    </message>
    <message>
        <source>Pay fuel: set one of your unplaced ships to any value; a fuel goes on this card, and when enough are on it the card is discarded.</source>
        <translation>Paga carburante: dai a una tua nave non piazzata il valore che vuoi; un carburante va su questa carta e, quando ce ne sono abbastanza, la carta viene scartata.</translation>
    </message>
    <message>
        <source>Pay fuel: a field generator on a territory you control also covers a neighbouring territory.</source>
        <translation>Paga carburante: un generatore di campo su un territorio che controlli copre anche un territorio vicino.</translation>
    </message>
    <message>
        <source>Discard: every field generator moves to one territory where you have a colony.</source>
        <translation>Scarta: tutti i generatori di campo vanno su un territorio dove hai una colonia.</translation>
    </message>
    <message>
        <source>Pay fuel and roll a die: it names a field generator, which you put on a territory where you have a colony.</source>
        <translation>Paga carburante e lancia un dado: indica un generatore di campo, che metti su un territorio dove hai una colonia.</translation>
    </message>
    <message>
        <source>Discard: move one field generator to another territory.</source>
        <translation>Scarta: sposta un generatore di campo su un altro territorio.</translation>
    </message>
    <message>
        <source>Pay fuel: add 1 to each of your unplaced ships (a 6 becomes a 1).</source>
        <translation>Paga carburante: aggiungi 1 a ciascuna delle tue navi non piazzate (un 6 diventa 1).</translation>
    </message>
    <message>
        <source>Discard: put a field generator that is off the planet on a territory where you have a colony.</source>
        <translation>Scarta: metti un generatore di campo che è fuori dal pianeta su un territorio dove hai una colonia.</translation>
    </message>
    <message>
        <source>Pay fuel: take a colony off its territory onto this card; its owner may pay to land it again on their turn.</source>
        <translation>Paga carburante: togli una colonia dal suo territorio e mettila su questa carta; il suo proprietario può pagare per farla riatterrare nel suo turno.</translation>
    </message>
    <message>
        <source>Pay fuel before you roll: another player's docked ship joins your fleet for this turn.</source>
        <translation>Paga carburante prima del lancio: una nave attraccata di un altro giocatore entra nella tua flotta per questo turno.</translation>
    </message>
    <message>
        <source>Discard at the start of your turn: two other players' docked ships join your fleet for this turn.</source>
        <translation>Scarta all'inizio del tuo turno: due navi attraccate di altri giocatori entrano nella tua flotta per questo turno.</translation>
    </message>
    <message>
        <source>Pay fuel before you roll: roll one ship, and all your other ships take its value.</source>
        <translation>Paga carburante prima del lancio: lancia una nave, e tutte le tue altre navi prendono il suo valore.</translation>
    </message>
    <message>
        <source>Discard: every docked ship on the board turns to 1.</source>
        <translation>Scarta: ogni nave attraccata sul tabellone passa a 1.</translation>
    </message>
    <message>
        <source>Pay fuel: move another player's colony from a territory where you have a colony to a neighbouring one.</source>
        <translation>Paga carburante: sposta la colonia di un altro giocatore da un territorio dove hai una colonia a uno vicino.</translation>
    </message>
    <message>
        <source>Discard: the other players' colonies leave a territory where you have a colony, to neighbouring ones.</source>
        <translation>Scarta: le colonie degli altri giocatori lasciano un territorio dove hai una colonia, verso territori vicini.</translation>
    </message>
    <message>
        <source>Pay fuel when you dock at the Lunar Mine: gain more ore.</source>
        <translation>Paga carburante quando attracchi alla Miniera Lunare: ottieni più minerale.</translation>
    </message>
    <message>
        <source>Discard: every ship at the Lunar Mine goes to the Maintenance Bay.</source>
        <translation>Scarta: tutte le navi della Miniera Lunare vanno nell'Hangar di Manutenzione.</translation>
    </message>
    <message>
        <source>Put fuel on this card: until your next turn nobody can move or remove your colonies.</source>
        <translation>Metti carburante su questa carta: fino al tuo prossimo turno nessuno può spostare o togliere le tue colonie.</translation>
    </message>
    <message>
        <source>Discard: move up to two of your colonies to one territory.</source>
        <translation>Scarta: sposta fino a due tue colonie su uno stesso territorio.</translation>
    </message>
    <message>
        <source>Discard: reveal one of your face-down agenda cards and score its point without meeting its goal.</source>
        <translation>Scarta: rivela una tua carta agenda coperta e ottieni il suo punto senza raggiungerne l'obiettivo.</translation>
    </message>
    <message>
        <source>You may hold one more agenda card.</source>
        <translation>Puoi tenere una carta agenda in più.</translation>
    </message>
    <message>
        <source>Pay ore: gain fuel, more with the Pohl Foothills bonus.</source>
        <translation>Paga minerale: ottieni carburante, di più con il bonus delle Colline Pohl.</translation>
    </message>
    <message>
        <source>Discard: return an unplaced ship to your stock and gain fuel and ore.</source>
        <translation>Scarta: rimetti una nave non piazzata nella tua scorta e ottieni carburante e minerale.</translation>
    </message>
    <message>
        <source>Move some of your fuel and ore onto this card, out of the limit's and the raiders' reach.</source>
        <translation>Metti parte del tuo carburante e minerale su questa carta, fuori dal limite e dalla portata dei predoni.</translation>
    </message>
    <message>
        <source>Discard: take everything on this card into your supply.</source>
        <translation>Scarta: prendi tutto ciò che è su questa carta nella tua riserva.</translation>
    </message>
    <message>
        <source>Pay fuel before you roll: draw an agenda card face up; it scores if you meet its goal this turn.</source>
        <translation>Paga carburante prima del lancio: pesca una carta agenda scoperta; conta se ne raggiungi l'obiettivo in questo turno.</translation>
    </message>
    <message>
        <source>Use another card's fuel power a second time this turn, paying its cost again.</source>
        <translation>Usa una seconda volta in questo turno il potere a carburante di un'altra carta, pagandone di nuovo il costo.</translation>
    </message>
    <message>
        <source>Discard: another player discards an alien tech card of your choice, without its power.</source>
        <translation>Scarta: un altro giocatore scarta una carta tecnologia aliena a tua scelta, senza il suo potere.</translation>
    </message>
    <message>
        <source>Pay fuel: use one more discard power this turn.</source>
        <translation>Paga carburante: usa un potere di scarto in più in questo turno.</translation>
    </message>
    <message>
        <source>Discard: the three cards on display leave the game.</source>
        <translation>Scarta: le tre carte esposte escono dalla partita.</translation>
    </message>
    <message>
        <source>Before you roll, put fuel on this card: a roll with four or more ships of one value turns it into ore.</source>
        <translation>Prima del lancio, metti carburante su questa carta: un lancio con quattro o più navi dello stesso valore lo trasforma in minerale.</translation>
    </message>
    <message>
        <source>Pay fuel: cycle the cards on display.</source>
        <translation>Paga carburante: rinnova le carte esposte.</translation>
    </message>
    <message>
        <source>Discard: cycle the display a few times for free, then claim a card on it.</source>
        <translation>Scarta: rinnova gratis le carte esposte qualche volta, poi prendine una.</translation>
    </message>
    <message>
        <source>Discard: take a resource of your choice from each other player.</source>
        <translation>Scarta: prendi da ogni altro giocatore una risorsa a tua scelta.</translation>
    </message>
    <message>
        <source>What other players return above the limit comes to you.</source>
        <translation>Ciò che gli altri giocatori restituiscono oltre il limite va a te.</translation>
    </message>
    <message>
        <source>Pay fuel: look at the top cards of the alien tech pile and put them back in any order.</source>
        <translation>Paga carburante: guarda le prime carte del mazzo tecnologia aliena e rimettile nell'ordine che vuoi.</translation>
    </message>
    <message>
        <source>Discard: move one of your colonies to a territory with no colony.</source>
        <translation>Scarta: sposta una tua colonia su un territorio senza colonie.</translation>
    </message>
    <message>
        <source>Discard: the colonies of one territory move to neighbouring territories; then this card leaves the game.</source>
        <translation>Scarta: le colonie di un territorio passano a territori vicini; poi questa carta esce dalla partita.</translation>
    </message>
    <message>
        <source>With enough ships in play: return an unplaced ship to your stock and gain its Shipyard price.</source>
        <translation>Con abbastanza navi in gioco: rimetti una nave non piazzata nella tua scorta e ottieni il suo prezzo al Cantiere Navale.</translation>
    </message>
    <message>
        <source>Discard: the same with two unplaced ships.</source>
        <translation>Scarta: lo stesso con due navi non piazzate.</translation>
    </message>
    <message>
        <source>With a high pair at the Shipyard: pay fuel instead of the Shipyard price for the ship.</source>
        <translation>Con una coppia alta al Cantiere Navale: paga carburante invece del prezzo del Cantiere Navale per la nave.</translation>
    </message>
    <message>
        <source>Discard: the ship you build is rolled and used at once.</source>
        <translation>Scarta: la nave che costruisci viene lanciata e usata subito.</translation>
    </message>
    <message>
        <source>Free: gain fuel for each other player's ship at the Solar Converter.</source>
        <translation>Gratis: ottieni carburante per ogni nave di un altro giocatore al Convertitore Solare.</translation>
    </message>
    <message>
        <source>Discard: the other players return all their fuel to the supply.</source>
        <translation>Scarta: gli altri giocatori restituiscono tutto il loro carburante alla riserva.</translation>
    </message>
    <message>
        <source>Pay fuel per ship: dock at a facility with no free port.</source>
        <translation>Paga carburante per ogni nave: attracca a una struttura senza posti liberi.</translation>
    </message>
    <message>
        <source>Discard: every ship at one facility goes to the Maintenance Bay.</source>
        <translation>Scarta: tutte le navi di una struttura vanno nell'Hangar di Manutenzione.</translation>
    </message>
    <message>
        <source>Pay fuel: take 1 from each of your unplaced ships (a 1 becomes a 6).</source>
        <translation>Paga carburante: togli 1 a ciascuna delle tue navi non piazzate (un 1 diventa 6).</translation>
    </message>
    <message>
        <source>Discard: take a field generator off a territory where you have a colony.</source>
        <translation>Scarta: togli un generatore di campo da un territorio dove hai una colonia.</translation>
    </message>
    <message>
        <source>Pay fuel: use the power of a card on display as if it were yours, paying its own cost too.</source>
        <translation>Paga carburante: usa il potere di una carta esposta come se fosse tua, pagando anche il suo costo.</translation>
    </message>
    <message>
        <source>Discard: claim a card on display.</source>
        <translation>Scarta: prendi una carta esposta.</translation>
    </message>
</context>
<context>
    <name>LegalMoves</name>
    <message>
        <source>Send ships to the Maintenance Bay one at a time.</source>
        <translation>Manda le navi nell'Hangar di Manutenzione una alla volta.</translation>
    </message>
    <message>
        <source>Only a ship that cannot dock anywhere goes to the Maintenance Bay.</source>
        <translation>Nell'Hangar di Manutenzione va solo una nave che non può attraccare da nessuna parte.</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Game log</source>
        <translation>Registro di gioco</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n mossa</numerusform>
            <numerusform>%n mosse</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1 · %2</source>
        <extracomment>Log heading: "Turn 3 · Alice"</extracomment>
        <translation>Turno %1 · %2</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparazione</translation>
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
        <translation>Partita ▾</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Apri…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Salva con nome…</translation>
    </message>
    <message>
        <source>Correct the position…</source>
        <translation>Correggi la posizione…</translation>
    </message>
    <message>
        <source>Final ranking</source>
        <translation>Classifica finale</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Impostazioni…</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Guida alle regole</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Annulla</translation>
    </message>
    <message>
        <source>Undo: %1 (Ctrl+Z)</source>
        <translation>Annulla: %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>↷ Redo</source>
        <translation>↷ Ripeti</translation>
    </message>
    <message>
        <source>Redo: %1 (Ctrl+Shift+Z)</source>
        <translation>Ripeti: %1 (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Referee for Alien Frontiers</source>
        <translation>Arbitro per Alien Frontiers</translation>
    </message>
    <message>
        <source>long game</source>
        <translation>partita lunga</translation>
    </message>
    <message>
        <source>app dice, seed %1</source>
        <translation>dadi dell'app, seme %1</translation>
    </message>
    <message>
        <source>table dice</source>
        <translation>dadi del tavolo</translation>
    </message>
    <message>
        <source>not saved to a file</source>
        <translation>non salvata su file</translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <translation>%1 (modificato)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Rules reference (F2)</source>
        <translation>Guida alle regole (F2)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts (F1)</source>
        <translation>Scorciatoie da tastiera (F1)</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Iniziare una nuova partita?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved to a file. The autosave keeps only the latest game, so save it first if you want to come back to it.</source>
        <translation>La partita in corso non è stata salvata su file. Il salvataggio automatico conserva solo l'ultima partita, quindi salvala prima se vuoi riprenderla.</translation>
    </message>
    <message>
        <source>Close the rules reference</source>
        <translation>Chiudi la guida alle regole</translation>
    </message>
    <message>
        <source>Open another game?</source>
        <translation>Aprire un'altra partita?</translation>
    </message>
    <message>
        <source>Games played and statistics</source>
        <translation>Partite giocate e statistiche</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>That is not possible now: the game is waiting for {0}.</source>
        <translation>Ora non è possibile: la partita attende {0}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>This is not supported yet.</source>
        <translation>Non è ancora supportato.</translation>
    </message>
    <message>
        <source>{0} is not one of your ships.</source>
        <translation>{0} non è una delle tue navi.</translation>
    </message>
    <message>
        <source>{0} is not an unplaced ship of your fleet.</source>
        <translation>{0} non è una nave non piazzata della tua flotta.</translation>
    </message>
    <message>
        <source>{0} is not docked at an orbital facility.</source>
        <translation>{0} non è attraccata a una struttura orbitale.</translation>
    </message>
    <message>
        <source>{0} is named twice.</source>
        <translation>{0} è indicata due volte.</translation>
    </message>
    <message>
        <source>The {0} has no free docking port for these ships.</source>
        <translation>La struttura {0} non ha porte di attracco libere per queste navi.</translation>
    </message>
    <message>
        <source>The ships docked at the {0} must all show the same value.</source>
        <translation>Le navi attraccate alla struttura {0} devono mostrare tutte lo stesso valore.</translation>
    </message>
    <message>
        <source>The Raiders' Outpost needs three ships with consecutive values.</source>
        <translation>L'Avamposto dei Predoni richiede tre navi con valori consecutivi.</translation>
    </message>
    <message>
        <source>Each ship docked at the {0} must be at least {1}; this one is {2}.</source>
        <translation>Ogni nave attraccata alla struttura {0} deve valere almeno {1}; questa vale {2}.</translation>
    </message>
    <message>
        <source>The {0} needs a ship showing {1}, not {2}.</source>
        <translation>La struttura {0} richiede una nave che mostri {1}, non {2}.</translation>
    </message>
    <message>
        <source>This costs {0} fuel and you have {1}.</source>
        <translation>Costa {0} carburante e ne hai {1}.</translation>
    </message>
    <message>
        <source>This costs {0} ore and you have {1}.</source>
        <translation>Costa {0} minerale e ne hai {1}.</translation>
    </message>
    <message>
        <source>You have no colony left to place.</source>
        <translation>Non ti resta nessuna colonia da piazzare.</translation>
    </message>
    <message>
        <source>Choose the territory where the colony lands.</source>
        <translation>Scegli il territorio in cui atterra la colonia.</translation>
    </message>
    <message>
        <source>This action does not take that choice.</source>
        <translation>Questa azione non prevede quella scelta.</translation>
    </message>
    <message>
        <source>The Repulsor Field on {0} stops colonies being added there or taken away.</source>
        <translation>Il Campo Repulsore nel territorio {0} impedisce di aggiungervi o togliervi colonie.</translation>
    </message>
    <message>
        <source>Your ship stock is empty: there is no ship to build.</source>
        <translation>La tua scorta di navi è vuota: non c'è nessuna nave da costruire.</translation>
    </message>
    <message>
        <source>The ships at the Raiders' Outpost total {0}: a new run must total more; yours totals {1}.</source>
        <translation>Le navi all'Avamposto dei Predoni totalizzano {0}: una nuova scala deve totalizzare di più; la tua totalizza {1}.</translation>
    </message>
    <message>
        <source>Under these rules you cannot bump your own run at the Raiders' Outpost.</source>
        <translation>Con queste regole non puoi scalzare la tua stessa scala all'Avamposto dei Predoni.</translation>
    </message>
    <message>
        <source>You cannot raid yourself.</source>
        <translation>Non puoi razziare te stesso.</translation>
    </message>
    <message>
        <source>{0} holds the Holographic Decoy: their resources cannot be raided.</source>
        <translation>{0} possiede l'Esca Olografica: le sue risorse non possono essere razziate.</translation>
    </message>
    <message>
        <source>{0} does not have that many resources.</source>
        <translation>{0} non ha così tante risorse.</translation>
    </message>
    <message>
        <source>{0} does not hold the {1}.</source>
        <translation>{0} non possiede la carta {1}.</translation>
    </message>
    <message>
        <source>{0} holds the Holographic Decoy: it is the only card you can take from them.</source>
        <translation>{0} possiede l'Esca Olografica: è l'unica carta che puoi prendergli.</translation>
    </message>
    <message>
        <source>Only a raid at the Raiders' Outpost takes resources or cards.</source>
        <translation>Solo una razzia all'Avamposto dei Predoni prende risorse o carte.</translation>
    </message>
    <message>
        <source>Your colony on circle 7 of the Colonist Hub must be launched before you dock there again.</source>
        <translation>La tua colonia sul cerchio 7 del Centro Coloni deve essere lanciata prima che tu possa attraccarvi di nuovo.</translation>
    </message>
    <message>
        <source>You have no colony on circle 7 of the Colonist Hub (yours is on circle {0}).</source>
        <translation>Non hai nessuna colonia sul cerchio 7 del Centro Coloni (la tua è sul cerchio {0}).</translation>
    </message>
    <message>
        <source>You have no pair docked at the Orbital Market this turn.</source>
        <translation>In questo turno non hai nessuna coppia attraccata al Mercato Orbitale.</translation>
    </message>
    <message>
        <source>Each ship docked at the Alien Artifact allows one cycle; you have none left.</source>
        <translation>Ogni nave attraccata all'Artefatto Alieno consente un rinnovo; non te ne restano.</translation>
    </message>
    <message>
        <source>Your ships docked at the Alien Artifact since the last claim total {0}; a claim needs {1}.</source>
        <translation>Le tue navi attraccate all'Artefatto Alieno dall'ultima carta reclamata totalizzano {0}; per reclamare ne servono {1}.</translation>
    </message>
    <message>
        <source>The {0} is not on display.</source>
        <translation>La carta {0} non è esposta.</translation>
    </message>
    <message>
        <source>You already hold a {0}: nobody may hold two copies.</source>
        <translation>Possiedi già la carta {0}: nessuno può averne due copie.</translation>
    </message>
    <message>
        <source>{0} can still dock at the {1}: only a ship that cannot dock anywhere goes to the Maintenance Bay.</source>
        <translation>{0} può ancora attraccare alla struttura {1}: nell'Hangar di Manutenzione va solo una nave che non può attraccare da nessuna parte.</translation>
    </message>
    <message>
        <source>You do not control {0}.</source>
        <translation>Non controlli il territorio {0}.</translation>
    </message>
    <message>
        <source>The Relic Ship is not on Burroughs Desert.</source>
        <translation>La Nave Reliquia non è nel Deserto Burroughs.</translation>
    </message>
    <message>
        <source>The Isolation Field on {0} cancels its bonus.</source>
        <translation>Il Campo di Isolamento nel territorio {0} ne annulla il bonus.</translation>
    </message>
    <message>
        <source>You do not hold a {0}.</source>
        <translation>Non possiedi la carta {0}.</translation>
    </message>
    <message>
        <source>The {0} has already been used this turn.</source>
        <translation>La carta {0} è già stata usata in questo turno.</translation>
    </message>
    <message>
        <source>Only one discard power may be used each turn.</source>
        <translation>In ogni turno puoi usare un solo potere di scarto.</translation>
    </message>
    <message>
        <source>The {0} was used this turn, so it cannot be discarded.</source>
        <translation>La carta {0} è stata usata in questo turno, quindi non può essere scartata.</translation>
    </message>
    <message>
        <source>The {0} has no power to pay for.</source>
        <translation>La carta {0} non ha un potere a pagamento.</translation>
    </message>
    <message>
        <source>The {0} has no discard power.</source>
        <translation>La carta {0} non ha un potere di scarto.</translation>
    </message>
    <message>
        <source>A ship's value stays between 1 and 6 (this would make {0}).</source>
        <translation>Il valore di una nave resta tra 1 e 6 (così diventerebbe {0}).</translation>
    </message>
    <message>
        <source>Choose two different ships.</source>
        <translation>Scegli due navi diverse.</translation>
    </message>
    <message>
        <source>The {0} is not on the board.</source>
        <translation>Il {0} non è sul tabellone.</translation>
    </message>
    <message>
        <source>It is already on {0}: choose another territory.</source>
        <translation>È già nel territorio {0}: scegline un altro.</translation>
    </message>
    <message>
        <source>{0} has no colony on {1}.</source>
        <translation>{0} non ha colonie nel territorio {1}.</translation>
    </message>
    <message>
        <source>{0} has no colonies.</source>
        <translation>Nessuna colonia nel territorio {0}.</translation>
    </message>
    <message>
        <source>The Data Crystal cannot borrow the Burroughs Desert bonus.</source>
        <translation>Il Cristallo di Dati non può prendere in prestito il bonus del Deserto Burroughs.</translation>
    </message>
    <message>
        <source>Ships on the Maintenance Bay cannot be moved by alien tech.</source>
        <translation>Le navi nell'Hangar di Manutenzione non possono essere spostate dalla tecnologia aliena.</translation>
    </message>
    <message>
        <source>A ship on the Terraforming Station cannot be moved to another facility.</source>
        <translation>Una nave sulla Stazione di Terraformazione non può essere spostata in un'altra struttura.</translation>
    </message>
    <message>
        <source>The ship must move to a different facility than the {0}.</source>
        <translation>La nave deve lasciare la struttura {0} per un'altra.</translation>
    </message>
    <message>
        <source>The ship cannot be moved onto the {0}.</source>
        <translation>La nave non può essere spostata nella struttura {0}.</translation>
    </message>
    <message>
        <source>{0} is yours: this power only targets other players' ships.</source>
        <translation>{0} è tua: questo potere colpisce solo le navi degli altri giocatori.</translation>
    </message>
    <message>
        <source>There is nothing to take.</source>
        <translation>Non c'è niente da prendere.</translation>
    </message>
    <message>
        <source>There is no {0} in the discard pile.</source>
        <translation>La carta {0} non è nella pila degli scarti.</translation>
    </message>
    <message>
        <source>Choose colonies of two different players.</source>
        <translation>Scegli colonie di due giocatori diversi.</translation>
    </message>
    <message>
        <source>A die shows 1 to 6, not {0}.</source>
        <translation>Un dado mostra da 1 a 6, non {0}.</translation>
    </message>
    <message>
        <source>No {0} is left to turn up.</source>
        <translation>Non resta nessuna carta {0} da scoprire.</translation>
    </message>
    <message>
        <source>That is not an orbital facility you can dock at.</source>
        <translation>Quella non è una struttura orbitale a cui puoi attraccare.</translation>
    </message>
    <message>
        <source>The supply has no {0} left.</source>
        <translation>Nella riserva non resta {0}.</translation>
    </message>
    <message>
        <source>player %1</source>
        <extracomment>A player named by seat number when no name is known</extracomment>
        <translation>giocatore %1</translation>
    </message>
    <message>
        <source>the Relic Ship</source>
        <translation>la Nave Reliquia</translation>
    </message>
    <message>
        <source>%1's ship %2</source>
        <extracomment>%1 is a player's name, %2 the number of the ship (1 to 6)</extracomment>
        <translation>nave %2 di %1</translation>
    </message>
    <message>
        <source>%1 (showing %2)</source>
        <extracomment>A ship and the value its die shows, e.g. "Alice's ship 2 (showing 5)"</extracomment>
        <translation>%1 (mostra %2)</translation>
    </message>
    <message>
        <source>That ship is not in this game.</source>
        <translation>Quella nave non è in questa partita.</translation>
    </message>
    <message numerus="yes">
        <source>The {0} takes %n ship(s) at a time.</source>
        <translation>
            <numerusform>La struttura {0} accetta %n nave alla volta.</numerusform>
            <numerusform>La struttura {0} accetta %n navi alla volta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Terraforming Station may not leave you with fewer than %n ship(s) of your colour.</source>
        <translation>
            <numerusform>La Stazione di Terraformazione non può lasciarti con meno di %n nave del tuo colore.</numerusform>
            <numerusform>La Stazione di Terraformazione non può lasciarti con meno di %n navi del tuo colore.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A raid takes at most %n resource(s).</source>
        <translation>
            <numerusform>Una razzia prende al massimo %n risorsa.</numerusform>
            <numerusform>Una razzia prende al massimo %n risorse.</numerusform>
        </translation>
    </message>
    <message>
        <source>That player is not in this game.</source>
        <translation>Quel giocatore non è in questa partita.</translation>
    </message>
    <message numerus="yes">
        <source>Your Colonist Hub track has only %n docking port(s).</source>
        <translation>
            <numerusform>Il tuo tracciato del Centro Coloni ha solo %n porta di attracco.</numerusform>
            <numerusform>Il tuo tracciato del Centro Coloni ha solo %n porte di attracco.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) are not docked yet.</source>
        <translation>
            <numerusform>%n nave non è ancora attraccata.</numerusform>
            <numerusform>%n navi non sono ancora attraccate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You must return exactly %n token(s) to keep 8.</source>
        <translation>
            <numerusform>Devi restituire esattamente %n segnalino per restare a 8.</numerusform>
            <numerusform>Devi restituire esattamente %n segnalini per restare a 8.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This needs %n unplaced ship(s).</source>
        <translation>
            <numerusform>Serve %n nave non piazzata.</numerusform>
            <numerusform>Servono %n navi non piazzate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} would be left with fewer than %n ship(s).</source>
        <translation>
            <numerusform>{0} resterebbe con meno di %n nave.</numerusform>
            <numerusform>{0} resterebbe con meno di %n navi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter %n dice value(s), not {1}.</source>
        <translation>
            <numerusform>Inserisci %n valore di dado, non {1}.</numerusform>
            <numerusform>Inserisci %n valori di dado, non {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter %n card(s), not {1}.</source>
        <translation>
            <numerusform>Inserisci %n carta, non {1}.</numerusform>
            <numerusform>Inserisci %n carte, non {1}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Plasma Cannon fires at one facility per use: {0} is docked at the {1}, not the {2}.</source>
        <translation>Il Cannone al Plasma colpisce una sola struttura per uso ({2}): {0} è attraccata a un'altra ({1}).</translation>
    </message>
    <message>
        <source>Nobody has the {0} board in this game.</source>
        <translation>Nessuno ha la plancia {0} in questa partita.</translation>
    </message>
    <message>
        <source>The {0} board is not in the draft pool of this game.</source>
        <translation>La plancia {0} non è nel mazzo della selezione di questa partita.</translation>
    </message>
    <message>
        <source>The {0} board is drawn twice.</source>
        <translation>La plancia {0} è stata pescata due volte.</translation>
    </message>
    <message>
        <source>The {0} board is not among the boards still offered.</source>
        <translation>La plancia {0} non è più tra le plance offerte.</translation>
    </message>
    <message>
        <source>You have no faction board.</source>
        <translation>Non hai una plancia fazione.</translation>
    </message>
    <message>
        <source>The {0} has no owner ability to use: it works by itself.</source>
        <translation>{0} non ha un'abilità del proprietario da usare: agisce da sola.</translation>
    </message>
    <message>
        <source>You have already used the owner ability of the {0} this turn.</source>
        <translation>Hai già usato l'abilità del proprietario di {0} in questo turno.</translation>
    </message>
    <message>
        <source>{0} must have no colony on it.</source>
        <translation>Su {0} non deve esserci nessuna colonia.</translation>
    </message>
    <message>
        <source>{1} does not border {0}.</source>
        <translation>{1} non confina con {0}.</translation>
    </message>
    <message>
        <source>{0} is not contested: it needs two or more colonies and no controller.</source>
        <translation>{0} non è conteso: servono due o più colonie e nessuno che lo controlli.</translation>
    </message>
    <message>
        <source>You have no ship docked at the Terraforming Station this turn.</source>
        <translation>Non hai nessuna nave attraccata alla Stazione di Terraformazione in questo turno.</translation>
    </message>
    <message>
        <source>Another unplaced ship of yours already shows {0}.</source>
        <translation>Un'altra tua nave non piazzata mostra già {0}.</translation>
    </message>
    <message>
        <source>The fleet roll did not show all different values.</source>
        <translation>Il lancio della flotta non mostrava tutti valori diversi.</translation>
    </message>
    <message>
        <source>This can only be done right after the roll, before anything else.</source>
        <translation>Si può fare solo subito dopo il lancio, prima di ogni altra cosa.</translation>
    </message>
    <message>
        <source>Your colony waits on the Colonist Hub, circle {0}: launch it first.</source>
        <translation>La tua colonia aspetta sul cerchio {0} del Centro Coloni: lanciala prima.</translation>
    </message>
    <message>
        <source>The {0} is already on the planet.</source>
        <translation>Il {0} è già sul pianeta.</translation>
    </message>
    <message>
        <source>Docking here needs a legal run docked at the Raiders' Outpost in the same action.</source>
        <translation>Per attraccare qui serve una scala valida attraccata all'Avamposto dei Predoni nella stessa azione.</translation>
    </message>
    <message>
        <source>Ships docked as a pair at the Shipyard must show the same value.</source>
        <translation>Le navi attraccate in coppia al Cantiere Navale devono mostrare lo stesso valore.</translation>
    </message>
    <message>
        <source>You have no alien tech card to give.</source>
        <translation>Non hai nessuna carta di tecnologia aliena da dare.</translation>
    </message>
    <message>
        <source>The {0} needs a choice that is missing or does not fit.</source>
        <translation>{0} richiede una scelta che manca o non va bene.</translation>
    </message>
    <message numerus="yes">
        <source>The draft needs %n board(s), not {1}.</source>
        <translation>
            <numerusform>La selezione richiede %n plancia, non {1}.</numerusform>
            <numerusform>La selezione richiede %n plance, non {1}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose at least one ship.</source>
        <translation>Scegli almeno una nave.</translation>
    </message>
    <message>
        <source>{0} is not a ship of your colour: this power takes only those.</source>
        <translation>{0} non è una nave del tuo colore: questo potere prende solo quelle.</translation>
    </message>
    <message>
        <source>No ship of yours has docked at the Lunar Mine this turn.</source>
        <translation>Nessuna tua nave ha attraccato alla Miniera Lunare in questo turno.</translation>
    </message>
    <message>
        <source>This power cannot place or move the {0}.</source>
        <translation>Questo potere non può piazzare né spostare il {0}.</translation>
    </message>
    <message>
        <source>This needs 5 or 6 ships of your colour in play; you have {0}.</source>
        <translation>Servono 5 o 6 navi del tuo colore in gioco; ne hai {0}.</translation>
    </message>
    <message>
        <source>The {0} has not been used this turn: there is nothing to repeat.</source>
        <translation>La carta {0} non è stata usata in questo turno: non c'è nulla da ripetere.</translation>
    </message>
    <message>
        <source>The {0} has no fuel cost to pay again.</source>
        <translation>La carta {0} non ha un costo in carburante da pagare di nuovo.</translation>
    </message>
    <message>
        <source>Choose another player: this power does not target you.</source>
        <translation>Scegli un altro giocatore: questo potere non prende di mira te.</translation>
    </message>
    <message>
        <source>The Brethren Ship must be docked at a facility other than the Maintenance Bay and the Lunar Mine.</source>
        <translation>La Nave dei Brethren deve essere attraccata a una struttura diversa dall'Hangar di Manutenzione e dalla Miniera Lunare.</translation>
    </message>
    <message>
        <source>The Brethren Ship hijacks only while it shows its raider face and is not placed yet.</source>
        <translation>La Nave dei Brethren dirotta solo mentre mostra la faccia predone e non è ancora piazzata.</translation>
    </message>
    <message>
        <source>{0} is on the Terraforming Station: it cannot be hijacked.</source>
        <translation>{0} è alla Stazione di Terraformazione: non può essere dirottata.</translation>
    </message>
    <message>
        <source>The Brethren Ship cannot hijack itself.</source>
        <translation>La Nave dei Brethren non può dirottare sé stessa.</translation>
    </message>
    <message>
        <source>{0} was hijacked: it cannot dock at the Terraforming Station.</source>
        <translation>{0} è stata dirottata: non può attraccare alla Stazione di Terraformazione.</translation>
    </message>
    <message>
        <source>Moving the Brethren Ship with an alien tech card is not supported yet.</source>
        <translation>Spostare la Nave dei Brethren con una carta di tecnologia aliena non è ancora supportato.</translation>
    </message>
    <message>
        <source>the Brethren Ship</source>
        <extracomment>The Brethren of the Stars' die (Factions expansion)</extracomment>
        <translation>la Nave dei Brethren</translation>
    </message>
    <message>
        <source>This game uses expansion modules (%1), which the app cannot play yet. The command-line referee af-referee-cli replays and checks it.</source>
        <extracomment>%1: expansion module ids as written in files (factions, agendas, ...), never translated</extracomment>
        <translation>Questa partita usa moduli di espansione (%1) che l'app non sa ancora giocare. L'arbitro a riga di comando af-referee-cli la riproduce e la verifica.</translation>
    </message>
    <message numerus="yes">
        <source>With 5 or 6 players each player may have at most %n ship(s) at the Colonist Hub.</source>
        <translation>
            <numerusform>Con 5 o 6 giocatori ogni giocatore può avere al massimo %n nave al Centro Coloni.</numerusform>
            <numerusform>Con 5 o 6 giocatori ogni giocatore può avere al massimo %n navi al Centro Coloni.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every track of the Colonist Hub has a colony on circle {0}: dock a different number of ships so that your colony ends on a free circle.</source>
        <translation>Ogni tracciato del Centro Coloni ha una colonia sul cerchio {0}: attracca un numero diverso di navi perché la tua colonia si fermi su un cerchio libero.</translation>
    </message>
    <message>
        <source>Take exactly one fuel or one ore from {0}.</source>
        <translation>Prendi esattamente un carburante o un minerale da {0}.</translation>
    </message>
    <message>
        <source>Every colony of {0} on {1} must be moved away: there are {2}.</source>
        <translation>Tutte le colonie di {0} sul territorio {1} devono essere spostate: ce ne sono {2}.</translation>
    </message>
    <message>
        <source>The card takes at least 1 token, and now at most {0}.</source>
        <translation>La carta riceve almeno 1 segnalino, e ora al massimo {0}.</translation>
    </message>
    <message>
        <source>The colonies of {0} are locked by the Magnetic Lockdown until that player's next turn.</source>
        <translation>Le colonie di {0} sono bloccate dal Blocco Magnetico fino al prossimo turno di quel giocatore.</translation>
    </message>
    <message>
        <source>That agenda card is not in the agenda deck (agenda number {0}).</source>
        <translation>Quella carta agenda non è nel mazzo delle agende (agenda numero {0}).</translation>
    </message>
    <message>
        <source>{0} cannot hold that agenda card face down (agenda number {1}).</source>
        <translation>{0} non può avere quella carta agenda coperta (agenda numero {1}).</translation>
    </message>
    <message>
        <source>The condition of that agenda card is not met now (agenda number {0}).</source>
        <translation>La condizione di quella carta agenda ora non è soddisfatta (agenda numero {0}).</translation>
    </message>
    <message>
        <source>{0} may discard an agenda card only above the agenda limit ({1}) or right after drawing.</source>
        <translation>{0} può scartare una carta agenda solo oltre il limite delle agende ({1}) o subito dopo aver pescato.</translation>
    </message>
    <message>
        <source>{0} has no face-down agenda card left unnamed.</source>
        <translation>{0} non ha più carte agenda coperte senza nome.</translation>
    </message>
    <message>
        <source>{0} is above the agenda limit ({1}): face-down agenda cards must be discarded first.</source>
        <translation>{0} supera il limite delle agende ({1}): prima deve scartare carte agenda coperte.</translation>
    </message>
    <message>
        <source>There are no agenda cards in this game.</source>
        <translation>In questa partita non ci sono carte agenda.</translation>
    </message>
    <message>
        <source>That Orbital Market pair has already traded or drawn agenda cards this turn.</source>
        <translation>Quella coppia del Mercato Orbitale ha già commerciato o pescato carte agenda in questo turno.</translation>
    </message>
    <message numerus="yes">
        <source>This power moves at most %n colony(ies).</source>
        <translation>
            <numerusform>Questo potere sposta al massimo %n colonia.</numerusform>
            <numerusform>Questo potere sposta al massimo %n colonie.</numerusform>
        </translation>
    </message>
    <message>
        <source>This power is used before your fleet is rolled, not after.</source>
        <translation>Questo potere si usa prima del lancio della tua flotta, non dopo.</translation>
    </message>
    <message>
        <source>{0} has no colony on the {1}.</source>
        <translation>{0} non ha nessuna colonia sulla carta {1}.</translation>
    </message>
    <message>
        <source>The {1} leaves its holder: every colony of {0} on it must land on a territory now.</source>
        <translation>La carta {1} lascia il suo possessore: ogni colonia di {0} sopra di essa deve atterrare ora su un territorio.</translation>
    </message>
    <message>
        <source>{0} keeps one of the agenda cards just drawn at Prophets of the Artifact and discards the others first.</source>
        <translation>{0} tiene una delle carte agenda appena pescate a Prophets of the Artifact e prima scarta le altre.</translation>
    </message>
    <message>
        <source>{0} discards one of the agenda cards just drawn at Prophets of the Artifact, not an older one (agenda number {1}).</source>
        <translation>{0} scarta una delle carte agenda appena pescate a Prophets of the Artifact, non una precedente (agenda numero {1}).</translation>
    </message>
    <message>
        <source>The {0} is discarded only at the start of your turn, before the roll.</source>
        <translation>{0} si scarta solo all'inizio del tuo turno, prima del lancio.</translation>
    </message>
    <message>
        <source>The Relic Ship cannot be taken: it is already yours, or it is on the Terraforming Station or the Maintenance Bay.</source>
        <translation>La Nave Reliquia non si può prendere: è già tua, oppure è sulla Stazione di Terraformazione o nel Hangar di Manutenzione.</translation>
    </message>
    <message>
        <source>The {0} still has a free docking port: the grapple docks only where every port is taken.</source>
        <translation>{0}: ha ancora un porto di attracco libero; il rampino attracca solo dove ogni porto è occupato.</translation>
    </message>
    <message>
        <source>The field generator named by the {0}'s die is placed first: choose a territory where you have a colony.</source>
        <translation>Prima si piazza il generatore di campo indicato dal dado di {0}: scegli un territorio dove hai una colonia.</translation>
    </message>
    <message>
        <source>The {0} already straddles a border.</source>
        <translation>Il {0} si estende già oltre un confine.</translation>
    </message>
    <message>
        <source>The {0} straddles {1} and {2}: the raider settles it in one of the two.</source>
        <translation>Il {0} si estende sui territori {1} e {2}: il predone lo lascia in uno dei due.</translation>
    </message>
    <message>
        <source>No agenda card is left to draw.</source>
        <translation>Non resta nessuna carta agenda da pescare.</translation>
    </message>
    <message>
        <source>Name the agenda card.</source>
        <translation>Indica la carta agenda.</translation>
    </message>
    <message>
        <source>{0} has no face-down agenda card.</source>
        <translation>{0} non ha carte agenda coperte.</translation>
    </message>
    <message>
        <source>{0} is another player's ship used this turn: it cannot dock at the Terraforming Station.</source>
        <translation>{0} è una nave di un altro giocatore usata in questo turno: non può attraccare alla Stazione di Terraformazione.</translation>
    </message>
    <message>
        <source>{0} is not on the Maintenance Bay.</source>
        <translation>{0} non è nell'Hangar di Manutenzione.</translation>
    </message>
    <message>
        <source>This power takes two ships of other players, each from a facility of the board.</source>
        <translation>Questo potere prende due navi di altri giocatori, ciascuna da una struttura del tabellone.</translation>
    </message>
    <message>
        <source>A ship is already on the {0}.</source>
        <translation>C'è già una nave su {0}.</translation>
    </message>
    <message>
        <source>No ship is on the {0}.</source>
        <translation>Nessuna nave è su {0}.</translation>
    </message>
    <message>
        <source>{0} first takes the fuel or ore of the {1}.</source>
        <translation>{0} prende prima il carburante o il minerale di {1}.</translation>
    </message>
    <message>
        <source>{0} has no fuel or ore of the {1} to take now.</source>
        <translation>{0} non ha ora carburante né minerale di {1} da prendere.</translation>
    </message>
    <message>
        <source>The {0} is known to lie on top of the draw pile (Scout Drone): it is drawn first, not the {1}.</source>
        <translation>Si sa che la carta {0} è in cima al mazzo (Drone Esploratore): viene pescata per prima, non la carta {1}.</translation>
    </message>
    <message>
        <source>Put back the cards the {0} looked at, each of them once, top first.</source>
        <translation>Rimetti le carte guardate con la carta {0}, ognuna una volta, partendo da quella in cima.</translation>
    </message>
    <message>
        <source>The cards the {0} looked at go back on the draw pile first: choose their order.</source>
        <translation>Le carte guardate con la carta {0} tornano prima sul mazzo: scegli il loro ordine.</translation>
    </message>
    <message>
        <source>{0} was taken from the Maintenance Bay with the Astrogation Servo this turn: it cannot dock at the Terraforming Station.</source>
        <translation>{0} è stata presa dall'Hangar di Manutenzione con il Servo di Astrogazione in questo turno: non può attraccare alla Stazione di Terraformazione.</translation>
    </message>
    <message>
        <source>The {0} is lent from the Alien Artifact display: nothing can stay on a card of the display.</source>
        <translation>{0} è prestata dall'esposizione dell'Artefatto Alieno: niente può restare su una carta dell'esposizione.</translation>
    </message>
    <message>
        <source>The Magnetic Lockdown of {0} still lasts: one lock at a time.</source>
        <translation>Il Blocco Magnetico di {0} dura ancora: un blocco alla volta.</translation>
    </message>
    <message>
        <source>{0} has no agenda card left that could be revealed at the end of the game.</source>
        <translation>{0} non ha più carte agenda che possano essere rivelate a fine partita.</translation>
    </message>
    <message>
        <source>{0} has said there are no more agenda cards to reveal.</source>
        <translation>{0} ha dichiarato di non avere altre carte agenda da rivelare.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Solar Converter</source>
        <translation>Convertitore Solare</translation>
    </message>
    <message>
        <source>Lunar Mine</source>
        <translation>Miniera Lunare</translation>
    </message>
    <message>
        <source>Orbital Market</source>
        <translation>Mercato Orbitale</translation>
    </message>
    <message>
        <source>Alien Artifact</source>
        <translation>Artefatto Alieno</translation>
    </message>
    <message>
        <source>Colonist Hub</source>
        <translation>Centro Coloni</translation>
    </message>
    <message>
        <source>Colony Constructor</source>
        <translation>Costruttore di Colonie</translation>
    </message>
    <message>
        <source>Terraforming Station</source>
        <translation>Stazione di Terraformazione</translation>
    </message>
    <message>
        <source>Shipyard</source>
        <translation>Cantiere Navale</translation>
    </message>
    <message>
        <source>Raiders' Outpost</source>
        <translation>Avamposto dei Predoni</translation>
    </message>
    <message>
        <source>Maintenance Bay</source>
        <translation>Hangar di Manutenzione</translation>
    </message>
    <message>
        <source>Asimov Crater</source>
        <translation>Cratere Asimov</translation>
    </message>
    <message>
        <source>Bradbury Plateau</source>
        <translation>Altopiano Bradbury</translation>
    </message>
    <message>
        <source>Burroughs Desert</source>
        <translation>Deserto Burroughs</translation>
    </message>
    <message>
        <source>Heinlein Plains</source>
        <translation>Pianure Heinlein</translation>
    </message>
    <message>
        <source>Herbert Valley</source>
        <translation>Valle Herbert</translation>
    </message>
    <message>
        <source>Lem Badlands</source>
        <translation>Calanchi Lem</translation>
    </message>
    <message>
        <source>Pohl Foothills</source>
        <translation>Colline Pohl</translation>
    </message>
    <message>
        <source>Van Vogt Mountains</source>
        <translation>Monti Van Vogt</translation>
    </message>
    <message>
        <source>Isolation Field</source>
        <translation>Campo di Isolamento</translation>
    </message>
    <message>
        <source>Positron Field</source>
        <translation>Campo Positronico</translation>
    </message>
    <message>
        <source>Repulsor Field</source>
        <translation>Campo Repulsore</translation>
    </message>
    <message>
        <source>Alien City</source>
        <translation>Città Aliena</translation>
    </message>
    <message>
        <source>Alien Monument</source>
        <translation>Monumento Alieno</translation>
    </message>
    <message>
        <source>Booster Pod</source>
        <translation>Modulo di Spinta</translation>
    </message>
    <message>
        <source>Data Crystal</source>
        <translation>Cristallo di Dati</translation>
    </message>
    <message>
        <source>Gravity Manipulator</source>
        <translation>Manipolatore Gravitazionale</translation>
    </message>
    <message>
        <source>Holographic Decoy</source>
        <translation>Esca Olografica</translation>
    </message>
    <message>
        <source>Orbital Teleporter</source>
        <translation>Teletrasporto Orbitale</translation>
    </message>
    <message>
        <source>Plasma Cannon</source>
        <translation>Cannone al Plasma</translation>
    </message>
    <message>
        <source>Polarity Device</source>
        <translation>Dispositivo di Polarità</translation>
    </message>
    <message>
        <source>Resource Cache</source>
        <translation>Deposito di Risorse</translation>
    </message>
    <message>
        <source>Stasis Beam</source>
        <translation>Raggio di Stasi</translation>
    </message>
    <message>
        <source>Temporal Warper</source>
        <translation>Distorsore Temporale</translation>
    </message>
    <message>
        <source>Mind Control Helmet</source>
        <translation>Casco di Controllo Mentale</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Giallo</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Viola</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>fuel</source>
        <translation>carburante</translation>
    </message>
    <message>
        <source>ore</source>
        <translation>minerale</translation>
    </message>
    <message>
        <source>2013 rules (default)</source>
        <translation>Regole 2013 (predefinite)</translation>
    </message>
    <message>
        <source>First edition</source>
        <translation>Prima edizione</translation>
    </message>
    <message>
        <source>Edition X</source>
        <translation>Edizione X</translation>
    </message>
    <message>
        <source>the setup deal</source>
        <translation>la distribuzione iniziale</translation>
    </message>
    <message>
        <source>the roll</source>
        <translation>il lancio</translation>
    </message>
    <message>
        <source>the player's moves</source>
        <translation>le mosse del giocatore</translation>
    </message>
    <message>
        <source>cards to be turned up</source>
        <translation>carte da scoprire</translation>
    </message>
    <message>
        <source>the Temporal Warper's re-roll</source>
        <translation>il rilancio del Distorsore Temporale</translation>
    </message>
    <message>
        <source>nothing: the game is over</source>
        <translation>niente: la partita è finita</translation>
    </message>
    <message>
        <source>Ruling %1</source>
        <extracomment>A numbered ruling of the project's rules reference, e.g. "Ruling R-12"</extracomment>
        <translation>Chiarimento %1</translation>
    </message>
    <message>
        <source>Playing a turn</source>
        <translation>Giocare un turno</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Colonie</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>Alien tech cards</source>
        <translation>Carte tecnologia aliena</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fine della partita</translation>
    </message>
    <message>
        <source>the faction boards drawn for the draft</source>
        <translation>le plance fazione pescate per la selezione</translation>
    </message>
    <message>
        <source>the faction draft</source>
        <translation>la selezione delle fazioni</translation>
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
        <translation>Sarcofago Alieno</translation>
    </message>
    <message>
        <source>Astrogation Servo</source>
        <translation>Servo di Astrogazione</translation>
    </message>
    <message>
        <source>Auto Pilot A.I.</source>
        <translation>Pilota Automatico I.A.</translation>
    </message>
    <message>
        <source>Bio-Integration Circuit</source>
        <translation>Circuito di Biointegrazione</translation>
    </message>
    <message>
        <source>Chameleon Cloak</source>
        <translation>Mantello Camaleonte</translation>
    </message>
    <message>
        <source>Chrono-Spike</source>
        <translation>Crono-Punta</translation>
    </message>
    <message>
        <source>Deflector Shield</source>
        <translation>Scudo Deflettore</translation>
    </message>
    <message>
        <source>Electrofabricator</source>
        <translation>Elettrofabbricatore</translation>
    </message>
    <message>
        <source>Experimental FTL Drive</source>
        <translation>Motore FTL Sperimentale</translation>
    </message>
    <message>
        <source>Field Amplifier</source>
        <translation>Amplificatore di Campo</translation>
    </message>
    <message>
        <source>Field Propagator</source>
        <translation>Propagatore di Campo</translation>
    </message>
    <message>
        <source>Fleet Interlink</source>
        <translation>Collegamento di Flotta</translation>
    </message>
    <message>
        <source>Gravitron Shunt</source>
        <translation>Deviatore Gravitronico</translation>
    </message>
    <message>
        <source>Infiltration A.I.</source>
        <translation>I.A. di Infiltrazione</translation>
    </message>
    <message>
        <source>Infinity Mirror</source>
        <translation>Specchio dell'Infinito</translation>
    </message>
    <message>
        <source>Ion Fluctuator</source>
        <translation>Fluttuatore Ionico</translation>
    </message>
    <message>
        <source>Lunar Tunneler</source>
        <translation>Scavatore Lunare</translation>
    </message>
    <message>
        <source>Magnetic Lockdown</source>
        <translation>Blocco Magnetico</translation>
    </message>
    <message>
        <source>Multiverse Window</source>
        <translation>Finestra sul Multiverso</translation>
    </message>
    <message>
        <source>Nano-Recycler</source>
        <translation>Nano-Riciclatore</translation>
    </message>
    <message>
        <source>Null-Time Vault</source>
        <translation>Caveau Fuori dal Tempo</translation>
    </message>
    <message>
        <source>Oracle Engine</source>
        <translation>Motore Oracolo</translation>
    </message>
    <message>
        <source>Oscillation Capacitor</source>
        <translation>Condensatore di Oscillazione</translation>
    </message>
    <message>
        <source>Peta-Bit Processor</source>
        <translation>Processore Petabit</translation>
    </message>
    <message>
        <source>Probability Focus</source>
        <translation>Focus di Probabilità</translation>
    </message>
    <message>
        <source>Resonating Beacon</source>
        <translation>Faro Risonante</translation>
    </message>
    <message>
        <source>Retrieval Webbing</source>
        <translation>Rete di Recupero</translation>
    </message>
    <message>
        <source>Scout Drone</source>
        <translation>Drone Esploratore</translation>
    </message>
    <message>
        <source>Seismic Detonator</source>
        <translation>Detonatore Sismico</translation>
    </message>
    <message>
        <source>Shipbreaker Drone</source>
        <translation>Drone Demolitore</translation>
    </message>
    <message>
        <source>Shipfitter Drone</source>
        <translation>Drone Allestitore</translation>
    </message>
    <message>
        <source>Solar Harvester</source>
        <translation>Mietitore Solare</translation>
    </message>
    <message>
        <source>Superconducting Grapple</source>
        <translation>Rampino Superconduttore</translation>
    </message>
    <message>
        <source>Suppression Matrix</source>
        <translation>Matrice di Soppressione</translation>
    </message>
    <message>
        <source>Tele-Operator</source>
        <translation>Teleoperatore</translation>
    </message>
    <message>
        <source>Factions</source>
        <translation>Fazioni</translation>
    </message>
    <message>
        <source>Agendas</source>
        <translation>Agende</translation>
    </message>
    <message>
        <source>Extra alien tech</source>
        <translation>Tecnologia aliena aggiuntiva</translation>
    </message>
    <message>
        <source>Outer Belt</source>
        <translation>Cintura esterna</translation>
    </message>
    <message>
        <source>Each player drafts a faction board: a docking port for everyone, a fee and an ability for its owner.</source>
        <translation>Ogni giocatore sceglie una plancia fazione: un attracco per tutti, una tariffa e un'abilità per il proprietario.</translation>
    </message>
    <message>
        <source>Secret goals that score victory points when revealed.</source>
        <translation>Obiettivi segreti che danno punti vittoria quando vengono rivelati.</translation>
    </message>
    <message>
        <source>More alien tech cards shuffled into the deck.</source>
        <translation>Altre carte di tecnologia aliena mescolate nel mazzo.</translation>
    </message>
    <message>
        <source>Not supported yet: the app cannot referee this module.</source>
        <translation>Non ancora supportato: l'app non sa arbitrare questo modulo.</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Espansioni</translation>
    </message>
    <message>
        <source>the agenda cards dealt</source>
        <translation>la distribuzione delle carte agenda</translation>
    </message>
    <message>
        <source>the agenda cards drawn</source>
        <translation>la pesca delle carte agenda</translation>
    </message>
    <message>
        <source>the choices at the start of the turn</source>
        <translation>le scelte all'inizio del turno</translation>
    </message>
    <message>
        <source>the Field Propagator's die</source>
        <translation>il dado del Propagatore di Campo</translation>
    </message>
    <message>
        <source>a territory for the Field Propagator's field generator</source>
        <translation>un territorio per il generatore di campo del Propagatore di Campo</translation>
    </message>
    <message>
        <source>The rules engine says: %1</source>
        <extracomment>%1: the rules engine's reason, in English (it names the cards still missing)</extracomment>
        <translation>Il motore delle regole dice: %1</translation>
    </message>
    <message>
        <source>the cards the Scout Drone looks at</source>
        <translation>le carte che guarda il Drone Esploratore</translation>
    </message>
    <message>
        <source>the order of the cards the Scout Drone looked at</source>
        <translation>l’ordine delle carte guardate con il Drone Esploratore</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>Random seat order</source>
        <translation>Ordine dei posti casuale</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Nome del giocatore %1</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Colore del giocatore %1</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Sposta su</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Sposta giù</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Long game (8 colonies each)</source>
        <translation>Partita lunga (8 colonie a testa)</translation>
    </message>
    <message>
        <source>Limited supply</source>
        <translation>Riserva limitata</translation>
    </message>
    <message>
        <source>30 fuel and 20 ore tokens, as in the box</source>
        <translation>30 segnalini carburante e 20 minerale, come nella scatola</translation>
    </message>
    <message>
        <source>Dice and cards</source>
        <translation>Dadi e carte</translation>
    </message>
    <message>
        <source>The table's (enter what they show)</source>
        <translation>Quelli del tavolo (inserisci ciò che mostrano)</translation>
    </message>
    <message>
        <source>The app rolls and deals</source>
        <translation>L'app lancia e distribuisce</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nuovo seme</translation>
    </message>
    <message>
        <source>The same seed rolls and deals the same game again.</source>
        <translation>Lo stesso seme rigioca gli stessi lanci e la stessa distribuzione.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>From a game under way…</source>
        <translation>Da una partita in corso…</translation>
    </message>
    <message>
        <source>Enter the board as it is now at the table, then referee from there</source>
        <translation>Inserisci il tabellone com'è ora sul tavolo, poi arbitra da lì</translation>
    </message>
    <message>
        <source>Go to the setup</source>
        <translation>Vai alla preparazione</translation>
    </message>
    <message>
        <source>5 and 6 players play the Edition X rules, with its purple and white pieces.</source>
        <translation>In 5 e 6 giocatori si gioca con le regole dell'Edizione X e i suoi pezzi viola e bianchi.</translation>
    </message>
    <message>
        <source>Modules</source>
        <translation>Moduli</translation>
    </message>
    <message>
        <source>Played by the app</source>
        <translation>Giocato dall'app</translation>
    </message>
</context>
<context>
    <name>PlayView</name>
    <message>
        <source>First select the dice to dock there (click them, or type their values).</source>
        <translation>Prima seleziona i dadi da attraccare lì (cliccali o digita i loro valori).</translation>
    </message>
    <message>
        <source>Where does the colony land?</source>
        <translation>Dove atterra la colonia?</translation>
    </message>
    <message>
        <source>Claim an alien tech card</source>
        <translation>Reclama una carta tecnologia aliena</translation>
    </message>
    <message>
        <source>Which card do you claim?</source>
        <translation>Quale carta reclami?</translation>
    </message>
    <message>
        <source>Launch a colony</source>
        <translation>Lancia una colonia</translation>
    </message>
    <message>
        <source>From circle 7 of the Colonist Hub, for 1 fuel and 1 ore.</source>
        <translation>Dal cerchio 7 del Centro Coloni, per 1 carburante e 1 minerale.</translation>
    </message>
    <message>
        <source>Which ship gets +1?</source>
        <translation>Quale nave riceve +1?</translation>
    </message>
    <message>
        <source>Which ship gets −1?</source>
        <translation>Quale nave riceve −1?</translation>
    </message>
    <message>
        <source>Which ship is turned to its opposite face?</source>
        <translation>Quale nave giri sulla faccia opposta?</translation>
    </message>
    <message>
        <source>Which ship goes down by 1?</source>
        <translation>Quale nave scende di 1?</translation>
    </message>
    <message>
        <source>Which ship goes up by 1?</source>
        <translation>Quale nave sale di 1?</translation>
    </message>
    <message>
        <source>Which ships roll again?</source>
        <translation>Quali navi rilanci?</translation>
    </message>
    <message>
        <source>Which territory's bonus do you borrow this turn?</source>
        <translation>Di quale territorio prendi in prestito il bonus in questo turno?</translation>
    </message>
    <message>
        <source>Which of your docked ships moves?</source>
        <translation>Quale delle tue navi attraccate si sposta?</translation>
    </message>
    <message>
        <source>Which ship of another player do you take over?</source>
        <translation>Di quale nave di un altro giocatore prendi il controllo?</translation>
    </message>
    <message>
        <source>At which facility do you fire?</source>
        <translation>Su quale struttura spari?</translation>
    </message>
    <message>
        <source>Which ships are sent to the Maintenance Bay?</source>
        <translation>Quali navi vanno nell'Hangar di Manutenzione?</translation>
    </message>
    <message>
        <source>Which field generator comes off the board?</source>
        <translation>Quale generatore di campo lascia il tabellone?</translation>
    </message>
    <message>
        <source>Where does the Positron Field go?</source>
        <translation>Dove va il Campo Positronico?</translation>
    </message>
    <message>
        <source>Where does the Repulsor Field go?</source>
        <translation>Dove va il Campo Repulsore?</translation>
    </message>
    <message>
        <source>Where does the Isolation Field go?</source>
        <translation>Dove va il Campo di Isolamento?</translation>
    </message>
    <message>
        <source>From which territory does a colony move?</source>
        <translation>Da quale territorio si sposta una colonia?</translation>
    </message>
    <message>
        <source>Whose colony moves?</source>
        <translation>Di chi è la colonia che si sposta?</translation>
    </message>
    <message>
        <source>To which territory?</source>
        <translation>In quale territorio?</translation>
    </message>
    <message>
        <source>First colony: on which territory?</source>
        <translation>Prima colonia: in quale territorio?</translation>
    </message>
    <message>
        <source>Whose colony is it?</source>
        <translation>Di chi è la colonia?</translation>
    </message>
    <message>
        <source>Second colony: on which territory?</source>
        <translation>Seconda colonia: in quale territorio?</translation>
    </message>
    <message>
        <source>Which ship goes back to its owner's stock?</source>
        <translation>Quale nave torna nella scorta del suo proprietario?</translation>
    </message>
    <message>
        <source>Which card do you take from the discard pile?</source>
        <translation>Quale carta prendi dalla pila degli scarti?</translation>
    </message>
    <message>
        <source>To which facility?</source>
        <translation>In quale struttura?</translation>
    </message>
    <message>
        <source>Do any of your unplaced ships dock with it? Select them, or continue without.</source>
        <translation>Qualcuna delle tue navi non piazzate attracca insieme a essa? Selezionale o continua senza.</translation>
    </message>
    <message>
        <source>Discard the %1</source>
        <translation>Scarta la carta %1</translation>
    </message>
    <message>
        <source>Use the %1</source>
        <translation>Usa la carta %1</translation>
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
        <translation>Registro</translation>
    </message>
    <message>
        <source>Score over time</source>
        <translation>Punteggio nel tempo</translation>
    </message>
    <message>
        <source>Which ship?</source>
        <translation>Quale nave?</translation>
    </message>
    <message>
        <source>Which value?</source>
        <translation>Quale valore?</translation>
    </message>
    <message>
        <source>Fuel or ore?</source>
        <translation>Carburante o minerale?</translation>
    </message>
    <message>
        <source>From which territory?</source>
        <translation>Da quale territorio?</translation>
    </message>
    <message>
        <source>Which field generator?</source>
        <translation>Quale generatore di campo?</translation>
    </message>
    <message>
        <source>Which card do you give?</source>
        <translation>Quale carta dai?</translation>
    </message>
    <message>
        <source>Which card do you take?</source>
        <translation>Quale carta prendi?</translation>
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
        <translation>Quale altra nave?</translation>
    </message>
    <message>
        <source>Which ships?</source>
        <translation>Quali navi?</translation>
    </message>
    <message>
        <source>Which facility?</source>
        <translation>Quale struttura?</translation>
    </message>
    <message>
        <source>Which territory?</source>
        <translation>Quale territorio?</translation>
    </message>
    <message>
        <source>Which other territory?</source>
        <translation>Quale altro territorio?</translation>
    </message>
    <message>
        <source>Which player?</source>
        <translation>Quale giocatore?</translation>
    </message>
    <message>
        <source>Which other player?</source>
        <translation>Quale altro giocatore?</translation>
    </message>
    <message>
        <source>Which card?</source>
        <translation>Quale carta?</translation>
    </message>
    <message>
        <source>What do you take from each player?</source>
        <translation>Che cosa prendi da ogni giocatore?</translation>
    </message>
    <message>
        <source>Where do the colonies go?</source>
        <translation>Dove vanno le colonie?</translation>
    </message>
    <message>
        <source>Release a colony from the %1</source>
        <translation>Libera una colonia dalla carta %1</translation>
    </message>
    <message>
        <source>One of your colonies kept on the card lands on a territory, for its cost.</source>
        <translation>Una tua colonia tenuta sulla carta atterra su un territorio, pagandone il costo.</translation>
    </message>
    <message>
        <source>Where does your colony land?</source>
        <translation>Dove atterra la tua colonia?</translation>
    </message>
    <message>
        <source>Where does the field generator go?</source>
        <translation>Dove va il generatore di campo?</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>Ship %1 is on this card.</source>
        <extracomment>The ship kept on the Auto Pilot A.I., in the card's tooltip: "Ship 2 is on this card."</extracomment>
        <translation>La nave %1 è su questa carta.</translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation>%1: %2 punti</translation>
    </message>
    <message>
        <source>playing</source>
        <extracomment>Marks the player whose turn it is</extracomment>
        <translation>di turno</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <extracomment>Victory points, e.g. "7 VP"</extracomment>
        <translation>%1 PV</translation>
    </message>
    <message numerus="yes">
        <source>%n colony(ies)</source>
        <translation>
            <numerusform>%n colonia</numerusform>
            <numerusform>%n colonie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n territory(ies)</source>
        <translation>
            <numerusform>%n territorio</numerusform>
            <numerusform>%n territori</numerusform>
        </translation>
    </message>
    <message>
        <source>Alien City</source>
        <translation>Città Aliena</translation>
    </message>
    <message>
        <source>Alien Monument</source>
        <translation>Monumento Alieno</translation>
    </message>
    <message>
        <source>Positron Field</source>
        <translation>Campo Positronico</translation>
    </message>
    <message>
        <source>%1 fuel · %2 ore · ships %3 in play, %4 in stock</source>
        <translation>%1 carburante · %2 minerale · navi: %3 in gioco, %4 in scorta</translation>
    </message>
    <message numerus="yes">
        <source>%n colony(ies) left</source>
        <translation>
            <numerusform>%n colonia rimasta</numerusform>
            <numerusform>%n colonie rimaste</numerusform>
        </translation>
    </message>
    <message>
        <source>Hub circle %1</source>
        <translation>Centro, cerchio %1</translation>
    </message>
    <message>
        <source>holds the Relic Ship</source>
        <translation>ha la Nave Reliquia</translation>
    </message>
    <message>
        <source>to place: %1</source>
        <translation>da piazzare: %1</translation>
    </message>
    <message>
        <source>AI</source>
        <extracomment>Short label on a player's card: the seat is played by the app (its AI)</extracomment>
        <translation>IA</translation>
    </message>
    <message>
        <source>Played by the app. Click to give the seat back to a player.</source>
        <translation>Giocato dall'app. Clicca per restituire il posto a un giocatore.</translation>
    </message>
    <message>
        <source>Let the app play this seat from now on.</source>
        <translation>Lascia che l'app giochi questo posto da ora in poi.</translation>
    </message>
    <message>
        <source>Played by the app</source>
        <translation>Giocato dall'app</translation>
    </message>
    <message numerus="yes">
        <source>%n agenda(s)</source>
        <translation>
            <numerusform>%n agenda</numerusform>
            <numerusform>%n agende</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP from alien tech</source>
        <translation>
            <numerusform>%n PV da tecnologia aliena</numerusform>
            <numerusform>%n PV da tecnologia aliena</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 VP)</source>
        <translation>%1 (%2 PV)</translation>
    </message>
    <message numerus="yes">
        <source>%n agenda(s) face down</source>
        <translation>
            <numerusform>%n agenda coperta</numerusform>
            <numerusform>%n agende coperte</numerusform>
        </translation>
    </message>
    <message>
        <source>Reveal</source>
        <extracomment>Turn an agenda card face up</extracomment>
        <translation>Rivela</translation>
    </message>
    <message>
        <source>Discard (over the limit)</source>
        <translation>Scarta (oltre il limite)</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>Discard a face-down agenda card</extracomment>
        <translation>Scarta</translation>
    </message>
    <message>
        <source>Look</source>
        <extracomment>Look at one's own secret agenda cards</extracomment>
        <translation>Guarda</translation>
    </message>
    <message>
        <source>Discard (keep one)</source>
        <extracomment>After drawing agenda cards at Prophets of the Artifact: one is kept, the others discarded</extracomment>
        <translation>Scarta (tienine una)</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message numerus="yes">
        <source>Tied on points; alien tech cards decide (%n card(s)).</source>
        <translation>
            <numerusform>Parità di punti; decidono le carte tecnologia aliena (%n carta).</numerusform>
            <numerusform>Parità di punti; decidono le carte tecnologia aliena (%n carte).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on points and cards; ore decides (%n ore).</source>
        <translation>
            <numerusform>Parità di punti e carte; decide il minerale (%n minerale).</numerusform>
            <numerusform>Parità di punti e carte; decide il minerale (%n minerale).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on points, cards and ore; fuel decides (%n fuel).</source>
        <translation>
            <numerusform>Parità di punti, carte e minerale; decide il carburante (%n carburante).</numerusform>
            <numerusform>Parità di punti, carte e minerale; decide il carburante (%n carburante).</numerusform>
        </translation>
    </message>
    <message>
        <source>Tied on points, cards, ore and fuel: the place is shared.</source>
        <translation>Parità di punti, carte, minerale e carburante: il piazzamento è condiviso.</translation>
    </message>
    <message numerus="yes">
        <source>Tied on points; revealed agenda cards decide (%n card(s)).</source>
        <translation>
            <numerusform>Parità di punti; decidono le carte agenda rivelate (%n carta).</numerusform>
            <numerusform>Parità di punti; decidono le carte agenda rivelate (%n carte).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionDraft</name>
    <message>
        <source>%1 — ships</source>
        <extracomment>Where a problem is in the position editor; %1 is a player's name (also for the texts that follow)</extracomment>
        <translation>%1 — navi</translation>
    </message>
    <message>
        <source>%1 — colonies</source>
        <translation>%1 — colonie</translation>
    </message>
    <message>
        <source>%1 — colony on the Colonist Hub</source>
        <translation>%1 — colonia nel Centro Coloni</translation>
    </message>
    <message>
        <source>%1 — fuel</source>
        <translation>%1 — carburante</translation>
    </message>
    <message>
        <source>%1 — ore</source>
        <translation>%1 — minerale</translation>
    </message>
    <message>
        <source>%1 — alien tech cards</source>
        <translation>%1 — carte tecnologia aliena</translation>
    </message>
    <message>
        <source>%1 — colour</source>
        <translation>%1 — colore</translation>
    </message>
    <message>
        <source>%1 — fuel powers used this turn</source>
        <translation>%1 — poteri carburante usati in questo turno</translation>
    </message>
    <message>
        <source>%1 — bonus borrowed with the Data Crystal</source>
        <translation>%1 — bonus preso in prestito con il Cristallo di Dati</translation>
    </message>
    <message>
        <source>%1 — this turn so far</source>
        <translation>%1 — il turno finora</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Di chi è il turno</translation>
    </message>
    <message>
        <source>Docked ships of all players</source>
        <translation>Navi attraccate di tutti i giocatori</translation>
    </message>
    <message>
        <source>Fuel and ore of all players</source>
        <translation>Carburante e minerale di tutti i giocatori</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Colonie</translation>
    </message>
    <message>
        <source>Relic Ship</source>
        <translation>Nave Reliquia</translation>
    </message>
    <message>
        <source>Alien tech cards in hands, on display and in the discard pile</source>
        <translation>Carte tecnologia aliena in mano, esposte e nella pila degli scarti</translation>
    </message>
    <message>
        <source>Alien tech cards on display</source>
        <translation>Carte tecnologia aliena esposte</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Pila degli scarti</translation>
    </message>
    <message>
        <source>Field generators</source>
        <translation>Generatori di campo</translation>
    </message>
    <message>
        <source>Choose whose turn it is.</source>
        <translation>Scegli di chi è il turno.</translation>
    </message>
    <message>
        <source>%1 has more colonies on the board than the %2 this game gives each player.</source>
        <translation>%1 ha sul tabellone più colonie delle %2 che questa partita assegna a ogni giocatore.</translation>
    </message>
    <message>
        <source>The deck has %1 × %2; this position uses more.</source>
        <translation>Il mazzo ha %1 × %2; questa posizione ne usa di più.</translation>
    </message>
    <message>
        <source>A game with expansion modules cannot start from a position yet: start it from the setup.</source>
        <translation>Una partita con moduli di espansione non può ancora partire da una posizione: iniziatela dalla preparazione.</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>In the stock</source>
        <translation>Nella scorta</translation>
    </message>
    <message>
        <source>On the Maintenance Bay</source>
        <translation>Nell'Hangar di Manutenzione</translation>
    </message>
    <message>
        <source>Docked at…</source>
        <translation>Attraccata presso…</translation>
    </message>
    <message>
        <source>Off the board</source>
        <translation>Fuori dal tabellone</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vuoto)</translation>
    </message>
    <message>
        <source>Position editor</source>
        <translation>Editor della posizione</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Check and start</source>
        <translation>Verifica e inizia</translation>
    </message>
    <message>
        <source>This position is not possible (%1): %2</source>
        <extracomment>The position editor's check: where the problem is (a player's name and the part of the editor, such as "Brook — ships", or a part such as "Relic Ship") and what it is</extracomment>
        <translation>Questa posizione non è possibile (%1): %2</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Colonie</translation>
    </message>
    <message>
        <source>Cards, fields and Relic Ship</source>
        <translation>Carte, campi e Nave Reliquia</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Di chi è il turno</translation>
    </message>
    <message>
        <source>Turn number</source>
        <translation>Numero del turno</translation>
    </message>
    <message>
        <source>Fuel</source>
        <translation>Carburante</translation>
    </message>
    <message>
        <source>Ore</source>
        <translation>Minerale</translation>
    </message>
    <message>
        <source>Colony on Hub circle (0: none)</source>
        <translation>Colonia sul cerchio del Centro (0: nessuna)</translation>
    </message>
    <message>
        <source>Alien tech cards</source>
        <translation>Carte tecnologia aliena</translation>
    </message>
    <message>
        <source>Ships (the active player's docked ships are gathered for the roll)</source>
        <translation>Navi (le navi attraccate del giocatore di turno vengono raccolte per il lancio)</translation>
    </message>
    <message>
        <source>Ship %1</source>
        <translation>Nave %1</translation>
    </message>
    <message>
        <source>showing</source>
        <translation>mostra</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>Territorio</translation>
    </message>
    <message>
        <source>Field generators</source>
        <translation>Generatori di campo</translation>
    </message>
    <message>
        <source>Cards on display at the Alien Artifact</source>
        <translation>Carte esposte all'Artefatto Alieno</translation>
    </message>
    <message>
        <source>Discard pile (the rest of the deck is the draw pile)</source>
        <translation>Pila degli scarti (il resto del mazzo forma il mazzo di pesca)</translation>
    </message>
    <message>
        <source>Relic Ship</source>
        <translation>Nave Reliquia</translation>
    </message>
    <message>
        <source>On Burroughs Desert</source>
        <translation>Nel Deserto Burroughs</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <translation>Posseduta da %1</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>(scegli)</translation>
    </message>
    <message>
        <source>Rolled, not placed yet</source>
        <translation>Lanciata, non ancora piazzata</translation>
    </message>
    <message>
        <source>In the fleet, to roll</source>
        <translation>Nella flotta, da lanciare</translation>
    </message>
    <message>
        <source>Enter the game as it is at the table, whose turn it is and whether they have rolled yet.</source>
        <translation>Inserisci la partita com'è sul tavolo, di chi è il turno e se ha già lanciato.</translation>
    </message>
    <message>
        <source>Before the roll</source>
        <translation>Prima del lancio</translation>
    </message>
    <message>
        <source>After the roll</source>
        <translation>Dopo il lancio</translation>
    </message>
    <message>
        <source>%1's turn so far</source>
        <translation>Il turno di %1 finora</translation>
    </message>
    <message>
        <source>Their ships docked at a facility were docked this turn; ships not placed yet show their dice. From the board the referee counts this turn's ships at the Colonist Hub (Asimov Crater), at the Lunar Mine (Van Vogt Mountains) and at the Alien Artifact (the claim total). With two or more ships on the Hub and Asimov Crater active, its +1 counts as already taken; advances beyond circle 7 are not kept, so launch before entering the position.</source>
        <translation>Le sue navi attraccate a una struttura sono state attraccate in questo turno; le navi non ancora piazzate mostrano il valore ottenuto col lancio. Dal tabellone l'arbitro conta le navi di questo turno al Centro Coloni (Cratere Asimov), alla Miniera Lunare (Monti Van Vogt) e all'Artefatto Alieno (il totale per reclamare). Con due o più navi al Centro e il Cratere Asimov attivo, il suo +1 conta come già ottenuto; gli avanzamenti oltre il cerchio 7 non vengono conservati, quindi lancia la colonia prima di inserire la posizione.</translation>
    </message>
    <message>
        <source>Fuel powers already used:</source>
        <translation>Poteri carburante già usati:</translation>
    </message>
    <message>
        <source>No card with a fuel power held.</source>
        <translation>Nessuna carta con potere carburante in mano.</translation>
    </message>
    <message>
        <source>The turn's discard power is used</source>
        <translation>Il potere di scarto del turno è stato usato</translation>
    </message>
    <message>
        <source>Bonus borrowed with the Data Crystal</source>
        <translation>Bonus preso in prestito con il Cristallo di Dati</translation>
    </message>
    <message>
        <source>A card was already claimed this turn (the claim total starts again)</source>
        <translation>In questo turno è già stata reclamata una carta (il totale per reclamare riparte da zero)</translation>
    </message>
    <message>
        <source>Display cycles still to use</source>
        <translation>Rinnovi dell'esposizione ancora da usare</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Navi</translation>
    </message>
    <message>
        <source>Ships (docked at a facility: docked this turn)</source>
        <translation>Navi (attraccate a una struttura: attraccate in questo turno)</translation>
    </message>
    <message>
        <source>Whom the ship is docked for: its owner, unless another player took it with the Mind Control Helmet. Then it counts for that player (their Colonist Hub track, their trade pair at the Orbital Market) until its owner's next turn.</source>
        <extracomment>Tooltip of the position editor's "for" choice beside a docked ship</extracomment>
        <translation>Per chi è attraccata la nave: per il suo proprietario, a meno che un altro giocatore l'abbia presa con il Casco di Controllo Mentale. Allora conta per quel giocatore (il suo tracciato al Centro Coloni, la sua coppia di scambio al Mercato Orbitale) fino al prossimo turno del proprietario.</translation>
    </message>
    <message>
        <source>for</source>
        <extracomment>Position editor, after a docked ship's value: whom the ship is docked for (a player's name follows)</extracomment>
        <translation>per</translation>
    </message>
</context>
<context>
    <name>RaidDialog</name>
    <message>
        <source>Raid</source>
        <translation>Razzia</translation>
    </message>
    <message>
        <source>Take up to 4 resources from any players, or one alien tech card from one player.</source>
        <translation>Prendi fino a 4 risorse da qualsiasi giocatore, o una carta tecnologia aliena da un giocatore.</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Risorse</translation>
    </message>
    <message>
        <source>A card</source>
        <translation>Una carta</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Niente</translation>
    </message>
    <message>
        <source>fuel (has %1)</source>
        <translation>carburante (ne ha %1)</translation>
    </message>
    <message>
        <source>ore (has %1)</source>
        <translation>minerale (ne ha %1)</translation>
    </message>
    <message>
        <source>%1 of 4 taken</source>
        <translation>%1 su 4 prese</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Dock and raid</source>
        <translation>Attracca e razzia</translation>
    </message>
</context>
<context>
    <name>RecordReader</name>
    <message>
        <source>at most %1 cards</source>
        <translation>al massimo %1 carte</translation>
    </message>
    <message>
        <source>at most %1 dice</source>
        <translation>al massimo %1 dadi</translation>
    </message>
    <message>
        <source>at most %1 ships</source>
        <translation>al massimo %1 navi</translation>
    </message>
    <message>
        <source>no player has the colour '%1'</source>
        <translation>nessun giocatore ha il colore '%1'</translation>
    </message>
    <message>
        <source>a raid takes either "resources" or a "card"</source>
        <translation>una razzia prevede o "resources" o una "card"</translation>
    </message>
    <message>
        <source>at most one entry per player</source>
        <translation>al massimo una voce per giocatore</translation>
    </message>
    <message>
        <source>unknown action type '%1'</source>
        <translation>tipo di azione '%1' sconosciuto</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>era atteso un oggetto, trovato: %1</translation>
    </message>
    <message>
        <source>expected an array, found %1</source>
        <translation>era atteso un array, trovato: %1</translation>
    </message>
    <message>
        <source>unknown key '%1'</source>
        <translation>chiave '%1' sconosciuta</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>era atteso un numero intero, trovato: %1</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 è fuori dall'intervallo consentito (da %2 a %3)</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>chiave mancante</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>era atteso true o false, trovato: %1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>era attesa una stringa, trovato: %1</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carta</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>colore</translation>
    </message>
    <message>
        <source>facility</source>
        <translation>struttura</translation>
    </message>
    <message>
        <source>field generator</source>
        <translation>generatore di campo</translation>
    </message>
    <message>
        <source>ruleset</source>
        <translation>regolamento</translation>
    </message>
    <message>
        <source>territory</source>
        <translation>territorio</translation>
    </message>
    <message>
        <source>unknown %1 '%2'</source>
        <translation>nome di %1 sconosciuto: '%2'</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>un booleano</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un numero</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>una stringa</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un oggetto</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>something else</source>
        <translation>qualcos'altro</translation>
    </message>
    <message>
        <source>expected "%1"</source>
        <translation>era atteso "%1"</translation>
    </message>
    <message>
        <source>impossible position: %1</source>
        <translation>posizione impossibile: %1</translation>
    </message>
    <message>
        <source>nobody holds two copies of a card</source>
        <translation>nessuno possiede due copie della stessa carta</translation>
    </message>
    <message>
        <source>unknown place '%1' (stock, fleet or docked%2)</source>
        <translation>collocazione '%1' sconosciuta (stock, fleet o docked%2)</translation>
    </message>
    <message>
        <source>, or home for the Relic Ship</source>
        <translation>, oppure home per la Nave Reliquia</translation>
    </message>
    <message>
        <source>%1 ships listed: each colour has exactly %2</source>
        <translation>%1 navi elencate: ogni colore ne ha esattamente %2</translation>
    </message>
    <message>
        <source>the display has %1 places (null for an empty one)</source>
        <translation>l'esposizione ha %1 posti (null per uno vuoto)</translation>
    </message>
    <message>
        <source>unknown stage '%1'</source>
        <translation>fase '%1' sconosciuta</translation>
    </message>
    <message>
        <source>unknown ship '%1'</source>
        <translation>nave '%1' sconosciuta</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2%3</source>
        <translation>JSON non valido al byte %1: %2%3</translation>
    </message>
    <message>
        <source> (the file looks truncated)</source>
        <translation> (il file sembra troncato)</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>era atteso un oggetto JSON al livello principale</translation>
    </message>
    <message>
        <source>this is not an AF Referee file of the expected kind ('%1', expected '%2')</source>
        <translation>questo non è un file di AF Referee del tipo previsto ('%1', previsto '%2')</translation>
    </message>
    <message>
        <source>version %1 was written by a newer AF Referee; this one reads up to version %2</source>
        <translation>la versione %1 è stata scritta da un AF Referee più recente; questo legge fino alla versione %2</translation>
    </message>
    <message>
        <source>expected "table" or "digital", found '%1'</source>
        <translation>era atteso "table" o "digital", trovato: '%1'</translation>
    </message>
    <message>
        <source>expected a whole number in a string, found '%1'</source>
        <translation>era atteso un numero intero in una stringa, trovato: '%1'</translation>
    </message>
    <message>
        <source>a digital game needs its seed</source>
        <translation>una partita digitale richiede il suo seme</translation>
    </message>
    <message>
        <source>a name has at most 100 characters</source>
        <translation>un nome ha al massimo 100 caratteri</translation>
    </message>
    <message>
        <source>the position's ruleset, options or players differ from the record's</source>
        <translation>regolamento, opzioni o giocatori della posizione differiscono da quelli della partita</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>impossibile aprire %1: %2</translation>
    </message>
    <message>
        <source>%1 is too large (%2 bytes; at most %3)</source>
        <translation>%1 è troppo grande (%2 byte; al massimo %3)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>impossibile salvare %1: %2</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>una cartella</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>una pipe con nome (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>un dispositivo</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>un file speciale</translation>
    </message>
    <message>
        <source>%1 is not a file that can be read: it is %2</source>
        <translation>%1 non è un file che si possa leggere: è %2</translation>
    </message>
    <message>
        <source>cannot open %1: it is a symbolic link that leads back to itself (a loop)</source>
        <translation>impossibile aprire %1: è un collegamento simbolico che riporta a se stesso (un ciclo)</translation>
    </message>
    <message>
        <source>cannot open %1: it is a symbolic link to a file that does not exist</source>
        <translation>impossibile aprire %1: è un collegamento simbolico a un file che non esiste</translation>
    </message>
    <message>
        <source>a record holds at most %1 actions; this one has %2</source>
        <translation>una partita contiene al massimo %1 mosse; questa ne ha %2</translation>
    </message>
    <message>
        <source>duplicate key</source>
        <translation>chiave duplicata</translation>
    </message>
    <message>
        <source>at most %1 boards</source>
        <translation>al massimo %1 plance</translation>
    </message>
    <message>
        <source>unknown module '%1' (modules: factions, agendas, extra-tech, outer-belt)</source>
        <translation>modulo sconosciuto '%1' (moduli: factions, agendas, extra-tech, outer-belt)</translation>
    </message>
    <message>
        <source>the module '%1' is named twice</source>
        <translation>il modulo '%1' è indicato due volte</translation>
    </message>
    <message>
        <source>the %1 board is taken by two players</source>
        <translation>la plancia %1 appartiene a due giocatori</translation>
    </message>
    <message>
        <source>the %1 board is named twice</source>
        <translation>la plancia %1 è indicata due volte</translation>
    </message>
    <message>
        <source>faction</source>
        <translation>fazione</translation>
    </message>
    <message>
        <source>resource</source>
        <translation>risorsa</translation>
    </message>
    <message>
        <source>faction data needs the factions module</source>
        <translation>i dati delle fazioni richiedono il modulo factions</translation>
    </message>
    <message>
        <source>extra-tech data needs the extra-tech module</source>
        <translation>i dati del modulo extra-tech richiedono il modulo extra-tech</translation>
    </message>
    <message>
        <source>unknown ship '%1' (ships are named like red-1 to red-6, relic-ship or brethren-ship)</source>
        <translation>nave '%1' sconosciuta (le navi si chiamano da red-1 a red-6, relic-ship o brethren-ship)</translation>
    </message>
    <message>
        <source>%1 players: a game has 2 to 6</source>
        <translation>%1 giocatori: una partita ne prevede da 2 a 6</translation>
    </message>
    <message>
        <source>only a colony on the Colonist Hub of a 5 or 6 player game has a track</source>
        <translation>solo una colonia sul Centro Coloni di una partita a 5 o 6 giocatori ha un tracciato</translation>
    </message>
    <message>
        <source>only extra alien tech cards keep tokens</source>
        <translation>solo le carte tecnologia aliena aggiuntive tengono segnalini</translation>
    </message>
    <message>
        <source>agenda card</source>
        <translation>carta agenda</translation>
    </message>
    <message>
        <source>the agenda card '%1' is already listed: each card of the game is in one place</source>
        <translation>la carta agenda '%1' è già indicata: ogni carta della partita sta in un solo posto</translation>
    </message>
    <message>
        <source>%1 hands listed: one per player, %2</source>
        <translation>%1 mani indicate: una per giocatore, %2</translation>
    </message>
    <message>
        <source>agenda data needs the agendas module</source>
        <translation>i dati delle agende richiedono il modulo agendas</translation>
    </message>
    <message>
        <source>%1 entries listed: one per player, %2</source>
        <translation>%1 voci indicate: una per giocatore, %2</translation>
    </message>
    <message>
        <source>1 to %1 cards, top first</source>
        <translation>da 1 a %1 carte, quella in cima per prima</translation>
    </message>
</context>
<context>
    <name>RuleLink</name>
    <message>
        <source>Rule: %1</source>
        <extracomment>Link to the rules reference entry a refusal comes from, e.g. "Rule: Lunar Mine"</extracomment>
        <translation>Regola: %1</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>The aim of the game</source>
        <translation>Lo scopo del gioco</translation>
    </message>
    <message>
        <source>Every player commands a small fleet of spaceships, and the dice are those ships: the number a die shows is that ship's value. On your turn you roll your ships and dock them at the orbital facilities around the planet. The facilities turn ship values into fuel, ore, new ships, alien technology and, above all, colonies on the planet.</source>
        <translation>Ogni giocatore comanda una piccola flotta di astronavi, e i dadi sono quelle navi: il numero mostrato da un dado è il valore di quella nave. Nel tuo turno lanci le tue navi e le fai attraccare alle strutture orbitali intorno al pianeta. Le strutture trasformano i valori delle navi in carburante, minerale, nuove navi, tecnologia aliena e, soprattutto, colonie sul pianeta.</translation>
    </message>
    <message>
        <source>You win by having the most victory points (VP) when the game ends. Points come from your colonies on the planet, from the territories you control, from two special alien tech cards and from the Positron Field (see Scoring).</source>
        <translation>Vinci se hai più punti vittoria (PV) quando la partita finisce. I punti vengono dalle tue colonie sul pianeta, dai territori che controlli, da due speciali carte tecnologia aliena e dal Campo Positronico (vedi Punteggio).</translation>
    </message>
    <message>
        <source>The game ends at once when any player lands their last colony (see End of the game). Landing colonies quickly brings the end closer; controlling territories and keeping the others from landing theirs wins the points that decide it.</source>
        <translation>La partita finisce immediatamente quando un giocatore fa atterrare la sua ultima colonia (vedi Fine della partita). Far atterrare colonie in fretta avvicina la fine; controllare territori e impedire agli altri di far atterrare le loro fa guadagnare i punti che decidono la partita.</translation>
    </message>
    <message>
        <source>The app is the referee, not the board. You roll real dice and move real pieces, then tell the app what happened. It checks every move against the rules, keeps the books and shows the current score. When it refuses a move, its "why?" link opens the entry of the rule concerned.</source>
        <translation>L'arbitro è l'app, non il tabellone. Lanci dadi veri e muovi pezzi veri, poi dici all'app cosa è successo. L'app controlla ogni mossa rispetto alle regole, tiene i conti e mostra il punteggio attuale. Quando rifiuta una mossa, il suo collegamento «perché?» apre la voce della regola in questione.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>In the box: the board with the planet, its moon and the orbital facilities; 24 ships (dice) in four colours, 6 of each; the clear Relic Ship; 30 fuel and 20 ore tokens; 24 alien tech cards; 32 colonies, 8 of each colour; 8 territory counters; dock covers; 3 field generators; and a victory point track.</source>
        <translation>Nella scatola: il tabellone con il pianeta, la sua luna e le strutture orbitali; 24 navi (dadi) in quattro colori, 6 per colore; la Nave Reliquia trasparente; 30 segnalini carburante e 20 minerale; 24 carte tecnologia aliena; 32 colonie, 8 per colore; 8 segnalini territorio; le coperture per gli attracchi; 3 generatori di campo; e un tracciato dei punti vittoria.</translation>
    </message>
    <message>
        <source>Put the board in the middle of the table. The clear die is the &lt;b&gt;Relic Ship&lt;/b&gt;: it starts on Burroughs Desert. Each of the eight territory counters goes on its own territory, where it stays until someone controls that territory. Keep the three field generators beside the board: none is on the planet at the start.</source>
        <translation>Metti il tabellone al centro del tavolo. Il dado trasparente è la &lt;b&gt;Nave Reliquia&lt;/b&gt;: inizia nel Deserto Burroughs. Ciascuno degli otto segnalini territorio va sul proprio territorio, dove resta finché qualcuno non controlla quel territorio. Tieni i tre generatori di campo accanto al tabellone: all'inizio nessuno è sul pianeta.</translation>
    </message>
    <message>
        <source>The fuel (orange) and ore (grey) tokens form the supply: 30 fuel and 20 ore. Each player picks a colour. Of the 6 ships of your colour, 3 form your fleet and are gathered on your first turn; the other 3 wait in the ship stock, to be built at the Shipyard later.</source>
        <translation>I segnalini carburante (arancioni) e minerale (grigi) formano la riserva: 30 carburante e 20 minerale. Ogni giocatore sceglie un colore. Delle 6 navi del tuo colore, 3 formano la tua flotta e vengono raccolte nel tuo primo turno; le altre 3 attendono nella scorta di navi, per essere costruite più tardi al Cantiere Navale.</translation>
    </message>
    <message>
        <source>Colonies per player: 6 with 4 players, 7 with 3 players, 8 with 2 players. In the long game every player takes all 8 colonies; the 2013 and first-edition rules offer it for 3 and 4 players, Edition X at any count (with 2 players everyone has 8 anyway). Unused colony tokens go back in the box.</source>
        <translation>Colonie per giocatore: 6 con 4 giocatori, 7 con 3 giocatori, 8 con 2 giocatori. Nella partita lunga ogni giocatore prende tutte le 8 colonie; le regole 2013 e della prima edizione la prevedono con 3 e 4 giocatori, l'Edizione X con qualsiasi numero di giocatori (con 2 giocatori ognuno ne ha comunque 8). Le colonie non usate tornano nella scatola.</translation>
    </message>
    <message>
        <source>Alien tech: shuffle the deck (24 cards under the 2013 rules and Edition X; 22 under the first edition, which has no Mind Control Helmet). Turn 3 cards face up beside the Alien Artifact: this is the display. Deal each player 1 card face up. The rest is the draw pile; discarded cards form a face-up discard pile.</source>
        <translation>Tecnologia aliena: mescola il mazzo (24 carte con le regole 2013 e l'Edizione X; 22 con la prima edizione, che non ha il Casco di Controllo Mentale). Scopri 3 carte accanto all'Artefatto Alieno: questa è l'esposizione. Dai a ogni giocatore 1 carta scoperta. Il resto è il mazzo di pesca; le carte scartate formano una pila degli scarti scoperta.</translation>
    </message>
    <message>
        <source>Roll to choose player one (highest roll); play then goes clockwise. To make up for playing later, the second player starts with 1 fuel, the third with 1 ore and the fourth with 1 fuel and 1 ore. Player one starts with nothing. This is given once, at the start only.</source>
        <translation>Lanciate i dadi per scegliere il primo giocatore (il lancio più alto); poi si gioca in senso orario. Per compensare chi gioca più tardi, il secondo giocatore inizia con 1 carburante, il terzo con 1 minerale e il quarto con 1 carburante e 1 minerale. Il primo giocatore inizia senza niente. Questo si riceve una sola volta, solo all'inizio.</translation>
    </message>
    <message>
        <source>With fewer than 4 players some docking ports are covered for the whole game (the board marks them with dots). 3 players: cover 1 port of the Solar Converter, 1 of the Lunar Mine, 1 pair at the Orbital Market and 1 pair at the Shipyard. 2 players: cover 1 port of the Solar Converter, 2 of the Lunar Mine, 1 pair at the Orbital Market, 2 pairs at the Shipyard and 1 set of three at the Colony Constructor.</source>
        <translation>Con meno di 4 giocatori alcune porte di attracco restano coperte per tutta la partita (il tabellone le segna con dei punti). 3 giocatori: copri 1 porta del Convertitore Solare, 1 della Miniera Lunare, 1 coppia al Mercato Orbitale e 1 coppia al Cantiere Navale. 2 giocatori: copri 1 porta del Convertitore Solare, 2 della Miniera Lunare, 1 coppia al Mercato Orbitale, 2 coppie al Cantiere Navale e 1 tris al Costruttore di Colonie.</translation>
    </message>
    <message>
        <source>Usable ports for 4 / 3 / 2 players: Solar Converter 8 / 7 / 7; Lunar Mine 5 / 4 / 3; Orbital Market 2 / 1 / 1 pairs; Shipyard 3 / 2 / 1 pairs; Colony Constructor 2 / 2 / 1 sets of three. The Alien Artifact (4 ports), the Raiders' Outpost (one run of 3), the Terraforming Station (1 port), the Colonist Hub (4 tracks) and the Maintenance Bay (no limit) are the same at every count.</source>
        <translation>Porte utilizzabili con 4 / 3 / 2 giocatori: Convertitore Solare 8 / 7 / 7; Miniera Lunare 5 / 4 / 3; Mercato Orbitale 2 / 1 / 1 coppie; Cantiere Navale 3 / 2 / 1 coppie; Costruttore di Colonie 2 / 2 / 1 tris. L'Artefatto Alieno (4 porte), l'Avamposto dei Predoni (una scala di 3), la Stazione di Terraformazione (1 porta), il Centro Coloni (4 tracciati) e l'Hangar di Manutenzione (senza limite) sono uguali con qualsiasi numero di giocatori.</translation>
    </message>
    <message>
        <source>The deal: in table mode you shuffle and deal the real cards, then tell the app which cards came up (the three on display and each player's card). In digital mode the app deals from its own seeded shuffle. A player dealt the Alien City or the Alien Monument has 1 VP from the start (R-23).</source>
        <translation>La distribuzione: in modalità tavolo mescoli e distribuisci le carte vere, poi dici all'app quali carte sono uscite (le tre esposte e la carta di ogni giocatore). In modalità digitale l'app distribuisce dal proprio mazzo, mescolato in base al seme. Un giocatore che riceve la Città Aliena o il Monumento Alieno ha 1 PV fin dall'inizio (R-23).</translation>
    </message>
    <message>
        <source>Playing a turn</source>
        <translation>Giocare un turno</translation>
    </message>
    <message>
        <source>Turns go clockwise, starting with player one. A turn has these steps, in this order.</source>
        <translation>I turni procedono in senso orario, a partire dal primo giocatore. Un turno ha queste fasi, in quest'ordine.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Start of turn.&lt;/b&gt; If one of your ships is on the Terraforming Station from your previous turn, it is used up: it goes back to the ship stock (the Relic Ship goes back to Burroughs Desert instead).</source>
        <translation>&lt;b&gt;Inizio del turno.&lt;/b&gt; Se una delle tue navi è sulla Stazione di Terraformazione dal tuo turno precedente, è consumata: torna nella scorta di navi (la Nave Reliquia torna invece nel Deserto Burroughs).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gather and roll.&lt;/b&gt; Take back every ship of yours that is on the board, at the facilities and on the Maintenance Bay (including ships built or knocked off since your last turn, and the Relic Ship if you hold it), and roll them all. The values rolled are your ships for this turn.</source>
        <translation>&lt;b&gt;Raccogli e lancia.&lt;/b&gt; Riprendi ogni tua nave che si trova sul tabellone, presso le strutture e nell'Hangar di Manutenzione (comprese le navi costruite o scalzate dal tuo ultimo turno, e la Nave Reliquia se la possiedi), e lanciale tutte. I valori ottenuti sono le tue navi per questo turno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Resource Cache.&lt;/b&gt; If you held the Resource Cache when you rolled, it pays out now, before anything else happens.</source>
        <translation>&lt;b&gt;Deposito di Risorse.&lt;/b&gt; Se possedevi il Deposito di Risorse al momento del lancio, rende ora, prima che succeda qualsiasi altra cosa.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Main stage.&lt;/b&gt; Now do these in any order, as often as the rules allow: dock ships at orbital facilities, use and discard alien tech cards, trade at the Orbital Market while your pair is docked there, cycle or claim cards at the Alien Artifact, launch a colony from the Colonist Hub, and buy the Relic Ship if you control Burroughs Desert. Each docking is settled at once: you pay when you dock and receive the benefit straight away.</source>
        <translation>&lt;b&gt;Fase principale.&lt;/b&gt; Ora fai queste cose in qualsiasi ordine, tutte le volte che le regole lo permettono: attracca navi alle strutture orbitali, usa e scarta carte tecnologia aliena, commercia al Mercato Orbitale finché la tua coppia vi è attraccata, rinnova o reclama carte all'Artefatto Alieno, lancia una colonia dal Centro Coloni e compra la Nave Reliquia se controlli il Deserto Burroughs. Ogni attracco si risolve subito: paghi quando attracchi e ricevi immediatamente il beneficio.</translation>
    </message>
    <message>
        <source>A facility can be used only if it has enough free ports, your ships meet its value condition and you can pay its cost right now. For example, the Terraforming Station needs its port free, a ship showing 6, and 1 fuel and 1 ore in your hand.</source>
        <translation>Una struttura si può usare solo se ha abbastanza porte libere, le tue navi soddisfano la sua condizione sul valore e puoi pagarne il costo in quel momento. Per esempio, la Stazione di Terraformazione richiede la sua porta libera, una nave che mostri 6, e 1 carburante e 1 minerale a tua disposizione.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dock if you can.&lt;/b&gt; All the ships you rolled must be placed before the turn ends. A ship may go to the Maintenance Bay only when it cannot legally dock at any facility at that moment (R-1). You choose the order of your dockings, and you do not have to dock as many ships as possible.</source>
        <translation>&lt;b&gt;Attracca se puoi.&lt;/b&gt; Tutte le navi che hai lanciato devono essere piazzate prima che il turno finisca. Una nave può andare nell'Hangar di Manutenzione solo quando in quel momento non può attraccare legalmente a nessuna struttura (R-1). Scegli tu l'ordine dei tuoi attracchi, e non sei obbligato ad attraccare quante più navi possibile.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of turn.&lt;/b&gt; When all your ships are placed, your turn ends. If you then hold more than 8 resource tokens (fuel and ore together), return the extra ones of your choice to the supply (R-26). Your ships stay where they are until your next turn, keeping those ports busy for the other players.</source>
        <translation>&lt;b&gt;Fine del turno.&lt;/b&gt; Quando tutte le tue navi sono piazzate, il tuo turno finisce. Se a quel punto hai più di 8 segnalini risorsa (carburante e minerale insieme), restituisci alla riserva quelli in eccesso, a tua scelta (R-26). Le tue navi restano dove sono fino al tuo prossimo turno, tenendo occupate quelle porte per gli altri giocatori.</translation>
    </message>
    <message>
        <source>Colonies and territory control</source>
        <translation>Colonie e controllo dei territori</translation>
    </message>
    <message>
        <source>A colony reaches the planet in one of three ways: through the Colony Constructor, through the Terraforming Station, or launched from circle 7 of the Colonist Hub. You choose the territory: any territory will do unless the Repulsor Field is on it (R-22).</source>
        <translation>Una colonia raggiunge il pianeta in uno di tre modi: tramite il Costruttore di Colonie, tramite la Stazione di Terraformazione, o lanciata dal cerchio 7 del Centro Coloni. Scegli tu il territorio: va bene qualsiasi territorio, a meno che non ci sia il Campo Repulsore (R-22).</translation>
    </message>
    <message>
        <source>Each of your colonies on the planet is worth 1 VP.</source>
        <translation>Ognuna delle tue colonie sul pianeta vale 1 PV.</translation>
    </message>
    <message>
        <source>You &lt;b&gt;control&lt;/b&gt; a territory when you have more colonies on it than any other single player. You take its counter, score 1 more VP and may use its bonus. When two or more players share the highest number, nobody controls it and the counter stays on the planet.</source>
        <translation>&lt;b&gt;Controlli&lt;/b&gt; un territorio quando vi hai più colonie di ogni altro singolo giocatore. Prendi il suo segnalino, ottieni 1 PV in più e puoi usarne il bonus. Quando due o più giocatori condividono il numero più alto, nessuno lo controlla e il segnalino resta sul pianeta.</translation>
    </message>
    <message>
        <source>Example: Red has 2 colonies on Lem Badlands, Blue and Green 1 each, so Red controls it. If Blue lands a second colony there, Red and Blue are tied and nobody controls Lem Badlands any more.</source>
        <translation>Esempio: Rosso ha 2 colonie sui Calanchi Lem, Blu e Verde 1 ciascuno, quindi Rosso li controlla. Se Blu fa atterrare lì una seconda colonia, Rosso e Blu sono in parità e nessuno controlla più i Calanchi Lem.</translation>
    </message>
    <message>
        <source>Control changes the moment the colonies change: a landing, or a colony moved by the Orbital Teleporter's or swapped by the Polarity Device's discard power. A player who loses control gives the counter back at once and loses that VP and the bonus. A bonus works from the moment you gain control, but not for what you did earlier in the turn (R-8).</source>
        <translation>Il controllo cambia nel momento stesso in cui cambiano le colonie: un atterraggio, oppure una colonia spostata dal potere di scarto del Teletrasporto Orbitale o scambiata da quello del Dispositivo di Polarità. Chi perde il controllo restituisce subito il segnalino e perde quel PV e il bonus. Un bonus funziona dal momento in cui ottieni il controllo, ma non per ciò che hai fatto prima nel turno (R-8).</translation>
    </message>
    <message>
        <source>Colonies stay on the planet for the rest of the game, unless a card moves them. Landing your last colony ends the game at once (R-11).</source>
        <translation>Le colonie restano sul pianeta per il resto della partita, a meno che una carta non le sposti. Far atterrare la tua ultima colonia termina immediatamente la partita (R-11).</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>The score is not a running total. At any moment it is simply what the board and the cards show now, so it goes up and down during the game. The app works it out again after every action.</source>
        <translation>Il punteggio non è un totale progressivo. In ogni momento è semplicemente ciò che mostrano ora il tabellone e le carte, quindi sale e scende durante la partita. L'app lo ricalcola dopo ogni azione.</translation>
    </message>
    <message>
        <source>Each player scores 1 VP for each of their colonies on the planet, 1 VP for each territory they control, 1 VP for holding the Alien City, 1 VP for holding the Alien Monument, and 1 VP for controlling the territory where the Positron Field is.</source>
        <translation>Ogni giocatore ottiene 1 PV per ciascuna delle sue colonie sul pianeta, 1 PV per ogni territorio che controlla, 1 PV se possiede la Città Aliena, 1 PV se possiede il Monumento Alieno e 1 PV se controlla il territorio dove si trova il Campo Positronico.</translation>
    </message>
    <message>
        <source>The score panel shows this breakdown for every player: colonies, territories, Alien City, Alien Monument and Positron Field.</source>
        <translation>Il pannello del punteggio mostra questo dettaglio per ogni giocatore: colonie, territori, Città Aliena, Monumento Alieno e Campo Positronico.</translation>
    </message>
    <message>
        <source>Example: Blue has 5 colonies on the planet and controls Lem Badlands and Heinlein Plains; the Positron Field is on Heinlein Plains, and Blue holds the Alien City. Blue has 5 + 2 + 1 + 1 = 9 VP.</source>
        <translation>Esempio: Blu ha 5 colonie sul pianeta e controlla i Calanchi Lem e le Pianure Heinlein; il Campo Positronico è sulle Pianure Heinlein, e Blu possiede la Città Aliena. Blu ha 5 + 2 + 1 + 1 = 9 PV.</translation>
    </message>
    <message>
        <source>A colony still on the Colonist Hub, ships, fuel, ore and the other cards score nothing. Cards, ore and fuel only matter to break a tie.</source>
        <translation>Una colonia ancora sul Centro Coloni, le navi, il carburante, il minerale e le altre carte non valgono niente. Carte, minerale e carburante contano solo per lo spareggio.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fine della partita</translation>
    </message>
    <message>
        <source>The game ends the instant any player lands their last colony on the planet, even in the middle of a turn. Nothing else happens after that: no more docking, no card use, and nobody discards down to 8 (R-11).</source>
        <translation>La partita finisce nell'istante in cui un giocatore fa atterrare la sua ultima colonia sul pianeta, anche a metà turno. Dopo non succede più niente: niente più attracchi, nessun uso di carte, e nessuno scarta fino a 8 (R-11).</translation>
    </message>
    <message>
        <source>The player with the most VP wins. If players are tied, the one holding the most alien tech cards wins (the Alien City and the Alien Monument count as cards). If that is equal too, the most ore wins, then the most fuel, as held at the moment the game ended. Players still equal share the place (R-27).</source>
        <translation>Vince il giocatore con più PV. In caso di parità vince chi possiede più carte tecnologia aliena (la Città Aliena e il Monumento Alieno contano come carte). Se c'è ancora parità vince chi ha più minerale, poi chi ha più carburante, in base a quanto posseduto al momento della fine della partita. I giocatori ancora in parità condividono il piazzamento (R-27).</translation>
    </message>
    <message>
        <source>A colony waiting on the Colonist Hub is not on the planet yet. If it is your last one, it is not stuck there: the Colony Constructor or the Terraforming Station may land it instead.</source>
        <translation>Una colonia che attende sul Centro Coloni non è ancora sul pianeta. Se è la tua ultima, non resta bloccata lì: il Costruttore di Colonie o la Stazione di Terraformazione possono invece farla atterrare.</translation>
    </message>
    <message>
        <source>The supply</source>
        <translation>La riserva</translation>
    </message>
    <message>
        <source>The supply is every fuel and ore token no player holds: 30 fuel and 20 ore in all. Costs are paid into the supply, and tokens returned at the end of a turn go back there too.</source>
        <translation>La riserva comprende tutti i segnalini carburante e minerale che nessun giocatore possiede: 30 carburante e 20 minerale in tutto. I costi si pagano alla riserva, e anche i segnalini restituiti alla fine di un turno tornano lì.</translation>
    </message>
    <message>
        <source>By default the app keeps the supply limited to the tokens in the box (R-18). When a facility or a card would give you more than the supply holds, you receive only what is left. A trade at the Orbital Market is refused when no ore is left.</source>
        <translation>Per impostazione predefinita l'app limita la riserva ai segnalini della scatola (R-18). Quando una struttura o una carta ti darebbe più di quanto contiene la riserva, ricevi solo ciò che resta. Uno scambio al Mercato Orbitale viene rifiutato quando non resta minerale.</translation>
    </message>
    <message>
        <source>A raid at the Raiders' Outpost moves tokens from player to player, so the supply does not limit it.</source>
        <translation>Una razzia all'Avamposto dei Predoni sposta segnalini da un giocatore all'altro, quindi la riserva non la limita.</translation>
    </message>
    <message>
        <source>Groups that prefer unlimited tokens can turn the limit off in the game options when they start a game.</source>
        <translation>I gruppi che preferiscono segnalini illimitati possono disattivare il limite nelle opzioni di gioco quando iniziano una partita.</translation>
    </message>
    <message>
        <source>Orbital facilities</source>
        <translation>Strutture orbitali</translation>
    </message>
    <message>
        <source>Ten facilities circle the planet. Each has docking ports; a ship docked in a port stays there until its owner gathers it at the start of their next turn, so a busy port is closed to everyone else until then.</source>
        <translation>Dieci strutture orbitano intorno al pianeta. Ognuna ha porte di attracco; una nave attraccata a una porta vi resta finché il suo proprietario non la raccoglie all'inizio del suo turno successivo, quindi fino ad allora una porta occupata resta chiusa a tutti gli altri.</translation>
    </message>
    <message>
        <source>Most facilities ask for a particular kind of ship: any value, a pair of equal values, three equal values, a run of three consecutive values, a 6, or a value at least as high as the ships already there. Some also have a cost in fuel or ore, paid when you dock.</source>
        <translation>La maggior parte delle strutture richiede un certo tipo di nave: un valore qualsiasi, una coppia di valori uguali, tre valori uguali, una scala di tre valori consecutivi, un 6, oppure un valore alto almeno quanto le navi già presenti. Alcune hanno anche un costo in carburante o minerale, pagato quando attracchi.</translation>
    </message>
    <message>
        <source>The number of usable ports depends on the number of players (see Setup). Each facility's entry gives its condition, its cost, its benefit and the territory bonus that improves it.</source>
        <translation>Il numero di porte utilizzabili dipende dal numero di giocatori (vedi Preparazione). La voce di ogni struttura indica la sua condizione, il suo costo, il suo beneficio e il bonus territoriale che la migliora.</translation>
    </message>
    <message>
        <source>Solar Converter</source>
        <translation>Convertitore Solare</translation>
    </message>
    <message>
        <source>Dock ships of any value, one per port. Each ship gives fuel equal to half its value, rounded up: a 1 or 2 gives 1 fuel, a 3 or 4 gives 2 fuel, a 5 or 6 gives 3 fuel.</source>
        <translation>Attracca navi di qualsiasi valore, una per porta. Ogni nave dà carburante pari a metà del suo valore, arrotondata per eccesso: un 1 o un 2 dà 1 carburante, un 3 o un 4 dà 2 carburante, un 5 o un 6 dà 3 carburante.</translation>
    </message>
    <message>
        <source>Example: docking a 3 and a 6 gives 2 + 3 = 5 fuel.</source>
        <translation>Esempio: attraccare un 3 e un 6 dà 2 + 3 = 5 carburante.</translation>
    </message>
    <message>
        <source>Ports: 8 with 4 players, 7 with 2 or 3 players.</source>
        <translation>Porte: 8 con 4 giocatori, 7 con 2 o 3 giocatori.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lem Badlands:&lt;/b&gt; its controller gets 1 extra fuel for each ship docked here.</source>
        <translation>&lt;b&gt;Calanchi Lem:&lt;/b&gt; chi li controlla riceve 1 carburante in più per ogni nave attraccata qui.</translation>
    </message>
    <message>
        <source>Lunar Mine</source>
        <translation>Miniera Lunare</translation>
    </message>
    <message>
        <source>Each ship docked here gives 1 ore, whatever its value. But every ship must be at least as high as the highest ship already docked at the Mine, whoever it belongs to.</source>
        <translation>Ogni nave attraccata qui dà 1 minerale, qualunque sia il suo valore. Però ogni nave deve essere alta almeno quanto la nave più alta già attraccata alla Miniera, a chiunque appartenga.</translation>
    </message>
    <message>
        <source>Example: a 2 and a 4 are docked at the Mine. You may dock a 4, a 5 or a 6, but not a 3. If you dock a 4 and a 6 you get 2 ore, and from then on the next ship there needs a 6.</source>
        <translation>Esempio: alla Miniera sono attraccati un 2 e un 4. Puoi attraccare un 4, un 5 o un 6, ma non un 3. Se attracchi un 4 e un 6 ottieni 2 minerale, e da quel momento la nave successiva lì deve essere un 6.</translation>
    </message>
    <message>
        <source>Ships docked together are placed one at a time from the lowest up, each checked against the highest ship there at that moment (R-12).</source>
        <translation>Le navi attraccate insieme vengono piazzate una alla volta dalla più bassa in su, e ognuna è confrontata con la nave più alta presente in quel momento (R-12).</translation>
    </message>
    <message>
        <source>Ports: 5 with 4 players, 4 with 3 players, 3 with 2 players.</source>
        <translation>Porte: 5 con 4 giocatori, 4 con 3 giocatori, 3 con 2 giocatori.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Van Vogt Mountains:&lt;/b&gt; its controller's first ship at the Mine each turn may have any value.</source>
        <translation>&lt;b&gt;Monti Van Vogt:&lt;/b&gt; in ogni turno, la prima nave alla Miniera di chi li controlla può avere qualsiasi valore.</translation>
    </message>
    <message>
        <source>Orbital Market</source>
        <translation>Mercato Orbitale</translation>
    </message>
    <message>
        <source>Dock a pair of ships with the same value. While the pair stays docked, you may trade during the rest of this turn as often as you like: pay fuel equal to the pair's value to get 1 ore.</source>
        <translation>Attracca una coppia di navi con lo stesso valore. Finché la coppia resta attraccata, per il resto di questo turno puoi commerciare quante volte vuoi: paga carburante pari al valore della coppia per ottenere 1 minerale.</translation>
    </message>
    <message>
        <source>Example: with a pair of 2s docked, 6 fuel buys 3 ore. Fuel you gain later in the same turn can be traded too.</source>
        <translation>Esempio: con una coppia di 2 attraccata, 6 carburante comprano 3 minerale. Anche il carburante che guadagni più tardi nello stesso turno può essere scambiato.</translation>
    </message>
    <message>
        <source>Trading stops when your turn ends, or earlier if a ship of the pair is moved away (R-9). If you have two pairs docked, the lower value sets the price.</source>
        <translation>Il commercio si interrompe quando il tuo turno finisce, o prima se una nave della coppia viene spostata via (R-9). Se hai due coppie attraccate, il prezzo lo fissa il valore più basso.</translation>
    </message>
    <message>
        <source>Ports: 2 pairs with 4 players, 1 pair with 2 or 3 players.</source>
        <translation>Porte: 2 coppie con 4 giocatori, 1 coppia con 2 o 3 giocatori.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Heinlein Plains:&lt;/b&gt; its controller always trades 1 fuel for 1 ore here, whatever the pair's value (a docked pair is still needed).</source>
        <translation>&lt;b&gt;Pianure Heinlein:&lt;/b&gt; chi le controlla qui scambia sempre 1 carburante per 1 minerale, qualunque sia il valore della coppia (serve comunque una coppia attraccata).</translation>
    </message>
    <message>
        <source>Alien Artifact</source>
        <translation>Artefatto Alieno</translation>
    </message>
    <message>
        <source>Dock ships of any value, one per port; there are 4 ports at every player count. Each ship you dock lets you &lt;b&gt;cycle&lt;/b&gt; the display once if you wish: the 3 face-up cards go to the discard pile and 3 new ones are turned up from the draw pile.</source>
        <translation>Attracca navi di qualsiasi valore, una per porta; ci sono 4 porte con qualsiasi numero di giocatori. Ogni nave che attracchi ti permette, se vuoi, di &lt;b&gt;rinnovare&lt;/b&gt; l'esposizione una volta: le 3 carte scoperte vanno nella pila degli scarti e se ne scoprono 3 nuove dal mazzo di pesca.</translation>
    </message>
    <message>
        <source>When your ships docked here this turn add up to 8 or more, you may &lt;b&gt;claim&lt;/b&gt; one card from the display; a card from the draw pile takes its place. A claim uses up that total and any cycles left: to claim a second card in the same turn you need new ships adding up to 8 or more (R-25).</source>
        <translation>Quando le navi che hai attraccato qui in questo turno sommano 8 o più, puoi &lt;b&gt;reclamare&lt;/b&gt; una carta dell'esposizione; una carta del mazzo di pesca prende il suo posto. Reclamare consuma quel totale e gli eventuali rinnovi rimasti: per reclamare una seconda carta nello stesso turno ti servono nuove navi che sommino 8 o più (R-25).</translation>
    </message>
    <message>
        <source>Example: you dock a 3 and cycle, then a 2 and cycle again. You dock a 4: your total is now 9, so you may cycle a third time and then claim the card you want.</source>
        <translation>Esempio: attracchi un 3 e rinnovi, poi un 2 e rinnovi di nuovo. Attracchi un 4: ora il tuo totale è 9, quindi puoi rinnovare una terza volta e poi reclamare la carta che vuoi.</translation>
    </message>
    <message>
        <source>Only your own ships docked this turn count: ships left from your earlier turns and other players' ships do not. You may not claim a card you already hold. If the draw pile runs out, the discards are shuffled into a new draw pile.</source>
        <translation>Contano solo le tue navi attraccate in questo turno: non contano le navi rimaste dai tuoi turni precedenti né le navi degli altri giocatori. Non puoi reclamare una carta che possiedi già. Se il mazzo di pesca si esaurisce, gli scarti vengono mescolati per formare un nuovo mazzo di pesca.</translation>
    </message>
    <message>
        <source>Colonist Hub</source>
        <translation>Centro Coloni</translation>
    </message>
    <message>
        <source>The Hub has 4 tracks, each with 3 docking ports and 7 circles. Each player uses one track at a time, and ships of any value may dock there.</source>
        <translation>Il Centro ha 4 tracciati, ognuno con 3 porte di attracco e 7 cerchi. Ogni giocatore usa un tracciato alla volta, e vi possono attraccare navi di qualsiasi valore.</translation>
    </message>
    <message>
        <source>Your first ship here puts one of your colonies on circle 1 of your track. Every further ship, this turn or in later turns, moves that colony on by one circle. Once it stands on circle 7 you may launch it at any moment of your turn: pay 1 fuel and 1 ore and land it on a territory.</source>
        <translation>La tua prima nave qui mette una delle tue colonie sul cerchio 1 del tuo tracciato. Ogni nave successiva, in questo turno o nei turni seguenti, fa avanzare quella colonia di un cerchio. Una volta che è sul cerchio 7 puoi lanciarla in qualsiasi momento del tuo turno: paga 1 carburante e 1 minerale e falla atterrare su un territorio.</translation>
    </message>
    <message>
        <source>While your colony waits on circle 7 you cannot dock more ships at the Hub; launch it first (R-2). After a launch, the next ship you dock at the Hub starts a new colony on circle 1, even in the same turn (R-3).</source>
        <translation>Finché la tua colonia attende sul cerchio 7 non puoi attraccare altre navi al Centro; prima lanciala (R-2). Dopo un lancio, la nave successiva che attracchi al Centro avvia una nuova colonia sul cerchio 1, anche nello stesso turno (R-3).</translation>
    </message>
    <message>
        <source>Advances beyond circle 7, for example from Asimov Crater, are not lost if you launch at once: they start your next colony. Example: your colony is on circle 5 and you control Asimov Crater. You dock 3 ships together: 3 advances plus 1 bonus. Two of them reach circle 7; launch at once and the other 2 put your next colony on circle 2.</source>
        <translation>Gli avanzamenti oltre il cerchio 7, per esempio quelli del Cratere Asimov, non vanno persi se lanci subito: avviano la tua colonia successiva. Esempio: la tua colonia è sul cerchio 5 e controlli il Cratere Asimov. Attracchi 3 navi insieme: 3 avanzamenti più 1 di bonus. Due di essi la portano al cerchio 7; lancia subito e gli altri 2 mettono la tua colonia successiva sul cerchio 2.</translation>
    </message>
    <message>
        <source>Your last colony is not stuck on the Hub: if it is waiting there, the Colony Constructor or the Terraforming Station can land it instead.</source>
        <translation>La tua ultima colonia non resta bloccata sul Centro: se attende lì, il Costruttore di Colonie o la Stazione di Terraformazione possono invece farla atterrare.</translation>
    </message>
    <message>
        <source>A colony on the Hub is not on the planet: it scores nothing until it lands.</source>
        <translation>Una colonia sul Centro non è sul pianeta: non vale niente finché non atterra.</translation>
    </message>
    <message>
        <source>Colony Constructor</source>
        <translation>Costruttore di Colonie</translation>
    </message>
    <message>
        <source>Dock three ships with the same value and pay 3 ore to land one of your colonies on a territory at once.</source>
        <translation>Attracca tre navi con lo stesso valore e paga 3 minerale per far atterrare subito una delle tue colonie su un territorio.</translation>
    </message>
    <message>
        <source>Example: three 5s and 3 ore land a colony on Herbert Valley.</source>
        <translation>Esempio: tre 5 e 3 minerale fanno atterrare una colonia nella Valle Herbert.</translation>
    </message>
    <message>
        <source>Ports: 2 sets of three with 3 or 4 players, 1 set with 2 players.</source>
        <translation>Porte: 2 tris con 3 o 4 giocatori, 1 tris con 2 giocatori.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bradbury Plateau:&lt;/b&gt; its controller pays 2 ore instead of 3.</source>
        <translation>&lt;b&gt;Altopiano Bradbury:&lt;/b&gt; chi lo controlla paga 2 minerale invece di 3.</translation>
    </message>
    <message>
        <source>Terraforming Station</source>
        <translation>Stazione di Terraformazione</translation>
    </message>
    <message>
        <source>Dock one ship showing 6 and pay 1 fuel and 1 ore to land one of your colonies on a territory at once. There is a single port.</source>
        <translation>Attracca una nave che mostri 6 e paga 1 carburante e 1 minerale per far atterrare subito una delle tue colonie su un territorio. C'è una sola porta.</translation>
    </message>
    <message>
        <source>The ship is used up. It stays on the station until the start of your next turn and then goes to the ship stock instead of back to your fleet; from there it can be built again at the Shipyard (R-28). The Relic Ship goes back to Burroughs Desert instead.</source>
        <translation>La nave viene consumata. Resta sulla stazione fino all'inizio del tuo prossimo turno e poi va nella scorta di navi invece di tornare nella tua flotta; da lì può essere costruita di nuovo al Cantiere Navale (R-28). La Nave Reliquia torna invece nel Deserto Burroughs.</translation>
    </message>
    <message>
        <source>You may not use the station if that would leave you with fewer than 3 ships of your colour (2 under Edition X), counting the ships of your colour that are not in the stock, after this one is lost. The Relic Ship never counts (R-17). So under the 2013 rules, with only 3 ships of your colour you cannot terraform with one of them.</source>
        <translation>Non puoi usare la stazione se così resteresti con meno di 3 navi del tuo colore (2 con l'Edizione X), contando le navi del tuo colore che non sono nella scorta, dopo aver perso questa. La Nave Reliquia non conta mai (R-17). Quindi, con le regole 2013, con solo 3 navi del tuo colore non puoi terraformare con una di esse.</translation>
    </message>
    <message>
        <source>Alien tech cannot move a ship from the station to another facility. The Plasma Cannon can remove it, and then it goes straight to the stock.</source>
        <translation>La tecnologia aliena non può spostare una nave dalla stazione a un'altra struttura. Il Cannone al Plasma può rimuoverla, e allora va direttamente nella scorta.</translation>
    </message>
    <message>
        <source>Shipyard</source>
        <translation>Cantiere Navale</translation>
    </message>
    <message>
        <source>Dock a pair of ships with the same value and pay to build a new ship: take a ship of your colour from the ship stock and put it on the Maintenance Bay. It joins your fleet when you gather your ships at the start of your next turn.</source>
        <translation>Attracca una coppia di navi con lo stesso valore e paga per costruire una nuova nave: prendi una nave del tuo colore dalla scorta di navi e mettila nell'Hangar di Manutenzione. Si unisce alla tua flotta quando raccogli le tue navi all'inizio del tuo prossimo turno.</translation>
    </message>
    <message>
        <source>The price depends on which ship it will be: your 4th ship costs 1 fuel and 1 ore, your 5th 2 fuel and 2 ore, your 6th 3 fuel and 3 ore. Count every ship of your colour that is not in the stock, wherever it is, and add the new one; the Relic Ship does not count (R-4). Two ships built in one turn are priced in order (R-28).</source>
        <translation>Il prezzo dipende da quale nave sarà: la tua 4ª nave costa 1 carburante e 1 minerale, la 5ª 2 carburante e 2 minerale, la 6ª 3 carburante e 3 minerale. Conta ogni nave del tuo colore che non è nella scorta, ovunque si trovi, e aggiungi quella nuova; la Nave Reliquia non conta (R-4). Il prezzo di due navi costruite nello stesso turno si calcola in ordine (R-28).</translation>
    </message>
    <message>
        <source>Example: you have 4 ships of your colour, one of them on the Terraforming Station. The new ship is your 5th and costs 2 fuel and 2 ore.</source>
        <translation>Esempio: hai 4 navi del tuo colore, una delle quali sulla Stazione di Terraformazione. La nuova nave è la tua 5ª e costa 2 carburante e 2 minerale.</translation>
    </message>
    <message>
        <source>If no ship of your colour is in the stock, you cannot use the Shipyard. Ships you lose go back to the stock and can be built again.</source>
        <translation>Se nella scorta non c'è nessuna nave del tuo colore, non puoi usare il Cantiere Navale. Le navi che perdi tornano nella scorta e possono essere costruite di nuovo.</translation>
    </message>
    <message>
        <source>Ports: 3 pairs with 4 players, 2 pairs with 3 players, 1 pair with 2 players.</source>
        <translation>Porte: 3 coppie con 4 giocatori, 2 coppie con 3 giocatori, 1 coppia con 2 giocatori.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Herbert Valley:&lt;/b&gt; its controller pays 1 fuel and 1 ore less for each ship, so the 4th ship is free.</source>
        <translation>&lt;b&gt;Valle Herbert:&lt;/b&gt; chi la controlla paga 1 carburante e 1 minerale in meno per ogni nave, quindi la 4ª nave è gratuita.</translation>
    </message>
    <message>
        <source>Raiders' Outpost</source>
        <translation>Avamposto dei Predoni</translation>
    </message>
    <message>
        <source>Dock three ships with consecutive values, such as 2-3-4, to raid. Right when your run docks you may take either up to 4 resource tokens in total (fuel and ore in any mix, from one or more other players), or 1 alien tech card of your choice from one player. The raid is optional and happens once (R-21).</source>
        <translation>Attracca tre navi con valori consecutivi, come 2-3-4, per fare una razzia. Appena la tua scala attracca puoi prendere o fino a 4 segnalini risorsa in totale (carburante e minerale in qualsiasi combinazione, da uno o più altri giocatori), oppure 1 carta tecnologia aliena a tua scelta da un giocatore. La razzia è facoltativa e avviene una sola volta (R-21).</translation>
    </message>
    <message>
        <source>There is room for one run. If ships are already docked there, your run must add up to more than the ships still docked there; those ships go to the Maintenance Bay. Under the 2013 rules and Edition X you may bump your own run too.</source>
        <translation>C'è posto per una sola scala. Se vi sono già attraccate delle navi, la tua scala deve sommare più delle navi ancora attraccate lì; quelle navi vanno nell'Hangar di Manutenzione. Con le regole 2013 e l'Edizione X puoi scalzare anche la tua stessa scala.</translation>
    </message>
    <message>
        <source>Example: 2-3-4 is docked (total 9). You may replace it with 3-4-5 (12) or 4-5-6 (15). If a Plasma Cannon has removed the 4, the two ships left add up to 5, so even 1-2-3 (6) beats them.</source>
        <translation>Esempio: è attraccata la scala 2-3-4 (totale 9). Puoi sostituirla con 3-4-5 (12) o 4-5-6 (15). Se un Cannone al Plasma ha rimosso il 4, le due navi rimaste sommano 5, quindi anche 1-2-3 (6) le batte.</translation>
    </message>
    <message>
        <source>A card you steal that you already hold is discarded at once and does nothing. Nobody may take fuel or ore from a player who holds the Holographic Decoy; from that player a raid may take only the Decoy itself (R-10).</source>
        <translation>Una carta rubata che possiedi già viene scartata subito e non ha effetto. Nessuno può prendere carburante o minerale a un giocatore che possiede l'Esca Olografica; a quel giocatore una razzia può prendere solo l'Esca stessa (R-10).</translation>
    </message>
    <message>
        <source>Raided players never discard down to 8 because of a raid (R-26).</source>
        <translation>I giocatori razziati non scartano mai fino a 8 a causa di una razzia (R-26).</translation>
    </message>
    <message>
        <source>Maintenance Bay</source>
        <translation>Hangar di Manutenzione</translation>
    </message>
    <message>
        <source>The Maintenance Bay gives nothing. A rolled ship goes there only when it cannot legally dock at any other facility (R-1). There is no limit to the number of ships on it.</source>
        <translation>L'Hangar di Manutenzione non dà niente. Una nave lanciata ci va solo quando non può attraccare legalmente a nessun'altra struttura (R-1). Non c'è limite al numero di navi che può ospitare.</translation>
    </message>
    <message>
        <source>It is also where ships wait for their owner's next turn: new ships from the Shipyard, the Relic Ship just bought, ships sent away by the Plasma Cannon and runs bumped from the Raiders' Outpost. Their owner gathers them with the rest of the fleet.</source>
        <translation>È anche il luogo dove le navi attendono il turno successivo del loro proprietario: le nuove navi del Cantiere Navale, la Nave Reliquia appena comprata, le navi mandate via dal Cannone al Plasma e le scale scalzate dall'Avamposto dei Predoni. Il proprietario le raccoglie insieme al resto della flotta.</translation>
    </message>
    <message>
        <source>Under the 2013 rules and Edition X, alien tech cannot touch a ship on the Bay: the Orbital Teleporter, the Mind Control Helmet and the Plasma Cannon (either power) cannot move or remove it.</source>
        <translation>Con le regole 2013 e l'Edizione X, la tecnologia aliena non può toccare una nave nell'Hangar: il Teletrasporto Orbitale, il Casco di Controllo Mentale e il Cannone al Plasma (con nessuno dei due poteri) non possono spostarla né rimuoverla.</translation>
    </message>
    <message>
        <source>Territory bonuses</source>
        <translation>Bonus dei territori</translation>
    </message>
    <message>
        <source>The planet has eight territories. Whoever controls a territory (more colonies on it than any other single player) may use its bonus, and keeps it only as long as the control lasts.</source>
        <translation>Il pianeta ha otto territori. Chi controlla un territorio (più colonie di ogni altro singolo giocatore) può usarne il bonus, e lo mantiene solo finché dura il controllo.</translation>
    </message>
    <message>
        <source>A bonus works from the moment you gain control; it does not change what you already did that turn (R-8). The Isolation Field cancels the bonus of its territory. The Data Crystal lets a player borrow a bonus for one turn.</source>
        <translation>Un bonus funziona dal momento in cui ottieni il controllo; non cambia ciò che hai già fatto in quel turno (R-8). Il Campo di Isolamento annulla il bonus del suo territorio. Il Cristallo di Dati permette a un giocatore di prendere in prestito un bonus per un turno.</translation>
    </message>
    <message>
        <source>Asimov Crater</source>
        <translation>Cratere Asimov</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; in a turn in which you dock 2 or more ships at the Colonist Hub, your colony moves one extra circle.</source>
        <translation>&lt;b&gt;Bonus:&lt;/b&gt; in un turno in cui attracchi 2 o più navi al Centro Coloni, la tua colonia avanza di un cerchio in più.</translation>
    </message>
    <message>
        <source>Example: 2 ships docked at the Hub move your colony 3 circles; 3 ships move it 4 circles.</source>
        <translation>Esempio: 2 navi attraccate al Centro fanno avanzare la tua colonia di 3 cerchi; 3 navi di 4 cerchi.</translation>
    </message>
    <message>
        <source>Under the 2013 rules and Edition X the extra circle comes once per turn, when a ship docks at the Hub while you hold the bonus and it is at least your second Hub ship of the turn (R-8). Under the first edition it comes each time you dock more than one ship there in one go.</source>
        <translation>Con le regole 2013 e l'Edizione X il cerchio in più arriva una volta per turno, quando una nave attracca al Centro mentre hai il bonus ed è almeno la tua seconda nave al Centro in quel turno (R-8). Con la prima edizione arriva ogni volta che vi attracchi più di una nave in una sola volta.</translation>
    </message>
    <message>
        <source>Advances beyond circle 7 start your next colony if you launch at once (see Colonist Hub).</source>
        <translation>Gli avanzamenti oltre il cerchio 7 avviano la tua colonia successiva se lanci subito (vedi Centro Coloni).</translation>
    </message>
    <message>
        <source>Bradbury Plateau</source>
        <translation>Altopiano Bradbury</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; the Colony Constructor costs you 2 ore instead of 3.</source>
        <translation>&lt;b&gt;Bonus:&lt;/b&gt; il Costruttore di Colonie ti costa 2 minerale invece di 3.</translation>
    </message>
    <message>
        <source>Example: you dock three 4s at the Colony Constructor and pay 2 ore to land a colony.</source>
        <translation>Esempio: attracchi tre 4 al Costruttore di Colonie e paghi 2 minerale per far atterrare una colonia.</translation>
    </message>
    <message>
        <source>Burroughs Desert</source>
        <translation>Deserto Burroughs</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; you may buy the Relic Ship, the clear die, for 1 fuel and 1 ore at any moment of your turn while it stands on Burroughs Desert (R-24). It goes to the Maintenance Bay and joins your fleet when you gather your ships at the start of your next turn.</source>
        <translation>&lt;b&gt;Bonus:&lt;/b&gt; puoi comprare la Nave Reliquia, il dado trasparente, per 1 carburante e 1 minerale in qualsiasi momento del tuo turno, finché si trova nel Deserto Burroughs (R-24). Va nell'Hangar di Manutenzione e si unisce alla tua flotta quando raccogli le tue navi all'inizio del tuo prossimo turno.</translation>
    </message>
    <message>
        <source>The Relic Ship is an extra ship without a colour. You roll and dock it like your other ships, but it never counts as a ship of your colour (not for the Shipyard price, the Terraforming Station's minimum or the Plasma Cannon's limit), and whenever it would go to the ship stock it goes back to Burroughs Desert instead.</source>
        <translation>La Nave Reliquia è una nave extra senza colore. La lanci e la fai attraccare come le tue altre navi, ma non conta mai come nave del tuo colore (né per il prezzo del Cantiere Navale, né per il minimo della Stazione di Terraformazione, né per il limite del Cannone al Plasma), e ogni volta che andrebbe nella scorta di navi torna invece nel Deserto Burroughs.</translation>
    </message>
    <message>
        <source>You keep it only while you control Burroughs Desert and the Isolation Field is not there. If you lose control, or the Isolation Field arrives, the Relic Ship returns to Burroughs Desert at once, wherever it was. Whoever controls the territory may buy it again whenever it is back there.</source>
        <translation>La tieni solo finché controlli il Deserto Burroughs e lì non c'è il Campo di Isolamento. Se perdi il controllo, o arriva il Campo di Isolamento, la Nave Reliquia torna subito nel Deserto Burroughs, ovunque si trovasse. Chi controlla il territorio può ricomprarla ogni volta che è di nuovo lì.</translation>
    </message>
    <message>
        <source>Example: you terraform with the Relic Ship showing a 6. At the start of your next turn it goes home to Burroughs Desert, and you may buy it again during that same turn.</source>
        <translation>Esempio: terraformi con la Nave Reliquia che mostra un 6. All'inizio del tuo prossimo turno torna a casa nel Deserto Burroughs, e puoi ricomprarla durante quello stesso turno.</translation>
    </message>
    <message>
        <source>This bonus cannot be borrowed with the Data Crystal.</source>
        <translation>Questo bonus non può essere preso in prestito con il Cristallo di Dati.</translation>
    </message>
    <message>
        <source>The Relic Ship</source>
        <translation>La Nave Reliquia</translation>
    </message>
    <message>
        <source>The clear die is a ship with no colour. It starts on Burroughs Desert, and whoever controls Burroughs Desert may buy it for 1 fuel and 1 ore; it then joins their fleet from their next turn.</source>
        <translation>Il dado trasparente è una nave senza colore. Inizia nel Deserto Burroughs, e chi controlla il Deserto Burroughs può comprarla per 1 carburante e 1 minerale; si unisce poi alla sua flotta a partire dal suo turno successivo.</translation>
    </message>
    <message>
        <source>It counts as one of your ships for docking but never as a ship of your colour. Whenever it would go to the ship stock, or its holder loses control of Burroughs Desert, or the Isolation Field lands there, it goes back to Burroughs Desert. See Burroughs Desert and R-24.</source>
        <translation>Conta come una delle tue navi per attraccare, ma mai come nave del tuo colore. Ogni volta che andrebbe nella scorta di navi, o chi la possiede perde il controllo del Deserto Burroughs, o vi arriva il Campo di Isolamento, torna nel Deserto Burroughs. Vedi Deserto Burroughs e R-24.</translation>
    </message>
    <message>
        <source>Heinlein Plains</source>
        <translation>Pianure Heinlein</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; at the Orbital Market you always trade 1 fuel for 1 ore, whatever value your docked pair shows. You still need a pair docked there.</source>
        <translation>&lt;b&gt;Bonus:&lt;/b&gt; al Mercato Orbitale scambi sempre 1 carburante per 1 minerale, qualunque valore mostri la tua coppia attraccata. Serve comunque una coppia attraccata lì.</translation>
    </message>
    <message>
        <source>Example: with a pair of 6s at the Market, 4 fuel buys 4 ore instead of none.</source>
        <translation>Esempio: con una coppia di 6 al Mercato, 4 carburante comprano 4 minerale invece di nessuno.</translation>
    </message>
    <message>
        <source>Herbert Valley</source>
        <translation>Valle Herbert</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; each ship you build at the Shipyard costs 1 fuel and 1 ore less. Your 4th ship is free, the 5th costs 1 fuel and 1 ore, the 6th 2 fuel and 2 ore.</source>
        <translation>&lt;b&gt;Bonus:&lt;/b&gt; ogni nave che costruisci al Cantiere Navale costa 1 carburante e 1 minerale in meno. La tua 4ª nave è gratuita, la 5ª costa 1 carburante e 1 minerale, la 6ª 2 carburante e 2 minerale.</translation>
    </message>
    <message>
        <source>Lem Badlands</source>
        <translation>Calanchi Lem</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; each ship you dock at the Solar Converter gives 1 extra fuel.</source>
        <translation>&lt;b&gt;Bonus:&lt;/b&gt; ogni nave che attracchi al Convertitore Solare dà 1 carburante in più.</translation>
    </message>
    <message>
        <source>Example: a 3 and a 4 give 2 + 2 fuel, plus 2 for the bonus: 6 fuel instead of 4. Only ships docked after you gain the bonus count (R-8).</source>
        <translation>Esempio: un 3 e un 4 danno 2 + 2 carburante, più 2 per il bonus: 6 carburante invece di 4. Contano solo le navi attraccate dopo che hai ottenuto il bonus (R-8).</translation>
    </message>
    <message>
        <source>Pohl Foothills</source>
        <translation>Colline Pohl</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; every use of an alien tech card's fuel power costs you 1 fuel less (never below 0).</source>
        <translation>&lt;b&gt;Bonus:&lt;/b&gt; ogni uso del potere carburante di una carta tecnologia aliena ti costa 1 carburante in meno (mai sotto 0).</translation>
    </message>
    <message>
        <source>Example: the Booster Pod costs you nothing. Firing the Plasma Cannon at 3 ships costs 2 fuel instead of 3: the discount is per use, not per ship (R-16).</source>
        <translation>Esempio: il Modulo di Spinta non ti costa niente. Sparare con il Cannone al Plasma a 3 navi costa 2 carburante invece di 3: lo sconto è per uso, non per nave (R-16).</translation>
    </message>
    <message>
        <source>For the Data Crystal, the discount counts only if you already held this bonus before that use (R-7).</source>
        <translation>Per il Cristallo di Dati, lo sconto vale solo se avevi già questo bonus prima di quell'uso (R-7).</translation>
    </message>
    <message>
        <source>Van Vogt Mountains</source>
        <translation>Monti Van Vogt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; the first ship you dock at the Lunar Mine each turn may have any value, whatever is docked there. Your further ships there that turn follow the usual rule.</source>
        <translation>&lt;b&gt;Bonus:&lt;/b&gt; in ogni turno, la prima nave che attracchi alla Miniera Lunare può avere qualsiasi valore, qualunque cosa vi sia attraccata. Le tue navi successive lì in quel turno seguono la regola normale.</translation>
    </message>
    <message>
        <source>Example: the highest ship at the Mine is a 5 and you rolled 1, 2 and 5. Dock the 1 first, then the 5 as well: 2 ore.</source>
        <translation>Esempio: la nave più alta alla Miniera è un 5 e hai lanciato 1, 2 e 5. Attracca prima l'1, poi anche il 5: 2 minerale.</translation>
    </message>
    <message>
        <source>The bonus does not help if a ship of yours already docked at the Mine this turn before you gained it (R-8).</source>
        <translation>Il bonus non aiuta se in questo turno una tua nave ha già attraccato alla Miniera prima che tu lo ottenessi (R-8).</translation>
    </message>
    <message>
        <source>Field generators</source>
        <translation>Generatori di campo</translation>
    </message>
    <message>
        <source>There are three field generators: the Isolation Field, the Positron Field and the Repulsor Field. None is on the planet at the start. Each arrives when a particular alien tech card is discarded: the Stasis Beam brings the Isolation Field, the Data Crystal the Positron Field, the Gravity Manipulator the Repulsor Field.</source>
        <translation>Ci sono tre generatori di campo: il Campo di Isolamento, il Campo Positronico e il Campo Repulsore. All'inizio nessuno è sul pianeta. Ognuno arriva quando viene scartata una particolare carta tecnologia aliena: il Raggio di Stasi porta il Campo di Isolamento, il Cristallo di Dati il Campo Positronico, il Manipolatore Gravitazionale il Campo Repulsore.</translation>
    </message>
    <message>
        <source>The first such discard puts the generator on any territory. Each later discard of that kind moves it to a different territory (R-14). Generators may share a territory. Discarding the Booster Pod takes one generator off the planet; its card can bring it back later.</source>
        <translation>Il primo di questi scarti mette il generatore su un territorio qualsiasi. Ogni scarto successivo dello stesso tipo lo sposta su un territorio diverso (R-14). I generatori possono condividere un territorio. Scartare il Modulo di Spinta toglie un generatore dal pianeta; la sua carta può riportarlo più tardi.</translation>
    </message>
    <message>
        <source>A field generator changes the rules on its own territory only. Where its effect and an alien tech card disagree, the field generator wins.</source>
        <translation>Un generatore di campo cambia le regole solo sul proprio territorio. Quando il suo effetto e una carta tecnologia aliena sono in contrasto, prevale il generatore di campo.</translation>
    </message>
    <message>
        <source>Isolation Field</source>
        <translation>Campo di Isolamento</translation>
    </message>
    <message>
        <source>The territory with the Isolation Field has no bonus: its controller cannot use it, and nobody can borrow it with the Data Crystal.</source>
        <translation>Il territorio con il Campo di Isolamento non ha bonus: chi lo controlla non può usarlo, e nessuno può prenderlo in prestito con il Cristallo di Dati.</translation>
    </message>
    <message>
        <source>Control still counts for the score: the controller keeps the 1 VP for control, and the Positron Field's point if it is there too (R-13).</source>
        <translation>Il controllo conta comunque per il punteggio: chi controlla il territorio mantiene 1 PV per il controllo, e il punto del Campo Positronico se anche quello è lì (R-13).</translation>
    </message>
    <message>
        <source>On Burroughs Desert it means the Relic Ship cannot be bought, and a Relic Ship in use goes straight back to Burroughs Desert.</source>
        <translation>Nel Deserto Burroughs significa che la Nave Reliquia non può essere comprata, e una Nave Reliquia in uso torna subito nel Deserto Burroughs.</translation>
    </message>
    <message>
        <source>Placed or moved by discarding a Stasis Beam.</source>
        <translation>Piazzato o spostato scartando un Raggio di Stasi.</translation>
    </message>
    <message>
        <source>Positron Field</source>
        <translation>Campo Positronico</translation>
    </message>
    <message>
        <source>Whoever controls the territory with the Positron Field scores 1 extra VP. If nobody controls it, nobody gets the point.</source>
        <translation>Chi controlla il territorio con il Campo Positronico ottiene 1 PV in più. Se nessuno lo controlla, nessuno ottiene il punto.</translation>
    </message>
    <message>
        <source>The point follows control: if control changes or the field moves, the point moves with it at once. It counts even when the Isolation Field is on the same territory (R-13).</source>
        <translation>Il punto segue il controllo: se il controllo cambia o il campo si sposta, il punto si sposta subito con esso. Conta anche quando il Campo di Isolamento è sullo stesso territorio (R-13).</translation>
    </message>
    <message>
        <source>Placed or moved by discarding a Data Crystal.</source>
        <translation>Piazzato o spostato scartando un Cristallo di Dati.</translation>
    </message>
    <message>
        <source>Repulsor Field</source>
        <translation>Campo Repulsore</translation>
    </message>
    <message>
        <source>No colony may be added to or taken from the territory with the Repulsor Field. No colony can land there, and the discard powers of the Orbital Teleporter and the Polarity Device cannot move colonies into or out of it (R-15, R-19).</source>
        <translation>Nessuna colonia può essere aggiunta al territorio con il Campo Repulsore o tolta da esso. Nessuna colonia può atterrarvi, e i poteri di scarto del Teletrasporto Orbitale e del Dispositivo di Polarità non possono spostare colonie dentro o fuori di esso (R-15, R-19).</translation>
    </message>
    <message>
        <source>It does not protect field generators: it can itself be moved or removed, and so can any other generator on the same territory.</source>
        <translation>Non protegge i generatori di campo: esso stesso può essere spostato o rimosso, e così qualsiasi altro generatore sullo stesso territorio.</translation>
    </message>
    <message>
        <source>Placed or moved by discarding a Gravity Manipulator.</source>
        <translation>Piazzato o spostato scartando un Manipolatore Gravitazionale.</translation>
    </message>
    <message>
        <source>Alien tech cards</source>
        <translation>Carte tecnologia aliena</translation>
    </message>
    <message>
        <source>Alien tech cards bend the rules. Everyone's cards lie face up. You gain them at the Alien Artifact, by a raid at the Raiders' Outpost, or with the Temporal Warper's discard power; each player is also dealt one at setup.</source>
        <translation>Le carte tecnologia aliena piegano le regole. Le carte di tutti sono scoperte. Le ottieni all'Artefatto Alieno, con una razzia all'Avamposto dei Predoni, o con il potere di scarto del Distorsore Temporale; inoltre ogni giocatore ne riceve una durante la preparazione.</translation>
    </message>
    <message>
        <source>Most cards have two powers: a &lt;b&gt;fuel power&lt;/b&gt;, paid in fuel each time you use it, and a &lt;b&gt;discard power&lt;/b&gt;, used by putting the card on the discard pile. Some cards have only one power, or none. You use them during your own turn, at any moment of the main stage, even right after gaining them (the Resource Cache is the exception).</source>
        <translation>La maggior parte delle carte ha due poteri: un &lt;b&gt;potere carburante&lt;/b&gt;, pagato in carburante ogni volta che lo usi, e un &lt;b&gt;potere di scarto&lt;/b&gt;, usato mettendo la carta nella pila degli scarti. Alcune carte hanno un solo potere, o nessuno. Le usi durante il tuo turno, in qualsiasi momento della fase principale, anche subito dopo averle ottenute (il Deposito di Risorse è l'eccezione).</translation>
    </message>
    <message>
        <source>Limits: each card can be used once per turn. You may use only one discard power per turn in all. A card whose fuel power you used this turn cannot be discarded for its power in the same turn.</source>
        <translation>Limiti: ogni carta può essere usata una volta per turno. Puoi usare un solo potere di scarto per turno in tutto. Una carta di cui hai usato il potere carburante in questo turno non può essere scartata per il suo potere nello stesso turno.</translation>
    </message>
    <message>
        <source>Nobody may hold two copies of the same card. You cannot claim a card you already hold at the Alien Artifact, and a copy stolen in a raid is discarded at once without effect. (Edition X puts it in general terms: a duplicate that reaches you is discarded without its discard power.)</source>
        <translation>Nessuno può possedere due copie della stessa carta. Non puoi reclamare all'Artefatto Alieno una carta che possiedi già, e una copia rubata in una razzia viene scartata subito senza effetto. (L'Edizione X lo dice in termini generali: un duplicato che ti arriva viene scartato senza il suo potere di scarto.)</translation>
    </message>
    <message>
        <source>A card that changes a ship's value can never take it below 1 or above 6. (Edition X: the Booster Pod on a 6 or the Stasis Beam on a 1 may be used, but does nothing.)</source>
        <translation>Una carta che cambia il valore di una nave non può mai portarlo sotto 1 o sopra 6. (Edizione X: il Modulo di Spinta su un 6 o il Raggio di Stasi su un 1 possono essere usati, ma non fanno niente.)</translation>
    </message>
    <message>
        <source>Where a card's power and a field generator's effect disagree, the field generator wins. If the draw pile runs out, the discard pile is shuffled to make a new one.</source>
        <translation>Quando il potere di una carta e l'effetto di un generatore di campo sono in contrasto, prevale il generatore di campo. Se il mazzo di pesca si esaurisce, la pila degli scarti viene mescolata per formarne uno nuovo.</translation>
    </message>
    <message>
        <source>Cards count in the tie-break, and two of them, the Alien City and the Alien Monument, are worth 1 VP each.</source>
        <translation>Le carte contano nello spareggio, e due di esse, la Città Aliena e il Monumento Alieno, valgono 1 PV ciascuna.</translation>
    </message>
    <message>
        <source>Alien City</source>
        <translation>Città Aliena</translation>
    </message>
    <message>
        <source>Worth 1 VP for as long as you hold it. It has no fuel power and no discard power.</source>
        <translation>Vale 1 PV finché la possiedi. Non ha né potere carburante né potere di scarto.</translation>
    </message>
    <message>
        <source>There is one in the deck. The same player may hold both the Alien City and the Alien Monument. Like any card it can be stolen in a raid, and it counts as a card in the tie-break.</source>
        <translation>Ce n'è una nel mazzo. Lo stesso giocatore può possedere sia la Città Aliena sia il Monumento Alieno. Come ogni carta può essere rubata in una razzia, e conta come carta nello spareggio.</translation>
    </message>
    <message>
        <source>Alien Monument</source>
        <translation>Monumento Alieno</translation>
    </message>
    <message>
        <source>There is one in the deck. The same player may hold both the Alien Monument and the Alien City. Like any card it can be stolen in a raid, and it counts as a card in the tie-break.</source>
        <translation>Ce n'è uno nel mazzo. Lo stesso giocatore può possedere sia il Monumento Alieno sia la Città Aliena. Come ogni carta può essere rubato in una razzia, e conta come carta nello spareggio.</translation>
    </message>
    <message>
        <source>Booster Pod</source>
        <translation>Modulo di Spinta</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel):&lt;/b&gt; add 1 to one of your unplaced ships. A 6 cannot be raised (Edition X: you may, but nothing happens).</source>
        <translation>&lt;b&gt;Potere carburante (1 carburante):&lt;/b&gt; aggiungi 1 a una delle tue navi non piazzate. Un 6 non può essere aumentato (Edizione X: puoi farlo, ma non succede niente).</translation>
    </message>
    <message>
        <source>Example: you rolled 1, 3 and 4. Raise the 3 to a 4 and dock the pair of 4s at the Shipyard.</source>
        <translation>Esempio: hai lanciato 1, 3 e 4. Porta il 3 a 4 e attracca la coppia di 4 al Cantiere Navale.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take any one field generator off the planet. It comes back only when its card is discarded again (R-14).</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; togli un generatore di campo qualsiasi dal pianeta. Torna solo quando la sua carta viene scartata di nuovo (R-14).</translation>
    </message>
    <message>
        <source>Data Crystal</source>
        <translation>Cristallo di Dati</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel per colony):&lt;/b&gt; choose a territory and pay 1 fuel for each colony on it, counting every player's colonies. For the rest of this turn you may use its bonus as if you controlled it. Not possible for a territory without colonies, for one with the Isolation Field, or for Burroughs Desert (R-7).</source>
        <translation>&lt;b&gt;Potere carburante (1 carburante per colonia):&lt;/b&gt; scegli un territorio e paga 1 carburante per ogni colonia che vi si trova, contando le colonie di tutti i giocatori. Per il resto di questo turno puoi usarne il bonus come se lo controllassi. Non è possibile per un territorio senza colonie, per uno con il Campo di Isolamento, né per il Deserto Burroughs (R-7).</translation>
    </message>
    <message>
        <source>Example: Heinlein Plains has one green and one red colony. You pay 2 fuel, and this turn you trade 1 fuel for 1 ore at the Orbital Market.</source>
        <translation>Esempio: sulle Pianure Heinlein ci sono una colonia verde e una rossa. Paghi 2 carburante, e in questo turno scambi 1 carburante per 1 minerale al Mercato Orbitale.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put the Positron Field on a territory, or move it to a different one.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; metti il Campo Positronico su un territorio, o spostalo su un territorio diverso.</translation>
    </message>
    <message>
        <source>Gravity Manipulator</source>
        <translation>Manipolatore Gravitazionale</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (2 fuel):&lt;/b&gt; take 1 from one of your unplaced ships and add 1 to another. You need two unplaced ships, and both values stay between 1 and 6.</source>
        <translation>&lt;b&gt;Potere carburante (2 carburante):&lt;/b&gt; togli 1 a una delle tue navi non piazzate e aggiungi 1 a un'altra. Ti servono due navi non piazzate, ed entrambi i valori restano tra 1 e 6.</translation>
    </message>
    <message>
        <source>Example: you rolled 1, 2 and 5. Move a point from the 2 to the 5: you now have 1, 1 and 6.</source>
        <translation>Esempio: hai lanciato 1, 2 e 5. Sposta un punto dal 2 al 5: ora hai 1, 1 e 6.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put the Repulsor Field on a territory, or move it to a different one.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; metti il Campo Repulsore su un territorio, o spostalo su un territorio diverso.</translation>
    </message>
    <message>
        <source>Holographic Decoy</source>
        <translation>Esca Olografica</translation>
    </message>
    <message>
        <source>No fuel power and no discard power: it protects you while you hold it.</source>
        <translation>Né potere carburante né potere di scarto: ti protegge finché la possiedi.</translation>
    </message>
    <message>
        <source>A raider cannot take your fuel or ore. A raider who wants a card from you may take only the Decoy itself, which ends your protection. If the raider already holds a Decoy, the stolen one is discarded (R-10).</source>
        <translation>Un predone non può prenderti carburante o minerale. Un predone che vuole una tua carta può prendere solo l'Esca stessa, e così la tua protezione finisce. Se il predone possiede già un'Esca, quella rubata viene scartata (R-10).</translation>
    </message>
    <message>
        <source>Orbital Teleporter</source>
        <translation>Teletrasporto Orbitale</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (2 fuel):&lt;/b&gt; move one of your docked ships to a different facility. It keeps its value and docks there under the usual conditions, alone or together with your unplaced ships (to complete a pair, for example). It cannot go back to the facility it just left.</source>
        <translation>&lt;b&gt;Potere carburante (2 carburante):&lt;/b&gt; sposta una delle tue navi attraccate in una struttura diversa. Mantiene il suo valore e vi attracca alle condizioni normali, da sola o insieme alle tue navi non piazzate (per completare una coppia, per esempio). Non può tornare nella struttura che ha appena lasciato.</translation>
    </message>
    <message>
        <source>Not from the Terraforming Station, and not from the Maintenance Bay (2013 rules and Edition X). What the ship earned where it was stays earned; benefits that last only while it is docked there end (R-9).</source>
        <translation>Non dalla Stazione di Terraformazione, e non dall'Hangar di Manutenzione (regole 2013 ed Edizione X). Ciò che la nave ha guadagnato dove si trovava resta guadagnato; i benefici che durano solo finché è attraccata lì finiscono (R-9).</translation>
    </message>
    <message>
        <source>Example: you rolled 2, 5 and 6. The 6 docks at the Lunar Mine for 1 ore. You pay 2 fuel to move it to the Alien Artifact and dock the 2 there too: the total is 8, so you claim a card.</source>
        <translation>Esempio: hai lanciato 2, 5 e 6. Il 6 attracca alla Miniera Lunare per 1 minerale. Paghi 2 carburante per spostarlo all'Artefatto Alieno e vi attracchi anche il 2: il totale è 8, quindi reclami una carta.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; move any one colony, yours or another player's, from its territory to a different one. The Repulsor Field blocks both the territory it leaves and the one it goes to (R-19).</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; sposta una colonia qualsiasi, tua o di un altro giocatore, dal suo territorio a un territorio diverso. Il Campo Repulsore blocca sia il territorio che lascia sia quello in cui va (R-19).</translation>
    </message>
    <message>
        <source>Plasma Cannon</source>
        <translation>Cannone al Plasma</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel per ship):&lt;/b&gt; remove other players' ships from one facility; they go to the Maintenance Bay. A ship removed from the Terraforming Station goes to the ship stock instead (the Relic Ship to Burroughs Desert). Never your own ships, only one facility per use, and not the Maintenance Bay. Pohl Foothills takes 1 fuel off the whole use (R-16).</source>
        <translation>&lt;b&gt;Potere carburante (1 carburante per nave):&lt;/b&gt; rimuovi le navi degli altri giocatori da una struttura; vanno nell'Hangar di Manutenzione. Una nave rimossa dalla Stazione di Terraformazione va invece nella scorta di navi (la Nave Reliquia nel Deserto Burroughs). Mai le tue navi, solo una struttura per uso, e non l'Hangar di Manutenzione. Le Colline Pohl tolgono 1 carburante dall'intero uso (R-16).</translation>
    </message>
    <message>
        <source>Example: every pair at the Shipyard is taken. You pay 2 fuel to send two red ships from the Shipyard to the Maintenance Bay, then dock your own pair there.</source>
        <translation>Esempio: tutte le coppie al Cantiere Navale sono occupate. Paghi 2 carburante per mandare due navi rosse dal Cantiere Navale all'Hangar di Manutenzione, poi vi attracchi la tua coppia.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; send one docked ship of another player to the ship stock; they may build it again later. The owner must still have at least 3 ships of their colour for their next turn: a ship on the Terraforming Station counts as already lost, the Relic Ship never counts. (First edition: the owner must have more than 3 ships of their colour in play.)</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; manda una nave attraccata di un altro giocatore nella scorta di navi; potrà costruirla di nuovo più tardi. Il proprietario deve avere ancora almeno 3 navi del suo colore per il suo prossimo turno: una nave sulla Stazione di Terraformazione conta come già persa, la Nave Reliquia non conta mai. (Prima edizione: il proprietario deve avere più di 3 navi del suo colore in gioco.)</translation>
    </message>
    <message>
        <source>The discard may target the Relic Ship whatever its holder's fleet (it goes back to Burroughs Desert) and a ship on the Terraforming Station; under the 2013 rules and Edition X, not a ship on the Maintenance Bay (R-16).</source>
        <translation>Lo scarto può colpire la Nave Reliquia qualunque sia la flotta di chi la possiede (torna nel Deserto Burroughs) e una nave sulla Stazione di Terraformazione; con le regole 2013 e l'Edizione X, non una nave nell'Hangar di Manutenzione (R-16).</translation>
    </message>
    <message>
        <source>Polarity Device</source>
        <translation>Dispositivo di Polarità</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel):&lt;/b&gt; turn one of your unplaced ships over to its opposite face: 1 becomes 6, 2 becomes 5, 3 becomes 4, and the other way round.</source>
        <translation>&lt;b&gt;Potere carburante (1 carburante):&lt;/b&gt; gira una delle tue navi non piazzate sulla faccia opposta: 1 diventa 6, 2 diventa 5, 3 diventa 4, e viceversa.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; swap two colonies of two different players standing on two different territories. Not if either territory has the Repulsor Field (R-15).</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; scambia due colonie di due giocatori diversi che si trovano su due territori diversi. Non se uno dei due territori ha il Campo Repulsore (R-15).</translation>
    </message>
    <message>
        <source>Example: Herbert Valley has 2 yellow colonies and Lem Badlands 2 red ones. Swap one yellow for one red: both territories now have one of each, and neither player controls them.</source>
        <translation>Esempio: nella Valle Herbert ci sono 2 colonie gialle e sui Calanchi Lem 2 rosse. Scambia una gialla con una rossa: ora entrambi i territori ne hanno una di ciascun colore, e nessuno dei due giocatori li controlla.</translation>
    </message>
    <message>
        <source>Resource Cache</source>
        <translation>Deposito di Risorse</translation>
    </message>
    <message>
        <source>No power to pay for and no discard power to choose: it pays out by itself. Right after you roll your ships, before any card is used, count the odd and even values. More odd: take 1 ore. More even: take 1 fuel. As many odd as even: take 1 fuel and 1 ore, and the card goes to the discard pile at once.</source>
        <translation>Nessun potere da pagare e nessun potere di scarto da scegliere: rende da solo. Subito dopo che hai lanciato le tue navi, prima che venga usata qualsiasi carta, conta i valori dispari e pari. Più dispari: prendi 1 minerale. Più pari: prendi 1 carburante. Tanti dispari quanti pari: prendi 1 carburante e 1 minerale, e la carta va subito nella pila degli scarti.</translation>
    </message>
    <message>
        <source>That forced discard does not count as your one discard of the turn (R-6). The card first pays out at the roll of your turn after you gained it.</source>
        <translation>Quello scarto obbligato non conta come il tuo unico scarto del turno (R-6). La carta rende per la prima volta al lancio del tuo primo turno dopo che l'hai ottenuta.</translation>
    </message>
    <message>
        <source>Example: you roll 2, 4 and 5: more even, take 1 fuel. Next turn you roll 1, 2, 3 and 6: two of each, so take 1 fuel and 1 ore and discard the Cache.</source>
        <translation>Esempio: lanci 2, 4 e 5: più pari, prendi 1 carburante. Il turno successivo lanci 1, 2, 3 e 6: due di ciascuno, quindi prendi 1 carburante e 1 minerale e scarti il Deposito.</translation>
    </message>
    <message>
        <source>Stasis Beam</source>
        <translation>Raggio di Stasi</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel):&lt;/b&gt; take 1 from one of your unplaced ships. A 1 cannot be lowered (Edition X: you may, but nothing happens).</source>
        <translation>&lt;b&gt;Potere carburante (1 carburante):&lt;/b&gt; togli 1 a una delle tue navi non piazzate. Un 1 non può essere abbassato (Edizione X: puoi farlo, ma non succede niente).</translation>
    </message>
    <message>
        <source>Example: you rolled 1, 2 and 5. Lower the 2 to a 1 and dock the pair of 1s at the Orbital Market for the best price: 1 fuel per ore.</source>
        <translation>Esempio: hai lanciato 1, 2 e 5. Abbassa il 2 a 1 e attracca la coppia di 1 al Mercato Orbitale per il prezzo migliore: 1 carburante per minerale.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put the Isolation Field on a territory, or move it to a different one.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; metti il Campo di Isolamento su un territorio, o spostalo su un territorio diverso.</translation>
    </message>
    <message>
        <source>Temporal Warper</source>
        <translation>Distorsore Temporale</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel):&lt;/b&gt; roll again as many of your unplaced ships as you like (at least one).</source>
        <translation>&lt;b&gt;Potere carburante (1 carburante):&lt;/b&gt; rilancia quante vuoi delle tue navi non piazzate (almeno una).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take one card of your choice from the discard pile; you may look through the pile first. Not a card you already hold, and not possible while the pile is empty (R-5).</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; prendi una carta a tua scelta dalla pila degli scarti; puoi prima guardare la pila. Non una carta che possiedi già, e non è possibile finché la pila è vuota (R-5).</translation>
    </message>
    <message>
        <source>Example: the Alien City is in the discard pile. You discard the Temporal Warper and take the Alien City: 1 VP.</source>
        <translation>Esempio: la Città Aliena è nella pila degli scarti. Scarti il Distorsore Temporale e prendi la Città Aliena: 1 PV.</translation>
    </message>
    <message>
        <source>Mind Control Helmet</source>
        <translation>Casco di Controllo Mentale</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (3 fuel):&lt;/b&gt; move one docked ship of another player to a different facility and use it there as if it were yours, alone or together with your unplaced ships. It keeps its value. Its owner gathers it as usual on their next turn.</source>
        <translation>&lt;b&gt;Potere carburante (3 carburante):&lt;/b&gt; sposta una nave attraccata di un altro giocatore in una struttura diversa e usala lì come se fosse tua, da sola o insieme alle tue navi non piazzate. Mantiene il suo valore. Il suo proprietario la raccoglie normalmente nel suo turno successivo.</translation>
    </message>
    <message>
        <source>Not from the Terraforming Station or the Maintenance Bay, and not onto the Terraforming Station (Edition X: not onto the Maintenance Bay either).</source>
        <translation>Non dalla Stazione di Terraformazione o dall'Hangar di Manutenzione, e non verso la Stazione di Terraformazione (Edizione X: nemmeno verso l'Hangar di Manutenzione).</translation>
    </message>
    <message>
        <source>Example: you are red. You pay 3 fuel to move a green 3 from the Solar Converter to the Shipyard, dock your own 3 beside it and build a ship. On green's turn the green 3 goes back to green; your 3 stays docked.</source>
        <translation>Esempio: sei il giocatore rosso. Paghi 3 carburante per spostare un 3 verde dal Convertitore Solare al Cantiere Navale, vi attracchi accanto il tuo 3 e costruisci una nave. Nel turno del giocatore verde, il 3 verde torna a lui; il tuo 3 resta attraccato.</translation>
    </message>
    <message>
        <source>No discard power. The first-edition deck has no Mind Control Helmet.</source>
        <translation>Nessun potere di scarto. Il mazzo della prima edizione non ha il Casco di Controllo Mentale.</translation>
    </message>
    <message>
        <source>About our rulings</source>
        <translation>I nostri chiarimenti</translation>
    </message>
    <message>
        <source>The rulebooks leave some situations open. The rulings R-1 to R-28 are the answers this app applies, so that every game is refereed the same way. A refusal that rests on a ruling links to it.</source>
        <translation>I regolamenti lasciano aperte alcune situazioni. I chiarimenti da R-1 a R-28 sono le risposte che questa app applica, così che ogni partita sia arbitrata allo stesso modo. Un rifiuto basato su un chiarimento rimanda a esso.</translation>
    </message>
    <message>
        <source>If your group plays a point differently, agree on it at the table; the app follows these rulings.</source>
        <translation>Se il vostro gruppo gioca un punto in modo diverso, accordatevi al tavolo; l'app segue questi chiarimenti.</translation>
    </message>
    <message>
        <source>R-1: Dock if you can</source>
        <translation>R-1: Attracca se puoi</translation>
    </message>
    <message>
        <source>Whether a ship may go to the Maintenance Bay is decided ship by ship, when you send it there. It may go only if, in the game as it stands, it cannot legally dock at any facility: no free port that takes it, no unplaced ships to complete the pair, set of three or run it needs, or a cost you cannot pay now.</source>
        <translation>Se una nave possa andare nell'Hangar di Manutenzione si decide nave per nave, quando ce la mandi. Può andarci solo se, nella situazione attuale della partita, non può attraccare legalmente a nessuna struttura: nessuna porta libera che la accetti, nessuna nave non piazzata per completare la coppia, il tris o la scala di cui ha bisogno, oppure un costo che ora non puoi pagare.</translation>
    </message>
    <message>
        <source>Alien tech you might still use does not count: you never have to play a card to make a docking possible.</source>
        <translation>La tecnologia aliena che potresti ancora usare non conta: non sei mai obbligato a giocare una carta per rendere possibile un attracco.</translation>
    </message>
    <message>
        <source>You choose the order of your dockings and do not have to dock as many ships as possible. When the app refuses, it names a facility where the ship could still dock.</source>
        <translation>Scegli tu l'ordine dei tuoi attracchi e non sei obbligato ad attraccare quante più navi possibile. Quando l'app rifiuta, indica una struttura dove la nave potrebbe ancora attraccare.</translation>
    </message>
    <message>
        <source>R-2: A colony waiting on circle 7</source>
        <translation>R-2: Una colonia in attesa sul cerchio 7</translation>
    </message>
    <message>
        <source>Once your colony reaches circle 7 of the Colonist Hub you cannot dock more ships at the Hub until you launch it.</source>
        <translation>Una volta che la tua colonia raggiunge il cerchio 7 del Centro Coloni non puoi attraccare altre navi al Centro finché non la lanci.</translation>
    </message>
    <message>
        <source>Ships docked together in the one docking that brings it to circle 7 still count: their extra advances start your next colony if you launch at once.</source>
        <translation>Le navi attraccate insieme nell'attracco che la porta al cerchio 7 contano comunque: i loro avanzamenti in più avviano la tua colonia successiva se lanci subito.</translation>
    </message>
    <message>
        <source>R-3: Launching in the middle of a turn</source>
        <translation>R-3: Lanciare a metà turno</translation>
    </message>
    <message>
        <source>You may launch a colony from circle 7 at any moment of your turn and then go on docking at the Hub: the next ship starts a new colony on circle 1.</source>
        <translation>Puoi lanciare una colonia dal cerchio 7 in qualsiasi momento del tuo turno e poi continuare ad attraccare al Centro: la nave successiva avvia una nuova colonia sul cerchio 1.</translation>
    </message>
    <message>
        <source>Your track still has only 3 ports, so your ships already docked there this turn leave that many fewer for the new colony.</source>
        <translation>Il tuo tracciato ha comunque solo 3 porte, quindi le tue navi già attraccate lì in questo turno ne lasciano altrettante in meno per la nuova colonia.</translation>
    </message>
    <message>
        <source>R-4: Shipyard price</source>
        <translation>R-4: Prezzo del Cantiere Navale</translation>
    </message>
    <message>
        <source>The new ship's number is the count of ships of your colour not in the stock, plus one. That count takes in ships in your fleet, docked anywhere, on the Maintenance Bay and on the Terraforming Station. The Relic Ship never counts.</source>
        <translation>Il numero della nuova nave è il conteggio delle navi del tuo colore che non sono nella scorta, più uno. Il conteggio comprende le navi nella tua flotta, attraccate ovunque, nell'Hangar di Manutenzione e sulla Stazione di Terraformazione. La Nave Reliquia non conta mai.</translation>
    </message>
    <message>
        <source>4th ship: 1 fuel and 1 ore. 5th: 2 and 2. 6th: 3 and 3. Herbert Valley takes 1 fuel and 1 ore off each.</source>
        <translation>4ª nave: 1 carburante e 1 minerale. 5ª: 2 e 2. 6ª: 3 e 3. La Valle Herbert toglie 1 carburante e 1 minerale da ciascun prezzo.</translation>
    </message>
    <message>
        <source>R-5: Temporal Warper discard</source>
        <translation>R-5: Scarto del Distorsore Temporale</translation>
    </message>
    <message>
        <source>You choose from the discard pile as it was before the Warper itself was discarded, so the Warper cannot take itself back.</source>
        <translation>Scegli dalla pila degli scarti com'era prima che il Distorsore stesso venisse scartato, quindi il Distorsore non può riprendere sé stesso.</translation>
    </message>
    <message>
        <source>You cannot take a card you already hold. With an empty discard pile the discard is refused, as it would gain nothing.</source>
        <translation>Non puoi prendere una carta che possiedi già. Con la pila degli scarti vuota lo scarto viene rifiutato, perché non otterrebbe niente.</translation>
    </message>
    <message>
        <source>R-6: The Resource Cache's own discard</source>
        <translation>R-6: Lo scarto automatico del Deposito di Risorse</translation>
    </message>
    <message>
        <source>When you roll as many odd as even ships and the Resource Cache is discarded, that is not your one discard of the turn: you may still use another card's discard power.</source>
        <translation>Quando lanci tante navi dispari quante pari e il Deposito di Risorse viene scartato, quello non è il tuo unico scarto del turno: puoi ancora usare il potere di scarto di un'altra carta.</translation>
    </message>
    <message>
        <source>It happens right after the roll, before any alien tech can change the values, and never in the turn in which you gained the card.</source>
        <translation>Avviene subito dopo il lancio, prima che qualsiasi tecnologia aliena possa cambiare i valori, e mai nel turno in cui hai ottenuto la carta.</translation>
    </message>
    <message>
        <source>R-7: Data Crystal details</source>
        <translation>R-7: Dettagli del Cristallo di Dati</translation>
    </message>
    <message>
        <source>The cost is 1 fuel per colony on the chosen territory, whoever they belong to. Like any card, it is used at most once per turn.</source>
        <translation>Il costo è 1 carburante per ogni colonia sul territorio scelto, a chiunque appartenga. Come ogni carta, si usa al massimo una volta per turno.</translation>
    </message>
    <message>
        <source>You cannot borrow Burroughs Desert, a territory with no colonies, or a territory with the Isolation Field.</source>
        <translation>Non puoi prendere in prestito il Deserto Burroughs, un territorio senza colonie, o un territorio con il Campo di Isolamento.</translation>
    </message>
    <message>
        <source>Pohl Foothills lowers the Crystal's cost only if you already had the Pohl Foothills bonus before this use; borrowing Pohl Foothills does not make its own borrowing cheaper.</source>
        <translation>Le Colline Pohl riducono il costo del Cristallo solo se avevi già il bonus delle Colline Pohl prima di questo uso; prendere in prestito le Colline Pohl non rende più economico il loro stesso prestito.</translation>
    </message>
    <message>
        <source>R-8: Bonuses are not retroactive</source>
        <translation>R-8: I bonus non sono retroattivi</translation>
    </message>
    <message>
        <source>A bonus gained during a turn applies from that moment on, never to what was done before.</source>
        <translation>Un bonus ottenuto durante un turno si applica da quel momento in poi, mai a ciò che è stato fatto prima.</translation>
    </message>
    <message>
        <source>Van Vogt Mountains helps only if no ship of yours has docked at the Lunar Mine yet this turn. Lem Badlands adds fuel only for ships docked at the Solar Converter after you gained it. Asimov Crater gives its extra circle when a ship docks at the Hub while you hold the bonus and your Hub ships this turn are 2 or more.</source>
        <translation>I Monti Van Vogt aiutano solo se nessuna tua nave ha ancora attraccato alla Miniera Lunare in questo turno. I Calanchi Lem aggiungono carburante solo per le navi attraccate al Convertitore Solare dopo che li hai ottenuti. Il Cratere Asimov dà il suo cerchio in più quando una nave attracca al Centro mentre hai il bonus e le tue navi al Centro in questo turno sono 2 o più.</translation>
    </message>
    <message>
        <source>R-9: Moving a docked ship away</source>
        <translation>R-9: Spostare via una nave attraccata</translation>
    </message>
    <message>
        <source>When the Orbital Teleporter or the Mind Control Helmet moves a ship away from a facility, what it already earned there stays earned: fuel, ore, a landed colony, Hub advances, a claimed card.</source>
        <translation>Quando il Teletrasporto Orbitale o il Casco di Controllo Mentale spostano una nave via da una struttura, ciò che ha già guadagnato lì resta guadagnato: carburante, minerale, una colonia atterrata, avanzamenti al Centro, una carta reclamata.</translation>
    </message>
    <message>
        <source>Effects that last only while the ship is docked stop: an Orbital Market pair that is broken allows no more trades.</source>
        <translation>Gli effetti che durano solo finché la nave è attraccata cessano: una coppia del Mercato Orbitale che viene spezzata non permette altri scambi.</translation>
    </message>
    <message>
        <source>Ships left at the Raiders' Outpost after one is moved or removed are bumped by a run with a higher total than theirs.</source>
        <translation>Le navi rimaste all'Avamposto dei Predoni dopo che una è stata spostata o rimossa vengono scalzate da una scala con un totale più alto del loro.</translation>
    </message>
    <message>
        <source>R-10: Holographic Decoy and raids</source>
        <translation>R-10: Esca Olografica e razzie</translation>
    </message>
    <message>
        <source>A raid for resources may take up to 4 tokens from any players except those holding the Holographic Decoy.</source>
        <translation>Una razzia di risorse può prendere fino a 4 segnalini da qualsiasi giocatore, tranne da chi possiede l'Esca Olografica.</translation>
    </message>
    <message>
        <source>From a Decoy holder a raid can take only the Decoy card. If the raider already holds a Decoy, the stolen one is discarded.</source>
        <translation>A chi possiede l'Esca una razzia può prendere solo la carta Esca. Se il predone possiede già un'Esca, quella rubata viene scartata.</translation>
    </message>
    <message>
        <source>R-11: The game ends at once</source>
        <translation>R-11: La partita finisce subito</translation>
    </message>
    <message>
        <source>The game ends the moment a player's last colony lands on a territory, even in the middle of a turn.</source>
        <translation>La partita finisce nel momento in cui l'ultima colonia di un giocatore atterra su un territorio, anche a metà turno.</translation>
    </message>
    <message>
        <source>No more ships are docked, no cards are used or discarded, and nobody discards down to 8. The tie-breaks use the cards, ore and fuel held at that moment.</source>
        <translation>Non si attraccano più navi, non si usano né si scartano carte, e nessuno scarta fino a 8. Gli spareggi usano le carte, il minerale e il carburante posseduti in quel momento.</translation>
    </message>
    <message>
        <source>R-12: Lunar Mine, one ship at a time</source>
        <translation>R-12: Miniera Lunare, una nave alla volta</translation>
    </message>
    <message>
        <source>Each ship is checked against the highest ship at the Mine when it docks, including ships you docked just before it.</source>
        <translation>Ogni nave, quando attracca, è confrontata con la nave più alta presente alla Miniera, comprese le navi che hai attraccato subito prima.</translation>
    </message>
    <message>
        <source>Ships entered together are docked from the lowest to the highest. Over a docked 4, a 4 and a 6 entered together both dock; a 3 and a 6 entered together are refused, because the 3 is too low.</source>
        <translation>Le navi inserite insieme attraccano dalla più bassa alla più alta. Sopra un 4 attraccato, un 4 e un 6 inseriti insieme attraccano entrambi; un 3 e un 6 inseriti insieme vengono rifiutati, perché il 3 è troppo basso.</translation>
    </message>
    <message>
        <source>R-13: Isolation and Positron together</source>
        <translation>R-13: Isolamento e Positronico insieme</translation>
    </message>
    <message>
        <source>If the Isolation Field and the Positron Field share a territory, its controller still scores the point for control and the Positron point. Only the territory's bonus is lost.</source>
        <translation>Se il Campo di Isolamento e il Campo Positronico condividono un territorio, chi lo controlla ottiene comunque il punto per il controllo e il punto del Campo Positronico. Si perde solo il bonus del territorio.</translation>
    </message>
    <message>
        <source>R-14: Placing and moving field generators</source>
        <translation>R-14: Piazzare e spostare i generatori di campo</translation>
    </message>
    <message>
        <source>"Move" means to a different territory: a discard that would leave the generator where it is is refused.</source>
        <translation>«Spostare» significa su un territorio diverso: uno scarto che lascerebbe il generatore dov'è viene rifiutato.</translation>
    </message>
    <message>
        <source>Generators may share a territory. A generator removed with the Booster Pod leaves the board; the next discard of its card places it again on any territory.</source>
        <translation>I generatori possono condividere un territorio. Un generatore rimosso con il Modulo di Spinta lascia il tabellone; lo scarto successivo della sua carta lo piazza di nuovo su un territorio qualsiasi.</translation>
    </message>
    <message>
        <source>R-15: Polarity Device swap</source>
        <translation>R-15: Scambio del Dispositivo di Polarità</translation>
    </message>
    <message>
        <source>The swap exchanges two colonies of two different players that stand on two different territories.</source>
        <translation>Lo scambio riguarda due colonie di due giocatori diversi che si trovano su due territori diversi.</translation>
    </message>
    <message>
        <source>It is not possible if either territory has the Repulsor Field.</source>
        <translation>Non è possibile se uno dei due territori ha il Campo Repulsore.</translation>
    </message>
    <message>
        <source>R-16: Plasma Cannon details</source>
        <translation>R-16: Dettagli del Cannone al Plasma</translation>
    </message>
    <message>
        <source>Discard power: it may target the Relic Ship whatever its holder's fleet; the Relic Ship goes back to Burroughs Desert. It may target a ship on the Terraforming Station, which goes to the stock. Under the 2013 rules and Edition X it may not target a ship on the Maintenance Bay.</source>
        <translation>Potere di scarto: può colpire la Nave Reliquia qualunque sia la flotta di chi la possiede; la Nave Reliquia torna nel Deserto Burroughs. Può colpire una nave sulla Stazione di Terraformazione, che va nella scorta. Con le regole 2013 e l'Edizione X non può colpire una nave nell'Hangar di Manutenzione.</translation>
    </message>
    <message>
        <source>Fuel power: 1 fuel per ship removed, from one facility per use. Pohl Foothills takes 1 fuel off the use, not off each ship.</source>
        <translation>Potere carburante: 1 carburante per nave rimossa, da una sola struttura per uso. Le Colline Pohl tolgono 1 carburante dall'uso, non da ogni nave.</translation>
    </message>
    <message>
        <source>R-17: Counting your fleet for terraforming</source>
        <translation>R-17: Contare la flotta per terraformare</translation>
    </message>
    <message>
        <source>Count the ships of your colour that are not in the stock (in your fleet, docked anywhere or on the Maintenance Bay), without the ship you are about to lose. At least 3 must remain (2 under Edition X).</source>
        <translation>Conta le navi del tuo colore che non sono nella scorta (nella tua flotta, attraccate ovunque o nell'Hangar di Manutenzione), senza la nave che stai per perdere. Ne devono restare almeno 3 (2 con l'Edizione X).</translation>
    </message>
    <message>
        <source>The Relic Ship never counts, and terraforming with it costs you no ship of your colour. So under the 2013 rules you need 4 or more ships of your colour to terraform with one of them.</source>
        <translation>La Nave Reliquia non conta mai, e terraformare con essa non ti costa nessuna nave del tuo colore. Quindi con le regole 2013 ti servono 4 o più navi del tuo colore per terraformare con una di esse.</translation>
    </message>
    <message>
        <source>R-18: A limited supply</source>
        <translation>R-18: Una riserva limitata</translation>
    </message>
    <message>
        <source>By default the supply holds only the tokens in the box: 30 fuel and 20 ore. A player gains only what is left in it. A raid moves tokens between players, and payments go back to the supply.</source>
        <translation>Per impostazione predefinita la riserva contiene solo i segnalini della scatola: 30 carburante e 20 minerale. Un giocatore guadagna solo ciò che vi resta. Una razzia sposta segnalini tra giocatori, e i pagamenti tornano nella riserva.</translation>
    </message>
    <message>
        <source>An option when starting a game turns the limit off.</source>
        <translation>Un'opzione all'inizio di una partita disattiva il limite.</translation>
    </message>
    <message>
        <source>R-19: Orbital Teleporter discard</source>
        <translation>R-19: Scarto del Teletrasporto Orbitale</translation>
    </message>
    <message>
        <source>The discard may move any player's colony, not only your own.</source>
        <translation>Lo scarto può spostare la colonia di qualsiasi giocatore, non solo una tua.</translation>
    </message>
    <message>
        <source>The Repulsor Field blocks both the territory the colony leaves and the territory it would go to.</source>
        <translation>Il Campo Repulsore blocca sia il territorio che la colonia lascia sia il territorio in cui andrebbe.</translation>
    </message>
    <message>
        <source>R-20: A ship moved onto the Alien Artifact</source>
        <translation>R-20: Una nave spostata all'Artefatto Alieno</translation>
    </message>
    <message>
        <source>A ship brought to the Alien Artifact by the Orbital Teleporter or the Mind Control Helmet counts toward your total for a claim and gives you one cycle, like a ship docked there directly.</source>
        <translation>Una nave portata all'Artefatto Alieno dal Teletrasporto Orbitale o dal Casco di Controllo Mentale conta per il tuo totale per reclamare e ti dà un rinnovo, come una nave attraccata lì direttamente.</translation>
    </message>
    <message>
        <source>R-21: When a raid happens</source>
        <translation>R-21: Quando avviene una razzia</translation>
    </message>
    <message>
        <source>A raid happens once, right when your run docks at the Raiders' Outpost, and you may decline it.</source>
        <translation>Una razzia avviene una sola volta, proprio quando la tua scala attracca all'Avamposto dei Predoni, e puoi rinunciarvi.</translation>
    </message>
    <message>
        <source>The run cannot raid again later in the turn, nor in later turns while it stays docked.</source>
        <translation>La scala non può razziare di nuovo più tardi nel turno, né nei turni successivi finché resta attraccata.</translation>
    </message>
    <message>
        <source>R-22: Where a colony may land</source>
        <translation>R-22: Dove può atterrare una colonia</translation>
    </message>
    <message>
        <source>A colony may land on any territory without the Repulsor Field. You need no colony nearby, and it does not matter who controls the territory.</source>
        <translation>Una colonia può atterrare su qualsiasi territorio senza il Campo Repulsore. Non ti serve nessuna colonia vicina, e non importa chi controlla il territorio.</translation>
    </message>
    <message>
        <source>R-23: Alien City or Monument at setup</source>
        <translation>R-23: Città o Monumento Alieno nella preparazione</translation>
    </message>
    <message>
        <source>A player dealt the Alien City or the Alien Monument at setup has 1 VP before the first turn, because the score is always a snapshot of the present.</source>
        <translation>Un giocatore che riceve la Città Aliena o il Monumento Alieno durante la preparazione ha 1 PV prima del primo turno, perché il punteggio è sempre un'istantanea del presente.</translation>
    </message>
    <message>
        <source>R-24: Buying the Relic Ship</source>
        <translation>R-24: Comprare la Nave Reliquia</translation>
    </message>
    <message>
        <source>You may buy the Relic Ship at any moment of your turn if you control Burroughs Desert, the Isolation Field is not on it, and the Relic Ship stands on Burroughs Desert.</source>
        <translation>Puoi comprare la Nave Reliquia in qualsiasi momento del tuo turno se controlli il Deserto Burroughs, lì non c'è il Campo di Isolamento e la Nave Reliquia si trova nel Deserto Burroughs.</translation>
    </message>
    <message>
        <source>If you lose control of Burroughs Desert, the Relic Ship returns there at once.</source>
        <translation>Se perdi il controllo del Deserto Burroughs, la Nave Reliquia vi torna subito.</translation>
    </message>
    <message>
        <source>R-25: Alien Artifact totals and cycles</source>
        <translation>R-25: Totali e rinnovi all'Artefatto Alieno</translation>
    </message>
    <message>
        <source>Each ship you dock at the Alien Artifact gives you one cycle, which you may use or not.</source>
        <translation>Ogni nave che attracchi all'Artefatto Alieno ti dà un rinnovo, che puoi usare o no.</translation>
    </message>
    <message>
        <source>A claim needs your own ships docked there this turn, since your last claim, to add up to 8 or more. Other players' ships and your ships from earlier turns do not count.</source>
        <translation>Per reclamare, le tue navi attraccate lì in questo turno, dall'ultima carta reclamata, devono sommare 8 o più. Le navi degli altri giocatori e le tue navi dei turni precedenti non contano.</translation>
    </message>
    <message>
        <source>A claim sets the total back to 0 and cancels the cycles you have not used. At the end of your turn both are cleared. If the draw pile runs out, the discards are shuffled into a new draw pile.</source>
        <translation>Reclamare riporta il totale a 0 e annulla i rinnovi che non hai usato. Alla fine del tuo turno entrambi vengono azzerati. Se il mazzo di pesca si esaurisce, gli scarti vengono mescolati per formare un nuovo mazzo di pesca.</translation>
    </message>
    <message>
        <source>R-26: Discarding down to 8</source>
        <translation>R-26: Scartare fino a 8</translation>
    </message>
    <message>
        <source>You discard down to 8 resource tokens only at the end of your own turn, choosing which tokens to return.</source>
        <translation>Scarti fino a 8 segnalini risorsa solo alla fine del tuo turno, scegliendo quali segnalini restituire.</translation>
    </message>
    <message>
        <source>Players who are raided never discard because of it.</source>
        <translation>I giocatori che subiscono una razzia non scartano mai a causa di essa.</translation>
    </message>
    <message>
        <source>R-27: Breaking a tie</source>
        <translation>R-27: Spareggio</translation>
    </message>
    <message>
        <source>Equal VP: the player with the most alien tech cards is ahead (the Alien City and the Alien Monument count as cards). Then the most ore, then the most fuel. Players still equal share the place.</source>
        <translation>A parità di PV è in vantaggio il giocatore con più carte tecnologia aliena (la Città Aliena e il Monumento Alieno contano come carte). Poi chi ha più minerale, poi chi ha più carburante. I giocatori ancora in parità condividono il piazzamento.</translation>
    </message>
    <message>
        <source>R-28: Building two ships in one turn</source>
        <translation>R-28: Costruire due navi in un turno</translation>
    </message>
    <message>
        <source>Two ships built in one turn are priced in order: for example the 5th ship first, then the 6th.</source>
        <translation>Il prezzo di due navi costruite in un turno si calcola in ordine: per esempio prima la 5ª nave, poi la 6ª.</translation>
    </message>
    <message>
        <source>A ship lost at the Terraforming Station this turn stays on the station until your next turn. It is not in the stock yet, so it cannot be built again this turn.</source>
        <translation>Una nave persa alla Stazione di Terraformazione in questo turno resta sulla stazione fino al tuo prossimo turno. Non è ancora nella scorta, quindi non può essere costruita di nuovo in questo turno.</translation>
    </message>
    <message>
        <source>Rulesets</source>
        <translation>Regolamenti</translation>
    </message>
    <message>
        <source>The app knows three versions of the base game's rules. You pick one when you start a game, and it stays for the whole game. The default is the 2013 rulebook.</source>
        <translation>L'app conosce tre versioni delle regole del gioco base. Ne scegli una quando inizi una partita, e resta valida per tutta la partita. Quella predefinita è il regolamento del 2013.</translation>
    </message>
    <message>
        <source>&lt;b&gt;2013&lt;/b&gt; follows the 2013 rulebook. &lt;b&gt;First edition&lt;/b&gt; follows the older, first-print wording. &lt;b&gt;Edition X&lt;/b&gt; follows the base game of Edition X; its expansions are not supported yet.</source>
        <translation>&lt;b&gt;2013&lt;/b&gt; segue il regolamento del 2013. &lt;b&gt;Prima edizione&lt;/b&gt; segue la formulazione più vecchia, della prima stampa. &lt;b&gt;Edizione X&lt;/b&gt; segue il gioco base dell'Edizione X; le sue espansioni non sono ancora supportate.</translation>
    </message>
    <message>
        <source>Everything not listed in the entries for each ruleset is the same in all three.</source>
        <translation>Tutto ciò che non è elencato nelle voci di ciascun regolamento è uguale in tutti e tre.</translation>
    </message>
    <message>
        <source>2013 rules (default)</source>
        <translation>Regole 2013 (predefinite)</translation>
    </message>
    <message>
        <source>For 2 to 4 players. The deck has 24 cards: one Alien City, one Alien Monument and two each of the other eleven cards, Mind Control Helmet included.</source>
        <translation>Da 2 a 4 giocatori. Il mazzo ha 24 carte: una Città Aliena, un Monumento Alieno e due copie di ciascuna delle altre undici carte, Casco di Controllo Mentale compreso.</translation>
    </message>
    <message>
        <source>Ships on the Maintenance Bay cannot be moved or removed by alien tech (Orbital Teleporter, Mind Control Helmet, either Plasma Cannon power).</source>
        <translation>Le navi nell'Hangar di Manutenzione non possono essere spostate o rimosse dalla tecnologia aliena (Teletrasporto Orbitale, Casco di Controllo Mentale, entrambi i poteri del Cannone al Plasma).</translation>
    </message>
    <message>
        <source>Raiders' Outpost: a new run must add up to more than the ships still docked there, and you may bump your own run.</source>
        <translation>Avamposto dei Predoni: una nuova scala deve sommare più delle navi ancora attraccate lì, e puoi scalzare la tua stessa scala.</translation>
    </message>
    <message>
        <source>Asimov Crater: 1 extra circle once per turn, in a turn in which you dock 2 or more ships at the Hub.</source>
        <translation>Cratere Asimov: 1 cerchio in più una volta per turno, in un turno in cui attracchi 2 o più navi al Centro.</translation>
    </message>
    <message>
        <source>Plasma Cannon discard: the owner must keep at least 3 ships of their colour for their next turn (a ship on the Terraforming Station counts as lost; the Relic Ship is not counted).</source>
        <translation>Scarto del Cannone al Plasma: il proprietario deve mantenere almeno 3 navi del suo colore per il suo prossimo turno (una nave sulla Stazione di Terraformazione conta come persa; la Nave Reliquia non si conta).</translation>
    </message>
    <message>
        <source>Terraforming Station: at least 3 ships of your colour must remain. The Booster Pod and the Stasis Beam cannot take a value past 6 or below 1. A card used this turn cannot be discarded this turn. A duplicate card cannot be claimed; a stolen duplicate is discarded. Ties: cards, then ore, then fuel.</source>
        <translation>Stazione di Terraformazione: devono restare almeno 3 navi del tuo colore. Il Modulo di Spinta e il Raggio di Stasi non possono portare un valore oltre 6 o sotto 1. Una carta usata in questo turno non può essere scartata in questo turno. Una carta duplicata non può essere reclamata; un duplicato rubato viene scartato. Spareggi: carte, poi minerale, poi carburante.</translation>
    </message>
    <message>
        <source>First edition rules</source>
        <translation>Regole della prima edizione</translation>
    </message>
    <message>
        <source>As the 2013 rules, with these differences.</source>
        <translation>Come le regole 2013, con queste differenze.</translation>
    </message>
    <message>
        <source>The deck has 22 cards: there is no Mind Control Helmet.</source>
        <translation>Il mazzo ha 22 carte: non c'è il Casco di Controllo Mentale.</translation>
    </message>
    <message>
        <source>Ships on the Maintenance Bay have no protection from alien tech: the Plasma Cannon's discard power can send one to the stock.</source>
        <translation>Le navi nell'Hangar di Manutenzione non sono protette dalla tecnologia aliena: il potere di scarto del Cannone al Plasma può mandarne una nella scorta.</translation>
    </message>
    <message>
        <source>Raiders' Outpost: a new run must be higher than the ships docked there (the app compares totals), and you cannot bump your own run.</source>
        <translation>Avamposto dei Predoni: una nuova scala deve essere più alta delle navi attraccate lì (l'app confronta i totali), e non puoi scalzare la tua stessa scala.</translation>
    </message>
    <message>
        <source>Asimov Crater: 1 extra circle each time you dock more than one ship at the Hub in one go, so possibly more than once in a turn.</source>
        <translation>Cratere Asimov: 1 cerchio in più ogni volta che attracchi più di una nave al Centro in una sola volta, quindi anche più di una volta per turno.</translation>
    </message>
    <message>
        <source>Plasma Cannon discard: the owner must have more than 3 ships of their colour in play (the Relic Ship is not counted).</source>
        <translation>Scarto del Cannone al Plasma: il proprietario deve avere più di 3 navi del suo colore in gioco (la Nave Reliquia non si conta).</translation>
    </message>
    <message>
        <source>Edition X rules (base game)</source>
        <translation>Regole dell'Edizione X (gioco base)</translation>
    </message>
    <message>
        <source>Terraforming Station: at least 2 ships of your colour must remain, instead of 3.</source>
        <translation>Stazione di Terraformazione: devono restare almeno 2 navi del tuo colore, invece di 3.</translation>
    </message>
    <message>
        <source>The Booster Pod on a 6 or the Stasis Beam on a 1 may be used: you pay, and the value stays as it is.</source>
        <translation>Il Modulo di Spinta su un 6 o il Raggio di Stasi su un 1 possono essere usati: paghi, e il valore resta com'è.</translation>
    </message>
    <message>
        <source>The Mind Control Helmet may not move a ship onto the Maintenance Bay either. A duplicate card that reaches you is discarded without its discard power; as in 2013, you cannot claim a card you hold.</source>
        <translation>Il Casco di Controllo Mentale non può spostare una nave nemmeno nell'Hangar di Manutenzione. Una carta duplicata che ti arriva viene scartata senza il suo potere di scarto; come nel 2013, non puoi reclamare una carta che possiedi.</translation>
    </message>
    <message>
        <source>The long game gives every player 8 colonies at any player count.</source>
        <translation>La partita lunga dà a ogni giocatore 8 colonie con qualsiasi numero di giocatori.</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Espansioni</translation>
    </message>
    <message>
        <source>Basics</source>
        <translation>Fondamenti</translation>
    </message>
    <message>
        <source>Facilities</source>
        <translation>Strutture</translation>
    </message>
    <message>
        <source>Territories</source>
        <translation>Territori</translation>
    </message>
    <message>
        <source>Alien tech</source>
        <translation>Tecnologia aliena</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Chiarimenti</translation>
    </message>
    <message>
        <source>X-3: The faction access fee</source>
        <translation>X-3: La tassa d'accesso delle fazioni</translation>
    </message>
    <message>
        <source>X-4: Faction boards are orbital facilities</source>
        <translation>X-4: Le plance fazione sono strutture orbitali</translation>
    </message>
    <message>
        <source>Each faction board has one docking port for one ship of any value. It counts as an orbital facility for every rule and card: the Plasma Cannon, the Orbital Teleporter and the Mind Control Helmet reach it, and a ship that could dock there must not go to the Maintenance Bay.</source>
        <translation>Ogni plancia fazione ha un attracco per una nave di qualsiasi valore. Conta come struttura orbitale per ogni regola e carta: il Cannone al Plasma, il Teletrasporto Orbitale e il Casco di Controllo Mentale la raggiungono, e una nave che potrebbe attraccarvi non deve andare alla Baia di Manutenzione.</translation>
    </message>
    <message>
        <source>X-6: Owner abilities</source>
        <translation>X-6: Abilità del proprietario</translation>
    </message>
    <message>
        <source>A faction's owner ability belongs to the owner alone and is used on the owner's own turn. Abilities marked once per turn can be used once each turn; the others always apply.</source>
        <translation>L'abilità del proprietario di una fazione appartiene solo al proprietario e si usa nel suo turno. Le abilità una volta per turno si usano una volta in ogni turno; le altre valgono sempre.</translation>
    </message>
    <message>
        <source>X-7: The faction draft</source>
        <translation>X-7: La selezione delle fazioni</translation>
    </message>
    <message>
        <source>Before the deal, one more faction board than there are players is drawn. The last player keeps one and passes the rest to the player before them, and so on up to player one, who chooses between the last two boards; the board left over goes back to the box. Prophets of the Artifact needs the agendas, which the app does not play yet, so it is never drawn.</source>
        <translation>Prima della distribuzione si pesca una plancia fazione in più rispetto ai giocatori. L'ultimo giocatore ne tiene una e passa le altre al giocatore seduto prima di lui, e così via fino al primo giocatore, che sceglie tra le ultime due plance; quella rimasta torna nella scatola. Prophets of the Artifact richiede le agende, che l'app non gioca ancora, quindi non viene mai pescata.</translation>
    </message>
    <message>
        <source>X-14: Homesteaders Union</source>
        <translation>X-14: Homesteaders Union</translation>
    </message>
    <message>
        <source>Docking at Homesteaders Union advances your Colonist Hub colony one circle, or starts one on circle 1. It is not a Hub ship, and it is refused while your colony waits on the launch circle. The owner launches from circle 6 instead of 7.</source>
        <translation>Attraccare a Homesteaders Union fa avanzare di un cerchio la tua colonia al Centro Coloni, o ne mette una sul cerchio 1. Non è una nave del Centro Coloni, ed è rifiutato finché la tua colonia aspetta sul cerchio di lancio. Il proprietario lancia le colonie dal cerchio 6 invece che dal 7.</translation>
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
        <translation>Si può attraccare solo con una propria nave alla Stazione di Terraformazione in questo turno: quella nave viene rilanciata. Con 4-6 va alla Baia di Manutenzione invece che nella scorta e lì salta il turno successivo del suo proprietario, anche quando la colpisce un Cannone al Plasma. Gli altri giocatori pagano il prezzo della Stazione di Terraformazione al proprietario.</translation>
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
        <translation>Dopo aver attraccato a Scavenger Fleet, in questo turno puoi attraccare al Cantiere Navale una coppia di valori diversi e costruire come al solito; quando attracchi serve una coppia di attracchi libera al Cantiere. Le navi costruite dal proprietario, e la Nave Reliquia quando la compra, si lanciano subito e si usano in questo turno.</translation>
    </message>
    <message>
        <source>X-20: Smugglers' Alliance</source>
        <translation>X-20: Smugglers' Alliance</translation>
    </message>
    <message>
        <source>A ship docks at the Smugglers' Alliance only together with a run docked at the Raiders' Outpost in the same move. The raid may then take an alien tech card and up to 4 resources, from any opponents; the card is taken first, so a Holographic Decoy taken no longer protects its former holder. The owner can bump a run at the Outpost with any run.</source>
        <translation>Una nave attracca alla Smugglers' Alliance solo insieme a una scala attraccata all'Avamposto dei Predoni nella stessa azione. La razzia può allora prendere una carta di tecnologia aliena e fino a 4 risorse, da qualsiasi avversario; la carta si prende per prima, quindi un'Esca Olografica presa non protegge più chi la teneva. Il proprietario può scalzare una scala all'Avamposto con qualsiasi scala.</translation>
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
        <translation>X-24: Xeno Explorations e il REV</translation>
    </message>
    <message>
        <source>X-44: Deflector Shield</source>
        <translation>X-44: Scudo Deflettore</translation>
    </message>
    <message>
        <source>While a player holds the Deflector Shield, anyone else whose alien tech card moves, changes or removes that player's ships pays %1 more for each such ship, on top of the card's own cost. Pohl Foothills does not reduce this extra fuel, and faction abilities do not pay it.</source>
        <translation>Finché un giocatore tiene lo Scudo Deflettore, chiunque altro la cui carta di tecnologia aliena sposti, modifichi o rimuova navi di quel giocatore paga %1 in più per ciascuna di quelle navi, oltre al costo della carta. Le Colline Pohl non riducono questo sovrapprezzo, e le abilità di fazione non lo pagano.</translation>
    </message>
    <message>
        <source>X-46: Returning ships to the stock</source>
        <translation>X-46: Rimettere navi nella riserva</translation>
    </message>
    <message>
        <source>Cards that return ships to the stock take only unplaced ships of your own colour, never the Relic Ship or a borrowed ship. The Nano-Recycler may not leave you with fewer ships of your colour than the Terraforming Station allows under the chosen rules. The Shipbreaker Drone needs 5 or 6 ships of your colour in play and pays each ship's Shipyard price, without the Herbert Valley discount.</source>
        <translation>Le carte che rimettono navi nella riserva prendono solo navi non piazzate del tuo colore, mai la Nave Reliquia né una nave presa in prestito. Il Nano-Riciclatore non può lasciarti meno navi del tuo colore di quante la Stazione di Terraformazione ne consenta con le regole scelte. Il Drone Demolitore richiede 5 o 6 navi del tuo colore in gioco e paga per ogni nave il suo prezzo al Cantiere Navale, senza lo sconto della Valle Herbert.</translation>
    </message>
    <message>
        <source>X-51: Oscillation Capacitor and Tele-Operator</source>
        <translation>X-51: Condensatore di Oscillazione e Teleoperatore</translation>
    </message>
    <message>
        <source>The Oscillation Capacitor uses once more a card you already used this turn, if that card's power has a fuel cost: you pay that cost again. Its discard makes another player discard one alien tech card, without that card's discard power. The Tele-Operator uses the power of a card on the Alien Artifact display as if it were yours, and you pay both costs; the card stays on display.</source>
        <translation>Il Condensatore di Oscillazione usa ancora una volta una carta già usata in questo turno, se il suo potere costa carburante: paghi di nuovo quel costo. Il suo scarto fa scartare a un altro giocatore una carta di tecnologia aliena, senza il potere di scarto di quella carta. Il Teleoperatore usa il potere di una carta esposta all'Artefatto Alieno come se fosse tua, e paghi entrambi i costi; la carta resta esposta.</translation>
    </message>
    <message>
        <source>Once all your ships are placed, the Chrono-Spike's discard takes back one or two of your docked ships (not from the Terraforming Station or the Maintenance Bay). They are rolled again and must dock at facilities other than the ones they left; what they already gained is kept.</source>
        <translation>Quando tutte le tue navi sono piazzate, lo scarto della Crono-Punta riprende una o due delle tue navi attraccate (non dalla Stazione di Terraformazione né dall'Hangar di Manutenzione). Vengono ritirate e devono attraccare a strutture diverse da quelle che hanno lasciato; quanto hanno già ottenuto resta.</translation>
    </message>
    <message>
        <source>X-8: The Brethren Ship</source>
        <translation>X-8: La Nave dei Brethren</translation>
    </message>
    <message>
        <source>The Brethren of the Stars' die has raider and blank faces and no value: it counts 0 in every sum and is not one of its owner's ships for any count. It starts on the Maintenance Bay; its owner gathers it with the fleet and rolls it with the fleet. A blank face sends it to the Maintenance Bay until the owner's next turn, and so does a raider face not used by the end of the turn. Whatever would send it to the stock sends it to the Maintenance Bay.</source>
        <translation>Il dado dei Brethren of the Stars ha facce predone e facce vuote e nessun valore: conta 0 in ogni somma e non è una nave del suo proprietario per nessun conteggio. Inizia nell'Hangar di Manutenzione; il proprietario lo raccoglie con la flotta e lo tira con la flotta. Una faccia vuota lo manda all'Hangar di Manutenzione fino al turno successivo del proprietario, e così una faccia predone non usata entro la fine del turno. Ciò che lo manderebbe nella scorta lo manda all'Hangar di Manutenzione.</translation>
    </message>
    <message>
        <source>X-9: The Brethren hijack</source>
        <translation>X-9: Il dirottamento dei Brethren</translation>
    </message>
    <message>
        <source>Once per turn, while the Brethren Ship shows its raider face and is not placed, its owner may hijack any docked ship except one on the Terraforming Station, the Maintenance Bay and the owner's own ships included. The Brethren Ship takes that ship's place; the ship is rolled and used as one of the owner's unplaced ships this turn, but never at the Terraforming Station. Its real owner gathers it at the start of their next turn.</source>
        <translation>Una volta per turno, mentre la Nave dei Brethren mostra la faccia predone e non è piazzata, il suo proprietario può dirottare qualsiasi nave attraccata tranne una alla Stazione di Terraformazione, comprese quelle nell'Hangar di Manutenzione e le proprie. La Nave dei Brethren prende il suo posto; la nave viene tirata e usata in questo turno come nave non piazzata del proprietario, ma mai alla Stazione di Terraformazione. Il vero proprietario la raccoglie all'inizio del suo turno successivo.</translation>
    </message>
    <message>
        <source>X-10: Docking at Brethren of the Stars</source>
        <translation>X-10: Attraccare presso Brethren of the Stars</translation>
    </message>
    <message>
        <source>With 5 or 6 players the tracks are shared and the ports belong to nobody: see X-58.</source>
        <translation>Con 5 o 6 giocatori i tracciati sono condivisi e le porte non appartengono a nessuno: vedi X-58.</translation>
    </message>
    <message>
        <source>X-57: Seats 5 and 6</source>
        <translation>X-57: I posti 5 e 6</translation>
    </message>
    <message>
        <source>X-58: The Colonist Hub with 5 or 6 players</source>
        <translation>X-58: Il Centro Coloni con 5 o 6 giocatori</translation>
    </message>
    <message>
        <source>With 5 or 6 players the Hub's 12 ports are shared: a ship may use any free port, but each player has at most 3 ships there and 1 colony on it. All 12 ports taken: nobody else docks there.</source>
        <translation>Con 5 o 6 giocatori le 12 porte del Centro sono condivise: una nave può usare qualsiasi porta libera, ma ogni giocatore vi ha al massimo 3 navi e 1 colonia. Con tutte le 12 porte occupate, nessun altro vi attracca.</translation>
    </message>
    <message>
        <source>Colonies do not own a track. The ships you dock in one go move your colony together, and only the circle where it stops must be free: if another colony stands there, yours takes the same circle on another track. If that circle is taken on all 4 tracks, dock a different number of ships. A new colony starts on the circle of the number of ships docked (plus Asimov Crater's bonus).</source>
        <translation>Le colonie non hanno un tracciato proprio. Le navi che attracchi in una volta fanno avanzare insieme la tua colonia, e solo il cerchio dove si ferma deve essere libero: se c'è un'altra colonia, la tua prende lo stesso cerchio su un altro tracciato. Se quel cerchio è occupato su tutti e 4 i tracciati, attracca un numero diverso di navi. Una nuova colonia parte dal cerchio pari al numero di navi attraccate (più il bonus del Cratere Asimov).</translation>
    </message>
    <message>
        <source>When every track's launch circle is taken, the advance that would reach it launches your colony at once: pay 1 fuel and 1 ore and land it on the territory you choose with the docking.</source>
        <translation>Quando il cerchio di lancio di ogni tracciato è occupato, l'avanzamento che lo raggiungerebbe lancia subito la tua colonia: paga 1 carburante e 1 minerale e falla atterrare sul territorio scelto con l'attracco.</translation>
    </message>
    <message>
        <source>X-52: Colonies moved to adjacent territories</source>
        <translation>X-52: Colonie spostate in territori adiacenti</translation>
    </message>
    <message>
        <source>The Ion Fluctuator and the Seismic Detonator move colonies only to territories that border the one they leave; Burroughs Desert borders all the others. When a discard sends several colonies away, every one of them must go, and each may go to a different neighbour. No colony may leave or enter a territory under the Repulsor Field.</source>
        <translation>Il Fluttuatore Ionico e il Detonatore Sismico spostano colonie solo in territori confinanti con quello che lasciano; il Deserto Burroughs confina con tutti gli altri. Quando uno scarto manda via più colonie, devono andarsene tutte, e ognuna può andare in un territorio vicino diverso. Nessuna colonia può lasciare o raggiungere un territorio sotto il Campo Repulsore.</translation>
    </message>
    <message>
        <source>X-48: Magnetic Lockdown</source>
        <translation>X-48: Blocco Magnetico</translation>
    </message>
    <message>
        <source>The fuel paid for the Magnetic Lockdown sits on the card and is no longer yours. Until your next turn begins, no effect may move your colonies or take them off a territory, not even your own cards. When that turn begins the fuel goes back to the supply. If someone takes the card meanwhile, your colonies stay protected, and the card cannot be used again while the fuel is on it.</source>
        <translation>Il carburante pagato per il Blocco Magnetico resta sulla carta e non è più tuo. Fino all'inizio del tuo prossimo turno nessun effetto può spostare le tue colonie o toglierle da un territorio, nemmeno le tue carte. All'inizio di quel turno il carburante torna nella riserva. Se nel frattempo qualcuno prende la carta, le tue colonie restano protette e la carta non può essere usata di nuovo finché il carburante è sopra.</translation>
    </message>
    <message>
        <source>Factions</source>
        <translation>Fazioni</translation>
    </message>
    <message>
        <source>One ship of any value docks here. Other players pay the owner an access fee of %1 to dock (X-3); the owner docks at their own board without it.</source>
        <translation>Qui attracca una nave di qualsiasi valore. Gli altri giocatori pagano al proprietario una tassa d'accesso di %1 per attraccare (X-3); il proprietario attracca alla propria plancia senza pagarla.</translation>
    </message>
    <message>
        <source>With the Factions module every player owns a faction board. It is an extra orbital facility with one docking port that anyone may use (X-4), and it gives its owner an ability of their own (X-6).</source>
        <translation>Con il modulo delle fazioni ogni giocatore possiede una plancia fazione. È una struttura orbitale in più, con una porta di attracco che chiunque può usare (X-4), e dà al suo proprietario un'abilità tutta sua (X-6).</translation>
    </message>
    <message>
        <source>Before the alien tech cards are dealt, one board more than there are players is drawn. The last player picks first and passes the rest to the player before them, and so on to player one; the board nobody picks goes back to the box (X-7).</source>
        <translation>Prima di distribuire le carte tecnologia aliena si pesca una plancia in più rispetto ai giocatori. L'ultimo giocatore sceglie per primo e passa le altre al giocatore seduto prima di lui, e così via fino al giocatore uno; la plancia che nessuno prende torna nella scatola (X-7).</translation>
    </message>
    <message>
        <source>Docking at another player's board costs an access fee of %1, paid to that player (X-3). A value marked as our reading is a number missing from the sources we have: the app plays it as we read it (X-2).</source>
        <translation>Attraccare alla plancia di un altro giocatore costa una tassa d'accesso di %1, pagata a quel giocatore (X-3). Un valore segnato come nostra lettura è un numero che manca nelle nostre fonti: l'app lo gioca come lo leggiamo noi (X-2).</translation>
    </message>
    <message>
        <source>Brethren of the Stars</source>
        <translation>Brethren of the Stars</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; the Brethren Ship moves from the facility where it is docked to a free Lunar Mine port, and you gain %2. Not possible while the Brethren Ship is on the Maintenance Bay or the Lunar Mine, nor when the Lunar Mine is full (X-10).</source>
        <translation>&lt;b&gt;Attracco:&lt;/b&gt; la Nave dei Brethren passa dalla struttura dove è attraccata a una porta libera della Miniera Lunare, e guadagni %2. Non è possibile mentre la Nave dei Brethren è nell'Hangar di Manutenzione o alla Miniera Lunare, né quando la Miniera Lunare è piena (X-10).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; the owner rolls the Brethren Ship, a die without numbers, with the fleet. Raider faces: %3 of its 6; the others are blank. While it shows the raider and is not placed, the owner may once per turn hijack a docked ship, not one on the Terraforming Station, and use it this turn (X-8, X-9).</source>
        <translation>&lt;b&gt;Proprietario:&lt;/b&gt; il proprietario tira la Nave dei Brethren, un dado senza numeri, con la flotta. Facce predone: %3 su 6; le altre sono vuote. Finché mostra il predone e non è piazzata, il proprietario può una volta per turno dirottare una nave attraccata, non una alla Stazione di Terraformazione, e usarla in questo turno (X-8, X-9).</translation>
    </message>
    <message>
        <source>The Brethren Ship starts on the Maintenance Bay; its owner gathers it with the fleet.</source>
        <translation>La Nave dei Brethren comincia nell'Hangar di Manutenzione; il suo proprietario la raccoglie con la flotta.</translation>
    </message>
    <message>
        <source>Corex Conglomerated</source>
        <translation>Corex Conglomerated</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to the supply and gain %3 for each territory you control now.</source>
        <translation>&lt;b&gt;Attracco:&lt;/b&gt; paga %2 alla riserva e guadagna %3 per ogni territorio che controlli in quel momento.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; at the start of each of the owner's turns, before the roll, the owner gains %4 and %5 more for each territory they control (X-11).</source>
        <translation>&lt;b&gt;Proprietario:&lt;/b&gt; all'inizio di ogni suo turno, prima del lancio, il proprietario guadagna %4 e %5 in più per ogni territorio che controlla (X-11).</translation>
    </message>
    <message>
        <source>Dark Space Explorers</source>
        <translation>Dark Space Explorers</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to the supply and take the top card of the alien tech deck; a card you already hold is discarded without its power (X-12).</source>
        <translation>&lt;b&gt;Attracco:&lt;/b&gt; paga %2 alla riserva e prendi la prima carta del mazzo tecnologia aliena; una carta che hai già viene scartata senza il suo potere (X-12).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; the owner may use %3 discard powers in a turn instead of one (X-13).</source>
        <translation>&lt;b&gt;Proprietario:&lt;/b&gt; il proprietario può usare %3 poteri di scarto per turno invece di uno (X-13).</translation>
    </message>
    <message>
        <source>Homesteaders Union</source>
        <translation>Homesteaders Union</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; your colony on the Colonist Hub advances one circle, or a new one starts on circle 1, without taking a Hub port (X-14).</source>
        <translation>&lt;b&gt;Attracco:&lt;/b&gt; la tua colonia nel Centro Coloni avanza di un cerchio, oppure ne inizia una nuova sul cerchio 1, senza occupare una porta del Centro (X-14).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; the owner launches colonies from circle %2 of the Colonist Hub instead of circle 7.</source>
        <translation>&lt;b&gt;Proprietario:&lt;/b&gt; il proprietario lancia le colonie dal cerchio %2 del Centro Coloni invece che dal cerchio 7.</translation>
    </message>
    <message>
        <source>Mercury's Angels</source>
        <translation>Mercury's Angels</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; change one of your unplaced ships to a value that none of your other unplaced ships shows (X-15).</source>
        <translation>&lt;b&gt;Attracco:&lt;/b&gt; cambia una delle tue navi non piazzate in un valore che nessun'altra tua nave non piazzata mostra (X-15).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; right after the roll, before anything else: if the fleet shows all different values, the owner gains %2 or %3.</source>
        <translation>&lt;b&gt;Proprietario:&lt;/b&gt; subito dopo il lancio, prima di ogni altra cosa: se la flotta mostra tutti valori diversi, il proprietario guadagna %2 o %3.</translation>
    </message>
    <message>
        <source>New Gaia Engineers</source>
        <translation>New Gaia Engineers</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; only while your ship placed this turn is on the Terraforming Station. That ship is rolled again: on 4 to 6 it goes to the Maintenance Bay instead of the stock and sits out your next turn there (X-16).</source>
        <translation>&lt;b&gt;Attracco:&lt;/b&gt; solo mentre la tua nave piazzata in questo turno è sulla Stazione di Terraformazione. Quella nave viene ritirata: con 4-6 va nell'Hangar di Manutenzione invece che nella scorta e lì salta il tuo prossimo turno (X-16).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; when another player pays for the Terraforming Station, the %2 go to the owner instead of the supply, on that player's turn.</source>
        <translation>&lt;b&gt;Proprietario:&lt;/b&gt; quando un altro giocatore paga la Stazione di Terraformazione, i %2 vanno al proprietario invece che alla riserva, nel turno di quel giocatore.</translation>
    </message>
    <message>
        <source>Prophets of the Artifact</source>
        <translation>Prophets of the Artifact</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; draw as many agenda cards as the docked ship's value, keep one and discard the rest.</source>
        <translation>&lt;b&gt;Attracco:&lt;/b&gt; pesca tante carte agenda quanto il valore della nave attraccata, tienine una e scarta le altre.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, the owner discards a face-down agenda card for a small gain.</source>
        <translation>&lt;b&gt;Proprietario:&lt;/b&gt; una volta per turno, il proprietario scarta una carta agenda coperta in cambio di un piccolo guadagno.</translation>
    </message>
    <message>
        <source>Proxima Centauri Scholars</source>
        <translation>Proxima Centauri Scholars</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to the supply and move a field generator that is on the planet to another territory (X-18).</source>
        <translation>&lt;b&gt;Attracco:&lt;/b&gt; paga %2 alla riserva e sposta un generatore di campo che si trova sul pianeta in un altro territorio (X-18).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, pay %3 to put a field generator from beside the board on a territory, or to take one off the planet; never to move one.</source>
        <translation>&lt;b&gt;Proprietario:&lt;/b&gt; una volta per turno, pagare %3 per mettere su un territorio un generatore di campo che si trova accanto al tabellone, o per toglierne uno dal pianeta; mai per spostarlo.</translation>
    </message>
    <message>
        <source>Scavenger Fleet</source>
        <translation>Scavenger Fleet</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; this turn you may dock two ships of different values as a pair at the Shipyard and build as usual; a free Shipyard pair is needed when you dock (X-19).</source>
        <translation>&lt;b&gt;Attracco:&lt;/b&gt; in questo turno puoi attraccare due navi di valori diversi come coppia al Cantiere Navale e costruire come al solito; quando attracchi serve una coppia di porte libera al Cantiere (X-19).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; a ship the owner builds, and the Relic Ship when the owner buys it, is rolled at once and used the same turn.</source>
        <translation>&lt;b&gt;Proprietario:&lt;/b&gt; una nave che il proprietario costruisce, e la Nave Reliquia quando la compra, viene tirata subito e usata nello stesso turno.</translation>
    </message>
    <message>
        <source>Smugglers' Alliance</source>
        <translation>Smugglers' Alliance</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; only in the same move as a legal run at the Raiders' Outpost. That raid may take one alien tech card and up to 4 resources, from any opponents (X-20).</source>
        <translation>&lt;b&gt;Attracco:&lt;/b&gt; solo nella stessa mossa di una scala valida all'Avamposto dei Predoni. Quella razzia può prendere una carta tecnologia aliena e fino a 4 risorse, da qualsiasi avversario (X-20).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; the owner may bump a run at the Raiders' Outpost with any run, whatever its total.</source>
        <translation>&lt;b&gt;Proprietario:&lt;/b&gt; il proprietario può scalzare una scala all'Avamposto dei Predoni con qualsiasi scala, qualunque sia il suo totale.</translation>
    </message>
    <message>
        <source>Sunrise Commune</source>
        <translation>Sunrise Commune</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to the supply and move any player's colony to a territory with no colony on it (X-21).</source>
        <translation>&lt;b&gt;Attracco:&lt;/b&gt; paga %2 alla riserva e sposta la colonia di un giocatore qualsiasi in un territorio senza colonie (X-21).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; landing a colony on a territory with no colony at all costs the owner %3 less.</source>
        <translation>&lt;b&gt;Proprietario:&lt;/b&gt; far atterrare una colonia in un territorio senza alcuna colonia costa al proprietario %3 in meno.</translation>
    </message>
    <message>
        <source>Terran Exchange</source>
        <translation>Terran Exchange</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; your first Orbital Market trade of the turn, made while your ship is docked here, gives %2 more (X-22).</source>
        <translation>&lt;b&gt;Attracco:&lt;/b&gt; il tuo primo scambio del turno al Mercato Orbitale, fatto mentre la tua nave è attraccata qui, dà %2 in più (X-22).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, either give an opponent one of your alien tech cards and take up to %3 from them, or give an opponent %4 and take one of their alien tech cards.</source>
        <translation>&lt;b&gt;Proprietario:&lt;/b&gt; una volta per turno, dare a un avversario una delle tue carte tecnologia aliena e prendergli fino a %3, oppure dargli %4 e prendergli una delle sue carte tecnologia aliena.</translation>
    </message>
    <message>
        <source>Uranian Syndicate</source>
        <translation>Uranian Syndicate</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to move one of your colonies, or %3 to move an opponent's colony, to any other territory (X-23).</source>
        <translation>&lt;b&gt;Attracco:&lt;/b&gt; paga %2 per spostare una tua colonia, o %3 per spostare una colonia avversaria, in qualsiasi altro territorio (X-23).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, the owner may use the bonus of one contested territory, with two or more colonies and nobody in control, until the end of the turn.</source>
        <translation>&lt;b&gt;Proprietario:&lt;/b&gt; una volta per turno, il proprietario può usare fino alla fine del turno il bonus di un territorio conteso, con due o più colonie e nessuno che lo controlli.</translation>
    </message>
    <message>
        <source>Xeno Explorations, Inc.</source>
        <translation>Xeno Explorations, Inc.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; move the REV to a territory bordering the one it is on, and use that territory's bonus for the rest of the turn while the REV stays there (X-24).</source>
        <translation>&lt;b&gt;Attracco:&lt;/b&gt; sposta il REV in un territorio confinante con quello in cui si trova e usa il bonus di quel territorio per il resto del turno, finché il REV resta lì (X-24).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, pay %2 for the same move and bonus.</source>
        <translation>&lt;b&gt;Proprietario:&lt;/b&gt; una volta per turno, pagare %2 per lo stesso spostamento con il suo bonus.</translation>
    </message>
    <message>
        <source>The REV, the Remote Exploration Unit, starts on Burroughs Desert.</source>
        <translation>Il REV, l'unità di esplorazione remota, comincia nel Deserto Burroughs.</translation>
    </message>
    <message>
        <source>%1 (our reading)</source>
        <extracomment>A number of the rules the app had to infer (ruling X-2), e.g. "1 fuel (our reading)"</extracomment>
        <translation>%1 (nostra lettura)</translation>
    </message>
    <message>
        <source>X-2: Our reading of missing numbers</source>
        <translation>X-2: La nostra lettura dei numeri mancanti</translation>
    </message>
    <message>
        <source>Some numbers of the expansions are missing from the sources we have: a symbol was lost, or only how many survived, not of what. The app plays its best reading of each and marks it "our reading" wherever this reference shows it.</source>
        <translation>Alcuni numeri delle espansioni mancano nelle nostre fonti: un simbolo è andato perso, oppure è rimasto solo quanti erano, non di che cosa. L'app gioca la nostra migliore lettura di ciascuno e la segna come «nostra lettura» ovunque questo riferimento la mostri.</translation>
    </message>
    <message>
        <source>All these numbers sit in one table of the app, so a better source changes that table and nothing else.</source>
        <translation>Tutti questi numeri stanno in un'unica tabella dell'app: una fonte migliore cambia quella tabella e nient'altro.</translation>
    </message>
    <message>
        <source>Docking at another player's faction board costs an access fee of %1, paid to the board's owner together with any other cost of that board; if you cannot pay both, you cannot dock there. The owner docks at their own board without the fee.</source>
        <translation>Attraccare alla plancia fazione di un altro giocatore costa una tassa d'accesso di %1, pagata al proprietario della plancia insieme agli altri costi di quella plancia; se non puoi pagare entrambi, non puoi attraccare lì. Il proprietario attracca alla propria plancia senza tassa.</translation>
    </message>
    <message>
        <source>X-5: Ships moved onto a faction board</source>
        <translation>X-5: Navi spostate su una plancia fazione</translation>
    </message>
    <message>
        <source>A ship that an alien tech card moves onto a faction board, with the Orbital Teleporter or the Mind Control Helmet, uses the board's docking ability. The player whose turn it is pays the access fee, unless they own the board, and any other cost of the board.</source>
        <translation>Una nave che una carta tecnologia aliena sposta su una plancia fazione, con il Teletrasporto Orbitale o il Casco di Controllo Mentale, usa l'abilità di attracco della plancia. Il giocatore di turno paga la tassa d'accesso, a meno che la plancia sia sua, e ogni altro costo della plancia.</translation>
    </message>
    <message>
        <source>Docking moves the Brethren Ship to a free Lunar Mine port and gives you %1. It is possible only while the Brethren Ship is docked at a facility other than the Maintenance Bay and the Lunar Mine, and while the Lunar Mine has a free port.</source>
        <translation>Attraccare sposta la Nave dei Brethren in una porta libera della Miniera Lunare e ti dà %1. È possibile solo mentre la Nave dei Brethren è attraccata a una struttura diversa dall'Hangar di Manutenzione e dalla Miniera Lunare, e mentre la Miniera Lunare ha una porta libera.</translation>
    </message>
    <message>
        <source>Games for 5 or 6 players use the Edition X rules and its purple and white pieces. Each player has 6 colonies (8 in the long game). Seat 5 starts with %1, seat 6 with %2: the sources we have break off before seat 6's ore. Every docking port of the board is open.</source>
        <translation>Le partite a 5 o 6 giocatori usano le regole dell'Edizione X e i suoi pezzi viola e bianchi. Ogni giocatore ha 6 colonie (8 nella partita lunga). Il posto 5 inizia con %1, il posto 6 con %2: le nostre fonti si interrompono prima del minerale del posto 6. Tutte le porte di attracco del tabellone sono aperte.</translation>
    </message>
    <message>
        <source>X-11: Corex income</source>
        <translation>X-11: Rendita di Corex</translation>
    </message>
    <message>
        <source>Corex Conglomerated's income comes at the start of its owner's turn, after the ship on the Terraforming Station comes back and before the roll; it counts the territories controlled at that moment. Docking there without any territory is allowed and gains nothing.</source>
        <translation>La rendita di Corex Conglomerated arriva all'inizio del turno del suo proprietario, dopo il ritorno della nave dalla Stazione di Terraformazione e prima del lancio; conta i territori controllati in quel momento. Attraccarvi senza alcun territorio è permesso e non dà nulla.</translation>
    </message>
    <message>
        <source>X-12: Dark Space Explorers</source>
        <translation>X-12: Dark Space Explorers</translation>
    </message>
    <message>
        <source>Docking costs %1. When the alien tech deck is empty, the discards are shuffled first. The card drawn may be used at once, and a card worth victory points counts at once.</source>
        <translation>Attraccare costa %1. Quando il mazzo tecnologia aliena è vuoto, prima si mescolano gli scarti. La carta pescata si può usare subito, e una carta che vale punti vittoria conta subito.</translation>
    </message>
    <message>
        <source>X-13: How many discard powers</source>
        <translation>X-13: Quanti poteri di scarto</translation>
    </message>
    <message>
        <source>Each player may use one discard power per turn; the owner of Dark Space Explorers may use two. The Resource Cache's own discard does not count (R-6).</source>
        <translation>Ogni giocatore può usare un potere di scarto per turno; il proprietario di Dark Space Explorers ne può usare due. Lo scarto proprio del Deposito di Risorse non conta (R-6).</translation>
    </message>
    <message>
        <source>Docking changes one of your unplaced ships to a value no other unplaced ship of yours shows. The owner gains %1 or %2 when the fleet roll shows all different values, right after the roll and before anything else.</source>
        <translation>Attraccare cambia una delle tue navi non piazzate in un valore che nessun'altra tua nave non piazzata mostra. Il proprietario guadagna %1 o %2 quando il lancio della flotta mostra tutti valori diversi, subito dopo il lancio e prima di ogni altra cosa.</translation>
    </message>
    <message>
        <source>Docking costs %1 and moves a field generator already on the planet to another territory. Once per turn the owner may pay %2 to place a field generator from beside the board, or to take one off the planet, but never to move one.</source>
        <translation>Attraccare costa %1 e sposta un generatore di campo già sul pianeta in un altro territorio. Una volta per turno il proprietario può pagare %2 per piazzare un generatore di campo che si trova accanto al tabellone, o per toglierne uno dal pianeta, ma mai per spostarlo.</translation>
    </message>
    <message>
        <source>Docking costs %1 and moves any one colony to a territory with no colony on it; the Repulsor Field blocks both ends. The owner pays %2 less to land a colony on a territory with no colony at all.</source>
        <translation>Attraccare costa %1 e sposta una colonia qualsiasi in un territorio senza colonie; il Campo Repulsore blocca partenza e arrivo. Il proprietario paga %2 in meno per far atterrare una colonia in un territorio senza alcuna colonia.</translation>
    </message>
    <message>
        <source>Docking adds %1 to your first Orbital Market trade of the turn, if it is made while your ship is docked there. Once per turn the owner may give an opponent one of their alien tech cards and take up to %2 from them, or give an opponent %3 and take one of their alien tech cards; the Holographic Decoy does not prevent it.</source>
        <translation>Attraccare aggiunge %1 al tuo primo scambio al Mercato Orbitale del turno, se avviene mentre la tua nave è attraccata lì. Una volta per turno il proprietario può dare a un avversario una delle sue carte di tecnologia aliena e prendergli fino a %2, oppure dargli %3 e prendergli una delle sue carte; l'Esca Olografica non lo impedisce.</translation>
    </message>
    <message>
        <source>Docking moves one of your colonies for %1, or an opponent's colony for %2, to any other territory; the Repulsor Field blocks both ends. Once per turn the owner may use the bonus of a contested territory, one with two or more colonies and no controller, until the end of the turn; not Burroughs Desert and not a territory under the Isolation Field.</source>
        <translation>Attraccare sposta una tua colonia per %1, o una colonia avversaria per %2, in qualsiasi altro territorio; il Campo Repulsore blocca partenza e arrivo. Una volta per turno il proprietario può usare fino alla fine del turno il bonus di un territorio conteso, con due o più colonie e nessuno che lo controlli; non il Deserto Burroughs né un territorio sotto il Campo di Isolamento.</translation>
    </message>
    <message>
        <source>Docking moves the REV to a bordering territory, and you use that territory's bonus as if you controlled it for the rest of the turn, while the REV stays there. The Repulsor Field keeps the REV from entering or leaving; under the Isolation Field and on Burroughs Desert there is no bonus. Once per turn the owner may pay %1 for the same move.</source>
        <translation>Attraccare sposta il REV in un territorio confinante, e usi il bonus di quel territorio come se lo controllassi per il resto del turno, finché il REV resta lì. Il Campo Repulsore impedisce al REV di entrare o uscire; sotto il Campo di Isolamento e nel Deserto Burroughs non c'è bonus. Una volta per turno il proprietario può pagare %1 per lo stesso spostamento.</translation>
    </message>
    <message>
        <source>The app uses the 24 base cards. Edition X also seats 5 or 6 players, with purple and white pieces and a shared Colonist Hub (X-57, X-58). Its extra cards are not supported yet.</source>
        <translation>L'app usa le 24 carte base. L'Edizione X ammette anche 5 o 6 giocatori, con pezzi viola e bianchi e un Centro Coloni condiviso (X-57, X-58). Le sue carte extra non sono ancora supportate.</translation>
    </message>
    <message>
        <source>Agendas</source>
        <translation>Agende</translation>
    </message>
    <message>
        <source>Only in the deck with the extra alien tech module, and only while the alien tech cards it names are in the deck (X-33).</source>
        <translation>È nel mazzo solo con il modulo della tecnologia aliena aggiuntiva, e solo finché le carte tecnologia che nomina sono nel mazzo (X-33).</translation>
    </message>
    <message>
        <source>Only in the deck with the Factions module (X-33).</source>
        <translation>È nel mazzo solo con il modulo delle fazioni (X-33).</translation>
    </message>
    <message>
        <source>Only in the deck when a player drafted Xeno Explorations, Inc. (X-33).</source>
        <translation>È nel mazzo solo se un giocatore ha scelto Xeno Explorations, Inc. (X-33).</translation>
    </message>
    <message>
        <source>Only in the deck when a player drafted Brethren of the Stars (X-33).</source>
        <translation>È nel mazzo solo se un giocatore ha scelto Brethren of the Stars (X-33).</translation>
    </message>
    <message>
        <source>Needs the Outer Belt, which the app does not support: this card never enters the app's deck (X-33).</source>
        <translation>Richiede la Cintura esterna, che l'app non supporta: questa carta non entra mai nel mazzo dell'app (X-33).</translation>
    </message>
    <message>
        <source>With the Agendas module every player keeps secret goals on agenda cards. Each card has two sides: an in-game goal and an end-game goal. A card revealed for either side scores 1 VP, never 2; once revealed it keeps its point to the end and can never be lost, taken or discarded.</source>
        <translation>Con il modulo delle agende ogni giocatore persegue obiettivi segreti scritti su carte agenda. Ogni carta ha due lati: un obiettivo durante la partita e un obiettivo di fine partita. Una carta rivelata per uno dei due lati vale 1 PV, mai 2; una volta rivelata tiene il suo punto fino alla fine e non può essere persa, presa né scartata.</translation>
    </message>
    <message>
        <source>After the faction draft each player gets 2 agenda cards face down; the others form a deck beside the Orbital Market. You may hold 3 agenda cards at most, revealed ones included, or 4 while you hold the Multiverse Window. Over the limit, you discard face-down cards of your choice at once (X-27).</source>
        <translation>Dopo la scelta delle fazioni ogni giocatore riceve 2 carte agenda coperte; le altre formano un mazzo accanto al Mercato Orbitale. Puoi avere al massimo 3 carte agenda, comprese quelle rivelate, o 4 finché hai la Finestra sul Multiverso. Oltre il limite scarti subito carte coperte a tua scelta (X-27).</translation>
    </message>
    <message>
        <source>A pair of equal ships at the Orbital Market may draw 2 agenda cards instead of trading. You then keep or discard any of your face-down cards. Prophets of the Artifact and the Oracle Engine also draw them.</source>
        <translation>Una coppia di navi uguali al Mercato Orbitale può pescare 2 carte agenda invece di commerciare. Poi tieni le tue carte coperte o ne scarti quante vuoi. Anche Prophets of the Artifact e il Motore Oracolo fanno pescare agende.</translation>
    </message>
    <message>
        <source>Reveal a card's in-game side at the moment its goal is met, on anyone's turn (X-25, X-26). When the game ends, every player reveals the cards whose end-game side holds (X-28). A tie is broken first by the number of revealed agenda cards (X-29).</source>
        <translation>Rivela il lato di partita di una carta nel momento in cui il suo obiettivo è raggiunto, nel turno di chiunque (X-25, X-26). A fine partita ogni giocatore rivela le carte il cui lato di fine partita è soddisfatto (X-28). Un pareggio si risolve prima con il numero di carte agenda rivelate (X-29).</translation>
    </message>
    <message>
        <source>Agenda cards are not alien tech: nobody can raid or trade them, and they do not count as alien tech cards in a tie. A card that needs a module, a faction board or an alien tech card leaves the deck at setup when that is missing (X-33).</source>
        <translation>Le carte agenda non sono tecnologia aliena: nessuno può razziarle né scambiarle, e non contano come carte tecnologia in un pareggio. Una carta che richiede un modulo, una plancia fazione o una carta tecnologia lascia il mazzo alla preparazione se manca (X-33).</translation>
    </message>
    <message>
        <source>Two ways to play: with paper cards at the table, the app does not know your cards, and you name a card when you reveal it; the app then checks its goal. In a digital game the app deals the cards, and each player looks at their own in private.</source>
        <translation>Due modi di giocare: con carte di carta al tavolo, l'app non conosce le vostre carte, e nomini una carta quando la riveli; l'app ne verifica allora l'obiettivo. In una partita digitale l'app distribuisce le carte e ogni giocatore guarda le proprie in privato.</translation>
    </message>
    <message>
        <source>Agenda 1: Five in a row</source>
        <translation>Agenda 1: Cinque di fila</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your roll shows 5 consecutive values, as rolled, before any alien tech (X-30).</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; il tuo lancio mostra 5 valori consecutivi, così come usciti, prima di qualsiasi tecnologia aliena (X-30).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Pohl Foothills.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; controlli le Colline Pohl.</translation>
    </message>
    <message>
        <source>Agenda 2: Three colonies in a turn</source>
        <translation>Agenda 2: Tre colonie in un turno</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you land 3 colonies on territories in one turn.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; fai atterrare 3 colonie su territori in un solo turno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Herbert Valley.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; controlli la Valle Herbert.</translation>
    </message>
    <message>
        <source>Agenda 3: Four of a kind</source>
        <translation>Agenda 3: Poker</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your roll shows 4 or more ships of one value, as rolled, before any alien tech (X-30).</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; il tuo lancio mostra 4 o più navi dello stesso valore, così come uscite, prima di qualsiasi tecnologia aliena (X-30).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Van Vogt Mountains.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; controlli i Monti Van Vogt.</translation>
    </message>
    <message>
        <source>Agenda 4: Six ore in a turn</source>
        <translation>Agenda 4: Sei minerali in un turno</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your gains of ore in one turn add up to 6 or more, from any source; spending does not count against them (X-26).</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; i tuoi guadagni di minerale in un turno sommano 6 o più, da qualsiasi fonte; le spese non li riducono (X-26).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control a territory that holds exactly 1 colony.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; controlli un territorio con esattamente 1 colonia.</translation>
    </message>
    <message>
        <source>Agenda 5: Four cards of your own</source>
        <translation>Agenda 5: Quattro carte tutte tue</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you hold 4 alien tech cards whose names no other player holds.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; hai 4 carte tecnologia aliena i cui nomi nessun altro giocatore ha.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Asimov Crater.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; controlli il Cratere Asimov.</translation>
    </message>
    <message>
        <source>Agenda 6: Landing in isolation</source>
        <translation>Agenda 6: Atterrare nell'isolamento</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you land a colony on the territory of the Isolation Field.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; fai atterrare una colonia sul territorio del Campo di Isolamento.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Bradbury Plateau.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; controlli l'Altopiano Bradbury.</translation>
    </message>
    <message>
        <source>Agenda 7: Bump your own raid</source>
        <translation>Agenda 7: Scalzare la tua razzia</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; the run you dock at the Raiders' Outpost bumps a run of your own.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; la scala che attracchi all'Avamposto dei Predoni scalza una tua scala.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control a territory where other players have 3 or more colonies together.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; controlli un territorio dove gli altri giocatori hanno insieme 3 o più colonie.</translation>
    </message>
    <message>
        <source>Agenda 8: Twelve fuel in a turn</source>
        <translation>Agenda 8: Dodici carburanti in un turno</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your gains of fuel in one turn add up to 12 or more (X-26).</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; i tuoi guadagni di carburante in un turno sommano 12 o più (X-26).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control a territory with all 3 field generators on it.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; controlli un territorio con tutti e 3 i generatori di campo.</translation>
    </message>
    <message>
        <source>Agenda 9: A move that helps two</source>
        <translation>Agenda 9: Una mossa che aiuta due</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you move colonies, and afterwards both you and at least one opponent have more VP than before the move.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; sposti colonie e, dopo, tu e almeno un avversario avete più PV di prima dello spostamento.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Burroughs Desert.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; controlli il Deserto Burroughs.</translation>
    </message>
    <message>
        <source>Agenda 10: Seize and use</source>
        <translation>Agenda 10: Prendere e usare</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you take control of a territory an opponent controlled, and use its bonus in the same turn.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; prendi il controllo di un territorio che controllava un avversario e ne usi il bonus nello stesso turno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Heinlein Plains.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; controlli le Pianure Heinlein.</translation>
    </message>
    <message>
        <source>Agenda 11: Five circles at the Hub</source>
        <translation>Agenda 11: Cinque cerchi al Centro</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your colony on the Colonist Hub advances 5 or more circles in one turn, all sources together.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; la tua colonia al Centro Coloni avanza di 5 o più cerchi in un turno, sommando tutte le fonti.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Lem Badlands.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; controlli i Calanchi Lem.</translation>
    </message>
    <message>
        <source>Agenda 12: Two ships in a turn</source>
        <translation>Agenda 12: Due navi in un turno</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you gain 2 ships in one turn, by building them or buying the Relic Ship.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; ottieni 2 navi in un turno, costruendole o comprando la Nave Reliquia.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Van Vogt Mountains.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; nessuna tua colonia è sui Monti Van Vogt.</translation>
    </message>
    <message>
        <source>Agenda 13: Eight at the Artifact</source>
        <translation>Agenda 13: Otto all'Artefatto</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you dock 4 ships at the Alien Artifact whose values add up to exactly 8.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; in un turno attracchi all'Artefatto Alieno 4 navi i cui valori sommano esattamente 8.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Pohl Foothills.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; nessuna tua colonia è sulle Colline Pohl.</translation>
    </message>
    <message>
        <source>Agenda 14: Fill the Solar Converter</source>
        <translation>Agenda 14: Riempire il Convertitore Solare</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your ships take every Solar Converter port that was free when your turn began.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; le tue navi occupano ogni porta del Convertitore Solare che era libera all'inizio del tuo turno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Heinlein Plains.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; nessuna tua colonia è sulle Pianure Heinlein.</translation>
    </message>
    <message>
        <source>Agenda 15: Into empty land</source>
        <translation>Agenda 15: Verso terre vuote</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you move one of your colonies to a territory that had no colony.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; sposti una tua colonia su un territorio che non aveva colonie.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you have at least one colony, and no other player has a colony on any territory where you have one.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; hai almeno una colonia, e nessun altro giocatore ha colonie su un territorio dove ne hai una tu.</translation>
    </message>
    <message>
        <source>Agenda 16: Four agendas in a turn</source>
        <translation>Agenda 16: Quattro agende in un turno</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you draw 4 or more agenda cards in one turn; the cards of that very draw count (X-26).</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; peschi 4 o più carte agenda in un turno; contano anche le carte di quella stessa pescata (X-26).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; this is your only face-down agenda card, counted before anyone reveals (X-28).</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; è la tua unica carta agenda coperta, contata prima che qualcuno riveli (X-28).</translation>
    </message>
    <message>
        <source>Agenda 17: Five facilities</source>
        <translation>Agenda 17: Cinque strutture</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; the ships you docked this turn are at 5 or more different orbital facilities. Faction boards count; the Maintenance Bay does not.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; le navi che hai attraccato in questo turno sono in 5 o più strutture orbitali diverse. Le plance fazione contano; l'Hangar di Manutenzione no.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Burroughs Desert.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; nessuna tua colonia è nel Deserto Burroughs.</translation>
    </message>
    <message>
        <source>Agenda 18: Fill the Lunar Mine</source>
        <translation>Agenda 18: Riempire la Miniera Lunare</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; every usable port of the Lunar Mine holds a ship of yours.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; ogni porta utilizzabile della Miniera Lunare ha una tua nave.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Herbert Valley.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; nessuna tua colonia è nella Valle Herbert.</translation>
    </message>
    <message>
        <source>Agenda 19: Launch and start again</source>
        <translation>Agenda 19: Lanciare e ricominciare</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you launch a colony from the Colonist Hub and start a new one there.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; in un turno lanci una colonia dal Centro Coloni e ne cominci lì una nuova.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Asimov Crater.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; nessuna tua colonia è nel Cratere Asimov.</translation>
    </message>
    <message>
        <source>Agenda 20: A low roll</source>
        <translation>Agenda 20: Un lancio basso</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you roll 5 or more ships and, as rolled, before any alien tech, they add up to 10 or less (X-30).</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; lanci 5 o più navi e, così come uscite, prima di qualsiasi tecnologia aliena, sommano 10 o meno (X-30).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Bradbury Plateau.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; nessuna tua colonia è sull'Altopiano Bradbury.</translation>
    </message>
    <message>
        <source>Agenda 21: The first sixth ship</source>
        <translation>Agenda 21: La prima sesta nave</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you build your 6th ship, and nobody has built a 6th ship before you.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; costruisci la tua 6ª nave, e nessuno ha costruito una 6ª nave prima di te.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; your largest group of neighbouring territories with your colonies holds the most colonies of yours, compared with every other player's largest group; a tie is enough (X-31).</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; il tuo gruppo più grande di territori vicini con tue colonie contiene più tue colonie del gruppo più grande di ogni altro giocatore; basta un pareggio (X-31).</translation>
    </message>
    <message>
        <source>Agenda 22: Plasma Cannon shot</source>
        <translation>Agenda 22: Colpo del Cannone al Plasma</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you discard the Plasma Cannon to send a ship back to its stock.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; scarti il Cannone al Plasma per rimandare una nave nella scorta di navi.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; exactly 1 of your colonies is on the territory of the Repulsor Field.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; esattamente 1 tua colonia è sul territorio del Campo Repulsore.</translation>
    </message>
    <message>
        <source>Agenda 23: Two field generators moved</source>
        <translation>Agenda 23: Due generatori spostati</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you move or remove 2 different field generators. One action that moves both counts; the same one moved twice does not, nor does placing one from beside the board.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; in un turno sposti o rimuovi 2 generatori di campo diversi. Un'azione che li sposta entrambi conta; lo stesso spostato due volte no, né porne uno da fuori del tabellone.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold no alien tech card.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; non hai nessuna carta tecnologia aliena.</translation>
    </message>
    <message>
        <source>Agenda 24: Foiled raid</source>
        <translation>Agenda 24: Razzia sventata</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; when a player raids you, reveal this card at once: the part of the raid against you fails (X-32).</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; quando un giocatore ti razzia, rivela subito questa carta: la parte della razzia contro di te fallisce (X-32).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold a Data Crystal and a Holographic Decoy.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; hai un Cristallo di Dati e un'Esca Olografica.</translation>
    </message>
    <message>
        <source>Agenda 25: Everywhere, in charge nowhere</source>
        <translation>Agenda 25: Ovunque, al comando da nessuna parte</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you have 3 or more colonies on territories and control none of them.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; hai 3 o più colonie su territori e non ne controlli nessuno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; every territory with a colony of yours is under your control.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; ogni territorio con una tua colonia è sotto il tuo controllo.</translation>
    </message>
    <message>
        <source>Agenda 26: Raiding a card you hold</source>
        <translation>Agenda 26: Razziare una carta che hai</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you raid an alien tech card of a name you already hold; it is discarded.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; razzi una carta tecnologia aliena di un nome che hai già; viene scartata.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; 3 ships of yours are docked at the Raiders' Outpost.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; 3 tue navi sono attraccate all'Avamposto dei Predoni.</translation>
    </message>
    <message>
        <source>Agenda 27: Raided twice</source>
        <translation>Agenda 27: Razziato due volte</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you are raided in two turns in a row, that is, in two players' turns one after the other.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; vieni razziato in due turni di fila, cioè nei turni di due giocatori uno dopo l'altro.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you have 4 or more colonies on one territory.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; hai 4 o più colonie su uno stesso territorio.</translation>
    </message>
    <message>
        <source>Agenda 28: A fleet of seven</source>
        <translation>Agenda 28: Una flotta di sette</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you gather 7 ships at the start of your turn: ships of your colour and the Relic Ship, never the Brethren Ship or a borrowed ship (X-39).</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; raccogli 7 navi all'inizio del tuo turno: navi del tuo colore e la Nave Reliquia, mai la Nave dei Brethren né una nave presa in prestito (X-39).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Resource Cache and the Oscillation Capacitor.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; hai il Deposito di Risorse e il Condensatore di Oscillazione.</translation>
    </message>
    <message>
        <source>Agenda 29: Last to first</source>
        <translation>Agenda 29: Da ultimo a primo</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; within one of your turns you go from lowest score alone to highest score alone.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; in uno dei tuoi turni passi da unico ultimo in punteggio a unico primo.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Booster Pod and the Experimental FTL Drive.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; hai il Modulo di Spinta e il Motore FTL Sperimentale.</translation>
    </message>
    <message>
        <source>Agenda 30: Something from everyone</source>
        <translation>Agenda 30: Qualcosa da tutti</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you take resources or cards from every opponent.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; in un turno prendi risorse o carte da ogni avversario.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Polarity Device and the Multiverse Window.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; hai il Dispositivo di Polarità e la Finestra sul Multiverso.</translation>
    </message>
    <message>
        <source>Agenda 31: Two cards in a turn</source>
        <translation>Agenda 31: Due carte in un turno</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you gain 2 or more alien tech cards in one turn; a duplicate that is discarded does not count.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; ottieni 2 o più carte tecnologia aliena in un turno; un doppione scartato non conta.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Stasis Beam and the Solar Harvester.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; hai il Raggio di Stasi e il Mietitore Solare.</translation>
    </message>
    <message>
        <source>Agenda 32: Two territories seized</source>
        <translation>Agenda 32: Due territori presi</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you take control of 2 territories that other players controlled.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; in un turno prendi il controllo di 2 territori che controllavano altri giocatori.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Plasma Cannon and the Electrofabricator.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; hai il Cannone al Plasma e l'Elettrofabbricatore.</translation>
    </message>
    <message>
        <source>Agenda 33: The Repulsor Field brought in</source>
        <translation>Agenda 33: Il Campo Repulsore portato</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you put the Repulsor Field on the planet from beside the board, other than with Proxima Centauri Scholars.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; metti il Campo Repulsore sul pianeta da fuori del tabellone, non tramite Proxima Centauri Scholars.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Lem Badlands.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; nessuna tua colonia è sui Calanchi Lem.</translation>
    </message>
    <message>
        <source>Agenda 34: The REV isolated</source>
        <translation>Agenda 34: Il REV isolato</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you move the REV into the territory of the Isolation Field.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; sposti il REV nel territorio del Campo di Isolamento.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; the REV is on a territory you control.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; il REV è su un territorio che controlli.</translation>
    </message>
    <message>
        <source>Agenda 35: Repulsor on the REV</source>
        <translation>Agenda 35: Repulsore sul REV</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you place or move the Repulsor Field onto the territory where the REV is.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; metti o sposti il Campo Repulsore sul territorio dove si trova il REV.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; the REV and the Relic Ship are both on Burroughs Desert.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; il REV e la Nave Reliquia sono entrambi nel Deserto Burroughs.</translation>
    </message>
    <message>
        <source>Agenda 36: Control by Ion Fluctuator</source>
        <translation>Agenda 36: Controllo col Fluttuatore Ionico</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you take control of a territory by using the Ion Fluctuator.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; prendi il controllo di un territorio usando il Fluttuatore Ionico.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control at least one territory that holds exactly 1 colony.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; controlli almeno un territorio con esattamente 1 colonia.</translation>
    </message>
    <message>
        <source>Agenda 37: Hijack at the Artifact</source>
        <translation>Agenda 37: Dirottamento all'Artefatto</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; with the Brethren Ship you hijack a ship docked at the Alien Artifact.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; con la Nave dei Brethren dirotti una nave attraccata all'Artefatto Alieno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; the Brethren Ship is docked at an orbital facility or a faction board.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; la Nave dei Brethren è attraccata a una struttura orbitale o a una plancia fazione.</translation>
    </message>
    <message>
        <source>Agenda 38: Breaking your own ship</source>
        <translation>Agenda 38: Demolire la tua nave</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you send one of your own ships away with the Shipbreaker Drone.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; mandi via una delle tue navi con il Drone Demolitore.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Shipbreaker Drone and exactly 4 ships of your colour.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; hai il Drone Demolitore ed esattamente 4 navi del tuo colore.</translation>
    </message>
    <message>
        <source>Agenda 39: The Oracle taken</source>
        <translation>Agenda 39: L'Oracolo preso</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; another player takes your Oracle Engine.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; un altro giocatore ti prende il Motore Oracolo.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Oracle Engine.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; hai il Motore Oracolo.</translation>
    </message>
    <message>
        <source>Agenda 40: The Relic terraforms</source>
        <translation>Agenda 40: La Reliquia terraforma</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you dock the Relic Ship at the Terraforming Station.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; attracchi la Nave Reliquia alla Stazione di Terraformazione.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; the Relic Ship is in your fleet and you hold the Magnetic Lockdown.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; la Nave Reliquia è nella tua flotta e hai il Blocco Magnetico.</translation>
    </message>
    <message>
        <source>Agenda 41: A run at the Lunar Mine</source>
        <translation>Agenda 41: Una scala alla Miniera Lunare</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; the Lunar Mine holds 5 ships of 5 consecutive values, at least one of them yours.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; la Miniera Lunare ha 5 navi di 5 valori consecutivi, almeno una delle quali tua.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Nano-Recycler and control Van Vogt Mountains.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; hai il Nano-Riciclatore e controlli i Monti Van Vogt.</translation>
    </message>
    <message>
        <source>Agenda 42: Built by the Shipfitter</source>
        <translation>Agenda 42: Costruita dal Drone Allestitore</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you build a ship with the paid power of the Shipfitter Drone.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; costruisci una nave con il potere a pagamento del Drone Allestitore.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; no field generator is on any territory.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; nessun generatore di campo è su un territorio.</translation>
    </message>
    <message>
        <source>Agenda 43: Two asteroids in a turn</source>
        <translation>Agenda 43: Due asteroidi in un turno</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you claim 2 asteroid cards in one turn.</source>
        <translation>&lt;b&gt;Durante la partita:&lt;/b&gt; reclami 2 carte asteroide in un turno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Blish Expanse.</source>
        <translation>&lt;b&gt;Fine partita:&lt;/b&gt; controlli la Distesa Blish.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; none.</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; nessuno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; none.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; nessuno.</translation>
    </message>
    <message>
        <source>This card deals with agenda cards: without the Agendas module it stays in the box (X-33).</source>
        <translation>Questa carta riguarda le carte agenda: senza il modulo delle agende resta nella scatola (X-33).</translation>
    </message>
    <message>
        <source>Extra alien tech cards</source>
        <translation>Carte tecnologia aliena aggiuntive</translation>
    </message>
    <message>
        <source>With the extra alien tech module, 35 more cards, one of each, are shuffled into the alien tech deck before any card is dealt. The rules of the base cards hold for them too: one card of a name per player, each card once per turn, one discard power per turn, never the paid and the discard power of one card in the same turn, and ship values always from 1 to 6 (X-36).</source>
        <translation>Con il modulo della tecnologia aliena aggiuntiva, altre 35 carte, una per tipo, vengono mescolate nel mazzo tecnologia prima di distribuire qualsiasi carta. Le regole delle carte base valgono anche per loro: una carta per nome per giocatore, ogni carta una volta per turno, un potere di scarto per turno, mai il potere a pagamento e quello di scarto della stessa carta nello stesso turno, e valori delle navi sempre da 1 a 6 (X-36).</translation>
    </message>
    <message>
        <source>Costs are fuel paid to the supply. Pohl Foothills takes 1 fuel off each use of a card's fuel cost (X-37), and field generators win over card powers (X-38). A number marked as our reading is missing from the sources we have: the app uses it as we read it (X-2).</source>
        <translation>I costi sono carburante pagato alla riserva. Le Colline Pohl tolgono 1 carburante a ogni uso del costo in carburante di una carta (X-37), e i generatori di campo prevalgono sui poteri delle carte (X-38). Un valore segnato come nostra lettura manca nelle nostre fonti: l'app lo usa come lo leggiamo noi (X-2).</translation>
    </message>
    <message>
        <source>The catalogue counts 36 cards, but no source we have describes the 36th: the app leaves it out rather than guess (X-34).</source>
        <translation>Il catalogo conta 36 carte, ma nessuna delle nostre fonti descrive la 36ª: l'app la lascia fuori invece di tirare a indovinare (X-34).</translation>
    </message>
    <message>
        <source>The module is in preparation: the app still refuses it when a game is set up, until it plays every card.</source>
        <translation>Il modulo è in preparazione: l'app lo rifiuta ancora quando si prepara una partita, finché non gioca ogni carta.</translation>
    </message>
    <message>
        <source>Alien Sarcophagus</source>
        <translation>Sarcofago Alieno</translation>
    </message>
    <message>
        <source>Worth %1 VP more while you also hold the Alien City or the Alien Monument; never more than that.</source>
        <translation>Vale %1 PV in più finché hai anche la Città Aliena o il Monumento Alieno; mai di più.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; at the start of your turn, take the Relic Ship, roll it with your fleet and use it as yours this turn (X-53, X-55).</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; all'inizio del tuo turno prendi la Nave Reliquia, lanciala con la tua flotta e usala come tua in questo turno (X-53, X-55).</translation>
    </message>
    <message>
        <source>Astrogation Servo</source>
        <translation>Servo di Astrogazione</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to take a ship of any player from the Maintenance Bay, roll it and use it as yours this turn, never at the Terraforming Station; its owner gathers it at their next turn (X-39).</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; paga %1 per prendere una nave di qualsiasi giocatore dall'Hangar di Manutenzione, lanciarla e usarla come tua in questo turno, mai alla Stazione di Terraformazione; il suo proprietario la raccoglie al suo turno successivo (X-39).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every ship at one orbital facility goes to the Maintenance Bay; a ship on the Terraforming Station goes to its stock instead.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; ogni nave di una struttura orbitale va nell'Hangar di Manutenzione; una nave sulla Stazione di Terraformazione va invece nella scorta di navi.</translation>
    </message>
    <message>
        <source>Auto Pilot A.I.</source>
        <translation>Pilota Automatico I.A.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; at no cost, put one of your unplaced ships on the card for good. From then on, at the start of every player's turn, yours included, you gain %1 or %2 (X-40).</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; senza costo, metti per sempre una delle tue navi non piazzate sulla carta. Da allora, all'inizio del turno di ogni giocatore, compreso il tuo, guadagni %1 o %2 (X-40).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; the ship on the card goes to the Maintenance Bay. So does it when the card is raided.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; la nave sulla carta va nell'Hangar di Manutenzione. Lo stesso se la carta viene razziata.</translation>
    </message>
    <message>
        <source>Bio-Integration Circuit</source>
        <translation>Circuito di Biointegrazione</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; at the start of your turn, your ship on the Terraforming Station goes to the Maintenance Bay instead of the stock, and you gather it on your next turn (X-53).</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; all'inizio del tuo turno, la tua nave sulla Stazione di Terraformazione va nell'Hangar di Manutenzione invece che nella scorta, e la raccogli al tuo turno successivo (X-53).</translation>
    </message>
    <message>
        <source>Chameleon Cloak</source>
        <translation>Mantello Camaleonte</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to replace opponents' ships at one facility with your unplaced ships of the same values; you pay the facility's price and take its benefit, and their ships go to the Maintenance Bay. Never at the Terraforming Station (X-42).</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; paga %1 per sostituire navi avversarie in una struttura con tue navi non piazzate degli stessi valori; paghi il prezzo della struttura e ne ricevi il beneficio, e le loro navi vanno nell'Hangar di Manutenzione. Mai alla Stazione di Terraformazione (X-42).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; the colonies of two territories change places; the Repulsor Field on either one blocks it (X-38).</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; le colonie di due territori si scambiano di posto; il Campo Repulsore su uno dei due lo impedisce (X-38).</translation>
    </message>
    <message>
        <source>Chrono-Spike</source>
        <translation>Crono-Punta</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; free: roll one of your unplaced ships again. Having no fuel cost, it cannot be repeated with the Oscillation Capacitor.</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; gratis: rilancia una delle tue navi non piazzate. Non avendo costo in carburante, non può essere ripetuto con il Condensatore di Oscillazione.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; once all your ships are placed, take back 1 or 2 of your docked ships (not from the Terraforming Station or the Maintenance Bay), roll them and dock them at other facilities (X-53).</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; quando tutte le tue navi sono piazzate, riprendi 1 o 2 delle tue navi attraccate (non dalla Stazione di Terraformazione né dall'Hangar di Manutenzione), rilanciale e attraccale ad altre strutture (X-53).</translation>
    </message>
    <message>
        <source>Deflector Shield</source>
        <translation>Scudo Deflettore</translation>
    </message>
    <message>
        <source>&lt;b&gt;Always on:&lt;/b&gt; another player whose card moves, changes, uses or removes your ships pays %1 more for each of them; Pohl Foothills does not reduce it (X-44).</source>
        <translation>&lt;b&gt;Sempre attivo:&lt;/b&gt; un altro giocatore la cui carta sposta, cambia, usa o rimuove le tue navi paga %1 in più per ciascuna; le Colline Pohl non lo riducono (X-44).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put the Repulsor or the Positron Field on a territory where you have a colony, or move it there.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; metti il Campo Repulsore o il Campo Positronico su un territorio dove hai una colonia, o spostalo lì.</translation>
    </message>
    <message>
        <source>Electrofabricator</source>
        <translation>Elettrofabbricatore</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to gain %2.</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; paga %1 per guadagnare %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; gain %3.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; guadagna %3.</translation>
    </message>
    <message>
        <source>Experimental FTL Drive</source>
        <translation>Motore FTL Sperimentale</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to set one of your unplaced ships to any value from 1 to 6, then put 1 fuel from the supply on the card. At the end of the turn in which token number %2 arrives, the tokens go back and the card is discarded (X-47).</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; paga %1 per portare una delle tue navi non piazzate a qualsiasi valore da 1 a 6, poi metti sulla carta 1 carburante dalla riserva. Alla fine del turno in cui arriva il segnalino numero %2, i segnalini tornano indietro e la carta viene scartata (X-47).</translation>
    </message>
    <message>
        <source>Field Amplifier</source>
        <translation>Amplificatore di Campo</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to stretch a field generator on a territory you control across the border to a neighbouring territory: it acts on both (X-38).</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; paga %1 per estendere un generatore di campo su un territorio che controlli oltre il confine verso un territorio vicino: agisce su entrambi (X-38).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every field generator on the planet moves to one territory where you have a colony.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; ogni generatore di campo sul pianeta si sposta su un territorio dove hai una colonia.</translation>
    </message>
    <message>
        <source>Field Propagator</source>
        <translation>Propagatore di Campo</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 and roll a die: 1 to 3 the Repulsor Field, 4 or 5 the Positron Field, 6 the Isolation Field. Put that generator on a territory where you have a colony, or move it there (X-56).</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; paga %1 e lancia un dado: da 1 a 3 il Campo Repulsore, 4 o 5 il Campo Positronico, 6 il Campo di Isolamento. Metti quel generatore su un territorio dove hai una colonia, o spostalo lì (X-56).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; move one field generator of your choice to another territory.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; sposta un generatore di campo a tua scelta su un altro territorio.</translation>
    </message>
    <message>
        <source>Fleet Interlink</source>
        <translation>Collegamento di Flotta</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to add 1 to each of your unplaced ships; a 6 becomes a 1 (X-35).</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; paga %1 per aggiungere 1 a ciascuna delle tue navi non piazzate; un 6 diventa un 1 (X-35).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put a field generator that is off the planet on a territory where you have a colony.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; metti un generatore di campo che è fuori dal pianeta su un territorio dove hai una colonia.</translation>
    </message>
    <message>
        <source>Gravitron Shunt</source>
        <translation>Deviatore Gravitronico</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to take any colony off its territory onto this card, one at a time. On their turn, its owner may pay %2 to land it on any territory (X-41).</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; paga %1 per togliere una colonia qualsiasi dal suo territorio e metterla su questa carta, una alla volta. Nel suo turno, il suo proprietario può pagare %2 per farla atterrare su qualsiasi territorio (X-41).</translation>
    </message>
    <message>
        <source>Infiltration A.I.</source>
        <translation>I.A. di Infiltrazione</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; when you gather your fleet, pay %1 to gather an opponent's ship from the board as well and use it as yours this turn; never from or to the Terraforming Station, never from the Maintenance Bay (X-39).</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; quando raccogli la tua flotta, paga %1 per raccogliere anche una nave avversaria dal tabellone e usarla come tua in questo turno; mai da o verso la Stazione di Terraformazione, mai dall'Hangar di Manutenzione (X-39).</translation>
    </message>
    <message>
        <source>Infinity Mirror</source>
        <translation>Specchio dell'Infinito</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; instead of rolling your fleet, pay %1, roll one ship and set all your other ships to its value (X-45).</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; invece di lanciare la tua flotta, paga %1, lancia una nave e porta tutte le altre tue navi al suo valore (X-45).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every ship docked on the board now shows 1; benefits already taken stay.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; ogni nave attraccata sul tabellone ora mostra 1; i benefici già ottenuti restano.</translation>
    </message>
    <message>
        <source>Ion Fluctuator</source>
        <translation>Fluttuatore Ionico</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to move an opponent's colony from a territory where you have a colony to a neighbouring territory (X-52).</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; paga %1 per spostare una colonia avversaria da un territorio dove hai una colonia a un territorio vicino (X-52).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every opponent's colony leaves a territory where you have a colony, each to a neighbouring territory its owner picks.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; ogni colonia avversaria lascia un territorio dove hai una colonia, ciascuna verso un territorio vicino scelto dal suo proprietario.</translation>
    </message>
    <message>
        <source>Lunar Tunneler</source>
        <translation>Scavatore Lunare</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; when you dock at the Lunar Mine, pay %1 to gain %2 more; once per turn, not per ship.</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; quando attracchi alla Miniera Lunare, paga %1 per guadagnare %2 in più; una volta per turno, non per nave.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every ship at the Lunar Mine goes to the Maintenance Bay.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; ogni nave alla Miniera Lunare va nell'Hangar di Manutenzione.</translation>
    </message>
    <message>
        <source>Magnetic Lockdown</source>
        <translation>Blocco Magnetico</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; put %1 on the card: until your next turn nobody can move or remove your landed colonies, you included; then the fuel goes to the supply (X-48).</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; metti %1 sulla carta: fino al tuo prossimo turno nessuno può spostare o rimuovere le tue colonie atterrate, nemmeno tu; poi il carburante torna alla riserva (X-48).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; move up to 2 of your landed colonies to one territory.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; sposta fino a 2 delle tue colonie atterrate su uno stesso territorio.</translation>
    </message>
    <message>
        <source>Multiverse Window</source>
        <translation>Finestra sul Multiverso</translation>
    </message>
    <message>
        <source>&lt;b&gt;Always on:&lt;/b&gt; you may hold 4 agenda cards instead of 3.</source>
        <translation>&lt;b&gt;Sempre attivo:&lt;/b&gt; puoi avere 4 carte agenda invece di 3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; reveal one of your face-down agenda cards and score its in-game point without meeting its goal (X-50).</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; rivela una delle tue carte agenda coperte e ottieni il suo punto di partita senza raggiungerne l'obiettivo (X-50).</translation>
    </message>
    <message>
        <source>Nano-Recycler</source>
        <translation>Nano-Riciclatore</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to gain %2, and %3 more while you have the Pohl Foothills bonus.</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; paga %1 per guadagnare %2, e %3 in più finché hai il bonus delle Colline Pohl.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; return one of your unplaced ships to your stock and gain %4; you keep at least as many ships as the Terraforming Station requires (X-46).</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; rimetti una delle tue navi non piazzate nella scorta di navi e guadagna %4; tieni almeno tante navi quante ne richiede la Stazione di Terraformazione (X-46).</translation>
    </message>
    <message>
        <source>Null-Time Vault</source>
        <translation>Caveau Fuori dal Tempo</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; move up to %1 fuel and ore of yours onto the card each turn, with %2 on it at most. They are not yours to spend, not counted in your limit and cannot be raided as resources (X-49).</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; ogni turno sposta sulla carta fino a %1 dei tuoi carburanti e minerali, con al massimo %2 sopra. Non puoi spenderli, non contano nel tuo limite e non possono essere razziati come risorse (X-49).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take everything on the card into your supply.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; prendi nella tua riserva tutto ciò che è sulla carta.</translation>
    </message>
    <message>
        <source>Oracle Engine</source>
        <translation>Motore Oracolo</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; before you roll, pay %1 to draw an agenda card face up onto this card. If you meet its in-game goal this turn, it scores 2 VP and you keep it, and the Oracle Engine is discarded; if not, the agenda card is discarded (X-50).</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; prima di lanciare, paga %1 per pescare una carta agenda scoperta su questa carta. Se in questo turno ne raggiungi l'obiettivo di partita, vale 2 PV e la tieni, e il Motore Oracolo viene scartato; altrimenti la carta agenda viene scartata (X-50).</translation>
    </message>
    <message>
        <source>Oscillation Capacitor</source>
        <translation>Condensatore di Oscillazione</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; once per turn, use a card with a fuel cost a second time by paying that cost again (X-51).</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; una volta per turno, usa una seconda volta una carta con costo in carburante pagando di nuovo quel costo (X-51).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; another player's alien tech card of your choice is discarded, without its discard power.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; una carta tecnologia aliena di un altro giocatore, a tua scelta, viene scartata, senza il suo potere di scarto.</translation>
    </message>
    <message>
        <source>Peta-Bit Processor</source>
        <translation>Processore Petabit</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to use one more discard power this turn, of a card not used this turn (X-13).</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; paga %1 per usare un potere di scarto in più in questo turno, di una carta non usata in questo turno (X-13).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; the 3 Alien Artifact cards on display leave the game.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; le 3 carte dell'Artefatto Alieno esposte lasciano il gioco.</translation>
    </message>
    <message>
        <source>Probability Focus</source>
        <translation>Focus di Probabilità</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; before you roll, you may put %1 on the card. When your roll, as rolled, shows %2 or more ships of one value, every fuel on the card becomes %3 in your supply; otherwise it stays there (X-30, X-49).</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; prima di lanciare, puoi mettere %1 sulla carta. Quando il tuo lancio, così come uscito, mostra %2 o più navi dello stesso valore, ogni carburante sulla carta diventa %3 nella tua riserva; altrimenti resta lì (X-30, X-49).</translation>
    </message>
    <message>
        <source>Resonating Beacon</source>
        <translation>Faro Risonante</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to cycle the 3 Alien Artifact cards.</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; paga %1 per rinnovare le 3 carte dell'Artefatto Alieno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; cycle them up to %2 times for free, then claim one card on display.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; rinnovale fino a %2 volte gratis, poi prendi una carta esposta.</translation>
    </message>
    <message>
        <source>Retrieval Webbing</source>
        <translation>Rete di Recupero</translation>
    </message>
    <message>
        <source>&lt;b&gt;Always on:&lt;/b&gt; what other players discard above the limit of 8 comes to you (X-54).</source>
        <translation>&lt;b&gt;Sempre attivo:&lt;/b&gt; ciò che gli altri giocatori scartano oltre il limite di 8 va a te (X-54).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take 1 resource of your choice from each player; the Holographic Decoy does not stop it.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; prendi 1 risorsa a tua scelta da ogni giocatore; l'Esca Olografica non lo impedisce.</translation>
    </message>
    <message>
        <source>Scout Drone</source>
        <translation>Drone Esploratore</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; move one of your landed colonies to a territory with no colony; the Repulsor Field blocks it (X-38).</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; sposta una delle tue colonie atterrate su un territorio senza colonie; il Campo Repulsore lo impedisce (X-38).</translation>
    </message>
    <message>
        <source>Seismic Detonator</source>
        <translation>Detonatore Sismico</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every colony of one territory moves to neighbouring territories of your choice; then the card leaves the game (X-52).</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; ogni colonia di un territorio si sposta su territori vicini a tua scelta; poi la carta lascia il gioco (X-52).</translation>
    </message>
    <message>
        <source>Shipbreaker Drone</source>
        <translation>Drone Demolitore</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; with %1 or more ships of your colour in play, return one unplaced ship to your stock and gain what it cost at the Shipyard (X-46).</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; con %1 o più navi del tuo colore in gioco, rimetti una nave non piazzata nella scorta di navi e guadagna quanto è costata al Cantiere Navale (X-46).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; the same with two unplaced ships, for both prices.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; lo stesso con due navi non piazzate, per entrambi i prezzi.</translation>
    </message>
    <message>
        <source>Shipfitter Drone</source>
        <translation>Drone Allestitore</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; with a pair of ships of %1 or more at the Shipyard, pay %2 instead of the Shipyard price to build a ship.</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; con una coppia di navi di %1 o più al Cantiere Navale, paga %2 invece del prezzo del Cantiere per costruire una nave.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; when you build a ship, roll it and use it at once.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; quando costruisci una nave, lanciala e usala subito.</translation>
    </message>
    <message>
        <source>Solar Harvester</source>
        <translation>Mietitore Solare</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; at no cost, gain %1 for each opponent's ship at the Solar Converter now (X-54).</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; senza costo, guadagna %1 per ogni nave avversaria presente ora al Convertitore Solare (X-54).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; all the fuel your opponents hold goes back to the supply.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; tutto il carburante dei tuoi avversari torna alla riserva.</translation>
    </message>
    <message>
        <source>Superconducting Grapple</source>
        <translation>Rampino Superconduttore</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 per ship to dock at a facility with no free port; its usual requirements and costs apply, and the ships wait beside it until your next turn (X-43).</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; paga %1 per nave per attraccare a una struttura senza porte libere; valgono i suoi requisiti e costi abituali, e le navi aspettano accanto fino al tuo prossimo turno (X-43).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every ship at one facility goes to the Maintenance Bay; never the Terraforming Station.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; ogni nave di una struttura va nell'Hangar di Manutenzione; mai la Stazione di Terraformazione.</translation>
    </message>
    <message>
        <source>Suppression Matrix</source>
        <translation>Matrice di Soppressione</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to take 1 off each of your unplaced ships; a 1 becomes a 6.</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; paga %1 per togliere 1 a ciascuna delle tue navi non piazzate; un 1 diventa un 6.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take one field generator off a territory where you have a colony.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; togli un generatore di campo da un territorio dove hai una colonia.</translation>
    </message>
    <message>
        <source>Tele-Operator</source>
        <translation>Teleoperatore</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to use the power of an Alien Artifact card on display as if it were yours, paying its own cost too; never a VP card, never its discard (X-51).</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; paga %1 per usare il potere di una carta dell'Artefatto Alieno esposta come se fosse tua, pagando anche il suo costo; mai una carta PV, mai il suo scarto (X-51).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; claim one card on display.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; prendi una carta esposta.</translation>
    </message>
    <message>
        <source>X-25: When to reveal an in-game side</source>
        <translation>X-25: Quando rivelare un lato di partita</translation>
    </message>
    <message>
        <source>You may reveal a card's in-game side at the moment its goal comes true, on any player's turn, before the next action; the app offers the reveal after each action. A moment missed is gone: it comes back only if a later event makes the goal true again.</source>
        <translation>Puoi rivelare il lato di partita di una carta nel momento in cui il suo obiettivo si realizza, nel turno di qualsiasi giocatore, prima dell'azione successiva; l'app propone di rivelarla dopo ogni azione. Un momento perso non torna, a meno che un evento successivo non realizzi di nuovo l'obiettivo.</translation>
    </message>
    <message>
        <source>X-26: What one turn counts</source>
        <translation>X-26: Che cosa conta un turno</translation>
    </message>
    <message>
        <source>A goal "in one turn" counts the whole current turn, even what happened before you drew the card, but you must hold the card face down when the event that meets the goal happens. Cards drawn by that very event count (agenda 16). Gains are counted before any spending.</source>
        <translation>Un obiettivo «in un turno» conta tutto il turno in corso, anche ciò che è accaduto prima che tu pescassi la carta, ma devi tenere la carta coperta quando avviene l'evento che raggiunge l'obiettivo. Le carte pescate proprio con quell'evento contano (agenda 16). I guadagni si contano prima di ogni spesa.</translation>
    </message>
    <message>
        <source>X-27: The agenda limit</source>
        <translation>X-27: Il limite di agende</translation>
    </message>
    <message>
        <source>Over the limit you discard face-down agenda cards of your choice at once. Losing the Multiverse Window with more than 3 cards, you discard face-down ones down to 3; revealed cards always stay, even if that leaves you more than 3.</source>
        <translation>Oltre il limite scarti subito carte agenda coperte a tua scelta. Se perdi la Finestra sul Multiverso con più di 3 carte, scarti carte coperte fino a restare con 3; le carte rivelate restano sempre, anche se così ne hai più di 3.</translation>
    </message>
    <message>
        <source>X-28: Agendas at the end of the game</source>
        <translation>X-28: Le agende a fine partita</translation>
    </message>
    <message>
        <source>After the landing that ends the game (R-11), every player reveals the face-down cards whose end-game side holds. Every side is judged on the final state before anybody reveals, so the order of the reveals does not matter.</source>
        <translation>Dopo l'atterraggio che chiude la partita (R-11), ogni giocatore rivela le carte coperte il cui lato di fine partita è soddisfatto. Ogni lato si giudica sullo stato finale prima che qualcuno riveli, quindi l'ordine delle rivelazioni non conta.</translation>
    </message>
    <message>
        <source>X-29: Ties with agendas</source>
        <translation>X-29: Pareggi con le agende</translation>
    </message>
    <message>
        <source>With the Agendas module a tie goes first to the player with more revealed agenda cards; a card scored through the Oracle Engine counts once. Then the usual order follows (R-27).</source>
        <translation>Con il modulo delle agende un pareggio va prima al giocatore con più carte agenda rivelate; una carta segnata tramite il Motore Oracolo conta una volta. Poi segue l'ordine consueto (R-27).</translation>
    </message>
    <message>
        <source>X-30: A natural roll</source>
        <translation>X-30: Un lancio naturale</translation>
    </message>
    <message>
        <source>Agendas 1, 3 and 20 look at your ships as rolled, before any alien tech changes them: a roll shaped by the Infinity Mirror or the Chrono-Spike does not count. For the Probability Focus an Infinity Mirror roll does count, as it replaces the roll; a Chrono-Spike re-roll never does.</source>
        <translation>Le agende 1, 3 e 20 guardano le tue navi così come uscite, prima che una tecnologia aliena le cambi: un lancio modellato dallo Specchio dell'Infinito o dalla Crono-Punta non conta. Per il Focus di Probabilità invece un lancio dello Specchio dell'Infinito conta, perché sostituisce il lancio; un rilancio della Crono-Punta mai.</translation>
    </message>
    <message>
        <source>X-31: A group of colonies</source>
        <translation>X-31: Un gruppo di colonie</translation>
    </message>
    <message>
        <source>For agenda 21, a group is a set of territories each holding a colony of yours, linked through bordering territories. Count your colonies in your largest group and compare that number with each opponent's largest group.</source>
        <translation>Per l'agenda 21, un gruppo è un insieme di territori con una tua colonia ciascuno, collegati tramite territori confinanti. Conta le tue colonie nel tuo gruppo più grande e confronta quel numero con il gruppo più grande di ogni avversario.</translation>
    </message>
    <message>
        <source>X-32: A foiled raid</source>
        <translation>X-32: Una razzia sventata</translation>
    </message>
    <message>
        <source>When agenda 24 is revealed against a raid, the part of the raid aimed at you, resources or a card, is cancelled and cannot be turned on anyone else. The rest of the raid goes on, and the ships stay docked.</source>
        <translation>Quando l'agenda 24 viene rivelata contro una razzia, la parte della razzia rivolta a te, risorse o una carta, è annullata e non può essere rivolta contro un altro. Il resto della razzia prosegue e le navi restano attraccate.</translation>
    </message>
    <message>
        <source>Our reading of "cancelled": a card given back comes back as it was taken. Generators the Field Amplifier stretched over a border straddle it again, colonies the raider landed from the Gravitron Shunt go back onto the card, the Auto Pilot A.I.'s ship comes back from the Maintenance Bay onto the card, and tokens the raid sent to the supply return to the card.</source>
        <translation>Nostra lettura di «annullata»: una carta restituita torna com'era quando è stata presa. I generatori che l'Amplificatore di Campo estendeva su un confine tornano a scavalcarlo, le colonie che il predone ha fatto atterrare dal Deviatore Gravitronico tornano sulla carta, la nave del Pilota Automatico I.A. torna dall'Hangar di Manutenzione sulla carta, e i segnalini che l'incursione ha mandato nella riserva tornano sulla carta.</translation>
    </message>
    <message>
        <source>X-33: Cards left out at setup</source>
        <translation>X-33: Carte escluse alla preparazione</translation>
    </message>
    <message>
        <source>Without the Factions module, agendas 33, 34, 35 and 37 leave the deck; with it, 34 and 35 leave when nobody took Xeno Explorations, Inc., and 37 when nobody took Brethren of the Stars. Without the extra alien tech, agendas 28 to 32, 36 and 38 to 42 leave; without the Outer Belt, agenda 43.</source>
        <translation>Senza il modulo delle fazioni, le agende 33, 34, 35 e 37 lasciano il mazzo; con esso, 34 e 35 escono se nessuno ha preso Xeno Explorations, Inc., e 37 se nessuno ha preso Brethren of the Stars. Senza la tecnologia aliena aggiuntiva escono le agende da 28 a 32, 36 e da 38 a 42; senza la Cintura esterna, l'agenda 43.</translation>
    </message>
    <message>
        <source>An agenda that names an alien tech card out of the deck leaves too, and without the Agendas module the Multiverse Window and the Oracle Engine stay in the box.</source>
        <translation>Esce anche un'agenda che nomina una carta tecnologia assente dal mazzo, e senza il modulo delle agende la Finestra sul Multiverso e il Motore Oracolo restano nella scatola.</translation>
    </message>
    <message>
        <source>X-34: The 36th card</source>
        <translation>X-34: La 36ª carta</translation>
    </message>
    <message>
        <source>The guide counts 36 extra cards but describes only 35. A few other names turn up in the Edition X summary, none of which can be matched with certainty, so the app plays the 35 known cards and keeps a place for the 36th without guessing what it is.</source>
        <translation>La guida conta 36 carte aggiuntive ma ne descrive solo 35. Alcuni altri nomi compaiono nel riassunto di Edition X, ma nessuno si può abbinare con certezza; l'app gioca quindi le 35 carte note e tiene un posto per la 36ª senza indovinare quale sia.</translation>
    </message>
    <message>
        <source>X-35: Fleet Interlink</source>
        <translation>X-35: Collegamento di Flotta</translation>
    </message>
    <message>
        <source>The two texts of this card disagree. The app adds 1 to each of your unplaced ships and turns a 6 into a 1: every other card that changes values acts on unplaced ships, and a 7 would mean nothing at several facilities.</source>
        <translation>I due testi di questa carta non concordano. L'app aggiunge 1 a ciascuna delle tue navi non piazzate e trasforma un 6 in un 1: ogni altra carta che cambia i valori agisce sulle navi non piazzate, e un 7 non avrebbe senso in diverse strutture.</translation>
    </message>
    <message>
        <source>X-36: Ship values</source>
        <translation>X-36: Valori delle navi</translation>
    </message>
    <message>
        <source>Ship values always stay from 1 to 6. They wrap around only where a card says so (Fleet Interlink, Suppression Matrix); the Booster Pod and the Stasis Beam keep the ruleset's behaviour, and the Experimental FTL Drive sets a value from 1 to 6.</source>
        <translation>I valori delle navi restano sempre da 1 a 6. Ricominciano da capo solo dove una carta lo dice (Collegamento di Flotta, Matrice di Soppressione); il Modulo di Spinta e il Raggio di Stasi mantengono il comportamento del regolamento, e il Motore FTL Sperimentale fissa un valore da 1 a 6.</translation>
    </message>
    <message>
        <source>X-37: Pohl Foothills and card costs</source>
        <translation>X-37: Colline Pohl e costi delle carte</translation>
    </message>
    <message>
        <source>The Pohl Foothills bonus takes 1 fuel off each use of a card's own fuel cost, once per use and not per ship. It applies again to a second use through the Oscillation Capacitor, and to both costs of the Tele-Operator. It does not reduce the Deflector Shield's extra fuel, what you put on the Probability Focus or the Null-Time Vault, the Gravitron Shunt's release, or ore costs.</source>
        <translation>Il bonus delle Colline Pohl toglie 1 carburante a ogni uso del costo in carburante proprio di una carta, una volta per uso e non per nave. Vale di nuovo per un secondo uso tramite il Condensatore di Oscillazione, e per entrambi i costi del Teleoperatore. Non riduce il sovrapprezzo dello Scudo Deflettore, ciò che metti sul Focus di Probabilità o nel Caveau Fuori dal Tempo, il rilascio del Deviatore Gravitronico né i costi in minerale.</translation>
    </message>
    <message>
        <source>X-38: Field generators first</source>
        <translation>X-38: Prima i generatori di campo</translation>
    </message>
    <message>
        <source>Field generators win over card powers. No card moves a colony into or out of a territory under the Repulsor Field, and the REV can neither enter nor leave it. The Isolation Field cancels bonuses but not VP. A generator stretched by the Field Amplifier is in both territories for every rule.</source>
        <translation>I generatori di campo prevalgono sui poteri delle carte. Nessuna carta porta una colonia dentro o fuori da un territorio sotto il Campo Repulsore, e il REV non può né entrarvi né uscirne. Il Campo di Isolamento annulla i bonus ma non i PV. Un generatore esteso dall'Amplificatore di Campo è in entrambi i territori per ogni regola.</translation>
    </message>
    <message>
        <source>X-39: Borrowed ships</source>
        <translation>X-39: Navi prese in prestito</translation>
    </message>
    <message>
        <source>A ship taken with the Astrogation Servo, the Infiltration A.I., a Brethren hijack or the Alien Sarcophagus is your unplaced ship this turn: it counts in your Alien Artifact total, pairs and runs. It never goes to the Terraforming Station (except the Sarcophagus's Relic Ship), and it is not yours for fleet size or for cards that return ships. Its owner gathers it at the start of their next turn.</source>
        <translation>Una nave presa con il Servo di Astrogazione, l'I.A. di Infiltrazione, un dirottamento dei Brethren o il Sarcofago Alieno è una tua nave non piazzata in questo turno: conta nel tuo totale all'Artefatto Alieno, nelle coppie e nelle scale. Non va mai alla Stazione di Terraformazione (tranne la Nave Reliquia del Sarcofago) e non è tua per la dimensione della flotta né per le carte che restituiscono navi. Il suo proprietario la raccoglie all'inizio del suo turno successivo.</translation>
    </message>
    <message>
        <source>X-40: Auto Pilot A.I.</source>
        <translation>X-40: Pilota Automatico I.A.</translation>
    </message>
    <message>
        <source>Putting the ship on the card is the card's use for that turn. From then on the holder gains %1 or %2, as they choose, at the start of every player's turn, before that player rolls; this may take the holder above 8, but only the active player discards. The ship still counts as a ship of its colour. When the card leaves its holder in any way, the ship goes to the Maintenance Bay.</source>
        <translation>Mettere la nave sulla carta è l'uso della carta per quel turno. Da allora chi la possiede guadagna %1 o %2, a sua scelta, all'inizio del turno di ogni giocatore, prima che quel giocatore lanci; questo può portarlo oltre 8, ma scarta solo il giocatore attivo. La nave conta ancora come nave del suo colore. Quando la carta lascia chi la possiede, in qualsiasi modo, la nave va nell'Hangar di Manutenzione.</translation>
    </message>
    <message>
        <source>X-41: Gravitron Shunt</source>
        <translation>X-41: Deviatore Gravitronico</translation>
    </message>
    <message>
        <source>Any colony may be taken, yours included, unless the Magnetic Lockdown or the Repulsor Field protects it. On the card the colony still scores but controls nothing. Its owner lands it again on their own turn, on any territory without the Repulsor Field. If the card is raided, the raider places the colony; if the Oscillation Capacitor discards it, the colony's owner places it at once, for free.</source>
        <translation>Si può prendere qualsiasi colonia, anche la tua, a meno che non la protegga il Blocco Magnetico o il Campo Repulsore. Sulla carta la colonia continua a contare per il punteggio ma non controlla nulla. Il suo proprietario la fa atterrare di nuovo nel proprio turno, su un territorio senza Campo Repulsore. Se la carta viene razziata, il predone piazza la colonia; se il Condensatore di Oscillazione la scarta, il proprietario della colonia la piazza subito, gratis.</translation>
    </message>
    <message>
        <source>X-42: Chameleon Cloak</source>
        <translation>X-42: Mantello Camaleonte</translation>
    </message>
    <message>
        <source>You replace a group that meets the facility's requirement by itself, value for value: a pair at the Shipyard or the Orbital Market, three at the Colony Constructor, the whole run at the Raiders' Outpost, any number at a facility that takes single ships. Never at the Terraforming Station. At a faction board you pay the fee.</source>
        <translation>Sostituisci un gruppo che soddisfa da solo il requisito della struttura, valore per valore: una coppia al Cantiere Navale o al Mercato Orbitale, tre al Costruttore di Colonie, tutta la scala all'Avamposto dei Predoni, un numero qualsiasi in una struttura che accetta navi singole. Mai alla Stazione di Terraformazione. A una plancia fazione paghi la tariffa.</translation>
    </message>
    <message>
        <source>X-43: Superconducting Grapple</source>
        <translation>X-43: Rampino Superconduttore</translation>
    </message>
    <message>
        <source>Only at a facility whose usable ports are all taken; every other requirement of the facility still applies, the Lunar Mine's highest value included. At the Raiders' Outpost a full run may grapple without bumping, and raids. Never at the Terraforming Station, the Colonist Hub or the Maintenance Bay. Grappled ships count as docked there.</source>
        <translation>Solo a una struttura con tutte le porte utilizzabili occupate; ogni altro requisito della struttura continua a valere, compreso il valore più alto alla Miniera Lunare. All'Avamposto dei Predoni una scala completa può agganciarsi senza scalzare, e razzia. Mai alla Stazione di Terraformazione, al Centro Coloni o all'Hangar di Manutenzione. Le navi agganciate contano come attraccate lì.</translation>
    </message>
    <message>
        <source>X-45: Infinity Mirror</source>
        <translation>X-45: Specchio dell'Infinito</translation>
    </message>
    <message>
        <source>The paid power replaces the roll of your fleet; the Brethren Ship is rolled as usual. The discard makes every ship docked at a facility show 1, but not those in the Maintenance Bay; later Lunar Mine and bump checks use the new values, and benefits already taken stay.</source>
        <translation>Il potere a pagamento sostituisce il lancio della tua flotta; la Nave dei Brethren si lancia come al solito. Lo scarto fa mostrare 1 a ogni nave attraccata a una struttura, ma non a quelle nell'Hangar di Manutenzione; i controlli successivi alla Miniera Lunare e per scalzare usano i nuovi valori, e i benefici già ottenuti restano.</translation>
    </message>
    <message>
        <source>X-47: Experimental FTL Drive</source>
        <translation>X-47: Motore FTL Sperimentale</translation>
    </message>
    <message>
        <source>The token comes from the fuel supply, not from you. The discard when the last token arrives happens by itself and does not use up your discard for the turn; the card has no other discard. The tokens stay on the card if it is taken or raided.</source>
        <translation>Il segnalino viene dalla riserva di carburante, non da te. Lo scarto all'arrivo dell'ultimo segnalino avviene da solo e non consuma il tuo scarto del turno; la carta non ha altri scarti. I segnalini restano sulla carta se viene presa o razziata.</translation>
    </message>
    <message>
        <source>X-49: Tokens on cards</source>
        <translation>X-49: Segnalini sulle carte</translation>
    </message>
    <message>
        <source>Fuel and ore lying on a card (Null-Time Vault, Probability Focus, Experimental FTL Drive, Magnetic Lockdown) are not the player's: they cannot be spent, do not count towards 8, cannot be raided and do not count in ties. A Null-Time Vault discarded by another effect sends its tokens to the supply.</source>
        <translation>Il carburante e il minerale su una carta (Caveau Fuori dal Tempo, Focus di Probabilità, Motore FTL Sperimentale, Blocco Magnetico) non sono del giocatore: non si possono spendere, non contano per gli 8, non si possono razziare e non contano nei pareggi. Un Caveau Fuori dal Tempo scartato da un altro effetto manda i suoi segnalini alla riserva.</translation>
    </message>
    <message>
        <source>X-50: Oracle Engine and Multiverse Window</source>
        <translation>X-50: Motore Oracolo e Finestra sul Multiverso</translation>
    </message>
    <message>
        <source>The Oracle Engine's agenda lies face up on the card. If its in-game goal is met this turn it scores 2 VP and stays with you, marked: it is outside your limit but counts in ties. If not, it is discarded at the end of the turn. The Multiverse Window's discard scores 1 VP and is your discard for the turn.</source>
        <translation>L'agenda del Motore Oracolo è scoperta sulla carta. Se il suo obiettivo di partita viene raggiunto in questo turno, vale 2 PV e resta a te, segnata: è fuori dal tuo limite ma conta nei pareggi. Altrimenti viene scartata alla fine del turno. Lo scarto della Finestra sul Multiverso vale 1 PV ed è il tuo scarto del turno.</translation>
    </message>
    <message>
        <source>X-54: Solar Harvester and Retrieval Webbing</source>
        <translation>X-54: Mietitore Solare e Rete di Recupero</translation>
    </message>
    <message>
        <source>The Solar Harvester counts the opponents' ships at the Solar Converter at the moment you use it. The Retrieval Webbing collects what other players discard above 8 at the end of their turns; its holder checks the limit only at the end of their own turn.</source>
        <translation>Il Mietitore Solare conta le navi avversarie al Convertitore Solare nel momento in cui lo usi. La Rete di Recupero raccoglie ciò che gli altri giocatori scartano oltre 8 alla fine dei loro turni; chi la possiede controlla il limite solo alla fine del proprio turno.</translation>
    </message>
    <message>
        <source>X-55: Alien Sarcophagus</source>
        <translation>X-55: Sarcofago Alieno</translation>
    </message>
    <message>
        <source>At the start of your turn, take the Relic Ship from Burroughs Desert or from the board (not from the Terraforming Station or the Maintenance Bay), roll it with your fleet and use it this turn, at the Terraforming Station too. If it came from another player's fleet, that player gathers it as usual; otherwise it goes back to Burroughs Desert at the start of your next turn.</source>
        <translation>All'inizio del tuo turno prendi la Nave Reliquia dal Deserto Burroughs o dal tabellone (non dalla Stazione di Terraformazione né dall'Hangar di Manutenzione), lanciala con la tua flotta e usala in questo turno, anche alla Stazione di Terraformazione. Se veniva dalla flotta di un altro giocatore, questi la raccoglie come al solito; altrimenti torna nel Deserto Burroughs all'inizio del tuo turno successivo.</translation>
    </message>
    <message>
        <source>X-56: Field Propagator</source>
        <translation>X-56: Propagatore di Campo</translation>
    </message>
    <message>
        <source>If the generator the die names already sits on the territory you picked, choose another territory with a colony of yours. If there is none, the fuel is spent for nothing.</source>
        <translation>Se il generatore indicato dal dado è già sul territorio scelto, scegli un altro territorio con una tua colonia. Se non ce n'è nessuno, il carburante è speso per niente.</translation>
    </message>
    <message>
        <source>X-53: Discards at a set moment</source>
        <translation>X-53: Scarti in un momento stabilito</translation>
    </message>
    <message>
        <source>The Bio-Integration Circuit and the Alien Sarcophagus are discarded at the start of your turn, before ships come back from the Terraforming Station and before you roll.</source>
        <translation>Il Circuito di Biointegrazione e il Sarcofago Alieno si scartano all'inizio del tuo turno, prima che le navi tornino dalla Stazione di Terraformazione e prima del tiro.</translation>
    </message>
    <message>
        <source>At the table, the game-over page first asks for the end-game reveals: each player turns up, from their own card, the face-down cards whose end-game goal is met, before the ranking is final.</source>
        <translation>Al tavolo, la pagina di fine partita chiede prima le rivelazioni di fine partita: ogni giocatore scopre, dalla propria scheda, le carte coperte il cui obiettivo di fine partita è raggiunto, prima che la classifica sia definitiva.</translation>
    </message>
    <message>
        <source>This board needs the Agendas module: it is drawn only in games played with it (X-7).</source>
        <translation>Questa plancia richiede il modulo delle agende: viene pescata solo nelle partite giocate con esso (X-7).</translation>
    </message>
    <message>
        <source>The app plays the Factions and Agendas modules with every ruleset, alone or together (see Factions and Agendas). The extra alien tech cards are in preparation: their rules are in this reference, but the app still refuses them with "not supported yet". The Outer Belt is not supported. Games for 5 or 6 players use the Edition X rules (X-57, X-58).</source>
        <translation>L'app gioca i moduli delle fazioni e delle agende con ogni regolamento, da soli o insieme (vedi Fazioni e Agende). Le carte tecnologia aliena aggiuntive sono in preparazione: le loro regole sono in questo riferimento, ma l'app le rifiuta ancora con «non è ancora supportato». La Cintura esterna non è supportata. Le partite a 5 o 6 giocatori usano le regole dell'Edizione X (X-57, X-58).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to look at the top 3 alien tech cards of the draw pile (all of them when fewer are left) and put them back in any order. At the table you look at the real pile: the app only takes the fuel and later asks for the cards as they are turned up. In a digital game the app shows the cards to you alone, you choose their order, and the next cards drawn follow it.</source>
        <translation>&lt;b&gt;Potere a pagamento:&lt;/b&gt; paga %1 per guardare le prime 3 carte di tecnologia aliena del mazzo (tutte se ne restano meno) e rimetterle nell’ordine che vuoi. Al tavolo guardate il mazzo vero: l’app prende solo il carburante e chiede le carte più tardi, quando vengono scoperte. In una partita digitale l’app mostra le carte solo a te, scegli il loro ordine e le prossime carte pescate lo seguono.</translation>
    </message>
    <message>
        <source>Our reading: the card's "never at the Terraforming Station" holds for your own ship taken back from the Maintenance Bay too, for the rest of that turn.</source>
        <translation>Nostra lettura: il «mai alla Stazione di Terraformazione» della carta vale anche per la tua nave ripresa dall'Hangar di Manutenzione, per il resto di quel turno.</translation>
    </message>
    <message>
        <source>Our reading: ships grappled beside a full facility with the Superconducting Grapple are replaced by yours grappled in turn; they take no port.</source>
        <translation>Nostra lettura: le navi agganciate accanto a una struttura piena con il Rampino Superconduttore sono sostituite dalle tue, agganciate a loro volta; non occupano porti.</translation>
    </message>
    <message>
        <source>When the card is raided, the raider settles each stretched generator on one of its two territories. Our reading: when it leaves a hand any other way (discarded by the Oscillation Capacitor, swapped by the Terran Exchange), the stretch simply ends and each generator stays on the territory it stood on first.</source>
        <translation>Se la carta viene razziata, il razziatore lascia ogni generatore esteso su uno dei suoi due territori. Nostra lettura: se lascia una mano in altro modo (scartata dal Condensatore di Oscillazione, scambiata dalla Terran Exchange), l'estensione finisce e basta e ogni generatore resta sul territorio dove stava per primo.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; when you gather, take 2 opponents' ships that way, for free. Our reading: exactly 2, so with fewer than 2 such ships on the board it cannot be used.</source>
        <translation>&lt;b&gt;Potere di scarto:&lt;/b&gt; quando raccogli, prendi così 2 navi avversarie, gratis. Nostra lettura: esattamente 2, quindi con meno di 2 navi così sul tabellone non si può usare.</translation>
    </message>
    <message>
        <source>Our reading: beside a faction board whose port is taken, one ship may grapple; you pay the owner's fee and use the board's docking ability, and the port stays the other ship's (X-4).</source>
        <translation>Nostra lettura: accanto alla plancia di una fazione il cui porto è occupato, una nave può agganciarsi; paghi la tassa d'accesso al proprietario e usi l'abilità di attracco della plancia, e il porto resta all'altra nave (X-4).</translation>
    </message>
    <message>
        <source>Our reading: the display keeps nothing on its cards. A lent Magnetic Lockdown locks as usual, its fuel going to the supply at once; a lent Experimental FTL Drive takes no token; the Null-Time Vault, the Gravitron Shunt and the Auto Pilot A.I. cannot be lent.</source>
        <translation>Nostra lettura: l'esposizione non tiene nulla sulle sue carte. Un Blocco Magnetico prestato blocca come al solito e il suo carburante va subito nella riserva; un Motore FTL Sperimentale prestato non riceve segnalini; il Caveau Fuori dal Tempo, il Deviatore Gravitronico e il Pilota Automatico I.A. non si possono prestare.</translation>
    </message>
    <message>
        <source>Our reading at the Colonist Hub: the circles the replaced ships gave their owner's colony stay. Your ships dock on your own track (on the freeform Hub of 5-6 players, at any free port) and advance your colony as any Hub docking does: your track needs a free port for each of them, and a colony of yours waiting on circle 7 stops them.</source>
        <translation>Nostra lettura al Centro Coloni: i cerchi che le navi sostituite hanno fatto avanzare alla colonia del loro proprietario restano. Le tue navi attraccano sul tuo tracciato (nel Centro Coloni condiviso con 5-6 giocatori, in qualsiasi posto libero) e fanno avanzare la tua colonia come ogni attracco lì: il tuo tracciato deve avere un posto libero per ciascuna, e una tua colonia in attesa sul cerchio 7 lo impedisce.</translation>
    </message>
</context>
<context>
    <name>RulesReferenceView</name>
    <message>
        <source>Search the rules</source>
        <translation>Cerca nelle regole</translation>
    </message>
    <message>
        <source>%1 of %2 entries</source>
        <extracomment>How many rules entries match the search, e.g. "4 of 97 entries"</extracomment>
        <translation>%1 di %2 voci</translation>
    </message>
    <message>
        <source>Rules entries</source>
        <translation>Voci delle regole</translation>
    </message>
    <message>
        <source>No entry matches “%1”.</source>
        <extracomment>Shown in the rules reference when the search finds nothing; %1 is the search text</extracomment>
        <translation>Nessuna voce corrisponde a “%1”.</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>Returns to the rules entry shown before the link was followed</extracomment>
        <translation>Indietro</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Save the chart as a picture</source>
        <translation>Salva il grafico come immagine</translation>
    </message>
    <message>
        <source>score-chart.png</source>
        <translation>grafico-punteggio.png</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>ScoreChartView</name>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Fuel</source>
        <translation>Carburante</translation>
    </message>
    <message>
        <source>Ore</source>
        <translation>Minerale</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Salva come PNG…</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Supply: %1 fuel, %2 ore</source>
        <translation>Riserva: %1 carburante, %2 minerale</translation>
    </message>
    <message>
        <source>%1 reveals an agenda card</source>
        <translation>%1 rivela una carta agenda</translation>
    </message>
    <message>
        <source>The cards this player may turn face up now:</source>
        <translation>Le carte che questo giocatore può rivelare ora:</translation>
    </message>
    <message>
        <source>%1 discards an agenda card</source>
        <translation>%1 scarta una carta agenda</translation>
    </message>
    <message>
        <source>Above the limit: one face-down card goes to the discard pile.</source>
        <translation>Oltre il limite: una carta coperta va negli scarti.</translation>
    </message>
    <message>
        <source>A face-down card goes to the discard pile.</source>
        <translation>Una carta coperta va negli scarti.</translation>
    </message>
    <message numerus="yes">
        <source>Prophets of the Artifact: one of the cards just drawn is kept, the others go to the discard pile (%n still to discard).</source>
        <translation>
            <numerusform>Prophets of the Artifact: una delle carte appena pescate si tiene, le altre vanno negli scarti (ancora %n da scartare).</numerusform>
            <numerusform>Prophets of the Artifact: una delle carte appena pescate si tiene, le altre vanno negli scarti (ancora %n da scartare).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoutLook</name>
    <message>
        <source>Hand the screen to %1</source>
        <translation>Passa lo schermo a %1</translation>
    </message>
    <message>
        <source>%1 looks at the draw pile</source>
        <translation>%1 guarda il mazzo</translation>
    </message>
    <message>
        <source>The cards are covered. Hand the screen back.</source>
        <translation>Le carte sono coperte. Restituisci lo schermo.</translation>
    </message>
    <message>
        <source>Only %1 should look: the top cards of the draw pile come next.</source>
        <translation>Solo %1 deve guardare: seguono le prime carte del mazzo.</translation>
    </message>
    <message>
        <source>Put the cards back in the order you choose, the top card first.</source>
        <translation>Rimetti le carte nell’ordine che scegli, quella in cima per prima.</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Sposta su</translation>
    </message>
    <message>
        <source>I am %1: show the cards</source>
        <translation>Sono %1: mostra le carte</translation>
    </message>
    <message>
        <source>Put them back in this order</source>
        <translation>Rimettile in quest’ordine</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>The language changes the next time the app starts.</source>
        <translation>La lingua cambia al prossimo avvio dell'app.</translation>
    </message>
    <message>
        <source>Dice and cards for new games</source>
        <translation>Dadi e carte per le nuove partite</translation>
    </message>
    <message>
        <source>The table's dice and cards (enter what they show)</source>
        <translation>Dadi e carte del tavolo (inserisci ciò che mostrano)</translation>
    </message>
    <message>
        <source>The app rolls and deals (seeded)</source>
        <translation>L'app lancia e distribuisce (con seme)</translation>
    </message>
</context>
<context>
    <name>SetupSteps</name>
    <message>
        <source>Set up the table</source>
        <translation>Prepara il tavolo</translation>
    </message>
    <message>
        <source>Players: %1 · %2</source>
        <translation>Giocatori: %1 · %2</translation>
    </message>
    <message>
        <source>Cover docking ports</source>
        <translation>Copri le porte di attracco</translation>
    </message>
    <message>
        <source>Nothing to cover: four players use every port.</source>
        <translation>Niente da coprire: con quattro giocatori si usano tutte le porte.</translation>
    </message>
    <message>
        <source>Put dock covers on the ports hatched in orange (how many per facility); they stay for the whole game:</source>
        <translation>Metti le coperture sulle porte tratteggiate in arancione (quante per struttura); restano per tutta la partita:</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n port(s)</source>
        <translation>
            <numerusform>%1: %n porta</numerusform>
            <numerusform>%1: %n porte</numerusform>
        </translation>
    </message>
    <message>
        <source>Ships and colonies</source>
        <translation>Navi e colonie</translation>
    </message>
    <message>
        <source>Each player puts %1 ships of their colour on the Maintenance Bay and %2 in their ship stock, and takes %3 colonies.</source>
        <translation>Ogni giocatore mette %1 navi del suo colore nell'Hangar di Manutenzione e %2 nella sua scorta di navi, e prende %3 colonie.</translation>
    </message>
    <message>
        <source>Seats and starting resources</source>
        <translation>Posti e risorse iniziali</translation>
    </message>
    <message numerus="yes">
        <source>%n fuel</source>
        <translation>
            <numerusform>%n carburante</numerusform>
            <numerusform>%n carburante</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ore</source>
        <translation>
            <numerusform>%n minerale</numerusform>
            <numerusform>%n minerale</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1, %2: %3</source>
        <extracomment>Setup: "Player 2, Bob: 1 fuel"</extracomment>
        <translation>Giocatore %1, %2: %3</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>The rest of the board</source>
        <translation>Il resto del tabellone</translation>
    </message>
    <message>
        <source>The clear die, the Relic Ship, goes on Burroughs Desert. The three field generators wait beside the board. Fuel (%1) and ore (%2) tokens make the supply.</source>
        <translation>Il dado trasparente, la Nave Reliquia, va nel Deserto Burroughs. I tre generatori di campo attendono accanto al tabellone. I segnalini carburante (%1) e minerale (%2) formano la riserva.</translation>
    </message>
    <message>
        <source>Deal the alien tech cards</source>
        <translation>Distribuisci le carte tecnologia aliena</translation>
    </message>
    <message>
        <source>The app shuffles the %1 cards and deals 3 face up at the Alien Artifact and 1 to each player (seed %2). Lay out the same cards at the table.</source>
        <translation>L'app mescola le %1 carte e ne distribuisce 3 scoperte all'Artefatto Alieno e 1 a ogni giocatore (seme %2). Disponi le stesse carte sul tavolo.</translation>
    </message>
    <message>
        <source>Shuffle the %1 cards, turn 3 face up at the Alien Artifact and deal 1 to each player; enter them below the board in that order.</source>
        <translation>Mescola le %1 carte, scoprine 3 all'Artefatto Alieno e dai 1 carta a ogni giocatore; inseriscile sotto il tabellone in quest'ordine.</translation>
    </message>
    <message>
        <source>Nothing to cover: five or six players use every port. The Colonist Hub's tracks belong to nobody: a ship may take any of its 12 ports, each player has at most 3 ships and 1 colony there, and a colony moves to another track when its circle is taken.</source>
        <extracomment>Setup guide, 5 or 6 players (ruling X-58)</extracomment>
        <translation>Niente da coprire: con cinque o sei giocatori si usano tutte le porte. I tracciati del Centro Coloni non appartengono a nessuno: una nave può prendere una qualsiasi delle sue 12 porte, ogni giocatore vi ha al massimo 3 navi e 1 colonia, e una colonia passa a un altro tracciato quando il suo cerchio è occupato.</translation>
    </message>
    <message>
        <source>Faction boards</source>
        <translation>Plance fazione</translation>
    </message>
    <message>
        <source>%1 boards were drawn, one more than the players. The last player picked first, then the others counter-clockwise: %2. The board nobody picked goes back to the box.</source>
        <extracomment>Setup guide, factions: %1 number of boards drawn, %2 player names in the order they picked</extracomment>
        <translation>Sono state pescate %1 plance, una in più dei giocatori. L'ultimo giocatore ha scelto per primo, poi gli altri in senso antiorario: %2. La plancia che nessuno ha preso torna nella scatola.</translation>
    </message>
    <message>
        <source>Each player puts their board beside them:</source>
        <translation>Ogni giocatore mette la sua plancia davanti a sé:</translation>
    </message>
    <message>
        <source>The REV, Xeno Explorations' piece, goes on %1.</source>
        <translation>Il REV, il pezzo di Xeno Explorations, va su %1.</translation>
    </message>
    <message>
        <source>The Brethren Ship, a die without numbers, goes on the Maintenance Bay; its owner gathers it with the fleet.</source>
        <translation>La Nave dei Brethren, un dado senza numeri, va nell'Hangar di Manutenzione; il suo proprietario la raccoglie con la flotta.</translation>
    </message>
    <message>
        <source>Deal the agenda cards</source>
        <translation>Distribuire le carte agenda</translation>
    </message>
    <message numerus="yes">
        <source>The app shuffles the agenda cards of this game and deals %n to each player face down. Each player looks at their own cards alone, with the Look button on their player card.</source>
        <translation>
            <numerusform>L’app mescola le carte agenda di questa partita e ne distribuisce %n coperta a ogni giocatore. Ognuno guarda le sue carte da solo, con «Guarda» sulla sua scheda.</numerusform>
            <numerusform>L’app mescola le carte agenda di questa partita e ne distribuisce %n coperte a ogni giocatore. Ognuno guarda le sue carte da solo, con «Guarda» sulla sua scheda.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the agenda cards of this game (the rules reference says which stay in the box) and deal %n face down to each player, then say so below the board.</source>
        <translation>
            <numerusform>Mescola le carte agenda di questa partita (il riferimento delle regole dice quali restano nella scatola) e distribuiscine %n coperta a ogni giocatore, poi indicalo sotto il tabellone.</numerusform>
            <numerusform>Mescola le carte agenda di questa partita (il riferimento delle regole dice quali restano nella scatola) e distribuiscine %n coperte a ogni giocatore, poi indicalo sotto il tabellone.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <source>Ctrl+S / Ctrl+Shift+S</source>
        <translation>Ctrl+S / Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Save / save as</source>
        <translation>Salva / salva con nome</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo the last move</source>
        <translation>Annulla l'ultima mossa</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z, Ctrl+Y</source>
        <translation>Ctrl+Shift+Z, Ctrl+Y</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>1 – 6, Enter</source>
        <translation>1 – 6, Invio</translation>
    </message>
    <message>
        <source>Roll: type the dice in ship order, then Enter (Backspace corrects, Esc clears)</source>
        <translation>Lancio: digita i dadi nell'ordine delle navi, poi Invio (Backspace corregge, Esc cancella)</translation>
    </message>
    <message>
        <source>R or Enter</source>
        <translation>R o Invio</translation>
    </message>
    <message>
        <source>Digital dice: roll or turn up cards for me</source>
        <translation>Dadi digitali: lancia o scopri le carte per me</translation>
    </message>
    <message>
        <source>1 – 6</source>
        <translation>1 – 6</translation>
    </message>
    <message>
        <source>During the turn: select a die showing that value</source>
        <translation>Durante il turno: seleziona un dado che mostra quel valore</translation>
    </message>
    <message>
        <source>S L M A H C T Y O</source>
        <translation>S L M A H C T Y O</translation>
    </message>
    <message>
        <source>Dock the selected dice at the Solar Converter, Lunar Mine, Orbital Market, Alien Artifact, Colonist Hub, Colony Constructor, Terraforming Station, Shipyard, Raiders' Outpost</source>
        <translation>Attracca i dadi selezionati a: Convertitore Solare, Miniera Lunare, Mercato Orbitale, Artefatto Alieno, Centro Coloni, Costruttore di Colonie, Stazione di Terraformazione, Cantiere Navale, Avamposto dei Predoni</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Put the selected die on the Maintenance Bay</source>
        <translation>Metti il dado selezionato nell'Hangar di Manutenzione</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Trade at the Orbital Market</source>
        <translation>Commercia al Mercato Orbitale</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Termina il turno</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the selection and the message</source>
        <translation>Cancella la selezione e il messaggio</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>This list</source>
        <translation>Questo elenco</translation>
    </message>
    <message>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <source>The rules reference</source>
        <translation>La guida alle regole</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>With no die selected: a hint, the AI's suggestion for the turn</source>
        <translation>Senza dadi selezionati: un suggerimento, la proposta dell'IA per il turno</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>A seat played by the app: its move is done on the board, go on</source>
        <translation>Un posto giocato dall'app: la sua mossa è fatta sul tabellone, avanti</translation>
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
        <translation>L'arbitro per Alien Frontiers al tuo tavolo: controlla ogni mossa, tiene i conti e il punteggio.</translation>
    </message>
    <message>
        <source>Resume the last game</source>
        <translation>Riprendi l'ultima partita</translation>
    </message>
    <message>
        <source>The last game cannot be resumed</source>
        <translation>Impossibile riprendere l'ultima partita</translation>
    </message>
    <message numerus="yes">
        <source>%1 · turn %2 · %n move(s) · saved %3</source>
        <translation>
            <numerusform>%1 · turno %2 · %n mossa · salvata %3</numerusform>
            <numerusform>%1 · turno %2 · %n mosse · salvata %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Apri una partita salvata…</translation>
    </message>
    <message>
        <source>Game under way…</source>
        <translation>Partita in corso…</translation>
    </message>
    <message>
        <source>Enter the board as it is now at the table, then referee from there</source>
        <translation>Inserisci il tabellone com'è ora sul tavolo, poi arbitra da lì</translation>
    </message>
    <message>
        <source>Version %1 · F1 keyboard shortcuts · F2 rules reference</source>
        <extracomment>%1 is the application version</extracomment>
        <translation>Versione %1 · F1 scorciatoie da tastiera · F2 guida alle regole</translation>
    </message>
    <message>
        <source>Games played and statistics</source>
        <translation>Partite giocate e statistiche</translation>
    </message>
</context>
<context>
    <name>StateProblem</name>
    <message>
        <source>a game has {0} to {1} players, not {2}.</source>
        <translation>una partita ha da {0} a {1} giocatori, non {2}.</translation>
    </message>
    <message>
        <source>two players share the colour {0}.</source>
        <translation>due giocatori condividono il colore {0}.</translation>
    </message>
    <message>
        <source>resources cannot be negative.</source>
        <translation>le risorse non possono essere negative.</translation>
    </message>
    <message>
        <source>more tokens than the game has ({0} fuel, {1} ore).</source>
        <translation>più segnalini di quanti ne abbia il gioco ({0} carburante, {1} minerale).</translation>
    </message>
    <message>
        <source>cannot be negative.</source>
        <translation>non può essere negativo.</translation>
    </message>
    <message>
        <source>the Colonist Hub has circles 1 to 7 (0: none).</source>
        <translation>il Centro Coloni ha i cerchi da 1 a 7 (0: nessuna).</translation>
    </message>
    <message>
        <source>unknown card.</source>
        <translation>carta sconosciuta.</translation>
    </message>
    <message>
        <source>ships of an unused seat are on the board.</source>
        <translation>ci sono sul tabellone navi di un posto non usato.</translation>
    </message>
    <message>
        <source>a ship of this colour is neither in the stock nor in play.</source>
        <translation>una nave di questo colore non è né nella scorta né in gioco.</translation>
    </message>
    <message>
        <source>only the active player has ships gathered in a fleet.</source>
        <translation>solo il giocatore di turno può avere navi raccolte in una flotta.</translation>
    </message>
    <message>
        <source>unknown facility.</source>
        <translation>struttura sconosciuta.</translation>
    </message>
    <message>
        <source>a docked ship shows a value from 1 to 6.</source>
        <translation>una nave attraccata mostra un valore da 1 a 6.</translation>
    </message>
    <message>
        <source>a docked ship must name the player it was docked for.</source>
        <translation>una nave attraccata deve indicare il giocatore per cui è stata attraccata.</translation>
    </message>
    <message>
        <source>a die shows 1 to 6.</source>
        <translation>un dado mostra da 1 a 6.</translation>
    </message>
    <message>
        <source>the fleet has not been rolled yet in the roll stage.</source>
        <translation>nella fase di lancio la flotta non è ancora stata lanciata.</translation>
    </message>
    <message>
        <source>an unplaced ship must show its rolled value.</source>
        <translation>una nave non piazzata deve mostrare il valore ottenuto col lancio.</translation>
    </message>
    <message>
        <source>the Relic Ship is on Burroughs Desert exactly when nobody holds it.</source>
        <translation>la Nave Reliquia è nel Deserto Burroughs esattamente quando nessuno la possiede.</translation>
    </message>
    <message>
        <source>the Relic Ship never goes to the stock.</source>
        <translation>la Nave Reliquia non va mai nella scorta.</translation>
    </message>
    <message>
        <source>no such player.</source>
        <translation>questo giocatore non esiste.</translation>
    </message>
    <message>
        <source>only the player controlling Burroughs Desert holds the Relic Ship.</source>
        <translation>solo il giocatore che controlla il Deserto Burroughs possiede la Nave Reliquia.</translation>
    </message>
    <message>
        <source>with the Isolation Field on Burroughs Desert the Relic Ship stays there.</source>
        <translation>con il Campo di Isolamento nel Deserto Burroughs la Nave Reliquia resta lì.</translation>
    </message>
    <message>
        <source>more ships are docked at the {0} than it has ports for {1} players.</source>
        <translation>la struttura {0} ha più navi attraccate che porte con {1} giocatori.</translation>
    </message>
    <message>
        <source>the deck has {0} × {1}; this position has {2}.</source>
        <translation>il mazzo ha {0} × {1}; questa posizione ne ha {2}.</translation>
    </message>
    <message>
        <source>with the limited supply, the supply and the players hold exactly {0} fuel and {1} ore (here {2} fuel and {3} ore).</source>
        <translation>con la riserva limitata, la riserva e i giocatori hanno esattamente {0} carburante e {1} minerale (qui {2} carburante e {3} minerale).</translation>
    </message>
    <message>
        <source>unknown territory.</source>
        <translation>territorio sconosciuto.</translation>
    </message>
    <message>
        <source>unknown stage.</source>
        <translation>fase sconosciuta.</translation>
    </message>
    <message>
        <source>a player has landed every colony: the game is over.</source>
        <translation>un giocatore ha fatto atterrare tutte le sue colonie: la partita è finita.</translation>
    </message>
    <message>
        <source>the game is over only when a player has landed every colony.</source>
        <translation>la partita è finita solo quando un giocatore ha fatto atterrare tutte le sue colonie.</translation>
    </message>
    <message>
        <source>cards to reveal go with the reveal stage (1 to 3).</source>
        <translation>le carte da scoprire vanno con la fase di scoperta (da 1 a 3).</translation>
    </message>
    <message>
        <source>ships to re-roll go with the re-roll stage.</source>
        <translation>le navi da rilanciare vanno con la fase di rilancio.</translation>
    </message>
    <message>
        <source>only the active player's unplaced ships are re-rolled.</source>
        <translation>si rilanciano solo le navi non piazzate del giocatore di turno.</translation>
    </message>
    <message>
        <source>more ships docked at the Colonist Hub this turn than a player has.</source>
        <translation>in questo turno sono attraccate al Centro Coloni più navi di quante ne abbia un giocatore.</translation>
    </message>
    <message>
        <source>the Relic Ship is in a fleet only when its holder is the active player.</source>
        <translation>la Nave Reliquia è in una flotta solo quando chi la possiede è il giocatore di turno.</translation>
    </message>
    <message>
        <source>before the roll, every ship the active player has in play is gathered in the fleet.</source>
        <translation>prima del lancio, tutte le navi in gioco del giocatore di turno sono raccolte nella flotta.</translation>
    </message>
    <message>
        <source>nothing has been done in a turn before its roll.</source>
        <translation>prima del lancio, nel turno non è ancora stato fatto nulla.</translation>
    </message>
    <message>
        <source>{0} was used this turn, but the active player does not hold it.</source>
        <translation>la carta {0} è stata usata in questo turno, ma il giocatore di turno non la possiede.</translation>
    </message>
    <message>
        <source>{0} has no fuel power.</source>
        <translation>la carta {0} non ha un potere carburante.</translation>
    </message>
    <message>
        <source>a bonus is borrowed exactly when the Data Crystal's fuel power was used this turn, from one territory other than Burroughs Desert.</source>
        <translation>un bonus è preso in prestito esattamente quando in questo turno è stato usato il potere carburante del Cristallo di Dati, e da un solo territorio diverso dal Deserto Burroughs.</translation>
    </message>
    <message>
        <source>the turn does not count the active player's ships docked at the {0} this turn.</source>
        <translation>il turno non conta le navi del giocatore di turno attraccate in questo turno alla struttura {0}.</translation>
    </message>
    <message>
        <source>a ship docked for a player other than its owner was taken with the {0}, which this ruleset does not have.</source>
        <translation>una nave attraccata per un giocatore diverso dal proprietario è stata presa con la carta {0}, che queste regole non hanno.</translation>
    </message>
    <message>
        <source>a ship on the {0} is always docked for its owner.</source>
        <translation>una nave alla struttura {0} è sempre attraccata per il suo proprietario.</translation>
    </message>
    <message>
        <source>before the roll, no ship is docked for the active player yet.</source>
        <translation>prima del lancio, nessuna nave è ancora attraccata per il giocatore di turno.</translation>
    </message>
    <message>
        <source>a ship taken with the {0} goes back to its owner when the owner's turn starts: it can be docked only for a player whose turn has come since the owner's last turn.</source>
        <translation>una nave presa con la carta {0} torna al proprietario all'inizio del suo turno: può essere attraccata solo per un giocatore che ha giocato dall'ultimo turno del proprietario.</translation>
    </message>
    <message>
        <source>a player takes at most one ship with the {0} in a turn.</source>
        <translation>un giocatore prende al massimo una nave con la carta {0} in un turno.</translation>
    </message>
    <message>
        <source>a ship of another player is docked for the active player, but the {0} is not among the fuel powers used this turn.</source>
        <translation>una nave di un altro giocatore è attraccata per il giocatore di turno, ma la carta {0} non è tra i poteri carburante usati in questo turno.</translation>
    </message>
    <message>
        <source>this player's colonies in all (hand, Hub and territories): {0}; this game gives each player {1}.</source>
        <translation>colonie di questo giocatore in tutto (in mano, nel Centro e nei territori): {0}; questa partita ne dà {1} a ogni giocatore.</translation>
    </message>
    <message>
        <source>the Brethren Ship is in play exactly when a player has the Brethren of the Stars board, and never in the stock.</source>
        <translation>la Nave dei Brethren è in gioco esattamente quando un giocatore ha la plancia dei Brethren of the Stars, e mai nella scorta.</translation>
    </message>
    <message>
        <source>the Brethren Ship has no value; it is in a fleet only while its owner is the active player, with its raider face after the roll.</source>
        <translation>la Nave dei Brethren non ha valore; è in una flotta solo mentre il suo proprietario è il giocatore di turno, con la faccia predone dopo il lancio.</translation>
    </message>
    <message>
        <source>unknown colour.</source>
        <translation>colore sconosciuto.</translation>
    </message>
    <message>
        <source>on the freeform Colonist Hub (5-6 players) the colonies stand on tracks 1 to 4.</source>
        <translation>nel Centro Coloni condiviso (5-6 giocatori) le colonie stanno sui tracciati da 1 a 4.</translation>
    </message>
    <message>
        <source>two colonies stand on the same circle of the Colonist Hub (track {0}, circle {1}).</source>
        <translation>due colonie stanno sullo stesso cerchio del Centro Coloni (tracciato {0}, cerchio {1}).</translation>
    </message>
    <message>
        <source>purple and white come with Edition X; this ruleset has red, blue, green and yellow.</source>
        <translation>viola e bianco arrivano con l'Edizione X; queste regole hanno rosso, blu, verde e giallo.</translation>
    </message>
    <message>
        <source>tokens on {0}: {1}; the card keeps at most {2}, and only while a player holds it.</source>
        <translation>segnalini su {0}: {1}; la carta ne tiene al massimo {2}, e solo finché un giocatore la possiede.</translation>
    </message>
    <message>
        <source>{0} keeps fuel only.</source>
        <translation>{0} tiene solo carburante.</translation>
    </message>
    <message>
        <source>no agenda card is in play without the agendas module.</source>
        <translation>senza il modulo agende nessuna carta agenda è in gioco.</translation>
    </message>
    <message>
        <source>each agenda card of the game is in exactly one place: the deck, the discard pile, a hand, or among the unnamed cards.</source>
        <translation>ogni carta agenda della partita è in un solo posto: il mazzo, la pila degli scarti, una mano o tra le carte non nominate.</translation>
    </message>
    <message>
        <source>{0} agenda cards are unnamed; the deck, the discard pile and the hands hold {1} unnamed cards.</source>
        <translation>{0} carte agenda non sono nominate; il mazzo, la pila degli scarti e le mani contengono {1} carte non nominate.</translation>
    </message>
    <message>
        <source>a reveal window is open only for an agenda card the player holds face down.</source>
        <translation>una finestra di rivelazione è aperta solo per una carta agenda che il giocatore tiene coperta.</translation>
    </message>
    <message>
        <source>only the active player, right after drawing agenda cards, may discard one without being over the limit.</source>
        <translation>solo il giocatore attivo, subito dopo aver pescato carte agenda, può scartarne una senza superare il limite.</translation>
    </message>
    <message>
        <source>this turn's Orbital Market pairs are ships of the game, and a pair either traded or drew agenda cards, not both.</source>
        <translation>le coppie di questo turno al Mercato Orbitale sono navi della partita, e una coppia ha commerciato oppure pescato carte agenda, non entrambe le cose.</translation>
    </message>
    <message>
        <source>the agenda cards of the game are the deck the modules and faction boards in play make (X-33), none before the draft ends.</source>
        <translation>le carte agenda della partita sono il mazzo formato dai moduli e dalle plance fazione in gioco (X-33), nessuna prima della fine della scelta.</translation>
    </message>
    <message>
        <source>this turn's Orbital Market pairs are ships docked for the active player.</source>
        <translation>le coppie del mercato orbitale di questo turno sono navi attraccate per il giocatore attivo.</translation>
    </message>
    <message>
        <source>colonies of players in the game are on {0} only while a player holds it.</source>
        <translation>colonie di giocatori della partita stanno su {0} solo finché un giocatore tiene la carta.</translation>
    </message>
    <message>
        <source>a territory whose bonus was used after it was seized is one the active player seized this turn.</source>
        <translation>un territorio il cui bonus è stato usato dopo la conquista è uno che il giocatore attivo ha conquistato in questo turno.</translation>
    </message>
    <message>
        <source>the discards after a Prophets of the Artifact draw are the active player's, in the main stage, among its face-down cards (the named ones among those it drew).</source>
        <translation>gli scarti dopo una pescata a Prophets of the Artifact sono del giocatore attivo, nella fase principale, tra le sue carte coperte (quelle nominate tra le pescate).</translation>
    </message>
    <message>
        <source>an agenda draw for Prophets of the Artifact happens only while drawing, with the board in the game and, for its docking, a ship docked there.</source>
        <translation>una pescata di agende per Prophets of the Artifact avviene solo durante la pescata, con la plancia in gioco e, per il suo attracco, una nave attraccata lì.</translation>
    </message>
    <message>
        <source>the turn-start window is open only in a game with extra alien tech, while the active player can still discard a card timed for the start of the turn or the Auto Pilot A.I.'s income is still to be taken.</source>
        <translation>il momento dell'inizio del turno esiste solo in una partita con la tecnologia aliena aggiuntiva, finché il giocatore di turno può ancora scartare una carta prevista per l'inizio del turno o resta da prendere il reddito del Pilota Automatico I.A.</translation>
    </message>
    <message>
        <source>the Relic Ship taken with the {0} is held by the player who took it, lent by another player or by nobody.</source>
        <translation>la Nave Reliquia presa con {0} è del giocatore che l'ha presa, prestata da un altro giocatore o da nessuno.</translation>
    </message>
    <message>
        <source>the field generator named by the Field Propagator's die waits for a territory exactly in the stage where its user places it.</source>
        <translation>il generatore di campo indicato dal dado del Propagatore di Campo attende un territorio esattamente nella fase in cui il suo utente lo piazza.</translation>
    </message>
    <message>
        <source>a field generator straddles a border only from a territory of the planet to one it borders.</source>
        <translation>un generatore di campo si estende oltre un confine solo da un territorio del pianeta a uno confinante.</translation>
    </message>
    <message>
        <source>what a raid took with a card is what that card carried: colonies landed from the Gravitron Shunt and still there, the Auto Pilot A.I.'s ship on the Maintenance Bay, its own tokens now in the supply.</source>
        <translation>ciò che un'incursione ha preso con una carta è ciò che quella carta portava: colonie fatte atterrare dal Deviatore Gravitronico e ancora lì, la nave del Pilota Automatico I.A. nell'Hangar di Manutenzione, i suoi segnalini, ora nella riserva.</translation>
    </message>
    <message>
        <source>one agenda card lies on the Oracle Engine, drawn this turn by the active player, who used the card and holds it.</source>
        <translation>sul Motore Oracolo c'è una carta agenda, pescata in questo turno dal giocatore attivo, che ha usato la carta e la tiene.</translation>
    </message>
    <message>
        <source>the Oracle Engine's draw happens while drawing, before the roll of the active player, who used the card and holds it.</source>
        <translation>la pesca del Motore Oracolo avviene durante la pesca, prima del lancio del giocatore attivo, che ha usato la carta e la tiene.</translation>
    </message>
    <message>
        <source>a ship is on the {0} only while the player of its colour holds the card, and at most one.</source>
        <translation>una nave sta sulla carta {0} solo finché il giocatore del suo colore ha la carta, e al massimo una.</translation>
    </message>
    <message>
        <source>a borrowed ship is another player's colour ship or Relic Ship, unplaced in the active player's fleet or docked for the player who borrowed it (never on the Terraforming Station or the Maintenance Bay), in a game with the factions or extra-tech module.</source>
        <translation>una nave presa in prestito è una nave colorata o la Nave Reliquia di un altro giocatore, non piazzata nella flotta del giocatore di turno o attraccata per il giocatore che l'ha presa in prestito (mai sulla Stazione di Terraformazione né nell'Hangar di Manutenzione), in una partita con il modulo factions o extra-tech.</translation>
    </message>
    <message>
        <source>each territory was controlled at turn start by at most one player of the game.</source>
        <translation>ogni territorio era controllato all'inizio del turno da al più un giocatore della partita.</translation>
    </message>
    <message>
        <source>fuel is on the Magnetic Lockdown only while the lock of a player in the game lasts.</source>
        <translation>c'è carburante sul Blocco Magnetico solo finché dura il blocco di un giocatore in partita.</translation>
    </message>
    <message>
        <source>a player says it is done with its end-game agenda reveals only once the game is over, while it holds unnamed face-down cards.</source>
        <translation>un giocatore dichiara concluse le sue rivelazioni di fine partita solo a partita finita, mentre ha ancora carte coperte non nominate.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Average VP</source>
        <translation>PV medi</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · %2 · %n turno</numerusform>
            <numerusform>%1 · %2 · %n turni</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partite giocate</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Esporta come CSV…</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Giocatori:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Tutti</translation>
    </message>
    <message>
        <source>From (YYYY-MM-DD):</source>
        <translation>Dal (AAAA-MM-GG):</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Al:</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) finished</source>
        <translation>
            <numerusform>%n partita conclusa</numerusform>
            <numerusform>%n partite concluse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) given up</source>
        <translation>
            <numerusform>%n partita abbandonata</numerusform>
            <numerusform>%n partite abbandonate</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished games are stored here when they end.</source>
        <translation>Le partite concluse vengono salvate qui quando finiscono.</translation>
    </message>
    <message>
        <source>By player</source>
        <translation>Per giocatore</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(senza nome)</translation>
    </message>
    <message>
        <source>By number of players</source>
        <translation>Per numero di giocatori</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>By seat</source>
        <translation>Per posto</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Posto %1</translation>
    </message>
    <message>
        <source>By faction</source>
        <translation>Per fazione</translation>
    </message>
    <message>
        <source>Best game (highest winning score)</source>
        <translation>Partita migliore (punteggio vincente più alto)</translation>
    </message>
    <message numerus="yes">
        <source>Closest game (won by %n VP)</source>
        <translation>
            <numerusform>Partita più combattuta (vinta di %n PV)</numerusform>
            <numerusform>Partita più combattuta (vinta di %n PV)</numerusform>
        </translation>
    </message>
    <message>
        <source>All games, newest first</source>
        <translation>Tutte le partite, dalla più recente</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Abbandonata</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source>(app)</source>
        <translation>(app)</translation>
    </message>
</context>
<context>
    <name>Suggestion</name>
    <message>
        <source>+%1 VP</source>
        <extracomment>The score a suggested move gains or loses, e.g. "+1 VP"</extracomment>
        <translation>+%1 PV</translation>
    </message>
    <message>
        <source>−%1 VP</source>
        <translation>−%1 PV</translation>
    </message>
    <message>
        <source>outlook %1%</source>
        <extracomment>The AI's estimate of a player's prospects after a move, e.g. "outlook 64%"</extracomment>
        <translation>prospettiva %1%</translation>
    </message>
    <message>
        <source>no gain this turn that shows on the board</source>
        <translation>nessun guadagno visibile sul tabellone in questo turno</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>Turn %1</source>
        <translation>Turno %1</translation>
    </message>
    <message>
        <source>Time to roll the fleet: the app rolls for you.</source>
        <translation>È ora di lanciare la flotta: l'app lancia per te.</translation>
    </message>
    <message>
        <source>Roll your fleet and enter the dice in ship order (type e.g. 346, then Enter).</source>
        <translation>Lancia la tua flotta e inserisci i dadi nell'ordine delle navi (digita per es. 346, poi Invio).</translation>
    </message>
    <message>
        <source>The Temporal Warper rolls the chosen ships again.</source>
        <translation>Il Distorsore Temporale rilancia le navi scelte.</translation>
    </message>
    <message>
        <source>Roll the chosen ships again and enter the new values.</source>
        <translation>Rilancia le navi scelte e inserisci i nuovi valori.</translation>
    </message>
    <message numerus="yes">
        <source>Turn up %n card(s) from the alien tech pile and enter them in order.</source>
        <translation>
            <numerusform>Scopri %n carta dal mazzo della tecnologia aliena e inseriscila.</numerusform>
            <numerusform>Scopri %n carte dal mazzo della tecnologia aliena e inseriscile in ordine.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every ship is docked: use cards or trade, then end the turn.</source>
        <translation>Tutte le navi sono attraccate: usa carte o commercia, poi termina il turno.</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) to place. Select dice (click or type their values), then click a facility on the board.</source>
        <translation>
            <numerusform>%n nave da piazzare. Seleziona i dadi (cliccali o digita i loro valori), poi clicca una struttura sul tabellone.</numerusform>
            <numerusform>%n navi da piazzare. Seleziona i dadi (cliccali o digita i loro valori), poi clicca una struttura sul tabellone.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>Set up the table as the guide says; the app deals the alien tech cards.</source>
        <translation>Prepara il tavolo come indica la guida; l'app distribuisce le carte tecnologia aliena.</translation>
    </message>
    <message>
        <source>Set up the table as the guide says, then enter the cards dealt: 3 on display, then 1 for each player.</source>
        <translation>Prepara il tavolo come indica la guida, poi inserisci le carte distribuite: 3 esposte, poi 1 per ogni giocatore.</translation>
    </message>
    <message>
        <source>Turn up for me</source>
        <translation>Scopri per me</translation>
    </message>
    <message>
        <source>Deal and start the game</source>
        <translation>Distribuisci e inizia la partita</translation>
    </message>
    <message>
        <source>Roll for me</source>
        <translation>Lancia per me</translation>
    </message>
    <message>
        <source>Shortcut: R or Enter</source>
        <translation>Scorciatoia: R o Invio</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation>Carta %1</translation>
    </message>
    <message>
        <source>Put them on display</source>
        <translation>Mettile in esposizione</translation>
    </message>
    <message>
        <source>Display 1</source>
        <translation>Esposta 1</translation>
    </message>
    <message>
        <source>Display 2</source>
        <translation>Esposta 2</translation>
    </message>
    <message>
        <source>Display 3</source>
        <translation>Esposta 3</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>Relic Ship</source>
        <translation>Nave Reliquia</translation>
    </message>
    <message>
        <source>ship %1</source>
        <translation>nave %1</translation>
    </message>
    <message>
        <source>All ships docked</source>
        <translation>Tutte le navi attraccate</translation>
    </message>
    <message>
        <source>Use</source>
        <extracomment>Use an alien tech card's fuel power</extracomment>
        <translation>Usa</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>Discard an alien tech card for its discard power</extracomment>
        <translation>Scarta</translation>
    </message>
    <message>
        <source>Trade %1 fuel → 1 ore</source>
        <extracomment>Trade at the Orbital Market: %1 fuel for 1 ore</extracomment>
        <translation>Scambia %1 carburante → 1 minerale</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Commercia</translation>
    </message>
    <message>
        <source>Orbital Market (shortcut X)</source>
        <translation>Mercato Orbitale (scorciatoia X)</translation>
    </message>
    <message>
        <source>Cycle cards (%1)</source>
        <translation>Rinnova carte (%1)</translation>
    </message>
    <message>
        <source>Discard the display and turn up three new cards</source>
        <translation>Scarta le carte esposte e scoprine tre nuove</translation>
    </message>
    <message>
        <source>Claim a card (%1/%2)</source>
        <translation>Reclama una carta (%1/%2)</translation>
    </message>
    <message>
        <source>Or click a card on display</source>
        <translation>Oppure clicca una carta esposta</translation>
    </message>
    <message>
        <source>Launch colony</source>
        <translation>Lancia colonia</translation>
    </message>
    <message>
        <source>From circle 7 of the Colonist Hub, for 1 fuel and 1 ore</source>
        <translation>Dal cerchio 7 del Centro Coloni, per 1 carburante e 1 minerale</translation>
    </message>
    <message>
        <source>Buy Relic Ship</source>
        <translation>Compra Nave Reliquia</translation>
    </message>
    <message>
        <source>1 fuel and 1 ore</source>
        <translation>1 carburante e 1 minerale</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fine turno</translation>
    </message>
    <message>
        <source>Shortcut: E</source>
        <translation>Scorciatoia: E</translation>
    </message>
    <message>
        <source>%1 wins with %2 VP.</source>
        <translation>%1 vince con %2 PV.</translation>
    </message>
    <message>
        <source>Show the final ranking</source>
        <translation>Mostra la classifica finale</translation>
    </message>
    <message>
        <source>Answer the question on the right, on the board or there (Esc cancels).</source>
        <translation>Rispondi alla domanda a destra, sul tabellone o lì (Esc annulla).</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>The AI's suggestion for this turn. Shortcut: H (with no die selected)</source>
        <translation>Il suggerimento dell'IA per questo turno. Scorciatoia: H (senza dadi selezionati)</translation>
    </message>
    <message numerus="yes">
        <source>The faction draft: the app draws %n board(s) at random from the box; ask for them on the right.</source>
        <translation>
            <numerusform>La selezione delle fazioni: l'app pesca %n plancia a caso dalla scatola; chiedila a destra.</numerusform>
            <numerusform>La selezione delle fazioni: l'app pesca %n plance a caso dalla scatola; chiedile a destra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The faction draft: take %n board(s) at random from the box and click them on the right.</source>
        <translation>
            <numerusform>La selezione delle fazioni: pescate %n plancia a caso dalla scatola e cliccatela a destra.</numerusform>
            <numerusform>La selezione delle fazioni: pescate %n plance a caso dalla scatola e cliccatele a destra.</numerusform>
        </translation>
    </message>
    <message>
        <source>The faction draft: %1 takes one of the last two boards on the right; the other goes back to the box.</source>
        <translation>La selezione delle fazioni: %1 prende una delle ultime due plance a destra; l'altra torna nella scatola.</translation>
    </message>
    <message numerus="yes">
        <source>The faction draft: %1 takes one of the %n boards on the right and passes the rest to the player seated before them.</source>
        <translation>
            <numerusform>La selezione delle fazioni: %1 prende una delle %n plance a destra e passa le altre al giocatore seduto prima.</numerusform>
            <numerusform>La selezione delle fazioni: %1 prende una delle %n plance a destra e passa le altre al giocatore seduto prima.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over. First reveal the agenda cards whose end-game goal is met: Reveal on the player's card.</source>
        <translation>La partita è finita. Prima rivelate le carte agenda il cui obiettivo di fine partita è raggiunto: «Rivela» sulla scheda del giocatore.</translation>
    </message>
    <message numerus="yes">
        <source>The app deals the agenda cards: %n face down to each player.</source>
        <translation>
            <numerusform>L’app distribuisce le carte agenda: %n coperta a ogni giocatore.</numerusform>
            <numerusform>L’app distribuisce le carte agenda: %n coperte a ogni giocatore.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal %n agenda cards face down to each player, then say so here.</source>
        <translation>
            <numerusform>Distribuisci %n carta agenda coperta a ogni giocatore, poi indicalo qui.</numerusform>
            <numerusform>Distribuisci %n carte agenda coperte a ogni giocatore, poi indicalo qui.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n agenda card(s) instead of trading.</source>
        <translation>
            <numerusform>%1 pesca %n carta agenda invece di commerciare.</numerusform>
            <numerusform>%1 pesca %n carte agenda invece di commerciare.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start of the turn: discard a card whose power comes now, or begin the turn.</source>
        <translation>Inizio del turno: scarta una carta il cui potere agisce ora, oppure inizia il turno.</translation>
    </message>
    <message>
        <source>Agenda cards dealt</source>
        <translation>Carte agenda distribuite</translation>
    </message>
    <message>
        <source>Agenda cards drawn</source>
        <translation>Carte agenda pescate</translation>
    </message>
    <message>
        <source>Begin the turn</source>
        <translation>Inizia il turno</translation>
    </message>
    <message>
        <source>Deal the agenda cards</source>
        <translation>Distribuire le carte agenda</translation>
    </message>
    <message>
        <source>Draw for me</source>
        <translation>Pesca per me</translation>
    </message>
    <message>
        <source>Draw agendas</source>
        <translation>Pesca agende</translation>
    </message>
    <message>
        <source>Your pair at the Orbital Market draws agenda cards instead of trading</source>
        <translation>La tua coppia al Mercato Orbitale pesca carte agenda invece di commerciare</translation>
    </message>
    <message>
        <source>%1 first discards agenda cards: Discard on their player card.</source>
        <translation>%1 scarta prima delle carte agenda: «Scarta» sulla propria scheda del giocatore.</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n agenda card(s).</source>
        <translation>
            <numerusform>%1 pesca %n carta agenda.</numerusform>
            <numerusform>%1 pesca %n carte agenda.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start of the turn: %1 first takes the Auto Pilot A.I.'s income, fuel or ore, their choice.</source>
        <extracomment>%1 is the holder of the Auto Pilot A.I., who may be another player than the one whose turn starts</extracomment>
        <translation>Inizio del turno: prima %1 prende la rendita del Pilota Automatico I.A., carburante o minerale, a sua scelta.</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <extracomment>The Auto Pilot A.I.'s income: "Ada takes 1 fuel"</extracomment>
        <translation>%1 prende %2</translation>
    </message>
    <message>
        <source>The app rolls the Field Propagator's die.</source>
        <translation>L'app lancia il dado del Propagatore di Campo.</translation>
    </message>
    <message>
        <source>Roll one die for the Field Propagator and click its value.</source>
        <translation>Lancia un dado per il Propagatore di Campo e clicca il suo valore.</translation>
    </message>
    <message>
        <source>The Field Propagator's die names the %1: place it on a territory where you have a colony.</source>
        <extracomment>%1 is the field generator the Field Propagator's die named</extracomment>
        <translation>Il dado del Propagatore di Campo indica: %1. Mettilo su un territorio dove hai una colonia.</translation>
    </message>
    <message>
        <source>Place the %1</source>
        <translation>Piazza: %1</translation>
    </message>
    <message>
        <source>Release a colony (%1)</source>
        <extracomment>Land again a colony kept on an alien tech card: "Release a colony (Gravitron Shunt)"</extracomment>
        <translation>Libera una colonia (%1)</translation>
    </message>
    <message>
        <source>One of your colonies kept on the card lands on a territory</source>
        <translation>Una tua colonia tenuta sulla carta atterra su un territorio</translation>
    </message>
    <message>
        <source>Game over: the ranking is not final yet</source>
        <translation>Partita finita: la classifica non è ancora definitiva</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>Vittoria condivisa: %1</translation>
    </message>
</context>
<context>
    <name>afapp::AutosaveWriter</name>
    <message>
        <source>cannot create the folder %1: %2</source>
        <extracomment>%1 is a folder, %2 the system's reason (e.g. "Not a directory")</extracomment>
        <translation>impossibile creare la cartella %1: %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <extracomment>%1 is a line number of the autosave journal, %2 the problem found there</extracomment>
        <translation>riga %1: %2</translation>
    </message>
</context>
</TS>
