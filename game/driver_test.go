package game

import (
	"fmt"
	"testing"

	"uboat/engine"
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
