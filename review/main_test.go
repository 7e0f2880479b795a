package review

import (
	"os"
	"testing"

	"whistle/internal/wiring"
)

func TestMain(m *testing.M) {
	wiring.Rules()
	os.Exit(m.Run())
}
