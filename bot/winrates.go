package bot

// WinRate is how often each bot beat a level of the outlaws in simulation (percent of games won;
// shared wins not counted), over the same seeds.
type WinRate struct {
	Level  string  // easy, normal or hard
	Games  int     // games per bot, seeds 1…Games
	Greedy float64 // the greedy bot (the quick hint, bot.Greedy)
	Expert float64 // the expert bot at the simulation budget (Sim)
}

// WinRates were measured with `scripts/winrates 300` (docs/outlaws.md, "Win rates"); the New
// game dialog shows them. Measure again after a change of rules, deck or bots.
var WinRates = []WinRate{
	{Level: "easy", Games: 300, Greedy: 47.7, Expert: 94.7},
	{Level: "normal", Games: 300, Greedy: 29.3, Expert: 85.0},
	{Level: "hard", Games: 300, Greedy: 15.3, Expert: 70.3},
}
