package bdu

import (
	"strings"
	"testing"
)

// One broken copy of the data per validation rule: each must fail to load with its own
// error, which names the file and the entry at fault.
func TestValidationRules(t *testing.T) {
	cases := []struct {
		name, file, old, new, want string
	}{
		// files
		{"YAML syntax", fileAppendix, "version: 1", "version: [1", "appendix_a.yaml: "},
		{"unknown field", fileAppendix, "version: 1", "version: 1\nversions: 2", `unknown field "versions"`},
		{"version", fileAppendix, "version: 1", "version: 2", "version 2: this engine reads version 1"},
		// design 2: war periods
		{"periods in order", fileAppendix, `{key: WP2, start: "1940-07"`, `{key: WP9, start: "1940-07"`, "key must be WP2"},
		{"periods contiguous", fileAppendix, `{key: WP3, start: "1941-04"`, `{key: WP3, start: "1941-05"`, "war periods must be contiguous"},
		{"period date format", fileAppendix, `{key: WP3, start: "1941-04"`, `{key: WP3, start: "1941-4"`, "want YYYY-MM"},
		{"period inside the campaign", fileAppendix, `{key: WP1, start: "1939-09"`, `{key: WP1, start: "1939-08"`, "outside the campaign"},
		{"period ends after it starts", fileAppendix, `{key: WP8, start: "1944-06", end: "1944-07"`, `{key: WP8, start: "1944-06", end: "1944-05"`, "ends 1944-05 before it starts 1944-06"},
		{"flag month before start", fileAppendix, `flag_month: "1940-06"`, `flag_month: "1940-05"`, "must be the month before the start"},
		{"flag only WP2-5", fileAppendix, `end: "1943-12", flag_month: null`, `end: "1943-12", flag_month: "1943-05"`, "only WP2–WP5"},
		{"last period ends the campaign", fileAppendix, `{key: WP10, start: "1945-01", end: "1945-05"`, `{key: WP10, start: "1945-01", end: "1945-04"`, "must end 1945-05"},
		{"fixed date week", fileCampaign, `barbarossa: "1941-06/4"`, `barbarossa: "1941-06/5"`, "the week must be 1–4"},
		{"fixed date known", fileCampaign, `barbarossa: "1941-06/4"`, "barbarossa: \"1941-06/4\"\n  pearl_harbor: \"1941-12/2\"", `unknown date "pearl_harbor"`},
		{"header types exist", fileCampaign, "withdraw_types: [IIB]", "withdraw_types: [IIX]", `"IIX" is not a U-boat type`},
		{"every header given", fileCampaign, "  WP5:\n    text: \"In 1943, +1 to all event rolls.\"\n", "", "war_period_headers: WP5 missing"},
		// design 3.2-3.3: zones and edges
		{"zone listed once", fileAppendix, "{key: cadiz,", "{key: el_ferrol,", "zone listed twice"},
		{"zone kind", fileAppendix, `lon: 1.9, type: smz`, `lon: 1.9, type: harbour`, `type "harbour" is not a zone kind`},
		{"zone region", fileAppendix, `lon: 1.9, type: smz, designed: false, region: east`, `lon: 1.9, type: smz, designed: false, region: north`, `region "north" is not a region`},
		{"zone position", fileAppendix, "lat: 52.5", "lat: 152.5", "lat/lon missing or out of range"},
		{"zone designed is a boolean", fileAppendix, "type: smz, designed: true", "type: smz, designed: naval base (30.4)", "designed"},
		{"edge zones exist", fileAppendix, "[germany, north_sea, 1, route]", "[germany, north_see, 1, route]", `"north_see" is not a zone`},
		{"edge MP matches kind", fileAppendix, "[germany, baltic_sea, 1, route]", "[germany, baltic_sea, 2, route]", "a route edge costs 1 MP, not 2"},
		{"edge kind", fileAppendix, "[germany, baltic_sea, 1, route]", "[germany, baltic_sea, 1, road]", `kind "road"`},
		{"edge listed once", fileAppendix, "[cadiz, morocco, 0, link]", "[morocco, cadiz, 0, link]\n  - [cadiz, morocco, 0, link]", "edge listed twice"},
		{"edge shape", fileAppendix, "[cadiz, morocco, 0, link]", "[cadiz, morocco, 0]", "an edge is [from, to, mp, kind]"},
		{"every zone has an edge", fileAppendix, "  - [levant, eastern_mediterranean, 0, link]\n", "", "levant has no edge"},
		{"printed ranges agree", fileCampaign, "  sw_approaches: [1, 3, 3]", "  sw_approaches: [2, 3, 3]", "table 3.2 prints 2 but the edges give 1"},
		{"printed range for every OA", fileCampaign, "  bermuda: [4, 6, 5]\n", "", "printed_ranges: OA bermuda missing"},
		// design 3.4-3.6
		{"transit modifiers per WP", fileCampaign, "english_channel: [4, 3, 3, 1, 0, 0, 0, 0, 3, 3]", "english_channel: [4, 3, 3, 1, 0, 0, 0, 0, 3]", "want one per war period"},
		{"transit modifiers on TZs", fileCampaign, "  bay_of_biscay: [0, 2,", "  north_sea: [0, 2,", `"north_sea" is not a transit zone`},
		{"base is a base zone", fileCampaign, "  toulon:\n    opens_at", "  ireland:\n    opens_at", "zone ireland is a smz, not a base"},
		{"every base given", fileCampaign, "  toulon:\n    opens_at", "  toulonx:\n    opens_at", `"toulonx" is not a zone`},
		{"base opens_with a WP", fileCampaign, "opens_with: WP2 ", "opens_with: WP11 ", `opens_with "WP11" is not a war period`},
		{"base opens_at date", fileCampaign, `opens_at: "1943-01/1"`, `opens_at: "1943-13/1"`, "want YYYY-MM"},
		{"base repair numbers", fileCampaign, "    repair: [3, 4, 5]\n    capacity: [12,", "    repair: [3, 4]\n    capacity: [12,", "three numbers of Repair 3 / 2 / 1"},
		{"open base has capacity", fileCampaign, "[12, 12, 16, 16, 40, 16, 30, 30, 20, 60]", "[12, 12, 16, 16, 40, 16, 30, 30, 20, 0]", "open in WP10 but its work_up or capacity there is 0"},
		{"tender has no repair boxes", fileCampaign, "    opens_by: [arctic_operations]", "    opens_by: [arctic_operations]\n    repair: [1, 1, 1]", "has no repair boxes"},
		{"base has an opening rule", fileCampaign, "    opens_at: \"1943-01/1\"\n    # or by the political request 36.63G (the French fleet seized, political.yaml), in\n    # 1940-08; its WP2-4 numbers are WP5's [designed], used only then\n    opens_by: [seize_french_fleet, spain_enters_war, vichy_enters_war]   # or Cartagena, SW 36.63F (its location); Vichy's, 36.63H\n", "", "no opening rule"},
		{"base missing", fileCampaign, "  murmansk:                  # tender, Basis Nord\n    opens_by: [cooperation_with_ussr]   # WP1 event 3\n    inactive_from: WP2\n    work_up: [4, 0, 0, 0, 0, 0, 0, 0, 0, 0]\n    capacity: [3, 0, 0, 0, 0, 0, 0, 0, 0, 0]\n    air_raids: false\n", "", "base murmansk missing"},
		{"E1 column exists", fileCampaign, "scapa_flow: british_isles", "scapa_flow: home_fleet", `"home_fleet" is not an [E1] column`},
		{"every SMZ has an E1 column", fileCampaign, "    levant: mediterranean\n", "", "on_station: levant missing"},
		// design 4.8, SW 30.81: the Italian torpedo doctrine
		{"doctrine war period", fileCampaign, "  roll_wp: WP3\n", "  roll_wp: WP13\n", `italian_doctrine: "WP13" is not a war period`},
		{"doctrine roll after bound", fileCampaign, "  roll_wp: WP3\n", "  roll_wp: WP2\n", "roll_wp 2 must follow bound_until_wp 2"},
		{"doctrine free roll", fileCampaign, "  free_roll: 4\n", "  free_roll: 10\n", "free_roll 10 outside 0–9"},
		{"doctrine modifier", fileCampaign, "  attack_mod: -1\n", "  attack_mod: 1\n", "attack_mod 1 / endurance_mod -1 outside −3..0"},
		// design 8.5: the WP1-5 war event tables (SW 5.0)
		{"every roll has an entry", fileCampaign, "    - {roll: 7, key: abwehr_agents, target: OKM, mission: {kind: abwehr_agents, zones: [ireland], boats: 1}}\n    - roll: 8\n      key: million", "    - roll: 8\n      key: million", "WP2: roll 7 has no entry"},
		{"event roll range", fileCampaign, "    - {roll: 5, key: no_event}", "    - {roll: 10, key: no_event}", "roll missing or outside 0–9"},
		{"event months overlap", fileCampaign, `{roll: 9, until: "1940-02", key: no_event}`, `{roll: 9, until: "1940-03", key: no_event}`, "roll 9: its months overlap"},
		{"event zone is an OA", fileCampaign, "deploy: [{zone: western_approaches, boats: 6}]", "deploy: [{zone: english_channel, boats: 6}]", `"english_channel" is not an operating area`},
		{"event type exists", fileCampaign, "old: [VIIB, IXA, UA]", "old: [VIIB, IXA, UB]", `"UB" is not a U-boat type`},
		{"event bands rise", fileCampaign, "bands: [{top: 5, category: special}, {top: 7, category: task_force}]", "bands: [{top: 7, category: special}, {top: 5, category: task_force}]", "tops rise within 0–9"},
		{"event category", fileCampaign, "only: [task_force, special]", "only: [task_force, raider]", `only "raider" is not a contact category`},
		{"event key", fileCampaign, "key: iron_ore_convoy\n      target: OKM\n      void_after", "key: Iron-ore\n      target: OKM\n      void_after", "event keys are lower-case snake case"},
		{"event has an effect", fileCampaign, "{roll: 9, key: weather_reporting, target: OKM, once: true, weather_duty: WP3}", "{roll: 9, key: weather_reporting, target: OKM, once: true}", "no effect and no not_modelled"},
		{"mission kind", fileCampaign, `mission: {kind: coastal_bombardment, zones: [lesser_antilles], boats: 3}`, `mission: {kind: shelling, zones: [lesser_antilles], boats: 3}`, `mission "shelling"`},
		// SW 20.3–20.7 SMZ patrols (smz.go)
		{"smz zone is an SMZ", fileCampaign, "smz: {zone: us_canal_zone, boats: 3}", "smz: {zone: caribbean, boats: 3}", `smz zone "caribbean" is not a special-mission zone`},
		{"smz from is an OA", fileCampaign, "from: [sw_approaches, morocco]}", "from: [sw_approaches, casablanca]}", `smz from "casablanca" is not an operating area`},
		{"smz boats", fileCampaign, "smz: {zone: azores, boats: 6}", "smz: {zone: azores, boats: 0}", "boats ≥ 1 or −1"},
		{"smz after", fileCampaign, "after: rtb}", "after: home}", "after back, rtb or stay"},
		{"smz ports end at 9", fileCampaign, "{top: 9, zone: murmansk}", "{top: 8, zone: murmansk}", "smz ports"},
		{"event zone is a sea zone", fileCampaign, "reattacks: [azores]", "reattacks: [germany]", `"germany" is not an operating area or special-mission zone`},
		{"arctic_until a WP", fileCampaign, "send: [{zone: norwegian_sea, boats: 6, arctic_until: WP5}]\n      ignore_at: 30\n  WP5:", "send: [{zone: norwegian_sea, boats: 6, arctic_until: WP11}]\n      ignore_at: 30\n  WP5:", `arctic_until "WP11" is not a war period`},
		{"ignore_at on a sailing", fileCampaign, "      ignore_at: 30\n  WP5:", "      ignore_at: -1\n  WP5:", "ignore_at -1"},
		{"rtb avoid a transit zone", fileCampaign, "avoid: english_channel}", "avoid: north_sea}", `rtb avoid "north_sea" is not a transit zone`},
		{"move_before zone is an OA", fileCampaign, "zone: cape_verde}", "zone: dakar}", `"dakar" is not an operating area`},
		{"mission zone is an SMZ", fileCampaign, `mission: {kind: coastal_bombardment, zones: [lesser_antilles], boats: 3}`, `mission: {kind: coastal_bombardment, zones: [caribbean], boats: 3}`, `"caribbean" is not a special-mission zone`},
		{"invasion SMZ types", fileCampaign, `types: [VIIA, VIIB, VIIC, VIIC41, VIIC_Flak, VIID]
    no_schnorchel_transit`, `types: [VIIA, VIIZ]
    no_schnorchel_transit`, `"VIIZ" is not a boat type`},
		{"invasion SMZ gate", fileCampaign, `    gate: 9
    red: 5`, `    gate: 10
    red: 5`, "gate 10 (0–9)"},
		{"event deadline month", fileCampaign, `deadline: "1941-10"`, `deadline: "1941-13"`, "want YYYY-MM"},
		// Appendix A charts
		{"activity row letters", fileAppendix, `WP1: {row: "WWGGOOBBbR", air: L}`, `WP1: {row: "WWGGOOBBbX", air: L}`, "want ten of W G O B R"},
		{"activity air", fileAppendix, `WP1: {row: "WWGGOOBBbR", air: L}`, `WP1: {row: "WWGGOOBBbR", air: Q}`, `air "Q"`},
		{"activity on OAs", fileAppendix, "  madagascar:\n    contact_profile: independent", "  capetown:\n    contact_profile: independent", `"capetown" is not an OA`},
		{"activity profile exists", fileAppendix, "contact_profile: baltic", "contact_profile: baltik", `contact_profile "baltik" is not in contact_profiles`},
		{"contact profile cells", fileAppendix, `baltic: {WP1: "----LLLLLLCC"`, `baltic: {WP1: "----LLLLLLC"`, "want 12 cells"},
		{"late gate range", fileAppendix, "north_sea: {e1: british_isles, gate: [0, 0, 3, 4, 8]", "north_sea: {e1: british_isles, gate: [0, 0, 3, 4, 12]", "gate 12 outside"},
		{"late E1 column", fileAppendix, "north_sea: {e1: british_isles", "north_sea: {e1: british_isle", `e1 "british_isle" is not an [E1] column`},
		{"late five values", fileAppendix, "north_sea: {e1: british_isles, gate: [0, 0, 3, 4, 8]", "north_sea: {e1: british_isles, gate: [0, 0, 3, 4]", "need five values"},
		{"late chart for every OA", fileAppendix, "  australia: {e1: australia, gate: [6, 6, 9, 9, 9], red: [0, 0, 0, 0, 0], air: [N, N, N, N, N]}\n", "", "activity_wp6_10: OA australia missing"},
		{"escort values per WP", fileAppendix, "  east: [0, 0, 2, 1, 2, 5, 5, 6, 6, 6]", "  east: [0, 0, 2, 1, 2, 5, 5, 6, 6]", "want one per war period"},
		{"counterattack results", fileAppendix, "G: ['S', 'S', 'R'", "G: ['Z', 'S', 'R'", `"Z": want one of`},
		{"history months", fileAppendix, "1945: {ships: [11, 15, 13, 13, 3]", "1945: {ships: [11, 15, 13, 13]", "need 5 months each"},
		// design 4.2
		{"ten ratings", fileAppendix, "IA: [5, 2, 3, 3, 6, 4, 5, 3, 14, 5]", "IA: [5, 2, 3, 3, 6, 4, 5, 3, 14]", "9 ratings, want 10"},
		{"salvo within the load", fileAppendix, "XIV: [0, 2, 1, 3, 8, 4, 8, 3, 0, 0]", "XIV: [0, 2, 1, 3, 8, 4, 8, 3, 0, 1]", "salvo 1 is more than the torpedo load 0"},
		{"traits name a type", fileCampaign, "  ITA: {name:", "  ITB: {name:", `"ITB" is not a type of Appendix A`},
		{"traits for every type", fileCampaign, "  UA: {name: \"UA\", board: IXB, tanker: 1}\n", "", "type_traits: type UA missing"},
		// design 4.5, 4.7
		{"reinforcement types exist", fileCampaign, `total: 5, boats: {IID: 2, VIIB: 3}`, `total: 5, boats: {IIZ: 2, VIIB: 3}`, `"IIZ" is not a U-boat type`},
		{"reinforcement total", fileCampaign, `total: 5, boats: {IID: 2, VIIB: 3}`, `total: 6, boats: {IID: 2, VIIB: 3}`, "add up to 5 but total is 6"},
		{"reinforcement quarters contiguous", fileCampaign, "  - {quarter: \"1941-Q2\", total: 22, boats: {VIIC: 18, IXC: 4}}\n", "", "quarters must follow each other"},
		{"reinforcement quarter format", fileCampaign, `quarter: "1939-Q4"`, `quarter: "1939-Q5"`, "want YYYY-Qn"},
		{"reinforcements run to the end", fileCampaign, "  - {quarter: \"1945-Q2\", total: 12, boats: {VIIC: 2, VIIC41: 5, IXD42: 1, XXI: 2, XXIII: 2}}", "", "the quarters must run to 1945-05"},
		{"inexp date in range", fileCampaign, `inexp_arrivals_from: "1943-01"`, `inexp_arrivals_from: "1953-01"`, "outside the campaign"},
		{"27 aces", fileCampaign, ", Gysae]", "]", "26 names, want 27"},
		{"aces unique", fileCampaign, ", Gysae]", ", Prien]", "listed twice"},
		// design 1.1, 4.9
		{"the four starts", fileCampaign, `  - start: "1940-07"`, `  - start: "1940-08"`, "the starts are"},
		{"start fleet types", fileCampaign, "fleet: {IA: 2, IIA: 6", "fleet: {IA: 2, IIQ: 6", `"IIQ" is not a U-boat type`},
		{"start bases open", fileCampaign, "    events_happened: [weserubung]\n    groups:\n      - {bases: [norway], count: 6}", "    groups:\n      - {bases: [norway], count: 6}", "base norway is not open in 1940-07/1"},
		{"start group types available", fileCampaign, "{bases: [italy, greece], count: 22, types: [VIIC]}", "{bases: [italy, greece], count: 22, types: [VIIB]}", "22 boats of types [VIIB] wanted, the fleet has 8"},
		{"start groups fit the fleet", fileCampaign, "{bases: [norway], count: 6}", "{bases: [norway], count: 60}", "the groups place 60 boats but the fleet has 47"},
		{"start at sea from the rest base", fileCampaign, "at_sea: {percent: 40, from: france_atlantic", "at_sea: {percent: 40, from: germany", "must be the rest base"},
		{"no events before the first turn", fileCampaign, "fleet: {IA: 2, IIA: 6, IIB: 18, IIC: 6, VIIA: 10, VIIB: 7, IXA: 8}", "fleet: {IA: 2, IIA: 6, IIB: 18, IIC: 6, VIIA: 10, VIIB: 7, IXA: 8}\n    events_happened: [weserubung]", "no event has happened before the first turn"},
		{"start group state is a base box", fileCampaign, "state: work_up", "state: on_station", `state "on_station" is not a base box`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			n := 0
			_, err := loadYAML(tc.file, func(s string) string {
				n = strings.Count(s, tc.old)
				return strings.Replace(s, tc.old, tc.new, 1)
			})
			if n == 0 {
				t.Fatalf("the edit %q is not in %s", tc.old, tc.file)
			}
			if err == nil {
				t.Fatalf("the broken %s loaded; want an error with %q", tc.file, tc.want)
			}
			if !strings.HasPrefix(err.Error(), tc.file+": ") || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q\nwant %s: … %q", err, tc.file, tc.want)
			}
		})
	}
}
