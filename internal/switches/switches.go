// Package switches lists every environment variable the app, its commands, its measuring tools
// and its tests read: the WM_* switches, each with its meaning (docs/switches.md). Code reads a
// switch through its value here (switches.Seed.Get()), never with os.Getenv and a string, so
// that this list is the whole list; a test checks the repository names no other WM_ variable.
// The package knows no Fyne and no game: every layer may use it.
package switches

import (
	"os"
	"strconv"
)

// Switch is one environment variable.
type Switch struct {
	Name    string // the variable, WM_…
	Meaning string // what it does, in one sentence (docs/switches.md says more)
	Tests   bool   // read by tests or measuring tools only, never by the app people run
}

// Get is the variable's value ("" when it is not set).
func (s Switch) Get() string { return os.Getenv(s.Name) }

// Or is the variable's value, or def when it is not set or empty.
func (s Switch) Or(def string) string {
	if v := s.Get(); v != "" {
		return v
	}
	return def
}

// Positive is the variable's value as a number above 0, or def when it is not set or not such a
// number.
func (s Switch) Positive(def int) int {
	if n, err := strconv.Atoi(s.Get()); err == nil && n > 0 {
		return n
	}
	return def
}

// The switches of the app (the window).
var (
	Demo     = Switch{Name: "WM_DEMO", Meaning: "plays for you at start: autoplay:N (N turns by the bot), outlaw:K (stop K steps into the outlaws' turn), end (straight to the end screen)"}
	Seed     = Switch{Name: "WM_SEED", Meaning: "the seed of the game the app starts (with WM_DEMO, WM_SCREEN=newgame)"}
	Screen   = Switch{Name: "WM_SCREEN", Meaning: "the screen the app opens on, by name (continue, newgame, rules, stats, saves, help, settings, tutorial, companion)"}
	Scenario = Switch{Name: "WM_SCENARIO", Meaning: "a scenario file the app opens as the game (never touching the autosave or the statistics)"}
	Hint     = Switch{Name: "WM_HINT", Meaning: "show the hint at start (with WM_SCREEN=continue or WM_DEMO)"}
	Lang     = Switch{Name: "WM_LANG", Meaning: "the language, over the setting: en, fr or system"}
	Theme    = Switch{Name: "WM_THEME", Meaning: "the theme, over the setting: light, dark or system"}
	Text     = Switch{Name: "WM_TEXT", Meaning: "the text size, over the setting: 0, 1 or 2"}
	Storage  = Switch{Name: "WM_STORAGE", Meaning: "the folder the app keeps its saves, statistics and settings in, instead of Fyne's storage"}
	Timing   = Switch{Name: "WM_TIMING", Meaning: "print how long the app's own start takes (docs/performance.md)"}
)

// The switches of measuring builds and tools.
var (
	MemProfile = Switch{Name: "WM_MEMPROFILE", Meaning: "with -tags memprofile, the file the app writes a heap profile to 3 s after start", Tests: true}
)

// The switches of tests.
var (
	Shots         = Switch{Name: "WM_SHOTS", Meaning: "a folder where the window tests save their pictures for the guides (docs/screenshots)", Tests: true}
	ShotsDir      = Switch{Name: "WM_SHOTS_DIR", Meaning: "a folder where the crash-report test saves its picture", Tests: true}
	ShotsStore    = Switch{Name: "WM_SHOTS_STORE", Meaning: "where TestPrepareScreenshotStorage writes the storage scripts/screenshots starts the app on (by default a scratch folder)", Tests: true}
	ShotsTest     = Switch{Name: "WM_SHOTS_TEST", Meaning: "where TestExpertHintShots keeps its pictures of the hints (by default a scratch folder)", Tests: true}
	SaveChild     = Switch{Name: "WM_SAVE_CHILD", Meaning: "set by TestSaveSurvivesKill for its child process: the save file the child writes until it is killed", Tests: true}
	LongActions   = Switch{Name: "WM_LONG_ACTIONS", Meaning: "the number of actions of the long history test (default a short run; 1000000 for the long one)", Tests: true}
	ValidateGames = Switch{Name: "WM_VALIDATE_GAMES", Meaning: "how many games the validation test plays (default its short run)", Tests: true}
	TableGames    = Switch{Name: "WM_TABLE_GAMES", Meaning: "how many games each companion mode plays against the scripted table", Tests: true}
	MutateGames   = Switch{Name: "WM_MUTATE_GAMES", Meaning: "how many games the mutated-positions test plays (every 5th position mutated)", Tests: true}
	MutateFiles   = Switch{Name: "WM_MUTATE_FILES", Meaning: "how many mutated files the mutation run makes over every kind of file the app reads (default a short run; 20000 for docs/limits.md)", Tests: true}
	MutateSeed    = Switch{Name: "WM_MUTATE_SEED", Meaning: "the seed of the mutation run's random draws (default 38): another seed makes other mutants", Tests: true}
	MutateKeep    = Switch{Name: "WM_MUTATE_KEEP", Meaning: "a folder where the mutation run writes every mutant it fails on (by default none is kept)", Tests: true}
	LockChild     = Switch{Name: "WM_LOCK_CHILD", Meaning: "set by the lock's test for its child process: the data folder whose lock the child holds", Tests: true}
	NoDisplay     = Switch{Name: "WM_NO_DISPLAY", Meaning: "a placeholder the GL locale test puts in a child's environment in place of DISPLAY; nothing reads it", Tests: true}
	PhoneShots    = Switch{Name: "WM_PHONE_SHOTS", Meaning: "a folder where the phone's decision tests save their pictures for docs/screenshots (phone-*.png)", Tests: true}
	AppBin        = Switch{Name: "WM_APP_BIN", Meaning: "the app already built with cgo that the GL locale test runs, instead of building its own (CI builds the app once)", Tests: true}
	ReviewHonest  = Switch{Name: "WM_REVIEW_HONEST", Meaning: "how many games of the greedy bot the review's honest check plays (docs/review.md; unset: the check is skipped)", Tests: true}
	ReviewSeed    = Switch{Name: "WM_REVIEW_SEED", Meaning: "the first seed of the review's honest check (default 1)", Tests: true}
	ReviewConts   = Switch{Name: "WM_REVIEW_CONTS", Meaning: "the real continuations the review's honest check plays at each flagged moment (default 32)", Tests: true}
	ReviewWorkers = Switch{Name: "WM_REVIEW_WORKERS", Meaning: "the goroutines the review's honest check runs on (default 1)", Tests: true}
	ReviewTaps    = Switch{Name: "WM_REVIEW_TAPS", Meaning: "set to measure the window's taps while a review works (TestTapsWhileReviewing)", Tests: true}
	ReviewWorst   = Switch{Name: "WM_REVIEW_COSTLIEST", Meaning: "set to check the second measure of the costliest moments against outcomes (TestHonestCostliest)", Tests: true}
)

// All lists every switch, the app's first.
var All = []Switch{
	Demo, Seed, Screen, Scenario, Hint, Lang, Theme, Text, Storage, Timing,
	MemProfile,
	Shots, ShotsDir, ShotsStore, ShotsTest, SaveChild, LongActions, ValidateGames, TableGames, MutateGames, MutateFiles, MutateSeed, MutateKeep, LockChild, NoDisplay, PhoneShots, AppBin,
	ReviewHonest, ReviewSeed, ReviewConts, ReviewWorkers, ReviewTaps, ReviewWorst,
}
