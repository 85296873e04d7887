// GameController: the one object main.cpp gives the QML, holding the parts of the app's centre side by side. Each
// part is its own class, and the QML talks to each directly:
//   session  GameSession   the record, the state, the undo stack; play, undo, redo, new game; the players' message
//   moves    LegalMoves    what the engine allows now and why not (explain, candidates, dock and territory options)
//   players  PlayersModel  the players with their score, and the ranking
//   board    BoardModel    facilities, territories, display, fields, Relic Ship, piles
//   turn     TurnModel     the turn, the active fleet, what the turn's buttons and held cards can do
//   log      HistoryModel  the game log (the session's undo steps)
//   factions FactionsModel the faction draft and the boards in play (factions module)
//   agendas  AgendasModel  each seat's agenda cards and the agenda moves allowed now (agendas module)
//   setup    SetupGuide    what the table needs to set up this game
//   files    GameFiles     autosave, resume, open and save
//   editor   PositionDraft the position editor: start from a position, or a draft of the current one
//   chart    ScoreChart    each player's VP, fuel and ore after every turn
//   history  GameHistory   the games played (history.db in the data folder) and their statistics
//   hint     Hint          the AI's suggested moves for the player to move (src/ai, searched off the GUI thread)
//   bots     BotSeats      the seats the app plays: their next move, shown for the table to copy
// The views follow the session through its stateChanged() signal; nothing but the session changes the game.
#pragma once

#include "ai/botseats.h"
#include "ai/hint.h"
#include "editor/positiondraft.h"
#include "files/gamefiles.h"
#include "files/gamehistory.h"
#include "historymodel.h"
#include "models/agendasmodel.h"
#include "models/boardmodel.h"
#include "models/factionsmodel.h"
#include "models/playersmodel.h"
#include "models/scorechart.h"
#include "models/setupguide.h"
#include "models/turnmodel.h"
#include "session/gamesession.h"
#include "session/legalmoves.h"

#include <QObject>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

class GameController : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(GameSession *session READ session CONSTANT)
    Q_PROPERTY(LegalMoves *moves READ moves CONSTANT)
    Q_PROPERTY(PlayersModel *players READ players CONSTANT)
    Q_PROPERTY(BoardModel *board READ board CONSTANT)
    Q_PROPERTY(TurnModel *turn READ turn CONSTANT)
    Q_PROPERTY(FactionsModel *factions READ factions CONSTANT)
    Q_PROPERTY(AgendasModel *agendas READ agendas CONSTANT)
    Q_PROPERTY(HistoryModel *log READ log CONSTANT)
    Q_PROPERTY(SetupGuide *setup READ setup CONSTANT)
    Q_PROPERTY(GameFiles *files READ files CONSTANT)
    Q_PROPERTY(PositionDraft *editor READ editor CONSTANT)
    Q_PROPERTY(ScoreChart *chart READ chart CONSTANT)
    Q_PROPERTY(GameHistory *history READ history CONSTANT)
    Q_PROPERTY(Hint *hint READ hint CONSTANT)
    Q_PROPERTY(BotSeats *bots READ bots CONSTANT)
    // Everything the game names, with translated names and help (see models/catalog.h).
    Q_PROPERTY(QVariant catalog READ catalog CONSTANT)

public:
    explicit GameController(QObject *parent = nullptr);
    ~GameController() override;

    GameSession *session() { return &m_session; }
    const GameSession *session() const { return &m_session; }
    LegalMoves *moves() { return &m_moves; }
    PlayersModel *players() { return &m_players; }
    BoardModel *board() { return &m_board; }
    TurnModel *turn() { return &m_turn; }
    FactionsModel *factions() { return &m_factions; }
    AgendasModel *agendas() { return &m_agendas; }
    HistoryModel *log() { return m_session.log(); }
    SetupGuide *setup() { return &m_setup; }
    GameFiles *files() { return &m_files; }
    const GameFiles *files() const { return &m_files; }
    PositionDraft *editor() { return &m_editor; }
    ScoreChart *chart() { return &m_chart; }
    GameHistory *history() { return &m_history; }
    Hint *hint() { return &m_hint; }
    BotSeats *bots() { return &m_bots; }
    QVariant catalog() const;

private:
    // The session first: every other part points to it, connects to it when made, and is destroyed before it.
    GameSession m_session;
    LegalMoves m_moves;
    PlayersModel m_players;
    BoardModel m_board;
    TurnModel m_turn;
    FactionsModel m_factions;
    AgendasModel m_agendas;
    SetupGuide m_setup;
    GameFiles m_files;
    PositionDraft m_editor;
    ScoreChart m_chart;
    GameHistory m_history;
    // Last: destroyed first, each waiting for its search to stop before the session goes.
    Hint m_hint;
    BotSeats m_bots;
};
