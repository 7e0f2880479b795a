// Package companionscreen holds the screens of companion mode: the app runs the outlaws for a
// game on the physical board (package whistle/companion holds the rules' side). It is built
// from the window's narrow side (ui/host), never from package ui; main.go gives it to the
// window (ui.WithMode). Everything it shows is rendered from messages in the window's language.
package companionscreen

import (
	"math/rand/v2"
	"strconv"
	"whistle/engine/catalog"
	"whistle/ui/host"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "whistle/companion"
	"whistle/engine"
	"whistle/outlaws"
)

// Files in the app's storage.
const (
	CompanionFile = "companion.json"     // the companion game's autosave
	RecordFile    = "printed_cards.json" // the printed outlaw cards entered so far
)

// View is the companion screen: the physical board holds the pieces, the app the outlaws'
// brain and memory. It is one column of big controls for a phone held in one hand (frame),
// whose body its parts fill, each with its own inputs: the setup at the table, the questions
// the outlaws' moves ask, the outlaws' turn and the printed cards told to the app, your
// reports, what the app remembers, the history, the scoring sheet. The View holds the game,
// its files and the menu, and wires the parts: each reaches the rest through a link.
type View struct {
	Win fyne.Window
	// Host is the window the view is shown in: its file dialogs and its wording of a replayed
	// save.
	Host    host.Host
	Cat     *catalog.Catalog
	Box     engine.Box // the window's rules: Cat with the outlaws' variant
	Session *core.Session
	// Record holds the printed outlaw cards entered so far (number → actions), across games.
	Record *outlaws.Deck
	// OnBack returns to the screen companion mode was opened from (nil: no way back).
	OnBack func()
	// PlayDigital starts a digital game (the deck editor's printed cards as its outlaw deck);
	// mirrored: a game on the app's board with the table's die (host.Host's PlayGame).
	PlayDigital func(g *engine.Game, mirrored bool)
	// Notice is the last message shown to the person (a refusal, what undo took back), for tests.
	Notice string

	frame     *frame
	files     *files
	setup     *setup
	questions *tableQuestions
	turn      *outlawTurn
	printed   *printedCards
	reports   *reports
	history   *history
	score     *scoreSheet
	deck      *editor // the deck editor, while it is open
}

// link is how a part of the companion screen reaches the rest of it, handed to each part by
// NewView: the game on show, the one way to act on it, and the surfaces the parts share. No
// part of the screen holds the View (the deck editor, a screen of its own that replaces it in
// the window, goes back to it).
type link struct {
	cat *catalog.Catalog
	win fyne.Window // for a dialog
	// session is the game on show (a new game replaces it)
	session func() *core.Session
	// do applies an action: a refusal is shown and changes nothing
	do func(core.Action) bool
	// redraw draws the screen again after a change of a part's inputs; toTop also scrolls it
	// back to its top
	redraw, toTop func()
	// sheet shows choices in place of the screen, until closed or an action is accepted
	sheet func(title string, content fyne.CanvasObject)
	// keepPlace: the next accepted action leaves the screen where it is
	keepPlace func()
	// refuse says an answer cannot be taken, and keeps it as the notice
	refuse func(why string)
}

// state is the companion game's position now.
func (l *link) state() *core.Companion { return l.session().Companion }

// state is the companion game's position now: what the table shows and the outlaws know.
func (v *View) state() *core.Companion { return v.Session.Companion }

// NewView builds the companion screen in the window h and resumes the autosaved game, if there
// is one; otherwise it starts a new game with a random seed. savePath overrides where the
// autosave goes (tests; "" uses the app's storage); the record of printed cards goes beside it.
func NewView(h host.Host, savePath string) (*View, error) {
	box := h.Box()
	v := &View{Win: h.Window(), Host: h, Cat: box.Catalog, Box: box, files: &files{host: h, savePath: savePath}}
	v.frame = newFrame(v.Undo, v.showMenu, v.refresh)
	ln := &link{
		cat:       v.Cat,
		win:       v.Win,
		session:   func() *core.Session { return v.Session },
		do:        v.Do,
		redraw:    v.refresh,
		toTop:     v.frame.toTop,
		sheet:     v.frame.showSheet,
		keepPlace: func() { v.frame.keepPlace = true },
		refuse:    v.refuse,
	}
	v.setup = &setup{link: ln}
	v.questions = &tableQuestions{link: ln}
	v.printed = &printedCards{link: ln}
	v.turn = &outlawTurn{link: ln, printed: v.printed, rotateDocks: map[int]bool{}}
	v.reports = &reports{link: ln}
	v.history = &history{link: ln}
	v.score = &scoreSheet{link: ln}

	v.Record, v.Notice = v.files.loadRecord(v.Cat)
	s, m := v.files.resume(box)
	v.Session = s
	if m != "" {
		v.Notice = m
	}
	if oc, ok := h.(interface{ OtherCopy() bool }); ok && oc.OtherCopy() {
		// another copy of the app autosaves here: its companion game is never replaced
		v.files.keepOff = true
		v.Notice = lang.L("Another copy of the app is open on these saved games: this window does not save the companion game.")
	}
	if v.Session == nil {
		if err := v.NewGame(core.Options{Seed: uint64(rand.IntN(900000) + 100000)}); err != nil {
			return nil, err
		}
	}
	v.refresh()
	return v, nil
}

// Content is the screen's root object.
func (v *View) Content() fyne.CanvasObject { return v.frame.root }

// NewGame starts a new companion game. A printed-deck game starts from the record of the
// printed cards entered so far.
func (v *View) NewGame(opt core.Options) error {
	if opt.Printed && opt.Known == nil {
		opt.Known = v.Record
	}
	s, err := core.NewSession(v.Box, opt)
	if err != nil {
		return err
	}
	v.Session = s
	v.score.entries = nil
	v.setup.newGame()
	v.resetInputs()
	v.autosave()
	return nil
}

// resetInputs forgets every part's inputs in progress and closes the sheet.
func (v *View) resetInputs() {
	v.turn.reset()
	v.printed.reset()
	v.setup.reset()
	v.questions.reset()
	v.frame.sheet = nil
}

// Do applies an action; a refusal is shown and changes nothing. Every accepted action is saved,
// and the view goes back to the top, where the next instruction is.
func (v *View) Do(a core.Action) bool {
	if _, err := v.Session.Apply(a); err != nil {
		v.refuse(RenderErr(err))
		return false
	}
	v.Notice = ""
	v.resetInputs()
	if core.Merge(v.Record, v.state()) {
		v.saveRecord()
	}
	v.autosave()
	v.frame.afterAction()
	return true
}

// refuse keeps why as the notice and says it in a dialog.
func (v *View) refuse(why string) {
	v.Notice = why
	dialog.ShowInformation(lang.L("Not possible"), v.Notice, v.Win)
}

// Undo takes back the last action exactly (never re-rolling a die) and says what it took back.
func (v *View) Undo() {
	if what := v.Session.Undo(); !what.IsZero() {
		v.resetInputs()
		v.autosave()
		v.Notice = sentence(Render(what))
		v.frame.toTop()
	}
}

// autosave writes the game after every action; a failure is the notice.
func (v *View) autosave() {
	if m := v.files.autosave(v.Session); m != "" {
		v.Notice = m
	}
}

// saveRecord writes the record of printed cards; a failure is the notice.
func (v *View) saveRecord() {
	if m := v.files.saveRecord(v.Record); m != "" {
		v.Notice = m
	}
}

// refresh rebuilds the screen from the companion state: what to do now first, then what just
// happened, the reports, what the app remembers and the log.
func (v *View) refresh() {
	c := v.state()
	var objs []fyne.CanvasObject
	if v.Notice != "" {
		n := text(v.Notice)
		n.Importance = widget.WarningImportance
		objs = append(objs, n)
	}
	if v.frame.sheet != nil {
		v.frame.show(sentence(Render(c.Status())), v.Session.CanUndo(), append(objs, v.frame.sheetPanel()))
		return
	}
	objs = append(objs, v.phaseContent()...)
	if last := v.history.lastEvents(); last != nil {
		objs = append(objs, last)
	}
	if c.Phase != core.PhaseSetup && c.Phase != core.PhaseOver {
		objs = append(objs, v.reports.section())
	}
	if c.Phase != core.PhaseSetup {
		objs = append(objs, outlawPanels(v.Cat, c)...)
	}
	objs = append(objs, v.history.log())
	v.frame.show(sentence(Render(c.Status())), v.Session.CanUndo(), objs)
}

// phaseContent is what the person does now: setup, your turn, the outlaws' card, the score.
// The one thing to do next always comes first.
func (v *View) phaseContent() []fyne.CanvasObject {
	c := v.state()
	var out []fyne.CanvasObject
	if e := v.printed.entry(); e != nil {
		// a printed card new to the app: its symbols, before anything else
		return []fyne.CanvasObject{e}
	}
	if len(c.AwardAsk) > 0 {
		out = append(out, v.questions.award())
	}
	if c.Thefts > 0 {
		out = append(out, v.questions.theft())
	}
	if len(c.MarketAsk) > 0 {
		out = append(out, v.questions.refill(c.MarketAsk[0]))
	}
	switch c.Phase {
	case core.PhaseSetup:
		// the two ways of playing, the copy of the whole table first (after the decision of the
		// moment, your ability, which stays on the first screen)
		_, mirror := iconButton(lang.L("Mirrored game on the app's board"), theme.GridIcon(), widget.MediumImportance, v.ShowMirrored)
		ways := section(lang.L("How to play with the app"),
			small(lang.L("Mirrored game: the app keeps the whole board and shows where each outlaw piece goes; you copy your moves onto it.")), mirror,
			small(lang.L("Here, bookkeeping: the board stays yours; the app runs the outlaws' cards and memory and asks what it cannot see.")))
		return append(out, v.setup.ability(), ways, section(lang.L("Set up the outlaws"), v.setup.steps()))
	case core.PhaseOver:
		return append(out, v.score.section())
	case core.PhaseYou:
		if d := v.printed.drawCard(); d != nil {
			out = append(out, d)
		}
		if t := v.history.tableNow(); t != nil {
			out = append(out, t)
		}
		if c.Turn == 0 && !v.setup.hidden {
			// the setup's questions first, then the roll, then the setup list folded
			q, list := v.setup.section()
			if q != nil {
				out = append(out, q)
			}
			return append(out, v.turn.roll(), list)
		}
		return append(out, v.turn.roll())
	}
	if c.NeedCard() {
		return append(out, v.printed.tellCard())
	}
	return append(out, v.turn.card())
}

// ---- menu ----

func (v *View) showMenu() {
	item := func(label string, icon fyne.Resource, f func()) fyne.CanvasObject {
		_, o := iconButton(label, icon, widget.MediumImportance, func() { v.frame.closeSheet(); f() })
		return o
	}
	items := []fyne.CanvasObject{
		item(lang.L("New companion game"), theme.ContentAddIcon(), v.ShowNewGame),
		item(lang.L("Mirrored game on the app's board"), theme.GridIcon(), v.ShowMirrored),
		item(lang.L("My printed outlaw cards"), theme.DocumentIcon(), v.ShowDeckEditor),
		item(lang.L("Load an outlaw deck file (the app shuffles it)"), theme.FolderOpenIcon(), func() { v.readFile(v.LoadDeck) }),
		item(lang.L("Setup instructions"), theme.InfoIcon(), v.ShowSetup),
		item(lang.L("Machine yields (for the airships)"), theme.ListIcon(), v.ShowYields),
		item(lang.L("Report a correction"), theme.DocumentCreateIcon(), v.ShowCorrection),
	}
	if v.OnBack != nil {
		items = append(items, item(lang.L("Back"), theme.NavigateBackIcon(), v.OnBack))
	}
	v.frame.showSheet(lang.L("Companion mode"), container.NewVBox(items...))
}

// ShowNewGame asks for the options of a new companion game, after asking whether to replace
// the game in progress.
func (v *View) ShowNewGame() { v.askNewGame(nil) }

// askNewGame is the one question before a new companion game (from the menu, a deck file, the
// cards entered): No leaves the game in progress as it is.
func (v *View) askNewGame(deck *outlaws.Deck) {
	if v.Session != nil && v.Session.InProgress() {
		dialog.ShowConfirm(lang.L("New companion game"), tf("A companion game is in progress ({{.Status}}). Replace it with a new game?", "Status", Render(v.state().Status())), func(ok bool) {
			if ok {
				v.showNewGame(deck)
			}
		}, v.Win)
		return
	}
	v.showNewGame(deck)
}

func (v *View) showNewGame(deck *outlaws.Deck) {
	seed := widget.NewEntry()
	seed.SetText(strconv.Itoa(rand.IntN(900000) + 100000))
	level := newChoice(levelNames(), 1)
	first := false
	printed := newChoice([]string{lang.L("My printed outlaw cards"), lang.L("The app's outlaw deck")}, 0)
	objs := []fyne.CanvasObject{bold(lang.L("Outlaw cards:"))}
	if deck != nil {
		objs = append(objs, small(tfn("companion.deck_file_shuffled", len(deck.Cards), "Name", name(deck.Name))))
	} else {
		objs = append(objs, printed.box, small(tf("Printed cards known to the app: {{.N}} of {{.Total}}.", "N", core.RecordCards(v.Record), "Total", len(v.Record.Cards))))
	}
	objs = append(objs, bold(lang.L("Outlaws:")), level.box,
		toggle(lang.L("First game (leave out the ★ pieces)"), false, func(on bool) { first = on }),
		text(lang.L("Seed (the same seed deals the same abilities and cards):")), tall(seed, touch))
	start := bigButton(lang.L("Start"), theme.ConfirmIcon(), func() {
		n, err := strconv.ParseUint(seed.Text, 10, 64)
		if err != nil {
			dialog.ShowInformation(lang.L("Not possible"), lang.L("The seed must be a whole number."), v.Win)
			return
		}
		opt := core.Options{Seed: n, FirstGame: first, Difficulty: []string{"easy", "normal", "hard"}[level.selected], Deck: deck}
		if deck == nil && printed.selected == 0 {
			opt.Printed = true
		}
		if err := v.NewGame(opt); err != nil {
			dialog.ShowInformation(lang.L("Not possible"), RenderErr(err), v.Win)
			return
		}
		v.frame.toTop()
	})
	objs = append(objs, start)
	v.frame.showSheet(lang.L("New companion game"), container.NewVBox(objs...))
}

// choice is a set of buttons of which one is selected (it wraps where a radio group would not).
type choice struct {
	box      *fyne.Container
	selected int
}

func newChoice(labels []string, selected int) *choice {
	c := &choice{box: container.NewVBox(), selected: selected}
	var build func()
	build = func() {
		c.box.Objects = nil
		for i, l := range labels {
			imp := widget.MediumImportance
			if i == c.selected {
				imp = widget.HighImportance
			}
			c.box.Add(button(l, imp, func() {
				c.selected = i
				build()
			}))
		}
		c.box.Refresh()
	}
	build()
	return c
}

// readFile opens a file the person picks (size-limited; the browser's picker on the web) and
// hands its bytes to use.
func (v *View) readFile(use func([]byte) error) {
	v.Host.PickFile([]string{".json"}, use, func(err error) {
		dialog.ShowInformation(lang.L("This file cannot be used"), RenderErr(err), v.Win)
	})
}

// LoadDeck checks a deck file of outlaw cards and offers a new game where the app shuffles it.
func (v *View) LoadDeck(data []byte) error {
	deck, err := core.LoadDeck(data)
	if err != nil {
		return err
	}
	v.askNewGame(deck)
	return nil
}

// ShowSetup shows the setup instructions again.
func (v *View) ShowSetup() {
	v.frame.showSheet(lang.L("Setup"), v.setup.steps())
}

// ShowCorrection moves one outlaw worker between zones (effects the app cannot see, mistakes).
func (v *View) ShowCorrection() { v.reports.showCorrection() }

// ShowYields lists every machine's automa yield (M4), what an outlaw airship counts.
func (v *View) ShowYields() {
	box := container.NewVBox(small(lang.L("An outlaw airship counts the automa yield of the machines it touches or sits on (M4).")))
	for _, size := range []string{"small", "medium", "large"} {
		box.Add(bold(sizeMachines(size)))
		for _, m := range v.Cat.Machines {
			if m.Size == size {
				box.Add(text(tf("{{.Name}}: {{.N}}", "Name", name(m.Name), "N", m.Yield)))
			}
		}
	}
	v.frame.showSheet(lang.L("Machine yields"), box)
}

// ShowMirrored explains a mirrored game and starts one: you play your moves on the app's board
// (the digital game's board and rules) and move the same pieces at the table; the outlaws roll
// your die, and the app shows the exact square and orientation of each of their placements.
// With every printed card entered, the outlaw deck is your printed cards (lay the ones the app
// names); otherwise the app's deck, shown on screen.
func (v *View) ShowMirrored() {
	complete := len(core.Missing(v.Record)) == 0
	about := []fyne.CanvasObject{
		text(lang.L("You play your moves on the app's board, as in the digital game, and move the same pieces on the table. When the outlaws play, roll your die and tap what it shows: the app computes their whole turn with the digital game's rules and shows on its board the exact square and orientation of each placement. Copy them at the table.")),
		text(lang.L("The app keeps an exact copy of your table: every time a piece comes out at the table (a starting ability dealt, a tower award, a stack's new top scaffold, a market piece, a card or award drawn, an outlaw card turned face up) it asks which one, with one tap. Lay your own shuffle; the app never guesses it.")),
	}
	if complete {
		about = append(about, text(lang.L("Outlaw cards: your printed cards. Lay face up the cards the app shows, by their numbers, and when it draws one, find that number in your deck.")))
	} else {
		about = append(about, text(tf("Outlaw cards: the app's deck, shown on its board (enter all {{.N}} of your printed cards to play with them).", "N", len(v.Record.Cards))))
	}
	// the choices of the box's setup: the outlaws' level (I22) and a first game without the ★
	// pieces (C2)
	level := newChoice(levelNames(), 1)
	level.box.Layout = layout.NewGridLayoutWithColumns(len(levelNames())) // (one row: Start stays on the first screen)
	first := false
	objs := []fyne.CanvasObject{bold(lang.L("Outlaws:")), level.box,
		toggle(lang.L("First game (leave out the ★ pieces)"), false, func(on bool) { first = on })}
	start := bigButton(lang.L("Start a mirrored game"), theme.MediaPlayIcon(), func() {
		v.frame.closeSheet()
		if v.PlayDigital == nil {
			return
		}
		g, _ := v.Box.NewGame(engine.Options{Seed: uint64(rand.IntN(900000) + 100000), Variant: outlaws.Name,
			Difficulty: []string{"easy", "normal", "hard"}[level.selected], FirstGame: first})
		if complete {
			deck := *v.Record
			if err := g.UseOutlawDeck(deck.Actions()); err != nil {
				dialog.ShowInformation(lang.L("Not possible"), RenderErr(err), v.Win)
				return
			}
		}
		g.CopyTable() // every draw is asked: the app keeps an exact copy of the table
		v.PlayDigital(g, true)
	})
	// the choices and Start on the first screen, how a mirrored game goes under them
	objs = append(append(objs, start), about...)
	v.frame.showSheet(lang.L("Mirrored game on the app's board"), container.NewVBox(objs...))
}
