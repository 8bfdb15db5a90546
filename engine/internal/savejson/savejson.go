// Package savejson reads and writes the engine's save files — the Hunted career's
// (engine/save.go) and the BdU campaign's (engine/bdu/save.go): compact JSON on one line,
// a whole "format" number that is read first (a newer file may hold fields an older game
// cannot read), strict decoding. Each save package wraps the errors in its own sentinels.
package savejson

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// Errors are the sentinels a save package's errors wrap: Corrupt (not a save, damaged)
// and Newer (a format this game cannot read).
type Errors struct {
	Corrupt, Newer error
}

// Marshal encodes v as compact JSON on one line ending in a newline, with <, > and &
// written as they are.
func Marshal(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// Format reads the "format" number of save b (at most maxBytes long) and checks it is a
// format this game reads (1 … current). what names the kind of save in the messages
// ("career", "campaign"). Errors wrap e.Corrupt (empty, too long, not JSON, no or a bad
// format) or e.Newer.
func Format(b []byte, maxBytes, current int, what string, e Errors) (int, error) {
	if len(b) == 0 {
		return 0, fmt.Errorf("%w: the file is empty", e.Corrupt)
	}
	if len(b) > maxBytes {
		return 0, fmt.Errorf("%w: %d bytes, more than any save (%d)", e.Corrupt, len(b), maxBytes)
	}
	var probe struct {
		Format json.RawMessage `json:"format"`
	}
	if err := json.Unmarshal(b, &probe); err != nil {
		return 0, Corrupt(err, e.Corrupt)
	}
	if probe.Format == nil {
		return 0, fmt.Errorf("%w: no \"format\" field (not a %s save)", e.Corrupt, what)
	}
	var format int
	if err := json.Unmarshal(probe.Format, &format); err != nil {
		return 0, fmt.Errorf("%w: \"format\" is %s, not a whole number", e.Corrupt, probe.Format)
	}
	if format > current {
		return 0, fmt.Errorf("%w: format %d, this game reads format %d and older", e.Newer, format, current)
	}
	if format < 1 {
		return 0, fmt.Errorf("%w: format %d", e.Corrupt, format)
	}
	return format, nil
}

// Decode decodes save b into v strictly: a field v does not have, or data after the end,
// is an error wrapping corrupt.
func Decode(b []byte, v any, corrupt error) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return Corrupt(err, corrupt)
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("%w: data after the end of the save", corrupt)
	}
	return nil
}

// Corrupt wraps a JSON decoding error in sentinel, saying "truncated" when the file ends
// too soon.
func Corrupt(err, sentinel error) error {
	var se *json.SyntaxError
	if errors.Is(err, io.ErrUnexpectedEOF) || (errors.As(err, &se) && se.Error() == "unexpected end of JSON input") {
		return fmt.Errorf("%w: truncated (%v)", sentinel, err)
	}
	return fmt.Errorf("%w: %v", sentinel, err)
}
