package storage

import (
	"os"
	"testing"
)

// TestMain runs the tests, or plays another copy of the app for the lock's tests (lock_test.go).
func TestMain(m *testing.M) {
	if asLockChild() {
		return
	}
	os.Exit(m.Run())
}
