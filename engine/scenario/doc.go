// Package scenario is the scenario file's format (docs/scenarios.md): a human-editable
// description of a position (its pieces by catalog id, squares as "C5", owners by name), read
// strictly by Parse within the file limits. It holds no rule: the engine builds the position
// (engine.BuildScenario, engine.LoadScenario), moving every piece a scenario names out of its
// supply into place, and refuses what the rules do not allow.
package scenario
