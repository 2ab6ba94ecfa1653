package plot

import (
	"math"
	"strings"
	"testing"
)

// The tints below are the palette colors mixed into the background by
// hand: round(bg·(1 − α) + c·α) per channel. Blue #3B7DDD at α = 0.2 on
// white: 255·0.8 + (59, 125, 221)·0.2 = (215.8, 229, 248.2) → #D8E5F8;
// orange #E0701A: (248.8, 226.4, 209.2) → #F9E2D1. At α = 0.38 on white:
// blue 158.1 + (22.42, 47.5, 83.98) → #B5CEF2, orange 158.1 + (85.12,
// 42.56, 9.88) → #F3C9A8. On Dark's #0D1117 at α = 0.2: blue
// (13, 17, 23)·0.8 + (59, 125, 221)·0.2 = (22.2, 38.6, 62.6) → #16273F.
func TestShadeTints(t *testing.T) {
	nan := math.NaN()
	tests := []struct {
		name   string
		theme  Theme
		scale  ShadeScale
		values [][]float64
		want   []string // fills of the runs, bottom row first, left to right
	}{
		{"classes", Light, Classes, [][]float64{{0, 0, 1}, {1, 1, nan}}, []string{"#D8E5F8", "#F9E2D1", "#F9E2D1"}},
		{"classes on dark", Dark, Classes, [][]float64{{0, 0, 0}}, []string{"#16273F"}},
		// ½ is undecided: untinted.
		{"diverging", Light, Diverging, [][]float64{{0, 0.5, 1}}, []string{"#B5CEF2", "#F3C9A8"}},
		// Clamped to [0, 1]; 0 is untinted.
		{"sequential", Light, Sequential, [][]float64{{0, 1, 7}}, []string{"#B5CEF2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := Figure{Theme: tt.theme, X: Fixed(0, 3), Y: Fixed(0, float64(len(tt.values))),
				Marks: []Mark{Shade{X: [2]float64{0, 3}, Y: [2]float64{0, float64(len(tt.values))}, Values: tt.values, Scale: tt.scale}}}
			root, _ := checkSVG(t, f)
			if got := cellFills(root); strings.Join(got, " ") != strings.Join(tt.want, " ") {
				t.Errorf("fills %v, want %v", got, tt.want)
			}
		})
	}
}

// TestShadeRuns checks that equal neighbours in a row are one rectangle
// over their cells, in data coordinates: on the square figure of [0, 3]²
// the bottom row's run of class 0 spans x from 0 to 2 and y from 0 to 1,
// two thirds and one third of the data area, give or take the overlap.
// The rectangles of a class are one path, row after row.
func TestShadeRuns(t *testing.T) {
	values := [][]float64{{0, 0, 1}, {1, 1, 1}, {0, 1, 0}}
	f := Figure{X: Fixed(0, 3), Y: Fixed(0, 3), Equal: true,
		Marks: []Mark{Shade{X: [2]float64{0, 3}, Y: [2]float64{0, 3}, Values: values}}}
	root, _ := checkSVG(t, f)
	classes := root.find("fill:#")[1:]
	if len(classes) != 2 {
		t.Fatalf("%d paths, want 2 (a path per class)", len(classes))
	}
	zero, one := subpaths(classes[0]), subpaths(classes[1])
	if len(zero) != 3 || len(one) != 3 {
		t.Fatalf("%d and %d rectangles, want 3 of class 0 and 3 of class 1 (6 runs)", len(zero), len(one))
	}
	pts, _ := vertices(t, &node{attr: map[string]string{"d": zero[0]}})
	lo, hi := bounds(pts)
	all, _ := vertices(t, &node{attr: map[string]string{"d": one[1]}}) // the whole middle row
	alo, ahi := bounds(all)
	width := ahi.x - alo.x
	if !near(hi.x-lo.x, width*2/3, 1) || !near(lo.x, alo.x, 0.01) {
		t.Errorf("first run spans x %v…%v, want the first two thirds of %v…%v", lo.x, hi.x, alo.x, ahi.x)
	}
	if !near(math.Abs(hi.y-lo.y), width/3, 1) {
		t.Errorf("first run is %v high, want a third of %v", math.Abs(hi.y-lo.y), width)
	}
}

// TestShadeUnderGrid checks that the grid is drawn over the tints.
func TestShadeUnderGrid(t *testing.T) {
	f := Figure{X: Fixed(0, 1), Y: Fixed(0, 1), Marks: []Mark{Shade{X: [2]float64{0, 1}, Y: [2]float64{0, 1}, Values: [][]float64{{0}}}}}
	_, doc := checkSVG(t, f)
	s := string(doc)
	tint, grid := strings.Index(s, "fill:#D8E5F8"), strings.Index(s, "stroke:#D8DEE4")
	if tint < 0 || grid < 0 || grid < tint {
		t.Errorf("tint at %d, grid at %d: want the grid after the tint", tint, grid)
	}
}

func TestShadeErrors(t *testing.T) {
	for _, tt := range []struct {
		name string
		fig  Figure
		want string
	}{
		{"not a class", Figure{Marks: []Mark{Shade{X: [2]float64{0, 1}, Y: [2]float64{0, 1}, Values: [][]float64{{0.5}}}}}, "Values[0][0] = 0.5 is not a class"},
		{"negative class", Figure{Marks: []Mark{Shade{X: [2]float64{0, 1}, Y: [2]float64{0, 1}, Values: [][]float64{{-1}}}}}, "is not a class"},
		{"empty extent", Figure{Marks: []Mark{Shade{X: [2]float64{1, 1}, Y: [2]float64{0, 1}}}}, "must be finite with min < max"},
		{"ragged", Figure{Marks: []Mark{Shade{X: [2]float64{0, 1}, Y: [2]float64{0, 1}, Values: [][]float64{{0, 1}, {0}}}}}, "len(Values[1]) = 1 but len(Values[0]) = 2"},
		{"log", Figure{LogY: true, Marks: []Mark{Shade{X: [2]float64{0, 1}, Y: [2]float64{1, 2}, Values: [][]float64{{0}}}}}, "cannot be drawn with LogY"},
	} {
		_, err := tt.fig.SVG()
		if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "Shade") {
			t.Errorf("%s: error %v, want one naming Shade and %q", tt.name, err, tt.want)
		}
	}
}
