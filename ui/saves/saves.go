// Package saves keeps games in files: the saved games page (Page: each named save with its
// line, Load, Export, Delete, and Review for a finished game when the window offers it, Save
// as… and Import), and the keeping itself (Keeper: saving under a name, loading, exporting,
// importing, the one question before a game is replaced), each asking the window through a
// host interface of its own.
package saves

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/ui/storage"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// Host is what the saved games page asks of the window: the storage the saves are in, the
// layout, the page frame, and the game on screen saved, loaded, exported and imported.
type Host interface {
	Window() fyne.Window
	Store() *storage.Store
	Narrow() bool // one column, Load across and the other buttons under it
	ShowPage(name, title string, content fyne.CanvasObject)
	ShowError(title string, err error)
	// Summary is a save's line: where its game stands, its level and seed, when it was saved.
	Summary(info storage.SaveInfo) string
	LoadSave(info storage.SaveInfo) error
	ShowSaveAs()
	ImportGame()
	// Export asks where to write a save file and writes it.
	Export(fileName string, data []byte)
	// ForgetSave tells the window that the save of this name is gone.
	ForgetSave(name string)
	// ReviewButton is a save's Review button (nil for none).
	ReviewButton(info storage.SaveInfo) fyne.CanvasObject
}

// Page is the saved games page.
type Page struct{ h Host }

// New is the saved games page of a window.
func New(h Host) *Page { return &Page{h: h} }

// Show shows the saved games: load, delete, export; save this game; import.
func (s *Page) Show() {
	h := s.h
	bold, wrapped := widgets.Bold, widgets.Wrapped
	list := container.NewVBox()
	narrow := h.Narrow()
	saves := h.Store().Saves()
	if len(saves) == 0 {
		list.Add(wrapped(lang.L("No saved games yet. “Save as…” keeps the game on screen under a name; the game in progress is also saved automatically after every turn.")))
	}
	for _, info := range saves {
		load := widget.NewButtonWithIcon(lang.L("Load"), theme.FolderOpenIcon(), func() {
			if err := h.LoadSave(info); err != nil {
				h.ShowError(lang.L("This save cannot be loaded"), err)
			}
		})
		load.Importance = widget.HighImportance
		del := widget.NewButtonWithIcon(lang.L("Delete"), theme.DeleteIcon(), func() {
			dialog.NewCustomConfirm(lang.L("Delete the save?"), lang.L("Delete"), lang.L("Cancel"),
				wrapped(text.F("Delete “{{.Name}}”? This cannot be undone.", "Name", info.Name)), func(ok bool) {
					if ok {
						if err := h.Store().Remove(info.File); err != nil {
							h.ShowError(lang.L("The save could not be deleted"), err)
						}
						h.ForgetSave(info.Name)
						s.Show()
					}
				}, h.Window()).Show()
		})
		exp := widget.NewButtonWithIcon(lang.L("Export"), theme.UploadIcon(), func() {
			data, err := h.Store().Read(info.File)
			if err != nil {
				h.ShowError(lang.L("The save could not be exported"), err)
				return
			}
			h.Export(info.Name+storage.SaveExt, data)
		})
		title := bold(info.Name)
		sum := wrapped(h.Summary(info))
		var buttons fyne.CanvasObject = container.NewGridWithColumns(3, load, exp, del)
		if narrow { // three buttons side by side are wider than a phone: Load across, the others under it
			buttons = container.NewVBox(load, container.NewGridWithColumns(2, exp, del))
		}
		if rb := h.ReviewButton(info); rb != nil {
			buttons = container.NewVBox(buttons, rb)
		}
		list.Add(container.NewVBox(title, sum, buttons, widget.NewSeparator()))
	}
	columns := 2
	if narrow {
		columns = 1 // one under the other: side by side they are wider than a phone
	}
	top := container.NewGridWithColumns(columns,
		widget.NewButtonWithIcon(lang.L("Save as…"), theme.DocumentSaveIcon(), h.ShowSaveAs),
		widget.NewButtonWithIcon(lang.L("Import a save…"), theme.DownloadIcon(), h.ImportGame))
	note := wrapped(lang.L("Saves are kept in the app's storage. Export writes a save file you can keep or send; Import reads one back (a damaged file or one from a newer version of the app is refused with the reason)."))
	h.ShowPage("saves", lang.L("Saved games"), container.NewBorder(container.NewVBox(top, note, widget.NewSeparator()), nil, nil, nil,
		container.NewVScroll(list)))
}
