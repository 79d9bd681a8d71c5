#!/usr/bin/env bash
# Atomic reference-count operations per operation of a SolverVsKiwi binary on the enaml_like cases:
# how many times swift_retain and swift_release reach their `lock cmpxchg` (a retain or release
# of an immortal object, such as the empty array, returns before it and is not counted). On
# Linux every retain and release of a shared object is such an atomic read-modify-write, tens of
# cycles each where an ordinary instruction costs one: instruction counts do not show them.
# Counted with callgrind's per-instruction counts (`--dump-instr=yes`) at the two instructions;
# like count-enaml.sh, each case runs K1 and K2 times and one operation costs
# (X(K2) - X(K1)) / (K2 - K1).
#
# Usage: scripts/bench/atomics-enaml.sh BINARY [CASES]   (CASES default: "build cycle")
# Needs: valgrind, objdump, nm, ldd, python3.
set -euo pipefail
# shellcheck source=per-op.sh
source "$(dirname "$0")/per-op.sh"
[ $# -ge 1 ] || { sed -n '2,11p' "$0"; exit 2; }
BIN="$1"
CASES="${2:-build cycle}"
CORE="$(ldd "$BIN" | awk '/libswiftCore.so/ { print $3 }')"
[ -n "$CORE" ] || { echo "libswiftCore.so not found (ldd $BIN)" >&2; exit 1; }
# Addresses (in the library, as callgrind reports them) of the `lock cmpxchg` inside swift_retain
# and swift_release, from the library's code.
lock_at() {
    local start
    start="$(nm -D "$CORE" | awk -v f="$1" '$3 == f { print $1 }')"
    objdump -d --no-show-raw-insn "$CORE" --start-address="0x$start" --stop-address="$(printf '0x%x' $((0x$start + 256)))" \
        | awk '/lock cmpxchg/ { sub(":", "", $1); print "0x" $1; exit }'
}
RETAIN_AT="$(lock_at swift_retain)"
RELEASE_AT="$(lock_at swift_release)"
k_of() { case "$1" in build) echo "5 15" ;; *) echo "60 360" ;; esac; }
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
# Prints "retains releases" (atomic ones) of one run.
count() {
    valgrind --tool=callgrind --dump-instr=yes --compress-pos=no --compress-strings=no \
        --callgrind-out-file="$WORK/out" "$@" > /dev/null 2>&1
    awk -v r="$RETAIN_AT" -v l="$RELEASE_AT" '
        /^fn=/ { fn = substr($0, 4) }
        fn == "swift_retain" && $1 == r { retains += $NF }
        fn == "swift_release" && $1 == l { releases += $NF }
        END { print retains + 0, releases + 0 }' "$WORK/out"
}
printf '| case | atomic retains/op | atomic releases/op |\n|---|---:|---:|\n'
per_op_rows '| {c} | {p(0):,.1f} | {p(1):,.1f} |'
