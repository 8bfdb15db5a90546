//go:build !js

package i18n

import _ "embed"

// The native builds embed every catalogue (the browser build fetches all but English:
// catalogue_js.go).
var (
	//go:embed catalogue/de.yaml
	catDe string
	//go:embed catalogue/it.yaml
	catIt string
	//go:embed catalogue/es.yaml
	catEs string
)

// embedded holds the embedded text of each catalogue but English's.
var embedded = [numLangs]string{De: catDe, It: catIt, Es: catEs}
