package geom

// Orientation of a scaffold (0-7: four rotations, each plain or flipped) or of a machine
// (0: as printed, 1: turned a quarter; only medium machines differ, M1).
type Orientation int8

// ShapeOrient is one distinct orientation of a scaffold shape: the squares, relative to the
// lowest-leftmost corner of their bounding box, and which of the tile's two resources each
// square shows (-1 for an empty space).
type ShapeOrient struct {
	Orient  Orientation
	Squares [4][2]int8
	ResIdx  [4]int8
}

// Orientations lists the distinct placements of a shape (its four squares as [col, row] offsets,
// resource the indexes of the squares that show a resource) under rotation and flipping (S2).
// Two orientations are the same when they cover the same squares with the same resource
// squares in the same places.
func Orientations(squares [][2]int, resource []int) []ShapeOrient {
	var out []ShapeOrient
	seen := map[[4][3]int8]bool{}
	for o := 0; o < 8; o++ {
		var pts [4][2]int
		for i, p := range squares {
			x, y := p[0], p[1]
			if o >= 4 {
				x = -x
			}
			for r := 0; r < o%4; r++ {
				x, y = y, -x
			}
			pts[i] = [2]int{x, y}
		}
		minX, minY := pts[0][0], pts[0][1]
		for _, p := range pts {
			minX = min(minX, p[0])
			minY = min(minY, p[1])
		}
		so := ShapeOrient{Orient: Orientation(o)}
		for i, p := range pts {
			so.Squares[i] = [2]int8{int8(p[0] - minX), int8(p[1] - minY)}
			so.ResIdx[i] = -1
		}
		for k, idx := range resource {
			so.ResIdx[idx] = int8(k)
		}
		// canonical key: squares sorted with their resource index
		var key [4][3]int8
		for i := range so.Squares {
			key[i] = [3]int8{so.Squares[i][0], so.Squares[i][1], so.ResIdx[i]}
		}
		for i := 1; i < 4; i++ {
			for j := i; j > 0 && less3(key[j], key[j-1]); j-- {
				key[j], key[j-1] = key[j-1], key[j]
			}
		}
		if seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, so)
	}
	return out
}

func less3(a, b [3]int8) bool {
	if a[0] != b[0] {
		return a[0] < b[0]
	}
	if a[1] != b[1] {
		return a[1] < b[1]
	}
	return a[2] < b[2]
}
