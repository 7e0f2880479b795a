package storage

import (
	"errors"
	"os"
	"strings"
	"testing"
)

// Findings (issue 22): 59–60 four-byte letters passed the name check but saving failed on the
// temporary file's name; CON, NUL, COM1 were accepted; "e" + a combining accent became "e_".
func TestFindingSaveNames(t *testing.T) {
	st := fileStore(t)
	for _, name := range []string{strings.Repeat("𝐀", 60), strings.Repeat("é", 200), strings.Repeat("日", 100)} {
		file, err := FileName(name)
		if err != nil {
			t.Fatalf("%d bytes: %v", len(name), err)
		}
		if base := strings.TrimPrefix(file, SavesDir+"/"); len(base) > 255-30-18 {
			t.Fatalf("a file name of %d bytes", len(base))
		}
		if err := st.Write(file, []byte("{}")); err != nil {
			t.Fatalf("%d bytes: the save cannot be written: %v", len(name), err)
		}
		// the longest name the app gives the file (kept aside) fits too
		var a *AsideError
		if err := st.KeepAside(file, errors.New("test")); !errors.As(err, &a) {
			t.Fatalf("kept aside: %v", err)
		}
		if _, err := os.Stat(a.Aside); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range []string{"CON", "nul", "Com1", "lpt9", " aux "} {
		if _, err := FileName(name); err == nil {
			t.Errorf("%q accepted", name)
		}
	}
	for _, name := range []string{"CONSOLE", "Com10", "null"} {
		if _, err := FileName(name); err != nil {
			t.Errorf("%q refused: %v", name, err)
		}
	}
	if f, _ := FileName("Cafe\u0301 du soir"); f != SavesDir+"/Café du soir"+SaveExt {
		t.Errorf("a combining accent: %q", f)
	}
}
