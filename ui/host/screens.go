package host

// ScreenName names what the window shows: one of its screens, a page, or another mode (the
// name its Mode gives). Names are compared as values of this type: the constants below, or a
// mode's name converted once.
type ScreenName string

// The window's own screens and pages.
const (
	ScreenHome     ScreenName = "home"
	ScreenNewGame  ScreenName = "newgame"
	ScreenGame     ScreenName = "game"  // the game screen (the outlaws' game)
	ScreenSeats    ScreenName = "seats" // a base game's screen
	ScreenSaves    ScreenName = "saves"
	ScreenStats    ScreenName = "stats"
	ScreenSettings ScreenName = "settings"
	ScreenHelp     ScreenName = "help"
	ScreenRules    ScreenName = "rules"
	ScreenReview   ScreenName = "review"
)
