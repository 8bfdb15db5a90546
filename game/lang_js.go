//go:build js

package game

import (
	"errors"
	"fmt"
	"syscall/js"

	"uboat/i18n"
)

// fetchCatalogue fetches language l's catalogue from beside the page (i18n.CatalogueFile:
// "catalogue/de.yaml", which `make wasm` puts there) and gives it to i18n.Provide. It
// blocks until the file has come (or failed), so it must not run inside a JavaScript
// callback: Game.New calls it before the game loop starts, and Game.ApplyLanguage on a
// goroutine of its own once the loop runs.
func fetchCatalogue(l i18n.Lang) (err error) {
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
	release := func() { onText.Release(); onResp.Release(); onErr.Release() }
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
	js.Global().Call("fetch", i18n.CatalogueFile(l)).Call("then", onResp, onErr)
	r := <-done
	release()
	if r.err != nil {
		return fmt.Errorf("%s: %w", i18n.CatalogueFile(l), r.err)
	}
	return i18n.Provide(l, r.text)
}
