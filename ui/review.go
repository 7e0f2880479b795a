// The game's review: started in the background when a game ends (a solo game's, or each
// person's seat of a base game, one after another), opened from the end screen and from a
// finished game in Saved games (its page: ui/reviewscreen); cancelled when another game starts
// or is loaded, and when the app stops.

package ui

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/bot"
	"whistle/engine"
	"whistle/engine/msg"
	"whistle/engine/record"
	"whistle/review"
	"whistle/ui/board"
	"whistle/ui/game"
	"whistle/ui/reviewscreen"
	"whistle/ui/storage"
	"whistle/ui/text"
	"whistle/ui/zoom"
)

// windowReviews are the reviews of finished games the window started: the last game reviewed
// (review, nil when none) and the reviews of a finished base game's people (seatRev, nil when
// none), with the buttons that open them and the way back to the game (Try it).
type windowReviews struct {
	u       *UI
	review  *reviewOf
	seatRev *seatReviews
}

// reviewBudget and reviewSeatBudget are the review's search budgets, of a solo game and of a
// seat of the base game (tests make them small).
var reviewBudget, reviewSeatBudget = review.Default, review.SeatDefault

// reviewOf is a game's review with the game it is of.
type reviewOf struct {
	game  *engine.Game // the finished game's last position (the live game's, from the end screen)
	seat  engine.Side  // the seat reviewed, in a base game
	r     *reviewscreen.Review
	begun bool // started once (a base game's seats start one after another)
}

// seatReviews are the reviews of the people's seats of a finished base game (not the bots'):
// started one after another in the background from the game's end.
type seatReviews struct {
	game    *engine.Game
	list    []*reviewOf // a person's seat each, in seat order
	stopped bool        // cancelled: no further one starts
}

// next starts the first review of the set never started, unless the set was cancelled.
func (s *seatReviews) next() {
	if s.stopped {
		return
	}
	for _, x := range s.list {
		if !x.begun {
			x.begun = true
			x.r.Start()
			return
		}
	}
}

// cancelReviews stops every review at work: another game starts or is loaded, or the app
// stops. A finished review keeps its result.
func (rs *windowReviews) cancelReviews() {
	if rs.review != nil {
		rs.review.r.Cancel()
	}
	if s := rs.seatRev; s != nil {
		s.stopped = true
		for _, x := range s.list {
			x.r.Cancel()
		}
	}
}

// reviewHost is the review page's side of the window.
type reviewHost struct{ u *UI }

func (h reviewHost) Phone() bool { return h.u.Mobile }

func (h reviewHost) TryIt(g *engine.Game, a engine.Action, round int) { h.u.reviews.tryIt(g, a, round) }

// Zoom wraps a moment's board in the zoom view the phone's game screen uses.
func (h reviewHost) Zoom(b *board.Board, focus func(fyne.Size) fyne.Position) fyne.CanvasObject {
	z := zoom.New(b)
	z.Default, z.Focus = b.LabelZoom, focus
	return z.Object()
}

// reviewable reports whether a finished game can be reviewed: a solo game against the outlaws,
// not the tutorial's.
func (rs *windowReviews) reviewable(h *record.Record) bool {
	return h != nil && h.Game.Over() && !h.Game.Seated() && len(h.History) > 0 && !rs.u.gameScreen.Tutorial().Active()
}

// startReview starts the review of the live game just finished, in the background (once).
// auto is the start at the end of the game: a window not started by Run (tests) has no
// background to run it in and waits for the Review button.
func (rs *windowReviews) startReview(auto bool) {
	h := rs.u.gameScreen.Session().Record
	if !rs.reviewable(h) || rs.review != nil && rs.review.game == h.Game || auto && !rs.u.async {
		return
	}
	data, err := h.Save()
	if err != nil {
		return
	}
	if rs.review != nil {
		rs.review.r.Cancel()
	}
	rs.review = &reviewOf{game: h.Game, r: reviewscreen.New(reviewHost{rs.u}, rs.u.given.box, data)}
	rs.review.r.Budget = reviewBudget
	if !rs.u.async {
		rs.review.r.Synchronous()
	}
	rs.review.r.Start()
}

// ShowReview opens the review page of the live game (started if need be).
func (rs *windowReviews) ShowReview() {
	rs.startReview(false)
	if rs.review == nil || rs.review.game != rs.u.gameScreen.Session().Game() {
		rs.u.showInfo(say(msg.New("review.title")), say(msg.New("review.solo_only")))
		return
	}
	rs.review.r.Start() // again, after a cancel
	rs.u.showPage(ScreenReview, say(msg.New("review.title")), rs.review.r.Page())
}

// ReviewSave opens the review of a finished game kept in Saved games (of seat, in a base
// game); the save is read, never written.
func (rs *windowReviews) ReviewSave(info storage.SaveInfo, seat engine.Side) {
	data, err := rs.u.Store.Read(info.File) // replayed and checked by the review (record.Load)
	if err != nil {
		rs.u.showError(lang.L("This save cannot be loaded"), err)
		return
	}
	if rs.review != nil && !rs.inSeatReviews(rs.review) {
		rs.review.r.Cancel()
	}
	rs.review = &reviewOf{seat: seat, r: reviewscreen.New(reviewHost{rs.u}, rs.u.given.box, data)}
	rs.review.r.Budget, rs.review.r.SeatBudget, rs.review.r.Seat = reviewBudget, reviewSeatBudget, seat
	if info.Seats > 0 {
		rs.review.r.Budget = reviewSeatBudget // (what the page says of the samples while it works)
	}
	if !rs.u.async {
		rs.review.r.Synchronous()
	}
	rs.review.r.Start()
	rs.u.showPage(ScreenReview, say(msg.New("review.title")), rs.review.r.Page())
}

// reviewButton is the end screen's Review button (nil for a game that cannot be reviewed);
// hide closes the end screen.
func (rs *windowReviews) reviewButton(hide func()) fyne.CanvasObject {
	if !rs.reviewable(rs.u.gameScreen.Session().Record) {
		return nil
	}
	return widget.NewButtonWithIcon(say(msg.New("review.button")), theme.SearchIcon(), func() {
		hide()
		rs.ShowReview()
	})
}

// reviewSaveButton is a saved game's Review button (nil unless it is a finished game); for a
// base game it reviews its person's seat, or asks whose decisions when several people played
// (a bot's seat is not offered).
func (rs *windowReviews) reviewSaveButton(info storage.SaveInfo) fyne.CanvasObject {
	if !info.Over || info.Err != "" {
		return nil
	}
	return widget.NewButtonWithIcon(say(msg.New("review.button")), theme.SearchIcon(), func() {
		if info.Seats == 0 {
			rs.ReviewSave(info, engine.You)
			return
		}
		h, err := rs.u.Store.LoadFile(rs.u.given.box, info.File)
		if err != nil {
			rs.u.showError(lang.L("This save cannot be loaded"), err)
			return
		}
		people := peopleSeats(h.Game)
		if len(people) == 1 {
			rs.ReviewSave(info, people[0])
			return
		}
		var d dialog.Dialog
		seats := container.NewVBox()
		for _, i := range people {
			name := fmt.Sprint(int(i) + 1)
			if int(i) < len(info.Players) && info.Players[i] != "" {
				name = info.Players[i]
			}
			seats.Add(widget.NewButton(name, func() {
				d.Hide()
				rs.ReviewSave(info, i)
			}))
		}
		d = dialog.NewCustom(say(msg.New("review.whose")), lang.L("Cancel"), seats, rs.u.Win)
		d.Show()
	})
}

// tryIt opens a new game from a reviewed position with the expert's move framed as a hint. The
// reviewed game is left as it is: when it was the live game and had no named save, it is first
// saved under its default name (unless a save has that name), so that the trial's autosave does
// not take its place.
func (rs *windowReviews) tryIt(g *engine.Game, a engine.Action, round int) {
	if h := rs.u.liveHistory(); h != nil && rs.review != nil && rs.review.game == h.Game && rs.u.named.SaveName == "" {
		name := defaultSaveName(h.Game)
		if file, err := storage.FileName(name); err == nil && !rs.u.Store.Exists(file) {
			if err := rs.u.SaveAs(name); err != nil {
				rs.u.showError(lang.L("The game could not be saved"), err)
				return
			}
		}
	}
	tried := msg.New("review.tried", msg.Num("Round", round))
	rs.u.confirmReplace(func() {
		rs.u.openHistory(record.New(g, nil), tried)
		rs.u.named.SaveName = ""
		if g.Seated() {
			// the move is selected and framed once the seat may act (after a hand-off)
			rs.u.seats.offerWhenReady(&bot.SeatMove{Action: a, Why: tried})
			return
		}
		rs.u.gameScreen.Session().ShowHint(a)
		rs.u.gameScreen.Refresh()
	})
}

// offerReady selects a move waiting to be offered (a review's Try it) and frames it on the
// board, once the seat to play may act.
func (s *seatsScreen) offerReady() {
	if s.movePanel.ready == nil || !s.BaseGame.MayAct() {
		return
	}
	m := *s.movePanel.ready
	s.movePanel.ready = nil
	s.movePanel.showHint(m, true)
}

// peopleSeats are the seats of a base game played by people (every seat when none is).
func peopleSeats(g *engine.Game) []engine.Side {
	var out, all []engine.Side
	for i, p := range game.SeatPlans(g) {
		all = append(all, engine.Side(i))
		if p.Bot == "" {
			out = append(out, engine.Side(i))
		}
	}
	if len(out) == 0 {
		return all
	}
	return out
}

// inSeatReviews reports whether x is one of the live base game's people's reviews.
func (rs *windowReviews) inSeatReviews(x *reviewOf) bool {
	return rs.seatRev != nil && slices.Contains(rs.seatRev.list, x)
}

// seatReviewsOf is the people's reviews of the finished base game h (made once, not started).
func (rs *windowReviews) seatReviewsOf(h *record.Record) *seatReviews {
	if h == nil || !h.Game.Seated() || !h.Game.Over() || len(h.History) == 0 {
		return nil
	}
	if rs.seatRev != nil && rs.seatRev.game == h.Game {
		return rs.seatRev
	}
	data, err := h.Save()
	if err != nil {
		return nil
	}
	if rs.seatRev != nil {
		rs.seatRev.stopped = true
		for _, x := range rs.seatRev.list {
			x.r.Cancel()
		}
	}
	set := &seatReviews{game: h.Game}
	for _, seat := range peopleSeats(h.Game) {
		r := reviewscreen.New(reviewHost{rs.u}, rs.u.given.box, data)
		r.Budget, r.SeatBudget, r.Seat = reviewSeatBudget, reviewSeatBudget, seat // (a base game's)
		if !rs.u.async {
			r.Synchronous()
		}
		r.Finished = set.next // the next seat's review starts when one ends
		set.list = append(set.list, &reviewOf{game: h.Game, seat: seat, r: r})
	}
	rs.seatRev = set
	return set
}

// seatReviewButtons starts the people's reviews of the base game just finished, in the
// background one seat after another (a window not started by Run, as in tests, waits for the
// buttons), and returns
// the end's Review buttons: one for each person's seat (names are the seats' names), or one
// when a single person played.
func (u *UI) seatReviewButtons(names []string) []fyne.CanvasObject {
	set := u.reviews.seatReviewsOf(u.liveHistory())
	if set == nil {
		return nil
	}
	if u.async {
		set.next()
	}
	var out []fyne.CanvasObject
	for _, x := range set.list {
		label := say(msg.New("review.button"))
		if len(set.list) > 1 && int(x.seat) < len(names) {
			label = text.Render(msg.New("review.button_seat", msg.Name("Name", names[x.seat])))
		}
		out = append(out, widget.NewButtonWithIcon(label, theme.SearchIcon(), func() { u.reviews.showSeatReview(x) }))
	}
	return out
}

// showSeatReview opens the review of a person's seat of the finished base game (started now
// if it was not).
func (rs *windowReviews) showSeatReview(x *reviewOf) {
	if rs.review != nil && rs.review != x && !rs.inSeatReviews(rs.review) {
		rs.review.r.Cancel()
	}
	rs.review = x
	x.begun = true
	x.r.Start() // (nothing when at work or done; again after a cancel)
	rs.u.showPage(ScreenReview, say(msg.New("review.title")), x.r.Page())
}
