//go:build mobile

package reviewscreen

// layouts are the sizes the page's test draws: the phone build draws the phone's.
var layouts = []bool{true}
