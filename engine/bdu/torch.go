package bdu

import "slices"

// SW 30.32, the Central Atlantic and Torch (design 3.1 regions, 7.1 chart rows, 8.5 WP5
// roll 0 "if rolled again"): in WP5 Bermuda, the Sargasso Sea and Mid-Ocean read their
// WP4 chart row until the Torch landings have happened, then their WP5 row; from the
// week of Torch Mid-Ocean and the Sargasso Sea count as western waters for the escort
// and general-ASW region (design 3.1 "use region west for them from that week"; cups are
// not modelled, 7.6). The Sargasso Sea's data region is already west (Appendix A), so
// the switch moves Mid-Ocean only. The switch is the optional module ModuleTorchWest,
// off by default: with it on, 200 campaigns from 1939-09 put the 1945-01 front-line
// strength at 177 (band 116–174: weaker Mid-Ocean escorts in WP6–7 cost fewer boats),
// and the knobs of 10.2 that would bring it back are the escort values this rule moves
// (docs/bdu-calibration.md). The row switch is always on.
//
// Reading [AMBIGUOUS]: design 7.1 names only SW 30.31 and 30.33 beside its WP5 rows;
// 30.32's row switch is taken from the seed rule (design 11 "SW 30.x restrictions" are
// from the seeds) with the designed WP4 and WP5 rows. A campaign that starts after Torch
// (1943-06) has it among its events_happened (data/campaign.yaml).

// torchKey is the war event of the Torch landings (design 8.5 WP5 roll 0, again).
const torchKey = "torch_landings"

// centralAtlantic are SW 30.32's OAs, whose WP5 row waits for Torch.
var centralAtlantic = []string{"bermuda", "sargasso_sea", "mid_ocean"}

// westAfterTorch are the OAs that count as western waters from Torch (design 3.1).
var westAfterTorch = []string{"mid_ocean", "sargasso_sea"}

// torchDone reports whether the Torch landings have happened (c.Events, from the week
// the event was rolled or forced by its deadline).
func (c *Campaign) torchDone() bool {
	_, ok := c.Events[torchKey]
	return ok
}

// torchRow is SW 30.32's chart-row period for oa in war period wp: 4 for a Central
// Atlantic OA in WP5 before Torch, else wp.
func (c *Campaign) torchRow(oa string, wp int) int {
	if wp == 5 && slices.Contains(centralAtlantic, oa) && !c.torchDone() {
		return 4
	}
	return wp
}

// aswRegion is the region whose escort value and general ASW oa uses this week (design
// 7.6 by the region of 3.1; after Torch Mid-Ocean and the Sargasso Sea are west).
func (c *Campaign) aswRegion(oa string) Region {
	if c.TorchWest && slices.Contains(westAfterTorch, oa) && c.torchDone() {
		return "west"
	}
	return c.Data.Map.Zones[oa].Region
}
