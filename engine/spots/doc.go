// Package spots finds where a piece may go, fast: every legal place of a scaffold tile (with
// the VP it scores), of a machine, and of a side's airship (with the resources and machines it
// reaches), on a Board of plain values the engine hands over (its index of the grid, its
// airships, its workers). The finders restate the rules of the engine's board.go without
// building an error for every square that does not fit; they use bit sets per row when the
// board is small enough and general paths otherwise. They know nothing of a game's turn: the
// engine asks them (engine/board_spots.go) and its tests compare them with the rules, square by
// square, over the positions of many random games (board_fast_spots_test.go,
// board_fast_ships_test.go). Package spots imports only the catalog and the grid's geometry.
package spots
