package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
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
