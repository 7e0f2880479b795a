//go:build !unix && !js

package storage

import "os"

// processAlive tells whether a process of that id runs (Windows: it can be opened).
func processAlive(pid int) bool {
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	p.Release()
	return true
}
