package bdu

import (
	"cmp"
	"slices"
)

// sortedKeys returns m's keys in order (data is checked in a fixed order so that the
// first error reported does not depend on map order).
func sortedKeys[K cmp.Ordered, V any](m map[K]V) []K {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
