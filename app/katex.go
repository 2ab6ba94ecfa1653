package app

import (
	"fmt"
	"html"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// typeset returns LaTeX rendered by KaTeX as HTML, in display mode or
// inline. KaTeX runs with throwOnError, so a LaTeX mistake is shown as a
// visible .latex-error element with KaTeX's message instead of a silently
// red formula. On the server (prerendering) there is no KaTeX: the source
// is shown as text until the browser takes over.
//
// trust stays false: no \href or \htmlClass from any string can add markup.
//
// output is KaTeX's output option: "htmlAndMathml" (the visible HTML and
// MathML for screen readers) or "html".
func typeset(latex string, display bool, output string) (html string, err error) {
	if !app.IsClient {
		return "", fmt.Errorf("no KaTeX outside the browser")
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

// HTML is the typeset fragment as markup, the source on the server, or
// the error box; each is one element, as app.Raw needs.
func (m tex) HTML() string {
	if m.err == nil {
		return m.html
	}
	if !app.IsClient {
		return `<code class="latex-source">` + html.EscapeString(m.src) + `</code>`
	}
	return `<span class="latex-error" title="` + html.EscapeString(m.err.Error()) + `"><strong>LaTeX error: </strong>` +
		html.EscapeString(m.err.Error()) + `<code> ` + html.EscapeString(m.src) + `</code></span>`
}
