// Package webserve serves the browser build (the folder `make wasm` writes) over HTTP:
// the right content types (application/wasm), and a file's pre-compressed .gz copy with
// Content-Encoding: gzip when the browser accepts gzip. It is used by `make serve`
// (wasm/serve) and by the browser smoke test.
package webserve

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
)

var types = map[string]string{
	".wasm": "application/wasm",
	".js":   "text/javascript; charset=utf-8",
	".html": "text/html; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".png":  "image/png",
	".json": "application/json",
}

// ContentType returns the type of a file name by its extension.
func ContentType(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := types[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// AcceptsGzip reports whether an Accept-Encoding header allows gzip.
func AcceptsGzip(accept string) bool {
	for _, part := range strings.Split(accept, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), "gzip") && strings.TrimSpace(name) != "*" {
			continue
		}
		if q, ok := strings.CutPrefix(strings.ReplaceAll(params, " ", ""), "q="); ok {
			if v, err := strconv.ParseFloat(q, 64); err == nil && v == 0 {
				return false
			}
		}
		return true
	}
	return false
}

// Handler serves the files of dir. Pages are not cached (a rebuilt game is picked up on
// reload); directory listings are not served.
func Handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(name, "/") {
			name += "index.html"
		}
		file := filepath.Join(dir, filepath.FromSlash(name))
		fi, err := os.Stat(file)
		if err != nil || fi.IsDir() {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		h.Set("Content-Type", ContentType(name))
		h.Set("Cache-Control", "no-cache")
		h.Set("X-Content-Type-Options", "nosniff")
		serve := file
		if gz, err := os.Stat(file + ".gz"); err == nil && !gz.IsDir() && !gz.ModTime().Before(fi.ModTime()) {
			h.Add("Vary", "Accept-Encoding")
			if AcceptsGzip(r.Header.Get("Accept-Encoding")) {
				serve = file + ".gz"
				h.Set("Content-Encoding", "gzip")
				// what the page counts its loading progress against (it reads unpacked bytes)
				h.Set("X-Uncompressed-Length", strconv.FormatInt(fi.Size(), 10))
				fi = gz
				if r.Header.Get("Range") == "" {
					// ServeContent leaves the length out of encoded responses; this one is
					// the whole file as it is on disk
					h.Set("Content-Length", strconv.FormatInt(gz.Size(), 10))
				}
			}
		}
		f, err := os.Open(serve)
		if err != nil {
			http.Error(w, "cannot read "+name, http.StatusInternalServerError)
			return
		}
		defer f.Close()
		http.ServeContent(w, r, "", fi.ModTime(), f)
	})
}
