//go:build !eqx_noui

package equations

import (
	"math"

	"eqx/compute"
	"gonum.org/v1/gonum/floats"
)

// Worked examples of the SVM and kernel equations: the functional
// margins, the hinge terms, the feature map and the kernel values with
// the numbers in them.

func (kernelsSVMFamily) worked() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{
		"svm-hard-margin":       workedHardMargin,
		"svm-soft-margin":       workedSoftMargin,
		"svm-subgradient-step":  workedSVMStep,
		"kernel-svm-classifier": workedKernelClassifier,
		"kernel-gram-matrix":    workedGram,
		"quadratic-kernel": func(in Inputs, out any) []string {
			x, xp := in.Vector("x"), in.Vector("x_prime")
			if len(x) != len(xp) {
				return fallback(`K(\mathbf{x}, \mathbf{x}')`, out)
			}
			lines := []string{}
			// The feature map is checked against the kernel for a 2-D pair,
			// the φ of the equation.
			if len(x) == 2 {
				px, err1 := compute.QuadraticFeatures(nil, x)
				pxp, err2 := compute.QuadraticFeatures(nil, xp)
				if err1 == nil && err2 == nil {
					lines = append(lines, `\varphi(\mathbf{x}) = `+tvec(px), `\varphi(\mathbf{x}') = `+tvec(pxp),
						`\varphi(\mathbf{x})^\top\varphi(\mathbf{x}') = `+tn(floats.Dot(px, pxp)))
				}
			}
			return append(lines, `K(\mathbf{x}, \mathbf{x}') = \left(\mathbf{x}^\top\mathbf{x}' + 1\right)^2 = \left(`+trowDot(x, xp)+` + 1\right)^2 = `+tb(floats.Dot(x, xp)+1)+`^2 = `+resultTeX(out))
		},
		"gaussian-rbf-kernel": func(in Inputs, out any) []string {
			x, l, sigma := in.Vector("x"), in.Vector("l"), in.Real("sigma")
			if len(x) != len(l) {
				return fallback(`K(\mathbf{x}, \mathbf{l})`, out)
			}
			d := make([]float64, len(x))
			for i := range x {
				d[i] = (x[i] - l[i]) * (x[i] - l[i])
			}
			d2 := floats.Sum(d)
			return []string{
				`\|\mathbf{x} - \mathbf{l}\|^2 = ` + tsum(len(x), func(i int) string { return `(` + tn(x[i]) + ` - ` + tp(l[i]) + `)^2` }) + ` = ` + tn(d2),
				`K(\mathbf{x}, \mathbf{l}) = \exp\!\left(-\frac{` + tn(d2) + `}{2\cdot ` + tb(sigma) + `^2}\right) = ` + resultTeX(out),
			}
		},
	}
}

// svmMarginTerms are the functional margins (2y_i − 1)(wᵀx_i + b) of the
// inputs, from the hard-margin kernel.
func svmMarginTerms(in Inputs) ([]float64, bool) {
	m, err := compute.SVMHardMargin(in.Vector("w"), in.Real("b"), in.Matrix("X"), in.Vector("y"))
	return m.Functional, err == nil
}

// workedHardMargin shows the functional margins against 1 and the width
// 2/‖w‖.
func workedHardMargin(in Inputs, out any) []string {
	w := in.Vector("w")
	res, ok := out.(map[string]any)
	width, ok1 := res["margin_width"].(float64)
	fm, ok2 := res["functional_margins"].([]float64)
	feasible, ok3 := res["feasible"].(bool)
	if !ok || !ok1 || !ok2 || !ok3 {
		return fallback(`2/\|\mathbf{w}\|`, out)
	}
	verdict := `\text{all} \ge 1\text{: feasible}`
	if !feasible {
		verdict = `\text{not all} \ge 1\text{: infeasible}`
	}
	return []string{
		`(2y_i - 1)(\mathbf{w}^\top\mathbf{x}_i + b) = ` + tvec(fm) + ` \quad ` + verdict,
		`\frac{2}{\|\mathbf{w}\|} = \frac{2}{\sqrt{` + tsum(len(w), func(i int) string { return tb(w[i]) + `^2` }) + `}} = ` + tn(width),
	}
}

// workedSoftMargin shows the hinge terms from the functional margins, the
// penalty λ/2·wᵀw and their sum.
func workedSoftMargin(in Inputs, out any) []string {
	w, lambda := in.Vector("w"), in.Real("lambda")
	fm, ok := svmMarginTerms(in)
	if !ok {
		return fallback(`J(\mathbf{w}, b)`, out)
	}
	hinge := make([]float64, len(fm))
	for i, m := range fm {
		hinge[i] = math.Max(0, 1-m)
	}
	// λ/2·wᵀw as the kernel forms it, (√(λ/2)·‖w‖)²: wᵀw alone may overflow.
	r := math.Sqrt(lambda/2) * floats.Norm(w, 2)
	reg := r * r
	return []string{
		`m_i = (2y_i - 1)(\mathbf{w}^\top\mathbf{x}_i + b) = ` + tvec(fm) + `, \quad \max\{0,\, 1 - m_i\} = ` + tvec(hinge),
		`J = \frac{` + tn(lambda) + `}{2}\left(` + tsum(len(w), func(i int) string { return tb(w[i]) + `^2` }) + `\right) + \frac{1}{` + ti(len(fm)) + `}\left(` + tsumv(hinge) + `\right)`,
		`= ` + tn(reg) + ` + ` + tn(floats.Sum(hinge)/float64(len(fm))) + ` = ` + resultTeX(out),
	}
}

// workedSVMStep shows the example's margin, whether the hinge is active,
// and the updated b and w.
func workedSVMStep(in Inputs, out any) []string {
	w, b, x, y := in.Vector("w"), in.Real("b"), in.Vector("x"), in.Int("y")
	alpha, lambda := in.Real("alpha"), in.Real("lambda")
	res, ok := out.(map[string]any)
	nw, ok1 := res["w"].([]float64)
	nb, ok2 := res["b"].(float64)
	active, ok3 := res["hinge_active"].(bool)
	_, z, err := compute.LinearDecision(w, x, b)
	if !ok || !ok1 || !ok2 || !ok3 || err != nil {
		return fallback(`(\mathbf{w}, b)`, out)
	}
	s := float64(2*y - 1)
	ind, cmp := `0`, ` \ge 1`
	if active {
		ind, cmp = `1`, ` < 1`
	}
	shrink := 1 - alpha*lambda
	pull := ``
	if active {
		pull = ` + ` + tn(alpha) + `\cdot ` + tp(s) + `\,` + tvec(x)
	}
	return []string{
		`(2y_i - 1)(\mathbf{w}^\top\mathbf{x}_i + b) = ` + tp(s) + `\cdot ` + tp(z) + ` = ` + tn(s*z) + cmp + ` \;\Rightarrow\; \mathbb{1}\{\cdot\} = ` + ind,
		`b \gets ` + tn(b) + ` + ` + tn(alpha) + `\cdot ` + tp(s) + `\cdot ` + ind + ` = ` + tn(nb),
		`1 - \alpha\lambda = 1 - ` + tn(alpha) + `\cdot ` + tp(lambda) + ` = ` + tn(shrink),
		`\mathbf{w} \gets ` + tb(shrink) + `\,` + tvec(w) + pull + ` = ` + tvec(nw),
	}
}

// workedKernelClassifier shows φ(x), the score wᵀφ(x) + b and its sign.
func workedKernelClassifier(in Inputs, out any) []string {
	w, b, x := in.Vector("w"), in.Real("b"), in.Vector("x")
	phi := x
	var lines []string
	if in.Choice("phi") == phiQuadratic {
		var err error
		if phi, err = compute.QuadraticFeatures(nil, x); err != nil {
			return fallback(`\hat{y}`, out)
		}
		lines = append(lines, `\varphi(\mathbf{x}) = `+tvec(phi))
	}
	_, z, err := compute.LinearDecision(w, phi, b)
	if err != nil {
		return fallback(`\hat{y}`, out)
	}
	// Only the features with a weight are written: a zero weight adds
	// nothing, and φ of a 2-D point already has six entries.
	var wNZ, phiNZ []float64
	for j := range w {
		if w[j] != 0 {
			wNZ, phiNZ = append(wNZ, w[j]), append(phiNZ, phi[j])
		}
	}
	return append(lines,
		`\mathbf{w}^\top\varphi(\mathbf{x}) + b = `+trowDot(wNZ, phiNZ)+` + `+tp(b)+` = `+tn(z),
		`\hat{y} = \mathbb{1}\{`+tn(z)+` \ge 0\} = `+resultTeX(out))
}

// workedGram shows one off-diagonal entry K₁₂ = k(x₁, x₂) computed with
// the kernel, then K.
func workedGram(in Inputs, out any) []string {
	X, sigma := in.Matrix("X"), in.Real("sigma")
	last := `K = ` + resultTeX(out)
	if len(X) < 2 || len(X[0]) != len(X[1]) {
		return []string{last}
	}
	x1, x2 := X[0], X[1]
	var line string
	switch in.Choice("kernel") {
	case kernelLinear:
		// K₁₂ from the kernel's answer: a plain dot product of entries
		// beyond 1e154 overflows where the kernel's does not.
		k := floats.Dot(x1, x2)
		if K, ok := out.([][]float64); ok && len(K) > 1 && len(K[0]) > 1 {
			k = K[0][1]
		}
		line = `K_{12} = \mathbf{x}_1^\top\mathbf{x}_2 = ` + trowDot(x1, x2) + ` = ` + tn(k)
	case kernelQuadratic:
		k, err := compute.QuadraticKernel(x1, x2)
		if err != nil {
			return []string{last}
		}
		line = `K_{12} = (\mathbf{x}_1^\top\mathbf{x}_2 + 1)^2 = \left(` + trowDot(x1, x2) + ` + 1\right)^2 = ` + tn(k)
	case kernelGaussian:
		k, err := compute.GaussianKernel(x1, x2, sigma)
		if err != nil {
			return []string{last}
		}
		d := make([]float64, len(x1))
		for i := range x1 {
			d[i] = (x1[i] - x2[i]) * (x1[i] - x2[i])
		}
		line = `K_{12} = \exp\!\left(-\frac{\|\mathbf{x}_1 - \mathbf{x}_2\|^2}{2\sigma^2}\right) = \exp\!\left(-\frac{` + tn(floats.Sum(d)) + `}{2\cdot ` + tb(sigma) + `^2}\right) = ` + tn(k)
	default:
		return []string{last}
	}
	return []string{line, last}
}
