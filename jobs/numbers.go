package jobs

import (
	"math"
	"strconv"
	"unsafe"
)

// Fast paths for the long lists of numbers of a sweep. encoding/json
// reads and writes a []float64 through reflection at a few hundred
// nanoseconds a number; these loops do the same job with strconv alone.
// Both agree with the codec (equations.MarshalValue and the list decoder)
// and give way to it for anything unusual.

// parseNumberList reads a JSON array of plain numbers, such as
// [1, -2.5, 3e-7]. It reports false, leaving the slow path to decode or to
// explain, for anything else: strings ("Infinity"), nulls, nested values,
// numbers outside the float64 range, or text that is not such an array.
func parseNumberList(raw []byte) ([]float64, bool) {
	i := skipSpace(raw, 0)
	if i == len(raw) || raw[i] != '[' {
		return nil, false
	}
	// One number takes at least two bytes with its comma.
	vals := make([]float64, 0, len(raw)/2+1)
	i = skipSpace(raw, i+1)
	if i < len(raw) && raw[i] == ']' {
		return vals, skipSpace(raw, i+1) == len(raw)
	}
	for {
		start := i
		for i < len(raw) && isNumberByte(raw[i]) {
			i++
		}
		if i == start || !isJSONNumber(raw[start:i]) {
			return nil, false
		}
		// The string shares raw's bytes: ParseFloat does not keep it.
		v, err := strconv.ParseFloat(unsafe.String(&raw[start], i-start), 64)
		if err != nil {
			return nil, false
		}
		vals = append(vals, v)
		i = skipSpace(raw, i)
		if i == len(raw) {
			return nil, false
		}
		switch raw[i] {
		case ',':
			i = skipSpace(raw, i+1)
		case ']':
			return vals, skipSpace(raw, i+1) == len(raw)
		default:
			return nil, false
		}
	}
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

func isNumberByte(c byte) bool {
	return c >= '0' && c <= '9' || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E'
}

// isJSONNumber reports whether b is a number in JSON's grammar:
// -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?. strconv alone would
// also take "+1", ".5", "1." and "01".
func isJSONNumber(b []byte) bool {
	i := 0
	if i < len(b) && b[i] == '-' {
		i++
	}
	switch {
	case i < len(b) && b[i] == '0':
		i++
	case i < len(b) && b[i] >= '1' && b[i] <= '9':
		i = skipDigits(b, i)
	default:
		return false
	}
	if i < len(b) && b[i] == '.' {
		d := skipDigits(b, i+1)
		if d == i+1 {
			return false
		}
		i = d
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		d := skipDigits(b, i)
		if d == i {
			return false
		}
		i = d
	}
	return i == len(b)
}

// skipDigits returns the index of the first byte at or after i that is not
// a decimal digit.
func skipDigits(b []byte, i int) int {
	for i < len(b) && b[i] >= '0' && b[i] <= '9' {
		i++
	}
	return i
}

// appendNumbers writes vals as a JSON array exactly as
// equations.MarshalValue does: finite numbers as encoding/json writes a
// float64 (the shortest decimal that reads back, exponent form below 1e-6
// and from 1e21, "1e-7" not "1e-07"), and the non-finite ones as the
// strings "Infinity", "-Infinity" and "NaN".
func appendNumbers(b []byte, vals []float64) []byte {
	b = append(b, '[')
	for i, v := range vals {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendNumber(b, v)
	}
	return append(b, ']')
}

func appendNumber(b []byte, v float64) []byte {
	switch {
	case math.IsInf(v, 1):
		return append(b, `"Infinity"`...)
	case math.IsInf(v, -1):
		return append(b, `"-Infinity"`...)
	case math.IsNaN(v):
		return append(b, `"NaN"`...)
	}
	format := byte('f')
	if a := math.Abs(v); a != 0 && (a < 1e-6 || a >= 1e21) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, v, format, -1, 64)
	if format == 'e' {
		// strconv pads the exponent to two digits: e-07 → e-7.
		if n := len(b); n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b
}
