package engine

import (
	"errors"
	"io/fs"
	"testing"
)

// boardsData loads the embedded boards and Kommandant cards. While data/tables.yaml is
// not there yet, an empty table file stands in (these tests roll no printed table).
func boardsData(t *testing.T) *Data {
	t.Helper()
	if d, err := LoadData(); err == nil {
		return d
	}
	d, err := loadData(func(name string) ([]byte, error) {
		b, err := dataFS.ReadFile("data/" + name)
		if name == "tables.yaml" && errors.Is(err, fs.ErrNotExist) {
			return []byte("{}"), nil
		}
		return b, err
	})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// setupCareer is a bare career (no setup, no boat yet) on type typ in month m with a
// scripted roller, a scripted decider and every event captured.
func setupCareer(t *testing.T, typ string, m Month, faces ...int) *testCareer {
	t.Helper()
	d := boardsData(t)
	if d.Boards[typ] == nil {
		t.Fatalf("no board %q", typ)
	}
	roller := Script(faces...)
	opts := Options{}
	c := &Career{cfg: Config{Seed: 1, Type: typ, Start: m, Kommandant: "Kommandant", UNumber: "U-101", Options: opts}, data: d, rng: roller}
	c.S.Options = opts
	c.S.Date = m
	c.S.Boat.ID = "U-101"
	c.S.Boat.Type = typ
	tc := &testCareer{Career: c, t: t, roller: roller, dec: &scriptedDecider{}}
	c.decider = tc.dec
	c.SetSink(func(e Event) { tc.events = append(tc.events, e) })
	return tc
}

// 9.6.8, [A43]: a new VIIC from 6/44 gets Alberich on 2d6 = 12 only.
func TestRule9_6_8_AlberichNewBoat(t *testing.T) {
	for _, tt := range []struct {
		typ   string
		m     Month
		faces []int
		want  bool
		rolls int
	}{
		{"VIIC", MonthOf(1944, 6), []int{6, 6}, true, 1},
		{"VIIC", MonthOf(1944, 6), []int{6, 5}, false, 1},
		{"VIIC/41", MonthOf(1944, 9), []int{6, 6}, true, 1},
		{"VIIC", MonthOf(1944, 5), nil, false, 0}, // before 6/44: no roll
		{"VIIB", MonthOf(1944, 8), nil, false, 0}, // not a VIIC/VIIC-41
	} {
		tc := setupCareer(t, tt.typ, tt.m, tt.faces...)
		tc.newBoat(tt.typ, tt.m)
		if tc.S.Boat.Alberich != tt.want || len(tc.rolls("ALBERICH")) != tt.rolls {
			t.Errorf("%s %s: Alberich %v with %d rolls, want %v with %d", tt.typ, tt.m, tc.S.Boat.Alberich, len(tc.rolls("ALBERICH")), tt.want, tt.rolls)
		}
		tc.mustUseScript()
	}
}

// 10.11.9, [A73]: a new Type IX subtype from 1/44 gets Balkon-Gerät on 1d6 = 1–3; XB/XII/
// XIV never; the XXI has it as standard.
func TestRule10_11_9_BalkonNewBoat(t *testing.T) {
	for _, tt := range []struct {
		typ   string
		m     Month
		faces []int
		want  bool
	}{
		{"IXC", MonthOf(1944, 1), []int{3}, true},
		{"IXC", MonthOf(1944, 1), []int{4}, false},
		{"IXD-2", MonthOf(1944, 3), []int{1}, true},
		{"IXC/40", MonthOf(1943, 12), nil, false},
		{"XB", MonthOf(1944, 3), nil, false},
		{"XII", MonthOf(1944, 3), nil, false},
		{"XXI", MonthOf(1945, 4), nil, true},
	} {
		tc := setupCareer(t, tt.typ, tt.m, tt.faces...)
		tc.newBoat(tt.typ, tt.m)
		if tc.S.Boat.Balkon != tt.want {
			t.Errorf("%s %s: Balkon %v, want %v", tt.typ, tt.m, tc.S.Boat.Balkon, tt.want)
		}
		tc.mustUseScript()
	}
}

// boards.md 2.6: NAXOS from 12/43 ([A19]), Schnorchel on boats new from 2/44 ([A74]),
// BOLD 3, Fa-330 on the IXD boards, deck gun and ammunition from the board.
func TestBoardEquipmentNewBoat(t *testing.T) {
	tc := setupCareer(t, "VIIC", MonthOf(1943, 7))
	tc.newBoat("VIIC", MonthOf(1943, 7))
	b := &tc.S.Boat
	if b.Naxos || b.Schnorchel || b.Bold != 3 || !b.DeckGun || b.Ammo != 10 || b.Fa330 || len(b.BowTubes) != 4 || len(b.SternTubes) != 1 || !tc.S.FirstPatrolOfBoat {
		t.Errorf("VIIC 7/43: %+v", *b)
	}
	tc = setupCareer(t, "VIIC", MonthOf(1944, 2))
	tc.newBoat("VIIC", MonthOf(1944, 2))
	if b := &tc.S.Boat; !b.Naxos || !b.Schnorchel {
		t.Errorf("VIIC 2/44: NAXOS %v Schnorchel %v, want both", b.Naxos, b.Schnorchel)
	}
	tc = setupCareer(t, "IXD-2", MonthOf(1943, 12))
	tc.newBoat("IXD-2", MonthOf(1943, 12))
	if b := &tc.S.Boat; !b.Naxos || b.Schnorchel || !b.Fa330 || b.Ammo != 6 || b.Sys("autogiro") == nil {
		t.Errorf("IXD-2 12/43: %+v", *b)
	}
	tc = setupCareer(t, "XXI", MonthOf(1945, 4))
	tc.newBoat("XXI", MonthOf(1945, 4))
	if b := &tc.S.Boat; b.DeckGun || b.Ammo != 0 || !b.Schnorchel || !b.Balkon || b.Sys("battery_3") == nil || len(b.SternTubes) != 0 {
		t.Errorf("XXI 4/45: %+v", *b)
	}
	// Hals und Beinbruch counters belong to the career ([R1] 7) and survive a new boat.
	tc.S.Boat.HalsUndBeinbruch = 2
	tc.newBoat("XXI", MonthOf(1945, 5))
	if tc.S.Boat.HalsUndBeinbruch != 2 || tc.S.Boat.ID != "U-101" {
		t.Errorf("new boat lost the career's counters or ID: %+v", tc.S.Boat)
	}
}
