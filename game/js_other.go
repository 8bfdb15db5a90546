//go:build !(js && wasm)

package game

// webHooks publish the game's progress to the web page (js_wasm.go); natively they do
// nothing.
type webHooks struct{}

func (*webHooks) afterUpdate(*Game) {}
func (*webHooks) afterDraw(*Game)   {}
