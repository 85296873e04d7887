// What a seat may know. The search plays many possible futures from a position; each starts from a
// determinization: the position with everything hidden from the seat replaced by one guess consistent with what the
// seat has seen. The search never sees the real hidden parts.
//
// Hidden from a seat today, and how the search treats it:
// - the order of the alien tech draw pile: the state holds only the pile's contents (public: every card out of it is
//   face up on the display, in a hand or on the discard pile), never its order; the search turns cards up with
//   sampleChance and its own generator;
// - future dice (rolls, Temporal Warper re-rolls): not in the state; the search rolls them with its own generator;
// - the faction boards still in the box (factions draft): not in the state beyond the drawn boards, which are public.
// Alien tech cards in hand are face up on the table (base rules), so they are not hidden.
// When the agendas module lands, other seats' face-down agenda cards will be in the state: determinize() must then
// deal them again from the agendas the seat has not seen, so that the search cannot read them.
#pragma once

#include "chance.h"
#include "state.h"

namespace afai {

// The position as `seat` may know it, hidden parts drawn again with `rng`.
af::GameState determinize(const af::GameState &state, int seat, af::Rng &rng);

} // namespace afai
