package savefile

import (
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"time"

	"uboat/engine"
)

// KV is a flat string store: the browser's localStorage, or memory (tests, platforms
// without a file system). Get reports whether the key exists.
type KV interface {
	Get(key string) (string, bool, error)
	Set(key, val string) error
	Remove(key string) error
	Keys() ([]string, error)
}

// MemKV is a KV in memory.
type MemKV map[string]string

// Get implements KV.
func (m MemKV) Get(k string) (string, bool, error) { v, ok := m[k]; return v, ok, nil }

// Set implements KV.
func (m MemKV) Set(k, v string) error { m[k] = v; return nil }

// Remove implements KV.
func (m MemKV) Remove(k string) error { delete(m, k); return nil }

// Keys implements KV.
func (m MemKV) Keys() ([]string, error) {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	return ks, nil
}

// KVStore is a Store on a KV, laid out like a slot directory:
//
//	<prefix><id>            the career (engine.Save JSON)
//	<prefix><id>.bak        the previous good version
//	<prefix><id>.damaged    a latest version that no longer loaded, moved aside by Put
//	                        (never deleted; further ones .damaged-2 …)
//
// A single Set is atomic in localStorage, so a crash between the steps of Put leaves
// either the old or the new career under <id>, and the previous one under .bak.
type KVStore struct {
	KV     KV
	Prefix string
	Now    func() time.Time
}

var _ Store = (*KVStore)(nil)

// NewKVStore returns the store of kv under prefix (e.g. "uboat/careers/").
func NewKVStore(kv KV, prefix string) *KVStore {
	return &KVStore{KV: kv, Prefix: prefix, Now: time.Now}
}

func (s *KVStore) key(id string) string { return s.Prefix + id }

// NewID implements Store.
func (s *KVStore) NewID() string {
	base := "career-" + s.Now().UTC().Format("20060102-150405")
	for i := 1; ; i++ {
		id := base
		if i > 1 {
			id = base + "-" + strconv.Itoa(i)
		}
		_, ok1, _ := s.KV.Get(s.key(id))
		_, ok2, _ := s.KV.Get(s.key(id) + ".bak")
		if !ok1 && !ok2 {
			return id
		}
	}
}

// Put implements Store: the current version, when it loads, becomes the
// backup; one that does not load is moved aside to .damaged, never overwritten.
func (s *KVStore) Put(id string, sv *engine.Save) error {
	if err := ValidID(id); err != nil {
		return err
	}
	b, err := Stamp(sv, s.Now())
	if err != nil {
		return err
	}
	if err := CheckSave(b); err != nil {
		return fmt.Errorf("refusing to store career %s: %w", id, err)
	}
	k := s.key(id)
	cur, ok, err := s.KV.Get(k)
	if err != nil {
		return err
	}
	if ok {
		if CheckSave([]byte(cur)) == nil {
			if err := s.KV.Set(k+".bak", cur); err != nil {
				return err
			}
		} else {
			aside := k + ".damaged"
			for n := 2; ; n++ {
				if _, taken, _ := s.KV.Get(aside); !taken {
					break
				}
				aside = k + ".damaged-" + strconv.Itoa(n)
			}
			if err := s.KV.Set(aside, cur); err != nil {
				return err
			}
		}
	}
	return s.KV.Set(k, string(b))
}

func (s *KVStore) load(k string) (*engine.Save, error) {
	v, ok, err := s.KV.Get(k)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fmt.Errorf("%w: %s (%w)", ErrNoFile, k, fs.ErrNotExist)
	}
	return engine.LoadSave([]byte(v))
}

// Get implements Store.
func (s *KVStore) Get(id string) (*Result, error) {
	if err := ValidID(id); err != nil {
		return nil, err
	}
	sv, mainErr := s.load(s.key(id))
	if mainErr == nil {
		return &Result{Save: sv}, nil
	}
	if bk, err := s.load(s.key(id) + ".bak"); err == nil {
		return &Result{Save: bk, FromBackup: true, MainErr: mainErr}, nil
	}
	return nil, mainErr
}

// GetBackup implements Store.
func (s *KVStore) GetBackup(id string) (*Result, error) {
	if err := ValidID(id); err != nil {
		return nil, err
	}
	sv, err := s.load(s.key(id) + ".bak")
	if err != nil {
		return nil, err
	}
	return &Result{Save: sv, FromBackup: true}, nil
}

// List implements Store: one entry per <prefix><id> or <prefix><id>.bak key, listed
// as Slots.List lists files (listSlots). ModTime is the save's saved_at, the time of
// its last Put (zero when it cannot be read).
func (s *KVStore) List() ([]SlotInfo, error) {
	keys, err := s.KV.Keys()
	if err != nil {
		return nil, err
	}
	ids := map[string]bool{}
	for _, k := range keys {
		id, ok := strings.CutPrefix(k, s.Prefix)
		if !ok {
			continue
		}
		id = strings.TrimSuffix(id, ".bak")
		if ValidID(id) == nil {
			ids[id] = true
		}
	}
	return listSlots(ids, s.Get, func(_ string, r *Result) time.Time {
		if r == nil {
			return time.Time{}
		}
		t, _ := time.Parse(time.RFC3339, r.Save.SavedAt)
		return t
	}), nil
}

// Remove implements Store (damaged copies moved aside stay).
func (s *KVStore) Remove(id string) error {
	if err := ValidID(id); err != nil {
		return err
	}
	if err := s.KV.Remove(s.key(id)); err != nil {
		return err
	}
	return s.KV.Remove(s.key(id) + ".bak")
}
