package i18n

import "syscall/js"

// Detect returns the player's language from the browser: the first of
// navigator.languages (the player's preference list) the game speaks, else
// navigator.language, else English. A setting or ?lang= query chosen by the player
// overrides it.
func Detect() Lang {
	nav := js.Global().Get("navigator")
	if nav.IsUndefined() || nav.IsNull() {
		return En
	}
	var prefs []string
	if list := nav.Get("languages"); list.Type() == js.TypeObject {
		for i := 0; i < list.Length(); i++ {
			if v := list.Index(i); v.Type() == js.TypeString {
				prefs = append(prefs, v.String())
			}
		}
	}
	if v := nav.Get("language"); v.Type() == js.TypeString {
		prefs = append(prefs, v.String())
	}
	return fromList(prefs)
}
