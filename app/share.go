package app

import (
	"net/url"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
	"eqx/internal/session"
)

// The page's inputs live in its URL (equations.EncodeQuery), so that
// reloading it or opening a shared link gives the very same view. The URL
// is rewritten in place (history.replaceState, no new history entry)
// when an edit is done: after go-app's events, and once a slider rests,
// never inside a slider move.

// linkInputs reads the inputs of the page's URL: p.In gets them, and
// p.linkNotes says which values of the link could not be used.
func (p *equationPage) linkInputs(q url.Values) {
	p.linkNotes, p.lastQuery = nil, ""
	p.restored = false
	// The mode of predict.go, a view option (equations.HasInputs) like a
	// widget's theme; a link that asks for it asks the question of its
	// own inputs, not those kept from a visit.
	asked := q.Has("predict")
	p.Predict = session.Predict{On: q.Get("predict") == "1"}
	p.guessNote, p.guessText = "", nil
	if !equations.HasInputs(q) && app.IsClient && !p.embed && !asked {
		// No inputs in the link: those kept from the last visit (storage.go).
		if q = storedQuery(p.spec.ID); len(q) > 0 {
			p.restored = true
		}
	}
	if !equations.HasInputs(q) {
		return
	}
	p.In, p.linkNotes = p.spec.DecodeQuery(q)
	p.lastQuery = p.linkQuery()
	if p.restored {
		p.lastQuery = "-" // written into the URL once the page is mounted
	}
}

// saveURL writes the current inputs into the URL, if they changed.
func (p *equationPage) saveURL() {
	if !app.IsClient || p.spec == nil {
		return
	}
	if p.iter.playing {
		// A played run steps up to 60 times a second: writing the link
		// and the storage each time took a third of a step. Pause, or the
		// run's end, writes them.
		return
	}
	q := p.linkQuery()
	if q == p.lastQuery {
		return
	}
	p.lastQuery = q
	if !p.embed {
		storeQuery(p.spec.ID, p.spec.EncodeQuery(p.In)) // the inputs, not the mode
	}
	if p.asked != "" { // a widget's theme stays in its URL
		q = strings.Join(slices.DeleteFunc([]string{q, "theme=" + p.asked}, func(s string) bool { return s == "" }), "&")
	}
	loc := app.Window().Get("location")
	u := loc.Get("pathname").String()
	if q != "" {
		u += "?" + q
	}
	app.Window().Get("history").Call("replaceState", app.Window().Get("history").Get("state"), "", u+loc.Get("hash").String())
}

// resetButton puts every input back to its default and forgets the kept
// ones.
func (p *equationPage) resetButton() app.UI {
	return app.Button().Type("button").Class("tool").Title("Put every input back to its default").Text("Reset").
		OnClick(p.event(func(ctx app.Context) {
			p.linkNotes = nil
			p.iter = iterState{}
			p.Load(p.spec.Defaults())
			p.remountControls(ctx)
		}))
}

// linkNotesUI lists the values of the link that were not used, or is
// nothing.
func (p *equationPage) linkNotesUI() app.UI {
	if len(p.linkNotes) == 0 {
		return nil
	}
	items := make([]app.UI, len(p.linkNotes))
	for i, n := range p.linkNotes {
		items[i] = app.Li().Text(n) // text, never HTML: links are written by anyone
	}
	return app.Div().Class("link-notes").Role("status").Body(
		app.P().Text("Some values in this link could not be used:"),
		app.Ul().Body(items...),
	)
}

// shareButton copies the page's link, with its inputs, to the clipboard.
func (p *equationPage) shareButton() app.UI {
	label := "Copy link"
	if p.copied != "" {
		label = p.copied
	}
	return app.Button().Type("button").Class("share").Aria("live", "polite").Text(label).
		OnClick(p.event(func(ctx app.Context) {
			p.saveURL()
			href := app.Window().Get("location").Get("href").String()
			copyText(ctx, href, func(why string) {
				p.copied = "Link copied"
				if why != "" {
					p.copied = "Copy the address bar: " + why
				}
			})
		}))
}

// copyText writes text to the clipboard, then calls done with "" or why
// it could not.
func copyText(ctx app.Context, text string, done func(why string)) {
	clip := app.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		done("this page cannot use the clipboard")
		return
	}
	then(ctx, clip.Call("writeText", text),
		func(app.Value) { done("") },
		func(string) { done("the clipboard refused") })
}
