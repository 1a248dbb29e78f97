#!/usr/bin/env python3
"""Checks that a screenshot shows a drawn keyboard map, as a person would
see it: the expected size, not blank, dark text and outlines in the keyboard
area, several distinct colours, and the fill of a used key (#dbeafe) there.

Usage: check_png.py FILE.png WIDTH HEIGHT [TOP BOTTOM]
TOP and BOTTOM bound the rows of the keyboard area (default: all rows).

Decodes the PNG with zlib alone (8-bit RGB or RGBA, not interlaced, as
Chromium writes them), so no package is needed.
"""
import struct
import sys
import zlib


def decode(path):
    """Width, height, channels and the unfiltered rows of an 8-bit PNG."""
    with open(path, "rb") as file:
        data = file.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    position, idat = 8, []
    width = height = channels = None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or colour not in (2, 6) or interlace:
                raise ValueError(f"unsupported PNG: depth {depth}, colour type {colour}, interlace {interlace}")
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:
            for i in range(channels, stride):
                line[i] = (line[i] + line[i - channels]) & 0xFF
        elif kind == 2:
            line = bytearray((a + b) & 0xFF for a, b in zip(line, previous))
        elif kind == 3:
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 0xFF
        elif kind == 4:
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                b = previous[i]
                c = previous[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        rows.append(line)
        previous = line
    return width, height, channels, rows


def main():
    path, width, height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    actual_width, actual_height, channels, rows = decode(path)
    problems = []
    if (actual_width, actual_height) != (width, height):
        problems.append(f"size {actual_width}x{actual_height}, expected {width}x{height}")
    top = int(sys.argv[4]) if len(sys.argv) > 4 else 0
    bottom = min(int(sys.argv[5]) if len(sys.argv) > 5 else actual_height, actual_height)
    colours, dark, used_fill, pixels = set(), 0, 0, 0
    for line in rows[top:bottom]:
        for x in range(0, actual_width * channels, channels * 2):  # every other pixel is plenty
            pixel = (line[x], line[x + 1], line[x + 2])
            pixels += 1
            colours.add(pixel)
            if sum(pixel) < 384:
                dark += 1
            if abs(pixel[0] - 0xDB) <= 3 and abs(pixel[1] - 0xEA) <= 3 and abs(pixel[2] - 0xFE) <= 3:
                used_fill += 1
    if pixels == 0 or dark < pixels * 0.005:
        problems.append(f"almost no dark pixels in rows {top}-{bottom} ({dark} of {pixels}): blank or unreadable")
    if len(colours) < 8:
        problems.append(f"only {len(colours)} distinct colours in rows {top}-{bottom}")
    if used_fill < pixels * 0.002:
        problems.append(f"no used key's fill (#dbeafe) in rows {top}-{bottom}: styles not applied?")
    name = path.rsplit("/", 1)[-1]
    if problems:
        print(f"{name}: " + "; ".join(problems), file=sys.stderr)
        sys.exit(1)
    print(f"{name}: {actual_width}x{actual_height}, {len(colours)} colours, {100 * dark / pixels:.1f}% dark, "
          f"{100 * used_fill / pixels:.1f}% used keys")


if __name__ == "__main__":
    main()
