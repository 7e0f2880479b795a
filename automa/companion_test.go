package automa

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"whistle/engine"
	"whistle/outlaws"
)

func cmpCatalog(t testing.TB) *engine.Catalog {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

// cmpStart starts a companion game and keeps the first ability dealt.
func cmpStart(t testing.TB, opt CompanionOptions) *CompanionSession {
	t.Helper()
	s, err := NewCompanionSession(cmpCatalog(t), opt)
	if err != nil {
		t.Fatal(err)
	}
	cmpDo(t, s, CompanionAction{Kind: CKeepAbility, ID: s.C.Offer[0]})
	return s
}

func cmpDo(t testing.TB, s *CompanionSession, a CompanionAction) []engine.Event {
	t.Helper()
	ev, err := s.Apply(a)
	if err != nil {
		t.Fatalf("%+v refused: %v (phase %s, %s)", a, err, s.C.Phase, s.C.Status())
	}
	return ev
}

func cmpRefused(t testing.TB, s *CompanionSession, a CompanionAction, want string) {
	t.Helper()
	before := s.C.Hash()
	_, err := s.Apply(a)
	if err == nil {
		t.Fatalf("%+v accepted, want a refusal containing %q", a, want)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("%+v refused with %q, want %q", a, err, want)
	}
	if s.C.Hash() != before {
		t.Fatalf("a refused action changed the state")
	}
}

func cmpText(ev []engine.Event) string {
	var b strings.Builder
	for _, e := range ev {
		b.WriteString(e.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// cmpCheckState checks what must always hold: nine outlaw workers in known zones, the deck and
// overlay hold every card once, the checklist follows the card.
func cmpCheckState(t testing.TB, c *Companion) {
	t.Helper()
	if len(c.Workers) != c.cat.Board.Workers {
		t.Fatalf("%d outlaw workers, want %d", len(c.Workers), c.cat.Board.Workers)
	}
	z := c.Zones()
	n := z.Scaffold + z.Whirlpool + len(z.Tower)
	for _, b := range z.Barracks {
		n += b
	}
	if n != c.cat.Board.Workers {
		t.Fatalf("the zones count %d workers: %+v", n, z)
	}
	seen := map[int16]int{}
	for _, id := range c.Outlaw.Deck {
		seen[id]++
	}
	for _, id := range c.Outlaw.Faceup {
		seen[id]++
	}
	for _, u := range c.Outlaw.Used {
		for _, id := range u {
			seen[id]++
		}
	}
	if len(seen) != len(c.Outlaw.Cards) {
		t.Fatalf("%d different cards in play, want %d", len(seen), len(c.Outlaw.Cards))
	}
	for id, k := range seen {
		if k != 1 {
			t.Fatalf("card %d is %d times in play", id, k)
		}
	}
	if c.Phase == PhaseOutlaws {
		if _, _, step := c.Card(); step != len(c.Checks) {
			t.Fatalf("checklist %v at step %d", c.Checks, step)
		}
	}
	docks := map[int8]bool{}
	for _, d := range c.Blockers {
		if docks[d] {
			t.Fatalf("two blockers share dock %d", d)
		}
		docks[d] = true
	}
}

// TestCompanionFullGame plays a companion game from setup to the scoring sheet as a person at
// the table would: physical die values and the app's die, every kind of card action done or
// reported as not done, thefts from the blocker rotation and from your placements, a flood,
// awards, and the end by the deck.
func TestCompanionFullGame(t *testing.T) {
	cat := cmpCatalog(t)
	s, err := NewCompanionSession(cat, CompanionOptions{Seed: 20240611})
	if err != nil {
		t.Fatal(err)
	}
	c := s.C
	if c.Phase != PhaseSetup || len(c.Offer) != 3 {
		t.Fatalf("setup: phase %s, offer %v", c.Phase, c.Offer)
	}
	cmpRefused(t, s, CompanionAction{Kind: CRoll}, "starting ability")
	cmpRefused(t, s, CompanionAction{Kind: CKeepAbility, ID: "no-such"}, "keep one of")
	ev := cmpDo(t, s, CompanionAction{Kind: CKeepAbility, ID: s.C.Offer[1]})
	c = s.C
	if c.OutlawAbility == "" || c.OutlawAbility == c.YourAbility || !strings.Contains(cmpText(ev), "outlaw deck is shuffled") {
		t.Fatalf("setup events:\n%s", cmpText(ev))
	}
	steps := fmt.Sprint(c.SetupSteps())
	for _, want := range []string{"Small Machine Dock 2", "Scaffold Dock A", "Rescue Dock", "Trap", "Toll Bridge", "Megaphone", "one on each of the 7 barracks floors, 2 in the whirlpool", c.SetupStack + " stack"} {
		if !strings.Contains(steps, want) {
			t.Errorf("the setup instructions do not say %q:\n%s", want, steps)
		}
	}
	if len(c.Outlaw.Faceup) != 3 || len(c.Outlaw.Deck) != 33 {
		t.Fatalf("deal: %d face up, %d in the deck", len(c.Outlaw.Faceup), len(c.Outlaw.Deck))
	}

	dice := []int{4, 0, 1, 6, 2, 0, 5, 3, 3, 6, 0, 1}
	var rotThefts, skips, grid, dockThefts, awards, flood int
	res := engine.AllResources
	handOver := func() {
		for k := 0; s.C.Thefts > 0; k++ {
			lack := s.C.TheyLack()
			if len(lack) > 0 {
				cmpDo(t, s, CompanionAction{Kind: CHandOver, Res: lack[len(lack)-1].String()})
				continue
			}
			cmpDo(t, s, CompanionAction{Kind: CHandOver, Res: res[k%len(res)].String()})
		}
	}
	for turn := 0; s.C.Phase != PhaseOver; turn++ {
		if turn > 60 {
			t.Fatal("the game does not end")
		}
		c = s.C
		// your turn at the table
		switch {
		case turn == 1:
			ev := cmpDo(t, s, CompanionAction{Kind: CDock, Dock: 1}) // next to the blocker balloon
			if s.C.Thefts != 1 || !strings.Contains(cmpText(ev), "O-THEFT-1b") {
				t.Fatalf("docking next to a blocker: %d thefts\n%s", s.C.Thefts, cmpText(ev))
			}
			dockThefts++
			cmpRefused(t, s, CompanionAction{Kind: CRoll}, "hand over")
			handOver()
		case turn%5 == 2 && (slices.Contains(c.OnGrid[:], true) || c.Zones().Scaffold > 0):
			cmpDo(t, s, CompanionAction{Kind: CTheftGrid})
			grid++
			handOver()
		case turn == 9:
			floor1 := c.Zones().Barracks[0]
			cmpDo(t, s, CompanionAction{Kind: CFlood})
			if s.C.Water != 1 || s.C.Zones().Barracks[0] != 0 || s.C.Zones().Whirlpool < floor1 {
				t.Fatalf("flood: water %d, zones %+v", s.C.Water, s.C.Zones())
			}
			flood++
			for k, on := range s.C.OnGrid {
				if on {
					cmpDo(t, s, CompanionAction{Kind: CShipHome, Ship: engine.ShipKinds[k].String()})
					break
				}
			}
		}
		die := dice[turn%len(dice)]
		faceup := slices.Clone(s.C.Outlaw.Faceup)
		ev := cmpDo(t, s, CompanionAction{Kind: CRoll, Die: die})
		id, acts, _ := s.C.Card()
		if die > 0 {
			if want := faceup[(die-1)/2]; int(want) != id {
				t.Fatalf("die %d picked card %d, want %d (D2)", die, id, want)
			}
			if !strings.Contains(cmpText(ev), fmt.Sprintf("The die at the table shows %d", die)) {
				t.Fatalf("roll events:\n%s", cmpText(ev))
			}
		}
		for i, act := range acts {
			c = s.C
			if c.Phase != PhaseOutlaws {
				t.Fatalf("turn %d: the card ended early", turn)
			}
			g, note := c.Guide(act)
			if g.Title == "" || g.Do == "" || g.Ties == "" || g.Rules == "" {
				t.Fatalf("action %s has no full guide: %+v", act, g)
			}
			_ = note
			a := CompanionAction{Kind: CDone}
			z := c.Zones()
			switch act.Kind {
			case outlaws.Scaffold:
				a.VP = turn % 4
			case outlaws.Machine:
				if turn%3 == 0 {
					a.Kind = CSkip
				} else if ch := c.MachineChoices(act.Size); len(ch) > 0 {
					a.ID = ch[0].ID
				} else {
					a.Kind = CSkip
				}
			case outlaws.Upgrade:
				if ch := c.UpgradeChoices(); len(ch) > 0 && len(c.Upgrades) < cat.Board.MaxUpgrades {
					a.ID = ch[0].ID
				} else {
					a.Kind = CSkip
				}
			case outlaws.Move:
				if outlaws.LowestBarracksWorker(c.Workers) < 0 && z.Scaffold == 0 {
					a.Kind = CSkip
				}
			case outlaws.Rescue:
				if z.Whirlpool == 0 {
					cmpRefused(t, s, a, "whirlpool")
					a.Kind = CSkip
				}
			case outlaws.Promote:
				if z.Scaffold == 0 {
					a.Kind = CSkip
				} else {
					a.Floor = 2 + turn%9
				}
			case outlaws.Climb:
				if len(z.Tower) == 0 {
					a.Kind = CSkip
				}
			case outlaws.Rotate:
				// your airships sit right after the blocker balloon's dock: it skips them
				for _, d := range []int{int(c.Blockers[0]) + 1, int(c.Blockers[0]) + 2} {
					d %= len(cat.Board.Docks)
					if c.BlockerAt(d) == 0 {
						a.Docks = append(a.Docks, d+1)
					}
				}
			}
			if turn%7 == 3 && i == 0 {
				a = CompanionAction{Kind: CSkip} // the table could not do it
			}
			before := len(s.C.Checks)
			ev := cmpDo(t, s, a)
			if a.Kind == CSkip {
				skips++
				if !strings.Contains(cmpText(ev), "O-TURN-2") {
					t.Fatalf("a skipped action is not logged as such:\n%s", cmpText(ev))
				}
			}
			if s.C.Phase == PhaseOutlaws && len(s.C.Checks) != before+1 {
				t.Fatalf("the checklist did not advance")
			}
			if act.Kind == outlaws.Rotate && a.Kind == CDone {
				rotThefts += s.C.Thefts
				handOver()
			}
			if act.Kind == outlaws.Promote && a.Kind == CDone && awards < 6 {
				cmpDo(t, s, CompanionAction{Kind: CAward, ID: cat.Awards[awards%len(cat.Awards)].ID})
				awards++
			}
			cmpCheckState(t, s.C)
		}
	}
	c = s.C
	if c.End.Reason != "deck" || c.Turn != 33 {
		t.Fatalf("the game ended by %q after %d outlaw turns, want the deck after 33", c.End.Reason, c.Turn)
	}
	if rotThefts == 0 || skips == 0 || grid == 0 || dockThefts == 0 || awards == 0 || flood == 0 {
		t.Fatalf("the script missed a case: rotation thefts %d, skips %d, grid thefts %d, dock thefts %d, awards %d, floods %d",
			rotThefts, skips, grid, dockThefts, awards, flood)
	}
	if c.Hideout.Total() != rotThefts+grid+dockThefts {
		t.Fatalf("hideout %v holds %d, want %d", c.Hideout, c.Hideout.Total(), rotThefts+grid+dockThefts)
	}
	cmpRefused(t, s, CompanionAction{Kind: CRoll}, "over")

	// the scoring sheet
	os := c.OutlawScore()
	if os.Hideout == 0 || os.Total != os.Sum() || os.Play != c.VP || os.Awards != len(c.Awards) {
		t.Fatalf("outlaw score %+v (VP %d, awards %d)", os, c.VP, len(c.Awards))
	}
	mine := engine.Score{Play: 40, Tower: 20, Whirlpool: -5, Upgrades: 10, Machines: 3, Awards: 2, Scaffolds: 1, Cards: 1, Resources: 1}
	cmpRefused(t, s, CompanionAction{Kind: CScore, Score: &mine}, "tie-break")
	ev = cmpDo(t, s, CompanionAction{Kind: CScore, Score: &mine, Tie: &engine.TieBreak{Tower: 9, Items: 7}})
	r := s.C.Result
	if r == nil || r.Scores[engine.You].Total != 73 || r.Scores[engine.Outlaws] != os {
		t.Fatalf("result %+v", r)
	}
	want := engine.You
	if os.Total > 73 {
		want = engine.Outlaws
	}
	if os.Total != 73 && r.Winner != want {
		t.Fatalf("winner %s with %d to %d", r.Winner, 73, os.Total)
	}
	if !strings.Contains(cmpText(ev), "VP") {
		t.Fatalf("no summary: %s", cmpText(ev))
	}
	t.Logf("%s (outlaws %+v); %d log lines", r.Summary(), os, len(s.Log()))

	// the whole game survives a save and a load exactly
	data, err := s.Save()
	if err != nil {
		t.Fatal(err)
	}
	l, err := LoadCompanion(cat, data)
	if err != nil {
		t.Fatal(err)
	}
	if l.C.Hash() != s.C.Hash() || len(l.Log()) != len(s.Log()) {
		t.Fatal("the loaded game differs")
	}
}

// D2: the die picks the card: 1–2 left, 3–4 middle, 5–6 right.
func TestCompanionD2DiePicksCard(t *testing.T) {
	s := cmpStart(t, CompanionOptions{Seed: 3})
	r, err := outlaws.DefaultRules()
	if err != nil {
		t.Fatal(err)
	}
	for die := 1; die <= 6; die++ {
		c := s.C.Clone()
		if _, err := c.Apply(CompanionAction{Kind: CRoll, Die: die}); err != nil {
			t.Fatal(err)
		}
		id, _, _ := c.Card()
		if want := s.C.Outlaw.Faceup[r.DieToCard[die-1]]; int(want) != id {
			t.Errorf("die %d: card %d, want %d", die, id, want)
		}
	}
	for _, die := range []int{-1, 7} {
		if err := s.C.Check(CompanionAction{Kind: CRoll, Die: die}); err == nil || !strings.Contains(err.Error(), "1 to 6") {
			t.Errorf("die %d: %v", die, err)
		}
	}
}

// The app's die comes from the state's generator: undo and roll again gives the same die.
func TestCompanionUndoNeverRerolls(t *testing.T) {
	s := cmpStart(t, CompanionOptions{Seed: 99})
	h := s.C.Hash()
	cmpDo(t, s, CompanionAction{Kind: CRoll})
	die, card := s.C.Outlaw.Die, s.C.Outlaw.Faceup[s.C.Outlaw.Slot]
	cmpDo(t, s, CompanionAction{Kind: CSkip})
	if !s.Undo() || !s.Undo() {
		t.Fatal("undo refused")
	}
	if s.C.Hash() != h {
		t.Fatal("undo did not restore the state exactly")
	}
	for k := 0; k < 3; k++ {
		cmpDo(t, s, CompanionAction{Kind: CRoll})
		if s.C.Outlaw.Die != die || s.C.Outlaw.Faceup[s.C.Outlaw.Slot] != card {
			t.Fatalf("after undo the die shows %d (card %d), first %d (card %d)", s.C.Outlaw.Die, s.C.Outlaw.Faceup[s.C.Outlaw.Slot], die, card)
		}
		s.Undo()
	}
}

// I16: the stolen resource is of a type the hideout lacks if you hold one; otherwise any type.
func TestCompanionI16TheftType(t *testing.T) {
	s := cmpStart(t, CompanionOptions{Seed: 5})
	cmpRefused(t, s, CompanionAction{Kind: CHandOver, Res: "coal"}, "no theft")
	cmpDo(t, s, CompanionAction{Kind: CDock, Dock: 1})
	cmpDo(t, s, CompanionAction{Kind: CHandOver, Res: "coal"})
	if s.C.Hideout[engine.Coal] != 1 || s.C.Thefts != 0 {
		t.Fatalf("hideout %v, thefts %d", s.C.Hideout, s.C.Thefts)
	}
	if lack := s.C.TheyLack(); len(lack) != 4 || slices.Contains(lack, engine.Coal) {
		t.Fatalf("they lack %v", lack)
	}
	cmpDo(t, s, CompanionAction{Kind: CDock, Dock: 1})
	cmpRefused(t, s, CompanionAction{Kind: CHandOver, Res: "coal"}, "hand over a type it lacks (iron, gold, water or whistle)")
	cmpRefused(t, s, CompanionAction{Kind: CHandOver, Res: "ruby"}, "unknown resource")
	// you hold none of the types they lack: coal again is fine
	cmpDo(t, s, CompanionAction{Kind: CHandOver, Res: "coal", Flag: true})
	cmpDo(t, s, CompanionAction{Kind: CDock, Dock: 1})
	cmpDo(t, s, CompanionAction{Kind: CHandOver, Res: "whistle"})
	if s.C.Hideout[engine.Coal] != 2 || s.C.Hideout[engine.Whistle] != 1 {
		t.Fatalf("hideout %v", s.C.Hideout)
	}
	// no resource at all: the theft comes to nothing (O-THEFT-3)
	cmpDo(t, s, CompanionAction{Kind: CDock, Dock: 1})
	cmpDo(t, s, CompanionAction{Kind: CNoResources})
	if s.C.Thefts != 0 || s.C.Hideout.Total() != 3 {
		t.Fatalf("after no resources: %d thefts, hideout %v", s.C.Thefts, s.C.Hideout)
	}
	// the rule is engine.TheftTypes, the one the digital game uses
	if got := engine.TheftTypes(engine.Resources{2, 0, 1}, engine.Resources{1}); !slices.Equal(got, []engine.Resource{engine.Gold}) {
		t.Fatalf("TheftTypes = %v", got)
	}
}

// O-THEFT-1b: docking right next to a blocker ship in its market is a theft; bumping a blocker
// sends it to the next free dock (I18).
func TestCompanionDockTheftAndBump(t *testing.T) {
	s := cmpStart(t, CompanionOptions{Seed: 5})
	// blockers: balloon at dock 2 (small machines), blimp at dock 7 (scaffolds A), dreadnought at 9
	if s.C.Blockers != [3]int8{1, 6, 8} {
		t.Fatalf("blockers at %v", s.C.Blockers)
	}
	for dock, theft := range map[int]bool{1: true, 8: true, 5: false, 3: false} {
		c := s.C.Clone()
		if _, err := c.Apply(CompanionAction{Kind: CDock, Dock: dock}); err != nil {
			t.Fatal(err)
		}
		if (c.Thefts == 1) != theft {
			t.Errorf("dock %d: %d thefts", dock, c.Thefts)
		}
	}
	cmpRefused(t, s, CompanionAction{Kind: CDock, Dock: 2}, "blocker balloon holds")
	cmpRefused(t, s, CompanionAction{Kind: CDock, Dock: 10}, "no dock 10")
	// bump the balloon from dock 2 while your other airship holds dock 3: it goes to dock 4
	cmpDo(t, s, CompanionAction{Kind: CDock, Dock: 2, Flag: true, Docks: []int{3}})
	if s.C.Blockers[0] != 3 || s.C.Thefts != 0 {
		t.Fatalf("after the bump: blockers %v, thefts %d", s.C.Blockers, s.C.Thefts)
	}
}

// O-ACT-9, I17, I15: a blocker skipping two of your docks steals once; the next free dock is the
// next one holding no airship at all.
func TestCompanionRotationSkipsTwoOfYourDocks(t *testing.T) {
	s := cmpStart(t, CompanionOptions{Seed: 5, Deck: cmpDeck(t, 40, "rotate")})
	cmpDo(t, s, CompanionAction{Kind: CRoll, Die: 1})
	cmpRefused(t, s, CompanionAction{Kind: CDone, Docks: []int{2}}, "blocker balloon is at")
	cmpRefused(t, s, CompanionAction{Kind: CDone, Docks: []int{3, 3}}, "listed twice")
	cmpRefused(t, s, CompanionAction{Kind: CDone, Docks: []int{3, 4, 5, 6}}, "only 3 airships")
	// your airships at docks 3 and 4 (medium and large machines), right after the balloon
	ev := cmpDo(t, s, CompanionAction{Kind: CDone, Docks: []int{3, 4}})
	if s.C.Blockers != [3]int8{4, 7, 0} {
		t.Fatalf("blockers went to %v, want docks 5, 8, 1 (0-based 4, 7, 0)\n%s", s.C.Blockers, cmpText(ev))
	}
	if s.C.Thefts != 1 {
		t.Fatalf("%d thefts, want 1 (one per blocker ship, I15)\n%s", s.C.Thefts, cmpText(ev))
	}
	text := cmpText(ev)
	for _, want := range []string{"The blocker balloon moves from the Small Machine Dock 2 to the Card Dock", "O-THEFT-1c", "1 theft by the outlaws"} {
		if !strings.Contains(text, want) {
			t.Errorf("the log does not say %q:\n%s", want, text)
		}
	}
	if s.C.Phase != PhaseYou {
		t.Fatalf("a one-action card should end the turn, phase %s", s.C.Phase)
	}
	cmpRefused(t, s, CompanionAction{Kind: CRoll}, "hand over")
	cmpDo(t, s, CompanionAction{Kind: CHandOver, Res: "gold"})
	// no airship of yours in a dock: no theft
	cmpDo(t, s, CompanionAction{Kind: CRoll, Die: 6})
	cmpDo(t, s, CompanionAction{Kind: CDone})
	if s.C.Thefts != 0 || s.C.Blockers != [3]int8{5, 8, 1} {
		t.Fatalf("second rotation: blockers %v, thefts %d", s.C.Blockers, s.C.Thefts)
	}
}

// cmpDeck builds a deck of n cards, each with the given actions.
func cmpDeck(t testing.TB, n int, actions ...string) *outlaws.Deck {
	t.Helper()
	d := outlaws.Deck{Name: engine.Names{EN: "Test deck", FR: "Paquet d'essai"}}
	for i := 1; i <= n; i++ {
		d.Cards = append(d.Cards, outlaws.Card{ID: i, Actions: actions})
	}
	data, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	deck, err := LoadCompanionDeck(data)
	if err != nil {
		t.Fatal(err)
	}
	return deck
}

// O-TURN-5, I5: the outlaw turn that draws the last card is the last turn.
func TestCompanionDeckOut(t *testing.T) {
	s := cmpStart(t, CompanionOptions{Seed: 8, Deck: cmpDeck(t, 5, "ship:balloon", "move")})
	for turn := 1; turn <= 2; turn++ {
		if s.C.Phase != PhaseYou {
			t.Fatalf("turn %d: phase %s", turn, s.C.Phase)
		}
		cmpDo(t, s, CompanionAction{Kind: CRoll, Die: turn})
		cmpDo(t, s, CompanionAction{Kind: CDone})
		last := CompanionAction{Kind: CDone}
		if turn == 2 {
			last.Kind = CSkip
		}
		ev := cmpDo(t, s, last)
		if turn == 2 && !strings.Contains(cmpText(ev), "The last outlaw card is drawn") {
			t.Fatalf("deck-out not logged:\n%s", cmpText(ev))
		}
		if turn == 2 && strings.Contains(cmpText(ev), "win") {
			t.Fatalf("the scratch game's verdict leaked into the log:\n%s", cmpText(ev))
		}
	}
	if s.C.Phase != PhaseOver || s.C.End.Reason != "deck" || len(s.C.Outlaw.Deck) != 0 {
		t.Fatalf("phase %s, end %+v, deck %v", s.C.Phase, s.C.End, s.C.Outlaw.Deck)
	}
	cmpRefused(t, s, CompanionAction{Kind: CRoll}, "over")
	if z := s.C.Zones(); z.Barracks[0] != 0 || z.Barracks[1] != 1 || z.Scaffold != 1 {
		t.Fatalf("the first move took the wrong worker: %+v", z)
	}
}

// I4: both barracks empty during your turn: the outlaws take one more turn, then the end.
func TestCompanionBarracksEndOnYourTurn(t *testing.T) {
	s := cmpStart(t, CompanionOptions{Seed: 8, Deck: cmpDeck(t, 30, "ship:balloon")})
	for f := 0; f < s.C.cat.Board.BarracksFloors; f++ {
		cmpDo(t, s, CompanionAction{Kind: CWorker, From: "barracks", To: "scaffold"})
	}
	if s.C.End.Triggered {
		t.Fatal("the end started while your barracks hold workers")
	}
	ev := cmpDo(t, s, CompanionAction{Kind: CYourEmpty})
	if !s.C.End.Triggered || s.C.End.TriggerBy != engine.You || !strings.Contains(cmpText(ev), "one more turn") {
		t.Fatalf("end %+v\n%s", s.C.End, cmpText(ev))
	}
	cmpRefused(t, s, CompanionAction{Kind: CFinish}, "not the last turn")
	cmpDo(t, s, CompanionAction{Kind: CRoll, Die: 2})
	cmpDo(t, s, CompanionAction{Kind: CDone})
	if s.C.Phase != PhaseOver || s.C.End.Reason != "barracks" {
		t.Fatalf("after the outlaws' last turn: phase %s, end %+v", s.C.Phase, s.C.End)
	}
}

// I4: the outlaws empty the barracks during their turn: you take one more turn, then the end.
func TestCompanionBarracksEndOnTheirTurn(t *testing.T) {
	s := cmpStart(t, CompanionOptions{Seed: 8, Deck: cmpDeck(t, 30, "move")})
	for f := 1; f < s.C.cat.Board.BarracksFloors; f++ {
		cmpDo(t, s, CompanionAction{Kind: CWorker, From: "barracks", To: "scaffold"})
	}
	cmpDo(t, s, CompanionAction{Kind: CYourEmpty})
	if s.C.End.Triggered {
		t.Fatal("the end started with an outlaw in the barracks")
	}
	cmpDo(t, s, CompanionAction{Kind: CRoll, Die: 3})
	cmpDo(t, s, CompanionAction{Kind: CDone}) // their last barracks worker leaves
	if !s.C.End.Triggered || s.C.End.TriggerBy != engine.Outlaws || s.C.Phase != PhaseYou || !s.C.LastTurn() {
		t.Fatalf("end %+v, phase %s", s.C.End, s.C.Phase)
	}
	cmpRefused(t, s, CompanionAction{Kind: CRoll}, "last turn")
	cmpDo(t, s, CompanionAction{Kind: CFinish})
	if s.C.Phase != PhaseOver || s.C.End.Reason != "barracks" {
		t.Fatalf("phase %s, end %+v", s.C.Phase, s.C.End)
	}
}

// I10: the outlaws score a machine's VP and the build bonus instead of its effect; the app picks
// the options and their values from the catalog.
func TestCompanionMachineBuildBonus(t *testing.T) {
	s := cmpStart(t, CompanionOptions{Seed: 8, Deck: cmpDeck(t, 30, "machine:large", "upgrade")})
	cmpDo(t, s, CompanionAction{Kind: CRoll, Die: 1})
	ch := s.C.MachineChoices("large")
	for _, m := range ch {
		if slices.Contains(s.C.cat.Board.OutlawExcluded, m.ID) {
			t.Fatalf("%s is put back at setup (O-SETUP-7) but offered", m.Name)
		}
	}
	var bonus MachineChoice
	for _, m := range ch {
		if m.Value > m.VP {
			bonus = m
			break
		}
	}
	if bonus.ID == "" {
		t.Fatal("no large machine with a build bonus")
	}
	cmpRefused(t, s, CompanionAction{Kind: CDone, ID: "double-coal"}, "not a large machine")
	ev := cmpDo(t, s, CompanionAction{Kind: CDone, ID: bonus.ID})
	if s.C.VP != bonus.Value || bonus.Value != bonus.VP+5 {
		t.Fatalf("VP %d after %+v\n%s", s.C.VP, bonus, cmpText(ev))
	}
	if slices.ContainsFunc(s.C.MachineChoices("large"), func(m MachineChoice) bool { return m.ID == bonus.ID }) {
		t.Fatal("a machine built is still offered")
	}
	up := s.C.UpgradeChoices()
	cmpDo(t, s, CompanionAction{Kind: CDone, ID: up[0].ID})
	if sc := s.C.OutlawScore(); sc.Upgrades != up[0].Value || sc.Play != bonus.Value {
		t.Fatalf("score %+v, upgrade %+v", sc, up[0])
	}
}

// Climb and promote move the outlaw workers with the digital game's code (O-ACT-7, 8, I13).
func TestCompanionPromoteAndClimb(t *testing.T) {
	s := cmpStart(t, CompanionOptions{Seed: 8, Deck: cmpDeck(t, 30, "rescue", "promote", "climb")})
	cmpDo(t, s, CompanionAction{Kind: CRoll, Die: 1})
	cmpDo(t, s, CompanionAction{Kind: CDone})
	cmpRefused(t, s, CompanionAction{Kind: CDone}, "tower floor it reached")
	cmpDo(t, s, CompanionAction{Kind: CDone, Floor: 5})
	ev := cmpDo(t, s, CompanionAction{Kind: CDone})
	z := s.C.Zones()
	if !slices.Equal(z.Tower, []int{6}) || z.Whirlpool != 1 || !strings.Contains(cmpText(ev), "climbs to tower floor 6") {
		t.Fatalf("zones %+v\n%s", z, cmpText(ev))
	}
	cmpDo(t, s, CompanionAction{Kind: CAward, ID: "vp-4"})
	if sc := s.C.OutlawScore(); sc.Tower != 6 || sc.Awards != 1 || sc.Whirlpool != -5 {
		t.Fatalf("score %+v", sc)
	}
}

// A companion save refuses wrong versions, truncated, damaged and hostile files with a clear
// message, and never panics.
func TestCompanionSaveRefusals(t *testing.T) {
	cat := cmpCatalog(t)
	s := cmpStart(t, CompanionOptions{Seed: 12, Difficulty: "hard"})
	cmpDo(t, s, CompanionAction{Kind: CRoll, Die: 3})
	cmpDo(t, s, CompanionAction{Kind: CSkip})
	data, err := s.Save()
	if err != nil {
		t.Fatal(err)
	}
	l, err := LoadCompanion(cat, data)
	if err != nil || l.C.Hash() != s.C.Hash() || l.C.Difficulty != "hard" {
		t.Fatalf("round trip: %v", err)
	}
	if !l.Undo() || !l.Undo() || l.C.Phase != PhaseYou {
		t.Fatal("a loaded game cannot be undone")
	}
	cases := map[string]struct {
		data []byte
		want string
	}{
		"newer":     {bytes.Replace(data, []byte(`"version": 1`), []byte(`"version": 2`), 1), "newer version"},
		"older":     {bytes.Replace(data, []byte(`"version": 1`), []byte(`"version": 0`), 1), "not supported"},
		"truncated": {data[:len(data)/2], "not a readable"},
		"empty":     {nil, "not a readable"},
		"other":     {[]byte(`{"format":"whistle-mountain-outlaws-save","version":1}`), "not a Whistle Mountain: Outlaws companion save"},
		"unknown":   {bytes.Replace(data, []byte(`"actions"`), []byte(`"evil": 1, "actions"`), 1), "unknown field"},
		"level":     {bytes.Replace(data, []byte(`"hard"`), []byte(`"nightmare"`), 1), "unknown difficulty"},
		"deck":      {[]byte(`{"format":"whistle-mountain-outlaws-companion","version":1,"options":{"seed":1,"deck":{"name":{"en":"x","fr":"x"},"cards":[{"id":1,"actions":["fly"]}]}},"actions":[],"hash":""}`), "options"},
		"docks":     {[]byte(`{"format":"whistle-mountain-outlaws-companion","version":1,"options":{"seed":1},"actions":[{"kind":"dock","docks":[1,2,3,4,5,6,7,8,9,10,11]}],"hash":""}`), "too many docks"},
		"trailing":  {append(append([]byte(nil), data...), []byte(`{}`)...), "not a readable"},
	}
	for name, tc := range cases {
		_, err := LoadCompanion(cat, tc.data)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error containing %q", name, err, tc.want)
		}
	}
	// a save whose actions lead elsewhere, or stop being possible, with the current rules (a
	// later version corrected a rule) loads, replayed with the current rules, with a notice
	l, err = LoadCompanion(cat, bytes.Replace(data, []byte(`"hash": "`), []byte(`"hash": "0`), 1))
	if err != nil || l.Notice == nil || l.Notice.Refused || l.C.Hash() != s.C.Hash() {
		t.Errorf("another outcome: %v, notice %+v", err, l.Notice)
	}
	l, err = LoadCompanion(cat, bytes.Replace(data, []byte(`"die": 3`), []byte(`"die": 9`), 1))
	if err != nil || l.Notice == nil || !l.Notice.Refused || l.Notice.Dropped != 2 || len(l.History) != len(s.History)-2 {
		t.Errorf("an action no longer possible: %v, notice %+v", err, l.Notice)
	}
}

// Every refusal leaves the state alone, in every phase, and a refused score changes nothing.
func TestCompanionRefusalsChangeNothing(t *testing.T) {
	s := cmpStart(t, CompanionOptions{Seed: 77})
	bad := []CompanionAction{
		{Kind: "fly"}, {Kind: CDone}, {Kind: CSkip}, {Kind: CScore}, {Kind: CFinish},
		{Kind: CAward, ID: "vp-4"}, {Kind: CShipHome, Ship: "balloon"}, {Kind: CShipHome, Ship: "zeppelin"},
		{Kind: CPromoted, Floor: 3}, {Kind: CTheftGrid}, {Kind: CWorker, From: "tower", To: "barracks"},
		{Kind: CWorker, From: "barracks", To: "tower", Floor: 99}, {Kind: CFlood, Count: 3}, {Kind: CKeepAbility, ID: "x"},
	}
	for _, a := range bad {
		before := s.C.Hash()
		if _, err := s.Apply(a); err == nil {
			t.Errorf("%+v accepted", a)
		}
		if s.C.Hash() != before {
			t.Errorf("%+v changed the state", a)
		}
	}
}

func FuzzLoadCompanion(f *testing.F) {
	cat := cmpCatalog(f)
	s := cmpStart(f, CompanionOptions{Seed: 4})
	cmpDo(f, s, CompanionAction{Kind: CRoll, Die: 5})
	cmpDo(f, s, CompanionAction{Kind: CDone})
	data, _ := s.Save()
	f.Add(data)
	f.Add(data[:len(data)-7])
	f.Add([]byte(`{"format":"whistle-mountain-outlaws-companion","version":1,"options":{"seed":1},"actions":[{"kind":"keep_ability","id":"x"}],"hash":""}`))
	f.Add([]byte(`{"format":"whistle-mountain-outlaws-companion","version":1,"options":{"seed":1,"deck":{"name":{"en":"a","fr":"a"},"cards":[]}},"actions":[],"hash":""}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := LoadCompanion(cat, data)
		if err == nil && len(l.History) > 0 {
			cmpCheckState(t, l.C)
		}
	})
}
