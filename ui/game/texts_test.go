package game

import (
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/msg"
	"whistle/engine/msg/msgjson"
	"whistle/internal/wiring"
	"whistle/outlaws"
)

// english renders the view model's messages with the English translation file, without Fyne.
func english(t *testing.T, cat *catalog.Catalog) func(msg.Msg) string {
	t.Helper()
	l, err := msgjson.Load("../text/translations/en.json", func(n int) bool { return n == 1 }, func(ref string) string {
		if r, ok := strings.CutPrefix(ref, CompText+catalog.CompMachine); ok {
			return cat.Machines[cat.MachineByID[r]].Text.EN
		}
		return outlaws.CompName(cat, ref, "en")
	})
	if err != nil {
		t.Fatal(err)
	}
	return func(m msg.Msg) string {
		s := msg.Render(m, l)
		if strings.Contains(s, "«") || strings.Contains(s, "{{") || strings.Contains(s, "<no value>") {
			t.Errorf("%s renders as %q", m.Debug(), s)
		}
		return s
	}
}

func newSession(t *testing.T) *Session {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	return NewSession(wiring.BoxOf(cat), engine.Options{Seed: 5, FirstGame: true, Difficulty: "normal", Variant: "outlaws"})
}

// TestARefusalCarriesTheRulesMessage: the status line of a refused action is a message that
// wraps the rules' own refusal, with nothing applied.
func TestARefusalCarriesTheRulesMessage(t *testing.T) {
	s := newSession(t)
	en := english(t, s.Cat)
	a := engine.Action{Kind: engine.ActEndTurn}
	why := s.Game().Check(a)
	if why == nil {
		t.Fatal("ending the turn during setup should be refused")
	}
	before := s.Game().Hash()
	if s.Do(a) {
		t.Fatal("a refused action was applied")
	}
	// a refusal for another decision first reads "Not now: first …" (never "Not possible: not
	// now: …"), with what the game waits for
	if !s.Status().Bad || s.Status().Msg.ID != "game.refused_wait" {
		t.Fatalf("status %s (bad %v), want game.refused_wait", s.Status().Msg.Debug(), s.Status().Bad)
	}
	got := en(s.Status().Msg)
	want := en(s.Game().Waiting())
	if !strings.HasPrefix(got, "Not now: first ") || want == "" || !strings.Contains(strings.ToLower(got), strings.ToLower(want)) || strings.Contains(strings.ToLower(got), "not possible") {
		t.Fatalf("status %q, want \"Not now: first \" and %q", got, want)
	}
	// any other refusal: "Not possible: " and the rules' own message
	s.Status().Refuse(msg.New("why.redo_nothing"))
	if arg, ok := s.Status().Msg.Arg("Why"); s.Status().Msg.ID != "game.refused" || !ok || arg.Sub == nil || arg.Sub.ID != "why.redo_nothing" {
		t.Errorf("the refusal does not carry the rules' message: %s", s.Status().Msg.Debug())
	}
	if s.Game().Hash() != before {
		t.Error("a refused action changed the game")
	}
}

// TestLabelsAndCardTextsAreMessages: what the screen shows for a piece, a machine, an outlaw
// card and a tower floor is a message that reads in English with every argument filled.
func TestLabelsAndCardTextsAreMessages(t *testing.T) {
	s := newSession(t)
	en := english(t, s.Cat)
	m := s.Cat.Machines[0]
	label := en(s.Moves().PieceLabel(BuildPiece{Kind: engine.ActBuildMachine, ID: m.ID}))
	if !strings.HasPrefix(label, m.Name.EN+" (") || !strings.Contains(label, " VP)") {
		t.Errorf("machine label %q", label)
	}
	for id, i := range s.Cat.ScaffoldByID {
		d := s.Cat.Scaffolds[i]
		if got := en(s.Moves().PieceLabel(BuildPiece{Kind: engine.ActBuildScaffold, ID: id})); !strings.Contains(got, d.Shape+" scaffold (") {
			t.Errorf("scaffold label %q", got)
		}
		break
	}
	PlayTurns(s, 1) // past the setup: the outlaw cards are face up
	if len(s.Game().Outlaw.Faceup) == 0 {
		t.Fatal("no face-up outlaw card")
	}
	card := en(CardText(s.Game(), 0))
	if !strings.HasPrefix(card, "Outlaw card ") || !strings.Contains(card, "(die 1–2)") {
		t.Errorf("card text %q", card)
	}
	if floor := en(TowerText(s.Game(), 1)); !strings.HasPrefix(floor, "Tower floor 1: worth ") {
		t.Errorf("tower text %q", floor)
	}
}
