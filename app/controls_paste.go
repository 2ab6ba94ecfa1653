package app

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
	"eqx/internal/session"
	"eqx/internal/tabular"
)

// matrixPaste offers, under a matrix, a box to paste it whole: rows of
// numbers from a spreadsheet, a CSV file or a printed array.
func (p *equationPage) matrixPaste(par *equations.Param) app.UI {
	return app.Details().Class("paste").Body(
		app.Summary().Text("Paste "+par.Name),
		&pasteBox{
			Name:    par.Name,
			Limits:  session.MatrixLimits(par),
			Check:   domainCheck(par),
			Initial: func() string { return matrixText(p.In.Matrix(par.Name)) },
			OnMatrix: func(ctx app.Context, m [][]float64) string {
				var msg string
				p.edit(ctx, false, func() { msg = p.SetMatrix(par.Name, m) })
				return msg
			},
		},
	)
}

// domainCheck is the check of each value pasted into the matrix par: in
// its domain (which says why when not).
func domainCheck(par *equations.Param) tabular.Check {
	return func(_ int, v float64) error {
		if !par.Domain.Contains(v) {
			return fmt.Errorf("%s is outside %s", equations.FormatNumber(v), par.Domain)
		}
		return nil
	}
}

// matrixText writes a matrix as the box reads it: a row a line, the
// numbers separated by spaces.
func matrixText(m [][]float64) string {
	var b strings.Builder
	for i, row := range m {
		if i > 0 {
			b.WriteByte('\n')
		}
		for j, v := range row {
			if j > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(equations.FormatNumber(v))
		}
	}
	return b.String()
}

// pasteBox is the text box of a pasted matrix. The text is read on every
// edit: the good rows become the matrix when their shape is within the
// limits and the equation takes them; each bad row is listed with its
// number, and the text stays as typed, whatever is made of it.
//
// A box is keyed by its Name (CompoID): another matrix mounts a fresh
// box. Initial is read when the box mounts only, so that a later change of
// the matrix never overwrites what the person typed.
type pasteBox struct {
	app.Compo

	Name    string // the matrix's name
	Limits  session.Limits
	Check   tabular.Check // each value's domain check
	Initial func() string // the text shown when the box mounts
	// OnMatrix sets the matrix, and returns why the equation refused it
	// or "".
	OnMatrix func(ctx app.Context, m [][]float64) string

	text    string
	res     tabular.MatrixResult
	refused string // why the good rows were not used, or ""
	used    bool   // the good rows are the matrix now
}

// CompoID makes a box for another matrix a new box.
func (b *pasteBox) CompoID() string { return b.Name }

func (b *pasteBox) OnInit() {
	if b.Initial != nil {
		b.text = b.Initial()
	}
	b.res = tabular.ParseMatrix(b.text, b.Check)
}

func (b *pasteBox) onInput(ctx app.Context, e app.Event) {
	defer func() {
		// A panic escaping a handler would stop the wasm program.
		if r := recover(); r != nil {
			b.refused = fmt.Sprintf("internal error (a bug in eqx, please report it): %v", r)
			app.Window().Get("console").Call("error", "eqx: "+b.refused)
		}
	}()
	b.text = ctx.JSSrc().Get("value").String()
	b.res = tabular.ParseMatrix(b.text, b.Check)
	b.refused, b.used = "", false
	rows, cols := len(b.res.Rows), b.res.Cols()
	switch {
	case rows == 0:
		b.refused = "no good rows yet"
	case b.Limits.Problem(b.Name, rows, cols) != "":
		b.refused = b.Limits.Problem(b.Name, rows, cols)
	case b.OnMatrix != nil:
		b.refused = b.OnMatrix(ctx, b.res.Rows)
		b.used = b.refused == ""
	}
}

func (b *pasteBox) id(part string) string { return "paste-" + safeID(b.Name) + "-" + part }

func (b *pasteBox) Render() app.UI {
	label := "Paste " + b.Name
	rows, cols := len(b.res.Rows), b.res.Cols()
	var status string // nothing before the first edit
	switch good := plural(rows, "good row"); {
	case b.used:
		status = good + ": " + b.Name + " is now " + strconv.Itoa(rows) + " × " + strconv.Itoa(cols)
	case b.refused != "":
		status = good + ": " + b.Name + " keeps its values (" + b.refused + ")"
	}
	var problems app.UI
	if len(b.res.Problems) > 0 {
		items := make([]app.UI, 0, len(b.res.Problems)+1)
		for _, p := range b.res.Problems {
			items = append(items, app.Li().Text(p.Error()))
		}
		if more := b.res.Bad - len(b.res.Problems); more > 0 {
			items = append(items, app.Li().Text("… and "+strconv.Itoa(more)+" more"))
		}
		problems = app.Div().ID(b.id("problems")).Class("databox-problems").Role("alert").Body(app.Ul().Body(items...))
	}
	return app.Div().Class("databox matrix-paste").Body(
		app.P().ID(b.id("hint")).Class("databox-hint").
			Text("One row a line, the numbers separated by commas, spaces, tabs or semicolons (with tabs or semicolons, 0,5 reads as 0.5); # starts a comment. The good rows are used, the others listed."),
		app.Textarea().ID(b.id("text")).Class("databox-text").
			Rows(min(max(strings.Count(b.text, "\n")+2, 3), 10)).Wrap("off").Spellcheck(false).Attr("autocomplete", "off").
			Aria("label", label).
			Aria("describedby", b.id("hint")+" "+b.id("status")+" "+b.id("problems")).
			Aria("invalid", b.res.Bad > 0 || b.refused != "").
			Text(b.text).
			OnInput(b.onInput),
		app.P().ID(b.id("status")).Class("databox-count").Aria("live", "polite").Text(status),
		problems,
	)
}
