package ui

// The tutorial's last step offers "Play on" (the tutorial game becomes the person's game) and
// "First real game". Either takes the autosave's place, and the autosave holds the game the
// person had in progress before the tutorial (Continue): each asks first when there is one.

// tutorialConfirm does replace at once when no game is autosaved, else after the person says
// so (the one question, confirmReplace); "Keep it" changes nothing (the tutorial stays at its
// last step).
func (u *UI) tutorialConfirm(replace func()) { u.confirmReplace(replace) }
