//go:build !eqx_noui

package equations

import (
	"testing"
)

// matrixWorkedIDs are the equations of workedMatrices.
var matrixWorkedIDs = []string{"linear-transformation", "eigendecomposition", "svd", "scaled-dot-product-attention", "fully-connected-layer", "nn-forward-pass"}

// TestWorkedMatricesValues checks the substituted matrices and the results
// against values worked by hand (products, softmax, the 2 × 2
// characteristic polynomial, the eigenvalues of AᵀA for the singular
// values).
func TestWorkedMatricesValues(t *testing.T) {
	tests := []workedShows{
		// (The affine map, the eigen- and singular value decompositions
		// are checked in worked_test.go.)
		// Row 1 of QKᵀ is (1, 1, 1): uniform weights, the mean of V's rows
		// (3, 4). Row 2 is (2, 2, 0)/√3: weights e^{2/√3}/(2e^{2/√3} + 1)
		// = 0.431937 twice and 0.136126, output 0.431937·(4, 6) +
		// 0.136126·(5, 6) = (2.40838, 3.40838).
		{"scaled-dot-product-attention", nil, []string{
			`\frac{QK^\top}{\sqrt{d_k}} = \frac{\begin{bmatrix}1 & 0 & 1 \\ 0 & 2 & 0\end{bmatrix}\begin{bmatrix}1 & 1 & 0 \\ 0 & 1 & 1 \\ 1 & 0 & 0\end{bmatrix}^\top}{\sqrt{3}}`,
			`A = \operatorname{softmax}\!\left(\frac{QK^\top}{\sqrt{d_k}}\right) = \begin{bmatrix}0.333333 & 0.333333 & 0.333333 \\ 0.431937 & 0.431937 & 0.136126\end{bmatrix}`,
			`\operatorname{Attention}(Q, K, V) = AV = A\begin{bmatrix}1 & 2 \\ 3 & 4 \\ 5 & 6\end{bmatrix} = \begin{bmatrix}3 & 4 \\ 2.40838 & 3.40838\end{bmatrix}`,
		}},
		// Unscaled, row 2 is (2, 2, 0): e²/(2e² + 1) = 0.468311, 1/(2e² + 1)
		// = 0.0633789.
		{"scaled-dot-product-attention", map[string]any{"scaled": false}, []string{
			`QK^\top = \begin{bmatrix}1 & 0 & 1`, `A = \operatorname{softmax}\!\left(QK^\top\right) = `, `0.468311 & 0.468311 & 0.0633789`,
		}},
		// Wᵀx + b = (2, 2, 3) + (0, −1, 0.5) = (2, 1, 3.5); σ of each.
		{"fully-connected-layer", nil, []string{`\operatorname{sigmoid}\!\left(\begin{bmatrix}1 & 0 & -1 \\ 0.5 & 1 & 2\end{bmatrix}^\top\begin{bmatrix}1 \\ 2\end{bmatrix} + \begin{bmatrix}0 \\ -1 \\ 0.5\end{bmatrix}\right) = \begin{bmatrix}0.880797 \\ 0.731059 \\ 0.970688\end{bmatrix}`}},
		{"fully-connected-layer", map[string]any{"g": "relu"}, []string{`\operatorname{relu}`, `= \begin{bmatrix}2 \\ 1 \\ 3.5\end{bmatrix}`}},
		// a¹ = (1, 1, 2); z² = Θ¹a¹ = (−0.3, 1.3); a² = (1, σ(−0.3), σ(1.3))
		// = (1, 0.425557, 0.785835); z³ = Θ²a² = (1.06681, 0.220862); h = σ(z³).
		{"nn-forward-pass", nil, []string{
			`\mathbf{a}^{(1)} = \left(1, \mathbf{x}\right) = \begin{bmatrix}1 \\ 1 \\ 2\end{bmatrix}`,
			`\begin{bmatrix}0.1 & 0.2 & -0.3 \\ -0.4 & 0.5 & 0.6\end{bmatrix}\begin{bmatrix}1 \\ 1 \\ 2\end{bmatrix} = \begin{bmatrix}-0.3 \\ 1.3\end{bmatrix}`,
			`= \begin{bmatrix}1 \\ 0.425557 \\ 0.785835\end{bmatrix}`,
			`= \begin{bmatrix}1.06681 \\ 0.220862\end{bmatrix}`,
			`h_\Theta(\mathbf{x}) = \operatorname{sigmoid}(\mathbf{z}^{(3)}) = \begin{bmatrix}0.743989 \\ 0.554992\end{bmatrix}`,
		}},
		// The bias column last: a¹ = (1, 2, 1), and Θ¹ read with it last:
		// z² = (0.1 + 0.4 − 0.3, −0.4 + 1 + 0.6) = (0.2, 1.2).
		{"nn-forward-pass", map[string]any{"bias_first_column": false}, []string{
			`\left(\mathbf{x}, 1\right) = \begin{bmatrix}1 \\ 2 \\ 1\end{bmatrix}`, `= \begin{bmatrix}0.2 \\ 1.2\end{bmatrix}`,
			`\left(\operatorname{sigmoid}(\mathbf{z}^{(2)}), 1\right)`,
		}},
		// Form S3: a¹ = σ(W¹ᵀx + b¹) = σ(0.2 + 0.8, −0.5 + 0.2 + 0.3) =
		// (σ(1), σ(0)) = (0.731059, 0.5); a² = σ(1.5·0.731059 − 2·0.5 + 0.25)
		// = σ(0.346588) = 0.585790.
		{"nn-forward-pass", map[string]any{"form": "S3", "W1_inputs_by_hidden": [][]float64{{0.2, -0.5}, {0.4, 0.1}}, "b1": []float64{0, 0.3},
			"w2": []float64{1.5, -2}, "b2": 0.25}, []string{
			`= \begin{bmatrix}0.731059 \\ 0.5\end{bmatrix}`, `\begin{bmatrix}1.5 \\ -2\end{bmatrix}^\top\mathbf{a}^{(1)} + 0.25\right) = 0.58579`,
		}},
	}
	checkWorkedShows(t, tests)
}

// TestWorkedMatricesStress checks the lines at the defaults, every option
// and extreme inputs: short and balanced whenever Eval succeeds.
func TestWorkedMatricesStress(t *testing.T) {
	reg := Catalogue()
	for _, id := range matrixWorkedIDs {
		s, _ := reg.Lookup(id)
		if s.Worked == nil {
			t.Errorf("%s: no worked example", id)
			continue
		}
		cases := append([]Inputs{s.Defaults()}, stressInputs(s)...)
		for _, p := range s.Params {
			if m, ok := p.Default.([][]float64); ok && len(m) > 0 {
				big := s.Defaults()
				big[p.Name] = eye(12) // clipped on both sides
				cases = append(cases, big)
			}
		}
		ran := 0
		for i, in := range cases {
			if s.Validate(in) != nil {
				continue
			}
			out, err := s.Evaluate(in)
			if err != nil {
				continue
			}
			ran++
			if err := checkLines(s.Worked(in, out)); err != nil {
				t.Errorf("%s, case %d: %v", id, i+1, err)
			}
		}
		if ran == 0 {
			t.Errorf("%s: no case evaluated", id)
		}
	}
}

// eye returns the n × n identity matrix.
func eye(n int) [][]float64 {
	m := make([][]float64, n)
	for i := range m {
		m[i] = make([]float64, n)
		m[i][i] = 1
	}
	return m
}
