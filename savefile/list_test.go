//go:build !js

package savefile

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// Both stores list through listSlots: newest first, equal times with the greater
// (newer) id first, whichever store holds them.
func TestListingsAgree(t *testing.T) {
	_, svs := saves(t, 1)
	clock := time.Date(1943, 7, 1, 12, 0, 0, 0, time.UTC)
	later := clock.Add(time.Hour)

	kv := NewKVStore(MemKV{}, "uboat/careers/")
	slots, err := OpenSlots(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	slots.now = func() time.Time { return clock }
	stores := map[string]Store{"KVStore": kv, "Slots": slots}
	for name, st := range stores {
		for _, put := range []struct {
			id string
			at time.Time
		}{{"career-a", clock}, {"career-c", clock}, {"career-b", later}} {
			kv.Now = func() time.Time { return put.at }
			if err := st.Put(put.id, svs[0]); err != nil {
				t.Fatal(err)
			}
			if name == "Slots" { // a file's time is its ModTime
				p, _ := slots.Path(put.id)
				if err := os.Chtimes(p, put.at, put.at); err != nil {
					t.Fatal(err)
				}
			}
		}
		l, err := st.List()
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, s := range l {
			got = append(got, s.ID)
		}
		if len(got) != 3 || got[0] != "career-b" || got[1] != "career-c" || got[2] != "career-a" {
			t.Errorf("%s lists %v, want [career-b career-c career-a]", name, got)
		}
	}
}

// The settings keep the name they always had: DIR/settings.json natively.
func TestConfigFilesKeepTheirNames(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "uboat")
	if err := WriteConfig(dir, "settings.json", []byte(`{"volume":0.5}`)); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "settings.json")); err != nil || string(b) != `{"volume":0.5}` {
		t.Fatalf("settings.json: %q %v", b, err)
	}
	if _, err := ReadConfig(dir, "missing.json"); !os.IsNotExist(err) {
		t.Fatalf("a missing file: %v", err)
	}
	if err := RemoveConfig(dir, "settings.json"); err != nil {
		t.Fatal(err)
	}
	if err := RemoveConfig(dir, "settings.json"); err != nil {
		t.Fatalf("removing twice: %v", err)
	}
	st, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	if st.(*Slots).Dir() != filepath.Join(dir, "careers") {
		t.Fatalf("the careers are in %s", st.(*Slots).Dir())
	}
	if _, err := OpenStore(""); err == nil {
		t.Fatal("OpenStore without a directory")
	}
}
