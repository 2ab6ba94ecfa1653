package plot

import (
	"bytes"
	"testing"
)

// TestSVGWriter draws figures of different sizes, one after the other,
// with one writer: each is what Figure.SVG draws (nothing of the last
// figure is left in its buffers, its scratch points, the cells of its
// dots, more than dedupeAbove of them, or its shade's paths), and a
// figure drawn again
// allocates less than drawn afresh.
func TestSVGWriter(t *testing.T) {
	xs := ramp(2*dedupeAbove, -3, 3)
	big := Figure{Title: "big", XLabel: "x", YLabel: "y", Marks: []Mark{Line{X: xs, Y: xs, Label: "a"}, Dot{X: xs, Y: xs}}}
	small := Figure{Marks: []Mark{Line{X: xs[:3], Y: xs[:3]}}}
	shade := func(v float64) Figure {
		return Figure{Marks: []Mark{Shade{X: [2]float64{0, 3}, Y: [2]float64{0, 2}, Values: [][]float64{{0, v, 1}, {v, 1, 0}}}}}
	}
	var w SVGWriter
	for _, f := range []Figure{big, small, shade(0.3), big, shade(0.7), small, shade(0.3), {Theme: 99}} {
		want, wantErr := f.SVG()
		got, err := w.SVG(f)
		if (err == nil) != (wantErr == nil) || !bytes.Equal(got, want) {
			t.Fatalf("writer: %d bytes, %v; Figure.SVG: %d bytes, %v", len(got), err, len(want), wantErr)
		}
	}
	fresh := testing.AllocsPerRun(20, func() { _, _ = big.SVG() })
	again := testing.AllocsPerRun(20, func() { _, _ = w.SVG(big) })
	// The canvas's buffer, its growth, and the root's copy.
	if again > fresh-2 {
		t.Errorf("a figure drawn again allocates %v times, drawn afresh %v", again, fresh)
	}
}
