package fileio

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// The limits of every file the app and its commands read (docs/limits.md). A file past a limit
// is refused with one sentence before its contents are used.
const (
	// MaxFileSize bounds every file read: saves, companion saves, scenarios, action lists, decks.
	MaxFileSize = 16 << 20
	// MaxSaveActions bounds the actions a save may replay (its history plus its redo list). A
	// full game takes 150 to 300 actions; custom decks and long undo chains stay far below.
	MaxSaveActions = 5000
	// MaxDeckCards bounds the cards of an outlaw deck (the printed deck holds 36).
	MaxDeckCards = 500
	// MaxCardActions bounds the actions printed on one outlaw card (the printed cards show 2 or 3).
	MaxCardActions = 12
	// MaxReportedErrors bounds the problems one error message lists; the rest are counted.
	MaxReportedErrors = 20
	// MaxJSONArray bounds the elements of any one JSON array in a file read (checked before
	// decoding, so that decoding cannot allocate far more than the file's size).
	MaxJSONArray = 20000
	// MaxJSONDepth bounds how deeply arrays and objects nest in a file read.
	MaxJSONDepth = 32
	// MaxJSONString bounds the length of any one string (a key or a value) in a file read, in
	// bytes as written: the app's files hold names, ids and short notes; a key or an id of
	// megabytes is refused by the scan, before the decoder spends a second on it.
	MaxJSONString = 64 << 10
)

// MaxSaveSize bounds the size of a save file the loader accepts (MaxFileSize).
const MaxSaveSize = MaxFileSize

// ReadFileLimited reads a file named on the command line or chosen by a person: it must be a
// regular file (not a folder, a pipe or a device such as /dev/zero) of at most MaxFileSize
// bytes. The file is checked before it is opened, so a pipe never blocks the reader.
func ReadFileLimited(path string) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, fileError(path, err)
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	if fi.Size() > MaxFileSize {
		return nil, fmt.Errorf("%s is too large (%d bytes; at most %d)", path, fi.Size(), MaxFileSize)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fileError(path, err)
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	return ReadLimited(f, path)
}

// ReadLimited reads at most MaxFileSize bytes and refuses a longer stream (what names it).
func ReadLimited(r io.Reader, what string) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("%s is too large (more than %d bytes)", what, MaxFileSize)
	}
	return data, nil
}

func fileError(path string, err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s: %w", path, pe.Err)
	}
	return err
}

// CheckJSONShape scans a JSON document without decoding it and refuses one whose arrays hold
// more than MaxJSONArray elements, that nests deeper than MaxJSONDepth, or that holds a string
// longer than MaxJSONString, so that decoding a
// hostile file of MaxFileSize bytes allocates a bounded amount. It does not check the syntax
// (the decoder does).
func CheckJSONShape(data []byte) error {
	var stack [MaxJSONDepth + 1]int32 // element count per open array (-1 for an object)
	depth := 0
	inString, escaped := false, false
	strStart := 0
	for i, c := range data {
		if inString {
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
			if inString && i-strStart > MaxJSONString {
				return fmt.Errorf("a text in the file is longer than %d characters", MaxJSONString)
			}
			continue
		}
		switch c {
		case '"':
			inString = true
			strStart = i
		case '[', '{':
			if depth == MaxJSONDepth {
				return fmt.Errorf("the file nests more than %d levels deep", MaxJSONDepth)
			}
			depth++
			stack[depth] = -1
			if c == '[' {
				stack[depth] = 0
			}
		case ']', '}':
			if depth > 0 {
				depth--
			}
		case ',':
			if depth > 0 && stack[depth] >= 0 {
				stack[depth]++
				if stack[depth] >= MaxJSONArray {
					return fmt.Errorf("a list in the file holds more than %d entries", MaxJSONArray)
				}
			}
		}
	}
	return nil
}

// DecodeError is a JSON decoder's error with what it repeats of the file cut to an excerpt:
// the decoder names an unknown key whole, and a hostile file's key may be 16 MB long.
func DecodeError(err error) error {
	t := err.Error()
	if key, ok := strings.CutPrefix(t, `json: unknown field "`); ok {
		return fmt.Errorf("unknown field %s", Q(strings.TrimSuffix(key, `"`)))
	}
	return ShortError(err)
}

// JoinErrors joins problems into one error listing at most MaxReportedErrors of them (fewer
// when they would make it longer than MaxErrorText) and counting the rest.
func JoinErrors(errs []error) error {
	var b strings.Builder
	n := 0
	for _, e := range errs {
		line := ShortText(e.Error())
		if n == MaxReportedErrors || (n > 0 && b.Len()+len(line) > MaxErrorText-100) {
			break // the message stays within MaxErrorText, its count included
		}
		if n > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(line)
		n++
	}
	if n == 0 {
		return nil
	}
	if n < len(errs) {
		fmt.Fprintf(&b, "\n… and %d more problems", len(errs)-n)
	}
	return errors.New(b.String())
}

// DecodeStrict is the one JSON reader of every file the app or the commands read: it checks the
// document's shape first (CheckJSONShape), then decodes it into v refusing unknown fields and
// any data after the document. Callers check the size before and the content after.
func DecodeStrict(data []byte, v any) error {
	if err := CheckJSONShape(data); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return DecodeError(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("unexpected data after the document")
	}
	return nil
}
