// Package msgjson reads a translation file (the go-i18n JSON the window's lang package reads:
// "id": "text" or "id": {"one": …, "other": …}) into a msg.Lang without any window library.
// The rules packages' tests use it to read what the rules say in English.
package msgjson

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"sync"
	"text/template"
)

// Lang renders messages from one translation file.
type Lang struct {
	texts map[string]json.RawMessage
	comp  func(ref string) string
	one   func(n int) bool

	mu    sync.Mutex
	cache map[string]*template.Template
}

// Load reads a translation file. one tells which counts take the singular form; comp names
// the catalog components.
func Load(path string, one func(n int) bool, comp func(ref string) string) (*Lang, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	l := &Lang{comp: comp, one: one, cache: map[string]*template.Template{}}
	if err := json.Unmarshal(data, &l.texts); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return l, nil
}

// Has reports whether the file has a text for id.
func (l *Lang) Has(id string) bool { _, ok := l.texts[id]; return ok }

// Text fills the text of id; a missing id or a failing template gives «id».
func (l *Lang) Text(id string, count int, data map[string]any) string {
	raw, ok := l.texts[id]
	if !ok {
		return "«" + id + "»"
	}
	form := "other"
	var src string
	if json.Unmarshal(raw, &src) != nil {
		var forms map[string]string
		if err := json.Unmarshal(raw, &forms); err != nil {
			return "«" + id + "»"
		}
		if count >= 0 && l.one(count) && forms["one"] != "" {
			form = "one"
		}
		src = forms[form]
	}
	key := id + "/" + form
	l.mu.Lock()
	t, ok := l.cache[key]
	if !ok {
		var err error
		t, err = template.New(id).Option("missingkey=error").Parse(src)
		if err != nil {
			l.mu.Unlock()
			return "«" + id + "»"
		}
		l.cache[key] = t
	}
	l.mu.Unlock()
	var b strings.Builder
	if err := t.Execute(&b, data); err != nil {
		return "«" + id + "»"
	}
	return b.String()
}

// Comp names a catalog component.
func (l *Lang) Comp(ref string) string { return l.comp(ref) }
