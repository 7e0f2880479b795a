package savefile

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
)

// The header is read before anything else: another kind of file, a file of a newer app and a
// version below 1 each get their own sentence; every version from 1 to the one read passes.
func TestCheckHeader(t *testing.T) {
	for _, tc := range []struct {
		file, want string
	}{
		{`{"format": "whistle-mountain-outlaws-save", "version": 1}`, ""},
		{`{"format": "whistle-mountain-outlaws-save", "version": 4}`, ""},
		{`{"format": "whistle-mountain-outlaws-save", "version": 5}`, "this save comes from a newer version of the app (format 5; this app reads 4)"},
		{`{"format": "whistle-mountain-outlaws-save", "version": 0}`, "save format 0 is not supported"},
		{`{"format": "something-else", "version": 1}`, "this file is not a Whistle Mountain: Outlaws save"},
		{`[1, 2]`, "this is not a readable save file"},
	} {
		err := CheckHeader([]byte(tc.file), Format, SeatsVersion, "save")
		if tc.want == "" {
			require.NoError(t, err, tc.file)
			continue
		}
		require.ErrorContains(t, err, tc.want, tc.file)
	}
}

// What differs between two positions counts every differing value once, a list's extra
// entries each once, and leaves out keys only one side has (a field added by a later version).
func TestCountDiffs(t *testing.T) {
	decode := func(s string) any {
		var v any
		require.NoError(t, json.Unmarshal([]byte(s), &v))
		return v
	}
	a := decode(`{"water": 2, "sides": [{"vp": 3}, {"vp": 5}], "deck": [1, 2, 3], "old": true}`)
	b := decode(`{"water": 3, "sides": [{"vp": 3}, {"vp": 7}], "deck": [1, 2], "new": 1}`)
	require.Equal(t, 3, CountDiffs(a, b)) // water, the second side's vp, the deck's third card
	require.Zero(t, CountDiffs(a, a))
	vp, ok := Number(b, "sides", 1, "vp")
	require.True(t, ok)
	require.Equal(t, 7, vp)
	_, ok = Number(b, "sides", 2, "vp")
	require.False(t, ok, "no third side")
}
