package game

import (
	"strings"
	"testing"

	"uboat/engine"
	"uboat/engine/enginetest"
	"uboat/savefile"
)

// testSaves returns the saves of one career at its first n decisions.
func testSaves(t *testing.T, n int) []*engine.Save {
	t.Helper()
	return enginetest.Saves(t, engine.Config{Seed: 5, Type: "VIIC", Start: engine.MonthOf(1943, 7), Kommandant: "K", UNumber: "U-5"}, n)
}

func TestCareersImportExportAndNote(t *testing.T) {
	dir := t.TempDir()
	if err := savefile.WriteConfig(dir, "career.json", []byte(`{"version":1}`)); err != nil {
		t.Fatal(err)
	}
	c := OpenCareers(dir)
	if !strings.Contains(c.Note, "career.json") {
		t.Fatalf("note %q", c.Note)
	}
	svs := testSaves(t, 2)
	if err := c.Put("one", svs[1]); err != nil {
		t.Fatal(err)
	}
	exp := t.TempDir()
	t.Setenv("UBOAT_EXPORT_DIR", exp)
	msg, err := c.Export("one")
	if err != nil || !strings.Contains(msg, exp) {
		t.Fatalf("export %q %v", msg, err)
	}
	other := OpenCareers(t.TempDir())
	var got string
	other.StartImport(func(m string) { got = m })
	if !strings.HasPrefix(got, "Imported U-5-one") {
		t.Fatalf("import: %q", got)
	}
	l, _ := other.List()
	if len(l) != 1 || l[0].Summary != svs[1].Summary {
		t.Fatalf("imported %+v", l)
	}
	other.StartImport(func(m string) { got = m })
	if !strings.HasPrefix(got, "No new career") {
		t.Fatalf("second import: %q", got)
	}
	if _, err := other.Import([]byte(`{"format":7}`)); err == nil || !strings.Contains(err.Error(), "newer version") {
		t.Fatalf("newer import: %v", err)
	}
}
