// Package home is the home screen: continue or go back to the game, a new game, the tutorial,
// the other pages, and the entries other modes add. Each entry leads where the window says
// (Host).
package home

import (
	"bytes"
	_ "embed"
	"image"
	"image/color"
	"image/draw"
	_ "image/png" // the app's icon
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/ui/host"
)

// lineStyle is the style of every text of the home screen but its title: its choices, the tag
// line, the saved game's summary, a warning, an entry's note. The home screen is the first one
// shown, and Fyne loads a text style the first time it measures text in it: for each style its
// own copy of the Noto Sans face, of the colour emoji font (4.6 MiB parsed) and of a system
// face, about 8.5 MiB in all (docs/performance.md). So the home screen draws its choices as
// Entry (a button's label would be bold) and its title from Noto Sans Bold alone (titleFont);
// bold, italic and the rest load when a later screen first shows them.
func lineStyle() fyne.TextStyle { return fyne.TextStyle{} }

// Host is what the home screen asks of the window: where each of its entries leads, whether a
// game is in progress or saved to continue, and the lines that say so.
type Host interface {
	App() fyne.App
	Phone() bool
	SetScreen(o fyne.CanvasObject)
	InProgress() bool // a game the person plays is on screen (Back to the game)
	HasAutosave() bool
	// AutosaveSummary is the line under Continue: the saved game's level, round and date.
	AutosaveSummary() string
	// AutosaveWarning is the sentence of the last autosave's failure ("" when it worked).
	AutosaveWarning() string
	// OtherCopyNote says that another copy of the app autosaves ("" when this window does).
	OtherCopyNote() string
	BackToGame()
	Continue()
	ShowNewGame()
	StartTutorial()
	ShowSaves()
	ImportGame()
	ShowRules()
	ShowStats()
	ShowSettings()
	ShowHelp()
	OtherModes() []host.Mode
}

// Screen is the home screen, and the app's icon as it draws it (icon).
type Screen struct {
	h    Host
	icon iconCache
}

// New is the home screen of a window.
func New(h Host) *Screen { return &Screen{h: h} }

// Show puts the home screen in the window.
func (s *Screen) Show() {
	h := s.h
	big := NewEntry
	var items []fyne.CanvasObject
	if w := h.AutosaveWarning(); w != "" && h.InProgress() {
		warn := widget.NewLabelWithStyle(w, fyne.TextAlignCenter, lineStyle())
		warn.Wrapping = fyne.TextWrapWord
		warn.Importance = widget.DangerImportance
		items = append(items, warn)
	}
	if n := h.OtherCopyNote(); n != "" {
		note := widget.NewLabelWithStyle(n, fyne.TextAlignCenter, lineStyle())
		note.Wrapping = fyne.TextWrapWord
		items = append(items, note)
	}
	if h.InProgress() {
		items = append(items, big(lang.L("Back to the game"), theme.MediaPlayIcon(), widget.HighImportance, h.BackToGame))
	} else if h.HasAutosave() {
		items = append(items, big(lang.L("Continue"), theme.MediaPlayIcon(), widget.HighImportance, h.Continue))
		sum := widget.NewLabelWithStyle(h.AutosaveSummary(), fyne.TextAlignCenter, lineStyle())
		sum.Wrapping = fyne.TextWrapWord // a narrow phone: on two lines rather than cut
		items = append(items, sum)
	}
	imp := widget.MediumImportance
	if len(items) == 0 {
		imp = widget.HighImportance
	}
	items = append(items,
		big(lang.L("New game"), theme.ContentAddIcon(), imp, h.ShowNewGame),
		big(lang.L("Tutorial"), theme.HelpIcon(), widget.MediumImportance, h.StartTutorial),
		big(lang.L("Saved games"), theme.FolderOpenIcon(), widget.MediumImportance, h.ShowSaves),
		big(lang.L("Import a save…"), theme.DownloadIcon(), widget.MediumImportance, h.ImportGame),
		big(lang.L("Rules reference"), theme.FileTextIcon(), widget.MediumImportance, h.ShowRules),
		big(lang.L("Statistics"), theme.GridIcon(), widget.MediumImportance, h.ShowStats),
		big(lang.L("Settings"), theme.SettingsIcon(), widget.MediumImportance, h.ShowSettings),
		big(lang.L("Help and shortcuts"), theme.HelpIcon(), widget.MediumImportance, h.ShowHelp),
	)
	for _, m := range h.OtherModes() { // other modes of the app (WithMode)
		items = append(items, big(m.Label(), theme.ComputerIcon(), widget.MediumImportance, m.Open))
		if n := m.Note(); n != "" {
			l := widget.NewLabelWithStyle(n, fyne.TextAlignCenter, lineStyle())
			l.Wrapping = fyne.TextWrapWord
			items = append(items, l)
		}
	}
	scale := float32(1.6)
	if h.Phone() {
		scale = 1.25
	}
	title := newHomeTitle(lang.L("Whistle Mountain: Outlaws"), scale)
	tag := widget.NewLabelWithStyle(lang.L("Build the mountain's machines before the outlaws steal the show."), fyne.TextAlignCenter, lineStyle())
	tag.Wrapping = fyne.TextWrapWord
	head := []fyne.CanvasObject{}
	if res := h.App().Icon(); isImage(res) {
		// drawn at the pixels it covers (iconCache.at), where an image would be decoded at its
		// file's size and scaled by Fyne on every new texture
		img := canvas.NewRaster(func(pw, ph int) image.Image { return s.icon.at(res, pw, ph) }) // (a square)
		side := float32(128)
		if h.Phone() {
			side = 88
		}
		img.SetMinSize(fyne.NewSize(side, side))
		head = append(head, container.NewCenter(img))
	}
	head = append(head, title, tag)
	width := float32(360)
	if h.Phone() {
		width = 340 // a 360 dp phone, with room for the larger text
	}
	col := container.NewVBox(append(head, items...)...)
	h.SetScreen(container.NewVScroll(container.NewCenter(container.New(&fixedWidth{w: width}, col))))
}

// titleTTF is the face of the home screen's title: Fyne's own Noto Sans Bold cut down to the
// letters, digits and punctuation of English and French (fonts/README.md), 41 KB where the
// whole face is 455 KB. Fyne loads a canvas text's FontSource as one face, where the bold
// style would load its own copies of the emoji and system fonts behind Noto Sans Bold; and
// each face is kept parsed, about three times its file's size.
//
//go:embed fonts/title.ttf
var titleTTF []byte

var titleRes = fyne.NewStaticResource("title.ttf", titleTTF)

// titleFont is the face of the home screen's title (every translation's letters are in it:
// the title's test checks).
func titleFont() fyne.Resource { return titleRes }

// homeTitle is the home screen's title: big bold text in the theme's foreground colour, read
// again whenever the theme or its variant changes (a light theme never leaves it white on
// white), and made smaller when the column is too narrow for it (never cut off).
type homeTitle struct {
	widget.BaseWidget
	text  string
	scale float32
}

func newHomeTitle(text string, scale float32) *homeTitle {
	t := &homeTitle{text: text, scale: scale}
	t.ExtendBaseWidget(t)
	return t
}

func (t *homeTitle) CreateRenderer() fyne.WidgetRenderer {
	r := &homeTitleRenderer{t: t, text: canvas.NewText(t.text, theme.Color(theme.ColorNameForeground))}
	r.text.FontSource = titleFont()
	r.text.Alignment = fyne.TextAlignCenter
	r.Refresh()
	return r
}

type homeTitleRenderer struct {
	t    *homeTitle
	text *canvas.Text
	size fyne.Size
}

func (r *homeTitleRenderer) fullSize() float32 { return theme.TextHeadingSize() * r.t.scale }

func (r *homeTitleRenderer) Layout(size fyne.Size) {
	r.size = size
	r.fit()
	r.text.Resize(size)
	r.text.Move(fyne.NewPos(0, 0))
}

// measure is the size of the title at text size ts, in its own face.
func (r *homeTitleRenderer) measure(ts float32) fyne.Size {
	s, _ := fyne.CurrentApp().Driver().RenderedTextSize(r.text.Text, ts, r.text.TextStyle, r.text.FontSource)
	return s
}

// fit shrinks the text until it fits the width it has.
func (r *homeTitleRenderer) fit() {
	ts := r.fullSize()
	if r.size.Width > 0 {
		w := r.measure(ts).Width
		if avail := r.size.Width - 2*theme.Padding(); w > avail && avail > 0 {
			ts = ts * avail / w
			// text does not shrink in exact proportion to its size: check again
			for k := 0; k < 8 && r.measure(ts).Width > avail; k++ {
				ts *= 0.97
			}
		}
	}
	r.text.TextSize = ts
}

func (r *homeTitleRenderer) MinSize() fyne.Size {
	h := r.measure(r.fullSize()).Height
	return fyne.NewSize(0, h)
}

func (r *homeTitleRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.text} }

func (r *homeTitleRenderer) Destroy() {}

func (r *homeTitleRenderer) Refresh() {
	r.text.Text = r.t.text
	r.text.Color = theme.Color(theme.ColorNameForeground)
	r.fit()
	r.text.Refresh()
}

// fixedWidth lays out its content at a fixed width (at most the space there is).
type fixedWidth struct{ w float32 }

func (f *fixedWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (f *fixedWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var h float32
	for _, o := range objs {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(f.w, h)
}

// iconCache is the app's icon as the home screen last drew it, at the pixels it covered. The
// 256-pixel file is decoded when a new size is asked for (the first show, a change of the
// window's scale), reduced by halving while it stays at least that size, and handed to the GPU
// as it is: at a scale of 1 it is the 128 pixels the screen shows, where Fyne's smooth scaling
// of a larger image took a 1 MiB buffer for each new texture (docs/performance.md).
type iconCache struct {
	sync.Mutex
	res  fyne.Resource
	w, h int
	img  *image.RGBA
}

// isImage says whether res is an image the home screen can draw (its header read only).
func isImage(res fyne.Resource) bool {
	if res == nil {
		return false
	}
	_, _, err := image.DecodeConfig(bytes.NewReader(res.Content()))
	return err == nil
}

// at is the icon of res for w × h pixels: the file halved while it stays at least that size,
// in the premultiplied RGBA the GPU takes (an empty image when res does not decode).
func (c *iconCache) at(res fyne.Resource, w, h int) image.Image {
	c.Lock()
	defer c.Unlock()
	if c.img != nil && c.res == res && c.w == w && c.h == h {
		return c.img
	}
	src, _, err := image.Decode(bytes.NewReader(res.Content()))
	if err != nil {
		return image.NewRGBA(image.Rectangle{})
	}
	src = halve(src, w, h)
	b := src.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(img, img.Rect, src, b.Min, draw.Src)
	c.res, c.w, c.h, c.img = res, w, h, img
	return img
}

// halve shrinks an image by averaging 2×2 blocks while half of it is at least w × h pixels.
func halve(src image.Image, w, h int) image.Image {
	for b := src.Bounds(); b.Dx()/2 >= max(w, 1) && b.Dy()/2 >= max(h, 1); b = src.Bounds() {
		hw, hh := b.Dx()/2, b.Dy()/2
		dst := image.NewNRGBA(image.Rect(0, 0, hw, hh))
		if n, ok := src.(*image.NRGBA); ok { // (a PNG with alpha: its bytes read directly)
			halveNRGBA(dst, n)
			src = dst
			continue
		}
		for y := 0; y < hh; y++ {
			for x := 0; x < hw; x++ {
				var r, g, bl, a uint32
				for dy := 0; dy < 2; dy++ {
					for dx := 0; dx < 2; dx++ {
						c := color.NRGBAModel.Convert(src.At(b.Min.X+2*x+dx, b.Min.Y+2*y+dy)).(color.NRGBA)
						r, g, bl, a = r+uint32(c.R), g+uint32(c.G), bl+uint32(c.B), a+uint32(c.A)
					}
				}
				dst.SetNRGBA(x, y, color.NRGBA{uint8(r / 4), uint8(g / 4), uint8(bl / 4), uint8(a / 4)})
			}
		}
		src = dst
	}
	return src
}

// halveNRGBA is halve's step for an NRGBA image, the same averages from its bytes (the step
// through At and a colour model's Convert took a quarter of a second of a phone's start).
func halveNRGBA(dst, src *image.NRGBA) {
	b := src.Bounds()
	for y := 0; y < dst.Rect.Dy(); y++ {
		for x := 0; x < dst.Rect.Dx(); x++ {
			var sum [4]uint32
			for dy := 0; dy < 2; dy++ {
				i := src.PixOffset(b.Min.X+2*x, b.Min.Y+2*y+dy)
				for k := 0; k < 8; k++ {
					sum[k%4] += uint32(src.Pix[i+k])
				}
			}
			o := dst.PixOffset(x, y)
			for k := 0; k < 4; k++ {
				dst.Pix[o+k] = uint8(sum[k] / 4)
			}
		}
	}
}
