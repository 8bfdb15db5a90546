//go:build browser

package browsertest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserHelp pictures the help of issue 14 in the browser: with the Commander
// playing and ?explain=1, at the first encounter the rules browser, the chart of the
// roll on the dice tray with its row highlighted and the tooltip of a die (each shown
// for a while by the test build, scenes/explain.go); then, from the title with
// ?guide=1, the first step of the guided patrol. Each is pictured once the game says it
// is on screen (window.uboat.moment and momentFrame), on the scene it belongs to.
func TestBrowserHelp(t *testing.T) {
	dir := webDir(t)
	base := serve(t, dir)
	shots := shotsDir(t)
	ctx := browser(t, 15*time.Minute)
	defer closeBrowser(ctx)

	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/?autoplay=1&explain=1&mute=1&seed=141&pace=fast")); err != nil {
		t.Fatal(err)
	}
	waitFirstFrame(t, ctx, firstFrameLimit)
	for _, m := range []struct{ moment, scene string }{
		{"rules_browser", "rules"}, {"chart_roll", "rules"}, {"tooltip", "encounter"},
	} {
		pictureMoment(t, ctx, shots, m.moment, m.scene)
	}

	// the guided first patrol's first step (a new page: the title starts the guide)
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/?autoplay=1&guide=1&mute=1&pace=normal")); err != nil {
		t.Fatal(err)
	}
	waitFirstFrame(t, ctx, firstFrameLimit)
	pictureMoment(t, ctx, shots, "guide_assignment", "port")
}

// pictureMoment waits until the game reports the moment and has reached the frame it is
// due, checks the scene on top and takes the screenshot help-MOMENT.
func pictureMoment(t *testing.T, ctx context.Context, shots, moment, scene string) {
	t.Helper()
	cond := fmt.Sprintf(`window.uboat && window.uboat.moment === %q && window.uboat.frames >= window.uboat.momentFrame && window.uboat.scene`, moment)
	got, err := waitFor[string](ctx, "the moment "+moment, cond)
	if err != nil {
		t.Fatal(err)
	}
	screenshot(t, ctx, shots, "help-"+moment)
	if got != scene {
		t.Errorf("%s: on the scene %q, want %q", moment, got, scene)
	}
	if p, err := read(ctx); err != nil || p.Scene != scene {
		t.Errorf("%s: after the picture the scene is %q (%v), want %q: the picture may show the next", moment, p.Scene, err, scene)
	}
}
