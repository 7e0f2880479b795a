package game

import (
	"slices"
	"testing"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
)

// towerTextBefore is how a floor read before copied games hid untold awards: every award on it.
func towerTextBefore(g *engine.Game, floor int) msg.Msg {
	t := msg.New("Tower floor {{.F}}: worth {{.VP}} VP a worker at the end.", msg.Num("F", floor), msg.Num("VP", g.Board().TowerVP[floor-1]))
	if aw := g.Tower[floor-1]; len(aw) > 0 {
		var names []msg.Msg
		for _, a := range aw {
			names = append(names, msg.New(msg.PlainID, msg.Comp("Text", catalog.CompAward+g.Catalog().Awards[a].ID)))
		}
		t = msg.New("game.and", msg.Sub("A", t), msg.Sub("B", msg.New("Awards here: {{.Names}} (the first worker to arrive takes one).", msg.List("Names", names...))))
	}
	return t
}

// A floor's text never names an award the table has not told (a copied game's setup asks
// them); the digital game's reads as before.
func TestTowerTextHidesUntoldAwards(t *testing.T) {
	s := newSession(t)
	en := english(t, s.Cat)
	for f := 1; f <= len(s.Game().Tower); f++ {
		if got, want := en(TowerText(s.Game(), f)), en(towerTextBefore(s.Game(), f)); got != want {
			t.Fatalf("digital floor %d: %q, before %q", f, got, want)
		}
	}
	g, _ := s.Box.NewGame(engine.Options{Seed: 5, Variant: "outlaws"})
	g.CopyTable()
	hidden := 0
	for f := 1; f <= len(g.Tower); f++ {
		got := en(TowerText(g, f))
		for k, a := range g.Tower[f-1] {
			if !g.Untold("tower", f-1, k) {
				continue
			}
			hidden++
			name := s.Cat.Awards[a].Name.EN
			if slices.ContainsFunc(g.Tower[f-1], func(b int16) bool { return b != a && s.Cat.Awards[b].Name.EN == name }) {
				continue
			}
			if want := en(towerTextBefore(g, f)); got == want {
				t.Fatalf("floor %d names its untold award: %q", f, got)
			}
		}
	}
	if hidden == 0 {
		t.Fatal("no award asked in a copied game's setup")
	}
}

// In a copied game, each scaffold or machine the outlaws place carries the VP its step scored
// (the board's badge), the number the sentence of that placement names; the digital game has
// no badge. A face-up outlaw card is not described before the table has told it.
func TestOutlawPlacementsCarryTheirVP(t *testing.T) {
	for _, copied := range []bool{true, false} {
		s := newSession(t)
		g, _ := s.Box.NewGame(engine.Options{Seed: 8, Variant: "outlaws", Difficulty: "normal"})
		if copied {
			g.CopyTable()
		}
		s.SetGame(g)
		badges := 0
		outlawAsked := 0
		for k := 0; k < 6000 && !s.Game().Over() && badges < 3; k++ {
			if r, ok := s.Game().TableQuestion(); ok && r.Pile == "outlaw" {
				outlawAsked++
				if !CardText(s.Game(), r.Slot).IsZero() {
					t.Fatal("a face-up outlaw card named before the table told it")
				}
			}
			if !s.Outlaws().OutlawsToMove() {
				if !s.Do(GreedyMove(s.Game())) {
					t.Fatalf("your move refused: %v", s.Status().Msg.ID)
				}
				continue
			}
			lines := len(s.Outlaws().Banner.Lines)
			if !s.Outlaws().OutlawStep() {
				t.Fatalf("outlaws stuck: %v", s.Status().Msg.ID)
			}
			for _, l := range s.Outlaws().Banner.Lines[min(lines, len(s.Outlaws().Banner.Lines)):] {
				switch l.Text.ID {
				case "ol.scaffold", "ol.machine", "ol.machine_turned", "ol.scaffold_near", "ol.machine_near", "ol.machine_turned_near", "ol.scaffold_p", "ol.machine_p":
				default:
					continue
				}
				if !copied {
					if s.Outlaws().Changed != nil && len(s.Outlaws().Changed.VP) > 0 {
						t.Fatal("a badge in the digital game")
					}
					badges++
					continue
				}
				vp, _ := l.Text.Arg("VP")
				var cells []geom.Cell
				if n := len(s.Game().Scaffolds); n > 0 && s.Game().Scaffolds[n-1].Owner == engine.Outlaws && (l.Text.ID == "ol.scaffold" || l.Text.ID == "ol.scaffold_near" || l.Text.ID == "ol.scaffold_p") {
					cells = s.Game().Scaffolds[n-1].Cells[:]
				} else {
					cells = s.Game().Machines[len(s.Game().Machines)-1].Cells
				}
				got, ok := s.Outlaws().Changed.VP[badgeCell(cells)]
				if !ok || got != vp.Num {
					t.Fatalf("%s names %d VP, the badge %d (%v)", l.Text.ID, vp.Num, got, ok)
				}
				badges++
			}
		}
		if copied && badges > 0 && s.Outlaws().Changed != nil && len(s.Outlaws().Changed.VP) > 0 {
			// resuming the game ("since you left") badges the same placements of their last turn
			for !s.Game().Over() && s.Outlaws().OutlawsToMove() {
				if !s.Outlaws().OutlawStep() {
					break
				}
			}
			if s.Game().Active() == engine.You && len(s.Outlaws().Banner.Lines) > 0 {
				want := s.Outlaws().Changed.VP
				if len(want) == 0 {
					t.Fatal("their last turn lost its badges")
				}
				s.Outlaws().StartRecap()
				t.Logf("recap: %d badges", len(s.Outlaws().Changed.VP))
				for c, vp := range want {
					if s.Outlaws().Changed.VP[c] != vp {
						t.Fatalf("the recap badges %v with %d VP, the turn %d", c, s.Outlaws().Changed.VP[c], vp)
					}
				}
			}
		}
		if copied && outlawAsked == 0 {
			t.Fatal("no outlaw card asked")
		}
		if badges == 0 {
			t.Fatalf("copied %v: no outlaw placement in the games played", copied)
		}
	}
}
