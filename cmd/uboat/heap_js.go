//go:build js

package main

import "time"

// startHeapSampler is native only (the soak test runs under Xvfb).
func startHeapSampler(time.Duration) {}
