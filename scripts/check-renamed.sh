#!/usr/bin/env bash
# Checks the Swift 3/4 names of Sources/*/Compatibility: every old name must stop the
# compiler with "'<old>' has been renamed to '<new>'" (Xcode's message and fix-it), and every
# new name it points to must compile. Type-checks two generated files against the debug
# build's modules (builds the UIKit target first if needed); takes well under a minute once
# the package is built.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --target UIKit >/dev/null 2>&1 || swift build --target UIKit
bin=$(swift build --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[ -n "${KEEP:-}" ] && trap - EXIT && echo "$work"

# One line per declaration: kind old new (kind: type, value, notification, function).
awk '
    /@available\(\*, unavailable, renamed: "/ {
        match($0, /renamed: "[^"]*"/); new = substr($0, RSTART + 10, RLENGTH - 11); next
    }
    new != "" {
        line = $0
        sub(/^ *(@MainActor )?public /, "", line)
        split(line, words, /[ :(<=]+/)
        kind = words[1]; old = words[2]
        if (kind == "static") { kind = "notification"; old = words[3] }
        else if (kind == "typealias") kind = "type"
        else if (kind == "var") kind = "value"
        else if (kind == "func") kind = "function"
        print kind, old, new
        new = ""
    }
' Sources/UIKit/Compatibility/*.swift Sources/QuartzCore/Compatibility/*.swift > "$work/names.txt"

count=$(wc -l < "$work/names.txt")
if [ "$count" -lt 100 ]; then
    echo "check-renamed: found only $count renamed declarations; the parser is out of date" >&2
    exit 1
fi

{
    echo "import UIKit"
    echo "@MainActor func oldNames() {"
    while read -r kind old new; do
        case $kind in
            type) echo "    _ = $old.self" ;;
            notification) echo "    _ = NSNotification.Name.$old" ;;
            *) echo "    _ = $old" ;;
        esac
    done < "$work/names.txt"
    echo "}"
} > "$work/old.swift"

{
    echo "import UIKit"
    echo "@MainActor func newNames() {"
    while read -r kind old new; do
        case $kind in
            type) echo "    _ = $new.self" ;;
            function) ;; # initializers, methods and getters: checked where the function calls them
            *) echo "    _ = $new" ;;
        esac
    done < "$work/names.txt"
    echo "}"
} > "$work/new.swift"

flags=(-typecheck -swift-version 6 -I "$bin/Modules")
for f in $(pkg-config --cflags pangocairo sdl2 cairo); do flags+=(-Xcc "$f"); done
# Every C module the package's Swift modules import: system libraries' maps in Sources, and
# the maps SwiftPM writes for C targets.
for map in Sources/*/module.modulemap "$bin"/*.build/module.modulemap; do
    if [ -f "$map" ]; then flags+=(-Xcc "-fmodule-map-file=$map"); fi
done

status=0
if ! swiftc "${flags[@]}" "$work/new.swift" > "$work/new.log" 2>&1; then
    echo "check-renamed: a new name does not compile:" >&2
    grep -E "error:" "$work/new.log" | grep -v '^ ' >&2
    status=1
fi

swiftc "${flags[@]}" "$work/old.swift" > "$work/old.log" 2>&1 && true
while read -r kind old new; do
    # A function renamed to a method or getter is reported as "replaced by"; the rest as renamed.
    if ! grep -qF -e "error: '$old' has been renamed to '$new'" -e "error: '$old' has been replaced by" \
        -e "error: '$old(" "$work/old.log"; then
        echo "check-renamed: no rename error for $old (expected '$new')" >&2
        status=1
    fi
done < "$work/names.txt"

[ $status -eq 0 ] && echo "check-renamed: $count old names each name their replacement"
exit $status
