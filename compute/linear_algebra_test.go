package compute

import (
	"cmp"
	"errors"
	"math"
	"math/cmplx"
	"testing"
)

func TestAffineTransform(t *testing.T) {
	// Reference: numpy 1.24.2 A @ x + b; the overflow cases are
	// hand-derived.
	for _, test := range []struct {
		name string
		A    [][]float64
		x, b []float64
		want []float64
	}{
		{"seed (S4 prints [4 7])", [][]float64{{2, 1}, {1, 3}}, []float64{1, 2}, []float64{0, 1}, []float64{4, 8}},
		{"2x3", [][]float64{{1, 0, -1}, {2, 1, 0.5}}, []float64{1, 2, 3}, []float64{0.5, -1}, []float64{-1.5, 4.5}},
		{"1x1", [][]float64{{3}}, []float64{-2}, []float64{0.5}, []float64{-5.5}},
		// 1e309 − 1e309 + 1: the products overflow, the result does not.
		{"cancelling overflow", [][]float64{{1e308, 1e308}}, []float64{10, -10}, []float64{1}, []float64{1}},
		// 1e309 + 1e308 − 1e309 = 1e308.
		{"overflowing partial sum", [][]float64{{1e308, 1e308, -1e308}}, []float64{10, 1, 10}, []float64{0}, []float64{1e308}},
		// 1e309 is beyond float64: +Inf, not NaN.
		{"true overflow", [][]float64{{1e308}}, []float64{10}, []float64{0}, []float64{math.Inf(1)}},
		{"subnormal", [][]float64{{5e-324}}, []float64{0.5}, []float64{0}, []float64{0}},
	} {
		got, err := AffineTransform(test.A, test.x, test.b)
		if err != nil {
			t.Errorf("%s: %v", test.name, err)
			continue
		}
		for i := range test.want {
			if !withinRel(got[i], test.want[i], 1e-15) {
				t.Errorf("%s: y = %v, want %v", test.name, got, test.want)
				break
			}
		}
	}
	for _, test := range []struct {
		name string
		A    [][]float64
		x, b []float64
	}{
		{"x length", [][]float64{{1, 2}}, []float64{1}, []float64{0}},
		{"b length", [][]float64{{1, 2}}, []float64{1, 2}, []float64{0, 0}},
		{"ragged", [][]float64{{1, 2}, {3}}, []float64{1, 2}, []float64{0, 0}},
		{"empty", nil, nil, nil},
		{"NaN in A", [][]float64{{math.NaN()}}, []float64{1}, []float64{0}},
		{"Inf in x", [][]float64{{1}}, []float64{math.Inf(1)}, []float64{0}},
	} {
		if _, err := AffineTransform(test.A, test.x, test.b); err == nil {
			t.Errorf("%s: no error", test.name)
		}
	}
}

func TestEigenDecompose(t *testing.T) {
	// Reference: numpy 1.24.2 linalg.eig, put in the canonical form
	// (eigenvalues by decreasing real then imaginary part, unit columns,
	// first component above 1e-12 made real and positive) by a few
	// lines of Python.
	s := 1 / math.Sqrt2
	for _, test := range []struct {
		name    string
		A       [][]float64
		values  []complex128
		vectors [][]complex128 // columns; nil: check Av = λv only
	}{
		{"seed", [][]float64{{4, 2}, {1, 3}}, []complex128{5, 2},
			[][]complex128{{0.894427190999916, 0.7071067811865475}, {0.447213595499958, -0.7071067811865476}}},
		{"symmetric", [][]float64{{2, 1}, {1, 2}}, []complex128{3, 1}, [][]complex128{{complex(s, 0), complex(s, 0)}, {complex(s, 0), complex(-s, 0)}}},
		{"rotation", [][]float64{{0, -1}, {1, 0}}, []complex128{1i, -1i}, [][]complex128{{complex(s, 0), complex(s, 0)}, {complex(0, -s), complex(0, s)}}},
		{"spiral", [][]float64{{1, 2}, {-2, 1}}, []complex128{complex(1, 2), complex(1, -2)},
			[][]complex128{{complex(s, 0), complex(s, 0)}, {complex(0, s), complex(0, -s)}}},
		{"3x3", [][]float64{{1, 2, 3}, {4, 5, 6}, {7, 8, 10}}, []complex128{16.707493316124747, 0.1982468633970094, -0.9057401795217577},
			[][]complex128{
				{0.2235133577278518, 0.27829648598057233, 0.8658457814289261},
				{0.5039456275263903, -0.8318468022052949, -0.08565120135087373},
				{0.8343144391740168, 0.4801895079566921, -0.49292489741225726}}},
		// The first eigenvector starts with 0: the sign is fixed by its
		// second component.
		{"zero first component", [][]float64{{2, 0, 0}, {0, 3, 4}, {0, 4, 9}}, []complex128{11, 2, 1},
			[][]complex128{{0, 1, 0}, {0.447213595499958, 0, 0.894427190999916}, {0.894427190999916, 0, -0.447213595499958}}},
		{"1x1", [][]float64{{5}}, []complex128{5}, [][]complex128{{1}}},
		{"zero matrix", [][]float64{{0, 0}, {0, 0}}, []complex128{0, 0}, [][]complex128{{1, 0}, {0, 1}}},
		// Diagonal, so the eigenvalues are the entries (hand-derived);
		// numpy's general solver returns 0 for the small one.
		{"wide range", [][]float64{{1e300, 0}, {0, 1e-300}}, []complex128{1e300, 1e-300}, [][]complex128{{1, 0}, {0, 1}}},
		// Defective: one eigenvector for the double eigenvalue 1.
		{"defective", [][]float64{{1, 1}, {0, 1}}, []complex128{1, 1}, nil},
	} {
		got, err := EigenDecompose(test.A)
		if err != nil {
			t.Errorf("%s: %v", test.name, err)
			continue
		}
		real := true
		for i, v := range test.values {
			real = real && imag(v) == 0
			if cmplx.Abs(got.Values[i]-v) > 1e-12*math.Max(1, cmplx.Abs(v)) {
				t.Errorf("%s: eigenvalues %v, want %v", test.name, got.Values, test.values)
				break
			}
		}
		if got.Real != real {
			t.Errorf("%s: Real = %v, want %v", test.name, got.Real, real)
		}
		for i := range test.vectors {
			for j, want := range test.vectors[i] {
				if cmplx.Abs(got.Vectors[i][j]-want) > 1e-12 {
					t.Errorf("%s: eigenvectors %v, want %v", test.name, got.Vectors, test.vectors)
				}
			}
		}
		checkEigenpairs(t, test.name, test.A, got)
	}
	for _, test := range []struct {
		name string
		A    [][]float64
	}{
		{"not square", [][]float64{{1, 2, 3}, {4, 5, 6}}},
		{"empty", nil},
		{"ragged", [][]float64{{1, 2}, {3}}},
		{"NaN", [][]float64{{math.NaN()}}},
	} {
		if _, err := EigenDecompose(test.A); err == nil {
			t.Errorf("%s: no error", test.name)
		}
	}
}

// checkEigenpairs checks the invariants of the canonical form: unit
// columns and residuals ‖Av − λv‖ small relative to ‖A‖.
func checkEigenpairs(t *testing.T, name string, A [][]float64, e Eigen) {
	t.Helper()
	var norm float64
	for _, row := range A {
		for _, v := range row {
			norm = math.Max(norm, math.Abs(v))
		}
	}
	n := len(A)
	for j := range n {
		var length float64
		for i := range n {
			length = math.Hypot(length, cmplx.Abs(e.Vectors[i][j]))
		}
		if math.Abs(length-1) > 1e-12 {
			t.Errorf("%s: eigenvector %d has length %v", name, j, length)
		}
		for i := range n {
			var av complex128
			for k := range n {
				av += complex(A[i][k], 0) * e.Vectors[k][j]
			}
			if r := cmplx.Abs(av - e.Values[j]*e.Vectors[i][j]); r > 1e-12*math.Max(1, norm) {
				t.Errorf("%s: residual of eigenpair %d is %v", name, j, r)
			}
		}
	}
	for j := 1; j < n; j++ {
		a, b := e.Values[j-1], e.Values[j]
		if c := cmp.Compare(real(a), real(b)); c < 0 || (c == 0 && imag(a) < imag(b)) {
			t.Errorf("%s: eigenvalues %v are not in decreasing order", name, e.Values)
		}
	}
}

func TestEigenDecomposeResiduals(t *testing.T) {
	// A deterministic 8 × 8 non-symmetric matrix with entries in [−1, 1]
	// (a linear congruential sequence): only the invariants are checked.
	A := make([][]float64, 8)
	seed := uint32(12345)
	for i := range A {
		A[i] = make([]float64, 8)
		for j := range A[i] {
			seed = seed*1664525 + 1013904223
			A[i][j] = float64(seed)/(1<<31) - 1
		}
	}
	e, err := EigenDecompose(A)
	if err != nil {
		t.Fatal(err)
	}
	checkEigenpairs(t, "8x8", A, e)
}

func TestSingularValueDecomposition(t *testing.T) {
	// Reference: numpy 1.24.2 linalg.svd (LAPACK) and matrix_rank.
	for _, test := range []struct {
		name   string
		A      [][]float64
		values []float64
		rank   int
		// U, Vt with LAPACK's signs where pinned (the seed, as the public
		// vector); otherwise only |entries|, orthogonality and the
		// reconstruction are checked.
		U, Vt [][]float64
	}{
		{name: "seed 3x2", A: [][]float64{{1, 2}, {3, 4}, {5, 6}}, values: []float64{9.525518091565107, 0.5143005806586443}, rank: 2,
			U:  [][]float64{{-0.22984769640007147, 0.8834610176985256}, {-0.5247448187602937, 0.24078249213254638}, {-0.8196419411205159, -0.4018960334334318}},
			Vt: [][]float64{{-0.6196294838293404, -0.7848944532670524}, {-0.7848944532670524, 0.6196294838293404}}},
		{name: "wide 2x3", A: [][]float64{{1, 2, 3}, {4, 5, 6}}, values: []float64{9.508032000695724, 0.7728696356734844}, rank: 2},
		{name: "rank 1", A: [][]float64{{1, 2}, {2, 4}}, values: []float64{5, 0}, rank: 1},
		{name: "1x1", A: [][]float64{{-3}}, values: []float64{3}, rank: 1},
		{name: "zero", A: [][]float64{{0, 0}, {0, 0}}, values: []float64{0, 0}, rank: 0},
		// Diagonal (hand-derived values); 1e-200 is below the rank
		// threshold 2·ε·1e200.
		{name: "wide range", A: [][]float64{{1e200, 0}, {0, 1e-200}}, values: []float64{1e200, 1e-200}, rank: 1},
	} {
		for _, full := range []bool{false, true} {
			got, err := SingularValueDecomposition(test.A, full)
			if err != nil {
				t.Errorf("%s: %v", test.name, err)
				continue
			}
			for i, v := range test.values {
				// A zero singular value comes out as rounding noise of
				// the size ε·σ_max; the others are relatively accurate.
				tol := 1e-14 * v
				if v == 0 {
					tol = 1e-15 * test.values[0]
				}
				if math.Abs(got.Values[i]-v) > tol {
					t.Errorf("%s: singular values %v, want %v", test.name, got.Values, test.values)
					break
				}
			}
			if got.Rank != test.rank {
				t.Errorf("%s: rank %d, want %d", test.name, got.Rank, test.rank)
			}
			for i := range test.U {
				for j := range test.U[i] {
					if math.Abs(got.U[i][j]-test.U[i][j]) > 1e-12 {
						t.Errorf("%s (full %v): U = %v, want %v in its first columns", test.name, full, got.U, test.U)
					}
				}
			}
			for i := range test.Vt {
				for j := range test.Vt[i] {
					if math.Abs(got.Vt[i][j]-test.Vt[i][j]) > 1e-12 {
						t.Errorf("%s (full %v): Vt = %v, want %v", test.name, full, got.Vt, test.Vt)
					}
				}
			}
			checkSVD(t, test.name, test.A, got, full)
		}
	}
	for _, test := range []struct {
		name string
		A    [][]float64
	}{
		{"empty", nil},
		{"no columns", [][]float64{{}}},
		{"ragged", [][]float64{{1, 2}, {3}}},
		{"Inf", [][]float64{{math.Inf(-1), 1}}},
	} {
		if _, err := SingularValueDecomposition(test.A, true); err == nil {
			t.Errorf("%s: no error", test.name)
		} else if test.name == "empty" && !errors.Is(err, ErrEmpty) {
			t.Errorf("%s: error %v, want ErrEmpty", test.name, err)
		}
	}
}

// checkSVD checks the shapes, the orthonormality of U's columns and Vt's
// rows, and that U Σ Vt reconstructs A.
func checkSVD(t *testing.T, name string, A [][]float64, s SVD, full bool) {
	t.Helper()
	m, n := len(A), len(A[0])
	k := min(m, n)
	ur, vr := k, k
	if full {
		ur, vr = m, n
	}
	if len(s.U) != m || len(s.U[0]) != ur || len(s.Vt) != vr || len(s.Vt[0]) != n || len(s.Values) != k {
		t.Errorf("%s (full %v): shapes U %d×%d, Vt %d×%d, %d values", name, full, len(s.U), len(s.U[0]), len(s.Vt), len(s.Vt[0]), len(s.Values))
		return
	}
	for a := range ur {
		for b := range ur {
			var d float64
			for i := range m {
				d += s.U[i][a] * s.U[i][b]
			}
			if want := map[bool]float64{true: 1}[a == b]; math.Abs(d-want) > 1e-12 {
				t.Errorf("%s: columns %d and %d of U have dot product %v", name, a, b, d)
			}
		}
	}
	for a := range vr {
		for b := range vr {
			var d float64
			for j := range n {
				d += s.Vt[a][j] * s.Vt[b][j]
			}
			if want := map[bool]float64{true: 1}[a == b]; math.Abs(d-want) > 1e-12 {
				t.Errorf("%s: rows %d and %d of Vt have dot product %v", name, a, b, d)
			}
		}
	}
	for i := range m {
		for j := range n {
			var r float64
			for l := range k {
				r += s.U[i][l] * s.Values[l] * s.Vt[l][j]
			}
			if math.Abs(r-A[i][j]) > 1e-13*s.Values[0] {
				t.Errorf("%s: (U Σ Vt)[%d][%d] = %v, want %v", name, i, j, r, A[i][j])
			}
		}
	}
}
