// The game's review: started in the background when a solo game ends, opened from the end
// screen and from a finished game in Saved games (its page: ui/reviewscreen).

package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/engine/msg"
	"whistle/review"
	"whistle/ui/reviewscreen"
	"whistle/ui/storage"
)

// reviewBudget and reviewSeatBudget are the review's search budgets, of a solo game and of a
// seat of the base game (tests make them small).
var reviewBudget, reviewSeatBudget = review.Default, review.SeatDefault

// reviewOf is a game's review with the game it is of.
type reviewOf struct {
	game *engine.Game // the finished game's last position (the live game's, from the end screen)
	r    *reviewscreen.Review
}

// reviewHost is the review page's side of the window.
type reviewHost struct{ u *UI }

func (h reviewHost) Phone() bool { return h.u.Mobile }

func (h reviewHost) TryIt(g *engine.Game, a engine.Action, round int) { h.u.tryIt(g, a, round) }

// reviewable reports whether a finished game can be reviewed: a solo game against the outlaws,
// not the tutorial's.
func (u *UI) reviewable(h *engine.Record) bool {
	return h != nil && h.Game.Over() && !h.Game.Seated() && len(h.History) > 0 && !u.game.inTutorial()
}

// startReview starts the review of the live game just finished, in the background (once).
// auto is the start at the end of the game: a window not started by Run (tests) has no
// background to run it in and waits for the Review button.
func (u *UI) startReview(auto bool) {
	h := u.game.Session().H
	if !u.reviewable(h) || u.review != nil && u.review.game == h.Game || auto && !u.async {
		return
	}
	data, err := h.Save()
	if err != nil {
		return
	}
	if u.review != nil {
		u.review.r.Cancel()
	}
	u.review = &reviewOf{game: h.Game, r: reviewscreen.New(reviewHost{u}, u.box, data)}
	u.review.r.Budget = reviewBudget
	if !u.async {
		u.review.r.Synchronous()
	}
	u.review.r.Start()
}

// ShowReview opens the review page of the live game (started if need be).
func (u *UI) ShowReview() {
	u.startReview(false)
	if u.review == nil || u.review.game != u.game.Session().Game() {
		u.showInfo(say(msg.New("review.title")), say(msg.New("review.solo_only")))
		return
	}
	u.review.r.Start() // again, after a cancel
	u.showPage("review", say(msg.New("review.title")), u.review.r.Page())
}

// ReviewSave opens the review of a finished game kept in Saved games (of seat, in a base
// game); the save is read, never written.
func (u *UI) ReviewSave(info storage.SaveInfo, seat engine.Side) {
	data, err := u.Store.Read(info.File) // replayed and checked by the review (LoadRecord)
	if err != nil {
		u.showError(lang.L("This save cannot be loaded"), err)
		return
	}
	if u.review != nil {
		u.review.r.Cancel()
	}
	u.review = &reviewOf{r: reviewscreen.New(reviewHost{u}, u.box, data)}
	u.review.r.Budget, u.review.r.SeatBudget, u.review.r.Seat = reviewBudget, reviewSeatBudget, seat
	if !u.async {
		u.review.r.Synchronous()
	}
	u.review.r.Start()
	u.showPage("review", say(msg.New("review.title")), u.review.r.Page())
}

// reviewButton is the end screen's Review button (nil for a game that cannot be reviewed);
// hide closes the end screen.
func (u *UI) reviewButton(hide func()) fyne.CanvasObject {
	if !u.reviewable(u.game.Session().H) {
		return nil
	}
	return widget.NewButtonWithIcon(say(msg.New("review.button")), theme.SearchIcon(), func() {
		hide()
		u.ShowReview()
	})
}

// reviewSaveButton is a saved game's Review button (nil unless it is a finished game); for a
// base game it asks whose decisions to review.
func (u *UI) reviewSaveButton(info storage.SaveInfo) fyne.CanvasObject {
	if !info.Over || info.Err != "" {
		return nil
	}
	return widget.NewButtonWithIcon(say(msg.New("review.button")), theme.SearchIcon(), func() {
		if info.Seats == 0 {
			u.ReviewSave(info, engine.You)
			return
		}
		var d dialog.Dialog
		seats := container.NewVBox()
		for i := range info.Seats {
			name := fmt.Sprint(i + 1)
			if i < len(info.Players) && info.Players[i] != "" {
				name = info.Players[i]
			}
			seats.Add(widget.NewButton(name, func() {
				d.Hide()
				u.ReviewSave(info, engine.Side(i))
			}))
		}
		d = dialog.NewCustom(say(msg.New("review.whose")), lang.L("Cancel"), seats, u.Win)
		d.Show()
	})
}

// tryIt opens a new game from a reviewed position with the expert's move framed as a hint. The
// reviewed game is left as it is: when it was the live game and had no named save, it is first
// saved under its default name (unless a save has that name), so that the trial's autosave does
// not take its place.
func (u *UI) tryIt(g *engine.Game, a engine.Action, round int) {
	if h := u.game.Session().H; h != nil && u.review != nil && u.review.game == h.Game && u.SaveName == "" {
		name := defaultSaveName(h.Game)
		if file, err := storage.FileName(name); err == nil && !u.Store.Exists(file) {
			if err := u.SaveAs(name); err != nil {
				u.showError(lang.L("The game could not be saved"), err)
				return
			}
		}
	}
	u.confirmReplace(func() {
		u.openHistory(engine.NewRecord(g, nil), msg.New("review.tried", msg.Num("Round", round)))
		u.SaveName = ""
		u.game.Session().ShowHint(a)
		u.game.refresh()
	})
}
