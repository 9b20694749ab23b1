#!/usr/bin/env bash
# Makes docs/catalog.png, the README's picture of the Catalog: three screens of the real
# window under a virtual X server, side by side. Needs xvfb, xdotool and imagemagick.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${DISPLAY:-}" ]; then
    exec xvfb-run -a -s "-screen 0 1280x1024x24" "$0"
fi
swift build --product Catalog > /dev/null
work="$(mktemp -d)"
"$(swift build --show-bin-path)/Catalog" > /dev/null 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true; rm -rf "$work"' EXIT
window=""
for _ in $(seq 1 100); do
    window="$(xdotool search --name "OpenUIKit Catalog" 2>/dev/null | head -1 || true)"
    [ -n "$window" ] && break
    sleep 0.1
done
sleep 1
xdotool mousemove --window "$window" 325 211 click 1; sleep 0.8          # the switch
import -window "$window" "$work/1.png"
xdotool key --window "$window" ctrl+3; sleep 0.5
xdotool mousemove --window "$window" 311 180 click 1; sleep 0.8          # inline style
import -window "$window" "$work/2.png"
xdotool key --window "$window" ctrl+5; sleep 0.5
xdotool mousemove --window "$window" 100 94 click 1; sleep 0.3           # the text field
xdotool type --delay 40 "Hello 안녕 你好"; sleep 2
import -window "$window" "$work/3.png"
mkdir -p docs
convert "$work/1.png" "$work/2.png" "$work/3.png" +append -strip docs/catalog.png
echo "wrote docs/catalog.png"
