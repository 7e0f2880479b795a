package savefile

// Number reads the number at a path of a decoded JSON document (object keys as strings, list
// indexes as ints); a boolean reads as 0 or 1. ok is false when the path leads to no number.
func Number(doc any, path ...any) (n int, ok bool) {
	v := doc
	for _, p := range path {
		switch k := p.(type) {
		case string:
			mm, ok := v.(map[string]any)
			if !ok {
				return 0, false
			}
			v = mm[k]
		case int:
			l, ok := v.([]any)
			if !ok || k >= len(l) {
				return 0, false
			}
			v = l[k]
		}
	}
	switch x := v.(type) {
	case float64:
		return int(x), true
	case bool:
		if x {
			return 1, true
		}
		return 0, true
	}
	return 0, false
}

// CountDiffs counts the values that differ between two decoded JSON documents, leaving out
// object keys only one of them has (fields a later version added or dropped).
func CountDiffs(a, b any) int {
	switch x := a.(type) {
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok {
			return 1
		}
		n := 0
		for k, v := range x {
			if w, ok := y[k]; ok {
				n += CountDiffs(v, w)
			}
		}
		return n
	case []any:
		y, ok := b.([]any)
		if !ok {
			return 1
		}
		n := max(len(x), len(y)) - min(len(x), len(y))
		for i := range min(len(x), len(y)) {
			n += CountDiffs(x[i], y[i])
		}
		return n
	}
	if a != b {
		return 1
	}
	return 0
}
