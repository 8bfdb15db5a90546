package i18n

import (
	"syscall/js"
	"testing"
)

// TestDetectBrowser: navigator.languages first (the first spoken one), then
// navigator.language, English when neither names a language the game speaks. Run with
// GOOS=js GOARCH=wasm go test -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./i18n/
// (Node.js); the test sets its own navigator.
func TestDetectBrowser(t *testing.T) {
	g := js.Global()
	old := g.Get("navigator")
	defer g.Set("navigator", old)
	for _, c := range []struct {
		languages []any // nil: no navigator.languages
		language  any   // nil: no navigator.language
		want      Lang
	}{
		{[]any{"fr-FR", "es-ES", "de"}, "fr-FR", Es},
		{[]any{}, "it-IT", It},
		{nil, "de-AT", De},
		{[]any{"pt-BR"}, "pt-BR", En},
		{nil, nil, En},
	} {
		nav := js.Global().Get("Object").New()
		if c.languages != nil {
			nav.Set("languages", js.ValueOf(c.languages))
		}
		if c.language != nil {
			nav.Set("language", c.language)
		}
		g.Set("navigator", nav)
		if got := Detect(); got != c.want {
			t.Errorf("languages %v, language %v: Detect() = %v, want %v", c.languages, c.language, got, c.want)
		}
	}
	g.Set("navigator", js.Undefined())
	if got := Detect(); got != En {
		t.Errorf("no navigator: %v, want English", got)
	}
}
