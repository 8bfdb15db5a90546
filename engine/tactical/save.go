package tactical

import (
	"encoding/json"
	"errors"
	"fmt"
)

// Saving a scene mid-way (§8.2 orders stream, §9.5.2): the set-up, the orders given so
// far (tick, command) and the tick reached. Loading rebuilds the scene from the set-up
// and replays the orders tick for tick, which restores every position, draw and event.

// SavedScene is the saved form of an attack scene.
type SavedScene struct {
	Version int     `json:"version"`
	Setup   Setup   `json:"setup"`
	Orders  []Order `json:"orders"`
	Tick    int64   `json:"tick"`
}

// Save returns the scene's save (JSON).
func (sc *Scene) Save() ([]byte, error) {
	return json.Marshal(SavedScene{Version: sc.D.Version, Setup: sc.Setup, Orders: sc.Orders, Tick: sc.Tick})
}

// LoadAttack rebuilds a saved attack scene with the given table (nil = LocalTable).
func LoadAttack(d *Data, b []byte, t Table) (*Scene, error) {
	var s SavedScene
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, err
	}
	if s.Version != d.Version {
		return nil, fmt.Errorf("tactical: save of data version %d, have %d", s.Version, d.Version)
	}
	return Replay(d, s.Setup, s.Orders, s.Tick, t)
}

// Replay builds a scene from a set-up and plays an orders stream up to tick: the
// orders of each tick are applied before that tick's Step, as they were given.
func Replay(d *Data, su Setup, orders []Order, tick int64, t Table) (*Scene, error) {
	sc, err := NewAttack(d, su, t)
	if err != nil {
		return nil, err
	}
	i := 0
	for {
		for i < len(orders) && orders[i].Tick == sc.Tick {
			if err := sc.Do(orders[i].Cmd); err != nil {
				return nil, fmt.Errorf("tactical: replay: order %d at tick %d: %w", i, sc.Tick, err)
			}
			i++
		}
		if sc.Tick >= tick || sc.Ended {
			break
		}
		sc.Step()
	}
	if i != len(orders) {
		return nil, errors.New("tactical: replay: orders left after the scene's tick")
	}
	return sc, nil
}
