package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/engine/msg"
	"whistle/outlaws"
)

// A mirrored game keeps an exact copy of the table (engine.Game.CopyTable): each piece the
// table reveals — a starting ability dealt, a tower award, a stack's new top scaffold, a market
// piece, a card, an award or an upgrade drawn, an outlaw card turned face up — is asked here,
// at the top of the panel, before anything else: one tap on what came out, the pieces still
// unseen listed with the commonest first; the rest behind More…. The app's own draw is never
// singled out, and nothing the table has not shown is named as drawn.

// tableAnswersShown is how many answers show before More… (companiontest.AnswersShown).
const tableAnswersShown = 6

// tableQuestion says what the table has just shown, as a question.
func tableQuestion(g *engine.Game, r engine.Reveal) msg.Msg {
	switch r.Pile {
	case "ability":
		return msg.New("tq.ability", msg.Num("N", r.Slot+1), msg.Num("Of", len(g.Offer)))
	case "tower":
		return msg.New("tq.tower", msg.Num("Floor", r.Index+1))
	case "stack":
		return msg.New("tq.stack", msg.Word("Shape", "shape."+g.Catalog().Shapes[r.Index].ID))
	case "setup_item":
		return msg.New("tq.setup_item", msg.Word("Shape", "shape."+g.Catalog().Shapes[r.Index].ID))
	case "market":
		if r.Index == 3 {
			return msg.New("tq.upgrade_market", msg.Num("N", r.Slot+1))
		}
		return msg.New("tq.market", msg.Word("Market", "market."+[...]string{"small", "medium", "large"}[r.Index]), msg.Num("N", r.Slot+1))
	case "outlaw":
		if len(g.Outlaw.Faceup) == 3 {
			return msg.New("tq.outlaw", msg.Sub("Slot", msg.New([...]string{"slot.left", "slot.middle", "slot.right"}[r.Slot])))
		}
		return msg.New("tq.outlaw", msg.Sub("Slot", msg.New("slot.n", msg.Num("N", r.Slot+1), msg.Num("Of", len(g.Outlaw.Faceup)))))
	case "card", "card_keep":
		return msg.New("tq.card")
	case "award":
		if r.Index == int(engine.You) {
			return msg.New("tq.award_you")
		}
		return msg.New("tq.award_outlaws")
	case "upgrade":
		return msg.New("tq.upgrade")
	}
	return msg.New("tq.other")
}

// tableDrawSection is the open question of a mirrored game with its answers (nil: none).
func (gs *GameScreen) tableDrawSection() []fyne.CanvasObject {
	g := gs.S.Game()
	r, ok := g.TableQuestion()
	if !ok {
		return nil
	}
	o := []fyne.CanvasObject{bold(lang.L("At the table")), wrapped(say(tableQuestion(g, r)))}
	if gs.h.phone() {
		o = o[1:] // the question alone: its answers on a phone's first screen
	}
	grid := container.NewGridWithColumns(2)
	more := container.NewGridWithColumns(2)
	seen := map[string]bool{}
	for _, a := range g.TableAnswers() {
		label := say(msg.New("tq.answer", g.TableArg("Item", r, a.ID)))
		if seen[label] {
			continue // two identical pieces (the same shape and resources): one answer
		}
		seen[label] = true
		b := widget.NewButton(label, func() { gs.Do(a) })
		if len(grid.Objects) < tableAnswersShown {
			b.Importance = widget.HighImportance
			grid.Add(wrapButton(b)) // a long name wraps rather than widening the panel
		} else {
			more.Add(wrapButton(b))
		}
	}
	o = append(o, grid)
	if len(more.Objects) > 0 {
		more.Hide()
		var moreBtn *widget.Button
		moreBtn = button(lang.L("More…"), widget.MediumImportance, func() {
			more.Show()
			moreBtn.Hide()
		})
		o = append(o, moreBtn, more)
	}
	if why := leftOut(g, r); !why.IsZero() {
		o = append(o, wrapped(say(why)))
	}
	if n := len(g.Table.Pending) - 1; g.InSetup() && n > 0 {
		// the setup's questions are its checklist: abilities, tower, stacks, markets
		o = append(o, wrapped(tf("Setup at the table: {{.N}} more pieces to tell after this one, in the order you lay them.", "N", n)))
	}
	if g.InSetup() {
		o = append(o, setupChecklist(g)) // below the answers: they stay on the first screen
	}
	return o
}

// excludedMachines names the large machines the outlaws' variant leaves in the box (O-SETUP-7).
func excludedMachines(g *engine.Game) msg.Arg {
	cat := g.Catalog()
	var names []msg.Msg
	for _, id := range cat.Board.OutlawExcluded {
		if d, ok := cat.MachineByID[id]; ok {
			names = append(names, msg.New("tq.answer", g.MachineArg("Item", d)))
		}
	}
	return outlaws.AndList("Machines", names)
}

// leftOut says why pieces an owner may have shuffled in are not among a question's answers:
// the large machines the variant takes out, and the ★ pieces of a first game.
func leftOut(g *engine.Game, r engine.Reveal) msg.Msg {
	switch {
	case r.Pile == "market" && r.Index == 2 && len(g.Catalog().Board.OutlawExcluded) > 0 && g.Options.Variant == outlaws.Name:
		m := msg.New("tq.left_out", excludedMachines(g))
		if g.Options.FirstGame {
			return msg.New("tq.left_out_both", msg.Sub("Machines", m))
		}
		return m
	case g.Options.FirstGame && (r.Pile == "market" || r.Pile == "ability" || r.Pile == "upgrade" || r.Pile == "card" || r.Pile == "card_keep"):
		return msg.New("tq.left_out_star")
	}
	return msg.Msg{}
}

// setupChecklist is the setup at the table in the order it is done: the pieces the variant
// leaves in the box, the pieces laid as in a normal game, the piles shuffled apart, then the
// questions, one piece at a time.
func setupChecklist(g *engine.Game) fyne.CanvasObject {
	lines := []msg.Msg{}
	if g.Options.Variant == outlaws.Name {
		lines = append(lines, msg.New("tq.setup.box", excludedMachines(g)))
	}
	if g.Options.FirstGame {
		lines = append(lines, msg.New("tq.setup.first_game"))
	}
	lines = append(lines, msg.New("tq.setup.pieces"), msg.New("tq.setup.blockers"), msg.New("tq.setup.shuffle"),
		msg.New("tq.setup.tell", msg.Num("Floors", len(g.Tower))))
	o := []fyne.CanvasObject{bold(say(msg.New("tq.setup.title")))}
	for i, l := range lines {
		o = append(o, wrapped(tf("{{.N}}. {{.Line}}", "N", i+1, "Line", say(l))))
	}
	return widget.NewCard("", "", container.NewVBox(o...))
}
