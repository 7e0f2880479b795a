package geom

import (
	"fmt"
	"strconv"

	"whistle/engine/fileio"
)

// Cell is a grid square: Col 0 is column A (left), Row 1 is the bottom row (B1).
type Cell struct {
	Col int8 `json:"col"`
	Row int8 `json:"row"`
}

// C builds a cell from ints.
func C(col, row int) Cell { return Cell{int8(col), int8(row)} }

// String writes a cell as a player reads it: "C5".
func (c Cell) String() string {
	if c.Col < 0 || c.Col > 25 {
		return fmt.Sprintf("%c%d", 'A'+rune(c.Col), c.Row)
	}
	return string(rune('A'+c.Col)) + strconv.Itoa(int(c.Row))
}

// ParseCell reads "C5" (column letter, row number).
func ParseCell(s string) (Cell, error) {
	if len(s) < 2 {
		return Cell{}, fmt.Errorf("%s is not a square: write a column letter and a row number, like C5", fileio.Q(s))
	}
	col := s[0]
	if col >= 'a' && col <= 'z' {
		col -= 'a' - 'A'
	}
	if col < 'A' || col > 'Z' {
		return Cell{}, fmt.Errorf("%s is not a square: it must start with a column letter", fileio.Q(s))
	}
	row := 0
	for _, ch := range s[1:] {
		if ch < '0' || ch > '9' {
			return Cell{}, fmt.Errorf("%s is not a square: the row must be a number", fileio.Q(s))
		}
		row = row*10 + int(ch-'0')
		if row > 100 {
			return Cell{}, fmt.Errorf("%s is not a square: row too large", fileio.Q(s))
		}
	}
	return C(int(col-'A'), row), nil
}

// Add offsets a cell.
func (c Cell) Add(dc, dr int) Cell { return Cell{c.Col + int8(dc), c.Row + int8(dr)} }

// Neighbours4 are the orthogonal neighbours.
func (c Cell) Neighbours4() [4]Cell {
	return [4]Cell{c.Add(0, 1), c.Add(1, 0), c.Add(0, -1), c.Add(-1, 0)}
}

// Neighbours8 are the orthogonal and diagonal neighbours.
func (c Cell) Neighbours8() [8]Cell {
	return [8]Cell{c.Add(0, 1), c.Add(1, 1), c.Add(1, 0), c.Add(1, -1), c.Add(0, -1), c.Add(-1, -1), c.Add(-1, 0), c.Add(-1, 1)}
}

// MarshalJSON writes a cell as a player reads it: "C5".
func (c Cell) MarshalJSON() ([]byte, error) { return []byte(`"` + c.String() + `"`), nil }

// UnmarshalJSON reads "C5".
func (c *Cell) UnmarshalJSON(b []byte) error {
	if len(b) < 2 || b[0] != '"' || b[len(b)-1] != '"' {
		return fmt.Errorf("a square must be written like \"C5\", not %s", fileio.Excerpt(string(b)))
	}
	v, err := ParseCell(string(b[1 : len(b)-1]))
	if err != nil {
		return err
	}
	*c = v
	return nil
}
