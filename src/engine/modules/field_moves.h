// The moves of a field generator that a card or a faction board offers "to another territory": shared by the
// Field Propagator's discard (extra tech) and the Proxima Centauri Scholars' docking (factions).
#pragma once

#include "../state.h"

namespace af::detail {

// Every field generator on the planet, each with every territory it is not on (a straddling one is on both of its,
// X-38), generator by generator, territories in board order: emit(Field, Territory).
template <class Emit>
void forEachFieldMove(const GameState &s, Emit &&emit)
{
    for (int f = 0; f < kFieldCount; ++f) {
        if (s.fieldAt[f] < 0)
            continue;
        for (int t = 0; t < kTerritoryCount; ++t)
            if (!fieldOn(s, static_cast<Field>(f), static_cast<Territory>(t)))
                emit(static_cast<Field>(f), static_cast<Territory>(t));
    }
}

} // namespace af::detail
