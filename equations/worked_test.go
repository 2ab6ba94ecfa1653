//go:build !eqx_noui

package equations

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// workedCategories are the categories whose every computable equation has
// a worked example (a definition without inputs, such as the RNN's
// encoder state, computes nothing to show).
var workedCategories = map[string]bool{
	"activations": true, "losses": true, "divergences": true, "information-theory": true,
	"metrics": true, "distances": true, "statistics": true, "probability": true,
	"distributions": true, "algebra": true, "decision-trees": true,
	"linear-algebra": true, "regression": true, "classification": true, "optimization": true, "kernels-svm": true, "dimensionality-reduction": true,
	"neural-networks": true, "generative": true,
	"nlp": true, "convolution": true,
	"attention": true,
}

// workedSpecs returns the computable specs of workedCategories.
func workedSpecs(t *testing.T) []*Spec {
	t.Helper()
	var specs []*Spec
	for _, s := range Catalogue().All() {
		if workedCategories[s.Category] && s.Computable() {
			specs = append(specs, s)
		}
	}
	return specs
}

func TestWorkedCoverage(t *testing.T) {
	specs := workedSpecs(t)
	for _, s := range Catalogue().All() {
		if s.Computable() && !workedCategories[s.Category] {
			t.Errorf("%s: its category %q is not among the worked categories", s.ID, s.Category)
		}
	}
	for _, s := range specs {
		if s.Worked == nil {
			t.Errorf("%s: no worked example", s.ID)
		}
	}
}

func TestAttachWorkedTwice(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("a worked example attached twice to one spec did not panic")
		}
	}()
	specs := []*Spec{{ID: "sigmoid"}}
	worked := activationsFamily{}.worked()
	set := func(s *Spec, f func(Inputs, any) []string) bool {
		if s.Worked != nil {
			return false
		}
		s.Worked = f
		return true
	}
	attach(specs, worked, "a worked example", set)
	attach(specs, worked, "a worked example", set)
}

// checkLines reports what is wrong with worked lines: none, an empty line,
// a line over 2000 characters, unbalanced braces or \left…\right or
// \begin…\end.
func checkLines(lines []string) error {
	if len(lines) == 0 {
		return fmt.Errorf("no lines (a panic is caught and gives none)")
	}
	for i, l := range lines {
		if strings.TrimSpace(l) == "" {
			return fmt.Errorf("line %d is empty", i+1)
		}
		if len(l) > 2000 {
			return fmt.Errorf("line %d has %d characters, over 2000", i+1, len(l))
		}
		depth := 0
		for k := 0; k < len(l); k++ {
			switch l[k] {
			case '\\':
				k++ // \{ and \} are braces of the text, not groups
			case '{':
				depth++
			case '}':
				depth--
				if depth < 0 {
					return fmt.Errorf("line %d closes a brace it did not open: %s", i+1, l)
				}
			}
		}
		if depth != 0 {
			return fmt.Errorf("line %d leaves %d braces open: %s", i+1, depth, l)
		}
		for _, pair := range [][2]string{{`\left`, `\right`}, {`\begin`, `\end`}} {
			if a, b := strings.Count(l, pair[0]), strings.Count(l, pair[1]); a != b {
				return fmt.Errorf("line %d has %d %s but %d %s: %s", i+1, a, pair[0], b, pair[1], l)
			}
		}
	}
	return nil
}

// mainResult is what the last worked line must show of an output: the
// output itself, or its main part for a map.
func mainResult(id string, out any) (string, error) {
	m, isMap := out.(map[string]any)
	if !isMap {
		return resultTeX(out), nil
	}
	key := map[string]string{
		"best-split-feature":             "j_star",
		"independence":                   "max_abs_deviation",
		"conditional-independence":       "max_abs_deviation",
		"anomaly-detection-density":      "p",
		"quadratic-formula":              "real_parts",
		"eigendecomposition":             "eigenvalues",
		"svd":                            "singular_values",
		"perceptron-update":              "w",
		"logistic-regression-hypothesis": "h",
		"bayes-decision-rule":            "prediction",
		"logistic-regression-gd-step":    "w",
		"svm-hard-margin":                "margin_width",
		"svm-subgradient-step":           "w",
		"pca-u-reduce":                   "x_approx",
		"pca-variance-retained":          "k_needed",
		"lda-fisher-criterion":           "max_criterion",
		"nn-forward-pass":                "h",
		"backprop-deltas":                "grad_Theta1",
		"backprop-chain-rule":            "dL_dw",
		"two-layer-nn-sgd-update":        "W1",
		"unigram-model":                  "probability",
		"convolution-2d":                 "output_shape",
		"sobel-filter":                   "convolution",
		"image-gradient":                 "G",
	}[id]
	// An equation of two forms answers with different maps: form S3 of
	// the forward pass has its one output a2 where S2 has h.
	if _, ok := m[key]; !ok && id == "nn-forward-pass" {
		key = "a2"
	}
	if wordEstimates[id] {
		key = firstKey(m)
	}
	switch v := m[key].(type) {
	case int:
		return ti(v), nil
	case float64:
		return tn(v), nil
	case []float64:
		if len(v) > 0 {
			return tn(v[0]), nil
		}
	case [][]float64:
		if len(v) > 0 && len(v[0]) > 0 {
			return tn(v[0][0]), nil
		}
	}
	return "", fmt.Errorf("no main part %q in the output %v", key, out)
}

// wordEstimates are the equations whose output maps each word of a
// vocabulary to its estimate: their main part is the first word's, which
// the list of estimates shows even when it elides the middle.
var wordEstimates = map[string]bool{"unigram-mle": true, "unigram-laplace": true}

// firstKey returns the first key of m in sorted order.
func firstKey(m map[string]any) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if len(keys) == 0 {
		return ""
	}
	return keys[0]
}

// workedCase evaluates s at in and checks its worked lines.
func workedCase(t *testing.T, s *Spec, what string, in Inputs, mustEval bool) {
	t.Helper()
	if err := s.Validate(in); err != nil {
		if mustEval {
			t.Errorf("%s at %s: %v", s.ID, what, err)
		}
		return
	}
	out, err := s.Evaluate(in)
	if err != nil {
		if mustEval {
			t.Errorf("%s at %s: %v", s.ID, what, err)
		}
		return
	}
	lines := s.Worked(in, out)
	if err := checkLines(lines); err != nil {
		t.Errorf("%s at %s: %v", s.ID, what, err)
		return
	}
	want, err := mainResult(s.ID, out)
	if err != nil {
		t.Errorf("%s at %s: %v", s.ID, what, err)
		return
	}
	last := lines[len(lines)-1]
	shown := strings.Contains(last, want)
	// A vector may be shown as a column, the factor of a matrix product.
	if v, isVec := out.([]float64); isVec && !shown {
		shown = strings.Contains(last, tcol(v))
	}
	if !shown {
		t.Errorf("%s at %s: the last line %q does not show the result %q", s.ID, what, last, want)
	}
}

// TestWorkedDefaultsAndExamples checks the worked example at the defaults
// and at each parameter's example, as a page first shows them.
func TestWorkedDefaultsAndExamples(t *testing.T) {
	for _, s := range workedSpecs(t) {
		if s.Worked == nil {
			continue
		}
		workedCase(t, s, "the defaults", s.Defaults(), true)
		// An alternative form takes its inputs together: all the
		// examples of inputs without a default at once must evaluate.
		alt, hasAlt := s.Defaults(), false
		for _, p := range s.Params {
			if p.Example == nil {
				continue
			}
			in := s.Defaults()
			in[p.Name] = cloneValue(p.Example)
			workedCase(t, s, "the example of "+p.Name, in, false)
			if p.Default == nil {
				alt[p.Name], hasAlt = cloneValue(p.Example), true
			}
		}
		if hasAlt {
			workedCase(t, s, "the examples of the alternative form", altForm(s, alt), true)
		}
		for _, p := range s.Params {
			for _, opt := range p.Options {
				in := s.Defaults()
				in[p.Name] = opt
				workedCase(t, s, p.Name+" = "+opt, in, false)
			}
		}
	}
}

// altForm returns the inputs of an alternative form as given, or with the
// first option of a choice that makes them evaluate (a model or a loss
// that selects the form, as GaussianNB does for X, y and query).
func altForm(s *Spec, alt Inputs) Inputs {
	evaluates := func(in Inputs) bool {
		if s.Validate(in) != nil {
			return false
		}
		_, err := s.Evaluate(in)
		return err == nil
	}
	if evaluates(alt) {
		return alt
	}
	for _, p := range s.Params {
		for _, opt := range p.Options {
			in := alt.Clone()
			in[p.Name] = opt
			if evaluates(in) {
				return in
			}
		}
	}
	return alt
}

// workedShows is a worked example to check: the lines of equation id at
// its defaults changed by in show want, substrings in this order.
type workedShows struct {
	id   string
	in   map[string]any
	want []string // substrings, in the order of the lines
}

// checkWorkedShows checks each case's lines against its substrings.
func checkWorkedShows(t *testing.T, tests []workedShows) {
	t.Helper()
	reg := Catalogue()
	for _, tt := range tests {
		s, ok := reg.Lookup(tt.id)
		if !ok {
			t.Errorf("no equation %s", tt.id)
			continue
		}
		in := s.Defaults()
		for k, v := range tt.in {
			in[k] = v
		}
		if err := s.Validate(in); err != nil {
			t.Errorf("%s %v: %v", tt.id, tt.in, err)
			continue
		}
		out, err := s.Evaluate(in)
		if err != nil {
			t.Errorf("%s %v: %v", tt.id, tt.in, err)
			continue
		}
		text := strings.Join(s.Worked(in, out), "\n")
		rest := text
		for _, w := range tt.want {
			i := strings.Index(rest, w)
			if i < 0 {
				t.Errorf("%s %v: the worked lines do not show %q (in order) in\n%s", tt.id, tt.in, w, text)
				break
			}
			rest = rest[i+len(w):]
		}
	}
}

// TestWorkedValues checks the numbers of a handful of worked examples,
// computed by hand.
func TestWorkedValues(t *testing.T) {
	tests := []workedShows{
		{"sigmoid", map[string]any{"z": 0.0}, []string{`\sigma(0) = \frac{1}{1 + e^{-0}} = \frac{1}{1 + 1}`, `= 0.5`}},
		{"sigmoid", map[string]any{"z": -2.0}, []string{`e^{-(-2)}`, `7.38906`, `= 0.119203`}}, // 1/(1 + e²)
		{"softmax", map[string]any{"z": []float64{1, 2, 3}}, []string{
			`e^{z_i} = \left(e^{1}, e^{2}, e^{3}\right) = (2.71828, 7.38906, 20.0855)`,
			`= 2.71828 + 7.38906 + 20.0855 = 30.1929`,
			`\frac{2.71828}{30.1929}`,
			`= (0.0900306, 0.244728, 0.665241)`,
		}},
		// e^{1000} overflows: the logits are shifted by their maximum 1002.
		{"softmax", map[string]any{"z": []float64{1000, 1001, 1002}}, []string{
			`m = \max_j z_j = 1002`, `(0.135335, 0.367879, 1)`, `= 1.50321`, `= (0.0900306, 0.244728, 0.665241)`,
		}},
		{"f1-score", map[string]any{"TP": 8, "FP": 2, "FN": 4, "TN": 0}, []string{
			`\text{Precision} = \frac{8}{8 + 2} = \frac{8}{10} = 0.8`,
			`\text{Recall} = \frac{8}{8 + 4} = \frac{8}{12} = 0.666667`,
			`\frac{2 \cdot 0.8 \cdot 0.666667}{0.8 + 0.666667}`,
			`= \frac{16}{22} = 0.727273`,
		}},
		{"bayes-rule", map[string]any{"P_D": 0.01, "P_T_given_D": 0.9, "P_T_given_notD": 0.05}, []string{
			`= 0.9 \cdot 0.01 = 0.009`,
			`= 0.009 + 0.05 \cdot 0.99 = 0.0585`,
			`\frac{0.009}{0.0585} = 0.153846`,
		}},
		{"binomial-pmf", map[string]any{"n": 10, "k": 3, "p": 0.5}, []string{
			`\binom{10}{3}\,0.5^{3}\,(1 - 0.5)^{10 - 3}`, `= 120 \cdot 0.125 \cdot 0.0078125`, `= 0.117188`,
		}},
		{"quadratic-formula", map[string]any{"a": 1.0, "b": -3.0, "c": 2.0}, []string{
			`D = b^2 - 4ac = (-3)^2 - 4\cdot 1\cdot 2 = 1`, `\frac{-(-3) \pm \sqrt{1}}{2\cdot 1}`, `x_+ = 2, \quad x_- = 1`,
		}},
		// x² + x + 1: D = −3, x = −1/2 ± (√3/2) i.
		{"quadratic-formula", map[string]any{"a": 1.0, "b": 1.0, "c": 1.0}, []string{`= -3`, `x_{\pm} = -0.5 \pm 0.866025\,i`}},
		// −0.5 log₂ 0.5 = 0.5 bit for each outcome.
		{"entropy", map[string]any{"p": []float64{0.5, 0.5}, "base": "2"}, []string{
			`H(X) = -\left(0.5\log_2 0.5 + 0.5\log_2 0.5\right)`, `= 0.5 + 0.5 = 1`,
		}},
		{"hinge-loss", map[string]any{"y": -1.0, "y_hat": 0.3}, []string{`1 - (-1)\cdot 0.3\right) = \max(0,\; 1.3) = 1.3`}},
		{"hinge-loss", map[string]any{"y": []float64{1, -1}, "y_hat": []float64{2, 0.5}}, []string{
			`\ell_i = \max(0,\; 1 - y_i\,\hat{y}_i) = (0, 1.5)`, `\frac{1}{2}\left(0 + 1.5\right) = 0.75`,
		}},
		// Query 1 ranked 0.8 (relevant), 0.4, 0.35 (relevant), 0.1: recall
		// steps of 1/2 at precisions 1 and 2/3; query 2's one relevant item
		// comes first.
		{"mean-average-precision", map[string]any{"queries": json.RawMessage(`[{"y": [0, 0, 1, 1], "s": [0.1, 0.4, 0.35, 0.8]}, {"y": [1, 0, 0], "s": [0.9, 0.8, 0.1]}]`)}, []string{
			`q_{1}:\ (s, y) = \left((0.8, 1), (0.4, 0), (0.35, 1), (0.1, 0)\right)`, `0.5 \cdot 1 + 0.5 \cdot 0.666667 = 0.833333`,
			`q_{2}:`, `\mathrm{AP} = 1 \cdot 1 = 1`,
			`\frac{1}{2}\left(0.833333 + 1\right) = 0.916667`,
		}},
		// The errata example of MSE: squared errors 0.01, 0.01, 0.04.
		{"mse", map[string]any{"y": []float64{1, 2, 3}, "y_hat": []float64{1.1, 1.9, 3.2}}, []string{
			`(1 - 1.1)^2 + (2 - 1.9)^2 + (3 - 3.2)^2`, `\left(0.01 + 0.01 + 0.04\right) = 0.02`,
		}},
		{"huber-loss", map[string]any{"residual": -3.0, "delta": 1.0}, []string{`|r| = 3 > \delta = 1`, `1\left(3 - \frac{1}{2}\cdot 1\right) = 2.5`}},
		{"euclidean-distance", map[string]any{"x": []float64{0, 0}, "y": []float64{3, 4}}, []string{`\sqrt{(0 - 3)^2 + (0 - 4)^2}`, `= \sqrt{9 + 16} = \sqrt{25} = 5`}},
		{"minkowski-distance", map[string]any{"x": []float64{0, 0}, "y": []float64{3, 4}, "p": math.Inf(1)}, []string{`\max(3, 4) = 4`}},
		{"jaccard-similarity", map[string]any{"U": []float64{1, 2, 3}, "V": []float64{2, 3, 4}}, []string{
			`U \cap V = \{2, 3\}, \quad U \cup V = \{1, 2, 3, 4\}`, `\frac{2}{4} = 0.5`,
		}},
		// Population variance of the default sample: deviations −3, −1, −1, −1, 0, 0, 2, 4.
		{"standard-deviation", map[string]any{"x": []float64{2, 4, 4, 4, 5, 5, 7, 9}}, []string{
			`\mu = 5, \quad (x_i - \mu)^2 = (9, 1, 1, \dots, 16)`, `= 4`, `\sigma = \sqrt{4} = 2`,
		}},
		// Ranks without ties: d = (−1, 1, −1, 1, 0), Σd² = 4, ρ = 1 − 24/120.
		{"spearman-correlation", map[string]any{"x": []float64{1, 2, 3, 4, 5}, "y": []float64{2, 1, 4, 3, 5}}, []string{
			`\sum_i d_i^2 = 4`, `1 - \frac{6 \cdot 4}{5\,(5^2 - 1)} = 0.8`,
		}},
		{"cpt-laplace", map[string]any{"c_x_pa": 3, "c_pa": 4, "num_values": 2}, []string{`\frac{3 + 1}{4 + 2} = \frac{4}{6} = 0.666667`}},
		// Bernoulli score at θ = 1/2 with 3 ones in 4: 3/0.5 − 1/0.5 = 4; zero at 3/4.
		{"mle-stationarity", map[string]any{"data": []float64{1, 0, 1, 1}, "theta": 0.5}, []string{
			`k = 3,\; n = 4`, `\frac{3}{0.5} - \frac{1}{1 - 0.5} = 6 - 2`, `= 4 \quad (\text{zero at } \hat{\theta} = k/n = 0.75)`,
		}},
		// R = 1, S = 0, W = 1: 0.2 · (1 − 0.01) · 0.8.
		{"bayesian-network-joint", map[string]any{}, []string{
			`P(R{=}1, S{=}0, W{=}1) = P(R{=}1)\,P(S{=}0 \mid R{=}1)\,P(W{=}1 \mid R{=}1, S{=}0)`, `= 0.2 \cdot (1 - 0.01) \cdot 0.8 = 0.1584`,
		}},
		// S4's erratum: Ax = (2 + 2, 1 + 6) = (4, 7), plus b = (0, 1).
		{"linear-transformation", map[string]any{}, []string{`y_1 = 2\cdot 1 + 1\cdot 2 + 0 = 4`, `= (4, 7) + (0, 1) = (4, 8)`}},
		// tr = 7, det = 12 − 2 = 10: roots 5 and 2; v₁ = (2, 1)/√5.
		{"eigendecomposition", map[string]any{"A": [][]float64{{4, 2}, {1, 3}}}, []string{
			`\lambda^2 - 7\,\lambda + 10 = 0`, `\begin{bmatrix}0.894427 \\ 0.447214\end{bmatrix} = (4.47214, 2.23607) = 5\,\mathbf{v}_1`, `\lambda = \left(5, 2\right)`,
		}},
		// The rotation by 90°: λ² + 1 = 0, λ = ±i.
		{"eigendecomposition", map[string]any{"A": [][]float64{{0, -1}, {1, 0}}}, []string{`\lambda^2 + 0\,\lambda + 1 = 0`, `0 + 1\,i`, `0 - 1\,i`}},
		// Residuals (0.5, 0, −0.5): J = 0.5/6.
		{"linear-regression-cost", map[string]any{}, []string{`= (1.5, 2, 2.5)`, `= (0.5, 0, -0.5)`, `\frac{1}{2\cdot 3}\left(0.25 + 0 + 0.25\right) = 0.0833333`}},
		// XᵀX = [[4, 6], [6, 14]] (det 20), Xᵀy = (11, 22): θ = ((154 − 132)/20, (−66 + 88)/20).
		{"normal-equation", map[string]any{}, []string{`\begin{bmatrix}4 & 6 \\ 6 & 14\end{bmatrix}, \quad X^\top\mathbf{y} = (11, 22)`, `= (1.1, 1.1)`}},
		{"linear-regression-hypothesis", map[string]any{"theta": []float64{0.5, 2}, "x": []float64{1.5}}, []string{`\mathbf{x} = (1, 1.5)`, `0.5\cdot 1 + 2\cdot 1.5 = 3.5`}},
		// 0.5 − 1 + 0.2 = −0.3 < 0: a false negative pulls w towards x.
		{"perceptron-update", map[string]any{}, []string{`\mathbb{1}\{-0.3 \ge 0\} = 0`, `a - y_i = 0 - 1 = -1`, `0.2 - 0.5\cdot (-1) = 0.7`, `= (1, 0.5)`}},
		{"linear-threshold-unit", map[string]any{}, []string{`1\cdot 2 + (-1)\cdot 1 + 0 = 1`, `\mathbb{1}\{1 \ge 0\} = 1`}},
		// From (3, 3): √18, √13, √13, √8, √13; the tie at √13 goes to rows 2 and 3.
		{"knn-classifier", map[string]any{}, []string{`(4.24264, 3.60555, 3.60555, 2.82843, 3.60555)`, `i = \left(4, 2, 3\right)`, `n_{0} = 2,\ n_{1} = 1 \;\Rightarrow\; \hat{y} = 0`}},
		{"bayes-decision-rule", map[string]any{}, []string{`= (0.14, 0.18)`, `= (0.4375, 0.5625)`, `= \omega_{2}`}},
		// S4's query midway between the class means: an exact tie, won by class 0.
		{"bayes-decision-rule", map[string]any{"model": "GaussianNB", "X": [][]float64{{1, 2}, {2, 3}, {3, 4}, {4, 5}}, "y": []float64{0, 0, 1, 1}, "query": []float64{2.5, 3.5}}, []string{
			`\pi_c = \frac{n_c}{m} = \left(\frac{2}{4}, \frac{2}{4}\right)`, `= (0.5, 0.5)`, `= 0`,
		}},
		// σ(1) = 1/(1 + e^{−1}).
		{"logistic-regression-hypothesis", map[string]any{}, []string{`-1\cdot 1 + 2\cdot 1 = 1`, `= 0.731059`, `= 1`}},
		{"gradient-descent", map[string]any{}, []string{`0.8\,\boldsymbol\theta_t`, `\boldsymbol\theta_1 = 0.8\cdot 1 = 0.8`, `\boldsymbol\theta_{10} = 0.107374`}}, // 0.8¹⁰
		// Scores 0, 0.7, −0.1: a = (1/2, σ(0.7), σ(−0.1)).
		{"logistic-regression-gd-step", map[string]any{}, []string{
			`(0.5, 0.668188, 0.475021)`, `(-0.5, 0.668188, -0.524979)`, `0.1 - 0.5\cdot (-0.356791) = 0.278396`, `0.5\,(0.836376, -1.52498) = (-0.118188, 0.56249)`,
		}},
		// Margins 1, 1, 1, 1 and −(1.25 − 1): one hinge of 1.25; penalty 0.05 · 0.5.
		{"svm-soft-margin", map[string]any{}, []string{`(1, 1, 1, 1, -0.25)`, `(0, 0, 0, 0, 1.25)`, `= 0.025 + 0.25 = 0.275`}},
		{"svm-subgradient-step", map[string]any{}, []string{`= 0.5 < 1`, `b \gets 0 + 0.1\cdot 1\cdot 1 = 0.1`, `= (0.5995, 0.4995)`}},
		{"svm-hard-margin", map[string]any{}, []string{`(2, 2, 2, 2)`, `\frac{2}{\sqrt{1^2 + 1^2}} = 1.41421`}},
		{"quadratic-kernel", map[string]any{}, []string{`\left(1\cdot 3 + 2\cdot 4 + 1\right)^2 = 12^2 = 144`}},
		{"gaussian-rbf-kernel", map[string]any{}, []string{`(1 - 2)^2 + (2 - 4)^2 = 5`, `\exp\!\left(-\frac{5}{2\cdot 1^2}\right) = 0.082085`}},
		// 0.25 + 0.25 − 1.
		{"kernel-svm-classifier", map[string]any{}, []string{`(0.25, 0.25, 0.353553, 0.707107, 0.707107, 1)`, `= -0.5`, `\mathbb{1}\{-0.5 \ge 0\} = 0`}},
		{"pca-total-variation", map[string]any{}, []string{`(5, 2, 0, 2, 5)`, `\frac{1}{5}\left(5 + 2 + 0 + 2 + 5\right) = 2.8`}},
		// Σ = [[2, 1.2], [1.2, 0.8]]: λ = (2.8 ± √7.2)/2.
		{"pca-variance-retained", map[string]any{}, []string{`(2.74164, 0.0583592)`, `\frac{2.74164}{2.8} = 0.979157`, `k = 2`}},
		// Class 1 deviates by (−1, −2/3), (0, 1/3), (1, 1/3) from (2, 8/3).
		{"lda-within-class-scatter", map[string]any{}, []string{`\mathbf{m}_{1} = (2, 2.66667)`, `\begin{bmatrix}2 & 1 \\ 1 & 0.666667\end{bmatrix}`, `\begin{bmatrix}4 & 3 \\ 3 & 5.33333\end{bmatrix}`}},
		// m₁ − m = (−2.5, −2), m₂ − m = (2.5, 2).
		{"lda-between-class-scatter", map[string]any{}, []string{`n_i\,\mathbf{m}_i = (4.5, 4.66667)`, `3\,\begin{bmatrix}6.25 & 5 \\ 5 & 4\end{bmatrix}`, `\begin{bmatrix}37.5 & 30 \\ 30 & 24\end{bmatrix}`}},
		// Along (1, 0): S_B₁₁/S_W₁₁ = 37.5/4.
		{"lda-fisher-criterion", map[string]any{"Phi": []float64{1, 0}}, []string{`\frac{37.5}{4} = 9.375`}},
		// The shared 2-2-2 network at x = (1, 2) and (−1, 0.5): per-example
		// costs 1.10539 and 1.72966; squares of the non-bias weights
		// 0.04 + 0.09 + 0.25 + 0.36 = 0.74 and 0.64 + 0.81 + 0.04 + 0.09 = 1.58.
		{"nn-regularized-cost", map[string]any{}, []string{
			`\begin{bmatrix}0.743989 & 0.554992 \\ 0.661201 & 0.52345\end{bmatrix}`,
			`J_1 = -\left(\log 0.743989 + \log(1 - 0.554992)\right) = 1.10539`,
			`\frac{1}{2}\left(1.10539 + 1.72966\right) = 1.41753`,
			`= 0.74, `, `= 1.58`,
			`\frac{1}{2\cdot 2}\left(0.74 + 1.58\right) = 0.58`,
			`J(\Theta) = 1.41753 + 0.58 = 1.99753`,
		}},
		// A target of 1/2 keeps both logs; m = 1 and λ = 3: 3/2 · 2.32 = 3.48.
		{"nn-regularized-cost", map[string]any{"X": [][]float64{{1, 2}}, "Y": [][]float64{{0.5, 0}}, "lambda": 3.0}, []string{
			`J_1 = -\left(0.5\log 0.743989 + 0.5\log(1 - 0.743989) + \log(1 - 0.554992)\right) = 1.6388`,
			`\frac{1}{1}\left(1.6388\right) = 1.6388`,
			`\frac{3}{2\cdot 1}\left(0.74 + 1.58\right) = 3.48`,
			`= 1.6388 + 3.48 = 5.1188`,
		}},
		// The half squared cost: δ⁽³⁾ = (a − y) ⊙ a(1 − a), sent back
		// through Θ⁽²⁾ᵀ = (−0.0478406, 0.0664238, −0.00276515), bias dropped.
		{"backprop-deltas", map[string]any{"cost": bpHalfSquared}, []string{
			`\begin{bmatrix}-0.256011 \\ 0.554992\end{bmatrix} \odot \begin{bmatrix}0.190469 \\ 0.246976\end{bmatrix} = \begin{bmatrix}-0.0487623 \\ 0.13707\end{bmatrix}`,
			`= \begin{bmatrix}-0.0478406 \\ 0.0664238 \\ -0.00276515\end{bmatrix}`,
			`\begin{bmatrix}0.0664238 \\ -0.00276515\end{bmatrix} \odot`, `= \begin{bmatrix}0.0162378 \\ -0.00046537\end{bmatrix}`,
			`0.13707 & 0.058331 & 0.107714\end{bmatrix}`,
			`= \begin{bmatrix}0.0162378 & 0.0162378 & 0.0324757 \\ -0.00046537 & -0.00046537 & -0.00093074\end{bmatrix}`,
		}},
		// z = 0.6 − 0.15 + 0.1 = 0.55; the log loss's product is a − y.
		{"backprop-chain-rule", map[string]any{"loss": "cross-entropy"}, []string{
			`0.4\cdot 1.5 + 0.3\cdot (-0.5) + 0.1 = 0.55`, `= 0.634136`,
			`-\frac{1}{0.634136} + \frac{0}{1 - 0.634136} = -1.57695`,
			`0.634136\cdot (1 - 0.634136) = 0.232008`,
			`= a - y = -0.365864`,
			`(-0.365864)\,(1.5, -0.5) = (-0.548797, 0.182932)`,
		}},
		{"backprop-chain-rule", map[string]any{"activation": "tanh", "loss": "(1/2)(a - y)^2"}, []string{
			`a = \operatorname{tanh}(0.55) = 0.50052`, `a - y = 0.50052 - 1 = -0.49948`,
			`1 - 0.50052^2 = 0.74948`, `(-0.49948)\cdot 0.74948\,(1.5, -0.5) = (-0.561525, 0.187175)`,
		}},
		// The full squared loss doubles e: 2(a⁽²⁾ − 1)a⁽²⁾(1 − a⁽²⁾) at a⁽²⁾ = σ(0.0275104).
		{"two-layer-nn-sgd-update", map[string]any{"loss": "(a2 - y)^2"}, []string{
			`(0.524979, 0.475021)`, `= 0.506869`,
			`2\cdot (-0.493131)\cdot 0.506869\cdot 0.493131 = -0.246519`,
			`0.05 - 0.5\cdot (-0.246519) = 0.17326`,
			`(0.5, -0.6) - (-0.12326)\,(0.524979, 0.475021) = (0.564709, -0.541449)`,
			`(-0.030738, 0.0368856)`, `= (0.015369, 0.0815572)`,
			`\begin{bmatrix}0.115369 & -0.218443 \\ 0.3 & 0.4\end{bmatrix}`,
		}},
		{"gan-value-function", map[string]any{}, []string{
			`\frac{1}{2}\left(\log 0.9 + \log 0.8\right)`, `= \frac{1}{2}\left(-0.105361 - 0.223144\right) = -0.164252`,
			`\frac{1}{2}\left(\log(1 - 0.1) + \log(1 - 0.3)\right)`, `= \frac{1}{2}\left(-0.105361 - 0.356675\right) = -0.231018`,
			`V(D, G) = -0.164252 - 0.231018 = -0.39527`,
		}},
		// D = 1 on a real sample costs log 1 = 0; a fake at ½ gives −log 2.
		{"gan-value-function", map[string]any{"D_real": []float64{0.5, 0.25, 1}, "D_fake": []float64{0.5}}, []string{
			`\frac{1}{3}\left(-0.693147 - 1.38629 + 0\right) = -0.693147`, `\frac{1}{1}\left(\log(1 - 0.5)\right)`, `= -1.38629`,
		}},
		{"vae-reparameterization", map[string]any{}, []string{`z = \mu + \sigma\,\epsilon = 1 + 2\cdot 0.5 = 2`}},
		// σ = e^{log σ²/2} = (1, e).
		{"vae-reparameterization", map[string]any{"mu": []float64{0, 1}, "log_var": []float64{0, 2}, "epsilon": []float64{1, -1}}, []string{
			`\exp\!\left(\tfrac{1}{2}(0, 2)\right) = (1, 2.71828)`, `(0, 1) + (1, 2.71828) \odot (1, -1)`, `= (0, 1) + \left(1, -2.71828\right) = (1, -1.71828)`,
		}},
		// One σ is shared by the entries.
		{"vae-reparameterization", map[string]any{"mu": []float64{0, 1}, "epsilon": []float64{1, -1}}, []string{`(2, 2) \odot (1, -1)`, `= (2, -1)`}},
		{"diffusion-forward", map[string]any{"x0": 2.0, "alpha_bar": 0.36, "epsilon": -1.0}, []string{
			`\sqrt{0.36}\cdot 2 + \sqrt{1 - 0.36}\cdot (-1)`, `= 0.6\cdot 2 + 0.8\cdot (-1) = 1.2 - 0.8 = 0.4`,
		}},
		{"diffusion-forward", map[string]any{"x0": []float64{1, -1}, "alpha_bar": 0.5, "epsilon": []float64{0, 2}}, []string{
			`= 0.707107\,(1, -1) + 0.707107\,(0, 2)`, `= (0.707107, -0.707107) + (0, 1.41421) = (0.707107, 0.707107)`,
		}},
		// 0.1/(0.2 · 0.25) = 2; with counts 10 · 1000/(50 · 40) = 5, log₂ 5.
		{"pmi", map[string]any{}, []string{`\log\frac{0.1}{0.2\cdot 0.25}`, `\log\frac{0.1}{0.05} = \log 2 = 0.693147`}},
		{"pmi", map[string]any{"c_xy": 10, "c_x": 50, "c_y": 40, "N": 1000, "log": "2"}, []string{
			`p(x, y) = \frac{10}{1000} = 0.01`, `\log_2\frac{10\cdot 1000}{50\cdot 40} = \log_2 5 = 2.32193`,
		}},
		{"pmi", map[string]any{"p_xy": 0.0}, []string{`\log 0 = -\infty`}},
		// p(x)p(y) = 1e-320 · 1e-320 underflows to 0: the difference of logs,
		// ln(1e-320) − 2 ln(1e-320) = 320 ln 10 ≈ 736.827.
		{"pmi", map[string]any{"p_xy": 1e-320, "p_x": 1e-320, "p_y": 1e-320}, []string{`= \log 9.99989\times10^{-321} - \log 9.99989\times10^{-321} - \log 9.99989\times10^{-321}`, `= 736.8`}},
		{"pmi", map[string]any{"p_xy": 0.0, "p_x": 1e-320, "p_y": 1e-320}, []string{`= \log 0 = -\infty`}},
		// 0.5 · 0.25 · 0.5 = 1/16, ln(1/16) = −4 ln 2.
		{"unigram-model", map[string]any{}, []string{`\left(\text{the}, \text{cat}, \text{the}\right)`, `(0.5, 0.25, 0.5)`, `= -2.77259`, `= 0.0625`}},
		// a b a b a c: counts 3, 2, 1 and 0 for d; 6 tokens, m = 4.
		{"unigram-mle", map[string]any{"vocab": []string{"a", "b", "c", "d"}}, []string{`c_z = (3, 2, 1, 0)`, `= 6`, `= (0.5, 0.333333, 0.166667, 0)`}},
		{"unigram-laplace", map[string]any{"vocab": []string{"a", "b", "c", "d"}}, []string{`6 + 4 = 10`, `\frac{4}{10}`, `= (0.4, 0.3, 0.2, 0.1)`}},
		{"bigram-model", map[string]any{}, []string{`\mathbb{P}\{\text{b} \mid \text{a}\}`, `= 0.5 \cdot 0.666667 \cdot 1 = 0.333333`}},
		// The pairs ab, ba, ab, ba, ac: a is a history 3 times, once before c.
		{"bigram-mle", map[string]any{"next": json.RawMessage(`"c"`)}, []string{`= 1, \quad c_{\text{a}}`, `= 3`, `\frac{1}{3} = 0.333333`}},
		{"bigram-laplace", map[string]any{"next": json.RawMessage(`"c"`), "vocab_size": 5}, []string{`\frac{1 + 1}{3 + 5} = \frac{2}{8} = 0.25`}},
		// Two unit boxes overlap on [0, t]; a box of width 2 (height 1/2) and
		// one of width 1 at t = 1.5 overlap on [0.5, 1.5].
		{"convolution-continuous", map[string]any{}, []string{`\int_{0}^{0.5}`, `= (0.5 - 0)\cdot \frac{1}{1\cdot 1} = 0.5`}},
		{"convolution-continuous", map[string]any{"f_width": 2.0, "t": 1.5}, []string{`\frac{1}{2}\mathbb{1}\{0 \le u \le 2\}`, `= (1.5 - 0.5)\cdot \frac{1}{2\cdot 1} = 0.5`}},
		// N(0, 1) * N(0, 1) = N(0, 2): 1/√(4π) at 0; e^{−t} * e^{−t} = t e^{−t}.
		{"convolution-continuous", map[string]any{"f": "N(0,1) pdf", "g": "N(0,1) pdf", "t": 0.0}, []string{`\int_{-\infty}^{\infty}`, `= 0.282095`}},
		{"convolution-continuous", map[string]any{"f": "exp(-t) u(t)", "g": "exp(-t) u(t)", "t": 1.0}, []string{`\int_{0}^{1}`, `= 0.367879`}},
		{"convolution-continuous", map[string]any{"f": "triangle on [-1,1]", "t": 3.0}, []string{`= 0 \quad (\text{the supports do not overlap})`}},
		// numpy.convolve(x, [1, 0, −1]): x_{j+1} − x_{j−1}.
		{"convolution-1d", map[string]any{}, []string{`a_{2} = \sum_{t=-1}^{1} w_t\,x_{2-t}`, `= 1\cdot 3 + 0\cdot 1 + (-1)\cdot 0 = 3`, `= (3, 1, 2, 2, -4, -4)`}},
		{"convolution-1d", map[string]any{"mode": "full"}, []string{`w_{1}x_{-1}`, `= 1\cdot 0 + 0\cdot 0 + (-1)\cdot 0 = 0`, `\left(a_{0}, \dots, a_{9}\right)`}},
		// The descending index reads w flipped: the cross-correlation.
		{"convolution-1d", map[string]any{"w_index": "w[0]=w_k, ..., w[2k]=w_{-k}"}, []string{`= (-1, 0, 1)`, `= -3`, `= (-3, -1, -2, -2, 4, 4)`}},
		{"convolution-1d", map[string]any{"w": []float64{1, 2}}, []string{`a_1 = 1\cdot 1 + 2\cdot 0 = 1`}},
		// The rotated filter [[3, 0, −1], [0, 1, 0], [0, 2, 1]] on the top-left patch: 3 + 1 + 1.
		{"convolution-2d", map[string]any{}, []string{`\begin{bmatrix}3 & 0 & -1 \\ 0 & 1 & 0 \\ 0 & 2 & 1\end{bmatrix}`, `= 5`, `\begin{bmatrix}5 & 12 & 3 \\ 3 & 3 & 13 \\ 12 & 5 & 9\end{bmatrix}`}},
		{"convolution-2d", map[string]any{"mode": "full"}, []string{`X_{-1:1,\,-1:1} = \begin{bmatrix}0 & 0 & 0 \\ 0 & 0 & 0 \\ 0 & 0 & 1\end{bmatrix}`, `= 1`}},
		{"convolution-2d", map[string]any{"input_shape": []float64{28, 28}, "kernel": []float64{3, 5}, "mode": "full"}, []string{`H' = 28 + 3 - 1 = 30, \quad W' = 28 + 5 - 1 = 32`, `(H', W') = (30, 32)`}},
		// The step edge: 1 + 2 + 1 on the right column of the patch.
		{"sobel-filter", map[string]any{}, []string{`= -4`, `\operatorname{corr}(W_x, X)_{11}`, `= 4`, `\begin{bmatrix}4 & 4 & 0 \\ 4 & 4 & 0 \\ 4 & 4 & 0\end{bmatrix}`}},
		{"image-gradient", map[string]any{}, []string{`G = \sqrt{3^2 + 4^2} = \sqrt{25} = 5`, `\operatorname{atan2}(4, 3) = 0.927295\ \text{rad} = 53.1301{}^\circ`, `(G, \Theta) = (5, 0.927295)`}},
		{"image-gradient", map[string]any{"gx": -1.0, "gy": 0.0}, []string{`= 3.14159\ \text{rad} = 180{}^\circ`}},
		{"image-gradient", map[string]any{"X": edgeImage()}, []string{`\nabla_x X = \operatorname{corr}(W_x, X) = \begin{bmatrix}4 & 4 & 0`, `G_{11} = \sqrt{4^2 + 0^2} = \sqrt{16} = 4`, `\operatorname{atan2}(0, 4) = 0`}},
		// The rotated filter [[2, 0], [−1, 1]] on [[1, 2], [0, 1]]: 2 + 1 = 3, less the bias 1.
		{"convolution-layer", map[string]any{}, []string{`2\cdot 1 + 0\cdot 2 + (-1)\cdot 0 + 1\cdot 1 = 3`, `\begin{bmatrix}3 & 6 \\ -4 & 3\end{bmatrix} - 1`, `\operatorname{relu}(2) = 2`, `\begin{bmatrix}2 & 5 \\ 0 & 2\end{bmatrix}`}},
		{"convolution-layer", map[string]any{"g": "sigmoid"}, []string{`\operatorname{sigmoid}(2) = 0.880797`, `0.00669285`}},
		{"max-pooling", map[string]any{}, []string{`a = \max\{1, 3, 2, 5\} = 5`}},
		{"average-pooling", map[string]any{}, []string{`\frac{1}{4}\left(1 + 3 + 2 + 5\right) = \frac{11}{4} = 2.75`}},
		{"max-pooling", map[string]any{"X": [][]float64{{1, 3, 2, 0}, {4, 6, 5, -1}, {-3, -2, 0, 1}, {2, 8, 7, 9}}, "stride": 1}, []string{
			`\left\lfloor\frac{4 - 2}{1}\right\rfloor + 1 = 3`, `\max\{1, 3, 4, 6\} = 6`, `\begin{bmatrix}6 & 6 & 5 \\ 6 & 6 & 5 \\ 8 & 8 & 9\end{bmatrix}`,
		}},
		{"average-pooling", map[string]any{"X": [][]float64{{1, 3, 2, 0}, {4, 6, 5, -1}, {-3, -2, 0, 1}, {2, 8, 7, 9}}}, []string{`\frac{14}{4} = 3.5`, `\begin{bmatrix}3.5 & 1.5 \\ 1.25 & 4.25\end{bmatrix}`}},
		// The sum overflows; the kernel halves each entry first.
		{"average-pooling", map[string]any{"x": []float64{1e308, 1e308}}, []string{`\frac{1}{2}\left(1\times10^{308} + 1\times10^{308}\right) = 1\times10^{308}`}},
	}
	checkWorkedShows(t, tests)
}

// TestWorkedWords checks that tword escapes what LaTeX would read as
// commands or groups, and cuts a long word.
func TestWorkedWords(t *testing.T) {
	for _, c := range []struct{ w, want string }{
		{"cat", `\text{cat}`},
		{"", `\varepsilon`},
		{`a\b`, `\text{a\textbackslash{}b}`},
		{"{x}_1", `\text{\{x\}\_1}`},
		{"$5 & 10% #1", `\text{\$5 \& 10\% \#1}`},
		{"x^2~y", `\text{x\textasciicircum{}2\textasciitilde{}y}`},
		{strings.Repeat("ab", 20), `\text{abababababababa\ldots{}}`},
	} {
		if got := tword(c.w); got != c.want {
			t.Errorf("tword(%q) = %q, want %q", c.w, got, c.want)
		}
	}
}

func TestWorkedFormatting(t *testing.T) {
	numbers := []struct {
		v    float64
		want string
	}{
		{0.5, "0.5"},
		{-2, "-2"},
		{math.Copysign(0, -1), "0"},
		{30.19287485057736, "30.1929"},
		{0.1171875, "0.117188"},
		{1.23456789e-7, `1.23457\times10^{-7}`},
		{1e-5, `1\times10^{-5}`},
		{0.0001, "0.0001"},
		{123456.7, "123457"},
		{999999.7, `1\times10^{6}`},
		{-2.5e300, `-2.5\times10^{300}`},
		{math.Inf(1), `\infty`},
		{math.Inf(-1), `-\infty`},
		{math.NaN(), `\text{NaN}`},
	}
	for _, c := range numbers {
		if got := tn(c.v); got != c.want {
			t.Errorf("tn(%v) = %q, want %q", c.v, got, c.want)
		}
	}
	others := []struct{ got, want string }{
		{tp(-2), "(-2)"},
		{tp(2), "2"},
		{tp(math.Inf(-1)), `(-\infty)`},
		{tb(1.5e8), `(1.5\times10^{8})`},
		{tvec([]float64{1, 2, 3, 4, 5, 6}), "(1, 2, 3, 4, 5, 6)"},
		{tvec([]float64{1, 2, 3, 4, 5, 6, 7}), `(1, 2, 3, \dots, 7)`},
		{tvec(nil), "()"},
		{tsumv([]float64{1, -2, 3}), "1 - 2 + 3"},
		{tsumv([]float64{-1, 2, 3, 4, 5, 6, -7}), `-1 + 2 + 3 + \dots - 7`},
		{tsumv(nil), "0"},
		{tset(nil), `\varnothing`},
		{trowDot([]float64{2, -1}, []float64{-3, 4}), `2\cdot (-3) + (-1)\cdot 4`},
		{tsigned(-7), " - 7"},
		{tsigned(0.5), " + 0.5"},
	}
	for _, c := range others {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

// extremes are the values the stress test puts into numeric inputs.
var extremes = []float64{0, 1, -1, 1e308, -1e308, 1e-320, -1e-320, math.Inf(1), math.Inf(-1), 0.5}

// stressInputs returns inputs of s with one parameter pushed to an
// extreme: each extreme number, vectors at their least length and of 1000
// entries, every option. Many are refused by Validate or Eval; the rest
// must give worked lines.
func stressInputs(s *Spec) []Inputs {
	var cases []Inputs
	with := func(name string, v any) {
		in := s.Defaults()
		in[name] = v
		cases = append(cases, in)
	}
	for _, p := range s.Params {
		switch p.Kind {
		case Real:
			for _, x := range extremes {
				with(p.Name, x)
			}
		case Integer:
			for _, n := range []int{0, 1, 2, 1000, 1 << 53} {
				with(p.Name, n)
			}
		case Numbers:
			for _, x := range extremes {
				with(p.Name, x)
				with(p.Name, repeat(x, 1000))
			}
		case Members:
			for _, x := range extremes {
				with(p.Name, repeat(x, 3))
				with(p.Name, repeat(x, 1000))
			}
			with(p.Name, []string{"the", "cat", "", `\{}$%#&_^~`, strings.Repeat("w", 200)})
			with(p.Name, []string{})
		case Vector, Probability:
			least := max(p.MinLen, 1)
			for _, x := range extremes {
				with(p.Name, repeat(x, least))
				with(p.Name, repeat(x, 1000))
				if d, ok := p.Default.([]float64); ok && len(d) > 0 {
					v := append([]float64(nil), d...)
					v[0] = x
					with(p.Name, v)
				}
			}
			with(p.Name, repeat(1.0/1000, 1000))
			one := make([]float64, 1000)
			one[999] = 1
			with(p.Name, one)
		case Matrix:
			cols := max(p.MinCols, 1)
			// A matrix paired with others (the classes of LDA) must keep
			// their number of columns: a tall one of the default's width.
			wide := 40
			if d, ok := p.Default.([][]float64); ok && len(d) > 0 {
				wide = len(d[0])
			}
			for _, x := range extremes {
				row := repeat(x, cols)
				with(p.Name, [][]float64{row})
				big := make([][]float64, 40)
				for i := range big {
					big[i] = repeat(x, 40)
				}
				with(p.Name, big)
				tall := make([][]float64, 40)
				for i := range tall {
					tall[i] = repeat(x, wide)
				}
				with(p.Name, tall)
				// The default's shape with one extreme entry: a matrix
				// paired row for row with a vector (the encoder states of
				// a context vector and their weights) keeps its rows.
				if d, ok := p.Default.([][]float64); ok && len(d) > 0 && len(d[0]) > 0 {
					m := make([][]float64, len(d))
					for i := range d {
						m[i] = append([]float64(nil), d[i]...)
					}
					m[0][0] = x
					with(p.Name, m)
				}
			}
		case Choice:
			for _, o := range p.Options {
				with(p.Name, o)
			}
		case Bool:
			with(p.Name, true)
			with(p.Name, false)
		case Strings:
			// The default's words cycled to 1000 tokens (a sentence its
			// model still scores), one token, and words that LaTeX would
			// read as commands, a long one and the empty one.
			d, _ := p.Default.([]string)
			if len(d) == 0 {
				d = []string{"a", "b"}
			}
			long := make([]string, 1000)
			for i := range long {
				long[i] = d[i%len(d)]
			}
			with(p.Name, long)
			with(p.Name, d[:1])
			with(p.Name, []string{`\`, "{", "}", "$x^2_%#&~", strings.Repeat("word", 30), "", "é\u0007"})
		}
	}
	// Object inputs (sequences, queries) get long lists, all at once so
	// that lists meant to pair up have the same length.
	for _, kind := range []string{"numbers", "strings", "queries"} {
		in, has := s.Defaults(), false
		for k, p := range s.Params {
			if p.Kind == Object {
				in[p.Name], has = longJSONList(kind, k), true
			}
		}
		if has {
			cases = append(cases, in)
		}
	}
	return cases
}

// longJSONList returns a JSON list of 1000 entries of a kind: numbers 0
// and 1, short strings, or ranking queries with extreme scores; offset
// shifts the pattern.
func longJSONList(kind string, offset int) json.RawMessage {
	items := make([]string, 1000)
	for i := range items {
		switch kind {
		case "numbers":
			items[i] = strconv.Itoa((i + offset) % 2)
		case "strings":
			items[i] = strconv.Quote(strconv.Itoa((i + offset) % 3))
		default:
			items[i] = `{"y": [0, 1], "s": [1e308, -1e308]}`
		}
	}
	return json.RawMessage("[" + strings.Join(items, ", ") + "]")
}

// TestWorkedStress feeds extreme inputs: whenever Eval succeeds, Worked
// must give short, balanced lines (and never panic: a caught panic gives
// no lines, which fails).
func TestWorkedStress(t *testing.T) {
	for _, s := range workedSpecs(t) {
		if s.Worked == nil {
			continue
		}
		ran := 0
		for i, in := range stressInputs(s) {
			if s.Validate(in) != nil {
				continue
			}
			out, err := s.Evaluate(in)
			if err != nil {
				continue
			}
			ran++
			if err := checkLines(s.Worked(in, out)); err != nil {
				t.Errorf("%s, stress case %d: %v", s.ID, i+1, err)
			}
		}
		if ran == 0 {
			t.Errorf("%s: no stress case evaluated", s.ID)
		}
	}
}

// TestPairCounts checks the sorted walk against counting every pair.
func TestPairCounts(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for trial := range 50 {
		pos := make([]float64, r.IntN(30))
		neg := make([]float64, r.IntN(30))
		for i := range pos {
			pos[i] = float64(r.IntN(8)) // small integers: many ties
		}
		for i := range neg {
			neg[i] = float64(r.IntN(8))
		}
		var wins, ties float64
		for _, p := range pos {
			for _, n := range neg {
				if p > n {
					wins++
				} else if p == n {
					ties++
				}
			}
		}
		if w, ti := pairCounts(pos, neg); w != wins || ti != ties {
			t.Fatalf("trial %d: pairCounts(%v, %v) = %v, %v; want %v, %v", trial, pos, neg, w, ti, wins, ties)
		}
	}
}
