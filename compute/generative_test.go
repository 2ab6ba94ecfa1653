package compute

import (
	"errors"
	"math"
	"testing"
)

func TestGANValue(t *testing.T) {
	for _, test := range []struct {
		name         string
		dReal, dFake []float64
		want         float64
		relative     bool // compare relatively: the value is tiny
	}{
		// numpy 1.24.2: mean(log(D_real)) + mean(log1p(−D_fake)).
		{name: "seed", dReal: []float64{0.9, 0.8}, dFake: []float64{0.1, 0.3}, want: -0.3952697632842973},
		{name: "unequal lengths", dReal: []float64{0.95, 0.6, 0.7}, dFake: []float64{0.05, 0.45}, want: -0.63082976826901},
		// The optimum D = ½: −2 ln 2 (Python decimal).
		{name: "optimum", dReal: []float64{0.5, 0.5}, dFake: []float64{0.5}, want: -1.3862943611198906},
		{name: "perfect D", dReal: []float64{1}, dFake: []float64{0}, want: 0},
		// log(1 − 1e-20) = −1e-20 (Python decimal); 1 − 1e-20 rounds to 1,
		// so a naive log(1 − d) would give 0.
		{name: "tiny fake score", dReal: []float64{1}, dFake: []float64{1e-20}, want: -1e-20, relative: true},
		{name: "D = 0 on a real sample", dReal: []float64{0, 0.9}, dFake: []float64{0.1}, want: math.Inf(-1)},
		{name: "D = 1 on a fake", dReal: []float64{0.9}, dFake: []float64{1}, want: math.Inf(-1)},
		{name: "both infinite", dReal: []float64{0}, dFake: []float64{1}, want: math.Inf(-1)},
	} {
		got, err := GANValue(test.dReal, test.dFake)
		if err != nil {
			t.Errorf("%s: unexpected error %v", test.name, err)
			continue
		}
		ok := withinMixed(got, test.want, 1e-15)
		if test.relative {
			ok = math.Abs(got-test.want) <= 1e-15*math.Abs(test.want)
		}
		if !ok {
			t.Errorf("%s: GANValue = %v, want %v", test.name, got, test.want)
		}
	}
	for _, test := range []struct {
		name         string
		dReal, dFake []float64
		empty        bool
	}{
		{name: "no real", dReal: nil, dFake: []float64{0.5}, empty: true},
		{name: "no fake", dReal: []float64{0.5}, dFake: nil, empty: true},
		{name: "above 1", dReal: []float64{1.5}, dFake: []float64{0.5}},
		{name: "negative", dReal: []float64{0.5}, dFake: []float64{-0.1}},
		{name: "NaN", dReal: []float64{math.NaN()}, dFake: []float64{0.5}},
	} {
		got, err := GANValue(test.dReal, test.dFake)
		switch {
		case err == nil:
			t.Errorf("%s: GANValue = %v, want an error", test.name, got)
		case test.empty && !errors.Is(err, ErrEmpty):
			t.Errorf("%s: error %v, want ErrEmpty", test.name, err)
		}
	}
}

func TestReparameterize(t *testing.T) {
	for _, test := range []struct {
		name           string
		mu, sigma, eps []float64
		want           []float64
	}{
		// numpy 1.24.2: mu + sigma * eps.
		{name: "seed scalar", mu: []float64{1}, sigma: []float64{2}, eps: []float64{0.5}, want: []float64{2}},
		{name: "seed vector", mu: []float64{0, 1}, sigma: []float64{1, 0.5}, eps: []float64{-1, 2}, want: []float64{-1, 2}},
		{name: "3-D", mu: []float64{0.3, -1.2, 2.5}, sigma: []float64{0.7, 1.9, 0.05}, eps: []float64{1.1, -0.4, 2.2}, want: []float64{1.07, -1.96, 2.61}},
		{name: "zero sigma", mu: []float64{1.5}, sigma: []float64{0}, eps: []float64{3}, want: []float64{1.5}},
		// Hand-derived: σε = 1e400 is beyond float64.
		{name: "overflow", mu: []float64{0, 0}, sigma: []float64{1e200, 1e200}, eps: []float64{1e200, -1e200}, want: []float64{math.Inf(1), math.Inf(-1)}},
	} {
		got, err := Reparameterize(nil, test.mu, test.sigma, test.eps)
		if err != nil {
			t.Errorf("%s: unexpected error %v", test.name, err)
			continue
		}
		for i := range test.want {
			if !withinMixed(got[i], test.want[i], 1e-15) {
				t.Errorf("%s: z[%d] = %v, want %v", test.name, i, got[i], test.want[i])
			}
		}
	}
	for _, test := range []struct {
		name           string
		mu, sigma, eps []float64
	}{
		{"negative sigma", []float64{0}, []float64{-1}, []float64{1}},
		{"mismatched", []float64{0, 1}, []float64{1}, []float64{1, 2}},
		{"mismatched eps", []float64{0, 1}, []float64{1, 1}, []float64{1}},
		{"empty", nil, nil, nil},
		{"infinite mu", []float64{math.Inf(1)}, []float64{1}, []float64{1}},
	} {
		if got, err := Reparameterize(nil, test.mu, test.sigma, test.eps); err == nil {
			t.Errorf("%s: z = %v, want an error", test.name, got)
		}
	}
}

func TestReparameterizeLogVar(t *testing.T) {
	for _, test := range []struct {
		name            string
		mu, logVar, eps []float64
		want            []float64
	}{
		// Hand-derived: log σ² = 0 is σ = 1.
		{name: "seed", mu: []float64{1.5}, logVar: []float64{0}, eps: []float64{-0.3}, want: []float64{1.2}},
		// numpy 1.24.2: mu + exp(log_var/2) * eps.
		{name: "2-D", mu: []float64{0.3, -1.2}, logVar: []float64{0.5, -1.3}, eps: []float64{1.1, -0.4}, want: []float64{1.7124279583565156, -1.4088183107044063}},
		// Python decimal: e^1000 · 1e-300 and e^-1000 · 1e300. σ = e^1000
		// overflows and σ = e^-1000 underflows, yet both products are
		// ordinary numbers.
		{name: "huge variance", mu: []float64{0}, logVar: []float64{2000}, eps: []float64{1e-300}, want: []float64{1.970071114017047e+134}},
		{name: "tiny variance", mu: []float64{0}, logVar: []float64{-2000}, eps: []float64{-1e300}, want: []float64{-5.0759588975494566e-135}},
		// ε = 0 contributes 0 even when σ = Inf in float64 (not Inf·0).
		{name: "zero draw", mu: []float64{0.25}, logVar: []float64{2000}, eps: []float64{0}, want: []float64{0.25}},
	} {
		got, err := ReparameterizeLogVar(nil, test.mu, test.logVar, test.eps)
		if err != nil {
			t.Errorf("%s: unexpected error %v", test.name, err)
			continue
		}
		for i := range test.want {
			ok := withinMixed(got[i], test.want[i], 1e-15)
			if math.Abs(test.want[i]) > 1e100 || math.Abs(test.want[i]) < 1e-100 && test.want[i] != 0 {
				// exp of a large argument: relative accuracy ~ |arg|·ε.
				ok = math.Abs(got[i]-test.want[i]) <= 1e-12*math.Abs(test.want[i])
			}
			if !ok {
				t.Errorf("%s: z[%d] = %v, want %v", test.name, i, got[i], test.want[i])
			}
		}
	}
	// σ beyond the float64 range: exp(h + ln|ε|) amplified the rounding of
	// the sum by its size, up to 164 ulps; now a few. Reference: mpmath
	// 1.2.1 at 50 digits, exp(log_var/2)·ε rounded once.
	for _, test := range []struct {
		logVar, eps, want float64
	}{
		{1500, 1e-20, 5.258494541454804e+305},
		{-1500, 1e300, 1.9016849634750064e-26},
		{-1438.785487440646, 2.1879920253857807e+275, 8.161064604155393e-38},
		{2000, 1e-300, 1.970071114017047e+134},
		{-2000, -1e300, -5.075958897549457e-135},
		{-1440, 0.37, 7.519253969e-314}, // subnormal
		{1460, 1e10, math.Inf(1)},
		{1460, -1e10, math.Inf(-1)},
		{-3000, 1e300, 0},
	} {
		got, err := ReparameterizeLogVar(nil, []float64{0}, []float64{test.logVar}, []float64{test.eps})
		// e^r within an ulp, two roundings of products, one to the
		// subnormal grid.
		if err != nil || !(got[0] == test.want || math.Abs(got[0]-test.want) <= 4*0x1p-52*math.Abs(test.want)+0x1p-1074) {
			t.Errorf("log σ² = %v, ε = %v: z = %v, %v; want %v", test.logVar, test.eps, got, err, test.want)
		}
	}
	if _, err := ReparameterizeLogVar(nil, []float64{0}, []float64{math.NaN()}, []float64{1}); err == nil {
		t.Error("NaN log-variance: no error")
	}
}

func TestDiffusionForward(t *testing.T) {
	for _, test := range []struct {
		name     string
		x0, eps  []float64
		alphaBar float64
		want     []float64
	}{
		// Python math: sqrt(0.9)·1 + sqrt(0.1)·0.5.
		{name: "seed scalar", x0: []float64{1}, eps: []float64{0.5}, alphaBar: 0.9, want: []float64{1.1067971810589328}},
		// Hand-derived: √½·(1, −1) + √½·(0, 2) = (√½, √½).
		{name: "seed vector", x0: []float64{1, -1}, eps: []float64{0, 2}, alphaBar: 0.5, want: []float64{0.7071067811865476, 0.7071067811865476}},
		// numpy 1.24.2.
		{name: "3-D", x0: []float64{0.8, -1.4, 2}, eps: []float64{-0.3, 0.9, 1.6}, alphaBar: 0.37, want: []float64{0.24850338442804437, -0.13723390025431115, 2.4865131353706476}},
		{name: "clean", x0: []float64{0.8, -1.4}, eps: []float64{5, 5}, alphaBar: 1, want: []float64{0.8, -1.4}},
		{name: "pure noise", x0: []float64{0.8, -1.4}, eps: []float64{-0.3, 0.9}, alphaBar: 0, want: []float64{-0.3, 0.9}},
		// Python decimal: √½·(1e308 + 1e308) = 1.4142135623730951e308,
		// finite although x0 + ε would overflow.
		{name: "large", x0: []float64{1e308}, eps: []float64{1e308}, alphaBar: 0.5, want: []float64{1.4142135623730951e308}},
	} {
		got, err := DiffusionForward(nil, test.x0, test.eps, test.alphaBar)
		if err != nil {
			t.Errorf("%s: unexpected error %v", test.name, err)
			continue
		}
		for i := range test.want {
			if !withinMixed(got[i], test.want[i], 1e-15) {
				t.Errorf("%s: x_t[%d] = %v, want %v", test.name, i, got[i], test.want[i])
			}
		}
	}
	for _, test := range []struct {
		name     string
		x0, eps  []float64
		alphaBar float64
	}{
		{"alpha above 1", []float64{1}, []float64{1}, 1.5},
		{"negative alpha", []float64{1}, []float64{1}, -0.1},
		{"NaN alpha", []float64{1}, []float64{1}, math.NaN()},
		{"mismatched", []float64{1, 2}, []float64{1}, 0.5},
		{"empty", nil, nil, 0.5},
		{"NaN data", []float64{math.NaN()}, []float64{1}, 0.5},
	} {
		if got, err := DiffusionForward(nil, test.x0, test.eps, test.alphaBar); err == nil {
			t.Errorf("%s: x_t = %v, want an error", test.name, got)
		}
	}
}
