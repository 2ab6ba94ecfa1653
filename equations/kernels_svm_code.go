//go:build !eqx_noui

package equations

// Snippets of the kernels and support vector machines.

func (kernelsSVMFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		"svm-hard-margin": same(Snippet{
			NumPy: `margins = (2 * y - 1) * (X @ w + b)  # labels 0/1 as −1/+1
print({"margin_width": 2 / np.linalg.norm(w), "functional_margins": margins,
       "feasible": bool(np.all(margins >= 1))})`,
			Go: `margins := make([]float64, len(X))
feasible := true
for i, row := range X {
	margins[i] = (2*y[i] - 1) * (floats.Dot(w, row) + b) // labels 0/1 as −1/+1
	feasible = feasible && margins[i] >= 1
}
fmt.Println(map[string]any{"margin_width": 2 / floats.Norm(w, 2), "functional_margins": margins, "feasible": feasible})`,
		}),
		"svm-soft-margin": same(Snippet{
			NumPy: `hinge = np.maximum(0.0, 1 - (2 * y - 1) * (X @ w + b))  # labels 0/1 as −1/+1
# λ/2·wᵀw as (√(λ/2)·‖w‖)², the norm scaled by the largest |w_j|: wᵀw alone
# overflows for ‖w‖ > 1.3e154 although λ/2·wᵀw may be finite
top = np.abs(w).max()
reg = (np.sqrt(lambda_ / 2) * top * np.linalg.norm(w / top)) ** 2 if top > 0 else 0.0
print(reg + hinge.mean())`,
			Go: `var hinge float64
for i, row := range X {
	hinge += math.Max(0, 1-(2*y[i]-1)*(floats.Dot(w, row)+b)) // labels 0/1 as −1/+1
}
// λ/2·wᵀw as (√(λ/2)·‖w‖)² with gonum's scaled norm: wᵀw alone overflows
// for ‖w‖ > 1.3e154 although λ/2·wᵀw may be finite
r := math.Sqrt(lambda/2) * floats.Norm(w, 2)
fmt.Println(r*r + hinge/float64(len(X)))`,
		}),
		"svm-subgradient-step": same(Snippet{
			NumPy: `s = 2 * y - 1  # the label 0/1 as −1/+1
# Inside the margin, or on the wrong side, the hinge pulls.
active = s * (w @ x + b) < 1
w = (1 - alpha * lambda_) * w
if active:
    w = w + alpha * s * x
    b = b + alpha * s
print({"w": w, "b": b, "hinge_active": active})`,
			Go: `s := float64(2*y - 1) // the label 0/1 as −1/+1
// Inside the margin, or on the wrong side, the hinge pulls.
active := s*(floats.Dot(w, x)+b) < 1
floats.Scale(1-alpha*lambda, w)
if active {
	floats.AddScaled(w, alpha*s, x)
	b += alpha * s
}
fmt.Println(map[string]any{"w": w, "b": b, "hinge_active": active})`,
		}),
		"kernel-svm-classifier": func(in Inputs) Snippet {
			if in.Choice("phi") == phiLinear {
				return Snippet{
					NumPy: `print(int(w @ x + b >= 0))`,
					Go: `yHat := 0
if floats.Dot(w, x)+b >= 0 {
	yHat = 1
}
fmt.Println(yHat)`,
				}
			}
			return Snippet{
				// φ(x): the squares, √2 times each product of two
				// coordinates, √2 times each coordinate, and 1.
				NumPy: `i, j = np.triu_indices(len(x), k=1)
phi_x = np.concatenate((x ** 2, np.sqrt(2) * x[i] * x[j], np.sqrt(2) * x, [1.0]))
print(int(w @ phi_x + b >= 0))`,
				Go: `var phiX []float64
for _, v := range x {
	phiX = append(phiX, v*v)
}
for i := range x {
	for j := i + 1; j < len(x); j++ {
		phiX = append(phiX, math.Sqrt2*x[i]*x[j])
	}
}
for _, v := range x {
	phiX = append(phiX, math.Sqrt2*v)
}
phiX = append(phiX, 1)
yHat := 0
if floats.Dot(w, phiX)+b >= 0 {
	yHat = 1
}
fmt.Println(yHat)`,
			}
		},
		"kernel-gram-matrix": func(in Inputs) Snippet {
			switch in.Choice("kernel") {
			case kernelLinear:
				return Snippet{
					NumPy: `print(X @ X.T)`,
					Go: `K := make([][]float64, len(X))
for i := range X {
	K[i] = make([]float64, len(X))
	for j := range X {
		K[i][j] = floats.Dot(X[i], X[j])
	}
}
fmt.Println(K)`,
				}
			case kernelGaussian:
				return Snippet{
					NumPy: `D2 = np.sum((X[:, None, :] - X[None, :, :]) ** 2, axis=-1)  # squared distances
print(np.exp(-D2 / (2 * sigma ** 2)))`,
					Go: `K := make([][]float64, len(X))
for i := range X {
	K[i] = make([]float64, len(X))
	for j := range X {
		d := floats.Distance(X[i], X[j], 2)
		K[i][j] = math.Exp(-d * d / (2 * sigma * sigma))
	}
}
fmt.Println(K)`,
				}
			}
			return Snippet{
				NumPy: `print((X @ X.T + 1) ** 2)`,
				Go: `K := make([][]float64, len(X))
for i := range X {
	K[i] = make([]float64, len(X))
	for j := range X {
		k := floats.Dot(X[i], X[j]) + 1
		K[i][j] = k * k
	}
}
fmt.Println(K)`,
			}
		},
		"quadratic-kernel": same(Snippet{
			NumPy: `print((x @ x_prime + 1) ** 2)`,
			Go: `k := floats.Dot(x, x_prime) + 1
fmt.Println(k * k)`,
		}),
		"gaussian-rbf-kernel": same(Snippet{
			NumPy: `print(np.exp(-np.sum((x - l) ** 2) / (2 * sigma ** 2)))`,
			Go: `d := floats.Distance(x, l, 2)
fmt.Println(math.Exp(-d * d / (2 * sigma * sigma)))`,
		}),
	}
}
