<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AgendaChoice</name>
    <message>
        <source>A face-down card (not named)</source>
        <translation>Une carte face cachée (non nommée)</translation>
    </message>
    <message>
        <source>None of these: no more cards to reveal</source>
        <extracomment>At the end of the game, in table mode: the player's face-down agenda cards meet no end-game goal</extracomment>
        <translation>Aucune de celles-ci : plus de carte à révéler</translation>
    </message>
</context>
<context>
    <name>AgendaLook</name>
    <message>
        <source>Hand the screen to %1</source>
        <translation>Passez l’écran à %1</translation>
    </message>
    <message>
        <source>%1's agenda cards</source>
        <translation>Cartes agenda de %1</translation>
    </message>
    <message>
        <source>The cards are covered. Hand the screen back.</source>
        <translation>Les cartes sont cachées. Rendez l’écran.</translation>
    </message>
    <message>
        <source>Only %1 should look: the secret agenda cards come next.</source>
        <translation>Seul·e %1 doit regarder : les cartes agenda secrètes vont s’afficher.</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>Je suis %1 : montrer mes cartes</translation>
    </message>
    <message>
        <source>Cover my cards</source>
        <translation>Cacher mes cartes</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>AiPanel</name>
    <message>
        <source>The app is thinking for %1…</source>
        <translation>L'application réfléchit pour %1…</translation>
    </message>
    <message>
        <source>★ The app plays: %1</source>
        <translation>★ L'application joue : %1</translation>
    </message>
    <message>
        <source>Done on the board: next</source>
        <translation>Fait sur le plateau : suivant</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Shortcut: N</source>
        <translation>Raccourci : N</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a good turn for %1… %n move(s) found so far.</source>
        <translation>
            <numerusform>Recherche d'un bon tour pour %1… %n action trouvée jusqu'ici.</numerusform>
            <numerusform>Recherche d'un bon tour pour %1… %n actions trouvées jusqu'ici.</numerusform>
        </translation>
    </message>
    <message>
        <source>No hint here: the game waits for the dice or the cards, or it is over.</source>
        <translation>Pas de conseil ici : la partie attend les dés ou les cartes, ou elle est finie.</translation>
    </message>
    <message>
        <source>Hint for %1 (the AI's choice; the board marks each move with ★ and its number):</source>
        <translation>Conseil pour %1 (le choix de l'IA ; le plateau marque chaque action d'une ★ et de son numéro) :</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <source>What it gains: %1</source>
        <translation>Ce que cela rapporte : %1</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
</context>
<context>
    <name>AutosaveBanner</name>
    <message>
        <source>This game is no longer being saved automatically.</source>
        <translation>Cette partie n'est plus enregistrée automatiquement.</translation>
    </message>
    <message>
        <source>Last saved to %1; the moves since then are not saved. Save again to keep them.</source>
        <translation>Dernier enregistrement dans %1 ; les coups joués depuis ne sont pas enregistrés. Enregistrez à nouveau pour les garder.</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Keep it with “Save as…” in another folder. The autosave is tried again when play pauses, and every few moves.</source>
        <translation>Gardez-la avec « Enregistrer sous… » dans un autre dossier. La sauvegarde automatique est retentée quand le jeu marque une pause, et tous les quelques coups.</translation>
    </message>
    <message>
        <source>Saved to %1. The autosave is tried again when play pauses, and every few moves.</source>
        <translation>Enregistrée dans %1. La sauvegarde automatique est retentée quand le jeu marque une pause, et tous les quelques coups.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Alien Frontiers board</source>
        <translation>Plateau d'Alien Frontiers</translation>
    </message>
    <message>
        <source>Draw pile %1 · discards %2</source>
        <translation>Pioche %1 · défausse %2</translation>
    </message>
    <message>
        <source>Field generators</source>
        <translation>Générateurs de champ</translation>
    </message>
    <message>
        <source>off the board</source>
        <extracomment>Where a field generator is: "off the board" or the territory's name</extracomment>
        <translation>hors du plateau</translation>
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
        <translation>L'application lance les dés de %1.</translation>
    </message>
    <message>
        <source>The app draws the faction boards.</source>
        <translation>L'application tire les plateaux de faction.</translation>
    </message>
    <message>
        <source>The app turns up the cards.</source>
        <translation>L'application retourne les cartes.</translation>
    </message>
    <message>
        <source>Roll %1's dice at the table and enter them.</source>
        <translation>Lancez les dés de %1 à la table et saisissez-les.</translation>
    </message>
    <message>
        <source>Turn up the cards at the table and enter them.</source>
        <translation>Retournez les cartes à la table et saisissez-les.</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>Confirm</source>
        <translation>Confirmer</translation>
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
        <translation>Vaisseau relique</translation>
    </message>
    <message>
        <source>%1's %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1's %2 at the %3</source>
        <extracomment>A docked ship: "Bob's 4 at the Lunar Mine"</extracomment>
        <translation>%1 : %2 (%3)</translation>
    </message>
    <message>
        <source>No legal move goes on from this choice.</source>
        <translation>Aucun coup légal ne découle de ce choix.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Continue without</source>
        <translation>Continuer sans</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Click a territory on the planet, or choose below.</source>
        <translation>Cliquez sur un territoire de la planète, ou choisissez ci-dessous.</translation>
    </message>
    <message>
        <source>Click a facility on the board, or choose below.</source>
        <translation>Cliquez sur une installation du plateau, ou choisissez ci-dessous.</translation>
    </message>
    <message>
        <source>Click a card on display, or choose below.</source>
        <translation>Cliquez sur une carte exposée, ou choisissez ci-dessous.</translation>
    </message>
    <message>
        <source>Click a lit die in your fleet, or choose below.</source>
        <translation>Cliquez sur un dé en surbrillance dans votre flotte, ou choisissez ci-dessous.</translation>
    </message>
    <message>
        <source>Click a lit die on the board, or choose below.</source>
        <translation>Cliquez sur un dé en surbrillance sur le plateau, ou choisissez ci-dessous.</translation>
    </message>
    <message>
        <source>Click a lit die on the board or in your fleet, or choose below.</source>
        <translation>Cliquez sur un dé en surbrillance sur le plateau ou dans votre flotte, ou choisissez ci-dessous.</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <source>Relic Ship</source>
        <extracomment>Label under a die to enter: the Relic Ship, or a ship's number</extracomment>
        <translation>Vaisseau relique</translation>
    </message>
    <message>
        <source>ship %1</source>
        <translation>vaisseau %1</translation>
    </message>
    <message>
        <source>Click a face or type 1–6:</source>
        <translation>Cliquez sur une face ou tapez 1–6 :</translation>
    </message>
    <message>
        <source>Confirm the roll</source>
        <translation>Valider le lancer</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
</context>
<context>
    <name>Die</name>
    <message>
        <source>Die showing %1</source>
        <translation>Dé affichant %1</translation>
    </message>
    <message>
        <source>Die not rolled</source>
        <translation>Dé non lancé</translation>
    </message>
</context>
<context>
    <name>DraftPanel</name>
    <message>
        <source>The faction draft</source>
        <translation>La sélection des factions</translation>
    </message>
    <message>
        <source>%1 boards are drawn at random from the box.</source>
        <translation>%1 plateaux sont tirés au hasard dans la boîte.</translation>
    </message>
    <message>
        <source>Draw %1 boards from the box and choose them here.</source>
        <translation>Tirez %1 plateaux de la boîte et choisissez-les ici.</translation>
    </message>
    <message>
        <source>%1 picks a board. The last player picks first; the board left goes back to the box.</source>
        <translation>%1 choisit un plateau. Le dernier joueur choisit en premier ; le plateau restant retourne dans la boîte.</translation>
    </message>
    <message>
        <source>Draw the boards for me</source>
        <translation>Tirer les plateaux pour moi</translation>
    </message>
    <message>
        <source>These %1 boards were drawn</source>
        <translation>Ces %1 plateaux ont été tirés</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1: a faction board, %2: the player who took it</extracomment>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>EndTurnDialog</name>
    <message>
        <source>End the turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 fuel and %3 ore: %n token(s) go back to the supply to keep 8. Which?</source>
        <translation>
            <numerusform>%1 a %2 carburant et %3 minerai : %n jeton retourne à la réserve pour n'en garder que 8. Lequel ?</numerusform>
            <numerusform>%1 a %2 carburant et %3 minerai : %n jetons retournent à la réserve pour n'en garder que 8. Lesquels ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Return fuel</source>
        <translation>Carburant rendu</translation>
    </message>
    <message>
        <source>and ore: %1</source>
        <translation>et minerai : %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
</context>
<context>
    <name>FactionsModel</name>
    <message>
        <source>Only %1 uses this ability, on their own turn.</source>
        <translation>Seul(e) %1 utilise ce pouvoir, à son propre tour.</translation>
    </message>
    <message>
        <source>No use of this ability is possible now.</source>
        <translation>Ce pouvoir ne peut pas être utilisé maintenant.</translation>
    </message>
    <message>
        <source>Docking fee: %1, paid to %2</source>
        <extracomment>%1: an amount such as "1 fuel"; %2: the board's owner</extracomment>
        <translation>Droit d'amarrage : %1, payé à %2</translation>
    </message>
    <message>
        <source>Owner ability</source>
        <extracomment>%1: an amount such as "2 fuel"</extracomment>
        <translation>Pouvoir du propriétaire</translation>
    </message>
    <message>
        <source>Owner ability (%1)</source>
        <translation>Pouvoir du propriétaire (%1)</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>The game could not be opened</source>
        <translation>Impossible d'ouvrir la partie</translation>
    </message>
    <message>
        <source>Game resumed where it was left.</source>
        <translation>Partie reprise là où elle s'était arrêtée.</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>Impossible d'enregistrer la partie</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Enregistrée dans %1</translation>
    </message>
    <message>
        <source>alien-frontiers-%1.json</source>
        <translation>alien-frontiers-%1.json</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Parties enregistrées (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
</context>
<context>
    <name>GameHistory</name>
    <message>
        <source>The history of games in %1 could not be read (%2). It was kept as %3 and a new history was started.</source>
        <translation>L'historique des parties dans %1 n'a pas pu être lu (%2). Il a été conservé sous %3 et un nouvel historique a été commencé.</translation>
    </message>
    <message>
        <source>The history of games cannot be used: %1</source>
        <translation>L'historique des parties est inutilisable : %1</translation>
    </message>
    <message>
        <source>This game could not be stored in the history of games: %1</source>
        <translation>Cette partie n'a pas pu être enregistrée dans l'historique : %1</translation>
    </message>
    <message>
        <source>Export the history of games</source>
        <translation>Exporter l'historique des parties</translation>
    </message>
    <message>
        <source>games.csv</source>
        <translation>parties.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 n'a pas pu être écrit : %2</translation>
    </message>
    <message>
        <source>Game %1 is not in the history.</source>
        <translation>La partie %1 n'est pas dans l'historique.</translation>
    </message>
    <message>
        <source>Game %1 of the history cannot be read: %2</source>
        <translation>La partie %1 de l'historique ne peut pas être lue : %2</translation>
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
        <translation>le %1 du Vaisseau relique</translation>
    </message>
    <message>
        <source>%1 gets the %2</source>
        <translation>%1 reçoit la carte %2</translation>
    </message>
    <message>
        <source>Cards dealt: %1 on display; %2.</source>
        <translation>Cartes distribuées — exposées : %1 ; %2.</translation>
    </message>
    <message>
        <source>%1 rolls %2.</source>
        <translation>%1 obtient %2.</translation>
    </message>
    <message>
        <source>%1 rolls again: %2.</source>
        <translation>%1 relance : %2.</translation>
    </message>
    <message>
        <source>Turned up for the display: %1.</source>
        <translation>Cartes révélées et exposées : %1.</translation>
    </message>
    <message>
        <source>%1 docks %2 at the %3 and lands a colony on %4.</source>
        <translation>%3 : %1 amarre %2 et pose une colonie sur le territoire %4.</translation>
    </message>
    <message>
        <source>%1 docks %2 at the %3.</source>
        <translation>%3 : %1 amarre %2.</translation>
    </message>
    <message>
        <source>%1 cannot dock a %2 anywhere and puts it on the Maintenance Bay.</source>
        <translation>%1 ne peut amarrer son %2 nulle part et le place dans la Baie de maintenance.</translation>
    </message>
    <message>
        <source>%1 trades at the Orbital Market.</source>
        <translation>%1 échange au Marché orbital.</translation>
    </message>
    <message>
        <source>%1 cycles the alien tech cards on display.</source>
        <translation>%1 renouvelle les cartes technologie extraterrestre exposées.</translation>
    </message>
    <message>
        <source>%1 claims the %2.</source>
        <translation>%1 prend la carte %2.</translation>
    </message>
    <message>
        <source>%1 launches a colony from the Colonist Hub to %2.</source>
        <translation>%1 lance une colonie depuis le Centre de colonisation vers le territoire %2.</translation>
    </message>
    <message>
        <source>%1 buys the Relic Ship.</source>
        <translation>%1 achète le Vaisseau relique.</translation>
    </message>
    <message>
        <source>%1 uses the %2: %3 moves to the %4.</source>
        <translation>%1 utilise la carte %2 : %3 → %4.</translation>
    </message>
    <message>
        <source>%1 uses the %2.</source>
        <translation>%1 utilise la carte %2.</translation>
    </message>
    <message>
        <source>%1 discards the %2 for its power.</source>
        <translation>%1 défausse la carte %2 pour son pouvoir.</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation>%1 termine son tour.</translation>
    </message>
    <message>
        <source>a colony on %1</source>
        <translation>+1 colonie (%1)</translation>
    </message>
    <message>
        <source>a colony leaves %1</source>
        <translation>−1 colonie (%1)</translation>
    </message>
    <message>
        <source>gains the %1</source>
        <translation>gagne la carte %1</translation>
    </message>
    <message>
        <source>loses the %1</source>
        <translation>perd la carte %1</translation>
    </message>
    <message>
        <source>a new ship</source>
        <translation>un nouveau vaisseau</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) back to the stock</source>
        <translation>
            <numerusform>%n vaisseau retourne au stock</numerusform>
            <numerusform>%n vaisseaux retournent au stock</numerusform>
        </translation>
    </message>
    <message>
        <source>Colonist Hub circle %1</source>
        <translation>Centre de colonisation, cercle %1</translation>
    </message>
    <message>
        <source>now controls %1</source>
        <translation>prend le contrôle du territoire %1</translation>
    </message>
    <message>
        <source>no longer controls %1</source>
        <translation>perd le contrôle du territoire %1</translation>
    </message>
    <message>
        <source>takes the Relic Ship</source>
        <translation>prend le Vaisseau relique</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Effects of an action on one player: "Alice: +2 fuel, a colony on Lem Badlands"</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 goes to the Maintenance Bay</source>
        <translation>%1 va dans la Baie de maintenance</translation>
    </message>
    <message>
        <source>%1 moves to the %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>the Relic Ship returns to Burroughs Desert</source>
        <translation>le Vaisseau relique retourne sur le Désert Burroughs</translation>
    </message>
    <message>
        <source>the %1 is taken off the board</source>
        <translation>le %1 est retiré du plateau</translation>
    </message>
    <message>
        <source>the %1 moves to %2</source>
        <translation>le %1 va sur le territoire %2</translation>
    </message>
    <message>
        <source>a %1 becomes a %2</source>
        <translation>un %1 devient un %2</translation>
    </message>
    <message>
        <source>%1 — %2.</source>
        <extracomment>An action followed by what it changed, e.g. "Alice docks 4 at the Lunar Mine. — Alice: +1 ore."</extracomment>
        <translation>%1 — %2.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Faction boards drawn for the draft: %1.</source>
        <translation>Plateaux de faction tirés pour la sélection : %1.</translation>
    </message>
    <message>
        <source>%1 takes the %2 board.</source>
        <translation>%1 prend le plateau %2.</translation>
    </message>
    <message>
        <source>%1 uses the owner ability of the %2 board.</source>
        <translation>%1 utilise le pouvoir de propriétaire du plateau %2.</translation>
    </message>
    <message>
        <source>Agenda cards dealt: two face down to each player.</source>
        <translation>Cartes agenda distribuées : deux face cachée à chaque joueur.</translation>
    </message>
    <message>
        <source>%1 reveals agenda #%2 at the end of the game.</source>
        <translation>%1 révèle l'agenda n° %2 à la fin de la partie.</translation>
    </message>
    <message>
        <source>%1 reveals agenda #%2.</source>
        <translation>%1 révèle l'agenda n° %2.</translation>
    </message>
    <message>
        <source>%1 draws agenda cards at the Orbital Market instead of trading.</source>
        <translation>%1 pioche des cartes agenda au Marché orbital au lieu d'échanger.</translation>
    </message>
    <message>
        <source>%1 discards a face-down agenda card.</source>
        <translation>%1 défausse une carte agenda face cachée.</translation>
    </message>
    <message>
        <source>%1 discards nothing more at the start of the turn.</source>
        <translation>%1 ne défausse plus rien au début du tour.</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n ore from the %2.</source>
        <translation>
            <numerusform>%1 prend %n minerai grâce à %2.</numerusform>
            <numerusform>%1 prend %n minerais grâce à %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n fuel from the %2.</source>
        <translation>
            <numerusform>%1 prend %n carburant grâce à %2.</numerusform>
            <numerusform>%1 prend %n carburants grâce à %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolls %2 for the Field Propagator.</source>
        <translation>%1 obtient %2 pour le Propagateur de champ.</translation>
    </message>
    <message>
        <source>the %1 straddles the border with %2</source>
        <translation>le %1 chevauche la frontière avec le territoire %2</translation>
    </message>
    <message>
        <source>the %1 stands wholly on %2</source>
        <translation>le %1 se retrouve entièrement sur le territoire %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n agenda card(s).</source>
        <translation>
            <numerusform>%1 pioche %n carte agenda.</numerusform>
            <numerusform>%1 pioche %n cartes agenda.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 looks at the top %n card(s) of the draw pile.</source>
        <translation>
            <numerusform>%1 regarde la carte du dessus de la pioche.</numerusform>
            <numerusform>%1 regarde les %n cartes du dessus de la pioche.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 puts the cards back on the draw pile in an order of their choice.</source>
        <translation>%1 remet les cartes sur la pioche dans l’ordre de son choix.</translation>
    </message>
    <message>
        <source>%1 has no more agenda cards to reveal.</source>
        <translation>%1 n’a plus de carte agenda à révéler.</translation>
    </message>
</context>
<context>
    <name>GameOverView</name>
    <message>
        <source>Shared victory: %1</source>
        <translation>Victoire partagée : %1</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne !</translation>
    </message>
    <message>
        <source>colonies %1 · territories %2 · City %3 · Monument %4 · Positron %5</source>
        <translation>colonies %1 · territoires %2 · Cité %3 · Monument %4 · Positrons %5</translation>
    </message>
    <message numerus="yes">
        <source>%n alien tech card(s)</source>
        <translation>
            <numerusform>%n carte technologie extraterrestre</numerusform>
            <numerusform>%n cartes technologie extraterrestre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ore</source>
        <translation>
            <numerusform>%n minerai</numerusform>
            <numerusform>%n minerais</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fuel</source>
        <translation>
            <numerusform>%n carburant</numerusform>
            <numerusform>%n carburants</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 PV</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Annuler le dernier coup</translation>
    </message>
    <message>
        <source>Save the game…</source>
        <translation>Enregistrer la partie…</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Voir le plateau</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>agendas %1</source>
        <translation>agendas %1</translation>
    </message>
    <message>
        <source>alien tech %1</source>
        <translation>technologie %1</translation>
    </message>
    <message>
        <source>Agenda cards may still be revealed: a player whose face-down card's end-game goal is met turns it face up for 1 VP before the ranking is final.</source>
        <translation>Des cartes agenda peuvent encore être révélées : le joueur dont une carte face cachée atteint son objectif de fin de partie la retourne pour 1 PV avant que le classement soit définitif.</translation>
    </message>
    <message>
        <source>Reveal agenda cards</source>
        <translation>Révéler des cartes agenda</translation>
    </message>
    <message>
        <source>Game over: the ranking is not final yet</source>
        <translation>Partie terminée : le classement n’est pas encore définitif</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>This move could not be understood (%1).</source>
        <translation>Ce coup n'a pas pu être compris (%1).</translation>
    </message>
    <message>
        <source>Start or open a game first.</source>
        <translation>Commencez ou ouvrez d'abord une partie.</translation>
    </message>
    <message>
        <source>Nothing needs to be rolled or drawn now.</source>
        <translation>Il n'y a rien à lancer ni à piocher pour l'instant.</translation>
    </message>
    <message>
        <source>This game uses the table's dice and cards: enter what they show.</source>
        <translation>Cette partie utilise les dés et les cartes de la table : saisissez ce qu'ils indiquent.</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <extracomment>%1 is the log entry of the move taken back</extracomment>
        <translation>Annulé : %1</translation>
    </message>
    <message>
        <source>Choose a colour for every player.</source>
        <translation>Choisissez une couleur pour chaque joueur.</translation>
    </message>
    <message>
        <source>Unknown ruleset.</source>
        <translation>Règles inconnues.</translation>
    </message>
    <message>
        <source>The seed must be a whole number.</source>
        <translation>La graine doit être un nombre entier.</translation>
    </message>
    <message>
        <source>A game has 2 to 4 players.</source>
        <translation>Une partie se joue de 2 à 4 joueurs.</translation>
    </message>
    <message>
        <source>Every player needs a colour of their own.</source>
        <translation>Chaque joueur doit avoir sa propre couleur.</translation>
    </message>
    <message>
        <source>Move %1 of the game cannot be played: %2</source>
        <translation>Le coup %1 de la partie ne peut pas être joué : %2</translation>
    </message>
    <message>
        <source>The rules engine cannot play the %1 module yet: %2</source>
        <translation>Le moteur de règles ne sait pas encore jouer le module %1 : %2</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Dock any ships, one per port. Each ship gains fuel: half its value, rounded up.</source>
        <translation>Amarrez des vaisseaux de toute valeur, un par port. Chacun rapporte du carburant : la moitié de sa valeur, arrondie au supérieur.</translation>
    </message>
    <message>
        <source>Dock ships one per port, each at least as high as the highest ship already there. Each ship gains 1 ore.</source>
        <translation>Amarrez des vaisseaux un par port, chacun d'une valeur au moins égale à celle du plus haut vaisseau déjà présent. Chaque vaisseau rapporte 1 minerai.</translation>
    </message>
    <message>
        <source>Dock a pair of equal values. Then trade fuel for ore as often as you like this turn: the pair's value in fuel buys 1 ore.</source>
        <translation>Amarrez une paire de valeurs identiques. Échangez ensuite du carburant contre du minerai autant de fois que vous voulez ce tour-ci : la valeur de la paire en carburant achète 1 minerai.</translation>
    </message>
    <message>
        <source>Dock any ships. Each ship lets you cycle the three cards on display once; your ships here totalling 8 or more this turn claim one card.</source>
        <translation>Amarrez des vaisseaux de toute valeur. Chaque vaisseau permet de renouveler une fois les trois cartes exposées ; si vos vaisseaux amarrés ici ce tour-ci totalisent 8 ou plus, prenez une carte.</translation>
    </message>
    <message>
        <source>Dock up to three ships on your track. The first places a colony on circle 1, each further ship moves it one circle on. From circle 7 launch it for 1 fuel and 1 ore.</source>
        <translation>Amarrez jusqu'à trois vaisseaux sur votre piste. Le premier place une colonie sur le cercle 1, chaque vaisseau suivant l'avance d'un cercle. Depuis le cercle 7, lancez-la pour 1 carburant et 1 minerai.</translation>
    </message>
    <message>
        <source>Dock three equal values and pay 3 ore to land a colony on a territory.</source>
        <translation>Amarrez trois valeurs identiques et payez 3 minerais pour poser une colonie sur un territoire.</translation>
    </message>
    <message>
        <source>Dock a 6 and pay 1 fuel and 1 ore to land a colony on a territory. The ship is lost: it goes back to your stock at the start of your next turn.</source>
        <translation>Amarrez un 6 et payez 1 carburant et 1 minerai pour poser une colonie sur un territoire. Le vaisseau est perdu : il retourne dans votre stock au début de votre prochain tour.</translation>
    </message>
    <message>
        <source>Dock a pair of equal values and pay fuel and ore to build a new ship. It waits on the Maintenance Bay until your next turn.</source>
        <translation>Amarrez une paire de valeurs identiques et payez du carburant et du minerai pour construire un nouveau vaisseau. Il attend dans la Baie de maintenance jusqu'à votre prochain tour.</translation>
    </message>
    <message>
        <source>Dock three consecutive values to take up to 4 resources from other players, or one alien tech card from one player.</source>
        <translation>Amarrez trois valeurs consécutives pour prendre jusqu'à 4 ressources aux autres joueurs, ou une carte technologie extraterrestre à un joueur.</translation>
    </message>
    <message>
        <source>Ships that cannot dock anywhere rest here, and new ships wait here for the next turn.</source>
        <translation>Les vaisseaux qui ne peuvent s'amarrer nulle part y stationnent, et les nouveaux vaisseaux y attendent le tour suivant.</translation>
    </message>
    <message>
        <source>Bonus: docking two or more ships at the Colonist Hub in a turn moves your colony one extra circle.</source>
        <translation>Bonus : amarrer deux vaisseaux ou plus au Centre de colonisation dans un tour avance votre colonie d'un cercle supplémentaire.</translation>
    </message>
    <message>
        <source>Bonus: the Colony Constructor costs you 2 ore instead of 3.</source>
        <translation>Bonus : le Constructeur de colonies vous coûte 2 minerais au lieu de 3.</translation>
    </message>
    <message>
        <source>Bonus: you may buy the Relic Ship, a colourless extra ship, for 1 fuel and 1 ore.</source>
        <translation>Bonus : vous pouvez acheter le Vaisseau relique, un vaisseau supplémentaire sans couleur, pour 1 carburant et 1 minerai.</translation>
    </message>
    <message>
        <source>Bonus: at the Orbital Market, 1 fuel buys 1 ore.</source>
        <translation>Bonus : au Marché orbital, 1 carburant achète 1 minerai.</translation>
    </message>
    <message>
        <source>Bonus: the Shipyard costs you 1 fuel and 1 ore less.</source>
        <translation>Bonus : le Chantier spatial vous coûte 1 carburant et 1 minerai de moins.</translation>
    </message>
    <message>
        <source>Bonus: each ship docked at the Solar Converter gains 1 extra fuel.</source>
        <translation>Bonus : chaque vaisseau amarré au Convertisseur solaire rapporte 1 carburant supplémentaire.</translation>
    </message>
    <message>
        <source>Bonus: each use of an alien tech fuel power costs 1 fuel less.</source>
        <translation>Bonus : chaque utilisation d'un pouvoir à carburant de technologie extraterrestre coûte 1 carburant de moins.</translation>
    </message>
    <message>
        <source>Bonus: your first ship docked at the Lunar Mine each turn may show any value.</source>
        <translation>Bonus : à chaque tour, votre premier vaisseau amarré à la Mine lunaire peut avoir n'importe quelle valeur.</translation>
    </message>
    <message>
        <source>Cancels the bonus of the territory it is on.</source>
        <translation>Annule le bonus du territoire où il se trouve.</translation>
    </message>
    <message>
        <source>The player controlling its territory scores 1 extra point.</source>
        <translation>Le joueur qui contrôle son territoire marque 1 point supplémentaire.</translation>
    </message>
    <message>
        <source>No colony may land on its territory or be moved away from it.</source>
        <translation>Aucune colonie ne peut se poser sur son territoire ni en être retirée.</translation>
    </message>
    <message>
        <source>Worth 1 point while you hold it.</source>
        <translation>Vaut 1 point tant que vous la détenez.</translation>
    </message>
    <message>
        <source>Pay 1 fuel: add 1 to an unplaced ship.</source>
        <translation>Payez 1 carburant : ajoutez 1 à un vaisseau non placé.</translation>
    </message>
    <message>
        <source>Discard: take a field generator off the board.</source>
        <translation>Défausse : retirez un générateur de champ du plateau.</translation>
    </message>
    <message>
        <source>Pay 1 fuel per colony on a territory: use its bonus this turn.</source>
        <translation>Payez 1 carburant par colonie d'un territoire : utilisez son bonus ce tour-ci.</translation>
    </message>
    <message>
        <source>Discard: move the Positron Field to a territory.</source>
        <translation>Défausse : déplacez le Champ de positrons sur un territoire.</translation>
    </message>
    <message>
        <source>Pay 2 fuel: take 1 from one unplaced ship and add 1 to another.</source>
        <translation>Payez 2 carburants : retirez 1 à un vaisseau non placé et ajoutez 1 à un autre.</translation>
    </message>
    <message>
        <source>Discard: move the Repulsor Field to a territory.</source>
        <translation>Défausse : déplacez le Champ répulseur sur un territoire.</translation>
    </message>
    <message>
        <source>Raiders cannot take your resources; they may take only this card from you.</source>
        <translation>Les pillards ne peuvent pas prendre vos ressources ; ils ne peuvent vous prendre que cette carte.</translation>
    </message>
    <message>
        <source>Pay 2 fuel: move one of your docked ships to another facility.</source>
        <translation>Payez 2 carburants : déplacez l'un de vos vaisseaux amarrés vers une autre installation.</translation>
    </message>
    <message>
        <source>Discard: move any colony to another territory.</source>
        <translation>Défausse : déplacez n'importe quelle colonie vers un autre territoire.</translation>
    </message>
    <message>
        <source>Pay 1 fuel per ship: send other players' ships at one facility to the Maintenance Bay.</source>
        <translation>Payez 1 carburant par vaisseau : envoyez dans la Baie de maintenance les vaisseaux des autres joueurs amarrés à une installation.</translation>
    </message>
    <message>
        <source>Discard: send one docked ship of another player back to their stock.</source>
        <translation>Défausse : renvoyez dans son stock un vaisseau amarré d'un autre joueur.</translation>
    </message>
    <message>
        <source>Pay 1 fuel: turn an unplaced ship to its opposite face (1↔6, 2↔5, 3↔4).</source>
        <translation>Payez 1 carburant : retournez un vaisseau non placé sur sa face opposée (1↔6, 2↔5, 3↔4).</translation>
    </message>
    <message>
        <source>Discard: swap two colonies of different players on two territories.</source>
        <translation>Défausse : échangez deux colonies de joueurs différents situées sur deux territoires.</translation>
    </message>
    <message>
        <source>After your roll: more odd dice gain 1 ore, more even dice gain 1 fuel; as many of each gain both, and the card is discarded.</source>
        <translation>Après votre lancer : plus de dés impairs, gagnez 1 minerai ; plus de dés pairs, gagnez 1 carburant ; autant des deux, gagnez les deux et la carte est défaussée.</translation>
    </message>
    <message>
        <source>Pay 1 fuel: take 1 from an unplaced ship.</source>
        <translation>Payez 1 carburant : retirez 1 à un vaisseau non placé.</translation>
    </message>
    <message>
        <source>Discard: move the Isolation Field to a territory.</source>
        <translation>Défausse : déplacez le Champ d'isolation sur un territoire.</translation>
    </message>
    <message>
        <source>Pay 1 fuel: roll any of your unplaced ships again.</source>
        <translation>Payez 1 carburant : relancez autant de vos vaisseaux non placés que vous voulez.</translation>
    </message>
    <message>
        <source>Discard: take a card of your choice from the discard pile.</source>
        <translation>Défausse : prenez la carte de votre choix dans la défausse.</translation>
    </message>
    <message>
        <source>Pay 3 fuel: move another player's docked ship to a facility, for your benefit.</source>
        <translation>Payez 3 carburants : déplacez le vaisseau amarré d'un autre joueur vers une installation, à votre profit.</translation>
    </message>
    <message>
        <source>Discard at the start of your turn: the Relic Ship joins your fleet, rolled with it, for this turn.</source>
        <translation>Défausse au début de votre tour : le Vaisseau relique rejoint votre flotte pour ce tour, lancé avec elle.</translation>
    </message>
    <message>
        <source>Worth a point more while you also hold the Alien City or the Alien Monument.</source>
        <translation>Vaut un point de plus tant que vous détenez aussi la Cité extraterrestre ou le Monument extraterrestre.</translation>
    </message>
    <message>
        <source>Pay fuel: take a ship of any player from the Maintenance Bay, roll it and use it this turn.</source>
        <translation>Payez du carburant : prenez un vaisseau de n'importe quel joueur dans la Baie de maintenance, lancez-le et utilisez-le ce tour-ci.</translation>
    </message>
    <message>
        <source>Discard: every ship at one orbital facility goes to the Maintenance Bay.</source>
        <translation>Défausse : tous les vaisseaux d'une installation orbitale vont à la Baie de maintenance.</translation>
    </message>
    <message>
        <source>Free: put an unplaced ship of yours on this card; while it is there you take fuel or ore at the start of every turn.</source>
        <translation>Gratuit : placez un de vos vaisseaux non placés sur cette carte ; tant qu'il y reste, vous prenez du carburant ou du minerai au début de chaque tour.</translation>
    </message>
    <message>
        <source>Discard: the ship on this card goes to the Maintenance Bay.</source>
        <translation>Défausse : le vaisseau sur cette carte va à la Baie de maintenance.</translation>
    </message>
    <message>
        <source>Discard at the start of your turn: your Terraforming Station ship goes to the Maintenance Bay, not to your stock.</source>
        <translation>Défausse au début de votre tour : votre vaisseau de la Station de terraformation va à la Baie de maintenance, pas dans votre stock.</translation>
    </message>
    <message>
        <source>Pay fuel: your unplaced ships of the same values take the places of other players' ships at one facility.</source>
        <translation>Payez du carburant : vos vaisseaux non placés de mêmes valeurs prennent la place des vaisseaux d'autres joueurs à une installation.</translation>
    </message>
    <message>
        <source>Discard: the colonies of two territories change places.</source>
        <translation>Défausse : les colonies de deux territoires échangent leurs places.</translation>
    </message>
    <message>
        <source>Free: roll one of your unplaced ships again.</source>
        <translation>Gratuit : relancez un de vos vaisseaux non placés.</translation>
    </message>
    <message>
        <source>Discard once all your ships are placed: take back one or two docked ships, roll them and dock them elsewhere.</source>
        <translation>Défausse une fois tous vos vaisseaux placés : reprenez un ou deux vaisseaux amarrés, lancez-les et amarrez-les ailleurs.</translation>
    </message>
    <message>
        <source>Discard: put the Repulsor or the Positron Field on a territory where you have a colony.</source>
        <translation>Défausse : posez le Champ répulseur ou le Champ de positrons sur un territoire où vous avez une colonie.</translation>
    </message>
    <message>
        <source>Other players' cards cost them more fuel for each of your ships they affect.</source>
        <translation>Les cartes des autres joueurs leur coûtent plus de carburant pour chacun de vos vaisseaux qu'elles touchent.</translation>
    </message>
    <message>
        <source>Pay fuel: gain ore.</source>
        <translation>Payez du carburant : gagnez du minerai.</translation>
    </message>
    <message>
        <source>Discard: gain ore.</source>
        <translation>Défausse : gagnez du minerai.</translation>
    </message>
    <message>
        <source>Pay fuel: set one of your unplaced ships to any value; a fuel goes on this card, and when enough are on it the card is discarded.</source>
        <translation>Payez du carburant : donnez la valeur de votre choix à un de vos vaisseaux non placés ; un carburant va sur cette carte, et quand il y en a assez, la carte est défaussée.</translation>
    </message>
    <message>
        <source>Pay fuel: a field generator on a territory you control also covers a neighbouring territory.</source>
        <translation>Payez du carburant : un générateur de champ sur un territoire que vous contrôlez agit aussi sur un territoire voisin.</translation>
    </message>
    <message>
        <source>Discard: every field generator moves to one territory where you have a colony.</source>
        <translation>Défausse : tous les générateurs de champ vont sur un territoire où vous avez une colonie.</translation>
    </message>
    <message>
        <source>Pay fuel and roll a die: it names a field generator, which you put on a territory where you have a colony.</source>
        <translation>Payez du carburant et lancez un dé : il désigne un générateur de champ, que vous posez sur un territoire où vous avez une colonie.</translation>
    </message>
    <message>
        <source>Discard: move one field generator to another territory.</source>
        <translation>Défausse : déplacez un générateur de champ vers un autre territoire.</translation>
    </message>
    <message>
        <source>Pay fuel: add 1 to each of your unplaced ships (a 6 becomes a 1).</source>
        <translation>Payez du carburant : ajoutez 1 à chacun de vos vaisseaux non placés (un 6 devient 1).</translation>
    </message>
    <message>
        <source>Discard: put a field generator that is off the planet on a territory where you have a colony.</source>
        <translation>Défausse : posez un générateur de champ hors de la planète sur un territoire où vous avez une colonie.</translation>
    </message>
    <message>
        <source>Pay fuel: take a colony off its territory onto this card; its owner may pay to land it again on their turn.</source>
        <translation>Payez du carburant : retirez une colonie de son territoire sur cette carte ; son propriétaire peut payer pour la faire atterrir à son tour.</translation>
    </message>
    <message>
        <source>Pay fuel before you roll: another player's docked ship joins your fleet for this turn.</source>
        <translation>Payez du carburant avant votre lancer : un vaisseau amarré d'un autre joueur rejoint votre flotte pour ce tour.</translation>
    </message>
    <message>
        <source>Discard at the start of your turn: two other players' docked ships join your fleet for this turn.</source>
        <translation>Défausse au début de votre tour : deux vaisseaux amarrés d'autres joueurs rejoignent votre flotte pour ce tour.</translation>
    </message>
    <message>
        <source>Pay fuel before you roll: roll one ship, and all your other ships take its value.</source>
        <translation>Payez du carburant avant votre lancer : lancez un vaisseau, et tous vos autres vaisseaux prennent sa valeur.</translation>
    </message>
    <message>
        <source>Discard: every docked ship on the board turns to 1.</source>
        <translation>Défausse : chaque vaisseau amarré sur le plateau passe à 1.</translation>
    </message>
    <message>
        <source>Pay fuel: move another player's colony from a territory where you have a colony to a neighbouring one.</source>
        <translation>Payez du carburant : déplacez la colonie d'un autre joueur d'un territoire où vous avez une colonie vers un territoire voisin.</translation>
    </message>
    <message>
        <source>Discard: the other players' colonies leave a territory where you have a colony, to neighbouring ones.</source>
        <translation>Défausse : les colonies des autres joueurs quittent un territoire où vous avez une colonie, vers des territoires voisins.</translation>
    </message>
    <message>
        <source>Pay fuel when you dock at the Lunar Mine: gain more ore.</source>
        <translation>Payez du carburant en vous amarrant à la Mine lunaire : gagnez plus de minerai.</translation>
    </message>
    <message>
        <source>Discard: every ship at the Lunar Mine goes to the Maintenance Bay.</source>
        <translation>Défausse : tous les vaisseaux de la Mine lunaire vont à la Baie de maintenance.</translation>
    </message>
    <message>
        <source>Put fuel on this card: until your next turn nobody can move or remove your colonies.</source>
        <translation>Posez du carburant sur cette carte : jusqu'à votre prochain tour, personne ne peut déplacer ni retirer vos colonies.</translation>
    </message>
    <message>
        <source>Discard: move up to two of your colonies to one territory.</source>
        <translation>Défausse : déplacez jusqu'à deux de vos colonies vers un même territoire.</translation>
    </message>
    <message>
        <source>Discard: reveal one of your face-down agenda cards and score its point without meeting its goal.</source>
        <translation>Défausse : révélez une de vos cartes agenda face cachée et marquez son point sans remplir son objectif.</translation>
    </message>
    <message>
        <source>You may hold one more agenda card.</source>
        <translation>Vous pouvez détenir une carte agenda de plus.</translation>
    </message>
    <message>
        <source>Pay ore: gain fuel, more with the Pohl Foothills bonus.</source>
        <translation>Payez du minerai : gagnez du carburant, davantage avec le bonus des Contreforts Pohl.</translation>
    </message>
    <message>
        <source>Discard: return an unplaced ship to your stock and gain fuel and ore.</source>
        <translation>Défausse : remettez un vaisseau non placé dans votre stock et gagnez du carburant et du minerai.</translation>
    </message>
    <message>
        <source>Move some of your fuel and ore onto this card, out of the limit's and the raiders' reach.</source>
        <translation>Mettez une partie de votre carburant et de votre minerai sur cette carte, hors de la limite et hors de portée des pillards.</translation>
    </message>
    <message>
        <source>Discard: take everything on this card into your supply.</source>
        <translation>Défausse : prenez tout ce qui est sur cette carte dans votre réserve.</translation>
    </message>
    <message>
        <source>Pay fuel before you roll: draw an agenda card face up; it scores if you meet its goal this turn.</source>
        <translation>Payez du carburant avant votre lancer : piochez une carte agenda face visible ; elle compte si vous remplissez son objectif ce tour-ci.</translation>
    </message>
    <message>
        <source>Use another card's fuel power a second time this turn, paying its cost again.</source>
        <translation>Utilisez une seconde fois ce tour-ci le pouvoir à carburant d'une autre carte, en payant de nouveau son coût.</translation>
    </message>
    <message>
        <source>Discard: another player discards an alien tech card of your choice, without its power.</source>
        <translation>Défausse : un autre joueur défausse une carte technologie extraterrestre de votre choix, sans son pouvoir.</translation>
    </message>
    <message>
        <source>Pay fuel: use one more discard power this turn.</source>
        <translation>Payez du carburant : utilisez un pouvoir de défausse de plus ce tour-ci.</translation>
    </message>
    <message>
        <source>Discard: the three cards on display leave the game.</source>
        <translation>Défausse : les trois cartes exposées quittent la partie.</translation>
    </message>
    <message>
        <source>Before you roll, put fuel on this card: a roll with four or more ships of one value turns it into ore.</source>
        <translation>Avant votre lancer, posez du carburant sur cette carte : un lancer avec quatre vaisseaux ou plus de même valeur le change en minerai.</translation>
    </message>
    <message>
        <source>Pay fuel: cycle the cards on display.</source>
        <translation>Payez du carburant : renouvelez les cartes exposées.</translation>
    </message>
    <message>
        <source>Discard: cycle the display a few times for free, then claim a card on it.</source>
        <translation>Défausse : renouvelez gratuitement les cartes exposées quelques fois, puis prenez-en une.</translation>
    </message>
    <message>
        <source>Discard: take a resource of your choice from each other player.</source>
        <translation>Défausse : prenez à chaque autre joueur une ressource de votre choix.</translation>
    </message>
    <message>
        <source>What other players return above the limit comes to you.</source>
        <translation>Ce que les autres joueurs rendent au-delà de la limite vous revient.</translation>
    </message>
    <message>
        <source>Pay fuel: look at the top cards of the alien tech pile and put them back in any order.</source>
        <translation>Payez du carburant : regardez les cartes du dessus de la pioche technologie extraterrestre et remettez-les dans l'ordre de votre choix.</translation>
    </message>
    <message>
        <source>Discard: move one of your colonies to a territory with no colony.</source>
        <translation>Défausse : déplacez une de vos colonies vers un territoire sans colonie.</translation>
    </message>
    <message>
        <source>Discard: the colonies of one territory move to neighbouring territories; then this card leaves the game.</source>
        <translation>Défausse : les colonies d'un territoire vont sur des territoires voisins ; puis cette carte quitte la partie.</translation>
    </message>
    <message>
        <source>With enough ships in play: return an unplaced ship to your stock and gain its Shipyard price.</source>
        <translation>Avec assez de vaisseaux en jeu : remettez un vaisseau non placé dans votre stock et gagnez son prix au Chantier spatial.</translation>
    </message>
    <message>
        <source>Discard: the same with two unplaced ships.</source>
        <translation>Défausse : la même chose avec deux vaisseaux non placés.</translation>
    </message>
    <message>
        <source>With a high pair at the Shipyard: pay fuel instead of the Shipyard price for the ship.</source>
        <translation>Avec une paire haute au Chantier spatial : payez du carburant au lieu du prix du Chantier spatial pour le vaisseau.</translation>
    </message>
    <message>
        <source>Discard: the ship you build is rolled and used at once.</source>
        <translation>Défausse : le vaisseau que vous construisez est lancé et utilisé aussitôt.</translation>
    </message>
    <message>
        <source>Free: gain fuel for each other player's ship at the Solar Converter.</source>
        <translation>Gratuit : gagnez du carburant pour chaque vaisseau d'un autre joueur au Convertisseur solaire.</translation>
    </message>
    <message>
        <source>Discard: the other players return all their fuel to the supply.</source>
        <translation>Défausse : les autres joueurs rendent tout leur carburant à la réserve.</translation>
    </message>
    <message>
        <source>Pay fuel per ship: dock at a facility with no free port.</source>
        <translation>Payez du carburant par vaisseau : amarrez-vous à une installation sans place libre.</translation>
    </message>
    <message>
        <source>Discard: every ship at one facility goes to the Maintenance Bay.</source>
        <translation>Défausse : tous les vaisseaux d'une installation vont à la Baie de maintenance.</translation>
    </message>
    <message>
        <source>Pay fuel: take 1 from each of your unplaced ships (a 1 becomes a 6).</source>
        <translation>Payez du carburant : retirez 1 à chacun de vos vaisseaux non placés (un 1 devient 6).</translation>
    </message>
    <message>
        <source>Discard: take a field generator off a territory where you have a colony.</source>
        <translation>Défausse : retirez un générateur de champ d'un territoire où vous avez une colonie.</translation>
    </message>
    <message>
        <source>Pay fuel: use the power of a card on display as if it were yours, paying its own cost too.</source>
        <translation>Payez du carburant : utilisez le pouvoir d'une carte exposée comme si elle était à vous, en payant aussi son propre coût.</translation>
    </message>
    <message>
        <source>Discard: claim a card on display.</source>
        <translation>Défausse : prenez une carte exposée.</translation>
    </message>
</context>
<context>
    <name>LegalMoves</name>
    <message>
        <source>Send ships to the Maintenance Bay one at a time.</source>
        <translation>Envoyez les vaisseaux dans la Baie de maintenance un par un.</translation>
    </message>
    <message>
        <source>Only a ship that cannot dock anywhere goes to the Maintenance Bay.</source>
        <translation>Seul un vaisseau qui ne peut s'amarrer nulle part va dans la Baie de maintenance.</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Game log</source>
        <translation>Journal de partie</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1 · %2</source>
        <extracomment>Log heading: "Turn 3 · Alice"</extracomment>
        <translation>Tour %1 · %2</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
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
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>Correct the position…</source>
        <translation>Corriger la position…</translation>
    </message>
    <message>
        <source>Final ranking</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Paramètres…</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Référence des règles</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Annuler</translation>
    </message>
    <message>
        <source>Undo: %1 (Ctrl+Z)</source>
        <translation>Annuler : %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>↷ Redo</source>
        <translation>↷ Rétablir</translation>
    </message>
    <message>
        <source>Redo: %1 (Ctrl+Shift+Z)</source>
        <translation>Rétablir : %1 (Ctrl+Maj+Z)</translation>
    </message>
    <message>
        <source>Referee for Alien Frontiers</source>
        <translation>Arbitre pour Alien Frontiers</translation>
    </message>
    <message>
        <source>long game</source>
        <translation>partie longue</translation>
    </message>
    <message>
        <source>app dice, seed %1</source>
        <translation>dés de l'appli, graine %1</translation>
    </message>
    <message>
        <source>table dice</source>
        <translation>dés de la table</translation>
    </message>
    <message>
        <source>not saved to a file</source>
        <translation>non enregistrée dans un fichier</translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <translation>%1 (modifié)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Rules reference (F2)</source>
        <translation>Référence des règles (F2)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts (F1)</source>
        <translation>Raccourcis clavier (F1)</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Commencer une nouvelle partie ?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved to a file. The autosave keeps only the latest game, so save it first if you want to come back to it.</source>
        <translation>La partie en cours n'a pas été enregistrée dans un fichier. La sauvegarde automatique ne conserve que la dernière partie : enregistrez-la d'abord si vous voulez y revenir.</translation>
    </message>
    <message>
        <source>Close the rules reference</source>
        <translation>Fermer la référence des règles</translation>
    </message>
    <message>
        <source>Open another game?</source>
        <translation>Ouvrir une autre partie ?</translation>
    </message>
    <message>
        <source>Games played and statistics</source>
        <translation>Parties jouées et statistiques</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>That is not possible now: the game is waiting for {0}.</source>
        <translation>Impossible pour l'instant : la partie attend {0}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>This is not supported yet.</source>
        <translation>Ce n'est pas encore pris en charge.</translation>
    </message>
    <message>
        <source>{0} is not one of your ships.</source>
        <translation>{0} ne fait pas partie de vos vaisseaux.</translation>
    </message>
    <message>
        <source>{0} is not an unplaced ship of your fleet.</source>
        <translation>{0} n'est pas un vaisseau non placé de votre flotte.</translation>
    </message>
    <message>
        <source>{0} is not docked at an orbital facility.</source>
        <translation>{0} n'est amarré à aucune installation orbitale.</translation>
    </message>
    <message>
        <source>{0} is named twice.</source>
        <translation>{0} est désigné deux fois.</translation>
    </message>
    <message>
        <source>The {0} has no free docking port for these ships.</source>
        <translation>{0} : aucun port d'amarrage libre pour ces vaisseaux.</translation>
    </message>
    <message>
        <source>The ships docked at the {0} must all show the same value.</source>
        <translation>{0} : les vaisseaux amarrés doivent tous avoir la même valeur.</translation>
    </message>
    <message>
        <source>The Raiders' Outpost needs three ships with consecutive values.</source>
        <translation>L'Avant-poste des pillards exige trois vaisseaux de valeurs consécutives.</translation>
    </message>
    <message>
        <source>Each ship docked at the {0} must be at least {1}; this one is {2}.</source>
        <translation>{0} : chaque vaisseau amarré doit valoir au moins {1} ; celui-ci vaut {2}.</translation>
    </message>
    <message>
        <source>The {0} needs a ship showing {1}, not {2}.</source>
        <translation>{0} : il faut un vaisseau de valeur {1}, pas {2}.</translation>
    </message>
    <message>
        <source>This costs {0} fuel and you have {1}.</source>
        <translation>Coût en carburant : {0} ; vous en avez {1}.</translation>
    </message>
    <message>
        <source>This costs {0} ore and you have {1}.</source>
        <translation>Coût en minerai : {0} ; vous en avez {1}.</translation>
    </message>
    <message>
        <source>You have no colony left to place.</source>
        <translation>Il ne vous reste aucune colonie à placer.</translation>
    </message>
    <message>
        <source>Choose the territory where the colony lands.</source>
        <translation>Choisissez le territoire où se pose la colonie.</translation>
    </message>
    <message>
        <source>This action does not take that choice.</source>
        <translation>Ce choix ne s'applique pas à cette action.</translation>
    </message>
    <message>
        <source>The Repulsor Field on {0} stops colonies being added there or taken away.</source>
        <translation>Le Champ répulseur présent sur le territoire {0} empêche d'y ajouter des colonies ou d'en retirer.</translation>
    </message>
    <message>
        <source>Your ship stock is empty: there is no ship to build.</source>
        <translation>Votre stock de vaisseaux est vide : il n'y a aucun vaisseau à construire.</translation>
    </message>
    <message>
        <source>The ships at the Raiders' Outpost total {0}: a new run must total more; yours totals {1}.</source>
        <translation>Les vaisseaux de l'Avant-poste des pillards totalisent {0} : une nouvelle suite doit totaliser davantage ; la vôtre totalise {1}.</translation>
    </message>
    <message>
        <source>Under these rules you cannot bump your own run at the Raiders' Outpost.</source>
        <translation>Avec ces règles, vous ne pouvez pas déloger votre propre suite de l'Avant-poste des pillards.</translation>
    </message>
    <message>
        <source>You cannot raid yourself.</source>
        <translation>Vous ne pouvez pas vous piller vous-même.</translation>
    </message>
    <message>
        <source>{0} holds the Holographic Decoy: their resources cannot be raided.</source>
        <translation>{0} détient le Leurre holographique : ses ressources ne peuvent pas être pillées.</translation>
    </message>
    <message>
        <source>{0} does not have that many resources.</source>
        <translation>{0} n'a pas autant de ressources.</translation>
    </message>
    <message>
        <source>{0} does not hold the {1}.</source>
        <translation>{0} ne détient pas la carte {1}.</translation>
    </message>
    <message>
        <source>{0} holds the Holographic Decoy: it is the only card you can take from them.</source>
        <translation>{0} détient le Leurre holographique : c'est la seule carte que vous pouvez lui prendre.</translation>
    </message>
    <message>
        <source>Only a raid at the Raiders' Outpost takes resources or cards.</source>
        <translation>Seul un raid à l'Avant-poste des pillards prend des ressources ou des cartes.</translation>
    </message>
    <message>
        <source>Your colony on circle 7 of the Colonist Hub must be launched before you dock there again.</source>
        <translation>Votre colonie sur le cercle 7 du Centre de colonisation doit être lancée avant que vous puissiez y amarrer de nouveau.</translation>
    </message>
    <message>
        <source>You have no colony on circle 7 of the Colonist Hub (yours is on circle {0}).</source>
        <translation>Vous n'avez aucune colonie sur le cercle 7 du Centre de colonisation (la vôtre est sur le cercle {0}).</translation>
    </message>
    <message>
        <source>You have no pair docked at the Orbital Market this turn.</source>
        <translation>Vous n'avez aucune paire amarrée au Marché orbital ce tour-ci.</translation>
    </message>
    <message>
        <source>Each ship docked at the Alien Artifact allows one cycle; you have none left.</source>
        <translation>Chaque vaisseau amarré à l'Artefact extraterrestre permet un renouvellement ; il ne vous en reste aucun.</translation>
    </message>
    <message>
        <source>Your ships docked at the Alien Artifact since the last claim total {0}; a claim needs {1}.</source>
        <translation>Vos vaisseaux amarrés à l'Artefact extraterrestre depuis la dernière prise de carte totalisent {0} ; il faut {1} pour prendre une carte.</translation>
    </message>
    <message>
        <source>The {0} is not on display.</source>
        <translation>La carte {0} n'est pas exposée.</translation>
    </message>
    <message>
        <source>You already hold a {0}: nobody may hold two copies.</source>
        <translation>Vous détenez déjà une carte {0} : personne ne peut en détenir deux exemplaires.</translation>
    </message>
    <message>
        <source>{0} can still dock at the {1}: only a ship that cannot dock anywhere goes to the Maintenance Bay.</source>
        <translation>{1} : {0} peut encore s'y amarrer. Seul un vaisseau qui ne peut s'amarrer nulle part va dans la Baie de maintenance.</translation>
    </message>
    <message>
        <source>You do not control {0}.</source>
        <translation>Vous ne contrôlez pas le territoire {0}.</translation>
    </message>
    <message>
        <source>The Relic Ship is not on Burroughs Desert.</source>
        <translation>Le Vaisseau relique n'est pas sur le Désert Burroughs.</translation>
    </message>
    <message>
        <source>The Isolation Field on {0} cancels its bonus.</source>
        <translation>Le Champ d'isolation présent sur le territoire {0} en annule le bonus.</translation>
    </message>
    <message>
        <source>You do not hold a {0}.</source>
        <translation>Vous ne détenez pas de carte {0}.</translation>
    </message>
    <message>
        <source>The {0} has already been used this turn.</source>
        <translation>La carte {0} a déjà été utilisée ce tour-ci.</translation>
    </message>
    <message>
        <source>Only one discard power may be used each turn.</source>
        <translation>Un seul pouvoir de défausse peut être utilisé par tour.</translation>
    </message>
    <message>
        <source>The {0} was used this turn, so it cannot be discarded.</source>
        <translation>La carte {0} a été utilisée ce tour-ci : elle ne peut donc pas être défaussée.</translation>
    </message>
    <message>
        <source>The {0} has no power to pay for.</source>
        <translation>La carte {0} n'a pas de pouvoir à carburant.</translation>
    </message>
    <message>
        <source>The {0} has no discard power.</source>
        <translation>La carte {0} n'a pas de pouvoir de défausse.</translation>
    </message>
    <message>
        <source>A ship's value stays between 1 and 6 (this would make {0}).</source>
        <translation>La valeur d'un vaisseau reste entre 1 et 6 (cela donnerait {0}).</translation>
    </message>
    <message>
        <source>Choose two different ships.</source>
        <translation>Choisissez deux vaisseaux différents.</translation>
    </message>
    <message>
        <source>The {0} is not on the board.</source>
        <translation>Le {0} n'est pas sur le plateau.</translation>
    </message>
    <message>
        <source>It is already on {0}: choose another territory.</source>
        <translation>Il est déjà sur le territoire {0} : choisissez un autre territoire.</translation>
    </message>
    <message>
        <source>{0} has no colony on {1}.</source>
        <translation>{0} n'a aucune colonie sur le territoire {1}.</translation>
    </message>
    <message>
        <source>{0} has no colonies.</source>
        <translation>Le territoire {0} n'a aucune colonie.</translation>
    </message>
    <message>
        <source>The Data Crystal cannot borrow the Burroughs Desert bonus.</source>
        <translation>Le Cristal de données ne peut pas emprunter le bonus du Désert Burroughs.</translation>
    </message>
    <message>
        <source>Ships on the Maintenance Bay cannot be moved by alien tech.</source>
        <translation>Les vaisseaux dans la Baie de maintenance ne peuvent pas être déplacés par la technologie extraterrestre.</translation>
    </message>
    <message>
        <source>A ship on the Terraforming Station cannot be moved to another facility.</source>
        <translation>Un vaisseau sur la Station de terraformation ne peut pas être déplacé vers une autre installation.</translation>
    </message>
    <message>
        <source>The ship must move to a different facility than the {0}.</source>
        <translation>{0} : le vaisseau doit aller vers une autre installation.</translation>
    </message>
    <message>
        <source>The ship cannot be moved onto the {0}.</source>
        <translation>{0} : le vaisseau ne peut pas y être déplacé.</translation>
    </message>
    <message>
        <source>{0} is yours: this power only targets other players' ships.</source>
        <translation>{0} vous appartient : ce pouvoir ne cible que les vaisseaux des autres joueurs.</translation>
    </message>
    <message>
        <source>There is nothing to take.</source>
        <translation>Il n'y a rien à prendre.</translation>
    </message>
    <message>
        <source>There is no {0} in the discard pile.</source>
        <translation>Il n'y a pas de carte {0} dans la défausse.</translation>
    </message>
    <message>
        <source>Choose colonies of two different players.</source>
        <translation>Choisissez les colonies de deux joueurs différents.</translation>
    </message>
    <message>
        <source>A die shows 1 to 6, not {0}.</source>
        <translation>Un dé affiche de 1 à 6, pas {0}.</translation>
    </message>
    <message>
        <source>No {0} is left to turn up.</source>
        <translation>Il ne reste aucune carte {0} à révéler.</translation>
    </message>
    <message>
        <source>That is not an orbital facility you can dock at.</source>
        <translation>Ce n'est pas une installation orbitale où vous pouvez vous amarrer.</translation>
    </message>
    <message>
        <source>The supply has no {0} left.</source>
        <translation>La réserve n'a plus de {0}.</translation>
    </message>
    <message>
        <source>player %1</source>
        <extracomment>A player named by seat number when no name is known</extracomment>
        <translation>joueur %1</translation>
    </message>
    <message>
        <source>the Relic Ship</source>
        <translation>le Vaisseau relique</translation>
    </message>
    <message>
        <source>%1's ship %2</source>
        <extracomment>%1 is a player's name, %2 the number of the ship (1 to 6)</extracomment>
        <translation>le vaisseau %2 de %1</translation>
    </message>
    <message>
        <source>%1 (showing %2)</source>
        <extracomment>A ship and the value its die shows, e.g. "Alice's ship 2 (showing 5)"</extracomment>
        <translation>%1 (valeur %2)</translation>
    </message>
    <message>
        <source>That ship is not in this game.</source>
        <translation>Ce vaisseau ne fait pas partie de cette partie.</translation>
    </message>
    <message numerus="yes">
        <source>The {0} takes %n ship(s) at a time.</source>
        <translation>
            <numerusform>{0} : amarrez %n vaisseau à la fois.</numerusform>
            <numerusform>{0} : amarrez %n vaisseaux à la fois.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Terraforming Station may not leave you with fewer than %n ship(s) of your colour.</source>
        <translation>
            <numerusform>La Station de terraformation ne doit pas vous laisser moins de %n vaisseau de votre couleur.</numerusform>
            <numerusform>La Station de terraformation ne doit pas vous laisser moins de %n vaisseaux de votre couleur.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A raid takes at most %n resource(s).</source>
        <translation>
            <numerusform>Un raid prend au plus %n ressource.</numerusform>
            <numerusform>Un raid prend au plus %n ressources.</numerusform>
        </translation>
    </message>
    <message>
        <source>That player is not in this game.</source>
        <translation>Ce joueur ne fait pas partie de cette partie.</translation>
    </message>
    <message numerus="yes">
        <source>Your Colonist Hub track has only %n docking port(s).</source>
        <translation>
            <numerusform>Votre piste du Centre de colonisation n'a que %n port d'amarrage.</numerusform>
            <numerusform>Votre piste du Centre de colonisation n'a que %n ports d'amarrage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) are not docked yet.</source>
        <translation>
            <numerusform>%n vaisseau n'est pas encore amarré.</numerusform>
            <numerusform>%n vaisseaux ne sont pas encore amarrés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You must return exactly %n token(s) to keep 8.</source>
        <translation>
            <numerusform>Vous devez rendre exactement %n jeton pour en garder 8.</numerusform>
            <numerusform>Vous devez rendre exactement %n jetons pour en garder 8.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This needs %n unplaced ship(s).</source>
        <translation>
            <numerusform>Il faut %n vaisseau non placé.</numerusform>
            <numerusform>Il faut %n vaisseaux non placés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} would be left with fewer than %n ship(s).</source>
        <translation>
            <numerusform>{0} se retrouverait avec moins de %n vaisseau.</numerusform>
            <numerusform>{0} se retrouverait avec moins de %n vaisseaux.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter %n dice value(s), not {1}.</source>
        <translation>
            <numerusform>Saisissez %n valeur de dé, pas {1}.</numerusform>
            <numerusform>Saisissez %n valeurs de dés, pas {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Enter %n card(s), not {1}.</source>
        <translation>
            <numerusform>Saisissez %n carte, pas {1}.</numerusform>
            <numerusform>Saisissez %n cartes, pas {1}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Plasma Cannon fires at one facility per use: {0} is docked at the {1}, not the {2}.</source>
        <translation>Le Canon à plasma ne tire que sur une installation par utilisation ({2}) : {0} est amarré à une autre ({1}).</translation>
    </message>
    <message>
        <source>Nobody has the {0} board in this game.</source>
        <translation>Personne n'a le plateau {0} dans cette partie.</translation>
    </message>
    <message>
        <source>The {0} board is not in the draft pool of this game.</source>
        <translation>Le plateau {0} n'est pas dans la pioche de sélection de cette partie.</translation>
    </message>
    <message>
        <source>The {0} board is drawn twice.</source>
        <translation>Le plateau {0} est tiré deux fois.</translation>
    </message>
    <message>
        <source>The {0} board is not among the boards still offered.</source>
        <translation>Le plateau {0} n'est plus parmi les plateaux proposés.</translation>
    </message>
    <message>
        <source>You have no faction board.</source>
        <translation>Vous n'avez pas de plateau de faction.</translation>
    </message>
    <message>
        <source>The {0} has no owner ability to use: it works by itself.</source>
        <translation>{0} n'a pas de capacité de propriétaire à utiliser : elle agit toute seule.</translation>
    </message>
    <message>
        <source>You have already used the owner ability of the {0} this turn.</source>
        <translation>Vous avez déjà utilisé la capacité de propriétaire de {0} ce tour-ci.</translation>
    </message>
    <message>
        <source>{0} must have no colony on it.</source>
        <translation>{0} ne doit porter aucune colonie.</translation>
    </message>
    <message>
        <source>{1} does not border {0}.</source>
        <translation>{1} n'est pas voisin de {0}.</translation>
    </message>
    <message>
        <source>{0} is not contested: it needs two or more colonies and no controller.</source>
        <translation>{0} n'est pas disputé : il faut deux colonies ou plus et personne qui le contrôle.</translation>
    </message>
    <message>
        <source>You have no ship docked at the Terraforming Station this turn.</source>
        <translation>Vous n'avez aucun vaisseau amarré à la Station de terraformation ce tour-ci.</translation>
    </message>
    <message>
        <source>Another unplaced ship of yours already shows {0}.</source>
        <translation>Un autre de vos vaisseaux non placés montre déjà {0}.</translation>
    </message>
    <message>
        <source>The fleet roll did not show all different values.</source>
        <translation>Le lancer de la flotte ne montrait pas que des valeurs différentes.</translation>
    </message>
    <message>
        <source>This can only be done right after the roll, before anything else.</source>
        <translation>Cela ne se fait que juste après le lancer, avant toute autre chose.</translation>
    </message>
    <message>
        <source>Your colony waits on the Colonist Hub, circle {0}: launch it first.</source>
        <translation>Votre colonie attend sur le cercle {0} du Centre de colonisation : lancez-la d'abord.</translation>
    </message>
    <message>
        <source>The {0} is already on the planet.</source>
        <translation>Le {0} est déjà sur la planète.</translation>
    </message>
    <message>
        <source>Docking here needs a legal run docked at the Raiders' Outpost in the same action.</source>
        <translation>S'amarrer ici demande une suite valable amarrée à l'Avant-poste des pillards dans la même action.</translation>
    </message>
    <message>
        <source>Ships docked as a pair at the Shipyard must show the same value.</source>
        <translation>Les vaisseaux amarrés en paire au Chantier spatial doivent montrer la même valeur.</translation>
    </message>
    <message>
        <source>You have no alien tech card to give.</source>
        <translation>Vous n'avez aucune carte de technologie extraterrestre à donner.</translation>
    </message>
    <message>
        <source>The {0} needs a choice that is missing or does not fit.</source>
        <translation>{0} demande un choix qui manque ou ne convient pas.</translation>
    </message>
    <message numerus="yes">
        <source>The draft needs %n board(s), not {1}.</source>
        <translation>
            <numerusform>La sélection demande %n plateau, pas {1}.</numerusform>
            <numerusform>La sélection demande %n plateaux, pas {1}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose at least one ship.</source>
        <translation>Choisissez au moins un vaisseau.</translation>
    </message>
    <message>
        <source>{0} is not a ship of your colour: this power takes only those.</source>
        <translation>{0} n'est pas un vaisseau de votre couleur : ce pouvoir ne prend que ceux-là.</translation>
    </message>
    <message>
        <source>No ship of yours has docked at the Lunar Mine this turn.</source>
        <translation>Aucun de vos vaisseaux ne s'est amarré à la Mine lunaire ce tour-ci.</translation>
    </message>
    <message>
        <source>This power cannot place or move the {0}.</source>
        <translation>Ce pouvoir ne peut ni placer ni déplacer le {0}.</translation>
    </message>
    <message>
        <source>This needs 5 or 6 ships of your colour in play; you have {0}.</source>
        <translation>Il faut 5 ou 6 vaisseaux de votre couleur en jeu ; vous en avez {0}.</translation>
    </message>
    <message>
        <source>The {0} has not been used this turn: there is nothing to repeat.</source>
        <translation>La carte {0} n'a pas été utilisée ce tour-ci : il n'y a rien à répéter.</translation>
    </message>
    <message>
        <source>The {0} has no fuel cost to pay again.</source>
        <translation>La carte {0} n'a pas de coût en carburant à payer de nouveau.</translation>
    </message>
    <message>
        <source>Choose another player: this power does not target you.</source>
        <translation>Choisissez un autre joueur : ce pouvoir ne vous vise pas.</translation>
    </message>
    <message>
        <source>The Brethren Ship must be docked at a facility other than the Maintenance Bay and the Lunar Mine.</source>
        <translation>Le Vaisseau des Brethren doit être amarré à une installation autre que la Baie de maintenance et la Mine lunaire.</translation>
    </message>
    <message>
        <source>The Brethren Ship hijacks only while it shows its raider face and is not placed yet.</source>
        <translation>Le Vaisseau des Brethren ne détourne un vaisseau que lorsqu'il montre sa face pillard et n'est pas encore placé.</translation>
    </message>
    <message>
        <source>{0} is on the Terraforming Station: it cannot be hijacked.</source>
        <translation>{0} est à la Station de terraformation : il ne peut pas être détourné.</translation>
    </message>
    <message>
        <source>The Brethren Ship cannot hijack itself.</source>
        <translation>Le Vaisseau des Brethren ne peut pas se détourner lui-même.</translation>
    </message>
    <message>
        <source>{0} was hijacked: it cannot dock at the Terraforming Station.</source>
        <translation>{0} a été détourné : il ne peut pas s'amarrer à la Station de terraformation.</translation>
    </message>
    <message>
        <source>Moving the Brethren Ship with an alien tech card is not supported yet.</source>
        <translation>Déplacer le Vaisseau des Brethren avec une carte de technologie alien n'est pas encore pris en charge.</translation>
    </message>
    <message>
        <source>the Brethren Ship</source>
        <extracomment>The Brethren of the Stars' die (Factions expansion)</extracomment>
        <translation>le Vaisseau des Brethren</translation>
    </message>
    <message>
        <source>This game uses expansion modules (%1), which the app cannot play yet. The command-line referee af-referee-cli replays and checks it.</source>
        <extracomment>%1: expansion module ids as written in files (factions, agendas, ...), never translated</extracomment>
        <translation>Cette partie utilise des modules d'extension (%1), que l'application ne sait pas encore jouer. L'arbitre en ligne de commande af-referee-cli la rejoue et la vérifie.</translation>
    </message>
    <message numerus="yes">
        <source>With 5 or 6 players each player may have at most %n ship(s) at the Colonist Hub.</source>
        <translation>
            <numerusform>À 5 ou 6 joueurs, chaque joueur peut avoir au plus %n vaisseau au Centre de colonisation.</numerusform>
            <numerusform>À 5 ou 6 joueurs, chaque joueur peut avoir au plus %n vaisseaux au Centre de colonisation.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every track of the Colonist Hub has a colony on circle {0}: dock a different number of ships so that your colony ends on a free circle.</source>
        <translation>Chaque piste du Centre de colonisation a une colonie sur le cercle {0} : amarrez un autre nombre de vaisseaux pour que votre colonie s'arrête sur un cercle libre.</translation>
    </message>
    <message>
        <source>Take exactly one fuel or one ore from {0}.</source>
        <translation>Prenez exactement un carburant ou un minerai à {0}.</translation>
    </message>
    <message>
        <source>Every colony of {0} on {1} must be moved away: there are {2}.</source>
        <translation>Toutes les colonies de {0} sur le territoire {1} doivent être déplacées : il y en a {2}.</translation>
    </message>
    <message>
        <source>The card takes at least 1 token, and now at most {0}.</source>
        <translation>La carte reçoit au moins 1 jeton, et maintenant au plus {0}.</translation>
    </message>
    <message>
        <source>The colonies of {0} are locked by the Magnetic Lockdown until that player's next turn.</source>
        <translation>Les colonies de {0} sont verrouillées par le Verrouillage magnétique jusqu'au prochain tour de ce joueur.</translation>
    </message>
    <message>
        <source>That agenda card is not in the agenda deck (agenda number {0}).</source>
        <translation>Cette carte agenda n'est pas dans la pioche des agendas (agenda numéro {0}).</translation>
    </message>
    <message>
        <source>{0} cannot hold that agenda card face down (agenda number {1}).</source>
        <translation>{0} ne peut pas détenir cette carte agenda face cachée (agenda numéro {1}).</translation>
    </message>
    <message>
        <source>The condition of that agenda card is not met now (agenda number {0}).</source>
        <translation>La condition de cette carte agenda n'est pas remplie maintenant (agenda numéro {0}).</translation>
    </message>
    <message>
        <source>{0} may discard an agenda card only above the agenda limit ({1}) or right after drawing.</source>
        <translation>{0} ne peut défausser une carte agenda qu'au-delà de la limite d'agendas ({1}) ou juste après avoir pioché.</translation>
    </message>
    <message>
        <source>{0} has no face-down agenda card left unnamed.</source>
        <translation>{0} n'a plus de carte agenda face cachée non nommée.</translation>
    </message>
    <message>
        <source>{0} is above the agenda limit ({1}): face-down agenda cards must be discarded first.</source>
        <translation>{0} dépasse la limite d'agendas ({1}) : il faut d'abord défausser des cartes agenda face cachée.</translation>
    </message>
    <message>
        <source>There are no agenda cards in this game.</source>
        <translation>Cette partie n'a pas de cartes agenda.</translation>
    </message>
    <message>
        <source>That Orbital Market pair has already traded or drawn agenda cards this turn.</source>
        <translation>Cette paire du Marché orbital a déjà échangé ou pioché des cartes agenda ce tour-ci.</translation>
    </message>
    <message numerus="yes">
        <source>This power moves at most %n colony(ies).</source>
        <translation>
            <numerusform>Ce pouvoir déplace au plus %n colonie.</numerusform>
            <numerusform>Ce pouvoir déplace au plus %n colonies.</numerusform>
        </translation>
    </message>
    <message>
        <source>This power is used before your fleet is rolled, not after.</source>
        <translation>Ce pouvoir s'utilise avant le lancer de votre flotte, pas après.</translation>
    </message>
    <message>
        <source>{0} has no colony on the {1}.</source>
        <translation>{0} n'a aucune colonie sur la carte {1}.</translation>
    </message>
    <message>
        <source>The {1} leaves its holder: every colony of {0} on it must land on a territory now.</source>
        <translation>La carte {1} quitte son détenteur : chaque colonie de {0} posée dessus doit se poser maintenant sur un territoire.</translation>
    </message>
    <message>
        <source>{0} keeps one of the agenda cards just drawn at Prophets of the Artifact and discards the others first.</source>
        <translation>{0} garde une des cartes agenda qui viennent d'être piochées à Prophets of the Artifact et défausse d'abord les autres.</translation>
    </message>
    <message>
        <source>{0} discards one of the agenda cards just drawn at Prophets of the Artifact, not an older one (agenda number {1}).</source>
        <translation>{0} défausse une des cartes agenda qui viennent d'être piochées à Prophets of the Artifact, pas une plus ancienne (agenda numéro {1}).</translation>
    </message>
    <message>
        <source>The {0} is discarded only at the start of your turn, before the roll.</source>
        <translation>{0} ne se défausse qu'au début de votre tour, avant le lancer.</translation>
    </message>
    <message>
        <source>The Relic Ship cannot be taken: it is already yours, or it is on the Terraforming Station or the Maintenance Bay.</source>
        <translation>Le Vaisseau relique ne peut pas être pris : il est déjà à vous, ou il est sur la Station de terraformation ou dans la Baie de maintenance.</translation>
    </message>
    <message>
        <source>The {0} still has a free docking port: the grapple docks only where every port is taken.</source>
        <translation>{0} : il reste un port d'amarrage libre ; le grappin n'amarre que là où chaque port est pris.</translation>
    </message>
    <message>
        <source>The field generator named by the {0}'s die is placed first: choose a territory where you have a colony.</source>
        <translation>Le générateur de champ désigné par le dé de {0} se place d'abord : choisissez un territoire où vous avez une colonie.</translation>
    </message>
    <message>
        <source>The {0} already straddles a border.</source>
        <translation>Le {0} chevauche déjà une frontière.</translation>
    </message>
    <message>
        <source>The {0} straddles {1} and {2}: the raider settles it in one of the two.</source>
        <translation>Le {0} chevauche les territoires {1} et {2} : le pillard le place dans l'un des deux.</translation>
    </message>
    <message>
        <source>No agenda card is left to draw.</source>
        <translation>Il ne reste aucune carte agenda à piocher.</translation>
    </message>
    <message>
        <source>Name the agenda card.</source>
        <translation>Nommez la carte agenda.</translation>
    </message>
    <message>
        <source>{0} has no face-down agenda card.</source>
        <translation>{0} n'a aucune carte agenda face cachée.</translation>
    </message>
    <message>
        <source>{0} is another player's ship used this turn: it cannot dock at the Terraforming Station.</source>
        <translation>{0} est un vaisseau d'un autre joueur utilisé ce tour : il ne peut pas s'amarrer à la Station de terraformation.</translation>
    </message>
    <message>
        <source>{0} is not on the Maintenance Bay.</source>
        <translation>{0} n'est pas dans la Baie de maintenance.</translation>
    </message>
    <message>
        <source>This power takes two ships of other players, each from a facility of the board.</source>
        <translation>Ce pouvoir prend deux vaisseaux d'autres joueurs, chacun sur une installation du plateau.</translation>
    </message>
    <message>
        <source>A ship is already on the {0}.</source>
        <translation>Un vaisseau est déjà sur {0}.</translation>
    </message>
    <message>
        <source>No ship is on the {0}.</source>
        <translation>Aucun vaisseau n'est sur {0}.</translation>
    </message>
    <message>
        <source>{0} first takes the fuel or ore of the {1}.</source>
        <translation>{0} prend d'abord le carburant ou le minerai de {1}.</translation>
    </message>
    <message>
        <source>{0} has no fuel or ore of the {1} to take now.</source>
        <translation>{0} n'a pas de carburant ni de minerai de {1} à prendre maintenant.</translation>
    </message>
    <message>
        <source>The {0} is known to lie on top of the draw pile (Scout Drone): it is drawn first, not the {1}.</source>
        <translation>On sait que la carte {0} est sur le dessus de la pioche (Drone éclaireur) : elle est piochée d’abord, pas la carte {1}.</translation>
    </message>
    <message>
        <source>Put back the cards the {0} looked at, each of them once, top first.</source>
        <translation>Remettez les cartes regardées avec la carte {0}, chacune une fois, celle du dessus en premier.</translation>
    </message>
    <message>
        <source>The cards the {0} looked at go back on the draw pile first: choose their order.</source>
        <translation>Les cartes regardées avec la carte {0} retournent d’abord sur la pioche : choisissez leur ordre.</translation>
    </message>
    <message>
        <source>{0} was taken from the Maintenance Bay with the Astrogation Servo this turn: it cannot dock at the Terraforming Station.</source>
        <translation>{0} a été repris de la Baie de maintenance avec le Servo d'astrogation ce tour : il ne peut pas s'amarrer à la Station de terraformation.</translation>
    </message>
    <message>
        <source>The {0} is lent from the Alien Artifact display: nothing can stay on a card of the display.</source>
        <translation>{0} est prêté depuis l'étalage de l'Artefact extraterrestre : rien ne peut rester sur une carte de l'étalage.</translation>
    </message>
    <message>
        <source>The Magnetic Lockdown of {0} still lasts: one lock at a time.</source>
        <translation>Le Verrouillage magnétique de {0} dure encore : un seul verrouillage à la fois.</translation>
    </message>
    <message>
        <source>{0} has no agenda card left that could be revealed at the end of the game.</source>
        <translation>{0} n’a plus de carte agenda qui pourrait être révélée en fin de partie.</translation>
    </message>
    <message>
        <source>{0} has said there are no more agenda cards to reveal.</source>
        <translation>{0} a déclaré ne plus avoir de carte agenda à révéler.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Solar Converter</source>
        <translation>Convertisseur solaire</translation>
    </message>
    <message>
        <source>Lunar Mine</source>
        <translation>Mine lunaire</translation>
    </message>
    <message>
        <source>Orbital Market</source>
        <translation>Marché orbital</translation>
    </message>
    <message>
        <source>Alien Artifact</source>
        <translation>Artefact extraterrestre</translation>
    </message>
    <message>
        <source>Colonist Hub</source>
        <translation>Centre de colonisation</translation>
    </message>
    <message>
        <source>Colony Constructor</source>
        <translation>Constructeur de colonies</translation>
    </message>
    <message>
        <source>Terraforming Station</source>
        <translation>Station de terraformation</translation>
    </message>
    <message>
        <source>Shipyard</source>
        <translation>Chantier spatial</translation>
    </message>
    <message>
        <source>Raiders' Outpost</source>
        <translation>Avant-poste des pillards</translation>
    </message>
    <message>
        <source>Maintenance Bay</source>
        <translation>Baie de maintenance</translation>
    </message>
    <message>
        <source>Asimov Crater</source>
        <translation>Cratère Asimov</translation>
    </message>
    <message>
        <source>Bradbury Plateau</source>
        <translation>Plateau Bradbury</translation>
    </message>
    <message>
        <source>Burroughs Desert</source>
        <translation>Désert Burroughs</translation>
    </message>
    <message>
        <source>Heinlein Plains</source>
        <translation>Plaines Heinlein</translation>
    </message>
    <message>
        <source>Herbert Valley</source>
        <translation>Vallée Herbert</translation>
    </message>
    <message>
        <source>Lem Badlands</source>
        <translation>Terres arides Lem</translation>
    </message>
    <message>
        <source>Pohl Foothills</source>
        <translation>Contreforts Pohl</translation>
    </message>
    <message>
        <source>Van Vogt Mountains</source>
        <translation>Monts Van Vogt</translation>
    </message>
    <message>
        <source>Isolation Field</source>
        <translation>Champ d'isolation</translation>
    </message>
    <message>
        <source>Positron Field</source>
        <translation>Champ de positrons</translation>
    </message>
    <message>
        <source>Repulsor Field</source>
        <translation>Champ répulseur</translation>
    </message>
    <message>
        <source>Alien City</source>
        <translation>Cité extraterrestre</translation>
    </message>
    <message>
        <source>Alien Monument</source>
        <translation>Monument extraterrestre</translation>
    </message>
    <message>
        <source>Booster Pod</source>
        <translation>Module propulseur</translation>
    </message>
    <message>
        <source>Data Crystal</source>
        <translation>Cristal de données</translation>
    </message>
    <message>
        <source>Gravity Manipulator</source>
        <translation>Manipulateur gravitationnel</translation>
    </message>
    <message>
        <source>Holographic Decoy</source>
        <translation>Leurre holographique</translation>
    </message>
    <message>
        <source>Orbital Teleporter</source>
        <translation>Téléporteur orbital</translation>
    </message>
    <message>
        <source>Plasma Cannon</source>
        <translation>Canon à plasma</translation>
    </message>
    <message>
        <source>Polarity Device</source>
        <translation>Dispositif de polarité</translation>
    </message>
    <message>
        <source>Resource Cache</source>
        <translation>Cache de ressources</translation>
    </message>
    <message>
        <source>Stasis Beam</source>
        <translation>Rayon de stase</translation>
    </message>
    <message>
        <source>Temporal Warper</source>
        <translation>Distordeur temporel</translation>
    </message>
    <message>
        <source>Mind Control Helmet</source>
        <translation>Casque de contrôle mental</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>fuel</source>
        <translation>carburant</translation>
    </message>
    <message>
        <source>ore</source>
        <translation>minerai</translation>
    </message>
    <message>
        <source>2013 rules (default)</source>
        <translation>Règles 2013 (par défaut)</translation>
    </message>
    <message>
        <source>First edition</source>
        <translation>Première édition</translation>
    </message>
    <message>
        <source>Edition X</source>
        <translation>Édition X</translation>
    </message>
    <message>
        <source>the setup deal</source>
        <translation>la distribution initiale</translation>
    </message>
    <message>
        <source>the roll</source>
        <translation>le lancer des dés</translation>
    </message>
    <message>
        <source>the player's moves</source>
        <translation>les coups du joueur</translation>
    </message>
    <message>
        <source>cards to be turned up</source>
        <translation>des cartes à révéler</translation>
    </message>
    <message>
        <source>the Temporal Warper's re-roll</source>
        <translation>la relance du Distordeur temporel</translation>
    </message>
    <message>
        <source>nothing: the game is over</source>
        <translation>rien : la partie est terminée</translation>
    </message>
    <message>
        <source>Ruling %1</source>
        <extracomment>A numbered ruling of the project's rules reference, e.g. "Ruling R-12"</extracomment>
        <translation>Arbitrage %1</translation>
    </message>
    <message>
        <source>Playing a turn</source>
        <translation>Jouer un tour</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Colonies</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Alien tech cards</source>
        <translation>Cartes technologie extraterrestre</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>the faction boards drawn for the draft</source>
        <translation>les plateaux de faction tirés pour la sélection</translation>
    </message>
    <message>
        <source>the faction draft</source>
        <translation>la sélection des factions</translation>
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
        <translation>Sarcophage extraterrestre</translation>
    </message>
    <message>
        <source>Astrogation Servo</source>
        <translation>Servo d'astrogation</translation>
    </message>
    <message>
        <source>Auto Pilot A.I.</source>
        <translation>Pilote automatique I.A.</translation>
    </message>
    <message>
        <source>Bio-Integration Circuit</source>
        <translation>Circuit de bio-intégration</translation>
    </message>
    <message>
        <source>Chameleon Cloak</source>
        <translation>Cape caméléon</translation>
    </message>
    <message>
        <source>Chrono-Spike</source>
        <translation>Chrono-pointe</translation>
    </message>
    <message>
        <source>Deflector Shield</source>
        <translation>Bouclier déflecteur</translation>
    </message>
    <message>
        <source>Electrofabricator</source>
        <translation>Électrofabricateur</translation>
    </message>
    <message>
        <source>Experimental FTL Drive</source>
        <translation>Propulsion PRL expérimentale</translation>
    </message>
    <message>
        <source>Field Amplifier</source>
        <translation>Amplificateur de champ</translation>
    </message>
    <message>
        <source>Field Propagator</source>
        <translation>Propagateur de champ</translation>
    </message>
    <message>
        <source>Fleet Interlink</source>
        <translation>Interconnexion de flotte</translation>
    </message>
    <message>
        <source>Gravitron Shunt</source>
        <translation>Dérivation gravitron</translation>
    </message>
    <message>
        <source>Infiltration A.I.</source>
        <translation>I.A. d'infiltration</translation>
    </message>
    <message>
        <source>Infinity Mirror</source>
        <translation>Miroir d'infini</translation>
    </message>
    <message>
        <source>Ion Fluctuator</source>
        <translation>Fluctuateur ionique</translation>
    </message>
    <message>
        <source>Lunar Tunneler</source>
        <translation>Tunnelier lunaire</translation>
    </message>
    <message>
        <source>Magnetic Lockdown</source>
        <translation>Verrouillage magnétique</translation>
    </message>
    <message>
        <source>Multiverse Window</source>
        <translation>Fenêtre multivers</translation>
    </message>
    <message>
        <source>Nano-Recycler</source>
        <translation>Nano-recycleur</translation>
    </message>
    <message>
        <source>Null-Time Vault</source>
        <translation>Coffre hors du temps</translation>
    </message>
    <message>
        <source>Oracle Engine</source>
        <translation>Moteur oracle</translation>
    </message>
    <message>
        <source>Oscillation Capacitor</source>
        <translation>Condensateur d'oscillation</translation>
    </message>
    <message>
        <source>Peta-Bit Processor</source>
        <translation>Processeur pétabit</translation>
    </message>
    <message>
        <source>Probability Focus</source>
        <translation>Focalisateur de probabilité</translation>
    </message>
    <message>
        <source>Resonating Beacon</source>
        <translation>Balise résonante</translation>
    </message>
    <message>
        <source>Retrieval Webbing</source>
        <translation>Filet de récupération</translation>
    </message>
    <message>
        <source>Scout Drone</source>
        <translation>Drone éclaireur</translation>
    </message>
    <message>
        <source>Seismic Detonator</source>
        <translation>Détonateur sismique</translation>
    </message>
    <message>
        <source>Shipbreaker Drone</source>
        <translation>Drone démolisseur</translation>
    </message>
    <message>
        <source>Shipfitter Drone</source>
        <translation>Drone équipeur</translation>
    </message>
    <message>
        <source>Solar Harvester</source>
        <translation>Moissonneur solaire</translation>
    </message>
    <message>
        <source>Superconducting Grapple</source>
        <translation>Grappin supraconducteur</translation>
    </message>
    <message>
        <source>Suppression Matrix</source>
        <translation>Matrice de suppression</translation>
    </message>
    <message>
        <source>Tele-Operator</source>
        <translation>Télé-opérateur</translation>
    </message>
    <message>
        <source>Factions</source>
        <translation>Factions</translation>
    </message>
    <message>
        <source>Agendas</source>
        <translation>Objectifs secrets</translation>
    </message>
    <message>
        <source>Extra alien tech</source>
        <translation>Technologies extraterrestres supplémentaires</translation>
    </message>
    <message>
        <source>Outer Belt</source>
        <translation>Ceinture extérieure</translation>
    </message>
    <message>
        <source>Each player drafts a faction board: a docking port for everyone, a fee and an ability for its owner.</source>
        <translation>Chaque joueur choisit un plateau de faction : un port d'amarrage pour tous, un droit d'accès et un pouvoir pour son propriétaire.</translation>
    </message>
    <message>
        <source>Secret goals that score victory points when revealed.</source>
        <translation>Des buts secrets qui rapportent des points de victoire une fois révélés.</translation>
    </message>
    <message>
        <source>More alien tech cards shuffled into the deck.</source>
        <translation>D'autres cartes de technologie extraterrestre mélangées à la pioche.</translation>
    </message>
    <message>
        <source>Not supported yet: the app cannot referee this module.</source>
        <translation>Pas encore pris en charge : l'application ne sait pas arbitrer ce module.</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Extensions</translation>
    </message>
    <message>
        <source>the agenda cards dealt</source>
        <translation>la distribution des cartes agenda</translation>
    </message>
    <message>
        <source>the agenda cards drawn</source>
        <translation>la pioche des cartes agenda</translation>
    </message>
    <message>
        <source>the choices at the start of the turn</source>
        <translation>les choix du début du tour</translation>
    </message>
    <message>
        <source>the Field Propagator's die</source>
        <translation>le dé du Propagateur de champ</translation>
    </message>
    <message>
        <source>a territory for the Field Propagator's field generator</source>
        <translation>un territoire pour le générateur de champ du Propagateur de champ</translation>
    </message>
    <message>
        <source>The rules engine says: %1</source>
        <extracomment>%1: the rules engine's reason, in English (it names the cards still missing)</extracomment>
        <translation>Le moteur de règles indique : %1</translation>
    </message>
    <message>
        <source>the cards the Scout Drone looks at</source>
        <translation>les cartes que regarde le Drone éclaireur</translation>
    </message>
    <message>
        <source>the order of the cards the Scout Drone looked at</source>
        <translation>l’ordre des cartes regardées avec le Drone éclaireur</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Random seat order</source>
        <translation>Ordre de jeu aléatoire</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Nom du joueur %1</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Couleur du joueur %1</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Long game (8 colonies each)</source>
        <translation>Partie longue (8 colonies chacun)</translation>
    </message>
    <message>
        <source>Limited supply</source>
        <translation>Réserve limitée</translation>
    </message>
    <message>
        <source>30 fuel and 20 ore tokens, as in the box</source>
        <translation>30 jetons de carburant et 20 de minerai, comme dans la boîte</translation>
    </message>
    <message>
        <source>Dice and cards</source>
        <translation>Dés et cartes</translation>
    </message>
    <message>
        <source>The table's (enter what they show)</source>
        <translation>Ceux de la table (saisissez ce qu'ils indiquent)</translation>
    </message>
    <message>
        <source>The app rolls and deals</source>
        <translation>L'appli lance et distribue</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nouvelle graine</translation>
    </message>
    <message>
        <source>The same seed rolls and deals the same game again.</source>
        <translation>La même graine relance et redistribue la même partie.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>From a game under way…</source>
        <translation>À partir d'une partie en cours…</translation>
    </message>
    <message>
        <source>Enter the board as it is now at the table, then referee from there</source>
        <translation>Saisissez le plateau tel qu'il est sur la table, puis arbitrez à partir de là</translation>
    </message>
    <message>
        <source>Go to the setup</source>
        <translation>Passer à la mise en place</translation>
    </message>
    <message>
        <source>5 and 6 players play the Edition X rules, with its purple and white pieces.</source>
        <translation>À 5 et 6 joueurs, on joue avec les règles de l'Édition X et ses pièces violettes et blanches.</translation>
    </message>
    <message>
        <source>Modules</source>
        <translation>Modules</translation>
    </message>
    <message>
        <source>Played by the app</source>
        <translation>Joué par l'application</translation>
    </message>
</context>
<context>
    <name>PlayView</name>
    <message>
        <source>First select the dice to dock there (click them, or type their values).</source>
        <translation>Sélectionnez d'abord les dés à y amarrer (cliquez dessus ou tapez leurs valeurs).</translation>
    </message>
    <message>
        <source>Where does the colony land?</source>
        <translation>Où la colonie se pose-t-elle ?</translation>
    </message>
    <message>
        <source>Claim an alien tech card</source>
        <translation>Prendre une carte technologie extraterrestre</translation>
    </message>
    <message>
        <source>Which card do you claim?</source>
        <translation>Quelle carte prenez-vous ?</translation>
    </message>
    <message>
        <source>Launch a colony</source>
        <translation>Lancer une colonie</translation>
    </message>
    <message>
        <source>From circle 7 of the Colonist Hub, for 1 fuel and 1 ore.</source>
        <translation>Depuis le cercle 7 du Centre de colonisation, pour 1 carburant et 1 minerai.</translation>
    </message>
    <message>
        <source>Which ship gets +1?</source>
        <translation>Quel vaisseau reçoit +1 ?</translation>
    </message>
    <message>
        <source>Which ship gets −1?</source>
        <translation>Quel vaisseau reçoit −1 ?</translation>
    </message>
    <message>
        <source>Which ship is turned to its opposite face?</source>
        <translation>Quel vaisseau est retourné sur sa face opposée ?</translation>
    </message>
    <message>
        <source>Which ship goes down by 1?</source>
        <translation>Quel vaisseau perd 1 ?</translation>
    </message>
    <message>
        <source>Which ship goes up by 1?</source>
        <translation>Quel vaisseau gagne 1 ?</translation>
    </message>
    <message>
        <source>Which ships roll again?</source>
        <translation>Quels vaisseaux relancez-vous ?</translation>
    </message>
    <message>
        <source>Which territory's bonus do you borrow this turn?</source>
        <translation>Quel bonus de territoire empruntez-vous ce tour-ci ?</translation>
    </message>
    <message>
        <source>Which of your docked ships moves?</source>
        <translation>Lequel de vos vaisseaux amarrés se déplace ?</translation>
    </message>
    <message>
        <source>Which ship of another player do you take over?</source>
        <translation>De quel vaisseau adverse prenez-vous le contrôle ?</translation>
    </message>
    <message>
        <source>At which facility do you fire?</source>
        <translation>Sur quelle installation tirez-vous ?</translation>
    </message>
    <message>
        <source>Which ships are sent to the Maintenance Bay?</source>
        <translation>Quels vaisseaux envoyez-vous dans la Baie de maintenance ?</translation>
    </message>
    <message>
        <source>Which field generator comes off the board?</source>
        <translation>Quel générateur de champ retirez-vous du plateau ?</translation>
    </message>
    <message>
        <source>Where does the Positron Field go?</source>
        <translation>Où va le Champ de positrons ?</translation>
    </message>
    <message>
        <source>Where does the Repulsor Field go?</source>
        <translation>Où va le Champ répulseur ?</translation>
    </message>
    <message>
        <source>Where does the Isolation Field go?</source>
        <translation>Où va le Champ d'isolation ?</translation>
    </message>
    <message>
        <source>From which territory does a colony move?</source>
        <translation>De quel territoire une colonie part-elle ?</translation>
    </message>
    <message>
        <source>Whose colony moves?</source>
        <translation>À qui est la colonie déplacée ?</translation>
    </message>
    <message>
        <source>To which territory?</source>
        <translation>Vers quel territoire ?</translation>
    </message>
    <message>
        <source>First colony: on which territory?</source>
        <translation>Première colonie : sur quel territoire ?</translation>
    </message>
    <message>
        <source>Whose colony is it?</source>
        <translation>À qui est cette colonie ?</translation>
    </message>
    <message>
        <source>Second colony: on which territory?</source>
        <translation>Deuxième colonie : sur quel territoire ?</translation>
    </message>
    <message>
        <source>Which ship goes back to its owner's stock?</source>
        <translation>Quel vaisseau retourne dans le stock de son propriétaire ?</translation>
    </message>
    <message>
        <source>Which card do you take from the discard pile?</source>
        <translation>Quelle carte prenez-vous dans la défausse ?</translation>
    </message>
    <message>
        <source>To which facility?</source>
        <translation>Vers quelle installation ?</translation>
    </message>
    <message>
        <source>Do any of your unplaced ships dock with it? Select them, or continue without.</source>
        <translation>Certains de vos vaisseaux non placés s'amarrent-ils avec lui ? Sélectionnez-les, ou continuez sans.</translation>
    </message>
    <message>
        <source>Discard the %1</source>
        <translation>Défausser la carte %1</translation>
    </message>
    <message>
        <source>Use the %1</source>
        <translation>Utiliser la carte %1</translation>
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
        <translation>Journal</translation>
    </message>
    <message>
        <source>Score over time</source>
        <translation>Score au fil du jeu</translation>
    </message>
    <message>
        <source>Which ship?</source>
        <translation>Quel vaisseau ?</translation>
    </message>
    <message>
        <source>Which value?</source>
        <translation>Quelle valeur ?</translation>
    </message>
    <message>
        <source>Fuel or ore?</source>
        <translation>Carburant ou minerai ?</translation>
    </message>
    <message>
        <source>From which territory?</source>
        <translation>Depuis quel territoire ?</translation>
    </message>
    <message>
        <source>Which field generator?</source>
        <translation>Quel générateur de champ ?</translation>
    </message>
    <message>
        <source>Which card do you give?</source>
        <translation>Quelle carte donnez-vous ?</translation>
    </message>
    <message>
        <source>Which card do you take?</source>
        <translation>Quelle carte prenez-vous ?</translation>
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
        <translation>Quel autre vaisseau ?</translation>
    </message>
    <message>
        <source>Which ships?</source>
        <translation>Quels vaisseaux ?</translation>
    </message>
    <message>
        <source>Which facility?</source>
        <translation>Quelle installation ?</translation>
    </message>
    <message>
        <source>Which territory?</source>
        <translation>Quel territoire ?</translation>
    </message>
    <message>
        <source>Which other territory?</source>
        <translation>Quel autre territoire ?</translation>
    </message>
    <message>
        <source>Which player?</source>
        <translation>Quel joueur ?</translation>
    </message>
    <message>
        <source>Which other player?</source>
        <translation>Quel autre joueur ?</translation>
    </message>
    <message>
        <source>Which card?</source>
        <translation>Quelle carte ?</translation>
    </message>
    <message>
        <source>What do you take from each player?</source>
        <translation>Que prenez-vous à chaque joueur ?</translation>
    </message>
    <message>
        <source>Where do the colonies go?</source>
        <translation>Où vont les colonies ?</translation>
    </message>
    <message>
        <source>Release a colony from the %1</source>
        <translation>Libérer une colonie de la carte %1</translation>
    </message>
    <message>
        <source>One of your colonies kept on the card lands on a territory, for its cost.</source>
        <translation>Une de vos colonies gardées sur la carte se pose sur un territoire, contre son coût.</translation>
    </message>
    <message>
        <source>Where does your colony land?</source>
        <translation>Où votre colonie se pose-t-elle ?</translation>
    </message>
    <message>
        <source>Where does the field generator go?</source>
        <translation>Où va le générateur de champ ?</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>Ship %1 is on this card.</source>
        <extracomment>The ship kept on the Auto Pilot A.I., in the card's tooltip: "Ship 2 is on this card."</extracomment>
        <translation>Le vaisseau %1 est sur cette carte.</translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation>%1 : %2 points</translation>
    </message>
    <message>
        <source>playing</source>
        <extracomment>Marks the player whose turn it is</extracomment>
        <translation>joue</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <extracomment>Victory points, e.g. "7 VP"</extracomment>
        <translation>%1 PV</translation>
    </message>
    <message numerus="yes">
        <source>%n colony(ies)</source>
        <translation>
            <numerusform>%n colonie</numerusform>
            <numerusform>%n colonies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n territory(ies)</source>
        <translation>
            <numerusform>%n territoire</numerusform>
            <numerusform>%n territoires</numerusform>
        </translation>
    </message>
    <message>
        <source>Alien City</source>
        <translation>Cité extraterrestre</translation>
    </message>
    <message>
        <source>Alien Monument</source>
        <translation>Monument extraterrestre</translation>
    </message>
    <message>
        <source>Positron Field</source>
        <translation>Champ de positrons</translation>
    </message>
    <message>
        <source>%1 fuel · %2 ore · ships %3 in play, %4 in stock</source>
        <translation>carburant %1 · minerai %2 · vaisseaux : %3 en jeu, %4 en stock</translation>
    </message>
    <message numerus="yes">
        <source>%n colony(ies) left</source>
        <translation>
            <numerusform>%n colonie restante</numerusform>
            <numerusform>%n colonies restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Hub circle %1</source>
        <translation>Centre, cercle %1</translation>
    </message>
    <message>
        <source>holds the Relic Ship</source>
        <translation>détient le Vaisseau relique</translation>
    </message>
    <message>
        <source>to place: %1</source>
        <translation>à placer : %1</translation>
    </message>
    <message>
        <source>AI</source>
        <extracomment>Short label on a player's card: the seat is played by the app (its AI)</extracomment>
        <translation>IA</translation>
    </message>
    <message>
        <source>Played by the app. Click to give the seat back to a player.</source>
        <translation>Joué par l'application. Cliquez pour rendre la place à un joueur.</translation>
    </message>
    <message>
        <source>Let the app play this seat from now on.</source>
        <translation>Laisser l'application jouer cette place désormais.</translation>
    </message>
    <message>
        <source>Played by the app</source>
        <translation>Joué par l'application</translation>
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
            <numerusform>%n PV de technologie extraterrestre</numerusform>
            <numerusform>%n PV de technologie extraterrestre</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 VP)</source>
        <translation>%1 (%2 PV)</translation>
    </message>
    <message numerus="yes">
        <source>%n agenda(s) face down</source>
        <translation>
            <numerusform>%n agenda face cachée</numerusform>
            <numerusform>%n agendas face cachée</numerusform>
        </translation>
    </message>
    <message>
        <source>Reveal</source>
        <extracomment>Turn an agenda card face up</extracomment>
        <translation>Révéler</translation>
    </message>
    <message>
        <source>Discard (over the limit)</source>
        <translation>Défausser (au-delà de la limite)</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>Discard a face-down agenda card</extracomment>
        <translation>Défausser</translation>
    </message>
    <message>
        <source>Look</source>
        <extracomment>Look at one's own secret agenda cards</extracomment>
        <translation>Regarder</translation>
    </message>
    <message>
        <source>Discard (keep one)</source>
        <extracomment>After drawing agenda cards at Prophets of the Artifact: one is kept, the others discarded</extracomment>
        <translation>Défausser (en garder une)</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message numerus="yes">
        <source>Tied on points; alien tech cards decide (%n card(s)).</source>
        <translation>
            <numerusform>Égalité de points ; les cartes technologie extraterrestre départagent (%n carte).</numerusform>
            <numerusform>Égalité de points ; les cartes technologie extraterrestre départagent (%n cartes).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on points and cards; ore decides (%n ore).</source>
        <translation>
            <numerusform>Égalité de points et de cartes ; le minerai départage (%n minerai).</numerusform>
            <numerusform>Égalité de points et de cartes ; le minerai départage (%n minerais).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on points, cards and ore; fuel decides (%n fuel).</source>
        <translation>
            <numerusform>Égalité de points, de cartes et de minerai ; le carburant départage (%n carburant).</numerusform>
            <numerusform>Égalité de points, de cartes et de minerai ; le carburant départage (%n carburants).</numerusform>
        </translation>
    </message>
    <message>
        <source>Tied on points, cards, ore and fuel: the place is shared.</source>
        <translation>Égalité de points, de cartes, de minerai et de carburant : la place est partagée.</translation>
    </message>
    <message numerus="yes">
        <source>Tied on points; revealed agenda cards decide (%n card(s)).</source>
        <translation>
            <numerusform>Égalité de points ; les cartes agenda révélées départagent (%n carte).</numerusform>
            <numerusform>Égalité de points ; les cartes agenda révélées départagent (%n cartes).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionDraft</name>
    <message>
        <source>%1 — ships</source>
        <extracomment>Where a problem is in the position editor; %1 is a player's name (also for the texts that follow)</extracomment>
        <translation>%1 — vaisseaux</translation>
    </message>
    <message>
        <source>%1 — colonies</source>
        <translation>%1 — colonies</translation>
    </message>
    <message>
        <source>%1 — colony on the Colonist Hub</source>
        <translation>%1 — colonie au Centre de colonisation</translation>
    </message>
    <message>
        <source>%1 — fuel</source>
        <translation>%1 — carburant</translation>
    </message>
    <message>
        <source>%1 — ore</source>
        <translation>%1 — minerai</translation>
    </message>
    <message>
        <source>%1 — alien tech cards</source>
        <translation>%1 — cartes technologie extraterrestre</translation>
    </message>
    <message>
        <source>%1 — colour</source>
        <translation>%1 — couleur</translation>
    </message>
    <message>
        <source>%1 — fuel powers used this turn</source>
        <translation>%1 — pouvoirs à carburant utilisés ce tour-ci</translation>
    </message>
    <message>
        <source>%1 — bonus borrowed with the Data Crystal</source>
        <translation>%1 — bonus emprunté avec le Cristal de données</translation>
    </message>
    <message>
        <source>%1 — this turn so far</source>
        <translation>%1 — tour en cours jusqu'ici</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>À qui le tour</translation>
    </message>
    <message>
        <source>Docked ships of all players</source>
        <translation>Vaisseaux amarrés de tous les joueurs</translation>
    </message>
    <message>
        <source>Fuel and ore of all players</source>
        <translation>Carburant et minerai de tous les joueurs</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Colonies</translation>
    </message>
    <message>
        <source>Relic Ship</source>
        <translation>Vaisseau relique</translation>
    </message>
    <message>
        <source>Alien tech cards in hands, on display and in the discard pile</source>
        <translation>Cartes technologie extraterrestre détenues, exposées et dans la défausse</translation>
    </message>
    <message>
        <source>Alien tech cards on display</source>
        <translation>Cartes technologie extraterrestre exposées</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Field generators</source>
        <translation>Générateurs de champ</translation>
    </message>
    <message>
        <source>Choose whose turn it is.</source>
        <translation>Indiquez à qui c'est le tour.</translation>
    </message>
    <message>
        <source>%1 has more colonies on the board than the %2 this game gives each player.</source>
        <translation>%1 a plus de colonies sur le plateau que les %2 que cette partie accorde à chaque joueur.</translation>
    </message>
    <message>
        <source>The deck has %1 × %2; this position uses more.</source>
        <translation>Le paquet contient %1 × %2 ; cette position en utilise davantage.</translation>
    </message>
    <message>
        <source>A game with expansion modules cannot start from a position yet: start it from the setup.</source>
        <translation>Une partie avec des modules d'extension ne peut pas encore commencer depuis une position : lancez-la depuis la mise en place.</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>In the stock</source>
        <translation>Dans le stock</translation>
    </message>
    <message>
        <source>On the Maintenance Bay</source>
        <translation>Dans la Baie de maintenance</translation>
    </message>
    <message>
        <source>Docked at…</source>
        <translation>Amarré à…</translation>
    </message>
    <message>
        <source>Off the board</source>
        <translation>Hors du plateau</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vide)</translation>
    </message>
    <message>
        <source>Position editor</source>
        <translation>Éditeur de position</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Check and start</source>
        <translation>Vérifier et commencer</translation>
    </message>
    <message>
        <source>This position is not possible (%1): %2</source>
        <extracomment>The position editor's check: where the problem is (a player's name and the part of the editor, such as "Brook — ships", or a part such as "Relic Ship") and what it is</extracomment>
        <translation>Cette position est impossible (%1) : %2</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Colonies</translation>
    </message>
    <message>
        <source>Cards, fields and Relic Ship</source>
        <translation>Cartes, champs et Vaisseau relique</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>À qui le tour</translation>
    </message>
    <message>
        <source>Turn number</source>
        <translation>Numéro du tour</translation>
    </message>
    <message>
        <source>Fuel</source>
        <translation>Carburant</translation>
    </message>
    <message>
        <source>Ore</source>
        <translation>Minerai</translation>
    </message>
    <message>
        <source>Colony on Hub circle (0: none)</source>
        <translation>Colonie sur le cercle du Centre (0 : aucune)</translation>
    </message>
    <message>
        <source>Alien tech cards</source>
        <translation>Cartes technologie extraterrestre</translation>
    </message>
    <message>
        <source>Ships (the active player's docked ships are gathered for the roll)</source>
        <translation>Vaisseaux (les vaisseaux amarrés du joueur actif sont récupérés pour le lancer)</translation>
    </message>
    <message>
        <source>Ship %1</source>
        <translation>Vaisseau %1</translation>
    </message>
    <message>
        <source>showing</source>
        <translation>valeur</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>Territoire</translation>
    </message>
    <message>
        <source>Field generators</source>
        <translation>Générateurs de champ</translation>
    </message>
    <message>
        <source>Cards on display at the Alien Artifact</source>
        <translation>Cartes exposées à l'Artefact extraterrestre</translation>
    </message>
    <message>
        <source>Discard pile (the rest of the deck is the draw pile)</source>
        <translation>Défausse (le reste du paquet forme la pioche)</translation>
    </message>
    <message>
        <source>Relic Ship</source>
        <translation>Vaisseau relique</translation>
    </message>
    <message>
        <source>On Burroughs Desert</source>
        <translation>Sur le Désert Burroughs</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <translation>Détenu par %1</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>(choisir)</translation>
    </message>
    <message>
        <source>Rolled, not placed yet</source>
        <translation>Lancé, pas encore placé</translation>
    </message>
    <message>
        <source>In the fleet, to roll</source>
        <translation>Dans la flotte, à lancer</translation>
    </message>
    <message>
        <source>Enter the game as it is at the table, whose turn it is and whether they have rolled yet.</source>
        <translation>Saisissez la partie telle qu'elle est sur la table, à qui c'est le tour et si le joueur a déjà lancé les dés.</translation>
    </message>
    <message>
        <source>Before the roll</source>
        <translation>Avant le lancer</translation>
    </message>
    <message>
        <source>After the roll</source>
        <translation>Après le lancer</translation>
    </message>
    <message>
        <source>%1's turn so far</source>
        <translation>Tour de %1 jusqu'ici</translation>
    </message>
    <message>
        <source>Their ships docked at a facility were docked this turn; ships not placed yet show their dice. From the board the referee counts this turn's ships at the Colonist Hub (Asimov Crater), at the Lunar Mine (Van Vogt Mountains) and at the Alien Artifact (the claim total). With two or more ships on the Hub and Asimov Crater active, its +1 counts as already taken; advances beyond circle 7 are not kept, so launch before entering the position.</source>
        <translation>Les vaisseaux de ce joueur amarrés à une installation l'ont été ce tour-ci ; les vaisseaux pas encore placés affichent leur dé. D'après le plateau, l'appli compte les vaisseaux de ce tour au Centre de colonisation (Cratère Asimov), à la Mine lunaire (Monts Van Vogt) et à l'Artefact extraterrestre (le total pour prendre une carte). Avec deux vaisseaux ou plus au Centre et le Cratère Asimov actif, son +1 compte comme déjà obtenu ; les avancées au-delà du cercle 7 ne sont pas conservées : lancez donc la colonie avant de saisir la position.</translation>
    </message>
    <message>
        <source>Fuel powers already used:</source>
        <translation>Pouvoirs à carburant déjà utilisés :</translation>
    </message>
    <message>
        <source>No card with a fuel power held.</source>
        <translation>Aucune carte détenue n'a de pouvoir à carburant.</translation>
    </message>
    <message>
        <source>The turn's discard power is used</source>
        <translation>Le pouvoir de défausse du tour a été utilisé</translation>
    </message>
    <message>
        <source>Bonus borrowed with the Data Crystal</source>
        <translation>Bonus emprunté avec le Cristal de données</translation>
    </message>
    <message>
        <source>A card was already claimed this turn (the claim total starts again)</source>
        <translation>Une carte a déjà été prise ce tour-ci (le total repart de zéro)</translation>
    </message>
    <message>
        <source>Display cycles still to use</source>
        <translation>Renouvellements des cartes exposées restants</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Vaisseaux</translation>
    </message>
    <message>
        <source>Ships (docked at a facility: docked this turn)</source>
        <translation>Vaisseaux (amarrés à une installation : amarrés ce tour-ci)</translation>
    </message>
    <message>
        <source>Whom the ship is docked for: its owner, unless another player took it with the Mind Control Helmet. Then it counts for that player (their Colonist Hub track, their trade pair at the Orbital Market) until its owner's next turn.</source>
        <extracomment>Tooltip of the position editor's "for" choice beside a docked ship</extracomment>
        <translation>Pour qui le vaisseau est amarré : pour son propriétaire, sauf si un autre joueur l'a pris avec le Casque de contrôle mental. Il compte alors pour ce joueur (sa piste au Centre de colonisation, sa paire d'échange au Marché orbital) jusqu'au prochain tour de son propriétaire.</translation>
    </message>
    <message>
        <source>for</source>
        <extracomment>Position editor, after a docked ship's value: whom the ship is docked for (a player's name follows)</extracomment>
        <translation>pour</translation>
    </message>
</context>
<context>
    <name>RaidDialog</name>
    <message>
        <source>Raid</source>
        <translation>Raid</translation>
    </message>
    <message>
        <source>Take up to 4 resources from any players, or one alien tech card from one player.</source>
        <translation>Prenez jusqu'à 4 ressources à n'importe quels joueurs, ou une carte technologie extraterrestre à un joueur.</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressources</translation>
    </message>
    <message>
        <source>A card</source>
        <translation>Une carte</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Rien</translation>
    </message>
    <message>
        <source>fuel (has %1)</source>
        <translation>carburant (en a %1)</translation>
    </message>
    <message>
        <source>ore (has %1)</source>
        <translation>minerai (en a %1)</translation>
    </message>
    <message>
        <source>%1 of 4 taken</source>
        <translation>%1 sur 4 pris</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Dock and raid</source>
        <translation>Amarrer et piller</translation>
    </message>
</context>
<context>
    <name>RecordReader</name>
    <message>
        <source>at most %1 cards</source>
        <translation>au plus %1 cartes</translation>
    </message>
    <message>
        <source>at most %1 dice</source>
        <translation>au plus %1 dés</translation>
    </message>
    <message>
        <source>at most %1 ships</source>
        <translation>au plus %1 vaisseaux</translation>
    </message>
    <message>
        <source>no player has the colour '%1'</source>
        <translation>aucun joueur n'a la couleur '%1'</translation>
    </message>
    <message>
        <source>a raid takes either "resources" or a "card"</source>
        <translation>un raid comporte soit "resources", soit une "card"</translation>
    </message>
    <message>
        <source>at most one entry per player</source>
        <translation>au plus une entrée par joueur</translation>
    </message>
    <message>
        <source>unknown action type '%1'</source>
        <translation>type d'action '%1' inconnu</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>attendu : un objet ; trouvé : %1</translation>
    </message>
    <message>
        <source>expected an array, found %1</source>
        <translation>attendu : un tableau ; trouvé : %1</translation>
    </message>
    <message>
        <source>unknown key '%1'</source>
        <translation>clé '%1' inconnue</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>attendu : un nombre entier ; trouvé : %1</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 est hors limites (de %2 à %3)</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>clé manquante</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>attendu : true ou false ; trouvé : %1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>attendu : une chaîne de caractères ; trouvé : %1</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carte</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>couleur</translation>
    </message>
    <message>
        <source>facility</source>
        <translation>installation</translation>
    </message>
    <message>
        <source>field generator</source>
        <translation>générateur de champ</translation>
    </message>
    <message>
        <source>ruleset</source>
        <translation>version des règles</translation>
    </message>
    <message>
        <source>territory</source>
        <translation>territoire</translation>
    </message>
    <message>
        <source>unknown %1 '%2'</source>
        <translation>%1 '%2' introuvable</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>un booléen</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne de caractères</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>something else</source>
        <translation>autre chose</translation>
    </message>
    <message>
        <source>expected "%1"</source>
        <translation>attendu : "%1"</translation>
    </message>
    <message>
        <source>impossible position: %1</source>
        <translation>position impossible : %1</translation>
    </message>
    <message>
        <source>nobody holds two copies of a card</source>
        <translation>personne ne détient deux exemplaires d'une même carte</translation>
    </message>
    <message>
        <source>unknown place '%1' (stock, fleet or docked%2)</source>
        <translation>emplacement '%1' inconnu (stock, fleet ou docked%2)</translation>
    </message>
    <message>
        <source>, or home for the Relic Ship</source>
        <translation>, ou home pour le Vaisseau relique</translation>
    </message>
    <message>
        <source>%1 ships listed: each colour has exactly %2</source>
        <translation>%1 vaisseaux indiqués : chaque couleur en a exactement %2</translation>
    </message>
    <message>
        <source>the display has %1 places (null for an empty one)</source>
        <translation>les cartes exposées occupent %1 places (null pour une place vide)</translation>
    </message>
    <message>
        <source>unknown stage '%1'</source>
        <translation>phase '%1' inconnue</translation>
    </message>
    <message>
        <source>unknown ship '%1'</source>
        <translation>vaisseau '%1' inconnu</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2%3</source>
        <translation>JSON non valide à l'octet %1 : %2%3</translation>
    </message>
    <message>
        <source> (the file looks truncated)</source>
        <translation> (le fichier semble tronqué)</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>un objet JSON était attendu au niveau supérieur</translation>
    </message>
    <message>
        <source>this is not an AF Referee file of the expected kind ('%1', expected '%2')</source>
        <translation>ce n'est pas un fichier AF Referee du type attendu ('%1' au lieu de '%2')</translation>
    </message>
    <message>
        <source>version %1 was written by a newer AF Referee; this one reads up to version %2</source>
        <translation>la version %1 a été écrite par un AF Referee plus récent ; celui-ci lit jusqu'à la version %2</translation>
    </message>
    <message>
        <source>expected "table" or "digital", found '%1'</source>
        <translation>attendu : "table" ou "digital" ; trouvé : '%1'</translation>
    </message>
    <message>
        <source>expected a whole number in a string, found '%1'</source>
        <translation>attendu : un nombre entier dans une chaîne ; trouvé : '%1'</translation>
    </message>
    <message>
        <source>a digital game needs its seed</source>
        <translation>une partie numérique a besoin de sa graine</translation>
    </message>
    <message>
        <source>a name has at most 100 characters</source>
        <translation>un nom compte au plus 100 caractères</translation>
    </message>
    <message>
        <source>the position's ruleset, options or players differ from the record's</source>
        <translation>les règles, les options ou les joueurs de la position diffèrent de ceux de la partie</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>impossible d'ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>%1 is too large (%2 bytes; at most %3)</source>
        <translation>%1 est trop volumineux (%2 octets ; au plus %3)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d'écrire %1 : %2</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>impossible d'enregistrer %1 : %2</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>un dossier</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>un tube nommé (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>un périphérique</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>un fichier spécial</translation>
    </message>
    <message>
        <source>%1 is not a file that can be read: it is %2</source>
        <translation>%1 n'est pas un fichier qui peut être lu : c'est %2</translation>
    </message>
    <message>
        <source>cannot open %1: it is a symbolic link that leads back to itself (a loop)</source>
        <translation>impossible d'ouvrir %1 : c'est un lien symbolique qui ramène à lui-même (une boucle)</translation>
    </message>
    <message>
        <source>cannot open %1: it is a symbolic link to a file that does not exist</source>
        <translation>impossible d'ouvrir %1 : c'est un lien symbolique vers un fichier qui n'existe pas</translation>
    </message>
    <message>
        <source>a record holds at most %1 actions; this one has %2</source>
        <translation>une partie contient au plus %1 coups ; celle-ci en a %2</translation>
    </message>
    <message>
        <source>duplicate key</source>
        <translation>clé en double</translation>
    </message>
    <message>
        <source>at most %1 boards</source>
        <translation>au plus %1 plateaux</translation>
    </message>
    <message>
        <source>unknown module '%1' (modules: factions, agendas, extra-tech, outer-belt)</source>
        <translation>module inconnu '%1' (modules : factions, agendas, extra-tech, outer-belt)</translation>
    </message>
    <message>
        <source>the module '%1' is named twice</source>
        <translation>le module '%1' est nommé deux fois</translation>
    </message>
    <message>
        <source>the %1 board is taken by two players</source>
        <translation>le plateau %1 appartient à deux joueurs</translation>
    </message>
    <message>
        <source>the %1 board is named twice</source>
        <translation>le plateau %1 est nommé deux fois</translation>
    </message>
    <message>
        <source>faction</source>
        <translation>faction</translation>
    </message>
    <message>
        <source>resource</source>
        <translation>ressource</translation>
    </message>
    <message>
        <source>faction data needs the factions module</source>
        <translation>les données de faction demandent le module factions</translation>
    </message>
    <message>
        <source>extra-tech data needs the extra-tech module</source>
        <translation>les données du module extra-tech exigent le module extra-tech</translation>
    </message>
    <message>
        <source>unknown ship '%1' (ships are named like red-1 to red-6, relic-ship or brethren-ship)</source>
        <translation>vaisseau '%1' inconnu (les vaisseaux s'appellent red-1 à red-6, relic-ship ou brethren-ship)</translation>
    </message>
    <message>
        <source>%1 players: a game has 2 to 6</source>
        <translation>%1 joueurs : une partie se joue de 2 à 6</translation>
    </message>
    <message>
        <source>only a colony on the Colonist Hub of a 5 or 6 player game has a track</source>
        <translation>seule une colonie au Centre de colonisation d'une partie à 5 ou 6 joueurs a une piste</translation>
    </message>
    <message>
        <source>only extra alien tech cards keep tokens</source>
        <translation>seules les cartes technologie extraterrestre supplémentaires gardent des jetons</translation>
    </message>
    <message>
        <source>agenda card</source>
        <translation>carte agenda</translation>
    </message>
    <message>
        <source>the agenda card '%1' is already listed: each card of the game is in one place</source>
        <translation>la carte agenda '%1' est déjà indiquée : chaque carte de la partie est à un seul endroit</translation>
    </message>
    <message>
        <source>%1 hands listed: one per player, %2</source>
        <translation>%1 mains indiquées : une par joueur, %2</translation>
    </message>
    <message>
        <source>agenda data needs the agendas module</source>
        <translation>les données d'agenda demandent le module agendas</translation>
    </message>
    <message>
        <source>%1 entries listed: one per player, %2</source>
        <translation>%1 entrées indiquées : une par joueur, %2</translation>
    </message>
    <message>
        <source>1 to %1 cards, top first</source>
        <translation>de 1 à %1 cartes, celle du dessus en premier</translation>
    </message>
</context>
<context>
    <name>RuleLink</name>
    <message>
        <source>Rule: %1</source>
        <extracomment>Link to the rules reference entry a refusal comes from, e.g. "Rule: Lunar Mine"</extracomment>
        <translation>Règle : %1</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>The aim of the game</source>
        <translation>Le but du jeu</translation>
    </message>
    <message>
        <source>Every player commands a small fleet of spaceships, and the dice are those ships: the number a die shows is that ship's value. On your turn you roll your ships and dock them at the orbital facilities around the planet. The facilities turn ship values into fuel, ore, new ships, alien technology and, above all, colonies on the planet.</source>
        <translation>Chaque joueur commande une petite flotte de vaisseaux spatiaux, et les dés sont ces vaisseaux : le nombre qu'affiche un dé est la valeur de ce vaisseau. À votre tour, vous lancez vos vaisseaux et les amarrez aux installations orbitales qui entourent la planète. Les installations transforment les valeurs des vaisseaux en carburant, en minerai, en nouveaux vaisseaux, en technologie extraterrestre et surtout en colonies sur la planète.</translation>
    </message>
    <message>
        <source>You win by having the most victory points (VP) when the game ends. Points come from your colonies on the planet, from the territories you control, from two special alien tech cards and from the Positron Field (see Scoring).</source>
        <translation>Vous gagnez en ayant le plus de points de victoire (PV) à la fin de la partie. Les points viennent de vos colonies sur la planète, des territoires que vous contrôlez, de deux cartes technologie extraterrestre spéciales et du Champ de positrons (voir Décompte des points).</translation>
    </message>
    <message>
        <source>The game ends at once when any player lands their last colony (see End of the game). Landing colonies quickly brings the end closer; controlling territories and keeping the others from landing theirs wins the points that decide it.</source>
        <translation>La partie s'arrête immédiatement dès qu'un joueur pose sa dernière colonie (voir Fin de la partie). Poser vite ses colonies rapproche la fin ; contrôler des territoires et empêcher les autres de poser les leurs rapporte les points qui font la différence.</translation>
    </message>
    <message>
        <source>The app is the referee, not the board. You roll real dice and move real pieces, then tell the app what happened. It checks every move against the rules, keeps the books and shows the current score. When it refuses a move, its "why?" link opens the entry of the rule concerned.</source>
        <translation>C'est l'appli qui arbitre, pas le plateau. Vous lancez de vrais dés et déplacez de vraies pièces, puis vous indiquez à l'appli ce qui s'est passé. Elle vérifie chaque coup selon les règles, tient les comptes et affiche le score actuel. Quand elle refuse un coup, son lien « pourquoi ? » ouvre l'entrée de la règle concernée.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>In the box: the board with the planet, its moon and the orbital facilities; 24 ships (dice) in four colours, 6 of each; the clear Relic Ship; 30 fuel and 20 ore tokens; 24 alien tech cards; 32 colonies, 8 of each colour; 8 territory counters; dock covers; 3 field generators; and a victory point track.</source>
        <translation>Dans la boîte : le plateau avec la planète, sa lune et les installations orbitales ; 24 vaisseaux (dés) en quatre couleurs, 6 de chaque ; le Vaisseau relique transparent ; 30 jetons de carburant et 20 de minerai ; 24 cartes technologie extraterrestre ; 32 colonies, 8 de chaque couleur ; 8 marqueurs de territoire ; des caches de port ; 3 générateurs de champ ; et une piste de points de victoire.</translation>
    </message>
    <message>
        <source>Put the board in the middle of the table. The clear die is the &lt;b&gt;Relic Ship&lt;/b&gt;: it starts on Burroughs Desert. Each of the eight territory counters goes on its own territory, where it stays until someone controls that territory. Keep the three field generators beside the board: none is on the planet at the start.</source>
        <translation>Placez le plateau au milieu de la table. Le dé transparent est le &lt;b&gt;Vaisseau relique&lt;/b&gt; : il commence sur le Désert Burroughs. Chacun des huit marqueurs de territoire va sur son propre territoire, où il reste jusqu'à ce que quelqu'un contrôle ce territoire. Gardez les trois générateurs de champ à côté du plateau : aucun n'est sur la planète au départ.</translation>
    </message>
    <message>
        <source>The fuel (orange) and ore (grey) tokens form the supply: 30 fuel and 20 ore. Each player picks a colour. Of the 6 ships of your colour, 3 form your fleet and are gathered on your first turn; the other 3 wait in the ship stock, to be built at the Shipyard later.</source>
        <translation>Les jetons de carburant (orange) et de minerai (gris) forment la réserve : 30 carburants et 20 minerais. Chaque joueur choisit une couleur. Des 6 vaisseaux de votre couleur, 3 forment votre flotte et sont récupérés à votre premier tour ; les 3 autres attendent dans le stock de vaisseaux, pour être construits plus tard au Chantier spatial.</translation>
    </message>
    <message>
        <source>Colonies per player: 6 with 4 players, 7 with 3 players, 8 with 2 players. In the long game every player takes all 8 colonies; the 2013 and first-edition rules offer it for 3 and 4 players, Edition X at any count (with 2 players everyone has 8 anyway). Unused colony tokens go back in the box.</source>
        <translation>Colonies par joueur : 6 à 4 joueurs, 7 à 3 joueurs, 8 à 2 joueurs. Dans la partie longue, chaque joueur prend ses 8 colonies ; les règles 2013 et de la première édition la proposent à 3 et 4 joueurs, l'Édition X quel que soit le nombre de joueurs (à 2 joueurs, chacun a de toute façon 8 colonies). Les colonies inutilisées retournent dans la boîte.</translation>
    </message>
    <message>
        <source>Alien tech: shuffle the deck (24 cards under the 2013 rules and Edition X; 22 under the first edition, which has no Mind Control Helmet). Turn 3 cards face up beside the Alien Artifact: this is the display. Deal each player 1 card face up. The rest is the draw pile; discarded cards form a face-up discard pile.</source>
        <translation>Technologie extraterrestre : mélangez le paquet (24 cartes avec les règles 2013 et l'Édition X ; 22 avec la première édition, qui n'a pas de Casque de contrôle mental). Retournez 3 cartes face visible à côté de l'Artefact extraterrestre : ce sont les cartes exposées. Distribuez 1 carte face visible à chaque joueur. Le reste forme la pioche ; les cartes défaussées forment une défausse face visible.</translation>
    </message>
    <message>
        <source>Roll to choose player one (highest roll); play then goes clockwise. To make up for playing later, the second player starts with 1 fuel, the third with 1 ore and the fourth with 1 fuel and 1 ore. Player one starts with nothing. This is given once, at the start only.</source>
        <translation>Lancez les dés pour désigner le premier joueur (résultat le plus haut) ; on joue ensuite dans le sens horaire. Pour compenser le fait de jouer plus tard, le deuxième joueur commence avec 1 carburant, le troisième avec 1 minerai et le quatrième avec 1 carburant et 1 minerai. Le premier joueur commence sans rien. Ce don n'a lieu qu'une fois, au début.</translation>
    </message>
    <message>
        <source>With fewer than 4 players some docking ports are covered for the whole game (the board marks them with dots). 3 players: cover 1 port of the Solar Converter, 1 of the Lunar Mine, 1 pair at the Orbital Market and 1 pair at the Shipyard. 2 players: cover 1 port of the Solar Converter, 2 of the Lunar Mine, 1 pair at the Orbital Market, 2 pairs at the Shipyard and 1 set of three at the Colony Constructor.</source>
        <translation>À moins de 4 joueurs, certains ports d'amarrage sont couverts pendant toute la partie (le plateau les signale par des points). À 3 joueurs : couvrez 1 port du Convertisseur solaire, 1 de la Mine lunaire, 1 paire au Marché orbital et 1 paire au Chantier spatial. À 2 joueurs : couvrez 1 port du Convertisseur solaire, 2 de la Mine lunaire, 1 paire au Marché orbital, 2 paires au Chantier spatial et 1 trio au Constructeur de colonies.</translation>
    </message>
    <message>
        <source>Usable ports for 4 / 3 / 2 players: Solar Converter 8 / 7 / 7; Lunar Mine 5 / 4 / 3; Orbital Market 2 / 1 / 1 pairs; Shipyard 3 / 2 / 1 pairs; Colony Constructor 2 / 2 / 1 sets of three. The Alien Artifact (4 ports), the Raiders' Outpost (one run of 3), the Terraforming Station (1 port), the Colonist Hub (4 tracks) and the Maintenance Bay (no limit) are the same at every count.</source>
        <translation>Ports utilisables à 4 / 3 / 2 joueurs : Convertisseur solaire 8 / 7 / 7 ; Mine lunaire 5 / 4 / 3 ; Marché orbital 2 / 1 / 1 paires ; Chantier spatial 3 / 2 / 1 paires ; Constructeur de colonies 2 / 2 / 1 trios. L'Artefact extraterrestre (4 ports), l'Avant-poste des pillards (une suite de 3), la Station de terraformation (1 port), le Centre de colonisation (4 pistes) et la Baie de maintenance (sans limite) sont identiques quel que soit le nombre de joueurs.</translation>
    </message>
    <message>
        <source>The deal: in table mode you shuffle and deal the real cards, then tell the app which cards came up (the three on display and each player's card). In digital mode the app deals from its own seeded shuffle. A player dealt the Alien City or the Alien Monument has 1 VP from the start (R-23).</source>
        <translation>La distribution : en mode table, vous mélangez et distribuez les vraies cartes, puis indiquez à l'appli quelles cartes sont sorties (les trois exposées et la carte de chaque joueur). En mode numérique, l'appli distribue selon son propre mélange à graine. Un joueur qui reçoit la Cité extraterrestre ou le Monument extraterrestre a 1 PV dès le départ (R-23).</translation>
    </message>
    <message>
        <source>Playing a turn</source>
        <translation>Jouer un tour</translation>
    </message>
    <message>
        <source>Turns go clockwise, starting with player one. A turn has these steps, in this order.</source>
        <translation>Les tours se jouent dans le sens horaire, en commençant par le premier joueur. Un tour comporte ces étapes, dans cet ordre.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Start of turn.&lt;/b&gt; If one of your ships is on the Terraforming Station from your previous turn, it is used up: it goes back to the ship stock (the Relic Ship goes back to Burroughs Desert instead).</source>
        <translation>&lt;b&gt;Début du tour.&lt;/b&gt; Si l'un de vos vaisseaux est sur la Station de terraformation depuis votre tour précédent, il est consommé : il retourne dans le stock de vaisseaux (le Vaisseau relique retourne plutôt sur le Désert Burroughs).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gather and roll.&lt;/b&gt; Take back every ship of yours that is on the board, at the facilities and on the Maintenance Bay (including ships built or knocked off since your last turn, and the Relic Ship if you hold it), and roll them all. The values rolled are your ships for this turn.</source>
        <translation>&lt;b&gt;Récupérer et lancer.&lt;/b&gt; Reprenez chacun de vos vaisseaux présents sur le plateau, aux installations et dans la Baie de maintenance (y compris les vaisseaux construits ou délogés depuis votre dernier tour, et le Vaisseau relique si vous le détenez), puis lancez-les tous. Les valeurs obtenues sont vos vaisseaux pour ce tour.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Resource Cache.&lt;/b&gt; If you held the Resource Cache when you rolled, it pays out now, before anything else happens.</source>
        <translation>&lt;b&gt;Cache de ressources.&lt;/b&gt; Si vous déteniez la Cache de ressources au moment de votre lancer, elle rapporte maintenant, avant toute autre chose.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Main stage.&lt;/b&gt; Now do these in any order, as often as the rules allow: dock ships at orbital facilities, use and discard alien tech cards, trade at the Orbital Market while your pair is docked there, cycle or claim cards at the Alien Artifact, launch a colony from the Colonist Hub, and buy the Relic Ship if you control Burroughs Desert. Each docking is settled at once: you pay when you dock and receive the benefit straight away.</source>
        <translation>&lt;b&gt;Phase principale.&lt;/b&gt; Faites maintenant ceci dans l'ordre de votre choix, aussi souvent que les règles le permettent : amarrer des vaisseaux aux installations orbitales, utiliser et défausser des cartes technologie extraterrestre, échanger au Marché orbital tant que votre paire y est amarrée, renouveler ou prendre des cartes à l'Artefact extraterrestre, lancer une colonie depuis le Centre de colonisation, et acheter le Vaisseau relique si vous contrôlez le Désert Burroughs. Chaque amarrage est réglé immédiatement : vous payez en amarrant et recevez l'avantage aussitôt.</translation>
    </message>
    <message>
        <source>A facility can be used only if it has enough free ports, your ships meet its value condition and you can pay its cost right now. For example, the Terraforming Station needs its port free, a ship showing 6, and 1 fuel and 1 ore in your hand.</source>
        <translation>Une installation ne peut être utilisée que si elle a assez de ports libres, que vos vaisseaux remplissent sa condition de valeur et que vous pouvez payer son coût immédiatement. Par exemple, la Station de terraformation exige que son port soit libre, un vaisseau de valeur 6, ainsi que 1 carburant et 1 minerai en votre possession.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dock if you can.&lt;/b&gt; All the ships you rolled must be placed before the turn ends. A ship may go to the Maintenance Bay only when it cannot legally dock at any facility at that moment (R-1). You choose the order of your dockings, and you do not have to dock as many ships as possible.</source>
        <translation>&lt;b&gt;Amarrer si possible.&lt;/b&gt; Tous les vaisseaux lancés doivent être placés avant la fin du tour. Un vaisseau ne peut aller dans la Baie de maintenance que s'il ne peut légalement s'amarrer à aucune installation à ce moment-là (R-1). Vous choisissez l'ordre de vos amarrages, et vous n'êtes pas obligé d'amarrer le plus de vaisseaux possible.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of turn.&lt;/b&gt; When all your ships are placed, your turn ends. If you then hold more than 8 resource tokens (fuel and ore together), return the extra ones of your choice to the supply (R-26). Your ships stay where they are until your next turn, keeping those ports busy for the other players.</source>
        <translation>&lt;b&gt;Fin du tour.&lt;/b&gt; Quand tous vos vaisseaux sont placés, votre tour se termine. Si vous détenez alors plus de 8 jetons de ressource (carburant et minerai confondus), rendez à la réserve les jetons en trop de votre choix (R-26). Vos vaisseaux restent où ils sont jusqu'à votre prochain tour et occupent ces ports au détriment des autres joueurs.</translation>
    </message>
    <message>
        <source>Colonies and territory control</source>
        <translation>Colonies et contrôle des territoires</translation>
    </message>
    <message>
        <source>A colony reaches the planet in one of three ways: through the Colony Constructor, through the Terraforming Station, or launched from circle 7 of the Colonist Hub. You choose the territory: any territory will do unless the Repulsor Field is on it (R-22).</source>
        <translation>Une colonie atteint la planète de trois façons : par le Constructeur de colonies, par la Station de terraformation, ou lancée depuis le cercle 7 du Centre de colonisation. Vous choisissez le territoire : n'importe lequel convient, sauf si le Champ répulseur s'y trouve (R-22).</translation>
    </message>
    <message>
        <source>Each of your colonies on the planet is worth 1 VP.</source>
        <translation>Chacune de vos colonies sur la planète vaut 1 PV.</translation>
    </message>
    <message>
        <source>You &lt;b&gt;control&lt;/b&gt; a territory when you have more colonies on it than any other single player. You take its counter, score 1 more VP and may use its bonus. When two or more players share the highest number, nobody controls it and the counter stays on the planet.</source>
        <translation>Vous &lt;b&gt;contrôlez&lt;/b&gt; un territoire quand vous y avez plus de colonies que chacun des autres joueurs. Vous prenez son marqueur, marquez 1 PV de plus et pouvez utiliser son bonus. Quand deux joueurs ou plus se partagent le plus grand nombre, personne ne le contrôle et le marqueur reste sur la planète.</translation>
    </message>
    <message>
        <source>Example: Red has 2 colonies on Lem Badlands, Blue and Green 1 each, so Red controls it. If Blue lands a second colony there, Red and Blue are tied and nobody controls Lem Badlands any more.</source>
        <translation>Exemple : Rouge a 2 colonies sur les Terres arides Lem, Bleu et Vert 1 chacun, donc Rouge contrôle ce territoire. Si Bleu y pose une deuxième colonie, Rouge et Bleu sont à égalité et plus personne ne contrôle les Terres arides Lem.</translation>
    </message>
    <message>
        <source>Control changes the moment the colonies change: a landing, or a colony moved by the Orbital Teleporter's or swapped by the Polarity Device's discard power. A player who loses control gives the counter back at once and loses that VP and the bonus. A bonus works from the moment you gain control, but not for what you did earlier in the turn (R-8).</source>
        <translation>Le contrôle change dès que les colonies changent : une colonie posée, ou une colonie déplacée par le pouvoir de défausse du Téléporteur orbital ou échangée par celui du Dispositif de polarité. Un joueur qui perd le contrôle rend aussitôt le marqueur et perd ce PV et le bonus. Un bonus s'applique dès que vous obtenez le contrôle, mais pas à ce que vous avez fait plus tôt dans le tour (R-8).</translation>
    </message>
    <message>
        <source>Colonies stay on the planet for the rest of the game, unless a card moves them. Landing your last colony ends the game at once (R-11).</source>
        <translation>Les colonies restent sur la planète jusqu'à la fin de la partie, sauf si une carte les déplace. Poser votre dernière colonie met fin à la partie immédiatement (R-11).</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Décompte des points</translation>
    </message>
    <message>
        <source>The score is not a running total. At any moment it is simply what the board and the cards show now, so it goes up and down during the game. The app works it out again after every action.</source>
        <translation>Le score n'est pas un cumul. À tout moment, c'est simplement ce que montrent actuellement le plateau et les cartes : il monte et descend au fil de la partie. L'appli le recalcule après chaque action.</translation>
    </message>
    <message>
        <source>Each player scores 1 VP for each of their colonies on the planet, 1 VP for each territory they control, 1 VP for holding the Alien City, 1 VP for holding the Alien Monument, and 1 VP for controlling the territory where the Positron Field is.</source>
        <translation>Chaque joueur marque 1 PV par colonie sur la planète, 1 PV par territoire qu'il contrôle, 1 PV s'il détient la Cité extraterrestre, 1 PV s'il détient le Monument extraterrestre, et 1 PV s'il contrôle le territoire où se trouve le Champ de positrons.</translation>
    </message>
    <message>
        <source>The score panel shows this breakdown for every player: colonies, territories, Alien City, Alien Monument and Positron Field.</source>
        <translation>Le panneau des scores montre ce détail pour chaque joueur : colonies, territoires, Cité extraterrestre, Monument extraterrestre et Champ de positrons.</translation>
    </message>
    <message>
        <source>Example: Blue has 5 colonies on the planet and controls Lem Badlands and Heinlein Plains; the Positron Field is on Heinlein Plains, and Blue holds the Alien City. Blue has 5 + 2 + 1 + 1 = 9 VP.</source>
        <translation>Exemple : Bleu a 5 colonies sur la planète et contrôle les Terres arides Lem et les Plaines Heinlein ; le Champ de positrons est sur les Plaines Heinlein, et Bleu détient la Cité extraterrestre. Bleu a 5 + 2 + 1 + 1 = 9 PV.</translation>
    </message>
    <message>
        <source>A colony still on the Colonist Hub, ships, fuel, ore and the other cards score nothing. Cards, ore and fuel only matter to break a tie.</source>
        <translation>Une colonie encore sur le Centre de colonisation, les vaisseaux, le carburant, le minerai et les autres cartes ne rapportent rien. Cartes, minerai et carburant ne servent qu'à départager une égalité.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>The game ends the instant any player lands their last colony on the planet, even in the middle of a turn. Nothing else happens after that: no more docking, no card use, and nobody discards down to 8 (R-11).</source>
        <translation>La partie s'arrête à l'instant où un joueur pose sa dernière colonie sur la planète, même au milieu d'un tour. Plus rien ne se passe ensuite : plus d'amarrage, plus d'utilisation de carte, et personne ne se défausse jusqu'à 8 (R-11).</translation>
    </message>
    <message>
        <source>The player with the most VP wins. If players are tied, the one holding the most alien tech cards wins (the Alien City and the Alien Monument count as cards). If that is equal too, the most ore wins, then the most fuel, as held at the moment the game ended. Players still equal share the place (R-27).</source>
        <translation>Le joueur qui a le plus de PV gagne. En cas d'égalité, celui qui détient le plus de cartes technologie extraterrestre l'emporte (la Cité extraterrestre et le Monument extraterrestre comptent comme des cartes). Si c'est encore égal, le plus de minerai l'emporte, puis le plus de carburant, tels que détenus au moment où la partie s'est terminée. Les joueurs toujours à égalité se partagent la place (R-27).</translation>
    </message>
    <message>
        <source>A colony waiting on the Colonist Hub is not on the planet yet. If it is your last one, it is not stuck there: the Colony Constructor or the Terraforming Station may land it instead.</source>
        <translation>Une colonie qui attend sur le Centre de colonisation n'est pas encore sur la planète. Si c'est votre dernière, elle n'y est pas bloquée : le Constructeur de colonies ou la Station de terraformation peuvent la poser à la place.</translation>
    </message>
    <message>
        <source>The supply</source>
        <translation>La réserve</translation>
    </message>
    <message>
        <source>The supply is every fuel and ore token no player holds: 30 fuel and 20 ore in all. Costs are paid into the supply, and tokens returned at the end of a turn go back there too.</source>
        <translation>La réserve, ce sont tous les jetons de carburant et de minerai qu'aucun joueur ne détient : 30 carburants et 20 minerais au total. Les coûts sont payés à la réserve, et les jetons rendus à la fin d'un tour y retournent aussi.</translation>
    </message>
    <message>
        <source>By default the app keeps the supply limited to the tokens in the box (R-18). When a facility or a card would give you more than the supply holds, you receive only what is left. A trade at the Orbital Market is refused when no ore is left.</source>
        <translation>Par défaut, l'appli limite la réserve aux jetons de la boîte (R-18). Quand une installation ou une carte devrait vous donner plus que ce que contient la réserve, vous ne recevez que ce qui reste. Un échange au Marché orbital est refusé quand il ne reste plus de minerai.</translation>
    </message>
    <message>
        <source>A raid at the Raiders' Outpost moves tokens from player to player, so the supply does not limit it.</source>
        <translation>Un raid à l'Avant-poste des pillards fait passer des jetons d'un joueur à un autre : la réserve ne le limite donc pas.</translation>
    </message>
    <message>
        <source>Groups that prefer unlimited tokens can turn the limit off in the game options when they start a game.</source>
        <translation>Les groupes qui préfèrent des jetons illimités peuvent désactiver la limite dans les options de partie au moment de la commencer.</translation>
    </message>
    <message>
        <source>Orbital facilities</source>
        <translation>Installations orbitales</translation>
    </message>
    <message>
        <source>Ten facilities circle the planet. Each has docking ports; a ship docked in a port stays there until its owner gathers it at the start of their next turn, so a busy port is closed to everyone else until then.</source>
        <translation>Dix installations gravitent autour de la planète. Chacune a des ports d'amarrage ; un vaisseau amarré à un port y reste jusqu'à ce que son propriétaire le récupère au début de son prochain tour : un port occupé est donc fermé à tous les autres jusque-là.</translation>
    </message>
    <message>
        <source>Most facilities ask for a particular kind of ship: any value, a pair of equal values, three equal values, a run of three consecutive values, a 6, or a value at least as high as the ships already there. Some also have a cost in fuel or ore, paid when you dock.</source>
        <translation>La plupart des installations exigent un type de vaisseau particulier : n'importe quelle valeur, une paire de valeurs identiques, trois valeurs identiques, une suite de trois valeurs consécutives, un 6, ou une valeur au moins égale à celle des vaisseaux déjà présents. Certaines ont aussi un coût en carburant ou en minerai, payé à l'amarrage.</translation>
    </message>
    <message>
        <source>The number of usable ports depends on the number of players (see Setup). Each facility's entry gives its condition, its cost, its benefit and the territory bonus that improves it.</source>
        <translation>Le nombre de ports utilisables dépend du nombre de joueurs (voir Mise en place). L'entrée de chaque installation donne sa condition, son coût, son avantage et le bonus de territoire qui l'améliore.</translation>
    </message>
    <message>
        <source>Solar Converter</source>
        <translation>Convertisseur solaire</translation>
    </message>
    <message>
        <source>Dock ships of any value, one per port. Each ship gives fuel equal to half its value, rounded up: a 1 or 2 gives 1 fuel, a 3 or 4 gives 2 fuel, a 5 or 6 gives 3 fuel.</source>
        <translation>Amarrez des vaisseaux de toute valeur, un par port. Chaque vaisseau rapporte un nombre de carburants égal à la moitié de sa valeur, arrondie au supérieur : un 1 ou un 2 rapporte 1 carburant, un 3 ou un 4 rapporte 2 carburants, un 5 ou un 6 rapporte 3 carburants.</translation>
    </message>
    <message>
        <source>Example: docking a 3 and a 6 gives 2 + 3 = 5 fuel.</source>
        <translation>Exemple : amarrer un 3 et un 6 rapporte 2 + 3 = 5 carburants.</translation>
    </message>
    <message>
        <source>Ports: 8 with 4 players, 7 with 2 or 3 players.</source>
        <translation>Ports : 8 à 4 joueurs, 7 à 2 ou 3 joueurs.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lem Badlands:&lt;/b&gt; its controller gets 1 extra fuel for each ship docked here.</source>
        <translation>&lt;b&gt;Terres arides Lem :&lt;/b&gt; le joueur qui contrôle ce territoire reçoit 1 carburant supplémentaire par vaisseau amarré ici.</translation>
    </message>
    <message>
        <source>Lunar Mine</source>
        <translation>Mine lunaire</translation>
    </message>
    <message>
        <source>Each ship docked here gives 1 ore, whatever its value. But every ship must be at least as high as the highest ship already docked at the Mine, whoever it belongs to.</source>
        <translation>Chaque vaisseau amarré ici rapporte 1 minerai, quelle que soit sa valeur. Mais chaque vaisseau doit valoir au moins autant que le plus haut vaisseau déjà amarré à la Mine, quel que soit son propriétaire.</translation>
    </message>
    <message>
        <source>Example: a 2 and a 4 are docked at the Mine. You may dock a 4, a 5 or a 6, but not a 3. If you dock a 4 and a 6 you get 2 ore, and from then on the next ship there needs a 6.</source>
        <translation>Exemple : un 2 et un 4 sont amarrés à la Mine. Vous pouvez amarrer un 4, un 5 ou un 6, mais pas un 3. Si vous amarrez un 4 et un 6, vous recevez 2 minerais, et le vaisseau suivant devra désormais être un 6.</translation>
    </message>
    <message>
        <source>Ships docked together are placed one at a time from the lowest up, each checked against the highest ship there at that moment (R-12).</source>
        <translation>Les vaisseaux amarrés ensemble sont placés un par un, du plus bas au plus haut, chacun étant comparé au plus haut vaisseau présent à ce moment-là (R-12).</translation>
    </message>
    <message>
        <source>Ports: 5 with 4 players, 4 with 3 players, 3 with 2 players.</source>
        <translation>Ports : 5 à 4 joueurs, 4 à 3 joueurs, 3 à 2 joueurs.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Van Vogt Mountains:&lt;/b&gt; its controller's first ship at the Mine each turn may have any value.</source>
        <translation>&lt;b&gt;Monts Van Vogt :&lt;/b&gt; à chaque tour, le joueur qui contrôle ce territoire peut amarrer à la Mine un premier vaisseau de n'importe quelle valeur.</translation>
    </message>
    <message>
        <source>Orbital Market</source>
        <translation>Marché orbital</translation>
    </message>
    <message>
        <source>Dock a pair of ships with the same value. While the pair stays docked, you may trade during the rest of this turn as often as you like: pay fuel equal to the pair's value to get 1 ore.</source>
        <translation>Amarrez une paire de vaisseaux de même valeur. Tant que la paire reste amarrée, vous pouvez échanger pendant le reste de ce tour autant de fois que vous voulez : payez un nombre de carburants égal à la valeur de la paire pour obtenir 1 minerai.</translation>
    </message>
    <message>
        <source>Example: with a pair of 2s docked, 6 fuel buys 3 ore. Fuel you gain later in the same turn can be traded too.</source>
        <translation>Exemple : avec une paire de 2 amarrée, 6 carburants achètent 3 minerais. Le carburant gagné plus tard dans le même tour peut aussi être échangé.</translation>
    </message>
    <message>
        <source>Trading stops when your turn ends, or earlier if a ship of the pair is moved away (R-9). If you have two pairs docked, the lower value sets the price.</source>
        <translation>Les échanges s'arrêtent à la fin de votre tour, ou plus tôt si un vaisseau de la paire est déplacé (R-9). Si vous avez deux paires amarrées, la valeur la plus basse fixe le prix.</translation>
    </message>
    <message>
        <source>Ports: 2 pairs with 4 players, 1 pair with 2 or 3 players.</source>
        <translation>Ports : 2 paires à 4 joueurs, 1 paire à 2 ou 3 joueurs.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Heinlein Plains:&lt;/b&gt; its controller always trades 1 fuel for 1 ore here, whatever the pair's value (a docked pair is still needed).</source>
        <translation>&lt;b&gt;Plaines Heinlein :&lt;/b&gt; le joueur qui contrôle ce territoire échange toujours ici 1 carburant contre 1 minerai, quelle que soit la valeur de la paire (une paire amarrée reste nécessaire).</translation>
    </message>
    <message>
        <source>Alien Artifact</source>
        <translation>Artefact extraterrestre</translation>
    </message>
    <message>
        <source>Dock ships of any value, one per port; there are 4 ports at every player count. Each ship you dock lets you &lt;b&gt;cycle&lt;/b&gt; the display once if you wish: the 3 face-up cards go to the discard pile and 3 new ones are turned up from the draw pile.</source>
        <translation>Amarrez des vaisseaux de toute valeur, un par port ; il y a 4 ports quel que soit le nombre de joueurs. Chaque vaisseau amarré vous permet, si vous le souhaitez, de &lt;b&gt;renouveler&lt;/b&gt; une fois les cartes exposées : les 3 cartes face visible vont à la défausse et 3 nouvelles sont révélées depuis la pioche.</translation>
    </message>
    <message>
        <source>When your ships docked here this turn add up to 8 or more, you may &lt;b&gt;claim&lt;/b&gt; one card from the display; a card from the draw pile takes its place. A claim uses up that total and any cycles left: to claim a second card in the same turn you need new ships adding up to 8 or more (R-25).</source>
        <translation>Quand vos vaisseaux amarrés ici ce tour-ci totalisent 8 ou plus, vous pouvez &lt;b&gt;prendre&lt;/b&gt; une carte exposée ; une carte de la pioche la remplace. Prendre une carte consomme ce total et les renouvellements restants : pour prendre une deuxième carte dans le même tour, il vous faut de nouveaux vaisseaux totalisant 8 ou plus (R-25).</translation>
    </message>
    <message>
        <source>Example: you dock a 3 and cycle, then a 2 and cycle again. You dock a 4: your total is now 9, so you may cycle a third time and then claim the card you want.</source>
        <translation>Exemple : vous amarrez un 3 et renouvelez, puis un 2 et renouvelez encore. Vous amarrez un 4 : votre total est maintenant de 9, vous pouvez donc renouveler une troisième fois puis prendre la carte que vous voulez.</translation>
    </message>
    <message>
        <source>Only your own ships docked this turn count: ships left from your earlier turns and other players' ships do not. You may not claim a card you already hold. If the draw pile runs out, the discards are shuffled into a new draw pile.</source>
        <translation>Seuls comptent vos propres vaisseaux amarrés ce tour-ci : ni les vaisseaux restés de vos tours précédents, ni ceux des autres joueurs. Vous ne pouvez pas prendre une carte que vous détenez déjà. Si la pioche est épuisée, la défausse est mélangée pour former une nouvelle pioche.</translation>
    </message>
    <message>
        <source>Colonist Hub</source>
        <translation>Centre de colonisation</translation>
    </message>
    <message>
        <source>The Hub has 4 tracks, each with 3 docking ports and 7 circles. Each player uses one track at a time, and ships of any value may dock there.</source>
        <translation>Le Centre a 4 pistes, chacune avec 3 ports d'amarrage et 7 cercles. Chaque joueur utilise une piste à la fois, et des vaisseaux de toute valeur peuvent s'y amarrer.</translation>
    </message>
    <message>
        <source>Your first ship here puts one of your colonies on circle 1 of your track. Every further ship, this turn or in later turns, moves that colony on by one circle. Once it stands on circle 7 you may launch it at any moment of your turn: pay 1 fuel and 1 ore and land it on a territory.</source>
        <translation>Votre premier vaisseau ici place l'une de vos colonies sur le cercle 1 de votre piste. Chaque vaisseau suivant, ce tour-ci ou lors de tours ultérieurs, avance cette colonie d'un cercle. Dès qu'elle est sur le cercle 7, vous pouvez la lancer à tout moment de votre tour : payez 1 carburant et 1 minerai et posez-la sur un territoire.</translation>
    </message>
    <message>
        <source>While your colony waits on circle 7 you cannot dock more ships at the Hub; launch it first (R-2). After a launch, the next ship you dock at the Hub starts a new colony on circle 1, even in the same turn (R-3).</source>
        <translation>Tant que votre colonie attend sur le cercle 7, vous ne pouvez plus amarrer de vaisseaux au Centre ; lancez-la d'abord (R-2). Après un lancement, le prochain vaisseau que vous amarrez au Centre commence une nouvelle colonie sur le cercle 1, même dans le même tour (R-3).</translation>
    </message>
    <message>
        <source>Advances beyond circle 7, for example from Asimov Crater, are not lost if you launch at once: they start your next colony. Example: your colony is on circle 5 and you control Asimov Crater. You dock 3 ships together: 3 advances plus 1 bonus. Two of them reach circle 7; launch at once and the other 2 put your next colony on circle 2.</source>
        <translation>Les avancées au-delà du cercle 7, par exemple grâce au Cratère Asimov, ne sont pas perdues si vous lancez aussitôt : elles commencent votre colonie suivante. Exemple : votre colonie est sur le cercle 5 et vous contrôlez le Cratère Asimov. Vous amarrez 3 vaisseaux ensemble : 3 avancées plus 1 de bonus. Deux d'entre elles atteignent le cercle 7 ; lancez aussitôt et les 2 autres placent votre colonie suivante sur le cercle 2.</translation>
    </message>
    <message>
        <source>Your last colony is not stuck on the Hub: if it is waiting there, the Colony Constructor or the Terraforming Station can land it instead.</source>
        <translation>Votre dernière colonie n'est pas bloquée au Centre : si elle y attend, le Constructeur de colonies ou la Station de terraformation peuvent la poser à la place.</translation>
    </message>
    <message>
        <source>A colony on the Hub is not on the planet: it scores nothing until it lands.</source>
        <translation>Une colonie au Centre n'est pas sur la planète : elle ne rapporte rien tant qu'elle n'est pas posée.</translation>
    </message>
    <message>
        <source>Colony Constructor</source>
        <translation>Constructeur de colonies</translation>
    </message>
    <message>
        <source>Dock three ships with the same value and pay 3 ore to land one of your colonies on a territory at once.</source>
        <translation>Amarrez trois vaisseaux de même valeur et payez 3 minerais pour poser immédiatement l'une de vos colonies sur un territoire.</translation>
    </message>
    <message>
        <source>Example: three 5s and 3 ore land a colony on Herbert Valley.</source>
        <translation>Exemple : trois 5 et 3 minerais posent une colonie sur la Vallée Herbert.</translation>
    </message>
    <message>
        <source>Ports: 2 sets of three with 3 or 4 players, 1 set with 2 players.</source>
        <translation>Ports : 2 trios à 3 ou 4 joueurs, 1 trio à 2 joueurs.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bradbury Plateau:&lt;/b&gt; its controller pays 2 ore instead of 3.</source>
        <translation>&lt;b&gt;Plateau Bradbury :&lt;/b&gt; le joueur qui contrôle ce territoire paie 2 minerais au lieu de 3.</translation>
    </message>
    <message>
        <source>Terraforming Station</source>
        <translation>Station de terraformation</translation>
    </message>
    <message>
        <source>Dock one ship showing 6 and pay 1 fuel and 1 ore to land one of your colonies on a territory at once. There is a single port.</source>
        <translation>Amarrez un vaisseau de valeur 6 et payez 1 carburant et 1 minerai pour poser immédiatement l'une de vos colonies sur un territoire. Il n'y a qu'un seul port.</translation>
    </message>
    <message>
        <source>The ship is used up. It stays on the station until the start of your next turn and then goes to the ship stock instead of back to your fleet; from there it can be built again at the Shipyard (R-28). The Relic Ship goes back to Burroughs Desert instead.</source>
        <translation>Le vaisseau est consommé. Il reste sur la station jusqu'au début de votre prochain tour, puis va dans le stock de vaisseaux au lieu de revenir dans votre flotte ; de là, il peut être reconstruit au Chantier spatial (R-28). Le Vaisseau relique retourne plutôt sur le Désert Burroughs.</translation>
    </message>
    <message>
        <source>You may not use the station if that would leave you with fewer than 3 ships of your colour (2 under Edition X), counting the ships of your colour that are not in the stock, after this one is lost. The Relic Ship never counts (R-17). So under the 2013 rules, with only 3 ships of your colour you cannot terraform with one of them.</source>
        <translation>Vous ne pouvez pas utiliser la station si cela vous laisse moins de 3 vaisseaux de votre couleur (2 avec l'Édition X), en comptant les vaisseaux de votre couleur qui ne sont pas dans le stock, après la perte de celui-ci. Le Vaisseau relique ne compte jamais (R-17). Ainsi, avec les règles 2013, si vous n'avez que 3 vaisseaux de votre couleur, vous ne pouvez pas terraformer avec l'un d'eux.</translation>
    </message>
    <message>
        <source>Alien tech cannot move a ship from the station to another facility. The Plasma Cannon can remove it, and then it goes straight to the stock.</source>
        <translation>La technologie extraterrestre ne peut pas déplacer un vaisseau de la station vers une autre installation. Le Canon à plasma peut le retirer, et il va alors directement dans le stock.</translation>
    </message>
    <message>
        <source>Shipyard</source>
        <translation>Chantier spatial</translation>
    </message>
    <message>
        <source>Dock a pair of ships with the same value and pay to build a new ship: take a ship of your colour from the ship stock and put it on the Maintenance Bay. It joins your fleet when you gather your ships at the start of your next turn.</source>
        <translation>Amarrez une paire de vaisseaux de même valeur et payez pour construire un nouveau vaisseau : prenez un vaisseau de votre couleur dans le stock de vaisseaux et placez-le dans la Baie de maintenance. Il rejoint votre flotte quand vous récupérez vos vaisseaux au début de votre prochain tour.</translation>
    </message>
    <message>
        <source>The price depends on which ship it will be: your 4th ship costs 1 fuel and 1 ore, your 5th 2 fuel and 2 ore, your 6th 3 fuel and 3 ore. Count every ship of your colour that is not in the stock, wherever it is, and add the new one; the Relic Ship does not count (R-4). Two ships built in one turn are priced in order (R-28).</source>
        <translation>Le prix dépend du rang du nouveau vaisseau : votre 4e vaisseau coûte 1 carburant et 1 minerai, le 5e 2 carburants et 2 minerais, le 6e 3 carburants et 3 minerais. Comptez chaque vaisseau de votre couleur qui n'est pas dans le stock, où qu'il soit, et ajoutez le nouveau ; le Vaisseau relique ne compte pas (R-4). Deux vaisseaux construits dans un même tour sont tarifés dans l'ordre (R-28).</translation>
    </message>
    <message>
        <source>Example: you have 4 ships of your colour, one of them on the Terraforming Station. The new ship is your 5th and costs 2 fuel and 2 ore.</source>
        <translation>Exemple : vous avez 4 vaisseaux de votre couleur, dont un sur la Station de terraformation. Le nouveau vaisseau est votre 5e et coûte 2 carburants et 2 minerais.</translation>
    </message>
    <message>
        <source>If no ship of your colour is in the stock, you cannot use the Shipyard. Ships you lose go back to the stock and can be built again.</source>
        <translation>Si aucun vaisseau de votre couleur n'est dans le stock, vous ne pouvez pas utiliser le Chantier spatial. Les vaisseaux que vous perdez retournent dans le stock et peuvent être reconstruits.</translation>
    </message>
    <message>
        <source>Ports: 3 pairs with 4 players, 2 pairs with 3 players, 1 pair with 2 players.</source>
        <translation>Ports : 3 paires à 4 joueurs, 2 paires à 3 joueurs, 1 paire à 2 joueurs.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Herbert Valley:&lt;/b&gt; its controller pays 1 fuel and 1 ore less for each ship, so the 4th ship is free.</source>
        <translation>&lt;b&gt;Vallée Herbert :&lt;/b&gt; le joueur qui contrôle ce territoire paie 1 carburant et 1 minerai de moins par vaisseau : le 4e vaisseau est donc gratuit.</translation>
    </message>
    <message>
        <source>Raiders' Outpost</source>
        <translation>Avant-poste des pillards</translation>
    </message>
    <message>
        <source>Dock three ships with consecutive values, such as 2-3-4, to raid. Right when your run docks you may take either up to 4 resource tokens in total (fuel and ore in any mix, from one or more other players), or 1 alien tech card of your choice from one player. The raid is optional and happens once (R-21).</source>
        <translation>Amarrez trois vaisseaux de valeurs consécutives, comme 2-3-4, pour effectuer un raid. Au moment où votre suite s'amarre, vous pouvez prendre soit jusqu'à 4 jetons de ressource au total (carburant et minerai dans n'importe quelle proportion, à un ou plusieurs autres joueurs), soit 1 carte technologie extraterrestre de votre choix à un joueur. Le raid est facultatif et n'a lieu qu'une fois (R-21).</translation>
    </message>
    <message>
        <source>There is room for one run. If ships are already docked there, your run must add up to more than the ships still docked there; those ships go to the Maintenance Bay. Under the 2013 rules and Edition X you may bump your own run too.</source>
        <translation>Il n'y a de la place que pour une suite. Si des vaisseaux y sont déjà amarrés, votre suite doit totaliser plus que les vaisseaux encore amarrés ; ceux-ci vont dans la Baie de maintenance. Avec les règles 2013 et l'Édition X, vous pouvez aussi déloger votre propre suite.</translation>
    </message>
    <message>
        <source>Example: 2-3-4 is docked (total 9). You may replace it with 3-4-5 (12) or 4-5-6 (15). If a Plasma Cannon has removed the 4, the two ships left add up to 5, so even 1-2-3 (6) beats them.</source>
        <translation>Exemple : 2-3-4 est amarrée (total 9). Vous pouvez la remplacer par 3-4-5 (12) ou 4-5-6 (15). Si un Canon à plasma a retiré le 4, les deux vaisseaux restants totalisent 5 : même 1-2-3 (6) les bat.</translation>
    </message>
    <message>
        <source>A card you steal that you already hold is discarded at once and does nothing. Nobody may take fuel or ore from a player who holds the Holographic Decoy; from that player a raid may take only the Decoy itself (R-10).</source>
        <translation>Une carte volée que vous détenez déjà est défaussée aussitôt et ne fait rien. Personne ne peut prendre de carburant ni de minerai à un joueur qui détient le Leurre holographique ; à ce joueur, un raid ne peut prendre que le Leurre lui-même (R-10).</translation>
    </message>
    <message>
        <source>Raided players never discard down to 8 because of a raid (R-26).</source>
        <translation>Les joueurs pillés ne se défaussent jamais jusqu'à 8 à cause d'un raid (R-26).</translation>
    </message>
    <message>
        <source>Maintenance Bay</source>
        <translation>Baie de maintenance</translation>
    </message>
    <message>
        <source>The Maintenance Bay gives nothing. A rolled ship goes there only when it cannot legally dock at any other facility (R-1). There is no limit to the number of ships on it.</source>
        <translation>La Baie de maintenance ne rapporte rien. Un vaisseau lancé n'y va que s'il ne peut légalement s'amarrer à aucune autre installation (R-1). Le nombre de vaisseaux qui s'y trouvent n'est pas limité.</translation>
    </message>
    <message>
        <source>It is also where ships wait for their owner's next turn: new ships from the Shipyard, the Relic Ship just bought, ships sent away by the Plasma Cannon and runs bumped from the Raiders' Outpost. Their owner gathers them with the rest of the fleet.</source>
        <translation>C'est aussi là que les vaisseaux attendent le prochain tour de leur propriétaire : nouveaux vaisseaux du Chantier spatial, Vaisseau relique tout juste acheté, vaisseaux chassés par le Canon à plasma et suites délogées de l'Avant-poste des pillards. Leur propriétaire les récupère avec le reste de sa flotte.</translation>
    </message>
    <message>
        <source>Under the 2013 rules and Edition X, alien tech cannot touch a ship on the Bay: the Orbital Teleporter, the Mind Control Helmet and the Plasma Cannon (either power) cannot move or remove it.</source>
        <translation>Avec les règles 2013 et l'Édition X, la technologie extraterrestre ne peut pas toucher un vaisseau dans la Baie : le Téléporteur orbital, le Casque de contrôle mental et le Canon à plasma (l'un ou l'autre pouvoir) ne peuvent ni le déplacer ni le retirer.</translation>
    </message>
    <message>
        <source>Territory bonuses</source>
        <translation>Bonus des territoires</translation>
    </message>
    <message>
        <source>The planet has eight territories. Whoever controls a territory (more colonies on it than any other single player) may use its bonus, and keeps it only as long as the control lasts.</source>
        <translation>La planète compte huit territoires. Quiconque contrôle un territoire (plus de colonies que chacun des autres joueurs) peut utiliser son bonus, et ne le garde que tant que dure ce contrôle.</translation>
    </message>
    <message>
        <source>A bonus works from the moment you gain control; it does not change what you already did that turn (R-8). The Isolation Field cancels the bonus of its territory. The Data Crystal lets a player borrow a bonus for one turn.</source>
        <translation>Un bonus s'applique dès que vous obtenez le contrôle ; il ne change rien à ce que vous avez déjà fait ce tour-ci (R-8). Le Champ d'isolation annule le bonus de son territoire. Le Cristal de données permet à un joueur d'emprunter un bonus pour un tour.</translation>
    </message>
    <message>
        <source>Asimov Crater</source>
        <translation>Cratère Asimov</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; in a turn in which you dock 2 or more ships at the Colonist Hub, your colony moves one extra circle.</source>
        <translation>&lt;b&gt;Bonus :&lt;/b&gt; lors d'un tour où vous amarrez 2 vaisseaux ou plus au Centre de colonisation, votre colonie avance d'un cercle supplémentaire.</translation>
    </message>
    <message>
        <source>Example: 2 ships docked at the Hub move your colony 3 circles; 3 ships move it 4 circles.</source>
        <translation>Exemple : 2 vaisseaux amarrés au Centre font avancer votre colonie de 3 cercles ; 3 vaisseaux, de 4 cercles.</translation>
    </message>
    <message>
        <source>Under the 2013 rules and Edition X the extra circle comes once per turn, when a ship docks at the Hub while you hold the bonus and it is at least your second Hub ship of the turn (R-8). Under the first edition it comes each time you dock more than one ship there in one go.</source>
        <translation>Avec les règles 2013 et l'Édition X, le cercle supplémentaire n'est accordé qu'une fois par tour, quand un vaisseau s'amarre au Centre alors que vous détenez le bonus et qu'il est au moins votre deuxième vaisseau du tour au Centre (R-8). Avec la première édition, il est accordé chaque fois que vous amarrez plus d'un vaisseau à la fois au Centre.</translation>
    </message>
    <message>
        <source>Advances beyond circle 7 start your next colony if you launch at once (see Colonist Hub).</source>
        <translation>Les avancées au-delà du cercle 7 commencent votre colonie suivante si vous lancez aussitôt (voir Centre de colonisation).</translation>
    </message>
    <message>
        <source>Bradbury Plateau</source>
        <translation>Plateau Bradbury</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; the Colony Constructor costs you 2 ore instead of 3.</source>
        <translation>&lt;b&gt;Bonus :&lt;/b&gt; le Constructeur de colonies vous coûte 2 minerais au lieu de 3.</translation>
    </message>
    <message>
        <source>Example: you dock three 4s at the Colony Constructor and pay 2 ore to land a colony.</source>
        <translation>Exemple : vous amarrez trois 4 au Constructeur de colonies et payez 2 minerais pour poser une colonie.</translation>
    </message>
    <message>
        <source>Burroughs Desert</source>
        <translation>Désert Burroughs</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; you may buy the Relic Ship, the clear die, for 1 fuel and 1 ore at any moment of your turn while it stands on Burroughs Desert (R-24). It goes to the Maintenance Bay and joins your fleet when you gather your ships at the start of your next turn.</source>
        <translation>&lt;b&gt;Bonus :&lt;/b&gt; vous pouvez acheter le Vaisseau relique, le dé transparent, pour 1 carburant et 1 minerai à tout moment de votre tour tant qu'il se trouve sur le Désert Burroughs (R-24). Il va dans la Baie de maintenance et rejoint votre flotte quand vous récupérez vos vaisseaux au début de votre prochain tour.</translation>
    </message>
    <message>
        <source>The Relic Ship is an extra ship without a colour. You roll and dock it like your other ships, but it never counts as a ship of your colour (not for the Shipyard price, the Terraforming Station's minimum or the Plasma Cannon's limit), and whenever it would go to the ship stock it goes back to Burroughs Desert instead.</source>
        <translation>Le Vaisseau relique est un vaisseau supplémentaire sans couleur. Vous le lancez et l'amarrez comme vos autres vaisseaux, mais il ne compte jamais comme un vaisseau de votre couleur (ni pour le prix du Chantier spatial, ni pour le minimum de la Station de terraformation, ni pour la limite du Canon à plasma), et chaque fois qu'il devrait aller dans le stock de vaisseaux, il retourne plutôt sur le Désert Burroughs.</translation>
    </message>
    <message>
        <source>You keep it only while you control Burroughs Desert and the Isolation Field is not there. If you lose control, or the Isolation Field arrives, the Relic Ship returns to Burroughs Desert at once, wherever it was. Whoever controls the territory may buy it again whenever it is back there.</source>
        <translation>Vous ne le gardez que tant que vous contrôlez le Désert Burroughs et que le Champ d'isolation n'y est pas. Si vous perdez le contrôle, ou si le Champ d'isolation y arrive, le Vaisseau relique retourne aussitôt sur le Désert Burroughs, où qu'il soit. Quiconque contrôle le territoire peut le racheter dès qu'il y est revenu.</translation>
    </message>
    <message>
        <source>Example: you terraform with the Relic Ship showing a 6. At the start of your next turn it goes home to Burroughs Desert, and you may buy it again during that same turn.</source>
        <translation>Exemple : vous terraformez avec le Vaisseau relique affichant un 6. Au début de votre prochain tour, il rentre sur le Désert Burroughs, et vous pouvez le racheter pendant ce même tour.</translation>
    </message>
    <message>
        <source>This bonus cannot be borrowed with the Data Crystal.</source>
        <translation>Ce bonus ne peut pas être emprunté avec le Cristal de données.</translation>
    </message>
    <message>
        <source>The Relic Ship</source>
        <translation>Le Vaisseau relique</translation>
    </message>
    <message>
        <source>The clear die is a ship with no colour. It starts on Burroughs Desert, and whoever controls Burroughs Desert may buy it for 1 fuel and 1 ore; it then joins their fleet from their next turn.</source>
        <translation>Le dé transparent est un vaisseau sans couleur. Il commence sur le Désert Burroughs, et quiconque contrôle le Désert Burroughs peut l'acheter pour 1 carburant et 1 minerai ; il rejoint alors sa flotte à partir de son prochain tour.</translation>
    </message>
    <message>
        <source>It counts as one of your ships for docking but never as a ship of your colour. Whenever it would go to the ship stock, or its holder loses control of Burroughs Desert, or the Isolation Field lands there, it goes back to Burroughs Desert. See Burroughs Desert and R-24.</source>
        <translation>Il compte comme l'un de vos vaisseaux pour l'amarrage, mais jamais comme un vaisseau de votre couleur. Chaque fois qu'il devrait aller dans le stock de vaisseaux, ou que son détenteur perd le contrôle du Désert Burroughs, ou que le Champ d'isolation s'y pose, il retourne sur le Désert Burroughs. Voir Désert Burroughs et R-24.</translation>
    </message>
    <message>
        <source>Heinlein Plains</source>
        <translation>Plaines Heinlein</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; at the Orbital Market you always trade 1 fuel for 1 ore, whatever value your docked pair shows. You still need a pair docked there.</source>
        <translation>&lt;b&gt;Bonus :&lt;/b&gt; au Marché orbital, vous échangez toujours 1 carburant contre 1 minerai, quelle que soit la valeur de votre paire amarrée. Une paire amarrée y reste nécessaire.</translation>
    </message>
    <message>
        <source>Example: with a pair of 6s at the Market, 4 fuel buys 4 ore instead of none.</source>
        <translation>Exemple : avec une paire de 6 au Marché, 4 carburants achètent 4 minerais au lieu de zéro.</translation>
    </message>
    <message>
        <source>Herbert Valley</source>
        <translation>Vallée Herbert</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; each ship you build at the Shipyard costs 1 fuel and 1 ore less. Your 4th ship is free, the 5th costs 1 fuel and 1 ore, the 6th 2 fuel and 2 ore.</source>
        <translation>&lt;b&gt;Bonus :&lt;/b&gt; chaque vaisseau que vous construisez au Chantier spatial coûte 1 carburant et 1 minerai de moins. Votre 4e vaisseau est gratuit, le 5e coûte 1 carburant et 1 minerai, le 6e 2 carburants et 2 minerais.</translation>
    </message>
    <message>
        <source>Lem Badlands</source>
        <translation>Terres arides Lem</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; each ship you dock at the Solar Converter gives 1 extra fuel.</source>
        <translation>&lt;b&gt;Bonus :&lt;/b&gt; chaque vaisseau que vous amarrez au Convertisseur solaire rapporte 1 carburant supplémentaire.</translation>
    </message>
    <message>
        <source>Example: a 3 and a 4 give 2 + 2 fuel, plus 2 for the bonus: 6 fuel instead of 4. Only ships docked after you gain the bonus count (R-8).</source>
        <translation>Exemple : un 3 et un 4 rapportent 2 + 2 carburants, plus 2 pour le bonus : 6 carburants au lieu de 4. Seuls comptent les vaisseaux amarrés après l'obtention du bonus (R-8).</translation>
    </message>
    <message>
        <source>Pohl Foothills</source>
        <translation>Contreforts Pohl</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; every use of an alien tech card's fuel power costs you 1 fuel less (never below 0).</source>
        <translation>&lt;b&gt;Bonus :&lt;/b&gt; chaque utilisation du pouvoir à carburant d'une carte technologie extraterrestre vous coûte 1 carburant de moins (jamais moins de 0).</translation>
    </message>
    <message>
        <source>Example: the Booster Pod costs you nothing. Firing the Plasma Cannon at 3 ships costs 2 fuel instead of 3: the discount is per use, not per ship (R-16).</source>
        <translation>Exemple : le Module propulseur ne vous coûte rien. Tirer au Canon à plasma sur 3 vaisseaux coûte 2 carburants au lieu de 3 : la réduction s'applique par utilisation, pas par vaisseau (R-16).</translation>
    </message>
    <message>
        <source>For the Data Crystal, the discount counts only if you already held this bonus before that use (R-7).</source>
        <translation>Pour le Cristal de données, la réduction ne compte que si vous déteniez déjà ce bonus avant cette utilisation (R-7).</translation>
    </message>
    <message>
        <source>Van Vogt Mountains</source>
        <translation>Monts Van Vogt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bonus:&lt;/b&gt; the first ship you dock at the Lunar Mine each turn may have any value, whatever is docked there. Your further ships there that turn follow the usual rule.</source>
        <translation>&lt;b&gt;Bonus :&lt;/b&gt; à chaque tour, le premier vaisseau que vous amarrez à la Mine lunaire peut avoir n'importe quelle valeur, quels que soient les vaisseaux déjà amarrés. Vos vaisseaux suivants à la Mine ce tour-là suivent la règle habituelle.</translation>
    </message>
    <message>
        <source>Example: the highest ship at the Mine is a 5 and you rolled 1, 2 and 5. Dock the 1 first, then the 5 as well: 2 ore.</source>
        <translation>Exemple : le plus haut vaisseau de la Mine est un 5 et vous avez obtenu 1, 2 et 5. Amarrez d'abord le 1, puis aussi le 5 : 2 minerais.</translation>
    </message>
    <message>
        <source>The bonus does not help if a ship of yours already docked at the Mine this turn before you gained it (R-8).</source>
        <translation>Le bonus n'aide pas si l'un de vos vaisseaux s'est déjà amarré à la Mine ce tour-ci avant que vous ne l'obteniez (R-8).</translation>
    </message>
    <message>
        <source>Field generators</source>
        <translation>Générateurs de champ</translation>
    </message>
    <message>
        <source>There are three field generators: the Isolation Field, the Positron Field and the Repulsor Field. None is on the planet at the start. Each arrives when a particular alien tech card is discarded: the Stasis Beam brings the Isolation Field, the Data Crystal the Positron Field, the Gravity Manipulator the Repulsor Field.</source>
        <translation>Il y a trois générateurs de champ : le Champ d'isolation, le Champ de positrons et le Champ répulseur. Aucun n'est sur la planète au départ. Chacun arrive quand une carte technologie extraterrestre particulière est défaussée : le Rayon de stase amène le Champ d'isolation, le Cristal de données le Champ de positrons, le Manipulateur gravitationnel le Champ répulseur.</translation>
    </message>
    <message>
        <source>The first such discard puts the generator on any territory. Each later discard of that kind moves it to a different territory (R-14). Generators may share a territory. Discarding the Booster Pod takes one generator off the planet; its card can bring it back later.</source>
        <translation>La première de ces défausses place le générateur sur n'importe quel territoire. Chaque défausse ultérieure de ce type le déplace vers un autre territoire (R-14). Des générateurs peuvent partager un territoire. Défausser le Module propulseur retire un générateur de la planète ; sa carte peut le ramener plus tard.</translation>
    </message>
    <message>
        <source>A field generator changes the rules on its own territory only. Where its effect and an alien tech card disagree, the field generator wins.</source>
        <translation>Un générateur de champ ne modifie les règles que sur son propre territoire. Quand son effet contredit une carte technologie extraterrestre, le générateur de champ l'emporte.</translation>
    </message>
    <message>
        <source>Isolation Field</source>
        <translation>Champ d'isolation</translation>
    </message>
    <message>
        <source>The territory with the Isolation Field has no bonus: its controller cannot use it, and nobody can borrow it with the Data Crystal.</source>
        <translation>Le territoire où se trouve le Champ d'isolation n'a pas de bonus : le joueur qui le contrôle ne peut pas l'utiliser, et personne ne peut l'emprunter avec le Cristal de données.</translation>
    </message>
    <message>
        <source>Control still counts for the score: the controller keeps the 1 VP for control, and the Positron Field's point if it is there too (R-13).</source>
        <translation>Le contrôle compte toujours pour le score : le joueur qui contrôle le territoire garde son 1 PV de contrôle, ainsi que le point du Champ de positrons si celui-ci s'y trouve aussi (R-13).</translation>
    </message>
    <message>
        <source>On Burroughs Desert it means the Relic Ship cannot be bought, and a Relic Ship in use goes straight back to Burroughs Desert.</source>
        <translation>Sur le Désert Burroughs, cela signifie que le Vaisseau relique ne peut pas être acheté, et qu'un Vaisseau relique en service retourne directement sur le Désert Burroughs.</translation>
    </message>
    <message>
        <source>Placed or moved by discarding a Stasis Beam.</source>
        <translation>Placé ou déplacé en défaussant un Rayon de stase.</translation>
    </message>
    <message>
        <source>Positron Field</source>
        <translation>Champ de positrons</translation>
    </message>
    <message>
        <source>Whoever controls the territory with the Positron Field scores 1 extra VP. If nobody controls it, nobody gets the point.</source>
        <translation>Quiconque contrôle le territoire où se trouve le Champ de positrons marque 1 PV supplémentaire. Si personne ne le contrôle, personne ne marque ce point.</translation>
    </message>
    <message>
        <source>The point follows control: if control changes or the field moves, the point moves with it at once. It counts even when the Isolation Field is on the same territory (R-13).</source>
        <translation>Le point suit le contrôle : si le contrôle change ou si le champ se déplace, le point suit aussitôt. Il compte même quand le Champ d'isolation est sur le même territoire (R-13).</translation>
    </message>
    <message>
        <source>Placed or moved by discarding a Data Crystal.</source>
        <translation>Placé ou déplacé en défaussant un Cristal de données.</translation>
    </message>
    <message>
        <source>Repulsor Field</source>
        <translation>Champ répulseur</translation>
    </message>
    <message>
        <source>No colony may be added to or taken from the territory with the Repulsor Field. No colony can land there, and the discard powers of the Orbital Teleporter and the Polarity Device cannot move colonies into or out of it (R-15, R-19).</source>
        <translation>Aucune colonie ne peut être ajoutée au territoire où se trouve le Champ répulseur ni en être retirée. Aucune colonie ne peut s'y poser, et les pouvoirs de défausse du Téléporteur orbital et du Dispositif de polarité ne peuvent pas y faire entrer ni en faire sortir de colonies (R-15, R-19).</translation>
    </message>
    <message>
        <source>It does not protect field generators: it can itself be moved or removed, and so can any other generator on the same territory.</source>
        <translation>Il ne protège pas les générateurs de champ : il peut lui-même être déplacé ou retiré, tout comme n'importe quel autre générateur sur le même territoire.</translation>
    </message>
    <message>
        <source>Placed or moved by discarding a Gravity Manipulator.</source>
        <translation>Placé ou déplacé en défaussant un Manipulateur gravitationnel.</translation>
    </message>
    <message>
        <source>Alien tech cards</source>
        <translation>Cartes technologie extraterrestre</translation>
    </message>
    <message>
        <source>Alien tech cards bend the rules. Everyone's cards lie face up. You gain them at the Alien Artifact, by a raid at the Raiders' Outpost, or with the Temporal Warper's discard power; each player is also dealt one at setup.</source>
        <translation>Les cartes technologie extraterrestre plient les règles. Les cartes de chacun sont posées face visible. Vous les gagnez à l'Artefact extraterrestre, par un raid à l'Avant-poste des pillards, ou avec le pouvoir de défausse du Distordeur temporel ; chaque joueur en reçoit aussi une lors de la mise en place.</translation>
    </message>
    <message>
        <source>Most cards have two powers: a &lt;b&gt;fuel power&lt;/b&gt;, paid in fuel each time you use it, and a &lt;b&gt;discard power&lt;/b&gt;, used by putting the card on the discard pile. Some cards have only one power, or none. You use them during your own turn, at any moment of the main stage, even right after gaining them (the Resource Cache is the exception).</source>
        <translation>La plupart des cartes ont deux pouvoirs : un &lt;b&gt;pouvoir à carburant&lt;/b&gt;, payé en carburant à chaque utilisation, et un &lt;b&gt;pouvoir de défausse&lt;/b&gt;, utilisé en plaçant la carte sur la défausse. Certaines cartes n'ont qu'un pouvoir, voire aucun. Vous les utilisez pendant votre propre tour, à tout moment de la phase principale, même juste après les avoir obtenues (la Cache de ressources fait exception).</translation>
    </message>
    <message>
        <source>Limits: each card can be used once per turn. You may use only one discard power per turn in all. A card whose fuel power you used this turn cannot be discarded for its power in the same turn.</source>
        <translation>Limites : chaque carte peut être utilisée une fois par tour. Vous ne pouvez utiliser qu'un seul pouvoir de défausse par tour au total. Une carte dont vous avez utilisé le pouvoir à carburant ce tour-ci ne peut pas être défaussée pour son pouvoir dans le même tour.</translation>
    </message>
    <message>
        <source>Nobody may hold two copies of the same card. You cannot claim a card you already hold at the Alien Artifact, and a copy stolen in a raid is discarded at once without effect. (Edition X puts it in general terms: a duplicate that reaches you is discarded without its discard power.)</source>
        <translation>Personne ne peut détenir deux exemplaires de la même carte. Vous ne pouvez pas prendre à l'Artefact extraterrestre une carte que vous détenez déjà, et un exemplaire volé lors d'un raid est défaussé aussitôt sans effet. (L'Édition X le formule de façon générale : un doublon qui vous parvient est défaussé sans son pouvoir de défausse.)</translation>
    </message>
    <message>
        <source>A card that changes a ship's value can never take it below 1 or above 6. (Edition X: the Booster Pod on a 6 or the Stasis Beam on a 1 may be used, but does nothing.)</source>
        <translation>Une carte qui modifie la valeur d'un vaisseau ne peut jamais la faire descendre sous 1 ni monter au-dessus de 6. (Édition X : le Module propulseur sur un 6 ou le Rayon de stase sur un 1 peuvent être utilisés, mais sans effet.)</translation>
    </message>
    <message>
        <source>Where a card's power and a field generator's effect disagree, the field generator wins. If the draw pile runs out, the discard pile is shuffled to make a new one.</source>
        <translation>Quand le pouvoir d'une carte contredit l'effet d'un générateur de champ, le générateur de champ l'emporte. Si la pioche est épuisée, la défausse est mélangée pour en former une nouvelle.</translation>
    </message>
    <message>
        <source>Cards count in the tie-break, and two of them, the Alien City and the Alien Monument, are worth 1 VP each.</source>
        <translation>Les cartes comptent pour le départage, et deux d'entre elles, la Cité extraterrestre et le Monument extraterrestre, valent 1 PV chacune.</translation>
    </message>
    <message>
        <source>Alien City</source>
        <translation>Cité extraterrestre</translation>
    </message>
    <message>
        <source>Worth 1 VP for as long as you hold it. It has no fuel power and no discard power.</source>
        <translation>Vaut 1 PV tant que vous la détenez. Elle n'a ni pouvoir à carburant ni pouvoir de défausse.</translation>
    </message>
    <message>
        <source>There is one in the deck. The same player may hold both the Alien City and the Alien Monument. Like any card it can be stolen in a raid, and it counts as a card in the tie-break.</source>
        <translation>Le paquet en contient une. Un même joueur peut détenir à la fois la Cité extraterrestre et le Monument extraterrestre. Comme toute carte, elle peut être volée lors d'un raid, et elle compte comme une carte pour le départage.</translation>
    </message>
    <message>
        <source>Alien Monument</source>
        <translation>Monument extraterrestre</translation>
    </message>
    <message>
        <source>There is one in the deck. The same player may hold both the Alien Monument and the Alien City. Like any card it can be stolen in a raid, and it counts as a card in the tie-break.</source>
        <translation>Le paquet en contient un. Un même joueur peut détenir à la fois le Monument extraterrestre et la Cité extraterrestre. Comme toute carte, il peut être volé lors d'un raid, et il compte comme une carte pour le départage.</translation>
    </message>
    <message>
        <source>Booster Pod</source>
        <translation>Module propulseur</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel):&lt;/b&gt; add 1 to one of your unplaced ships. A 6 cannot be raised (Edition X: you may, but nothing happens).</source>
        <translation>&lt;b&gt;Pouvoir à carburant (1 carburant) :&lt;/b&gt; ajoutez 1 à l'un de vos vaisseaux non placés. Un 6 ne peut pas être augmenté (Édition X : vous le pouvez, mais rien ne se passe).</translation>
    </message>
    <message>
        <source>Example: you rolled 1, 3 and 4. Raise the 3 to a 4 and dock the pair of 4s at the Shipyard.</source>
        <translation>Exemple : vous avez obtenu 1, 3 et 4. Montez le 3 à 4 et amarrez la paire de 4 au Chantier spatial.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take any one field generator off the planet. It comes back only when its card is discarded again (R-14).</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; retirez de la planète le générateur de champ de votre choix. Il ne revient que lorsque sa carte est de nouveau défaussée (R-14).</translation>
    </message>
    <message>
        <source>Data Crystal</source>
        <translation>Cristal de données</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel per colony):&lt;/b&gt; choose a territory and pay 1 fuel for each colony on it, counting every player's colonies. For the rest of this turn you may use its bonus as if you controlled it. Not possible for a territory without colonies, for one with the Isolation Field, or for Burroughs Desert (R-7).</source>
        <translation>&lt;b&gt;Pouvoir à carburant (1 carburant par colonie) :&lt;/b&gt; choisissez un territoire et payez 1 carburant par colonie qui s'y trouve, en comptant les colonies de tous les joueurs. Pour le reste de ce tour, vous pouvez utiliser son bonus comme si vous le contrôliez. Impossible pour un territoire sans colonie, pour un territoire où se trouve le Champ d'isolation, ou pour le Désert Burroughs (R-7).</translation>
    </message>
    <message>
        <source>Example: Heinlein Plains has one green and one red colony. You pay 2 fuel, and this turn you trade 1 fuel for 1 ore at the Orbital Market.</source>
        <translation>Exemple : les Plaines Heinlein ont une colonie verte et une rouge. Vous payez 2 carburants, et ce tour-ci vous échangez 1 carburant contre 1 minerai au Marché orbital.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put the Positron Field on a territory, or move it to a different one.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; placez le Champ de positrons sur un territoire, ou déplacez-le vers un autre.</translation>
    </message>
    <message>
        <source>Gravity Manipulator</source>
        <translation>Manipulateur gravitationnel</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (2 fuel):&lt;/b&gt; take 1 from one of your unplaced ships and add 1 to another. You need two unplaced ships, and both values stay between 1 and 6.</source>
        <translation>&lt;b&gt;Pouvoir à carburant (2 carburants) :&lt;/b&gt; retirez 1 à l'un de vos vaisseaux non placés et ajoutez 1 à un autre. Il vous faut deux vaisseaux non placés, et les deux valeurs restent entre 1 et 6.</translation>
    </message>
    <message>
        <source>Example: you rolled 1, 2 and 5. Move a point from the 2 to the 5: you now have 1, 1 and 6.</source>
        <translation>Exemple : vous avez obtenu 1, 2 et 5. Transférez un point du 2 au 5 : vous avez maintenant 1, 1 et 6.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put the Repulsor Field on a territory, or move it to a different one.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; placez le Champ répulseur sur un territoire, ou déplacez-le vers un autre.</translation>
    </message>
    <message>
        <source>Holographic Decoy</source>
        <translation>Leurre holographique</translation>
    </message>
    <message>
        <source>No fuel power and no discard power: it protects you while you hold it.</source>
        <translation>Ni pouvoir à carburant ni pouvoir de défausse : il vous protège tant que vous le détenez.</translation>
    </message>
    <message>
        <source>A raider cannot take your fuel or ore. A raider who wants a card from you may take only the Decoy itself, which ends your protection. If the raider already holds a Decoy, the stolen one is discarded (R-10).</source>
        <translation>Un pillard ne peut pas prendre votre carburant ni votre minerai. Un pillard qui veut vous prendre une carte ne peut prendre que le Leurre lui-même, ce qui met fin à votre protection. Si le pillard détient déjà un Leurre, celui qui est volé est défaussé (R-10).</translation>
    </message>
    <message>
        <source>Orbital Teleporter</source>
        <translation>Téléporteur orbital</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (2 fuel):&lt;/b&gt; move one of your docked ships to a different facility. It keeps its value and docks there under the usual conditions, alone or together with your unplaced ships (to complete a pair, for example). It cannot go back to the facility it just left.</source>
        <translation>&lt;b&gt;Pouvoir à carburant (2 carburants) :&lt;/b&gt; déplacez l'un de vos vaisseaux amarrés vers une autre installation. Il garde sa valeur et s'y amarre aux conditions habituelles, seul ou avec vos vaisseaux non placés (pour compléter une paire, par exemple). Il ne peut pas revenir à l'installation qu'il vient de quitter.</translation>
    </message>
    <message>
        <source>Not from the Terraforming Station, and not from the Maintenance Bay (2013 rules and Edition X). What the ship earned where it was stays earned; benefits that last only while it is docked there end (R-9).</source>
        <translation>Pas depuis la Station de terraformation, ni depuis la Baie de maintenance (règles 2013 et Édition X). Ce que le vaisseau a rapporté là où il était reste acquis ; les avantages qui ne durent que tant qu'il y est amarré prennent fin (R-9).</translation>
    </message>
    <message>
        <source>Example: you rolled 2, 5 and 6. The 6 docks at the Lunar Mine for 1 ore. You pay 2 fuel to move it to the Alien Artifact and dock the 2 there too: the total is 8, so you claim a card.</source>
        <translation>Exemple : vous avez obtenu 2, 5 et 6. Le 6 s'amarre à la Mine lunaire pour 1 minerai. Vous payez 2 carburants pour le déplacer vers l'Artefact extraterrestre et y amarrez aussi le 2 : le total est de 8, vous prenez donc une carte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; move any one colony, yours or another player's, from its territory to a different one. The Repulsor Field blocks both the territory it leaves and the one it goes to (R-19).</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; déplacez n'importe quelle colonie, la vôtre ou celle d'un autre joueur, de son territoire vers un autre. Le Champ répulseur bloque à la fois le territoire quitté et le territoire d'arrivée (R-19).</translation>
    </message>
    <message>
        <source>Plasma Cannon</source>
        <translation>Canon à plasma</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel per ship):&lt;/b&gt; remove other players' ships from one facility; they go to the Maintenance Bay. A ship removed from the Terraforming Station goes to the ship stock instead (the Relic Ship to Burroughs Desert). Never your own ships, only one facility per use, and not the Maintenance Bay. Pohl Foothills takes 1 fuel off the whole use (R-16).</source>
        <translation>&lt;b&gt;Pouvoir à carburant (1 carburant par vaisseau) :&lt;/b&gt; retirez les vaisseaux d'autres joueurs d'une installation ; ils vont dans la Baie de maintenance. Un vaisseau retiré de la Station de terraformation va plutôt dans le stock de vaisseaux (le Vaisseau relique sur le Désert Burroughs). Jamais vos propres vaisseaux, une seule installation par utilisation, et pas la Baie de maintenance. Les Contreforts Pohl retirent 1 carburant au coût de l'utilisation entière (R-16).</translation>
    </message>
    <message>
        <source>Example: every pair at the Shipyard is taken. You pay 2 fuel to send two red ships from the Shipyard to the Maintenance Bay, then dock your own pair there.</source>
        <translation>Exemple : toutes les paires du Chantier spatial sont occupées. Vous payez 2 carburants pour envoyer deux vaisseaux rouges du Chantier spatial dans la Baie de maintenance, puis vous y amarrez votre propre paire.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; send one docked ship of another player to the ship stock; they may build it again later. The owner must still have at least 3 ships of their colour for their next turn: a ship on the Terraforming Station counts as already lost, the Relic Ship never counts. (First edition: the owner must have more than 3 ships of their colour in play.)</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; renvoyez un vaisseau amarré d'un autre joueur dans le stock de vaisseaux ; ce joueur pourra le reconstruire plus tard. Le propriétaire doit encore avoir au moins 3 vaisseaux de sa couleur pour son prochain tour : un vaisseau sur la Station de terraformation compte comme déjà perdu, le Vaisseau relique ne compte jamais. (Première édition : le propriétaire doit avoir plus de 3 vaisseaux de sa couleur en jeu.)</translation>
    </message>
    <message>
        <source>The discard may target the Relic Ship whatever its holder's fleet (it goes back to Burroughs Desert) and a ship on the Terraforming Station; under the 2013 rules and Edition X, not a ship on the Maintenance Bay (R-16).</source>
        <translation>La défausse peut cibler le Vaisseau relique quelle que soit la flotte de son détenteur (il retourne sur le Désert Burroughs) et un vaisseau sur la Station de terraformation ; avec les règles 2013 et l'Édition X, pas un vaisseau dans la Baie de maintenance (R-16).</translation>
    </message>
    <message>
        <source>Polarity Device</source>
        <translation>Dispositif de polarité</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel):&lt;/b&gt; turn one of your unplaced ships over to its opposite face: 1 becomes 6, 2 becomes 5, 3 becomes 4, and the other way round.</source>
        <translation>&lt;b&gt;Pouvoir à carburant (1 carburant) :&lt;/b&gt; retournez l'un de vos vaisseaux non placés sur sa face opposée : 1 devient 6, 2 devient 5, 3 devient 4, et inversement.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; swap two colonies of two different players standing on two different territories. Not if either territory has the Repulsor Field (R-15).</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; échangez deux colonies de deux joueurs différents situées sur deux territoires différents. Impossible si l'un des deux territoires a le Champ répulseur (R-15).</translation>
    </message>
    <message>
        <source>Example: Herbert Valley has 2 yellow colonies and Lem Badlands 2 red ones. Swap one yellow for one red: both territories now have one of each, and neither player controls them.</source>
        <translation>Exemple : la Vallée Herbert a 2 colonies jaunes et les Terres arides Lem 2 rouges. Échangez une jaune contre une rouge : les deux territoires ont maintenant une colonie de chaque couleur, et aucun des deux joueurs ne les contrôle.</translation>
    </message>
    <message>
        <source>Resource Cache</source>
        <translation>Cache de ressources</translation>
    </message>
    <message>
        <source>No power to pay for and no discard power to choose: it pays out by itself. Right after you roll your ships, before any card is used, count the odd and even values. More odd: take 1 ore. More even: take 1 fuel. As many odd as even: take 1 fuel and 1 ore, and the card goes to the discard pile at once.</source>
        <translation>Aucun pouvoir à payer ni pouvoir de défausse à choisir : elle rapporte d'elle-même. Juste après le lancer de vos vaisseaux, avant toute utilisation de carte, comptez les valeurs impaires et paires. Plus d'impaires : prenez 1 minerai. Plus de paires : prenez 1 carburant. Autant d'impaires que de paires : prenez 1 carburant et 1 minerai, et la carte va aussitôt à la défausse.</translation>
    </message>
    <message>
        <source>That forced discard does not count as your one discard of the turn (R-6). The card first pays out at the roll of your turn after you gained it.</source>
        <translation>Cette défausse forcée ne compte pas comme votre unique défausse du tour (R-6). La carte rapporte pour la première fois au lancer du tour qui suit celui où vous l'avez obtenue.</translation>
    </message>
    <message>
        <source>Example: you roll 2, 4 and 5: more even, take 1 fuel. Next turn you roll 1, 2, 3 and 6: two of each, so take 1 fuel and 1 ore and discard the Cache.</source>
        <translation>Exemple : vous obtenez 2, 4 et 5 : plus de valeurs paires, prenez 1 carburant. Au tour suivant, vous obtenez 1, 2, 3 et 6 : deux de chaque, prenez donc 1 carburant et 1 minerai et défaussez la Cache.</translation>
    </message>
    <message>
        <source>Stasis Beam</source>
        <translation>Rayon de stase</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel):&lt;/b&gt; take 1 from one of your unplaced ships. A 1 cannot be lowered (Edition X: you may, but nothing happens).</source>
        <translation>&lt;b&gt;Pouvoir à carburant (1 carburant) :&lt;/b&gt; retirez 1 à l'un de vos vaisseaux non placés. Un 1 ne peut pas être diminué (Édition X : vous le pouvez, mais rien ne se passe).</translation>
    </message>
    <message>
        <source>Example: you rolled 1, 2 and 5. Lower the 2 to a 1 and dock the pair of 1s at the Orbital Market for the best price: 1 fuel per ore.</source>
        <translation>Exemple : vous avez obtenu 1, 2 et 5. Baissez le 2 à 1 et amarrez la paire de 1 au Marché orbital au meilleur prix : 1 carburant par minerai.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put the Isolation Field on a territory, or move it to a different one.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; placez le Champ d'isolation sur un territoire, ou déplacez-le vers un autre.</translation>
    </message>
    <message>
        <source>Temporal Warper</source>
        <translation>Distordeur temporel</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (1 fuel):&lt;/b&gt; roll again as many of your unplaced ships as you like (at least one).</source>
        <translation>&lt;b&gt;Pouvoir à carburant (1 carburant) :&lt;/b&gt; relancez autant de vos vaisseaux non placés que vous voulez (au moins un).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take one card of your choice from the discard pile; you may look through the pile first. Not a card you already hold, and not possible while the pile is empty (R-5).</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; prenez la carte de votre choix dans la défausse ; vous pouvez d'abord la consulter. Pas une carte que vous détenez déjà, et impossible tant que la défausse est vide (R-5).</translation>
    </message>
    <message>
        <source>Example: the Alien City is in the discard pile. You discard the Temporal Warper and take the Alien City: 1 VP.</source>
        <translation>Exemple : la Cité extraterrestre est dans la défausse. Vous défaussez le Distordeur temporel et prenez la Cité extraterrestre : 1 PV.</translation>
    </message>
    <message>
        <source>Mind Control Helmet</source>
        <translation>Casque de contrôle mental</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fuel power (3 fuel):&lt;/b&gt; move one docked ship of another player to a different facility and use it there as if it were yours, alone or together with your unplaced ships. It keeps its value. Its owner gathers it as usual on their next turn.</source>
        <translation>&lt;b&gt;Pouvoir à carburant (3 carburants) :&lt;/b&gt; déplacez un vaisseau amarré d'un autre joueur vers une autre installation et utilisez-le là-bas comme s'il était à vous, seul ou avec vos vaisseaux non placés. Il garde sa valeur. Son propriétaire le récupère normalement à son prochain tour.</translation>
    </message>
    <message>
        <source>Not from the Terraforming Station or the Maintenance Bay, and not onto the Terraforming Station (Edition X: not onto the Maintenance Bay either).</source>
        <translation>Pas depuis la Station de terraformation ni depuis la Baie de maintenance, et pas vers la Station de terraformation (Édition X : pas non plus vers la Baie de maintenance).</translation>
    </message>
    <message>
        <source>Example: you are red. You pay 3 fuel to move a green 3 from the Solar Converter to the Shipyard, dock your own 3 beside it and build a ship. On green's turn the green 3 goes back to green; your 3 stays docked.</source>
        <translation>Exemple : vous êtes rouge. Vous payez 3 carburants pour déplacer un 3 vert du Convertisseur solaire vers le Chantier spatial, amarrez votre propre 3 à côté et construisez un vaisseau. Au tour de Vert, le 3 vert retourne à Vert ; votre 3 reste amarré.</translation>
    </message>
    <message>
        <source>No discard power. The first-edition deck has no Mind Control Helmet.</source>
        <translation>Pas de pouvoir de défausse. Le paquet de la première édition n'a pas de Casque de contrôle mental.</translation>
    </message>
    <message>
        <source>About our rulings</source>
        <translation>À propos de nos arbitrages</translation>
    </message>
    <message>
        <source>The rulebooks leave some situations open. The rulings R-1 to R-28 are the answers this app applies, so that every game is refereed the same way. A refusal that rests on a ruling links to it.</source>
        <translation>Les livrets de règles laissent certaines situations ouvertes. Les arbitrages R-1 à R-28 sont les réponses qu'applique cette appli, pour que chaque partie soit arbitrée de la même façon. Un refus fondé sur un arbitrage renvoie vers celui-ci.</translation>
    </message>
    <message>
        <source>If your group plays a point differently, agree on it at the table; the app follows these rulings.</source>
        <translation>Si votre groupe joue un point différemment, mettez-vous d'accord à la table ; l'appli suit ces arbitrages.</translation>
    </message>
    <message>
        <source>R-1: Dock if you can</source>
        <translation>R-1 : Amarrer si possible</translation>
    </message>
    <message>
        <source>Whether a ship may go to the Maintenance Bay is decided ship by ship, when you send it there. It may go only if, in the game as it stands, it cannot legally dock at any facility: no free port that takes it, no unplaced ships to complete the pair, set of three or run it needs, or a cost you cannot pay now.</source>
        <translation>La possibilité d'envoyer un vaisseau dans la Baie de maintenance se décide vaisseau par vaisseau, au moment où vous l'y envoyez. Il ne peut y aller que si, dans l'état actuel de la partie, il ne peut légalement s'amarrer à aucune installation : aucun port libre qui l'accepte, pas de vaisseaux non placés pour compléter la paire, le trio ou la suite qu'il lui faut, ou un coût que vous ne pouvez pas payer maintenant.</translation>
    </message>
    <message>
        <source>Alien tech you might still use does not count: you never have to play a card to make a docking possible.</source>
        <translation>La technologie extraterrestre que vous pourriez encore utiliser ne compte pas : vous n'êtes jamais obligé de jouer une carte pour rendre un amarrage possible.</translation>
    </message>
    <message>
        <source>You choose the order of your dockings and do not have to dock as many ships as possible. When the app refuses, it names a facility where the ship could still dock.</source>
        <translation>Vous choisissez l'ordre de vos amarrages et n'êtes pas obligé d'amarrer le plus de vaisseaux possible. Quand l'appli refuse, elle indique une installation où le vaisseau pourrait encore s'amarrer.</translation>
    </message>
    <message>
        <source>R-2: A colony waiting on circle 7</source>
        <translation>R-2 : Une colonie en attente sur le cercle 7</translation>
    </message>
    <message>
        <source>Once your colony reaches circle 7 of the Colonist Hub you cannot dock more ships at the Hub until you launch it.</source>
        <translation>Dès que votre colonie atteint le cercle 7 du Centre de colonisation, vous ne pouvez plus amarrer de vaisseaux au Centre tant que vous ne l'avez pas lancée.</translation>
    </message>
    <message>
        <source>Ships docked together in the one docking that brings it to circle 7 still count: their extra advances start your next colony if you launch at once.</source>
        <translation>Les vaisseaux amarrés ensemble lors de l'amarrage qui l'amène au cercle 7 comptent quand même : leurs avancées en trop commencent votre colonie suivante si vous lancez aussitôt.</translation>
    </message>
    <message>
        <source>R-3: Launching in the middle of a turn</source>
        <translation>R-3 : Lancer en milieu de tour</translation>
    </message>
    <message>
        <source>You may launch a colony from circle 7 at any moment of your turn and then go on docking at the Hub: the next ship starts a new colony on circle 1.</source>
        <translation>Vous pouvez lancer une colonie depuis le cercle 7 à tout moment de votre tour, puis continuer à amarrer au Centre : le vaisseau suivant commence une nouvelle colonie sur le cercle 1.</translation>
    </message>
    <message>
        <source>Your track still has only 3 ports, so your ships already docked there this turn leave that many fewer for the new colony.</source>
        <translation>Votre piste n'a toujours que 3 ports : vos vaisseaux déjà amarrés là ce tour-ci en laissent d'autant moins pour la nouvelle colonie.</translation>
    </message>
    <message>
        <source>R-4: Shipyard price</source>
        <translation>R-4 : Prix au Chantier spatial</translation>
    </message>
    <message>
        <source>The new ship's number is the count of ships of your colour not in the stock, plus one. That count takes in ships in your fleet, docked anywhere, on the Maintenance Bay and on the Terraforming Station. The Relic Ship never counts.</source>
        <translation>Le rang du nouveau vaisseau est le nombre de vaisseaux de votre couleur hors du stock, plus un. Ce nombre inclut les vaisseaux de votre flotte, ceux amarrés n'importe où, ceux dans la Baie de maintenance et sur la Station de terraformation. Le Vaisseau relique ne compte jamais.</translation>
    </message>
    <message>
        <source>4th ship: 1 fuel and 1 ore. 5th: 2 and 2. 6th: 3 and 3. Herbert Valley takes 1 fuel and 1 ore off each.</source>
        <translation>4e vaisseau : 1 carburant et 1 minerai. 5e : 2 et 2. 6e : 3 et 3. La Vallée Herbert retire 1 carburant et 1 minerai à chacun.</translation>
    </message>
    <message>
        <source>R-5: Temporal Warper discard</source>
        <translation>R-5 : Défausse du Distordeur temporel</translation>
    </message>
    <message>
        <source>You choose from the discard pile as it was before the Warper itself was discarded, so the Warper cannot take itself back.</source>
        <translation>Vous choisissez dans la défausse telle qu'elle était avant que le Distordeur lui-même soit défaussé : le Distordeur ne peut donc pas se reprendre lui-même.</translation>
    </message>
    <message>
        <source>You cannot take a card you already hold. With an empty discard pile the discard is refused, as it would gain nothing.</source>
        <translation>Vous ne pouvez pas prendre une carte que vous détenez déjà. Si la défausse est vide, ce pouvoir de défausse est refusé, car il ne rapporterait rien.</translation>
    </message>
    <message>
        <source>R-6: The Resource Cache's own discard</source>
        <translation>R-6 : La défausse propre à la Cache de ressources</translation>
    </message>
    <message>
        <source>When you roll as many odd as even ships and the Resource Cache is discarded, that is not your one discard of the turn: you may still use another card's discard power.</source>
        <translation>Quand vous obtenez autant de vaisseaux impairs que pairs et que la Cache de ressources est défaussée, ce n'est pas votre unique défausse du tour : vous pouvez encore utiliser le pouvoir de défausse d'une autre carte.</translation>
    </message>
    <message>
        <source>It happens right after the roll, before any alien tech can change the values, and never in the turn in which you gained the card.</source>
        <translation>Cela se produit juste après le lancer, avant que la technologie extraterrestre puisse modifier les valeurs, et jamais pendant le tour où vous avez obtenu la carte.</translation>
    </message>
    <message>
        <source>R-7: Data Crystal details</source>
        <translation>R-7 : Précisions sur le Cristal de données</translation>
    </message>
    <message>
        <source>The cost is 1 fuel per colony on the chosen territory, whoever they belong to. Like any card, it is used at most once per turn.</source>
        <translation>Le coût est de 1 carburant par colonie sur le territoire choisi, quel qu'en soit le propriétaire. Comme toute carte, il s'utilise au plus une fois par tour.</translation>
    </message>
    <message>
        <source>You cannot borrow Burroughs Desert, a territory with no colonies, or a territory with the Isolation Field.</source>
        <translation>Vous ne pouvez pas emprunter le Désert Burroughs, un territoire sans colonie, ni un territoire où se trouve le Champ d'isolation.</translation>
    </message>
    <message>
        <source>Pohl Foothills lowers the Crystal's cost only if you already had the Pohl Foothills bonus before this use; borrowing Pohl Foothills does not make its own borrowing cheaper.</source>
        <translation>Les Contreforts Pohl réduisent le coût du Cristal seulement si vous aviez déjà leur bonus avant cette utilisation ; emprunter les Contreforts Pohl ne rend pas leur propre emprunt moins cher.</translation>
    </message>
    <message>
        <source>R-8: Bonuses are not retroactive</source>
        <translation>R-8 : Les bonus ne sont pas rétroactifs</translation>
    </message>
    <message>
        <source>A bonus gained during a turn applies from that moment on, never to what was done before.</source>
        <translation>Un bonus obtenu pendant un tour s'applique à partir de ce moment, jamais à ce qui a été fait avant.</translation>
    </message>
    <message>
        <source>Van Vogt Mountains helps only if no ship of yours has docked at the Lunar Mine yet this turn. Lem Badlands adds fuel only for ships docked at the Solar Converter after you gained it. Asimov Crater gives its extra circle when a ship docks at the Hub while you hold the bonus and your Hub ships this turn are 2 or more.</source>
        <translation>Les Monts Van Vogt n'aident que si aucun de vos vaisseaux ne s'est encore amarré à la Mine lunaire ce tour-ci. Les Terres arides Lem n'ajoutent du carburant que pour les vaisseaux amarrés au Convertisseur solaire après que vous en avez obtenu le bonus. Le Cratère Asimov accorde son cercle supplémentaire quand un vaisseau s'amarre au Centre alors que vous détenez le bonus et que vous avez amarré au moins 2 vaisseaux au Centre ce tour-ci.</translation>
    </message>
    <message>
        <source>R-9: Moving a docked ship away</source>
        <translation>R-9 : Déplacer un vaisseau amarré</translation>
    </message>
    <message>
        <source>When the Orbital Teleporter or the Mind Control Helmet moves a ship away from a facility, what it already earned there stays earned: fuel, ore, a landed colony, Hub advances, a claimed card.</source>
        <translation>Quand le Téléporteur orbital ou le Casque de contrôle mental éloigne un vaisseau d'une installation, ce qu'il y a déjà rapporté reste acquis : carburant, minerai, colonie posée, avancées au Centre, carte prise.</translation>
    </message>
    <message>
        <source>Effects that last only while the ship is docked stop: an Orbital Market pair that is broken allows no more trades.</source>
        <translation>Les effets qui ne durent que tant que le vaisseau est amarré s'arrêtent : une paire du Marché orbital qui est rompue ne permet plus d'échanges.</translation>
    </message>
    <message>
        <source>Ships left at the Raiders' Outpost after one is moved or removed are bumped by a run with a higher total than theirs.</source>
        <translation>Les vaisseaux restés à l'Avant-poste des pillards après le déplacement ou le retrait de l'un d'eux sont délogés par une suite dont le total dépasse le leur.</translation>
    </message>
    <message>
        <source>R-10: Holographic Decoy and raids</source>
        <translation>R-10 : Leurre holographique et raids</translation>
    </message>
    <message>
        <source>A raid for resources may take up to 4 tokens from any players except those holding the Holographic Decoy.</source>
        <translation>Un raid de ressources peut prendre jusqu'à 4 jetons à n'importe quels joueurs, sauf à ceux qui détiennent le Leurre holographique.</translation>
    </message>
    <message>
        <source>From a Decoy holder a raid can take only the Decoy card. If the raider already holds a Decoy, the stolen one is discarded.</source>
        <translation>À un détenteur du Leurre, un raid ne peut prendre que la carte Leurre. Si le pillard détient déjà un Leurre, celui qui est volé est défaussé.</translation>
    </message>
    <message>
        <source>R-11: The game ends at once</source>
        <translation>R-11 : La partie s'arrête immédiatement</translation>
    </message>
    <message>
        <source>The game ends the moment a player's last colony lands on a territory, even in the middle of a turn.</source>
        <translation>La partie s'arrête dès que la dernière colonie d'un joueur se pose sur un territoire, même au milieu d'un tour.</translation>
    </message>
    <message>
        <source>No more ships are docked, no cards are used or discarded, and nobody discards down to 8. The tie-breaks use the cards, ore and fuel held at that moment.</source>
        <translation>Plus aucun vaisseau n'est amarré, aucune carte n'est utilisée ni défaussée, et personne ne se défausse jusqu'à 8. Les départages utilisent les cartes, le minerai et le carburant détenus à ce moment-là.</translation>
    </message>
    <message>
        <source>R-12: Lunar Mine, one ship at a time</source>
        <translation>R-12 : Mine lunaire, un vaisseau à la fois</translation>
    </message>
    <message>
        <source>Each ship is checked against the highest ship at the Mine when it docks, including ships you docked just before it.</source>
        <translation>Chaque vaisseau est comparé au plus haut vaisseau de la Mine au moment où il s'amarre, y compris les vaisseaux que vous y avez amarrés juste avant.</translation>
    </message>
    <message>
        <source>Ships entered together are docked from the lowest to the highest. Over a docked 4, a 4 and a 6 entered together both dock; a 3 and a 6 entered together are refused, because the 3 is too low.</source>
        <translation>Les vaisseaux saisis ensemble sont amarrés du plus bas au plus haut. Sur un 4 amarré, un 4 et un 6 saisis ensemble s'amarrent tous les deux ; un 3 et un 6 saisis ensemble sont refusés, car le 3 est trop bas.</translation>
    </message>
    <message>
        <source>R-13: Isolation and Positron together</source>
        <translation>R-13 : Isolation et Positrons ensemble</translation>
    </message>
    <message>
        <source>If the Isolation Field and the Positron Field share a territory, its controller still scores the point for control and the Positron point. Only the territory's bonus is lost.</source>
        <translation>Si le Champ d'isolation et le Champ de positrons partagent un territoire, le joueur qui le contrôle marque quand même le point de contrôle et le point du Champ de positrons. Seul le bonus du territoire est perdu.</translation>
    </message>
    <message>
        <source>R-14: Placing and moving field generators</source>
        <translation>R-14 : Placer et déplacer les générateurs de champ</translation>
    </message>
    <message>
        <source>"Move" means to a different territory: a discard that would leave the generator where it is is refused.</source>
        <translation>« Déplacer » signifie vers un autre territoire : une défausse qui laisserait le générateur où il est est refusée.</translation>
    </message>
    <message>
        <source>Generators may share a territory. A generator removed with the Booster Pod leaves the board; the next discard of its card places it again on any territory.</source>
        <translation>Des générateurs peuvent partager un territoire. Un générateur retiré avec le Module propulseur quitte le plateau ; la prochaine défausse de sa carte le replace sur n'importe quel territoire.</translation>
    </message>
    <message>
        <source>R-15: Polarity Device swap</source>
        <translation>R-15 : Échange du Dispositif de polarité</translation>
    </message>
    <message>
        <source>The swap exchanges two colonies of two different players that stand on two different territories.</source>
        <translation>L'échange intervertit deux colonies de deux joueurs différents situées sur deux territoires différents.</translation>
    </message>
    <message>
        <source>It is not possible if either territory has the Repulsor Field.</source>
        <translation>Il est impossible si l'un des deux territoires a le Champ répulseur.</translation>
    </message>
    <message>
        <source>R-16: Plasma Cannon details</source>
        <translation>R-16 : Précisions sur le Canon à plasma</translation>
    </message>
    <message>
        <source>Discard power: it may target the Relic Ship whatever its holder's fleet; the Relic Ship goes back to Burroughs Desert. It may target a ship on the Terraforming Station, which goes to the stock. Under the 2013 rules and Edition X it may not target a ship on the Maintenance Bay.</source>
        <translation>Pouvoir de défausse : il peut cibler le Vaisseau relique quelle que soit la flotte de son détenteur ; le Vaisseau relique retourne sur le Désert Burroughs. Il peut cibler un vaisseau sur la Station de terraformation, qui va alors dans le stock. Avec les règles 2013 et l'Édition X, il ne peut pas cibler un vaisseau dans la Baie de maintenance.</translation>
    </message>
    <message>
        <source>Fuel power: 1 fuel per ship removed, from one facility per use. Pohl Foothills takes 1 fuel off the use, not off each ship.</source>
        <translation>Pouvoir à carburant : 1 carburant par vaisseau retiré, depuis une seule installation par utilisation. Les Contreforts Pohl retirent 1 carburant à l'utilisation, pas à chaque vaisseau.</translation>
    </message>
    <message>
        <source>R-17: Counting your fleet for terraforming</source>
        <translation>R-17 : Compter votre flotte pour la terraformation</translation>
    </message>
    <message>
        <source>Count the ships of your colour that are not in the stock (in your fleet, docked anywhere or on the Maintenance Bay), without the ship you are about to lose. At least 3 must remain (2 under Edition X).</source>
        <translation>Comptez les vaisseaux de votre couleur qui ne sont pas dans le stock (dans votre flotte, amarrés n'importe où ou dans la Baie de maintenance), sans le vaisseau que vous allez perdre. Il doit en rester au moins 3 (2 avec l'Édition X).</translation>
    </message>
    <message>
        <source>The Relic Ship never counts, and terraforming with it costs you no ship of your colour. So under the 2013 rules you need 4 or more ships of your colour to terraform with one of them.</source>
        <translation>Le Vaisseau relique ne compte jamais, et terraformer avec lui ne vous coûte aucun vaisseau de votre couleur. Ainsi, avec les règles 2013, il vous faut au moins 4 vaisseaux de votre couleur pour terraformer avec l'un d'eux.</translation>
    </message>
    <message>
        <source>R-18: A limited supply</source>
        <translation>R-18 : Une réserve limitée</translation>
    </message>
    <message>
        <source>By default the supply holds only the tokens in the box: 30 fuel and 20 ore. A player gains only what is left in it. A raid moves tokens between players, and payments go back to the supply.</source>
        <translation>Par défaut, la réserve ne contient que les jetons de la boîte : 30 carburants et 20 minerais. Un joueur ne reçoit que ce qui y reste. Un raid fait passer des jetons entre joueurs, et les paiements retournent à la réserve.</translation>
    </message>
    <message>
        <source>An option when starting a game turns the limit off.</source>
        <translation>Une option au début d'une partie désactive la limite.</translation>
    </message>
    <message>
        <source>R-19: Orbital Teleporter discard</source>
        <translation>R-19 : Défausse du Téléporteur orbital</translation>
    </message>
    <message>
        <source>The discard may move any player's colony, not only your own.</source>
        <translation>La défausse peut déplacer la colonie de n'importe quel joueur, pas seulement la vôtre.</translation>
    </message>
    <message>
        <source>The Repulsor Field blocks both the territory the colony leaves and the territory it would go to.</source>
        <translation>Le Champ répulseur bloque à la fois le territoire que la colonie quitte et celui où elle irait.</translation>
    </message>
    <message>
        <source>R-20: A ship moved onto the Alien Artifact</source>
        <translation>R-20 : Un vaisseau déplacé vers l'Artefact extraterrestre</translation>
    </message>
    <message>
        <source>A ship brought to the Alien Artifact by the Orbital Teleporter or the Mind Control Helmet counts toward your total for a claim and gives you one cycle, like a ship docked there directly.</source>
        <translation>Un vaisseau amené à l'Artefact extraterrestre par le Téléporteur orbital ou le Casque de contrôle mental compte dans votre total pour prendre une carte et vous donne un renouvellement, comme un vaisseau amarré directement.</translation>
    </message>
    <message>
        <source>R-21: When a raid happens</source>
        <translation>R-21 : Quand a lieu un raid</translation>
    </message>
    <message>
        <source>A raid happens once, right when your run docks at the Raiders' Outpost, and you may decline it.</source>
        <translation>Un raid a lieu une seule fois, au moment où votre suite s'amarre à l'Avant-poste des pillards, et vous pouvez y renoncer.</translation>
    </message>
    <message>
        <source>The run cannot raid again later in the turn, nor in later turns while it stays docked.</source>
        <translation>La suite ne peut pas piller de nouveau plus tard dans le tour, ni lors des tours suivants tant qu'elle reste amarrée.</translation>
    </message>
    <message>
        <source>R-22: Where a colony may land</source>
        <translation>R-22 : Où une colonie peut se poser</translation>
    </message>
    <message>
        <source>A colony may land on any territory without the Repulsor Field. You need no colony nearby, and it does not matter who controls the territory.</source>
        <translation>Une colonie peut se poser sur n'importe quel territoire sans Champ répulseur. Vous n'avez besoin d'aucune colonie à proximité, et peu importe qui contrôle le territoire.</translation>
    </message>
    <message>
        <source>R-23: Alien City or Monument at setup</source>
        <translation>R-23 : Cité ou Monument extraterrestre à la mise en place</translation>
    </message>
    <message>
        <source>A player dealt the Alien City or the Alien Monument at setup has 1 VP before the first turn, because the score is always a snapshot of the present.</source>
        <translation>Un joueur qui reçoit la Cité extraterrestre ou le Monument extraterrestre à la mise en place a 1 PV avant le premier tour, car le score est toujours un instantané du présent.</translation>
    </message>
    <message>
        <source>R-24: Buying the Relic Ship</source>
        <translation>R-24 : Acheter le Vaisseau relique</translation>
    </message>
    <message>
        <source>You may buy the Relic Ship at any moment of your turn if you control Burroughs Desert, the Isolation Field is not on it, and the Relic Ship stands on Burroughs Desert.</source>
        <translation>Vous pouvez acheter le Vaisseau relique à tout moment de votre tour si vous contrôlez le Désert Burroughs, que le Champ d'isolation n'y est pas et que le Vaisseau relique se trouve sur le Désert Burroughs.</translation>
    </message>
    <message>
        <source>If you lose control of Burroughs Desert, the Relic Ship returns there at once.</source>
        <translation>Si vous perdez le contrôle du Désert Burroughs, le Vaisseau relique y retourne aussitôt.</translation>
    </message>
    <message>
        <source>R-25: Alien Artifact totals and cycles</source>
        <translation>R-25 : Totaux et renouvellements à l'Artefact extraterrestre</translation>
    </message>
    <message>
        <source>Each ship you dock at the Alien Artifact gives you one cycle, which you may use or not.</source>
        <translation>Chaque vaisseau que vous amarrez à l'Artefact extraterrestre vous donne un renouvellement, que vous pouvez utiliser ou non.</translation>
    </message>
    <message>
        <source>A claim needs your own ships docked there this turn, since your last claim, to add up to 8 or more. Other players' ships and your ships from earlier turns do not count.</source>
        <translation>Pour prendre une carte, vos propres vaisseaux amarrés là ce tour-ci, depuis votre dernière prise de carte, doivent totaliser 8 ou plus. Les vaisseaux des autres joueurs et vos vaisseaux des tours précédents ne comptent pas.</translation>
    </message>
    <message>
        <source>A claim sets the total back to 0 and cancels the cycles you have not used. At the end of your turn both are cleared. If the draw pile runs out, the discards are shuffled into a new draw pile.</source>
        <translation>Prendre une carte remet le total à 0 et annule les renouvellements que vous n'avez pas utilisés. À la fin de votre tour, les deux sont remis à zéro. Si la pioche est épuisée, la défausse est mélangée pour former une nouvelle pioche.</translation>
    </message>
    <message>
        <source>R-26: Discarding down to 8</source>
        <translation>R-26 : Se défausser jusqu'à 8</translation>
    </message>
    <message>
        <source>You discard down to 8 resource tokens only at the end of your own turn, choosing which tokens to return.</source>
        <translation>Vous ne vous défaussez jusqu'à 8 jetons de ressource qu'à la fin de votre propre tour, en choisissant les jetons à rendre.</translation>
    </message>
    <message>
        <source>Players who are raided never discard because of it.</source>
        <translation>Les joueurs pillés ne se défaussent jamais pour autant.</translation>
    </message>
    <message>
        <source>R-27: Breaking a tie</source>
        <translation>R-27 : Départager une égalité</translation>
    </message>
    <message>
        <source>Equal VP: the player with the most alien tech cards is ahead (the Alien City and the Alien Monument count as cards). Then the most ore, then the most fuel. Players still equal share the place.</source>
        <translation>PV égaux : le joueur qui a le plus de cartes technologie extraterrestre passe devant (la Cité extraterrestre et le Monument extraterrestre comptent comme des cartes). Puis le plus de minerai, puis le plus de carburant. Les joueurs toujours à égalité se partagent la place.</translation>
    </message>
    <message>
        <source>R-28: Building two ships in one turn</source>
        <translation>R-28 : Construire deux vaisseaux dans un même tour</translation>
    </message>
    <message>
        <source>Two ships built in one turn are priced in order: for example the 5th ship first, then the 6th.</source>
        <translation>Deux vaisseaux construits dans un même tour sont tarifés dans l'ordre : par exemple le 5e vaisseau d'abord, puis le 6e.</translation>
    </message>
    <message>
        <source>A ship lost at the Terraforming Station this turn stays on the station until your next turn. It is not in the stock yet, so it cannot be built again this turn.</source>
        <translation>Un vaisseau perdu à la Station de terraformation ce tour-ci reste sur la station jusqu'à votre prochain tour. Il n'est pas encore dans le stock : il ne peut donc pas être reconstruit ce tour-ci.</translation>
    </message>
    <message>
        <source>Rulesets</source>
        <translation>Versions des règles</translation>
    </message>
    <message>
        <source>The app knows three versions of the base game's rules. You pick one when you start a game, and it stays for the whole game. The default is the 2013 rulebook.</source>
        <translation>L'appli connaît trois versions des règles du jeu de base. Vous en choisissez une en commençant une partie, et elle reste valable toute la partie. Par défaut, c'est le livret de règles de 2013.</translation>
    </message>
    <message>
        <source>&lt;b&gt;2013&lt;/b&gt; follows the 2013 rulebook. &lt;b&gt;First edition&lt;/b&gt; follows the older, first-print wording. &lt;b&gt;Edition X&lt;/b&gt; follows the base game of Edition X; its expansions are not supported yet.</source>
        <translation>&lt;b&gt;2013&lt;/b&gt; suit le livret de règles de 2013. &lt;b&gt;Première édition&lt;/b&gt; suit la formulation plus ancienne du premier tirage. &lt;b&gt;Édition X&lt;/b&gt; suit le jeu de base de l'Édition X ; ses extensions ne sont pas encore prises en charge.</translation>
    </message>
    <message>
        <source>Everything not listed in the entries for each ruleset is the same in all three.</source>
        <translation>Tout ce qui ne figure pas dans les entrées de chaque version est identique dans les trois.</translation>
    </message>
    <message>
        <source>2013 rules (default)</source>
        <translation>Règles 2013 (par défaut)</translation>
    </message>
    <message>
        <source>For 2 to 4 players. The deck has 24 cards: one Alien City, one Alien Monument and two each of the other eleven cards, Mind Control Helmet included.</source>
        <translation>De 2 à 4 joueurs. Le paquet compte 24 cartes : une Cité extraterrestre, un Monument extraterrestre et deux exemplaires de chacune des onze autres cartes, Casque de contrôle mental compris.</translation>
    </message>
    <message>
        <source>Ships on the Maintenance Bay cannot be moved or removed by alien tech (Orbital Teleporter, Mind Control Helmet, either Plasma Cannon power).</source>
        <translation>Les vaisseaux dans la Baie de maintenance ne peuvent être ni déplacés ni retirés par la technologie extraterrestre (Téléporteur orbital, Casque de contrôle mental, l'un ou l'autre pouvoir du Canon à plasma).</translation>
    </message>
    <message>
        <source>Raiders' Outpost: a new run must add up to more than the ships still docked there, and you may bump your own run.</source>
        <translation>Avant-poste des pillards : une nouvelle suite doit totaliser plus que les vaisseaux encore amarrés, et vous pouvez déloger votre propre suite.</translation>
    </message>
    <message>
        <source>Asimov Crater: 1 extra circle once per turn, in a turn in which you dock 2 or more ships at the Hub.</source>
        <translation>Cratère Asimov : 1 cercle supplémentaire une fois par tour, lors d'un tour où vous amarrez 2 vaisseaux ou plus au Centre.</translation>
    </message>
    <message>
        <source>Plasma Cannon discard: the owner must keep at least 3 ships of their colour for their next turn (a ship on the Terraforming Station counts as lost; the Relic Ship is not counted).</source>
        <translation>Défausse du Canon à plasma : le propriétaire doit garder au moins 3 vaisseaux de sa couleur pour son prochain tour (un vaisseau sur la Station de terraformation compte comme perdu ; le Vaisseau relique n'est pas compté).</translation>
    </message>
    <message>
        <source>Terraforming Station: at least 3 ships of your colour must remain. The Booster Pod and the Stasis Beam cannot take a value past 6 or below 1. A card used this turn cannot be discarded this turn. A duplicate card cannot be claimed; a stolen duplicate is discarded. Ties: cards, then ore, then fuel.</source>
        <translation>Station de terraformation : il doit rester au moins 3 vaisseaux de votre couleur. Le Module propulseur et le Rayon de stase ne peuvent pas porter une valeur au-delà de 6 ni en dessous de 1. Une carte utilisée ce tour-ci ne peut pas être défaussée ce tour-ci. Une carte en double ne peut pas être prise ; un doublon volé est défaussé. Égalités : cartes, puis minerai, puis carburant.</translation>
    </message>
    <message>
        <source>First edition rules</source>
        <translation>Règles de la première édition</translation>
    </message>
    <message>
        <source>As the 2013 rules, with these differences.</source>
        <translation>Comme les règles 2013, avec ces différences.</translation>
    </message>
    <message>
        <source>The deck has 22 cards: there is no Mind Control Helmet.</source>
        <translation>Le paquet compte 22 cartes : il n'y a pas de Casque de contrôle mental.</translation>
    </message>
    <message>
        <source>Ships on the Maintenance Bay have no protection from alien tech: the Plasma Cannon's discard power can send one to the stock.</source>
        <translation>Les vaisseaux dans la Baie de maintenance n'ont aucune protection contre la technologie extraterrestre : le pouvoir de défausse du Canon à plasma peut en renvoyer un dans le stock.</translation>
    </message>
    <message>
        <source>Raiders' Outpost: a new run must be higher than the ships docked there (the app compares totals), and you cannot bump your own run.</source>
        <translation>Avant-poste des pillards : une nouvelle suite doit être plus haute que les vaisseaux amarrés (l'appli compare les totaux), et vous ne pouvez pas déloger votre propre suite.</translation>
    </message>
    <message>
        <source>Asimov Crater: 1 extra circle each time you dock more than one ship at the Hub in one go, so possibly more than once in a turn.</source>
        <translation>Cratère Asimov : 1 cercle supplémentaire chaque fois que vous amarrez plus d'un vaisseau à la fois au Centre, donc éventuellement plusieurs fois par tour.</translation>
    </message>
    <message>
        <source>Plasma Cannon discard: the owner must have more than 3 ships of their colour in play (the Relic Ship is not counted).</source>
        <translation>Défausse du Canon à plasma : le propriétaire doit avoir plus de 3 vaisseaux de sa couleur en jeu (le Vaisseau relique n'est pas compté).</translation>
    </message>
    <message>
        <source>Edition X rules (base game)</source>
        <translation>Règles de l'Édition X (jeu de base)</translation>
    </message>
    <message>
        <source>Terraforming Station: at least 2 ships of your colour must remain, instead of 3.</source>
        <translation>Station de terraformation : il doit rester au moins 2 vaisseaux de votre couleur, au lieu de 3.</translation>
    </message>
    <message>
        <source>The Booster Pod on a 6 or the Stasis Beam on a 1 may be used: you pay, and the value stays as it is.</source>
        <translation>Le Module propulseur sur un 6 ou le Rayon de stase sur un 1 peuvent être utilisés : vous payez, et la valeur reste inchangée.</translation>
    </message>
    <message>
        <source>The Mind Control Helmet may not move a ship onto the Maintenance Bay either. A duplicate card that reaches you is discarded without its discard power; as in 2013, you cannot claim a card you hold.</source>
        <translation>Le Casque de contrôle mental ne peut pas non plus déplacer un vaisseau vers la Baie de maintenance. Une carte en double qui vous parvient est défaussée sans son pouvoir de défausse ; comme en 2013, vous ne pouvez pas prendre une carte que vous détenez.</translation>
    </message>
    <message>
        <source>The long game gives every player 8 colonies at any player count.</source>
        <translation>La partie longue donne 8 colonies à chaque joueur quel que soit le nombre de joueurs.</translation>
    </message>
    <message>
        <source>Expansions</source>
        <translation>Extensions</translation>
    </message>
    <message>
        <source>Basics</source>
        <translation>Les bases</translation>
    </message>
    <message>
        <source>Facilities</source>
        <translation>Installations</translation>
    </message>
    <message>
        <source>Territories</source>
        <translation>Territoires</translation>
    </message>
    <message>
        <source>Alien tech</source>
        <translation>Technologie extraterrestre</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Arbitrages</translation>
    </message>
    <message>
        <source>X-3: The faction access fee</source>
        <translation>X-3 : Le droit d'accès des factions</translation>
    </message>
    <message>
        <source>X-4: Faction boards are orbital facilities</source>
        <translation>X-4 : Les plateaux de faction sont des installations orbitales</translation>
    </message>
    <message>
        <source>Each faction board has one docking port for one ship of any value. It counts as an orbital facility for every rule and card: the Plasma Cannon, the Orbital Teleporter and the Mind Control Helmet reach it, and a ship that could dock there must not go to the Maintenance Bay.</source>
        <translation>Chaque plateau de faction a un emplacement d'amarrage pour un vaisseau de n'importe quelle valeur. Il compte comme installation orbitale pour toutes les règles et toutes les cartes : le Canon à plasma, le Téléporteur orbital et le Casque de contrôle mental l'atteignent, et un vaisseau qui pourrait s'y amarrer ne doit pas aller à la Baie de maintenance.</translation>
    </message>
    <message>
        <source>X-6: Owner abilities</source>
        <translation>X-6 : Capacités de propriétaire</translation>
    </message>
    <message>
        <source>A faction's owner ability belongs to the owner alone and is used on the owner's own turn. Abilities marked once per turn can be used once each turn; the others always apply.</source>
        <translation>La capacité de propriétaire d'une faction n'appartient qu'à son propriétaire et s'utilise pendant son propre tour. Les capacités limitées à une fois par tour s'utilisent une fois à chaque tour ; les autres s'appliquent toujours.</translation>
    </message>
    <message>
        <source>X-7: The faction draft</source>
        <translation>X-7 : La sélection des factions</translation>
    </message>
    <message>
        <source>Before the deal, one more faction board than there are players is drawn. The last player keeps one and passes the rest to the player before them, and so on up to player one, who chooses between the last two boards; the board left over goes back to the box. Prophets of the Artifact needs the agendas, which the app does not play yet, so it is never drawn.</source>
        <translation>Avant la distribution, on tire un plateau de faction de plus qu'il n'y a de joueurs. Le dernier joueur en garde un et passe les autres au joueur placé avant lui, et ainsi de suite jusqu'au premier joueur, qui choisit entre les deux derniers plateaux ; le plateau restant retourne dans la boîte. Les Prophets of the Artifact demandent les agendas, que l'application ne joue pas encore : ce plateau n'est donc jamais tiré.</translation>
    </message>
    <message>
        <source>X-14: Homesteaders Union</source>
        <translation>X-14 : Homesteaders Union</translation>
    </message>
    <message>
        <source>Docking at Homesteaders Union advances your Colonist Hub colony one circle, or starts one on circle 1. It is not a Hub ship, and it is refused while your colony waits on the launch circle. The owner launches from circle 6 instead of 7.</source>
        <translation>S'amarrer à Homesteaders Union fait avancer votre colonie du Centre de colonisation d'un cercle, ou en place une sur le cercle 1. Ce n'est pas un vaisseau du Centre, et c'est refusé tant que votre colonie attend sur le cercle de lancement. Le propriétaire lance ses colonies depuis le cercle 6 au lieu du 7.</translation>
    </message>
    <message>
        <source>X-15: Mercury's Angels</source>
        <translation>X-15 : Mercury's Angels</translation>
    </message>
    <message>
        <source>X-16: New Gaia Engineers</source>
        <translation>X-16 : New Gaia Engineers</translation>
    </message>
    <message>
        <source>Docking is allowed only with your own ship on the Terraforming Station this turn: that ship is rolled again. On 4 to 6 it goes to the Maintenance Bay instead of the stock and sits out its owner's next turn there, also when a Plasma Cannon hits it. Other players pay the Terraforming Station's price to the owner.</source>
        <translation>S'amarrer n'est permis qu'avec votre propre vaisseau sur la Station de terraformation ce tour-ci : ce vaisseau est relancé. Sur 4 à 6, il va à la Baie de maintenance au lieu du stock et y passe le tour suivant de son propriétaire, même quand un Canon à plasma le touche. Les autres joueurs paient le prix de la Station de terraformation au propriétaire.</translation>
    </message>
    <message>
        <source>X-18: Proxima Centauri Scholars</source>
        <translation>X-18 : Proxima Centauri Scholars</translation>
    </message>
    <message>
        <source>X-19: Scavenger Fleet</source>
        <translation>X-19 : Scavenger Fleet</translation>
    </message>
    <message>
        <source>After docking at Scavenger Fleet, you may dock one pair of different values at the Shipyard this turn and build as usual; a free pair of Shipyard ports is needed when you dock. The owner's newly built ships, and the Relic Ship when the owner buys it, are rolled at once and used this turn.</source>
        <translation>Après vous être amarré à Scavenger Fleet, vous pouvez amarrer ce tour-ci une paire de valeurs différentes au Chantier spatial et construire comme d'habitude ; une paire d'emplacements libre au Chantier est nécessaire au moment de l'amarrage. Les vaisseaux que le propriétaire construit, et le Vaisseau relique quand il l'achète, sont lancés aussitôt et utilisés ce tour-ci.</translation>
    </message>
    <message>
        <source>X-20: Smugglers' Alliance</source>
        <translation>X-20 : Smugglers' Alliance</translation>
    </message>
    <message>
        <source>A ship docks at the Smugglers' Alliance only together with a run docked at the Raiders' Outpost in the same move. The raid may then take an alien tech card and up to 4 resources, from any opponents; the card is taken first, so a Holographic Decoy taken no longer protects its former holder. The owner can bump a run at the Outpost with any run.</source>
        <translation>Un vaisseau ne s'amarre à la Smugglers' Alliance qu'avec une suite amarrée à l'Avant-poste des pillards dans la même action. Le pillage peut alors prendre une carte de technologie extraterrestre et jusqu'à 4 ressources, à n'importe quels adversaires ; la carte est prise d'abord, donc un Leurre holographique pris ne protège plus son ancien détenteur. Le propriétaire peut déloger une suite de l'Avant-poste avec n'importe quelle suite.</translation>
    </message>
    <message>
        <source>X-21: Sunrise Commune</source>
        <translation>X-21 : Sunrise Commune</translation>
    </message>
    <message>
        <source>X-22: Terran Exchange</source>
        <translation>X-22 : Terran Exchange</translation>
    </message>
    <message>
        <source>X-23: Uranian Syndicate</source>
        <translation>X-23 : Uranian Syndicate</translation>
    </message>
    <message>
        <source>X-24: Xeno Explorations and the REV</source>
        <translation>X-24 : Xeno Explorations et le REV</translation>
    </message>
    <message>
        <source>X-44: Deflector Shield</source>
        <translation>X-44 : Bouclier déflecteur</translation>
    </message>
    <message>
        <source>While a player holds the Deflector Shield, anyone else whose alien tech card moves, changes or removes that player's ships pays %1 more for each such ship, on top of the card's own cost. Pohl Foothills does not reduce this extra fuel, and faction abilities do not pay it.</source>
        <translation>Tant qu'un joueur détient le Bouclier déflecteur, tout autre joueur dont une carte de technologie extraterrestre déplace, modifie ou retire les vaisseaux de ce joueur paie %1 de plus par vaisseau concerné, en plus du coût de la carte. Les Contreforts Pohl ne réduisent pas ce supplément, et les capacités de faction ne le paient pas.</translation>
    </message>
    <message>
        <source>X-46: Returning ships to the stock</source>
        <translation>X-46 : Renvoyer des vaisseaux à la réserve</translation>
    </message>
    <message>
        <source>Cards that return ships to the stock take only unplaced ships of your own colour, never the Relic Ship or a borrowed ship. The Nano-Recycler may not leave you with fewer ships of your colour than the Terraforming Station allows under the chosen rules. The Shipbreaker Drone needs 5 or 6 ships of your colour in play and pays each ship's Shipyard price, without the Herbert Valley discount.</source>
        <translation>Les cartes qui renvoient des vaisseaux à la réserve ne prennent que des vaisseaux non placés de votre couleur, jamais le Vaisseau relique ni un vaisseau emprunté. Le Nano-recycleur ne peut pas vous laisser moins de vaisseaux de votre couleur que la Station de terraformation ne le permet selon les règles choisies. Le Drone démolisseur exige 5 ou 6 vaisseaux de votre couleur en jeu et rapporte pour chaque vaisseau son prix au Chantier spatial, sans la réduction de la Vallée Herbert.</translation>
    </message>
    <message>
        <source>X-51: Oscillation Capacitor and Tele-Operator</source>
        <translation>X-51 : Condensateur d'oscillation et Télé-opérateur</translation>
    </message>
    <message>
        <source>The Oscillation Capacitor uses once more a card you already used this turn, if that card's power has a fuel cost: you pay that cost again. Its discard makes another player discard one alien tech card, without that card's discard power. The Tele-Operator uses the power of a card on the Alien Artifact display as if it were yours, and you pay both costs; the card stays on display.</source>
        <translation>Le Condensateur d'oscillation utilise une fois de plus une carte déjà utilisée ce tour-ci, si son pouvoir coûte du carburant : vous payez ce coût de nouveau. Sa défausse oblige un autre joueur à défausser une carte de technologie extraterrestre, sans le pouvoir de défausse de cette carte. Le Télé-opérateur utilise le pouvoir d'une carte exposée à l'Artefact extraterrestre comme si elle était à vous, et vous payez les deux coûts ; la carte reste exposée.</translation>
    </message>
    <message>
        <source>Once all your ships are placed, the Chrono-Spike's discard takes back one or two of your docked ships (not from the Terraforming Station or the Maintenance Bay). They are rolled again and must dock at facilities other than the ones they left; what they already gained is kept.</source>
        <translation>Une fois tous vos vaisseaux placés, la défausse de la Chrono-pointe reprend un ou deux de vos vaisseaux amarrés (pas sur la Station de terraformation ni dans la Baie de maintenance). Ils sont relancés et doivent s'amarrer à d'autres installations que celles qu'ils ont quittées ; ce qu'ils ont déjà rapporté est conservé.</translation>
    </message>
    <message>
        <source>X-8: The Brethren Ship</source>
        <translation>X-8 : Le Vaisseau des Brethren</translation>
    </message>
    <message>
        <source>The Brethren of the Stars' die has raider and blank faces and no value: it counts 0 in every sum and is not one of its owner's ships for any count. It starts on the Maintenance Bay; its owner gathers it with the fleet and rolls it with the fleet. A blank face sends it to the Maintenance Bay until the owner's next turn, and so does a raider face not used by the end of the turn. Whatever would send it to the stock sends it to the Maintenance Bay.</source>
        <translation>Le dé des Brethren of the Stars a des faces pillard et des faces vides, et aucune valeur : il compte 0 dans toute somme et n'est compté parmi les vaisseaux de son propriétaire pour aucun décompte. Il commence à la Baie de maintenance ; son propriétaire le rassemble avec la flotte et le lance avec la flotte. Une face vide l'envoie à la Baie de maintenance jusqu'au prochain tour du propriétaire, de même qu'une face pillard non utilisée à la fin du tour. Ce qui l'enverrait au stock l'envoie à la Baie de maintenance.</translation>
    </message>
    <message>
        <source>X-9: The Brethren hijack</source>
        <translation>X-9 : Le détournement des Brethren</translation>
    </message>
    <message>
        <source>Once per turn, while the Brethren Ship shows its raider face and is not placed, its owner may hijack any docked ship except one on the Terraforming Station, the Maintenance Bay and the owner's own ships included. The Brethren Ship takes that ship's place; the ship is rolled and used as one of the owner's unplaced ships this turn, but never at the Terraforming Station. Its real owner gathers it at the start of their next turn.</source>
        <translation>Une fois par tour, tant que le Vaisseau des Brethren montre sa face pillard et n'est pas placé, son propriétaire peut détourner n'importe quel vaisseau amarré, sauf un vaisseau à la Station de terraformation ; ceux de la Baie de maintenance et ses propres vaisseaux compris. Le Vaisseau des Brethren prend sa place ; le vaisseau est lancé et utilisé ce tour-ci comme un vaisseau non placé du propriétaire, mais jamais à la Station de terraformation. Son vrai propriétaire le rassemble au début de son prochain tour.</translation>
    </message>
    <message>
        <source>X-10: Docking at Brethren of the Stars</source>
        <translation>X-10 : S'amarrer chez Brethren of the Stars</translation>
    </message>
    <message>
        <source>With 5 or 6 players the tracks are shared and the ports belong to nobody: see X-58.</source>
        <translation>À 5 ou 6 joueurs, les pistes sont partagées et les ports n'appartiennent à personne : voir X-58.</translation>
    </message>
    <message>
        <source>X-57: Seats 5 and 6</source>
        <translation>X-57 : Les places 5 et 6</translation>
    </message>
    <message>
        <source>X-58: The Colonist Hub with 5 or 6 players</source>
        <translation>X-58 : Le Centre de colonisation à 5 ou 6 joueurs</translation>
    </message>
    <message>
        <source>With 5 or 6 players the Hub's 12 ports are shared: a ship may use any free port, but each player has at most 3 ships there and 1 colony on it. All 12 ports taken: nobody else docks there.</source>
        <translation>À 5 ou 6 joueurs, les 12 ports du Centre sont partagés : un vaisseau peut prendre n'importe quel port libre, mais chaque joueur y a au plus 3 vaisseaux et 1 colonie. Les 12 ports pris, plus personne ne s'y amarre.</translation>
    </message>
    <message>
        <source>Colonies do not own a track. The ships you dock in one go move your colony together, and only the circle where it stops must be free: if another colony stands there, yours takes the same circle on another track. If that circle is taken on all 4 tracks, dock a different number of ships. A new colony starts on the circle of the number of ships docked (plus Asimov Crater's bonus).</source>
        <translation>Les colonies n'ont pas de piste à elles. Les vaisseaux amarrés en une fois avancent votre colonie ensemble, et seul le cercle où elle s'arrête doit être libre : si une autre colonie s'y trouve, la vôtre prend le même cercle sur une autre piste. Si ce cercle est pris sur les 4 pistes, amarrez un autre nombre de vaisseaux. Une nouvelle colonie commence sur le cercle du nombre de vaisseaux amarrés (plus le bonus du Cratère Asimov).</translation>
    </message>
    <message>
        <source>When every track's launch circle is taken, the advance that would reach it launches your colony at once: pay 1 fuel and 1 ore and land it on the territory you choose with the docking.</source>
        <translation>Quand le cercle de lancement de chaque piste est pris, l'avancée qui l'atteindrait lance aussitôt votre colonie : payez 1 carburant et 1 minerai et posez-la sur le territoire choisi avec l'amarrage.</translation>
    </message>
    <message>
        <source>X-52: Colonies moved to adjacent territories</source>
        <translation>X-52 : Colonies déplacées vers des territoires voisins</translation>
    </message>
    <message>
        <source>The Ion Fluctuator and the Seismic Detonator move colonies only to territories that border the one they leave; Burroughs Desert borders all the others. When a discard sends several colonies away, every one of them must go, and each may go to a different neighbour. No colony may leave or enter a territory under the Repulsor Field.</source>
        <translation>Le Fluctuateur ionique et le Détonateur sismique ne déplacent des colonies que vers des territoires qui bordent celui qu'elles quittent ; le Désert Burroughs borde tous les autres. Quand une défausse chasse plusieurs colonies, toutes doivent partir, et chacune peut aller vers un voisin différent. Aucune colonie ne peut quitter ni rejoindre un territoire sous le Champ répulseur.</translation>
    </message>
    <message>
        <source>X-48: Magnetic Lockdown</source>
        <translation>X-48 : Verrouillage magnétique</translation>
    </message>
    <message>
        <source>The fuel paid for the Magnetic Lockdown sits on the card and is no longer yours. Until your next turn begins, no effect may move your colonies or take them off a territory, not even your own cards. When that turn begins the fuel goes back to the supply. If someone takes the card meanwhile, your colonies stay protected, and the card cannot be used again while the fuel is on it.</source>
        <translation>Le carburant payé pour le Verrouillage magnétique reste sur la carte et ne vous appartient plus. Jusqu'au début de votre prochain tour, aucun effet ne peut déplacer vos colonies ni les retirer d'un territoire, pas même vos propres cartes. Au début de ce tour, le carburant retourne à la réserve. Si quelqu'un prend la carte entre-temps, vos colonies restent protégées, et la carte ne peut pas être réutilisée tant que le carburant est dessus.</translation>
    </message>
    <message>
        <source>Factions</source>
        <translation>Factions</translation>
    </message>
    <message>
        <source>One ship of any value docks here. Other players pay the owner an access fee of %1 to dock (X-3); the owner docks at their own board without it.</source>
        <translation>Un vaisseau de n'importe quelle valeur s'amarre ici. Les autres joueurs paient au propriétaire un droit d'accès de %1 pour s'y amarrer (X-3) ; le propriétaire s'amarre à son propre plateau sans le payer.</translation>
    </message>
    <message>
        <source>With the Factions module every player owns a faction board. It is an extra orbital facility with one docking port that anyone may use (X-4), and it gives its owner an ability of their own (X-6).</source>
        <translation>Avec le module Factions, chaque joueur possède un plateau de faction. C'est une installation orbitale de plus, avec un port d'amarrage que tout le monde peut utiliser (X-4), et elle donne à son propriétaire un pouvoir bien à lui (X-6).</translation>
    </message>
    <message>
        <source>Before the alien tech cards are dealt, one board more than there are players is drawn. The last player picks first and passes the rest to the player before them, and so on to player one; the board nobody picks goes back to the box (X-7).</source>
        <translation>Avant la distribution des cartes de technologie extraterrestre, on tire un plateau de plus qu'il n'y a de joueurs. Le dernier joueur choisit en premier et passe le reste au joueur placé avant lui, et ainsi de suite jusqu'au joueur un ; le plateau que personne ne prend retourne dans la boîte (X-7).</translation>
    </message>
    <message>
        <source>Docking at another player's board costs an access fee of %1, paid to that player (X-3). A value marked as our reading is a number missing from the sources we have: the app plays it as we read it (X-2).</source>
        <translation>S'amarrer au plateau d'un autre joueur coûte un droit d'accès de %1, payé à ce joueur (X-3). Une valeur marquée comme notre lecture est un nombre absent de nos sources : l'appli la joue telle que nous la lisons (X-2).</translation>
    </message>
    <message>
        <source>Brethren of the Stars</source>
        <translation>Brethren of the Stars</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; the Brethren Ship moves from the facility where it is docked to a free Lunar Mine port, and you gain %2. Not possible while the Brethren Ship is on the Maintenance Bay or the Lunar Mine, nor when the Lunar Mine is full (X-10).</source>
        <translation>&lt;b&gt;Amarrage :&lt;/b&gt; le Vaisseau des Brethren passe de l'installation où il est amarré à un port libre de la Mine lunaire, et vous gagnez %2. Impossible tant que le Vaisseau des Brethren est sur la Baie de maintenance ou la Mine lunaire, ou quand la Mine lunaire est pleine (X-10).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; the owner rolls the Brethren Ship, a die without numbers, with the fleet. Raider faces: %3 of its 6; the others are blank. While it shows the raider and is not placed, the owner may once per turn hijack a docked ship, not one on the Terraforming Station, and use it this turn (X-8, X-9).</source>
        <translation>&lt;b&gt;Propriétaire :&lt;/b&gt; le propriétaire lance le Vaisseau des Brethren, un dé sans chiffres, avec sa flotte. Faces pillard : %3 sur 6 ; les autres sont vierges. Tant qu'il montre le pillard et n'est pas placé, le propriétaire peut une fois par tour détourner un vaisseau amarré, pas un vaisseau de la Station de terraformation, et l'utiliser ce tour-ci (X-8, X-9).</translation>
    </message>
    <message>
        <source>The Brethren Ship starts on the Maintenance Bay; its owner gathers it with the fleet.</source>
        <translation>Le Vaisseau des Brethren commence sur la Baie de maintenance ; son propriétaire le rassemble avec sa flotte.</translation>
    </message>
    <message>
        <source>Corex Conglomerated</source>
        <translation>Corex Conglomerated</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to the supply and gain %3 for each territory you control now.</source>
        <translation>&lt;b&gt;Amarrage :&lt;/b&gt; payez %2 à la réserve et gagnez %3 pour chaque territoire que vous contrôlez à ce moment.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; at the start of each of the owner's turns, before the roll, the owner gains %4 and %5 more for each territory they control (X-11).</source>
        <translation>&lt;b&gt;Propriétaire :&lt;/b&gt; au début de chacun de ses tours, avant le lancer, le propriétaire gagne %4, plus %5 pour chaque territoire qu'il contrôle (X-11).</translation>
    </message>
    <message>
        <source>Dark Space Explorers</source>
        <translation>Dark Space Explorers</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to the supply and take the top card of the alien tech deck; a card you already hold is discarded without its power (X-12).</source>
        <translation>&lt;b&gt;Amarrage :&lt;/b&gt; payez %2 à la réserve et prenez la carte du dessus de la pioche de technologie extraterrestre ; une carte que vous avez déjà est défaussée sans son pouvoir (X-12).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; the owner may use %3 discard powers in a turn instead of one (X-13).</source>
        <translation>&lt;b&gt;Propriétaire :&lt;/b&gt; le propriétaire peut utiliser %3 pouvoirs de défausse par tour au lieu d'un (X-13).</translation>
    </message>
    <message>
        <source>Homesteaders Union</source>
        <translation>Homesteaders Union</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; your colony on the Colonist Hub advances one circle, or a new one starts on circle 1, without taking a Hub port (X-14).</source>
        <translation>&lt;b&gt;Amarrage :&lt;/b&gt; votre colonie au Centre de colonisation avance d'un cercle, ou une nouvelle commence sur le cercle 1, sans occuper de port du Centre (X-14).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; the owner launches colonies from circle %2 of the Colonist Hub instead of circle 7.</source>
        <translation>&lt;b&gt;Propriétaire :&lt;/b&gt; le propriétaire lance ses colonies depuis le cercle %2 du Centre de colonisation au lieu du cercle 7.</translation>
    </message>
    <message>
        <source>Mercury's Angels</source>
        <translation>Mercury's Angels</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; change one of your unplaced ships to a value that none of your other unplaced ships shows (X-15).</source>
        <translation>&lt;b&gt;Amarrage :&lt;/b&gt; changez l'un de vos vaisseaux non placés en une valeur qu'aucun de vos autres vaisseaux non placés ne montre (X-15).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; right after the roll, before anything else: if the fleet shows all different values, the owner gains %2 or %3.</source>
        <translation>&lt;b&gt;Propriétaire :&lt;/b&gt; juste après le lancer, avant toute autre chose : si la flotte ne montre que des valeurs différentes, le propriétaire gagne %2 ou %3.</translation>
    </message>
    <message>
        <source>New Gaia Engineers</source>
        <translation>New Gaia Engineers</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; only while your ship placed this turn is on the Terraforming Station. That ship is rolled again: on 4 to 6 it goes to the Maintenance Bay instead of the stock and sits out your next turn there (X-16).</source>
        <translation>&lt;b&gt;Amarrage :&lt;/b&gt; seulement tant que votre vaisseau placé ce tour-ci est sur la Station de terraformation. Ce vaisseau est relancé : sur 4 à 6, il va sur la Baie de maintenance au lieu de la réserve de vaisseaux et y passe votre prochain tour (X-16).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; when another player pays for the Terraforming Station, the %2 go to the owner instead of the supply, on that player's turn.</source>
        <translation>&lt;b&gt;Propriétaire :&lt;/b&gt; quand un autre joueur paie la Station de terraformation, les %2 vont au propriétaire au lieu de la réserve, pendant le tour de ce joueur.</translation>
    </message>
    <message>
        <source>Prophets of the Artifact</source>
        <translation>Prophets of the Artifact</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; draw as many agenda cards as the docked ship's value, keep one and discard the rest.</source>
        <translation>&lt;b&gt;Amarrage :&lt;/b&gt; piochez autant de cartes objectif que la valeur du vaisseau amarré, gardez-en une et défaussez les autres.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, the owner discards a face-down agenda card for a small gain.</source>
        <translation>&lt;b&gt;Propriétaire :&lt;/b&gt; une fois par tour, le propriétaire défausse une carte objectif face cachée contre un petit gain.</translation>
    </message>
    <message>
        <source>Proxima Centauri Scholars</source>
        <translation>Proxima Centauri Scholars</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to the supply and move a field generator that is on the planet to another territory (X-18).</source>
        <translation>&lt;b&gt;Amarrage :&lt;/b&gt; payez %2 à la réserve et déplacez un générateur de champ posé sur la planète vers un autre territoire (X-18).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, pay %3 to put a field generator from beside the board on a territory, or to take one off the planet; never to move one.</source>
        <translation>&lt;b&gt;Propriétaire :&lt;/b&gt; une fois par tour, payer %3 pour poser sur un territoire un générateur de champ placé à côté du plateau, ou pour en retirer un de la planète ; jamais pour en déplacer un.</translation>
    </message>
    <message>
        <source>Scavenger Fleet</source>
        <translation>Scavenger Fleet</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; this turn you may dock two ships of different values as a pair at the Shipyard and build as usual; a free Shipyard pair is needed when you dock (X-19).</source>
        <translation>&lt;b&gt;Amarrage :&lt;/b&gt; ce tour-ci, vous pouvez amarrer deux vaisseaux de valeurs différentes comme une paire au Chantier spatial et construire comme d'habitude ; une paire de ports libre au Chantier est nécessaire quand vous vous amarrez (X-19).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; a ship the owner builds, and the Relic Ship when the owner buys it, is rolled at once and used the same turn.</source>
        <translation>&lt;b&gt;Propriétaire :&lt;/b&gt; un vaisseau que le propriétaire construit, et le Vaisseau relique quand il l'achète, est lancé aussitôt et utilisé le même tour.</translation>
    </message>
    <message>
        <source>Smugglers' Alliance</source>
        <translation>Smugglers' Alliance</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; only in the same move as a legal run at the Raiders' Outpost. That raid may take one alien tech card and up to 4 resources, from any opponents (X-20).</source>
        <translation>&lt;b&gt;Amarrage :&lt;/b&gt; seulement dans le même coup qu'une suite légale à l'Avant-poste des pillards. Ce pillage peut prendre une carte de technologie extraterrestre et jusqu'à 4 ressources, à n'importe quels adversaires (X-20).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; the owner may bump a run at the Raiders' Outpost with any run, whatever its total.</source>
        <translation>&lt;b&gt;Propriétaire :&lt;/b&gt; le propriétaire peut déloger une suite de l'Avant-poste des pillards avec n'importe quelle suite, quel que soit son total.</translation>
    </message>
    <message>
        <source>Sunrise Commune</source>
        <translation>Sunrise Commune</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to the supply and move any player's colony to a territory with no colony on it (X-21).</source>
        <translation>&lt;b&gt;Amarrage :&lt;/b&gt; payez %2 à la réserve et déplacez la colonie de n'importe quel joueur vers un territoire sans colonie (X-21).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; landing a colony on a territory with no colony at all costs the owner %3 less.</source>
        <translation>&lt;b&gt;Propriétaire :&lt;/b&gt; poser une colonie sur un territoire sans aucune colonie coûte %3 de moins au propriétaire.</translation>
    </message>
    <message>
        <source>Terran Exchange</source>
        <translation>Terran Exchange</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; your first Orbital Market trade of the turn, made while your ship is docked here, gives %2 more (X-22).</source>
        <translation>&lt;b&gt;Amarrage :&lt;/b&gt; votre premier échange au Marché orbital du tour, fait pendant que votre vaisseau est amarré ici, rapporte %2 de plus (X-22).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, either give an opponent one of your alien tech cards and take up to %3 from them, or give an opponent %4 and take one of their alien tech cards.</source>
        <translation>&lt;b&gt;Propriétaire :&lt;/b&gt; une fois par tour, soit donner à un adversaire une de vos cartes de technologie extraterrestre et lui prendre jusqu'à %3, soit donner %4 à un adversaire et lui prendre une de ses cartes de technologie extraterrestre.</translation>
    </message>
    <message>
        <source>Uranian Syndicate</source>
        <translation>Uranian Syndicate</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; pay %2 to move one of your colonies, or %3 to move an opponent's colony, to any other territory (X-23).</source>
        <translation>&lt;b&gt;Amarrage :&lt;/b&gt; payez %2 pour déplacer une de vos colonies, ou %3 pour déplacer une colonie adverse, vers n'importe quel autre territoire (X-23).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, the owner may use the bonus of one contested territory, with two or more colonies and nobody in control, until the end of the turn.</source>
        <translation>&lt;b&gt;Propriétaire :&lt;/b&gt; une fois par tour, le propriétaire peut utiliser jusqu'à la fin du tour le bonus d'un territoire disputé, qui porte deux colonies ou plus et que personne ne contrôle.</translation>
    </message>
    <message>
        <source>Xeno Explorations, Inc.</source>
        <translation>Xeno Explorations, Inc.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Docking:&lt;/b&gt; move the REV to a territory bordering the one it is on, and use that territory's bonus for the rest of the turn while the REV stays there (X-24).</source>
        <translation>&lt;b&gt;Amarrage :&lt;/b&gt; déplacez le REV vers un territoire voisin de celui où il se trouve, et utilisez le bonus de ce territoire pour le reste du tour tant que le REV y reste (X-24).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owner:&lt;/b&gt; once per turn, pay %2 for the same move and bonus.</source>
        <translation>&lt;b&gt;Propriétaire :&lt;/b&gt; une fois par tour, payer %2 pour le même déplacement et le même bonus.</translation>
    </message>
    <message>
        <source>The REV, the Remote Exploration Unit, starts on Burroughs Desert.</source>
        <translation>Le REV, l'unité d'exploration à distance, commence dans le Désert Burroughs.</translation>
    </message>
    <message>
        <source>%1 (our reading)</source>
        <extracomment>A number of the rules the app had to infer (ruling X-2), e.g. "1 fuel (our reading)"</extracomment>
        <translation>%1 (notre lecture)</translation>
    </message>
    <message>
        <source>X-2: Our reading of missing numbers</source>
        <translation>X-2 : Notre lecture des nombres manquants</translation>
    </message>
    <message>
        <source>Some numbers of the expansions are missing from the sources we have: a symbol was lost, or only how many survived, not of what. The app plays its best reading of each and marks it "our reading" wherever this reference shows it.</source>
        <translation>Certains nombres des extensions manquent dans nos sources : un symbole a été perdu, ou seul leur nombre a survécu, pas leur nature. L'appli joue notre meilleure lecture de chacun et la marque « notre lecture » partout où cette référence la montre.</translation>
    </message>
    <message>
        <source>All these numbers sit in one table of the app, so a better source changes that table and nothing else.</source>
        <translation>Tous ces nombres se trouvent dans une seule table de l'appli : une meilleure source change cette table et rien d'autre.</translation>
    </message>
    <message>
        <source>Docking at another player's faction board costs an access fee of %1, paid to the board's owner together with any other cost of that board; if you cannot pay both, you cannot dock there. The owner docks at their own board without the fee.</source>
        <translation>S'amarrer au plateau de faction d'un autre joueur coûte un droit d'accès de %1, payé au propriétaire du plateau en même temps que les autres coûts de ce plateau ; si vous ne pouvez pas payer les deux, vous ne pouvez pas vous y amarrer. Le propriétaire s'amarre à son propre plateau sans droit d'accès.</translation>
    </message>
    <message>
        <source>X-5: Ships moved onto a faction board</source>
        <translation>X-5 : Vaisseaux déplacés sur un plateau de faction</translation>
    </message>
    <message>
        <source>A ship that an alien tech card moves onto a faction board, with the Orbital Teleporter or the Mind Control Helmet, uses the board's docking ability. The player whose turn it is pays the access fee, unless they own the board, and any other cost of the board.</source>
        <translation>Un vaisseau qu'une carte de technologie extraterrestre déplace sur un plateau de faction, avec le Téléporteur orbital ou le Casque de contrôle mental, utilise le pouvoir d'amarrage du plateau. Le joueur dont c'est le tour paie le droit d'accès, sauf si le plateau est à lui, et tout autre coût du plateau.</translation>
    </message>
    <message>
        <source>Docking moves the Brethren Ship to a free Lunar Mine port and gives you %1. It is possible only while the Brethren Ship is docked at a facility other than the Maintenance Bay and the Lunar Mine, and while the Lunar Mine has a free port.</source>
        <translation>L'amarrage déplace le Vaisseau des Brethren vers un port libre de la Mine lunaire et vous donne %1. Il n'est possible que si le Vaisseau des Brethren est amarré à une installation autre que la Baie de maintenance et la Mine lunaire, et si la Mine lunaire a un port libre.</translation>
    </message>
    <message>
        <source>Games for 5 or 6 players use the Edition X rules and its purple and white pieces. Each player has 6 colonies (8 in the long game). Seat 5 starts with %1, seat 6 with %2: the sources we have break off before seat 6's ore. Every docking port of the board is open.</source>
        <translation>Les parties à 5 ou 6 joueurs suivent les règles de l'Édition X et utilisent ses pièces violettes et blanches. Chaque joueur a 6 colonies (8 en partie longue). La place 5 commence avec %1, la place 6 avec %2 : nos sources s'interrompent juste avant le minerai de la place 6. Tous les ports d'amarrage du plateau sont ouverts.</translation>
    </message>
    <message>
        <source>X-11: Corex income</source>
        <translation>X-11 : Revenu de Corex</translation>
    </message>
    <message>
        <source>Corex Conglomerated's income comes at the start of its owner's turn, after the ship on the Terraforming Station comes back and before the roll; it counts the territories controlled at that moment. Docking there without any territory is allowed and gains nothing.</source>
        <translation>Le revenu de Corex Conglomerated arrive au début du tour de son propriétaire, après le retour du vaisseau de la Station de terraformation et avant le lancer ; il compte les territoires contrôlés à ce moment. S'y amarrer sans aucun territoire est permis et ne rapporte rien.</translation>
    </message>
    <message>
        <source>X-12: Dark Space Explorers</source>
        <translation>X-12 : Dark Space Explorers</translation>
    </message>
    <message>
        <source>Docking costs %1. When the alien tech deck is empty, the discards are shuffled first. The card drawn may be used at once, and a card worth victory points counts at once.</source>
        <translation>S'amarrer coûte %1. Quand la pioche de technologie extraterrestre est vide, on mélange d'abord la défausse. La carte piochée peut servir aussitôt, et une carte qui vaut des points de victoire compte aussitôt.</translation>
    </message>
    <message>
        <source>X-13: How many discard powers</source>
        <translation>X-13 : Combien de pouvoirs de défausse</translation>
    </message>
    <message>
        <source>Each player may use one discard power per turn; the owner of Dark Space Explorers may use two. The Resource Cache's own discard does not count (R-6).</source>
        <translation>Chaque joueur peut utiliser un pouvoir de défausse par tour ; le propriétaire de Dark Space Explorers peut en utiliser deux. La défausse propre à la Cache de ressources ne compte pas (R-6).</translation>
    </message>
    <message>
        <source>Docking changes one of your unplaced ships to a value no other unplaced ship of yours shows. The owner gains %1 or %2 when the fleet roll shows all different values, right after the roll and before anything else.</source>
        <translation>S'amarrer change l'un de vos vaisseaux non placés en une valeur qu'aucun autre de vos vaisseaux non placés ne montre. Le propriétaire gagne %1 ou %2 quand le lancer de la flotte ne montre que des valeurs différentes, juste après le lancer et avant toute autre chose.</translation>
    </message>
    <message>
        <source>Docking costs %1 and moves a field generator already on the planet to another territory. Once per turn the owner may pay %2 to place a field generator from beside the board, or to take one off the planet, but never to move one.</source>
        <translation>S'amarrer coûte %1 et déplace un générateur de champ déjà sur la planète vers un autre territoire. Une fois par tour, le propriétaire peut payer %2 pour placer un générateur de champ posé à côté du plateau, ou pour en retirer un de la planète, mais jamais pour en déplacer un.</translation>
    </message>
    <message>
        <source>Docking costs %1 and moves any one colony to a territory with no colony on it; the Repulsor Field blocks both ends. The owner pays %2 less to land a colony on a territory with no colony at all.</source>
        <translation>S'amarrer coûte %1 et déplace n'importe quelle colonie vers un territoire sans colonie ; le Champ répulseur bloque le départ et l'arrivée. Le propriétaire paie %2 de moins pour poser une colonie sur un territoire sans aucune colonie.</translation>
    </message>
    <message>
        <source>Docking adds %1 to your first Orbital Market trade of the turn, if it is made while your ship is docked there. Once per turn the owner may give an opponent one of their alien tech cards and take up to %2 from them, or give an opponent %3 and take one of their alien tech cards; the Holographic Decoy does not prevent it.</source>
        <translation>S'amarrer ajoute %1 à votre premier échange au Marché orbital du tour, s'il a lieu pendant que votre vaisseau y est amarré. Une fois par tour, le propriétaire peut donner à un adversaire une de ses cartes de technologie extraterrestre et lui prendre jusqu'à %2, ou donner %3 à un adversaire et lui prendre une de ses cartes ; le Leurre holographique ne l'empêche pas.</translation>
    </message>
    <message>
        <source>Docking moves one of your colonies for %1, or an opponent's colony for %2, to any other territory; the Repulsor Field blocks both ends. Once per turn the owner may use the bonus of a contested territory, one with two or more colonies and no controller, until the end of the turn; not Burroughs Desert and not a territory under the Isolation Field.</source>
        <translation>S'amarrer déplace une de vos colonies pour %1, ou une colonie adverse pour %2, vers n'importe quel autre territoire ; le Champ répulseur bloque le départ et l'arrivée. Une fois par tour, le propriétaire peut utiliser jusqu'à la fin du tour le bonus d'un territoire disputé, qui porte deux colonies ou plus et que personne ne contrôle ; ni le Désert Burroughs, ni un territoire sous le Champ d'isolation.</translation>
    </message>
    <message>
        <source>Docking moves the REV to a bordering territory, and you use that territory's bonus as if you controlled it for the rest of the turn, while the REV stays there. The Repulsor Field keeps the REV from entering or leaving; under the Isolation Field and on Burroughs Desert there is no bonus. Once per turn the owner may pay %1 for the same move.</source>
        <translation>S'amarrer déplace le REV vers un territoire voisin, et vous utilisez le bonus de ce territoire comme si vous le contrôliez pour le reste du tour, tant que le REV y reste. Le Champ répulseur empêche le REV d'entrer ou de sortir ; sous le Champ d'isolation et dans le Désert Burroughs, il n'y a pas de bonus. Une fois par tour, le propriétaire peut payer %1 pour le même déplacement.</translation>
    </message>
    <message>
        <source>The app uses the 24 base cards. Edition X also seats 5 or 6 players, with purple and white pieces and a shared Colonist Hub (X-57, X-58). Its extra cards are not supported yet.</source>
        <translation>L'appli utilise les 24 cartes de base. L'Édition X accueille aussi 5 ou 6 joueurs, avec des pièces violettes et blanches et un Centre de colonisation partagé (X-57, X-58). Ses cartes supplémentaires ne sont pas encore prises en charge.</translation>
    </message>
    <message>
        <source>Agendas</source>
        <translation>Objectifs secrets</translation>
    </message>
    <message>
        <source>Only in the deck with the extra alien tech module, and only while the alien tech cards it names are in the deck (X-33).</source>
        <translation>Dans la pioche seulement avec le module des technologies extraterrestres supplémentaires, et seulement tant que les cartes de technologie qu'elle nomme sont dans la pioche (X-33).</translation>
    </message>
    <message>
        <source>Only in the deck with the Factions module (X-33).</source>
        <translation>Dans la pioche seulement avec le module Factions (X-33).</translation>
    </message>
    <message>
        <source>Only in the deck when a player drafted Xeno Explorations, Inc. (X-33).</source>
        <translation>Dans la pioche seulement si un joueur a choisi Xeno Explorations, Inc. (X-33).</translation>
    </message>
    <message>
        <source>Only in the deck when a player drafted Brethren of the Stars (X-33).</source>
        <translation>Dans la pioche seulement si un joueur a choisi Brethren of the Stars (X-33).</translation>
    </message>
    <message>
        <source>Needs the Outer Belt, which the app does not support: this card never enters the app's deck (X-33).</source>
        <translation>Demande la Ceinture extérieure, que l'application ne gère pas : cette carte n'entre jamais dans la pioche de l'application (X-33).</translation>
    </message>
    <message>
        <source>With the Agendas module every player keeps secret goals on agenda cards. Each card has two sides: an in-game goal and an end-game goal. A card revealed for either side scores 1 VP, never 2; once revealed it keeps its point to the end and can never be lost, taken or discarded.</source>
        <translation>Avec le module Objectifs secrets, chaque joueur poursuit des buts cachés, inscrits sur des cartes objectif. Chaque carte a deux faces : un objectif en cours de partie et un objectif de fin de partie. Une carte révélée pour l'une ou l'autre face rapporte 1 PV, jamais 2 ; une fois révélée, elle garde son point jusqu'au bout et ne peut être ni perdue, ni prise, ni défaussée.</translation>
    </message>
    <message>
        <source>After the faction draft each player gets 2 agenda cards face down; the others form a deck beside the Orbital Market. You may hold 3 agenda cards at most, revealed ones included, or 4 while you hold the Multiverse Window. Over the limit, you discard face-down cards of your choice at once (X-27).</source>
        <translation>Après le choix des factions, chaque joueur reçoit 2 cartes objectif face cachée ; les autres forment une pioche à côté du Marché orbital. Vous pouvez avoir au plus 3 cartes objectif, cartes révélées comprises, ou 4 tant que vous avez la Fenêtre multivers. Au-delà de la limite, vous défaussez aussitôt des cartes face cachée de votre choix (X-27).</translation>
    </message>
    <message>
        <source>A pair of equal ships at the Orbital Market may draw 2 agenda cards instead of trading. You then keep or discard any of your face-down cards. Prophets of the Artifact and the Oracle Engine also draw them.</source>
        <translation>Une paire de vaisseaux égaux au Marché orbital peut piocher 2 cartes objectif au lieu d'échanger. Vous gardez ensuite vos cartes face cachée ou en défaussez autant que vous voulez. Prophets of the Artifact et le Moteur oracle en font aussi piocher.</translation>
    </message>
    <message>
        <source>Reveal a card's in-game side at the moment its goal is met, on anyone's turn (X-25, X-26). When the game ends, every player reveals the cards whose end-game side holds (X-28). A tie is broken first by the number of revealed agenda cards (X-29).</source>
        <translation>Révélez la face en cours de partie d'une carte au moment où son objectif est atteint, pendant le tour de n'importe qui (X-25, X-26). À la fin de la partie, chaque joueur révèle les cartes dont la face de fin de partie est remplie (X-28). Une égalité se départage d'abord au nombre de cartes objectif révélées (X-29).</translation>
    </message>
    <message>
        <source>Agenda cards are not alien tech: nobody can raid or trade them, and they do not count as alien tech cards in a tie. A card that needs a module, a faction board or an alien tech card leaves the deck at setup when that is missing (X-33).</source>
        <translation>Les cartes objectif ne sont pas des technologies extraterrestres : personne ne peut les piller ni les échanger, et elles ne comptent pas comme cartes de technologie en cas d'égalité. Une carte qui demande un module, un plateau de faction ou une carte de technologie quitte la pioche à la mise en place quand celui-ci manque (X-33).</translation>
    </message>
    <message>
        <source>Two ways to play: with paper cards at the table, the app does not know your cards, and you name a card when you reveal it; the app then checks its goal. In a digital game the app deals the cards, and each player looks at their own in private.</source>
        <translation>Deux façons de jouer : avec des cartes en papier à la table, l'application ne connaît pas vos cartes, et vous nommez une carte quand vous la révélez ; l'application vérifie alors son objectif. Dans une partie numérique, l'application distribue les cartes et chaque joueur regarde les siennes en privé.</translation>
    </message>
    <message>
        <source>Agenda 1: Five in a row</source>
        <translation>Objectif 1 : cinq à la suite</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your roll shows 5 consecutive values, as rolled, before any alien tech (X-30).</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; votre lancer montre 5 valeurs consécutives, telles que lancées, avant toute technologie extraterrestre (X-30).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Pohl Foothills.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous contrôlez les Contreforts Pohl.</translation>
    </message>
    <message>
        <source>Agenda 2: Three colonies in a turn</source>
        <translation>Objectif 2 : trois colonies en un tour</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you land 3 colonies on territories in one turn.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous posez 3 colonies sur des territoires en un seul tour.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Herbert Valley.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous contrôlez la Vallée Herbert.</translation>
    </message>
    <message>
        <source>Agenda 3: Four of a kind</source>
        <translation>Objectif 3 : carré</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your roll shows 4 or more ships of one value, as rolled, before any alien tech (X-30).</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; votre lancer montre 4 vaisseaux ou plus de même valeur, tels que lancés, avant toute technologie extraterrestre (X-30).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Van Vogt Mountains.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous contrôlez les Monts Van Vogt.</translation>
    </message>
    <message>
        <source>Agenda 4: Six ore in a turn</source>
        <translation>Objectif 4 : six minerais en un tour</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your gains of ore in one turn add up to 6 or more, from any source; spending does not count against them (X-26).</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vos gains de minerai d'un même tour font 6 ou plus, de n'importe quelle source ; les dépenses ne les réduisent pas (X-26).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control a territory that holds exactly 1 colony.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous contrôlez un territoire qui porte exactement 1 colonie.</translation>
    </message>
    <message>
        <source>Agenda 5: Four cards of your own</source>
        <translation>Objectif 5 : quatre cartes bien à vous</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you hold 4 alien tech cards whose names no other player holds.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous avez 4 cartes de technologie dont aucun autre joueur n'a le nom.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Asimov Crater.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous contrôlez le Cratère Asimov.</translation>
    </message>
    <message>
        <source>Agenda 6: Landing in isolation</source>
        <translation>Objectif 6 : atterrir dans l'isolement</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you land a colony on the territory of the Isolation Field.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous posez une colonie sur le territoire du Champ d'isolation.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Bradbury Plateau.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous contrôlez le Plateau Bradbury.</translation>
    </message>
    <message>
        <source>Agenda 7: Bump your own raid</source>
        <translation>Objectif 7 : déloger son propre raid</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; the run you dock at the Raiders' Outpost bumps a run of your own.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; la suite que vous amarrez à l'Avant-poste des pillards déloge une suite à vous.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control a territory where other players have 3 or more colonies together.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous contrôlez un territoire où les autres joueurs ont ensemble 3 colonies ou plus.</translation>
    </message>
    <message>
        <source>Agenda 8: Twelve fuel in a turn</source>
        <translation>Objectif 8 : douze carburants en un tour</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your gains of fuel in one turn add up to 12 or more (X-26).</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vos gains de carburant d'un même tour font 12 ou plus (X-26).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control a territory with all 3 field generators on it.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous contrôlez un territoire qui porte les 3 générateurs de champ.</translation>
    </message>
    <message>
        <source>Agenda 9: A move that helps two</source>
        <translation>Objectif 9 : un déplacement qui profite à deux</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you move colonies, and afterwards both you and at least one opponent have more VP than before the move.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous déplacez des colonies, et ensuite vous et au moins un adversaire avez plus de PV qu'avant le déplacement.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Burroughs Desert.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous contrôlez le Désert Burroughs.</translation>
    </message>
    <message>
        <source>Agenda 10: Seize and use</source>
        <translation>Objectif 10 : prendre et s'en servir</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you take control of a territory an opponent controlled, and use its bonus in the same turn.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous prenez le contrôle d'un territoire qu'un adversaire contrôlait et utilisez son bonus dans le même tour.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Heinlein Plains.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous contrôlez les Plaines Heinlein.</translation>
    </message>
    <message>
        <source>Agenda 11: Five circles at the Hub</source>
        <translation>Objectif 11 : cinq cercles au Centre</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your colony on the Colonist Hub advances 5 or more circles in one turn, all sources together.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; votre colonie du Centre de colonisation avance de 5 cercles ou plus en un tour, toutes sources confondues.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Lem Badlands.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous contrôlez les Terres arides Lem.</translation>
    </message>
    <message>
        <source>Agenda 12: Two ships in a turn</source>
        <translation>Objectif 12 : deux vaisseaux en un tour</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you gain 2 ships in one turn, by building them or buying the Relic Ship.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous gagnez 2 vaisseaux en un tour, en les construisant ou en achetant le Vaisseau relique.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Van Vogt Mountains.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; aucune de vos colonies n'est sur les Monts Van Vogt.</translation>
    </message>
    <message>
        <source>Agenda 13: Eight at the Artifact</source>
        <translation>Objectif 13 : huit à l'Artefact</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you dock 4 ships at the Alien Artifact whose values add up to exactly 8.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; en un tour, vous amarrez à l'Artefact extraterrestre 4 vaisseaux dont les valeurs font exactement 8.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Pohl Foothills.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; aucune de vos colonies n'est sur les Contreforts Pohl.</translation>
    </message>
    <message>
        <source>Agenda 14: Fill the Solar Converter</source>
        <translation>Objectif 14 : remplir le Convertisseur solaire</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; your ships take every Solar Converter port that was free when your turn began.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vos vaisseaux occupent chaque port du Convertisseur solaire qui était libre au début de votre tour.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Heinlein Plains.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; aucune de vos colonies n'est sur les Plaines Heinlein.</translation>
    </message>
    <message>
        <source>Agenda 15: Into empty land</source>
        <translation>Objectif 15 : vers une terre vide</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you move one of your colonies to a territory that had no colony.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous déplacez une de vos colonies vers un territoire qui n'avait aucune colonie.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you have at least one colony, and no other player has a colony on any territory where you have one.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous avez au moins une colonie, et aucun autre joueur n'a de colonie sur un territoire où vous en avez une.</translation>
    </message>
    <message>
        <source>Agenda 16: Four agendas in a turn</source>
        <translation>Objectif 16 : quatre objectifs en un tour</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you draw 4 or more agenda cards in one turn; the cards of that very draw count (X-26).</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous piochez 4 cartes objectif ou plus en un tour ; les cartes de cette pioche même comptent (X-26).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; this is your only face-down agenda card, counted before anyone reveals (X-28).</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; c'est votre seule carte objectif face cachée, comptée avant que quiconque révèle (X-28).</translation>
    </message>
    <message>
        <source>Agenda 17: Five facilities</source>
        <translation>Objectif 17 : cinq installations</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; the ships you docked this turn are at 5 or more different orbital facilities. Faction boards count; the Maintenance Bay does not.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; les vaisseaux que vous avez amarrés ce tour sont à 5 installations orbitales différentes ou plus. Les plateaux de faction comptent ; la Baie de maintenance non.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Burroughs Desert.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; aucune de vos colonies n'est dans le Désert Burroughs.</translation>
    </message>
    <message>
        <source>Agenda 18: Fill the Lunar Mine</source>
        <translation>Objectif 18 : remplir la Mine lunaire</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; every usable port of the Lunar Mine holds a ship of yours.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; chaque port utilisable de la Mine lunaire porte un de vos vaisseaux.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Herbert Valley.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; aucune de vos colonies n'est dans la Vallée Herbert.</translation>
    </message>
    <message>
        <source>Agenda 19: Launch and start again</source>
        <translation>Objectif 19 : lancer et recommencer</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you launch a colony from the Colonist Hub and start a new one there.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; en un tour, vous lancez une colonie depuis le Centre de colonisation et en commencez une nouvelle.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Asimov Crater.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; aucune de vos colonies n'est dans le Cratère Asimov.</translation>
    </message>
    <message>
        <source>Agenda 20: A low roll</source>
        <translation>Objectif 20 : un petit lancer</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you roll 5 or more ships and, as rolled, before any alien tech, they add up to 10 or less (X-30).</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous lancez 5 vaisseaux ou plus et, tels que lancés, avant toute technologie extraterrestre, ils font 10 ou moins (X-30).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Bradbury Plateau.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; aucune de vos colonies n'est sur le Plateau Bradbury.</translation>
    </message>
    <message>
        <source>Agenda 21: The first sixth ship</source>
        <translation>Objectif 21 : le premier sixième vaisseau</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you build your 6th ship, and nobody has built a 6th ship before you.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous construisez votre 6e vaisseau, et personne n'a construit de 6e vaisseau avant vous.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; your largest group of neighbouring territories with your colonies holds the most colonies of yours, compared with every other player's largest group; a tie is enough (X-31).</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; votre plus grand groupe de territoires voisins portant vos colonies compte le plus de vos colonies, comparé au plus grand groupe de chaque autre joueur ; une égalité suffit (X-31).</translation>
    </message>
    <message>
        <source>Agenda 22: Plasma Cannon shot</source>
        <translation>Objectif 22 : tir du Canon à plasma</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you discard the Plasma Cannon to send a ship back to its stock.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous défaussez le Canon à plasma pour renvoyer un vaisseau dans le stock de vaisseaux.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; exactly 1 of your colonies is on the territory of the Repulsor Field.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; exactement 1 de vos colonies est sur le territoire du Champ répulseur.</translation>
    </message>
    <message>
        <source>Agenda 23: Two field generators moved</source>
        <translation>Objectif 23 : deux générateurs déplacés</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you move or remove 2 different field generators. One action that moves both counts; the same one moved twice does not, nor does placing one from beside the board.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; en un tour, vous déplacez ou retirez 2 générateurs de champ différents. Une action qui déplace les deux compte ; le même déplacé deux fois ne compte pas, ni la pose d'un générateur depuis le bord du plateau.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold no alien tech card.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous n'avez aucune carte de technologie extraterrestre.</translation>
    </message>
    <message>
        <source>Agenda 24: Foiled raid</source>
        <translation>Objectif 24 : raid déjoué</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; when a player raids you, reveal this card at once: the part of the raid against you fails (X-32).</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; quand un joueur vous pille, révélez aussitôt cette carte : la part du raid qui vous vise échoue (X-32).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold a Data Crystal and a Holographic Decoy.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous avez un Cristal de données et un Leurre holographique.</translation>
    </message>
    <message>
        <source>Agenda 25: Everywhere, in charge nowhere</source>
        <translation>Objectif 25 : partout, maître nulle part</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you have 3 or more colonies on territories and control none of them.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous avez 3 colonies ou plus sur des territoires et n'en contrôlez aucun.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; every territory with a colony of yours is under your control.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; chaque territoire portant une de vos colonies est sous votre contrôle.</translation>
    </message>
    <message>
        <source>Agenda 26: Raiding a card you hold</source>
        <translation>Objectif 26 : piller une carte que vous avez</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you raid an alien tech card of a name you already hold; it is discarded.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous pillez une carte de technologie dont vous avez déjà le nom ; elle est défaussée.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; 3 ships of yours are docked at the Raiders' Outpost.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; 3 de vos vaisseaux sont amarrés à l'Avant-poste des pillards.</translation>
    </message>
    <message>
        <source>Agenda 27: Raided twice</source>
        <translation>Objectif 27 : pillé deux fois</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you are raided in two turns in a row, that is, in two players' turns one after the other.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous êtes pillé lors de deux tours d'affilée, c'est-à-dire lors des tours de deux joueurs qui se suivent.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you have 4 or more colonies on one territory.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous avez 4 colonies ou plus sur un même territoire.</translation>
    </message>
    <message>
        <source>Agenda 28: A fleet of seven</source>
        <translation>Objectif 28 : une flotte de sept</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you gather 7 ships at the start of your turn: ships of your colour and the Relic Ship, never the Brethren Ship or a borrowed ship (X-39).</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous rassemblez 7 vaisseaux au début de votre tour : vaisseaux de votre couleur et Vaisseau relique, jamais le Vaisseau des Brethren ni un vaisseau emprunté (X-39).</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Resource Cache and the Oscillation Capacitor.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous avez la Cache de ressources et le Condensateur d'oscillation.</translation>
    </message>
    <message>
        <source>Agenda 29: Last to first</source>
        <translation>Objectif 29 : de dernier à premier</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; within one of your turns you go from lowest score alone to highest score alone.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; au cours d'un de vos tours, vous passez de seul dernier au score à seul premier.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Booster Pod and the Experimental FTL Drive.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous avez le Module propulseur et la Propulsion PRL expérimentale.</translation>
    </message>
    <message>
        <source>Agenda 30: Something from everyone</source>
        <translation>Objectif 30 : un peu de chacun</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you take resources or cards from every opponent.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; en un tour, vous prenez des ressources ou des cartes à chaque adversaire.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Polarity Device and the Multiverse Window.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous avez le Dispositif de polarité et la Fenêtre multivers.</translation>
    </message>
    <message>
        <source>Agenda 31: Two cards in a turn</source>
        <translation>Objectif 31 : deux cartes en un tour</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you gain 2 or more alien tech cards in one turn; a duplicate that is discarded does not count.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous gagnez 2 cartes de technologie ou plus en un tour ; un doublon défaussé ne compte pas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Stasis Beam and the Solar Harvester.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous avez le Rayon de stase et le Moissonneur solaire.</translation>
    </message>
    <message>
        <source>Agenda 32: Two territories seized</source>
        <translation>Objectif 32 : deux territoires pris</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; in one turn you take control of 2 territories that other players controlled.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; en un tour, vous prenez le contrôle de 2 territoires que d'autres joueurs contrôlaient.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Plasma Cannon and the Electrofabricator.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous avez le Canon à plasma et l'Électrofabricateur.</translation>
    </message>
    <message>
        <source>Agenda 33: The Repulsor Field brought in</source>
        <translation>Objectif 33 : le Champ répulseur amené</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you put the Repulsor Field on the planet from beside the board, other than with Proxima Centauri Scholars.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous posez le Champ répulseur sur la planète depuis le bord du plateau, autrement qu'avec Proxima Centauri Scholars.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; none of your colonies is on Lem Badlands.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; aucune de vos colonies n'est sur les Terres arides Lem.</translation>
    </message>
    <message>
        <source>Agenda 34: The REV isolated</source>
        <translation>Objectif 34 : le REV isolé</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you move the REV into the territory of the Isolation Field.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous déplacez le REV dans le territoire du Champ d'isolation.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; the REV is on a territory you control.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; le REV est sur un territoire que vous contrôlez.</translation>
    </message>
    <message>
        <source>Agenda 35: Repulsor on the REV</source>
        <translation>Objectif 35 : répulseur sur le REV</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you place or move the Repulsor Field onto the territory where the REV is.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous posez ou déplacez le Champ répulseur sur le territoire où se trouve le REV.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; the REV and the Relic Ship are both on Burroughs Desert.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; le REV et le Vaisseau relique sont tous deux dans le Désert Burroughs.</translation>
    </message>
    <message>
        <source>Agenda 36: Control by Ion Fluctuator</source>
        <translation>Objectif 36 : contrôle par Fluctuateur ionique</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you take control of a territory by using the Ion Fluctuator.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous prenez le contrôle d'un territoire en utilisant le Fluctuateur ionique.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control at least one territory that holds exactly 1 colony.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous contrôlez au moins un territoire qui porte exactement 1 colonie.</translation>
    </message>
    <message>
        <source>Agenda 37: Hijack at the Artifact</source>
        <translation>Objectif 37 : détournement à l'Artefact</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; with the Brethren Ship you hijack a ship docked at the Alien Artifact.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; avec le Vaisseau des Brethren, vous détournez un vaisseau amarré à l'Artefact extraterrestre.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; the Brethren Ship is docked at an orbital facility or a faction board.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; le Vaisseau des Brethren est amarré à une installation orbitale ou à un plateau de faction.</translation>
    </message>
    <message>
        <source>Agenda 38: Breaking your own ship</source>
        <translation>Objectif 38 : démolir son propre vaisseau</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you send one of your own ships away with the Shipbreaker Drone.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous renvoyez un de vos propres vaisseaux avec le Drone démolisseur.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Shipbreaker Drone and exactly 4 ships of your colour.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous avez le Drone démolisseur et exactement 4 vaisseaux de votre couleur.</translation>
    </message>
    <message>
        <source>Agenda 39: The Oracle taken</source>
        <translation>Objectif 39 : l'Oracle pris</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; another player takes your Oracle Engine.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; un autre joueur prend votre Moteur oracle.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Oracle Engine.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous avez le Moteur oracle.</translation>
    </message>
    <message>
        <source>Agenda 40: The Relic terraforms</source>
        <translation>Objectif 40 : la Relique terraforme</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you dock the Relic Ship at the Terraforming Station.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous amarrez le Vaisseau relique à la Station de terraformation.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; the Relic Ship is in your fleet and you hold the Magnetic Lockdown.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; le Vaisseau relique est dans votre flotte et vous avez le Verrouillage magnétique.</translation>
    </message>
    <message>
        <source>Agenda 41: A run at the Lunar Mine</source>
        <translation>Objectif 41 : une suite à la Mine lunaire</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; the Lunar Mine holds 5 ships of 5 consecutive values, at least one of them yours.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; la Mine lunaire porte 5 vaisseaux de 5 valeurs consécutives, dont au moins un à vous.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you hold the Nano-Recycler and control Van Vogt Mountains.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous avez le Nano-recycleur et contrôlez les Monts Van Vogt.</translation>
    </message>
    <message>
        <source>Agenda 42: Built by the Shipfitter</source>
        <translation>Objectif 42 : construit par le Drone équipeur</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you build a ship with the paid power of the Shipfitter Drone.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous construisez un vaisseau avec le pouvoir payant du Drone équipeur.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; no field generator is on any territory.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; aucun générateur de champ n'est sur un territoire.</translation>
    </message>
    <message>
        <source>Agenda 43: Two asteroids in a turn</source>
        <translation>Objectif 43 : deux astéroïdes en un tour</translation>
    </message>
    <message>
        <source>&lt;b&gt;In game:&lt;/b&gt; you claim 2 asteroid cards in one turn.</source>
        <translation>&lt;b&gt;En cours de partie :&lt;/b&gt; vous revendiquez 2 cartes astéroïde en un tour.</translation>
    </message>
    <message>
        <source>&lt;b&gt;End of game:&lt;/b&gt; you control Blish Expanse.</source>
        <translation>&lt;b&gt;Fin de partie :&lt;/b&gt; vous contrôlez l'Étendue Blish.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; none.</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; aucun.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; none.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; aucun.</translation>
    </message>
    <message>
        <source>This card deals with agenda cards: without the Agendas module it stays in the box (X-33).</source>
        <translation>Cette carte concerne les cartes objectif : sans le module Objectifs secrets, elle reste dans la boîte (X-33).</translation>
    </message>
    <message>
        <source>Extra alien tech cards</source>
        <translation>Cartes de technologie extraterrestre supplémentaires</translation>
    </message>
    <message>
        <source>With the extra alien tech module, 35 more cards, one of each, are shuffled into the alien tech deck before any card is dealt. The rules of the base cards hold for them too: one card of a name per player, each card once per turn, one discard power per turn, never the paid and the discard power of one card in the same turn, and ship values always from 1 to 6 (X-36).</source>
        <translation>Avec le module des technologies extraterrestres supplémentaires, 35 cartes de plus, chacune en un exemplaire, sont mélangées à la pioche de technologie avant toute distribution. Les règles des cartes de base valent aussi pour elles : une carte de chaque nom par joueur, chaque carte une fois par tour, un pouvoir de défausse par tour, jamais le pouvoir payant et le pouvoir de défausse d'une même carte dans le même tour, et des valeurs de vaisseau toujours de 1 à 6 (X-36).</translation>
    </message>
    <message>
        <source>Costs are fuel paid to the supply. Pohl Foothills takes 1 fuel off each use of a card's fuel cost (X-37), and field generators win over card powers (X-38). A number marked as our reading is missing from the sources we have: the app uses it as we read it (X-2).</source>
        <translation>Les coûts sont du carburant payé à la réserve. Les Contreforts Pohl retirent 1 carburant à chaque utilisation du coût en carburant d'une carte (X-37), et les générateurs de champ l'emportent sur les pouvoirs des cartes (X-38). Une valeur marquée comme notre lecture manque dans nos sources : l'application l'utilise telle que nous la lisons (X-2).</translation>
    </message>
    <message>
        <source>The catalogue counts 36 cards, but no source we have describes the 36th: the app leaves it out rather than guess (X-34).</source>
        <translation>Le catalogue compte 36 cartes, mais aucune de nos sources ne décrit la 36e : l'application la laisse de côté plutôt que de deviner (X-34).</translation>
    </message>
    <message>
        <source>The module is in preparation: the app still refuses it when a game is set up, until it plays every card.</source>
        <translation>Le module est en préparation : l'application le refuse encore à la mise en place d'une partie, jusqu'à ce qu'elle joue chaque carte.</translation>
    </message>
    <message>
        <source>Alien Sarcophagus</source>
        <translation>Sarcophage extraterrestre</translation>
    </message>
    <message>
        <source>Worth %1 VP more while you also hold the Alien City or the Alien Monument; never more than that.</source>
        <translation>Vaut %1 PV de plus tant que vous avez aussi la Cité extraterrestre ou le Monument extraterrestre ; jamais davantage.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; at the start of your turn, take the Relic Ship, roll it with your fleet and use it as yours this turn (X-53, X-55).</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; au début de votre tour, prenez le Vaisseau relique, lancez-le avec votre flotte et utilisez-le comme le vôtre ce tour-ci (X-53, X-55).</translation>
    </message>
    <message>
        <source>Astrogation Servo</source>
        <translation>Servo d'astrogation</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to take a ship of any player from the Maintenance Bay, roll it and use it as yours this turn, never at the Terraforming Station; its owner gathers it at their next turn (X-39).</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; payez %1 pour prendre un vaisseau de n'importe quel joueur dans la Baie de maintenance, le lancer et l'utiliser comme le vôtre ce tour-ci, jamais à la Station de terraformation ; son propriétaire le rassemble à son prochain tour (X-39).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every ship at one orbital facility goes to the Maintenance Bay; a ship on the Terraforming Station goes to its stock instead.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; chaque vaisseau d'une installation orbitale va dans la Baie de maintenance ; un vaisseau sur la Station de terraformation va plutôt dans le stock de vaisseaux.</translation>
    </message>
    <message>
        <source>Auto Pilot A.I.</source>
        <translation>Pilote automatique I.A.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; at no cost, put one of your unplaced ships on the card for good. From then on, at the start of every player's turn, yours included, you gain %1 or %2 (X-40).</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; sans coût, placez pour de bon un de vos vaisseaux non placés sur la carte. Dès lors, au début du tour de chaque joueur, le vôtre compris, vous gagnez %1 ou %2 (X-40).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; the ship on the card goes to the Maintenance Bay. So does it when the card is raided.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; le vaisseau sur la carte va dans la Baie de maintenance. De même quand la carte est pillée.</translation>
    </message>
    <message>
        <source>Bio-Integration Circuit</source>
        <translation>Circuit de bio-intégration</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; at the start of your turn, your ship on the Terraforming Station goes to the Maintenance Bay instead of the stock, and you gather it on your next turn (X-53).</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; au début de votre tour, votre vaisseau sur la Station de terraformation va dans la Baie de maintenance au lieu du stock, et vous le rassemblez à votre prochain tour (X-53).</translation>
    </message>
    <message>
        <source>Chameleon Cloak</source>
        <translation>Cape caméléon</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to replace opponents' ships at one facility with your unplaced ships of the same values; you pay the facility's price and take its benefit, and their ships go to the Maintenance Bay. Never at the Terraforming Station (X-42).</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; payez %1 pour remplacer des vaisseaux adverses d'une installation par vos vaisseaux non placés de mêmes valeurs ; vous payez le prix de l'installation et en recevez l'avantage, et leurs vaisseaux vont dans la Baie de maintenance. Jamais à la Station de terraformation (X-42).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; the colonies of two territories change places; the Repulsor Field on either one blocks it (X-38).</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; les colonies de deux territoires échangent leurs places ; le Champ répulseur sur l'un des deux l'empêche (X-38).</translation>
    </message>
    <message>
        <source>Chrono-Spike</source>
        <translation>Chrono-pointe</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; free: roll one of your unplaced ships again. Having no fuel cost, it cannot be repeated with the Oscillation Capacitor.</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; gratuit : relancez un de vos vaisseaux non placés. Sans coût en carburant, il ne peut pas être répété avec le Condensateur d'oscillation.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; once all your ships are placed, take back 1 or 2 of your docked ships (not from the Terraforming Station or the Maintenance Bay), roll them and dock them at other facilities (X-53).</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; une fois tous vos vaisseaux placés, reprenez 1 ou 2 de vos vaisseaux amarrés (pas sur la Station de terraformation ni dans la Baie de maintenance), relancez-les et amarrez-les à d'autres installations (X-53).</translation>
    </message>
    <message>
        <source>Deflector Shield</source>
        <translation>Bouclier déflecteur</translation>
    </message>
    <message>
        <source>&lt;b&gt;Always on:&lt;/b&gt; another player whose card moves, changes, uses or removes your ships pays %1 more for each of them; Pohl Foothills does not reduce it (X-44).</source>
        <translation>&lt;b&gt;Toujours actif :&lt;/b&gt; un autre joueur dont la carte déplace, modifie, utilise ou retire vos vaisseaux paie %1 de plus pour chacun d'eux ; les Contreforts Pohl ne le réduisent pas (X-44).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put the Repulsor or the Positron Field on a territory where you have a colony, or move it there.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; placez le Champ répulseur ou le Champ de positrons sur un territoire où vous avez une colonie, ou déplacez-le là.</translation>
    </message>
    <message>
        <source>Electrofabricator</source>
        <translation>Électrofabricateur</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to gain %2.</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; payez %1 pour gagner %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; gain %3.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; gagnez %3.</translation>
    </message>
    <message>
        <source>Experimental FTL Drive</source>
        <translation>Propulsion PRL expérimentale</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to set one of your unplaced ships to any value from 1 to 6, then put 1 fuel from the supply on the card. At the end of the turn in which token number %2 arrives, the tokens go back and the card is discarded (X-47).</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; payez %1 pour mettre un de vos vaisseaux non placés à la valeur de votre choix de 1 à 6, puis posez sur la carte 1 carburant pris dans la réserve. À la fin du tour où arrive le jeton numéro %2, les jetons repartent et la carte est défaussée (X-47).</translation>
    </message>
    <message>
        <source>Field Amplifier</source>
        <translation>Amplificateur de champ</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to stretch a field generator on a territory you control across the border to a neighbouring territory: it acts on both (X-38).</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; payez %1 pour étendre un générateur de champ d'un territoire que vous contrôlez par-delà la frontière vers un territoire voisin : il agit sur les deux (X-38).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every field generator on the planet moves to one territory where you have a colony.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; chaque générateur de champ de la planète se déplace vers un territoire où vous avez une colonie.</translation>
    </message>
    <message>
        <source>Field Propagator</source>
        <translation>Propagateur de champ</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 and roll a die: 1 to 3 the Repulsor Field, 4 or 5 the Positron Field, 6 the Isolation Field. Put that generator on a territory where you have a colony, or move it there (X-56).</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; payez %1 et lancez un dé : 1 à 3 le Champ répulseur, 4 ou 5 le Champ de positrons, 6 le Champ d'isolation. Placez ce générateur sur un territoire où vous avez une colonie, ou déplacez-le là (X-56).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; move one field generator of your choice to another territory.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; déplacez le générateur de champ de votre choix vers un autre territoire.</translation>
    </message>
    <message>
        <source>Fleet Interlink</source>
        <translation>Interconnexion de flotte</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to add 1 to each of your unplaced ships; a 6 becomes a 1 (X-35).</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; payez %1 pour ajouter 1 à chacun de vos vaisseaux non placés ; un 6 devient un 1 (X-35).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; put a field generator that is off the planet on a territory where you have a colony.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; placez un générateur de champ qui est hors de la planète sur un territoire où vous avez une colonie.</translation>
    </message>
    <message>
        <source>Gravitron Shunt</source>
        <translation>Dérivation gravitron</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to take any colony off its territory onto this card, one at a time. On their turn, its owner may pay %2 to land it on any territory (X-41).</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; payez %1 pour retirer n'importe quelle colonie de son territoire et la mettre sur cette carte, une à la fois. À son tour, son propriétaire peut payer %2 pour la poser sur n'importe quel territoire (X-41).</translation>
    </message>
    <message>
        <source>Infiltration A.I.</source>
        <translation>I.A. d'infiltration</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; when you gather your fleet, pay %1 to gather an opponent's ship from the board as well and use it as yours this turn; never from or to the Terraforming Station, never from the Maintenance Bay (X-39).</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; quand vous rassemblez votre flotte, payez %1 pour rassembler aussi un vaisseau adverse du plateau et l'utiliser comme le vôtre ce tour-ci ; jamais depuis ou vers la Station de terraformation, jamais depuis la Baie de maintenance (X-39).</translation>
    </message>
    <message>
        <source>Infinity Mirror</source>
        <translation>Miroir d'infini</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; instead of rolling your fleet, pay %1, roll one ship and set all your other ships to its value (X-45).</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; au lieu de lancer votre flotte, payez %1, lancez un vaisseau et mettez tous vos autres vaisseaux à sa valeur (X-45).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every ship docked on the board now shows 1; benefits already taken stay.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; chaque vaisseau amarré sur le plateau montre maintenant 1 ; les avantages déjà reçus restent.</translation>
    </message>
    <message>
        <source>Ion Fluctuator</source>
        <translation>Fluctuateur ionique</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to move an opponent's colony from a territory where you have a colony to a neighbouring territory (X-52).</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; payez %1 pour déplacer une colonie adverse d'un territoire où vous avez une colonie vers un territoire voisin (X-52).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every opponent's colony leaves a territory where you have a colony, each to a neighbouring territory its owner picks.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; chaque colonie adverse quitte un territoire où vous avez une colonie, chacune vers un territoire voisin choisi par son propriétaire.</translation>
    </message>
    <message>
        <source>Lunar Tunneler</source>
        <translation>Tunnelier lunaire</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; when you dock at the Lunar Mine, pay %1 to gain %2 more; once per turn, not per ship.</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; quand vous vous amarrez à la Mine lunaire, payez %1 pour gagner %2 de plus ; une fois par tour, pas par vaisseau.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every ship at the Lunar Mine goes to the Maintenance Bay.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; chaque vaisseau de la Mine lunaire va dans la Baie de maintenance.</translation>
    </message>
    <message>
        <source>Magnetic Lockdown</source>
        <translation>Verrouillage magnétique</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; put %1 on the card: until your next turn nobody can move or remove your landed colonies, you included; then the fuel goes to the supply (X-48).</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; posez %1 sur la carte : jusqu'à votre prochain tour, personne ne peut déplacer ni retirer vos colonies posées, vous compris ; ensuite le carburant retourne à la réserve (X-48).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; move up to 2 of your landed colonies to one territory.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; déplacez jusqu'à 2 de vos colonies posées vers un même territoire.</translation>
    </message>
    <message>
        <source>Multiverse Window</source>
        <translation>Fenêtre multivers</translation>
    </message>
    <message>
        <source>&lt;b&gt;Always on:&lt;/b&gt; you may hold 4 agenda cards instead of 3.</source>
        <translation>&lt;b&gt;Toujours actif :&lt;/b&gt; vous pouvez avoir 4 cartes objectif au lieu de 3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; reveal one of your face-down agenda cards and score its in-game point without meeting its goal (X-50).</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; révélez une de vos cartes objectif face cachée et marquez son point en cours de partie sans remplir son objectif (X-50).</translation>
    </message>
    <message>
        <source>Nano-Recycler</source>
        <translation>Nano-recycleur</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to gain %2, and %3 more while you have the Pohl Foothills bonus.</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; payez %1 pour gagner %2, et %3 de plus tant que vous avez le bonus des Contreforts Pohl.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; return one of your unplaced ships to your stock and gain %4; you keep at least as many ships as the Terraforming Station requires (X-46).</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; rendez un de vos vaisseaux non placés au stock de vaisseaux et gagnez %4 ; vous gardez au moins autant de vaisseaux que la Station de terraformation l'exige (X-46).</translation>
    </message>
    <message>
        <source>Null-Time Vault</source>
        <translation>Coffre hors du temps</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; move up to %1 fuel and ore of yours onto the card each turn, with %2 on it at most. They are not yours to spend, not counted in your limit and cannot be raided as resources (X-49).</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; chaque tour, déplacez jusqu'à %1 de vos carburants et minerais sur la carte, %2 au plus sur elle. Vous ne pouvez pas les dépenser, ils ne comptent pas dans votre limite et ne peuvent pas être pillés comme ressources (X-49).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take everything on the card into your supply.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; prenez tout ce qui est sur la carte dans votre réserve.</translation>
    </message>
    <message>
        <source>Oracle Engine</source>
        <translation>Moteur oracle</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; before you roll, pay %1 to draw an agenda card face up onto this card. If you meet its in-game goal this turn, it scores 2 VP and you keep it, and the Oracle Engine is discarded; if not, the agenda card is discarded (X-50).</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; avant de lancer, payez %1 pour piocher une carte objectif face visible sur cette carte. Si vous remplissez son objectif en cours de partie ce tour-ci, elle rapporte 2 PV et vous la gardez, et le Moteur oracle est défaussé ; sinon, la carte objectif est défaussée (X-50).</translation>
    </message>
    <message>
        <source>Oscillation Capacitor</source>
        <translation>Condensateur d'oscillation</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; once per turn, use a card with a fuel cost a second time by paying that cost again (X-51).</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; une fois par tour, utilisez une seconde fois une carte à coût en carburant en payant ce coût de nouveau (X-51).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; another player's alien tech card of your choice is discarded, without its discard power.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; une carte de technologie d'un autre joueur, de votre choix, est défaussée, sans son pouvoir de défausse.</translation>
    </message>
    <message>
        <source>Peta-Bit Processor</source>
        <translation>Processeur pétabit</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to use one more discard power this turn, of a card not used this turn (X-13).</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; payez %1 pour utiliser un pouvoir de défausse de plus ce tour-ci, d'une carte non utilisée ce tour-ci (X-13).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; the 3 Alien Artifact cards on display leave the game.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; les 3 cartes de l'Artefact extraterrestre exposées quittent la partie.</translation>
    </message>
    <message>
        <source>Probability Focus</source>
        <translation>Focalisateur de probabilité</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; before you roll, you may put %1 on the card. When your roll, as rolled, shows %2 or more ships of one value, every fuel on the card becomes %3 in your supply; otherwise it stays there (X-30, X-49).</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; avant de lancer, vous pouvez poser %1 sur la carte. Quand votre lancer, tel que lancé, montre %2 vaisseaux ou plus de même valeur, chaque carburant de la carte devient %3 dans votre réserve ; sinon il y reste (X-30, X-49).</translation>
    </message>
    <message>
        <source>Resonating Beacon</source>
        <translation>Balise résonante</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to cycle the 3 Alien Artifact cards.</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; payez %1 pour renouveler les 3 cartes de l'Artefact extraterrestre.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; cycle them up to %2 times for free, then claim one card on display.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; renouvelez-les jusqu'à %2 fois gratuitement, puis prenez une carte exposée.</translation>
    </message>
    <message>
        <source>Retrieval Webbing</source>
        <translation>Filet de récupération</translation>
    </message>
    <message>
        <source>&lt;b&gt;Always on:&lt;/b&gt; what other players discard above the limit of 8 comes to you (X-54).</source>
        <translation>&lt;b&gt;Toujours actif :&lt;/b&gt; ce que les autres joueurs défaussent au-delà de la limite de 8 vous revient (X-54).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take 1 resource of your choice from each player; the Holographic Decoy does not stop it.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; prenez 1 ressource de votre choix à chaque joueur ; le Leurre holographique ne l'empêche pas.</translation>
    </message>
    <message>
        <source>Scout Drone</source>
        <translation>Drone éclaireur</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; move one of your landed colonies to a territory with no colony; the Repulsor Field blocks it (X-38).</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; déplacez une de vos colonies posées vers un territoire sans colonie ; le Champ répulseur l'empêche (X-38).</translation>
    </message>
    <message>
        <source>Seismic Detonator</source>
        <translation>Détonateur sismique</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every colony of one territory moves to neighbouring territories of your choice; then the card leaves the game (X-52).</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; chaque colonie d'un territoire se déplace vers des territoires voisins de votre choix ; ensuite la carte quitte la partie (X-52).</translation>
    </message>
    <message>
        <source>Shipbreaker Drone</source>
        <translation>Drone démolisseur</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; with %1 or more ships of your colour in play, return one unplaced ship to your stock and gain what it cost at the Shipyard (X-46).</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; avec %1 vaisseaux ou plus de votre couleur en jeu, rendez un vaisseau non placé au stock de vaisseaux et gagnez ce qu'il a coûté au Chantier spatial (X-46).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; the same with two unplaced ships, for both prices.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; la même chose avec deux vaisseaux non placés, pour les deux prix.</translation>
    </message>
    <message>
        <source>Shipfitter Drone</source>
        <translation>Drone équipeur</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; with a pair of ships of %1 or more at the Shipyard, pay %2 instead of the Shipyard price to build a ship.</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; avec une paire de vaisseaux de %1 ou plus au Chantier spatial, payez %2 au lieu du prix du Chantier pour construire un vaisseau.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; when you build a ship, roll it and use it at once.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; quand vous construisez un vaisseau, lancez-le et utilisez-le aussitôt.</translation>
    </message>
    <message>
        <source>Solar Harvester</source>
        <translation>Moissonneur solaire</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; at no cost, gain %1 for each opponent's ship at the Solar Converter now (X-54).</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; sans coût, gagnez %1 pour chaque vaisseau adverse présent au Convertisseur solaire (X-54).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; all the fuel your opponents hold goes back to the supply.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; tout le carburant de vos adversaires retourne à la réserve.</translation>
    </message>
    <message>
        <source>Superconducting Grapple</source>
        <translation>Grappin supraconducteur</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 per ship to dock at a facility with no free port; its usual requirements and costs apply, and the ships wait beside it until your next turn (X-43).</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; payez %1 par vaisseau pour vous amarrer à une installation sans port libre ; ses conditions et coûts habituels s'appliquent, et les vaisseaux attendent à côté jusqu'à votre prochain tour (X-43).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; every ship at one facility goes to the Maintenance Bay; never the Terraforming Station.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; chaque vaisseau d'une installation va dans la Baie de maintenance ; jamais la Station de terraformation.</translation>
    </message>
    <message>
        <source>Suppression Matrix</source>
        <translation>Matrice de suppression</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to take 1 off each of your unplaced ships; a 1 becomes a 6.</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; payez %1 pour retirer 1 à chacun de vos vaisseaux non placés ; un 1 devient un 6.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; take one field generator off a territory where you have a colony.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; retirez un générateur de champ d'un territoire où vous avez une colonie.</translation>
    </message>
    <message>
        <source>Tele-Operator</source>
        <translation>Télé-opérateur</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to use the power of an Alien Artifact card on display as if it were yours, paying its own cost too; never a VP card, never its discard (X-51).</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; payez %1 pour utiliser le pouvoir d'une carte de l'Artefact extraterrestre exposée comme si elle était à vous, en payant aussi son propre coût ; jamais une carte à PV, jamais sa défausse (X-51).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; claim one card on display.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; prenez une carte exposée.</translation>
    </message>
    <message>
        <source>X-25: When to reveal an in-game side</source>
        <translation>X-25 : quand révéler une face en cours de partie</translation>
    </message>
    <message>
        <source>You may reveal a card's in-game side at the moment its goal comes true, on any player's turn, before the next action; the app offers the reveal after each action. A moment missed is gone: it comes back only if a later event makes the goal true again.</source>
        <translation>Vous pouvez révéler la face en cours de partie d'une carte au moment où son objectif se réalise, pendant le tour de n'importe quel joueur, avant l'action suivante ; l'application propose la révélation après chaque action. Un moment manqué est perdu : il ne revient que si un événement ultérieur réalise de nouveau l'objectif.</translation>
    </message>
    <message>
        <source>X-26: What one turn counts</source>
        <translation>X-26 : ce que compte un tour</translation>
    </message>
    <message>
        <source>A goal "in one turn" counts the whole current turn, even what happened before you drew the card, but you must hold the card face down when the event that meets the goal happens. Cards drawn by that very event count (agenda 16). Gains are counted before any spending.</source>
        <translation>Un objectif « en un tour » compte tout le tour en cours, même ce qui s'est passé avant que vous ne piochiez la carte, mais vous devez avoir la carte face cachée lorsque survient l'événement qui remplit l'objectif. Les cartes piochées par cet événement même comptent (objectif 16). Les gains se comptent avant toute dépense.</translation>
    </message>
    <message>
        <source>X-27: The agenda limit</source>
        <translation>X-27 : la limite d'objectifs</translation>
    </message>
    <message>
        <source>Over the limit you discard face-down agenda cards of your choice at once. Losing the Multiverse Window with more than 3 cards, you discard face-down ones down to 3; revealed cards always stay, even if that leaves you more than 3.</source>
        <translation>Au-delà de la limite, vous défaussez aussitôt des cartes objectif face cachée de votre choix. En perdant la Fenêtre multivers avec plus de 3 cartes, vous défaussez des cartes face cachée jusqu'à 3 ; les cartes révélées restent toujours, même s'il vous en reste alors plus de 3.</translation>
    </message>
    <message>
        <source>X-28: Agendas at the end of the game</source>
        <translation>X-28 : les objectifs en fin de partie</translation>
    </message>
    <message>
        <source>After the landing that ends the game (R-11), every player reveals the face-down cards whose end-game side holds. Every side is judged on the final state before anybody reveals, so the order of the reveals does not matter.</source>
        <translation>Après la pose qui termine la partie (R-11), chaque joueur révèle les cartes face cachée dont la face de fin de partie est remplie. Chaque face est jugée sur l'état final avant que quiconque ne révèle, donc l'ordre des révélations n'a pas d'importance.</translation>
    </message>
    <message>
        <source>X-29: Ties with agendas</source>
        <translation>X-29 : égalités avec les objectifs</translation>
    </message>
    <message>
        <source>With the Agendas module a tie goes first to the player with more revealed agenda cards; a card scored through the Oracle Engine counts once. Then the usual order follows (R-27).</source>
        <translation>Avec le module Objectifs secrets, une égalité revient d'abord au joueur qui a le plus de cartes objectif révélées ; une carte marquée grâce au Moteur oracle compte une fois. Vient ensuite l'ordre habituel (R-27).</translation>
    </message>
    <message>
        <source>X-30: A natural roll</source>
        <translation>X-30 : un lancer naturel</translation>
    </message>
    <message>
        <source>Agendas 1, 3 and 20 look at your ships as rolled, before any alien tech changes them: a roll shaped by the Infinity Mirror or the Chrono-Spike does not count. For the Probability Focus an Infinity Mirror roll does count, as it replaces the roll; a Chrono-Spike re-roll never does.</source>
        <translation>Les objectifs 1, 3 et 20 regardent vos vaisseaux tels que lancés, avant qu'une technologie extraterrestre ne les modifie : un lancer façonné par le Miroir d'infini ou la Chrono-pointe ne compte pas. Pour le Focalisateur de probabilité, un lancer du Miroir d'infini compte, puisqu'il remplace le lancer ; une relance de la Chrono-pointe jamais.</translation>
    </message>
    <message>
        <source>X-31: A group of colonies</source>
        <translation>X-31 : un groupe de colonies</translation>
    </message>
    <message>
        <source>For agenda 21, a group is a set of territories each holding a colony of yours, linked through bordering territories. Count your colonies in your largest group and compare that number with each opponent's largest group.</source>
        <translation>Pour l'objectif 21, un groupe est un ensemble de territoires portant chacun une de vos colonies, reliés par des territoires voisins. Comptez vos colonies dans votre plus grand groupe et comparez ce nombre au plus grand groupe de chaque adversaire.</translation>
    </message>
    <message>
        <source>X-32: A foiled raid</source>
        <translation>X-32 : un raid déjoué</translation>
    </message>
    <message>
        <source>When agenda 24 is revealed against a raid, the part of the raid aimed at you, resources or a card, is cancelled and cannot be turned on anyone else. The rest of the raid goes on, and the ships stay docked.</source>
        <translation>Quand l'objectif 24 est révélé contre un raid, la part du raid qui vous vise, ressources ou carte, est annulée et ne peut pas être retournée contre quelqu'un d'autre. Le reste du raid continue, et les vaisseaux restent amarrés.</translation>
    </message>
    <message>
        <source>Our reading of "cancelled": a card given back comes back as it was taken. Generators the Field Amplifier stretched over a border straddle it again, colonies the raider landed from the Gravitron Shunt go back onto the card, the Auto Pilot A.I.'s ship comes back from the Maintenance Bay onto the card, and tokens the raid sent to the supply return to the card.</source>
        <translation>Notre lecture de « annulée » : une carte rendue revient telle qu'elle a été prise. Les générateurs que l'Amplificateur de champ étendait sur une frontière la chevauchent de nouveau, les colonies que le pillard a posées depuis la Dérivation gravitron retournent sur la carte, le vaisseau du Pilote automatique I.A. revient de la Baie de maintenance sur la carte, et les jetons que le raid a envoyés à la réserve reviennent sur la carte.</translation>
    </message>
    <message>
        <source>X-33: Cards left out at setup</source>
        <translation>X-33 : cartes écartées à la mise en place</translation>
    </message>
    <message>
        <source>Without the Factions module, agendas 33, 34, 35 and 37 leave the deck; with it, 34 and 35 leave when nobody took Xeno Explorations, Inc., and 37 when nobody took Brethren of the Stars. Without the extra alien tech, agendas 28 to 32, 36 and 38 to 42 leave; without the Outer Belt, agenda 43.</source>
        <translation>Sans le module Factions, les objectifs 33, 34, 35 et 37 quittent la pioche ; avec lui, 34 et 35 partent si personne n'a pris Xeno Explorations, Inc., et 37 si personne n'a pris Brethren of the Stars. Sans les technologies extraterrestres supplémentaires, les objectifs 28 à 32, 36 et 38 à 42 partent ; sans la Ceinture extérieure, l'objectif 43.</translation>
    </message>
    <message>
        <source>An agenda that names an alien tech card out of the deck leaves too, and without the Agendas module the Multiverse Window and the Oracle Engine stay in the box.</source>
        <translation>Un objectif qui nomme une carte de technologie absente de la pioche part aussi, et sans le module Objectifs secrets, la Fenêtre multivers et le Moteur oracle restent dans la boîte.</translation>
    </message>
    <message>
        <source>X-34: The 36th card</source>
        <translation>X-34 : la 36e carte</translation>
    </message>
    <message>
        <source>The guide counts 36 extra cards but describes only 35. A few other names turn up in the Edition X summary, none of which can be matched with certainty, so the app plays the 35 known cards and keeps a place for the 36th without guessing what it is.</source>
        <translation>Le guide compte 36 cartes supplémentaires mais n'en décrit que 35. Quelques autres noms apparaissent dans le résumé de l'Édition X, sans qu'aucun puisse être rattaché avec certitude ; l'application joue donc les 35 cartes connues et garde une place pour la 36e sans deviner ce qu'elle est.</translation>
    </message>
    <message>
        <source>X-35: Fleet Interlink</source>
        <translation>X-35 : Interconnexion de flotte</translation>
    </message>
    <message>
        <source>The two texts of this card disagree. The app adds 1 to each of your unplaced ships and turns a 6 into a 1: every other card that changes values acts on unplaced ships, and a 7 would mean nothing at several facilities.</source>
        <translation>Les deux textes de cette carte se contredisent. L'application ajoute 1 à chacun de vos vaisseaux non placés et fait d'un 6 un 1 : toutes les autres cartes qui changent les valeurs agissent sur les vaisseaux non placés, et un 7 n'aurait aucun sens à plusieurs installations.</translation>
    </message>
    <message>
        <source>X-36: Ship values</source>
        <translation>X-36 : valeurs des vaisseaux</translation>
    </message>
    <message>
        <source>Ship values always stay from 1 to 6. They wrap around only where a card says so (Fleet Interlink, Suppression Matrix); the Booster Pod and the Stasis Beam keep the ruleset's behaviour, and the Experimental FTL Drive sets a value from 1 to 6.</source>
        <translation>Les valeurs des vaisseaux restent toujours de 1 à 6. Elles ne font le tour que là où une carte le dit (Interconnexion de flotte, Matrice de suppression) ; le Module propulseur et le Rayon de stase gardent le comportement des règles choisies, et la Propulsion PRL expérimentale fixe une valeur de 1 à 6.</translation>
    </message>
    <message>
        <source>X-37: Pohl Foothills and card costs</source>
        <translation>X-37 : Contreforts Pohl et coûts des cartes</translation>
    </message>
    <message>
        <source>The Pohl Foothills bonus takes 1 fuel off each use of a card's own fuel cost, once per use and not per ship. It applies again to a second use through the Oscillation Capacitor, and to both costs of the Tele-Operator. It does not reduce the Deflector Shield's extra fuel, what you put on the Probability Focus or the Null-Time Vault, the Gravitron Shunt's release, or ore costs.</source>
        <translation>Le bonus des Contreforts Pohl retire 1 carburant à chaque utilisation du coût en carburant propre d'une carte, une fois par utilisation et non par vaisseau. Il s'applique de nouveau à une seconde utilisation via le Condensateur d'oscillation, et aux deux coûts du Télé-opérateur. Il ne réduit ni le supplément du Bouclier déflecteur, ni ce que vous posez sur le Focalisateur de probabilité ou le Coffre hors du temps, ni la libération de la Dérivation gravitron, ni les coûts en minerai.</translation>
    </message>
    <message>
        <source>X-38: Field generators first</source>
        <translation>X-38 : les générateurs de champ d'abord</translation>
    </message>
    <message>
        <source>Field generators win over card powers. No card moves a colony into or out of a territory under the Repulsor Field, and the REV can neither enter nor leave it. The Isolation Field cancels bonuses but not VP. A generator stretched by the Field Amplifier is in both territories for every rule.</source>
        <translation>Les générateurs de champ l'emportent sur les pouvoirs des cartes. Aucune carte ne fait entrer ou sortir une colonie d'un territoire sous le Champ répulseur, et le REV ne peut ni y entrer ni en sortir. Le Champ d'isolation annule les bonus mais pas les PV. Un générateur étendu par l'Amplificateur de champ est dans les deux territoires pour toutes les règles.</translation>
    </message>
    <message>
        <source>X-39: Borrowed ships</source>
        <translation>X-39 : vaisseaux empruntés</translation>
    </message>
    <message>
        <source>A ship taken with the Astrogation Servo, the Infiltration A.I., a Brethren hijack or the Alien Sarcophagus is your unplaced ship this turn: it counts in your Alien Artifact total, pairs and runs. It never goes to the Terraforming Station (except the Sarcophagus's Relic Ship), and it is not yours for fleet size or for cards that return ships. Its owner gathers it at the start of their next turn.</source>
        <translation>Un vaisseau pris avec le Servo d'astrogation, l'I.A. d'infiltration, un détournement des Brethren ou le Sarcophage extraterrestre est votre vaisseau non placé pour ce tour : il compte dans votre total à l'Artefact extraterrestre, dans les paires et les suites. Il ne va jamais à la Station de terraformation (sauf le Vaisseau relique du Sarcophage) et ne compte pas comme le vôtre pour la taille de la flotte ni pour les cartes qui rendent des vaisseaux. Son propriétaire le rassemble au début de son prochain tour.</translation>
    </message>
    <message>
        <source>X-40: Auto Pilot A.I.</source>
        <translation>X-40 : Pilote automatique I.A.</translation>
    </message>
    <message>
        <source>Putting the ship on the card is the card's use for that turn. From then on the holder gains %1 or %2, as they choose, at the start of every player's turn, before that player rolls; this may take the holder above 8, but only the active player discards. The ship still counts as a ship of its colour. When the card leaves its holder in any way, the ship goes to the Maintenance Bay.</source>
        <translation>Poser le vaisseau sur la carte est l'utilisation de la carte pour ce tour. Dès lors, le détenteur gagne %1 ou %2, à son choix, au début du tour de chaque joueur, avant que celui-ci ne lance ; cela peut le faire passer au-dessus de 8, mais seul le joueur actif défausse. Le vaisseau compte toujours comme un vaisseau de sa couleur. Quand la carte quitte son détenteur, de quelque façon que ce soit, le vaisseau va dans la Baie de maintenance.</translation>
    </message>
    <message>
        <source>X-41: Gravitron Shunt</source>
        <translation>X-41 : Dérivation gravitron</translation>
    </message>
    <message>
        <source>Any colony may be taken, yours included, unless the Magnetic Lockdown or the Repulsor Field protects it. On the card the colony still scores but controls nothing. Its owner lands it again on their own turn, on any territory without the Repulsor Field. If the card is raided, the raider places the colony; if the Oscillation Capacitor discards it, the colony's owner places it at once, for free.</source>
        <translation>N'importe quelle colonie peut être prise, la vôtre comprise, sauf si le Verrouillage magnétique ou le Champ répulseur la protège. Sur la carte, la colonie compte toujours pour le score mais ne contrôle rien. Son propriétaire la repose pendant son propre tour, sur un territoire sans Champ répulseur. Si la carte est pillée, le pillard place la colonie ; si le Condensateur d'oscillation la défausse, le propriétaire de la colonie la place aussitôt, gratuitement.</translation>
    </message>
    <message>
        <source>X-42: Chameleon Cloak</source>
        <translation>X-42 : Cape caméléon</translation>
    </message>
    <message>
        <source>You replace a group that meets the facility's requirement by itself, value for value: a pair at the Shipyard or the Orbital Market, three at the Colony Constructor, the whole run at the Raiders' Outpost, any number at a facility that takes single ships. Never at the Terraforming Station. At a faction board you pay the fee.</source>
        <translation>Vous remplacez un groupe qui remplit à lui seul la condition de l'installation, valeur pour valeur : une paire au Chantier spatial ou au Marché orbital, trois au Constructeur de colonies, toute la suite à l'Avant-poste des pillards, n'importe quel nombre à une installation qui prend des vaisseaux seuls. Jamais à la Station de terraformation. À un plateau de faction, vous payez le droit d'accès.</translation>
    </message>
    <message>
        <source>X-43: Superconducting Grapple</source>
        <translation>X-43 : Grappin supraconducteur</translation>
    </message>
    <message>
        <source>Only at a facility whose usable ports are all taken; every other requirement of the facility still applies, the Lunar Mine's highest value included. At the Raiders' Outpost a full run may grapple without bumping, and raids. Never at the Terraforming Station, the Colonist Hub or the Maintenance Bay. Grappled ships count as docked there.</source>
        <translation>Seulement à une installation dont tous les ports utilisables sont pris ; toutes les autres conditions de l'installation s'appliquent, y compris la valeur la plus haute à la Mine lunaire. À l'Avant-poste des pillards, une suite complète peut s'accrocher sans déloger, et pille. Jamais à la Station de terraformation, au Centre de colonisation ni à la Baie de maintenance. Les vaisseaux accrochés comptent comme amarrés là.</translation>
    </message>
    <message>
        <source>X-45: Infinity Mirror</source>
        <translation>X-45 : Miroir d'infini</translation>
    </message>
    <message>
        <source>The paid power replaces the roll of your fleet; the Brethren Ship is rolled as usual. The discard makes every ship docked at a facility show 1, but not those in the Maintenance Bay; later Lunar Mine and bump checks use the new values, and benefits already taken stay.</source>
        <translation>Le pouvoir payant remplace le lancer de votre flotte ; le Vaisseau des Brethren est lancé comme d'habitude. La défausse fait montrer 1 à chaque vaisseau amarré à une installation, mais pas à ceux de la Baie de maintenance ; les vérifications ultérieures à la Mine lunaire et pour déloger utilisent les nouvelles valeurs, et les avantages déjà reçus restent.</translation>
    </message>
    <message>
        <source>X-47: Experimental FTL Drive</source>
        <translation>X-47 : Propulsion PRL expérimentale</translation>
    </message>
    <message>
        <source>The token comes from the fuel supply, not from you. The discard when the last token arrives happens by itself and does not use up your discard for the turn; the card has no other discard. The tokens stay on the card if it is taken or raided.</source>
        <translation>Le jeton vient de la réserve de carburant, pas de vous. La défausse à l'arrivée du dernier jeton se fait d'elle-même et n'utilise pas votre défausse du tour ; la carte n'a pas d'autre défausse. Les jetons restent sur la carte si elle est prise ou pillée.</translation>
    </message>
    <message>
        <source>X-49: Tokens on cards</source>
        <translation>X-49 : jetons sur les cartes</translation>
    </message>
    <message>
        <source>Fuel and ore lying on a card (Null-Time Vault, Probability Focus, Experimental FTL Drive, Magnetic Lockdown) are not the player's: they cannot be spent, do not count towards 8, cannot be raided and do not count in ties. A Null-Time Vault discarded by another effect sends its tokens to the supply.</source>
        <translation>Le carburant et le minerai posés sur une carte (Coffre hors du temps, Focalisateur de probabilité, Propulsion PRL expérimentale, Verrouillage magnétique) n'appartiennent pas au joueur : ils ne peuvent pas être dépensés, ne comptent pas dans les 8, ne peuvent pas être pillés et ne comptent pas en cas d'égalité. Un Coffre hors du temps défaussé par un autre effet renvoie ses jetons à la réserve.</translation>
    </message>
    <message>
        <source>X-50: Oracle Engine and Multiverse Window</source>
        <translation>X-50 : Moteur oracle et Fenêtre multivers</translation>
    </message>
    <message>
        <source>The Oracle Engine's agenda lies face up on the card. If its in-game goal is met this turn it scores 2 VP and stays with you, marked: it is outside your limit but counts in ties. If not, it is discarded at the end of the turn. The Multiverse Window's discard scores 1 VP and is your discard for the turn.</source>
        <translation>L'objectif du Moteur oracle est posé face visible sur la carte. Si son objectif en cours de partie est rempli ce tour-ci, il rapporte 2 PV et reste chez vous, marqué : il est hors de votre limite mais compte en cas d'égalité. Sinon, il est défaussé à la fin du tour. La défausse de la Fenêtre multivers rapporte 1 PV et constitue votre défausse du tour.</translation>
    </message>
    <message>
        <source>X-54: Solar Harvester and Retrieval Webbing</source>
        <translation>X-54 : Moissonneur solaire et Filet de récupération</translation>
    </message>
    <message>
        <source>The Solar Harvester counts the opponents' ships at the Solar Converter at the moment you use it. The Retrieval Webbing collects what other players discard above 8 at the end of their turns; its holder checks the limit only at the end of their own turn.</source>
        <translation>Le Moissonneur solaire compte les vaisseaux adverses au Convertisseur solaire au moment où vous l'utilisez. Le Filet de récupération recueille ce que les autres joueurs défaussent au-delà de 8 à la fin de leur tour ; son détenteur ne vérifie la limite qu'à la fin de son propre tour.</translation>
    </message>
    <message>
        <source>X-55: Alien Sarcophagus</source>
        <translation>X-55 : Sarcophage extraterrestre</translation>
    </message>
    <message>
        <source>At the start of your turn, take the Relic Ship from Burroughs Desert or from the board (not from the Terraforming Station or the Maintenance Bay), roll it with your fleet and use it this turn, at the Terraforming Station too. If it came from another player's fleet, that player gathers it as usual; otherwise it goes back to Burroughs Desert at the start of your next turn.</source>
        <translation>Au début de votre tour, prenez le Vaisseau relique dans le Désert Burroughs ou sur le plateau (pas sur la Station de terraformation ni dans la Baie de maintenance), lancez-le avec votre flotte et utilisez-le ce tour-ci, y compris à la Station de terraformation. S'il venait de la flotte d'un autre joueur, celui-ci le rassemble comme d'habitude ; sinon, il retourne dans le Désert Burroughs au début de votre prochain tour.</translation>
    </message>
    <message>
        <source>X-56: Field Propagator</source>
        <translation>X-56 : Propagateur de champ</translation>
    </message>
    <message>
        <source>If the generator the die names already sits on the territory you picked, choose another territory with a colony of yours. If there is none, the fuel is spent for nothing.</source>
        <translation>Si le générateur désigné par le dé est déjà sur le territoire choisi, choisissez un autre territoire portant une de vos colonies. S'il n'y en a aucun, le carburant est dépensé pour rien.</translation>
    </message>
    <message>
        <source>X-53: Discards at a set moment</source>
        <translation>X-53 : Défausses à un moment fixé</translation>
    </message>
    <message>
        <source>The Bio-Integration Circuit and the Alien Sarcophagus are discarded at the start of your turn, before ships come back from the Terraforming Station and before you roll.</source>
        <translation>Le Circuit de bio-intégration et le Sarcophage extraterrestre se défaussent au début de votre tour, avant le retour des vaisseaux de la Station de terraformation et avant votre lancer.</translation>
    </message>
    <message>
        <source>At the table, the game-over page first asks for the end-game reveals: each player turns up, from their own card, the face-down cards whose end-game goal is met, before the ranking is final.</source>
        <translation>À la table, la page de fin de partie demande d’abord les révélations de fin de partie : chaque joueur retourne, depuis sa propre fiche, les cartes face cachée dont l’objectif de fin de partie est atteint, avant que le classement soit définitif.</translation>
    </message>
    <message>
        <source>This board needs the Agendas module: it is drawn only in games played with it (X-7).</source>
        <translation>Ce plateau a besoin du module Objectifs secrets : il n'est tiré que dans les parties jouées avec ce module (X-7).</translation>
    </message>
    <message>
        <source>The app plays the Factions and Agendas modules with every ruleset, alone or together (see Factions and Agendas). The extra alien tech cards are in preparation: their rules are in this reference, but the app still refuses them with "not supported yet". The Outer Belt is not supported. Games for 5 or 6 players use the Edition X rules (X-57, X-58).</source>
        <translation>L'appli joue les modules Factions et Objectifs secrets avec toutes les règles, seuls ou ensemble (voir Factions et Objectifs secrets). Les cartes de technologie extraterrestre supplémentaires sont en préparation : leurs règles figurent dans cette référence, mais l'appli les refuse encore avec « pas encore pris en charge ». La Ceinture extérieure n'est pas prise en charge. Les parties à 5 ou 6 joueurs suivent les règles de l'Édition X (X-57, X-58).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paid power:&lt;/b&gt; pay %1 to look at the top 3 alien tech cards of the draw pile (all of them when fewer are left) and put them back in any order. At the table you look at the real pile: the app only takes the fuel and later asks for the cards as they are turned up. In a digital game the app shows the cards to you alone, you choose their order, and the next cards drawn follow it.</source>
        <translation>&lt;b&gt;Pouvoir payant :&lt;/b&gt; payez %1 pour regarder les 3 cartes de technologie extraterrestre du dessus de la pioche (toutes s’il en reste moins) et les remettre dans l’ordre de votre choix. À la table, vous regardez la vraie pioche : l’application prend seulement le carburant et demande les cartes plus tard, quand elles sont révélées. Dans une partie numérique, l’application montre les cartes à vous seul, vous choisissez leur ordre, et les cartes piochées ensuite le suivent.</translation>
    </message>
    <message>
        <source>Our reading: the card's "never at the Terraforming Station" holds for your own ship taken back from the Maintenance Bay too, for the rest of that turn.</source>
        <translation>Notre lecture : le « jamais à la Station de terraformation » de la carte vaut aussi pour votre propre vaisseau repris de la Baie de maintenance, pour le reste de ce tour.</translation>
    </message>
    <message>
        <source>Our reading: ships grappled beside a full facility with the Superconducting Grapple are replaced by yours grappled in turn; they take no port.</source>
        <translation>Notre lecture : des vaisseaux agrippés à côté d'une installation pleine avec le Grappin supraconducteur sont remplacés par les vôtres, agrippés à leur tour ; ils n'occupent aucun port.</translation>
    </message>
    <message>
        <source>When the card is raided, the raider settles each stretched generator on one of its two territories. Our reading: when it leaves a hand any other way (discarded by the Oscillation Capacitor, swapped by the Terran Exchange), the stretch simply ends and each generator stays on the territory it stood on first.</source>
        <translation>Si la carte est pillée, le pillard place chaque générateur étendu sur l'un de ses deux territoires. Notre lecture : si elle quitte une main autrement (défaussée par le Condensateur d'oscillation, échangée par la Terran Exchange), l'extension prend simplement fin et chaque générateur reste sur le territoire où il se trouvait d'abord.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard power:&lt;/b&gt; when you gather, take 2 opponents' ships that way, for free. Our reading: exactly 2, so with fewer than 2 such ships on the board it cannot be used.</source>
        <translation>&lt;b&gt;Pouvoir de défausse :&lt;/b&gt; en rassemblant, prenez ainsi 2 vaisseaux adverses, gratuitement. Notre lecture : exactement 2 ; avec moins de 2 tels vaisseaux sur le plateau, il ne peut pas servir.</translation>
    </message>
    <message>
        <source>Our reading: beside a faction board whose port is taken, one ship may grapple; you pay the owner's fee and use the board's docking ability, and the port stays the other ship's (X-4).</source>
        <translation>Notre lecture : à côté d'un plateau de faction dont le port est occupé, un vaisseau peut s'agripper ; vous payez le droit d'accès au propriétaire et utilisez la capacité d'amarrage du plateau, et le port reste à l'autre vaisseau (X-4).</translation>
    </message>
    <message>
        <source>Our reading: the display keeps nothing on its cards. A lent Magnetic Lockdown locks as usual, its fuel going to the supply at once; a lent Experimental FTL Drive takes no token; the Null-Time Vault, the Gravitron Shunt and the Auto Pilot A.I. cannot be lent.</source>
        <translation>Notre lecture : l'étalage ne garde rien sur ses cartes. Un Verrouillage magnétique prêté verrouille comme d'habitude, son carburant allant aussitôt à la réserve ; une Propulsion PRL expérimentale prêtée ne reçoit pas de jeton ; le Coffre hors du temps, la Dérivation gravitron et le Pilote automatique I.A. ne peuvent pas être prêtés.</translation>
    </message>
    <message>
        <source>Our reading at the Colonist Hub: the circles the replaced ships gave their owner's colony stay. Your ships dock on your own track (on the freeform Hub of 5-6 players, at any free port) and advance your colony as any Hub docking does: your track needs a free port for each of them, and a colony of yours waiting on circle 7 stops them.</source>
        <translation>Notre lecture au Centre de colonisation : les cercles que les vaisseaux remplacés ont fait gagner à la colonie de leur propriétaire restent acquis. Vos vaisseaux s'amarrent sur votre propre piste (dans le Centre de colonisation partagé à 5-6 joueurs, à n'importe quelle place libre) et font avancer votre colonie comme tout amarrage au Centre : votre piste doit avoir une place libre pour chacun, et une colonie à vous qui attend sur le cercle 7 les en empêche.</translation>
    </message>
</context>
<context>
    <name>RulesReferenceView</name>
    <message>
        <source>Search the rules</source>
        <translation>Rechercher dans les règles</translation>
    </message>
    <message>
        <source>%1 of %2 entries</source>
        <extracomment>How many rules entries match the search, e.g. "4 of 97 entries"</extracomment>
        <translation>%1 entrées sur %2</translation>
    </message>
    <message>
        <source>Rules entries</source>
        <translation>Entrées des règles</translation>
    </message>
    <message>
        <source>No entry matches “%1”.</source>
        <extracomment>Shown in the rules reference when the search finds nothing; %1 is the search text</extracomment>
        <translation>Aucune entrée ne correspond à « %1 ».</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>Returns to the rules entry shown before the link was followed</extracomment>
        <translation>Retour</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Save the chart as a picture</source>
        <translation>Enregistrer le graphique en image</translation>
    </message>
    <message>
        <source>score-chart.png</source>
        <translation>graphique-score.png</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Images PNG (*.png)</translation>
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
        <translation>Carburant</translation>
    </message>
    <message>
        <source>Ore</source>
        <translation>Minerai</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Enregistrer en PNG…</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Supply: %1 fuel, %2 ore</source>
        <translation>Réserve : carburant %1, minerai %2</translation>
    </message>
    <message>
        <source>%1 reveals an agenda card</source>
        <translation>%1 révèle une carte agenda</translation>
    </message>
    <message>
        <source>The cards this player may turn face up now:</source>
        <translation>Les cartes que ce joueur peut révéler maintenant :</translation>
    </message>
    <message>
        <source>%1 discards an agenda card</source>
        <translation>%1 défausse une carte agenda</translation>
    </message>
    <message>
        <source>Above the limit: one face-down card goes to the discard pile.</source>
        <translation>Au-delà de la limite : une carte face cachée va à la défausse.</translation>
    </message>
    <message>
        <source>A face-down card goes to the discard pile.</source>
        <translation>Une carte face cachée va à la défausse.</translation>
    </message>
    <message numerus="yes">
        <source>Prophets of the Artifact: one of the cards just drawn is kept, the others go to the discard pile (%n still to discard).</source>
        <translation>
            <numerusform>Prophets of the Artifact : une des cartes qui viennent d’être piochées est gardée, les autres vont à la défausse (encore %n à défausser).</numerusform>
            <numerusform>Prophets of the Artifact : une des cartes qui viennent d’être piochées est gardée, les autres vont à la défausse (encore %n à défausser).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoutLook</name>
    <message>
        <source>Hand the screen to %1</source>
        <translation>Passez l’écran à %1</translation>
    </message>
    <message>
        <source>%1 looks at the draw pile</source>
        <translation>%1 regarde la pioche</translation>
    </message>
    <message>
        <source>The cards are covered. Hand the screen back.</source>
        <translation>Les cartes sont cachées. Rendez l’écran.</translation>
    </message>
    <message>
        <source>Only %1 should look: the top cards of the draw pile come next.</source>
        <translation>Seul·e %1 doit regarder : les cartes du dessus de la pioche arrivent.</translation>
    </message>
    <message>
        <source>Put the cards back in the order you choose, the top card first.</source>
        <translation>Remettez les cartes dans l’ordre de votre choix, celle du dessus en premier.</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>I am %1: show the cards</source>
        <translation>Je suis %1 : montrer les cartes</translation>
    </message>
    <message>
        <source>Put them back in this order</source>
        <translation>Les remettre dans cet ordre</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The language changes the next time the app starts.</source>
        <translation>La langue change au prochain démarrage de l'appli.</translation>
    </message>
    <message>
        <source>Dice and cards for new games</source>
        <translation>Dés et cartes des nouvelles parties</translation>
    </message>
    <message>
        <source>The table's dice and cards (enter what they show)</source>
        <translation>Ceux de la table (saisissez ce qu'ils indiquent)</translation>
    </message>
    <message>
        <source>The app rolls and deals (seeded)</source>
        <translation>L'appli lance et distribue (avec graine)</translation>
    </message>
</context>
<context>
    <name>SetupSteps</name>
    <message>
        <source>Set up the table</source>
        <translation>Préparer la table</translation>
    </message>
    <message>
        <source>Players: %1 · %2</source>
        <translation>Joueurs : %1 · %2</translation>
    </message>
    <message>
        <source>Cover docking ports</source>
        <translation>Couvrir des ports d'amarrage</translation>
    </message>
    <message>
        <source>Nothing to cover: four players use every port.</source>
        <translation>Rien à couvrir : à quatre joueurs, tous les ports sont utilisés.</translation>
    </message>
    <message>
        <source>Put dock covers on the ports hatched in orange (how many per facility); they stay for the whole game:</source>
        <translation>Placez des caches sur les ports hachurés en orange (nombre par installation) ; ils restent en place toute la partie :</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n port(s)</source>
        <translation>
            <numerusform>%1 : %n port</numerusform>
            <numerusform>%1 : %n ports</numerusform>
        </translation>
    </message>
    <message>
        <source>Ships and colonies</source>
        <translation>Vaisseaux et colonies</translation>
    </message>
    <message>
        <source>Each player puts %1 ships of their colour on the Maintenance Bay and %2 in their ship stock, and takes %3 colonies.</source>
        <translation>Chaque joueur place %1 vaisseaux de sa couleur dans la Baie de maintenance et %2 dans son stock de vaisseaux, et prend %3 colonies.</translation>
    </message>
    <message>
        <source>Seats and starting resources</source>
        <translation>Places et ressources de départ</translation>
    </message>
    <message numerus="yes">
        <source>%n fuel</source>
        <translation>
            <numerusform>%n carburant</numerusform>
            <numerusform>%n carburants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ore</source>
        <translation>
            <numerusform>%n minerai</numerusform>
            <numerusform>%n minerais</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1, %2: %3</source>
        <extracomment>Setup: "Player 2, Bob: 1 fuel"</extracomment>
        <translation>Joueur %1, %2 : %3</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>The rest of the board</source>
        <translation>Le reste du plateau</translation>
    </message>
    <message>
        <source>The clear die, the Relic Ship, goes on Burroughs Desert. The three field generators wait beside the board. Fuel (%1) and ore (%2) tokens make the supply.</source>
        <translation>Le dé transparent, le Vaisseau relique, va sur le Désert Burroughs. Les trois générateurs de champ attendent à côté du plateau. Les jetons de carburant (%1) et de minerai (%2) forment la réserve.</translation>
    </message>
    <message>
        <source>Deal the alien tech cards</source>
        <translation>Distribuer les cartes technologie extraterrestre</translation>
    </message>
    <message>
        <source>The app shuffles the %1 cards and deals 3 face up at the Alien Artifact and 1 to each player (seed %2). Lay out the same cards at the table.</source>
        <translation>L'appli mélange les %1 cartes et en distribue 3 face visible à l'Artefact extraterrestre et 1 à chaque joueur (graine %2). Disposez les mêmes cartes sur la table.</translation>
    </message>
    <message>
        <source>Shuffle the %1 cards, turn 3 face up at the Alien Artifact and deal 1 to each player; enter them below the board in that order.</source>
        <translation>Mélangez les %1 cartes, retournez-en 3 face visible à l'Artefact extraterrestre et distribuez-en 1 à chaque joueur ; saisissez-les sous le plateau dans cet ordre.</translation>
    </message>
    <message>
        <source>Nothing to cover: five or six players use every port. The Colonist Hub's tracks belong to nobody: a ship may take any of its 12 ports, each player has at most 3 ships and 1 colony there, and a colony moves to another track when its circle is taken.</source>
        <extracomment>Setup guide, 5 or 6 players (ruling X-58)</extracomment>
        <translation>Rien à couvrir : à cinq ou six joueurs, tous les ports sont utilisés. Les pistes du Centre de colonisation n'appartiennent à personne : un vaisseau peut prendre n'importe lequel de ses 12 ports, chaque joueur y a au plus 3 vaisseaux et 1 colonie, et une colonie passe sur une autre piste quand son cercle est pris.</translation>
    </message>
    <message>
        <source>Faction boards</source>
        <translation>Plateaux de faction</translation>
    </message>
    <message>
        <source>%1 boards were drawn, one more than the players. The last player picked first, then the others counter-clockwise: %2. The board nobody picked goes back to the box.</source>
        <extracomment>Setup guide, factions: %1 number of boards drawn, %2 player names in the order they picked</extracomment>
        <translation>%1 plateaux ont été tirés, un de plus que de joueurs. Le dernier joueur a choisi en premier, puis les autres dans le sens inverse des aiguilles d'une montre : %2. Le plateau que personne n'a pris retourne dans la boîte.</translation>
    </message>
    <message>
        <source>Each player puts their board beside them:</source>
        <translation>Chaque joueur pose son plateau devant lui :</translation>
    </message>
    <message>
        <source>The REV, Xeno Explorations' piece, goes on %1.</source>
        <translation>Le REV, la pièce de Xeno Explorations, va sur %1.</translation>
    </message>
    <message>
        <source>The Brethren Ship, a die without numbers, goes on the Maintenance Bay; its owner gathers it with the fleet.</source>
        <translation>Le Vaisseau des Brethren, un dé sans chiffres, va sur la Baie de maintenance ; son propriétaire le rassemble avec sa flotte.</translation>
    </message>
    <message>
        <source>Deal the agenda cards</source>
        <translation>Distribuer les cartes agenda</translation>
    </message>
    <message numerus="yes">
        <source>The app shuffles the agenda cards of this game and deals %n to each player face down. Each player looks at their own cards alone, with the Look button on their player card.</source>
        <translation>
            <numerusform>L’appli mélange les cartes agenda de cette partie et en distribue %n face cachée à chaque joueur. Chacun regarde ses cartes seul, avec « Regarder » sur sa fiche de joueur.</numerusform>
            <numerusform>L’appli mélange les cartes agenda de cette partie et en distribue %n face cachée à chaque joueur. Chacun regarde ses cartes seul, avec « Regarder » sur sa fiche de joueur.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the agenda cards of this game (the rules reference says which stay in the box) and deal %n face down to each player, then say so below the board.</source>
        <translation>
            <numerusform>Mélangez les cartes agenda de cette partie (la référence des règles dit lesquelles restent dans la boîte) et distribuez-en %n face cachée à chaque joueur, puis indiquez-le sous le plateau.</numerusform>
            <numerusform>Mélangez les cartes agenda de cette partie (la référence des règles dit lesquelles restent dans la boîte) et distribuez-en %n face cachée à chaque joueur, puis indiquez-le sous le plateau.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Ctrl+S / Ctrl+Shift+S</source>
        <translation>Ctrl+S / Ctrl+Maj+S</translation>
    </message>
    <message>
        <source>Save / save as</source>
        <translation>Enregistrer / enregistrer sous</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo the last move</source>
        <translation>Annuler le dernier coup</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z, Ctrl+Y</source>
        <translation>Ctrl+Maj+Z, Ctrl+Y</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>1 – 6, Enter</source>
        <translation>1 – 6, Entrée</translation>
    </message>
    <message>
        <source>Roll: type the dice in ship order, then Enter (Backspace corrects, Esc clears)</source>
        <translation>Lancer : tapez les dés dans l'ordre des vaisseaux, puis Entrée (Retour arrière corrige, Échap efface)</translation>
    </message>
    <message>
        <source>R or Enter</source>
        <translation>R ou Entrée</translation>
    </message>
    <message>
        <source>Digital dice: roll or turn up cards for me</source>
        <translation>Dés numériques : lancer les dés ou révéler les cartes pour moi</translation>
    </message>
    <message>
        <source>1 – 6</source>
        <translation>1 – 6</translation>
    </message>
    <message>
        <source>During the turn: select a die showing that value</source>
        <translation>Pendant le tour : sélectionner un dé affichant cette valeur</translation>
    </message>
    <message>
        <source>S L M A H C T Y O</source>
        <translation>S L M A H C T Y O</translation>
    </message>
    <message>
        <source>Dock the selected dice at the Solar Converter, Lunar Mine, Orbital Market, Alien Artifact, Colonist Hub, Colony Constructor, Terraforming Station, Shipyard, Raiders' Outpost</source>
        <translation>Amarrer les dés sélectionnés au Convertisseur solaire, à la Mine lunaire, au Marché orbital, à l'Artefact extraterrestre, au Centre de colonisation, au Constructeur de colonies, à la Station de terraformation, au Chantier spatial, à l'Avant-poste des pillards</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Put the selected die on the Maintenance Bay</source>
        <translation>Placer le dé sélectionné dans la Baie de maintenance</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Trade at the Orbital Market</source>
        <translation>Échanger au Marché orbital</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Clear the selection and the message</source>
        <translation>Effacer la sélection et le message</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>This list</source>
        <translation>Cette liste</translation>
    </message>
    <message>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <source>The rules reference</source>
        <translation>La référence des règles</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>With no die selected: a hint, the AI's suggestion for the turn</source>
        <translation>Sans dé sélectionné : un conseil, la suggestion de l'IA pour le tour</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>A seat played by the app: its move is done on the board, go on</source>
        <translation>Une place jouée par l'application : son action est faite sur le plateau, continuer</translation>
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
        <translation>L'arbitre d'Alien Frontiers à votre table : il vérifie chaque coup, tient les comptes et le score.</translation>
    </message>
    <message>
        <source>Resume the last game</source>
        <translation>Reprendre la dernière partie</translation>
    </message>
    <message>
        <source>The last game cannot be resumed</source>
        <translation>Impossible de reprendre la dernière partie</translation>
    </message>
    <message numerus="yes">
        <source>%1 · turn %2 · %n move(s) · saved %3</source>
        <translation>
            <numerusform>%1 · tour %2 · %n coup · enregistrée le %3</numerusform>
            <numerusform>%1 · tour %2 · %n coups · enregistrée le %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <source>Game under way…</source>
        <translation>Partie en cours…</translation>
    </message>
    <message>
        <source>Enter the board as it is now at the table, then referee from there</source>
        <translation>Saisissez le plateau tel qu'il est sur la table, puis arbitrez à partir de là</translation>
    </message>
    <message>
        <source>Version %1 · F1 keyboard shortcuts · F2 rules reference</source>
        <extracomment>%1 is the application version</extracomment>
        <translation>Version %1 · F1 raccourcis clavier · F2 référence des règles</translation>
    </message>
    <message>
        <source>Games played and statistics</source>
        <translation>Parties jouées et statistiques</translation>
    </message>
</context>
<context>
    <name>StateProblem</name>
    <message>
        <source>a game has {0} to {1} players, not {2}.</source>
        <translation>une partie se joue de {0} à {1} joueurs, pas {2}.</translation>
    </message>
    <message>
        <source>two players share the colour {0}.</source>
        <translation>deux joueurs partagent la couleur {0}.</translation>
    </message>
    <message>
        <source>resources cannot be negative.</source>
        <translation>les ressources ne peuvent pas être négatives.</translation>
    </message>
    <message>
        <source>more tokens than the game has ({0} fuel, {1} ore).</source>
        <translation>plus de jetons que n'en contient le jeu ({0} carburant, {1} minerai).</translation>
    </message>
    <message>
        <source>cannot be negative.</source>
        <translation>la valeur ne peut pas être négative.</translation>
    </message>
    <message>
        <source>the Colonist Hub has circles 1 to 7 (0: none).</source>
        <translation>le Centre de colonisation a les cercles 1 à 7 (0 : aucune).</translation>
    </message>
    <message>
        <source>unknown card.</source>
        <translation>carte inconnue.</translation>
    </message>
    <message>
        <source>ships of an unused seat are on the board.</source>
        <translation>des vaisseaux d'une place inoccupée sont sur le plateau.</translation>
    </message>
    <message>
        <source>a ship of this colour is neither in the stock nor in play.</source>
        <translation>un vaisseau de cette couleur n'est ni dans le stock ni en jeu.</translation>
    </message>
    <message>
        <source>only the active player has ships gathered in a fleet.</source>
        <translation>seul le joueur actif peut avoir des vaisseaux rassemblés en flotte.</translation>
    </message>
    <message>
        <source>unknown facility.</source>
        <translation>installation inconnue.</translation>
    </message>
    <message>
        <source>a docked ship shows a value from 1 to 6.</source>
        <translation>un vaisseau amarré affiche une valeur de 1 à 6.</translation>
    </message>
    <message>
        <source>a docked ship must name the player it was docked for.</source>
        <translation>un vaisseau amarré doit indiquer le joueur pour lequel il a été amarré.</translation>
    </message>
    <message>
        <source>a die shows 1 to 6.</source>
        <translation>un dé affiche de 1 à 6.</translation>
    </message>
    <message>
        <source>the fleet has not been rolled yet in the roll stage.</source>
        <translation>en phase de lancer, la flotte n'a pas encore été lancée.</translation>
    </message>
    <message>
        <source>an unplaced ship must show its rolled value.</source>
        <translation>un vaisseau non placé doit afficher la valeur obtenue au lancer.</translation>
    </message>
    <message>
        <source>the Relic Ship is on Burroughs Desert exactly when nobody holds it.</source>
        <translation>le Vaisseau relique est sur le Désert Burroughs si et seulement si personne ne le détient.</translation>
    </message>
    <message>
        <source>the Relic Ship never goes to the stock.</source>
        <translation>le Vaisseau relique ne va jamais dans le stock.</translation>
    </message>
    <message>
        <source>no such player.</source>
        <translation>ce joueur n'existe pas.</translation>
    </message>
    <message>
        <source>only the player controlling Burroughs Desert holds the Relic Ship.</source>
        <translation>seul le joueur qui contrôle le Désert Burroughs détient le Vaisseau relique.</translation>
    </message>
    <message>
        <source>with the Isolation Field on Burroughs Desert the Relic Ship stays there.</source>
        <translation>avec le Champ d'isolation sur le Désert Burroughs, le Vaisseau relique y reste.</translation>
    </message>
    <message>
        <source>more ships are docked at the {0} than it has ports for {1} players.</source>
        <translation>l'installation {0} a plus de vaisseaux amarrés que de ports à {1} joueurs.</translation>
    </message>
    <message>
        <source>the deck has {0} × {1}; this position has {2}.</source>
        <translation>le paquet contient {0} × {1} ; cette position en a {2}.</translation>
    </message>
    <message>
        <source>with the limited supply, the supply and the players hold exactly {0} fuel and {1} ore (here {2} fuel and {3} ore).</source>
        <translation>avec la réserve limitée, la réserve et les joueurs détiennent exactement {0} carburant et {1} minerai (ici {2} carburant et {3} minerai).</translation>
    </message>
    <message>
        <source>unknown territory.</source>
        <translation>territoire inconnu.</translation>
    </message>
    <message>
        <source>unknown stage.</source>
        <translation>phase inconnue.</translation>
    </message>
    <message>
        <source>a player has landed every colony: the game is over.</source>
        <translation>un joueur a posé toutes ses colonies : la partie est terminée.</translation>
    </message>
    <message>
        <source>the game is over only when a player has landed every colony.</source>
        <translation>la partie n'est terminée que lorsqu'un joueur a posé toutes ses colonies.</translation>
    </message>
    <message>
        <source>cards to reveal go with the reveal stage (1 to 3).</source>
        <translation>les cartes à révéler vont de pair avec la phase de révélation (1 à 3).</translation>
    </message>
    <message>
        <source>ships to re-roll go with the re-roll stage.</source>
        <translation>les vaisseaux à relancer vont de pair avec la phase de relance.</translation>
    </message>
    <message>
        <source>only the active player's unplaced ships are re-rolled.</source>
        <translation>seuls les vaisseaux non placés du joueur actif sont relancés.</translation>
    </message>
    <message>
        <source>more ships docked at the Colonist Hub this turn than a player has.</source>
        <translation>plus de vaisseaux amarrés au Centre de colonisation ce tour-ci qu'un joueur n'en possède.</translation>
    </message>
    <message>
        <source>the Relic Ship is in a fleet only when its holder is the active player.</source>
        <translation>le Vaisseau relique n'est dans une flotte que si son détenteur est le joueur actif.</translation>
    </message>
    <message>
        <source>before the roll, every ship the active player has in play is gathered in the fleet.</source>
        <translation>avant le lancer, tous les vaisseaux en jeu du joueur actif sont rassemblés dans la flotte.</translation>
    </message>
    <message>
        <source>nothing has been done in a turn before its roll.</source>
        <translation>avant le lancer, rien n'a encore été fait dans le tour.</translation>
    </message>
    <message>
        <source>{0} was used this turn, but the active player does not hold it.</source>
        <translation>la carte {0} a été utilisée ce tour-ci, mais le joueur actif ne la détient pas.</translation>
    </message>
    <message>
        <source>{0} has no fuel power.</source>
        <translation>la carte {0} n'a pas de pouvoir à carburant.</translation>
    </message>
    <message>
        <source>a bonus is borrowed exactly when the Data Crystal's fuel power was used this turn, from one territory other than Burroughs Desert.</source>
        <translation>un bonus est emprunté si et seulement si le pouvoir à carburant du Cristal de données a été utilisé ce tour-ci, et ce à un seul territoire autre que le Désert Burroughs.</translation>
    </message>
    <message>
        <source>the turn does not count the active player's ships docked at the {0} this turn.</source>
        <translation>le tour ne compte pas les vaisseaux du joueur actif amarrés à l'installation {0} ce tour-ci.</translation>
    </message>
    <message>
        <source>a ship docked for a player other than its owner was taken with the {0}, which this ruleset does not have.</source>
        <translation>un vaisseau amarré pour un autre joueur que son propriétaire a été pris avec la carte {0}, qui n'existe pas dans ces règles.</translation>
    </message>
    <message>
        <source>a ship on the {0} is always docked for its owner.</source>
        <translation>un vaisseau à l'installation {0} est toujours amarré pour son propriétaire.</translation>
    </message>
    <message>
        <source>before the roll, no ship is docked for the active player yet.</source>
        <translation>avant le lancer, aucun vaisseau n'est encore amarré pour le joueur actif.</translation>
    </message>
    <message>
        <source>a ship taken with the {0} goes back to its owner when the owner's turn starts: it can be docked only for a player whose turn has come since the owner's last turn.</source>
        <translation>un vaisseau pris avec la carte {0} revient à son propriétaire au début du tour de celui-ci : il ne peut être amarré que pour un joueur qui a joué depuis le dernier tour du propriétaire.</translation>
    </message>
    <message>
        <source>a player takes at most one ship with the {0} in a turn.</source>
        <translation>un joueur prend au plus un vaisseau avec la carte {0} par tour.</translation>
    </message>
    <message>
        <source>a ship of another player is docked for the active player, but the {0} is not among the fuel powers used this turn.</source>
        <translation>un vaisseau d'un autre joueur est amarré pour le joueur actif, mais la carte {0} ne figure pas parmi les pouvoirs à carburant utilisés ce tour-ci.</translation>
    </message>
    <message>
        <source>this player's colonies in all (hand, Hub and territories): {0}; this game gives each player {1}.</source>
        <translation>colonies de ce joueur au total (en main, au Centre et sur les territoires) : {0} ; cette partie en accorde {1} à chaque joueur.</translation>
    </message>
    <message>
        <source>the Brethren Ship is in play exactly when a player has the Brethren of the Stars board, and never in the stock.</source>
        <translation>le Vaisseau des Brethren est en jeu exactement quand un joueur a le plateau des Brethren of the Stars, et jamais dans le stock.</translation>
    </message>
    <message>
        <source>the Brethren Ship has no value; it is in a fleet only while its owner is the active player, with its raider face after the roll.</source>
        <translation>le Vaisseau des Brethren n'a pas de valeur ; il n'est dans une flotte que tant que son propriétaire est le joueur actif, avec sa face pillard après le lancer.</translation>
    </message>
    <message>
        <source>unknown colour.</source>
        <translation>couleur inconnue.</translation>
    </message>
    <message>
        <source>on the freeform Colonist Hub (5-6 players) the colonies stand on tracks 1 to 4.</source>
        <translation>dans le Centre de colonisation partagé (5-6 joueurs), les colonies sont sur les pistes 1 à 4.</translation>
    </message>
    <message>
        <source>two colonies stand on the same circle of the Colonist Hub (track {0}, circle {1}).</source>
        <translation>deux colonies sont sur le même cercle du Centre de colonisation (piste {0}, cercle {1}).</translation>
    </message>
    <message>
        <source>purple and white come with Edition X; this ruleset has red, blue, green and yellow.</source>
        <translation>le violet et le blanc viennent avec l'Édition X ; ces règles ont le rouge, le bleu, le vert et le jaune.</translation>
    </message>
    <message>
        <source>tokens on {0}: {1}; the card keeps at most {2}, and only while a player holds it.</source>
        <translation>jetons sur {0} : {1} ; la carte en garde au plus {2}, et seulement tant qu'un joueur la possède.</translation>
    </message>
    <message>
        <source>{0} keeps fuel only.</source>
        <translation>{0} ne garde que du carburant.</translation>
    </message>
    <message>
        <source>no agenda card is in play without the agendas module.</source>
        <translation>sans le module agendas, aucune carte agenda n'est en jeu.</translation>
    </message>
    <message>
        <source>each agenda card of the game is in exactly one place: the deck, the discard pile, a hand, or among the unnamed cards.</source>
        <translation>chaque carte agenda de la partie est à un seul endroit : la pioche, la défausse, une main, ou parmi les cartes non nommées.</translation>
    </message>
    <message>
        <source>{0} agenda cards are unnamed; the deck, the discard pile and the hands hold {1} unnamed cards.</source>
        <translation>{0} cartes agenda ne sont pas nommées ; la pioche, la défausse et les mains contiennent {1} cartes non nommées.</translation>
    </message>
    <message>
        <source>a reveal window is open only for an agenda card the player holds face down.</source>
        <translation>une fenêtre de révélation n'est ouverte que pour une carte agenda que le joueur tient face cachée.</translation>
    </message>
    <message>
        <source>only the active player, right after drawing agenda cards, may discard one without being over the limit.</source>
        <translation>seul le joueur actif, juste après avoir pioché des cartes agenda, peut en défausser une sans dépasser la limite.</translation>
    </message>
    <message>
        <source>this turn's Orbital Market pairs are ships of the game, and a pair either traded or drew agenda cards, not both.</source>
        <translation>les paires de ce tour au Marché orbital sont des vaisseaux de la partie, et une paire a soit échangé, soit pioché des cartes agenda, pas les deux.</translation>
    </message>
    <message>
        <source>the agenda cards of the game are the deck the modules and faction boards in play make (X-33), none before the draft ends.</source>
        <translation>les cartes agenda de la partie sont le paquet que forment les modules et les plateaux de faction en jeu (X-33), aucune avant la fin de la sélection.</translation>
    </message>
    <message>
        <source>this turn's Orbital Market pairs are ships docked for the active player.</source>
        <translation>les paires du marché orbital de ce tour sont des vaisseaux amarrés pour le joueur actif.</translation>
    </message>
    <message>
        <source>colonies of players in the game are on {0} only while a player holds it.</source>
        <translation>des colonies de joueurs de la partie ne sont sur {0} que tant qu'un joueur détient la carte.</translation>
    </message>
    <message>
        <source>a territory whose bonus was used after it was seized is one the active player seized this turn.</source>
        <translation>un territoire dont le bonus a été utilisé après sa prise est un territoire que le joueur actif a pris ce tour-ci.</translation>
    </message>
    <message>
        <source>the discards after a Prophets of the Artifact draw are the active player's, in the main stage, among its face-down cards (the named ones among those it drew).</source>
        <translation>les défausses après une pioche à Prophets of the Artifact sont celles du joueur actif, dans la phase principale, parmi ses cartes face cachée (les cartes nommées parmi celles piochées).</translation>
    </message>
    <message>
        <source>an agenda draw for Prophets of the Artifact happens only while drawing, with the board in the game and, for its docking, a ship docked there.</source>
        <translation>une pioche d'agendas pour Prophets of the Artifact n'a lieu que pendant la pioche, avec le plateau en jeu et, pour son amarrage, un vaisseau amarré là.</translation>
    </message>
    <message>
        <source>the turn-start window is open only in a game with extra alien tech, while the active player can still discard a card timed for the start of the turn or the Auto Pilot A.I.'s income is still to be taken.</source>
        <translation>le moment du début du tour n'existe que dans une partie avec la technologie extraterrestre supplémentaire, tant que le joueur actif peut encore défausser une carte prévue pour le début du tour ou que le revenu du Pilote automatique I.A. reste à prendre.</translation>
    </message>
    <message>
        <source>the Relic Ship taken with the {0} is held by the player who took it, lent by another player or by nobody.</source>
        <translation>le Vaisseau relique pris avec {0} est tenu par le joueur qui l'a pris, prêté par un autre joueur ou par personne.</translation>
    </message>
    <message>
        <source>the field generator named by the Field Propagator's die waits for a territory exactly in the stage where its user places it.</source>
        <translation>le générateur de champ désigné par le dé du Propagateur de champ attend un territoire exactement pendant l'étape où son utilisateur le place.</translation>
    </message>
    <message>
        <source>a field generator straddles a border only from a territory of the planet to one it borders.</source>
        <translation>un générateur de champ ne chevauche une frontière que d'un territoire de la planète vers un territoire voisin.</translation>
    </message>
    <message>
        <source>what a raid took with a card is what that card carried: colonies landed from the Gravitron Shunt and still there, the Auto Pilot A.I.'s ship on the Maintenance Bay, its own tokens now in the supply.</source>
        <translation>ce qu'un raid a pris avec une carte est ce que cette carte portait : des colonies posées depuis la Dérivation gravitron et toujours là, le vaisseau du Pilote automatique I.A. dans la Baie de maintenance, ses propres jetons, maintenant dans la réserve.</translation>
    </message>
    <message>
        <source>one agenda card lies on the Oracle Engine, drawn this turn by the active player, who used the card and holds it.</source>
        <translation>une carte agenda repose sur le Moteur oracle, piochée ce tour-ci par le joueur actif, qui a utilisé la carte et la tient.</translation>
    </message>
    <message>
        <source>the Oracle Engine's draw happens while drawing, before the roll of the active player, who used the card and holds it.</source>
        <translation>la pioche du Moteur oracle a lieu pendant la pioche, avant le lancer du joueur actif, qui a utilisé la carte et la tient.</translation>
    </message>
    <message>
        <source>a ship is on the {0} only while the player of its colour holds the card, and at most one.</source>
        <translation>un vaisseau n'est sur la carte {0} que tant que le joueur de sa couleur détient la carte, et un seul au plus.</translation>
    </message>
    <message>
        <source>a borrowed ship is another player's colour ship or Relic Ship, unplaced in the active player's fleet or docked for the player who borrowed it (never on the Terraforming Station or the Maintenance Bay), in a game with the factions or extra-tech module.</source>
        <translation>un vaisseau emprunté est un vaisseau de couleur ou le Vaisseau relique d'un autre joueur, non placé dans la flotte du joueur actif ou amarré pour le joueur qui l'a emprunté (jamais sur la Station de terraformation ni dans la Baie de maintenance), dans une partie avec le module factions ou extra-tech.</translation>
    </message>
    <message>
        <source>each territory was controlled at turn start by at most one player of the game.</source>
        <translation>chaque territoire était contrôlé au début du tour par au plus un joueur de la partie.</translation>
    </message>
    <message>
        <source>fuel is on the Magnetic Lockdown only while the lock of a player in the game lasts.</source>
        <translation>du carburant se trouve sur le Verrouillage magnétique seulement tant que dure le verrouillage d'un joueur de la partie.</translation>
    </message>
    <message>
        <source>a player says it is done with its end-game agenda reveals only once the game is over, while it holds unnamed face-down cards.</source>
        <translation>un joueur ne déclare avoir fini ses révélations de fin de partie qu’une fois la partie terminée, tant qu’il tient des cartes face cachée non nommées.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Average VP</source>
        <translation>PV moyens</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · %2 · %n tour</numerusform>
            <numerusform>%1 · %2 · %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Joueurs :</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Tous</translation>
    </message>
    <message>
        <source>From (YYYY-MM-DD):</source>
        <translation>Du (AAAA-MM-JJ) :</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Au :</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) finished</source>
        <translation>
            <numerusform>%n partie terminée</numerusform>
            <numerusform>%n parties terminées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) given up</source>
        <translation>
            <numerusform>%n partie abandonnée</numerusform>
            <numerusform>%n parties abandonnées</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished games are stored here when they end.</source>
        <translation>Les parties terminées sont enregistrées ici dès leur fin.</translation>
    </message>
    <message>
        <source>By player</source>
        <translation>Par joueur</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <source>By number of players</source>
        <translation>Par nombre de joueurs</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>By seat</source>
        <translation>Par place à la table</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>By faction</source>
        <translation>Par faction</translation>
    </message>
    <message>
        <source>Best game (highest winning score)</source>
        <translation>Meilleure partie (plus haut score gagnant)</translation>
    </message>
    <message numerus="yes">
        <source>Closest game (won by %n VP)</source>
        <translation>
            <numerusform>Partie la plus serrée (gagnée de %n PV)</numerusform>
            <numerusform>Partie la plus serrée (gagnée de %n PV)</numerusform>
        </translation>
    </message>
    <message>
        <source>All games, newest first</source>
        <translation>Toutes les parties, les plus récentes en premier</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Abandonnée</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>(app)</source>
        <translation>(appli)</translation>
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
        <translation>perspective %1 %</translation>
    </message>
    <message>
        <source>no gain this turn that shows on the board</source>
        <translation>aucun gain visible sur le plateau à ce tour</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Time to roll the fleet: the app rolls for you.</source>
        <translation>C'est le moment de lancer la flotte : l'appli lance les dés pour vous.</translation>
    </message>
    <message>
        <source>Roll your fleet and enter the dice in ship order (type e.g. 346, then Enter).</source>
        <translation>Lancez votre flotte et saisissez les dés dans l'ordre des vaisseaux (tapez p. ex. 346, puis Entrée).</translation>
    </message>
    <message>
        <source>The Temporal Warper rolls the chosen ships again.</source>
        <translation>Le Distordeur temporel relance les vaisseaux choisis.</translation>
    </message>
    <message>
        <source>Roll the chosen ships again and enter the new values.</source>
        <translation>Relancez les vaisseaux choisis et saisissez les nouvelles valeurs.</translation>
    </message>
    <message numerus="yes">
        <source>Turn up %n card(s) from the alien tech pile and enter them in order.</source>
        <translation>
            <numerusform>Révélez %n carte de la pioche technologie extraterrestre et saisissez-la.</numerusform>
            <numerusform>Révélez %n cartes de la pioche technologie extraterrestre et saisissez-les dans l'ordre.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every ship is docked: use cards or trade, then end the turn.</source>
        <translation>Tous les vaisseaux sont amarrés : utilisez des cartes ou échangez, puis finissez le tour.</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) to place. Select dice (click or type their values), then click a facility on the board.</source>
        <translation>
            <numerusform>%n vaisseau à placer. Sélectionnez des dés (cliquez dessus ou tapez leurs valeurs), puis cliquez sur une installation du plateau.</numerusform>
            <numerusform>%n vaisseaux à placer. Sélectionnez des dés (cliquez dessus ou tapez leurs valeurs), puis cliquez sur une installation du plateau.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Set up the table as the guide says; the app deals the alien tech cards.</source>
        <translation>Préparez la table comme l'indique le guide ; l'appli distribue les cartes technologie extraterrestre.</translation>
    </message>
    <message>
        <source>Set up the table as the guide says, then enter the cards dealt: 3 on display, then 1 for each player.</source>
        <translation>Préparez la table comme l'indique le guide, puis saisissez les cartes distribuées : 3 exposées, puis 1 pour chaque joueur.</translation>
    </message>
    <message>
        <source>Turn up for me</source>
        <translation>Révéler pour moi</translation>
    </message>
    <message>
        <source>Deal and start the game</source>
        <translation>Distribuer et commencer la partie</translation>
    </message>
    <message>
        <source>Roll for me</source>
        <translation>Lancer pour moi</translation>
    </message>
    <message>
        <source>Shortcut: R or Enter</source>
        <translation>Raccourci : R ou Entrée</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation>Carte %1</translation>
    </message>
    <message>
        <source>Put them on display</source>
        <translation>Les exposer</translation>
    </message>
    <message>
        <source>Display 1</source>
        <translation>Exposée 1</translation>
    </message>
    <message>
        <source>Display 2</source>
        <translation>Exposée 2</translation>
    </message>
    <message>
        <source>Display 3</source>
        <translation>Exposée 3</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Relic Ship</source>
        <translation>Vaisseau relique</translation>
    </message>
    <message>
        <source>ship %1</source>
        <translation>vaisseau %1</translation>
    </message>
    <message>
        <source>All ships docked</source>
        <translation>Tous les vaisseaux amarrés</translation>
    </message>
    <message>
        <source>Use</source>
        <extracomment>Use an alien tech card's fuel power</extracomment>
        <translation>Utiliser</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>Discard an alien tech card for its discard power</extracomment>
        <translation>Défausser</translation>
    </message>
    <message>
        <source>Trade %1 fuel → 1 ore</source>
        <extracomment>Trade at the Orbital Market: %1 fuel for 1 ore</extracomment>
        <translation>Échanger %1 carburant → 1 minerai</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Échanger</translation>
    </message>
    <message>
        <source>Orbital Market (shortcut X)</source>
        <translation>Marché orbital (raccourci X)</translation>
    </message>
    <message>
        <source>Cycle cards (%1)</source>
        <translation>Renouveler les cartes (%1)</translation>
    </message>
    <message>
        <source>Discard the display and turn up three new cards</source>
        <translation>Défausser les cartes exposées et en révéler trois nouvelles</translation>
    </message>
    <message>
        <source>Claim a card (%1/%2)</source>
        <translation>Prendre une carte (%1/%2)</translation>
    </message>
    <message>
        <source>Or click a card on display</source>
        <translation>Ou cliquez sur une carte exposée</translation>
    </message>
    <message>
        <source>Launch colony</source>
        <translation>Lancer la colonie</translation>
    </message>
    <message>
        <source>From circle 7 of the Colonist Hub, for 1 fuel and 1 ore</source>
        <translation>Depuis le cercle 7 du Centre de colonisation, pour 1 carburant et 1 minerai</translation>
    </message>
    <message>
        <source>Buy Relic Ship</source>
        <translation>Acheter le Vaisseau relique</translation>
    </message>
    <message>
        <source>1 fuel and 1 ore</source>
        <translation>1 carburant et 1 minerai</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Shortcut: E</source>
        <translation>Raccourci : E</translation>
    </message>
    <message>
        <source>%1 wins with %2 VP.</source>
        <translation>%1 gagne avec %2 PV.</translation>
    </message>
    <message>
        <source>Show the final ranking</source>
        <translation>Afficher le classement final</translation>
    </message>
    <message>
        <source>Answer the question on the right, on the board or there (Esc cancels).</source>
        <translation>Répondez à la question à droite, sur le plateau ou là-bas (Échap pour annuler).</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>The AI's suggestion for this turn. Shortcut: H (with no die selected)</source>
        <translation>La suggestion de l'IA pour ce tour. Raccourci : H (sans dé sélectionné)</translation>
    </message>
    <message numerus="yes">
        <source>The faction draft: the app draws %n board(s) at random from the box; ask for them on the right.</source>
        <translation>
            <numerusform>La sélection des factions : l'appli tire %n plateau au hasard dans la boîte ; demandez-le à droite.</numerusform>
            <numerusform>La sélection des factions : l'appli tire %n plateaux au hasard dans la boîte ; demandez-les à droite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The faction draft: take %n board(s) at random from the box and click them on the right.</source>
        <translation>
            <numerusform>La sélection des factions : tirez %n plateau au hasard dans la boîte et cliquez-le à droite.</numerusform>
            <numerusform>La sélection des factions : tirez %n plateaux au hasard dans la boîte et cliquez-les à droite.</numerusform>
        </translation>
    </message>
    <message>
        <source>The faction draft: %1 takes one of the last two boards on the right; the other goes back to the box.</source>
        <translation>La sélection des factions : %1 prend l'un des deux derniers plateaux à droite ; l'autre retourne dans la boîte.</translation>
    </message>
    <message numerus="yes">
        <source>The faction draft: %1 takes one of the %n boards on the right and passes the rest to the player seated before them.</source>
        <translation>
            <numerusform>La sélection des factions : %1 prend l'un des %n plateaux à droite et passe les autres au joueur placé avant lui.</numerusform>
            <numerusform>La sélection des factions : %1 prend l'un des %n plateaux à droite et passe les autres au joueur placé avant lui.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over. First reveal the agenda cards whose end-game goal is met: Reveal on the player's card.</source>
        <translation>La partie est finie. Révélez d’abord les cartes agenda dont l’objectif de fin de partie est atteint : « Révéler » sur la fiche du joueur.</translation>
    </message>
    <message numerus="yes">
        <source>The app deals the agenda cards: %n face down to each player.</source>
        <translation>
            <numerusform>L’appli distribue les cartes agenda : %n face cachée à chaque joueur.</numerusform>
            <numerusform>L’appli distribue les cartes agenda : %n face cachée à chaque joueur.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal %n agenda cards face down to each player, then say so here.</source>
        <translation>
            <numerusform>Distribuez %n carte agenda face cachée à chaque joueur, puis indiquez-le ici.</numerusform>
            <numerusform>Distribuez %n cartes agenda face cachée à chaque joueur, puis indiquez-le ici.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n agenda card(s) instead of trading.</source>
        <translation>
            <numerusform>%1 pioche %n carte agenda au lieu de commercer.</numerusform>
            <numerusform>%1 pioche %n cartes agenda au lieu de commercer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start of the turn: discard a card whose power comes now, or begin the turn.</source>
        <translation>Début du tour : défaussez une carte dont le pouvoir agit maintenant, ou commencez le tour.</translation>
    </message>
    <message>
        <source>Agenda cards dealt</source>
        <translation>Cartes agenda distribuées</translation>
    </message>
    <message>
        <source>Agenda cards drawn</source>
        <translation>Cartes agenda piochées</translation>
    </message>
    <message>
        <source>Begin the turn</source>
        <translation>Commencer le tour</translation>
    </message>
    <message>
        <source>Deal the agenda cards</source>
        <translation>Distribuer les cartes agenda</translation>
    </message>
    <message>
        <source>Draw for me</source>
        <translation>Piocher pour moi</translation>
    </message>
    <message>
        <source>Draw agendas</source>
        <translation>Piocher des agendas</translation>
    </message>
    <message>
        <source>Your pair at the Orbital Market draws agenda cards instead of trading</source>
        <translation>Votre paire au Marché orbital pioche des cartes agenda au lieu de commercer</translation>
    </message>
    <message>
        <source>%1 first discards agenda cards: Discard on their player card.</source>
        <translation>%1 défausse d’abord des cartes agenda : « Défausser » sur sa fiche de joueur.</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n agenda card(s).</source>
        <translation>
            <numerusform>%1 pioche %n carte agenda.</numerusform>
            <numerusform>%1 pioche %n cartes agenda.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start of the turn: %1 first takes the Auto Pilot A.I.'s income, fuel or ore, their choice.</source>
        <extracomment>%1 is the holder of the Auto Pilot A.I., who may be another player than the one whose turn starts</extracomment>
        <translation>Début du tour : %1 prend d'abord le revenu du Pilote automatique I.A., carburant ou minerai, à son choix.</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <extracomment>The Auto Pilot A.I.'s income: "Ada takes 1 fuel"</extracomment>
        <translation>%1 prend %2</translation>
    </message>
    <message>
        <source>The app rolls the Field Propagator's die.</source>
        <translation>L'application lance le dé du Propagateur de champ.</translation>
    </message>
    <message>
        <source>Roll one die for the Field Propagator and click its value.</source>
        <translation>Lancez un dé pour le Propagateur de champ et cliquez sur sa valeur.</translation>
    </message>
    <message>
        <source>The Field Propagator's die names the %1: place it on a territory where you have a colony.</source>
        <extracomment>%1 is the field generator the Field Propagator's die named</extracomment>
        <translation>Le dé du Propagateur de champ désigne : %1. Posez-le sur un territoire où vous avez une colonie.</translation>
    </message>
    <message>
        <source>Place the %1</source>
        <translation>Placer : %1</translation>
    </message>
    <message>
        <source>Release a colony (%1)</source>
        <extracomment>Land again a colony kept on an alien tech card: "Release a colony (Gravitron Shunt)"</extracomment>
        <translation>Libérer une colonie (%1)</translation>
    </message>
    <message>
        <source>One of your colonies kept on the card lands on a territory</source>
        <translation>Une de vos colonies gardées sur la carte se pose sur un territoire</translation>
    </message>
    <message>
        <source>Game over: the ranking is not final yet</source>
        <translation>Partie terminée : le classement n’est pas encore définitif</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>Victoire partagée : %1</translation>
    </message>
</context>
<context>
    <name>afapp::AutosaveWriter</name>
    <message>
        <source>cannot create the folder %1: %2</source>
        <extracomment>%1 is a folder, %2 the system's reason (e.g. "Not a directory")</extracomment>
        <translation>impossible de créer le dossier %1 : %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <extracomment>%1 is a line number of the autosave journal, %2 the problem found there</extracomment>
        <translation>ligne %1 : %2</translation>
    </message>
</context>
</TS>
