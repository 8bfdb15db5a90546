package scenes

import (
	"strconv"

	"uboat/i18n"
)

// memo keeps the last string built from a key, so that a label drawn every frame is
// built (and allocated) only when what it shows changes. build should be a plain
// function (a closure that captures variables would allocate on every call). The
// language the string was built in is part of the key: a change of language in the
// settings rebuilds it (issue 13).
type memo[K comparable] struct {
	key  K
	lang i18n.Lang
	val  string
	ok   bool
}

func (m *memo[K]) get(key K, build func(K) string) string {
	if l := i18n.Current(); !m.ok || m.key != key || m.lang != l {
		m.key, m.lang, m.val, m.ok = key, l, build(key), true
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
