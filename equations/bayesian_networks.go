package equations

import (
	"bytes"
	"encoding/json"
	"math"

	"eqx/compute"
)

// Bayesian networks: estimating conditional probability tables from counts
// and the factorised joint probability of a small rain–sprinkler–wet-grass
// network. They belong to the probability category; probability() lists
// them after the rules of probability.

// cptCountParam is a non-negative count with a slider.
func cptCountParam(name, symbol, doc string, def int, hi float64) Param {
	return Param{Name: name, Symbol: symbol, Doc: doc, Kind: Integer, Default: def,
		Min: 0, Max: hi, Step: 1, Domain: NonNegative}
}

// The networks of bayesian-network-joint, by their "network" option.
const (
	netRainWet          = "R -> W"
	netRainSprinklerWet = "R -> S, (R,S) -> W"
)

// cptParam is one entry P(X = 1 | parents) of a CPT.
func cptParam(name, symbol, doc string, def float64) Param {
	return Param{Name: name, Symbol: symbol, Doc: doc, Kind: Real, Default: def, Optional: true,
		Min: 0, Max: 1, Step: 0.01, Domain: Unit}
}

// rainNetwork builds the nodes of the chosen network from the CPT inputs.
func rainNetwork(in Inputs) []compute.BNNode {
	r := compute.BNNode{Name: "R", P1: []float64{in.Real("P_R1")}}
	if in.Choice("network") == netRainWet {
		return []compute.BNNode{r,
			{Name: "W", Parents: []string{"R"}, P1: []float64{in.Real("P_W1_given_R0"), in.Real("P_W1_given_R1")}}}
	}
	return []compute.BNNode{r,
		{Name: "S", Parents: []string{"R"}, P1: []float64{in.Real("P_S1_given_R0"), in.Real("P_S1_given_R1")}},
		{Name: "W", Parents: []string{"R", "S"}, P1: []float64{
			in.Real("P_W1_given_R0_S0"), in.Real("P_W1_given_R0_S1"),
			in.Real("P_W1_given_R1_S0"), in.Real("P_W1_given_R1_S1")}},
	}
}

// binaryParam is the 0/1 value of a variable of the network.
func binaryParam(name, doc string, def int) Param {
	return Param{Name: name, Symbol: name, Doc: doc, Kind: Integer, Default: def, Optional: true,
		Min: 0, Max: 1, Step: 1, Domain: Unit}
}

// rainAssignment returns the values of the network's variables: the
// "assignment" object when given, else the inputs R, S and W (S only in the
// network that has it).
func rainAssignment(in Inputs) (map[string]int, error) {
	if !in.Has("assignment") {
		a := map[string]int{"R": in.Int("R"), "W": in.Int("W")}
		if in.Choice("network") == netRainSprinklerWet {
			a["S"] = in.Int("S")
		}
		return a, nil
	}
	raw := in.Object("assignment")
	var vals map[string]float64
	if err := json.Unmarshal(raw, &vals); err != nil || bytes.Contains(raw, []byte("null")) {
		return nil, inputErrorf("assignment", `want an object of 0/1 values, such as {"R": 1, "S": 0, "W": 1}`)
	}
	out := make(map[string]int, len(vals))
	for k, v := range vals {
		if v != 0 && v != 1 {
			return nil, inputErrorf("assignment", "%s = %s; a binary variable takes 0 or 1", k, FormatNumber(v))
		}
		out[k] = int(v)
	}
	return out, nil
}

func bayesianNetworks() []*Spec {
	cpt := &Spec{
		ID: "cpt-estimation", Title: "Conditional probability table estimate (MLE)", Category: "probability",
		LaTeX: `\hat{P}\bigl(x_j \mid \operatorname{pa}(X_j)\bigr) = \frac{c_{x_j, \operatorname{pa}(X_j)}}{c_{\operatorname{pa}(X_j)}}`,
		Explanation: "Each entry of a Bayesian network's conditional probability table is estimated by counting: among the records where the parents took a given configuration, the fraction where X_j took the value x_j. " +
			"This is the maximum-likelihood estimate for fully observed data. " +
			"A configuration never seen leaves 0/0, and a value never seen with it gets probability 0, which smoothing avoids.",
		Sources: src(S3),
		Related: []string{"cpt-laplace", "bayesian-network-joint", "conditional-probability"},
		Output:  `\hat{P}(x_j \mid \operatorname{pa}(X_j))`,
		Params: []Param{
			cptCountParam("c_x_pa", `c_{x_j, \operatorname{pa}(X_j)}`, "records with X_j = x_j and the parents in the configuration", 3, 50),
			cptCountParam("c_pa", `c_{\operatorname{pa}(X_j)}`, "records with the parents in the configuration", 4, 50),
		},
		Eval: func(in Inputs) (any, error) { return compute.CPTEstimate(in.Int("c_x_pa"), in.Int("c_pa")) },
		View: &Curve{X: "c_x_pa"},
	}
	laplace := &Spec{
		ID: "cpt-laplace", Title: "Conditional probability table estimate with Laplace smoothing", Category: "probability",
		LaTeX: `\hat{P}\bigl(x_j \mid \operatorname{pa}(X_j)\bigr) = \frac{c_{x_j, \operatorname{pa}(X_j)} + 1}{c_{\operatorname{pa}(X_j)} + |X_j|}`,
		Explanation: "Laplace smoothing adds one imaginary record for each of the |X_j| values before counting. " +
			"No entry of the table is then 0, so one unseen combination cannot zero out the joint probability of a whole assignment. " +
			"An unseen parent configuration gets the uniform 1/|X_j|, and as counts grow the estimate approaches the plain MLE.",
		Sources: src(S3),
		Related: []string{"cpt-estimation", "bayesian-network-joint"},
		Output:  `\hat{P}(x_j \mid \operatorname{pa}(X_j))`,
		Params: []Param{
			cptCountParam("c_x_pa", `c_{x_j, \operatorname{pa}(X_j)}`, "records with X_j = x_j and the parents in the configuration", 3, 50),
			cptCountParam("c_pa", `c_{\operatorname{pa}(X_j)}`, "records with the parents in the configuration", 4, 50),
			{Name: "num_values", Symbol: `|X_j|`, Doc: "the number of values X_j can take", Kind: Integer, Default: 2,
				Min: 1, Max: 10, Step: 1, Domain: Interval{Lo: 1, Hi: math.Inf(1), OpenHi: true}},
		},
		Eval: func(in Inputs) (any, error) {
			return compute.CPTLaplace(in.Int("c_x_pa"), in.Int("c_pa"), in.Int("num_values"))
		},
		View: &Curve{X: "c_x_pa"},
	}
	joint := &Spec{
		ID: "bayesian-network-joint", Title: "Bayesian network factorisation", Category: "probability",
		LaTeX: `P(x_1, \dots, x_m) = \prod_{j=1}^{m} P\bigl(x_j \mid \operatorname{pa}(X_j)\bigr)`,
		Explanation: "A Bayesian network writes a joint distribution as one factor per variable, each conditioned only on the variable's parents in a directed acyclic graph. " +
			"Three binary variables need 7 numbers in a full table but only 1 + 2 + 4 here, and the saving grows exponentially with more variables. " +
			"Here rain R may turn on a sprinkler S (or not), and both can wet the grass W; the probability of an assignment multiplies one entry of each table.",
		Sources: src(S3),
		Related: []string{"cpt-estimation", "joint-probability-product-rule", "conditional-independence"},
		Output:  `P(x_1, \dots, x_m)`,
		Params: []Param{
			{Name: "network", Symbol: `G`, Doc: "the graph: rain → wet grass, or rain → sprinkler with both → wet grass",
				Kind: Choice, Default: netRainSprinklerWet, Optional: true, Options: []string{netRainWet, netRainSprinklerWet}},
			binaryParam("R", "rain (1) or not (0)", 1),
			binaryParam("S", "sprinkler on (1) or off (0); not in R -> W", 0),
			binaryParam("W", "wet grass (1) or dry (0)", 1),
			{Name: "assignment", Symbol: `(x_1, \dots, x_m)`, Doc: "alternative form: the values as an object naming every variable of the network, such as {\"R\": 1, \"W\": 1} (replaces R, S, W)",
				Kind: Object, Optional: true, Example: json.RawMessage(`{"R": 1, "S": 0, "W": 1}`)},
			cptParam("P_R1", `P(R{=}1)`, "the probability of rain", 0.2),
			cptParam("P_W1_given_R1", `P(W{=}1 \mid R{=}1)`, "R -> W: wet grass after rain", 0.9),
			cptParam("P_W1_given_R0", `P(W{=}1 \mid R{=}0)`, "R -> W: wet grass without rain", 0.1),
			cptParam("P_S1_given_R1", `P(S{=}1 \mid R{=}1)`, "R -> S, (R,S) -> W: sprinkler on when it rains", 0.01),
			cptParam("P_S1_given_R0", `P(S{=}1 \mid R{=}0)`, "R -> S, (R,S) -> W: sprinkler on when it does not rain", 0.4),
			cptParam("P_W1_given_R1_S1", `P(W{=}1 \mid R{=}1, S{=}1)`, "R -> S, (R,S) -> W: wet grass, rain and sprinkler", 0.99),
			cptParam("P_W1_given_R1_S0", `P(W{=}1 \mid R{=}1, S{=}0)`, "R -> S, (R,S) -> W: wet grass, rain only", 0.8),
			cptParam("P_W1_given_R0_S1", `P(W{=}1 \mid R{=}0, S{=}1)`, "R -> S, (R,S) -> W: wet grass, sprinkler only", 0.9),
			cptParam("P_W1_given_R0_S0", `P(W{=}1 \mid R{=}0, S{=}0)`, "R -> S, (R,S) -> W: wet grass, neither", 0.0),
		},
		Eval: func(in Inputs) (any, error) {
			a, err := rainAssignment(in)
			if err != nil {
				return nil, err
			}
			return compute.BayesNetJoint(rainNetwork(in), a)
		},
		View: &Curve{X: "P_R1"},
	}
	return []*Spec{cpt, laplace, joint}
}
