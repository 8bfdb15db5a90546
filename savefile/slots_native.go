//go:build !js

package savefile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"uboat/engine"
)

const ext = ".json"

// DefaultDir is os.UserConfigDir()/uboat/careers (e.g. ~/.config/uboat/careers on
// Linux). It does not create it.
func DefaultDir() (string, error) {
	d, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("savefile: no configuration directory: %w", err)
	}
	return filepath.Join(d, "uboat", "careers"), nil
}

// OpenDefault opens the slots in DefaultDir, creating it (a *Slots).
func OpenDefault() (Store, error) {
	d, err := DefaultDir()
	if err != nil {
		return nil, err
	}
	s, err := OpenSlots(d)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// Slots is a directory of careers, one file per career named <id>.json (see the
// package comment). It implements Store. Not safe for concurrent writers.
type Slots struct {
	dir string
	now func() time.Time // SavedAt stamp (tests fix it)
}

var _ Store = (*Slots)(nil)

// OpenSlots uses dir as a slot directory, creating it (mode 0700) when missing.
func OpenSlots(dir string) (*Slots, error) {
	if dir == "" {
		return nil, errors.New("savefile: empty slot directory")
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("savefile: %w", err)
	}
	return &Slots{dir: dir, now: time.Now}, nil
}

// Dir returns the slot directory.
func (s *Slots) Dir() string { return s.dir }

// Path returns the file of slot id; the id must pass ValidID.
func (s *Slots) Path(id string) (string, error) {
	if err := ValidID(id); err != nil {
		return "", err
	}
	return filepath.Join(s.dir, id+ext), nil
}

// NewID returns an id no slot (nor backup) uses yet: "career-YYYYMMDD-HHMMSS", with
// "-2", "-3" … added when needed.
func (s *Slots) NewID() string {
	base := "career-" + s.now().UTC().Format("20060102-150405")
	for i := 1; ; i++ {
		id := base
		if i > 1 {
			id = fmt.Sprintf("%s-%d", base, i)
		}
		p := filepath.Join(s.dir, id+ext)
		_, err1 := os.Lstat(p)
		_, err2 := os.Lstat(BackupPath(p))
		if errors.Is(err1, fs.ErrNotExist) && errors.Is(err2, fs.ErrNotExist) {
			return id
		}
	}
}

// Put writes the career under id with Write (atomic, previous version kept as the
// backup), stamping SavedAt on the written copy (sv is not changed). The save must load
// (engine.LoadSave) or nothing is written.
func (s *Slots) Put(id string, sv *engine.Save) error {
	p, err := s.Path(id)
	if err != nil {
		return err
	}
	b, err := Stamp(sv, s.now())
	if err != nil {
		return err
	}
	return Write(p, b, CheckSave)
}

// Get reads the career under id with Load: the latest version, or the backup when the
// latest is missing or does not load (Result.FromBackup, Result.MainErr). Errors wrap
// ErrNoFile when there is neither, else the engine's save error (engine.ErrCorrupt,
// ErrNewerVersion, ErrDataMismatch, ErrBadConfig) of the latest version.
func (s *Slots) Get(id string) (*Result, error) {
	p, err := s.Path(id)
	if err != nil {
		return nil, err
	}
	l, err := Load(p, CheckSave)
	if err != nil {
		return nil, err
	}
	return result(l)
}

// GetBackup reads only the backup of id (path.bak), for a latest version that loads
// but does not replay (engine.ErrDiverged). Errors as Get.
func (s *Slots) GetBackup(id string) (*Result, error) {
	p, err := s.Path(id)
	if err != nil {
		return nil, err
	}
	b, err := os.ReadFile(BackupPath(p))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w: no backup of %s (%w)", ErrNoFile, id, fs.ErrNotExist)
	}
	if err != nil {
		return nil, fmt.Errorf("savefile: %w", err)
	}
	sv, err := engine.LoadSave(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", BackupPath(p), err)
	}
	return &Result{Save: sv, FromBackup: true}, nil
}

func result(l *Loaded) (*Result, error) {
	sv, err := engine.LoadSave(l.Data)
	if err != nil { // checked by Load; a file changed in between
		return nil, fmt.Errorf("%s: %w", l.Path, err)
	}
	return &Result{Save: sv, FromBackup: l.FromBackup, MainErr: l.MainErr}, nil
}

// List returns every career of the directory, newest first (listSlots): one entry per
// <id>.json, and per <id>.json.bak whose main file is missing (a crash during Write).
// A career that cannot be read is listed with Err set. Other files are ignored.
func (s *Slots) List() ([]SlotInfo, error) {
	ents, err := os.ReadDir(s.dir)
	if err != nil {
		return nil, fmt.Errorf("savefile: %w", err)
	}
	ids := map[string]bool{}
	for _, e := range ents {
		n := e.Name()
		if e.IsDir() || strings.HasPrefix(n, ".") {
			continue
		}
		id, ok := strings.CutSuffix(n, ext)
		if !ok {
			id, ok = strings.CutSuffix(n, ext+".bak")
		}
		if ok && ValidID(id) == nil {
			ids[id] = true
		}
	}
	return listSlots(ids, s.Get, func(id string, _ *Result) time.Time {
		p := filepath.Join(s.dir, id+ext)
		if st, err := os.Stat(p); err == nil {
			return st.ModTime()
		}
		if st, err := os.Stat(BackupPath(p)); err == nil {
			return st.ModTime()
		}
		return time.Time{}
	}), nil
}

// Remove deletes the career id and its backup (files moved aside as damaged stay).
// Removing a slot that does not exist is not an error.
func (s *Slots) Remove(id string) error {
	p, err := s.Path(id)
	if err != nil {
		return err
	}
	for _, f := range []string{p, BackupPath(p)} {
		if err := os.Remove(f); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("savefile: %w", err)
		}
	}
	return nil
}
