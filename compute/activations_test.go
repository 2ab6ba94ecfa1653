package compute

import (
	"errors"
	"math"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestSigmoid(t *testing.T) {
	// Values other than the exact ones are 1/(1 + exp(−z)) in Python
	// decimal with 60 digits, rounded to float64.
	for _, test := range []struct {
		z, want, tol float64
	}{
		{z: 0, want: 0.5},                            // exact: 1/(1 + 1)
		{z: negZ, want: 0.5},                         // exact
		{z: 1, want: 0.7310585786300049, tol: 1e-15}, // decimal
		{z: -1, want: 0.2689414213699951, tol: 1e-15},
		{z: 2, want: 0.8807970779778824, tol: 1e-15},
		{z: 20, want: 0.9999999979388464, tol: 1e-15},
		{z: -20, want: 2.0611536181902037e-09, tol: 1e-15},
		{z: 1e-10, want: 0.500000000025, tol: 1e-15},
		// 1 − σ(37) ≈ 8.5e-17 is below half an ulp of 1 in one
		// direction only; the nearest float64 is 1 − 2⁻⁵³, and 1 is
		// within one ulp of it.
		{z: 37, want: 0.9999999999999999, tol: 1.2e-16},
		// The left tail needs relative accuracy: 1 − σ(40) would
		// cancel to 0.
		{z: -40, want: 4.248354255291589e-18, tol: 1e-15},
		{z: -708, want: 3.307553003638408e-308, tol: 1e-15},
		{z: -745, want: 5e-324}, // exp(−745) ≈ 4.9e-324 rounds to the least subnormal
		{z: -800, want: 0},      // exp(−800) ≈ 3.7e-348 underflows: 0, not NaN
		{z: 800, want: 1},       // exp(−800) underflows: exactly 1, not NaN
		{z: -1e308, want: 0},
		{z: 1e308, want: 1},
		{z: inf, want: 1},
		{z: negInf, want: 0},
		{z: nan, want: nan},
	} {
		got := Sigmoid(test.z)
		if !withinRel(got, test.want, test.tol) {
			t.Errorf("Sigmoid(%v) = %v, want %v (rel tol %g)", test.z, got, test.want, test.tol)
		}
		if got < 0 || got > 1 {
			t.Errorf("Sigmoid(%v) = %v, outside [0, 1]", test.z, got)
		}
	}
}

func TestSigmoidSymmetry(t *testing.T) {
	// σ(−z) = 1 − σ(z). For z ≥ 0 both sides are computed from the same
	// exp(−z), so the identity holds to a few ulps of 1.
	for _, z := range []float64{0, 0.25, 1, 3, 10, 30} {
		if got, want := Sigmoid(-z), 1-Sigmoid(z); math.Abs(got-want) > 4e-16 {
			t.Errorf("Sigmoid(-%v) = %v, 1 − Sigmoid(%v) = %v", z, got, z, want)
		}
	}
}

func TestSigmoidMonotone(t *testing.T) {
	prev := Sigmoid(math.Inf(-1))
	for z := -800.0; z <= 800; z += 0.5 {
		got := Sigmoid(z)
		if got < prev {
			t.Fatalf("Sigmoid is not monotone: Sigmoid(%v) = %v < Sigmoid(%v) = %v", z, got, z-0.5, prev)
		}
		prev = got
	}
}

func TestSigmoidNaive(t *testing.T) {
	// The naive form agrees in the body of the curve ...
	if got, want := SigmoidNaive(2), 0.8807970779778824; !withinRel(got, want, 1e-15) {
		t.Errorf("SigmoidNaive(2) = %v, want %v", got, want)
	}
	// ... and its exp(800) = +Inf still gives 1/(1 + Inf) = 0, which is
	// the right float64 there (σ(−800) ≈ 3.7e-348 underflows).
	if got := SigmoidNaive(-800); got != 0 {
		t.Errorf("SigmoidNaive(-800) = %v, want 0", got)
	}
}

func TestTanh(t *testing.T) {
	// Values other than the exact ones are (e^{2x} − 1)/(e^{2x} + 1) in
	// Python decimal with 60 digits, rounded to float64.
	for _, test := range []struct {
		x, want, tol float64
	}{
		{x: 0, want: 0},
		{x: 0.5, want: 0.46211715726000974, tol: 1e-15},
		{x: 1, want: 0.7615941559557649, tol: 1e-15},
		{x: -3, want: -0.9950547536867305, tol: 1e-15},
		{x: 20, want: 1}, // 1 − 8.5e-18 rounds to 1
		// tanh(x) = x − x³/3 + ...: relative accuracy near 0, where
		// (1 − e^{−2x})/(1 + e^{−2x}) would lose half the digits.
		{x: 1e-10, want: 1e-10, tol: 1e-16},
		{x: -1e-10, want: -1e-10, tol: 1e-16},
		{x: 1e-300, want: 1e-300, tol: 1e-16},
		{x: 5e-324, want: 5e-324},
		// (e^x − e^{−x})/(e^x + e^{−x}) would be Inf/Inf = NaN.
		{x: 800, want: 1},
		{x: -800, want: -1},
		{x: inf, want: 1},
		{x: negInf, want: -1},
		{x: nan, want: nan},
	} {
		got := Tanh(test.x)
		if !withinRel(got, test.want, test.tol) {
			t.Errorf("Tanh(%v) = %v, want %v (rel tol %g)", test.x, got, test.want, test.tol)
		}
	}
	// tanh is odd: the sign of a zero is kept.
	if got := Tanh(negZ); got != 0 || !math.Signbit(got) {
		t.Errorf("Tanh(-0) = %v (signbit %t), want -0", got, math.Signbit(got))
	}
}

func TestReLU(t *testing.T) {
	// max(0, z), by hand.
	for _, test := range []struct {
		z, want float64
	}{
		{z: 3, want: 3},
		{z: -3, want: 0},
		{z: 0, want: 0},
		{z: 1e-320, want: 1e-320},
		{z: -1e-320, want: 0},
		{z: math.MaxFloat64, want: math.MaxFloat64},
		{z: -math.MaxFloat64, want: 0},
		{z: inf, want: inf},
		{z: negInf, want: 0},
		{z: nan, want: nan},
	} {
		if got := ReLU(test.z); !withinRel(got, test.want, 0) {
			t.Errorf("ReLU(%v) = %v, want %v", test.z, got, test.want)
		}
	}
	// A clipped input is +0: the output is "clipped to zero", and a −0
	// would print as "-0" in results.
	for _, z := range []float64{negZ, -1} {
		if got := ReLU(z); got != 0 || math.Signbit(got) {
			t.Errorf("ReLU(%v) = %v (signbit %t), want +0", z, got, math.Signbit(got))
		}
	}
}

func TestGELU(t *testing.T) {
	// Reference: x·Φ(x) = (x/2)·erfc(−x/√2) in Python decimal at 80–200
	// digits, erfc from its Maclaurin series for |t| ≤ 5 and from its
	// continued fraction beyond (the two agree to 80 digits at t = 4.5
	// and t = 6), rounded to float64.
	//
	// The tolerance is 8·2⁻⁵² everywhere, the left tail included: the
	// argument −x/√2 is rounded, and erfc's relative condition number there
	// is about 2t² = x², so a plain erfc(−x/√2)/2 is off by x²·ε (1e-13 at
	// x = −37, as Python's math.erfc formula and SciPy's ndtr are); the
	// kernel puts the rounding back (stdNormalCDF). Below −37.5, where Φ is
	// subnormal, it sums the asymptotic series (geluLeftTail): 2·10⁻¹³
	// relative, or the spacing of a subnormal result. mpmath 1.2.1 at 60
	// digits gives the cases from −36.2 on.
	for _, test := range []struct {
		x, want float64
	}{
		{x: 0, want: 0},
		{x: 1e-300, want: 5e-301}, // Φ(x) = 1/2 + O(x)
		{x: 0.5, want: 0.34573123063700656},
		{x: 1, want: 0.8413447460685429},
		{x: 3, want: 2.99595030590511},
		{x: 10, want: 10}, // Φ(10) = 1 − 7.6e-24
		{x: -1, want: -0.15865525393145705},
		{x: -5, want: -1.4332578593959695e-06},
		{x: -10, want: -7.619853024160526e-23},
		{x: -20, want: -5.507248237212468e-88},
		{x: -30, want: -1.472014178144456e-196},
		{x: -36.24554768064874, want: -2.116523714121156e-286},
		{x: -37, want: -2.1184613523340935e-298},
		{x: -37.5, want: -1.7270073785932332e-306},
		{x: -37.52, want: -8.156179981756788e-307},
		{x: -38, want: -1.096462777e-314},
		{x: -38.4, want: -2.535e-321}, // subnormal: within its spacing
		// −40·Φ(−40) ≈ −1.46e-348 is below the least subnormal.
		{x: -40, want: 0},
		{x: -1e300, want: 0},
		{x: inf, want: inf},
		{x: negInf, want: 0}, // the limit of x·Φ(x), not −Inf·0 = NaN
		{x: nan, want: nan},
	} {
		tol := 8 * 0x1p-52
		if test.x < geluTail {
			tol = 2e-13
		}
		got := GELU(test.x)
		if !withinRel(got, test.want, tol) && !(math.Abs(test.want) < 0x1p-1022 && math.Abs(got-test.want) <= 0x1p-1074) {
			t.Errorf("GELU(%v) = %v, want %v (rel tol %.3g, rel err %.3g)", test.x, got, test.want, tol, math.Abs(got-test.want)/math.Abs(test.want))
		}
	}
}

func TestSoftmax(t *testing.T) {
	// Reference: e^{z_i/T}/Σ e^{z_j/T} in Python decimal with 60 digits,
	// rounded to float64, or exact where noted.
	softmax012 := []float64{0.09003057317038046, 0.24472847105479764, 0.6652409557748219} // decimal
	third := 0.3333333333333333                                                           // float64(1/3)
	for _, test := range []struct {
		name string
		z    []float64
		T    float64
		want []float64
		tol  float64
	}{
		{name: "typical", z: []float64{1, 2, 3}, T: 1, want: softmax012, tol: 1e-15},
		{name: "shifted", z: []float64{0, 1, 2}, T: 1, want: softmax012, tol: 1e-15},
		// The log-sum-exp shift: e^1000 overflows, the result does not.
		{name: "large logits", z: []float64{1000, 1001, 1002}, T: 1, want: softmax012, tol: 1e-15},
		{name: "large negative ties", z: []float64{-1000, -1000}, T: 1, want: []float64{0.5, 0.5}},
		{name: "equal logits", z: []float64{7, 7, 7, 7}, T: 1, want: []float64{0.25, 0.25, 0.25, 0.25}},
		{name: "single logit", z: []float64{42}, T: 1, want: []float64{1}},
		{name: "single huge logit", z: []float64{-1e308}, T: 1, want: []float64{1}},
		{name: "T=2", z: []float64{1, 2, 3}, T: 2,
			want: []float64{0.1863237232258476, 0.3071958857184984, 0.506480391055654}, tol: 1e-15},
		{name: "T=0.5", z: []float64{1, 2, 3}, T: 0.5,
			want: []float64{0.015876239976466765, 0.11731042782619837, 0.8668133321973349}, tol: 1e-15},
		// T → 0 gives the one-hot argmax, shared among ties.
		{name: "tiny T", z: []float64{1, 2, 3}, T: 1e-300, want: []float64{0, 0, 1}},
		{name: "tiny T ties", z: []float64{3, 1, 3}, T: 1e-300, want: []float64{0.5, 0, 0.5}},
		{name: "least subnormal T", z: []float64{0, 1}, T: 5e-324, want: []float64{0, 1}},
		// T → ∞ gives the uniform distribution.
		{name: "huge T", z: []float64{1, 2, 3}, T: 1e300, want: []float64{third, third, third}, tol: 1e-15},
		// e^{−745}/(1 + e^{−745}) rounds to the least subnormal.
		{name: "subnormal share", z: []float64{-745, 0}, T: 1, want: []float64{5e-324, 1}},
		// z_i − max overflows to −Inf: the share is 0, not NaN.
		{name: "full range", z: []float64{-1e308, 1e308}, T: 1, want: []float64{0, 1}},
		// +Inf logits share the mass equally; the others get 0.
		{name: "+Inf logits", z: []float64{inf, 0, inf}, T: 1, want: []float64{0.5, 0, 0.5}},
		{name: "+Inf and -Inf", z: []float64{inf, negInf}, T: 1, want: []float64{1, 0}},
		{name: "+Inf with T", z: []float64{1, inf}, T: 1e-3, want: []float64{0, 1}},
		// −Inf logits get 0 when some logit is finite.
		{name: "-Inf logit", z: []float64{negInf, 0}, T: 1, want: []float64{0, 1}},
	} {
		got, err := Softmax(nil, test.z, test.T)
		if err != nil {
			t.Errorf("%s: Softmax(%v, T=%v): unexpected error %v", test.name, test.z, test.T, err)
			continue
		}
		if len(got) != len(test.want) {
			t.Errorf("%s: Softmax(%v, T=%v) has %d entries, want %d", test.name, test.z, test.T, len(got), len(test.want))
			continue
		}
		for i := range got {
			if !withinRel(got[i], test.want[i], test.tol) {
				t.Errorf("%s: Softmax(%v, T=%v)[%d] = %v, want %v", test.name, test.z, test.T, i, got[i], test.want[i])
			}
		}
	}
}

func TestSoftmaxErrors(t *testing.T) {
	for _, test := range []struct {
		name      string
		z         []float64
		T         float64
		wantMsg   string
		empty     bool
		undefined bool
	}{
		{name: "nil", z: nil, T: 1, wantMsg: "logits", empty: true},
		{name: "empty", z: []float64{}, T: 1, wantMsg: "logits", empty: true},
		{name: "NaN logit", z: []float64{1, nan, 3}, T: 1, wantMsg: "logit 2 is NaN"},
		{name: "all -Inf", z: []float64{negInf, negInf}, T: 1, wantMsg: "-Infinity", undefined: true},
		{name: "T=0", z: []float64{1, 2}, T: 0, wantMsg: "temperature"},
		{name: "T=-0", z: []float64{1, 2}, T: negZ, wantMsg: "temperature"},
		{name: "T<0", z: []float64{1, 2}, T: -1, wantMsg: "temperature"},
		{name: "T=NaN", z: []float64{1, 2}, T: nan, wantMsg: "temperature"},
		{name: "T=+Inf", z: []float64{1, 2}, T: inf, wantMsg: "temperature"},
		{name: "T=-Inf", z: []float64{1, 2}, T: negInf, wantMsg: "temperature"},
	} {
		got, err := Softmax(nil, test.z, test.T)
		if err == nil {
			t.Errorf("%s: Softmax(%v, T=%v) = %v, want an error", test.name, test.z, test.T, got)
			continue
		}
		if !strings.Contains(err.Error(), test.wantMsg) {
			t.Errorf("%s: error %q does not contain %q", test.name, err, test.wantMsg)
		}
		if errors.Is(err, ErrEmpty) != test.empty {
			t.Errorf("%s: errors.Is(%q, ErrEmpty) = %t, want %t", test.name, err, !test.empty, test.empty)
		}
		if errors.Is(err, ErrUndefined) != test.undefined {
			t.Errorf("%s: errors.Is(%q, ErrUndefined) = %t, want %t", test.name, err, !test.undefined, test.undefined)
		}
	}
}

// exactSum returns the correctly rounded sum of x.
func exactSum(x []float64) float64 {
	var s big.Float
	s.SetPrec(2000)
	for _, v := range x {
		s.Add(&s, new(big.Float).SetFloat64(v))
	}
	f, _ := s.Float64()
	return f
}

func TestSoftmaxSumsToOne(t *testing.T) {
	rnd := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 1000; trial++ {
		n := 1 + rnd.IntN(10)
		z := make([]float64, n)
		scale := math.Pow(10, float64(rnd.IntN(7)-3)) // logits of size 1e-3 .. 1e3
		for i := range z {
			z[i] = scale * rnd.NormFloat64()
		}
		T := math.Pow(10, 2*rnd.Float64()-1) // 0.1 .. 10
		p, err := Softmax(nil, z, T)
		if err != nil {
			t.Fatalf("Softmax(%v, T=%v): %v", z, T, err)
		}
		// The sum is formed exactly, so only the kernel's rounding shows.
		if s := exactSum(p); math.Abs(s-1) > 1e-15 {
			t.Errorf("Softmax(%v, T=%v) sums to %v, |sum − 1| = %g > 1e-15", z, T, s, math.Abs(s-1))
		}
		for i, v := range p {
			if !(v >= 0 && v <= 1) {
				t.Errorf("Softmax(%v, T=%v)[%d] = %v, outside [0, 1]", z, T, i, v)
			}
		}
	}
}

func TestSoftmaxDst(t *testing.T) {
	z := []float64{1, 2, 3}
	want, err := Softmax(nil, z, 1)
	if err != nil {
		t.Fatal(err)
	}
	// A long enough dst is reused and trimmed to len(z).
	dst := make([]float64, 5)
	got, err := Softmax(dst, z, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 || &got[0] != &dst[0] {
		t.Errorf("Softmax did not reuse dst: len %d, same backing array %t", len(got), &got[0] == &dst[0])
	}
	// A short dst is replaced.
	short := make([]float64, 1)
	if got, _ := Softmax(short, z, 1); len(got) != 3 {
		t.Errorf("Softmax with a short dst returned %d entries, want 3", len(got))
	}
	// In place: dst and z may be the same slice.
	inPlace := append([]float64(nil), z...)
	if _, err := Softmax(inPlace, inPlace, 1); err != nil {
		t.Fatal(err)
	}
	for i := range want {
		if inPlace[i] != want[i] {
			t.Errorf("in-place Softmax[%d] = %v, want %v", i, inPlace[i], want[i])
		}
	}
	// z itself is not changed when dst is separate.
	if z[0] != 1 || z[1] != 2 || z[2] != 3 {
		t.Errorf("Softmax changed its input: %v", z)
	}
}

func TestGELUTanh(t *testing.T) {
	// References: the formula evaluated in mpmath at 30 digits; its largest
	// gap to the exact GELU on [-6, 6] is 4.73e-4 at |x| = 2.7 (Python,
	// math.erfc against math.tanh on a 0.01 grid).
	for _, c := range []struct{ x, want float64 }{
		{0, 0},
		{1, 0.84119199060827670},
		{-1, -0.15880800939172330},
		{3, 2.9963626079182270},
		{20, 20},
		{-20, 0},
	} {
		if got := GELUTanh(c.x); math.Abs(got-c.want) > 1e-15*math.Max(1, math.Abs(c.want)) {
			t.Errorf("GELUTanh(%v) = %v, want %v", c.x, got, c.want)
		}
	}
	worst := 0.0
	for x := -6.0; x <= 6; x += 0.01 {
		worst = math.Max(worst, math.Abs(GELUTanh(x)-GELU(x)))
	}
	if worst > 5e-4 || worst < 1e-4 {
		t.Errorf("largest gap to GELU on [-6, 6] = %v, want between 1e-4 and 5e-4", worst)
	}
}
