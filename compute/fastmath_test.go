package compute

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// ulpDiff returns the distance in units in the last place between a and b
// (0 when both are the same NaN class or the same infinity).
func ulpDiff(a, b float64) float64 {
	if a == b || (a != a && b != b) {
		return 0
	}
	if a != a || b != b || math.IsInf(a, 0) || math.IsInf(b, 0) || (a < 0) != (b < 0) {
		return math.Inf(1)
	}
	ia, ib := int64(math.Float64bits(math.Abs(a))), int64(math.Float64bits(math.Abs(b)))
	d := ia - ib
	if d < 0 {
		d = -d
	}
	return float64(d)
}

// sameFloat reports whether a and b are the same value (NaN matches NaN,
// and the signs of zeros must agree).
func sameFloat(a, b float64) bool {
	if a != a || b != b {
		return a != a && b != b
	}
	return a == b && math.Signbit(a) == math.Signbit(b)
}

// fastmathInputs returns n values spread over the whole float64 range
// (random bit patterns, both signs) and n more in the ranges that matter.
func fastmathInputs(n int, lo, hi float64) []float64 {
	r := rand.New(rand.NewPCG(1, 2))
	x := make([]float64, 0, 2*n)
	for range n {
		x = append(x, math.Float64frombits(r.Uint64()))
	}
	for range n {
		x = append(x, lo+(hi-lo)*r.Float64())
	}
	return x
}

// bigLn2 is ln 2 to 256 bits.
var bigLn2, _, _ = big.ParseFloat("0.69314718055994530941723212145817656807550013436025525412068000949339362196969471560586332699641868754200148102057068573368552023575813055703267075163507596193072757082837143519030703862", 10, 256, big.ToNearestEven)

// expRef is e^x correctly rounded (to float64, subnormals and overflow
// included), from a 256-bit evaluation: e^x = 2^k·e^r, r = x − k·ln 2,
// with the Taylor series of e^r.
func expRef(x float64) float64 {
	const prec = 256
	k := math.Round(x / math.Ln2)
	r := new(big.Float).SetPrec(prec).SetFloat64(x)
	kl := new(big.Float).SetPrec(prec).SetFloat64(k)
	kl.Mul(kl, bigLn2)
	r.Sub(r, kl)
	sum := new(big.Float).SetPrec(prec).SetFloat64(1)
	term := new(big.Float).SetPrec(prec).SetFloat64(1)
	for n := 1; n < 80; n++ {
		term.Mul(term, r)
		term.Quo(term, new(big.Float).SetPrec(prec).SetInt64(int64(n)))
		sum.Add(sum, term)
	}
	sum.SetMantExp(sum, int(k))
	f, _ := sum.Float64()
	return f
}

// expWant is math.Exp(x), except where the amd64 assembly overflows too
// early (709.43 < x ≤ 709.78) or rounds a subnormal result: there the
// correctly rounded value.
func expWant(x float64) float64 {
	if x > 709 && x < 709.79 || x < -708 && x > -746 {
		return expRef(x)
	}
	return math.Exp(x)
}

func TestExpSliceVersusBig(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	var x []float64
	for range 20_000 {
		x = append(x, -746+(710+746)*r.Float64())
	}
	for range 5_000 {
		x = append(x, 709+0.79*r.Float64(), -746+38*r.Float64())
	}
	got := make([]float64, len(x))
	expSlice(got, x)
	var worst, at float64
	off := 0
	for i, v := range x {
		d := ulpDiff(got[i], expRef(v))
		if d > worst {
			worst, at = d, v
		}
		if d > 0 {
			off++
		}
	}
	t.Logf("expSlice: max %v ulp versus the correctly rounded e^x (at x = %v), %d of %d inputs not correctly rounded", worst, at, off, len(x))
	if worst > 1 {
		t.Errorf("expSlice: max error %v ulp at x = %v, want ≤ 1", worst, at)
	}
}

// TestExpSliceAccuracy compares expSlice with math.Exp on 1.1·10⁶ inputs.
// The amd64 assembly of math.Exp is itself up to 2 ulp from the correctly
// rounded value (about 13% of its results are 1 ulp off); where the two
// differ by more than 1 ulp, expSlice must be within 1 ulp of the
// correctly rounded e^x.
func TestExpSliceAccuracy(t *testing.T) {
	x := fastmathInputs(500_000, -746, 710)
	r := rand.New(rand.NewPCG(3, 4))
	for range 100_000 { // small arguments, where e^x ≈ 1 + x
		x = append(x, (r.Float64()-0.5)*math.Ldexp(1, -r.IntN(60)))
	}
	got := make([]float64, len(x))
	expSlice(got, x)
	var worst, worstRef, at float64
	far := 0
	for i, v := range x {
		want := expWant(v)
		d := ulpDiff(got[i], want)
		if d > worst {
			worst, at = d, v
		}
		if d > 1 {
			far++
			if dr := ulpDiff(got[i], expRef(v)); dr > worstRef {
				worstRef = dr
			}
		}
		if math.IsInf(want, 0) || want == 0 || want != want {
			if !sameFloat(got[i], want) {
				t.Errorf("expSlice(%v) = %v, want %v", v, got[i], want)
			}
		}
	}
	t.Logf("expSlice: max %v ulp versus math.Exp (at x = %v), %d inputs; %d differ by more than 1 ulp, and there expSlice is within %v ulp of the correctly rounded e^x",
		worst, at, len(x), far, worstRef)
	if worst > 2 || worstRef > 1 {
		t.Errorf("expSlice: max error %v ulp versus math.Exp at x = %v, %v versus the correctly rounded value, want ≤ 1", worst, at, worstRef)
	}
}

func TestExpSliceSpecial(t *testing.T) {
	x := []float64{0, math.Copysign(0, -1), 1, -1, math.Inf(1), math.Inf(-1), math.NaN(),
		709, -708, 709.78, 7.09782712893383973096e+02, 709.7827128933841, 710, 1e300,
		-745.13, -7.45133219101941108420e+02, -745.2, -746, -1e300, -740, -720, -708.4,
		math.SmallestNonzeroFloat64, -math.SmallestNonzeroFloat64, 1e-20, -1e-20,
		math.MaxFloat64, -math.MaxFloat64}
	got := make([]float64, len(x))
	expSlice(got, x)
	for i, v := range x {
		want := expWant(v)
		if d := ulpDiff(got[i], want); d > 1 || ((want == 0 || math.IsInf(want, 0) || want != want || want == 1) && !sameFloat(got[i], want)) {
			t.Errorf("expSlice(%v) = %v, want %v (%v ulp)", v, got[i], want, d)
		}
	}
	// In place.
	y := append([]float64(nil), x...)
	expSlice(y, y)
	for i := range y {
		if !sameFloat(y[i], got[i]) {
			t.Errorf("expSlice in place (%v) = %v, want %v", x[i], y[i], got[i])
		}
	}
}

func TestLogSliceAccuracy(t *testing.T) {
	x := fastmathInputs(500_000, 0, 4)
	r := rand.New(rand.NewPCG(5, 6))
	for range 100_000 { // near 1, where log x ≈ x − 1
		x = append(x, 1+(r.Float64()-0.5)*math.Ldexp(1, -r.IntN(50)))
	}
	for range 50_000 { // subnormals
		x = append(x, math.Float64frombits(r.Uint64N(1<<52)))
	}
	got := make([]float64, len(x))
	logSlice(got, x)
	var worst, worstSub float64
	var at float64
	for i, v := range x {
		want := math.Log(v)
		if v > 0 && v < 0x1p-1022 {
			want = ln(v)
			if d := ulpDiff(got[i], want); d > worstSub {
				worstSub = d
			}
		}
		if d := ulpDiff(got[i], want); d > worst {
			worst, at = d, v
		}
		if !(v > 0) || math.IsInf(v, 1) {
			if !sameFloat(got[i], want) {
				t.Errorf("logSlice(%v) = %v, want %v", v, got[i], want)
			}
		}
	}
	t.Logf("logSlice: max %v ulp versus math.Log / ln (at x = %v), subnormals %v ulp, %d inputs", worst, at, worstSub, len(x))
	if worst > 1 {
		t.Errorf("logSlice: max error %v ulp at x = %v, want ≤ 1", worst, at)
	}
}

func TestLogSliceSpecial(t *testing.T) {
	x := []float64{0, math.Copysign(0, -1), 1, -1, math.Inf(1), math.Inf(-1), math.NaN(), 2, 0.5,
		math.E, math.Sqrt2, 1 / math.Sqrt2, math.Nextafter(1, 0), math.Nextafter(1, 2),
		math.SmallestNonzeroFloat64, 0x1p-1022, math.Nextafter(0x1p-1022, 0), 3e-310,
		-math.SmallestNonzeroFloat64, math.MaxFloat64, -math.MaxFloat64}
	want := []float64{math.Inf(-1), math.Inf(-1), 0, math.NaN(), math.Inf(1), math.NaN(), math.NaN()}
	got := make([]float64, len(x))
	logSlice(got, x)
	for i, v := range x {
		w := ln(v)
		if i < len(want) {
			w = want[i]
		}
		if d := ulpDiff(got[i], w); d > 1 || (i < len(want) && !sameFloat(got[i], w)) {
			t.Errorf("logSlice(%v) = %v, want %v (%v ulp)", v, got[i], w, d)
		}
	}
	if got[0] != math.Inf(-1) || got[2] != 0 || math.Signbit(got[2]) {
		t.Errorf("logSlice(0), logSlice(1) = %v, %v", got[0], got[2])
	}
	// log of the smallest subnormal: −1074·ln 2.
	if d := ulpDiff(got[14], -1074*math.Ln2); d > 1 {
		t.Errorf("logSlice(5e-324) = %v, want %v", got[14], -1074*math.Ln2)
	}
}

func TestLog1mSliceAccuracy(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	var p []float64
	for range 300_000 {
		p = append(p, r.Float64())
	}
	for range 200_000 { // small p, where log1p(−p) ≈ −p
		p = append(p, r.Float64()*math.Ldexp(1, -r.IntN(80)))
	}
	for range 50_000 { // p near 1 and negative p
		p = append(p, 1-r.Float64()*math.Ldexp(1, -r.IntN(50)), -r.Float64())
	}
	p = append(p, 0, math.Copysign(0, -1), 1, -1, 0.5, math.SmallestNonzeroFloat64, 0x1p-1022,
		math.Nextafter(1, 0), 2, -2, math.Inf(1), math.Inf(-1), math.NaN(), 1e-300)
	got := make([]float64, len(p))
	log1mSlice(got, p)
	var worst, at float64
	for i, v := range p {
		want := math.Log1p(-v)
		if d := ulpDiff(got[i], want); d > worst {
			worst, at = d, v
		}
		if (want == 0 || math.IsInf(want, 0) || want != want) && !sameFloat(got[i], want) {
			t.Errorf("log1mSlice(%v) = %v, want %v", v, got[i], want)
		}
	}
	t.Logf("log1mSlice: max %v ulp versus math.Log1p(−p) (at p = %v), %d inputs", worst, at, len(p))
	if worst > 1 {
		t.Errorf("log1mSlice: max error %v ulp at p = %v, want ≤ 1", worst, at)
	}
}

func TestSigmoidSlice(t *testing.T) {
	z := fastmathInputs(100_000, -800, 800)
	z = append(z, 0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), 40, -40, 745, -745, 1e-300)
	got := SigmoidSlice(nil, z)
	var worst float64
	for i, v := range z {
		want := Sigmoid(v)
		d := ulpDiff(got[i], want)
		if d > worst {
			worst = d
		}
		if d > 2 || ((want == 0 || want == 1 || want != want) && !sameFloat(got[i], want)) {
			t.Errorf("SigmoidSlice(%v) = %v, want %v (%v ulp)", v, got[i], want, d)
		}
	}
	t.Logf("SigmoidSlice: max %v ulp versus Sigmoid", worst)
	// In place, and dst reuse.
	y := append([]float64(nil), z...)
	if out := SigmoidSlice(y, y); &out[0] != &y[0] {
		t.Errorf("SigmoidSlice did not reuse dst")
	}
	for i := range y {
		if !sameFloat(y[i], got[i]) {
			t.Errorf("SigmoidSlice in place (%v) = %v, want %v", z[i], y[i], got[i])
		}
	}
	if out := SigmoidSlice(nil, nil); len(out) != 0 {
		t.Errorf("SigmoidSlice(nil) = %v", out)
	}
}

// TestFastmathBatchKernels checks the long-vector paths that use expSlice
// and logSlice (Softmax, BinaryCrossEntropy, Entropy, KLDivergence) on
// vectors with edge values against the scalar formulas.
func TestFastmathBatchKernels(t *testing.T) {
	n := parallelMin + 5
	r := rand.New(rand.NewPCG(11, 12))
	y, p, q := make([]float64, n), make([]float64, n), make([]float64, n)
	for i := range p {
		y[i] = float64(r.IntN(2))
		if i%7 == 0 {
			y[i] = r.Float64() // soft label
		}
		p[i] = r.Float64()
		q[i] = r.Float64() + 0.01
	}
	edges := []float64{0, 1, math.SmallestNonzeroFloat64, 0x1p-1022, 1e-300, 1e-20, 0.5, math.Nextafter(1, 0), 0.9999, 0.96, 1.05 / 1.1}
	for k, e := range edges {
		p[10*k+3] = e
		y[10*k+3] = 1 // y = 1 with p = 0 would be +Inf: keep it finite
		if e == 0 {
			y[10*k+3] = 0
		}
		p[10*k+4], y[10*k+4] = e, 0
		if e == 1 {
			y[10*k+4] = 1
		}
	}
	// BCE.
	var want float64
	for i := range y {
		want -= xlogy(y[i], p[i]) + xlog1my(1-y[i], p[i])
	}
	got, err := BinaryCrossEntropy(y, p, Sum)
	if err != nil || !withinRel(got, want, 1e-13) {
		t.Errorf("BinaryCrossEntropy = %v, %v; want %v", got, err, want)
	}
	// BCE with 0/1 labels only (one logarithm per term, logPlusSlice).
	yh := make([]float64, n)
	want = 0
	for i := range y {
		yh[i] = math.Round(y[i])
		if p[i] == 0 || p[i] == 1 {
			yh[i] = p[i] // keep it finite
		}
		want -= xlogy(yh[i], p[i]) + xlog1my(1-yh[i], p[i])
	}
	got, err = BinaryCrossEntropy(yh, p, Sum)
	if err != nil || !withinRel(got, want, 1e-13) {
		t.Errorf("BinaryCrossEntropy (0/1 labels) = %v, %v; want %v", got, err, want)
	}
	yh[3], p[3] = 1, 0 // a confident wrong prediction costs +Inf
	if got, err := BinaryCrossEntropy(yh, p, Sum); err != nil || !math.IsInf(got, 1) {
		t.Errorf("BinaryCrossEntropy (y = 1, p = 0) = %v, %v; want +Inf", got, err)
	}
	p[3] = 0
	// Each log(1 − p) of logPlusSlice within 1 ulp of math.Log1p(−p).
	u, c, l := make([]float64, n), make([]float64, n), make([]float64, n)
	for i, v := range p {
		u[i] = 1 - v
		c[i] = (1 - u[i]) - v
	}
	logPlusSlice(l, u, c)
	for i, v := range p {
		if d := ulpDiff(l[i], math.Log1p(-v)); d > 1 {
			t.Errorf("logPlusSlice(1 − %v) = %v, want %v (%v ulp)", v, l[i], math.Log1p(-v), d)
		}
	}
	// Entropy and KL of normalized p and q (with the edge values).
	var sp, sq float64
	for i := range p {
		sp += p[i]
		sq += q[i]
	}
	for i := range p {
		p[i] /= sp
		q[i] /= sq
	}
	p[9] += p[3] + p[4] + p[5] // keep the sums at 1
	p[3], p[4], p[5] = 0, math.SmallestNonzeroFloat64, 1e-310
	q[9] += q[6]
	q[6] = 3e-320
	var h, kl float64
	for i := range p {
		h -= xlogy(p[i], p[i])
		if p[i] != 0 {
			kl += klTerm(p[i], q[i])
		}
	}
	if got, err := Entropy(p, math.E); err != nil || !withinRel(got, h, 1e-13) {
		t.Errorf("Entropy = %v, %v; want %v", got, err, h)
	}
	if got, err := KLDivergence(p, q); err != nil || !withinRel(got, kl, 1e-12) {
		t.Errorf("KLDivergence = %v, %v; want %v", got, err, kl)
	}
	// Softmax with −Inf logits and a temperature.
	z := make([]float64, n)
	for i := range z {
		z[i] = 50 * r.NormFloat64()
	}
	z[7], z[8] = math.Inf(-1), -1e300
	for _, T := range []float64{1, 0.3} {
		s, err := Softmax(nil, z, T)
		if err != nil {
			t.Fatal(err)
		}
		max := math.Inf(-1)
		for _, v := range z {
			max = math.Max(max, v)
		}
		var sum float64
		e := make([]float64, n)
		for i, v := range z {
			e[i] = math.Exp((v - max) / T)
			sum += e[i]
		}
		for i := range z {
			if w := e[i] / sum; !withinRel(s[i], w, 1e-14) && math.Abs(s[i]-w) > 1e-300 {
				t.Fatalf("Softmax T=%v [%d] = %v, want %v", T, i, s[i], w)
			}
		}
		if s[7] != 0 || s[8] != 0 {
			t.Errorf("Softmax of −Inf, −1e300 = %v, %v", s[7], s[8])
		}
	}
}
