package board

import (
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"whistle/engine"
	"whistle/engine/msg"
	"whistle/ui/text"
)

// The board writes its labels in the window's language through ui/text, like every screen.

func nm(n engine.Names) string { return text.Name(n) }

func tf(key string, kv ...any) string { return text.F(key, kv...) }

func say(m msg.Msg) string { return text.Inline(m) }

func shipName(k engine.ShipKind) string {
	switch k {
	case engine.Balloon:
		return lang.L("balloon")
	case engine.Blimp:
		return lang.L("blimp")
	case engine.Dreadnought:
		return lang.L("dreadnought")
	}
	return k.String()
}

func resName(r engine.Resource) string {
	switch r {
	case engine.Coal:
		return lang.L("coal")
	case engine.Iron:
		return lang.L("iron")
	case engine.Gold:
		return lang.L("gold")
	case engine.Water:
		return lang.L("water")
	case engine.Whistle:
		return lang.L("whistle")
	}
	return r.String()
}

// TextScale is how much larger than Fyne's default the theme's text is (the larger-text setting).
func TextScale() float32 { return max(1, theme.TextSize()/14) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
