package compute

import (
	"errors"
	"math"
	"strings"
	"testing"
)

// dependentJoint is P(A, B) with P(A) = (0.3, 0.7), P(B) = (0.4, 0.6).
var dependentJoint = [][]float64{{0.1, 0.2}, {0.3, 0.4}}

func TestMarginals(t *testing.T) {
	// Reference: numpy 1.24.2 joint.sum(axis=1) and joint.sum(axis=0).
	for _, test := range []struct {
		name       string
		joint      [][]float64
		rows, cols []float64
	}{
		{name: "2x2", joint: dependentJoint, rows: []float64{0.30000000000000004, 0.7}, cols: []float64{0.4, 0.6000000000000001}},
		{name: "3x3", joint: [][]float64{{0.05, 0.1, 0.15}, {0.2, 0.05, 0.1}, {0.1, 0.05, 0.2}},
			rows: []float64{0.30000000000000004, 0.35, 0.35000000000000003}, cols: []float64{0.35, 0.2, 0.45}},
		{name: "one cell", joint: [][]float64{{1}}, rows: []float64{1}, cols: []float64{1}},
		{name: "1x3", joint: [][]float64{{0.5, 0, 0.5}}, rows: []float64{1}, cols: []float64{0.5, 0, 0.5}},
	} {
		rows, cols, err := Marginals(test.joint)
		if err != nil {
			t.Errorf("%s: Marginals: %v", test.name, err)
			continue
		}
		for i := range test.rows {
			if !withinAbs(rows[i], test.rows[i], 1e-16) {
				t.Errorf("%s: rows = %v, want %v", test.name, rows, test.rows)
				break
			}
		}
		for j := range test.cols {
			if !withinAbs(cols[j], test.cols[j], 1e-16) {
				t.Errorf("%s: cols = %v, want %v", test.name, cols, test.cols)
				break
			}
		}
	}
}

func TestJointTableErrors(t *testing.T) {
	for _, test := range []struct {
		name  string
		joint [][]float64
		want  string
	}{
		{name: "empty", joint: nil, want: "no values"},
		{name: "empty row", joint: [][]float64{{}}, want: "no values"},
		{name: "ragged", joint: [][]float64{{0.5, 0.25}, {0.25}}, want: "rectangular"},
		{name: "negative", joint: [][]float64{{1.5, -0.5}}, want: "not a probability"},
		{name: "NaN", joint: [][]float64{{math.NaN(), 1}}, want: "not a probability"},
		{name: "sum 1.1", joint: [][]float64{{0.1, 0.2}, {0.3, 0.5}}, want: "sums to"},
		{name: "sum 0", joint: [][]float64{{0, 0}}, want: "sums to"},
	} {
		if _, _, err := Marginals(test.joint); err == nil || !strings.Contains(err.Error(), test.want) {
			t.Errorf("%s: Marginals(%v): error %v, want one saying %q", test.name, test.joint, err, test.want)
		}
	}
}

func TestConditionalProbability(t *testing.T) {
	// Reference: hand-derived ratios, rounded to float64.
	got, err := ConditionalProbability(0.12, 0.4)
	if err != nil || !withinRel(got, 0.3, 1e-15) {
		t.Errorf("ConditionalProbability(0.12, 0.4) = %v, %v; want 0.3", got, err)
	}
	if got, err := ConditionalProbability(0, 0.5); err != nil || got != 0 {
		t.Errorf("ConditionalProbability(0, 0.5) = %v, %v; want 0", got, err)
	}
	if got, err := ConditionalProbability(5e-324, 5e-324); err != nil || got != 1 {
		t.Errorf("ConditionalProbability(5e-324, 5e-324) = %v, %v; want 1 (subnormals)", got, err)
	}
	if _, err := ConditionalProbability(0, 0); !errors.Is(err, ErrUndefined) {
		t.Errorf("ConditionalProbability(0, 0): error %v, want ErrUndefined", err)
	}
	for _, c := range [][2]float64{{0.5, 0.4}, {-0.1, 0.5}, {0.1, 1.5}, {math.NaN(), 0.5}} {
		if _, err := ConditionalProbability(c[0], c[1]); err == nil || errors.Is(err, ErrUndefined) {
			t.Errorf("ConditionalProbability(%v, %v): error %v, want a domain error", c[0], c[1], err)
		}
	}
}

func TestConditionalFromJoint(t *testing.T) {
	// Reference: numpy 1.24.2 joint[a, b] / joint[:, b].sum().
	j3 := [][]float64{{0.05, 0.1, 0.15}, {0.2, 0.05, 0.1}, {0.1, 0.05, 0.2}}
	for _, test := range []struct {
		joint [][]float64
		a, b  int
		want  float64
	}{
		{dependentJoint, 0, 1, 0.33333333333333337},
		{dependentJoint, 1, 0, 0.75},
		{j3, 2, 0, 0.28571428571428575},
		{j3, 0, 2, 0.3333333333333333},
		{[][]float64{{1}}, 0, 0, 1},
	} {
		got, err := ConditionalFromJoint(test.joint, test.a, test.b)
		if err != nil || !withinRel(got, test.want, 1e-15) {
			t.Errorf("ConditionalFromJoint(%v, %d, %d) = %v, %v; want %v", test.joint, test.a, test.b, got, err, test.want)
		}
	}
	// A column of zeros: P(B = 1) = 0.
	if _, err := ConditionalFromJoint([][]float64{{0.5, 0}, {0.5, 0}}, 0, 1); !errors.Is(err, ErrUndefined) {
		t.Errorf("P(B=1) = 0: error %v, want ErrUndefined", err)
	}
	for _, ab := range [][2]int{{2, 0}, {0, 2}, {-1, 0}, {0, -1}} {
		if _, err := ConditionalFromJoint(dependentJoint, ab[0], ab[1]); err == nil || !strings.Contains(err.Error(), "0-based index") {
			t.Errorf("indices %v: error %v, want an index error", ab, err)
		}
	}
}

func TestProductRule(t *testing.T) {
	// Reference: hand-derived products.
	if got, err := ProductRule(0.5, 0.4); err != nil || !withinRel(got, 0.2, 1e-15) {
		t.Errorf("ProductRule(0.5, 0.4) = %v, %v; want 0.2", got, err)
	}
	if got, err := ProductRule(1e-200, 1e-200); err != nil || got != 0 {
		t.Errorf("ProductRule(1e-200, 1e-200) = %v, %v; want the underflow 0", got, err)
	}
	if _, err := ProductRule(1.2, 0.4); err == nil {
		t.Error("ProductRule(1.2, 0.4): no error for a probability above 1")
	}
	// Both factorisations of joint[1][0] = 0.3.
	viaB, viaA, err := ProductRuleFromJoint(dependentJoint, 1, 0)
	if err != nil || !withinAbs(viaB, 0.3, 1e-16) || !withinAbs(viaA, 0.3, 1e-16) {
		t.Errorf("ProductRuleFromJoint(1, 0) = %v, %v, %v; want 0.3 twice", viaB, viaA, err)
	}
	// P(B = 1) = 0: the product is 0, not 0/0.
	viaB, viaA, err = ProductRuleFromJoint([][]float64{{0.5, 0}, {0.5, 0}}, 0, 1)
	if err != nil || viaB != 0 || viaA != 0 {
		t.Errorf("zero column: %v, %v, %v; want 0, 0", viaB, viaA, err)
	}
	if _, _, err := ProductRuleFromJoint(dependentJoint, 0, 5); err == nil {
		t.Error("B = 5 of a 2x2 table: no error")
	}
}

func TestTotalProbability(t *testing.T) {
	// Reference: Python fractions on the float64 inputs, rounded.
	for _, test := range []struct {
		cond, prior []float64
		want        float64
	}{
		{[]float64{0.99, 0.02}, []float64{0.01, 0.99}, 0.029700000000000004},
		{[]float64{0.1, 0.4, 0.8}, []float64{0.5, 0.3, 0.2}, 0.33},
		{[]float64{0.7}, []float64{1}, 0.7},
		{[]float64{1, 1}, []float64{0.5, 0.5}, 1},
		{[]float64{0, 0}, []float64{0.5, 0.5}, 0},
	} {
		got, err := TotalProbability(test.cond, test.prior)
		if err != nil || !withinAbs(got, test.want, 1e-16) {
			t.Errorf("TotalProbability(%v, %v) = %v, %v; want %v", test.cond, test.prior, got, err, test.want)
		}
	}
	for _, test := range []struct {
		cond, prior []float64
	}{
		{nil, nil},
		{[]float64{0.5}, []float64{0.5, 0.5}},
		{[]float64{0.5, 0.5}, []float64{0.6, 0.6}},
		{[]float64{1.5, 0.5}, []float64{0.5, 0.5}},
	} {
		if _, err := TotalProbability(test.cond, test.prior); err == nil {
			t.Errorf("TotalProbability(%v, %v): no error", test.cond, test.prior)
		}
	}
}

func TestBayes(t *testing.T) {
	// Reference: numpy 1.24.2 p*l/(p*l).sum(); the disease test is exactly
	// 1/3 (Python fractions).
	got, err := BayesBinary(0.01, 0.99, 0.02)
	if err != nil || !withinRel(got, 1.0/3, 1e-15) {
		t.Errorf("BayesBinary(0.01, 0.99, 0.02) = %v, %v; want 1/3", got, err)
	}
	for _, test := range []struct {
		name              string
		prior, likelihood []float64
		want              []float64
	}{
		{"three hypotheses", []float64{0.5, 0.3, 0.2}, []float64{0.1, 0.4, 0.8}, []float64{0.15151515151515152, 0.3636363636363636, 0.4848484848484849}},
		// Subnormal likelihoods: scaling by the largest keeps the ratio
		// (Python fractions on the float64 values: exactly 1/4, 3/4).
		{"subnormal likelihoods", []float64{0.5, 0.5}, []float64{1e-320, 3e-320}, []float64{0.25, 0.75}},
		// Every product underflows to 0 in float64 (0.45·2⁻¹⁰⁷⁴ rounds to
		// 0); equal likelihoods give back the prior (hand-derived).
		{"products underflow", []float64{0, 0.45, 0.45, 0.1}, []float64{1, 5e-324, 5e-324, 5e-324}, []float64{0, 0.45, 0.45, 0.1}},
		// A subnormal prior whose product with the likelihood is far below
		// the other's (Python fractions on the float64 values; the
		// posterior is subnormal, so only about 36 bits are exact).
		{"subnormal prior", []float64{1e-320, 1}, []float64{1, 1e-10}, []float64{9.999888671827e-311, 1}},
		{"certain prior", []float64{0, 1}, []float64{0.9, 0.1}, []float64{0, 1}},
		{"one hypothesis", []float64{1}, []float64{0.3}, []float64{1}},
	} {
		got, err := BayesPosterior(test.prior, test.likelihood)
		if err != nil {
			t.Errorf("%s: %v", test.name, err)
			continue
		}
		for i := range test.want {
			if !withinRel(got[i], test.want[i], 1e-13) {
				t.Errorf("%s: posterior %v, want %v", test.name, got, test.want)
				break
			}
		}
	}
	for _, test := range []struct {
		prior, likelihood []float64
		undefined         bool
	}{
		{[]float64{1, 0}, []float64{0, 1}, true},
		{[]float64{0.5, 0.5}, []float64{0, 0}, true},
		{nil, nil, false},
		{[]float64{0.5, 0.5}, []float64{0.5}, false},
		{[]float64{0.5, 0.5}, []float64{0.5, -0.1}, false},
		{[]float64{0.7, 0.7}, []float64{0.5, 0.5}, false},
	} {
		_, err := BayesPosterior(test.prior, test.likelihood)
		if err == nil || errors.Is(err, ErrUndefined) != test.undefined {
			t.Errorf("BayesPosterior(%v, %v): error %v, want undefined %v", test.prior, test.likelihood, err, test.undefined)
		}
	}
	if _, err := BayesBinary(0, 0.9, 0); !errors.Is(err, ErrUndefined) {
		t.Errorf("BayesBinary with P(T) = 0: error %v, want ErrUndefined", err)
	}
	if _, err := BayesBinary(1.5, 0.9, 0.1); err == nil {
		t.Error("BayesBinary(1.5, …): no error")
	}
}

func TestIndependence(t *testing.T) {
	// Reference: numpy 1.24.2 abs(joint - outer(px, py)).max().
	for _, test := range []struct {
		name        string
		joint       [][]float64
		independent bool
		dev         float64
	}{
		{"outer product", [][]float64{{0.06, 0.13999999999999999}, {0.24, 0.5599999999999999}}, true, 0},
		{"dependent", dependentJoint, false, 0.020000000000000018},
		{"one cell", [][]float64{{1}}, true, 0},
		{"deterministic", [][]float64{{0.5, 0}, {0, 0.5}}, false, 0.25},
	} {
		got, err := CheckIndependence(test.joint, 1e-9)
		if err != nil {
			t.Errorf("%s: %v", test.name, err)
			continue
		}
		if got.Independent != test.independent || !withinAbs(got.MaxAbsDeviation, test.dev, 1e-16) {
			t.Errorf("%s: %+v, want independent %v, deviation %v", test.name, got, test.independent, test.dev)
		}
	}
	if _, err := CheckIndependence(dependentJoint, -1); err == nil {
		t.Error("negative tolerance: no error")
	}
	if _, err := CheckIndependence(nil, 0); !errors.Is(err, ErrEmpty) {
		t.Errorf("empty table: error %v, want ErrEmpty", err)
	}
}

func TestCondIndependence(t *testing.T) {
	// Built as P(z)P(x|z)P(y|z) (the public vector): independent given
	// Z, dependent marginally. Reference: numpy 1.24.2; the marginal
	// deviation is abs(xy - outer(px, py)).max() = 0.05250000000000002.
	built := [][][]float64{
		{{0.315, 0.04000000000000001}, {0.135, 0.06}},
		{{0.034999999999999996, 0.16000000000000003}, {0.015, 0.24}},
	}
	got, err := CheckCondIndependence(built, 1e-9)
	if err != nil {
		t.Fatal(err)
	}
	if !got.CondIndependent || got.MaxAbsDeviation > 1e-15 || got.MarginallyIndependent ||
		!withinAbs(got.MarginalMaxAbsDeviation, 0.05250000000000002, 1e-15) {
		t.Errorf("built table: %+v", got)
	}
	if !withinAbs(got.PZ[0], 0.5, 1e-15) || !withinAbs(got.PZ[1], 0.5, 1e-15) {
		t.Errorf("P(Z) = %v, want (0.5, 0.5)", got.PZ)
	}
	// Z = 1 never happens: it imposes nothing; the z = 0 slice is uniform.
	got, err = CheckCondIndependence([][][]float64{{{0.25, 0}, {0.25, 0}}, {{0.25, 0}, {0.25, 0}}}, 0)
	if err != nil || !got.CondIndependent || got.MaxAbsDeviation != 0 || !got.MarginallyIndependent {
		t.Errorf("impossible z: %+v, %v", got, err)
	}
	// X = Y given Z: dependent.
	got, err = CheckCondIndependence([][][]float64{{{0.5}, {0}}, {{0}, {0.5}}}, 1e-9)
	if err != nil || got.CondIndependent || !withinAbs(got.MaxAbsDeviation, 0.25, 1e-16) {
		t.Errorf("X = Y: %+v, %v", got, err)
	}
	// One value of X and of Y: the marginal cell Σ_z P(0, 0, z) sums to
	// 1.0000000000000002 in float64 (exactly 1 + 2⁻⁵³, by fractions),
	// which must still count as a probability. Both tests hold trivially.
	got, err = CheckCondIndependence([][][]float64{{{0.24005861031878864, 0.2368469603023919, 0.3158784168644205, 0.20721601251439908}}}, 0)
	if err != nil || !got.CondIndependent || got.MaxAbsDeviation != 0 || !got.MarginallyIndependent || got.MarginalMaxAbsDeviation != 0 {
		t.Errorf("one value of X and Y: %+v, %v", got, err)
	}
	for _, test := range []struct {
		name  string
		joint [][][]float64
	}{
		{"empty", nil},
		{"empty plane", [][][]float64{{}}},
		{"ragged y", [][][]float64{{{0.5}, {0.25}}, {{0.25}}}},
		{"ragged z", [][][]float64{{{0.5, 0.25}, {0.25}}}},
		{"outside [0, 1]", [][][]float64{{{1.5, -0.5}}}},
		{"sum 2", [][][]float64{{{1, 1}}}},
	} {
		if _, err := CheckCondIndependence(test.joint, 1e-9); err == nil {
			t.Errorf("%s: no error", test.name)
		}
	}
}

func TestCPT(t *testing.T) {
	// Reference: hand-derived fractions 3/4, (3+1)/(4+2), 1/3, (0+1)/(9+3).
	if got, err := CPTEstimate(3, 4); err != nil || got != 0.75 {
		t.Errorf("CPTEstimate(3, 4) = %v, %v; want 0.75", got, err)
	}
	if got, err := CPTEstimate(0, 9); err != nil || got != 0 {
		t.Errorf("CPTEstimate(0, 9) = %v, %v; want 0", got, err)
	}
	if _, err := CPTEstimate(0, 0); !errors.Is(err, ErrUndefined) {
		t.Errorf("CPTEstimate(0, 0): error %v, want ErrUndefined", err)
	}
	for _, test := range []struct{ cx, c, k int }{{3, 4, 2}, {0, 0, 3}, {0, 9, 3}, {1 << 53, 1 << 53, 1}} {
		want := map[[3]int]float64{{3, 4, 2}: 0.6666666666666666, {0, 0, 3}: 0.3333333333333333, {0, 9, 3}: 1.0 / 12, {1 << 53, 1 << 53, 1}: 1}[[3]int{test.cx, test.c, test.k}]
		if got, err := CPTLaplace(test.cx, test.c, test.k); err != nil || !withinRel(got, want, 1e-15) {
			t.Errorf("CPTLaplace(%d, %d, %d) = %v, %v; want %v", test.cx, test.c, test.k, got, err, want)
		}
	}
	for _, c := range [][3]int{{5, 4, 2}, {-1, 4, 2}, {1, -4, 2}, {1, 4, 0}} {
		if _, err := CPTLaplace(c[0], c[1], c[2]); err == nil {
			t.Errorf("CPTLaplace%v: no error", c)
		}
	}
	if _, err := CPTEstimate(5, 4); err == nil {
		t.Error("CPTEstimate(5, 4): no error")
	}
}

func TestBayesNetJoint(t *testing.T) {
	rain := BNNode{Name: "R", P1: []float64{0.2}}
	sprinkler := BNNode{Name: "S", Parents: []string{"R"}, P1: []float64{0.4, 0.01}}
	wet := BNNode{Name: "W", Parents: []string{"R", "S"}, P1: []float64{0, 0.9, 0.8, 0.99}}
	net := []BNNode{rain, sprinkler, wet}
	// Reference: hand-derived products, e.g. 0.2·(1 − 0.01)·0.8 = 0.1584.
	for _, test := range []struct {
		a    map[string]int
		want float64
	}{
		{map[string]int{"R": 1, "S": 0, "W": 1}, 0.1584},
		{map[string]int{"R": 0, "S": 1, "W": 1}, 0.288},
		{map[string]int{"R": 0, "S": 0, "W": 1}, 0},
		{map[string]int{"R": 0, "S": 0, "W": 0}, 0.48},
	} {
		got, err := BayesNetJoint(net, test.a)
		if err != nil || !withinRel(got, test.want, 1e-15) {
			t.Errorf("BayesNetJoint(%v) = %v, %v; want %v", test.a, got, err, test.want)
		}
	}
	// The eight assignments sum to 1.
	var sum float64
	for c := range 8 {
		p, err := BayesNetJoint(net, map[string]int{"R": c >> 2, "S": c >> 1 & 1, "W": c & 1})
		if err != nil {
			t.Fatal(err)
		}
		sum += p
	}
	if !withinAbs(sum, 1, 1e-15) {
		t.Errorf("the joint sums to %v, want 1", sum)
	}
	// A long chain underflows to 0, not NaN.
	chain := []BNNode{{Name: "X0", P1: []float64{1e-10}}}
	a := map[string]int{"X0": 1}
	for i := 1; i < 40; i++ {
		name := "X" + string(rune('0'+i%10)) + string(rune('a'+i/10))
		chain = append(chain, BNNode{Name: name, Parents: []string{chain[i-1].Name}, P1: []float64{0.5, 1e-10}})
		a[name] = 1
	}
	if got, err := BayesNetJoint(chain, a); err != nil || got != 0 {
		t.Errorf("chain of 1e-10 factors = %v, %v; want 0", got, err)
	}
	for _, test := range []struct {
		name  string
		nodes []BNNode
		a     map[string]int
		want  string
	}{
		{"no nodes", nil, nil, "no values"},
		{"missing value", net, map[string]int{"R": 1, "S": 0}, "no value to W"},
		{"extra variable", net, map[string]int{"R": 1, "S": 0, "W": 1, "X": 0}, "not a variable"},
		{"value 2", net, map[string]int{"R": 2, "S": 0, "W": 1}, "0 or 1"},
		{"child first", []BNNode{sprinkler, rain}, map[string]int{"R": 1, "S": 0}, "listed before"},
		{"short CPT", []BNNode{rain, {Name: "S", Parents: []string{"R"}, P1: []float64{0.4}}}, map[string]int{"R": 1, "S": 0}, "2^1 entries"},
		{"duplicate", []BNNode{rain, rain}, map[string]int{"R": 1}, "twice"},
		{"bad entry", []BNNode{{Name: "R", P1: []float64{1.2}}}, map[string]int{"R": 1}, "not a probability"},
	} {
		if _, err := BayesNetJoint(test.nodes, test.a); err == nil || !strings.Contains(err.Error(), test.want) {
			t.Errorf("%s: error %v, want one saying %q", test.name, err, test.want)
		}
	}
}
