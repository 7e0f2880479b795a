package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Theme choices (a preference).
const (
	ThemeSystem = "system"
	ThemeLight  = "light"
	ThemeDark   = "dark"
)

// Text size choices (a preference): the scale applied to every text size of the theme.
var textScales = []float32{1, 1.2, 1.4}

const (
	prefTheme    = "theme"
	prefTextSize = "text_size"
)

// gameTheme wraps Fyne's default theme: it can force the light or dark variant, scales the
// text for the larger-text option, and on a touch screen pads controls so every button is at
// least 44 dp high. The board has its own palette for each variant (setBoardPalette).
type gameTheme struct {
	variant string  // ThemeSystem, ThemeLight or ThemeDark
	scale   float32 // text scale
	touch   bool    // finger-sized controls
}

var _ fyne.Theme = (*gameTheme)(nil)

// NewTheme is the app's theme: variant ThemeSystem, ThemeLight or ThemeDark; larger scales the
// text as the Larger text setting does; touch pads controls for fingers.
func NewTheme(variant string, larger, touch bool) fyne.Theme {
	t := &gameTheme{variant: variant, scale: textScales[0], touch: touch}
	if larger {
		t.scale = textScales[len(textScales)-1]
	}
	return t
}

func (t *gameTheme) pick(v fyne.ThemeVariant) fyne.ThemeVariant {
	switch t.variant {
	case ThemeLight:
		return theme.VariantLight
	case ThemeDark:
		return theme.VariantDark
	}
	return v
}

func (t *gameTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return theme.DefaultTheme().Color(n, t.pick(v))
}

func (t *gameTheme) Font(s fyne.TextStyle) fyne.Resource { return theme.DefaultTheme().Font(s) }

func (t *gameTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

func (t *gameTheme) Size(n fyne.ThemeSizeName) float32 {
	s := theme.DefaultTheme().Size(n)
	switch n {
	case theme.SizeNameText, theme.SizeNameHeadingText, theme.SizeNameSubHeadingText, theme.SizeNameCaptionText:
		if t.scale > 0 {
			s *= t.scale
		}
	case theme.SizeNameInnerPadding:
		if t.touch {
			s = max(s, 12)
		}
	}
	return s
}

// minTouch is the least height of a control on a touch screen, in dp.
const minTouch = 44

// boardIsDark tells which board palette fits the theme now in use.
func boardIsDark() bool {
	c := color.NRGBAModel.Convert(theme.Color(theme.ColorNameBackground)).(color.NRGBA)
	return int(c.R)+int(c.G)+int(c.B) < 3*128
}

// setBoardPalette sets the colours of the board's table, panels and their text for a dark or
// a light window. Pieces, resources and highlights keep their colours in both.
func setBoardPalette(dark bool) {
	if dark {
		colBoard = color.NRGBA{0x2b, 0x2f, 0x36, 0xff}
		colPanel = color.NRGBA{0x3d, 0x43, 0x4d, 0xff}
		colPanelLight = color.NRGBA{0x55, 0x5d, 0x69, 0xff}
		colInk = color.NRGBA{0xf4, 0xf4, 0xf4, 0xff}
		colInkDim = color.NRGBA{0xb8, 0xbe, 0xc6, 0xff}
		colAccentInk = colSelected
		colYouInk = colYou
		return
	}
	colBoard = color.NRGBA{0xd8, 0xd2, 0xc4, 0xff}
	colPanel = color.NRGBA{0xf6, 0xf3, 0xec, 0xff}
	colPanelLight = color.NRGBA{0x9c, 0x94, 0x84, 0xff}
	colInk = color.NRGBA{0x1e, 0x1e, 0x1e, 0xff}
	colInkDim = color.NRGBA{0x55, 0x55, 0x55, 0xff}
	colAccentInk = color.NRGBA{0x8a, 0x5a, 0x00, 0xff}
	colYouInk = colYouDark
}
