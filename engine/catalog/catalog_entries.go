package catalog

// This file checks the parts shared by every kind of component entry: names, texts, sources,
// flags, triggers, uses and effect steps.

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

func (c *catalogChecker) crossCheck(cat *Catalog) {
	b := &cat.Board
	for i := range cat.Machines {
		m := &cat.Machines[i]
		m.Footprint = b.MachineFootprint[m.Size]
	}
	for _, id := range b.OutlawExcluded {
		if _, ok := cat.MachineByID[id]; !ok {
			c.fileErr(catalogBoardFile, "outlaw_excluded_machines: no machine %q in %s", id, catalogMachinesFile)
		}
	}
	if len(b.BlockerStart) != catalogBlockers {
		c.fileErr(catalogBoardFile, "blocker_start_docks lists %d docks, want %d (balloon, blimp, dreadnought)", len(b.BlockerStart), catalogBlockers)
	}
	seen := map[string]bool{}
	for _, id := range b.BlockerStart {
		if _, ok := cat.DockByID[id]; !ok {
			c.fileErr(catalogBoardFile, "blocker_start_docks: no dock %q", id)
		}
		if seen[id] {
			c.fileErr(catalogBoardFile, "blocker_start_docks: dock %q listed twice", id)
		}
		seen[id] = true
	}
}

// ---- shared checks ----

func (e catalogEntry) names(n Names) {
	if strings.TrimSpace(n.EN) == "" {
		e.errf("missing English name")
	}
	if strings.TrimSpace(n.FR) == "" {
		e.errf("missing French name")
	}
}

func (e catalogEntry) text(what string, t Text) {
	if strings.TrimSpace(t.EN) == "" {
		e.errf("missing English %s", what)
	}
	if strings.TrimSpace(t.FR) == "" {
		e.errf("missing French %s", what)
	}
}

func (e catalogEntry) source(what, s string) {
	word, _, _ := strings.Cut(s, " ")
	word = strings.TrimRight(word, ";,")
	if !slices.Contains(catalogSources, word) {
		e.errf("%s %q must start with %s", what, s, strings.Join(catalogSources, ", "))
	}
}

func (e catalogEntry) flags(kind string, flags []string) {
	allowed := catalogFlags[kind]
	seen := map[string]bool{}
	for _, f := range flags {
		if !slices.Contains(allowed, f) {
			if len(allowed) == 0 {
				e.errf("unknown flag %q (no %s flags exist)", f, kind)
			} else {
				e.errf("unknown flag %q (%s flags: %s)", f, kind, strings.Join(allowed, ", "))
			}
		}
		if seen[f] {
			e.errf("flag %q listed twice", f)
		}
		seen[f] = true
	}
}

func (e catalogEntry) triggers(ts []Trigger) {
	for i, t := range ts {
		where := fmt.Sprintf("trigger %d", i+1)
		if !slices.Contains(catalogEvents, t.On) {
			e.errf("%s: unknown event %q (expected %s)", where, t.On, strings.Join(catalogEvents, ", "))
		}
		if len(t.Sizes) > 0 && !slices.Contains(catalogSizedEvents, t.On) {
			e.errf("%s: sizes only apply to %s", where, strings.Join(catalogSizedEvents, ", "))
		}
		for _, s := range t.Sizes {
			if !slices.Contains(catalogSizes, s) {
				e.errf("%s: unknown size %q", where, s)
			}
		}
		if t.MinVP < 0 {
			e.errf("%s: min_vp must be >= 0, got %d", where, t.MinVP)
		}
		if t.MinVP > 0 && t.On != "build_scaffold" {
			e.errf("%s: min_vp only applies to build_scaffold", where)
		}
		if t.If != "" {
			usesN, ok := catalogConditions[t.If]
			switch {
			case !ok:
				e.errf("%s: unknown condition %q (expected %s)", where, t.If, strings.Join(catalogSortedKeys(catalogConditions), ", "))
			case usesN && t.Threshold <= 0:
				e.errf("%s: condition %q needs n > 0", where, t.If)
			case !usesN && t.Threshold != 0:
				e.errf("%s: condition %q takes no n", where, t.If)
			}
		} else if t.Threshold != 0 {
			e.errf("%s: n without a condition", where)
		}
		if len(t.Steps) == 0 {
			e.errf("%s: no steps", where)
		}
		e.steps(where, t.Steps)
	}
}

func (e catalogEntry) uses(us []Use) {
	for i, u := range us {
		where := fmt.Sprintf("use %d", i+1)
		if !slices.Contains(catalogUseLimits, u.Limit) {
			e.errf("%s: unknown limit %q (expected %s)", where, u.Limit, strings.Join(catalogUseLimits, ", "))
		}
		e.text(where+" label", u.Note)
		if len(u.Steps) == 0 {
			e.errf("%s: no steps", where)
		}
		e.steps(where, u.Steps)
	}
}

// steps checks an effect: every op known, its parameters sensible, nested effects too.
func (e catalogEntry) steps(where string, steps []Step) {
	for i, s := range steps {
		e.step(fmt.Sprintf("%s step %d", where, i+1), s)
	}
}

func (e catalogEntry) step(where string, s Step) {
	spec, ok := e.c.rules.Ops[s.Op]
	if !ok {
		if s.Op == "" {
			e.errf("%s: missing op", where)
		} else {
			e.errf("%s: unknown op %q", where, s.Op)
		}
		return
	}
	set := map[string]bool{
		"res": !s.Res.IsZero(), "vp": s.VP != 0, "n": s.Count != 0, "keep": s.Keep != 0,
		"what": s.What != "", "size": s.Size != "", "to": s.To != "", "from": s.From != "",
		"steps": len(s.Steps) > 0, "alt": len(s.Alt) > 0, "not": !s.Not.IsZero(),
	}
	for _, p := range catalogSortedKeys(set) {
		if set[p] && !slices.Contains(spec.Params, p) {
			e.errf("%s: op %q takes no %s", where, s.Op, p)
		}
	}
	for _, req := range spec.Required {
		found := false
		for _, p := range strings.Split(req, "|") {
			found = found || set[p]
		}
		if !found {
			e.errf("%s: op %q needs %s", where, s.Op, strings.ReplaceAll(req, "|", " or "))
		}
	}
	if msg := catalogResourcesProblem(s.Not); msg != "" {
		e.errf("%s: not: %s", where, msg)
	}
	if msg := catalogResourcesProblem(s.Res); msg != "" {
		e.errf("%s: res: %s", where, msg)
	}
	if s.VP < 0 {
		e.errf("%s: vp must be >= 0, got %d", where, s.VP)
	}
	if s.Count < 0 {
		e.errf("%s: n must be > 0, got %d", where, s.Count)
	}
	if s.Keep < 0 || (s.Keep > 0 && s.Keep > s.Count) {
		e.errf("%s: keep must be 1..n (n %d), got %d", where, s.Count, s.Keep)
	}
	if s.What != "" && len(spec.What) > 0 && !slices.Contains(spec.What, s.What) {
		e.errf("%s: op %q: unknown what %q (expected %s)", where, s.Op, s.What, strings.Join(spec.What, ", "))
	}
	if s.Size != "" && !slices.Contains(catalogSizes, s.Size) {
		e.errf("%s: unknown size %q (expected %s)", where, s.Size, strings.Join(catalogSizes, ", "))
	}
	if !slices.Contains(catalogPlaces, s.To) {
		e.errf("%s: unknown to %q (expected \"\" or self)", where, s.To)
	}
	if !slices.Contains(catalogPlaces, s.From) {
		e.errf("%s: unknown from %q (expected \"\" or self)", where, s.From)
	}
	switch s.Op {
	case "any_order":
		if len(s.Steps) == 1 {
			e.errf("%s: any_order needs at least 2 steps", where)
		}
		e.steps(where, s.Steps)
	case "choose":
		if len(s.Alt) == 1 {
			e.errf("%s: choose needs at least 2 alternatives", where)
		}
		for i, alt := range s.Alt {
			w := fmt.Sprintf("%s alt %d", where, i+1)
			if len(alt) == 0 {
				e.errf("%s: empty alternative", w)
			}
			e.steps(w, alt)
		}
	}
}

// catalogResourcesProblem reports a negative count ("" when fine).
func catalogResourcesProblem(rs Resources) string {
	for r, n := range rs {
		if n < 0 {
			return fmt.Sprintf("negative %s (%d)", Resource(r), n)
		}
	}
	return ""
}

func catalogSortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
