package engine

import "testing"

// TestDataLoads: the embedded data files load and validate.
func TestDataLoads(t *testing.T) {
	d, err := LoadData()
	if err != nil {
		t.Fatalf("LoadData: %v", err)
	}
	for _, code := range []string{"E1", "A1", "A2", "DAY", "NIGHT", "SIZE", "U1", "DUD", "U3", "E2", "E3",
		"E3_special", "E3a", "E3b", "E3c", "E3c_damage", "E3d", "E3e", "E4", "E5", "E5a_who", "E5a_severity",
		"P1", "PENANG", "WOLFPACK", "MINEFIELD"} {
		if d.Tables[code] == nil {
			t.Errorf("table %s missing", code)
		}
	}
}
