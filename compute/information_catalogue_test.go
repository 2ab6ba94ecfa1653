package compute

import (
	"math"
	"testing"
)

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
		if err != nil || !withinAbs(got, test.want, test.tol) || math.Signbit(got) {
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
		if err != nil || !withinAbs(got, test.want, test.tol) {
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
			if err != nil || !withinAbs(got, c.want, 1e-15*c.want+0x1p-1073) {
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
		if err != nil || !withinAbs(h, test.wantH, 1e-14) || math.Signbit(h) {
			t.Errorf("%s: ConditionalEntropy(%v, %v) = %v, %v; want %v", test.name, test.counts, test.base, h, err, test.wantH)
		}
		g, err := InformationGain(test.counts, test.base)
		if err != nil || !withinAbs(g, test.wantGain, 1e-14) || math.Signbit(g) {
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

// TestCountTableExtremes sweeps count tables with one count far below the
// others, from 1e-7 down to the smallest subnormal, and nearly independent
// tables whose margins are not exact in float64. The conditional entropy
// once lost the rest of a row below an ulp of it (its log p_{y|x} was
// log1p(−(n_x − n_xy)/n_x)), and gave NaN where p_{y|x} and the weight
// n_xy/N both underflowed (0·(−∞)); the gain gave NaN there too, and 0
// where a ratio v·N/(a·b) far below 1 made log1p(ε) = log1p(−1) = −∞,
// hidden by the clamp at 0. Near independence the gain's terms of order ε
// cancelled down to a sum of order ε², which kept nothing of a gain of
// 1e-31. References: mpmath 1.2.1 at 60 digits on the float64 inputs,
// with the counts' ratios formed exactly as Python fractions and the logs
// of ratios within ½ of 1 taken by log1p of (ratio − 1), so that a rest
// below 10^-60 of its row is kept.
func TestCountTableExtremes(t *testing.T) {
	for _, test := range []struct {
		x float64
		// H(Y|X) of [[1, x]] and of [[1, x], [x, 1]]; I of [[1, x], [x, 1]];
		// H and I of [[x, 4], [1, 1]]; I of [[x, 1], [1, 1]].
		h1, h2, i2, h3, i3, i4 float64
	}{
		{1e-7, 2.4696189307616316e-06, 2.4696189307616316e-06, 0.9999975303810692, 0.33333377271429915, 0.3166886811830548, 0.2516283886258991},
		{1e-17, 5.791547265397413e-16, 5.791547265397413e-16, 0.9999999999999994, 0.3333333333333334, 0.3166890883150208, 0.25162916738782265},
		{1e-20, 6.788125693863621e-19, 6.788125693863621e-19, 1.0, 0.3333333333333333, 0.3166890883150209, 0.25162916738782287},
		{1e-100, 3.336355045296252e-98, 3.336355045296252e-98, 1.0, 0.3333333333333333, 0.3166890883150209, 0.25162916738782287},
		{1e-300, 9.980211235070977e-298, 9.980211235070977e-298, 1.0, 0.3333333333333333, 0.3166890883150209, 0.25162916738782287},
		{0x1p-1022, 2.2772355864156397e-305, 2.2772355864156397e-305, 1.0, 0.3333333333333333, 0.3166890883150209, 0.25162916738782287},
		{1e-310, 1.0312404044559682e-307, 1.0312404044559682e-307, 1.0, 0.3333333333333333, 0.3166890883150209, 0.25162916738782287},
		{1e-320, 1.0644476e-317, 1.0644476e-317, 1.0, 0.3333333333333333, 0.3166890883150209, 0.25162916738782287},
		{5e-324, 5.31e-321, 5.31e-321, 1.0, 0.3333333333333333, 0.3166890883150209, 0.25162916738782287},
	} {
		x := test.x
		for _, c := range []struct {
			name   string
			counts [][]float64
			gain   bool
			want   float64
		}{
			{"H of [[1, x]]", [][]float64{{1, x}}, false, test.h1},
			{"H of [[1, x], [x, 1]]", [][]float64{{1, x}, {x, 1}}, false, test.h2},
			{"I of [[1, x], [x, 1]]", [][]float64{{1, x}, {x, 1}}, true, test.i2},
			{"H of [[x, 4], [1, 1]]", [][]float64{{x, 4}, {1, 1}}, false, test.h3},
			{"I of [[x, 4], [1, 1]]", [][]float64{{x, 4}, {1, 1}}, true, test.i3},
			{"I of [[x, 1], [1, 1]]", [][]float64{{x, 1}, {1, 1}}, true, test.i4},
		} {
			f := ConditionalEntropy
			if c.gain {
				f = InformationGain
			}
			got, err := f(c.counts, 2)
			// A few ulps, or a few smallest subnormals for the
			// subnormal results.
			if err != nil || !withinAbs(got, c.want, 4e-16*c.want+0x1p-1071) {
				t.Errorf("x = %g: %s = %v, %v; want %v", x, c.name, got, err, c.want)
			}
		}
	}
	for _, test := range []struct {
		name         string
		counts       [][]float64
		wantH, wantI float64
	}{
		// Nearly independent, the margins inexact in float64 (or exact
		// only after the scaling by a power of two).
		{"1e200 ± 1e185", [][]float64{{1e200, 1.000000000000001e200}, {1.000000000000001e200, 1e200}}, 1.0, 1.8754338286291764e-31},
		{"1e-300, 5 ulps apart", [][]float64{{1e-300, 1e-300}, {1e-300, 1.0000000000000012e-300}}, 1.0, 6.071412460848165e-32},
		{"decimal weights", [][]float64{{0.1, 0.7}, {0.3, 2.1}}, 0.5435644431995964, 5.8144452703690476e-34},
		{"1e6 and 1e6 + 1", [][]float64{{1000000, 1000001}, {1000001, 1000000}}, 0.9999999999998197, 1.8033669977438309e-13},
		// A count below an ulp of its row and its column: 0 bits before.
		{"1e-300 beside 7", [][]float64{{7, 0, 1e-300}, {0, 5, 3}}, 0.509031468226648, 0.9967916319816366},
		{"1e200 beside 1e-200", [][]float64{{1e-200, 1e200}, {1, 1}}, 2e-200, 6.6382831401836146e-198},
	} {
		h, err := ConditionalEntropy(test.counts, 2)
		if err != nil || !withinAbs(h, test.wantH, 4e-16*test.wantH) {
			t.Errorf("%s: ConditionalEntropy(%v) = %v, %v; want %v", test.name, test.counts, h, err, test.wantH)
		}
		g, err := InformationGain(test.counts, 2)
		if err != nil || !withinAbs(g, test.wantI, 8e-16*test.wantI) {
			t.Errorf("%s: InformationGain(%v) = %v, %v; want %v", test.name, test.counts, g, err, test.wantI)
		}
	}
}

// TestTinyProbabilities sweeps entries from 1e-7 down to the smallest
// subnormal through the entropy, the KL divergence and the cross-entropy,
// short vectors and long ones (2^16 entries, the kernels' split path with
// its logarithms a block at a time): where a ratio or a log of a subnormal
// could go wrong (math.Log reads a subnormal as the least normal on
// amd64; p/q of a subnormal overflows or underflows). References: mpmath
// 1.2.1 at 60 digits on the float64 inputs.
func TestTinyProbabilities(t *testing.T) {
	for _, test := range []struct {
		x float64
		// H([1, x]) in nats, H([¼, ¾, x]) in bits, KL([1, x]‖[½, ½]),
		// KL([½, ½]‖[1, x]), H([½, ½], [1, x]) in nats,
		// H([1, x], [½, ½]) in bits, H([1, x, …, x]) of 2^16 entries.
		h1, h2, kl1, kl2, ce1, ce2, hLong float64
	}{
		{1e-7, 1.6118095650958319e-06, 0.8112804498087993, 0.6931456380650983, 7.365900644919215, 8.05904782547916, 1.0000001, 0.10562993984855534},
		{1e-17, 3.914394658089878e-16, 0.8112781244591334, 0.693147180559945, 18.87882610988944, 19.57197329044939, 1.0, 2.5652985391792014e-11},
		{1e-20, 4.605170185988091e-19, 0.8112781244591328, 0.6931471805599453, 22.33270374938051, 23.025850929940457, 1.0, 3.017998281387295e-14},
		{1e-100, 2.302585092994046e-98, 0.8112781244591328, 0.6931471805599453, 114.43610746914234, 115.12925464970229, 1.0, 1.5089991406936478e-93},
		{1e-300, 6.9077552789821376e-298, 0.8112781244591328, 0.6931471805599453, 344.6946167685469, 345.38776394910684, 1.0, 4.5269974220809435e-293},
		{0x1p-1022, 1.5762343523362672e-305, 0.8112781244591328, 0.6931471805599453, 353.5050620855721, 354.19820926613204, 1.0, 1.0329851828035728e-300},
		{1e-310, 7.13801378828152e-308, 0.8112781244591328, 0.6931471805599453, 356.20754223351713, 356.9006894140771, 1.0, 4.677897336150294e-303},
		{1e-320, 7.36819e-318, 0.8112781244591328, 0.6931471805599453, 367.720473264927, 368.41362044548697, 1.0, 4.82874356505e-313},
		{5e-324, 3.676e-321, 0.8112781244591328, 0.6931471805599453, 371.52688878013066, 372.2200359606906, 1.0, 2.41039214e-316},
	} {
		x := test.x
		// A few ulps, or a few smallest subnormals.
		near := func(got, want float64) bool { return withinAbs(got, want, 4e-16*want+0x1p-1071) }
		check := func(name string, got float64, err error, want float64) {
			if err != nil || !near(got, want) {
				t.Errorf("x = %g: %s = %v, %v; want %v", x, name, got, err, want)
			}
		}
		h, err := Entropy([]float64{1, x}, math.E)
		check("H([1, x])", h, err, test.h1)
		h, err = Entropy([]float64{0.25, 0.75, x}, 2)
		check("H([¼, ¾, x]) in bits", h, err, test.h2)
		d, err := KLDivergence([]float64{1, x}, []float64{0.5, 0.5})
		check("KL([1, x]‖[½, ½])", d, err, test.kl1)
		d, err = KLDivergence([]float64{0.5, 0.5}, []float64{1, x})
		check("KL([½, ½]‖[1, x])", d, err, test.kl2)
		c, err := CrossEntropy([]float64{0.5, 0.5}, []float64{1, x}, math.E)
		check("H([½, ½], [1, x])", c, err, test.ce1)
		c, err = CrossEntropy([]float64{1, x}, []float64{0.5, 0.5}, 2)
		check("H([1, x], [½, ½]) in bits", c, err, test.ce2)

		// 2^16 entries: [1, x, …, x] sums to 1 within 1e-6 for x ≤ 1e-11.
		// The kernels add the terms in recursive sums (two halves, four
		// lanes each), within (n − 1)·2^-52 of Σ|terms|: 2^16 equal
		// terms, which round alike, use a good part of that (1e-13), and
		// the subnormal terms x·log x are each known to 2^-1074 only.
		const n = 1 << 16
		if float64(n)*x > 1e-7 {
			continue
		}
		check = func(name string, got float64, err error, want float64) {
			if err != nil || !withinAbs(got, want, n*0x1p-52*want+n*0x1p-1074) {
				t.Errorf("x = %g: %s = %v, %v; want %v", x, name, got, err, want)
			}
		}
		p, u := make([]float64, n), make([]float64, n)
		for i := range p {
			p[i], u[i] = x, 1.0/n
		}
		p[0] = 1
		h, err = Entropy(p, math.E)
		check("H([1, x, …, x]) of 2^16 entries", h, err, test.hLong)
		// KL([1, x, …, x]‖uniform) = ln 2^16 + (2^16 − 1)·x·ln(2^16·x).
		d, err = KLDivergence(p, u)
		check("KL([1, x, …, x]‖uniform) of 2^16 entries", d, err, 11.090354888959125+float64(n-1)*x*ln(n*x))
	}
}
