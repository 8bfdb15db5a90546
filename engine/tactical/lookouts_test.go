package tactical

import (
	"encoding/json"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
)

// lookoutsWatch is the AI provider with its damage-control scenes noted as they are
// built, each with the encounter it belongs to (the log's encounter events counted).
type lookoutsWatch struct {
	*AIProvider
	enc    int
	scenes []*DCScene
	encOf  map[*DCScene]int
	double map[int]bool // encounter → begun with double lookouts kept, surfaced (§4.6)
}

// begin counts an encounter beginning now.
func (w *lookoutsWatch) begin(c *engine.Career) {
	w.enc++
	p := c.State().Patrol
	w.double[w.enc] = p != nil && p.Lookouts == engine.LookoutsDouble && p.Posture == engine.PostureSurfaced
}

func (w *lookoutsWatch) note() {
	if sc := w.dc.sc; sc != nil {
		if _, ok := w.encOf[sc]; !ok {
			w.encOf[sc] = w.enc
			w.scenes = append(w.scenes, sc)
		}
	}
}

func (w *lookoutsWatch) EarlyRepair(c *engine.Career) []string {
	defer w.note()
	return w.AIProvider.EarlyRepair(c)
}

func (w *lookoutsWatch) FloodingDRM(c *engine.Career) (engine.TacDRM, bool) {
	defer w.note()
	return w.AIProvider.FloodingDRM(c)
}

func (w *lookoutsWatch) RepairDRM(c *engine.Career, system string) (engine.TacDRM, bool) {
	defer w.note()
	return w.AIProvider.RepairDRM(c, system)
}

// lookoutsAnswer answers the lookouts decision with key, crosses every box surfaced and
// plays the Commander otherwise.
type lookoutsAnswer struct {
	key string
	cm  *policy.Commander
}

func (a *lookoutsAnswer) Decide(s *engine.State, d *engine.Decision) (string, string) {
	if d.Kind == engine.KindLookouts {
		return a.key, "scripted"
	}
	if d.Kind == engine.KindPosture && d.Has(engine.PostureSurfaced) {
		return engine.PostureSurfaced, "scripted" // every box crossed surfaced (no schnorchel)
	}
	return a.cm.Decide(s, d)
}

// TestLookoutsSightingAndPips is tactical-design §4.6 played by the AI provider in
// whole careers (VIIC from 7/43, every box crossed surfaced) with the lookouts decision
// scripted: with double lookouts every crash dive by
// day is sighted at 8,000 m, and the reference's 2.0 s alarm earns the +1 there ("the
// +1 needs double lookouts … plus a quick alarm"); the first damage-control scene of
// each encounter starts every team at 1 fatigue pip, and a later scene of the same
// encounter at none. With normal lookouts the day sighting is 6,000 m for the
// reference's 0, and no team starts tired.
func TestLookoutsSightingAndPips(t *testing.T) {
	d := MustData()
	o := engine.Options{engine.TacticalOption(engine.TacCrashDive, engine.TacAlways): true, engine.TacticalOption(engine.TacDamageControl, engine.TacAlways): true}
	c := new(engine.Career)
	for _, key := range []string{engine.LookoutsDouble, engine.LookoutsNormal} {
		sighted := map[float64]int{} // day sightings (m) → dives
		drmAt := map[float64]map[int]int{}
		first, later := 0, 0
		var stats ProviderStats
		for seed := uint64(1); seed <= 16; seed++ {
			w := &lookoutsWatch{AIProvider: NewAIProvider(d, Reference, policy.NewCommander()), encOf: map[*DCScene]int{}, double: map[int]bool{}}
			c.SetTactical(w)
			if err := c.Reset(engine.Config{Seed: seed, Type: "VIIC", Options: o}, nil); err != nil {
				t.Fatal(err)
			}
			c.SetSink(func(e engine.Event) {
				switch e := e.(type) {
				case *engine.EncounterEvent:
					w.begin(c)
				case *engine.KeyEvent:
					if e.T == "random_event" && (e.Key == "event_3" || e.Key == "event_6") { // [R1] 3 an air attack, 6 a submarine: encounters too
						w.begin(c)
					}
				case *engine.TacEvent:
					if e.T != "tac_dive" {
						return
					}
					var f struct {
						SightedM float64 `json:"sighted_m"`
						Drm      int     `json:"drm"`
					}
					if err := json.Unmarshal(e.Fields, &f); err != nil {
						t.Fatal(err)
					}
					if f.SightedM == d.SightRange(SightNight) || f.SightedM == d.SightRange(SightNaxos) {
						return // night: the lookouts see no farther (§4.6)
					}
					sighted[f.SightedM]++
					if drmAt[f.SightedM] == nil {
						drmAt[f.SightedM] = map[int]int{}
					}
					drmAt[f.SightedM][f.Drm]++
				}
			})
			if err := c.Run(&lookoutsAnswer{key: key, cm: policy.NewCommander()}); err != nil {
				t.Fatal(err)
			}
			seen := map[int]bool{}
			for _, sc := range w.scenes {
				enc := w.encOf[sc]
				want := [4]int{}
				if w.double[enc] && !seen[enc] { // (a box schnorchelled keeps no double lookouts)
					want = [4]int{1, 1, 1, 1}
				}
				if seen[enc] {
					later++
				} else {
					first++
				}
				seen[enc] = true
				if sc.Setup.Pips != want {
					t.Fatalf("%s seed %d: a damage-control scene of encounter %d starts at pips %v, want %v", key, seed, enc, sc.Setup.Pips, want)
				}
				for i, tm := range sc.Teams {
					if tm.Pips < want[i] {
						t.Fatalf("%s seed %d: team %d at %d pips, started at %d", key, seed, i, tm.Pips, want[i])
					}
				}
			}
			stats.DoubleDives += w.Stats.DoubleDives
			stats.LookoutPips += w.Stats.LookoutPips
		}
		day, double := d.SightRange(SightDay), d.SightRange(SightDayDouble)
		if double != 8000 || day != 6000 {
			t.Fatalf("§4.6 sighting distances %v / %v m, want 6,000 / 8,000", day, double)
		}
		if first == 0 {
			t.Fatalf("%s: no damage-control scene played", key)
		}
		switch key {
		case engine.LookoutsDouble:
			if sighted[day] != 0 || sighted[double] == 0 || len(drmAt[double]) != 1 || drmAt[double][1] == 0 {
				t.Fatalf("double lookouts: day sightings %v, DRMs %v: want every one at 8,000 m and +1", sighted, drmAt)
			}
			if stats.DoubleDives != sighted[double] || stats.LookoutPips != first {
				t.Fatalf("double lookouts: stats %d dives, %d pips; the log %d dives, %d first scenes", stats.DoubleDives, stats.LookoutPips, sighted[double], first)
			}
		default:
			if sighted[double] != 0 || sighted[day] == 0 || len(drmAt[day]) != 1 || drmAt[day][0] == 0 {
				t.Fatalf("normal lookouts: day sightings %v, DRMs %v: want every one at 6,000 m and 0", sighted, drmAt)
			}
			if stats.DoubleDives != 0 || stats.LookoutPips != 0 {
				t.Fatalf("normal lookouts: stats %d dives, %d pips", stats.DoubleDives, stats.LookoutPips)
			}
		}
		t.Logf("%s: day sightings %v (DRMs %v); damage-control scenes %d first of their encounter, %d later", key, sighted, drmAt, first, later)
	}
}
