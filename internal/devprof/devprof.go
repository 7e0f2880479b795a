// Package devprof holds measuring hooks that are compiled in only with a build tag, so the
// profiler's packages are not in the app people run: with -tags memprofile the app writes a heap
// profile to the file WM_MEMPROFILE names (docs/performance.md). Without a tag it is empty.
package devprof
