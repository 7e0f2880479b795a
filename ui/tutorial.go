package ui

import (
	"whistle/engine"
	"whistle/engine/msg"
	"whistle/ui/game"
	"whistle/ui/tutorial"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// tutorialView is the learn-by-playing tutorial on the game screen: the step's text,
// its progress and Back / Skip / Leave (or Next), above the panel. The steps and the checks are
// package tutorial's; this only shows them and frames the expected place on the board.
type tutorialView struct {
	run        *tutorial.Run
	noAutosave bool // the window's setting before the tutorial (the tutorial never autosaves)
	saved      int  // the step last written to the progress file
	point      tutPoint
	// text is the step's text in the phone's bar, as many lines high as the bar has room for
	// (fitTutorialText); nil on a desktop
	text *container.Scroll
	// textBody is the text the scroll holds; more, beside it, shows it whole in a dialog when
	// fewer lines than it needs fit (fitTutorialText shows or hides it); cut says so
	textBody fyne.CanvasObject
	more     *widget.Button
	cut      bool
	// revealed is the step whose framed squares the phone's board was last panned to
	revealed int
}

// StartTutorial opens the tutorial where it was left (its progress file), or at its start.
func (u *UI) StartTutorial() {
	t, err := tutorial.Default()
	if err != nil {
		dialog.ShowError(err, u.Win)
		return
	}
	run := t.Start(u.box)
	if u.Store != nil && u.Store.Exists(tutorial.ProgressFile) {
		if data, err := u.Store.Read(tutorial.ProgressFile); err == nil {
			if r, err := t.Resume(u.box, data); err == nil {
				run = r
			} // a bad progress file: start over (it is replaced at the next step)
		}
	}
	if u.gameScreen.Live() {
		u.saver.save(true) // the game in progress stays in the autosave (Continue)
	}
	u.SaveName = ""
	u.cancelReviews() // (review.go)
	u.gameScreen.startTutorial(run)
	u.ShowGameScreen()
	u.gameScreen.refresh()
}

// inTutorial reports whether the game on show is the tutorial's.
func (gs *GameScreen) inTutorial() bool { return gs.tut != nil }

// tutorialHoldsOutlaws keeps the outlaws waiting while their step is read.
func (gs *GameScreen) tutorialHoldsOutlaws() bool { return gs.tut != nil && gs.tut.run.HoldsOutlaws() }

// refreshTutorial shows the current step (called by refresh before the board is drawn).
func (gs *GameScreen) refreshTutorial() {
	if gs.tutBox == nil {
		return
	}
	if gs.tut == nil || gs.tut.run.Session != gs.session {
		gs.tutBox.RemoveAll()
		gs.tutBox.Hide()
		return
	}
	r := gs.tut.run
	r.Sync()
	gs.saveTutorial()
	gs.tutBox.RemoveAll()
	gs.tutBox.Show()
	prog := widget.NewLabelWithStyle(lang.L("Tutorial")+" · "+say(r.ProgressText()), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	gs.tut.text, gs.tut.textBody, gs.tut.more = nil, nil, nil
	if r.Done() {
		body := newWrapText(say(msg.New("tut.finish"))) // (breaks only at spaces: French punctuation stays with its word)
		if gs.inBar() {
			gs.tutBox.Add(gs.tutorialLines(body, nil)) // (as a step's text: fitTutorialText)
		} else {
			gs.tutBox.Add(prog)
			gs.tutBox.Add(body)
		}
		gs.tutBox.Add(container.NewGridWithColumns(2,
			button(lang.L("Play on"), widget.HighImportance, gs.h.tutorialPlayOn),
			button(lang.L("First real game"), widget.MediumImportance, gs.h.tutorialFirstGame)))
		gs.tutBox.Add(widget.NewSeparator())
		return
	}
	st := r.Current()
	body := newWrapText(say(msg.New(st.Text)))
	if gs.inBar() {
		// a phone's bar: the progress starts the text, which shows at most four lines (a longer
		// one scrolls inside, and "more" shows it whole), and one row of text buttons: the
		// board keeps its room; the step is pinned above the decision (ActionBar.Pin)
		body.SetText(say(r.ProgressText()) + " · " + body.Text)
		gs.tutBox.Add(gs.tutorialLines(body, gs.tutorialWhy()))
	} else {
		gs.tutBox.Add(prog)
		gs.tutBox.Add(body)
		if why := gs.tutorialWhy(); why != nil {
			gs.tutBox.Add(why)
		}
	}
	back := widget.NewButtonWithIcon(lang.L("Back"), theme.NavigateBackIcon(), gs.tutorialBack)
	if r.Step == 0 {
		// greyed but tappable: a tap says why (as every greyed control does)
		back.Importance = widget.LowImportance
		back.OnTapped = func() { gs.session.Refuse(msg.New("why.tut_first")); gs.refresh() }
	}
	skip := widget.NewButtonWithIcon(lang.L("Skip"), theme.MediaSkipNextIcon(), gs.tutorialSkip)
	leave := widget.NewButtonWithIcon(lang.L("Leave"), theme.LogoutIcon(), gs.h.LeaveTutorial)
	row := []fyne.CanvasObject{back, skip, leave}
	if st.Kind == tutorial.KindLook {
		// (an outlaws step has the game's own Next step and Finish their turn, which go on
		// with the step too: one Next on screen, not two)
		next := widget.NewButtonWithIcon(lang.L("Next"), theme.NavigateNextIcon(), gs.tutorialNext)
		next.Importance = widget.HighImportance
		row = []fyne.CanvasObject{back, next, skip, leave}
	}
	cols := len(row)
	switch {
	case gs.inBar():
		for _, b := range row {
			b.(*widget.Button).SetIcon(nil) // four words fit across a phone
		}
	case gs.h.narrow():
		cols = 2 // a narrow window: two buttons a row
	}
	gs.tutBox.Add(container.NewGridWithColumns(cols, row...))
	gs.tutBox.Add(widget.NewSeparator())
	// frame where to look or tap
	if a, ok := r.Expected(); ok {
		gs.session.Hint = gs.session.HintFor(a)
		if h := gs.session.Hint; h != nil {
			h.Areas = []string{st.Area}
			h.Cells = append(h.Cells, st.Cells...)
			if st.Dock > 0 {
				h.Docks = append(h.Docks, st.Dock-1) // (the blocker beside the dock, say)
			}
		}
	} else {
		h := &game.Hint{Cells: st.Cells, Areas: []string{st.Area}}
		if st.Dock > 0 {
			h.Docks = []int{st.Dock - 1}
		}
		gs.session.Hint = h
	}
}

// tutorialLines is the step's text in the phone's bar (after the refusal of the last tap, in
// red, when there is one): at most four lines, fewer when the bar has less room
// (fitTutorialText), scrolling inside, with a "more" button beside it that shows it whole.
func (gs *GameScreen) tutorialLines(body, why *wrapText) fyne.CanvasObject {
	line := fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{}).Height
	content := container.NewVBox(body)
	full := body.Text
	if why != nil {
		// the answer to the tap just made first (the step's text follows it, or under "more")
		content.Objects = []fyne.CanvasObject{why, body}
		full = why.Text + "\n\n" + full
	}
	scroll := container.NewVScroll(content)
	scroll.SetMinSize(fyne.NewSize(0, 4*line+2*theme.InnerPadding()))
	more := widget.NewButtonWithIcon("", theme.MoreHorizontalIcon(), func() { gs.tutorialMore(full) })
	more.Importance = widget.LowImportance
	more.Hide()
	gs.tut.text, gs.tut.textBody, gs.tut.more = scroll, content, more
	return container.NewBorder(nil, nil, nil, more, scroll)
}

// tutorialWhy is the refusal of the last tap, in red (nil when there is none).
func (gs *GameScreen) tutorialWhy() *wrapText {
	if !gs.session.Bad || gs.session.Msg.IsZero() {
		return nil
	}
	why := newWrapText(say(gs.session.Msg))
	why.Importance = widget.DangerImportance
	return why
}

// tutorialMore shows the step's whole text (the phone's bar had room for a part of it).
func (gs *GameScreen) tutorialMore(text string) {
	d := dialog.NewCustom(lang.L("Tutorial"), lang.L("Close"), wrapped(text), gs.h.window())
	d.Resize(fyne.NewSize(min(480, gs.h.window().Canvas().Size().Width-20), 0))
	d.Show()
}

// saveTutorial writes the tutorial's progress file when the step changed.
func (gs *GameScreen) saveTutorial() {
	r := gs.tut.run
	if gs.h.store() == nil || gs.tut.saved == r.Step {
		return
	}
	gs.tut.saved = r.Step
	if err := gs.h.store().Write(tutorial.ProgressFile, r.SaveProgress()); err != nil {
		fyne.LogError("tutorial progress", err)
	}
}

func (gs *GameScreen) tutorialStep(f func() error) {
	gs.gen++
	gs.paused = false
	if err := f(); err != nil {
		gs.session.Refuse(msg.Of(err))
	}
	gs.refresh()
}

func (gs *GameScreen) tutorialNext() { gs.tutorialStep(gs.tut.run.Next) }
func (gs *GameScreen) tutorialSkip() { gs.tutorialStep(gs.tut.run.Skip) }

func (gs *GameScreen) tutorialBack() {
	r := gs.tut.run
	b, err := r.Tutorial.At(gs.session.Box, r.Step-1)
	if err != nil {
		gs.session.Refuse(msg.Of(err))
		gs.refresh()
		return
	}
	gs.gen++
	b.Attach(gs.session)
	gs.tut.run = b
	gs.resetView()
}

// LeaveTutorial goes home; the tutorial resumes at this step next time.
func (u *UI) LeaveTutorial() {
	u.gameScreen.endTutorial()
	u.ShowHome()
}

func (gs *GameScreen) endTutorial() {
	if gs.tut == nil {
		return
	}
	gs.tut.run.Detach()
	gs.unpointTutorial()
	gs.noAutosave = gs.tut.noAutosave
	gs.tut = nil
	gs.live = false
	gs.refreshTutorial()
}

// tutorialPlayOn keeps the tutorial game as the person's game (asked first when it would
// replace a saved game).
func (u *UI) tutorialPlayOn() { u.tutorialConfirm(u.gameScreen.tutorialPlayOnNow) }

func (gs *GameScreen) tutorialPlayOnNow() {
	if gs.h.store() != nil {
		_ = gs.h.store().Remove(tutorial.ProgressFile)
	}
	gs.endTutorial()
	gs.live = true
	gs.refresh()
}

// tutorialFirstGame starts a first real game (Easy, first-game pieces), asked first when it
// would replace a saved game.
func (u *UI) tutorialFirstGame() { u.tutorialConfirm(u.tutorialFirstGameNow) }

func (u *UI) tutorialFirstGameNow() {
	if u.Store != nil {
		_ = u.Store.Remove(tutorial.ProgressFile)
	}
	u.gameScreen.endTutorial()
	u.NewGame(engine.Options{Seed: randomSeed(), FirstGame: true, Difficulty: "easy", Variant: "outlaws"})
}

// tutorialTakesUndo keeps the tutorial's steps and the game together: in the tutorial, Undo is
// Back (the previous step's position) and Redo and going back in the log do nothing.
func (gs *GameScreen) tutorialTakesUndo(undo bool) bool {
	if gs.tut == nil {
		return false
	}
	if undo && gs.tut.run.Step > 0 {
		gs.tutorialBack()
	}
	return true
}
