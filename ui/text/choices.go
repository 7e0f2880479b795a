package text

import "fyne.io/fyne/v2/lang"

// The names of what a game is set up with: the outlaws' level, a seat's player and colour.

// Levels are the outlaws' difficulty levels (engine.Options.Difficulty) in the order the
// window offers and counts them.
func Levels() []string { return []string{"easy", "normal", "hard"} }

// LevelName names a difficulty level ("Normal" for one it does not know).
func LevelName(d string) string {
	switch d {
	case "easy":
		return lang.L("Easy")
	case "hard":
		return lang.L("Hard")
	}
	return lang.L("Normal")
}

// LevelNames names the levels, in the order of Levels.
func LevelNames() []string {
	var out []string
	for _, d := range Levels() {
		out = append(out, LevelName(d))
	}
	return out
}

// SeatKindName names a seat's player (engine.SeatPlan.Bot): a person (""), the greedy bot or
// the expert bot.
func SeatKindName(k string) string {
	switch k {
	case "greedy":
		return lang.L("Greedy bot")
	case "expert":
		return lang.L("Expert bot")
	}
	return lang.L("Person")
}

// SeatColourName names a seat's colour (engine.SeatColours).
func SeatColourName(c string) string {
	switch c {
	case "red":
		return lang.L("Red")
	case "yellow":
		return lang.L("Yellow")
	case "blue":
		return lang.L("Blue")
	case "black":
		return lang.L("Black")
	}
	return c
}
