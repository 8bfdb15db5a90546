package scenes

import (
	"strconv"
)

// memo keeps the last string built from a key, so that a label drawn every frame is
// built (and allocated) only when what it shows changes. build should be a plain
// function (a closure that captures variables would allocate on every call).
type memo[K comparable] struct {
	key K
	val string
	ok  bool
}

func (m *memo[K]) get(key K, build func(K) string) string {
	if !m.ok || m.key != key {
		m.key, m.val, m.ok = key, build(key), true
	}
	return m.val
}

// smallInts holds the decimal text of 0…100 (die faces, counters) for drawing without
// allocating.
var smallInts = func() (t [101]string) {
	for i := range t {
		t[i] = strconv.Itoa(i)
	}
	return
}()

// itoa is strconv.Itoa without an allocation for 0…100.
func itoa(n int) string {
	if n >= 0 && n < len(smallInts) {
		return smallInts[n]
	}
	return strconv.Itoa(n)
}
