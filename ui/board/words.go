package board

import (
	"fyne.io/fyne/v2/theme"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/msg"
	"whistle/ui/text"
)

// The board writes its labels in the window's language through ui/text, like every screen.

func nm(n catalog.Names) string { return text.Name(n) }

func tf(key string, kv ...any) string { return text.F(key, kv...) }

// tfn is tf for a text with plural forms: n picks the form and fills {{.Count}}.
func tfn(key string, n int, kv ...any) string { return text.FN(key, n, kv...) }

func say(m msg.Msg) string { return text.Inline(m) }

func shipName(k engine.ShipKind) string { return text.ShipName(k) }

func resName(r catalog.Resource) string { return text.ResName(r) }

// TextScale is how much larger than Fyne's default the theme's text is (the larger-text setting).
func TextScale() float32 { return max(1, theme.TextSize()/14) }
