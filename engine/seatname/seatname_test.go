package seatname

import "testing"

// A base game's seats are told apart by their names in the log: two names alike but for letter
// case are refused, as is a name not written as Normal keeps it; distinct, kept names pass.
func TestCheckAll(t *testing.T) {
	for _, c := range []struct {
		names []string
		ok    bool
	}{
		{[]string{"Ana", "Léa", "Bot"}, true},
		{[]string{"Ana", "ANA"}, false},
		{[]string{"Ana", " Léa"}, false},
		{[]string{"Ana", ""}, false},
		{[]string{"Ana", "abcdefghijklmnopqrstuvwxy"}, false}, // 25 characters
	} {
		if err := CheckAll(c.names); (err == nil) != c.ok {
			t.Errorf("%q: error %v, want ok %v", c.names, err, c.ok)
		}
	}
}
