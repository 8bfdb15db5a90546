//go:build browser

package browsertest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"uboat/i18n"
)

// TestBrowserLanguage loads the game in each language the game speaks besides English
// (issue 13): by the page's address (?lang=de, ?lang=it, ?lang=es) in a Chromium that
// speaks English, then by the browser's language alone (Chromium started with
// --lang=de-DE and --accept-lang=de-DE,de: navigator.language, i18n.Detect). Each time
// the game must speak that language (window.uboat.lang, published by watch.Web from
// i18n.Current) from the title to the port of a career the Commander plays, and the
// page around it too (its lang attribute, title and sound note: the catalogues' page.*
// texts, put in by wasm/build); a page that ignored ?lang= or navigator.language would
// speak English.
// BROWSER_SHOTS=DIR keeps the title and port of each (NN-lang-xx-…png).
func TestBrowserLanguage(t *testing.T) {
	dir := webDir(t)
	base := serve(t, dir)
	shots := shotsDir(t)
	t.Run("address", func(t *testing.T) {
		ctx := browserWith(t, 10*time.Minute, chromedp.Flag("lang", "en-US"), chromedp.Flag("accept-lang", "en-US,en"))
		defer closeBrowser(ctx)
		for _, lang := range []string{"de", "it", "es"} {
			playsIn(t, ctx, base+"/?lang="+lang+"&autoplay=1&mute=1&seed=1&pace=fast", lang, shots, "lang-"+lang)
		}
	})
	t.Run("navigator", func(t *testing.T) {
		ctx := browserWith(t, 10*time.Minute, chromedp.Flag("lang", "de-DE"), chromedp.Flag("accept-lang", "de-DE,de"))
		defer closeBrowser(ctx)
		if err := chromedp.Do(ctx, chromedp.Navigate(base+"/?autoplay=1&mute=1&seed=1&pace=fast")); err != nil {
			t.Fatal(err)
		}
		nav, err := chromedp.Run(ctx, chromedp.Evaluate[string](`navigator.language`))
		if err != nil || len(nav) < 2 || nav[:2] != "de" {
			t.Fatalf("Chromium started with --lang=de-DE says navigator.language %q (%v)", nav, err)
		}
		playsIn(t, ctx, "", "de", shots, "navigator-de")
	})
	t.Logf("screenshots in %s", shots)
}

// playsIn loads url (none: the page already loaded) and checks that the page speaks
// lang, and the game on its title and again in the port of the career the Commander
// starts.
func playsIn(t *testing.T, ctx context.Context, url, lang, shots, name string) {
	t.Helper()
	if url != "" {
		if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
			t.Fatal(err)
		}
	}
	l, _ := i18n.Parse(lang)
	type page struct{ Lang, Title, Note string }
	want := page{lang, l.T("page.title"), l.T("page.sound")}
	got, err := chromedp.Run(ctx, chromedp.Evaluate[page](`({lang: document.documentElement.lang, title: document.title,
		note: document.getElementById("note").textContent})`))
	if err != nil || got != want {
		t.Errorf("%s: the page says %+v (%v), want %+v", name, got, err, want)
	}
	waitFirstFrame(t, ctx, firstFrameLimit)
	for i, scene := range []string{"title", "port"} {
		got, err := waitFor[string](ctx, "the "+scene, fmt.Sprintf(`window.uboat.scene === %q && window.uboat.lang`, scene))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got != lang {
			t.Errorf("%s: the %s speaks %q, want %q", name, scene, got, lang)
		}
		settle(t, ctx)
		screenshot(t, ctx, shots, fmt.Sprintf("%02d-%s-%s", i+1, name, scene))
	}
}
