# Sourced by atomics-enaml.sh and cache-enaml.sh: the per-operation table rows both print.
#
# per_op_rows ROW — for each case in $CASES, runs `count "$BIN" count CASE K` at the two counts
# `k_of CASE` gives (K1 K2) and prints ROW, a Python f-string over `c` (the case) and `p(i)`
# (field i of count's output per operation: (X(K2) - X(K1)) / (K2 - K1)).
per_op_rows() {
    local row="$1" c k1 k2 a b
    for c in $CASES; do
        read -r k1 k2 <<< "$(k_of "$c")"
        a=$(count "$BIN" count "$c" "$k1")
        b=$(count "$BIN" count "$c" "$k2")
        python3 - "$c" "$k1" "$k2" "$a" "$b" "$row" <<'PY'
import sys
c, k1, k2 = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
a, b = ([int(x) for x in s.split()] for s in sys.argv[4:6])
p = lambda i: (b[i] - a[i]) / (k2 - k1)
print(eval("f" + repr(sys.argv[6])))
PY
    done
}
