package engine

// 9.9: submarine encounters (rules-core 13(f)). OWNER: ships helper. Decision ids are
// listed in ships.go: sub_attack (attack | return_fire | break_off), sub_continue
// (again | break_off), and range, end, fire as for ships.

// submarine runs 13(f). The initiative follows 9.9.2 (1–5 the enemy fires first, [D31]),
// not the random-event tables' 1–3.
func (c *Career) submarine() {
	if c.tac.p != nil {
		c.tacEncounter() // tactical-design §4.6 (also a random event's submarine, 12.1)
	}
	e := c.newEngage("submarine")
	defer func() { c.S.Engage = nil }()
	e.Mode = "submerged" // [A56] no UZO, no Night Surface Attack, no time of day
	// F1 9.9.1 identify: the Australian list on Australia patrols.
	table := "T4"
	if p := c.S.Patrol; p != nil && p.Area == "australia" {
		table = "T4A"
	}
	row := c.Roll(table, "", nil).Row
	c.putTarget(Target{Name: row.Result, Tons: row.Tons, Class: ClassSubmarine, Capacity: 1}) // 9.9.4
	for {
		// F2 initiative.
		rng := ""
		if c.RollDice("SUB_INIT", "", "1d10", nil, classifySubInit).Key == "enemy" {
			// 9.9.2 surprise attack at Medium range.
			c.enemySubFire("medium")
			if !c.subReply("medium") {
				break
			}
			rng = "medium"
		} else {
			// 9.9.3 the player may attack or break off; [A66] an aborting boat only
			// returns fire.
			if c.aborting() || !c.tubesReady() {
				break
			}
			if c.ask(KindSubAttack, "Enemy submarine sighted: attack or break off?", "",
				c.opts("attack", "Attack", "break_off", "Break off")) != "attack" {
				break
			}
			// F3 range; Close risks the 9.2.2 pre-fire check.
			rng = c.chooseRange(true, false) // no escorts: no detection odds
			if rng == "close" {
				var m Mods
				m.If(c.kcGrade() >= KCOakLeaves, -1, "9.2.2 Oak Leaves")
				if c.RollDice("E2_close", "", "2d6", &m, classifyE2Close).Key != "undetected" {
					c.enemySubFire("close") // 9.9.3 the enemy fires first, from Close
					if !c.subReply("close") {
						break
					}
				}
			}
		}
		// F4 player fire: one end, [U1] +1 for the submarine, duds; any hit sinks it.
		e.Range = rng
		if c.tubesReady() {
			var buf [16]shot
			for _, s := range c.allocate(c.chooseEnd(), false, buf[:0]) {
				c.fireTorpedo(s)
			}
		}
		if e.Targets[0].Sunk {
			break
		}
		// F5 the enemy counterattacks at the player's range.
		c.enemySubFire(rng)
		if c.ask(KindSubContinue, "Both boats survive: roll initiative again or break off?", "",
			c.opts("again", "Fight on (roll initiative)", "break_off", "Break off")) != "again" {
			break
		}
	}
	c.reloadTubesShips() // 9.2.10 at the end of the encounter
}

// subReply is the PLAYER CHOICE after surviving the enemy's first shots: return fire at
// that range (no new pre-fire check, [A56]) or break off. It reports true to fire.
func (c *Career) subReply(rng string) bool {
	if !c.tubesReady() {
		return false
	}
	c.shipEng.Range = rng
	return c.ask(KindSubAttack, "You survived the enemy's torpedoes: return fire or break off?", rng,
		c.opts("return_fire", "Return fire", "break_off", "Break off")) == "return_fire"
}

// enemySubFire is ENEMY_FIRE (9.9.5): two torpedoes, each 2d6 ≤ 5 / 4 / 3 at Close /
// Medium / Long hits; a hit is a dud on 1d6 = 1 ([A57]); any other hit sinks the U-boat.
func (c *Career) enemySubFire(rng string) {
	classify := classifySubFireLong
	switch rng {
	case "close":
		classify = classifySubFireClose
	case "medium":
		classify = classifySubFireMedium
	}
	for i := 0; i < 2; i++ {
		if c.RollDice("SUB_FIRE", rng, "2d6", nil, classify).Key != "hit" {
			continue
		}
		if c.rollCol(refDud, nil).Key == "dud" {
			c.note(TNote, "enemy_dud", "9.9.5 the enemy torpedo is a dud")
			continue
		}
		c.boatLost(LossSubmarine)
	}
}

func classifySubInit(t int) string {
	if t <= 5 {
		return "enemy"
	}
	return "player"
}

func classifySubFireClose(t int) string  { return subHit(t, 5) }
func classifySubFireMedium(t int) string { return subHit(t, 4) }
func classifySubFireLong(t int) string   { return subHit(t, 3) }

func subHit(t, n int) string {
	if t <= n {
		return "hit"
	}
	return "miss"
}
