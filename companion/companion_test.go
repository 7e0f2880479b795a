package companion

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/internal/fuzzing"
	"whistle/internal/wiring"
	"whistle/outlaws"
)

func cmpCatalog(t testing.TB) *catalog.Catalog {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

// cmpStart starts a companion game, keeps the first ability dealt and gives the outlaws the
// second (O-SETUP-5).
func cmpStart(t testing.TB, opt Options) *Session {
	t.Helper()
	s, err := NewSession(wiring.BoxOf(cmpCatalog(t)), opt)
	if err != nil {
		t.Fatal(err)
	}
	cmpDo(t, s, Action{Kind: CKeepAbility, ID: s.Companion.Offer[0], To: s.Companion.Offer[1]})
	return s
}

// O-SETUP-5: at the table too you choose the outlaws' starting ability among the two you did
// not keep; the one you keep, or one not dealt, is refused for them.
func TestCompanionOutlawAbilityChosen(t *testing.T) {
	s, err := NewSession(wiring.BoxOf(cmpCatalog(t)), Options{Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	offer := slices.Clone(s.Companion.Offer)
	cmpRefused(t, s, Action{Kind: CKeepAbility, ID: offer[0], To: offer[0]}, "companion.refuse.give_dealt{List=companion.list.or.2{I1="+offer[1]+", I2="+offer[2]+"}}")
	cmpRefused(t, s, Action{Kind: CKeepAbility, ID: offer[0], To: "nobody"}, "companion.refuse.give_dealt{List=companion.list.or.2{I1="+offer[1]+", I2="+offer[2]+"}}")
	ev := cmpDo(t, s, Action{Kind: CKeepAbility, ID: offer[0], To: offer[2]})
	if s.Companion.YourAbility != offer[0] || s.Companion.OutlawAbility != offer[2] {
		t.Fatalf("abilities %q and %q, want %q and %q", s.Companion.YourAbility, s.Companion.OutlawAbility, offer[0], offer[2])
	}
	var said bool
	for _, l := range ev {
		if l.Text.ID == "companion.log.outlaw_ability" {
			said = l.Why.ID == "companion.why.outlaw_ability_chosen"
		}
	}
	if !said {
		t.Errorf("the log does not say you chose the outlaws' ability: %v", ev)
	}
}

func cmpDo(t testing.TB, s *Session, a Action) []Line {
	t.Helper()
	ev, err := s.Apply(a)
	if err != nil {
		t.Fatalf("%+v refused: %v (phase %s, %s)", a, err, s.Companion.Phase, s.Companion.Status().Debug())
	}
	return ev
}

func cmpRefused(t testing.TB, s *Session, a Action, want string) {
	t.Helper()
	before := s.Companion.Hash()
	_, err := s.Apply(a)
	if err == nil {
		t.Fatalf("%+v accepted, want a refusal containing %q", a, want)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("%+v refused with %q, want %q", a, err, want)
	}
	if s.Companion.Hash() != before {
		t.Fatalf("a refused action changed the state")
	}
}

func cmpText(ev []Line) string {
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

// D2: the die picks the card: 1–2 left, 3–4 middle, 5–6 right.
func TestCompanionD2DiePicksCard(t *testing.T) {
	s := cmpStart(t, Options{Seed: 3})
	r, err := outlaws.DefaultRules()
	if err != nil {
		t.Fatal(err)
	}
	for die := 1; die <= 6; die++ {
		c := s.Companion.Clone()
		if _, err := c.Apply(Action{Kind: CRoll, Die: die}); err != nil {
			t.Fatal(err)
		}
		id, _, _ := c.Card()
		if want := s.Companion.Outlaw.Faceup[r.DieToCard[die-1]]; int(want) != id {
			t.Errorf("die %d: card %d, want %d", die, id, want)
		}
	}
	for _, die := range []int{-1, 7} {
		if err := s.Companion.Check(Action{Kind: CRoll, Die: die}); err == nil || !strings.Contains(err.Error(), "die_faces") {
			t.Errorf("die %d: %v", die, err)
		}
	}
}

// The app's die comes from the state's generator: undo and roll again gives the same die.
func TestCompanionUndoNeverRerolls(t *testing.T) {
	s := cmpStart(t, Options{Seed: 99})
	h := s.Companion.Hash()
	cmpDo(t, s, Action{Kind: CRoll})
	die, card := s.Companion.Outlaw.Die, s.Companion.Outlaw.Faceup[s.Companion.Outlaw.Slot]
	cmpDo(t, s, Action{Kind: CSkip})
	if u1, u2 := s.Undo(), s.Undo(); u1.IsZero() || u2.IsZero() {
		t.Fatal("undo refused")
	}
	if s.Companion.Hash() != h {
		t.Fatal("undo did not restore the state exactly")
	}
	for k := 0; k < 3; k++ {
		cmpDo(t, s, Action{Kind: CRoll})
		if s.Companion.Outlaw.Die != die || s.Companion.Outlaw.Faceup[s.Companion.Outlaw.Slot] != card {
			t.Fatalf("after undo the die shows %d (card %d), first %d (card %d)", s.Companion.Outlaw.Die, s.Companion.Outlaw.Faceup[s.Companion.Outlaw.Slot], die, card)
		}
		s.Undo()
	}
}

// I16: the stolen resource is of a type the hideout lacks if you hold one; otherwise any type.
func TestCompanionI16TheftType(t *testing.T) {
	s := cmpStart(t, Options{Seed: 5})
	cmpRefused(t, s, Action{Kind: CHandOver, Res: "coal"}, "no_theft")
	cmpDo(t, s, Action{Kind: CDock, Dock: 1})
	cmpDo(t, s, Action{Kind: CHandOver, Res: "coal"})
	if s.Companion.Hideout[catalog.Coal] != 1 || s.Companion.Thefts != 0 {
		t.Fatalf("hideout %v, thefts %d", s.Companion.Hideout, s.Companion.Thefts)
	}
	if lack := s.Companion.TheyLack(); len(lack) != 4 || slices.Contains(lack, catalog.Coal) {
		t.Fatalf("they lack %v", lack)
	}
	cmpDo(t, s, Action{Kind: CDock, Dock: 1})
	cmpRefused(t, s, Action{Kind: CHandOver, Res: "coal"}, "wrong_type{Res=0 coal, List=companion.list.or.4{I1=0 iron, I2=0 gold, I3=0 water, I4=0 whistle}}")
	cmpRefused(t, s, Action{Kind: CHandOver, Res: "ruby"}, "no_resource")
	// you hold none of the types they lack: coal again is fine
	cmpDo(t, s, Action{Kind: CHandOver, Res: "coal", Flag: true})
	cmpDo(t, s, Action{Kind: CDock, Dock: 1})
	cmpDo(t, s, Action{Kind: CHandOver, Res: "whistle"})
	if s.Companion.Hideout[catalog.Coal] != 2 || s.Companion.Hideout[catalog.Whistle] != 1 {
		t.Fatalf("hideout %v", s.Companion.Hideout)
	}
	// no resource at all: the theft comes to nothing (O-THEFT-3)
	cmpDo(t, s, Action{Kind: CDock, Dock: 1})
	cmpDo(t, s, Action{Kind: CNoResources})
	if s.Companion.Thefts != 0 || s.Companion.Hideout.Total() != 3 {
		t.Fatalf("after no resources: %d thefts, hideout %v", s.Companion.Thefts, s.Companion.Hideout)
	}
	// the rule is engine.TheftTypes, the one the digital game uses
	if got := engine.TheftTypes(catalog.Resources{2, 0, 1}, catalog.Resources{1}); !slices.Equal(got, []catalog.Resource{catalog.Gold}) {
		t.Fatalf("TheftTypes = %v", got)
	}
}

// O-THEFT-1b: docking right next to a blocker ship in its market is a theft; bumping a blocker
// sends it to the next free dock (I18).
func TestCompanionDockTheftAndBump(t *testing.T) {
	s := cmpStart(t, Options{Seed: 5})
	// blockers: balloon at dock 2 (small machines), blimp at dock 7 (scaffolds A), dreadnought at 9
	if s.Companion.Blockers != [3]int8{1, 6, 8} {
		t.Fatalf("blockers at %v", s.Companion.Blockers)
	}
	for dock, theft := range map[int]bool{1: true, 8: true, 5: false, 3: false} {
		c := s.Companion.Clone()
		if _, err := c.Apply(Action{Kind: CDock, Dock: dock}); err != nil {
			t.Fatal(err)
		}
		if (c.Thefts == 1) != theft {
			t.Errorf("dock %d: %d thefts", dock, c.Thefts)
		}
	}
	cmpRefused(t, s, Action{Kind: CDock, Dock: 2}, "bump_only")
	cmpRefused(t, s, Action{Kind: CDock, Dock: 10}, "no_dock{N=10")
	// bump the balloon from dock 2 while your other airship holds dock 3: it goes to dock 4
	cmpDo(t, s, Action{Kind: CDock, Dock: 2, Flag: true, Docks: []int{3}})
	if s.Companion.Blockers[0] != 3 || s.Companion.Thefts != 0 {
		t.Fatalf("after the bump: blockers %v, thefts %d", s.Companion.Blockers, s.Companion.Thefts)
	}
}

// O-ACT-9, I17, I15: a blocker skipping two of your docks steals once; the next free dock is the
// next one holding no airship at all.
func TestCompanionRotationSkipsTwoOfYourDocks(t *testing.T) {
	s := cmpStart(t, Options{Seed: 5, Deck: cmpDeck(t, 40, "rotate")})
	cmpDo(t, s, Action{Kind: CRoll, Die: 1})
	cmpRefused(t, s, Action{Kind: CDone, Docks: []int{2}}, "dock_blocked")
	cmpRefused(t, s, Action{Kind: CDone, Docks: []int{3, 3}}, "dock_twice")
	cmpRefused(t, s, Action{Kind: CDone, Docks: []int{3, 4, 5, 6}}, "three_airships")
	// your airships at docks 3 and 4 (medium and large machines), right after the balloon
	ev := cmpDo(t, s, Action{Kind: CDone, Docks: []int{3, 4}})
	if s.Companion.Blockers != [3]int8{4, 7, 0} {
		t.Fatalf("blockers went to %v, want docks 5, 8, 1 (0-based 4, 7, 0)\n%s", s.Companion.Blockers, cmpText(ev))
	}
	if s.Companion.Thefts != 1 {
		t.Fatalf("%d thefts, want 1 (one per blocker ship, I15)\n%s", s.Companion.Thefts, cmpText(ev))
	}
	text := cmpText(ev)
	for _, want := range []string{"companion.log.blocker_moves{Ship=word.ship.balloon, From=" + s.Companion.dockID(1) + ", To=" + s.Companion.dockID(4), "O-THEFT-1c", "companion.log.thefts{Count=1}"} {
		if !strings.Contains(text, want) {
			t.Errorf("the log does not say %q:\n%s", want, text)
		}
	}
	if s.Companion.Phase != PhaseYou {
		t.Fatalf("a one-action card should end the turn, phase %s", s.Companion.Phase)
	}
	cmpRefused(t, s, Action{Kind: CRoll}, "thefts_waiting")
	cmpDo(t, s, Action{Kind: CHandOver, Res: "gold"})
	// no airship of yours in a dock: no theft
	cmpDo(t, s, Action{Kind: CRoll, Die: 6})
	cmpDo(t, s, Action{Kind: CDone})
	if s.Companion.Thefts != 0 || s.Companion.Blockers != [3]int8{5, 8, 1} {
		t.Fatalf("second rotation: blockers %v, thefts %d", s.Companion.Blockers, s.Companion.Thefts)
	}
}

// cmpDeck builds a deck of n cards, each with the given actions.
func cmpDeck(t testing.TB, n int, actions ...string) *outlaws.Deck {
	t.Helper()
	d := outlaws.Deck{Name: catalog.Names{EN: "Test deck", FR: "Paquet d'essai"}}
	for i := 1; i <= n; i++ {
		d.Cards = append(d.Cards, outlaws.Card{ID: i, Actions: actions})
	}
	data, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	deck, err := LoadDeck(data)
	if err != nil {
		t.Fatal(err)
	}
	return deck
}

// O-TURN-5, I5: the outlaw turn that draws the last card is the last turn.
func TestCompanionDeckOut(t *testing.T) {
	s := cmpStart(t, Options{Seed: 8, Deck: cmpDeck(t, 5, "ship:balloon", "move")})
	for turn := 1; turn <= 2; turn++ {
		if s.Companion.Phase != PhaseYou {
			t.Fatalf("turn %d: phase %s", turn, s.Companion.Phase)
		}
		cmpDo(t, s, Action{Kind: CRoll, Die: turn})
		cmpDo(t, s, Action{Kind: CDone})
		last := Action{Kind: CDone}
		if turn == 2 {
			last.Kind = CSkip
		}
		ev := cmpDo(t, s, last)
		if turn == 2 && !strings.Contains(cmpText(ev), "companion.log.deck_out") {
			t.Fatalf("deck-out not logged:\n%s", cmpText(ev))
		}
		if turn == 2 && strings.Contains(cmpText(ev), "result") {
			t.Fatalf("the scratch game's verdict leaked into the log:\n%s", cmpText(ev))
		}
	}
	if s.Companion.Phase != PhaseOver || s.Companion.End.Reason != "deck" || len(s.Companion.Outlaw.Deck) != 0 {
		t.Fatalf("phase %s, end %+v, deck %v", s.Companion.Phase, s.Companion.End, s.Companion.Outlaw.Deck)
	}
	cmpRefused(t, s, Action{Kind: CRoll}, "refuse.over")
	if z := s.Companion.Zones(); z.Barracks[0] != 0 || z.Barracks[1] != 1 || z.Scaffold != 1 {
		t.Fatalf("the first move took the wrong worker: %+v", z)
	}
}

// I4: both barracks empty during your turn: the outlaws take one more turn, then the end.
func TestCompanionBarracksEndOnYourTurn(t *testing.T) {
	s := cmpStart(t, Options{Seed: 8, Deck: cmpDeck(t, 30, "ship:balloon")})
	for f := 0; f < s.Companion.cat.Board.BarracksFloors; f++ {
		cmpDo(t, s, Action{Kind: CWorker, From: "barracks", To: "scaffold"})
	}
	if s.Companion.End.Triggered {
		t.Fatal("the end started while your barracks hold workers")
	}
	ev := cmpDo(t, s, Action{Kind: CYourEmpty})
	if !s.Companion.End.Triggered || s.Companion.End.TriggerBy != engine.You || !strings.Contains(cmpText(ev), "companion.log.last_turns_you") {
		t.Fatalf("end %+v\n%s", s.Companion.End, cmpText(ev))
	}
	cmpRefused(t, s, Action{Kind: CFinish}, "not_last_turn")
	cmpDo(t, s, Action{Kind: CRoll, Die: 2})
	cmpDo(t, s, Action{Kind: CDone})
	if s.Companion.Phase != PhaseOver || s.Companion.End.Reason != "barracks" {
		t.Fatalf("after the outlaws' last turn: phase %s, end %+v", s.Companion.Phase, s.Companion.End)
	}
}

// I4: the outlaws empty the barracks during their turn: you take one more turn, then the end.
func TestCompanionBarracksEndOnTheirTurn(t *testing.T) {
	s := cmpStart(t, Options{Seed: 8, Deck: cmpDeck(t, 30, "move")})
	for f := 1; f < s.Companion.cat.Board.BarracksFloors; f++ {
		cmpDo(t, s, Action{Kind: CWorker, From: "barracks", To: "scaffold"})
	}
	cmpDo(t, s, Action{Kind: CYourEmpty})
	if s.Companion.End.Triggered {
		t.Fatal("the end started with an outlaw in the barracks")
	}
	cmpDo(t, s, Action{Kind: CRoll, Die: 3})
	cmpDo(t, s, Action{Kind: CDone}) // their last barracks worker leaves
	if !s.Companion.End.Triggered || s.Companion.End.TriggerBy != engine.Outlaws || s.Companion.Phase != PhaseYou || !s.Companion.LastTurn() {
		t.Fatalf("end %+v, phase %s", s.Companion.End, s.Companion.Phase)
	}
	cmpRefused(t, s, Action{Kind: CRoll}, "last_turn_played")
	cmpDo(t, s, Action{Kind: CFinish})
	if s.Companion.Phase != PhaseOver || s.Companion.End.Reason != "barracks" {
		t.Fatalf("phase %s, end %+v", s.Companion.Phase, s.Companion.End)
	}
}

// I10: the outlaws score a machine's VP and the build bonus instead of its effect; the app picks
// the options and their values from the catalog.
func TestCompanionMachineBuildBonus(t *testing.T) {
	s := cmpStart(t, Options{Seed: 8, Deck: cmpDeck(t, 30, "machine:large", "upgrade")})
	cmpDo(t, s, Action{Kind: CRoll, Die: 1})
	ch := s.Companion.MachineChoices("large")
	for _, m := range ch {
		if slices.Contains(s.Companion.cat.Board.OutlawExcluded, m.ID) {
			t.Fatalf("%s is put back at setup (O-SETUP-7) but offered", m.ID)
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
	cmpRefused(t, s, Action{Kind: CDone, ID: "double-coal"}, "not_that_machine")
	ev := cmpDo(t, s, Action{Kind: CDone, ID: bonus.ID})
	if s.Companion.VP != bonus.Value || bonus.Value != bonus.VP+5 {
		t.Fatalf("VP %d after %+v\n%s", s.Companion.VP, bonus, cmpText(ev))
	}
	if slices.ContainsFunc(s.Companion.MachineChoices("large"), func(m MachineChoice) bool { return m.ID == bonus.ID }) {
		t.Fatal("a machine built is still offered")
	}
	up := s.Companion.UpgradeChoices()
	cmpDo(t, s, Action{Kind: CDone, ID: up[0].ID})
	if sc := s.Companion.OutlawScore(); sc.Upgrades != up[0].Value || sc.Play != bonus.Value {
		t.Fatalf("score %+v, upgrade %+v", sc, up[0])
	}
}

// Climb and promote move the outlaw workers with the digital game's code (O-ACT-7, 8, I13).
func TestCompanionPromoteAndClimb(t *testing.T) {
	s := cmpStart(t, Options{Seed: 8, Deck: cmpDeck(t, 30, "rescue", "promote", "climb")})
	cmpDo(t, s, Action{Kind: CRoll, Die: 1})
	cmpDo(t, s, Action{Kind: CDone})
	cmpRefused(t, s, Action{Kind: CDone}, "floor_range")
	cmpDo(t, s, Action{Kind: CDone, Floor: 5})
	if !slices.Equal(s.Companion.AwardAsk, []int{5}) {
		t.Fatalf("no award question after the promotion: %v", s.Companion.AwardAsk)
	}
	cmpRefused(t, s, Action{Kind: CDone}, "award_waiting")
	cmpDo(t, s, Action{Kind: CAward})
	ev := cmpDo(t, s, Action{Kind: CDone})
	z := s.Companion.Zones()
	if !slices.Equal(z.Tower, []int{6}) || z.Whirlpool != 1 || !strings.Contains(cmpText(ev), "companion.log.climb{From=5, Floor=6}") {
		t.Fatalf("zones %+v\n%s", z, cmpText(ev))
	}
	cmpDo(t, s, Action{Kind: CAward, ID: "vp-4"})
	if sc := s.Companion.OutlawScore(); sc.Tower != 6 || sc.Awards != 1 || sc.Whirlpool != -5 {
		t.Fatalf("score %+v", sc)
	}
}

// A companion save refuses wrong versions, truncated, damaged and hostile files with a clear
// message, and never panics.
func TestCompanionSaveRefusals(t *testing.T) {
	cat := cmpCatalog(t)
	s := cmpStart(t, Options{Seed: 12, Difficulty: "hard"})
	cmpDo(t, s, Action{Kind: CRoll, Die: 3})
	cmpDo(t, s, Action{Kind: CSkip})
	data, err := s.Save()
	if err != nil {
		t.Fatal(err)
	}
	l, err := Load(wiring.BoxOf(cat), data)
	if err != nil || l.Companion.Hash() != s.Companion.Hash() || l.Companion.Difficulty != "hard" {
		t.Fatalf("round trip: %v", err)
	}
	if u1, u2 := l.Undo(), l.Undo(); u1.IsZero() || u2.IsZero() || l.Companion.Phase != PhaseYou {
		t.Fatal("a loaded game cannot be undone")
	}
	cases := map[string]struct {
		data []byte
		want string
	}{
		"newer":     {bytes.Replace(data, []byte(`"version": 2`), []byte(`"version": 3`), 1), "newer version"},
		"zero":      {bytes.Replace(data, []byte(`"version": 2`), []byte(`"version": 0`), 1), "not supported"},
		"truncated": {data[:len(data)/2], "not a readable"},
		"empty":     {nil, "not a readable"},
		"other":     {[]byte(`{"format":"whistle-mountain-outlaws-save","version":1}`), "not a Whistle Mountain: Outlaws companion save"},
		"unknown":   {bytes.Replace(data, []byte(`"actions"`), []byte(`"evil": 1, "actions"`), 1), "unknown field"},
		"level":     {bytes.Replace(data, []byte(`"hard"`), []byte(`"nightmare"`), 1), "unknown difficulty"},
		"deck":      {[]byte(`{"format":"whistle-mountain-outlaws-companion","version":2,"options":{"seed":1,"deck":{"name":{"en":"x","fr":"x"},"cards":[{"id":1,"actions":["fly"]}]}},"actions":[],"hash":""}`), "options"},
		"docks":     {[]byte(`{"format":"whistle-mountain-outlaws-companion","version":2,"options":{"seed":1},"actions":[{"kind":"dock","docks":[1,2,3,4,5,6,7,8,9,10,11]}],"hash":""}`), "too many docks"},
		"trailing":  {append(append([]byte(nil), data...), []byte(`{}`)...), "not a readable"},
	}
	for name, tc := range cases {
		_, err := Load(wiring.BoxOf(cat), tc.data)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error containing %q", name, err, tc.want)
		}
	}
	// a save whose actions lead elsewhere, or stop being possible, with the current rules (a
	// later version corrected a rule) loads, replayed with the current rules, with a notice
	l, err = Load(wiring.BoxOf(cat), bytes.Replace(data, []byte(`"hash": "`), []byte(`"hash": "0`), 1))
	if err != nil || l.Notice == nil || l.Notice.Refused || l.Companion.Hash() != s.Companion.Hash() {
		t.Errorf("another outcome: %v, notice %+v", err, l.Notice)
	}
	l, err = Load(wiring.BoxOf(cat), bytes.Replace(data, []byte(`"die": 3`), []byte(`"die": 9`), 1))
	if err != nil || l.Notice == nil || !l.Notice.Refused || l.Notice.Dropped != 2 || len(l.History) != len(s.History)-2 {
		t.Errorf("an action no longer possible: %v, notice %+v", err, l.Notice)
	}
	// the same actions in a save of format 1 load too (an older app's save), and arrive at the
	// same game
	l, err = Load(wiring.BoxOf(cat), bytes.Replace(data, []byte(`"version": 2`), []byte(`"version": 1`), 1))
	if err != nil || l.Notice != nil || l.Companion.Hash() != s.Companion.Hash() {
		t.Errorf("format 1: %v, notice %+v", err, l.Notice)
	}
}

// A companion game saved by the app of 2026-11-22 (format 1: no tower, markets or printed
// cards; a "waterlogged at once" flag on machines) loads with the current model and rules: every
// action carries over, the finished game is scored again, and the notice names the first action
// whose outcome the X1 correction changed (action 66: their trophy room, waterlogged by their
// own flood, now keeps its build bonus).
func TestLoadFormat1(t *testing.T) {
	cat := cmpCatalog(t)
	data, err := os.ReadFile(filepath.Join("..", "engine", "testdata", "saves", "landed-2026-11-22", "companion-finished.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte(`"version": 1`)) {
		t.Fatal("the landed companion save is not of format 1")
	}
	s, err := Load(wiring.BoxOf(cat), data)
	if err != nil {
		t.Fatalf("the format-1 save does not load: %v", err)
	}
	if s.Notice == nil || s.Notice.Refused || s.Notice.From != 66 {
		t.Fatalf("notice %+v, want the outcome to differ from action 66 on", s.Notice)
	}
	if s.Companion.Phase != PhaseOver || s.Companion.Result == nil || !slices.Contains(s.Companion.Machines, "trophy-room") {
		t.Fatalf("the finished game did not carry over: phase %s, machines %v", s.Companion.Phase, s.Companion.Machines)
	}
	// the same file without that flag plays out as it was saved: no notice
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	delete(doc["actions"].([]any)[65].(map[string]any), "flag")
	plain, _ := json.Marshal(doc)
	if p, err := Load(wiring.BoxOf(cat), plain); err != nil || p.Notice != nil || p.Companion.VP != s.Companion.VP {
		t.Fatalf("without the flag: %v, notice %+v", err, p.Notice)
	}
	cmpCheckState(t, s.Companion)
}

// Every refusal leaves the state alone, in every phase, and a refused score changes nothing.
func TestCompanionRefusalsChangeNothing(t *testing.T) {
	s := cmpStart(t, Options{Seed: 77})
	bad := []Action{
		{Kind: "fly"}, {Kind: CDone}, {Kind: CSkip}, {Kind: CScore}, {Kind: CFinish},
		{Kind: CAward, ID: "vp-4"}, {Kind: CShipHome, Ship: "balloon"}, {Kind: CShipHome, Ship: "zeppelin"},
		{Kind: CPromoted, Floor: 3}, {Kind: CTheftGrid}, {Kind: CWorker, From: "tower", To: "barracks"},
		{Kind: CWorker, From: "barracks", To: "tower", Floor: 99}, {Kind: CFlood, Count: 3}, {Kind: CKeepAbility, ID: "x"},
	}
	for _, a := range bad {
		before := s.Companion.Hash()
		if _, err := s.Apply(a); err == nil {
			t.Errorf("%+v accepted", a)
		}
		if s.Companion.Hash() != before {
			t.Errorf("%+v changed the state", a)
		}
	}
}

func FuzzLoad(f *testing.F) {
	fuzzing.QuickMinimize()
	cat := cmpCatalog(f)
	s := cmpStart(f, Options{Seed: 4})
	cmpDo(f, s, Action{Kind: CRoll, Die: 5})
	cmpDo(f, s, Action{Kind: CDone})
	data, _ := s.Save()
	f.Add(data)
	f.Add(data[:len(data)-7])
	f.Add([]byte(`{"format":"whistle-mountain-outlaws-companion","version":2,"options":{"seed":1},"actions":[{"kind":"keep_ability","id":"x"}],"hash":""}`))
	f.Add([]byte(`{"format":"whistle-mountain-outlaws-companion","version":2,"options":{"seed":1,"deck":{"name":{"en":"a","fr":"a"},"cards":[]}},"actions":[],"hash":""}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := Load(wiring.BoxOf(cat), data)
		if err == nil && len(l.History) > 0 {
			cmpCheckState(t, l.Companion)
		}
	})
}

// The markets as dealt: the machine picker offers the market's pieces, the app's pick is the one
// worth the most (the leftmost on a tie, I10), a taken piece leaves the market, an emptied market
// asks for its new pieces before the game goes on.
func TestCompanionMarkets(t *testing.T) {
	s := cmpStart(t, Options{Seed: 21, Deck: cmpDeck(t, 30, "machine:small")})
	cmpDo(t, s, Action{Kind: CMarketsLaid, Flag: true})
	c := s.Companion
	market := c.MarketPieces(MarketSmall)
	if len(market) != c.cat.Board.MarketSlots {
		t.Fatalf("small market %v", market)
	}
	ch := c.MachineChoices("small")
	if len(ch) != len(market) {
		t.Fatalf("choices %v, market %v", ch, market)
	}
	id, worth, ok := c.Pick(MarketSmall)
	if !ok || id != ch[0].ID || worth != ch[0].Value {
		t.Fatalf("pick %s %d %v, choices %v", id, worth, ok, ch)
	}
	for _, m := range ch[1:] {
		if m.Value == worth && slices.Index(market, m.ID) < slices.Index(market, id) {
			t.Fatalf("a tie goes to the leftmost: %s before %s in %v", m.ID, id, market)
		}
	}
	for k := 0; k < len(market); k++ {
		cmpDo(t, s, Action{Kind: CRoll, Die: 1})
		pick, _, _ := s.Companion.Pick(MarketSmall)
		cmpDo(t, s, Action{Kind: CDone, ID: pick})
		if slices.Contains(s.Companion.MarketPieces(MarketSmall), pick) {
			t.Fatal("a machine taken stays in the market")
		}
	}
	if !slices.Equal(s.Companion.MarketAsk, []int{MarketSmall}) {
		t.Fatalf("the emptied market is not asked for: %v", s.Companion.MarketAsk)
	}
	cmpRefused(t, s, Action{Kind: CRoll}, "refill_waiting")
	cmpRefused(t, s, Action{Kind: CRefill, Slot: MarketSmall, IDs: []string{"trap"}}, "not_for_market")
	var fresh []string
	for _, m := range c.cat.Machines {
		if m.Size == "small" && !slices.Contains(s.Companion.Machines, m.ID) && len(fresh) < 2 {
			fresh = append(fresh, m.ID)
		}
	}
	cmpDo(t, s, Action{Kind: CRefill, Slot: MarketSmall, IDs: fresh})
	if got := s.Companion.MarketPieces(MarketSmall); !slices.Equal(got, fresh) {
		t.Fatalf("refilled market %v", got)
	}
	// your own take from it
	cmpDo(t, s, Action{Kind: CYourTake, ID: fresh[0]})
	if slices.Contains(s.Companion.MarketPieces(MarketSmall), fresh[0]) {
		t.Fatal("your take stays in the market")
	}
}
