package tactical

import (
	"fmt"
	"strings"

	"uboat/engine"
	"uboat/engine/policy"
)

// Named providers (tactical-design §1.3, §9.5.2): a career played with the reference AI
// is saved with the provider's name (engine.TacticalNamer) and replayed by it
// (engine.Replay → engine.NewTactical), so that a saved tactical career loads and
// continues. The kind "ai" is registered here; its names are
//
//	ai:<skill>:<policy>   skill green | reference | ace (§6), policy commander
//
// The policy is the strategic plan the AI asks (§6.1.1: range, end, second salvo). It is
// the provider's own instance, never the career's decider, so that the replay (whose
// career decisions come from the save) asks it exactly what the original run asked.
// Only the commander is named: its answers to the plan's questions depend on the state
// alone; a seeded random policy shared with the career cannot be rebuilt.

// ProviderKind is the engine.RegisterTactical kind of the AI provider.
const ProviderKind = "ai"

var skillNames = []struct {
	name  string
	skill Skill
}{{"green", Green}, {"reference", Reference}, {"ace", Ace}}

func init() {
	engine.RegisterTactical(ProviderKind, func(name string, _ engine.Config) (engine.TacticalProvider, error) {
		d, err := LoadData()
		if err != nil {
			return nil, err
		}
		return NewNamedAIProvider(d, name)
	})
}

// AIProviderName is the name of the AI provider at skill with policy pol ("commander"),
// e.g. "ai:reference:commander". Errors: a skill other than Green, Reference or Ace, or
// an unknown policy.
func AIProviderName(skill Skill, pol string) (string, error) {
	if pol != "commander" {
		return "", fmt.Errorf("policy %q cannot be named (commander)", pol)
	}
	for _, s := range skillNames {
		if s.skill == skill {
			return ProviderKind + ":" + s.name + ":" + pol, nil
		}
	}
	return "", fmt.Errorf("skill %v is not one of green, reference, ace", float64(skill))
}

// NewNamedAIProvider returns a fresh AI provider on data d by its name (AIProviderName),
// with its own policy instance; its TacticalName is name, so a career played with it
// saves and replays. Errors: a malformed name, an unknown skill or policy.
func NewNamedAIProvider(d *Data, name string) (*AIProvider, error) {
	parts := strings.Split(name, ":")
	if len(parts) != 3 || parts[0] != ProviderKind {
		return nil, fmt.Errorf("provider name %q is not ai:<skill>:<policy>", name)
	}
	var sk Skill
	for _, s := range skillNames {
		if s.name == parts[1] {
			sk = s.skill
		}
	}
	if sk == 0 {
		return nil, fmt.Errorf("provider name %q: skill %q is not green, reference or ace", name, parts[1])
	}
	if parts[2] != "commander" {
		return nil, fmt.Errorf("provider name %q: policy %q is not commander", name, parts[2])
	}
	p := NewAIProvider(d, sk, policy.NewCommander())
	p.name = name
	return p, nil
}

// TacticalName implements engine.TacticalNamer: the name the provider was built from
// (NewNamedAIProvider), "" for a provider built by NewAIProvider (not replayable).
func (p *AIProvider) TacticalName() string { return p.name }
