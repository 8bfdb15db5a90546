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
	c := &Career{cfg: Config{Seed: 1, Type: typ, Start: m, Kommandant: "Kommandant", UNumber: "U-101", Options: opts}, data: d, cols: resolveCols(d), rng: roller}
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

// loadCount counts the torpedoes of each kind aboard (tubes and reloads).
func loadCount(b *Boat) (l Load, mines int) {
	l = b.BowReloads
	for k := range l {
		l[k] += b.SternReloads[k]
	}
	for _, ts := range [][]Torp{b.BowTubes, b.SternTubes} {
		for _, t := range ts {
			if t == Mine {
				mines++
			} else if t != TorpNone {
				l[t]++
			}
		}
	}
	return l, mines
}

func patrolWith(mission string) *Patrol { return &Patrol{Mission: mission, Dir: 1} }

// 11.2.2: a Type VII rolls 1d6 by start year (1943: OltzS on 1–4; 1944+: on 1–5), Type IX
// and the others start KptLt; a limited-availability VII chosen freely starts KptLt
// (11.4.5). 4.4.2: crew Trained and healthy; [A04] base by start date.
func TestRule11_2_2_StartingRank(t *testing.T) {
	for _, tt := range []struct {
		typ   string
		m     Month
		faces []int
		rank  int
		base  string
	}{
		{"VIIC", MonthOf(1943, 7), []int{4}, RankOltzS, BaseFrance},
		{"VIIC", MonthOf(1943, 7), []int{5}, RankKptLt, BaseFrance},
		{"VIIC", MonthOf(1944, 3), []int{5}, RankOltzS, BaseFrance},
		{"VIIC", MonthOf(1944, 3), []int{6}, RankKptLt, BaseFrance},
		{"VIIB", MonthOf(1944, 8), []int{1}, RankOltzS, BaseFrance},
		{"VIIB", MonthOf(1944, 9), []int{6}, RankKptLt, BaseGermany}, // [A04] after 8/44
		{"VIID", MonthOf(1943, 7), nil, RankKptLt, BaseFrance},       // 11.4.5 limited, no roll
		{"VIIC Flak", MonthOf(1943, 7), nil, RankKptLt, BaseFrance},
		{"IXC", MonthOf(1943, 7), nil, RankKptLt, BaseFrance},
		{"XIV", MonthOf(1943, 7), nil, RankKptLt, BaseFrance},
		{"XXI", MonthOf(1945, 4), nil, RankKptLt, BaseGermany},
	} {
		tc := setupCareer(t, tt.typ, tt.m, tt.faces...)
		tc.setup()
		s := &tc.S
		if s.Rank != tt.rank || s.Base != tt.base || s.RankSince != tt.m || s.Boat.Type != tt.typ {
			t.Errorf("%s %s: rank %d base %s since %s, want rank %d base %s", tt.typ, tt.m, s.Rank, s.Base, s.RankSince, tt.rank, tt.base)
		}
		if len(tt.faces) != len(tc.rolls("RANK")) {
			t.Errorf("%s %s: %d RANK rolls, want %d", tt.typ, tt.m, len(tc.rolls("RANK")), len(tt.faces))
		}
		if s.Crew.Quality != Trained || s.Crew.Command != Kmdt || !s.Crew.M[Agent].Absent {
			t.Errorf("%s: crew %+v", tt.typ, s.Crew)
		}
		for i := Kmdt; i < Agent; i++ {
			if !s.Crew.M[i].Able() || s.Crew.M[i].Status != OK || s.Crew.M[i].Experte {
				t.Errorf("%s: member %s %+v", tt.typ, MemberKey(i), s.Crew.M[i])
			}
		}
		tc.mustUseScript()
	}
}

// 13(a) A0.4, 9.6.8: a career started in a VIIC in 6/44 rolls for Alberich (after the rank).
func TestRule9_6_8_AlberichAtCareerStart(t *testing.T) {
	tc := setupCareer(t, "VIIC", MonthOf(1944, 6), 2, 6, 6)
	tc.setup()
	if !tc.S.Boat.Alberich || tc.S.Rank != RankOltzS || !tc.S.Boat.Schnorchel || !tc.S.Boat.Naxos {
		t.Errorf("boat %+v rank %d", tc.S.Boat, tc.S.Rank)
	}
	tc.mustUseScript()
	// The whole career start through Run's path: career_start, then the setup rolls.
	var ev []Event
	c, err := NewCareer(Config{Seed: 7, Type: "IXC", Start: MonthOf(1944, 2)}, Script(2))
	if err != nil {
		t.Fatal(err)
	}
	c.SetSink(func(e Event) { ev = append(ev, e) })
	c.decider = &scriptedDecider{}
	c.begin()
	if !c.S.Boat.Balkon || c.S.Rank != RankKptLt || len(ev) != 2 || ev[1].(*RollEvent).Table != "BALKON" {
		t.Errorf("IXC 2/44 start: Balkon %v rank %d events %d", c.S.Boat.Balkon, c.S.Rank, len(ev))
	}
}

// 4.5: the default load fills every tube and reload box exactly; the G7a/G7e counters are
// FaT (rules-core 3.1 sample, ES example) and the guided kind follows the patrol month
// (boards.md 2.2).
func TestRule4_5_DefaultLoadEveryType(t *testing.T) {
	d := boardsData(t)
	for _, typ := range d.BoardKeys {
		b := d.Boards[typ]
		for _, m := range []Month{MonthOf(1943, 7), MonthOf(1943, 8), MonthOf(1945, 3), MonthOf(1945, 4)} {
			tc := setupCareer(t, typ, m)
			tc.fitBoat(typ, m)
			tc.S.Patrol = patrolWith("none")
			tc.loadBoat()
			l, mines := loadCount(&tc.S.Boat)
			if mines != 0 || l.Total() != b.TorpedoesTotal {
				t.Fatalf("%s %s: %d torpedoes, %d mines, want %d", typ, m, l.Total(), mines, b.TorpedoesTotal)
			}
			want := Falke
			switch {
			case m >= MonthOf(1945, 4):
				want = Zaunkoenig2
			case m >= MonthOf(1943, 8):
				want = Zaunkoenig
			}
			if l[want] != b.DefaultGuided || l[G7aFaT] != b.DefaultG7a || l[G7eFaT] != b.DefaultG7e || l[G7a] != 0 || l[G7e] != 0 {
				t.Errorf("%s %s: load %v, want %d %s, %d G7a FaT, %d G7e FaT", typ, m, l, b.DefaultGuided, want.Key(), b.DefaultG7a, b.DefaultG7e)
			}
			for _, tt := range tc.S.Boat.BowTubes {
				if tt == TorpNone {
					t.Errorf("%s: empty bow tube", typ)
				}
			}
			for _, tt := range tc.S.Boat.SternTubes {
				if tt == TorpNone {
					t.Errorf("%s: empty stern tube", typ)
				}
			}
			if tc.S.Boat.BowReloads.Total() != b.ReloadsFwd || tc.S.Boat.SternReloads.Total() != b.ReloadsAft {
				t.Errorf("%s: reloads %d+%d, want %d+%d", typ, tc.S.Boat.BowReloads.Total(), tc.S.Boat.SternReloads.Total(), b.ReloadsFwd, b.ReloadsAft)
			}
			if b.TorpedoesTotal > 0 {
				if tc.dec.seen[0] != "load_mix" || tc.dec.seen[1] != "load_tubes" {
					t.Errorf("%s: decisions %v", typ, tc.dec.seen)
				}
			} else if len(tc.dec.seen) != 0 {
				t.Errorf("%s: no torpedoes but decisions %v", typ, tc.dec.seen)
			}
			if tc.S.Boat.Bold != 3 || (b.GunCalibre != "" && tc.S.Boat.Ammo != b.GunAmmo) {
				t.Errorf("%s: BOLD %d ammo %d", typ, tc.S.Boat.Bold, tc.S.Boat.Ammo)
			}
		}
	}
}

// 4.5 step 3, [A02]: up to 4 counters change between G7a and G7e; guided fixed.
func TestRule4_5_A02_Conversions(t *testing.T) {
	tc := setupCareer(t, "VIIC", MonthOf(1943, 9))
	tc.fitBoat("VIIC", MonthOf(1943, 9))
	tc.S.Patrol = patrolWith("none")
	tc.dec.answer("load_mix", "g7a_4").answer("load_tubes", "guided_bow")
	tc.loadBoat()
	l, _ := loadCount(&tc.S.Boat)
	if l[G7aFaT] != 8 || l[G7eFaT] != 4 || l[Zaunkoenig] != 2 { // the ES example
		t.Errorf("g7a_4: %v", l)
	}
	bt := &tc.S.Boat
	if bt.BowTubes[0] != Zaunkoenig || bt.BowTubes[1] != Zaunkoenig || bt.BowTubes[2] != G7eFaT || bt.SternTubes[0] != G7eFaT {
		t.Errorf("guided_bow: bow %v stern %v", bt.BowTubes, bt.SternTubes)
	}
	if got := tc.dec; len(got.seen) != 2 {
		t.Errorf("decisions %v", got.seen)
	}
	// The options offered: as printed, 4 each way (VIIC 4 G7a / 8 G7e).
	var offered []string
	tc2 := setupCareer(t, "VIIC", MonthOf(1943, 9))
	tc2.fitBoat("VIIC", MonthOf(1943, 9))
	tc2.dec.fallback = func(d *Decision) string {
		if d.ID == "load_mix" {
			offered = d.Keys()
		}
		return d.Options[len(d.Options)-1].Key
	}
	tc2.loadBoat()
	if len(offered) != 9 || offered[0] != "as_printed" {
		t.Errorf("load_mix options %v", offered)
	}
	l, _ = loadCount(&tc2.S.Boat)
	if l[G7aFaT] != 0 || l[G7eFaT] != 12 || l[Zaunkoenig] != 2 { // g7e_4
		t.Errorf("g7e_4: %v", l)
	}
	// VIIC Flak: 3 G7a, 0 G7e: only G7a→G7e conversions of up to 3.
	tc3 := setupCareer(t, "VIIC Flak", MonthOf(1943, 7))
	tc3.fitBoat("VIIC Flak", MonthOf(1943, 7))
	offered = nil
	tc3.dec.fallback = func(d *Decision) string {
		if d.ID == "load_mix" {
			offered = d.Keys()
		}
		return d.Options[0].Key
	}
	tc3.loadBoat()
	if len(offered) != 4 || offered[3] != "g7e_3" {
		t.Errorf("VIIC Flak load_mix options %v", offered)
	}
}

// load_tubes presets: guided aft puts the guided torpedoes in the stern tube and stern
// reload; g7a_tubes keeps the guided torpedoes in the bow reloads.
func TestRule4_5_LoadTubesPresets(t *testing.T) {
	tc := setupCareer(t, "VIIC", MonthOf(1943, 9))
	tc.fitBoat("VIIC", MonthOf(1943, 9))
	tc.dec.answer("load_tubes", "guided_stern")
	tc.loadBoat()
	bt := &tc.S.Boat
	if bt.SternTubes[0] != Zaunkoenig || bt.SternReloads[Zaunkoenig] != 1 || bt.BowReloads[Zaunkoenig] != 0 {
		t.Errorf("guided_stern: stern %v stern reloads %v", bt.SternTubes, bt.SternReloads)
	}
	tc = setupCareer(t, "VIIC", MonthOf(1943, 9))
	tc.fitBoat("VIIC", MonthOf(1943, 9))
	tc.dec.answer("load_tubes", "g7a_tubes")
	tc.loadBoat()
	bt = &tc.S.Boat
	for i, tt := range bt.BowTubes { // the 4 printed G7a fill the bow, a G7e goes aft
		if tt != G7aFaT {
			t.Errorf("g7a_tubes: bow tube %d holds %s", i+1, tt.Key())
		}
	}
	if bt.SternTubes[0] != G7eFaT || bt.BowReloads[Zaunkoenig] != 2 || bt.BowReloads[G7eFaT] != 6 || bt.SternReloads[G7eFaT] != 1 {
		t.Errorf("g7a_tubes reloads: bow %v stern %v", bt.BowReloads, bt.SternReloads)
	}
}

// 4.5.2 (optional), [A03]: every tube a G7a; Type VII at most 5 electric (guided count),
// all in the reloads; Type IX 6; XXI no cap; VIIC Flak 5 G7a and no guided.
func TestRule4_5_2_InitialLoadRestriction(t *testing.T) {
	for _, tt := range []struct {
		typ                 string
		g7a, g7e, guided    int
		noBowElectricInTube bool
	}{
		{"VIIC", 9, 3, 2, true},
		{"IXC", 16, 4, 2, true},
		{"XII", 14, 2, 4, true},
		{"XB", 2, 1, 2, true},
		{"XXI", 9, 8, 6, true},
		{"VIIC Flak", 5, 0, 0, true},
	} {
		m := MonthOf(1943, 9)
		if tt.typ == "XXI" {
			m = MonthOf(1945, 4)
		}
		tc := setupCareer(t, tt.typ, m)
		tc.S.Options = Options{OptInitialLoad: true}
		tc.fitBoat(tt.typ, m)
		tc.loadBoat()
		bt := &tc.S.Boat
		l, _ := loadCount(bt)
		g := l[Zaunkoenig] + l[Zaunkoenig2]
		if l[G7aFaT] != tt.g7a || l[G7eFaT] != tt.g7e || g != tt.guided {
			t.Errorf("%s: %d G7a %d G7e %d guided, want %d %d %d", tt.typ, l[G7aFaT], l[G7eFaT], g, tt.g7a, tt.g7e, tt.guided)
		}
		for _, x := range append(append([]Torp{}, bt.BowTubes...), bt.SternTubes...) {
			if x != G7aFaT {
				t.Errorf("%s: a tube holds %s", tt.typ, x.Key())
			}
		}
	}
	// Conversions stay within the cap: the VIIC is at its cap, so only G7e→G7a.
	tc := setupCareer(t, "VIIC", MonthOf(1943, 9))
	tc.S.Options = Options{OptInitialLoad: true}
	tc.fitBoat("VIIC", MonthOf(1943, 9))
	var offered []string
	tc.dec.fallback = func(d *Decision) string {
		if d.ID == "load_mix" {
			offered = d.Keys()
		}
		return d.Options[0].Key
	}
	tc.loadBoat()
	if len(offered) != 4 || offered[1] != "g7a_1" || offered[3] != "g7a_3" {
		t.Errorf("4.5.2 VIIC load_mix options %v", offered)
	}
}

// 7.4.2: on a minelaying patrol the tubes hold mines (load − tubes), the player sets the
// reload mix; the VIID and XB lay from shafts and keep their torpedoes (11.4.6, 11.4.8).
func TestRule7_4_2_MinesInTubes(t *testing.T) {
	tc := setupCareer(t, "IXC", MonthOf(1943, 9))
	tc.fitBoat("IXC", MonthOf(1943, 9))
	tc.S.Patrol = patrolWith("minelaying")
	tc.dec.answer("mine_reloads", "g7e_5")
	tc.loadBoat()
	l, mines := loadCount(&tc.S.Boat)
	if mines != 6 || l.Total() != 16 || l[G7eFaT] != 5 || l[G7aFaT] != 9 || l[Zaunkoenig] != 2 {
		t.Errorf("IXC minelaying: %v, %d mines", l, mines)
	}
	if tc.dec.seen[0] != "mine_reloads" || tc.dec.seen[1] != "load_tubes" {
		t.Errorf("decisions %v", tc.dec.seen)
	}
	if tc.reloadTube(true, 0, G7eFaT) {
		t.Error("reloaded a tube holding a mine")
	}
	tc.minesLaid()
	if !tc.reloadTube(true, 0, G7eFaT) || tc.S.Boat.BowTubes[0] != G7eFaT || tc.torpedoesLeft() != 16 {
		t.Errorf("after the mines are laid: %v, left %d", tc.S.Boat.BowTubes, tc.torpedoesLeft())
	}
	for _, typ := range []string{"VIID", "XB"} {
		tc := setupCareer(t, typ, MonthOf(1943, 9))
		tc.fitBoat(typ, MonthOf(1943, 9))
		tc.S.Patrol = patrolWith("minelaying")
		tc.loadBoat()
		l, mines := loadCount(&tc.S.Boat)
		if mines != 0 || l.Total() != tc.Board().TorpedoesTotal {
			t.Errorf("%s minelaying: %v, %d mines", typ, l, mines)
		}
	}
}

// 4.7.5: a Penang departure starts max(0, 2d6 − torpedoes brought back) short; the player
// picks which counters stay ([A06]).
func TestRule4_7_5_PenangShortfall(t *testing.T) {
	tc := setupCareer(t, "IXD-2", MonthOf(1944, 5), 4, 5) // 2d6 = 9
	tc.fitBoat("IXD-2", MonthOf(1944, 5))
	tc.S.Base = BasePenang
	tc.S.Boat.BowReloads[G7aFaT] = 5 // five brought back
	tc.S.Patrol = patrolWith("none")
	tc.dec.answer("penang_short", "omit_g7a")
	tc.loadBoat()
	l, _ := loadCount(&tc.S.Boat)
	if l.Total() != 24-4 || l[G7aFaT] != 6 || l[G7eFaT] != 10 {
		t.Errorf("penalty 4: %v", l)
	}
	if r := tc.rolls("PENANG_SHORT"); len(r) != 1 || r[0].Result != "4" {
		t.Errorf("roll %+v", r)
	}
	if tc.S.Boat.BowReloads.Total()+tc.S.Boat.SternReloads.Total() != 18-4 {
		t.Errorf("reloads %v %v", tc.S.Boat.BowReloads, tc.S.Boat.SternReloads)
	}
	tc.mustUseScript()
	// Twelve or more brought back: no penalty and no question.
	tc = setupCareer(t, "IXD-2", MonthOf(1944, 5), 6, 6)
	tc.fitBoat("IXD-2", MonthOf(1944, 5))
	tc.S.Base = BasePenang
	tc.S.Boat.BowReloads[G7eFaT] = 12
	tc.loadBoat()
	if l, _ := loadCount(&tc.S.Boat); l.Total() != 24 {
		t.Errorf("no penalty: %d", l.Total())
	}
	for _, id := range tc.dec.seen {
		if id == "penang_short" {
			t.Error("asked penang_short without a shortfall")
		}
	}
}

// 4.5.1, 9.2.10: a tube reloads only from its own end's reload box, only when empty and
// only while its door works ([A32]).
func TestRule4_5_1_ReloadFromOwnEnd(t *testing.T) {
	tc := setupCareer(t, "VIIC", MonthOf(1943, 9))
	tc.fitBoat("VIIC", MonthOf(1943, 9))
	bt := &tc.S.Boat
	bt.BowReloads[G7aFaT] = 1
	bt.SternReloads[G7eFaT] = 1
	if tc.reloadTube(false, 0, G7aFaT) {
		t.Error("stern tube took a bow reload")
	}
	if tc.reloadTube(true, 0, G7eFaT) {
		t.Error("bow tube took a stern reload")
	}
	if !tc.reloadTube(false, 0, G7eFaT) || bt.SternTubes[0] != G7eFaT || bt.SternReloads.Total() != 0 {
		t.Error("stern reload failed")
	}
	if tc.reloadTube(false, 0, G7eFaT) {
		t.Error("reloaded a full tube / empty box")
	}
	bt.Sys("fwd_tube_odd").State = SysDamaged
	if tc.reloadTube(true, 2, G7aFaT) || tc.doorWorks(true, 0) || !tc.doorWorks(true, 1) {
		t.Error("bow tube 3 reloaded through a damaged odd door")
	}
	if !tc.reloadTube(true, 3, G7aFaT) || bt.BowTubes[3] != G7aFaT || tc.torpedoesLeft() != 2 {
		t.Errorf("bow tube 4 (even door): %v left %d", bt.BowTubes, tc.torpedoesLeft())
	}
}

// BenchmarkLoadBoat: one patrol's loading without events (the simulator's path).
func BenchmarkLoadBoat(b *testing.B) {
	t := &testing.T{}
	tc := setupCareer(t, "IXC", MonthOf(1944, 3))
	tc.SetSink(nil)
	tc.fitBoat("IXC", MonthOf(1944, 3))
	tc.decider = firstOption{}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		tc.loadBoat()
	}
}

type firstOption struct{}

func (firstOption) Decide(_ *State, d *Decision) (string, string) { return d.Options[0].Key, "" }
