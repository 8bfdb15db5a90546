package engine

// Internals of view.go for the external tests (view_test.go).

// ViewDiffNames returns the names of the View fields where a and b differ.
func ViewDiffNames(a, b *View) []string { return viewFieldNames(viewDiff(a, b)) }

// ApplyOwn applies only an event's own effect (its logged fields) to v.
func (v *View) ApplyOwn(e Event) { v.applyOwn(e) }

// ViewPatchNames returns the names of the fields an event's attached view change sets.
func ViewPatchNames(e Event) []string {
	if p := e.Head().view; p != nil {
		return viewFieldNames(p.mask)
	}
	return nil
}

// NumViewFields is len(viewFields).
var NumViewFields = len(viewFields)
