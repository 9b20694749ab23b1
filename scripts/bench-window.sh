#!/usr/bin/env bash
# Real-window figures of the release Catalog under a virtual X server (issue 6 benchmarks):
#   launch to first presented frame, input-to-present latency on the button screen, idle CPU.
# Usage: scripts/bench-window.sh [clicks]   (needs xvfb, xdotool: scripts/install-dependencies.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
clicks="${1:-40}"
if [ -z "${DISPLAY:-}" ]; then
    exec xvfb-run -a -s "-screen 0 1280x1024x24" "$0" "$clicks"
fi
swift build -c release --product Catalog > /dev/null
catalog="$(swift build -c release --show-bin-path)/Catalog"
work="$(mktemp -d)"
trap 'kill $pid 2>/dev/null || true; rm -rf "$work"' EXIT

median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# Launch to first frame, five launches (the first one warms the file cache).
launches=()
for round in 0 1 2 3 4 5; do
    rm -f "$work/present.log"
    start="$(date +%s.%N)"
    OPENUIKIT_PRESENT_LOG="$work/present.log" "$catalog" > /dev/null 2>&1 &
    pid=$!
    for _ in $(seq 1 200); do
        grep -q first-frame "$work/present.log" 2>/dev/null && break
        sleep 0.01
    done
    first="$(awk '/first-frame/ { print $2; exit }' "$work/present.log")"
    kill $pid; wait $pid 2>/dev/null || true
    [ "$round" = 0 ] && continue
    launches+=("$(awk -v a="$first" -v b="$start" 'BEGIN { print (a - b) * 1000 }')")
done
launch_ms="$(printf '%s\n' "${launches[@]}" | median)"

# Latency: press and release the "Tap me" button (each changes its highlight).
OPENUIKIT_PRESENT_LOG="$work/present.log" "$catalog" --log "$work/events.log" > /dev/null 2>&1 &
pid=$!
window=""
for _ in $(seq 1 100); do
    window="$(xdotool search --name "OpenUIKit Catalog" 2>/dev/null | head -1 || true)"
    [ -n "$window" ] && break
    sleep 0.1
done
[ -n "$window" ] || { echo "bench-window: the Catalog window did not appear" >&2; exit 1; }
sleep 1
xdotool mousemove --window "$window" 60 102
sleep 0.3
: > "$work/present.log"
for _ in $(seq 1 "$clicks"); do
    xdotool mousedown 1; sleep 0.15
    xdotool mouseup 1; sleep 0.15
done
sleep 0.5
samples="$(grep -c '^latency' "$work/present.log" || true)"
latency_ms="$(awk '/^latency/ { print $2 }' "$work/present.log" | median)"
taken_ms="$(awk '/^latency/ { print $3 }' "$work/present.log" | median)"

# Idle CPU over 10 s with no input (utime + stime from /proc, in clock ticks).
sleep 1
ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
hz="$(getconf CLK_TCK)"
before="$(ticks)"; sleep 10; after="$(ticks)"
idle_percent="$(awk -v a="$after" -v b="$before" -v hz="$hz" 'BEGIN { print (a - b) / hz / 10 * 100 }')"

printf 'launch to first frame: %.1f ms (median of %d launches)\n' "$launch_ms" "${#launches[@]}"
printf 'input to present: %.2f ms median (%d samples; %.3f ms from OpenUIKit taking the event)\n' "$latency_ms" "$samples" "$taken_ms"
printf 'idle CPU: %.2f%% of a core over 10 s\n' "$idle_percent"
