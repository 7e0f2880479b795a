package catalog

// This file declares the shape of the component data that lives in assets/*.json.
// Go code never names a component: it reacts to the effect steps, triggers and flags
// that the data gives each component. See docs/data-formats.md.

// Names holds a component's name in every language the app speaks.
type Names struct {
	EN string `json:"en"`
	FR string `json:"fr"`
}

// Text holds a short rules text in every language the app speaks (our own words).
type Text struct {
	EN string `json:"en"`
	FR string `json:"fr"`
}

// Step is one instruction of an effect program. Op names a mechanism implemented by
// the engine (its registry of effect ops, engine/opdefs.go, checked through catalog.Rules); the
// other fields are its parameters.
type Step struct {
	Op       string    `json:"op"`
	Res      Resources `json:"res,omitempty"`      // gain / pay: resource amounts
	Not      Resources `json:"not,omitzero"`       // pay_any / gain_any: the types it may not be (any count > 0)
	VP       int       `json:"vp,omitempty"`       // gain: victory points
	Count    int       `json:"n,omitempty"`        // how many (cards, scaffolds, any resources, activations)
	Keep     int       `json:"keep,omitempty"`     // draw_keep: how many to keep
	What     string    `json:"what,omitempty"`     // build: scaffold | machine | any; activate: grid | grid_or_storage
	Size     string    `json:"size,omitempty"`     // machine: small | medium | large
	To       string    `json:"to,omitempty"`       // move / rescue destination: "" (a free scaffold space) | self
	From     string    `json:"from,omitempty"`     // move source: "" (barracks or scaffold) | self
	Optional bool      `json:"optional,omitempty"` // the player may decline this step (and the rest)
	Steps    []Step    `json:"steps,omitempty"`    // any_order: parts done in the order the player picks
	Alt      [][]Step  `json:"alt,omitempty"`      // choose: the alternatives
}

// Effect is a list of steps carried out in order. An empty effect does nothing.
type Effect []Step

// Trigger reacts to something that happens to its owner.
type Trigger struct {
	On        string   `json:"on"`                 // see triggerEvents in effects.go
	Sizes     []string `json:"sizes,omitempty"`    // build_machine / gain_machine: only these sizes
	MinVP     int      `json:"min_vp,omitempty"`   // build_scaffold: only when it scored at least this
	If        string   `json:"if,omitempty"`       // gained_card | gained_scaffold | resources_at_least | scaffolds_built
	Threshold int      `json:"n,omitempty"`        // the number the condition compares with
	Optional  bool     `json:"optional,omitempty"` // the owner may decline
	Steps     Effect   `json:"steps"`
}

// Use is an effect its owner may start during their own turn (upgrades, abilities).
type Use struct {
	Limit string `json:"limit"` // once_per_turn | unlimited
	Steps Effect `json:"steps"`
	Note  Text   `json:"label"` // what the button says
}

// MachineDef is one machine tile.
type MachineDef struct {
	ID         string   `json:"id"`
	Name       Names    `json:"name"`
	Size       string   `json:"size"` // small | medium | large
	VP         int      `json:"vp"`   // "when built" VP
	Star       bool     `json:"star"` // advanced piece, removed in a first game
	Built      Effect   `json:"built,omitempty"`
	Activate   Effect   `json:"activate,omitempty"`
	Flags      []string `json:"flags,omitempty"` // lasting effects while built and not submerged
	Yield      int      `json:"automa_yield"`    // reconstruction M4
	Text       Text     `json:"text"`
	Source     string   `json:"source"` // printed | derived | chosen (+ rule id)
	Footprint  [2]int   `json:"-"`      // filled from the board's machine sizes
	BonusValue bool     `json:"-"`      // has an effect besides VP (outlaw build bonus, I10)
}

// UpgradeDef is one upgrade tile.
type UpgradeDef struct {
	ID         string    `json:"id"`
	Name       Names     `json:"name"`
	Cost       Resources `json:"cost"`
	CostSource string    `json:"cost_source"` // chosen (U2)
	EndVP      int       `json:"end_vp"`
	EndSource  string    `json:"end_source"` // printed | chosen (U1)
	Star       bool      `json:"star"`
	OnGain     Effect    `json:"on_gain,omitempty"`
	Triggers   []Trigger `json:"triggers,omitempty"`
	Uses       []Use     `json:"uses,omitempty"`
	Flags      []string  `json:"flags,omitempty"`
	Text       Text      `json:"text"`
}

// AbilityDef is one starting ability.
type AbilityDef struct {
	ID       string    `json:"id"`
	Name     Names     `json:"name"`
	Star     bool      `json:"star"`
	Triggers []Trigger `json:"triggers,omitempty"`
	Uses     []Use     `json:"uses,omitempty"`
	Flags    []string  `json:"flags,omitempty"`
	Text     Text      `json:"text"`
}

// CardDef is one kind of card; the deck holds Copies of each.
type CardDef struct {
	ID     string   `json:"id"`
	Name   Names    `json:"name"`
	Copies int      `json:"copies"`
	Play   Effect   `json:"play"`
	Flags  []string `json:"flags,omitempty"`
	Text   Text     `json:"text"`
}

// AwardDef is one kind of award; the supply holds Count of each.
type AwardDef struct {
	ID     string `json:"id"`
	Name   Names  `json:"name"`
	Count  int    `json:"count"`
	Rescue bool   `json:"rescue"` // the rescue awards start on the lowest tower floor (B6)
	Redeem Effect `json:"redeem"`
	Text   Text   `json:"text"`
}

// ShapeDef is a scaffold shape: four squares, two of them showing resources (S2, S3).
type ShapeDef struct {
	ID       string   `json:"id"` // L | S | T
	Name     Names    `json:"name"`
	Squares  [][2]int `json:"squares"`  // [col, row] offsets of the four squares, base orientation
	Resource []int    `json:"resource"` // indexes into Squares that show a resource
}

// ScaffoldDef is one scaffold tile: a shape and the two resources it shows.
type ScaffoldDef struct {
	ID    string      `json:"id"`
	Shape string      `json:"shape"`
	Res   [2]Resource `json:"res"`
}

// DockDef is one dock of the ring (B8), in clockwise order.
type DockDef struct {
	ID     string `json:"id"`
	Name   Names  `json:"name"`
	Kind   string `json:"kind"`             // small_machine | medium_machine | large_machine | card | upgrade | scaffold | rescue
	Market string `json:"market,omitempty"` // docks sharing a market are adjacent for theft (O-THEFT-1b)
	// Offers lists what the dock gives; a player picks one offer they can pay.
	Offers []DockOffer `json:"offers"`
	Level  int         `json:"level"` // height on the board edge, to find "the highest dock of a market"
}

// DockOffer is one choice at a dock: pay Cost (resources, or N of any type, or whistles) and run Steps.
type DockOffer struct {
	Cost  Resources `json:"cost,omitempty"`
	AnyN  int       `json:"any,omitempty"` // any N resources
	Steps Effect    `json:"steps"`
	Text  Text      `json:"text"`
}

// BoardDef is the board and the fixed numbers of the rules.
type BoardDef struct {
	Columns          int               `json:"columns"`
	GridRows         int               `json:"rows"`
	WaterBars        int               `json:"water_bars"`      // B2: bars in the stack
	BridgeRow        int               `json:"bridge_row"`      // B4: a machine with a square at this row or higher floods
	BarracksFloors   int               `json:"barracks_floors"` // B3
	TowerVP          []int             `json:"tower_vp"`        // B5: VP of floor 1..N
	OverlayFrom      int               `json:"overlay_from"`    // B7: first covered row in the outlaw variant
	Docks            []DockDef         `json:"docks"`
	MachineFootprint map[string][2]int `json:"machine_footprint"` // M1: size -> [width, height]
	Supply           int               `json:"supply_per_resource"`
	StartResources   Resources         `json:"start_resources"`
	SeatStartExtra   []Resources       `json:"seat_start_extra"` // base game setup C: what the 1st..4th seat takes on top
	Keep             int               `json:"keep_per_resource"`
	MaxUpgrades      int               `json:"max_upgrades"`
	ForgeBuilds      int               `json:"forge_builds"`
	ExtraBuildCost   Resources         `json:"extra_build_cost"`
	MoveCost         Resources         `json:"move_cost"`
	RescueCost       Resources         `json:"rescue_cost"`
	Workers          int               `json:"workers"`
	WhirlpoolStart   int               `json:"whirlpool_start"`
	WhirlpoolPenalty int               `json:"whirlpool_penalty"`
	MarketSlots      int               `json:"market_slots"`
	StorageVP        StorageVP         `json:"storage_vp"`
	HideoutSetBonus  int               `json:"hideout_set_bonus"` // D5
	HideoutPerToken  int               `json:"hideout_per_resource"`
	OutlawExcluded   []string          `json:"outlaw_excluded_machines"` // O-SETUP-7
	BlockerStart     []string          `json:"blocker_start_docks"`      // O-SETUP-4: dock ids for balloon, blimp, dreadnought
}

// StorageVP is the end-game value of a player's storage.
type StorageVP struct {
	PerMachine   int `json:"per_machine"`
	PerAward     int `json:"per_award"`
	ScaffoldsPer int `json:"scaffolds_per_vp"`
	CardsPer     int `json:"cards_per_vp"`
	ResourcesPer int `json:"resources_per_vp"`
}

// Catalog is every component of the game, loaded from assets/ by LoadCatalog (catalog_load.go),
// validated, and shared read-only by every game.
type Catalog struct {
	Board     BoardDef
	Machines  []MachineDef
	Upgrades  []UpgradeDef
	Abilities []AbilityDef
	Cards     []CardDef
	Awards    []AwardDef
	Shapes    []ShapeDef
	Scaffolds []ScaffoldDef

	MachineByID  map[string]int
	UpgradeByID  map[string]int
	AbilityByID  map[string]int
	CardByID     map[string]int
	AwardByID    map[string]int
	ShapeByID    map[string]int
	ScaffoldByID map[string]int
	DockByID     map[string]int

	geo *geometry // derived shapes, filled on first use
}
