// Package apptheme is the app's look: Fyne's default theme with the light or dark variant
// forced, the text scaled for the larger-text settings and controls padded for fingers.
package apptheme

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"whistle/ui/board"
	"whistle/ui/settings"
)

// Text size choices (a preference): the scale applied to every text size of the theme.
var TextScales = []float32{1, 1.2, 1.4}

// Theme wraps Fyne's default theme: it can force the light or dark variant, scales the text
// for the larger-text option, and on a touch screen pads controls so every button is at least
// 44 dp high. The board has its own colours for each variant (board.Themed).
type Theme struct {
	Variant string  // settings.ThemeSystem, ThemeLight or ThemeDark
	Scale   float32 // text scale
	Touch   bool    // finger-sized controls
	// Glyphs, when set, gives the text font for a style (nil: Fyne's own): in the browser a
	// few signs come first from a font of their own.
	Glyphs func(fyne.TextStyle) fyne.Resource
}

var _ board.Themed = (*Theme)(nil)

func (t *Theme) pick(v fyne.ThemeVariant) fyne.ThemeVariant {
	switch t.Variant {
	case settings.ThemeLight:
		return theme.VariantLight
	case settings.ThemeDark:
		return theme.VariantDark
	}
	return v
}

func (t *Theme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if c, ok := board.Colour(n, t.pick(v)); ok {
		return c
	}
	return theme.DefaultTheme().Color(n, t.pick(v))
}

func (t *Theme) Font(s fyne.TextStyle) fyne.Resource {
	if t.Glyphs != nil {
		if f := t.Glyphs(s); f != nil {
			return f
		}
	}
	return theme.DefaultTheme().Font(s)
}

// BoardColours marks the theme as answering the board's colour names (board.Themed).
func (t *Theme) BoardColours() {}

func (t *Theme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

func (t *Theme) Size(n fyne.ThemeSizeName) float32 {
	s := theme.DefaultTheme().Size(n)
	switch n {
	case theme.SizeNameText, theme.SizeNameHeadingText, theme.SizeNameSubHeadingText, theme.SizeNameCaptionText:
		if t.Scale > 0 {
			s *= t.Scale
		}
	case theme.SizeNameInnerPadding:
		if t.Touch {
			s = max(s, 12)
		}
	}
	return s
}
