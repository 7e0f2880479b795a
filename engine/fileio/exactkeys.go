package fileio

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
)

// CheckExactKeys refuses a JSON document whose object keys differ from the field names of t
// other than exactly: Go's JSON decoder matches keys without regard to case, so "YOU" would
// fill the field "you", and a file holding both would mean whichever came last. With this
// check a file has one spelling for each field (used for scenarios, which people write by hand).
func CheckExactKeys(data []byte, t reflect.Type) error {
	var doc any
	if err := json.Unmarshal(data, &doc); err != nil {
		return err
	}
	return exactKeys(doc, t, "")
}

func exactKeys(v any, t reflect.Type, path string) error {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch x := v.(type) {
	case map[string]any:
		switch t.Kind() {
		case reflect.Map:
			for k, w := range x {
				if err := exactKeys(w, t.Elem(), path+k+"."); err != nil {
					return err
				}
			}
		case reflect.Struct:
			fields := map[string]reflect.Type{}
			for i := range t.NumField() {
				f := t.Field(i)
				name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
				if name == "" || name == "-" || !f.IsExported() {
					continue
				}
				fields[name] = f.Type
			}
			for k, w := range x {
				ft, ok := fields[k]
				if !ok {
					return fmt.Errorf("unknown field %s (keys are written in lower case, as documented)", Q(path+k))
				}
				if err := exactKeys(w, ft, path+k+"."); err != nil {
					return err
				}
			}
		}
	case []any:
		if t.Kind() == reflect.Slice || t.Kind() == reflect.Array {
			for i, w := range x {
				if err := exactKeys(w, t.Elem(), fmt.Sprintf("%s%d.", path, i)); err != nil {
					return err
				}
			}
		}
	}
	return nil
}
