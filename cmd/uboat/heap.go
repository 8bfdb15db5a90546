//go:build !js

package main

import (
	"log"
	"os"
	"runtime"
	"runtime/pprof"
	"time"

	"uboat/scenes"
)

// startHeapSampler logs "heap sample: …" lines every d (0: never): the heap in use after
// a full collection and the attract careers started so far. The soak test reads them.
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
				if f, err := os.Create(p); err == nil {
					_ = pprof.WriteHeapProfile(f)
					f.Close()
				}
			}
		}
	}()
}
