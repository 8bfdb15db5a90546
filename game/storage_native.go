//go:build !(js && wasm)

package game

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// Native builds keep settings and saves as files in a directory.

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

// readStored reads dir/name; a missing file is fs.ErrNotExist.
func readStored(dir, name string) ([]byte, error) {
	return os.ReadFile(filepath.Join(dir, name))
}

// writeStored writes dir/name atomically (a temporary file renamed over it).
func writeStored(dir, name string, b []byte) error {
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

// removeStored deletes dir/name; a missing file is no error.
func removeStored(dir, name string) error {
	err := os.Remove(filepath.Join(dir, name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}
