// Package engine holds the rules of Whistle Mountain: the game state as plain values with
// Clone, the actions as values with a legality check and an apply (an illegal action changes
// nothing), the effect ops that the component data programs (opdefs.go), the turn and its
// frames, scoring, the seats of the base game and a game copied from a table. The seeded RNG
// lives in the state.
//
// It speaks in facts: every text a person reads is a message id with typed arguments
// (engine/msg), worded by the window. Its parts of its own, which never touch a game:
//   - engine/catalog: the components as data, loaded and validated from assets/;
//   - engine/geom: squares, orientations and shapes of the grid;
//   - engine/fileio: the limits, validation sentences and atomic writes of every file;
//   - engine/msg: message ids and their typed arguments;
//   - engine/spots: the fast finders of the places a piece may go, on a board of plain values
//     the engine hands over (board_spots.go);
//   - engine/printed: where a piece lies on the printed board, in words;
//   - engine/savefile: the save file's format around a game (header, fields, hash);
//   - engine/rng: the seeded generator a game keeps in its state (RNG);
//   - engine/seatname: how a seat's name is kept, and seats told apart by their names.
//
// Packages above it read the game through its exported API:
//   - engine/invariants: what holds in every position, and the one check of a position read
//     from outside (the engine's own parts: Game.ValidateRanges, Game.ValidatePlay);
//   - engine/record: a game with its history (undo, redo) and its save file;
//   - engine/scenario: the scenario file and the position it describes;
//   - engine/preview: what a move would give and cost;
//   - engine/seatview: a game as one seat of the base game may know it;
//   - engine/scratch: a companion's scratch game, which hands out no game.
//
// The outlaws' automaton (package automa) plays its side through the handles the engine gives
// it (OutlawMoves for a turn, OutlawDeal for the deal) and reads the game through a View, whose
// every slice is a copy; the program hands it to the engine in a value (Box), never by
// registering it.
package engine
