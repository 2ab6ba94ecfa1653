package plot

import (
	"bytes"
	"math"
	"strings"
	"testing"
)

// FuzzSVG checks that any data and labels render to valid SVG without
// panicking. Only the figure size and domains may cause errors here.
func FuzzSVG(f *testing.F) {
	f.Add(480.0, 300.0, "σ(z)", 0.0, 1.0, 2.0, 1e300, uint8(3), uint8(0), false)
	f.Add(120.0, 80.0, strings.Repeat("<long label> ", 40), math.NaN(), math.Inf(1), -1e308, 5e-324, uint8(1), uint8(1), true)
	f.Add(1000.0, 90.0, "", 1.0, 1.0, 1.0, 1.0, uint8(0), uint8(2), false)
	f.Fuzz(func(t *testing.T, w, h float64, label string, a, b, c, d float64, n, kind uint8, fixed bool) {
		fig := Figure{Width: w, Height: h, Title: label, XLabel: label, YLabel: label}
		if fixed {
			fig.X = Fixed(math.Min(a, b), math.Max(a, b))
			fig.Y = Fixed(math.Min(c, d), math.Max(c, d))
		}
		xs := make([]float64, n)
		ys := make([]float64, n)
		labels := make([]string, n)
		vals := []float64{a, b, c, d}
		for i := range xs {
			xs[i] = vals[i%4] * float64(i)
			ys[i] = vals[(i+1)%4] - float64(i)
			labels[i] = strings.Repeat(label, i%3)
		}
		switch kind % 3 {
		case 0:
			fig.Marks = []Mark{Line{X: xs, Y: ys, Label: label}, Dot{X: ys, Y: xs, Label: label + "."}, RuleX{X: a}, RuleY{Y: d}}
		case 1:
			fig.Marks = []Mark{Bars{Labels: labels, Values: ys, Label: label}, Bars{Values: xs, Label: label}, RuleY{Y: b}}
		case 2:
			fig.Marks = []Mark{Dot{X: xs, Y: ys}, Line{X: ys, Y: xs, Dashed: true}}
		}
		_, _, sizeErr := fig.size()
		domainErr := fig.X.check("X")
		if domainErr == nil {
			domainErr = fig.Y.check("Y")
		}
		doc, err := fig.SVG()
		if err != nil {
			if sizeErr == nil && domainErr == nil {
				t.Fatalf("unexpected error: %v", err)
			}
			return
		}
		if nonFiniteInTag(doc) || !bytes.HasPrefix(doc, []byte("<svg ")) {
			t.Fatalf("bad output")
		}
		parse(t, doc)
	})
}
