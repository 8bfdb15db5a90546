package engine

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

const boardsSpec = "/work/shared/spec/hunted/boards.md"

var tagRE = regexp.MustCompile(`\s*\[[^\[\]]*\]`)

// mdTable returns the rows (cells trimmed, source tags removed) of the first table after
// the heading line that starts with heading, keyed by the first cell.
func mdTable(t *testing.T, text, heading string) map[string][]string {
	t.Helper()
	i := strings.Index(text, "\n"+heading)
	if i < 0 {
		t.Fatalf("boards.md: no heading %q", heading)
	}
	rows := map[string][]string{}
	inTable := false
	for _, line := range strings.Split(text[i+1:], "\n")[1:] {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "|") {
			if inTable {
				break
			}
			continue
		}
		inTable = true
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for j := range cells {
			for c := ""; c != cells[j]; { // nested tags: innermost first
				c = cells[j]
				cells[j] = tagRE.ReplaceAllString(c, "")
			}
			cells[j] = strings.TrimSpace(cells[j])
		}
		if cells[0] == "Type" || strings.HasPrefix(cells[0], "---") {
			continue
		}
		rows[cells[0]] = cells
	}
	return rows
}

func atoiT(t *testing.T, s string) int {
	t.Helper()
	s = strings.ReplaceAll(s, "−", "-")
	if f := strings.Fields(s); len(f) > 0 {
		s = f[0]
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("not a number: %q", s)
	}
	return n
}

func yesNo(s string) bool { return strings.HasPrefix(s, "yes") }

// boards.md section 2: every type's numbers in data/boards.yaml (the Appendix A) agree with
// the section 2 tables: 2.1 availability/families/rank/P/Penang, 2.2 tubes, reloads,
// totals, default load and 4.5.2 cap, 2.3 deck gun and flak, 2.4 hull and flooding, 2.5
// system boxes with repair numbers and the door boxes, 2.6 equipment.
func TestBoardSection2Tables(t *testing.T) {
	raw, err := os.ReadFile(boardsSpec)
	if err != nil {
		t.Skip("spec not available:", err)
	}
	text := string(raw)
	d := boardsData(t)
	t21 := mdTable(t, text, "### 2.1")
	t22 := mdTable(t, text, "### 2.2")
	t23 := mdTable(t, text, "### 2.3")
	t24 := mdTable(t, text, "### 2.4")
	t25 := mdTable(t, text, "### 2.5")
	doors := mdTable(t, text, "| Type | Door boxes")
	t26 := mdTable(t, text, "### 2.6")
	if len(d.BoardKeys) != 14 || len(t21) != 14 || len(t22) != 14 || len(t23) != 14 || len(t24) != 14 || len(t25) != 14 || len(t26) != 14 || len(doors) != 14 {
		t.Fatalf("14 types expected: boards %d, tables %d %d %d %d %d %d %d", len(d.BoardKeys), len(t21), len(t22), len(t23), len(t24), len(t25), len(t26), len(doors))
	}
	for _, k := range d.BoardKeys {
		b := d.Boards[k]
		// 2.1
		r := t21[k]
		if av, _ := ParseMonth(r[1]); av != b.Available {
			t.Errorf("%s: available %s, table %s", k, b.Available.Short(), r[1])
		}
		if ls, _ := ParseMonth(r[2]); (r[2] == "-") != (b.LastSailing == 0) || (r[2] != "-" && ls != b.LastSailing) {
			t.Errorf("%s: last sailing %v, table %s", k, b.LastSailing, r[2])
		}
		if b.Family() != r[3] {
			t.Errorf("%s: family %s, table %s", k, b.Family(), r[3])
		}
		if fam := strings.Fields(r[4])[0]; fam != b.ReassignmentFamily {
			t.Errorf("%s: reassignment family %s, table %s", k, b.ReassignmentFamily, r[4])
		}
		if yesNo(r[5]) != b.LimitedAvailability || yesNo(r[6]) != b.UpgradeRequiresKptLt || yesNo(r[9]) != b.PenangEligible {
			t.Errorf("%s: limited/upgrade/penang %v %v %v, table %s %s %s", k, b.LimitedAvailability, b.UpgradeRequiresKptLt, b.PenangEligible, r[5], r[6], r[9])
		}
		if roll := strings.HasPrefix(r[7], "1d6"); roll != (b.StartingRank == "roll_by_start_year") || (!roll && r[7] != b.StartingRank) {
			t.Errorf("%s: starting rank %s, table %s", k, b.StartingRank, r[7])
		}
		if atoiT(t, r[8]) != b.ExtendedPatrolP {
			t.Errorf("%s: P %d, table %s", k, b.ExtendedPatrolP, r[8])
		}
		// 2.2
		r = t22[k]
		if atoiT(t, r[1]) != b.TubesFwd || atoiT(t, r[2]) != b.TubesAft || atoiT(t, r[3]) != b.ReloadsFwd || atoiT(t, r[4]) != b.ReloadsAft || atoiT(t, r[5]) != b.TorpedoesTotal {
			t.Errorf("%s: tubes %d+%d reloads %d+%d total %d, table %v", k, b.TubesFwd, b.TubesAft, b.ReloadsFwd, b.ReloadsAft, b.TorpedoesTotal, r[1:6])
		}
		if strings.HasPrefix(r[6], "none") {
			if b.TorpedoesTotal != 0 {
				t.Errorf("%s: load none in the table", k)
			}
		} else if f := strings.Fields(r[6]); atoiT(t, f[0]) != b.DefaultG7a || atoiT(t, f[3]) != b.DefaultG7e || atoiT(t, f[6]) != b.DefaultGuided {
			t.Errorf("%s: default load %d/%d/%d, table %s", k, b.DefaultG7a, b.DefaultG7e, b.DefaultGuided, r[6])
		}
		if c := r[7]; (c[0] >= '0' && c[0] <= '9') != (b.G7eCap > 0) || (b.G7eCap > 0 && atoiT(t, c) != b.G7eCap) {
			t.Errorf("%s: 4.5.2 cap %d, table %s", k, b.G7eCap, c)
		}
		// 2.3
		r = t23[k]
		if r[1] == "none" {
			if b.GunCalibre != "" || b.GunAmmo != 0 {
				t.Errorf("%s: gun %q %d, table none", k, b.GunCalibre, b.GunAmmo)
			}
		} else if r[1] != b.GunCalibre || atoiT(t, r[2]) != b.GunAmmo {
			t.Errorf("%s: gun %q %d, table %s %s", k, b.GunCalibre, b.GunAmmo, r[1], r[2])
		}
		if r[3] != "-" {
			n, sum := 0, 0
			for _, part := range strings.Split(r[3], "+") {
				f := strings.Fields(part) // "5 x 2"
				n += atoiT(t, f[0])
				sum += atoiT(t, f[0]) * atoiT(t, f[2])
			}
			if n != len(b.GunCounters) || sum != b.GunAmmo {
				t.Errorf("%s: counters %v, table %s", k, b.GunCounters, r[3])
			}
		}
		flak := strings.Split(r[4], ";")
		if len(flak) != len(b.Flak) {
			t.Errorf("%s: %d flak mounts, table %s", k, len(b.Flak), r[4])
		} else {
			for i, f := range flak {
				want := strings.TrimSpace(strings.SplitN(f, ":", 2)[1])
				if got := b.Flak[i].Calibre + " " + b.Flak[i].Mount; got != want {
					t.Errorf("%s: flak %d %q, table %q", k, i+1, got, want)
				}
			}
		}
		if atoiT(t, r[5]) != b.FlakA2DRM {
			t.Errorf("%s: [A2] DRM %d, table %s", k, b.FlakA2DRM, r[5])
		}
		// 2.4
		r = t24[k]
		if atoiT(t, r[1]) != b.HullBoxes || atoiT(t, r[3]) != b.HullBoxes+1 || atoiT(t, r[4]) != b.FloodingBoxes || atoiT(t, r[5]) != b.FloodingBoxes+1 {
			t.Errorf("%s: hull %d flooding %d, table %v", k, b.HullBoxes, b.FloodingBoxes, r[1:6])
		}
		// 2.5 systems in board order with repair numbers
		sys := strings.Split(t25[k][1], ", ")
		if len(sys) != len(b.Systems) {
			t.Errorf("%s: %d systems, table %d", k, len(b.Systems), len(sys))
		} else {
			for i, s := range sys {
				cut := strings.LastIndex(s, " ")
				if name, rep := s[:cut], atoiT(t, s[cut+1:]); name != b.Systems[i].Name || rep != b.Systems[i].Repair {
					t.Errorf("%s: system %d %s %d, table %s", k, i+1, b.Systems[i].Name, b.Systems[i].Repair, s)
				}
			}
		}
		// 2.5 doors
		if dr := doors[k][1]; strings.HasPrefix(dr, "none") {
			if len(b.TorpedoDoors) != 0 {
				t.Errorf("%s: doors %v, table none", k, b.TorpedoDoors)
			}
		} else {
			parts := strings.Split(dr, ";")
			if len(parts) != len(b.TorpedoDoors) {
				t.Errorf("%s: %d doors, table %s", k, len(b.TorpedoDoors), dr)
			}
			for _, p := range parts {
				name, tubes, _ := strings.Cut(strings.TrimSpace(p), ":")
				var got []string
				for _, n := range b.TorpedoDoors[name] {
					got = append(got, strconv.Itoa(n))
				}
				f := strings.Fields(tubes) // "bow tubes 1, 3"
				if want := strings.Join(f[2:], " "); strings.Join(got, ", ") != want {
					t.Errorf("%s: door %s tubes %v, table %s", k, name, got, want)
				}
			}
		}
		// 2.6 equipment
		r = t26[k]
		if atoiT(t, r[1]) != b.Bold || yesNo(r[4]) != b.AlberichNew || yesNo(r[6]) != b.HasFa330 {
			t.Errorf("%s: BOLD %d Alberich %v Fa-330 %v, table %v", k, b.Bold, b.AlberichNew, b.HasFa330, r[1:7])
		}
		if strings.HasPrefix(r[5], "from 1/44") != b.BalkonNew || (r[5] == "standard") != b.BalkonStandard {
			t.Errorf("%s: Balkon new %v standard %v, table %s", k, b.BalkonNew, b.BalkonStandard, r[5])
		}
	}
}

// The same key numbers written out, so the check does not depend on the spec file being
// present (boards.md section 1).
func TestBoardKeyNumbers(t *testing.T) {
	d := boardsData(t)
	want := []struct {
		typ                        string
		av                         Month
		tf, ta, rf, ra, total      int
		ammo, flak, hull, flooding int
	}{
		{"VIIB", MonthOf(1939, 9), 4, 1, 8, 1, 14, 10, 1, 7, 7},
		{"VIIC", MonthOf(1940, 10), 4, 1, 8, 1, 14, 10, 1, 7, 7},
		{"VIIC Flak", MonthOf(1943, 5), 4, 1, 0, 0, 5, 0, 3, 7, 7},
		{"VIIC/41", MonthOf(1944, 4), 4, 1, 8, 1, 14, 10, 1, 8, 7},
		{"VIID", MonthOf(1942, 1), 4, 1, 8, 1, 14, 10, 1, 7, 7},
		{"IXB", MonthOf(1940, 4), 4, 2, 14, 2, 22, 5, 2, 7, 8},
		{"IXC", MonthOf(1941, 5), 4, 2, 14, 2, 22, 5, 2, 7, 8},
		{"IXC/40", MonthOf(1942, 9), 4, 2, 14, 2, 22, 5, 2, 7, 8},
		{"IXD-2", MonthOf(1942, 8), 4, 2, 16, 2, 24, 6, 2, 7, 9},
		{"IXD/42", MonthOf(1945, 3), 4, 2, 14, 2, 22, 7, 2, 7, 9},
		{"XB", MonthOf(1942, 5), 0, 2, 0, 3, 5, 8, 2, 7, 9},
		{"XII", MonthOf(1942, 8), 6, 2, 10, 2, 20, 10, 2, 7, 9},
		{"XIV", MonthOf(1941, 11), 0, 0, 0, 0, 0, 0, 3, 8, 9},
		{"XXI", MonthOf(1945, 4), 6, 0, 17, 0, 23, 0, 2, 7, 9},
	}
	if len(d.BoardKeys) != len(want) {
		t.Fatalf("%d boards", len(d.BoardKeys))
	}
	for i, w := range want {
		if d.BoardKeys[i] != w.typ {
			t.Errorf("board %d is %s, want %s (boards.md order)", i, d.BoardKeys[i], w.typ)
		}
		b := d.Boards[w.typ]
		got := [...]int{int(b.Available), b.TubesFwd, b.TubesAft, b.ReloadsFwd, b.ReloadsAft, b.TorpedoesTotal, b.GunAmmo, len(b.Flak), b.HullBoxes, b.FloodingBoxes}
		exp := [...]int{int(w.av), w.tf, w.ta, w.rf, w.ra, w.total, w.ammo, w.flak, w.hull, w.flooding}
		if got != exp {
			t.Errorf("%s: got %v, want %v", w.typ, got, exp)
		}
	}
}

// Helpers: family, tracks via the set, guided kind by date (boards.md 2.1, 2.2, 3.5).
func TestBoardHelpers(t *testing.T) {
	d := boardsData(t)
	if d.Boards["VIIC"].Family() != "VII" || d.Boards["XB"].Family() != "IX" || d.Boards["XXI"].Family() != "other" {
		t.Error("Family")
	}
	if !d.Boards["IXD/42"].TypeIX() || d.Boards["XII"].TypeIX() || d.Boards["VIIC"].TypeIX() {
		t.Error("TypeIX")
	}
	v := d.Boards["VIIC"]
	if !v.HasTrack("Arctic") || v.HasTrack("Indian Ocean") || v.Track("Spanish Coast") != nil {
		t.Error("VIIC tracks")
	}
	if tr := v.Track("North America/Caribbean"); tr == nil || len(tr.Boxes) != 9 || tr.Boxes[2] != "T2" {
		t.Errorf("VIIC North America/Caribbean: %+v", tr)
	}
	if rule, ok := v.OptionalTrack("Indian Ocean"); !ok || v.Track("Indian Ocean") == nil || !strings.HasPrefix(rule, "14.10") {
		t.Error("VIIC optional Indian Ocean track")
	}
	if tr := d.Boards["IXD-2"].Track("Indian Ocean"); tr == nil || len(tr.Boxes) != 16 {
		t.Errorf("IXD-2 Indian Ocean: %+v", tr)
	}
	if d.Boards["IXD-2"].HasTrack("Atlantic") { // [P1] note 4
		t.Error("IXD-2 has no Atlantic track")
	}
	for _, c := range []struct {
		m    Month
		kind Torp
	}{{MonthOf(1943, 7), Falke}, {MonthOf(1943, 8), Zaunkoenig}, {MonthOf(1945, 3), Zaunkoenig}, {MonthOf(1945, 4), Zaunkoenig2}, {MonthOf(1940, 1), Falke}} {
		if got := v.GuidedKind(c.m); got != c.kind {
			t.Errorf("guided %s: %s, want %s", c.m, got.Key(), c.kind.Key())
		}
	}
	if DoorKey(true, 0) != "fwd_tube_odd" || DoorKey(true, 5) != "fwd_tube_even" || DoorKey(false, 1) != "aft_tube" {
		t.Error("DoorKey")
	}
}

// Broken data files: the error names the file and the entry at fault.
func TestLoadBoardsValidationErrors(t *testing.T) {
	orig, err := dataFS.ReadFile("data/boards.yaml")
	if err != nil {
		t.Fatal(err)
	}
	korig, _ := dataFS.ReadFile("data/kommandants.yaml")
	for _, c := range []struct {
		file, old, new string
		want           []string
	}{
		{"boards.yaml", "Radio: 2", "Radar: 2", []string{"boards.yaml", "type VIIB", "systems", `"Radar"`}},
		{"boards.yaml", "e4: {11: Batteries", "e4: {17: Batteries", []string{"boards.yaml", "type VIIB", "e4", "17"}},
		{"boards.yaml", "Fwd Torp Doors (odd): [1, 3]", "Fwd Torp Doors (odd): [1, 5]", []string{"boards.yaml", "type VIIB", "torpedo_doors", "tube 5"}},
		{"boards.yaml", "Aft Torp Door: [1]", "Aft Torp Door: [1, 2]", []string{"boards.yaml", "type VIIB", "torpedo_doors", "tube 2"}},
		{"boards.yaml", "track_set: VII\n", "track_set: VIII\n", []string{"boards.yaml", "type VIIB", "track_set", "VIII"}},
		{"boards.yaml", "tracks_standard: [Atlantic,", "tracks_standard: [Atlantis,", []string{"boards.yaml", "type VIIB", "tracks_standard", "Atlantis"}},
		{"boards.yaml", "sunk_on_hit: 8", "sunk_on_hit: 9", []string{"boards.yaml", "type VIIB", "hull"}},
		{"boards.yaml", "torpedoes_total: 14", "torpedoes_total: 15", []string{"boards.yaml", "type VIIB", "torpedoes_total"}},
		{"boards.yaml", "counters: [2, 2, 2, 2, 2]", "counters: [2, 2, 2, 2]", []string{"boards.yaml", "type VIIB", "deck_gun"}},
		{"boards.yaml", "boxes: [BASE_OUT, T, ST, ST, ST, ST, T, BASE_IN]", "boxes: [BASE_OUT, T, ST, ST, ST, XX, T, BASE_IN]", []string{"boards.yaml", "track set VII", "Atlantic", `"XX"`}},
		{"boards.yaml", "kind: G7es Zaunkoenig, src", "kind: G7es Zaunkonig, src", []string{"boards.yaml", "guided_torpedo_by_patrol_start", "row 2"}},
		{"kommandants.yaml", "{area: brazilian_coast}", "{area: brasil}", []string{"kommandants.yaml", "card 1 (Alfred Eick)", `"brasil"`}},
		{"kommandants.yaml", "type: IXC}]", "type: IXZ}]", []string{"kommandants.yaml", "card 1 (Alfred Eick)", `"IXZ"`}},
		{"kommandants.yaml", "rank: 2", "rank: 7", []string{"kommandants.yaml", "card 1", "rank"}},
	} {
		_, err := loadData(func(name string) ([]byte, error) {
			switch name {
			case "boards.yaml":
				if c.file == name {
					if !strings.Contains(string(orig), c.old) {
						t.Fatalf("mutation %q not found", c.old)
					}
					return []byte(strings.Replace(string(orig), c.old, c.new, 1)), nil
				}
				return orig, nil
			case "kommandants.yaml":
				if c.file == name {
					return []byte(strings.Replace(string(korig), c.old, c.new, 1)), nil
				}
				return korig, nil
			}
			return dataFS.ReadFile("data/" + name)
		})
		if err == nil {
			t.Errorf("%s: %q → %q: no error", c.file, c.old, c.new)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: %q → %q: error %q does not name %q", c.file, c.old, c.new, err, w)
			}
		}
	}
}

// 14.13: the eight cards load with their data (kommandants.md).
func TestKommandantCards(t *testing.T) {
	d := boardsData(t)
	if len(d.Kommandants) != 8 {
		t.Fatalf("%d cards", len(d.Kommandants))
	}
	henke := d.Kommandant(4)
	if henke == nil || henke.Name != "Werner Henke" || !henke.HasAbility("convoy_killer") || henke.Career.Tons != 157064 || henke.Rank != RankKKpt {
		t.Errorf("card 4: %+v", henke)
	}
	timm := d.Kommandant(3)
	if len(timm.Boats) != 2 || timm.Boats[1].Type != "IXD-2" || timm.Patrols[1].FirstMonth != MonthOf(1944, 5) || timm.Patrols[1].Areas[0].To != BasePenang {
		t.Errorf("card 3: %+v", timm)
	}
	if a := d.Kommandant(8).Abilities[0]; a.Key != "autogiro_expert" || a.Ability != 17 {
		t.Errorf("card 8 ability %+v", a)
	}
	if d.Kommandant(6).Rank != RankKptzS || d.Kommandant(9) != nil {
		t.Error("card 6 rank / card 9")
	}
}
