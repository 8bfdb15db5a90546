package game

import (
	"errors"
	"strings"

	"uboat/engine"
	"uboat/i18n"
	"uboat/present"
	"uboat/savefile"
)

// Careers are the saved careers of the game: several slots in a savefile.Store
// (natively os.UserConfigDir()/uboat/careers, in the browser localStorage keys
// "uboat/careers/<id>"). The play scenes save after every decision (Session.Save), so
// a career is never lost; Continue resumes the newest unfinished one (engine.Replay).
// Finished careers stay in the store: they are the hall of fame.
type Careers struct {
	Store savefile.Store
	// Note is a message for the title screen (an old career.json ignored, a store
	// that could not be opened), "" when none.
	Note string
}

// OpenCareers opens the career store of configDir ("" = in memory only).
func OpenCareers(configDir string) *Careers {
	st, note := openStore(configDir)
	if st == nil {
		st = savefile.NewKVStore(savefile.MemKV{}, "careers/")
	}
	if configDir != "" {
		if _, err := savefile.ReadConfig(configDir, "career.json"); err == nil {
			n := i18n.T("notice.old_career_json")
			if note != "" {
				n = note + " " + n
			}
			note = n
		}
	}
	return &Careers{Store: st, Note: note}
}

// List returns the slots, newest first; an unreadable store is an empty list and an
// error.
func (c *Careers) List() ([]savefile.SlotInfo, error) { return c.Store.List() }

// Latest returns the newest unfinished career (damaged ones included: Continue then
// explains the damage), or ok false when there is none.
func (c *Careers) Latest() (savefile.SlotInfo, bool) {
	list, err := c.Store.List()
	if err != nil {
		return savefile.SlotInfo{}, false
	}
	for _, s := range list {
		if s.Err != nil || s.FromBackup || !s.Summary.Ended {
			return s, true
		}
	}
	return savefile.SlotInfo{}, false
}

// Finished returns the slots of finished careers, newest first.
func (c *Careers) Finished() []savefile.SlotInfo {
	list, _ := c.Store.List()
	var out []savefile.SlotInfo
	for _, s := range list {
		if s.Err == nil && s.Summary.Ended {
			out = append(out, s)
		}
	}
	return out
}

// Put stores sv under id.
func (c *Careers) Put(id string, sv *engine.Save) error { return c.Store.Put(id, sv) }

// Resume is a career read back for play: the save and, when it replays, the driver
// stopped at the pending decision.
type Resume struct {
	ID         string
	Save       *engine.Save
	Driver     *EngineDriver
	FromBackup bool
}

// Open reads slot id and replays it. A damaged latest version is not used silently:
// the error (a *SaveProblem) says what is wrong and whether a backup can be offered;
// OpenBackup then continues from it.
func (c *Careers) Open(id string) (*Resume, error) {
	r, err := c.Store.Get(id)
	if err != nil {
		return nil, c.problem(id, err)
	}
	if r.FromBackup {
		return nil, c.problem(id, r.MainErr)
	}
	d, err := ResumeDriver(r.Save)
	if err != nil {
		return nil, c.problem(id, err)
	}
	return &Resume{ID: id, Save: r.Save, Driver: d}, nil
}

// OpenBackup replays the backup of slot id. The career goes on in a new slot (NewID):
// the damaged file is never overwritten nor deleted.
func (c *Careers) OpenBackup(id string) (*Resume, error) {
	r, err := c.Store.GetBackup(id)
	if err != nil {
		return nil, errors.New(i18n.T("notice.backup_unusable", "problem", Problem(err)))
	}
	d, err := ResumeDriver(r.Save)
	if err != nil {
		return nil, errors.New(i18n.T("notice.backup_unusable", "problem", Problem(err)))
	}
	return &Resume{ID: c.Store.NewID(), Save: r.Save, Driver: d, FromBackup: true}, nil
}

// SaveProblem is why a saved career cannot be continued as it is.
type SaveProblem struct {
	ID        string
	Err       error
	Message   string // for the player: what is wrong
	HasBackup bool   // the previous version loads and replays: offer it
}

func (p *SaveProblem) Error() string { return p.Message }
func (p *SaveProblem) Unwrap() error { return p.Err }

func (c *Careers) problem(id string, err error) *SaveProblem {
	p := &SaveProblem{ID: id, Err: err, Message: Problem(err)}
	if r, err := c.Store.GetBackup(id); err == nil {
		if d, err := ResumeDriver(r.Save); err == nil {
			d.Close()
			p.HasBackup = true
		}
	}
	return p
}

// openStore opens the career store of configDir, or says in a note for the title
// screen why careers are kept in memory only (st nil).
func openStore(configDir string) (st savefile.Store, note string) {
	if configDir == "" {
		return nil, i18n.T("notice.no_config_dir")
	}
	st, err := savefile.OpenStore(configDir)
	switch {
	case errors.Is(err, savefile.ErrNoStorage):
		return nil, i18n.T("notice.no_storage")
	case err != nil:
		return nil, i18n.T("notice.careers_unsaved", "err", err.Error())
	}
	return st, ""
}

// Problem names what is wrong with a save in words for the player.
func Problem(err error) string {
	if err == nil {
		return ""
	}
	detail := err.Error()
	switch {
	case errors.Is(err, engine.ErrCorrupt) && strings.Contains(detail, "truncated"):
		return i18n.T("notice.save.truncated", "detail", detail)
	case errors.Is(err, engine.ErrCorrupt):
		return i18n.T("notice.save.corrupt", "detail", detail)
	case errors.Is(err, engine.ErrNewerVersion):
		return i18n.T("notice.save.newer", "detail", detail)
	case errors.Is(err, engine.ErrDataMismatch):
		return i18n.T("notice.save.data", "detail", detail)
	case errors.Is(err, engine.ErrBadConfig):
		return i18n.T("notice.save.config", "detail", detail)
	case errors.Is(err, engine.ErrDiverged):
		return i18n.T("notice.save.diverged", "detail", detail)
	case errors.Is(err, savefile.ErrNoFile):
		return i18n.T("notice.save.missing", "detail", detail)
	}
	return i18n.T("notice.save.unreadable", "detail", detail)
}

// Summary formats a slot's summary for lists: "Type VIIC · U-142 · Karl Brenner ·
// February 1944 · 23,100 t".
func Summary(s engine.SaveSummary) string {
	when := s.Date
	if m, err := engine.ParseMonth(s.Date); err == nil {
		when = present.MonthName(m)
	}
	out := i18n.T("careers.summary", "type", s.Type, "unumber", s.UNumber, "name", s.Kommandant, "month", when,
		"tons", i18n.T("unit.tons", "t", s.Tons))
	if s.Ended {
		out += " · " + present.VictoryName(s.Victory)
	}
	return out
}

// Import stores the bytes of an exported career under a new id (they must load).
func (c *Careers) Import(b []byte) (string, error) {
	sv, err := engine.LoadSave(b)
	if err != nil {
		return "", errors.New(Problem(err))
	}
	id := c.Store.NewID()
	if err := c.Store.Put(id, sv); err != nil {
		return "", err
	}
	return id, nil
}

// ExportBytes returns the file of slot id for export and a file name for it.
func (c *Careers) ExportBytes(id string) ([]byte, string, error) {
	r, err := c.Store.Get(id)
	if err != nil {
		return nil, "", errors.New(Problem(err))
	}
	b, err := r.Save.Marshal()
	if err != nil {
		return nil, "", err
	}
	name := strings.NewReplacer(" ", "", "/", "").Replace(r.Save.Summary.UNumber) + "-" + id + ".uboat.json"
	return b, name, nil
}

// HallEntry is one finished career of the hall of fame: its save and the final state
// (replayed), with the patrol log sheet in State.Log.
type HallEntry struct {
	ID    string
	Save  *engine.Save
	State *engine.State
}

// Fate says how the career ended, in words.
func (h *HallEntry) Fate() string {
	return present.FateText(h.State.EndReason, h.State.LossCause)
}

// Dates is "July 1943 – May 1945".
func (h *HallEntry) Dates() string {
	from := h.Save.Config.Start
	if m, err := engine.ParseMonth(from); err == nil {
		from = present.MonthName(m)
	}
	return i18n.T("hall.dates", "from", from, "to", present.MonthName(h.State.Date))
}

// HallOfFame returns the finished careers, newest first, each replayed for its final
// state; careers that do not replay are left out (the Careers screen shows them).
func (c *Careers) HallOfFame() []HallEntry {
	var out []HallEntry
	for _, si := range c.Finished() {
		r, err := c.Store.Get(si.ID)
		if err != nil {
			continue
		}
		d, err := ResumeDriver(r.Save)
		if err != nil {
			continue
		}
		out = append(out, HallEntry{ID: si.ID, Save: r.Save, State: d.Career().Snapshot()})
		d.Close()
	}
	return out
}
