//go:build !mobile

package reviewscreen

// layouts are the sizes the page's test draws (phone or not): both on a desktop build.
var layouts = []bool{false, true}
