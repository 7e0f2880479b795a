//go:build js && wasm

// A Fyne hello world for the web app's figures (docs/performance-phone.md): a window with a
// label and a button whose tap changes the label. `scripts/web --hello` builds it with the
// app's own command (the same packager flags, the same Fyne for the browser, the same page).
// Once shown it sets window.helloButton (the button's place in CSS pixels: x, y, w, h) and
// window.helloReady, which the measuring scripts wait for.
package main

import (
	"fmt"
	"syscall/js"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.New()
	w := a.NewWindow("Hello")
	label := widget.NewLabel("Hello World!")
	taps := 0
	button := widget.NewButton("Tap me", func() {
		taps++
		label.SetText(fmt.Sprintf("Tapped %d times", taps))
	})
	w.SetContent(container.NewCenter(container.NewVBox(label, button)))
	a.Lifecycle().SetOnStarted(func() {
		go func() {
			for {
				time.Sleep(50 * time.Millisecond)
				ready := false
				fyne.DoAndWait(func() {
					if button.Size().Width <= 0 {
						return
					}
					p := fyne.CurrentApp().Driver().AbsolutePositionForObject(button)
					s := button.Size()
					js.Global().Set("helloButton", map[string]any{
						"x": p.X, "y": p.Y, "w": s.Width, "h": s.Height,
					})
					js.Global().Set("helloReady", true)
					ready = true
				})
				if ready {
					return
				}
			}
		}()
	})
	w.ShowAndRun()
}
