package savefile

import (
	"errors"
	"strings"
	"testing"
	"time"

	"uboat/engine"
	"uboat/engine/enginetest"
)

// saves returns the saves of one career at its first n decisions.
func testSaves(t *testing.T, n int) []*engine.Save {
	t.Helper()
	return enginetest.Saves(t, engine.Config{Seed: 5, Type: "VIIC", Start: engine.MonthOf(1943, 7), Kommandant: "K", UNumber: "U-5"}, n)
}

// The browser's store (KVStore on localStorage) without a browser: on a MemKV, with the
// keys the browser build has always used ("uboat/careers/<id>", .bak, .damaged), so
// careers saved by earlier versions still load.
func TestKVStore(t *testing.T) {
	svs := testSaves(t, 3)
	kv := MemKV{}
	s := NewKVStore(kv, "uboat/careers/")
	s.Now = func() time.Time { return time.Date(1943, 7, 1, 12, 0, 0, 0, time.UTC) }
	if l, err := s.List(); err != nil || len(l) != 0 {
		t.Fatalf("empty store lists %v %v", l, err)
	}
	a := s.NewID()
	if err := s.Put(a, svs[0]); err != nil {
		t.Fatal(err)
	}
	b := s.NewID()
	if a == b || ValidID(b) != nil {
		t.Fatalf("ids %q %q", a, b)
	}
	for _, sv := range svs {
		if err := s.Put(b, sv); err != nil {
			t.Fatal(err)
		}
	}
	r, err := s.Get(b)
	if err != nil || r.FromBackup || r.Save.Summary != svs[2].Summary || r.Save.SavedAt != "1943-07-01T12:00:00Z" {
		t.Fatalf("get: %v %+v", err, r)
	}
	if r, err := s.GetBackup(b); err != nil || r.Save.Summary != svs[1].Summary {
		t.Fatalf("backup: %v", err)
	}
	if _, err := s.GetBackup(a); !errors.Is(err, ErrNoFile) {
		t.Fatalf("backup of a career saved once: %v", err)
	}
	// a damaged latest version: Get falls back and says so; List shows it; a Put moves
	// the damaged copy aside, never over it
	bad := `{"format":1,"data":"hun`
	kv["uboat/careers/"+b] = bad
	r, err = s.Get(b)
	if err != nil || !r.FromBackup || !errors.Is(r.MainErr, engine.ErrCorrupt) || !strings.Contains(r.MainErr.Error(), "truncated") {
		t.Fatalf("damaged get: %v %+v", err, r)
	}
	kv["uboat/careers/broken"] = "not json"
	kv["other/key"] = "x"
	l, err := s.List()
	if err != nil || len(l) != 3 {
		t.Fatalf("list %+v %v", l, err)
	}
	got := map[string]SlotInfo{}
	for _, si := range l {
		got[si.ID] = si
	}
	if !errors.Is(got["broken"].Err, engine.ErrCorrupt) || !got[b].FromBackup || got[a].Err != nil {
		t.Fatalf("list %+v", l)
	}
	if err := s.Put(b, svs[2]); err != nil {
		t.Fatal(err)
	}
	if kv["uboat/careers/"+b+".damaged"] != bad {
		t.Fatal("the damaged version was not kept")
	}
	kv["uboat/careers/"+b] = bad
	if err := s.Put(b, svs[2]); err != nil || kv["uboat/careers/"+b+".damaged"] != bad || kv["uboat/careers/"+b+".damaged-2"] != bad {
		t.Fatalf("second damaged copy: %v", err)
	}
	if err := s.Put("../x", svs[0]); !errors.Is(err, ErrBadID) {
		t.Fatalf("bad id: %v", err)
	}
	if err := s.Remove(b); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Get(b); !errors.Is(err, ErrNoFile) {
		t.Fatalf("removed: %v", err)
	}
	if _, ok := kv["uboat/careers/"+b+".damaged"]; !ok {
		t.Fatal("Remove deleted the damaged copy")
	}
}
