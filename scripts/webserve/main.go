// Command webserve serves the web build (scripts/web's output folder) on this machine: each
// file pre-compressed by scripts/web is sent as its .br or .gz copy to a browser that accepts
// that encoding, with the right content type (application/wasm for the app).
//
//	go run ./scripts/webserve -dir build/web -addr 127.0.0.1:8080
package main

import (
	"flag"
	"fmt"
	"log"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
)

func main() {
	dir := flag.String("dir", "build/web", "the folder to serve")
	addr := flag.String("addr", "127.0.0.1:8080", "the address to listen on")
	flag.Parse()
	if fi, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil || fi.IsDir() {
		fmt.Fprintf(os.Stderr, "webserve: %s has no index.html: build it with scripts/web\n", *dir)
		os.Exit(1)
	}
	fmt.Printf("serving %s on http://%s/\n", *dir, *addr)
	log.Fatal(http.ListenAndServe(*addr, Handler(*dir)))
}

// encodings are the pre-compressed copies looked for, best first.
var encodings = []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}}

// addTypes tells the mime package the types of the web app's files it does not know.
var addTypes = sync.OnceFunc(func() {
	_ = mime.AddExtensionType(".wasm", "application/wasm")
	_ = mime.AddExtensionType(".webmanifest", "application/manifest+json")
})

// Handler serves the files of dir, pre-compressed copies first.
func Handler(dir string) http.Handler {
	addTypes()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(name, "/") {
			name += "index.html"
		}
		if strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz") {
			http.NotFound(w, r) // the copies are only sent in place of their file
			return
		}
		file := filepath.Join(dir, filepath.FromSlash(name))
		fi, err := os.Stat(file)
		if err != nil || fi.IsDir() {
			http.NotFound(w, r)
			return
		}
		ctype := mime.TypeByExtension(path.Ext(name))
		if ctype == "" {
			ctype = "application/octet-stream"
		}
		h := w.Header()
		h.Set("Content-Type", ctype)
		h.Set("Vary", "Accept-Encoding")
		h.Set("Cache-Control", "no-cache") // revalidate: the service worker keeps the offline copy
		send := file
		accept := r.Header.Get("Accept-Encoding")
		for _, e := range encodings {
			if acceptsEncoding(accept, e.name) {
				if cfi, err := os.Stat(file + e.ext); err == nil && !cfi.IsDir() {
					send = file + e.ext
					h.Set("Content-Encoding", e.name)
					break
				}
			}
		}
		f, err := os.Open(send)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		sfi, err := f.Stat()
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		if send != file && r.Header.Get("Range") == "" {
			// (ServeContent leaves the length out of a response with Content-Encoding: the
			// page's loading bar needs the compressed size)
			h.Set("Content-Length", strconv.FormatInt(sfi.Size(), 10))
		}
		http.ServeContent(w, r, name, sfi.ModTime(), f)
	})
}

// acceptsEncoding reports whether an Accept-Encoding header allows enc (not with q=0).
func acceptsEncoding(header, enc string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), enc) {
			continue
		}
		q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}
