package app

import (
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
	"eqx/internal/chart"
)

// controls renders one control group per parameter, generated from its
// kind: every control is a native input whose accessible name is the
// parameter's name ("z", or "z 2" for the second entry of a vector).
func (p *equationPage) controls() []app.UI {
	p.sliders = map[string]sliderSetter{}
	p.boxes = map[string]boxSetter{}
	p.clicks = map[string]func(){}
	var out []app.UI
	cells := map[string]app.UI{}
	for i := range p.spec.Params {
		par := &p.spec.Params[i]
		var body app.UI
		switch {
		case par.Optional && par.Default == nil && !p.In.Has(par.Name):
			body = nil
		case par.Kind == equations.Integer && par.Vocab() != "":
			body = app.Div().Body(p.scalarControl(par), p.vocabNote(par))
		case par.Kind == equations.Real, par.Kind == equations.Integer:
			body = p.scalarControl(par)
		case par.Kind == equations.Vector, par.Kind == equations.Probability:
			body = p.vectorControl(par)
		case par.Kind == equations.Choice:
			body = p.choiceControl(par)
		case par.Kind == equations.Matrix:
			body = p.matrixControl(par)
		case par.Kind == equations.Bool:
			body = p.boolControl(par)
		case par.Kind == equations.Strings && isEditor[equations.FreeText](par):
			body = p.textControl(par)
		case par.Kind == equations.Strings:
			body = p.stringsControl(par)
		case par.Kind == equations.Text && isEditor[equations.Formula](par):
			body = p.formulaControl(par)
		case par.Kind == equations.Object && par.FormulaOf() != "":
			body = p.formulaParamsControl(par)
		case par.Kind == equations.Object && par.Items() != "":
			body = p.matricesControl(par)
		case par.Kind == equations.Object && par.Vocab() != "":
			body = p.wordControl(par)
		case par.Kind == equations.Object:
			body = p.objectControl(par)
		case par.Kind == equations.Numbers:
			body = p.numbersControl(par)
		case par.Kind == equations.Members:
			body = p.membersControl(par)
		}
		var toggle app.UI
		if par.Optional && par.Default == nil {
			toggle = p.optionalToggle(par)
		}
		if slices.Contains(confusionCells, par.Name) && isConfusion(p.spec) {
			cells[par.Name] = app.FieldSet().Class("param cell").Body(
				app.Legend().Body(p.symbols[i].UI(), app.Span().Class("param-doc").Text(par.Doc)),
				body,
			)
			if len(cells) == len(confusionCells) {
				out = append(out, confusionGrid(cells))
			}
			continue
		}
		out = append(out, app.FieldSet().Class("param").Body(
			app.Legend().Body(
				p.symbols[i].UI(),
				app.If(chart.Plain(par.Symbol) != par.Name, func() app.UI {
					return app.Span().Class("param-name").Text(par.Name)
				}),
			),
			// The description is outside the legend: a long legend
			// breaks out of the fieldset's border.
			app.P().Class("param-doc").Text(par.Doc),
			toggle,
			body,
			p.conventionsNote(par),
		))
	}
	return out
}

// confusionCells are the counts of a confusion matrix in reading order:
// actual positives (TP, FN), then actual negatives (FP, TN).
var confusionCells = []string{"TP", "FN", "FP", "TN"}

// isConfusion reports whether the equation's inputs are the four integer
// counts of a confusion matrix, edited together as one 2×2 table.
func isConfusion(spec *equations.Spec) bool {
	for _, name := range confusionCells {
		if q := spec.Param(name); q == nil || q.Kind != equations.Integer {
			return false
		}
	}
	return true
}

// confusionGrid lays the four count controls out as the confusion matrix,
// actual classes in rows and predicted classes in columns.
func confusionGrid(cells map[string]app.UI) app.UI {
	head := func(t string) app.UI { return app.Div().Class("confusion-head").Aria("hidden", "true").Text(t) }
	return app.Div().Class("confusion").Role("group").Aria("label", "Confusion matrix").Body(
		app.Div(), head("predicted 1"), head("predicted 0"),
		head("actual 1"), cells["TP"], cells["FN"],
		head("actual 0"), cells["FP"], cells["TN"],
	)
}

// numbersControl shows a Numbers parameter as the control of its current
// shape: the scalar control for one number, the vector control for a list,
// with a button to switch between them.
func (p *equationPage) numbersControl(par *equations.Param) app.UI {
	_, list := p.In[par.Name].([]float64)
	body := p.scalarControl(par)
	// The accessible name starts with the visible text (WCAG 2.5.3, label
	// in name): a person using voice control says what they see.
	text, label := "Use a list", "Use a list for "+par.Name
	if list {
		body = p.vectorControl(par)
		text, label = "Use one number", "Use one number for "+par.Name
	}
	return app.Div().Class("numbers").Body(
		body,
		app.Div().Class("vector-actions shape-toggle").Body(
			app.Button().Type("button").Class("shape-button").Text(text).Aria("label", label).
				OnClick(p.handler(func() { p.SwitchShape(par) })),
		),
	)
}

func (p *equationPage) scalarControl(par *equations.Param) app.UI {
	v := p.Scalar(par)
	var stepper app.UI
	if par.Kind == equations.Integer {
		stepper = p.stepper(par, v)
	}
	return app.Div().Class("scalar").Body(
		p.slider(par, par.Name, v, func(x float64) { p.SetScalar(par, x) }),
		p.numberBox(par, par.Name, v, func(x float64) bool { return p.SetScalar(par, x) }),
		stepper,
		p.errorFor(par.Name),
		p.domainNote(par),
	)
}

// stepper is the − and + buttons of an integer: one count less or more,
// within the parameter's domain (a button that would leave it is disabled).
func (p *equationPage) stepper(par *equations.Param, v float64) app.UI {
	step := func(d float64, sign, verb string) app.UI {
		name := verb + " " + par.Name
		return p.click(app.Button().Type("button").Class("step").Text(sign).
			Aria("label", name).
			Disabled(!p.CanStep(par, v+d)), name, func() { p.StepBy(par, d) })
	}
	return app.Span().Class("stepper").Body(step(-1, "−", "Decrease"), step(+1, "+", "Increase"))
}

// domainNote explains a bounded domain next to the control ("σ must be in
// (0, ∞)"), so that a value the box refuses is no surprise. The slider's
// range is only a view: any value in the domain may be typed.
func (p *equationPage) domainNote(par *equations.Param) app.UI {
	d := par.Domain
	if d == equations.AnyReal || d == equations.ExtendedReal || d == (equations.Interval{}) {
		return nil
	}
	return app.Small().Class("domain").Text("allowed: " + d.String())
}

// vectorControl edits a Vector or Probability parameter, or a Numbers
// parameter holding a list: one slider and number box per entry.
func (p *equationPage) vectorControl(par *equations.Param) app.UI {
	vec := p.In.Vector(par.Name)
	shown := vec
	if len(vec) > maxEntryRows {
		// A pasted data set of thousands of rows is edited in its data
		// box: a slider per row would be slow and of no use.
		shown = vec[:maxEntryRows]
	}
	rows := make([]app.UI, len(shown))
	for i, v := range shown {
		i := i
		key := par.Name + " " + strconv.Itoa(i+1)
		rows[i] = app.Li().Class("entry").Body(
			app.Span().Class("entry-index").Aria("hidden", "true").Text(strconv.Itoa(i+1)),
			p.slider(par, key, v, func(x float64) { p.SetEntry(par, i, x) }),
			p.numberBox(par, key, v, func(x float64) bool { return p.SetEntry(par, i, x) }),
			p.errorFor(key),
		)
	}
	maxLen := par.MaxLen
	if maxLen == 0 {
		maxLen = 10
	}
	footer := app.Div().Class("vector-actions").Body(
		app.Button().Type("button").Text("+ entry").Aria("label", "Add entry to "+par.Name).
			Disabled(len(vec) >= maxLen || !p.canResize(par, +1)).OnClick(p.handler(func() { p.Resize(par, +1) })),
		app.Button().Type("button").Text("− entry").Aria("label", "Remove last entry from "+par.Name).
			Disabled(len(vec) <= max(par.MinLen, 1) || !p.canResize(par, -1)).OnClick(p.handler(func() { p.Resize(par, -1) })),
		p.sumNote(par, vec),
	)
	var more app.UI
	if len(vec) > len(shown) {
		more = app.P().Class("more-entries").Text(strconv.Itoa(len(vec)-len(shown)) + " more entries: edit them as data below")
	}
	// The note and the error sit in elements that are always there: go-app
	// matches children by position, and one appearing above the data box
	// would make it a new box, losing what was pasted in it.
	return app.Div().Class("vector").Body(
		app.Ol().Class("entries").Body(rows...),
		app.Div().Class("slot").Body(more),
		footer,
		app.Div().Class("slot").Body(p.errorFor(par.Name)),
		p.dataControl(par),
	)
}

// maxEntryRows is the most entries of a vector shown as sliders.
const maxEntryRows = 30

// sumNote tells, for a probability vector, that its entries are kept
// summing to 1.
func (p *equationPage) sumNote(par *equations.Param, vec []float64) app.UI {
	if par.Kind != equations.Probability {
		return nil
	}
	var sum float64
	for _, v := range vec {
		sum += v
	}
	return app.Span().Class("sum-note").Text("Σ = " + short(sum) + " (the other entries rescale to keep the sum 1)")
}

func (p *equationPage) choiceControl(par *equations.Param) app.UI {
	cur := p.In.Choice(par.Name)
	opts := make([]app.UI, len(par.Options))
	for i, o := range par.Options {
		opts[i] = app.Option().Value(o).Selected(o == cur).Text(o)
	}
	return app.Select().Aria("label", par.Name).OnChange(p.event(func(ctx app.Context) {
		p.In = chosen(p.spec, p.In, par, ctx.JSSrc().Get("value").String())
		if len(par.Needs) > 0 {
			p.ClearEdits() // inputs came and went: the controls are renumbered
		}
		p.Recompute()
	})).Body(opts...)
}

// slider is a range input over the parameter's slider range. A log slider
// moves through log10 of the value, so each decade gets the same length.
func (p *equationPage) slider(par *equations.Param, key string, v float64, set func(float64)) app.UI {
	lo, hi, step := par.Slider(p.In)
	pos := v
	if par.Log {
		lo, hi, step = log10(par.Min), log10(par.Max), 0.001
		pos = log10(v)
	}
	if step == 0 {
		step = (hi - lo) / 100
	}
	// The slider has no go-app handler: moves are taken by the page's
	// synchronous listener (live.go), found by data-key.
	p.sliders[key] = sliderSetter{log: par.Log, set: set}
	return app.Input().Type("range").Class("slider").Aria("label", key).
		DataSet("key", key).DataSet("value", num(pos)). // see eqxSyncSliders
		Min(num(lo)).Max(num(hi)).Attr("step", num(step)).Value(num(pos)).
		Aria("valuetext", short(v))
}

// typed takes the text of the number box el for the control key: kept as
// typed, and set when it is a number the parameter accepts; otherwise the
// last valid inputs stay, with a message for the box.
func (p *equationPage) typed(el app.Value, key string) {
	b, ok := p.boxes[key]
	if !ok {
		return
	}
	t := el.Get("value").String()
	// A number input reports "" for text it cannot parse; the validity
	// state tells that apart from an empty box.
	if t == "" && el.Get("validity").Get("badInput").Bool() {
		p.Texts[key] = t
		p.Errs[key] = key + ": that is not a number"
		return
	}
	p.TypeNumber(key, t, b.integer, b.set)
}

// boxSetter is what the listener needs to know of one number box.
type boxSetter struct {
	integer bool // the parameter is a count
	set     func(float64) bool
}

// numberBox is a number input that accepts anything a person may type
// (1e-3, −2, Infinity): the text is kept as typed, and an invalid value
// leaves the last valid result in place with a message next to the box.
func (p *equationPage) numberBox(par *equations.Param, key string, v float64, set func(float64) bool) app.UI {
	text, editing := p.Texts[key]
	if !editing {
		text = equations.FormatNumber(v)
	}
	step := "any"
	if par.Kind == equations.Integer {
		step = "1"
	}
	// The box has no go-app input handler: what is typed is taken by the
	// page's synchronous listener (live.go, typed), found by data-key.
	p.boxes[key] = boxSetter{integer: par.Kind == equations.Integer, set: set}
	return app.Input().Type("number").Class("number").Aria("label", key).
		DataSet("key", key).
		Attr("step", step).Value(text).
		Aria("invalid", p.Errs[key] != "").
		OnChange(p.event(func(ctx app.Context) {
			// On commit (Enter or leaving the box) a valid value is shown
			// in its canonical form; an invalid one stays as typed.
			if p.Errs[key] == "" {
				delete(p.Texts, key)
			}
		}))
}

func (p *equationPage) errorFor(key string) app.UI {
	msg := p.Errs[key]
	if msg == "" {
		return nil
	}
	return app.P().Class("input-error").Role("alert").Text(msg)
}
