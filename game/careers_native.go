//go:build !js

package game

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"uboat/engine"
	"uboat/i18n"
	"uboat/savefile"
)

// ExportDir is where exported careers go and imports are looked for: UBOAT_EXPORT_DIR,
// else ~/Downloads, ~/Documents or the home directory, whichever exists first.
func ExportDir() string {
	if d := os.Getenv("UBOAT_EXPORT_DIR"); d != "" {
		return d
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "."
	}
	for _, sub := range []string{"Downloads", "Documents"} { // the systems' folder names
		if st, err := os.Stat(filepath.Join(home, sub)); err == nil && st.IsDir() {
			return filepath.Join(home, sub)
		}
	}
	return home
}

// Export writes the career of slot id into ExportDir and says where.
func (c *Careers) Export(id string) (string, error) {
	b, name, err := c.ExportBytes(id)
	if err != nil {
		return "", err
	}
	dir := ExportDir()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	p := filepath.Join(dir, name)
	if err := savefile.Write(p, b, savefile.CheckSave); err != nil {
		return "", err
	}
	return i18n.T("notice.exported", "path", p), nil
}

// StartImport imports the newest career file (*.json) of ExportDir that is not already
// stored; the result comes back at once through done.
func (c *Careers) StartImport(done func(msg string)) {
	dir := ExportDir()
	ents, err := os.ReadDir(dir)
	if err != nil {
		done(i18n.T("notice.import_nothing", "why", err.Error()))
		return
	}
	type cand struct {
		path string
		mod  int64
	}
	var cs []cand
	for _, e := range ents {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		if info, err := e.Info(); err == nil {
			cs = append(cs, cand{filepath.Join(dir, e.Name()), info.ModTime().UnixNano()})
		}
	}
	sort.Slice(cs, func(i, j int) bool { return cs[i].mod > cs[j].mod })
	have := map[string]bool{}
	if list, err := c.List(); err == nil {
		for _, s := range list {
			if r, err := c.Store.Get(s.ID); err == nil {
				have[saveKey(r.Save)] = true
			}
		}
	}
	var firstErr error
	for _, f := range cs {
		b, err := os.ReadFile(f.path)
		if err != nil {
			continue
		}
		sv, err := engine.LoadSave(b)
		if err != nil {
			if firstErr == nil {
				firstErr = fmt.Errorf("%s: %s", filepath.Base(f.path), Problem(err))
			}
			continue
		}
		if have[saveKey(sv)] {
			continue
		}
		if _, err := c.Import(b); err != nil {
			done(i18n.T("notice.import_failed", "err", err.Error()))
			return
		}
		done(i18n.T("notice.imported", "file", filepath.Base(f.path), "dir", dir))
		return
	}
	if firstErr != nil {
		done(i18n.T("notice.import_nothing", "why", firstErr.Error()))
		return
	}
	done(i18n.T("notice.import_none_new", "dir", dir))
}

// PollImport is for the browser's asynchronous upload; natively imports finish at once.
func (c *Careers) PollImport() (string, bool) { return "", false }

func saveKey(sv *engine.Save) string {
	b, _ := (&engine.Save{Format: sv.Format, Data: sv.Data, Config: sv.Config, Summary: sv.Summary, Answers: sv.Answers}).Marshal()
	return string(b)
}
