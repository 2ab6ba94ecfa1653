package app

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
)

// exportBar takes the page's current view out of eqx: each figure as SVG
// or PNG, the equation's LaTeX, the equation with the current numbers in
// it (the worked lines' LaTeX), the inputs and result as CSV, and the
// computation as a NumPy or a Go program with the current inputs. Files
// are made in the browser (web/export.js); nothing is sent anywhere.
func (p *equationPage) exportBar() app.UI {
	if p.embed {
		return nil // a widget stays small; its page in eqx has them
	}
	if p.Hidden() {
		return nil // the figures and the values are the answer
	}
	s := p.spec
	return app.Div().Class("export").Role("group").Aria("label", "Export").Body(
		app.Span().Class("export-label").Text("Export"),
		app.Button().Type("button").Text("SVG").Title("Download the plot as SVG").
			OnClick(p.exportEvent(func() string {
				for i, svg := range p.SVGs {
					app.Window().Call("eqxSaveText", svg, figureName(s.ID, i, len(p.SVGs), "svg"), "image/svg+xml")
				}
				return plural(len(p.SVGs), "SVG file") + " saved"
			})),
		app.Button().Type("button").Text("PNG").Title("Download the plot as PNG (2× for sharp screens)").
			OnClick(p.event(func(ctx app.Context) {
				p.exported = plural(len(p.SVGs), "PNG file") + " saved"
				for i, svg := range p.SVGs {
					// Drawn asynchronously: a figure the browser cannot
					// draw says so rather than failing silently.
					then(ctx, app.Window().Call("eqxSavePNG", svg, figureName(s.ID, i, len(p.SVGs), "png"), 2),
						func(app.Value) {},
						func(why string) { p.exported = "PNG not saved: " + why })
				}
			})),
		app.Button().Type("button").Text("CSV").Title("Download the inputs and the result as CSV").
			OnClick(p.exportEvent(func() string {
				app.Window().Call("eqxSaveText", p.CSV(), s.ID+".csv", "text/csv")
				return s.ID + ".csv saved"
			})),
		app.Button().Type("button").Text("Copy LaTeX").Title("Copy the equation's LaTeX").
			OnClick(p.copyEvent(func() (string, string) { return s.LaTeX, "" })),
		app.Button().Type("button").Text("Copy with numbers").Title("Copy the LaTeX of the equation with the current numbers").
			OnClick(p.copyEvent(p.Substituted)),
		app.If(s.Code != nil, func() app.UI {
			return app.Button().Type("button").Text("Copy NumPy").Title("Copy a Python program (NumPy) that computes this result from the current inputs" + p.codeFormNote()).
				OnClick(p.copyEvent(func() (string, string) { return p.Program(equations.NumPy) }))
		}),
		app.If(s.Code != nil, func() app.UI {
			return app.Button().Type("button").Text("Copy Go").Title("Copy a Go program (gonum) that computes this result from the current inputs" + p.codeFormNote()).
				OnClick(p.copyEvent(func() (string, string) { return p.Program(equations.Go) }))
		}),
		app.Span().ID("export-status").Class("export-status").Aria("live", "polite").Text(p.exported),
	)
}

// codeFormNote says, in a button's title, which form a copied program
// computes when the numerics panel chose another than eqx's.
func (p *equationPage) codeFormNote() string {
	if p.CodeForm == "" {
		return ""
	}
	return ", " + p.CodeForm + " (chosen under Textbook vs stable)"
}

// exportEvent runs f on a click and shows what it says.
func (p *equationPage) exportEvent(f func() string) app.EventHandler {
	return p.event(func(ctx app.Context) { p.exported = f() })
}

// copyEvent copies what text returns to the clipboard and says whether it
// could; text says why when it has nothing to copy.
func (p *equationPage) copyEvent(text func() (t, why string)) app.EventHandler {
	return p.event(func(ctx app.Context) {
		t, why := text()
		if t == "" {
			p.exported = "nothing to copy: " + why
			return
		}
		copyText(ctx, t, func(why string) {
			p.exported = "copied"
			if why != "" {
				p.exported = why
			}
		})
	})
}

// figureName names figure i of n of an equation's page.
func figureName(id string, i, n int, ext string) string {
	if n == 1 {
		return id + "." + ext
	}
	return id + "-" + strconv.Itoa(i+1) + "." + ext
}

// plural is "n thing" or "n things".
func plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return strconv.Itoa(n) + " " + thing + "s"
}
