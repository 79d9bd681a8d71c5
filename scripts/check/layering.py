#!/usr/bin/env python3
"""Fails when a module imports one it must not, or one its target does not declare.

The allowed imports are the layering of ../shared/ARCHITECTURE.md, written down once here:
modules depend only downward. Run from anywhere: `python3 scripts/check/layering.py`.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# The toolchain's own modules, allowed everywhere.
SYSTEM = {"Foundation", "FoundationEssentials", "Dispatch", "Glibc", "Musl", "Darwin", "Synchronization", "Testing", "XCTest"}

# Each Strut module and the Strut modules it may import (directly). Lower layers first.
ALLOWED = {
    "StrutGeometry": set(),
    "StrutSolver": set(),
    "StrutText": set(),
    "StrutAutoLayout": {"StrutGeometry", "StrutSolver", "StrutText"},
    "StrutDeclarative": {"StrutGeometry", "StrutText"},
    "StrutDeclarativeViews": {"StrutDeclarative", "StrutAutoLayout", "StrutGeometry", "StrutText"},
    "StrutRender": {"StrutAutoLayout", "StrutGeometry", "StrutText"},
    "StrutUIKit": {"StrutAutoLayout", "StrutGeometry", "StrutSolver", "StrutText"},
    # Sample cells shared by the tool, the tests and the benchmarks (ARCHITECTURE.md, second wave).
    # It may write traces with StrutRender (the scroll harness's trace export).
    "StrutExamples": {"StrutAutoLayout", "StrutDeclarative", "StrutDeclarativeViews", "StrutGeometry", "StrutRender", "StrutText"},
    "Strut": {"StrutGeometry", "StrutSolver", "StrutText", "StrutAutoLayout", "StrutDeclarative",
              "StrutDeclarativeViews", "StrutRender", "StrutUIKit"},
}
# Modules that may also import third-party packages (the tool only).
THIRD_PARTY = {"StrutCLI": {"ArgumentParser", "Yams"}}
# Modules whose imports are free among Strut's (the tool and umbrella sit on top).
TOP = {"StrutCLI"}

IMPORT = re.compile(r"^\s*(?:@_exported\s+|@testable\s+|@preconcurrency\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)", re.M)


def imports_of(folder):
    found = {}
    for dirpath, _, files in os.walk(folder):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(dirpath, name)
            with open(path, encoding="utf-8") as f:
                for module in IMPORT.findall(f.read()):
                    found.setdefault(module, path)
    return found


def declared_dependencies():
    """Target name -> the names in its `dependencies:` list, read from Package.swift."""
    with open(os.path.join(ROOT, "Package.swift"), encoding="utf-8") as f:
        text = f.read()
    result = {}
    # Split on target declarations and read each one's dependency names.
    parts = re.split(r"\.(?:target|executableTarget|testTarget)\(", text)[1:]
    for part in parts:
        name = re.search(r'name:\s*"([^"]+)"', part)
        if not name:
            continue
        deps_match = re.search(r"dependencies:\s*\[(.*?)\]\s*(?:,|\))", part, re.S)
        deps = set()
        if deps_match:
            body = deps_match.group(1)
            deps |= set(re.findall(r'\.product\(name:\s*"([^"]+)"', body))
            body = re.sub(r"\.product\([^)]*\)", "", body)
            deps |= set(re.findall(r'"([^"]+)"', body))
        result[name.group(1)] = deps
    return result


def main():
    problems = []
    declared = declared_dependencies()
    sources = os.path.join(ROOT, "Sources")
    strut_modules = set(ALLOWED) | TOP
    for module in sorted(os.listdir(sources)):
        folder = os.path.join(sources, module)
        if not os.path.isdir(folder):
            continue
        if module not in strut_modules:
            problems.append(f"Sources/{module}: a module the layering does not know; add it to scripts/check/layering.py")
            continue
        for imported, path in sorted(imports_of(folder).items()):
            where = os.path.relpath(path, ROOT)
            if imported in SYSTEM or imported == module:
                continue
            if imported in THIRD_PARTY.get(module, set()):
                pass
            elif module in TOP:
                if imported not in strut_modules and imported not in THIRD_PARTY.get(module, set()):
                    problems.append(f"{where}: {module} imports {imported}, which is not a Strut module")
                    continue
            elif imported not in ALLOWED[module]:
                problems.append(f"{where}: {module} imports {imported}; it may import only "
                                f"{', '.join(sorted(ALLOWED[module])) or 'the toolchain'}")
                continue
            if module in declared and imported not in declared[module] and imported not in SYSTEM:
                # An umbrella import counts for the modules it re-exports.
                if not ("Strut" in declared[module] and imported in ALLOWED["Strut"]):
                    problems.append(f"{where}: {module} imports {imported} without declaring it in Package.swift")
    for problem in problems:
        print(f"layering: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"layering: {len(ALLOWED) + len(TOP)} modules import only what ARCHITECTURE.md allows, all declared")
    return 0


if __name__ == "__main__":
    sys.exit(main())
