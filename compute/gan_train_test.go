package compute

import (
	"errors"
	"math"
	"strings"
	"testing"
)

// The references of the training step were computed in NumPy by a route
// of their own, which knows nothing of the analytic gradients: V by a
// dense trapezoid rule (np.trapz over 2·10⁶ + 1 points on [−20, 20], log
// densities and logaddexp; it gives TestGaussianGAN's V to 10⁻¹⁶), its
// gradient by central differences of that V with h = 10⁻⁵ (they agree
// with h = 10⁻⁴ to 10⁻⁹), and the step written from those gradients (D
// first, then G against the new D, σ_g floored at 0.1). The runs of many
// steps took V from Gauss–Hermite sums instead (hermegauss, 300 nodes over
// z of x = μ + σz; one step agrees with the trapezoid rule's to 10⁻¹⁰),
// which run 300 steps in seconds.

func TestGaussianGANGradient(t *testing.T) {
	tests := []struct {
		name                     string
		muD, sdD, muG, sdG, w, c float64
		optimal                  bool
		want                     GANPlayers
	}{
		{"logistic", 0, 1, 2, 0.5, -1, 1, false,
			GANPlayers{MuG: 0.279419184762153, SdG: -0.09597058609478458, W: -0.3329096963378131, C: 0.02384614511408145}},
		{"logistic, other inputs", 0.5, 1.5, -1, 0.8, 0.7, -0.3, false,
			GANPlayers{MuG: -0.19728439322186372, SdG: -0.07475978732740529, W: 0.1209042672756233, C: 0.2079911347152574}},
		{"D*", 0, 1, 2, 0.5, -1, 1, true,
			GANPlayers{MuG: 0.44592175356128466, SdG: -0.6427035399964032}},
		{"D*, equal distributions", 0, 1, 0, 1, 0, 0, true, GANPlayers{}}, // V = −log 4 is the minimum
	}
	for _, tt := range tests {
		g, err := GaussianGANGradient(tt.muD, tt.sdD, tt.muG, tt.sdG, tt.w, tt.c, tt.optimal)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if !withinMixed(g.MuG, tt.want.MuG, 1e-8) || !withinMixed(g.SdG, tt.want.SdG, 1e-8) || !withinMixed(g.W, tt.want.W, 1e-8) || !withinMixed(g.C, tt.want.C, 1e-8) {
			t.Errorf("%s: gradient %+v, want %+v", tt.name, g, tt.want)
		}
	}
}

func TestGaussianGANStep(t *testing.T) {
	tests := []struct {
		name                     string
		muD, sdD, muG, sdG, w, c float64
		optimal                  bool
		eta                      float64
		want                     GANPlayers
	}{
		{"logistic", 0, 1, 2, 0.5, -1, 1, false, 0.1,
			GANPlayers{MuG: 1.9723151106850727, SdG: 0.5099626184846269, W: -1.0332909696337813, C: 1.0023846145114081}},
		{"D*: the generator alone", 0, 1, 2, 0.5, -1, 1, true, 0.1,
			GANPlayers{MuG: 1.9554078246438715, SdG: 0.5642703539996403, W: -1, C: 1}},
		// ∂V/∂σ_g = 0.936237 would take σ_g to 0.5 − 2·0.9362 < 0: the floor.
		{"D*: σ_g at its floor", 0, 0.2, 0, 0.5, 0, 0, true, 2,
			GANPlayers{MuG: 0, SdG: 0.1, W: 0, C: 0}},
	}
	for _, tt := range tests {
		got, err := GaussianGANStep(tt.muD, tt.sdD, tt.muG, tt.sdG, tt.w, tt.c, tt.optimal, tt.eta, 0.1)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if !withinMixed(got.MuG, tt.want.MuG, 1e-9) || !withinMixed(got.SdG, tt.want.SdG, 1e-9) || !withinMixed(got.W, tt.want.W, 1e-9) || !withinMixed(got.C, tt.want.C, 1e-9) {
			t.Errorf("%s: step %+v, want %+v", tt.name, got, tt.want)
		}
	}

	// Many steps at η = 0.1 from μ_g = 2, σ_g = 0.5, D = σ(−x + 1), on
	// data N(0, 1): the generator's mean comes to the data's. The logistic
	// D sees only the means, so σ_g settles where it stops (1.708), not
	// at σ_d; D* pulls σ_g to σ_d as well.
	for _, tt := range []struct {
		name    string
		optimal bool
		steps   int
		want    GANPlayers // NumPy, the same steps
	}{
		{"logistic", false, 200, GANPlayers{MuG: -0.0018269952837286496, SdG: 1.707740220901532, W: 0.0016999335721310516, C: 0.00038650726519229295}},
		{"D*", true, 100, GANPlayers{MuG: 0.033476908494698865, SdG: 1.0025055719773408, W: -1, C: 1}},
	} {
		p := GANPlayers{MuG: 2, SdG: 0.5, W: -1, C: 1}
		for i := range tt.steps {
			var err error
			if p, err = GaussianGANStep(0, 1, p.MuG, p.SdG, p.W, p.C, tt.optimal, 0.1, 0.1); err != nil {
				t.Fatalf("%s: step %d: %v", tt.name, i+1, err)
			}
		}
		if math.Abs(p.MuG) > 0.05 {
			t.Errorf("%s: μ_g = %v after %d steps, not near μ_data = 0", tt.name, p.MuG, tt.steps)
		}
		if !withinMixed(p.MuG, tt.want.MuG, 1e-6) || !withinMixed(p.SdG, tt.want.SdG, 1e-6) || !withinMixed(p.W, tt.want.W, 1e-6) || !withinMixed(p.C, tt.want.C, 1e-6) {
			t.Errorf("%s: after %d steps %+v, want %+v", tt.name, tt.steps, p, tt.want)
		}
	}
}

func TestGaussianGANStepErrors(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	for _, c := range []struct {
		name                                 string
		muD, sdD, muG, sdG, w, c, eta, minSd float64
		msg                                  string
	}{
		{"NaN μ_g", 0, 1, nan, 0.5, -1, 1, 0.1, 0.1, "μ_g = NaN"},
		{"infinite w", 0, 1, 2, 0.5, inf, 1, 0.1, 0.1, "w = +Inf"},
		{"zero σ_g", 0, 1, 2, 0, -1, 1, 0.1, 0.1, "must be positive"},
		{"negative σ_data", 0, -1, 2, 0.5, -1, 1, 0.1, 0.1, "must be positive"},
		{"zero η", 0, 1, 2, 0.5, -1, 1, 0, 0.1, "learning rate η = 0"},
		{"NaN η", 0, 1, 2, 0.5, -1, 1, nan, 0.1, "learning rate η = NaN"},
		{"infinite η", 0, 1, 2, 0.5, -1, 1, inf, 0.1, "learning rate η = +Inf"},
		{"zero floor", 0, 1, 2, 0.5, -1, 1, 0.1, 0, "least σ_g = 0"},
		{"diverging", 0, 1, 2, 0.5, -1, 1, 1e308, 0.1, "diverged"}, // the players come with the error
	} {
		for _, optimal := range []bool{false, true} {
			if c.name == "diverging" && optimal {
				continue // D* has no w, c to overflow, and μ_g − η·0.45 stays finite
			}
			p, err := GaussianGANStep(c.muD, c.sdD, c.muG, c.sdG, c.w, c.c, optimal, c.eta, c.minSd)
			if err == nil || !strings.Contains(err.Error(), c.msg) {
				t.Errorf("%s (optimal %v): error %v, want one containing %q", c.name, optimal, err, c.msg)
			}
			if diverged := errors.Is(err, ErrDiverged); diverged != (c.name == "diverging") || diverged == (p == (GANPlayers{})) {
				t.Errorf("%s (optimal %v): players %+v with the error", c.name, optimal, p)
			}
		}
		if c.eta == 0.1 && c.minSd == 0.1 {
			g, err := GaussianGANGradient(c.muD, c.sdD, c.muG, c.sdG, c.w, c.c, false)
			if err == nil || g != (GANPlayers{}) {
				t.Errorf("%s: GaussianGANGradient = %+v, %v; want an error", c.name, g, err)
			}
		}
	}
}
