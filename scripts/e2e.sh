#!/usr/bin/env bash
# End-to-end test of the Catalog in a real window: run under a virtual X server (Xvfb),
# click and drag with xdotool, and check the app's event log (and, once frames are
# presented, screenshots). Usage: scripts/e2e.sh [path/to/Catalog]
set -euo pipefail
cd "$(dirname "$0")/.."
catalog="${1:-$(swift build --show-bin-path)/Catalog}"
if [ -z "${DISPLAY:-}" ]; then
    exec xvfb-run -a -s "-screen 0 1280x1024x24" "$0" "$catalog"
fi

work="$(mktemp -d)"
log="$work/events.log"
"$catalog" --log "$log" > "$work/stdout.txt" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true; rm -rf "$work"' EXIT

fail() {
    echo "e2e: FAIL: $*" >&2
    echo "--- event log" >&2; cat "$log" >&2 || true
    echo "--- stdout" >&2; cat "$work/stdout.txt" >&2 || true
    exit 1
}

window=""
for _ in $(seq 1 100); do
    window="$(xdotool search --name "OpenUIKit Catalog" 2>/dev/null | head -1 || true)"
    [ -n "$window" ] && break
    sleep 0.1
done
[ -n "$window" ] || fail "the Catalog window did not appear"

wait_for() {  # wait_for <text>: the event log gets a line containing <text>
    for _ in $(seq 1 50); do
        grep -qF -- "$1" "$log" && return 0
        sleep 0.1
    done
    fail "expected '$1' in the event log"
}

wait_for "launched"
wait_for "layout: 480x800"

# Tap the "Tap me" button (window coordinates: the bar is 56 pt, the button is at 20,80 160x44).
xdotool mousemove --window "$window" 100 158
sleep 0.3
xdotool click 1
wait_for "button: touchDown"
wait_for "button: touchUpInside"
wait_for "button: primaryActionTriggered"

# Drag out of the button: exit, then outside, then touch up outside.
sleep 0.5
xdotool mousemove --window "$window" 100 158
sleep 0.2
xdotool mousedown 1
sleep 0.1
for x in 140 200 260 340 420; do
    xdotool mousemove --window "$window" "$x" 158
    sleep 0.05
done
xdotool mouseup 1
wait_for "button: touchDragExit"
wait_for "button: touchDragOutside"
wait_for "button: touchUpOutside"

# Resizing the native window resizes the UIWindow and lays the root view out again.
xdotool windowsize "$window" 600 700
wait_for "layout: 600x700"

echo "e2e: window ok ($(grep -c . "$log") events)"

# Multi-touch: the Catalog pushes SDL touch-screen events into its own queue (xdotool
# cannot inject touches); the pinch recognizer on the gesture screen must see them.
kill $pid 2>/dev/null || true
wait $pid 2>/dev/null || true
"$catalog" --log "$log" --self-test-pinch > "$work/stdout.txt" 2>&1 &
pid=$!
wait_for "self-test: pushing"
wait_for "pinch: began"
wait_for "pinch: changed"
wait_for "pinch: ended"
echo "e2e: multi-touch ok"
echo "e2e: ok"
