package app

import (
	"math"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
)

// A 2×2 covariance is thought of as two spreads and a correlation rather
// than as four cells: Σ = [σ₁², ρσ₁σ₂; ρσ₁σ₂, σ₂²]. For a matrix with the
// Covariance hint the page offers σ₁, σ₂ and ρ as sliders above the cells;
// ρ tilts the ellipses of a Gaussian, σ₁ and σ₂ stretch them.

// The sliders' ranges: the spreads of a plot of a few units, and
// correlations short of ±1, where Σ is singular.
var (
	spreadSlider      = equations.Param{Kind: equations.Real, Min: 0.1, Max: 3, Step: 0.01}
	correlationSlider = equations.Param{Kind: equations.Real, Min: -0.99, Max: 0.99, Step: 0.01}
)

// spreads returns σ₁, σ₂ and ρ of a 2×2 covariance, and false for any
// other matrix or one without positive variances.
func spreads(m [][]float64) (s1, s2, rho float64, ok bool) {
	if len(m) != 2 || len(m[0]) != 2 || len(m[1]) != 2 || !(m[0][0] > 0) || !(m[1][1] > 0) {
		return 0, 0, 0, false
	}
	s1, s2 = math.Sqrt(m[0][0]), math.Sqrt(m[1][1])
	return s1, s2, m[0][1] / (s1 * s2), true
}

// covarianceControl is the σ₁, σ₂ and ρ of a 2×2 covariance parameter,
// or nothing when the matrix is not one.
func (p *equationPage) covarianceControl(par *equations.Param) app.UI {
	if !isEditor[equations.Covariance](par) {
		return nil
	}
	s1, s2, rho, ok := spreads(p.In.Matrix(par.Name))
	if !ok {
		return nil
	}
	row := func(label, key string, slider *equations.Param, v float64, set func(float64) bool) app.UI {
		return app.Li().Class("entry").Body(
			app.Span().Class("entry-index").Aria("hidden", "true").Text(label),
			p.slider(slider, key, v, func(x float64) { set(x) }),
			p.numberBox(slider, key, v, set),
			p.errorFor(key),
		)
	}
	name := par.Name
	return app.Ol().Class("entries covariance").Aria("label", name+" as spreads and correlation").Body(
		row("σ₁", "σ₁ of "+name, &spreadSlider, s1, func(x float64) bool { return p.setSpread(par, "σ₁ of "+name, 0, x) }),
		row("σ₂", "σ₂ of "+name, &spreadSlider, s2, func(x float64) bool { return p.setSpread(par, "σ₂ of "+name, 1, x) }),
		row("ρ", "ρ of "+name, &correlationSlider, rho, func(x float64) bool { return p.setCorrelation(par, "ρ of "+name, x) }),
	)
}

// setSpread sets σ₁ (i = 0) or σ₂ (i = 1) of a 2×2 covariance, keeping
// the other spread and ρ.
func (p *equationPage) setSpread(par *equations.Param, key string, i int, x float64) bool {
	c := p.In.Clone()
	m := c.Matrix(par.Name)
	s1, s2, rho, ok := spreads(m)
	if !ok {
		return false
	}
	if !(x > 0) || math.IsInf(x, 0) {
		p.Errs[key] = key + ": a standard deviation must be positive and finite, not " + equations.FormatNumber(x)
		return false
	}
	if i == 0 {
		s1 = x
	} else {
		s2 = x
	}
	setSpreads(m, s1, s2, rho)
	return p.try(key, c)
}

// setCorrelation sets ρ of a 2×2 covariance, keeping σ₁ and σ₂.
func (p *equationPage) setCorrelation(par *equations.Param, key string, x float64) bool {
	c := p.In.Clone()
	m := c.Matrix(par.Name)
	s1, s2, _, ok := spreads(m)
	if !ok {
		return false
	}
	if !(x > -1 && x < 1) {
		p.Errs[key] = key + ": a correlation must be in (−1, 1) for Σ to be invertible, not " + equations.FormatNumber(x)
		return false
	}
	setSpreads(m, s1, s2, x)
	return p.try(key, c)
}

func setSpreads(m [][]float64, s1, s2, rho float64) {
	m[0][0], m[1][1] = s1*s1, s2*s2
	m[0][1] = rho * s1 * s2
	m[1][0] = m[0][1]
}
