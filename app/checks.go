package app

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
	"eqx/internal/conform"
)

// An equation's conformance page, /eq/ID/checks: its reference vectors
// (the public conformance vectors and eqx's own at the edges of the
// domain), where each expected value came from, and eqx's answer beside
// it — computed there and then, in the reader's browser, by the same
// WebAssembly that runs the equation's page. The vectors are one file,
// web/checks.jsonl (made at build from equations/testdata), fetched when
// the page opens and kept by the service worker for offline use.

// checksSuffix ends the path of a conformance page.
const checksSuffix = "/checks"

// vectorsURL is the file of every vector.
const vectorsURL = "/web/checks.jsonl"

// ChecksPath is the path of an equation's conformance page.
func ChecksPath(id string) string { return "/eq/" + id + checksSuffix }

// checksPage is the conformance page of one equation.
type checksPage struct {
	app.Compo
	spec     *equations.Spec
	notFound string
	vectors  []conform.Vector // every equation's, once fetched
	results  []conform.Result // this equation's, checked here
	took     time.Duration    // how long checking them took
	failed   string           // why the vectors could not be read
}

func (c *checksPage) OnNav(ctx app.Context) {
	id := strings.TrimSuffix(strings.TrimSuffix(strings.TrimPrefix(ctx.Page().URL().Path, "/eq/"), "/"), checksSuffix)
	c.results, c.failed = nil, ""
	spec, ok := catalogue().Lookup(id)
	if !ok || spec.ID == equations.CustomID {
		c.spec, c.notFound = nil, id
		ctx.Page().SetTitle("Unknown equation · eqx")
		markReady(ctx)
		return
	}
	c.spec, c.notFound = spec, ""
	ctx.Page().SetTitle("Checks of " + spec.Title + " · eqx")
	ctx.Page().SetDescription("The reference values " + spec.Title + " is checked against, and eqx's answers beside them, computed in your browser.")
	if app.IsClient {
		if c.vectors != nil {
			c.check()
		} else {
			c.fetch(ctx)
		}
	}
	markReady(ctx)
	ctx.Defer(markPage)
}

// fetch reads the vectors, then checks this equation's.
func (c *checksPage) fetch(ctx app.Context) {
	fail := func(why string) { c.failed = "The reference values could not be read (" + vectorsURL + "): " + why }
	then(ctx, app.Window().Call("fetch", vectorsURL), func(r app.Value) {
		if !r.Get("ok").Bool() {
			fail(fmt.Sprintf("HTTP %d", r.Get("status").Int()))
			return
		}
		then(ctx, r.Call("text"), func(text app.Value) {
			vs, err := conform.Parse(strings.NewReader(text.String()))
			if err != nil {
				fail(err.Error())
				return
			}
			c.vectors = vs
			c.check()
		}, fail)
	}, fail)
}

// check evaluates this equation's vectors here and now.
func (c *checksPage) check() {
	defer func() {
		// A panic here would stop the whole app: it is a bug to show.
		if r := recover(); r != nil {
			c.failed = fmt.Sprintf("internal error (a bug in eqx, please report it): %v", r)
		}
	}()
	start := time.Now()
	c.results = c.results[:0]
	for _, v := range c.vectors {
		if v.ID == c.spec.ID {
			c.results = append(c.results, conform.Check(v, catalogue().Answer))
		}
	}
	c.took = time.Since(start)
}

func (c *checksPage) Render() app.UI {
	if c.spec == nil {
		return missingPage(c.notFound)
	}
	s := c.spec
	return shell(
		app.Nav().Class("crumbs").Body(
			app.A().Href("/").Text("Equations"),
			app.Text(" › "+s.Category+" › "),
			app.A().Href("/eq/"+s.ID).Text(s.Title),
		),
		app.H1().Text("Checks: "+s.Title),
		app.P().Body(
			app.Text("Each row gives inputs of this equation, the value an independent implementation gives for them, where that value came from, and eqx's answer. "),
			app.Text("The answers are computed here, in your browser, by the same WebAssembly that runs "),
			app.A().Href("/eq/"+s.ID).Text("the equation's page"),
			app.Text(". A row passes when every number of the answer is within the row's tolerance of the reference."),
		),
		// The checks are the page's point: the app starts at once here
		// instead of at the reader's first move (web/wake.js).
		app.P().ID("checks-summary").Class("checks-summary").Role("status").DataSet("eqx-autostart", "1").Body(c.summary()),
		c.table(),
		app.P().Class("checks-files").Body(
			app.Text("All the vectors, of every equation: "),
			app.A().Href(vectorsURL).Text("checks.jsonl"),
			app.Text(" (one JSON object per line: id, case, inputs, expected, tolerance, tol_mode, source, note)."),
		),
	)
}

// summary says how many checks pass, or why there are none yet.
func (c *checksPage) summary() app.UI {
	switch {
	case c.failed != "":
		return app.Span().Class("error").Text(c.failed)
	case c.vectors == nil:
		return app.Text("The checks run in your browser once eqx has started…")
	case len(c.results) == 0:
		return app.Text("No reference values name this equation yet.")
	}
	pass := 0
	for _, r := range c.results {
		if r.Pass() {
			pass++
		}
	}
	verdict := fmt.Sprintf("%d of %d checks pass", pass, len(c.results))
	switch {
	case len(c.results) == 1 && pass == 1:
		verdict = "The one check passes"
	case pass == len(c.results):
		verdict = fmt.Sprintf("All %d checks pass", len(c.results))
	}
	return app.Text(fmt.Sprintf("%s, computed in your browser in %.1f ms.", verdict, float64(c.took.Microseconds())/1000))
}

// table lists the checks, one row each.
func (c *checksPage) table() app.UI {
	if len(c.results) == 0 {
		return nil
	}
	rows := make([]app.UI, len(c.results))
	for i, r := range c.results {
		rows[i] = c.row(i, r)
	}
	return app.Div().Class("checks-scroll").TabIndex(0).Aria("label", "The checks").Body(
		app.Table().Class("checks").Body(
			app.Caption().Text(fmt.Sprintf("The reference values of %s and eqx's answers", c.spec.Title)),
			app.THead().Body(app.Tr().Body(
				app.Th().Scope("col").Text("#"),
				app.Th().Scope("col").Text("Inputs"),
				app.Th().Scope("col").Text("Reference"),
				app.Th().Scope("col").Text("eqx"),
				app.Th().Scope("col").Text("Largest difference"),
				app.Th().Scope("col").Text("Tolerance"),
				app.Th().Scope("col").Text("Result"),
			)),
			app.TBody().Body(rows...),
		),
	)
}

// row is one check: the reference and its source, eqx's answer and the
// verdict.
func (c *checksPage) row(i int, r conform.Result) app.UI {
	got := app.UI(app.Code().Text(compactJSON(r.Got)))
	verdict := app.Td().Class("pass").Text("✓ pass")
	switch {
	case r.Err != nil:
		got = app.Span().Class("error").Text("refused: " + r.Err.Error())
		verdict = app.Td().Class("fail").Text("✗ fail")
	case !r.Pass():
		verdict = app.Td().Class("fail").Title(strings.Join(r.Diffs, "\n")).Text("✗ fail")
	}
	var open app.UI
	if in, err := c.spec.Decode(r.Inputs); err == nil {
		href := "/eq/" + c.spec.ID
		if q := c.spec.EncodeQuery(in); q != "" {
			href += "?" + q
		}
		open = app.A().Class("open").Href(href).Text("open with these inputs")
	}
	source := r.Source
	if r.Note != "" {
		source += " — " + r.Note
	}
	// data-label names each cell where a narrow screen stacks them
	// (web/app.css).
	return app.Tr().Body(
		app.Td().DataSet("label", "#").Text(fmt.Sprintf("%d", i+1)),
		app.Td().Class("inputs").DataSet("label", "Inputs").Body(
			app.Code().Text(c.inputsText(r.Inputs)),
			app.Br(),
			open,
		),
		app.Td().DataSet("label", "Reference").Body(
			app.Code().Text(compactJSON(r.Expected)),
			app.Div().Class("source").Text(r.Case+" · "+source),
		),
		app.Td().DataSet("label", "eqx").Body(got),
		app.Td().DataSet("label", "Largest difference").Text(fmt.Sprintf("%.2g", r.Worst)),
		app.Td().DataSet("label", "Tolerance").Text(r.Tol().String()),
		verdict.DataSet("label", "Result"),
	)
}

// inputsText writes a vector's inputs in the order of the equation's
// parameters, then any others.
func (c *checksPage) inputsText(in map[string]json.RawMessage) string {
	names := make([]string, 0, len(in))
	for name := range in {
		names = append(names, name)
	}
	order := func(name string) int {
		for i, p := range c.spec.Params {
			if p.Name == name {
				return i
			}
		}
		return len(c.spec.Params)
	}
	slices.SortStableFunc(names, func(a, b string) int { return order(a) - order(b) })
	parts := make([]string, len(names))
	for i, name := range names {
		parts[i] = name + " = " + compactJSON(in[name])
	}
	return strings.Join(parts, "; ")
}

// compactJSON writes JSON without its spaces, and with a space after each
// comma, for a table cell that wraps.
func compactJSON(msg json.RawMessage) string {
	var v any
	if err := json.Unmarshal(msg, &v); err != nil {
		return string(msg)
	}
	b, err := json.Marshal(v)
	if err != nil {
		return string(msg)
	}
	return strings.ReplaceAll(string(b), ",", ", ")
}

// checkedNote is the line under an equation's result that says what its
// answers are checked against, linked to its conformance page.
func (p *equationPage) checkedNote() app.UI {
	c := p.spec.Checked()
	if c.Vectors == 0 {
		return nil
	}
	by := strings.Join(c.By, " · ")
	values := "reference values"
	if c.Vectors == 1 {
		values = "reference value"
	}
	return app.P().Class("checked").Body(
		app.A().Href(ChecksPath(p.spec.ID)).Text(fmt.Sprintf("Checked against %s (%d %s)", by, c.Vectors, values)),
	)
}
