//go:build js

package savefile

// DefaultDir returns ErrNoFileSystem: the browser keeps careers in localStorage.
func DefaultDir() (string, error) { return "", ErrNoFileSystem }

// OpenDefault returns ErrNoFileSystem: the browser keeps careers in localStorage.
func OpenDefault() (Store, error) { return nil, ErrNoFileSystem }

// BackupPath is path + ".bak", as on other platforms.
func BackupPath(path string) string { return path + ".bak" }

// Write returns ErrNoFileSystem (there is no file system in the browser).
func Write(path string, data []byte, check Checker) error { return ErrNoFileSystem }

// Load returns ErrNoFileSystem (there is no file system in the browser).
func Load(path string, check Checker) (*Loaded, error) { return nil, ErrNoFileSystem }
