package plot

import (
	"bytes"
	"testing"
)

// TestSVGWriter draws figures of different sizes, one after the other,
// with one writer: each is what Figure.SVG draws (nothing of the last
// figure is left in its buffers, its scratch points or the cells of its
// dots: more than dedupeAbove of them), and a figure drawn again
// allocates less than drawn afresh.
func TestSVGWriter(t *testing.T) {
	xs := ramp(2*dedupeAbove, -3, 3)
	big := Figure{Title: "big", XLabel: "x", YLabel: "y", Marks: []Mark{Line{X: xs, Y: xs, Label: "a"}, Dot{X: xs, Y: xs}}}
	small := Figure{Marks: []Mark{Line{X: xs[:3], Y: xs[:3]}}}
	var w SVGWriter
	for _, f := range []Figure{big, small, big, small, {Theme: 99}} {
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
