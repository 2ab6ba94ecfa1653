//go:build !eqx_noui

package equations

import "testing"

// TestWorkedGAN: at the defaults (data N(0, 1), generator N(2, 0.5²), D*)
// a dense NumPy trapezoid gives V = −0.43768, so JSD = (V + log 4)/2 =
// 0.474307; a constant logistic D = σ(0) = ½ gives 2 log ½ = −1.38629.
// The step lines show the gradients and the players after one step of
// η = 0.1, as compute/gan_train_test.go's NumPy references give them
// (∂V/∂μ_g = 0.445922 under D*; under the default logistic D, ∂V/∂w =
// −0.33291 takes w to −1.03329).
func TestWorkedGAN(t *testing.T) {
	checkWorkedShows(t, []workedShows{
		{"gan-minimax", map[string]any{}, []string{`D^*(x)`, `= -0.43768`, `\mathrm{JSD}`, `= 0.474307`,
			`\cdot 0.445922 = 1.95541`, `\cdot (-0.642704),\ 0.1\bigr) = 0.56427`}},
		{"gan-minimax", map[string]any{"D": ganLogistic, "w": 0.0, "c": 0.0}, []string{`D(x) = \sigma(0\,x + 0)`, `= -1.38629`}},
		{"gan-minimax", map[string]any{"D": ganLogistic}, []string{`\cdot (-0.33291) = -1.03329`, `= 1.97232`, `= 0.509963`}},
		// At the optimum V = −log 4 exactly and JSD = 0, never the
		// −3e−16 that V + log 4 rounds to.
		{"gan-minimax", map[string]any{"mu_g": 1.37301e-15, "sigma_g": 1.0}, []string{`}{2} = 0`, `= -1.38629 + 2\cdot 0 = -1.38629`}},
	})
}
