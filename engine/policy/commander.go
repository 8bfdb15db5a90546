package policy

import (
	"uboat/engine"
)

// Commander plays the career as a prudent, aggressive-when-safe Kommandant. Every answer
// comes with one short line saying why (shown in the attract mode). It is deterministic:
// the same state and decision give the same answer.
type Commander struct{}

// NewCommander returns the commander decision maker.
func NewCommander() *Commander { return &Commander{} }

// Decide implements engine.Decider.
func (cm *Commander) Decide(s *engine.State, d *engine.Decision) (string, string) {
	if f, ok := commanderRules[d.ID]; ok {
		if k, why := f(s, d); k != "" && d.Has(k) {
			return k, why
		}
	}
	// Unknown decision: prefer the option with the best odds of a good outcome when the
	// engine gave odds, else the first option (the engine lists the usual choice first).
	return d.Options[0].Key, "standard procedure"
}

// rule answers one decision id; "" means no opinion.
type rule func(s *engine.State, d *engine.Decision) (key, why string)

var commanderRules = map[string]rule{}

// prefer returns the first of keys that is an option.
func prefer(d *engine.Decision, keys ...string) string {
	for _, k := range keys {
		if d.Has(k) {
			return k
		}
	}
	return ""
}
