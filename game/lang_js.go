//go:build js

package game

import (
	"errors"
	"fmt"
	"syscall/js"

	"uboat/i18n"
)

// FetchesFiles reports whether this build fetches files from beside the page: the
// browser build does (catalogues, the rules).
const FetchesFiles = true

// FetchFile fetches the file name (a path relative to the page, "rules/de.md") and returns
// its text. It blocks until the file has come, so it must run on a goroutine of its own
// once the game loop runs (never inside a JavaScript callback).
func FetchFile(name string) (text string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("browser: %v", r)
		}
	}()
	type result struct {
		text string
		err  error
	}
	done := make(chan result, 1)
	var onText, onResp, onErr js.Func
	onErr = js.FuncOf(func(this js.Value, args []js.Value) any {
		msg := "rejected"
		if len(args) > 0 {
			msg = args[0].Call("toString").String()
		}
		done <- result{err: errors.New(msg)}
		return nil
	})
	onText = js.FuncOf(func(this js.Value, args []js.Value) any {
		done <- result{text: args[0].String()}
		return nil
	})
	onResp = js.FuncOf(func(this js.Value, args []js.Value) any {
		resp := args[0]
		if !resp.Get("ok").Bool() {
			done <- result{err: fmt.Errorf("%d %s", resp.Get("status").Int(), resp.Get("statusText").String())}
			return nil
		}
		resp.Call("text").Call("then", onText, onErr)
		return nil
	})
	js.Global().Call("fetch", name).Call("then", onResp, onErr)
	r := <-done
	onText.Release()
	onResp.Release()
	onErr.Release()
	if r.err != nil {
		return "", fmt.Errorf("%s: %w", name, r.err)
	}
	return r.text, nil
}

// fetchCatalogue fetches language l's catalogue from beside the page (i18n.CatalogueFile:
// "catalogue/de.yaml", which `make wasm` puts there) and gives it to i18n.Provide. It
// blocks until the file has come (or failed), so it must not run inside a JavaScript
// callback: Game.New calls it before the game loop starts, and Game.ApplyLanguage on a
// goroutine of its own once the loop runs.
func fetchCatalogue(l i18n.Lang) error {
	text, err := FetchFile(i18n.CatalogueFile(l))
	if err != nil {
		return err
	}
	return i18n.Provide(l, text)
}
