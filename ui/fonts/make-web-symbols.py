#!/usr/bin/python3
"""Makes web-symbols.ttf (see README.md): the signs Fyne's Noto Sans lacks, cut from DejaVu Sans,
with Noto Sans's line metrics and space width so that a text that uses them keeps its height
and spacing. Needs Debian's python3-fonttools and fonts-dejavu-core; run from this folder."""
from fontTools import subset
from fontTools.ttLib import TTFont

SRC = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
SIGNS = [0x20, 0xA0, 0x2192, 0x2194, 0x2212, 0x2248, 0x2264, 0x2265, 0x2605, 0x2318, 0x27E6, 0x27E7, 0x26A0, 0x2713, 0x2717]

font = TTFont(SRC)
opts = subset.Options()
opts.name_IDs = ["*"]
opts.notdef_outline = True
sub = subset.Subsetter(opts)
sub.populate(unicodes=SIGNS)
sub.subset(font)

# Noto Sans (1000 units an em): ascent 1069, descent 293, no line gap, space 260.
k = font["head"].unitsPerEm / 1000
asc, desc, space = round(1069 * k), round(293 * k), round(260 * k)
font["hhea"].ascent, font["hhea"].descent, font["hhea"].lineGap = asc, -desc, 0
os2 = font["OS/2"]
os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = asc, -desc, 0
os2.usWinAscent, os2.usWinDescent = asc, desc
cmap = font.getBestCmap()
for cp in (0x20, 0xA0):
    name = cmap[cp]
    font["hmtx"][name] = (space, font["hmtx"][name][1])
font.save("web-symbols.ttf")
print("web-symbols.ttf:", sorted(hex(c) for c in font.getBestCmap()))
