package ui

import "whistle/ui/host"

// ScreenName names what the window shows (UI.Screen): one of its screens (screens()), a page,
// or another mode (UI.mode). Package host declares the names, so that a screen's own package
// can name them too; the window uses them under the same names.
type ScreenName = host.ScreenName

// The window's own screens and pages.
const (
	ScreenHome     = host.ScreenHome
	ScreenNewGame  = host.ScreenNewGame
	ScreenGame     = host.ScreenGame
	ScreenSeats    = host.ScreenSeats
	ScreenSaves    = host.ScreenSaves
	ScreenStats    = host.ScreenStats
	ScreenSettings = host.ScreenSettings
	ScreenHelp     = host.ScreenHelp
	ScreenRules    = host.ScreenRules
	ScreenReview   = host.ScreenReview
)
