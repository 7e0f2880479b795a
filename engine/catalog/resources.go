package catalog

import (
	"whistle/engine/msg"

	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"whistle/engine/fileio"
)

// Resource is one of the five resource types.
type Resource int8

// The five resource types, in the order the rulebook lists them on the player board.
const (
	Coal Resource = iota
	Iron
	Gold
	Water
	Whistle
	NumResources = 5
)

// NoResource marks a scaffold square that shows nothing.
const NoResource Resource = -1

var resourceNames = [NumResources]string{"coal", "iron", "gold", "water", "whistle"}

// AllResources lists the five types in their fixed order.
var AllResources = [NumResources]Resource{Coal, Iron, Gold, Water, Whistle}

func (r Resource) String() string {
	if r >= 0 && int(r) < NumResources {
		return resourceNames[r]
	}
	return "none"
}

// ParseResource reads a resource name ("coal", "iron", "gold", "water", "whistle").
func ParseResource(s string) (Resource, error) {
	for i, n := range resourceNames {
		if strings.EqualFold(s, n) {
			return Resource(i), nil
		}
	}
	return NoResource, fmt.Errorf("unknown resource %s (expected one of %s)", fileio.Q(s), strings.Join(resourceNames[:], ", "))
}

// MarshalJSON writes a resource as its name.
func (r Resource) MarshalJSON() ([]byte, error) {
	if r == NoResource {
		return []byte(`""`), nil
	}
	return json.Marshal(r.String())
}

// UnmarshalJSON reads a resource name.
func (r *Resource) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("a resource must be a name: %w", err)
	}
	if s == "" {
		*r = NoResource
		return nil
	}
	v, err := ParseResource(s)
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// Resources counts tokens of each type.
type Resources [NumResources]int

// Total is the number of tokens of every type together.
func (rs Resources) Total() int {
	t := 0
	for _, n := range rs {
		t += n
	}
	return t
}

// IsZero reports whether no token is counted.
func (rs Resources) IsZero() bool { return rs == Resources{} }

// Add returns rs + o.
func (rs Resources) Add(o Resources) Resources {
	for i := range rs {
		rs[i] += o[i]
	}
	return rs
}

// Sub returns rs - o.
func (rs Resources) Sub(o Resources) Resources {
	for i := range rs {
		rs[i] -= o[i]
	}
	return rs
}

// Covers reports whether rs holds at least o of every type.
func (rs Resources) Covers(o Resources) bool {
	for i := range rs {
		if rs[i] < o[i] {
			return false
		}
	}
	return true
}

// Kinds is the number of types with at least one token.
func (rs Resources) Kinds() int {
	k := 0
	for _, n := range rs {
		if n > 0 {
			k++
		}
	}
	return k
}

// Of returns a Resources holding n tokens of r.
func Of(r Resource, n int) Resources {
	var rs Resources
	rs[r] = n
	return rs
}

// String writes "2 coal, 1 iron" (or "nothing").
func (rs Resources) String() string {
	var parts []string
	for i, n := range rs {
		if n != 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, resourceNames[i]))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}

// MarshalJSON writes {"coal": 2, "iron": 1}, leaving out zero counts.
func (rs Resources) MarshalJSON() ([]byte, error) {
	m := map[string]int{}
	for i, n := range rs {
		if n != 0 {
			m[resourceNames[i]] = n
		}
	}
	return json.Marshal(m)
}

// UnmarshalJSON reads {"coal": 2, "iron": 1}; an unknown name or a negative count is an error.
func (rs *Resources) UnmarshalJSON(b []byte) error {
	var m map[string]int
	if err := json.Unmarshal(b, &m); err != nil {
		return fmt.Errorf("resources must be an object of name: count: %w", err)
	}
	var out Resources
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		r, err := ParseResource(k)
		if err != nil {
			return err
		}
		if m[k] < 0 {
			return fmt.Errorf("resource %s has a negative count %d", k, m[k])
		}
		out[r] = m[k]
	}
	*rs = out
	return nil
}

// Msg is the resources as a message: "2 coal, 1 iron", or "nothing".
func (rs Resources) Msg() msg.Msg {
	var items []msg.Msg
	for i, n := range rs {
		if n != 0 {
			items = append(items, msg.New("res.one", msg.Res("R", Resource(i).String(), n)))
		}
	}
	if len(items) == 0 {
		return msg.New("res.none")
	}
	if len(items) == 1 {
		return items[0]
	}
	return msg.New("res.list", msg.List("Items", items...))
}
