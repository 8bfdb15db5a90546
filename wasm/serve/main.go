// Command serve serves the browser build on the local machine:
//
//	go run ./wasm/serve [-addr 127.0.0.1:8080] [-dir dist/web]
//
// (`make serve` builds it first). It listens on the loopback address only unless told
// otherwise, with the right content types and the pre-compressed .wasm.gz.
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"uboat/wasm/webserve"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "listen `address`")
	dir := flag.String("dir", "dist/web", "the `folder` of the browser build (make wasm)")
	flag.Parse()
	if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		fmt.Fprintf(os.Stderr, "serve: %s has no index.html; run `make wasm` first\n", *dir)
		os.Exit(1)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatalf("serve: %v", err)
	}
	fmt.Printf("serving %s on http://%s/  (Ctrl-C stops)\n", *dir, ln.Addr())
	srv := &http.Server{Handler: webserve.Handler(*dir), ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.Serve(ln))
}
