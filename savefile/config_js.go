//go:build js

package savefile

import (
	"errors"
	"fmt"
	"io/fs"
	"syscall/js"
)

// In the browser there is no file system: the settings are kept in the page's
// localStorage under "uboat/<name>" (e.g. "uboat/settings.json"), the careers under
// "uboat/careers/<id>" (OpenStore: a KVStore on LocalStorage). Where localStorage is
// unavailable (blocked cookies, some private modes) they are kept in memory for the
// session and a message says so once.

// BrowserStore is the ConfigDir of the browser build: any non-empty value selects
// localStorage.
const BrowserStore = "localStorage"

var (
	memStore   = map[string][]byte{}
	storeWarns int
)

// ConfigDir returns BrowserStore: settings and saves live in localStorage.
func ConfigDir() string { return BrowserStore }

// localStorage returns window.localStorage, or an undefined value when the browser
// refuses it (reading the property can throw).
func localStorage() (ls js.Value) {
	defer func() {
		if r := recover(); r != nil {
			ls = js.Undefined()
		}
	}()
	ls = js.Global().Get("localStorage")
	if ls.IsNull() {
		return js.Undefined()
	}
	return ls
}

func storeKey(name string) string { return "uboat/" + name }

// ReadConfig reads "uboat/<name>" of localStorage (dir only selects it: any non-empty
// value); a missing key is an error wrapping fs.ErrNotExist.
func ReadConfig(dir, name string) (b []byte, err error) {
	ls := localStorage()
	if ls.IsUndefined() {
		if v, ok := memStore[name]; ok {
			return v, nil
		}
		return nil, fs.ErrNotExist
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	v := ls.Call("getItem", storeKey(name))
	if v.IsNull() || v.IsUndefined() {
		return nil, fs.ErrNotExist
	}
	return []byte(v.String()), nil
}

// WriteConfig sets "uboat/<name>" of localStorage. Without localStorage the value is
// kept in memory and the first write says so in its error.
func WriteConfig(dir, name string, b []byte) (err error) {
	ls := localStorage()
	if ls.IsUndefined() {
		memStore[name] = append([]byte(nil), b...)
		if storeWarns == 0 {
			storeWarns++
			return errors.New("the browser keeps no local storage here: settings and saves last only until the page is closed")
		}
		return nil
	}
	defer func() {
		if r := recover(); r != nil { // quota exceeded, storage disabled
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	ls.Call("setItem", storeKey(name), string(b))
	return nil
}

// RemoveConfig removes "uboat/<name>"; a missing key is no error.
func RemoveConfig(dir, name string) (err error) {
	delete(memStore, name)
	ls := localStorage()
	if ls.IsUndefined() {
		return nil
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	ls.Call("removeItem", storeKey(name))
	return nil
}

// OpenStore opens the careers of localStorage: a KVStore under "uboat/careers/". It
// fails with ErrNoStorage when the browser refuses localStorage.
func OpenStore(dir string) (Store, error) {
	ls := localStorage()
	if ls.IsUndefined() {
		return nil, ErrNoStorage
	}
	return NewKVStore(LocalStorage{ls}, "uboat/careers/"), nil
}
