package screentest

import (
	"strings"

	"whistle/ui/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Texts gathers the words shown by the labels and rich texts among objs, one per line.
func Texts(objs []fyne.CanvasObject) string {
	var b strings.Builder
	for _, o := range objs {
		switch x := o.(type) {
		case *widget.Label:
			b.WriteString(x.Text + "\n")
		case *widgets.WrapText:
			b.WriteString(x.Text + "\n")
		case *widget.RichText:
			b.WriteString(x.String() + "\n")
		}
	}
	return b.String()
}
