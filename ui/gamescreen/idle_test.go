//go:build ci

package gamescreen

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
)

// A step of the idle work runs only if the game screen has not changed since it was
// scheduled, and only while what it needs still holds; a change puts off everything
// scheduled before it.
func TestIdleWorkRunsOnlyAfterTheLastChange(t *testing.T) {
	a := test.NewApp()
	t.Cleanup(func() { a.Quit() })
	var w IdleWork
	ran := make(chan string, 8)
	yes := func() bool { return true }
	old := w.changed()
	w.Later(old, time.Millisecond, yes, func() { ran <- "before the change" })
	gen := w.changed()
	w.Later(gen, time.Millisecond, yes, func() { ran <- "after" })
	w.Later(gen, time.Millisecond, func() bool { return false }, func() { ran <- "no longer holds" })
	w.Later(gen, 50*time.Millisecond, yes, func() { ran <- "last" })
	// the two steps that should run may come in either order on a loaded machine: wait for
	// both, then a while longer for any step that should not have run
	var got []string
	seen := map[string]bool{}
	for !seen["after"] || !seen["last"] {
		select {
		case s := <-ran:
			got = append(got, s)
			seen[s] = true
		case <-time.After(10 * time.Second):
			t.Fatalf("the idle work did not run: %v", got)
		}
	}
	time.Sleep(100 * time.Millisecond)
	for len(ran) > 0 {
		got = append(got, <-ran)
	}
	if len(got) != 2 {
		t.Fatalf("ran %v, want after and last only", got)
	}
}

// The windows tests build have the idle work switched off: a change of the game screen
// schedules nothing (the tests build each page when they show it).
func TestIdleWorkIsOffUnlessSwitchedOn(t *testing.T) {
	u := newTestUI(t)
	u.gameScreen.Refresh()
	if u.gameScreen.idle.on || u.gameScreen.idle.gen.Load() != 0 || u.host.prepared > 0 {
		t.Fatalf("idle work on %v, %d changes counted, page prepared %v", u.gameScreen.idle.on, u.gameScreen.idle.gen.Load(), u.host.prepared > 0)
	}
}

// Once the idle work after a change is done, nothing of it is left armed: an idle game screen
// computes nothing until the next change (docs/performance-phone.md, idle CPU). The work did
// run: the window was asked to prepare the next New game page, and the log's words measured.
func TestIdleWorkLeavesNothingArmed(t *testing.T) {
	u := newTestUI(t)
	u.gameScreen.idle.on = true
	u.gameScreen.Refresh()
	if u.gameScreen.idle.pending.Load() == 0 {
		t.Fatal("a change of the game screen scheduled no idle work")
	}
	deadline := time.Now().Add(60 * time.Second)
	for u.gameScreen.idle.pending.Load() != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d idle steps still armed after a minute", u.gameScreen.idle.pending.Load())
		}
		time.Sleep(20 * time.Millisecond)
	}
	if u.host.prepared == 0 || u.gameScreen.sides.warmedLog == "" {
		t.Fatalf("idle work not done: New game page prepared %v, log words measured %q", u.host.prepared > 0, u.gameScreen.sides.warmedLog)
	}
}
