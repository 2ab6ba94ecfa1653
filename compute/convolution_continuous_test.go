package compute

import (
	"math"
	"testing"
)

func TestConvolveContinuous(t *testing.T) {
	// Reference: closed forms, checked with scipy 1.10.1 integrate.quad
	// (points at the kinks, epsabs 1e-15) and stats.norm / stats.exponnorm.
	type mk func(float64) (ContinuousSignal, error)
	for _, test := range []struct {
		name   string
		f, g   mk
		wf, wg float64
		t      float64
		want   float64
	}{
		{name: "box*box rising", f: BoxSignal, g: BoxSignal, wf: 1, wg: 1, t: 0.5, want: 0.5},
		{name: "box*box apex", f: BoxSignal, g: BoxSignal, wf: 1, wg: 1, t: 1, want: 1},
		{name: "box*box falling", f: BoxSignal, g: BoxSignal, wf: 1, wg: 1, t: 1.5, want: 0.5},
		{name: "box*box apart", f: BoxSignal, g: BoxSignal, wf: 1, wg: 1, t: -0.5, want: 0},
		{name: "box*box far", f: BoxSignal, g: BoxSignal, wf: 1, wg: 1, t: 1e300, want: 0},
		{name: "box 2 * box 0.5", f: BoxSignal, g: BoxSignal, wf: 2, wg: 0.5, t: 1, want: 0.5},
		// N(0,1) ∗ N(0,1) = N(0,2): 1/(2√π) at 0.
		{name: "gauss*gauss", f: GaussianSignal, g: GaussianSignal, wf: 1, wg: 1, t: 0, want: 0.28209479177387814},
		// N(0,1) ∗ N(0,4) = N(0,5) at 1: stats.norm.pdf(1, 0, √5).
		{name: "gauss*gauss widths", f: GaussianSignal, g: GaussianSignal, wf: 1, wg: 2, t: 1, want: 0.1614342258715362},
		// e^{−t}u(t) ∗ e^{−t}u(t) = t e^{−t}.
		{name: "exp*exp", f: ExponentialSignal, g: ExponentialSignal, wf: 1, wg: 1, t: 2, want: 0.2706705664732254},
		// (e^{−t/2} − e^{−2t})/(2 − 1/2) for scales 1/2 and 2.
		{name: "exp*exp scales", f: ExponentialSignal, g: ExponentialSignal, wf: 0.5, wg: 2, t: 1.5, want: 0.28171965624876716},
		{name: "box*exp inside", f: BoxSignal, g: ExponentialSignal, wf: 1, wg: 1, t: 0.5, want: 0.3934693402873666}, // 1 − e^{−1/2}
		{name: "box*exp after", f: BoxSignal, g: ExponentialSignal, wf: 1, wg: 1, t: 3, want: 0.08554821486874875},   // e^{−3}(e − 1)
		// The exponentially modified Gaussian: stats.exponnorm.pdf(1, 1).
		{name: "gauss*exp", f: GaussianSignal, g: ExponentialSignal, wf: 1, wg: 1, t: 1, want: 0.30326532985631666},
		{name: "triangle*box", f: TriangleSignal, g: BoxSignal, wf: 1, wg: 1, t: 0.3, want: 0.71},
		{name: "gauss*triangle", f: GaussianSignal, g: TriangleSignal, wf: 1, wg: 1, t: 0.7, want: 0.2992902791833534},
	} {
		f, err1 := test.f(test.wf)
		g, err2 := test.g(test.wg)
		if err1 != nil || err2 != nil {
			t.Fatalf("%s: %v, %v", test.name, err1, err2)
		}
		got, err := ConvolveContinuous(f, g, test.t)
		if err != nil || !withinAbs(got, test.want, 1e-12) {
			t.Errorf("%s: (f∗g)(%v) = %v, %v; want %v", test.name, test.t, got, err, test.want)
		}
		// Convolution commutes.
		if back, err := ConvolveContinuous(g, f, test.t); err != nil || !withinAbs(back, got, 1e-12) {
			t.Errorf("%s: (g∗f)(%v) = %v, %v; want %v", test.name, test.t, back, err, got)
		}
	}
}

func TestConvolveContinuousNarrowFarOut(t *testing.T) {
	// A narrow signal against a wide one, at a t far from the origin
	// compared with the narrow width: integrated over the wide signal's
	// variable, the narrow one's argument t − τ was off by an ulp of t,
	// and the results by 2e-12 to 5e-11 relative. Reference: the closed
	// forms in mpmath 1.2.1 at 40 digits.
	type mk func(float64) (ContinuousSignal, error)
	for _, test := range []struct {
		name   string
		f, g   mk
		wf, wg float64
		t      float64
		want   float64
	}{
		// e^{−t/a}/a · (2a²/w²)(cosh(w/a) − 1).
		{name: "exp*triangle", f: ExponentialSignal, g: TriangleSignal, wf: 424.06326404164895, wg: 0.0010700313204590982,
			t: 424.06641471496215, want: 0.00086750430686371497327},
		// (1 − e^{−t/b})/W for 0 ≤ t ≤ W.
		{name: "box*exp", f: BoxSignal, g: ExponentialSignal, wf: 159.13369944202603, wg: 0.0010758052478229817,
			t: 142.02997409354077, want: 0.0062840240848187522647},
		// The N(0, σ_f² + σ_g²) density.
		{name: "gauss*gauss", f: GaussianSignal, g: GaussianSignal, wf: 664.0553233600313, wg: 0.001821617819996255,
			t: 429.23675831536434, want: 0.00048750397991749525642},
	} {
		f, err1 := test.f(test.wf)
		g, err2 := test.g(test.wg)
		if err1 != nil || err2 != nil {
			t.Fatalf("%s: %v, %v", test.name, err1, err2)
		}
		for _, order := range []struct {
			name string
			a, b ContinuousSignal
		}{{"f∗g", f, g}, {"g∗f", g, f}} {
			got, err := ConvolveContinuous(order.a, order.b, test.t)
			if err != nil || !withinAbs(got, test.want, 1e-14*test.want) {
				t.Errorf("%s: (%s)(%v) = %v, %v; want %v", test.name, order.name, test.t, got, err, test.want)
			}
		}
	}
}

func TestConvolveContinuousErrors(t *testing.T) {
	for _, w := range []float64{0, -1, math.NaN(), math.Inf(1)} {
		for name, mk := range map[string]func(float64) (ContinuousSignal, error){
			"box": BoxSignal, "triangle": TriangleSignal, "gauss": GaussianSignal, "exp": ExponentialSignal,
		} {
			if _, err := mk(w); err == nil {
				t.Errorf("%s signal of width %v: no error", name, w)
			}
		}
	}
	box, _ := BoxSignal(1)
	for _, tv := range []float64{math.NaN(), math.Inf(1)} {
		if _, err := ConvolveContinuous(box, box, tv); err == nil {
			t.Errorf("ConvolveContinuous at t = %v: no error", tv)
		}
	}
	if _, err := ConvolveContinuous(ContinuousSignal{}, box, 0); err == nil {
		t.Error("ConvolveContinuous of a zero ContinuousSignal: no error")
	}
}
