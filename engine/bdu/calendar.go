package bdu

import (
	"fmt"
	"strconv"
	"strings"
)

// design 0 (Calendar): one turn is one week; every month has exactly four weeks; the
// campaign runs from 1939-09 week 1 to 1945-05 week 1 inclusive, 273 turns.

// WeeksPerMonth is the number of turns in every month (design 0).
const WeeksPerMonth = 4

// Month is a calendar month, counted as year*12 + (month-1). Its text form is the
// Hunted date "YYYY-MM".
type Month int

// MonthOf returns the Month of year y and month m (1–12).
func MonthOf(y, m int) Month { return Month(y*12 + m - 1) }

// Year is the calendar year of m.
func (m Month) Year() int { return int(m) / 12 }

// Num is the month number of m, 1–12.
func (m Month) Num() int { return int(m)%12 + 1 }

// String gives "YYYY-MM".
func (m Month) String() string { return fmt.Sprintf("%04d-%02d", m.Year(), m.Num()) }

// ParseMonth reads "YYYY-MM".
func ParseMonth(s string) (Month, error) {
	y, mm, ok := strings.Cut(s, "-")
	if !ok || len(y) != 4 || len(mm) != 2 {
		return 0, fmt.Errorf("month %q: want YYYY-MM", s)
	}
	yi, err1 := strconv.Atoi(y)
	mi, err2 := strconv.Atoi(mm)
	if err1 != nil || err2 != nil || mi < 1 || mi > 12 {
		return 0, fmt.Errorf("month %q: want YYYY-MM", s)
	}
	return MonthOf(yi, mi), nil
}

// Week is one turn: a month and its week 1–4.
type Week struct {
	Month Month
	N     int // 1–4
}

// String gives "YYYY-MM/w".
func (w Week) String() string { return fmt.Sprintf("%s/%d", w.Month, w.N) }

// ParseWeek reads "YYYY-MM/w" (w 1–4).
func ParseWeek(s string) (Week, error) {
	ms, ws, ok := strings.Cut(s, "/")
	if !ok {
		return Week{}, fmt.Errorf("week %q: want YYYY-MM/w", s)
	}
	m, err := ParseMonth(ms)
	if err != nil {
		return Week{}, fmt.Errorf("week %q: %w", s, err)
	}
	n, err := strconv.Atoi(ws)
	if err != nil || n < 1 || n > WeeksPerMonth {
		return Week{}, fmt.Errorf("week %q: the week must be 1–%d", s, WeeksPerMonth)
	}
	return Week{m, n}, nil
}

// Campaign calendar bounds (design 0, 2).
var (
	FirstMonth = MonthOf(1939, 9)    // the first turn's month
	LastMonth  = MonthOf(1945, 5)    // the last turn's month
	FirstWeek  = Week{FirstMonth, 1} // 1939-09 week 1
	LastWeek   = Week{LastMonth, 1}  // 1945-05 week 1 (Dönitz's cease-fire order)
)

// Turns is the number of turns of a full-war campaign: 68 × 4 + 1 (design 0).
const Turns = 273

// Turn is w's index counted from 1939-09 week 1 (= 0); 1945-05 week 1 is Turns-1.
func (w Week) Turn() int { return (int(w.Month-FirstMonth))*WeeksPerMonth + w.N - 1 }

// WeekOfTurn is the inverse of Week.Turn.
func WeekOfTurn(t int) Week {
	return Week{FirstMonth + Month(t/WeeksPerMonth), t%WeeksPerMonth + 1}
}

// Next is the following turn (week 4 → week 1 of the next month).
func (w Week) Next() Week { return WeekOfTurn(w.Turn() + 1) }

// Before reports whether w comes earlier than v.
func (w Week) Before(v Week) bool { return w.Turn() < v.Turn() }

// InCampaign reports whether w is a turn of the campaign (1939-09/1 … 1945-05/1).
func (w Week) InCampaign() bool { return w.Turn() >= 0 && w.Turn() < Turns }

// MonthInCampaign reports whether some turn of m is a campaign turn.
func MonthInCampaign(m Month) bool { return m >= FirstMonth && m <= LastMonth }
