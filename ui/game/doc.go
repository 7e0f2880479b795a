// Package game is the game screen's view model: the game in play with its history, what the
// person holds and where it would go, the outlaws' turn as it is shown, hints and previews, and
// every text the screen shows as a message (engine/msg) for the window to render in its
// language. It imports no Fyne: the board widget (ui/board) and the screen (ui) draw it and
// send it taps; rules stay in the engine.
package game

// CompText prefixes a component reference in a message argument (msg.Comp) whose text, rather
// than its name, is meant: "text:machine:ID", "text:card:ID", "text:award:ID",
// "text:offer:DOCK:N". The window's renderer (ui/text) writes it in its language.
const CompText = "text:"
