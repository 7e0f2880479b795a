//go:build ci

package ui

import (
	"os"
	"strings"
	"testing"
	"time"

	"whistle/engine/geom"
	"whistle/engine/msg"
	"whistle/internal/switches"
	"whistle/review"
	"whistle/ui/reviewscreen"
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
	rec, err := u.box.LoadRecord(data)
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
	kept, err := u.Store.LoadFile(u.box, file)
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

// TestTapsWhileReviewing measures the window's taps (a square of the board tapped, the screen
// refreshed: the work on the window's thread, without the drawing) while a whole game's review works in the background, and the same taps
// without it. It only runs when asked for (WM_REVIEW_TAPS=1): a timing on a shared machine is a
// figure for docs/review.md, not a verdict.
func TestTapsWhileReviewing(t *testing.T) {
	if switches.ReviewTaps.Get() == "" {
		t.Skip("set WM_REVIEW_TAPS=1 to measure")
	}
	data, err := os.ReadFile(reviewedSave)
	if err != nil {
		t.Fatal(err)
	}
	u := playedTurns(t, 13, 6)
	cells := []geom.Cell{geom.C(2, 5), geom.C(3, 6), geom.C(4, 4), geom.C(5, 7), geom.C(6, 3)}
	taps := func() (worst, mean time.Duration) {
		var sum time.Duration
		for i := range 40 {
			start := time.Now()
			tapCell(u, cells[i%len(cells)])
			u.game.refresh()
			d := time.Since(start)
			sum += d
			worst = max(worst, d)
		}
		return worst, sum / 40
	}
	w0, m0 := taps()
	r := reviewscreen.New(reviewHost{u}, u.box, data)
	r.Start() // on its own goroutine
	time.Sleep(300 * time.Millisecond)
	w1, m1 := taps()
	running := r.Running()
	r.Cancel()
	if !running {
		t.Fatal("the review was over before the taps were measured")
	}
	t.Logf("taps alone: worst %v, mean %v; during the review: worst %v, mean %v", w0.Round(time.Millisecond), m0.Round(time.Millisecond), w1.Round(time.Millisecond), m1.Round(time.Millisecond))
}

// TestReviewASeatFromSavedGames reviews a person's seat of a finished base game from Saved
// games: the seat is asked for, its decisions are reviewed, no Try it is offered.
func TestReviewASeatFromSavedGames(t *testing.T) {
	was, wasSeat := reviewBudget, reviewSeatBudget
	reviewSeatBudget = review.Budget{Samples: 3, Candidates: 2, Pick: 1}
	defer func() { reviewBudget, reviewSeatBudget = was, wasSeat }()
	data, err := os.ReadFile("../engine/testdata/saves/seats-2026-11-25/seats4-finished.wmsave")
	if err != nil {
		t.Fatal(err)
	}
	u := newTestUI(t)
	file, _ := storage.FileName("Four seats")
	if err := u.Store.Write(file, data); err != nil {
		t.Fatal(err)
	}
	u.ShowSaves()
	tapButton(t, u, "Review the game")
	tapButton(t, u, "Tom")
	if u.Screen != "review" || !strings.Contains(screenText(u), "VP left on the table") {
		t.Fatalf("screen %q: %s", u.Screen, screenText(u))
	}
	if b := findButton(u, "Try it"); b != nil {
		t.Error("a base game offers Try it")
	}
	res := u.review.r.Result()
	rec, _ := u.box.LoadRecord(data)
	for _, m := range res.Moments {
		if rec.History[m.Step].Side != 2 {
			t.Fatalf("a moment of seat %d, not Tom's", rec.History[m.Step].Side+1)
		}
	}
}
