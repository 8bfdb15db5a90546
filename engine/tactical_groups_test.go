package engine_test

import (
	"bytes"
	"strings"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
	"uboat/engine/tactical"
)

// groupCase is one unescorted round in a career log whose next torpedo group was played
// in a scene of its own (tactical-design §2.6, 9.4.2; engine.TacticalGroups).
type groupCase struct {
	firstEnds int   // tac_torpedo_end events of the round's first scene before the group's tac_start
	firstN    int   // the first scene's tac_launch events
	firstOn   int   // of them not off target (each rolls [U1], §2.8)
	firstU1   int   // [U1] rolls of the first group before it
	drms      []int // the group's tac_launch drm of each launch that rolls [U1], in order
	u1        []int // the tactical modifier of each of the group's [U1] rolls (0: none)
	u1Extra   int   // [U1] rolls with more than one tactical modifier
}

// groupCases reads the played next groups out of a career's log: after an unescorted
// round's weapon_group decision that picks a torpedo end, a tac_start is that group's
// scene; its launches and the [U1] rolls up to the next decision are the group's.
func groupCases(t *testing.T, log []byte) []groupCase {
	var out []groupCase
	phase := 0 // 1 an unescorted round; 2 its first scene seen; 3 a torpedo group picked; 4 the group's scene
	var cur groupCase
	var ends, u1, launches, on int
	for _, ev := range events(t, log) {
		switch {
		case ev["t"] == "decision" && ev["id"] == "attack_mode":
			phase, ends, u1, launches, on = 0, 0, 0, 0, 0
			for _, k := range ev["options"].([]any) {
				if k == "surfaced" { // B21: only unescorted rounds offer it
					phase = 1
				}
			}
		case phase == 0:
		case ev["t"] == "tac_start" && phase == 1:
			phase = 2
		case ev["t"] == "tac_torpedo_end" && phase == 2:
			ends++
		case ev["t"] == "tac_launch" && phase == 2:
			launches++
			if ev["grade"] != "off_target" {
				on++
			}
		case ev["t"] == "roll" && ev["table"] == "U1" && phase == 2:
			u1++
		case ev["t"] == "decision" && ev["id"] == "weapon_group" && phase >= 2:
			if phase == 4 {
				out = append(out, cur)
			}
			phase = 2
			if k := ev["chosen"]; k == "bow" || k == "stern" {
				phase = 3
			}
		case ev["t"] == "tac_start" && phase == 3:
			phase, cur = 4, groupCase{firstEnds: ends, firstU1: u1, firstN: launches, firstOn: on}
		case ev["t"] == "tac_launch" && phase == 4:
			if ev["grade"] != "off_target" {
				cur.drms = append(cur.drms, int(ev["drm"].(float64)))
			}
		case ev["t"] == "roll" && ev["table"] == "U1" && phase == 4:
			n, vals := tacticalMods(ev)
			v := 0
			if n > 0 {
				v = vals[0]
			}
			if n > 1 {
				cur.u1Extra++
			}
			cur.u1 = append(cur.u1, v)
		case ev["t"] == "decision" && phase == 4:
			out = append(out, cur)
			phase = 0
		case ev["t"] == "decision" && phase == 3:
			phase = 0 // the group went to the table
		}
	}
	if phase == 4 {
		out = append(out, cur)
	}
	return out
}

// TestTacticalNextGroup is tactical-design §2.6 / 9.4.2 with the reference AI: in
// careers with the attack scene on, an unescorted round's next torpedo group (the
// table's weapon_group choice picking the other end after the first group) is played
// in a scene of its own only after the first group's [U1] rolls and torpedo ends are in
// the log, and each of its [U1] rolls carries exactly the scene's solution modifier of
// its launch (one "tactical:" modifier, none for a drm of 0).
func TestTacticalNextGroup(t *testing.T) {
	d := tactical.MustData()
	c := new(engine.Career)
	played, nonzero := 0, 0
	for seed := uint64(1); seed <= 200; seed++ {
		skill := tactical.Reference
		if seed%2 == 0 {
			skill = tactical.Green // more solutions off the reference's grade, more modifiers
		}
		p := tactical.NewAIProvider(d, skill, policy.NewCommander())
		o := engine.Options{engine.TacticalOption(engine.TacAttack, engine.TacAlways): true}
		log := runTac(t, c, engine.Config{Seed: seed, Type: "VIIC", Options: o}, policy.NewCommander(), p)
		cases := groupCases(t, log)
		if len(cases) != p.Stats.Groups {
			t.Fatalf("seed %d: %d next groups in the log, the provider played %d", seed, len(cases), p.Stats.Groups)
		}
		for i, g := range cases {
			if g.firstN == 0 || g.firstEnds != g.firstN || g.firstU1 < g.firstOn {
				t.Fatalf("seed %d group %d: the first group's results were not in the log before the next group's scene (%d launches, %d ends, %d [U1])", seed, i, g.firstN, g.firstEnds, g.firstU1)
			}
			if g.u1Extra > 0 || len(g.u1) != len(g.drms) {
				t.Fatalf("seed %d group %d: [U1] tactical modifiers %v for the launches' drm %v (%d with more than one)", seed, i, g.u1, g.drms, g.u1Extra)
			}
			for j := range g.u1 {
				if g.u1[j] != g.drms[j] {
					t.Fatalf("seed %d group %d: [U1] %d carries tactical %d, its launch's drm is %d", seed, i, j, g.u1[j], g.drms[j])
				}
				if g.drms[j] != 0 {
					nonzero++
				}
			}
			played++
		}
	}
	if played == 0 || nonzero == 0 {
		t.Fatalf("%d next groups played, %d of their [U1] rolls with a solution modifier: no case", played, nonzero)
	}
	t.Logf("%d next groups played, %d [U1] rolls with a solution modifier", played, nonzero)
}

// TestTacticalNextGroupSaveReplay is §9.5.2 for the next group: a career saved at the
// weapon_group decision that starts a played next group (after the first group's
// rolls) loads, replays to the original log's prefix, and continues to the
// uninterrupted log, the group's scene included.
func TestTacticalNextGroupSaveReplay(t *testing.T) {
	d := tactical.MustData()
	name, err := tactical.AIProviderName(tactical.Reference, "commander")
	if err != nil {
		t.Fatal(err)
	}
	o := engine.Options{engine.TacticalOption(engine.TacAttack, engine.TacAlways): true}
	points := 0
	for seed := uint64(1); seed <= 60 && points < 2; seed++ {
		cfg := engine.Config{Seed: seed, Type: "VIIC", Options: o}
		p, _ := tactical.NewNamedAIProvider(d, name)
		// First pass: the decisions (by seq) after which a next group's scene starts.
		var seqs []int
		spy := &seqSpy{Decider: policy.NewCommander()}
		c, err := engine.NewCareer(cfg, nil)
		if err != nil {
			t.Fatal(err)
		}
		c.SetTactical(p)
		var buf bytes.Buffer
		w := engine.NewJSONLWriter(&buf)
		c.SetSink(func(ev engine.Event) {
			if h, ok := ev.(*engine.TacEvent); ok && h.T == "tac_start" && spy.lastID == "weapon_group" && (spy.lastKey == "bow" || spy.lastKey == "stern") {
				seqs = append(seqs, spy.lastSeq)
			}
			w.Write(ev)
		})
		if err := c.Run(spy); err != nil {
			t.Fatal(err)
		}
		if len(seqs) == 0 {
			continue
		}
		keep := map[int]bool{seqs[0]: true}
		p2, _ := tactical.NewNamedAIProvider(d, name)
		pts, full, answers := playSavingTac(t, cfg, policy.NewCommander(), p2, func(seq int) bool { return keep[seq] })
		if len(pts) != 1 || !strings.Contains(string(full[pts[0].logLen:]), `"t":"tac_start"`) {
			t.Fatalf("seed %d: no save point before the next group (%d points)", seed, len(pts))
		}
		pt := pts[0]
		resumeSavePoint(t, "next group save", seed, pt, full, answers)
		points++
	}
	if points == 0 {
		t.Fatal("no career played a next group: no save point")
	}
}

// seqSpy records the last decision's id, seq and answer.
type seqSpy struct {
	engine.Decider
	lastID, lastKey string
	lastSeq         int
}

func (s *seqSpy) Decide(st *engine.State, d *engine.Decision) (string, string) {
	k, why := s.Decider.Decide(st, d)
	s.lastID, s.lastKey, s.lastSeq = d.ID, k, d.Seq
	return k, why
}

// groupFake is the fake provider with the next torpedo group (engine.TacticalGroups):
// every loaded tube of the asked end at the first target afloat, plus a shot from the
// other end and one from a tube that does not exist, which the engine must drop.
type groupFake struct {
	*fakeProvider
	asked []bool // the ends asked (true = bow), in order
	fires []bool // per call: a tube of the asked end could fire (its door working)
}

func (g *groupFake) NextGroup(c *engine.Career, e *engine.Engagement, bow bool) ([]engine.TacShot, bool) {
	g.calls["NextGroup"]++
	g.asked = append(g.asked, bow)
	ti := -1
	for i := range e.Targets {
		if !e.Targets[i].Sunk && !e.Targets[i].Gone {
			ti = i
			break
		}
	}
	tubes := c.State().Boat.SternTubes
	if bow {
		tubes = c.State().Boat.BowTubes
	}
	shots := []engine.TacShot{{Bow: !bow, Tube: 0, Target: ti}, {Bow: bow, Tube: 9, Target: ti}}
	fires := false
	for i, k := range tubes {
		if ti >= 0 && k != engine.TorpNone && k != engine.Mine {
			shots = append(shots, engine.TacShot{Bow: bow, Tube: i, Target: ti})
			door := c.State().Boat.Sys(engine.DoorKey(bow, i))
			fires = fires || door == nil || door.State == engine.SysOK
		}
	}
	g.fires = append(g.fires, fires)
	return shots, true
}

// TestTacticalNextGroupScripted is §2.6 / 9.4.2 on the engine's side with a scripted
// provider (solution modifier +2): in played unescorted rounds the scene's first group
// (bow) is fired and rolled, then the table's weapon_group choice picks the stern and
// the engine asks NextGroup for it — after the first group's [U1] rolls — fires the
// stern tubes it hands back (no table allocation: no fire decision), drops the shots
// from the other end or from no tube, and each stern [U1] roll carries the one
// "tactical:" modifier +2. Without the optional interface the table allocates it.
func TestTacticalNextGroupScripted(t *testing.T) {
	c := new(engine.Career)
	o := engine.Options{engine.TacticalOption(engine.TacAttack, engine.TacAlways): true}
	groups, rolls := 0, 0
	for seed := uint64(1); seed <= 80; seed++ {
		g := &groupFake{fakeProvider: newFake()}
		g.drm, g.bracket, g.noPass = 2, "close", true
		evs := events(t, runTac(t, c, engine.Config{Seed: seed, Type: "VIIC", Options: o}, policy.NewCommander(), g))
		phase, firstU1, asked := 0, 0, 0 // phase 1: a played round's first group; 2: its stern group
		for _, ev := range evs {
			switch {
			case ev["t"] == "decision" && ev["id"] == "attack_mode":
				phase, firstU1 = 0, 0
				for _, k := range ev["options"].([]any) {
					if k == "surfaced" {
						phase = 1
					}
				}
			case phase == 0:
			case ev["t"] == "roll" && ev["table"] == "U1" && phase == 1:
				firstU1++
			case ev["t"] == "decision" && ev["id"] == "weapon_group" && ev["chosen"] == "stern" && phase == 1:
				if firstU1 == 0 {
					t.Fatalf("seed %d: the stern group before the first group's [U1] rolls", seed)
				}
				phase = 2
				asked++
				groups++
			case ev["t"] == "decision" && ev["id"] == "fire" && phase == 2:
				if g.fires[asked-1] { // (with every door of that end out the engine drops them all: the table's)
					t.Fatalf("seed %d: the table allocated a group the provider played", seed)
				}
				phase = 0
			case ev["t"] == "decision" && ev["id"] != "fire" && phase == 2:
				phase = 0 // the group is over (the next decision: another round, another encounter)
			case ev["t"] == "roll" && ev["table"] == "U1" && phase == 2:
				if n, vals := tacticalMods(ev); n != 1 || vals[0] != 2 {
					t.Fatalf("seed %d: the stern group's [U1] %v: tactical mods %v, want one +2", seed, ev, vals)
				}
				rolls++
			case ev["t"] == "decision" && ev["id"] == "weapon_group":
				phase = 0
			case ev["t"] == "box":
				phase = 0
			}
		}
		if asked != g.calls["NextGroup"] {
			t.Fatalf("seed %d: %d stern groups after a played round, NextGroup asked %d times", seed, asked, g.calls["NextGroup"])
		}
		for _, bow := range g.asked {
			if bow {
				t.Fatalf("seed %d: NextGroup asked for the bow, which the scene fired", seed)
			}
		}
	}
	if groups == 0 || rolls == 0 {
		t.Fatalf("%d stern groups played, %d of their [U1] rolls: no case", groups, rolls)
	}
	t.Logf("%d stern groups played, %d [U1] rolls", groups, rolls)

	// Without engine.TacticalGroups the stern group is the table's allocation.
	fires := 0
	for seed := uint64(1); seed <= 80; seed++ {
		f := newFake()
		f.drm, f.bracket, f.noPass = 2, "close", true
		evs := events(t, runTac(t, c, engine.Config{Seed: seed, Type: "VIIC", Options: o}, policy.NewCommander(), f))
		stern := false
		for _, ev := range evs {
			switch {
			case ev["t"] == "decision" && ev["id"] == "weapon_group":
				stern = ev["chosen"] == "stern"
			case ev["t"] == "decision" && ev["id"] == "fire" && stern:
				fires++
			case ev["t"] == "decision":
				stern = false
			}
		}
	}
	if fires == 0 {
		t.Fatal("without NextGroup no stern group was allocated by the table")
	}
}
