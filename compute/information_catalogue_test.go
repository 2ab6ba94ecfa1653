package compute

import (
	"math"
	"testing"
)

// icClose reports whether got is within tol of want, absolutely; ±Inf must
// match exactly.
func icClose(got, want, tol float64) bool {
	if math.IsInf(want, 0) || math.IsNaN(got) {
		return got == want
	}
	return math.Abs(got-want) <= tol
}

func TestCrossEntropy(t *testing.T) {
	for _, test := range []struct {
		name      string
		P, Q      []float64
		base      float64
		want, tol float64
	}{
		// scipy 1.10.1: −Σ special.xlogy(P, Q) / log(base).
		{name: "one-hot", P: []float64{1, 0, 0}, Q: []float64{0.7, 0.2, 0.1}, base: math.E, want: 0.35667494393873245, tol: 1e-15},
		// Also H(P) + KL(P‖Q) with scipy.stats.entropy.
		{name: "H + KL", P: []float64{0.7, 0.3}, Q: []float64{0.5, 0.5}, base: math.E, want: 0.6931471805599453, tol: 1e-15},
		{name: "bits", P: []float64{0.7, 0.3}, Q: []float64{0.5, 0.5}, base: 2, want: 1, tol: 1e-15},
		{name: "uniform, bits", P: []float64{0.25, 0.25, 0.25, 0.25}, Q: []float64{0.25, 0.25, 0.25, 0.25}, base: 2, want: 2, tol: 1e-15},
		{name: "bans", P: []float64{0.5, 0.5}, Q: []float64{0.5, 0.5}, base: 10, want: 0.3010299956639812, tol: 1e-15},
		// Hand: a perfect one-hot prediction costs 0; a confident wrong
		// one costs +Inf; a subnormal Q_i gives −ln(5e-324) (mpmath).
		{name: "perfect", P: []float64{0, 1}, Q: []float64{0, 1}, base: math.E, want: 0},
		{name: "confidently wrong", P: []float64{1, 0}, Q: []float64{0, 1}, base: math.E, want: math.Inf(1)},
		{name: "subnormal Q", P: []float64{1, 0}, Q: []float64{5e-324, 1}, base: math.E, want: 744.4400719213812, tol: 1e-12},
	} {
		got, err := CrossEntropy(test.P, test.Q, test.base)
		if err != nil || !icClose(got, test.want, test.tol) || math.Signbit(got) {
			t.Errorf("%s: CrossEntropy(%v, %v, %v) = %v, %v; want %v", test.name, test.P, test.Q, test.base, got, err, test.want)
		}
	}
	_, err := CrossEntropy([]float64{1}, []float64{0.5, 0.5}, math.E)
	wantErr(t, "CrossEntropy(mismatched)", err, "P has 1 values but Q has 2", nil)
	_, err = CrossEntropy(nil, nil, math.E)
	wantErr(t, "CrossEntropy(empty)", err, "cross-entropy", ErrEmpty)
	_, err = CrossEntropy([]float64{0.5, 0.6}, []float64{0.5, 0.5}, math.E)
	wantErr(t, "CrossEntropy(sum 1.1)", err, "P sums to 1.1", nil)
	_, err = CrossEntropy([]float64{0.5, 0.5}, []float64{1.5, -0.5}, math.E)
	wantErr(t, "CrossEntropy(negative)", err, "Q[1] = 1.5 is not a probability", nil)
	for _, b := range []float64{1, 0, -2, math.NaN(), math.Inf(1)} {
		_, err = CrossEntropy([]float64{1}, []float64{1}, b)
		wantErr(t, "CrossEntropy(bad base)", err, "must be positive, finite and not 1", nil)
	}
}

func TestJSDivergence(t *testing.T) {
	for _, test := range []struct {
		name      string
		P, Q      []float64
		base      float64
		want, tol float64
	}{
		// scipy 1.10.1: ½Σ rel_entr(P, M) + ½Σ rel_entr(Q, M), cross-checked
		// with spatial.distance.jensenshannon(P, Q, base)**2.
		{name: "typical", P: []float64{0.7, 0.3}, Q: []float64{0.5, 0.5}, base: math.E, want: 0.021005925701837062, tol: 1e-15},
		{name: "three, bits", P: []float64{0.2, 0.3, 0.5}, Q: []float64{0.1, 0.6, 0.3}, base: 2, want: 0.06724889839732032, tol: 1e-15},
		// Disjoint supports: the bound ln 2, one bit.
		{name: "disjoint", P: []float64{1, 0}, Q: []float64{0, 1}, base: math.E, want: math.Ln2, tol: 1e-16},
		{name: "disjoint, bits", P: []float64{1, 0}, Q: []float64{0, 1}, base: 2, want: 1, tol: 1e-16},
		{name: "equal", P: []float64{0.5, 0.5}, Q: []float64{0.5, 0.5}, base: math.E, want: 0},
		{name: "shared zero", P: []float64{0, 1}, Q: []float64{0, 1}, base: math.E, want: 0},
		// Nearly equal: the naive sum of logs (scipy) gives −2.7e-17;
		// mpmath 1.2.1 at 60 digits gives 4.999999994736445e-19.
		{name: "nearly equal", P: []float64{0.5 + 1e-9, 0.5 - 1e-9}, Q: []float64{0.5, 0.5}, base: math.E, want: 4.999999994736445e-19, tol: 1e-27},
		// mpmath 1.2.1 at 80 digits on the float64 inputs.
		{name: "tiny mass moved", P: []float64{1, 0}, Q: []float64{1 - 1e-12, 1e-12}, base: math.E, want: 3.4657359028009765e-13, tol: 1e-25},
		{name: "nearly disjoint", P: []float64{1 - 1e-10, 1e-10}, Q: []float64{1e-10, 1 - 1e-10}, base: math.E, want: 0.6931471781573602, tol: 1e-15},
		{name: "swapped", P: []float64{0.6, 0.4}, Q: []float64{0.4, 0.6}, base: math.E, want: 0.020135513550688863, tol: 1e-16},
		{name: "close", P: []float64{0.3, 0.7}, Q: []float64{0.36, 0.64}, base: math.E, want: 0.002037387287908008, tol: 1e-17},
		{name: "four", P: []float64{0.1, 0.2, 0.3, 0.4}, Q: []float64{0.4, 0.3, 0.2, 0.1}, base: math.E, want: 0.10644013528622315, tol: 1e-16},
	} {
		got, err := JSDivergence(test.P, test.Q, test.base)
		if err != nil || !icClose(got, test.want, test.tol) {
			t.Errorf("%s: JSDivergence(%v, %v, %v) = %v, %v; want %v", test.name, test.P, test.Q, test.base, got, err, test.want)
		}
		// It is symmetric.
		if rev, _ := JSDivergence(test.Q, test.P, test.base); rev != got {
			t.Errorf("%s: JSDivergence(Q, P) = %v ≠ JSDivergence(P, Q) = %v", test.name, rev, got)
		}
	}
	// One entry far smaller than its counterpart, from 1e-7 down to the
	// smallest subnormal: its ratio to the other rounds to 0, where
	// log1p(−t) of t = (p − q)/(p + q) = −1 once gave −∞ and the clamp
	// made the divergence 0. mpmath 1.2.1 at 60 digits on the float64
	// inputs (½ Σ p log(p/m) + q log(q/m)); scipy 1.10.1's
	// jensenshannon(P, Q)**2 gives 0.2157615543388357 for 1e-20 too.
	for _, test := range []struct {
		x, half, close, far float64
	}{
		{1e-7, 0.2157607677487662, 7.522379132452416e-09, 0.6931463593125172},
		{1e-17, 0.2157615543388355, 7.522379132452418e-19, 0.6931471805599431},
		{1e-20, 0.2157615543388357, 7.522379132452419e-22, 0.6931471805599432},
		{1e-100, 0.2157615543388357, 7.522379132452418e-102, 0.6931471805599432},
		{1e-200, 0.2157615543388357, 7.522379132452417e-202, 0.6931471805599432},
		{1e-300, 0.2157615543388357, 7.522379132452417e-302, 0.6931471805599432},
		{0x1p-1022, 0.2157615543388357, 1.673784916139995e-309, 0.6931471805599432},
		{1e-310, 0.2157615543388357, 7.52237913245e-312, 0.6931471805599432},
		{1e-320, 0.2157615543388357, 7.5e-322, 0.6931471805599432},
		{5e-324, 0.2157615543388357, 0, 0.6931471805599432},
	} {
		for _, c := range []struct {
			name string
			P, Q []float64
			want float64
		}{
			{"[1, x] against [½, ½]", []float64{1, test.x}, []float64{0.5, 0.5}, test.half},
			{"[1, x] against [1, 0.37x]", []float64{1, test.x}, []float64{1, test.x * 0.37}, test.close},
			{"[1 − 2⁻⁵³, 2⁻⁵³] against [x, 1]", []float64{1 - 0x1p-53, 0x1p-53}, []float64{test.x, 1}, test.far},
		} {
			got, err := JSDivergence(c.P, c.Q, math.E)
			if err != nil || !icClose(got, c.want, 1e-15*c.want+0x1p-1073) {
				t.Errorf("x = %g: JSDivergence(%s) = %v, %v; want %v", test.x, c.name, got, err, c.want)
			}
			if rev, _ := JSDivergence(c.Q, c.P, math.E); rev != got {
				t.Errorf("x = %g: JSDivergence of %s is not symmetric: %v and %v", test.x, c.name, got, rev)
			}
		}
	}
	_, err := JSDivergence([]float64{1, 0}, []float64{1}, math.E)
	wantErr(t, "JSDivergence(mismatched)", err, "P has 2 values but Q has 1", nil)
	_, err = JSDivergence(nil, nil, 2)
	wantErr(t, "JSDivergence(empty)", err, "js divergence", ErrEmpty)
	_, err = JSDivergence([]float64{0.5, 0.5}, []float64{0.2, 0.2}, 2)
	wantErr(t, "JSDivergence(sum 0.4)", err, "Q sums to 0.4", nil)
	_, err = JSDivergence([]float64{1}, []float64{1}, 1)
	wantErr(t, "JSDivergence(base 1)", err, "log base 1", nil)
}

func TestConditionalEntropyAndInformationGain(t *testing.T) {
	for _, test := range []struct {
		name            string
		counts          [][]float64
		base            float64
		wantH, wantGain float64
	}{
		// scipy 1.10.1: H(Y|X) = Σ_x (n_x/N)·stats.entropy(row, base) and
		// I = stats.entropy(column sums, base) − H(Y|X); the gains in nats
		// agree with scikit-learn 1.2.1 mutual_info_score(contingency=...).
		{name: "S3 style", counts: [][]float64{{3, 1}, {1, 3}}, base: 2, wantH: 0.8112781244591328, wantGain: 0.18872187554086717},
		{name: "nats", counts: [][]float64{{3, 1}, {1, 3}}, base: math.E, wantH: 0.5623351446188084, wantGain: 0.13081203594113666},
		{name: "perfect feature", counts: [][]float64{{4, 0}, {0, 4}}, base: 2, wantH: 0, wantGain: 1},
		{name: "useless feature", counts: [][]float64{{2, 2}, {2, 2}}, base: 2, wantH: 1, wantGain: 0},
		{name: "3 x 3", counts: [][]float64{{3, 1, 0}, {0, 2, 2}, {1, 1, 1}}, base: 2, wantH: 1.0909090909090908, wantGain: 0.481714572986073},
		{name: "empty row", counts: [][]float64{{5, 0}, {0, 0}}, base: 2, wantH: 0, wantGain: 0},
		{name: "one feature value", counts: [][]float64{{1, 2}}, base: 2, wantH: 0.9182958340544894, wantGain: 0},
		{name: "one label", counts: [][]float64{{1}, {2}}, base: 2, wantH: 0, wantGain: 0},
		{name: "weights", counts: [][]float64{{0.5, 1.5}, {2.5, 0.25}}, base: 2, wantH: 0.5960364132531426, wantGain: 0.35341560213480594},
		// mpmath 1.2.1 at 80 digits: a nearly independent table, where
		// H(Y) − H(Y|X) would cancel, and a nearly deterministic one.
		{name: "nearly independent", counts: [][]float64{{1000000, 1000001}, {1000001, 1000000}}, base: 2, wantH: 0.9999999999998197, wantGain: 1.8033669977438309e-13},
		{name: "nearly deterministic", counts: [][]float64{{1e15, 1}, {1, 1e15}}, base: 2, wantH: 5.127161646419935e-14, wantGain: 0.9999999999999487},
		// The total 4e308 overflows; the proportions are those of the
		// S3-style table.
		{name: "huge counts", counts: [][]float64{{1.5e308, 0.5e308}, {0.5e308, 1.5e308}}, base: 2, wantH: 0.8112781244591328, wantGain: 0.18872187554086717},
	} {
		h, err := ConditionalEntropy(test.counts, test.base)
		if err != nil || !icClose(h, test.wantH, 1e-14) || math.Signbit(h) {
			t.Errorf("%s: ConditionalEntropy(%v, %v) = %v, %v; want %v", test.name, test.counts, test.base, h, err, test.wantH)
		}
		g, err := InformationGain(test.counts, test.base)
		if err != nil || !icClose(g, test.wantGain, 1e-14) || math.Signbit(g) {
			t.Errorf("%s: InformationGain(%v, %v) = %v, %v; want %v", test.name, test.counts, test.base, g, err, test.wantGain)
		}
	}
	for _, test := range []struct {
		name   string
		counts [][]float64
		base   float64
		msg    string
		target error
	}{
		{name: "no rows", counts: nil, base: 2, msg: "counts", target: ErrEmpty},
		{name: "no columns", counts: [][]float64{{}}, base: 2, msg: "counts", target: ErrEmpty},
		{name: "ragged", counts: [][]float64{{1, 2}, {3}}, base: 2, msg: "row 2 has 1 entries but row 1 has 2"},
		{name: "negative", counts: [][]float64{{1, -2}}, base: 2, msg: "entry (1, 2) = -2"},
		{name: "NaN", counts: [][]float64{{math.NaN()}}, base: 2, msg: "entry (1, 1) = NaN"},
		{name: "infinite", counts: [][]float64{{math.Inf(1)}}, base: 2, msg: "entry (1, 1) = +Inf"},
		{name: "all zero", counts: [][]float64{{0, 0}, {0, 0}}, base: 2, msg: "every count is 0", target: ErrUndefined},
		{name: "bad base", counts: [][]float64{{1}}, base: -1, msg: "log base -1"},
	} {
		_, err := ConditionalEntropy(test.counts, test.base)
		wantErr(t, "ConditionalEntropy: "+test.name, err, test.msg, test.target)
		_, err = InformationGain(test.counts, test.base)
		wantErr(t, "InformationGain: "+test.name, err, test.msg, test.target)
	}
}
