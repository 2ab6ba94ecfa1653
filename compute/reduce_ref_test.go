package compute

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// The long reductions against references computed independently (exact
// fractions and mpmath, scripts/reduce_ref.py, reduce_ref_table_test.go)
// on adversarial inputs of 70001 entries, and the AVX2 kernels against the
// Go loops they stand for. u = 2^-53 is the unit roundoff.

const uRound = 0x1p-53

// reduceRefLCG is the 64-bit LCG of scripts/reduce_ref.py.
type reduceRefLCG struct{ s uint64 }

func (g *reduceRefLCG) next() uint64 {
	g.s = g.s*6364136223846793005 + 1442695040888963407
	return g.s >> 11
}

func (g *reduceRefLCG) unit() float64 { return float64(g.next()) * 0x1p-53 }

const reduceRefN = 70001

// oneMinusSum returns 1 − Σ p_i rounded once (as Python's float(1 − Fraction sum)).
func oneMinusSum(p []float64) float64 {
	s := new(big.Rat).SetInt64(1)
	for _, v := range p {
		s.Sub(s, new(big.Rat).SetFloat64(v))
	}
	f, _ := s.Float64()
	return f
}

func reduceRefDist(seed uint64, flat, subnormals, zeros bool) []float64 {
	g := reduceRefLCG{seed}
	p := make([]float64, 0, reduceRefN)
	for i := 0; i < reduceRefN-1; i++ {
		switch {
		case zeros && i%97 == 0:
			p = append(p, 0)
		case subnormals && i%101 == 0:
			p = append(p, math.Ldexp(float64(1+g.next()%1000), -1074))
		case flat:
			p = append(p, math.Ldexp(float64(1<<20)*1.75+float64(g.next()%1024), -37))
		default:
			p = append(p, math.Ldexp(float64(g.next()%(1<<20)), -40))
		}
	}
	return append(p, oneMinusSum(p))
}

// reduceRefInput builds the named input of scripts/reduce_ref.py.
func reduceRefInput(t *testing.T, name string) []float64 {
	g := reduceRefLCG{2024}
	x := make([]float64, reduceRefN)
	switch name {
	case "cancel":
		var r float64
		for i := range x {
			switch {
			case i+2 >= len(x):
				x[i] = g.unit()
			case i%3 == 0:
				r = float64(g.next())
				x[i] = r
			case i%3 == 1:
				x[i] = g.unit()
			default:
				x[i] = -r
			}
		}
	case "equal":
		for i := range x {
			x[i] = 0.1
		}
	case "magnitudes":
		for i := range x {
			m := g.unit()
			e := int(g.next()%601) - 300
			s := 1.0
			if g.next()&1 != 0 {
				s = -1
			}
			x[i] = s * math.Ldexp(m, e)
		}
	case "subnormal":
		for i := range x {
			x[i] = math.Ldexp(float64(int64(g.next()%2001)-1000), -1074)
		}
	case "offset":
		for i := range x {
			x[i] = 1e9 + (g.unit() - 0.5)
		}
	case "huge":
		for i := range x {
			x[i] = math.Ldexp(0.5+g.unit()/2, 1023)
		}
	case "mixed":
		for i := range x {
			v := math.Ldexp(g.unit(), int(g.next()%61)-30)
			if g.next()&1 != 0 {
				v = -v
			}
			if i%1000 == 0 {
				v += 1e15
			}
			if i%1000 == 500 {
				v -= 1e15
			}
			x[i] = v
		}
	case "p-spread":
		return reduceRefDist(1, false, true, true)
	case "p-flat":
		return reduceRefDist(2, true, false, false)
	case "q-spread":
		return reduceRefDist(3, false, false, false)
	case "q-near":
		p := reduceRefDist(2, true, false, false)
		q := make([]float64, 0, reduceRefN)
		for i, v := range p[:len(p)-1] {
			if i%2 != 0 {
				q = append(q, v+0x1p-60)
			} else {
				q = append(q, v-0x1p-60)
			}
		}
		return append(q, oneMinusSum(q))
	case "y-hard":
		for i := range x {
			x[i] = float64(g.next() & 1)
		}
	case "y-soft":
		for i := range x {
			x[i] = g.unit()
		}
	case "p-bce":
		g := reduceRefLCG{7}
		for i := range x {
			v := g.unit()
			switch {
			case i%7 == 0:
				v = math.Ldexp(0.5+v/2, -1000)
			case i%11 == 0:
				v = 1 - float64(1+g.next()%8)*0x1p-53
			case v == 0:
				v = 0.5
			}
			x[i] = v
		}
	default:
		t.Fatalf("no input %q", name)
	}
	return x
}

// TestReduceMeanVarianceReference: the mean is a compensated sum (Neumaier,
// TwoSum lanes) kept as a pair and divided by n as one (divideSum), so
// |μ̂ − μ| ≤ u|μ| + 2(nu)²·Σ|x_i|/n (Ogita, Rump and Oishi's bound for the
// compensated sum, plus the last rounding; a subnormal mean adds half a
// subnormal ulp); a sum that overflows is rescaled, rounded, then divided:
// 2u|μ| there ("huge"). NumPy's pairwise sum has the
// bound ≈ (log₂ n)·u·Σ|x_i|/n, which on "cancel" is ~10⁵ times the mean
// (NumPy's mean of it is off in the first digit). The variance (ddof = 1)
// is within 8u of the exact one.
func TestReduceMeanVarianceReference(t *testing.T) {
	n := float64(reduceRefN)
	for _, c := range reduceMeanRefs {
		x := reduceRefInput(t, c.name)
		m, err := ArithmeticMean(x)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		rounding := uRound
		if c.name == "huge" {
			rounding = 2 * uRound
		}
		bound := rounding*math.Abs(c.mean) + 2*(n*uRound)*(n*uRound)*c.abs + 0x1p-1074
		if e := math.Abs(m - c.mean); !(e <= bound) {
			t.Errorf("mean %s = %v, want %v within %.3g (error %.3g)", c.name, m, c.mean, bound, e)
		}
		if c.name == "huge" {
			continue
		}
		v, err := Variance(x, 1)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if e := math.Abs(v - c.variance); !(e <= 8*uRound*c.variance) {
			t.Errorf("variance %s = %v, want %v within 8u (relative error %.3g u)", c.name, v, c.variance, e/c.variance/uRound)
		}
	}
}

// TestReduceInformationReference: entropy and BCE with 0/1 labels are sums
// of terms of one sign, each within 3u (the logarithm < 1 ulp, the
// product; y·log p + (1 − y)·log(1 − p) for soft labels, of one sign
// too), compensated: within 5u of the exact value, on the AVX2 kernels as
// in the Go loops (js/wasm, other CPUs). KL's terms have both signs and the ratio P_i/Q_i is
// rounded: |D̂ − D| ≤ u·Σ P_i + 4u·Σ|P_i log(P_i/Q_i)| (absolute: when
// P ≈ Q the divergence is below the rounding of the ratios, as in any
// evaluation of Σ P_i log(P_i/Q_i)).
func TestReduceInformationReference(t *testing.T) {
	for _, c := range reduceEntropyRefs {
		p := reduceRefInput(t, c.name)
		h, err := Entropy(p, math.E)
		if err != nil {
			t.Fatalf("entropy %s: %v", c.name, err)
		}
		if e := math.Abs(h - c.h); !(e <= 5*uRound*c.h) {
			t.Errorf("entropy %s = %v, want %v within 5u (error %.3g u)", c.name, h, c.h, e/c.h/uRound)
		}
	}
	for _, c := range reduceKLRefs {
		p, q := reduceRefInput(t, c.p), reduceRefInput(t, c.q)
		d, err := KLDivergence(p, q)
		if err != nil {
			t.Fatalf("kl %s‖%s: %v", c.p, c.q, err)
		}
		if e := math.Abs(d - c.d); !(e <= uRound*(1+4*c.sumAbs)) {
			t.Errorf("kl %s‖%s = %v, want %v within %.3g (error %.3g)", c.p, c.q, d, c.d, uRound*(1+4*c.sumAbs), e)
		}
	}
	for _, c := range reduceBCERefs {
		y, p := reduceRefInput(t, c.y), reduceRefInput(t, c.p)
		l, err := BinaryCrossEntropy(y, p, Mean)
		if err != nil {
			t.Fatalf("bce %s: %v", c.y, err)
		}
		if e := math.Abs(l - c.mean); !(e <= 5*uRound*c.mean) {
			t.Errorf("bce %s = %v, want %v within 5u (error %.3g u)", c.y, l, c.mean, e/c.mean/uRound)
		}
	}
}

// TestAVX2LogExact: the vectorised logarithm of the entropy kernels is
// fdlibm's e_log.c lane for lane: entropyAVX2 on four equal entries (and
// entropyAVX512 on eight) gives a lane of x·log x each, bit for bit
// x·fdlibmLog(x) (the Go code and the kernels round the same operations; a
// build that fuses them, GOAMD64=v3, may differ by an ulp, which the test
// admits).
func TestAVX2LogExact(t *testing.T) {
	if !useAVX2 {
		t.Skip("no AVX2 kernel on this build or CPU")
	}
	// kernels run entropyAVX2 or entropyAVX512 on p, returning the entries
	// done, the lanes' sums and their compensations.
	type kernel func(p []float64) (int, []float64, []float64)
	kernels := map[string]kernel{
		"AVX2": func(p []float64) (int, []float64, []float64) {
			var acc [12]float64
			n := entropyAVX2(p, &acc)
			return n, acc[:4], acc[4:8]
		},
	}
	if useAVX512 {
		kernels["AVX-512"] = func(p []float64) (int, []float64, []float64) {
			var acc [24]float64
			n := entropyAVX512(p, &acc)
			return n, acc[:8], acc[8:16]
		}
	}
	rng := rand.New(rand.NewPCG(3, 4))
	xs := []float64{0x1p-1022, 0x1.0000000000001p-1022, 0.5, 1, math.Nextafter(1, 0), 0.9375, 0.70710678118654752, 1e-300, 1e-10}
	for range 100000 {
		xs = append(xs, math.Ldexp(1+rng.Float64(), -1-rng.IntN(1022)), 1-rng.Float64()*0x1p-4)
	}
	for name, run := range kernels {
		for _, x := range xs {
			p := []float64{x, x, x, x, x, x, x, x}
			n, sums, comps := run(p)
			if n != len(p) {
				t.Fatalf("%s: stopped at %d for %v", name, n, x)
			}
			want := x * fdlibmLog(x, 0, 0)
			for i := range sums {
				// Two entries per AVX2 lane.
				got := sums[i] + comps[i]
				if len(sums) == 4 {
					got /= 2
				}
				if got != want && math.Abs(got-want) > math.Abs(want)*0x1p-52 {
					t.Fatalf("%s lane %d: x·log x for x = %v: %v, want %v", name, i, x, got, want)
				}
			}
		}
		// Entries outside [2^-1022, 1] stop the kernel at their group.
		for _, bad := range []float64{0, 0x1p-1074, -0.5, 1.5, math.NaN(), math.Inf(1), math.Copysign(0, -1)} {
			p := make([]float64, 24)
			for i := range p {
				p[i] = 0.5
			}
			p[13] = bad
			// The groups before entry 13's: 12 entries in fours, 8 in eights.
			n, sums, _ := run(p)
			if want := 13 / len(sums) * len(sums); n != want {
				t.Errorf("%s with %v at entry 13 did %d entries, want %d", name, bad, n, want)
			}
		}
	}
}

// adversarialSlice returns n values of the kinds the reductions must get
// right: many magnitudes, both signs, subnormals, zeros, cancelling pairs.
func adversarialSlice(rng *rand.Rand, n int) []float64 {
	x := make([]float64, n)
	for i := range x {
		switch rng.IntN(6) {
		case 0:
			x[i] = math.Ldexp(rng.Float64()-0.5, rng.IntN(200)-100)
		case 1:
			x[i] = math.Ldexp(float64(rng.IntN(100)-50), -1074)
		case 2:
			x[i] = 0
		case 3:
			x[i] = 1e16 * float64(rng.IntN(3)-1)
		default:
			x[i] = rng.NormFloat64()
		}
	}
	return x
}

// TestSumRangeMatchesLanes: the AVX2 sum (sixteen TwoSum lanes) and the Go
// one (four) are both compensated sums, each within u|S| + γ²Σ|x_i| of the
// exact sum S, so they differ by at most twice that; the ranges are equal.
func TestSumRangeMatchesLanes(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 9))
	for _, n := range []int{1, 15, 16, 17, 100, 1000, 4099} {
		for range 20 {
			x := adversarialSlice(rng, n)
			s1, c1, lo1, hi1 := sumRange(x)
			s2, c2, lo2, hi2 := neumaierLanes(x)
			if useAVX2 && n >= 16 {
				s3, c3, lo3, hi3 := sumRange256(x)
				if d := math.Abs((s3 + c3) - (s1 + c1)); lo3 != lo1 || hi3 != hi1 || d > 2*uRound*math.Abs(s1+c1)+0x1p-1074 {
					t.Fatalf("n = %d: AVX2 sum %v [%v, %v], sumRange %v [%v, %v]", n, s3+c3, lo3, hi3, s1+c1, lo1, hi1)
				}
			}
			var abs float64
			exact := new(big.Float).SetPrec(2200)
			for _, v := range x {
				abs += math.Abs(v)
				exact.Add(exact, new(big.Float).SetFloat64(v))
			}
			e, _ := exact.Float64()
			g := float64(n) * uRound
			bound := uRound*math.Abs(e) + 2*g*g*abs + 0x1p-1074
			if d := math.Abs((s1 + c1) - e); !(d <= bound) {
				t.Fatalf("n = %d: AVX2 sum %v, exact %v (error %.3g > %.3g)", n, s1+c1, e, d, bound)
			}
			if d := math.Abs((s2 + c2) - e); !(d <= bound) {
				t.Fatalf("n = %d: Go sum %v, exact %v (error %.3g > %.3g)", n, s2+c2, e, d, bound)
			}
			if lo1 != lo2 || hi1 != hi2 {
				t.Fatalf("n = %d: range [%v, %v], Go [%v, %v]", n, lo1, hi1, lo2, hi2)
			}
		}
	}
}

// TestFastInformationMatchesGo: the AVX2 entropy, KL and BCE loops agree
// with the Go loops within the stated bounds, on vectors with zeros,
// subnormals and soft labels that send groups to the Go blocks, and report
// the same invalid entries.
func TestFastInformationMatchesGo(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 11))
	for _, n := range []int{3, 4, 37, 1000, 5003} {
		p := make([]float64, n)
		q := make([]float64, n)
		y := make([]float64, n)
		for i := range p {
			p[i], q[i] = rng.Float64(), rng.Float64()+0x1p-1022
			switch rng.IntN(20) {
			case 0:
				p[i] = 0
			case 1:
				p[i] = math.Ldexp(rng.Float64(), -1060)
			case 2:
				p[i] = 1
			}
			y[i] = float64(rng.IntN(2))
			if rng.IntN(50) == 0 {
				y[i] = rng.Float64()
			}
		}
		h1, s1, ok1 := entropySumFast(p)
		h2, s2, ok2 := entropySum(p)
		if ok1 != ok2 || math.Abs(h1-h2) > 8*uRound*h2 || math.Abs(s1-s2) > float64(n)*uRound*s2 {
			t.Errorf("n = %d: entropy %v %v %v, Go %v %v %v", n, h1, s1, ok1, h2, s2, ok2)
		}
		d1, _, _, inf1, ok1 := klSumFast(p, q)
		d2, _, _, inf2, ok2 := klSum(p, q)
		var abs float64
		for i := range p {
			if p[i] > 0 {
				abs += math.Abs(klTerm(p[i], q[i]))
			}
		}
		if ok1 != ok2 || inf1 != inf2 || math.Abs(d1-d2) > uRound*(float64(n)+8*abs) {
			t.Errorf("n = %d: kl %v %v %v, Go %v %v %v", n, d1, inf1, ok1, d2, inf2, ok2)
		}
		b1, ok1 := bceSumFast(y, p)
		b2, ok2 := bceSum(y, p)
		if ok1 != ok2 || (b1 != b2 && math.Abs(b1-b2) > float64(n)*uRound*b2) {
			t.Errorf("n = %d: bce %v %v, Go %v %v", n, b1, ok1, b2, ok2)
		}
		// An invalid entry anywhere is reported.
		p[n-1] = math.NaN()
		if _, _, ok := entropySumFast(p); ok {
			t.Errorf("n = %d: entropy accepted a NaN", n)
		}
		if _, _, _, _, ok := klSumFast(p, q); ok {
			t.Errorf("n = %d: kl accepted a NaN", n)
		}
		if _, ok := bceSumFast(y, p); ok {
			t.Errorf("n = %d: bce accepted a NaN", n)
		}
	}
}
