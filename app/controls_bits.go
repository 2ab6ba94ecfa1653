package app

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
)

// Two bit strings are compared by flipping bits, not by editing JSON: an
// input with the Bits hint that holds a list of 0s and 1s is also shown
// as a row of toggle buttons, one per bit, and a bit that differs from
// the same position of the spec's other Bits input is marked (the
// mismatches a Hamming distance counts). The JSON text stays below for
// anything else (symbols, other lengths).

// bitList returns the bits of a JSON list of 0s and 1s, and false for any
// other value.
func bitList(raw json.RawMessage) ([]int, bool) {
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

// otherBits is the bits of the spec's other Bits input, or nil.
func (p *equationPage) otherBits(par *equations.Param) []int {
	for i := range p.spec.Params {
		q := &p.spec.Params[i]
		if isEditor[equations.BitString](q) && q.Name != par.Name {
			if bits, ok := bitList(p.In.Object(q.Name)); ok {
				return bits
			}
		}
	}
	return nil
}

// bitsControl is the row of bit buttons of a Bits input, or nothing when
// its value is not a list of bits.
func (p *equationPage) bitsControl(par *equations.Param) app.UI {
	if !isEditor[equations.BitString](par) {
		return nil
	}
	bits, ok := bitList(p.In.Object(par.Name))
	if !ok {
		return nil
	}
	other := p.otherBits(par)
	buttons := make([]app.UI, len(bits))
	for i, b := range bits {
		// The name stays the same whatever the bits (the control is
		// found by it); a mismatch is told by the description.
		class, title := "bit", "click to flip"
		if other != nil && i < len(other) && other[i] != b {
			class, title = "bit differ", "differs from the other sequence; click to flip"
		}
		name := par.Name + " bit " + strconv.Itoa(i+1)
		buttons[i] = p.click(app.Button().Type("button").Class(class).
			Aria("pressed", b == 1).Aria("label", name).Title(title).
			Text(strconv.Itoa(b)), name, func() { p.flipBit(par, i) })
	}
	return app.Div().Class("bits").Role("group").Aria("label", par.Name+" bits: click one to flip it").Body(buttons...)
}

// flipBit flips bit i of a Bits input.
func (p *equationPage) flipBit(par *equations.Param, i int) {
	bits, ok := bitList(p.In.Object(par.Name))
	if !ok || i >= len(bits) {
		return
	}
	bits[i] = 1 - bits[i]
	c := p.In.Clone()
	c[par.Name] = bitsJSON(bits)
	delete(p.Texts, par.Name) // the JSON box shows the flipped list
	if p.try(par.Name, c) {
		delete(p.Errs, par.Name)
	}
}
