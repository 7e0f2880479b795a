package board

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// pen holds the objects of one drawing of the board and adds shapes and words to them, each
// word fitted to its box and never smaller than minText. The renderer empties it at each
// rebuild, draws the picture with it, then shows only what is in view (hideOutside).
type pen struct {
	objects []fyne.CanvasObject
	minText float32 // no word smaller (0: none), see Board.ReadableLabels
}

func (p *pen) rect(x rect, fill color.Color, stroke color.Color, sw, radius float32) *canvas.Rectangle {
	o := &canvas.Rectangle{FillColor: fill, StrokeColor: stroke, StrokeWidth: sw, CornerRadius: radius}
	o.Move(fyne.NewPos(x.X, x.Y))
	o.Resize(fyne.NewSize(x.W, x.H))
	p.objects = append(p.objects, o)
	return o
}

func (p *pen) line(x1, y1, x2, y2 float32, col color.Color, w float32) {
	l := &canvas.Line{StrokeColor: col, StrokeWidth: w}
	l.Position1 = fyne.NewPos(x1, y1)
	l.Position2 = fyne.NewPos(x2, y2)
	p.objects = append(p.objects, l)
}

func (p *pen) circle(cx, cy, rad float32, fill, stroke color.Color, sw float32) {
	c := &canvas.Circle{FillColor: fill, StrokeColor: stroke, StrokeWidth: sw}
	c.Move(fyne.NewPos(cx-rad, cy-rad))
	c.Resize(fyne.NewSize(2*rad, 2*rad))
	p.objects = append(p.objects, c)
}

// text draws a string aligned in a box (align -1 left, 0 centre, 1 right), vertically centred.
func (p *pen) text(s string, box rect, size float32, col color.Color, bold bool, align int) {
	pos, ts, size, ok := fitText(s, box, size, bold, align, p.minText)
	if !ok {
		return
	}
	t := &canvas.Text{Text: s, Color: col, TextSize: size, TextStyle: fyne.TextStyle{Bold: bold}}
	t.Move(pos)
	t.Resize(ts)
	p.objects = append(p.objects, t)
}

// either is the long label when it fits the width, else the short one.
func either(long, short string, w, size float32, bold bool) string {
	if fyne.MeasureText(long, size, fyne.TextStyle{Bold: bold}).Width <= w {
		return long
	}
	return short
}

// wrapped draws a text over as many lines as its box needs (smaller when it must), in full:
// no word is cut or abbreviated. It returns the height used.
func (p *pen) wrapped(s string, box rect, size float32, col color.Color, bold bool, align int) float32 {
	sz := size
	var lines []string
	for k := 0; k < 6; k++ {
		lines = wrapText(s, box.W, sz, bold)
		if float32(len(lines))*sz*1.25 <= box.H && widest(lines, sz, bold) <= box.W {
			break
		}
		sz *= 0.9
	}
	lh := sz * 1.25
	y := box.Y + max(0, (box.H-lh*float32(len(lines)))/2)
	for i, l := range lines {
		p.text(l, rect{box.X, y + float32(i)*lh, box.W, lh}, sz, col, bold, align)
	}
	return lh * float32(len(lines))
}
