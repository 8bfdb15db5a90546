//go:build browser

package browsertest

import (
	"context"
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

// noFocusFrames bounds how long a play screen may show no control in focus: the waits
// between answers are animations (a few hundred frames at pace=instant), never this long.
const noFocusFrames = 3000

// waitFocus waits for a control in focus. It fails, with the page's scene and decision
// and a screenshot, when the game runs noFocusFrames frames with none (a screen that
// takes no Enter and shows nothing to click would leave a player stuck).
func waitFocus(t *testing.T, ctx context.Context, shots, name string) focused {
	t.Helper()
	start, err := chromedp.Run(ctx, chromedp.Evaluate[int](`(window.uboat && window.uboat.frames) || 0`))
	if err != nil {
		t.Fatal(err)
	}
	cond := fmt.Sprintf(`(() => { const f = %s; if (f) return {f: f};
		const u = window.uboat || {};
		return (u.frames || 0) >= %d ? {stuck: {scene: u.scene || "", decision: u.decision || "", frames: u.frames}} : null; })()`,
		readFocused, start+noFocusFrames)
	r, err := waitFor[struct {
		F     *focused `json:"f"`
		Stuck *struct {
			Scene    string `json:"scene"`
			Decision string `json:"decision"`
			Frames   int    `json:"frames"`
		} `json:"stuck"`
	}](ctx, "a control in focus", cond)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if r.F == nil {
		screenshot(t, ctx, shots, name+"-no-focus")
		t.Fatalf("%s: no control in focus for %d frames (scene %q, decision %q, frame %d)",
			name, noFocusFrames, r.Stuck.Scene, r.Stuck.Decision, r.Stuck.Frames)
	}
	return *r.F
}

// TestBrowserOneDevice plays a whole career in Chromium (seed 10, the safest answers: three
// patrols) from the title to its end and back to the title with one device only (issue 12,
// "Done when"), the same answers with both:
// the keyboard, pressing Enter on whatever has the focus (the safest answer of every
// decision, the grids' Fire and Reload, the refit report's button), and the mouse,
// clicking on the same controls where they are drawn. No autoplay: every answer comes
// through the page's input.
func TestBrowserOneDevice(t *testing.T) {
	dir := webDir(t)
	base := serve(t, dir)
	shots := shotsDir(t)
	var keyboardAnswers string // the keyboard's career, which the mouse's must repeat
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
				f := waitFocus(t, ctx, shots, fmt.Sprintf("%s-after-%d-inputs", device, inputs))
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
						// both devices press the same controls: the safest answers
						answers := fmt.Sprint(sv.Answers)
						if device == "keyboard" {
							keyboardAnswers = answers
						} else if keyboardAnswers != "" && answers != keyboardAnswers {
							t.Errorf("the mouse's career took other answers than the keyboard's:\nmouse    %s\nkeyboard %s", answers, keyboardAnswers)
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
