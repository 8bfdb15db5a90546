package savefile

import (
	"errors"
	"fmt"
	"time"

	"uboat/engine"
)

// Stamp encodes a save for a Store with its saved_at time set to now (UTC), leaving sv
// unchanged. A nil save is an error.
func Stamp(sv *engine.Save, now time.Time) ([]byte, error) {
	if sv == nil {
		return nil, errors.New("savefile: no save")
	}
	cp := *sv
	cp.SavedAt = now.UTC().Format(time.RFC3339)
	b, err := cp.Marshal()
	if err != nil {
		return nil, fmt.Errorf("savefile: %w", err)
	}
	return b, nil
}
