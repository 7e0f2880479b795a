//go:build memprofile

package devprof

import (
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
	"time"
	"whistle/internal/switches"
)

// Start, in a build with -tags memprofile, writes a heap profile to the file WM_MEMPROFILE names
// once the window has been up for 3 s (docs/performance.md: what the live heap holds at start),
// and prints the Go runtime's own memory figures then to standard error. Every 4 KiB allocated
// is sampled (the runtime's default is one in 512 KiB, too coarse for a heap of a few MiB).
// A tag rather than only the variable: the profiler's packages are not in the app people run.
func Start() {
	if path := switches.MemProfile.Get(); path != "" {
		runtime.MemProfileRate = 4096
		go writeHeapProfile(path)
	}
}

func writeHeapProfile(path string) {
	time.Sleep(3 * time.Second)
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	const mib = 1 << 20
	fmt.Fprintf(os.Stderr, "go runtime before GC: heap in use %.1f MiB, heap from the OS %.1f MiB (released %.1f), "+
		"next GC at %.1f MiB, stacks %.1f MiB, all %.1f MiB, %d GCs\n",
		float64(m.HeapInuse)/mib, float64(m.HeapSys)/mib, float64(m.HeapReleased)/mib,
		float64(m.NextGC)/mib, float64(m.StackSys)/mib, float64(m.Sys)/mib, m.NumGC)
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
