package webserve

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestAcceptsGzip(t *testing.T) {
	for h, want := range map[string]bool{
		"": false, "gzip": true, "gzip, deflate, br": true, "br;q=1.0, gzip;q=0.8": true,
		"deflate": false, "gzip;q=0": false, "*": true, "identity": false, "GZIP": true,
	} {
		if got := AcceptsGzip(h); got != want {
			t.Errorf("AcceptsGzip(%q) = %v", h, got)
		}
	}
}

func TestHandlerTypesAndGzip(t *testing.T) {
	dir := t.TempDir()
	raw := bytes.Repeat([]byte("\x00asm wasm body "), 1000)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(raw)
	zw.Close()
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html>"), 0o644)
	os.WriteFile(filepath.Join(dir, "wasm_exec.js"), []byte("// js"), 0o644)
	os.WriteFile(filepath.Join(dir, "game.wasm"), raw, 0o644)
	os.WriteFile(filepath.Join(dir, "game.wasm.gz"), gz.Bytes(), 0o644)
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()

	get := func(path, accept string) (*http.Response, []byte) {
		t.Helper()
		req, _ := http.NewRequest("GET", srv.URL+path, nil)
		req.Header.Set("Accept-Encoding", accept) // set: the client then does not unpack
		resp, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp, b
	}
	resp, body := get("/game.wasm", "gzip, deflate")
	if resp.Header.Get("Content-Type") != "application/wasm" || resp.Header.Get("Content-Encoding") != "gzip" ||
		!bytes.Equal(body, gz.Bytes()) || resp.Header.Get("X-Uncompressed-Length") != "15000" ||
		resp.ContentLength != int64(gz.Len()) {
		t.Errorf("gzip wasm: %d %v, %d bytes", resp.StatusCode, resp.Header, len(body))
	}
	resp, body = get("/game.wasm", "identity")
	if resp.Header.Get("Content-Type") != "application/wasm" || resp.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, raw) {
		t.Errorf("plain wasm: %v, %d bytes", resp.Header, len(body))
	}
	if resp, _ := get("/", "gzip"); resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/html; charset=utf-8" {
		t.Errorf("index: %d %v", resp.StatusCode, resp.Header)
	}
	if resp, _ := get("/wasm_exec.js", ""); resp.Header.Get("Content-Type") != "text/javascript; charset=utf-8" {
		t.Errorf("js: %v", resp.Header)
	}
	for _, p := range []string{"/missing.wasm", "/../../etc/passwd", "/sub/"} {
		if resp, _ := get(p, ""); resp.StatusCode != 404 {
			t.Errorf("%s: status %d", p, resp.StatusCode)
		}
	}
}
