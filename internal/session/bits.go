package session

import (
	"encoding/json"
	"strconv"
	"strings"

	"eqx/equations"
)

// Two bit strings (equations.BitString) are compared by flipping bits,
// not by editing JSON.

// Bits returns the bits of a JSON list of 0s and 1s, and false for any
// other value.
func Bits(raw json.RawMessage) ([]int, bool) {
	var xs []float64
	if json.Unmarshal(raw, &xs) != nil || len(xs) == 0 {
		return nil, false
	}
	bits := make([]int, len(xs))
	for i, x := range xs {
		switch x {
		case 0:
		case 1:
			bits[i] = 1
		default:
			return nil, false
		}
	}
	return bits, true
}

// bitsJSON is the JSON list of bits.
func bitsJSON(bits []int) json.RawMessage {
	parts := make([]string, len(bits))
	for i, b := range bits {
		parts[i] = strconv.Itoa(b)
	}
	return json.RawMessage("[" + strings.Join(parts, ", ") + "]")
}

// OtherBits is the bits of the spec's BitString input other than name, or
// nil: the bits a Hamming distance compares name's with.
func (s *Session) OtherBits(name string) []int {
	for i := range s.Spec.Params {
		q := &s.Spec.Params[i]
		if _, ok := q.Editor.(equations.BitString); ok && q.Name != name {
			if bits, ok := Bits(s.In.Object(q.Name)); ok {
				return bits
			}
		}
	}
	return nil
}

// FlipBit flips bit i of the BitString input name, when the equation
// takes the result.
func (s *Session) FlipBit(name string, i int) {
	bits, ok := Bits(s.In.Object(name))
	if !ok || i < 0 || i >= len(bits) {
		return
	}
	bits[i] = 1 - bits[i]
	delete(s.Texts, name) // the JSON box shows the flipped list
	if s.SetInput(name, bitsJSON(bits)) {
		delete(s.Errs, name)
	}
}
