package text_test

import (
	"testing"

	"whistle/ui/text"
)

// TestDecimalInTheWindowsLanguage: a decimal number has the language's separator.
func TestDecimalInTheWindowsLanguage(t *testing.T) {
	defer text.SetLanguage(text.Language())
	text.SetLanguage(text.LangEN)
	if got := text.Decimal(0.75); got != "0.8" {
		t.Errorf("English: %q", got)
	}
	text.SetLanguage(text.LangFR)
	if got := text.Decimal(0.8); got != "0,8" {
		t.Errorf("French: %q", got)
	}
}
