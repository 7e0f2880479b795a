// Package scratch is a companion's scratch game: a game of the digital rules that holds what a
// companion knows of a physical table, on which it runs one rule of the digital game and reads
// the result back (package automa's Table* functions). The outlaws move on it only through
// Moves, and what the companion was told at the table goes in through the setters; the game
// itself is never handed out.
package scratch

import (
	"slices"

	"whistle/engine"
	"whistle/engine/catalog"
)

// Game is a scratch game (New).
type Game struct{ g *engine.Game }

// New sets up a scratch game (engine.NewScratchGame).
func New(box engine.Box, opts engine.Options) Game {
	return Game{engine.NewScratchGame(box, opts)}
}

// Clone is an independent copy.
func (s Game) Clone() Game { return Game{s.g.Clone()} }

// View reads the scratch game.
func (s Game) View() engine.View { return engine.ViewOf(s.g) }

// Moves is the outlaws' moves on the scratch game.
func (s Game) Moves() engine.OutlawMoves {
	m, ok := engine.ScratchMoves(s.g)
	if !ok {
		panic("scratch: a game not made by New")
	}
	return m
}

// Apply applies an action as the game in play would (the outlaws' turn steps).
func (s Game) Apply(a engine.Action) ([]engine.Event, error) { return s.g.Apply(a) }

// SetDeck gives the scratch game a copy of a table's outlaw deck with the turn in progress (o)
// and of its random generator, on which the companion runs the outlaws' turn.
func (s Game) SetDeck(o engine.OutlawState, rng engine.RNG) {
	s.g.Outlaw, s.g.RNG = cloneDeck(o), rng
}

// Deck is a copy of the scratch game's outlaw deck and of its generator.
func (s Game) Deck() (engine.OutlawState, engine.RNG) { return cloneDeck(s.g.Outlaw), s.g.RNG }

func cloneDeck(o engine.OutlawState) engine.OutlawState {
	o.Deck, o.Faceup, o.Used = slices.Clone(o.Deck), slices.Clone(o.Faceup), slices.Clone(o.Used)
	for i := range o.Used {
		o.Used[i] = slices.Clone(o.Used[i])
	}
	return o
}

// TakeTheft takes off the theft a move left pending (FrTheft: the blockers' rotation,
// O-THEFT-1c) and returns how many resources it asks; a companion has the theft carried out at
// the table. It returns 0 when none is pending.
func (s Game) TakeTheft() int {
	f := s.g.Top()
	if f == nil || f.Kind != engine.FrTheft {
		return 0
	}
	n := f.Counter
	s.g.Frames = s.g.Frames[:len(s.g.Frames)-1]
	return n
}

// SetOutlawWorkers places the outlaws' workers as the table has them.
func (s Game) SetOutlawWorkers(ws []engine.Worker) { s.g.Workers[engine.Outlaws] = slices.Clone(ws) }

// SetOutlawSide sets the outlaws' score, hideout, upgrades and awards (indices into the
// catalog) as the table has them.
func (s Game) SetOutlawSide(vp int, hideout catalog.Resources, upgrades, awards []int16) {
	st := &s.g.Sides[engine.Outlaws]
	st.VP, st.Hideout = vp, hideout
	st.Upgrades, st.Awards = slices.Clone(upgrades), slices.Clone(awards)
}

// SetDock puts the airship of that owner and kind in a dock, as the table has it.
func (s Game) SetDock(owner engine.Owner, kind engine.ShipKind, dock int8) {
	if i := s.g.ShipIndex(owner, kind); i >= 0 {
		sh := &s.g.Ships[i]
		sh.Loc, sh.Dock = engine.InDock, dock
	}
}
