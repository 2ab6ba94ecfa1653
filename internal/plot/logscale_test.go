package plot

import (
	"math"
	"strings"
	"testing"
)

func TestLogTicks(t *testing.T) {
	tests := []struct {
		min, max float64
		labels   string // major tick labels, in order
		minor    int    // number of unlabelled ticks
	}{
		{1, 1000, "1 10 100 1000", 24}, // 2…9 in each of 3 decades
		{0.001, 1, "0.001 0.01 0.1 1", 24},
		{0.5, 200, "1 10 100", 5 + 8 + 8 + 1}, // 0.5…0.9, 2…9, 20…90, 200
		{1e-10, 1e10, "1e-9 1e-6 0.001 1 1000 1e6 1e9", 21 - 7},
		{1e4, 1e6, "10000 1e5 1e6", 16},
		{1e-300, 1e300, "1e-228 1e-152 1e-76 1 1e76 1e152 1e228", 0},
	}
	for _, tt := range tests {
		ticks := logTicker{}.Ticks(tt.min, tt.max)
		var labels []string
		minor := 0
		for _, tk := range ticks {
			if tk.Value < tt.min*(1-1e-12) || tk.Value > tt.max*(1+1e-12) {
				t.Errorf("[%v, %v]: tick %v outside", tt.min, tt.max, tk.Value)
			}
			if tk.IsMinor() {
				minor++
			} else {
				labels = append(labels, tk.Label)
			}
		}
		if got := strings.Join(labels, " "); got != tt.labels || minor != tt.minor {
			t.Errorf("[%v, %v]: labels %q and %d minor ticks, want %q and %d", tt.min, tt.max, got, minor, tt.labels, tt.minor)
		}
	}
}

// TestLogTicksNarrow checks ranges with fewer than two powers of ten:
// they fall back to linear ticks, at least two of them labelled and all
// positive.
func TestLogTicksNarrow(t *testing.T) {
	for _, r := range [][2]float64{{2, 30}, {0.5, 0.9}, {1.5, 9.5}, {99, 101}, {1e-300, 3e-300}} {
		majors := 0
		for _, tk := range (logTicker{}).Ticks(r[0], r[1]) {
			if !(tk.Value > 0) {
				t.Errorf("%v: tick at %v", r, tk.Value)
			}
			if !tk.IsMinor() {
				majors++
			}
		}
		if majors < 2 {
			t.Errorf("%v: %d labelled ticks, want at least 2", r, majors)
		}
	}
}

func TestLogDomain(t *testing.T) {
	tests := []struct {
		name           string
		d              Domain
		lo, hi         float64
		wantLo, wantHi float64
	}{
		{"whole decades", Domain{}, 0.003, 0.9, 0.001, 1},
		{"already decades", Domain{}, 1, 1000, 1, 1000},
		{"less than a decade kept", Domain{}, 2, 3, 2, 3},
		{"single value", Domain{}, 5, 5, 2.5, 10},
		{"no data", Domain{}, math.Inf(1), math.Inf(-1), 1, 10},
		{"fixed", Fixed(0.5, 0.7), 0.001, 1000, 0.5, 0.7},
		{"tiny clamped", Domain{}, 1e-320, 1, 1e-300, 1},
		{"huge clamped", Domain{}, 1, math.MaxFloat64, 1, 1e300},
	}
	for _, tt := range tests {
		lo, hi := logDomain(tt.d, tt.lo, tt.hi)
		if math.Abs(lo-tt.wantLo) > 1e-12*tt.wantLo || math.Abs(hi-tt.wantHi) > 1e-12*tt.wantHi {
			t.Errorf("%s: logDomain(%v, %v, %v) = [%v, %v], want [%v, %v]", tt.name, tt.d, tt.lo, tt.hi, lo, hi, tt.wantLo, tt.wantHi)
		}
	}
}

// ruleStyle is the style of a rule on Light: stroke width 1 is SVG's
// default and not written.
const ruleStyle = "fill:none;stroke:#57606A"

// TestLogY checks that data that cannot be placed on a log axis are
// skipped and that the axis is labelled at powers of ten.
func TestLogY(t *testing.T) {
	xs := []float64{0, 1, 2, 3, 4}
	tests := []struct {
		name   string
		mark   Mark
		prop   string
		shapes int
	}{
		{"line broken at zero", Line{X: xs, Y: []float64{1, 2, 0, 10, 20}}, "stroke:" + hexColor(0), 2},
		{"line broken at negative", Line{X: xs, Y: []float64{1, 2, 3, -10, 20}}, "stroke:" + hexColor(0), 1},
		{"dots skipped", Dot{X: xs, Y: []float64{-1, 0, 5, 50, math.NaN()}}, "fill:" + hexColor(0), 2},
		{"bars from the bottom", Bars{Values: []float64{5, 0, 50, -1}}, "fill:" + hexColor(0), 2},
		{"segments skipped", Segments{X1: xs[:2], Y1: []float64{1, 0}, X2: xs[:2], Y2: []float64{10, 10}}, "stroke:" + hexColor(0), 1},
		{"path vertices skipped", Path{X: xs, Y: []float64{1, 0, 10, -1, 100}}, "stroke:" + hexColor(0), 1},
		{"rule at zero skipped", RuleY{Y: 0}, ruleStyle, 0},
		{"rule drawn", RuleY{Y: 10}, ruleStyle, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// The Dot sets the automatic domain to [1, 1000].
			root, _ := checkSVG(t, Figure{LogY: true, Marks: []Mark{tt.mark, Dot{X: []float64{0, 0}, Y: []float64{1, 1000}}}})
			found := root.find(tt.prop)
			if tt.prop == ruleStyle {
				found = root.styled(ruleStyle)
			}
			got := 0
			for _, p := range found {
				got += len(subpaths(p))
			}
			if _, ok := tt.mark.(Dot); ok {
				got = len(root.discs(t, hexColor(0)))
			}
			if got != tt.shapes {
				t.Errorf("got %d shapes with %s, want %d", got, tt.prop, tt.shapes)
			}
			texts := " " + strings.Join(root.texts(), " ") + " "
			if !strings.Contains(texts, " 1 10 100 1000 ") {
				t.Errorf("tick labels %q, want 1 10 100 1000", root.texts())
			}
		})
	}
}
