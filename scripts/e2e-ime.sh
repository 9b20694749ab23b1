#!/usr/bin/env bash
# End-to-end test of input-method composition in a real window: the Catalog under a virtual X
# server with IBus's Hangul engine (Debian packages ibus, ibus-hangul, dbus-x11), typing
# q k s k s (ㅂ ㅏ ㄴ ㅏ ㄴ in the 2-set layout) into a text field with xdotool: the field shows
# each composition as marked text and ends with 바난; moving to the next field mid-composition
# keeps the composed syllable in the first field and leaks nothing into the second.
# Usage: scripts/e2e-ime.sh [path/to/Catalog]
set -euo pipefail
cd "$(dirname "$0")/.."
catalog="${1:-$(swift build --show-bin-path)/Catalog}"
if [ -z "${DISPLAY:-}" ]; then
    exec xvfb-run -a -s "-screen 0 1280x1024x24" "$0" "$catalog"
fi
if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ]; then
    exec dbus-run-session -- "$0" "$catalog"
fi

work="$(mktemp -d)"
log="$work/events.log"
pid=""
cleanup() {
    [ -n "$pid" ] && kill "$pid" 2>/dev/null || true
    ibus exit >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT

fail() {
    echo "e2e-ime: FAIL: $*" >&2
    echo "--- event log" >&2; cat "$log" >&2 || true
    echo "--- stdout" >&2; cat "$work/stdout.txt" >&2 || true
    exit 1
}

export XMODIFIERS=@im=ibus SDL_IM_MODULE=ibus
ibus-daemon --daemonize --replace --panel disable > "$work/ibus.txt" 2>&1
for _ in $(seq 1 100); do
    ibus engine hangul >/dev/null 2>&1 && break
    sleep 0.1
done
[ "$(ibus engine 2>/dev/null)" = "hangul" ] || fail "IBus did not start with the Hangul engine"

"$catalog" --log "$log" > "$work/stdout.txt" 2>&1 &
pid=$!

window=""
for _ in $(seq 1 100); do
    window="$(xdotool search --name "OpenUIKit Catalog" 2>/dev/null | head -1 || true)"
    [ -n "$window" ] && break
    sleep 0.1
done
[ -n "$window" ] || fail "the Catalog window did not appear"

wait_for() {  # wait_for <text>: the event log gets a line containing <text>
    for _ in $(seq 1 50); do
        grep -qF -- "$1" "$log" 2>/dev/null && return 0
        sleep 0.1
    done
    fail "expected '$1' in the event log"
}

wait_for "launched"
xdotool key --window "$window" ctrl+8
wait_for "screen: Form"
sleep 0.3
xdotool mousemove --window "$window" 240 147 click 1
wait_for "name: editingDidBegin"
sleep 0.3
ibus engine hangul
# Shift+Space switches ibus-hangul from Latin to Hangul input.
xdotool key shift+space
sleep 0.3
xdotool type --delay 150 "qksks"
wait_for 'name: editingChanged "ㅂ"'
wait_for 'name: editingChanged "반"'
wait_for 'name: editingChanged "바나"'
wait_for 'name: editingChanged "바난"'
echo "e2e-ime: composition ok"

# Focus moves mid-composition (난 still marked): the name field keeps 바난, the email field
# gets nothing of it.
xdotool mousemove --window "$window" 240 193 click 1
wait_for "name: editingDidEnd"
wait_for "email: editingDidBegin"
sleep 1
if grep -q "^email: editingChanged" "$log"; then
    fail "the composition leaked into the next field"
fi
last_name="$(grep '^name: editingChanged' "$log" | tail -1)"
[ "$last_name" = 'name: editingChanged "바난"' ] || fail "the name field ended as $last_name"
echo "e2e-ime: focus change ok"
echo "e2e-ime: ok"
