//go:build ci

package ui

import (
	"os"
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/msg"
	"whistle/review"
	"whistle/ui/storage"
)

const reviewedSave = "../review/testdata/played-finished.wmsave"

// TestReviewFromTheEndScreenThenTryIt opens a finished solo game, its end screen's Review
// button, the review page, then Try it on the costliest moment: a new game from that position
// with the expert's move framed, the finished game kept under a name and unchanged.
func TestReviewFromTheEndScreenThenTryIt(t *testing.T) {
	was := reviewBudget
	reviewBudget = review.Budget{Samples: 4, Candidates: 3, Pick: 2}
	defer func() { reviewBudget = was }()
	data, err := os.ReadFile(reviewedSave)
	if err != nil {
		t.Fatal(err)
	}
	u := newTestUI(t)
	rec, err := engine.LoadRecord(u.cat, data)
	if err != nil {
		t.Fatal(err)
	}
	u.openHistory(rec, msg.Msg{})
	u.ShowEnd()
	tapButton(t, u, "Review the game")
	if u.Screen != "review" || !strings.Contains(screenText(u), "VP left on the table") {
		t.Fatalf("screen %q: %s", u.Screen, screenText(u))
	}
	res := u.review.r.Result()
	m := res.Moments[res.Worst[0]]
	tapButton(t, u, "Try it")
	g := u.game.S.Game()
	if u.Screen != "game" || g.Over() || g.Turn.Number != m.Turn || u.SaveName != "" {
		t.Fatalf("after Try it: screen %q, over %v, turn %d (want %d), save %q", u.Screen, g.Over(), g.Turn.Number, m.Turn, u.SaveName)
	}
	if u.game.S.Hint == nil || u.game.S.Hint.Action != m.Best {
		t.Errorf("the hint is %+v, want the expert's move %s", u.game.S.Hint, m.Best)
	}
	// the finished game was kept under its default name, as it was
	name := defaultSaveName(rec.Game)
	file, _ := storage.FileName(name)
	kept, err := u.Store.LoadFile(u.cat, file)
	if err != nil || !kept.Game.Over() || len(kept.History) != len(rec.History) {
		t.Errorf("the finished game's save %q: %v", name, err)
	}
}

// TestReviewFromSavedGames reviews a finished game from Saved games; its save is left as it was.
func TestReviewFromSavedGames(t *testing.T) {
	was := reviewBudget
	reviewBudget = review.Budget{Samples: 4, Candidates: 3, Pick: 2}
	defer func() { reviewBudget = was }()
	data, err := os.ReadFile(reviewedSave)
	if err != nil {
		t.Fatal(err)
	}
	u := newTestUI(t)
	file, _ := storage.FileName("Finished")
	if err := u.Store.Write(file, data); err != nil {
		t.Fatal(err)
	}
	u.ShowSaves()
	tapButton(t, u, "Review the game")
	if u.Screen != "review" || !strings.Contains(screenText(u), "The three costliest moments") {
		t.Fatalf("screen %q: %s", u.Screen, screenText(u))
	}
	back, err := u.Store.Read(file)
	if err != nil || string(back) != string(data) {
		t.Errorf("the save changed: %v", err)
	}
}
