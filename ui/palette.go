package ui

import (
	"image/color"

	"fyne.io/fyne/v2/lang"

	"whistle/engine"
)

// Every piece is told apart by a letter or a shape as well as by its colour, so nothing on
// the board depends on colour alone.

var (
	colBoard      = color.NRGBA{0x2b, 0x2f, 0x36, 0xff} // table behind the board
	colGridEmpty  = color.NRGBA{0xd9, 0xe4, 0xea, 0xff} // open canyon air
	colGridLine   = color.NRGBA{0xa9, 0xb8, 0xc2, 0xff}
	colScaffold   = color.NRGBA{0xc8, 0x9b, 0x62, 0xff} // timber
	colScaffoldEd = color.NRGBA{0x5e, 0x3f, 0x1c, 0xff}
	colWater      = color.NRGBA{0x2e, 0x7d, 0xd1, 0xd8}
	colWaterDeep  = color.NRGBA{0x1b, 0x4f, 0x8f, 0xff}
	colBridge     = color.NRGBA{0x8b, 0x4a, 0x1e, 0xff}
	colOverlay    = color.NRGBA{0x3a, 0x1f, 0x1f, 0xff}
	colCard       = color.NRGBA{0xf3, 0xe6, 0xc8, 0xff}
	colCardEdge   = color.NRGBA{0x7a, 0x1c, 0x1c, 0xff}
	colPanel      = color.NRGBA{0x3d, 0x43, 0x4d, 0xff}
	colPanelLight = color.NRGBA{0x55, 0x5d, 0x69, 0xff}
	colText       = color.NRGBA{0xf4, 0xf4, 0xf4, 0xff} // light text on dark pieces
	colInk        = color.NRGBA{0xf4, 0xf4, 0xf4, 0xff} // text on the board's panels (per theme)
	colInkDim     = color.NRGBA{0xb8, 0xbe, 0xc6, 0xff}
	colAccentInk  = color.NRGBA{0xff, 0xd5, 0x2e, 0xff} // highlighted text on the panels
	colYouInk     = color.NRGBA{0xf2, 0xc0, 0x1f, 0xff} // "your turn" on the panels
	colHint       = color.NRGBA{0xd9, 0x3b, 0xd9, 0xff} // the hint's frames (magenta)
	colTextDark   = color.NRGBA{0x1e, 0x1e, 0x1e, 0xff}
	colTextDim    = color.NRGBA{0xb8, 0xbe, 0xc6, 0xff}
	colHighlight  = color.NRGBA{0x3c, 0xd0, 0x70, 0x48}
	colHighEdge   = color.NRGBA{0x1f, 0xa8, 0x4f, 0xff}
	colGhostOK    = color.NRGBA{0x3c, 0xd0, 0x70, 0xa0}
	colGhostBad   = color.NRGBA{0xe0, 0x40, 0x40, 0xa0}
	colSelected   = color.NRGBA{0xff, 0xd5, 0x2e, 0xff}
	colSubmerged  = color.NRGBA{0x1b, 0x4f, 0x8f, 0xa8}
	colMachine    = [3]color.NRGBA{ // small, medium, large
		{0x8e, 0x9a, 0xa6, 0xff}, {0x7f, 0x8c, 0x6a, 0xff}, {0x9a, 0x75, 0x8e, 0xff},
	}
)

// Side colours: you are yellow with round pieces, the outlaws red with square pieces, the
// blocker ships blue with a diamond mark.
var (
	colYou      = color.NRGBA{0xf2, 0xc0, 0x1f, 0xff}
	colYouDark  = color.NRGBA{0x8a, 0x66, 0x00, 0xff}
	colOut      = color.NRGBA{0xd2, 0x3b, 0x3b, 0xff}
	colOutDark  = color.NRGBA{0x6e, 0x10, 0x10, 0xff}
	colBlock    = color.NRGBA{0x3f, 0x6f, 0xd8, 0xff}
	colBlockDrk = color.NRGBA{0x12, 0x2c, 0x6b, 0xff}
)

func ownerColours(o engine.Owner) (fill, edge color.NRGBA) {
	switch o {
	case engine.You:
		return colYou, colYouDark
	case engine.Outlaws:
		return colOut, colOutDark
	}
	return colBlock, colBlockDrk
}

// ownerLetter marks a piece's owner: Y you, O outlaws, B blockers.
func ownerLetter(o engine.Owner) string {
	switch o {
	case engine.You:
		return lang.X("mark.you", "Y")
	case engine.Outlaws:
		return lang.X("mark.outlaws", "O")
	}
	return lang.X("mark.blockers", "B")
}

// resource icons: a letter on a coloured badge.
var resColours = [engine.NumResources]color.NRGBA{
	engine.Coal:    {0x3a, 0x3a, 0x3a, 0xff},
	engine.Iron:    {0x5b, 0x7c, 0x99, 0xff},
	engine.Gold:    {0xf0, 0xc2, 0x2e, 0xff},
	engine.Water:   {0x2f, 0x8f, 0xe8, 0xff},
	engine.Whistle: {0xb0, 0x52, 0xc8, 0xff},
}

var resLetters = [engine.NumResources]string{"C", "I", "G", "W", "Wh"}

// resLettersFR are the badges of the French window: charbon, fer, or, eau, sifflet.
var resLettersFR = [engine.NumResources]string{"C", "F", "O", "E", "S"}

func resColour(r engine.Resource) color.NRGBA {
	if r >= 0 && int(r) < engine.NumResources {
		return resColours[r]
	}
	return colTextDim
}

func resLetter(r engine.Resource) string {
	if r >= 0 && int(r) < engine.NumResources {
		if curLang == LangFR {
			return resLettersFR[r]
		}
		return resLetters[r]
	}
	return "?"
}

// resTextColour keeps letters readable on light badges.
func resTextColour(r engine.Resource) color.NRGBA {
	if r == engine.Gold {
		return colTextDark
	}
	return colText
}

// shipLetter is the letter drawn on an airship: b balloon, B blimp, D dreadnought.
func shipLetter(k engine.ShipKind) string {
	switch k {
	case engine.Balloon:
		return "b"
	case engine.Blimp:
		return "B"
	}
	return "D"
}

// awardCode is the two-letter mark of an award on a tower floor.
func awardCode(cat *engine.Catalog, kind int16) string {
	if kind < 0 || int(kind) >= len(cat.Awards) {
		return "?"
	}
	id := cat.Awards[kind].ID
	if curLang == LangFR {
		if c, ok := awardCodesFR[id]; ok {
			return c
		}
	}
	switch id {
	case "rescue":
		return "Rs"
	case "vp-4":
		return "4V"
	case "vp-6":
		return "6V"
	case "activate":
		return "Ac"
	case "build":
		return "Bd"
	case "card":
		return "Cd"
	case "move":
		return "Mv"
	case "scaffold":
		return "Sc"
	case "small-machine":
		return "SM"
	case "upgrade":
		return "Up"
	case "whistle":
		return "Wh"
	default:
		r := []rune(id)
		if len(r) > 2 {
			r = r[:2]
		}
		return string(r)
	}
}

// awardCodesFR are the award marks of the French window (Sauvetage, 4 PV, Activation...).
var awardCodesFR = map[string]string{
	"rescue": "Sv", "vp-4": "4P", "vp-6": "6P", "activate": "Ac", "build": "Co", "card": "Ca",
	"move": "Dé", "scaffold": "Éc", "small-machine": "PM", "upgrade": "Am", "whistle": "Si",
}
