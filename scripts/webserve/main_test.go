package main

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestPrecompressedFiles(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("index.html", "<html>")
	write("app.wasm", "raw")
	write("app.wasm.br", "brotli")
	write("app.wasm.gz", "gzip")
	write("sw.js", "js")
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()

	cases := []struct {
		path, accept, body, enc, ctype string
		code                           int
	}{
		{"/app.wasm", "gzip, deflate, br", "brotli", "br", "application/wasm", 200},
		{"/app.wasm", "gzip", "gzip", "gzip", "application/wasm", 200},
		{"/app.wasm", "br;q=0, gzip", "gzip", "gzip", "application/wasm", 200},
		{"/app.wasm", "", "raw", "", "application/wasm", 200},
		{"/sw.js", "br", "js", "", "text/javascript; charset=utf-8", 200},
		{"/", "br", "<html>", "", "text/html; charset=utf-8", 200},
		{"/?test", "", "<html>", "", "text/html; charset=utf-8", 200},
		{"/app.wasm.br", "br", "", "", "", 404},
		{"/../main.go", "", "", "", "", 404},
		{"/missing.js", "", "", "", "", 404},
	}
	for _, c := range cases {
		req, _ := http.NewRequest("GET", srv.URL+c.path, nil)
		req.Header.Set("Accept-Encoding", c.accept) // set: the client adds gzip when unset
		resp, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != c.code {
			t.Errorf("%s (%q): status %d, want %d", c.path, c.accept, resp.StatusCode, c.code)
			continue
		}
		if c.code != 200 {
			continue
		}
		if string(body) != c.body || resp.Header.Get("Content-Encoding") != c.enc || resp.Header.Get("Content-Type") != c.ctype {
			t.Errorf("%s (%q): got %q, encoding %q, type %q; want %q, %q, %q", c.path, c.accept, body,
				resp.Header.Get("Content-Encoding"), resp.Header.Get("Content-Type"), c.body, c.enc, c.ctype)
		}
		if resp.Header.Get("Vary") != "Accept-Encoding" {
			t.Errorf("%s: no Vary header", c.path)
		}
	}
}
