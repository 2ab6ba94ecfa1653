package app

import (
	"math/rand/v2"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/internal/predict"
)

// Predict, then reveal (internal/predict, session.Predict): a switch at
// the top of the output hides the result, the worked lines and the
// figures; the student commits a guess in the form of the output, then
// reveals the answer over it and reads the error in words. "New
// question" draws the inputs anew inside their ranges. The mode is in
// the link (?predict=1), so a teacher shares a question, and a widget
// takes it too.

// predictID is the panel's id; predictQuery is the link's value.
const (
	predictID    = "predict"
	predictQuery = "predict=1"
)

// predictSlot is the switch and, while it is on, the guess: in a
// container that is always there, so that the live regions after it keep
// their place among go-app's children (embedPanel).
func (p *equationPage) predictSlot() app.UI {
	if !p.spec.Computable() {
		return app.Div().Class("predict-slot")
	}
	return app.Div().Class("predict-slot").Body(
		app.Label().Class("predict-switch").Body(
			app.Input().Type("checkbox").ID("predict-on").Checked(p.Predict.On).
				OnChange(p.event(func(ctx app.Context) {
					p.SetPredicting(ctx.JSSrc().Get("checked").Bool())
					p.guessNote = ""
				})),
			app.Text(" Predict first: hide the answer and guess it"),
		),
		p.predictPanel(),
	)
}

// predictPanel is the guess's editor, the Reveal and New question buttons
// and, once revealed, the verdict.
func (p *equationPage) predictPanel() app.UI {
	if !p.Predict.On {
		return nil
	}
	body := []app.UI{}
	q, err := p.Question()
	if err != nil {
		body = append(body, app.P().Class("result-error").Text("Nothing to guess: "+err.Error()+"."))
	} else {
		ask := "Guess it for these inputs, then reveal."
		if q.Part != "" {
			ask = "Guess its part " + q.Part + " for these inputs, then reveal."
		}
		body = append(body,
			app.P().Class("predict-ask").Body(app.Text("What is "), p.label.UI(), app.Text("? "+ask)),
			p.guessEditor(q),
		)
	}
	if p.guessNote != "" {
		body = append(body, app.P().Class("input-error").Role("alert").Text(p.guessNote))
	}
	verdict, near := "", false
	if err == nil && p.Predict.Revealed {
		v := predict.Judge(q, p.Predict.Guess)
		verdict, near = v.Text, v.Close
	}
	body = append(body,
		app.P().ID("verdict").Class("verdict").Role("status").Aria("live", "polite").DataSet("close", near).Text(verdict),
		app.Div().Class("predict-bar").Body(p.predictButtons(err == nil)...),
	)
	return app.Section().ID(predictID).Class("predict").Aria("label", "Predict, then reveal").Body(body...)
}

func (p *equationPage) predictButtons(guessable bool) []app.UI {
	var first app.UI
	if p.Predict.Revealed {
		first = app.Button().Type("button").Text("Hide and guess again").
			OnClick(p.event(func(app.Context) { p.Predict.Revealed = false }))
	} else {
		first = app.Button().Type("button").Class("primary").Text("Reveal").Disabled(!guessable).
			OnClick(p.event(func(app.Context) {
				if _, err := p.Reveal(); err != nil {
					p.guessNote = err.Error()
				}
			}))
	}
	return []app.UI{first,
		app.Button().Type("button").Text("New question").Title("Draw the inputs anew inside their ranges").
			OnClick(p.event(func(ctx app.Context) {
				seed := uint64(time.Now().UnixNano())
				p.guessNote, p.guessText = "", nil
				if err := p.NewQuestion(rand.New(rand.NewPCG(seed, seed>>17|1))); err != nil {
					p.guessNote = err.Error()
					return
				}
				p.linkNotes = nil
				p.remountControls(ctx)
			})),
	}
}

// setGuess sets value i of the guess, or keeps why it could not.
func (p *equationPage) setGuess(i int, v float64) {
	p.guessNote = ""
	if err := p.SetGuess(i, v); err != nil {
		p.guessNote = err.Error()
	}
}

// hiddenNote is what a region shows while its content is hidden.
func hiddenNote(what string) string {
	return `<p class="plot-empty predict-hidden">` + what + ` hidden until you reveal your guess.</p>`
}

// linkQuery is the page's link query: its inputs, and the mode.
func (p *equationPage) linkQuery() string {
	q := p.spec.EncodeQuery(p.In)
	if !p.Predict.On {
		return q
	}
	if q == "" {
		return predictQuery
	}
	return q + "&" + predictQuery
}

// guessFormatted is a guess value as a box shows it: blank when not
// guessed.
func guessFormatted(v float64) string {
	if v != v {
		return ""
	}
	return short(v)
}
