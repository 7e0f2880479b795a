package gamescreen

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/ui/board"
	"whistle/ui/game"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// ActionBar is a strip along the bottom of a phone screen that holds the decision waiting for
// the person (its buttons, a short line above them): it stays on screen whatever the panels
// above it scroll to. Set replaces what it holds; with nothing it takes no room. Any phone
// screen may use one (the game screen does, see decisionBar).
type ActionBar struct {
	box    *fyne.Container
	root   *fyne.Container
	scroll *container.Scroll // the bar's content, scrolling beyond Max
	inner  *fyne.Container   // the scroll, no taller than Max
	focus  *widget.Button    // what the bar scrolls to when its content is taller (nil: its top)
	// pin is what stays at the bar's top above the scrolling content (the tutorial's step,
	// Pin); pinBox holds it padded, hidden when empty
	pin, pinBox *fyne.Container
	// Max, when set, is the bar's greatest height: beyond it its content scrolls (actionbar_fit.go).
	Max func() float32
}

// NewActionBar makes an empty bar.
func NewActionBar() *ActionBar {
	b := &ActionBar{box: container.NewVBox(), pin: container.NewVBox()}
	b.pinBox = container.NewPadded(b.pin)
	b.pinBox.Hide()
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	inner := capped(container.NewPadded(b.box), b.scrollMax, b.showFocus)
	b.inner = inner
	b.scroll = inner.Objects[0].(*container.Scroll)
	b.root = container.NewStack(bg, container.NewBorder(container.NewVBox(widget.NewSeparator(), b.pinBox), nil, nil, nil, inner))
	b.root.Hide()
	return b
}

// Object is what the screen lays out (at its bottom).
func (b *ActionBar) Object() fyne.CanvasObject { return b.root }

// Set shows objs in the bar, or hides it when there are none.
func (b *ActionBar) Set(objs ...fyne.CanvasObject) {
	if bg, ok := b.root.Objects[0].(*canvas.Rectangle); ok {
		bg.FillColor = theme.Color(theme.ColorNameBackground) // (the theme may have changed)
	}
	b.box.Objects = objs
	if len(objs) == 0 {
		b.inner.Hide() // (only a pinned step: no empty strip under it)
	} else {
		b.inner.Show()
	}
	b.showIfAny()
	b.relayout()
}

// relayout lays the bar out again around new content without refreshing a widget in it: each
// is new and measures its text when first laid out, where a refresh of the bar's containers
// refreshed every one of them again (a label shortened to one line measured it anew each
// time: tens of ms in the browser at the end of your turn, docs/performance-phone.md). The
// bar's containers are laid out from the top (the cap's layout scrolls to the focus), the
// scroll sizes its content anew, and the bar is drawn again.
func (b *ActionBar) relayout() {
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if c, ok := o.(*fyne.Container); ok {
			widgets.Relayout(c)
			for _, k := range c.Objects {
				walk(k)
			}
		}
	}
	walk(b.root)
	b.scroll.Base.Refresh() // (its own refresh would refresh its content's widgets too)
	walk(b.scroll.Content)
	canvas.Refresh(b.root)
}

// inBar reports whether the phone's action bar holds the decision's buttons (the Play panel
// then leaves them out).
func (pb *phoneBar) inBar() bool { return pb.gs.h.Phone() && pb.bar != nil }

// decisionBar fills the phone's action bar with the decision of the moment, most pressing
// first: a move previewed by a first tap (Confirm or Cancel, a warning such as a theft above
// them); a piece in hand (Rotate, Flip, Build here, Put down); the outlaws' turn (their die
// line, Next step and Finish their turn, or the theft you must choose); a choice of yours; else
// the turn's main buttons (the airships and Forge, or the open step's Finish button) and End turn.
func (pb *phoneBar) decisionBar() {
	if !pb.inBar() {
		return
	}
	s := pb.gs.session
	var o []fyne.CanvasObject
	switch s.Moves().Bar() { // (game.Session.Bar decides which decision the bar holds)
	case game.BarNothing:
		// the game is over, or a copied game's question is the panel's first line: until it is
		// answered no decision is taken, and no choice names a piece the table has not told
	case game.BarTheft:
		o = append(o, pb.barLine(lang.L("The outlaws rob you: choose what you hand over."), true))
		o = append(o, pb.gs.panel.choiceButtons()...)
		o = append(o, pb.barDone()...)
	case game.BarOutlaws:
		o = append(o, pb.outlawBarHead())
		o = append(o, pb.barGrid(
			widgets.Button(lang.L("Next step"), widget.HighImportance, pb.gs.OutlawNext),
			widgets.Button(lang.L("Finish their turn"), widget.MediumImportance, pb.gs.pace.OutlawFinish)))
	case game.BarPiece: // (Build here confirms the piece previewed)
		o = append(o, pb.previewWarnings()...)
		o = append(o, pb.pieceButtons())
	case game.BarConfirm:
		a := s.Previews().Preview.Action
		confirm := widgets.Button(lang.L("Confirm"), widget.HighImportance, func() { pb.gs.Do(a) })
		pb.gs.tutor.tutMark(confirm, func(w engine.Action) bool { return w == a }) // (the tutorial's move previewed: Confirm framed)
		buttons := pb.barGrid(confirm,
			widgets.Button(lang.L("Cancel"), widget.LowImportance, func() { s.Previews().HidePreview(); pb.gs.Refresh() }))
		if len(s.Previews().Preview.Cells) == 0 {
			// a move with no square on the board (a forge, a dock, a dock's choice): its whole
			// preview is here (a dock may lie outside the zoomed board's view), under Confirm
			// and Cancel (a dock selling many upgrades has many lines: they scroll, not Confirm)
			o = append(o, buttons)
			for _, l := range board.PreviewLines(s.Cat, s.Previews().Preview.Outcome) {
				o = append(o, pb.barLine(l.Text, l.Warn))
			}
		} else {
			o = append(o, pb.previewWarnings()...)
			o = append(o, buttons)
		}
	case game.BarDock:
		o = append(o, pb.gs.panel.dockOfferButtons()...)
		o = append(o, pb.barGrid(widgets.Button(lang.L("Cancel"), widget.LowImportance, func() { s.Hand().Sel.Dock = 0; pb.gs.Refresh() })))
	case game.BarChoice:
		o = append(o, pb.gs.panel.choiceButtons()...)
		o = append(o, pb.barDone()...) // a choice one may decline: its Skip this beside it
	case game.BarMain:
		off := s.Moves().YourOffer()
		var row []fyne.CanvasObject
		held := s.Hand().Sel.Kind == game.SelShip // an airship in hand: a tap on the board places it
		for _, k := range engine.ShipKinds {
			if slices.Contains(off.Ships, k) {
				row = append(row, pb.shipButton(k))
			}
		}
		if held && s.Hand().Sel.Ship != engine.Balloon {
			row = append(row, pb.turnShipButton())
		}
		if held { // (back to Forge and End turn)
			row = append(row, widgets.Button(lang.L("Put down"), widget.LowImportance, func() { s.Hand().ClearSelection(); pb.gs.Refresh() }))
		}
		if off.Forge && !held {
			row = append(row, pb.gs.panel.forgeButton())
		}
		if !held { // the forge's pieces and a worker's move: in sight, not below in the panel
			row = append(row, pb.gs.panel.pieceRow(off)...)
			row = append(row, pb.gs.panel.workerButtons(off)...)
		}
		if !held { // the open step's end (Finish forging…): never out of sight below the panel
			row = append(row, pb.barDone()...)
		}
		if off.EndTurn && !held {
			row = append(row, pb.endTurnButton())
		}
		if len(row) > 0 {
			o = append(o, pb.barGrid(row...))
		}
	}
	switch s.Moves().Bar() {
	case game.BarMain, game.BarChoice, game.BarDock:
		if h := s.Hints().Hint; h != nil && pb.gs.tutor.tut == nil {
			// the hint's Play it in sight (the Play panel has its words in full, first)
			o = append(pb.hintBar(h), o...)
		}
	}
	if pb.gs.panel.tutBox != nil && pb.gs.panel.tutBox.Visible() {
		pb.bar.Pin(pb.gs.panel.tutBox) // the tutorial's step, above the decision and never scrolled away
	} else {
		pb.bar.Pin()
	}
	pb.bar.Set(o...)
	pb.barShowFramed()
	pb.gs.tutor.fitTutorialText() // (after the framed button is known: the decision keeps room for it)
	pb.revealMoves()
	pb.gs.tutor.revealTutorial()
}

// outlawBarHead is the outlaws' die line on one line, cut with an ellipsis (the Play panel has
// it whole). The same line is the same label from one step to the next: a new one measured its
// text anew at each step to cut it (5–15 ms a step in a browser).
func (pb *phoneBar) outlawBarHead() *widget.Label {
	text := pb.gs.panel.outlawHead()
	if pb.barHead == nil || pb.barHead.Text != text {
		pb.barHead = widget.NewLabel(text)
		pb.barHead.Truncation = fyne.TextTruncateEllipsis
	}
	return pb.barHead
}

// previewWarnings are the warnings of the move previewed (a theft and its rule): the rest of
// the preview is drawn on the board beside the move.
func (pb *phoneBar) previewWarnings() []fyne.CanvasObject {
	var o []fyne.CanvasObject
	if mp := pb.gs.session.Previews().Preview; mp != nil {
		for _, l := range board.PreviewLines(pb.gs.session.Cat, mp.Outcome) {
			if l.Warn {
				o = append(o, pb.barLine("⚠ "+l.Text, true))
			}
		}
	}
	return o
}

// barGrid lays buttons out in equal columns, two across a phone. When the widest does not fit
// in half of the screen, two buttons go one under the other; more stay two across, a label too
// long for its half wrapping onto a second line (one under the other, four buttons at Larger
// text on a 360 px phone left the board a strip): nothing wider than the screen at any text size.
// Each row is as tall as its own buttons: a label wrapped onto two lines makes its row taller,
// not every row (five buttons at Larger text on a 360 px phone, the airships, Forge and End turn,
// pushed End turn out of the capped bar).
func (pb *phoneBar) barGrid(objs ...fyne.CanvasObject) fyne.CanvasObject {
	w := pb.gs.h.Window().Canvas().Size().Width - 4*theme.Padding()
	widest := float32(0)
	for _, o := range objs {
		widest = max(widest, o.MinSize().Width)
	}
	cols := 2
	if w > 0 && 2*widest+theme.Padding() > w {
		if len(objs) <= 2 {
			cols = 1
		} else {
			half := (w - theme.Padding()) / 2
			for i, o := range objs {
				if b, ok := o.(*widget.Button); ok && b.MinSize().Width > half {
					objs[i] = wrapButton(b)
				}
			}
		}
	}
	cols = min(cols, len(objs))
	if len(objs) <= cols {
		return container.NewGridWithColumns(cols, objs...)
	}
	rows := container.NewVBox()
	for i := 0; i < len(objs); i += cols {
		rows.Add(container.NewGridWithColumns(cols, objs[i:min(i+cols, len(objs))]...))
	}
	return rows
}

// barLine is a short wrapped line of the bar (a warning in the danger colour).
func (pb *phoneBar) barLine(t string, warn bool) fyne.CanvasObject {
	l := widgets.Wrapped(t)
	if warn {
		l.Importance = widget.DangerImportance
		l.TextStyle.Bold = true
	}
	return l
}

// shipButton is the button that takes an airship in hand (as the Play panel labels it).
func (pb *phoneBar) shipButton(k engine.ShipKind) *widget.Button {
	s := pb.gs.session
	imp := widget.MediumImportance
	if s.Hand().Sel.Kind == game.SelShip && s.Hand().Sel.Ship == k {
		imp = widget.HighImportance
	}
	b := widgets.Button(fmt.Sprintf("%s (%d)", text.Sentence(text.ShipName(k)), int(k)), imp, func() {
		s.Hand().SelectShip(k)
		pb.gs.Refresh()
	})
	pb.gs.tutor.tutMark(b, func(w engine.Action) bool {
		return (w.Kind == engine.ActPlaceShip || w.Kind == engine.ActDock) && w.Ship == k
	})
	if h := s.Hints().Hint; h != nil && (h.Action.Kind == engine.ActPlaceShip || h.Action.Kind == engine.ActDock) && h.Action.Ship == k {
		b.SetIcon(theme.VisibilityIcon())
	}
	return b
}

// pieceButtons are Rotate, Flip, Build here and Put down for the piece in hand.
func (pb *phoneBar) pieceButtons() fyne.CanvasObject {
	s := pb.gs.session
	rot := widgets.Button(lang.L("Rotate"), widget.MediumImportance, func() { s.Hand().Rotate(); pb.gs.Refresh() })
	pb.gs.panel.whyNot(rot, game.CtrlRotate, engine.Action{})
	flip := widgets.Button(lang.L("Flip"), widget.MediumImportance, func() { s.Hand().Flip(); pb.gs.Refresh() })
	pb.gs.panel.whyNot(flip, game.CtrlFlip, engine.Action{})
	here := widgets.Button(lang.L("Build here"), widget.HighImportance, func() {
		if a, ok := s.Hand().GhostAction(); ok {
			pb.gs.Do(a)
		}
	})
	pb.gs.panel.whyNot(here, game.CtrlBuildHere, engine.Action{})
	put := widgets.Button(lang.L("Put down"), widget.LowImportance, func() { s.Hand().ClearSelection(); pb.gs.Refresh() })
	if pb.inBar() {
		return pb.barGrid(rot, flip, here, put)
	}
	return pb.gs.panel.flow(rot, flip, here, put)
}

// endTurnButton is End turn (in the warning colour while no main action was taken).
func (pb *phoneBar) endTurnButton() *widget.Button {
	imp := widget.HighImportance
	if pb.gs.session.Game().Turn.Main == engine.NoMain {
		imp = widget.WarningImportance
	}
	b := widgets.Button(lang.L("End turn"), imp, func() { pb.gs.panel.endTurn() })
	pb.gs.panel.markHint(b, engine.Action{Kind: engine.ActEndTurn})
	return b
}

// turnShipButton turns the airship in hand upright or across.
func (pb *phoneBar) turnShipButton() *widget.Button {
	label := lang.L("Turn upright")
	if pb.gs.session.Hand().Sel.Vertical {
		label = lang.L("Turn across")
	}
	return widgets.Button(label, widget.MediumImportance, func() { pb.gs.session.Hand().Rotate(); pb.gs.Refresh() })
}

// barDone is the open step's end (Skip this, Finish forging…) when it may be taken now: on a phone
// the Play panel leaves it to the bar, so every decision that can be ended or declined has it here.
func (pb *phoneBar) barDone() []fyne.CanvasObject {
	if !pb.gs.session.Moves().YourOffer().Done {
		return nil
	}
	return []fyne.CanvasObject{pb.gs.panel.act(pb.gs.panel.doneLabel(), widget.MediumImportance, engine.Action{Kind: engine.ActDone})}
}

// hintBar is the hint on one line, cut with an ellipsis (the Play panel has it whole), with
// Play it and Hide the hint.
func (pb *phoneBar) hintBar(h *game.Hint) []fyne.CanvasObject {
	head := widget.NewLabel(lang.L("Hint") + " · " + text.Render(h.Text))
	head.Truncation = fyne.TextTruncateEllipsis
	head.Importance = widget.HighImportance
	play := widgets.Button(lang.L("Play it"), widget.HighImportance, func() { pb.gs.panel.playHint(h) })
	play.SetIcon(theme.VisibilityIcon())
	hide := widgets.Button(lang.L("Hide the hint"), widget.LowImportance, func() { pb.gs.session.Hints().Hint = nil; pb.gs.Refresh() })
	return []fyne.CanvasObject{head, pb.barGrid(play, hide)}
}

// phoneBar is the phone game screen's action bar and what it shows: the decision of the moment,
// always on screen (decisionBar). bar is nil in the desktop layout.
type phoneBar struct {
	gs      *GameScreen
	bar     *ActionBar
	barHead *widget.Label // the outlaws' die line in the bar (outlawBarHead)
}

// revealMoves pans the phone's board to the squares a move can go to when the thing taken
// (an airship, a piece, a worker) changes and none of them is in view.
func (pb *phoneBar) revealMoves() {
	if pb.gs.zoom != nil {
		pb.gs.zoom.RevealMoves(pb.gs.session, pb.gs.Board)
	}
}
