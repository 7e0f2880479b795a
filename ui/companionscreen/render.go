package companionscreen

import (
	"strings"

	core "whistle/companion"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/fileio"
	"whistle/engine/msg"
	uitext "whistle/ui/text"
)

// Render writes a message in the window's language with the app's one renderer (ui/text), as
// written (Inline: no capital added). Companion mode names its pieces by their bare catalog ids,
// its places by dock id and a resource without a count by its name; shared() turns those
// arguments into the shared ones (a component reference, a dock, a word) first.
func Render(m msg.Msg) string { return uitext.Inline(shared(m)) }

// RenderErr writes a refusal: its message, or the error's own text when it carries none,
// bounded as every error the window shows (fileio.ShortText, as text.Err): a refusal may repeat
// what a file holds.
func RenderErr(err error) string {
	if err == nil {
		return ""
	}
	if m, ok := msg.From(err); ok {
		return fileio.ShortText(uitext.Render(shared(m)))
	}
	return fileio.ShortText(err.Error())
}

// shared rewrites companion mode's arguments, nested messages included, in the shared form.
func shared(m msg.Msg) msg.Msg {
	if len(m.Args) == 0 {
		return m
	}
	args := make([]msg.Arg, len(m.Args))
	for i, a := range m.Args {
		args[i] = sharedArg(a)
	}
	return msg.Msg{ID: m.ID, Args: args}
}

func sharedArg(a msg.Arg) msg.Arg {
	switch a.Kind {
	case msg.KRes:
		if a.Num == 0 {
			return msg.Word(a.Key, "word.res."+a.Text) // the resource itself, no count
		}
	case msg.KComp:
		if !strings.Contains(a.Text, ":") {
			return compArg(a.Key, a.Text)
		}
	case msg.KArea:
		if cat, err := engine.DefaultCatalog(); err == nil {
			if _, ok := cat.DockByID[a.Text]; ok {
				return msg.Comp(a.Key, catalog.CompDock+a.Text)
			}
		}
		return msg.Word(a.Key, "word.area."+a.Text)
	case msg.KMsg:
		if a.Sub != nil {
			return msg.Sub(a.Key, shared(*a.Sub))
		}
	case msg.KList:
		items := make([]msg.Msg, len(a.List))
		for i, it := range a.List {
			items[i] = shared(it)
		}
		return msg.List(a.Key, items...)
	}
	return a
}

// compArg names a catalog component given by its bare id.
func compArg(key, id string) msg.Arg {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		return msg.Name(key, id)
	}
	for _, k := range []struct {
		prefix string
		ids    map[string]int
	}{
		{catalog.CompMachine, cat.MachineByID}, {catalog.CompUpgrade, cat.UpgradeByID},
		{catalog.CompAbility, cat.AbilityByID}, {catalog.CompAward, cat.AwardByID},
	} {
		if _, ok := k.ids[id]; ok {
			return msg.Comp(key, k.prefix+id)
		}
	}
	if i, ok := cat.ShapeByID[id]; ok {
		return msg.Name(key, uitext.Name(cat.Shapes[i].Name))
	}
	return msg.Name(key, id)
}

func msgSlot(slot int) msg.Msg {
	a := core.SlotArg("S", slot, 3)
	if a.Kind == msg.KWord {
		return msg.New(a.Text)
	}
	return *a.Sub
}

func msgMarket(m int) msg.Msg { return msg.New(core.MarketArg("M", m).Text) }

func msgShip(k engine.ShipKind) msg.Msg { return msg.New("word.ship." + k.String()) }

// compName names a catalog component by its bare id in the window's language.
func compName(id string) string { return Render(msg.New(msg.PlainID, compArg("Text", id))) }

// name is a component's name in the window's language.
func name(n catalog.Names) string { return uitext.Name(n) }

// compText is a component's text in the window's language.
func compText(t catalog.Text) string { return uitext.Of(t) }

// sentence starts a text with a capital letter.
func sentence(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	return strings.ToUpper(string(r[:1])) + string(r[1:])
}

// tf translates a template key with named values: tf("Round {{.N}}", "N", 3).
func tf(key string, kv ...any) string { return uitext.F(key, kv...) }

// tfn is tf for a text with plural forms: n picks the form and fills {{.Count}}.
func tfn(key string, n int, kv ...any) string { return uitext.FN(key, n, kv...) }
