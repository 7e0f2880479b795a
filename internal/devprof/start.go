//go:build !memprofile

package devprof

// Start does nothing in a build without a measuring tag (see memprofile.go).
func Start() {}
