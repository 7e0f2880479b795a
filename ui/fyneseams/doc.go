// Package fyneseams holds every place where the app leans on Fyne beyond its documented
// behaviour: a function bound to Fyne's internals, an edit of its app metadata, a filter on its
// log, and the workarounds of bugs of the version in go.mod (CheckedFyne). The rest of the app
// calls the small functions here and nothing else of the kind; TestFyneVersion fails when go.mod
// names another Fyne, and each function's comment says what to check again then
// (docs/architecture.md, "The toolkit's seams", lists them with the seams outside Go: the web
// build's patched copy of Fyne and the go-text/render replacement).
package fyneseams
