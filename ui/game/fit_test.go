package game

import (
	"slices"
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/geom"
	"whistle/engine/scenario"
	"whistle/internal/wiring"
)

// A hint to dock at a machine dock says where each face-up machine of that size would fit now,
// and while you forge, a stored machine with no build says why instead of just missing from the
// Build list.
func TestHintAndBuildSayWhereMachinesFit(t *testing.T) {
	s := newSession(t)
	en := english(t, s.Cat)
	PlayTurns(s, 1)
	g := s.Game()
	dock := 0
	for i, d := range s.Cat.Board.Docks {
		if d.Kind == "small_machine" && g.DockOccupant(i) < 0 {
			dock = i + 1
		}
	}
	if dock == 0 {
		t.Fatal("no free small machine dock in this position (fixed by its seed: the test needs one)")
	}
	h := s.Hints().describeHint(engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: dock})
	text := en(h.Text)
	for _, d := range g.MachineMarkets[0].Slots {
		if d < 0 {
			continue
		}
		name := s.Cat.Machines[d].Name.EN
		if !strings.Contains(text, name+" (fits in ") && !strings.Contains(text, name+" (fits nowhere now") {
			t.Errorf("the hint does not say where %s fits: %q", name, text)
		}
	}

	// a small machine in storage and no scaffold to build it on: forging says why
	g2, err := scenario.Load(s.Box, []byte(`{"version": 1, "seed": 3, "you": {"resources": {}, "machines": ["double-coal"]}}`))
	if err != nil {
		t.Fatal(err)
	}
	s.SetGame(g2)
	if !s.Do(engine.Action{Kind: engine.ActForge}) {
		t.Fatalf("forge refused: %s", s.Status().Msg.Debug())
	}
	// a card that takes a machine: its hint says where the face-up ones fit
	h = s.Hints().describeHint(engine.Action{Kind: engine.ActPlayCard, ID: "small-market"})
	if text := en(h.Text); !strings.Contains(text, "(fits nowhere now: no area of 2 × 2") {
		t.Errorf("the hint to play Small Market does not say where the machines fit: %q", text)
	}
	why := s.Fits().UnbuildableMachines()
	if len(why) != 1 || !strings.Contains(en(why[0]), "Double Coal cannot be built now: no area of 2 × 2 uncovered scaffold squares above the water") {
		t.Fatalf("forging with an unplaceable machine says %v", why)
	}
}

// Your own airships coming home are not framed as the outlaws' changes: only what the outlaws
// moved is (a blocker ship changing dock is).
func TestOwnAirshipsNeverFramedAsOutlawChanges(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	g, err := scenario.Load(wiring.BoxOf(cat), []byte(`{"version": 1, "seed": 3, "you": {"resources": {}},
		"ships": [{"owner": "you", "kind": "balloon", "dock": 3}, {"owner": "you", "kind": "blimp", "at": "E5"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	before := takeSnapshot(g)
	for _, k := range []engine.ShipKind{engine.Balloon, engine.Blimp} {
		s := &g.Ships[g.ShipIndex(engine.You, k)]
		s.Loc, s.Cells, s.Dock, s.OnScaffold = engine.Home, nil, 0, false
	}
	var c Changes
	c.diff(before, takeSnapshot(g))
	if !c.Empty() {
		t.Fatalf("your airships going home are framed: %+v", c)
	}
	bl := g.ShipIndex(engine.Blockers, engine.Balloon)
	for d := int(g.Ships[bl].Dock) + 1; ; d++ { // the next dock holding no airship
		if g.DockOccupant(d%len(g.Board().Docks)) < 0 {
			g.Ships[bl].Dock = int8(d % len(g.Board().Docks))
			break
		}
	}
	c.diff(before, takeSnapshot(g))
	if len(c.Docks) != 2 {
		t.Fatalf("a blocker ship changing dock frames %d docks, want the two", len(c.Docks))
	}
}

// After a turn of the held scaffold the ghost still covers the square under the pointer (or the
// square tapped), wherever that is, legal spot or not.
func TestGhostCoversThePointerAfterARotation(t *testing.T) {
	s := newSession(t)
	g, err := scenario.Load(s.Box, []byte(`{"version": 1, "seed": 3, "scaffolds": [{"tile": "L-coal-iron", "at": "C1"}],
		"you": {"resources": {"coal": 4, "iron": 4, "gold": 4, "water": 4}, "scaffolds": ["T-gold-water"]}}`))
	if err != nil {
		t.Fatal(err)
	}
	s.SetGame(g)
	if !s.Do(engine.Action{Kind: engine.ActForge}) {
		t.Fatalf("forge refused: %s", s.Status().Msg.Debug())
	}
	var piece *BuildPiece
	for _, p := range s.Moves().BuildPieces() {
		if p.Kind == engine.ActBuildScaffold {
			piece = &p
			break
		}
	}
	if piece == nil {
		t.Fatal("no scaffold to build")
	}
	s.Hand().SelectPiece(*piece)
	b := s.Cat.Board
	for r := 1; r <= b.GridRows; r += 2 {
		for col := 0; col < b.Columns; col += 2 {
			c := geom.C(col, r)
			s.Taps().HoverCell(c)
			for turn := 0; turn < 4; turn++ {
				s.Hand().Rotate()
				g := s.Hand().CurrentGhost()
				if g == nil || !slices.Contains(g.Cells, c) {
					t.Fatalf("after %d turns over %s the ghost covers %v", turn+1, c, g)
				}
				if h := s.Hand().GhostAt(c); !slices.Contains(h.Cells, c) {
					t.Fatalf("the hover ghost over %s covers %v", c, h.Cells)
				}
			}
		}
	}
}

// "Where?" frames every place a machine fits now on the board, says how many on the status line
// (or why none), and goes with a second press or your next action.
func TestShowWhereAMachineFits(t *testing.T) {
	s := newSession(t)
	en := english(t, s.Cat)
	g, err := scenario.Load(s.Box, []byte(`{"version": 1, "seed": 3,
		"scaffolds": [{"tile": "L-coal-coal", "at": "E8", "orient": 5}, {"tile": "L-iron-iron", "at": "F8", "orient": 7}],
		"you": {"resources": {}, "machines": ["double-coal"]}}`))
	if err != nil {
		t.Fatal(err)
	}
	s.SetGame(g)
	s.Fits().ShowFits("double-coal")
	cells := s.Fits().FitCells()
	if len(cells) != 8 || !cells[geom.C(4, 8)] || !cells[geom.C(7, 9)] {
		t.Fatalf("the places of a 2 × 2 machine on a 4 × 2 platform: %v", cells)
	}
	if got := en(s.Status().Msg); got != "Double Coal fits in 3 places, framed in blue on the board." {
		t.Errorf("the status line says %q", got)
	}
	s.Fits().ShowFits("double-coal")
	if s.Fits().FitCells() != nil {
		t.Error("a second press does not hide the places")
	}
	s.Fits().ShowFits("machine-hub") // large: 3 × 3 does not fit a platform two rows high
	if s.Fits().FitCells() == nil || len(s.Fits().FitCells()) != 0 || !strings.Contains(en(s.Status().Msg), "fits nowhere now") {
		t.Errorf("a machine that fits nowhere: %v, %q", s.Fits().FitCells(), en(s.Status().Msg))
	}
	s.Do(engine.Action{Kind: engine.ActForge})
	if s.Fits().Shown != "" {
		t.Error("the places stay framed after an action")
	}
}
