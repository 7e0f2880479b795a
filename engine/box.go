package engine

import "whistle/engine/catalog"

// Box is the game's box as the program holds it, what every game is made from: the components
// (Catalog) and the variants a game may name (Options.Variant), by name. The engine keeps no list of its own: the program assembles one box
// (internal/wiring) and hands it to every game it sets up or loads; a game keeps the box it was
// made with (Game.Box). A box with no variants sets up base games and games whose outlaws never
// act, and refuses a save or scenario that names a variant ("unknown variant").
type Box struct {
	Catalog  *catalog.Catalog
	Variants map[string]Variant
}
