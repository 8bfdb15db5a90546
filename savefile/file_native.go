//go:build !js

package savefile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
)

// BackupPath is where Write keeps the previous good version of path: path + ".bak".
func BackupPath(path string) string { return path + ".bak" }

// stepHook, when set (tests), is called before each step of Write; a non-nil error
// stops Write right there as a crash would: nothing is cleaned up.
var stepHook func(step string) error

// Write steps, in order.
const (
	stepCreate  = "create"  // create the temporary file beside path
	stepWrite1  = "write1"  // write the first half of data
	stepWrite2  = "write2"  // write the rest
	stepSync    = "sync"    // fsync the temporary file
	stepClose   = "close"   // close it
	stepBackup  = "backup"  // rename the current good file to path.bak
	stepAside   = "aside"   // (instead) rename a current file that fails check to path.damaged
	stepRename  = "rename"  // rename the temporary file to path
	stepSyncDir = "syncdir" // fsync the directory
)

// writeSteps lists the steps for tests.
var writeSteps = []string{stepCreate, stepWrite1, stepWrite2, stepSync, stepClose, stepBackup, stepAside, stepRename, stepSyncDir}

type crash struct{ err error }

// Write stores data at path so that a crash at any moment leaves a loadable file: it
// writes a temporary file in the same directory, fsyncs it, renames the current file
// to path.bak (when it passes check; a current file that fails check is moved aside to
// path.damaged instead, never overwritten), renames the temporary file to path and
// fsyncs the directory. After a crash Load finds either the new file, or the old one at
// path or path.bak. data itself must pass check (a nil check accepts anything). The
// directory must exist. Not safe for concurrent writers of the same path.
func Write(path string, data []byte, check Checker) (err error) {
	crashed := false // a test hook stopped Write: leave everything as a crash would
	step := func(name string) {
		if stepHook != nil {
			if err := stepHook(name); err != nil {
				crashed = true
				panic(crash{err})
			}
		}
	}
	defer func() {
		if r := recover(); r != nil {
			c, ok := r.(crash)
			if !ok {
				panic(r)
			}
			err = c.err
		}
	}()
	if check != nil {
		if err := check(data); err != nil {
			return fmt.Errorf("savefile: refusing to write %s: the new data does not check: %w", path, err)
		}
	}
	dir, name := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	step(stepCreate)
	tmp, err := os.CreateTemp(dir, "."+name+".tmp-*")
	if err != nil {
		return fmt.Errorf("savefile: %w", err)
	}
	tmpName := tmp.Name()
	ok := false
	defer func() {
		if !ok {
			tmp.Close() // a crash closes it too
			if !crashed {
				os.Remove(tmpName)
			}
		}
	}()
	half := len(data) / 2
	step(stepWrite1)
	if _, err := tmp.Write(data[:half]); err != nil {
		return fmt.Errorf("savefile: writing %s: %w", tmpName, err)
	}
	step(stepWrite2)
	if _, err := tmp.Write(data[half:]); err != nil {
		return fmt.Errorf("savefile: writing %s: %w", tmpName, err)
	}
	step(stepSync)
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("savefile: syncing %s: %w", tmpName, err)
	}
	step(stepClose)
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("savefile: closing %s: %w", tmpName, err)
	}

	cur, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		// first write, or a crash left only the backup: keep that backup as it is
	case err != nil:
		return fmt.Errorf("savefile: reading the current %s: %w", path, err)
	case check == nil || check(cur) == nil:
		step(stepBackup)
		if err := os.Rename(path, BackupPath(path)); err != nil {
			return fmt.Errorf("savefile: keeping the backup: %w", err)
		}
	default:
		step(stepAside)
		aside, err := freeName(path + ".damaged")
		if err != nil {
			return err
		}
		if err := os.Rename(path, aside); err != nil {
			return fmt.Errorf("savefile: moving the damaged %s aside: %w", path, err)
		}
	}
	step(stepRename)
	if err := os.Rename(tmpName, path); err != nil {
		return fmt.Errorf("savefile: %w", err)
	}
	ok = true
	step(stepSyncDir)
	if err := syncDir(dir); err != nil {
		return fmt.Errorf("savefile: syncing directory %s: %w", dir, err)
	}
	return nil
}

// freeName returns base, or base-2, base-3 … whichever does not exist yet.
func freeName(base string) (string, error) {
	for i := 1; i < 10000; i++ {
		p := base
		if i > 1 {
			p = base + "-" + strconv.Itoa(i)
		}
		if _, err := os.Lstat(p); errors.Is(err, fs.ErrNotExist) {
			return p, nil
		}
	}
	return "", fmt.Errorf("savefile: too many files named %s-N", base)
}

// syncDir fsyncs a directory so renames in it are durable (not possible on Windows,
// where renames are durable once MoveFileEx returns).
func syncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

// Load reads path; when it is missing or fails check it reads path.bak instead and
// says so (Loaded.FromBackup, Loaded.MainErr). It only reads: nothing is deleted,
// renamed or written. Errors: ErrNoFile (and fs.ErrNotExist) when neither exists;
// otherwise the main file's problem (wrapped, e.g. engine.ErrCorrupt through
// CheckSave) with the backup's added to the message.
func Load(path string, check Checker) (*Loaded, error) {
	mainErr := readChecked(path, check)
	if mainErr.err == nil {
		return &Loaded{Data: mainErr.data, Path: path}, nil
	}
	bak := BackupPath(path)
	bakRes := readChecked(bak, check)
	if bakRes.err == nil {
		return &Loaded{Data: bakRes.data, Path: bak, FromBackup: true, MainErr: mainErr.err}, nil
	}
	mainMissing := errors.Is(mainErr.err, fs.ErrNotExist)
	bakMissing := errors.Is(bakRes.err, fs.ErrNotExist)
	switch {
	case mainMissing && bakMissing:
		return nil, fmt.Errorf("%w: %s (%w)", ErrNoFile, path, fs.ErrNotExist)
	case mainMissing:
		return nil, fmt.Errorf("%s is missing and its backup %w", path, bakRes.err)
	case bakMissing:
		return nil, fmt.Errorf("%w (no backup)", mainErr.err)
	default:
		return nil, fmt.Errorf("%w; the backup too: %v", mainErr.err, bakRes.err)
	}
}

type readResult struct {
	data []byte
	err  error
}

func readChecked(path string, check Checker) readResult {
	b, err := os.ReadFile(path)
	if err != nil {
		return readResult{err: err}
	}
	if check != nil {
		if err := check(b); err != nil {
			return readResult{err: fmt.Errorf("%s: %w", path, err)}
		}
	}
	return readResult{data: b}
}
