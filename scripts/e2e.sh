#!/usr/bin/env bash
# End-to-end test of the Catalog in a real window: run under a virtual X server (Xvfb),
# click, drag, hover, scroll and type with xdotool, and check the app's event log and
# screenshots of the window. Usage: scripts/e2e.sh [path/to/Catalog]
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

find_window() {  # sets $window to the Catalog's native window
    window=""
    for _ in $(seq 1 100); do
        window="$(xdotool search --name "OpenUIKit Catalog" 2>/dev/null | head -1 || true)"
        [ -n "$window" ] && return 0
        sleep 0.1
    done
    fail "the Catalog window did not appear"
}
find_window

wait_for() {  # wait_for <text>: the event log gets a line containing <text>
    for _ in $(seq 1 50); do
        grep -qF -- "$1" "$log" && return 0
        sleep 0.1
    done
    fail "expected '$1' in the event log"
}

wait_for "launched"
wait_for "layout: 480x800"

wait_for_count() {  # wait_for_count <text> <n>: the event log has <n> lines containing <text>
    for _ in $(seq 1 50); do
        [ "$(grep -cF -- "$1" "$log" || true)" -ge "$2" ] && return 0
        sleep 0.1
    done
    fail "expected $2 lines with '$1' in the event log"
}

# Window coordinates (480x800 at scale 1): a 56 pt bar (title, back button), the content
# below it — at launch the table of screens, 44 pt rows; Ctrl+1 … Ctrl+8 choose a screen,
# the back button (8,8 87x40) returns to the table — and the event log at the bottom.

# pixel <x> <y>: "r,g,b" of the window's pixel at (x, y) in a screenshot (ImageMagick).
pixel() {
    import -window "$window" "$work/shot.png"
    convert "$work/shot.png" -crop "1x1+$1+$2" -format '%[fx:int(255*r+0.5)],%[fx:int(255*g+0.5)],%[fx:int(255*b+0.5)]' info:
}

# expect_pixel <x> <y> <r,g,b> <what>: waits for the screenshot pixel to be within 8 of <r,g,b>.
expect_pixel() {
    local got=""
    for _ in $(seq 1 30); do
        got="$(pixel "$1" "$2")"
        if awk -v got="$got" -v want="$3" 'BEGIN {
                split(got, g, ","); split(want, w, ",")
                for (i = 1; i <= 3; i++) { d = g[i] - w[i]; if (d < -8 || d > 8) exit 1 }
            }'; then return 0; fi
        sleep 0.1
    done
    fail "$4: pixel ($1,$2) is $got, expected $3"
}

# Clicking the first row of the table of screens shows the Controls screen.
wait_for "screen: list"
sleep 0.3
xdotool mousemove --window "$window" 100 78 click 1
wait_for "screen: Controls"
sleep 0.3

# The "Tap me" button (20,80 160x44): blue, orange while pressed (its highlight), blue again.
expect_pixel 30 90 "0,122,255" "the button before the press"
xdotool mousemove --window "$window" 100 102
sleep 0.3
xdotool mousedown 1
wait_for "button: touchDown"
expect_pixel 30 90 "255,149,0" "the highlighted button"
xdotool mouseup 1
wait_for "button: touchUpInside"
wait_for "button: primaryActionTriggered"
expect_pixel 30 90 "0,122,255" "the button after the release"

# Drag out of the button: exit, then outside, then touch up outside.
sleep 0.5
xdotool mousemove --window "$window" 100 102
sleep 0.2
xdotool mousedown 1
sleep 0.1
for x in 140 200 260 340 420; do
    xdotool mousemove --window "$window" "$x" 102
    sleep 0.05
done
xdotool mouseup 1
wait_for "button: touchDragExit"
wait_for "button: touchDragOutside"
wait_for "button: touchUpOutside"

# Drag the slider's thumb (the slider spans x 20...450 at y 269; value 0.5).
sleep 0.5
xdotool mousemove --window "$window" 235 269
sleep 0.2
xdotool mousedown 1
for x in 255 285 315 335; do
    xdotool mousemove --window "$window" "$x" 269
    sleep 0.05
done
xdotool mouseup 1
wait_for "slider: valueChanged"

# The gesture screen: hovering over the square begins a hover, the wheel pans it.
xdotool key --window "$window" ctrl+2
wait_for "key: ctrl+2"
wait_for "screen: Gestures"
sleep 0.3
xdotool mousemove --window "$window" 195 251
wait_for "hover: began"
xdotool click 5
wait_for "pan: began"
wait_for "pan: ended"
xdotool mousemove --window "$window" 460 700
wait_for "hover: ended"

# The text screen: tap the field, type, delete.
xdotool key --window "$window" ctrl+5
wait_for "screen: Text"
sleep 0.3
xdotool mousemove --window "$window" 100 94 click 1
sleep 0.3
xdotool type --delay 50 "hi"
wait_for 'text: insertText "h"'
wait_for 'text: insertText "i"'
xdotool key BackSpace
wait_for "text: deleteBackward"

# The long list: the wheel scrolls it (a drag without a fling), a quick drag flings it, and
# the back button (or Escape) returns to the table of screens.
xdotool key --window "$window" ctrl+7
wait_for "screen: List"
sleep 0.3
xdotool mousemove --window "$window" 240 400
for _ in $(seq 1 10); do xdotool click 5; sleep 0.05; done
wait_for "list: dragged to row"
# Ten wheel clicks scroll past the first rows (the log names the top row).
top="$(grep -o "list: dragged to row [0-9]*" "$log" | tail -1 | awk '{ print $NF }')"
[ "$top" -ge 2 ] || fail "the wheel did not scroll the list (top row $top)"
sleep 0.3
xdotool mousedown 1
for y in 380 340 280 200 120; do
    xdotool mousemove --window "$window" 240 "$y"
    sleep 0.02
done
xdotool mouseup 1
wait_for "list: decelerated to row"
sleep 0.3
xdotool mousemove --window "$window" 50 28 click 1
wait_for_count "screen: list" 2
xdotool key --window "$window" ctrl+3
wait_for "screen: Date Picker"
xdotool key --window "$window" Escape
wait_for "key: escape"
wait_for_count "screen: list" 3

# The form: click the name field, type (autocapitalized words), Return moves to the email
# field, which refuses spaces.
xdotool key --window "$window" ctrl+8
wait_for "screen: Form"
sleep 0.3
xdotool mousemove --window "$window" 240 147 click 1
wait_for "name: editingDidBegin"
xdotool type --delay 50 "hi there"
wait_for 'name: editingChanged "Hi There"'
xdotool key Return
wait_for "name: editingDidEnd"
wait_for "email: editingDidBegin"
xdotool type --delay 50 "a b"
wait_for 'email: editingChanged "ab"'
# Select all and cut to the system clipboard, paste it back, undo the paste.
xdotool key ctrl+a ctrl+x
wait_for 'email: editingChanged ""'
xdotool key ctrl+v
wait_for_count 'email: editingChanged "ab"' 2
xdotool key ctrl+z
wait_for_count 'email: editingChanged ""' 2

# Resizing the native window resizes the UIWindow and lays the root view out again.
xdotool windowsize "$window" 600 700
wait_for "layout: 600x700"

echo "e2e: window ok ($(grep -c . "$log") events)"

# HiDPI: at scale 2 on a display that does not scale windows (X11), the native window has
# twice the pixels and clicks land on the same points.
kill $pid 2>/dev/null || true
wait $pid 2>/dev/null || true
: > "$log"
OPENUIKIT_SCALE=2 "$catalog" --log "$log" > "$work/stdout.txt" 2>&1 &
pid=$!
wait_for "launched"
find_window
wait_for "screen: list"
xdotool key --window "$window" ctrl+1
wait_for "screen: Controls"
geometry="$(xdotool getwindowgeometry "$window" | awk '/Geometry/ { print $2 }')"
[ "$geometry" = "960x1600" ] || fail "the 2x window is $geometry, expected 960x1600"
sleep 0.3
xdotool mousemove --window "$window" 200 204 click 1
wait_for "button: touchUpInside"
echo "e2e: HiDPI ok"

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
kill $pid 2>/dev/null || true
wait $pid 2>/dev/null || true

# A display that disappears: the app ends through its lifecycle (applicationWillTerminate),
# with status 0, instead of Xlib's abrupt exit.
Xvfb -displayfd 5 -screen 0 640x480x24 5>"$work/display" > /dev/null 2>&1 &
server=$!
for _ in $(seq 1 50); do [ -s "$work/display" ] && break; sleep 0.1; done
[ -s "$work/display" ] || fail "a second X server did not start"
: > "$log"
DISPLAY=":$(cat "$work/display")" "$catalog" --log "$log" > "$work/stdout.txt" 2>&1 &
pid=$!
wait_for "launched"
# The display goes away while the app runs (its native window is up and presenting).
DISPLAY=":$(cat "$work/display")" timeout 10 xdotool search --sync --name "OpenUIKit Catalog" > /dev/null \
    || fail "the Catalog window did not appear on the second display"
sleep 0.5
kill "$server"
status=0
for _ in $(seq 1 50); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
if kill -0 $pid 2>/dev/null; then fail "the app did not end when its display went away"; fi
wait $pid || status=$?
[ "$status" = 0 ] || fail "the app ended with status $status when its display went away"
wait_for "willTerminate"
echo "e2e: lost display ok"
echo "e2e: ok"
