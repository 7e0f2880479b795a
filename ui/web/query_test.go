package web

import "testing"

// TestPageQuery: the browser test's hook and its seed answer to their exact names only.
func TestPageQuery(t *testing.T) {
	for _, c := range []struct {
		search string
		test   bool
		seed   uint64
	}{
		{"?test", true, 0},
		{"?test&seed=42", true, 42},
		{"?seed=7&test", true, 7},
		{"", false, 0},
		{"?utm_campaign=latest", false, 0},
		{"?latest=1&seed=3", false, 0},
		{"?test&myseed=5", true, 0},
		{"?test&seed=x", true, 0},
	} {
		test, seed := PageQuery(c.search)
		if test != c.test || seed != c.seed {
			t.Errorf("%q: test %v seed %d, want %v %d", c.search, test, seed, c.test, c.seed)
		}
	}
}
