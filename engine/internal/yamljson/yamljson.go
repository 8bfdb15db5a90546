// Package yamljson turns the engine's YAML data files into JSON at generate time, so that
// the game decodes its data with encoding/json (which it links anyway) instead of linking
// a YAML parser. Mappings keep their key order (the engine reads some in file order),
// scalars keep the type YAML resolves them to (string, int, float, bool, null; a date
// stays the string it is written as), and a
// number keeps its text where that is valid JSON (a number read into a string field
// gives the same text as from the YAML).
package yamljson

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strconv"

	"gopkg.in/yaml.v3"
)

// Convert returns the JSON of the YAML document src.
func Convert(src []byte) ([]byte, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if doc.Kind == 0 { // empty document
		b.WriteString("null")
		return b.Bytes(), nil
	}
	if err := write(&b, &doc, 0); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func write(b *bytes.Buffer, n *yaml.Node, depth int) error {
	if depth > 100 {
		return fmt.Errorf("line %d: nested too deeply", n.Line)
	}
	switch n.Kind {
	case yaml.DocumentNode:
		if len(n.Content) == 0 {
			b.WriteString("null")
			return nil
		}
		return write(b, n.Content[0], depth+1)
	case yaml.AliasNode:
		return write(b, n.Alias, depth+1)
	case yaml.MappingNode:
		b.WriteByte('{')
		for i := 0; i+1 < len(n.Content); i += 2 {
			k := n.Content[i]
			if k.Kind != yaml.ScalarNode {
				return fmt.Errorf("line %d: mapping key is not a scalar", k.Line)
			}
			if k.Value == "<<" && k.ShortTag() == "!!merge" {
				return fmt.Errorf("line %d: merge keys are not supported", k.Line)
			}
			if i > 0 {
				b.WriteByte(',')
			}
			writeString(b, k.Value)
			b.WriteByte(':')
			if err := write(b, n.Content[i+1], depth+1); err != nil {
				return err
			}
		}
		b.WriteByte('}')
	case yaml.SequenceNode:
		b.WriteByte('[')
		for i, c := range n.Content {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := write(b, c, depth+1); err != nil {
				return err
			}
		}
		b.WriteByte(']')
	case yaml.ScalarNode:
		switch tag := n.ShortTag(); tag {
		case "!!str", "!!timestamp":
			// a date is read into a string field, which takes the text
			writeString(b, n.Value)
		case "!!null":
			b.WriteString("null")
		case "!!bool":
			var v bool
			if err := n.Decode(&v); err != nil {
				return err
			}
			b.WriteString(strconv.FormatBool(v))
		case "!!int":
			var v int64
			if err := n.Decode(&v); err != nil {
				return err
			}
			writeNumber(b, n.Value, strconv.FormatInt(v, 10))
		case "!!float":
			var v float64
			if err := n.Decode(&v); err != nil {
				return err
			}
			if math.IsInf(v, 0) || math.IsNaN(v) {
				return fmt.Errorf("line %d: %s has no JSON form", n.Line, n.Value)
			}
			s := strconv.FormatFloat(v, 'g', -1, 64)
			if !bytes.ContainsAny([]byte(s), ".eE") {
				s += ".0" // stays a float
			}
			writeNumber(b, n.Value, s)
		default:
			return fmt.Errorf("line %d: scalar %q of type %s is not supported", n.Line, n.Value, tag)
		}
	default:
		return fmt.Errorf("line %d: unknown YAML node kind %d", n.Line, n.Kind)
	}
	return nil
}

// writeNumber writes the YAML text of a number when it is a JSON number of the same
// kind (int or float), else its normal form.
func writeNumber(b *bytes.Buffer, text, normal string) {
	isFloat := func(s string) bool { return bytes.ContainsAny([]byte(s), ".eE") }
	if json.Valid([]byte(text)) && text[0] != '"' && isFloat(text) == isFloat(normal) {
		b.WriteString(text)
		return
	}
	b.WriteString(normal)
}

func writeString(b *bytes.Buffer, s string) {
	q, _ := json.Marshal(s) // a string always marshals
	b.Write(q)
}
