//go:build !eqx_noui

package equations

import (
	"fmt"
	"strings"
)

// Snippets of the neural networks.

// nnCodeAct is an activation function g as the snippets write it: a
// definition when it needs one, its value at an expression z and its slope
// g'(z) ("" for the identity, whose slope is 1).
type nnCodeAct struct {
	pyDef, goDef, goSlopeDef string
	py, pySlope              func(z string) string
	goApply, goSlope         func(z string) string
	// pyMinusDef and goMinusDef define minus(z, y) = g(z) − y without the
	// cancellation of a saturated g(z) against its limit ("" when g − y
	// has none to fear, and minus is then written out).
	pyMinusDef, goMinusDef string
}

// pyMinus is g(z) − y as the NumPy snippets write it.
func (g nnCodeAct) pyMinus(z, y string) string {
	if g.pyMinusDef != "" {
		return "minus(" + z + ", " + y + ")"
	}
	return "(" + g.py(z) + " - " + y + ")"
}

// goMinus is g(z) − y as the Go snippets write it.
func (g nnCodeAct) goMinus(z, y string) string {
	if g.goMinusDef != "" {
		return "minus(" + z + ", " + y + ")"
	}
	return "(" + g.goApply(z) + " - " + y + ")"
}

func nnCodeActivation(name string) nnCodeAct {
	switch name {
	case "tanh":
		// sech²(z) = 4e/(1 + e)², e = e^(−2|z|): 1 − tanh²(z) loses its
		// digits, and is 0 once tanh(z) rounds to ±1 (|z| > 19).
		return nnCodeAct{
			pyDef: `def tanh_slope(z):
    e = np.exp(-2 * np.abs(z))
    return 4 * e / (1 + e) ** 2  # sech²(z) = 1 − tanh²(z) without cancellation


`,
			goSlopeDef: `tanhSlope := func(z float64) float64 {
	e := math.Exp(-2 * math.Abs(z))
	return 4 * e / ((1 + e) * (1 + e)) // sech²(z) = 1 − tanh²(z) without cancellation
}
`,
			py:      func(z string) string { return "np.tanh(" + z + ")" },
			pySlope: func(z string) string { return "tanh_slope(" + z + ")" },
			goApply: func(z string) string { return "math.Tanh(" + z + ")" },
			goSlope: func(z string) string { return "tanhSlope(" + z + ")" },
			pyMinusDef: `def minus(z, y):
    # tanh(z) − y; where tanh(z) rounds to ±1, from 1 ∓ tanh(z) = 2σ(∓2z)
    s = lambda t: np.exp(-np.logaddexp(0.0, -t))  # σ(t)
    return np.where((z > 0) & (y > 0.5), (1 - y) - 2 * s(-2 * z),
                    np.where((z < 0) & (y < -0.5), 2 * s(2 * z) - (1 + y), np.tanh(z) - y))


`,
			goMinusDef: `// tanh(z) − y; where tanh(z) rounds to ±1, from 1 ∓ tanh(z) = 2σ(∓2z)
minus := func(z, y float64) float64 {
	s := func(t float64) float64 { return 1 / (1 + math.Exp(-t)) } // σ(t)
	switch {
	case z > 0 && y > 0.5:
		return (1 - y) - 2*s(-2*z)
	case z < 0 && y < -0.5:
		return 2*s(2*z) - (1 + y)
	}
	return math.Tanh(z) - y
}
`,
		}
	case "relu":
		return nnCodeAct{
			goDef: "relu := func(z float64) float64 { return math.Max(z, 0) }\n",
			goSlopeDef: `reluSlope := func(z float64) float64 {
	if z > 0 {
		return 1
	}
	return 0
}
`,
			py:      func(z string) string { return "np.maximum(" + z + ", 0.0)" },
			pySlope: func(z string) string { return "np.where(" + z + " > 0, 1.0, 0.0)" },
			goApply: func(z string) string { return "relu(" + z + ")" },
			goSlope: func(z string) string { return "reluSlope(" + z + ")" },
		}
	case "identity":
		id := func(z string) string { return z }
		none := func(string) string { return "" }
		return nnCodeAct{py: id, pySlope: none, goApply: id, goSlope: none}
	}
	// σ(z)σ(−z) is σ'(z) = a(1 − a) without the cancellation of 1 − a.
	return nnCodeAct{
		pyDef: `def sigmoid(z):
    return np.exp(-np.logaddexp(0.0, -z))  # without overflow


`,
		goDef:   "sigmoid := func(z float64) float64 { return 1 / (1 + math.Exp(-z)) }\n",
		py:      func(z string) string { return "sigmoid(" + z + ")" },
		pySlope: func(z string) string { return "sigmoid(" + z + ") * sigmoid(-" + z + ")" },
		goApply: func(z string) string { return "sigmoid(" + z + ")" },
		goSlope: func(z string) string { return "sigmoid(" + z + ") * sigmoid(-" + z + ")" },
		pyMinusDef: `def minus(z, y):
    # σ(z) − y; where σ(z) rounds to 1, as (1 − y) − σ(−z)
    return np.where((z > 0) & (y > 0.5), (1 - y) - sigmoid(-z), sigmoid(z) - y)


`,
		goMinusDef: `// σ(z) − y; where σ(z) rounds to 1, as (1 − y) − σ(−z)
minus := func(z, y float64) float64 {
	if z > 0 && y > 0.5 {
		return (1 - y) - sigmoid(-z)
	}
	return sigmoid(z) - y
}
`,
	}
}

// goDefs is what the Go snippet must define to apply g, and to take its
// slope when slope is true.
func (g nnCodeAct) goDefs(slope bool) string {
	if slope {
		return g.goDef + g.goSlopeDef
	}
	return g.goDef
}

func (neuralNetworksFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		"nn-forward-pass": func(in Inputs) Snippet {
			g := nnCodeActivation(in.Choice("g"))
			if in.Choice("form") == formS3 {
				return Snippet{
					NumPy: g.pyDef + fmt.Sprintf(`a1 = %s
a2 = %s
print({"a1": a1, "a2": a2})`, g.py("W1_inputs_by_hidden.T @ x + b1"), g.py("w2 @ a1 + b2")),
					Go: g.goDefs(false) + fmt.Sprintf(`a1 := make([]float64, len(b1))
for j := range a1 {
	var z float64
	for i, xi := range x {
		z += W1_inputs_by_hidden[i][j] * xi
	}
	a1[j] = %s
}
a2 := %s
fmt.Println(map[string]any{"a1": a1, "a2": a2})`, g.goApply("z + b1[j]"), g.goApply("floats.Dot(w2, a1) + b2")),
				}
			}
			biasLast := in.Has("bias_first_column") && !in.Bool("bias_first_column")
			pyBias := func(a string) string { return "np.concatenate(([1.0], " + a + "))" }
			goA1, goA2, goA2End := "a1 := append([]float64{1}, x...) // the bias unit first", "a2 := []float64{1}", ""
			pyA1 := pyBias("x") + "  # the bias unit first"
			if biasLast {
				pyBias = func(a string) string { return "np.append(" + a + ", 1.0)" }
				goA1 = "a1 := append(append([]float64(nil), x...), 1) // the bias unit last"
				goA2, goA2End = "a2 := make([]float64, 0, len(Theta1)+1)", "a2 = append(a2, 1)\n"
				pyA1 = pyBias("x") + "  # the bias unit last"
			}
			return Snippet{
				NumPy: g.pyDef + fmt.Sprintf(`a1 = %s
z2 = Theta1 @ a1
a2 = %s
z3 = Theta2 @ a2
print({"z2": z2, "a2_with_bias": a2, "z3": z3, "h": %s})`, pyA1, pyBias(g.py("z2")), g.py("z3")),
				Go: g.goDefs(false) + fmt.Sprintf(`%s
z2 := make([]float64, len(Theta1))
%s
for k, row := range Theta1 {
	z2[k] = floats.Dot(row, a1)
	a2 = append(a2, %s)
}
%sz3 := make([]float64, len(Theta2))
h := make([]float64, len(Theta2))
for k, row := range Theta2 {
	z3[k] = floats.Dot(row, a2)
	h[k] = %s
}
fmt.Println(map[string]any{"z2": z2, "a2_with_bias": a2, "z3": z3, "h": h})`, goA1, goA2, g.goApply("z2[k]"), goA2End, g.goApply("z3[k]")),
			}
		},
		"fully-connected-layer": func(in Inputs) Snippet {
			g := nnCodeActivation(in.Choice("g"))
			return Snippet{
				NumPy: g.pyDef + fmt.Sprintf(`print(%s)`, g.py("W.T @ x + b")),
				Go: g.goDefs(false) + fmt.Sprintf(`a := make([]float64, len(b))
for k := range a {
	var z float64
	for j, xj := range x {
		z += W[j][k] * xj
	}
	a[k] = %s
}
fmt.Println(a)`, g.goApply("z + b[k]")),
			}
		},
		"nn-regularized-cost": same(Snippet{
			NumPy: nnCodeActivation("sigmoid").pyDef + `m = len(X)
ones = np.ones((m, 1))
A2 = np.hstack((ones, sigmoid(np.hstack((ones, X)) @ Theta1.T)))
Z3 = A2 @ Theta2.T
# −log h = log(1 + e^(−z)) and −log(1 − h) = log(1 + e^z): no log of 0
J = np.sum(Y * np.logaddexp(0.0, -Z3) + (1 - Y) * np.logaddexp(0.0, Z3)) / m
# The bias weights (column 0) are not penalised.
J += lambda_ / (2 * m) * (np.sum(Theta1[:, 1:] ** 2) + np.sum(Theta2[:, 1:] ** 2))
print(J)`,
			Go: nnCodeActivation("sigmoid").goDef + `// log(1 + e^z) without overflow
softplus := func(z float64) float64 { return math.Max(z, 0) + math.Log1p(math.Exp(-math.Abs(z))) }
m := float64(len(X))
var J float64
for i, x := range X {
	a1 := append([]float64{1}, x...)
	a2 := []float64{1}
	for _, row := range Theta1 {
		a2 = append(a2, sigmoid(floats.Dot(row, a1)))
	}
	for k, row := range Theta2 {
		z := floats.Dot(row, a2)
		J += Y[i][k]*softplus(-z) + (1-Y[i][k])*softplus(z) // −log h_k, −log(1 − h_k)
	}
}
J /= m
// The bias weights (column 0) are not penalised.
for _, Theta := range [][][]float64{Theta1, Theta2} {
	for _, row := range Theta {
		J += lambda / (2 * m) * floats.Dot(row[1:], row[1:])
	}
}
fmt.Println(J)`,
		}),
		"backprop-deltas":         codeBackpropDeltas,
		"backprop-chain-rule":     codeBackpropChainRule,
		"two-layer-nn-sgd-update": codeTwoLayerSGD,
	}
}

func codeBackpropDeltas(in Inputs) Snippet {
	g := nnCodeActivation(in.Choice("g"))
	halfSquared := in.Choice("cost") == bpHalfSquared
	// The output error: a − y for the cross-entropy, (a − y)·g'(z) for ½‖a − y‖².
	pyDelta3, goDelta3 := nnCodeTimes(g.pyMinus("z3", "y"), ""), nnCodeTimes(g.goMinus("z3", "y[k]"), "")
	if halfSquared {
		pyDelta3 = "z3 = Theta2 @ a2\ndelta3 = " + nnCodeTimes(g.pyMinus("z3", "y"), g.pySlope("z3"))
		goDelta3 = nnCodeTimes(g.goMinus("z3", "y[k]"), g.goSlope("z3"))
	} else {
		pyDelta3 = "z3 = Theta2 @ a2\ndelta3 = " + pyDelta3 + "  # the cross-entropy's error"
	}
	goSlope2 := ""
	if s := g.goSlope("z2[i]"); s != "" {
		goSlope2 = "\tdelta2[i] *= " + s + "\n"
	}
	return Snippet{
		NumPy: g.pyDef + g.pyMinusDef + fmt.Sprintf(`a1 = np.concatenate(([1.0], x))  # the bias unit first
z2 = Theta1 @ a1
a2 = np.concatenate(([1.0], %s))
%s
# Θ2ᵀδ3 without the entry of the bias unit, times the slope at z2
delta2 = %s
print({"delta3": delta3, "delta2": delta2,
       "grad_Theta2": np.outer(delta3, a2), "grad_Theta1": np.outer(delta2, a1)})`,
			g.py("z2"), pyDelta3, nnCodeTimes("(Theta2[:, 1:].T @ delta3)", g.pySlope("z2"))),
		Go: g.goDefs(true) + g.goMinusDef + fmt.Sprintf(`a1 := append([]float64{1}, x...) // the bias unit first
z2 := make([]float64, len(Theta1))
a2 := []float64{1}
for k, row := range Theta1 {
	z2[k] = floats.Dot(row, a1)
	a2 = append(a2, %s)
}
delta3 := make([]float64, len(Theta2))
for k, row := range Theta2 {
	z3 := floats.Dot(row, a2)
	delta3[k] = %s
}
// Θ2ᵀδ3 without the entry of the bias unit, times the slope at z2
delta2 := make([]float64, len(z2))
for i := range delta2 {
	for k, row := range Theta2 {
		delta2[i] += row[i+1] * delta3[k]
	}
%s}
outer := func(u, v []float64) [][]float64 {
	o := make([][]float64, len(u))
	for i := range o {
		o[i] = make([]float64, len(v))
		floats.ScaleTo(o[i], u[i], v)
	}
	return o
}
fmt.Println(map[string]any{"delta3": delta3, "delta2": delta2,
	"grad_Theta2": outer(delta3, a2), "grad_Theta1": outer(delta2, a1)})`,
			g.goApply("z2[k]"), goDelta3, goSlope2),
	}
}

// nnCodeTimes is a·b, or a alone (without its outer parentheses) when b is
// "" (a slope of 1).
func nnCodeTimes(a, b string) string {
	if b == "" {
		if strings.HasPrefix(a, "(") {
			return strings.TrimSuffix(strings.TrimPrefix(a, "("), ")")
		}
		return a
	}
	return a + " * " + b
}

func codeBackpropChainRule(in Inputs) Snippet {
	g := nnCodeActivation(in.Choice("activation"))
	pySlope, goSlope := g.pySlope("z"), g.goSlope("z")
	if pySlope == "" {
		pySlope, goSlope = "1.0", "1.0"
	}
	// a − y: minus(z, y) where a saturated a would cancel against y.
	pyR, goR := "a - y", "a - y"
	if g.pyMinusDef != "" {
		pyR, goR = "minus(z, y)", "minus(z, y)"
	}
	var pyLoss, goLoss string
	switch in.Choice("loss") {
	case "cross-entropy":
		pyLoss = fmt.Sprintf(`L = y * np.logaddexp(0.0, -z) + (1 - y) * np.logaddexp(0.0, z)  # −y log a − (1 − y) log(1 − a)
dL_da = -y / a + (1 - y) / sigmoid(-z)  # σ(−z) = 1 − a without cancellation
dL_dz = %s  # dL/da · da/dz simplifies to a − y`, pyR)
		goLoss = fmt.Sprintf(`// log(1 + e^z) without overflow
softplus := func(z float64) float64 { return math.Max(z, 0) + math.Log1p(math.Exp(-math.Abs(z))) }
L := y*softplus(-z) + (1-y)*softplus(z) // −y log a − (1 − y) log(1 − a)
dLdA := -y/a + (1-y)/sigmoid(-z)        // σ(−z) = 1 − a without cancellation
dLdZ := %s                   // dL/da · da/dz simplifies to a − y`, goR)
	case "(1/2)(a - y)^2":
		pyLoss = fmt.Sprintf(`r = %s
L, dL_da = r ** 2 / 2, r
dL_dz = dL_da * da_dz`, pyR)
		goLoss = fmt.Sprintf(`r := %s
L, dLdA := r*r/2, r
dLdZ := dLdA * daDz`, goR)
	default:
		pyLoss = fmt.Sprintf(`r = %s
L, dL_da = r ** 2, 2 * r
dL_dz = dL_da * da_dz`, pyR)
		goLoss = fmt.Sprintf(`r := %s
L, dLdA := r*r, 2*r
dLdZ := dLdA * daDz`, goR)
	}
	return Snippet{
		NumPy: g.pyDef + g.pyMinusDef + fmt.Sprintf(`z = w @ x + b
a = %s
da_dz = %s
%s
print({"z": z, "a": a, "L": L, "dL_da": dL_da, "da_dz": da_dz,
       "dz_dw": x, "dL_dw": dL_dz * x, "dL_db": dL_dz})  # dz/dw = x, dz/db = 1`, g.py("z"), pySlope, pyLoss),
		Go: g.goDefs(true) + g.goMinusDef + fmt.Sprintf(`z := floats.Dot(w, x) + b
a := %s
daDz := %s
%s
dLdW := make([]float64, len(x))
floats.ScaleTo(dLdW, dLdZ, x) // dz/dw = x, dz/db = 1
fmt.Println(map[string]any{"z": z, "a": a, "L": L, "dL_da": dLdA, "da_dz": daDz,
	"dz_dw": x, "dL_dw": dLdW, "dL_db": dLdZ})`, g.goApply("z"), goSlope, goLoss),
	}
}

func codeTwoLayerSGD(in Inputs) Snippet {
	g := nnCodeActivation("sigmoid")
	// a2 − y: minus(z2, y) keeps its digits where a2 rounds to y = 1.
	pyE, goE := "minus(z2, y)", "minus(z2, y)"
	if in.Choice("loss") == "(a2 - y)^2" {
		pyE, goE = "2 * minus(z2, y)", "2 * minus(z2, y)"
	}
	return Snippet{
		NumPy: g.pyDef + g.pyMinusDef + fmt.Sprintf(`z1 = W1_inputs_by_hidden.T @ x + b1
a1 = sigmoid(z1)
z2 = w2 @ a1 + b2
a2 = sigmoid(z2)
# The error of the output times its slope a2(1 − a2), and of each hidden
# unit: σ(−z) is 1 − σ(z) without cancellation.
e = %s * a2 * sigmoid(-z2)
d = e * w2 * a1 * sigmoid(-z1)
print({"W1": W1_inputs_by_hidden - np.outer(x, alpha * d), "b1": b1 - alpha * d,
       "w2": w2 - alpha * e * a1, "b2": b2 - alpha * e})`, pyE),
		Go: g.goDef + g.goMinusDef + fmt.Sprintf(`z1 := make([]float64, len(b1))
a1 := make([]float64, len(b1))
for j := range z1 {
	for i, xi := range x {
		z1[j] += W1_inputs_by_hidden[i][j] * xi
	}
	z1[j] += b1[j]
	a1[j] = sigmoid(z1[j])
}
z2 := floats.Dot(w2, a1) + b2
a2 := sigmoid(z2)
// The error of the output times its slope a2(1 − a2); σ(−z) is 1 − σ(z)
// without cancellation. Every update uses the weights before the step.
e := %s * a2 * sigmoid(-z2)
for j := range w2 {
	d := e * w2[j] * a1[j] * sigmoid(-z1[j]) // the error of hidden unit j
	for i, xi := range x {
		W1_inputs_by_hidden[i][j] -= alpha * d * xi
	}
	b1[j] -= alpha * d
	w2[j] -= alpha * e * a1[j]
}
fmt.Println(map[string]any{"W1": W1_inputs_by_hidden, "b1": b1, "w2": w2, "b2": b2 - alpha*e})`, goE),
	}
}
