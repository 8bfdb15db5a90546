// Package bdu is the engine of the BdU campaign mode: the player is the Befehlshaber der
// U-Boote and commands the whole U-boat arm week by week from 1939-09 to 1945-05, as in
// Steel Wolves / Das Boot (SW), with boat-weeks that can be zoomed into the Hunted
// patrol engine. The rules are /work/shared/spec/operational/design.md ("design" below;
// section numbers are cited in the code as `design 4.3`, SW rule numbers as `SW 14.7`).
//
// The package is pure Go, has no Ebitengine import and is deterministic from a seed:
// every die comes from the campaign's one generator (Dice, design 5 "Determinism").
//
// # What is here (issue 16, part 1: the foundations)
//
// Design section → file and names:
//
//	0     calendar, four weeks a month, 273 turns     calendar.go: Month, Week, Turns, FirstWeek, LastWeek
//	1.1   the four campaign starts                     reinforcements.go: StartMonths, CampaignStart; campaign.go: NewCampaign
//	2     war periods, dates, variable change (17.1)   periods.go: WarPeriod, Data.PeriodAt, WarClock
//	2     fixed dates (Barbarossa, Overlord, end)      periods.go: FixedDates
//	2     WP headers (SW 5.0, design 8.5)              periods.go: Header; campaign.go: ApplyHeaderWithdrawals
//	2     end: boats at sea surrender                  campaign.go: Campaign.Surrender
//	3.1   zone kinds                                   mapdata.go: ZoneKind, Zone
//	3.2   zones, regions, home and western waters      mapdata.go: Zone, Regions
//	3.2   "OAs from" range table (checked on load)     mapdata.go: Map.Range, checkRanges
//	3.3   adjacencies, MP cost, most direct path       mapdata.go: Edge, Map.Neighbours, Map.Path, WeeksForTrip
//	3.4   transit-zone modifiers and closures          mapdata.go: Map.TransitModifier
//	3.5   bases by period, Work Up and repair numbers, bases.go: Base, Base.OpenAt, Map.OpenBases
//	      capacities
//	3.6   the [E1] column of each zone                 bases.go: Map.E1OnStation, Map.E1Transit, E1Columns
//	4.1   the boat record                              boat.go: Boat, Markers, Ace
//	4.2   types and ratings                            types.go: BoatType, BoatType.RangeIn
//	4.3   boat states and legal transitions            boat.go: State, CanTransition
//	4.3   readiness pipeline and repair boxes          campaign.go: Campaign.AdvanceBase
//	4.4   arrival at base, damage, Hold; air raids     campaign.go: Campaign.ArriveAtBase, Campaign.PortAirRaid
//	4.5   reinforcements by month, Inexp from 1943     reinforcements.go: Quarter, Data.ArrivalsIn; campaign.go: Campaign.Reinforce
//	4.5   start fleet (SW 31.01 boxes), withdrawals    campaign.go: NewCampaign, Campaign.Withdraw, Campaign.ReturnFromRefit
//	4.6   losses and their books                       boat.go: State.Fate, State.CountsAsULost; campaign.go: Campaign.Lose
//	4.7   aces (SW 25.2, 25.32–25.33)                  campaign.go: Campaign.GainAce, ReserveAce
//	4.9   late-start fleet snapshots                   reinforcements.go: CampaignStart; campaign.go: NewCampaign
//	—     invariant (every boat in one place;          campaign.go: Campaign.CheckInvariants
//	      commissioned = in service + lost + withdrawn)
//	App.A the data                                     data/appendix_a.yaml; data.go: LoadData, Data
//	6.1.4, 7.1–7.3, 7.6, 10.1 (Appendix A tables)      charts.go: Charts (loaded and validated, used by the map only)
//
// # Data
//
// data/appendix_a.yaml is design Appendix A as printed, with one fix (scapa_flow's
// `designed: naval base (30.4)` is a string where a boolean belongs; the table of 3.2
// says [designed], so it reads `designed: true`). data/campaign.yaml holds the tables of
// sections 2–4 that Appendix A does not carry: fixed dates, WP headers, the printed
// ranges of 3.2, transit modifiers (3.4), bases (3.5), the [E1] columns of zones without
// a WP6–10 chart (3.6), type traits (4.2 "Special" and board columns), reinforcements
// (4.5), the Inexp date (4.5), aces (4.7) and the campaign starts (4.9). Both are
// embedded as the JSON that `go generate ./engine/bdu` makes of them (as the Hunted
// engine does, engine/internal/yamljson) and validated on load; every rule has a test
// that feeds a broken copy (validate_test.go).
//
// Readings of the design made here (each marked in the code):
//   - reinforcement column "II" is Type IID (the start fleet holds all six IIC; the
//     1940-07 snapshot's IID 8 are the eight II arrivals up to 1940-Q2);
//   - a quarter's arrivals: n/k each month, the remainder n mod k in the first month;
//   - paths pass only through OAs and open transit zones: bases, SMZs and neutral ports
//     are ends, never crossed (else Ireland, Florida and the Lesser Antilles, each linked
//     to two OAs, would be 0-MP shortcuts);
//   - el_ferrol and cadiz (missing from table 3.6) take the [E1] column of their OA;
//   - France-Atlantic is open in 1944-08 (WP9) but table 3.5 has no WP9 numbers: WP8's;
//   - late-start boats at sea are outbound in bay_of_biscay for sw_approaches; the
//     Mediterranean and Arctic groups are drawn from the VIIC;
//   - a port air raid sending a boat to repair at a full base sends it to Hold;
//   - a returning ace (SW 25.32 4–9) joins the first arrival at least 4 months later,
//     at +1 and without Inexp; the "one month early" of SW 25.33 is not modelled.
//
// # What remains for part 1 (design sections 5–10)
//
//   - 5: the weekly sequence (steps I.1–IV.3) driving WarClock, Reinforce,
//     ApplyHeaderWithdrawals, AdvanceBase, PortAirRaid, Surrender and the base closures
//     of 3.5 (sail or scuttle), the Barbarossa/Overlord dates and the SW 30.31/30.33 row
//     rules; the event/decision boundary it needs is being redesigned.
//   - 4: Inexp removal at base (SW 8.12, needs patrol history), early/late deployment
//     (SW 8.13–8.15), VIIC Flak conversion, schnorchel retrofits, the BETASOM module
//     (4.8), the "historical deployment" start option, range checks on orders.
//   - 6: F1 (attack, counterattack, air attack, torpedoes, reattacks, endurance) and the
//     zoom bridge to the Hunted engine (OperationalContext / PatrolOutcome).
//   - 7: search and contact (the Charts are loaded), transit checks and events, B-Dienst,
//     intelligence schedule, torpedo value, recon aircraft.
//   - 8: wolfpacks, convoy battles, war events WP1–WP10 (the event keys that open bases
//     are weserubung, cooperation_with_ussr, mediterranean_campaign, arctic_operations,
//     monsun).
//   - 9: orders, standing orders, screens, the event stream, the BdU AI.
//   - 10: scoring, the simulator and its calibration against Charts.History.
package bdu
