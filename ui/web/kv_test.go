package web

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"

	"whistle/engine"
	"whistle/engine/fileio"
	"whistle/internal/wiring"
	wmstore "whistle/ui/storage"
)

// kvTestStore is a Store over a key-value store in memory, as the browser build's over
// localStorage, with a clock that moves a second each write.
func kvTestStore(t *testing.T, kv *mapKV) *wmstore.Store {
	t.Helper()
	clock := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	root := RegisterKV("wmtest", kv, func() time.Time {
		clock = clock.Add(time.Second)
		return clock
	})
	return &wmstore.Store{Root: root}
}

func TestBrowserStoreFiles(t *testing.T) {
	kv := newMapKV()
	st := kvTestStore(t, kv)
	files := map[string][]byte{
		wmstore.Autosave:  []byte(`{"format":"x"}`),
		wmstore.StatsName: []byte("{}\n"),
		"companion.json":  []byte("é ★ text"),
		wmstore.SavesDir + "/first game é" + wmstore.SaveExt: {0xff, 0xfe, 0x00, 0x80}, // not UTF-8: kept as base64
		wmstore.SavesDir + "/later" + wmstore.SaveExt:        []byte("later"),
	}
	for _, name := range []string{wmstore.Autosave, wmstore.StatsName, "companion.json", wmstore.SavesDir + "/first game é" + wmstore.SaveExt, wmstore.SavesDir + "/later" + wmstore.SaveExt} {
		if err := st.Write(name, files[name]); err != nil {
			t.Fatalf("write %s: %v", name, err)
		}
	}
	for name, want := range files {
		got, err := st.Read(name)
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("read %s: %q, %v; want %q", name, got, err, want)
		}
		if !st.Exists(name) {
			t.Errorf("%s does not exist", name)
		}
	}
	if !strings.HasPrefix(kv.m[kvPrefix+"saves/first game é.wmsave"][14:], "b:") {
		t.Errorf("bytes that are not UTF-8 are not stored as base64: %q", kv.m[kvPrefix+"saves/first game é.wmsave"])
	}
	saves := st.Saves()
	if len(saves) != 2 || saves[0].Name != "later" || saves[1].Name != "first game é" {
		t.Fatalf("saves %+v, want later then “first game é”", saves)
	}
	if saves[0].Saved.IsZero() || !saves[0].Saved.After(saves[1].Saved) {
		t.Errorf("write times %v, %v", saves[0].Saved, saves[1].Saved)
	}
	if saves[1].Err == "" {
		t.Error("a file that is not a save is listed without its error")
	}
	if err := st.Remove(wmstore.SavesDir + "/first game é" + wmstore.SaveExt); err != nil {
		t.Fatal(err)
	}
	if st.Exists(wmstore.SavesDir+"/first game é"+wmstore.SaveExt) || len(st.Saves()) != 1 {
		t.Error("the removed save is still there")
	}
	if _, err := st.Read("missing.json"); err == nil {
		t.Error("reading a missing file gives no error")
	}
}

// A write the browser refuses (its quota is full) leaves the file as it was.
func TestBrowserStoreFullKeepsTheOldFile(t *testing.T) {
	kv := newMapKV()
	kv.limit = 200
	st := kvTestStore(t, kv)
	if err := st.Write(wmstore.Autosave, []byte("the old game")); err != nil {
		t.Fatal(err)
	}
	err := st.Write(wmstore.Autosave, bytes.Repeat([]byte("x"), 300))
	if err == nil || !strings.Contains(err.Error(), "full") {
		t.Fatalf("a write past the quota gives %v", err)
	}
	if got, _ := st.Read(wmstore.Autosave); string(got) != "the old game" {
		t.Errorf("after a refused write the file holds %q", got)
	}
}

// The same validation as on a disk: a file over the size limit is refused with a sentence.
func TestBrowserStoreSizeLimit(t *testing.T) {
	kv := newMapKV()
	st := kvTestStore(t, kv)
	if err := st.Write("big.wmsave", bytes.Repeat([]byte(" "), fileio.MaxSaveSize+10)); err != nil {
		t.Fatal(err)
	}
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.LoadFile(wiring.BoxOf(cat), "big.wmsave"); err == nil || !strings.Contains(err.Error(), "too large") {
		t.Errorf("an oversized save gives %v", err)
	}
	kv.m[kvPrefix+"bad.wmsave"] = "not a stored file"
	if _, err := st.Read("bad.wmsave"); err == nil {
		t.Error("a damaged entry reads without error")
	}
}

// In the browser's storage (no rename), a file the app cannot read is kept aside too: copied
// under the new name, then removed.
func TestBrowserStoreKeepsAside(t *testing.T) {
	kv := newMapKV()
	st := kvTestStore(t, kv)
	bad := []byte(`{"version":7}`)
	if err := st.Write(wmstore.StatsName, bad); err != nil {
		t.Fatal(err)
	}
	_, err := st.LoadStats()
	var a *wmstore.AsideError
	if !errors.As(err, &a) || st.Exists(wmstore.StatsName) {
		t.Fatalf("kept aside: %v", err)
	}
	if kept, err := st.Read(a.Aside); err != nil || string(kept) != string(bad) {
		t.Fatalf("the copy kept aside: %v", err)
	}
}
