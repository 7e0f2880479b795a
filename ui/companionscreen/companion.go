// Package companionscreen holds the screens of companion mode: the app runs the outlaws for a
// game on the physical board (package whistle/companion holds the rules' side). It is built
// from the window's narrow side (ui/host), never from package ui; main.go gives it to the
// window (ui.WithMode). Everything it shows is rendered from messages in the window's language.
package companionscreen

import (
	"math/rand/v2"
	"path/filepath"
	"strconv"
	"whistle/engine/catalog"
	"whistle/ui/host"
	wmstore "whistle/ui/storage"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/storage"
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
// brain and memory. It is one column of big controls for a phone held in one hand.
type View struct {
	App fyne.App
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
	// SavePath overrides where the autosave goes (tests); "" uses the app's storage. The record
	// of printed cards goes beside it.
	SavePath string
	// Notice is the last message shown to the person (a refusal, what undo took back), for tests.
	Notice string

	status *widget.Label
	undo   *widget.Button
	body   *fyne.Container
	scroll *container.Scroll
	root   fyne.CanvasObject

	// the inputs of the action in progress
	rotateDocks map[int]bool
	logOpen     bool
	setupHidden bool
	setupOpen   int         // the setup list on your first turn: 0 as it comes, 1 unfolded, -1 folded
	pickSlot    int         // printed deck: the face-up space tapped before the number (1-based)
	keptAbility string      // setup: the starting ability you keep, before you give the outlaws theirs
	entering    []string    // printed deck: the symbols of a card being entered
	enterCard   int         // printed deck: the number of the card being entered
	pending     core.Action // printed deck: the action waiting for the card's symbols
	refillOrder []string    // the pieces tapped for an emptied market, left to right
	openDialog  dialog.Dialog
	sheet       fyne.CanvasObject // a list of choices shown in place of the screen (the menu, a report's picker)
	keepScroll  bool              // the next accepted action keeps the view where it is (the setup's answers)
	deck        *editor           // the deck editor, while it is open
	score       *ScoreEntries
	// keepOff, recordOff: the companion save or the record of printed cards could not be read
	// nor kept aside; nothing is written over it in this run
	keepOff, recordOff bool
}

// state is the companion game's position now: what the table shows and the outlaws know.
func (v *View) state() *core.Companion { return v.Session.Companion }

// NewView builds the companion screen in the window h and resumes the autosaved game, if there
// is one; otherwise it starts a new game with a random seed.
func NewView(h host.Host, savePath string) (*View, error) {
	box := h.Box()
	v := &View{App: h.App(), Win: h.Window(), Host: h, Cat: box.Catalog, Box: box, SavePath: savePath, rotateDocks: map[int]bool{}}
	v.build()
	v.loadRecord()
	if m := v.resume(); m != "" {
		v.Notice = m
	}
	if oc, ok := h.(interface{ OtherCopy() bool }); ok && oc.OtherCopy() {
		// another copy of the app autosaves here: its companion game is never replaced
		v.keepOff = true
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
func (v *View) Content() fyne.CanvasObject { return v.root }

func (v *View) build() {
	v.status = bold("")
	v.undo = widget.NewButtonWithIcon(lang.L("Undo"), theme.ContentUndoIcon(), v.Undo)
	menu := widget.NewButtonWithIcon(lang.L("Menu"), theme.MenuIcon(), v.showMenu)
	bar := container.NewBorder(nil, nil, tall(v.undo, touch), tall(menu, touch))
	top := container.NewVBox(bar, v.status)
	v.body = container.NewVBox()
	v.scroll = container.NewVScroll(v.body)
	col := container.NewBorder(container.NewVBox(top, widget.NewSeparator()), nil, nil, nil, v.scroll)
	v.root = container.New(columnLayout{}, col)
}

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
	v.score = nil
	v.setupHidden = false
	v.setupOpen = 0
	v.resetInputs()
	v.autosave()
	return nil
}

func (v *View) resetInputs() {
	v.rotateDocks = map[int]bool{}
	v.pickSlot = 0
	v.keptAbility = ""
	v.refillOrder = nil
	v.sheet = nil
	v.entering = nil
	v.enterCard = 0
}

// Do applies an action; a refusal is shown and changes nothing. Every accepted action is saved,
// and the view goes back to the top, where the next instruction is.
func (v *View) Do(a core.Action) bool {
	if _, err := v.Session.Apply(a); err != nil {
		v.Notice = RenderErr(err)
		dialog.ShowInformation(lang.L("Not possible"), v.Notice, v.Win)
		return false
	}
	v.Notice = ""
	if v.openDialog != nil {
		v.openDialog.Hide()
		v.openDialog = nil
	}
	v.resetInputs()
	if core.Merge(v.Record, v.state()) {
		v.saveRecord()
	}
	v.autosave()
	keep := v.keepScroll
	v.keepScroll = false
	v.refresh()
	if !keep {
		v.scroll.ScrollToTop()
	}
	return true
}

// Undo takes back the last action exactly (never re-rolling a die) and says what it took back.
func (v *View) Undo() {
	if what := v.Session.Undo(); !what.IsZero() {
		v.resetInputs()
		v.autosave()
		v.Notice = sentence(Render(what))
		v.refresh()
		v.scroll.ScrollToTop()
	}
}

// ---- saving ----

// store is where the files go: the app's storage (storage.Store of ui/storage: atomic writes when it is a folder,
// its own writer otherwise), or the folder of the SavePath override.
func (v *View) store() (*wmstore.Store, string) {
	if v.SavePath != "" {
		return &wmstore.Store{Root: storage.NewFileURI(filepath.Dir(v.SavePath))}, filepath.Base(v.SavePath)
	}
	return v.Host.Store(), CompanionFile
}

// autosave writes the game after every action.
func (v *View) autosave() {
	if v.keepOff {
		return
	}
	data, err := v.Session.Save()
	if err == nil {
		st, name := v.store()
		err = st.Write(name, data)
	}
	if err != nil {
		v.Notice = tf("The game could not be saved: {{.Err}}", "Err", RenderErr(err))
		fyne.LogError("companion autosave", err)
	}
}

// resume loads the autosaved game; a file that cannot be read is left alone and reported.
func (v *View) resume() string {
	st, name := v.store()
	if !st.Exists(name) {
		return "" // nothing saved yet
	}
	data, err := st.Read(name)
	var s *core.Session
	if err == nil {
		s, err = core.Load(v.Box, data)
	}
	if err != nil {
		// a save it cannot read (a newer version's, a damaged one) is kept aside, never
		// replaced by the new game: the sentence says where it is
		aerr := st.KeepAside(name, err)
		if !wmstore.CanWrite(aerr) {
			v.keepOff = true // nothing is saved over it in this run
			return tf("The saved companion game could not be read, nor kept aside ({{.Err}}); this game will not be saved.", "Err", RenderErr(aerr))
		}
		return tf("The saved companion game could not be resumed: {{.Err}} A new game starts.", "Err", RenderErr(aerr))
	}
	v.Session = s
	return v.Host.ReplayNotice(s.Notice)
}

func (v *View) loadRecord() {
	v.Record = core.NewRecord()
	st, _ := v.store()
	if !st.Exists(RecordFile) {
		return
	}
	data, err := st.Read(RecordFile)
	if err == nil {
		var d *outlaws.Deck
		if d, err = core.LoadRecord(v.Cat, data); err == nil {
			v.Record = d
			return
		}
	}
	if aerr := st.KeepAside(RecordFile, err); wmstore.CanWrite(aerr) {
		err = aerr
	} else {
		v.recordOff = true // the unreadable record stays as it is: nothing is saved over it
	}
	v.Notice = tf("The printed cards entered before could not be read: {{.Err}}", "Err", RenderErr(err))
}

func (v *View) saveRecord() {
	if v.recordOff {
		return
	}
	data, err := core.MarshalRecord(v.Record)
	if err == nil {
		st, _ := v.store()
		err = st.Write(RecordFile, data)
	}
	if err != nil {
		v.Notice = tf("The printed cards could not be saved: {{.Err}}", "Err", RenderErr(err))
	}
}

// ---- menu ----

func (v *View) showMenu() {
	item := func(label string, icon fyne.Resource, f func()) fyne.CanvasObject {
		_, o := iconButton(label, icon, widget.MediumImportance, func() { v.closeSheet(); f() })
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
	v.showSheet(lang.L("Companion mode"), container.NewVBox(items...))
}

// showSheet shows a list of choices in place of the screen, at its top, in the column's whole
// width: on a phone every choice is reached by scrolling the screen itself (a dialog's own
// scroll area was a few lines tall), and its first answer is on screen at once. Close (beside
// the title, on the first screen however long the sheet, and at its end) goes back; an accepted
// action closes it.
func (v *View) showSheet(title string, content fyne.CanvasObject) {
	if v.openDialog != nil {
		v.openDialog.Hide()
		v.openDialog = nil
	}
	top := widget.NewButtonWithIcon(lang.L("Close"), theme.CancelIcon(), v.closeSheet)
	top.Importance = widget.LowImportance
	_, bottom := iconButton(lang.L("Close"), theme.CancelIcon(), widget.MediumImportance, v.closeSheet)
	v.sheet = container.NewVBox(container.NewBorder(nil, nil, nil, tall(top, touch), heading(title)), content, bottom)
	v.refresh()
	v.scroll.ScrollToTop()
}

func (v *View) closeSheet() {
	if v.sheet == nil {
		return
	}
	v.sheet = nil
	v.refresh()
	v.scroll.ScrollToTop()
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
		v.refresh()
		v.scroll.ScrollToTop()
	})
	objs = append(objs, start)
	v.showSheet(lang.L("New companion game"), container.NewVBox(objs...))
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
	v.showScroll(lang.L("Setup"), v.setupSteps())
}

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
	v.showScroll(lang.L("Machine yields"), box)
}

func (v *View) showScroll(title string, content fyne.CanvasObject) {
	v.showSheet(title, content)
}

// refresh rebuilds the screen from the companion state: what to do now first, then what just
// happened, the reports, what the app remembers and the log.
func (v *View) refresh() {
	c := v.state()
	v.status.SetText(sentence(Render(c.Status())))
	if v.Session.CanUndo() {
		v.undo.Enable()
	} else {
		v.undo.Disable()
	}
	var objs []fyne.CanvasObject
	if v.Notice != "" {
		n := text(v.Notice)
		n.Importance = widget.WarningImportance
		objs = append(objs, n)
	}
	if v.sheet != nil {
		v.body.Objects = append(objs, container.NewPadded(container.NewStack(newPanel(), container.NewPadded(v.sheet))))
		v.body.Refresh()
		return
	}
	objs = append(objs, v.phaseContent()...)
	if last := v.lastEvents(); last != nil {
		objs = append(objs, last)
	}
	if c.Phase != core.PhaseSetup && c.Phase != core.PhaseOver {
		objs = append(objs, v.reportSection())
	}
	if c.Phase != core.PhaseSetup {
		objs = append(objs, v.outlawPanels()...)
	}
	objs = append(objs, v.logPanel())
	v.body.Objects = objs
	v.body.Refresh()
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
		v.closeSheet()
		if v.PlayDigital == nil {
			return
		}
		g, _ := v.Box.NewGame(engine.Options{Seed: uint64(rand.IntN(900000) + 100000), Variant: outlaws.Name,
			Difficulty: []string{"easy", "normal", "hard"}[level.selected], FirstGame: first})
		if complete {
			deck := *v.Record
			if err := outlaws.UseDeck(g, &deck); err != nil {
				dialog.ShowInformation(lang.L("Not possible"), RenderErr(err), v.Win)
				return
			}
		}
		g.CopyTable() // every draw is asked: the app keeps an exact copy of the table
		v.PlayDigital(g, true)
	})
	// the choices and Start on the first screen, how a mirrored game goes under them
	objs = append(append(objs, start), about...)
	v.showSheet(lang.L("Mirrored game on the app's board"), container.NewVBox(objs...))
}
