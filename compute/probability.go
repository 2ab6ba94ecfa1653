package compute

import (
	"fmt"
	"math"
)

// The rules of probability over discrete variables: conditioning, the
// product and sum rules, Bayes' theorem and (conditional) independence. A
// joint distribution of two variables is a table joint[i][j] = P(X = i,
// Y = j) whose entries lie in [0, 1] and sum to 1.

// CheckJointTable reports an error, naming the input, unless joint is a
// non-empty rectangular table of values in [0, 1] that sum to 1 within
// ProbabilityTolerance.
func CheckJointTable(name string, joint [][]float64) error {
	if len(joint) == 0 || len(joint[0]) == 0 {
		return fmt.Errorf("%s: %w", name, ErrEmpty)
	}
	var sum float64
	for i, row := range joint {
		if len(row) != len(joint[0]) {
			return fmt.Errorf("%s: row %d has %d entries but row 1 has %d; a joint table must be rectangular", name, i+1, len(row), len(joint[0]))
		}
		for j, v := range row {
			if !(v >= 0 && v <= 1) {
				return fmt.Errorf("%s[%d][%d] = %v is not a probability in [0, 1]", name, i, j, v)
			}
			sum += v
		}
	}
	if math.Abs(sum-1) > ProbabilityTolerance {
		return fmt.Errorf("%s sums to %.10g, not 1: a joint distribution must sum to 1", name, sum)
	}
	return nil
}

// checkProbValue reports an error unless p is a probability in [0, 1].
func checkProbValue(name string, p float64) error {
	if !(p >= 0 && p <= 1) {
		return fmt.Errorf("%s = %v is not a probability in [0, 1]", name, p)
	}
	return nil
}

// Marginals returns the marginal distributions of a joint table:
// rows[i] = Σ_j joint[i][j] (the variable indexing the rows) and
// cols[j] = Σ_i joint[i][j] (the variable indexing the columns).
func Marginals(joint [][]float64) (rows, cols []float64, err error) {
	if err := CheckJointTable("joint", joint); err != nil {
		return nil, nil, fmt.Errorf("marginal: %w", err)
	}
	rows = make([]float64, len(joint))
	cols = make([]float64, len(joint[0]))
	for i, row := range joint {
		for j, v := range row {
			rows[i] += v
			cols[j] += v
		}
	}
	return rows, cols, nil
}

// ConditionalProbability returns P(A | B) = P(A, B) / P(B).
//
// Both are probabilities with P(A, B) ≤ P(B); the ratio is undefined
// (ErrUndefined) when P(B) = 0.
func ConditionalProbability(pAB, pB float64) (float64, error) {
	if err := checkProbValue("P(A, B)", pAB); err != nil {
		return 0, fmt.Errorf("conditional probability: %w", err)
	}
	if err := checkProbValue("P(B)", pB); err != nil {
		return 0, fmt.Errorf("conditional probability: %w", err)
	}
	if pB == 0 {
		return 0, fmt.Errorf("conditional probability: P(B) = 0, so P(A | B) is %w", ErrUndefined)
	}
	if pAB > pB {
		return 0, fmt.Errorf("conditional probability: P(A, B) = %v exceeds P(B) = %v, which no distribution allows", pAB, pB)
	}
	return pAB / pB, nil
}

// ConditionalFromJoint returns P(A = a | B = b) = joint[a][b] / Σ_a' joint[a'][b]
// for a joint table indexed joint[a][b] (0-based indices). It is undefined
// (ErrUndefined) when P(B = b) = 0.
func ConditionalFromJoint(joint [][]float64, a, b int) (float64, error) {
	_, pB, err := Marginals(joint)
	if err != nil {
		return 0, fmt.Errorf("conditional probability: %w", err)
	}
	if err := checkTableIndex("A", a, len(joint)); err != nil {
		return 0, fmt.Errorf("conditional probability: %w", err)
	}
	if err := checkTableIndex("B", b, len(pB)); err != nil {
		return 0, fmt.Errorf("conditional probability: %w", err)
	}
	if pB[b] == 0 {
		return 0, fmt.Errorf("conditional probability: P(B = %d) = 0, so P(A | B = %d) is %w", b, b, ErrUndefined)
	}
	return math.Min(1, joint[a][b]/pB[b]), nil
}

// checkTableIndex reports an error unless 0 ≤ i < n.
func checkTableIndex(name string, i, n int) error {
	if i < 0 || i >= n {
		return fmt.Errorf("%s = %d is not a value of the table: it must be a 0-based index in 0..%d", name, i, n-1)
	}
	return nil
}

// ProductRule returns P(A, B) = P(A | B)·P(B) for probabilities in [0, 1].
func ProductRule(pAGivenB, pB float64) (float64, error) {
	if err := checkProbValue("P(A | B)", pAGivenB); err != nil {
		return 0, fmt.Errorf("product rule: %w", err)
	}
	if err := checkProbValue("P(B)", pB); err != nil {
		return 0, fmt.Errorf("product rule: %w", err)
	}
	return pAGivenB * pB, nil
}

// ProductRuleFromJoint returns both factorisations of P(A = a, B = b) for a
// joint table indexed joint[a][b]: viaB = P(A = a | B = b)·P(B = b) and
// viaA = P(B = b | A = a)·P(A = a). They agree up to rounding; a factor
// whose conditioning event has probability 0 contributes 0, as the joint
// entry is then 0 as well.
func ProductRuleFromJoint(joint [][]float64, a, b int) (viaB, viaA float64, err error) {
	pA, pB, err := Marginals(joint)
	if err != nil {
		return 0, 0, fmt.Errorf("product rule: %w", err)
	}
	if err := checkTableIndex("A", a, len(pA)); err != nil {
		return 0, 0, fmt.Errorf("product rule: %w", err)
	}
	if err := checkTableIndex("B", b, len(pB)); err != nil {
		return 0, 0, fmt.Errorf("product rule: %w", err)
	}
	p := joint[a][b]
	if pB[b] > 0 {
		viaB = p / pB[b] * pB[b]
	}
	if pA[a] > 0 {
		viaA = p / pA[a] * pA[a]
	}
	return viaB, viaA, nil
}

// TotalProbability returns P(X = x) = Σ_y P(X = x | Y = y)·P(Y = y), the law
// of total probability. pXGivenY holds one conditional probability per value
// of Y (they need not sum to 1); pY is the distribution of Y.
func TotalProbability(pXGivenY, pY []float64) (float64, error) {
	if err := checkSameLen("P(X=x|Y)", pXGivenY, "P(Y)", pY); err != nil {
		return 0, fmt.Errorf("total probability: %w", err)
	}
	if err := CheckDistribution("P(Y)", pY); err != nil {
		return 0, fmt.Errorf("total probability: %w", err)
	}
	var s float64
	for i, c := range pXGivenY {
		if err := checkProbValue(fmt.Sprintf("P(X=x|Y=%d)", i), c); err != nil {
			return 0, fmt.Errorf("total probability: %w", err)
		}
		s += c * pY[i]
	}
	// The weights sum to 1 ± 1e-6, so rounding may lift s just above 1.
	return math.Min(s, 1), nil
}

// BayesPosterior returns the posterior P(A = i | B) =
// P(B | A = i)·P(A = i) / Σ_j P(B | A = j)·P(A = j) of every hypothesis i,
// given the prior P(A) (a distribution) and the likelihoods P(B | A = i)
// (probabilities, which need not sum to 1).
//
// The evidence Σ_j P(B | A = j)·P(A = j) must be positive (else
// ErrUndefined). Each product is formed as a mantissa and a binary exponent
// (math.Frexp) and scaled by the largest exponent before summing, so that
// tiny priors and likelihoods, whose products underflow float64, still
// give an accurate posterior.
func BayesPosterior(prior, likelihood []float64) ([]float64, error) {
	if err := checkSameLen("prior", prior, "likelihood", likelihood); err != nil {
		return nil, fmt.Errorf("bayes: %w", err)
	}
	if err := CheckDistribution("prior", prior); err != nil {
		return nil, fmt.Errorf("bayes: %w", err)
	}
	mant, exp := make([]float64, len(prior)), make([]int, len(prior))
	emax := math.MinInt
	for i, l := range likelihood {
		if err := checkProbValue(fmt.Sprintf("likelihood[%d]", i), l); err != nil {
			return nil, fmt.Errorf("bayes: %w", err)
		}
		if l == 0 || prior[i] == 0 {
			continue
		}
		fp, ep := math.Frexp(prior[i])
		fl, el := math.Frexp(l)
		mant[i], exp[i] = fp*fl, ep+el // fp·fl ∈ [1/4, 1): exact to one rounding
		emax = max(emax, exp[i])
	}
	if emax == math.MinInt {
		return nil, fmt.Errorf("bayes: the evidence Σ P(B|A)P(A) is 0 (every hypothesis with prior mass has likelihood 0), so the posterior is %w", ErrUndefined)
	}
	post := make([]float64, len(prior))
	var evidence float64 // ≥ 1/4: the largest scaled product
	for i, m := range mant {
		if m != 0 {
			post[i] = math.Ldexp(m, exp[i]-emax)
			evidence += post[i]
		}
	}
	for i := range post {
		post[i] /= evidence
	}
	return post, nil
}

// BayesBinary returns P(D | T) = P(T | D)P(D) / (P(T | D)P(D) + P(T | ¬D)(1 − P(D))),
// Bayes' theorem for a hypothesis D and its complement, as in a diagnostic
// test with prevalence P(D), sensitivity P(T | D) and false-positive rate
// P(T | ¬D). It is undefined (ErrUndefined) when P(T) = 0.
func BayesBinary(pD, pTGivenD, pTGivenNotD float64) (float64, error) {
	if err := checkProbValue("P(D)", pD); err != nil {
		return 0, fmt.Errorf("bayes: %w", err)
	}
	post, err := BayesPosterior([]float64{pD, 1 - pD}, []float64{pTGivenD, pTGivenNotD})
	if err != nil {
		return 0, err
	}
	return post[0], nil
}

// Independence is the result of comparing a joint table with the product
// of its marginals.
type Independence struct {
	Independent     bool    // every |P(x, y) − P(x)P(y)| ≤ the tolerance
	MaxAbsDeviation float64 // max over x, y of |P(x, y) − P(x)P(y)|
	PX, PY          []float64
}

// CheckIndependence tests X ⊥ Y for a joint table joint[x][y]: it returns
// the largest |P(x, y) − P(x)P(y)| and whether it is at most tol (≥ 0), the
// allowance for rounding in the table.
func CheckIndependence(joint [][]float64, tol float64) (Independence, error) {
	if !(tol >= 0) {
		return Independence{}, fmt.Errorf("independence: tolerance %v must be non-negative", tol)
	}
	px, py, err := Marginals(joint)
	if err != nil {
		return Independence{}, fmt.Errorf("independence: %w", err)
	}
	dev := maxProductDeviation(joint, px, py, 1)
	return Independence{Independent: dev <= tol, MaxAbsDeviation: dev, PX: px, PY: py}, nil
}

// maxProductDeviation returns max |joint[x][y]/scale − px[x]·py[y]|.
func maxProductDeviation(joint [][]float64, px, py []float64, scale float64) float64 {
	var dev float64
	for x, row := range joint {
		for y, v := range row {
			dev = math.Max(dev, math.Abs(v/scale-px[x]*py[y]))
		}
	}
	return dev
}

// CondIndependence is the result of testing X ⊥ Y | Z.
type CondIndependence struct {
	CondIndependent bool // every deviation given Z is ≤ the tolerance
	// MaxAbsDeviation is max over x, y and every z with P(z) > 0 of
	// |P(x, y | z) − P(x | z)P(y | z)|.
	MaxAbsDeviation float64
	// MarginallyIndependent and MarginalMaxAbsDeviation test X ⊥ Y on
	// P(x, y) = Σ_z P(x, y, z): conditional independence does not imply
	// it, nor the converse.
	MarginallyIndependent   bool
	MarginalMaxAbsDeviation float64
	PZ                      []float64
}

// CheckCondIndependence tests X ⊥ Y | Z for a joint table joint[x][y][z]
// of values in [0, 1] summing to 1. Values of z with P(z) = 0 impose no
// condition (the conditional distribution is undefined there). tol ≥ 0 is
// the allowance for rounding.
func CheckCondIndependence(joint [][][]float64, tol float64) (CondIndependence, error) {
	if !(tol >= 0) {
		return CondIndependence{}, fmt.Errorf("conditional independence: tolerance %v must be non-negative", tol)
	}
	nx := len(joint)
	if nx == 0 || len(joint[0]) == 0 || len(joint[0][0]) == 0 {
		return CondIndependence{}, fmt.Errorf("conditional independence: joint: %w", ErrEmpty)
	}
	ny, nz := len(joint[0]), len(joint[0][0])
	slices := make([][][]float64, nz) // slices[z][x][y] = P(x, y, z)
	for z := range slices {
		slices[z] = make([][]float64, nx)
		for x := range slices[z] {
			slices[z][x] = make([]float64, ny)
		}
	}
	xy := make([][]float64, nx) // Σ_z P(x, y, z)
	var sum float64
	for x, plane := range joint {
		if len(plane) != ny {
			return CondIndependence{}, fmt.Errorf("conditional independence: joint[%d] has %d rows but joint[0] has %d; the table must be rectangular", x, len(plane), ny)
		}
		xy[x] = make([]float64, ny)
		for y, line := range plane {
			if len(line) != nz {
				return CondIndependence{}, fmt.Errorf("conditional independence: joint[%d][%d] has %d entries but joint[0][0] has %d; the table must be rectangular", x, y, len(line), nz)
			}
			for z, v := range line {
				if !(v >= 0 && v <= 1) {
					return CondIndependence{}, fmt.Errorf("conditional independence: joint[%d][%d][%d] = %v is not a probability in [0, 1]", x, y, z, v)
				}
				slices[z][x][y] = v
				xy[x][y] += v
				sum += v
			}
		}
	}
	if math.Abs(sum-1) > ProbabilityTolerance {
		return CondIndependence{}, fmt.Errorf("conditional independence: joint sums to %.10g, not 1: a joint distribution must sum to 1", sum)
	}
	res := CondIndependence{PZ: make([]float64, nz)}
	for z, s := range slices {
		px, py := make([]float64, nx), make([]float64, ny)
		for x, row := range s {
			for y, v := range row {
				px[x] += v
				py[y] += v
				res.PZ[z] += v
			}
		}
		pz := res.PZ[z]
		if pz == 0 {
			continue
		}
		for i := range px {
			px[i] /= pz
		}
		for i := range py {
			py[i] /= pz
		}
		res.MaxAbsDeviation = math.Max(res.MaxAbsDeviation, maxProductDeviation(s, px, py, pz))
	}
	res.CondIndependent = res.MaxAbsDeviation <= tol
	// A cell of the marginal table Σ_z P(x, y, z) can round (or, within
	// ProbabilityTolerance of the table's sum, be) just above 1: with one
	// value of X and of Y, the four entries 0.24005861031878864, … summing
	// to 1 gave 1.0000000000000002, which the marginal test refused as no
	// probability. It is one, at most 1.
	for _, row := range xy {
		for y, v := range row {
			row[y] = math.Min(v, 1)
		}
	}
	marg, err := CheckIndependence(xy, tol)
	if err != nil {
		return CondIndependence{}, fmt.Errorf("conditional independence: %w", err)
	}
	res.MarginallyIndependent = marg.Independent
	res.MarginalMaxAbsDeviation = marg.MaxAbsDeviation
	return res, nil
}
