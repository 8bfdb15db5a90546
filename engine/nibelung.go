package engine

// 14.12 Type XXI active sonar (optional, OptXXISonar; rules-career.md 14.12 with its
// AMBIGUOUS reading): a Type XXI may attack using the "Nibelung" sonar. The choice is made
// once per engagement, before the attack mode (decision "nibelung": "use" / "no"). In use:
//   - the escorts get +1 on every [E2] roll for the rest of that combat (the Spanish
//     "for this combat", DIFFERS 9);
//   - a guided torpedo (Falke, Zaunkönig, Zaunkönig II) gets −1 on its [U1] to-hit roll,
//     a favourable DRM like any other (the 9.2.5 minimum still caps the total);
//   - the boat may attack submerged with its periscope damaged;
//   - Nibelung replaces the hydrophones for all purposes: with the hydrophones damaged or
//     inoperative it cannot be used (the decision is not asked), and once they are
//     damaged in the combat it no longer aims torpedoes (no −1, no periscope-free attack);
//     the escorts' +1 stays for the rest of the combat (the pings were heard).
// Notes: "nibelung" (detail "14.12") when it is switched on.

// nibelungDue reports whether the 14.12 decision is to be asked for the engagement.
func (c *Career) nibelungDue(e *Engagement) bool {
	return c.S.Options.Has(OptXXISonar) && c.S.Boat.Type == "XXI" && !e.NibelungAsked &&
		c.sysUsableAt(sysHydrophones)
}

// askNibelung asks the 14.12 decision once per engagement. With odds, "use" carries the
// chance that the escorts detect the boat after a salvo at Long range with Nibelung and
// "no" without (escorts_detect), when the ships are escorted.
func (c *Career) askNibelung(e *Engagement) {
	if !c.nibelungDue(e) {
		return
	}
	e.NibelungAsked = true
	opts := c.opts("no", "Periscope and hydrophones", "use", "Use the Nibelung sonar")
	if c.cfg.Odds && e.Escorted {
		opts[0].Odds = []Odds{{Outcome: OutcomeEscortsDetect, P: c.detectAfterSalvo(e, "submerged", RangeLong, false, false)}}
		e.Nibelung = true
		opts[1].Odds = []Odds{{Outcome: OutcomeEscortsDetect, P: c.detectAfterSalvo(e, "submerged", RangeLong, false, false)}}
		e.Nibelung = false
	}
	if c.ask(KindNibelung, "Attack with the Nibelung active sonar (14.12)?", "", opts) == "use" {
		e.Nibelung = true
		c.note(TNote, "nibelung", "14.12")
	}
}

// nibelungWorks reports whether the Nibelung sonar is in use and working: chosen for the
// engagement, and not damaged (it replaces the hydrophones, so their damage is its own).
func (c *Career) nibelungWorks() bool {
	return c.shipEng.Nibelung && c.sysUsableAt(sysHydrophones)
}

// attackSensorWorks reports whether the boat can aim a submerged attack: a working
// periscope ([A34]) or, opt 14.12, the Nibelung sonar in use and working.
func (c *Career) attackSensorWorks() bool {
	return c.periscopeWorks() || c.nibelungWorks()
}
