#!/usr/bin/env bash
# Installs what is missing and runs the Catalog demo app: in a window when a display is
# available, headless otherwise (then it prints where it wrote its files).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-dependencies.sh
swift build --product Catalog
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    exec "$(swift build --show-bin-path)/Catalog" --headless --output "${CATALOG_OUTPUT:-screenshots}" "$@"
fi
exec "$(swift build --show-bin-path)/Catalog" "$@"
