package app

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
	"eqx/internal/session"
)

// Two bit strings are compared by flipping bits, not by editing JSON: an
// input with the Bits hint that holds a list of 0s and 1s is also shown
// as a row of toggle buttons, one per bit, and a bit that differs from
// the same position of the spec's other Bits input is marked (the
// mismatches a Hamming distance counts). The JSON text stays below for
// anything else (symbols, other lengths).

// bitsControl is the row of bit buttons of a Bits input, or nothing when
// its value is not a list of bits.
func (p *equationPage) bitsControl(par *equations.Param) app.UI {
	if !isEditor[equations.BitString](par) {
		return nil
	}
	bits, ok := session.Bits(p.In.Object(par.Name))
	if !ok {
		return nil
	}
	other := p.OtherBits(par.Name)
	buttons := make([]app.UI, len(bits))
	for i, b := range bits {
		// The name starts the same whatever the bits (the control is
		// found by it) and ends with the bit shown, the button's text
		// (WCAG 2.5.3, label in name); a mismatch is told by the
		// description.
		class, title := "bit", "click to flip"
		if other != nil && i < len(other) && other[i] != b {
			class, title = "bit differ", "differs from the other sequence; click to flip"
		}
		name := par.Name + " bit " + strconv.Itoa(i+1)
		buttons[i] = p.click(app.Button().Type("button").Class(class).
			Aria("pressed", b == 1).Aria("label", name+": "+strconv.Itoa(b)).Title(title).
			Text(strconv.Itoa(b)), name, func() { p.FlipBit(par.Name, i) })
	}
	return app.Div().Class("bits").Role("group").Aria("label", par.Name+" bits: click one to flip it").Body(buttons...)
}
