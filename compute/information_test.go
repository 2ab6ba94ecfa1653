package compute

import (
	"errors"
	"math"
	"strings"
	"testing"
)

func TestEntropyUniform(t *testing.T) {
	// The entropy of the uniform distribution over K outcomes is log K.
	// log K, log₂ K and log₁₀ K are Python decimal (60 digits) rounded to
	// float64; log₂ K is exact for K = 1, 2, 4, 8.
	for _, test := range []struct {
		K                  int
		nats, bits, decits float64
	}{
		{K: 1, nats: 0, bits: 0, decits: 0},
		{K: 2, nats: 0.6931471805599453, bits: 1, decits: 0.3010299956639812},
		{K: 3, nats: 1.0986122886681098, bits: 1.584962500721156, decits: 0.47712125471966244},
		{K: 4, nats: 1.3862943611198906, bits: 2, decits: 0.6020599913279624},
		{K: 5, nats: 1.6094379124341003, bits: 2.321928094887362, decits: 0.6989700043360189},
		{K: 6, nats: 1.791759469228055, bits: 2.584962500721156, decits: 0.7781512503836436},
		{K: 7, nats: 1.9459101490553132, bits: 2.807354922057604, decits: 0.8450980400142568},
		{K: 8, nats: 2.0794415416798357, bits: 3, decits: 0.9030899869919435},
	} {
		p := make([]float64, test.K)
		for i := range p {
			p[i] = 1 / float64(test.K)
		}
		// 1/K is rounded, so the sum of K terms is within a few ulps.
		const tol = 2e-15
		for _, b := range []struct {
			base, want float64
		}{{math.E, test.nats}, {2, test.bits}, {10, test.decits}} {
			got, err := Entropy(p, b.base)
			if err != nil {
				t.Errorf("Entropy(uniform %d, base %v): unexpected error %v", test.K, b.base, err)
				continue
			}
			if !withinRel(got, b.want, tol) {
				t.Errorf("Entropy(uniform %d, base %v) = %v, want %v", test.K, b.base, got, b.want)
			}
		}
	}
}

func TestEntropy(t *testing.T) {
	// Reference: −Σ p log p / log b in Python decimal with 60 digits,
	// rounded to float64, or exact where noted.
	for _, test := range []struct {
		name string
		p    []float64
		base float64
		want float64
		tol  float64
	}{
		// The S4 example; its printed 0.4698716731013394 is neither.
		{name: "seed nats", p: []float64{0.9, 0.1}, base: math.E, want: 0.3250829733914482, tol: 1e-15},
		{name: "seed bits", p: []float64{0.9, 0.1}, base: 2, want: 0.4689955935892812, tol: 1e-15},
		{name: "seed bans", p: []float64{0.9, 0.1}, base: 10, want: 0.1411817415046076, tol: 1e-15},
		{name: "three", p: []float64{0.2, 0.3, 0.5}, base: math.E, want: 1.0296530140645734, tol: 1e-15},
		{name: "skewed", p: []float64{0.999, 0.001}, base: math.E, want: 0.007907255112232088, tol: 1e-14},
		// A certain outcome has entropy 0, with 0·log 0 = 0.
		{name: "certain", p: []float64{1}, base: math.E, want: 0},
		{name: "certain with zeros", p: []float64{0, 1, 0}, base: 2, want: 0},
		{name: "zero entry", p: []float64{0.5, 0, 0.5}, base: 2, want: 1},
		// In base 1/2 the entropy is −(bits).
		{name: "base 1/2", p: []float64{0.5, 0.5}, base: 0.5, want: -1, tol: 1e-15},
		{name: "base 1/2 seed", p: []float64{0.9, 0.1}, base: 0.5, want: -0.4689955935892812, tol: 1e-15},
		// 5e-324·log(5e-324) ≈ −3.678e-321 rounds to a multiple of the
		// least subnormal: only absolute accuracy is possible there.
		{name: "subnormal entry", p: []float64{1, 5e-324}, base: math.E, want: 3.676e-321},
	} {
		got, err := Entropy(test.p, test.base)
		if err != nil {
			t.Errorf("%s: Entropy(%v, %v): unexpected error %v", test.name, test.p, test.base, err)
			continue
		}
		ok := withinRel(got, test.want, test.tol)
		if test.want != 0 && math.Abs(test.want) < 0x1p-1022 {
			ok = withinAbs(got, test.want, 5e-324)
		}
		if !ok {
			t.Errorf("%s: Entropy(%v, %v) = %v, want %v", test.name, test.p, test.base, got, test.want)
		}
		if test.base > 1 && (got < 0 || math.Signbit(got)) {
			t.Errorf("%s: Entropy(%v, %v) = %v is negative", test.name, test.p, test.base, got)
		}
	}
}

func TestEntropyErrors(t *testing.T) {
	for _, test := range []struct {
		p       []float64
		base    float64
		wantMsg string
		empty   bool
	}{
		{p: nil, base: 2, wantMsg: "p", empty: true},
		{p: []float64{0.5, 0.6}, base: 2, wantMsg: "p sums to 1.1"},
		{p: []float64{0.3, 0.3}, base: 2, wantMsg: "p sums to 0.6"},
		{p: []float64{1.5, -0.5}, base: 2, wantMsg: "p[1] = 1.5 is not a probability"},
		{p: []float64{0.5, -0.5, 1}, base: 2, wantMsg: "p[2] = -0.5"},
		{p: []float64{nan, 1}, base: 2, wantMsg: "p[1] = NaN"},
		{p: []float64{inf}, base: 2, wantMsg: "p[1] = +Inf"},
		{p: []float64{1}, base: 1, wantMsg: "base 1"},
		{p: []float64{1}, base: 0, wantMsg: "base 0"},
		{p: []float64{1}, base: -2, wantMsg: "base -2"},
		{p: []float64{1}, base: inf, wantMsg: "base +Inf"},
		{p: []float64{1}, base: nan, wantMsg: "base NaN"},
	} {
		got, err := Entropy(test.p, test.base)
		if err == nil {
			t.Errorf("Entropy(%v, %v) = %v, want an error", test.p, test.base, got)
			continue
		}
		if !strings.Contains(err.Error(), test.wantMsg) {
			t.Errorf("Entropy(%v, %v): error %q does not contain %q", test.p, test.base, err, test.wantMsg)
		}
		if errors.Is(err, ErrEmpty) != test.empty {
			t.Errorf("Entropy(%v, %v): errors.Is(%q, ErrEmpty) = %t, want %t", test.p, test.base, err, !test.empty, test.empty)
		}
	}
}

func TestCheckDistribution(t *testing.T) {
	for _, test := range []struct {
		p       []float64
		wantMsg string // "" for a valid distribution
	}{
		{p: []float64{1}},
		{p: []float64{0.1, 0.2, 0.7}},  // sums to 0.9999999999999999
		{p: []float64{0.5, 0.5000009}}, // within 1e-6 of 1
		{p: []float64{0.5, 0.4999991}},
		{p: []float64{0, 0, 1}},
		{p: []float64{0.5, 0.500002}, wantMsg: "q sums to 1.000002,"}, // enough digits to see why
		{p: []float64{0.5, 0.499998}, wantMsg: "q sums to 0.999998"},
		{p: []float64{0, 0}, wantMsg: "q sums to 0"},
		{p: []float64{2, -1}, wantMsg: "q[1] = 2"},
		{p: nil, wantMsg: "q: no values"},
	} {
		err := CheckDistribution("q", test.p)
		switch {
		case test.wantMsg == "" && err != nil:
			t.Errorf("CheckDistribution(%v): unexpected error %v", test.p, err)
		case test.wantMsg != "" && err == nil:
			t.Errorf("CheckDistribution(%v): no error, want %q", test.p, test.wantMsg)
		case test.wantMsg != "" && !strings.Contains(err.Error(), test.wantMsg):
			t.Errorf("CheckDistribution(%v): error %q does not contain %q", test.p, err, test.wantMsg)
		}
	}
}

func TestKLDivergence(t *testing.T) {
	// Reference: Σ P log(P/Q) over P > 0, in Python decimal with 60
	// digits on the float64 inputs, rounded to float64, or exact where
	// noted. (scipy.stats.entropy gives 0.08228287850505178 and
	// 0.08717669357238891 for the asymmetry pair, within 2 ulps.)
	for _, test := range []struct {
		name string
		P, Q []float64
		want float64
		tol  float64
	}{
		{name: "identical", P: []float64{0.2, 0.3, 0.5}, Q: []float64{0.2, 0.3, 0.5}, want: 0},
		{name: "forward", P: []float64{0.7, 0.3}, Q: []float64{0.5, 0.5}, want: 0.08228287850505178, tol: 1e-15},
		{name: "reverse", P: []float64{0.5, 0.5}, Q: []float64{0.7, 0.3}, want: 0.08717669357238893, tol: 1e-15},
		{name: "three", P: []float64{0.1, 0.2, 0.7}, Q: []float64{0.3, 0.3, 0.4}, want: 0.20077680106635196, tol: 1e-15},
		// Terms with P_i = 0 contribute 0, even where Q_i = 0.
		{name: "P zero", P: []float64{0, 1}, Q: []float64{0.5, 0.5}, want: 0.6931471805599453, tol: 1e-15},
		{name: "P and Q zero", P: []float64{1, 0}, Q: []float64{1, 0}, want: 0},
		// P_i > 0 where Q_i = 0: P is not absolutely continuous w.r.t. Q.
		{name: "Q zero", P: []float64{0.5, 0.5}, Q: []float64{1, 0}, want: inf},
		{name: "Q zero, P tiny", P: []float64{1, 5e-324}, Q: []float64{1, 0}, want: inf},
		// P/Q = 0.5/5e-324 overflows; log P − log Q does not.
		{name: "subnormal Q", P: []float64{0.5, 0.5}, Q: []float64{1, 5e-324}, want: 371.52688878013066, tol: 1e-15},
	} {
		got, err := KLDivergence(test.P, test.Q)
		if err != nil {
			t.Errorf("%s: KLDivergence(%v, %v): unexpected error %v", test.name, test.P, test.Q, err)
			continue
		}
		if !withinRel(got, test.want, test.tol) {
			t.Errorf("%s: KLDivergence(%v, %v) = %v, want %v", test.name, test.P, test.Q, got, test.want)
		}
		if got < 0 || math.Signbit(got) {
			t.Errorf("%s: KLDivergence(%v, %v) = %v is negative", test.name, test.P, test.Q, got)
		}
	}
}

func TestKLDivergenceErrors(t *testing.T) {
	for _, test := range []struct {
		P, Q    []float64
		wantMsg string
		empty   bool
	}{
		{P: []float64{0.5, 0.5}, Q: []float64{0.2, 0.3, 0.5}, wantMsg: "P has 2 values but Q has 3"},
		{P: nil, Q: nil, wantMsg: "P and Q", empty: true},
		{P: []float64{0.5, 0.6}, Q: []float64{0.5, 0.5}, wantMsg: "P sums to 1.1"},
		{P: []float64{0.5, 0.5}, Q: []float64{0.2, 0.2}, wantMsg: "Q sums to 0.4"},
		{P: []float64{0.5, 0.5}, Q: []float64{1.1, -0.1}, wantMsg: "Q[1] = 1.1 is not a probability"},
		{P: []float64{nan, 1}, Q: []float64{0.5, 0.5}, wantMsg: "P[1] = NaN"},
	} {
		got, err := KLDivergence(test.P, test.Q)
		if err == nil {
			t.Errorf("KLDivergence(%v, %v) = %v, want an error", test.P, test.Q, got)
			continue
		}
		if !strings.Contains(err.Error(), test.wantMsg) || !strings.HasPrefix(err.Error(), "kl divergence: ") {
			t.Errorf("KLDivergence(%v, %v): error %q, want \"kl divergence: ...%s...\"", test.P, test.Q, err, test.wantMsg)
		}
		if errors.Is(err, ErrEmpty) != test.empty {
			t.Errorf("KLDivergence(%v, %v): errors.Is(%q, ErrEmpty) = %t, want %t", test.P, test.Q, err, !test.empty, test.empty)
		}
	}
}
