package web

import "errors"

// mapKV is a KV in memory (the tests of the browser's storage).
type mapKV struct {
	m     map[string]string
	limit int // total size allowed (0: no limit), like a browser's quota
}

func newMapKV() *mapKV { return &mapKV{m: map[string]string{}} }

func (m *mapKV) Get(k string) (string, bool) { v, ok := m.m[k]; return v, ok }

func (m *mapKV) Set(k, v string) error {
	if m.limit > 0 {
		total := len(k) + len(v)
		for key, old := range m.m {
			if key != k {
				total += len(key) + len(old)
			}
		}
		if total > m.limit {
			return errors.New("the storage is full")
		}
	}
	m.m[k] = v
	return nil
}

func (m *mapKV) Remove(k string) { delete(m.m, k) }

func (m *mapKV) Keys() []string {
	out := make([]string, 0, len(m.m))
	for k := range m.m {
		out = append(out, k)
	}
	return out
}
