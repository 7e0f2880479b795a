package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestPlayCommandJSON(t *testing.T) {
	var out, errw bytes.Buffer
	code := Main([]string{"play", "--scenario", "../../engine/testdata/scenarios/example-dreadnought.json",
		"--actions", "testdata/dreadnought-actions.json", "--json"}, &out, &errw)
	require.Equal(t, 0, code, errw.String())
	var v map[string]any
	require.NoError(t, json.Unmarshal(out.Bytes(), &v))
	you := v["you"].(map[string]any)
	require.EqualValues(t, 1, you["vp"])
	res := you["resources"].(map[string]any)
	require.EqualValues(t, 3, res["coal"])
	require.EqualValues(t, 3, res["water"])
	workers := you["workers"].(map[string]any)
	for _, zone := range []string{"barracks", "scaffold", "tower", "whirlpool"} {
		require.Contains(t, workers, zone)
	}
	require.Contains(t, v, "outlaws")
	require.EqualValues(t, 0, v["water_level"])
	require.Equal(t, false, v["game_over"])
}

func TestPlayCommandRefusal(t *testing.T) {
	dir := t.TempDir()
	acts := filepath.Join(dir, "a.json")
	require.NoError(t, os.WriteFile(acts, []byte(`[{"kind":"forge"},{"kind":"place_ship","ship":"balloon","at":"A5"}]`), 0o644))
	var out, errw bytes.Buffer
	code := Main([]string{"play", "--scenario", "../../engine/testdata/scenarios/example-dreadnought.json", "--actions", acts, "--json"}, &out, &errw)
	require.NotEqual(t, 0, code)
	var v map[string]string
	require.NoError(t, json.Unmarshal(out.Bytes(), &v))
	require.Contains(t, v["error"], "action 2")
	require.Contains(t, v["error"], "main action")
}

func TestPlayCommandBadScenario(t *testing.T) {
	dir := t.TempDir()
	sc := filepath.Join(dir, "s.json")
	require.NoError(t, os.WriteFile(sc, []byte(`{"version":1,"machines":[{"id":"warp-drive","at":"C3"}]}`), 0o644))
	var out, errw bytes.Buffer
	require.Equal(t, 1, Main([]string{"play", "--scenario", sc, "--json"}, &out, &errw))
	require.Contains(t, out.String(), "warp-drive")
}

// TestPlaySeatsScenario plays a 3-seat base game scenario (docs/scenarios.md): the second
// seat collects with its balloon and ends its turn; the third seat plays next.
func TestPlaySeatsScenario(t *testing.T) {
	var out, errw bytes.Buffer
	code := Main([]string{"play", "--scenario", "../../engine/testdata/scenarios/example-seats3.json",
		"--actions", "testdata/seats3-actions.json", "--json"}, &out, &errw)
	require.Equal(t, 0, code, errw.String()+out.String())
	var v StateView
	require.NoError(t, json.Unmarshal(out.Bytes(), &v))
	require.Len(t, v.Seats, 3)
	require.Equal(t, "seat3", v.Active)
	require.Equal(t, 4, v.Seats[1].VP)
	require.Equal(t, 2, v.Seats[1].Resources["coal"], "Double Coal gives the second seat 2 coal")
	require.Equal(t, 1, v.Seats[2].Resources["whistle"], "the third seat starts with a whistle (setup C)")
	require.Equal(t, 1, v.Seats[2].Workers["tower"])
	require.Empty(t, v.Seats[1].Hideout)
}

// TestSimulateSeats: simulate --players N reports per-seat wins and scores, with no violation,
// and the same seed gives the same report.
func TestSimulateSeats(t *testing.T) {
	for _, players := range []int{2, 3, 4} {
		a, err := SimulateSeats(6, 1, players, "greedy", "random")
		require.NoError(t, err)
		require.Zero(t, a.Violations, a.Problems)
		require.Len(t, a.Wins, players)
		sum := a.Shared
		for _, w := range a.Wins {
			sum += w
		}
		require.Equal(t, 6, sum)
		b, err := SimulateSeats(6, 1, players, "greedy", "random")
		require.NoError(t, err)
		a.ElapsedSeconds, a.GamesPerSecond, b.ElapsedSeconds, b.GamesPerSecond = 0, 0, 0, 0
		require.Equal(t, a, b)
	}
	var out, errw bytes.Buffer
	require.NotEqual(t, 0, Main([]string{"simulate", "--players", "5", "--games", "1"}, &out, &errw))
}

// TestPlaySeatsLogNamesSeats: play's log of a base game names the seats in the third person
// ("Seat 2 gains…"), never "you" (the last line, what the game waits for, speaks to the seat
// to play: "seat3: Your main action…").
func TestPlaySeatsLogNamesSeats(t *testing.T) {
	var out, errw bytes.Buffer
	code := Main([]string{"play", "--scenario", "../../engine/testdata/scenarios/example-seats3.json",
		"--actions", "testdata/seats3-actions.json"}, &out, &errw)
	require.Equal(t, 0, code, errw.String())
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	log := strings.Join(lines[:len(lines)-1], "\n")
	require.Contains(t, log, "Seat 2 gains 2 coal")
	require.NotRegexp(t, `(?i)\byour?\b`, log)
}
