package present

import "uboat/engine"

// portTexts gives the words of the decisions of the port, the transit and the refit, and
// of those that may come anywhere (test depth, BOLD, Hals und Beinbruch): decide.go.
var portTexts = map[engine.Kind]decisionText{}
