// Package bdu is the engine of the BdU campaign mode: the player is the Befehlshaber der
// U-Boote and commands the whole U-boat arm week by week from 1939-09 to 1945-05, as in
// Steel Wolves / Das Boot (SW), with boat-weeks that can be zoomed into the Hunted
// patrol engine. The rules are /work/shared/spec/operational/design.md ("design" below;
// section numbers are cited in the code as `design 4.3`, SW rule numbers as `SW 14.7`).
//
// The package is pure Go, has no Ebitengine import and is deterministic from a seed:
// every die comes from the campaign's one generator (Dice, design 5 "Determinism").
//
// # What is here
//
// Design section → file and names (part 1, the foundations, then part 2, the weekly war
// engine):
//
//	0     calendar, four weeks a month, 273 turns      calendar.go: Month, Week, Turns, FirstWeek, LastWeek
//	1.1   the four campaign starts                     reinforcements.go: StartMonths, CampaignStart; campaign.go: NewCampaign
//	2     war periods, dates, variable change (17.1)   periods.go: WarPeriod, Data.PeriodAt, WarClock
//	2     fixed dates (Barbarossa, Overlord, end)      periods.go: FixedDates
//	2     WP headers (SW 5.0, design 8.5)              periods.go: Header; campaign.go: ApplyHeaderWithdrawals
//	2     end: boats at sea surrender                  campaign.go: Campaign.Surrender
//	3.1   zone kinds                                   mapdata.go: ZoneKind, Zone
//	3.2   zones, regions, home and western waters      mapdata.go: Zone, Regions
//	3.2   "OAs from" range table (checked on load)     mapdata.go: Map.Range, Map.RangesFrom, checkRanges
//	3.3   adjacencies, MP cost, most direct path       mapdata.go: Edge, Map.Neighbours, Map.Path, Map.PathsFrom, WeeksForTrip
//	3.4   transit-zone modifiers and closures          mapdata.go: Map.TransitModifier
//	3.5   bases by period, Work Up and repair numbers, bases.go: Base, Base.OpenAt, Map.OpenBases
//	      capacities
//	3.5   base closures (sail or scuttle)              week.go: Campaign.stepClosures
//	3.6   the [E1] column of each zone                 bases.go: Map.E1OnStation, Map.E1Transit, E1Columns
//	4.1   the boat record                              boat.go: Boat, Markers, Ace
//	4.2   types and ratings                            types.go: BoatType, BoatType.RangeIn
//	4.3   boat states and legal transitions            boat.go: State, CanTransition
//	4.3   readiness pipeline and repair boxes          campaign.go: Campaign.AdvanceBase
//	4.4   arrival at base, damage, Hold; air raids     campaign.go: Campaign.ArriveAtBase, Campaign.PortAirRaid
//	4.4   Inexp removed at base (SW 8.12, 8.15)        campaign.go: ArriveAtBase; week.go: stepOrders (noCredit)
//	4.5   reinforcements by month, Inexp from 1943     reinforcements.go: Quarter, Data.ArrivalsIn; campaign.go: Campaign.Reinforce
//	4.5   start fleet (SW 31.01 boxes), withdrawals    campaign.go: NewCampaign, Campaign.Withdraw, Campaign.ReturnFromRefit
//	4.6   losses and their books                       boat.go: State.Fate, State.CountsAsULost; campaign.go: Campaign.Lose
//	4.7   aces (SW 25.2, 25.32–25.33)                  campaign.go: Campaign.GainAce, ReserveAce
//	4.9   late-start fleet snapshots                   reinforcements.go: CampaignStart; campaign.go: NewCampaign
//	—     invariant (every boat in one place;          campaign.go: Campaign.CheckInvariants
//	      commissioned = in service + lost + withdrawn)
//	5     the weekly sequence I.1–IV.3                 week.go: Campaign.Begin, PlayWeek, Run, step* functions
//	5     one seeded generator; scripted dice          campaign.go: Dice, NewDice, NewScriptedDice
//	6.1.1 contact categories, TD, E, reach, tonnage    tables.go: Category, categoryTD, categoryE, categoryReach, tons*
//	6.1.2 decision to attack                           f1.go: Campaign.Engage; decide.go: DecideAttack
//	6.1.3 attack round (groups, loners)                f1.go: groupRound, lonerAttack; tables.go: groupResult
//	6.1.3 gun attacks on loners (SW 27)                f1.go: gunAllowed, lonerAttack; decide.go: KeyGun
//	6.1.4 counterattack, SW 18.1/18.2 loss checks      f1.go: counterattack, addDamage; tables.go: caColumn
//	6.1.5 air attack (WP6–10)                          f1.go: airAttack
//	6.1.6 torpedoes                                    f1.go: groupRound, lonerAttack, Engage (RTB under 2)
//	6.1.7 reattacks, straggler, loner second pass      f1.go: groupBattle, lonerAttack; decide.go: DecideReattack
//	6.1.8 endurance check (U-tankers, maximum range)   f1.go: Campaign.EnduranceCheck
//	5     lying low (SW 13.1): no search, Spotted off  week.go: stepOrders; f1.go: EnduranceCheck
//	6.2.1 zoom a contact (the attack decision's        zoom.go: KeyZoom, Campaign.Zoomer, ZoomPlayer; f1.go: Engage
//	      "zoom", one a week)
//	6.2.2 OperationalContext, era adjustments          zoom.go: OperationalContext, Era, Campaign.ZoomContext, zoomEncounters
//	6.2.3 PatrolOutcome applied, refit length R        zoom.go: PatrolOutcome, ApplyZoomOutcome, ZoomMarkers, ZoomRefit;
//	                                                   campaign.go: ArriveAtBase (zoomArrival, zoomReturned)
//	9.3   zoom_start, nested hunted events, zoom_end   zoom.go: ZoomStartEvent, HuntedEvent, ZoomEndEvent; view.go: Apply
//	7.1   WP1–5 Area Activity Charts                   f1.go: searchAAC, transitThreshold
//	7.1   SW 30.31 Arctic, 30.33 Baltic rows           f1.go: rowPeriod, chartRow, redBoxes
//	7.2   WP1–5 contact tables, loner count            f1.go: searchAAC
//	7.2   SW 30.1 home waters: second search           week.go: stepOperations, homeWaters
//	7.3   WP6–10 [E1] roll and gate                    f1.go: searchE1; tables.go: e1Table, e1Contact
//	7.1–4 congregation (7+ boats on station)          f1.go: congregation, searchAAC, searchE1, TransitCheck
//	7.4   transit encounters (SW 15.4)                 f1.go: transitCheck, transitEncounter
//	7.4   transit checks and transit events            f1.go: Campaign.TransitCheck; tables.go: transitColumn, transitGrid
//	SW 7.4 weather: systems, search/gate, AV, 965 mb   weather.go: stepWeather, weatherAt, weatherSteps,
//	      sinkings and losses, packs, stragglers       weatherStraggler, weatherDamage; f1.go, pack.go
//	7.5   B-Dienst table and TF/special band           week.go: stepIntel; f1.go: searchAAC; tables.go: bdienstTable
//	7.6   escort value Es, general ASW, air cover      f1.go: escortValue, generalASW, zoneAir
//	7.7   B-Dienst + Enigma schedule (SW 7.31)         tables.go: IntelModifier; f1.go: searchAAC
//	7.8   torpedo value and improvement rolls          week.go: stepTorpedo, Begin; tables.go: torpedoSteps
//	7.9   recon aircraft: availability, placement,     tables.go: ReconAvailable; week.go: placeRecon, reconOver;
//	      +1 search/contact/join, WP6–7 gate +1        f1.go: searchAAC, searchE1; pack.go: fightPack
//	8.1   forming a pack, join rolls, HF/DF            pack.go: packBattle, packCandidates, listedNumber, EnigmaLevel, hfdf
//	8.2   pack combat: saturation, surprise, rounds    pack.go: packBattle; f1.go: groupRound, counterattack (E_eff)
//	8.2   convoy break-up (SW 29.4)                    pack.go: fightPack, scatter
//	8.3   convoy battles over several weeks            pack.go: convoyBattle, convoyRoutes, convoyStays, continueBattles
//	9.1   decisions, Decider, standing orders          decide.go: DecisionKind, Decision, Option, Decider, StandingOrders, Preset
//	9.1   replays                                      decide.go: Replay
//	9.2   odds on decisions; the View                  decide.go: attackOdds, ExpectedTons; view.go: View, BoatView
//	9.3   events, roll events, JSON Lines              log.go: EventType, Table, the event structs, Sink, JSONLWriter, Recorder
//	9.3   events apply themselves                      view.go: View.Apply, View.Diff, Campaign.View
//	9.4   BdU AI (WP1–5 expected tons, WP6–10 [P1])    decide.go: BdUAI, p1Destination; tables.go: p1Table, p1Substitute
//	10.1  historical figures by war period, strength   measure.go: History10_1, StrengthMonths, StrengthHistory, VPMonth
//	10.2  month records kept as the war is played      measure.go: MonthRecord, Campaign.Months (recordMonth at IV.2)
//	10.2  the figures over many campaigns and bands    measure.go: Measure, Report, WPFigures, Figure, Band
//	10.2  calibration figures (BDU_LONG=1)             calib_test.go: TestCalibrationReport (prints a Measure)
//	10.2  the simulator                                cmd/uboat-sim/campaign.go: uboat-sim -campaign START
//	—     campaign saves (issue 16): seed, weeks and   save.go: Save, NewSave, OrderRecorder, LoadSave, ReplaySave,
//	      the orders given, replayed and checked       Campaign.StateDigest, Campaign.SetStandingOrders, DataVersion
//	10.3  monthly VP, capitulation check               week.go: monthEnd; tables.go: vpThresholds
//	10.4  final victory, collapse                      week.go: end, monthEnd; tables.go: Par, VictoryLevel
//	App.A the data                                     data/appendix_a.yaml; data.go: LoadData, Data
//	6.1.4, 7.1–7.3, 7.6, 10.1 (Appendix A tables)      charts.go: Charts
//
// # The weekly engine's data flow
//
// One Campaign holds the fleet (Boats, each with its route and this week's record) and
// WarState (torpedo value, intelligence, tallies, VP). PlayWeek runs the steps of
// design 5 in order over one seeded Dice; every table look-up is a roll event and every
// change to what a screen shows is followed at once by the event that says so, so a
// View fed only the events (View.Apply) equals the engine after every event
// (TestViewFollowsWholeCampaigns). Events are built only when Campaign.Log is set, so a
// simulation without a log pays nothing for them. Decisions go through Campaign.ask:
// the player's Decider, then the boat's StandingOrders, then BdUAI; the Decision and its
// options are buffers of the campaign. Routes and ranges come from tables built once per
// map; the steps loop over a reused boat buffer. BenchmarkCampaign plays the whole war
// with the AI and no log.
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
// Readings of the weekly engine (part 2):
//   - F1 tables of 6.1, 7.3–7.8 and 10.3 are Go tables (tables.go), with the [E1]
//     columns copied from the Hunted tables.md; they belong in data/campaign.yaml with
//     validation once calibrated;
//   - late starts begin with torpedo value 0 (1940-07) or +1 (1942-01, 1943-06), the
//     historical pace of 7.8, and count the historical ships before the start for the
//     improvement thresholds;
//   - the BdU AI's "minus 1,000 t × red count per week of transit" is read as 1,000 t
//     per red box of the OAs on the route (each OA crossed being about a week);
//   - a boat that reaches its patrol OA after transit searches from the next week; one
//     that sails to an adjacent OA searches at once (SW 15.1);
//   - base closures (3.5) act at the start of the turn after the base's last open week;
//   - the reference OA of a transit leg is the OA entered with the most red boxes; a leg
//     that enters no OA makes no check;
//   - F1 rolls no tonnage for damaged ships (ship_damaged has tons 0);
//   - the loner second pass (6.1.7 "may") is always made while torpedoes last, never
//     with the gun; an armed merchant's counterattack (WP3+) comes before the gun attack
//     on that ship, which is not made if the boat is sunk or sent home;
//   - a voluntary RTB skips the search (9.1) and is turned for home at III.5;
//   - wolfpacks: every eligible boat tries to join, in the stable order (no join
//     decision per boat yet); a pack fights two rounds (round 1 the boats that beat the
//     listed number, round 2 the shadower, the late joiners and round-1 boats that
//     reattack); a boat that joined counts as having searched; the straggler level starts
//     at 0 each battle, so a break-up (SW 29.4: level already 1–2) happens in a continued
//     battle (8.3) only;
//   - 8.3: a convoy in an OA on two routes (greenland_gap: HX/SC east or ON/ONS west;
//     morocco: SL/HG or GUS) goes on by a d10 (CONVOY_ROUTE); the shadower follows it
//     with a patrol move (transit check) and must be on station, not RTB, not lying low
//     and in or next to the new OA; the battle ends at the campaign's last turn;
//   - 7.9: the aircraft fly from any open base each week (SW 7.54's rebasing delay is
//     not modelled); the AI's placement counts last week's boats on station;
//   - 9.4: the [P1] table is copied from the Hunted tables.md; the AI rolls it on its own
//     generator (seeded from the campaign seed) so that a replay, which answers instead
//     of the AI, does not shift the campaign's dice; the rolls are logged (table P1);
//     Invasion reads as Atlantic (the WP8 Channel SMZ is not modelled);
//   - weather (SW 7.41 as design 6.1.3, 6.1.4, 6.1.8, 7.1, 7.3 use it): the counterattack
//     is not weakened by weather (the design's ASW formula has no weather term); the
//     965 mb extra loss roll follows any damage marker taken in a 965 mb OA; weather
//     damage hits boats on station in the OA at the endurance check;
//   - SW 30.1: the home-waters second search is always taken (its contacts may still be
//     declined);
//   - 10.2 measures: a month's figures are those scored at its end (IV.2), by the war
//     period of that week; the partial month 1945-05 (one week) is not scored and not
//     measured; "front-line strength at 1942-01" is the count at the start of the month
//     (before its arrivals: a late start's snapshot of 4.9; note that the 1942-01
//     snapshot holds 114 boats where 10.1 says about 90); "share of losses in transit
//     and to aircraft" counts the U-boats lost to a transit event's "lost" result or to
//     a damage check after damage from a transit event or an air attack (the log's
//     uboat_lost cause stays damage_check); per-WP figures are means over the months
//     played (a campaign ended by capitulation or collapse adds no later months), the
//     strength and the VP at 1941-05 over the campaigns that reached them, a year's
//     totals over the campaigns that played it;
//   - 6.2 zoom: offered as the attack decision's "zoom" option when a Zoomer is set (the
//     AI never zooms); contacts fought by a wolfpack, aircraft and submarine contacts are
//     not zoomed; a transit week's [E1] column is that of the boat's zone and the zones
//     of its route ahead (3.6); a zoom's damage sets the refit length R on arrival unless
//     the boat took F1 damage after it (then the damage table of 4.4 as usual); the
//     Hunted events are nested as `hunted` events ({"event": …}) numbered in the
//     campaign's seq; zoom_end carries the boat's markers after the outcome (the View
//     applies it); ship_sunk carries the ship's name;
//   - saves: a campaign is saved between weeks; the orders are the answers of the
//     player's Decider, numbered by the decisions put to it, and the standing orders
//     given through Campaign.SetStandingOrders (orders set on Boat.Orders directly
//     cannot be saved: ErrCannotSave);
//     DataVersion hashes the embedded data files, not the Go tables of tables.go (a
//     change there shows as ErrDiverged on load, naming the summary field);
//   - SW 15.4: a transit encounter searches the reference OA by the period's method (the
//     AAC, or [E1] and gate from WP6); the sub-icon shortcut of 15.45 is not modelled
//     (submarine contacts are not fought); an outbound boat sent home by a transit
//     event or encounter turns back at III.5.
//
// # What remains (design sections)
//
//   - 5: I.1 war events (WP1–5 are SW's tables, summarised in overview.md [5.0] but with
//     cups, supply ships and missions the design does not carry; WP6–10 are 8.5), their
//     deadlines (SW 5.4) and forced deployments (SW 5.3); I.2 the political module;
//     weather in SMZs and on Italian boats (SW 7.41); SW 7.55 (an aircraft lost to a revealed carrier); II.4
//     minefields; virgin waters (SW 30.5); SW 30.32 (needs the Torch event); cautious
//     transit (TransitCheck takes it, no order gives it yet); U-tanker resupply (SW 21.3); refit returns (no event sends
//     boats to refit yet).
//   - 4: early/late deployment (SW 8.13–8.15), VIIC
//     Flak conversion, schnorchel retrofits, BETASOM (4.8), the historical deployment
//     start option.
//   - 6: coastal traffic (SW 13.23), the coastal blackout (SW 30.25), submarine contacts (logged, not fought: SW 14.6 is not specified for F1);
//     6.2: the Hunted side of the zoom (a ZoomPlayer that plays an OperationalContext
//     in the engine package's patrol engine, with the era adjustments, and the
//     simulator's -zoom; the Hunted engine plays from 1943-07 only, so earlier zooms need
//     its tables to take earlier dates), the flagship scope, the convoy-battle zoom (a pack member),
//     zooms in saves (NewSave refuses a campaign with a Zoomer).
//   - 9: the join decision per boat and order (8.1), the Hold/decommission and
//     reinforcement decisions of 9.1; U-tankers (no torpedoes) stay in port.
//   - 10.2: calibration to the acceptance bands (the figures: TestCalibrationReport,
//     BDU_LONG=1, or `go run ./cmd/uboat-sim -campaign 1939-09 -campaigns 200`).
package bdu
