//go:build js

package i18n

// The browser build embeds English only: the page fetches the catalogue of the language
// the player speaks (the file CatalogueFile(l) beside uboat.wasm) and hands it to
// Provide (game/lang_js.go). Each embedded catalogue would cost the download about
// 15 KB gzip (docs/i18n.md).
var embedded [numLangs]string
