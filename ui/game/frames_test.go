package game

import (
	"testing"

	"whistle/engine"
)

// In a copied game the outlaws' turn often ends with a question (the new top of the stack
// they took from, the card drawn): the frames and the "+N VP" badge of what they placed stay
// through the answers, until your own next move says their pieces are placed at the table.
func TestOutlawFramesStayThroughTheAnswers(t *testing.T) {
	s := newSession(t)
	g, _ := s.Box.NewGame(engine.Options{Seed: 8, Variant: "outlaws", Difficulty: "normal"})
	g.CopyTable()
	s.SetGame(g)
	checked := 0
	for k := 0; k < 6000 && !s.Game().Over() && checked < 5; k++ {
		if _, ok := s.Game().TableQuestion(); ok {
			badged := s.Outlaws().Changed != nil && len(s.Outlaws().Changed.VP) > 0 && s.Game().Active() == engine.You
			before := 0
			if badged {
				before = len(s.Outlaws().Changed.Cells)
			}
			if !s.Do(s.Game().TableAnswers()[0]) {
				t.Fatalf("the answer refused: %v", s.Status().Msg.ID)
			}
			if badged {
				if s.Outlaws().Changed == nil || len(s.Outlaws().Changed.VP) == 0 || len(s.Outlaws().Changed.Cells) != before {
					t.Fatalf("the outlaws' frames or badge went at the answer (turn %d)", s.Game().Turn.Number)
				}
				checked++
			}
			continue
		}
		if s.Outlaws().OutlawsToMove() {
			if !s.Outlaws().OutlawStep() {
				t.Fatalf("outlaws stuck: %v", s.Status().Msg.ID)
			}
			continue
		}
		framed := s.Outlaws().Changed != nil && !s.Outlaws().Changed.Empty()
		if !s.Do(GreedyMove(s.Game())) {
			t.Fatalf("your move refused: %v", s.Status().Msg.ID)
		}
		if framed && s.Game().Active() == engine.You && s.Outlaws().Changed != nil {
			t.Fatal("the frames stay after your own move")
		}
	}
	if checked == 0 {
		t.Fatal("no outlaw turn ended with a question after a badged placement")
	}
}
