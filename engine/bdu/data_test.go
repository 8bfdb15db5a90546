package bdu

import (
	"embed"
	"encoding/json"
	"strings"
	"testing"

	"uboat/engine/internal/yamljson"
)

// The YAML data files themselves (the package embeds their generated JSON, genFS). The
// tests read and edit them; loadData converts them as `go generate` does.
//
//go:embed data/*.yaml
var yamlFS embed.FS

func init() {
	dataToJSON = func(raw []byte) ([]byte, error) {
		if json.Valid(raw) { // the generated files (LoadData) are read as the package reads them
			return raw, nil
		}
		return yamljson.Convert(raw)
	}
}

var yamlFiles = []string{fileAppendix, fileCampaign, filePolitical, fileSubmarines}

// TestGeneratedDataFresh: data/gen/*.json is what `go generate ./engine/bdu` makes of
// data/*.yaml now.
func TestGeneratedDataFresh(t *testing.T) {
	gens, err := genFS.ReadDir("data/gen")
	if err != nil {
		t.Fatal(err)
	}
	if len(gens) != len(yamlFiles) {
		t.Errorf("%d generated files, want %d: run go generate ./engine/bdu", len(gens), len(yamlFiles))
	}
	for _, name := range yamlFiles {
		src, err := yamlFS.ReadFile("data/" + name)
		if err != nil {
			t.Fatal(err)
		}
		want, err := yamljson.Convert(src)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		got, err := genFS.ReadFile("data/gen/" + strings.TrimSuffix(name, ".yaml") + ".json")
		if err != nil {
			t.Fatalf("%v: run go generate ./engine/bdu", err)
		}
		if string(got) != string(want) {
			t.Errorf("data/gen for %s is out of date: run go generate ./engine/bdu", name)
		}
	}
}

// loadYAML loads the YAML files, with edit applied to the one named.
func loadYAML(file string, edit func(string) string) (*Data, error) {
	return loadData(func(name string) ([]byte, error) {
		b, err := yamlFS.ReadFile("data/" + name)
		if err != nil {
			return nil, err
		}
		if name == file && edit != nil {
			return []byte(edit(string(b))), nil
		}
		return b, nil
	})
}

func TestLoadData(t *testing.T) {
	d, err := LoadData()
	if err != nil {
		t.Fatal(err)
	}
	y, err := loadYAML("", nil)
	if err != nil {
		t.Fatalf("from the YAML: %v", err)
	}
	if len(d.Map.Zones) != len(y.Map.Zones) || len(d.Periods) != NumPeriods {
		t.Errorf("the generated data and the YAML differ")
	}
	t.Logf("zones %d edges %d types %d", len(d.Map.Zones), len(d.Map.Edges), len(d.Types))
}
