// Package textraster is test-only: nothing of it is built into the app. Its tests and
// benchmarks check the text rasteriser's patch in third_party/go-text-render
// (docs/performance-phone.md, "Text drawn into textures"): Fyne draws every row of text into an
// NRGBA image through github.com/go-text/render, and the patched copy rasterises the glyphs'
// outlines into a coverage mask and draws the pen's colour through it, where the original went
// through every pixel of the image by interface calls. The tests check that the patched path
// draws what the original draws.
package textraster
