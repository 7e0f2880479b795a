//go:build memprofile

package devprof

import (
	"os"
	"runtime"
	"runtime/pprof"
	"time"
	"whistle/internal/switches"
)

// Start, in a build with -tags memprofile, writes a heap profile to the file WM_MEMPROFILE names
// once the window has been up for 3 s (docs/performance.md: what the live heap holds at start).
// A tag rather than only the variable: the profiler's packages are not in the app people run.
func Start() {
	if path := switches.MemProfile.Get(); path != "" {
		go writeHeapProfile(path)
	}
}

func writeHeapProfile(path string) {
	time.Sleep(3 * time.Second)
	runtime.GC()
	f, err := os.Create(path)
	if err != nil {
		os.Stderr.WriteString("heap profile: " + err.Error() + "\n")
		return
	}
	defer f.Close()
	if err := pprof.WriteHeapProfile(f); err != nil {
		os.Stderr.WriteString("heap profile: " + err.Error() + "\n")
	}
}
