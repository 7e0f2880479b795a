package companion

import (
	"slices"
	"strings"
	"testing"
	"whistle/internal/wiring"
)

// O-ACT-4, O-TURN-2: with six upgrades the outlaws take no seventh; the app skips the action
// itself, even when the answer given is for that action (the screen asks the airship's card
// action first and jumps to the first that needs an answer).
func TestCompanionSeventhUpgradeSkipped(t *testing.T) {
	s := cmpStart(t, Options{Seed: 8, Deck: cmpDeck(t, 30, "ship:balloon", "upgrade")})
	for k := 0; k < s.Companion.cat.Board.MaxUpgrades; k++ {
		cmpDo(t, s, Action{Kind: CRoll, Die: 1})
		up := s.Companion.UpgradeChoices()
		cmpDo(t, s, Action{Kind: CDone, At: 2, ID: up[0].ID})
		if s.Companion.Phase != PhaseYou {
			t.Fatalf("turn %d: phase %s", k+1, s.Companion.Phase)
		}
	}
	cmpDo(t, s, Action{Kind: CRoll, Die: 1})
	// the airship waits; the answer the screen would send for action 2 closes both
	ev := cmpDo(t, s, Action{Kind: CDone, At: 2, ID: "stash"})
	if s.Companion.Phase != PhaseYou || len(s.Companion.Upgrades) != s.Companion.cat.Board.MaxUpgrades {
		t.Fatalf("phase %s, upgrades %v\n%s", s.Companion.Phase, s.Companion.Upgrades, cmpText(ev))
	}
	if !strings.Contains(cmpText(ev), "companion.why.upgrades_full") {
		t.Fatalf("the skip does not say why:\n%s", cmpText(ev))
	}
	if len(s.Companion.Checks) != 0 {
		t.Fatalf("checks left %v", s.Companion.Checks)
	}
}

// O-ACT-3 (printed: a machine that cannot be built is discarded from the market): "could not
// be done" on a machine in a market the app knows discards its pick; the market asks for its
// new pieces once empty, and the machine is never offered again.
func TestCompanionUnbuildableMachineDiscarded(t *testing.T) {
	s := cmpStart(t, Options{Seed: 21, Deck: cmpDeck(t, 30, "machine:small")})
	cmpDo(t, s, Action{Kind: CMarketsLaid, Flag: true})
	pick, _, ok := s.Companion.Pick(MarketSmall)
	if !ok {
		t.Fatal("no pick in a known market")
	}
	cmpDo(t, s, Action{Kind: CRoll, Die: 1})
	ev := cmpDo(t, s, Action{Kind: CSkip, Flag: true})
	if slices.Contains(s.Companion.MarketPieces(MarketSmall), pick) || !slices.Contains(s.Companion.Discarded, pick) {
		t.Fatalf("market %v, discarded %v\n%s", s.Companion.MarketPieces(MarketSmall), s.Companion.Discarded, cmpText(ev))
	}
	if !strings.Contains(cmpText(ev), "companion.log.discard") {
		t.Fatalf("not logged:\n%s", cmpText(ev))
	}
	if slices.ContainsFunc(s.Companion.MachineChoices("small"), func(m MachineChoice) bool { return m.ID == pick }) {
		t.Fatal("a discarded machine is offered")
	}
	// a machine named in a skip (a market the app does not know) is discarded too
	cmpDo(t, s, Action{Kind: CRoll, Die: 1})
	other := s.Companion.MarketPieces(MarketSmall)[0]
	cmpDo(t, s, Action{Kind: CSkip, ID: other})
	if !slices.Contains(s.Companion.Discarded, other) {
		t.Fatalf("discarded %v", s.Companion.Discarded)
	}
	cmpRefused(t, s, Action{Kind: CRefill, Slot: MarketSmall, IDs: []string{pick}}, "not_for_market")
	// undo puts it back exactly
	s.Undo()
	if slices.Contains(s.Companion.Discarded, other) {
		t.Fatal("undo kept the discard")
	}
}

// Your worker takes an award from the tower: the outlaws arriving later do not take it; an
// award the app took that was not there is given back without undoing the promotion.
func TestCompanionYourAwardAndNotThere(t *testing.T) {
	s := cmpStart(t, Options{Seed: 8, Deck: cmpDeck(t, 30, "rescue", "promote")})
	cmpDo(t, s, Action{Kind: CTowerLaid, Flag: true})
	floor := 5
	for len(s.Companion.Tower[floor-1]) > 0 {
		cmpDo(t, s, Action{Kind: CYourAward, ID: s.Companion.Tower[floor-1][0], Floor: floor})
	}
	cmpRefused(t, s, Action{Kind: CYourAward, ID: "vp-4", Floor: floor}, "award_not_on_floor")
	cmpDo(t, s, Action{Kind: CRoll, Die: 1})
	cmpDo(t, s, Action{Kind: CDone})
	ev := cmpDo(t, s, Action{Kind: CDone, Floor: floor})
	if len(s.Companion.Awards) != 0 || strings.Contains(cmpText(ev), "award_auto") {
		t.Fatalf("an award taken by your worker went to the outlaws: %v\n%s", s.Companion.Awards, cmpText(ev))
	}
	// next turn: floor 4 holds an award; the app takes it; it was not there
	floor = 4
	if len(s.Companion.Tower[floor-1]) == 0 {
		t.Fatal("no award dealt on floor 4 (the seed fixes the tower: the test needs one there)")
	}
	cmpDo(t, s, Action{Kind: CRoll, Die: 1})
	cmpDo(t, s, Action{Kind: CDone})
	cmpDo(t, s, Action{Kind: CDone, Floor: floor})
	if len(s.Companion.Awards) != 1 {
		t.Fatalf("awards %v", s.Companion.Awards)
	}
	tower := s.Companion.Zones().Tower
	cmpDo(t, s, Action{Kind: CNotThere, ID: s.Companion.Awards[0]})
	if len(s.Companion.Awards) != 0 || !slices.Equal(s.Companion.Zones().Tower, tower) {
		t.Fatalf("awards %v, tower %v (was %v)", s.Companion.Awards, s.Companion.Zones().Tower, tower)
	}
	cmpRefused(t, s, Action{Kind: CNotThere, ID: "vp-4"}, "award_not_theirs")
}

// All your airships home in one report: no stale dock makes a false theft at the next rotation.
func TestCompanionDocksHome(t *testing.T) {
	s := cmpStart(t, Options{Seed: 8, Deck: cmpDeck(t, 30, "ship:balloon")})
	free := -1
	for d := range s.Companion.cat.Board.Docks {
		if s.Companion.BlockerAt(d) == 0 {
			free = d
			break
		}
	}
	cmpDo(t, s, Action{Kind: CDock, Dock: free + 1})
	if len(s.Companion.YourDocks) != 1 {
		t.Fatalf("docks %v", s.Companion.YourDocks)
	}
	cmpDo(t, s, Action{Kind: CDocksHome})
	if len(s.Companion.YourDocks) != 0 || !s.Companion.DocksKnown {
		t.Fatalf("docks %v known %v", s.Companion.YourDocks, s.Companion.DocksKnown)
	}
}

// A card named by the space your die picked shows no die value: none was told.
func TestCompanionPickedCardShowsNoDie(t *testing.T) {
	s := cmpStart(t, Options{Seed: 8, Printed: true, Known: cmpDeck(t, 36, "ship:balloon", "move")})
	for slot := range s.Companion.Outlaw.Faceup {
		cmpDo(t, s, Action{Kind: CCard, Slot: slot + 1, Card: slot + 1})
	}
	cmpDo(t, s, Action{Kind: CRoll, Slot: 2, Card: 2})
	if st := s.Companion.Status().Debug(); !strings.Contains(st, "status.picked") || strings.Contains(st, "Die") || s.Companion.DieRolled() {
		t.Fatalf("status %s", st)
	}
	data, err := s.Save()
	if err != nil {
		t.Fatal(err)
	}
	l, err := Load(s.Companion.box, data)
	if err != nil || l.Notice != nil || l.Companion.DieRolled() {
		t.Fatalf("reload: %v %+v", err, l.Notice)
	}
}

// I2, O-SETUP-5 at the table: the three abilities dealt from your own shuffle are told, you keep
// one of them, and the outlaws' is the one they got at the table (one of the other two).
func TestCompanionAbilitiesDealtAtTheTable(t *testing.T) {
	s, err := NewSession(wiring.BoxOf(cmpCatalog(t)), Options{Seed: 8})
	if err != nil {
		t.Fatal(err)
	}
	var others []string
	for _, a := range s.Companion.cat.Abilities {
		if !slices.Contains(s.Companion.Offer, a.ID) && len(others) < 3 {
			others = append(others, a.ID)
		}
	}
	cmpRefused(t, s, Action{Kind: CDealt, IDs: others[:2]}, "deal_count")
	cmpRefused(t, s, Action{Kind: CDealt, IDs: []string{others[0], others[0], others[1]}}, "deal_ability")
	cmpDo(t, s, Action{Kind: CDealt, IDs: others})
	cmpRefused(t, s, Action{Kind: CKeepAbility, ID: s.Companion.cat.Abilities[0].ID + "x"}, "keep_dealt")
	cmpDo(t, s, Action{Kind: CKeepAbility, ID: others[1]})
	if s.Companion.YourAbility != others[1] || s.Companion.OutlawAbility == others[1] || !slices.Contains(others, s.Companion.OutlawAbility) {
		t.Fatalf("yours %s, theirs %s, dealt %v", s.Companion.YourAbility, s.Companion.OutlawAbility, others)
	}
	cmpRefused(t, s, Action{Kind: CTheirs, ID: others[1]}, "their_ability")
	cmpDo(t, s, Action{Kind: CTheirs, ID: others[2]})
	if s.Companion.OutlawAbility != others[2] {
		t.Fatalf("theirs %s", s.Companion.OutlawAbility)
	}
	data, err := s.Save()
	if err != nil {
		t.Fatal(err)
	}
	if l, err := Load(s.Companion.box, data); err != nil || l.Notice != nil || l.Companion.OutlawAbility != others[2] {
		t.Fatalf("reload: %v %+v", err, l.Notice)
	}
	cmpDo(t, s, Action{Kind: CRoll, Die: 1})
	cmpRefused(t, s, Action{Kind: CTheirs, ID: others[0]}, "tower_after_start")
}
