package fyneseams

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// seams are what to check again on a Fyne upgrade, one line each (the functions' comments
// say more).
var seams = []string{
	"Select (select.go): the desktop driver's canvas cache (CanvasForObject) still drops objects on screen? If not, widget.Select may serve again.",
	"InstallAtomicFiles (files.go): the save dialog still truncates the chosen file before the app writes?",
	"DeclareFyneDo (metadata.go): the migration is still named \"fyneDo\" and read once, after the app is made?",
	"WalkVisible (walk.go): internal/driver.WalkVisibleObjectTree keeps its name and signature?",
	"PreferencesPath (preferences.go): Fyne still keeps preferences.json in internal/app's rootConfigDir, under the app's id, per OS?",
	"WithGLContext (glcontext_js.go): the web driver still deletes the texts' textures on a new theme (RescaleContext) without making its WebGL context current, and gl-js still keeps it in ContextWatcher?",
	"QuietLocaleLog (locale.go): Fyne still reports the locale \"C\" as unparsable, in the same lines?",
	"third_party/fyne-web: scripts/fyne-web stops when a file web.patch changes, or a font it replaces, is not the one it was made for (remake the patch: its PATCHED.md).",
	"go.mod's replace of github.com/go-text/render v0.2.0: the new Fyne still asks for v0.2.0 (else the replacement no longer applies), and still needs it (third_party/go-text-render/PATCHED.md)?",
}

// The seams were checked against one Fyne: go.mod, and the module graph the go command
// resolves, must name it.
func TestFyneVersion(t *testing.T) {
	data, err := os.ReadFile("../../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	inMod := ""
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "fyne.io/fyne/v2" {
			inMod = f[1]
		}
	}
	if inMod != CheckedFyne {
		t.Fatalf("go.mod names Fyne %q; the toolkit's seams were checked against %s. Check each, then set CheckedFyne:\n- %s",
			inMod, CheckedFyne, strings.Join(seams, "\n- "))
	}
	// the module graph, as the go command resolves it: the replace applies only to the version
	// it names, and a Fyne asking for another would silently leave the project's copy out
	out, err := exec.Command("go", "list", "-m", "fyne.io/fyne/v2", "github.com/go-text/render").CombinedOutput()
	if err != nil {
		t.Fatalf("go list -m: %v\n%s", err, out)
	}
	want := "fyne.io/fyne/v2 " + CheckedFyne + "\ngithub.com/go-text/render v0.2.0 => ./third_party/go-text-render\n"
	if string(out) != want {
		t.Fatalf("the build resolves\n%s\nwant\n%s\nCheck each seam, then set CheckedFyne and go.mod's replace:\n- %s",
			out, want, strings.Join(seams, "\n- "))
	}
}

// The seams stay in this package: no other Go file of the repository binds a name to Fyne's
// internals, imports them, edits the app's metadata or embeds C, and no other code (tests may)
// redirects the standard log.
func TestSeamsStayHere(t *testing.T) {
	everywhere := []string{"//go:linkname", `"fyne.io/fyne/v2/internal`, "SetMetadata(", `import "C"`, `"github.com/fyne-io/gl-js"`}
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch filepath.ToSlash(path) {
			case "../../.git", "../../third_party", "../../ui/fyneseams":
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		src := string(data)
		for _, s := range everywhere {
			if strings.Contains(src, s) {
				t.Errorf("%s: %s outside ui/fyneseams", path, s)
			}
		}
		if !strings.HasSuffix(path, "_test.go") && strings.Contains(src, "log.SetOutput(") {
			t.Errorf("%s: log.SetOutput outside ui/fyneseams", path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
