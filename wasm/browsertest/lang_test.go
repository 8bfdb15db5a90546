//go:build browser

package browsertest

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"uboat/i18n"
)

// TestBrowserLanguage: the page speaks the language of ?lang= and, without it, the
// browser's (navigator.languages), the page around the game too (pageSpeaks); each but English comes as a catalogue fetched from
// beside the game (the build embeds English only: game/lang_js.go). window.uboat.lang is
// the language the screens speak.
func TestBrowserLanguage(t *testing.T) {
	dir := webDir(t)
	base := serve(t, dir)
	shots := shotsDir(t)
	for _, c := range []struct {
		name, query, want string
		flags             []chromedp.ExecAllocatorOption
	}{
		{"lang_param_de", "?mute=1&lang=de", "de", nil},
		{"browser_it", "?mute=1", "it", []chromedp.ExecAllocatorOption{chromedp.Flag("lang", "it-IT"), chromedp.Flag("accept-lang", "it-IT,it")}},
		{"browser_fr_falls_back", "?mute=1", "en", []chromedp.ExecAllocatorOption{chromedp.Flag("lang", "fr-FR"), chromedp.Flag("accept-lang", "fr-FR,fr")}},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := browser(t, 3*time.Minute, c.flags...)
			defer closeBrowser(ctx)
			if err := chromedp.Do(ctx, chromedp.Navigate(base+"/"+c.query)); err != nil {
				t.Fatal(err)
			}
			pageSpeaks(t, ctx, c.want)
			waitFirstFrame(t, ctx, firstFrameLimit)
			got, err := waitFor[string](ctx, "the language", `window.uboat && window.uboat.lang`)
			if err != nil {
				t.Fatal(err)
			}
			if got != c.want {
				nav, _ := chromedp.Run(ctx, chromedp.Evaluate[[]string](`navigator.languages`))
				t.Fatalf("the page speaks %q, want %q (navigator.languages %v)", got, c.want, nav)
			}
			settle(t, ctx)
			screenshot(t, ctx, shots, "title_"+c.name)
		})
	}
}

// pageSpeaks checks that the page around the game speaks lang: its lang attribute, its
// title and its sound note are the catalogue's page.* texts in lang (wasm/build puts
// them into index.html; the page picks the language as the game does).
func pageSpeaks(t *testing.T, ctx context.Context, lang string) {
	t.Helper()
	l, _ := i18n.Parse(lang)
	type page struct{ Lang, Title, Note string }
	want := page{lang, l.T("page.title"), l.T("page.sound")}
	got, err := chromedp.Run(ctx, chromedp.Evaluate[page](`({lang: document.documentElement.lang, title: document.title,
		note: document.getElementById("note").textContent})`))
	if err != nil || got != want {
		t.Errorf("the page says %+v (%v), want %+v", got, err, want)
	}
}

// TestBrowserLanguageFromSettings: a language chosen in the settings while the game runs
// is fetched and applied (the screens speak English until the file has come).
func TestBrowserLanguageFromSettings(t *testing.T) {
	dir := webDir(t)
	base := serve(t, dir)
	ctx := browser(t, 3*time.Minute, chromedp.Flag("lang", "en-US"), chromedp.Flag("accept-lang", "en-US,en"))
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/?mute=1")); err != nil {
		t.Fatal(err)
	}
	waitFirstFrame(t, ctx, firstFrameLimit)
	if got, err := waitFor[string](ctx, "the language", `window.uboat && window.uboat.lang`); err != nil || got != "en" {
		t.Fatalf("at the start the page speaks %q (%v), want en", got, err)
	}
	settle(t, ctx)
	if err := chromedp.Do(ctx, chromedp.KeyEvent("6")); err != nil { // Settings (the title: new, continue, guide, careers, hall of fame, settings)
		t.Fatal(err)
	}
	if _, err := waitFor[bool](ctx, "the settings", `window.uboat && window.uboat.scene === "settings"`); err != nil {
		t.Fatal(err)
	}
	settle(t, ctx)
	// the first row, the language, cycles: as the system → English → Deutsch
	for range 2 {
		if err := chromedp.Do(ctx, chromedp.KeyEvent("\r")); err != nil {
			t.Fatal(err)
		}
		settle(t, ctx)
	}
	if _, err := waitFor[bool](ctx, "German after the settings", `window.uboat && window.uboat.lang === "de"`); err != nil {
		t.Fatal(err)
	}
	screenshot(t, ctx, shotsDir(t), "settings_de")
}
