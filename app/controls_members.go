package app

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
)

// membersControl edits the members of a set (Kind Members): numbers as a
// vector of sliders, words as text split at commas, spaces and new lines.
// A button switches every set of the equation between the two together
// (the sets of one equation must be of one kind). Its handler reads the
// kind when clicked: go-app keeps a button's first handler when the same
// button is rendered again with another.
func (p *equationPage) membersControl(par *equations.Param) app.UI {
	_, words := p.In.Members(par.Name)
	var body app.UI
	text, label := "Use words", "Use words for the sets"
	if words != nil {
		body = p.wordsControl(par)
		text, label = "Use numbers", "Use numbers for the sets"
	} else {
		body = p.vectorControl(par)
	}
	return app.Div().Class("members").Body(
		body,
		app.Div().Class("vector-actions shape-toggle").Body(
			app.Button().Type("button").Class("shape-button").Text(text).Aria("label", label).
				OnClick(p.handler(func() {
					_, w := p.In.Members(par.Name)
					p.SwitchMembers(w == nil)
				})),
		),
	)
}

// wordsControl is the text of a set of words. What is typed stays as
// typed; the words are used once the equation takes them.
func (p *equationPage) wordsControl(par *equations.Param) app.UI {
	_, words := p.In.Members(par.Name)
	text, editing := p.Texts[par.Name]
	if !editing {
		text = strings.Join(words, ", ")
	}
	return app.Div().Body(
		app.Textarea().Class("text-input").Aria("label", par.Name).Rows(2).Text(text).
			Aria("invalid", p.Errs[par.Name] != "").
			OnInput(p.event(func(ctx app.Context) {
				t := ctx.JSSrc().Get("value").String()
				p.TypeValue(par.Name, t, splitWords(t))
			})),
		app.P().Class("sum-note").Text(plural(len(words), "member")+"; separate them with commas, spaces or new lines"),
		p.errorFor(par.Name),
	)
}

// splitWords splits typed text at commas and white space. It is never nil:
// no word at all is an empty set of words.
func splitWords(text string) []string {
	words := strings.FieldsFunc(text, func(r rune) bool {
		return r == ',' || r == ' ' || r == '\n' || r == '\t' || r == '\r'
	})
	if words == nil {
		words = []string{}
	}
	return words
}
