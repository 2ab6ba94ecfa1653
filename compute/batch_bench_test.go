package compute

import (
	"fmt"
	"math"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// Benchmarks that scripts/bench-ratio.sh compares with numpy and that have
// no counterpart elsewhere: the batch form of a scalar kernel.

// BenchmarkSigmoidSlice1e6 applies SigmoidSlice to 10⁶ normal draws,
// writing into a preallocated slice: the work of numpy's 1/(1 + exp(−z))
// over an array.
func BenchmarkSigmoidSlice1e6(b *testing.B) {
	z, _ := benchVectors(bigN)
	dst := make([]float64, bigN)
	for b.Loop() {
		dst = SigmoidSlice(dst, z)
	}
	sinkVec = dst
}

// The batch kernels split vectors of parallelMin entries and more in two
// halves (startHalf) or in chunks (runChunks, the mean). The tests below check the split paths against
// plain serial loops, on lengths with odd tails, with one and two cores.

// batchLengths are lengths that take the split path, with every tail
// modulo the four lanes.
var batchLengths = []int{parallelMin, parallelMin + 1, parallelMin + 2, 3*parallelMin + 3}

// withProcs runs f with GOMAXPROCS set to 1 and then to 2, so that the
// helper goroutine is and is not used, and checks the two give the same
// bits (the split does not depend on the cores).
func withProcs(t *testing.T, name string, f func() (float64, error)) float64 {
	t.Helper()
	old := runtime.GOMAXPROCS(1)
	one, err1 := f()
	runtime.GOMAXPROCS(2)
	two, err2 := f()
	runtime.GOMAXPROCS(old)
	if err1 != nil || err2 != nil {
		t.Fatalf("%s: errors %v, %v", name, err1, err2)
	}
	if math.Float64bits(one) != math.Float64bits(two) {
		t.Errorf("%s: %v on one core, %v on two", name, one, two)
	}
	return two
}

func TestBatchKernelsMatchSerial(t *testing.T) {
	for _, n := range batchLengths {
		x, y := benchVectors(n)
		p, q := benchProbabilities(n)
		off := statBenchSample(n, 9)
		name := func(k string) string { return fmt.Sprintf("%s n=%d", k, n) }

		// Mean and variance of data offset by 1e9 (the hard case).
		var sum, c float64
		for _, v := range off { // Neumaier, serially
			t := sum + v
			if math.Abs(sum) >= math.Abs(v) {
				c += (sum - t) + v
			} else {
				c += (v - t) + sum
			}
			sum = t
		}
		mean := (sum + c) / float64(n)
		if got := withProcs(t, name("mean"), func() (float64, error) { return ArithmeticMean(off) }); !withinRel(got, mean, 1e-16) {
			t.Errorf("%s = %v, want %v", name("mean"), got, mean)
		}
		var ss float64
		for _, v := range off {
			ss += (v - mean) * (v - mean)
		}
		if got := withProcs(t, name("variance"), func() (float64, error) { return Variance(off, 1) }); !withinRel(got, ss/float64(n-1), 1e-12) {
			t.Errorf("%s = %v, want %v", name("variance"), got, ss/float64(n-1))
		}

		// Pearson: x and a noisy copy.
		z := make([]float64, n)
		for i := range z {
			z[i] = 1e9 + x[i] + 0.5*y[i]
		}
		var mx, mz float64
		for i := range x {
			mx += x[i]
			mz += z[i] - 1e9
		}
		mx /= float64(n)
		mz /= float64(n)
		var sxz, sxx, szz float64
		for i := range x {
			a, b := x[i]-mx, z[i]-1e9-mz
			sxz += a * b
			sxx += a * a
			szz += b * b
		}
		r := sxz / math.Sqrt(sxx*szz)
		if got := withProcs(t, name("pearson"), func() (float64, error) { return PearsonCorrelation(x, z) }); !withinRel(got, r, 1e-12) {
			t.Errorf("%s = %v, want %v", name("pearson"), got, r)
		}

		// MSE and the Euclidean distance.
		var sq float64
		for i := range x {
			sq += (x[i] - y[i]) * (x[i] - y[i])
		}
		if got := withProcs(t, name("mse"), func() (float64, error) { return MSE(x, y) }); !withinRel(got, sq/float64(n), 1e-13) {
			t.Errorf("%s = %v, want %v", name("mse"), got, sq/float64(n))
		}
		if got := withProcs(t, name("euclidean"), func() (float64, error) { return EuclideanDistance(x, y) }); !withinRel(got, math.Sqrt(sq), 1e-13) {
			t.Errorf("%s = %v, want %v", name("euclidean"), got, math.Sqrt(sq))
		}

		// Binary cross-entropy with soft labels.
		var bce float64
		lab := make([]float64, n)
		for i := range lab {
			lab[i] = float64(i%5) / 4
			bce -= lab[i]*math.Log(p[i]*float64(n)/2) + (1-lab[i])*math.Log(1-p[i]*float64(n)/2)
		}
		pp := make([]float64, n)
		for i := range pp {
			pp[i] = p[i] * float64(n) / 2
		}
		if got := withProcs(t, name("bce"), func() (float64, error) { return BinaryCrossEntropy(lab, pp, Mean) }); !withinRel(got, bce/float64(n), 1e-12) {
			t.Errorf("%s = %v, want %v", name("bce"), got, bce/float64(n))
		}

		// Entropy and the KL divergence.
		var h, kl float64
		for i := range p {
			h -= p[i] * math.Log(p[i])
			kl += p[i] * (math.Log(p[i]) - math.Log(q[i]))
		}
		if got := withProcs(t, name("entropy"), func() (float64, error) { return Entropy(p, 2) }); !withinRel(got, h/math.Ln2, 1e-13) {
			t.Errorf("%s = %v, want %v", name("entropy"), got, h/math.Ln2)
		}
		if got := withProcs(t, name("kl"), func() (float64, error) { return KLDivergence(p, q) }); !withinRel(got, kl, 1e-10) {
			t.Errorf("%s = %v, want %v", name("kl"), got, kl)
		}

		// Softmax, at T = 1 and T = 2.
		for _, T := range []float64{1, 2} {
			var max, s float64 = math.Inf(-1), 0
			for _, v := range x {
				max = math.Max(max, v)
			}
			want := make([]float64, n)
			for i, v := range x {
				want[i] = math.Exp((v - max) / T)
				s += want[i]
			}
			old := runtime.GOMAXPROCS(1)
			one, err1 := Softmax(nil, x, T)
			runtime.GOMAXPROCS(2)
			two, err2 := Softmax(nil, x, T)
			runtime.GOMAXPROCS(old)
			if err1 != nil || err2 != nil {
				t.Fatalf("%s: errors %v, %v", name("softmax"), err1, err2)
			}
			for i := range want {
				if one[i] != two[i] || !withinRel(two[i], want[i]/s, 1e-13) {
					t.Fatalf("%s T=%v: [%d] = %v (one core %v), want %v", name("softmax"), T, i, two[i], one[i], want[i]/s)
				}
			}
		}
	}
}

// TestBatchKernelsEdgeCases checks that long inputs give the errors and
// special values of the serial loops, wherever in the halves the culprit
// lies.
func TestBatchKernelsEdgeCases(t *testing.T) {
	n := parallelMin + 3
	for _, at := range []int{0, n/2 - 1, n / 2, n - 1} {
		x, y := benchVectors(n)
		p, q := benchProbabilities(n)

		z := slices.Clone(x)
		z[at] = math.NaN()
		if _, err := Softmax(nil, z, 1); err == nil || err.Error() != fmt.Sprintf("softmax: logit %d is NaN", at+1) {
			t.Errorf("softmax, NaN at %d: error %v", at, err)
		}
		z = slices.Clone(x)
		other := (at + n/3) % n
		z[at], z[other] = math.Inf(1), math.Inf(1)
		if s, err := Softmax(nil, z, 1); err != nil || s[at] != 0.5 || s[other] != 0.5 || s[(at+1)%n] != 0 {
			t.Errorf("softmax, +Inf at %d and %d: %v, %v", at, other, err, s[at])
		}
		if _, err := ArithmeticMean(z); err != nil {
			t.Errorf("mean with +Inf: %v", err)
		}
		z[at] = math.NaN()
		if _, err := ArithmeticMean(z); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("x[%d] is NaN", at+1)) {
			t.Errorf("mean, NaN at %d: error %v", at, err)
		}

		z = slices.Clone(x)
		z[at] = math.Inf(-1)
		if d, err := EuclideanDistance(z, y); err != nil || !math.IsInf(d, 1) {
			t.Errorf("euclidean, -Inf at %d: %v, %v", at, d, err)
		}
		z[at] = math.NaN()
		if d, err := EuclideanDistance(z, y); err == nil && !math.IsNaN(d) {
			t.Errorf("euclidean, NaN at %d: %v", at, d)
		}
		z = slices.Clone(x)
		z[at] = 1e200
		if d, err := EuclideanDistance(z, y); err != nil || !withinRel(d, 1e200, 1e-15) {
			t.Errorf("euclidean, 1e200 at %d: %v, %v", at, d, err)
		}
		if m, err := MSE(z, y); err != nil || !math.IsInf(m, 1) { // 1e400/n is beyond float64
			t.Errorf("mse, 1e200 at %d: %v, %v", at, m, err)
		}

		// Invalid probabilities: the error of the serial check.
		bad := slices.Clone(p)
		bad[at] = -0.1
		_, err := Entropy(bad, 2)
		if want := "entropy: " + CheckDistribution("p", bad).Error(); err == nil || err.Error() != want {
			t.Errorf("entropy, -0.1 at %d: error %v, want %q", at, err, want)
		}
		_, err = KLDivergence(p, bad)
		if want := "kl divergence: " + CheckDistribution("Q", bad).Error(); err == nil || err.Error() != want {
			t.Errorf("kl, Q[%d] = -0.1: error %v, want %q", at, err, want)
		}
		lab := make([]float64, n)
		_, err = BinaryCrossEntropy(lab, bad, Mean)
		if want := fmt.Sprintf("binary cross-entropy: probability p[%d] = -0.1 is outside [0, 1]", at+1); err == nil || err.Error() != want {
			t.Errorf("bce, p[%d] = -0.1: error %v, want %q", at, err, want)
		}

		// A zero of Q under a positive P: +Inf, once P and Q are valid.
		zq := slices.Clone(q)
		zq[(at+1)%n] += zq[at]
		zq[at] = 0
		if d, err := KLDivergence(p, zq); err != nil || !math.IsInf(d, 1) {
			t.Errorf("kl, Q[%d] = 0: %v, %v", at, d, err)
		}
	}

	// A sum off by more than the tolerance, and one just inside it.
	p, _ := benchProbabilities(n)
	p[0] += 2 * ProbabilityTolerance
	if _, err := Entropy(p, 2); err == nil {
		t.Errorf("entropy of a vector summing to 1 + 2e-6: no error")
	}
	p[0] -= 1.5 * ProbabilityTolerance
	if _, err := Entropy(p, 2); err != nil {
		t.Errorf("entropy of a vector summing to 1 + 5e-7: %v", err)
	}
	if _, err := Entropy(p, 1); err == nil || err.Error() != "entropy: log base 1 must be positive, finite and not 1" {
		t.Errorf("entropy, base 1: error %v", err)
	}
}

// TestBatchKernelsAllocate checks the split paths do not allocate, on two
// cores (testing.AllocsPerRun would run them on one).
func TestBatchKernelsAllocate(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	x, y := benchVectors(parallelMin + 1)
	p, q := benchProbabilities(parallelMin + 1)
	dst := make([]float64, len(x))
	for _, k := range []struct {
		name string
		f    func()
	}{
		{"softmax", func() { Softmax(dst, x, 1) }},
		{"mse", func() { MSE(x, y) }},
		{"euclidean", func() { EuclideanDistance(x, y) }},
		{"mean", func() { ArithmeticMean(x) }},
		{"variance", func() { Variance(x, 1) }},
		{"pearson", func() { PearsonCorrelation(x, y) }},
		{"entropy", func() { Entropy(p, 2) }},
		{"kl", func() { KLDivergence(p, q) }},
		{"bce", func() { BinaryCrossEntropy(p, q, Mean) }},
	} {
		name, f := k.name, k.f
		f() // the first call may create the helper and a job
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		for range 200 {
			f()
		}
		runtime.ReadMemStats(&after)
		// The runtime may allocate now and then on its own (a GC worker
		// starting; under -race, its detector's bookkeeping: 11 once);
		// an allocation per call would give 200.
		if a := after.Mallocs - before.Mallocs; a > 50 {
			t.Errorf("%s: %d allocations in 200 calls", name, a)
		}
	}
}
