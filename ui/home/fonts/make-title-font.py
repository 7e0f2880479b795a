#!/usr/bin/python3
"""Makes title.ttf (see README.md): Fyne 2.7.1's Noto Sans Bold cut down to the Latin letters,
digits and punctuation of English and French. Needs Debian's python3-fonttools; run from this
folder with Fyne's module in the Go module cache."""
import subprocess
from fontTools import subset
from fontTools.ttLib import TTFont

fyne = subprocess.run(["go", "list", "-m", "-f", "{{.Dir}}", "fyne.io/fyne/v2"],
                      capture_output=True, text=True, check=True).stdout.strip()
SRC = fyne + "/theme/font/NotoSans-Bold.ttf"
CHARS = (list(range(0x20, 0x7F)) + list(range(0xA0, 0x180))  # Basic Latin, Latin-1, Latin Extended-A
         + [0x2009, 0x202F, 0x2010, 0x2011, 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2026, 0xFFFD])

font = TTFont(SRC)
opts = subset.Options()
opts.name_IDs = ["*"]
opts.notdef_outline = True
opts.layout_features = ["kern", "liga", "ccmp", "locl", "mark", "mkmk"]
sub = subset.Subsetter(opts)
sub.populate(unicodes=CHARS)
sub.subset(font)
font.save("title.ttf")
