package engine

import (
	"testing"
	"unsafe"
)

func unsafeData(s string) *byte { return unsafe.StringData(s) }

// TestE1CacheRehash: the [E1] columns do not evict each other from e1RandomClassify's
// cache (with multiplier 0 every column starts in slot 0), and each reads its own column.
func TestE1CacheRehash(t *testing.T) {
	c := &Career{data: mustData(t)}
	c.e1Fns = &e1FnCache{}
	var cols []string
	for col := range c.data.Tables["E1"].Columns {
		cols = append(cols, col)
	}
	for round := 0; round < 100; round++ {
		for _, col := range cols {
			fn := c.e1RandomClassify(col)
			if got, want := fn(12), "random_event"; got != want {
				t.Fatalf("%s: 12 reads %q, want %q", col, got, want)
			}
			if got, want := fn(7), c.data.Tables["E1"].Columns[col].Look(7).Result; got != want {
				t.Fatalf("%s: 7 reads %q, want %q", col, got, want)
			}
		}
	}
	fc := c.e1Fns
	for _, col := range cols {
		if e := fc.e[ptrHash(unsafe.StringData(col), fc.mul)&(e1Slots-1)]; e.p != unsafe.StringData(col) {
			t.Errorf("%s is not in its slot after 100 rounds (%d rehashes)", col, fc.rehashes)
		}
	}
	if fc.rehashes == 0 || fc.rehashes > ptrRehashes {
		t.Errorf("rehashes = %d, want 1…%d", fc.rehashes, ptrRehashes)
	}
}

// TestE5CacheAcrossReset: e5Col reads the [E5] column of each system key, and Reset keeps
// the column cache for the next career on the same data.
func TestE5CacheAcrossReset(t *testing.T) {
	c, err := NewCareer(Config{Seed: 1, Type: "VIIC"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	e5 := c.data.Tables["E5"]
	for round := 0; round < 2; round++ {
		for key, want := range e5.Columns {
			if got := c.e5Col(key); got != want {
				t.Errorf("round %d: e5Col(%q) = %p, want %p", round, key, got, want)
			}
		}
		before := c.e5
		if err := c.Reset(Config{Seed: 2, Type: "XXI"}, nil); err != nil {
			t.Fatal(err)
		}
		if c.e5 != before || c.e5 == nil {
			t.Errorf("round %d: Reset dropped the [E5] cache", round)
		}
	}
}
