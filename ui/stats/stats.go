// Package stats is the statistics page and the statistics file it shows: the games against
// the outlaws by level, and the base games by number of players (seats.go).
package stats

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/ui/storage"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// Host is what the statistics page asks of the window: the storage that keeps the file, the
// layout, the page frame and the window's errors.
type Host interface {
	Window() fyne.Window
	Store() *storage.Store
	Narrow() bool // one block per level rather than a table
	ShowPage(name, title string, content fyne.CanvasObject)
	ShowError(title string, err error)
}

// Page is the statistics page and the statistics file it shows; note says where a
// statistics file the app could not read was kept aside (for the rest of the run).
type Page struct {
	h    Host
	note string
}

// New is the statistics page of a window.
func New(h Host) *Page { return &Page{h: h} }

// Record adds a game's result to the statistics file.
func (s *Page) Record(difficulty string, r engine.Result) {
	st, err := s.load()
	if err != nil {
		s.h.ShowError(lang.L("The statistics could not be read"), err)
		if !storage.CanWrite(err) {
			return // the unreadable file stays as it is
		}
	}
	st.Record(difficulty, r)
	if err := s.h.Store().SaveStats(st); err != nil {
		fyne.LogError("saving the statistics", err)
	}
}

// load reads the statistics; a file that could not be read was kept aside, and the sentence
// saying where stays on the statistics page for the rest of the run (note).
func (s *Page) load() (storage.Stats, error) {
	st, err := s.h.Store().LoadStats()
	if err != nil {
		s.note = text.Err(err)
	}
	return st, err
}

// Content is the statistics: a table, or on a narrow window (narrow) one block per level,
// its name and then its counts in a line that wraps (the table's six columns are wider than
// a phone).
func Content(s storage.Stats, narrow bool) fyne.CanvasObject {
	type row struct {
		name                      string
		played, won, lost, shared int
		best                      string
	}
	var rows []row
	var total storage.DiffStats
	for _, d := range text.Levels() {
		v := s.By[d]
		if v == nil {
			v = &storage.DiffStats{}
		}
		best := "—"
		if v.BestSet {
			best = fmt.Sprint(v.Best)
			if !total.BestSet || v.Best > total.Best {
				total.Best, total.BestSet = v.Best, true
			}
		}
		rows = append(rows, row{text.LevelName(d), v.Played, v.Won, v.Lost, v.Shared, best})
		total.Played += v.Played
		total.Won += v.Won
		total.Lost += v.Lost
		total.Shared += v.Shared
	}
	best := "—"
	if total.BestSet {
		best = fmt.Sprint(total.Best)
	}
	rows = append(rows, row{lang.L("All"), total.Played, total.Won, total.Lost, total.Shared, best})
	bold := widgets.Bold
	var table fyne.CanvasObject
	if narrow {
		box := container.NewVBox()
		for i, r := range rows {
			widgets.AddFactBlock(box, r.name, text.F("Played: {{.Played}} · won: {{.Won}} · lost: {{.Lost}} · shared: {{.Shared}} · best score: {{.Best}}",
				"Played", r.played, "Won", r.won, "Lost", r.lost, "Shared", r.shared, "Best", r.best),
				i == len(rows)-1) // all levels together, in bold as in the table
		}
		table = box
	} else {
		grid := container.NewGridWithColumns(6, bold(lang.L("Outlaws")), bold(lang.L("Played")), bold(lang.L("Won")),
			bold(lang.L("Lost")), bold(lang.L("Shared")), bold(lang.L("Best score")))
		for i, r := range rows {
			cell := func(s string) fyne.CanvasObject { return widget.NewLabel(s) }
			if i == len(rows)-1 {
				cell = func(s string) fyne.CanvasObject { return bold(s) }
			}
			grid.Add(cell(r.name))
			for _, n := range []int{r.played, r.won, r.lost, r.shared} {
				grid.Add(cell(fmt.Sprint(n)))
			}
			grid.Add(cell(r.best))
		}
		table = grid
	}
	rate := lang.L("No game finished yet.")
	if total.Played > 0 {
		rate = text.F("You have won {{.P}}% of your finished games.", "P", total.Won*100/total.Played)
	}
	out := container.NewVBox(table, widget.NewSeparator(), widgets.Wrapped(rate),
		widgets.Wrapped(lang.L("A game counts when it reaches its end screen. A game loaded again after its end is not counted twice.")))
	if seats := seatsContent(s); seats != nil {
		out.Add(widget.NewSeparator())
		out.Add(seats) // the base games (seats.go)
	}
	return out
}

// Show shows the statistics page.
func (s *Page) Show() {
	h := s.h
	reset := widget.NewButton(lang.L("Reset the statistics"), func() {
		dialog.NewCustomConfirm(lang.L("Reset the statistics?"), lang.L("Reset"), lang.L("Cancel"),
			widgets.Wrapped(lang.L("Every count goes back to zero. This cannot be undone.")), func(ok bool) {
				if ok {
					_ = h.Store().SaveStats(storage.Stats{Version: 1, By: map[string]*storage.DiffStats{}})
					s.Show()
				}
			}, h.Window()).Show()
	})
	reset.Importance = widget.LowImportance
	st, err := s.load()
	var top fyne.CanvasObject
	if s.note != "" {
		note := widgets.Wrapped(s.note)
		note.Importance = widget.WarningImportance
		top = note
	}
	if !storage.CanWrite(err) {
		reset.Disable() // the file that could not be read is never overwritten
	}
	h.ShowPage("stats", lang.L("Statistics"), container.NewBorder(top, container.NewHBox(reset), nil, nil,
		container.NewVScroll(Content(st, h.Narrow()))))
}
