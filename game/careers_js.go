//go:build js

package game

import (
	"fmt"
	"syscall/js"

	"uboat/i18n"
)

// In the browser a career's export is a download (a Blob and an anchor), its import an
// upload (<input type=file>); the careers themselves live in localStorage
// (savefile.OpenStore).

// catch turns a JavaScript exception into an error.
func catch(err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("browser: %v", r)
	}
}

// Export offers the career of slot id as a download.
func (c *Careers) Export(id string) (msg string, err error) {
	b, name, err := c.ExportBytes(id)
	if err != nil {
		return "", err
	}
	defer catch(&err)
	doc := js.Global().Get("document")
	arr := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(arr, b)
	parts := js.Global().Get("Array").New(arr)
	opts := js.Global().Get("Object").New()
	opts.Set("type", "application/json")
	blob := js.Global().Get("Blob").New(parts, opts)
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	js.Global().Call("setTimeout", js.FuncOf(func(this js.Value, args []js.Value) any {
		js.Global().Get("URL").Call("revokeObjectURL", url)
		return nil
	}), 10000)
	return i18n.T("notice.downloading", "name", name), nil
}

var importDone = make(chan string, 4)

// StartImport opens the browser's file chooser; the chosen file is imported when it has
// been read, and PollImport reports the result.
func (c *Careers) StartImport(done func(msg string)) {
	doc := js.Global().Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("accept", ".json,application/json")
	var onChange js.Func
	onChange = js.FuncOf(func(this js.Value, args []js.Value) any {
		files := in.Get("files")
		if files.Get("length").Int() == 0 {
			return nil
		}
		f := files.Index(0)
		var then, fail js.Func
		then = js.FuncOf(func(this js.Value, args []js.Value) any {
			arr := js.Global().Get("Uint8Array").New(args[0])
			b := make([]byte, arr.Get("length").Int())
			js.CopyBytesToGo(b, arr)
			if _, err := c.Import(b); err != nil {
				importDone <- i18n.T("notice.import_failed", "err", err.Error())
			} else {
				importDone <- i18n.T("notice.imported_file", "file", f.Get("name").String())
			}
			then.Release()
			fail.Release()
			onChange.Release()
			return nil
		})
		fail = js.FuncOf(func(this js.Value, args []js.Value) any {
			importDone <- i18n.T("notice.import_unreadable")
			return nil
		})
		f.Call("arrayBuffer").Call("then", then, fail)
		return nil
	})
	in.Call("addEventListener", "change", onChange)
	in.Call("click")
	done(i18n.T("notice.import_choose"))
}

// PollImport returns the result of a finished upload.
func (c *Careers) PollImport() (string, bool) {
	select {
	case m := <-importDone:
		return m, true
	default:
		return "", false
	}
}
