package app

import (
	"encoding/json"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"gonum.org/v1/gonum/floats"

	"eqx/equations"
)

// matrixControl is a grid of number boxes, one per cell, named "A 1,2" for
// row 1, column 2, with buttons to add and remove rows and columns.
func (p *equationPage) matrixControl(par *equations.Param) app.UI {
	m := p.in.Matrix(par.Name)
	rows := make([]app.UI, len(m))
	for i, row := range m {
		cells := make([]app.UI, len(row))
		for j, v := range row {
			i, j := i, j
			key := par.Name + " " + strconv.Itoa(i+1) + "," + strconv.Itoa(j+1)
			cells[j] = app.Td().Body(p.numberBox(par, key, v, func(x float64) bool { return p.setCell(par, i, j, x) }))
		}
		rows[i] = app.Tr().Body(cells...)
	}
	cols := 0
	if len(m) > 0 {
		cols = len(m[0])
	}
	var errs []app.UI
	for _, k := range slices.Sorted(maps.Keys(p.errs)) {
		if strings.HasPrefix(k, par.Name+" ") && strings.Contains(k, ",") {
			errs = append(errs, p.errorFor(k))
		}
	}
	return app.Div().Class("matrix").Body(
		app.Div().Class("slot").Body(p.covarianceControl(par)),
		app.Div().Class("matrix-scroll").Body(app.Table().Class("matrix-grid").Body(app.TBody().Body(rows...))),
		app.Div().Class("vector-actions").Body(
			app.Button().Type("button").Text("+ row").Aria("label", "Add row to "+par.Name).
				Disabled(len(m) >= 12 || !p.canReshape(par, 1, 0)).OnClick(p.handler(func() { p.reshape(par, 1, 0) })),
			app.Button().Type("button").Text("− row").Aria("label", "Remove last row from "+par.Name).
				Disabled(len(m) <= max(par.MinLen, 1) || !p.canReshape(par, -1, 0)).OnClick(p.handler(func() { p.reshape(par, -1, 0) })),
			app.Button().Type("button").Text("+ column").Aria("label", "Add column to "+par.Name).
				Disabled(cols >= 12 || !p.canReshape(par, 0, 1)).OnClick(p.handler(func() { p.reshape(par, 0, 1) })),
			app.Button().Type("button").Text("− column").Aria("label", "Remove last column from "+par.Name).
				Disabled(cols <= max(par.MinCols, 1) || !p.canReshape(par, 0, -1)).OnClick(p.handler(func() { p.reshape(par, 0, -1) })),
			app.Span().Class("sum-note").Text(strconv.Itoa(len(m))+" × "+strconv.Itoa(cols)),
		),
		app.Div().Body(errs...),
		p.errorFor(par.Name),
	)
}

func (p *equationPage) setCell(par *equations.Param, i, j int, x float64) bool {
	c := p.in.Clone()
	m := c.Matrix(par.Name)
	if i >= len(m) || j >= len(m[i]) {
		return false
	}
	if par.KeepSum {
		keepSum(m, i, j, x)
	} else {
		m[i][j] = x
	}
	if par.Symmetric && j < len(m) && i < len(m[j]) {
		m[j][i] = m[i][j]
	}
	return p.try(par.Name+" "+strconv.Itoa(i+1)+","+strconv.Itoa(j+1), c)
}

// keepSum sets m[i][j] = x and rescales the other cells so that the sum of
// m is what it was: a joint probability table (or one slice of it) stays
// what it was a share of while one of its cells moves.
func keepSum(m [][]float64, i, j int, x float64) {
	var total float64
	for _, row := range m {
		total += floats.Sum(row)
	}
	rescale(m, i, j, min(max(x, 0), total), total)
}

// rescale sets m[i][j] = x and scales the other cells in proportion so that
// they add up to total − x; when they are all zero, total − x is shared
// equally among them.
func rescale(m [][]float64, i, j int, x, total float64) {
	var rest float64
	cells := 0
	for r := range m {
		for c, v := range m[r] {
			cells++
			if r != i || c != j {
				rest += v
			}
		}
	}
	m[i][j] = x
	for r := range m {
		for c := range m[r] {
			switch {
			case r == i && c == j:
			case rest > 0:
				m[r][c] *= (total - x) / rest
			case cells > 1:
				m[r][c] = (total - x) / float64(cells-1)
			}
		}
	}
}

// reshape adds or removes the last row (dr) or column (dc); new cells
// copy their neighbour so the matrix stays in a sensible range.
func (p *equationPage) reshape(par *equations.Param, dr, dc int) {
	c := p.reshaped(par, dr, dc)
	p.clearEdits()
	p.try(par.Name, c)
}

// reshaped is the inputs with dr rows and dc columns more in the matrix
// par: a new row or column repeats the last.
func (p *equationPage) reshaped(par *equations.Param, dr, dc int) equations.Inputs {
	c := p.in.Clone()
	m := c.Matrix(par.Name)
	switch {
	case dr > 0 && len(m) > 0:
		m = append(m, append([]float64(nil), m[len(m)-1]...))
	case dr < 0 && len(m) > 1:
		m = m[:len(m)-1]
	case dc > 0:
		for i := range m {
			last := 0.0
			if len(m[i]) > 0 {
				last = m[i][len(m[i])-1]
			}
			m[i] = append(m[i], last)
		}
	case dc < 0:
		for i := range m {
			if len(m[i]) > 1 {
				m[i] = m[i][:len(m[i])-1]
			}
		}
	}
	c[par.Name] = m
	return c
}

// clearEdits forgets typed text and messages, after a change of shape
// that renumbers the controls. What was typed into a text input
// (Param.Text) stays, with its message: it is the person's text, which
// the tokens shown do not give back.
func (p *equationPage) clearEdits() {
	typed := func(k, _ string) bool {
		q := p.spec.Param(k)
		return q == nil || !q.Text
	}
	maps.DeleteFunc(p.texts, typed)
	maps.DeleteFunc(p.errs, typed)
}

func (p *equationPage) boolControl(par *equations.Param) app.UI {
	return app.Label().Class("switch").Body(
		app.Input().Type("checkbox").Aria("label", par.Name).Checked(p.in.Bool(par.Name)).
			OnChange(p.event(func(ctx app.Context) {
				c := p.in.Clone()
				c[par.Name] = ctx.JSSrc().Get("checked").Bool()
				p.try(par.Name, c)
			})),
		app.Span().Text(" "+par.Name),
	)
}

// stringsControl edits a list of strings as text: words separated by
// spaces, commas or new lines.
func (p *equationPage) stringsControl(par *equations.Param) app.UI {
	text, editing := p.texts[par.Name]
	if !editing {
		text = strings.Join(p.in.Strings(par.Name), " ")
	}
	return app.Div().Body(
		app.Textarea().Class("text-input").Aria("label", par.Name).Rows(3).Text(text).
			OnInput(p.event(func(ctx app.Context) {
				t := ctx.JSSrc().Get("value").String()
				p.texts[par.Name] = t
				words := strings.FieldsFunc(t, func(r rune) bool { return r == ',' || r == ' ' || r == '\n' || r == '\t' })
				c := p.in.Clone()
				c[par.Name] = words
				if p.try(par.Name, c) {
					delete(p.errs, par.Name)
				}
			})),
		app.P().Class("sum-note").Text(strconv.Itoa(len(p.in.Strings(par.Name)))+" tokens"),
		p.errorFor(par.Name),
	)
}

// objectControl edits a JSON value as text; it is applied only when it
// parses.
func (p *equationPage) objectControl(par *equations.Param) app.UI {
	text, editing := p.texts[par.Name]
	if !editing {
		text = prettyJSON(p.in.Object(par.Name))
		if qs, ok := rankedList(p.in.Object(par.Name)); ok && par.Ranked {
			text = string(rankedJSON(qs)) // a query a line, as the editor shows them
		}
	}
	return app.Div().Body(
		app.Div().Class("slot").Body(p.bitsControl(par)),
		app.Div().Class("slot").Body(p.rankedControl(par)),
		app.Textarea().Class("text-input code").Aria("label", par.Name).Rows(min(max(strings.Count(text, "\n")+1, 2), 8)).Text(text).
			OnInput(p.event(func(ctx app.Context) {
				t := ctx.JSSrc().Get("value").String()
				p.texts[par.Name] = t
				if !json.Valid([]byte(t)) {
					p.errs[par.Name] = par.Name + ": not valid JSON yet"
					return
				}
				c := p.in.Clone()
				c[par.Name] = json.RawMessage(t)
				if p.try(par.Name, c) {
					delete(p.errs, par.Name)
				}
			})),
		p.errorFor(par.Name),
	)
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
	on := p.in.Has(par.Name)
	return app.Label().Class("switch").Body(
		app.Input().Type("checkbox").Aria("label", "Use "+par.Name).Checked(on).
			OnChange(p.event(func(ctx app.Context) {
				c := p.in.Clone()
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
				p.clearEdits()
				p.try(par.Name, c)
			})),
		app.Span().Text(" use "+par.Name),
	)
}

// cloneExample copies a spec's example value through the same deep copy as
// Inputs.Clone, so edits never reach the spec.
func cloneExample(v any) any {
	return equations.Inputs{"v": v}.Clone()["v"]
}
