//go:build !js

package savefile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Native builds keep the settings and the careers as files in the configuration
// directory: DIR/settings.json (ReadConfig, WriteConfig) and DIR/careers/<id>.json
// (OpenStore: Slots).

// ConfigDir returns the game's directory under the user's config directory
// (UBOAT_CONFIG_DIR overrides it), or "" when the platform has none: settings and saves
// then live in memory only.
func ConfigDir() string {
	if d := os.Getenv("UBOAT_CONFIG_DIR"); d != "" {
		return d
	}
	d, err := os.UserConfigDir()
	if err != nil || d == "" {
		return ""
	}
	return filepath.Join(d, "uboat")
}

// ReadConfig reads the file name (e.g. "settings.json") of the configuration
// directory dir; a missing file is an error wrapping fs.ErrNotExist.
func ReadConfig(dir, name string) ([]byte, error) {
	return os.ReadFile(filepath.Join(dir, name))
}

// WriteConfig writes the file name of the configuration directory dir atomically (a
// temporary file renamed over it), creating dir.
func WriteConfig(dir, name string, b []byte) error {
	path := filepath.Join(dir, name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, b, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// RemoveConfig deletes the file name of dir; a missing file is no error.
func RemoveConfig(dir, name string) error {
	err := os.Remove(filepath.Join(dir, name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

// OpenStore opens the career store of the configuration directory dir: the slot
// directory dir/careers (Slots, created when missing). An empty dir is an error.
func OpenStore(dir string) (Store, error) {
	if dir == "" {
		return nil, fmt.Errorf("savefile: %w", ErrNoConfigDir)
	}
	s, err := OpenSlots(filepath.Join(dir, "careers"))
	if err != nil {
		return nil, err
	}
	return s, nil
}
