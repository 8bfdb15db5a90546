//go:build browser

package browsertest

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"uboat/engine"
	"uboat/engine/enginetest"
)

// TestBrowserStats opens the career statistics screen (issue 14) in the browser: a
// finished career (played natively: career 7, VIIC from July 1943, the Commander) is put
// in the page's localStorage, the title's Hall of fame (5) and its Statistics (9) open
// the screen, which plays the Commander's careers of the same start in the page, a few
// milliseconds a frame, until its histogram is complete (window.uboat.ready); the game
// keeps drawing meanwhile. Pictured as 40-stats (BROWSER_SHOTS).
func TestBrowserStats(t *testing.T) {
	_, sv := enginetest.Play(t, engine.Config{Seed: 7, Type: "VIIC", Kommandant: "Karl Brenner", UNumber: "U-107"}, nil)
	js, _ := json.Marshal(string(enginetest.JSON(t, sv)))

	dir := webDir(t)
	base := serve(t, dir)
	shots := shotsDir(t)
	ctx := browser(t, 15*time.Minute)
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/?mute=1")); err != nil {
		t.Fatal(err)
	}
	waitFirstFrame(t, ctx, firstFrameLimit)
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(
		`(() => { localStorage.setItem("uboat/careers/career-20260101-000000", %s); return true; })()`, js))); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/?mute=1")); err != nil {
		t.Fatal(err)
	}
	waitFirstFrame(t, ctx, firstFrameLimit)
	settle(t, ctx)                                                   // the title takes no key while it fades in
	if err := chromedp.Do(ctx, chromedp.KeyEvent("5")); err != nil { // Hall of fame
		t.Fatal(err)
	}
	if _, err := waitFor[bool](ctx, "the hall of fame", `window.uboat.scene === "hall"`); err != nil {
		t.Fatal(err)
	}
	settle(t, ctx)
	if err := chromedp.Do(ctx, chromedp.KeyEvent("9")); err != nil { // Statistics
		t.Fatal(err)
	}
	if _, err := waitFor[bool](ctx, "the statistics", `window.uboat.scene === "stats"`); err != nil {
		t.Fatal(err)
	}
	p, _ := read(ctx)
	from := p.Frames
	start := time.Now()
	if _, err := waitFor[bool](ctx, "the simulated careers", `window.uboat.scene === "stats" && window.uboat.ready === true`); err != nil {
		t.Fatal(err)
	}
	settle(t, ctx)
	p, _ = read(ctx)
	t.Logf("the statistics' 500 careers played in %d frames, %.1f s", p.Frames-from, time.Since(start).Seconds())
	if p.Scene != "stats" {
		t.Errorf("scene %q after the careers were played", p.Scene)
	}
	screenshot(t, ctx, shots, "40-stats")
	// Esc goes back to the hall
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Escape)); err != nil {
		t.Fatal(err)
	}
	if _, err := waitFor[bool](ctx, "back to the hall", `window.uboat.scene === "hall"`); err != nil {
		t.Error(err)
	}
	t.Logf("screenshots in %s", shots)
}
