#!/usr/bin/env bash
# Builds the DocC documentation of UIKit, UIKitTesting and UIKitUITesting into
# .build/docs/<Module>.doccarchive (open it with `docc preview` or serve it as a static site) and
# fails on any DocC warning, and on a public UIKitTesting or UIKitUITesting symbol without
# documentation of itself and its parameters (scripts/check-doc-coverage.py).
# Needs the package's debug build (scripts/test.sh makes it) or builds it.
set -euo pipefail
cd "$(dirname "$0")/.."

docc=$(command -v docc || echo "$(dirname "$(command -v swift)")/docc")
[ -x "$docc" ] || { echo "docs.sh: docc not found beside swift" >&2; exit 1; }

swift package dump-symbol-graph --minimum-access-level public >/dev/null
graphs=$(find .build -type d -name symbolgraph -path "*-unknown-linux-gnu/symbolgraph" | head -n 1)
[ -n "$graphs" ] || { echo "docs.sh: no symbol graphs were written" >&2; exit 1; }

mkdir -p .build/docs
status=0
for module in UIKit UIKitTesting UIKitUITesting; do
    input=$(mktemp -d)
    cp "$graphs/$module.symbols.json" "$input/"
    cp "$graphs/$module@"*.symbols.json "$input/" 2>/dev/null || true
    output=".build/docs/$module.doccarchive"
    rm -rf "$output"
    echo "== DocC: $module"
    if ! "$docc" convert "Sources/$module/$module.docc" \
            --additional-symbol-graph-dir "$input" \
            --fallback-display-name "$module" \
            --fallback-bundle-identifier "org.openuikit.$module" \
            --output-path "$output" \
            --warnings-as-errors; then
        echo "docs.sh: DocC reported problems in $module's documentation" >&2
        status=1
    fi
    rm -rf "$input"
done

for module in UIKitTesting UIKitUITesting; do
    echo "== Documentation coverage: $module"
    python3 scripts/check-doc-coverage.py "$graphs/$module.symbols.json" $(ls "$graphs"/$module@*.symbols.json 2>/dev/null) || status=1
done
exit $status
