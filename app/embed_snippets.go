package app

import (
	"html"
	"strconv"
	"strings"
)

// The snippets of the Embed panel: the current view of an equation for
// each way people publish (docs/embedding.md). Hugo drops raw HTML from
// Markdown by default and takes a shortcode, Jekyll an include, MDX
// (Docusaurus, Astro) JSX; Obsidian keeps an iframe but not a script;
// Markdown anywhere takes an image with a link.

// snippet is one way to embed: a key (the id of its text box), its
// label and its text.
type snippet struct {
	key, label, text string
}

// embedStyle is the widget's box in the host page: the width of the
// page's text, and a height that the resize message replaces.
const embedStyle = "width:100%;max-width:46rem;height:42rem;border:0"

// snippetsFor lists the snippets of equation id in the state query, at
// origin. Values are escaped for where they go: HTML attributes for the
// markup, and no double quote in the title of a shortcode's or an
// include's parameter, which has no escape.
func snippetsFor(origin, id, title, query string) []snippet {
	q := ""
	if query != "" {
		q = "?" + query
	}
	src := origin + embedPrefix + id + q
	page := origin + "/eq/" + id + q
	img := origin + embedPrefix + id + ".svg" + q
	name := title + " · eqx"
	plain := strings.ReplaceAll(name, `"`, "'")
	frame := `<iframe src="` + html.EscapeString(src) + `" title="` + html.EscapeString(name) + `" loading="lazy" style="` + embedStyle + `"></iframe>`
	param := `src="` + src + `" title="` + plain + `"`
	return []snippet{
		{"embed-snippet", "HTML: the live widget, and the lines that size it to its content", embedSnippet(origin, id, title, query)},
		{"embed-markdown", "Markdown, anywhere (feeds, READMEs, e-mail): the plot as an image, linked to the page",
			"[![" + strings.NewReplacer("[", `\[`, "]", `\]`).Replace(title) + " (eqx)](" + img + ")](" + page + ")"},
		{"embed-image", "HTML without scripts: the same image and link", embedImage(origin, id, title, query)},
		{"embed-hugo", "Hugo: save the first part as layouts/shortcodes/eqx.html, then write the last line in a post",
			`<iframe src="{{ .Get "src" }}" title="{{ .Get "title" }}" loading="lazy" style="` + embedStyle + `"></iframe>` +
				"\n\n{{< eqx " + param + " >}}"},
		{"embed-jekyll", "Jekyll: save the first part as _includes/eqx.html, then write the last line in a post",
			`<iframe src="{{ include.src }}" title="{{ include.title }}" loading="lazy" style="` + embedStyle + `"></iframe>` +
				"\n\n{% include eqx.html " + param + " %}"},
		{"embed-mdx", "MDX (Docusaurus, Astro, Next.js): JSX",
			`<iframe src=` + strconv.Quote(src) + ` title=` + strconv.Quote(plain) +
				` loading="lazy" style={{ width: "100%", maxWidth: "46rem", height: "42rem", border: 0 }} />`},
		{"embed-obsidian", "Obsidian, Quartz: the widget (notes keep an iframe, not a script)", frame},
	}
}
