package board

import (
	"image/color"

	"fyne.io/fyne/v2/lang"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/ui/text"
)

// Every piece is told apart by a letter or a shape as well as by its colour, so nothing on
// the board depends on colour alone.

var (
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
	colText       = color.NRGBA{0xf4, 0xf4, 0xf4, 0xff} // light text on dark pieces
	ColHint       = color.NRGBA{0xd9, 0x3b, 0xd9, 0xff} // the hint's frames (magenta)
	ColAlso       = color.NRGBA{0xff, 0x8c, 0x1a, 0xff} // the frames of the move shown beside a hint (orange)
	ColTextDark   = color.NRGBA{0x1e, 0x1e, 0x1e, 0xff}
	colTextDim    = color.NRGBA{0xb8, 0xbe, 0xc6, 0xff}
	colHighlight  = color.NRGBA{0x3c, 0xd0, 0x70, 0x48}
	colFit        = color.NRGBA{0x3a, 0x8e, 0xe6, 0x40} // where a machine fits (Show where)
	colFitEdge    = color.NRGBA{0x1d, 0x5f, 0xc4, 0xff}
	colHighEdge   = color.NRGBA{0x1f, 0xa8, 0x4f, 0xff}
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
var resColours = [catalog.NumResources]color.NRGBA{
	catalog.Coal:    {0x3a, 0x3a, 0x3a, 0xff},
	catalog.Iron:    {0x5b, 0x7c, 0x99, 0xff},
	catalog.Gold:    {0xf0, 0xc2, 0x2e, 0xff},
	catalog.Water:   {0x2f, 0x8f, 0xe8, 0xff},
	catalog.Whistle: {0xb0, 0x52, 0xc8, 0xff},
}

func ResColour(r catalog.Resource) color.NRGBA {
	if r >= 0 && int(r) < catalog.NumResources {
		return resColours[r]
	}
	return colTextDim
}

// ResLetter is a resource's badge letter in the window's language (the translation files'
// mark.res.* texts; the log shows the same marks).
func ResLetter(r catalog.Resource) string {
	if r >= 0 && int(r) < catalog.NumResources {
		return text.ResMark(r.String())
	}
	return "?"
}

// ResTextColour keeps letters readable on light badges.
func ResTextColour(r catalog.Resource) color.NRGBA {
	if r == catalog.Gold {
		return ColTextDark
	}
	return colText
}

// AwardCode is the two-letter mark of an award on a tower floor (ui/text.AwardCode).
func AwardCode(cat *catalog.Catalog, kind int16) string { return text.AwardCode(cat, kind) }
