package bdu

import (
	"errors"
	"testing"

	"uboat/engine"
)

// fakeFlagship stands in for the Hunted engine's flagship career: each station week
// sinks a ship of 6,000 t with two torpedoes, and asks the gate when it rolls; a
// transit week is quiet; the first arrival gives the Knight's Cross; with lose set,
// the first week sinks the boat; with newBoard the first refit gives the Kommandant a
// new boat of that board.
type fakeFlagship struct {
	names, sails, arrivals []string
	weeks                  []*OperationalContext
	rolls                  []bool
	gates, gated           int
	lose, wreck            bool
	hull, inop             int    // the career's damage, kept to the arrival (as the Hunted's)
	newBoard               string // the first refit's new boat (board key), "" none
}

func (f *fakeFlagship) FlagshipName(x *OperationalContext) error {
	f.names = append(f.names, x.Boat)
	return nil
}

func (f *fakeFlagship) FlagshipSail(x *OperationalContext, nest func(any)) error {
	f.sails = append(f.sails, x.Boat)
	nest(map[string]any{"t": "assignment", "area": x.Column})
	return nil
}

func (f *fakeFlagship) FlagshipWeek(x *OperationalContext, roll bool, gate func() bool, nest func(any)) (*PatrolOutcome, error) {
	f.weeks = append(f.weeks, x)
	f.rolls = append(f.rolls, roll)
	out := &PatrolOutcome{Sunk: []ZoomShip{}, Hull: f.hull, Inoperative: f.inop, Torpedoes: x.Torpedoes}
	if f.lose {
		f.lose = false
		out.Lost, out.LossCause = true, "combat"
		return out, nil
	}
	if f.wreck && !x.Transit { // hull 9, 3 systems out: R = 5 on arrival, home at once
		f.wreck = false
		f.hull, f.inop = 9, 3
		out.Hull, out.Inoperative, out.Abort = 9, 3, true
		return out, nil
	}
	if x.Transit {
		return out, nil
	}
	if gate != nil {
		f.gates++
		if !gate() {
			f.gated++
			return out, nil
		}
	}
	if out.Torpedoes >= 2 && (roll || len(x.Encounters) > 0) {
		nest(map[string]any{"t": "ship_sunk", "tons": 6000})
		out.Torpedoes -= 2
		out.Sunk = append(out.Sunk, ZoomShip{Name: "Ship", Class: "merchant", Tons: 6000})
	}
	return out, nil
}

func (f *fakeFlagship) FlagshipArrive(date string, nest func(any)) (*FlagshipRefit, error) {
	f.arrivals = append(f.arrivals, date)
	f.hull, f.inop = 0, 0
	r := &FlagshipRefit{}
	if len(f.arrivals) == 1 {
		r.Decoration = "knights_cross"
		if f.newBoard != "" { // the Hunted refit's new boat, sailing two months on
			m, err := ParseMonth(date)
			if err != nil {
				return nil, err
			}
			r.NewBoard, r.Arrives = f.newBoard, (m + 2).String()
		}
	}
	return r, nil
}

// flagshipCampaign is a campaign from start (seed) whose flagship career is fl, its
// events followed by a View (c.Log is fv; a test that reads the events too passes them
// on to fv).
func flagshipCampaign(t *testing.T, start Month, seed uint64, fl *fakeFlagship) (*Campaign, *follower) {
	t.Helper()
	c := newTestCampaign(t, start, seed)
	c.Flagship = fl
	fv := newFollower(t, c)
	c.Log = fv
	return c, fv
}

// design 6.2.1 flagship: the first boat to sail is named and its every week at sea is
// a Hunted box: transit weeks (before the move, which then makes no transit check) with
// the Hunted's own [E1] roll, station weeks in WP1–5 with the F1 contact given (no
// roll); the week's outcome is applied as 6.2.3 says (its ships on the counters), the
// arrival is the Hunted's refit and its Knight's Cross makes the boat an ace +1. The
// View follows every event, the invariants hold.
func TestFlagshipInCampaign(t *testing.T) {
	fl := &fakeFlagship{}
	c, fv := flagshipCampaign(t, FirstMonth, 21, fl)
	transitChecks := 0
	moved := "" // the boat of the last move (a transit check follows its move)
	c.Log = sinkFunc(func(e Event) {
		fv.Emit(e)
		switch v := e.(type) {
		case *MoveEvent:
			moved = v.Boat
		case *RollEvent:
			if v.Table == TabTransit && c.flagship != "" && moved == c.flagship {
				transitChecks++
			}
		}
	})
	arrived := false
	for w := 0; w < 40 && !c.War.Ended; w++ {
		fv.play(nil)
		if len(fl.arrivals) > 0 && !arrived {
			arrived = true
			b := c.Boat(fl.names[0])
			if b.Markers.Ace == nil || b.Markers.Ace.Value < 1 {
				t.Fatalf("the Knight's Cross at the refit: %s's ace %+v", b.ID, b.Markers.Ace)
			}
		}
	}
	if len(fl.names) != 1 || len(fl.sails) < 2 || !arrived {
		t.Fatalf("names %v, sails %v, arrivals %v", fl.names, fl.sails, fl.arrivals)
	}
	transit, station := 0, 0
	for i, x := range fl.weeks {
		if x.Boat != fl.names[0] {
			t.Fatalf("week %d played for %s, the flagship is %s", i, x.Boat, fl.names[0])
		}
		if x.Transit {
			transit++
			if !fl.rolls[i] {
				t.Errorf("transit week %d without the Hunted's [E1] roll", i)
			}
		} else {
			station++
			if fl.rolls[i] {
				t.Errorf("WP1–5 station week %d rolled [E1] (design 6.2.2: the contact is given)", i)
			}
		}
	}
	if transit == 0 || station == 0 || transitChecks != 0 || fl.gates != 0 {
		t.Errorf("%d transit, %d station weeks, %d transit checks of the flagship, %d gates (WP1–5: none)",
			transit, station, transitChecks, fl.gates)
	}
	b := c.Boat(fl.names[0])
	if b.CareerShips == 0 || b.CareerTons != 6000*b.CareerShips {
		t.Errorf("the flagship's ships %d, %d t: the fake's 6,000 t each", b.CareerShips, b.CareerTons)
	}
	if fv.types[TZoomStart] != len(fl.weeks)+len(fl.sails) || fv.types[TZoomEnd] != len(fl.weeks) {
		t.Errorf("%d zoom_start, %d zoom_end for %d weeks and %d sailings", fv.types[TZoomStart], fv.types[TZoomEnd], len(fl.weeks), len(fl.sails))
	}
}

// design 6.2.2 flagship, WP6–10: a station week's [E1] is the Hunted's roll and a ship
// result asks the operational gate, rolled on the campaign's dice and logged as GATE
// for the flagship.
func TestFlagshipGateInCampaign(t *testing.T) {
	c := newTestCampaign(t, MonthOf(1943, 6), 5)
	fl := &fakeFlagship{}
	c.Flagship = fl
	gates, inFlag := 0, false // GATE rolls inside the flagship's weeks
	c.Log = sinkFunc(func(e Event) {
		switch v := e.(type) {
		case *ZoomStartEvent:
			// a station week's box (a sailing's or transit week's zoom_start has no
			// gate, and a sailing's no zoom_end: other boats' rolls follow it)
			inFlag = v.Scope == ZoomFlagship && !v.Context.Transit
		case *ZoomEndEvent:
			inFlag = false
		case *RollEvent:
			if v.Table == TabGate && inFlag {
				gates++
			}
		}
	})
	for w := 0; w < 30 && !c.War.Ended; w++ {
		if err := c.PlayWeek(nil); err != nil {
			t.Fatal(err)
		}
	}
	station := 0
	for i, x := range fl.weeks {
		if !x.Transit {
			station++
			if !fl.rolls[i] {
				t.Errorf("WP6 station week %d without the [E1] roll", i)
			}
		}
	}
	if station == 0 || fl.gates != station || gates != fl.gates || fl.gated == 0 {
		t.Errorf("%d station weeks, %d gates asked, %d GATE rolls of the flagship, %d failed", station, fl.gates, gates, fl.gated)
	}
}

// design 6.2.1, 6.2.3: a flagship sunk in the Hunted is a lost boat (uboat_lost, the
// books), its career ends, and the next boat to sail is named flagship.
func TestFlagshipLostNamesAnother(t *testing.T) {
	c := newTestCampaign(t, FirstMonth, 21)
	fl := &fakeFlagship{lose: true}
	c.Flagship = fl
	for w := 0; w < 12 && len(fl.names) < 2; w++ {
		if err := c.PlayWeek(nil); err != nil {
			t.Fatal(err)
		}
		if err := c.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	}
	if len(fl.names) != 2 || fl.names[0] == fl.names[1] {
		t.Fatalf("flagships named %v", fl.names)
	}
	if b := c.Boat(fl.names[0]); b.State != Sunk || c.FlagshipID() != fl.names[1] {
		t.Errorf("the first flagship %s is %s; the flagship now %q", b.ID, b.State, c.FlagshipID())
	}
}

// design 6.2.1 with the Hunted engine (HuntedZoomer): a campaign with a flagship saves
// config.zoom "flagship" with the player's Hunted answers and replays to the same
// state, the flagship's career included (StateDigest); a changed answer diverges.
func TestFlagshipSaveReplays(t *testing.T) {
	c := newTestCampaign(t, FirstMonth, 7)
	h := &HuntedZoomer{Decider: huntedPlayer{}} // the player's Hunted answers are saved
	c.Flagship = h
	rec := NewOrderRecorder(nil)
	var saves [][]byte
	var digests []string
	for w := 0; w < 30 && !c.War.Ended; w++ {
		if err := c.PlayWeek(rec); err != nil {
			t.Fatal(err)
		}
		sv, b := saveBytes(t, c, rec)
		if sv.Config.Zoom != ZoomFlagship {
			t.Fatalf("config.zoom %q", sv.Config.Zoom)
		}
		saves = append(saves, b)
		digests = append(digests, c.StateDigest())
	}
	if h.FlagshipWeeks() == 0 || h.Flagship() == nil || len(h.Flagship().State().Log) == 0 || len(h.Answers()) == 0 {
		t.Fatalf("%d flagship weeks, %d Hunted answers", h.FlagshipWeeks(), len(h.Answers()))
	}
	for w := 4; w < len(saves); w += 5 {
		got, _ := reload(t, saves[w], nil)
		if d := got.StateDigest(); d != digests[w] {
			t.Fatalf("week %d: digest %s, saved %s", w+1, d, digests[w])
		}
	}
	sv, err := LoadSave(saves[len(saves)-1])
	if err != nil {
		t.Fatal(err)
	}
	sv.Hunted[0].Key = "no_such_option"
	if _, _, err := ReplaySave(sv, nil); !errors.Is(err, ErrDiverged) {
		t.Errorf("a changed Hunted answer of the flagship: %v, want ErrDiverged", err)
	}
	// both scopes in one save are refused
	c.Zoomer = &HuntedZoomer{}
	if _, err := NewSave(c, rec); err == nil {
		t.Error("contact zooms and a flagship saved together")
	}
}

// design 6.2.1 convoy-battle zoom: a pack member's attack decision offers the zoom;
// the zoomed member is played in the Hunted engine in attack order (scope
// convoy_battle) with the escort status of 6.2.2 "wolfpack", PackBusy = min(5, 2 + the
// other boats attacking that round); the rest of the pack is F1; one zoom a week.
func TestConvoyBattleZoom(t *testing.T) {
	c := newTestCampaign(t, MonthOf(1942, 1), 13)
	z := &fakeHunted{}
	c.Zoomer = z
	var scopes []string
	c.Log = sinkFunc(func(e Event) {
		if v, ok := e.(*ZoomStartEvent); ok {
			scopes = append(scopes, v.Scope)
			// the round's attackers are c.attackers while the pack fights (fightPack)
			if want := min(5, 2+len(c.attackers)-1); v.Scope == ScopeConvoyBattle && v.Context.PackBusy != want {
				t.Errorf("%s: pack_busy %d with %d boats attacking, want %d", v.Boat, v.Context.PackBusy, len(c.attackers), want)
			}
		}
	})
	player := DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideAttack && d.Has(KeyZoom) {
			return KeyZoom
		}
		return ""
	})
	for w := 0; w < 40 && !c.War.Ended; w++ {
		if err := c.PlayWeek(player); err != nil {
			t.Fatal(err)
		}
		if err := c.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	}
	pack := 0
	for i, x := range z.zooms {
		switch scopes[i] {
		case ScopeConvoyBattle:
			pack++
			if x.PackBusy < 2 || x.PackBusy > 5 {
				t.Errorf("pack zoom %d: pack_busy %d, want 2–5", i, x.PackBusy)
			}
		default:
			if x.PackBusy != 0 {
				t.Errorf("contact zoom %d: pack_busy %d", i, x.PackBusy)
			}
		}
	}
	if pack == 0 {
		t.Fatalf("no convoy-battle zoom in 40 weeks (%d zooms: %v)", len(z.zooms), scopes)
	}
}

// design 6.2.2 "wolfpack" in the Hunted engine: a zoomed pack member attacking a convoy
// rolls the [H 7.2.2] escort status (WOLFPACK, Busy on 1d6 ≤ pack_busy).
func TestHuntedPackBusy(t *testing.T) {
	found := false
	for seed := uint64(1); seed < 20 && !found; seed++ {
		x := &OperationalContext{Boat: "U-1", Date: "1943-06", Column: "atlantic", Encounters: []string{"convoy"},
			Board: "VIIC", Torpedoes: 14, Guided: []string{}, Crew: "trained", Rank: "KptLt", PackBusy: 4, Seed: seed}
		if _, err := (&HuntedZoomer{}).PlayZoom(x, func(e any) {
			if r, ok := e.(*engine.RollEvent); ok && r.Table == "WOLFPACK" {
				found = true
				if want := map[bool]string{true: "busy", false: "focused"}[r.Total <= 4]; r.Result != want {
					t.Errorf("WOLFPACK %d → %s, want %s", r.Total, r.Result, want)
				}
			}
		}); err != nil {
			t.Fatal(err)
		}
	}
	if !found {
		t.Error("no escort status rolled in 19 zoomed convoy attacks")
	}
}

// design 6.2.3: a flagship whose refit length is 5 or more is a constructive loss at
// base, and a new boat of the same type arrives at Germany in Pierside next month: the
// flagship again, its career going on (no new naming); the patrol ends with the
// Hunted's refit first.
func TestFlagshipConstructiveLoss(t *testing.T) {
	fl := &fakeFlagship{wreck: true}
	c, fv := flagshipCampaign(t, FirstMonth, 21, fl)
	var old *Boat
	for w := 0; w < 30 && !c.War.Ended; w++ {
		fv.play(nil)
		if len(fl.names) > 0 && old == nil {
			old = c.Boat(fl.names[0])
		}
		if old != nil && old.State == ConstructiveLoss && c.FlagshipID() != "" && c.FlagshipID() != old.ID {
			break
		}
	}
	if old == nil || old.State != ConstructiveLoss || len(fl.arrivals) != 1 {
		t.Fatalf("the wrecked flagship: %+v, arrivals %v", old, fl.arrivals)
	}
	b := c.Boat(c.FlagshipID())
	if b == nil || b.Type != old.Type || b.Commissioned != old.Left.Month+1 || len(fl.names) != 1 {
		t.Fatalf("the new flagship %+v (old %s %s left %s), names %v", b, old.ID, old.Type, old.Left, fl.names)
	}
	if b.State != Pierside && !b.State.InPort() && !b.State.AtSea() {
		t.Errorf("the new boat is %s", b.State)
	}
	// the Kommandant's Knight's Cross (the refit's ace) goes with him to the new boat
	if b.Markers.Ace == nil || old.Markers.Ace != nil {
		t.Errorf("ace: new boat %+v, old %+v", b.Markers.Ace, old.Markers.Ace)
	}
}

// design 6.2.3 with the Hunted's refit ([H] 11.4.3 upgrade, 10.11.5, 10.12.4): a new boat
// the refit gives the Kommandant comes as a new boat of the board's type (VIIC/41 →
// VIIC41) in Pierside at Germany in the month the refit says; the old boat stays in
// service under F1 (not lost), without the ace, which goes with the Kommandant; the
// career goes on (no new career named) on the new boat, which sails as the flagship.
func TestFlagshipRefitNewBoat(t *testing.T) {
	fl := &fakeFlagship{newBoard: "VIIC/41"}
	c, fv := flagshipCampaign(t, FirstMonth, 21, fl)
	var old *Boat
	var arrived Month
	for w := 0; w < 60 && !c.War.Ended; w++ {
		fv.play(nil)
		if len(fl.names) > 0 && old == nil {
			old = c.Boat(fl.names[0])
		}
		if len(fl.arrivals) == 1 && arrived == 0 {
			arrived = c.Now.Month
			if c.FlagshipID() != "" || c.flagNew == nil || c.flagNew.typ != "VIIC41" || c.flagNew.month != arrived+2 {
				t.Fatalf("after the refit: flagship %q, order %+v", c.FlagshipID(), c.flagNew)
			}
			if old.State.Terminal() || old.Markers.Ace != nil || c.flagNew.ace == nil {
				t.Fatalf("the old boat %s (ace %+v), the order's ace %+v", old.State, old.Markers.Ace, c.flagNew.ace)
			}
		}
		if len(fl.sails) >= 2 {
			break
		}
	}
	if arrived == 0 || len(fl.sails) < 2 {
		t.Fatalf("arrivals %v, sails %v", fl.arrivals, fl.sails)
	}
	b := c.Boat(fl.sails[1])
	if b == nil || b == old || b.Type != "VIIC41" || b.Commissioned != arrived+2 || b.Markers.Ace == nil || len(fl.names) != 1 {
		t.Fatalf("the second patrol's boat %+v, names %v", b, fl.names)
	}
	if c.boardType("IXD-2", "x") != "IXD2" || c.boardType("VIIC Flak", "x") != "VIIC_Flak" || c.boardType("nope", "x") != "x" {
		t.Error("boardType")
	}
}

// design 8.1–8.3 with the flagship (6.2.1): the flagship may call a pack on its convoy
// (WP2–5) and may be called to join one; a member attacks in its place of the order as
// its week's Hunted box (the convoy's encounters, the escort status of 6.2.2
// "wolfpack": PackBusy = min(5, 2 + the others attacking), no F1 attack decision for
// it), and every week at sea is at most one box, one in every pack week; a convoy
// battle it shadows goes on next week (8.3) with its box there. Played from 1940-07 with
// the BdU AI until the flagship has fought in a pack and in a continued battle.
func TestFlagshipInPacks(t *testing.T) {
	found, foundCont := false, false
	for seed := uint64(7); seed <= 40 && !(found && foundCont); seed++ { // (seed 7 has both, 2026-11-28)
		fl := &fakeFlagship{}
		c, fv := flagshipCampaign(t, MonthOf(1940, 7), seed, fl)
		inPack := false // the flagship was a pack member this turn
		contTurn := -1  // the turn of a battle the flagship shadows into next week (8.3)
		var attackAsked []string
		c.Log = sinkFunc(func(e Event) {
			fv.Emit(e)
			switch v := e.(type) {
			case *WolfpackFormEvent:
				inPack = inPack || v.Finder == c.flagship
			case *WolfpackJoinEvent:
				inPack = inPack || (v.Boat == c.flagship && v.Result != "fails")
			case *ConvoyBattleEvent:
				if v.Result == "continues" && v.Shadower == c.flagship && c.flagship != "" {
					contTurn = c.Now.Turn()
				}
			case *DecisionEvent:
				if v.Kind == DecideAttack && v.Boat == c.flagship && c.flagship != "" {
					attackAsked = append(attackAsked, v.Boat)
				}
			}
		})
		for w := 0; w < 80 && !c.War.Ended && !(found && foundCont); w++ {
			inPack = false
			cont := contTurn >= 0 && contTurn == c.Now.Turn()-1
			n := len(fl.weeks)
			fv.play(nil)
			if len(fl.weeks)-n > 1 {
				t.Fatalf("seed %d week %d: %d flagship boxes", seed, w, len(fl.weeks)-n)
			}
			if !inPack && !cont {
				continue
			}
			if inPack && len(fl.weeks) == n && c.flagship != "" && c.Boat(c.flagship).State == OnStation {
				t.Fatalf("seed %d week %d: the flagship in a pack played no box", seed, w)
			}
			for _, x := range fl.weeks[n:] {
				if x.PackBusy >= 2 && len(x.Encounters) == 1 && x.Encounters[0] == "convoy" {
					found = true
					foundCont = foundCont || cont
				}
			}
		}
		if len(attackAsked) > 0 {
			t.Fatalf("seed %d: F1 attack decisions asked for the flagship %v", seed, attackAsked)
		}
	}
	if !found || !foundCont {
		t.Fatalf("the flagship attacked in a pack: %v, in a continued battle: %v (40 campaigns)", found, foundCont)
	}
}

// design 6.2.1, 8.1–8.3 in saves: a campaign whose flagship (the Hunted engine's, the
// player's Hunted answers saved) fought in a pack and went through the Hunted's refit
// replays to the same state (StateDigest: the career's rank, boat and upgrades too).
func TestFlagshipPackSaveReplays(t *testing.T) {
	for seed := uint64(7); seed <= 60; seed++ {
		c := newTestCampaign(t, MonthOf(1940, 7), seed)
		h := &HuntedZoomer{Decider: huntedPlayer{}}
		c.Flagship = h
		packBox, refits := false, 0
		c.Log = sinkFunc(func(e Event) {
			switch v := e.(type) {
			case *ZoomStartEvent:
				packBox = packBox || (v.Scope == ZoomFlagship && v.Context.PackBusy >= 2)
			case *HuntedEvent:
				if r, ok := v.Event.(*engine.RefitEvent); ok && r.T == engine.TRefit {
					refits++
				}
			}
		})
		rec := NewOrderRecorder(nil)
		for w := 0; w < 60 && !c.War.Ended && !(packBox && refits > 0); w++ {
			if err := c.PlayWeek(rec); err != nil {
				t.Fatal(err)
			}
		}
		if !packBox || refits == 0 {
			continue
		}
		_, b := saveBytes(t, c, rec)
		if got, _ := reload(t, b, nil); got.StateDigest() != c.StateDigest() {
			t.Fatalf("seed %d: the replay's digest differs", seed)
		}
		return
	}
	t.Fatal("no flagship pack box and refit in 60 weeks of 54 campaigns from 1940-07")
}
