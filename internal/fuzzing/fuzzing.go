// Package fuzzing holds what the fuzz targets of the project share.
package fuzzing

import "flag"

// QuickMinimize bounds the minimizing of each new interesting input to 100 runs of the target,
// unless -test.fuzzminimizetime is given. Go's default spends up to a minute minimizing every
// input that finds new code, byte by byte, and meanwhile runs nothing else: with a seed of a
// few KB (a save, a deck) every new input took the whole minute, and FuzzLoadRecord and
// FuzzLoadDeck ran 5 and 3 inputs in 60 s. A fuzz target calls it before f.Fuzz.
func QuickMinimize() {
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == "test.fuzzminimizetime" })
	if !set {
		_ = flag.Set("test.fuzzminimizetime", "100x")
	}
}
