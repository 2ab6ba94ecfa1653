package compute

import (
	"math"
	"math/cmplx"
	"testing"

	"eqx/internal/openblas"

	"gonum.org/v1/gonum/mat"
)

// withNativeMinDim runs f with nativeMinDim and nativeMinWork set to k:
// 1 sends every decomposition to OpenBLAS, math.MaxInt none.
func withNativeMinDim(k int, f func()) {
	defer func(dim, work int) { nativeMinDim, nativeMinWork = dim, work }(nativeMinDim, nativeMinWork)
	nativeMinDim, nativeMinWork = k, k
	f()
}

// TestReferenceCasesOnOpenBLAS runs the reference cases of the
// decompositions, all small matrices that every build decomposes with
// gonum, through OpenBLAS: both backends must give the values pinned
// there, the canonical signs of eigenvectors, principal components and
// Fisher directions included.
func TestReferenceCasesOnOpenBLAS(t *testing.T) {
	if !openblas.Available {
		t.Skip("a pure-Go build (build tag eqx_openblas unset): gonum only")
	}
	withNativeMinDim(1, func() {
		for _, test := range []struct {
			name string
			f    func(*testing.T)
		}{
			{"EigenDecompose", TestEigenDecompose},
			{"EigenDecomposeResiduals", TestEigenDecomposeResiduals},
			{"SingularValueDecomposition", TestSingularValueDecomposition},
			{"FitPCA", TestFitPCA},
			{"PCAProjection", TestPCAProjection},
			{"FitFisherLDA", TestFitFisherLDA},
		} {
			t.Run(test.name, test.f)
		}
	})
}

// TestBackendsAgree decomposes matrices of the batch sizes with both
// backends (gonum alone in a pure-Go build, which then checks only the
// invariants) and compares: the same eigenvalues and singular values, and
// the same canonical eigenvectors, principal components and Fisher
// directions.
func TestBackendsAgree(t *testing.T) {
	const n = 80 // above nativeMinDim
	sym := laBenchMatrix(n, n, true)
	gen := laBenchMatrix(n, n, false)
	rect := laBenchMatrix(2*n, n, false)
	wide := laBenchMatrix(n, n+n/2, false)
	classes := benchClasses(4, 50, 70)

	type results struct {
		sym, gen     Eigen
		svd, svdWide SVD
		pca, pcaWide *PCA
		lda          *FisherLDA
	}
	run := func(t *testing.T) (r results) {
		t.Helper()
		var err error
		if r.sym, err = EigenDecompose(sym); err != nil {
			t.Fatal(err)
		}
		if r.gen, err = EigenDecompose(gen); err != nil {
			t.Fatal(err)
		}
		if r.svd, err = SingularValueDecomposition(rect, false); err != nil {
			t.Fatal(err)
		}
		if r.svdWide, err = SingularValueDecomposition(wide, true); err != nil {
			t.Fatal(err)
		}
		if r.pca, err = FitPCA(rect, true); err != nil {
			t.Fatal(err)
		}
		if r.pcaWide, err = FitPCA(wide, true); err != nil {
			t.Fatal(err)
		}
		if r.lda, err = FitFisherLDA(classes, true); err != nil {
			t.Fatal(err)
		}
		checkEigenpairs(t, "symmetric", sym, r.sym)
		checkEigenpairs(t, "general", gen, r.gen)
		checkSVD(t, "tall", rect, r.svd, false)
		checkSVD(t, "wide", wide, r.svdWide, true)
		return r
	}
	var native, pure results
	native = run(t)
	withNativeMinDim(math.MaxInt, func() { pure = run(t) })
	if !openblas.Available {
		return
	}
	const tol = 1e-9
	for _, e := range []struct {
		name      string
		got, want Eigen
	}{{"symmetric", native.sym, pure.sym}, {"general", native.gen, pure.gen}} {
		for j := range e.want.Values {
			if cmplx.Abs(e.got.Values[j]-e.want.Values[j]) > tol {
				t.Errorf("%s: eigenvalue %d: OpenBLAS %v, gonum %v", e.name, j, e.got.Values[j], e.want.Values[j])
			}
			for i := range e.want.Vectors {
				if cmplx.Abs(e.got.Vectors[i][j]-e.want.Vectors[i][j]) > tol {
					t.Errorf("%s: eigenvector %d: OpenBLAS and gonum differ in component %d: %v, %v", e.name, j, i, e.got.Vectors[i][j], e.want.Vectors[i][j])
					break
				}
			}
		}
	}
	for _, s := range []struct {
		name      string
		got, want SVD
	}{{"tall", native.svd, pure.svd}, {"wide", native.svdWide, pure.svdWide}} {
		if !vecWithinAbs(s.got.Values, s.want.Values, tol) || s.got.Rank != s.want.Rank {
			t.Errorf("%s: singular values %v (rank %d), gonum %v (rank %d)", s.name, s.got.Values, s.got.Rank, s.want.Values, s.want.Rank)
		}
		// The singular vectors of distinct singular values are unique up
		// to the sign of a pair, which signPairs fixes the same way in
		// both builds: the same U and Vᵀ, without aligning signs here.
		for j := range s.want.Values {
			for i := range s.want.U {
				if math.Abs(s.got.U[i][j]-s.want.U[i][j]) > 1e-7 {
					t.Errorf("%s: U[%d][%d]: OpenBLAS %v, gonum %v", s.name, i, j, s.got.U[i][j], s.want.U[i][j])
					break
				}
			}
			for i := range s.want.Vt[j] {
				if math.Abs(s.got.Vt[j][i]-s.want.Vt[j][i]) > 1e-7 {
					t.Errorf("%s: Vt[%d][%d]: OpenBLAS %v, gonum %v", s.name, j, i, s.got.Vt[j][i], s.want.Vt[j][i])
					break
				}
			}
		}
	}
	for _, p := range []struct {
		name      string
		got, want *PCA
	}{{"tall", native.pca, pure.pca}, {"wide", native.pcaWide, pure.pcaWide}} {
		if !vecWithinAbs(p.got.Variances, p.want.Variances, tol) {
			t.Errorf("PCA %s: variances %v, gonum %v", p.name, p.got.Variances, p.want.Variances)
		}
		// The directions of non-zero variance are unique up to sign,
		// which both fix the same way.
		var k int
		for _, v := range p.want.Variances {
			if v > 1e-12*p.want.Variances[0] {
				k++
			}
		}
		r, _ := p.want.Components.Dims()
		if !mat.EqualApprox(p.got.Components.Slice(0, r, 0, k), p.want.Components.Slice(0, r, 0, k), tol) {
			t.Errorf("PCA %s: the components of OpenBLAS and gonum differ", p.name)
		}
	}
	// S_B has rank c − 1 = 3: the first 3 directions are unique.
	if !vecWithinAbs(native.lda.Eigenvalues, pure.lda.Eigenvalues, tol) ||
		!mat.EqualApprox(native.lda.Directions.Slice(0, 70, 0, 3), pure.lda.Directions.Slice(0, 70, 0, 3), tol) {
		t.Errorf("Fisher LDA: OpenBLAS %v, gonum %v", native.lda.Eigenvalues, pure.lda.Eigenvalues)
	}
}

// canonicalEigenSym is canonicalEigen for real eigenpairs, bit for bit.
func TestCanonicalEigenSym(t *testing.T) {
	for _, n := range []int{1, 3, 60} {
		A := laBenchMatrix(n, n, true)
		d, err := laDense("A", A)
		if err != nil {
			t.Fatal(err)
		}
		sym, _ := laSymmetric(d)
		w, V, err := eigenSym(sym)
		if err != nil {
			t.Fatal(err)
		}
		// A negative first component with a zero after it (a −0 to
		// avoid), a zero column and a repeated value exercise the edge
		// rules.
		V.Set(0, 0, -math.Abs(V.At(0, 0)))
		if n > 2 {
			V.Set(1, 0, 0)
		}
		for i := range n {
			V.Set(i, n-1, 0)
		}
		if n > 1 {
			w[1] = w[0]
		}
		values := make([]complex128, n)
		vectors := mat.NewCDense(n, n, nil)
		for j := range n {
			values[j] = complex(w[j], 0)
			for i := range n {
				vectors.Set(i, j, complex(V.At(i, j), 0))
			}
		}
		got, want := canonicalEigenSym(w, V), canonicalEigen(values, vectors)
		for j := range n {
			if got.Values[j] != want.Values[j] {
				t.Fatalf("n = %d: value %d: %v, canonicalEigen %v", n, j, got.Values[j], want.Values[j])
			}
			for i := range n {
				g, w := got.Vectors[i][j], want.Vectors[i][j]
				if g != w || math.Signbit(real(g)) != math.Signbit(real(w)) || math.Signbit(imag(g)) != math.Signbit(imag(w)) {
					t.Fatalf("n = %d: vector %d, component %d: %v, canonicalEigen %v", n, j, i, got.Vectors[i][j], want.Vectors[i][j])
				}
			}
		}
	}
}
