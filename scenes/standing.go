package scenes

import (
	"strings"

	"uboat/engine"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
)

// Standing choices (issue 12, "play that flows"): answers the player sets once and the
// player's own answerer then gives for them, so that a patrol takes fewer inputs. The
// engine's decisions stay the same: each is still asked, and each answer is still sent
// through Campaign.answer (the driver's Choose), so it is logged and saved like any
// other; the roll log line says the standing choice gave it.
//
//   - Always surfaced (game.Settings.AlwaysSurfaced): the defensive posture of each box
//     (8.1, engine.KindPosture) is answered Surfaced whenever Surfaced is among the
//     legal options; when it is not (the rules require otherwise) the player is asked.
//   - Never abort while sound (game.Settings.NeverAbortWhileSound): the voluntary abort
//     (10.9.5, engine.KindAbort) is answered "Continue the patrol" while the boat is
//     sound (unsound says what that means); when she is not, the player is asked, and
//     the panel says why.
//
// Each is set and cleared on the settings screen; the decision panel also offers, while
// the choice is not yet standing, one more button that answers and makes it standing
// ("Surfaced — and always from now on"), last, so the safest answer keeps the focus and
// the number keys keep their options.

// standingPrefix starts the key of the panel's extra button: standingPrefix + the key of
// the engine's option it answers. The panel never sends it to the engine.
const standingPrefix = "standing:"

// The standing choices' words: the panel's extra buttons, the roll log's notes after an
// answer, the line added to an abort asked in spite of the choice: catalogue ids (i18n,
// "standing.*").
const (
	standingSurfacedLabel = "standing.surfaced.label"
	standingContinueLabel = "standing.continue.label"
	standingSurfacedNote  = "standing.surfaced.note"
	standingContinueNote  = "standing.continue.note"
	standingSetNote       = "standing.set.note"
	standingAskedUnsound  = "standing.asked_unsound"
)

// standingKind is the standing choice decision d can have, by its kind: the engine
// option it answers with, and the setting that holds it. ok is false for every other
// kind.
func standingKind(st *game.Settings, d *engine.Decision) (key string, on *bool, ok bool) {
	k := d.Kind
	if k == engine.KindOther { // a decision built outside the engine may leave it zero
		k = engine.KindOf(d.ID)
	}
	switch k {
	case engine.KindPosture: // 8.1
		return engine.PostureSurfaced, &st.AlwaysSurfaced, true
	case engine.KindAbort: // 10.9.5
		return abortContinue, &st.NeverAbortWhileSound, true
	}
	return "", nil, false
}

// abortContinue is the key of the engine's "Continue the patrol" answer to an abort
// (engine optsAbort, 10.9.5).
const abortContinue = "continue"

// hasOption reports whether key is one of d's legal options.
func hasOption(d *engine.Decision, key string) bool {
	for _, o := range d.Options {
		if o.Key == key {
			return true
		}
	}
	return false
}

// unsound says why the boat in v is not sound, in words ("the hull is damaged, Diesel 1
// is damaged"), or returns "" when she is sound. Sound means, read from the view: no hull
// box damaged and no flooding box filled (10.1, 10.1.1), every fitted system working
// (none damaged or inoperative, 10.2; View.FittedSystems), and nobody aboard lightly or
// severely wounded or killed (10.6; a member not aboard, View.Crew's Absent, does not
// count).
func unsound(v *engine.View) string {
	var why []string
	if v.Hull > 0 {
		why = append(why, i18n.T("standing.why.hull"))
	}
	if v.Flooding > 0 {
		why = append(why, i18n.T("standing.why.flooding"))
	}
	var bad []string
	for _, s := range v.FittedSystems() {
		if s.State != engine.SysOK {
			name := s.Name // the board's label, in English
			if i18n.Current() != i18n.En {
				name = present.SystemName(s.Key)
			}
			bad = append(bad, name)
		}
	}
	switch {
	case len(bad) == 1:
		why = append(why, i18n.T("standing.why.system", "system", bad[0]))
	case len(bad) > 1:
		why = append(why, i18n.T("standing.why.systems", "n", len(bad)))
	}
	hurt := 0
	for _, m := range v.Crew {
		if !m.Absent && m.Status != engine.OK {
			hurt++
		}
	}
	switch {
	case hurt == 1:
		why = append(why, i18n.T("standing.why.crew", "n", 1))
	case hurt > 1:
		why = append(why, i18n.T("standing.why.crew", "n", hurt))
	}
	return strings.Join(why, ", ")
}

// standingAnswer returns the answer the standing choices in st give decision d, with the
// note that follows it in the roll log, or "" when they give none: the choice is off,
// its answer is not legal here (the rules require otherwise), or, for the abort, the
// boat in v (the live view at the decision) is not sound.
func standingAnswer(st *game.Settings, d *engine.Decision, v *engine.View) (key, note string) {
	if d == nil {
		return "", ""
	}
	key, on, ok := standingKind(st, d)
	if !ok || !*on || !hasOption(d, key) {
		return "", ""
	}
	if key == abortContinue {
		if unsound(v) != "" {
			return "", ""
		}
		return key, i18n.T(standingContinueNote)
	}
	return key, i18n.T(standingSurfacedNote)
}

// standingOffer returns the decision to show the player in place of d: d itself, or a
// copy with one more option last — the standing answer and "always from now on",
// standingPrefix + its key, with its odds — when the decision can have a standing choice
// that is off and whose answer is legal among two or more; for an abort asked in spite
// of the choice (the boat is not sound) a copy whose prompt says why. d is not changed.
func standingOffer(st *game.Settings, d *engine.Decision, v *engine.View) *engine.Decision {
	if d == nil {
		return d
	}
	key, on, ok := standingKind(st, d)
	if !ok || !hasOption(d, key) {
		return d
	}
	if *on {
		if key == abortContinue {
			if why := unsound(v); why != "" {
				o := d.Clone()
				o.Prompt += "\n" + i18n.T(standingAskedUnsound, "why", why)
				return o
			}
		}
		return d
	}
	if len(d.Options) < 2 {
		return d // the only choice is taken for the player anyway
	}
	o := d.Clone()
	for _, c := range o.Options {
		if c.Key == key {
			c.Key, c.Label = standingPrefix+key, i18n.T(standingSurfacedLabel)
			if key == abortContinue {
				c.Label = i18n.T(standingContinueLabel)
			}
			o.Options = append(o.Options, c)
			break
		}
	}
	return o
}

// takeStanding turns a key the panel gave into the engine's: the extra button's key
// (standingPrefix) sets its standing choice in the settings, saves them, and gives the
// option it answers with standingSetNote for the roll log; any other key is returned as
// it is, with no note.
func takeStanding(g *game.Game, d *engine.Decision, key string) (string, string) {
	k, ok := strings.CutPrefix(key, standingPrefix)
	if !ok || d == nil {
		return key, ""
	}
	if _, on, ok := standingKind(&g.Settings, d); ok {
		*on = true
		g.SaveSettings()
	}
	return k, i18n.T(standingSetNote)
}
