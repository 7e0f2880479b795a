package engine

import (
	"fmt"
	"slices"
	"strings"
)

// wildFor lists the resource types side may spend for one unit of `need` (whistles are wild,
// except for whistle costs; upgrades may make a type count as anything; Swap Meet's type is
// wild like a whistle).
func (g *Game) wildFor(side Side, need Resource, anyType bool) []Resource {
	if anyType {
		return AllResources[:]
	}
	out := []Resource{need}
	add := func(r Resource) {
		if !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	if need != Whistle {
		if g.WhistlesWild() {
			add(Whistle)
		}
		if m := g.activeFlagMachine("wild_resource"); m >= 0 && g.Machines[m].Wild != NoResource {
			add(g.Machines[m].Wild)
		}
	}
	for _, r := range AllResources {
		if g.hasFlag(side, wildFlags[r]) {
			add(r)
		}
	}
	return out
}

// wildFlags are the flags that make a resource pay for any other ("wild_gold", …).
var wildFlags = func() (f [NumResources]string) {
	for _, r := range AllResources {
		f[r] = "wild_" + r.String()
	}
	return f
}()

// payments lists every distinct way side can pay cost (+ any N resources), each as the tokens
// spent. The list is sorted: fewest wild tokens first.
func (g *Game) payments(side Side, cost Resources, anyN int) []Resources {
	type unit struct {
		need Resource
		any  bool
	}
	var units []unit
	for _, r := range AllResources {
		for k := 0; k < cost[r]; k++ {
			units = append(units, unit{need: r})
		}
	}
	for k := 0; k < anyN; k++ {
		units = append(units, unit{any: true})
	}
	have := g.Sides[side].Res
	seen := map[Resources]bool{}
	var out []Resources
	var spent Resources
	// what pays for each need, asked once per need rather than once per token and branch
	var wild [NumResources + 1][]Resource
	wildOf := func(u unit) []Resource {
		k := NumResources
		if !u.any {
			k = int(u.need)
		}
		if wild[k] == nil {
			wild[k] = g.wildFor(side, u.need, u.any)
		}
		return wild[k]
	}
	var rec func(i int, minType Resource)
	rec = func(i int, minType Resource) {
		if len(out) >= 64 {
			return
		}
		if i == len(units) {
			if !seen[spent] {
				seen[spent] = true
				out = append(out, spent)
			}
			return
		}
		u := units[i]
		same := i > 0 && units[i-1] == u
		for _, r := range wildOf(u) {
			if same && r < minType {
				continue // units of the same need are interchangeable: keep choices ordered
			}
			if spent[r] >= have[r] {
				continue
			}
			spent[r]++
			rec(i+1, r)
			spent[r]--
		}
	}
	rec(0, 0)
	slices.SortStableFunc(out, func(a, b Resources) int {
		return wildness(a, cost) - wildness(b, cost)
	})
	return out
}

func wildness(p, cost Resources) int {
	n := 0
	for r := range p {
		if p[r] > cost[r] {
			n += p[r] - cost[r]
		}
	}
	return n
}

// CanPay reports whether side can pay a cost.
func (g *Game) CanPay(side Side, cost Resources, anyN int) bool {
	if cost.IsZero() && anyN == 0 {
		return true
	}
	return len(g.payments(side, cost, anyN)) > 0
}

// spend moves tokens from a side to the supply.
func (g *Game) spend(side Side, p Resources, ev *[]Event, why string) {
	if p.IsZero() {
		return
	}
	g.Sides[side].Res = g.Sides[side].Res.Sub(p)
	g.Supply = g.Supply.Add(p)
	text := fmt.Sprintf("%s %s %s", capital(side.String()), verb(side, "spend", "spends"), p)
	if why != "" {
		text += " " + why
	}
	*ev = append(*ev, Event{Side: side, Text: text + "."})
}

// pushPay asks side to pay cost before `then` is carried out (nil: the effect below goes on).
func (g *Game) pushPay(side Side, cost Resources, anyN int, then *Action, src Source) {
	if cost.IsZero() && anyN == 0 && then == nil {
		return
	}
	f := newFrame(FrPay, side, src)
	f.Cost, f.AnyN, f.Then = cost, anyN, then
	g.push(f)
}

func (g *Game) resolvePay(p Resources, ev *[]Event) {
	f := *g.Top()
	g.pop()
	why := ""
	if f.Src.Kind != "" {
		why = "for " + g.sourceName(f.Src)
	}
	if f.Src.Kind == "toll" {
		if m := g.activeFlagMachine("toll"); m >= 0 && !p.IsZero() {
			g.Sides[f.Side].Res = g.Sides[f.Side].Res.Sub(p)
			g.Machines[m].Held = g.Machines[m].Held.Add(p)
			*ev = append(*ev, Event{Side: f.Side, Text: fmt.Sprintf("%s %s %s on %s as a toll.", capital(f.Side.String()), verb(f.Side, "put", "puts"), p, g.MachineName(m))})
		}
	} else {
		g.spend(f.Side, p, ev, why)
	}
	if f.Then != nil {
		g.doPaid(*f.Then, ev)
	}
}

// gainResources gives a side tokens from the supply, as far as the supply has them.
func (g *Game) gainResources(side Side, r Resources, why string, ev *[]Event) {
	if r.IsZero() {
		return
	}
	var got, missing Resources
	for i := range r {
		n := min(r[i], g.Supply[i])
		got[i] = n
		missing[i] = r[i] - n
	}
	g.Supply = g.Supply.Sub(got)
	g.Sides[side].Res = g.Sides[side].Res.Add(got)
	if !got.IsZero() {
		text := fmt.Sprintf("%s %s %s", capital(side.String()), verb(side, "gain", "gains"), got)
		if why != "" {
			text += " " + why
		}
		*ev = append(*ev, Event{Side: side, Text: text + "."})
	}
	if !missing.IsZero() {
		*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("The supply has run out: %s not gained.", missing)})
	}
}

func (g *Game) gainVP(side Side, n int, why string, ev *[]Event) {
	if n == 0 {
		return
	}
	g.Sides[side].VP += n
	text := fmt.Sprintf("%s %s %d VP", capital(side.String()), verb(side, "score", "score"), n)
	if why != "" {
		text += " " + why
	}
	*ev = append(*ev, Event{Side: side, Text: text + "."})
}

// Both subjects, "you" and "the outlaws", take the plural form of a verb; the third-person
// form is kept in calls for the day a singular subject appears.
func verb(side Side, you, they string) string {
	_ = they
	return you
}

// aShape writes a scaffold shape with its article: "an L", "an S", "a T".
func aShape(shape string) string {
	if shape != "" && strings.ContainsRune("AEFHILMNORSX", rune(shape[0])) {
		return "an " + shape
	}
	return "a " + shape
}

func capital(s string) string {
	if s == "" {
		return s
	}
	if s[0] >= 'a' && s[0] <= 'z' {
		return string(s[0]-'a'+'A') + s[1:]
	}
	return s
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

func (g *Game) sourceName(s Source) string {
	switch s.Kind {
	case "machine":
		if i, ok := g.cat.MachineByID[s.ID]; ok {
			return g.cat.Machines[i].Name.EN
		}
	case "card":
		if i, ok := g.cat.CardByID[s.ID]; ok {
			return g.cat.Cards[i].Name.EN
		}
	case "award":
		if i, ok := g.cat.AwardByID[s.ID]; ok {
			return "the " + g.cat.Awards[i].Name.EN
		}
	case "upgrade":
		if i, ok := g.cat.UpgradeByID[s.ID]; ok {
			return g.cat.Upgrades[i].Name.EN
		}
	case "ability":
		if i, ok := g.cat.AbilityByID[s.ID]; ok {
			return g.cat.Abilities[i].Name.EN
		}
	case "dock":
		if i, ok := g.cat.DockByID[s.ID]; ok {
			return "the " + g.cat.Board.Docks[i].Name.EN
		}
	case "forge":
		return "the forge"
	}
	return s.Kind
}
