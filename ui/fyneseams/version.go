package fyneseams

// CheckedFyne is the version of fyne.io/fyne/v2 every seam in this package was checked against.
// TestFyneVersion fails when go.mod names another: check each seam (its "On a Fyne upgrade"
// note, and docs/architecture.md's "The toolkit's seams"), then change this constant.
const CheckedFyne = "v2.7.1"
