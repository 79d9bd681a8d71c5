#!/bin/sh
# Writes a throwaway SwiftPM package at $1 whose executables (the probes named after $3…) are
# scripts/text/bench/<probe>/main.swift, built against the Strut checkout at $2.
set -eu
dir=$1; strut=$2; shift 2
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$dir"
{
  echo '// swift-tools-version: 6.0'
  echo 'import PackageDescription'
  echo 'let package = Package('
  echo '    name: "TextProbes",'
  echo "    dependencies: [.package(name: \"Strut\", path: \"$strut\")],"
  echo '    targets: ['
  for probe in "$@"; do
    mkdir -p "$dir/Sources/$probe"
    cp "$here/$probe/main.swift" "$dir/Sources/$probe/main.swift"
    echo "        .executableTarget(name: \"$probe\", dependencies: [.product(name: \"StrutText\", package: \"Strut\")]),"
  done
  echo '    ]'
  echo ')'
} > "$dir/Package.swift"
# The same dependency versions as the checkout's own build.
[ -f "$strut/Package.resolved" ] && cp "$strut/Package.resolved" "$dir/Package.resolved"
# SwiftPM keeps a path dependency's file list in the build description: forget it, so files
# added to the checkout since the last build are compiled.
rm -f "$dir/.build/release.yaml" "$dir/.build/release/description.json"
exit 0
