package game

import (
	"fmt"
	"strconv"
	"strings"

	"whistle/bot"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
)

// Hints suggests a move (the greedy bot's, or the expert's on demand) and frames it on the
// board.
type Hints struct {
	s *Session
	// Hint is the suggestion for the current position, when asked for.
	Hint *Hint
	// Expert, when set, replaces the expert bot's search behind ComputeExpertHint (tests: a
	// search without a time guard gives the same answer every run).
	Expert func(*engine.Game) bot.Decision
}

// Hint is the greedy bot's suggestion for your next step (bot.Greedy on a copy of the
// game), with what it uses on the board.
type Hint struct {
	Action engine.Action
	Text   msg.Msg     // the suggestion
	Cells  []geom.Cell // grid squares it uses (a placement, a build, a machine, a worker's target)
	From   []geom.Cell // a worker's square before it moves
	Docks  []int       // docks it uses (0-based)
	Floor  int         // a barracks floor whose worker moves (0: none)
	Pool   bool        // a worker comes out of the whirlpool
	Areas  []string    // board areas pointed at as a whole (the tutorial): tower, barracks, whirlpool, water
	Expert bool        // from the expert's search (else the greedy bot's quick suggestion)
	Expect msg.Msg     // the expert: what it expects of this action against the next best
}

// ComputeHint asks the greedy bot (on a copy of the game, so nothing changes) for your next
// step and works out what it uses on the board.
func (hn *Hints) ComputeHint() *Hint {
	g := hn.s.Game()
	if g.Over() {
		return nil
	}
	a := GreedyMove(searchCopy(g))
	if g.Check(a) != nil {
		return nil
	}
	return hn.describeHint(a)
}

// expertDecide is the expert bot's search at the hint's budget, or the search set in Expert.
func (hn *Hints) expertDecide(g *engine.Game) bot.Decision {
	if hn.Expert != nil {
		return hn.Expert(g)
	}
	return bot.Expert(g, bot.Hint)
}

// ComputeExpertHint asks the expert bot (a search of under a second, on a copy of the game) for
// your next step and says what it expects of it compared with the next best option.
func (hn *Hints) ComputeExpertHint() *Hint {
	g := hn.s.Game()
	if g.Over() {
		return nil
	}
	d := hn.expertDecide(searchCopy(g))
	if g.Check(d.Action) != nil {
		return nil
	}
	h := hn.describeHint(d.Action)
	h.Expert = true
	if d.Searched && len(d.Options) > 1 {
		next := hn.describeHint(d.Options[1].Action)
		h.Expect = msg.New("Best by {{.VP}} VP expected over the next best: {{.Next}}", msg.Name("VP", fmt.Sprintf("%+.1f", d.Lead())), msg.Sub("Next", next.Text))
	} else {
		h.Expect = msg.New("Nothing here needs a search: this is the greedy bot's choice.")
	}
	return h
}

// describeHint works out what an action of yours uses on the board and says it in words.
func (hn *Hints) describeHint(a engine.Action) *Hint {
	g := hn.s.Game()
	h := &Hint{Action: a}
	cat := hn.s.Cat
	switch a.Kind {
	case engine.ActPlaceShip:
		h.Cells = shipCells(a.Ship, a.At, a.Vertical)
		dir := msg.Word("Dir", "across")
		if a.Vertical {
			dir = msg.Word("Dir", "upright")
		}
		h.Text = msg.New("Collect with your {{.Ship}}: place it {{.Dir}} from {{.At}} (framed on the board).", msg.Word("Ship", a.Ship.String()), dir, msg.Cell("At", a.At.String()))
		if a.Ship == engine.Balloon { // one square: no direction
			h.Text = msg.New("Collect with your {{.Ship}}: place it on {{.At}} (framed on the board).", msg.Word("Ship", a.Ship.String()), msg.Cell("At", a.At.String()))
		}
		if m := g.MachineAt(a.At); m >= 0 {
			h.Text = msg.New("Collect with your {{.Ship}}: place it on {{.Machine}} (framed on the board).", msg.Word("Ship", a.Ship.String()), msg.Comp("Machine", catalog.CompMachine+cat.Machines[g.Machines[m].Def].ID))
		}
	case engine.ActDock:
		h.Docks = []int{a.Dock - 1}
		name := msg.Plain("")
		if a.Dock >= 1 && a.Dock <= len(cat.Board.Docks) {
			d := cat.Board.Docks[a.Dock-1]
			name = msg.New(msg.PlainID, msg.Comp("Text", catalog.CompDock+d.ID))
			if a.Option >= 0 && a.Option < len(d.Offers) {
				name = msg.New("game.dock_offers", msg.Comp("Dock", catalog.CompDock+d.ID), msg.Sub("Text", msg.New(msg.PlainID, msg.Comp("Text", CompText+catalog.CompOffer+d.ID+":"+strconv.Itoa(a.Option)))))
			}
		}
		h.Text = msg.New("Collect with your {{.Ship}} at dock {{.N}}, {{.Dock}}.", msg.Word("Ship", a.Ship.String()), msg.Num("N", a.Dock), msg.Sub("Dock", name))
		if name.ID == "game.dock_offers" {
			// the offer's text ends its own sentence: no second period after it
			h.Text = msg.New("game.hint_dock", msg.Word("Ship", a.Ship.String()), msg.Num("N", a.Dock), msg.Sub("Dock", name))
		}
		if fits := hn.dockFits(a.Dock); len(fits) > 0 {
			// a machine dock: whether each machine it offers could be built now
			h.Text = msg.New("game.hint_fits", msg.Sub("Text", h.Text), msg.List("List", fits...))
		}
	case engine.ActForge:
		h.Text = msg.New("Forge: your airships come home, then build, move or rescue.")
	case engine.ActBuildScaffold:
		if t, ok := cat.ScaffoldByID[a.ID]; ok {
			c, _ := g.ScaffoldSquares(t, a.Orient, a.At)
			h.Cells = c[:]
			d := cat.Scaffolds[t]
			h.Text = msg.New("Build the {{.Shape}} scaffold ({{.R1}} and {{.R2}}) where it is framed on the board.", msg.Name("Shape", d.Shape), msg.Word("R1", d.Res[0].String()), msg.Word("R2", d.Res[1].String()))
		}
	case engine.ActBuildMachine:
		if d, ok := cat.MachineByID[a.ID]; ok {
			h.Cells = g.MachineSquares(d, a.Orient, a.At)
			h.Text = msg.New("Build {{.Machine}} where it is framed on the board.", msg.Comp("Machine", catalog.CompMachine+a.ID))
		}
	case engine.ActMove, engine.ActRescue:
		h.Cells = []geom.Cell{a.At}
		if a.Worker >= 0 && a.Worker < len(g.Workers[hn.s.Me()]) {
			w := g.Workers[hn.s.Me()][a.Worker]
			switch w.Zone {
			case engine.Barracks:
				h.Floor = int(w.Floor)
			case engine.Whirlpool:
				h.Pool = true
			case engine.OnScaffold, engine.OnMachine:
				h.From = []geom.Cell{w.At}
			}
		}
		if a.Kind == engine.ActRescue {
			h.Text = msg.New("Rescue a worker from the whirlpool onto {{.At}}.", msg.Cell("At", a.At.String()))
		} else {
			h.Text = msg.New("Move the framed worker to {{.At}}.", msg.Cell("At", a.At.String()))
		}
	case engine.ActActivate:
		if a.ID != "" {
			if d, ok := cat.MachineByID[a.ID]; ok {
				h.Text = msg.New("Activate {{.Machine}} from your storage.", msg.Comp("Machine", catalog.CompMachine+cat.Machines[d].ID))
			}
		} else if m := g.MachineAt(a.At); m >= 0 {
			h.Cells = append(h.Cells, g.Machines[m].Cells...)
			h.Text = msg.New("Activate {{.Machine}} (framed on the board).", msg.Comp("Machine", catalog.CompMachine+cat.Machines[g.Machines[m].Def].ID))
		}
	case engine.ActChoose:
		if ch := g.Choices(); a.Option >= 0 && a.Option < len(ch) {
			h.Text = msg.New("Choose: {{.Choice}}.", msg.Sub("Choice", ch[a.Option]))
		}
	case engine.ActPlayCard:
		if ci, ok := cat.CardByID[a.ID]; ok {
			h.Text = msg.New("Play your card {{.Card}}: {{.Text}}", msg.Comp("Card", catalog.CompCard+a.ID), msg.Comp("Text", CompText+catalog.CompCard+a.ID))
			for _, st := range cat.Cards[ci].Play {
				if st.Op == "take_machine" {
					if fits := hn.marketFits(st.Size); len(fits) > 0 {
						h.Text = msg.New("game.hint_fits", msg.Sub("Text", h.Text), msg.List("List", fits...))
					}
				}
			}
		}
	case engine.ActRedeemAward:
		if _, ok := cat.AwardByID[a.ID]; ok {
			h.Text = msg.New("Redeem your award {{.Award}}: {{.Text}}", msg.Comp("Award", catalog.CompAward+a.ID), msg.Comp("Text", CompText+catalog.CompAward+a.ID))
		}
	case engine.ActDone:
		h.Text = msg.New("Finish this step (nothing more worth doing here).")
	case engine.ActEndTurn:
		h.Text = msg.New("End your turn.")
	}
	if h.Text.IsZero() {
		h.Text = msg.New("game.done", msg.Sub("What", g.Describe(a)))
	}
	return h
}

// HintMatches reports whether a button's action is the hinted one (the panel marks it).
func (hn *Hints) HintMatches(a engine.Action) bool {
	return hn.Hint != nil && hn.Hint.Action == a
}

// dockFits says, for a machine dock (1-based), where each face-up machine it offers fits now.
func (hn *Hints) dockFits(dock int) []msg.Msg {
	cat := hn.s.Cat
	if dock < 1 || dock > len(cat.Board.Docks) {
		return nil
	}
	size, ok := strings.CutSuffix(cat.Board.Docks[dock-1].Kind, "_machine")
	if !ok || engine.SizeIndex(size) < 0 {
		return nil
	}
	return hn.marketFits(size)
}

// marketFits says where each face-up machine of a size ("small", "medium", "large") fits now.
func (hn *Hints) marketFits(size string) []msg.Msg {
	cat := hn.s.Cat
	i := engine.SizeIndex(size)
	if i < 0 || i >= len(hn.s.Game().MachineMarkets) {
		return nil
	}
	var out []msg.Msg
	for _, d := range hn.s.Game().MachineMarkets[i].Slots {
		if d >= 0 {
			out = append(out, msg.New("game.machine_fit", msg.Comp("Machine", catalog.CompMachine+cat.Machines[d].ID), msg.Sub("Fit", hn.s.Game().FitMsg(int(d)))))
		}
	}
	return out
}

// searchCopy is a copy of the game for a bot's search: a mirrored game's copy of the table is
// left out, so the draws the bot tries are the app's own and never wait for the table's answer.
func searchCopy(g *engine.Game) *engine.Game {
	c := g.Clone()
	c.Table = nil
	return c
}
