package pack

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
)

// scriptedBoats returns boats whose careers roll the given faces (one script per boat),
// with their events kept, for the 13.5.4 pick.
func scriptedBoats(t *testing.T, scripts ...[]int) []*Boat {
	t.Helper()
	var bs []*Boat
	for i, s := range scripts {
		c, err := engine.NewCareer(engine.Config{Seed: 1, Type: Type, Start: Start}, engine.Script(s...))
		if err != nil {
			t.Fatal(err)
		}
		b := &Boat{Index: i, Career: c}
		c.SetSink(func(e engine.Event) { b.Events = append(b.Events, e) })
		bs = append(bs, b)
	}
	return bs
}

// pickFaces returns the faces of a boat's PACK_PICK rolls.
func pickFaces(b *Boat) []int {
	var f []int
	for _, e := range b.Events {
		if r, ok := e.(*engine.RollEvent); ok && r.Table == "PACK_PICK" {
			f = append(f, r.Faces...)
		}
	}
	return f
}

// Test13_5_4LowestRollerGetsPlusOne: each boat rolls 1d6, the lowest gets +1 and the rest
// −1, every die logged as a PACK_PICK roll and each modifier as a pack_pick note.
func Test13_5_4LowestRollerGetsPlusOne(t *testing.T) {
	bs := scriptedBoats(t, []int{5}, []int{2}, []int{6})
	p := &Pack{Boats: bs}
	p.pick(bs, 1)
	want := []int{-1, 1, -1}
	for i, b := range bs {
		if b.reply.DRM != want[i] {
			t.Errorf("boat %d: DRM %+d, want %+d", i, b.reply.DRM, want[i])
		}
		if f := pickFaces(b); len(f) != 1 {
			t.Errorf("boat %d: PACK_PICK faces %v, want one die", i, f)
		}
		notes := 0
		for _, e := range b.Events {
			if k, ok := e.(*engine.KeyEvent); ok && k.Key == "pack_pick" {
				notes++
				if sign := map[bool]string{true: "+1", false: "-1"}[want[i] > 0]; !strings.HasSuffix(k.Detail, sign) {
					t.Errorf("boat %d: note %q, want %s", i, k.Detail, sign)
				}
			}
		}
		if notes != 1 {
			t.Errorf("boat %d: %d pack_pick notes", i, notes)
		}
	}
	if p.Picks != 1 {
		t.Errorf("Picks %d", p.Picks)
	}
}

// Test13_5_4TiesRerollAmongTheTied: the AMBIGUOUS tie reading: the tied lowest reroll
// among themselves (twice here), the others do not roll again.
func Test13_5_4TiesRerollAmongTheTied(t *testing.T) {
	// boats 0, 2 and 3 tie on 1; then 0 and 3 tie on 4 (2 is out with 5); then 0 rolls 6, 3 rolls 2.
	bs := scriptedBoats(t, []int{1, 4, 6}, []int{3}, []int{1, 5}, []int{1, 4, 2})
	p := &Pack{Boats: bs}
	p.pick(bs, 2)
	want := []int{-1, -1, -1, 1}
	wantDice := []int{3, 1, 2, 3}
	for i, b := range bs {
		if b.reply.DRM != want[i] {
			t.Errorf("boat %d: DRM %+d, want %+d", i, b.reply.DRM, want[i])
		}
		if n := len(pickFaces(b)); n != wantDice[i] {
			t.Errorf("boat %d rolled %d dice, want %d", i, n, wantDice[i])
		}
	}
}

// Test13_5_4LoneBoat: a boat alone in a round is the one picked, without a roll ([designed]).
func Test13_5_4LoneBoat(t *testing.T) {
	bs := scriptedBoats(t, []int{})
	p := &Pack{Boats: bs}
	p.pick(bs, 1)
	if bs[0].reply.DRM != 1 || len(pickFaces(bs[0])) != 0 || p.Picks != 0 {
		t.Fatalf("lone boat: DRM %+d, dice %v, picks %d", bs[0].reply.DRM, pickFaces(bs[0]), p.Picks)
	}
}

// Test13_5_5BattleFormsOnConvoy: after the initial battle the pack's boats meeting at the
// same box and roll learn whether one of them rolled "Convoy".
func Test13_5_5BattleFormsOnConvoy(t *testing.T) {
	for _, tc := range []struct {
		results []string
		battle  bool
	}{
		{[]string{"none", "convoy", "ship"}, true},
		{[]string{"none", "aircraft", "ship"}, false},
	} {
		bs := scriptedBoats(t, []int{}, []int{}, []int{})
		p := &Pack{Boats: bs}
		for i, b := range bs {
			b.meet = &engine.PackPoint{Meet: engine.MeetEncounter, Pos: 3, Roll: 0, Result: tc.results[i]}
		}
		late := scriptedBoats(t, []int{})[0] // a boat a box further on waits
		late.Index = 3
		late.meet = &engine.PackPoint{Meet: engine.MeetEncounter, Pos: 4, Result: "convoy"}
		p.Boats = append(p.Boats, late)
		if !p.resolve() {
			t.Fatal("nothing resolved")
		}
		for i, b := range bs {
			if b.meet != nil || b.reply.Battle != tc.battle {
				t.Errorf("%v boat %d: waiting %v, battle %v", tc.results, i, b.meet != nil, b.reply.Battle)
			}
		}
		if late.meet == nil {
			t.Errorf("%v: the boat a box ahead was resolved with the earlier group", tc.results)
		}
	}
}

// playLogged plays a tournament with every boat on the Commander.
func playLogged(t *testing.T, seed uint64, boats int, opts ...engine.Options) *Pack {
	t.Helper()
	var o engine.Options
	if len(opts) > 0 {
		o = opts[0]
	}
	p, err := Play(Config{Seed: seed, Boats: boats, Log: true, Options: o}, policy.NewCommander())
	if err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	return p
}

// TestWolfpackInvariants plays many tournaments headless, every boat on the Commander,
// and checks 13.5.1–13.5.6 in the logs: the pack's tonnage is the sum of its boats', each
// boat's the sum of its ship_sunk events; one Atlantic patrol without a [P1] roll and
// without the 7.2.2 wolfpack roll (13.5.2, 13.5.4); the first Atlantic box a convoy
// without an [E1] roll (13.5.3); at most three rounds per battle, one boat picked per
// round (13.5.4–13.5.5); every boat's tournament ends with its patrol (13.5.6). Every
// other tournament is played with every optional rule on.
func TestWolfpackInvariants(t *testing.T) {
	all, err := engine.ParseOptions(engine.KnownOptions)
	if err != nil {
		t.Fatal(err)
	}
	n := 200
	if testing.Short() {
		n = 30
	}
	battles, picks, joins := 0, 0, 0
	for seed := uint64(1); seed <= uint64(n); seed++ {
		boats := 1 + int(seed%6)
		var p *Pack
		if seed%2 == 0 {
			p = playLogged(t, seed, boats, all)
		} else {
			p = playLogged(t, seed, boats)
		}
		if !p.Done() || len(p.Boats) != boats {
			t.Fatalf("seed %d: done %v, %d boats", seed, p.Done(), len(p.Boats))
		}
		if p.Name == "" || p.HistBoats < 1 {
			t.Errorf("seed %d: no 14.5 name", seed)
		}
		sum := 0
		for _, b := range p.Boats {
			sum += b.Tons()
			checkBoat(t, seed, b, &joins)
		}
		if sum != p.Tons() {
			t.Errorf("seed %d: pack %d t, boats %d t", seed, p.Tons(), sum)
		}
		battles += p.Battles
		picks += p.Picks
	}
	if battles == 0 || picks == 0 || joins == 0 {
		t.Errorf("%d tournaments: %d battles, %d picks, %d joins: the pack never fought together", n, battles, picks, joins)
	}
}

// checkBoat checks one boat's log (TestWolfpackInvariants).
func checkBoat(t *testing.T, seed uint64, b *Boat, joins *int) {
	t.Helper()
	tons, patrolEnds, assignments := 0, 0, 0
	var track []string
	firstAtl := -1
	pos := -1
	plus := map[int]int{}
	for i, e := range b.Events {
		switch ev := e.(type) {
		case *engine.AssignmentEvent:
			assignments++
			track = ev.Track
			if ev.Area != "atlantic" || ev.Wolfpack {
				t.Errorf("seed %d boat %d: assignment %s wolfpack %v (13.5.2)", seed, b.Index, ev.Area, ev.Wolfpack)
			}
		case *engine.BoxEvent:
			pos = ev.Index
		case *engine.RollEvent:
			switch ev.Table {
			case "P1", engine.TableWolfpack:
				t.Errorf("seed %d boat %d: %s roll (13.5.2, 13.5.4)", seed, b.Index, ev.Table)
			case "E1":
				if pos == firstAtl && firstAtl >= 0 {
					t.Errorf("seed %d boat %d: E1 roll in the first Atlantic box (13.5.3)", seed, b.Index)
				}
			}
		case *engine.KeyEvent:
			switch ev.Key {
			case "pack_convoy", "pack_convoy_missed":
				if firstAtl >= 0 {
					t.Errorf("seed %d boat %d: two 13.5.3 convoys", seed, b.Index)
				}
				firstAtl = pos
				if track[pos] != "atlantic" {
					t.Errorf("seed %d boat %d: 13.5.3 convoy in box %s", seed, b.Index, track[pos])
				}
				for _, k := range track[:pos] {
					if k == "atlantic" {
						t.Errorf("seed %d boat %d: the 13.5.3 convoy is not in the first Atlantic box", seed, b.Index)
					}
				}
				if enc, ok := b.Events[i+1].(*engine.EncounterEvent); ev.Key == "pack_convoy" && (!ok || enc.Kind != "convoy") {
					t.Errorf("seed %d boat %d: 13.5.3 note not followed by a convoy encounter", seed, b.Index)
				}
			case "pack_pick":
				r := 0
				for _, c := range ev.Detail {
					if c >= '1' && c <= '3' && r == 0 && strings.Contains(ev.Detail, "round "+string(c)) {
						r = int(c - '0')
					}
				}
				if r < 1 || r > 3 {
					t.Errorf("seed %d boat %d: pick %q outside rounds 1–3 (13.5.5)", seed, b.Index, ev.Detail)
				}
				if strings.HasSuffix(ev.Detail, "+1") {
					plus[r]++
				}
			case "pack_join":
				*joins++
			}
		case *engine.DecisionEvent:
			if ev.ID == "pack_join" && firstAtl < 0 {
				t.Errorf("seed %d boat %d: pack_join before the initial battle", seed, b.Index)
			}
		case *engine.ShipDamageEvent:
			if ev.T == engine.TShipSunk {
				tons += ev.Tons
			}
		case *engine.PatrolEndEvent:
			patrolEnds++
		}
	}
	if assignments != 1 {
		t.Errorf("seed %d boat %d: %d patrols (13.5.6: one)", seed, b.Index, assignments)
	}
	if patrolEnds > 1 || (patrolEnds == 0 && !b.Career.State().Ended) {
		t.Errorf("seed %d boat %d: %d patrol ends, career ended %v", seed, b.Index, patrolEnds, b.Career.State().Ended)
	}
	if tons != b.Tons() {
		t.Errorf("seed %d boat %d: ship_sunk %d t, boat %d t", seed, b.Index, tons, b.Tons())
	}
	if b.Outcome() == "" {
		t.Errorf("seed %d boat %d: no patrol outcome", seed, b.Index)
	}
}

// TestWolfpackOnePickPerRound: in every round of every battle exactly one boat of those
// attacking gets the +1 (13.5.4), counted across the pack's logs by box, roll and round.
func TestWolfpackOnePickPerRound(t *testing.T) {
	for seed := uint64(1); seed <= 60; seed++ {
		p, err := New(Config{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for {
			var group []*Boat
			for _, b := range p.Boats {
				for !b.done && b.pending == nil && b.meet == nil {
					p.advance(b)
				}
			}
			var first *engine.PackPoint
			for _, b := range p.Boats {
				if b.meet != nil && (first == nil || before(b.meet, first)) {
					first = b.meet
				}
			}
			if first == nil {
				break
			}
			for _, b := range p.Boats {
				if b.meet != nil && *b.meet == *first {
					group = append(group, b)
				}
			}
			meet := *first
			if !p.resolve() {
				t.Fatal("resolve found nothing")
			}
			if meet.Meet == engine.MeetRound {
				if meet.Round < 1 || meet.Round > 3 {
					t.Fatalf("seed %d: round %d (13.5.5: three)", seed, meet.Round)
				}
				plus := 0
				for _, b := range group {
					if b.reply.DRM == 1 {
						plus++
					} else if b.reply.DRM != -1 {
						t.Fatalf("seed %d: DRM %d", seed, b.reply.DRM)
					}
				}
				if plus != 1 {
					t.Fatalf("seed %d %+v: %d boats picked of %d", seed, meet, plus, len(group))
				}
			}
		}
		if !p.Done() {
			t.Fatalf("seed %d: not done", seed)
		}
	}
}

// TestWolfpackDeterministic: the same seed plays the same tournament (every boat's log).
func TestWolfpackDeterministic(t *testing.T) {
	for _, seed := range []uint64{3, 17} {
		a, b := playLogged(t, seed, 6), playLogged(t, seed, 6)
		for i := range a.Boats {
			if !bytes.Equal(jsonl(t, a.Boats[i]), jsonl(t, b.Boats[i])) {
				t.Fatalf("seed %d boat %d: two runs differ", seed, i)
			}
		}
	}
}

func jsonl(t *testing.T, b *Boat) []byte {
	var buf bytes.Buffer
	w := engine.NewJSONLWriter(&buf)
	for _, e := range b.Events {
		w.Write(e)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestHotSeat: the players' boats ask through Next with their index and are answered
// through Choose; the Commander's boats never ask; bad answers are errors that change
// nothing; a player's pack_join is a decision of that player.
func TestHotSeat(t *testing.T) {
	p, err := New(Config{Seed: 9, Players: []string{"Anna", "Bruno"}, Log: true})
	if err != nil {
		t.Fatal(err)
	}
	cm := policy.NewCommander()
	asked := map[int]int{}
	first := true
	for {
		i, d := p.Next()
		if d == nil {
			break
		}
		if i != 0 && i != 1 {
			t.Fatalf("boat %d (the Commander's) asked %s", i, d.ID)
		}
		asked[i]++
		if first {
			first = false
			if err := p.Choose(i, d.Seq+1, d.Options[0].Key); !errors.Is(err, engine.ErrStaleChoice) {
				t.Errorf("stale answer: %v", err)
			}
			if err := p.Choose(i, d.Seq, "no_such_key"); !errors.Is(err, engine.ErrIllegalChoice) {
				t.Errorf("illegal answer: %v", err)
			}
			if err := p.Choose(4, d.Seq, d.Options[0].Key); !errors.Is(err, engine.ErrStaleChoice) {
				t.Errorf("answer for a boat not asked: %v", err)
			}
		}
		key, _ := cm.Decide(p.Boats[i].Career.State(), d)
		if err := p.Choose(i, d.Seq, key); err != nil {
			t.Fatal(err)
		}
	}
	if asked[0] == 0 || asked[1] == 0 {
		t.Fatalf("players asked %v", asked)
	}
	if p.Boats[0].Kmdt != "Anna" || !p.Boats[1].Player || p.Boats[2].Player {
		t.Error("players not seated")
	}
	// The same tournament on the Commander throughout plays the same (the answers were his).
	q := playLogged(t, 9, 6)
	for i := range q.Boats {
		if q.Boats[i].Tons() != p.Boats[i].Tons() {
			t.Errorf("boat %d: %d t hot seat, %d t headless", i, p.Boats[i].Tons(), q.Boats[i].Tons())
		}
	}
}

// TestConfigErrors: bad configs are errors.
func TestConfigErrors(t *testing.T) {
	for _, c := range []Config{{Boats: 7}, {Boats: -1}, {Boats: 2, Players: []string{"a", "b", "c"}}, {Players: []string{""}}} {
		if _, err := New(c); !errors.Is(err, ErrConfig) {
			t.Errorf("%+v: %v", c, err)
		}
	}
}
