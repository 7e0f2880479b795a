package main

import (
	"fmt"
	"os"
	"strconv"

	"whistle/engine"
	"whistle/internal/wiring"
	"whistle/ui/game"
)

// Command mksave writes a save file for the measuring scripts: seed S, N of your turns played by
// the greedy bot (the outlaws playing theirs), to FILE. Usage: go run ./scripts/measure/mksave S N FILE
func main() {
	if len(os.Args) != 4 {
		fmt.Fprintln(os.Stderr, "usage: mksave SEED TURNS FILE")
		os.Exit(2)
	}
	box, err := wiring.Box()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	seed, _ := strconv.ParseUint(os.Args[1], 10, 64)
	n, _ := strconv.Atoi(os.Args[2])
	s := game.NewSession(box, engine.Options{Seed: seed, FirstGame: true, Difficulty: "normal", Variant: "outlaws"})
	game.PlayTurns(s, n)
	data, err := s.Record.Save()
	if err == nil {
		err = os.WriteFile(os.Args[3], data, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println("turn", s.Game().Turn.Number, "actions", len(s.Record.History), "log", len(s.Log), "over", s.Game().Over())
}
