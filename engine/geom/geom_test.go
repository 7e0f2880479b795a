package geom

import "testing"

func TestCellText(t *testing.T) {
	for _, s := range []string{"A1", "C5", "J12"} {
		c, err := ParseCell(s)
		if err != nil || c.String() != s {
			t.Fatalf("ParseCell(%q) = %v, %v", s, c, err)
		}
	}
	if c, err := ParseCell("c5"); err != nil || c != C(2, 5) {
		t.Fatalf("a lower-case column: %v, %v", c, err)
	}
	for _, s := range []string{"", "5C", "C", "C1000", "Cx"} {
		if _, err := ParseCell(s); err == nil {
			t.Fatalf("ParseCell(%q) accepted", s)
		}
	}
}

// A shape has as many orientations as its symmetries leave distinct (S2).
func TestOrientations(t *testing.T) {
	square := [][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}}
	l := [][2]int{{0, 0}, {0, 1}, {0, 2}, {1, 0}}
	cases := []struct {
		name     string
		squares  [][2]int
		resource []int
		want     int
	}{
		{"square, no resource", square, nil, 1},
		{"square, one resource", square, []int{0}, 4},
		{"L", l, nil, 8},
		{"bar", [][2]int{{0, 0}, {1, 0}, {2, 0}, {3, 0}}, nil, 2},
	}
	for _, c := range cases {
		got := Orientations(c.squares, c.resource)
		if len(got) != c.want {
			t.Errorf("%s: %d orientations, want %d", c.name, len(got), c.want)
		}
		for _, so := range got {
			minX, minY := so.Squares[0][0], so.Squares[0][1]
			for _, sq := range so.Squares {
				minX, minY = min(minX, sq[0]), min(minY, sq[1])
			}
			if minX != 0 || minY != 0 {
				t.Errorf("%s: orientation %d is not at its lower-left corner: %v", c.name, so.Orient, so.Squares)
			}
		}
	}
}
