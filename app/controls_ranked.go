package app

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
)

// Mean average precision is explored by moving one item's score past
// another's or by marking an item relevant, not by editing JSON: an input
// with the Ranked hint that holds a list of {"y": labels, "s": scores} is
// also shown as one group per query, with a relevance toggle, a score
// slider and a number box per item. The JSON text stays below for
// anything else (more queries, other scores).

// The score slider's range: scores are usually probabilities; the box
// takes any finite score.
var scoreSlider = equations.Param{Kind: equations.Real, Min: 0, Max: 1, Step: 0.01}

// rankedQuery is one query of a Ranked input.
type rankedQuery struct {
	Y []int     `json:"y"`
	S []float64 `json:"s"`
}

// The editor stays a size a page can hold; a longer list is edited as
// text.
const (
	maxRankedQueries = 8
	maxRankedItems   = 12
)

// rankedList returns the queries of a Ranked input, and false for any
// value the editor cannot show: labels other than 0 and 1, lengths that
// differ, or more queries or items than it holds.
func rankedList(raw json.RawMessage) ([]rankedQuery, bool) {
	var qs []rankedQuery
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if dec.Decode(&qs) != nil || len(qs) == 0 || len(qs) > maxRankedQueries {
		return nil, false
	}
	for _, q := range qs {
		if len(q.Y) == 0 || len(q.Y) != len(q.S) || len(q.Y) > maxRankedItems {
			return nil, false
		}
		for _, y := range q.Y {
			if y != 0 && y != 1 {
				return nil, false
			}
		}
	}
	return qs, true
}

// relevant counts the relevant items of a query.
func relevant(q rankedQuery) int {
	n := 0
	for _, y := range q.Y {
		n += y
	}
	return n
}

// rankedJSON writes the queries one per line, each list flat.
func rankedJSON(qs []rankedQuery) json.RawMessage {
	lines := make([]string, len(qs))
	for i, q := range qs {
		y := make([]string, len(q.Y))
		s := make([]string, len(q.S))
		for j := range q.Y {
			y[j] = strconv.Itoa(q.Y[j])
			s[j] = strconv.FormatFloat(q.S[j], 'g', -1, 64)
		}
		lines[i] = `  {"y": [` + strings.Join(y, ", ") + `], "s": [` + strings.Join(s, ", ") + `]}`
	}
	return json.RawMessage("[\n" + strings.Join(lines, ",\n") + "\n]")
}

// rankedControl is the per-query editor of a Ranked input, or nothing
// when its value is not one the editor can show.
func (p *equationPage) rankedControl(par *equations.Param) app.UI {
	if !isEditor[equations.RankedLists](par) {
		return nil
	}
	qs, ok := rankedList(p.In.Object(par.Name))
	if !ok {
		return nil
	}
	groups := make([]app.UI, len(qs))
	for q, query := range qs {
		items := make([]app.UI, len(query.Y))
		for i := range query.Y {
			item := "query " + strconv.Itoa(q+1) + " item " + strconv.Itoa(i+1)
			key := item + " score"
			rel := query.Y[i] == 1
			title := "not relevant; click to mark relevant"
			if rel {
				title = "relevant; click to mark not relevant"
			}
			// AP is undefined for a query without a relevant item, so its
			// only one cannot be unmarked.
			sole := rel && relevant(query) == 1
			if sole {
				title = "the query's only relevant item: AP needs one"
			}
			items[i] = app.Li().Class("entry").Body(
				p.click(app.Button().Type("button").Class("bit").Disabled(sole).
					Aria("pressed", rel).Aria("label", item+" relevant").Title(title).
					Text(strconv.Itoa(query.Y[i])), item+" relevant", func() { p.flipRelevant(par, item, q, i) }),
				p.slider(&scoreSlider, key, query.S[i], func(x float64) { p.setScore(par, key, q, i, x) }),
				p.numberBox(&scoreSlider, key, query.S[i], func(x float64) bool { return p.setScore(par, key, q, i, x) }),
				p.errorFor(key),
			)
		}
		groups[q] = app.FieldSet().Class("query").Body(
			app.Legend().Text("query "+strconv.Itoa(q+1)+": relevant (1 or 0) and score of each item"),
			app.Ol().Class("entries").Body(items...),
		)
	}
	return app.Div().Class("ranked").Body(groups...)
}

// flipRelevant flips the label of item i of query q.
func (p *equationPage) flipRelevant(par *equations.Param, key string, q, i int) {
	p.editRanked(par, key, q, i, func(query *rankedQuery) bool {
		query.Y[i] = 1 - query.Y[i]
		return true
	})
}

// setScore sets the score of item i of query q to x.
func (p *equationPage) setScore(par *equations.Param, key string, q, i int, x float64) bool {
	return p.editRanked(par, key, q, i, func(query *rankedQuery) bool {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			p.Errs[key] = key + ": a score must be a finite number, not " + equations.FormatNumber(x)
			return false
		}
		query.S[i] = x
		return true
	})
}

// editRanked applies edit to query q of a Ranked input (whose item i
// exists), and sets the input when the equation computes with it.
func (p *equationPage) editRanked(par *equations.Param, key string, q, i int, edit func(*rankedQuery) bool) bool {
	qs, ok := rankedList(p.In.Object(par.Name))
	if !ok || q >= len(qs) || i >= len(qs[q].Y) || !edit(&qs[q]) {
		return false
	}
	c := p.In.Clone()
	c[par.Name] = rankedJSON(qs)
	delete(p.Texts, par.Name) // the JSON box shows the new list
	if p.try(key, c) {
		delete(p.Errs, key)
		return true
	}
	return false
}
