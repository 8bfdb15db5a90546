package tactical

import (
	_ "embed"
	"errors"
	"fmt"
	"math"
	"sync"

	"gopkg.in/yaml.v3"
)

// §7 data: tactical.yaml (hand-edited design data) and calibration.yaml (the §7.5
// calibrated values, written only by the generator in calibrate.go), both embedded.

//go:embed tactical.yaml
var tacticalYAML []byte

//go:embed calibration.yaml
var calibrationYAML []byte

// Data is the whole tactical data set. It is shared and must not be modified.
type Data struct {
	Version   int           `yaml:"version"`
	Merchants MerchantFit   `yaml:"merchants"`
	Capitals  []CapitalShip `yaml:"capitals"`
	Escorts   []EscortClass `yaml:"escorts"`
	Boats     []BoatFamily  `yaml:"boats"`
	Torpedoes []TorpedoSpec `yaml:"torpedoes"`
	Tubes     TubeRules     `yaml:"tubes"`
	Firing    FiringRules   `yaml:"firing"`
	Brackets  BracketLimits `yaml:"brackets"`
	U1        U1Numbers     `yaml:"u1"`
	Grades    []GradeRow    `yaml:"grades"`
	// OffShare is the reference's share of launches graded off target in every cell
	// (§2.7.2 [designed]: the grades are quantiles of the reference's own qualities).
	OffShare    float64        `yaml:"off_target_share"`
	Scatter     Scatter        `yaml:"scatter"`
	FaultQ      float64        `yaml:"fault_q"`
	Instruments InstrumentData `yaml:"instruments"`
	Approach    ApproachData   `yaml:"approach"`
	Setup       SetupData      `yaml:"setup"`
	ASDIC       ASDICData      `yaml:"asdic"`
	DC          DCData         `yaml:"depth_charges"`
	Squid       SquidData      `yaml:"squid"`
	Hedgehog    HedgehogData   `yaml:"hedgehog"`
	AheadThrow  struct {
		Low  float64 `yaml:"low"`
		High float64 `yaml:"high"`
	} `yaml:"ahead_throw_shift"`
	Dive DiveData `yaml:"dive"`
	// Compartments is §4.1: [E4] result key → sections (nil = any of 1–6).
	Compartments     map[string]Sections `yaml:"compartments"`
	Submerged        SubmergedData       `yaml:"submerged"`
	Hunters          HunterData          `yaml:"hunters"`
	Evasion          EvasionData         `yaml:"evasion"`
	CompartmentNames []string            `yaml:"compartment_names"`
	Contacts         ContactData         `yaml:"contacts"`
	Calib            *Calibration        `yaml:"-"`
}

// MerchantFit is §7.1: book values of a merchant from its GRT [designed fit].
type MerchantFit struct {
	LengthCoef       float64            `yaml:"length_coef"`
	LengthExp        float64            `yaml:"length_exp"`
	BeamRatio        float64            `yaml:"beam_ratio"`
	TankerBeamRatio  float64            `yaml:"tanker_beam_ratio"`
	MastCoef         float64            `yaml:"mast_coef"`
	MastAdd          float64            `yaml:"mast_add"`
	ConvoySpeedSC    float64            `yaml:"convoy_speed_sc"`
	ConvoySpeedHX    float64            `yaml:"convoy_speed_hx"`
	ConvoySpeedOther float64            `yaml:"convoy_speed_other"`
	IndependentSpeed map[string]float64 `yaml:"independent_speed"` // class key → kn
	T2MinGRT         int                `yaml:"t2_tanker_min_grt"`
	T2Speed          float64            `yaml:"t2_tanker_speed"`
	Liberty          struct {
		Length, Beam, Speed float64
	} `yaml:"liberty"`
	LibertyNames []string `yaml:"liberty_names"`
}

// Length returns L_book (m) for a GRT: coef · GRT^exp.
func (m *MerchantFit) Length(grt int) float64 { return m.LengthCoef * pow(float64(grt), m.LengthExp) }

// Mast returns H_book (m above the waterline) for a book length (m).
func (m *MerchantFit) Mast(length float64) float64 { return m.MastCoef*length + m.MastAdd }

// CapitalShip is one §7.2 [T5] row (metres, knots).
type CapitalShip struct {
	T5     int     `yaml:"t5"`
	Name   string  `yaml:"name"`
	Class  string  `yaml:"class"`
	Length float64 `yaml:"length"`
	Beam   float64 `yaml:"beam"`
	Top    float64 `yaml:"top"`
	Cruise float64 `yaml:"cruise"`
	Mast   float64 `yaml:"mast"`
	Fast   bool    `yaml:"fast"`
}

// EscortClass is one §7.2 escort row (metres, knots; From/To and HedgehogFrom are
// years, 0 = never).
type EscortClass struct {
	Key           string  `yaml:"key"`
	Name          string  `yaml:"name"`
	Length        float64 `yaml:"length"`
	Beam          float64 `yaml:"beam"`
	Top           float64 `yaml:"top"`
	Screen        float64 `yaml:"screen"`
	Mast          float64 `yaml:"mast"`
	From          int     `yaml:"from"`
	To            int     `yaml:"to"`
	HedgehogFrom  int     `yaml:"hedgehog_from"`
	Squid         int     `yaml:"squid"` // mounts
	CapitalScreen bool    `yaml:"capital_screen"`
}

// BoatFamily is one §7.4 row: the own boat's dimensions (m), speeds (kn), test depth
// (m), crash-dive time to 20 m (s) and battery drain factor.
type BoatFamily struct {
	Key           string   `yaml:"key"`
	Types         []string `yaml:"types"`
	Length        float64  `yaml:"length"`
	Beam          float64  `yaml:"beam"`
	Surf          float64  `yaml:"surf"`
	Sub           float64  `yaml:"sub"`
	TestDepth     float64  `yaml:"test_depth"`
	CrashS        float64  `yaml:"crash_s"`
	BatteryFactor float64  `yaml:"battery_factor"`
	// BatteryQuietOnly applies BatteryFactor at silent and slow only (the XXI, §7.4).
	BatteryQuietOnly bool    `yaml:"battery_quiet_only"`
	Silent           float64 `yaml:"silent"`
}

// TorpedoSpec is one §2.5 speed setting of a weapon: speed (kn) and range (m).
type TorpedoSpec struct {
	Weapon    string  `yaml:"weapon"` // engine.Torp.Key()
	Setting   int     `yaml:"setting"`
	Speed     float64 `yaml:"speed"`
	Range     float64 `yaml:"range"`
	Wake      bool    `yaml:"wake"`
	FaT       bool    `yaml:"fat"`
	GuidedMin int     `yaml:"guided_min"` // 9.2.5 minimum, 0 = not guided
	// SeekerM is a guided torpedo's acquisition width (m) across its track: the window W
	// its solution is graded against (§2.7.2 [designed]; "off target" means outside what
	// the seeker can find). 0 for straight runners; a guided setting must have one.
	SeekerM float64 `yaml:"seeker_m"`
}

// TubeRules is §2.5: flooding time per end (s), launch interval per tube (s), running
// depth limits (m) and the escort depth trap.
type TubeRules struct {
	FloodS          float64 `yaml:"flood_s"`
	LaunchIntervalS float64 `yaml:"launch_interval_s"`
	DepthMin        float64 `yaml:"depth_min_m"`
	DepthMax        float64 `yaml:"depth_max_m"`
	EscortMaxDepth  float64 `yaml:"escort_max_depth_m"`
}

// FiringRules is §2.6 (seconds, metres).
type FiringRules struct {
	CommitWindowS float64 `yaml:"commit_window_s"`
	SecondSalvoS  float64 `yaml:"second_salvo_s"`
	PreFireRangeM float64 `yaml:"prefire_range_m"`
}

// BracketLimits is §2.7.1 (metres).
type BracketLimits struct {
	CloseMax   float64 `yaml:"close_max"`
	MediumMax  float64 `yaml:"medium_max"`
	ExtremeMin float64 `yaml:"extreme_min"`
}

// U1Numbers are the [U1] hit numbers per bracket (modified 2d6 ≤ n hits).
type U1Numbers struct {
	Close  int `yaml:"close"`
	Medium int `yaml:"medium"`
	Long   int `yaml:"long"`
}

// GradeRow is one §2.7.2 grade and its [U1] modifier Drm. Share is the reference's
// share of launches on that grade in every cell [designed] for fair, poor and wild;
// excellent's share is calibrated per cell (CalibrateCuts) and good takes the rest.
type GradeRow struct {
	Grade string  `yaml:"grade"`
	Share float64 `yaml:"share"`
	Drm   int     `yaml:"drm"`
}

// Scatter is the §2.7.2 σ_i = BaseM + D·tan(Deg) (metres, degrees).
type Scatter struct {
	BaseM float64 `yaml:"base_m"`
	Deg   float64 `yaml:"deg"`
}

// InstrumentData holds the §2.4 error model [designed]: angles in degrees, fractions
// as fractions, times in seconds, ranges in metres.
type InstrumentData struct {
	OpticalBearingSD    float64 `yaml:"optical_bearing_sd"`
	HydrophoneBearingSD float64 `yaml:"hydrophone_bearing_sd"`
	MastDevSD           float64 `yaml:"mast_dev_sd"`
	LengthDevSD         float64 `yaml:"length_dev_sd"`
	StadimeterSDHigh    float64 `yaml:"stadimeter_sd_high"`
	StadimeterSDLow     float64 `yaml:"stadimeter_sd_low"`
	SilhouetteStep      float64 `yaml:"silhouette_step"`
	SilhouetteSDMin     float64 `yaml:"silhouette_sd_min"`
	SilhouetteSDMax     float64 `yaml:"silhouette_sd_max"`
	NightSideError      float64 `yaml:"night_side_error"`
	NightSideRange      float64 `yaml:"night_side_range"`
	TransitClickSD      float64 `yaml:"transit_click_sd"`
	PropellerSD         float64 `yaml:"propeller_sd"`
}

// ApproachData is §2.9: escort distances (m) and the a₀ ramp. The design's ramp
// clamp(A0Min + A0Slope·(E − A0At)/60, A0Min, A0Max) is written for E_ref = ERefDesign
// (60 s); the calibrated E_ref (calibration.yaml e_ref) shifts it by E_ref − ERefDesign.
type ApproachData struct {
	PeriscopeEscortM float64 `yaml:"periscope_escort_m"`
	SurfacedEscortM  float64 `yaml:"surfaced_escort_m"`
	A0Min            float64 `yaml:"a0_min"`
	A0Max            float64 `yaml:"a0_max"`
	A0At             float64 `yaml:"a0_at"`
	A0Slope          float64 `yaml:"a0_slope"`
	ERefDesign       float64 `yaml:"e_ref_design"`
}

// A0For is §2.9 a₀ for an exposure e (s) against the reference exposure eRef (s):
// clamp(A0Min + A0Slope·(e − A0At − (eRef − ERefDesign))/60, A0Min, A0Max).
func (a *ApproachData) A0For(e, eRef float64) float64 {
	return math.Min(math.Max(a.A0Min+a.A0Slope*(e-a.A0At-(eRef-a.ERefDesign))/60, a.A0Min), a.A0Max)
}

// SetupData is §2.1 [designed]: metres, seconds, degrees, knots.
type SetupData struct {
	ColumnGapM        float64 `yaml:"column_gap_m"`
	ShipGapM          float64 `yaml:"ship_gap_m"`
	ZigzagMinS        float64 `yaml:"zigzag_min_s"`
	ZigzagMaxS        float64 `yaml:"zigzag_max_s"`
	ZigzagMinDeg      float64 `yaml:"zigzag_min_deg"`
	ZigzagMaxDeg      float64 `yaml:"zigzag_max_deg"`
	FastZigzagS       float64 `yaml:"fast_zigzag_s"`
	EscortStationMinM float64 `yaml:"escort_station_min_m"`
	EscortStationMaxM float64 `yaml:"escort_station_max_m"`
	EscortWeaveKn     float64 `yaml:"escort_weave_kn"`
	OwnRangeMinM      float64 `yaml:"own_range_min_m"`
	OwnRangeMaxM      float64 `yaml:"own_range_max_m"`
	OwnOffBowMin      float64 `yaml:"own_off_bow_min"`
	OwnOffBowMax      float64 `yaml:"own_off_bow_max"`
	// Unescorted targets attacked submerged (B21) [designed]: the boat has dived ahead
	// on the track (the approach already made against a ship that does not zigzag):
	// this range (m) and angle off the target's bow (deg).
	OwnAheadMinM   float64 `yaml:"own_ahead_min_m"`
	OwnAheadMaxM   float64 `yaml:"own_ahead_max_m"`
	OwnAheadBowMin float64 `yaml:"own_ahead_off_bow_min"`
	OwnAheadBowMax float64 `yaml:"own_ahead_off_bow_max"`
	OwnDayKn       float64 `yaml:"own_day_kn"`
	OwnNightKn     float64 `yaml:"own_night_kn"`
}

// ASDICData is §7.3 (metres, seconds, knots).
type ASDICData struct {
	RadiusM    float64 `yaml:"radius_m"`
	DeadBaseM  float64 `yaml:"dead_base_m"`
	DeadPerM   float64 `yaml:"dead_per_m"`
	PingS      float64 `yaml:"ping_s"`
	DeafKn     float64 `yaml:"deaf_kn"`
	DeafFactor float64 `yaml:"deaf_factor"`
}

// SubmergedData is §3.2: telegraph speeds (kn), depth-change rates (m/s), turn rates
// (deg/s), acceleration (kn/s), battery drain (% per sim hour) and the air limit (h).
type SubmergedData struct {
	TelegraphKn struct {
		Silent float64 `yaml:"silent"`
		Slow   float64 `yaml:"slow"`
		Half   float64 `yaml:"half"`
	} `yaml:"telegraph_kn"`
	DepthRate       float64 `yaml:"depth_rate_ms"`
	DepthRateSilent float64 `yaml:"depth_rate_silent_ms"`
	TurnAt3         float64 `yaml:"turn_at_3kn_dps"`
	TurnAtFull      float64 `yaml:"turn_at_full_dps"`
	Accel           float64 `yaml:"accel_kn_s"`
	Drain           struct {
		Silent float64 `yaml:"silent"`
		Slow   float64 `yaml:"slow"`
		Half   float64 `yaml:"half"`
		Full   float64 `yaml:"full"`
	} `yaml:"drain_pct_h"`
	TiredAfterH float64 `yaml:"tired_after_h"`
}

// HunterData is §3.4: escort speeds (kn), the search circle (m), the contact estimate
// noise (m, kn, m), the opening-out distance after a drop (m) and the turn rate (deg/s).
type HunterData struct {
	SearchKn      float64 `yaml:"search_kn"`
	AttackKn      float64 `yaml:"attack_kn"`
	CreepKn       float64 `yaml:"creep_kn"`
	AheadKn       float64 `yaml:"ahead_kn"`
	CircleMinM    float64 `yaml:"circle_min_m"`
	CircleMaxM    float64 `yaml:"circle_max_m"`
	PosSD         float64 `yaml:"pos_sd_m"`
	VelSD         float64 `yaml:"vel_sd_kn"`
	DepthSD       float64 `yaml:"depth_sd_m"`
	DepthSDFinder float64 `yaml:"depth_sd_finder_m"`
	OpenOutM      float64 `yaml:"open_out_m"`
	TurnDps       float64 `yaml:"turn_dps"`
}

// EvasionData is the attack phase of §3.1 step 3 [designed]: the reference evader's
// cues (the deaf boat's estimated 300 m for a run-in, 600 m for an ahead-throw, its
// range estimate's σ), the manoeuvre (seconds at full, depth change), the ahead-throw
// escort's slow-down distance (m), the share of creeping attacks with 2+ escorts, the
// distance (m) from which the creeper slows to 5 kn, the director's distance astern (m), the hedgehog fuzes' hull beam (the family's beam),
// and the attack phase's time limit (s).
type EvasionData struct {
	DeafCueM      float64 `yaml:"deaf_cue_m"`
	DeafAheadCueM float64 `yaml:"deaf_ahead_cue_m"`
	DeafCueSDM    float64 `yaml:"deaf_cue_sd_m"`
	TurnS         float64 `yaml:"turn_s"`
	AheadTurnS    float64 `yaml:"ahead_turn_s"`
	DepthChangeM  float64 `yaml:"depth_change_m"`
	SlowM         float64 `yaml:"slow_m"`
	CreepShare    float64 `yaml:"creep_share"`
	CreepFromM    float64 `yaml:"creep_from_m"`
	DirectorM     float64 `yaml:"director_m"`
	LimitS        float64 `yaml:"limit_s"`
	BelowRedM     float64 `yaml:"below_red_m"`
}

// Sections is one §4.1 placement: a list of sections, or Any (written "any").
type Sections struct {
	List []int
	Any  bool
}

// UnmarshalYAML reads [n, …] or the word any.
func (s *Sections) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode && n.Value == "any" {
		s.Any = true
		return nil
	}
	return n.Decode(&s.List)
}

// DCData is §3.5: sink rates (m/s), the lethality radius (m), the 10-charge pattern and
// the ρ → [E3] modifier bands.
type DCData struct {
	LightSink float64    `yaml:"light_sink"`
	HeavySink float64    `yaml:"heavy_sink"`
	USSink    float64    `yaml:"us_sink"`
	RadiusM   float64    `yaml:"radius_m"`
	Pattern   []DCCharge `yaml:"pattern"`
	RhoBands  []RhoBand  `yaml:"rho_bands"`
	RhoTopDrm int        `yaml:"rho_top_drm"`
}

// DCCharge is one charge of the pattern: along-track X, cross-track Y (m) from the
// centre, Z relative to the depth estimate (m, + deeper), heavy or light.
type DCCharge struct {
	X     float64 `yaml:"x"`
	Y     float64 `yaml:"y"`
	Z     float64 `yaml:"z"`
	Heavy bool    `yaml:"heavy"`
}

// RhoBand maps ρ below Below to Drm.
type RhoBand struct {
	Below float64 `yaml:"below"`
	Drm   int     `yaml:"drm"`
}

// SquidData is §3.5 Squid (m, m/s).
type SquidData struct {
	RadiusM   float64 `yaml:"radius_m"`
	Sink      float64 `yaml:"sink"`
	SideM     float64 `yaml:"side_m"`
	RangeM    float64 `yaml:"range_m"`
	LayerGapM float64 `yaml:"layer_gap_m"`
}

// HedgehogData is §3.5 Hedgehog (count, m, m/s).
type HedgehogData struct {
	Bombs  int     `yaml:"bombs"`
	RingM  float64 `yaml:"ring_m"`
	RangeM float64 `yaml:"range_m"`
	Sink   float64 `yaml:"sink"`
}

// DiveData is §4.6: aircraft speed (m/s), sighting distances (m), bridge and gun-crew
// clearing times and the reference reaction (s), and the M − M_ref bands.
type DiveData struct {
	AircraftMS        float64    `yaml:"aircraft_ms"`
	SightDayM         float64    `yaml:"sight_day_m"`
	SightDoubleM      float64    `yaml:"sight_double_m"`
	SightNightM       float64    `yaml:"sight_night_m"`
	SightNaxosM       float64    `yaml:"sight_naxos_m"`
	BridgeS           float64    `yaml:"bridge_s"`
	GunCrewS          float64    `yaml:"gun_crew_s"`
	ReferenceReaction float64    `yaml:"reference_reaction_s"`
	Bands             []DiveBand `yaml:"bands"`
	BottomDrm         int        `yaml:"bottom_drm"`
}

// DiveBand maps M − M_ref at or above From to Drm.
type DiveBand struct {
	From float64 `yaml:"from"`
	Drm  int     `yaml:"drm"`
}

// LoadData reads and validates the embedded data once; later calls return the same
// value.
var LoadData = sync.OnceValues(func() (*Data, error) { return ParseData(tacticalYAML, calibrationYAML) })

// MustData is LoadData for code that cannot go on without data.
func MustData() *Data {
	d, err := LoadData()
	if err != nil {
		panic(err)
	}
	return d
}

// ParseData decodes and validates a tactical file and a calibration file (tests feed
// edited copies). Unknown keys are errors.
func ParseData(tactical, calibration []byte) (*Data, error) {
	d, err := ParseDesign(tactical)
	if err != nil {
		return nil, err
	}
	c, err := ParseCalibration(calibration)
	if err != nil {
		return nil, err
	}
	d.Calib = c
	return d, nil
}

// ParseDesign decodes and validates the hand-edited tactical file alone (the
// calibration generator starts from it, with no calibration yet).
func ParseDesign(tactical []byte) (*Data, error) {
	var doc struct {
		Tactical *Data `yaml:"tactical"`
	}
	if err := strictUnmarshal(tactical, &doc); err != nil {
		return nil, fmt.Errorf("tactical.yaml: %w", err)
	}
	if doc.Tactical == nil {
		return nil, errors.New("tactical.yaml: no tactical: section")
	}
	d := doc.Tactical
	if err := d.validate(); err != nil {
		return nil, fmt.Errorf("tactical.yaml: %w", err)
	}
	return d, nil
}

func strictUnmarshal(b []byte, v any) error {
	dec := yaml.NewDecoder(bytesReader(b))
	dec.KnownFields(true)
	return dec.Decode(v)
}

func (d *Data) validate() error {
	var errs []error
	bad := func(f string, a ...any) { errs = append(errs, fmt.Errorf(f, a...)) }
	pos := func(name string, v float64) {
		if !(v > 0) {
			bad("%s must be > 0 (got %v)", name, v)
		}
	}
	m := &d.Merchants
	pos("merchants.length_coef", m.LengthCoef)
	pos("merchants.length_exp", m.LengthExp)
	pos("merchants.beam_ratio", m.BeamRatio)
	pos("merchants.tanker_beam_ratio", m.TankerBeamRatio)
	pos("merchants.mast_coef", m.MastCoef)
	for _, k := range []string{"small_freighter", "large_freighter", "tanker"} {
		pos("merchants.independent_speed."+k, m.IndependentSpeed[k])
	}
	// §7.1: the fit matches a Liberty ship (7,200 GRT → 134.6 m) and a T2 tanker
	// (10,400 GRT → 159.6 m) within 5 %.
	for _, c := range []struct {
		grt int
		l   float64
	}{{7200, 134.6}, {10400, 159.6}} {
		if l := m.Length(c.grt); l < c.l*0.95 || l > c.l*1.05 {
			bad("merchants: length fit gives %.1f m for %d GRT, want %.1f ± 5 %% (§7.1)", l, c.grt, c.l)
		}
	}
	if len(d.Capitals) != 20 {
		bad("capitals: %d rows, want the 20 of [T5]", len(d.Capitals))
	}
	for i, c := range d.Capitals {
		if c.T5 != i+1 {
			bad("capitals[%d]: t5 %d out of order", i, c.T5)
		}
		pos("capitals."+c.Name+".length", c.Length)
		pos("capitals."+c.Name+".beam", c.Beam)
		pos("capitals."+c.Name+".mast", c.Mast)
		if c.Cruise <= 0 || c.Cruise > c.Top {
			bad("capitals.%s: cruise %v not in (0, top %v]", c.Name, c.Cruise, c.Top)
		}
	}
	seen := map[string]bool{}
	for _, e := range d.Escorts {
		if e.Key == "" || seen[e.Key] {
			bad("escorts: empty or duplicate key %q", e.Key)
		}
		seen[e.Key] = true
		pos("escorts."+e.Key+".length", e.Length)
		pos("escorts."+e.Key+".mast", e.Mast)
		if e.Screen <= 0 || e.Screen > e.Top {
			bad("escorts.%s: screen %v not in (0, top %v]", e.Key, e.Screen, e.Top)
		}
		if e.From > e.To {
			bad("escorts.%s: from %d after to %d", e.Key, e.From, e.To)
		}
	}
	types := map[string]bool{}
	for _, b := range d.Boats {
		pos("boats."+b.Key+".length", b.Length)
		pos("boats."+b.Key+".test_depth", b.TestDepth)
		pos("boats."+b.Key+".sub", b.Sub)
		for _, t := range b.Types {
			if types[t] {
				bad("boats: type %s in two families", t)
			}
			types[t] = true
		}
	}
	for _, t := range d.Torpedoes {
		if _, ok := weaponByKey[t.Weapon]; !ok {
			bad("torpedoes: unknown weapon %q", t.Weapon)
		}
		pos("torpedoes."+t.Weapon+".speed", t.Speed)
		pos("torpedoes."+t.Weapon+".range", t.Range)
		if w, ok := weaponByKey[t.Weapon]; ok && (w.Guided() != (t.GuidedMin > 0) || w.Guided() != (t.SeekerM > 0) || t.SeekerM < 0) {
			bad("torpedoes: %s: guided_min and seeker_m > 0 exactly for guided weapons", t.Weapon)
		}
	}
	for w := WeaponG7a; w < numWeapon; w++ {
		if len(d.Settings(w)) == 0 {
			bad("torpedoes: no setting for %s", w.Key())
		}
	}
	if d.Brackets.CloseMax <= 0 || d.Brackets.MediumMax <= d.Brackets.CloseMax || d.Brackets.ExtremeMin <= d.Brackets.MediumMax {
		bad("brackets: want 0 < close_max < medium_max < extreme_min")
	}
	if d.U1.Close < d.U1.Medium || d.U1.Medium < d.U1.Long {
		bad("u1: numbers must not rise with range")
	}
	if len(d.Grades) != int(numGrade)-1 {
		bad("grades: %d rows, want %d", len(d.Grades), int(numGrade)-1)
	}
	for i, g := range d.Grades {
		if g.Grade != Grade(i).Key() {
			bad("grades[%d]: %q, want %q", i, g.Grade, Grade(i).Key())
		}
		if i > 0 && g.Drm <= d.Grades[i-1].Drm {
			bad("grades: drm must rise")
		}
		if g.Share < 0 || g.Share >= 0.25 || g.Share != 0 && Grade(i) < Fair {
			bad("grades[%d]: share %v (fair, poor and wild only, each under 0.25)", i, g.Share)
		}
	}
	if d.OffShare < 0 || d.OffShare >= 0.25 {
		bad("off_target_share %v must lie in [0, 0.25)", d.OffShare)
	}
	if d.FaultQ <= 0 || d.FaultQ >= 1 {
		bad("fault_q must lie in (0, 1)")
	}
	pos("instruments.silhouette_step", d.Instruments.SilhouetteStep)
	if d.Approach.A0Min >= d.Approach.A0Max || d.Approach.A0Slope <= 0 {
		bad("approach: a0_min must be below a0_max and a0_slope positive")
	}
	if d.Setup.OwnRangeMinM > d.Setup.OwnRangeMaxM || d.Setup.ZigzagMinS > d.Setup.ZigzagMaxS ||
		!(d.Setup.OwnAheadMinM > 0 && d.Setup.OwnAheadMinM <= d.Setup.OwnAheadMaxM) || d.Setup.OwnAheadBowMin > d.Setup.OwnAheadBowMax {
		bad("setup: min above max")
	}
	if len(d.DC.Pattern) != 10 {
		bad("depth_charges: %d charges, want the 10-charge pattern", len(d.DC.Pattern))
	}
	for i := 1; i < len(d.DC.RhoBands); i++ {
		if d.DC.RhoBands[i].Below <= d.DC.RhoBands[i-1].Below || d.DC.RhoBands[i].Drm <= d.DC.RhoBands[i-1].Drm {
			bad("depth_charges.rho_bands must rise")
		}
	}
	for i := 1; i < len(d.Dive.Bands); i++ {
		if d.Dive.Bands[i].From >= d.Dive.Bands[i-1].From {
			bad("dive.bands must fall")
		}
	}
	pos("depth_charges.radius_m", d.DC.RadiusM)
	if len(d.CompartmentNames) != 8 {
		bad("compartment_names: want 8 (sections 1–6, deck, bridge)")
	}
	for k, s := range d.Compartments {
		if !s.Any && (len(s.List) < 1 || len(s.List) > 2) {
			bad("compartments.%s: one or two sections, or any", k)
		}
		for _, n := range s.List {
			if n < 1 || n > 8 {
				bad("compartments.%s: section %d", k, n)
			}
		}
	}
	pos("dive.aircraft_ms", d.Dive.AircraftMS)
	ev := &d.Evasion
	for _, f := range []struct {
		k string
		v float64
	}{{"deaf_cue_m", ev.DeafCueM}, {"deaf_ahead_cue_m", ev.DeafAheadCueM}, {"turn_s", ev.TurnS}, {"ahead_turn_s", ev.AheadTurnS},
		{"depth_change_m", ev.DepthChangeM}, {"slow_m", ev.SlowM}, {"director_m", ev.DirectorM}, {"creep_from_m", ev.CreepFromM}, {"limit_s", ev.LimitS}, {"below_red_m", ev.BelowRedM}} {
		pos("evasion."+f.k, f.v)
	}
	if !(ev.CreepShare >= 0 && ev.CreepShare <= 1) || ev.DeafCueSDM < 0 {
		bad("evasion: creep_share in [0, 1], deaf_cue_sd_m ≥ 0")
	}
	ct := &d.Contacts
	pos("contacts.sight_day_m", ct.SightDayM)
	pos("contacts.sight_night_m", ct.SightNightM)
	pos("contacts.hear_m", ct.HearM)
	pos("contacts.hold_s", ct.HoldS)
	if !(ct.BaffleDeg >= 0 && ct.BaffleDeg < 180) {
		bad("contacts: baffle_deg in [0, 180)")
	}
	return errors.Join(errs...)
}

// Settings returns the §2.5 speed settings of a weapon, fastest first.
func (d *Data) Settings(w Weapon) []*TorpedoSpec {
	var out []*TorpedoSpec
	for i := range d.Torpedoes {
		if d.Torpedoes[i].Weapon == w.Key() {
			out = append(out, &d.Torpedoes[i])
		}
	}
	return out
}

// Setting returns the spec of a weapon at a speed setting (kn), or nil.
func (d *Data) Setting(w Weapon, setting int) *TorpedoSpec {
	for i := range d.Torpedoes {
		if t := &d.Torpedoes[i]; t.Weapon == w.Key() && t.Setting == setting {
			return t
		}
	}
	return nil
}

// BoatFor returns the §7.4 family of a board type key (e.g. "VIIC"), or nil.
func (d *Data) BoatFor(boardType string) *BoatFamily {
	for i := range d.Boats {
		for _, t := range d.Boats[i].Types {
			if t == boardType {
				return &d.Boats[i]
			}
		}
	}
	return nil
}
