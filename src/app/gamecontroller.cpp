#include "gamecontroller.h"

#include "models/catalog.h"

GameController::GameController(QObject *parent)
    : QObject(parent), m_session(this), m_moves(&m_session, this), m_players(&m_session, this),
      m_board(&m_session, this), m_turn(&m_session, this), m_factions(&m_session, this), m_agendas(&m_session, this), m_setup(&m_session, this),
      m_files(&m_session, this), m_editor(&m_session, this), m_chart(&m_session, this),
      m_history(&m_session, &m_files, this), m_hint(&m_session, this), m_bots(&m_session, this) {}

GameController::~GameController() = default;

QVariant GameController::catalog() const { return afapp::catalog(); }
