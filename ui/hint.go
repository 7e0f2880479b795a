package ui

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2/lang"

	"whistle/bot"
	"whistle/engine"
)

// Hint is the greedy bot's suggestion for your next step (bot.Greedy on a copy of the
// game), with what it uses on the board.
type Hint struct {
	Action engine.Action
	Text   string        // the suggestion in words
	Cells  []engine.Cell // grid squares it uses (a placement, a build, a machine, a worker's target)
	From   []engine.Cell // a worker's square before it moves
	Docks  []int         // docks it uses (0-based)
	Floor  int           // a barracks floor whose worker moves (0: none)
	Pool   bool          // a worker comes out of the whirlpool
	Expert bool          // from the expert's search (else the greedy bot's quick suggestion)
	Expect string        // the expert: what it expects of this action against the next best
}

// canHint reports whether a hint can be asked for now (your decision, game not over).
func (u *UI) canHint() bool {
	g := u.S.G
	return !g.Over() && (g.Active() == engine.You || g.YourDecisionPending()) && len(u.S.Legal()) > 0
}

// ShowHint asks the bot for a move and shows it on the board and in words.
func (u *UI) ShowHint() {
	if !u.canHint() {
		u.S.Inform(lang.L("No hint now: it is not your decision."))
		u.refresh()
		return
	}
	u.S.Hint = u.S.ComputeHint()
	if u.S.Hint == nil {
		u.S.Inform(lang.L("The bot has no suggestion here."))
	}
	u.refresh()
	if u.Mobile && u.tabs != nil && len(u.tabs.Items) > 0 {
		u.tabs.SelectIndex(0) // the hint's words are on the Play tab
	}
}

// ComputeHint asks the greedy bot (on a copy of the game, so nothing changes) for your next
// step and works out what it uses on the board.
func (s *Session) ComputeHint() *Hint {
	g := s.G
	if g.Over() {
		return nil
	}
	a := greedyMove(g.Clone())
	if g.Check(a) != nil {
		return nil
	}
	return s.describeHint(a)
}

// expertDecide is the expert bot's search at the hint's budget (a variable so tests can script it).
var expertDecide = func(g *engine.Game) bot.Decision { return bot.Expert(g, bot.Hint) }

// ComputeExpertHint asks the expert bot (a search of under a second, on a copy of the game) for
// your next step and says what it expects of it compared with the next best option.
func (s *Session) ComputeExpertHint() *Hint {
	g := s.G
	if g.Over() {
		return nil
	}
	d := expertDecide(g.Clone())
	if g.Check(d.Action) != nil {
		return nil
	}
	h := s.describeHint(d.Action)
	h.Expert = true
	if d.Searched && len(d.Options) > 1 {
		next := s.describeHint(d.Options[1].Action)
		h.Expect = tf("Best by {{.VP}} VP expected over the next best: {{.Next}}", "VP", fmt.Sprintf("%+.1f", d.Lead()), "Next", next.Text)
	} else {
		h.Expect = lang.L("Nothing here needs a search: this is the greedy bot's choice.")
	}
	return h
}

// ShowExpertHint asks the expert bot and shows its suggestion like ShowHint.
func (u *UI) ShowExpertHint() {
	if !u.canHint() {
		u.S.Inform(lang.L("No hint now: it is not your decision."))
		u.refresh()
		return
	}
	u.S.Hint = u.S.ComputeExpertHint()
	if u.S.Hint == nil {
		u.S.Inform(lang.L("The bot has no suggestion here."))
	}
	u.refresh()
}

// describeHint works out what an action of yours uses on the board and says it in words.
func (s *Session) describeHint(a engine.Action) *Hint {
	g := s.G
	h := &Hint{Action: a}
	cat := s.Cat
	switch a.Kind {
	case engine.ActPlaceShip:
		h.Cells = shipCells(a.Ship, a.At, a.Vertical)
		dir := lang.L("across")
		if a.Vertical {
			dir = lang.L("upright")
		}
		if a.Ship == engine.Balloon {
			dir = ""
		}
		h.Text = tf("Collect with your {{.Ship}}: place it {{.Dir}} from {{.At}} (framed on the board).", "Ship", shipName(a.Ship), "Dir", dir, "At", a.At.String())
		if m := g.MachineAt(a.At); m >= 0 {
			h.Text = tf("Collect with your {{.Ship}}: place it on {{.Machine}} (framed on the board).", "Ship", shipName(a.Ship), "Machine", nm(cat.Machines[g.Machines[m].Def].Name))
		}
	case engine.ActDock:
		h.Docks = []int{a.Dock - 1}
		name := ""
		if a.Dock >= 1 && a.Dock <= len(cat.Board.Docks) {
			d := cat.Board.Docks[a.Dock-1]
			name = nm(d.Name)
			if a.Option >= 0 && a.Option < len(d.Offers) {
				name += ": " + tx(d.Offers[a.Option].Text)
			}
		}
		h.Text = tf("Collect with your {{.Ship}} at dock {{.N}}, {{.Dock}}.", "Ship", shipName(a.Ship), "N", a.Dock, "Dock", name)
	case engine.ActForge:
		h.Text = lang.L("Forge: your airships come home, then build, move or rescue.")
	case engine.ActBuildScaffold:
		if t, ok := cat.ScaffoldByID[a.ID]; ok {
			c, _ := g.ScaffoldSquares(t, a.Orient, a.At)
			h.Cells = c[:]
			d := cat.Scaffolds[t]
			h.Text = tf("Build the {{.Shape}} scaffold ({{.R1}} and {{.R2}}) where it is framed on the board.", "Shape", d.Shape, "R1", resName(d.Res[0]), "R2", resName(d.Res[1]))
		}
	case engine.ActBuildMachine:
		if d, ok := cat.MachineByID[a.ID]; ok {
			h.Cells = g.MachineSquares(d, a.Orient, a.At)
			h.Text = tf("Build {{.Machine}} where it is framed on the board.", "Machine", nm(cat.Machines[d].Name))
		}
	case engine.ActMove, engine.ActRescue:
		h.Cells = []engine.Cell{a.At}
		if a.Worker >= 0 && a.Worker < len(g.Workers[engine.You]) {
			w := g.Workers[engine.You][a.Worker]
			switch w.Zone {
			case engine.Barracks:
				h.Floor = int(w.Floor)
			case engine.Whirlpool:
				h.Pool = true
			case engine.OnScaffold, engine.OnMachine:
				h.From = []engine.Cell{w.At}
			}
		}
		if a.Kind == engine.ActRescue {
			h.Text = tf("Rescue a worker from the whirlpool onto {{.At}}.", "At", a.At.String())
		} else {
			h.Text = tf("Move the framed worker to {{.At}}.", "At", a.At.String())
		}
	case engine.ActActivate:
		if a.ID != "" {
			if d, ok := cat.MachineByID[a.ID]; ok {
				h.Text = tf("Activate {{.Machine}} from your storage.", "Machine", nm(cat.Machines[d].Name))
			}
		} else if m := g.MachineAt(a.At); m >= 0 {
			h.Cells = append(h.Cells, g.Machines[m].Cells...)
			h.Text = tf("Activate {{.Machine}} (framed on the board).", "Machine", nm(cat.Machines[g.Machines[m].Def].Name))
		}
	case engine.ActChoose:
		if ch := g.Choices(); a.Option >= 0 && a.Option < len(ch) {
			h.Text = tf("Choose: {{.Choice}}.", "Choice", say(ch[a.Option]))
		}
	case engine.ActPlayCard:
		if i, ok := cat.CardByID[a.ID]; ok {
			h.Text = tf("Play your card {{.Card}}: {{.Text}}", "Card", nm(cat.Cards[i].Name), "Text", tx(cat.Cards[i].Text))
		}
	case engine.ActRedeemAward:
		if i, ok := cat.AwardByID[a.ID]; ok {
			h.Text = tf("Redeem your award {{.Award}}: {{.Text}}", "Award", nm(cat.Awards[i].Name), "Text", tx(cat.Awards[i].Text))
		}
	case engine.ActDone:
		h.Text = lang.L("Finish this step (nothing more worth doing here).")
	case engine.ActEndTurn:
		h.Text = lang.L("End your turn.")
	}
	if h.Text == "" {
		h.Text = say(g.Describe(a)) + "."
	}
	return h
}

// hintMatches reports whether a button's action is the hinted one (the panel marks it).
func (s *Session) hintMatches(a engine.Action) bool {
	return s.Hint != nil && s.Hint.Action == a
}

// drawHint frames, in magenta, what the hint uses.
func (r *boardRenderer) drawHint() {
	h := r.b.s.Hint
	if h == nil {
		return
	}
	u := r.g.u
	frame := func(x rect) {
		r.rect(x.inset(-1), color.Transparent, colTextDark, 6, 4)
		r.rect(x.inset(-1), color.Transparent, colHint, 4, 4)
	}
	if len(h.Cells) > 0 {
		box := r.g.cells(h.Cells)
		for _, c := range h.Cells {
			if r.b.s.G.InGrid(c) {
				cb := r.g.cell(c).inset(u * 0.12)
				r.rect(cb, color.NRGBA{colHint.R, colHint.G, colHint.B, 0x50}, nil, 0, 3)
			}
		}
		frame(box)
		r.text("?", rect{box.X + box.W - u*0.45, box.Y - u*0.1, u * 0.5, u * 0.5}, r.fs*1.2, colHint, true, 0)
	}
	for _, c := range h.From {
		frame(r.g.cell(c))
	}
	for _, d := range h.Docks {
		if d >= 0 && d < len(r.g.docks) {
			frame(r.g.docks[d])
		}
	}
	if h.Floor > 0 {
		frame(r.g.barracksFloor(h.Floor))
	}
	if h.Pool {
		frame(r.g.whirlpool())
	}
}
