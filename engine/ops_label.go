package engine

import (
	"whistle/engine/catalog"
	"whistle/engine/msg"
)

// ---- short labels of effect steps (the label handlers of effectOps) ----

func labelPay(g *Game, st catalog.Step) msg.Msg {
	return msg.New("lbl.pay", msg.Sub("Res", st.Res.Msg()))
}

func labelPayAny(g *Game, st catalog.Step) msg.Msg {
	if notWhistle(st) {
		return msg.New("lbl.pay_any_but_whistle", msg.Num("Count", st.Count))
	}
	return msg.New("lbl.pay_any", msg.Num("Count", st.Count))
}

// notWhistle reports whether a step's any type leaves out the whistle alone (the Exchanger's
// trades: a whistle for a whistle would change nothing).
func notWhistle(st catalog.Step) bool {
	var w catalog.Resources
	w[catalog.Whistle] = 1
	return st.Not == w
}

func labelGain(g *Game, st catalog.Step) msg.Msg {
	switch {
	case st.VP > 0 && !st.Res.IsZero():
		return msg.New("lbl.gain_res_vp", msg.Sub("Res", st.Res.Msg()), msg.Num("VP", st.VP))
	case st.VP > 0:
		return msg.New("lbl.gain_vp", msg.Num("VP", st.VP))
	}
	return msg.New("lbl.gain", msg.Sub("Res", st.Res.Msg()))
}

func labelGainAny(g *Game, st catalog.Step) msg.Msg {
	if notWhistle(st) {
		return msg.New("lbl.gain_any_but_whistle", msg.Num("Count", st.Count))
	}
	return msg.New("lbl.gain_any", msg.Num("Count", st.Count))
}

func labelDraw(g *Game, st catalog.Step) msg.Msg {
	return msg.New("lbl.draw", msg.Num("Count", st.Count))
}

func labelDiscardCards(g *Game, st catalog.Step) msg.Msg {
	return msg.New("lbl.discard", msg.Num("Count", st.Count))
}

func labelTakeScaffolds(g *Game, st catalog.Step) msg.Msg {
	return msg.New("lbl.take_scaffolds", msg.Num("Count", st.Count))
}

func labelSpendScaffold(g *Game, st catalog.Step) msg.Msg {
	return msg.New("lbl.spend_scaffold", msg.Num("Count", st.Count))
}

// labelPrompt labels a step by what it waits for (its prompt).
func labelPrompt(g *Game, st catalog.Step) msg.Msg {
	return g.stepPrompt(&Frame{Steps: catalog.Effect{st}})
}
