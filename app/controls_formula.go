package app

import (
	"math"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
)

// The controls of a person's own formula (/eq/custom): the formula typed
// as text (equations.Formula), and a slider per parameter it uses
// (equations.FormulaParams), each with its range and step.

// formulaHelp is the syntax, in a line.
const formulaHelp = "Use x and any parameter names; * for products (2*x), ^ for powers, if(x > 0, x, 0.1*x) for pieces. " +
	"Functions: exp log ln sqrt abs sin cos tan tanh sigmoid relu softplus erf min max; constants pi and e."

// formulaControl edits a Formula input as text. What is typed stays as
// typed; a formula that parses is used at once (the formula above the
// controls is typeset from it), one that does not keeps the last one in
// use, with the error and where it is.
func (p *equationPage) formulaControl(par *equations.Param) app.UI {
	text, typed := p.Texts[par.Name]
	if !typed {
		text = p.In.Choice(par.Name)
	}
	var note app.UI
	if p.Errs[par.Name] != "" {
		note = app.P().Class("input-note").Text("still computing with " + p.In.Choice(par.Name))
	}
	return app.Div().Class("formula-control").Body(
		app.Textarea().Class("text-input code formula-input").Aria("label", par.Name+", your formula").
			Rows(max(1, min(4, len(text)/60+1))).Attr("spellcheck", "false").Attr("autocomplete", "off").
			Attr("maxlength", equations.MaxText).Text(text).
			Aria("invalid", p.Errs[par.Name] != "").
			OnInput(p.event(func(ctx app.Context) { p.typeFormula(par.Name, ctx.JSSrc().Get("value").String()) })),
		app.Div().Class("slot").Body(p.errorFor(par.Name)),
		app.Div().Class("slot").Body(note),
		app.P().Class("token-rule").Text(formulaHelp),
	)
}

// typeFormula takes the formula typed and typesets the one in use.
func (p *equationPage) typeFormula(name, text string) {
	if p.TypeFormula(name, text) {
		p.formula = newMath(p.spec.Formula(p.In), true)
	}
}

// formulaParamsControl is a slider, a number box and the slider's range
// for each parameter of the formula, in the order the formula names them.
func (p *equationPage) formulaParamsControl(par *equations.Param) app.UI {
	e := p.Formula(par.FormulaOf())
	slots, err := equations.Slots(par.Name, p.In.Object(par.Name))
	if e == nil || err != nil {
		return p.objectControl(par)
	}
	names := e.Params()
	if len(names) == 0 {
		return app.P().Class("sum-note").Text("The formula has no parameters: add a name such as a or k to get a slider for it.")
	}
	slots = equations.ForParams(names, slots) // as the equation computes (a link may give the formula alone)
	rows := make([]app.UI, 0, len(names))
	for _, name := range names {
		rows = append(rows, p.slotControl(par.Name, name, slots[name]))
	}
	return app.Div().Class("formula-params").Body(rows...)
}

// slotControl is one parameter's slider, number box and range.
func (p *equationPage) slotControl(input, name string, sl equations.Slot) app.UI {
	key := name
	view := &equations.Param{Name: name, Kind: equations.Real, Min: sl.Min, Max: sl.Max, Step: sl.Step, Domain: equations.AnyReal}
	rangeKey := name + " range"
	bound := func(label string, v float64, set func(x float64) bool) app.UI {
		k := name + " " + label
		return app.Label().Class("range-bound").Body(
			app.Span().Text(label),
			p.numberBox(&equations.Param{Kind: equations.Real}, k, v, set),
		)
	}
	return app.FieldSet().Class("param formula-param").Body(
		app.Legend().Body(app.Code().Text(name)),
		app.Div().Class("scalar").Body(
			p.slider(view, key, sl.Value, func(x float64) { p.SetSlot(input, key, name, x) }),
			p.numberBox(view, key, sl.Value, func(x float64) bool { return p.SetSlot(input, key, name, x) }),
			p.errorFor(key),
		),
		app.Details().Class("slot-range").Body(
			app.Summary().Text("slider range of "+name+": "+short(sl.Min)+" to "+short(sl.Max)+", step "+short(sl.Step)),
			app.Div().Class("range-bounds").Body(
				bound("min", sl.Min, func(x float64) bool {
					return p.SetSlotRange(input, rangeKey, name, x, sl.Max, fitStep(x, sl.Max, sl.Step))
				}),
				bound("max", sl.Max, func(x float64) bool {
					return p.SetSlotRange(input, rangeKey, name, sl.Min, x, fitStep(sl.Min, x, sl.Step))
				}),
				bound("step", sl.Step, func(x float64) bool { return p.SetSlotRange(input, rangeKey, name, sl.Min, sl.Max, x) }),
			),
			p.errorFor(rangeKey),
		),
	)
}

// fitStep keeps step when it fits the range [lo, hi], and otherwise takes
// a hundredth of it: a new min or max must not be refused for the step.
func fitStep(lo, hi, step float64) float64 {
	if step > 0 && step <= hi-lo {
		return step
	}
	w := hi - lo
	if !(w > 0) || math.IsInf(w, 0) {
		return step // refused for the range, with that message
	}
	return w / 100
}

// modifyLink is the link from a catalogue curve to the custom page
// prefilled with its formula (customLink, written once per equation by
// load), or nothing when it has none.
func (p *equationPage) modifyLink() app.UI {
	if p.customLink.formula == "" {
		return nil
	}
	return app.P().Class("modify").Body(
		app.A().Href("/eq/"+equations.CustomID+"?"+p.customLink.query).Text("Modify this formula"),
		app.Text(": "+strings.TrimSpace(p.customLink.formula)+", with sliders for its parameters and its derivative"),
	)
}
