//go:build !ci && !gl

package main

import "testing"

// TestNeedsTags fails a plain "go test": the test that builds the real app and starts it under a
// POSIX locale builds only with the gl tag, and would otherwise be left out without a word.
func TestNeedsTags(t *testing.T) {
	t.Fatal("this package's tests run with build tags: run scripts/test (go test -tags ci ./...) and scripts/test-gl (go test -tags gl .)")
}
