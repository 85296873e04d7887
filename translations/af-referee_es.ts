<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AgendaChoice</name>
    <message>
        <source>A face-down card (not named)</source>
        <translation>Una carta boca abajo (sin nombrarla)</translation>
    </message>
    <message>
        <source>None of these: no more cards to reveal</source>
        <extracomment>At the end of the game, in table mode: the player's face-down agenda cards meet no end-game goal</extracomment>
        <translation>Ninguna de estas: no quedan cartas por revelar</translation>
    </message>
</context>
<context>
    <name>AgendaLook</name>
    <message>
        <source>Hand the screen to %1</source>
        <translation>Pasa la pantalla a %1</translation>
    </message>
    <message>
        <source>%1's agenda cards</source>
        <translation>Cartas de agenda de %1</translation>
    </message>
    <message>
        <source>The cards are covered. Hand the screen back.</source>
        <translation>Las cartas están tapadas. Devuelve la pantalla.</translation>
    </message>
    <message>
        <source>Only %1 should look: the secret agenda cards come next.</source>
        <translation>Solo %1 debe mirar: a continuación se muestran las cartas de agenda secretas.</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>Soy %1: mostrar mis cartas</translation>
    </message>
    <message>
        <source>Cover my cards</source>
        <translation>Tapar mis cartas</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>AiPanel</name>
    <message>
        <source>The app is thinking for %1…</source>
        <translation>La app piensa por %1…</translation>
    </message>
    <message>
        <source>★ The app plays: %1</source>
        <translation>★ La app juega: %1</translation>
    </message>
    <message>
        <source>Done on the board: next</source>
        <translation>Hecho en el tablero: siguiente</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Shortcut: N</source>
        <translation>Atajo: N</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a good turn for %1… %n move(s) found so far.</source>
        <translation>
            <numerusform>Buscando un buen turno para %1… %n acción encontrada hasta ahora.</numerusform>
            <numerusform>Buscando un buen turno para %1… %n acciones encontradas hasta ahora.</numerusform>
        </translation>
    </message>
    <message>
        <source>No hint here: the game waits for the dice or the cards, or it is over.</source>
        <translation>Aquí no hay pista: la partida espera los dados o las cartas, o ha terminado.</translation>
    </message>
    <message>
        <source>Hint for %1 (the AI's choice; the board marks each move with ★ and its number):</source>
        <translation>Pista para %1 (la elección de la IA; el tablero marca cada jugada con ★ y su número):</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
    <message>
        <source>What it gains: %1</source>
        <translation>Lo que gana: %1</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
</context>
<context>
    <name>AutosaveBanner</name>
    <message>
        <source>This game is no longer being saved automatically.</source>
        <translation>Esta partida ya no se guarda automáticamente.</translation>
    </message>
    <message>
        <source>Last saved to %1; the moves since then are not saved. Save again to keep them.</source>
        <translation>Guardada por última vez en %1; las jugadas desde entonces no están guardadas. Vuelve a guardar para conservarlas.</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Keep it with “Save as…” in another folder. The autosave is tried again when play pauses, and every few moves.</source>
        <translation>Guárdala con «Guardar como…» en otra carpeta. El guardado automático se vuelve a intentar cuando el juego se detiene y cada pocos movimientos.</translation>
    </message>
    <message>
        <source>Saved to %1. The autosave is tried again when play pauses, and every few moves.</source>
        <translation>Guardada en %1. El guardado automático se vuelve a intentar cuando el juego se detiene y cada pocos movimientos.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Alien Frontiers board</source>
        <translation>Tablero de Alien Frontiers</translation>
    </message>
    <message>
        <source>Draw pile %1 · discards %2</source>
        <translation>Mazo de robo %1 · descartes %2</translation>
    </message>
    <message>
        <source>Field generators</source>
        <translation>Generadores de campo</translation>
    </message>
    <message>
        <source>off the board</source>
        <extracomment>Where a field generator is: "off the board" or the territory's name</extracomment>
        <translation>fuera del tablero</translation>
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
        <translation>La app tira los dados de %1.</translation>
    </message>
    <message>
        <source>The app draws the faction boards.</source>
        <translation>La app roba los tableros de facción.</translation>
    </message>
    <message>
        <source>The app turns up the cards.</source>
        <translation>La app revela las cartas.</translation>
    </message>
    <message>
        <source>Roll %1's dice at the table and enter them.</source>
        <translation>Tirad los dados de %1 en la mesa e introducidlos.</translation>
    </message>
    <message>
        <source>Turn up the cards at the table and enter them.</source>
        <translation>Revelad las cartas en la mesa e introducidlas.</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>Confirm</source>
        <translation>Confirmar</translation>
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
        <translation>%2 de %1</translation>
    </message>
    <message>
        <source>%1's %2 at the %3</source>
        <extracomment>A docked ship: "Bob's 4 at the Lunar Mine"</extracomment>
        <translation>%2 de %1 (%3)</translation>
    </message>
    <message>
        <source>No legal move goes on from this choice.</source>
        <translation>Tras esta elección no queda ninguna jugada legal.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Continue without</source>
        <translation>Continuar sin ninguna</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Click a territory on the planet, or choose below.</source>
        <translation>Haz clic en un territorio del planeta o elige abajo.</translation>
    </message>
    <message>
        <source>Click a facility on the board, or choose below.</source>
        <translation>Haz clic en una instalación del tablero o elige abajo.</translation>
    </message>
    <message>
        <source>Click a card on display, or choose below.</source>
        <translation>Haz clic en una carta expuesta o elige abajo.</translation>
    </message>
    <message>
        <source>Click a lit die in your fleet, or choose below.</source>
        <translation>Haz clic en un dado iluminado de tu flota o elige abajo.</translation>
    </message>
    <message>
        <source>Click a lit die on the board, or choose below.</source>
        <translation>Haz clic en un dado iluminado del tablero o elige abajo.</translation>
    </message>
    <message>
        <source>Click a lit die on the board or in your fleet, or choose below.</source>
        <translation>Haz clic en un dado iluminado del tablero o de tu flota, o elige abajo.</translation>
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
        <translation>Haz clic en una cara o teclea 1–6:</translation>
    </message>
    <message>
        <source>Confirm the roll</source>
        <translation>Confirmar la tirada</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
</context>
<context>
    <name>Die</name>
    <message>
        <source>Die showing %1</source>
        <translation>Dado con un %1</translation>
    </message>
    <message>
        <source>Die not rolled</source>
        <translation>Dado sin tirar</translation>
    </message>
</context>
<context>
    <name>DraftPanel</name>
    <message>
        <source>The faction draft</source>
        <translation>La selección de facciones</translation>
    </message>
    <message>
        <source>%1 boards are drawn at random from the box.</source>
        <translation>Se roban %1 tableros al azar de la caja.</translation>
    </message>
    <message>
        <source>Draw %1 boards from the box and choose them here.</source>
        <translation>Robad %1 tableros de la caja y elegidlos aquí.</translation>
    </message>
    <message>
        <source>%1 picks a board. The last player picks first; the board left goes back to the box.</source>
        <translation>%1 elige un tablero. El último jugador elige primero; el tablero sobrante vuelve a la caja.</translation>
    </message>
    <message>
        <source>Draw the boards for me</source>
        <translation>Robar los tableros por mí</translation>
    </message>
    <message>
        <source>These %1 boards were drawn</source>
        <translation>Se robaron estos %1 tableros</translation>
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
        <translation>Terminar el turno</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 fuel and %3 ore: %n token(s) go back to the supply to keep 8. Which?</source>
        <translation>
            <numerusform>%1 tiene %2 de combustible y %3 de mineral: %n ficha vuelve a la reserva para quedarse con 8. ¿Cuál?</numerusform>
            <numerusform>%1 tiene %2 de combustible y %3 de mineral: %n fichas vuelven a la reserva para quedarse con 8. ¿Cuáles?</numerusform>
        </translation>
    </message>
    <message>
        <source>Return fuel</source>
        <translation>Devolver combustible</translation>
    </message>
    <message>
        <source>and ore: %1</source>
        <translation>y mineral: %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminar turno</translation>
    </message>
</context>
<context>
    <name>FactionsModel</name>
    <message>
        <source>Only %1 uses this ability, on their own turn.</source>
        <translation>Solo %1 usa esta habilidad, en su propio turno.</translation>
    </message>
    <message>
        <source>No use of this ability is possible now.</source>
        <translation>Ahora no es posible usar esta habilidad.</translation>
    </message>
    <message>
        <source>Docking fee: %1, paid to %2</source>
        <extracomment>%1: an amount such as "1 fuel"; %2: the board's owner</extracomment>
        <translation>Tarifa de atraque: %1, pagada a %2</translation>
    </message>
    <message>
        <source>Owner ability</source>
        <extracomment>%1: an amount such as "2 fuel"</extracomment>
        <translation>Habilidad del dueño</translation>
    </message>
    <message>
        <source>Owner ability (%1)</source>
        <translation>Habilidad del dueño (%1)</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>The game could not be opened</source>
        <translation>No se ha podido abrir la partida</translation>
    </message>
    <message>
        <source>Game resumed where it was left.</source>
        <translation>Partida reanudada donde se dejó.</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>No se ha podido guardar la partida</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Guardada en %1</translation>
    </message>
    <message>
        <source>alien-frontiers-%1.json</source>
        <translation>alien-frontiers-%1.json</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Partidas guardadas (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Abrir una partida</translation>
    </message>
</context>
<context>
    <name>GameHistory</name>
    <message>
        <source>The history of games in %1 could not be read (%2). It was kept as %3 and a new history was started.</source>
        <translation>No se pudo leer el historial de partidas en %1 (%2). Se ha guardado como %3 y se ha empezado un historial nuevo.</translation>
    </message>
    <message>
        <source>The history of games cannot be used: %1</source>
        <translation>No se puede usar el historial de partidas: %1</translation>
    </message>
    <message>
        <source>This game could not be stored in the history of games: %1</source>
        <translation>No se pudo guardar esta partida en el historial: %1</translation>
    </message>
    <message>
        <source>Export the history of games</source>
        <translation>Exportar el historial de partidas</translation>
    </message>
    <message>
        <source>games.csv</source>
        <translation>partidas.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
    <message>
        <source>Game %1 is not in the history.</source>
        <translation>La partida %1 no está en el historial.</translation>
    </message>
    <message>
        <source>Game %1 of the history cannot be read: %2</source>
        <translation>No se puede leer la partida %1 del historial: %2</translation>
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
        <translation>el %1 de la Nave Reliquia</translation>
    </message>
    <message>
        <source>%1 gets the %2</source>
        <translation>%1 recibe la carta %2</translation>
    </message>
    <message>
        <source>Cards dealt: %1 on display; %2.</source>
        <translation>Cartas repartidas: expuestas, %1; %2.</translation>
    </message>
    <message>
        <source>%1 rolls %2.</source>
        <translation>%1 saca %2.</translation>
    </message>
    <message>
        <source>%1 rolls again: %2.</source>
        <translation>%1 vuelve a tirar: %2.</translation>
    </message>
    <message>
        <source>Turned up for the display: %1.</source>
        <translation>Reveladas para la exposición: %1.</translation>
    </message>
    <message>
        <source>%1 docks %2 at the %3 and lands a colony on %4.</source>
        <translation>%1 atraca %2 en la instalación %3 y desembarca una colonia en el territorio %4.</translation>
    </message>
    <message>
        <source>%1 docks %2 at the %3.</source>
        <translation>%1 atraca %2 en la instalación %3.</translation>
    </message>
    <message>
        <source>%1 cannot dock a %2 anywhere and puts it on the Maintenance Bay.</source>
        <translation>%1 no puede atracar un %2 en ningún sitio y lo pone en el Hangar de Mantenimiento.</translation>
    </message>
    <message>
        <source>%1 trades at the Orbital Market.</source>
        <translation>%1 comercia en el Mercado Orbital.</translation>
    </message>
    <message>
        <source>%1 cycles the alien tech cards on display.</source>
        <translation>%1 renueva las cartas de tecnología alienígena expuestas.</translation>
    </message>
    <message>
        <source>%1 claims the %2.</source>
        <translation>%1 reclama la carta %2.</translation>
    </message>
    <message>
        <source>%1 launches a colony from the Colonist Hub to %2.</source>
        <translation>%1 lanza una colonia desde el Centro de Colonos al territorio %2.</translation>
    </message>
    <message>
        <source>%1 buys the Relic Ship.</source>
        <translation>%1 compra la Nave Reliquia.</translation>
    </message>
    <message>
        <source>%1 uses the %2: %3 moves to the %4.</source>
        <translation>%1 usa la carta %2: %3 se mueve a la instalación %4.</translation>
    </message>
    <message>
        <source>%1 uses the %2.</source>
        <translation>%1 usa la carta %2.</translation>
    </message>
    <message>
        <source>%1 discards the %2 for its power.</source>
        <translation>%1 descarta la carta %2 por su poder.</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation>%1 termina el turno.</translation>
    </message>
    <message>
        <source>a colony on %1</source>
        <translation>una colonia en el territorio %1</translation>
    </message>
    <message>
        <source>a colony leaves %1</source>
        <translation>una colonia sale del territorio %1</translation>
    </message>
    <message>
        <source>gains the %1</source>
        <translation>gana la carta %1</translation>
    </message>
    <message>
        <source>loses the %1</source>
        <translation>pierde la carta %1</translation>
    </message>
    <message>
        <source>a new ship</source>
        <translation>una nave nueva</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) back to the stock</source>
        <translation>
            <numerusform>%n nave vuelve al almacén</numerusform>
            <numerusform>%n naves vuelven al almacén</numerusform>
        </translation>
    </message>
    <message>
        <source>Colonist Hub circle %1</source>
        <translation>Centro de Colonos: círculo %1</translation>
    </message>
    <message>
        <source>now controls %1</source>
        <translation>ahora controla el territorio %1</translation>
    </message>
    <message>
        <source>no longer controls %1</source>
        <translation>ya no controla el territorio %1</translation>
    </message>
    <message>
        <source>takes the Relic Ship</source>
        <translation>toma la Nave Reliquia</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Effects of an action on one player: "Alice: +2 fuel, a colony on Lem Badlands"</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 goes to the Maintenance Bay</source>
        <translation>%1 va al Hangar de Mantenimiento</translation>
    </message>
    <message>
        <source>%1 moves to the %2</source>
        <translation>%1 se mueve a la instalación %2</translation>
    </message>
    <message>
        <source>the Relic Ship returns to Burroughs Desert</source>
        <translation>la Nave Reliquia vuelve al Desierto Burroughs</translation>
    </message>
    <message>
        <source>the %1 is taken off the board</source>
        <translation>el %1 sale del tablero</translation>
    </message>
    <message>
        <source>the %1 moves to %2</source>
        <translation>el %1 se mueve al territorio %2</translation>
    </message>
    <message>
        <source>a %1 becomes a %2</source>
        <translation>un %1 pasa a ser un %2</translation>
    </message>
    <message>
        <source>%1 — %2.</source>
        <extracomment>An action followed by what it changed, e.g. "Alice docks 4 at the Lunar Mine. — Alice: +1 ore."</extracomment>
        <translation>%1 — %2.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Faction boards drawn for the draft: %1.</source>
        <translation>Tableros de facción robados para la selección: %1.</translation>
    </message>
    <message>
        <source>%1 takes the %2 board.</source>
        <translation>%1 toma el tablero %2.</translation>
    </message>
    <message>
        <source>%1 uses the owner ability of the %2 board.</source>
        <translation>%1 usa la habilidad de dueño del tablero %2.</translation>
    </message>
    <message>
        <source>Agenda cards dealt: two face down to each player.</source>
        <translation>Cartas de agenda repartidas: dos boca abajo a cada jugador.</translation>
    </message>
    <message>
        <source>%1 reveals agenda #%2 at the end of the game.</source>
        <translation>%1 revela la agenda n.º %2 al final de la partida.</translation>
    </message>
    <message>
        <source>%1 reveals agenda #%2.</source>
        <translation>%1 revela la agenda n.º %2.</translation>
    </message>
    <message>
        <source>%1 draws agenda cards at the Orbital Market instead of trading.</source>
        <translation>%1 roba cartas de agenda en el Mercado Orbital en lugar de comerciar.</translation>
    </message>
    <message>
        <source>%1 discards a face-down agenda card.</source>
        <translation>%1 descarta una carta de agenda boca abajo.</translation>
    </message>
    <message>
        <source>%1 discards nothing more at the start of the turn.</source>
        <translation>%1 no descarta nada más al comienzo del turno.</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n ore from the %2.</source>
        <translation>
            <numerusform>%1 toma %n mineral de %2.</numerusform>
            <numerusform>%1 toma %n minerales de %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n fuel from the %2.</source>
        <translation>
            <numerusform>%1 toma %n combustible de %2.</numerusform>
            <numerusform>%1 toma %n combustibles de %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolls %2 for the Field Propagator.</source>
        <translation>%1 saca %2 para el Propagador de Campo.</translation>
    </message>
    <message>
        <source>the %1 straddles the border with %2</source>
        <translation>el %1 se extiende sobre la frontera con el territorio %2</translation>
    </message>
    <message>
        <source>the %1 stands wholly on %2</source>
        <translation>el %1 queda entero en el territorio %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n agenda card(s).</source>
        <translation>
            <numerusform>%1 roba %n carta de agenda.</numerusform>
            <numerusform>%1 roba %n cartas de agenda.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 looks at the top %n card(s) of the draw pile.</source>
        <translation>
            <numerusform>%1 mira la carta superior del mazo.</numerusform>
            <numerusform>%1 mira las %n cartas superiores del mazo.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 puts the cards back on the draw pile in an order of their choice.</source>
        <translation>%1 devuelve las cartas al mazo en el orden que elige.</translation>
    </message>
    <message>
        <source>%1 has no more agenda cards to reveal.</source>
        <translation>%1 no tiene más cartas de agenda que revelar.</translation>
    </message>
</context>
<context>
    <name>GameOverView</name>
    <message>
        <source>Shared victory: %1</source>
        <translation>Victoria compartida: %1</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>¡%1 gana!</translation>
    </message>
    <message>
        <source>colonies %1 · territories %2 · City %3 · Monument %4 · Positron %5</source>
        <translation>colonias %1 · territorios %2 · Ciudad %3 · Monumento %4 · Positrones %5</translation>
    </message>
    <message numerus="yes">
        <source>%n alien tech card(s)</source>
        <translation>
            <numerusform>%n carta de tecnología alienígena</numerusform>
            <numerusform>%n cartas de tecnología alienígena</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ore</source>
        <translation>
            <numerusform>%n de mineral</numerusform>
            <numerusform>%n de mineral</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fuel</source>
        <translation>
            <numerusform>%n de combustible</numerusform>
            <numerusform>%n de combustible</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 PV</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Deshacer la última jugada</translation>
    </message>
    <message>
        <source>Save the game…</source>
        <translation>Guardar la partida…</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Ver el tablero</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>agendas %1</source>
        <translation>agendas %1</translation>
    </message>
    <message>
        <source>alien tech %1</source>
        <translation>tecnología %1</translation>
    </message>
    <message>
        <source>Agenda cards may still be revealed: a player whose face-down card's end-game goal is met turns it face up for 1 VP before the ranking is final.</source>
        <translation>Aún se pueden revelar cartas de agenda: el jugador cuya carta boca abajo cumple su objetivo de final la pone boca arriba por 1 PV antes de que la clasificación sea definitiva.</translation>
    </message>
    <message>
        <source>Reveal agenda cards</source>
        <translation>Revelar cartas de agenda</translation>
    </message>
    <message>
        <source>Game over: the ranking is not final yet</source>
        <translation>Fin de la partida: la clasificación aún no es definitiva</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>This move could not be understood (%1).</source>
        <translation>No se ha podido interpretar esta jugada (%1).</translation>
    </message>
    <message>
        <source>Start or open a game first.</source>
        <translation>Primero empieza o abre una partida.</translation>
    </message>
    <message>
        <source>Nothing needs to be rolled or drawn now.</source>
        <translation>Ahora no hay que tirar dados ni robar cartas.</translation>
    </message>
    <message>
        <source>This game uses the table's dice and cards: enter what they show.</source>
        <translation>Esta partida usa los dados y las cartas de la mesa: introduce lo que muestran.</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <extracomment>%1 is the log entry of the move taken back</extracomment>
        <translation>Deshecho: %1</translation>
    </message>
    <message>
        <source>Choose a colour for every player.</source>
        <translation>Elige un color para cada jugador.</translation>
    </message>
    <message>
        <source>Unknown ruleset.</source>
        <translation>Reglamento desconocido.</translation>
    </message>
    <message>
        <source>The seed must be a whole number.</source>
        <translation>La semilla debe ser un número entero.</translation>
    </message>
    <message>
        <source>A game has 2 to 4 players.</source>
        <translation>Una partida es de 2 a 4 jugadores.</translation>
    </message>
    <message>
        <source>Every player needs a colour of their own.</source>
        <translation>Cada jugador necesita un color propio.</translation>
    </message>
    <message>
        <source>Move %1 of the game cannot be played: %2</source>
        <translation>La jugada %1 de la partida no se puede realizar: %2</translation>
    </message>
    <message>
        <source>The rules engine cannot play the %1 module yet: %2</source>
        <translation>El motor de reglas aún no puede jugar el módulo %1: %2</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Dock any ships, one per port. Each ship gains fuel: half its value, rounded up.</source>
        <translation>Atraca naves de cualquier valor, una por puerto. Cada nave da combustible: la mitad de su valor, redondeando hacia arriba.</translation>
    </message>
    <message>
        <source>Dock ships one per port, each at least as high as the highest ship already there. Each ship gains 1 ore.</source>
        <translation>Atraca naves, una por puerto, cada una al menos tan alta como la nave más alta ya atracada. Cada nave da 1 de mineral.</translation>
    </message>
    <message>
        <source>Dock a pair of equal values. Then trade fuel for ore as often as you like this turn: the pair's value in fuel buys 1 ore.</source>
        <translation>Atraca una pareja de valores iguales. Después cambia combustible por mineral tantas veces como quieras este turno: el valor de la pareja en combustible compra 1 de mineral.</translation>
    </message>
    <message>
        <source>Dock any ships. Each ship lets you cycle the three cards on display once; your ships here totalling 8 or more this turn claim one card.</source>
        <translation>Atraca naves de cualquier valor. Cada nave te permite renovar una vez las tres cartas expuestas; si tus naves de aquí suman 8 o más este turno, reclamas una carta.</translation>
    </message>
    <message>
        <source>Dock up to three ships on your track. The first places a colony on circle 1, each further ship moves it one circle on. From circle 7 launch it for 1 fuel and 1 ore.</source>
        <translation>Atraca hasta tres naves en tu pista. La primera pone una colonia en el círculo 1 y cada nave más la avanza un círculo. Desde el círculo 7, lánzala por 1 de combustible y 1 de mineral.</translation>
    </message>
    <message>
        <source>Dock three equal values and pay 3 ore to land a colony on a territory.</source>
        <translation>Atraca tres valores iguales y paga 3 de mineral para desembarcar una colonia en un territorio.</translation>
    </message>
    <message>
        <source>Dock a 6 and pay 1 fuel and 1 ore to land a colony on a territory. The ship is lost: it goes back to your stock at the start of your next turn.</source>
        <translation>Atraca un 6 y paga 1 de combustible y 1 de mineral para desembarcar una colonia en un territorio. La nave se pierde: vuelve a tu almacén al comienzo de tu siguiente turno.</translation>
    </message>
    <message>
        <source>Dock a pair of equal values and pay fuel and ore to build a new ship. It waits on the Maintenance Bay until your next turn.</source>
        <translation>Atraca una pareja de valores iguales y paga combustible y mineral para construir una nave nueva. Espera en el Hangar de Mantenimiento hasta tu siguiente turno.</translation>
    </message>
    <message>
        <source>Dock three consecutive values to take up to 4 resources from other players, or one alien tech card from one player.</source>
        <translation>Atraca tres valores consecutivos para quitar hasta 4 recursos a otros jugadores, o una carta de tecnología alienígena a un jugador.</translation>
    </message>
    <message>
        <source>Ships that cannot dock anywhere rest here, and new ships wait here for the next turn.</source>
        <translation>Aquí descansan las naves que no pueden atracar en ningún sitio, y aquí esperan las naves nuevas al turno siguiente.</translation>
    </message>
    <message>
        <source>Bonus: docking two or more ships at the Colonist Hub in a turn moves your colony one extra circle.</source>
        <translation>Bonificación: atracar dos o más naves en el Centro de Colonos en un turno avanza tu colonia un círculo extra.</translation>
    </message>
    <message>
        <source>Bonus: the Colony Constructor costs you 2 ore instead of 3.</source>
        <translation>Bonificación: el Constructor de Colonias te cuesta 2 de mineral en lugar de 3.</translation>
    </message>
    <message>
        <source>Bonus: you may buy the Relic Ship, a colourless extra ship, for 1 fuel and 1 ore.</source>
        <translation>Bonificación: puedes comprar la Nave Reliquia, una nave extra sin color, por 1 de combustible y 1 de mineral.</translation>
    </message>
    <message>
        <source>Bonus: at the Orbital Market, 1 fuel buys 1 ore.</source>
        <translation>Bonificación: en el Mercado Orbital, 1 de combustible compra 1 de mineral.</translation>
    </message>
    <message>
        <source>Bonus: the Shipyard costs you 1 fuel and 1 ore less.</source>
        <translation>Bonificación: el Astillero te cuesta 1 de combustible y 1 de mineral menos.</translation>
    </message>
    <message>
        <source>Bonus: each ship docked at the Solar Converter gains 1 extra fuel.</source>
        <translation>Bonificación: cada nave atracada en el Convertidor Solar da 1 de combustible extra.</translation>
    </message>
    <message>
        <source>Bonus: each use of an alien tech fuel power costs 1 fuel less.</source>
        <translation>Bonificación: cada uso de un poder de combustible de tecnología alienígena cuesta 1 de combustible menos.</translation>
    </message>
    <message>
        <source>Bonus: your first ship docked at the Lunar Mine each turn may show any value.</source>
        <translation>Bonificación: tu primera nave atracada en la Mina Lunar cada turno puede mostrar cualquier valor.</translation>
    </message>
    <message>
        <source>Cancels the bonus of the territory it is on.</source>
        <translation>Anula la bonificación del territorio en el que está.</translation>
    </message>
    <message>
        <source>The player controlling its territory scores 1 extra point.</source>
        <translation>El jugador que controla su territorio obtiene 1 punto extra.</translation>
    </message>
    <message>
        <source>No colony may land on its territory or be moved away from it.</source>
        <translation>Ninguna colonia puede desembarcar en su territorio ni ser retirada de él.</translation>
    </message>
    <message>
        <source>Worth 1 point while you hold it.</source>
        <translation>Vale 1 punto mientras la tengas.</translation>
    </message>
    <message>
        <source>Pay 1 fuel: add 1 to an unplaced ship.</source>
        <translation>Paga 1 de combustible: suma 1 a una nave sin colocar.</translation>
    </message>
    <message>
        <source>Discard: take a field generator off the board.</source>
        <translation>Descarte: retira un generador de campo del tablero.</translation>
    </message>
    <message>
        <source>Pay 1 fuel per colony on a territory: use its bonus this turn.</source>
        <translation>Paga 1 de combustible por colonia de un territorio: usa su bonificación este turno.</translation>
    </message>
    <message>
        <source>Discard: move the Positron Field to a territory.</source>
        <translation>Descarte: mueve el Campo de Positrones a un territorio.</translation>
    </message>
    <message>
        <source>Pay 2 fuel: take 1 from one unplaced ship and add 1 to another.</source>
        <translation>Paga 2 de combustible: resta 1 a una nave sin colocar y suma 1 a otra.</translation>
    </message>
    <message>
        <source>Discard: move the Repulsor Field to a territory.</source>
        <translation>Descarte: mueve el Campo Repulsor a un territorio.</translation>
    </message>
    <message>
        <source>Raiders cannot take your resources; they may take only this card from you.</source>
        <translation>Los saqueadores no pueden quitarte recursos; solo pueden quitarte esta carta.</translation>
    </message>
    <message>
        <source>Pay 2 fuel: move one of your docked ships to another facility.</source>
        <translation>Paga 2 de combustible: mueve una de tus naves atracadas a otra instalación.</translation>
    </message>
    <message>
        <source>Discard: move any colony to another territory.</source>
        <translation>Descarte: mueve cualquier colonia a otro territorio.</translation>
    </message>
    <message>
        <source>Pay 1 fuel per ship: send other players' ships at one facility to the Maintenance Bay.</source>
        <translation>Paga 1 de combustible por nave: envía al Hangar de Mantenimiento las naves de otros jugadores de una instalación.</translation>
    </message>
    <message>
        <source>Discard: send one docked ship of another player back to their stock.</source>
        <translation>Descarte: devuelve al almacén de su dueño una nave atracada de otro jugador.</translation>
    </message>
    <message>
        <source>Pay 1 fuel: turn an unplaced ship to its opposite face (1↔6, 2↔5, 3↔4).</source>
        <translation>Paga 1 de combustible: gira una nave sin colocar a su cara opuesta (1↔6, 2↔5, 3↔4).</translation>
    </message>
    <message>
        <source>Discard: swap two colonies of different players on two territories.</source>
        <translation>Descarte: intercambia dos colonias de jugadores distintos situadas en dos territorios.</translation>
    </message>
    <message>
        <source>After your roll: more odd dice gain 1 ore, more even dice gain 1 fuel; as many of each gain both, and the card is discarded.</source>
        <translation>Tras tu tirada: si hay más dados impares, ganas 1 de mineral; si hay más pares, 1 de combustible; si hay tantos de unos como de otros, ganas ambos y la carta se descarta.</translation>
    </message>
    <message>
        <source>Pay 1 fuel: take 1 from an unplaced ship.</source>
        <translation>Paga 1 de combustible: resta 1 a una nave sin colocar.</translation>
    </message>
    <message>
        <source>Discard: move the Isolation Field to a territory.</source>
        <translation>Descarte: mueve el Campo de Aislamiento a un territorio.</translation>
    </message>
    <message>
        <source>Pay 1 fuel: roll any of your unplaced ships again.</source>
        <translation>Paga 1 de combustible: vuelve a tirar las naves sin colocar que quieras.</translation>
    </message>
    <message>
        <source>Discard: take a card of your choice from the discard pile.</source>
        <translation>Descarte: toma la carta que elijas de la pila de descarte.</translation>
    </message>
    <message>
        <source>Pay 3 fuel: move another player's docked ship to a facility, for your benefit.</source>
        <translation>Paga 3 de combustible: mueve una nave atracada de otro jugador a una instalación, en tu beneficio.</translation>
    </message>
    <message>
        <source>Discard at the start of your turn: the Relic Ship joins your fleet, rolled with it, for this turn.</source>
        <translation>Descarte al inicio de tu turno: la Nave Reliquia se une a tu flota este turno y se tira con ella.</translation>
    </message>
    <message>
        <source>Worth a point more while you also hold the Alien City or the Alien Monument.</source>
        <translation>Vale un punto más mientras también tengas la Ciudad Alienígena o el Monumento Alienígena.</translation>
    </message>
    <message>
        <source>Pay fuel: take a ship of any player from the Maintenance Bay, roll it and use it this turn.</source>
        <translation>Paga combustible: toma una nave de cualquier jugador del Hangar de Mantenimiento, tírala y úsala este turno.</translation>
    </message>
    <message>
        <source>Discard: every ship at one orbital facility goes to the Maintenance Bay.</source>
        <translation>Descarte: todas las naves de una instalación orbital van al Hangar de Mantenimiento.</translation>
    </message>
    <message>
        <source>Free: put an unplaced ship of yours on this card; while it is there you take fuel or ore at the start of every turn.</source>
        <translation>Gratis: pon una de tus naves sin colocar en esta carta; mientras esté ahí, tomas combustible o mineral al inicio de cada turno.</translation>
    </message>
    <message>
        <source>Discard: the ship on this card goes to the Maintenance Bay.</source>
        <translation>Descarte: la nave de esta carta va al Hangar de Mantenimiento.</translation>
    </message>
    <message>
        <source>Discard at the start of your turn: your Terraforming Station ship goes to the Maintenance Bay, not to your stock.</source>
        <translation>Descarte al inicio de tu turno: tu nave de la Estación de Terraformación va al Hangar de Mantenimiento, no a tu almacén.</translation>
    </message>
    <message>
        <source>Pay fuel: your unplaced ships of the same values take the places of other players' ships at one facility.</source>
        <translation>Paga combustible: tus naves sin colocar de los mismos valores ocupan el lugar de naves de otros jugadores en una instalación.</translation>
    </message>
    <message>
        <source>Discard: the colonies of two territories change places.</source>
        <translation>Descarte: las colonias de dos territorios intercambian su lugar.</translation>
    </message>
    <message>
        <source>Free: roll one of your unplaced ships again.</source>
        <translation>Gratis: vuelve a tirar una de tus naves sin colocar.</translation>
    </message>
    <message>
        <source>Discard once all your ships are placed: take back one or two docked ships, roll them and dock them elsewhere.</source>
        <translation>Descarte cuando todas tus naves estén colocadas: recupera una o dos naves atracadas, tíralas y atrácalas en otro lugar.</translation>
    </message>
    <message>
        <source>Discard: put the Repulsor or the Positron Field on a territory where you have a colony.</source>
        <translation>Descarte: pon el Campo Repulsor o el Campo de Positrones en un territorio donde tengas una colonia.</translation>
    </message>
    <message>
        <source>Other players' cards cost them more fuel for each of your ships they affect.</source>
        <translation>Las cartas de los otros jugadores les cuestan más combustible por cada nave tuya a la que afectan.</translation>
    </message>
    <message>
        <source>Pay fuel: gain ore.</source>
        <translation>Paga combustible: gana mineral.</translation>
    </message>
    <message>
        <source>Discard: gain ore.</source>
        <translation>Descarte: gana mineral.</translation>
    </message>
    <message>
        <source>Pay fuel: set one of your unplaced ships to any value; a fuel goes on this card, and when enough are on it the card is discarded.</source>
        <translation>Paga combustible: da a una de tus naves sin colocar el valor que quieras; un combustible va a esta carta y, cuando hay bastantes, la carta se descarta.</translation>
    </message>
    <message>
        <source>Pay fuel: a field generator on a territory you control also covers a neighbouring territory.</source>
        <translation>Paga combustible: un generador de campo en un territorio que controlas cubre también un territorio vecino.</translation>
    </message>
    <message>
        <source>Discard: every field generator moves to one territory where you have a colony.</source>
        <translation>Descarte: todos los generadores de campo van a un territorio donde tengas una colonia.</translation>
    </message>
    <message>
        <source>Pay fuel and roll a die: it names a field generator, which you put on a territory where you have a colony.</source>
        <translation>Paga combustible y tira un dado: indica un generador de campo, que pones en un territorio donde tengas una colonia.</translation>
    </message>
    <message>
        <source>Discard: move one field generator to another territory.</source>
        <translation>Descarte: mueve un generador de campo a otro territorio.</translation>
    </message>
    <message>
        <source>Pay fuel: add 1 to each of your unplaced ships (a 6 becomes a 1).</source>
        <translation>Paga combustible: suma 1 a cada una de tus naves sin colocar (un 6 pasa a 1).</translation>
    </message>
    <message>
        <source>Discard: put a field generator that is off the planet on a territory where you have a colony.</source>
        <translation>Descarte: pon un generador de campo que esté fuera del planeta en un territorio donde tengas una colonia.</translation>
    </message>
    <message>
        <source>Pay fuel: take a colony off its territory onto this card; its owner may pay to land it again on their turn.</source>
        <translation>Paga combustible: saca una colonia de su territorio a esta carta; su dueño puede pagar para volver a aterrizarla en su turno.</translation>
    </message>
    <message>
        <source>Pay fuel before you roll: another player's docked ship joins your fleet for this turn.</source>
        <translation>Paga combustible antes de tirar: una nave atracada de otro jugador se une a tu flota este turno.</translation>
    </message>
    <message>
        <source>Discard at the start of your turn: two other players' docked ships join your fleet for this turn.</source>
        <translation>Descarte al inicio de tu turno: dos naves atracadas de otros jugadores se unen a tu flota este turno.</translation>
    </message>
    <message>
        <source>Pay fuel before you roll: roll one ship, and all your other ships take its value.</source>
        <translation>Paga combustible antes de tirar: tira una nave y todas tus demás naves toman su valor.</translation>
    </message>
    <message>
        <source>Discard: every docked ship on the board turns to 1.</source>
        <translation>Descarte: cada nave atracada en el tablero pasa a 1.</translation>
    </message>
    <message>
        <source>Pay fuel: move another player's colony from a territory where you have a colony to a neighbouring one.</source>
        <translation>Paga combustible: mueve la colonia de otro jugador de un territorio donde tengas una colonia a uno vecino.</translation>
    </message>
    <message>
        <source>Discard: the other players' colonies leave a territory where you have a colony, to neighbouring ones.</source>
        <translation>Descarte: las colonias de los otros jugadores dejan un territorio donde tengas una colonia, hacia territorios vecinos.</translation>
    </message>
    <message>
        <source>Pay fuel when you dock at the Lunar Mine: gain more ore.</source>
        <translation>Paga combustible al atracar en la Mina Lunar: gana más mineral.</translation>
    </message>
    <message>
        <source>Discard: every ship at the Lunar Mine goes to the Maintenance Bay.</source>
        <translation>Descarte: todas las naves de la Mina Lunar van al Hangar de Mantenimiento.</translation>
    </message>
    <message>
        <source>Put fuel on this card: until your next turn nobody can move or remove your colonies.</source>
        <translation>Pon combustible en esta carta: hasta tu próximo turno nadie puede mover ni retirar tus colonias.</translation>
    </message>
    <message>
        <source>Discard: move up to two of your colonies to one territory.</source>
        <translation>Descarte: mueve hasta dos de tus colonias a un mismo territorio.</translation>
    </message>
    <message>
        <source>Discard: reveal one of your face-down agenda cards and score its point without meeting its goal.</source>
        <translation>Descarte: revela una de tus cartas de agenda boca abajo y gana su punto sin cumplir su objetivo.</translation>
    </message>
    <message>
        <source>You may hold one more agenda card.</source>
        <translation>Puedes tener una carta de agenda más.</translation>
    </message>
    <message>
        <source>Pay ore: gain fuel, more with the Pohl Foothills bonus.</source>
        <translation>Paga mineral: gana combustible, más con la bonificación de las Colinas Pohl.</translation>
    </message>
    <message>
        <source>Discard: return an unplaced ship to your stock and gain fuel and ore.</source>
        <translation>Descarte: devuelve una nave sin colocar a tu almacén y gana combustible y mineral.</translation>
    </message>
    <message>
        <source>Move some of your fuel and ore onto this card, out of the limit's and the raiders' reach.</source>
        <translation>Pon parte de tu combustible y mineral en esta carta, fuera del límite y del alcance de los saqueadores.</translation>
    </message>
    <message>
        <source>Discard: take everything on this card into your supply.</source>
        <translation>Descarte: toma todo lo que hay en esta carta y pásalo a tu reserva.</translation>
    </message>
    <message>
        <source>Pay fuel before you roll: draw an agenda card face up; it scores if you meet its goal this turn.</source>
        <translation>Paga combustible antes de tirar: roba una carta de agenda boca arriba; puntúa si cumples su objetivo este turno.</translation>
    </message>
    <message>
        <source>Use another card's fuel power a second time this turn, paying its cost again.</source>
        <translation>Usa por segunda vez este turno el poder de combustible de otra carta, pagando de nuevo su coste.</translation>
    </message>
    <message>
        <source>Discard: another player discards an alien tech card of your choice, without its power.</source>
        <translation>Descarte: otro jugador descarta una carta de tecnología alienígena que elijas, sin su poder.</translation>
    </message>
    <message>
        <source>Pay fuel: use one more discard power this turn.</source>
        <translation>Paga combustible: usa un poder de descarte más este turno.</translation>
    </message>
    <message>
        <source>Discard: the three cards on display leave the game.</source>
        <translation>Descarte: las tres cartas expuestas salen de la partida.</translation>
    </message>
    <message>
        <source>Before you roll, put fuel on this card: a roll with four or more ships of one value turns it into ore.</source>
        <translation>Antes de tirar, pon combustible en esta carta: una tirada con cuatro o más naves del mismo valor lo convierte en mineral.</translation>
    </message>
    <message>
        <source>Pay fuel: cycle the cards on display.</source>
        <translation>Paga combustible: renueva las cartas expuestas.</translation>
    </message>
    <message>
        <source>Discard: cycle the display a few times for free, then claim a card on it.</source>
        <translation>Descarte: renueva las cartas expuestas unas cuantas veces gratis y luego toma una.</translation>
    </message>
    <message>
        <source>Discard: take a resource of your choice from each other player.</source>
        <translation>Descarte: toma de cada otro jugador un recurso a tu elección.</translation>
    </message>
    <message>
        <source>What other players return above the limit comes to you.</source>
        <translation>Lo que los otros jugadores devuelven por encima del límite es para ti.</translation>
    </message>
    <message>
        <source>Pay fuel: look at the top cards of the alien tech pile and put them back in any order.</source>
        <translation>Paga combustible: mira las cartas de arriba del mazo de tecnología alienígena y devuélvelas en el orden que quieras.</translation>
    </message>
    <message>
        <source>Discard: move one of your colonies to a territory with no colony.</source>
        <translation>Descarte: mueve una de tus colonias a un territorio sin colonias.</translation>
    </message>
    <message>
        <source>Discard: the colonies of one territory move to neighbouring territories; then this card leaves the game.</source>
        <translation>Descarte: las colonias de un territorio pasan a territorios vecinos; después esta carta sale de la partida.</translation>
    </message>
    <message>
        <source>With enough ships in play: return an unplaced ship to your stock and gain its Shipyard price.</source>
        <translation>Con suficientes naves en juego: devuelve una nave sin colocar a tu almacén y gana su precio en el Astillero.</translation>
    </message>
    <message>
        <source>Discard: the same with two unplaced ships.</source>
        <translation>Descarte: lo mismo con dos naves sin colocar.</translation>
    </message>
    <message>
        <source>With a high pair at the Shipyard: pay fuel instead of the Shipyard price for the ship.</source>
        <translation>Con una pareja alta en el Astillero: paga combustible en lugar del precio del Astillero por la nave.</translation>
    </message>
    <message>
        <source>Discard: the ship you build is rolled and used at once.</source>
        <translation>Descarte: la nave que construyes se tira y se usa enseguida.</translation>
    </message>
    <message>
        <source>Free: gain fuel for each other player's ship at the Solar Converter.</source>
        <translation>Gratis: gana combustible por cada nave de otro jugador en el Convertidor Solar.</translation>
    </message>
    <message>
        <source>Discard: the other players return all their fuel to the supply.</source>
        <translation>Descarte: los otros jugadores devuelven todo su combustible a la reserva.</translation>
    </message>
    <message>
        <source>Pay fuel per ship: dock at a facility with no free port.</source>
        <translation>Paga combustible por nave: atraca en una instalación sin sitio libre.</translation>
    </message>
    <message>
        <source>Discard: every ship at one facility goes to the Maintenance Bay.</source>
        <translation>Descarte: todas las naves de una instalación van al Hangar de Mantenimiento.</translation>
    </message>
    <message>
        <source>Pay fuel: take 1 from each of your unplaced ships (a 1 becomes a 6).</source>
        <translation>Paga combustible: resta 1 a cada una de tus naves sin colocar (un 1 pasa a 6).</translation>
    </message>
    <message>
        <source>Discard: take a field generator off a territory where you have a colony.</source>
        <translation>Descarte: retira un generador de campo de un territorio donde tengas una colonia.</translation>
    </message>
    <message>
        <source>Pay fuel: use the power of a card on display as if it were yours, paying its own cost too.</source>
        <translation>Paga combustible: usa el poder de una carta expuesta como si fuera tuya, pagando también su propio coste.</translation>
    </message>
    <message>
        <source>Discard: claim a card on display.</source>
        <translation>Descarte: toma una carta expuesta.</translation>
    </message>
</context>
<context>
    <name>LegalMoves</name>
    <message>
        <source>Send ships to the Maintenance Bay one at a time.</source>
        <translation>Envía las naves al Hangar de Mantenimiento de una en una.</translation>
    </message>
    <message>
        <source>Only a ship that cannot dock anywhere goes to the Maintenance Bay.</source>
        <translation>Solo va al Hangar de Mantenimiento una nave que no puede atracar en ningún sitio.</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1 · %2</source>
        <extracomment>Log heading: "Turn 3 · Alice"</extracomment>
        <translation>Turno %1 · %2</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparación</translation>
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
        <translation>Partida ▾</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>Correct the position…</source>
        <translation>Corregir la posición…</translation>
    </message>
    <message>
        <source>Final ranking</source>
        <translation>Clasificación final</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Ajustes…</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Referencia de reglas</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Deshacer</translation>
    </message>
    <message>
        <source>Undo: %1 (Ctrl+Z)</source>
        <translation>Deshacer: %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>↷ Redo</source>
        <translation>↷ Rehacer</translation>
    </message>
    <message>
        <source>Redo: %1 (Ctrl+Shift+Z)</source>
        <translation>Rehacer: %1 (Ctrl+Mayús+Z)</translation>
    </message>
    <message>
        <source>Referee for Alien Frontiers</source>
        <translation>Árbitro para Alien Frontiers</translation>
    </message>
    <message>
        <source>long game</source>
        <translation>partida larga</translation>
    </message>
    <message>
        <source>app dice, seed %1</source>
        <translation>dados de la app, semilla %1</translation>
    </message>
    <message>
        <source>table dice</source>
        <translation>dados de la mesa</translation>
    </message>
    <message>
        <source>not saved to a file</source>
        <translation>sin guardar en un archivo</translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <translation>%1 (con cambios)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Rules reference (F2)</source>
        <translation>Referencia de reglas (F2)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts (F1)</source>
        <translation>Atajos de teclado (F1)</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>¿Empezar una partida nueva?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved to a file. The autosave keeps only the latest game, so save it first if you want to come back to it.</source>
        <translation>La partida en curso no se ha guardado en un archivo. El autoguardado solo conserva la última partida, así que guárdala antes si quieres volver a ella.</translation>
    </message>
    <message>
        <source>Close the rules reference</source>
        <translation>Cerrar la referencia de reglas</translation>
    </message>
    <message>
        <source>Open another game?</source>
        <translation>¿Abrir otra partida?</translation>
    </message>
    <message>
        <source>Games played and statistics</source>
        <translation>Partidas jugadas y estadísticas</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>That is not possible now: the game is waiting for {0}.</source>
        <translation>Ahora no es posible: la partida está esperando {0}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>This is not supported yet.</source>
        <translation>Esto aún no está disponible.</translation>
    </message>
    <message>
        <source>{0} is not one of your ships.</source>
        <translation>{0} no es una de tus naves.</translation>
    </message>
    <message>
        <source>{0} is not an unplaced ship of your fleet.</source>
        <translation>{0} no es una nave sin colocar de tu flota.</translation>
    </message>
    <message>
        <source>{0} is not docked at an orbital facility.</source>
        <translation>{0} no está atracada en una instalación orbital.</translation>
    </message>
    <message>
        <source>{0} is named twice.</source>
        <translation>{0} aparece dos veces.</translation>
    </message>
    <message>
        <source>The {0} has no free docking port for these ships.</source>
        <translation>En la instalación {0} no queda ningún puerto de atraque libre para estas naves.</translation>
    </message>
    <message>
        <source>The ships docked at the {0} must all show the same value.</source>
        <translation>Las naves atracadas en la instalación {0} deben mostrar todas el mismo valor.</translation>
    </message>
    <message>
        <source>The Raiders' Outpost needs three ships with consecutive values.</source>
        <translation>El Puesto de los Saqueadores necesita tres naves con valores consecutivos.</translation>
    </message>
    <message>
        <source>Each ship docked at the {0} must be at least {1}; this one is {2}.</source>
        <translation>Cada nave atracada en la instalación {0} debe ser al menos un {1}; esta es un {2}.</translation>
    </message>
    <message>
        <source>The {0} needs a ship showing {1}, not {2}.</source>
        <translation>En la instalación {0} hace falta una nave que muestre un {1}, no un {2}.</translation>
    </message>
    <message>
        <source>This costs {0} fuel and you have {1}.</source>
        <translation>Esto cuesta {0} de combustible y tienes {1}.</translation>
    </message>
    <message>
        <source>This costs {0} ore and you have {1}.</source>
        <translation>Esto cuesta {0} de mineral y tienes {1}.</translation>
    </message>
    <message>
        <source>You have no colony left to place.</source>
        <translation>No te queda ninguna colonia por colocar.</translation>
    </message>
    <message>
        <source>Choose the territory where the colony lands.</source>
        <translation>Elige el territorio donde desembarca la colonia.</translation>
    </message>
    <message>
        <source>This action does not take that choice.</source>
        <translation>Esta acción no admite esa elección.</translation>
    </message>
    <message>
        <source>The Repulsor Field on {0} stops colonies being added there or taken away.</source>
        <translation>El Campo Repulsor en el territorio {0} impide añadir o retirar colonias de allí.</translation>
    </message>
    <message>
        <source>Your ship stock is empty: there is no ship to build.</source>
        <translation>Tu almacén de naves está vacío: no hay ninguna nave que construir.</translation>
    </message>
    <message>
        <source>The ships at the Raiders' Outpost total {0}: a new run must total more; yours totals {1}.</source>
        <translation>Las naves del Puesto de los Saqueadores suman {0}: una escalera nueva debe sumar más; la tuya suma {1}.</translation>
    </message>
    <message>
        <source>Under these rules you cannot bump your own run at the Raiders' Outpost.</source>
        <translation>Con estas reglas no puedes desplazar tu propia escalera del Puesto de los Saqueadores.</translation>
    </message>
    <message>
        <source>You cannot raid yourself.</source>
        <translation>No puedes saquearte a ti mismo.</translation>
    </message>
    <message>
        <source>{0} holds the Holographic Decoy: their resources cannot be raided.</source>
        <translation>{0} tiene el Señuelo Holográfico: sus recursos no se pueden saquear.</translation>
    </message>
    <message>
        <source>{0} does not have that many resources.</source>
        <translation>{0} no tiene tantos recursos.</translation>
    </message>
    <message>
        <source>{0} does not hold the {1}.</source>
        <translation>{0} no tiene la carta {1}.</translation>
    </message>
    <message>
        <source>{0} holds the Holographic Decoy: it is the only card you can take from them.</source>
        <translation>{0} tiene el Señuelo Holográfico: es la única carta que le puedes quitar.</translation>
    </message>
    <message>
        <source>Only a raid at the Raiders' Outpost takes resources or cards.</source>
        <translation>Solo un saqueo en el Puesto de los Saqueadores quita recursos o cartas.</translation>
    </message>
    <message>
        <source>Your colony on circle 7 of the Colonist Hub must be launched before you dock there again.</source>
        <translation>Tu colonia del círculo 7 del Centro de Colonos debe lanzarse antes de que vuelvas a atracar allí.</translation>
    </message>
    <message>
        <source>You have no colony on circle 7 of the Colonist Hub (yours is on circle {0}).</source>
        <translation>No tienes ninguna colonia en el círculo 7 del Centro de Colonos (la tuya está en el círculo {0}).</translation>
    </message>
    <message>
        <source>You have no pair docked at the Orbital Market this turn.</source>
        <translation>No tienes ninguna pareja atracada en el Mercado Orbital este turno.</translation>
    </message>
    <message>
        <source>Each ship docked at the Alien Artifact allows one cycle; you have none left.</source>
        <translation>Cada nave atracada en el Artefacto Alienígena permite una renovación; no te queda ninguna.</translation>
    </message>
    <message>
        <source>Your ships docked at the Alien Artifact since the last claim total {0}; a claim needs {1}.</source>
        <translation>Tus naves atracadas en el Artefacto Alienígena desde la última carta reclamada suman {0}; para reclamar hace falta {1}.</translation>
    </message>
    <message>
        <source>The {0} is not on display.</source>
        <translation>La carta {0} no está expuesta.</translation>
    </message>
    <message>
        <source>You already hold a {0}: nobody may hold two copies.</source>
        <translation>Ya tienes la carta {0}: nadie puede tener dos copias.</translation>
    </message>
    <message>
        <source>{0} can still dock at the {1}: only a ship that cannot dock anywhere goes to the Maintenance Bay.</source>
        <translation>{0} aún puede atracar en la instalación {1}: solo va al Hangar de Mantenimiento una nave que no puede atracar en ningún sitio.</translation>
    </message>
    <message>
        <source>You do not control {0}.</source>
        <translation>No controlas el territorio {0}.</translation>
    </message>
    <message>
        <source>The Relic Ship is not on Burroughs Desert.</source>
        <translation>La Nave Reliquia no está en el Desierto Burroughs.</translation>
    </message>
    <message>
        <source>The Isolation Field on {0} cancels its bonus.</source>
        <translation>El Campo de Aislamiento en el territorio {0} anula su bonificación.</translation>
    </message>
    <message>
        <source>You do not hold a {0}.</source>
        <translation>No tienes la carta {0}.</translation>
    </message>
    <message>
        <source>The {0} has already been used this turn.</source>
        <translation>La carta {0} ya se ha usado este turno.</translation>
    </message>
    <message>
        <source>Only one discard power may be used each turn.</source>
        <translation>Solo se puede usar un poder de descarte por turno.</translation>
    </message>
    <message>
        <source>The {0} was used this turn, so it cannot be discarded.</source>
        <translation>La carta {0} se ha usado este turno, así que no se puede descartar.</translation>
    </message>
    <message>
        <source>The {0} has no power to pay for.</source>
        <translation>La carta {0} no tiene ningún poder de combustible.</translation>
    </message>
    <message>
        <source>The {0} has no discard power.</source>
        <translation>La carta {0} no tiene poder de descarte.</translation>
    </message>
    <message>
        <source>A ship's value stays between 1 and 6 (this would make {0}).</source>
        <translation>El valor de una nave se mantiene entre 1 y 6 (esto daría {0}).</translation>
    </message>
    <message>
        <source>Choose two different ships.</source>
        <translation>Elige dos naves distintas.</translation>
    </message>
    <message>
        <source>The {0} is not on the board.</source>
        <translation>El {0} no está en el tablero.</translation>
    </message>
    <message>
        <source>It is already on {0}: choose another territory.</source>
        <translation>Ya está en el territorio {0}: elige otro.</translation>
    </message>
    <message>
        <source>{0} has no colony on {1}.</source>
        <translation>{0} no tiene ninguna colonia en el territorio {1}.</translation>
    </message>
    <message>
        <source>{0} has no colonies.</source>
        <translation>El territorio {0} no tiene colonias.</translation>
    </message>
    <message>
        <source>The Data Crystal cannot borrow the Burroughs Desert bonus.</source>
        <translation>El Cristal de Datos no puede tomar prestada la bonificación del Desierto Burroughs.</translation>
    </message>
    <message>
        <source>Ships on the Maintenance Bay cannot be moved by alien tech.</source>
        <translation>La tecnología alienígena no puede mover las naves del Hangar de Mantenimiento.</translation>
    </message>
    <message>
        <source>A ship on the Terraforming Station cannot be moved to another facility.</source>
        <translation>Una nave en la Estación de Terraformación no puede moverse a otra instalación.</translation>
    </message>
    <message>
        <source>The ship must move to a different facility than the {0}.</source>
        <translation>La nave debe dejar la instalación {0} por otra distinta.</translation>
    </message>
    <message>
        <source>The ship cannot be moved onto the {0}.</source>
        <translation>La nave no puede moverse a la instalación {0}.</translation>
    </message>
    <message>
        <source>{0} is yours: this power only targets other players' ships.</source>
        <translation>{0} es tuya: este poder solo afecta a naves de otros jugadores.</translation>
    </message>
    <message>
        <source>There is nothing to take.</source>
        <translation>No hay nada que tomar.</translation>
    </message>
    <message>
        <source>There is no {0} in the discard pile.</source>
        <translation>No hay ninguna carta {0} en la pila de descarte.</translation>
    </message>
    <message>
        <source>Choose colonies of two different players.</source>
        <translation>Elige colonias de dos jugadores distintos.</translation>
    </message>
    <message>
        <source>A die shows 1 to 6, not {0}.</source>
        <translation>Un dado muestra de 1 a 6, no {0}.</translation>
    </message>
    <message>
        <source>No {0} is left to turn up.</source>
        <translation>No queda ninguna carta {0} por revelar.</translation>
    </message>
    <message>
        <source>That is not an orbital facility you can dock at.</source>
        <translation>Esa no es una instalación orbital en la que puedas atracar.</translation>
    </message>
    <message>
        <source>The supply has no {0} left.</source>
        <translation>No queda {0} en la reserva.</translation>
    </message>
    <message>
        <source>player %1</source>
        <extracomment>A player named by seat number when no name is known</extracomment>
        <translation>jugador %1</translation>
    </message>
    <message>
        <source>the Relic Ship</source>
        <translation>la Nave Reliquia</translation>
    </message>
    <message>
        <source>%1's ship %2</source>
        <extracomment>%1 is a player's name, %2 the number of the ship (1 to 6)</extracomment>
        <translation>la nave %2 de %1</translation>
    </message>
    <message>
        <source>%1 (showing %2)</source>
        <extracomment>A ship and the value its die shows, e.g. "Alice's ship 2 (showing 5)"</extracomment>
        <translation>%1 (con un %2)</translation>
    </message>
    <message>
        <source>That ship is not in this game.</source>
        <translation>Esa nave no está en esta partida.</translation>
    </message>
    <message numerus="yes">
        <source>The {0} takes %n ship(s) at a time.</source>
        <translation>
            <numerusform>En la instalación {0} se atraca %n nave a la vez.</numerusform>
            <numerusform>En la instalación {0} se atracan %n naves a la vez.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Terraforming Station may not leave you with fewer than %n ship(s) of your colour.</source>
        <translation>
            <numerusform>La Estación de Terraformación no puede dejarte con menos de %n nave de tu color.</numerusform>
            <numerusform>La Estación de Terraformación no puede dejarte con menos de %n naves de tu color.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A raid takes at most %n resource(s).</source>
        <translation>
            <numerusform>Un saqueo se lleva como máximo %n recurso.</numerusform>
            <numerusform>Un saqueo se lleva como máximo %n recursos.</numerusform>
        </translation>
    </message>
    <message>
        <source>That player is not in this game.</source>
        <translation>Ese jugador no está en esta partida.</translation>
    </message>
    <message numerus="yes">
        <source>Your Colonist Hub track has only %n docking port(s).</source>
        <translation>
            <numerusform>Tu pista del Centro de Colonos solo tiene %n puerto de atraque.</numerusform>
            <numerusform>Tu pista del Centro de Colonos solo tiene %n puertos de atraque.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) are not docked yet.</source>
        <translation>
            <numerusform>Aún queda %n nave sin atracar.</numerusform>
            <numerusform>Aún quedan %n naves sin atracar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You must return exactly %n token(s) to keep 8.</source>
        <translation>
            <numerusform>Debes devolver exactamente %n ficha para quedarte con 8.</numerusform>
            <numerusform>Debes devolver exactamente %n fichas para quedarte con 8.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This needs %n unplaced ship(s).</source>
        <translation>
            <numerusform>Hace falta %n nave sin colocar.</numerusform>
            <numerusform>Hacen falta %n naves sin colocar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} would be left with fewer than %n ship(s).</source>
        <translation>
            <numerusform>{0} se quedaría con menos de %n nave.</numerusform>
            <numerusform>{0} se quedaría con menos de %n naves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter %n dice value(s), not {1}.</source>
        <translation>
            <numerusform>Introduce %n valor de dado, no {1}.</numerusform>
            <numerusform>Introduce %n valores de dado, no {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter %n card(s), not {1}.</source>
        <translation>
            <numerusform>Introduce %n carta, no {1}.</numerusform>
            <numerusform>Introduce %n cartas, no {1}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Plasma Cannon fires at one facility per use: {0} is docked at the {1}, not the {2}.</source>
        <translation>El Cañón de Plasma dispara a una sola instalación por uso ({2}): {0} está atracada en otra ({1}).</translation>
    </message>
    <message>
        <source>Nobody has the {0} board in this game.</source>
        <translation>Nadie tiene el tablero {0} en esta partida.</translation>
    </message>
    <message>
        <source>The {0} board is not in the draft pool of this game.</source>
        <translation>El tablero {0} no está en el mazo de selección de esta partida.</translation>
    </message>
    <message>
        <source>The {0} board is drawn twice.</source>
        <translation>El tablero {0} se ha robado dos veces.</translation>
    </message>
    <message>
        <source>The {0} board is not among the boards still offered.</source>
        <translation>El tablero {0} ya no está entre los tableros ofrecidos.</translation>
    </message>
    <message>
        <source>You have no faction board.</source>
        <translation>No tienes tablero de facción.</translation>
    </message>
    <message>
        <source>The {0} has no owner ability to use: it works by itself.</source>
        <translation>{0} no tiene habilidad de propietario que usar: actúa por sí sola.</translation>
    </message>
    <message>
        <source>You have already used the owner ability of the {0} this turn.</source>
        <translation>Ya has usado este turno la habilidad de propietario de {0}.</translation>
    </message>
    <message>
        <source>{0} must have no colony on it.</source>
        <translation>{0} no debe tener ninguna colonia.</translation>
    </message>
    <message>
        <source>{1} does not border {0}.</source>
        <translation>{1} no limita con {0}.</translation>
    </message>
    <message>
        <source>{0} is not contested: it needs two or more colonies and no controller.</source>
        <translation>{0} no está disputado: necesita dos o más colonias y que nadie lo controle.</translation>
    </message>
    <message>
        <source>You have no ship docked at the Terraforming Station this turn.</source>
        <translation>No tienes ninguna nave atracada en la Estación de Terraformación este turno.</translation>
    </message>
    <message>
        <source>Another unplaced ship of yours already shows {0}.</source>
        <translation>Otra de tus naves sin colocar ya muestra {0}.</translation>
    </message>
    <message>
        <source>The fleet roll did not show all different values.</source>
        <translation>La tirada de la flota no mostró todos los valores distintos.</translation>
    </message>
    <message>
        <source>This can only be done right after the roll, before anything else.</source>
        <translation>Esto solo se puede hacer justo después de la tirada, antes de cualquier otra cosa.</translation>
    </message>
    <message>
        <source>Your colony waits on the Colonist Hub, circle {0}: launch it first.</source>
        <translation>Tu colonia espera en el círculo {0} del Centro de Colonos: lánzala primero.</translation>
    </message>
    <message>
        <source>The {0} is already on the planet.</source>
        <translation>El {0} ya está en el planeta.</translation>
    </message>
    <message>
        <source>Docking here needs a legal run docked at the Raiders' Outpost in the same action.</source>
        <translation>Atracar aquí requiere una escalera válida atracada en el Puesto de los Saqueadores en la misma acción.</translation>
    </message>
    <message>
        <source>Ships docked as a pair at the Shipyard must show the same value.</source>
        <translation>Las naves atracadas en pareja en el Astillero deben mostrar el mismo valor.</translation>
    </message>
    <message>
        <source>You have no alien tech card to give.</source>
        <translation>No tienes ninguna carta de tecnología alienígena que dar.</translation>
    </message>
    <message>
        <source>The {0} needs a choice that is missing or does not fit.</source>
        <translation>{0} necesita una elección que falta o no encaja.</translation>
    </message>
    <message numerus="yes">
        <source>The draft needs %n board(s), not {1}.</source>
        <translation>
            <numerusform>La selección necesita %n tablero, no {1}.</numerusform>
            <numerusform>La selección necesita %n tableros, no {1}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose at least one ship.</source>
        <translation>Elige al menos una nave.</translation>
    </message>
    <message>
        <source>{0} is not a ship of your colour: this power takes only those.</source>
        <translation>{0} no es una nave de tu color: este poder solo toma esas.</translation>
    </message>
    <message>
        <source>No ship of yours has docked at the Lunar Mine this turn.</source>
        <translation>Ninguna de tus naves ha atracado en la Mina Lunar este turno.</translation>
    </message>
    <message>
        <source>This power cannot place or move the {0}.</source>
        <translation>Este poder no puede colocar ni mover el {0}.</translation>
    </message>
    <message>
        <source>This needs 5 or 6 ships of your colour in play; you have {0}.</source>
        <translation>Hacen falta 5 o 6 naves de tu color en juego; tienes {0}.</translation>
    </message>
    <message>
        <source>The {0} has not been used this turn: there is nothing to repeat.</source>
        <translation>La carta {0} no se ha usado este turno: no hay nada que repetir.</translation>
    </message>
    <message>
        <source>The {0} has no fuel cost to pay again.</source>
        <translation>La carta {0} no tiene un coste de combustible que pagar de nuevo.</translation>
    </message>
    <message>
        <source>Choose another player: this power does not target you.</source>
        <translation>Elige a otro jugador: este poder no te afecta a ti.</translation>
    </message>
    <message>
        <source>The Brethren Ship must be docked at a facility other than the Maintenance Bay and the Lunar Mine.</source>
        <translation>La Nave de los Brethren debe estar atracada en una instalación que no sea el Hangar de Mantenimiento ni la Mina Lunar.</translation>
    </message>
    <message>
        <source>The Brethren Ship hijacks only while it shows its raider face and is not placed yet.</source>
        <translation>La Nave de los Brethren solo secuestra mientras muestra su cara de saqueador y aún no está colocada.</translation>
    </message>
    <message>
        <source>{0} is on the Terraforming Station: it cannot be hijacked.</source>
        <translation>{0} está en la Estación de Terraformación: no puede ser secuestrada.</translation>
    </message>
    <message>
        <source>The Brethren Ship cannot hijack itself.</source>
        <translation>La Nave de los Brethren no puede secuestrarse a sí misma.</translation>
    </message>
    <message>
        <source>{0} was hijacked: it cannot dock at the Terraforming Station.</source>
        <translation>{0} fue secuestrada: no puede atracar en la Estación de Terraformación.</translation>
    </message>
    <message>
        <source>Moving the Brethren Ship with an alien tech card is not supported yet.</source>
        <translation>Mover la Nave de los Brethren con una carta de tecnología alienígena aún no está disponible.</translation>
    </message>
    <message>
        <source>the Brethren Ship</source>
        <extracomment>The Brethren of the Stars' die (Factions expansion)</extracomment>
        <translation>la Nave de los Brethren</translation>
    </message>
    <message>
        <source>This game uses expansion modules (%1), which the app cannot play yet. The command-line referee af-referee-cli replays and checks it.</source>
        <extracomment>%1: expansion module ids as written in files (factions, agendas, ...), never translated</extracomment>
        <translation>Esta partida usa módulos de expansión (%1) que la aplicación aún no puede jugar. El árbitro de línea de comandos af-referee-cli la reproduce y la comprueba.</translation>
    </message>
    <message numerus="yes">
        <source>With 5 or 6 players each player may have at most %n ship(s) at the Colonist Hub.</source>
        <translation>
            <numerusform>Con 5 o 6 jugadores, cada jugador puede tener como máximo %n nave en el Centro de Colonos.</numerusform>
            <numerusform>Con 5 o 6 jugadores, cada jugador puede tener como máximo %n naves en el Centro de Colonos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every track of the Colonist Hub has a colony on circle {0}: dock a different number of ships so that your colony ends on a free circle.</source>
        <translation>Cada pista del Centro de Colonos tiene una colonia en el círculo {0}: atraca otro número de naves para que tu colonia acabe en un círculo libre.</translation>
    </message>
    <message>
        <source>Take exactly one fuel or one ore from {0}.</source>
        <translation>Toma exactamente un combustible o un mineral de {0}.</translation>
    </message>
    <message>
        <source>Every colony of {0} on {1} must be moved away: there are {2}.</source>
        <translation>Todas las colonias de {0} en el territorio {1} deben trasladarse: hay {2}.</translation>
    </message>
    <message>
        <source>The card takes at least 1 token, and now at most {0}.</source>
        <translation>La carta recibe al menos 1 ficha, y ahora como máximo {0}.</translation>
    </message>
    <message>
        <source>The colonies of {0} are locked by the Magnetic Lockdown until that player's next turn.</source>
        <translation>Las colonias de {0} están bloqueadas por el Bloqueo Magnético hasta el próximo turno de ese jugador.</translation>
    </message>
    <message>
        <source>That agenda card is not in the agenda deck (agenda number {0}).</source>
        <translation>Esa carta de agenda no está en el mazo de agendas (agenda número {0}).</translation>
    </message>
    <message>
        <source>{0} cannot hold that agenda card face down (agenda number {1}).</source>
        <translation>{0} no puede tener esa carta de agenda boca abajo (agenda número {1}).</translation>
    </message>
    <message>
        <source>The condition of that agenda card is not met now (agenda number {0}).</source>
        <translation>La condición de esa carta de agenda no se cumple ahora (agenda número {0}).</translation>
    </message>
    <message>
        <source>{0} may discard an agenda card only above the agenda limit ({1}) or right after drawing.</source>
        <translation>{0} solo puede descartar una carta de agenda por encima del límite de agendas ({1}) o justo después de robar.</translation>
    </message>
    <message>
        <source>{0} has no face-down agenda card left unnamed.</source>
        <translation>{0} ya no tiene ninguna carta de agenda boca abajo sin nombrar.</translation>
    </message>
    <message>
        <source>{0} is above the agenda limit ({1}): face-down agenda cards must be discarded first.</source>
        <translation>{0} supera el límite de agendas ({1}): primero debe descartar cartas de agenda boca abajo.</translation>
    </message>
    <message>
        <source>There are no agenda cards in this game.</source>
        <translation>En esta partida no hay cartas de agenda.</translation>
    </message>
    <message>
        <source>That Orbital Market pair has already traded or drawn agenda cards this turn.</source>
        <translation>Esa pareja del Mercado Orbital ya ha comerciado o robado cartas de agenda en este turno.</translation>
    </message>
    <message numerus="yes">
        <source>This power moves at most %n colony(ies).</source>
        <translation>
            <numerusform>Este poder mueve como máximo %n colonia.</numerusform>
            <numerusform>Este poder mueve como máximo %n colonias.</numerusform>
        </translation>
    </message>
    <message>
        <source>This power is used before your fleet is rolled, not after.</source>
        <translation>Este poder se usa antes de la tirada de tu flota, no después.</translation>
    </message>
    <message>
        <source>{0} has no colony on the {1}.</source>
        <translation>{0} no tiene ninguna colonia en la carta {1}.</translation>
    </message>
    <message>
        <source>The {1} leaves its holder: every colony of {0} on it must land on a territory now.</source>
        <translation>La carta {1} deja a su poseedor: cada colonia de {0} sobre ella debe aterrizar ahora en un territorio.</translation>
    </message>
    <message>
        <source>{0} keeps one of the agenda cards just drawn at Prophets of the Artifact and discards the others first.</source>
        <translation>{0} se queda una de las cartas de agenda recién robadas en Prophets of the Artifact y primero descarta las demás.</translation>
    </message>
    <message>
        <source>{0} discards one of the agenda cards just drawn at Prophets of the Artifact, not an older one (agenda number {1}).</source>
        <translation>{0} descarta una de las cartas de agenda recién robadas en Prophets of the Artifact, no una anterior (agenda número {1}).</translation>
    </message>
    <message>
        <source>The {0} is discarded only at the start of your turn, before the roll.</source>
        <translation>{0} solo se descarta al comienzo de tu turno, antes de la tirada.</translation>
    </message>
    <message>
        <source>The Relic Ship cannot be taken: it is already yours, or it is on the Terraforming Station or the Maintenance Bay.</source>
        <translation>No se puede tomar la Nave Reliquia: ya es tuya, o está en la Estación de Terraformación o en el Hangar de Mantenimiento.</translation>
    </message>
    <message>
        <source>The {0} still has a free docking port: the grapple docks only where every port is taken.</source>
        <translation>{0}: aún tiene un puerto de atraque libre; el garfio solo atraca donde todos los puertos están ocupados.</translation>
    </message>
    <message>
        <source>The field generator named by the {0}'s die is placed first: choose a territory where you have a colony.</source>
        <translation>Primero se coloca el generador de campo que indicó el dado de {0}: elige un territorio donde tengas una colonia.</translation>
    </message>
    <message>
        <source>The {0} already straddles a border.</source>
        <translation>El {0} ya se extiende sobre una frontera.</translation>
    </message>
    <message>
        <source>The {0} straddles {1} and {2}: the raider settles it in one of the two.</source>
        <translation>El {0} se extiende sobre los territorios {1} y {2}: el asaltante lo deja en uno de los dos.</translation>
    </message>
    <message>
        <source>No agenda card is left to draw.</source>
        <translation>No queda ninguna carta de agenda por robar.</translation>
    </message>
    <message>
        <source>Name the agenda card.</source>
        <translation>Nombra la carta de agenda.</translation>
    </message>
    <message>
        <source>{0} has no face-down agenda card.</source>
        <translation>{0} no tiene ninguna carta de agenda boca abajo.</translation>
    </message>
    <message>
        <source>{0} is another player's ship used this turn: it cannot dock at the Terraforming Station.</source>
        <translation>{0} es una nave de otro jugador usada en este turno: no puede atracar en la Estación de Terraformación.</translation>
    </message>
    <message>
        <source>{0} is not on the Maintenance Bay.</source>
        <translation>{0} no está en el Hangar de Mantenimiento.</translation>
    </message>
    <message>
        <source>This power takes two ships of other players, each from a facility of the board.</source>
        <translation>Este poder toma dos naves de otros jugadores, cada una de una instalación del tablero.</translation>
    </message>
    <message>
        <source>A ship is already on the {0}.</source>
        <translation>Ya hay una nave sobre {0}.</translation>
    </message>
    <message>
        <source>No ship is on the {0}.</source>
        <translation>No hay ninguna nave sobre {0}.</translation>
    </message>
    <message>
        <source>{0} first takes the fuel or ore of the {1}.</source>
        <translation>{0} toma primero el combustible o el mineral de {1}.</translation>
    </message>
    <message>
        <source>{0} has no fuel or ore of the {1} to take now.</source>
        <translation>{0} no tiene ahora combustible ni mineral de {1} que tomar.</translation>
    </message>
    <message>
        <source>The {0} is known to lie on top of the draw pile (Scout Drone): it is drawn first, not the {1}.</source>
        <translation>Se sabe que la carta {0} está encima del mazo (Dron Explorador): se roba primero, no la carta {1}.</translation>
    </message>
    <message>
        <source>Put back the cards the {0} looked at, each of them once, top first.</source>
        <translation>Devuelve las cartas que miraste con la carta {0}, cada una una vez, la de arriba primero.</translation>
    </message>
    <message>
        <source>The cards the {0} looked at go back on the draw pile first: choose their order.</source>
        <translation>Las cartas que miraste con la carta {0} vuelven primero al mazo: elige su orden.</translation>
    </message>
    <message>
        <source>{0} was taken from the Maintenance Bay with the Astrogation Servo this turn: it cannot dock at the Terraforming Station.</source>
        <translation>{0} se sacó del Hangar de Mantenimiento con el Servo de Astrogación en este turno: no puede atracar en la Estación de Terraformación.</translation>
    </message>
    <message>
        <source>The {0} is lent from the Alien Artifact display: nothing can stay on a card of the display.</source>
        <translation>{0} está prestada desde la exposición del Artefacto Alienígena: nada puede quedarse sobre una carta de la exposición.</translation>
    </message>
    <message>
        <source>The Magnetic Lockdown of {0} still lasts: one lock at a time.</source>
        <translation>El Bloqueo Magnético de {0} aún dura: un bloqueo a la vez.</translation>
    </message>
    <message>
        <source>{0} has no agenda card left that could be revealed at the end of the game.</source>
        <translation>{0} no tiene ninguna carta de agenda que pueda revelar al final de la partida.</translation>
    </message>
    <message>
        <source>{0} has said there are no more agenda cards to reveal.</source>
        <translation>{0} ha dicho que no tiene más cartas de agenda que revelar.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Solar Converter</source>
        <translation>Convertidor Solar</translation>
    </message>
    <message>
        <source>Lunar Mine</source>
        <translation>Mina Lunar</translation>
    </message>
    <message>
        <source>Orbital Market</source>
        <translation>Mercado Orbital</translation>
    </message>
    <message>
        <source>Alien Artifact</source>
        <translation>Artefacto Alienígena</translation>
    </message>
    <message>
        <source>Colonist Hub</source>
        <translation>Centro de Colonos</translation>
    </message>
    <message>
        <source>Colony Constructor</source>
        <translation>Constructor de Colonias</translation>
    </message>
    <message>
        <source>Terraforming Station</source>
        <translation>Estación de Terraformación</translation>
    </message>
    <message>
        <source>Shipyard</source>
        <translation>Astillero</translation>
    </message>
    <message>
        <source>Raiders' Outpost</source>
        <translation>Puesto de los Saqueadores</translation>
    </message>
    <message>
        <source>Maintenance Bay</source>
        <translation>Hangar de Mantenimiento</translation>
    </message>
    <message>
        <source>Asimov Crater</source>
        <translation>Cráter Asimov</translation>
    </message>
    <message>
        <source>Bradbury Plateau</source>
        <translation>Meseta Bradbury</translation>
    </message>
    <message>
        <source>Burroughs Desert</source>
        <translation>Desierto Burroughs</translation>
    </message>
    <message>
        <source>Heinlein Plains</source>
        <translation>Llanuras Heinlein</translation>
    </message>
    <message>
        <source>Herbert Valley</source>
        <translation>Valle Herbert</translation>
    </message>
    <message>
        <source>Lem Badlands</source>
        <translation>Páramos Lem</translation>
    </message>
    <message>
        <source>Pohl Foothills</source>
        <translation>Colinas Pohl</translation>
    </message>
    <message>
        <source>Van Vogt Mountains</source>
        <translation>Montañas Van Vogt</translation>
    </message>
    <message>
        <source>Isolation Field</source>
        <translation>Campo de Aislamiento</translation>
    </message>
    <message>
        <source>Positron Field</source>
        <translation>Campo de Positrones</translation>
    </message>
    <message>
        <source>Repulsor Field</source>
        <translation>Campo Repulsor</translation>
    </message>
    <message>
        <source>Alien City</source>
        <translation>Ciudad Alienígena</translation>
    </message>
    <message>
        <source>Alien Monument</source>
        <translation>Monumento Alienígena</translation>
    </message>
    <message>
        <source>Booster Pod</source>
        <translation>Módulo Propulsor</translation>
    </message>
    <message>
        <source>Data Crystal</source>
        <translation>Cristal de Datos</translation>
    </message>
    <message>
        <source>Gravity Manipulator</source>
        <translation>Manipulador Gravitatorio</translation>
    </message>
    <message>
        <source>Holographic Decoy</source>
        <translation>Señuelo Holográfico</translation>
    </message>
    <message>
        <source>Orbital Teleporter</source>
        <translation>Teletransportador Orbital</translation>
    </message>
    <message>
        <source>Plasma Cannon</source>
        <translation>Cañón de Plasma</translation>
    </message>
    <message>
        <source>Polarity Device</source>
        <translation>Dispositivo de Polaridad</translation>
    </message>
    <message>
        <source>Resource Cache</source>
        <translation>Alijo de Recursos</translation>
    </message>
    <message>
        <source>Stasis Beam</source>
        <translation>Rayo de Estasis</translation>
    </message>
    <message>
        <source>Temporal Warper</source>
        <translation>Distorsionador Temporal</translation>
    </message>
    <message>
        <source>Mind Control Helmet</source>
        <translation>Casco de Control Mental</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <source>fuel</source>
        <translation>combustible</translation>
    </message>
    <message>
        <source>ore</source>
        <translation>mineral</translation>
    </message>
    <message>
        <source>2013 rules (default)</source>
        <translation>Reglas de 2013 (por defecto)</translation>
    </message>
    <message>
        <source>First edition</source>
        <translation>Primera edición</translation>
    </message>
    <message>
        <source>Edition X</source>
        <translation>Edition X</translation>
    </message>
    <message>
        <source>the setup deal</source>
        <translation>el reparto inicial</translation>
    </message>
    <message>
        <source>the roll</source>
        <translation>la tirada</translation>
    </message>
    <message>
        <source>the player's moves</source>
        <translation>las jugadas del jugador</translation>
    </message>
    <message>
        <source>cards to be turned up</source>
        <translation>que se revelen cartas</translation>
    </message>
    <message>
        <source>the Temporal Warper's re-roll</source>
        <translation>la nueva tirada del Distorsionador Temporal</translation>
    </message>
    <message>
        <source>nothing: the game is over</source>
        <translation>nada: la partida ha terminado</translation>
    </message>
    <message>
        <source>Ruling %1</source>
        <extracomment>A numbered ruling of the project's rules reference, e.g. "Ruling R-12"</extracomment>
        <translation>Aclaración %1</translation>
    </message>
    <message>
        <source>Playing a turn</source>
        <translation>Jugar un turno</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Colonias</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>Alien tech cards</source>
        <translation>Cartas de tecnología alienígena</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>the faction boards drawn for the draft</source>
        <translation>los tableros de facción robados para la selección</translation>
    </message>
    <message>
        <source>the faction draft</source>
        <translation>la selección de facciones</translation>
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
        <translation>Sarcófago Alienígena</translation>
    </message>
    <message>
        <source>Astrogation Servo</source>
        <translation>Servo de Astrogación</translation>
    </message>
    <message>
        <source>Auto Pilot A.I.</source>
        <translation>Piloto Automático I.A.</translation>
    </message>
    <message>
        <source>Bio-Integration Circuit</source>
        <translation>Circuito de Biointegración</translation>
    </message>
    <message>
        <source>Chameleon Cloak</source>
        <translation>Capa Camaleónica</translation>
    </message>
    <message>
        <source>Chrono-Spike</source>
        <translation>Cronopico</translation>
    </message>
    <message>
        <source>Deflector Shield</source>
        <translation>Escudo Deflector</translation>
    </message>
    <message>
        <source>Electrofabricator</source>
        <translation>Electrofabricador</translation>
    </message>
    <message>
        <source>Experimental FTL Drive</source>
        <translation>Motor FTL Experimental</translation>
    </message>
    <message>
        <source>Field Amplifier</source>
        <translation>Amplificador de Campo</translation>
    </message>
    <message>
        <source>Field Propagator</source>
        <translation>Propagador de Campo</translation>
    </message>
    <message>
        <source>Fleet Interlink</source>
        <translation>Enlace de Flota</translation>
    </message>
    <message>
        <source>Gravitron Shunt</source>
        <translation>Derivador Gravitrón</translation>
    </message>
    <message>
        <source>Infiltration A.I.</source>
        <translation>I.A. de Infiltración</translation>
    </message>
    <message>
        <source>Infinity Mirror</source>
        <translation>Espejo Infinito</translation>
    </message>
    <message>
        <source>Ion Fluctuator</source>
        <translation>Fluctuador Iónico</translation>
    </message>
    <message>
        <source>Lunar Tunneler</source>
        <translation>Tuneladora Lunar</translation>
    </message>
    <message>
        <source>Magnetic Lockdown</source>
        <translation>Bloqueo Magnético</translation>
    </message>
    <message>
        <source>Multiverse Window</source>
        <translation>Ventana Multiverso</translation>
    </message>
    <message>
        <source>Nano-Recycler</source>
        <translation>Nanorreciclador</translation>
    </message>
    <message>
        <source>Null-Time Vault</source>
        <translation>Bóveda Fuera del Tiempo</translation>
    </message>
    <message>
        <source>Oracle Engine</source>
        <translation>Motor Oráculo</translation>
    </message>
    <message>
        <source>Oscillation Capacitor</source>
        <translation>Condensador de Oscilación</translation>
    </message>
    <message>
        <source>Peta-Bit Processor</source>
        <translation>Procesador Petabit</translation>
    </message>
    <message>
        <source>Probability Focus</source>
        <translation>Foco de Probabilidad</translation>
    </message>
    <message>
        <source>Resonating Beacon</source>
        <translation>Baliza Resonante</translation>
    </message>
    <message>
        <source>Retrieval Webbing</source>
        <translation>Red de Recuperación</translation>
    </message>
    <message>
        <source>Scout Drone</source>
        <translation>Dron Explorador</translation>
    </message>
    <message>
        <source>Seismic Detonator</source>
        <translation>Detonador Sísmico</translation>
    </message>
    <message>
        <source>Shipbreaker Drone</source>
        <translation>Dron Desguazador</translation>
    </message>
    <message>
        <source>Shipfitter Drone</source>
        <translation>Dron Equipador</translation>
    </message>
    <message>
        <source>Solar Harvester</source>
        <translation>Cosechador Solar</translation>
    </message>
    <message>
        <source>Superconducting Grapple</source>
        <translation>Garfio Superconductor</translation>
    </message>
    <message>
        <source>Suppression Matrix</source>
        <translation>Matriz de Supresión</translation>
    </message>
    <message>
        <source>Tele-Operator</source>
        <translation>Teleoperador</translation>
    </message>
    <message>
        <source>Factions</source>
        <translation>Facciones</translation>
    </message>
    <message>
        <source>Agendas</source>
        <translation>Agendas</translation>
    </message>
    <message>
        <source>Extra alien tech</source>
        <translation>Tecnología alienígena adicional</translation>
    </message>
    <message>
        <source>Outer Belt</source>
        <translation>Cinturón exterior</translation>
    </message>
    <message>
        <source>Each player drafts a faction board: a docking port for everyone, a fee and an ability for its owner.</source>
        <translation>Cada jugador elige un tablero de facción: un puerto de atraque para todos, una tarifa y una habilidad para su dueño.</translation>
    </message>
    <message>
        <source>Secret goals that score victory points when revealed.</source>
        <translation>Objetivos secretos que dan puntos de victoria al revelarse.</translation>
    </message>
    <message>
        <source>More alien tech cards shuffled into the deck.</source>
        <translation>Más cartas de tecnología alienígena mezcladas en el mazo.</translation>
    </message>
    <message>
        <source>Not supported yet: the app cannot referee this module.</source>
        <translation>Aún no disponible: la aplicación no puede arbitrar este módulo.</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Expansiones</translation>
    </message>
    <message>
        <source>the agenda cards dealt</source>
        <translation>el reparto de las cartas de agenda</translation>
    </message>
    <message>
        <source>the agenda cards drawn</source>
        <translation>el robo de cartas de agenda</translation>
    </message>
    <message>
        <source>the choices at the start of the turn</source>
        <translation>las decisiones al comienzo del turno</translation>
    </message>
    <message>
        <source>the Field Propagator's die</source>
        <translation>el dado del Propagador de Campo</translation>
    </message>
    <message>
        <source>a territory for the Field Propagator's field generator</source>
        <translation>un territorio para el generador de campo del Propagador de Campo</translation>
    </message>
    <message>
        <source>The rules engine says: %1</source>
        <extracomment>%1: the rules engine's reason, in English (it names the cards still missing)</extracomment>
        <translation>El motor de reglas dice: %1</translation>
    </message>
    <message>
        <source>the cards the Scout Drone looks at</source>
        <translation>las cartas que mira el Dron Explorador</translation>
    </message>
    <message>
        <source>the order of the cards the Scout Drone looked at</source>
        <translation>el orden de las cartas que miró el Dron Explorador</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>Random seat order</source>
        <translation>Orden de juego aleatorio</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Nombre del jugador %1</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Color del jugador %1</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Long game (8 colonies each)</source>
        <translation>Partida larga (8 colonias cada uno)</translation>
    </message>
    <message>
        <source>Limited supply</source>
        <translation>Reserva limitada</translation>
    </message>
    <message>
        <source>30 fuel and 20 ore tokens, as in the box</source>
        <translation>30 fichas de combustible y 20 de mineral, como en la caja</translation>
    </message>
    <message>
        <source>Dice and cards</source>
        <translation>Dados y cartas</translation>
    </message>
    <message>
        <source>The table's (enter what they show)</source>
        <translation>Los de la mesa (introduce lo que muestran)</translation>
    </message>
    <message>
        <source>The app rolls and deals</source>
        <translation>La app tira y reparte</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nueva semilla</translation>
    </message>
    <message>
        <source>The same seed rolls and deals the same game again.</source>
        <translation>La misma semilla vuelve a tirar y repartir la misma partida.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>From a game under way…</source>
        <translation>Desde una partida en curso…</translation>
    </message>
    <message>
        <source>Enter the board as it is now at the table, then referee from there</source>
        <translation>Introduce el tablero tal como está ahora en la mesa y arbitra desde ahí</translation>
    </message>
    <message>
        <source>Go to the setup</source>
        <translation>Ir a la preparación</translation>
    </message>
    <message>
        <source>5 and 6 players play the Edition X rules, with its purple and white pieces.</source>
        <translation>Con 5 y 6 jugadores se juega con las reglas de Edition X y sus piezas moradas y blancas.</translation>
    </message>
    <message>
        <source>Modules</source>
        <translation>Módulos</translation>
    </message>
    <message>
        <source>Played by the app</source>
        <translation>Jugado por la app</translation>
    </message>
</context>
<context>
    <name>PlayView</name>
    <message>
        <source>First select the dice to dock there (click them, or type their values).</source>
        <translation>Primero selecciona los dados que vas a atracar allí (haz clic en ellos o teclea sus valores).</translation>
    </message>
    <message>
        <source>Where does the colony land?</source>
        <translation>¿Dónde desembarca la colonia?</translation>
    </message>
    <message>
        <source>Claim an alien tech card</source>
        <translation>Reclamar una carta de tecnología alienígena</translation>
    </message>
    <message>
        <source>Which card do you claim?</source>
        <translation>¿Qué carta reclamas?</translation>
    </message>
    <message>
        <source>Launch a colony</source>
        <translation>Lanzar una colonia</translation>
    </message>
    <message>
        <source>From circle 7 of the Colonist Hub, for 1 fuel and 1 ore.</source>
        <translation>Desde el círculo 7 del Centro de Colonos, por 1 de combustible y 1 de mineral.</translation>
    </message>
    <message>
        <source>Which ship gets +1?</source>
        <translation>¿Qué nave recibe +1?</translation>
    </message>
    <message>
        <source>Which ship gets −1?</source>
        <translation>¿Qué nave recibe −1?</translation>
    </message>
    <message>
        <source>Which ship is turned to its opposite face?</source>
        <translation>¿Qué nave gira a su cara opuesta?</translation>
    </message>
    <message>
        <source>Which ship goes down by 1?</source>
        <translation>¿Qué nave baja 1?</translation>
    </message>
    <message>
        <source>Which ship goes up by 1?</source>
        <translation>¿Qué nave sube 1?</translation>
    </message>
    <message>
        <source>Which ships roll again?</source>
        <translation>¿Qué naves vuelves a tirar?</translation>
    </message>
    <message>
        <source>Which territory's bonus do you borrow this turn?</source>
        <translation>¿De qué territorio tomas prestada la bonificación este turno?</translation>
    </message>
    <message>
        <source>Which of your docked ships moves?</source>
        <translation>¿Cuál de tus naves atracadas se mueve?</translation>
    </message>
    <message>
        <source>Which ship of another player do you take over?</source>
        <translation>¿De qué nave de otro jugador tomas el control?</translation>
    </message>
    <message>
        <source>At which facility do you fire?</source>
        <translation>¿Contra qué instalación disparas?</translation>
    </message>
    <message>
        <source>Which ships are sent to the Maintenance Bay?</source>
        <translation>¿Qué naves se envían al Hangar de Mantenimiento?</translation>
    </message>
    <message>
        <source>Which field generator comes off the board?</source>
        <translation>¿Qué generador de campo sale del tablero?</translation>
    </message>
    <message>
        <source>Where does the Positron Field go?</source>
        <translation>¿Adónde va el Campo de Positrones?</translation>
    </message>
    <message>
        <source>Where does the Repulsor Field go?</source>
        <translation>¿Adónde va el Campo Repulsor?</translation>
    </message>
    <message>
        <source>Where does the Isolation Field go?</source>
        <translation>¿Adónde va el Campo de Aislamiento?</translation>
    </message>
    <message>
        <source>From which territory does a colony move?</source>
        <translation>¿De qué territorio se mueve una colonia?</translation>
    </message>
    <message>
        <source>Whose colony moves?</source>
        <translation>¿De quién es la colonia que se mueve?</translation>
    </message>
    <message>
        <source>To which territory?</source>
        <translation>¿A qué territorio?</translation>
    </message>
    <message>
        <source>First colony: on which territory?</source>
        <translation>Primera colonia: ¿en qué territorio?</translation>
    </message>
    <message>
        <source>Whose colony is it?</source>
        <translation>¿De quién es la colonia?</translation>
    </message>
    <message>
        <source>Second colony: on which territory?</source>
        <translation>Segunda colonia: ¿en qué territorio?</translation>
    </message>
    <message>
        <source>Which ship goes back to its owner's stock?</source>
        <translation>¿Qué nave vuelve al almacén de su dueño?</translation>
    </message>
    <message>
        <source>Which card do you take from the discard pile?</source>
        <translation>¿Qué carta tomas de la pila de descarte?</translation>
    </message>
    <message>
        <source>To which facility?</source>
        <translation>¿A qué instalación?</translation>
    </message>
    <message>
        <source>Do any of your unplaced ships dock with it? Select them, or continue without.</source>
        <translation>¿Atraca con ella alguna de tus naves sin colocar? Selecciónalas o continúa sin ninguna.</translation>
    </message>
    <message>
        <source>Discard the %1</source>
        <translation>Descartar la carta %1</translation>
    </message>
    <message>
        <source>Use the %1</source>
        <translation>Usar la carta %1</translation>
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
        <translation>Puntuación en el tiempo</translation>
    </message>
    <message>
        <source>Which ship?</source>
        <translation>¿Qué nave?</translation>
    </message>
    <message>
        <source>Which value?</source>
        <translation>¿Qué valor?</translation>
    </message>
    <message>
        <source>Fuel or ore?</source>
        <translation>¿Combustible o mineral?</translation>
    </message>
    <message>
        <source>From which territory?</source>
        <translation>¿Desde qué territorio?</translation>
    </message>
    <message>
        <source>Which field generator?</source>
        <translation>¿Qué generador de campo?</translation>
    </message>
    <message>
        <source>Which card do you give?</source>
        <translation>¿Qué carta das?</translation>
    </message>
    <message>
        <source>Which card do you take?</source>
        <translation>¿Qué carta tomas?</translation>
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
        <translation>¿Qué otra nave?</translation>
    </message>
    <message>
        <source>Which ships?</source>
        <translation>¿Qué naves?</translation>
    </message>
    <message>
        <source>Which facility?</source>
        <translation>¿Qué instalación?</translation>
    </message>
    <message>
        <source>Which territory?</source>
        <translation>¿Qué territorio?</translation>
    </message>
    <message>
        <source>Which other territory?</source>
        <translation>¿Qué otro territorio?</translation>
    </message>
    <message>
        <source>Which player?</source>
        <translation>¿Qué jugador?</translation>
    </message>
    <message>
        <source>Which other player?</source>
        <translation>¿Qué otro jugador?</translation>
    </message>
    <message>
        <source>Which card?</source>
        <translation>¿Qué carta?</translation>
    </message>
    <message>
        <source>What do you take from each player?</source>
        <translation>¿Qué tomas de cada jugador?</translation>
    </message>
    <message>
        <source>Where do the colonies go?</source>
        <translation>¿Adónde van las colonias?</translation>
    </message>
    <message>
        <source>Release a colony from the %1</source>
        <translation>Liberar una colonia de la carta %1</translation>
    </message>
    <message>
        <source>One of your colonies kept on the card lands on a territory, for its cost.</source>
        <translation>Una de tus colonias guardadas en la carta desembarca en un territorio, pagando su coste.</translation>
    </message>
    <message>
        <source>Where does your colony land?</source>
        <translation>¿Dónde desembarca tu colonia?</translation>
    </message>
    <message>
        <source>Where does the field generator go?</source>
        <translation>¿Adónde va el generador de campo?</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>Ship %1 is on this card.</source>
        <extracomment>The ship kept on the Auto Pilot A.I., in the card's tooltip: "Ship 2 is on this card."</extracomment>
        <translation>La nave %1 está sobre esta carta.</translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation>%1: %2 puntos</translation>
    </message>
    <message>
        <source>playing</source>
        <extracomment>Marks the player whose turn it is</extracomment>
        <translation>en turno</translation>
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
            <numerusform>%n colonias</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n territory(ies)</source>
        <translation>
            <numerusform>%n territorio</numerusform>
            <numerusform>%n territorios</numerusform>
        </translation>
    </message>
    <message>
        <source>Alien City</source>
        <translation>Ciudad Alienígena</translation>
    </message>
    <message>
        <source>Alien Monument</source>
        <translation>Monumento Alienígena</translation>
    </message>
    <message>
        <source>Positron Field</source>
        <translation>Campo de Positrones</translation>
    </message>
    <message>
        <source>%1 fuel · %2 ore · ships %3 in play, %4 in stock</source>
        <translation>%1 combustible · %2 mineral · naves: %3 en juego, %4 en el almacén</translation>
    </message>
    <message numerus="yes">
        <source>%n colony(ies) left</source>
        <translation>
            <numerusform>%n colonia restante</numerusform>
            <numerusform>%n colonias restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Hub circle %1</source>
        <translation>Centro: círculo %1</translation>
    </message>
    <message>
        <source>holds the Relic Ship</source>
        <translation>tiene la Nave Reliquia</translation>
    </message>
    <message>
        <source>to place: %1</source>
        <translation>por colocar: %1</translation>
    </message>
    <message>
        <source>AI</source>
        <extracomment>Short label on a player's card: the seat is played by the app (its AI)</extracomment>
        <translation>IA</translation>
    </message>
    <message>
        <source>Played by the app. Click to give the seat back to a player.</source>
        <translation>Jugado por la app. Haz clic para devolver el puesto a un jugador.</translation>
    </message>
    <message>
        <source>Let the app play this seat from now on.</source>
        <translation>Que la app juegue este puesto a partir de ahora.</translation>
    </message>
    <message>
        <source>Played by the app</source>
        <translation>Jugado por la app</translation>
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
            <numerusform>%n PV de tecnología alienígena</numerusform>
            <numerusform>%n PV de tecnología alienígena</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 VP)</source>
        <translation>%1 (%2 PV)</translation>
    </message>
    <message numerus="yes">
        <source>%n agenda(s) face down</source>
        <translation>
            <numerusform>%n agenda boca abajo</numerusform>
            <numerusform>%n agendas boca abajo</numerusform>
        </translation>
    </message>
    <message>
        <source>Reveal</source>
        <extracomment>Turn an agenda card face up</extracomment>
        <translation>Revelar</translation>
    </message>
    <message>
        <source>Discard (over the limit)</source>
        <translation>Descartar (sobre el límite)</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>Discard a face-down agenda card</extracomment>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Look</source>
        <extracomment>Look at one's own secret agenda cards</extracomment>
        <translation>Mirar</translation>
    </message>
    <message>
        <source>Discard (keep one)</source>
        <extracomment>After drawing agenda cards at Prophets of the Artifact: one is kept, the others discarded</extracomment>
        <translation>Descartar (quedarse una)</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message numerus="yes">
        <source>Tied on points; alien tech cards decide (%n card(s)).</source>
        <translation>
            <numerusform>Empate a puntos; deciden las cartas de tecnología alienígena (%n carta).</numerusform>
            <numerusform>Empate a puntos; deciden las cartas de tecnología alienígena (%n cartas).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on points and cards; ore decides (%n ore).</source>
        <translation>
            <numerusform>Empate a puntos y cartas; decide el mineral (%n de mineral).</numerusform>
            <numerusform>Empate a puntos y cartas; decide el mineral (%n de mineral).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on points, cards and ore; fuel decides (%n fuel).</source>
        <translation>
            <numerusform>Empate a puntos, cartas y mineral; decide el combustible (%n de combustible).</numerusform>
            <numerusform>Empate a puntos, cartas y mineral; decide el combustible (%n de combustible).</numerusform>
        </translation>
    </message>
    <message>
        <source>Tied on points, cards, ore and fuel: the place is shared.</source>
        <translation>Empate a puntos, cartas, mineral y combustible: comparten el puesto.</translation>
    </message>
    <message numerus="yes">
        <source>Tied on points; revealed agenda cards decide (%n card(s)).</source>
        <translation>
            <numerusform>Empate a puntos; deciden las cartas de agenda reveladas (%n carta).</numerusform>
            <numerusform>Empate a puntos; deciden las cartas de agenda reveladas (%n cartas).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionDraft</name>
    <message>
        <source>%1 — ships</source>
        <extracomment>Where a problem is in the position editor; %1 is a player's name (also for the texts that follow)</extracomment>
        <translation>%1 — naves</translation>
    </message>
    <message>
        <source>%1 — colonies</source>
        <translation>%1 — colonias</translation>
    </message>
    <message>
        <source>%1 — colony on the Colonist Hub</source>
        <translation>%1 — colonia en el Centro de Colonos</translation>
    </message>
    <message>
        <source>%1 — fuel</source>
        <translation>%1 — combustible</translation>
    </message>
    <message>
        <source>%1 — ore</source>
        <translation>%1 — mineral</translation>
    </message>
    <message>
        <source>%1 — alien tech cards</source>
        <translation>%1 — cartas de tecnología alienígena</translation>
    </message>
    <message>
        <source>%1 — colour</source>
        <translation>%1 — color</translation>
    </message>
    <message>
        <source>%1 — fuel powers used this turn</source>
        <translation>%1 — poderes de combustible usados este turno</translation>
    </message>
    <message>
        <source>%1 — bonus borrowed with the Data Crystal</source>
        <translation>%1 — bonificación tomada prestada con el Cristal de Datos</translation>
    </message>
    <message>
        <source>%1 — this turn so far</source>
        <translation>%1 — el turno hasta ahora</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Turno de</translation>
    </message>
    <message>
        <source>Docked ships of all players</source>
        <translation>Naves atracadas de todos los jugadores</translation>
    </message>
    <message>
        <source>Fuel and ore of all players</source>
        <translation>Combustible y mineral de todos los jugadores</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Colonias</translation>
    </message>
    <message>
        <source>Relic Ship</source>
        <translation>Nave Reliquia</translation>
    </message>
    <message>
        <source>Alien tech cards in hands, on display and in the discard pile</source>
        <translation>Cartas de tecnología alienígena en mano, expuestas y en la pila de descarte</translation>
    </message>
    <message>
        <source>Alien tech cards on display</source>
        <translation>Cartas de tecnología alienígena expuestas</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Pila de descarte</translation>
    </message>
    <message>
        <source>Field generators</source>
        <translation>Generadores de campo</translation>
    </message>
    <message>
        <source>Choose whose turn it is.</source>
        <translation>Elige a quién le toca.</translation>
    </message>
    <message>
        <source>%1 has more colonies on the board than the %2 this game gives each player.</source>
        <translation>%1 tiene más colonias en el tablero que las %2 que esta partida da a cada jugador.</translation>
    </message>
    <message>
        <source>The deck has %1 × %2; this position uses more.</source>
        <translation>El mazo tiene %1 × %2; esta posición usa más.</translation>
    </message>
    <message>
        <source>A game with expansion modules cannot start from a position yet: start it from the setup.</source>
        <translation>Una partida con módulos de expansión aún no puede empezar desde una posición: empezadla desde la preparación.</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>In the stock</source>
        <translation>En el almacén</translation>
    </message>
    <message>
        <source>On the Maintenance Bay</source>
        <translation>En el Hangar de Mantenimiento</translation>
    </message>
    <message>
        <source>Docked at…</source>
        <translation>Atracada en…</translation>
    </message>
    <message>
        <source>Off the board</source>
        <translation>Fuera del tablero</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vacío)</translation>
    </message>
    <message>
        <source>Position editor</source>
        <translation>Editor de posición</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Check and start</source>
        <translation>Comprobar y empezar</translation>
    </message>
    <message>
        <source>This position is not possible (%1): %2</source>
        <extracomment>The position editor's check: where the problem is (a player's name and the part of the editor, such as "Brook — ships", or a part such as "Relic Ship") and what it is</extracomment>
        <translation>Esta posición no es posible (%1): %2</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Colonias</translation>
    </message>
    <message>
        <source>Cards, fields and Relic Ship</source>
        <translation>Cartas, campos y Nave Reliquia</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Turno de</translation>
    </message>
    <message>
        <source>Turn number</source>
        <translation>Número de turno</translation>
    </message>
    <message>
        <source>Fuel</source>
        <translation>Combustible</translation>
    </message>
    <message>
        <source>Ore</source>
        <translation>Mineral</translation>
    </message>
    <message>
        <source>Colony on Hub circle (0: none)</source>
        <translation>Colonia en el círculo del Centro (0: ninguna)</translation>
    </message>
    <message>
        <source>Alien tech cards</source>
        <translation>Cartas de tecnología alienígena</translation>
    </message>
    <message>
        <source>Ships (the active player's docked ships are gathered for the roll)</source>
        <translation>Naves (las naves atracadas del jugador activo se recogen para la tirada)</translation>
    </message>
    <message>
        <source>Ship %1</source>
        <translation>Nave %1</translation>
    </message>
    <message>
        <source>showing</source>
        <translation>muestra</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>Territorio</translation>
    </message>
    <message>
        <source>Field generators</source>
        <translation>Generadores de campo</translation>
    </message>
    <message>
        <source>Cards on display at the Alien Artifact</source>
        <translation>Cartas expuestas en el Artefacto Alienígena</translation>
    </message>
    <message>
        <source>Discard pile (the rest of the deck is the draw pile)</source>
        <translation>Pila de descarte (el resto del mazo es el mazo de robo)</translation>
    </message>
    <message>
        <source>Relic Ship</source>
        <translation>Nave Reliquia</translation>
    </message>
    <message>
        <source>On Burroughs Desert</source>
        <translation>En el Desierto Burroughs</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <translation>En poder de %1</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>(elige)</translation>
    </message>
    <message>
        <source>Rolled, not placed yet</source>
        <translation>Tirada, aún sin colocar</translation>
    </message>
    <message>
        <source>In the fleet, to roll</source>
        <translation>En la flota, por tirar</translation>
    </message>
    <message>
        <source>Enter the game as it is at the table, whose turn it is and whether they have rolled yet.</source>
        <translation>Introduce la partida tal como está en la mesa, a quién le toca y si ya ha tirado.</translation>
    </message>
    <message>
        <source>Before the roll</source>
        <translation>Antes de la tirada</translation>
    </message>
    <message>
        <source>After the roll</source>
        <translation>Después de la tirada</translation>
    </message>
    <message>
        <source>%1's turn so far</source>
        <translation>El turno de %1 hasta ahora</translation>
    </message>
    <message>
        <source>Their ships docked at a facility were docked this turn; ships not placed yet show their dice. From the board the referee counts this turn's ships at the Colonist Hub (Asimov Crater), at the Lunar Mine (Van Vogt Mountains) and at the Alien Artifact (the claim total). With two or more ships on the Hub and Asimov Crater active, its +1 counts as already taken; advances beyond circle 7 are not kept, so launch before entering the position.</source>
        <translation>Sus naves atracadas en una instalación se atracaron este turno; las naves aún sin colocar muestran el valor que han sacado. A partir del tablero, el árbitro cuenta las naves de este turno en el Centro de Colonos (Cráter Asimov), en la Mina Lunar (Montañas Van Vogt) y en el Artefacto Alienígena (el total para reclamar). Con dos o más naves en el Centro y el Cráter Asimov activo, su +1 cuenta como ya obtenido; los avances más allá del círculo 7 no se conservan, así que lanza la colonia antes de introducir la posición.</translation>
    </message>
    <message>
        <source>Fuel powers already used:</source>
        <translation>Poderes de combustible ya usados:</translation>
    </message>
    <message>
        <source>No card with a fuel power held.</source>
        <translation>No tiene ninguna carta con poder de combustible.</translation>
    </message>
    <message>
        <source>The turn's discard power is used</source>
        <translation>Ya se ha usado el poder de descarte del turno</translation>
    </message>
    <message>
        <source>Bonus borrowed with the Data Crystal</source>
        <translation>Bonificación tomada prestada con el Cristal de Datos</translation>
    </message>
    <message>
        <source>A card was already claimed this turn (the claim total starts again)</source>
        <translation>Ya se ha reclamado una carta este turno (el total para reclamar vuelve a empezar)</translation>
    </message>
    <message>
        <source>Display cycles still to use</source>
        <translation>Renovaciones de las cartas expuestas aún por usar</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Naves</translation>
    </message>
    <message>
        <source>Ships (docked at a facility: docked this turn)</source>
        <translation>Naves (atracadas en una instalación: atracadas este turno)</translation>
    </message>
    <message>
        <source>Whom the ship is docked for: its owner, unless another player took it with the Mind Control Helmet. Then it counts for that player (their Colonist Hub track, their trade pair at the Orbital Market) until its owner's next turn.</source>
        <extracomment>Tooltip of the position editor's "for" choice beside a docked ship</extracomment>
        <translation>Para quién está atracada la nave: para su propietario, salvo que otro jugador la haya tomado con el Casco de Control Mental. Entonces cuenta para ese jugador (su pista del Centro de Colonos, su pareja de intercambio en el Mercado Orbital) hasta el siguiente turno de su propietario.</translation>
    </message>
    <message>
        <source>for</source>
        <extracomment>Position editor, after a docked ship's value: whom the ship is docked for (a player's name follows)</extracomment>
        <translation>para</translation>
    </message>
</context>
<context>
    <name>RaidDialog</name>
    <message>
        <source>Raid</source>
        <translation>Saqueo</translation>
    </message>
    <message>
        <source>Take up to 4 resources from any players, or one alien tech card from one player.</source>
        <translation>Quita hasta 4 recursos a uno o varios jugadores, o una carta de tecnología alienígena a un jugador.</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Recursos</translation>
    </message>
    <message>
        <source>A card</source>
        <translation>Una carta</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nada</translation>
    </message>
    <message>
        <source>fuel (has %1)</source>
        <translation>combustible (tiene %1)</translation>
    </message>
    <message>
        <source>ore (has %1)</source>
        <translation>mineral (tiene %1)</translation>
    </message>
    <message>
        <source>%1 of 4 taken</source>
        <translation>%1 de 4 tomados</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Dock and raid</source>
        <translation>Atracar y saquear</translation>
    </message>
</context>
<context>
    <name>RecordReader</name>
    <message>
        <source>at most %1 cards</source>
        <translation>como máximo %1 cartas</translation>
    </message>
    <message>
        <source>at most %1 dice</source>
        <translation>como máximo %1 dados</translation>
    </message>
    <message>
        <source>at most %1 ships</source>
        <translation>como máximo %1 naves</translation>
    </message>
    <message>
        <source>no player has the colour '%1'</source>
        <translation>ningún jugador tiene el color '%1'</translation>
    </message>
    <message>
        <source>a raid takes either "resources" or a "card"</source>
        <translation>un saqueo lleva o bien "resources" o bien una "card"</translation>
    </message>
    <message>
        <source>at most one entry per player</source>
        <translation>como máximo una entrada por jugador</translation>
    </message>
    <message>
        <source>unknown action type '%1'</source>
        <translation>tipo de acción '%1' desconocido</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>se esperaba un objeto; encontrado: %1</translation>
    </message>
    <message>
        <source>expected an array, found %1</source>
        <translation>se esperaba un array; encontrado: %1</translation>
    </message>
    <message>
        <source>unknown key '%1'</source>
        <translation>clave '%1' desconocida</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>se esperaba un número entero; encontrado: %1</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 está fuera del rango permitido (de %2 a %3)</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>falta esta clave</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>se esperaba true o false; encontrado: %1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>se esperaba una cadena; encontrado: %1</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carta</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>color</translation>
    </message>
    <message>
        <source>facility</source>
        <translation>instalación</translation>
    </message>
    <message>
        <source>field generator</source>
        <translation>generador de campo</translation>
    </message>
    <message>
        <source>ruleset</source>
        <translation>reglamento</translation>
    </message>
    <message>
        <source>territory</source>
        <translation>territorio</translation>
    </message>
    <message>
        <source>unknown %1 '%2'</source>
        <translation>nombre de %1 desconocido: '%2'</translation>
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
        <translation>un número</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>una cadena</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>something else</source>
        <translation>otra cosa</translation>
    </message>
    <message>
        <source>expected "%1"</source>
        <translation>se esperaba "%1"</translation>
    </message>
    <message>
        <source>impossible position: %1</source>
        <translation>posición imposible: %1</translation>
    </message>
    <message>
        <source>nobody holds two copies of a card</source>
        <translation>nadie tiene dos copias de una misma carta</translation>
    </message>
    <message>
        <source>unknown place '%1' (stock, fleet or docked%2)</source>
        <translation>lugar '%1' desconocido (stock, fleet o docked%2)</translation>
    </message>
    <message>
        <source>, or home for the Relic Ship</source>
        <translation>, o home para la Nave Reliquia</translation>
    </message>
    <message>
        <source>%1 ships listed: each colour has exactly %2</source>
        <translation>%1 naves indicadas: cada color tiene exactamente %2</translation>
    </message>
    <message>
        <source>the display has %1 places (null for an empty one)</source>
        <translation>la exposición tiene %1 puestos (null para uno vacío)</translation>
    </message>
    <message>
        <source>unknown stage '%1'</source>
        <translation>fase '%1' desconocida</translation>
    </message>
    <message>
        <source>unknown ship '%1'</source>
        <translation>nave '%1' desconocida</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2%3</source>
        <translation>JSON no válido en el byte %1: %2%3</translation>
    </message>
    <message>
        <source> (the file looks truncated)</source>
        <translation> (parece que el archivo está truncado)</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>se esperaba un objeto JSON en el nivel superior</translation>
    </message>
    <message>
        <source>this is not an AF Referee file of the expected kind ('%1', expected '%2')</source>
        <translation>no es un archivo de AF Referee del tipo esperado ('%1'; se esperaba '%2')</translation>
    </message>
    <message>
        <source>version %1 was written by a newer AF Referee; this one reads up to version %2</source>
        <translation>la versión %1 la escribió un AF Referee más reciente; este lee hasta la versión %2</translation>
    </message>
    <message>
        <source>expected "table" or "digital", found '%1'</source>
        <translation>se esperaba "table" o "digital"; encontrado: '%1'</translation>
    </message>
    <message>
        <source>expected a whole number in a string, found '%1'</source>
        <translation>se esperaba un número entero dentro de una cadena; encontrado: '%1'</translation>
    </message>
    <message>
        <source>a digital game needs its seed</source>
        <translation>una partida digital necesita su semilla</translation>
    </message>
    <message>
        <source>a name has at most 100 characters</source>
        <translation>un nombre tiene como máximo 100 caracteres</translation>
    </message>
    <message>
        <source>the position's ruleset, options or players differ from the record's</source>
        <translation>el reglamento, las opciones o los jugadores de la posición difieren de los de la partida</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>no se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>%1 is too large (%2 bytes; at most %3)</source>
        <translation>%1 es demasiado grande (%2 bytes; como máximo %3)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>no se puede guardar %1: %2</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>una carpeta</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>una tubería con nombre (FIFO)</translation>
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
        <translation>un archivo especial</translation>
    </message>
    <message>
        <source>%1 is not a file that can be read: it is %2</source>
        <translation>%1 no es un archivo que se pueda leer: es %2</translation>
    </message>
    <message>
        <source>cannot open %1: it is a symbolic link that leads back to itself (a loop)</source>
        <translation>no se puede abrir %1: es un enlace simbólico que lleva de vuelta a sí mismo (un bucle)</translation>
    </message>
    <message>
        <source>cannot open %1: it is a symbolic link to a file that does not exist</source>
        <translation>no se puede abrir %1: es un enlace simbólico a un archivo que no existe</translation>
    </message>
    <message>
        <source>a record holds at most %1 actions; this one has %2</source>
        <translation>una partida contiene como máximo %1 jugadas; esta tiene %2</translation>
    </message>
    <message>
        <source>duplicate key</source>
        <translation>clave duplicada</translation>
    </message>
    <message>
        <source>at most %1 boards</source>
        <translation>como mucho %1 tableros</translation>
    </message>
    <message>
        <source>unknown module '%1' (modules: factions, agendas, extra-tech, outer-belt)</source>
        <translation>módulo desconocido '%1' (módulos: factions, agendas, extra-tech, outer-belt)</translation>
    </message>
    <message>
        <source>the module '%1' is named twice</source>
        <translation>el módulo '%1' aparece dos veces</translation>
    </message>
    <message>
        <source>the %1 board is taken by two players</source>
        <translation>el tablero %1 pertenece a dos jugadores</translation>
    </message>
    <message>
        <source>the %1 board is named twice</source>
        <translation>el tablero %1 aparece dos veces</translation>
    </message>
    <message>
        <source>faction</source>
        <translation>facción</translation>
    </message>
    <message>
        <source>resource</source>
        <translation>recurso</translation>
    </message>
    <message>
        <source>faction data needs the factions module</source>
        <translation>los datos de facción requieren el módulo factions</translation>
    </message>
    <message>
        <source>extra-tech data needs the extra-tech module</source>
        <translation>los datos del módulo extra-tech necesitan el módulo extra-tech</translation>
    </message>
    <message>
        <source>unknown ship '%1' (ships are named like red-1 to red-6, relic-ship or brethren-ship)</source>
        <translation>nave '%1' desconocida (las naves se llaman red-1 a red-6, relic-ship o brethren-ship)</translation>
    </message>
    <message>
        <source>%1 players: a game has 2 to 6</source>
        <translation>%1 jugadores: una partida es de 2 a 6</translation>
    </message>
    <message>
        <source>only a colony on the Colonist Hub of a 5 or 6 player game has a track</source>
        <translation>solo una colonia del Centro de Colonos en una partida de 5 o 6 jugadores tiene pista</translation>
    </message>
    <message>
        <source>only extra alien tech cards keep tokens</source>
        <translation>solo las cartas de tecnología alienígena adicionales guardan fichas</translation>
    </message>
    <message>
        <source>agenda card</source>
        <translation>carta de agenda</translation>
    </message>
    <message>
        <source>the agenda card '%1' is already listed: each card of the game is in one place</source>
        <translation>la carta de agenda '%1' ya está indicada: cada carta de la partida está en un solo lugar</translation>
    </message>
    <message>
        <source>%1 hands listed: one per player, %2</source>
        <translation>%1 manos indicadas: una por jugador, %2</translation>
    </message>
    <message>
        <source>agenda data needs the agendas module</source>
        <translation>los datos de agenda requieren el módulo agendas</translation>
    </message>
    <message>
        <source>%1 entries listed: one per player, %2</source>
        <translation>%1 entradas indicadas: una por jugador, %2</translation>
    </message>
    <message>
        <source>1 to %1 cards, top first</source>
        <translation>de 1 a %1 cartas, la de arriba primero</translation>
    </message>
</context>
<context>
    <name>RuleLink</name>
    <message>
        <source>Rule: %1</source>
        <extracomment>Link to the rules reference entry a refusal comes from, e.g. "Rule: Lunar Mine"</extracomment>
        <translation>Regla: %1</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>The aim of the game</source>
        <translation>El objetivo del juego</translation>
    </message>
    <message>
        <source>Every player commands a small fleet of spaceships, and the dice are those ships: the number a die shows is that ship's value. On your turn you roll your ships and dock them at the orbital facilities around the planet. The facilities turn ship values into fuel, ore, new ships, alien technology and, above all, colonies on the planet.</source>
        <translation>Cada jugador dirige una pequeña flota de naves espaciales, y los dados son esas naves: el número que muestra un dado es el valor de esa nave. En tu turno tiras tus naves y las atracas en las instalaciones orbitales que rodean el planeta. Las instalaciones convierten los valores de las naves en combustible, mineral, naves nuevas, tecnología alienígena y, sobre todo, colonias en el planeta.</translation>
    </message>
    <message>
        <source>You win by having the most victory points (VP) when the game ends. Points come from your colonies on the planet, from the territories you control, from two special alien tech cards and from the Positron Field (see Scoring).</source>
        <translation>Ganas si tienes más puntos de victoria (PV) que nadie cuando termina la partida. Los puntos vienen de tus colonias en el planeta, de los territorios que controlas, de dos cartas especiales de tecnología alienígena y del Campo de Positrones (consulta Puntuación).</translation>
    </message>
    <message>
        <source>The game ends at once when any player lands their last colony (see End of the game). Landing colonies quickly brings the end closer; controlling territories and keeping the others from landing theirs wins the points that decide it.</source>
        <translation>La partida termina en el acto cuando cualquier jugador desembarca su última colonia (consulta Fin de la partida). Desembarcar colonias deprisa acerca el final; controlar territorios e impedir que los demás desembarquen las suyas da los puntos que lo deciden.</translation>
    </message>
    <message>
        <source>The app is the referee, not the board. You roll real dice and move real pieces, then tell the app what happened. It checks every move against the rules, keeps the books and shows the current score. When it refuses a move, its "why?" link opens the entry of the rule concerned.</source>
        <translation>El árbitro es la app, no el tablero. Tiras dados reales y mueves piezas reales, y luego le cuentas a la app qué ha pasado. La app comprueba cada jugada con las reglas, lleva las cuentas y muestra la puntuación actual. Cuando rechaza una jugada, su enlace «¿por qué?» abre la entrada de la regla correspondiente.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>In the box: the board with the planet, its moon and the orbital facilities; 24 ships (dice) in four colours, 6 of each; the clear Relic Ship; 30 fuel and 20 ore tokens; 24 alien tech cards; 32 colonies, 8 of each colour; 8 territory counters; dock covers; 3 field generators; and a victory point track.</source>
        <translation>En la caja: el tablero con el planeta, su luna y las instalaciones orbitales; 24 naves (dados) en cuatro colores, 6 de cada uno; la Nave Reliquia transparente; 30 fichas de combustible y 20 de mineral; 24 cartas de tecnología alienígena; 32 colonias, 8 de cada color; 8 marcadores de territorio; tapas de puerto; 3 generadores de campo; y un marcador de puntos de victoria.</translation>
    </message>
    <message>
        <source>Put the board in the middle of the table. The clear die is the &lt;b&gt;Relic Ship&lt;/b&gt;: it starts on Burroughs Desert. Each of the eight territory counters goes on its own territory, where it stays until someone controls that territory. Keep the three field generators beside the board: none is on the planet at the start.</source>
        <translation>Pon el tablero en el centro de la mesa. El dado transparente es la &lt;b&gt;Nave Reliquia&lt;/b&gt;: empieza en el Desierto Burroughs. Cada uno de los ocho marcadores de territorio va en su propio territorio, donde se queda hasta que alguien controle ese territorio. Deja los tres generadores de campo junto al tablero: al principio ninguno está en el planeta.</translation>
    </message>
    <message>
        <source>The fuel (orange) and ore (grey) tokens form the supply: 30 fuel and 20 ore. Each player picks a colour. Of the 6 ships of your colour, 3 form your fleet and are gathered on your first turn; the other 3 wait in the ship stock, to be built at the Shipyard later.</source>
        <translation>Las fichas de combustible (naranjas) y de mineral (grises) forman la reserva: 30 de combustible y 20 de mineral. Cada jugador elige un color. De las 6 naves de tu color, 3 forman tu flota y se recogen en tu primer turno; las otras 3 esperan en el almacén de naves, para construirlas más tarde en el Astillero.</translation>
    </message>
    <message>
        <source>Colonies per player: 6 with 4 players, 7 with 3 players, 8 with 2 players. In the long game every player takes all 8 colonies; the 2013 and first-edition rules offer it for 3 and 4 players, Edition X at any count (with 2 players everyone has 8 anyway). Unused colony tokens go back in the box.</source>
        <translation>Colonias por jugador: 6 con 4 jugadores, 7 con 3 jugadores, 8 con 2 jugadores. En la partida larga cada jugador toma las 8 colonias; las reglas de 2013 y de la primera edición la ofrecen con 3 y 4 jugadores, y Edition X con cualquier número de jugadores (con 2 jugadores todos tienen 8 de todos modos). Las fichas de colonia que no se usan vuelven a la caja.</translation>
    </message>
    <message>
        <source>Alien tech: shuffle the deck (24 cards under the 2013 rules and Edition X; 22 under the first edition, which has no Mind Control Helmet). Turn 3 cards face up beside the Alien Artifact: this is the display. Deal each player 1 card face up. The rest is the draw pile; discarded cards form a face-up discard pile.</source>
        <translation>Tecnología alienígena: baraja el mazo (24 cartas con las reglas de 2013 y Edition X; 22 con la primera edición, que no tiene Casco de Control Mental). Pon 3 cartas boca arriba junto al Artefacto Alienígena: son las cartas expuestas. Reparte 1 carta boca arriba a cada jugador. El resto es el mazo de robo; las cartas descartadas forman una pila de descarte boca arriba.</translation>
    </message>
    <message>
        <source>Roll to choose player one (highest roll); play then goes clockwise. To make up for playing later, the second player starts with 1 fuel, the third with 1 ore and the fourth with 1 fuel and 1 ore. Player one starts with nothing. This is given once, at the start only.</source>
        <translation>Tirad un dado para elegir al primer jugador (la tirada más alta); después se juega en el sentido de las agujas del reloj. Para compensar por jugar más tarde, el segundo jugador empieza con 1 de combustible, el tercero con 1 de mineral y el cuarto con 1 de combustible y 1 de mineral. El primer jugador empieza sin nada. Esto se da una sola vez, solo al principio.</translation>
    </message>
    <message>
        <source>With fewer than 4 players some docking ports are covered for the whole game (the board marks them with dots). 3 players: cover 1 port of the Solar Converter, 1 of the Lunar Mine, 1 pair at the Orbital Market and 1 pair at the Shipyard. 2 players: cover 1 port of the Solar Converter, 2 of the Lunar Mine, 1 pair at the Orbital Market, 2 pairs at the Shipyard and 1 set of three at the Colony Constructor.</source>
        <translation>Con menos de 4 jugadores, algunos puertos de atraque se tapan durante toda la partida (el tablero los marca con puntos). 3 jugadores: tapa 1 puerto del Convertidor Solar, 1 de la Mina Lunar, 1 pareja del Mercado Orbital y 1 pareja del Astillero. 2 jugadores: tapa 1 puerto del Convertidor Solar, 2 de la Mina Lunar, 1 pareja del Mercado Orbital, 2 parejas del Astillero y 1 trío del Constructor de Colonias.</translation>
    </message>
    <message>
        <source>Usable ports for 4 / 3 / 2 players: Solar Converter 8 / 7 / 7; Lunar Mine 5 / 4 / 3; Orbital Market 2 / 1 / 1 pairs; Shipyard 3 / 2 / 1 pairs; Colony Constructor 2 / 2 / 1 sets of three. The Alien Artifact (4 ports), the Raiders' Outpost (one run of 3), the Terraforming Station (1 port), the Colonist Hub (4 tracks) and the Maintenance Bay (no limit) are the same at every count.</source>
        <translation>Puertos utilizables con 4 / 3 / 2 jugadores: Convertidor Solar 8 / 7 / 7; Mina Lunar 5 / 4 / 3; Mercado Orbital 2 / 1 / 1 parejas; Astillero 3 / 2 / 1 parejas; Constructor de Colonias 2 / 2 / 1 tríos. El Artefacto Alienígena (4 puertos), el Puesto de los Saqueadores (una escalera de 3), la Estación de Terraformación (1 puerto), el Centro de Colonos (4 pistas) y el Hangar de Mantenimiento (sin límite) son iguales con cualquier número de jugadores.</translation>
    </message>
    <message>
        <source>The deal: in table mode you shuffle and deal the real cards, then tell the app which cards came up (the three on display and each player's card). In digital mode the app deals from its own seeded shuffle. A player dealt the Alien City or the Alien Monument has 1 VP from the start (R-23).</source>
        <translation>El reparto: en el modo de mesa barajas y repartes las cartas reales y luego le dices a la app qué cartas han salido (las tres expuestas y la carta de cada jugador). En el modo digital, la app reparte con su propio barajado con semilla. Un jugador que recibe la Ciudad Alienígena o el Monumento Alienígena tiene 1 PV desde el principio (R-23).</translation>
    </message>
    <message>
        <source>Playing a turn</source>
        <translation>Jugar un turno</translation>
    </message>
    <message>
        <source>Turns go clockwise, starting with player one. A turn has these steps, in this order.</source>
        <translation>Los turnos siguen el sentido de las agujas del reloj, empezando por el primer jugador. Un turno tiene estos pasos, en este orden.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Start of turn.&lt;/b&gt; If one of your ships is on the Terraforming Station from your previous turn, it is used up: it goes back to the ship stock (the Relic Ship goes back to Burroughs Desert instead).</source>
        <translation>&lt;b&gt;Comienzo del turno.&lt;/b&gt; Si una de tus naves está en la Estación de Terraformación desde tu turno anterior, se ha gastado: vuelve al almacén de naves (la Nave Reliquia vuelve en su lugar al Desierto Burroughs).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gather and roll.&lt;/b&gt; Take back every ship of yours that is on the board, at the facilities and on the Maintenance Bay (including ships built or knocked off since your last turn, and the Relic Ship if you hold it), and roll them all. The values rolled are your ships for this turn.</source>
        <translation>&lt;b&gt;Recoger y tirar.&lt;/b&gt; Recoge todas tus naves que estén en el tablero, en las instalaciones y en el Hangar de Mantenimiento (incluidas las naves construidas o expulsadas desde tu último turno, y la Nave Reliquia si la tienes), y tíralas todas. Los valores obtenidos son tus naves para este turno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Resource Cache.&lt;/b&gt; If you held the Resource Cache when you rolled, it pays out now, before anything else happens.</source>
        <translation>&lt;b&gt;Alijo de Recursos.&lt;/b&gt; Si tenías el Alijo de Recursos cuando tiraste, da su beneficio ahora, antes de que ocurra nada más.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Main stage.&lt;/b&gt; Now do these in any order, as often as the rules allow: dock ships at orbital facilities, use and discard alien tech cards, trade at the Orbital Market while your pair is docked there, cycle or claim cards at the Alien Artifact, launch a colony from the Colonist Hub, and buy the Relic Ship if you control Burroughs Desert. Each docking is settled at once: you pay when you dock and receive the benefit straight away.</source>
        <translation>&lt;b&gt;Fase principal.&lt;/b&gt; Ahora haz lo siguiente en el orden que quieras, tantas veces como lo permitan las reglas: atraca naves en instalaciones orbitales, usa y descarta cartas de tecnología alienígena, comercia en el Mercado Orbital mientras tu pareja esté atracada allí, renueva o reclama cartas en el Artefacto Alienígena, lanza una colonia desde el Centro de Colonos y compra la Nave Reliquia si controlas el Desierto Burroughs. Cada atraque se resuelve en el acto: pagas al atracar y recibes el beneficio inmediatamente.</translation>
    </message>
    <message>
        <source>A facility can be used only if it has enough free ports, your ships meet its value condition and you can pay its cost right now. For example, the Terraforming Station needs its port free, a ship showing 6, and 1 fuel and 1 ore in your hand.</source>
        <translation>Solo puedes usar una instalación si tiene suficientes puertos libres, tus naves cumplen su condición de valor y puedes pagar su coste en ese momento. Por ejemplo, la Estación de Terraformación necesita su puerto libre, una nave que muestre un 6, y que tengas 1 de combustible y 1 de mineral.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dock if you can.&lt;/b&gt; All the ships you rolled must be placed before the turn ends. A ship may go to the Maintenance Bay only when it cannot legally dock at any facility at that moment (R-1). You choose the order of your dockings, and you do not have to dock as many ships as possible.</source>
        <translation>&lt;b&gt;Atraca si puedes.&lt;/b&gt; Todas las naves que has tirado deben colocarse antes de que termine el turno. Una nave solo puede ir al Hangar de Mantenimiento cuando en ese momento no puede atracar legalmente en ninguna instalación (R-1). Tú eliges el orden de tus atraques, y no estás obligado a atracar el máximo de naves posible.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of turn.&lt;/b&gt; When all your ships are placed, your turn ends. If you then hold more than 8 resource tokens (fuel and ore together), return the extra ones of your choice to the supply (R-26). Your ships stay where they are until your next turn, keeping those ports busy for the other players.</source>
        <translation>&lt;b&gt;Fin del turno.&lt;/b&gt; Cuando todas tus naves están colocadas, tu turno termina. Si entonces tienes más de 8 fichas de recursos (combustible y mineral juntos), devuelve a la reserva las que sobren, a tu elección (R-26). Tus naves se quedan donde están hasta tu siguiente turno, y mantienen esos puertos ocupados para los demás jugadores.</translation>
    </message>
    <message>
        <source>Colonies and territory control</source>
        <translation>Colonias y control de territorios</translation>
    </message>
    <message>
        <source>A colony reaches the planet in one of three ways: through the Colony Constructor, through the Terraforming Station, or launched from circle 7 of the Colonist Hub. You choose the territory: any territory will do unless the Repulsor Field is on it (R-22).</source>
        <translation>Una colonia llega al planeta de una de estas tres formas: mediante el Constructor de Colonias, mediante la Estación de Terraformación, o lanzada desde el círculo 7 del Centro de Colonos. Tú eliges el territorio: sirve cualquiera salvo que tenga el Campo Repulsor (R-22).</translation>
    </message>
    <message>
        <source>Each of your colonies on the planet is worth 1 VP.</source>
        <translation>Cada una de tus colonias en el planeta vale 1 PV.</translation>
    </message>
    <message>
        <source>You &lt;b&gt;control&lt;/b&gt; a territory when you have more colonies on it than any other single player. You take its counter, score 1 more VP and may use its bonus. When two or more players share the highest number, nobody controls it and the counter stays on the planet.</source>
        <translation>&lt;b&gt;Controlas&lt;/b&gt; un territorio cuando tienes en él más colonias que cualquier otro jugador por separado. Tomas su marcador, obtienes 1 PV más y puedes usar su bonificación. Cuando dos o más jugadores empatan con el número más alto, nadie lo controla y el marcador se queda en el planeta.</translation>
    </message>
    <message>
        <source>Example: Red has 2 colonies on Lem Badlands, Blue and Green 1 each, so Red controls it. If Blue lands a second colony there, Red and Blue are tied and nobody controls Lem Badlands any more.</source>
        <translation>Ejemplo: Rojo tiene 2 colonias en los Páramos Lem, y Azul y Verde 1 cada uno, así que Rojo los controla. Si Azul desembarca allí una segunda colonia, Rojo y Azul empatan y nadie controla ya los Páramos Lem.</translation>
    </message>
    <message>
        <source>Control changes the moment the colonies change: a landing, or a colony moved by the Orbital Teleporter's or swapped by the Polarity Device's discard power. A player who loses control gives the counter back at once and loses that VP and the bonus. A bonus works from the moment you gain control, but not for what you did earlier in the turn (R-8).</source>
        <translation>El control cambia en cuanto cambian las colonias: un desembarco, o una colonia movida por el poder de descarte del Teletransportador Orbital o intercambiada por el del Dispositivo de Polaridad. Un jugador que pierde el control devuelve el marcador en el acto y pierde ese PV y la bonificación. Una bonificación funciona desde el momento en que obtienes el control, pero no para lo que hiciste antes en el turno (R-8).</translation>
    </message>
    <message>
        <source>Colonies stay on the planet for the rest of the game, unless a card moves them. Landing your last colony ends the game at once (R-11).</source>
        <translation>Las colonias se quedan en el planeta el resto de la partida, salvo que una carta las mueva. Desembarcar tu última colonia termina la partida en el acto (R-11).</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>The score is not a running total. At any moment it is simply what the board and the cards show now, so it goes up and down during the game. The app works it out again after every action.</source>
        <translation>La puntuación no es un total acumulado. En cada momento es simplemente lo que muestran ahora el tablero y las cartas, así que sube y baja durante la partida. La app la recalcula tras cada acción.</translation>
    </message>
    <message>
        <source>Each player scores 1 VP for each of their colonies on the planet, 1 VP for each territory they control, 1 VP for holding the Alien City, 1 VP for holding the Alien Monument, and 1 VP for controlling the territory where the Positron Field is.</source>
        <translation>Cada jugador obtiene 1 PV por cada una de sus colonias en el planeta, 1 PV por cada territorio que controla, 1 PV por tener la Ciudad Alienígena, 1 PV por tener el Monumento Alienígena y 1 PV por controlar el territorio donde está el Campo de Positrones.</translation>
    </message>
    <message>
        <source>The score panel shows this breakdown for every player: colonies, territories, Alien City, Alien Monument and Positron Field.</source>
        <translation>El panel de puntuación muestra este desglose para cada jugador: colonias, territorios, Ciudad Alienígena, Monumento Alienígena y Campo de Positrones.</translation>
    </message>
    <message>
        <source>Example: Blue has 5 colonies on the planet and controls Lem Badlands and Heinlein Plains; the Positron Field is on Heinlein Plains, and Blue holds the Alien City. Blue has 5 + 2 + 1 + 1 = 9 VP.</source>
        <translation>Ejemplo: Azul tiene 5 colonias en el planeta y controla los Páramos Lem y las Llanuras Heinlein; el Campo de Positrones está en las Llanuras Heinlein, y Azul tiene la Ciudad Alienígena. Azul tiene 5 + 2 + 1 + 1 = 9 PV.</translation>
    </message>
    <message>
        <source>A colony still on the Colonist Hub, ships, fuel, ore and the other cards score nothing. Cards, ore and fuel only matter to break a tie.</source>
        <translation>Una colonia que sigue en el Centro de Colonos, las naves, el combustible, el mineral y las demás cartas no puntúan. Las cartas, el mineral y el combustible solo cuentan para deshacer un empate.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>The game ends the instant any player lands their last colony on the planet, even in the middle of a turn. Nothing else happens after that: no more docking, no card use, and nobody discards down to 8 (R-11).</source>
        <translation>La partida termina en el instante en que cualquier jugador desembarca su última colonia en el planeta, aunque sea en mitad de un turno. Después no ocurre nada más: no se atraca más, no se usan cartas y nadie descarta hasta quedarse con 8 (R-11).</translation>
    </message>
    <message>
        <source>The player with the most VP wins. If players are tied, the one holding the most alien tech cards wins (the Alien City and the Alien Monument count as cards). If that is equal too, the most ore wins, then the most fuel, as held at the moment the game ended. Players still equal share the place (R-27).</source>
        <translation>Gana el jugador con más PV. Si hay jugadores empatados, gana el que tenga más cartas de tecnología alienígena (la Ciudad Alienígena y el Monumento Alienígena cuentan como cartas). Si también en eso hay igualdad, gana quien tenga más mineral y después quien tenga más combustible, según lo que tuviera cada uno en el momento en que terminó la partida. Los jugadores que sigan igualados comparten el puesto (R-27).</translation>
    </message>
    <message>
        <source>A colony waiting on the Colonist Hub is not on the planet yet. If it is your last one, it is not stuck there: the Colony Constructor or the Terraforming Station may land it instead.</source>
        <translation>Una colonia que espera en el Centro de Colonos aún no está en el planeta. Si es tu última colonia, no se queda atascada allí: el Constructor de Colonias o la Estación de Terraformación pueden desembarcarla en su lugar.</translation>
    </message>
    <message>
        <source>The supply</source>
        <translation>La reserva</translation>
    </message>
    <message>
        <source>The supply is every fuel and ore token no player holds: 30 fuel and 20 ore in all. Costs are paid into the supply, and tokens returned at the end of a turn go back there too.</source>
        <translation>La reserva son todas las fichas de combustible y mineral que no tiene ningún jugador: 30 de combustible y 20 de mineral en total. Los costes se pagan a la reserva, y las fichas devueltas al final de un turno también vuelven allí.</translation>
    </message>
    <message>
        <source>By default the app keeps the supply limited to the tokens in the box (R-18). When a facility or a card would give you more than the supply holds, you receive only what is left. A trade at the Orbital Market is refused when no ore is left.</source>
        <translation>Por defecto, la app limita la reserva a las fichas de la caja (R-18). Cuando una instalación o una carta te daría más de lo que hay en la reserva, solo recibes lo que queda. Un intercambio en el Mercado Orbital se rechaza cuando no queda mineral.</translation>
    </message>
    <message>
        <source>A raid at the Raiders' Outpost moves tokens from player to player, so the supply does not limit it.</source>
        <translation>Un saqueo en el Puesto de los Saqueadores mueve fichas de un jugador a otro, así que la reserva no lo limita.</translation>
    </message>
    <message>
        <source>Groups that prefer unlimited tokens can turn the limit off in the game options when they start a game.</source>
        <translation>Los grupos que prefieran fichas ilimitadas pueden desactivar el límite en las opciones de la partida al empezarla.</translation>
    </message>
    <message>
        <source>Orbital facilities</source>
        <translation>Instalaciones orbitales</translation>
    </message>
    <message>
        <source>Ten facilities circle the planet. Each has docking ports; a ship docked in a port stays there until its owner gathers it at the start of their next turn, so a busy port is closed to everyone else until then.</source>
        <translation>Diez instalaciones rodean el planeta. Cada una tiene puertos de atraque; una nave atracada en un puerto se queda allí hasta que su dueño la recoge al comienzo de su siguiente turno, así que un puerto ocupado queda cerrado para todos los demás hasta entonces.</translation>
    </message>
    <message>
        <source>Most facilities ask for a particular kind of ship: any value, a pair of equal values, three equal values, a run of three consecutive values, a 6, or a value at least as high as the ships already there. Some also have a cost in fuel or ore, paid when you dock.</source>
        <translation>La mayoría de las instalaciones piden un tipo concreto de nave: cualquier valor, una pareja de valores iguales, tres valores iguales, una escalera de tres valores consecutivos, un 6, o un valor al menos tan alto como el de las naves que ya están allí. Algunas también tienen un coste en combustible o mineral, que se paga al atracar.</translation>
    </message>
    <message>
        <source>The number of usable ports depends on the number of players (see Setup). Each facility's entry gives its condition, its cost, its benefit and the territory bonus that improves it.</source>
        <translation>El número de puertos utilizables depende del número de jugadores (consulta Preparación). La entrada de cada instalación indica su condición, su coste, su beneficio y la bonificación de territorio que la mejora.</translation>
    </message>
    <message>
        <source>Solar Converter</source>
        <translation>Convertidor Solar</translation>
    </message>
    <message>
        <source>Dock ships of any value, one per port. Each ship gives fuel equal to half its value, rounded up: a 1 or 2 gives 1 fuel, a 3 or 4 gives 2 fuel, a 5 or 6 gives 3 fuel.</source>
        <translation>Atraca naves de cualquier valor, una por puerto. Cada nave da tanto combustible como la mitad de su valor, redondeando hacia arriba: un 1 o un 2 da 1 de combustible, un 3 o un 4 da 2 de combustible, un 5 o un 6 da 3 de combustible.</translation>
    </message>
    <message>
        <source>Example: docking a 3 and a 6 gives 2 + 3 = 5 fuel.</source>
        <translation>Ejemplo: atracar un 3 y un 6 da 2 + 3 = 5 de combustible.</translation>
    </message>
    <message>
        <source>Ports: 8 with 4 players, 7 with 2 or 3 players.</source>
        <translation>Puertos: 8 con 4 jugadores, 7 con 2 o 3 jugadores.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lem Badlands:&lt;/b&gt; its controller gets 1 extra fuel for each ship docked here.</source>
        <translation>&lt;b&gt;Páramos Lem:&lt;/b&gt; quien los controla obtiene 1 de combustible extra por cada nave atracada aquí.</translation>
    </message>
    <message>
        <source>Lunar Mine</source>
        <translation>Mina Lunar</translation>
    </message>
    <message>
        <source>Each ship docked here gives 1 ore, whatever its value. But every ship must be at least as high as the highest ship already docked at the Mine, whoever it belongs to.</source>
        <translation>Cada nave atracada aquí da 1 de mineral, sea cual sea su valor. Pero cada nave debe ser al menos tan alta como la nave más alta ya atracada en la Mina, sea de quien sea.</translation>
    </message>
    <message>
        <source>Example: a 2 and a 4 are docked at the Mine. You may dock a 4, a 5 or a 6, but not a 3. If you dock a 4 and a 6 you get 2 ore, and from then on the next ship there needs a 6.</source>
        <translation>Ejemplo: en la Mina hay atracados un 2 y un 4. Puedes atracar un 4, un 5 o un 6, pero no un 3. Si atracas un 4 y un 6 obtienes 2 de mineral, y a partir de entonces la siguiente nave allí necesita un 6.</translation>
    </message>
    <message>
        <source>Ships docked together are placed one at a time from the lowest up, each checked against the highest ship there at that moment (R-12).</source>
        <translation>Las naves que se atracan juntas se colocan de una en una, de la más baja a la más alta, y cada una se compara con la nave más alta que haya allí en ese momento (R-12).</translation>
    </message>
    <message>
        <source>Ports: 5 with 4 players, 4 with 3 players, 3 with 2 players.</source>
        <translation>Puertos: 5 con 4 jugadores, 4 con 3 jugadores, 3 con 2 jugadores.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Van Vogt Mountains:&lt;/b&gt; its controller's first ship at the Mine each turn may have any value.</source>
        <translation>&lt;b&gt;Montañas Van Vogt:&lt;/b&gt; la primera nave de quien las controla en la Mina cada turno puede tener cualquier valor.</translation>
    </message>
    <message>
        <source>Orbital Market</source>
        <translation>Mercado Orbital</translation>
    </message>
    <message>
        <source>Dock a pair of ships with the same value. While the pair stays docked, you may trade during the rest of this turn as often as you like: pay fuel equal to the pair's value to get 1 ore.</source>
        <translation>Atraca una pareja de naves con el mismo valor. Mientras la pareja siga atracada, puedes comerciar durante el resto de este turno tantas veces como quieras: paga tanto combustible como el valor de la pareja para obtener 1 de mineral.</translation>
    </message>
    <message>
        <source>Example: with a pair of 2s docked, 6 fuel buys 3 ore. Fuel you gain later in the same turn can be traded too.</source>
        <translation>Ejemplo: con una pareja de 2 atracada, 6 de combustible compran 3 de mineral. El combustible que ganes más tarde en el mismo turno también se puede cambiar.</translation>
    </message>
    <message>
        <source>Trading stops when your turn ends, or earlier if a ship of the pair is moved away (R-9). If you have two pairs docked, the lower value sets the price.</source>
        <translation>El comercio se acaba cuando termina tu turno, o antes si una nave de la pareja se mueve a otro sitio (R-9). Si tienes dos parejas atracadas, el valor más bajo fija el precio.</translation>
    </message>
    <message>
        <source>Ports: 2 pairs with 4 players, 1 pair with 2 or 3 players.</source>
        <translation>Puertos: 2 parejas con 4 jugadores, 1 pareja con 2 o 3 jugadores.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Heinlein Plains:&lt;/b&gt; its controller always trades 1 fuel for 1 ore here, whatever the pair's value (a docked pair is still needed).</source>
        <translation>&lt;b&gt;Llanuras Heinlein:&lt;/b&gt; quien las controla siempre cambia aquí 1 de combustible por 1 de mineral, sea cual sea el valor de la pareja (sigue haciendo falta una pareja atracada).</translation>
    </message>
    <message>
        <source>Alien Artifact</source>
        <translation>Artefacto Alienígena</translation>
    </message>
    <message>
        <source>Dock ships of any value, one per port; there are 4 ports at every player count. Each ship you dock lets you &lt;b&gt;cycle&lt;/b&gt; the display once if you wish: the 3 face-up cards go to the discard pile and 3 new ones are turned up from the draw pile.</source>
        <translation>Atraca naves de cualquier valor, una por puerto; hay 4 puertos con cualquier número de jugadores. Cada nave que atracas te permite &lt;b&gt;renovar&lt;/b&gt; las cartas expuestas una vez si quieres: las 3 cartas boca arriba van a la pila de descarte y se revelan 3 nuevas del mazo de robo.</translation>
    </message>
    <message>
        <source>When your ships docked here this turn add up to 8 or more, you may &lt;b&gt;claim&lt;/b&gt; one card from the display; a card from the draw pile takes its place. A claim uses up that total and any cycles left: to claim a second card in the same turn you need new ships adding up to 8 or more (R-25).</source>
        <translation>Cuando tus naves atracadas aquí este turno suman 8 o más, puedes &lt;b&gt;reclamar&lt;/b&gt; una de las cartas expuestas; una carta del mazo de robo ocupa su lugar. Reclamar consume ese total y las renovaciones que te queden: para reclamar una segunda carta en el mismo turno necesitas naves nuevas que sumen 8 o más (R-25).</translation>
    </message>
    <message>
        <source>Example: you dock a 3 and cycle, then a 2 and cycle again. You dock a 4: your total is now 9, so you may cycle a third time and then claim the card you want.</source>
        <translation>Ejemplo: atracas un 3 y renuevas, luego un 2 y vuelves a renovar. Atracas un 4: tu total es ahora 9, así que puedes renovar una tercera vez y después reclamar la carta que quieras.</translation>
    </message>
    <message>
        <source>Only your own ships docked this turn count: ships left from your earlier turns and other players' ships do not. You may not claim a card you already hold. If the draw pile runs out, the discards are shuffled into a new draw pile.</source>
        <translation>Solo cuentan tus propias naves atracadas este turno: no cuentan las naves que quedan de tus turnos anteriores ni las naves de otros jugadores. No puedes reclamar una carta que ya tienes. Si el mazo de robo se agota, los descartes se barajan para formar un nuevo mazo de robo.</translation>
    </message>
    <message>
        <source>Colonist Hub</source>
        <translation>Centro de Colonos</translation>
    </message>
    <message>
        <source>The Hub has 4 tracks, each with 3 docking ports and 7 circles. Each player uses one track at a time, and ships of any value may dock there.</source>
        <translation>El Centro tiene 4 pistas, cada una con 3 puertos de atraque y 7 círculos. Cada jugador usa una sola pista en cada momento, y allí pueden atracar naves de cualquier valor.</translation>
    </message>
    <message>
        <source>Your first ship here puts one of your colonies on circle 1 of your track. Every further ship, this turn or in later turns, moves that colony on by one circle. Once it stands on circle 7 you may launch it at any moment of your turn: pay 1 fuel and 1 ore and land it on a territory.</source>
        <translation>Tu primera nave aquí pone una de tus colonias en el círculo 1 de tu pista. Cada nave más, en este turno o en turnos posteriores, avanza esa colonia un círculo. Cuando esté en el círculo 7, puedes lanzarla en cualquier momento de tu turno: paga 1 de combustible y 1 de mineral y desembárcala en un territorio.</translation>
    </message>
    <message>
        <source>While your colony waits on circle 7 you cannot dock more ships at the Hub; launch it first (R-2). After a launch, the next ship you dock at the Hub starts a new colony on circle 1, even in the same turn (R-3).</source>
        <translation>Mientras tu colonia espera en el círculo 7 no puedes atracar más naves en el Centro; lánzala primero (R-2). Tras un lanzamiento, la siguiente nave que atraques en el Centro empieza una colonia nueva en el círculo 1, incluso en el mismo turno (R-3).</translation>
    </message>
    <message>
        <source>Advances beyond circle 7, for example from Asimov Crater, are not lost if you launch at once: they start your next colony. Example: your colony is on circle 5 and you control Asimov Crater. You dock 3 ships together: 3 advances plus 1 bonus. Two of them reach circle 7; launch at once and the other 2 put your next colony on circle 2.</source>
        <translation>Los avances más allá del círculo 7, por ejemplo por el Cráter Asimov, no se pierden si lanzas en el acto: empiezan tu siguiente colonia. Ejemplo: tu colonia está en el círculo 5 y controlas el Cráter Asimov. Atracas 3 naves juntas: 3 avances más 1 de bonificación. Dos de ellos la llevan al círculo 7; lanza en el acto y los otros 2 ponen tu siguiente colonia en el círculo 2.</translation>
    </message>
    <message>
        <source>Your last colony is not stuck on the Hub: if it is waiting there, the Colony Constructor or the Terraforming Station can land it instead.</source>
        <translation>Tu última colonia no se queda atascada en el Centro: si está esperando allí, el Constructor de Colonias o la Estación de Terraformación pueden desembarcarla en su lugar.</translation>
    </message>
    <message>
        <source>A colony on the Hub is not on the planet: it scores nothing until it lands.</source>
        <translation>Una colonia en el Centro no está en el planeta: no puntúa hasta que desembarca.</translation>
    </message>
    <message>
        <source>Colony Constructor</source>
        <translation>Constructor de Colonias</translation>
    </message>
    <message>
        <source>Dock three ships with the same value and pay 3 ore to land one of your colonies on a territory at once.</source>
        <translation>Atraca tres naves con el mismo valor y paga 3 de mineral para desembarcar en el acto una de tus colonias en un territorio.</translation>
    </message>
    <message>
        <source>Example: three 5s and 3 ore land a colony on Herbert Valley.</source>
        <translation>Ejemplo: tres 5 y 3 de mineral desembarcan una colonia en el Valle Herbert.</translation>
    </message>
    <message>
        <source>Ports: 2 sets of three with 3 or 4 players, 1 set with 2 players.</source>
        <translation>Puertos: 2 tríos con 3 o 4 jugadores, 1 trío con 2 jugadores.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bradbury Plateau:&lt;/b&gt; its controller pays 2 ore instead of 3.</source>
        <translation>&lt;b&gt;Meseta Bradbury:&lt;/b&gt; quien la controla paga 2 de mineral en lugar de 3.</translation>
    </message>
    <message>
        <source>Terraforming Station</source>
        <translation>Estación de Terraformación</translation>
    </message>
    <message>
        <source>Dock one ship showing 6 and pay 1 fuel and 1 ore to land one of your colonies on a territory at once. There is a single port.</source>
        <translation>Atraca una nave que muestre un 6 y paga 1 de combustible y 1 de mineral para desembarcar en el acto una de tus colonias en un territorio. Hay un solo puerto.</translation>
    </message>
    <message>
        <source>The ship is used up. It stays on the station until the start of your next turn and then goes to the ship stock instead of back to your fleet; from there it can be built again at the Shipyard (R-28). The Relic Ship goes back to Burroughs Desert instead.</source>
        <translation>La nave se gasta. Se queda en la estación hasta el comienzo de tu siguiente turno y entonces va al almacén de naves en lugar de volver a tu flota; desde allí se puede volver a construir en el Astillero (R-28). La Nave Reliquia vuelve en su lugar al Desierto Burroughs.</translation>
    </message>
    <message>
        <source>You may not use the station if that would leave you with fewer than 3 ships of your colour (2 under Edition X), counting the ships of your colour that are not in the stock, after this one is lost. The Relic Ship never counts (R-17). So under the 2013 rules, with only 3 ships of your colour you cannot terraform with one of them.</source>
        <translation>No puedes usar la estación si eso te dejara con menos de 3 naves de tu color (2 con Edition X), contando las naves de tu color que no están en el almacén, después de perder esta. La Nave Reliquia nunca cuenta (R-17). Así que, con las reglas de 2013, con solo 3 naves de tu color no puedes terraformar con una de ellas.</translation>
    </message>
    <message>
        <source>Alien tech cannot move a ship from the station to another facility. The Plasma Cannon can remove it, and then it goes straight to the stock.</source>
        <translation>La tecnología alienígena no puede mover una nave de la estación a otra instalación. El Cañón de Plasma puede retirarla, y entonces va directamente al almacén.</translation>
    </message>
    <message>
        <source>Shipyard</source>
        <translation>Astillero</translation>
    </message>
    <message>
        <source>Dock a pair of ships with the same value and pay to build a new ship: take a ship of your colour from the ship stock and put it on the Maintenance Bay. It joins your fleet when you gather your ships at the start of your next turn.</source>
        <translation>Atraca una pareja de naves con el mismo valor y paga para construir una nave nueva: toma una nave de tu color del almacén de naves y ponla en el Hangar de Mantenimiento. Se une a tu flota cuando recoges tus naves al comienzo de tu siguiente turno.</translation>
    </message>
    <message>
        <source>The price depends on which ship it will be: your 4th ship costs 1 fuel and 1 ore, your 5th 2 fuel and 2 ore, your 6th 3 fuel and 3 ore. Count every ship of your colour that is not in the stock, wherever it is, and add the new one; the Relic Ship does not count (R-4). Two ships built in one turn are priced in order (R-28).</source>
        <translation>El precio depende de qué nave vaya a ser: tu 4.ª nave cuesta 1 de combustible y 1 de mineral, la 5.ª 2 de combustible y 2 de mineral, la 6.ª 3 de combustible y 3 de mineral. Cuenta todas las naves de tu color que no están en el almacén, estén donde estén, y suma la nueva; la Nave Reliquia no cuenta (R-4). Dos naves construidas en un mismo turno se pagan en orden (R-28).</translation>
    </message>
    <message>
        <source>Example: you have 4 ships of your colour, one of them on the Terraforming Station. The new ship is your 5th and costs 2 fuel and 2 ore.</source>
        <translation>Ejemplo: tienes 4 naves de tu color, una de ellas en la Estación de Terraformación. La nave nueva es tu 5.ª y cuesta 2 de combustible y 2 de mineral.</translation>
    </message>
    <message>
        <source>If no ship of your colour is in the stock, you cannot use the Shipyard. Ships you lose go back to the stock and can be built again.</source>
        <translation>Si no hay ninguna nave de tu color en el almacén, no puedes usar el Astillero. Las naves que pierdes vuelven al almacén y se pueden volver a construir.</translation>
    </message>
    <message>
        <source>Ports: 3 pairs with 4 players, 2 pairs with 3 players, 1 pair with 2 players.</source>
        <translation>Puertos: 3 parejas con 4 jugadores, 2 parejas con 3 jugadores, 1 pareja con 2 jugadores.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Herbert Valley:&lt;/b&gt; its controller pays 1 fuel and 1 ore less for each ship, so the 4th ship is free.</source>
        <translation>&lt;b&gt;Valle Herbert:&lt;/b&gt; quien lo controla paga 1 de combustible y 1 de mineral menos por cada nave, así que la 4.ª nave es gratis.</translation>
    </message>
    <message>
        <source>Raiders' Outpost</source>
        <translation>Puesto de los Saqueadores</translation>
    </message>
    <message>
        <source>Dock three ships with consecutive values, such as 2-3-4, to raid. Right when your run docks you may take either up to 4 resource tokens in total (fuel and ore in any mix, from one or more other players), or 1 alien tech card of your choice from one player. The raid is optional and happens once (R-21).</source>
        <translation>Atraca tres naves con valores consecutivos, como 2-3-4, para saquear. Justo cuando atraca tu escalera puedes tomar o bien hasta 4 fichas de recursos en total (combustible y mineral en cualquier combinación, de uno o varios jugadores), o bien 1 carta de tecnología alienígena a tu elección de un jugador. El saqueo es opcional y ocurre una sola vez (R-21).</translation>
    </message>
    <message>
        <source>There is room for one run. If ships are already docked there, your run must add up to more than the ships still docked there; those ships go to the Maintenance Bay. Under the 2013 rules and Edition X you may bump your own run too.</source>
        <translation>Hay sitio para una escalera. Si ya hay naves atracadas allí, tu escalera debe sumar más que las naves que siguen atracadas; esas naves van al Hangar de Mantenimiento. Con las reglas de 2013 y Edition X también puedes desplazar tu propia escalera.</translation>
    </message>
    <message>
        <source>Example: 2-3-4 is docked (total 9). You may replace it with 3-4-5 (12) or 4-5-6 (15). If a Plasma Cannon has removed the 4, the two ships left add up to 5, so even 1-2-3 (6) beats them.</source>
        <translation>Ejemplo: hay atracada una escalera 2-3-4 (total 9). Puedes sustituirla por 3-4-5 (12) o 4-5-6 (15). Si un Cañón de Plasma ha retirado el 4, las dos naves que quedan suman 5, así que incluso 1-2-3 (6) las supera.</translation>
    </message>
    <message>
        <source>A card you steal that you already hold is discarded at once and does nothing. Nobody may take fuel or ore from a player who holds the Holographic Decoy; from that player a raid may take only the Decoy itself (R-10).</source>
        <translation>Una carta que quitas en un saqueo y que ya tienes se descarta en el acto y no hace nada. Nadie puede quitar combustible ni mineral a un jugador que tenga el Señuelo Holográfico; a ese jugador un saqueo solo puede quitarle el propio Señuelo (R-10).</translation>
    </message>
    <message>
        <source>Raided players never discard down to 8 because of a raid (R-26).</source>
        <translation>Los jugadores saqueados nunca descartan hasta quedarse con 8 a causa de un saqueo (R-26).</translation>
    </message>
    <message>
        <source>Maintenance Bay</source>
        <translation>Hangar de Mantenimiento</translation>
    </message>
    <message>
        <source>The Maintenance Bay gives nothing. A rolled ship goes there only when it cannot legally dock at any other facility (R-1). There is no limit to the number of ships on it.</source>
        <translation>El Hangar de Mantenimiento no da nada. Una nave tirada solo va allí cuando no puede atracar legalmente en ninguna otra instalación (R-1). No hay límite de naves en él.</translation>
    </message>
    <message>
        <source>It is also where ships wait for their owner's next turn: new ships from the Shipyard, the Relic Ship just bought, ships sent away by the Plasma Cannon and runs bumped from the Raiders' Outpost. Their owner gathers them with the rest of the fleet.</source>
        <translation>También es donde las naves esperan al siguiente turno de su dueño: las naves nuevas del Astillero, la Nave Reliquia recién comprada, las naves expulsadas por el Cañón de Plasma y las escaleras desplazadas del Puesto de los Saqueadores. Su dueño las recoge con el resto de la flota.</translation>
    </message>
    <message>
        <source>Under the 2013 rules and Edition X, alien tech cannot touch a ship on the Bay: the Orbital Teleporter, the Mind Control Helmet and the Plasma Cannon (either power) cannot move or remove it.</source>
        <translation>Con las reglas de 2013 y Edition X, la tecnología alienígena no puede tocar una nave del Hangar: el Teletransportador Orbital, el Casco de Control Mental y el Cañón de Plasma (con cualquiera de sus poderes) no pueden moverla ni retirarla.</translation>
    </message>
    <message>
        <source>Territory bonuses</source>
        <translation>Bonificaciones de territorio</translation>
    </message>
    <message>
        <source>The planet has eight territories. Whoever controls a territory (more colonies on it than any other single player) may use its bonus, and keeps it only as long as the control lasts.</source>
        <translation>El planeta tiene ocho territorios. Quien controla un territorio (más colonias en él que cualquier otro jugador por separado) puede usar su bonificación, y la conserva solo mientras dure el control.</translation>
    </message>
    <message>
        <source>A bonus works from the moment you gain control; it does not change what you already did that turn (R-8). The Isolation Field cancels the bonus of its territory. The Data Crystal lets a player borrow a bonus for one turn.</source>
        <translation>Una bonificación funciona desde el momento en que obtienes el control; no cambia lo que ya hiciste ese turno (R-8). El Campo de Aislamiento anula la bonificación de su territorio. El Cristal de Datos permite a un jugador tomar prestada una bonificación durante un turno.</translation>
    </message>
    <message>
        <source>Asimov Crater</source>
        <translation>Cráter Asimov</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; in a turn in which you dock 2 or more ships at the Colonist Hub, your colony moves one extra circle.</source>
        <translation>&lt;b&gt;Bonificación:&lt;/b&gt; en un turno en el que atracas 2 o más naves en el Centro de Colonos, tu colonia avanza un círculo extra.</translation>
    </message>
    <message>
        <source>Example: 2 ships docked at the Hub move your colony 3 circles; 3 ships move it 4 circles.</source>
        <translation>Ejemplo: 2 naves atracadas en el Centro avanzan tu colonia 3 círculos; 3 naves la avanzan 4 círculos.</translation>
    </message>
    <message>
        <source>Under the 2013 rules and Edition X the extra circle comes once per turn, when a ship docks at the Hub while you hold the bonus and it is at least your second Hub ship of the turn (R-8). Under the first edition it comes each time you dock more than one ship there in one go.</source>
        <translation>Con las reglas de 2013 y Edition X, el círculo extra llega una vez por turno, cuando una nave atraca en el Centro mientras tienes la bonificación y es al menos tu segunda nave del turno en el Centro (R-8). Con la primera edición llega cada vez que atracas allí más de una nave de una sola vez.</translation>
    </message>
    <message>
        <source>Advances beyond circle 7 start your next colony if you launch at once (see Colonist Hub).</source>
        <translation>Los avances más allá del círculo 7 empiezan tu siguiente colonia si lanzas en el acto (consulta Centro de Colonos).</translation>
    </message>
    <message>
        <source>Bradbury Plateau</source>
        <translation>Meseta Bradbury</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; the Colony Constructor costs you 2 ore instead of 3.</source>
        <translation>&lt;b&gt;Bonificación:&lt;/b&gt; el Constructor de Colonias te cuesta 2 de mineral en lugar de 3.</translation>
    </message>
    <message>
        <source>Example: you dock three 4s at the Colony Constructor and pay 2 ore to land a colony.</source>
        <translation>Ejemplo: atracas tres 4 en el Constructor de Colonias y pagas 2 de mineral para desembarcar una colonia.</translation>
    </message>
    <message>
        <source>Burroughs Desert</source>
        <translation>Desierto Burroughs</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; you may buy the Relic Ship, the clear die, for 1 fuel and 1 ore at any moment of your turn while it stands on Burroughs Desert (R-24). It goes to the Maintenance Bay and joins your fleet when you gather your ships at the start of your next turn.</source>
        <translation>&lt;b&gt;Bonificación:&lt;/b&gt; puedes comprar la Nave Reliquia, el dado transparente, por 1 de combustible y 1 de mineral en cualquier momento de tu turno mientras esté en el Desierto Burroughs (R-24). Va al Hangar de Mantenimiento y se une a tu flota cuando recoges tus naves al comienzo de tu siguiente turno.</translation>
    </message>
    <message>
        <source>The Relic Ship is an extra ship without a colour. You roll and dock it like your other ships, but it never counts as a ship of your colour (not for the Shipyard price, the Terraforming Station's minimum or the Plasma Cannon's limit), and whenever it would go to the ship stock it goes back to Burroughs Desert instead.</source>
        <translation>La Nave Reliquia es una nave extra sin color. La tiras y la atracas como tus otras naves, pero nunca cuenta como nave de tu color (ni para el precio del Astillero, ni para el mínimo de la Estación de Terraformación, ni para el límite del Cañón de Plasma), y siempre que debería ir al almacén de naves vuelve en su lugar al Desierto Burroughs.</translation>
    </message>
    <message>
        <source>You keep it only while you control Burroughs Desert and the Isolation Field is not there. If you lose control, or the Isolation Field arrives, the Relic Ship returns to Burroughs Desert at once, wherever it was. Whoever controls the territory may buy it again whenever it is back there.</source>
        <translation>Solo la conservas mientras controles el Desierto Burroughs y el Campo de Aislamiento no esté allí. Si pierdes el control, o llega el Campo de Aislamiento, la Nave Reliquia vuelve en el acto al Desierto Burroughs, esté donde esté. Quien controle el territorio puede volver a comprarla siempre que haya vuelto allí.</translation>
    </message>
    <message>
        <source>Example: you terraform with the Relic Ship showing a 6. At the start of your next turn it goes home to Burroughs Desert, and you may buy it again during that same turn.</source>
        <translation>Ejemplo: terraformas con la Nave Reliquia mostrando un 6. Al comienzo de tu siguiente turno vuelve a casa, al Desierto Burroughs, y puedes volver a comprarla durante ese mismo turno.</translation>
    </message>
    <message>
        <source>This bonus cannot be borrowed with the Data Crystal.</source>
        <translation>Esta bonificación no se puede tomar prestada con el Cristal de Datos.</translation>
    </message>
    <message>
        <source>The Relic Ship</source>
        <translation>La Nave Reliquia</translation>
    </message>
    <message>
        <source>The clear die is a ship with no colour. It starts on Burroughs Desert, and whoever controls Burroughs Desert may buy it for 1 fuel and 1 ore; it then joins their fleet from their next turn.</source>
        <translation>El dado transparente es una nave sin color. Empieza en el Desierto Burroughs, y quien controle el Desierto Burroughs puede comprarla por 1 de combustible y 1 de mineral; entonces se une a su flota a partir de su siguiente turno.</translation>
    </message>
    <message>
        <source>It counts as one of your ships for docking but never as a ship of your colour. Whenever it would go to the ship stock, or its holder loses control of Burroughs Desert, or the Isolation Field lands there, it goes back to Burroughs Desert. See Burroughs Desert and R-24.</source>
        <translation>Cuenta como una de tus naves para atracar, pero nunca como nave de tu color. Siempre que debería ir al almacén de naves, o que quien la tiene pierde el control del Desierto Burroughs, o que el Campo de Aislamiento llega allí, vuelve al Desierto Burroughs. Consulta Desierto Burroughs y R-24.</translation>
    </message>
    <message>
        <source>Heinlein Plains</source>
        <translation>Llanuras Heinlein</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; at the Orbital Market you always trade 1 fuel for 1 ore, whatever value your docked pair shows. You still need a pair docked there.</source>
        <translation>&lt;b&gt;Bonificación:&lt;/b&gt; en el Mercado Orbital siempre cambias 1 de combustible por 1 de mineral, sea cual sea el valor de tu pareja atracada. Sigues necesitando una pareja atracada allí.</translation>
    </message>
    <message>
        <source>Example: with a pair of 6s at the Market, 4 fuel buys 4 ore instead of none.</source>
        <translation>Ejemplo: con una pareja de 6 en el Mercado, 4 de combustible compran 4 de mineral en lugar de nada.</translation>
    </message>
    <message>
        <source>Herbert Valley</source>
        <translation>Valle Herbert</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; each ship you build at the Shipyard costs 1 fuel and 1 ore less. Your 4th ship is free, the 5th costs 1 fuel and 1 ore, the 6th 2 fuel and 2 ore.</source>
        <translation>&lt;b&gt;Bonificación:&lt;/b&gt; cada nave que construyes en el Astillero cuesta 1 de combustible y 1 de mineral menos. Tu 4.ª nave es gratis, la 5.ª cuesta 1 de combustible y 1 de mineral, la 6.ª 2 de combustible y 2 de mineral.</translation>
    </message>
    <message>
        <source>Lem Badlands</source>
        <translation>Páramos Lem</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; each ship you dock at the Solar Converter gives 1 extra fuel.</source>
        <translation>&lt;b&gt;Bonificación:&lt;/b&gt; cada nave que atracas en el Convertidor Solar da 1 de combustible extra.</translation>
    </message>
    <message>
        <source>Example: a 3 and a 4 give 2 + 2 fuel, plus 2 for the bonus: 6 fuel instead of 4. Only ships docked after you gain the bonus count (R-8).</source>
        <translation>Ejemplo: un 3 y un 4 dan 2 + 2 de combustible, más 2 por la bonificación: 6 de combustible en lugar de 4. Solo cuentan las naves atracadas después de obtener la bonificación (R-8).</translation>
    </message>
    <message>
        <source>Pohl Foothills</source>
        <translation>Colinas Pohl</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; every use of an alien tech card's fuel power costs you 1 fuel less (never below 0).</source>
        <translation>&lt;b&gt;Bonificación:&lt;/b&gt; cada uso del poder de combustible de una carta de tecnología alienígena te cuesta 1 de combustible menos (nunca menos de 0).</translation>
    </message>
    <message>
        <source>Example: the Booster Pod costs you nothing. Firing the Plasma Cannon at 3 ships costs 2 fuel instead of 3: the discount is per use, not per ship (R-16).</source>
        <translation>Ejemplo: el Módulo Propulsor no te cuesta nada. Disparar el Cañón de Plasma contra 3 naves cuesta 2 de combustible en lugar de 3: el descuento es por uso, no por nave (R-16).</translation>
    </message>
    <message>
        <source>For the Data Crystal, the discount counts only if you already held this bonus before that use (R-7).</source>
        <translation>Con el Cristal de Datos, el descuento solo cuenta si ya tenías esta bonificación antes de ese uso (R-7).</translation>
    </message>
    <message>
        <source>Van Vogt Mountains</source>
        <translation>Montañas Van Vogt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; the first ship you dock at the Lunar Mine each turn may have any value, whatever is docked there. Your further ships there that turn follow the usual rule.</source>
        <translation>&lt;b&gt;Bonificación:&lt;/b&gt; la primera nave que atracas en la Mina Lunar cada turno puede tener cualquier valor, sea lo que sea lo que haya atracado allí. Tus siguientes naves allí ese turno siguen la regla habitual.</translation>
    </message>
    <message>
        <source>Example: the highest ship at the Mine is a 5 and you rolled 1, 2 and 5. Dock the 1 first, then the 5 as well: 2 ore.</source>
        <translation>Ejemplo: la nave más alta de la Mina es un 5 y has sacado 1, 2 y 5. Atraca primero el 1 y después también el 5: 2 de mineral.</translation>
    </message>
    <message>
        <source>The bonus does not help if a ship of yours already docked at the Mine this turn before you gained it (R-8).</source>
        <translation>La bonificación no ayuda si una nave tuya ya había atracado en la Mina este turno antes de que la obtuvieras (R-8).</translation>
    </message>
    <message>
        <source>Field generators</source>
        <translation>Generadores de campo</translation>
    </message>
    <message>
        <source>There are three field generators: the Isolation Field, the Positron Field and the Repulsor Field. None is on the planet at the start. Each arrives when a particular alien tech card is discarded: the Stasis Beam brings the Isolation Field, the Data Crystal the Positron Field, the Gravity Manipulator the Repulsor Field.</source>
        <translation>Hay tres generadores de campo: el Campo de Aislamiento, el Campo de Positrones y el Campo Repulsor. Al principio ninguno está en el planeta. Cada uno llega cuando se descarta una carta de tecnología alienígena concreta: el Rayo de Estasis trae el Campo de Aislamiento, el Cristal de Datos el Campo de Positrones y el Manipulador Gravitatorio el Campo Repulsor.</translation>
    </message>
    <message>
        <source>The first such discard puts the generator on any territory. Each later discard of that kind moves it to a different territory (R-14). Generators may share a territory. Discarding the Booster Pod takes one generator off the planet; its card can bring it back later.</source>
        <translation>El primer descarte de ese tipo pone el generador en cualquier territorio. Cada descarte posterior de ese tipo lo mueve a un territorio distinto (R-14). Varios generadores pueden compartir territorio. Descartar el Módulo Propulsor retira un generador del planeta; su carta puede traerlo de vuelta más tarde.</translation>
    </message>
    <message>
        <source>A field generator changes the rules on its own territory only. Where its effect and an alien tech card disagree, the field generator wins.</source>
        <translation>Un generador de campo solo cambia las reglas en su propio territorio. Cuando su efecto y una carta de tecnología alienígena se contradicen, gana el generador de campo.</translation>
    </message>
    <message>
        <source>Isolation Field</source>
        <translation>Campo de Aislamiento</translation>
    </message>
    <message>
        <source>The territory with the Isolation Field has no bonus: its controller cannot use it, and nobody can borrow it with the Data Crystal.</source>
        <translation>El territorio con el Campo de Aislamiento no tiene bonificación: quien lo controla no puede usarla, y nadie puede tomarla prestada con el Cristal de Datos.</translation>
    </message>
    <message>
        <source>Control still counts for the score: the controller keeps the 1 VP for control, and the Positron Field's point if it is there too (R-13).</source>
        <translation>El control sigue contando para la puntuación: quien lo controla conserva el 1 PV por el control, y el punto del Campo de Positrones si también está allí (R-13).</translation>
    </message>
    <message>
        <source>On Burroughs Desert it means the Relic Ship cannot be bought, and a Relic Ship in use goes straight back to Burroughs Desert.</source>
        <translation>En el Desierto Burroughs significa que no se puede comprar la Nave Reliquia, y que una Nave Reliquia en uso vuelve directamente al Desierto Burroughs.</translation>
    </message>
    <message>
        <source>Placed or moved by discarding a Stasis Beam.</source>
        <translation>Se coloca o se mueve descartando un Rayo de Estasis.</translation>
    </message>
    <message>
        <source>Positron Field</source>
        <translation>Campo de Positrones</translation>
    </message>
    <message>
        <source>Whoever controls the territory with the Positron Field scores 1 extra VP. If nobody controls it, nobody gets the point.</source>
        <translation>Quien controla el territorio con el Campo de Positrones obtiene 1 PV extra. Si nadie lo controla, nadie obtiene el punto.</translation>
    </message>
    <message>
        <source>The point follows control: if control changes or the field moves, the point moves with it at once. It counts even when the Isolation Field is on the same territory (R-13).</source>
        <translation>El punto sigue al control: si el control cambia o el campo se mueve, el punto se mueve con él en el acto. Cuenta incluso cuando el Campo de Aislamiento está en el mismo territorio (R-13).</translation>
    </message>
    <message>
        <source>Placed or moved by discarding a Data Crystal.</source>
        <translation>Se coloca o se mueve descartando un Cristal de Datos.</translation>
    </message>
    <message>
        <source>Repulsor Field</source>
        <translation>Campo Repulsor</translation>
    </message>
    <message>
        <source>No colony may be added to or taken from the territory with the Repulsor Field. No colony can land there, and the discard powers of the Orbital Teleporter and the Polarity Device cannot move colonies into or out of it (R-15, R-19).</source>
        <translation>No se pueden añadir ni quitar colonias del territorio con el Campo Repulsor. Ninguna colonia puede desembarcar allí, y los poderes de descarte del Teletransportador Orbital y del Dispositivo de Polaridad no pueden meter colonias en él ni sacarlas de él (R-15, R-19).</translation>
    </message>
    <message>
        <source>It does not protect field generators: it can itself be moved or removed, and so can any other generator on the same territory.</source>
        <translation>No protege a los generadores de campo: él mismo se puede mover o retirar, y también cualquier otro generador del mismo territorio.</translation>
    </message>
    <message>
        <source>Placed or moved by discarding a Gravity Manipulator.</source>
        <translation>Se coloca o se mueve descartando un Manipulador Gravitatorio.</translation>
    </message>
    <message>
        <source>Alien tech cards</source>
        <translation>Cartas de tecnología alienígena</translation>
    </message>
    <message>
        <source>Alien tech cards bend the rules. Everyone's cards lie face up. You gain them at the Alien Artifact, by a raid at the Raiders' Outpost, or with the Temporal Warper's discard power; each player is also dealt one at setup.</source>
        <translation>Las cartas de tecnología alienígena alteran las reglas. Las cartas de todos están boca arriba. Las consigues en el Artefacto Alienígena, con un saqueo en el Puesto de los Saqueadores o con el poder de descarte del Distorsionador Temporal; además, cada jugador recibe una en la preparación.</translation>
    </message>
    <message>
        <source>Most cards have two powers: a &lt;b&gt;fuel power&lt;/b&gt;, paid in fuel each time you use it, and a &lt;b&gt;discard power&lt;/b&gt;, used by putting the card on the discard pile. Some cards have only one power, or none. You use them during your own turn, at any moment of the main stage, even right after gaining them (the Resource Cache is the exception).</source>
        <translation>La mayoría de las cartas tienen dos poderes: un &lt;b&gt;poder de combustible&lt;/b&gt;, que se paga en combustible cada vez que lo usas, y un &lt;b&gt;poder de descarte&lt;/b&gt;, que se usa poniendo la carta en la pila de descarte. Algunas cartas solo tienen un poder, o ninguno. Las usas durante tu propio turno, en cualquier momento de la fase principal, incluso justo después de conseguirlas (el Alijo de Recursos es la excepción).</translation>
    </message>
    <message>
        <source>Limits: each card can be used once per turn. You may use only one discard power per turn in all. A card whose fuel power you used this turn cannot be discarded for its power in the same turn.</source>
        <translation>Límites: cada carta se puede usar una vez por turno. Solo puedes usar un poder de descarte por turno en total. Una carta cuyo poder de combustible hayas usado este turno no se puede descartar por su poder en el mismo turno.</translation>
    </message>
    <message>
        <source>Nobody may hold two copies of the same card. You cannot claim a card you already hold at the Alien Artifact, and a copy stolen in a raid is discarded at once without effect. (Edition X puts it in general terms: a duplicate that reaches you is discarded without its discard power.)</source>
        <translation>Nadie puede tener dos copias de la misma carta. No puedes reclamar en el Artefacto Alienígena una carta que ya tienes, y una copia quitada en un saqueo se descarta en el acto sin efecto. (Edition X lo plantea en términos generales: un duplicado que te llega se descarta sin su poder de descarte.)</translation>
    </message>
    <message>
        <source>A card that changes a ship's value can never take it below 1 or above 6. (Edition X: the Booster Pod on a 6 or the Stasis Beam on a 1 may be used, but does nothing.)</source>
        <translation>Una carta que cambia el valor de una nave nunca puede bajarlo de 1 ni subirlo de 6. (Edition X: el Módulo Propulsor sobre un 6 o el Rayo de Estasis sobre un 1 se pueden usar, pero no hacen nada.)</translation>
    </message>
    <message>
        <source>Where a card's power and a field generator's effect disagree, the field generator wins. If the draw pile runs out, the discard pile is shuffled to make a new one.</source>
        <translation>Cuando el poder de una carta y el efecto de un generador de campo se contradicen, gana el generador de campo. Si el mazo de robo se agota, la pila de descarte se baraja para formar uno nuevo.</translation>
    </message>
    <message>
        <source>Cards count in the tie-break, and two of them, the Alien City and the Alien Monument, are worth 1 VP each.</source>
        <translation>Las cartas cuentan en el desempate, y dos de ellas, la Ciudad Alienígena y el Monumento Alienígena, valen 1 PV cada una.</translation>
    </message>
    <message>
        <source>Alien City</source>
        <translation>Ciudad Alienígena</translation>
    </message>
    <message>
        <source>Worth 1 VP for as long as you hold it. It has no fuel power and no discard power.</source>
        <translation>Vale 1 PV mientras la tengas. No tiene poder de combustible ni poder de descarte.</translation>
    </message>
    <message>
        <source>There is one in the deck. The same player may hold both the Alien City and the Alien Monument. Like any card it can be stolen in a raid, and it counts as a card in the tie-break.</source>
        <translation>Hay una en el mazo. Un mismo jugador puede tener la Ciudad Alienígena y el Monumento Alienígena. Como cualquier carta, se puede quitar en un saqueo, y cuenta como carta en el desempate.</translation>
    </message>
    <message>
        <source>Alien Monument</source>
        <translation>Monumento Alienígena</translation>
    </message>
    <message>
        <source>There is one in the deck. The same player may hold both the Alien Monument and the Alien City. Like any card it can be stolen in a raid, and it counts as a card in the tie-break.</source>
        <translation>Hay uno en el mazo. Un mismo jugador puede tener el Monumento Alienígena y la Ciudad Alienígena. Como cualquier carta, se puede quitar en un saqueo, y cuenta como carta en el desempate.</translation>
    </message>
    <message>
        <source>Booster Pod</source>
        <translation>Módulo Propulsor</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel):&lt;/b&gt; add 1 to one of your unplaced ships. A 6 cannot be raised (Edition X: you may, but nothing happens).</source>
        <translation>&lt;b&gt;Poder de combustible (1 de combustible):&lt;/b&gt; suma 1 a una de tus naves sin colocar. Un 6 no se puede subir (Edition X: puedes, pero no pasa nada).</translation>
    </message>
    <message>
        <source>Example: you rolled 1, 3 and 4. Raise the 3 to a 4 and dock the pair of 4s at the Shipyard.</source>
        <translation>Ejemplo: has sacado 1, 3 y 4. Sube el 3 a 4 y atraca la pareja de 4 en el Astillero.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take any one field generator off the planet. It comes back only when its card is discarded again (R-14).</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; retira del planeta cualquier generador de campo. Solo vuelve cuando se descarta de nuevo su carta (R-14).</translation>
    </message>
    <message>
        <source>Data Crystal</source>
        <translation>Cristal de Datos</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel per colony):&lt;/b&gt; choose a territory and pay 1 fuel for each colony on it, counting every player's colonies. For the rest of this turn you may use its bonus as if you controlled it. Not possible for a territory without colonies, for one with the Isolation Field, or for Burroughs Desert (R-7).</source>
        <translation>&lt;b&gt;Poder de combustible (1 de combustible por colonia):&lt;/b&gt; elige un territorio y paga 1 de combustible por cada colonia que haya en él, contando las colonias de todos los jugadores. Durante el resto de este turno puedes usar su bonificación como si lo controlaras. No es posible con un territorio sin colonias, con uno que tenga el Campo de Aislamiento ni con el Desierto Burroughs (R-7).</translation>
    </message>
    <message>
        <source>Example: Heinlein Plains has one green and one red colony. You pay 2 fuel, and this turn you trade 1 fuel for 1 ore at the Orbital Market.</source>
        <translation>Ejemplo: las Llanuras Heinlein tienen una colonia verde y una roja. Pagas 2 de combustible y este turno cambias 1 de combustible por 1 de mineral en el Mercado Orbital.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put the Positron Field on a territory, or move it to a different one.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; pon el Campo de Positrones en un territorio, o muévelo a otro distinto.</translation>
    </message>
    <message>
        <source>Gravity Manipulator</source>
        <translation>Manipulador Gravitatorio</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (2 fuel):&lt;/b&gt; take 1 from one of your unplaced ships and add 1 to another. You need two unplaced ships, and both values stay between 1 and 6.</source>
        <translation>&lt;b&gt;Poder de combustible (2 de combustible):&lt;/b&gt; resta 1 a una de tus naves sin colocar y suma 1 a otra. Necesitas dos naves sin colocar, y ambos valores se mantienen entre 1 y 6.</translation>
    </message>
    <message>
        <source>Example: you rolled 1, 2 and 5. Move a point from the 2 to the 5: you now have 1, 1 and 6.</source>
        <translation>Ejemplo: has sacado 1, 2 y 5. Pasa un punto del 2 al 5: ahora tienes 1, 1 y 6.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put the Repulsor Field on a territory, or move it to a different one.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; pon el Campo Repulsor en un territorio, o muévelo a otro distinto.</translation>
    </message>
    <message>
        <source>Holographic Decoy</source>
        <translation>Señuelo Holográfico</translation>
    </message>
    <message>
        <source>No fuel power and no discard power: it protects you while you hold it.</source>
        <translation>Sin poder de combustible ni poder de descarte: te protege mientras lo tengas.</translation>
    </message>
    <message>
        <source>A raider cannot take your fuel or ore. A raider who wants a card from you may take only the Decoy itself, which ends your protection. If the raider already holds a Decoy, the stolen one is discarded (R-10).</source>
        <translation>Un saqueador no puede quitarte combustible ni mineral. Un saqueador que quiera quitarte una carta solo puede llevarse el propio Señuelo, con lo que se acaba tu protección. Si el saqueador ya tiene un Señuelo, el que te quita se descarta (R-10).</translation>
    </message>
    <message>
        <source>Orbital Teleporter</source>
        <translation>Teletransportador Orbital</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (2 fuel):&lt;/b&gt; move one of your docked ships to a different facility. It keeps its value and docks there under the usual conditions, alone or together with your unplaced ships (to complete a pair, for example). It cannot go back to the facility it just left.</source>
        <translation>&lt;b&gt;Poder de combustible (2 de combustible):&lt;/b&gt; mueve una de tus naves atracadas a otra instalación. Conserva su valor y atraca allí con las condiciones habituales, sola o junto con tus naves sin colocar (para completar una pareja, por ejemplo). No puede volver a la instalación que acaba de dejar.</translation>
    </message>
    <message>
        <source>Not from the Terraforming Station, and not from the Maintenance Bay (2013 rules and Edition X). What the ship earned where it was stays earned; benefits that last only while it is docked there end (R-9).</source>
        <translation>Ni desde la Estación de Terraformación, ni desde el Hangar de Mantenimiento (reglas de 2013 y Edition X). Lo que la nave ganó donde estaba sigue ganado; los beneficios que solo duran mientras está atracada allí se acaban (R-9).</translation>
    </message>
    <message>
        <source>Example: you rolled 2, 5 and 6. The 6 docks at the Lunar Mine for 1 ore. You pay 2 fuel to move it to the Alien Artifact and dock the 2 there too: the total is 8, so you claim a card.</source>
        <translation>Ejemplo: has sacado 2, 5 y 6. El 6 atraca en la Mina Lunar por 1 de mineral. Pagas 2 de combustible para moverlo al Artefacto Alienígena y atracas también allí el 2: el total es 8, así que reclamas una carta.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; move any one colony, yours or another player's, from its territory to a different one. The Repulsor Field blocks both the territory it leaves and the one it goes to (R-19).</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; mueve cualquier colonia, tuya o de otro jugador, de su territorio a otro distinto. El Campo Repulsor bloquea tanto el territorio del que sale como aquel al que va (R-19).</translation>
    </message>
    <message>
        <source>Plasma Cannon</source>
        <translation>Cañón de Plasma</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel per ship):&lt;/b&gt; remove other players' ships from one facility; they go to the Maintenance Bay. A ship removed from the Terraforming Station goes to the ship stock instead (the Relic Ship to Burroughs Desert). Never your own ships, only one facility per use, and not the Maintenance Bay. Pohl Foothills takes 1 fuel off the whole use (R-16).</source>
        <translation>&lt;b&gt;Poder de combustible (1 de combustible por nave):&lt;/b&gt; retira naves de otros jugadores de una instalación; van al Hangar de Mantenimiento. Una nave retirada de la Estación de Terraformación va en su lugar al almacén de naves (la Nave Reliquia, al Desierto Burroughs). Nunca tus propias naves, solo una instalación por uso, y no el Hangar de Mantenimiento. Las Colinas Pohl descuentan 1 de combustible del uso entero (R-16).</translation>
    </message>
    <message>
        <source>Example: every pair at the Shipyard is taken. You pay 2 fuel to send two red ships from the Shipyard to the Maintenance Bay, then dock your own pair there.</source>
        <translation>Ejemplo: todas las parejas del Astillero están ocupadas. Pagas 2 de combustible para enviar dos naves rojas del Astillero al Hangar de Mantenimiento y después atracas allí tu propia pareja.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; send one docked ship of another player to the ship stock; they may build it again later. The owner must still have at least 3 ships of their colour for their next turn: a ship on the Terraforming Station counts as already lost, the Relic Ship never counts. (First edition: the owner must have more than 3 ships of their colour in play.)</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; envía al almacén de naves una nave atracada de otro jugador; podrá volver a construirla más tarde. El dueño debe seguir teniendo al menos 3 naves de su color para su siguiente turno: una nave en la Estación de Terraformación cuenta como ya perdida, y la Nave Reliquia nunca cuenta. (Primera edición: el dueño debe tener más de 3 naves de su color en juego.)</translation>
    </message>
    <message>
        <source>The discard may target the Relic Ship whatever its holder's fleet (it goes back to Burroughs Desert) and a ship on the Terraforming Station; under the 2013 rules and Edition X, not a ship on the Maintenance Bay (R-16).</source>
        <translation>El descarte puede apuntar a la Nave Reliquia sea cual sea la flota de quien la tiene (vuelve al Desierto Burroughs) y a una nave en la Estación de Terraformación; con las reglas de 2013 y Edition X, no a una nave en el Hangar de Mantenimiento (R-16).</translation>
    </message>
    <message>
        <source>Polarity Device</source>
        <translation>Dispositivo de Polaridad</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel):&lt;/b&gt; turn one of your unplaced ships over to its opposite face: 1 becomes 6, 2 becomes 5, 3 becomes 4, and the other way round.</source>
        <translation>&lt;b&gt;Poder de combustible (1 de combustible):&lt;/b&gt; gira una de tus naves sin colocar a su cara opuesta: el 1 pasa a ser 6, el 2 pasa a ser 5, el 3 pasa a ser 4, y al revés.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; swap two colonies of two different players standing on two different territories. Not if either territory has the Repulsor Field (R-15).</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; intercambia dos colonias de dos jugadores distintos situadas en dos territorios distintos. No si alguno de los territorios tiene el Campo Repulsor (R-15).</translation>
    </message>
    <message>
        <source>Example: Herbert Valley has 2 yellow colonies and Lem Badlands 2 red ones. Swap one yellow for one red: both territories now have one of each, and neither player controls them.</source>
        <translation>Ejemplo: el Valle Herbert tiene 2 colonias amarillas y los Páramos Lem 2 rojas. Intercambia una amarilla por una roja: ahora ambos territorios tienen una de cada, y ningún jugador los controla.</translation>
    </message>
    <message>
        <source>Resource Cache</source>
        <translation>Alijo de Recursos</translation>
    </message>
    <message>
        <source>No power to pay for and no discard power to choose: it pays out by itself. Right after you roll your ships, before any card is used, count the odd and even values. More odd: take 1 ore. More even: take 1 fuel. As many odd as even: take 1 fuel and 1 ore, and the card goes to the discard pile at once.</source>
        <translation>No tiene poder que pagar ni poder de descarte que elegir: da su beneficio por sí solo. Justo después de tirar tus naves, antes de usar ninguna carta, cuenta los valores impares y pares. Más impares: toma 1 de mineral. Más pares: toma 1 de combustible. Tantos impares como pares: toma 1 de combustible y 1 de mineral, y la carta va a la pila de descarte en el acto.</translation>
    </message>
    <message>
        <source>That forced discard does not count as your one discard of the turn (R-6). The card first pays out at the roll of your turn after you gained it.</source>
        <translation>Ese descarte forzoso no cuenta como tu único descarte del turno (R-6). La carta da su beneficio por primera vez en la tirada de tu turno siguiente a haberla conseguido.</translation>
    </message>
    <message>
        <source>Example: you roll 2, 4 and 5: more even, take 1 fuel. Next turn you roll 1, 2, 3 and 6: two of each, so take 1 fuel and 1 ore and discard the Cache.</source>
        <translation>Ejemplo: sacas 2, 4 y 5: más pares, toma 1 de combustible. Al turno siguiente sacas 1, 2, 3 y 6: dos de cada, así que toma 1 de combustible y 1 de mineral y descarta el Alijo.</translation>
    </message>
    <message>
        <source>Stasis Beam</source>
        <translation>Rayo de Estasis</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel):&lt;/b&gt; take 1 from one of your unplaced ships. A 1 cannot be lowered (Edition X: you may, but nothing happens).</source>
        <translation>&lt;b&gt;Poder de combustible (1 de combustible):&lt;/b&gt; resta 1 a una de tus naves sin colocar. Un 1 no se puede bajar (Edition X: puedes, pero no pasa nada).</translation>
    </message>
    <message>
        <source>Example: you rolled 1, 2 and 5. Lower the 2 to a 1 and dock the pair of 1s at the Orbital Market for the best price: 1 fuel per ore.</source>
        <translation>Ejemplo: has sacado 1, 2 y 5. Baja el 2 a 1 y atraca la pareja de 1 en el Mercado Orbital al mejor precio: 1 de combustible por cada mineral.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put the Isolation Field on a territory, or move it to a different one.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; pon el Campo de Aislamiento en un territorio, o muévelo a otro distinto.</translation>
    </message>
    <message>
        <source>Temporal Warper</source>
        <translation>Distorsionador Temporal</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel):&lt;/b&gt; roll again as many of your unplaced ships as you like (at least one).</source>
        <translation>&lt;b&gt;Poder de combustible (1 de combustible):&lt;/b&gt; vuelve a tirar tantas naves sin colocar como quieras (al menos una).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take one card of your choice from the discard pile; you may look through the pile first. Not a card you already hold, and not possible while the pile is empty (R-5).</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; toma una carta a tu elección de la pila de descarte; puedes mirar la pila antes. No una carta que ya tengas, y no es posible mientras la pila esté vacía (R-5).</translation>
    </message>
    <message>
        <source>Example: the Alien City is in the discard pile. You discard the Temporal Warper and take the Alien City: 1 VP.</source>
        <translation>Ejemplo: la Ciudad Alienígena está en la pila de descarte. Descartas el Distorsionador Temporal y tomas la Ciudad Alienígena: 1 PV.</translation>
    </message>
    <message>
        <source>Mind Control Helmet</source>
        <translation>Casco de Control Mental</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (3 fuel):&lt;/b&gt; move one docked ship of another player to a different facility and use it there as if it were yours, alone or together with your unplaced ships. It keeps its value. Its owner gathers it as usual on their next turn.</source>
        <translation>&lt;b&gt;Poder de combustible (3 de combustible):&lt;/b&gt; mueve una nave atracada de otro jugador a otra instalación y úsala allí como si fuera tuya, sola o junto con tus naves sin colocar. Conserva su valor. Su dueño la recoge como siempre en su siguiente turno.</translation>
    </message>
    <message>
        <source>Not from the Terraforming Station or the Maintenance Bay, and not onto the Terraforming Station (Edition X: not onto the Maintenance Bay either).</source>
        <translation>Ni desde la Estación de Terraformación ni desde el Hangar de Mantenimiento, ni hacia la Estación de Terraformación (Edition X: tampoco hacia el Hangar de Mantenimiento).</translation>
    </message>
    <message>
        <source>Example: you are red. You pay 3 fuel to move a green 3 from the Solar Converter to the Shipyard, dock your own 3 beside it and build a ship. On green's turn the green 3 goes back to green; your 3 stays docked.</source>
        <translation>Ejemplo: eres rojo. Pagas 3 de combustible para mover un 3 verde del Convertidor Solar al Astillero, atracas tu propio 3 a su lado y construyes una nave. En el turno de verde, el 3 verde vuelve a verde; tu 3 se queda atracado.</translation>
    </message>
    <message>
        <source>No discard power. The first-edition deck has no Mind Control Helmet.</source>
        <translation>Sin poder de descarte. El mazo de la primera edición no tiene Casco de Control Mental.</translation>
    </message>
    <message>
        <source>About our rulings</source>
        <translation>Sobre nuestras aclaraciones</translation>
    </message>
    <message>
        <source>The rulebooks leave some situations open. The rulings R-1 to R-28 are the answers this app applies, so that every game is refereed the same way. A refusal that rests on a ruling links to it.</source>
        <translation>Los reglamentos dejan abiertas algunas situaciones. Las aclaraciones R-1 a R-28 son las respuestas que aplica esta app, para que todas las partidas se arbitren de la misma forma. Un rechazo que se basa en una aclaración enlaza con ella.</translation>
    </message>
    <message>
        <source>If your group plays a point differently, agree on it at the table; the app follows these rulings.</source>
        <translation>Si tu grupo juega algún punto de otra forma, acordadlo en la mesa; la app sigue estas aclaraciones.</translation>
    </message>
    <message>
        <source>R-1: Dock if you can</source>
        <translation>R-1: Atraca si puedes</translation>
    </message>
    <message>
        <source>Whether a ship may go to the Maintenance Bay is decided ship by ship, when you send it there. It may go only if, in the game as it stands, it cannot legally dock at any facility: no free port that takes it, no unplaced ships to complete the pair, set of three or run it needs, or a cost you cannot pay now.</source>
        <translation>Si una nave puede ir al Hangar de Mantenimiento se decide nave por nave, cuando la envías allí. Solo puede ir si, tal como está la partida, no puede atracar legalmente en ninguna instalación: ningún puerto libre que la admita, ninguna nave sin colocar para completar la pareja, el trío o la escalera que necesita, o un coste que no puedes pagar ahora.</translation>
    </message>
    <message>
        <source>Alien tech you might still use does not count: you never have to play a card to make a docking possible.</source>
        <translation>La tecnología alienígena que aún podrías usar no cuenta: nunca estás obligado a jugar una carta para hacer posible un atraque.</translation>
    </message>
    <message>
        <source>You choose the order of your dockings and do not have to dock as many ships as possible. When the app refuses, it names a facility where the ship could still dock.</source>
        <translation>Tú eliges el orden de tus atraques y no estás obligado a atracar el máximo de naves posible. Cuando la app lo rechaza, indica una instalación donde la nave aún podría atracar.</translation>
    </message>
    <message>
        <source>R-2: A colony waiting on circle 7</source>
        <translation>R-2: Una colonia que espera en el círculo 7</translation>
    </message>
    <message>
        <source>Once your colony reaches circle 7 of the Colonist Hub you cannot dock more ships at the Hub until you launch it.</source>
        <translation>Cuando tu colonia llega al círculo 7 del Centro de Colonos, no puedes atracar más naves en el Centro hasta que la lances.</translation>
    </message>
    <message>
        <source>Ships docked together in the one docking that brings it to circle 7 still count: their extra advances start your next colony if you launch at once.</source>
        <translation>Las naves atracadas juntas en el mismo atraque que la lleva al círculo 7 siguen contando: sus avances sobrantes empiezan tu siguiente colonia si lanzas en el acto.</translation>
    </message>
    <message>
        <source>R-3: Launching in the middle of a turn</source>
        <translation>R-3: Lanzar en mitad de un turno</translation>
    </message>
    <message>
        <source>You may launch a colony from circle 7 at any moment of your turn and then go on docking at the Hub: the next ship starts a new colony on circle 1.</source>
        <translation>Puedes lanzar una colonia desde el círculo 7 en cualquier momento de tu turno y luego seguir atracando en el Centro: la siguiente nave empieza una colonia nueva en el círculo 1.</translation>
    </message>
    <message>
        <source>Your track still has only 3 ports, so your ships already docked there this turn leave that many fewer for the new colony.</source>
        <translation>Tu pista sigue teniendo solo 3 puertos, así que las naves que ya atracaste allí este turno dejan otros tantos puertos menos para la colonia nueva.</translation>
    </message>
    <message>
        <source>R-4: Shipyard price</source>
        <translation>R-4: Precio del Astillero</translation>
    </message>
    <message>
        <source>The new ship's number is the count of ships of your colour not in the stock, plus one. That count takes in ships in your fleet, docked anywhere, on the Maintenance Bay and on the Terraforming Station. The Relic Ship never counts.</source>
        <translation>El número de la nave nueva es la cantidad de naves de tu color que no están en el almacén, más una. Esa cuenta incluye las naves de tu flota, las atracadas en cualquier sitio, las del Hangar de Mantenimiento y la de la Estación de Terraformación. La Nave Reliquia nunca cuenta.</translation>
    </message>
    <message>
        <source>4th ship: 1 fuel and 1 ore. 5th: 2 and 2. 6th: 3 and 3. Herbert Valley takes 1 fuel and 1 ore off each.</source>
        <translation>4.ª nave: 1 de combustible y 1 de mineral. 5.ª: 2 y 2. 6.ª: 3 y 3. El Valle Herbert descuenta 1 de combustible y 1 de mineral a cada una.</translation>
    </message>
    <message>
        <source>R-5: Temporal Warper discard</source>
        <translation>R-5: Descarte del Distorsionador Temporal</translation>
    </message>
    <message>
        <source>You choose from the discard pile as it was before the Warper itself was discarded, so the Warper cannot take itself back.</source>
        <translation>Eliges de la pila de descarte tal como estaba antes de descartar el propio Distorsionador, así que el Distorsionador no puede recuperarse a sí mismo.</translation>
    </message>
    <message>
        <source>You cannot take a card you already hold. With an empty discard pile the discard is refused, as it would gain nothing.</source>
        <translation>No puedes tomar una carta que ya tienes. Con la pila de descarte vacía, el descarte se rechaza, ya que no conseguiría nada.</translation>
    </message>
    <message>
        <source>R-6: The Resource Cache's own discard</source>
        <translation>R-6: El descarte propio del Alijo de Recursos</translation>
    </message>
    <message>
        <source>When you roll as many odd as even ships and the Resource Cache is discarded, that is not your one discard of the turn: you may still use another card's discard power.</source>
        <translation>Cuando sacas tantas naves impares como pares y se descarta el Alijo de Recursos, ese no es tu único descarte del turno: aún puedes usar el poder de descarte de otra carta.</translation>
    </message>
    <message>
        <source>It happens right after the roll, before any alien tech can change the values, and never in the turn in which you gained the card.</source>
        <translation>Ocurre justo después de la tirada, antes de que ninguna tecnología alienígena pueda cambiar los valores, y nunca en el turno en que conseguiste la carta.</translation>
    </message>
    <message>
        <source>R-7: Data Crystal details</source>
        <translation>R-7: Detalles del Cristal de Datos</translation>
    </message>
    <message>
        <source>The cost is 1 fuel per colony on the chosen territory, whoever they belong to. Like any card, it is used at most once per turn.</source>
        <translation>El coste es 1 de combustible por colonia en el territorio elegido, sea de quien sea. Como cualquier carta, se usa como máximo una vez por turno.</translation>
    </message>
    <message>
        <source>You cannot borrow Burroughs Desert, a territory with no colonies, or a territory with the Isolation Field.</source>
        <translation>No puedes tomar prestado el Desierto Burroughs, un territorio sin colonias ni un territorio con el Campo de Aislamiento.</translation>
    </message>
    <message>
        <source>Pohl Foothills lowers the Crystal's cost only if you already had the Pohl Foothills bonus before this use; borrowing Pohl Foothills does not make its own borrowing cheaper.</source>
        <translation>Las Colinas Pohl rebajan el coste del Cristal solo si ya tenías la bonificación de las Colinas Pohl antes de este uso; tomar prestadas las Colinas Pohl no abarata su propio préstamo.</translation>
    </message>
    <message>
        <source>R-8: Bonuses are not retroactive</source>
        <translation>R-8: Las bonificaciones no son retroactivas</translation>
    </message>
    <message>
        <source>A bonus gained during a turn applies from that moment on, never to what was done before.</source>
        <translation>Una bonificación obtenida durante un turno se aplica desde ese momento, nunca a lo que se hizo antes.</translation>
    </message>
    <message>
        <source>Van Vogt Mountains helps only if no ship of yours has docked at the Lunar Mine yet this turn. Lem Badlands adds fuel only for ships docked at the Solar Converter after you gained it. Asimov Crater gives its extra circle when a ship docks at the Hub while you hold the bonus and your Hub ships this turn are 2 or more.</source>
        <translation>Las Montañas Van Vogt solo ayudan si ninguna nave tuya ha atracado aún en la Mina Lunar este turno. Los Páramos Lem añaden combustible solo por las naves atracadas en el Convertidor Solar después de obtenerlos. El Cráter Asimov da su círculo extra cuando una nave atraca en el Centro mientras tienes la bonificación y tus naves del Centro este turno son 2 o más.</translation>
    </message>
    <message>
        <source>R-9: Moving a docked ship away</source>
        <translation>R-9: Mover una nave atracada</translation>
    </message>
    <message>
        <source>When the Orbital Teleporter or the Mind Control Helmet moves a ship away from a facility, what it already earned there stays earned: fuel, ore, a landed colony, Hub advances, a claimed card.</source>
        <translation>Cuando el Teletransportador Orbital o el Casco de Control Mental mueven una nave fuera de una instalación, lo que ya ganó allí sigue ganado: combustible, mineral, una colonia desembarcada, avances en el Centro, una carta reclamada.</translation>
    </message>
    <message>
        <source>Effects that last only while the ship is docked stop: an Orbital Market pair that is broken allows no more trades.</source>
        <translation>Los efectos que solo duran mientras la nave está atracada se acaban: una pareja del Mercado Orbital que se rompe ya no permite más intercambios.</translation>
    </message>
    <message>
        <source>Ships left at the Raiders' Outpost after one is moved or removed are bumped by a run with a higher total than theirs.</source>
        <translation>Las naves que quedan en el Puesto de los Saqueadores después de que una se mueva o se retire son desplazadas por una escalera con un total mayor que el suyo.</translation>
    </message>
    <message>
        <source>R-10: Holographic Decoy and raids</source>
        <translation>R-10: Señuelo Holográfico y saqueos</translation>
    </message>
    <message>
        <source>A raid for resources may take up to 4 tokens from any players except those holding the Holographic Decoy.</source>
        <translation>Un saqueo de recursos puede tomar hasta 4 fichas de uno o varios jugadores, salvo de los que tengan el Señuelo Holográfico.</translation>
    </message>
    <message>
        <source>From a Decoy holder a raid can take only the Decoy card. If the raider already holds a Decoy, the stolen one is discarded.</source>
        <translation>A quien tiene el Señuelo un saqueo solo puede quitarle la carta del Señuelo. Si el saqueador ya tiene un Señuelo, el que quita se descarta.</translation>
    </message>
    <message>
        <source>R-11: The game ends at once</source>
        <translation>R-11: La partida termina en el acto</translation>
    </message>
    <message>
        <source>The game ends the moment a player's last colony lands on a territory, even in the middle of a turn.</source>
        <translation>La partida termina en el momento en que la última colonia de un jugador desembarca en un territorio, aunque sea en mitad de un turno.</translation>
    </message>
    <message>
        <source>No more ships are docked, no cards are used or discarded, and nobody discards down to 8. The tie-breaks use the cards, ore and fuel held at that moment.</source>
        <translation>No se atracan más naves, no se usan ni se descartan cartas, y nadie descarta hasta quedarse con 8. Los desempates usan las cartas, el mineral y el combustible que se tenían en ese momento.</translation>
    </message>
    <message>
        <source>R-12: Lunar Mine, one ship at a time</source>
        <translation>R-12: Mina Lunar, de nave en nave</translation>
    </message>
    <message>
        <source>Each ship is checked against the highest ship at the Mine when it docks, including ships you docked just before it.</source>
        <translation>Cada nave se compara con la nave más alta de la Mina en el momento en que atraca, incluidas las naves que acabas de atracar justo antes.</translation>
    </message>
    <message>
        <source>Ships entered together are docked from the lowest to the highest. Over a docked 4, a 4 and a 6 entered together both dock; a 3 and a 6 entered together are refused, because the 3 is too low.</source>
        <translation>Las naves introducidas juntas se atracan de la más baja a la más alta. Sobre un 4 atracado, un 4 y un 6 introducidos juntos atracan los dos; un 3 y un 6 introducidos juntos se rechazan, porque el 3 es demasiado bajo.</translation>
    </message>
    <message>
        <source>R-13: Isolation and Positron together</source>
        <translation>R-13: Aislamiento y Positrones juntos</translation>
    </message>
    <message>
        <source>If the Isolation Field and the Positron Field share a territory, its controller still scores the point for control and the Positron point. Only the territory's bonus is lost.</source>
        <translation>Si el Campo de Aislamiento y el Campo de Positrones comparten territorio, quien lo controla sigue obteniendo el punto por el control y el punto del Campo de Positrones. Solo se pierde la bonificación del territorio.</translation>
    </message>
    <message>
        <source>R-14: Placing and moving field generators</source>
        <translation>R-14: Colocar y mover generadores de campo</translation>
    </message>
    <message>
        <source>"Move" means to a different territory: a discard that would leave the generator where it is is refused.</source>
        <translation>«Mover» significa llevarlo a un territorio distinto: se rechaza un descarte que dejaría el generador donde está.</translation>
    </message>
    <message>
        <source>Generators may share a territory. A generator removed with the Booster Pod leaves the board; the next discard of its card places it again on any territory.</source>
        <translation>Varios generadores pueden compartir territorio. Un generador retirado con el Módulo Propulsor sale del tablero; el siguiente descarte de su carta lo vuelve a colocar en cualquier territorio.</translation>
    </message>
    <message>
        <source>R-15: Polarity Device swap</source>
        <translation>R-15: Intercambio del Dispositivo de Polaridad</translation>
    </message>
    <message>
        <source>The swap exchanges two colonies of two different players that stand on two different territories.</source>
        <translation>El intercambio cambia entre sí dos colonias de dos jugadores distintos situadas en dos territorios distintos.</translation>
    </message>
    <message>
        <source>It is not possible if either territory has the Repulsor Field.</source>
        <translation>No es posible si alguno de los territorios tiene el Campo Repulsor.</translation>
    </message>
    <message>
        <source>R-16: Plasma Cannon details</source>
        <translation>R-16: Detalles del Cañón de Plasma</translation>
    </message>
    <message>
        <source>Discard power: it may target the Relic Ship whatever its holder's fleet; the Relic Ship goes back to Burroughs Desert. It may target a ship on the Terraforming Station, which goes to the stock. Under the 2013 rules and Edition X it may not target a ship on the Maintenance Bay.</source>
        <translation>Poder de descarte: puede apuntar a la Nave Reliquia sea cual sea la flota de quien la tiene; la Nave Reliquia vuelve al Desierto Burroughs. Puede apuntar a una nave en la Estación de Terraformación, que va al almacén. Con las reglas de 2013 y Edition X no puede apuntar a una nave en el Hangar de Mantenimiento.</translation>
    </message>
    <message>
        <source>Fuel power: 1 fuel per ship removed, from one facility per use. Pohl Foothills takes 1 fuel off the use, not off each ship.</source>
        <translation>Poder de combustible: 1 de combustible por nave retirada, de una sola instalación por uso. Las Colinas Pohl descuentan 1 de combustible del uso, no de cada nave.</translation>
    </message>
    <message>
        <source>R-17: Counting your fleet for terraforming</source>
        <translation>R-17: Contar tu flota para terraformar</translation>
    </message>
    <message>
        <source>Count the ships of your colour that are not in the stock (in your fleet, docked anywhere or on the Maintenance Bay), without the ship you are about to lose. At least 3 must remain (2 under Edition X).</source>
        <translation>Cuenta las naves de tu color que no están en el almacén (en tu flota, atracadas en cualquier sitio o en el Hangar de Mantenimiento), sin la nave que estás a punto de perder. Deben quedar al menos 3 (2 con Edition X).</translation>
    </message>
    <message>
        <source>The Relic Ship never counts, and terraforming with it costs you no ship of your colour. So under the 2013 rules you need 4 or more ships of your colour to terraform with one of them.</source>
        <translation>La Nave Reliquia nunca cuenta, y terraformar con ella no te cuesta ninguna nave de tu color. Así que, con las reglas de 2013, necesitas 4 o más naves de tu color para terraformar con una de ellas.</translation>
    </message>
    <message>
        <source>R-18: A limited supply</source>
        <translation>R-18: Una reserva limitada</translation>
    </message>
    <message>
        <source>By default the supply holds only the tokens in the box: 30 fuel and 20 ore. A player gains only what is left in it. A raid moves tokens between players, and payments go back to the supply.</source>
        <translation>Por defecto, la reserva solo contiene las fichas de la caja: 30 de combustible y 20 de mineral. Un jugador solo gana lo que queda en ella. Un saqueo mueve fichas entre jugadores, y los pagos vuelven a la reserva.</translation>
    </message>
    <message>
        <source>An option when starting a game turns the limit off.</source>
        <translation>Una opción al empezar una partida desactiva el límite.</translation>
    </message>
    <message>
        <source>R-19: Orbital Teleporter discard</source>
        <translation>R-19: Descarte del Teletransportador Orbital</translation>
    </message>
    <message>
        <source>The discard may move any player's colony, not only your own.</source>
        <translation>El descarte puede mover la colonia de cualquier jugador, no solo las tuyas.</translation>
    </message>
    <message>
        <source>The Repulsor Field blocks both the territory the colony leaves and the territory it would go to.</source>
        <translation>El Campo Repulsor bloquea tanto el territorio del que sale la colonia como el territorio al que iría.</translation>
    </message>
    <message>
        <source>R-20: A ship moved onto the Alien Artifact</source>
        <translation>R-20: Una nave movida al Artefacto Alienígena</translation>
    </message>
    <message>
        <source>A ship brought to the Alien Artifact by the Orbital Teleporter or the Mind Control Helmet counts toward your total for a claim and gives you one cycle, like a ship docked there directly.</source>
        <translation>Una nave llevada al Artefacto Alienígena por el Teletransportador Orbital o el Casco de Control Mental cuenta para tu total para reclamar y te da una renovación, como una nave atracada allí directamente.</translation>
    </message>
    <message>
        <source>R-21: When a raid happens</source>
        <translation>R-21: Cuándo ocurre un saqueo</translation>
    </message>
    <message>
        <source>A raid happens once, right when your run docks at the Raiders' Outpost, and you may decline it.</source>
        <translation>Un saqueo ocurre una sola vez, justo cuando tu escalera atraca en el Puesto de los Saqueadores, y puedes renunciar a él.</translation>
    </message>
    <message>
        <source>The run cannot raid again later in the turn, nor in later turns while it stays docked.</source>
        <translation>La escalera no puede volver a saquear más tarde en el turno, ni en turnos posteriores mientras siga atracada.</translation>
    </message>
    <message>
        <source>R-22: Where a colony may land</source>
        <translation>R-22: Dónde puede desembarcar una colonia</translation>
    </message>
    <message>
        <source>A colony may land on any territory without the Repulsor Field. You need no colony nearby, and it does not matter who controls the territory.</source>
        <translation>Una colonia puede desembarcar en cualquier territorio que no tenga el Campo Repulsor. No necesitas ninguna colonia cerca, y no importa quién controle el territorio.</translation>
    </message>
    <message>
        <source>R-23: Alien City or Monument at setup</source>
        <translation>R-23: Ciudad o Monumento Alienígena en la preparación</translation>
    </message>
    <message>
        <source>A player dealt the Alien City or the Alien Monument at setup has 1 VP before the first turn, because the score is always a snapshot of the present.</source>
        <translation>Un jugador que recibe la Ciudad Alienígena o el Monumento Alienígena en la preparación tiene 1 PV antes del primer turno, porque la puntuación es siempre una instantánea del presente.</translation>
    </message>
    <message>
        <source>R-24: Buying the Relic Ship</source>
        <translation>R-24: Comprar la Nave Reliquia</translation>
    </message>
    <message>
        <source>You may buy the Relic Ship at any moment of your turn if you control Burroughs Desert, the Isolation Field is not on it, and the Relic Ship stands on Burroughs Desert.</source>
        <translation>Puedes comprar la Nave Reliquia en cualquier momento de tu turno si controlas el Desierto Burroughs, el Campo de Aislamiento no está en él y la Nave Reliquia está en el Desierto Burroughs.</translation>
    </message>
    <message>
        <source>If you lose control of Burroughs Desert, the Relic Ship returns there at once.</source>
        <translation>Si pierdes el control del Desierto Burroughs, la Nave Reliquia vuelve allí en el acto.</translation>
    </message>
    <message>
        <source>R-25: Alien Artifact totals and cycles</source>
        <translation>R-25: Totales y renovaciones del Artefacto Alienígena</translation>
    </message>
    <message>
        <source>Each ship you dock at the Alien Artifact gives you one cycle, which you may use or not.</source>
        <translation>Cada nave que atracas en el Artefacto Alienígena te da una renovación, que puedes usar o no.</translation>
    </message>
    <message>
        <source>A claim needs your own ships docked there this turn, since your last claim, to add up to 8 or more. Other players' ships and your ships from earlier turns do not count.</source>
        <translation>Para reclamar hace falta que tus propias naves atracadas allí este turno, desde tu última carta reclamada, sumen 8 o más. Las naves de otros jugadores y tus naves de turnos anteriores no cuentan.</translation>
    </message>
    <message>
        <source>A claim sets the total back to 0 and cancels the cycles you have not used. At the end of your turn both are cleared. If the draw pile runs out, the discards are shuffled into a new draw pile.</source>
        <translation>Reclamar pone el total a 0 y anula las renovaciones que no hayas usado. Al final de tu turno se borran ambos. Si el mazo de robo se agota, los descartes se barajan para formar un nuevo mazo de robo.</translation>
    </message>
    <message>
        <source>R-26: Discarding down to 8</source>
        <translation>R-26: Descartar hasta quedarse con 8</translation>
    </message>
    <message>
        <source>You discard down to 8 resource tokens only at the end of your own turn, choosing which tokens to return.</source>
        <translation>Solo descartas hasta quedarte con 8 fichas de recursos al final de tu propio turno, eligiendo qué fichas devuelves.</translation>
    </message>
    <message>
        <source>Players who are raided never discard because of it.</source>
        <translation>Los jugadores saqueados nunca descartan a causa del saqueo.</translation>
    </message>
    <message>
        <source>R-27: Breaking a tie</source>
        <translation>R-27: Deshacer un empate</translation>
    </message>
    <message>
        <source>Equal VP: the player with the most alien tech cards is ahead (the Alien City and the Alien Monument count as cards). Then the most ore, then the most fuel. Players still equal share the place.</source>
        <translation>PV iguales: va por delante el jugador con más cartas de tecnología alienígena (la Ciudad Alienígena y el Monumento Alienígena cuentan como cartas). Después, quien tenga más mineral, y después, más combustible. Los jugadores que sigan igualados comparten el puesto.</translation>
    </message>
    <message>
        <source>R-28: Building two ships in one turn</source>
        <translation>R-28: Construir dos naves en un turno</translation>
    </message>
    <message>
        <source>Two ships built in one turn are priced in order: for example the 5th ship first, then the 6th.</source>
        <translation>Dos naves construidas en un turno se pagan en orden: por ejemplo, primero la 5.ª nave y después la 6.ª.</translation>
    </message>
    <message>
        <source>A ship lost at the Terraforming Station this turn stays on the station until your next turn. It is not in the stock yet, so it cannot be built again this turn.</source>
        <translation>Una nave perdida en la Estación de Terraformación este turno se queda en la estación hasta tu siguiente turno. Todavía no está en el almacén, así que no se puede volver a construir este turno.</translation>
    </message>
    <message>
        <source>Rulesets</source>
        <translation>Reglamentos</translation>
    </message>
    <message>
        <source>The app knows three versions of the base game's rules. You pick one when you start a game, and it stays for the whole game. The default is the 2013 rulebook.</source>
        <translation>La app conoce tres versiones de las reglas del juego base. Eliges una al empezar una partida y se mantiene durante toda la partida. Por defecto se usa el reglamento de 2013.</translation>
    </message>
    <message>
        <source>&lt;b&gt;2013&lt;/b&gt; follows the 2013 rulebook. &lt;b&gt;First edition&lt;/b&gt; follows the older, first-print wording. &lt;b&gt;Edition X&lt;/b&gt; follows the base game of Edition X; its expansions are not supported yet.</source>
        <translation>&lt;b&gt;2013&lt;/b&gt; sigue el reglamento de 2013. &lt;b&gt;Primera edición&lt;/b&gt; sigue la redacción más antigua, la de la primera impresión. &lt;b&gt;Edition X&lt;/b&gt; sigue el juego base de Edition X; sus expansiones aún no están disponibles.</translation>
    </message>
    <message>
        <source>Everything not listed in the entries for each ruleset is the same in all three.</source>
        <translation>Todo lo que no aparece en las entradas de cada reglamento es igual en los tres.</translation>
    </message>
    <message>
        <source>2013 rules (default)</source>
        <translation>Reglas de 2013 (por defecto)</translation>
    </message>
    <message>
        <source>For 2 to 4 players. The deck has 24 cards: one Alien City, one Alien Monument and two each of the other eleven cards, Mind Control Helmet included.</source>
        <translation>De 2 a 4 jugadores. El mazo tiene 24 cartas: una Ciudad Alienígena, un Monumento Alienígena y dos de cada una de las otras once cartas, Casco de Control Mental incluido.</translation>
    </message>
    <message>
        <source>Ships on the Maintenance Bay cannot be moved or removed by alien tech (Orbital Teleporter, Mind Control Helmet, either Plasma Cannon power).</source>
        <translation>La tecnología alienígena no puede mover ni retirar las naves del Hangar de Mantenimiento (Teletransportador Orbital, Casco de Control Mental, cualquiera de los dos poderes del Cañón de Plasma).</translation>
    </message>
    <message>
        <source>Raiders' Outpost: a new run must add up to more than the ships still docked there, and you may bump your own run.</source>
        <translation>Puesto de los Saqueadores: una escalera nueva debe sumar más que las naves que siguen atracadas allí, y puedes desplazar tu propia escalera.</translation>
    </message>
    <message>
        <source>Asimov Crater: 1 extra circle once per turn, in a turn in which you dock 2 or more ships at the Hub.</source>
        <translation>Cráter Asimov: 1 círculo extra una vez por turno, en un turno en el que atracas 2 o más naves en el Centro.</translation>
    </message>
    <message>
        <source>Plasma Cannon discard: the owner must keep at least 3 ships of their colour for their next turn (a ship on the Terraforming Station counts as lost; the Relic Ship is not counted).</source>
        <translation>Descarte del Cañón de Plasma: el dueño debe conservar al menos 3 naves de su color para su siguiente turno (una nave en la Estación de Terraformación cuenta como perdida; la Nave Reliquia no se cuenta).</translation>
    </message>
    <message>
        <source>Terraforming Station: at least 3 ships of your colour must remain. The Booster Pod and the Stasis Beam cannot take a value past 6 or below 1. A card used this turn cannot be discarded this turn. A duplicate card cannot be claimed; a stolen duplicate is discarded. Ties: cards, then ore, then fuel.</source>
        <translation>Estación de Terraformación: deben quedar al menos 3 naves de tu color. El Módulo Propulsor y el Rayo de Estasis no pueden llevar un valor por encima de 6 ni por debajo de 1. Una carta usada este turno no se puede descartar este turno. No se puede reclamar una carta duplicada; un duplicado quitado en un saqueo se descarta. Empates: cartas, después mineral, después combustible.</translation>
    </message>
    <message>
        <source>First edition rules</source>
        <translation>Reglas de la primera edición</translation>
    </message>
    <message>
        <source>As the 2013 rules, with these differences.</source>
        <translation>Como las reglas de 2013, con estas diferencias.</translation>
    </message>
    <message>
        <source>The deck has 22 cards: there is no Mind Control Helmet.</source>
        <translation>El mazo tiene 22 cartas: no hay Casco de Control Mental.</translation>
    </message>
    <message>
        <source>Ships on the Maintenance Bay have no protection from alien tech: the Plasma Cannon's discard power can send one to the stock.</source>
        <translation>Las naves del Hangar de Mantenimiento no tienen protección frente a la tecnología alienígena: el poder de descarte del Cañón de Plasma puede enviar una al almacén.</translation>
    </message>
    <message>
        <source>Raiders' Outpost: a new run must be higher than the ships docked there (the app compares totals), and you cannot bump your own run.</source>
        <translation>Puesto de los Saqueadores: una escalera nueva debe ser más alta que las naves atracadas allí (la app compara totales), y no puedes desplazar tu propia escalera.</translation>
    </message>
    <message>
        <source>Asimov Crater: 1 extra circle each time you dock more than one ship at the Hub in one go, so possibly more than once in a turn.</source>
        <translation>Cráter Asimov: 1 círculo extra cada vez que atracas más de una nave en el Centro de una sola vez, así que puede ocurrir más de una vez por turno.</translation>
    </message>
    <message>
        <source>Plasma Cannon discard: the owner must have more than 3 ships of their colour in play (the Relic Ship is not counted).</source>
        <translation>Descarte del Cañón de Plasma: el dueño debe tener más de 3 naves de su color en juego (la Nave Reliquia no se cuenta).</translation>
    </message>
    <message>
        <source>Edition X rules (base game)</source>
        <translation>Reglas de Edition X (juego base)</translation>
    </message>
    <message>
        <source>Terraforming Station: at least 2 ships of your colour must remain, instead of 3.</source>
        <translation>Estación de Terraformación: deben quedar al menos 2 naves de tu color, en lugar de 3.</translation>
    </message>
    <message>
        <source>The Booster Pod on a 6 or the Stasis Beam on a 1 may be used: you pay, and the value stays as it is.</source>
        <translation>El Módulo Propulsor sobre un 6 o el Rayo de Estasis sobre un 1 se pueden usar: pagas y el valor se queda como está.</translation>
    </message>
    <message>
        <source>The Mind Control Helmet may not move a ship onto the Maintenance Bay either. A duplicate card that reaches you is discarded without its discard power; as in 2013, you cannot claim a card you hold.</source>
        <translation>El Casco de Control Mental tampoco puede mover una nave al Hangar de Mantenimiento. Una carta duplicada que te llega se descarta sin su poder de descarte; como en 2013, no puedes reclamar una carta que ya tienes.</translation>
    </message>
    <message>
        <source>The long game gives every player 8 colonies at any player count.</source>
        <translation>La partida larga da a cada jugador 8 colonias con cualquier número de jugadores.</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Expansiones</translation>
    </message>
    <message>
        <source>Basics</source>
        <translation>Conceptos básicos</translation>
    </message>
    <message>
        <source>Facilities</source>
        <translation>Instalaciones</translation>
    </message>
    <message>
        <source>Territories</source>
        <translation>Territorios</translation>
    </message>
    <message>
        <source>Alien tech</source>
        <translation>Tecnología alienígena</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Aclaraciones</translation>
    </message>
    <message>
        <source>X-3: The faction access fee</source>
        <translation>X-3: La tarifa de acceso de las facciones</translation>
    </message>
    <message>
        <source>X-4: Faction boards are orbital facilities</source>
        <translation>X-4: Los tableros de facción son instalaciones orbitales</translation>
    </message>
    <message>
        <source>Each faction board has one docking port for one ship of any value. It counts as an orbital facility for every rule and card: the Plasma Cannon, the Orbital Teleporter and the Mind Control Helmet reach it, and a ship that could dock there must not go to the Maintenance Bay.</source>
        <translation>Cada tablero de facción tiene un puerto de atraque para una nave de cualquier valor. Cuenta como instalación orbital para todas las reglas y cartas: el Cañón de Plasma, el Teletransportador Orbital y el Casco de Control Mental lo alcanzan, y una nave que pudiera atracar allí no debe ir al Hangar de Mantenimiento.</translation>
    </message>
    <message>
        <source>X-6: Owner abilities</source>
        <translation>X-6: Habilidades de propietario</translation>
    </message>
    <message>
        <source>A faction's owner ability belongs to the owner alone and is used on the owner's own turn. Abilities marked once per turn can be used once each turn; the others always apply.</source>
        <translation>La habilidad de propietario de una facción pertenece solo a su propietario y se usa en el turno de este. Las habilidades de una vez por turno se pueden usar una vez cada turno; las demás se aplican siempre.</translation>
    </message>
    <message>
        <source>X-7: The faction draft</source>
        <translation>X-7: La selección de facciones</translation>
    </message>
    <message>
        <source>Before the deal, one more faction board than there are players is drawn. The last player keeps one and passes the rest to the player before them, and so on up to player one, who chooses between the last two boards; the board left over goes back to the box. Prophets of the Artifact needs the agendas, which the app does not play yet, so it is never drawn.</source>
        <translation>Antes del reparto se roba un tablero de facción más que el número de jugadores. El último jugador se queda uno y pasa el resto al jugador sentado antes que él, y así hasta el jugador uno, que elige entre los dos últimos tableros; el que sobra vuelve a la caja. Prophets of the Artifact necesita las agendas, que la aplicación aún no juega, así que nunca se roba.</translation>
    </message>
    <message>
        <source>X-14: Homesteaders Union</source>
        <translation>X-14: Homesteaders Union</translation>
    </message>
    <message>
        <source>Docking at Homesteaders Union advances your Colonist Hub colony one circle, or starts one on circle 1. It is not a Hub ship, and it is refused while your colony waits on the launch circle. The owner launches from circle 6 instead of 7.</source>
        <translation>Atracar en Homesteaders Union avanza tu colonia del Centro de Colonos un círculo, o coloca una en el círculo 1. No es una nave del Centro de Colonos, y se rechaza mientras tu colonia espera en el círculo de lanzamiento. El propietario lanza colonias desde el círculo 6 en lugar del 7.</translation>
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
        <translation>Solo se puede atracar con una nave propia en la Estación de Terraformación este turno: esa nave se vuelve a tirar. Con 4 a 6 va al Hangar de Mantenimiento en lugar del almacén y allí se pierde el siguiente turno de su propietario, también si la alcanza un Cañón de Plasma. Los demás jugadores pagan el precio de la Estación de Terraformación al propietario.</translation>
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
        <translation>Tras atracar en Scavenger Fleet, puedes atracar este turno una pareja de valores distintos en el Astillero y construir como siempre; al atracar hace falta una pareja de puertos libre en el Astillero. Las naves que construye el propietario, y la Nave Reliquia cuando la compra, se tiran enseguida y se usan este turno.</translation>
    </message>
    <message>
        <source>X-20: Smugglers' Alliance</source>
        <translation>X-20: Smugglers' Alliance</translation>
    </message>
    <message>
        <source>A ship docks at the Smugglers' Alliance only together with a run docked at the Raiders' Outpost in the same move. The raid may then take an alien tech card and up to 4 resources, from any opponents; the card is taken first, so a Holographic Decoy taken no longer protects its former holder. The owner can bump a run at the Outpost with any run.</source>
        <translation>Una nave solo atraca en la Smugglers' Alliance junto con una escalera atracada en el Puesto de los Saqueadores en la misma acción. El saqueo puede entonces llevarse una carta de tecnología alienígena y hasta 4 recursos, de cualquier rival; la carta se toma primero, así que un Señuelo Holográfico tomado ya no protege a quien lo tenía. El propietario puede desalojar una escalera del Puesto con cualquier escalera.</translation>
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
        <translation>X-24: Xeno Explorations y el REV</translation>
    </message>
    <message>
        <source>X-44: Deflector Shield</source>
        <translation>X-44: Escudo Deflector</translation>
    </message>
    <message>
        <source>While a player holds the Deflector Shield, anyone else whose alien tech card moves, changes or removes that player's ships pays %1 more for each such ship, on top of the card's own cost. Pohl Foothills does not reduce this extra fuel, and faction abilities do not pay it.</source>
        <translation>Mientras un jugador tenga el Escudo Deflector, cualquier otro cuya carta de tecnología alienígena mueva, cambie o retire naves de ese jugador paga %1 más por cada una de esas naves, además del coste de la carta. Las Colinas Pohl no reducen este recargo, y las habilidades de facción no lo pagan.</translation>
    </message>
    <message>
        <source>X-46: Returning ships to the stock</source>
        <translation>X-46: Devolver naves a la reserva</translation>
    </message>
    <message>
        <source>Cards that return ships to the stock take only unplaced ships of your own colour, never the Relic Ship or a borrowed ship. The Nano-Recycler may not leave you with fewer ships of your colour than the Terraforming Station allows under the chosen rules. The Shipbreaker Drone needs 5 or 6 ships of your colour in play and pays each ship's Shipyard price, without the Herbert Valley discount.</source>
        <translation>Las cartas que devuelven naves a la reserva solo toman naves sin colocar de tu propio color, nunca la Nave Reliquia ni una nave prestada. El Nanorreciclador no puede dejarte con menos naves de tu color de las que permite la Estación de Terraformación según las reglas elegidas. El Dron Desguazador necesita 5 o 6 naves de tu color en juego y paga por cada nave su precio en el Astillero, sin el descuento del Valle Herbert.</translation>
    </message>
    <message>
        <source>X-51: Oscillation Capacitor and Tele-Operator</source>
        <translation>X-51: Condensador de Oscilación y Teleoperador</translation>
    </message>
    <message>
        <source>The Oscillation Capacitor uses once more a card you already used this turn, if that card's power has a fuel cost: you pay that cost again. Its discard makes another player discard one alien tech card, without that card's discard power. The Tele-Operator uses the power of a card on the Alien Artifact display as if it were yours, and you pay both costs; the card stays on display.</source>
        <translation>El Condensador de Oscilación usa una vez más una carta que ya usaste este turno, si su poder cuesta combustible: pagas ese coste de nuevo. Su descarte obliga a otro jugador a descartar una carta de tecnología alienígena, sin el poder de descarte de esa carta. El Teleoperador usa el poder de una carta expuesta en el Artefacto Alienígena como si fuera tuya, y pagas ambos costes; la carta sigue expuesta.</translation>
    </message>
    <message>
        <source>Once all your ships are placed, the Chrono-Spike's discard takes back one or two of your docked ships (not from the Terraforming Station or the Maintenance Bay). They are rolled again and must dock at facilities other than the ones they left; what they already gained is kept.</source>
        <translation>Cuando todas tus naves están colocadas, el descarte del Cronopico retira una o dos de tus naves atracadas (no de la Estación de Terraformación ni del Hangar de Mantenimiento). Se vuelven a tirar y deben atracar en instalaciones distintas de las que dejaron; lo que ya obtuvieron se conserva.</translation>
    </message>
    <message>
        <source>X-8: The Brethren Ship</source>
        <translation>X-8: La Nave de los Brethren</translation>
    </message>
    <message>
        <source>The Brethren of the Stars' die has raider and blank faces and no value: it counts 0 in every sum and is not one of its owner's ships for any count. It starts on the Maintenance Bay; its owner gathers it with the fleet and rolls it with the fleet. A blank face sends it to the Maintenance Bay until the owner's next turn, and so does a raider face not used by the end of the turn. Whatever would send it to the stock sends it to the Maintenance Bay.</source>
        <translation>El dado de los Brethren of the Stars tiene caras de saqueador y caras en blanco, y ningún valor: cuenta 0 en toda suma y no cuenta como nave de su dueño en ningún recuento. Empieza en el Hangar de Mantenimiento; su dueño lo reúne con la flota y lo tira con la flota. Una cara en blanco lo envía al Hangar de Mantenimiento hasta el siguiente turno del dueño, igual que una cara de saqueador no usada al final del turno. Lo que lo enviaría al almacén lo envía al Hangar de Mantenimiento.</translation>
    </message>
    <message>
        <source>X-9: The Brethren hijack</source>
        <translation>X-9: El secuestro de los Brethren</translation>
    </message>
    <message>
        <source>Once per turn, while the Brethren Ship shows its raider face and is not placed, its owner may hijack any docked ship except one on the Terraforming Station, the Maintenance Bay and the owner's own ships included. The Brethren Ship takes that ship's place; the ship is rolled and used as one of the owner's unplaced ships this turn, but never at the Terraforming Station. Its real owner gathers it at the start of their next turn.</source>
        <translation>Una vez por turno, mientras la Nave de los Brethren muestra su cara de saqueador y no está colocada, su dueño puede secuestrar cualquier nave atracada salvo una de la Estación de Terraformación, incluidas las del Hangar de Mantenimiento y las propias. La Nave de los Brethren ocupa su lugar; la nave se tira y se usa este turno como una nave sin colocar del dueño, pero nunca en la Estación de Terraformación. Su verdadero dueño la reúne al comienzo de su siguiente turno.</translation>
    </message>
    <message>
        <source>X-10: Docking at Brethren of the Stars</source>
        <translation>X-10: Atracar en Brethren of the Stars</translation>
    </message>
    <message>
        <source>With 5 or 6 players the tracks are shared and the ports belong to nobody: see X-58.</source>
        <translation>Con 5 o 6 jugadores las pistas se comparten y los puertos no son de nadie: consulta X-58.</translation>
    </message>
    <message>
        <source>X-57: Seats 5 and 6</source>
        <translation>X-57: Los puestos 5 y 6</translation>
    </message>
    <message>
        <source>X-58: The Colonist Hub with 5 or 6 players</source>
        <translation>X-58: El Centro de Colonos con 5 o 6 jugadores</translation>
    </message>
    <message>
        <source>With 5 or 6 players the Hub's 12 ports are shared: a ship may use any free port, but each player has at most 3 ships there and 1 colony on it. All 12 ports taken: nobody else docks there.</source>
        <translation>Con 5 o 6 jugadores, los 12 puertos del Centro se comparten: una nave puede usar cualquier puerto libre, pero cada jugador tiene allí como máximo 3 naves y 1 colonia. Con los 12 puertos ocupados, nadie más atraca allí.</translation>
    </message>
    <message>
        <source>Colonies do not own a track. The ships you dock in one go move your colony together, and only the circle where it stops must be free: if another colony stands there, yours takes the same circle on another track. If that circle is taken on all 4 tracks, dock a different number of ships. A new colony starts on the circle of the number of ships docked (plus Asimov Crater's bonus).</source>
        <translation>Las colonias no tienen pista propia. Las naves que atracas de una vez mueven tu colonia juntas, y solo el círculo donde se detiene debe estar libre: si otra colonia está allí, la tuya toma el mismo círculo en otra pista. Si ese círculo está ocupado en las 4 pistas, atraca otro número de naves. Una colonia nueva empieza en el círculo del número de naves atracadas (más la bonificación del Cráter Asimov).</translation>
    </message>
    <message>
        <source>When every track's launch circle is taken, the advance that would reach it launches your colony at once: pay 1 fuel and 1 ore and land it on the territory you choose with the docking.</source>
        <translation>Cuando el círculo de lanzamiento de cada pista está ocupado, el avance que lo alcanzaría lanza tu colonia en el acto: paga 1 de combustible y 1 de mineral y desembárcala en el territorio que eliges al atracar.</translation>
    </message>
    <message>
        <source>X-52: Colonies moved to adjacent territories</source>
        <translation>X-52: Colonias trasladadas a territorios adyacentes</translation>
    </message>
    <message>
        <source>The Ion Fluctuator and the Seismic Detonator move colonies only to territories that border the one they leave; Burroughs Desert borders all the others. When a discard sends several colonies away, every one of them must go, and each may go to a different neighbour. No colony may leave or enter a territory under the Repulsor Field.</source>
        <translation>El Fluctuador Iónico y el Detonador Sísmico solo trasladan colonias a territorios que limitan con el que abandonan; el Desierto Burroughs limita con todos los demás. Cuando un descarte envía fuera varias colonias, todas deben irse, y cada una puede ir a un vecino distinto. Ninguna colonia puede salir de un territorio bajo el Campo Repulsor ni entrar en él.</translation>
    </message>
    <message>
        <source>X-48: Magnetic Lockdown</source>
        <translation>X-48: Bloqueo Magnético</translation>
    </message>
    <message>
        <source>The fuel paid for the Magnetic Lockdown sits on the card and is no longer yours. Until your next turn begins, no effect may move your colonies or take them off a territory, not even your own cards. When that turn begins the fuel goes back to the supply. If someone takes the card meanwhile, your colonies stay protected, and the card cannot be used again while the fuel is on it.</source>
        <translation>El combustible pagado por el Bloqueo Magnético queda sobre la carta y ya no es tuyo. Hasta que empiece tu próximo turno, ningún efecto puede mover tus colonias ni quitarlas de un territorio, ni siquiera tus propias cartas. Cuando empieza ese turno, el combustible vuelve a la reserva. Si alguien se lleva la carta mientras tanto, tus colonias siguen protegidas, y la carta no puede volver a usarse mientras tenga el combustible encima.</translation>
    </message>
    <message>
        <source>Factions</source>
        <translation>Facciones</translation>
    </message>
    <message>
        <source>One ship of any value docks here. Other players pay the owner an access fee of %1 to dock (X-3); the owner docks at their own board without it.</source>
        <translation>Aquí atraca una nave de cualquier valor. Los demás jugadores pagan al propietario una tarifa de acceso de %1 por atracar (X-3); el propietario atraca en su propio tablero sin pagarla.</translation>
    </message>
    <message>
        <source>With the Factions module every player owns a faction board. It is an extra orbital facility with one docking port that anyone may use (X-4), and it gives its owner an ability of their own (X-6).</source>
        <translation>Con el módulo de facciones, cada jugador tiene un tablero de facción. Es una instalación orbital más, con un puerto de atraque que cualquiera puede usar (X-4), y da a su propietario una habilidad propia (X-6).</translation>
    </message>
    <message>
        <source>Before the alien tech cards are dealt, one board more than there are players is drawn. The last player picks first and passes the rest to the player before them, and so on to player one; the board nobody picks goes back to the box (X-7).</source>
        <translation>Antes de repartir las cartas de tecnología alienígena se roba un tablero más que jugadores hay. El último jugador elige primero y pasa el resto al jugador sentado antes que él, y así hasta el jugador uno; el tablero que nadie elige vuelve a la caja (X-7).</translation>
    </message>
    <message>
        <source>Docking at another player's board costs an access fee of %1, paid to that player (X-3). A value marked as our reading is a number missing from the sources we have: the app plays it as we read it (X-2).</source>
        <translation>Atracar en el tablero de otro jugador cuesta una tarifa de acceso de %1, que se paga a ese jugador (X-3). Un valor marcado como nuestra lectura es un número que falta en nuestras fuentes: la app lo juega tal como lo leemos (X-2).</translation>
    </message>
    <message>
        <source>Brethren of the Stars</source>
        <translation>Brethren of the Stars</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; the Brethren Ship moves from the facility where it is docked to a free Lunar Mine port, and you gain %2. Not possible while the Brethren Ship is on the Maintenance Bay or the Lunar Mine, nor when the Lunar Mine is full (X-10).</source>
        <translation>&lt;b&gt;Atraque:&lt;/b&gt; la Nave de los Brethren pasa de la instalación donde está atracada a un puerto libre de la Mina Lunar, y ganas %2. No es posible mientras la Nave de los Brethren esté en el Hangar de Mantenimiento o en la Mina Lunar, ni cuando la Mina Lunar está llena (X-10).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; the owner rolls the Brethren Ship, a die without numbers, with the fleet. Raider faces: %3 of its 6; the others are blank. While it shows the raider and is not placed, the owner may once per turn hijack a docked ship, not one on the Terraforming Station, and use it this turn (X-8, X-9).</source>
        <translation>&lt;b&gt;Propietario:&lt;/b&gt; el propietario tira la Nave de los Brethren, un dado sin números, con la flota. Caras de saqueador: %3 de 6; las demás están en blanco. Mientras muestre el saqueador y no esté colocada, el propietario puede una vez por turno secuestrar una nave atracada, no una de la Estación de Terraformación, y usarla este turno (X-8, X-9).</translation>
    </message>
    <message>
        <source>The Brethren Ship starts on the Maintenance Bay; its owner gathers it with the fleet.</source>
        <translation>La Nave de los Brethren empieza en el Hangar de Mantenimiento; su propietario la recoge con la flota.</translation>
    </message>
    <message>
        <source>Corex Conglomerated</source>
        <translation>Corex Conglomerated</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to the supply and gain %3 for each territory you control now.</source>
        <translation>&lt;b&gt;Atraque:&lt;/b&gt; paga %2 a la reserva y gana %3 por cada territorio que controles en ese momento.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; at the start of each of the owner's turns, before the roll, the owner gains %4 and %5 more for each territory they control (X-11).</source>
        <translation>&lt;b&gt;Propietario:&lt;/b&gt; al comienzo de cada uno de sus turnos, antes de la tirada, el propietario gana %4 y %5 más por cada territorio que controle (X-11).</translation>
    </message>
    <message>
        <source>Dark Space Explorers</source>
        <translation>Dark Space Explorers</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to the supply and take the top card of the alien tech deck; a card you already hold is discarded without its power (X-12).</source>
        <translation>&lt;b&gt;Atraque:&lt;/b&gt; paga %2 a la reserva y toma la carta superior del mazo de tecnología alienígena; una carta que ya tienes se descarta sin su poder (X-12).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; the owner may use %3 discard powers in a turn instead of one (X-13).</source>
        <translation>&lt;b&gt;Propietario:&lt;/b&gt; el propietario puede usar %3 poderes de descarte por turno en lugar de uno (X-13).</translation>
    </message>
    <message>
        <source>Homesteaders Union</source>
        <translation>Homesteaders Union</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; your colony on the Colonist Hub advances one circle, or a new one starts on circle 1, without taking a Hub port (X-14).</source>
        <translation>&lt;b&gt;Atraque:&lt;/b&gt; tu colonia del Centro de Colonos avanza un círculo, o empieza una nueva en el círculo 1, sin ocupar un puerto del Centro (X-14).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; the owner launches colonies from circle %2 of the Colonist Hub instead of circle 7.</source>
        <translation>&lt;b&gt;Propietario:&lt;/b&gt; el propietario lanza colonias desde el círculo %2 del Centro de Colonos en lugar del círculo 7.</translation>
    </message>
    <message>
        <source>Mercury's Angels</source>
        <translation>Mercury's Angels</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; change one of your unplaced ships to a value that none of your other unplaced ships shows (X-15).</source>
        <translation>&lt;b&gt;Atraque:&lt;/b&gt; cambia una de tus naves sin colocar a un valor que no muestre ninguna otra de tus naves sin colocar (X-15).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; right after the roll, before anything else: if the fleet shows all different values, the owner gains %2 or %3.</source>
        <translation>&lt;b&gt;Propietario:&lt;/b&gt; justo después de la tirada, antes de cualquier otra cosa: si la flota muestra todos los valores distintos, el propietario gana %2 o %3.</translation>
    </message>
    <message>
        <source>New Gaia Engineers</source>
        <translation>New Gaia Engineers</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; only while your ship placed this turn is on the Terraforming Station. That ship is rolled again: on 4 to 6 it goes to the Maintenance Bay instead of the stock and sits out your next turn there (X-16).</source>
        <translation>&lt;b&gt;Atraque:&lt;/b&gt; solo mientras tu nave colocada este turno esté en la Estación de Terraformación. Esa nave se vuelve a tirar: con 4 a 6 va al Hangar de Mantenimiento en lugar del almacén y allí se pierde tu siguiente turno (X-16).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; when another player pays for the Terraforming Station, the %2 go to the owner instead of the supply, on that player's turn.</source>
        <translation>&lt;b&gt;Propietario:&lt;/b&gt; cuando otro jugador paga la Estación de Terraformación, los %2 van al propietario en lugar de a la reserva, en el turno de ese jugador.</translation>
    </message>
    <message>
        <source>Prophets of the Artifact</source>
        <translation>Prophets of the Artifact</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; draw as many agenda cards as the docked ship's value, keep one and discard the rest.</source>
        <translation>&lt;b&gt;Atraque:&lt;/b&gt; roba tantas cartas de agenda como el valor de la nave atracada, quédate una y descarta las demás.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, the owner discards a face-down agenda card for a small gain.</source>
        <translation>&lt;b&gt;Propietario:&lt;/b&gt; una vez por turno, el propietario descarta una carta de agenda boca abajo a cambio de una pequeña ganancia.</translation>
    </message>
    <message>
        <source>Proxima Centauri Scholars</source>
        <translation>Proxima Centauri Scholars</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to the supply and move a field generator that is on the planet to another territory (X-18).</source>
        <translation>&lt;b&gt;Atraque:&lt;/b&gt; paga %2 a la reserva y mueve un generador de campo que esté en el planeta a otro territorio (X-18).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, pay %3 to put a field generator from beside the board on a territory, or to take one off the planet; never to move one.</source>
        <translation>&lt;b&gt;Propietario:&lt;/b&gt; una vez por turno, pagar %3 para poner en un territorio un generador de campo que esté junto al tablero, o para quitar uno del planeta; nunca para moverlo.</translation>
    </message>
    <message>
        <source>Scavenger Fleet</source>
        <translation>Scavenger Fleet</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; this turn you may dock two ships of different values as a pair at the Shipyard and build as usual; a free Shipyard pair is needed when you dock (X-19).</source>
        <translation>&lt;b&gt;Atraque:&lt;/b&gt; este turno puedes atracar dos naves de valores distintos como pareja en el Astillero y construir como siempre; al atracar hace falta una pareja de puertos libre en el Astillero (X-19).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; a ship the owner builds, and the Relic Ship when the owner buys it, is rolled at once and used the same turn.</source>
        <translation>&lt;b&gt;Propietario:&lt;/b&gt; una nave que el propietario construye, y la Nave Reliquia cuando la compra, se tira enseguida y se usa en el mismo turno.</translation>
    </message>
    <message>
        <source>Smugglers' Alliance</source>
        <translation>Smugglers' Alliance</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; only in the same move as a legal run at the Raiders' Outpost. That raid may take one alien tech card and up to 4 resources, from any opponents (X-20).</source>
        <translation>&lt;b&gt;Atraque:&lt;/b&gt; solo en el mismo movimiento que una escalera legal en el Puesto de los Saqueadores. Ese saqueo puede quitar una carta de tecnología alienígena y hasta 4 recursos, a cualesquiera rivales (X-20).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; the owner may bump a run at the Raiders' Outpost with any run, whatever its total.</source>
        <translation>&lt;b&gt;Propietario:&lt;/b&gt; el propietario puede desplazar una escalera del Puesto de los Saqueadores con cualquier escalera, sume lo que sume.</translation>
    </message>
    <message>
        <source>Sunrise Commune</source>
        <translation>Sunrise Commune</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to the supply and move any player's colony to a territory with no colony on it (X-21).</source>
        <translation>&lt;b&gt;Atraque:&lt;/b&gt; paga %2 a la reserva y mueve la colonia de cualquier jugador a un territorio sin colonias (X-21).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; landing a colony on a territory with no colony at all costs the owner %3 less.</source>
        <translation>&lt;b&gt;Propietario:&lt;/b&gt; colocar una colonia en un territorio sin ninguna colonia le cuesta al propietario %3 menos.</translation>
    </message>
    <message>
        <source>Terran Exchange</source>
        <translation>Terran Exchange</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; your first Orbital Market trade of the turn, made while your ship is docked here, gives %2 more (X-22).</source>
        <translation>&lt;b&gt;Atraque:&lt;/b&gt; tu primer intercambio del turno en el Mercado Orbital, hecho mientras tu nave está atracada aquí, da %2 más (X-22).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, either give an opponent one of your alien tech cards and take up to %3 from them, or give an opponent %4 and take one of their alien tech cards.</source>
        <translation>&lt;b&gt;Propietario:&lt;/b&gt; una vez por turno, o bien dar a un rival una de tus cartas de tecnología alienígena y quitarle hasta %3, o bien darle %4 y quitarle una de sus cartas de tecnología alienígena.</translation>
    </message>
    <message>
        <source>Uranian Syndicate</source>
        <translation>Uranian Syndicate</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to move one of your colonies, or %3 to move an opponent's colony, to any other territory (X-23).</source>
        <translation>&lt;b&gt;Atraque:&lt;/b&gt; paga %2 para mover una de tus colonias, o %3 para mover una colonia rival, a cualquier otro territorio (X-23).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, the owner may use the bonus of one contested territory, with two or more colonies and nobody in control, until the end of the turn.</source>
        <translation>&lt;b&gt;Propietario:&lt;/b&gt; una vez por turno, el propietario puede usar hasta el final del turno la bonificación de un territorio disputado, con dos o más colonias y sin nadie que lo controle.</translation>
    </message>
    <message>
        <source>Xeno Explorations, Inc.</source>
        <translation>Xeno Explorations, Inc.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; move the REV to a territory bordering the one it is on, and use that territory's bonus for the rest of the turn while the REV stays there (X-24).</source>
        <translation>&lt;b&gt;Atraque:&lt;/b&gt; mueve el REV a un territorio vecino del que ocupa y usa la bonificación de ese territorio durante el resto del turno, mientras el REV siga allí (X-24).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, pay %2 for the same move and bonus.</source>
        <translation>&lt;b&gt;Propietario:&lt;/b&gt; una vez por turno, pagar %2 por el mismo movimiento y la misma bonificación.</translation>
    </message>
    <message>
        <source>The REV, the Remote Exploration Unit, starts on Burroughs Desert.</source>
        <translation>El REV, la unidad de exploración remota, empieza en el Desierto Burroughs.</translation>
    </message>
    <message>
        <source>%1 (our reading)</source>
        <extracomment>A number of the rules the app had to infer (ruling X-2), e.g. "1 fuel (our reading)"</extracomment>
        <translation>%1 (nuestra lectura)</translation>
    </message>
    <message>
        <source>X-2: Our reading of missing numbers</source>
        <translation>X-2: Nuestra lectura de los números que faltan</translation>
    </message>
    <message>
        <source>Some numbers of the expansions are missing from the sources we have: a symbol was lost, or only how many survived, not of what. The app plays its best reading of each and marks it "our reading" wherever this reference shows it.</source>
        <translation>Algunos números de las expansiones faltan en nuestras fuentes: se perdió un símbolo, o solo quedó cuántos eran, no de qué. La app juega nuestra mejor lectura de cada uno y la marca como «nuestra lectura» allí donde esta referencia la muestra.</translation>
    </message>
    <message>
        <source>All these numbers sit in one table of the app, so a better source changes that table and nothing else.</source>
        <translation>Todos estos números están en una sola tabla de la app: una fuente mejor cambia esa tabla y nada más.</translation>
    </message>
    <message>
        <source>Docking at another player's faction board costs an access fee of %1, paid to the board's owner together with any other cost of that board; if you cannot pay both, you cannot dock there. The owner docks at their own board without the fee.</source>
        <translation>Atracar en el tablero de facción de otro jugador cuesta una tarifa de acceso de %1, pagada al propietario del tablero junto con los demás costes de ese tablero; si no puedes pagar ambas cosas, no puedes atracar allí. El propietario atraca en su propio tablero sin tarifa.</translation>
    </message>
    <message>
        <source>X-5: Ships moved onto a faction board</source>
        <translation>X-5: Naves movidas a un tablero de facción</translation>
    </message>
    <message>
        <source>A ship that an alien tech card moves onto a faction board, with the Orbital Teleporter or the Mind Control Helmet, uses the board's docking ability. The player whose turn it is pays the access fee, unless they own the board, and any other cost of the board.</source>
        <translation>Una nave que una carta de tecnología alienígena mueve a un tablero de facción, con el Teletransportador Orbital o el Casco de Control Mental, usa la habilidad de atraque del tablero. El jugador del turno paga la tarifa de acceso, salvo que el tablero sea suyo, y cualquier otro coste del tablero.</translation>
    </message>
    <message>
        <source>Docking moves the Brethren Ship to a free Lunar Mine port and gives you %1. It is possible only while the Brethren Ship is docked at a facility other than the Maintenance Bay and the Lunar Mine, and while the Lunar Mine has a free port.</source>
        <translation>Atracar lleva la Nave de los Brethren a un puerto libre de la Mina Lunar y te da %1. Solo es posible mientras la Nave de los Brethren está atracada en una instalación que no sea el Hangar de Mantenimiento ni la Mina Lunar, y mientras la Mina Lunar tiene un puerto libre.</translation>
    </message>
    <message>
        <source>Games for 5 or 6 players use the Edition X rules and its purple and white pieces. Each player has 6 colonies (8 in the long game). Seat 5 starts with %1, seat 6 with %2: the sources we have break off before seat 6's ore. Every docking port of the board is open.</source>
        <translation>Las partidas de 5 o 6 jugadores usan las reglas de Edition X y sus piezas moradas y blancas. Cada jugador tiene 6 colonias (8 en la partida larga). El puesto 5 empieza con %1, el puesto 6 con %2: nuestras fuentes se cortan justo antes del mineral del puesto 6. Todos los puertos de atraque del tablero están abiertos.</translation>
    </message>
    <message>
        <source>X-11: Corex income</source>
        <translation>X-11: Ingresos de Corex</translation>
    </message>
    <message>
        <source>Corex Conglomerated's income comes at the start of its owner's turn, after the ship on the Terraforming Station comes back and before the roll; it counts the territories controlled at that moment. Docking there without any territory is allowed and gains nothing.</source>
        <translation>Los ingresos de Corex Conglomerated llegan al comienzo del turno de su propietario, después de que vuelva la nave de la Estación de Terraformación y antes de la tirada; cuentan los territorios controlados en ese momento. Atracar allí sin ningún territorio está permitido y no da nada.</translation>
    </message>
    <message>
        <source>X-12: Dark Space Explorers</source>
        <translation>X-12: Dark Space Explorers</translation>
    </message>
    <message>
        <source>Docking costs %1. When the alien tech deck is empty, the discards are shuffled first. The card drawn may be used at once, and a card worth victory points counts at once.</source>
        <translation>Atracar cuesta %1. Cuando el mazo de tecnología alienígena está vacío, primero se barajan los descartes. La carta robada se puede usar enseguida, y una carta que vale puntos de victoria cuenta enseguida.</translation>
    </message>
    <message>
        <source>X-13: How many discard powers</source>
        <translation>X-13: Cuántos poderes de descarte</translation>
    </message>
    <message>
        <source>Each player may use one discard power per turn; the owner of Dark Space Explorers may use two. The Resource Cache's own discard does not count (R-6).</source>
        <translation>Cada jugador puede usar un poder de descarte por turno; el propietario de Dark Space Explorers puede usar dos. El descarte propio del Alijo de Recursos no cuenta (R-6).</translation>
    </message>
    <message>
        <source>Docking changes one of your unplaced ships to a value no other unplaced ship of yours shows. The owner gains %1 or %2 when the fleet roll shows all different values, right after the roll and before anything else.</source>
        <translation>Atracar cambia una de tus naves sin colocar a un valor que no muestre ninguna otra de tus naves sin colocar. El propietario gana %1 o %2 cuando la tirada de la flota muestra todos los valores distintos, justo después de la tirada y antes de cualquier otra cosa.</translation>
    </message>
    <message>
        <source>Docking costs %1 and moves a field generator already on the planet to another territory. Once per turn the owner may pay %2 to place a field generator from beside the board, or to take one off the planet, but never to move one.</source>
        <translation>Atracar cuesta %1 y mueve un generador de campo que ya está en el planeta a otro territorio. Una vez por turno, el propietario puede pagar %2 para colocar un generador de campo que esté junto al tablero, o para quitar uno del planeta, pero nunca para moverlo.</translation>
    </message>
    <message>
        <source>Docking costs %1 and moves any one colony to a territory with no colony on it; the Repulsor Field blocks both ends. The owner pays %2 less to land a colony on a territory with no colony at all.</source>
        <translation>Atracar cuesta %1 y mueve cualquier colonia a un territorio sin colonias; el Campo Repulsor bloquea el origen y el destino. El propietario paga %2 menos por colocar una colonia en un territorio sin ninguna colonia.</translation>
    </message>
    <message>
        <source>Docking adds %1 to your first Orbital Market trade of the turn, if it is made while your ship is docked there. Once per turn the owner may give an opponent one of their alien tech cards and take up to %2 from them, or give an opponent %3 and take one of their alien tech cards; the Holographic Decoy does not prevent it.</source>
        <translation>Atracar añade %1 a tu primer intercambio en el Mercado Orbital del turno, si lo haces mientras tu nave sigue atracada allí. Una vez por turno, el propietario puede dar a un rival una de sus cartas de tecnología alienígena y quitarle hasta %2, o darle %3 y quitarle una de sus cartas; el Señuelo Holográfico no lo impide.</translation>
    </message>
    <message>
        <source>Docking moves one of your colonies for %1, or an opponent's colony for %2, to any other territory; the Repulsor Field blocks both ends. Once per turn the owner may use the bonus of a contested territory, one with two or more colonies and no controller, until the end of the turn; not Burroughs Desert and not a territory under the Isolation Field.</source>
        <translation>Atracar mueve una de tus colonias por %1, o una colonia rival por %2, a cualquier otro territorio; el Campo Repulsor bloquea el origen y el destino. Una vez por turno, el propietario puede usar hasta el final del turno la bonificación de un territorio disputado, con dos o más colonias y sin nadie que lo controle; ni el Desierto Burroughs ni un territorio bajo el Campo de Aislamiento.</translation>
    </message>
    <message>
        <source>Docking moves the REV to a bordering territory, and you use that territory's bonus as if you controlled it for the rest of the turn, while the REV stays there. The Repulsor Field keeps the REV from entering or leaving; under the Isolation Field and on Burroughs Desert there is no bonus. Once per turn the owner may pay %1 for the same move.</source>
        <translation>Atracar mueve el REV a un territorio vecino, y usas la bonificación de ese territorio como si lo controlaras durante el resto del turno, mientras el REV siga allí. El Campo Repulsor impide que el REV entre o salga; bajo el Campo de Aislamiento y en el Desierto Burroughs no hay bonificación. Una vez por turno, el propietario puede pagar %1 por el mismo movimiento.</translation>
    </message>
    <message>
        <source>The app uses the 24 base cards. Edition X also seats 5 or 6 players, with purple and white pieces and a shared Colonist Hub (X-57, X-58). Its extra cards are not supported yet.</source>
        <translation>La app usa las 24 cartas base. Edition X admite también 5 o 6 jugadores, con piezas moradas y blancas y un Centro de Colonos compartido (X-57, X-58). Sus cartas extra aún no están disponibles.</translation>
    </message>
    <message>
        <source>Agendas</source>
        <translation>Agendas</translation>
    </message>
    <message>
        <source>Only in the deck with the extra alien tech module, and only while the alien tech cards it names are in the deck (X-33).</source>
        <translation>Solo está en el mazo con el módulo de tecnología alienígena adicional, y solo mientras las cartas de tecnología que nombra estén en el mazo (X-33).</translation>
    </message>
    <message>
        <source>Only in the deck with the Factions module (X-33).</source>
        <translation>Solo está en el mazo con el módulo de facciones (X-33).</translation>
    </message>
    <message>
        <source>Only in the deck when a player drafted Xeno Explorations, Inc. (X-33).</source>
        <translation>Solo está en el mazo si un jugador eligió Xeno Explorations, Inc. (X-33).</translation>
    </message>
    <message>
        <source>Only in the deck when a player drafted Brethren of the Stars (X-33).</source>
        <translation>Solo está en el mazo si un jugador eligió Brethren of the Stars (X-33).</translation>
    </message>
    <message>
        <source>Needs the Outer Belt, which the app does not support: this card never enters the app's deck (X-33).</source>
        <translation>Necesita el Cinturón exterior, que la app no admite: esta carta nunca entra en el mazo de la app (X-33).</translation>
    </message>
    <message>
        <source>With the Agendas module every player keeps secret goals on agenda cards. Each card has two sides: an in-game goal and an end-game goal. A card revealed for either side scores 1 VP, never 2; once revealed it keeps its point to the end and can never be lost, taken or discarded.</source>
        <translation>Con el módulo de agendas cada jugador persigue metas secretas escritas en cartas de agenda. Cada carta tiene dos caras: una meta durante la partida y una meta de final de partida. Una carta revelada por cualquiera de sus caras da 1 PV, nunca 2; una vez revelada conserva su punto hasta el final y no se puede perder, quitar ni descartar.</translation>
    </message>
    <message>
        <source>After the faction draft each player gets 2 agenda cards face down; the others form a deck beside the Orbital Market. You may hold 3 agenda cards at most, revealed ones included, or 4 while you hold the Multiverse Window. Over the limit, you discard face-down cards of your choice at once (X-27).</source>
        <translation>Tras elegir las facciones, cada jugador recibe 2 cartas de agenda boca abajo; las demás forman un mazo junto al Mercado Orbital. Puedes tener como máximo 3 cartas de agenda, contando las reveladas, o 4 mientras tengas la Ventana Multiverso. Por encima del límite descartas enseguida cartas boca abajo a tu elección (X-27).</translation>
    </message>
    <message>
        <source>A pair of equal ships at the Orbital Market may draw 2 agenda cards instead of trading. You then keep or discard any of your face-down cards. Prophets of the Artifact and the Oracle Engine also draw them.</source>
        <translation>Una pareja de naves iguales en el Mercado Orbital puede robar 2 cartas de agenda en lugar de comerciar. Después conservas tus cartas boca abajo o descartas las que quieras. Prophets of the Artifact y el Motor Oráculo también hacen robar agendas.</translation>
    </message>
    <message>
        <source>Reveal a card's in-game side at the moment its goal is met, on anyone's turn (X-25, X-26). When the game ends, every player reveals the cards whose end-game side holds (X-28). A tie is broken first by the number of revealed agenda cards (X-29).</source>
        <translation>Revela la cara de partida de una carta en el momento en que se cumple su meta, en el turno de cualquiera (X-25, X-26). Al final de la partida cada jugador revela las cartas cuya cara de final se cumple (X-28). Un empate se resuelve primero por el número de cartas de agenda reveladas (X-29).</translation>
    </message>
    <message>
        <source>Agenda cards are not alien tech: nobody can raid or trade them, and they do not count as alien tech cards in a tie. A card that needs a module, a faction board or an alien tech card leaves the deck at setup when that is missing (X-33).</source>
        <translation>Las cartas de agenda no son tecnología alienígena: nadie puede saquearlas ni intercambiarlas, y no cuentan como cartas de tecnología en un empate. Una carta que necesita un módulo, un tablero de facción o una carta de tecnología sale del mazo en la preparación si falta (X-33).</translation>
    </message>
    <message>
        <source>Two ways to play: with paper cards at the table, the app does not know your cards, and you name a card when you reveal it; the app then checks its goal. In a digital game the app deals the cards, and each player looks at their own in private.</source>
        <translation>Dos formas de jugar: con cartas de papel en la mesa, la app no conoce vuestras cartas, y nombras una carta al revelarla; la app comprueba entonces su meta. En una partida digital la app reparte las cartas y cada jugador mira las suyas en privado.</translation>
    </message>
    <message>
        <source>Agenda 1: Five in a row</source>
        <translation>Agenda 1: Cinco seguidos</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your roll shows 5 consecutive values, as rolled, before any alien tech (X-30).</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; tu tirada muestra 5 valores consecutivos, tal como salieron, antes de cualquier tecnología alienígena (X-30).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Pohl Foothills.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; controlas las Colinas Pohl.</translation>
    </message>
    <message>
        <source>Agenda 2: Three colonies in a turn</source>
        <translation>Agenda 2: Tres colonias en un turno</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you land 3 colonies on territories in one turn.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; colocas 3 colonias en territorios en un solo turno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Herbert Valley.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; controlas el Valle Herbert.</translation>
    </message>
    <message>
        <source>Agenda 3: Four of a kind</source>
        <translation>Agenda 3: Póquer</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your roll shows 4 or more ships of one value, as rolled, before any alien tech (X-30).</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; tu tirada muestra 4 o más naves del mismo valor, tal como salieron, antes de cualquier tecnología alienígena (X-30).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Van Vogt Mountains.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; controlas las Montañas Van Vogt.</translation>
    </message>
    <message>
        <source>Agenda 4: Six ore in a turn</source>
        <translation>Agenda 4: Seis de mineral en un turno</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your gains of ore in one turn add up to 6 or more, from any source; spending does not count against them (X-26).</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; tus ganancias de mineral de un turno suman 6 o más, de cualquier origen; lo que gastas no las reduce (X-26).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control a territory that holds exactly 1 colony.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; controlas un territorio con exactamente 1 colonia.</translation>
    </message>
    <message>
        <source>Agenda 5: Four cards of your own</source>
        <translation>Agenda 5: Cuatro cartas solo tuyas</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you hold 4 alien tech cards whose names no other player holds.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; tienes 4 cartas de tecnología alienígena cuyos nombres no tiene ningún otro jugador.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Asimov Crater.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; controlas el Cráter Asimov.</translation>
    </message>
    <message>
        <source>Agenda 6: Landing in isolation</source>
        <translation>Agenda 6: Aterrizar en aislamiento</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you land a colony on the territory of the Isolation Field.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; colocas una colonia en el territorio del Campo de Aislamiento.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Bradbury Plateau.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; controlas la Meseta Bradbury.</translation>
    </message>
    <message>
        <source>Agenda 7: Bump your own raid</source>
        <translation>Agenda 7: Desplazar tu propio saqueo</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; the run you dock at the Raiders' Outpost bumps a run of your own.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; la escalera que atracas en el Puesto de los Saqueadores desplaza una escalera tuya.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control a territory where other players have 3 or more colonies together.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; controlas un territorio donde otros jugadores tienen juntos 3 o más colonias.</translation>
    </message>
    <message>
        <source>Agenda 8: Twelve fuel in a turn</source>
        <translation>Agenda 8: Doce de combustible en un turno</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your gains of fuel in one turn add up to 12 or more (X-26).</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; tus ganancias de combustible de un turno suman 12 o más (X-26).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control a territory with all 3 field generators on it.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; controlas un territorio con los 3 generadores de campo.</translation>
    </message>
    <message>
        <source>Agenda 9: A move that helps two</source>
        <translation>Agenda 9: Un movimiento que ayuda a dos</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you move colonies, and afterwards both you and at least one opponent have more VP than before the move.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; mueves colonias y, después, tú y al menos un rival tenéis más PV que antes del movimiento.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Burroughs Desert.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; controlas el Desierto Burroughs.</translation>
    </message>
    <message>
        <source>Agenda 10: Seize and use</source>
        <translation>Agenda 10: Tomar y usar</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you take control of a territory an opponent controlled, and use its bonus in the same turn.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; tomas el control de un territorio que controlaba un rival y usas su bonificación en el mismo turno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Heinlein Plains.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; controlas las Llanuras Heinlein.</translation>
    </message>
    <message>
        <source>Agenda 11: Five circles at the Hub</source>
        <translation>Agenda 11: Cinco círculos en el Centro</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your colony on the Colonist Hub advances 5 or more circles in one turn, all sources together.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; tu colonia del Centro de Colonos avanza 5 o más círculos en un turno, sumando todos los orígenes.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Lem Badlands.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; controlas los Páramos Lem.</translation>
    </message>
    <message>
        <source>Agenda 12: Two ships in a turn</source>
        <translation>Agenda 12: Dos naves en un turno</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you gain 2 ships in one turn, by building them or buying the Relic Ship.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; ganas 2 naves en un turno, construyéndolas o comprando la Nave Reliquia.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Van Vogt Mountains.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; ninguna de tus colonias está en las Montañas Van Vogt.</translation>
    </message>
    <message>
        <source>Agenda 13: Eight at the Artifact</source>
        <translation>Agenda 13: Ocho en el Artefacto</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you dock 4 ships at the Alien Artifact whose values add up to exactly 8.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; en un turno atracas en el Artefacto Alienígena 4 naves cuyos valores suman exactamente 8.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Pohl Foothills.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; ninguna de tus colonias está en las Colinas Pohl.</translation>
    </message>
    <message>
        <source>Agenda 14: Fill the Solar Converter</source>
        <translation>Agenda 14: Llenar el Convertidor Solar</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your ships take every Solar Converter port that was free when your turn began.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; tus naves ocupan todos los puertos del Convertidor Solar que estaban libres al empezar tu turno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Heinlein Plains.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; ninguna de tus colonias está en las Llanuras Heinlein.</translation>
    </message>
    <message>
        <source>Agenda 15: Into empty land</source>
        <translation>Agenda 15: Hacia tierra vacía</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you move one of your colonies to a territory that had no colony.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; mueves una de tus colonias a un territorio que no tenía ninguna colonia.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you have at least one colony, and no other player has a colony on any territory where you have one.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; tienes al menos una colonia, y ningún otro jugador tiene colonias en un territorio donde tú tienes una.</translation>
    </message>
    <message>
        <source>Agenda 16: Four agendas in a turn</source>
        <translation>Agenda 16: Cuatro agendas en un turno</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you draw 4 or more agenda cards in one turn; the cards of that very draw count (X-26).</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; robas 4 o más cartas de agenda en un turno; las cartas de ese mismo robo cuentan (X-26).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; this is your only face-down agenda card, counted before anyone reveals (X-28).</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; es tu única carta de agenda boca abajo, contada antes de que nadie revele (X-28).</translation>
    </message>
    <message>
        <source>Agenda 17: Five facilities</source>
        <translation>Agenda 17: Cinco instalaciones</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; the ships you docked this turn are at 5 or more different orbital facilities. Faction boards count; the Maintenance Bay does not.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; las naves que atracaste este turno están en 5 o más instalaciones orbitales distintas. Los tableros de facción cuentan; el Hangar de Mantenimiento no.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Burroughs Desert.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; ninguna de tus colonias está en el Desierto Burroughs.</translation>
    </message>
    <message>
        <source>Agenda 18: Fill the Lunar Mine</source>
        <translation>Agenda 18: Llenar la Mina Lunar</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; every usable port of the Lunar Mine holds a ship of yours.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; cada puerto utilizable de la Mina Lunar tiene una nave tuya.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Herbert Valley.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; ninguna de tus colonias está en el Valle Herbert.</translation>
    </message>
    <message>
        <source>Agenda 19: Launch and start again</source>
        <translation>Agenda 19: Lanzar y volver a empezar</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you launch a colony from the Colonist Hub and start a new one there.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; en un turno lanzas una colonia desde el Centro de Colonos y empiezas allí una nueva.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Asimov Crater.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; ninguna de tus colonias está en el Cráter Asimov.</translation>
    </message>
    <message>
        <source>Agenda 20: A low roll</source>
        <translation>Agenda 20: Una tirada baja</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you roll 5 or more ships and, as rolled, before any alien tech, they add up to 10 or less (X-30).</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; tiras 5 o más naves y, tal como salieron, antes de cualquier tecnología alienígena, suman 10 o menos (X-30).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Bradbury Plateau.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; ninguna de tus colonias está en la Meseta Bradbury.</translation>
    </message>
    <message>
        <source>Agenda 21: The first sixth ship</source>
        <translation>Agenda 21: La primera sexta nave</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you build your 6th ship, and nobody has built a 6th ship before you.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; construyes tu 6.ª nave, y nadie ha construido una 6.ª nave antes que tú.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; your largest group of neighbouring territories with your colonies holds the most colonies of yours, compared with every other player's largest group; a tie is enough (X-31).</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; tu mayor grupo de territorios vecinos con colonias tuyas reúne más colonias tuyas que el mayor grupo de cualquier otro jugador; basta con empatar (X-31).</translation>
    </message>
    <message>
        <source>Agenda 22: Plasma Cannon shot</source>
        <translation>Agenda 22: Disparo del Cañón de Plasma</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you discard the Plasma Cannon to send a ship back to its stock.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; descartas el Cañón de Plasma para devolver una nave al almacén de naves.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; exactly 1 of your colonies is on the territory of the Repulsor Field.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; exactamente 1 de tus colonias está en el territorio del Campo Repulsor.</translation>
    </message>
    <message>
        <source>Agenda 23: Two field generators moved</source>
        <translation>Agenda 23: Dos generadores movidos</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you move or remove 2 different field generators. One action that moves both counts; the same one moved twice does not, nor does placing one from beside the board.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; en un turno mueves o retiras 2 generadores de campo distintos. Una acción que mueve ambos cuenta; el mismo movido dos veces no, ni colocar uno desde fuera del tablero.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold no alien tech card.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; no tienes ninguna carta de tecnología alienígena.</translation>
    </message>
    <message>
        <source>Agenda 24: Foiled raid</source>
        <translation>Agenda 24: Saqueo frustrado</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; when a player raids you, reveal this card at once: the part of the raid against you fails (X-32).</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; cuando un jugador te saquea, revela esta carta enseguida: la parte del saqueo contra ti fracasa (X-32).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold a Data Crystal and a Holographic Decoy.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; tienes un Cristal de Datos y un Señuelo Holográfico.</translation>
    </message>
    <message>
        <source>Agenda 25: Everywhere, in charge nowhere</source>
        <translation>Agenda 25: En todas partes, al mando en ninguna</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you have 3 or more colonies on territories and control none of them.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; tienes 3 o más colonias en territorios y no controlas ninguno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; every territory with a colony of yours is under your control.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; todo territorio con una colonia tuya está bajo tu control.</translation>
    </message>
    <message>
        <source>Agenda 26: Raiding a card you hold</source>
        <translation>Agenda 26: Saquear una carta que ya tienes</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you raid an alien tech card of a name you already hold; it is discarded.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; saqueas una carta de tecnología alienígena de un nombre que ya tienes; se descarta.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; 3 ships of yours are docked at the Raiders' Outpost.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; 3 naves tuyas están atracadas en el Puesto de los Saqueadores.</translation>
    </message>
    <message>
        <source>Agenda 27: Raided twice</source>
        <translation>Agenda 27: Saqueado dos veces</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you are raided in two turns in a row, that is, in two players' turns one after the other.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; te saquean en dos turnos seguidos, es decir, en los turnos de dos jugadores uno tras otro.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you have 4 or more colonies on one territory.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; tienes 4 o más colonias en un mismo territorio.</translation>
    </message>
    <message>
        <source>Agenda 28: A fleet of seven</source>
        <translation>Agenda 28: Una flota de siete</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you gather 7 ships at the start of your turn: ships of your colour and the Relic Ship, never the Brethren Ship or a borrowed ship (X-39).</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; reúnes 7 naves al empezar tu turno: naves de tu color y la Nave Reliquia, nunca la Nave de los Brethren ni una nave prestada (X-39).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Resource Cache and the Oscillation Capacitor.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; tienes el Alijo de Recursos y el Condensador de Oscilación.</translation>
    </message>
    <message>
        <source>Agenda 29: Last to first</source>
        <translation>Agenda 29: De último a primero</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; within one of your turns you go from lowest score alone to highest score alone.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; en uno de tus turnos pasas de ser el único último en puntos a ser el único primero.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Booster Pod and the Experimental FTL Drive.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; tienes el Módulo Propulsor y el Motor FTL Experimental.</translation>
    </message>
    <message>
        <source>Agenda 30: Something from everyone</source>
        <translation>Agenda 30: Algo de cada uno</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you take resources or cards from every opponent.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; en un turno tomas recursos o cartas de cada rival.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Polarity Device and the Multiverse Window.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; tienes el Dispositivo de Polaridad y la Ventana Multiverso.</translation>
    </message>
    <message>
        <source>Agenda 31: Two cards in a turn</source>
        <translation>Agenda 31: Dos cartas en un turno</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you gain 2 or more alien tech cards in one turn; a duplicate that is discarded does not count.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; ganas 2 o más cartas de tecnología alienígena en un turno; un duplicado descartado no cuenta.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Stasis Beam and the Solar Harvester.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; tienes el Rayo de Estasis y el Cosechador Solar.</translation>
    </message>
    <message>
        <source>Agenda 32: Two territories seized</source>
        <translation>Agenda 32: Dos territorios tomados</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you take control of 2 territories that other players controlled.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; en un turno tomas el control de 2 territorios que controlaban otros jugadores.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Plasma Cannon and the Electrofabricator.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; tienes el Cañón de Plasma y el Electrofabricador.</translation>
    </message>
    <message>
        <source>Agenda 33: The Repulsor Field brought in</source>
        <translation>Agenda 33: El Campo Repulsor traído</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you put the Repulsor Field on the planet from beside the board, other than with Proxima Centauri Scholars.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; pones el Campo Repulsor en el planeta desde fuera del tablero, no mediante Proxima Centauri Scholars.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Lem Badlands.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; ninguna de tus colonias está en los Páramos Lem.</translation>
    </message>
    <message>
        <source>Agenda 34: The REV isolated</source>
        <translation>Agenda 34: El REV aislado</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you move the REV into the territory of the Isolation Field.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; mueves el REV al territorio del Campo de Aislamiento.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; the REV is on a territory you control.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; el REV está en un territorio que controlas.</translation>
    </message>
    <message>
        <source>Agenda 35: Repulsor on the REV</source>
        <translation>Agenda 35: Repulsor sobre el REV</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you place or move the Repulsor Field onto the territory where the REV is.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; colocas o mueves el Campo Repulsor al territorio donde está el REV.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; the REV and the Relic Ship are both on Burroughs Desert.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; el REV y la Nave Reliquia están ambos en el Desierto Burroughs.</translation>
    </message>
    <message>
        <source>Agenda 36: Control by Ion Fluctuator</source>
        <translation>Agenda 36: Control con el Fluctuador Iónico</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you take control of a territory by using the Ion Fluctuator.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; tomas el control de un territorio usando el Fluctuador Iónico.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control at least one territory that holds exactly 1 colony.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; controlas al menos un territorio con exactamente 1 colonia.</translation>
    </message>
    <message>
        <source>Agenda 37: Hijack at the Artifact</source>
        <translation>Agenda 37: Secuestro en el Artefacto</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; with the Brethren Ship you hijack a ship docked at the Alien Artifact.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; con la Nave de los Brethren secuestras una nave atracada en el Artefacto Alienígena.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; the Brethren Ship is docked at an orbital facility or a faction board.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; la Nave de los Brethren está atracada en una instalación orbital o en un tablero de facción.</translation>
    </message>
    <message>
        <source>Agenda 38: Breaking your own ship</source>
        <translation>Agenda 38: Desguazar tu propia nave</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you send one of your own ships away with the Shipbreaker Drone.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; envías lejos una de tus propias naves con el Dron Desguazador.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Shipbreaker Drone and exactly 4 ships of your colour.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; tienes el Dron Desguazador y exactamente 4 naves de tu color.</translation>
    </message>
    <message>
        <source>Agenda 39: The Oracle taken</source>
        <translation>Agenda 39: El Oráculo robado</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; another player takes your Oracle Engine.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; otro jugador te quita el Motor Oráculo.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Oracle Engine.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; tienes el Motor Oráculo.</translation>
    </message>
    <message>
        <source>Agenda 40: The Relic terraforms</source>
        <translation>Agenda 40: La Reliquia terraforma</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you dock the Relic Ship at the Terraforming Station.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; atracas la Nave Reliquia en la Estación de Terraformación.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; the Relic Ship is in your fleet and you hold the Magnetic Lockdown.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; la Nave Reliquia está en tu flota y tienes el Bloqueo Magnético.</translation>
    </message>
    <message>
        <source>Agenda 41: A run at the Lunar Mine</source>
        <translation>Agenda 41: Una escalera en la Mina Lunar</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; the Lunar Mine holds 5 ships of 5 consecutive values, at least one of them yours.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; la Mina Lunar tiene 5 naves de 5 valores consecutivos, al menos una de ellas tuya.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Nano-Recycler and control Van Vogt Mountains.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; tienes el Nanorreciclador y controlas las Montañas Van Vogt.</translation>
    </message>
    <message>
        <source>Agenda 42: Built by the Shipfitter</source>
        <translation>Agenda 42: Construida por el Dron Equipador</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you build a ship with the paid power of the Shipfitter Drone.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; construyes una nave con el poder de pago del Dron Equipador.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; no field generator is on any territory.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; no hay ningún generador de campo en ningún territorio.</translation>
    </message>
    <message>
        <source>Agenda 43: Two asteroids in a turn</source>
        <translation>Agenda 43: Dos asteroides en un turno</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you claim 2 asteroid cards in one turn.</source>
        <translation>&lt;b&gt;Durante la partida:&lt;/b&gt; reclamas 2 cartas de asteroide en un turno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Blish Expanse.</source>
        <translation>&lt;b&gt;Final de partida:&lt;/b&gt; controlas la Extensión Blish.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; none.</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; ninguno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; none.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; ninguno.</translation>
    </message>
    <message>
        <source>This card deals with agenda cards: without the Agendas module it stays in the box (X-33).</source>
        <translation>Esta carta trata de cartas de agenda: sin el módulo de agendas se queda en la caja (X-33).</translation>
    </message>
    <message>
        <source>Extra alien tech cards</source>
        <translation>Cartas de tecnología alienígena adicionales</translation>
    </message>
    <message>
        <source>With the extra alien tech module, 35 more cards, one of each, are shuffled into the alien tech deck before any card is dealt. The rules of the base cards hold for them too: one card of a name per player, each card once per turn, one discard power per turn, never the paid and the discard power of one card in the same turn, and ship values always from 1 to 6 (X-36).</source>
        <translation>Con el módulo de tecnología alienígena adicional, 35 cartas más, una de cada, se barajan en el mazo de tecnología antes de repartir ninguna carta. Las reglas de las cartas básicas valen también para ellas: una carta de cada nombre por jugador, cada carta una vez por turno, un poder de descarte por turno, nunca el poder de pago y el de descarte de una misma carta en el mismo turno, y los valores de las naves siempre de 1 a 6 (X-36).</translation>
    </message>
    <message>
        <source>Costs are fuel paid to the supply. Pohl Foothills takes 1 fuel off each use of a card's fuel cost (X-37), and field generators win over card powers (X-38). A number marked as our reading is missing from the sources we have: the app uses it as we read it (X-2).</source>
        <translation>Los costes son combustible pagado a la reserva. Las Colinas Pohl quitan 1 de combustible a cada uso del coste en combustible de una carta (X-37), y los generadores de campo prevalecen sobre los poderes de las cartas (X-38). Un valor marcado como nuestra lectura falta en nuestras fuentes: la app lo usa tal como lo leemos (X-2).</translation>
    </message>
    <message>
        <source>The catalogue counts 36 cards, but no source we have describes the 36th: the app leaves it out rather than guess (X-34).</source>
        <translation>El catálogo cuenta 36 cartas, pero ninguna de nuestras fuentes describe la 36.ª: la app la deja fuera en lugar de adivinar (X-34).</translation>
    </message>
    <message>
        <source>The module is in preparation: the app still refuses it when a game is set up, until it plays every card.</source>
        <translation>El módulo está en preparación: la app todavía lo rechaza al preparar una partida, hasta que juegue todas las cartas.</translation>
    </message>
    <message>
        <source>Alien Sarcophagus</source>
        <translation>Sarcófago Alienígena</translation>
    </message>
    <message>
        <source>Worth %1 VP more while you also hold the Alien City or the Alien Monument; never more than that.</source>
        <translation>Vale %1 PV más mientras tengas también la Ciudad Alienígena o el Monumento Alienígena; nunca más que eso.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; at the start of your turn, take the Relic Ship, roll it with your fleet and use it as yours this turn (X-53, X-55).</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; al empezar tu turno, toma la Nave Reliquia, tírala con tu flota y úsala como tuya este turno (X-53, X-55).</translation>
    </message>
    <message>
        <source>Astrogation Servo</source>
        <translation>Servo de Astrogación</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to take a ship of any player from the Maintenance Bay, roll it and use it as yours this turn, never at the Terraforming Station; its owner gathers it at their next turn (X-39).</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; paga %1 para tomar una nave de cualquier jugador del Hangar de Mantenimiento, tirarla y usarla como tuya este turno, nunca en la Estación de Terraformación; su dueño la recoge en su siguiente turno (X-39).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every ship at one orbital facility goes to the Maintenance Bay; a ship on the Terraforming Station goes to its stock instead.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; todas las naves de una instalación orbital van al Hangar de Mantenimiento; una nave en la Estación de Terraformación va en cambio al almacén de naves.</translation>
    </message>
    <message>
        <source>Auto Pilot A.I.</source>
        <translation>Piloto Automático I.A.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; at no cost, put one of your unplaced ships on the card for good. From then on, at the start of every player's turn, yours included, you gain %1 or %2 (X-40).</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; sin coste, pon para siempre una de tus naves sin colocar en la carta. Desde entonces, al empezar el turno de cada jugador, el tuyo incluido, ganas %1 o %2 (X-40).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; the ship on the card goes to the Maintenance Bay. So does it when the card is raided.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; la nave de la carta va al Hangar de Mantenimiento. Lo mismo si saquean la carta.</translation>
    </message>
    <message>
        <source>Bio-Integration Circuit</source>
        <translation>Circuito de Biointegración</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; at the start of your turn, your ship on the Terraforming Station goes to the Maintenance Bay instead of the stock, and you gather it on your next turn (X-53).</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; al empezar tu turno, tu nave en la Estación de Terraformación va al Hangar de Mantenimiento en lugar del almacén, y la recoges en tu siguiente turno (X-53).</translation>
    </message>
    <message>
        <source>Chameleon Cloak</source>
        <translation>Capa Camaleónica</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to replace opponents' ships at one facility with your unplaced ships of the same values; you pay the facility's price and take its benefit, and their ships go to the Maintenance Bay. Never at the Terraforming Station (X-42).</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; paga %1 para sustituir naves rivales de una instalación por naves tuyas sin colocar de los mismos valores; pagas el precio de la instalación y recibes su beneficio, y sus naves van al Hangar de Mantenimiento. Nunca en la Estación de Terraformación (X-42).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; the colonies of two territories change places; the Repulsor Field on either one blocks it (X-38).</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; las colonias de dos territorios intercambian sus lugares; el Campo Repulsor en cualquiera de los dos lo impide (X-38).</translation>
    </message>
    <message>
        <source>Chrono-Spike</source>
        <translation>Cronopico</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; free: roll one of your unplaced ships again. Having no fuel cost, it cannot be repeated with the Oscillation Capacitor.</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; gratis: vuelve a tirar una de tus naves sin colocar. Al no tener coste en combustible, no se puede repetir con el Condensador de Oscilación.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; once all your ships are placed, take back 1 or 2 of your docked ships (not from the Terraforming Station or the Maintenance Bay), roll them and dock them at other facilities (X-53).</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; cuando todas tus naves estén colocadas, recupera 1 o 2 de tus naves atracadas (no de la Estación de Terraformación ni del Hangar de Mantenimiento), tíralas y atrácalas en otras instalaciones (X-53).</translation>
    </message>
    <message>
        <source>Deflector Shield</source>
        <translation>Escudo Deflector</translation>
    </message>
    <message>
        <source>&lt;b&gt;Always on:&lt;/b&gt; another player whose card moves, changes, uses or removes your ships pays %1 more for each of them; Pohl Foothills does not reduce it (X-44).</source>
        <translation>&lt;b&gt;Siempre activo:&lt;/b&gt; otro jugador cuya carta mueva, cambie, use o retire tus naves paga %1 más por cada una; las Colinas Pohl no lo reducen (X-44).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put the Repulsor or the Positron Field on a territory where you have a colony, or move it there.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; pon el Campo Repulsor o el de Positrones en un territorio donde tengas una colonia, o muévelo allí.</translation>
    </message>
    <message>
        <source>Electrofabricator</source>
        <translation>Electrofabricador</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to gain %2.</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; paga %1 para ganar %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; gain %3.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; gana %3.</translation>
    </message>
    <message>
        <source>Experimental FTL Drive</source>
        <translation>Motor FTL Experimental</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to set one of your unplaced ships to any value from 1 to 6, then put 1 fuel from the supply on the card. At the end of the turn in which token number %2 arrives, the tokens go back and the card is discarded (X-47).</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; paga %1 para poner una de tus naves sin colocar en el valor que quieras de 1 a 6, y luego pon en la carta 1 de combustible de la reserva. Al final del turno en que llega la ficha número %2, las fichas vuelven y la carta se descarta (X-47).</translation>
    </message>
    <message>
        <source>Field Amplifier</source>
        <translation>Amplificador de Campo</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to stretch a field generator on a territory you control across the border to a neighbouring territory: it acts on both (X-38).</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; paga %1 para extender un generador de campo de un territorio que controlas más allá de la frontera hacia un territorio vecino: actúa en ambos (X-38).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every field generator on the planet moves to one territory where you have a colony.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; todos los generadores de campo del planeta se mueven a un territorio donde tengas una colonia.</translation>
    </message>
    <message>
        <source>Field Propagator</source>
        <translation>Propagador de Campo</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 and roll a die: 1 to 3 the Repulsor Field, 4 or 5 the Positron Field, 6 the Isolation Field. Put that generator on a territory where you have a colony, or move it there (X-56).</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; paga %1 y tira un dado: de 1 a 3 el Campo Repulsor, 4 o 5 el Campo de Positrones, 6 el Campo de Aislamiento. Pon ese generador en un territorio donde tengas una colonia, o muévelo allí (X-56).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; move one field generator of your choice to another territory.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; mueve un generador de campo a tu elección a otro territorio.</translation>
    </message>
    <message>
        <source>Fleet Interlink</source>
        <translation>Enlace de Flota</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to add 1 to each of your unplaced ships; a 6 becomes a 1 (X-35).</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; paga %1 para sumar 1 a cada una de tus naves sin colocar; un 6 pasa a ser un 1 (X-35).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put a field generator that is off the planet on a territory where you have a colony.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; pon un generador de campo que esté fuera del planeta en un territorio donde tengas una colonia.</translation>
    </message>
    <message>
        <source>Gravitron Shunt</source>
        <translation>Derivador Gravitrón</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to take any colony off its territory onto this card, one at a time. On their turn, its owner may pay %2 to land it on any territory (X-41).</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; paga %1 para quitar cualquier colonia de su territorio y ponerla en esta carta, de una en una. En su turno, su dueño puede pagar %2 para colocarla en cualquier territorio (X-41).</translation>
    </message>
    <message>
        <source>Infiltration A.I.</source>
        <translation>I.A. de Infiltración</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; when you gather your fleet, pay %1 to gather an opponent's ship from the board as well and use it as yours this turn; never from or to the Terraforming Station, never from the Maintenance Bay (X-39).</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; al recoger tu flota, paga %1 para recoger también una nave rival del tablero y usarla como tuya este turno; nunca desde ni hacia la Estación de Terraformación, nunca desde el Hangar de Mantenimiento (X-39).</translation>
    </message>
    <message>
        <source>Infinity Mirror</source>
        <translation>Espejo Infinito</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; instead of rolling your fleet, pay %1, roll one ship and set all your other ships to its value (X-45).</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; en lugar de tirar tu flota, paga %1, tira una nave y pon todas tus otras naves en su valor (X-45).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every ship docked on the board now shows 1; benefits already taken stay.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; todas las naves atracadas en el tablero muestran ahora 1; los beneficios ya obtenidos se mantienen.</translation>
    </message>
    <message>
        <source>Ion Fluctuator</source>
        <translation>Fluctuador Iónico</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to move an opponent's colony from a territory where you have a colony to a neighbouring territory (X-52).</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; paga %1 para mover una colonia rival de un territorio donde tengas una colonia a un territorio vecino (X-52).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every opponent's colony leaves a territory where you have a colony, each to a neighbouring territory its owner picks.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; todas las colonias rivales salen de un territorio donde tengas una colonia, cada una a un territorio vecino que elige su dueño.</translation>
    </message>
    <message>
        <source>Lunar Tunneler</source>
        <translation>Tuneladora Lunar</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; when you dock at the Lunar Mine, pay %1 to gain %2 more; once per turn, not per ship.</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; al atracar en la Mina Lunar, paga %1 para ganar %2 más; una vez por turno, no por nave.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every ship at the Lunar Mine goes to the Maintenance Bay.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; todas las naves de la Mina Lunar van al Hangar de Mantenimiento.</translation>
    </message>
    <message>
        <source>Magnetic Lockdown</source>
        <translation>Bloqueo Magnético</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; put %1 on the card: until your next turn nobody can move or remove your landed colonies, you included; then the fuel goes to the supply (X-48).</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; pon %1 en la carta: hasta tu siguiente turno nadie puede mover ni retirar tus colonias colocadas, ni siquiera tú; después el combustible vuelve a la reserva (X-48).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; move up to 2 of your landed colonies to one territory.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; mueve hasta 2 de tus colonias colocadas a un mismo territorio.</translation>
    </message>
    <message>
        <source>Multiverse Window</source>
        <translation>Ventana Multiverso</translation>
    </message>
    <message>
        <source>&lt;b&gt;Always on:&lt;/b&gt; you may hold 4 agenda cards instead of 3.</source>
        <translation>&lt;b&gt;Siempre activo:&lt;/b&gt; puedes tener 4 cartas de agenda en lugar de 3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; reveal one of your face-down agenda cards and score its in-game point without meeting its goal (X-50).</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; revela una de tus cartas de agenda boca abajo y gana su punto de partida sin cumplir su meta (X-50).</translation>
    </message>
    <message>
        <source>Nano-Recycler</source>
        <translation>Nanorreciclador</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to gain %2, and %3 more while you have the Pohl Foothills bonus.</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; paga %1 para ganar %2, y %3 más mientras tengas la bonificación de las Colinas Pohl.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; return one of your unplaced ships to your stock and gain %4; you keep at least as many ships as the Terraforming Station requires (X-46).</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; devuelve una de tus naves sin colocar al almacén de naves y gana %4; conservas al menos tantas naves como exige la Estación de Terraformación (X-46).</translation>
    </message>
    <message>
        <source>Null-Time Vault</source>
        <translation>Bóveda Fuera del Tiempo</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; move up to %1 fuel and ore of yours onto the card each turn, with %2 on it at most. They are not yours to spend, not counted in your limit and cannot be raided as resources (X-49).</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; cada turno, pasa a la carta hasta %1 de tu combustible y mineral, con %2 como máximo en ella. No puedes gastarlos, no cuentan en tu límite y no se pueden saquear como recursos (X-49).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take everything on the card into your supply.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; pasa todo lo que hay en la carta a tu reserva.</translation>
    </message>
    <message>
        <source>Oracle Engine</source>
        <translation>Motor Oráculo</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; before you roll, pay %1 to draw an agenda card face up onto this card. If you meet its in-game goal this turn, it scores 2 VP and you keep it, and the Oracle Engine is discarded; if not, the agenda card is discarded (X-50).</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; antes de tirar, paga %1 para robar una carta de agenda boca arriba sobre esta carta. Si cumples su meta de partida este turno, da 2 PV y la conservas, y el Motor Oráculo se descarta; si no, la carta de agenda se descarta (X-50).</translation>
    </message>
    <message>
        <source>Oscillation Capacitor</source>
        <translation>Condensador de Oscilación</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; once per turn, use a card with a fuel cost a second time by paying that cost again (X-51).</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; una vez por turno, usa por segunda vez una carta con coste en combustible pagando ese coste otra vez (X-51).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; another player's alien tech card of your choice is discarded, without its discard power.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; una carta de tecnología alienígena de otro jugador, a tu elección, se descarta, sin su poder de descarte.</translation>
    </message>
    <message>
        <source>Peta-Bit Processor</source>
        <translation>Procesador Petabit</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to use one more discard power this turn, of a card not used this turn (X-13).</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; paga %1 para usar un poder de descarte más este turno, de una carta no usada este turno (X-13).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; the 3 Alien Artifact cards on display leave the game.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; las 3 cartas del Artefacto Alienígena a la vista salen del juego.</translation>
    </message>
    <message>
        <source>Probability Focus</source>
        <translation>Foco de Probabilidad</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; before you roll, you may put %1 on the card. When your roll, as rolled, shows %2 or more ships of one value, every fuel on the card becomes %3 in your supply; otherwise it stays there (X-30, X-49).</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; antes de tirar, puedes poner %1 en la carta. Cuando tu tirada, tal como salió, muestra %2 o más naves del mismo valor, cada combustible de la carta se convierte en %3 en tu reserva; si no, se queda allí (X-30, X-49).</translation>
    </message>
    <message>
        <source>Resonating Beacon</source>
        <translation>Baliza Resonante</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to cycle the 3 Alien Artifact cards.</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; paga %1 para renovar las 3 cartas del Artefacto Alienígena.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; cycle them up to %2 times for free, then claim one card on display.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; renuévalas hasta %2 veces gratis y luego toma una carta a la vista.</translation>
    </message>
    <message>
        <source>Retrieval Webbing</source>
        <translation>Red de Recuperación</translation>
    </message>
    <message>
        <source>&lt;b&gt;Always on:&lt;/b&gt; what other players discard above the limit of 8 comes to you (X-54).</source>
        <translation>&lt;b&gt;Siempre activo:&lt;/b&gt; lo que otros jugadores descartan por encima del límite de 8 va a ti (X-54).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take 1 resource of your choice from each player; the Holographic Decoy does not stop it.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; toma 1 recurso a tu elección de cada jugador; el Señuelo Holográfico no lo impide.</translation>
    </message>
    <message>
        <source>Scout Drone</source>
        <translation>Dron Explorador</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; move one of your landed colonies to a territory with no colony; the Repulsor Field blocks it (X-38).</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; mueve una de tus colonias colocadas a un territorio sin colonias; el Campo Repulsor lo impide (X-38).</translation>
    </message>
    <message>
        <source>Seismic Detonator</source>
        <translation>Detonador Sísmico</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every colony of one territory moves to neighbouring territories of your choice; then the card leaves the game (X-52).</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; todas las colonias de un territorio se mueven a territorios vecinos a tu elección; después la carta sale del juego (X-52).</translation>
    </message>
    <message>
        <source>Shipbreaker Drone</source>
        <translation>Dron Desguazador</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; with %1 or more ships of your colour in play, return one unplaced ship to your stock and gain what it cost at the Shipyard (X-46).</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; con %1 o más naves de tu color en juego, devuelve una nave sin colocar al almacén de naves y gana lo que costó en el Astillero (X-46).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; the same with two unplaced ships, for both prices.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; lo mismo con dos naves sin colocar, por ambos precios.</translation>
    </message>
    <message>
        <source>Shipfitter Drone</source>
        <translation>Dron Equipador</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; with a pair of ships of %1 or more at the Shipyard, pay %2 instead of the Shipyard price to build a ship.</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; con una pareja de naves de %1 o más en el Astillero, paga %2 en lugar del precio del Astillero para construir una nave.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; when you build a ship, roll it and use it at once.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; cuando construyes una nave, tírala y úsala enseguida.</translation>
    </message>
    <message>
        <source>Solar Harvester</source>
        <translation>Cosechador Solar</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; at no cost, gain %1 for each opponent's ship at the Solar Converter now (X-54).</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; sin coste, gana %1 por cada nave rival que haya ahora en el Convertidor Solar (X-54).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; all the fuel your opponents hold goes back to the supply.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; todo el combustible de tus rivales vuelve a la reserva.</translation>
    </message>
    <message>
        <source>Superconducting Grapple</source>
        <translation>Garfio Superconductor</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 per ship to dock at a facility with no free port; its usual requirements and costs apply, and the ships wait beside it until your next turn (X-43).</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; paga %1 por nave para atracar en una instalación sin puertos libres; se aplican sus requisitos y costes habituales, y las naves esperan a su lado hasta tu siguiente turno (X-43).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every ship at one facility goes to the Maintenance Bay; never the Terraforming Station.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; todas las naves de una instalación van al Hangar de Mantenimiento; nunca la Estación de Terraformación.</translation>
    </message>
    <message>
        <source>Suppression Matrix</source>
        <translation>Matriz de Supresión</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to take 1 off each of your unplaced ships; a 1 becomes a 6.</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; paga %1 para restar 1 a cada una de tus naves sin colocar; un 1 pasa a ser un 6.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take one field generator off a territory where you have a colony.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; retira un generador de campo de un territorio donde tengas una colonia.</translation>
    </message>
    <message>
        <source>Tele-Operator</source>
        <translation>Teleoperador</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to use the power of an Alien Artifact card on display as if it were yours, paying its own cost too; never a VP card, never its discard (X-51).</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; paga %1 para usar el poder de una carta del Artefacto Alienígena a la vista como si fuera tuya, pagando también su propio coste; nunca una carta de PV, nunca su descarte (X-51).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; claim one card on display.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; toma una carta a la vista.</translation>
    </message>
    <message>
        <source>X-25: When to reveal an in-game side</source>
        <translation>X-25: Cuándo revelar una cara de partida</translation>
    </message>
    <message>
        <source>You may reveal a card's in-game side at the moment its goal comes true, on any player's turn, before the next action; the app offers the reveal after each action. A moment missed is gone: it comes back only if a later event makes the goal true again.</source>
        <translation>Puedes revelar la cara de partida de una carta en el momento en que su meta se cumple, en el turno de cualquier jugador, antes de la siguiente acción; la app ofrece revelarla después de cada acción. Un momento perdido no vuelve, salvo que un suceso posterior vuelva a cumplir la meta.</translation>
    </message>
    <message>
        <source>X-26: What one turn counts</source>
        <translation>X-26: Qué cuenta un turno</translation>
    </message>
    <message>
        <source>A goal "in one turn" counts the whole current turn, even what happened before you drew the card, but you must hold the card face down when the event that meets the goal happens. Cards drawn by that very event count (agenda 16). Gains are counted before any spending.</source>
        <translation>Una meta «en un turno» cuenta todo el turno en curso, incluso lo ocurrido antes de robar la carta, pero debes tener la carta boca abajo cuando ocurre el suceso que cumple la meta. Las cartas robadas por ese mismo suceso cuentan (agenda 16). Las ganancias se cuentan antes de cualquier gasto.</translation>
    </message>
    <message>
        <source>X-27: The agenda limit</source>
        <translation>X-27: El límite de agendas</translation>
    </message>
    <message>
        <source>Over the limit you discard face-down agenda cards of your choice at once. Losing the Multiverse Window with more than 3 cards, you discard face-down ones down to 3; revealed cards always stay, even if that leaves you more than 3.</source>
        <translation>Por encima del límite descartas enseguida cartas de agenda boca abajo a tu elección. Si pierdes la Ventana Multiverso con más de 3 cartas, descartas cartas boca abajo hasta quedarte con 3; las cartas reveladas se quedan siempre, aunque así tengas más de 3.</translation>
    </message>
    <message>
        <source>X-28: Agendas at the end of the game</source>
        <translation>X-28: Agendas al final de la partida</translation>
    </message>
    <message>
        <source>After the landing that ends the game (R-11), every player reveals the face-down cards whose end-game side holds. Every side is judged on the final state before anybody reveals, so the order of the reveals does not matter.</source>
        <translation>Tras la colocación que termina la partida (R-11), cada jugador revela las cartas boca abajo cuya cara de final se cumple. Cada cara se juzga sobre el estado final antes de que nadie revele, así que el orden de las revelaciones no importa.</translation>
    </message>
    <message>
        <source>X-29: Ties with agendas</source>
        <translation>X-29: Empates con agendas</translation>
    </message>
    <message>
        <source>With the Agendas module a tie goes first to the player with more revealed agenda cards; a card scored through the Oracle Engine counts once. Then the usual order follows (R-27).</source>
        <translation>Con el módulo de agendas, un empate lo gana primero el jugador con más cartas de agenda reveladas; una carta puntuada con el Motor Oráculo cuenta una vez. Después sigue el orden habitual (R-27).</translation>
    </message>
    <message>
        <source>X-30: A natural roll</source>
        <translation>X-30: Una tirada natural</translation>
    </message>
    <message>
        <source>Agendas 1, 3 and 20 look at your ships as rolled, before any alien tech changes them: a roll shaped by the Infinity Mirror or the Chrono-Spike does not count. For the Probability Focus an Infinity Mirror roll does count, as it replaces the roll; a Chrono-Spike re-roll never does.</source>
        <translation>Las agendas 1, 3 y 20 miran tus naves tal como salieron, antes de que ninguna tecnología alienígena las cambie: una tirada moldeada por el Espejo Infinito o el Cronopico no cuenta. Para el Foco de Probabilidad sí cuenta una tirada del Espejo Infinito, porque sustituye a la tirada; una nueva tirada del Cronopico nunca.</translation>
    </message>
    <message>
        <source>X-31: A group of colonies</source>
        <translation>X-31: Un grupo de colonias</translation>
    </message>
    <message>
        <source>For agenda 21, a group is a set of territories each holding a colony of yours, linked through bordering territories. Count your colonies in your largest group and compare that number with each opponent's largest group.</source>
        <translation>Para la agenda 21, un grupo es un conjunto de territorios con una colonia tuya cada uno, unidos por territorios vecinos. Cuenta tus colonias en tu mayor grupo y compara ese número con el mayor grupo de cada rival.</translation>
    </message>
    <message>
        <source>X-32: A foiled raid</source>
        <translation>X-32: Un saqueo frustrado</translation>
    </message>
    <message>
        <source>When agenda 24 is revealed against a raid, the part of the raid aimed at you, resources or a card, is cancelled and cannot be turned on anyone else. The rest of the raid goes on, and the ships stay docked.</source>
        <translation>Cuando se revela la agenda 24 contra un saqueo, la parte del saqueo dirigida a ti, recursos o una carta, se anula y no puede desviarse a otro jugador. El resto del saqueo sigue, y las naves siguen atracadas.</translation>
    </message>
    <message>
        <source>Our reading of "cancelled": a card given back comes back as it was taken. Generators the Field Amplifier stretched over a border straddle it again, colonies the raider landed from the Gravitron Shunt go back onto the card, the Auto Pilot A.I.'s ship comes back from the Maintenance Bay onto the card, and tokens the raid sent to the supply return to the card.</source>
        <translation>Nuestra lectura de «cancelada»: una carta devuelta vuelve tal como se tomó. Los generadores que el Amplificador de Campo extendía sobre una frontera vuelven a cruzarla, las colonias que el atacante aterrizó desde el Derivador Gravitrón vuelven a la carta, la nave del Piloto Automático I.A. vuelve del Hangar de Mantenimiento a la carta, y las fichas que la incursión envió a la reserva vuelven a la carta.</translation>
    </message>
    <message>
        <source>X-33: Cards left out at setup</source>
        <translation>X-33: Cartas apartadas en la preparación</translation>
    </message>
    <message>
        <source>Without the Factions module, agendas 33, 34, 35 and 37 leave the deck; with it, 34 and 35 leave when nobody took Xeno Explorations, Inc., and 37 when nobody took Brethren of the Stars. Without the extra alien tech, agendas 28 to 32, 36 and 38 to 42 leave; without the Outer Belt, agenda 43.</source>
        <translation>Sin el módulo de facciones, las agendas 33, 34, 35 y 37 salen del mazo; con él, 34 y 35 salen si nadie tomó Xeno Explorations, Inc., y 37 si nadie tomó Brethren of the Stars. Sin la tecnología alienígena adicional salen las agendas 28 a 32, 36 y 38 a 42; sin el Cinturón exterior, la agenda 43.</translation>
    </message>
    <message>
        <source>An agenda that names an alien tech card out of the deck leaves too, and without the Agendas module the Multiverse Window and the Oracle Engine stay in the box.</source>
        <translation>Una agenda que nombra una carta de tecnología que no está en el mazo también sale, y sin el módulo de agendas la Ventana Multiverso y el Motor Oráculo se quedan en la caja.</translation>
    </message>
    <message>
        <source>X-34: The 36th card</source>
        <translation>X-34: La carta 36</translation>
    </message>
    <message>
        <source>The guide counts 36 extra cards but describes only 35. A few other names turn up in the Edition X summary, none of which can be matched with certainty, so the app plays the 35 known cards and keeps a place for the 36th without guessing what it is.</source>
        <translation>La guía cuenta 36 cartas adicionales pero solo describe 35. Algunos otros nombres aparecen en el resumen de Edition X, sin que ninguno pueda asignarse con certeza; por eso la app juega las 35 cartas conocidas y guarda un sitio para la 36.ª sin adivinar cuál es.</translation>
    </message>
    <message>
        <source>X-35: Fleet Interlink</source>
        <translation>X-35: Enlace de Flota</translation>
    </message>
    <message>
        <source>The two texts of this card disagree. The app adds 1 to each of your unplaced ships and turns a 6 into a 1: every other card that changes values acts on unplaced ships, and a 7 would mean nothing at several facilities.</source>
        <translation>Los dos textos de esta carta se contradicen. La app suma 1 a cada una de tus naves sin colocar y convierte un 6 en un 1: todas las demás cartas que cambian valores actúan sobre naves sin colocar, y un 7 no tendría sentido en varias instalaciones.</translation>
    </message>
    <message>
        <source>X-36: Ship values</source>
        <translation>X-36: Valores de las naves</translation>
    </message>
    <message>
        <source>Ship values always stay from 1 to 6. They wrap around only where a card says so (Fleet Interlink, Suppression Matrix); the Booster Pod and the Stasis Beam keep the ruleset's behaviour, and the Experimental FTL Drive sets a value from 1 to 6.</source>
        <translation>Los valores de las naves se quedan siempre entre 1 y 6. Solo dan la vuelta donde una carta lo dice (Enlace de Flota, Matriz de Supresión); el Módulo Propulsor y el Rayo de Estasis mantienen el comportamiento del reglamento, y el Motor FTL Experimental fija un valor de 1 a 6.</translation>
    </message>
    <message>
        <source>X-37: Pohl Foothills and card costs</source>
        <translation>X-37: Colinas Pohl y costes de cartas</translation>
    </message>
    <message>
        <source>The Pohl Foothills bonus takes 1 fuel off each use of a card's own fuel cost, once per use and not per ship. It applies again to a second use through the Oscillation Capacitor, and to both costs of the Tele-Operator. It does not reduce the Deflector Shield's extra fuel, what you put on the Probability Focus or the Null-Time Vault, the Gravitron Shunt's release, or ore costs.</source>
        <translation>La bonificación de las Colinas Pohl quita 1 de combustible a cada uso del coste en combustible propio de una carta, una vez por uso y no por nave. Se aplica de nuevo a un segundo uso mediante el Condensador de Oscilación, y a los dos costes del Teleoperador. No reduce el recargo del Escudo Deflector, lo que pones en el Foco de Probabilidad o en la Bóveda Fuera del Tiempo, la liberación del Derivador Gravitrón ni los costes en mineral.</translation>
    </message>
    <message>
        <source>X-38: Field generators first</source>
        <translation>X-38: Primero los generadores de campo</translation>
    </message>
    <message>
        <source>Field generators win over card powers. No card moves a colony into or out of a territory under the Repulsor Field, and the REV can neither enter nor leave it. The Isolation Field cancels bonuses but not VP. A generator stretched by the Field Amplifier is in both territories for every rule.</source>
        <translation>Los generadores de campo prevalecen sobre los poderes de las cartas. Ninguna carta mete ni saca una colonia de un territorio bajo el Campo Repulsor, y el REV no puede entrar ni salir de él. El Campo de Aislamiento anula las bonificaciones pero no los PV. Un generador extendido por el Amplificador de Campo está en ambos territorios para todas las reglas.</translation>
    </message>
    <message>
        <source>X-39: Borrowed ships</source>
        <translation>X-39: Naves prestadas</translation>
    </message>
    <message>
        <source>A ship taken with the Astrogation Servo, the Infiltration A.I., a Brethren hijack or the Alien Sarcophagus is your unplaced ship this turn: it counts in your Alien Artifact total, pairs and runs. It never goes to the Terraforming Station (except the Sarcophagus's Relic Ship), and it is not yours for fleet size or for cards that return ships. Its owner gathers it at the start of their next turn.</source>
        <translation>Una nave tomada con el Servo de Astrogación, la I.A. de Infiltración, un secuestro de los Brethren o el Sarcófago Alienígena es tu nave sin colocar este turno: cuenta en tu total del Artefacto Alienígena, en parejas y escaleras. Nunca va a la Estación de Terraformación (salvo la Nave Reliquia del Sarcófago) y no es tuya para el tamaño de la flota ni para las cartas que devuelven naves. Su dueño la recoge al empezar su siguiente turno.</translation>
    </message>
    <message>
        <source>X-40: Auto Pilot A.I.</source>
        <translation>X-40: Piloto Automático I.A.</translation>
    </message>
    <message>
        <source>Putting the ship on the card is the card's use for that turn. From then on the holder gains %1 or %2, as they choose, at the start of every player's turn, before that player rolls; this may take the holder above 8, but only the active player discards. The ship still counts as a ship of its colour. When the card leaves its holder in any way, the ship goes to the Maintenance Bay.</source>
        <translation>Poner la nave en la carta es el uso de la carta en ese turno. Desde entonces, quien la tiene gana %1 o %2, a su elección, al empezar el turno de cada jugador, antes de que ese jugador tire; esto puede llevarlo por encima de 8, pero solo descarta el jugador activo. La nave sigue contando como nave de su color. Cuando la carta deja a quien la tiene, de cualquier forma, la nave va al Hangar de Mantenimiento.</translation>
    </message>
    <message>
        <source>X-41: Gravitron Shunt</source>
        <translation>X-41: Derivador Gravitrón</translation>
    </message>
    <message>
        <source>Any colony may be taken, yours included, unless the Magnetic Lockdown or the Repulsor Field protects it. On the card the colony still scores but controls nothing. Its owner lands it again on their own turn, on any territory without the Repulsor Field. If the card is raided, the raider places the colony; if the Oscillation Capacitor discards it, the colony's owner places it at once, for free.</source>
        <translation>Se puede tomar cualquier colonia, también la tuya, salvo que la proteja el Bloqueo Magnético o el Campo Repulsor. En la carta la colonia sigue puntuando pero no controla nada. Su dueño la vuelve a colocar en su propio turno, en un territorio sin Campo Repulsor. Si saquean la carta, el saqueador coloca la colonia; si el Condensador de Oscilación la descarta, el dueño de la colonia la coloca enseguida, gratis.</translation>
    </message>
    <message>
        <source>X-42: Chameleon Cloak</source>
        <translation>X-42: Capa Camaleónica</translation>
    </message>
    <message>
        <source>You replace a group that meets the facility's requirement by itself, value for value: a pair at the Shipyard or the Orbital Market, three at the Colony Constructor, the whole run at the Raiders' Outpost, any number at a facility that takes single ships. Never at the Terraforming Station. At a faction board you pay the fee.</source>
        <translation>Sustituyes un grupo que cumple por sí solo el requisito de la instalación, valor por valor: una pareja en el Astillero o el Mercado Orbital, tres en el Constructor de Colonias, toda la escalera en el Puesto de los Saqueadores, cualquier número en una instalación de naves sueltas. Nunca en la Estación de Terraformación. En un tablero de facción pagas la tarifa.</translation>
    </message>
    <message>
        <source>X-43: Superconducting Grapple</source>
        <translation>X-43: Garfio Superconductor</translation>
    </message>
    <message>
        <source>Only at a facility whose usable ports are all taken; every other requirement of the facility still applies, the Lunar Mine's highest value included. At the Raiders' Outpost a full run may grapple without bumping, and raids. Never at the Terraforming Station, the Colonist Hub or the Maintenance Bay. Grappled ships count as docked there.</source>
        <translation>Solo en una instalación cuyos puertos utilizables estén todos ocupados; se siguen aplicando los demás requisitos de la instalación, incluido el valor más alto de la Mina Lunar. En el Puesto de los Saqueadores una escalera completa puede engancharse sin desplazar, y saquea. Nunca en la Estación de Terraformación, el Centro de Colonos ni el Hangar de Mantenimiento. Las naves enganchadas cuentan como atracadas allí.</translation>
    </message>
    <message>
        <source>X-45: Infinity Mirror</source>
        <translation>X-45: Espejo Infinito</translation>
    </message>
    <message>
        <source>The paid power replaces the roll of your fleet; the Brethren Ship is rolled as usual. The discard makes every ship docked at a facility show 1, but not those in the Maintenance Bay; later Lunar Mine and bump checks use the new values, and benefits already taken stay.</source>
        <translation>El poder de pago sustituye a la tirada de tu flota; la Nave de los Brethren se tira como siempre. El descarte hace que cada nave atracada en una instalación muestre 1, pero no las del Hangar de Mantenimiento; las comprobaciones posteriores de la Mina Lunar y de desplazamiento usan los valores nuevos, y los beneficios ya obtenidos se mantienen.</translation>
    </message>
    <message>
        <source>X-47: Experimental FTL Drive</source>
        <translation>X-47: Motor FTL Experimental</translation>
    </message>
    <message>
        <source>The token comes from the fuel supply, not from you. The discard when the last token arrives happens by itself and does not use up your discard for the turn; the card has no other discard. The tokens stay on the card if it is taken or raided.</source>
        <translation>La ficha sale de la reserva de combustible, no de ti. El descarte al llegar la última ficha ocurre solo y no gasta tu descarte del turno; la carta no tiene otro descarte. Las fichas se quedan en la carta si te la quitan o la saquean.</translation>
    </message>
    <message>
        <source>X-49: Tokens on cards</source>
        <translation>X-49: Fichas sobre cartas</translation>
    </message>
    <message>
        <source>Fuel and ore lying on a card (Null-Time Vault, Probability Focus, Experimental FTL Drive, Magnetic Lockdown) are not the player's: they cannot be spent, do not count towards 8, cannot be raided and do not count in ties. A Null-Time Vault discarded by another effect sends its tokens to the supply.</source>
        <translation>El combustible y el mineral sobre una carta (Bóveda Fuera del Tiempo, Foco de Probabilidad, Motor FTL Experimental, Bloqueo Magnético) no son del jugador: no se pueden gastar, no cuentan para los 8, no se pueden saquear y no cuentan en los empates. Una Bóveda Fuera del Tiempo descartada por otro efecto envía sus fichas a la reserva.</translation>
    </message>
    <message>
        <source>X-50: Oracle Engine and Multiverse Window</source>
        <translation>X-50: Motor Oráculo y Ventana Multiverso</translation>
    </message>
    <message>
        <source>The Oracle Engine's agenda lies face up on the card. If its in-game goal is met this turn it scores 2 VP and stays with you, marked: it is outside your limit but counts in ties. If not, it is discarded at the end of the turn. The Multiverse Window's discard scores 1 VP and is your discard for the turn.</source>
        <translation>La agenda del Motor Oráculo está boca arriba sobre la carta. Si su meta de partida se cumple este turno, da 2 PV y se queda contigo, marcada: queda fuera de tu límite pero cuenta en los empates. Si no, se descarta al final del turno. El descarte de la Ventana Multiverso da 1 PV y es tu descarte del turno.</translation>
    </message>
    <message>
        <source>X-54: Solar Harvester and Retrieval Webbing</source>
        <translation>X-54: Cosechador Solar y Red de Recuperación</translation>
    </message>
    <message>
        <source>The Solar Harvester counts the opponents' ships at the Solar Converter at the moment you use it. The Retrieval Webbing collects what other players discard above 8 at the end of their turns; its holder checks the limit only at the end of their own turn.</source>
        <translation>El Cosechador Solar cuenta las naves rivales en el Convertidor Solar en el momento en que lo usas. La Red de Recuperación recoge lo que otros jugadores descartan por encima de 8 al final de sus turnos; quien la tiene comprueba el límite solo al final de su propio turno.</translation>
    </message>
    <message>
        <source>X-55: Alien Sarcophagus</source>
        <translation>X-55: Sarcófago Alienígena</translation>
    </message>
    <message>
        <source>At the start of your turn, take the Relic Ship from Burroughs Desert or from the board (not from the Terraforming Station or the Maintenance Bay), roll it with your fleet and use it this turn, at the Terraforming Station too. If it came from another player's fleet, that player gathers it as usual; otherwise it goes back to Burroughs Desert at the start of your next turn.</source>
        <translation>Al empezar tu turno, toma la Nave Reliquia del Desierto Burroughs o del tablero (no de la Estación de Terraformación ni del Hangar de Mantenimiento), tírala con tu flota y úsala este turno, también en la Estación de Terraformación. Si venía de la flota de otro jugador, ese jugador la recoge como siempre; si no, vuelve al Desierto Burroughs al empezar tu siguiente turno.</translation>
    </message>
    <message>
        <source>X-56: Field Propagator</source>
        <translation>X-56: Propagador de Campo</translation>
    </message>
    <message>
        <source>If the generator the die names already sits on the territory you picked, choose another territory with a colony of yours. If there is none, the fuel is spent for nothing.</source>
        <translation>Si el generador que indica el dado ya está en el territorio elegido, elige otro territorio con una colonia tuya. Si no hay ninguno, el combustible se gasta para nada.</translation>
    </message>
    <message>
        <source>X-53: Discards at a set moment</source>
        <translation>X-53: Descartes en un momento fijo</translation>
    </message>
    <message>
        <source>The Bio-Integration Circuit and the Alien Sarcophagus are discarded at the start of your turn, before ships come back from the Terraforming Station and before you roll.</source>
        <translation>El Circuito de Biointegración y el Sarcófago Alienígena se descartan al comienzo de tu turno, antes de que vuelvan las naves de la Estación de Terraformación y antes de tirar los dados.</translation>
    </message>
    <message>
        <source>At the table, the game-over page first asks for the end-game reveals: each player turns up, from their own card, the face-down cards whose end-game goal is met, before the ranking is final.</source>
        <translation>En la mesa, la página de fin de partida pide primero las revelaciones de final: cada jugador, desde su propia ficha, pone boca arriba las cartas boca abajo cuyo objetivo de final se cumple, antes de que la clasificación sea definitiva.</translation>
    </message>
    <message>
        <source>This board needs the Agendas module: it is drawn only in games played with it (X-7).</source>
        <translation>Este tablero necesita el módulo de agendas: solo se roba en las partidas que lo juegan (X-7).</translation>
    </message>
    <message>
        <source>The app plays the Factions and Agendas modules with every ruleset, alone or together (see Factions and Agendas). The extra alien tech cards are in preparation: their rules are in this reference, but the app still refuses them with "not supported yet". The Outer Belt is not supported. Games for 5 or 6 players use the Edition X rules (X-57, X-58).</source>
        <translation>La app juega los módulos de facciones y de agendas con todas las reglas, solos o juntos (ver Facciones y Agendas). Las cartas de tecnología alienígena adicionales están en preparación: sus reglas están en esta referencia, pero la app todavía las rechaza con «aún no disponible». El Cinturón exterior no está disponible. Las partidas de 5 o 6 jugadores usan las reglas de Edition X (X-57, X-58).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to look at the top 3 alien tech cards of the draw pile (all of them when fewer are left) and put them back in any order. At the table you look at the real pile: the app only takes the fuel and later asks for the cards as they are turned up. In a digital game the app shows the cards to you alone, you choose their order, and the next cards drawn follow it.</source>
        <translation>&lt;b&gt;Poder de pago:&lt;/b&gt; paga %1 para mirar las 3 cartas de tecnología alienígena superiores del mazo (todas si quedan menos) y devolverlas en el orden que quieras. En la mesa miráis el mazo real: la aplicación solo cobra el combustible y pide las cartas más tarde, cuando se revelan. En una partida digital la aplicación te muestra las cartas solo a ti, eliges su orden y las siguientes cartas robadas lo siguen.</translation>
    </message>
    <message>
        <source>Our reading: the card's "never at the Terraforming Station" holds for your own ship taken back from the Maintenance Bay too, for the rest of that turn.</source>
        <translation>Nuestra lectura: el «nunca en la Estación de Terraformación» de la carta vale también para tu propia nave recuperada del Hangar de Mantenimiento, durante el resto de ese turno.</translation>
    </message>
    <message>
        <source>Our reading: ships grappled beside a full facility with the Superconducting Grapple are replaced by yours grappled in turn; they take no port.</source>
        <translation>Nuestra lectura: las naves enganchadas junto a una instalación llena con el Garfio Superconductor se sustituyen por las tuyas, enganchadas a su vez; no ocupan puerto.</translation>
    </message>
    <message>
        <source>When the card is raided, the raider settles each stretched generator on one of its two territories. Our reading: when it leaves a hand any other way (discarded by the Oscillation Capacitor, swapped by the Terran Exchange), the stretch simply ends and each generator stays on the territory it stood on first.</source>
        <translation>Si la carta es asaltada, el asaltante deja cada generador extendido en uno de sus dos territorios. Nuestra lectura: si sale de una mano de otro modo (descartada por el Condensador de Oscilación, intercambiada por la Terran Exchange), la extensión simplemente termina y cada generador se queda en el territorio donde estaba primero.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; when you gather, take 2 opponents' ships that way, for free. Our reading: exactly 2, so with fewer than 2 such ships on the board it cannot be used.</source>
        <translation>&lt;b&gt;Poder de descarte:&lt;/b&gt; al recoger, toma así 2 naves rivales, gratis. Nuestra lectura: exactamente 2, así que con menos de 2 naves así en el tablero no se puede usar.</translation>
    </message>
    <message>
        <source>Our reading: beside a faction board whose port is taken, one ship may grapple; you pay the owner's fee and use the board's docking ability, and the port stays the other ship's (X-4).</source>
        <translation>Nuestra lectura: junto al tablero de una facción cuyo puerto está ocupado, una nave puede engancharse; pagas la tarifa de acceso al dueño y usas la habilidad de atraque del tablero, y el puerto sigue siendo de la otra nave (X-4).</translation>
    </message>
    <message>
        <source>Our reading: the display keeps nothing on its cards. A lent Magnetic Lockdown locks as usual, its fuel going to the supply at once; a lent Experimental FTL Drive takes no token; the Null-Time Vault, the Gravitron Shunt and the Auto Pilot A.I. cannot be lent.</source>
        <translation>Nuestra lectura: la exposición no guarda nada sobre sus cartas. Un Bloqueo Magnético prestado bloquea como siempre, y su combustible va a la reserva en el acto; un Motor FTL Experimental prestado no recibe ficha; la Bóveda Fuera del Tiempo, el Derivador Gravitrón y el Piloto Automático I.A. no se pueden prestar.</translation>
    </message>
    <message>
        <source>Our reading at the Colonist Hub: the circles the replaced ships gave their owner's colony stay. Your ships dock on your own track (on the freeform Hub of 5-6 players, at any free port) and advance your colony as any Hub docking does: your track needs a free port for each of them, and a colony of yours waiting on circle 7 stops them.</source>
        <translation>Nuestra lectura en el Centro de Colonos: los círculos que las naves sustituidas dieron a la colonia de su dueño se mantienen. Tus naves atracan en tu propia pista (en el Centro de Colonos compartido de 5-6 jugadores, en cualquier sitio libre) y avanzan tu colonia como cualquier atraque allí: tu pista necesita un sitio libre para cada una, y una colonia tuya que espera en el círculo 7 lo impide.</translation>
    </message>
</context>
<context>
    <name>RulesReferenceView</name>
    <message>
        <source>Search the rules</source>
        <translation>Buscar en las reglas</translation>
    </message>
    <message>
        <source>%1 of %2 entries</source>
        <extracomment>How many rules entries match the search, e.g. "4 of 97 entries"</extracomment>
        <translation>%1 de %2 entradas</translation>
    </message>
    <message>
        <source>Rules entries</source>
        <translation>Entradas de las reglas</translation>
    </message>
    <message>
        <source>No entry matches “%1”.</source>
        <extracomment>Shown in the rules reference when the search finds nothing; %1 is the search text</extracomment>
        <translation>Ninguna entrada coincide con «%1».</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>Returns to the rules entry shown before the link was followed</extracomment>
        <translation>Atrás</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Save the chart as a picture</source>
        <translation>Guardar el gráfico como imagen</translation>
    </message>
    <message>
        <source>score-chart.png</source>
        <translation>grafico-puntuacion.png</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
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
        <translation>Combustible</translation>
    </message>
    <message>
        <source>Ore</source>
        <translation>Mineral</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Guardar como PNG…</translation>
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
        <translation>Reserva: %1 combustible, %2 mineral</translation>
    </message>
    <message>
        <source>%1 reveals an agenda card</source>
        <translation>%1 revela una carta de agenda</translation>
    </message>
    <message>
        <source>The cards this player may turn face up now:</source>
        <translation>Las cartas que este jugador puede revelar ahora:</translation>
    </message>
    <message>
        <source>%1 discards an agenda card</source>
        <translation>%1 descarta una carta de agenda</translation>
    </message>
    <message>
        <source>Above the limit: one face-down card goes to the discard pile.</source>
        <translation>Sobre el límite: una carta boca abajo va a la pila de descartes.</translation>
    </message>
    <message>
        <source>A face-down card goes to the discard pile.</source>
        <translation>Una carta boca abajo va a la pila de descartes.</translation>
    </message>
    <message numerus="yes">
        <source>Prophets of the Artifact: one of the cards just drawn is kept, the others go to the discard pile (%n still to discard).</source>
        <translation>
            <numerusform>Prophets of the Artifact: una de las cartas recién robadas se conserva, las demás van a la pila de descartes (queda %n por descartar).</numerusform>
            <numerusform>Prophets of the Artifact: una de las cartas recién robadas se conserva, las demás van a la pila de descartes (quedan %n por descartar).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoutLook</name>
    <message>
        <source>Hand the screen to %1</source>
        <translation>Pasa la pantalla a %1</translation>
    </message>
    <message>
        <source>%1 looks at the draw pile</source>
        <translation>%1 mira el mazo</translation>
    </message>
    <message>
        <source>The cards are covered. Hand the screen back.</source>
        <translation>Las cartas están tapadas. Devuelve la pantalla.</translation>
    </message>
    <message>
        <source>Only %1 should look: the top cards of the draw pile come next.</source>
        <translation>Solo %1 debe mirar: a continuación, las cartas superiores del mazo.</translation>
    </message>
    <message>
        <source>Put the cards back in the order you choose, the top card first.</source>
        <translation>Devuelve las cartas en el orden que elijas, la de arriba primero.</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>I am %1: show the cards</source>
        <translation>Soy %1: mostrar las cartas</translation>
    </message>
    <message>
        <source>Put them back in this order</source>
        <translation>Devolverlas en este orden</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The language changes the next time the app starts.</source>
        <translation>El idioma cambiará la próxima vez que se inicie la app.</translation>
    </message>
    <message>
        <source>Dice and cards for new games</source>
        <translation>Dados y cartas para partidas nuevas</translation>
    </message>
    <message>
        <source>The table's dice and cards (enter what they show)</source>
        <translation>Los dados y las cartas de la mesa (introduce lo que muestran)</translation>
    </message>
    <message>
        <source>The app rolls and deals (seeded)</source>
        <translation>La app tira y reparte (con semilla)</translation>
    </message>
</context>
<context>
    <name>SetupSteps</name>
    <message>
        <source>Set up the table</source>
        <translation>Prepara la mesa</translation>
    </message>
    <message>
        <source>Players: %1 · %2</source>
        <translation>Jugadores: %1 · %2</translation>
    </message>
    <message>
        <source>Cover docking ports</source>
        <translation>Tapa puertos de atraque</translation>
    </message>
    <message>
        <source>Nothing to cover: four players use every port.</source>
        <translation>Nada que tapar: con cuatro jugadores se usan todos los puertos.</translation>
    </message>
    <message>
        <source>Put dock covers on the ports hatched in orange (how many per facility); they stay for the whole game:</source>
        <translation>Pon tapas en los puertos rayados en naranja (cuántos por instalación); se quedan toda la partida:</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n port(s)</source>
        <translation>
            <numerusform>%1: %n puerto</numerusform>
            <numerusform>%1: %n puertos</numerusform>
        </translation>
    </message>
    <message>
        <source>Ships and colonies</source>
        <translation>Naves y colonias</translation>
    </message>
    <message>
        <source>Each player puts %1 ships of their colour on the Maintenance Bay and %2 in their ship stock, and takes %3 colonies.</source>
        <translation>Cada jugador pone %1 naves de su color en el Hangar de Mantenimiento y %2 en su almacén de naves, y toma %3 colonias.</translation>
    </message>
    <message>
        <source>Seats and starting resources</source>
        <translation>Asientos y recursos iniciales</translation>
    </message>
    <message numerus="yes">
        <source>%n fuel</source>
        <translation>
            <numerusform>%n de combustible</numerusform>
            <numerusform>%n de combustible</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ore</source>
        <translation>
            <numerusform>%n de mineral</numerusform>
            <numerusform>%n de mineral</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1, %2: %3</source>
        <extracomment>Setup: "Player 2, Bob: 1 fuel"</extracomment>
        <translation>Jugador %1, %2: %3</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>The rest of the board</source>
        <translation>El resto del tablero</translation>
    </message>
    <message>
        <source>The clear die, the Relic Ship, goes on Burroughs Desert. The three field generators wait beside the board. Fuel (%1) and ore (%2) tokens make the supply.</source>
        <translation>El dado transparente, la Nave Reliquia, va en el Desierto Burroughs. Los tres generadores de campo esperan junto al tablero. Las fichas de combustible (%1) y de mineral (%2) forman la reserva.</translation>
    </message>
    <message>
        <source>Deal the alien tech cards</source>
        <translation>Reparte las cartas de tecnología alienígena</translation>
    </message>
    <message>
        <source>The app shuffles the %1 cards and deals 3 face up at the Alien Artifact and 1 to each player (seed %2). Lay out the same cards at the table.</source>
        <translation>La app baraja las %1 cartas y reparte 3 boca arriba en el Artefacto Alienígena y 1 a cada jugador (semilla %2). Coloca las mismas cartas en la mesa.</translation>
    </message>
    <message>
        <source>Shuffle the %1 cards, turn 3 face up at the Alien Artifact and deal 1 to each player; enter them below the board in that order.</source>
        <translation>Baraja las %1 cartas, pon 3 boca arriba en el Artefacto Alienígena y reparte 1 a cada jugador; introdúcelas debajo del tablero en ese orden.</translation>
    </message>
    <message>
        <source>Nothing to cover: five or six players use every port. The Colonist Hub's tracks belong to nobody: a ship may take any of its 12 ports, each player has at most 3 ships and 1 colony there, and a colony moves to another track when its circle is taken.</source>
        <extracomment>Setup guide, 5 or 6 players (ruling X-58)</extracomment>
        <translation>Nada que tapar: con cinco o seis jugadores se usan todos los puertos. Las pistas del Centro de Colonos no son de nadie: una nave puede tomar cualquiera de sus 12 puertos, cada jugador tiene allí como máximo 3 naves y 1 colonia, y una colonia pasa a otra pista cuando su círculo está ocupado.</translation>
    </message>
    <message>
        <source>Faction boards</source>
        <translation>Tableros de facción</translation>
    </message>
    <message>
        <source>%1 boards were drawn, one more than the players. The last player picked first, then the others counter-clockwise: %2. The board nobody picked goes back to the box.</source>
        <extracomment>Setup guide, factions: %1 number of boards drawn, %2 player names in the order they picked</extracomment>
        <translation>Se robaron %1 tableros, uno más que jugadores. El último jugador eligió primero, y luego los demás en sentido antihorario: %2. El tablero que nadie eligió vuelve a la caja.</translation>
    </message>
    <message>
        <source>Each player puts their board beside them:</source>
        <translation>Cada jugador pone su tablero delante de sí:</translation>
    </message>
    <message>
        <source>The REV, Xeno Explorations' piece, goes on %1.</source>
        <translation>El REV, la pieza de Xeno Explorations, va en %1.</translation>
    </message>
    <message>
        <source>The Brethren Ship, a die without numbers, goes on the Maintenance Bay; its owner gathers it with the fleet.</source>
        <translation>La Nave de los Brethren, un dado sin números, va al Hangar de Mantenimiento; su propietario la recoge con la flota.</translation>
    </message>
    <message>
        <source>Deal the agenda cards</source>
        <translation>Repartir las cartas de agenda</translation>
    </message>
    <message numerus="yes">
        <source>The app shuffles the agenda cards of this game and deals %n to each player face down. Each player looks at their own cards alone, with the Look button on their player card.</source>
        <translation>
            <numerusform>La app baraja las cartas de agenda de esta partida y reparte %n boca abajo a cada jugador. Cada uno mira sus cartas a solas, con «Mirar» en su ficha de jugador.</numerusform>
            <numerusform>La app baraja las cartas de agenda de esta partida y reparte %n boca abajo a cada jugador. Cada uno mira sus cartas a solas, con «Mirar» en su ficha de jugador.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the agenda cards of this game (the rules reference says which stay in the box) and deal %n face down to each player, then say so below the board.</source>
        <translation>
            <numerusform>Baraja las cartas de agenda de esta partida (la referencia de reglas dice cuáles se quedan en la caja) y reparte %n boca abajo a cada jugador; luego indícalo bajo el tablero.</numerusform>
            <numerusform>Baraja las cartas de agenda de esta partida (la referencia de reglas dice cuáles se quedan en la caja) y reparte %n boca abajo a cada jugador; luego indícalo bajo el tablero.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>Ctrl+S / Ctrl+Shift+S</source>
        <translation>Ctrl+S / Ctrl+Mayús+S</translation>
    </message>
    <message>
        <source>Save / save as</source>
        <translation>Guardar / guardar como</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo the last move</source>
        <translation>Deshacer la última jugada</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z, Ctrl+Y</source>
        <translation>Ctrl+Mayús+Z, Ctrl+Y</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>1 – 6, Enter</source>
        <translation>1 – 6, Intro</translation>
    </message>
    <message>
        <source>Roll: type the dice in ship order, then Enter (Backspace corrects, Esc clears)</source>
        <translation>Tirada: teclea los dados en el orden de las naves y luego Intro (Retroceso corrige, Esc borra)</translation>
    </message>
    <message>
        <source>R or Enter</source>
        <translation>R o Intro</translation>
    </message>
    <message>
        <source>Digital dice: roll or turn up cards for me</source>
        <translation>Dados digitales: tirar o revelar cartas por mí</translation>
    </message>
    <message>
        <source>1 – 6</source>
        <translation>1 – 6</translation>
    </message>
    <message>
        <source>During the turn: select a die showing that value</source>
        <translation>Durante el turno: selecciona un dado que muestre ese valor</translation>
    </message>
    <message>
        <source>S L M A H C T Y O</source>
        <translation>S L M A H C T Y O</translation>
    </message>
    <message>
        <source>Dock the selected dice at the Solar Converter, Lunar Mine, Orbital Market, Alien Artifact, Colonist Hub, Colony Constructor, Terraforming Station, Shipyard, Raiders' Outpost</source>
        <translation>Atraca los dados seleccionados en el Convertidor Solar, la Mina Lunar, el Mercado Orbital, el Artefacto Alienígena, el Centro de Colonos, el Constructor de Colonias, la Estación de Terraformación, el Astillero o el Puesto de los Saqueadores</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Put the selected die on the Maintenance Bay</source>
        <translation>Pon el dado seleccionado en el Hangar de Mantenimiento</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Trade at the Orbital Market</source>
        <translation>Comerciar en el Mercado Orbital</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Terminar el turno</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the selection and the message</source>
        <translation>Borrar la selección y el mensaje</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>This list</source>
        <translation>Esta lista</translation>
    </message>
    <message>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <source>The rules reference</source>
        <translation>La referencia de reglas</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>With no die selected: a hint, the AI's suggestion for the turn</source>
        <translation>Sin ningún dado seleccionado: una pista, la sugerencia de la IA para el turno</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>A seat played by the app: its move is done on the board, go on</source>
        <translation>Un puesto jugado por la app: su jugada ya está hecha en el tablero, continuar</translation>
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
        <translation>El árbitro de Alien Frontiers en tu mesa: comprueba cada jugada y lleva las cuentas y la puntuación.</translation>
    </message>
    <message>
        <source>Resume the last game</source>
        <translation>Reanudar la última partida</translation>
    </message>
    <message>
        <source>The last game cannot be resumed</source>
        <translation>No se puede reanudar la última partida</translation>
    </message>
    <message numerus="yes">
        <source>%1 · turn %2 · %n move(s) · saved %3</source>
        <translation>
            <numerusform>%1 · turno %2 · %n jugada · guardada %3</numerusform>
            <numerusform>%1 · turno %2 · %n jugadas · guardada %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Abrir una partida guardada…</translation>
    </message>
    <message>
        <source>Game under way…</source>
        <translation>Partida en curso…</translation>
    </message>
    <message>
        <source>Enter the board as it is now at the table, then referee from there</source>
        <translation>Introduce el tablero tal como está ahora en la mesa y arbitra desde ahí</translation>
    </message>
    <message>
        <source>Version %1 · F1 keyboard shortcuts · F2 rules reference</source>
        <extracomment>%1 is the application version</extracomment>
        <translation>Versión %1 · F1 atajos de teclado · F2 referencia de reglas</translation>
    </message>
    <message>
        <source>Games played and statistics</source>
        <translation>Partidas jugadas y estadísticas</translation>
    </message>
</context>
<context>
    <name>StateProblem</name>
    <message>
        <source>a game has {0} to {1} players, not {2}.</source>
        <translation>una partida es de {0} a {1} jugadores, no de {2}.</translation>
    </message>
    <message>
        <source>two players share the colour {0}.</source>
        <translation>dos jugadores comparten el color {0}.</translation>
    </message>
    <message>
        <source>resources cannot be negative.</source>
        <translation>los recursos no pueden ser negativos.</translation>
    </message>
    <message>
        <source>more tokens than the game has ({0} fuel, {1} ore).</source>
        <translation>más fichas de las que tiene el juego ({0} de combustible, {1} de mineral).</translation>
    </message>
    <message>
        <source>cannot be negative.</source>
        <translation>no puede ser negativo.</translation>
    </message>
    <message>
        <source>the Colonist Hub has circles 1 to 7 (0: none).</source>
        <translation>el Centro de Colonos tiene los círculos 1 a 7 (0: ninguna).</translation>
    </message>
    <message>
        <source>unknown card.</source>
        <translation>carta desconocida.</translation>
    </message>
    <message>
        <source>ships of an unused seat are on the board.</source>
        <translation>hay naves de un asiento sin usar en el tablero.</translation>
    </message>
    <message>
        <source>a ship of this colour is neither in the stock nor in play.</source>
        <translation>una nave de este color no está ni en el almacén ni en juego.</translation>
    </message>
    <message>
        <source>only the active player has ships gathered in a fleet.</source>
        <translation>solo el jugador activo puede tener naves reunidas en una flota.</translation>
    </message>
    <message>
        <source>unknown facility.</source>
        <translation>instalación desconocida.</translation>
    </message>
    <message>
        <source>a docked ship shows a value from 1 to 6.</source>
        <translation>una nave atracada muestra un valor de 1 a 6.</translation>
    </message>
    <message>
        <source>a docked ship must name the player it was docked for.</source>
        <translation>una nave atracada debe indicar el jugador para el que se atracó.</translation>
    </message>
    <message>
        <source>a die shows 1 to 6.</source>
        <translation>un dado muestra de 1 a 6.</translation>
    </message>
    <message>
        <source>the fleet has not been rolled yet in the roll stage.</source>
        <translation>en la fase de tirada, la flota aún no se ha tirado.</translation>
    </message>
    <message>
        <source>an unplaced ship must show its rolled value.</source>
        <translation>una nave sin colocar debe mostrar el valor que ha sacado.</translation>
    </message>
    <message>
        <source>the Relic Ship is on Burroughs Desert exactly when nobody holds it.</source>
        <translation>la Nave Reliquia está en el Desierto Burroughs exactamente cuando nadie la tiene.</translation>
    </message>
    <message>
        <source>the Relic Ship never goes to the stock.</source>
        <translation>la Nave Reliquia nunca va al almacén.</translation>
    </message>
    <message>
        <source>no such player.</source>
        <translation>ese jugador no existe.</translation>
    </message>
    <message>
        <source>only the player controlling Burroughs Desert holds the Relic Ship.</source>
        <translation>solo el jugador que controla el Desierto Burroughs tiene la Nave Reliquia.</translation>
    </message>
    <message>
        <source>with the Isolation Field on Burroughs Desert the Relic Ship stays there.</source>
        <translation>con el Campo de Aislamiento en el Desierto Burroughs, la Nave Reliquia se queda allí.</translation>
    </message>
    <message>
        <source>more ships are docked at the {0} than it has ports for {1} players.</source>
        <translation>la instalación {0} tiene más naves atracadas que puertos con {1} jugadores.</translation>
    </message>
    <message>
        <source>the deck has {0} × {1}; this position has {2}.</source>
        <translation>el mazo tiene {0} × {1}; esta posición tiene {2}.</translation>
    </message>
    <message>
        <source>with the limited supply, the supply and the players hold exactly {0} fuel and {1} ore (here {2} fuel and {3} ore).</source>
        <translation>con la reserva limitada, la reserva y los jugadores tienen exactamente {0} de combustible y {1} de mineral (aquí, {2} de combustible y {3} de mineral).</translation>
    </message>
    <message>
        <source>unknown territory.</source>
        <translation>territorio desconocido.</translation>
    </message>
    <message>
        <source>unknown stage.</source>
        <translation>fase desconocida.</translation>
    </message>
    <message>
        <source>a player has landed every colony: the game is over.</source>
        <translation>un jugador ha desembarcado todas sus colonias: la partida ha terminado.</translation>
    </message>
    <message>
        <source>the game is over only when a player has landed every colony.</source>
        <translation>la partida solo termina cuando un jugador ha desembarcado todas sus colonias.</translation>
    </message>
    <message>
        <source>cards to reveal go with the reveal stage (1 to 3).</source>
        <translation>las cartas por revelar van con la fase de revelado (1 a 3).</translation>
    </message>
    <message>
        <source>ships to re-roll go with the re-roll stage.</source>
        <translation>las naves por volver a tirar van con la fase de nueva tirada.</translation>
    </message>
    <message>
        <source>only the active player's unplaced ships are re-rolled.</source>
        <translation>solo se vuelven a tirar las naves sin colocar del jugador activo.</translation>
    </message>
    <message>
        <source>more ships docked at the Colonist Hub this turn than a player has.</source>
        <translation>más naves atracadas en el Centro de Colonos en este turno de las que tiene un jugador.</translation>
    </message>
    <message>
        <source>the Relic Ship is in a fleet only when its holder is the active player.</source>
        <translation>la Nave Reliquia solo está en una flota cuando quien la tiene es el jugador activo.</translation>
    </message>
    <message>
        <source>before the roll, every ship the active player has in play is gathered in the fleet.</source>
        <translation>antes de la tirada, todas las naves que el jugador activo tiene en juego se recogen en la flota.</translation>
    </message>
    <message>
        <source>nothing has been done in a turn before its roll.</source>
        <translation>antes de la tirada, aún no se ha hecho nada en el turno.</translation>
    </message>
    <message>
        <source>{0} was used this turn, but the active player does not hold it.</source>
        <translation>la carta {0} se ha usado este turno, pero el jugador activo no la tiene.</translation>
    </message>
    <message>
        <source>{0} has no fuel power.</source>
        <translation>la carta {0} no tiene poder de combustible.</translation>
    </message>
    <message>
        <source>a bonus is borrowed exactly when the Data Crystal's fuel power was used this turn, from one territory other than Burroughs Desert.</source>
        <translation>se toma prestada una bonificación exactamente cuando se ha usado este turno el poder de combustible del Cristal de Datos, y de un único territorio distinto del Desierto Burroughs.</translation>
    </message>
    <message>
        <source>the turn does not count the active player's ships docked at the {0} this turn.</source>
        <translation>el turno no tiene en cuenta las naves del jugador activo atracadas este turno en la instalación {0}.</translation>
    </message>
    <message>
        <source>a ship docked for a player other than its owner was taken with the {0}, which this ruleset does not have.</source>
        <translation>una nave atracada para un jugador distinto de su propietario se tomó con la carta {0}, que estas reglas no tienen.</translation>
    </message>
    <message>
        <source>a ship on the {0} is always docked for its owner.</source>
        <translation>una nave en la instalación {0} siempre está atracada para su propietario.</translation>
    </message>
    <message>
        <source>before the roll, no ship is docked for the active player yet.</source>
        <translation>antes de la tirada, todavía no hay ninguna nave atracada para el jugador activo.</translation>
    </message>
    <message>
        <source>a ship taken with the {0} goes back to its owner when the owner's turn starts: it can be docked only for a player whose turn has come since the owner's last turn.</source>
        <translation>una nave tomada con la carta {0} vuelve a su propietario al comienzo del turno de este: solo puede estar atracada para un jugador que haya jugado desde el último turno del propietario.</translation>
    </message>
    <message>
        <source>a player takes at most one ship with the {0} in a turn.</source>
        <translation>un jugador toma como mucho una nave con la carta {0} en un turno.</translation>
    </message>
    <message>
        <source>a ship of another player is docked for the active player, but the {0} is not among the fuel powers used this turn.</source>
        <translation>una nave de otro jugador está atracada para el jugador activo, pero la carta {0} no está entre los poderes de combustible usados este turno.</translation>
    </message>
    <message>
        <source>this player's colonies in all (hand, Hub and territories): {0}; this game gives each player {1}.</source>
        <translation>colonias de este jugador en total (en la mano, en el Centro y en territorios): {0}; esta partida da {1} a cada jugador.</translation>
    </message>
    <message>
        <source>the Brethren Ship is in play exactly when a player has the Brethren of the Stars board, and never in the stock.</source>
        <translation>la Nave de los Brethren está en juego exactamente cuando un jugador tiene el tablero de los Brethren of the Stars, y nunca en el almacén.</translation>
    </message>
    <message>
        <source>the Brethren Ship has no value; it is in a fleet only while its owner is the active player, with its raider face after the roll.</source>
        <translation>la Nave de los Brethren no tiene valor; solo está en una flota mientras su dueño es el jugador activo, con su cara de saqueador después de la tirada.</translation>
    </message>
    <message>
        <source>unknown colour.</source>
        <translation>color desconocido.</translation>
    </message>
    <message>
        <source>on the freeform Colonist Hub (5-6 players) the colonies stand on tracks 1 to 4.</source>
        <translation>en el Centro de Colonos compartido (5-6 jugadores) las colonias están en las pistas 1 a 4.</translation>
    </message>
    <message>
        <source>two colonies stand on the same circle of the Colonist Hub (track {0}, circle {1}).</source>
        <translation>dos colonias están en el mismo círculo del Centro de Colonos (pista {0}, círculo {1}).</translation>
    </message>
    <message>
        <source>purple and white come with Edition X; this ruleset has red, blue, green and yellow.</source>
        <translation>el morado y el blanco vienen con Edition X; estas reglas tienen rojo, azul, verde y amarillo.</translation>
    </message>
    <message>
        <source>tokens on {0}: {1}; the card keeps at most {2}, and only while a player holds it.</source>
        <translation>fichas sobre {0}: {1}; la carta guarda como máximo {2}, y solo mientras un jugador la tenga.</translation>
    </message>
    <message>
        <source>{0} keeps fuel only.</source>
        <translation>{0} solo guarda combustible.</translation>
    </message>
    <message>
        <source>no agenda card is in play without the agendas module.</source>
        <translation>sin el módulo de agendas no hay ninguna carta de agenda en juego.</translation>
    </message>
    <message>
        <source>each agenda card of the game is in exactly one place: the deck, the discard pile, a hand, or among the unnamed cards.</source>
        <translation>cada carta de agenda de la partida está en un único lugar: el mazo, la pila de descartes, una mano o entre las cartas no nombradas.</translation>
    </message>
    <message>
        <source>{0} agenda cards are unnamed; the deck, the discard pile and the hands hold {1} unnamed cards.</source>
        <translation>{0} cartas de agenda no están nombradas; el mazo, la pila de descartes y las manos tienen {1} cartas no nombradas.</translation>
    </message>
    <message>
        <source>a reveal window is open only for an agenda card the player holds face down.</source>
        <translation>una ventana de revelación solo está abierta para una carta de agenda que el jugador tiene boca abajo.</translation>
    </message>
    <message>
        <source>only the active player, right after drawing agenda cards, may discard one without being over the limit.</source>
        <translation>solo el jugador activo, justo después de robar cartas de agenda, puede descartar una sin superar el límite.</translation>
    </message>
    <message>
        <source>this turn's Orbital Market pairs are ships of the game, and a pair either traded or drew agenda cards, not both.</source>
        <translation>las parejas de este turno en el Mercado Orbital son naves de la partida, y una pareja o bien comerció o bien robó cartas de agenda, no ambas cosas.</translation>
    </message>
    <message>
        <source>the agenda cards of the game are the deck the modules and faction boards in play make (X-33), none before the draft ends.</source>
        <translation>las cartas de agenda de la partida son el mazo que forman los módulos y los tableros de facción en juego (X-33), ninguna antes de terminar la selección.</translation>
    </message>
    <message>
        <source>this turn's Orbital Market pairs are ships docked for the active player.</source>
        <translation>las parejas del mercado orbital de este turno son naves atracadas para el jugador activo.</translation>
    </message>
    <message>
        <source>colonies of players in the game are on {0} only while a player holds it.</source>
        <translation>las colonias de jugadores de la partida solo están sobre {0} mientras un jugador tiene la carta.</translation>
    </message>
    <message>
        <source>a territory whose bonus was used after it was seized is one the active player seized this turn.</source>
        <translation>un territorio cuya bonificación se usó después de tomarlo es uno que el jugador activo tomó en este turno.</translation>
    </message>
    <message>
        <source>the discards after a Prophets of the Artifact draw are the active player's, in the main stage, among its face-down cards (the named ones among those it drew).</source>
        <translation>los descartes tras un robo en Prophets of the Artifact son del jugador activo, en la fase principal, entre sus cartas boca abajo (las nombradas entre las robadas).</translation>
    </message>
    <message>
        <source>an agenda draw for Prophets of the Artifact happens only while drawing, with the board in the game and, for its docking, a ship docked there.</source>
        <translation>un robo de agendas para Prophets of the Artifact solo ocurre mientras se roba, con el tablero en juego y, para su atraque, una nave atracada allí.</translation>
    </message>
    <message>
        <source>the turn-start window is open only in a game with extra alien tech, while the active player can still discard a card timed for the start of the turn or the Auto Pilot A.I.'s income is still to be taken.</source>
        <translation>el momento del comienzo del turno solo existe en una partida con tecnología alienígena adicional, mientras el jugador activo aún pueda descartar una carta prevista para el comienzo del turno o aún falte tomar el ingreso del Piloto Automático I.A.</translation>
    </message>
    <message>
        <source>the Relic Ship taken with the {0} is held by the player who took it, lent by another player or by nobody.</source>
        <translation>la Nave Reliquia tomada con {0} la tiene el jugador que la tomó, prestada por otro jugador o por nadie.</translation>
    </message>
    <message>
        <source>the field generator named by the Field Propagator's die waits for a territory exactly in the stage where its user places it.</source>
        <translation>el generador de campo que indicó el dado del Propagador de Campo espera un territorio exactamente en la fase en que su usuario lo coloca.</translation>
    </message>
    <message>
        <source>a field generator straddles a border only from a territory of the planet to one it borders.</source>
        <translation>un generador de campo solo se extiende sobre una frontera desde un territorio del planeta hacia uno vecino.</translation>
    </message>
    <message>
        <source>what a raid took with a card is what that card carried: colonies landed from the Gravitron Shunt and still there, the Auto Pilot A.I.'s ship on the Maintenance Bay, its own tokens now in the supply.</source>
        <translation>lo que una incursión se llevó con una carta es lo que esa carta llevaba: colonias aterrizadas desde el Derivador Gravitrón que siguen allí, la nave del Piloto Automático I.A. en el Hangar de Mantenimiento, sus propias fichas, ahora en la reserva.</translation>
    </message>
    <message>
        <source>one agenda card lies on the Oracle Engine, drawn this turn by the active player, who used the card and holds it.</source>
        <translation>sobre el Motor Oráculo hay una carta de agenda, robada en este turno por el jugador activo, que usó la carta y la tiene.</translation>
    </message>
    <message>
        <source>the Oracle Engine's draw happens while drawing, before the roll of the active player, who used the card and holds it.</source>
        <translation>el robo del Motor Oráculo ocurre durante el robo, antes de la tirada del jugador activo, que usó la carta y la tiene.</translation>
    </message>
    <message>
        <source>a ship is on the {0} only while the player of its colour holds the card, and at most one.</source>
        <translation>una nave está sobre la carta {0} solo mientras el jugador de su color tiene la carta, y como mucho una.</translation>
    </message>
    <message>
        <source>a borrowed ship is another player's colour ship or Relic Ship, unplaced in the active player's fleet or docked for the player who borrowed it (never on the Terraforming Station or the Maintenance Bay), in a game with the factions or extra-tech module.</source>
        <translation>una nave prestada es una nave de color o la Nave Reliquia de otro jugador, sin colocar en la flota del jugador activo o atracada para el jugador que la tomó prestada (nunca en la Estación de Terraformación ni en el Hangar de Mantenimiento), en una partida con el módulo factions o extra-tech.</translation>
    </message>
    <message>
        <source>each territory was controlled at turn start by at most one player of the game.</source>
        <translation>cada territorio estaba controlado al inicio del turno por como mucho un jugador de la partida.</translation>
    </message>
    <message>
        <source>fuel is on the Magnetic Lockdown only while the lock of a player in the game lasts.</source>
        <translation>hay combustible sobre el Bloqueo Magnético solo mientras dura el bloqueo de un jugador de la partida.</translation>
    </message>
    <message>
        <source>a player says it is done with its end-game agenda reveals only once the game is over, while it holds unnamed face-down cards.</source>
        <translation>un jugador da por terminadas sus revelaciones de final de partida solo cuando la partida ha terminado y aún tiene cartas boca abajo sin nombrar.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Average VP</source>
        <translation>PV medios</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · %2 · %n turno</numerusform>
            <numerusform>%1 · %2 · %n turnos</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Exportar como CSV…</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Volver</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Jugadores:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>From (YYYY-MM-DD):</source>
        <translation>Desde (AAAA-MM-DD):</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Hasta:</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) finished</source>
        <translation>
            <numerusform>%n partida terminada</numerusform>
            <numerusform>%n partidas terminadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) given up</source>
        <translation>
            <numerusform>%n partida abandonada</numerusform>
            <numerusform>%n partidas abandonadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished games are stored here when they end.</source>
        <translation>Las partidas terminadas se guardan aquí al acabar.</translation>
    </message>
    <message>
        <source>By player</source>
        <translation>Por jugador</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sin nombre)</translation>
    </message>
    <message>
        <source>By number of players</source>
        <translation>Por número de jugadores</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>By seat</source>
        <translation>Por asiento</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <source>By faction</source>
        <translation>Por facción</translation>
    </message>
    <message>
        <source>Best game (highest winning score)</source>
        <translation>Mejor partida (puntuación ganadora más alta)</translation>
    </message>
    <message numerus="yes">
        <source>Closest game (won by %n VP)</source>
        <translation>
            <numerusform>Partida más reñida (ganada por %n PV)</numerusform>
            <numerusform>Partida más reñida (ganada por %n PV)</numerusform>
        </translation>
    </message>
    <message>
        <source>All games, newest first</source>
        <translation>Todas las partidas, las más recientes primero</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Abandonada</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
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
        <translation>perspectiva %1 %</translation>
    </message>
    <message>
        <source>no gain this turn that shows on the board</source>
        <translation>ninguna ganancia visible en el tablero este turno</translation>
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
        <translation>Hora de tirar la flota: la app tira por ti.</translation>
    </message>
    <message>
        <source>Roll your fleet and enter the dice in ship order (type e.g. 346, then Enter).</source>
        <translation>Tira tu flota e introduce los dados en el orden de las naves (teclea p. ej. 346 y luego Intro).</translation>
    </message>
    <message>
        <source>The Temporal Warper rolls the chosen ships again.</source>
        <translation>El Distorsionador Temporal vuelve a tirar las naves elegidas.</translation>
    </message>
    <message>
        <source>Roll the chosen ships again and enter the new values.</source>
        <translation>Vuelve a tirar las naves elegidas e introduce los nuevos valores.</translation>
    </message>
    <message numerus="yes">
        <source>Turn up %n card(s) from the alien tech pile and enter them in order.</source>
        <translation>
            <numerusform>Revela %n carta del mazo de tecnología alienígena e introdúcela.</numerusform>
            <numerusform>Revela %n cartas del mazo de tecnología alienígena e introdúcelas en orden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every ship is docked: use cards or trade, then end the turn.</source>
        <translation>Todas las naves están atracadas: usa cartas o comercia y luego termina el turno.</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) to place. Select dice (click or type their values), then click a facility on the board.</source>
        <translation>
            <numerusform>%n nave por colocar. Selecciona dados (haz clic en ellos o teclea sus valores) y luego haz clic en una instalación del tablero.</numerusform>
            <numerusform>%n naves por colocar. Selecciona dados (haz clic en ellos o teclea sus valores) y luego haz clic en una instalación del tablero.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Set up the table as the guide says; the app deals the alien tech cards.</source>
        <translation>Prepara la mesa como indica la guía; la app reparte las cartas de tecnología alienígena.</translation>
    </message>
    <message>
        <source>Set up the table as the guide says, then enter the cards dealt: 3 on display, then 1 for each player.</source>
        <translation>Prepara la mesa como indica la guía y luego introduce las cartas repartidas: 3 expuestas y después 1 por cada jugador.</translation>
    </message>
    <message>
        <source>Turn up for me</source>
        <translation>Revelar por mí</translation>
    </message>
    <message>
        <source>Deal and start the game</source>
        <translation>Repartir y empezar la partida</translation>
    </message>
    <message>
        <source>Roll for me</source>
        <translation>Tirar por mí</translation>
    </message>
    <message>
        <source>Shortcut: R or Enter</source>
        <translation>Atajo: R o Intro</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation>Carta %1</translation>
    </message>
    <message>
        <source>Put them on display</source>
        <translation>Exponerlas</translation>
    </message>
    <message>
        <source>Display 1</source>
        <translation>Expuesta 1</translation>
    </message>
    <message>
        <source>Display 2</source>
        <translation>Expuesta 2</translation>
    </message>
    <message>
        <source>Display 3</source>
        <translation>Expuesta 3</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Empezar la partida</translation>
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
        <translation>Todas las naves atracadas</translation>
    </message>
    <message>
        <source>Use</source>
        <extracomment>Use an alien tech card's fuel power</extracomment>
        <translation>Usar</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>Discard an alien tech card for its discard power</extracomment>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Trade %1 fuel → 1 ore</source>
        <extracomment>Trade at the Orbital Market: %1 fuel for 1 ore</extracomment>
        <translation>Cambiar %1 combustible → 1 mineral</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Comerciar</translation>
    </message>
    <message>
        <source>Orbital Market (shortcut X)</source>
        <translation>Mercado Orbital (atajo X)</translation>
    </message>
    <message>
        <source>Cycle cards (%1)</source>
        <translation>Renovar cartas (%1)</translation>
    </message>
    <message>
        <source>Discard the display and turn up three new cards</source>
        <translation>Descarta las cartas expuestas y revela tres nuevas</translation>
    </message>
    <message>
        <source>Claim a card (%1/%2)</source>
        <translation>Reclamar carta (%1/%2)</translation>
    </message>
    <message>
        <source>Or click a card on display</source>
        <translation>O haz clic en una carta expuesta</translation>
    </message>
    <message>
        <source>Launch colony</source>
        <translation>Lanzar colonia</translation>
    </message>
    <message>
        <source>From circle 7 of the Colonist Hub, for 1 fuel and 1 ore</source>
        <translation>Desde el círculo 7 del Centro de Colonos, por 1 de combustible y 1 de mineral</translation>
    </message>
    <message>
        <source>Buy Relic Ship</source>
        <translation>Comprar Nave Reliquia</translation>
    </message>
    <message>
        <source>1 fuel and 1 ore</source>
        <translation>1 de combustible y 1 de mineral</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <source>Shortcut: E</source>
        <translation>Atajo: E</translation>
    </message>
    <message>
        <source>%1 wins with %2 VP.</source>
        <translation>%1 gana con %2 PV.</translation>
    </message>
    <message>
        <source>Show the final ranking</source>
        <translation>Ver la clasificación final</translation>
    </message>
    <message>
        <source>Answer the question on the right, on the board or there (Esc cancels).</source>
        <translation>Responde a la pregunta de la derecha, en el tablero o allí (Esc cancela).</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>The AI's suggestion for this turn. Shortcut: H (with no die selected)</source>
        <translation>La sugerencia de la IA para este turno. Atajo: H (sin ningún dado seleccionado)</translation>
    </message>
    <message numerus="yes">
        <source>The faction draft: the app draws %n board(s) at random from the box; ask for them on the right.</source>
        <translation>
            <numerusform>La selección de facciones: la app roba %n tablero al azar de la caja; pídelo a la derecha.</numerusform>
            <numerusform>La selección de facciones: la app roba %n tableros al azar de la caja; pídelos a la derecha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The faction draft: take %n board(s) at random from the box and click them on the right.</source>
        <translation>
            <numerusform>La selección de facciones: robad %n tablero al azar de la caja y marcadlo a la derecha.</numerusform>
            <numerusform>La selección de facciones: robad %n tableros al azar de la caja y marcadlos a la derecha.</numerusform>
        </translation>
    </message>
    <message>
        <source>The faction draft: %1 takes one of the last two boards on the right; the other goes back to the box.</source>
        <translation>La selección de facciones: %1 elige uno de los dos últimos tableros de la derecha; el otro vuelve a la caja.</translation>
    </message>
    <message numerus="yes">
        <source>The faction draft: %1 takes one of the %n boards on the right and passes the rest to the player seated before them.</source>
        <translation>
            <numerusform>La selección de facciones: %1 elige uno de los %n tableros de la derecha y pasa el resto al jugador sentado antes.</numerusform>
            <numerusform>La selección de facciones: %1 elige uno de los %n tableros de la derecha y pasa el resto al jugador sentado antes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over. First reveal the agenda cards whose end-game goal is met: Reveal on the player's card.</source>
        <translation>La partida ha terminado. Primero revelad las cartas de agenda cuyo objetivo de final se cumple: «Revelar» en la ficha del jugador.</translation>
    </message>
    <message numerus="yes">
        <source>The app deals the agenda cards: %n face down to each player.</source>
        <translation>
            <numerusform>La app reparte las cartas de agenda: %n boca abajo a cada jugador.</numerusform>
            <numerusform>La app reparte las cartas de agenda: %n boca abajo a cada jugador.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal %n agenda cards face down to each player, then say so here.</source>
        <translation>
            <numerusform>Reparte %n carta de agenda boca abajo a cada jugador y luego indícalo aquí.</numerusform>
            <numerusform>Reparte %n cartas de agenda boca abajo a cada jugador y luego indícalo aquí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n agenda card(s) instead of trading.</source>
        <translation>
            <numerusform>%1 roba %n carta de agenda en lugar de comerciar.</numerusform>
            <numerusform>%1 roba %n cartas de agenda en lugar de comerciar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start of the turn: discard a card whose power comes now, or begin the turn.</source>
        <translation>Inicio del turno: descarta una carta cuyo poder actúa ahora, o empieza el turno.</translation>
    </message>
    <message>
        <source>Agenda cards dealt</source>
        <translation>Cartas de agenda repartidas</translation>
    </message>
    <message>
        <source>Agenda cards drawn</source>
        <translation>Cartas de agenda robadas</translation>
    </message>
    <message>
        <source>Begin the turn</source>
        <translation>Empezar el turno</translation>
    </message>
    <message>
        <source>Deal the agenda cards</source>
        <translation>Repartir las cartas de agenda</translation>
    </message>
    <message>
        <source>Draw for me</source>
        <translation>Robar por mí</translation>
    </message>
    <message>
        <source>Draw agendas</source>
        <translation>Robar agendas</translation>
    </message>
    <message>
        <source>Your pair at the Orbital Market draws agenda cards instead of trading</source>
        <translation>Tu pareja en el Mercado Orbital roba cartas de agenda en lugar de comerciar</translation>
    </message>
    <message>
        <source>%1 first discards agenda cards: Discard on their player card.</source>
        <translation>%1 descarta primero cartas de agenda: «Descartar» en su ficha de jugador.</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n agenda card(s).</source>
        <translation>
            <numerusform>%1 roba %n carta de agenda.</numerusform>
            <numerusform>%1 roba %n cartas de agenda.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start of the turn: %1 first takes the Auto Pilot A.I.'s income, fuel or ore, their choice.</source>
        <extracomment>%1 is the holder of the Auto Pilot A.I., who may be another player than the one whose turn starts</extracomment>
        <translation>Inicio del turno: primero %1 cobra la renta del Piloto Automático I.A., combustible o mineral, a su elección.</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <extracomment>The Auto Pilot A.I.'s income: "Ada takes 1 fuel"</extracomment>
        <translation>%1 toma %2</translation>
    </message>
    <message>
        <source>The app rolls the Field Propagator's die.</source>
        <translation>La app tira el dado del Propagador de Campo.</translation>
    </message>
    <message>
        <source>Roll one die for the Field Propagator and click its value.</source>
        <translation>Tira un dado para el Propagador de Campo y haz clic en su valor.</translation>
    </message>
    <message>
        <source>The Field Propagator's die names the %1: place it on a territory where you have a colony.</source>
        <extracomment>%1 is the field generator the Field Propagator's die named</extracomment>
        <translation>El dado del Propagador de Campo indica: %1. Ponlo en un territorio donde tengas una colonia.</translation>
    </message>
    <message>
        <source>Place the %1</source>
        <translation>Colocar: %1</translation>
    </message>
    <message>
        <source>Release a colony (%1)</source>
        <extracomment>Land again a colony kept on an alien tech card: "Release a colony (Gravitron Shunt)"</extracomment>
        <translation>Liberar una colonia (%1)</translation>
    </message>
    <message>
        <source>One of your colonies kept on the card lands on a territory</source>
        <translation>Una de tus colonias guardadas en la carta desembarca en un territorio</translation>
    </message>
    <message>
        <source>Game over: the ranking is not final yet</source>
        <translation>Fin de la partida: la clasificación aún no es definitiva</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>Victoria compartida: %1</translation>
    </message>
</context>
<context>
    <name>afapp::AutosaveWriter</name>
    <message>
        <source>cannot create the folder %1: %2</source>
        <extracomment>%1 is a folder, %2 the system's reason (e.g. "Not a directory")</extracomment>
        <translation>no se puede crear la carpeta %1: %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <extracomment>%1 is a line number of the autosave journal, %2 the problem found there</extracomment>
        <translation>línea %1: %2</translation>
    </message>
</context>
</TS>
