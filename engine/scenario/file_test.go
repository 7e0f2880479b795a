package scenario

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/engine/fileio"
)

// A scenario is read strictly (docs/scenarios.md): a field it does not know, a version it
// does not read, a base game's seats under the version of a game against the outlaws, or a
// file over the size limit are each refused; a plain one is read.
func TestParse(t *testing.T) {
	s, err := Parse([]byte(`{"version": 1, "seed": 7, "you": {"resources": {"coal": 2}}}`))
	require.NoError(t, err)
	require.Equal(t, uint64(7), s.Seed)
	require.Equal(t, 2, s.You.Resources.Total())

	for _, tc := range []struct{ file, want string }{
		{`{"version": 1, "colour": "red"}`, "colour"},
		{`{"version": 3}`, "version 3 is not supported"},
		{`{"version": 1, "seats": 3}`, "a game with seats has version 2"},
	} {
		_, err := Parse([]byte(tc.file))
		require.ErrorContains(t, err, tc.want, tc.file)
	}
	big := `{"version": 1, "turn": "` + strings.Repeat("x", fileio.MaxFileSize) + `"}`
	_, err = Parse([]byte(big))
	require.ErrorContains(t, err, "too large")
}
