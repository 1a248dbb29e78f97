#!/usr/bin/env bash
# Renders the keyboard map of every sample in headless Chromium, as a person
# would open it, and checks each screenshot (Tests/Render/check_png.py): the
# SVG at its own size, the HTML page in a wide window (the table beside the
# map) and printed to PDF. ISO and JIS are rendered for TextEdit too.
#
# Usage: Tests/Render/run.sh MENUC [OUTPUT_DIRECTORY]
# Where Chromium is not installed, says so and exits 0.
set -euo pipefail
menuc="$(realpath "${1:?usage: Tests/Render/run.sh MENUC [OUTPUT_DIRECTORY]}")"
cd "$(dirname "$0")/../.."

browser=""
for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null; then browser="$candidate"; break; fi
done
if [ -z "$browser" ]; then
    echo "skipped: rendering the keyboard maps (chromium is not installed)"
    exit 0
fi

# The screenshots go to OUTPUT_DIRECTORY, kept; else to a folder removed at exit.
out="${2:-}"
temporary=""
if [ -z "$out" ]; then
    out="$(mktemp -d)"
    temporary="$out"
fi
mkdir -p "$out"

# A fresh profile each run; root needs --no-sandbox. The page loads nothing
# from the network, so none is needed.
profile="$(mktemp -d)"
trap 'rm -rf "$profile" ${temporary:+"$temporary"}' EXIT
render() { # output.png width height file [extra flags]
    local png="$1" width="$2" height="$3" file="$4"; shift 4
    timeout 120 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
        --user-data-dir="$profile" --force-device-scale-factor=1 --window-size="$width,$height" \
        "$@" "file://$(realpath "$file")" > "$out/chromium.log" 2>&1 \
        || { cat "$out/chromium.log" >&2; echo "error: chromium failed on $file" >&2; exit 1; }
}

# The SVG's size, from its root element's width and height.
svg_size() { sed -n '2s/.* width="\([0-9]*\)" height="\([0-9]*\)".*/\1 \2/p' "$1"; }

build_and_check() { # sample.menu name [--keyboard layout]
    local sample="$1" name="$2"; shift 2
    "$menuc" build --emit svg "$@" -o "$out/$name.svg" "$sample"
    "$menuc" build --emit html "$@" -o "$out/$name.html" "$sample"
    read -r width height < <(svg_size "$out/$name.svg")
    [ -n "$width" ] || { echo "error: $name.svg has no width and height" >&2; exit 1; }
    render "$out/$name.svg.png" "$width" "$height" "$out/$name.svg" --screenshot="$out/$name.svg.png"
    # The keyboard area: from the first layer (150 px down) to the bottom.
    python3 Tests/Render/check_png.py "$out/$name.svg.png" "$width" "$height" 150 "$height"
    # The page in a wide window: the map's first layer, scaled to its column.
    render "$out/$name.html.png" 1800 1200 "$out/$name.html" --screenshot="$out/$name.html.png"
    python3 Tests/Render/check_png.py "$out/$name.html.png" 1800 1200 100 1200
    render "$out/$name.pdf" 1800 1200 "$out/$name.html" --no-pdf-header-footer --print-to-pdf="$out/$name.pdf"
    head -c 5 "$out/$name.pdf" | grep -q '%PDF-' || { echo "error: $name.pdf is not a PDF" >&2; exit 1; }
    echo "$name.pdf: $(wc -c < "$out/$name.pdf") bytes"
}

for sample in Samples/*.menu; do
    name="$(basename "$sample" .menu)"
    build_and_check "$sample" "$name"
done
for layout in iso jis; do
    build_and_check Samples/TextEdit.menu "TextEdit-$layout" --keyboard "$layout"
done
echo "rendered and checked the keyboard maps of $(ls Samples/*.menu | wc -l) samples in $("$browser" --version 2>/dev/null | head -1)"
