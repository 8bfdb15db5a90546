package engine

// Table codes of the roll event not declared in codes.go, for the screens that switch
// on them (the rules browser's charts, present/chart.go).
const (
	TableMinefield = "MINEFIELD" // 12.1 random event 10, the minefield
	TableQuality   = "QUALITY"   // 14.6, 14.7 variable escort and aircraft quality (optional)
	TableAbility   = "ABILITY"   // 14.15 special abilities (optional)
)
