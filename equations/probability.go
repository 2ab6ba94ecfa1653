package equations

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"

	"eqx/compute"
)

// The rules of probability over two (or three) discrete variables. The
// joint tables are indexed as their "layout" input says; the default is the
// first variable along the rows. The Bayesian-network equations of the
// same category are in bayesian_networks.go.

// exampleJoint is a small joint table whose variables are dependent.
var exampleJoint = [][]float64{{0.1, 0.2}, {0.3, 0.4}}

// jointParam is a 2-D joint probability table, required, with a default.
func jointParam(symbol, doc string) Param {
	return Param{Name: "joint", Symbol: symbol, Doc: doc, Kind: Matrix, Default: exampleJoint,
		Min: 0, Max: 1, Step: 0.01, Domain: Unit, MinLen: 1, MaxLen: 4, MinCols: 1, Editor: JointTable{}}
}

// together returns p switched on and off with the named inputs, the other
// parts of its alternative form.
func together(p Param, names ...string) Param {
	p.Together = names
	return p
}

// optionalWithDefault returns p made optional: its default is used when it is
// omitted, for a request in an alternative form of the equation.
func optionalWithDefault(p Param) Param {
	p.Optional = true
	return p
}

// alternativeForm returns p as the input of an alternative form: absent unless
// given, offered on the page with its default as the example.
func alternativeForm(p Param) Param {
	p.Optional, p.Example, p.Default = true, p.Default, nil
	return p
}

// layoutParam says which variable indexes the rows of a joint table.
func layoutParam(options ...string) Param {
	return Param{Name: "layout", Symbol: `\text{layout}`, Doc: "which variable indexes the rows (the first index) of the table",
		Kind: Choice, Default: options[0], Optional: true, Options: options}
}

// indexParam is a 0-based value of a variable of a joint table.
func indexParam(name string, def int) Param {
	return Param{Name: name, Symbol: name, Doc: "the value of " + name + ", a 0-based index into the table",
		Kind: Integer, Default: def, Optional: true, Min: 0, Max: 3, Step: 1, Domain: NonNegative}
}

// probSliderParam is a scalar probability with a slider over [0, 1].
func probSliderParam(name, symbol, doc string, def float64) Param {
	return Param{Name: name, Symbol: symbol, Doc: doc, Kind: Real, Default: def, Optional: true,
		Min: 0, Max: 1, Step: 0.001, Domain: Unit}
}

// tolParam is the allowance for rounding when testing an equality of
// probabilities.
var tolParam = Param{Name: "tol", Symbol: `\tau`, Doc: "the largest deviation still counted as equality (rounding in the table)",
	Kind: Real, Default: 1e-9, Optional: true, Min: 1e-15, Max: 0.1, Step: 1e-15, Log: true, Domain: NonNegative}

// transposeTable returns the transpose of a rectangular matrix.
func transposeTable(m [][]float64) [][]float64 {
	if len(m) == 0 {
		return nil
	}
	t := make([][]float64, len(m[0]))
	for j := range t {
		t[j] = make([]float64, len(m))
		for i := range m {
			t[j][i] = m[i][j]
		}
	}
	return t
}

// checkQuery verifies that the optional query text names the same values
// as the inputs A and B, so that a request says what it computes.
func checkQuery(in Inputs) error {
	if !in.Has("query") {
		return nil
	}
	var q string
	if err := json.Unmarshal(in.Object("query"), &q); err != nil {
		return inputErrorf("query", "want a string such as \"P(A=0 | B=1)\"")
	}
	a, b, ok := parseQuery(q)
	if !ok {
		return inputErrorf("query", "%q is not of the form \"P(A=a | B=b)\"", q)
	}
	if a != in.Int("A") || b != in.Int("B") {
		return inputErrorf("query", "%q disagrees with A = %d and B = %d", q, in.Int("A"), in.Int("B"))
	}
	return nil
}

// jointAB returns the joint table of a request indexed [a][b].
func jointAB(in Inputs) [][]float64 {
	if in.Choice("layout") == "joint[b][a]" {
		return transposeTable(in.Matrix("joint"))
	}
	return in.Matrix("joint")
}

// probabilityFamily is probability: conditional, joint, marginal, Bayes'
// rule, independence and Bayesian networks (a family of the catalogue:
// family.go).
type probabilityFamily struct{}

func (probabilityFamily) specs() []*Spec {
	conditional := &Spec{
		ID: "conditional-probability", Title: "Conditional probability", Category: "probability",
		LaTeX: `P(A \mid B) = \frac{P(A, B)}{P(B)}, \quad P(B) > 0`,
		Explanation: "Conditioning on B restricts attention to the outcomes where B happened and rescales them to total 1. " +
			"It is how evidence enters every probabilistic model, from Naive Bayes to language models. " +
			"In a joint table, fixing B = b keeps one column and divides it by its sum; with P(B) = 0 there is nothing to rescale and the ratio is undefined.",
		Sources: src(S3, S4),
		Related: []string{"joint-probability-product-rule", "bayes-rule", "marginal-probability"},
		Output:  `P(A \mid B)`,
		Params: []Param{
			optionalWithDefault(jointParam(`P(A, B)`, "the joint distribution of A and B")),
			layoutParam("joint[a][b]", "joint[b][a]"),
			indexParam("A", 0),
			indexParam("B", 1),
			{Name: "query", Symbol: `\text{query}`, Doc: `optional: the query in words, "P(A=a | B=b)"; it must agree with A and B`,
				Kind: Object, Optional: true, Example: json.RawMessage(`"P(A=0 | B=1)"`)},
			together(alternativeForm(probSliderParam("P_AB", `P(A, B)`, "alternative form: the joint probability of A and B (with P_B; replaces the table)", 0.12)), "P_B"),
			together(alternativeForm(probSliderParam("P_B", `P(B)`, "alternative form: the probability of B (with P_AB)", 0.4)), "P_AB"),
		},
		Eval: func(in Inputs) (any, error) {
			if in.Has("P_AB") || in.Has("P_B") {
				if !in.Has("P_AB") || !in.Has("P_B") {
					return nil, inputErrorf("P_AB", "the scalar form needs both P_AB and P_B")
				}
				return compute.ConditionalProbability(in.Real("P_AB"), in.Real("P_B"))
			}
			if err := checkQuery(in); err != nil {
				return nil, err
			}
			return compute.ConditionalFromJoint(jointAB(in), in.Int("A"), in.Int("B"))
		},
		View: &Heatmap{Of: []string{"joint"}},
	}

	product := &Spec{
		ID: "joint-probability-product-rule", Title: "Product rule for joint probability", Category: "probability",
		LaTeX: `P(A, B) = P(A \mid B)\,P(B) = P(B \mid A)\,P(A)`,
		Explanation: "The product rule builds a joint probability from a marginal and a conditional, in either order. " +
			"Chained over many variables it gives the factorisations of Bayesian networks and autoregressive language models. " +
			"Picture the unit square: P(B) is the width of a strip and P(A | B) the fraction of its height that A fills.",
		Sources: src(S4),
		Related: []string{"conditional-probability", "bayes-rule", "bayesian-network-joint"},
		Output:  `P(A, B)`,
		Params: []Param{
			probSliderParam("P_A_given_B", `P(A \mid B)`, "the probability of A once B is known", 0.5),
			probSliderParam("P_B", `P(B)`, "the probability of B", 0.4),
			alternativeForm(jointParam(`P(A, B)`, "alternative form: a joint table, checked against both factorisations (replaces the sliders)")),
			layoutParam("joint[a][b]", "joint[b][a]"),
			indexParam("A", 0),
			indexParam("B", 0),
			{Name: "check", Symbol: `\text{check}`, Doc: "optional: a description of the identity checked; not interpreted",
				Kind: Object, Optional: true, Example: json.RawMessage(`"P(A=1|B=0)P(B=0) = P(B=0|A=1)P(A=1) = P(A=1,B=0)"`)},
		},
		Eval: func(in Inputs) (any, error) {
			if !in.Has("joint") {
				return compute.ProductRule(in.Real("P_A_given_B"), in.Real("P_B"))
			}
			if in.Has("check") {
				var s string
				if json.Unmarshal(in.Object("check"), &s) != nil {
					return nil, inputErrorf("check", "want a string describing the identity")
				}
			}
			viaB, viaA, err := compute.ProductRuleFromJoint(jointAB(in), in.Int("A"), in.Int("B"))
			if err != nil {
				return nil, err
			}
			if math.Abs(viaB-viaA) > 1e-12 {
				return nil, fmt.Errorf("product rule: the factorisations disagree: P(A|B)P(B) = %v but P(B|A)P(A) = %v", viaB, viaA)
			}
			return viaB, nil
		},
		View: &Curve{X: "P_B"},
	}

	marginal := &Spec{
		ID: "marginal-probability", Title: "Marginalisation (sum rule)", Category: "probability",
		LaTeX: `P(X = x) = \sum_{y} P(X = x, Y = y)`,
		Explanation: "Summing a joint distribution over every value of Y leaves the distribution of X alone: Y is marginalised out. " +
			"It is how a model with hidden variables, such as a mixture or an HMM, gives the probability of what is observed. " +
			"In a table, the marginals are the row and column sums written in its margins, hence the name.",
		Sources: src(S3),
		Errata: []Erratum{{
			Source:  S3,
			Wrote:   `\text{Joint probability: } \mathbb{P}\{X = x\} = \sum_{y \in Y} \mathbb{P}\{X = x, Y = y\}`,
			Correct: `\text{Marginal probability (sum rule): } P(X = x) = \sum_{y} P(X = x, Y = y)`,
			Why:     "The formula is right but its label is not: its left side is the distribution of X alone, obtained by summing the joint probability (the summand) over y.",
		}},
		Related: []string{"law-of-total-probability", "independence", "conditional-probability"},
		Output:  `P(X)`,
		Params: []Param{
			jointParam(`P(X, Y)`, "the joint distribution of X and Y"),
			layoutParam("joint[x][y]", "joint[y][x]"),
			{Name: "marginal_of", Symbol: `\text{of}`, Doc: "the variable whose distribution is wanted",
				Kind: Choice, Default: "X", Optional: true, Options: []string{"X", "Y"}},
		},
		Eval: func(in Inputs) (any, error) {
			rows, cols, err := compute.Marginals(in.Matrix("joint"))
			if err != nil {
				return nil, err
			}
			xRows := in.Choice("layout") == "joint[x][y]"
			if (in.Choice("marginal_of") == "X") == xRows {
				return rows, nil
			}
			return cols, nil
		},
		View: Stack{&Heatmap{Of: []string{"joint"}}, &Bars{}},
	}

	total := &Spec{
		ID: "law-of-total-probability", Title: "Law of total probability", Category: "probability",
		LaTeX: `P(X = x) = \sum_{y'} P(X = x \mid Y = y')\,P(Y = y')`,
		Explanation: "The probability of x is the average of its conditional probabilities over the cases y', weighted by how likely each case is. " +
			"It is the denominator of Bayes' theorem: the overall rate of positive tests mixes the sick and the healthy. " +
			"Draw it as a tree: each branch multiplies P(y') by P(x | y'), and the leaves add up.",
		Sources: src(S3, S4),
		Related: []string{"bayes-rule", "marginal-probability"},
		Output:  `P(X = x)`,
		Params: []Param{
			{Name: "P_X_given_y", Symbol: `P(x \mid y')`, Doc: "P(X = x | Y = y') for each value y' (need not sum to 1)",
				Kind: Vector, Default: []float64{0.99, 0.02}, Min: 0, Max: 1, Step: 0.01, Domain: Unit, MinLen: 1, MaxLen: 8},
			{Name: "P_y", Symbol: `P(y')`, Doc: "the distribution of Y", Kind: Probability, Default: []float64{0.01, 0.99},
				Min: 0, Max: 1, Step: 0.01, MinLen: 1, MaxLen: 8, SameLen: "P_X_given_y"},
		},
		Eval: func(in Inputs) (any, error) {
			return compute.TotalProbability(in.Vector("P_X_given_y"), in.Vector("P_y"))
		},
		View: &PairedBars{Of: []string{"P_X_given_y", "P_y"}},
	}

	bayes := &Spec{
		ID: "bayes-rule", Title: "Bayes' theorem", Category: "probability",
		LaTeX: `P(A \mid B) = \frac{P(B \mid A)\,P(A)}{P(B)} = \frac{P(B \mid A)\,P(A)}{\sum_{a'} P(B \mid a')\,P(a')}`,
		Explanation: "Bayes' theorem turns the probability of the evidence given a hypothesis into the probability of the hypothesis given the evidence: posterior = likelihood × prior / evidence. " +
			"It underlies Naive Bayes, spam filters, diagnosis and all of Bayesian inference. " +
			"With a rare disease (1%), a 99%-sensitive test with 2% false positives gives only a 1 in 3 chance of disease after a positive result: the false alarms of the many healthy outnumber the sick.",
		Sources: src(S1, S3, S4),
		Related: []string{"law-of-total-probability", "conditional-probability", "joint-probability-product-rule"},
		Output:  `P(A \mid B)`,
		Params: []Param{
			probSliderParam("P_D", `P(D)`, "the prior: the prevalence of the disease D", 0.01),
			probSliderParam("P_T_given_D", `P(T \mid D)`, "the sensitivity: P(positive test | disease)", 0.99),
			probSliderParam("P_T_given_notD", `P(T \mid \neg D)`, "the false-positive rate: P(positive test | no disease)", 0.02),
			{Name: "prior", Symbol: `P(a)`, Doc: "alternative form: the prior over several hypotheses (with likelihood; replaces the sliders)",
				Kind: Probability, Optional: true, Example: []float64{0.5, 0.3, 0.2}, Min: 0, Max: 1, Step: 0.01, MinLen: 1, MaxLen: 8,
				Together: []string{"likelihood"}},
			{Name: "likelihood", Symbol: `P(B \mid a)`, Doc: "alternative form: P(B | a) for each hypothesis a",
				Kind: Vector, Optional: true, Example: []float64{0.1, 0.4, 0.8}, Min: 0, Max: 1, Step: 0.01, Domain: Unit,
				MinLen: 1, MaxLen: 8, SameLen: "prior", Together: []string{"prior"}},
		},
		Eval: func(in Inputs) (any, error) {
			if in.Has("prior") || in.Has("likelihood") {
				if !in.Has("prior") || !in.Has("likelihood") {
					return nil, inputErrorf("prior", "the vector form needs both prior and likelihood")
				}
				return compute.BayesPosterior(in.Vector("prior"), in.Vector("likelihood"))
			}
			return compute.BayesBinary(in.Real("P_D"), in.Real("P_T_given_D"), in.Real("P_T_given_notD"))
		},
		View: &Curve{X: "P_D"},
	}

	independence := &Spec{
		ID: "independence", Title: "Independence of two random variables", Category: "probability",
		LaTeX: `X \perp Y \iff P(X = x, Y = y) = P(X = x)\,P(Y = y) \;\; \forall x, y`,
		Explanation: "X and Y are independent when knowing one tells nothing about the other: the joint table is the outer product of its margins. " +
			"Naive Bayes assumes it of the features given the class, and it is what a χ² test or zero mutual information checks. " +
			"Floating-point tables are compared with a small tolerance, and the largest deviation |P(x, y) − P(x)P(y)| says how far from independent they are.",
		Sources: src(S3),
		Related: []string{"conditional-independence", "marginal-probability"},
		Output:  `X \perp Y`,
		Params: []Param{
			{Name: "joint", Symbol: `P(X, Y)`, Doc: "the joint distribution, indexed joint[x][y]", Kind: Matrix,
				Default: [][]float64{{0.06, 0.14}, {0.24, 0.56}}, Min: 0, Max: 1, Step: 0.01, Domain: Unit, MinLen: 1, MaxLen: 4, MinCols: 1, Editor: JointTable{}},
			tolParam,
		},
		Eval: func(in Inputs) (any, error) {
			r, err := compute.CheckIndependence(in.Matrix("joint"), in.Real("tol"))
			if err != nil {
				return nil, err
			}
			return map[string]any{"independent": r.Independent, "max_abs_deviation": r.MaxAbsDeviation,
				"P_X": r.PX, "P_Y": r.PY}, nil
		},
		View: Stack{&Heatmap{Of: []string{"joint"}}, &Heatmap{Table: func(in Inputs) ([][]float64, []string) {
			// The product of the marginals: the table the joint would
			// be if X and Y were independent.
			rows, cols, err := compute.Marginals(in.Matrix("joint"))
			if err != nil {
				return nil, nil
			}
			t := make([][]float64, len(rows))
			for i := range t {
				t[i] = make([]float64, len(cols))
				for j := range cols {
					t[i][j] = rows[i] * cols[j]
				}
			}
			return t, nil
		}}},
	}

	condIndependence := &Spec{
		ID: "conditional-independence", Title: "Conditional independence", Category: "probability",
		LaTeX: `X \perp Y \mid Z \iff P(X = x, Y = y \mid Z = z) = P(X = x \mid Z = z)\,P(Y = y \mid Z = z) \;\; \forall x, y, z`,
		Explanation: "X and Y are independent given Z when, once Z is known, learning X tells nothing more about Y. " +
			"It is the assumption that makes Naive Bayes and Bayesian networks tractable: each variable depends only on its parents. " +
			"It neither implies nor follows from plain independence: two symptoms of one disease are dependent, yet independent given the disease.",
		Sources: src(S3),
		Related: []string{"independence", "bayesian-network-joint"},
		Output:  `X \perp Y \mid Z`,
		Params: []Param{
			sliceParam("joint_z0", `P(X, Y, Z{=}0)`, "the joint probabilities P(x, y, Z = 0), indexed [x][y]",
				[][]float64{{0.315, 0.135}, {0.035, 0.015}}),
			sliceParam("joint_z1", `P(X, Y, Z{=}1)`, "the joint probabilities P(x, y, Z = 1), indexed [x][y]; both slices together sum to 1",
				[][]float64{{0.04, 0.06}, {0.16, 0.24}}),
			{Name: "joint_xyz", Symbol: `P(X, Y, Z)`, Doc: "alternative form: the whole joint table as a 3-D list, for any number of values of Z (replaces the slices)",
				Kind: Object, Optional: true, Example: json.RawMessage(`[[[0.315, 0.04], [0.135, 0.06]], [[0.035, 0.16], [0.015, 0.24]]]`)},
			layoutParam("joint[x][y][z]", "joint[z][x][y]"),
			tolParam,
		},
		Eval: func(in Inputs) (any, error) {
			t, err := jointXYZ(in)
			if err != nil {
				return nil, err
			}
			r, err := compute.CheckCondIndependence(t, in.Real("tol"))
			if err != nil {
				return nil, err
			}
			return map[string]any{"cond_independent": r.CondIndependent, "max_abs_deviation": r.MaxAbsDeviation,
				"marginally_independent": r.MarginallyIndependent, "marginal_max_abs_deviation": r.MarginalMaxAbsDeviation,
				"P_Z": r.PZ}, nil
		},
		View: Stack{&Heatmap{Of: []string{"joint_z0"}}, &Heatmap{Of: []string{"joint_z1"}}},
	}

	specs := []*Spec{conditional, product, marginal, total, bayes, independence, condIndependence}
	return append(specs, bayesianNetworks()...)
}

// sliceParam is one slice P(x, y, Z = z) of a three-variable joint table.
func sliceParam(name, symbol, doc string, def [][]float64) Param {
	return Param{Name: name, Symbol: symbol, Doc: doc, Kind: Matrix, Default: def, Optional: true,
		Min: 0, Max: 1, Step: 0.005, Domain: Unit, MinLen: 1, MaxLen: 4, MinCols: 1, Editor: JointTable{}}
}

// jointXYZ returns the table t[x][y][z] of a conditional-independence
// request: joint_xyz in its layout when given, else the two slices.
func jointXYZ(in Inputs) ([][][]float64, error) {
	if !in.Has("joint_xyz") {
		z0, z1 := in.Matrix("joint_z0"), in.Matrix("joint_z1")
		if len(z0) != len(z1) || len(z0[0]) != len(z1[0]) {
			return nil, inputErrorf("joint_z1", "is %d × %d but joint_z0 is %d × %d; the slices must have the same shape",
				len(z1), len(z1[0]), len(z0), len(z0[0]))
		}
		t := make([][][]float64, len(z0))
		for x := range t {
			t[x] = make([][]float64, len(z0[0]))
			for y := range t[x] {
				t[x][y] = []float64{z0[x][y], z1[x][y]}
			}
		}
		return t, nil
	}
	var t [][][]float64
	raw := in.Object("joint_xyz")
	// A null entry would be read as 0: refuse it.
	if err := json.Unmarshal(raw, &t); err != nil || bytes.Contains(raw, []byte("null")) {
		return nil, inputErrorf("joint_xyz", "want a 3-D list of probabilities, such as [[[0.25, 0.25]], [[0.25, 0.25]]]")
	}
	if in.Choice("layout") == "joint[z][x][y]" {
		t = zxyToXYZ(t)
	}
	return t, nil
}

// zxyToXYZ reorders a table t[z][x][y] as u[x][y][z]. A ragged table is
// returned unchanged for the kernel to report.
func zxyToXYZ(t [][][]float64) [][][]float64 {
	if len(t) == 0 || len(t[0]) == 0 || len(t[0][0]) == 0 {
		return t
	}
	nz, nx, ny := len(t), len(t[0]), len(t[0][0])
	for _, plane := range t {
		if len(plane) != nx {
			return t
		}
		for _, line := range plane {
			if len(line) != ny {
				return t
			}
		}
	}
	u := make([][][]float64, nx)
	for x := range u {
		u[x] = make([][]float64, ny)
		for y := range u[x] {
			u[x][y] = make([]float64, nz)
			for z := range nz {
				u[x][y][z] = t[z][x][y]
			}
		}
	}
	return u
}
