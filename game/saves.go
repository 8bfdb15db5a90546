package game

import (
	"encoding/json"
	"fmt"
	"os"

	"uboat/engine"
)

// A career is saved as its setup and the answers given so far: the engine is
// deterministic from its seed, so replaying the answers restores the career exactly.

// SaveVersion is the save format version.
const SaveVersion = 1

const saveFile = "career.json"

// Save is one saved career.
type Save struct {
	Version    int      `json:"version"`
	Data       string   `json:"data,omitempty"` // engine data version when saved
	Seed       uint64   `json:"seed"`
	Type       string   `json:"type"`
	Start      string   `json:"start"` // YYYY-MM
	Kommandant string   `json:"kommandant"`
	UNumber    string   `json:"u_number"`
	Answers    []Answer `json:"answers"`
	Date       string   `json:"date,omitempty"` // game month at the last answer (shown on the title)
}

// Answer is one decision answered.
type Answer struct {
	Seq int    `json:"seq"`
	ID  string `json:"id"`
	Key string `json:"key"`
}

// Config returns the engine configuration of the save.
func (s *Save) Config() (engine.Config, error) {
	m, err := engine.ParseMonth(s.Start)
	if err != nil {
		return engine.Config{}, err
	}
	return engine.Config{Seed: s.Seed, Type: s.Type, Start: m, Kommandant: s.Kommandant, UNumber: s.UNumber, Odds: true}, nil
}

// NewSave starts a save for a configuration.
func NewSave(cfg engine.Config) *Save {
	return &Save{Version: SaveVersion, Seed: cfg.Seed, Type: cfg.Type, Start: cfg.Start.String(),
		Kommandant: cfg.Kommandant, UNumber: cfg.UNumber}
}

// LoadSave reads dir/career.json.
func LoadSave(dir string) (*Save, error) {
	if dir == "" {
		return nil, os.ErrNotExist
	}
	b, err := readStored(dir, saveFile)
	if err != nil {
		return nil, err
	}
	var s Save
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, fmt.Errorf("the saved career is damaged: %w", err)
	}
	if s.Version != SaveVersion {
		return nil, fmt.Errorf("the saved career has format %d, this game reads %d", s.Version, SaveVersion)
	}
	if _, err := s.Config(); err != nil {
		return nil, fmt.Errorf("the saved career is damaged: %w", err)
	}
	return &s, nil
}

// HasSave reports whether a readable save exists.
func HasSave(dir string) bool {
	_, err := LoadSave(dir)
	return err == nil
}

// Write stores the save in dir (atomically).
func (s *Save) Write(dir string) error {
	if dir == "" {
		return nil
	}
	b, err := json.Marshal(s)
	if err != nil {
		return err
	}
	return writeStored(dir, saveFile, b)
}

// RemoveSave deletes the save (a finished career).
func RemoveSave(dir string) error {
	if dir == "" {
		return nil
	}
	return removeStored(dir, saveFile)
}
