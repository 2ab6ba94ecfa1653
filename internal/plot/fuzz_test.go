package plot

import (
	"bytes"
	"errors"
	"math"
	"strings"
	"testing"
)

// FuzzSVG checks that any data and labels render to valid SVG without
// panicking. Only the figure size and domains (with LogY, a non-positive
// Y domain) may cause errors here.
func FuzzSVG(f *testing.F) {
	f.Add(480.0, 300.0, "σ(z)", 0.0, 1.0, 2.0, 1e300, uint8(3), uint8(0), false)
	f.Add(120.0, 80.0, strings.Repeat("<long label> ", 40), math.NaN(), math.Inf(1), -1e308, 5e-324, uint8(1), uint8(1), true)
	f.Add(1000.0, 90.0, "", 1.0, 1.0, 1.0, 1.0, uint8(0), uint8(2), false)
	f.Add(480.0, 300.0, "ROC", 0.0, 1.0, 0.0, 1.0, uint8(31), uint8(3), true)
	f.Add(300.0, 300.0, "unit ball", -1.0, 1.0, -1.0, 1.0, uint8(12), uint8(3), false)
	f.Add(480.0, 300.0, "confusion", 5.0, math.NaN(), -2.0, 1e300, uint8(16), uint8(4), false)
	f.Add(480.0, 300.0, "log", 1e-3, 1e3, 0.5, 2.0, uint8(9), uint8(5), true)
	f.Add(200.0, 100.0, "log", -1.0, 0.0, 0.0, -5.0, uint8(7), uint8(5), false)
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
		switch kind % 6 {
		case 0:
			fig.Marks = []Mark{Line{X: xs, Y: ys, Label: label}, Dot{X: ys, Y: xs, Label: label + "."}, RuleX{X: a}, RuleY{Y: d}}
		case 1:
			fig.Marks = []Mark{Bars{Labels: labels, Values: ys, Label: label}, Bars{Values: xs, Label: label}, RuleY{Y: b}}
		case 2:
			fig.Marks = []Mark{Dot{X: xs, Y: ys}, Line{X: ys, Y: xs, Dashed: true}}
		case 3:
			fig.Equal = fixed
			fig.Marks = []Mark{
				Band{Min: a, Max: b, Vertical: true, Label: label}, Band{Min: c, Max: d},
				Area{X: xs, Y: ys, Y0: c, Step: fixed, Label: label},
				Line{X: xs, Y: ys, Step: !fixed},
				Segments{X1: xs, Y1: ys, X2: ys, Y2: xs, Arrow: true, Dashed: fixed, Label: label},
				Path{X: ys, Y: xs, Closed: true, Fill: !fixed, Label: label},
				Text{X: xs, Y: ys, Texts: labels},
			}
		case 4:
			rows := min(int(n%5)+1, int(n))
			values := make([][]float64, rows)
			for i := range values {
				values[i] = xs[i*len(xs)/rows : i*len(xs)/rows+len(xs)/rows]
			}
			fig.Marks = []Mark{Cells{Rows: labels[:rows], Values: values, Text: true, Label: label}, Dot{X: xs, Y: ys}}
		case 5:
			fig.LogY = true
			fig.Marks = []Mark{Area{X: xs, Y: ys, Y0: a}, Line{X: xs, Y: xs, Step: true}, Bars{Values: ys},
				Band{Min: c, Max: d}, RuleY{Y: b}, Segments{X1: xs, Y1: xs, X2: ys, Y2: ys}, Path{X: ys, Y: ys}, Text{X: xs, Y: ys, Texts: labels}}
		}
		_, _, sizeErr := fig.size()
		domainErr := fig.X.check("X")
		if domainErr == nil {
			domainErr = fig.Y.check("Y")
		}
		if domainErr == nil && fig.LogY && fixed && !(fig.Y.Min > 0) {
			domainErr = errors.New("non-positive log domain")
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
