package engine

// This file is the registry of effect ops: everything the engine knows about an op apart from
// what it does is here, once. The data files may use every op that is not internal (the table
// of docs/data-formats.md); what an op does is in its branch of stepChoices/applyChoice
// (decisions), stepAuto (automatic steps) and checkStepAction (action steps).

// opKind says how an effect step is decided.
type opKind uint8

const (
	opAuto   opKind = iota // carried out at once, no decision
	opChoice               // decided through ActChoose (stepChoices, applyChoice)
	opAction               // decided through a build, worker or activation action
)

// opDef describes an effect op.
type opDef struct {
	kind     opKind
	self     bool   // about "this machine": nothing to do for a machine activated from storage
	cost     bool   // spends something: an effect that starts with it has a cost
	internal bool   // a step the engine adds itself, never in the data files
	prompt   string // the message id of what the step waits for ("" when it has arguments)

	params   []string // parameters the op reads; any other parameter set on the step is an error
	required []string // parameters that must be set; "res|vp" means at least one of them
	what     []string // legal values of `what`
}

// effectOps is the registry of effect ops.
var effectOps = map[string]opDef{
	"gain":                     {kind: opAuto, params: []string{"res", "vp"}, required: []string{"res|vp"}},
	"gain_any":                 {kind: opChoice, prompt: "step.gain_any", params: []string{"n"}, required: []string{"n"}},
	"pay":                      {kind: opAuto, cost: true, params: []string{"res"}, required: []string{"res"}},
	"pay_any":                  {kind: opAuto, cost: true, params: []string{"n"}, required: []string{"n"}},
	"discard_cards":            {kind: opChoice, cost: true, prompt: "step.discard_cards", params: []string{"n"}, required: []string{"n"}},
	"spend_scaffold":           {kind: opChoice, cost: true, prompt: "step.spend_scaffold", params: []string{"n"}, required: []string{"n"}},
	"draw":                     {kind: opAuto, params: []string{"n"}, required: []string{"n"}},
	"draw_keep":                {kind: opAuto, params: []string{"n", "keep"}, required: []string{"n", "keep"}},
	"redraw":                   {kind: opChoice, prompt: "step.redraw"},
	"take_scaffolds":           {kind: opChoice, prompt: "step.take_scaffolds", params: []string{"n"}, required: []string{"n"}},
	"recycle":                  {kind: opChoice, prompt: "step.recycle"},
	"take_machine":             {kind: opChoice, params: []string{"size"}, required: []string{"size"}},
	"take_submerged_machine":   {kind: opChoice, prompt: "step.take_submerged_machine"},
	"take_upgrade":             {kind: opChoice, prompt: "step.take_upgrade", params: []string{"what"}, required: []string{"what"}, what: []string{"faceup", "facedown"}},
	"buy_upgrade":              {kind: opChoice, prompt: "step.take_upgrade"},
	"swap_upgrade":             {kind: opChoice, prompt: "step.swap_upgrade"},
	"dismantle_upgrade":        {kind: opChoice, prompt: "step.dismantle_upgrade"},
	"take_award":               {kind: opAuto, params: []string{"n"}, required: []string{"n"}},
	"award_each_side":          {kind: opAuto},
	"build":                    {kind: opAction, params: []string{"what"}, required: []string{"what"}, what: []string{"any", "scaffold", "machine"}},
	"move":                     {kind: opAction, prompt: "step.move", params: []string{"from", "to"}},
	"rescue":                   {kind: opAction, prompt: "step.rescue", params: []string{"to"}},
	"move_or_rescue":           {kind: opAction, prompt: "step.move_or_rescue", params: []string{"to"}},
	"promote":                  {kind: opChoice, prompt: "step.promote"},
	"tower_step":               {kind: opChoice, prompt: "step.tower_step"},
	"activate":                 {kind: opAction, prompt: "step.activate", params: []string{"what", "n"}, required: []string{"what", "n"}, what: []string{"grid", "grid_or_storage"}},
	"activate_built":           {kind: opChoice, self: true, prompt: "step.activate_built"},
	"return_ship":              {kind: opChoice, prompt: "step.return_ship"},
	"return_all_ships":         {kind: opAuto},
	"allow_dock_bump":          {kind: opAuto},
	"reposition_self":          {kind: opAction, self: true, prompt: "step.reposition_self"},
	"barracks_drop":            {kind: opAuto},
	"each_side_whirlpool":      {kind: opChoice, prompt: "step.each_side_whirlpool"},
	"gather_barracks":          {kind: opAuto, self: true},
	"gather_workers":           {kind: opAuto, self: true},
	"set_wild_resource":        {kind: opChoice, self: true, prompt: "step.set_wild_resource"},
	"swap_wild_resource":       {kind: opChoice, self: true, prompt: "step.set_wild_resource"},
	"collect_toll":             {kind: opAuto, self: true},
	"charity":                  {kind: opAuto},
	"gain_adjacent_resource":   {kind: opChoice, prompt: "step.gain_from_built_scaffold"},
	"vp_per_adjacent_worker":   {kind: opAuto, params: []string{"n"}, required: []string{"n"}},
	"gain_from_built_scaffold": {kind: opChoice, prompt: "step.gain_from_built_scaffold"},
	"vp_per_upgrade":           {kind: opAuto, params: []string{"n"}, required: []string{"n"}},
	"move_duplicator":          {kind: opChoice, prompt: "step.move_duplicator"},
	"choose":                   {kind: opChoice, prompt: "step.choose", params: []string{"alt"}, required: []string{"alt"}},
	"any_order":                {kind: opChoice, prompt: "step.choose", params: []string{"steps"}, required: []string{"steps"}},
	"activate_again":           {kind: opChoice, self: true, internal: true, prompt: "step.activate_again"},
	"promote_adjacent":         {kind: opChoice, self: true, internal: true, prompt: "step.promote_adjacent"},
	"return_balloon":           {kind: opChoice, internal: true, prompt: "step.return_balloon"},
	"flood":                    {kind: opAuto, internal: true, prompt: "step.flood"},
}

func isChoiceOp(op string) bool { return effectOps[op].kind == opChoice }
func isActionOp(op string) bool { return effectOps[op].kind == opAction }
func isSelfOp(op string) bool   { return effectOps[op].self }
func isCostOp(op string) bool   { return effectOps[op].cost }
