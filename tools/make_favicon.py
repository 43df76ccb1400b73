"""Draw the favicon (a white K on the accent blue) as web/static/favicon.ico and .svg.

Run once after changing the design: `python tools/make_favicon.py`. No image library:
the ICO holds one 32×32 PNG, written with zlib, shapes rasterised by distance.
"""

from __future__ import annotations

import math
import struct
import zlib
from pathlib import Path

STATIC = Path(__file__).resolve().parents[1] / "web" / "static"
SIZE = 32
BLUE = (0x1F, 0x6F, 0xEB)
# The K as three strokes (x0, y0, x1, y1) and its half-width, in pixels.
STROKES = [(10.5, 7.5, 10.5, 24.5), (11.5, 16.5, 22.5, 7.5), (14.5, 14.5, 22.5, 24.5)]
HALF_WIDTH = 1.9
RADIUS = 7.0

SVG = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<rect width="32" height="32" rx="7" fill="#1f6feb"/>
<path d="M10.5 7.5v17M11.5 16.5 22.5 7.5M14.5 14.5l8 10" stroke="#fff" stroke-width="3.8"
 stroke-linecap="round" fill="none"/>
</svg>
"""


def _segment_distance(px: float, py: float, stroke: tuple[float, ...]) -> float:
    x0, y0, x1, y1 = stroke
    dx, dy = x1 - x0, y1 - y0
    t = max(0.0, min(1.0, ((px - x0) * dx + (py - y0) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - (x0 + t * dx), py - (y0 + t * dy))


def _inside_rounded_square(px: float, py: float) -> float:
    """Coverage 0..1 of the rounded background at a pixel centre (soft edge)."""
    cx = min(max(px, RADIUS), SIZE - RADIUS)
    cy = min(max(py, RADIUS), SIZE - RADIUS)
    return max(0.0, min(1.0, RADIUS + 0.5 - math.hypot(px - cx, py - cy)))


def pixels() -> bytes:
    rows = bytearray()
    for y in range(SIZE):
        rows.append(0)  # PNG filter: none
        for x in range(SIZE):
            px, py = x + 0.5, y + 0.5
            ink = max(
                0.0, min(1.0, HALF_WIDTH + 0.5 - min(_segment_distance(px, py, s) for s in STROKES))
            )
            rgb = [round(c + (255 - c) * ink) for c in BLUE]
            rows.extend([*rgb, round(255 * _inside_rounded_square(px, py))])
    return bytes(rows)


def png() -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    header = struct.pack(">IIBBBBB", SIZE, SIZE, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(pixels(), 9))
        + chunk(b"IEND", b"")
    )


def ico() -> bytes:
    image = png()
    directory = struct.pack("<HHH", 0, 1, 1)
    entry = struct.pack("<BBBBHHII", SIZE, SIZE, 0, 0, 1, 32, len(image), 6 + 16)
    return directory + entry + image


if __name__ == "__main__":
    (STATIC / "favicon.ico").write_bytes(ico())
    (STATIC / "favicon.svg").write_text(SVG, encoding="utf-8")
