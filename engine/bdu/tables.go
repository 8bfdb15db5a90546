package bdu

// The printed tables of design sections 6.1, 7.3–7.8 and 10.3–10.4 that Appendix A does
// not carry, as Go tables (each cites its section). The [E1] columns are [H E1] as
// transcribed in /work/shared/spec/hunted/tables.md (design 7.3 uses them unchanged).
// Candidates for data/campaign.yaml once the figures are calibrated (design 10.2).

// Category is a contact category (design 6.1.1).
type Category string

// The contact categories (design 6.1.1).
const (
	CatNone      Category = "none"
	CatLoner     Category = "loner"
	CatEscorted  Category = "escorted"
	CatConvoyS   Category = "convoy_small"
	CatConvoyL   Category = "convoy_large"
	CatTaskForce Category = "task_force"
	CatSpecial   Category = "special"
	CatAircraft  Category = "aircraft"
	CatSubmarine Category = "submarine"
)

// Group reports whether a category is attacked as a group (design 6.1.3: escorted,
// convoys, task force, special).
func (k Category) Group() bool {
	switch k {
	case CatEscorted, CatConvoyS, CatConvoyL, CatTaskForce, CatSpecial:
		return true
	}
	return false
}

// categoryTD is the target defence TD (design 6.1.1 table; a loner tanker has 2).
func categoryTD(k Category) int {
	switch k {
	case CatLoner:
		return 1
	case CatEscorted, CatConvoyS, CatConvoyL:
		return 2
	case CatSpecial:
		return 3
	case CatTaskForce:
		return 4
	}
	return 0
}

// categoryE is the escort value E of a category given Es (design 6.1.1).
func categoryE(k Category, es int) int {
	switch k {
	case CatEscorted:
		return max(1, es-1)
	case CatConvoyS:
		return es
	case CatConvoyL:
		return es + 1
	case CatTaskForce, CatSpecial:
		return es + 2
	}
	return 0
}

// categoryReach is the targets in reach of a group (design 6.1.1).
func categoryReach(k Category) int {
	switch k {
	case CatConvoyS, CatSpecial:
		return 3
	case CatConvoyL:
		return 4
	case CatTaskForce:
		return 2
	}
	return 0
}

// Tonnage rows (design 6.1.1 tonnage tables, d10 per ship sunk).
var (
	tonsMerchant = [10]int{1500, 2500, 3500, 4500, 5000, 5500, 6500, 7500, 8500, 10000}
	tonsTanker   = [10]int{6000, 6000, 6000, 8000, 8000, 8000, 9500, 9500, 9500, 12000}
	tonsSpecial  = [10]int{10000, 10000, 10000, 10000, 14000, 14000, 14000, 18000, 18000, 25000}
	tfUnits      = [10]struct {
		class string
		tons  int
	}{{"destroyer", 1500}, {"destroyer", 1500}, {"destroyer", 1500}, {"destroyer", 1500}, {"sloop", 1000},
		{"light_cruiser", 7000}, {"heavy_cruiser", 10000}, {"escort_carrier", 11000}, {"battleship", 35000}, {"fleet_carrier", 23000}}
)

// groupResult reads the group attack table (design 6.1.3) for d10 + n: ships sunk and
// damaged, before the targets-in-reach cap.
func groupResult(total int) (sunk, damaged int, key string) {
	switch {
	case total <= 3:
		return 0, 0, "nothing"
	case total <= 5:
		return 0, 1, "1_damaged"
	case total <= 7:
		return 1, 0, "1_sunk"
	case total <= 9:
		return 1, 1, "1_sunk_1_damaged"
	case total <= 11:
		return 2, 0, "2_sunk"
	}
	return 3, 0, "3_sunk"
}

// caColumn is the counterattack column of diff = ASW − SubD (design 6.1.4).
func caColumn(diff int) string {
	switch {
	case diff <= 0:
		return "A"
	case diff <= 2:
		return "B"
	case diff <= 4:
		return "C"
	case diff <= 6:
		return "D"
	case diff <= 8:
		return "E"
	case diff <= 10:
		return "F"
	}
	return "G"
}

// transitColumn is the Transit Event column (1–5) of the first d10 by war period
// (design 7.4): the highest face of each column.
var transitColumnTop = [NumPeriods][5]int{
	{3, 6, 8, 9, -1}, {3, 6, 8, 9, -1}, // WP1–2
	{2, 5, 7, 9, -1}, {2, 5, 7, 9, -1}, // WP3–4
	{1, 4, 6, 8, 9},                    // WP5
	{-1, 1, 4, 7, 9}, {-1, 1, 4, 7, 9}, // WP6–7
	{-1, 0, 3, 6, 9}, {-1, 0, 3, 6, 9}, {-1, 0, 3, 6, 9}, // WP8–10
}

func transitColumn(wp, face int) int {
	for col, top := range transitColumnTop[wp-1] {
		if face <= top {
			return col + 1
		}
	}
	return 5
}

// transitGrid[col-1][d10] is the Transit Event result (design 7.4): W none, G spotted,
// O spotted RTB, B spotted damaged RTB, R lost.
var transitGrid = [5]string{
	"WWWWWWGGOB",
	"WWWWGGGOBB",
	"WWWGGGOBBR",
	"WWGGGOBBRR",
	"WGGGOBBRRR",
}

var transitResultKey = map[byte]string{'W': TransitNone, 'G': TransitSpotted, 'O': TransitSpottedRTB, 'B': TransitDamagedRTB, 'R': TransitLost}

// E1 result keys (log-schema E1 results).
const (
	E1None      = "none"
	E1Aircraft  = "aircraft"
	E1Ship      = "ship"
	E1ShipEsc   = "ship_escort"
	E1TwoEsc    = "two_ships_escort"
	E1Tanker    = "tanker"
	E1Capital   = "capital_ship"
	E1Convoy    = "convoy"
	E1Submarine = "submarine"
)

// e1Table[column][2d6−2] is [H E1] for the on-station columns (design 7.3). The 12 is
// the printed result: the first natural 12 is not a random event for F1 boats (7.3
// item 5).
var e1Table = map[string][11]string{
	"arctic":             {E1Capital, E1Ship, E1None, E1None, E1Convoy, E1Convoy, E1Aircraft, E1None, E1None, E1None, E1Aircraft},
	"atlantic":           {E1Capital, E1Aircraft, E1None, E1None, E1Convoy, E1Convoy, E1Aircraft, E1Convoy, E1None, E1None, E1Aircraft},
	"brazilian_coast":    {E1Aircraft, E1None, E1ShipEsc, E1None, E1TwoEsc, E1None, E1Ship, E1Tanker, E1None, E1None, E1Aircraft},
	"british_isles":      {E1Capital, E1Aircraft, E1None, E1Ship, E1ShipEsc, E1None, E1Ship, E1None, E1Convoy, E1None, E1Aircraft},
	"caribbean":          {E1Aircraft, E1Aircraft, E1Ship, E1None, E1TwoEsc, E1None, E1Ship, E1Tanker, E1Tanker, E1None, E1Aircraft},
	"indian_ocean":       {E1Aircraft, E1Aircraft, E1ShipEsc, E1None, E1None, E1Ship, E1Convoy, E1None, E1TwoEsc, E1Aircraft, E1Aircraft},
	"australia":          {E1Aircraft, E1Submarine, E1None, E1None, E1Ship, E1None, E1None, E1None, E1ShipEsc, E1Convoy, E1Aircraft},
	"mediterranean":      {E1Aircraft, E1None, E1Capital, E1Aircraft, E1None, E1ShipEsc, E1Convoy, E1None, E1TwoEsc, E1Aircraft, E1Aircraft},
	"spanish_coast":      {E1Aircraft, E1Aircraft, E1Ship, E1None, E1TwoEsc, E1None, E1Ship, E1Tanker, E1Tanker, E1None, E1Aircraft},
	"west_african_coast": {E1Capital, E1Aircraft, E1None, E1None, E1Convoy, E1Ship, E1None, E1ShipEsc, E1Convoy, E1None, E1Aircraft},
	"north_america":      {E1Aircraft, E1None, E1Convoy, E1TwoEsc, E1Ship, E1None, E1TwoEsc, E1Tanker, E1None, E1Convoy, E1Tanker},
}

// e1Contact converts an [E1] ship result to a category and ships in reach (design
// 6.1.1, WP6–10 column); tanker reports a tanker loner (TD 2).
func e1Contact(res string) (k Category, ships int, tanker bool) {
	switch res {
	case E1Ship:
		return CatLoner, 1, false
	case E1Tanker:
		return CatLoner, 1, true
	case E1ShipEsc:
		return CatEscorted, 1, false
	case E1TwoEsc:
		return CatEscorted, 2, false
	case E1Convoy:
		return CatConvoyL, 4, false
	case E1Capital:
		return CatTaskForce, 2, false
	case E1Aircraft:
		return CatAircraft, 0, false
	case E1Submarine:
		return CatSubmarine, 1, false
	}
	return CatNone, 0, false
}

// bdienstTable[wp-1] is the B-Dienst table (design 7.5): the OA of each d10, the TF
// band's top face and the special band's lowest face.
var bdienstTable = [5]struct {
	area            [10]string
	tfTop, specFrom int
}{
	{[10]string{"north_sea", "north_sea", "western_approaches", "western_approaches", "sw_approaches", "sw_approaches", "norwegian_sea", "morocco", "western_approaches", "north_sea"}, 1, 9},
	{[10]string{"western_approaches", "western_approaches", "western_approaches", "western_approaches", "sw_approaches", "sw_approaches", "north_sea", "greenland_gap", "morocco", "west_africa"}, 0, 9},
	{[10]string{"western_approaches", "western_approaches", "greenland_gap", "greenland_gap", "grand_banks", "sw_approaches", "morocco", "west_africa", "mid_ocean", "norwegian_sea"}, 0, 9},
	{[10]string{"greenland_gap", "grand_banks", "mid_ocean", "us_east_coast", "maritimes", "caribbean", "morocco", "west_africa", "norwegian_sea", "barents_sea"}, 0, 8},
	{[10]string{"greenland_gap", "greenland_gap", "grand_banks", "mid_ocean", "mid_ocean", "sw_approaches", "morocco", "caribbean", "norwegian_sea", "cape_verde"}, 0, 9},
}

// IntelModifier is the B-Dienst + Enigma modifier of a month (design 7.7 schedule,
// clamped −3..+3; 0 in WP6–10, where it is folded into the gates).
func IntelModifier(m Month, wp int) int {
	switch {
	case wp >= 6:
		return 0
	case m <= MonthOf(1941, 4):
		return 1
	case m <= MonthOf(1942, 1):
		return -1
	case m <= MonthOf(1942, 11):
		return 2
	}
	return 0
}

// torpedoSteps is the Torpedo Improvement table (design 7.8): for each step from
// value −1, 0 and +1, the cumulative ships thresholds and the d10 needed (≤; 10 =
// automatic); the +1 → +2 step only from 1943.
var torpedoSteps = [3][]struct{ ships, need int }{
	{{80, 9}, {85, 8}, {100, 7}, {130, 6}, {170, 5}, {220, 10}},
	{{1160, 6}, {1250, 5}, {1350, 4}, {1500, 10}},
	{{2300, 6}, {2500, 4}, {2700, 10}},
}

// vpThresholds[wp-1] are the monthly VP thresholds (design 10.3): ships for 1–5 VP,
// thousand tons for 1–5 VP, losses for −1/−2/−3.
type vpRow struct {
	ships, ktons [5]int
	losses       [3]int
}

func vpThresholds(wp int) vpRow {
	switch {
	case wp <= 3:
		return vpRow{[5]int{15, 23, 31, 40, 50}, [5]int{60, 100, 150, 200, 275}, [3]int{3, 6, 9}}
	case wp == 4:
		return vpRow{[5]int{30, 50, 70, 90, 115}, [5]int{150, 250, 350, 450, 575}, [3]int{6, 12, 18}}
	case wp == 5:
		return vpRow{[5]int{30, 50, 70, 90, 115}, [5]int{150, 250, 350, 450, 575}, [3]int{12, 20, 30}}
	}
	return vpRow{[5]int{5, 10, 15, 22, 30}, [5]int{30, 60, 90, 130, 180}, [3]int{20, 30, 40}}
}

// countReached is how many thresholds v reaches.
func countReached(v int, th []int) int {
	n := 0
	for _, t := range th {
		if v >= t {
			n++
		}
	}
	return n
}

// Par is the final VP par of a campaign start (design 10.3).
func Par(start Month) int {
	switch start {
	case MonthOf(1940, 7):
		return 295
	case MonthOf(1942, 1):
		return 186
	case MonthOf(1943, 6):
		return 78
	}
	return 331
}

// VictoryLevel is the final victory of VP − par (design 10.4).
func VictoryLevel(diff int) string {
	switch {
	case diff >= 80:
		return "decisive"
	case diff >= 40:
		return "substantial"
	case diff >= 10:
		return "marginal"
	case diff >= -20:
		return "draw"
	}
	return "defeat"
}

// Recon aircraft types (design 7.9) and their range in OAs [SW 7.53].
const (
	Do18  = "do18"
	Fw200 = "fw200"
	Bv138 = "bv138"
)

func reconRange(t string) int {
	if t == Fw200 {
		return 2
	}
	return 1
}

var (
	reconWP1   = []string{Do18}
	reconWP2   = []string{Do18, Fw200}
	reconWP3   = []string{Fw200, Fw200, Bv138}
	reconWP5   = []string{Fw200, Fw200, Fw200, Bv138}
	reconWP6   = []string{Fw200, Fw200}
	reconEarly = []string{Do18} // WP2 before the Fw 200 (1940-08)
)

// ReconAvailable are the German recon aircraft of a month (design 7.9 table).
func ReconAvailable(m Month, wp int) []string {
	switch {
	case wp == 1:
		return reconWP1
	case wp == 2 && m < MonthOf(1940, 8):
		return reconEarly
	case wp == 2:
		return reconWP2
	case wp <= 4:
		return reconWP3
	case wp == 5:
		return reconWP5
	case wp <= 7:
		return reconWP6
	}
	return nil
}

// [H P1] areas (design 9.4): the patrol areas the WP6–10 AI draws from.
const (
	p1Indian    = "indian_ocean"
	p1AtlanticW = "atlantic_w" // Atlantic (W): the wolfpack area
	p1Atlantic  = "atlantic"
	p1British   = "british_isles"
	p1Caribbean = "caribbean"
	p1Invasion  = "invasion"
	p1NAmerica  = "north_america"
	p1Med       = "mediterranean"
	p1Arctic    = "arctic"
	p1Brazil    = "brazilian_coast"
	p1WAfrica   = "west_african_coast"
)

// p1Table[wp-6][2d6−2] is [H P1] (/work/shared/spec/hunted/tables.md), one column per
// war period 6–10 (design 2: WP6 uses 1943 Jul–Dec, also for 1943-06).
var p1Table = [5][11]string{
	{p1Indian, p1AtlanticW, p1British, p1Indian, p1AtlanticW, p1Atlantic, p1Atlantic, p1NAmerica, p1Med, p1Brazil, p1WAfrica},
	{p1Indian, p1Caribbean, p1British, p1Indian, p1AtlanticW, p1Atlantic, p1AtlanticW, p1NAmerica, p1Arctic, p1Brazil, p1WAfrica},
	{p1Indian, p1AtlanticW, p1British, p1Invasion, p1Invasion, p1Invasion, p1Atlantic, p1Invasion, p1Arctic, p1Invasion, p1WAfrica},
	{p1Indian, p1AtlanticW, p1British, p1NAmerica, p1AtlanticW, p1AtlanticW, p1Atlantic, p1NAmerica, p1Arctic, p1Brazil, p1WAfrica},
	{p1Indian, p1AtlanticW, p1British, p1NAmerica, p1AtlanticW, p1Atlantic, p1Atlantic, p1Atlantic, p1Arctic, p1AtlanticW, p1WAfrica},
}

// p1Columns are the [P1] column keys of WP6–10 (log-schema P1 columns).
var p1Columns = [5]string{"1943_jul_dec", "1944_jan_may", "1944_jun_jul", "1944_aug_dec", "1945_jan_apr"}

// p1Substitute applies the type substitutions of the notes to [H P1] (design 9.4):
// (1) Type IX: Mediterranean and Arctic → West African Coast; (2) Type VII: West
// African Coast, Brazilian Coast and Indian Ocean → Atlantic; (3) Type VII except VIID:
// Caribbean → Atlantic; (4) IXD2 and IXD42: Atlantic → Indian Ocean. Invasion reads as
// the Atlantic column (note 5; the AI sends no boat to the WP8 Channel SMZ: only the
// WP8 header's and its event's orders do, invasion.go).
func p1Substitute(area, typ string) string {
	vii, ix := len(typ) >= 3 && typ[:3] == "VII", len(typ) >= 2 && typ[:2] == "IX"
	switch {
	case area == p1Invasion:
		area = p1Atlantic
	case ix && (area == p1Med || area == p1Arctic):
		area = p1WAfrica
	case vii && (area == p1WAfrica || area == p1Brazil || area == p1Indian):
		area = p1Atlantic
	case vii && typ != "VIID" && area == p1Caribbean:
		area = p1Atlantic
	}
	if (typ == "IXD2" || typ == "IXD42") && (area == p1Atlantic || area == p1AtlanticW) {
		area = p1Indian
	}
	return area
}
