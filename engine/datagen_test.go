package engine

import (
	"embed"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"uboat/engine/internal/yamljson"
)

// The YAML data files themselves (the game embeds their generated JSON, genFS). The
// tests read and edit them, and loadData converts them as `go generate` does.
//
//go:embed data/*.yaml
var dataFS embed.FS

func init() {
	dataToJSON = func(raw []byte) ([]byte, error) {
		if json.Valid(raw) { // the generated files (LoadData) are read as the game reads them
			return raw, nil
		}
		return yamljson.Convert(raw)
	}
}

var dataFiles = []string{"tables", "lists", "boards", "kommandants"}

// TestGeneratedDataFresh: data/gen/*.json is what `go generate ./engine` makes of
// data/*.yaml now (the game reads the JSON; the YAML is the source of truth).
func TestGeneratedDataFresh(t *testing.T) {
	ents, err := dataFS.ReadDir("data")
	if err != nil {
		t.Fatal(err)
	}
	gens, err := genFS.ReadDir("data/gen")
	if err != nil {
		t.Fatal(err)
	}
	if len(ents) != len(dataFiles) || len(gens) != len(dataFiles) {
		t.Errorf("%d YAML files and %d generated ones, want %d each: run go generate ./engine", len(ents), len(gens), len(dataFiles))
	}
	for _, name := range dataFiles {
		src, err := dataFS.ReadFile("data/" + name + ".yaml")
		if err != nil {
			t.Fatal(err)
		}
		want, err := yamljson.Convert(src)
		if err != nil {
			t.Fatalf("%s.yaml: %v", name, err)
		}
		got, err := genFS.ReadFile("data/gen/" + name + ".json")
		if err != nil {
			t.Fatalf("%v: run go generate ./engine", err)
		}
		if string(got) != string(want) {
			t.Errorf("data/gen/%s.json is out of date with data/%s.yaml: run go generate ./engine", name, name)
		}
	}
}

// TestGeneratedDataSame: the game's data (the generated JSON, decoded as the game does)
// equals the data loaded from the YAML files.
func TestGeneratedDataSame(t *testing.T) {
	fromYAML, err := loadData(func(name string) ([]byte, error) { return dataFS.ReadFile("data/" + name) })
	if err != nil {
		t.Fatal(err)
	}
	saved := dataToJSON
	dataToJSON = func(raw []byte) ([]byte, error) { return raw, nil }
	defer func() { dataToJSON = saved }()
	fromJSON, err := loadData(func(name string) ([]byte, error) {
		return genFS.ReadFile("data/gen/" + strings.TrimSuffix(name, ".yaml") + ".json")
	})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(fromYAML, fromJSON) {
		t.Error("the data from the generated JSON differs from the data from the YAML")
	}
}

// TestDataDecodeAsYAML: the data decoder (datanode.go) fills the data structs exactly as
// gopkg.in/yaml.v3 does from the same YAML (the boards' ordered mappings, dataNode, aside).
func TestDataDecodeAsYAML(t *testing.T) {
	check := func(name string, strict bool, newV func() any, clear func(any)) {
		t.Helper()
		src, err := dataFS.ReadFile("data/" + name)
		if err != nil {
			t.Fatal(err)
		}
		viaYAML, viaNode := newV(), newV()
		dec := yaml.NewDecoder(strings.NewReader(string(src)))
		dec.KnownFields(strict)
		if err := dec.Decode(viaYAML); err != nil {
			t.Fatalf("%s: yaml.v3: %v", name, err)
		}
		if err := decodeData(src, viaNode, strict); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if clear != nil {
			clear(viaYAML)
			clear(viaNode)
		}
		if !reflect.DeepEqual(viaYAML, viaNode) {
			a, _ := json.Marshal(viaYAML)
			b, _ := json.Marshal(viaNode)
			t.Errorf("%s: decoded differently from yaml.v3:\n%.2000s\n%.2000s", name, a, b)
		}
	}
	check("tables.yaml", true, func() any { return new(tableFile) }, nil)
	check("lists.yaml", true, func() any { return new(listsYAML) }, nil)
	check("kommandants.yaml", true, func() any { return new([]*Kommandant) }, nil)
	// boards: each type as yaml.v3 decodes it from a map (its order aside), systems aside
	type boardsByType struct {
		Types map[string]boardYAML `yaml:"types"`
	}
	check("boards.yaml", false, func() any { return new(boardsByType) }, func(v any) {
		for k, b := range v.(*boardsByType).Types {
			b.Systems = dataNode{}
			v.(*boardsByType).Types[k] = b
		}
	})
	check("boards.yaml", false, func() any { return new(boardsFile) }, func(v any) { v.(*boardsFile).Types = dataNode{} })
}

// Strictness and types as yaml.v3: a misspelt key, a string for a number.
func TestDataDecodeErrors(t *testing.T) {
	var v struct {
		A int    `yaml:"a"`
		B string `yaml:"b"`
	}
	if err := decodeData([]byte("{a: 1, c: 2}"), &v, true); err == nil || !strings.Contains(err.Error(), "c") {
		t.Errorf("unknown key: %v", err)
	}
	if err := decodeData([]byte("{a: 1, c: 2}"), &v, false); err != nil || v.A != 1 {
		t.Errorf("lenient: %v %+v", err, v)
	}
	if err := decodeData([]byte("{a: x}"), &v, true); err == nil {
		t.Error("a string read into an int")
	}
	if err := decodeData([]byte("{b: 8.8}"), &v, true); err != nil || v.B != "8.8" {
		t.Errorf("a number read into a string: %v %q", err, v.B)
	}
}
