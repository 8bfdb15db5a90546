// Package present shows the engine's facts to the player: in words (format.go: table
// names, rolls, events, months, tonnage, odds), on the status board (StatusBoard: an
// engine.View kept current by the events as they are shown, drawn against the board
// maxima of the boat type), in the
// roll log (RollLog) and in the decision panel (DecisionPanel: an engine.Decision as
// buttons). It draws with package draw, reads input through draw.Controls and only reads
// package engine; the screen regions of the play scenes (Stage, LogArea, StatusBox,
// TopBar) are here too. Every text speaks the language of i18n.Current(), from the
// catalogues' section "present/" (docs/i18n.md).
package present
