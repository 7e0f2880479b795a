package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestPlaySeatsLogSpeaksOfSeats: play --log on a saved base game for 3 seats names each line's
// seat by its player's name: never a side of the game against the outlaws ("You", "Outlaws",
// "Blockers" for the third seat), and the winner by name.
func TestPlaySeatsLogSpeaksOfSeats(t *testing.T) {
	for _, save := range []string{"seats3-people-and-bot-150actions.wmsave", "seats4-finished.wmsave"} {
		var out, errw bytes.Buffer
		code := Main([]string{"play", "--save", "../../engine/testdata/saves/seats-2026-11-25/" + save, "--log"}, &out, &errw)
		require.Equal(t, 0, code, errw.String())
		for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
			prefix, _, _ := strings.Cut(line, ":")
			for _, solo := range []string{"you", "outlaws", "blockers", "side."} {
				require.NotEqual(t, solo, strings.ToLower(strings.TrimSpace(prefix)), "%s: %q", save, line)
			}
			require.NotContains(t, line, "You win", save)
		}
	}
}

// TestPlaySeatsJSONHasOnlySeats: play --json on a base game prints the seats, and no "you" or
// "outlaws" object beside them; a game against the outlaws keeps both and no seats.
func TestPlaySeatsJSONHasOnlySeats(t *testing.T) {
	var out, errw bytes.Buffer
	code := Main([]string{"play", "--save", "../../engine/testdata/saves/seats-2026-11-25/seats3-people-and-bot-150actions.wmsave", "--json"}, &out, &errw)
	require.Equal(t, 0, code, errw.String())
	var m map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(out.Bytes(), &m))
	has := func(k string) bool { _, ok := m[k]; return ok }
	require.True(t, has("seats"), "a base game has no seats in its JSON")
	require.False(t, has("you"), "a base game's JSON has a \"you\" object")
	require.False(t, has("outlaws"), "a base game's JSON has an \"outlaws\" object")

	out.Reset()
	code = Main([]string{"play", "--save", "../../engine/testdata/saves/landed-2026-11-22/played-in-app-round8.wmsave", "--json"}, &out, &errw)
	require.Equal(t, 0, code, errw.String())
	m = nil
	require.NoError(t, json.Unmarshal(out.Bytes(), &m))
	require.True(t, has("you") && has("outlaws") && !has("seats"), "a game against the outlaws: you %v, outlaws %v, seats %v", has("you"), has("outlaws"), has("seats"))
}
