#!/usr/bin/env bash
# Builds the record-reader fuzzer with clang (libFuzzer + ASan + UBSan) in its own build folder and runs it for a
# bounded time on the seed corpus. Fails if the fuzzer finds a crash, a leak, a timeout or undefined behaviour.
#   run-fuzz.sh SOURCE_DIR BUILD_DIR [SECONDS]
# SECONDS defaults to $AF_FUZZ_SECONDS, else 10: a short run in the everyday `bash .ci/af test`; CI (.ci/run) sets
# AF_FUZZ_SECONDS for the long one.
set -euo pipefail
src="$1"; build="$2"; seconds="${3:-${AF_FUZZ_SECONDS:-10}}"
[[ "$seconds" =~ ^[1-9][0-9]*$ ]] || { echo "run-fuzz.sh: SECONDS must be a whole number of seconds, not '$seconds'" >&2; exit 2; }

mkdir -p "$build"
cmake -G Ninja -S "$src" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DAF_FUZZ=ON \
    -DAF_BUILD_APP=OFF -DAF_BUILD_CLI=OFF -DAF_BUILD_TESTS=OFF > "$build/configure.log" 2>&1 \
    || { cat "$build/configure.log"; exit 1; }
cmake --build "$build" --target fuzz_record -j "${AF_JOBS:-2}"

# The fuzzer adds what it finds to a scratch copy of the corpus; the committed seeds stay as they are.
work="$build/fuzz-corpus"
rm -rf "$work" "$build/fuzz-artifacts"
mkdir -p "$work" "$build/fuzz-artifacts"
cp "$src"/tests/fuzz/corpus/* "$work"/
export ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
"$build/tests/fuzz/fuzz_record" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 -artifact_prefix="$build/fuzz-artifacts/" "$work"
echo "fuzz_record: no crash, leak, timeout or undefined behaviour in ${seconds}s"
