package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// Month is a game month counted as year*12 + (month-1); July 1943 is MonthOf(1943, 7).
// The game runs from 7/43 (first patrol) to 5/45 (5.1).
type Month int

// MonthOf returns the Month for a calendar year and month (1–12).
func MonthOf(year, month int) Month { return Month(year*12 + month - 1) }

// Year returns the calendar year.
func (m Month) Year() int { return int(m) / 12 }

// Mon returns the calendar month, 1–12.
func (m Month) Mon() int { return int(m)%12 + 1 }

// String formats the month as the log schema's YYYY-MM.
func (m Month) String() string {
	var b [7]byte
	y := m.Year()
	b[0] = byte('0' + y/1000%10)
	b[1] = byte('0' + y/100%10)
	b[2] = byte('0' + y/10%10)
	b[3] = byte('0' + y%10)
	b[4] = '-'
	mo := m.Mon()
	b[5] = byte('0' + mo/10)
	b[6] = byte('0' + mo%10)
	return string(b[:])
}

// Short formats the month as the rulebook's M/YY (7/43).
func (m Month) Short() string { return fmt.Sprintf("%d/%02d", m.Mon(), m.Year()%100) }

// ParseMonth reads "YYYY-MM" (log schema) or "M/YY" (rulebook, years 19YY).
// It returns an error naming the text when neither form fits.
func ParseMonth(s string) (Month, error) {
	s = strings.TrimSpace(s)
	if y, mo, ok := strings.Cut(s, "-"); ok && len(y) == 4 {
		yi, err1 := strconv.Atoi(y)
		mi, err2 := strconv.Atoi(mo)
		if err1 == nil && err2 == nil && mi >= 1 && mi <= 12 {
			return MonthOf(yi, mi), nil
		}
	}
	if mo, y, ok := strings.Cut(s, "/"); ok {
		y = strings.TrimSuffix(y, "+")
		mi, err1 := strconv.Atoi(mo)
		yi, err2 := strconv.Atoi(y)
		if err1 == nil && err2 == nil && mi >= 1 && mi <= 12 && yi >= 0 && yi < 100 {
			return MonthOf(1900+yi, mi), nil
		}
	}
	return 0, fmt.Errorf("bad month %q: want YYYY-MM or M/YY", s)
}

// Key months of the campaign.
var (
	FirstMonth = MonthOf(1943, 7) // 4.2.1 the earliest start
	LastMonth  = MonthOf(1945, 5) // 5.1.1 the war ends in May 1945
)
