package equations

import "testing"

// TestWorkedGAN: at the defaults (data N(0, 1), generator N(2, 0.5²), D*)
// a dense NumPy trapezoid gives V = −0.43768, so JSD = (V + log 4)/2 =
// 0.474307; a constant logistic D = σ(0) = ½ gives 2 log ½ = −1.38629.
func TestWorkedGAN(t *testing.T) {
	checkWorkedShows(t, []workedShows{
		{"gan-minimax", map[string]any{}, []string{`D^*(x)`, `= -0.43768`, `\mathrm{JSD}`, `= 0.474307`}},
		{"gan-minimax", map[string]any{"D": ganLogistic, "w": 0.0, "c": 0.0}, []string{`D(x) = \sigma(0\,x + 0)`, `= -1.38629`}},
	})
}
