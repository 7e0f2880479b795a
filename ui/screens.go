package ui

import (
	"whistle/internal/switches"
	"whistle/ui/rules"
	"whistle/ui/storage"

	"bytes"
	"image"
	"image/color"
	_ "image/png"
	"slices"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// HomeEntry is an extra entry of the home screen and of the game menu (another mode of the
// app adds itself here).
type HomeEntry struct {
	Name  string             // names the mode (WM_SCREEN opens it by this name)
	Label func(u *UI) string // the button's text, in the window's language
	Note  func(u *UI) string // a line under the button ("" for none), e.g. a game in progress
	Open  func(u *UI)
}

var homeEntries []HomeEntry

// AddHomeEntry adds an entry to the home screen and the game menu.
func AddHomeEntry(e HomeEntry) { homeEntries = append(homeEntries, e) }

// EnterPage shows that another mode's page takes the window (Back returns to where it came from).
func (u *UI) EnterPage(name string) { u.enterPage(name) }

// StorageDir is the folder the app keeps its files in when WM_STORAGE names one ("" for the
// app's own storage).
func (u *UI) StorageDir() string { return u.storageDir }

// enterPage remembers where Back goes (the game or the home screen) and names the screen.
func (u *UI) enterPage(name string) {
	if u.Screen == "game" || u.Screen == "home" {
		u.backTo = u.Screen
	}
	if u.backTo == "" {
		u.backTo = "home"
	}
	u.gen++ // no outlaw step runs while the game is not on screen
	u.Screen = name
}

// setScreen puts a screen in the window. The window's content stays one stack (u.root) with
// the screen on show as its only child. Fyne's SetContent lays new content out twice, at its
// smallest size and then at the window's: for the game screen that was the board and every
// panel laid out twice on each return to it (Back, Continue), 130–210 ms in all under a
// software renderer. A screen already at the window's size goes back with no layout at all.
func (u *UI) setScreen(o fyne.CanvasObject) {
	c := u.Win.Canvas()
	c.Unfocus() // a field of the screen left (the seed) no longer takes the keys
	if u.root == nil {
		u.root = container.NewStack()
	}
	u.root.Objects = []fyne.CanvasObject{o}
	if u.Win.Content() != u.root {
		u.Win.SetContent(u.root) // the first screen, or back from a mode with content of its own
		return
	}
	o.Move(fyne.NewPos(0, 0))
	o.Resize(u.root.Size())
	canvas.Refresh(u.root)
}

// showPage shows a full-window page with a Back button and a title.
func (u *UI) showPage(name, title string, content fyne.CanvasObject) {
	u.enterPage(name)
	u.setScreen(u.pageFrame(title, content))
}

// pageFrame is a page's content under its Back button and title.
func (u *UI) pageFrame(title string, content fyne.CanvasObject) fyne.CanvasObject {
	back := widget.NewButtonWithIcon(lang.L("Back"), theme.NavigateBackIcon(), u.Back)
	head := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	head.SizeName = theme.SizeNameHeadingText
	head.Wrapping = fyne.TextWrapWord // a long title on a phone goes on two lines
	top := container.NewBorder(nil, nil, container.NewCenter(back), nil, container.New(&titleFit{head}, head))
	return container.NewBorder(container.NewVBox(top, widget.NewSeparator()), nil, nil, nil,
		container.NewPadded(content))
}

// narrow tells a phone or a window narrower than a desktop page's table or row of buttons:
// such pages are then laid out one thing under the other.
func (u *UI) narrow() bool { return u.Mobile || u.Win.Canvas().Size().Width < 640 }

// titleFit lays out a page's title at the width it is given, at the heading size or, when a
// word of it would be cut in two there ("enregistrées" beside the Back button of a phone at
// the larger text), a size smaller. It is decided at each layout: the window may have been
// narrowed since the page was built.
type titleFit struct{ l *widget.Label }

func (t *titleFit) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	want := theme.SizeNameHeadingText
	room := size.Width - 2*theme.InnerPadding()
	for _, w := range strings.Fields(t.l.Text) {
		if wordWidth(w, theme.Size(theme.SizeNameHeadingText), t.l.TextStyle) > room {
			want = theme.SizeNameSubHeadingText
		}
	}
	if t.l.SizeName != want {
		t.l.SizeName = want
		t.l.Refresh()
	}
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (t *titleFit) MinSize(objs []fyne.CanvasObject) fyne.Size { return t.l.MinSize() }

// Back leaves a page for the game or the home screen.
func (u *UI) Back() {
	if u.backTo == "game" {
		u.ShowGameScreen()
		u.refresh()
		return
	}
	u.ShowHome()
}

// homeTextStyle is the style of the home screen's lines of text (tag line, the saved game's
// summary, an entry's note). The home screen is the first one shown, and Fyne loads a text
// style the first time it measures text in it: for each style its own copy of the Noto Sans
// face, of the colour emoji font (4.2 MB) and of a system face, about 10 MiB in all
// (docs/performance.md). The home screen uses the regular style and the title's bold only;
// italic, used by the game screen's log and the rules, loads when they are first shown.
var homeTextStyle = fyne.TextStyle{}

// ShowHome shows the home screen: continue, new game, saves, rules, statistics, settings.
func (u *UI) ShowHome() {
	if u.Screen == "game" && u.live {
		u.autosave(true)
	}
	u.gen++
	u.Screen = "home"
	u.backTo = "home"
	big := func(label string, icon fyne.Resource, imp widget.Importance, fn func()) *widget.Button {
		b := widget.NewButtonWithIcon(label, icon, fn)
		b.Importance = imp
		return b
	}
	var items []fyne.CanvasObject
	if err := u.LastAutosaveErr; err != nil && u.live {
		warn := widget.NewLabelWithStyle(saveWarningText(err), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
		warn.Wrapping = fyne.TextWrapWord
		warn.Importance = widget.DangerImportance
		items = append(items, warn)
	}
	if u.live {
		items = append(items, big(lang.L("Back to the game"), theme.MediaPlayIcon(), widget.HighImportance, func() {
			u.ShowGameScreen()
			u.refresh()
		}))
	} else if u.HasAutosave() {
		info := u.Store.Info(storage.Autosave)
		items = append(items, big(lang.L("Continue"), theme.MediaPlayIcon(), widget.HighImportance, u.Continue))
		sum := widget.NewLabelWithStyle(u.saveSummary(info), fyne.TextAlignCenter, homeTextStyle)
		sum.Wrapping = fyne.TextWrapWord // a narrow phone: on two lines rather than cut
		items = append(items, sum)
	}
	imp := widget.MediumImportance
	if len(items) == 0 {
		imp = widget.HighImportance
	}
	items = append(items,
		big(lang.L("New game"), theme.ContentAddIcon(), imp, u.ShowNewGame),
		big(lang.L("Tutorial"), theme.HelpIcon(), widget.MediumImportance, u.StartTutorial),
		big(lang.L("Saved games"), theme.FolderOpenIcon(), widget.MediumImportance, u.ShowSaves),
		big(lang.L("Import a save…"), theme.DownloadIcon(), widget.MediumImportance, u.ImportGame),
		big(lang.L("Rules reference"), theme.FileTextIcon(), widget.MediumImportance, u.ShowRules),
		big(lang.L("Statistics"), theme.GridIcon(), widget.MediumImportance, u.ShowStats),
		big(lang.L("Settings"), theme.SettingsIcon(), widget.MediumImportance, u.ShowSettings),
		big(lang.L("Help and shortcuts"), theme.HelpIcon(), widget.MediumImportance, u.ShowHelp),
	)
	for _, e := range homeEntries {
		e := e
		items = append(items, big(e.Label(u), theme.ComputerIcon(), widget.MediumImportance, func() { e.Open(u) }))
		if e.Note != nil {
			if n := e.Note(u); n != "" {
				l := widget.NewLabelWithStyle(n, fyne.TextAlignCenter, homeTextStyle)
				l.Wrapping = fyne.TextWrapWord
				items = append(items, l)
			}
		}
	}
	scale := float32(1.6)
	if u.Mobile {
		scale = 1.25
	}
	title := newHomeTitle(lang.L("Whistle Mountain: Outlaws"), scale)
	tag := widget.NewLabelWithStyle(lang.L("Build the mountain's machines before the outlaws steal the show."), fyne.TextAlignCenter, homeTextStyle)
	tag.Wrapping = fyne.TextWrapWord
	head := []fyne.CanvasObject{}
	if icon := homeIcon(u.App.Icon()); icon != nil {
		img := canvas.NewImageFromImage(icon)
		img.FillMode = canvas.ImageFillContain
		side := float32(128)
		if u.Mobile {
			side = 88
		}
		img.SetMinSize(fyne.NewSize(side, side))
		head = append(head, container.NewCenter(img))
	}
	head = append(head, title, tag)
	width := float32(360)
	if u.Mobile {
		width = 340 // a 360 dp phone, with room for the larger text
	}
	col := container.NewVBox(append(head, items...)...)
	u.setScreen(container.NewVScroll(container.NewCenter(container.New(&fixedWidth{w: width}, col))))
}

// homeTitle is the home screen's title: big bold text in the theme's foreground colour, read
// again whenever the theme or its variant changes (a light theme never leaves it white on
// white), and made smaller when the column is too narrow for it (never cut off).
type homeTitle struct {
	widget.BaseWidget
	text  string
	scale float32
}

func newHomeTitle(text string, scale float32) *homeTitle {
	t := &homeTitle{text: text, scale: scale}
	t.ExtendBaseWidget(t)
	return t
}

func (t *homeTitle) CreateRenderer() fyne.WidgetRenderer {
	r := &homeTitleRenderer{t: t, text: canvas.NewText(t.text, theme.Color(theme.ColorNameForeground))}
	r.text.TextStyle.Bold = true
	r.text.Alignment = fyne.TextAlignCenter
	r.Refresh()
	return r
}

type homeTitleRenderer struct {
	t    *homeTitle
	text *canvas.Text
	size fyne.Size
}

func (r *homeTitleRenderer) fullSize() float32 { return theme.TextHeadingSize() * r.t.scale }

func (r *homeTitleRenderer) Layout(size fyne.Size) {
	r.size = size
	r.fit()
	r.text.Resize(size)
	r.text.Move(fyne.NewPos(0, 0))
}

// fit shrinks the text until it fits the width it has.
func (r *homeTitleRenderer) fit() {
	ts := r.fullSize()
	if r.size.Width > 0 {
		w := fyne.MeasureText(r.text.Text, ts, r.text.TextStyle).Width
		if avail := r.size.Width - 2*theme.Padding(); w > avail && avail > 0 {
			ts = ts * avail / w
			// text does not shrink in exact proportion to its size: check again
			for k := 0; k < 8 && fyne.MeasureText(r.text.Text, ts, r.text.TextStyle).Width > avail; k++ {
				ts *= 0.97
			}
		}
	}
	r.text.TextSize = ts
}

func (r *homeTitleRenderer) MinSize() fyne.Size {
	h := fyne.MeasureText(r.text.Text, r.fullSize(), r.text.TextStyle).Height
	return fyne.NewSize(0, h)
}

func (r *homeTitleRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.text} }
func (r *homeTitleRenderer) Destroy()                     {}
func (r *homeTitleRenderer) Refresh() {
	r.text.Text = r.t.text
	r.text.Color = theme.Color(theme.ColorNameForeground)
	r.fit()
	r.text.Refresh()
}

// fixedWidth lays out its content at a fixed width (at most the space there is).
type fixedWidth struct{ w float32 }

func (f *fixedWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (f *fixedWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var h float32
	for _, o := range objs {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(f.w, h)
}

// ---- settings ----

// ShowSettings shows the settings: language, theme, text size, the outlaws' pace.
func (u *UI) ShowSettings() {
	u.showPage("settings", lang.L("Settings"), container.NewVScroll(u.settingsContent()))
}

func (u *UI) settingsContent() fyne.CanvasObject {
	p := u.App.Preferences()
	// language
	langIDs := []string{LangSystem, LangEN, LangFR}
	langSel := choiceGroup([]string{lang.L("Follow the system"), "English", "Français"},
		slices.Index(langIDs, switches.Lang.Or(p.StringWithFallback(prefLanguage, LangSystem))),
		func(i int) { u.SetLanguage(langIDs[i]) })
	// theme
	themeIDs := []string{ThemeSystem, ThemeLight, ThemeDark}
	themeSel := choiceGroup([]string{lang.L("Follow the system"), lang.L("Light"), lang.L("Dark")},
		slices.Index(themeIDs, switches.Theme.Or(p.StringWithFallback(prefTheme, ThemeSystem))),
		func(i int) { u.SetTheme(themeIDs[i]) })
	// text size
	sizeSel := choiceGroup([]string{lang.L("Normal"), lang.L("Large"), lang.L("Larger")},
		p.IntWithFallback(prefTextSize, 0), u.SetTextSize)
	// pace
	pace := choiceGroup(paceNames(), int(u.Pace), func(i int) { u.SetPace(Pace(i)) })
	where := lang.L("unknown")
	if u.Store != nil && u.Store.Root != nil {
		where = u.Store.Root.String()
		if u.Store.IsFile() {
			where = u.Store.Root.Path()
		}
	}
	return container.NewVBox(
		bold(lang.L("Language")), langSel,
		wrapped(lang.L("The window is built again in the new language. Component names and the rules reference follow it.")),
		widget.NewSeparator(),
		bold(lang.L("Theme")), themeSel,
		widget.NewSeparator(),
		bold(lang.L("Text size")), sizeSel,
		widget.NewSeparator(),
		bold(lang.L("The outlaws' turns")), pace,
		widget.NewSeparator(),
		bold(lang.L("Files")),
		wrapped(tf("Saves and statistics are kept in {{.Where}}.", "Where", where)),
	)
}

// choiceGroup is a radio group of names with the selected index (out of range: none) that calls
// set with the index of the name picked.
func choiceGroup(names []string, selected int, set func(int)) *widget.RadioGroup {
	g := widget.NewRadioGroup(names, nil)
	if selected >= 0 && selected < len(names) {
		g.Selected = names[selected]
	}
	g.OnChanged = func(v string) {
		if i := slices.Index(names, v); i >= 0 {
			set(i)
		}
	}
	return g
}

// SetLanguage changes the window's language (kept in the preferences) and builds the window
// again, since texts already on screen do not change by themselves; the status line, a
// message, is rendered again in the new language.
func (u *UI) SetLanguage(pref string) {
	u.App.Preferences().SetString(prefLanguage, pref)
	applyLanguage(pref)
	u.Rebuild()
}

// SetTheme changes the theme (kept in the preferences).
func (u *UI) SetTheme(pref string) {
	u.App.Preferences().SetString(prefTheme, pref)
	u.applyTheme()
	u.refresh()
	if u.Screen != "game" {
		u.ShowScreen(u.Screen)
	}
}

// SetTextSize changes the text size: 0 normal, 1 large, 2 larger (kept in the preferences).
func (u *UI) SetTextSize(i int) {
	u.App.Preferences().SetInt(prefTextSize, i)
	u.applyTheme()
	u.refresh()
	if u.Screen != "game" {
		u.ShowScreen(u.Screen)
	}
}

// ---- help ----

// ShowHelp shows how to read the board, how to play, and the keyboard shortcuts.
func (u *UI) ShowHelp() {
	u.showPage("help", lang.L("Help and shortcuts"), container.NewVScroll(helpContent(true, u.narrow())))
}

// shortcutList is the keyboard shortcuts of the game screen (desktop).
func shortcutList() [][2]string {
	return [][2]string{
		{"Ctrl+Z (⌘Z)", lang.L("undo your last decision")},
		{"Ctrl+Y / Ctrl+Shift+Z", lang.L("redo")},
		{"Ctrl+S (⌘S)", lang.L("save (asks for a name the first time)")},
		{"H", lang.L("hint: the bot's suggestion on the board")},
		{"N", lang.L("new game")},
		{"E", lang.L("end your turn")},
		{"F", lang.L("forge")},
		{"1 / 2 / 3", lang.L("take your balloon / blimp / dreadnought")},
		{"R", lang.L("rotate the airship or piece you hold")},
		{"X", lang.L("flip the scaffold you hold")},
		{lang.L("Space"), lang.L("the outlaws' next step")},
		{"Esc", lang.L("put down what you hold (or go back from a page)")},
	}
}

// helpContent is the help: full adds the note on languages; narrow puts each shortcut's key
// above what it does (beside it, a phone leaves what it does a few letters a row).
func helpContent(full, narrow bool) fyne.CanvasObject {
	var o []fyne.CanvasObject
	o = append(o, bold(lang.L("How to read the board")))
	for _, l := range []string{
		lang.L("Your pieces are yellow and round, marked Y. The outlaws' pieces are red and square, marked O. The blocker ships in the docks are blue with an inner frame, marked B."),
		lang.L("Airships: their length is their kind (1 square balloon, 2 squares blimp, 3 squares dreadnought)."),
		lang.L("Scaffolds are timber tiles; a resource square shows a badge: C coal, I iron, G gold, W water, Wh whistle."),
		lang.L("Machines show their name and VP; a waterlogged machine is hatched and marked 'waterlogged'."),
		lang.L("Water rises from below; the bridge line lies between rows 6 and 7: a machine built above it floods one more row."),
		lang.L("The top five rows are covered by the outlaws' cards. The die picks a card: 1–2 left, 3–4 middle, 5–6 right."),
		lang.L("Tower floors (right) show their VP and the award waiting there; the barracks (left) hold the workers not yet sent out."),
		lang.L("Docks ring the board, numbered clockwise; each shows its cost and what occupies it."),
		lang.L("Green: what you can tap now. Yellow frames: what the outlaws just changed. Magenta frames: the hint."),
	} {
		o = append(o, wrapped(l))
	}
	o = append(o, layout.NewSpacer(), bold(lang.L("How to play")))
	for _, l := range []string{
		lang.L("Collect: pick an airship, then tap a green square (or a dock). Rotate turns a blimp or dreadnought upright."),
		lang.L("Forge: your airships come home; then pick a scaffold or machine, tap where it goes, Rotate/Flip it, and tap it again to build. Move or rescue a worker by tapping it (or the whirlpool) and then a green space."),
		lang.L("Cards, awards and upgrades can be used whenever their button is offered. A refused action shows why."),
		lang.L("Undo takes back your last decision with the outlaws' steps after it; the die and the decks come back exactly as they were, so nothing is rolled again. Tap a line of the log to go back to that point. Redo plays the undone actions again."),
		lang.L("Hint asks the greedy bot for a move: it is framed in magenta on the board and described in the panel. The greedy bot looks one step ahead; Think deeper asks the expert bot, which searches for under a second and says how much better than the next best option it expects its choice to be."),
		lang.L("The game is saved automatically after every turn and when the app goes to the background; Continue on the home screen resumes it."),
	} {
		o = append(o, wrapped(l))
	}
	o = append(o, layout.NewSpacer(), bold(lang.L("Keyboard shortcuts (computer)")))
	grid := container.New(layout.NewFormLayout())
	if narrow {
		grid = container.NewVBox()
	}
	for i, sc := range shortcutList() {
		k := widget.NewLabelWithStyle(sc[0], fyne.TextAlignTrailing, fyne.TextStyle{Monospace: true, Bold: true})
		if narrow {
			k.Alignment = fyne.TextAlignLeading
			k.Wrapping = fyne.TextWrapWord
			if i > 0 {
				grid.Add(widget.NewSeparator())
			}
		}
		grid.Add(k)
		grid.Add(wrapped(sc[1]))
	}
	o = append(o, grid)
	if full {
		o = append(o, layout.NewSpacer(), bold(lang.L("Languages")),
			wrapped(lang.L("The app speaks English and French (Settings). The game log, the prompts and the refusals come from the rules engine in English and are translated for the French window; a sentence the translation does not know yet stays in English.")))
	}
	return container.NewVBox(o...)
}

// LastRules is the last rules reference opened (for tests).
var LastRules *rules.Screen

// ShowRules shows the rules reference.
func (u *UI) ShowRules() {
	r, err := rules.New(u.S.Cat)
	if err != nil {
		u.showError(lang.L("The rules reference could not be loaded"), err)
		return
	}
	LastRules = r
	r.Search.OnEscape = u.Back
	top := fyne.CanvasObject(container.NewBorder(nil, nil, nil, r.Both, r.Search))
	if u.Mobile {
		r.Search.SetPlaceHolder(lang.L("Search (an id, a word…)"))
		top = container.NewVBox(r.Search, r.Both) // the search gets the whole width of a phone
	}
	u.showPage("rules", lang.L("Rules reference"), container.NewBorder(top, nil, nil, nil, r.Tabs))
	if !u.Mobile {
		u.Win.Canvas().Focus(r.Search) // (on a phone this would open the keyboard at once)
	}
}

var homeIconCache struct {
	sync.Mutex
	res fyne.Resource
	img image.Image
}

// homeIcon is the app's icon decoded once and reduced to 256 pixels (the home screen shows it
// at most 128 dp wide): the 512-pixel file is not decoded and scaled again on every visit.
func homeIcon(res fyne.Resource) image.Image {
	if res == nil {
		return nil
	}
	c := &homeIconCache
	c.Lock()
	defer c.Unlock()
	if c.res == res && c.img != nil {
		return c.img
	}
	src, _, err := image.Decode(bytes.NewReader(res.Content()))
	if err != nil {
		return nil
	}
	c.res, c.img = res, halve(src, 256)
	return c.img
}

// halve shrinks an image by averaging 2×2 blocks until it is at most max pixels wide.
func halve(src image.Image, max int) image.Image {
	for src.Bounds().Dx() > max {
		b := src.Bounds()
		w, h := b.Dx()/2, b.Dy()/2
		dst := image.NewNRGBA(image.Rect(0, 0, w, h))
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				var r, g, bl, a uint32
				for dy := 0; dy < 2; dy++ {
					for dx := 0; dx < 2; dx++ {
						c := color.NRGBAModel.Convert(src.At(b.Min.X+2*x+dx, b.Min.Y+2*y+dy)).(color.NRGBA)
						r, g, bl, a = r+uint32(c.R), g+uint32(c.G), bl+uint32(c.B), a+uint32(c.A)
					}
				}
				dst.SetNRGBA(x, y, color.NRGBA{uint8(r / 4), uint8(g / 4), uint8(bl / 4), uint8(a / 4)})
			}
		}
		src = dst
	}
	return src
}
