// Whether something can be done now, and the engine's reason when it cannot, as the views show it:
// {available, text, ruleId, ruleTitle}. Shared by the turn's buttons (TurnModel) and the questions the board asks
// (LegalMoves).
#pragma once

#include "engine.h"

#include <QVariantMap>

#include <optional>

class GameSession;

namespace afapp {

QVariantMap availability(const GameSession &session, const std::optional<af::Rejection> &rejection);
QVariantMap availabilityOf(const GameSession &session, bool available, const std::optional<af::Rejection> &why);
// Refusals that only say a choice is missing or malformed: when explaining why a card cannot be used, a probe that
// fails for one of these says nothing about the game.
bool isMissingChoice(af::Reason reason);
// Why the active player cannot use (or discard) a card now: the first refusal about the game among the choices its
// power could take.
std::optional<af::Rejection> whyCardUnavailable(const af::GameState &state, af::Card card, bool discard);

} // namespace afapp
