package board

import (
	"fmt"
	"image/color"

	"whistle/engine"
	"whistle/ui/game"
)

// A base game's board: every seat's pieces in the colour of its seat (Board.Seats), marked
// with the seat's number as well, so nothing depends on colour alone.

// seatPalette is the fill and edge of each colour of the box a seat can take
// (engine.SeatColours).
var seatPalette = map[string][2]color.NRGBA{
	"red":    {{0xd2, 0x3b, 0x3b, 0xff}, {0x6e, 0x10, 0x10, 0xff}},
	"yellow": {{0xf2, 0xc0, 0x1f, 0xff}, {0x8a, 0x66, 0x00, 0xff}},
	"blue":   {{0x3f, 0x6f, 0xd8, 0xff}, {0x12, 0x2c, 0x6b, 0xff}},
	"black":  {{0x2a, 0x2a, 0x2a, 0xff}, {0x00, 0x00, 0x00, 0xff}},
}

// seated tells whether the board shows a base game (its pieces are the seats').
func (r *boardRenderer) seated() bool { return len(r.b.Seats) > 0 }

// colours is a piece's fill and edge: its seat's colour in a base game, else its side's.
func (r *boardRenderer) colours(o engine.Owner) (fill, edge color.NRGBA) {
	if r.seated() && int(o) < len(r.b.Seats) {
		if p, ok := seatPalette[r.b.Seats[o]]; ok {
			return p[0], p[1]
		}
	}
	return ownerColours(o)
}

// letter marks a piece's owner: the seat's number in a base game, else Y, O or B.
func (r *boardRenderer) letter(o engine.Owner) string {
	if r.seated() {
		return fmt.Sprint(int(o) + 1)
	}
	return ownerLetter(o)
}

// light tells whether a piece's fill is light (dark text on it).
func light(c color.NRGBA) bool { return int(c.R)*3+int(c.G)*6+int(c.B) > 1500 }

// seats is the number of sides whose pieces the board draws (2 against the outlaws).
func seats(g *engine.Game) engine.Side { return engine.Side(len(g.Workers)) }

// NewSeatedPlay makes the board a base game is played on (a game.SeatedSession): every seat's
// pieces in its colour (colours: engine.SeatColours' names seat by seat), the key naming the
// seats; the taps and the pointer preview, ghost and make the move of the seat whose decision
// waits.
func NewSeatedPlay(s *game.Session, colours, names []string) *Board {
	b := New(s)
	b.Seats, b.SeatNames = colours, names
	return b
}

// barracksSpot is where a side's worker stands on a barracks floor (centre and size): against
// the outlaws yours left of the middle and theirs to the right; in a base game each seat has a
// place of its own beside the floor's number, side by side for two seats and two by two for
// three or four, none overlapping another.
func (r *boardRenderer) barracksSpot(floor int, side engine.Side) (cx, cy, size float32) {
	box := r.g.barracksFloor(floor)
	u := r.g.u
	cy = box.Y + box.H/2
	if !r.seated() {
		cx = box.X + box.W*0.48
		if side == engine.Outlaws {
			cx = box.X + box.W*0.78
		}
		return cx, cy, u * 0.55
	}
	n := len(r.b.Seats)
	cols := min(n, 2)
	rows := (n + cols - 1) / cols
	left := box.X + u*0.4 // right of the floor's number
	slotW, slotH := (box.X+box.W-left)/float32(cols), box.H/float32(rows)
	size = min(u*0.55, min(slotW, slotH)*0.9)
	col, row := int(side)%cols, int(side)/cols
	return left + slotW*(float32(col)+0.5), box.Y + slotH*(float32(row)+0.5), size
}

// SeatColour is the fill of a colour of the box a seat can take (engine.SeatColours), for the
// window's panels.
func SeatColour(name string) color.NRGBA {
	if p, ok := seatPalette[name]; ok {
		return p[0]
	}
	return color.NRGBA{0x80, 0x80, 0x80, 0xff}
}
