package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
	"eqx/internal/session"
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

// covarianceControl is the σ₁, σ₂ and ρ of a 2×2 covariance parameter,
// or nothing when the matrix is not one.
func (p *equationPage) covarianceControl(par *equations.Param) app.UI {
	if !isEditor[equations.Covariance](par) {
		return nil
	}
	s1, s2, rho, ok := session.Spreads(p.In.Matrix(par.Name))
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
		row("σ₁", "σ₁ of "+name, &spreadSlider, s1, func(x float64) bool { return p.SetSpread(par.Name, "σ₁ of "+name, 0, x) }),
		row("σ₂", "σ₂ of "+name, &spreadSlider, s2, func(x float64) bool { return p.SetSpread(par.Name, "σ₂ of "+name, 1, x) }),
		row("ρ", "ρ of "+name, &correlationSlider, rho, func(x float64) bool { return p.SetCorrelation(par.Name, "ρ of "+name, x) }),
	)
}
