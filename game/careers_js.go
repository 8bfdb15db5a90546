//go:build js && wasm

package game

import (
	"fmt"
	"syscall/js"

	"uboat/savefile"
)

// In the browser careers live in localStorage under "uboat/careers/<id>" (and .bak),
// through KVStore; export is a download (a Blob and an anchor), import an upload
// (<input type=file>).

// lsKV is a KV on window.localStorage. localStorage calls can throw (quota, disabled
// storage): they come back as errors.
type lsKV struct{ ls js.Value }

func catch(err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("localStorage: %v", r)
	}
}

func (k lsKV) Get(key string) (v string, ok bool, err error) {
	defer catch(&err)
	r := k.ls.Call("getItem", key)
	if r.IsNull() || r.IsUndefined() {
		return "", false, nil
	}
	return r.String(), true, nil
}

func (k lsKV) Set(key, val string) (err error) {
	defer catch(&err)
	k.ls.Call("setItem", key, val)
	return nil
}

func (k lsKV) Remove(key string) (err error) {
	defer catch(&err)
	k.ls.Call("removeItem", key)
	return nil
}

func (k lsKV) Keys() (keys []string, err error) {
	defer catch(&err)
	n := k.ls.Get("length").Int()
	for i := 0; i < n; i++ {
		if v := k.ls.Call("key", i); v.Type() == js.TypeString {
			keys = append(keys, v.String())
		}
	}
	return keys, nil
}

func openStore(configDir string) (savefile.Store, string) {
	ls := localStorage()
	if ls.IsUndefined() {
		return nil, "The browser keeps no local storage here: careers last only until the page is closed."
	}
	return NewKVStore(lsKV{ls}, "uboat/careers/"), ""
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
	return "Downloading " + name, nil
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
				importDone <- "Import failed: " + err.Error()
			} else {
				importDone <- "Imported " + f.Get("name").String()
			}
			then.Release()
			fail.Release()
			onChange.Release()
			return nil
		})
		fail = js.FuncOf(func(this js.Value, args []js.Value) any {
			importDone <- "Import failed: the file could not be read"
			return nil
		})
		f.Call("arrayBuffer").Call("then", then, fail)
		return nil
	})
	in.Call("addEventListener", "change", onChange)
	in.Call("click")
	done("Choose a career file to import")
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
