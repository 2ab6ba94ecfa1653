package app

import (
	"encoding/json"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
	"eqx/jobs"
)

// dataControl offers, under a vector, a box to paste or load its data: for
// a vector that others must match in length (labels and scores, x and y),
// one box for all of them as columns, shown under the first.
func (p *equationPage) dataControl(par *equations.Param) app.UI {
	if par.SameLen != "" || par.Kind == equations.Numbers {
		return nil // its columns are in the box of the vector it matches
	}
	cols := []*equations.Param{par}
	for _, q := range p.Linked(par)[1:] {
		if q.Kind == equations.Vector || q.Kind == equations.Probability {
			if _, ok := p.In[q.Name].([]float64); ok {
				cols = append(cols, q)
			}
		}
	}
	names := make([]string, len(cols))
	for i, q := range cols {
		names[i] = q.Name
	}
	return app.Details().Class("paste").Body(
		app.Summary().Text("Paste or load data for "+strings.Join(names, ", ")),
		&dataBox{
			Names:    names,
			Initial:  func() string { return p.columnsText(names) },
			Check:    p.spec.ColumnCheck(names),
			Job:      func() jobs.Request { return p.tableJob(names) },
			Equation: p.spec.Title,
			OnData: func(ctx app.Context, columns [][]float64) {
				p.edit(ctx, false, func() { p.SetColumns(names, columns) })
			},
		},
	)
}

// tableJob is the job of a table whose columns are the named vectors,
// with the page's other inputs as they are now.
func (p *equationPage) tableJob(names []string) jobs.Request {
	req := jobs.Request{ID: p.spec.ID, Columns: names, Inputs: map[string]json.RawMessage{}}
	for name, v := range p.In {
		if slices.Contains(names, name) {
			continue
		}
		if b, err := json.Marshal(v); err == nil {
			req.Inputs[name] = b
		}
	}
	return req
}

// columnsText writes the current values of the named vectors as
// tab-separated columns under a header, as a spreadsheet would paste them.
func (p *equationPage) columnsText(names []string) string {
	var b strings.Builder
	b.WriteString(strings.Join(names, "\t"))
	n := len(p.In.Vector(names[0]))
	for i := 0; i < n; i++ {
		b.WriteByte('\n')
		for j, name := range names {
			if j > 0 {
				b.WriteByte('\t')
			}
			if v := p.In.Vector(name); i < len(v) {
				b.WriteString(equations.FormatNumber(v[i]))
			}
		}
	}
	return b.String()
}
