//go:build js

package savefile

import (
	"fmt"
	"syscall/js"
)

// LocalStorage is a KV on window.localStorage (the browser's careers: OpenStore).
// localStorage calls can throw (quota, disabled storage): they come back as errors.
type LocalStorage struct{ ls js.Value }

func catch(err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("localStorage: %v", r)
	}
}

func (k LocalStorage) Get(key string) (v string, ok bool, err error) {
	defer catch(&err)
	r := k.ls.Call("getItem", key)
	if r.IsNull() || r.IsUndefined() {
		return "", false, nil
	}
	return r.String(), true, nil
}

func (k LocalStorage) Set(key, val string) (err error) {
	defer catch(&err)
	k.ls.Call("setItem", key, val)
	return nil
}

func (k LocalStorage) Remove(key string) (err error) {
	defer catch(&err)
	k.ls.Call("removeItem", key)
	return nil
}

func (k LocalStorage) Keys() (keys []string, err error) {
	defer catch(&err)
	n := k.ls.Get("length").Int()
	for i := 0; i < n; i++ {
		if v := k.ls.Call("key", i); v.Type() == js.TypeString {
			keys = append(keys, v.String())
		}
	}
	return keys, nil
}
