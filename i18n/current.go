package i18n

import "sync/atomic"

// current is the language the screens speak (En until SetCurrent): the player's choice in
// the settings, or the system's (Detect). The game's goroutine sets it; the screens read
// it as they draw.
var current atomic.Int32

// Current returns the language the screens speak.
func Current() Lang { return Lang(current.Load()) }

// SetCurrent makes l the language the screens speak from the next text they build.
func SetCurrent(l Lang) { current.Store(int32(l)) }

// T returns the message id in the current language (Current().T).
func T(id string, args ...any) string { return Current().T(id, args...) }
