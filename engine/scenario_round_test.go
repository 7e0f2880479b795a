package engine

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// A scenario's round sets the turn counter: both sides' turns in the game against the
// outlaws, every seat's in a base game; without it the moment falls in round 1.
func TestScenarioRoundSetsTurnNumber(t *testing.T) {
	for _, c := range []struct {
		json string
		want int
	}{
		{`{"version": 1, "seed": 7}`, 1},
		{`{"version": 1, "seed": 7, "round": 14}`, 27},
		{`{"version": 1, "seed": 7, "round": 5, "turn": "outlaws"}`, 10},
		{`{"version": 2, "seed": 3, "seats": 3, "round": 4, "turn": "seat2"}`, 11},
	} {
		g, err := readScenario(programBox, []byte(c.json))
		require.NoError(t, err, c.json)
		require.Equal(t, c.want, g.Turn.Number, c.json)
		require.NoError(t, checkInvariants(g), c.json)
	}
	for _, bad := range []string{`{"version": 1, "round": -1}`, `{"version": 1, "round": 1001}`} {
		_, err := readScenario(programBox, []byte(bad))
		require.Error(t, err, bad)
	}
}
