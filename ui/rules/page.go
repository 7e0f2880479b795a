// The rules reference page: the reference (Screen) under its search field, in the window's
// page frame.

package rules

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"whistle/engine/catalog"
)

// Host is what the rules reference page asks of the window.
type Host interface {
	Window() fyne.Window
	Phone() bool // the search over the whole width, and no keyboard opened at once
	ShowPage(name, title string, content fyne.CanvasObject)
	ShowError(title string, err error)
	Back()
}

// Page is the rules reference page, for the catalog cat; last is the reference shown last.
type Page struct {
	h    Host
	cat  *catalog.Catalog
	last *Screen
}

// NewPage is the rules reference page of a window.
func NewPage(h Host, cat *catalog.Catalog) *Page { return &Page{h: h, cat: cat} }

// Last is the reference shown last (nil before the first).
func (s *Page) Last() *Screen { return s.last }

// Show shows the page, built anew (in the window's language).
func (s *Page) Show() {
	h := s.h
	r, err := New(s.cat)
	if err != nil {
		h.ShowError(lang.L("The rules reference could not be loaded"), err)
		return
	}
	s.last = r
	r.Search.OnEscape = h.Back
	top := fyne.CanvasObject(container.NewBorder(nil, nil, nil, r.Both, r.Search))
	if h.Phone() {
		r.Search.SetPlaceHolder(lang.L("Search (an id, a word…)"))
		top = container.NewVBox(r.Search, r.Both) // the search gets the whole width of a phone
	}
	h.ShowPage("rules", lang.L("Rules reference"), container.NewBorder(top, nil, nil, nil, r.Tabs))
	if !h.Phone() {
		h.Window().Canvas().Focus(r.Search) // (on a phone this would open the keyboard at once)
	}
}
