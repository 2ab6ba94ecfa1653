//go:build !eqx_noui

package equations

import (
	"errors"
	"strings"

	"eqx/compute"
)

// Snippets of PCA and LDA.

func (dimensionalityReductionFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		"pca-covariance-matrix": func(in Inputs) Snippet {
			return Snippet{
				NumPy: codePCAPyData(in, false) + `print(X.T @ X / len(X))`,
				Go: codePCAGoData(in) + `m, _ := X.Dims()
var Sigma mat.SymDense
Sigma.SymOuterK(1/float64(m), X.T())
fmt.Println(mat.Formatted(&Sigma))`,
			}
		},
		"pca-u-reduce": func(in Inputs) Snippet {
			pyApprox, goApprox := "z @ U_reduce.T", ""
			if in.Bool("mean_normalise") {
				pyApprox = "z @ U_reduce.T + mu"
				goApprox = "for i := range m {\n\tfloats.Add(xApprox.RawRowView(i), mu)\n}\n"
			}
			return Snippet{
				NumPy: codePCAPyData(in, true) + codePCAPySVD + `U_reduce = U[:, :k]
# An eigenvector's sign is arbitrary: make the first non-zero entry of each positive.
first = U_reduce[np.argmax(np.abs(U_reduce) > 1e-12, axis=0), np.arange(k)]
U_reduce = U_reduce * np.sign(first)
z = X @ U_reduce
x_approx = ` + pyApprox + `
print({"U_reduce": U_reduce, "z": z, "x_approx": x_approx})`,
				Go: codePCAGoData(in) + codePCAGoSVD + `// U_reduce: the first k columns of U. An eigenvector's sign is arbitrary:
// make the first non-zero entry of each positive.
Ureduce := mat.NewDense(n, k, nil)
for j := range k {
	u := mat.Col(nil, j, &U)
	for _, x := range u {
		if math.Abs(x) > 1e-12 {
			if x < 0 {
				floats.Scale(-1, u)
			}
			break
		}
	}
	Ureduce.SetCol(j, u)
}
var z, xApprox mat.Dense
z.Mul(X, Ureduce)
xApprox.Mul(&z, Ureduce.T())
` + goApprox + `rows := func(a mat.Matrix) [][]float64 {
	r, _ := a.Dims()
	out := make([][]float64, r)
	for i := range out {
		out[i] = mat.Row(nil, i, a)
	}
	return out
}
fmt.Println(map[string]any{"U_reduce": rows(Ureduce), "z": rows(&z), "x_approx": rows(&xApprox)})`,
			}
		},
		"pca-projection-error": func(in Inputs) Snippet {
			if in.Has("axis") {
				return Snippet{
					NumPy: codePCAPyData(in, false) + `u = axis / np.linalg.norm(axis)
# Each example's residual from the line along u.
r = X - np.outer(X @ u, u)
print(np.mean(np.sum(r**2, axis=1)))`,
					Go: codePCAGoData(in) + `m, _ := X.Dims()
u := make([]float64, len(axis))
floats.ScaleTo(u, 1/floats.Norm(axis, 2), axis)
// Each example's residual from the line along u.
r := make([]float64, len(u))
sum := 0.0
for i := range m {
	x := X.RawRowView(i)
	floats.AddScaledTo(r, x, -floats.Dot(u, x), u)
	sum += floats.Dot(r, r)
}
fmt.Println(sum / float64(m))`,
				}
			}
			return Snippet{
				NumPy: codePCAPyData(in, false) + codePCAPySVD + `U_reduce = U[:, :k]
x_approx = X @ U_reduce @ U_reduce.T
print(np.mean(np.sum((X - x_approx) ** 2, axis=1)))`,
				Go: codePCAGoData(in) + codePCAGoSVD + `Ureduce := U.Slice(0, n, 0, k)
var xApprox, r mat.Dense
xApprox.Product(X, Ureduce, Ureduce.T())
r.Sub(X, &xApprox)
frobenius := mat.Norm(&r, 2) // the root of the sum of the squared entries
fmt.Println(frobenius * frobenius / float64(m))`,
			}
		},
		"pca-total-variation": func(in Inputs) Snippet {
			return Snippet{
				NumPy: codePCAPyData(in, false) + `print(np.mean(np.sum(X**2, axis=1)))`,
				Go: codePCAGoData(in) + `m, _ := X.Dims()
frobenius := mat.Norm(X, 2) // the root of the sum of the squared entries
fmt.Println(frobenius * frobenius / float64(m))`,
			}
		},
		"pca-variance-retained": func(in Inputs) Snippet {
			return Snippet{
				NumPy: codePCAPyData(in, false) + `S = np.linalg.svd(X.T @ X / len(X), compute_uv=False)  # the eigenvalues of Σ, largest first
retained = np.cumsum(S) / S.sum()
# The share lost by each k = 1 … n, from the discarded eigenvalues (1 − retained
# would cancel near 0).
lost = np.array([S[j:].sum() for j in range(1, len(S) + 1)]) / S.sum()
# The smallest k that loses at most the threshold (within rounding).
k_needed = int(np.argmax(lost <= threshold_ratio + 1e-12)) + 1
print({"ratio": lost[k - 1], "retained": retained[k - 1], "k_needed": k_needed, "cumulative_retained": retained})`,
				Go: codePCAGoData(in) + `m, _ := X.Dims()
var Sigma mat.SymDense
Sigma.SymOuterK(1/float64(m), X.T())
var svd mat.SVD
if !svd.Factorize(&Sigma, mat.SVDNone) {
	panic("the SVD did not converge")
}
S := svd.Values(nil) // the eigenvalues of Σ, largest first
total := floats.Sum(S)
// The shares retained and lost by each k = 1 … n, each from its own sum of
// eigenvalues (1 − retained would cancel near 0).
retained := make([]float64, len(S))
lost := make([]float64, len(S))
kNeeded := 0
for j := range S {
	retained[j] = floats.Sum(S[:j+1]) / total
	lost[j] = floats.Sum(S[j+1:]) / total
	// The smallest k that loses at most the threshold (within rounding).
	if kNeeded == 0 && lost[j] <= threshold_ratio+1e-12 {
		kNeeded = j + 1
	}
}
fmt.Println(map[string]any{"ratio": lost[k-1], "retained": retained[k-1], "k_needed": kNeeded, "cumulative_retained": retained})`,
			}
		},
		"lda-within-class-scatter": func(in Inputs) Snippet {
			return Snippet{
				NumPy: codeLDAPyMean + `S_W = np.zeros((class_0.shape[1], class_0.shape[1]))
for D in ` + codeLDAClasses(in, "[", "]") + `:
    C = D - mean(D)  # the points around their class mean m_i
    S_W += C.T @ C
print(S_W)`,
				Go: `d := len(class_0[0])
S_W := mat.NewSymDense(d, nil)
for _, D := range [][][]float64` + codeLDAClasses(in, "{", "}") + ` {
` + codeLDAGoClassMean + `	for _, x := range D {
		c := make([]float64, d)
		floats.SubTo(c, x, mi)
		S_W.SymRankOne(S_W, 1, mat.NewVecDense(d, c))
	}
}
fmt.Println(mat.Formatted(S_W))`,
			}
		},
		"lda-between-class-scatter": func(in Inputs) Snippet {
			pyTerm, goWeight := "len(D) * np.outer(dm, dm)", "float64(len(D))"
			if !in.Bool("weighted_by_n_i") {
				pyTerm, goWeight = "np.outer(dm, dm)  # unweighted, as S1 prints it", "1"
			}
			return Snippet{
				NumPy: codeLDAPyMean + `classes = ` + codeLDAClasses(in, "[", "]") + `
m = mean(np.vstack(classes))  # the mean of all the points
S_B = np.zeros((len(m), len(m)))
for D in classes:
    dm = mean(D) - m
    S_B += ` + pyTerm + `
print(S_B)`,
				Go: `classes := [][][]float64` + codeLDAClasses(in, "{", "}") + `
d := len(class_0[0])
` + codeLDAGoMean + `S_B := mat.NewSymDense(d, nil)
for _, D := range classes {
` + codeLDAGoClassMean + `	dm := make([]float64, d)
	floats.SubTo(dm, mi, m)
` + codeLDAGoNote(goWeight) + `	S_B.SymRankOne(S_B, ` + goWeight + `, mat.NewVecDense(d, dm))
}
fmt.Println(mat.Formatted(S_B))`,
			}
		},
		"lda-fisher-criterion": codeLDAFisher,
	}
}

// codePCAPyData assigns X, the data of the PCA specs, mean-normalised
// when the input says so (the mean kept as mu). The mean is corrected once,
// as the kernel does: then a constant feature is centred to exact zeros.
func codePCAPyData(in Inputs, keepMean bool) string {
	if !in.Bool("mean_normalise") {
		return "X = X_rows  # used as given, not mean-normalised\n"
	}
	return "mu = X_rows.mean(axis=0)\n" + codeMeanCorrection + "X = X_rows - mu  # mean normalisation\n"
}

// codeMeanCorrection corrects the plain mean mu of X_rows once (the
// corrected two-pass mean): 0.1 three times averages to 0.10000000000000002,
// which would leave a constant feature varying by ±1.4e-17.
const codeMeanCorrection = "mu += (X_rows - mu).mean(axis=0)  # corrected once: exact for a constant feature\n"

// codePCAPySVD computes U, the eigenvectors of Σ, from X.
const codePCAPySVD = `Sigma = X.T @ X / len(X)
U, S, Vt = np.linalg.svd(Sigma)
`

// codePCAGoData assigns X, the data of the PCA specs as a gonum matrix,
// mean-normalised (then keeping the mean as mu) when the input says so.
func codePCAGoData(in Inputs) string {
	code := `X := mat.NewDense(len(X_rows), len(X_rows[0]), nil)
for i, row := range X_rows {
	X.SetRow(i, row)
}
`
	if !in.Bool("mean_normalise") {
		return code + "// X is used as given, not mean-normalised.\n"
	}
	return code + `// Mean normalisation: subtract each feature's mean, corrected once (the
// mean of the deviations from it added), which is exact for a constant feature.
mu := make([]float64, len(X_rows[0]))
for j := range mu {
	col := mat.Col(nil, j, X)
	mu[j] = stat.Mean(col, nil)
	floats.AddConst(-mu[j], col)
	mu[j] += stat.Mean(col, nil)
}
for i := range X_rows {
	floats.Sub(X.RawRowView(i), mu)
}
`
}

// codePCAGoSVD computes U, the eigenvectors of Σ, from X.
const codePCAGoSVD = `m, n := X.Dims()
var Sigma mat.SymDense
Sigma.SymOuterK(1/float64(m), X.T())
var svd mat.SVD
if !svd.Factorize(&Sigma, mat.SVDThin) {
	panic("the SVD did not converge")
}
var U mat.Dense
svd.UTo(&U)
`

// codeLDAClasses lists the classes given, between open and close.
func codeLDAClasses(in Inputs, open, close string) string {
	names := []string{"class_0", "class_1"}
	if in.Has("class_2") {
		names = append(names, "class_2")
	}
	return open + strings.Join(names, ", ") + close
}

// codeLDAPyMean defines mean, the column means corrected once as the
// kernel computes them: exact for a coordinate that is constant, so that
// a direction along which no class varies has a within-class scatter of
// exactly 0.
const codeLDAPyMean = `def mean(A):
    """The column means of A, corrected once: exact for a constant column."""
    mu = A.mean(axis=0)
    return mu + (A - mu).mean(axis=0)


`

// codeLDAGoMean computes m, the mean of all the points of classes,
// corrected once (exact for a coordinate constant over all of them).
const codeLDAGoMean = `// m is the mean of all the points, corrected once by the mean of the
// deviations from it: exact for a coordinate that is constant.
m := make([]float64, d)
points := 0
for _, D := range classes {
	for _, x := range D {
		floats.Add(m, x)
	}
	points += len(D)
}
floats.Scale(1/float64(points), m)
dev := make([]float64, d)
for _, D := range classes {
	for _, x := range D {
		for j := range dev {
			dev[j] += x[j] - m[j]
		}
	}
}
floats.AddScaled(m, 1/float64(points), dev)
`

// codeLDAGoClassMean computes mi, the mean of the class D, in a loop,
// corrected once as codeLDAGoMean is.
const codeLDAGoClassMean = `	mi := make([]float64, d) // the class mean, corrected once
	for _, x := range D {
		floats.Add(mi, x)
	}
	floats.Scale(1/float64(len(D)), mi)
	dev := make([]float64, d)
	for _, x := range D {
		for j := range dev {
			dev[j] += x[j] - mi[j]
		}
	}
	floats.AddScaled(mi, 1/float64(len(D)), dev)
`

// codeLDAFisher is the snippet of Fisher's criterion: the best direction
// and its criterion, and the criterion of the direction Phi when given
// (alone when S_W is singular, which has no best direction).
func codeLDAFisher(in Inputs) Snippet {
	weighted := in.Choice("S_B") == "weighted"
	_, err := compute.FitFisherLDA(ldaClasses(in), weighted)
	best := !(errors.Is(err, compute.ErrUndefined) && in.Has("Phi"))
	pyTerm, goWeight := "len(D) * np.outer(dm, dm)", "float64(len(D))"
	if !weighted {
		pyTerm, goWeight = "np.outer(dm, dm)  # unweighted, as S1 prints it", "1"
	}
	py := codeLDAPyMean + `classes = ` + codeLDAClasses(in, "[", "]") + `
m = mean(np.vstack(classes))  # the mean of all the points
# SW and SB, the within- and between-class scatter matrices.
SW = np.zeros((len(m), len(m)))
SB = np.zeros((len(m), len(m)))
for D in classes:
    C = D - mean(D)
    SW += C.T @ C
    dm = mean(D) - m
    SB += ` + pyTerm + `
out = {}
`
	goCode := `classes := [][][]float64` + codeLDAClasses(in, "{", "}") + `
d := len(class_0[0])
` + codeLDAGoMean + `// SW and SB, the within- and between-class scatter matrices.
SW := mat.NewSymDense(d, nil)
SB := mat.NewSymDense(d, nil)
for _, D := range classes {
` + codeLDAGoClassMean + `	for _, x := range D {
		c := make([]float64, d)
		floats.SubTo(c, x, mi)
		SW.SymRankOne(SW, 1, mat.NewVecDense(d, c))
	}
	dm := make([]float64, d)
	floats.SubTo(dm, mi, m)
` + codeLDAGoNote(goWeight) + `	SB.SymRankOne(SB, ` + goWeight + `, mat.NewVecDense(d, dm))
}
out := map[string]any{}
`
	if in.Has("Phi") {
		py += `out["criterion"] = (Phi @ SB @ Phi) / (Phi @ SW @ Phi)
`
		goCode += `phi := mat.NewVecDense(d, Phi)
out["criterion"] = mat.Inner(phi, SB, phi) / mat.Inner(phi, SW, phi)
`
	}
	if best {
		py += `# The best directions solve SB w = λ SW w. With the Cholesky factor SW = L Lᵀ
# the problem becomes symmetric: (L⁻¹ SB L⁻ᵀ) y = λ y, and w = L⁻ᵀ y.
L_inv = np.linalg.inv(np.linalg.cholesky(SW))
lam, Y = np.linalg.eigh(L_inv @ SB @ L_inv.T)  # ascending
w = L_inv.T @ Y[:, -1]
w /= np.linalg.norm(w)
w *= np.sign(w[np.argmax(np.abs(w) > 1e-12)])  # first non-zero entry positive
out["max_criterion"] = lam[-1]
out["direction_unit"] = w
`
		goCode += `// The best directions solve SB w = λ SW w. With the Cholesky factor SW = L Lᵀ
// the problem becomes symmetric: (L⁻¹ SB L⁻ᵀ) y = λ y, and w = L⁻ᵀ y.
var chol mat.Cholesky
if !chol.Factorize(SW) {
	panic("the within-class scatter is singular")
}
var L, Linv mat.TriDense
chol.LTo(&L)
if err := Linv.InverseTri(&L); err != nil {
	panic(err)
}
var C mat.Dense
C.Product(&Linv, SB, Linv.T())
sym := mat.NewSymDense(d, nil) // C is symmetric up to rounding
for i := range d {
	for j := i; j < d; j++ {
		sym.SetSym(i, j, C.At(i, j))
	}
}
var eig mat.EigenSym
if !eig.Factorize(sym, true) {
	panic("the eigensolver did not converge")
}
lam := eig.Values(nil) // ascending
var Y mat.Dense
eig.VectorsTo(&Y)
w := mat.NewVecDense(d, nil)
w.MulVec(Linv.T(), Y.ColView(d-1))
w.ScaleVec(1/mat.Norm(w, 2), w)
for i := range d { // first non-zero entry positive
	if x := w.AtVec(i); math.Abs(x) > 1e-12 {
		if x < 0 {
			w.ScaleVec(-1, w)
		}
		break
	}
}
out["max_criterion"] = lam[d-1]
out["direction_unit"] = w.RawVector().Data
`
	}
	return Snippet{NumPy: py + "print(out)", Go: goCode + "fmt.Println(out)"}
}

// codeLDAGoNote notes an unweighted between-class scatter, of weight "1".
func codeLDAGoNote(weight string) string {
	if weight == "1" {
		return "\t// Unweighted, as S1 prints it: each class counts once.\n"
	}
	return ""
}
