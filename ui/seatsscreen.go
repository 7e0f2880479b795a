// The game screen of a base game for 2–4 seats, driven by game.BaseGame: the seat to play, every
// seat's pieces and counts, the shown person's hand, their moves, the bots' steps at a pace a
// person can follow, the hand-off between people sharing the device, undo, and the end.

package ui

import (
	"fmt"
	"strings"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/bot"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/msg"
	"whistle/ui/board"
	"whistle/ui/game"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// seatsHost is what the base game's screen asks of the window.
type seatsHost interface {
	pageHost
	enterPage(name ScreenName)
	setScreen(o fyne.CanvasObject)
	pageFrame(title string, content fyne.CanvasObject) fyne.CanvasObject
	recordSeats(plans []engine.SeatPlan, r engine.Result) // the statistics by player count
	saveProgress()                                        // the autosave, once a person's decision waits
	ShowSaveAs()                                          // asks for a name and saves the game under it
	onSeats() bool                                        // this screen is on show (bots wait while not)
	touchInput() bool                                     // a first tap on the board previews, a second makes the move
	ShowNewGame()                                         // the New game page (from the end)
}

// seatsScreen is the screen of a base game.
type seatsScreen struct {
	h seatsHost
	// BaseGame is the game's model; Pace multiplies the bots' delays (0: at once).
	BaseGame *game.BaseGame
	Pace     float64
	// after runs f after d on the window's thread (tests run it at once).
	after func(d time.Duration, f func())
	gen   atomic.Int64 // (atomic: Fyne's test driver runs fyne.Do on the timer's goroutine) a bot's step scheduled for an older generation is dropped

	// the widgets (tests read them)
	Head     *widget.Label
	Seats    *fyne.Container                       // every seat's public state (seats_panel.go)
	SeatRes  [][catalog.NumResources]*widget.Label // each seat's resource counts, in Seats
	Hand     *widgets.WrapText
	Offer    *widgets.WrapText // the starting abilities offered, each with its text, while one is chosen
	offerBox *container.Scroll
	// a phone's split between the board and the rest, and its tabs (nil on a desktop)
	phoneSplit *container.Split
	phoneTabs  *container.AppTabs
	Moves      *widget.List
	Chosen     *widgets.WrapText // the move selected: a first tap selects, Play makes it
	Play       *widget.Button
	HintBtn    *widget.Button
	Deeper     *widget.Button // the expert's hint ("Think deeper")
	UndoBtn    *widget.Button
	SaveBtn    *widget.Button
	RedoBtn    *widget.Button
	Log        *widget.Label
	Board      *board.Board   // every seat's pieces in its colour; taps preview and make the seat's moves
	Session    *game.Session  // the board's session (game.SeatedSession): the held piece, the preview
	Bar        *boardBar      // the board's controls and status
	Confirm    *widget.Button // makes the move the board previews (nil when none)
	Zoom       *ZoomView      // a phone's board: + and −, pinch and double tap in the browser
	HandOff    *widget.Button // the full-screen hand-off: tap when ready
	PassTo     *widget.Label  // what the hand-off says, large, over the button
	handOff    fyne.CanvasObject
	End        *fyne.Container
	ResultBtn  *widget.Button // after the end, the result again (when the board is looked at)
	EndNew     *widget.Button // the end's New game, Look at the board and Back
	EndLook    *widget.Button
	EndBack    *widget.Button
	Look       bool // the end's result is put aside to look at the board
	content    *fyne.Container
	main       fyne.CanvasObject
	body       fyne.CanvasObject
	endBox     fyne.CanvasObject
	logBox     *container.Scroll
	legal      []engine.Action
	selected   int
	recorded   bool     // the end was added to the statistics
	logLines   []string // the log's lines rendered so far (logText), in logLang
	logLang    string
	panelKey   string      // what the players panel shows (seatPanels)
	moves      int         // the history's length at the last refresh (a board tap that moved refreshes all)
	waited     engine.Side // the seat whose decision waited at the last refresh
	fromBoard  bool        // the refresh follows a move made on the board (its message stays)

	// ready is a move to offer once the seat may act (a review's Try it: review.go)
	ready *bot.SeatMove
}

func (u *UI) startSeated(opt engine.Options, started func()) {
	u.confirmReplace(func() {
		started()
		g, ev := u.box.NewGame(opt)
		u.SaveName = ""
		u.openSeated(engine.NewRecord(g, ev))
	})
}

func newSeatsScreen(h seatsHost, t *game.BaseGame) *seatsScreen {
	// a game loaded after its end was counted when it ended: it is not counted again
	s := &seatsScreen{h: h, BaseGame: t, Pace: 1, selected: -1, recorded: t.Game().Over()}
	s.after = func(d time.Duration, f func()) {
		time.AfterFunc(d, func() { fyne.Do(f) })
	}
	s.Head = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.Head.Wrapping = fyne.TextWrapWord
	s.Seats = container.NewVBox()
	s.Hand = widgets.NewWrapText("")
	s.Offer = widgets.NewWrapText("")
	s.Offer.Hide()
	s.Chosen = widgets.NewWrapText("")
	s.Log = widget.NewLabel("")
	s.Log.Wrapping = fyne.TextWrapWord
	s.logBox = container.NewVScroll(s.Log)
	s.Moves = widget.NewList(func() int { return len(s.legal) },
		func() fyne.CanvasObject { l := widget.NewLabel(""); l.Truncation = fyne.TextTruncateEllipsis; return l },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i < len(s.legal) {
				o.(*widget.Label).SetText(s.describe(s.legal[i]))
			}
		})
	s.Moves.OnSelected = func(i widget.ListItemID) { s.choose(i, msg.Msg{}) }
	// the abilities offered over the moves, each in a scroll of its own: at the larger text
	// on a phone the three texts are taller than the tab
	s.offerBox = container.NewVScroll(s.Offer)
	s.offerBox.Hide()
	offerSplit := container.NewVSplit(s.offerBox, s.Moves)
	offerSplit.Offset = 0.6
	s.Play = widget.NewButtonWithIcon(lang.L("Play this move"), theme.ConfirmIcon(), s.playChosen)
	s.Play.Importance = widget.HighImportance
	s.HintBtn = widget.NewButton(lang.L("Hint"), s.hint)
	s.Deeper = widget.NewButton(lang.L("Think deeper"), s.expertHint)
	s.UndoBtn = widget.NewButtonWithIcon(lang.L("Undo"), theme.ContentUndoIcon(), s.undo)
	s.RedoBtn = widget.NewButtonWithIcon(lang.L("Redo"), theme.ContentRedoIcon(), s.redo)
	s.HandOff = widget.NewButton("", func() { s.BaseGame.Reveal(); s.refresh() })
	s.HandOff.Importance = widget.HighImportance
	s.End = container.NewVBox()
	var bar fyne.CanvasObject = container.NewHBox(s.UndoBtn, s.RedoBtn, s.HintBtn, s.Deeper, s.Play)
	if h.narrow() {
		// a phone: undo and redo by their icons, Play across under the hints
		s.UndoBtn.SetText("")
		s.RedoBtn.SetText("")
		bar = container.NewVBox(container.NewHBox(s.UndoBtn, s.RedoBtn, s.HintBtn, s.Deeper), s.Play)
	}
	s.SaveBtn = widget.NewButtonWithIcon(lang.L("Save as…"), theme.DocumentSaveIcon(), h.ShowSaveAs)
	if h.narrow() {
		s.SaveBtn.SetText("") // the icon alone beside the heading of a phone
	}
	s.ResultBtn = widget.NewButton(lang.L("Result"), func() { s.Look = false; s.refresh() })
	s.ResultBtn.Importance = widget.HighImportance
	s.ResultBtn.Hide()
	head := container.NewBorder(nil, nil, nil, container.NewHBox(container.NewCenter(s.ResultBtn), container.NewCenter(s.SaveBtn)), s.Head)
	colours := make([]string, len(t.Plans))
	for i, p := range t.Plans {
		colours[i] = p.Colour
	}
	s.Session = game.SeatedSession(t)
	s.Session.Touch = h.touchInput()
	s.Board = board.NewSeatedPlay(s.Session, colours, s.names())
	s.Board.OnChanged = s.boardChanged
	s.Board.OnGhost = s.updateBar
	s.Bar = newBoardBar()
	var body fyne.CanvasObject
	if h.narrow() {
		// a phone: the board on top in its zoom view, the decision under it always in sight
		// (the bar and the buttons), the moves in words, the players and the log in tabs
		s.Board.ReadableLabels = true
		s.Zoom = NewZoomView(s.Board)
		s.Zoom.Default, s.Zoom.Focus = s.Board.LabelZoom, s.Board.HomeAt
		s.Zoom.OnRefuse = func(why msg.Msg) { s.Session.Refuse(why); s.updateBar() }
		tabs := container.NewAppTabs(
			container.NewTabItem(lang.L("Moves"), offerSplit),
			container.NewTabItem(lang.L("Players"), container.NewVScroll(container.NewVBox(s.Hand, widget.NewSeparator(), s.Seats))),
			container.NewTabItem(lang.L("Log"), s.logBox))
		low := container.NewBorder(head, container.NewVBox(s.Bar.root, s.Chosen, bar), nil, nil, tabs)
		s.Bar.holder = low
		split := container.NewVSplit(s.Zoom.Object(), low)
		split.Offset = 0.45
		// the players and the log get most of the height while their tab is open (under a
		// board at its usual height they would have a few lines between the tabs and the bar)
		s.phoneSplit, s.phoneTabs = split, tabs
		tabs.OnSelected = func(*container.TabItem) { s.phoneRoom() }
		body = split
	} else {
		// the players (the shown hand first) over the moves, the heading on top and the
		// decision's buttons at the bottom always in sight
		players := container.NewVScroll(container.NewVBox(s.Hand, widget.NewSeparator(), s.Seats))
		movesBox := offerSplit
		mid := container.NewVSplit(players, movesBox)
		mid.Offset = 0.7
		left := container.NewBorder(container.NewVBox(head, widget.NewSeparator()), container.NewVBox(s.Chosen, bar), nil, nil, mid)
		boardBox := container.NewBorder(nil, s.Bar.root, nil, nil, s.Board)
		s.Bar.holder = boardBox
		split := container.NewHSplit(left, container.NewAppTabs(
			container.NewTabItem(lang.L("Board"), boardBox),
			container.NewTabItem(lang.L("Log"), s.logBox)))
		split.Offset = 0.4
		body = split
	}
	s.body = body
	s.endBox = container.NewVScroll(s.End)
	s.main = container.NewStack(body, s.endBox)
	s.PassTo = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	s.PassTo.SizeName = theme.SizeNameHeadingText
	s.PassTo.Wrapping = fyne.TextWrapWord
	cover := newBackground()
	s.handOff = container.NewStack(cover, container.NewPadded(container.NewVBox(layout.NewSpacer(), s.PassTo,
		container.NewCenter(s.HandOff), layout.NewSpacer())))
	s.content = container.NewStack(s.main, s.handOff)
	return s
}

// names are the seats' names as the log writes them.
func (s *seatsScreen) names() []string {
	out := make([]string, s.BaseGame.Game().NumSeats())
	for i := range out {
		out[i] = text.Render(s.BaseGame.Name(engine.Side(i)))
	}
	return out
}

func (s *seatsScreen) describe(a engine.Action) string {
	return text.RenderSeatLog(s.BaseGame.Game().Describe(a), int(s.BaseGame.Waiting()), s.names())
}

func (s *seatsScreen) show() {
	s.h.enterPage(ScreenSeats)
	s.h.setScreen(s.h.pageFrame(lang.L("Base game"), s.content))
	s.refresh()
}

// refresh shows the table as it is now, and schedules the next bot step if one waits.
func (s *seatsScreen) refresh() {
	t := s.BaseGame
	g := t.Game()
	names := s.names()
	s.gen.Add(1)
	if t.HandOff() {
		s.PassTo.SetText(text.Render(t.HandOffText()))
		s.HandOff.SetText(tf("I am {{.Name}}: show my hand", "Name", names[t.Shown]))
		s.handOff.Show()
		s.main.Hide()
	} else {
		s.handOff.Hide()
		s.main.Show()
	}
	s.seatPanels(names)
	// a round is every seat's turn once (game.Round counts the two sides of the solo game)
	round := tf("Round {{.N}}", "N", liveRound(g))
	if g.InSetup() {
		round = lang.L("Setup")
	}
	if g.Over() {
		s.Head.SetText(round + " — " + lang.L("game over"))
	} else {
		s.Head.SetText(tf("{{.Round}} — {{.Name}} to play", "Round", round, "Name", names[t.Waiting()]))
	}
	s.Hand.SetText(s.handText())
	showIf(s.Hand, s.Hand.Text != "")
	s.legal = nil
	if t.MayAct() {
		s.legal = g.Legal()
	}
	s.showOffer()
	s.selected = -1
	s.Moves.UnselectAll()
	s.Moves.Refresh()
	s.setChosen("")
	s.Play.Disable()
	enable(s.HintBtn, t.MayAct())
	enable(s.Deeper, t.MayAct())
	enable(s.UndoBtn, t.PlanUndo().OK)
	enable(s.RedoBtn, t.CanRedo())
	s.Log.SetText(s.logText(names))
	s.Board.SeatNames = names
	if !s.fromBoard || t.Waiting() != s.waited {
		// the table changed elsewhere, or another seat decides now: nothing held, no preview,
		// no hint, and no line said to the seat that moved
		s.Session.Follow()
	}
	s.waited = t.Waiting()
	s.moves = len(t.Record.History)
	s.updateBar()
	s.logBox.ScrollToBottom()
	s.offerReady()
	if g.Over() {
		s.showEnd(names)
	} else {
		s.Look = false
		s.End.Objects = nil
		s.endBox.Hide()
		s.ResultBtn.Hide()
		s.body.Show()
	}
	if t.BotToMove() {
		s.scheduleBot()
	} else {
		s.h.saveProgress()
	}
}

func enable(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// handText is the shown person's hand, only when the table lets the screen show it.
func (s *seatsScreen) handText() string {
	t := s.BaseGame
	seat := t.Shown
	if seat < 0 && t.Game().Over() {
		return "" // a finished game opened from a save: no one's hand is on show
	}
	if seat < 0 || !t.MayShowHand(seat) {
		return lang.L("Hands are hidden.")
	}
	cat := t.Game().Catalog()
	hand := t.Game().Sides[seat].Cards
	if len(hand) == 0 {
		return tf("{{.Name}}’s hand: no cards.", "Name", text.Render(t.Name(seat)))
	}
	// each kind once, "×2" after a kind held twice
	var kinds []int16
	count := map[int16]int{}
	for _, k := range hand {
		if count[k] == 0 {
			kinds = append(kinds, k)
		}
		count[k]++
	}
	head := tf("{{.Name}}’s hand:", "Name", text.Render(t.Name(seat)))
	var cards []string
	for _, k := range kinds {
		name := nm(cat.Cards[k].Name)
		if count[k] > 1 {
			name += fmt.Sprintf(" ×%d", count[k])
		}
		if len(kinds) <= 4 {
			name = "• " + nameText(name, tx(cat.Cards[k].Text)) // a small hand: each card's text
		}
		cards = append(cards, name)
	}
	if len(kinds) > 4 {
		// a large hand by name (a card's text shows when its move is selected)
		return head + " " + strings.Join(cards, ", ")
	}
	return head + "\n" + strings.Join(cards, "\n")
}

// logText is the last lines of the log, each bot's reason beside its move. The lines are
// rendered once and kept while the log only grows (a move, a bot's step); an undo or another
// language renders them again.
func (s *seatsScreen) logText(names []string) string {
	entries := s.BaseGame.Log()
	if len(entries) < len(s.logLines) || s.logLang != Language() {
		s.logLines, s.logLang = nil, Language()
	}
	for _, e := range entries[len(s.logLines):] {
		line := text.RenderSeatLog(e.Text, int(e.Side), names)
		if !e.Why.IsZero() {
			line += " — " + text.InlineSeatLog(e.Why, int(e.Side), names)
		}
		s.logLines = append(s.logLines, line)
	}
	return strings.Join(s.logLines[max(0, len(s.logLines)-200):], "\n")
}

// scheduleBot plays the waiting bot's next step after its delay (dropped if the table changed).
func (s *seatsScreen) scheduleBot() {
	step, ok := s.BaseGame.NextBotStep(s.Pace)
	if !ok {
		return
	}
	gen := s.gen.Load()
	s.after(step.Delay, func() {
		if gen != s.gen.Load() || !s.h.onSeats() {
			return
		}
		if err := s.BaseGame.PlayBotStep(step); err != nil {
			return
		}
		s.refresh()
	})
}

// choose selects a move: its description (and a reason, for a hint) shows; Play makes it.
func (s *seatsScreen) choose(i int, why msg.Msg) {
	if i < 0 || i >= len(s.legal) {
		return
	}
	s.selected = i
	t := s.describe(s.legal[i])
	t = s.withText(s.legal[i], t)
	if !why.IsZero() {
		t += " — " + text.InlineSeatLog(why, int(s.BaseGame.Waiting()), s.names())
	}
	s.setChosen(t)
	s.Play.Enable()
}

func (s *seatsScreen) playChosen() {
	if s.selected < 0 || s.selected >= len(s.legal) {
		return
	}
	if err := s.BaseGame.Do(s.legal[s.selected]); err != nil {
		s.setChosen(sayErr(err))
		return
	}
	s.refresh()
}

func (s *seatsScreen) hint() { s.showHint(s.BaseGame.Hint()) }

// expertHint selects the expert bot's move for the seat to play, with what its search found.
func (s *seatsScreen) expertHint() { s.showHint(s.BaseGame.ExpertHint()) }

func (s *seatsScreen) showHint(m bot.SeatMove, ok bool) {
	if !ok {
		return
	}
	for i, a := range s.legal {
		if a == m.Action {
			s.Moves.Select(i) // selects it (OnSelected shows it); then the reason
			s.choose(i, m.Why)
			s.Session.ShowHint(a) // framed on the board too
			s.Board.Refresh()
			return
		}
	}
}

// undo takes back the shown person's last decision, asking first when it crosses another
// person's decisions.
func (s *seatsScreen) undo() {
	plan := s.BaseGame.PlanUndo()
	if !plan.OK {
		return
	}
	if plan.Warn.IsZero() {
		s.BaseGame.Undo(false)
		s.refresh()
		return
	}
	dialog.ShowConfirm(lang.L("Undo?"), text.Render(plan.Warn), func(ok bool) {
		if ok {
			s.BaseGame.Undo(true)
			s.refresh()
		}
	}, s.h.window())
}

// phoneRoom gives a phone's lower part most of the height while the Players or Log tab is
// open, or while starting abilities are offered; otherwise the board has its usual height.
func (s *seatsScreen) phoneRoom() {
	if s.phoneSplit == nil {
		return
	}
	moves := s.onMovesTab()
	if !moves || s.Offer.Visible() {
		s.phoneSplit.SetOffset(0.12)
	} else {
		s.phoneSplit.SetOffset(0.45)
	}
	// the board's bar and the line under the moves belong to the Moves tab: the other tabs
	// have their height (Hint and Play stay)
	a := showIf(s.Bar.root, moves)
	b := showIf(s.Chosen, moves && s.Chosen.Text != "")
	if a || b {
		s.Bar.holder.Refresh()
	}
}

// onMovesTab tells whether the moves are on show (always on a desktop).
func (s *seatsScreen) onMovesTab() bool {
	return s.phoneTabs == nil || s.phoneTabs.SelectedIndex() == 0
}

// background is a fill of the theme's background colour that follows the theme (the hand-off's
// cover: a game opened when the app starts is built before the person's theme is applied).
type background struct{ widget.BaseWidget }

func newBackground() *background {
	b := &background{}
	b.ExtendBaseWidget(b)
	return b
}

func (b *background) CreateRenderer() fyne.WidgetRenderer {
	r := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	return &backgroundRenderer{r: r}
}

type backgroundRenderer struct{ r *canvas.Rectangle }

func (r *backgroundRenderer) Layout(s fyne.Size)           { r.r.Resize(s) }
func (r *backgroundRenderer) MinSize() fyne.Size           { return fyne.NewSize(0, 0) }
func (r *backgroundRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.r} }
func (r *backgroundRenderer) Destroy()                     {}
func (r *backgroundRenderer) Refresh() {
	r.r.FillColor = theme.Color(theme.ColorNameBackground)
	r.r.Refresh()
}

// offerWhenReady keeps a move to offer once the seat may act (a review's Try it: after a
// hand-off, it is selected and framed) and redraws the screen.
func (s *seatsScreen) offerWhenReady(m *bot.SeatMove) {
	s.ready = m
	s.refresh()
}

// retire drops the bots' steps scheduled for this screen: another base game takes its place.
func (s *seatsScreen) retire() { s.gen.Add(1) }

// botsOnlyWhenTold is for a window under test: the bots step when the test says (after), never
// from a timer that would run the screen's code on its own goroutine (Fyne's test driver runs
// fyne.Do there) beside the test's.
func (s *seatsScreen) botsOnlyWhenTold() { s.after = func(time.Duration, func()) {} }
