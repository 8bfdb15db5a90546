package present

import "uboat/engine"

// combatTexts gives the words of the encounter's decisions: decide.go.
var combatTexts = map[engine.Kind]decisionText{}
