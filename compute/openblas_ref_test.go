package compute

import (
	"math"
	"testing"
)

// TestSVDTallThin: the SVD of a tall 1000 × 50 matrix, which the server
// sends to OpenBLAS by its work (nativeMinWork) although its smaller side
// is under nativeMinDim, against numpy.linalg.svd (scripts/openblas_ref.py
// prints the values), in every build and through both backends: the
// singular values and the first singular pair, signed by signPairs in
// every build for that shape.
func TestSVDTallThin(t *testing.T) {
	A := laBenchMatrix(1000, 50, false)
	wantS := map[int]float64{0: 22.057214569401715, 1: 21.68229534996426, 24: 18.267942156749086, 49: 14.241465314370998}
	wantVt := []float64{0.09559778613241106, 0.04872433424716868, -0.2673564302182198}
	wantU := []float64{0.03904537409790137, -0.048429901965198856, -0.024970919604432817}
	for _, backend := range []struct {
		name string
		k    int
	}{{"default", nativeMinDim}, {"gonum", math.MaxInt}, {"OpenBLAS where built", 1}} {
		withNativeMinDim(backend.k, func() {
			got, err := SingularValueDecomposition(A, false)
			if err != nil {
				t.Fatalf("%s: %v", backend.name, err)
			}
			for i, w := range wantS {
				if math.Abs(got.Values[i]-w) > 1e-12*w {
					t.Errorf("%s: σ_%d = %v, numpy %v", backend.name, i+1, got.Values[i], w)
				}
			}
			for i, w := range wantVt {
				if math.Abs(got.Vt[0][i]-w) > 1e-10 {
					t.Errorf("%s: Vt[0][%d] = %v, numpy %v", backend.name, i, got.Vt[0][i], w)
				}
			}
			for i, w := range wantU {
				if math.Abs(got.U[i][0]-w) > 1e-10 {
					t.Errorf("%s: U[%d][0] = %v, numpy %v", backend.name, i, got.U[i][0], w)
				}
			}
			if got.Rank != 50 {
				t.Errorf("%s: rank %d, want 50", backend.name, got.Rank)
			}
		})
	}
}

// TestAttentionBatch: scaled dot-product attention at a batch size, 256
// queries over 256 keys of width 16, whose product goes to OpenBLAS in the
// server's build (with the scale as Gemm's alpha) and whose softmax is
// split between two goroutines, against numpy (scripts/openblas_ref.py).
func TestAttentionBatch(t *testing.T) {
	x := laBenchMatrix(768, 16, false)
	out, w, err := ScaledDotProductAttention(x[:256], x[256:512], x[512:], true)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		got  float64
		want float64
	}{
		{"out[0][0]", out[0][0], 0.03907989974563551},
		{"out[0][15]", out[0][15], 0.008934800293040446},
		{"out[255][7]", out[255][7], 0.007684943670768095},
		{"weights[0][0]", w[0][0], 0.0009620934819927682},
		{"weights[100][200]", w[100][200], 0.004298455986508715},
		{"weights[255][255]", w[255][255], 0.0049125768871654775},
	} {
		if math.Abs(c.got-c.want) > 1e-13*math.Abs(c.want) {
			t.Errorf("%s = %v, numpy %v", c.name, c.got, c.want)
		}
	}
}

// TestMultiHeadBatch: multi-head self-attention at a batch size, 256
// tokens of width 32 in 4 heads, whose projections are made for all the
// heads at once (on OpenBLAS in the server's build), against numpy
// (scripts/openblas_ref.py).
func TestMultiHeadBatch(t *testing.T) {
	x := laBenchMatrix(672, 32, false)
	cols := func(rows [][]float64) [][]float64 {
		out := make([][]float64, len(rows))
		for i, r := range rows {
			out[i] = r[:8]
		}
		return out
	}
	var w MultiHeadWeights
	for i := range 4 {
		w.WQ = append(w.WQ, cols(x[256+32*i:256+32*(i+1)]))
		w.WK = append(w.WK, cols(x[384+32*i:384+32*(i+1)]))
		w.WV = append(w.WV, cols(x[512+32*i:512+32*(i+1)]))
	}
	w.WO = x[640:672]
	out, err := MultiHeadAttention(x[:256], x[:256], x[:256], w)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		i, j int
		want float64
	}{{0, 0, -7.177033044179872}, {17, 31, -1.081826400746991}, {255, 5, 2.7280003703215585}} {
		if got := out[c.i][c.j]; math.Abs(got-c.want) > 1e-12*math.Abs(c.want) {
			t.Errorf("out[%d][%d] = %v, numpy %v", c.i, c.j, got, c.want)
		}
	}
}
