package game

import (
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"
	"time"

	"uboat/engine"
	"uboat/savefile"
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

// KVStore is a savefile.Store on a KV, laid out like a slot directory:
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

var _ savefile.Store = (*KVStore)(nil)

// NewKVStore returns the store of kv under prefix (e.g. "uboat/careers/").
func NewKVStore(kv KV, prefix string) *KVStore {
	return &KVStore{KV: kv, Prefix: prefix, Now: time.Now}
}

func (s *KVStore) key(id string) string { return s.Prefix + id }

// NewID implements savefile.Store.
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

// Put implements savefile.Store: the current version, when it loads, becomes the
// backup; one that does not load is moved aside to .damaged, never overwritten.
func (s *KVStore) Put(id string, sv *engine.Save) error {
	if err := savefile.ValidID(id); err != nil {
		return err
	}
	b, err := savefile.Stamp(sv, s.Now())
	if err != nil {
		return err
	}
	if err := savefile.CheckSave(b); err != nil {
		return fmt.Errorf("refusing to store career %s: %w", id, err)
	}
	k := s.key(id)
	cur, ok, err := s.KV.Get(k)
	if err != nil {
		return err
	}
	if ok {
		if savefile.CheckSave([]byte(cur)) == nil {
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
		return nil, fmt.Errorf("%w: %s (%w)", savefile.ErrNoFile, k, fs.ErrNotExist)
	}
	return engine.LoadSave([]byte(v))
}

// Get implements savefile.Store.
func (s *KVStore) Get(id string) (*savefile.Result, error) {
	if err := savefile.ValidID(id); err != nil {
		return nil, err
	}
	sv, mainErr := s.load(s.key(id))
	if mainErr == nil {
		return &savefile.Result{Save: sv}, nil
	}
	if bk, err := s.load(s.key(id) + ".bak"); err == nil {
		return &savefile.Result{Save: bk, FromBackup: true, MainErr: mainErr}, nil
	}
	return nil, mainErr
}

// GetBackup implements savefile.Store.
func (s *KVStore) GetBackup(id string) (*savefile.Result, error) {
	if err := savefile.ValidID(id); err != nil {
		return nil, err
	}
	sv, err := s.load(s.key(id) + ".bak")
	if err != nil {
		return nil, err
	}
	return &savefile.Result{Save: sv, FromBackup: true}, nil
}

// List implements savefile.Store.
func (s *KVStore) List() ([]savefile.SlotInfo, error) {
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
		if savefile.ValidID(id) == nil {
			ids[id] = true
		}
	}
	out := make([]savefile.SlotInfo, 0, len(ids))
	for id := range ids {
		info := savefile.SlotInfo{ID: id}
		if r, err := s.Get(id); err != nil {
			info.Err = err
		} else {
			info.Summary = r.Save.Summary
			info.SavedAt = r.Save.SavedAt
			info.FromBackup = r.FromBackup
			info.MainErr = r.MainErr
			info.ModTime, _ = time.Parse(time.RFC3339, r.Save.SavedAt)
		}
		out = append(out, info)
	}
	sort.Slice(out, func(i, j int) bool {
		if !out[i].ModTime.Equal(out[j].ModTime) {
			return out[i].ModTime.After(out[j].ModTime)
		}
		return out[i].ID > out[j].ID // ids carry the creation time
	})
	return out, nil
}

// Remove implements savefile.Store (damaged copies moved aside stay).
func (s *KVStore) Remove(id string) error {
	if err := savefile.ValidID(id); err != nil {
		return err
	}
	if err := s.KV.Remove(s.key(id)); err != nil {
		return err
	}
	return s.KV.Remove(s.key(id) + ".bak")
}
