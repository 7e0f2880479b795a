// Package reviewscreen is the window's page of a game's review: the expert weighs the
// person's decisions in the background (package review) with a progress bar and a way to
// cancel; then the page sums the game up, says the three costliest moments in words, draws each
// on the board as it was with both moves framed, and offers to try the position again.
package reviewscreen

import (
	"context"
	"fmt"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/engine/msg"
	"whistle/engine/record"
	"whistle/review"
	"whistle/ui/board"
	"whistle/ui/game"
	"whistle/ui/text"
)

// Host is what the page asks of the window.
type Host interface {
	// Phone reports the phone layout (one column, the board above the moments).
	Phone() bool
	// TryIt opens a new game from position g (a copy, the reviewed game's position before a
	// moment) with the expert's move a shown as a hint; round is the moment's round.
	TryIt(g *engine.Game, a engine.Action, round int)
	// Zoom wraps a moment's board on the phone in the window's zoom view: it opens magnified
	// until the board's words are legible, on the point focus gives for the board drawn at a
	// size (the moves' squares), and is panned with a finger, + and − to zoom.
	Zoom(b *board.Board, focus func(size fyne.Size) fyne.Position) fyne.CanvasObject
}

// Review is one game's review: its work in the background and its page. Its methods are
// called on the window's thread; the work reports back through fyne.Do.
type Review struct {
	host Host
	data []byte // the reviewed game's save: the review replays it on its own copy
	box  engine.Box
	// Seat is the seat reviewed in a base game's save (ignored for a solo game).
	Seat engine.Side
	// Budget is the search budget of a solo game, SeatBudget of a seat of the base game.
	Budget, SeatBudget review.Budget

	work work // the search, in the background

	// the page, once built
	page     *fyne.Container
	status   *widget.Label
	bar      *widget.ProgressBar
	selected int // the moment on the board (an index into result.Moments), -1 for none
	boardBox *fyne.Container
	caption  *widget.Label // what the board shows, in words
	runView  fyne.CanvasObject
	// Finished, when set, hears the end of the work (done, failed or cancelled), on the
	// window's thread.
	Finished func()
	// sync runs the work on the calling goroutine (tests without a running window).
	sync bool
}

// work is the review's search in the background: whether it runs, how far it got and what it
// gave (the window's thread reads it while the search writes it: under mu).
type work struct {
	mu       sync.Mutex
	cancel   context.CancelFunc
	running  bool
	done     int // decisions weighed so far
	total    int
	result   *review.Review
	rec      *record.Record // the review's own copy of the game
	err      error
	canceled bool
}

// New prepares the review of a solo game from its save (Record.Save): the same save always
// gives the same review.
func New(h Host, box engine.Box, save []byte) *Review {
	return &Review{host: h, data: save, box: box, Budget: review.Default, SeatBudget: review.SeatDefault, selected: -1}
}

// Synchronous makes Start do the work before it returns (tests).
func (r *Review) Synchronous() { r.sync = true }

// Running reports whether the review is working.
func (r *Review) Running() bool {
	r.work.mu.Lock()
	defer r.work.mu.Unlock()
	return r.work.running
}

// Adopt takes a review already made of the same save, with the game it replayed (the same
// save gives the same review): the page shows it at once.
func (r *Review) Adopt(rec *record.Record, res *review.Review) {
	r.work.mu.Lock()
	r.work.result, r.work.rec, r.work.err, r.work.canceled = res, rec, nil, false
	r.work.mu.Unlock()
	r.update()
}

// Canceled reports whether the last work was cancelled (its goroutine has stopped).
func (r *Review) Canceled() bool {
	r.work.mu.Lock()
	defer r.work.mu.Unlock()
	return r.work.canceled
}

// Result is the finished review (nil until then).
func (r *Review) Result() *review.Review {
	r.work.mu.Lock()
	defer r.work.mu.Unlock()
	return r.work.result
}

// Start starts the review in the background, unless it is working or done.
func (r *Review) Start() {
	r.work.mu.Lock()
	if r.work.running || r.work.result != nil {
		r.work.mu.Unlock()
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	r.work.cancel, r.work.running, r.work.err, r.work.canceled, r.work.done, r.work.total = cancel, true, nil, false, 0, 0
	r.work.mu.Unlock()
	r.update()
	work := func() {
		rec, err := record.Load(r.box, r.data)
		var res *review.Review
		if err == nil {
			b := r.Budget
			if rec.Game.Seated() {
				b = r.SeatBudget
			}
			res, err = review.Seat(ctx, rec, r.Seat, b, func(done, total int) {
				r.work.mu.Lock()
				r.work.done, r.work.total = done, total
				r.work.mu.Unlock()
				r.later(r.update)
			})
		}
		r.work.mu.Lock()
		r.work.running = false
		r.work.canceled = ctx.Err() != nil
		if !r.work.canceled {
			r.work.result, r.work.rec, r.work.err = res, rec, err
		}
		r.work.mu.Unlock()
		r.later(func() {
			r.update()
			if r.Finished != nil {
				r.Finished()
			}
		})
	}
	if r.sync {
		work()
		return
	}
	go work()
}

// later runs f on the window's thread.
func (r *Review) later(f func()) {
	if r.sync {
		f()
		return
	}
	fyne.Do(f)
}

// Cancel stops the review in progress.
func (r *Review) Cancel() {
	r.work.mu.Lock()
	c := r.work.cancel
	r.work.mu.Unlock()
	if c != nil {
		c()
	}
}

// Page is the review's page (built once, then kept up to date).
func (r *Review) Page() fyne.CanvasObject {
	if r.page == nil {
		r.page = container.NewStack()
		r.status = widget.NewLabel("")
		r.status.Wrapping = fyne.TextWrapWord
		r.bar = widget.NewProgressBar()
		r.update()
	}
	return r.page
}

// update shows the state of the work on the page.
func (r *Review) update() {
	if r.page == nil {
		return
	}
	r.work.mu.Lock()
	running, done, total, res, err, canceled := r.work.running, r.work.done, r.work.total, r.work.result, r.work.err, r.work.canceled
	r.work.mu.Unlock()
	switch {
	case running:
		if total == 0 {
			r.status.SetText(text.Render(msg.New("review.starting")))
			r.bar.SetValue(0)
		} else {
			r.status.SetText(text.Render(msg.New("review.running", msg.Num("Done", done), msg.Num("Total", total))))
			r.bar.SetValue(float64(done) / float64(total))
		}
		if len(r.page.Objects) == 0 || r.page.Objects[0] != r.runningView() {
			r.page.Objects = []fyne.CanvasObject{r.runningView()}
			r.page.Refresh()
		}
	case res != nil:
		r.page.Objects = []fyne.CanvasObject{r.resultView(res)}
		r.page.Refresh()
	default:
		why := msg.New("review.cancelled")
		if err != nil && !canceled {
			why = msg.New("review.failed", msg.Sub("Why", msg.Plain(err.Error())))
		}
		l := widget.NewLabel(text.Render(why))
		l.Wrapping = fyne.TextWrapWord
		again := widget.NewButtonWithIcon(text.Render(msg.New("review.again")), theme.MediaReplayIcon(), r.Start)
		again.Importance = widget.HighImportance
		r.page.Objects = []fyne.CanvasObject{container.NewVBox(l, again)}
		r.page.Refresh()
	}
}

// runningView is the page while the review works: where it is, the bar, Cancel.
func (r *Review) runningView() fyne.CanvasObject {
	if r.runView != nil {
		return r.runView
	}
	cancel := widget.NewButtonWithIcon(text.Render(msg.New("review.cancel")), theme.CancelIcon(), r.Cancel)
	how := widget.NewLabel(text.Render(msg.New("review.how", msg.Num("Samples", r.Budget.Samples))))
	how.Wrapping = fyne.TextWrapWord
	v := container.NewVBox(r.status, r.bar, container.NewHBox(cancel), widget.NewSeparator(), how)
	r.runView = v
	return v
}

// resultView is the finished review: the summary, the three costliest moments (words, a button
// to show each on the board, Try it), the board, and every decision weighed.
func (r *Review) resultView(res *review.Review) fyne.CanvasObject {
	sum := widget.NewLabelWithStyle(text.Render(res.Summary()), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	sum.Wrapping = fyne.TextWrapWord
	r.caption = widget.NewLabel("")
	r.caption.Wrapping = fyne.TextWrapWord
	list := container.NewVBox(sum)
	if len(res.Worst) == 0 {
		none := widget.NewLabel(text.Render(msg.New("review.none")))
		none.Wrapping = fyne.TextWrapWord
		list.Add(none)
	} else {
		head := widget.NewLabelWithStyle(text.Render(msg.New("review.worst")), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		list.Add(head)
	}
	r.boardBox = container.NewStack()
	for k, i := range res.Worst {
		m := res.Moments[i]
		words := widget.NewLabel(fmt.Sprintf("%d. %s", k+1, text.Render(msg.New("review.at_round", msg.Num("Round", res.Round(m.Turn)), msg.Sub("Text", m.Words())))))
		words.Wrapping = fyne.TextWrapWord
		show := widget.NewButtonWithIcon(text.Render(msg.New("review.show")), theme.VisibilityIcon(), func() { r.Show(i) })
		try := widget.NewButtonWithIcon(text.Render(msg.New("review.try")), theme.MediaPlayIcon(), func() { r.Try(i) })
		try.Importance = widget.HighImportance
		list.Add(container.NewVBox(words, container.NewGridWithColumns(2, show, try)))
	}
	every := container.NewVBox()
	for i, m := range res.Moments {
		l := widget.NewLabel(text.Render(msg.New("review.at_round", msg.Num("Round", res.Round(m.Turn)), msg.Sub("Text", m.Words()))))
		l.Wrapping = fyne.TextWrapWord
		every.Add(container.NewBorder(nil, nil, nil, widget.NewButtonWithIcon("", theme.VisibilityIcon(), func() { r.Show(i) }), l))
	}
	list.Add(widget.NewAccordion(widget.NewAccordionItem(text.Render(msg.New("review.all")), every)))
	if len(res.Worst) > 0 {
		r.Show(res.Worst[0])
	}
	tryHere := widget.NewButtonWithIcon(text.Render(msg.New("review.try_here")), theme.MediaPlayIcon(), func() { r.Try(r.selected) })
	if r.host.Phone() {
		// one column: what the board shows in words, the board the page's full width and
		// most of its height (magnified in its zoom view), then the moments
		return container.NewVScroll(container.NewVBox(sum, r.caption, container.New(&fixedHeight{h: phoneBoard}, r.boardBox),
			container.NewHBox(tryHere), container.NewVBox(list.Objects[1:]...)))
	}
	boardPart := container.NewBorder(r.caption, container.NewHBox(tryHere), nil, nil, r.boardBox)
	split := container.NewHSplit(container.NewVScroll(list), boardPart)
	split.Offset = 0.42
	return split
}

// Show draws moment i of the review on the board: the position before it, the expert's move
// framed in magenta and the person's in orange.
func (r *Review) Show(i int) {
	r.work.mu.Lock()
	res, rec := r.work.result, r.work.rec
	r.work.mu.Unlock()
	if res == nil || i < 0 || i >= len(res.Moments) || r.boardBox == nil {
		return
	}
	m := res.Moments[i]
	r.selected = i
	s := game.ViewOf(record.New(rec.Before(m.Step).Clone(), nil))
	s.Hints().Hint = s.Hints().HintFor(m.Best)
	b := board.New(s)
	if g := s.Game(); g.Seated() {
		// a base game's pieces in each seat's colour, with its name
		for i, p := range game.SeatPlans(g) {
			name := p.Name
			if name == "" {
				name = fmt.Sprint(i + 1)
			}
			b.Seats = append(b.Seats, p.Colour)
			b.SeatNames = append(b.SeatNames, name)
		}
	}
	b.ReadOnly = true
	if m.Played != m.Best {
		b.Also = s.Hints().HintFor(m.Played)
	}
	var shown fyne.CanvasObject = b
	if r.host.Phone() {
		b.ReadableLabels = true
		shown = r.host.Zoom(b, focus(b, s.Hints().Hint, b.Also))
	}
	r.boardBox.Objects = []fyne.CanvasObject{shown}
	r.boardBox.Refresh()
	if r.caption != nil {
		r.caption.SetText(text.Render(msg.New("review.caption", msg.Num("Round", res.Round(m.Turn)), msg.Sub("Played", m.PlayedText()), msg.Sub("Best", m.BestText()))))
	}
}

// Selected is the moment on the board (-1 for none).
func (r *Review) Selected() int { return r.selected }

// Try opens a new game from the position before moment i, with the expert's move as a hint.
func (r *Review) Try(i int) {
	r.work.mu.Lock()
	res, rec := r.work.result, r.work.rec
	r.work.mu.Unlock()
	if res == nil || i < 0 || i >= len(res.Moments) {
		return
	}
	m := res.Moments[i]
	r.host.TryIt(rec.Before(m.Step).Clone(), m.Best, res.Round(m.Turn))
}

// phoneBoard is the height of a moment's board on the phone layout: most of a phone's screen
// under the page's title and the caption.
const phoneBoard = 460

// focus is where a moment's zoomed board opens: the expert's move's first square or dock, else
// the person's, else the board's usual place (over the water, where your pieces stand).
func focus(b *board.Board, hints ...*game.Hint) func(size fyne.Size) fyne.Position {
	return func(size fyne.Size) fyne.Position {
		for _, h := range hints {
			switch {
			case h == nil:
			case len(h.Cells) > 0:
				return b.CellCentreAt(size, h.Cells[0])
			case len(h.Docks) > 0:
				return b.DockCentreAt(size, h.Docks[0]+1)
			}
		}
		return b.HomeAt(size)
	}
}

// fixedHeight lays its one object out at the width given and a fixed height.
type fixedHeight struct{ h float32 }

func (f *fixedHeight) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(fyne.NewSize(size.Width, f.h))
	}
}

func (f *fixedHeight) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := float32(0)
	for _, o := range objs {
		w = max(w, o.MinSize().Width)
	}
	return fyne.NewSize(w, f.h)
}
