package text

import "fyne.io/fyne/v2/lang"

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
