package app

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
	"eqx/internal/session"
)

// The controls of the n-gram pages: a corpus or a sentence typed as free
// text (equations.FreeText), and the inputs that depend on its words (equations.WordOf).

// tokenRule says how typed text becomes tokens (tokens.go).
const tokenRule = "Lower-cased words; punctuation and symbols are dropped, except an apostrophe inside a word (don't) " +
	"and a point or comma inside a number (3.14, 1,000). No sentence markers are added."

// Most tokens and words shown as chips; a longer text is summed up.
const (
	maxTokenChips = 120
	maxTypeChips  = 60
)

// textControl edits a Strings input as free text, tokenised as it is
// typed. The text is kept as typed, invalid or not (a message says why
// it is not used); below it are the tokens computed with and their
// vocabulary, the distinct words with their counts.
func (p *equationPage) textControl(par *equations.Param) app.UI {
	text, typed := p.Texts[par.Name]
	if !typed {
		text = strings.Join(p.In.Strings(par.Name), " ")
	}
	tokens := p.In.Strings(par.Name)
	types := session.Vocabulary(tokens)
	caption := plural(len(tokens), "token") + ", " + plural(len(types), "distinct word")
	if now, _ := session.Tokenize(par.Name, text); !slices.Equal(now, tokens) {
		caption = "still computing with the last valid " + par.Name + ": " + caption
	}
	chips := make([]app.UI, 0, min(len(tokens), maxTokenChips)+1)
	for i, t := range tokens {
		if i == maxTokenChips {
			chips = append(chips, app.Li().Class("chip more").Text("… "+strconv.Itoa(len(tokens)-i)+" more"))
			break
		}
		chips = append(chips, app.Li().Class("chip").Text(t))
	}
	words := make([]app.UI, 0, min(len(types), maxTypeChips)+1)
	for i, w := range types {
		if i == maxTypeChips {
			words = append(words, app.Li().Class("chip more").Text("… "+strconv.Itoa(len(types)-i)+" more"))
			break
		}
		words = append(words, app.Li().Class("chip").Body(
			app.Text(w.Word),
			app.Span().Class("chip-count").Aria("label", "×"+strconv.Itoa(w.Count)).Text(strconv.Itoa(w.Count)),
		))
	}
	return app.Div().Class("text-control").Body(
		app.Textarea().Class("text-input").Aria("label", par.Name).Rows(3).Text(text).
			Aria("invalid", p.Errs[par.Name] != "").
			OnInput(p.event(func(ctx app.Context) { p.TypeText(par.Name, ctx.JSSrc().Get("value").String()) })),
		app.P().Class("token-rule").Text(tokenRule),
		app.Div().Class("slot").Body(p.errorFor(par.Name)),
		app.P().Class("sum-note token-summary").Text(caption),
		app.Ol().Class("chips tokens").Aria("label", par.Name+" tokens").Body(chips...),
		app.P().Class("sum-note").Text("vocabulary, most frequent first:"),
		app.Ul().Class("chips vocab").Aria("label", par.Name+" vocabulary").Body(words...),
	)
}

// wordControl picks a word input (an Object holding a JSON string) from
// the distinct words of the Strings input it names (equations.WordOf), or
// takes a word typed in, which may be one the corpus lacks. When the
// corpus changes and loses the word, the word stays, with a note naming it.
func (p *equationPage) wordControl(par *equations.Param) app.UI {
	raw := p.In.Object(par.Name)
	var cur string
	isWord := json.Unmarshal(raw, &cur) == nil
	words := slices.Sorted(slices.Values(session.Distinct(p.In.Strings(par.Vocab()))))
	known := isWord && slices.Contains(words, cur)
	selected := "" // the option of a word not in the corpus
	if known {
		selected = cur
	}
	opts := make([]app.UI, 0, len(words)+1)
	if !known {
		label := "(" + string(raw) + ", not in the " + par.Vocab() + ")"
		if isWord {
			label = cur + " (not in the " + par.Vocab() + ")"
		}
		opts = append(opts, app.Option().Value("").Selected(true).Disabled(true).Text(label))
	}
	for _, w := range words {
		opts = append(opts, app.Option().Value(w).Selected(w == cur).Text(w))
	}
	boxText, editing := p.Texts[par.Name]
	if !editing {
		boxText = cur
		if !isWord {
			boxText = string(raw)
		}
	}
	var note app.UI
	if !known && p.Errs[par.Name] == "" {
		what := "“" + cur + "”"
		if !isWord {
			what = string(raw) + ", not a word,"
		}
		note = app.P().Class("input-note").Role("status").Text(par.Name + ": " + what + " is not a word of the " + par.Vocab() + "; pick one of its " +
			plural(len(words), "word") + " or type another")
	}
	return app.Div().Class("word-control").Body(
		app.Div().Class("word-pick").Body(
			app.Select().Aria("label", par.Name).DataSet("value", selected).OnChange(p.event(func(ctx app.Context) {
				p.SetWord(par.Name, ctx.JSSrc().Get("value").String())
			})).Body(opts...),
			app.Input().Type("text").Class("word-box").Aria("label", par.Name+", typed").
				Attr("autocomplete", "off").Attr("spellcheck", "false").Value(boxText).
				Aria("invalid", p.Errs[par.Name] != "").
				OnChange(p.event(func(ctx app.Context) { p.TypeWord(par.Name, ctx.JSSrc().Get("value").String()) })),
		),
		app.Div().Class("slot").Body(note),
		app.Div().Class("slot").Body(p.errorFor(par.Name)),
	)
}

// vocabNote tells a count that depends on a corpus's vocabulary (a
// vocabulary size) how many distinct words the corpus has now.
func (p *equationPage) vocabNote(par *equations.Param) app.UI {
	n := len(session.Vocabulary(p.In.Strings(par.Vocab())))
	return app.P().Class("sum-note").Text("the " + par.Vocab() + " has " + plural(n, "distinct word") +
		"; words queried that it lacks count too")
}
