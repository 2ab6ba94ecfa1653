package app

import (
	"html"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/internal/plot"
)

// An equation can be embedded in another site (a blog post) as a widget:
// /embed/ID?inputs is the equation page without the site around it (the
// equation, its controls, result, worked lines and plot, and a link to
// open it in eqx), in an <iframe>. web/embed.js, in the widget, posts its
// height to the host page, and the snippet's few lines in the host set
// the iframe's height from it; the two are of different origins and
// cannot script each other, and talk only by such messages (embed.js
// also answers the host API of docs/embedding.md). Its look is the
// host's preference, or ?theme=light or ?theme=dark. For feeds, Markdown
// and e-mail, /embed/ID.svg?inputs is the plot as an image, and
// /embed/ID.png?inputs the card of link previews, drawn on the server
// (cmd/eqx). embed_snippets.go lists the snippets of the Embed panel.

// embedPrefix starts the path of a widget.
const embedPrefix = "/embed/"

// pageID reads the equation id and whether the page is a widget from a
// path: /eq/ID, /eq/ID/, /eq/ID.html, or /embed/ID.
func pageID(path string) (id string, embed bool) {
	if rest, ok := strings.CutPrefix(path, embedPrefix); ok {
		return strings.Trim(rest, "/"), true
	}
	return strings.TrimSuffix(strings.Trim(strings.TrimPrefix(path, "/eq/"), "/"), ".html"), false
}

// viewTheme reads ?theme=light|dark: the look a host page asked its
// widget for; anything else is the reader's preference ("").
func viewTheme(v string) string {
	if v == "light" || v == "dark" {
		return v
	}
	return ""
}

// plotTheme is the plots' palette for the asked theme, or the reader's
// preference.
func plotTheme(asked string) plot.Theme {
	switch asked {
	case "dark":
		return plot.Dark
	case "light":
		return plot.Light
	}
	if app.IsClient && app.Window().Call("matchMedia", "(prefers-color-scheme: dark)").Get("matches").Bool() {
		return plot.Dark
	}
	return plot.Light
}

// renderEmbed is the widget: the equation page without the site around
// it, its notes and its share buttons.
func (p *equationPage) renderEmbed() app.UI {
	s := p.spec
	open := "/eq/" + s.ID
	if q := p.linkQuery(); q != "" {
		open += "?" + q
	}
	return app.Div().Class("embed").DataSet("theme", p.asked).Body(
		app.Div().Class("embed-head").Body(
			app.Strong().Text(s.Title),
			app.A().Class("embed-open").Href(open).Target("_blank").Rel("noopener").Text("open in eqx ↗"),
		),
		p.linkNotesUI(),
		p.equationBlock(),
		p.workbench(),
	)
}

// embedButton shows, on click, the HTML that embeds this view in another
// page: the widget's iframe with the page's current inputs, the lines
// that resize it, and the no-script image.
func (p *equationPage) embedButton() app.UI {
	return app.Button().Type("button").Class("tool").Aria("expanded", p.embedOpen).Text("Embed").
		OnClick(p.event(func(ctx app.Context) {
			p.saveURL()
			p.embedOpen = !p.embedOpen
		}))
}

// embedPanel is the snippet to paste, when asked for, in a container that
// is always there: a node appearing before the live regions would shift
// go-app's children and make it rebuild them, empty (paint.go fills them).
func (p *equationPage) embedPanel() app.UI {
	return app.Div().Class("embed-slot").Body(p.embedSnippets())
}

func (p *equationPage) embedSnippets() app.UI {
	if !p.embedOpen || !app.IsClient {
		return nil
	}
	origin := app.Window().Get("location").Get("origin").String()
	list := snippetsFor(origin, p.spec.ID, p.spec.Title, p.linkQuery())
	body := []app.UI{app.P().Text("Paste one of these into your page; each shows this view.")}
	for _, s := range list {
		s := s
		label := "Copy"
		if p.copiedSnippet == s.key {
			label = p.snippetNote
		}
		body = append(body,
			app.Label().For(s.key).Text(s.label),
			app.Textarea().ID(s.key).ReadOnly(true).Rows(strings.Count(s.text, "\n")+2).Spellcheck(false).Text(s.text),
			app.Button().Type("button").Class("tool").Aria("live", "polite").Text(label).
				OnClick(p.event(func(ctx app.Context) {
					copyText(ctx, s.text, func(why string) {
						p.copiedSnippet, p.snippetNote = s.key, "Copied"
						if why != "" {
							p.snippetNote = "Select and copy it: " + why
						}
					})
				})),
		)
	}
	return app.Div().Class("embed-panel").Body(body...)
}

// embedSnippet is the HTML of a widget for the host page. Its script
// takes only messages from the widget's own window and origin, and only
// a height.
func embedSnippet(origin, id, title, query string) string {
	src := origin + embedPrefix + id
	if query != "" {
		src += "?" + query
	}
	return `<iframe src="` + html.EscapeString(src) + `" title="` + html.EscapeString(title+" · eqx") + `" loading="lazy" style="width:100%;max-width:46rem;height:42rem;border:0"></iframe>
<script>addEventListener("message",function(e){if(e.origin!==` + strconv.Quote(origin) + `||!e.data||e.data.type!=="eqx-size")return;for(const f of document.querySelectorAll("iframe"))if(f.contentWindow===e.source)f.style.height=Math.min(Math.max(+e.data.height||0,100),4000)+"px"})</script>`
}

// embedImage is the HTML of the plot as an image, with a link to the page.
func embedImage(origin, id, title, query string) string {
	q := ""
	if query != "" {
		q = "?" + query
	}
	return `<a href="` + html.EscapeString(origin+"/eq/"+id+q) + `"><img src="` + html.EscapeString(origin+embedPrefix+id+".svg"+q) + `" alt="` + html.EscapeString(title) + ` (eqx)"></a>`
}

// equationBlock is the typeset equation of the page and of the widget. A
// long formula scrolls sideways in it on a phone (axe-core's
// scrollable-region-focusable found 24 widgets so at 360 px), so it is a
// named tab stop, with the focus ring of every other, which a keyboard
// scrolls with the arrow keys (WCAG 2.1.1).
func (p *equationPage) equationBlock() app.UI {
	return app.Div().ID("equation").Class("equation").TabIndex(0).Role("group").Aria("label", "The equation").Body(p.formula.UI())
}
