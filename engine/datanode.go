package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"reflect"
	"strconv"
	"strings"
)

// The data files are YAML (data/*.yaml, the source of truth); the game reads the JSON that
// `go generate` makes of them (data/gen/*.json, engine/internal/yamljson), so that it
// links no YAML parser. A file is parsed into a dataNode tree (mappings in file order,
// scalars with the type YAML gave them) and decoded into the data structs with the same
// rules as gopkg.in/yaml.v3: fields by their `yaml` tag (else the lower-cased field
// name), a number read into a string keeps its text, null leaves the zero value, and
// with strict set a key naming no field is an error (yaml.v3's KnownFields).

type nodeKind uint8

const (
	nullNode nodeKind = iota
	scalarNode
	sequenceNode
	mappingNode
)

// scalar types
const (
	tagStr = iota + 1
	tagInt
	tagFloat
	tagBool
)

// dataNode is one value of a data file. A mapping's Content alternates keys and values.
type dataNode struct {
	Kind    nodeKind
	tag     uint8
	Value   string
	Content []*dataNode
}

// parseDataJSON parses the JSON of a data file.
func parseDataJSON(raw []byte) (*dataNode, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	n, err := parseJSONValue(dec, 0)
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("data after the JSON value")
	}
	return n, nil
}

func parseJSONValue(dec *json.Decoder, depth int) (*dataNode, error) {
	if depth > 100 {
		return nil, fmt.Errorf("nested too deeply")
	}
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch v := tok.(type) {
	case nil:
		return &dataNode{}, nil
	case bool:
		return &dataNode{Kind: scalarNode, tag: tagBool, Value: strconv.FormatBool(v)}, nil
	case string:
		return &dataNode{Kind: scalarNode, tag: tagStr, Value: v}, nil
	case json.Number:
		tag := uint8(tagInt)
		if strings.ContainsAny(string(v), ".eE") {
			tag = tagFloat
		}
		return &dataNode{Kind: scalarNode, tag: tag, Value: string(v)}, nil
	case json.Delim:
		n := &dataNode{Kind: sequenceNode}
		if v == '{' {
			n.Kind = mappingNode
		}
		for dec.More() {
			if n.Kind == mappingNode {
				k, err := dec.Token()
				if err != nil {
					return nil, err
				}
				n.Content = append(n.Content, &dataNode{Kind: scalarNode, tag: tagStr, Value: k.(string)})
			}
			c, err := parseJSONValue(dec, depth+1)
			if err != nil {
				return nil, err
			}
			n.Content = append(n.Content, c)
		}
		if _, err := dec.Token(); err != nil { // the closing delimiter
			return nil, err
		}
		return n, nil
	}
	return nil, fmt.Errorf("unexpected JSON token %v", tok)
}

// Decode decodes the node into v (a pointer), leniently: keys naming no field are skipped.
func (n *dataNode) Decode(v any) error { return n.decode(v, false) }

func (n *dataNode) decode(v any, strict bool) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return fmt.Errorf("decode: not a pointer")
	}
	return decodeNode(n, rv.Elem(), strict)
}

var dataNodeType = reflect.TypeOf(dataNode{})

func (n *dataNode) describe() string {
	switch n.Kind {
	case nullNode:
		return "null"
	case sequenceNode:
		return "a sequence"
	case mappingNode:
		return "a mapping"
	}
	return [...]string{"", "!!str", "!!int", "!!float", "!!bool"}[n.tag] + " `" + n.Value + "`"
}

func decodeNode(n *dataNode, out reflect.Value, strict bool) error {
	if out.Type() == dataNodeType {
		out.Set(reflect.ValueOf(*n))
		return nil
	}
	if n.Kind == nullNode {
		// yaml.v3 leaves the value as it is for null, except pointers, maps, slices and
		// interfaces, which it clears
		switch out.Kind() {
		case reflect.Pointer, reflect.Map, reflect.Slice, reflect.Interface:
			out.SetZero()
		}
		return nil
	}
	bad := func() error { return fmt.Errorf("cannot unmarshal %s into %s", n.describe(), out.Type()) }
	switch out.Kind() {
	case reflect.Pointer:
		if out.IsNil() {
			out.Set(reflect.New(out.Type().Elem()))
		}
		return decodeNode(n, out.Elem(), strict)
	case reflect.Interface:
		if out.NumMethod() != 0 {
			return bad()
		}
		g, err := n.generic()
		if err != nil {
			return err
		}
		out.Set(reflect.ValueOf(g))
		return nil
	case reflect.String:
		if n.Kind != scalarNode {
			return bad()
		}
		out.SetString(n.Value)
		return nil
	case reflect.Bool:
		if n.Kind != scalarNode || n.tag != tagBool {
			return bad()
		}
		out.SetBool(n.Value == "true")
		return nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if n.Kind == scalarNode && n.tag == tagInt {
			if i, err := strconv.ParseInt(n.Value, 10, 64); err == nil && !out.OverflowInt(i) {
				out.SetInt(i)
				return nil
			}
		}
		if n.Kind == scalarNode && n.tag == tagFloat {
			if f, err := strconv.ParseFloat(n.Value, 64); err == nil && f == math.Trunc(f) && f >= math.MinInt64 && f < math.MaxInt64 && !out.OverflowInt(int64(f)) {
				out.SetInt(int64(f))
				return nil
			}
		}
		return bad()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if n.Kind == scalarNode && n.tag == tagInt {
			if u, err := strconv.ParseUint(n.Value, 10, 64); err == nil && !out.OverflowUint(u) {
				out.SetUint(u)
				return nil
			}
		}
		return bad()
	case reflect.Float32, reflect.Float64:
		if n.Kind == scalarNode && (n.tag == tagInt || n.tag == tagFloat) {
			if f, err := strconv.ParseFloat(n.Value, 64); err == nil {
				out.SetFloat(f)
				return nil
			}
		}
		return bad()
	case reflect.Slice:
		if n.Kind != sequenceNode {
			return bad()
		}
		s := reflect.MakeSlice(out.Type(), len(n.Content), len(n.Content))
		for i, c := range n.Content {
			if err := decodeNode(c, s.Index(i), strict); err != nil {
				return err
			}
		}
		out.Set(s)
		return nil
	case reflect.Array:
		if n.Kind != sequenceNode || len(n.Content) != out.Len() {
			return bad()
		}
		for i, c := range n.Content {
			if err := decodeNode(c, out.Index(i), strict); err != nil {
				return err
			}
		}
		return nil
	case reflect.Map:
		if n.Kind != mappingNode {
			return bad()
		}
		if out.IsNil() {
			out.Set(reflect.MakeMap(out.Type()))
		}
		kt, vt := out.Type().Key(), out.Type().Elem()
		for i := 0; i+1 < len(n.Content); i += 2 {
			k := reflect.New(kt).Elem()
			key := n.Content[i]
			if kt.Kind() != reflect.String && key.tag == tagStr {
				// JSON keys are strings; a YAML key of another type keeps its text
				key = &dataNode{Kind: scalarNode, tag: scalarTag(key.Value), Value: key.Value}
			}
			if err := decodeNode(key, k, strict); err != nil {
				return err
			}
			v := reflect.New(vt).Elem()
			if err := decodeNode(n.Content[i+1], v, strict); err != nil {
				return err
			}
			out.SetMapIndex(k, v)
		}
		return nil
	case reflect.Struct:
		if n.Kind != mappingNode {
			return bad()
		}
		for i := 0; i+1 < len(n.Content); i += 2 {
			name := n.Content[i].Value
			f, ok := fieldByKey(out.Type(), name)
			if !ok {
				if strict {
					return fmt.Errorf("field %s not found in type %s", name, out.Type())
				}
				continue
			}
			if err := decodeNode(n.Content[i+1], out.FieldByIndex(f), strict); err != nil {
				return err
			}
		}
		return nil
	}
	return bad()
}

// scalarTag is the type YAML would resolve a plain key to (numbers and booleans only:
// the keys of the data's maps).
func scalarTag(s string) uint8 {
	if _, err := strconv.ParseInt(s, 10, 64); err == nil {
		return tagInt
	}
	if _, err := strconv.ParseFloat(s, 64); err == nil {
		return tagFloat
	}
	if s == "true" || s == "false" {
		return tagBool
	}
	return tagStr
}

// fieldByKey finds the exported field of t that a key names: its `yaml` tag name, or
// its lower-cased name when untagged; `yaml:"-"` fields are never set.
func fieldByKey(t reflect.Type, key string) ([]int, bool) {
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		tag := f.Tag.Get("yaml")
		name, _, _ := strings.Cut(tag, ",")
		if name == "-" {
			continue
		}
		if name == "" {
			name = strings.ToLower(f.Name)
		}
		if name == key {
			return f.Index, true
		}
	}
	return nil, false
}

// generic is the node as plain Go values (map[string]any, []any, string, int, float64,
// bool, nil).
func (n *dataNode) generic() (any, error) {
	switch n.Kind {
	case nullNode:
		return nil, nil
	case sequenceNode:
		s := make([]any, len(n.Content))
		for i, c := range n.Content {
			var err error
			if s[i], err = c.generic(); err != nil {
				return nil, err
			}
		}
		return s, nil
	case mappingNode:
		m := map[string]any{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			v, err := n.Content[i+1].generic()
			if err != nil {
				return nil, err
			}
			m[n.Content[i].Value] = v
		}
		return m, nil
	}
	switch n.tag {
	case tagInt:
		return strconv.Atoi(n.Value)
	case tagFloat:
		return strconv.ParseFloat(n.Value, 64)
	case tagBool:
		return n.Value == "true", nil
	}
	return n.Value, nil
}
