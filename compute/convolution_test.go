package compute

import (
	"errors"
	"math"
	"strings"
	"testing"
)

func TestConvolve1D(t *testing.T) {
	// Reference: scipy 1.10.1 signal.convolve (and signal.correlate for
	// the cross-correlation rows), by hand where noted.
	x := []float64{0, 1, 3, 2, 5, 4, 1, 0}
	diff := []float64{1, 0, -1}
	for _, test := range []struct {
		name  string
		x, w  []float64
		mode  ConvMode
		cross bool
		want  []float64
	}{
		{name: "valid", x: x, w: diff, mode: ConvValid, want: []float64{3, 1, 2, 2, -4, -4}},
		{name: "same", x: x, w: diff, mode: ConvSame, want: []float64{1, 3, 1, 2, 2, -4, -4, -1}},
		{name: "full", x: x, w: diff, mode: ConvFull, want: []float64{0, 1, 3, 1, 2, 2, -4, -4, -1, 0}},
		{name: "cross-correlation flips the sign", x: x, w: diff, mode: ConvValid, cross: true, want: []float64{-3, -1, -2, -2, 4, 4}},
		{name: "even filter, same", x: []float64{1, 2, 3, 4, 5}, w: []float64{1, 10, 100, 1000}, mode: ConvSame, want: []float64{12, 123, 1234, 2345, 3450}},
		{name: "filter longer than signal, same", x: []float64{1, 2}, w: []float64{1, 1, 1}, mode: ConvSame, want: []float64{3, 3}},
		{name: "filter longer than signal, full", x: []float64{1, 2}, w: []float64{1, 1, 1}, mode: ConvFull, want: []float64{1, 3, 3, 2}},
		{name: "one sample", x: []float64{7}, w: []float64{2}, mode: ConvValid, want: []float64{14}}, // hand
		// 1e308 + 1e308 exceeds the float64 range: +Inf is the true value.
		{name: "overflow", x: []float64{1e308, 1e308}, w: []float64{1, 1}, mode: ConvFull, want: []float64{1e308, math.Inf(1), 1e308}},
		{name: "tiny", x: []float64{1e-300}, w: []float64{1e-300}, mode: ConvValid, want: []float64{0}}, // underflows to 0
	} {
		f := Convolve1D
		if test.cross {
			f = CrossCorrelate1D
		}
		got, err := f(test.x, test.w, test.mode)
		if err != nil {
			t.Errorf("%s: unexpected error %v", test.name, err)
			continue
		}
		if !vecWithinAbs(got, test.want, 1e-12) {
			t.Errorf("%s: got %v, want %v", test.name, got, test.want)
		}
	}
}

func TestConvolve1DErrors(t *testing.T) {
	for _, test := range []struct {
		x, w  []float64
		mode  ConvMode
		msg   string
		empty bool
	}{
		{x: nil, w: []float64{1}, msg: "signal x", empty: true},
		{x: []float64{1}, w: nil, msg: "filter w", empty: true},
		{x: []float64{1, 2}, w: []float64{1, 2, 3}, mode: ConvValid, msg: "larger than the signal"},
		{x: []float64{1}, w: []float64{1}, mode: ConvMode(7), msg: "unknown mode"},
	} {
		_, err := Convolve1D(test.x, test.w, test.mode)
		if err == nil || !strings.Contains(err.Error(), test.msg) || errors.Is(err, ErrEmpty) != test.empty {
			t.Errorf("Convolve1D(%v, %v, %v): error %v, want one containing %q (ErrEmpty %t)", test.x, test.w, test.mode, err, test.msg, test.empty)
		}
	}
	if _, err := ParseConvMode("circular"); err == nil {
		t.Error(`ParseConvMode("circular"): no error`)
	}
	for _, m := range []ConvMode{ConvValid, ConvSame, ConvFull} {
		if got, err := ParseConvMode(m.String()); err != nil || got != m {
			t.Errorf("ParseConvMode(%q) = %v, %v", m.String(), got, err)
		}
	}
}

var cvImage = [][]float64{{1, 2, 0, 1, 3}, {0, 1, 3, 1, 0}, {2, 0, 1, 2, 1}, {1, 3, 0, 0, 2}, {0, 1, 2, 3, 1}}

func TestConvolve2D(t *testing.T) {
	// Reference: scipy 1.10.1 signal.convolve2d and signal.correlate2d.
	W := [][]float64{{1, 2, 0}, {0, 1, 0}, {-1, 0, 3}}
	W23 := [][]float64{{1, -2, 0.5}, {3, 0, -1}}
	for _, test := range []struct {
		name  string
		X, W  [][]float64
		mode  ConvMode
		cross bool
		want  [][]float64
	}{
		{name: "public vector", X: [][]float64{{0, 1, 2, 3}, {4, 5, 6, 7}, {8, 9, 10, 11}, {12, 13, 14, 15}}, W: W, mode: ConvValid, want: [][]float64{{31, 37}, {55, 61}}},
		{name: "public vector, correlate", X: [][]float64{{0, 1, 2, 3}, {4, 5, 6, 7}, {8, 9, 10, 11}, {12, 13, 14, 15}}, W: W, mode: ConvValid, cross: true, want: [][]float64{{29, 35}, {53, 59}}},
		{name: "valid", X: cvImage, W: W, mode: ConvValid, want: [][]float64{{5, 12, 3}, {3, 3, 13}, {12, 5, 9}}},
		{name: "same", X: cvImage, W: W, mode: ConvSame, want: [][]float64{{2, 7, 7, 3, 3}, {2, 5, 12, 3, 5}, {6, 3, 3, 13, 8}, {2, 12, 5, 9, 10}, {-3, 4, 11, 1, 1}}},
		{name: "full", X: cvImage, W: W, mode: ConvFull, want: [][]float64{
			{1, 4, 4, 1, 5, 6, 0}, {0, 2, 7, 7, 3, 3, 0}, {1, 2, 5, 12, 3, 5, 9}, {1, 6, 3, 3, 13, 8, 0},
			{-2, 2, 12, 5, 9, 10, 3}, {-1, -3, 4, 11, 1, 1, 6}, {0, -1, -2, 0, 5, 9, 3}}},
		{name: "2×3 filter, valid", X: cvImage, W: W23, mode: ConvValid, want: [][]float64{{0, -3.5, 8.5}, {11, 2, -5.5}, {-4.5, 7.5, 4}, {-1, -3.5, 2}}},
		{name: "2×3 filter, same", X: cvImage, W: W23, mode: ConvSame, want: [][]float64{
			{0, -3.5, 2, 1, -5.5}, {7, 0, -3.5, 8.5, -0.5}, {-1, 11, 2, -5.5, -2}, {1, -4.5, 7.5, 4, -6}, {10, -1, -3.5, 2, -0.5}}},
		{name: "correlate, valid", X: cvImage, W: W, mode: ConvValid, cross: true, want: [][]float64{{7, 11, 5}, {1, 5, 13}, {11, 10, 6}}},
		{name: "correlate, same", X: cvImage, W: W, mode: ConvSame, cross: true, want: [][]float64{
			{4, 11, 2, -2, 2}, {2, 7, 11, 5, 5}, {11, 1, 5, 13, 2}, {8, 11, 10, 6, 3}, {2, 8, 5, 3, 5}}},
		{name: "1×1 image and filter", X: [][]float64{{3}}, W: [][]float64{{-2}}, mode: ConvValid, want: [][]float64{{-6}}}, // hand
		{name: "filter larger than image, same", X: [][]float64{{1}}, W: W, mode: ConvSame, want: [][]float64{{1}}},         // centre tap W[1][1]
	} {
		f := Convolve2D
		if test.cross {
			f = CrossCorrelate2D
		}
		got, err := f(test.X, test.W, test.mode)
		if err != nil {
			t.Errorf("%s: unexpected error %v", test.name, err)
			continue
		}
		if !matWithinAbs(got, test.want, 1e-12) {
			t.Errorf("%s: got %v, want %v", test.name, got, test.want)
		}
	}
}

func TestConvolve2DErrors(t *testing.T) {
	for _, test := range []struct {
		X, W [][]float64
		msg  string
	}{
		{X: nil, W: [][]float64{{1}}, msg: "image X: no values"},
		{X: [][]float64{{}}, W: [][]float64{{1}}, msg: "image X: no values"},
		{X: [][]float64{{1}}, W: nil, msg: "filter W: no values"},
		{X: [][]float64{{1, 2}, {3}}, W: [][]float64{{1}}, msg: "row 2 has 1 entries"},
		{X: [][]float64{{1, 2}}, W: [][]float64{{1}, {1}}, msg: "rows of X and W: the filter (2) is larger than the signal (1)"},
		{X: [][]float64{{1, 2}}, W: [][]float64{{1, 1, 1}}, msg: "columns of X and W"},
	} {
		if _, err := Convolve2D(test.X, test.W, ConvValid); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("Convolve2D(%v, %v): error %v, want one containing %q", test.X, test.W, err, test.msg)
		}
	}
	if _, err := CrossCorrelate2D([][]float64{{1}}, [][]float64{{1}, {}}, ConvSame); err == nil {
		t.Error("CrossCorrelate2D with a ragged filter: no error")
	}
}

func TestConvLayer(t *testing.T) {
	// Reference: scipy 1.10.1 signal.convolve2d, then numpy tanh / the
	// public vectors' ReLU and sigmoid values.
	X := [][]float64{{1, 2, 0}, {0, 1, 3}, {4, 0, 1}}
	W := [][]float64{{1, -1}, {0, 2}}
	identity := func(z float64) float64 { return z }
	for _, test := range []struct {
		name string
		b    float64
		g    func(float64) float64
		mode ConvMode
		want [][]float64
	}{
		{name: "relu", b: -1, g: ReLU, mode: ConvValid, want: [][]float64{{2, 5}, {0, 2}}},
		{name: "sigmoid", b: 0, g: Sigmoid, mode: ConvValid, want: [][]float64{{0.9525741268224334, 0.9975273768433653}, {0.01798620996209156, 0.9525741268224334}}},
		{name: "tanh", b: 0.5, g: Tanh, mode: ConvValid, want: [][]float64{{0.9981778976111987, 0.9999954793514042}, {-0.9981778976111987, 0.9981778976111987}}},
		{name: "identity, full", b: -1, g: identity, mode: ConvFull, want: [][]float64{{0, 0, -3, -1}, {-1, 2, 5, -4}, {3, -5, 2, 4}, {-1, 7, -1, 1}}},
	} {
		got, err := ConvLayer(X, W, test.b, test.g, test.mode)
		if err != nil || !matWithinAbs(got, test.want, 1e-15) {
			t.Errorf("%s: got %v, %v; want %v", test.name, got, err, test.want)
		}
	}
	for _, b := range []float64{math.NaN(), math.Inf(1)} {
		if _, err := ConvLayer(X, W, b, ReLU, ConvValid); err == nil {
			t.Errorf("ConvLayer with b = %v: no error", b)
		}
	}
	if _, err := ConvLayer(X, W, 0, nil, ConvValid); err == nil {
		t.Error("ConvLayer without an activation: no error")
	}
	if _, err := ConvLayer(X, [][]float64{{1, 1, 1, 1}}, 0, ReLU, ConvValid); err == nil || !strings.HasPrefix(err.Error(), "convolution layer: ") {
		t.Errorf("ConvLayer with a filter wider than X: error %v", err)
	}
}

func TestGradientPolar(t *testing.T) {
	// Reference: Python 3.11 math.hypot and math.atan2, by hand for the
	// axes and the conventions.
	for _, test := range []struct {
		gx, gy, G, Theta float64
	}{
		{gx: 3, gy: 4, G: 5, Theta: 0.9272952180016122},
		{gx: -3, gy: -4, G: 5, Theta: 0.9272952180016122 - math.Pi}, // arctan(gy/gx) would give the same angle as (3, 4)
		{gx: 0, gy: 2, G: 2, Theta: math.Pi / 2},                    // arctan would divide by zero
		{gx: 0, gy: -2, G: 2, Theta: -math.Pi / 2},
		{gx: -1, gy: 0, G: 1, Theta: math.Pi},
		{gx: -1, gy: math.Copysign(0, -1), G: 1, Theta: math.Pi}, // −π is reported as π
		{gx: 0, gy: 0, G: 0, Theta: 0},                           // undefined direction: 0 by convention
		// A negative g_y tiny against g_x: atan2 is −π + 3.7e-37, whose
		// float64 is −3.141592653589793 (mpmath 1.2.1 at 50 digits); it was
		// turned into +π.
		{gx: -1.652149254959916e+37, gy: -6.164144591256429, G: 1.652149254959916e+37, Theta: -3.141592653589793},
		{gx: -1, gy: -1e-300, G: 1, Theta: -3.141592653589793},
		{gx: 1e200, gy: 1e200, G: 1.414213562373095e+200, Theta: 0.7853981633974483},
		{gx: 1e-300, gy: 1e-300, G: 1.414213562373095e-300, Theta: 0.7853981633974483},
		{gx: math.Inf(1), gy: 1, G: math.Inf(1), Theta: 0},
	} {
		G, theta := GradientPolar(test.gx, test.gy)
		if !withinAbs(G, test.G, 1e-15*math.Abs(test.G)) || !withinAbs(theta, test.Theta, 1e-15) {
			t.Errorf("GradientPolar(%v, %v) = %v, %v; want %v, %v", test.gx, test.gy, G, theta, test.G, test.Theta)
		}
	}
}

func TestImageGradient(t *testing.T) {
	// Reference: scipy 1.10.1 signal.correlate2d with the Sobel filters,
	// then numpy hypot and arctan2.
	const d45, r8 = 0.7853981633974483, 11.313708498984761
	ramp := [][]float64{{0, 1, 2, 3}, {1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6}}
	for _, test := range []struct {
		name     string
		X        [][]float64
		mode     ConvMode
		G, Theta [][]float64
	}{
		{name: "vertical edge points right", X: [][]float64{{0, 0, 1, 1}, {0, 0, 1, 1}, {0, 0, 1, 1}, {0, 0, 1, 1}}, mode: ConvValid,
			G: [][]float64{{4, 4}, {4, 4}}, Theta: [][]float64{{0, 0}, {0, 0}}},
		{name: "horizontal edge points down", X: [][]float64{{0, 0, 0, 0}, {0, 0, 0, 0}, {1, 1, 1, 1}, {1, 1, 1, 1}}, mode: ConvValid,
			G: [][]float64{{4, 4}, {4, 4}}, Theta: [][]float64{{math.Pi / 2, math.Pi / 2}, {math.Pi / 2, math.Pi / 2}}},
		{name: "diagonal ramp", X: ramp, mode: ConvValid, G: [][]float64{{r8, r8}, {r8, r8}}, Theta: [][]float64{{d45, d45}, {d45, d45}}},
		{name: "diagonal ramp, zero padded", X: ramp, mode: ConvSame,
			G: [][]float64{
				{5.656854249492381, 10.0, 13.416407864998739, 13.038404810405298},
				{10.0, r8, r8, 13.416407864998739},
				{13.416407864998739, r8, r8, 17.08800749063506},
				{13.038404810405298, 13.416407864998739, 17.08800749063506, 19.79898987322333}},
			Theta: [][]float64{
				{d45, 0.9272952180016121, 1.1071487177940904, 2.137525544318403},
				{0.6435011087932845, d45, d45, 2.677945044588987},
				{0.46364760900080615, d45, d45, 2.782821983319221},
				{-0.5667292175235064, -1.1071487177940904, -1.2120256565243244, -2.356194490192345}}},
		{name: "flat image", X: [][]float64{{2, 2, 2}, {2, 2, 2}, {2, 2, 2}}, mode: ConvValid, G: [][]float64{{0}}, Theta: [][]float64{{0}}},
	} {
		G, theta, err := ImageGradient(test.X, test.mode)
		if err != nil || !matWithinAbs(G, test.G, 1e-14) || !matWithinAbs(theta, test.Theta, 1e-15) {
			t.Errorf("%s: got %v, %v, %v; want %v, %v", test.name, G, theta, err, test.G, test.Theta)
		}
	}
	if _, _, err := ImageGradient([][]float64{{1, 2}, {3, 4}}, ConvValid); err == nil || !strings.HasPrefix(err.Error(), "image gradient: ") {
		t.Errorf("ImageGradient of a 2×2 image in valid mode: error %v", err)
	}
	// The filters are fresh copies.
	SobelX()[0][0] = 99
	if SobelX()[0][0] != -1 || SobelY()[0][0] != -1 {
		t.Error("SobelX or SobelY shares its storage")
	}
}
