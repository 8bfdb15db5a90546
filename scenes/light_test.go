package scenes

import (
	"image/color"
	"testing"

	"uboat/engine"
)

// The port is by day when the scene opens, at dusk while the decisions are on screen and
// night once the orders are in, and the orders hold the queue for the nightfall; the
// next stay in port (after a patrol) starts by day again (light.go).
func TestPortFallsDarkWhenTheBoatSails(t *testing.T) {
	c := &Campaign{}
	s := &portStage{}
	s.enter(c)
	for i := 0; i < 200; i++ {
		s.update(c)
	}
	if s.night != 0 {
		t.Fatalf("before any decision the port is by day, light level %v", s.night)
	}
	c.Panel.D = &engine.Decision{}
	for i := 0; i < 200; i++ {
		s.update(c)
	}
	if s.night != 0.5 {
		t.Fatalf("a decision on screen: dusk, light level %v", s.night)
	}
	c.Panel.D = nil
	s.event(c, &engine.AssignmentEvent{Area: "atlantic"}, false)
	if !c.queue.Busy() {
		t.Errorf("the orders hold the queue for the nightfall")
	}
	s.update(c)
	if s.night <= 0.5 || s.night >= 1 {
		t.Fatalf("one frame after the orders the light is falling, level %v", s.night)
	}
	frames := 1
	for s.night < 1 && frames < 1000 {
		s.update(c)
		frames++
	}
	if want := int(0.5/portNightRate + 1); frames > want {
		t.Errorf("dusk to night took %d frames at the normal pace, want at most %d", frames, want)
	}
	if frames > portNightHold {
		t.Errorf("the night (%d frames) comes after the hold (%d): the boat would leave at dusk", frames, portNightHold)
	}
	s.enter(c)
	if s.night != 1 {
		t.Errorf("back in port after an interlude of the same stay: still night, level %v", s.night)
	}
	c.patrolsEnded++
	s.enter(c)
	if s.night != 0 || s.nightTo != 0 {
		t.Errorf("the next stay starts by day: level %v → %v", s.night, s.nightTo)
	}
	s.event(c, &engine.AssignmentEvent{}, true)
	if s.night != 1 {
		t.Errorf("orders shown instantly (skipping): the port is night at once, level %v", s.night)
	}
}

// On the chart the boat leaves the base by night, and every box it moves on to turns
// night to day or day to night.
func TestChartAlternatesNightAndDayBoxByBox(t *testing.T) {
	if chartNightTarget(-1) != 1 {
		t.Errorf("at the base the chart is night (the boat sails at nightfall)")
	}
	for pos := 0; pos < 12; pos++ {
		if chartNightTarget(pos) == chartNightTarget(pos-1) {
			t.Errorf("boxes %d and %d have the same light %v", pos-1, pos, chartNightTarget(pos))
		}
	}
	c := &Campaign{}
	s := &transitStage{pos: 0, night: 1}
	for i := 0; i < 20; i++ {
		s.update(c)
	}
	if s.night <= 0 || s.night >= 1 {
		t.Fatalf("half-way through the move the light is changing, level %v", s.night)
	}
	for i := 0; i < 20; i++ {
		s.update(c)
	}
	if s.night != 0 {
		t.Errorf("after the move box 1 is by day, level %v", s.night)
	}
}

// Each refit passes one night in the yard: day when the calendar starts and ends, night
// half-way.
func TestRefitMonthsPassThroughANight(t *testing.T) {
	s := &refitStage{}
	if s.light() != 0 {
		t.Errorf("no refit under way: day, level %v", s.light())
	}
	s.months = 3
	s.cal.Start(yardMonthFrames*3, false)
	if s.light() != 0 {
		t.Errorf("calendar starting: day, level %v", s.light())
	}
	s.cal.T = s.cal.Dur / 2
	if l := s.light(); l < 0.99 {
		t.Errorf("calendar half-way: night, level %v", l)
	}
	s.cal.T = s.cal.Dur / 5
	if l := s.light(); l <= 0.1 || l >= 0.9 {
		t.Errorf("a fifth of the way: dusk, level %v", l)
	}
	s.cal.Finish()
	if s.light() != 0 {
		t.Errorf("refit done: day, level %v", s.light())
	}
}

func TestLightHelpers(t *testing.T) {
	c := color.RGBA{0x8c, 0x8a, 0x84, 0xff}
	if darken(c, 0) != c {
		t.Errorf("darken by day changed %v to %v", c, darken(c, 0))
	}
	d := darken(c, 1)
	if d.R >= c.R || d.G >= c.G || d.B >= c.B || d.A != c.A {
		t.Errorf("darken at night: %v → %v", c, d)
	}
	if darken(c, 2) != d {
		t.Errorf("light levels above 1 are night")
	}
	if lampsOn(0) != 0 || lampsOn(1) != 1 || lampsOn(0.5) <= 0 || lampsOn(0.5) >= 1 {
		t.Errorf("lamps: off by day, on at night, coming on at dusk: %v %v %v", lampsOn(0), lampsOn(0.5), lampsOn(1))
	}
	if stepToward(0.5, 1, 0.2) != 0.7 || stepToward(0.95, 1, 0.2) != 1 || stepToward(0.5, 0, 0.7) != 0 {
		t.Errorf("stepToward overshoots or undershoots")
	}
}
