//go:build browser

package browsertest

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"uboat/engine"
)

// focused is the control in focus as window.uboat publishes it, with the latest save.
type focused struct {
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	Scene  string  `json:"scene"`
	Frames int     `json:"frames"`
	Save   string  `json:"save"`
}

const readFocused = `(() => { const u = window.uboat; if (!u || !u.focusX) return null;
	return {x: u.focusX, y: u.focusY, scene: u.scene, frames: u.frames, save: u.save || ""}; })()`

// TestBrowserOneDevice plays a whole career in Chromium (seed 10, the safest answers: three
// patrols) from the title to its end and back to the title with one device only (issue 12,
// "Done when"):
// the keyboard, pressing Enter on whatever has the focus (the safest answer of every
// decision, the grids' Fire and Reload, the refit report's button), and the mouse,
// clicking on the same controls where they are drawn. No autoplay: every answer comes
// through the page's input.
func TestBrowserOneDevice(t *testing.T) {
	dir := webDir(t)
	base := serve(t, dir)
	shots := shotsDir(t)
	for _, device := range []string{"keyboard", "mouse"} {
		t.Run(device, func(t *testing.T) {
			ctx := browser(t, 15*time.Minute)
			defer closeBrowser(ctx)
			if err := chromedp.Do(ctx, chromedp.Navigate(base+"/?mute=1&seed=10&pace=instant")); err != nil {
				t.Fatal(err)
			}
			waitFirstFrame(t, ctx, firstFrameLimit)
			settle(t, ctx)
			inputs := 0
			secondPatrol, ended := false, false
			for {
				f, err := waitFor[focused](ctx, "a control in focus", readFocused)
				if err != nil {
					t.Fatalf("after %d inputs: %v", inputs, err)
				}
				if f.Save != "" {
					sv, err := engine.LoadSave([]byte(f.Save))
					if err != nil {
						t.Fatalf("the page's save does not load: %v", err)
					}
					if sv.Summary.Patrols >= 2 && !secondPatrol {
						secondPatrol = true
						screenshot(t, ctx, shots, fmt.Sprintf("30-%s-next-patrol", device))
					}
					if sv.Summary.Ended && f.Scene == "title" { // "Back to the title" pressed
						t.Logf("%s only: a whole career (%d patrols, %s) in %d inputs (%d answers saved)",
							device, sv.Summary.Patrols, sv.Summary.EndReason, inputs, len(sv.Answers))
						if sv.Summary.Patrols < 2 || len(sv.Answers) < 40 {
							t.Errorf("a career of %d patrols and %d answers: want one of several patrols played through", sv.Summary.Patrols, len(sv.Answers))
						}
						return
					}
					if sv.Summary.Ended && !ended {
						ended = true
						screenshot(t, ctx, shots, fmt.Sprintf("32-%s-career-end", device))
					}
				}
				if inputs > 600 {
					t.Fatalf("the career is not over after %d inputs (scene %s)", inputs, f.Scene)
				}
				var err2 error
				if device == "mouse" {
					err2 = chromedp.Do(ctx, chromedp.MouseClickXY(f.X, f.Y))
				} else {
					err2 = chromedp.Do(ctx, chromedp.KeyEvent("\r"))
				}
				if err2 != nil {
					t.Fatal(err2)
				}
				inputs++
				if inputs == 12 {
					screenshot(t, ctx, shots, fmt.Sprintf("31-%s-at-sea", device))
				}
				// a person's pace: the game runs a few frames before the next input
				if _, err := waitFor[bool](ctx, "frames", fmt.Sprintf(`window.uboat.frames >= %d`, f.Frames+6)); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}
