// Package savefile is all of the game's persistence: the careers and the settings,
// natively and in the browser. It is pure Go and never imports Ebitengine.
//
// Careers are kept behind one interface, Store, with one listing (newest first) for
// both of its implementations:
//
//   - Slots (native): a directory of career files, written by an atomic writer that
//     keeps the previous good file as a backup (Write) and read by a loader that falls
//     back to the backup and says so (Load);
//   - KVStore: the same layout on a flat key-value store, KV: the browser's
//     localStorage (LocalStorage), or memory (MemKV: tests, no storage).
//
// OpenStore opens the store of a configuration directory (ConfigDir): natively
// DIR/careers, in the browser the localStorage keys "uboat/careers/<id>". The small
// configuration files (settings.json) are read and written by ReadConfig and
// WriteConfig: natively DIR/<name>, in the browser the key "uboat/<name>". On js,
// DefaultDir, OpenDefault, Write and Load return ErrNoFileSystem.
//
// Files in a slot directory (default os.UserConfigDir()/uboat/careers):
//
//	<id>.json           the career (engine.Save JSON)
//	<id>.json.bak       the previous good version, kept by Write
//	<id>.json.damaged   a file that no longer loaded, moved aside by Write (never deleted;
//	                    further ones are .damaged-2, .damaged-3 …)
//	.<id>.json.tmp-*    a write in progress (left behind only by a crash; ignored)
//
// Platform files are named *_native.go (//go:build !js) and *_js.go.
package savefile

import (
	"errors"
	"fmt"
	"time"

	"uboat/engine"
)

// Errors.
var (
	// ErrNoFileSystem: the platform has no file system (GOOS=js).
	ErrNoFileSystem = errors.New("no file system on this platform")
	// ErrBadID: a slot id is not 1–64 of the characters A–Z a–z 0–9 _ -.
	ErrBadID = errors.New("bad slot id")
	// ErrNoFile: neither the file nor its backup exists (wraps fs.ErrNotExist too).
	ErrNoFile = errors.New("no saved file")
	// ErrNoConfigDir: OpenStore was given no configuration directory.
	ErrNoConfigDir = errors.New("no configuration directory")
	// ErrNoStorage: the browser refuses localStorage (blocked cookies, some private
	// modes); careers can then be kept only in memory (a KVStore on a MemKV).
	ErrNoStorage = errors.New("the browser keeps no local storage here")
)

// Checker tells whether bytes are a good file: nil, or why not. CheckSave is the one
// for careers; nil stands for "any readable file is good".
type Checker func([]byte) error

// CheckSave is the Checker of career files: engine.LoadSave accepts them.
func CheckSave(b []byte) error {
	_, err := engine.LoadSave(b)
	return err
}

// Loaded is what Load read: the bytes, the file they came from, and, when that is the
// backup, why the main file was not used.
type Loaded struct {
	Data       []byte
	Path       string // the main path, or the backup path when FromBackup
	FromBackup bool
	MainErr    error // why the main file was not used (missing or failed the check); nil when it was
}

// Store is the career store a front end uses: Slots on native platforms, a KVStore on
// LocalStorage in the browser (OpenStore). Ids are checked with ValidID.
type Store interface {
	// NewID returns an id no career uses yet.
	NewID() string
	// Put stores the career under id (atomically, keeping the previous version).
	Put(id string, sv *engine.Save) error
	// Get reads the career under id, falling back to the previous version (Result says
	// so). Errors wrap ErrNoFile or the engine's save errors.
	Get(id string) (*Result, error)
	// GetBackup reads the previous version only (for a career whose latest version
	// loads but does not replay).
	GetBackup(id string) (*Result, error)
	// List lists every career, damaged ones included with their error, newest first
	// (equal times: the greater id first).
	List() ([]SlotInfo, error)
	// Remove deletes the career and its backup.
	Remove(id string) error
}

// Result is a career read from a Store.
type Result struct {
	Save       *engine.Save
	FromBackup bool  // the latest version was missing or damaged: this is the previous one
	MainErr    error // why the latest version was not used, when FromBackup
}

// SlotInfo is one career of a List. When Err is set the career could not be read at all
// (neither the file nor its backup) and Summary is zero: show it, do not hide it.
type SlotInfo struct {
	ID         string
	Summary    engine.SaveSummary
	SavedAt    string    // the save's saved_at (RFC 3339), "" when unknown
	ModTime    time.Time // when the file was last written
	FromBackup bool      // the summary is the backup's: the latest version is damaged
	MainErr    error     // why the latest version was not used, when FromBackup
	Err        error
}

// ValidID reports nil when id can name a slot (1–64 of A–Z a–z 0–9 _ -), else an error
// wrapping ErrBadID.
func ValidID(id string) error {
	if !idOK(id) {
		return fmt.Errorf("%w: %q (want 1–64 of A–Z a–z 0–9 _ -)", ErrBadID, id)
	}
	return nil
}

// idOK reports whether id is 1–64 of A–Z a–z 0–9 _ - (a loop, not a regular
// expression: compiling one at package init cost ≈ 25 ms of the browser's start-up).
func idOK(id string) bool {
	if len(id) < 1 || len(id) > 64 {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		if !('A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}
