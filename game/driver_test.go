package game

import (
	"encoding/json"
	"fmt"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
)

// A resumed career's replayed view is the view of the events the original driver handed
// out up to the saved decision: the status board goes on from where the screen was.
func TestResumeDriverReplayedView(t *testing.T) {
	d, err := NewEngineDriver(engine.Config{Seed: 3, Type: "VIIC"})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	var shown engine.View
	for n := 0; n < 40; n++ {
		evs, dec := d.Next()
		for _, e := range evs {
			shown.Apply(e)
		}
		if dec == nil {
			t.Fatal("the career ended early")
		}
		if n == 39 {
			break
		}
		if err := d.Choose(dec.Seq, dec.Options[n%len(dec.Options)].Key); err != nil {
			t.Fatal(err)
		}
	}
	sv, err := d.Save()
	if err != nil {
		t.Fatal(err)
	}
	r, err := ResumeDriver(sv)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	got := r.ReplayedView()
	if got.BoatID == "" || fmt.Sprintf("%+v", got) != fmt.Sprintf("%+v", shown) {
		t.Errorf("replayed view\n%+v\nthe shown events give\n%+v", got, shown)
	}
	if v := d.ReplayedView(); v.BoatID != "" {
		t.Errorf("a new career has a replayed view: %+v", v)
	}
}

// A resumed career keeps the events it replayed for the roll log: the latest ones, in
// order, the same as the original driver handed out.
func TestResumeDriverReplayedEvents(t *testing.T) {
	var d *EngineDriver
	var shown []engine.Event
	cm := policy.NewCommander()
	// seed 159 is the first whose career (Commander, IXC) outlasts two tails of events
	for seed := uint64(159); seed <= 400 && len(shown) <= 2*ReplayedMax+100; seed++ {
		var err error
		d, err = NewEngineDriver(engine.Config{Seed: seed, Type: "IXC"})
		if err != nil {
			t.Fatal(err)
		}
		shown = shown[:0]
		for {
			evs, dec := d.Next()
			shown = append(shown, evs...)
			if dec == nil {
				shown = shown[:0] // ended: another seed
				break
			}
			if len(shown) > 2*ReplayedMax+100 {
				break
			}
			key, _ := cm.Decide(d.State(), dec)
			if err := d.Choose(dec.Seq, key); err != nil {
				t.Fatal(err)
			}
		}
		if len(shown) == 0 {
			d.Close()
		}
	}
	if len(shown) == 0 {
		t.Fatal("no career long enough")
	}
	defer d.Close()
	sv, err := d.Save()
	if err != nil {
		t.Fatal(err)
	}
	r, err := ResumeDriver(sv)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	tail, total := r.ReplayedEvents()
	if total != len(shown) || len(tail) != ReplayedMax {
		t.Fatalf("replayed %d events, kept %d; shown %d", total, len(tail), len(shown))
	}
	off := total - len(tail)
	for i, e := range tail {
		a, _ := json.Marshal(e)
		b, _ := json.Marshal(shown[off+i])
		if string(a) != string(b) {
			t.Fatalf("replayed event %d\n%s\nshown\n%s", off+i, a, b)
		}
	}
	if tail, n := d.ReplayedEvents(); len(tail) != 0 || n != 0 {
		t.Errorf("a new career replayed %d events", n)
	}
}
