// Package present shows the engine's facts to the player: in words (format.go: table
// names, rolls, events, months, tonnage, odds), on the status board (StatusModel, built
// from an engine.State and kept up to date by the events; StatusBoard draws it), in the
// roll log (RollLog) and in the decision panel (DecisionPanel: an engine.Decision as
// buttons). It draws with package draw, reads input through draw.Controls and only reads
// package engine; the screen regions of the play scenes (Stage, LogArea, StatusBox,
// TopBar) are here too.
package present
