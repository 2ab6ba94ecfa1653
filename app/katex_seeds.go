package app

import (
	"strings"
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The server sends every formula of a page typeset by KaTeX at build time
// (Placeholder, cmd/eqx's typeset table), and the app, starting, typeset
// them all again to render the same page: 10–45 ms of KaTeX in a warm
// start (sigmoid and logistic-regression-gd-step, performance.now around
// renderToString). The app takes the server's instead, as they are the
// same call of the same KaTeX: web/live.js's eqxTypesetSeeds reads each
// .katex element of the page that carries its source (the MathML
// annotation of output htmlAndMathml), and typeset looks its call up here
// first. It is read at the first typeset, which comes before the app's
// first render replaces the server's page (equationPage.OnInit); a call
// not found, or a page that had none, goes to KaTeX as before.
var typesetSeeds = sync.OnceValue(readTypesetSeeds)

// seedOutput is the only output eqxTypesetSeeds finds: KaTeX's MathML
// annotation holds the source.
const seedOutput = "htmlAndMathml"

// readTypesetSeeds returns the page's typeset formulas by typesetKey.
func readTypesetSeeds() map[string]string {
	w := app.Window()
	if !app.IsClient || !w.Get("eqxTypesetSeeds").Truthy() {
		return nil
	}
	// One string, key and markup alternating, NUL-separated: one call
	// across syscall/js instead of several per formula.
	parts := strings.Split(w.Call("eqxTypesetSeeds").String(), "\x00")
	if len(parts)%2 != 0 {
		return nil
	}
	seeds := make(map[string]string, len(parts)/2)
	for i := 0; i < len(parts); i += 2 {
		seeds[parts[i]] = parts[i+1]
	}
	return seeds
}

// TypesetKey names a call of KaTeX (its LaTeX, mode "display" or
// "inline", and output) as the server's typeset table
// (scripts/katex-prerender.mjs, cmd/eqx) and eqxTypesetSeeds do:
// mode|output|latex.
func TypesetKey(mode, output, latex string) string {
	return mode + "|" + output + "|" + latex
}

// texMode is KaTeX's mode, as the placeholders name it.
func texMode(display bool) string {
	if display {
		return "display"
	}
	return "inline"
}
