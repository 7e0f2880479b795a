// The window's navigation: the screens' names and their table, the page frame with its Back
// button, the one stack the screen on show sits in, the window's dialogs (an error, a note)
// and its keyboard shortcuts.

package ui

import (
	"strings"
	"whistle/ui/host"
	"whistle/ui/text"
	"whistle/ui/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// enterPage remembers where Back goes (the game or the home screen) and names the screen.
func (u *UI) enterPage(name host.ScreenName) {
	if u.Screen == host.ScreenGame || u.Screen == host.ScreenHome {
		u.stage.backTo = u.Screen
	}
	if u.stage.backTo == "" {
		u.stage.backTo = host.ScreenHome
	}
	u.gameScreen.Outlaws().Hold() // no outlaw step runs while the game is not on screen
	u.Screen = name
}

// stage is the one stack of the window the screen on show sits in, as its only child. Fyne's
// SetContent lays new content out twice, at its smallest size and then at the window's: for
// the game screen that was the board and every panel laid out twice on each return to it
// (Back, Continue), 130–210 ms in all under a software renderer. A screen already at the
// window's size goes back on the stage with no layout at all.
type stage struct {
	win  fyne.Window
	root *fyne.Container
	// backTo is where Back goes from a page: host.ScreenGame or host.ScreenHome.
	backTo host.ScreenName
}

// put shows o in the window.
func (s *stage) put(o fyne.CanvasObject) {
	s.win.Canvas().Unfocus() // a field of the screen left (the seed) no longer takes the keys
	if s.root == nil {
		s.root = container.NewStack()
	}
	s.root.Objects = []fyne.CanvasObject{o}
	if s.win.Content() != s.root {
		s.win.SetContent(s.root) // the first screen, or back from a mode with content of its own
		return
	}
	o.Move(fyne.NewPos(0, 0))
	o.Resize(s.root.Size())
	canvas.Refresh(s.root)
}

// showing reports whether o is the screen on show: the window's content (not a page, nor
// another mode that put its own content in the window).
func (s *stage) showing(o fyne.CanvasObject) bool {
	return s.win.Content() == s.root && len(s.root.Objects) == 1 && s.root.Objects[0] == o
}

// setScreen puts a screen in the window (on its stage).
func (u *UI) setScreen(o fyne.CanvasObject) { u.stage.put(o) }

// showPage shows a full-window page with a Back button and a title.
func (u *UI) showPage(name host.ScreenName, title string, content fyne.CanvasObject) {
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
		if widgets.WordWidth(w, theme.Size(theme.SizeNameHeadingText), t.l.TextStyle) > room {
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
	if u.stage.backTo == host.ScreenGame && u.Screen != host.ScreenSeats { // the base game's screen goes back home
		u.ShowGameScreen()
		u.gameScreen.Refresh()
		return
	}
	u.ShowHome()
}

// screens lists the window's screens by name, each a package or a file: the name is the one
// Screen takes and WM_SCREEN opens. Another mode's screen is not listed here: the window is given it
// (WithMode, app.go); an unknown name shows the game.
func screens() map[host.ScreenName]func(u *UI) {
	return map[host.ScreenName]func(u *UI){
		host.ScreenHome:     (*UI).ShowHome,                          // ui/home
		host.ScreenNewGame:  (*UI).ShowNewGame,                       // ui/newgame
		host.ScreenGame:     (*UI).ShowGameScreen,                    // ui/gamescreen
		host.ScreenSaves:    func(u *UI) { u.pages.saves.Show() },    // ui/saves
		host.ScreenStats:    func(u *UI) { u.pages.stats.Show() },    // ui/stats
		host.ScreenSettings: func(u *UI) { u.pages.settings.Show() }, // ui/settings
		host.ScreenHelp:     func(u *UI) { u.pages.help.Show() },     // ui/help
		host.ScreenRules:    func(u *UI) { u.pages.rules.Show() },    // ui/rules
	}
}

// ShowScreen shows a screen by name (the end screen is a dialog over the game: ui/endscreen).
func (u *UI) ShowScreen(name host.ScreenName) {
	if show, ok := screens()[name]; ok {
		show(u)
		return
	}
	u.ShowGameScreen()
}

// showError says what went wrong in a dialog over the screen.
func (u *UI) showError(title string, err error) {
	msg := widgets.Wrapped(text.Err(err))
	d := dialog.NewCustom(title, lang.L("Close"), container.NewPadded(msg), u.Win)
	d.Resize(fyne.NewSize(min(520, u.Win.Canvas().Size().Width-20), 220))
	d.Show()
}

// showInfo says something in a dialog over the screen.
func (u *UI) showInfo(title, text string) {
	d := dialog.NewCustom(title, lang.L("Close"), container.NewPadded(widgets.Wrapped(text)), u.Win)
	d.Resize(fyne.NewSize(min(480, u.Win.Canvas().Size().Width-20), 200))
	d.Show()
}

// Keyboard shortcuts (desktop; nothing depends on them). The list shown in Help is
// ui/help's shortcutList.

func (u *UI) addShortcuts() {
	c := u.Win.Canvas()
	ctrl := fyne.KeyModifierShortcutDefault
	// The desktop driver turns Ctrl+Z and Ctrl+Y (Cmd on macOS) into its own Undo and Redo
	// shortcuts, named "Undo" and "Redo", before any custom shortcut: the canvas answers those.
	onGame := func(fn func()) func(fyne.Shortcut) {
		return func(fyne.Shortcut) {
			if u.gameScreen.OnScreen() && !u.dialogOpen() {
				fn()
			}
		}
	}
	onSeats := func(redo bool, fn func(fyne.Shortcut)) func(fyne.Shortcut) {
		return func(sc fyne.Shortcut) {
			switch { // the base game's screen: Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes
			case !u.seatsKeysOn():
				fn(sc)
			case redo:
				u.seats.Redo()
			default:
				u.seats.Undo()
			}
		}
	}
	c.AddShortcut(&fyne.ShortcutUndo{}, onSeats(false, onGame(u.gameScreen.Undo)))
	c.AddShortcut(&fyne.ShortcutRedo{}, onSeats(true, onGame(u.gameScreen.Redo)))
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: ctrl | fyne.KeyModifierShift}, onSeats(true, onGame(u.gameScreen.Redo)))
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: ctrl}, func(fyne.Shortcut) {
		if u.seatsKeysOn() || u.gameScreen.OnScreen() && !u.dialogOpen() {
			u.keeper.QuickSave() // the base game's too (SaveAs saves the game in progress)
		}
	})
	c.SetOnTypedKey(u.typedKey)
}

// dialogOpen reports a dialog or pop-up over the window (keys then belong to it).
func (u *UI) dialogOpen() bool {
	return u.Win.Canvas().Overlays().Top() != nil
}

// typedKey handles the single-key shortcuts: the page's, or the game screen's.
func (u *UI) typedKey(ev *fyne.KeyEvent) {
	if !u.gameScreen.OnScreen() {
		switch {
		case u.dialogOpen():
		case u.seatsKeysOn() && u.seats.TypedKey(ev):
		case ev.Name == fyne.KeyEscape && u.Screen != host.ScreenHome && u.Screen != host.ScreenGame:
			u.Back()
		case (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter) && u.Screen == host.ScreenNewGame && u.pages.newGame.StartShown():
		}
		return
	}
	if u.dialogOpen() {
		return
	}
	u.gameScreen.TypedKey(ev)
}
