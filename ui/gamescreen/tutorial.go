package gamescreen

import (
	"whistle/engine/msg"
	"whistle/ui/game"
	"whistle/ui/text"
	"whistle/ui/tutorial"
	"whistle/ui/widgets"

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

// Active reports whether the game on show is the tutorial's.
func (tg *TutorialGuide) Active() bool { return tg.tut != nil }

// Run is the tutorial in progress: its step, its checks (nil outside the tutorial).
func (tg *TutorialGuide) Run() *tutorial.Run {
	if tg.tut == nil {
		return nil
	}
	return tg.tut.run
}

// tutorialHoldsOutlaws keeps the outlaws waiting while their step is read.
func (tg *TutorialGuide) tutorialHoldsOutlaws() bool {
	return tg.tut != nil && tg.tut.run.HoldsOutlaws()
}

// refreshTutorial shows the current step (called by refresh before the board is drawn).
func (tg *TutorialGuide) refreshTutorial() {
	if tg.gs.panel.tutBox == nil {
		return
	}
	if tg.tut == nil || tg.tut.run.Session != tg.gs.session {
		tg.gs.panel.tutBox.RemoveAll()
		tg.gs.panel.tutBox.Hide()
		return
	}
	r := tg.tut.run
	r.Sync()
	tg.saveTutorial()
	tg.gs.panel.tutBox.RemoveAll()
	tg.gs.panel.tutBox.Show()
	prog := widget.NewLabelWithStyle(lang.L("Tutorial")+" · "+text.Render(r.ProgressText()), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	tg.tut.text, tg.tut.textBody, tg.tut.more = nil, nil, nil
	if r.Done() {
		body := widgets.NewWrapText(text.Render(msg.New("tut.finish"))) // (breaks only at spaces: French punctuation stays with its word)
		if tg.gs.phone.inBar() {
			tg.gs.panel.tutBox.Add(tg.tutorialLines(body, nil)) // (as a step's text: fitTutorialText)
		} else {
			tg.gs.panel.tutBox.Add(prog)
			tg.gs.panel.tutBox.Add(body)
		}
		tg.gs.panel.tutBox.Add(container.NewGridWithColumns(2,
			widgets.Button(lang.L("Play on"), widget.HighImportance, tg.gs.h.TutorialPlayOn),
			widgets.Button(lang.L("First real game"), widget.MediumImportance, tg.gs.h.TutorialFirstGame)))
		tg.gs.panel.tutBox.Add(widget.NewSeparator())
		return
	}
	st := r.Current()
	body := widgets.NewWrapText(text.Render(msg.New(st.Text)))
	if tg.gs.phone.inBar() {
		// a phone's bar: the progress starts the text, which shows at most four lines (a longer
		// one scrolls inside, and "more" shows it whole), and one row of text buttons: the
		// board keeps its room; the step is pinned above the decision (ActionBar.Pin)
		body.SetText(text.Render(r.ProgressText()) + " · " + body.Text)
		tg.gs.panel.tutBox.Add(tg.tutorialLines(body, tg.tutorialWhy()))
	} else {
		tg.gs.panel.tutBox.Add(prog)
		tg.gs.panel.tutBox.Add(body)
		if why := tg.tutorialWhy(); why != nil {
			tg.gs.panel.tutBox.Add(why)
		}
	}
	back := widget.NewButtonWithIcon(lang.L("Back"), theme.NavigateBackIcon(), tg.tutorialBack)
	if r.Step == 0 {
		// greyed but tappable: a tap says why (as every greyed control does)
		back.Importance = widget.LowImportance
		back.OnTapped = func() { tg.gs.session.Status().Refuse(msg.New("why.tut_first")); tg.gs.Refresh() }
	}
	skip := widget.NewButtonWithIcon(lang.L("Skip"), theme.MediaSkipNextIcon(), tg.tutorialSkip)
	leave := widget.NewButtonWithIcon(lang.L("Leave"), theme.LogoutIcon(), tg.gs.h.LeaveTutorial)
	row := []fyne.CanvasObject{back, skip, leave}
	if st.Kind == tutorial.KindLook {
		// (an outlaws step has the game's own Next step and Finish their turn, which go on
		// with the step too: one Next on screen, not two)
		next := widget.NewButtonWithIcon(lang.L("Next"), theme.NavigateNextIcon(), tg.Next)
		next.Importance = widget.HighImportance
		row = []fyne.CanvasObject{back, next, skip, leave}
	}
	cols := len(row)
	switch {
	case tg.gs.phone.inBar():
		for _, b := range row {
			b.(*widget.Button).SetIcon(nil) // four words fit across a phone
		}
	case tg.gs.h.Narrow():
		cols = 2 // a narrow window: two buttons a row
	}
	tg.gs.panel.tutBox.Add(container.NewGridWithColumns(cols, row...))
	tg.gs.panel.tutBox.Add(widget.NewSeparator())
	// frame where to look or tap
	if a, ok := r.Expected(); ok {
		tg.gs.session.Hints().Hint = tg.gs.session.Hints().HintFor(a)
		if h := tg.gs.session.Hints().Hint; h != nil {
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
		tg.gs.session.Hints().Hint = h
	}
}

// tutorialLines is the step's text in the phone's bar (after the refusal of the last tap, in
// red, when there is one): at most four lines, fewer when the bar has less room
// (fitTutorialText), scrolling inside, with a "more" button beside it that shows it whole.
func (tg *TutorialGuide) tutorialLines(body, why *widgets.WrapText) fyne.CanvasObject {
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
	more := widget.NewButtonWithIcon("", theme.MoreHorizontalIcon(), func() { tg.tutorialMore(full) })
	more.Importance = widget.LowImportance
	more.Hide()
	tg.tut.text, tg.tut.textBody, tg.tut.more = scroll, content, more
	return container.NewBorder(nil, nil, nil, more, scroll)
}

// tutorialWhy is the refusal of the last tap, in red (nil when there is none).
func (tg *TutorialGuide) tutorialWhy() *widgets.WrapText {
	if !tg.gs.session.Status().Bad || tg.gs.session.Status().Msg.IsZero() {
		return nil
	}
	why := widgets.NewWrapText(text.Render(tg.gs.session.Status().Msg))
	why.Importance = widget.DangerImportance
	return why
}

// tutorialMore shows the step's whole text (the phone's bar had room for a part of it).
func (tg *TutorialGuide) tutorialMore(text string) {
	d := dialog.NewCustom(lang.L("Tutorial"), lang.L("Close"), widgets.Wrapped(text), tg.gs.h.Window())
	d.Resize(fyne.NewSize(min(480, tg.gs.h.Window().Canvas().Size().Width-20), 0))
	d.Show()
}

// saveTutorial writes the tutorial's progress file when the step changed.
func (tg *TutorialGuide) saveTutorial() {
	r := tg.tut.run
	if tg.gs.h.Store() == nil || tg.tut.saved == r.Step {
		return
	}
	tg.tut.saved = r.Step
	if err := tg.gs.h.Store().Write(tutorial.ProgressFile, r.SaveProgress()); err != nil {
		fyne.LogError("tutorial progress", err)
	}
}

func (tg *TutorialGuide) tutorialStep(f func() error) {
	tg.gs.pace.gen++
	tg.gs.pace.paused = false
	if err := f(); err != nil {
		tg.gs.session.Status().Refuse(msg.Of(err))
	}
	tg.gs.Refresh()
}

// Next goes on to the tutorial's next step (what its Next button does).
func (tg *TutorialGuide) Next() { tg.tutorialStep(tg.tut.run.Next) }

func (tg *TutorialGuide) tutorialSkip() { tg.tutorialStep(tg.tut.run.Skip) }

func (tg *TutorialGuide) tutorialBack() {
	r := tg.tut.run
	b, err := r.Tutorial.At(tg.gs.session.Box, r.Step-1)
	if err != nil {
		tg.gs.session.Status().Refuse(msg.Of(err))
		tg.gs.Refresh()
		return
	}
	tg.gs.pace.gen++
	b.Attach(tg.gs.session)
	tg.tut.run = b
	tg.gs.resetView()
}

func (tg *TutorialGuide) End() {
	if tg.tut == nil {
		return
	}
	tg.tut.run.Detach()
	tg.unpointTutorial()
	tg.gs.noAutosave = tg.tut.noAutosave
	tg.tut = nil
	tg.gs.live = false
	tg.refreshTutorial()
}

func (tg *TutorialGuide) PlayOn() {
	if tg.gs.h.Store() != nil {
		_ = tg.gs.h.Store().Remove(tutorial.ProgressFile)
	}
	tg.End()
	tg.gs.live = true
	tg.gs.Refresh()
}

// tutorialTakesUndo keeps the tutorial's steps and the game together: in the tutorial, Undo is
// Back (the previous step's position) and Redo and going back in the log do nothing.
func (tg *TutorialGuide) tutorialTakesUndo(undo bool) bool {
	if tg.tut == nil {
		return false
	}
	if undo && tg.tut.run.Step > 0 {
		tg.tutorialBack()
	}
	return true
}

// TutorialGuide is the tutorial in progress on the game screen (tut, nil outside it): its step
// above the panel or in the phone's bar, and its pointers on the board and the buttons
// (tutorial_point.go).
type TutorialGuide struct {
	gs  *GameScreen
	tut *tutorialView
}
