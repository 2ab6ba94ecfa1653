package equations

import (
	"math"
)

// Worked lines of equations whose inputs are matrices (the network's
// layers, attention): the matrices and vectors substituted as bmatrices
// (tmat, tcol), so that the product reads as it is computed.

// workedForwardPass writes the forward pass layer by layer, in the form
// the inputs choose: S2's Θ matrices with the bias unit, or S3's weights
// and biases.
func workedForwardPass(in Inputs, out any) []string {
	res := out.(map[string]any)
	g := tact(in.Choice("g"))
	if a2, ok := res["a2"].(float64); ok { // form S3
		return []string{
			`\mathbf{a}^{(1)} = ` + g + `\!\left(` + tmat(in.Matrix("W1_inputs_by_hidden")) + `^\top` + tcol(in.Vector("x")) + ` + ` +
				tcol(in.Vector("b1")) + `\right) = ` + tcol(res["a1"].([]float64)),
			`a^{(2)} = ` + g + `\!\left(` + tcol(in.Vector("w2")) + `^\top\mathbf{a}^{(1)} + ` + tp(in.Real("b2")) + `\right) = ` + tn(a2),
		}
	}
	last := in.Has("bias_first_column") && !in.Bool("bias_first_column")
	bias := func(v string) string {
		if last {
			return `\left(` + v + `, 1\right)`
		}
		return `\left(1, ` + v + `\right)`
	}
	a1, a2 := withBiasUnit(in.Vector("x"), last), res["a2_with_bias"].([]float64)
	return []string{
		`\mathbf{a}^{(1)} = ` + bias(`\mathbf{x}`) + ` = ` + tcol(a1),
		`\mathbf{z}^{(2)} = \Theta^{(1)}\mathbf{a}^{(1)} = ` + tmat(in.Matrix("Theta1")) + tcol(a1) + ` = ` + tcol(res["z2"].([]float64)),
		`\mathbf{a}^{(2)} = ` + bias(g+`(\mathbf{z}^{(2)})`) + ` = ` + tcol(a2),
		`\mathbf{z}^{(3)} = \Theta^{(2)}\mathbf{a}^{(2)} = ` + tmat(in.Matrix("Theta2")) + tcol(a2) + ` = ` + tcol(res["z3"].([]float64)),
		`h_\Theta(\mathbf{x}) = ` + g + `(\mathbf{z}^{(3)}) = ` + tcol(res["h"].([]float64)),
	}
}

// tact names an activation option in LaTeX: \operatorname{relu}.
func tact(name string) string { return `\operatorname{` + name + `}` }

// tcomplex writes the complex number re + im·i: 2, 1 - 2i, -i.
func tcomplex(re, im float64) string {
	if im == 0 || math.IsNaN(im) {
		return tn(re)
	}
	unit := tn(math.Abs(im)) + `i`
	if unit == `1i` { // 1 to the 6 digits shown
		unit = `i`
	}
	sign := ` + `
	if im < 0 {
		sign = ` - `
	}
	if re == 0 && im < 0 {
		return `-` + unit
	}
	if re == 0 {
		return unit
	}
	return tn(re) + sign + unit
}
