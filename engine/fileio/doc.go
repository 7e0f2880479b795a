// Package fileio holds how the app and its commands read and write their files, whatever the
// file holds: the size and shape limits every file read must pass (docs/limits.md), the
// validation that turns a bad file into one short sentence (Excerpt, Q, ShortError, JoinErrors,
// DecodeStrict, CheckJSONShape), and the atomic writer that never leaves a half-written file
// (WriteFileAtomic). It knows nothing of the game: the rules packages and the window both use it.
package fileio
