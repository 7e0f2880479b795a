// Package preview says what a move would give and cost before it is made: Of carries the
// action out on a copy of the game with the engine's own Apply and reads the difference
// (resources, VP, machines reached, promotions, floods, what comes into a hand or storage, a
// theft with its rule id, the airships sent home); for a dock it lists what the dock offers
// now (the machines with the places each fits, the upgrades one could pay). It restates no
// rule: it reads the game only through the engine's exported API, and its tests compare it
// with the move itself. The window words the result; nothing here is text.
package preview
