// What a seat may know. The search plays many possible futures from a position; each starts from a
// determinization: the position with everything hidden from the seat replaced by one guess consistent with what the
// seat has seen. The search never sees the real hidden parts.
//
// Hidden from a seat today, and how the search treats it:
// - the order of the alien tech draw pile: the state holds only the pile's contents (public: every card out of it is
//   face up on the display, in a hand or on the discard pile), never its order; the search turns cards up with
//   sampleChance and its own generator; the cards a Scout Drone put on top (digital mode) are known to its user
//   only, and forgotten for the other seats;
// - future dice (rolls, Temporal Warper re-rolls): not in the state; the search rolls them with its own generator;
// - the faction boards still in the box (factions draft): not in the state beyond the drawn boards, which are public.
// - other seats' face-down agenda cards and the agenda deck's and discard pile's cards (agendas module, digital mode,
//   where the engine dealt and so knows them): pooled and dealt again, the same number to each place, and the other
//   seats' reveal windows closed. Cards the table never named to the engine (table mode) are unknown to it anyway.
// Alien tech cards in hand are face up on the table (base rules), so they are not hidden.
#pragma once

#include "chance.h"
#include "state.h"

namespace afai {

// The position as `seat` may know it, hidden parts drawn again with `rng`.
af::GameState determinize(const af::GameState &state, int seat, af::Rng &rng);

} // namespace afai
