package engine

import (
	"slices"
	"whistle/engine/catalog"
	"whistle/engine/msg"
)

// wildFor lists the resource types side may spend for one unit of `need` (whistles are wild,
// except for whistle costs; upgrades may make a type count as anything; Swap Meet's type is
// wild like a whistle).
func (g *Game) wildFor(side Side, need catalog.Resource, anyType bool) []catalog.Resource {
	return g.appendWild(nil, side, need, anyType)
}

// appendWild appends wildFor(side, need, anyType) to dst (payments reuse their storage).
func (g *Game) appendWild(dst []catalog.Resource, side Side, need catalog.Resource, anyType bool) []catalog.Resource {
	if anyType {
		return append(dst, catalog.AllResources[:]...)
	}
	out := append(dst, need)
	add := func(r catalog.Resource) {
		if !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	if need != catalog.Whistle {
		if g.WhistlesWild() {
			add(catalog.Whistle)
		}
		if m := g.activeFlagMachine("wild_resource"); m >= 0 && g.Machines[m].Wild != catalog.NoResource {
			add(g.Machines[m].Wild)
		}
	}
	for _, r := range catalog.AllResources {
		if g.hasFlag(side, wildFlags[r]) {
			add(r)
		}
	}
	return out
}

// wildFlags are the flags that make a resource pay for any other ("wild_gold", …).
var wildFlags = func() (f [catalog.NumResources]string) {
	for _, r := range catalog.AllResources {
		f[r] = "wild_" + r.String()
	}
	return f
}()

// payments lists every distinct way side can pay cost (+ any N resources), each as the tokens
// spent. The list is sorted: fewest wild tokens first.
func (g *Game) payments(side Side, cost catalog.Resources, anyN int) []catalog.Resources {
	return g.paymentsUpTo(side, cost, anyN, 64)
}

// framePayments is the ways to pay the payment frame f: payments, less those using a type the
// frame rules out (AnyNot).
func (g *Game) framePayments(f *Frame) []catalog.Resources {
	pays := g.payments(f.Side, f.Cost, f.AnyN)
	if f.AnyNot.IsZero() {
		return pays
	}
	out := pays[:0:0]
	for _, p := range pays {
		ok := true
		for r := range p {
			ok = ok && (p[r] == 0 || f.AnyNot[r] == 0)
		}
		if ok {
			out = append(out, p)
		}
	}
	return out
}

// paymentsUpTo is payments listing at most limit ways to pay before sorting them (payments:
// 64; CanPay only needs one).
func (g *Game) paymentsUpTo(side Side, cost catalog.Resources, anyN, limit int) []catalog.Resources {
	type unit struct {
		need catalog.Resource
		any  bool
	}
	var unitBuf [16]unit
	units := unitBuf[:0]
	for _, r := range catalog.AllResources {
		for k := 0; k < cost[r]; k++ {
			units = append(units, unit{need: r})
		}
	}
	for k := 0; k < anyN; k++ {
		units = append(units, unit{any: true})
	}
	have := g.Sides[side].Res
	var out []catalog.Resources // each way to pay once (at most limit of them: a short search)
	var spent catalog.Resources
	// what pays for each need, asked once per need rather than once per token and branch
	var wild [catalog.NumResources + 1][]catalog.Resource
	var wildBuf [catalog.NumResources + 1][catalog.NumResources]catalog.Resource // their storage
	wildOf := func(u unit) []catalog.Resource {
		k := catalog.NumResources
		if !u.any {
			k = int(u.need)
		}
		if wild[k] == nil {
			wild[k] = g.appendWild(wildBuf[k][:0], side, u.need, u.any)
		}
		return wild[k]
	}
	var rec func(i int, minType catalog.Resource)
	rec = func(i int, minType catalog.Resource) {
		if len(out) >= limit {
			return
		}
		if i == len(units) {
			if !slices.Contains(out, spent) {
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
	slices.SortStableFunc(out, func(a, b catalog.Resources) int {
		return wildness(a, cost) - wildness(b, cost)
	})
	return out
}

func wildness(p, cost catalog.Resources) int {
	n := 0
	for r := range p {
		if p[r] > cost[r] {
			n += p[r] - cost[r]
		}
	}
	return n
}

// CanPay reports whether side can pay a cost.
func (g *Game) CanPay(side Side, cost catalog.Resources, anyN int) bool {
	if cost.IsZero() && anyN == 0 {
		return true
	}
	return len(g.paymentsUpTo(side, cost, anyN, 1)) > 0
}

// spend moves tokens from a side to the supply.
func (g *Game) spend(side Side, p catalog.Resources, ev *[]Event, why msg.Msg) {
	if p.IsZero() {
		return
	}
	g.Sides[side].Res = g.Sides[side].Res.Sub(p)
	g.Supply = g.Supply.Add(p)
	if ev == nil {
		return // a quiet application: no text to write
	}
	if why.IsZero() {
		ev1(ev, side, "ev.spend", sideArg(side), msg.Sub("Res", p.Msg()))
		return
	}
	ev1(ev, side, "ev.spend_for", sideArg(side), msg.Sub("Res", p.Msg()), msg.Sub("For", why))
}

// pushPay asks side to pay cost before `then` is carried out (nil: the effect below goes on).
func (g *Game) pushPay(side Side, cost catalog.Resources, anyN int, then *Action, src Source) {
	if cost.IsZero() && anyN == 0 && then == nil {
		return
	}
	f := newFrame(FrPay, side, src)
	f.Cost, f.AnyN, f.Then = cost, anyN, then
	g.push(f)
}

func (g *Game) resolvePay(p catalog.Resources, ev *[]Event) {
	f := *g.Top()
	g.pop()
	var why msg.Msg
	if f.Src.Kind != "" && ev != nil { // the reason is only logged
		why = msg.New("for.source", g.sourceArg("Source", f.Src))
	}
	if f.Src.Kind == "toll" {
		if m := g.activeFlagMachine("toll"); m >= 0 && !p.IsZero() {
			g.Sides[f.Side].Res = g.Sides[f.Side].Res.Sub(p)
			g.Machines[m].Held = g.Machines[m].Held.Add(p)
			ev1(ev, f.Side, "ev.toll", sideArg(f.Side), msg.Sub("Res", p.Msg()), g.PlacedArg("Machine", m))
		}
	} else {
		g.spend(f.Side, p, ev, why)
	}
	if f.Then != nil {
		g.doPaid(*f.Then, ev)
	}
}

// gainResources gives a side tokens from the supply, as far as the supply has them.
func (g *Game) gainResources(side Side, r catalog.Resources, why msg.Msg, ev *[]Event) {
	if r.IsZero() {
		return
	}
	var got, missing catalog.Resources
	for i := range r {
		n := min(r[i], g.Supply[i])
		got[i] = n
		missing[i] = r[i] - n
	}
	g.Supply = g.Supply.Sub(got)
	g.Sides[side].Res = g.Sides[side].Res.Add(got)
	if ev == nil {
		return // a quiet application: no text to write
	}
	if !got.IsZero() {
		if why.IsZero() {
			ev1(ev, side, "ev.gain", sideArg(side), msg.Sub("Res", got.Msg()))
		} else {
			ev1(ev, side, "ev.gain_for", sideArg(side), msg.Sub("Res", got.Msg()), msg.Sub("For", why))
		}
	}
	if !missing.IsZero() {
		ev1(ev, side, "ev.supply_out", msg.Sub("Res", missing.Msg()))
	}
}

func (g *Game) gainVP(side Side, n int, why msg.Msg, ev *[]Event) {
	if n == 0 {
		return
	}
	g.Sides[side].VP += n
	if ev == nil {
		return // a quiet application: no text to write
	}
	if why.IsZero() {
		ev1(ev, side, "ev.score", sideArg(side), msg.Num("Count", n))
		return
	}
	ev1(ev, side, "ev.score_for", sideArg(side), msg.Num("Count", n), msg.Sub("For", why))
}

// PaymentChoices lists, for the payment decision on top, what each ActChoose option spends
// (option i spends PaymentChoices()[i]); nil when no payment is pending. For bots and hints.
func (g *Game) PaymentChoices() []catalog.Resources {
	f := g.Top()
	if f == nil || f.Kind != FrPay || len(g.choiceValues()) == 0 {
		return nil
	}
	return g.framePayments(f)
}

// TheftChoices lists, for the theft decision on top, the resource type each ActChoose option
// hands over (O-THEFT-2, I16); nil when no theft is pending.
func (g *Game) TheftChoices() []catalog.Resource {
	f := g.Top()
	if f == nil || f.Kind != FrTheft {
		return nil
	}
	return g.theftTypes()
}
