// Package screentest is test-only: only the tests of the window and its screens import it
// (tests/crosscheck checks), nothing of it is built into the app. It holds what those tests
// share: the objects on a window and its buttons by label (Objects, FindButton,
// WrappedButton), the check that nothing on a window is clipped or has a word cut (Clipped),
// the check that every button is big enough for a finger (CheckTouchTargets), the words on
// show (Texts), and a crowded late-game position (LateGame).
package screentest
