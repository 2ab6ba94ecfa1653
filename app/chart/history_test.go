package chart

import (
	"math"
	"strings"
	"testing"

	"eqx/app/plot"
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
