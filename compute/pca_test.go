package compute

import (
	"errors"
	"math"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"
)

// Reference values in this file: numpy 1.24.2 (np.cov with ddof=0,
// np.linalg.svd and eigh of Σ, eigenvectors made canonical by flipping
// each so that its first entry above 1e-12 in magnitude is positive),
// unless noted.

var (
	pcaVectorData = [][]float64{{-2, -1}, {-1, -1}, {0, 0}, {1, 1}, {2, 1}}
	pcaShifted    = [][]float64{{2, 1}, {3, 3}, {4, 3}, {5, 5}, {6, 5}}
	pca3D         = [][]float64{{2.5, 2.4, 0.5}, {0.5, 0.7, -1}, {2.2, 2.9, 0.3}, {1.9, 2.2, 0.1}, {3.1, 3, 1.2}, {2.3, 2.7, 0.4}, {2, 1.6, -0.2}, {1, 1.1, -0.7}}
)

func TestPCACovariance(t *testing.T) {
	for _, test := range []struct {
		name   string
		X      [][]float64
		centre bool
		want   [][]float64
		tol    float64
	}{
		{name: "public vector", X: pcaVectorData, centre: true, want: [][]float64{{2, 1.2}, {1.2, 0.8}}, tol: 1e-14},
		{name: "public vector, as given", X: pcaVectorData, want: [][]float64{{2, 1.2}, {1.2, 0.8}}, tol: 1e-14},
		{name: "shifted, centred", X: pcaShifted, centre: true, want: [][]float64{{2, 2}, {2, 2.24}}, tol: 1e-14},
		{name: "shifted, second moment", X: pcaShifted, want: [][]float64{{18, 15.6}, {15.6, 13.8}}, tol: 1e-14},
		// Centring first keeps a 1e9 offset from cancelling the variance
		// (np.cov of the data without the offset); what is left is the
		// rounding of the mean. E[xxᵀ] − μμᵀ would lose every digit.
		{name: "offset 1e9", X: [][]float64{{1e9 + 1, 1e9 + 2}, {1e9 + 2, 1e9 + 4}, {1e9 + 3, 1e9 + 5}}, centre: true,
			want: [][]float64{{0.6666666666666666, 1}, {1, 1.5555555555555556}}, tol: 1e-12},
		{name: "one point", X: [][]float64{{3, -4}}, centre: true, want: [][]float64{{0, 0}, {0, 0}}},
		{name: "identical points", X: [][]float64{{1, 1}, {1, 1}, {1, 1}}, centre: true, want: [][]float64{{0, 0}, {0, 0}}},
		// (1e200)² exceeds the float64 range: +Inf is the true value.
		{name: "overflow", X: [][]float64{{1e200}, {-1e200}}, centre: true, want: [][]float64{{math.Inf(1)}}},
	} {
		got, err := PCACovariance(test.X, test.centre)
		if err != nil || !matWithinAbs(got, test.want, test.tol) {
			t.Errorf("%s: PCACovariance = %v, %v; want %v", test.name, got, err, test.want)
		}
	}
	if _, err := PCACovariance(nil, true); !errors.Is(err, ErrEmpty) {
		t.Errorf("PCACovariance(nil): error %v, want ErrEmpty", err)
	}
	if _, err := PCACovariance([][]float64{{1, 2}, {3}}, true); err == nil || !strings.Contains(err.Error(), "rectangular") {
		t.Errorf("PCACovariance of ragged rows: error %v", err)
	}
}

func TestPCATotalVariation(t *testing.T) {
	for _, test := range []struct {
		name   string
		X      [][]float64
		centre bool
		want   float64
	}{
		{name: "public 1", X: [][]float64{{2, 0}, {0, 1}, {-2, 0}, {0, -1}}, centre: true, want: 2.5},
		{name: "public 2", X: pcaVectorData, centre: true, want: 2.8},
		{name: "shifted, centred", X: pcaShifted, centre: true, want: 4.24},
		{name: "shifted, as given", X: pcaShifted, want: 31.8},
		{name: "identical", X: [][]float64{{5, 5}, {5, 5}}, centre: true, want: 0},
		{name: "overflow", X: [][]float64{{1e200, 0}, {-1e200, 0}}, centre: true, want: math.Inf(1)},
	} {
		got, err := PCATotalVariation(test.X, test.centre)
		if err != nil || !withinAbs(got, test.want, 1e-14) {
			t.Errorf("%s: PCATotalVariation = %v, %v; want %v", test.name, got, err, test.want)
		}
	}
}

// TestPCAWithoutVariation checks data whose columns are constant at values
// that their plain mean does not reproduce (0.1 + 0.1 + 0.1 = 0.30000000000000004,
// a third of which is not 0.1): before the corrected mean the centred data
// were ±1.4e-17 and the total variation 9.6e-34, and the variance ratio
// 0/0 was answered (3.9e-33). The exact answers are 0 and undefined.
func TestPCAWithoutVariation(t *testing.T) {
	flat := [][]float64{{0.1, 0.2}, {0.1, 0.2}, {0.1, 0.2}}
	if got, err := PCATotalVariation(flat, true); err != nil || got != 0 {
		t.Errorf("PCATotalVariation of three equal rows = %v, %v; want 0", got, err)
	}
	if got, err := PCACovariance(flat, true); err != nil || !matWithinAbs(got, [][]float64{{0, 0}, {0, 0}}, 0) {
		t.Errorf("PCACovariance of three equal rows = %v, %v; want zeros", got, err)
	}
	p, err := FitPCA(flat, true)
	if err != nil {
		t.Fatal(err)
	}
	if kept, ratio, err := p.Retained(1); !errors.Is(err, ErrUndefined) {
		t.Errorf("Retained(1) of three equal rows = %v, %v, %v; want ErrUndefined (0/0)", kept, ratio, err)
	}
	// A column constant at 7.3 beside a varying one: its variance is 0.
	mixed := [][]float64{{1, 7.3}, {2, 7.3}, {4, 7.3}, {8, 7.3}, {16, 7.3}, {32, 7.3}, {64, 7.3}}
	if got, err := PCACovariance(mixed, true); err != nil || got[1][1] != 0 || got[0][1] != 0 {
		t.Errorf("PCACovariance with a constant column = %v, %v; want a zero second row and column", got, err)
	}
}

// TestPCATotalVariationRange checks rows whose squared norm alone exceeds
// the float64 range while the mean of the squares does not: (1/4)·2·(1.2e154)²
// = 7.2e307 (mpmath 1.2.1 at 60 digits), which was +Inf.
func TestPCATotalVariationRange(t *testing.T) {
	X := [][]float64{{1.2e154, 1.2e154}, {0, 0}, {0, 0}, {0, 0}}
	if got, err := PCATotalVariation(X, false); err != nil || !withinAbs(got, 7.200000000000001e307, 1e-15*7.2e307) {
		t.Errorf("PCATotalVariation with a row of 1.2e154s = %v, %v; want 7.200000000000001e307", got, err)
	}
	// The residuals of the projection error likewise: the row is
	// orthogonal to the axis (1, −1), so its residual is itself.
	if got, err := AxisProjectionError(X, []float64{1, -1}, false); err != nil || !withinAbs(got, 7.200000000000001e307, 1e-15*7.2e307) {
		t.Errorf("AxisProjectionError with a residual of 1.2e154s = %v, %v; want 7.200000000000001e307", got, err)
	}
	// Centred, the row stays almost as large: (3/4)²·2·(1.2e154)² + 3·(1/4)²·2·(1.2e154)²,
	// over 4, = (3/16)·2·(1.2e154)² = 5.4e307.
	if got, err := PCATotalVariation(X, true); err != nil || !withinAbs(got, 5.4e307, 1e-15*5.4e307) {
		t.Errorf("PCATotalVariation, centred, with a row of 1.2e154s = %v, %v; want 5.4e307", got, err)
	}
}

func pcaColumn(m mat.Matrix, j int) []float64 { return mat.Col(nil, j, m) }

func TestFitPCA(t *testing.T) {
	for _, test := range []struct {
		name      string
		X         [][]float64
		variances []float64
		first     []float64 // canonical u_1
		tol       float64
	}{
		{name: "public 1", X: [][]float64{{2, 0}, {0, 1}, {-2, 0}, {0, -1}}, variances: []float64{2, 0.5}, first: []float64{1, 0}, tol: 1e-14},
		{name: "public 2", X: pcaVectorData, variances: []float64{2.7416407864998736, 0.05835921350012614}, first: []float64{0.8506508083520399, 0.5257311121191336}, tol: 1e-14},
		{name: "3-D", X: pca3D, variances: []float64{1.6063079958332573, 0.05495220818746839, 0.009833545979273885},
			first: []float64{0.6014995783265893, 0.6142292243979754, 0.5108039909479926}, tol: 1e-14},
		// Collinear points: rank 1, the second variance is 0.
		{name: "rank deficient", X: [][]float64{{1, 2}, {2, 4}, {3, 6}, {4, 8}}, variances: []float64{6.25, 0}, first: []float64{0.447213595499958, 0.894427190999916}, tol: 1e-14},
		// Fewer points than features: still n = 3 directions.
		{name: "m < n", X: [][]float64{{1, 0, 2}, {3, 2, 0}}, variances: []float64{3, 0, 0}, first: []float64{0.577350269189626, 0.5773502691896254, -0.5773502691896256}, tol: 1e-14},
		{name: "one point", X: [][]float64{{4, 2}}, variances: []float64{0, 0}, tol: 0},
	} {
		p, err := FitPCA(test.X, true)
		if err != nil {
			t.Errorf("%s: FitPCA: %v", test.name, err)
			continue
		}
		if !vecWithinAbs(p.Variances, test.variances, test.tol) {
			t.Errorf("%s: variances %v, want %v", test.name, p.Variances, test.variances)
		}
		if test.first != nil && !vecWithinAbs(pcaColumn(p.Components, 0), test.first, test.tol) {
			t.Errorf("%s: u_1 = %v, want %v", test.name, pcaColumn(p.Components, 0), test.first)
		}
		// The components are orthonormal.
		var gram mat.Dense
		gram.Mul(p.Components.T(), p.Components)
		n := len(test.variances)
		if !mat.EqualApprox(&gram, eye(n), 1e-14) {
			t.Errorf("%s: UᵀU = %v, want I", test.name, mat.Formatted(&gram))
		}
	}
}

func eye(n int) *mat.Dense {
	m := mat.NewDense(n, n, nil)
	for i := range n {
		m.Set(i, i, 1)
	}
	return m
}

func TestPCAProjection(t *testing.T) {
	p, err := FitPCA(pca3D, true)
	if err != nil {
		t.Fatal(err)
	}
	u, _ := p.Reduce(2)
	wantU := [][]float64{{0.6014995783265893, 0.5747225611320842}, {0.6142292243979754, -0.7768296300667187}, {0.5108039909479926, 0.2573513232454461}}
	if !matWithinAbs(rowsFromDense(u), wantU, 1e-13) {
		t.Errorf("U_reduce = %v, want %v", rowsFromDense(u), wantU)
	}
	z, xApprox, err := p.Project(2)
	if err != nil {
		t.Fatal(err)
	}
	wantZ := [][]float64{{0.7550597068909454, 0.18018612324442826}, {-2.2583351176607804, -0.034675612774487496}, {0.779563647402358, -0.4321157247776455},
		{0.06699251863619986, -0.11222201671965723}, {1.842059782189279, 0.2390678081554598}, {0.767948159450221, -0.1935424103265491},
		{-0.39463625545432424, 0.3341426204599487}, {-1.5586524414538974, 0.019159212738500853}}
	wantX := [][]float64{{2.495225125537801, 2.3988058186746626, 0.507058648931337}, {0.5591835220243342, 0.7148016156924499, -1.0874904058309922},
		{2.158060549141601, 2.8895110731378373, 0.36199866872440606}, {1.9132994468461815, 2.203326150496052, 0.08033956138295231},
		{3.18289584522656, 3.020731994338557, 1.0774559050812695}, {2.2881873043354375, 2.697045681373156, 0.4174625892866877},
		{1.8921657613659675, 1.573030990651543, -0.04058972873077166}, {1.0109824455221177, 1.1027466756357422, -0.7162352388448889}}
	if !matWithinAbs(rowsFromDense(z), wantZ, 1e-13) || !matWithinAbs(rowsFromDense(xApprox), wantX, 1e-13) {
		t.Errorf("Project(2) = %v, %v; want %v, %v", rowsFromDense(z), rowsFromDense(xApprox), wantZ, wantX)
	}
	for _, test := range []struct {
		k                      int
		err, ratio, retainedTo float64
	}{
		{k: 1, err: 0.06478575416674226, ratio: 0.03876847374166905, retainedTo: 0.961231526258331},
		{k: 2, err: 0.009833545979274003, ratio: 0.005884496892693186, retainedTo: 0.9941155031073068},
		{k: 3, err: 0, ratio: 0, retainedTo: 1},
	} {
		e, err1 := p.ProjectionError(test.k)
		kept, ratio, err2 := p.Retained(test.k)
		if err1 != nil || err2 != nil || !withinAbs(e, test.err, 1e-14) || !withinAbs(ratio, test.ratio, 1e-14) || !withinAbs(kept, test.retainedTo, 1e-14) {
			t.Errorf("k = %d: error %v, ratio %v, retained %v (%v, %v); want %v, %v, %v", test.k, e, ratio, kept, err1, err2, test.err, test.ratio, test.retainedTo)
		}
	}
	for _, test := range []struct {
		threshold float64
		want      int
	}{{0.05, 1}, {0.01, 2}, {0.005, 3}, {0, 3}, {0.03876847374166905, 1}} {
		if got, err := p.ComponentsNeeded(test.threshold); err != nil || got != test.want {
			t.Errorf("ComponentsNeeded(%v) = %v, %v; want %v", test.threshold, got, err, test.want)
		}
	}
	for _, k := range []int{0, -1, 4} {
		if _, err := p.Reduce(k); err == nil {
			t.Errorf("Reduce(%d): no error", k)
		}
		if _, err := p.ProjectionError(k); err == nil {
			t.Errorf("ProjectionError(%d): no error", k)
		}
	}
	if _, err := p.Reduce(4); err == nil || !strings.Contains(err.Error(), "k = 4 is larger than the dimension n = 3") {
		t.Errorf("Reduce(4): error %v", err)
	}
	for _, th := range []float64{-0.1, 1, math.NaN()} {
		if _, err := p.ComponentsNeeded(th); err == nil {
			t.Errorf("ComponentsNeeded(%v): no error", th)
		}
	}
	// Identical points: no variation, the ratio is 0/0.
	same, err := FitPCA([][]float64{{1, 2}, {1, 2}}, true)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := same.Retained(1); !errors.Is(err, ErrUndefined) {
		t.Errorf("Retained of identical points: error %v, want ErrUndefined", err)
	}
	if e, err := same.ProjectionError(1); err != nil || e != 0 {
		t.Errorf("ProjectionError of identical points = %v, %v; want 0", e, err)
	}
}

func TestAxisProjectionError(t *testing.T) {
	for _, test := range []struct {
		axis []float64
		want float64
	}{
		{axis: []float64{1, 0}, want: 0.8},
		{axis: []float64{0, 2}, want: 2}, // the length of the axis does not matter
		{axis: []float64{1, 1}, want: 0.2},
		// Along u_1 the error is the PCA minimum, λ_2.
		{axis: []float64{0.8506508083520399, 0.5257311121191336}, want: 0.05835921350012614},
		{axis: []float64{1e-300, 1e-300}, want: 0.2}, // a tiny axis is normalised without underflow
	} {
		got, err := AxisProjectionError(pcaVectorData, test.axis, true)
		if err != nil || !withinAbs(got, test.want, 1e-14) {
			t.Errorf("AxisProjectionError(axis %v) = %v, %v; want %v", test.axis, got, err, test.want)
		}
	}
	for _, axis := range [][]float64{{0, 0}, {1}, {math.Inf(1), 0}} {
		if _, err := AxisProjectionError(pcaVectorData, axis, true); err == nil {
			t.Errorf("AxisProjectionError(axis %v): no error", axis)
		}
	}
}
