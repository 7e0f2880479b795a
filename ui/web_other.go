//go:build !(js && wasm)

package ui

// Outside the browser (see web_js.go): no page to watch, no test hook.

func watchPage(*UI) {}

func startTestHook(*UI) {}

func markShown(*UI) {}
