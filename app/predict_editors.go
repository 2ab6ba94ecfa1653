package app

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/internal/predict"
)

// The editors of a guess, one per form of internal/predict. Each is made
// of native inputs, so that a keyboard, a thumb and a screen reader use
// them as they use any other: the bars and the line's ends are vertical
// range inputs (dragged, or moved with the arrow keys, Page Up/Down,
// Home and End), drawn as bars by their CSS (web/app.css, .guess-bar).

// guessEditor is the editor of q's form.
func (p *equationPage) guessEditor(q predict.Question) app.UI {
	switch f := q.Form.(type) {
	case predict.Number:
		if f.Dots != nil {
			return p.guessPoint(f, q)
		}
		return p.guessNumberBox(0, "Your guess", f.Integer, q)
	case predict.YesNo:
		return p.guessYesNo(q)
	case predict.Bars:
		return p.guessBars(f, q)
	case predict.Grid:
		return p.guessGrid(f, q)
	case predict.Line:
		return p.guessLine(f, q)
	}
	return nil
}

// guessNumberBox is value i of the guess, typed: taken when committed
// (Enter or leaving the box), and kept as typed when it is not a number.
func (p *equationPage) guessNumberBox(i int, label string, integer bool, q predict.Question) app.UI {
	text, typed := p.guessText[i]
	if !typed {
		text = guessFormatted(p.Predict.Guess[i])
	}
	step := "any"
	if integer {
		step = "1"
	}
	id := "guess-" + strconv.Itoa(i)
	box := app.Input().Type("number").Class("number").ID(id).Attr("step", step).Attr("inputmode", "decimal").
		Value(text).Aria("label", label).
		OnChange(p.event(func(ctx app.Context) {
			el := ctx.JSSrc()
			t := strings.TrimSpace(el.Get("value").String())
			if p.guessText == nil {
				p.guessText = map[int]string{}
			}
			if t == "" && el.Get("validity").Get("badInput").Bool() {
				p.guessText[i], p.guessNote = t, label+": that is not a number"
				return
			}
			delete(p.guessText, i)
			v := math.NaN()
			if t != "" {
				var err error
				if v, err = strconv.ParseFloat(t, 64); err != nil {
					p.guessText[i], p.guessNote = t, label+": that is not a number"
					return
				}
			}
			p.setGuess(i, v)
		}))
	if _, ok := q.Form.(predict.Grid); ok {
		return box
	}
	return app.Div().Class("guess-number").Body(app.Label().For(id).Text(label), box, p.truthAfter(q, i))
}

// guessPoint is a number placed among data: a horizontal range input
// over the line of the data's dots (CSS places each at --at, where the
// thumb would be), and the number box beside it.
func (p *equationPage) guessPoint(f predict.Number, q predict.Question) app.UI {
	dots := make([]app.UI, 0, len(f.Dots)+1)
	for _, d := range f.Dots {
		dots = append(dots, app.Span().Class("guess-dot").Style("--at", frac(d, f.Lo, f.Hi)))
	}
	if p.Predict.Revealed {
		dots = append(dots, app.Span().Class("guess-dot truth").Style("--at", frac(q.Truth[0], f.Lo, f.Hi)).Title("the answer"))
	}
	v := p.Predict.Guess[0]
	slide := app.Input().Type("range").Class("guess-slide").ID("guess-line-0").
		Min(num(f.Lo)).Max(num(f.Hi)).Attr("step", "any").Aria("label", "Your guess, placed among the data")
	if v == v {
		slide = slide.Value(num(v)).DataSet("value", num(v)).Aria("valuetext", short(v))
	} else {
		slide = slide.Aria("valuetext", "not placed yet")
	}
	return app.Div().Class("guess-point").Body(
		app.Div().Class("guess-strip").Aria("hidden", true).Body(dots...),
		slide.OnInput(p.event(func(ctx app.Context) { p.slideGuess(0, ctx.JSSrc()) })),
		app.P().Class("sum-note").Text("The dots are the data, from "+short(f.Lo)+" to "+short(f.Hi)+": drag the handle, or type the number."),
		p.guessNumberBox(0, "Your guess", f.Integer, q),
	)
}

// truthAfter is, once revealed, the true value i beside its guess.
func (p *equationPage) truthAfter(q predict.Question, i int) app.UI {
	if !p.Predict.Revealed {
		return nil
	}
	return app.Span().Class("guess-truth").Text("it is " + short(q.Truth[i]))
}

func (p *equationPage) guessYesNo(q predict.Question) app.UI {
	opt := func(label string, v float64) app.UI {
		return app.Label().Body(
			app.Input().Type("radio").Name("guess-yes-no").Checked(p.Predict.Guess[0] == v).
				OnChange(p.event(func(app.Context) { p.setGuess(0, v) })),
			app.Text(" "+label),
		)
	}
	return app.FieldSet().Class("guess-yes-no").Body(
		app.Legend().Text("Your guess"),
		opt("yes", 1), opt("no", 0), p.truthAfter(q, 0),
	)
}

// guessBars is one vertical range input per bar, each drawn as its bar
// and, once revealed, the true height marked across it.
func (p *equationPage) guessBars(f predict.Bars, q predict.Question) app.UI {
	bars := make([]app.UI, len(f.Labels))
	for i, label := range f.Labels {
		i, v := i, p.Predict.Guess[i]
		bars[i] = app.Div().Class("guess-col").Body(
			barInput(f.Lo, f.Hi, v, "Your guess of "+label, p.revealedAt(q, i, f.Lo, f.Hi)).
				ID("guess-"+strconv.Itoa(i)).Class("guess-bar").
				Style("--from", frac(math.Max(math.Min(0, f.Hi), f.Lo), f.Lo, f.Hi)).
				OnInput(p.event(func(ctx app.Context) { p.slideGuess(i, ctx.JSSrc()) })),
			app.Span().Class("guess-value").Text(short(v)),
			app.Span().Class("guess-label").Text(label),
			p.truthAfter(q, i),
		)
	}
	sum := app.UI(nil)
	if f.Probability {
		sum = app.P().Class("sum-note").Text("The bars are a probability vector: moving one shares what is left among the others, so they sum to 1.")
	}
	return app.Div().Class("guess-bars-wrap").Body(
		app.Div().Class("guess-bars").Role("group").Aria("label", "Your guess, one bar per entry").Body(bars...),
		sum,
	)
}

// slideGuess takes value i of the guess from its range input el.
func (p *equationPage) slideGuess(i int, el app.Value) {
	v, err := strconv.ParseFloat(el.Get("value").String(), 64)
	if err != nil {
		p.guessNote = "the slider gave " + el.Get("value").String() + ", not a number"
		return
	}
	p.setGuess(i, v)
}

// barInput is a vertical range input from lo (bottom) to hi at v; truth
// is where the true value's mark is drawn (CSS --truth), or "" for none.
func barInput(lo, hi, v float64, label, truth string) app.HTMLInput {
	// Any value, not a grid's: the guess is what the bar shows, and the
	// arrow keys move it by a hundredth of the range, Page Up/Down by a
	// tenth. data-value puts it where the guess is after go-app's render
	// (eqxSyncSliders, web/live.js).
	in := app.Input().Type("range").Min(num(lo)).Max(num(hi)).Attr("step", "any").
		Value(num(v)).DataSet("value", num(v)).Aria("label", label).Aria("valuetext", short(v)).
		Style("--to", frac(v, lo, hi))
	if truth != "" {
		in = in.Style("--truth", truth)
	}
	return in
}

// revealedAt is the fraction of [lo, hi] at the true value i, once
// revealed, or "".
func (p *equationPage) revealedAt(q predict.Question, i int, lo, hi float64) string {
	if !p.Predict.Revealed {
		return ""
	}
	return frac(q.Truth[i], lo, hi)
}

// frac is where v lies in [lo, hi], from 0 to 1 (clamped), as CSS reads it.
func frac(v, lo, hi float64) string {
	f := (v - lo) / (hi - lo)
	if f != f {
		f = 0
	}
	return strconv.FormatFloat(math.Min(math.Max(f, 0), 1), 'f', 4, 64)
}

func (p *equationPage) guessGrid(f predict.Grid, q predict.Question) app.UI {
	rows := make([]app.UI, f.Rows)
	for r := range f.Rows {
		cells := make([]app.UI, f.Cols)
		for c := range f.Cols {
			i := r*f.Cols + c
			cells[c] = app.Td().Body(
				p.guessNumberBox(i, fmt.Sprintf("Your guess of row %d, column %d", r+1, c+1), false, q),
				p.truthAfter(q, i),
			)
		}
		rows[r] = app.Tr().Body(cells...)
	}
	return app.Table().Class("guess-grid").Body(
		app.Caption().Text("Your guess, cell by cell (Alt + arrow keys move between cells)"),
		app.TBody().Body(rows...),
	)
}

// guessLine is the points with the student's line over them, its ends
// dragged up and down by the range inputs at the figure's sides; once
// revealed, the least-squares line is drawn dashed over it.
func (p *equationPage) guessLine(f predict.Line, q predict.Question) app.UI {
	end := func(i int, x float64) app.UI {
		v := p.Predict.Guess[i]
		return barInput(f.Lo, f.Hi, v, "Your line's height at x = "+short(x), p.revealedAt(q, i, f.Lo, f.Hi)).
			ID("guess-" + strconv.Itoa(i)).Class("guess-end").
			OnInput(p.event(func(ctx app.Context) { p.slideGuess(i, ctx.JSSrc()) }))
	}
	return app.Div().Class("guess-line-wrap").Body(
		app.Div().Class("guess-line").Body(
			end(0, f.X0),
			app.Raw(lineSVG(f, p.Predict.Guess, q.Truth, p.Predict.Revealed)),
			end(1, f.X1),
		),
		app.P().Class("sum-note").Text(lineHint(f)),
	)
}

// lineHint says how the line is drawn, and what the figure shows.
func lineHint(f predict.Line) string {
	ends := "at x = " + short(f.X0) + " and x = " + short(f.X1)
	if !f.Boundary {
		return "Drag the two ends of your line, " + ends + ", up and down."
	}
	hint := "Drag the two ends of the boundary after the step, " + ends + ", up and down. Filled dots are class 1, rings class 0"
	if f.Was != nil {
		hint += "; the dotted line is the boundary before it"
	}
	return hint + "."
}

// The line editor's drawing: its height is the range inputs' (CSS), and
// the inputs' thumbs travel lineInset short of each end.
const (
	lineW, lineH = 400.0, 240.0
	lineInset    = 6.0
)

// lineSVG draws the points, the guessed line and, revealed, the true one.
func lineSVG(f predict.Line, guess, truth []float64, revealed bool) string {
	x := func(v float64) float64 { return (v - f.X0) / (f.X1 - f.X0) * lineW }
	y := func(v float64) float64 { return lineH - lineInset - (v-f.Lo)/(f.Hi-f.Lo)*(lineH-2*lineInset) }
	var b strings.Builder
	what := "your line"
	if f.Boundary {
		what = "your boundary"
	}
	fmt.Fprintf(&b, `<svg class="guess-plot" viewBox="0 0 %g %g" preserveAspectRatio="none" role="img" aria-label="%d points, and %s from %s to %s">`,
		lineW, lineH, len(f.Points), what, short(guess[0]), short(guess[1]))
	if f.Lo < 0 && f.Hi > 0 {
		fmt.Fprintf(&b, `<path class="guess-axis" d="M0 %.2fH%g" vector-effect="non-scaling-stroke"/>`, y(0), lineW)
	}
	if f.Was != nil {
		fmt.Fprintf(&b, `<path class="guess-was" d="M0 %.2fL%g %.2f" vector-effect="non-scaling-stroke"/>`, y(f.Was[0]), lineW, y(f.Was[1]))
	}
	for i, pt := range f.Points {
		// A round cap of a path of no length is a dot that the figure's
		// stretch (preserveAspectRatio none) leaves round; a class 0
		// point is a ring, a dot of the background inside a larger one.
		class := "guess-point"
		if f.Classes != nil && f.Classes[i] == 0 {
			class = "guess-point ring"
		}
		fmt.Fprintf(&b, `<path class="%s" d="M%.2f %.2fh0" vector-effect="non-scaling-stroke"/>`, class, x(pt[0]), y(pt[1]))
		if class != "guess-point" {
			fmt.Fprintf(&b, `<path class="guess-hole" d="M%.2f %.2fh0" vector-effect="non-scaling-stroke"/>`, x(pt[0]), y(pt[1]))
		}
	}
	fmt.Fprintf(&b, `<path class="guess-mine" d="M0 %.2fL%g %.2f" vector-effect="non-scaling-stroke"/>`, y(guess[0]), lineW, y(guess[1]))
	if revealed {
		fmt.Fprintf(&b, `<path class="guess-true" d="M0 %.2fL%g %.2f" vector-effect="non-scaling-stroke"/>`, y(truth[0]), lineW, y(truth[1]))
	}
	b.WriteString(`</svg>`)
	return b.String()
}
