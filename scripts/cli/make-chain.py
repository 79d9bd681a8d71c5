#!/usr/bin/env python3
"""Writes a layout file of a vertical chain of N views, for strut's scale table (RELIABILITY.md).

    scripts/cli/make-chain.py N [--fit] > chain.yaml

Each view has an intrinsic size of 10 x 10 (`size: [10, 10]`), its leading edge on the root's,
and its top on the bottom of the one before; the first hangs from the root's top. By default
the window is 320 x 667 and the chain runs past its bottom (nothing pulls it back). With --fit
the window fits its content (`height: fit`) and the last view's bottom is pinned to the root's
bottom, so every height is traded against the fitting-size pull of the window.
"""
import sys


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    fit = "--fit" in sys.argv
    if len(args) != 1 or not args[0].isdigit():
        sys.exit(__doc__)
    n = int(args[0])
    out = sys.stdout
    out.write(f"title: vertical chain of {n} views\n")
    out.write(f"window: {{width: 320, height: {'fit' if fit else 667}}}\n")
    out.write("views:\n")
    for i in range(n):
        out.write(f"  - {{id: v{i}, size: [10, 10]}}\n")
    out.write("constraints:\n  - v0.top == root.top\n")
    for i in range(n):
        out.write(f"  - v{i}.leading == root.leading\n")
    for i in range(1, n):
        out.write(f"  - v{i}.top == v{i - 1}.bottom\n")
    if fit:
        out.write(f"  - v{n - 1}.bottom == root.bottom\n")


if __name__ == "__main__":
    main()
