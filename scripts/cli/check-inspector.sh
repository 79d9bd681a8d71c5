#!/usr/bin/env bash
# Opens strut's HTML inspector in headless Chromium, takes a screenshot, and checks that
# selecting a view (through the URL fragment, #view=ID) lists the constraints affecting it.
# Installs Debian's chromium with apt-get when no Chromium is found. Run by hand or by the
# lead, not by `swift test`.
#
#   scripts/cli/check-inspector.sh [EXAMPLE.yaml VIEW EXPECTED-CONSTRAINT-TEXT]
#
# Outputs in out/inspector-check/: the page, a screenshot and the DOM after the script ran.
set -euo pipefail
cd "$(dirname "$0")/../.."

example=${1:-Examples/two-views.yaml}
view=${2:-blue}
expected=${3:-blue.leading == red.trailing + 8}
out=out/inspector-check
mkdir -p "$out"

find_browser() {
  command -v chromium || command -v chromium-browser || command -v google-chrome || command -v google-chrome-stable || true
}
browser=$(find_browser)
if [ -z "$browser" ]; then
  echo "check-inspector: no Chromium found; installing Debian's chromium with apt-get" >&2
  if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
  browser=$(find_browser)
  [ -n "$browser" ] || { echo "check-inspector: chromium could not be installed" >&2; exit 1; }
fi

page="$out/$(basename "${example%.*}").html"
swift run -q strut inspect "$example" -o "$page"
url="file://$PWD/$page#view=$view"
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --virtual-time-budget=2000)

timeout 120 "$browser" "${flags[@]}" --window-size=1400,1000 --screenshot="$PWD/$out/inspector.png" "$url" >/dev/null 2>&1
timeout 120 "$browser" "${flags[@]}" --dump-dom "$url" 2>/dev/null > "$out/dom.html"

fail=0
check() {  # description, fixed string that must be in the DOM
  if grep -qF -- "$2" "$out/dom.html"; then echo "ok   $1"; else echo "FAIL $1 (missing: $2)"; fail=1; fi
}
[ -s "$out/inspector.png" ] && echo "ok   screenshot $out/inspector.png ($(stat -c %s "$out/inspector.png") bytes)" \
  || { echo "FAIL no screenshot"; fail=1; }
check "the selected view is $view" "<h2 id=\"selected-name\">$view</h2>"
check "the tree marks $view as selected" "class=\"node selected\" data-index="
check "the canvas highlights $view" "data-view=\"$view\""
check "the constraint list names '$expected'" "$(printf '%s' "$expected" | sed 's/&/\&amp;/g; s/</\&lt;/g; s/>/\&gt;/g')"
check "constraints are listed per axis" 'id="constraints-horizontal"'
check "constraints are listed per axis" 'id="constraints-vertical"'
check "the engine's affecting constraints are listed" 'id="affecting-horizontal"'

# Problems are highlighted: a broken constraint and ambiguous views.
for pair in "Examples/unsatisfiable.yaml|broken: label.width &gt;= 400" "Examples/ambiguous-row.yaml|ambiguous: label"; do
  file=${pair%%|*}; text=${pair#*|}
  extra="$out/$(basename "${file%.*}").html"
  swift run -q strut inspect "$file" -o "$extra" >/dev/null 2>&1 || true
  timeout 120 "$browser" "${flags[@]}" --dump-dom "file://$PWD/$extra" 2>/dev/null > "$out/dom-problems.html"
  if grep -qF -- "$text" "$out/dom-problems.html"; then echo "ok   $file lists '$text' under Problems"; else echo "FAIL $file does not list '$text'"; fail=1; fi
done
exit $fail
