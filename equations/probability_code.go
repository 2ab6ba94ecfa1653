//go:build !eqx_noui

package equations

import "strings"

// Snippets of the probability and Bayesian networks.

func (probabilityFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		"conditional-probability": func(in Inputs) Snippet {
			if in.Has("P_AB") && in.Has("P_B") {
				return Snippet{NumPy: `print(P_AB / P_B)`, Go: `fmt.Println(P_AB / P_B)`}
			}
			if in.Choice("layout") == "joint[b][a]" {
				// Row B of the table is P(A, B = b): conditioning rescales it.
				return Snippet{
					NumPy: `print(joint[B, A] / joint[B].sum())`,
					Go:    `fmt.Println(joint[B][A] / floats.Sum(joint[B]))`,
				}
			}
			return Snippet{
				NumPy: `print(joint[A, B] / joint[:, B].sum())`,
				Go: `pB := 0.0 // P(B = b), the sum of column b
for _, row := range joint {
	pB += row[B]
}
fmt.Println(joint[A][B] / pB)`,
			}
		},
		"joint-probability-product-rule": func(in Inputs) Snippet {
			if !in.Has("joint") {
				return Snippet{NumPy: `print(P_A_given_B * P_B)`, Go: `fmt.Println(P_A_given_B * P_B)`}
			}
			py := `p_a = joint.sum(axis=1)  # P(A = a)
p_b = joint.sum(axis=0)  # P(B = b)
p_a_given_b = joint[A, B] / p_b[B]
p_b_given_a = joint[A, B] / p_a[A]
via_b, via_a = p_a_given_b * p_b[B], p_b_given_a * p_a[A]
assert abs(via_b - via_a) <= 1e-12, "the two factorisations disagree"
print(via_b)`
			goCode := `pA, pB := make([]float64, len(joint)), make([]float64, len(joint[0]))
for i, row := range joint {
	pA[i] = floats.Sum(row)
	floats.Add(pB, row)
}
pAGivenB := joint[A][B] / pB[B]
pBGivenA := joint[A][B] / pA[A]
viaB, viaA := pAGivenB*pB[B], pBGivenA*pA[A]
if math.Abs(viaB-viaA) > 1e-12 {
	panic("the two factorisations disagree")
}
fmt.Println(viaB)`
			if in.Choice("layout") == "joint[b][a]" {
				py = "joint = joint.T  # the table is indexed [b][a]: make it [a][b]\n" + py
				goCode = goTranspose("joint", "The table is indexed [b][a]: make it [a][b].") + goCode
			}
			return Snippet{NumPy: py, Go: goCode}
		},
		"marginal-probability": func(in Inputs) Snippet {
			if (in.Choice("marginal_of") == "X") == (in.Choice("layout") == "joint[x][y]") {
				// The variable of the rows: sum each row.
				return Snippet{
					NumPy: `print(joint.sum(axis=1))`,
					Go: `marginal := make([]float64, len(joint))
for i, row := range joint {
	marginal[i] = floats.Sum(row)
}
fmt.Println(marginal)`,
				}
			}
			return Snippet{
				NumPy: `print(joint.sum(axis=0))`,
				Go: `marginal := make([]float64, len(joint[0]))
for _, row := range joint {
	floats.Add(marginal, row)
}
fmt.Println(marginal)`,
			}
		},
		"law-of-total-probability": same(Snippet{
			NumPy: `print(P_X_given_y @ P_y)`,
			Go:    `fmt.Println(floats.Dot(P_X_given_y, P_y))`,
		}),
		"bayes-rule": func(in Inputs) Snippet {
			if in.Has("prior") && in.Has("likelihood") {
				return Snippet{
					NumPy: `joint = likelihood * prior
print(joint / joint.sum())`,
					Go: `posterior := make([]float64, len(prior))
floats.MulTo(posterior, likelihood, prior)
floats.Scale(1/floats.Sum(posterior), posterior)
fmt.Println(posterior)`,
				}
			}
			return Snippet{
				NumPy: `sick = P_T_given_D * P_D
healthy = P_T_given_notD * (1 - P_D)
print(sick / (sick + healthy))`,
				Go: `sick := P_T_given_D * P_D
healthy := P_T_given_notD * (1 - P_D)
fmt.Println(sick / (sick + healthy))`,
			}
		},
		"independence": same(Snippet{
			NumPy: `P_X = joint.sum(axis=1)
P_Y = joint.sum(axis=0)
deviation = np.abs(joint - np.outer(P_X, P_Y)).max()
print({"independent": deviation <= tol, "max_abs_deviation": deviation, "P_X": P_X, "P_Y": P_Y})`,
			Go: `pX, pY := make([]float64, len(joint)), make([]float64, len(joint[0]))
for i, row := range joint {
	pX[i] = floats.Sum(row)
	floats.Add(pY, row)
}
deviation := 0.0
for i, row := range joint {
	for j, p := range row {
		deviation = math.Max(deviation, math.Abs(p-pX[i]*pY[j]))
	}
}
fmt.Println(map[string]any{"independent": deviation <= tol, "max_abs_deviation": deviation, "P_X": pX, "P_Y": pY})`,
		}),
		"conditional-independence": codeCondIndependence,
		"cpt-estimation": same(Snippet{
			NumPy: `print(c_x_pa / c_pa)`,
			Go:    `fmt.Println(float64(c_x_pa) / float64(c_pa))`,
		}),
		"cpt-laplace": same(Snippet{
			NumPy: `print((c_x_pa + 1) / (c_pa + num_values))`,
			Go:    `fmt.Println(float64(c_x_pa+1) / float64(c_pa+num_values))`,
		}),
		"bayesian-network-joint": codeBayesNet,
	}
}

// goTranspose is the Go code that replaces the [][]float64 variable name by
// its transpose, with a comment saying why.
func goTranspose(name, why string) string {
	return strings.NewReplacer("NAME", name, "WHY", why).Replace(`// WHY
t := make([][]float64, len(NAME[0]))
for j := range t {
	t[j] = make([]float64, len(NAME))
	for i := range NAME {
		t[j][i] = NAME[i][j]
	}
}
NAME = t
`)
}

// codeCondIndependence tests X ⊥ Y | Z on the table P[x][y][z] (NumPy) or
// its slices P(x, y, Z = z) (Go), built from the slices or from joint_xyz
// in its layout.
func codeCondIndependence(in Inputs) Snippet {
	var py, goCode string
	switch {
	case !in.Has("joint_xyz"):
		py = "P = np.stack([joint_z0, joint_z1], axis=-1)  # P[x, y, z]\n"
		goCode = "planes := [][][]float64{joint_z0, joint_z1} // planes[z][x][y]\n"
	case in.Choice("layout") == "joint[z][x][y]":
		py = "P = np.array(joint_xyz).transpose(1, 2, 0)  # P[x, y, z]\n"
		goCode = `var planes [][][]float64 // planes[z][x][y]
json.Unmarshal(joint_xyz, &planes)
`
	default:
		py = "P = np.array(joint_xyz)  # P[x, y, z]\n"
		goCode = `var t [][][]float64 // t[x][y][z]
json.Unmarshal(joint_xyz, &t)
planes := make([][][]float64, len(t[0][0])) // planes[z][x][y]
for z := range planes {
	planes[z] = make([][]float64, len(t))
	for x := range t {
		planes[z][x] = make([]float64, len(t[x]))
		for y := range t[x] {
			planes[z][x][y] = t[x][y][z]
		}
	}
}
`
	}
	py += `

def max_deviation(t):
    """max |P(x, y) - P(x) P(y)| over a table t[x][y] rescaled to sum to 1"""
    t = t / t.sum()
    return np.abs(t - np.outer(t.sum(axis=1), t.sum(axis=0))).max()


P_Z = P.sum(axis=(0, 1))
# Given Z = z: the slice rescaled by P(z); a z of probability 0 imposes nothing.
given_z = max(max_deviation(P[:, :, z]) for z in range(P.shape[2]) if P_Z[z] > 0)
marginal = max_deviation(P.sum(axis=2))
print({
    "cond_independent": given_z <= tol,
    "max_abs_deviation": given_z,
    "marginally_independent": marginal <= tol,
    "marginal_max_abs_deviation": marginal,
    "P_Z": P_Z,
})`
	goCode += `// maxDeviation is max |P(x, y) − P(x) P(y)| over a table t[x][y] rescaled to sum to 1.
maxDeviation := func(t [][]float64) float64 {
	total := 0.0
	for _, row := range t {
		total += floats.Sum(row)
	}
	px, py := make([]float64, len(t)), make([]float64, len(t[0]))
	for x, row := range t {
		px[x] = floats.Sum(row) / total
		for y, p := range row {
			py[y] += p / total
		}
	}
	d := 0.0
	for x, row := range t {
		for y, p := range row {
			d = math.Max(d, math.Abs(p/total-px[x]*py[y]))
		}
	}
	return d
}
pZ := make([]float64, len(planes))
pXY := make([][]float64, len(planes[0])) // P(x, y), summed over z
for x := range pXY {
	pXY[x] = make([]float64, len(planes[0][0]))
}
givenZ := 0.0
for z, plane := range planes {
	for x, row := range plane {
		pZ[z] += floats.Sum(row)
		floats.Add(pXY[x], row)
	}
	if pZ[z] > 0 { // a z of probability 0 imposes nothing
		givenZ = math.Max(givenZ, maxDeviation(plane))
	}
}
marginal := maxDeviation(pXY)
fmt.Println(map[string]any{
	"cond_independent":           givenZ <= tol,
	"max_abs_deviation":          givenZ,
	"marginally_independent":     marginal <= tol,
	"marginal_max_abs_deviation": marginal,
	"P_Z":                        pZ,
})`
	return Snippet{NumPy: py, Go: goCode}
}

// codeBayesNet multiplies one CPT entry per variable of the chosen network,
// at R, S, W or at the assignment object.
func codeBayesNet(in Inputs) Snippet {
	sprinkler := in.Choice("network") != netRainWet
	var py, goCode string
	if in.Has("assignment") {
		if sprinkler {
			py = `R, S, W = assignment["R"], assignment["S"], assignment["W"]  # they replace the inputs R, S and W`
			goCode = `var values map[string]float64
json.Unmarshal(assignment, &values)
R, S, W = int(values["R"]), int(values["S"]), int(values["W"]) // they replace the inputs R, S and W
`
		} else {
			py = `R, W = assignment["R"], assignment["W"]  # they replace the inputs R and W`
			goCode = `var values map[string]float64
json.Unmarshal(assignment, &values)
R, W = int(values["R"]), int(values["W"]) // they replace the inputs R and W
`
		}
	}
	py += `


def p(value, p1):
    """P(V = value) of a binary V with P(V = 1) = p1"""
    return p1 if value == 1 else 1 - p1


`
	goCode += `// p is P(V = value) of a binary V with P(V = 1) = p1.
p := func(value int, p1 float64) float64 {
	if value == 1 {
		return p1
	}
	return 1 - p1
}
`
	if sprinkler {
		py += `# the sprinkler's CPT indexed by rain; the wet grass's by rain, then sprinkler
pS1 = [P_S1_given_R0, P_S1_given_R1]
pW1 = [[P_W1_given_R0_S0, P_W1_given_R0_S1], [P_W1_given_R1_S0, P_W1_given_R1_S1]]
print(p(R, P_R1) * p(S, pS1[R]) * p(W, pW1[R][S]))`
		goCode += `// The sprinkler's CPT indexed by rain; the wet grass's by rain, then sprinkler.
pS1 := []float64{P_S1_given_R0, P_S1_given_R1}
pW1 := [][]float64{{P_W1_given_R0_S0, P_W1_given_R0_S1}, {P_W1_given_R1_S0, P_W1_given_R1_S1}}
fmt.Println(p(R, P_R1) * p(S, pS1[R]) * p(W, pW1[R][S]))`
	} else {
		py += `pW1 = [P_W1_given_R0, P_W1_given_R1]  # indexed by rain
print(p(R, P_R1) * p(W, pW1[R]))`
		goCode += `pW1 := []float64{P_W1_given_R0, P_W1_given_R1} // indexed by rain
fmt.Println(p(R, P_R1) * p(W, pW1[R]))`
	}
	return Snippet{NumPy: py, Go: goCode}
}
