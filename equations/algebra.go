package equations

import "eqx/compute"

// algebraFamily is the quadratic formula (a family of the catalogue:
// family.go).
type algebraFamily struct{}

func (algebraFamily) specs() []*Spec {
	coef := func(name, doc string, def float64) Param {
		return Param{Name: name, Symbol: name, Doc: doc, Kind: Real, Default: def,
			Min: -10, Max: 10, Step: 0.01, Domain: AnyReal}
	}
	quadratic := &Spec{
		ID: "quadratic-formula", Title: "Quadratic formula", Category: "algebra",
		LaTeX: `ax^2 + bx + c = 0 \iff x = \frac{-b \pm \sqrt{b^2 - 4ac}}{2a}, \quad a \ne 0`,
		Explanation: "The quadratic formula gives the points where the parabola y = ax² + bx + c crosses zero. " +
			"The discriminant b² − 4ac decides their kind: two real roots when it is positive, one double root at zero, a complex-conjugate pair when negative; the eigenvalues of a 2 × 2 matrix are the roots of such a quadratic. " +
			"Computed as printed it loses the smaller root to cancellation when b² ≫ 4ac, so eqx uses the equivalent q = −(b + sgn(b)√D)/2, x = q/a and c/q.",
		Sources: src(S1),
		Related: []string{"eigendecomposition"},
		Output:  `x_{\pm}`,
		Params: []Param{
			coef("a", "the coefficient of x² (not 0)", 1),
			coef("b", "the coefficient of x", -3),
			coef("c", "the constant term", 2),
		},
		Eval: func(in Inputs) (any, error) {
			q, err := compute.QuadraticRoots(in.Real("a"), in.Real("b"), in.Real("c"))
			if err != nil {
				return nil, err
			}
			re, im := splitComplex([]complex128{q.Plus, q.Minus})
			roots := []float64{}
			if q.Real {
				roots = re
			}
			return map[string]any{"roots": roots, "real_parts": re, "imag_parts": im,
				"discriminant": q.Discriminant, "complex": !q.Real}, nil
		},
		View: &Graph{Parts: []string{"roots", "real_parts"}, Range: [2]float64{-5, 5}, Overlays: []Overlay{{Label: "y = ax² + bx + c", F: func(in Inputs, x float64) (float64, bool) {
			return (in.Real("a")*x+in.Real("b"))*x + in.Real("c"), true
		}}}},
	}
	return []*Spec{quadratic}
}
