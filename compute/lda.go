package compute

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// ldaScatterCond is the largest condition number of S_W for which the
// generalised eigenproblem is solved: beyond it the within-class scatter
// is singular to working precision and the Fisher directions meaningless.
const ldaScatterCond = 1e13

// ldaEps is the float64 machine epsilon 2⁻⁵³ (LAPACK's dlamch('E')).
const ldaEps = 1.0 / (1 << 53)

// ldaData holds labelled data: each class's rows as a matrix, with its mean.
// The classes, and their centred copies, are row blocks of one matrix each
// (all and centred), so that S_W is a single rank-k update. Both are
// stored in the buffers of the scratch given to newLDAData: an ldaData
// lives until that scratch is released, within one call.
type ldaData struct {
	classes []*mat.Dense // views of the blocks of all
	all     *mat.Dense
	centred *mat.Dense // each block minus its class's mean
	means   [][]float64
	mean    []float64 // the mean of all the points
	dim     int
}

func newLDAData(in *scratch, classes [][][]float64) (*ldaData, error) {
	if len(classes) < 2 {
		return nil, fmt.Errorf("lda: %d classes given; at least 2 are needed", len(classes))
	}
	d := &ldaData{}
	var total int
	for c, rows := range classes {
		if err := convCheckMatrix(fmt.Sprintf("lda: class_%d", c), rows); err != nil {
			return nil, err
		}
		if c == 0 {
			d.dim = len(rows[0])
		}
		if n := len(rows[0]); n != d.dim {
			return nil, fmt.Errorf("lda: class_%d has %d features but class_0 has %d", c, n, d.dim)
		}
		total += len(rows)
	}
	// The points and their centred copy are read only during the call
	// (4 MB each for 5000 points of 100 features): they are in buffers
	// of in.
	data := in.floats(total * d.dim)[:0]
	for c, rows := range classes {
		var err error
		if data, err = appendFiniteRows(fmt.Sprintf("lda: class_%d", c), data, rows); err != nil {
			return nil, err
		}
	}
	d.all = mat.NewDense(total, d.dim, data)
	d.centred = mat.NewDense(total, d.dim, in.floats(total*d.dim))
	d.centred.Copy(d.all)
	var off int
	for _, rows := range classes {
		d.classes = append(d.classes, d.all.Slice(off, off+len(rows), 0, d.dim).(*mat.Dense))
		c := d.centred.Slice(off, off+len(rows), 0, d.dim).(*mat.Dense)
		d.means = append(d.means, centreColumns(c))
		off += len(rows)
	}
	// Means are averaged column by column without overflow (columnMeans),
	// the overall mean over all the points, so that a coordinate that is
	// the same in every class gives m_i − m = 0 exactly (an n_i-weighted
	// average of the class means rounds away from it).
	d.mean = columnMeans(d.all)
	return d, nil
}

// within returns S_W = Σ_i Σ_{x∈D_i} (x − m_i)(x − m_i)ᵀ, formed from the
// centred class data in one rank-k update (Syrk, on OpenBLAS in the
// server's build for large data).
func (d *ldaData) within() *mat.SymDense {
	sw := mat.NewSymDense(d.dim, nil)
	sw.SymRankK(sw, 1, d.centred.T())
	return sw
}

// between returns S_B = Σ_i w_i (m_i − m)(m_i − m)ᵀ with w_i = n_i, or
// w_i = 1 when weighted is false (the form S1 prints).
func (d *ldaData) between(weighted bool) *mat.SymDense {
	sb := mat.NewSymDense(d.dim, nil)
	diff := make([]float64, d.dim)
	for i, mi := range d.means {
		floats.SubTo(diff, mi, d.mean)
		w := 1.0
		if weighted {
			ni, _ := d.classes[i].Dims()
			w = float64(ni)
		}
		sb.SymRankOne(sb, w, mat.NewVecDense(d.dim, diff))
	}
	return sb
}

// WithinClassScatter returns the within-class scatter matrix
// S_W = Σ_i S_i, S_i = Σ_{x∈D_i} (x − m_i)(x − m_i)ᵀ, of two or more
// classes, each given as rows of the same number of features.
func WithinClassScatter(classes [][][]float64) ([][]float64, error) {
	in := newScratch()
	defer in.release()
	d, err := newLDAData(in, classes)
	if err != nil {
		return nil, err
	}
	return rowsFromDense(d.within()), nil
}

// BetweenClassScatter returns the between-class scatter matrix
// S_B = Σ_i n_i (m_i − m)(m_i − m)ᵀ, m the mean of all the points. With
// weighted false each class counts once, Σ_i (m_i − m)(m_i − m)ᵀ, as S1
// prints it; for balanced classes the two differ by the factor n_i.
func BetweenClassScatter(classes [][][]float64, weighted bool) ([][]float64, error) {
	in := newScratch()
	defer in.release()
	d, err := newLDAData(in, classes)
	if err != nil {
		return nil, err
	}
	return rowsFromDense(d.between(weighted)), nil
}

// FisherLDA holds the solution of Fisher's criterion: the generalised
// eigenvalues of S_B w = λ S_W w in decreasing order, and the matching
// directions as unit columns (first non-zero entry positive).
type FisherLDA struct {
	Eigenvalues []float64
	Directions  *mat.Dense
}

// FitFisherLDA maximises the Fisher criterion |Φᵀ S_B Φ| / |Φᵀ S_W Φ|: the
// leading eigenvectors of S_W⁻¹ S_B. The symmetric-definite problem is
// reduced with the Cholesky factor S_W = UᵀU to the symmetric matrix
// U⁻ᵀ S_B U⁻¹, solved by a symmetric eigensolver, so no unsymmetric
// S_W⁻¹ S_B is ever formed. For two classes the top direction is
// proportional to S_W⁻¹(m_1 − m_0).
//
// S_W must be positive definite: a singular within-class scatter (fewer
// points than dimensions in the classes together, or a class lying on a
// line in the plane) is reported as an error.
func FitFisherLDA(classes [][][]float64, weighted bool) (*FisherLDA, error) {
	in := newScratch()
	defer in.release()
	d, err := newLDAData(in, classes)
	if err != nil {
		return nil, err
	}
	sw, sb := d.within(), d.between(weighted)
	var chol mat.Cholesky
	if !chol.Factorize(sw) || chol.Cond() > ldaScatterCond {
		return nil, fmt.Errorf("lda: the within-class scatter S_W is singular (the points of each class do not spread in every direction), so S_W⁻¹S_B does not exist: %w", ErrUndefined)
	}
	var u, uInv mat.TriDense
	chol.UTo(&u)
	if err := uInv.InverseTri(&u); err != nil {
		return nil, fmt.Errorf("lda: the within-class scatter S_W is singular: %w", ErrUndefined)
	}
	// As dense matrices: gonum multiplies a triangular or symmetric
	// operand entry by entry through At, a dense one with Dgemm.
	ui := mat.DenseCopyOf(&uInv)
	var c mat.Dense
	c.Mul(ui.T(), mat.DenseCopyOf(sb))
	c.Mul(&c, ui)
	n := d.dim
	sym := mat.NewSymDense(n, nil)
	for i := range n {
		for j := i; j < n; j++ {
			sym.SetSym(i, j, (c.At(i, j)+c.At(j, i))/2)
		}
	}
	vals, y, err := eigenSym(sym) // ascending
	if err != nil {
		return nil, fmt.Errorf("lda: the symmetric eigensolver: %w", err)
	}
	var w mat.Dense
	w.Mul(ui, y)
	res := &FisherLDA{Eigenvalues: make([]float64, n), Directions: mat.NewDense(n, n, nil)}
	col := make([]float64, n)
	// S_B has rank at most c − 1, so the other eigenvalues are zero;
	// rounding leaves them at about ε·λ_max (of either sign) and they are
	// set to 0.
	floor := 64 * float64(n) * ldaEps * math.Abs(vals[n-1])
	for k := range n {
		src := n - 1 - k // descending order
		if math.Abs(vals[src]) <= floor {
			vals[src] = 0
		}
		res.Eigenvalues[k] = max(vals[src], 0) // a PSD pencil: a negative value is rounding
		mat.Col(col, src, &w)
		floats.Scale(1/floats.Norm(col, 2), col)
		canonicalSign(col)
		res.Directions.SetCol(k, col)
	}
	return res, nil
}

// FisherCriterion returns J(φ) = (φᵀ S_B φ) / (φᵀ S_W φ), Fisher's ratio of
// between- to within-class scatter along the direction φ (the 1×1 case of
// the determinant ratio). It is +Inf when φ sees no within-class scatter
// but some between-class scatter, and ErrUndefined when it sees neither
// (or φ = 0).
func FisherCriterion(classes [][][]float64, phi []float64, weighted bool) (float64, error) {
	in := newScratch()
	defer in.release()
	d, err := newLDAData(in, classes)
	if err != nil {
		return 0, err
	}
	if len(phi) != d.dim {
		return 0, fmt.Errorf("lda: Phi has %d entries but the data have %d features", len(phi), d.dim)
	}
	nrm := floats.Norm(phi, 2)
	if nrm == 0 || math.IsNaN(nrm) || math.IsInf(nrm, 0) {
		return 0, fmt.Errorf("lda: the direction Phi must be a non-zero finite vector: %w", ErrUndefined)
	}
	// The ratio does not depend on the length of φ; a unit φ keeps the
	// quadratic forms in range.
	u := mat.NewVecDense(d.dim, nil)
	u.ScaleVec(1/nrm, mat.NewVecDense(d.dim, phi))
	num := math.Abs(mat.Inner(u, d.between(weighted), u))
	den := math.Abs(mat.Inner(u, d.within(), u))
	switch {
	case den == 0 && num == 0:
		return 0, fmt.Errorf("lda: along Phi both scatters are zero, so the criterion is 0/0: %w", ErrUndefined)
	case den == 0:
		return math.Inf(1), nil
	}
	return num / den, nil
}
