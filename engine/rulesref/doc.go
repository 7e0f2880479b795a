// Package rulesref holds the in-app rules reference: every rule id the app cites (the Outlaws
// variant's O- rules, the base game's B/S/M/U/A/C/D, the interpretations I, the project's
// rulings E and a summary R- of the base game), each with a title and a short text in our own
// words in every language, loaded and validated from assets/rules_ref.json, and searchable.
// It knows no game state.
package rulesref
