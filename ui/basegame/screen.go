// Package basegame is the screen of a base game for 2–4 seats, driven by game.BaseGame: the
// seat to play, every seat's pieces and counts, the shown person's hand, their moves, the bots'
// steps at a pace a person can follow, the hand-off between people sharing the device, undo,
// and the end. The window builds it (New) and answers what it asks through Host; the screen
// never reaches the window's other screens.
package basegame

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

// Host is what the base game's screen asks of the window.
type Host interface {
	Window() fyne.Window
	Narrow() bool // a phone, or a window narrower than a desktop page
	// ShowPage puts the screen in the window under the page frame (Back and the title), as
	// the screen named name.
	ShowPage(name, title string, content fyne.CanvasObject)
	Back()
	ShowNewGame()                                         // the New game page (from the end)
	ShowSaveAs()                                          // asks for a name and saves the game under it
	TouchInput() bool                                     // a first tap on the board previews, a second makes the move
	OnScreen() bool                                       // this screen is on show (bots wait while not)
	SaveProgress()                                        // the autosave, once a person's decision waits
	RecordSeats(plans []engine.SeatPlan, r engine.Result) // the statistics by player count
	// ReviewButtons are the end's Review buttons for the people's seats (names are the seats'
	// names), their work started in the background; none when no review is offered.
	ReviewButtons(names []string) []fyne.CanvasObject
}

// Screen is the screen of a base game.
type Screen struct {
	h Host
	// BaseGame is the game's model; Pace multiplies the bots' delays (0: at once).
	BaseGame *game.BaseGame
	Pace     float64
	// after runs f after d on the window's thread (tests run it at once).
	after func(d time.Duration, f func())
	gen   atomic.Int64 // (atomic: Fyne's test driver runs fyne.Do on the timer's goroutine) a bot's step scheduled for an older generation is dropped

	// the widgets (tests read them), by part
	Head        *widget.Label
	Players     seatsPlayers // every seat's public state, the hand, the abilities offered (panel.go)
	MovePanel   seatsMoves   // the moves of the seat whose decision waits, and the tools
	BoardView   seatsBoard   // the board played by taps (board.go)
	LogPane     seatsLog
	EndView     seatsEnd     // the end's standings (end.go)
	HandOffView seatsHandOff // the full-screen hand-off between two people
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
	scr      *Screen
	Seats    *fyne.Container                       // every seat's public state (panel.go)
	SeatRes  [][catalog.NumResources]*widget.Label // each seat's resource counts, in Seats
	panelKey string                                // what the players panel shows (seatPanels)
	Hand     *widgets.WrapText
	Offer    *widgets.WrapText // the starting abilities offered, each with its text, while one is chosen
	offerBox *container.Scroll
}

// seatsMoves is the moves panel: the legal moves of the seat whose decision waits, the one
// selected, Play, and the tools (hint, undo, redo, save).
type seatsMoves struct {
	scr      *Screen
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
	// ready is a move to offer once the seat may act (a review's Try it: OfferWhenReady)
	ready *bot.SeatMove
}

// seatsBoard is the board of a base game: every seat's pieces in its colour, taps that preview
// and make the seat's moves, its controls and status.
type seatsBoard struct {
	scr       *Screen
	Board     *board.Board   // every seat's pieces in its colour; taps preview and make the seat's moves
	Session   *game.Session  // the board's session (game.SeatedSession): the held piece, the preview
	Bar       *boardBar      // the board's controls and status
	Confirm   *widget.Button // makes the move the board previews (nil when none)
	Zoom      *zoom.View     // a phone's board: + and −, pinch and double tap in the browser
	fromBoard bool           // the refresh follows a move made on the board (its message stays)
}

// seatsLog is the game's log, in the seats' names.
type seatsLog struct {
	scr      *Screen
	Log      *widget.Label
	logBox   *container.Scroll
	logLines []string // the log's lines rendered so far (logText), in logLang
	logLang  string
}

// seatsEnd is the end's standings and its ways out.
type seatsEnd struct {
	scr       *Screen
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

// New builds the screen of the base game t; Show puts it in the window.
func New(h Host, t *game.BaseGame) *Screen {
	// a game loaded after its end was counted when it ended: it is not counted again
	s := &Screen{h: h, BaseGame: t, Pace: 1}
	s.Players.scr, s.MovePanel.scr, s.BoardView.scr, s.LogPane.scr, s.EndView.scr = s, s, s, s, s
	s.MovePanel.selected = -1
	s.EndView.recorded = t.Game().Over()
	s.after = func(d time.Duration, f func()) {
		time.AfterFunc(d, func() { fyne.Do(f) })
	}
	s.Head = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.Head.Wrapping = fyne.TextWrapWord
	s.Players.Seats = container.NewVBox()
	s.Players.Hand = widgets.NewWrapText("")
	s.Players.Offer = widgets.NewWrapText("")
	s.Players.Offer.Hide()
	s.MovePanel.Chosen = widgets.NewWrapText("")
	s.LogPane.Log = widget.NewLabel("")
	s.LogPane.Log.Wrapping = fyne.TextWrapWord
	s.LogPane.logBox = container.NewVScroll(s.LogPane.Log)
	s.MovePanel.Moves = widget.NewList(func() int { return len(s.MovePanel.legal) },
		func() fyne.CanvasObject { l := widget.NewLabel(""); l.Truncation = fyne.TextTruncateEllipsis; return l },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i < len(s.MovePanel.legal) {
				o.(*widget.Label).SetText(s.describe(s.MovePanel.legal[i]))
			}
		})
	s.MovePanel.Moves.OnSelected = func(i widget.ListItemID) { s.MovePanel.choose(i, msg.Msg{}) }
	// the abilities offered over the moves, each in a scroll of its own: at the larger text
	// on a phone the three texts are taller than the tab
	s.Players.offerBox = container.NewVScroll(s.Players.Offer)
	s.Players.offerBox.Hide()
	offerSplit := container.NewVSplit(s.Players.offerBox, s.MovePanel.Moves)
	offerSplit.Offset = 0.6
	s.MovePanel.Play = widget.NewButtonWithIcon(lang.L("Play this move"), theme.ConfirmIcon(), s.MovePanel.playChosen)
	s.MovePanel.Play.Importance = widget.HighImportance
	s.MovePanel.HintBtn = widget.NewButton(lang.L("Hint"), s.MovePanel.hint)
	s.MovePanel.Deeper = widget.NewButton(lang.L("Think deeper"), s.MovePanel.expertHint)
	s.MovePanel.UndoBtn = widget.NewButtonWithIcon(lang.L("Undo"), theme.ContentUndoIcon(), s.Undo)
	s.MovePanel.RedoBtn = widget.NewButtonWithIcon(lang.L("Redo"), theme.ContentRedoIcon(), s.Redo)
	s.HandOffView.HandOff = widget.NewButton("", func() { s.BaseGame.Reveal(); s.Refresh() })
	s.HandOffView.HandOff.Importance = widget.HighImportance
	s.EndView.End = container.NewVBox()
	var bar fyne.CanvasObject = container.NewHBox(s.MovePanel.UndoBtn, s.MovePanel.RedoBtn, s.MovePanel.HintBtn, s.MovePanel.Deeper, s.MovePanel.Play)
	if h.Narrow() {
		// a phone: undo and redo by their icons, Play across under the hints
		s.MovePanel.UndoBtn.SetText("")
		s.MovePanel.RedoBtn.SetText("")
		bar = container.NewVBox(container.NewHBox(s.MovePanel.UndoBtn, s.MovePanel.RedoBtn, s.MovePanel.HintBtn, s.MovePanel.Deeper), s.MovePanel.Play)
	}
	s.MovePanel.SaveBtn = widget.NewButtonWithIcon(lang.L("Save as…"), theme.DocumentSaveIcon(), h.ShowSaveAs)
	if h.Narrow() {
		s.MovePanel.SaveBtn.SetText("") // the icon alone beside the heading of a phone
	}
	s.EndView.ResultBtn = widget.NewButton(lang.L("Result"), func() { s.EndView.Look = false; s.Refresh() })
	s.EndView.ResultBtn.Importance = widget.HighImportance
	s.EndView.ResultBtn.Hide()
	head := container.NewBorder(nil, nil, nil, container.NewHBox(container.NewCenter(s.EndView.ResultBtn), container.NewCenter(s.MovePanel.SaveBtn)), s.Head)
	colours := make([]string, len(t.Plans))
	for i, p := range t.Plans {
		colours[i] = p.Colour
	}
	s.BoardView.Session = game.SeatedSession(t)
	s.BoardView.Session.Taps().Touch = h.TouchInput()
	s.BoardView.Board = board.NewSeatedPlay(s.BoardView.Session, colours, s.names())
	s.BoardView.Board.OnChanged = s.BoardView.boardChanged
	s.BoardView.Board.OnGhost = s.BoardView.updateBar
	s.BoardView.Bar = newBoardBar()
	var body fyne.CanvasObject
	if h.Narrow() {
		// a phone: the board on top in its zoom view, the decision under it always in sight
		// (the bar and the buttons), the moves in words, the players and the log in tabs
		s.BoardView.Board.ReadableLabels = true
		s.BoardView.Zoom = zoom.New(s.BoardView.Board)
		s.BoardView.Zoom.Default, s.BoardView.Zoom.Focus = s.BoardView.Board.LabelZoom, s.BoardView.Board.HomeAt
		s.BoardView.Zoom.OnRefuse = func(why msg.Msg) { s.BoardView.Session.Status().Refuse(why); s.BoardView.updateBar() }
		tabs := container.NewAppTabs(
			container.NewTabItem(lang.L("Moves"), offerSplit),
			container.NewTabItem(lang.L("Players"), container.NewVScroll(container.NewVBox(s.Players.Hand, widget.NewSeparator(), s.Players.Seats))),
			container.NewTabItem(lang.L("Log"), s.LogPane.logBox))
		low := container.NewBorder(head, container.NewVBox(s.BoardView.Bar.root, s.MovePanel.Chosen, bar), nil, nil, tabs)
		s.BoardView.Bar.holder = low
		split := container.NewVSplit(s.BoardView.Zoom.Object(), low)
		split.Offset = 0.45
		// the players and the log get most of the height while their tab is open (under a
		// board at its usual height they would have a few lines between the tabs and the bar)
		s.phoneSplit, s.phoneTabs = split, tabs
		tabs.OnSelected = func(*container.TabItem) { s.phoneRoom() }
		body = split
	} else {
		// the players (the shown hand first) over the moves, the heading on top and the
		// decision's buttons at the bottom always in sight
		players := container.NewVScroll(container.NewVBox(s.Players.Hand, widget.NewSeparator(), s.Players.Seats))
		movesBox := offerSplit
		mid := container.NewVSplit(players, movesBox)
		mid.Offset = 0.7
		left := container.NewBorder(container.NewVBox(head, widget.NewSeparator()), container.NewVBox(s.MovePanel.Chosen, bar), nil, nil, mid)
		boardBox := container.NewBorder(nil, s.BoardView.Bar.root, nil, nil, s.BoardView.Board)
		s.BoardView.Bar.holder = boardBox
		split := container.NewHSplit(left, container.NewAppTabs(
			container.NewTabItem(lang.L("Board"), boardBox),
			container.NewTabItem(lang.L("Log"), s.LogPane.logBox)))
		split.Offset = 0.4
		body = split
	}
	s.body = body
	s.EndView.endBox = container.NewVScroll(s.EndView.End)
	s.main = container.NewStack(body, s.EndView.endBox)
	s.HandOffView.PassTo = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	s.HandOffView.PassTo.SizeName = theme.SizeNameHeadingText
	s.HandOffView.PassTo.Wrapping = fyne.TextWrapWord
	cover := newBackground()
	s.HandOffView.handOff = container.NewStack(cover, container.NewPadded(container.NewVBox(layout.NewSpacer(), s.HandOffView.PassTo,
		container.NewCenter(s.HandOffView.HandOff), layout.NewSpacer())))
	s.content = container.NewStack(s.main, s.HandOffView.handOff)
	return s
}

// names are the seats' names as the log writes them.
func (s *Screen) names() []string {
	out := make([]string, s.BaseGame.Game().NumSeats())
	for i := range out {
		out[i] = text.Render(s.BaseGame.Name(engine.Side(i)))
	}
	return out
}

func (s *Screen) describe(a engine.Action) string {
	return text.RenderSeatLog(s.BaseGame.Game().Describe(a), int(s.BaseGame.Waiting()), s.names())
}

// Show puts the screen in the window.
func (s *Screen) Show() {
	s.h.ShowPage(string(host.ScreenSeats), lang.L("Base game"), s.content)
	s.Refresh()
}

// Refresh shows the table as it is now, and schedules the next bot step if one waits.
func (s *Screen) Refresh() {
	t := s.BaseGame
	g := t.Game()
	names := s.names()
	s.gen.Add(1)
	if t.HandOff() {
		s.HandOffView.PassTo.SetText(text.Render(t.HandOffText()))
		s.HandOffView.HandOff.SetText(text.F("I am {{.Name}}: show my hand", "Name", names[t.Shown]))
		s.HandOffView.handOff.Show()
		s.main.Hide()
	} else {
		s.HandOffView.handOff.Hide()
		s.main.Show()
	}
	s.Players.seatPanels(names)
	// a round is every seat's turn once (game.Round counts the two sides of the solo game)
	round := text.F("Round {{.N}}", "N", game.TableRound(g))
	if g.InSetup() {
		round = lang.L("Setup")
	}
	if g.Over() {
		s.Head.SetText(round + " — " + lang.L("game over"))
	} else {
		s.Head.SetText(text.F("{{.Round}} — {{.Name}} to play", "Round", round, "Name", names[t.Waiting()]))
	}
	s.Players.Hand.SetText(s.Players.handText())
	showIf(s.Players.Hand, s.Players.Hand.Text != "")
	s.MovePanel.legal = nil
	if t.MayAct() {
		s.MovePanel.legal = g.Legal()
	}
	s.Players.showOffer()
	s.MovePanel.selected = -1
	s.MovePanel.Moves.UnselectAll()
	s.MovePanel.Moves.Refresh()
	s.MovePanel.setChosen("")
	s.MovePanel.Play.Disable()
	enable(s.MovePanel.HintBtn, t.MayAct())
	enable(s.MovePanel.Deeper, t.MayAct())
	enable(s.MovePanel.UndoBtn, t.PlanUndo().OK)
	enable(s.MovePanel.RedoBtn, t.CanRedo())
	s.LogPane.Log.SetText(s.LogPane.logText(names))
	s.BoardView.Board.SeatNames = names
	if !s.BoardView.fromBoard || t.Waiting() != s.waited {
		// the table changed elsewhere, or another seat decides now: nothing held, no preview,
		// no hint, and no line said to the seat that moved
		s.BoardView.Session.Follow()
	}
	s.waited = t.Waiting()
	s.moves = len(t.Record.History)
	s.BoardView.updateBar()
	s.LogPane.logBox.ScrollToBottom()
	s.offerReady()
	if g.Over() {
		s.EndView.showEnd(names)
	} else {
		s.EndView.Look = false
		s.EndView.End.Objects = nil
		s.EndView.endBox.Hide()
		s.EndView.ResultBtn.Hide()
		s.body.Show()
	}
	if t.BotToMove() {
		s.scheduleBot()
	} else {
		s.h.SaveProgress()
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
func (s *Screen) scheduleBot() {
	step, ok := s.BaseGame.NextBotStep(s.Pace)
	if !ok {
		return
	}
	gen := s.gen.Load()
	s.after(step.Delay, func() {
		if gen != s.gen.Load() || !s.h.OnScreen() {
			return
		}
		if err := s.BaseGame.PlayBotStep(step); err != nil {
			return
		}
		s.Refresh()
	})
}

// choose selects a move: its description (and a reason, for a hint) shows; Play makes it.
func (mp *seatsMoves) choose(i int, why msg.Msg) {
	if i < 0 || i >= len(mp.legal) {
		return
	}
	mp.selected = i
	t := mp.scr.describe(mp.legal[i])
	t = mp.scr.Players.withText(mp.legal[i], t)
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
	mp.scr.Refresh()
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
			mp.scr.BoardView.Session.Hints().ShowHint(a) // framed on the board too
			mp.scr.BoardView.Board.Refresh()
			return
		}
	}
}

// Undo takes back the shown person's last decision, asking first when it crosses another
// person's decisions.
func (s *Screen) Undo() {
	plan := s.BaseGame.PlanUndo()
	if !plan.OK {
		return
	}
	if plan.Warn.IsZero() {
		s.BaseGame.Undo(false)
		s.Refresh()
		return
	}
	dialog.ShowConfirm(lang.L("Undo?"), text.Render(plan.Warn), func(ok bool) {
		if ok {
			s.BaseGame.Undo(true)
			s.Refresh()
		}
	}, s.h.Window())
}

// phoneRoom gives a phone's lower part most of the height while the Players or Log tab is
// open, or while starting abilities are offered; otherwise the board has its usual height.
func (s *Screen) phoneRoom() {
	if s.phoneSplit == nil {
		return
	}
	moves := s.onMovesTab()
	if !moves || s.Players.Offer.Visible() {
		s.phoneSplit.SetOffset(0.12)
	} else {
		s.phoneSplit.SetOffset(0.45)
	}
	// the board's bar and the line under the moves belong to the Moves tab: the other tabs
	// have their height (Hint and Play stay)
	a := showIf(s.BoardView.Bar.root, moves)
	b := showIf(s.MovePanel.Chosen, moves && s.MovePanel.Chosen.Text != "")
	if a || b {
		s.BoardView.Bar.holder.Refresh()
	}
}

// onMovesTab tells whether the moves are on show (always on a desktop).
func (s *Screen) onMovesTab() bool {
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

// OfferWhenReady keeps a move to offer once the seat may act (a review's Try it: after a
// hand-off, it is selected and framed) and redraws the screen.
func (s *Screen) OfferWhenReady(m *bot.SeatMove) {
	s.MovePanel.ready = m
	s.Refresh()
}

// Retire drops the bots' steps scheduled for this screen: another base game takes its place.
func (s *Screen) Retire() { s.gen.Add(1) }

// SetTimer makes after run the bots' steps, each f after its delay d, in place of a timer on
// the window's thread. A window under test gives one that runs them when the test says, never
// from a timer that would run the screen's code on its own goroutine (Fyne's test driver runs
// fyne.Do there) beside the test's.
func (s *Screen) SetTimer(after func(d time.Duration, f func())) { s.after = after }

// offerReady selects a move waiting to be offered (a review's Try it) and frames it on the
// board, once the seat to play may act.
func (s *Screen) offerReady() {
	if s.MovePanel.ready == nil || !s.BaseGame.MayAct() {
		return
	}
	m := *s.MovePanel.ready
	s.MovePanel.ready = nil
	s.MovePanel.showHint(m, true)
}

// Inform says something on the screen (until the next change), as the notice line does on
// the game screen.
func (s *Screen) Inform(m msg.Msg) { s.MovePanel.setChosen(text.Render(m)) }

// Record is the base game on show, with its history.
func (s *Screen) Record() *record.Record { return s.BaseGame.Record }

// ZoomView is a phone's board view (nil on a desktop).
func (s *Screen) ZoomView() *zoom.View { return s.BoardView.Zoom }

// Session is the board's session: the held piece, the preview.
func (s *Screen) Session() *game.Session { return s.BoardView.Session }

// SelectedMove is the move selected in the list, if one is.
func (mp *seatsMoves) SelectedMove() (engine.Action, bool) {
	if mp.selected < 0 || mp.selected >= len(mp.legal) {
		return engine.Action{}, false
	}
	return mp.legal[mp.selected], true
}

// Legal are the moves the list offers.
func (mp *seatsMoves) Legal() []engine.Action { return mp.legal }

// Pending tells whether a move waits to be offered once the seat may act (OfferWhenReady).
func (mp *seatsMoves) Pending() bool { return mp.ready != nil }

// setChosen sets the line under the moves (the move selected, a hint's reason, a refusal); an
// empty line takes no room (on a phone at the larger text an empty row was a finger's height).
func (mp *seatsMoves) setChosen(t string) {
	mp.Chosen.SetText(t)
	if showIf(mp.Chosen, t != "" && mp.scr.onMovesTab()) && mp.scr.BoardView.Bar.holder != nil {
		mp.scr.BoardView.Bar.holder.Refresh()
	}
}
