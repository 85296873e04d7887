#!/usr/bin/env bash
# App benchmark: cold start to first frame, peak memory over a whole 4-player game, the slowest move handling, the
# slowest move to screen and the longest event-loop stall.
#
#   tests/perf/app-bench.sh [build-dir] [modules]     (default: build, the base game; modules e.g. "factions" or "all")
#
# modules: a comma-separated list, as for `af-referee-cli random-game --modules`; "all" is every module:
# factions,agendas,extra-tech.
#
# Besides the wall times it prints the main thread's processor time per move (slowest and average,
# CLOCK_THREAD_CPUTIME_ID): on a machine busy with other work the wall times grow with the load, the processor time
# hardly does, so it is the figure to compare changes with there. The targets are for the wall times on a quiet
# machine.
#
# Runs offscreen (no display needed). Needs the built af-referee and af-referee-cli, and /usr/bin/time (package
# "time"). Targets (README "App benchmark", issue 16): first frame <= 1.0 s, peak memory <= 150 MB, move handling
# under 2 ms on average and under 8 ms at worst, no event-loop stall over 16 ms.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="${1:-build}"
MODULES="${2:-}"
[ "$MODULES" = all ] && MODULES="factions,agendas,extra-tech"
case "$BUILD" in /*) ;; *) BUILD="$ROOT/$BUILD" ;; esac
APP="$BUILD/src/app/af-referee"
CLI="$BUILD/src/cli/af-referee-cli"
for f in "$APP" "$CLI"; do [ -x "$f" ] || { echo "app-bench: $f not built" >&2; exit 2; }; done
[ -x /usr/bin/time ] || { echo "app-bench: /usr/bin/time is missing (apt-get install time)" >&2; exit 2; }

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
export QT_QPA_PLATFORM=offscreen QT_QUICK_CONTROLS_STYLE=Fusion
export XDG_RUNTIME_DIR="$WORK/runtime" XDG_CONFIG_HOME="$WORK/config" XDG_DATA_HOME="$WORK/data"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"

echo "== Cold start to first frame (new process, window shown, first frame grabbed, exit), 5 runs"
times=()
for i in 1 2 3 4 5; do
    start=$(date +%s%N)
    "$APP" --data-dir "$WORK/start" --screenshot "$WORK/start-$i.png" >/dev/null 2>&1
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000000 )))
done
sorted=($(printf '%s\n' "${times[@]}" | sort -n))
echo "   runs (ms): ${times[*]}"
echo "   median ${sorted[2]} ms, worst ${sorted[4]} ms   (target: <= 1000 ms)"

echo "== A whole 4-player game${MODULES:+ with $MODULES} (seeded random legal moves), played through the controller as the UI does"
"$CLI" random-game --players 4 --seed 20240 ${MODULES:+--modules "$MODULES"} > "$WORK/game.json" ||
    { echo "app-bench: no game with modules \"$MODULES\" (see above)" >&2; exit 2; }
moves=$(grep -c '"type"' "$WORK/game.json")
echo "   record: $moves moves"
/usr/bin/time -v -o "$WORK/time.txt" "$APP" --data-dir "$WORK/game" --script "$WORK/game.json" --quit-after-script \
    > "$WORK/script.txt" 2> "$WORK/stderr.txt" || { cat "$WORK/stderr.txt" >&2; exit 1; }
sed 's/^/   /' "$WORK/script.txt"
rss_kb=$(awk -F: '/Maximum resident set size/ {gsub(/ /, "", $2); print $2}' "$WORK/time.txt")
echo "   peak memory: $(( rss_kb / 1024 )) MB   (target: <= 150 MB)"
echo "   (moves are played as a very fast player would: each once the previous one is on screen."
echo "    slowest move: GameSession::play, the QML bindings it wakes included; move to screen: until the end of"
echo "    the frame that shows it, waiting for the frame included; stall: the longest the event loop went without"
echo "    getting back to a 4 ms heartbeat timer, apart from the moves (frames, deferred work). Targets: moves"
echo "    under 2 ms on average and under 8 ms at worst, no stall over 16 ms. Move processor time: the main thread's"
echo "    processor time in GameSession::play, which other load on the machine hardly changes.)"
