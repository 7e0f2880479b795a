//go:build js && wasm

package web

import (
	"encoding/json"
	"errors"
	"sync"
	"sync/atomic"
	"syscall/js"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	wmstore "whistle/ui/storage"
)

// The browser build (scripts/web): files in localStorage, the phone layout chosen by the
// page's width, export as a download and import from the browser's file picker.

// InBrowser tells the build for the browser.
const InBrowser = true

// localKV is the page's localStorage as a KV.
type localKV struct{ ls js.Value }

func (l localKV) Get(k string) (v string, ok bool) {
	defer func() {
		if recover() != nil {
			v, ok = "", false
		}
	}()
	r := l.ls.Call("getItem", k)
	if r.Type() != js.TypeString {
		return "", false
	}
	return r.String(), true
}

// errStorageFull is the browser's refusal to store more (the file keeps its old content).
func errStorageFull() error {
	return errors.New(lang.L("the browser's storage for this page is full: delete some saved games"))
}

// Set stores the value with one setItem: the browser keeps the old value when it throws
// (its quota is full).
func (l localKV) Set(k, v string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errStorageFull()
			if e, ok := r.(js.Error); ok && e.Get("name").String() != "QuotaExceededError" {
				err = errors.New(e.Error())
			}
		}
	}()
	l.ls.Call("setItem", k, v)
	return nil
}

func (l localKV) Remove(k string) {
	defer func() { _ = recover() }()
	l.ls.Call("removeItem", k)
}

func (l localKV) Keys() (out []string) {
	defer func() { _ = recover() }()
	n := l.ls.Get("length").Int()
	for i := 0; i < n; i++ {
		if k := l.ls.Call("key", i); k.Type() == js.TypeString {
			out = append(out, k.String())
		}
	}
	return out
}

var rootOnce = sync.OnceValue(func() fyne.URI {
	var ls js.Value
	func() {
		defer func() { _ = recover() }() // storage disabled by the browser: Fyne's own is used
		ls = js.Global().Get("localStorage")
	}()
	if ls.IsUndefined() || ls.IsNull() {
		return nil
	}
	return RegisterKV("wmweb", localKV{ls}, time.Now)
})

// Root is the root of the app's files in the browser (localStorage).
func Root() fyne.URI { return rootOnce() }

// viewportWidth is the page's width in CSS pixels (Fyne's units in the browser).
func viewportWidth() float32 {
	return float32(js.Global().Get("innerWidth").Float())
}

// WatchPage calls background when the page is hidden or left (another app, a closed tab, a
// reload): the browser's "background". Like Fyne's own handler of the window's blur, it runs
// in the event, while the page still may write. resized is called on the window's thread when
// the page's width changes (a phone turned sideways, a desktop window narrowed: PhoneLayout
// may say otherwise now).
func WatchPage(background, resized func()) {
	doc := js.Global().Get("document")
	hidden := js.FuncOf(func(js.Value, []js.Value) any {
		if doc.Get("visibilityState").String() == "hidden" {
			background()
		}
		return nil
	})
	doc.Call("addEventListener", "visibilitychange", hidden)
	js.Global().Call("addEventListener", "pagehide", js.FuncOf(func(js.Value, []js.Value) any {
		background()
		return nil
	}))
	js.Global().Call("addEventListener", "resize", js.FuncOf(func(js.Value, []js.Value) any {
		fyne.Do(resized)
		return nil
	}))
}

// Download offers data as a file download (the browser asks where, or saves it to its
// downloads folder).
func Download(name string, data []byte) error {
	a := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(a, data)
	blob := js.Global().Get("Blob").New([]any{a}, map[string]any{"type": "application/json"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	doc := js.Global().Get("document")
	link := doc.Call("createElement", "a")
	link.Set("href", url)
	link.Set("download", name)
	doc.Get("body").Call("appendChild", link)
	link.Call("click")
	link.Call("remove")
	js.Global().Call("setTimeout", js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Get("URL").Call("revokeObjectURL", url)
		return nil
	}), 10000)
	return nil
}

// Pick opens the browser's file picker; done gets the chosen file's first limit+1
// bytes (so that a larger file is noticed and refused) on the app's goroutine.
func Pick(limit int, done func(data []byte, err error)) {
	doc := js.Global().Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("accept", wmstore.SaveExt+",.json,application/json")
	var onChange js.Func
	onChange = js.FuncOf(func(js.Value, []js.Value) any {
		onChange.Release()
		files := in.Get("files")
		if files.Get("length").Int() == 0 {
			return nil
		}
		f := files.Index(0)
		var onRead, onFail js.Func
		onRead = js.FuncOf(func(_ js.Value, args []js.Value) any {
			onRead.Release()
			onFail.Release()
			buf := js.Global().Get("Uint8Array").New(args[0])
			data := make([]byte, buf.Get("length").Int())
			js.CopyBytesToGo(data, buf)
			fyne.Do(func() { done(data, nil) })
			return nil
		})
		onFail = js.FuncOf(func(_ js.Value, args []js.Value) any {
			onRead.Release()
			onFail.Release()
			msg := "the file could not be read"
			if len(args) > 0 {
				msg = args[0].Call("toString").String()
			}
			fyne.Do(func() { done(nil, errors.New(msg)) })
			return nil
		})
		f.Call("slice", 0, limit+1).Call("arrayBuffer").Call("then", onRead, onFail)
		return nil
	})
	in.Call("addEventListener", "change", onChange)
	in.Call("click")
}

// TouchScreen reports whether the page is on a touch screen (a phone, a tablet): its taps
// then preview a move first, as on the phone build.
func TouchScreen() bool {
	defer func() { _ = recover() }()
	return js.Global().Get("navigator").Get("maxTouchPoints").Int() > 0
}

// ---- test hook ----

// StartTestHook publishes, when the page's address has "?test", what the browser test needs to
// drive the app by taps: every 200 ms window.wmState is set to the JSON text of state() (the
// window's: the screen, the game's position and the place on the page of each button and of
// the squares the board highlights, see scripts/webtest), called on the window's thread.
// Without "?test" nothing runs.
//
// window.wmTestPause(true) stops the publishing until window.wmTestPause(false): the idle
// measurement (scripts/webtest/taps.mjs) then sees the page as a player's, with nothing of the
// hook running.
func StartTestHook(state func() any) {
	if on, _ := PageQuery(js.Global().Get("location").Get("search").String()); !on {
		return
	}
	var paused atomic.Bool
	resume := make(chan struct{}, 1)
	js.Global().Set("wmTestPause", js.FuncOf(func(_ js.Value, args []js.Value) any {
		p := len(args) > 0 && args[0].Truthy()
		paused.Store(p)
		if !p {
			select {
			case resume <- struct{}{}:
			default:
			}
		}
		return nil
	}))
	go func() {
		for {
			if paused.Load() {
				<-resume
				continue
			}
			fyne.DoAndWait(func() { js.Global().Set("wmState", jsonText(state())) })
			sleepMs(200)
		}
	}()
}

// MarkShown sets window.wmShown to the screen's name once shown (asked every 50 ms on the
// window's thread) says the window's first screen is laid out, as the Fyne hello world the web
// app's figures are compared with sets window.helloReady (scripts/webhello: a check every 50 ms
// once started). timing.mjs waits for it on a player's page (--player: no test hook, whose
// walks of the screen every 200 ms would be timed too).
func MarkShown(shown func() (screen string, ok bool)) {
	go func() {
		for {
			time.Sleep(50 * time.Millisecond)
			ok := false
			fyne.DoAndWait(func() {
				var screen string
				if screen, ok = shown(); ok {
					js.Global().Set("wmShown", screen)
				}
			})
			if ok {
				return
			}
		}
	}()
}

// TestSeed is the seed N of a page opened with "?test&seed=N", 0 for any other page: every game
// the app offers (the first one made at start included) then uses it, so that a browser test
// plays the same game on every run.
var TestSeed = sync.OnceValue(func() uint64 {
	if on, n := PageQuery(js.Global().Get("location").Get("search").String()); on {
		return n
	}
	return 0
})

func sleepMs(ms int) {
	ch := make(chan struct{})
	js.Global().Call("setTimeout", js.FuncOf(func(js.Value, []js.Value) any { close(ch); return nil }), ms)
	<-ch
}

// jsonText is v as JSON for the page ("{}" if it cannot be encoded).
func jsonText(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return "{}"
	}
	return string(b)
}
