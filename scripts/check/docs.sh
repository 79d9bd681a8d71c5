#!/usr/bin/env bash
# Builds the DocC documentation of every library module with the toolchain's own `docc` and
# fails on any warning (broken symbol links, unknown topics, malformed articles).
# Usage: scripts/check/docs.sh [output-folder]   (default: .build/docs; one .doccarchive per module)
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${1:-.build/docs}"
modules=(StrutSolver StrutText StrutGeometry StrutAutoLayout StrutDeclarative StrutDeclarativeViews StrutRender StrutUIKit StrutExamples Strut)

swift package dump-symbol-graph --minimum-access-level public >/dev/null
graphs=$(find .build -type d -name symbolgraph -path "*$(uname -m)*" | head -n 1)
[ -n "$graphs" ] || { echo "docs: no symbol graphs were written" >&2; exit 1; }

mkdir -p "$out"
status=0
for module in "${modules[@]}"; do
    catalog="Sources/$module/$module.docc"
    [ -d "$catalog" ] || { echo "docs: $module has no DocC catalog ($catalog)" >&2; status=1; continue; }
    # Only this module's graphs (its own, and its extensions of other modules').
    staging=$(mktemp -d)
    cp "$graphs/$module.symbols.json" "$staging/"
    for extension in "$graphs/$module@"*.symbols.json; do
        [ -e "$extension" ] && cp "$extension" "$staging/"
    done
    if ! docc convert "$catalog" --additional-symbol-graph-dir "$staging" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.strut.$module" \
        --output-path "$out/$module.doccarchive" --warnings-as-errors >"$staging/log" 2>&1; then
        echo "docs: $module:" >&2
        grep -E "warning|error" "$staging/log" >&2 || cat "$staging/log" >&2
        status=1
    else
        echo "docs: $module built without warnings"
    fi
    rm -rf "$staging"
done
exit $status
