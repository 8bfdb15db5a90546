package tactical

import "math"

// The contact picture (§2.2 "true contacts appear only as far as the sensors show
// them", §3.4 hydrophones) and its §5 alerts "a new contact or a contact lost"
// [designed]. It observes only: no roll, draw or order reads it, so no calibrated
// figure moves (the instruments' readings, §2.4, are not gated by it).
//
// A contact is shown by a sensor:
//   - visual: the periscope raised or the boat surfaced, within ContactData.SightDayM
//     by day or SightNightM at night (the attack scene);
//   - hydrophone: the boat submerged, the hydrophones working (the attack scene's
//     Setup.Deaf, the evasion scene's EvContext.Hydrophones), within HearM, outside
//     the GHG's blind arc astern (BaffleDeg each side of the stern) and not drowned by
//     the boat's own noise at full speed (the evasion scene's telegraph Full).
//
// No chatter: a sensor's change is shown only once it has held for HoldS (a debounce;
// a contact that comes and goes inside it changes nothing). Each shown change logs
// tac_contact and raises tac_alert "contact" once ("new_contact" / "contact_lost",
// with the contact's id); the contacts held when a scene starts are logged without an
// alert (the engine's B1–B6 or C1 already knew them). A change of the sensor that shows
// a held contact (periscope raised, lowered) is logged without an alert.

// ContactData is tactical.yaml `contacts` (§2.2, §3.4 [designed]; metres, degrees,
// seconds).
type ContactData struct {
	SightDayM   float64 `yaml:"sight_day_m"`
	SightNightM float64 `yaml:"sight_night_m"`
	HearM       float64 `yaml:"hear_m"`
	BaffleDeg   float64 `yaml:"baffle_deg"`
	HoldS       float64 `yaml:"hold_s"`
}

// Sensor is what shows a contact.
type Sensor uint8

const (
	SensorNone Sensor = iota
	SensorVisual
	SensorHydrophone
)

// Key returns the `tac_contact.sensor` key ("" when not shown).
func (s Sensor) Key() string { return [...]string{"", "visual", "hydrophone"}[s] }

// Baffled reports a bearing (deg) inside the GHG's blind arc astern of a boat on
// course (deg): within baffle degrees of the stern.
func Baffled(course, bearing, baffle float64) bool {
	return math.Abs(Wrap180(bearing-course-180)) < baffle
}

// contactTrack debounces one contact's sensor: raw is the sensor now, since the tick
// it last changed, held the sensor shown.
type contactTrack struct {
	raw, held Sensor
	since     int64
}

// update feeds the sensor at tick and reports a change of the shown sensor: a contact
// appears or goes once raw has held hold ticks; a held contact's change of sensor is
// shown at once.
func (c *contactTrack) update(raw Sensor, tick, hold int64) (changed bool) {
	if raw != c.raw {
		c.raw, c.since = raw, tick
	}
	if c.raw == c.held {
		return false
	}
	if tick-c.since < hold && (c.raw == SensorNone || c.held == SensorNone) {
		return false
	}
	c.held = c.raw
	return true
}

// ContactEvent is `tac_contact` [designed]: contact ID (the attack scene's ship id, the
// evasion scene's escort number) shown (Held) by Sensor, or no longer shown.
type ContactEvent struct {
	ID     int    `json:"id"`
	Role   string `json:"role"`
	Sensor string `json:"sensor"`
	Held   bool   `json:"held"`
}

func (ContactEvent) Kind() EventKind { return EvContact }
func (e ContactEvent) Apply(v *View) {
	if e.ID < 1 {
		return
	}
	if v.Scene == "evasion" {
		v.Ev.escort(e.ID).Heard = e.Held
		return
	}
	for len(v.Contacts) < e.ID {
		v.Contacts = append(v.Contacts, ContactView{ID: len(v.Contacts) + 1})
	}
	c := &v.Contacts[e.ID-1]
	c.Role, c.Sensor, c.Held = e.Role, e.Sensor, e.Held
}

// ContactView is one contact of the attack scene's View: shown (Held) by Sensor
// ("visual", "hydrophone").
type ContactView struct {
	ID     int
	Role   string
	Sensor string
	Held   bool
}

func (d *Data) holdTicks() int64 { return Ticks(d.Contacts.HoldS) }

// contactAlert is the §5 alert of a shown change (none for a change of sensor).
func contactAlert(was, now Sensor, id int) (AlertEvent, bool) {
	switch {
	case was == SensorNone && now != SensorNone:
		a := NewAlert(AlertContact, "new_contact")
		a.ID = id
		return a, true
	case was != SensorNone && now == SensorNone:
		a := NewAlert(AlertContact, "contact_lost")
		a.ID = id
		return a, true
	}
	return AlertEvent{}, false
}

// ---- the attack scene ------------------------------------------------------------

// sensorOf is the sensor that shows ship s now (see the package note above).
func (sc *Scene) sensorOf(s *Ship) Sensor {
	if s.Sunk {
		return SensorNone
	}
	ct := &sc.D.Contacts
	r := s.Pos.Sub(sc.Own.Pos).Len()
	sight := ct.SightDayM
	if sc.Setup.Night {
		sight = ct.SightNightM
	}
	if sc.canSee() && r <= sight {
		return SensorVisual
	}
	if !sc.Own.Surfaced && !sc.Setup.Deaf && r <= ct.HearM && !Baffled(sc.Own.Course, Bearing(sc.Own.Pos, s.Pos), ct.BaffleDeg) {
		return SensorHydrophone
	}
	return SensorNone
}

// startContacts logs the contacts shown as the scene starts (no alert).
func (sc *Scene) startContacts() {
	sc.contacts = make([]contactTrack, len(sc.Ships))
	for i := range sc.Ships {
		s := &sc.Ships[i]
		if k := sc.sensorOf(s); k != SensorNone {
			sc.contacts[i] = contactTrack{raw: k, held: k}
			sc.emit(ContactEvent{ID: s.ID, Role: s.Role.Key(), Sensor: k.Key(), Held: true})
		}
	}
}

// stepContacts is one tick of the contact picture.
func (sc *Scene) stepContacts() {
	hold := sc.D.holdTicks()
	for i := range sc.Ships {
		s := &sc.Ships[i]
		c := &sc.contacts[i]
		was := c.held
		if !c.update(sc.sensorOf(s), sc.Tick, hold) {
			continue
		}
		sc.emit(ContactEvent{ID: s.ID, Role: s.Role.Key(), Sensor: c.held.Key(), Held: c.held != SensorNone})
		if a, ok := contactAlert(was, c.held, s.ID); ok {
			sc.emit(a)
		}
	}
}

// Contact returns the sensor that shows ship id on the scene's plot (SensorNone: not
// shown, or no such ship).
func (sc *Scene) Contact(id int) Sensor {
	if id < 1 || id > len(sc.contacts) {
		return SensorNone
	}
	return sc.contacts[id-1].held
}

// ---- the evasion scene -------------------------------------------------------------

// hearsRaw reports escort i heard on the hydrophones now (§3.4, see above).
func (e *Evasion) hearsRaw(i int) Sensor {
	b := &e.S.Boat
	h := &e.S.Hunters[i]
	ct := &e.D.Contacts
	if !e.Setup.Ctx.Hydrophones || b.Telegraph == Full || h.Pos.Sub(b.Pos).Len() > ct.HearM ||
		Baffled(b.Course, Bearing(b.Pos, h.Pos), ct.BaffleDeg) {
		return SensorNone
	}
	return SensorHydrophone
}

// startHearing sets the escorts heard as the pass starts (logged with the first
// tac_hear, no alert).
func (e *Evasion) startHearing() {
	for i := range e.S.Hunters {
		k := e.hearsRaw(i)
		e.heard[i] = contactTrack{raw: k, held: k}
	}
}

// Heard reports escort id (1-based) heard on the hydrophones as the View shows it.
func (e *Evasion) Heard(id int) bool {
	return id >= 1 && id <= len(e.S.Hunters) && e.heard[id-1].held != SensorNone
}

// stepHearing is one tick of the hydrophone picture: a change logs tac_contact, its
// alert, and for an escort heard again its bearing (tac_hear).
func (e *Evasion) stepHearing() {
	hold := e.D.holdTicks()
	for i := range e.S.Hunters {
		c := &e.heard[i]
		was := c.held
		if !c.update(e.hearsRaw(i), e.Tick, hold) {
			continue
		}
		e.emit(ContactEvent{ID: i + 1, Role: RoleEscort.Key(), Sensor: c.held.Key(), Held: c.held != SensorNone})
		if a, ok := contactAlert(was, c.held, i+1); ok {
			e.emit(a)
		}
		if c.held != SensorNone {
			e.hear(i)
		}
	}
}

// hear logs escort i's bearing and propeller speed (tac_hear): the bearing as the
// hydrophones give it, the truth ± the §2.4 hydrophone error (σ 3°, drawn from the
// pass's hydrophone stream, evHydroStream), to the nearest degree; true_bearing is the
// truth.
func (e *Evasion) hear(i int) {
	b := &e.S.Boat
	h := &e.S.Hunters[i]
	brg := Bearing(b.Pos, h.Pos)
	read := Wrap360(brg + e.D.Instruments.HydrophoneBearingSD*e.hydro.Normal())
	e.emit(HearEvent{ID: i + 1, BearingDeg: math.Round(read), SpeedKn: math.Round(h.Speed), True: r1(brg)})
}

// evHydroStream is the evasion pass's sub-stream of hydrophone bearing errors (hear).
const evHydroStream = 0x4b5
