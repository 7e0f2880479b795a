package webfonts

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/go-text/typesetting/di"
	"github.com/go-text/typesetting/font"
	ot "github.com/go-text/typesetting/font/opentype"
	"github.com/go-text/typesetting/language"
	"github.com/go-text/typesetting/shaping"
	"golang.org/x/image/math/fixed"
)

// The web build's fonts against Fyne's: the same glyphs with the same outlines and advances,
// the same character map and line metrics, and every text of the app's two languages shaped
// to the same glyphs at the same places (kerning, ligatures, accents). Fyne draws text from
// these alone, so the web build draws every text as the desktop does.
//
// Fyne's fonts are read from its module's theme/font folder, the files its theme package embeds
// (theme.DefaultTextFont and the others are those files' bytes): importing the theme would link
// Fyne's goroutines into the test, and put this test, which runs on one goroutine, under the
// race detector (scripts/racepkgs).
func TestWebFontsDrawAsFynes(t *testing.T) {
	texts := appTexts(t)
	fyneFonts := fyneFontDir(t)
	// the files of Fyne's theme/font folder, each the resource of one theme function, and the
	// web build's copies under the same names
	for _, file := range []string{
		"NotoSans-Regular.ttf",         // theme.DefaultTextFont
		"NotoSans-Bold.ttf",            // theme.DefaultTextBoldFont
		"NotoSans-Italic.ttf",          // theme.DefaultTextItalicFont
		"NotoSans-BoldItalic.ttf",      // theme.DefaultTextBoldItalicFont
		"DejaVuSansMono-Powerline.ttf", // theme.DefaultTextMonospaceFont
	} {
		data, err := os.ReadFile("../../third_party/fyne-web/fonts/" + file)
		if err != nil {
			t.Fatal(err)
		}
		origData, err := os.ReadFile(filepath.Join(fyneFonts, file))
		if err != nil {
			t.Fatal(err)
		}
		if len(data) >= len(origData) {
			t.Errorf("%s: %d bytes, Fyne's has %d: nothing was cut", file, len(data), len(origData))
		}
		web, n := parse(t, file, data)
		orig, n0 := parse(t, "Fyne's "+file, origData)
		if n != n0 {
			t.Fatalf("%s: %d glyphs, Fyne's has %d", file, n, n0)
		}
		for g := font.GID(0); int(g) < n; g++ {
			if web.HorizontalAdvance(g) != orig.HorizontalAdvance(g) {
				t.Errorf("%s: glyph %d advances %v, Fyne's %v", file, g, web.HorizontalAdvance(g), orig.HorizontalAdvance(g))
			}
			if !reflect.DeepEqual(web.GlyphData(g), orig.GlyphData(g)) {
				t.Errorf("%s: glyph %d's outline differs from Fyne's", file, g)
			}
		}
		chars := 0
		for r := rune(0); r < 0x30000; r++ {
			g, ok := web.NominalGlyph(r)
			g0, ok0 := orig.NominalGlyph(r)
			if g != g0 || ok != ok0 {
				t.Errorf("%s: %U is glyph %d (%v), in Fyne's %d (%v)", file, r, g, ok, g0, ok0)
			}
			if ok0 {
				chars++
			}
		}
		if chars < 1000 {
			t.Errorf("%s: only %d characters mapped", file, chars)
		}
		e, _ := web.FontHExtents()
		e0, _ := orig.FontHExtents()
		if e != e0 {
			t.Errorf("%s: line metrics %+v, Fyne's %+v", file, e, e0)
		}
		for _, s := range texts {
			if a, b := shape(web, s), shape(orig, s); !reflect.DeepEqual(a, b) {
				t.Errorf("%s: %q is shaped differently from Fyne's", file, s)
			}
		}
	}
}

// fyneFontDir is the folder of the fonts Fyne's theme embeds, in the Fyne module this module
// builds with (go.mod).
func fyneFontDir(t *testing.T) string {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "fyne.io/fyne/v2").CombinedOutput()
	if err != nil {
		t.Fatalf("go list -m: %v\n%s", err, out)
	}
	dir := filepath.Join(strings.TrimSpace(string(out)), "theme", "font")
	if _, err := os.Stat(filepath.Join(dir, "NotoSans-Regular.ttf")); err != nil {
		t.Fatalf("Fyne's fonts: %v", err)
	}
	return dir
}

// appTexts is every text of the app's translations, both languages.
func appTexts(t *testing.T) []string {
	var out []string
	for _, f := range []string{"en", "fr"} {
		data, err := os.ReadFile("../../ui/text/translations/" + f + ".json")
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		var walk func(v any)
		walk = func(v any) {
			switch v := v.(type) {
			case string:
				out = append(out, v)
			case map[string]any:
				for _, x := range v {
					walk(x)
				}
			}
		}
		for k, v := range m {
			out = append(out, k)
			walk(v)
		}
	}
	sort.Strings(out)
	if len(out) < 1000 {
		t.Fatalf("only %d texts read", len(out))
	}
	return out
}

func parse(t *testing.T, name string, data []byte) (*font.Face, int) {
	face, err := font.ParseTTF(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	ld, err := ot.NewLoader(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	maxp, err := ld.RawTable(ot.MustNewTag("maxp"))
	if err != nil || len(maxp) < 6 {
		t.Fatalf("%s: no maxp table (%v)", name, err)
	}
	return face, int(binary.BigEndian.Uint16(maxp[4:6]))
}

func shape(face *font.Face, s string) []shaping.Glyph {
	text := []rune(s)
	out := (&shaping.HarfbuzzShaper{}).Shape(shaping.Input{
		Text: text, RunStart: 0, RunEnd: len(text), Direction: di.DirectionLTR, Face: face,
		Size: fixed.I(14), Script: language.Latin, Language: language.NewLanguage("fr"),
	})
	return out.Glyphs
}
