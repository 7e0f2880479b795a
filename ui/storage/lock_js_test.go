//go:build js

package storage

// asLockChild: a browser runs one copy of the app per page, with no lock (lock_test.go).
func asLockChild() bool { return false }
