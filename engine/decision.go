package engine

import "fmt"

// Decision is a PLAYER CHOICE (rules-core 0.2): the engine stops and asks. ID names what
// is asked (log-schema decision ids such as "range", "follow", "attack", "posture",
// "abort"); Options are the legal answers. Seq numbers the decisions of a career from 1,
// so a stale answer (to an earlier decision) can be told apart.
type Decision struct {
	Seq int
	ID  string
	// Kind is ID as a number (KindOf(ID)), set by the engine for decision makers that
	// switch on it; KindOther for an id without one. A Decision built outside the engine
	// may leave it zero: deciders then read ID (or call KindOf).
	Kind    Kind
	Prompt  string
	Options []Choice
	// Context is a short machine-readable hint for decision makers and scenes, such as
	// the tube or target a sub-choice is about ("bow_tube_2", "target_1").
	Context string
	// Default is the option key a screen preselects, or "" for none. Set only for the
	// range choice after a tactical attack scene handed back before any launch
	// (tactical-design §8.3: the scene's current bracket is offered as the default); it
	// is one of Options and is not logged.
	Default string
	// Salvo is the whole salvo a fire decision belongs to and Reloads the whole reloading
	// a reload decision belongs to (salvo.go), for a screen that allocates them at once;
	// set only when the career computes odds (Config.Odds), nil otherwise.
	Salvo   *Salvo
	Reloads *Reloads
}

// Choice is one legal option of a Decision.
type Choice struct {
	Key   string
	Label string
	// Odds are the exact probabilities of the outcomes this option leads to, computed
	// from the same tables and modifiers as the roll (e.g. "hit" 0.583). Filled when the
	// career was created with Config.Odds.
	Odds []Odds
}

// Odds is the probability (0–1) of one named outcome.
type Odds struct {
	Outcome string
	P       float64
}

// Has reports whether key is one of the decision's options.
func (d *Decision) Has(key string) bool {
	for i := range d.Options {
		if d.Options[i].Key == key {
			return true
		}
	}
	return false
}

// Keys returns the option keys in order.
func (d *Decision) Keys() []string {
	ks := make([]string, len(d.Options))
	for i := range d.Options {
		ks[i] = d.Options[i].Key
	}
	return ks
}

// LossOutcome reports an odds outcome that loses the boat or her Kommandant: the boat
// sunk (E3, the air attack), the hull collapsing below test depth (9.6.4), the crew
// captured.
func LossOutcome(outcome string) bool {
	switch outcome {
	case OutcomeSunk, "collapse", OutcomeCaptured:
		return true
	}
	return false
}

// LossP is the probability, from the option's odds, that it loses the boat or the
// Kommandant (0 without odds).
func (o *Choice) LossP() float64 {
	p := 0.0
	for _, x := range o.Odds {
		if LossOutcome(x.Outcome) {
			p += x.P
		}
	}
	return min(p, 1)
}

// Safest returns the index of the option least likely to lose the boat or the
// Kommandant by its odds; among those equally likely, the one least likely to have the
// escorts detect the boat (the range choice's escorts_detect, 9.6.3: detection brings the
// depth charges); remaining ties (and options without odds) go to the engine's order, so
// without odds it is the first.
func (d *Decision) Safest() int {
	best := 0
	for i := range d.Options {
		o, b := &d.Options[i], &d.Options[best]
		if l, bl := o.LossP(), b.LossP(); l < bl || (l == bl && o.oddsOf(OutcomeEscortsDetect) < b.oddsOf(OutcomeEscortsDetect)) {
			best = i
		}
	}
	return best
}

// oddsOf returns the option's probability of outcome (0 when it has none).
func (o *Choice) oddsOf(outcome string) float64 {
	for _, x := range o.Odds {
		if x.Outcome == outcome {
			return x.P
		}
	}
	return 0
}

// Clone returns a deep copy (the engine reuses its Decision buffer).
func (d *Decision) Clone() *Decision {
	c := *d
	c.Options = make([]Choice, len(d.Options))
	for i, o := range d.Options {
		c.Options[i] = o
		c.Options[i].Odds = append([]Odds(nil), o.Odds...)
	}
	return &c
}

// Decider answers decisions. Decide gets the live state (read-only: it must not change
// it) and returns one of the decision's option keys and, optionally, a one-line reason.
type Decider interface {
	Decide(s *State, d *Decision) (key, reason string)
}

// ErrIllegalChoice is returned (wrapped) when an answer is not one of the options.
var ErrIllegalChoice = fmt.Errorf("illegal choice")

// ErrStaleChoice is returned (wrapped) when an answer names a decision that is not the
// one pending.
var ErrStaleChoice = fmt.Errorf("stale choice")

// illegalDecider is the panic value when an in-process Decider returns a key that is not
// an option; Run turns it into an error.
type illegalDecider struct{ err error }

// ask stops for a PLAYER CHOICE: it asks the decider, checks the answer, logs a decision
// event and returns the chosen key. The decision is named by its Kind (the call site
// knows it): Decision.ID is k's id. With a single option it still asks, so every choice
// is visible; a decision with no options is a bug in the engine.
func (c *Career) ask(k Kind, prompt, context string, opts []Choice) string {
	if len(opts) == 0 {
		panic(fmt.Sprintf("engine bug: decision %q with no options", k))
	}
	c.decisionSeq++
	d := &c.dec
	d.Seq = c.decisionSeq
	d.ID = kindIDs[k]
	d.Kind = k
	d.Prompt = prompt
	d.Context = context
	d.Options = opts
	d.Default, c.askDefault = c.askDefault, ""
	if !d.Has(d.Default) {
		d.Default = ""
	}
	d.Salvo, d.Reloads = c.salvoNow, c.reloadsNow
	if c.cfg.Odds && c.oddsHook != nil {
		c.oddsHook(d)
	}
	key, reason := c.decider.Decide(&c.S, d)
	if !d.Has(key) {
		panic(c.illegal(fmt.Sprintf("%q", key)))
	}
	c.lastReason = reason
	if c.sink != nil {
		c.emit(&DecisionEvent{Header: Header{T: TDecision}, ID: d.ID, Options: d.Keys(), Chosen: key})
	}
	return key
}

// illegal is the panic value for the decider's illegal answer (the quoted key) to the
// pending decision (Run turns it into an error).
//
//go:noinline
func (c *Career) illegal(answer string) illegalDecider {
	d := &c.dec
	return illegalDecider{fmt.Errorf("%w: %s is not an option of decision %d %q (options %v)", ErrIllegalChoice, answer, d.Seq, d.ID, d.Keys())}
}

// opts is a small helper building a Choice list from key/label pairs, reusing the
// career's buffer (valid until the next ask).
func (c *Career) opts(kv ...string) []Choice {
	n := len(kv) / 2
	if cap(c.optBuf) < n {
		c.optBuf = make([]Choice, 0, max(n, 16))
	}
	b := c.optBuf[:n]
	for i := range b {
		b[i] = Choice{Key: kv[2*i], Label: kv[2*i+1]}
	}
	c.optBuf = b
	return b
}

// fixed returns a constant option list for ask. Without odds nothing writes to the
// options (deciders read them), so the list itself is offered, not a copy; with
// Config.Odds it is copied to the career's buffer first, where the caller and the odds
// hook fill in the odds (valid until the next ask).
func (c *Career) fixed(o []Choice) []Choice {
	if !c.cfg.Odds {
		return o
	}
	c.optBuf = append(c.optBuf[:0], o...)
	return c.optBuf
}

// Constant option lists of frequent decisions (fixed).
var (
	optsAbort           = []Choice{{Key: "continue", Label: "Continue the patrol"}, {Key: "abort", Label: "Abort and head for base"}}
	optsPostureBoth     = []Choice{{Key: PostureSurfaced, Label: "Surfaced"}, {Key: PostureSchnorchel, Label: "Schnorchelling"}}
	optsPostureSurfaced = []Choice{{Key: PostureSurfaced, Label: "Surfaced"}}
	optsTestDepth       = []Choice{{Key: "yes", Label: "Dive beyond test depth (one hull hit, then 2d6 against the hull)"}, {Key: "no", Label: "Stay within test depth"}}
	// the same keys while the boat is already below test depth (9.6.4, the round after)
	optsTestDepthDeep = []Choice{{Key: "yes", Label: "Stay below test depth (one more hull hit, then 2d6 against the hull)"}, {Key: "no", Label: "Rise back within test depth"}}
	optsBold          = []Choice{{Key: "yes", Label: "Release a BOLD decoy"}, {Key: "no", Label: "Keep the decoys"}}
	optsNight         = []Choice{{Key: "try", Label: "Try to switch to Night"}, {Key: "stay", Label: "Attack by Day"}}
	optsAttack        = []Choice{{Key: "attack", Label: "Attack"}, {Key: "decline", Label: "Decline (not detected)"}}
	optsAttackEscort  = []Choice{{Key: "no", Label: "Only the ships"}, {Key: "yes", Label: "Attack the escort too"}}
	optsSecondSalvo   = []Choice{{Key: "no", Label: "One salvo"}, {Key: "yes", Label: "Second salvo"}}
	optsRange         = []Choice{{Key: "close", Label: "Close"}, {Key: "medium", Label: "Medium"}, {Key: "long", Label: "Long"}}
)

// yesNo asks a yes/no decision and reports yes.
func (c *Career) yesNo(k Kind, prompt, yesLabel, noLabel string) bool {
	return c.ask(k, prompt, "", c.opts("yes", yesLabel, "no", noLabel)) == "yes"
}
