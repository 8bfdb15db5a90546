//go:build js

package scenes

import "uboat/i18n"

func exportHint() string { return i18n.T("careers.export_where_web") }
