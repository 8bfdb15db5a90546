package scenes

import (
	"uboat/assets"
	"uboat/engine"
	"uboat/game"
)

// Cue is the sound of an event: Name at once, Then (if any) a moment later (a torpedo's
// run and then its hit, a ship's secondary explosions and then its sinking).
type Cue struct {
	Name, Then string
}

// EventCue picks the sounds of an event (a zero Cue: silent).
func EventCue(e engine.Event) Cue {
	switch e := e.(type) {
	case *engine.CareerStart:
		return Cue{Name: assets.SndMorse}
	case *engine.RollEvent:
		return rollCue(e)
	case *engine.AssignmentEvent:
		return Cue{Name: assets.SndMorse} // orders by radio
	case *engine.BoxEvent:
		return Cue{} // the pencil on the chart; the diesels carry on
	case *engine.EncounterEvent:
		switch e.Kind {
		case engine.EncAircraft, engine.EncAircraftEscort:
			return Cue{Name: assets.SndAircraft}
		case "", engine.EncNone:
			return Cue{}
		}
		return Cue{Name: assets.SndPing} // contact: the hydrophones and the first sweep
	case *engine.ShipEvent:
		return Cue{}
	case *engine.TorpedoEvent:
		if e.Weapon == engine.WeaponDeckGun {
			if e.Outcome == engine.ShotHit {
				return Cue{Name: assets.SndGun, Then: assets.SndExplosion}
			}
			return Cue{Name: assets.SndGun}
		}
		switch e.Outcome {
		case engine.ShotHit:
			return Cue{Name: assets.SndTorpedo, Then: assets.SndExplosion}
		case engine.ShotDud:
			return Cue{Name: assets.SndTorpedo, Then: assets.SndDud}
		}
		return Cue{Name: assets.SndTorpedo}
	case *engine.ShipDamageEvent:
		if e.T == engine.TShipSunk {
			return Cue{Name: assets.SndSecondary, Then: assets.SndSinking}
		}
		return Cue{Name: assets.SndSecondary}
	case *engine.UboatDamageEvent:
		switch {
		case e.State == engine.DamageRepaired:
			return Cue{}
		case engine.E4Track(e.System) == engine.E4Flooding:
			return Cue{Name: assets.SndFlooding}
		case engine.E4Track(e.System) == engine.E4Hull, e.State == engine.TrackSunk:
			return Cue{Name: assets.SndCreak}
		case e.State == engine.TrackSurf:
			return Cue{Name: assets.SndKlaxon}
		}
		return Cue{Name: assets.SndSplash}
	case *engine.CrewEvent:
		if e.State == engine.CrewKIA || e.State == engine.CrewSW {
			return Cue{Name: assets.SndCreak}
		}
		return Cue{}
	case *engine.PatrolEndEvent:
		if e.Success {
			return Cue{Name: assets.SndFanfare}
		}
		return Cue{Name: assets.SndMorse}
	case *engine.RefitEvent:
		return Cue{}
	case *engine.KeyEvent:
		switch e.T {
		case engine.TPromotion, engine.TDecoration, engine.TCrewQuality:
			return Cue{Name: assets.SndFanfare}
		case engine.TPortAirRaid:
			return Cue{Name: assets.SndAircraft, Then: assets.SndFlak}
		case engine.TAircraftPass:
			return Cue{Name: assets.SndAircraft}
		case engine.TNewBoat:
			return Cue{Name: assets.SndFanfare}
		}
		return Cue{}
	case *engine.CareerEndEvent:
		return Cue{Name: assets.SndTheme}
	}
	return Cue{}
}

func rollCue(e *engine.RollEvent) Cue {
	switch e.Table {
	case engine.TableE2, engine.TableE2Close:
		if engine.IsDetected(e.Result) {
			return Cue{Name: assets.SndPingFast}
		}
		return Cue{Name: assets.SndPing}
	case engine.TableE3:
		if e.Column == engine.ColAircraft {
			if e.Result == engine.E3Ineffective {
				return Cue{Name: assets.SndExplosion}
			}
			return Cue{Name: assets.SndExplosion, Then: assets.SndCreak}
		}
		if e.Result == engine.E3Ineffective {
			return Cue{Name: assets.SndChargeFar}
		}
		return Cue{Name: assets.SndCharge, Then: assets.SndCreak}
	case engine.TableE3a: // the special air weapon chosen: the aircraft runs in
		return Cue{Name: assets.SndAircraft}
	case engine.TableE3b: // the escort's special weapon named: its sonar holds the boat
		return Cue{Name: assets.SndPingFast}
	case engine.TableE3c, engine.TableE3d, engine.TableE3e: // Hedgehog, Squid, FIDO: a strike bursts close, a miss far off
		if e.Result == engine.ShotMiss {
			return Cue{Name: assets.SndChargeFar}
		}
		return Cue{Name: assets.SndCharge, Then: assets.SndCreak}
	case engine.TableE3cDamage:
		return Cue{Name: assets.SndCreak}
	case engine.TableA1:
		if e.Result == engine.AirCrashDive {
			return Cue{Name: assets.SndKlaxon}
		}
		return Cue{Name: assets.SndAircraft}
	case engine.TableA2:
		return Cue{Name: assets.SndFlak}
	}
	return Cue{Name: assets.SndDice}
}

// EventSound is the first sound of an event's cue ("" = silent).
func EventSound(e engine.Event) string { return EventCue(e).Name }

// Ambience is the loop under a play scene: the sea in port and at refit, the diesels on
// the surface, the electric motors below (a submerged attack, the depth-charge cycle).
func Ambience(k Place, st *engine.State) string {
	switch k {
	case PlacePort, PlaceRefit:
		return assets.SndSea
	case PlaceTransit:
		return assets.SndDiesel
	case PlaceEncounter:
		if st != nil && st.Engage != nil && st.Engage.Mode == engine.ModeSubmerged {
			return assets.SndElectric
		}
		return assets.SndDiesel
	case PlaceDepth:
		return assets.SndElectric
	}
	return ""
}

// sonar plays the escorts' pings through the depth-charge cycle: every few seconds,
// faster once the boat is detected.
type sonar struct {
	detected bool
	next     int // frame of the next ping
}

// SonarInterval is the frames between pings (undetected, detected).
var SonarInterval = [2]int{200, 80}

func (s *sonar) update(g *game.Game, c *Campaign) {
	if c.place != PlaceDepth {
		s.detected, s.next = false, 0
		return
	}
	if g.Pace() == game.PaceInstant {
		return
	}
	iv := SonarInterval[0]
	name := assets.SndPing
	if s.detected {
		iv, name = SonarInterval[1], assets.SndPingFast
	}
	if s.next == 0 {
		s.next = g.Frame + iv
	}
	if g.Frame >= s.next {
		g.Audio.Play(name)
		s.next = g.Frame + iv
	}
}

// note follows the detection rolls.
func (s *sonar) note(e engine.Event) {
	if r, ok := e.(*engine.RollEvent); ok && (r.Table == engine.TableE2 || r.Table == engine.TableE2Close) {
		s.detected = engine.IsDetected(r.Result)
	}
}

// sounds plays the cues of the events shown and their follow-ups, and keeps the
// ambience in step with the scene.
type sounds struct {
	last     int // frame of the last cue (cues closer than a few frames are dropped)
	then     string
	thenAt   int
	sonar    sonar
	ambience string
}

func (s *sounds) event(g *game.Game, e engine.Event, instant bool) {
	s.sonar.note(e)
	if instant || g.Frame-s.last <= 6 {
		return
	}
	cue := EventCue(e)
	if cue.Name == "" {
		return
	}
	g.Audio.Play(cue.Name)
	s.last = g.Frame
	s.sonar.next = g.Frame + SonarInterval[0]/2 // no sweep on top of the event's own sound
	if cue.Then != "" {
		s.then = cue.Then
		d := 45
		if g.Pace() == game.PaceFast {
			d = 20
		}
		s.thenAt = g.Frame + d
	}
}

func (s *sounds) update(g *game.Game, c *Campaign) {
	if s.then != "" && g.Frame >= s.thenAt {
		g.Audio.Play(s.then)
		s.then = ""
	}
	s.sonar.update(g, c)
	amb := Ambience(c.place, c.state())
	if c.finished {
		amb = ""
	}
	g.Audio.SetAmbience(amb)
}
