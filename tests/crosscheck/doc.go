// Package crosscheck is test-only: nothing of it is built into the app. Its tests check the
// engine together with the packages above it (the automaton, the bots, companion mode): the
// landed saves of every earlier version (kept in engine/testdata/saves), hostile and mutated
// files against every loader, and the outlaws' starting ability across the digital game and
// the companion.
package crosscheck
