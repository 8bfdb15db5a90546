//go:build !js

package savefile

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"uboat/engine"
	"uboat/engine/enginetest"
)

// saves returns n saves of one career at successive decisions (JSON) and the saves.
func saves(t testing.TB, n int) ([][]byte, []*engine.Save) {
	t.Helper()
	svs := enginetest.Saves(t, engine.Config{Seed: 99, Type: "VIIC"}, n)
	out := make([][]byte, len(svs))
	for i, sv := range svs {
		out[i] = enginetest.JSON(t, sv)
	}
	return out, svs
}

// snapshot lists a directory's files and contents.
func snapshot(t testing.TB, dir string) map[string]string {
	t.Helper()
	m := map[string]string{}
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		m[e.Name()] = string(b)
	}
	return m
}

func mustWrite(t testing.TB, path string, b []byte) {
	t.Helper()
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
}

func TestWriteKeepsBackup(t *testing.T) {
	v, _ := saves(t, 3)
	p := filepath.Join(t.TempDir(), "c.json")
	for i := range v {
		if err := Write(p, v[i], CheckSave); err != nil {
			t.Fatal(err)
		}
		l, err := Load(p, CheckSave)
		if err != nil || l.FromBackup || !bytes.Equal(l.Data, v[i]) {
			t.Fatalf("after write %d: %v %+v", i, err, l)
		}
		bak, err := os.ReadFile(BackupPath(p))
		if i == 0 && !errors.Is(err, fs.ErrNotExist) {
			t.Fatalf("backup after the first write: %v", err)
		}
		if i > 0 && !bytes.Equal(bak, v[i-1]) {
			t.Fatalf("after write %d the backup is not the previous version", i)
		}
	}
	if got := snapshot(t, filepath.Dir(p)); len(got) != 2 {
		t.Fatalf("files left: %v", keys(got))
	}
}

func keys(m map[string]string) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

func TestLoadFallsBackAndNeverChangesFiles(t *testing.T) {
	v, _ := saves(t, 2)
	dir := t.TempDir()
	p := filepath.Join(dir, "c.json")
	cases := []struct {
		name       string
		main, bak  []byte // nil: no file
		want       []byte
		fromBackup bool
		err        error
	}{
		{"good", v[1], v[0], v[1], false, nil},
		{"main truncated", v[1][:100], v[0], v[0], true, nil},
		{"main missing", nil, v[0], v[0], true, nil},
		{"main empty", []byte{}, v[0], v[0], true, nil},
		{"both damaged", []byte("{"), []byte("xx"), nil, false, engine.ErrCorrupt},
		{"main damaged, no backup", []byte("{"), nil, nil, false, engine.ErrCorrupt},
		{"main missing, backup damaged", nil, []byte("{"), nil, false, engine.ErrCorrupt},
		{"none", nil, nil, nil, false, ErrNoFile},
	}
	for _, tc := range cases {
		os.Remove(p)
		os.Remove(BackupPath(p))
		if tc.main != nil {
			mustWrite(t, p, tc.main)
		}
		if tc.bak != nil {
			mustWrite(t, BackupPath(p), tc.bak)
		}
		before := snapshot(t, dir)
		l, err := Load(p, CheckSave)
		if tc.err != nil {
			if !errors.Is(err, tc.err) {
				t.Fatalf("%s: %v, want %v", tc.name, err, tc.err)
			}
		} else if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		} else {
			if !bytes.Equal(l.Data, tc.want) || l.FromBackup != tc.fromBackup {
				t.Fatalf("%s: from backup %v, data %.40q", tc.name, l.FromBackup, l.Data)
			}
			if l.FromBackup && l.MainErr == nil {
				t.Fatalf("%s: fell back without saying why", tc.name)
			}
		}
		if after := snapshot(t, dir); fmt.Sprint(after) != fmt.Sprint(before) {
			t.Fatalf("%s: Load changed the directory: %v → %v", tc.name, keys(before), keys(after))
		}
	}
	if _, err := Load(p, CheckSave); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("no files: %v does not wrap fs.ErrNotExist", err)
	}
}

func TestWriteRefusesBadDataAndKeepsDamagedFiles(t *testing.T) {
	v, _ := saves(t, 2)
	dir := t.TempDir()
	p := filepath.Join(dir, "c.json")
	if err := Write(p, []byte("{not a save"), CheckSave); !errors.Is(err, engine.ErrCorrupt) {
		t.Fatalf("writing garbage: %v", err)
	}
	if len(snapshot(t, dir)) != 0 {
		t.Fatal("a refused write left files")
	}
	// a damaged current file with a good backup: the backup stays, the damaged file is
	// moved aside, twice
	for i, junk := range []string{"{damaged 1", "{damaged 2"} {
		mustWrite(t, p, []byte(junk))
		mustWrite(t, BackupPath(p), v[0])
		if err := Write(p, v[1], CheckSave); err != nil {
			t.Fatal(err)
		}
		got := snapshot(t, dir)
		if got["c.json"] != string(v[1]) || got["c.json.bak"] != string(v[0]) {
			t.Fatalf("round %d: main or backup wrong: %v", i, keys(got))
		}
		aside := "c.json.damaged"
		if i == 1 {
			aside += "-2"
		}
		if got[aside] != junk {
			t.Fatalf("round %d: the damaged file is not kept as %s: %v", i, aside, keys(got))
		}
	}
}

// writeSetup is the directory before a crashed Write: which files exist.
type writeSetup struct {
	name      string
	main, bak []byte
	// loadable: what Load may return after a crash (the old good version or the new one)
	old []byte
}

func setups(v [][]byte) []writeSetup {
	return []writeSetup{
		{"empty dir", nil, nil, nil},
		{"main only", v[1], nil, v[1]},
		{"main and backup", v[1], v[0], v[1]},
		{"damaged main, good backup", []byte(`{"format":1,"da`), v[0], v[0]},
		{"backup only (an earlier crash)", nil, v[0], v[0]},
	}
}

func prepare(t testing.TB, dir string, s writeSetup) string {
	p := filepath.Join(dir, "c.json")
	if s.main != nil {
		mustWrite(t, p, s.main)
	}
	if s.bak != nil {
		mustWrite(t, BackupPath(p), s.bak)
	}
	return p
}

// checkAfterCrash: a loadable career remains (the new or the old version; none only when
// there never was one), files that did not parse are still there, and a later Write
// succeeds.
func checkAfterCrash(t *testing.T, what string, dir, p string, s writeSetup, newData []byte) {
	t.Helper()
	l, err := Load(p, CheckSave)
	switch {
	case err != nil && s.old == nil && errors.Is(err, ErrNoFile):
	case err != nil:
		t.Fatalf("%s: no loadable career: %v", what, err)
	case !bytes.Equal(l.Data, newData) && !bytes.Equal(l.Data, s.old):
		t.Fatalf("%s: loaded neither the new nor the old version", what)
	}
	if s.main != nil && CheckSave(s.main) != nil {
		found := false
		for _, c := range snapshot(t, dir) {
			found = found || c == string(s.main)
		}
		if !found {
			t.Fatalf("%s: the damaged file was deleted", what)
		}
	}
	if err := Write(p, newData, CheckSave); err != nil {
		t.Fatalf("%s: the next write: %v", what, err)
	}
	if l, err := Load(p, CheckSave); err != nil || l.FromBackup || !bytes.Equal(l.Data, newData) {
		t.Fatalf("%s: after the next write: %v", what, err)
	}
}

// TestCrashAtEveryStep stops Write before each of its steps (a test hook; nothing is
// cleaned up, as in a crash) in every starting situation.
func TestCrashAtEveryStep(t *testing.T) {
	v, _ := saves(t, 3)
	defer func() { stepHook = nil }()
	for _, s := range setups(v) {
		for _, at := range writeSteps {
			dir := t.TempDir()
			p := prepare(t, dir, s)
			reached := false
			stepHook = func(step string) error {
				if step == at {
					reached = true
					return errors.New("crash at " + step)
				}
				return nil
			}
			err := Write(p, v[2], CheckSave)
			stepHook = nil
			if reached != (err != nil) {
				t.Fatalf("%s, crash at %s: reached %v, error %v", s.name, at, reached, err)
			}
			checkAfterCrash(t, s.name+", crash at "+at, dir, p, s, v[2])
		}
	}
}

// TestCrashKilledWriter runs Write in a child process that kills itself (SIGKILL on
// Unix) before each step, then checks the directory as after a real crash.
func TestCrashKilledWriter(t *testing.T) {
	if dir := os.Getenv("SAVEFILE_CRASH_DIR"); dir != "" {
		t.Skip("child")
	}
	v, _ := saves(t, 3)
	for _, s := range setups(v)[2:4] {
		for _, at := range writeSteps {
			dir := t.TempDir()
			p := prepare(t, dir, s)
			cmd := exec.Command(os.Args[0], "-test.run=^TestCrashChild$", "-test.count=1")
			cmd.Env = append(os.Environ(), "SAVEFILE_CRASH_DIR="+dir, "SAVEFILE_CRASH_AT="+at)
			out, err := cmd.CombinedOutput()
			var ee *exec.ExitError
			killed := errors.As(err, &ee) && !ee.Exited()
			if !killed && !strings.Contains(string(out), "step not reached") {
				t.Fatalf("%s, kill at %s: child was not killed: %v\n%s", s.name, at, err, out)
			}
			t.Logf("%s, kill at %s: killed %v", s.name, at, killed)
			checkAfterCrash(t, s.name+", killed at "+at, dir, p, s, v[2])
		}
	}
}

// TestCrashChild is the child of TestCrashKilledWriter (it does nothing otherwise).
func TestCrashChild(t *testing.T) {
	dir, at := os.Getenv("SAVEFILE_CRASH_DIR"), os.Getenv("SAVEFILE_CRASH_AT")
	if dir == "" {
		t.Skip("only run as TestCrashKilledWriter's child")
	}
	v, _ := saves(t, 3)
	stepHook = func(step string) error {
		if step == at {
			p, _ := os.FindProcess(os.Getpid())
			p.Kill()
			time.Sleep(10 * time.Second)
		}
		return nil
	}
	if err := Write(filepath.Join(dir, "c.json"), v[2], CheckSave); err != nil {
		t.Fatal(err)
	}
	fmt.Println("step not reached")
}

func TestSlots(t *testing.T) {
	v, svs := saves(t, 3)
	dir := filepath.Join(t.TempDir(), "careers")
	s, err := OpenSlots(dir)
	if err != nil {
		t.Fatal(err)
	}
	clock := time.Date(1943, 7, 1, 12, 0, 0, 0, time.UTC)
	s.now = func() time.Time { return clock }
	a := s.NewID()
	if err := s.Put(a, svs[0]); err != nil {
		t.Fatal(err)
	}
	b := s.NewID()
	if a == b || ValidID(a) != nil || ValidID(b) != nil {
		t.Fatalf("ids %q %q", a, b)
	}
	if err := s.Put(b, svs[1]); err != nil {
		t.Fatal(err)
	}
	if err := s.Put(b, svs[2]); err != nil {
		t.Fatal(err)
	}
	if svs[2].SavedAt != "" {
		t.Fatal("Put changed the caller's save")
	}
	r, err := s.Get(b)
	if err != nil || r.FromBackup || r.Save.Summary != svs[2].Summary || r.Save.SavedAt != "1943-07-01T12:00:00Z" {
		t.Fatalf("get: %v %+v", err, r)
	}
	r, err = s.GetBackup(b)
	if err != nil || len(r.Save.Answers) != len(svs[1].Answers) {
		t.Fatalf("get backup: %v", err)
	}
	if _, err := s.GetBackup(a); !errors.Is(err, ErrNoFile) {
		t.Fatalf("backup of a slot written once: %v", err)
	}
	// damaged files are listed with their error; an orphaned backup is listed
	mustWrite(t, filepath.Join(dir, "broken.json"), []byte(`{"format":1,"data":`))
	mustWrite(t, filepath.Join(dir, "future.json"), []byte(`{"format":9}`))
	mustWrite(t, filepath.Join(dir, "orphan.json.bak"), v[0])
	mustWrite(t, filepath.Join(dir, ".orphan.json.tmp-123"), v[1])
	mustWrite(t, filepath.Join(dir, "notes.txt"), []byte("hello"))
	list, err := s.List()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]SlotInfo{}
	for _, li := range list {
		got[li.ID] = li
	}
	if len(list) != 5 {
		t.Fatalf("listed %d: %+v", len(list), list)
	}
	if !errors.Is(got["broken"].Err, engine.ErrCorrupt) || !errors.Is(got["future"].Err, engine.ErrNewerVersion) {
		t.Fatalf("damaged files: %v / %v", got["broken"].Err, got["future"].Err)
	}
	if o := got["orphan"]; o.Err != nil || !o.FromBackup || o.Summary != svs[0].Summary {
		t.Fatalf("orphan backup: %+v", o)
	}
	if got[b].Summary != svs[2].Summary || got[b].Err != nil {
		t.Fatalf("slot b: %+v", got[b])
	}
	for _, bad := range []string{"", "../x", "a.b", "a/b", strings.Repeat("x", 65), "köln"} {
		if err := s.Put(bad, svs[0]); !errors.Is(err, ErrBadID) {
			t.Fatalf("id %q: %v", bad, err)
		}
	}
	if err := s.Remove(b); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Get(b); !errors.Is(err, ErrNoFile) {
		t.Fatalf("removed slot: %v", err)
	}
	if err := s.Remove(b); err != nil {
		t.Fatalf("removing twice: %v", err)
	}
}

func TestDefaultDir(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
	d, err := DefaultDir()
	if err != nil {
		t.Skip(err)
	}
	if !strings.HasSuffix(d, filepath.Join("uboat", "careers")) {
		t.Fatalf("default dir %s", d)
	}
	st, err := OpenDefault()
	if err != nil {
		t.Fatal(err)
	}
	if st.(*Slots).Dir() != d {
		t.Fatal("OpenDefault opened another directory")
	}
}

// TestValidID: a slot id is 1–64 of A–Z a–z 0–9 _ -, nothing else (it names a file).
func TestValidID(t *testing.T) {
	for _, id := range []string{"a", "Z", "career-7_U-123", strings.Repeat("x", 64)} {
		if err := ValidID(id); err != nil {
			t.Errorf("ValidID(%q) = %v, want nil", id, err)
		}
	}
	for _, id := range []string{"", strings.Repeat("x", 65), "a b", "ä", "../x", "a.b", "a/b", "a\x00"} {
		if err := ValidID(id); !errors.Is(err, ErrBadID) {
			t.Errorf("ValidID(%q) = %v, want ErrBadID", id, err)
		}
	}
}
