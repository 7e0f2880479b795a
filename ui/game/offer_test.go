package game

import (
	"slices"
	"testing"

	"whistle/engine"
)

// offered tells whether the offer puts a on the panel: in its section, in Other, or as the end
// of the turn.
func offered(o Offer, a engine.Action) bool {
	switch a.Kind {
	case engine.ActChoose:
		return a.Option < len(o.Choices)
	case engine.ActPlaceShip, engine.ActDock:
		return o.Main && slices.Contains(o.Ships, a.Ship)
	case engine.ActForge:
		return o.Main && o.Forge
	case engine.ActBuildScaffold, engine.ActBuildMachine:
		return slices.Contains(o.Pieces, BuildPiece{a.Kind, a.ID})
	case engine.ActMove:
		return o.Move
	case engine.ActRescue:
		return o.Rescue
	case engine.ActActivate:
		return slices.Contains(o.Activations, a)
	case engine.ActDone:
		return o.Done
	case engine.ActEndTurn:
		return o.EndTurn
	}
	if slices.ContainsFunc(o.Bonus, func(b BonusOffer) bool { return b.Action == a }) {
		return true
	}
	return slices.Contains(o.Other, a)
}

// Along whole games (setup, your turns, the outlaws' thefts you answer), every legal action of
// yours is offered on the panel by exactly the section meant for it, Other lists only legal
// actions no section offers, and a bonus action is marked legal exactly when the rules take it.
func TestTheOfferCoversEveryLegalAction(t *testing.T) {
	for _, seed := range []uint64{5, 21, 77} {
		s := newSession(t)
		s.NewGame(engine.Options{Seed: seed, Difficulty: "normal", Variant: "outlaws", FirstGame: seed == 5})
		positions, bonuses, others := 0, 0, 0
		for k := 0; k < 3000 && !s.Game().Over(); k++ {
			if s.Outlaws().OutlawsToMove() {
				if !s.Outlaws().OutlawStep() {
					t.Fatalf("seed %d: the outlaws' step failed: %s", seed, s.Status().Msg.Debug())
				}
				continue
			}
			o := s.Moves().YourOffer()
			positions++
			legal := s.Moves().Legal()
			var missing []engine.Action
			for _, a := range legal {
				if !offered(o, a) {
					missing = append(missing, a)
				}
			}
			if len(missing) > 0 && len(missing) < maxOther { // (past maxOther the Other section is left out)
				t.Fatalf("seed %d turn %d: %+v are legal but not offered (offer %+v)", seed, s.Game().Turn.Number, missing, o)
			}
			for _, a := range o.Other {
				others++
				if !slices.Contains(legal, a) || a.Kind == engine.ActEndTurn {
					t.Fatalf("seed %d: Other lists %+v, which is not a legal action of its own", seed, a)
				}
			}
			for _, b := range o.Bonus {
				bonuses++
				if b.Legal != (s.Game().Check(b.Action) == nil) {
					t.Fatalf("seed %d: the bonus %+v is marked legal=%v, the rules say %v", seed, b.Action, b.Legal, s.Game().Check(b.Action))
				}
			}
			if s.Game().InSetup() && len(o.Bonus) > 0 {
				t.Fatalf("seed %d: bonus actions offered during the setup", seed)
			}
			if o.Main != (len(o.Ships) > 0 || o.Forge) {
				t.Fatalf("seed %d: the main section is %v with ships %v and forge %v", seed, o.Main, o.Ships, o.Forge)
			}
			if !s.Do(GreedyMove(s.Game())) {
				t.Fatalf("seed %d: the greedy move was refused: %s", seed, s.Status().Msg.Debug())
			}
		}
		if positions < 100 || bonuses == 0 {
			t.Fatalf("seed %d: only %d positions, %d bonus offers looked at", seed, positions, bonuses)
		}
		t.Logf("seed %d: %d positions, %d bonus offers, %d actions under Other", seed, positions, bonuses, others)
	}
}

// The first decision of a first game is the starting ability: the offer is its choices alone,
// with no main action, no bonus actions and no end of turn.
func TestTheFirstOfferIsTheAbilityChoice(t *testing.T) {
	s := newSession(t)
	o := s.Moves().YourOffer()
	if len(o.Choices) < 2 {
		t.Fatalf("the first offer has %d choices, not the abilities to pick from", len(o.Choices))
	}
	if o.Main || o.EndTurn || len(o.Bonus) > 0 || len(o.Other) > 0 || len(o.Pieces) > 0 {
		t.Fatalf("the first offer is more than the ability choice: %+v", o)
	}
	for i := range o.Choices {
		if !slices.Contains(s.Moves().Legal(), engine.Action{Kind: engine.ActChoose, Option: i}) {
			t.Fatalf("choice %d is offered but not legal", i)
		}
	}
}

// On your turn, once the setup is over, the main action is offered: each airship you hold
// home, and the dock offers of the dock tapped are that dock's legal actions.
func TestTheTurnOffersTheMainActionAndTheDockTapped(t *testing.T) {
	s := newSession(t)
	PlayTurns(s, 1)
	g := s.Game()
	if g.InSetup() || g.Active() != engine.You || g.Turn.Main != engine.NoMain {
		t.Fatalf("not at the start of your turn: setup %v, active %v, main %v", g.InSetup(), g.Active(), g.Turn.Main)
	}
	o := s.Moves().YourOffer()
	if !o.Main || len(o.Ships) == 0 || !o.EndTurn {
		t.Fatalf("the turn's offer: %+v", o)
	}
	dock := 0
	for _, a := range s.Moves().Legal() {
		if a.Kind == engine.ActDock {
			dock = a.Dock
			break
		}
	}
	if dock == 0 {
		t.Fatal("no dock to take in this position")
	}
	s.Hand().Sel.Dock = dock
	o = s.Moves().YourOffer()
	if len(o.DockOffers) == 0 {
		t.Fatalf("dock %d tapped: no offers", dock)
	}
	for _, a := range o.DockOffers {
		if a.Kind != engine.ActDock || a.Dock != dock || !slices.Contains(s.Moves().Legal(), a) {
			t.Fatalf("dock %d tapped: offer %+v", dock, a)
		}
	}
}

// The phone's action bar holds the first decision that applies: the turn's buttons (none yet)
// while the starting ability is chosen in the panel, the move previewed by a first tap, the
// outlaws' step on their turn, nothing once the game is over.
func TestTheBarHoldsTheDecisionOfTheMoment(t *testing.T) {
	s := newSession(t)
	if !AbilityChoice(s.Game()) || s.Moves().Bar() != BarMain || len(s.Moves().YourOffer().Ships) > 0 {
		t.Fatalf("the first decision: ability choice %v, bar %v", AbilityChoice(s.Game()), s.Moves().Bar())
	}
	PlayTurns(s, 2)
	if s.Moves().Bar() != BarMain || !s.Moves().YourOffer().Main {
		t.Fatalf("your turn: bar %v, offer %+v", s.Moves().Bar(), s.Moves().YourOffer())
	}
	for _, a := range s.Moves().Legal() {
		if a.Kind != engine.ActPlaceShip {
			continue
		}
		s.Taps().Touch = true
		if !s.Previews().ShowPreview(a) {
			t.Fatalf("no preview for %+v", a)
		}
		if s.Moves().Bar() != BarConfirm {
			t.Fatalf("a move previewed by a tap: bar %v", s.Moves().Bar())
		}
		s.Previews().HidePreview()
		break
	}
	PlayYourTurn(s)
	if !s.Outlaws().OutlawsToMove() || s.Moves().Bar() != BarOutlaws {
		t.Fatalf("the outlaws' turn: to move %v, bar %v", s.Outlaws().OutlawsToMove(), s.Moves().Bar())
	}
	PlayOut(s, 200)
	if !s.Game().Over() || s.Moves().Bar() != BarNothing {
		t.Fatalf("the game over %v: bar %v", s.Game().Over(), s.Moves().Bar())
	}
}

// Along whole games, the bar's decision is a decision the rules wait for: a choice it holds has
// its options legal, the outlaws' step is theirs to take, and the turn's main buttons are legal.
func TestTheBarOffersOnlyLegalDecisions(t *testing.T) {
	s := newSession(t)
	seen := map[BarDecision]int{}
	for k := 0; k < 3000 && !s.Game().Over(); k++ {
		b := s.Moves().Bar()
		seen[b]++
		g := s.Game()
		switch b {
		case BarTheft, BarChoice:
			if len(g.Choices()) == 0 || !slices.Contains(s.Moves().Legal(), engine.Action{Kind: engine.ActChoose, Option: 0}) {
				t.Fatalf("bar %v without a legal choice", b)
			}
		case BarOutlaws:
			if !s.Outlaws().OutlawsToMove() {
				t.Fatal("the bar holds the outlaws' step, but they do not move")
			}
		case BarMain:
			o := s.Moves().YourOffer()
			for _, k := range o.Ships {
				if !slices.ContainsFunc(s.Moves().Legal(), func(a engine.Action) bool {
					return (a.Kind == engine.ActPlaceShip || a.Kind == engine.ActDock) && a.Ship == k
				}) {
					t.Fatalf("the bar offers the airship %v, which has no legal move", k)
				}
			}
		}
		if s.Outlaws().OutlawsToMove() {
			if !s.Outlaws().OutlawStep() {
				t.Fatalf("the outlaws' step failed: %s", s.Status().Msg.Debug())
			}
			continue
		}
		if !s.Do(GreedyMove(g)) {
			t.Fatalf("the greedy move was refused: %s", s.Status().Msg.Debug())
		}
	}
	if seen[BarMain] == 0 || seen[BarOutlaws] == 0 || seen[BarChoice]+seen[BarTheft] == 0 {
		t.Fatalf("decisions seen: %v", seen)
	}
}
