package engine

import (
	"reflect"
	"testing"
)

// Nothing read through a View changes the game: every slice a View hands out is a copy. The
// test writes into all of them on a game some way into play and finds the game as it was.
func TestViewHandsOutCopies(t *testing.T) {
	g, _ := NewGame(mustDefaultCatalog(t), Options{Seed: 3})
	for i := 0; i < 300 && !g.End.Over; i++ {
		legal := g.Legal()
		if len(legal) == 0 {
			break
		}
		if _, err := g.Apply(legal[(i*7)%len(legal)]); err != nil {
			t.Fatal(err)
		}
	}
	if len(g.Machines) == 0 && len(g.Scaffolds) == 0 {
		t.Fatal("nothing was built: the test would not write into the grid's pieces")
	}
	before := g.Clone()
	v := ViewOf(g)
	for _, s := range v.Ships() {
		for i := range s.Cells {
			s.Cells[i].Col = 99
		}
	}
	for i := range v.Ships() {
		v.Ships()[i].Dock = 99
	}
	for _, m := range v.Machines() {
		for i := range m.Cells {
			m.Cells[i].Row = 99
		}
	}
	for i := range v.Scaffolds() {
		v.Scaffolds()[i].Tile = 99
	}
	for side := range g.Workers {
		ws := v.Workers(Side(side))
		for i := range ws {
			ws[i].Floor = 99
		}
		st := v.Side(Side(side))
		for _, l := range [][]int16{st.Scaffolds, st.Machines, st.Cards, st.Awards, st.Upgrades} {
			for i := range l {
				l[i] = 99
			}
		}
	}
	for _, f := range v.Tower() {
		for i := range f {
			f[i] = 99
		}
	}
	for shape := range g.Stacks {
		st := v.Stack(shape)
		for i := range st {
			st[i] = 99
		}
	}
	for size := range g.MachineMarkets {
		m := v.MachineMarket(size)
		for i := range m.Slots {
			m.Slots[i] = 99
		}
		for i := range m.Deck {
			m.Deck[i] = 99
		}
	}
	if u := v.UpgradeMarket(); len(u.Slots) > 0 {
		u.Slots[0] = 99
	}
	if !reflect.DeepEqual(g, before) {
		t.Fatal("a write into what a View handed out changed the game")
	}
}
