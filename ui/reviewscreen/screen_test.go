package reviewscreen

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/internal/wiring"
	"whistle/review"
	"whistle/ui/board"
	"whistle/ui/text"
)

// fakeHost records the trials asked for.
type fakeHost struct {
	phone bool
	tried []engine.Action
	from  []*engine.Game
	focus fyne.Position // where the last zoomed board opened
}

func (h *fakeHost) Phone() bool { return h.phone }
func (h *fakeHost) Zoom(b *board.Board, focus func(fyne.Size) fyne.Position) fyne.CanvasObject {
	h.focus = focus(fyne.NewSize(400, 460))
	return b
}
func (h *fakeHost) TryIt(g *engine.Game, a engine.Action, round int) {
	h.tried = append(h.tried, a)
	h.from = append(h.from, g)
}

const save = "../../review/testdata/played-finished.wmsave"

// quick is a small budget: the page's behaviour, not the review's quality.
var quick = review.Budget{Samples: 4, Candidates: 3, Pick: 2}

func newReview(t *testing.T, h Host) (*Review, []byte) {
	t.Helper()
	data, err := os.ReadFile(save)
	if err != nil {
		t.Fatal(err)
	}
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	r := New(h, wiring.BoxOf(cat), data)
	r.Budget = quick
	r.Synchronous()
	return r, data
}

// texts lists the words of every label and button under o.
func texts(o fyne.CanvasObject) string {
	var b strings.Builder
	for _, x := range test.LaidOutObjects(o) {
		switch w := x.(type) {
		case *widget.Label:
			b.WriteString(w.Text + "\n")
		case *widget.Button:
			b.WriteString(w.Text + "\n")
		}
	}
	return b.String()
}

func boardOf(o fyne.CanvasObject) *board.Board {
	for _, x := range test.LaidOutObjects(o) {
		if b, ok := x.(*board.Board); ok {
			return b
		}
	}
	return nil
}

// TestPageOfARealGame reviews a real game on the page: the summary, the three costliest moments
// in words, the first on the board with both moves framed, each shown on a tap, Try it with the
// expert's move from the position as it was; the page drawn at desktop and phone size.
func TestPageOfARealGame(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	text.SetLanguage("en")
	for _, phone := range layouts {
		h := &fakeHost{phone: phone}
		r, _ := newReview(t, h)
		finished := 0
		r.Finished = func() { finished++ }
		w := test.NewWindow(r.Page())
		size := fyne.NewSize(1280, 900)
		if phone {
			size = fyne.NewSize(400, 700)
		}
		w.Resize(size)
		r.Start()
		res := r.Result()
		if res == nil || finished != 1 || r.Running() {
			t.Fatalf("the review did not finish: %v %d", res, finished)
		}
		words := texts(w.Content())
		for _, want := range []string{"VP left on the table", "The three costliest moments", "1. Round ", "3. Round ", "You chose to ", "where the expert would", "Try it", "In orange, your move: ", "In magenta, the expert's: "} {
			if !strings.Contains(words, want) {
				t.Errorf("phone %v: the page does not say %q:\n%s", phone, want, words)
			}
		}
		b := boardOf(w.Content())
		if b == nil || !b.ReadOnly || b.Also == nil {
			t.Fatalf("phone %v: no read-only board with the person's move framed: %v", phone, b)
		}
		if phone && h.focus == (fyne.Position{}) {
			t.Error("the phone's board was not put in a zoom view")
		}
		if r.Selected() != res.Worst[0] {
			t.Errorf("the board shows moment %d, want the costliest %d", r.Selected(), res.Worst[0])
		}
		shot(t, w, map[bool]string{false: "review-desktop.png", true: "review-phone.png"}[phone], res.Moments[res.Worst[0]])
		test.Tap(buttonNamed(t, w.Content(), "Show on the board", 1))
		if r.Selected() != res.Worst[1] {
			t.Errorf("after the second Show: moment %d, want %d", r.Selected(), res.Worst[1])
		}
		test.Tap(buttonNamed(t, w.Content(), "Try it", 2))
		m := res.Moments[res.Worst[2]]
		if len(h.tried) != 1 || h.tried[0] != m.Best || h.from[0].Check(m.Best) != nil || h.from[0].Turn.Number != m.Turn {
			t.Errorf("Try it: %v from turn %d, want %s at turn %d", h.tried, h.from[0].Turn.Number, m.Best, m.Turn)
		}
		// any decision weighed: shown from the list of them all, tried from under the board
		last := len(res.Moments) - 1
		r.Show(last)
		test.Tap(buttonNamed(t, w.Content(), "Try this position", 0))
		if len(h.tried) != 2 || h.tried[1] != res.Moments[last].Best || h.from[1].Turn.Number != res.Moments[last].Turn {
			t.Errorf("Try this position: %v", h.tried)
		}
		w.Close()
	}
}

// TestCancelThenAgain cancels the review and starts it again from the page.
func TestCancelThenAgain(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	text.SetLanguage("en")
	r, _ := newReview(t, &fakeHost{})
	w := test.NewWindow(r.Page())
	w.Resize(fyne.NewSize(800, 600))
	r.Budget = review.Default
	r.Cancel() // nothing running: nothing happens
	r.sync = false
	r.Start()
	if !r.Running() || !strings.Contains(texts(w.Content()), "Cancel the review") {
		t.Fatalf("not running: %s", texts(w.Content()))
	}
	stopped := make(chan struct{})
	r.Finished = func() { close(stopped) }
	test.Tap(buttonNamed(t, w.Content(), "Cancel the review", 0))
	<-stopped
	if r.Running() || r.Result() != nil || !strings.Contains(texts(w.Content()), "Review cancelled") {
		t.Fatalf("after Cancel: running %v, %s", r.Running(), texts(w.Content()))
	}
	r.Budget, r.sync, r.Finished = quick, true, nil
	test.Tap(buttonNamed(t, w.Content(), "Start the review again", 0))
	if r.Result() == nil || !strings.Contains(texts(w.Content()), "VP left on the table") {
		t.Errorf("started again: %s", texts(w.Content()))
	}
}

func buttonNamed(t *testing.T, o fyne.CanvasObject, name string, k int) *widget.Button {
	t.Helper()
	n := 0
	for _, x := range test.LaidOutObjects(o) {
		if b, ok := x.(*widget.Button); ok && b.Text == name {
			if n == k {
				return b
			}
			n++
		}
	}
	t.Fatalf("no button %q #%d", name, k)
	return nil
}

// shot draws the window into a scratch folder and checks it is a drawn page with both frames'
// colours on it (the pictures kept in docs/screenshots are the window's: ui's TestReviewPageShots).
func shot(t *testing.T, w fyne.Window, name string, m review.Moment) {
	t.Helper()
	img := w.Canvas().Capture()
	path := filepath.Join(t.TempDir(), name)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	f.Close()
	// a move with nothing to frame (the forge, the end of a turn) is only said in words
	framed := func(a engine.Action) bool {
		return a.Kind != engine.ActForge && a.Kind != engine.ActEndTurn && a.Kind != engine.ActDone && a.Kind != engine.ActChoose
	}
	if framed(m.Best) && !has(img, board.ColHint) || framed(m.Played) && !has(img, board.ColAlso) {
		t.Errorf("%s: the board lacks a move's frame (magenta %v, orange %v)", name, has(img, board.ColHint), has(img, board.ColAlso))
	}
}

func has(img image.Image, c color.NRGBA) bool {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA) == c {
				return true
			}
		}
	}
	return false
}
