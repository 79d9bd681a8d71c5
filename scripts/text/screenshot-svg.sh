#!/bin/sh
# Renders an SVG to PNG with headless Chromium, at its own size and twice the pixel density, so
# one can check that text sits inside its frames as measured.
#
# usage: scripts/text/screenshot-svg.sh in.svg out.png
set -eu
svg=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
png=$2
width=$(sed -n 's/.*<svg[^>]* width="\([0-9.]*\)".*/\1/p' "$svg" | head -1)
height=$(sed -n 's/.*<svg[^>]* height="\([0-9.]*\)".*/\1/p' "$svg" | head -1)
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=2 \
  --window-size="${width%.*},${height%.*}" --screenshot="$png" "file://$svg" 2>/dev/null
echo "$png: ${width} x ${height} pt at 2x"
