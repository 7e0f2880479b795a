//go:build ci

package ui

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"whistle/engine"
	"whistle/engine/geom"
	"whistle/engine/msg"
	"whistle/engine/record"
	"whistle/internal/switches"
	"whistle/internal/wiring"
	"whistle/review"
	"whistle/ui/board"
	"whistle/ui/host"
	"whistle/ui/reviewscreen"
	"whistle/ui/saves"
	"whistle/ui/storage"
	"whistle/ui/text"
)

const reviewedSave = "../review/testdata/played-finished.wmsave"

// TestReviewFromTheEndScreenThenTryIt opens a finished solo game, its end screen's Review
// button, the review page, then Try it on the costliest moment: a new game from that position
// with the expert's move framed, the finished game kept under a name and unchanged.
func TestReviewFromTheEndScreenThenTryIt(t *testing.T) {
	u, rec := uiWithSave(t, reviewedSave)
	u.reviews.Budget = review.Budget{Samples: 4, Candidates: 3, Pick: 2}
	u.openHistory(rec, msg.Msg{})
	gameSide{u}.ShowEnd()
	tapButton(t, u, "Review the game")
	if u.Screen != host.ScreenReview || !strings.Contains(screenText(u), "VP left on the table") {
		t.Fatalf("screen %q: %s", u.Screen, screenText(u))
	}
	res := u.reviews.Current().Result()
	m := res.Moments[res.Worst[0]]
	tapButton(t, u, "Try it")
	g := u.gameScreen.Session().Game()
	if u.Screen != host.ScreenGame || g.Over() || g.Turn.Number != m.Turn || u.named.SaveName != "" {
		t.Fatalf("after Try it: screen %q, over %v, turn %d (want %d), save %q", u.Screen, g.Over(), g.Turn.Number, m.Turn, u.named.SaveName)
	}
	if u.gameScreen.Session().Hints().Hint == nil || u.gameScreen.Session().Hints().Hint.Action != m.Best {
		t.Errorf("the hint is %+v, want the expert's move %s", u.gameScreen.Session().Hints().Hint, m.Best)
	}
	// the finished game was kept under its default name, as it was
	name := saves.DefaultName(rec.Game)
	file, _ := storage.FileName(name)
	kept, err := u.Store.LoadFile(u.given.box, file)
	if err != nil || !kept.Game.Over() || len(kept.History) != len(rec.History) {
		t.Errorf("the finished game's save %q: %v", name, err)
	}
}

// TestReviewFromSavedGames reviews a finished game from Saved games; its save is left as it was.
func TestReviewFromSavedGames(t *testing.T) {
	data, err := os.ReadFile(reviewedSave)
	if err != nil {
		t.Fatal(err)
	}
	u := newTestUI(t)
	u.reviews.Budget = review.Budget{Samples: 4, Candidates: 3, Pick: 2}
	file, _ := storage.FileName("Finished")
	if err := u.Store.Write(file, data); err != nil {
		t.Fatal(err)
	}
	u.ShowScreen(host.ScreenSaves)
	tapButton(t, u, "Review the game")
	if u.Screen != host.ScreenReview || !strings.Contains(screenText(u), "The three costliest moments") {
		t.Fatalf("screen %q: %s", u.Screen, screenText(u))
	}
	back, err := u.Store.Read(file)
	if err != nil || string(back) != string(data) {
		t.Errorf("the save changed: %v", err)
	}
}

// TestTapsWhileReviewing measures the window's taps (a square of the board tapped, the screen
// refreshed: the work on the window's thread, without the drawing) while a whole game's review
// works in the background, and the same taps without it, in five alternate rounds of 40 taps
// each (the machine's load hits both alike). It only runs when asked for (WM_REVIEW_TAPS=1): a
// timing on a shared machine is a figure for docs/performance.md, not a verdict.
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
	taps := func(out []time.Duration) []time.Duration {
		for i := range 40 {
			start := time.Now()
			tapCell(u, cells[i%len(cells)])
			u.gameScreen.Refresh()
			out = append(out, time.Since(start))
		}
		return out
	}
	var alone, during []time.Duration
	for range 5 {
		alone = taps(alone)
		r := reviewscreen.New(reviewSide{pageSide{u}}, u.given.box, data)
		r.Start() // on its own goroutine
		time.Sleep(300 * time.Millisecond)
		during = taps(during)
		running := r.Running()
		r.Cancel()
		if !running {
			t.Fatal("the review was over before the taps were measured")
		}
		for r.Running() {
			time.Sleep(10 * time.Millisecond)
		}
	}
	say := func(ds []time.Duration) string {
		slices.Sort(ds)
		over := 0
		for _, d := range ds {
			if d > 100*time.Millisecond {
				over++
			}
		}
		ms := func(d time.Duration) time.Duration { return d.Round(time.Millisecond) }
		return fmt.Sprintf("median %v, 95th percentile %v, worst %v, over 100 ms %d of %d", ms(ds[len(ds)/2]), ms(ds[len(ds)*95/100]), ms(ds[len(ds)-1]), over, len(ds))
	}
	t.Logf("taps alone: %s", say(alone))
	t.Logf("taps during the review: %s", say(during))
}

// seatsSave is a finished base game for four seats, Tom's the only person's (seat 3).
const seatsSave = "../engine/testdata/saves/seats-2026-11-25/seats4-finished.wmsave"

// smallSeats makes the window's seats' review budget small for a test.
func smallSeats(u *UI) {
	u.reviews.SeatBudget = review.Budget{Samples: 3, Candidates: 2, Pick: 1, Fresh: 2}
}

// TestReviewASeatFromSavedGames reviews the person's seat of a finished base game from Saved
// games (its only person's: the bots' seats are not offered), then tries its costliest moment.
func TestReviewASeatFromSavedGames(t *testing.T) {
	data, err := os.ReadFile(seatsSave)
	if err != nil {
		t.Fatal(err)
	}
	u := newTestUI(t)
	smallSeats(u)
	file, _ := storage.FileName("Four seats")
	if err := u.Store.Write(file, data); err != nil {
		t.Fatal(err)
	}
	u.ShowScreen(host.ScreenSaves)
	tapButton(t, u, "Review the game")
	if u.Screen != host.ScreenReview || !strings.Contains(screenText(u), "VP left on the table") {
		t.Fatalf("screen %q: %s", u.Screen, screenText(u))
	}
	res := u.reviews.Current().Result()
	rec, _ := record.Load(u.given.box, data)
	for _, m := range res.Moments {
		if rec.History[m.Step].Side != 2 {
			t.Fatalf("a moment of seat %d, not Tom's", rec.History[m.Step].Side+1)
		}
	}
	trySeat(t, u, rec, res)
	back, err := u.Store.Read(file)
	if err != nil || string(back) != string(data) {
		t.Errorf("the save changed: %v", err)
	}
}

// trySeat taps Try it on the review page of a base game's seat: a new base game from the
// position before the costliest moment, with the expert's move selected and framed.
func trySeat(t *testing.T, u *UI, rec *record.Record, res *review.Review) {
	t.Helper()
	m := res.Moments[res.Worst[0]]
	tapButton(t, u, "Try it")
	s := u.seats
	if u.Screen != host.ScreenSeats || s == nil || s.BaseGame.Game().Over() || len(s.BaseGame.Record.History) != 0 || s.BaseGame.Game().Turn.Number != m.Turn || u.named.SaveName != "" {
		t.Fatalf("after Try it: screen %q, seats %v, save %q", u.Screen, s != nil, u.named.SaveName)
	}
	if s.BaseGame.Waiting() != rec.History[m.Step].Side || !s.BaseGame.MayAct() {
		t.Fatalf("seat %d to play (may act %v), want the reviewed seat %d", s.BaseGame.Waiting(), s.BaseGame.MayAct(), rec.History[m.Step].Side)
	}
	if sel, ok := s.MovePanel.SelectedMove(); !ok || sel != m.Best || s.Session().Hints().Hint == nil || s.Session().Hints().Hint.Action != m.Best {
		t.Errorf("the expert's move %s is not ready: selected %v, hint %+v", m.Best, sel, s.Session().Hints().Hint)
	}
	if !strings.Contains(s.MovePanel.Chosen.Text, "A new game from round") {
		t.Errorf("the line under the moves says %q", s.MovePanel.Chosen.Text)
	}
	// it can be ignored: another legal move is played
	for i, a := range s.MovePanel.Legal() {
		if a != m.Best {
			s.MovePanel.Moves.Select(i)
			test.Tap(s.MovePanel.Play)
			break
		}
	}
	if len(s.BaseGame.Record.History) == 0 {
		t.Error("another move than the expert's was refused")
	}
}

// TestReviewASeatFromTheBaseGameEnd reviews the person's seat from the base game's own end
// screen, then tries its costliest moment; the finished game is kept under its default name.
func TestReviewASeatFromTheBaseGameEnd(t *testing.T) {
	u, rec := uiWithSave(t, seatsSave)
	smallSeats(u)
	u.openHistory(rec, msg.Msg{})
	if u.Screen != host.ScreenSeats || u.seats.EndView.EndNew == nil {
		t.Fatalf("screen %q: no end", u.Screen)
	}
	tapButton(t, u, "Review the game")
	if u.Screen != host.ScreenReview || !strings.Contains(screenText(u), "VP left on the table") {
		t.Fatalf("screen %q: %s", u.Screen, screenText(u))
	}
	if u.reviews.Current().Seat != 2 {
		t.Errorf("seat %d reviewed, want Tom's (3)", u.reviews.Current().Seat+1)
	}
	res := u.reviews.Current().Result()
	trySeat(t, u, rec, res)
	file, _ := storage.FileName(saves.DefaultName(rec.Game))
	kept, err := u.Store.LoadFile(u.given.box, file)
	if err != nil || !kept.Game.Over() || len(kept.History) != len(rec.History) {
		t.Errorf("the finished game's save: %v", err)
	}
}

// TestSeatReviewButtonsForEachPerson: a base game with two people at the device and two bots
// offers a Review for each person, none for a bot.
func TestSeatReviewButtonsForEachPerson(t *testing.T) {
	u, rec := uiWithSave(t, seatsSave)
	smallSeats(u)
	// the same game with Bot 2's seat played by a person, Ann
	g := rec.Start.Clone()
	g.Options.Players = slices.Clone(g.Options.Players)
	g.Options.Players[1] = engine.SeatPlan{Name: "Ann", Colour: g.Options.Players[1].Colour}
	two := record.New(g, nil)
	for _, e := range rec.History {
		if _, err := two.Apply(e.Action); err != nil {
			t.Fatal(err)
		}
	}
	u.openHistory(two, msg.Msg{})
	if findButton(u, "Review Ann's game") == nil || findButton(u, "Review Tom's game") == nil || findButton(u, "Review Bot 1's game") != nil {
		t.Fatalf("the end's buttons: %s", screenText(u))
	}
	tapButton(t, u, "Review Ann's game")
	if u.Screen != host.ScreenReview || u.reviews.Current().Seat != 1 || u.reviews.Current().Result() == nil {
		t.Fatalf("screen %q", u.Screen)
	}
	// Try it with two people at the device: the device is passed to Ann first, and the
	// expert's move is ready once she taps
	res := u.reviews.Current().Result()
	if len(res.Worst) == 0 {
		t.Fatal("no costly moment of Ann's")
	}
	m := res.Moments[res.Worst[0]]
	tapButton(t, u, "Try it")
	s := u.seats
	if s == nil {
		t.Fatal("after Try it: no base game")
	}
	if _, sel := s.MovePanel.SelectedMove(); !s.BaseGame.HandOff() || s.BaseGame.Shown != 1 || sel || !s.MovePanel.Pending() {
		t.Fatalf("after Try it: hand-off %v, shown %d, a move selected %v", s.BaseGame.HandOff(), s.BaseGame.Shown, sel)
	}
	test.Tap(s.HandOffView.HandOff)
	if sel, ok := s.MovePanel.SelectedMove(); !ok || sel != m.Best || s.Session().Hints().Hint == nil || s.Session().Hints().Hint.Action != m.Best {
		t.Errorf("after the hand-off the expert's move %s is not ready (selected %v)", m.Best, sel)
	}
}

// TestSeatReviewsStartAtTheEnd: the end of a base game starts its person's review in the
// background, and a new game cancels it.
func TestSeatReviewsStartAtTheEnd(t *testing.T) {
	u, rec := uiWithSave(t, seatsSave)
	u.reviews.SeatBudget = review.SeatDefault // long enough to be at work when the next game starts
	u.async = true                            // the reviews on their own goroutines, as in the app
	u.openHistory(rec, msg.Msg{})
	u.async = false
	if rs := u.reviews.SeatReviews(); len(rs) != 1 || rs[0].Seat != 2 || !rs[0].Running() {
		t.Fatalf("the end did not start Tom's review: %+v", rs)
	}
	r := u.reviews.SeatReviews()[0]
	opt := rec.Game.Options
	opt.Seed = 7
	u.startSeated(opt, func() {})
	deadline := time.Now().Add(10 * time.Second)
	for r.Running() && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if r.Running() || !r.Canceled() {
		t.Errorf("after a new base game the review runs on (running %v, cancelled %v)", r.Running(), r.Canceled())
	}
}

// TestReviewCancelledByAnotherGame starts a review on its own goroutine, then starts a new
// game (or loads one, or the app stops): the review stops.
func TestReviewCancelledByAnotherGame(t *testing.T) {
	data, err := os.ReadFile(reviewedSave)
	if err != nil {
		t.Fatal(err)
	}
	for _, how := range []string{"new game", "load", "stop"} {
		t.Run(how, func(t *testing.T) {
			u := newTestUI(t)
			u.reviews.Budget = review.Default // long enough to be at work when the next game starts
			u.HookLifecycle()
			rec, err := record.Load(u.given.box, data)
			if err != nil {
				t.Fatal(err)
			}
			u.openHistory(rec, msg.Msg{})
			u.async = true // the review on its own goroutine, as in the app
			u.reviews.Start(false)
			u.async = false
			r := u.reviews.Current()
			if !r.Running() {
				t.Fatal("the review is not at work")
			}
			switch how {
			case "new game":
				opt := rec.Game.Options
				opt.Seed = 7
				u.NewGame(opt)
			case "load":
				other, _ := record.Load(u.given.box, data)
				u.openHistory(other, msg.Msg{})
			case "stop":
				u.App.Lifecycle().(interface{ OnStopped() func() }).OnStopped()()
			}
			deadline := time.Now().Add(10 * time.Second)
			for r.Running() && time.Now().Before(deadline) {
				time.Sleep(10 * time.Millisecond)
			}
			if r.Running() || !r.Canceled() || r.Result() != nil {
				t.Errorf("after %s the review runs on (running %v, cancelled %v)", how, r.Running(), r.Canceled())
			}
		})
	}
}

// TestReviewPageShots draws the review page of a real game (review/testdata) in the window at
// desktop (1280×900) and phone (400×700) size, in English and in French; on the phone the
// moment's board fills the page's width and opens magnified (its words legible) on the
// expert's move. With WM_SHOTS_TEST set, the review is made at the app's budget and the
// pictures go to that folder (docs/screenshots/review-*.png); else a small budget, a scratch
// folder.
func TestReviewPageShots(t *testing.T) {
	data, err := os.ReadFile(reviewedSave)
	if err != nil {
		t.Fatal(err)
	}
	box, _ := wiring.Box()
	rec, err := record.Load(box, data)
	if err != nil {
		t.Fatal(err)
	}
	budget, dir := review.Budget{Samples: 6, Candidates: 3, Pick: 3, Fresh: 6}, t.TempDir()
	if d := switches.ShotsTest.Get(); d != "" {
		budget, dir = review.Default, d
	}
	res, err := review.Game(context.Background(), rec, budget, nil)
	if err != nil || len(res.Worst) == 0 {
		t.Fatalf("review: %v, %v", err, res)
	}
	m := res.Moments[res.Worst[0]]
	defer text.SetLanguage(LangEN)
	for _, l := range []string{LangEN, LangFR} {
		for _, phone := range []bool{false, true} {
			u := newTestUI(t)
			settingsSide{pageSide{u}}.SetLanguage(l)
			u.Mobile = phone
			size := fyne.NewSize(1280, 900)
			if phone {
				size = fyne.NewSize(400, 700)
			}
			u.Win.Resize(size)
			r := reviewscreen.New(reviewSide{pageSide{u}}, u.given.box, data)
			r.Adopt(rec, res)
			u.showPage("review", text.Render(msg.New("review.title")), r.Page())
			var b *board.Board
			for _, o := range objects(u) {
				if x, ok := o.(*board.Board); ok {
					b = x
				}
			}
			if b == nil {
				t.Fatalf("%s phone %v: no board", l, phone)
			}
			if phone && b.Size().Width < 1.5*size.Width {
				t.Errorf("%s: the phone's board is %v wide in a window %v wide: not magnified", l, b.Size().Width, size.Width)
			}
			img := u.Win.Canvas().Capture()
			name := "review-desktop"
			if phone {
				name = "review-phone"
			}
			if l == LangFR {
				name += "-fr"
			}
			f, err := os.Create(filepath.Join(dir, name+".png"))
			if err != nil {
				t.Fatal(err)
			}
			if err := png.Encode(f, img); err != nil {
				t.Fatal(err)
			}
			f.Close()
			framed := m.Best.Kind != engine.ActForge && m.Best.Kind != engine.ActEndTurn && m.Best.Kind != engine.ActDone && m.Best.Kind != engine.ActChoose
			if framed && !hasColour(img, board.ColHint) {
				t.Errorf("%s: the expert's move is not framed in view", name)
			}
		}
	}
}

// hasColour reports whether a picture has a pixel of exactly colour c.
func hasColour(img image.Image, c color.NRGBA) bool {
	r := img.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA) == c {
				return true
			}
		}
	}
	return false
}

// uiWithSave is a test window and the game of the save at path, loaded with the window's rules.
func uiWithSave(t *testing.T, path string) (*UI, *record.Record) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	u := newTestUI(t)
	rec, err := record.Load(u.given.box, data)
	if err != nil {
		t.Fatal(err)
	}
	return u, rec
}
