#!/usr/bin/env bash
# The long run of the CGPath set-operation fuzz (the test suite runs 12 iterations).
# Usage: scripts/fuzz-path-operations.sh [iterations] [seed]   (default: 2000 iterations, seed 2026)
# Each iteration checks five operations at 25 points each under both fill rules.
# Set FUZZ_CONFIGURATION=release for an optimized build (much faster per iteration).
set -euo pipefail
cd "$(dirname "$0")/.."
configuration="${FUZZ_CONFIGURATION:-debug}"
flags=(-c "$configuration")
if [ "$configuration" = release ]; then flags+=(-Xswiftc -enable-testing); fi
swift build "${flags[@]}" --build-tests
export OPENUIKIT_PATHOPS_FUZZ_ITERATIONS="${1:-2000}" OPENUIKIT_PATHOPS_FUZZ_SEED="${2:-2026}"
swift test "${flags[@]}" --skip-build --filter 'CoreGraphicsTests.PathSetOperationFuzzTests'
