#!/usr/bin/env bash
# The constraint solver against kiwisolver 1.5.1 on the same chain system (issue 14):
# build + solve, and one window resize (suggest containerRight, read every frame), medians;
# ours also reports heap bytes per constraint.
# Usage: scripts/bench-solver.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if ! python3 -c 'import kiwisolver, sys; sys.exit(kiwisolver.__version__ != "1.5.1")' 2>/dev/null; then
    python3 -m pip install --quiet "kiwisolver==1.5.1"
fi
swift build -c release --product Benchmarks > /dev/null
benchmarks="$(swift build -c release --show-bin-path)/Benchmarks"
ours="$("$benchmarks" solver-chain)"
kiwi="$(python3 scripts/kiwi_chain.py 100 300 1000)"  # n = 1000: 10 resizes (seconds each)
printf '%-12s %8s %18s %18s\n' solver n "build+solve (ms)" "per resize (ms)"
echo "$kiwi" | awk '{ printf "%-12s %8d %18.3f %18.3f\n", "kiwisolver", $2, $3, $4 }'
echo "$ours" | grep -E "n = .*(build|resize)" | sed -E 's/^ *n = ([0-9,_]+): (build \+ solve|resize[^:]*): ([0-9.]+) ms.*/\1 \2 \3/' | awk '
    { n = $1; v = $NF; if ($2 == "build") { b[n] = v; order[++c] = n; r[n] = "not measured" } else r[n] = v }
    END { for (i = 1; i <= c; i++) printf "%-12s %8s %18s %18s\n", "OpenUIKit", order[i], b[order[i]], r[order[i]] }'
echo "$ours" | grep -E "check|memory" || true
