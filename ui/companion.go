package ui

import (
	"math/rand/v2"
	"path/filepath"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/automa"
	"whistle/engine"
)

// CompanionFile is the name of the companion game's autosave in the app's storage.
const CompanionFile = "companion.json"

// CompanionView is the companion mode: the physical board holds the pieces, the app the
// outlaws' brain and memory. It is one column of big controls for a phone held in one hand.
type CompanionView struct {
	App fyne.App
	Win fyne.Window
	Cat *engine.Catalog
	S   *automa.CompanionSession
	// OnBack returns to the digital game (nil: no way back, the companion is the whole app).
	OnBack func()
	// SavePath overrides where the autosave goes (tests); "" uses the app's storage.
	SavePath string
	// Notice is the last message shown to the person (a refusal, a save problem), for tests.
	Notice string

	status *widget.Label
	undo   *widget.Button
	body   *fyne.Container
	scroll *container.Scroll
	root   fyne.CanvasObject

	// the inputs of the action in progress
	rotateDocks map[int]bool
	noneLacking bool
	logOpen     bool
	setupHidden bool
	openDialog  dialog.Dialog
	score       *ScoreEntries
}

// NewCompanionView builds the companion screen in a window and resumes the autosaved game, if
// there is one; otherwise it starts a new game with a random seed.
func NewCompanionView(a fyne.App, w fyne.Window, savePath string) (*CompanionView, error) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		return nil, err
	}
	v := &CompanionView{App: a, Win: w, Cat: cat, SavePath: savePath, rotateDocks: map[int]bool{}}
	v.build()
	if msg := v.resume(); msg != "" {
		v.Notice = msg
	}
	if v.S == nil {
		if err := v.NewGame(automa.CompanionOptions{Seed: uint64(rand.IntN(900000) + 100000)}); err != nil {
			return nil, err
		}
	}
	v.refresh()
	return v, nil
}

// Content is the screen's root object.
func (v *CompanionView) Content() fyne.CanvasObject { return v.root }

func (v *CompanionView) build() {
	v.status = cmpBold("")
	v.undo = widget.NewButtonWithIcon(lang.L("Undo"), theme.ContentUndoIcon(), v.Undo)
	menu := widget.NewButtonWithIcon(lang.L("Menu"), theme.MenuIcon(), v.showMenu)
	title := widget.NewLabelWithStyle(lang.L("Companion"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	bar := container.NewBorder(nil, nil, cmpTall(v.undo, cmpTouch), cmpTall(menu, cmpTouch), title)
	top := container.NewVBox(bar, v.status)
	v.body = container.NewVBox()
	v.scroll = container.NewVScroll(v.body)
	col := container.NewBorder(container.NewVBox(top, widget.NewSeparator()), nil, nil, nil, v.scroll)
	v.root = container.New(cmpColumnLayout{}, col)
}

// NewGame starts a new companion game.
func (v *CompanionView) NewGame(opt automa.CompanionOptions) error {
	s, err := automa.NewCompanionSession(v.Cat, opt)
	if err != nil {
		return err
	}
	v.S = s
	v.score = nil
	v.setupHidden = false
	v.resetInputs()
	v.autosave()
	return nil
}

func (v *CompanionView) resetInputs() {
	v.rotateDocks = map[int]bool{}
	v.noneLacking = false
}

// Do applies an action; a refusal is shown and changes nothing. Every accepted action is saved.
func (v *CompanionView) Do(a automa.CompanionAction) bool {
	if _, err := v.S.Apply(a); err != nil {
		v.Notice = cmpSentence(tr(err.Error()))
		dialog.ShowInformation(lang.L("Not possible"), v.Notice, v.Win)
		return false
	}
	v.Notice = ""
	if v.openDialog != nil {
		v.openDialog.Hide()
		v.openDialog = nil
	}
	v.resetInputs()
	v.autosave()
	v.refresh()
	return true
}

// Undo takes back the last action exactly (never re-rolling a die).
func (v *CompanionView) Undo() {
	if v.S.Undo() {
		v.resetInputs()
		v.autosave()
		v.refresh()
	}
}

// ---- saving ----

// saveFile is where the autosave goes: the app's storage (ui.Store: atomic writes when it is a
// folder, its own writer otherwise), or the SavePath override.
func (v *CompanionView) saveFile() (*Store, string) {
	if v.SavePath != "" {
		return &Store{Root: storage.NewFileURI(filepath.Dir(v.SavePath))}, filepath.Base(v.SavePath)
	}
	return NewStore(v.App), CompanionFile
}

// autosave writes the game after every action.
func (v *CompanionView) autosave() {
	data, err := v.S.Save()
	if err == nil {
		st, name := v.saveFile()
		err = st.Write(name, data)
	}
	if err != nil {
		v.Notice = tf("The game could not be saved: {{.Err}}", "Err", err.Error())
		fyne.LogError("companion autosave", err)
	}
}

// resume loads the autosaved game; a file that cannot be read is left alone and reported.
func (v *CompanionView) resume() string {
	st, name := v.saveFile()
	if !st.Exists(name) {
		return "" // nothing saved yet
	}
	data, err := st.Read(name)
	if err != nil {
		return tf("The saved companion game could not be read: {{.Err}}", "Err", err.Error())
	}
	s, err := automa.LoadCompanion(v.Cat, data)
	if err != nil {
		return tf("The saved companion game could not be resumed ({{.Err}}); a new game starts.", "Err", err.Error())
	}
	v.S = s
	return replayNotice(s.Notice)
}

// ---- menu ----

func (v *CompanionView) showMenu() {
	var d dialog.Dialog
	item := func(label string, icon fyne.Resource, f func()) fyne.CanvasObject {
		_, o := cmpIconButton(label, icon, widget.MediumImportance, func() { d.Hide(); f() })
		return o
	}
	items := []fyne.CanvasObject{
		item(lang.L("New companion game"), theme.ContentAddIcon(), v.ShowNewGame),
		item(lang.L("Load an outlaw deck file"), theme.FolderOpenIcon(), v.ShowLoadDeck),
		item(lang.L("Setup instructions"), theme.InfoIcon(), v.ShowSetup),
		item(lang.L("Machine yields (for the airships)"), theme.ListIcon(), v.ShowYields),
		item(lang.L("Report a correction"), theme.DocumentCreateIcon(), v.ShowCorrection),
	}
	if v.OnBack != nil {
		items = append(items, item(lang.L("Back"), theme.NavigateBackIcon(), v.OnBack))
	}
	d = dialog.NewCustom(lang.L("Companion mode"), lang.L("Close"), container.NewVBox(items...), v.Win)
	d.Show()
}

// ShowNewGame asks for the options of a new companion game.
func (v *CompanionView) ShowNewGame() { v.showNewGame(nil, "") }

func (v *CompanionView) showNewGame(deck *automa.CompanionOptions, deckName string) {
	seed := widget.NewEntry()
	seed.SetText(strconv.Itoa(rand.IntN(900000) + 100000))
	level := widget.NewRadioGroup(cmpLevelNames(), nil)
	level.Horizontal = true
	level.SetSelected(lang.L("Normal"))
	first := widget.NewCheck(lang.L("First game (leave out the ★ pieces)"), nil)
	deckLabel := lang.L("the default outlaw deck")
	if deckName != "" {
		deckLabel = deckName
	}
	form := container.NewVBox(
		cmpText(lang.L("Seed (the same seed deals the same abilities and cards):")), cmpTall(seed, cmpTouch),
		cmpText(lang.L("Outlaws:")), cmpTall(level, cmpTouch), cmpTall(first, cmpTouch),
		cmpSmall(tf("Deck: {{.Name}}.", "Name", deckLabel)),
	)
	dialog.NewCustomConfirm(lang.L("New companion game"), lang.L("Start"), lang.L("Cancel"), form, func(ok bool) {
		if !ok {
			return
		}
		n, err := strconv.ParseUint(seed.Text, 10, 64)
		if err != nil {
			dialog.ShowInformation(lang.L("Not possible"), lang.L("The seed must be a whole number."), v.Win)
			return
		}
		opt := automa.CompanionOptions{Seed: n, FirstGame: first.Checked, Difficulty: levelID(level.Selected)}
		if deck != nil {
			opt.Deck = deck.Deck
		}
		if err := v.NewGame(opt); err != nil {
			dialog.ShowInformation(lang.L("Not possible"), cmpSentence(tr(err.Error())), v.Win)
			return
		}
		v.refresh()
	}, v.Win).Show()
}

func levelID(name string) string {
	switch name {
	case "Easy", lang.L("Easy"):
		return "easy"
	case "Hard", lang.L("Hard"):
		return "hard"
	}
	return "normal"
}

// ShowLoadDeck opens a deck file of printed outlaw cards and starts a new game with it.
func (v *CompanionView) ShowLoadDeck() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		defer r.Close()
		data, err := engine.ReadLimited(r, r.URI().Name())
		if err == nil {
			err = v.LoadDeck(data)
		}
		if err != nil {
			dialog.ShowInformation(lang.L("This deck cannot be used"), err.Error(), v.Win)
		}
	}, v.Win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// LoadDeck checks a deck file and offers a new game with it.
func (v *CompanionView) LoadDeck(data []byte) error {
	deck, err := automa.LoadCompanionDeck(data)
	if err != nil {
		return err
	}
	v.showNewGame(&automa.CompanionOptions{Deck: deck}, tf("{{.Name}} ({{.N}} cards)", "Name", nm(deck.Name), "N", len(deck.Cards)))
	return nil
}

// ShowSetup shows the setup instructions again.
func (v *CompanionView) ShowSetup() {
	v.showScroll(lang.L("Setup"), cmpSetupSteps(v.S.C.SetupSteps()))
}

// ShowYields lists every machine's automa yield (M4), what an outlaw airship counts.
func (v *CompanionView) ShowYields() {
	box := container.NewVBox(cmpSmall(lang.L("An outlaw airship counts the automa yield of the machines it touches or sits on (M4).")))
	for _, size := range []string{"small", "medium", "large"} {
		box.Add(cmpBold(cmpSizeMachines(size)))
		for _, m := range v.Cat.Machines {
			if m.Size == size {
				box.Add(widget.NewLabel(tf("{{.Name}}: {{.N}}", "Name", nm(m.Name), "N", m.Yield)))
			}
		}
	}
	v.showScroll(lang.L("Machine yields"), box)
}

func (v *CompanionView) showScroll(title string, content fyne.CanvasObject) {
	sc := container.NewVScroll(content)
	size := v.Win.Canvas().Size()
	sc.SetMinSize(fyne.NewSize(min(size.Width*0.85, cmpColumn), size.Height*0.6))
	dialog.NewCustom(title, lang.L("Close"), sc, v.Win).Show()
}

// lastEvents shows what the last action did (where the blockers went, what was stolen), so the
// pieces on the table can follow at once.
func (v *CompanionView) lastEvents() fyne.CanvasObject {
	n := len(v.S.History)
	if n == 0 {
		return nil
	}
	ev := v.S.History[n-1].Events
	if len(ev) == 0 {
		return nil
	}
	box := container.NewVBox()
	for i, e := range ev {
		if i == 8 {
			box.Add(cmpSmall(lang.L("… the rest is in the log.")))
			break
		}
		box.Add(cmpText(tr(e.Text)))
		if e.Why != "" {
			box.Add(cmpSmall(tr(e.Why)))
		}
	}
	return cmpSection(lang.L("Just now"), box)
}

// refresh rebuilds the screen from the companion state.
func (v *CompanionView) refresh() {
	c := v.S.C
	v.status.SetText(tr(c.Status()))
	if v.S.CanUndo() {
		v.undo.Enable()
	} else {
		v.undo.Disable()
	}
	var objs []fyne.CanvasObject
	if v.Notice != "" {
		n := cmpText(v.Notice)
		n.Importance = widget.WarningImportance
		objs = append(objs, n)
	}
	if last := v.lastEvents(); last != nil {
		objs = append(objs, last)
	}
	objs = append(objs, v.phaseContent()...)
	if c.Phase != automa.PhaseSetup {
		objs = append(objs, v.outlawPanels()...)
	}
	objs = append(objs, v.logPanel())
	v.body.Objects = objs
	v.body.Refresh()
}
