//go:build !js

package i18n

import _ "embed"

// The native builds embed every catalogue (the browser build fetches the player's:
// catalogue_js.go).
var (
	//go:embed catalogue/en.yaml
	catEn string
	//go:embed catalogue/de.yaml
	catDe string
	//go:embed catalogue/it.yaml
	catIt string
	//go:embed catalogue/es.yaml
	catEs string
)

// embedded holds the embedded text of each catalogue.
var embedded = [numLangs]string{En: catEn, De: catDe, It: catIt, Es: catEs}
