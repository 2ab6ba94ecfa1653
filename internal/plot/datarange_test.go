package plot

import (
	"math"
	"testing"
)

// TestDataRange checks the data each mark adds to automatic domains.
func TestDataRange(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	empty := [4]float64{inf, -inf, inf, -inf}
	tests := []struct {
		name string
		mark Mark
		logY bool
		want [4]float64 // xmin, xmax, ymin, ymax
	}{
		{"area with baseline", Area{X: []float64{1, 2, nan}, Y: []float64{3, 4, 9}}, false, [4]float64{1, 2, 0, 4}},
		{"area baseline above", Area{X: []float64{1, 2}, Y: []float64{3, 4}, Y0: 7}, false, [4]float64{1, 2, 3, 7}},
		{"area infinite baseline", Area{X: []float64{1, 2}, Y: []float64{3, 4}, Y0: -inf}, false, [4]float64{1, 2, 3, 4}},
		{"area log baseline 0", Area{X: []float64{1, 2}, Y: []float64{3, 0.5}}, true, [4]float64{1, 2, 0.5, 3}},
		{"area empty", Area{Y0: 5}, false, empty},
		{"line log", Line{X: []float64{1, 2, 3}, Y: []float64{-1, 0, 5}}, true, [4]float64{3, 3, 5, 5}},
		{"step line", Line{X: []float64{1, 2}, Y: []float64{5, 6}, Step: true}, false, [4]float64{1, 2, 5, 6}},
		{"cells", Cells{Values: [][]float64{{1, 2, 3}, {4, 5, 6}}}, false, [4]float64{-0.5, 2.5, -0.5, 1.5}},
		{"cells empty", Cells{}, false, empty},
		{"text", Text{X: []float64{-1, 4, nan}, Y: []float64{2, 3, 0}, Texts: []string{"a", "b", "c"}}, false, [4]float64{-1, 4, 2, 3}},
		{"segments", Segments{X1: []float64{0, 5}, Y1: []float64{1, nan}, X2: []float64{-2, 9}, Y2: []float64{3, 9}}, false, [4]float64{-2, 0, 1, 3}},
		{"segments log", Segments{X1: []float64{0, 5}, Y1: []float64{0, 2}, X2: []float64{1, 6}, Y2: []float64{3, 9}}, true, [4]float64{5, 6, 2, 9}},
		{"path", Path{X: []float64{0, 1, inf}, Y: []float64{-1, 1, 0}}, false, [4]float64{0, 1, -1, 1}},
		{"vertical band", Band{Min: 3, Max: 2, Vertical: true}, false, [4]float64{2, 3, inf, -inf}},
		{"horizontal band", Band{Min: -inf, Max: 2}, false, [4]float64{inf, -inf, 2, 2}},
		{"band log", Band{Min: -1, Max: 10}, true, [4]float64{inf, -inf, 10, 10}},
		{"band NaN", Band{Min: nan, Max: 10}, false, empty},
		{"bars log", Bars{Values: []float64{0, 5, 50}}, true, [4]float64{-0.5, 2.5, 5, 50}},
		{"bars", Bars{Values: []float64{2, 5}}, false, [4]float64{-0.5, 1.5, 0, 5}},
		{"rule log", RuleY{Y: -1}, true, empty},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cs, _ := Light.colors()
			env := &markEnv{colors: cs, logY: tt.logY}
			if _, ok := tt.mark.(Bars); ok {
				env.bands = 1
			}
			l, err := tt.mark.layer(env)
			if err != nil {
				t.Fatal(err)
			}
			dr, ok := l.plotter.(dataRanger)
			if !ok {
				t.Fatalf("%T is not a dataRanger", l.plotter)
			}
			xmin, xmax, ymin, ymax := dr.DataRange()
			if got := [4]float64{xmin, xmax, ymin, ymax}; got != tt.want {
				t.Errorf("DataRange = %v, want %v", got, tt.want)
			}
		})
	}
}
