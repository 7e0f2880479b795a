package gamescreen

import (
	"sync"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
)

// IdleWork is the window's work done ahead while the game screen is idle, so that what is
// shown next only has to be put on screen: the New game page (the host's
// PrepareNewGameSoon), the hidden side tabs and the log's last rows, the words
// of the log (sideprep.go: warmLogWords). Every change of the game screen (refresh) puts all
// of it off again; nothing is prepared while the outlaws play.
type IdleWork struct {
	gs *GameScreen // the screen whose idle work this is (nil in a test of the scheduling alone)
	// on is the switch: Run turns it on; the windows tests build leave it off, and the tests
	// build each page when they show it and call the preparing steps themselves.
	on bool
	// gen counts the changes of the game screen: a step scheduled before the last change is
	// dropped. Atomic: Fyne's test driver runs fyne.Do on the timer's goroutine.
	gen atomic.Int64
	// pending counts the steps scheduled and not yet run (a step counts until it has run on
	// the window's thread, so one that schedules the next is never seen as none): once the work
	// is done nothing is left armed, and an idle page computes nothing (docs/performance-phone.md).
	pending atomic.Int64
	// one runs the steps one at a time. On the window's thread they already are; Fyne's test
	// driver runs fyne.Do on each timer's own goroutine, where two steps could overlap.
	one sync.Mutex
}

// changed notes a change of the game screen and returns the new generation.
func (w *IdleWork) changed() int {
	return int(w.gen.Add(1))
}

// later runs f on the window's thread after d, unless the game screen changed since gen or
// still no longer holds.
func (w *IdleWork) Later(gen int, d time.Duration, still func() bool, f func()) {
	w.after(d, func() {
		if int64(gen) == w.gen.Load() && still() {
			f()
		}
	})
}

// after runs f on the window's thread after d, counted in pending until it has run.
func (w *IdleWork) after(d time.Duration, f func()) {
	w.pending.Add(1)
	time.AfterFunc(d, func() {
		fyne.Do(func() {
			defer w.pending.Add(-1)
			w.one.Lock()
			defer w.one.Unlock()
			f()
		})
	})
}

// idleSoon schedules the idle work after a change of the game screen.
func (w *IdleWork) idleSoon() {
	if !w.on {
		return
	}
	gen := w.changed()
	w.gs.h.PrepareNewGameSoon(gen)
	w.gs.sides.prepareSidesSoon(gen)
	w.gs.sides.warmLogWords()
}
