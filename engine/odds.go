package engine

// Exact probabilities for the odds shown before each choice. They are computed from the
// same tables and modifiers the roll will use: build the Mods exactly as the roll would,
// then ask the table for the chance of each result.

// dist2d6[n] is the number of ways (out of 36) to roll n on 2d6.
var dist2d6 = [13]int{0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1}

// naturalFaces returns the possible natural totals of a dice code with their weights
// and the weight total.
func naturalFaces(dice string) (vals []int, weights []int, total int) {
	switch dice {
	case "1d6":
		return []int{1, 2, 3, 4, 5, 6}, []int{1, 1, 1, 1, 1, 1}, 6
	case "2d6":
		for v := 2; v <= 12; v++ {
			vals = append(vals, v)
			weights = append(weights, dist2d6[v])
		}
		return vals, weights, 36
	case "3d6":
		w := map[int]int{}
		for a := 1; a <= 6; a++ {
			for b := 1; b <= 6; b++ {
				for c := 1; c <= 6; c++ {
					w[a+b+c]++
				}
			}
		}
		for v := 3; v <= 18; v++ {
			vals = append(vals, v)
			weights = append(weights, w[v])
		}
		return vals, weights, 216
	case "d66":
		for a := 1; a <= 6; a++ {
			for b := 1; b <= 6; b++ {
				vals = append(vals, a*10+b)
				weights = append(weights, 1)
			}
		}
		return vals, weights, 36
	case "1d10":
		for v := 1; v <= 10; v++ {
			vals = append(vals, v)
			weights = append(weights, 1)
		}
		return vals, weights, 10
	case "d100":
		for v := 1; v <= 100; v++ {
			vals = append(vals, v)
			weights = append(weights, 1)
		}
		return vals, weights, 100
	case "d1000": // the tactical E2T / E2Q readings 1 … 1,000 (tactical-design §3.3)
		for v := 1; v <= 1000; v++ {
			vals = append(vals, v)
			weights = append(weights, 1)
		}
		return vals, weights, 1000
	case "1d20":
		for v := 1; v <= 20; v++ {
			vals = append(vals, v)
			weights = append(weights, 1)
		}
		return vals, weights, 20
	}
	panic("engine bug: unknown dice " + dice)
}

// ResultOdds returns the probability of each result key of a table column for a roll
// with the given modifiers (nil = none), in the order the results first appear.
func (d *Data) ResultOdds(table, column string, mods *Mods) []Odds {
	t := d.Tables[table]
	col := t.Columns[column]
	return resultOdds(t.Dice, mods, func(total int) string { return col.Look(total).Result })
}

// resultOdds adds up the chance of each result key over every natural total of the dice,
// with the modifiers added before key reads the total.
func resultOdds(dice string, mods *Mods, key func(total int) string) []Odds {
	m := 0
	if mods != nil {
		m = mods.Sum()
	}
	vals, ws, tot := naturalFaces(dice)
	var out []Odds
	for i, v := range vals {
		k := key(v + m)
		found := false
		for j := range out {
			if out[j].Outcome == k {
				out[j].P += float64(ws[i]) / float64(tot)
				found = true
			}
		}
		if !found {
			out = append(out, Odds{Outcome: k, P: float64(ws[i]) / float64(tot)})
		}
	}
	return out
}

// ProbResult returns the probability that a roll on table/column with mods gives key.
func (d *Data) ProbResult(table, column string, mods *Mods, key string) float64 {
	for _, o := range d.ResultOdds(table, column, mods) {
		if o.Outcome == key {
			return o.P
		}
	}
	return 0
}

// P2d6AtMost returns P(2d6 + mod ≤ n).
func P2d6AtMost(n, mod int) float64 {
	k := 0
	for v := 2; v <= 12; v++ {
		if v+mod <= n {
			k += dist2d6[v]
		}
	}
	return float64(k) / 36
}

// P1d6AtMost returns P(1d6 + mod ≤ n).
func P1d6AtMost(n, mod int) float64 {
	k := 0
	for v := 1; v <= 6; v++ {
		if v+mod <= n {
			k++
		}
	}
	return float64(k) / 6
}

// E2DetectChance returns the chance that an [E2] escort-detection roll with the summed
// modifier mod detects the boat: a modified 6 or more, except that a natural 2 always
// escapes (9.6.9).
func E2DetectChance(mod int) float64 {
	k := 0
	for v := 3; v <= 12; v++ {
		if v+mod >= 6 {
			k += dist2d6[v]
		}
	}
	return float64(k) / 36
}

// classifyOdds returns the probability of each result of a rule check rolled with
// RollDice (dice, modifiers, classify), in the order the results first appear.
func classifyOdds(dice string, mods *Mods, classify func(total int) string) []Odds {
	return resultOdds(dice, mods, classify)
}
