//go:build js

package savefile

// DefaultDir returns ErrNoFileSystem: the browser keeps careers in localStorage.
func DefaultDir() (string, error) { return "", ErrNoFileSystem }

// OpenDefault returns ErrNoFileSystem: the browser keeps careers in localStorage.
func OpenDefault() (Store, error) { return nil, ErrNoFileSystem }
