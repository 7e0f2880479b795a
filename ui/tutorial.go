package ui

import (
	"whistle/engine"
	"whistle/engine/msg"
	"whistle/tutorial"
	"whistle/ui/game"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// tutorialView is the learn-by-playing tutorial on the game screen (issue 28): the step's text,
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
	cat, err := engine.DefaultCatalog()
	if err != nil {
		dialog.ShowError(err, u.Win)
		return
	}
	run := t.Start(cat)
	if u.Store != nil && u.Store.Exists(tutorial.ProgressFile) {
		if data, err := u.Store.Read(tutorial.ProgressFile); err == nil {
			if r, err := t.Resume(cat, data); err == nil {
				run = r
			} // a bad progress file: start over (it is replaced at the next step)
		}
	}
	if u.live {
		u.autosave(true) // the game in progress stays in the autosave (Continue)
	}
	u.ensureBuilt()
	was := u.noAutosave
	if u.tut != nil {
		was = u.tut.noAutosave
	}
	u.tut = &tutorialView{run: run, noAutosave: was, saved: -1, point: tutPoint{step: -1}, revealed: -1}
	u.noAutosave = true
	u.gen++
	u.SaveName = ""
	u.live = false
	run.Attach(u.S)
	u.resetView()
	u.ShowGameScreen()
	u.refresh()
}

// tutorialHoldsOutlaws keeps the outlaws waiting while their step is read.
func (u *UI) tutorialHoldsOutlaws() bool { return u.tut != nil && u.tut.run.HoldsOutlaws() }

// refreshTutorial shows the current step (called by refresh before the board is drawn).
func (u *UI) refreshTutorial() {
	if u.tutBox == nil {
		return
	}
	if u.tut == nil || u.tut.run.S != u.S {
		u.tutBox.RemoveAll()
		u.tutBox.Hide()
		return
	}
	r := u.tut.run
	r.Sync()
	u.saveTutorial()
	u.tutBox.RemoveAll()
	u.tutBox.Show()
	prog := widget.NewLabelWithStyle(lang.L("Tutorial")+" · "+say(r.ProgressText()), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	u.tut.text, u.tut.textBody, u.tut.more = nil, nil, nil
	if r.Done() {
		body := newWrapText(say(msg.New("tut.finish"))) // (breaks only at spaces: French punctuation stays with its word)
		if u.inBar() {
			u.tutBox.Add(u.tutorialLines(body, nil)) // (as a step's text: fitTutorialText)
		} else {
			u.tutBox.Add(prog)
			u.tutBox.Add(body)
		}
		u.tutBox.Add(container.NewGridWithColumns(2,
			button(lang.L("Play on"), widget.HighImportance, u.tutorialPlayOn),
			button(lang.L("First real game"), widget.MediumImportance, u.tutorialFirstGame)))
		u.tutBox.Add(widget.NewSeparator())
		return
	}
	st := r.Current()
	body := newWrapText(say(msg.New(st.Text)))
	if u.inBar() {
		// a phone's bar: the progress starts the text, which shows at most four lines (a longer
		// one scrolls inside, and "more" shows it whole), and one row of text buttons: the
		// board keeps its room; the step is pinned above the decision (ActionBar.Pin)
		body.SetText(say(r.ProgressText()) + " · " + body.Text)
		u.tutBox.Add(u.tutorialLines(body, u.tutorialWhy()))
	} else {
		u.tutBox.Add(prog)
		u.tutBox.Add(body)
		if why := u.tutorialWhy(); why != nil {
			u.tutBox.Add(why)
		}
	}
	back := widget.NewButtonWithIcon(lang.L("Back"), theme.NavigateBackIcon(), u.tutorialBack)
	if r.Step == 0 {
		// greyed but tappable: a tap says why (as every greyed control does)
		back.Importance = widget.LowImportance
		back.OnTapped = func() { u.S.Refuse(msg.New("why.tut_first")); u.refresh() }
	}
	skip := widget.NewButtonWithIcon(lang.L("Skip"), theme.MediaSkipNextIcon(), u.tutorialSkip)
	leave := widget.NewButtonWithIcon(lang.L("Leave"), theme.LogoutIcon(), u.LeaveTutorial)
	row := []fyne.CanvasObject{back, skip, leave}
	if st.Kind == tutorial.KindLook {
		// (an outlaws step has the game's own Next step and Finish their turn, which go on
		// with the step too: one Next on screen, not two)
		next := widget.NewButtonWithIcon(lang.L("Next"), theme.NavigateNextIcon(), u.tutorialNext)
		next.Importance = widget.HighImportance
		row = []fyne.CanvasObject{back, next, skip, leave}
	}
	cols := len(row)
	switch {
	case u.inBar():
		for _, b := range row {
			b.(*widget.Button).SetIcon(nil) // four words fit across a phone
		}
	case u.narrow():
		cols = 2 // a narrow window: two buttons a row
	}
	u.tutBox.Add(container.NewGridWithColumns(cols, row...))
	u.tutBox.Add(widget.NewSeparator())
	// frame where to look or tap
	if a, ok := r.Expected(); ok {
		u.S.Hint = u.S.HintFor(a)
		if h := u.S.Hint; h != nil {
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
		u.S.Hint = h
	}
}

// tutorialLines is the step's text in the phone's bar (after the refusal of the last tap, in
// red, when there is one): at most four lines, fewer when the bar has less room
// (fitTutorialText), scrolling inside, with a "more" button beside it that shows it whole.
func (u *UI) tutorialLines(body, why *wrapText) fyne.CanvasObject {
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
	more := widget.NewButtonWithIcon("", theme.MoreHorizontalIcon(), func() { u.tutorialMore(full) })
	more.Importance = widget.LowImportance
	more.Hide()
	u.tut.text, u.tut.textBody, u.tut.more = scroll, content, more
	return container.NewBorder(nil, nil, nil, more, scroll)
}

// tutorialWhy is the refusal of the last tap, in red (nil when there is none).
func (u *UI) tutorialWhy() *wrapText {
	if !u.S.Bad || u.S.Msg.IsZero() {
		return nil
	}
	why := newWrapText(say(u.S.Msg))
	why.Importance = widget.DangerImportance
	return why
}

// tutorialMore shows the step's whole text (the phone's bar had room for a part of it).
func (u *UI) tutorialMore(text string) {
	d := dialog.NewCustom(lang.L("Tutorial"), lang.L("Close"), wrapped(text), u.Win)
	d.Resize(fyne.NewSize(min(480, u.Win.Canvas().Size().Width-20), 0))
	d.Show()
}

// saveTutorial writes the tutorial's progress file when the step changed.
func (u *UI) saveTutorial() {
	r := u.tut.run
	if u.Store == nil || u.tut.saved == r.Step {
		return
	}
	u.tut.saved = r.Step
	if err := u.Store.Write(tutorial.ProgressFile, r.SaveProgress()); err != nil {
		fyne.LogError("tutorial progress", err)
	}
}

func (u *UI) tutorialStep(f func() error) {
	u.gen++
	u.paused = false
	if err := f(); err != nil {
		u.S.Refuse(msg.Of(err))
	}
	u.refresh()
}

func (u *UI) tutorialNext() { u.tutorialStep(u.tut.run.Next) }
func (u *UI) tutorialSkip() { u.tutorialStep(u.tut.run.Skip) }

func (u *UI) tutorialBack() {
	r := u.tut.run
	cat, err := engine.DefaultCatalog()
	if err != nil {
		return
	}
	b, err := r.T.At(cat, r.Step-1)
	if err != nil {
		u.S.Refuse(msg.Of(err))
		u.refresh()
		return
	}
	u.gen++
	b.Attach(u.S)
	u.tut.run = b
	u.resetView()
}

// LeaveTutorial goes home; the tutorial resumes at this step next time.
func (u *UI) LeaveTutorial() {
	u.endTutorial()
	u.ShowHome()
}

func (u *UI) endTutorial() {
	if u.tut == nil {
		return
	}
	u.tut.run.Detach()
	u.unpointTutorial()
	u.noAutosave = u.tut.noAutosave
	u.tut = nil
	u.live = false
	u.refreshTutorial()
}

// tutorialPlayOn keeps the tutorial game as the person's game (asked first when it would
// replace a saved game).
func (u *UI) tutorialPlayOn() { u.tutorialConfirm(u.tutorialPlayOnNow) }

func (u *UI) tutorialPlayOnNow() {
	if u.Store != nil {
		_ = u.Store.Remove(tutorial.ProgressFile)
	}
	u.endTutorial()
	u.live = true
	u.refresh()
}

// tutorialFirstGame starts a first real game (Easy, first-game pieces), asked first when it
// would replace a saved game.
func (u *UI) tutorialFirstGame() { u.tutorialConfirm(u.tutorialFirstGameNow) }

func (u *UI) tutorialFirstGameNow() {
	if u.Store != nil {
		_ = u.Store.Remove(tutorial.ProgressFile)
	}
	u.endTutorial()
	u.NewGame(engine.Options{Seed: randomSeed(), FirstGame: true, Difficulty: "easy", Variant: "outlaws"})
}

// tutorialTakesUndo keeps the tutorial's steps and the game together: in the tutorial, Undo is
// Back (the previous step's position) and Redo and going back in the log do nothing.
func (u *UI) tutorialTakesUndo(undo bool) bool {
	if u.tut == nil {
		return false
	}
	if undo && u.tut.run.Step > 0 {
		u.tutorialBack()
	}
	return true
}
