//go:build !js

package main

import (
	"fmt"
	"log"
	"os"
	"runtime"
	"runtime/pprof"
	"strings"
	"time"

	"uboat/scenes"
)

// startHeapSampler logs "heap sample: …" lines every d (0: never): the heap in use after
// a full collection and the attract careers started so far. The soak test reads them.
// UBOAT_HEAP_PROFILE=FILE writes a heap profile at every sample (overwritten); a FILE
// with %d (heap-%d.prof) keeps one per sample, named by the seconds since the start.
func startHeapSampler(d time.Duration) {
	if d <= 0 {
		return
	}
	start := time.Now()
	go func() {
		var ms runtime.MemStats
		for range time.Tick(d) {
			runtime.GC()
			runtime.ReadMemStats(&ms)
			log.Printf("heap sample: t=%.0fs heap_alloc=%d heap_objects=%d sys=%d careers=%d goroutines=%d",
				time.Since(start).Seconds(), ms.HeapAlloc, ms.HeapObjects, ms.Sys, scenes.AttractCareers(), runtime.NumGoroutine())
			if p := os.Getenv("UBOAT_HEAP_PROFILE"); p != "" {
				if strings.Contains(p, "%d") { // one profile per sample: heap-%d.prof
					p = fmt.Sprintf(p, int(time.Since(start).Seconds()))
				}
				if f, err := os.Create(p); err == nil {
					_ = pprof.WriteHeapProfile(f)
					f.Close()
				}
			}
		}
	}()
}
