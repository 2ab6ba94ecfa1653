package app

import (
	"fmt"
	"html"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// typeset returns LaTeX rendered by KaTeX as HTML, in display mode or
// inline. KaTeX runs with throwOnError, so a LaTeX mistake is shown as a
// visible .latex-error element with KaTeX's message instead of a silently
// red formula. On the server (prerendering) there is no KaTeX: the result
// is a placeholder (Placeholder) that the server replaces with KaTeX's
// output typeset at build time (cmd/eqx, typeset.go), or that shows the
// source until the browser takes over.
//
// trust stays false: no \href or \htmlClass from any string can add markup.
//
// output is KaTeX's output option: "htmlAndMathml" (the visible HTML and
// MathML for screen readers) or "html".
func typeset(latex string, display bool, output string) (html string, err error) {
	if !app.IsClient {
		return Placeholder(latex, display, output), nil
	}
	// Only MathML's annotation gives a seed its source; while a slider
	// moves, the worked lines are typeset without it and look up nothing.
	if output == seedOutput {
		if h, ok := typesetSeeds()[TypesetKey(texMode(display), output, latex)]; ok {
			return h, nil
		}
	}
	katex := app.Window().Get("katex")
	if !katex.Truthy() {
		return "", fmt.Errorf("KaTeX did not load")
	}
	defer func() {
		// A KaTeX ParseError arrives as a Go panic of a js.Error.
		if r := recover(); r != nil {
			html, err = "", fmt.Errorf("%v", r)
		}
	}()
	opts := map[string]any{"displayMode": display, "throwOnError": true, "trust": false, "output": output}
	return katex.Call("renderToString", latex, opts).String(), nil
}

// tex is a typeset LaTeX fragment as a UI element. A LaTeX error, or the
// absence of KaTeX, shows the source in a visible error box.
type tex struct {
	html string
	err  error
	src  string
}

func newMath(latex string, display bool) tex {
	return newMathOutput(latex, display, "htmlAndMathml")
}

// newMathOutput is newMath with KaTeX's output option.
func newMathOutput(latex string, display bool, output string) tex {
	h, err := typeset(latex, display, output)
	return tex{html: h, err: err, src: latex}
}

// newWorkedLine typesets a line of a worked example: in display style, but
// in KaTeX's inline mode, as a block of its own. Display mode never breaks
// a line, and a worked vector or sum wider than its column ran out of
// view; inline mode lets the line wrap after a top-level relation or
// operator (=, +, −) and centres each part.
func newWorkedLine(latex, output string) tex {
	h, err := typeset(`\displaystyle `+latex, false, output)
	return tex{html: `<div class="worked-line">` + h + `</div>`, err: err, src: latex}
}

func (m tex) UI() app.UI { return app.Raw(m.HTML()) }

// HTML is the typeset fragment as markup (a placeholder on the server),
// or the error box; each is one element, as app.Raw needs.
func (m tex) HTML() string {
	if m.err == nil {
		return m.html
	}
	return `<span class="latex-error" title="` + html.EscapeString(m.err.Error()) + `"><strong>LaTeX error: </strong>` +
		html.EscapeString(m.err.Error()) + `<code> ` + html.EscapeString(m.src) + `</code></span>`
}

// Placeholder is what typeset returns on the server: the LaTeX source as
// text (what a page shows when nothing replaces it), with the exact call
// in data attributes so that the server can put KaTeX's output for that
// call in its place (cmd/eqx's typeset table, made with KaTeX at build
// time). The page is then typeset in its first paint, before app.wasm has
// arrived, and the same as the browser's KaTeX makes it, so that nothing
// moves when the app takes over.
func Placeholder(latex string, display bool, output string) string {
	shown := strings.TrimPrefix(latex, `\displaystyle `)
	return PlaceholderStart + html.EscapeString(latex) + `" data-mode="` + texMode(display) +
		`" data-output="` + html.EscapeString(output) + `">` + html.EscapeString(shown) + `</code>`
}

// PlaceholderStart opens every Placeholder.
const PlaceholderStart = `<code class="latex-source" data-tex="`

// ReadPlaceholder reads the Placeholder at the start of s: the typeset
// call's LaTeX, mode ("display" or "inline") and output, and the
// placeholder's length; ok is false when s does not start with one.
func ReadPlaceholder(s string) (latex, mode, output string, n int, ok bool) {
	if !strings.HasPrefix(s, PlaceholderStart) {
		return "", "", "", 0, false
	}
	open := strings.IndexByte(s, '>')
	end := strings.Index(s, "</code>")
	if open < 0 || end < open {
		return "", "", "", 0, false
	}
	tag := s[:open]
	return tagAttr(tag, "data-tex"), tagAttr(tag, "data-mode"), tagAttr(tag, "data-output"), end + len("</code>"), true
}
