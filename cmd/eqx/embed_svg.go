//go:build !(js && wasm)

package main

import (
	"bytes"
	"fmt"
	"html"
	"net/http"
	"regexp"
	"strconv"
	"strings"

	eqxapp "eqx/app"
	"eqx/equations"
	"eqx/internal/chart"
	"eqx/internal/plot"
)

// The no-script widget: GET /embed/ID.svg?inputs is an equation's plot
// for those inputs as an image, for feeds, Markdown and e-mail where a
// live widget cannot run. The query is that of the equation's page
// (equations.DecodeQuery), so any page's link gives its image, plus
// theme=light|dark. The same chart code as the page draws it, natively.

// svgFigure matches the opening tag of a figure's SVG (internal/plot's
// canvas), whose viewBox gives its size.
var svgFigure = regexp.MustCompile(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ([0-9.]+) ([0-9.]+)" width="100%"`)

// embedSVG answers /embed/ID.svg.
func embedSVG(reg *equations.Registry, w http.ResponseWriter, r *http.Request) {
	spec, in, notes, theme, ok := embedRequest(reg, w, r, ".svg")
	if !ok {
		return
	}
	b, err := figureSVG(spec, in, notes, theme)
	if err != nil {
		http.Error(w, "drawing the plot: "+err.Error(), http.StatusInternalServerError)
		return
	}
	// An SVG opened on its own is a document: no script in it may run;
	// its own style chooses its colours.
	imageHeaders(w.Header(), "image/svg+xml", "default-src 'none'; style-src 'unsafe-inline'")
	w.Header().Set("Content-Length", strconv.Itoa(len(b)))
	w.Write(b)
}

// imageHeaders are the headers of an image of an equation: its type and
// policy, cacheable for a day (it depends only on its URL and the
// build), never sniffed as something else, and shared with any origin.
func imageHeaders(h http.Header, contentType, policy string) {
	h.Set("Content-Type", contentType)
	h.Set("Cache-Control", "public, max-age=86400")
	h.Set("Content-Security-Policy", policy)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Access-Control-Allow-Origin", "*")
}

// embedRequest reads a request for an image of an equation,
// /embed/ID.ext?inputs&theme=: the equation, its inputs as a link gives
// them and how many values of the link were not used, and the theme
// asked ("light", "dark", or "" for the viewer's). When the request is
// not one (another method, an unknown id) it answers it and ok is false.
func embedRequest(reg *equations.Registry, w http.ResponseWriter, r *http.Request, ext string) (spec *equations.Spec, in equations.Inputs, notes int, theme string, ok bool) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "use GET", http.StatusMethodNotAllowed)
		return nil, nil, 0, "", false
	}
	id := strings.TrimSuffix(strings.TrimPrefix(r.URL.Path, "/embed/"), ext)
	spec, ok = reg.Lookup(id)
	if !ok {
		http.Error(w, fmt.Sprintf("unknown equation id %q (eqx list shows the ids)", id), http.StatusNotFound)
		return nil, nil, 0, "", false
	}
	q := r.URL.Query()
	theme = q.Get("theme")
	if theme != "light" && theme != "dark" {
		theme = "" // the viewer's preference
	}
	// A question's link (?predict=1) has its inputs: a picture cannot hide
	// its answer, and draws them as any link's.
	in, unused := spec.DecodeQuery(q)
	return spec, in, len(unused), theme, true
}

// figureSVG draws the equation for in as one SVG: a line with its name
// and value, then its figures one under the other. notes is how many
// values of the link were not used. theme is "light" or "dark", or ""
// for the reader's: then both are drawn, and the SVG's own style shows
// the one its viewer prefers (prefers-color-scheme), in an <img> as on
// its own. Its <title> says the equation and its value, its <desc> the
// inputs and the result in words and what each figure shows, for screen
// readers and for whoever reads the file.
func figureSVG(spec *equations.Spec, in equations.Inputs, notes int, theme string) ([]byte, error) {
	themes := []plot.Theme{plot.Light}
	switch theme {
	case "dark":
		themes = []plot.Theme{plot.Dark}
	case "":
		themes = []plot.Theme{plot.Light, plot.Dark}
	}
	const width = 480.0
	var bodies [][]byte
	var d drawing
	height := 0.0
	for _, th := range themes {
		var err error
		var body []byte
		var h float64
		d, body, h, err = figureBody(spec, in, notes, th, width)
		if err != nil {
			return nil, err
		}
		bodies = append(bodies, body)
		height = max(height, h)
	}
	head := spec.Title + d.says()
	desc := previewText(spec, in)
	for _, fig := range d.figures {
		if m := ariaLabel.FindSubmatch(fig.rest); m != nil {
			desc += " " + html.UnescapeString(string(m[1])) + "."
		}
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%g" height="%g" viewBox="0 0 %g %g" role="img" aria-label="%s">`+"\n",
		width, height, width, height, html.EscapeString(head))
	fmt.Fprintf(&b, "<title>%s</title>\n<desc>%s</desc>\n", html.EscapeString(head), html.EscapeString(desc))
	if len(bodies) == 1 {
		b.Write(bodies[0])
	} else {
		b.WriteString("<style>@media (prefers-color-scheme: dark){.eqx-light{display:none}}" +
			"@media not all and (prefers-color-scheme: dark){.eqx-dark{display:none}}</style>\n")
		for i, class := range []string{"eqx-light", "eqx-dark"} {
			fmt.Fprintf(&b, "<g class=\"%s\">\n", class)
			b.Write(bodies[i])
			b.WriteString("</g>\n")
		}
	}
	b.WriteString("</svg>\n")
	return b.Bytes(), nil
}

// ariaLabel finds the description that internal/plot gives a figure.
var ariaLabel = regexp.MustCompile(`^[^>]*? aria-label="([^"]*)"`)

// figureBody draws the background, the head line and the figures of the
// equation in one theme, width wide; it returns the drawing and the
// height.
func figureBody(spec *equations.Spec, in equations.Inputs, notes int, theme plot.Theme, width float64) (drawing, []byte, float64, error) {
	d, err := drawEquation(spec, in, theme)
	if err != nil {
		return d, nil, 0, err
	}
	head := spec.Title + d.says()
	if notes > 0 {
		head += fmt.Sprintf(" (%d value(s) of the link not used)", notes)
	}
	const line = 28.0
	ink, bg := themeInk(theme)
	var b bytes.Buffer
	fmt.Fprintf(&b, `<rect width="100%%" height="100%%" fill="%s"/>`+"\n", bg)
	fmt.Fprintf(&b, `<text x="8" y="19" font-family="system-ui, sans-serif" font-size="14" fill="%s">%s</text>`+"\n", ink, html.EscapeString(cut(head, 70)))
	y := line
	for _, fig := range d.figures {
		h := width * fig.h / fig.w
		fig.place(&b, 0, y, width, h)
		y += h
	}
	return d, b.Bytes(), y, nil
}

// drawing is an equation drawn for some inputs: its result as the page
// shows it (or the error that stopped it, "" for a concept page) and its
// figures.
type drawing struct {
	result  string
	failed  bool // result is an error message
	figures []figure
}

// figure is one of internal/plot's SVGs: its size (its viewBox) and the
// rest of its root element and content, after its width attribute.
type figure struct {
	w, h float64
	rest []byte
}

// place writes the figure as a nested <svg> in the box (x, y, w, h),
// scaled to fit.
func (f figure) place(b *bytes.Buffer, x, y, w, h float64) {
	fmt.Fprintf(b, `<svg x="%g" y="%g" width="%g" height="%g" viewBox="0 0 %g %g"`, x, y, w, h, f.w, f.h)
	b.Write(f.rest)
	b.WriteByte('\n')
}

// drawEquation evaluates the equation and draws its figures, as the page
// does (the same chart code), natively.
func drawEquation(spec *equations.Spec, in equations.Inputs, theme plot.Theme) (drawing, error) {
	var d drawing
	var out any
	if spec.Computable() {
		v, err := spec.Evaluate(in)
		if err != nil {
			d.result, d.failed = err.Error(), true
		} else {
			out = v
			d.result = eqxapp.Display(v) // as the page shows it
		}
	}
	var samples chart.Samples
	if _, ok := equations.FirstCurve(spec.View); ok {
		samples = chart.Curve(spec, in)
	}
	for _, fig := range chart.Figures(spec, in, out, samples, theme) {
		svg, err := fig.SVG()
		if err != nil {
			return d, err
		}
		m := svgFigure.FindSubmatchIndex(svg)
		if m == nil {
			return d, fmt.Errorf("a figure of %s does not start as internal/plot writes one", spec.ID)
		}
		fw, _ := strconv.ParseFloat(string(svg[m[2]:m[3]]), 64)
		fh, _ := strconv.ParseFloat(string(svg[m[4]:m[5]]), 64)
		d.figures = append(d.figures, figure{w: fw, h: fh, rest: svg[m[1]:]})
	}
	return d, nil
}

// says is the result after the equation's name: " = value", ": error",
// or "" for a concept page.
func (d drawing) says() string {
	switch {
	case d.result == "":
		return ""
	case d.failed:
		return ": " + d.result
	}
	return " = " + d.result
}

// themeInk is the text and background colours of an image in theme.
func themeInk(theme plot.Theme) (ink, bg string) {
	if theme == plot.Dark {
		return "#e8e8f0", "#0d1117"
	}
	return "#1d1d2b", "#ffffff"
}

// cut shortens s to n runes, with an ellipsis.
func cut(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
