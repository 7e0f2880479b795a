package scenario_test

import (
	"testing"
	"whistle/engine"
	"whistle/engine/scenario"

	"github.com/stretchr/testify/require"
)

// A scenario's version is the position format's: the scenario file's versions are the ones
// the engine writes for a position.
func TestScenarioVersionsArePositionVersions(t *testing.T) {
	require.Equal(t, engine.PositionVersion, scenario.Version)
	require.Equal(t, engine.SeatsPositionVersion, scenario.SeatsVersion)
}
