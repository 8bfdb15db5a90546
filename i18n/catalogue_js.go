//go:build js

package i18n

// The browser build embeds no catalogue: the page fetches the one of the language the
// player speaks (the file CatalogueFile(l) beside uboat.wasm, English too) and hands it
// to Provide (game/lang_js.go) before the game's first frame. Each embedded catalogue
// would cost the download about 29 KB gzip (docs/i18n.md).
var embedded [numLangs]string
