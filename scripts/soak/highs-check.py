#!/usr/bin/env python3
"""An independent verdict on a system the soak flagged (issue 13): HiGHS (through SciPy), an
industrial LP solver sharing nothing with Strut or the test oracle, solves the priority
hierarchy level by level and prints, per level, its optimal total error beside the error of
the solver's values.

Usage: scripts/soak/highs-check.py DUMP.json [DUMP.json ...]
The dumps come from the soak (SOAK_DUMP_DIR=dir scripts/soak/soak.sh ...): {"x": [...],
"constraints": [{"a": [...], "b": constant, "rel": "<=" | "==" | ">=", "p": priority}]}, each
constraint meaning a·x + b (rel) 0, priority 1000 required. Installs SciPy with pip if missing.

Each level is minimised with every higher level held at HiGHS's own optimum plus a relative
1e-9 (the lexicographic optimum); "strut" is the same total error at the solver's values. The
last line per file is the verdict at the first level where the two differ by more than the
soak's slack (1e-6 of the error plus 1e-8 of each member's largest term at the solver's values):
"strut worse" there means the solver's answer is not the optimum.

HIGHS_BOUND=B (e.g. 1e12) bounds every variable to [-B, B]: an optimum that HiGHS reaches only at
values far beyond any double's resolution (soak seed 516999: level 751 at 90.5 with values near
4.6e19, where a required constraint is 833 off and the level above 0.26; 8,738,575 within 1e12)
is then told apart from a vertex the solver missed.
"""
import importlib.util
import json
import os
import subprocess
import sys

if importlib.util.find_spec("scipy") is None:
    subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "scipy"])

from scipy.optimize import linprog  # noqa: E402


def error(c, x):
    v = c["b"] + sum(a * xx for a, xx in zip(c["a"], x))
    if c["rel"] == "==":
        return abs(v)
    return max(0.0, v) if c["rel"] == "<=" else max(0.0, -v)


def check(path):
    d = json.load(open(path))
    cons, x = d["constraints"], d["x"]
    n = len(x)
    soft = [i for i, c in enumerate(cons) if c["p"] < 1000]
    slot = {i: k for k, i in enumerate(soft)}
    width = n + 2 * len(soft)
    a_eq, b_eq, a_ub, b_ub = [], [], [], []
    for i, c in enumerate(cons):
        row = list(c["a"]) + [0.0] * (2 * len(soft))
        if i in slot:  # a·x + b = e⁺ − e⁻ (==), a·x + b ≤ e⁺ (<=), a·x + b ≥ −e⁻ (>=)
            k = n + 2 * slot[i]
            if c["rel"] in ("==", "<="):
                row[k] = -1.0
            if c["rel"] in ("==", ">="):
                row[k + 1] = 1.0
        if c["rel"] == "==":
            a_eq.append(row)
            b_eq.append(-c["b"])
        elif c["rel"] == "<=":
            a_ub.append(row)
            b_ub.append(-c["b"])
        else:
            a_ub.append([-v for v in row])
            b_ub.append(c["b"])
    limit = float(os.environ["HIGHS_BOUND"]) if os.environ.get("HIGHS_BOUND") else None
    bounds = [(-limit, limit) if limit else (None, None)] * n + [(0, None)] * (2 * len(soft))
    print(path, f"(max |x| {max(abs(v) for v in x):.3g})")
    verdict = "agrees at every level"
    for level in sorted({cons[i]["p"] for i in soft}, reverse=True):
        cost = [0.0] * width
        for i in soft:
            if cons[i]["p"] == level:
                cost[n + 2 * slot[i]] = cost[n + 2 * slot[i] + 1] = 1.0
        r = linprog(cost, A_ub=a_ub or None, b_ub=b_ub or None, A_eq=a_eq or None, b_eq=b_eq or None,
                    bounds=bounds, method="highs")
        strut = sum(error(cons[i], x) for i in soft if cons[i]["p"] == level)
        if r.status != 0:
            print(f"  level {level:g}: HiGHS gave up ({r.message}); strut {strut:.12g}")
            break
        print(f"  level {level:g}: HiGHS {r.fun:.12g}  strut {strut:.12g}")
        slack = 1e-6 * max(1.0, abs(r.fun))
        for i in soft:
            if cons[i]["p"] == level:
                slack += 1e-8 * max([1.0, abs(cons[i]["b"])] + [abs(a * v) for a, v in zip(cons[i]["a"], x)])
        if abs(strut - r.fun) > slack:
            verdict = f"strut {'worse' if strut > r.fun else 'better'} at level {level:g} (by {abs(strut - r.fun):.6g}, slack {slack:.3g})"
            break
        a_ub.append(cost)
        b_ub.append(r.fun + 1e-9 * max(1.0, abs(r.fun)))
    print("  verdict:", verdict)


for p in sys.argv[1:]:
    check(p)
