package bdu

import "fmt"

// SW 36.63E, the Finnish boats under the BdU (the political module; data
// political.yaml requests "finnish_boats" and "finland"). Only after Barbarossa (the
// request's window, requestLegal): the three Vetehinen-class boats (type FI_VETEHINEN,
// nation "fi", their names their IDs) go to Germany's Repair 3 box; they may patrol the
// Arctic only (canPatrol: the OAs of region arctic), and there they count towards the
// boats a war event orders to an Arctic OA (forceDeployment: "freeing 3 Type VIIs").
// Like the other Axis boats they join no pack, take no recon bonus and are sent on no
// war event. [designed]: the target (OKW) and level (II) of the request, the type's
// ratings (appendix_a.yaml), the Repair 3 box at Germany as SW says.

// effFinland is the request effect of SW 36.63E.
const effFinland = "finland"

// Finland is the data of SW 36.63E (political.yaml "finland").
type Finland struct {
	Type, Base string
	Names      []string
}

type finlandYAML struct {
	Type  string   `json:"type"`
	Base  string   `json:"base"`
	Names []string `json:"names"`
}

// buildFinland reads political.yaml "finland". Errors: a type not Finnish, a base that
// is not one, no names.
func (d *Data) buildFinland(y *finlandYAML) (*Finland, error) {
	if t := d.Types[y.Type]; t == nil || t.Nation != "fi" || d.Map.Bases[y.Base] == nil || len(y.Names) == 0 {
		return nil, fmt.Errorf("finland: type %q (a Finnish type), base %q, names %v", y.Type, y.Base, y.Names)
	}
	return &Finland{Type: y.Type, Base: y.Base, Names: y.Names}, nil
}

// finlandJoins is the grant of SW 36.63E: the boats in Repair 3 at the base.
func (c *Campaign) finlandJoins() {
	f := c.Data.Political.Finland
	for _, name := range f.Names {
		c.nationBoat(f.Type, f.Base, "fi", name, Repair3)
	}
	c.polEmit(&PoliticalEvent{Kind: "finland", Key: f.Type, Rule: "SW 36.63E"})
}

// finnishArctic reports whether b may patrol oa as a Finnish boat may (SW 36.63E: the
// Arctic only); every other boat may.
func (c *Campaign) finnishArctic(b *Boat, oa string) bool {
	return b.Nation != "fi" || c.Data.Map.Zones[oa].Region == "arctic"
}

// finnishCounts reports whether b, a Finnish boat on station in the Arctic OA oa, counts
// towards the boats a war event orders there (SW 36.63E "freeing 3 Type VIIs").
func (c *Campaign) finnishCounts(b *Boat, oa string) bool {
	return b.Nation == "fi" && b.State == OnStation && b.Zone == oa && !b.Markers.RTB
}
