package gamescreen

import (
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/engine/geom"
	"whistle/engine/msg"
	"whistle/outlaws"
	"whistle/ui/game"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// A mirrored game keeps an exact copy of the table (engine.Game.CopyTable): each piece the
// table reveals — a starting ability dealt, a tower award, a stack's new top scaffold, a market
// piece, a card, an award or an upgrade drawn, an outlaw card turned face up — is asked here,
// at the top of the panel, before anything else: one tap on what came out, the pieces still
// unseen listed with the commonest first, all at once. The app's own draw is never
// singled out, and nothing the table has not shown is named as drawn.

// tableAnswerColumns is how many answers a row holds: a phone's width at the larger text
// takes two names, three when there are many, four past 21 (the upgrades), a desktop's side
// column three, four when there are many; an outlaw card's number is a key of a number pad.
func (tq *atTable) tableAnswerColumns(numbers, many bool, n int) int {
	switch {
	case numbers && tq.gs.h.Phone():
		return 6
	case numbers:
		return 8
	case tq.gs.h.Phone() && n > 21:
		return 4
	case tq.gs.h.Phone() && many:
		return 3
	case tq.gs.h.Phone():
		return 2
	case many:
		return 4
	}
	return 3
}

// tableAnswerLabel is an answer's label: the piece's name; a scaffold of the stack asked
// about by its two printed resources alone (the question names the shape).
func tableAnswerLabel(g *engine.Game, r engine.Reveal, id string) string {
	if r.Pile == "stack" || r.Pile == "setup_item" {
		cat := g.Catalog()
		if d, ok := cat.ScaffoldByID[id]; ok {
			sc := cat.Scaffolds[d]
			return text.Render(msg.New("tq.answer_res", engine.ResWord("R1", sc.Res[0]), engine.ResWord("R2", sc.Res[1])))
		}
	}
	return text.Render(msg.New("tq.answer", g.TableArg("Item", r, id)))
}

// tableAnswerGrid is every answer of the open question at once, one tap each, in a grid that
// holds nothing else: an outlaw card's question is a number pad of the whole deck (a number
// face up or used is greyed, keeping its place), any other the pieces still unseen, the
// commonest first.
func (tq *atTable) tableAnswerGrid(g *engine.Game, r engine.Reveal) fyne.CanvasObject {
	answers := g.TableAnswers()
	if r.Pile == "outlaw" {
		grid := container.NewGridWithColumns(tq.tableAnswerColumns(true, false, len(answers)))
		open := map[string]engine.Action{}
		top := len(g.Outlaw.Cards)
		for _, a := range answers {
			open[a.ID] = a
			if n, err := strconv.Atoi(a.ID); err == nil && n > top {
				top = n
			}
		}
		for n := 1; n <= top; n++ {
			a, ok := open[strconv.Itoa(n)]
			b := widget.NewButton(strconv.Itoa(n), func() { tq.gs.Do(a) })
			if ok {
				b.Importance = widget.HighImportance
			} else {
				b.Disable()
			}
			grid.Add(b)
		}
		return grid
	}
	grid := container.NewGridWithColumns(tq.tableAnswerColumns(false, len(answers) > 8 && tq.gs.h.Phone() || len(answers) > 15, len(answers)))
	seen := map[string]bool{}
	for _, a := range answers {
		label := tableAnswerLabel(g, r, a.ID)
		if seen[label] {
			continue // two identical pieces (the same shape and resources): one answer
		}
		seen[label] = true
		if tq.gs.h.Phone() {
			grid.Add(newAnswerKey(label, func() { tq.gs.Do(a) })) // one line, the name fitted to the key
			continue
		}
		b := widget.NewButton(label, func() { tq.gs.Do(a) })
		b.Importance = widget.HighImportance
		w := wrapButton(b) // a long name wraps rather than widening the panel
		if t, ok := w.(*fyne.Container).Objects[1].(*widget.RichText); ok && len(t.Segments) == 1 {
			if seg, ok := t.Segments[0].(*widget.TextSegment); ok {
				seg.Style.TextStyle.Bold = false // narrower: fewer names wrap, every answer on one screen
			}
		}
		grid.Add(w)
	}
	return grid
}

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
func (tq *atTable) tableDrawSection() []fyne.CanvasObject {
	g := tq.gs.session.Game()
	r, ok := g.TableQuestion()
	if !ok {
		return nil
	}
	question := widgets.Wrapped(text.Render(tableQuestion(g, r))) // the question alone: every answer on the first screen
	question.TextStyle.Bold = !tq.gs.h.Phone()                    // (narrower on a phone: a line fewer above the answers)
	o := []fyne.CanvasObject{question}
	o = append(o, tq.tableAnswerGrid(g, r))
	if why := leftOut(g, r); !why.IsZero() {
		o = append(o, widgets.Wrapped(text.Render(why)))
	}
	if n := len(g.Table.Pending) - 1; g.InSetup() && n > 0 {
		// the setup's questions are its checklist: abilities, tower, stacks, markets
		o = append(o, widgets.Wrapped(text.F("Setup at the table: {{.N}} more pieces to tell after this one, in the order you lay them.", "N", n)))
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
	o := []fyne.CanvasObject{widgets.Bold(text.Render(msg.New("tq.setup.title")))}
	for i, l := range lines {
		o = append(o, widgets.Wrapped(text.F("{{.N}}. {{.Line}}", "N", i+1, "Line", text.Render(l))))
	}
	return widget.NewCard("", "", container.NewVBox(o...))
}

// placementIDs are the outlaws' placement sentences of a copy of a table: each names its
// squares from the printed board.
var placementIDs = map[string]bool{
	"ol.scaffold_p": true, "ol.machine_p": true, "ol.place_ship_p": true, "ol.place_ship_machine_p": true,
	"ol.rescue_p": true, "ol.move_p": true, "ol.move_barracks_p": true, "ol.promote_p": true,
}

// toPlace is what the outlaws placed in their last turn while it is still framed on the board:
// the sentences of a copy of a table, in the turn's order (none once the person said placed).
func (tq *atTable) toPlace() []game.LogEntry {
	s := tq.gs.session
	g := s.Game()
	if g.Table == nil || s.Outlaws().Changed == nil || s.Outlaws().Changed.Empty() || g.Over() || g.Active() != engine.You {
		return nil
	}
	var out []game.LogEntry
	for _, l := range s.Outlaws().Banner.Lines {
		if placementIDs[l.Text.ID] {
			out = append(out, l)
		}
	}
	return out
}

// placeCard is the outlaws' placements to lay on the printed board, each sentence naming its
// squares, with Placed: the yellow frames and the "+N VP" badges stay on the app's board
// until it is tapped (or your own next move says the pieces are down), through the answers
// the turn ends with (nil: nothing to place).
func (tq *atTable) placeCard() fyne.CanvasObject {
	lines := tq.toPlace()
	if len(lines) == 0 {
		return nil
	}
	label := lang.L("Placed")
	if len(lines) > 1 {
		label = lang.L("All placed")
	}
	title := widgets.Wrapped(lang.L("Lay at the table:"))
	title.TextStyle.Bold = true
	o := []fyne.CanvasObject{title}
	if _, asked := tq.gs.session.Game().TableQuestion(); !asked {
		// Placed beside the title: on the first screen however long the sentences below (not
		// while a question is open: the card is then right under its answers)
		placed := widgets.Button(label, widget.HighImportance, tq.placedAtTable)
		o[0] = container.NewBorder(nil, nil, nil, container.NewCenter(placed), title)
	}
	for _, l := range lines {
		o = append(o, widgets.Wrapped(text.Render(l.Text)))
	}
	return widget.NewCard("", "", container.NewVBox(o...))
}

// placedAtTable is the person saying the outlaws' pieces are on the printed board: their
// frames and badges go.
func (tq *atTable) placedAtTable() {
	tq.gs.session.Outlaws().Changed = nil
	tq.gs.Refresh()
}

// placedFocus is where the phone's board opens while the outlaws' placements of a copied game
// wait to be laid: the first piece they placed (its top left square), else what they changed
// (ok false: nothing framed).
func (tq *atTable) placedFocus(size fyne.Size) (fyne.Position, bool) {
	s := tq.gs.session
	if len(tq.toPlace()) == 0 {
		return fyne.Position{}, false
	}
	var cells []geom.Cell
	for c := range s.Outlaws().Changed.VP {
		cells = append(cells, c)
	}
	if len(cells) == 0 {
		for c := range s.Outlaws().Changed.Cells {
			cells = append(cells, c)
		}
	}
	if len(cells) == 0 {
		return fyne.Position{}, false
	}
	slices.SortFunc(cells, func(a, b geom.Cell) int { // (the same square each time)
		if a.Row != b.Row {
			return int(b.Row) - int(a.Row)
		}
		return int(a.Col) - int(b.Col)
	})
	return tq.gs.Board.CellCentreAt(size, cells[0]), true
}

// atTable is a mirrored game's questions at the table (companion mode): the outlaws roll the die
// at the table and the person taps what it shows (tabledie.go); the cards drawn at the table are
// placed where they went (here). The rest of the outlaws' turn is the digital game's.
type atTable struct {
	gs *GameScreen
	// TableDice: the game on show is mirrored.
	TableDice    bool
	tableDieOpen bool
}
