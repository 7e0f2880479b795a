package companion

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	core "whistle/companion"
	"whistle/engine"
	"whistle/engine/msg"
	"whistle/ui"
)

// Render writes a message in the window's language: its id looks up the text in the
// translation files (ui/translations), each argument is rendered by its kind, and an argument
// named Count picks the plural form. An id missing from the files shows as the id itself, so a
// test sees it.
func Render(m msg.Msg) string {
	if m.IsZero() {
		return ""
	}
	data := make(map[string]any, len(m.Args))
	count, plural := 0, false
	for _, a := range m.Args {
		data[a.Key] = renderArg(a)
		if a.Key == "Count" {
			count, plural = a.N, true
		}
	}
	if plural {
		return lang.XN(m.ID, m.ID, count, data)
	}
	return lang.X(m.ID, m.ID, data)
}

func msgSlot(slot int) msg.Msg {
	a := core.SlotArg("S", slot, 3)
	if a.Kind == msg.KWord {
		return msg.New(a.S)
	}
	return *a.M
}

func msgMarket(m int) msg.Msg { return msg.New(core.MarketArg("M", m).S) }

func msgShip(k engine.ShipKind) msg.Msg { return msg.New("word.ship." + k.String()) }

// RenderErr writes a refusal: its message, or the error's own text when it carries none.
func RenderErr(err error) string {
	if m, ok := msg.From(err); ok {
		return sentence(Render(m))
	}
	return err.Error()
}

func renderArg(a msg.Arg) string {
	switch a.Kind {
	case msg.KNum:
		return strconv.Itoa(a.N)
	case msg.KRes:
		name := lang.X("word.res."+a.S, a.S)
		if a.N == 0 {
			return name
		}
		return lang.XN("word.res_count."+a.S, strconv.Itoa(a.N)+" "+a.S, a.N, map[string]any{"N": a.N})
	case msg.KComp:
		return compName(a.S)
	case msg.KArea:
		if cat, err := engine.DefaultCatalog(); err == nil {
			if i, ok := cat.DockByID[a.S]; ok {
				return name(cat.Board.Docks[i].Name)
			}
		}
		return lang.X("word.area."+a.S, a.S)
	case msg.KSide:
		if a.N == int(engine.Outlaws) {
			return lang.X("word.side.outlaws", "the outlaws")
		}
		return lang.X("word.side.you", "you")
	case msg.KMsg:
		if a.M != nil {
			return Render(*a.M)
		}
	case msg.KWord:
		return lang.X(a.S, a.S)
	case msg.KCell, msg.KRule, msg.KName:
		return a.S
	}
	return ""
}

// compName names a catalog component by id in the window's language.
func compName(id string) string {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		return id
	}
	if i, ok := cat.MachineByID[id]; ok {
		return name(cat.Machines[i].Name)
	}
	if i, ok := cat.UpgradeByID[id]; ok {
		return name(cat.Upgrades[i].Name)
	}
	if i, ok := cat.AbilityByID[id]; ok {
		return name(cat.Abilities[i].Name)
	}
	if i, ok := cat.AwardByID[id]; ok {
		return name(cat.Awards[i].Name)
	}
	if i, ok := cat.ShapeByID[id]; ok {
		return name(cat.Shapes[i].Name)
	}
	return id
}

// name is a component's name in the window's language.
func name(n engine.Names) string {
	if ui.Language() == ui.LangFR && n.FR != "" {
		return n.FR
	}
	return n.EN
}

// compText is a component's text in the window's language.
func compText(t engine.Text) string {
	if ui.Language() == ui.LangFR && t.FR != "" {
		return t.FR
	}
	return t.EN
}

// sentence starts a text with a capital letter.
func sentence(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	return strings.ToUpper(string(r[:1])) + string(r[1:])
}

// tf translates a template key with named values: tf("Round {{.N}}", "N", 3).
func tf(key string, kv ...any) string {
	data := map[string]any{}
	for i := 0; i+1 < len(kv); i += 2 {
		if k, ok := kv[i].(string); ok {
			data[k] = kv[i+1]
		}
	}
	return lang.L(key, data)
}
