package compute

import "fmt"

// A Bayesian network factorises a joint distribution into one conditional
// probability table (CPT) per variable, given its parents in a directed
// acyclic graph. This file estimates CPT entries from counts and evaluates
// the factorised joint probability of a full assignment.

// CPTEstimate returns the maximum-likelihood estimate of a CPT entry,
// P̂(x | pa) = c(x, pa) / c(pa): the fraction of the records with parent
// configuration pa in which the variable takes the value x.
//
// The counts must satisfy 0 ≤ c(x, pa) ≤ c(pa); the estimate is undefined
// (ErrUndefined) when the configuration was never seen, c(pa) = 0.
func CPTEstimate(cXPa, cPa int) (float64, error) {
	if err := checkCPTCounts(cXPa, cPa); err != nil {
		return 0, fmt.Errorf("cpt estimate: %w", err)
	}
	if cPa == 0 {
		return 0, fmt.Errorf("cpt estimate: the parent configuration was never observed (c_pa = 0), so the estimate is %w; Laplace smoothing gives 1/|X|", ErrUndefined)
	}
	return float64(cXPa) / float64(cPa), nil
}

// CPTLaplace returns the Laplace-smoothed estimate of a CPT entry,
// P̂(x | pa) = (c(x, pa) + 1) / (c(pa) + |X|), where |X| ≥ 1 is the number of
// values of the variable. Each value gets one pseudo-count, so an unseen
// configuration gives the uniform 1/|X| and no entry is 0.
func CPTLaplace(cXPa, cPa, numValues int) (float64, error) {
	if err := checkCPTCounts(cXPa, cPa); err != nil {
		return 0, fmt.Errorf("cpt laplace: %w", err)
	}
	if numValues < 1 {
		return 0, fmt.Errorf("cpt laplace: num_values = %d: the variable must have at least one value", numValues)
	}
	// In float64 the sum c_pa + |X| cannot overflow an int.
	return (float64(cXPa) + 1) / (float64(cPa) + float64(numValues)), nil
}

func checkCPTCounts(cXPa, cPa int) error {
	if cXPa < 0 || cPa < 0 {
		return fmt.Errorf("counts c_x_pa = %d and c_pa = %d must be non-negative", cXPa, cPa)
	}
	if cXPa > cPa {
		return fmt.Errorf("c_x_pa = %d exceeds c_pa = %d: a value cannot be seen with its parents more often than the parents themselves", cXPa, cPa)
	}
	return nil
}

// BNNode is a binary variable (values 0 and 1) of a Bayesian network and its
// CPT. P1[c] = P(X = 1 | parents in configuration c), where c reads the
// parents' values as a binary number, the first parent being the most
// significant bit: for parents (R, S), c = 2·r + s. A root has one entry.
type BNNode struct {
	Name    string
	Parents []string
	P1      []float64
}

// BayesNetJoint returns P(x_1, …, x_m) = Π_j P(x_j | pa(X_j)) for a full
// assignment of 0/1 values to the variables of a network of binary nodes.
//
// The nodes must be listed parents first (a topological order, which also
// rules out cycles), every CPT must have 2^|parents| probabilities, and the
// assignment must give every node, and nothing else, the value 0 or 1.
func BayesNetJoint(nodes []BNNode, assignment map[string]int) (float64, error) {
	if len(nodes) == 0 {
		return 0, fmt.Errorf("bayesian network: nodes: %w", ErrEmpty)
	}
	seen := make(map[string]bool, len(nodes))
	p := 1.0
	for _, n := range nodes {
		if seen[n.Name] {
			return 0, fmt.Errorf("bayesian network: node %q appears twice", n.Name)
		}
		if len(n.Parents) > 30 || len(n.P1) != 1<<len(n.Parents) {
			return 0, fmt.Errorf("bayesian network: node %s has %d parents, so its CPT needs 2^%d entries, not %d", n.Name, len(n.Parents), len(n.Parents), len(n.P1))
		}
		c := 0
		for _, par := range n.Parents {
			if !seen[par] {
				return 0, fmt.Errorf("bayesian network: parent %s of %s must be listed before it", par, n.Name)
			}
			c = 2*c + assignment[par]
		}
		seen[n.Name] = true
		v, ok := assignment[n.Name]
		if !ok {
			return 0, fmt.Errorf("bayesian network: the assignment gives no value to %s", n.Name)
		}
		if v != 0 && v != 1 {
			return 0, fmt.Errorf("bayesian network: %s = %d; a binary variable takes 0 or 1", n.Name, v)
		}
		p1 := n.P1[c]
		if err := checkProbValue(fmt.Sprintf("P(%s=1 | configuration %d)", n.Name, c), p1); err != nil {
			return 0, fmt.Errorf("bayesian network: %w", err)
		}
		if v == 1 {
			p *= p1
		} else {
			p *= 1 - p1
		}
	}
	for name := range assignment {
		if !seen[name] {
			return 0, fmt.Errorf("bayesian network: the assignment names %q, which is not a variable of the network", name)
		}
	}
	return p, nil
}
