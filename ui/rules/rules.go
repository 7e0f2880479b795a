// Package rules is the rules reference screen: every rule id with its text and every component
// of the catalog, searchable, in the window's language.
package rules

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/engine/catalog"
	"whistle/engine/rulesref"
	"whistle/ui/board"
	"whistle/ui/text"
)

// The rules reference: every rule id of assets/rules_ref.json with its text, marked printed /
// derived / chosen, and every component of the catalog with its text, in the window's
// language (with the other language's name beside it). Search uses engine.RulesRef.Search for
// the rules; for components it looks through the names (both languages) and texts.

// kindLabel names a rule's kind.
func kindLabel(kind string) string {
	switch kind {
	case rulesref.KindPrinted:
		return lang.L("printed")
	case rulesref.KindDerived:
		return lang.L("derived")
	case rulesref.KindChosen:
		return lang.L("chosen")
	}
	return kind
}

func kindImportance(kind string) widget.Importance {
	switch kind {
	case rulesref.KindDerived:
		return widget.WarningImportance
	case rulesref.KindChosen:
		return widget.HighImportance
	}
	return widget.SuccessImportance
}

// component is one entry of the components list.
type component struct {
	Group string // a heading: abilities, awards, ...
	Name  catalog.Names
	Meta  string // size, VP, cost...
	Kind  string // printed / derived / chosen when the data says, else ""
	Text  catalog.Text
	Extra []catalog.Text // a dock's offers
	Code  string         // the mark it has on the board (an award's code on the tower)
	// Machine is set for a machine: its footprint is drawn beside what it is
	Machine *catalog.MachineDef
}

// components lists the catalog, group by group.
func components(cat *catalog.Catalog) []component {
	var out []component
	for _, a := range cat.Abilities {
		out = append(out, component{Group: lang.L("Starting abilities"), Name: a.Name, Text: a.Text, Meta: star(a.Star)})
	}
	for i := range cat.Machines {
		d := &cat.Machines[i]
		kind := ""
		src := strings.ToLower(d.Source)
		switch {
		case strings.HasPrefix(src, rulesref.KindChosen):
			kind = rulesref.KindChosen
		case strings.HasPrefix(src, rulesref.KindDerived):
			kind = rulesref.KindDerived
		case strings.HasPrefix(src, rulesref.KindPrinted):
			kind = rulesref.KindPrinted
		}
		meta := text.F("{{.Size}} machine, {{.VP}} VP, {{.W}} × {{.H}} squares", "Size", text.SizeName(d.Size), "VP", d.VP, "W", d.Footprint[0], "H", d.Footprint[1]) + star(d.Star)
		out = append(out, component{Group: lang.L("Machines"), Name: d.Name, Text: d.Text, Meta: meta, Kind: kind, Machine: d})
	}
	for _, d := range cat.Upgrades {
		meta := text.F("costs {{.Cost}}, {{.VP}} VP at the end", "Cost", text.CostShort(d.Cost, 0), "VP", d.EndVP) + star(d.Star)
		kind := ""
		if d.CostSource == rulesref.KindChosen || d.EndSource == rulesref.KindChosen {
			kind = rulesref.KindChosen
		}
		out = append(out, component{Group: lang.L("Upgrades"), Name: d.Name, Text: d.Text, Meta: meta, Kind: kind})
	}
	for _, d := range cat.Cards {
		out = append(out, component{Group: lang.L("Cards"), Name: d.Name, Text: d.Text, Meta: text.F("{{.N}} in the deck", "N", d.Copies)})
	}
	for i, d := range cat.Awards {
		meta := text.F("{{.N}} in the game", "N", d.Count) + " · " + text.F("marked {{.Code}} on the tower", "Code", text.AwardCode(cat, int16(i)))
		out = append(out, component{Group: lang.L("Awards"), Name: d.Name, Text: d.Text, Meta: meta, Code: text.AwardCode(cat, int16(i))})
	}
	for i, d := range cat.Board.Docks {
		c := component{Group: lang.L("Docks"), Name: d.Name, Meta: text.F("dock {{.N}}", "N", i+1)}
		for _, o := range d.Offers {
			c.Extra = append(c.Extra, o.Text)
		}
		out = append(out, c)
	}
	for _, d := range cat.Shapes {
		out = append(out, component{Group: lang.L("Scaffold shapes"), Name: d.Name,
			Meta: lang.L("four squares, two of them show a resource")})
	}
	return out
}

func star(s bool) string {
	if s {
		return " · ★ " + lang.L("left out of a first game")
	}
	return ""
}

// metaLine is a component's "what it is" line (without a leading separator).
func metaLine(s string) string { return strings.TrimPrefix(s, " · ") }

// fold lowers a text and strips French accents, for searching.
func fold(s string) string {
	var b strings.Builder
	for _, c := range strings.ToLower(s) {
		switch c {
		case 'à', 'â', 'ä':
			c = 'a'
		case 'ç':
			c = 'c'
		case 'é', 'è', 'ê', 'ë':
			c = 'e'
		case 'î', 'ï':
			c = 'i'
		case 'ô', 'ö':
			c = 'o'
		case 'ù', 'û', 'ü':
			c = 'u'
		case 'œ':
			b.WriteString("oe")
			continue
		case '’':
			c = '\''
		}
		if unicode.Is(unicode.Mn, c) {
			continue
		}
		b.WriteRune(c)
	}
	return b.String()
}

func (c component) matches(q string) bool {
	if q == "" {
		return true
	}
	hay := []string{c.Name.EN, c.Name.FR, c.Text.EN, c.Text.FR, c.Meta, c.Group}
	for _, e := range c.Extra {
		hay = append(hay, e.EN, e.FR)
	}
	for _, h := range hay {
		if strings.Contains(fold(h), q) {
			return true
		}
	}
	return false
}

// SearchEntry is the search field: Esc in it leaves the rules reference (OnEscape), as it does
// anywhere else on the page, instead of being swallowed by the field.
type SearchEntry struct {
	widget.Entry
	OnEscape func()
}

// NewSearchEntry makes an empty search field.
func NewSearchEntry() *SearchEntry {
	e := &SearchEntry{}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey handles Esc; every other key is the field's.
func (e *SearchEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape && e.OnEscape != nil {
		e.OnEscape()
		return
	}
	e.Entry.TypedKey(ev)
}

// Screen is the rules reference's content.
type Screen struct {
	Search *SearchEntry
	Both   *widget.Check
	Tabs   *container.AppTabs
	// RuleCount and CompCount are how many rules and components the search shows.
	RuleCount, CompCount int

	ruleBox, compBox *fyne.Container
	ruleNote         *widget.Label
	compNote         *widget.Label
	ref              *rulesref.Reference
	cat              *catalog.Catalog
}

// New builds the rules reference for a catalog.
func New(cat *catalog.Catalog) (*Screen, error) {
	ref, err := rulesref.Default()
	if err != nil {
		return nil, err
	}
	r := &Screen{ref: ref, cat: cat, ruleBox: container.NewVBox(), compBox: container.NewVBox(),
		ruleNote: wrapped(""), compNote: wrapped("")}
	r.Search = NewSearchEntry()
	r.Search.SetPlaceHolder(lang.L("Search the rules and components (an id like O-TURN-2, a word…)"))
	r.Both = widget.NewCheck(lang.L("Both languages"), func(bool) { r.fill() })
	r.Search.OnChanged = func(string) { r.fill() }
	r.Tabs = container.NewAppTabs(
		container.NewTabItem(lang.L("Rules"), container.NewBorder(r.ruleNote, nil, nil, nil, container.NewVScroll(r.ruleBox))),
		container.NewTabItem(lang.L("Components"), container.NewBorder(r.compNote, nil, nil, nil, container.NewVScroll(r.compBox))),
	)
	r.fill()
	return r, nil
}

// maxShown bounds how many entries a search shows at once (the rest are counted).
const maxShown = 60

func (r *Screen) fill() {
	q := strings.TrimSpace(r.Search.Text)
	// rules
	rules := r.ref.Search(q, text.Language())
	if q != "" && text.Language() != text.LangEN {
		// an English word or id finds its rule in the French window too
		seen := map[string]bool{}
		for _, x := range rules {
			seen[x.ID] = true
		}
		for _, x := range r.ref.Search(q, text.LangEN) {
			if !seen[x.ID] {
				rules = append(rules, x)
			}
		}
	}
	r.RuleCount = len(rules)
	r.ruleNote.SetText(text.F("{{.N}} rules. Printed: stated by a rulebook. Derived: follows from a rulebook sentence. Chosen: the rulebooks are silent and this is the app's pick.", "N", len(rules)))
	if q == "" {
		// every rule, one section at a time, in the sections' order
		order := map[string]int{}
		for i, sec := range r.ref.Sections {
			order[sec.ID] = i
		}
		rules = slices.Clone(rules) // Search may hand back the shared list
		slices.SortStableFunc(rules, func(x, y rulesref.Rule) int { return order[x.Section] - order[y.Section] })
	}
	titles := map[string]string{}
	for _, sec := range r.ref.Sections {
		titles[sec.ID] = sec.Title.In(text.Language())
	}
	objs := groupedEntries(len(rules), func(i int) string { return titles[rules[i].Section] },
		func(i int) []fyne.CanvasObject { return r.ruleWidgets(rules[i]) }, q != "", lang.L("No rule matches this search."))
	r.ruleBox.Objects = objs
	r.ruleBox.Refresh()

	// components
	fq := fold(q)
	var comps, exact []component
	for _, c := range components(r.cat) {
		switch {
		case c.Code != "" && fold(c.Code) == fq:
			exact = append(exact, c) // a code of the board, typed as it is shown: first
		case c.matches(fq):
			comps = append(comps, c)
		}
	}
	comps = append(exact, comps...)
	r.CompCount = len(comps)
	r.compNote.SetText(text.FN("rules.components", len(comps)))
	objs = groupedEntries(len(comps), func(i int) string { return comps[i].Group },
		func(i int) []fyne.CanvasObject { return r.compWidgets(comps[i]) }, q != "", lang.L("No component matches this search."))
	r.compBox.Objects = objs
	r.compBox.Refresh()
}

// groupedEntries lays out n entries that come in consecutive groups: without a search, one
// header per group that opens it (foldList: one group open at a time, the first one to begin
// with); while searching, the matches under group headings, at most maxShown of them, or the
// `none` sentence when nothing matches.
func groupedEntries(n int, group func(int) string, show func(int) []fyne.CanvasObject, searching bool, none string) []fyne.CanvasObject {
	if !searching {
		f := newFoldList()
		for i := 0; i < n; {
			g := group(i)
			j := i
			for j < n && group(j) == g {
				j++
			}
			from, to := i, j
			f.addLazy(fmt.Sprintf("%s (%d)", g, j-i), func() []fyne.CanvasObject {
				// a group's entries are made when it first opens: opening the reference
				// makes only the first group's
				var in []fyne.CanvasObject
				for k := from; k < to; k++ {
					in = append(in, show(k)...)
				}
				return in
			})
			i = j
		}
		f.show(0)
		return []fyne.CanvasObject{f.box}
	}
	var objs []fyne.CanvasObject
	last := ""
	for i := 0; i < n; i++ {
		if i >= maxShown {
			objs = append(objs, wrapped(text.F("… and {{.N}} more: type a few more letters to narrow the search.", "N", n-maxShown)))
			break
		}
		if g := group(i); i == 0 || g != last {
			last = g
			h := bold(g)
			h.SizeName = theme.SizeNameSubHeadingText
			objs = append(objs, h)
		}
		objs = append(objs, show(i)...)
	}
	if n == 0 {
		objs = append(objs, wrapped(none))
	}
	return objs
}

func (r *Screen) other() string {
	if text.Language() == text.LangFR {
		return text.LangEN
	}
	return text.LangFR
}

// ruleWidgets shows one rule: its id and title, its kind, its text (and the other language's
// when asked), and where it comes from.
func (r *Screen) ruleWidgets(rule rulesref.Rule) []fyne.CanvasObject {
	kind := widget.NewLabel(kindLabel(rule.Kind))
	kind.Importance = kindImportance(rule.Kind)
	kind.TextStyle.Bold = true
	head := container.NewBorder(nil, nil, nil, kind, bold(rule.ID+" · "+rule.Title.In(text.Language())))
	objs := []fyne.CanvasObject{head, wrapped(rule.Text.In(text.Language()))}
	if r.Both.Checked {
		l := wrapped(rule.Title.In(r.other()) + " — " + rule.Text.In(r.other()))
		l.TextStyle.Italic = true
		objs = append(objs, l)
	}
	src := widget.NewLabelWithStyle(lang.L("Source: ")+sourceName(rule.Source), fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	src.Wrapping = fyne.TextWrapWord
	return append(objs, src, widget.NewSeparator())
}

// compWidgets shows one component: its name in both languages, what it is, its text.
func (r *Screen) compWidgets(c component) []fyne.CanvasObject {
	name := text.Name(c.Name)
	if o := text.NameIn(c.Name, other(text.Language())); o != "" && o != name {
		name += " (" + o + ")"
	}
	right := fyne.CanvasObject(nil)
	if c.Kind != "" {
		k := widget.NewLabel(kindLabel(c.Kind))
		k.Importance = kindImportance(c.Kind)
		k.TextStyle.Bold = true
		right = k
	}
	objs := []fyne.CanvasObject{container.NewBorder(nil, nil, nil, right, bold(name))}
	if c.Meta != "" {
		m := widget.NewLabelWithStyle(metaLine(c.Meta), fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
		m.Wrapping = fyne.TextWrapWord
		if c.Machine != nil {
			objs = append(objs, container.NewBorder(nil, nil, board.Footprint(c.Machine, 10), nil, m))
		} else {
			objs = append(objs, m)
		}
	}
	if text.Of(c.Text) != "" {
		objs = append(objs, wrapped(text.Of(c.Text)))
		if r.Both.Checked {
			l := wrapped(textIn(c.Text, r.other()))
			l.TextStyle.Italic = true
			objs = append(objs, l)
		}
	}
	for _, e := range c.Extra {
		objs = append(objs, wrapped("• "+text.Of(e)))
		if r.Both.Checked {
			l := wrapped("• " + textIn(e, r.other()))
			l.TextStyle.Italic = true
			objs = append(objs, l)
		}
	}
	return append(objs, widget.NewSeparator())
}

func textIn(t catalog.Text, l string) string {
	if l == text.LangFR {
		return t.FR
	}
	return t.EN
}

// other is the language that is not l.
func other(l string) string {
	if l == text.LangFR {
		return text.LangEN
	}
	return text.LangFR
}

func bold(s string) *widget.Label {
	l := widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.Wrapping = fyne.TextWrapWord
	return l
}

func wrapped(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// sourceName is where a rule comes from, in the window's language.
func sourceName(s string) string {
	switch s {
	case "French rulebook, Outlaws variant":
		return lang.L("French rulebook, Outlaws variant")
	case "the app's reconstruction of the rules the rulebooks lost":
		return lang.L("the app's reconstruction of the rules the rulebooks lost")
	case "the app's reading of an unclear rule":
		return lang.L("the app's reading of an unclear rule")
	case "the app's own ruling":
		return lang.L("the app's own ruling")
	case "rulebook (base game): setup":
		return lang.L("rulebook (base game): setup")
	case "rulebook (base game): how to play":
		return lang.L("rulebook (base game): how to play")
	case "rulebook (base game): resources and limits":
		return lang.L("rulebook (base game): resources and limits")
	case "rulebook (base game): Collect, placing an airship on the grid":
		return lang.L("rulebook (base game): Collect, placing an airship on the grid")
	case "rulebook (base game): Collect, placing an airship in a dock":
		return lang.L("rulebook (base game): Collect, placing an airship in a dock")
	case "rulebook (base game): main action Forge":
		return lang.L("rulebook (base game): main action Forge")
	case "rulebook (base game): building scaffolds and machines":
		return lang.L("rulebook (base game): building scaffolds and machines")
	case "rulebook (base game): work move or rescue":
		return lang.L("rulebook (base game): work move or rescue")
	case "rulebook (base game): workers, promoting":
		return lang.L("rulebook (base game): workers, promoting")
	case "rulebook (base game): flooding the canyon":
		return lang.L("rulebook (base game): flooding the canyon")
	case "rulebook (base game): bonus actions":
		return lang.L("rulebook (base game): bonus actions")
	case "rulebook (base game): turn end, resources":
		return lang.L("rulebook (base game): turn end, resources")
	case "rulebook (base game): game end and scoring":
		return lang.L("rulebook (base game): game end and scoring")
	}
	return s
}

// Components is the components tab's list (what a search shows there).
func (r *Screen) Components() fyne.CanvasObject { return r.compBox }
