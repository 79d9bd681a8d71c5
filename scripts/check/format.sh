#!/usr/bin/env bash
# Checks that the Swift sources follow .swift-format (the toolchain's `swift format`, nothing to
# install): indentation, line length, imports in order, trailing commas, and the rules the file
# turns on. Prints each finding as file:line:column and fails if there is any.
# Usage: scripts/check/format.sh          (to fix: swift format format -i -r -p <the same paths>)
set -euo pipefail
cd "$(dirname "$0")/../.."
paths=(Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/Sources Benchmarks/Benchmarks Benchmarks/Tests scripts/fuzz/Package.swift
    scripts/fuzz/Sources/FuzzDriver scripts/fuzz/Sources/FuzzEquation scripts/fuzz/Sources/FuzzFont scripts/fuzz/Sources/FuzzLayoutFile
    scripts/fuzz/Sources/FuzzVisualFormat)
existing=()
for p in "${paths[@]}"; do [ -e "$p" ] && existing+=("$p"); done
if swift format lint --strict --recursive --parallel --configuration .swift-format "${existing[@]}"; then
    echo "format: every Swift file follows .swift-format"
else
    echo "format: the files above differ from .swift-format; run: swift format format -i -r -p ${existing[*]}" >&2
    exit 1
fi
