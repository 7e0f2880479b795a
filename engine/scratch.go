package engine

import (
	"slices"

	"whistle/engine/catalog"
)

// Scratch is a companion's scratch game: a game of the digital rules that holds what a
// companion knows of a physical table, on which it runs one rule of the digital game and reads
// the result back. It is never saved or played: the outlaws move on it only through Moves, and
// what the companion was told at the table goes in through its setters.
type Scratch struct{ g *Game }

// NewScratch sets up a scratch game: the pieces of a new game of opts in their setup places
// (O-SETUP-2, O-SETUP-4), no decision pending, no award on the tower (a table's awards are on
// its physical tower), the outlaws to play.
func NewScratch(box Box, opts Options) Scratch {
	g, _ := box.NewGame(opts)
	g.Frames = nil
	for i := range g.Tower {
		g.Tower[i] = nil
	}
	g.Turn = TurnState{Number: 2, Active: Outlaws}
	return Scratch{g}
}

// Clone is an independent copy.
func (s Scratch) Clone() Scratch { return Scratch{s.g.Clone()} }

// View reads the scratch game.
func (s Scratch) View() View { return View(s) }

// Moves is the outlaws' moves on the scratch game.
func (s Scratch) Moves() OutlawMoves { return OutlawMoves(s) }

// Apply applies an action as the game in play would (the outlaws' turn steps).
func (s Scratch) Apply(a Action) ([]Event, error) { return s.g.Apply(a) }

// SetDeck gives the scratch game a copy of a table's outlaw deck with the turn in progress (o)
// and of its random generator, on which the companion runs the outlaws' turn.
func (s Scratch) SetDeck(o OutlawState, rng RNG) {
	o.Deck, o.Faceup, o.Used = slices.Clone(o.Deck), slices.Clone(o.Faceup), cloneLists(o.Used)
	s.g.Outlaw, s.g.RNG = o, rng
}

// Deck is a copy of the scratch game's outlaw deck and of its generator.
func (s Scratch) Deck() (OutlawState, RNG) {
	o := s.g.Outlaw
	o.Deck, o.Faceup, o.Used = slices.Clone(o.Deck), slices.Clone(o.Faceup), cloneLists(o.Used)
	return o, s.g.RNG
}

// TakeTheft takes off the theft a move left pending (FrTheft: the blockers' rotation,
// O-THEFT-1c) and returns how many resources it asks; a companion has the theft carried out at
// the table. It returns 0 when none is pending.
func (s Scratch) TakeTheft() int {
	g := s.g
	f := g.Top()
	if f == nil || f.Kind != FrTheft {
		return 0
	}
	n := f.Counter
	g.Frames = g.Frames[:len(g.Frames)-1]
	return n
}

// SetOutlawWorkers places the outlaws' workers as the table has them.
func (s Scratch) SetOutlawWorkers(ws []Worker) { s.g.Workers[Outlaws] = slices.Clone(ws) }

// SetOutlawSide sets the outlaws' score, hideout, upgrades and awards (indices into the
// catalog) as the table has them.
func (s Scratch) SetOutlawSide(vp int, hideout catalog.Resources, upgrades, awards []int16) {
	st := &s.g.Sides[Outlaws]
	st.VP, st.Hideout = vp, hideout
	st.Upgrades, st.Awards = slices.Clone(upgrades), slices.Clone(awards)
}

// SetDock puts the airship of that owner and kind in a dock, as the table has it.
func (s Scratch) SetDock(owner Owner, kind ShipKind, dock int8) {
	if i := s.g.ShipIndex(owner, kind); i >= 0 {
		sh := &s.g.Ships[i]
		sh.Loc, sh.Dock = InDock, dock
	}
}
