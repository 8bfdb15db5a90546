package present

import (
	"uboat/engine"
	"uboat/i18n"
)

// The engine writes each decision's prompt and option labels in English (Decision.Prompt,
// Choice.Label): the simulator and the logs keep those. The screens show the words this
// file gives: each decision kind has a decisionText that builds the prompt and the labels
// in the language the screens speak, from the catalogues (the section "# Decisions
// (present/decide*.go)", ids decide.<kind>.*), the decision's keys and structured parts
// (Context, Salvo, Reloads) and the live state the decision is about.
//
// decide_port.go holds the kinds of the port, the transit and the refit (and the ones that
// may come anywhere: test depth, BOLD, Hals und Beinbruch); decide_combat.go those of the
// encounter.

// decisionText fills t with the words of decision d in the current language, reading the
// state s the decision is about (the engine is paused at d, so s is current; s may be nil
// for a decision built outside a career, e.g. in tests). It sets t.Prompt and t.Labels[i]
// for each option i it knows; an option left "" keeps the engine's words. It reports false
// when it cannot say the decision (an option key or context it does not know): the whole
// decision then keeps the engine's words, and the test of every decision in every
// language fails.
type decisionText func(d *engine.Decision, s *engine.State, t *DecisionWords) bool

// DecisionWords is a decision as the screens say it: its prompt and one label per option,
// in the decision's option order.
type DecisionWords struct {
	Prompt string
	Labels []string
}

// decisionTextFor returns the decisionText of kind k, nil for a kind without one.
func decisionTextFor(k engine.Kind) decisionText {
	if f := portTexts[k]; f != nil {
		return f
	}
	if f := tacticalTexts[k]; f != nil {
		return f
	}
	if f := optionTexts[k]; f != nil {
		return f
	}
	return combatTexts[k]
}

// decisionMissed, when set (tests), hears every decision Localize left (in part) in the
// engine's English, with the reason: missNoText (the kind has no decisionText),
// missUnsaid (its decisionText could not say it), missPrompt (no prompt), or
// missLabel+key (no label for that option).
var decisionMissed func(d *engine.Decision, why string)

// The reasons decisionMissed hears.
const (
	missNoText = "no-text"
	missUnsaid = "unsaid"
	missPrompt = "no-prompt"
	missLabel  = "no-label:"
)

// Localize returns d as the screens show it in the current language (i18n.Current): a copy
// with the prompt and the options' labels in that language, the same Seq, ID, Kind,
// Context, keys, Odds, Salvo and Reloads (answer it by key as the engine's). s is the live
// state the decision is about (Driver.State). A decision this file cannot say keeps the
// engine's words. d itself is not changed.
func Localize(d *engine.Decision, s *engine.State) *engine.Decision {
	if d == nil {
		return nil
	}
	out := *d
	out.Options = append([]engine.Choice(nil), d.Options...)
	kind := d.Kind
	if kind == engine.KindOther {
		kind = engine.KindOf(d.ID)
	}
	f := decisionTextFor(kind)
	if f == nil {
		if decisionMissed != nil {
			decisionMissed(d, missNoText)
		}
		return &out
	}
	w := DecisionWords{Labels: make([]string, len(d.Options))}
	if !f(d, s, &w) {
		if decisionMissed != nil {
			decisionMissed(d, missUnsaid)
		}
		return &out
	}
	if w.Prompt != "" {
		out.Prompt = w.Prompt
	} else if decisionMissed != nil {
		decisionMissed(d, missPrompt)
	}
	for i, l := range w.Labels {
		if l != "" {
			out.Options[i].Label = l
		} else if decisionMissed != nil {
			decisionMissed(d, missLabel+d.Options[i].Key)
		}
	}
	return &out
}

// LocalizeLang is Localize in language l (tests and tools; the screens call Localize).
func LocalizeLang(l i18n.Lang, d *engine.Decision, s *engine.State) *engine.Decision {
	old := i18n.Current()
	i18n.SetCurrent(l)
	defer i18n.SetCurrent(old)
	return Localize(d, s)
}
