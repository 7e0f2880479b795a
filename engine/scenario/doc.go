// Package scenario is the scenario file (docs/scenarios.md): a human-editable description of a
// position (its pieces by catalog id, squares as "C5", owners by name), read strictly by Parse
// within the file limits, and the position it describes, built by Build (Load: both), which
// moves every piece a scenario names out of its supply into place on a game the engine set up;
// the check of a position read from outside (invariants.Validate) refuses what the rules do not allow.
package scenario
