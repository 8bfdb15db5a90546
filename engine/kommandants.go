package engine

import (
	"fmt"

	"gopkg.in/yaml.v3"
)

// Kommandant is one Kommandant card (kommandants.md, optional rule 14.13).
type Kommandant struct {
	Number int               `yaml:"number"`
	Name   string            `yaml:"name"`
	Fields map[string]string `yaml:"fields"`
}

func loadKommandants(read func(string) ([]byte, error), file string) ([]*Kommandant, error) {
	raw, err := read(file)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	var ks []*Kommandant
	if err := yaml.Unmarshal(raw, &ks); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	for i, k := range ks {
		if k.Name == "" {
			return nil, fmt.Errorf("%s: card %d: no name", file, i+1)
		}
	}
	return ks, nil
}

// crossCheck validates references between the data files.
func (d *Data) crossCheck() error {
	return nil
}
