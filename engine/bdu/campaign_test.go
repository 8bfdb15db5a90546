package bdu

import (
	"fmt"
	"slices"
	"testing"
)

func newTestCampaign(t *testing.T, start Month, seed uint64) *Campaign {
	t.Helper()
	c, err := NewCampaign(start, seed)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.CheckInvariants(); err != nil {
		t.Fatalf("%s: %v", start, err)
	}
	return c
}

func mustInv(t *testing.T, c *Campaign) {
	t.Helper()
	if err := c.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// design 4.3: the state machine.
func TestTransitions(t *testing.T) {
	for _, s := range States {
		_, has := transitions[s]
		if s.Terminal() == has {
			t.Errorf("%s: terminal %v but has exits %v", s, s.Terminal(), transitions[s])
		}
		for _, to := range transitions[s] {
			if !slices.Contains(States, to) {
				t.Errorf("%s → unknown state %s", s, to)
			}
		}
		if n := btoi(s.InPort()) + btoi(s.AtSea()) + btoi(s.Terminal()) + btoi(s == Refit); n != 1 {
			t.Errorf("%s is in %d places at once", s, n)
		}
	}
	// every state is reached from an arrival (Pierside), and every state can end
	reach := map[State]bool{Pierside: true}
	for changed := true; changed; {
		changed = false
		for from := range reach {
			for _, to := range transitions[from] {
				if !reach[to] {
					reach[to], changed = true, true
				}
			}
		}
	}
	for _, s := range States {
		if !reach[s] {
			t.Errorf("%s cannot be reached from an arrival", s)
		}
	}
	// the design 4.3 cycle
	cycle := []State{Pierside, Ready, Outbound, OnStation, Returning, Repair3, Repair2, Repair1, WorkUp, InPort, Pierside}
	for i := 1; i < len(cycle); i++ {
		if !CanTransition(cycle[i-1], cycle[i]) {
			t.Errorf("%s → %s refused", cycle[i-1], cycle[i])
		}
	}
	for _, bad := range [][2]State{{WorkUp, Ready}, {Ready, OnStation}, {OnStation, WorkUp}, {Hold, Repair1}, {Sunk, WorkUp}, {InPort, Sunk}, {Repair3, Repair1}} {
		if CanTransition(bad[0], bad[1]) {
			t.Errorf("%s → %s allowed", bad[0], bad[1])
		}
	}
	b := &Boat{ID: "U-1", State: WorkUp}
	if err := b.setState(Ready); err == nil || b.State != WorkUp {
		t.Errorf("an illegal change was made: %v, %s", err, b.State)
	}
	// design 4.6: the books
	if !Sunk.CountsAsULost() || !DestroyedInPort.CountsAsULost() || ConstructiveLoss.CountsAsULost() || Scuttled.CountsAsULost() || Training.CountsAsULost() {
		t.Errorf("the U-boats-lost column of table 4.6 is wrong")
	}
	if Refit.Fate() != InService || Training.Fate() != Withdrawn || Scuttled.Fate() != Lost {
		t.Errorf("fates")
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// design 4.5, 4.9: each start's fleet, where it is, and the boxes of SW 31.01.
func TestNewCampaignFleets(t *testing.T) {
	d := MustData()
	for _, s := range d.Starts {
		t.Run(s.Month.String(), func(t *testing.T) {
			c := newTestCampaign(t, s.Month, 7)
			if c.Period != d.PeriodAt(s.Month).Index || c.Now != (Week{s.Month, 1}) {
				t.Errorf("starts in WP%d at %v", c.Period, c.Now)
			}
			byType := map[string]int{}
			byBase := map[string]int{}
			atSea := 0
			for _, b := range c.InService() {
				byType[b.Type]++
				if b.State.AtSea() {
					atSea++
					if b.State != Outbound || b.Zone != s.AtSea.Zone || b.Destination != s.AtSea.Destination || b.Side != SideTransit {
						t.Errorf("%s at sea: %s in %s to %s", b.ID, b.State, b.Zone, b.Destination)
					}
					continue
				}
				byBase[b.Zone]++
				if !b.State.InPort() || b.State == Hold || b.State.InRepair() {
					t.Errorf("%s starts in %s", b.ID, b.State)
				}
				if d.Types[b.Type].FastReadiness && b.State == Pierside {
					t.Errorf("%s: a Type II starts in Pierside (SW 31.01: Ready)", b.ID)
				}
			}
			for k, n := range s.Fleet {
				if byType[k] != n {
					t.Errorf("%s: %d boats, want %d", k, byType[k], n)
				}
			}
			if c.Commissioned != s.Total() || len(c.InService()) != s.Total() {
				t.Errorf("%d commissioned, want %d", c.Commissioned, s.Total())
			}
			if atSea != s.AtSeaCount() {
				t.Errorf("%d at sea, want %d", atSea, s.AtSeaCount())
			}
			want := map[string]int{}
			placed := 0
			for _, g := range s.Groups {
				for i := range g.Count {
					want[g.Bases[i%len(g.Bases)]]++
				}
				placed += g.Count
				if g.Types != nil {
					for _, bs := range g.Bases {
						for _, b := range c.InService() {
							if b.Zone == bs && !slices.Contains(g.Types, b.Type) && bs != s.Rest {
								t.Errorf("%s at %s is a %s, the group takes %v", b.ID, bs, b.Type, g.Types)
							}
						}
					}
				}
			}
			want[s.Rest] += s.Total() - placed - s.AtSeaCount()
			for k, n := range want {
				if byBase[k] != n {
					t.Errorf("%s: %d boats, want %d", k, byBase[k], n)
				}
			}
			for _, k := range sortedKeys(byBase) {
				if !slices.Contains(c.OpenBases(), k) {
					t.Errorf("boats at %s, which is not open", k)
				}
			}
		})
	}
	// the numbers the design prints
	for start, n := range map[string][2]int{"1939-09": {57, 0}, "1942-01": {114, 46}, "1943-06": {215, 65}} {
		m, _ := ParseMonth(start)
		s := d.StartAt(m)
		if s.Total() != n[0] || s.AtSeaCount() != n[1] {
			t.Errorf("%s: %d boats, %d at sea; want %v", start, s.Total(), s.AtSeaCount(), n)
		}
	}
	if _, err := NewCampaign(MonthOf(1941, 1), 1); err == nil {
		t.Errorf("a campaign started in 1941-01")
	}
}

// SW 31.01's box roll over many seeds: Work Up 10 %, In-Port 20 %, Pierside 30 %, Ready
// 40 % for the ocean boats of 1939 (boats of the 1943 work-up group excluded).
func TestStartBoxes(t *testing.T) {
	count := map[State]int{}
	total := 0
	for seed := range uint64(60) {
		c := newTestCampaign(t, FirstMonth, seed)
		for _, b := range c.Boats {
			if !MustData().Types[b.Type].FastReadiness {
				count[b.State]++
				total++
			}
		}
	}
	for st, p := range map[State]float64{WorkUp: .1, InPort: .2, Pierside: .3, Ready: .4} {
		got := float64(count[st]) / float64(total)
		if got < p-0.05 || got > p+0.05 {
			t.Errorf("%s: %.3f of the boats, want about %.2f", st, got, p)
		}
	}
}

// The same seed builds the same campaign; another seed another one.
func TestNewCampaignDeterministic(t *testing.T) {
	sig := func(c *Campaign) string {
		s := ""
		for _, b := range c.Boats {
			s += fmt.Sprintf("%s %s %s %s|", b.ID, b.Type, b.State, b.Zone)
		}
		return s
	}
	m := MonthOf(1943, 6)
	a, b, o := newTestCampaign(t, m, 42), newTestCampaign(t, m, 42), newTestCampaign(t, m, 43)
	if sig(a) != sig(b) {
		t.Errorf("seed 42 gave two campaigns")
	}
	if sig(a) == sig(o) {
		t.Errorf("seeds 42 and 43 gave the same campaign")
	}
}

// design 4.5: the quarters spread over their months; the whole war's arrivals.
func TestArrivals(t *testing.T) {
	d := MustData()
	total := 0
	for _, q := range d.Reinforcements {
		sum := map[string]int{}
		for i, m := range q.Months {
			for k, n := range d.ArrivalsIn(m) {
				sum[k] += n
				// as even as possible, the remainder in the first month
				base := q.Boats[k] / len(q.Months)
				if (i == 0 && n != base+q.Boats[k]%len(q.Months)) || (i > 0 && n != base) {
					t.Errorf("%s %s: %d %s", q.Label, m, n, k)
				}
			}
		}
		for k, n := range q.Boats {
			if sum[k] != n {
				t.Errorf("%s: %d %s arrive, want %d", q.Label, sum[k], k, n)
			}
			total += n
		}
	}
	all := 0
	for m := FirstMonth; m <= LastMonth; m++ {
		for _, n := range d.ArrivalsIn(m) {
			all += n
		}
	}
	if all != total || len(d.ArrivalsIn(FirstMonth)) != 0 {
		t.Errorf("%d arrivals month by month, %d by quarter", all, total)
	}
	// 1945-Q2 has two months (April, May)
	last := d.Reinforcements[len(d.Reinforcements)-1]
	if len(last.Months) != 2 {
		t.Errorf("1945-Q2 spreads over %v", last.Months)
	}
}

// design 4.5: arrivals at Germany in Pierside, Inexp from 1943; invariants hold.
func TestReinforce(t *testing.T) {
	c := newTestCampaign(t, FirstMonth, 1)
	c.Now = Week{MonthOf(1939, 10), 2}
	if _, err := c.Reinforce(); err == nil {
		t.Errorf("arrivals in week 2")
	}
	for _, m := range []Month{MonthOf(1939, 10), MonthOf(1942, 12), MonthOf(1943, 1)} {
		c.Now = Week{m, 1}
		c.Period = MustData().PeriodAt(m).Index
		before := c.Commissioned
		got, err := c.Reinforce()
		if err != nil {
			t.Fatal(err)
		}
		want := 0
		for _, n := range MustData().ArrivalsIn(m) {
			want += n
		}
		if len(got) != want || c.Commissioned != before+want {
			t.Errorf("%s: %d arrivals, want %d", m, len(got), want)
		}
		for _, b := range got {
			if b.State != Pierside || b.Zone != "germany" || b.Commissioned != m || b.Markers.Inexp != btoi(m >= MonthOf(1943, 1)) {
				t.Errorf("%s: arrival %+v", m, b)
			}
		}
		mustInv(t, c)
	}
}

// design 4.5, 4.6: losses and withdrawals keep the books.
func TestLossesAndWithdrawals(t *testing.T) {
	c := newTestCampaign(t, MonthOf(1942, 1), 3)
	var atSea, inPort []*Boat
	for _, b := range c.InService() {
		if b.State.AtSea() {
			atSea = append(atSea, b)
		} else if b.Zone == "france_atlantic" {
			inPort = append(inPort, b)
		}
	}
	if err := c.Lose(atSea[0], Sunk); err != nil {
		t.Fatal(err)
	}
	if err := c.Lose(inPort[0], DestroyedInPort); err != nil {
		t.Fatal(err)
	}
	if err := c.Lose(inPort[1], Scuttled); err != nil {
		t.Fatal(err)
	}
	if err := c.Lose(inPort[2], Sunk); err == nil {
		t.Errorf("a boat in port was sunk at sea")
	}
	if err := c.Lose(inPort[2], Training); err == nil {
		t.Errorf("training booked as a loss")
	}
	if err := c.Withdraw(inPort[3], Training, "test"); err != nil {
		t.Fatal(err)
	}
	if err := c.Withdraw(inPort[4], Refit, "test"); err != nil || inPort[4].Zone != "refit_atlantic" {
		t.Fatalf("refit: %v, %s", err, inPort[4].Zone)
	}
	// withdrawn at sea: home first (SW 19.13), out on arrival
	b := atSea[1]
	if err := c.Withdraw(b, Training, "test"); err != nil || b.State != Returning || !b.Markers.RTB {
		t.Fatalf("withdraw at sea: %v, %s", err, b.State)
	}
	mustInv(t, c)
	if st, err := c.ArriveAtBase(b, "france_atlantic"); err != nil || st != Training || b.Zone != "" {
		t.Fatalf("arrival of a withdrawn boat: %s, %v", st, err)
	}
	mustInv(t, c)
	if c.ULost != 2 || c.LostCount[Sunk] != 1 || c.LostCount[Scuttled] != 1 || c.Withdrawals[Training] != 2 {
		t.Errorf("books: U lost %d, lost %v, withdrawn %v", c.ULost, c.LostCount, c.Withdrawals)
	}
	inService := len(c.InService())
	if c.Commissioned != inService+3+2 { // 3 lost, 2 to training; the refit boat is in service
		t.Errorf("commissioned %d, in service %d", c.Commissioned, inService)
	}
	if err := c.Withdraw(inPort[3], Training, "test"); err == nil {
		t.Errorf("a boat withdrawn twice")
	}
	// a broken book is caught
	c.ULost++
	if err := c.CheckInvariants(); err == nil {
		t.Errorf("the invariant missed a wrong U-boats-lost count")
	}
	c.ULost--
	inPort[5].Zone = "north_sea"
	if err := c.CheckInvariants(); err == nil {
		t.Errorf("the invariant missed a boat in a base box at sea")
	}
}

// design 2, 4.5: the header withdrawals; the late starts already hold none of their
// period's withdrawn types.
func TestHeaderWithdrawals(t *testing.T) {
	for _, m := range StartMonths[1:] {
		c := newTestCampaign(t, m, 5)
		got, err := c.ApplyHeaderWithdrawals()
		if err != nil || len(got) != 0 {
			t.Errorf("%s: the header of WP%d withdraws %d boats of the start fleet", m, c.Period, len(got))
		}
	}
	c := newTestCampaign(t, FirstMonth, 5)
	c.Period = 2 // WP2 header: every IIB
	got, err := c.ApplyHeaderWithdrawals()
	if err != nil || len(got) != 18 {
		t.Fatalf("WP2 header withdrew %d boats, want the 18 IIB: %v", len(got), err)
	}
	for _, b := range c.Boats {
		if (b.Type == "IIB") != (b.State == Training) {
			t.Errorf("%s %s is %s", b.ID, b.Type, b.State)
		}
	}
	mustInv(t, c)
}

// design 4.7: aces.
func TestAces(t *testing.T) {
	c := newTestCampaign(t, MonthOf(1943, 6), 9)
	var boats []*Boat // boats in port, and one at sea last
	var sea *Boat
	for _, b := range c.InService() {
		if b.State.AtSea() {
			sea = b
		} else {
			boats = append(boats, b)
		}
	}
	boats = append(boats[:NumAces], sea)
	boats[1], boats[NumAces] = boats[NumAces], boats[1] // the boat at sea gets an ace
	b := boats[0]
	if !c.GainAce(b) || b.Markers.Ace == nil || b.Markers.Ace.Value != 1 {
		t.Fatalf("first ace %+v", b.Markers.Ace)
	}
	name := b.Markers.Ace.Name
	c.GainAce(b)
	c.GainAce(b)
	if b.Markers.Ace.Value != 2 || b.Markers.Ace.Name != name {
		t.Errorf("ace after three checks %+v, want %s +2", b.Markers.Ace, name)
	}
	for _, o := range boats[1:NumAces] {
		if !c.GainAce(o) {
			t.Fatalf("ran out of aces early")
		}
	}
	if c.GainAce(boats[NumAces]) {
		t.Errorf("a 28th ace")
	}
	mustInv(t, c)
	// an ace on a sunk boat is lost; otherwise SW 25.32: 0–3 leaves, 4–9 waits
	sunk := boats[1]
	if err := c.Lose(sunk, Sunk); err != nil {
		t.Fatal(err)
	}
	if len(c.AceReserve) != 0 {
		t.Errorf("the ace of a sunk boat waits for a new boat")
	}
	moved := 0
	for _, o := range boats[2:NumAces] {
		if err := c.Withdraw(o, Training, "test"); err != nil {
			t.Fatal(err)
		}
		moved++
	}
	if len(c.AceReserve) == 0 || len(c.AceReserve) == moved {
		t.Errorf("%d of %d aces wait for a new boat; SW 25.32 sends 40 %% out of play", len(c.AceReserve), moved)
	}
	for _, r := range c.AceReserve {
		if r.Ace.Value != 1 || r.NotBefore != c.Now.Month+4 {
			t.Errorf("waiting ace %+v", r)
		}
	}
	mustInv(t, c)
	// they join arrivals from four months on
	waiting := len(c.AceReserve)
	c.Now = Week{c.Now.Month + 3, 1}
	got, _ := c.Reinforce()
	for _, b := range got {
		if b.Markers.Ace != nil {
			t.Errorf("an ace joined %s three months on", b.ID)
		}
	}
	c.Now = Week{c.Now.Month + 1, 1}
	got, _ = c.Reinforce()
	joined := 0
	for _, b := range got {
		if b.Markers.Ace != nil {
			joined++
			if b.Markers.Inexp != 0 {
				t.Errorf("%s: an ace's new boat is Inexp", b.ID)
			}
		}
	}
	if joined != min(waiting, len(got)) {
		t.Errorf("%d aces joined %d arrivals, %d were waiting", joined, len(got), waiting)
	}
	mustInv(t, c)
}

// pipelineStep is a base box's place in the turnaround, for the one-step rule.
var pipelineStep = map[State]int{Hold: 0, Repair3: 1, Repair2: 2, Repair1: 3, WorkUp: 4, InPort: 5, Pierside: 6, Ready: 7}

// design 4.3, 5 II.2–II.3: the readiness pipeline and repair boxes, one step per boat
// per week, capacity respected, and the turnaround of about 5 weeks that 3.5 promises.
func TestAdvanceBase(t *testing.T) {
	c := newTestCampaign(t, MonthOf(1942, 1), 11)
	base := "germany"
	// fill Germany: all its boats to Work Up, plus 30 damaged boats arriving
	var ships []*Boat
	for _, b := range c.InService() {
		if b.State.AtSea() {
			ships = append(ships, b)
		}
	}
	for i, b := range ships[:30] {
		if err := b.setState(Returning); err != nil {
			t.Fatal(err)
		}
		b.Markers.Damage = 1 + i%2
		if _, err := c.ArriveAtBase(b, base); err != nil {
			t.Fatal(err)
		}
		mustInv(t, c)
	}
	if c.RepairLoad(base) > c.RepairCapacity(base) || len(c.BoatsAt(base, Hold)) == 0 {
		t.Fatalf("repair %d of %d, hold %d", c.RepairLoad(base), c.RepairCapacity(base), len(c.BoatsAt(base, Hold)))
	}
	for week := 0; week < 40; week++ {
		before := map[*Boat]State{}
		for _, b := range c.Boats {
			if b.Zone == base {
				before[b] = b.State
			}
		}
		if err := c.AdvanceBase(base); err != nil {
			t.Fatal(err)
		}
		mustInv(t, c)
		if c.RepairLoad(base) > c.RepairCapacity(base) {
			t.Fatalf("week %d: %d boats in repair, capacity %d", week, c.RepairLoad(base), c.RepairCapacity(base))
		}
		for b, s := range before {
			if d := pipelineStep[b.State] - pipelineStep[s]; d < 0 || d > 1 && !(s == InPort && b.State == Ready && MustData().Types[b.Type].FastReadiness) {
				t.Fatalf("week %d: %s went %s → %s", week, b.ID, s, b.State)
			}
		}
	}
	if n := len(c.BoatsAt(base, Hold)) + c.RepairLoad(base); n != 0 {
		t.Errorf("%d boats still under repair after 40 weeks", n)
	}
	if err := c.AdvanceBase("north_sea"); err == nil {
		t.Errorf("advanced a sea zone")
	}
}

// design 3.5: "a mean turnaround of about 5 weeks for an undamaged boat (Work Up →
// In-Port → Pierside → Ready at 60 % per step)".
func TestTurnaround(t *testing.T) {
	c := newTestCampaign(t, MonthOf(1942, 1), 12)
	c.Period = 4 // Germany's Work Up 5 as table 3.5 prints it (calibration lowered WP1–3, 6, 7, 9)
	var boats []*Boat
	for _, b := range c.InService() {
		if b.Type == "VIIC" && !b.State.AtSea() {
			b.Zone, b.State = "germany", WorkUp
			boats = append(boats, b)
		}
	}
	weeks, done := 0, 0
	counted := map[*Boat]bool{}
	for w := 1; w <= 60 && done < len(boats); w++ {
		if err := c.AdvanceBase("germany"); err != nil {
			t.Fatal(err)
		}
		for _, b := range boats {
			if b.State == Ready && !counted[b] {
				counted[b] = true
				weeks += w
				done++
			}
		}
	}
	mean := float64(weeks) / float64(done)
	if done != len(boats) || mean < 4.3 || mean > 5.7 {
		t.Errorf("%d of %d boats ready, mean %.2f weeks, want about 5", done, len(boats), mean)
	}
}

// design 4.4: arrival at base.
func TestArriveAtBase(t *testing.T) {
	c := newTestCampaign(t, MonthOf(1942, 1), 13)
	var sea []*Boat
	for _, b := range c.InService() {
		if b.State.AtSea() {
			sea = append(sea, b)
		}
	}
	b := sea[0]
	if _, err := c.ArriveAtBase(b, "france_atlantic"); err == nil {
		t.Errorf("an outbound boat arrived")
	}
	b.setState(Returning)
	b.Torpedoes = 0
	if st, err := c.ArriveAtBase(b, "france_atlantic"); err != nil || st != WorkUp || b.Torpedoes != MustData().Types[b.Type].Torpedoes {
		t.Errorf("undamaged arrival: %s, %v, %d torpedoes", st, err, b.Torpedoes)
	}
	// two damage markers: sometimes a constructive loss (boxes adding up over 3)
	losses, arrivals := 0, 0
	for _, b := range sea[1:] {
		b.setState(Returning)
		b.Markers.Damage = 2
		st, err := c.ArriveAtBase(b, "france_atlantic")
		if err != nil {
			t.Fatal(err)
		}
		arrivals++
		if st == ConstructiveLoss {
			losses++
		}
		if b.Markers.Damage != 0 {
			t.Errorf("%s keeps its damage markers", b.ID)
		}
		if c.RepairLoad("france_atlantic") > c.RepairCapacity("france_atlantic") {
			t.Fatalf("arrivals overfilled the repair boxes")
		}
		mustInv(t, c)
	}
	// boxes 0 (30 %), 1 (30 %), 2 (20 %), 3 (20 %): two rolls add up over 3 with
	// probability 0.28 for boats without Inexp
	if p := float64(losses) / float64(arrivals); p < 0.12 || p > 0.45 {
		t.Errorf("%d of %d boats with two markers were constructive losses", losses, arrivals)
	}
	if c.LostCount[ConstructiveLoss] != losses || c.ULost != 0 {
		t.Errorf("constructive losses booked %d (U-boats lost %d)", c.LostCount[ConstructiveLoss], c.ULost)
	}
}

// design 2 "End": boats at sea surrender, not counted as losses; SW 8.0 refit returns.
func TestSurrenderAndRefit(t *testing.T) {
	c := newTestCampaign(t, MonthOf(1943, 6), 21)
	if _, err := c.Surrender(); err == nil {
		t.Errorf("surrendered in 1943")
	}
	var port *Boat
	sea := 0
	for _, b := range c.InService() {
		if b.State.AtSea() {
			sea++
		} else if port == nil && b.Zone == "france_atlantic" {
			port = b
		}
	}
	if err := c.Withdraw(port, Refit, "test"); err != nil {
		t.Fatal(err)
	}
	if err := c.ReturnFromRefit(port, "penang"); err == nil {
		t.Errorf("returned to a base that is not open")
	}
	if err := c.ReturnFromRefit(port, "germany"); err != nil || port.State != Pierside || port.Zone != "germany" {
		t.Errorf("back from refit: %v, %s at %s", err, port.State, port.Zone)
	}
	if err := c.ReturnFromRefit(port, "germany"); err == nil {
		t.Errorf("a boat not in refit returned from it")
	}
	mustInv(t, c)
	c.Now = LastWeek
	got, err := c.Surrender()
	if err != nil || len(got) != sea || c.Withdrawals[Surrendered] != sea || c.ULost != 0 {
		t.Errorf("%d of %d boats at sea surrendered (%v), U-boats lost %d", len(got), sea, err, c.ULost)
	}
	for _, b := range c.InService() {
		if b.State.AtSea() {
			t.Errorf("%s still at sea", b.ID)
		}
	}
	mustInv(t, c)
}

// design 4.4: port air raids.
func TestPortAirRaid(t *testing.T) {
	c := newTestCampaign(t, MonthOf(1943, 6), 22)
	if _, err := c.PortAirRaid("germany"); err == nil {
		t.Errorf("an air raid in 1943")
	}
	c.Now, c.Period = Week{MonthOf(1944, 1), 4}, 7
	if _, err := c.PortAirRaid("france_atlantic"); err == nil {
		t.Errorf("an air raid on the bunkers of France-Atlantic")
	}
	destroyed, hit, rolled := 0, 0, 0
	for range 30 {
		before := map[*Boat]State{}
		for _, b := range c.InService() {
			if b.Zone == "germany" {
				before[b] = b.State
			}
		}
		rolled += len(before)
		got, err := c.PortAirRaid("germany")
		if err != nil {
			t.Fatal(err)
		}
		mustInv(t, c)
		if c.RepairLoad("germany") > c.RepairCapacity("germany") {
			t.Fatalf("the raid overfilled the repair boxes: %d of %d", c.RepairLoad("germany"), c.RepairCapacity("germany"))
		}
		for _, b := range got {
			hit++
			s := before[b]
			switch b.State {
			case DestroyedInPort:
				destroyed++
			case Repair2:
				if s == Repair3 || s == Repair2 || s == Hold {
					t.Errorf("%s: %s → Repair 2", b.ID, s)
				}
			case Repair1:
				if s != WorkUp && s != InPort && s != Pierside && s != Ready {
					t.Errorf("%s: %s → Repair 1", b.ID, s)
				}
			case Hold:
				if s.InRepair() {
					t.Errorf("%s: in repair, sent to Hold", b.ID)
				}
			default:
				t.Errorf("%s: %s → %s", b.ID, s, b.State)
			}
		}
		// the yard works between raids
		if err := c.AdvanceBase("germany"); err != nil {
			t.Fatal(err)
		}
	}
	// 2d6: 2 on 1/36, 3 on 2/36, 4 on 3/36
	if p := float64(destroyed) / float64(rolled); p > 0.07 || destroyed == 0 {
		t.Errorf("%d of %d boat-rolls destroyed, want about 1 in 36", destroyed, rolled)
	}
	if p := float64(hit) / float64(rolled); p > 0.3 {
		t.Errorf("%d of %d boat-rolls hit, want at most 1 in 6", hit, rolled)
	}
	if c.ULost != destroyed || c.LostCount[DestroyedInPort] != destroyed {
		t.Errorf("books: %d U-boats lost, %d destroyed", c.ULost, destroyed)
	}
	c.Now = Week{MonthOf(1944, 10), 1}
	c.Period = 9
	if err := c.AdvanceBase("france_atlantic"); err == nil {
		t.Errorf("advanced the closed France-Atlantic base")
	}
}

// The bookkeeping over the whole war, with no boat sailing: the war clock and its
// headers, the monthly arrivals and the yards at every open base. Every boat commissioned
// is in service or withdrawn by a header, the books balance every week.
func TestBookkeepingOverTheWar(t *testing.T) {
	d := MustData()
	c := newTestCampaign(t, FirstMonth, 99)
	clock, err := NewWarClock(d, c.Now, false)
	if err != nil {
		t.Fatal(err)
	}
	arrivals := 0
	for w := FirstWeek; w.InCampaign(); w = w.Next() {
		c.Now = w
		if w != FirstWeek && clock.Check(w, nil) {
			c.Period = clock.Current
			if _, err := c.ApplyHeaderWithdrawals(); err != nil {
				t.Fatal(err)
			}
		}
		if w.N == 1 {
			got, err := c.Reinforce()
			if err != nil {
				t.Fatal(err)
			}
			arrivals += len(got)
		}
		for _, base := range c.OpenBases() {
			if err := c.AdvanceBase(base); err != nil {
				t.Fatal(err)
			}
		}
		if err := c.CheckInvariants(); err != nil {
			t.Fatalf("%v: %v", w, err)
		}
	}
	total := 0
	for _, q := range d.Reinforcements {
		total += q.Total
	}
	if arrivals != total || c.Commissioned != 57+total {
		t.Errorf("%d arrivals (table %d), %d commissioned", arrivals, total, c.Commissioned)
	}
	// the WP6 header took every IIA–IID, VIIB, IXA and IXB; nothing was lost
	for _, b := range c.InService() {
		if slices.Contains(d.Period("WP6").Header.WithdrawTypes, b.Type) {
			t.Errorf("%s, a %s, is still in service in 1945", b.ID, b.Type)
		}
	}
	if c.ULost != 0 || len(c.LostCount) != 0 || c.Withdrawals[Training] == 0 {
		t.Errorf("books: lost %v, withdrawn %v", c.LostCount, c.Withdrawals)
	}
	if c.Period != NumPeriods {
		t.Errorf("the war ends in WP%d", c.Period)
	}
}
