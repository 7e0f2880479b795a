package storage

import (
	"errors"
	"os"
	"strings"
	"testing"
)

// Findings: 59–60 four-byte letters passed the name check but saving failed on the
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

// Finding: Fyne's preferences.json was read whole at start (300 MB → 1.27 GB). The
// settings file is checked first: past MaxSettingsSize or not JSON, it is kept aside.
func TestFindingSettingsFileBounded(t *testing.T) {
	dir := t.TempDir()
	path := dir + "/preferences.json"
	if err := CheckSettings(path); err != nil {
		t.Fatalf("no file: %v", err)
	}
	_ = os.WriteFile(path, []byte(`{"outlaw_pace":1,"language":"fr"}`), 0o644)
	if err := CheckSettings(path); err != nil {
		t.Fatalf("a good file: %v", err)
	}
	f, _ := os.Create(path)
	_ = f.Truncate(300 << 20) // 300 MB, sparse: never read
	f.Close()
	var a *AsideError
	if err := CheckSettings(path); !errors.As(err, &a) || !strings.Contains(err.Error(), "too large") {
		t.Fatalf("300 MB: %v", err)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatal("the file is still where Fyne reads it")
	}
	if fi, err := os.Stat(a.Aside); err != nil || fi.Size() != 300<<20 {
		t.Fatalf("kept aside: %v", err)
	}
	_ = os.WriteFile(path, []byte(`{"outlaw_pace":`), 0o644)
	if err := CheckSettings(path); !errors.As(err, &a) {
		t.Fatalf("damaged: %v", err)
	}
}
