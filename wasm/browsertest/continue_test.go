//go:build browser

package browsertest

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"uboat/engine"
	"uboat/game"
)

// saved is the latest autosave as window.uboat publishes it.
type saved struct {
	Slot     string `json:"slot"`
	Save     string `json:"save"`
	Pending  string `json:"pending"`
	LogHash  string `json:"logHash"`
	Saves    int    `json:"saves"`
	Scene    string `json:"scene"`
	Decision string `json:"decision"`
}

const readSaved = `(() => { const u = window.uboat || {}; return {slot: u.slot || "", save: u.save || "", pending: u.pending || "",
	logHash: u.logHash || "", saves: u.saves || 0, scene: u.scene || "", decision: u.decision || ""}; })()`

// TestBrowserContinue plays a career in the browser (the Commander answering), checks
// that the hash of its event log equals the native engine's for the same seed and
// answers, reloads the tab mid-career and checks that Continue on the title brings back
// the same moment: the same save, the same pending decision on screen, the same log hash.
func TestBrowserContinue(t *testing.T) {
	dir := webDir(t)
	base := serve(t, dir)
	shots := shotsDir(t)
	ctx := browser(t, 15*time.Minute)

	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/?autoplay=1&mute=1&seed=5&pace=fast")); err != nil {
		t.Fatal(err)
	}
	waitFirstFrame(t, ctx, firstFrameLimit)
	if _, err := waitFor[bool](ctx, "8 autosaves", `window.uboat && window.uboat.saves >= 8`); err != nil {
		t.Fatalf("no 8 autosaves: %v", err)
	}
	s1, err := chromedp.Run(ctx, chromedp.Evaluate[saved](readSaved))
	if err != nil {
		t.Fatal(err)
	}
	sv1, err := engine.LoadSave([]byte(s1.Save))
	if err != nil {
		t.Fatalf("the browser's save does not load natively: %v", err)
	}
	native, err := game.LogHash(sv1)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("autosave %d: %d answers, pending %s, log hash browser %s native %s", s1.Saves, len(sv1.Answers), s1.Pending, s1.LogHash, native)
	if native != s1.LogHash {
		t.Errorf("event log hash differs: browser %s, native %s", s1.LogHash, native)
	}

	// reload mid-career, without autoplay: the title offers Continue
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/?mute=1")); err != nil {
		t.Fatal(err)
	}
	waitFirstFrame(t, ctx, firstFrameLimit)
	stored, err := chromedp.Run(ctx, chromedp.Evaluate[string](newestCareerJS))
	if err != nil || stored == "" {
		t.Fatalf("no career in localStorage after the reload: %v", err)
	}
	sv2, err := engine.LoadSave([]byte(stored))
	if err != nil {
		t.Fatal(err)
	}
	if len(sv2.Answers) < len(sv1.Answers) {
		t.Fatalf("the stored career has %d answers, fewer than the %d seen before the reload", len(sv2.Answers), len(sv1.Answers))
	}
	want, err := game.LogHash(sv2)
	if err != nil {
		t.Fatal(err)
	}
	settle(t, ctx) // the title takes no key while it fades in
	screenshot(t, ctx, shots, "20-title-continue")
	if err := chromedp.Do(ctx, chromedp.KeyEvent("2")); err != nil { // Continue career
		t.Fatal(err)
	}
	s3, err := waitFor[saved](ctx, "Continue", `(() => { const u = window.uboat; return u && u.slot && u.decision && u.scene !== "title" && `+readSaved+`; })()`)
	if err != nil {
		p, _ := chromedp.Run(ctx, chromedp.Evaluate[saved](readSaved))
		t.Fatalf("Continue did not bring the career back: %v (%+v)", err, p)
	}
	sv3, err := engine.LoadSave([]byte(s3.Save))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("continued in scene %s at decision %s (%d answers), log hash %s", s3.Scene, s3.Decision, len(sv3.Answers), s3.LogHash)
	if len(sv3.Answers) != len(sv2.Answers) || sv3.Summary != sv2.Summary {
		t.Errorf("continued at another moment: %+v (%d answers), stored %+v (%d answers)", sv3.Summary, len(sv3.Answers), sv2.Summary, len(sv2.Answers))
	}
	if s3.Decision != sv2.Summary.Pending || s3.Pending != sv2.Summary.Pending {
		t.Errorf("decision on screen %q (pending %q), the save was waiting for %q", s3.Decision, s3.Pending, sv2.Summary.Pending)
	}
	if s3.LogHash != want {
		t.Errorf("event log hash after Continue %s, native replay %s", s3.LogHash, want)
	}
	settle(t, ctx)
	screenshot(t, ctx, shots, "21-continued")

	// export (a download) and import (an upload) on the Careers screen: the anchor's
	// click and the file input's click are stood in for, the rest is the game's own path
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/?mute=1")); err != nil {
		t.Fatal(err)
	}
	waitFirstFrame(t, ctx, firstFrameLimit)
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(() => {
		window.__dl = null;
		HTMLAnchorElement.prototype.click = function () { const d = {name: this.download, text: ""}; window.__dl = d;
			fetch(this.href).then(r => r.text()).then(t => { d.text = t; }); };
		HTMLInputElement.prototype.click = function () { const dt = new DataTransfer();
			dt.items.add(new File([window.__dl.text], window.__dl.name, {type: "application/json"}));
			this.files = dt.files; this.dispatchEvent(new Event("change")); };
		return true; })()`)); err != nil {
		t.Fatal(err)
	}
	// the title takes no key while it fades in
	settle(t, ctx)
	if err := chromedp.Do(ctx, chromedp.KeyEvent("4")); err != nil { // Careers (the title: new, continue, guide, careers)
		t.Fatal(err)
	}
	if _, err := waitFor[bool](ctx, "the Careers screen", `window.uboat.scene === "careers"`); err != nil {
		t.Fatalf("no Careers screen: %v", err)
	}
	settle(t, ctx)                                                             // the Careers screen takes no click while it fades in
	if err := chromedp.Do(ctx, chromedp.MouseClickXY(1100, 248)); err != nil { // Export
		t.Fatal(err)
	}
	dl, err := waitFor[string](ctx, "the download", `window.__dl && window.__dl.text && window.__dl.name`)
	if err != nil {
		t.Fatalf("no download: %v", err)
	}
	text, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`window.__dl.text`))
	// the career as stored now (after Continue a standing choice may have answered on)
	now, _ := chromedp.Run(ctx, chromedp.Evaluate[string](newestCareerJS))
	svNow, errNow := engine.LoadSave([]byte(now))
	if sv, err := engine.LoadSave([]byte(text)); err != nil || errNow != nil || sv.Summary != svNow.Summary || len(sv.Answers) < len(sv2.Answers) {
		t.Errorf("the download %s is not the career: %v %v", dl, err, errNow)
	}
	t.Logf("export downloaded %s (%d bytes)", dl, len(text))
	if err := chromedp.Do(ctx, chromedp.MouseClickXY(1100, 306)); err != nil { // Import
		t.Fatal(err)
	}
	n, err := waitFor[int](ctx, "the import", `(() => { let n = 0; for (let i = 0; i < localStorage.length; i++) {
			const k = localStorage.key(i); if (k.startsWith("uboat/careers/") && !k.includes(".")) n++; } return n >= 2 && n; })()`)
	if err != nil {
		t.Fatalf("the upload was not imported: %v", err)
	}
	t.Logf("after the import: %d careers in localStorage", n)
	settle(t, ctx)
	screenshot(t, ctx, shots, "22-careers-imported")
}

// newestCareerJS returns the career saved last in the page's localStorage (its JSON).
const newestCareerJS = `(() => { let best = "", at = "";
	for (let i = 0; i < localStorage.length; i++) { const k = localStorage.key(i);
		if (!k.startsWith("uboat/careers/") || k.includes(".")) continue;
		const v = localStorage.getItem(k); const s = JSON.parse(v).saved_at || "";
		if (s >= at) { at = s; best = v; } }
	return best; })()`
