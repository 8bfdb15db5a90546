package i18n

import (
	"math"
	"strconv"
	"strings"
	"time"
)

// Form is a plural category (CLDR): which of a message's forms a count takes.
type Form uint8

// The plural categories the game's languages use for whole numbers. CLDR gives Italian
// and Spanish a third category, "many", but only for numbers written in compact
// exponent form ("1 millón de…"), which the game never writes.
const (
	Other Form = iota // every count but those below: 0, 2, 3, … 1000000
	One               // the singular: exactly 1
)

// Plural returns the plural category of a whole count n in the language. For English,
// German, Italian and Spanish it is One for n == 1 and Other for every other integer
// (CLDR cardinal rules, integers without visible fraction digits).
func (l Lang) Plural(n int) Form {
	if n == 1 {
		return One
	}
	return Other
}

// separators returns the language's thousands and decimal separators: "," and "." in
// English, "." and "," in German, Italian and Spanish.
func (l Lang) separators() (group, decimal byte) {
	if l == En || l >= numLangs {
		return ',', '.'
	}
	return '.', ','
}

// Int formats a whole number with the language's thousands separator: 9,900 in English,
// 9.900 in German, Italian and Spanish (the editions' own usage, "25.000 toneladas";
// strict CLDR would leave four-digit Spanish numbers ungrouped). Negative numbers take
// a hyphen-minus.
func (l Lang) Int(n int) string {
	g, _ := l.separators()
	return groupDigits(strconv.FormatInt(int64(n), 10), g)
}

// Decimal formats x with exactly digits digits after the decimal separator (rounded
// half away from zero, as strconv does) and the language's separators: 1,234.5 in
// English, 1.234,5 in the others. digits < 0 means as many as needed.
func (l Lang) Decimal(x float64, digits int) string {
	g, d := l.separators()
	s := strconv.FormatFloat(x, 'f', digits, 64)
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return s
	}
	whole, frac, hasFrac := strings.Cut(s, ".")
	out := groupDigits(whole, g)
	if hasFrac {
		out += string(d) + frac
	}
	return out
}

// Percent formats a whole percentage as the language writes it: "58%" in English and
// Italian, "58 %" in German and Spanish (with a no-break space, CLDR).
func (l Lang) Percent(p int) string {
	switch l {
	case De, Es:
		return l.Int(p) + "\u00a0%"
	}
	return l.Int(p) + "%"
}

// groupDigits puts sep between every three digits of a decimal integer's digits (an
// optional leading '-' kept in front).
func groupDigits(s string, sep byte) string {
	sign := ""
	if strings.HasPrefix(s, "-") {
		sign, s = "-", s[1:]
	}
	if len(s) <= 3 {
		return sign + s
	}
	var b strings.Builder
	b.Grow(len(sign) + len(s) + len(s)/3)
	b.WriteString(sign)
	head := len(s) % 3
	if head == 0 {
		head = 3
	}
	b.WriteString(s[:head])
	for i := head; i < len(s); i += 3 {
		b.WriteByte(sep)
		b.WriteString(s[i : i+3])
	}
	return b.String()
}

// Month names, January first (CLDR, the forms used with a year: Italian and Spanish
// write them in lower case).
var months = [numLangs][12]string{
	En: {"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"},
	De: {"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"},
	It: {"gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"},
	Es: {"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"},
}

// Month returns a month's name in the language ("June", "Juni", "giugno", "junio");
// an out-of-range month gives its number.
func (l Lang) Month(m time.Month) string {
	if m < time.January || m > time.December {
		return strconv.Itoa(int(m))
	}
	if l >= numLangs {
		l = En
	}
	return months[l][m-1]
}

// MonthYear returns a month and year as the language writes them: "June 1944",
// "Juni 1944", "giugno 1944", "junio de 1944" (CLDR yMMMM). The year is never grouped.
func (l Lang) MonthYear(year int, m time.Month) string {
	y := strconv.Itoa(year)
	if l == Es {
		return l.Month(m) + " de " + y
	}
	return l.Month(m) + " " + y
}
