//go:build !eqx_noui

package equations

import (
	"encoding/json"
	"testing"
)

// TestWorkedAttentionValues checks the numbers of the attention worked
// examples against values worked by hand (with numpy for the exponentials
// and tanh), not copied from the code's output.
func TestWorkedAttentionValues(t *testing.T) {
	tests := []workedShows{
		// The generic score, a chosen among the three: s = (1, 2), h = (3, 4)
		// give sᵀh = 3 + 8 = 11; W = diag(1, 2) gives Wh = (3, 8) and
		// sᵀWh = 3 + 16 = 19; the additive W[s; h] at s = (1, 0), h = (0, 1)
		// is (2, 0), and (1, −1)·(tanh 2, tanh 0) = 0.964028.
		{"attention-score-generic", map[string]any{}, []string{`\text{dot}`, `= 1\cdot 3 + 2\cdot 4 = 11`}},
		{"attention-score-generic", map[string]any{"a": "general", "W": [][]float64{{1, 0}, {0, 2}}}, []string{`\text{general}`, `= \begin{bmatrix}3 \\ 8\end{bmatrix}`, `= 19`}},
		{"attention-score-generic", map[string]any{"a": "additive", "s_prev": []float64{1, 0}, "h": []float64{0, 1},
			"W_add": [][]float64{{1, 0, 0, 1}, {0, 1, 1, 0}}, "v": []float64{1, -1}}, []string{`\text{additive}`, `= 0.964028`}},
		// e^1 + e^2.5 + e^−0.5 + e^0.8 = 17.7328; α₂ = e^2.5/17.7328.
		{"attention-weights", nil, []string{
			`\left(e^{1}, e^{2.5}, e^{-0.5}, e^{0.8}\right) = (2.71828, 12.1825, 0.606531, 2.22554)`,
			`= 17.7328`, `\frac{12.1825}{17.7328}`, `= (0.153291, 0.687002, 0.0342038, 0.125504)`,
		}},
		// e^1000 overflows: shifted by 1000, (1, e^−1)/(1 + e^−1).
		{"attention-weights", map[string]any{"e": []float64{1000, 999}}, []string{
			`m = \max_{k} e_{ik} = 1000`, `e^{999 - 1000}`, `= (1, 0.367879)`, `= 1.36788`, `= (0.731059, 0.268941)`,
		}},
		// 0.1·(1, 2) + 0.6·(3, −1) + 0.3·(0, 4).
		{"attention-context-vector", nil, []string{
			`0.1\,(1, 2) + 0.6\,(3, -1) + 0.3\,(0, 4)`, `= (0.1, 0.2) + (1.8, -0.6) + (0, 1.2)`, `= (1.9, 0.8)`,
		}},
		// W(1, 0, 0, 1) = (2, 0); vᵀtanh = tanh 2 − tanh 0.
		{"additive-attention-score", nil, []string{
			`= (1, 0, 0, 1)`, `= \begin{bmatrix}2 \\ 0\end{bmatrix}`, `\left(\tanh(2), \tanh(0)\right) = (0.964028, 0)`,
			`1\cdot 0.964028 + (-1)\cdot 0 = 0.964028`,
		}},
		// u = (1 − 2)·0.5 = −0.5 on one row: e = 2·tanh(−0.5).
		{"additive-attention-score", map[string]any{"s_prev": []float64{1}, "h": []float64{-2}, "W": [][]float64{{0.5, 0.5}}, "v": []float64{2}}, []string{
			`= \begin{bmatrix}-0.5\end{bmatrix}`, `= (-0.462117)`, `2\cdot (-0.462117) = -0.924234`,
		}},
		// 3 + 8 = 11 = √5 · 5 · 11/(5√5).
		{"dot-product-attention-score", nil, []string{`1\cdot 3 + 2\cdot 4 = 11`, `2.23607\cdot 5\cdot 0.98387 = 11`}},
		// A zero state has no angle: the cosine line is left out.
		{"dot-product-attention-score", map[string]any{"s_prev": []float64{0, 0}}, []string{`0\cdot 3 + 0\cdot 4 = 0`}},
		// Wh = (3, 8); sᵀWh = 3 + 16.
		{"general-attention-score", nil, []string{`= \begin{bmatrix}3 \\ 8\end{bmatrix}`, `1\cdot 3 + 2\cdot 8 = 19`}},
		// W x = (0.05 − 0.1 − 0.3 + 0.08 + 0.4, −0.25 − 0.15 + 0.2 − 0.02) = (0.13, −0.22).
		{"attentional-decoder-state", nil, []string{
			`= (0.5, -0.5, 1, 0.2, 0.8)`, `= \begin{bmatrix}0.13 \\ -0.22\end{bmatrix}`, `= (0.129273, -0.216518)`,
		}},
		// z = Vs = (1, −1, 0); Σe^z = e + 1/e + 1 = 4.08616.
		{"decoder-output-softmax", nil, []string{
			`= \begin{bmatrix}1 \\ -1 \\ 0\end{bmatrix}`, `= (2.71828, 0.367879, 1)`, `= 4.08616`, `= (0.665241, 0.0900306, 0.244728)`,
		}},
		// Head 1: q = (1, 0, 1), k = (1, 1, 2): rows 1 and 3 weigh the keys
		// (e, e, e²)/(2e + e²) = (0.211942, 0.211942, 0.576117), row 2
		// evenly; v = (1, 0, 1). Head 2: q = (0, 1, 1), k = (1, −1, 0), v =
		// (0, 1, 1). The concatenation times W^O.
		{"multi-head-attention", nil, []string{
			`h = 2, \quad d_k = d_{\text{model}}/h = 2/2 = 1`,
			`K_{1} = KW_{1}^K = \begin{bmatrix}1 \\ 1 \\ 2\end{bmatrix}`,
			`\begin{bmatrix}0.211942 & 0.211942 & 0.576117 \\ 0.333333 & 0.333333 & 0.333333 \\ 0.211942 & 0.211942 & 0.576117\end{bmatrix}`,
			`\mathrm{head}_{1} = A_{1}\,VW_{1}^V = A_{1}\begin{bmatrix}1 \\ 0 \\ 1\end{bmatrix} = \begin{bmatrix}0.788058 \\ 0.666667 \\ 0.788058\end{bmatrix}`,
			`0.665241 & 0.0900306 & 0.244728`,
			`= \begin{bmatrix}0.666667 \\ 0.334759 \\ 0.334759\end{bmatrix}`,
			`C = \operatorname{Concat}(\mathrm{head}_{1}, \mathrm{head}_{2})`,
			`= \begin{bmatrix}0.454725 & 1.0607 \\ 0.499287 & 0.668092 \\ 0.620679 & 0.728788\end{bmatrix}`,
		}},
		// Four heads of width 1, head i projecting on coordinate i: head 3
		// (q = (2, 0), k = (0, 1)) is only in the concatenation, head 4
		// (q = (0, −1), k = v = (0, 1)) gives (0.5, 1/(1 + e)).
		{"multi-head-attention", map[string]any{
			"Q": [][]float64{{1, 0, 2, 0}, {0, 1, 0, -1}}, "K": [][]float64{{1, 1, 0, 0}, {0, 0, 1, 1}}, "V": [][]float64{{1, 1, 0, 0}, {0, 0, 1, 1}},
			"W_Q": unitHeads(4), "W_K": unitHeads(4), "W_V": unitHeads(4),
			"W_O": [][]float64{{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}},
		}, []string{
			`h = 4, \quad d_k = d_{\text{model}}/h = 4/4 = 1`,
			`\mathrm{head}_{1} = `, `= \begin{bmatrix}0.731059 \\ 0.5\end{bmatrix}`,
			`\mathrm{head}_{2} = `,
			`\mathrm{head}_{3} \text{ is computed alike}`,
			`A_{4} = `, `\begin{bmatrix}0.5 & 0.5 \\ 0.731059 & 0.268941\end{bmatrix}`,
			`C = \operatorname{Concat}(\mathrm{head}_{1}, \mathrm{head}_{2}, \mathrm{head}_{3}, \mathrm{head}_{4}) = \begin{bmatrix}0.731059 & 0.5 & 0.880797 & 0.5 \\ 0.5 & 0.731059 & 0.5 & 0.268941\end{bmatrix}`,
		}},
	}
	checkWorkedShows(t, tests)
}

// unitHeads returns h heads of width 1 for d_model = h, head i projecting
// onto coordinate i, as the JSON of a head-weights input.
func unitHeads(h int) json.RawMessage {
	heads := make([][][]float64, h)
	for i := range heads {
		heads[i] = make([][]float64, h)
		for r := range heads[i] {
			heads[i][r] = []float64{0}
		}
		heads[i][i][0] = 1
	}
	b, err := json.Marshal(heads)
	if err != nil {
		panic(err)
	}
	return b
}
