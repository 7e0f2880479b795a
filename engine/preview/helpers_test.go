package preview

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/engine"
	"whistle/engine/scenario"
)

// position builds a game from scenario JSON (docs/scenarios.md). "version": 1 and "variant": ""
// (the outlaws never act) are added when the text leaves them out.
func position(t *testing.T, js string) *engine.Game {
	t.Helper()
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(js), &m), "scenario JSON")
	if _, ok := m["version"]; !ok {
		m["version"] = 1
	}
	if _, ok := m["variant"]; !ok {
		m["variant"] = ""
	}
	data, err := json.Marshal(m)
	require.NoError(t, err)
	cat, err := engine.DefaultCatalog()
	require.NoError(t, err)
	g, err := scenario.Load(engine.Box{Catalog: cat}, data)
	require.NoError(t, err)
	return g
}

// obj joins JSON members into a scenario object.
func obj(members ...string) string { return "{" + strings.Join(members, ", ") + "}" }

// plat4 is a 4×4 platform of scaffolds on A1–D4; its empty spaces are A1, B1, C2, D2, A3, B3,
// C4, D4.
const plat4 = `"scaffolds": [{"tile": "L-coal-iron", "at": "A1", "orient": 5}, {"tile": "L-coal-gold", "at": "B1", "orient": 7},
	{"tile": "L-coal-water", "at": "A3", "orient": 5}, {"tile": "L-coal-whistle", "at": "B3", "orient": 7}]`

// dreadnoughtBumpGame is a base game of 3 seats whose first seat has the Dreadnought ability,
// the third seat's balloon on E1.
func dreadnoughtBumpGame(t *testing.T) *engine.Game {
	t.Helper()
	return position(t, `{"version": 2, "seed": 1, "seats": 3, "turn": "seat1",
		"ships": [{"owner": "seat3", "kind": "balloon", "at": "E1"}],
		"players": {"seat1": {"ability": "dreadnought"}}}`)
}
