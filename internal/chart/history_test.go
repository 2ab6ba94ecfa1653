package chart

import (
	"math"
	"strings"
	"testing"

	"eqx/internal/plot"
)

// The history draws whatever a run gives: one point, undefined losses, and
// losses over many decades (on a log scale).
func TestHistory(t *testing.T) {
	for _, tt := range []struct {
		losses []float64
		log    bool
	}{
		{[]float64{1}, false},
		{[]float64{1, 0.5, 0.25}, false},
		{[]float64{math.NaN(), 2, math.Inf(1), 1}, false},
		{[]float64{1, 1e-2, 1e-4, 1e-8}, true},
		{[]float64{1, 0, 1e-9}, false}, // a zero cannot be placed on a log scale
	} {
		f := History("loss", tt.losses, plot.Light)
		if f.LogY != tt.log {
			t.Errorf("History(%v): LogY = %v, want %v", tt.losses, f.LogY, tt.log)
		}
		svg, err := f.SVG()
		if err != nil {
			t.Errorf("History(%v): %v", tt.losses, err)
			continue
		}
		if !strings.Contains(string(svg), "step") {
			t.Errorf("History(%v): no step axis", tt.losses)
		}
	}
}

// The step axis ends at the least of 10, 20, 50, 100, … that holds the
// steps, so it changes only when a run passes one of them.
func TestHistorySpan(t *testing.T) {
	for _, tt := range []struct {
		n    int
		want float64
	}{{0, 10}, {1, 10}, {10, 10}, {11, 20}, {20, 20}, {21, 50}, {51, 100}, {101, 200}, {9999, 10000}, {10000, 10000}} {
		if got := historySpan(tt.n); got != tt.want {
			t.Errorf("historySpan(%d) = %v, want %v", tt.n, got, tt.want)
		}
		f := History("loss", make([]float64, tt.n+1), plot.Light)
		if f.X != plot.Fixed(0, tt.want) {
			t.Errorf("History of %d steps: X = %+v, want [0, %v]", tt.n, f.X, tt.want)
		}
	}
}
