//go:build browser

// Package browsertest drives the browser build of the game in headless Chromium
// (Debian's chromium, `bash scripts/setup.sh browser`):
//
//	go test -tags browser -run TestBrowserSmoke ./wasm/browsertest   # make browser-test
//	go test -tags browser -run TestWasmMeasure ./wasm/browsertest    # make wasm-measure
//
// WASM_DIR=dist/web uses a finished `make wasm` folder instead of building one;
// BROWSER_SHOTS=DIR keeps the screenshots (default: a temporary folder, logged).
package browsertest

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"uboat/wasm/webserve"
)

// webDir returns the folder of the browser build: WASM_DIR, or a fresh build.
func webDir(t *testing.T) string {
	t.Helper()
	if d := os.Getenv("WASM_DIR"); d != "" {
		if !filepath.IsAbs(d) {
			d = filepath.Join(moduleRoot(t), d)
		}
		if _, err := os.Stat(filepath.Join(d, "uboat.wasm")); err != nil {
			t.Fatalf("WASM_DIR=%s has no uboat.wasm (make wasm)", d)
		}
		return d
	}
	out := filepath.Join(t.TempDir(), "web")
	cmd := exec.Command("go", "run", "./wasm/build", "-tags", "testhooks", "-out", out)
	cmd.Dir = moduleRoot(t)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the browser version: %v\n%s", err, b)
	} else {
		t.Logf("%s", strings.TrimSpace(string(b)))
	}
	return out
}

func moduleRoot(t *testing.T) string {
	b, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Dir(strings.TrimSpace(string(b)))
}

// serve starts the game's web server on a free loopback port and returns its address.
func serve(t *testing.T, dir string) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: webserve.Handler(dir), ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return "http://" + ln.Addr().String()
}

// browser starts headless Chromium with a fresh profile. Sound follows the browser rule
// (it starts only after a click or key) as it does for a player. The browser is closed
// at the end of the test, or earlier by closeBrowser(ctx).
func browser(t *testing.T, timeout time.Duration, extra ...chromedp.ExecAllocatorOption) context.Context {
	t.Helper()
	path, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("chromium is not installed (bash scripts/setup.sh browser)")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("autoplay-policy", "user-gesture-required"),
		chromedp.WindowSize(1280, 720),
	)
	opts = append(opts, extra...)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	ctx, cancelT := context.WithTimeout(ctx, timeout)
	t.Cleanup(func() { cancelT(); cancel(); cancelAlloc() })
	ctx = context.WithValue(ctx, closerKey{}, func() { cancelT(); cancel(); cancelAlloc() })
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 720)); err != nil {
		t.Fatalf("starting chromium: %v", err)
	}
	// BROWSER_CPU_THROTTLE=N slows the page's CPU N times (Chromium's emulation): a loaded
	// machine on demand, to check that the tests wait for the game, not for the clock.
	if v := os.Getenv("BROWSER_CPU_THROTTLE"); v != "" {
		rate, err := strconv.ParseFloat(v, 64)
		if err != nil || rate < 1 {
			t.Fatalf("BROWSER_CPU_THROTTLE=%q: want a factor ≥ 1", v)
		}
		if err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: rate})
			return err
		})); err != nil {
			t.Fatalf("throttling the CPU: %v", err)
		}
		t.Logf("page CPU throttled %g×", rate)
	}
	return ctx
}

type closerKey struct{}

// firstFrameLimit bounds the wait for the first frame: the page's download and compile
// (1.7 s on the idle VM, 5 s at a load of 17, more with BROWSER_CPU_THROTTLE).
const firstFrameLimit = 3 * time.Minute

// closeBrowser ends the browser of ctx (and waits for it to exit).
func closeBrowser(ctx context.Context) {
	if f, ok := ctx.Value(closerKey{}).(func()); ok {
		f()
	}
}

// progress is window.uboat as the game publishes it.
type progress struct {
	Frames       int     `json:"frames"`
	Events       int     `json:"events"`
	Scene        string  `json:"scene"`
	Audio        string  `json:"audio"`
	FirstFrameMs float64 `json:"firstFrameMs"`
}

func read(ctx context.Context) (progress, error) {
	return chromedp.Run(ctx, chromedp.Evaluate[progress](`window.uboat || {}`))
}

// waitFirstFrame waits for the game's first frame (before it the page downloads and
// compiles the game: no frames to watch, hence a time limit, a generous one).
func waitFirstFrame(t *testing.T, ctx context.Context, within time.Duration) float64 {
	t.Helper()
	ms, err := chromedp.Run(ctx, chromedp.Poll[float64](`window.uboat && window.uboat.firstFrameMs`,
		chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(within)))
	if err != nil {
		status, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("status").textContent`))
		t.Fatalf("no first frame within %v: %v (page says %q)", within, err, status)
	}
	return ms
}

// The waits below are on the game's own progress (its frames, scenes, saves), never on
// the wall clock: a loaded machine, or a page slowed with BROWSER_CPU_THROTTLE, only makes
// them longer. A wait gives up when the game stops drawing new frames for stallLimit (or
// at the end of the browser's context, a last resort).
const stallLimit = 90 * time.Second

// waitFor polls the JavaScript expression cond until it is truthy and returns its value
// (decoded into T). It fails when the game's frame count does not rise for stallLimit.
func waitFor[T any](ctx context.Context, what, cond string) (T, error) {
	var zero T
	expr := `(() => { const v = (` + cond + `); const u = window.uboat || {};
		return JSON.stringify({v: v ? v : null, f: u.frames || 0}); })()`
	lastFrames, lastRise := -1, time.Now()
	for {
		js, err := chromedp.Run(ctx, chromedp.Evaluate[string](expr))
		if err != nil {
			return zero, fmt.Errorf("%s: %w", what, err)
		}
		var r struct {
			V json.RawMessage `json:"v"`
			F int             `json:"f"`
		}
		if err := json.Unmarshal([]byte(js), &r); err != nil {
			return zero, fmt.Errorf("%s: %w", what, err)
		}
		if len(r.V) > 0 && string(r.V) != "null" {
			var v T
			if err := json.Unmarshal(r.V, &v); err != nil {
				return zero, fmt.Errorf("%s: %w", what, err)
			}
			return v, nil
		}
		if r.F != lastFrames {
			lastFrames, lastRise = r.F, time.Now()
		} else if time.Since(lastRise) > stallLimit {
			return zero, fmt.Errorf("%s: the game drew no new frame for %v (frame %d)", what, stallLimit, r.F)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// settle waits until the game has run settleFrames more frames: past the fade-in of a
// scene that has just come in, during which the scene takes no input and a screenshot
// would show it half dark. (game.Stack fades 12 frames out and 12 in; the scene's name
// changes at the darkest point, so at most 12 frames are left when a test sees it.)
func settle(t *testing.T, ctx context.Context) {
	t.Helper()
	f, err := chromedp.Run(ctx, chromedp.Evaluate[int](`(window.uboat && window.uboat.frames) || 0`))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := waitFor[bool](ctx, "settling", fmt.Sprintf(`window.uboat && window.uboat.frames >= %d`, f+settleFrames)); err != nil {
		t.Fatal(err)
	}
}

const settleFrames = 15

func shotsDir(t *testing.T) string {
	d := os.Getenv("BROWSER_SHOTS")
	if d == "" {
		d = filepath.Join(os.TempDir(), fmt.Sprintf("uboat-browser-shots-%d", os.Getpid()))
	}
	if err := os.MkdirAll(d, 0o755); err != nil {
		t.Fatal(err)
	}
	return d
}

func screenshot(t *testing.T, ctx context.Context, dir, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Errorf("screenshot %s: %v", name, err)
		return
	}
	p := filepath.Join(dir, name+".png")
	if err := os.WriteFile(p, png, 0o644); err != nil {
		t.Error(err)
	}
	t.Logf("screenshot %s (%d bytes)", p, len(png))
}

// TestBrowserSmoke loads the game with the Commander playing (?autoplay=1&mute=1), checks
// that it draws, advances (events rising, scenes changing) and survives a click, then
// loads it with sound and checks that the sound starts on the first click.
func TestBrowserSmoke(t *testing.T) {
	dir := webDir(t)
	base := serve(t, dir)
	shots := shotsDir(t)
	ctx := browser(t, 15*time.Minute)

	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/?autoplay=1&mute=1&seed=1&pace=fast")); err != nil {
		t.Fatal(err)
	}
	ff := waitFirstFrame(t, ctx, firstFrameLimit)
	t.Logf("first frame %.0f ms after navigation start", ff)
	screenshot(t, ctx, shots, "01-first-frame")

	// the game advances: events rise, scenes change (checked on the game's progress: it
	// fails only when the frames stop rising)
	seen := map[string]bool{}
	var order []string
	var p progress
	var err error
	lastEvents, rises := -1, 0
	lastFrames, lastRise := -1, time.Now()
	for {
		if p, err = read(ctx); err != nil {
			t.Fatal(err)
		}
		if p.Frames != lastFrames {
			lastFrames, lastRise = p.Frames, time.Now()
		} else if time.Since(lastRise) > stallLimit {
			t.Errorf("the game drew no new frame for %v (frame %d)", stallLimit, p.Frames)
			break
		}
		if p.Scene != "" && !seen[p.Scene] {
			seen[p.Scene] = true
			order = append(order, p.Scene)
			t.Logf("scene %q at frame %d, %d events", p.Scene, p.Frames, p.Events)
			settle(t, ctx) // past the fade
			screenshot(t, ctx, shots, fmt.Sprintf("%02d-%s", len(order)+1, p.Scene))
		}
		if p.Events > lastEvents && lastEvents >= 0 {
			rises++
		}
		lastEvents = p.Events
		if len(order) >= 4 && rises >= 3 && p.Events > 0 {
			break
		}
		time.Sleep(250 * time.Millisecond)
	}
	t.Logf("scenes %v; %d frames, %d events", order, p.Frames, p.Events)
	if p.Events <= 0 || rises < 3 {
		t.Errorf("the game did not advance: %d events, rose %d times", p.Events, rises)
	}
	if len(order) < 3 {
		t.Errorf("the scene did not change enough: %v", order)
	}

	// a click on the canvas (the sound start path; muted here) keeps the game running
	before := p.Frames
	if err := chromedp.Do(ctx, chromedp.MouseClickXY(640, 20)); err != nil {
		t.Fatal(err)
	}
	if _, err := waitFor[bool](ctx, "frames after the click", fmt.Sprintf(`window.uboat.frames > %d`, before)); err != nil {
		t.Error(err)
	}
	if p, err = read(ctx); err != nil || p.Frames <= before || p.Audio != "off" {
		t.Errorf("after the click: %+v, %v (frames before %d)", p, err, before)
	}

	// with sound: held back until the first click, then running
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/?seed=2")); err != nil {
		t.Fatal(err)
	}
	waitFirstFrame(t, ctx, firstFrameLimit)
	settle(t, ctx) // the title in, its audio state published
	p, _ = read(ctx)
	note, _ := chromedp.Run(ctx, chromedp.Evaluate[bool](`!document.getElementById("note").classList.contains("hidden")`))
	t.Logf("before the click: audio %q, sound note shown %v", p.Audio, note)
	screenshot(t, ctx, shots, "90-title-sound-note")
	if p.Audio != "waiting" && p.Audio != "running" {
		t.Errorf("audio %q before the click, want waiting", p.Audio)
	}
	if !note && p.Audio == "waiting" {
		t.Error("the 'click to start the sound' note is not shown")
	}
	if err := chromedp.Do(ctx, chromedp.MouseClickXY(1000, 150)); err != nil {
		t.Fatal(err)
	}
	audio, err := waitFor[string](ctx, "sound after a click", `window.uboat.audio === "running" && window.uboat.audio`)
	if err != nil {
		p, _ = read(ctx)
		t.Errorf("sound did not start after a click: audio %q (%v)", p.Audio, err)
	} else {
		t.Logf("after the click: audio %q", audio)
	}
	settle(t, ctx)
	screenshot(t, ctx, shots, "91-title-after-click")
	t.Logf("screenshots in %s", shots)
}
