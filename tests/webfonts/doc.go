// Package webfonts is test-only: nothing of it is built into the app. Its test checks the web
// build's text fonts (third_party/fyne-web/fonts, made by its make-fonts.py;
// third_party/fyne-web/PATCHED.md): copies of Fyne's five text fonts without TrueType hinting,
// which the web build embeds in place of Fyne's own, hold the same glyphs, characters and
// metrics and shape every text of the app as Fyne's do.
package webfonts
