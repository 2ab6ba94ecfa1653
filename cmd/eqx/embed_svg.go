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
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "use GET", http.StatusMethodNotAllowed)
		return
	}
	id := strings.TrimSuffix(strings.TrimPrefix(r.URL.Path, "/embed/"), ".svg")
	spec, ok := reg.Lookup(id)
	if !ok {
		http.Error(w, fmt.Sprintf("unknown equation id %q (eqx list shows the ids)", id), http.StatusNotFound)
		return
	}
	q := r.URL.Query()
	theme := plot.Light
	if q.Get("theme") == "dark" {
		theme = plot.Dark
	}
	q.Del("theme")
	in, notes := spec.DecodeQuery(q)
	b, err := figureSVG(spec, in, len(notes), theme)
	if err != nil {
		http.Error(w, "drawing the plot: "+err.Error(), http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "image/svg+xml")
	h.Set("Cache-Control", "public, max-age=86400")
	// An SVG opened on its own is a document: no script in it may run.
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Length", strconv.Itoa(len(b)))
	w.Write(b)
}

// figureSVG draws the equation for in as one SVG: a line with its name
// and value, then its figures one under the other. notes is how many
// values of the link were not used.
func figureSVG(spec *equations.Spec, in equations.Inputs, notes int, theme plot.Theme) ([]byte, error) {
	var out any
	head := spec.Title
	if spec.Computable() {
		v, err := spec.Evaluate(in)
		if err != nil {
			head += ": " + err.Error()
		} else {
			out = v
			head += " = " + eqxapp.Display(v) // as the page shows it
		}
	}
	if notes > 0 {
		head += fmt.Sprintf(" (%d value(s) of the link not used)", notes)
	}
	var samples chart.Samples
	if _, ok := equations.FirstCurve(spec.View); ok {
		samples = chart.Curve(spec, in)
	}
	const width, line = 480.0, 28.0
	ink, bg := "#1d1d2b", "#ffffff"
	if theme == plot.Dark {
		ink, bg = "#e8e8f0", "#0d1117"
	}
	var body bytes.Buffer
	y := line
	for _, fig := range chart.Figures(spec, in, out, samples, theme) {
		svg, err := fig.SVG()
		if err != nil {
			return nil, err
		}
		m := svgFigure.FindSubmatchIndex(svg)
		if m == nil {
			return nil, fmt.Errorf("a figure of %s does not start as internal/plot writes one", spec.ID)
		}
		fw, _ := strconv.ParseFloat(string(svg[m[2]:m[3]]), 64)
		fh, _ := strconv.ParseFloat(string(svg[m[4]:m[5]]), 64)
		fmt.Fprintf(&body, `<svg x="0" y="%g" width="%g" height="%g" viewBox="0 0 %g %g"`, y, width, width*fh/fw, fw, fh)
		body.Write(svg[m[1]:])
		body.WriteByte('\n')
		y += width * fh / fw
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%g" height="%g" viewBox="0 0 %g %g" role="img" aria-label="%s">`+"\n",
		width, y, width, y, html.EscapeString(head))
	fmt.Fprintf(&b, `<rect width="100%%" height="100%%" fill="%s"/>`+"\n", bg)
	fmt.Fprintf(&b, `<text x="8" y="19" font-family="system-ui, sans-serif" font-size="14" fill="%s">%s</text>`+"\n", ink, html.EscapeString(cut(head, 70)))
	b.Write(body.Bytes())
	b.WriteString("</svg>\n")
	return b.Bytes(), nil
}

// cut shortens s to n runes, with an ellipsis.
func cut(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
