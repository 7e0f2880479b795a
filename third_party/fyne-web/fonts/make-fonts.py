#!/usr/bin/python3
"""Makes the web build's copies of Fyne's five text fonts (../PATCHED.md, "5. Fonts without
hinting"): every glyph, character, layout feature, metric and name of the original, without the
TrueType hinting (instructions and their tables) and the glyph names (a format 3 'post' table).
Fyne draws text from the outlines alone and reads neither.

    make-fonts.py SRC     SRC: Fyne's theme/font folder (go list -m -f '{{.Dir}}' fyne.io/fyne/v2)

Writes the fonts to this script's folder. Needs Debian's python3-fonttools (4.38)."""
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

FONTS = ["NotoSans-Regular", "NotoSans-Bold", "NotoSans-Italic", "NotoSans-BoldItalic",
         "DejaVuSansMono-Powerline"]

src, out = sys.argv[1], os.path.dirname(os.path.abspath(__file__))
for name in FONTS:
    font = TTFont(os.path.join(src, name + ".ttf"), recalcTimestamp=False, recalcBBoxes=False)
    glyphs, chars = font.getGlyphOrder(), list(font.getBestCmap())
    opts = subset.Options()
    opts.hinting = False
    opts.glyph_names = False
    opts.layout_features = ["*"]
    opts.name_IDs, opts.name_languages, opts.name_legacy = ["*"], ["*"], True
    opts.notdef_glyph = opts.notdef_outline = opts.recommended_glyphs = True
    opts.retain_gids = True
    opts.legacy_kern = opts.symbol_cmap = opts.legacy_cmap = True
    opts.prune_unicode_ranges = False
    sub = subset.Subsetter(opts)
    sub.populate(glyphs=glyphs, unicodes=chars)
    sub.subset(font)
    assert font.getGlyphOrder() == glyphs and list(font.getBestCmap()) == chars, name
    font.save(os.path.join(out, name + ".ttf"))
    print(name, os.path.getsize(os.path.join(src, name + ".ttf")), "->",
          os.path.getsize(os.path.join(out, name + ".ttf")))
