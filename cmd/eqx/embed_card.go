//go:build !(js && wasm)

package main

import (
	"bytes"
	"fmt"
	"html"

	"eqx/equations"
	"eqx/internal/plot"
)

// The card: an equation's state as a 1200×630 picture, the size and
// shape that link previews (og:image, twitter:card
// summary_large_image) show whole. It is an SVG of the same figures as
// /embed/ID.svg, laid out for a wide frame, then drawn to pixels
// (embed_png.go).

// cardW and cardH are the card's size in pixels.
const cardW, cardH = 1200, 630

// cardSVG lays out the card: the equation's name and result at the top,
// its figures side by side below (three at most, each scaled to fit its
// share), and eqx's name at the foot.
func cardSVG(spec *equations.Spec, in equations.Inputs, theme plot.Theme) ([]byte, error) {
	d, err := drawEquation(spec, in, theme)
	if err != nil {
		return nil, err
	}
	ink, bg := themeInk(theme)
	var b bytes.Buffer
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" role="img" aria-label="%s">`+"\n",
		cardW, cardH, cardW, cardH, html.EscapeString(spec.Title+d.says()))
	fmt.Fprintf(&b, `<rect width="100%%" height="100%%" fill="%s"/>`+"\n", bg)
	const margin, top, foot = 48.0, 178.0, 56.0
	line := func(y, size float64, weight, s string) {
		fmt.Fprintf(&b, `<text x="%g" y="%g" font-size="%g" font-weight="%s" fill="%s">%s</text>`+"\n",
			margin, y, size, weight, ink, html.EscapeString(s))
	}
	line(84, 52, "bold", cut(spec.Title, 38))
	switch {
	case d.failed:
		line(146, 38, "normal", cut(d.result, 52))
	case d.result != "":
		line(146, 38, "normal", cut("= "+d.result, 52))
	}
	fmt.Fprintf(&b, `<text x="%g" y="%g" font-size="24" fill="%s" fill-opacity="0.7">eqx · machine-learning equations, live</text>`+"\n",
		margin, cardH-20.0, ink)
	figs := d.figures
	if len(figs) > 3 {
		figs = figs[:3]
	}
	if n := float64(len(figs)); n > 0 {
		const gap = 24.0
		w := (cardW - 2*margin - gap*(n-1)) / n
		for i, fig := range figs {
			fig.place(&b, margin+float64(i)*(w+gap), top, w, cardH-top-foot)
		}
	}
	b.WriteString("</svg>\n")
	return b.Bytes(), nil
}
