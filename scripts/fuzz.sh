#!/usr/bin/env bash
# The long run of the interaction fuzzer (the test suite runs a short one).
# Usage: scripts/fuzz.sh [seeds] [steps] [first-seed]   (default: 200 seeds × 500 steps from 0)
# Set FUZZ_CONFIGURATION=release for an optimized build (several times faster per seed).
# A failing seed replays alone: OPENUIKIT_FUZZ_SEED=<n> OPENUIKIT_FUZZ_STEPS=<steps> swift test --filter InteractionFuzzTests
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-dependencies.sh
configuration="${FUZZ_CONFIGURATION:-debug}"
flags=(-c "$configuration")
if [ "$configuration" = release ]; then flags+=(-Xswiftc -enable-testing); fi
swift build "${flags[@]}" --build-tests
export OPENUIKIT_FUZZ_SEEDS="${1:-200}" OPENUIKIT_FUZZ_STEPS="${2:-500}" OPENUIKIT_FUZZ_FIRST_SEED="${3:-0}"
export OPENUIKIT_FUZZ_VERBOSE=1
swift test "${flags[@]}" --skip-build --filter 'InteractionFuzzTests/testRandomInteraction'
