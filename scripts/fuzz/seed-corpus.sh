#!/usr/bin/env bash
# Seeds the fuzzers' corpora (scripts/fuzz/corpus/TARGET) from Examples/, the regression files
# and the tests' fonts: every layout file, each equation and format line of them (one input a
# file), and the small test fonts. Idempotent: run it again after adding examples.
set -euo pipefail
cd "$(dirname "$0")"
root=$(cd ../.. && pwd)
mkdir -p corpus/equation corpus/visual-format corpus/layout-file corpus/font

for f in "$root"/Examples/*.yaml "$root"/Examples/*.json "$root"/Tests/StrutCLITests/Fixtures/regressions/*.yaml; do
  [ -e "$f" ] || continue
  cp "$f" "corpus/layout-file/$(basename "$f")"
done

# Constraint lines of the examples: quoted or plain list items under 'constraints:'.
python3 - "$root" <<'PY'
import hashlib, pathlib, re, sys
root = pathlib.Path(sys.argv[1])
files = sorted((root / "Examples").glob("*.yaml")) + sorted((root / "Tests/StrutCLITests/Fixtures/regressions").glob("*.yaml"))
for path in files:
    for line in path.read_text().splitlines():
        m = re.match(r'\s*-\s*(?:equation:\s*|format:\s*)?["\']?(.*?)["\']?\s*$', line)
        if not m:
            continue
        text = m.group(1)
        if re.match(r'^(H:|V:|\||\[)', text):
            target = "visual-format"
        elif re.search(r'(==|<=|>=)', text) and not text.startswith("{"):
            target = "equation"
        else:
            continue
        name = hashlib.sha1(text.encode()).hexdigest()[:16]
        (pathlib.Path("corpus") / target / name).write_text(text)
PY

cp "$root"/Tests/StrutTextTests/Data/*.ttf corpus/font/
echo "corpus: $(ls corpus/equation | wc -l) equations, $(ls corpus/visual-format | wc -l) format lines, $(ls corpus/layout-file | wc -l) layout files, $(ls corpus/font | wc -l) fonts"
