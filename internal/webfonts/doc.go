// Package webfonts holds the test of the web build's text fonts (third_party/fyne-web/fonts,
// made by its make-fonts.py; third_party/fyne-web/PATCHED.md): copies of Fyne's five text
// fonts without TrueType hinting, which the web build embeds in place of Fyne's own. The test
// checks that they hold the same glyphs, characters and metrics and shape every text of the
// app as Fyne's do; the package has no code of its own.
package webfonts
