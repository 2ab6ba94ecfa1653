package app

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
	"eqx/internal/session"
)

func (p *equationPage) boolControl(par *equations.Param) app.UI {
	return app.Label().Class("switch").Body(
		app.Input().Type("checkbox").Aria("label", par.Name).Checked(p.In.Bool(par.Name)).
			OnChange(p.event(func(ctx app.Context) {
				p.SetInput(par.Name, ctx.JSSrc().Get("checked").Bool())
			})),
		app.Span().Text(" "+par.Name),
	)
}

// stringsControl edits a list of strings as text: words separated by
// spaces, commas or new lines.
func (p *equationPage) stringsControl(par *equations.Param) app.UI {
	text, editing := p.Texts[par.Name]
	if !editing {
		text = strings.Join(p.In.Strings(par.Name), " ")
	}
	return app.Div().Body(
		app.Textarea().Class("text-input").Aria("label", par.Name).Rows(3).Text(text).
			OnInput(p.event(func(ctx app.Context) {
				t := ctx.JSSrc().Get("value").String()
				p.TypeValue(par.Name, t, strings.FieldsFunc(t, func(r rune) bool { return r == ',' || r == ' ' || r == '\n' || r == '\t' }))
			})),
		app.P().Class("sum-note").Text(strconv.Itoa(len(p.In.Strings(par.Name)))+" tokens"),
		p.errorFor(par.Name),
	)
}

// objectControl edits a JSON value as text; it is applied only when it
// parses.
func (p *equationPage) objectControl(par *equations.Param) app.UI {
	return app.Div().Body(
		app.Div().Class("slot").Body(p.bitsControl(par)),
		app.Div().Class("slot").Body(p.rankedControl(par)),
		p.jsonBox(par),
		p.errorFor(par.Name),
	)
}

// jsonBox is the JSON text of the Object input par, applied only when it
// parses and the equation takes it; what was typed stays either way.
func (p *equationPage) jsonBox(par *equations.Param) app.UI {
	text, editing := p.Texts[par.Name]
	if !editing {
		text = prettyJSON(p.In.Object(par.Name))
		if qs, ok := session.Ranked(p.In.Object(par.Name)); ok && isEditor[equations.RankedLists](par) {
			text = string(session.RankedJSON(qs)) // a query a line, as the editor shows them
		}
		if ms, err := equations.DecodeMatrices(par.Name, par.Items(), p.In.Object(par.Name)); err == nil && par.Items() != "" {
			text = matricesText(ms) // a matrix a line, as the tabs show them
		}
	}
	return app.Textarea().Class("text-input code").Aria("label", par.Name).Rows(min(max(strings.Count(text, "\n")+1, 2), 8)).Text(text).
		OnInput(p.event(func(ctx app.Context) {
			t := ctx.JSSrc().Get("value").String()
			p.Texts[par.Name] = t
			if !json.Valid([]byte(t)) {
				p.Errs[par.Name] = par.Name + ": not valid JSON yet"
				return
			}
			p.TypeValue(par.Name, t, json.RawMessage(t))
		}))
}

func prettyJSON(raw json.RawMessage) string {
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return string(raw)
	}
	if list, ok := v.([]any); ok && flat(list) {
		// A list of numbers or strings reads best on one line.
		parts := make([]string, len(list))
		for i, x := range list {
			b, _ := json.Marshal(x)
			parts[i] = string(b)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return string(raw)
	}
	return string(b)
}

// flat reports whether a JSON list holds no list or object.
func flat(list []any) bool {
	for _, x := range list {
		switch x.(type) {
		case []any, map[string]any:
			return false
		}
	}
	return true
}

// optionalToggle offers an optional input that has no default: the
// alternative form of the equation it selects is used while it is on.
func (p *equationPage) optionalToggle(par *equations.Param) app.UI {
	on := p.In.Has(par.Name)
	return app.Label().Class("switch").Body(
		app.Input().Type("checkbox").Aria("label", "Use "+par.Name).Checked(on).
			OnChange(p.event(func(ctx app.Context) {
				c := p.In.Clone()
				on := ctx.JSSrc().Get("checked").Bool()
				for _, name := range append([]string{par.Name}, par.Together...) {
					q := p.spec.Param(name)
					if q == nil {
						continue
					}
					if on {
						c[name] = cloneExample(q.Example)
					} else {
						delete(c, name)
					}
				}
				c = formOf(p.spec, c, par.Name, on)
				p.ClearEdits()
				p.Set(par.Name, c)
			})),
		app.Span().Text(" use "+par.Name),
	)
}

// cloneExample copies a spec's example value through the same deep copy as
// Inputs.Clone, so edits never reach the spec.
func cloneExample(v any) any {
	return equations.Inputs{"v": v}.Clone()["v"]
}
