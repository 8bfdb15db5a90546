package scenes

import (
	"slices"
	"testing"

	"uboat/assets"
	"uboat/engine"
)

// Every event kind of the engine is mapped: those that should sound do, with a sound the
// assets make; the rest are silent on purpose.
func TestEveryEventKindHasItsSound(t *testing.T) {
	hd := func(t string) engine.Header { return engine.Header{T: t} }
	sounding := map[string]engine.Event{
		engine.TCareerStart:  &engine.CareerStart{Header: hd(engine.TCareerStart)},
		engine.TRoll:         &engine.RollEvent{Header: hd(engine.TRoll), Table: "E1", Result: "convoy"},
		engine.TAssignment:   &engine.AssignmentEvent{Header: hd(engine.TAssignment)},
		engine.TEncounter:    &engine.EncounterEvent{Header: hd(engine.TEncounter), Kind: "convoy"},
		engine.TTorpedo:      &engine.TorpedoEvent{Header: hd(engine.TTorpedo), Weapon: "g7e", Outcome: "miss"},
		engine.TShipDamaged:  &engine.ShipDamageEvent{Header: hd(engine.TShipDamaged)},
		engine.TShipSunk:     &engine.ShipDamageEvent{Header: hd(engine.TShipSunk)},
		engine.TUboatDamage:  &engine.UboatDamageEvent{Header: hd(engine.TUboatDamage), System: "periscope", State: "damaged"},
		engine.TPatrolEnd:    &engine.PatrolEndEvent{Header: hd(engine.TPatrolEnd), Success: true},
		engine.TPromotion:    &engine.KeyEvent{Header: hd(engine.TPromotion)},
		engine.TDecoration:   &engine.KeyEvent{Header: hd(engine.TDecoration)},
		engine.TCrewQuality:  &engine.KeyEvent{Header: hd(engine.TCrewQuality)},
		engine.TNewBoat:      &engine.KeyEvent{Header: hd(engine.TNewBoat)},
		engine.TPortAirRaid:  &engine.KeyEvent{Header: hd(engine.TPortAirRaid)},
		engine.TAircraftPass: &engine.KeyEvent{Header: hd(engine.TAircraftPass)},
		engine.TCareerEnd:    &engine.CareerEndEvent{Header: hd(engine.TCareerEnd)},
		engine.TCrew:         &engine.CrewEvent{Header: hd(engine.TCrew), State: "kia"},
	}
	silent := map[string]engine.Event{
		engine.TDecision:    &engine.DecisionEvent{Header: hd(engine.TDecision)},
		engine.TBox:         &engine.BoxEvent{Header: hd(engine.TBox)},
		engine.TShip:        &engine.ShipEvent{Header: hd(engine.TShip)},
		engine.TRefit:       &engine.RefitEvent{Header: hd(engine.TRefit)},
		engine.TRandomEvent: &engine.KeyEvent{Header: hd(engine.TRandomEvent)},
		engine.TNote:        &engine.KeyEvent{Header: hd(engine.TNote)},
	}
	for _, kind := range []string{engine.TCareerStart, engine.TRoll, engine.TDecision, engine.TAssignment, engine.TBox,
		engine.TEncounter, engine.TShip, engine.TTorpedo, engine.TShipDamaged, engine.TShipSunk, engine.TUboatDamage,
		engine.TCrew, engine.TPatrolEnd, engine.TRefit, engine.TPromotion, engine.TDecoration, engine.TCrewQuality,
		engine.TNewBoat, engine.TRandomEvent, engine.TCareerEnd, engine.TNote, engine.TPortAirRaid, engine.TAircraftPass} {
		e, ok := sounding[kind]
		if !ok {
			if _, ok := silent[kind]; !ok {
				t.Errorf("event kind %s is not covered", kind)
			}
			continue
		}
		cue := EventCue(e)
		if cue.Name == "" {
			t.Errorf("%s is silent", kind)
		}
		for _, n := range []string{cue.Name, cue.Then} {
			if n != "" && !slices.Contains(assets.SoundNames, n) {
				t.Errorf("%s: unknown sound %q", kind, n)
			}
		}
	}
	for kind, e := range silent {
		if c := EventCue(e); c.Name != "" {
			t.Errorf("%s should be silent, plays %q", kind, c.Name)
		}
	}
}

// The sounds the issue asks for come from the events that cause them.
func TestEventCues(t *testing.T) {
	hd := func(t string) engine.Header { return engine.Header{T: t} }
	roll := func(table, col, res string) engine.Event {
		return &engine.RollEvent{Header: hd(engine.TRoll), Table: table, Column: col, Result: res}
	}
	for _, c := range []struct {
		e          engine.Event
		name, then string
	}{
		{roll("E2", "", "undetected"), assets.SndPing, ""},
		{roll("E2", "", "detected"), assets.SndPingFast, ""},
		{roll("E2", "", "detected_plus"), assets.SndPingFast, ""},
		{roll("E3", "escort", "ineffective"), assets.SndChargeFar, ""},
		{roll("E3", "escort", "3"), assets.SndCharge, assets.SndCreak},
		{roll("E3", "aircraft", "2"), assets.SndExplosion, assets.SndCreak},
		{roll("E3c", "", "hit"), assets.SndCharge, assets.SndCreak},  // Hedgehog strikes
		{roll("E3c", "", "miss"), assets.SndChargeFar, ""},           // the ring falls wide
		{roll("E3d", "", "7"), assets.SndCharge, assets.SndCreak},    // Squid
		{roll("E3e", "", "sunk"), assets.SndCharge, assets.SndCreak}, // FIDO
		{roll("E3e", "", "miss"), assets.SndChargeFar, ""},
		{roll("A1", "", "crash_dive"), assets.SndKlaxon, ""},
		{roll("A1", "", "one_attack"), assets.SndAircraft, ""},
		{roll("A2", "", "missed"), assets.SndFlak, ""},
		{&engine.TorpedoEvent{Header: hd(engine.TTorpedo), Weapon: "g7a", Outcome: "hit"}, assets.SndTorpedo, assets.SndExplosion},
		{&engine.TorpedoEvent{Header: hd(engine.TTorpedo), Weapon: "g7e", Outcome: "dud"}, assets.SndTorpedo, assets.SndDud},
		{&engine.TorpedoEvent{Header: hd(engine.TTorpedo), Weapon: "deck_gun", Outcome: "hit"}, assets.SndGun, assets.SndExplosion},
		{&engine.ShipDamageEvent{Header: hd(engine.TShipSunk)}, assets.SndSecondary, assets.SndSinking},
		{&engine.UboatDamageEvent{Header: hd(engine.TUboatDamage), System: "hull", State: "2"}, assets.SndCreak, ""},
		{&engine.UboatDamageEvent{Header: hd(engine.TUboatDamage), System: "flooding", State: "1"}, assets.SndFlooding, ""},
		{&engine.AssignmentEvent{Header: hd(engine.TAssignment)}, assets.SndMorse, ""},
		{&engine.EncounterEvent{Header: hd(engine.TEncounter), Kind: "aircraft"}, assets.SndAircraft, ""},
		{&engine.CareerEndEvent{Header: hd(engine.TCareerEnd)}, assets.SndTheme, ""},
	} {
		if got := EventCue(c.e); got.Name != c.name || got.Then != c.then {
			t.Errorf("%T %+v: cue %+v, want %s then %q", c.e, c.e, got, c.name, c.then)
		}
	}
}

func TestAmbienceFollowsSceneAndPosture(t *testing.T) {
	sub := &engine.State{Engage: &engine.Engagement{Mode: "submerged"}}
	surf := &engine.State{Engage: &engine.Engagement{Mode: "surfaced"}}
	for _, c := range []struct {
		k    Place
		st   *engine.State
		want string
	}{
		{PlacePort, nil, assets.SndSea}, {PlaceTransit, nil, assets.SndDiesel}, {PlaceEncounter, surf, assets.SndDiesel},
		{PlaceEncounter, sub, assets.SndElectric}, {PlaceDepth, nil, assets.SndElectric}, {PlaceRefit, nil, assets.SndSea},
		{PlaceCareerEnd, nil, ""},
	} {
		if got := Ambience(c.k, c.st); got != c.want {
			t.Errorf("Ambience(%v) = %q, want %q", c.k, got, c.want)
		}
	}
	for _, n := range assets.LoopNames {
		if !slices.Contains(assets.SoundNames, n) {
			t.Errorf("loop %s not a sound", n)
		}
	}
}
