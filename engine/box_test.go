package engine

// programBox is the program's box (the catalog and the outlaws' turn), for the tests of this
// package that play against the outlaws; TestMain (main_test.go) hands it in before any test.
var programBox Box

// HandTestsTheBox gives the tests of package engine the program's box (only in the tests).
func HandTestsTheBox(box Box) { programBox = box }
