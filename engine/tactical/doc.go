// Package tactical is the optional real-time tactical layer over the Hunted career
// (shared/spec/u-boot/tactical-design.md; overview.md summarises U-BOOT). It is pure
// Go, never imports Ebitengine, and is deterministic from a seed: a scene is rebuilt
// exactly from its Setup and its orders stream.
//
// Units everywhere: metres, seconds, knots (Knot = 0.5144 m/s), degrees; the plot has
// x = east, y = north; bearings and courses clockwise from north in [0, 360).
//
// # Design sections and where they are
//
//	§0, §1.4  balance arithmetic      resolve.go (P2d6AtMost, U1Number), refshot.go (ExpectedHit)
//	§2.1      set-up                  setup.go (Setup, SetupFrom(*engine.State), Scene.build)
//	§2.3      kinematics, formulas    geom.go (Bearing, AOB, Lead, SolveTriangle, Gyro, ArcLeg, HitTest)
//	§2.3.8–9  TDC, parallax           tdc.go (TDCInput.Solve: 3 fixed-point passes, v_o = 0)
//	§2.4      instruments, errors     instruments.go (Observer: stadimeter, silhouette, transit,
//	                                  bearings, propeller count; PlotTrack; Skill scaling),
//	                                  transit.go (the length-transit timer: CmdTransitStart/Stop
//	                                  in scene time, Scene.Forced ×1 while it runs, §5)
//	§2.5      torpedoes, tubes        kinds.go (Weapon), tactical.yaml torpedoes/tubes, scene.go (flooding, depth trap)
//	§2.6      firing rules            scene.go (Scene.fire: one end, 60 s window (per group when
//	                                  unescorted: GroupStart), E2_close pre-fire check;
//	                                  Extreme (14.16) FaT only, Setup.Extreme; Running.FaTShip §2.7.3),
//	                                  groups.go (9.4.2 an unescorted round's next torpedo group in a
//	                                  scene of its own: AIProvider.NextGroup, engine TacticalGroups)
//	§2.7      brackets, Q, grades     resolve.go (BracketOf, Quality, QualityLogit, GradeCuts, GradeOf,
//	                                  TrueShot), refshot.go (CalibrateCuts), calibration.go
//	§2.7.4    spreads                 tdc.go (Solution.Spread, SpreadOffset)
//	§2.8      outcome-first           scene.go (Scene.resolve: ν drawn to agree with the roll; faults),
//	                                  table.go (Table, LocalTable: [U1], dud, FaT, E2_close)
//	§2.9      approach discipline     scene.go (stepExposure, A0), data.go (ApproachData.A0For),
//	                                  calscene.go (CalibrateERef: E_ref per condition, bracket,
//	                                  situation ERefSit (kinds.go SitOf) and setting)
//	§1.3      hand-back values        result.go (AttackResult, LaunchResult, SolutionMod "tactical: …")
//	§1.2–1.3  switch, provider        engine/tactical.go (options tac_<scene>_ask/_always, tac_mode,
//	                                  TacticalProvider, E2T/E2Q, TacEvent; TacticalNamer,
//	                                  RegisterTactical, NewTactical), provider.go (AIProvider),
//	                                  named.go (the "ai:<skill>:commander" provider a save names)
//	§9.5.1    campaign comparison     cmd/uboat-sim/tactical.go (uboat-sim -tactical ai)
//	§3.2      boat under water        uboat.go (UBoat, StepUBoat, TelegraphSpeed, DrainPerHour, Tired)
//	§3.3      pass hazard             hazard.go (PDet, PassLambda, D1000, SearchPass E2T/E2Q, Weight)
//	§3.4      escort AI               hunter.go (Hunter: search circle, Contact, run-in, dead zone, drop, open out;
//	                                  creeping attack; Hedgehog / Squid ahead-throw)
//	§3.1–3.3  search phase, played    search.go (Search: K turns, exposure from escorts, w/w_norm, tac_turn/tac_pass;
//	                                  ReferenceSearch §6.2; w_norm calibrated in calscene.go MeasureWNorm)
//	§4.1      compartments            compartments.go (Data.Place, DC_ROOM), tactical.yaml compartments
//	§3.5      weapons, ρ → [E3]       weapons.go (LayPattern, Lethality, EvasionDRM, AheadThrowShift),
//	                                  dcattack.go (PlayDCAttack, ReferenceEvader, E3MeanHits: the first sketch)
//	§3.1      evasion scene           evasion.go (Evasion: pre-pass test depth / BOLD, search, the engine's weapon
//	                                  CmdE3Weapon, attack phase, S / G scored, tac_pattern; EvasionAI §6.2;
//	                                  Save / LoadEvasion / ReplayEvasion), provider_ev.go (PassHazard,
//	                                  EvasionDRM, EvasionShift), engine/tactical.go (TacEscortAttack, TacPass)
//	§3.5, §7.5 S_ref, G_ref, r_b      evcal.go (CalibrateEvasion, EvCalN; calibration.yaml `evasion:`, generated
//	                                  by go run ./cmd/tactcal -evasion, or with the whole file)
//	§4.6      crash-dive margin       weapons.go (DiveMargin, DiveRef, DiveDRM)
//	§4.6      crash-dive scene        crashdive.go (DiveScene: aircraft run-in, CmdAlarm, margin, Outcome;
//	                                  DiveAI §6.4; save/load)
//	§4.6      double lookouts         engine/tactical_lookouts.go (the lookouts decision once per leg,
//	                                  Patrol.Lookouts, Career.DoubleLookouts / TakeLookoutPip),
//	                                  provider_dc.go (DiveDRM: SightDayDouble; dcSync: DCSetup.Pips)
//	§4.2–4.5  damage control          dcscene.go (DCScene: teams, LI, fatigue, jobs, water, pump, hazards,
//	                                  EndRound = FloodingDRM, RepairDRM, early repairs; damagecontrol.yaml),
//	                                  li.go (CmdMoveLI: the LI moved to another team),
//	                                  dcai.go (DCAI §6.3, Save/LoadDC/ReplayDC)
//	§1.3      DiveDRM, FloodingDRM,   provider_dc.go (AIProvider), engine/tactical_dc.go (TacHits, TacRound,
//	          RepairDRM, EarlyRepair  TacCombat, the early [E5] rolls)
//	§5        time model              clock.go (Tick 0.5 s, 60 ticks per sonar turn, Pacer, Compression, Alert)
//	§6.1      reference attack AI     ai.go (AI, AIPlan; skills Green / Reference / Ace)
//	§7        data                    tactical.yaml + data.go (LoadData, validation), ships.go
//	§7.5, §9.1 calibration            calscene.go (Regenerate, Calibrate from whole AI-played scenes;
//	                                  axes CalCond × bracket × kind × setting, salvos CalSalvos),
//	                                  calibration.yaml (GENERATED: go run ./cmd/tactcal, or
//	                                  TAC_GEN=1 go test -run TestGenerateCalibration; tactcal -check FILE)
//	§8.1      events                  events.go (typed events applying themselves to View; JSONLines)
//	§3.6, §4  the Views               views.go (ViewOf; EvView: boat, escorts heard, search clock,
//	                                  detection, drops with their side-view markers, pattern;
//	                                  DCView: teams, jobs, water, pump; Evasion.View, DCScene.View)
//	§5        alerts                  views.go (tac_alert: AlertEvent → Pacer.Alert), raised in
//	                                  evasion.go, dcscene.go, scene.go, crashdive.go;
//	                                  contacts.go (§2.2 / §3.4 contact picture: tac_contact,
//	                                  new_contact / contact_lost, debounced hold_s [designed]);
//	                                  alarms.go (player-set alarms at bearing / range / time:
//	                                  CmdAlarmSet / CmdAlarmClear, tac_player_alarm);
//	                                  dcscene.go FloodBox + engine.TacticalFloodObserver
//	                                  (a flooding box); scene.go "second_salvo" (NSA)
//	§8.2      decisions and orders    scene.go (Command/CmdKind through Scene.Do; Orders stream)
//	§9.5.2    save mid-scene          save.go (Save, LoadAttack, Replay)
//
// The attack scene is driven by one API for players, the AI and tests: Scene.Do(Command)
// at the current tick, then Scene.Step() per 0.5 s tick. Every accepted command is
// recorded in Scene.Orders with its tick. The damage-control and crash-dive scenes take
// the same Command type (CmdDCAssign, CmdPump, CmdEarlyRepair, CmdAlarm, CmdByTable)
// through their own Do and Step; damage control also records the engine's inputs (hits,
// phases, round ends, wounds, surfacing) beside its orders, so that a save replays.
//
// # Tests (design §9)
//
//	9.1    TestCalibrationFresh (reduced; TAC_LONG=1 every cell at calTestN scenes: the
//	       stored cuts' shares of fresh launches, the never-crossing shares, the §2.9 a₀;
//	       a cell outside a tolerance is replayed on 5× the scenes at another seed and
//	       judged on those), cmd/tactcal TestCompareStored, TestNeverShare;
//	       TestEvasionCalibrationFresh (the evasion section: reduced 2 contexts per
//	       weapon, 2,000 attacks, at the stored r_b / r_s / σ_h; TAC_LONG=1 the whole
//	       generator at another seed), TestRefTolerance
//	9.2.1  TestCalibrationFresh (expected hit of the reference AI vs the table, ±5 pp)
//	9.2.2  TestSkillBandAndTableModifiers (d = −1, +1, +2 within ±5 pp in every cell)
//	2.7.2  TestQualityLogit (no saturation), TestCalibrateCuts (the designed shares)
//	9.2.5  TestGuidedMinimum, TestGuidedOffTargetRolls, TestSeekerWindow, TestGuidedExpectation;
//	       engine TestTacticalGuidedOffTarget
//	9.2.4  TestSalvos (2-, 3- and 4-torpedo salvos at k = 0.5 played whole: hits per torpedo
//	       within ±5 pp of [U1], P(sunk) for capacities 2 / 3 / 4 within ±5 pp of the
//	       independent-roll model by convolution with [U3]; reduced 150 salvos per cell by
//	       day and in the NSA, bands widened to 3 SE; TAC_LONG=1 2,000 and every condition)
//	9.2.6  TestBracketMapping
//	2.6    TestSecondSalvo, TestSecondSalvoRoll (NSA second salvo, 9.5.2, with a save and
//	       load in the middle of the turn); engine TestTacticalSecondSalvo
//	9.2.7  TestPreFireCheck          9.2.8 TestOutcomeFirstConsistency
//	9.5.2  TestDeterminismAndSaveLoad
//	9.5.4  TestModifierBounds        9.5.5 TestStepAllocationFree, BenchmarkAttackScene
//	9.5.3  engine TestTacticalOffIsTable (switch-off invariance, every type, both policies)
//	9.5.4  engine TestTacticalHooksAndBounds (every hook, clamped; one tactical mod per roll)
//	9.5.2  engine TestTacticalAIDeterministic (careers with the AI provider replay exactly),
//	       engine TestTacticalSaveReplay (careers on `ask` with the AI provider saved at
//	       decisions mid-career, loaded with the provider rebuilt by its saved name,
//	       replayed to the same log prefix and continued to the uninterrupted log),
//	       TestTacticalSaveErrors (an unnamed provider's save refused, unknown names)
//	§1.3   engine TestTacE2TRerollHalsUndBeinbruch (scripted d1000: the counter offered
//	       on E2T and E2Q, spent and kept; θ on the rerolled E2T only),
//	       engine TestTacticalPassLog (a second E2T only after a counter spent)
//	§2.4   TestTransitTimer (sub-tick clicks, L_book / Δt, forced ×1, refusals, lapse),
//	       TestTransitClicksAtCrossings (clicks at the true crossings = the single
//	       reading's geometry), TestTransitSaveLoad (saved while timing)
//	§2.7.1 TestExtremeBracket (14.16: FaT beyond 5,000 m is Extreme, drm 0, no other kind
//	       after it; Long without the option); engine TestTacticalExtremeBracket (a
//	       provider's extreme only where 14.16 allows it, FaT shots only, EXTREME rolls
//	       unmodified)
//	§2.7.3 TestFaTNewShip (a fat_hit spawns its ship where the run ends; nothing else moves)
//	§4.2   TestDCMoveLI (the LI's ×1.25 follows him after his walk; refusals; replay)
//	B20–24 engine TestTacticalUnescorted (the scene's bracket, groups and solution DRMs in
//	       unescorted rounds; both ends, no second salvo; the deck gun by table),
//	       engine TestTacticalNextGroup (9.4.2 with the reference AI: the next torpedo
//	       group's scene only after the first group's [U1] rolls and every torpedo end are
//	       in the log; each of its [U1] rolls carries its launch's solution modifier, one
//	       "tactical:" mod), TestTacticalNextGroupScripted (a scripted provider: NextGroup
//	       asked only for the end the scene did not fire, after the first group's [U1];
//	       no table allocation; shots from the other end or no tube dropped; +2 on every
//	       [U1]; without the interface the table allocates), TestTacticalNextGroupSaveReplay
//	       (a career saved at the weapon_group decision before a played next group
//	       replays and continues to the same log), TestAISternPlan (§6.1 stern plans),
//	       TestUnescortedCondition (the four unescorted conditions, no zigzag, the cells
//	       graded against), TestCalibrationFresh / TestSkillBand… reduced forms with
//	       unescorted conditions (TAC_LONG=1: all of them), TestDataValidationRejects
//	9.5.1  cmd/uboat-sim TestTacticalAI (the comparison runs, unescorted scenes played; figures below),
//	       TestTacticalCampaignBands (400 careers at seeds 1–400 in widened bands;
//	       TAC_LONG=1: 2,000 careers in the design's bands, which hold)
//	2.9    TestCalibrationFresh (the reference's mean a₀ at the stored E_ref is 1.00 per
//	       condition, bracket, situation and setting), TestApproachDiscipline (the ramp,
//	       shifted by E_ref), TestERefSituation (SitOf; the round's cell after a launch),
//	       TestDataValidationRejects (a missing or unknown E_ref cell)
//	9.3.1  TestPassMatchesE2 (hazard arithmetic), TestSearchMatchesE2 (played, reference evader)
//	9.3.3  TestWeightsShiftSteps (analytic), TestSearchWeightsPlayed
//	9.3.2  TestWholeCycles (reduced 300 cycles per situation, bands widened to 3 SE;
//	       TAC_LONG=1 10,000)
//	9.3.4  TestE3PerContext (reduced 400 attacks per context; TAC_LONG=1 20,000)
//	9.3.5  TestAheadThrowRates (same sizes)
//	9.3.6  TestTestDepthAndBoldDetection (P_det at m − 1, 1,500 passes; TAC_LONG=1 10,000),
//	       TestEvasionPrePass, TestEvasionThroughProvider (TEST_DEPTH once per declared
//	       pass in careers played with the provider; [E3] / [E3c] / [E3d] bounds)
//	§3.1   TestEvasionScenePhases, TestEvasionAttackVariants, TestHedgehogGAndBell,
//	       TestEvasionByTable (§8.3), TestDCNoiseIntoSearch (§3.3 noise); engine
//	       TestTacticalEscortAttack (the weapon and θ handed over)
//	9.3.1  TestEvasionDetectionPerEscorts (the evasion scene, 1–3 escorts, m 0 … +2)
//	9.5.2  TestEvasionSaveLoad (mid-search and mid-attack, each weapon)
//	9.5.5  BenchmarkEvasionCycle, TestEvasionStepAllocationFree
//	9.4.4  TestCrashDiveMargin (margin arithmetic), TestCrashDiveScene (the auto-dive AI
//	       at every skill, condition and family gets 0; [A1] ±3 pp at m = −2 … +2 by 4,000
//	       rolls, TAC_LONG=1 20,000; alarm 20 s late −1), TestDiveSaveLoad
//	9.4.1  TestDamageControlMatchesTable (careers with the reference DC: the FLOOD rate per
//	9.4.2  LI state and the [E5] success per repair number within ±3 pp of the table,
//	       exactly on the expected rate and widened by 3 SE on the observed one; 300
//	       careers, TAC_LONG=1 2,000)
//	9.4.3  TestDamageControlNoNewLosses (inoperative systems, hull boxes and wounds per
//	       career against the table engine at the same seeds, within 3σ)
//	§4.5   TestDCFloodingDRM, TestDCRepairDRMAndEarly (scripted orders), TestDCAISkills
//	§8.3   TestHandBackAttackBeforeLaunch, TestHandBackAttackAfterCommit,
//	       TestHandBackEvasionMidPass, TestHandBackDamageControl ("resolve by table"
//	       pressed through AIProvider.HandBack in careers); engine
//	       TestTacticalHandBackDefaultRange (the default range of B7),
//	       TestTacHandBackAfterCommitScripted (scripted dice)
//	§8.1   TestSceneRollsForwarded (DC_ROOM, DC_HAZARD, TAC_FAULT and the scenes'
//	       decisions in the career's log), TestTorpedoEndsAndDiveEnd (tac_torpedo_end and
//	       the crash dive's tac_end follow the engine's rolls), TestDCProgressSteps;
//	       engine TestTacticalPassLog (tac_pass fields, θ on the E2T roll)
//	9.5.2  TestDCSaveLoad (saved mid-round, loaded, replayed byte for byte)
//	§4.6   TestLookoutsSightingAndPips (careers with the posture scripted: every day crash
//	       dive at 8,000 m and the reference's +1, each encounter's first DC scene at 1
//	       pip per team, later ones at 0; normal: 6,000 m and 0); engine
//	       TestLookoutsAskedPerLeg (only with the crash-dive or DC scene on, once per leg
//	       before the box's posture), TestLookoutsEncounterEffects (DoubleLookouts and
//	       the pip per encounter, none schnorchelling), TestLookoutsSaveReplay; present
//	       TestLookoutsInWords, scenes TestLookoutsOnTheTransitPanel (four languages)
//	9.5.5  TestDCStepAllocationFree, BenchmarkDCCombat, BenchmarkDive
//	§1.3   engine TestTacticalEarlyRepair (early [E5] rolled at once in combat, clamped)
//	§3.6   TestEvasionViewFromEvents (the View held = the log replayed onto an empty View
//	       after every tick; against the scene: boat, escorts heard / deaf, clock, drop
//	       and markers, pattern, alerts; each weapon), TestEvasionViewEscapeAndTestDepth,
//	       TestEvasionViewSaveLoad (mid-search and mid-attack: the same View, and played
//	       on, the unsaved pass's View)
//	§4     TestDCViewFromEvents (after every tick against the scene; save/load; alerts)
//	§5     TestAlertsAttackDiveAndPacer (torpedo, commit countdown, aircraft; the Pacer),
//	       TestPlayerAlarmsAttack (time, range on the TDC's estimate, bearing on readings
//	       only — no truth leak —, clear, errors, View, save/load), TestPlayerAlarmsEvasion,
//	       TestAttackContacts (scripted periscope, deaf; a dip under hold_s changes
//	       nothing), TestAttackContactsPlayed (AI scenes: each change once, after its
//	       sensor held hold_s), TestEvasionContacts (deaf, full speed, blind arc),
//	       TestFloodingBoxAndSecondSalvoAlerts (and the damage-control board's time
//	       alarm), TestFloodingBoxThroughProvider (careers:
//	       every 10.1.3 box handed into the scene with its alert)
//	§2.3   TestFiringTriangleProperty, TestParallaxCorrection, TestRangeErrorGrowsWithGyro, …
//
// # Design readings made here
//
//   - §3.6, §4, §5 the Views (views.go) are built only from events; events added beside
//     §8.1's table [designed]: tac_boat (§8.1's own) at every order, at every sonar
//     turn's end and every 10 s of the attack phase (its `why`); tac_hear (an escort's
//     bearing to the nearest degree and propeller speed, with each turn's and sweep's
//     tac_boat, only while the hydrophones work; no error is drawn, so the scene's
//     streams are untouched); tac_drop (the weapon entering the water: each charge's
//     set depth, detonation time and sink rate; `heard` with hydrophones, when the side
//     view shows the markers sinking; deaf, a charge shows at its detonation); tac_alert
//     (§5); tac_water (a section's water in 10 % steps); tac_team (a team's crew box and
//     station, at the start and at every wound); tac_dc's `job_n` (the job's number) and
//     its actions `new` (a job made), `move` and `arrive` (a team's walk); the decision
//     tac_pump when the pump is switched. tac_hear, tac_drop, tac_alert and the turns'
//     and sweeps' tac_boat are the screen's, not forwarded to the career's log (§8.2:
//     the log carries the orders' effects). No event draws a random number or changes a
//     scene's state: the Views observe only (with the layer off no scene runs).
//   - §5 alerts raised: the evasion pass's start (C1 decision), the detection, the
//     run-in heard (hydrophones, not in a creeping attack), the splashes or the
//     ahead-throw heard (hydrophones), the first detonation (always), the test-depth
//     line crossed either way, the battery below 20 %; damage control: every [E4]
//     result, a fire or short, a spread, a team lost, a repair at 100 % (early repair
//     may be ordered); the attack: each launch, each torpedo end, the pre-fire check,
//     the commit countdown at 10 s; the crash dive: the aircraft sighted.
//   - §2.4 skill presets scale each instrument reading's error: estimate = truth +
//     k·(reading − truth). The human's instruments carry the reference errors (k = 1).
//     The silhouette's wrong side at night is a discrete mistake, not an angle: it is
//     made k times as often from the same draw (SideDraw.At; the AI reads the logged
//     reading's draws), and only the wobble is scaled. Scaled as an angle (before, in
//     AI.launchLook), a 180° mistake at ×2 wrapped round to the right side, so the
//     careless player (×2) had fewer wild launches than the reference at night (FINDING
//     §9.2.3, closed); the reference (k = 1) plays exactly as before.
//   - §2.4 the silhouette wobble is σ = 6° + 4°·|sin AOB| (6–10°, worst at the beam),
//     snapped to 5°; bearings ±0.3° / ±3° are taken as σ. The length transit has two
//     forms: the player's timer, two clicks in scene time (transit.go: each click
//     placed inside its 0.5 s tick, V′ = L_book / Δt from the elapsed scene time; the
//     click error is the player's own), and the reference AI's single reading at its
//     launch look (CmdObserve ObsTransit: the crossing time from the exact geometry of
//     that moment, own motion included, plus two drawn click errors σ 0.25 s). Clicks at
//     the true crossings give the single reading's value (TestTransitClicksAtCrossings).
//     The AI keeps the single reading [designed]: its launch look is the moment it fires
//     (§6.1.3–5), and a timed pair there would put the launch Δt (10–60 s) later, or an
//     earlier timing would read during the slow-down with other draws: either changes
//     the reference's readings statistically and with them the calibrated cells (the
//     brief: report rather than recalibrate).
//   - §1.3 with [R1] 7: a "Hals und Beinbruch" counter is offered on E2T and E2Q as on
//     the [E2] roll they replace (the commander policy spends it on a detecting E2T as
//     it does on a detecting [E2]).
//   - §1.3, §9.5.2 a save names its provider (SaveConfig.tactical, "ai:reference:
//     commander"); engine.Replay rebuilds it through the registry, so the tac_mode
//     answers and every scene replay. The named AI provider asks its own Commander the
//     plan's questions (range, end, second salvo), never the career's decider:
//     uboat-sim shares its decider and is not saved.
//   - §2.7.1 Extreme (14.16): the scene's round is Extreme when opt 14.16 allows it
//     (engine.Career.ExtremeAllowed: escorted convoy, first attack, a FaT ready), the
//     first launch is a FaT and its target is beyond 5,000 m; then no other kind fires
//     in that round, and the launches carry no solution modifier (the engine rolls
//     EXTREME 2–3 unmodified). The engine plays a provider's "extreme" only where 14.16
//     allows it (else Long) and fires only its FaT shots. The reference AI never fires
//     beyond 4,500 m (§6.1 firing points), so its careers are unchanged.
//   - §2.7.3 the new ship a FaT hits (9.2.4) is spawned for the screens at the end of
//     the pattern run, of the aimed target's class [designed] (the engine names the
//     ship; the scene's run, draws and ships are unchanged, Running.FaTShip).
//   - §4.2 the LI moved [designed]: 20 s per section between the teams, no ×1.25 while
//     he walks; tac_dc team "li", action "assign".
//   - §0, §2.7.2 the grade cells (the design's Q_ref) have a fourth axis, the condition
//     (CalCond: by day submerged, at night submerged, at night surfaced — the NSA),
//     because the reference "in the same situation" is what the grade compares with:
//     at night the instruments err more (the silhouette's side) and from the bridge the
//     stadimeter has no reticle, so one day-submerged cell graded the careers' Night
//     Surface Attacks (nearly every escorted Long attack of the commander) a step too
//     harshly. The unescorted attack (B20–B24) has four conditions of its own
//     (unescorted_day_surface, …_night_surface, …_day_submerged, …_night_submerged): its
//     targets do not zigzag (§2.1, 9.4.1), so
//     the reference solves them better than any escorted group, and grading them against
//     the escorted cells would hand out a step too many. They hold the merchants only
//     (CalCond.HasKind; another kind falls back to the escorted condition's cell) and no
//     E_ref (no detection, §2.9).
//   - §2.7.4 the calibration scenes fire the doctrine's salvos (single torpedoes aimed
//     at the centre, 2–4 at k = 0.5) in the proportions careers fire them (CalSalvos:
//     one single, one pair and eighteen spreads of four in turn; ProviderStats.Salvos
//     counts the careers' salvos: 95 % fours), and in the escorted conditions their
//     merchants sail escorted (B7–B10): in a convoy of four targets three times in four,
//     else as a ship with its escort (the careers' mix). In the unescorted conditions
//     the merchant sails alone in half the scenes and with a smaller second ship (the
//     [E1] two ships) in the other half, at its independent speed, no zigzag.
//   - §1.1 / 9.4.2 the unescorted attack with the attack scene on (engine
//     unescortedRound): B21's mode stays the engine's decision; the scene is played when
//     there are torpedoes to fire, its bracket is the round's range (the deck gun's
//     [U1] too: "every range effect follows from it"), and its launches are the round's
//     torpedo groups, each end fired and rolled before the other (the first launch's
//     end first). The AI's plan is the policy's range and its first weapon group (bow or
//     stern); it fires that end only. The rest follows by the table's weapon_group
//     choice (the policy's answers, unchanged): the deck gun is the table's (v1, §1.1);
//     an end the scene did not fire is played, with a provider that can
//     (engine.TacticalGroups), in a scene of its own after the first group's results
//     [designed, §2.6 / 9.4.2 "the player may watch its results before starting the next
//     group", groups.go]: the first group's [U1] rolls and torpedo ends are in the log,
//     then the new scene is set up from the engagement as the engine left it (the ships
//     it sank are not in it, §2.1 with its own stream from the career's seed and roll
//     count), the AI plans the round's bracket from that end, and the engine rolls the
//     group at the round's range with the scene's solution modifiers ("tactical:"), as
//     the first; a group the AI does not fire goes to the table's allocation (§8.3).
//     The round's scene continued where the first group left it was built and measured
//     first and is not faithful to the table: the target is then abeam at 400–550 m,
//     passing at 11–14.5 kn, and no firing point for the other end inside the §6.1
//     firing rules is reachable (the reference declined all 15 such groups in 200
//     careers, so every one would have gone to the table, which fires it at the round's
//     range); the table's round abstracts the re-approach, which the new scene makes
//     ("the approach is assumed already made", §2.1), as each additional round (B24) is
//     a new scene from the engagement's state (sunk ships stay sunk); the
//     additional-round roll stays the table's. No a₀ is armed.
//   - §2.1 against unescorted targets attacked submerged the boat starts 4,000–6,000 m
//     from the target and 5–20° off its bow (tactical.yaml own_ahead_*), not 6,000–
//     8,000 m and 20–50°: "the approach is assumed already made", and against a ship
//     that does not zigzag it is made ahead on the track. From the escorted start a
//     submerged boat reached Close in half the scenes the policy planned at Close (the
//     rest fired at Medium or Long), where the table gives the sitting duck (9.4.1)
//     Close at will: the careers lost about 4 % of their tonnage to it. Surfaced, the
//     boat closes from the escorted start.
//   - §2.9 E_ref is calibrated per condition, bracket, situation and setting
//     (calibration.yaml e_ref; tool version 6): the exposure at which the design's ramp
//     (written for E_ref = 60 s, tactical.yaml e_ref_design) is centred so that the
//     reference's mean a₀ over the escorted calibration scenes of that cell is 1.00;
//     the table prices range, the NSA and the group in [E2] already, so the reference
//     is normalised in the same situation (§0). a₀ = clamp(0.85 + 0.25·(E − 30 −
//     (E_ref − 60))/60, 0.85, 1.40). The situation (ERefSit, SitOf) is the [E1] group,
//     which brings the screening escorts (ship + escort, two ships + escort, convoy,
//     capital ship), or an escort attacked as the target (9.10); the setting is the
//     round's first launch's (CalSetting; a twin takes its twin's scenes). A cell with
//     fewer than 50 scenes takes its situation's scenes of every setting (pooled:
//     settings), or every situation's (pooled: all). Why, FINDING §9.5.1 below: one
//     E_ref per condition and bracket averaged the calibration's equal weights of
//     kinds and settings, and the careers' mix is not that (in the NSA at Long the
//     reference's mean E is ≈ 210 s against a ship with its escort and ≈ 510 s against
//     a convoy; ≈ 520 s firing G7e and ≈ 600–620 s firing a guided torpedo, whose 20–24
//     kn make a longer approach). The calibration's escorted merchants sail in a convoy
//     six scenes in eight, with their escort in the seventh, as two ships with their
//     escort in the eighth, and the calibrated ship takes any place in the group
//     (calSetup), as the careers' largest ship does.
//   - §2.7.2 the grade cuts are calibrated from whole AI-played scenes (§2.1 set-up,
//     §6.1 AI), not from a separate shot sampler: a sampler's geometry differed from the
//     AI's (own motion in the transit, track angles) by up to 8 pp. Sparse cells (fast
//     capitals at Close) pool with a neighbouring kind (calibration.yaml `pooled`).
//     Under the ratio grades (tool version 4) some cells could not reach the table at
//     all: capital ships at Long with 30 kn torpedoes (fast ones in every condition:
//     23.0–25.9 % against 27.8 %; the slower ones at night: 35.8–39.9 % against
//     41.7 %), their Q_ref at the floor (0.0001); with the grades by quantile (below)
//     every one of the 630 cells reaches it (calibration.yaml `hit` = `target`).
//   - §2.7.1 every torpedo's bracket is its target's true range at the round's first
//     launch; §2.6's 60 s window applies to each group of an unescorted attack too,
//     from that group's first launch (Scene.GroupStart; the scene ends after the last
//     group's window once no torpedo runs).
//   - §2.8 a zigzag is postponed while a torpedo runs at the group, so the outcome-first
//     picture stays true; a torpedo set too deep at an escort is shown as a fault
//     (runs under the keel) with no TAC_FAULT roll.
//   - §2.1 ships of a group share one velocity; zigzags turn the group at once (±20–40°
//     alternately about the base course); screening escorts weave ±300 m; an escort
//     attacked as a target (9.10) sails with the group. Targets pass in 40 sim minutes.
//   - §6.1 the AI navigates on the plot (true current leg); only its firing inputs carry
//     instrument errors. It fires at the first moment the planned bracket, a 60–120°
//     track and ≤ 20° gyro coincide, takes a passing shot (≤ 60° gyro) rather than let
//     the target go, and plans the next longer bracket when the policy's cannot be
//     reached. Planning a stern shot, at its firing point or for a passing target it
//     stops on its heading and turns its stern to the track once slowed to 3 kn (or in
//     the last minute) [designed, AI.approach]: turning at approach speed ran the boat
//     away from the target, and surfaced nearly every stern plan at Close fired at
//     Medium (TestAISternPlan: 0 of 40 against a large freighter, 2 of 40 against a
//     small one; submerged 17 of 40), so the next torpedo groups of unescorted rounds
//     (mostly the stern's, groups.go) came at another bracket than the round's in 75 of
//     129 (2,000 careers); now 4 of 130. The calibration plays bow shots only, so its
//     values do not move. It declines in about a third of escorted zigzagging scenes. Before each
//     launch it reads the gyro angle its TDC solution asks for and does not fire beyond
//     the passing-shot limit of 60° [designed, AI.fire]: in the night surface attack
//     at Close a bad stadimeter or silhouette reading at 150–250 m asked for 70–90° of
//     gyro, and those salvos ran past the target without crossing its track (4–10 % of
//     the Close launches of a cell), which the grades by quantile (below) could only
//     answer with 40–68 % of the cell's launches on excellent.
//   - §4.6 M_ref is the reference margin in the same day/night condition, computed (the
//     reference reaction is a fixed 2.0 s), so double lookouts earn +1 against it.
//   - §4.6 double lookouts [designed; engine/tactical_lookouts.go has the whole reading]:
//     a posture of the career (Patrol.Lookouts), set through the one decision API by the
//     decision `lookouts` (keys normal, double; context the leg: outbound, station,
//     homebound), offered only while a provider is set and the crash-dive or the
//     damage-control scene is not off (with the layer off nothing is asked: logs
//     byte-identical, checked with uboat-sim on seeds 3, 7 and 100–149 with the
//     Commander and 300–349 with the random policy). It is asked once per leg of a
//     patrol, at the leg's first box just before that box's posture (8.1), and kept in
//     between: the least noisy reading of
//     "a posture the player keeps in transit" (three asks a patrol at most; an abort
//     turns the leg home at once). Lookouts stand on the bridge, so the posture acts
//     only in a box crossed Surfaced. It is read as each encounter begins: that
//     encounter gets both effects — its day crash dives are sighted at 8,000 m
//     (SightDayDouble; at night the Leigh light and NAXOS distances stand) and its
//     first damage-control scene starts every generic team at 1 fatigue pip
//     (DCSetup.Pips) — i.e. "the next encounter" is the next one met after the posture
//     was set, and each one after it while it is kept; a later combat of the same
//     encounter (a Follow, 9.7.9, or a second combat) starts rested (once per
//     encounter; §4.2 pips clear when the encounter ends). The Commander, and so the
//     reference of §6 and the §9.4 / §9.5.1 runs, answers normal lookouts (the decision
//     draws no die: uboat-sim -tactical ai -careers 2000 gives main's figures exactly,
//     with 15,316 lookouts decisions in 5,861 patrols, 2026-11-28); the words
//     are in the catalogues (decide.lookouts.*), the term double_lookouts in the
//     glossary (the option's tooltip).
//   - §2.7.2 saturation (was FINDING §2.7.2, closed by the grades by quantile): at
//     Close a freighter's Q, and a guided torpedo's on its seeker's width almost
//     everywhere, is 1 in float64 (a miss more than ≈ 8σ inside the window; the
//     calibration even graded Q rounded to four places, which is 1 from ≈ 4σ), so with
//     Q_ref ≈ 0.8 the excellent/good split was decided by whether Q rounds to exactly 1
//     and §9.2.2 was held at ±8 pp on those cells. The grades now compare Q's log-odds
//     (QualityLogit, computed from Q and 1 − Q each where it is small, with the normal
//     tail's asymptote beyond float64's range), which is strictly monotone in Q and
//     never saturates: two shots that are both "Q = 1" are ranked by how far inside the
//     window they pass, and the calibration grades the unrounded value the scene grades.
//   - §3.3 w_norm is measured on standard later passes (pass 2: a VIIC going from 60 m
//     to the reference 150 m at silent speed, two escorts circling the datum, which
//     follows the boat); the search datum follows the boat's true position.
//   - §3.4 the run-in refreshes its estimate at every 3 s ping until the dead zone;
//     the pattern is laid where the escort stands when it reaches the predicted centre.
//   - §3.5/§6.2 [designed, the decision on the former FINDING §3.5/§6.2]: with the
//     design's 20 m bell the reference evasion (full speed, hard over and ±40 m for 60 s
//     from the contact loss) nearly always clears the 10-charge pattern (over 2,000
//     standard attacks the median S was ≈ 1e−11, 90 % under 0.04; holding still 0.71),
//     and no S_ref reached the table's 1.89 mean hits (at best 1.51). The bell's radius
//     r_b is therefore a calibrated value, not the 20 m: cmd/tactcal (-evasion, or the
//     whole file) takes the smallest r_b in 20 … 400 m (10 m steps) at which, in each of
//     the twelve §3.5 contexts, an S_ref exists with (a) the reference's mean [E3] hits
//     at m = 0 equal to the table's 1.889 (within 0.02), (b) the 0 band more frequent
//     than any other, and (c) its P(sunk) per attack at m = 0 at most 0.2 pp over the
//     table's 0 (EvSunkTol). (a) and (b) alone give r_b = 120 m with the bands spread
//     (−2 1–10 %, −1 11–18 %, 0 35–69 %, +1 18–34 %, +2 up to 8 %), and since the
//     mean-hits balance needs more +1 than −1 while a +1 band turns no sunk into 1/36
//     (at m = +1, 2.8 % into 8.3 %), the boat was sunk more often than at the table:
//     TAC_LONG=1 TestWholeCycles at r_b 150 m put P(boat lost) 2–3.7 pp over the table
//     (medium G7e 17.1 % against 15.0 %, NSA 34.7 % against 31.0 %; §9.3.2 asks
//     ±1.5 pp), and with (c) at 0.4 pp (r_b 210 m) the campaign (uboat-sim -tactical
//     ai:attack,evasion, 2,000 careers) still lost 4.1 % of the tonnage, +0.65 pp boats
//     per patrol, defeat +3.05 pp: the careers' attacks come at m ≥ +1 often (damage,
//     12+, the NSA's first round), where the excess grows. Stored (seed 1943, 20,000
//     attacks per context, evasion tool 3): r_b = 250 m, S_ref 6.65–6.95 (S ≤ 10: the
//     score is nearly the count of charges within reach of the hull), the bands −2 ≤
//     0.2 %, −1 0.1–4.7 %, 0 88.6–99.7 %, +1 0.2–6.6 %, +2 0; the two contexts with
//     both e-motors out are nearly all 0 (the boat cannot run). The same rule for Squid
//     (r_s from its 25 m: [E3d]'s first-die rate 1/3, i.e. the shift +1 as often as −1,
//     and 0 the most frequent shift): r_s = 45 m. The Hedgehog's G is the expected
//     number of bombs crossing the hull (length × beam), each bomb scattered N(0, σ_h²):
//     the exact count (σ_h 0) is 0 in most attacks and cannot balance the shifts, σ_h =
//     22 m does. Their 0 shift is the mode only narrowly (Hedgehog 36–37 %, ±1
//     31–32 % each; Squid 37–42 %, ±1 29–32 %).
//     The long forms with the stored section (evasion tool 3, TAC_LONG=1, 2026-11-28)
//     hold: 9.3.2 10,000 cycles a situation (attacks, P(lost), hits per cycle, played
//     / table): medium G7e 3.56 / 3.58, 15.4 / 15.0 %, 6.29 / 6.30; medium G7a by day
//     4.20 / 4.12, 18.2 / 17.7 %, 7.34 / 7.25; long G7e 1.89 / 1.90, 8.3 / 7.7 %,
//     3.27 / 3.31; close after the check 6.68 / 6.71, 29.5 / 29.5 %, 11.94 / 11.93;
//     NSA 6.48 / 6.55, 31.4 / 31.0 %, 11.73 / 11.87. 9.3.4 (20,000 attacks per context, m 0 and
//     +1), 9.3.5 (20,000 per context), 9.3.6 and 9.3.1 in the scene (10,000 passes a
//     cell, ±1 pp) pass.
//   - §9.1 on the evasion section (the decision on the former FINDING §9.1 there: at
//     2,000 attacks per cell tactcal -evasion -seed 7 put r_b one 5 m step off, 255
//     against 250 m, G_ref up to 5.6 % and the Squid's S_ref up to 9.4 % off the stored
//     seed 1943's). Both ways of the brief, as §9.1 words it: the generator plays the
//     design's n = 20,000 attacks per cell (EvCalN; 15 min on the shared machine), and each
//     reference is stored with its standard error `se`, the bootstrap spread of ln ref
//     over 40 resamples of the cell's attacks (refSE; the fit is the root of a step
//     function of the sample, so a binomial error would understate it where the score
//     distribution is flat about 0.5 / 1.6). The self-test (tactcal -check, tactcal
//     -evasion -check FILE, TestEvasionCalibrationFresh) allows a reference 3 %, or 3
//     standard errors of the difference, √(se² + se_stored²), where that is wider
//     (RefTolerance). Measured at 20,000 (seeds 1943 and 7, evasion tool 3,
//     2026-11-28): S_ref se 0.06–0.19 %, so the design's 3 % holds them (the two seeds
//     within 0.22 %); G_ref se 0.7–1.1 % and the Squid's 0.6–1.2 %, tolerances 3.0–4.3 %;
//     the two seeds differ by at most 2.8 % (Hedgehog) and 2.0 % (Squid), at most 2.3
//     standard errors of the difference over the 36 cells, none outside; w_norm per
//     escort count within 0.2 %. r_b, r_s and σ_h must be equal, so their search steps
//     are no finer than the sample resolves: r_b's step is 10 m (EvDCStep; the 5 m step
//     was finer than 2,000 attacks resolve), r_s 5 m, σ_h 2 m; the generator stores
//     each one's bootstrap spread (10 resamples of every cell, the search rerun on each:
//     dc_radius_sd_m, squid_radius_sd_m, hedgehog_scatter_sd_m), 0 for all three at
//     20,000 (every resample found 250 m, 45 m, 22 m), and both seeds found them.
//     TAC_LONG=1 TestEvasionCalibrationFresh (a third seed, 1950) passes.
//   - §3.3 w_norm per escort count [calibrated, evasion section]: the evasion scene's
//     passes divide by w_norm for 1, 2 or 3 escorts (0.879, 0.935, 0.948), fitted so
//     that the reference's expected detection at m = +1, 1 − mean exp(−Λ·W̄/w_norm)
//     over 6,000 passes, is the table's. The file's single w_norm (the mean weight,
//     0.939) left the detection ≈ 0.5 pp low (exp is convex; one escort covers the
//     boat less: 2.3 pp low), which a cycle of 2–7 passes turns into 3–6 % fewer
//     attacks than the table (TAC_LONG=1 TestWholeCycles failed on attacks per cycle).
//   - §3.1 the evasion scene (evasion.go) is one pass: step 1 the pre-pass decisions at
//     tick 0 (test depth orders the boat 10 m below the red line and holds depth orders
//     there for the search phase; BOLD is logged and changes no geometry: its −1, like
//     test depth's, is the table's, in m_p, so the scene adds nothing, 9.3.6), step 2
//     the search (search.go), step 3 after the detection: the engine's E3_special /
//     E3b result is an engine input (CmdE3Weapon) recorded with the orders, the
//     nearest escort attacks and the others keep searching. A 9.2.2 pre-fire detection,
//     or a pass the table rolled, enters at step 3 with the boat at 15 m (AtAttack).
//   - §3.4 attacks [designed]: creeping 1 pass in 4 with 2+ escorts (depth charges
//     only): the creeper closes at 15 kn to 400 m, then 5 kn with its estimate refreshed
//     at every ping from the director (no dead zone; the director keeps 1,500 m astern
//     of the boat); the ahead-throw escort runs in at 15 kn, slows to 8 kn at 600 m,
//     keeps contact (no dead zone) and fires at 230 m (Hedgehog) / 250 m (Squid) at the
//     boat predicted where the projectiles reach its estimated depth; Squid escorts
//     always have the Type 147, two mounts lay layers 20 m apart about the estimate. A
//     pattern is dropped on the predicted centre or once the centre is behind within
//     100 m (farther off the escort turns back). The attack phase ends with the last
//     detonation (Hedgehog: the bombs past the hull) or after 900 s (score 0).
//   - §3.5 contexts: the depth-finder from 1/44, e-motors working (one out: half speed
//     at most; both out: silent only) and hydrophones. §6.2 deaf (hydrophones out), and
//     in a creeping attack (no speed change to hear), the reference reacts at an
//     estimated 300 m (run-in) or 600 m (ahead-throw), its estimate N(0, 75 m) off; with
//     hydrophones on the contact loss (run-in) or the slow-down to 8 kn (ahead-throw).
//     US escorts (Mk 9) are not told apart by the engine: the provider plays RN charges.
//   - §1.3 the provider (provider_ev.go): PassHazard plays the pass with θ out of reach
//     and returns its whole hazard; EvasionDRM / EvasionShift (engine.TacEscortAttack:
//     the weapon and the E2T θ) replay the same pass's orders to the engine's θ, then
//     play the attack. Hits go to [E4] and damage control unchanged (§3.5).
//   - §3.3 damage control's noise: with damage control played in the same combat
//     (after a round with hits), the DC scene's search phase runs turn by turn beside
//     the evasion's (provider_ev.go dcTurn), and loud repair work (×1.3) and the pump
//     (×1.2) of each turn enter w. The reference DC's own noise, the pump in turns 1–2
//     of a pass (§6.3), is the reference state and weighs 1 [designed, §0]: counted, it
//     cost the campaign 2.7 % of the tonnage and +0.5 pp boats per patrol (2,000
//     careers, every scene on: −3.95 %, +0.39 pp, defeat +3.3 pp against −1.3 %,
//     −0.18 pp with damage control off). Played by the reference, no turn is noisy; a
//     player's pump after turn 2 or loud work in the search costs.
//   - FINDING §3.5/9.3.6: a pass with test depth declared lands on +1 more often in the
//     attack (1,000 calibration attacks at r_b 150 m: +1 48 % against 40 %, mean hits
//     +0.04): the boat is still going down through the attack (0.4 m/s at silent
//     speed: 60 → 180 m in the 300 s search), which S_ref (calibrated without test
//     depth) does not know; within 9.3.4's ±0.10. The table's −1 for test depth is on
//     [E2] only.
//   - FINDING §9.5.1 with the evasion's attack phase played (uboat-sim -tactical ai
//     -careers 2000 -json, seeds 1–2000, evasion tool 2, 2026-11-28): mean career
//     tonnage −1.5 % (table 13,115 t, tactical 12,916 t), boats lost per patrol
//     −0.40 pp, victory levels defeat +2.15 pp, draw −1.1, marginal −0.65, substantial
//     −0.45, decisive +0.05, Kommandant survival +0.25 pp: within the bands. 16,655
//     passes played; 11,343 depth-charge attacks (modifiers −2 … +2: 11, 454, 10,052,
//     837, 0), 1,796 Hedgehog (shifts −1, 0, +1: 525, 642, 629), 361 Squid (83, 132,
//     146); creeping about 1 in 5 of the depth-charge attacks. The search alone
//     (attack phase by table): −0.9 %, −0.03 pp.
//   - §2.7.2 grades by quantile [designed; the decision on FINDING §9.2.2, the §2.7.2
//     saturation and the capital cells pinned at the Q_ref floor]. A launch's grade
//     compares its quality's log-odds λ = ln(Q/(1 − Q)) (above) with per-cell cuts that
//     are quantiles of the reference's own λ in that cell (calibration.yaml `grades`:
//     `cuts` for excellent, good, fair, poor and wild; CalibrateCuts), instead of the
//     ratio r = Q/Q_ref against the fixed 1.25 / 0.8 / 0.5 / 0.25 and an absolute off
//     target at Q < 0.01. In every cell the reference lands on off target, wild, poor
//     and fair with 1, 1, 2 and 4 % of its launches (tactical.yaml grades `share`,
//     off_target_share; off target is at least every launch that never crosses the
//     target's track: λ = −Inf), on excellent with the share that makes its [U1]
//     expectation the table's to one launch (calibration.yaml `excellent`: median
//     11 %, 0–38 %), and on good with the rest.
//     Why: §0 asks that the reference reproduce the table's odds and §9.2.2 that it do so
//     under every other table modifier d as well; E_d = Σ_g π_g·P(2d6 ≤ N − d − drm_g)
//     equals P(2d6 ≤ N − d) for every d only when the reference's grade distribution π
//     sits on 0, because P(2d6 ≤ ·) is not linear and an off-target launch counts 0
//     whatever d is. The ratio grades spread π wide: the reference's Q spans 1e−20 … 1
//     at Long, off target (Q < 0.01) took a median 9 % and up to 67 % of a Long cell's
//     launches (40 % of a capital's in the night surface attack: probe at seed 1954,
//     100 scenes per cell), and the calibration answered with up to 80 % of the rest on
//     excellent; a Knight's Cross then gains the excellent shots less than the off-target
//     ones lose, hence 5–9 pp under the table at d = −1, 5–7 pp over it at Close with
//     d = +2, and cells that could not reach the table at all (every shot excellent:
//     (1 − p)·P(2d6 ≤ N + 1) < P(2d6 ≤ N)). No grading of the rest could hold d = −1 at
//     p = 25 % at Long: even all excellent gives 0.75 · 72.2 % = 54 % against 58.3 %.
//     With the designed shares the arithmetic (every bracket, kind modifier and guided
//     minimum, off target 1–3 %) stays within 3.6 pp of the table at d = −1 … +2.
//     The layer still only moves the [U1] modifier, within −1 … +3 (§1.3), and the table's
//     guarantees stand (a guided shot's 9.2.5 minimum, §2.7.3). A launch is graded by
//     where it would stand among the reference's launches in the same situation: perfect
//     estimates (errors ×0) gain at most the excellent step (§0.2), careless ones fall
//     into the low grades and off target (§0.3). Off target now means "below the
//     reference's worst 1 % in this cell" (or no crossing at all), not Q < 0.01: at Long
//     a launch that misses by a few hundred metres may still roll at +3 (wild), as it
//     did under the ratio grades between Q = 0.01 and 0.25·Q_ref. The §2.8 picture
//     draws a hit for such a launch far in the tail of its scatter (truncNormal takes the
//     middle 80 % of the hull's window where the normal tail underflows). tac_launch
//     `q_ref` and the "tactical: solution …" reason show the Q at the cell's excellent
//     cut (GradeCuts.QRef). The §9.1 staleness test judges a cut by the share of fresh
//     launches it cuts off (a quantile has no "3 % of its value"): TestCalibrationFresh
//     and tactcal -check.
//     The never-crossing share [designed; tool version 7, the decision on FINDING
//     §9.2.2 below]: a cell's cuts are fitted with its launches that never cross the
//     target's track (λ = −Inf) replaced by the share of such launches over every
//     setting of the same guidance of its condition, bracket and kind (the straight
//     runners G7e 30 and G7a 30/40/44 together, the guided torpedoes together;
//     calibration.yaml `never`, neverShare, AtNeverShare). A salvo's torpedoes share
//     one solution, so those launches come a salvo at a time and one cell's count moves
//     by whole salvos between seeds (in the NSA at Close, large freighter, G7a 40: 18 of
//     454 launches at the stored seed, 2 of 457 at another); each is a hit the excellent
//     share must make up at d = 0, and the excellent step is worth more at d = +2, so a
//     cell's own count became a bias under other table modifiers. The settings of one
//     guidance show no share that differs beyond that noise (0–4 % per cell at either
//     seed, in no order of setting), and counted together they are about four times a
//     cell's launches. §9.1 checks the stored shares against fresh launches.
//
//   - §4.1–4.5 damage control (dcscene.go): sections 1–6 in a row (bow to stern), the
//     four teams start in sections 2–5, the LI stands with the control-room team (team 2)
//     in the provider; one team per job (the AI; a player may put two on one). An open
//     leak fills its section in 15 minutes, the pump (section 3) empties the wettest
//     section at one section per 10 minutes [designed]. DC_HAZARD is one 1d6 per
//     eligible result: 1 is a fire on a diesel / e-motor / batteries result, a short on a
//     radio result; on batteries and e-motors (eligible for both) 2 is a short. Hazards
//     tire the teams inside once per 30 s turn and on entering. RepairDRM with both
//     "parts laid out" and "fouled" is 0. The +1 of FloodingDRM ("no leak worked") and
//     the −1 ("all plugged" or the pump 3 of the last 5 turns) are judged on the leaks
//     of the round only.
//   - §1.3 / §3.1 the provider's damage-control time line: the engine records the
//     engagement's [E4] results with their round (engine.TacHits, only while a provider
//     is set) and asks EarlyRepair after every round with hits (after FloodingDRM when
//     it flooded). Each new round plays one pass's search phase (10 turns) before its
//     hits and round_s = 300 s after them; B14 plays the escape pass before the first
//     RepairDRM. One pass per round with hits is assumed (passes the engine rolled
//     without hits are not seen). A combat ends at the repairs (B14 / D6: TacCombat).
//     The early [E5] roll uses repairRoll, the roll of B14, so spare parts (11.4.10.3)
//     and RepairDRM apply to it as well.
//   - §4.6 the provider's sighting: by day ordinary lookouts (the engine has no
//     double-lookout posture), at night the Leigh light or the NAXOS warning when NAXOS
//     is fitted and working; the deck gun is never manned. The §6.4 auto-alarm is
//     2.0 s × skill (Ace 1.0 s, Green 3.0 s): 0 in every condition, as the reference.
//   - §4.5.1/§9.4.1 FloodingDRM [designed; the decision on the former FINDING
//     §4.5.1/§9.4.1]: the design asks both that the reference land on −1 about as often
//     as on 0 and that its FLOOD rate equal the table's 33.3 % (±3 pp); with the rule's
//     ±1 on a 1d6 the rate is 33.3 % − 16.7·(P(−1) − P(+1)) pp, so "−1 as often as 0"
//     (P(−1) ≈ 50 %, P(+1) rare) would give about 25 %: the two cannot hold together.
//     The calibration is what §0 requires, so it governs: the reference's FloodingDRM
//     is read as "mostly 0, with −1 and +1 about equally rare", P(−1) − P(+1) within
//     ±0.18 (the ±3 pp band), and the "−1 about as often as 0" sentence as a
//     description the calibration overrides; the knob stays the work content (§4.5.1:
//     raised if the rate comes out low). With the design's 6 team-minutes per leak and
//     a 300 s window the reference gets −1 on 7.8 %, +1 on 0.4 % of the checks
//     (P(−1) − P(+1) = 0.074; 2,000 careers: rate 32.0 % expected, 32.1 % observed
//     against 33.3 %): inside the band, so the work content is kept. A player who plugs
//     every leak of a round, or keeps the pump going, earns the −1 the reference rarely
//     gets (one step better, §0.2); one who leaves a round's leaks alone gets +1. Early repairs: 279 in 2,000 careers;
//     RepairDRM −1 0.7 %, +1 3.8 % (fouled sections); campaign (ai:damage_control,
//     crash_dive, 2,000 careers): tonnage −0.3 %, losses −0.04 pp, victory levels within
//     0.3 pp, survival +0.1 pp. The crash dive gives 0 in 6,525 of 6,529 dives (+1 with
//     the NAXOS warning at night), so [A1] is the table's.
//   - §1.3 provider (provider.go): the engine makes every table roll; the scene runs
//     with a table that rolls nothing (its animation is not shown headless), and the
//     engine's own 9.2.2 pre-fire check stands. The AI's plan is the strategic policy's
//     range and end (asked of the policy, not logged); a scene the AI ends without a
//     launch is handed to the table (§8.3: the engine asks range, end and allocation,
//     the scene's current bracket offered as the range's Decision.Default).
//     a₀ weighs the first pass after a salvo even with the evasion scene off (as H =
//     a₀·Λ_p on E2T). Scene streams come from the career's seed and roll count.
//   - §8.3 "resolve by table" through the provider (AIProvider.HandBack, asked before
//     every tick of a scene; the screens of part 2 press it the same way) [readings]:
//     before any launch Bracket hands back nothing but names the scene's current
//     bracket (the TDC's target's true range, else the nearest target's), and the engine
//     offers it as Decision.Default of the B7 range choice (not logged; no policy reads
//     it). After the commit, "the torpedoes not yet launched in the window" are the
//     committed end's flooded and flooding tubes (unescorted: either end's, its groups
//     being separate, 9.4.2) and, while it is still due, the NSA second salvo's other
//     end; they go to the TDC's target (else the last launch's), after the launches of
//     their salvo, and SolutionDRM hands back nothing for them: the engine rolls them at
//     the round's bracket with no solution modifier. Mid-pass the rest of the search
//     phase is added at w = 1 and a = 1 (H + Λ_p·(K − t)/K, Evasion.byTable) and handed
//     back as the pass's hazard; after a hand-back in the evasion or damage-control
//     scene the rest of that combat (to the B14 / D6 repairs, engine.TacCombat) is the
//     table's: no EvasionDRM / EvasionShift, [E2] by 2d6, no FloodingDRM, RepairDRM or
//     early repair (the open jobs are dropped, tac_dc abandon; early repairs ordered
//     and not yet taken are dropped too).
//   - §8.1 in the career's log [readings]: the engine's tac_pass carries §8.1's fields
//     (hazard = Λ_p, k_turns) and H, the pass's whole hazard handed back, which E2T is
//     rolled against (tac_turn's name for it); the E2T roll carries theta
//     (engine.RollEvent.Theta, omitted on every other roll, so the table game's logs are
//     unchanged). The scenes' own rolls (DC_ROOM, DC_HAZARD, TAC_FAULT) are logged as
//     `roll` events of the engine's shape (no tick); the rolls the engine makes are not
//     the scene's to log. tac_torpedo_end: the engine tells an observing provider each
//     fired torpedo's outcome (engine.TacticalObserver.TorpedoResult, after its [U1],
//     dud and FaT rolls; a FaT miss that hits another ship is fat_hit), and after the
//     salvo's last shot the provider replays the scene from its set-up and orders with
//     those outcomes as its table (scriptTable; each resolution draws as many values
//     whatever its outcome, so the launches replay exactly) and logs the replay's
//     torpedo ends and TAC_FAULT rolls; a salvo the engine did not fire (the 9.2.2
//     pre-fire check detected the boat) logs none. The crash dive ends (tac_end dived /
//     attacked) when the engine reports its [A1] (DiveResult). tac_dc "progress" is
//     logged at 25, 50 and 75 % of a job (ProgressSteps [designed]; the repair's loud
//     half ends at the 50 % step), "done" at 100 %.
//   - §2.7.2/§2.7.3 guided torpedoes [designed, the decision on FINDING §9.5.1 (1)]: a
//     guided torpedo's window W is its seeker's acquisition width (tactical.yaml
//     seeker_m: Falke 300 m, Zaunkönig and Zaunkönig II 400 m) when that is wider than
//     the hull's, so "off target" means outside what the seeker can find; and a guided
//     shot never loses the 9.2.5 minimum: off target it rolls [U1] at the worst grade's
//     +3, which the minimum bounds (the table's guarantee stands: the layer only moves
//     the modifier, §1.2/§1.3). The engine applies the same reading to any provider's
//     off-target guided torpedo (engine/tactical.go tacSolution). The escort depth trap
//     (§2.5) does not apply to a homing torpedo. Guided settings have their own Q_ref
//     cells (falke_20, zaunkoenig_24, zaunkoenig_2_24; CalSetting.GuidedMin), calibrated
//     from scenes that load them against the table's guided odds: the expectation caps
//     the net modifier at N − minimum as the engine's [U1] does (ExpectedHit, TableHit).
//     Zaunkönig II runs as the Zaunkönig (same speed, range and seeker) and takes its
//     scenes (CalSetting.Twin). Where the minimum equals the bracket's number (Zaunkönig
//     at Long, Zaunkönig II at Medium and Long) every grade but excellent gives the
//     table's odds, so no reference launch is excellent there, and then no launch at all
//     (the excellent cut is +Inf, as Q_ref = 1 made it under the ratio grades): a
//     better player cannot beat a table that already gives the guided minimum. The seeker's width makes Q = 1 in float64
//     for most guided shots; the log-odds rank them (§2.7.2 saturation above).
//   - §2.6 the NSA second salvo (9.5.2): a decision (tac_second_salvo, CmdSecondSalvo)
//     before the first launch, in a Night Surface Attack with torpedoes at both ends.
//     The other end floods at the commit; once the first salvo is away the scene turns
//     the boat the shorter way (chosen once) to point that end along the TDC's torpedo
//     course and fires each of its tubes when the gyro angle is within 20° (at the 90 s
//     deadline on any solution; after it the salvo lapses). The TDC has no own motion
//     (§2.3.9), so the reference AI dials the launch readings in again when that gyro is
//     within 35° (AI.secondLook). The second salvo's torpedoes are graded against the
//     same cells: measured over 300 night-surface Long scenes they grade like the
//     first salvo's (off target 16 % against 13 %, excellent 61 % against 60 %), and the
//     table prices the hurried shot with its +1 (Setup.SecondSalvoDRM; none with the
//     Knight's Cross) and [E2]'s +1 for both ends, which the engine adds (TacShot.Second).
//     The AI asks the policy the engine's second_salvo decision (the commander always
//     takes it).
//   - §6.1 the AI never fires closer than the policy's range choice [designed]: its
//     passing shot is taken only in the planned bracket or a longer one. Before, 18 % of
//     the careers' escorted attacks planned at Long were fired at Medium or Close (the
//     9.2.2 pre-fire check detected the boat before launch in 57 % of the Close ones,
//     and [E2] charged +1 / 0 instead of −1); the rule moved the careers by about 11
//     points of tonnage and 3 pp of losses per patrol (FINDING §9.5.1). A scene without
//     a shot is handed to the table (§8.3): 24 % of the careers' attack scenes now.
//   - §6.1 a mixed load (G7a and G7e in one end) fires every torpedo the policy wants,
//     the TDC switched to the next kind between launches (calibration scenes load one
//     kind, so the cuts are unchanged).
//   - §9.5.1 with the grades by quantile and the 60° fire limit (uboat-sim -tactical ai
//     -careers 2000 -json, VIIC, commander, seeds 1–2000, calibration tool version 5,
//     2026-11-28): mean career tonnage +2.5 % (table 13,115 t, tactical 13,440 t), boats
//     lost per patrol −0.38 pp (32.56 → 32.18 %), victory levels defeat +1.75 pp, draw
//     −1.30, marginal −0.65, substantial +0.15, decisive +0.05, Kommandant survival
//     −0.20 pp (15.95 → 15.75 %): within the bands, defeat further from its edge than
//     with tool version 4 (+2.8). Off target 227 of 16,144 launches (1.4 %; 12 % with
//     the ratio grades), mean solution DRM of the launches +0.01 (−0.04), mean a₀ 0.98.
//     400 careers (seeds 1–400): −4.9 %, +0.71 pp, defeat +3.25, survival −2.0 pp,
//     against −3.9 %, +0.65 pp, defeat +4.00, survival +0.25 pp with tool version 4 at
//     the same seeds (400 careers resolve about ±8 % of tonnage). With main's evasion
//     scene played as well (after the merge, seeds 1–2000): +4.5 % (13,115 → 13,699 t),
//     −0.41 pp, victory levels within 0.85 pp (defeat +0.80), survival −1.40 pp, all
//     within the bands but tonnage near its edge; main with the ratio grades at the same
//     seeds: −1.5 %, −0.40 pp, defeat +2.15, survival +0.25 pp. The grades by quantile
//     move the careers' tonnage up by 2–6 points (off target 203 of 16,085 launches
//     against 1,937, mean solution DRM +0.01 against −0.04): per launch the calibration
//     scenes reach the table exactly, so the shift is the careers' mix (nearly all
//     Night Surface Attacks at Long with second salvos) against the calibration's:
//     looked into and closed below (FINDING §9.5.1, tool version 6).
//   - FINDING §9.5.1, the +4.5 % (tool version 6, 2026-11-28; uboat-sim -tactical ai
//     now reports per side the careers' counts: encounters, torpedoes by outcome,
//     ships and tons sunk, [U1] / [E2] / E2T rolls, decisions; and per calibration cell
//     the played launches, their grades and their [U1] expectation at the engine's own
//     modifiers against the table's, ProviderStats.Cells, TacTorpedo.TableDRM; and a₀
//     per condition / bracket / group / kind, A0Cells). (1) Most of it was the seeds:
//     the same build gave +4.4 % at seeds 1–2,000 and +0.3, +0.2, 0.0, +2.6 % on the next
//     four blocks of 2,000; 18,000 careers (seeds 1–18,000 in blocks of 6,000): +1.66,
//     +1.71, +1.34 %, boats lost per patrol −0.34, −0.13, +0.05 pp. (2) Not the grades:
//     per launch the careers' [U1] expectation at the engine's modifiers was 0.6–0.9 %
//     under the table's (the solution DRM the careers' launches get in every cell is
//     the calibration's; the NSA's UZO −1 puts most of them at N + 1, where the grades'
//     nonlinearity costs ≈ 0.7 pp). (3) The attack alone (ai:attack, 6,000 careers):
//     +2.2 / +2.7 %, −0.27 / −0.38 pp, with the played salvos' mean a₀ 0.974; with a₀
//     forced to 1 +0.5 / +1.1 %, 0.00 / −0.03 pp. The careers' a₀ by situation (NSA at
//     Long): convoys 1.006 (E ≈ 508 s, 74 % of the salvos), a ship with its escort 0.855
//     (E ≈ 210 s, 19 %), capital ships 0.85–0.89: one E_ref per condition and bracket
//     averaged the calibration's equal weights of kinds (capital and escort-target
//     scenes have other escorts) and settings (a guided torpedo's slow run makes the
//     NSA's exposure ≈ 600 s against ≈ 520 s with G7e), not the careers'. Hence E_ref
//     per situation and setting (the §2.9 reading above): the careers' mean a₀ 0.998
//     (seeds 1–6,000). 18,000 careers with it: tonnage +0.61, +0.95, +0.34 % (mean
//     +0.63 %, was +1.57 %), boats lost per patrol −0.11, +0.02, +0.04 pp, survival +0.30,
//     +0.67, +0.37 pp; per launch the [U1] expectation −1.0 … −1.2 % under the table's.
//     The §9.5.1 run (uboat-sim -tactical ai -careers 2000 -json, VIIC, commander, seeds
//     1–2,000, every scene on, tool version 6, after main's tac8 merge): mean career
//     tonnage +2.84 % (13,115 → 13,487 t), boats lost per patrol −0.13 pp (32.56 →
//     32.43 %), victory levels defeat +1.15, draw −0.75, marginal −0.70, substantial
//     +0.15, decisive +0.15 pp, Kommandant survival −1.35 pp (15.95 → 14.60 %): within
//     the bands. Mean a₀ 0.998, 15,991 launches (188 off target), mean solution DRM
//     +0.03. The residual +0.6 % over 18,000 careers is within their resolution (a
//     block of 2,000 resolves ≈ ±3.5 %, of 6,000 ≈ ±2 %).
//   - §9.5.1 with the unescorted rounds' next torpedo groups played (groups.go) and
//     the AI's stern approach (uboat-sim -tactical ai -careers 2000 -json, seeds
//     1–2,000, 2026-11-28): mean career tonnage +3.94 % (table 13,115 t, tactical
//     13,632 t; main the same day +3.83 %, 13,617 t), boats lost per patrol −0.53 pp
//     (main −0.53), victory levels defeat +1.1, draw −1.1, marginal −0.5, substantial
//     +0.3, decisive +0.2 pp (main +1.1, −1.0, −0.6, +0.3, +0.2), Kommandant survival
//     −1.40 pp (main −1.35): within the bands, and the tonnage moves by 0.1 %: the
//     reference hits what the table hits. 130 next groups played in scenes of their
//     own (4 of them at another bracket than the round's), 1,055 Close plans fired at
//     Close (main 930, with 5 at Medium).
//   - FINDING §9.5.1 with the unescorted attack played (uboat-sim -tactical ai
//     -careers 2000 -json, VIIC, commander, seeds 1–2000, calibration tool version 4,
//     2026-11-28): mean career tonnage +0.4 % (table 13,115 t, tactical 13,161 t), boats
//     lost per patrol −0.58 pp (32.56 → 31.98 %), victory levels defeat +2.8 pp, draw
//     −2.0, marginal −1.0, substantial +0.15, decisive +0.05, Kommandant survival
//     +0.1 pp (15.95 → 16.05 %): within the bands (defeat near its edge, as before).
//     4,583 attack scenes to a salvo, of them 877 unescorted rounds (701 at night
//     submerged — the commander attacks submerged when the deck gun cannot fire — 173
//     at night surfaced, 3 by day); all planned at Close (872 fired at Close, 5 at
//     Medium). From the escorted start (6–8 km, 20–50° off the bow) the submerged ones
//     fired at Close only in half the scenes (close>long 364, close>medium 104 of 956)
//     and the careers lost 4.2 % of their tonnage (defeat +3.5 pp, outside its band):
//     hence the start ahead on the track (§2.1 reading above).
//     Before the unescorted attack (tool version 3; with main's damage-control and
//     crash-dive scenes played too), the design's bands held: mean career tonnage
//     +0.2 % (table 13,115 t, tactical 13,141 t; band ±5 %), boats lost per patrol
//     −0.58 pp (32.56 → 31.98 %; ±1.5 pp), victory levels defeat +2.7 pp, draw −1.85,
//     marginal −1.1, substantial +0.25, decisive 0 (±3 pp each; defeat is near its
//     edge), Kommandant survival +0.15 pp (15.95 → 16.10 %; ±2 pp). Seeds 1–6000:
//     +1.1 %, −0.69 pp, victory levels within 0.7 pp, survival +0.48 pp. Before the
//     damage-control and crash-dive scenes (attack and search phase only): +0.3 %,
//     −0.43 pp, defeat +2.65 pp, survival −0.25 pp; the attack alone (ai:attack):
//     −1.6 %, +0.06 pp, defeat +2.45 pp, survival +0.5 pp. Noise: the
//     table's own mean tonnage moves 12,795–13,574 t between blocks of 2,000 seeds (a
//     standard error of about 2.4 % per side), so a 2,000-career tonnage comparison
//     resolves about ±3.5 %; iterate on 6,000. The played attacks (2,000 careers): 3,706
//     scenes to a salvo, 1,153 (24 %) ended by the AI without a shot in the policy's
//     bracket and handed to the table (§8.3), 13,876 torpedoes rolled or off target
//     (3,298 second-salvo torpedoes launched), 14 % off target, mean solution DRM of the
//     rolled ones −0.06, mean a₀ 0.97; 98 % of the played attacks are Night Surface
//     Attacks planned at Long.
//     How the gap closed (seeds 1–6,000 unless said; before: −14.8 % / +1.55 pp at
//     2,000 with tool version 2): (1) guided torpedoes on their seeker's width, never
//     losing the 9.2.5 minimum, with their own Q_ref cells: −6.3 %, +1.2 pp (the
//     off-target share of all launches 18 → 11 %); (2) the NSA second salvo the
//     commander always takes at the table (9.5.2): −10.2 %, +2.5 pp once its stern
//     shots graded like the first salvo's (without the AI's second dial-in 40 % of
//     them were off target: the TDC keeps no own motion); (3) the AI never firing
//     closer than the policy's Long: +1.0 %, −0.6 pp. The E_ref question of the
//     previous finding (mean a₀ 1.08) closed with these: 0.97 now, without E_ref from
//     the careers' own set-ups. Per torpedo fired the layer hits about as often as the
//     table (32 % against 31 %, 3,000 careers, before (3)); what (3) removed was the
//     9.2.2 pre-fire check at Close (550 E2_close rolls against the table's 79, 57 %
//     detected before a launch) and [E2]'s +1 / 0 instead of −1 for Long.
//     Open then and closed by the grades by quantile (tool version 5): the capital
//     cells pinned at the Q_ref floor at Long (a shortfall the careers rarely meet:
//     capital ships are 1 % of the attacks), and the d = −1 shortfall of §9.2.2.
//   - FINDING §9.1/§9.2.1 long form, before the grades by quantile (closed below;
//     TAC_LONG=1 TestCalibrationFresh, tool version 3,
//     seed 1950, 2026-11-28): 20 of the 378 cells fail. 13 are the scene's own [U1] hit
//     rate outside ±5 pp on 174–606 launches (Close cells and three guided ones:
//     day/medium/tanker/zaunkoenig_24 +6.1 pp, night_submerged/close/tanker/falke_20
//     −7.4, night_submerged/long/capital_fast/falke_20 −7.7); a salvo's torpedoes share
//     one solution, so the binomial error understates the spread about twofold and ±5 pp
//     is under 2 standard errors there. 6 are capital cells whose recomputed Q_ref moves
//     more than 10 % (a flat expectation on few distinct geometries), and one is the
//     known capital shortfall at Long (night_surface/long/capital/g7e_30 at 36.0 %
//     against 41.7 %). The reduced form (make test) passes; the long form was not run
//     on the previous calibration for comparison.
//     Tool version 4 (TAC_LONG=1, 2026-11-28): the same 20 escorted cells fail (their
//     values are unchanged), and 10 of the 252 unescorted cells: the reference's
//     expected hit under the stored Q_ref is within ±5 pp of the table in every
//     unescorted cell, but four Falke cells at Medium roll 5–8 pp under the table in
//     the scene's own [U1] (n 744–1,500; surfaced, by day and at night), and six Long
//     cells recompute Q_ref more than 10 % away (Q_ref 0.015–0.22, where the
//     expectation is flat in Q_ref).
//   - FINDING §9.2.2 long form, before the grades by quantile (closed below; TAC_LONG=1
//     TestSkillBandAndTableModifiers, tool version 3): 74 cells outside their tolerance, most of them the known d = −1
//     shortfall and capital cells; the guided cells add the same effect: their grades
//     are more lopsided still (the seeker's width saturates Q, so a shot is excellent or
//     good unless it is off target), so Falke cells calibrated at d = 0 land 5–6 pp over
//     the table at d = +1 and 10 pp under it at d = −1. A calibration at d = 0 does not
//     carry to other table modifiers when the grades are lopsided; the design must pick
//     (a graded measure that does not saturate, or Q_ref per table modifier).
//   - §9.1/§9.2 long forms, tool version 6 (TAC_LONG=1, 2026-11-28; before: tool
//     version 5 failed 1 of 577 cells of TestCalibrationFresh, the scene's own [U1]
//     rolls in day/medium/tanker/zaunkoenig_24, 64.5 % against 58.3 % on 594 launches,
//     and 1 of 630 of TestSkillBandAndTableModifiers, the careless player in
//     unescorted_night_submerged/long/tanker/g7a_40 0.6 pp over the table).
//     TestCalibrationFresh passes: 0 of 577 cells outside a tolerance, none replayed,
//     and the §2.9 a₀ of every (condition, bracket, situation, setting) cell within
//     its tolerance. The tanker cell was noise, not a bias: its 64.5 % came from the
//     first 400 scenes per policy bracket of seed 1950; at 1,200 scenes the same seed
//     gives 60.4 %, seeds 2044 and 2145 60.5 % and 58.4 % (table 58.3 %, the analytic
//     expectation under the stored cuts 57.8–58.5 %); ±5 pp is under 2 standard errors
//     there (a salvo's torpedoes share one solution), and 577 cells judged at 3
//     binomial standard errors put one or two outside by chance. §9 reads "within
//     ±5 pp" on n = 20,000 per cell ("10 to 15 standard errors") and "every value
//     within 3 %" of the stored one; the tests keep those tolerances and take the
//     design's premise the other way: a cell outside is replayed on five times the
//     scenes at another seed and judged on those alone (calReplay), so a real bias
//     stays outside. The §2.9 a₀ check allows ±0.05 or 3 standard errors of the
//     difference of the two means where a cell's scenes resolve a₀ worse (the same
//     rule as the evasion section's RefTolerance).
//     TestSkillBandAndTableModifiers: the careless cell was a bug (the silhouette's side
//     mistake scaled as an angle, the §2.4 reading above), closed; it now fails 1 of
//     630 cells, on its replay: §9.2.2 in night_surface/close/large_freighter/g7a_40 at
//     d = +2, 47.8 % against the table's 41.7 % on 1,275 launches (FINDING below).
//   - FINDING §9.2.2 (tool version 6): in the NSA at Close with G7a 40 and 44 the
//     reference's launches that never cross the track (off target) come a salvo at a
//     time, and the cell's excellent share is what compensates them at d = 0 (about
//     6.5 pp of excellent per point of off target at Close): seed 1943's 454 launches
//     had 4.0 % that never cross (excellent 40.5 % stored), a fresh 365 at another seed
//     0.8 % (49 % of them excellent under the stored cuts, expectation 75.8 % against
//     72.2 %), and at d = +2 the excellent step is worth more (P(2d6 ≤ 7) − P(≤ 6)
//     against P(≤ 9) − P(≤ 8) at d = 0), hence 47.8 %. A denser calibration was tried
//     (a trial, not kept: every (condition, kind, setting) with a cell under 600
//     launches played 3n scenes): §9.2.2 then held in all 630 cells, but
//     TestCalibrationFresh put 5 of 588 cells outside §9.1 — that cell's stored cuts on
//     ~1,300 launches put 33 % of a fresh 2,551 on excellent against a fresh
//     calibration's 21 %, and the fast-capital cells it lifted over the 50-launch pooling
//     floor were judged on 30–40 fresh launches. The stored cut of such a cell is not
//     stable at any sample this machine can play per cell; the design must pick: the
//     off-target share (the never-crossing salvos) pooled across settings or brackets
//     before the excellent share is fitted, or §9.2.2 at d = +2 read against the
//     calibration's own precision in cells with clustered off-target launches.
//     Closed (tool version 7, 2026-11-28), in three steps. (1) The "fresh" samples were
//     not fresh: a calibration scene's seed was seed ^ cell ^ i, so seeds 1943 (the
//     calibration), 1950 (TestCalibrationFresh) and 1954 (TestSkillBandAndTableModifiers)
//     drew their 400 scenes per cell from the same 512 scene seeds, and the long forms
//     mostly replayed the calibration's own scenes (only the replays, at seeds 2950 and
//     2954, were fresh: hence a cell that failed only on its replay). Each seed's scenes
//     now start from one PCG draw of the seed (condSamples). (2) The never-crossing
//     share is pooled per kind and guidance before the cuts are fitted (the reading
//     above). (3) On truly fresh scenes, 400 scenes per cell left the stored values
//     moving with the calibration's own sample more than the tolerances allow
//     (TestCalibrationFresh: 4 of 578 cells outside after their replays, TestSalvos
//     −5.9 pp in night_submerged/close): the generator now plays 2,000 scenes per cell
//     (CalN; the pooling floor scales with it, so the same cells pool) and the long
//     forms' fresh samples stay at 400 (calTestN). With the regenerated file
//     (TAC_LONG=1): TestCalibrationFresh 0 of 578 grade cells outside (7 replayed), the
//     §2.9 a₀ cells replayed on 5× the scenes where outside as the grade cells are;
//     TestSalvos and the guided tests pass; TestSkillBandAndTableModifiers 0 of 630
//     cells outside (none replayed). The rest of the package's long forms pass on the
//     same day's main (TAC_LONG=1 go test ./engine/tactical).

//   - FINDING §9.5.1, tool version 7 (2026-11-28; uboat-sim -tactical ai -careers 2000
//     -json, seeds 1–2,000): mean career tonnage +5.38 % (13,115 → 13,820 t), outside
//     the ±5 % band; boats lost per patrol −0.86 pp, victory levels within 1.15 pp,
//     Kommandant survival −1.20 pp: within. Not the calibration: per launch the
//     careers' [U1] expectation at the engine's modifiers is 0.990 of the table's
//     (0.991 with tool version 6), mean solution DRM +0.029 (+0.029), off target 166 of
//     16,341 launches (194 of 16,227). The blocks: seeds 2001–18,000 in blocks of 2,000
//     give tonnage −0.15, +0.65, −0.78, +1.45, +3.26, −0.05, +3.12, −1.18 % and
//     Kommandant survival +1.10, +1.45, +2.20 (outside ±2), +0.50, −0.85, +0.90, +1.05,
//     −0.75 pp; the nine blocks' tonnage +1.27 % (standard deviation between blocks
//     2.2 %), boats lost −0.17 pp (0.7), survival +0.49 pp (1.2). A tactical career
//     draws other dice from its first scene on (the E2T roll, the scenes' modifiers),
//     so the two sides of a block are nearly independent careers, and ±5 % on one
//     block of 2,000 is about two of its standard deviations: seeds 1–2,000 sat at
//     +2.8 … +5.4 % in every build since tool version 6. The design must pick: the
//     bands judged on more careers (18,000 resolve the tonnage to ±0.7 %), or the
//     careers kept on common dice (the table's rolls from streams of their own per
//     roll site, so that a scene's modifiers change only the rolls they touch).
//   - §9.5.1 common dice [designed, the decision on FINDING §9.5.1, tool version 7]: a
//     seeded career's dice are common per roll site (engine dice.go siteDice: the n-th
//     roll at a site — its table or roll code, E2T at [E2]'s, the roll it replaces —
//     in an epoch — the patrol and the encounter within it — from a stream of its own;
//     docs/engine.md), so the table run and the tactical run of one seed meet the same
//     luck wherever the layer does not act, and §9.5.1's "the same seeds" compares the
//     layer rather than two draws of the dice. Per career (seeds 2,001–4,000) table and
//     tactical tonnage correlate 0.42 (0.23 on the one stream), patrols 0.43 (0.22), a
//     career ending in the boat's or the Kommandant's loss 0.29 (0.14); 684 of the
//     2,000 careers are the same on both sides (374). uboat-sim -tactical ai -careers
//     2000 -json (2026-11-28), seeds 1–2,000: mean career tonnage −1.97 % (13,587 →
//     13,320 t), boats lost per patrol −0.15 pp, victory levels within 2.35 pp (draw),
//     Kommandant survival −1.20 pp: inside every band. Nine blocks of 2,000 (seeds
//     1–18,000): tonnage −1.97, +1.65, −0.16, +1.44, +1.51, −1.57, +0.37, +0.20,
//     −0.07 % (mean +0.16 %, standard deviation between blocks 1.29; on the one stream
//     +1.27 and 2.2), boats lost per patrol mean −0.03 pp (0.54; 0.7), survival
//     −0.60 pp (1.10; 1.2), the worst victory level of a block 0.4–2.35 pp; one block
//     (seeds 4,001–6,000) has the survival at −2.05 pp, outside ±2. So on 2,000 careers
//     the bands stay about two of the comparison's own standard deviations (the
//     survival's most nearly: about one block in ten falls outside), while the means
//     over 18,000 careers are well inside every band.
//     With it: the set-up shows a tube whose door is out ([A32]) empty, since the
//     engine drops its launch, and the torpedo ends are logged after the last torpedo
//     the engine fires (TacTorpedo.Last) instead of after the scene's last launch
//     (TestTacticalNextGroup met both on the new dice).

// # What remains: the screens (part 2) and data the engine lacks
//
//   - §2.6 / 9.4.2 the unescorted attack's groups: the next torpedo group the
//     weapon_group choice picks is played in a scene of its own after the first's
//     results (groups.go, the reading under §1.1 / 9.4.2). Still: a scene that fires
//     both ends itself (a player on the screens; the reference fires one) plays them
//     in one headless scene (deferTable), where the second cannot react to the first's
//     results; the screens of part 2 must show the engine's outcomes before a second
//     group or end the scene after the first. A next group whose launches come at
//     another bracket than the round's is rolled at the round's range with the scene's
//     solution modifier (ProviderStats.GroupsOff counts them).
//   - §1.3 a save of a career played with uboat-sim's provider (the career's own
//     decider as its policy, or the random policy) cannot be named and so is refused
//     (NewSave: ErrBadConfig); only "ai:<skill>:commander" providers save. (The §8.3
//     default range is offered as Decision.Default and the game's decision panel
//     focuses it.)
//     A salvo's torpedo ends are replayed after the last torpedo the engine fires of it
//     (TacTorpedo.Last), the shots it dropped counted as misses.
//   - §2.6 the FaT loops picture (the spawned ship is there, Running.FaTShip; the run
//     is drawn straight); §2.2 manual-disk mode (screens). The reference AI plans no
//     Extreme shot (§6.1 has no Extreme firing point); a scene shown as a fault (§2.8,
//     TAC_FAULT) whose engine outcome is fat_hit keeps the fault picture, no spawn.
//   - §2.4 the reference AI keeps the single transit reading (readings above); the
//     screens must call Pacer.Alert(Scene.Forced()) each frame while timing.
//   - §3 the evasion scene is built (evasion.go, provider_ev.go); the §9.3 tests hold
//     in their long forms (figures under the r_b decision), and so is its §3.6 View
//     with the side view's charge markers (views.go). Not built: US Mk 9 escorts (no
//     engine data); the plot's datum ring (the escorts' datum is truth, not logged).
//     The hydrophones' bearings carry the §2.4 error (σ 3°) from a stream of the
//     pass's own (contacts.go hear); the reference evader hears the truth.
//   - §5 alerts: every reason of §5 is raised as tac_alert (evasion, damage-control,
//     attack and crash-dive scenes), the player-set alarms included (alarms.go: the
//     one command API, kept in saves through the orders stream; the reference AI sets
//     none, so §9.5.1 does not move: uboat-sim -tactical ai -careers 200 -json gives
//     main's figures). The length-transit timer raises "transit" at its first click
//     and holds ×1 through Scene.Forced. Escorts are known by bearing and propeller
//     speed only (no range), as §3.4's hydrophones give them, so the evasion scene
//     refuses a range alarm. Readings [designed]: the contact picture of
//     contacts.go (sight 12 km by day, 8 km at night, hydrophones 10 km submerged,
//     a 30° blind arc each side of the stern, no hearing at full speed, changes shown
//     after 15 s) observes only: the instruments' readings are not gated by it (an
//     observation of a ship out of sight is still taken, as before; gating them would
//     move the AI and the calibration); the second-salvo alert is raised at the scene's
//     start (B7) in an NSA with both ends loaded, where CmdSecondSalvo becomes legal.
//     The damage-control board takes "in N minutes" alarms (no contacts there); the
//     crash-dive scene takes none (it lasts seconds, forced ×1). Not built: the
//     screens that set the alarms and draw the contacts (part 2).
//   - §4 damage control and the crash dive are built and played by the provider, with
//     the double-lookout posture (§4.6, readings above). The DC scene's View is built
//     (views.go; the LI's team in DCView.LI). Not built: the game cannot switch the
//     layer on yet (no provider in the game's careers), so the lookouts decision is
//     shown only in tests (scenes TestLookoutsOnTheTransitPanel).
package tactical
