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
	"whistle/engine/record"
	"whistle/ui/board"
	"whistle/ui/game"
	"whistle/ui/host"
	"whistle/ui/text"
	"whistle/ui/widgets"
	"whistle/ui/zoom"
)

// seatsHost is what the base game's screen asks of the window.
type seatsHost interface {
	pageHost
	enterPage(name host.ScreenName)
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

	// the widgets (tests read them), by part
	Head        *widget.Label
	players     seatsPlayers // every seat's public state, the hand, the abilities offered (seats_panel.go)
	movePanel   seatsMoves   // the moves of the seat whose decision waits, and the tools
	boardView   seatsBoard   // the board played by taps (seats_board.go)
	logPane     seatsLog
	endView     seatsEnd     // the end's standings (seats_end.go)
	handOffView seatsHandOff // the full-screen hand-off between two people
	// a phone's split between the board and the rest, and its tabs (nil on a desktop)
	phoneSplit *container.Split
	phoneTabs  *container.AppTabs
	content    *fyne.Container
	main       fyne.CanvasObject
	body       fyne.CanvasObject
	moves      int         // the history's length at the last refresh (a board tap that moved refreshes all)
	waited     engine.Side // the seat whose decision waited at the last refresh
}

// seatsPlayers is the players panel: every seat's public state, the hand of the seat shown and
// the starting abilities offered while one is chosen.
type seatsPlayers struct {
	scr      *seatsScreen
	Seats    *fyne.Container                       // every seat's public state (seats_panel.go)
	SeatRes  [][catalog.NumResources]*widget.Label // each seat's resource counts, in Seats
	panelKey string                                // what the players panel shows (seatPanels)
	Hand     *widgets.WrapText
	Offer    *widgets.WrapText // the starting abilities offered, each with its text, while one is chosen
	offerBox *container.Scroll
}

// seatsMoves is the moves panel: the legal moves of the seat whose decision waits, the one
// selected, Play, and the tools (hint, undo, redo, save).
type seatsMoves struct {
	scr      *seatsScreen
	Moves    *widget.List
	Chosen   *widgets.WrapText // the move selected: a first tap selects, Play makes it
	Play     *widget.Button
	HintBtn  *widget.Button
	Deeper   *widget.Button // the expert's hint ("Think deeper")
	UndoBtn  *widget.Button
	SaveBtn  *widget.Button
	RedoBtn  *widget.Button
	legal    []engine.Action
	selected int
	// ready is a move to offer once the seat may act (a review's Try it: review.go)
	ready *bot.SeatMove
}

// seatsBoard is the board of a base game: every seat's pieces in its colour, taps that preview
// and make the seat's moves, its controls and status.
type seatsBoard struct {
	scr       *seatsScreen
	Board     *board.Board   // every seat's pieces in its colour; taps preview and make the seat's moves
	Session   *game.Session  // the board's session (game.SeatedSession): the held piece, the preview
	Bar       *boardBar      // the board's controls and status
	Confirm   *widget.Button // makes the move the board previews (nil when none)
	Zoom      *zoom.View     // a phone's board: + and −, pinch and double tap in the browser
	fromBoard bool           // the refresh follows a move made on the board (its message stays)
}

// seatsLog is the game's log, in the seats' names.
type seatsLog struct {
	scr      *seatsScreen
	Log      *widget.Label
	logBox   *container.Scroll
	logLines []string // the log's lines rendered so far (logText), in logLang
	logLang  string
}

// seatsEnd is the end's standings and its ways out.
type seatsEnd struct {
	scr       *seatsScreen
	End       *fyne.Container
	ResultBtn *widget.Button // after the end, the result again (when the board is looked at)
	EndNew    *widget.Button // the end's New game, Look at the board and Back
	EndLook   *widget.Button
	EndBack   *widget.Button
	Look      bool // the end's result is put aside to look at the board
	endBox    fyne.CanvasObject
	recorded  bool // the end was added to the statistics
}

// seatsHandOff is the full-screen hand-off between two people: tap when ready.
type seatsHandOff struct {
	HandOff *widget.Button
	PassTo  *widget.Label // what the hand-off says, large, over the button
	handOff fyne.CanvasObject
}

func (u *UI) startSeated(opt engine.Options, started func()) {
	u.confirmReplace(func() {
		started()
		g, ev := u.given.box.NewGame(opt)
		u.named.SaveName = ""
		u.openSeated(record.New(g, ev))
	})
}

func newSeatsScreen(h seatsHost, t *game.BaseGame) *seatsScreen {
	// a game loaded after its end was counted when it ended: it is not counted again
	s := &seatsScreen{h: h, BaseGame: t, Pace: 1}
	s.players.scr, s.movePanel.scr, s.boardView.scr, s.logPane.scr, s.endView.scr = s, s, s, s, s
	s.movePanel.selected = -1
	s.endView.recorded = t.Game().Over()
	s.after = func(d time.Duration, f func()) {
		time.AfterFunc(d, func() { fyne.Do(f) })
	}
	s.Head = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.Head.Wrapping = fyne.TextWrapWord
	s.players.Seats = container.NewVBox()
	s.players.Hand = widgets.NewWrapText("")
	s.players.Offer = widgets.NewWrapText("")
	s.players.Offer.Hide()
	s.movePanel.Chosen = widgets.NewWrapText("")
	s.logPane.Log = widget.NewLabel("")
	s.logPane.Log.Wrapping = fyne.TextWrapWord
	s.logPane.logBox = container.NewVScroll(s.logPane.Log)
	s.movePanel.Moves = widget.NewList(func() int { return len(s.movePanel.legal) },
		func() fyne.CanvasObject { l := widget.NewLabel(""); l.Truncation = fyne.TextTruncateEllipsis; return l },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i < len(s.movePanel.legal) {
				o.(*widget.Label).SetText(s.describe(s.movePanel.legal[i]))
			}
		})
	s.movePanel.Moves.OnSelected = func(i widget.ListItemID) { s.movePanel.choose(i, msg.Msg{}) }
	// the abilities offered over the moves, each in a scroll of its own: at the larger text
	// on a phone the three texts are taller than the tab
	s.players.offerBox = container.NewVScroll(s.players.Offer)
	s.players.offerBox.Hide()
	offerSplit := container.NewVSplit(s.players.offerBox, s.movePanel.Moves)
	offerSplit.Offset = 0.6
	s.movePanel.Play = widget.NewButtonWithIcon(lang.L("Play this move"), theme.ConfirmIcon(), s.movePanel.playChosen)
	s.movePanel.Play.Importance = widget.HighImportance
	s.movePanel.HintBtn = widget.NewButton(lang.L("Hint"), s.movePanel.hint)
	s.movePanel.Deeper = widget.NewButton(lang.L("Think deeper"), s.movePanel.expertHint)
	s.movePanel.UndoBtn = widget.NewButtonWithIcon(lang.L("Undo"), theme.ContentUndoIcon(), s.undo)
	s.movePanel.RedoBtn = widget.NewButtonWithIcon(lang.L("Redo"), theme.ContentRedoIcon(), s.redo)
	s.handOffView.HandOff = widget.NewButton("", func() { s.BaseGame.Reveal(); s.refresh() })
	s.handOffView.HandOff.Importance = widget.HighImportance
	s.endView.End = container.NewVBox()
	var bar fyne.CanvasObject = container.NewHBox(s.movePanel.UndoBtn, s.movePanel.RedoBtn, s.movePanel.HintBtn, s.movePanel.Deeper, s.movePanel.Play)
	if h.narrow() {
		// a phone: undo and redo by their icons, Play across under the hints
		s.movePanel.UndoBtn.SetText("")
		s.movePanel.RedoBtn.SetText("")
		bar = container.NewVBox(container.NewHBox(s.movePanel.UndoBtn, s.movePanel.RedoBtn, s.movePanel.HintBtn, s.movePanel.Deeper), s.movePanel.Play)
	}
	s.movePanel.SaveBtn = widget.NewButtonWithIcon(lang.L("Save as…"), theme.DocumentSaveIcon(), h.ShowSaveAs)
	if h.narrow() {
		s.movePanel.SaveBtn.SetText("") // the icon alone beside the heading of a phone
	}
	s.endView.ResultBtn = widget.NewButton(lang.L("Result"), func() { s.endView.Look = false; s.refresh() })
	s.endView.ResultBtn.Importance = widget.HighImportance
	s.endView.ResultBtn.Hide()
	head := container.NewBorder(nil, nil, nil, container.NewHBox(container.NewCenter(s.endView.ResultBtn), container.NewCenter(s.movePanel.SaveBtn)), s.Head)
	colours := make([]string, len(t.Plans))
	for i, p := range t.Plans {
		colours[i] = p.Colour
	}
	s.boardView.Session = game.SeatedSession(t)
	s.boardView.Session.Taps().Touch = h.touchInput()
	s.boardView.Board = board.NewSeatedPlay(s.boardView.Session, colours, s.names())
	s.boardView.Board.OnChanged = s.boardView.boardChanged
	s.boardView.Board.OnGhost = s.boardView.updateBar
	s.boardView.Bar = newBoardBar()
	var body fyne.CanvasObject
	if h.narrow() {
		// a phone: the board on top in its zoom view, the decision under it always in sight
		// (the bar and the buttons), the moves in words, the players and the log in tabs
		s.boardView.Board.ReadableLabels = true
		s.boardView.Zoom = zoom.New(s.boardView.Board)
		s.boardView.Zoom.Default, s.boardView.Zoom.Focus = s.boardView.Board.LabelZoom, s.boardView.Board.HomeAt
		s.boardView.Zoom.OnRefuse = func(why msg.Msg) { s.boardView.Session.Status().Refuse(why); s.boardView.updateBar() }
		tabs := container.NewAppTabs(
			container.NewTabItem(lang.L("Moves"), offerSplit),
			container.NewTabItem(lang.L("Players"), container.NewVScroll(container.NewVBox(s.players.Hand, widget.NewSeparator(), s.players.Seats))),
			container.NewTabItem(lang.L("Log"), s.logPane.logBox))
		low := container.NewBorder(head, container.NewVBox(s.boardView.Bar.root, s.movePanel.Chosen, bar), nil, nil, tabs)
		s.boardView.Bar.holder = low
		split := container.NewVSplit(s.boardView.Zoom.Object(), low)
		split.Offset = 0.45
		// the players and the log get most of the height while their tab is open (under a
		// board at its usual height they would have a few lines between the tabs and the bar)
		s.phoneSplit, s.phoneTabs = split, tabs
		tabs.OnSelected = func(*container.TabItem) { s.phoneRoom() }
		body = split
	} else {
		// the players (the shown hand first) over the moves, the heading on top and the
		// decision's buttons at the bottom always in sight
		players := container.NewVScroll(container.NewVBox(s.players.Hand, widget.NewSeparator(), s.players.Seats))
		movesBox := offerSplit
		mid := container.NewVSplit(players, movesBox)
		mid.Offset = 0.7
		left := container.NewBorder(container.NewVBox(head, widget.NewSeparator()), container.NewVBox(s.movePanel.Chosen, bar), nil, nil, mid)
		boardBox := container.NewBorder(nil, s.boardView.Bar.root, nil, nil, s.boardView.Board)
		s.boardView.Bar.holder = boardBox
		split := container.NewHSplit(left, container.NewAppTabs(
			container.NewTabItem(lang.L("Board"), boardBox),
			container.NewTabItem(lang.L("Log"), s.logPane.logBox)))
		split.Offset = 0.4
		body = split
	}
	s.body = body
	s.endView.endBox = container.NewVScroll(s.endView.End)
	s.main = container.NewStack(body, s.endView.endBox)
	s.handOffView.PassTo = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	s.handOffView.PassTo.SizeName = theme.SizeNameHeadingText
	s.handOffView.PassTo.Wrapping = fyne.TextWrapWord
	cover := newBackground()
	s.handOffView.handOff = container.NewStack(cover, container.NewPadded(container.NewVBox(layout.NewSpacer(), s.handOffView.PassTo,
		container.NewCenter(s.handOffView.HandOff), layout.NewSpacer())))
	s.content = container.NewStack(s.main, s.handOffView.handOff)
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
	s.h.enterPage(host.ScreenSeats)
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
		s.handOffView.PassTo.SetText(text.Render(t.HandOffText()))
		s.handOffView.HandOff.SetText(text.F("I am {{.Name}}: show my hand", "Name", names[t.Shown]))
		s.handOffView.handOff.Show()
		s.main.Hide()
	} else {
		s.handOffView.handOff.Hide()
		s.main.Show()
	}
	s.players.seatPanels(names)
	// a round is every seat's turn once (game.Round counts the two sides of the solo game)
	round := text.F("Round {{.N}}", "N", liveRound(g))
	if g.InSetup() {
		round = lang.L("Setup")
	}
	if g.Over() {
		s.Head.SetText(round + " — " + lang.L("game over"))
	} else {
		s.Head.SetText(text.F("{{.Round}} — {{.Name}} to play", "Round", round, "Name", names[t.Waiting()]))
	}
	s.players.Hand.SetText(s.players.handText())
	showIf(s.players.Hand, s.players.Hand.Text != "")
	s.movePanel.legal = nil
	if t.MayAct() {
		s.movePanel.legal = g.Legal()
	}
	s.players.showOffer()
	s.movePanel.selected = -1
	s.movePanel.Moves.UnselectAll()
	s.movePanel.Moves.Refresh()
	s.movePanel.setChosen("")
	s.movePanel.Play.Disable()
	enable(s.movePanel.HintBtn, t.MayAct())
	enable(s.movePanel.Deeper, t.MayAct())
	enable(s.movePanel.UndoBtn, t.PlanUndo().OK)
	enable(s.movePanel.RedoBtn, t.CanRedo())
	s.logPane.Log.SetText(s.logPane.logText(names))
	s.boardView.Board.SeatNames = names
	if !s.boardView.fromBoard || t.Waiting() != s.waited {
		// the table changed elsewhere, or another seat decides now: nothing held, no preview,
		// no hint, and no line said to the seat that moved
		s.boardView.Session.Follow()
	}
	s.waited = t.Waiting()
	s.moves = len(t.Record.History)
	s.boardView.updateBar()
	s.logPane.logBox.ScrollToBottom()
	s.offerReady()
	if g.Over() {
		s.endView.showEnd(names)
	} else {
		s.endView.Look = false
		s.endView.End.Objects = nil
		s.endView.endBox.Hide()
		s.endView.ResultBtn.Hide()
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
func (pl *seatsPlayers) handText() string {
	t := pl.scr.BaseGame
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
		return text.F("{{.Name}}’s hand: no cards.", "Name", text.Render(t.Name(seat)))
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
	head := text.F("{{.Name}}’s hand:", "Name", text.Render(t.Name(seat)))
	var cards []string
	for _, k := range kinds {
		name := text.Name(cat.Cards[k].Name)
		if count[k] > 1 {
			name += fmt.Sprintf(" ×%d", count[k])
		}
		if len(kinds) <= 4 {
			name = "• " + nameText(name, text.Of(cat.Cards[k].Text)) // a small hand: each card's text
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
func (lg *seatsLog) logText(names []string) string {
	entries := lg.scr.BaseGame.Log()
	if len(entries) < len(lg.logLines) || lg.logLang != text.Language() {
		lg.logLines, lg.logLang = nil, text.Language()
	}
	for _, e := range entries[len(lg.logLines):] {
		line := text.RenderSeatLog(e.Text, int(e.Side), names)
		if !e.Why.IsZero() {
			line += " — " + text.InlineSeatLog(e.Why, int(e.Side), names)
		}
		lg.logLines = append(lg.logLines, line)
	}
	return strings.Join(lg.logLines[max(0, len(lg.logLines)-200):], "\n")
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
func (mp *seatsMoves) choose(i int, why msg.Msg) {
	if i < 0 || i >= len(mp.legal) {
		return
	}
	mp.selected = i
	t := mp.scr.describe(mp.legal[i])
	t = mp.scr.players.withText(mp.legal[i], t)
	if !why.IsZero() {
		t += " — " + text.InlineSeatLog(why, int(mp.scr.BaseGame.Waiting()), mp.scr.names())
	}
	mp.setChosen(t)
	mp.Play.Enable()
}

func (mp *seatsMoves) playChosen() {
	if mp.selected < 0 || mp.selected >= len(mp.legal) {
		return
	}
	if err := mp.scr.BaseGame.Do(mp.legal[mp.selected]); err != nil {
		mp.setChosen(text.Err(err))
		return
	}
	mp.scr.refresh()
}

func (mp *seatsMoves) hint() { mp.showHint(mp.scr.BaseGame.Hint()) }

// expertHint selects the expert bot's move for the seat to play, with what its search found.
func (mp *seatsMoves) expertHint() { mp.showHint(mp.scr.BaseGame.ExpertHint()) }

func (mp *seatsMoves) showHint(m bot.SeatMove, ok bool) {
	if !ok {
		return
	}
	for i, a := range mp.legal {
		if a == m.Action {
			mp.Moves.Select(i) // selects it (OnSelected shows it); then the reason
			mp.choose(i, m.Why)
			mp.scr.boardView.Session.Hints().ShowHint(a) // framed on the board too
			mp.scr.boardView.Board.Refresh()
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
	if !moves || s.players.Offer.Visible() {
		s.phoneSplit.SetOffset(0.12)
	} else {
		s.phoneSplit.SetOffset(0.45)
	}
	// the board's bar and the line under the moves belong to the Moves tab: the other tabs
	// have their height (Hint and Play stay)
	a := showIf(s.boardView.Bar.root, moves)
	b := showIf(s.movePanel.Chosen, moves && s.movePanel.Chosen.Text != "")
	if a || b {
		s.boardView.Bar.holder.Refresh()
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
	s.movePanel.ready = m
	s.refresh()
}

// retire drops the bots' steps scheduled for this screen: another base game takes its place.
func (s *seatsScreen) retire() { s.gen.Add(1) }

// botsOnlyWhenTold is for a window under test: the bots step when the test says (after), never
// from a timer that would run the screen's code on its own goroutine (Fyne's test driver runs
// fyne.Do there) beside the test's.
func (s *seatsScreen) botsOnlyWhenTold() { s.after = func(time.Duration, func()) {} }
