package reviewscreen

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/engine/msg"
	"whistle/engine/record"
	"whistle/review"
	"whistle/ui/game"
	"whistle/ui/storage"
	"whistle/ui/text"
)

// The reviews the window starts: in the background when a game ends (a solo game's, or each
// person's seat of a base game, one after another), opened from the end screen and from a
// finished game in Saved games; cancelled when another game starts or is loaded, and when the
// app stops.

// WindowHost is what the window's reviews ask of it, beside what their pages ask (Host): its
// storage and rules, the game on the game screen, the page frame and its dialogs.
type WindowHost interface {
	Host
	Window() fyne.Window
	Store() *storage.Store
	Box() engine.Box
	OffThread() bool // the reviews work away from the window's thread (the app, not a test)
	// Playing is the game against the outlaws on the game screen, with its history.
	Playing() *record.Record
	InTutorial() bool
	ShowPage(name, title string, content fyne.CanvasObject)
	ShowError(title string, err error)
	ShowInfo(title, text string)
}

// Reviews are the reviews of finished games the window started: the last one opened (nil when
// none) and those of a finished base game's people (nil when none), with the buttons that open
// them.
type Reviews struct {
	h WindowHost
	// Budget and SeatBudget are the search budgets of a solo game and of a seat of the base
	// game (tests make them small).
	Budget, SeatBudget review.Budget
	review             *reviewOf
	seatRev            *seatReviews
}

// NewReviews are the reviews of a window.
func NewReviews(h WindowHost) *Reviews {
	return &Reviews{h: h, Budget: review.Default, SeatBudget: review.SeatDefault}
}

// reviewOf is a game's review with the game it is of.
type reviewOf struct {
	game  *engine.Game // the finished game's last position (the live game's, from the end screen)
	r     *Review
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

// Current is the review last opened (nil when none).
func (rs *Reviews) Current() *Review {
	if rs.review == nil {
		return nil
	}
	return rs.review.r
}

// SeatReviews are the people's reviews of the finished base game, in seat order.
func (rs *Reviews) SeatReviews() []*Review {
	if rs.seatRev == nil {
		return nil
	}
	var out []*Review
	for _, x := range rs.seatRev.list {
		out = append(out, x.r)
	}
	return out
}

// Shows reports whether the review last opened is of game g (its last position).
func (rs *Reviews) Shows(g *engine.Game) bool { return rs.review != nil && rs.review.game == g }

// Cancel stops every review at work: another game starts or is loaded, or the app stops. A
// finished review keeps its result.
func (rs *Reviews) Cancel() {
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

// reviewable reports whether a finished game can be reviewed: a solo game against the outlaws,
// not the tutorial's.
func (rs *Reviews) reviewable(h *record.Record) bool {
	return h != nil && h.Game.Over() && !h.Game.Seated() && len(h.History) > 0 && !rs.h.InTutorial()
}

// newReview prepares the review of a save.
func (rs *Reviews) newReview(data []byte) *Review {
	r := New(rs.h, rs.h.Box(), data)
	r.Budget, r.SeatBudget = rs.Budget, rs.SeatBudget
	if !rs.h.OffThread() {
		r.Synchronous()
	}
	return r
}

// Start starts the review of the game just finished on the game screen, in the background
// (once). auto is the start at the end of the game: a window not started by the app (tests)
// has no background to run it in and waits for the Review button.
func (rs *Reviews) Start(auto bool) {
	h := rs.h.Playing()
	if !rs.reviewable(h) || rs.review != nil && rs.review.game == h.Game || auto && !rs.h.OffThread() {
		return
	}
	data, err := h.Save()
	if err != nil {
		return
	}
	if rs.review != nil {
		rs.review.r.Cancel()
	}
	rs.review = &reviewOf{game: h.Game, r: rs.newReview(data)}
	rs.review.r.Start()
}

// show puts a review's page in the window.
func (rs *Reviews) show(r *Review) {
	rs.h.ShowPage("review", text.Render(msg.New("review.title")), r.Page())
}

// Show opens the review page of the game on the game screen (started if need be).
func (rs *Reviews) Show() {
	rs.Start(false)
	if p := rs.h.Playing(); rs.review == nil || p == nil || rs.review.game != p.Game {
		rs.h.ShowInfo(text.Render(msg.New("review.title")), text.Render(msg.New("review.solo_only")))
		return
	}
	rs.review.r.Start() // again, after a cancel
	rs.show(rs.review.r)
}

// ReviewSave opens the review of a finished game kept in Saved games (of seat, in a base
// game); the save is read, never written.
func (rs *Reviews) ReviewSave(info storage.SaveInfo, seat engine.Side) {
	data, err := rs.h.Store().Read(info.File) // replayed and checked by the review (record.Load)
	if err != nil {
		rs.h.ShowError(lang.L("This save cannot be loaded"), err)
		return
	}
	if rs.review != nil && !rs.inSeatReviews(rs.review) {
		rs.review.r.Cancel()
	}
	r := rs.newReview(data)
	r.Seat = seat
	if info.Seats > 0 {
		r.Budget = rs.SeatBudget // (what the page says of the samples while it works)
	}
	rs.review = &reviewOf{r: r}
	r.Start()
	rs.show(r)
}

// Button is the end screen's Review button (nil for a game that cannot be reviewed); hide
// closes the end screen.
func (rs *Reviews) Button(hide func()) fyne.CanvasObject {
	if !rs.reviewable(rs.h.Playing()) {
		return nil
	}
	return widget.NewButtonWithIcon(text.Render(msg.New("review.button")), theme.SearchIcon(), func() {
		hide()
		rs.Show()
	})
}

// SaveButton is a saved game's Review button (nil unless it is a finished game); for a base
// game it reviews its person's seat, or asks whose decisions when several people played (a
// bot's seat is not offered).
func (rs *Reviews) SaveButton(info storage.SaveInfo) fyne.CanvasObject {
	if !info.Over || info.Err != "" {
		return nil
	}
	return widget.NewButtonWithIcon(text.Render(msg.New("review.button")), theme.SearchIcon(), func() {
		if info.Seats == 0 {
			rs.ReviewSave(info, engine.You)
			return
		}
		h, err := rs.h.Store().LoadFile(rs.h.Box(), info.File)
		if err != nil {
			rs.h.ShowError(lang.L("This save cannot be loaded"), err)
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
		d = dialog.NewCustom(text.Render(msg.New("review.whose")), lang.L("Cancel"), seats, rs.h.Window())
		d.Show()
	})
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
func (rs *Reviews) inSeatReviews(x *reviewOf) bool {
	return rs.seatRev != nil && slices.Contains(rs.seatRev.list, x)
}

// seatReviewsOf is the people's reviews of the finished base game h (made once, not started).
func (rs *Reviews) seatReviewsOf(h *record.Record) *seatReviews {
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
		r := rs.newReview(data)
		r.Budget, r.Seat = rs.SeatBudget, seat // (a base game's)
		r.Finished = set.next                  // the next seat's review starts when one ends
		set.list = append(set.list, &reviewOf{game: h.Game, r: r})
	}
	rs.seatRev = set
	return set
}

// SeatButtons starts the people's reviews of the base game h just finished, in the background
// one seat after another (a window not started by the app, as in tests, waits for the
// buttons), and returns the end's Review buttons: one for each person's seat (names are the
// seats' names), or one when a single person played.
func (rs *Reviews) SeatButtons(h *record.Record, names []string) []fyne.CanvasObject {
	set := rs.seatReviewsOf(h)
	if set == nil {
		return nil
	}
	if rs.h.OffThread() {
		set.next()
	}
	var out []fyne.CanvasObject
	for _, x := range set.list {
		label := text.Render(msg.New("review.button"))
		if len(set.list) > 1 && int(x.r.Seat) < len(names) {
			label = text.Render(msg.New("review.button_seat", msg.Name("Name", names[x.r.Seat])))
		}
		out = append(out, widget.NewButtonWithIcon(label, theme.SearchIcon(), func() { rs.showSeat(x) }))
	}
	return out
}

// showSeat opens the review of a person's seat of the finished base game (started now if it
// was not).
func (rs *Reviews) showSeat(x *reviewOf) {
	if rs.review != nil && rs.review != x && !rs.inSeatReviews(rs.review) {
		rs.review.r.Cancel()
	}
	rs.review = x
	x.begun = true
	x.r.Start() // (nothing when at work or done; again after a cancel)
	rs.show(x.r)
}
