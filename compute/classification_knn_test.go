package compute

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestKNNClassify(t *testing.T) {
	X := [][]float64{{0, 0}, {1, 0}, {0, 1}, {5, 5}, {6, 5}}
	y := []float64{0, 0, 0, 1, 1}
	// scikit-learn 1.2.1 KNeighborsClassifier(n_neighbors=k, metric=...,
	// algorithm="brute"): predict and kneighbors. Where scikit-learn's
	// order of equally distant points is arbitrary, the expected indices
	// follow eqx's documented rule (the earlier row first); the labels agree.
	for _, test := range []struct {
		name      string
		X         [][]float64
		y, query  []float64
		k         int
		metric    KNNMetric
		want      float64
		wantIndex []int
	}{
		{name: "vector 1", X: X, y: y, query: []float64{1, 1}, k: 3, want: 0, wantIndex: []int{1, 2, 0}},
		{name: "vector 2", X: X, y: y, query: []float64{5, 6}, k: 3, want: 1, wantIndex: []int{3, 4, 2}},
		// Rows 1, 2 and 4 tie at √13; the earlier rows 1 and 2 are taken.
		{name: "distance tie", X: X, y: y, query: []float64{3, 3}, k: 3, want: 0, wantIndex: []int{3, 1, 2}},
		{name: "manhattan", X: X, y: y, query: []float64{3, 3}, k: 5, metric: KNNManhattan, want: 0, wantIndex: []int{3, 1, 2, 4, 0}},
		{name: "chebyshev", X: X, y: y, query: []float64{3, 3}, k: 4, metric: KNNChebyshev, want: 0, wantIndex: []int{3, 0, 1, 2}},
		{name: "k = 1 on a training point", X: X, y: y, query: []float64{6, 5}, k: 1, want: 1, wantIndex: []int{4}},
		// Vote ties: the smallest label wins.
		{name: "vote tie k = 2", X: [][]float64{{0, 0}, {2, 0}}, y: []float64{1, 0}, query: []float64{0.9, 0}, k: 2, want: 0, wantIndex: []int{0, 1}},
		{name: "vote tie k = 4", X: [][]float64{{0}, {1}, {2}, {3}}, y: []float64{2, 2, 1, 1}, query: []float64{1.5}, k: 4, want: 1, wantIndex: []int{1, 2, 0, 3}},
		{name: "three labels", X: [][]float64{{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}}, y: []float64{7, 3, 3, 7, 5, 5},
			query: []float64{2.4, 2.4}, k: 3, want: 3, wantIndex: []int{2, 3, 1}},
		{name: "three labels, tie of 3 and 7", X: [][]float64{{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}}, y: []float64{7, 3, 3, 7, 5, 5},
			query: []float64{2.4, 2.4}, k: 5, want: 3, wantIndex: []int{2, 3, 1, 4, 0}},
		// Coordinates of 1e200: squared distances overflow, and
		// scikit-learn returns label 0 at distance 0. By hand the nearest
		// point to 2.1e200 is 3e200 (0.9e200 away), label 1.
		{name: "huge coordinates", X: [][]float64{{1e200, 0}, {-1e200, 0}, {3e200, 0}}, y: []float64{0, 1, 1}, query: []float64{2.1e200, 0}, k: 1, want: 1, wantIndex: []int{2}},
		{name: "tiny coordinates", X: [][]float64{{1e-200, 0}, {-1e-200, 0}, {3e-200, 0}}, y: []float64{0, 1, 1}, query: []float64{2.1e-200, 0}, k: 1, want: 1, wantIndex: []int{2}},
	} {
		got, err := KNNClassify(test.X, test.y, test.query, test.k, test.metric)
		if err != nil {
			t.Errorf("%s: KNNClassify: %v", test.name, err)
			continue
		}
		idx := make([]int, len(got.Neighbours))
		for i, nb := range got.Neighbours {
			idx[i] = nb.Index
		}
		if got.Label != test.want || !equalInts(idx, test.wantIndex) {
			t.Errorf("%s: KNNClassify = label %v, neighbours %v; want %v, %v", test.name, got.Label, idx, test.want, test.wantIndex)
		}
		if label, err := KNNLabel(test.X, test.y, test.query, test.k, test.metric); err != nil || label != test.want {
			t.Errorf("%s: KNNLabel = %v, %v; want %v", test.name, label, err, test.want)
		}
	}
}

// TestKNNLabelMatchesVote: KNNLabel is KNNClassify's label on random
// data with many distance and vote ties, for k on both sides of its
// stack buffer (16).
func TestKNNLabelMatchesVote(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		m := 1 + rng.IntN(40)
		X := make([][]float64, m)
		y := make([]float64, m)
		for i := range X {
			// Integer coordinates and few labels: ties everywhere.
			X[i] = []float64{float64(rng.IntN(5)), float64(rng.IntN(5))}
			y[i] = float64(rng.IntN(4))
		}
		query := []float64{float64(rng.IntN(5)) + 0.5*float64(rng.IntN(2)), float64(rng.IntN(5))}
		k := 1 + rng.IntN(m)
		metric := KNNMetric(rng.IntN(3))
		v, err := KNNClassify(X, y, query, k, metric)
		if err != nil {
			t.Fatal(err)
		}
		if label, err := KNNLabel(X, y, query, k, metric); err != nil || label != v.Label {
			t.Fatalf("k = %d, metric %d, X %v, y %v, query %v: KNNLabel = %v, %v; KNNClassify %v", k, metric, X, y, query, label, err, v.Label)
		}
	}
}

func TestKNNLabelAllocates(t *testing.T) {
	X := [][]float64{{0, 0}, {1, 0}, {0, 1}, {5, 5}, {6, 5}}
	y := []float64{0, 0, 0, 1, 1}
	q := []float64{3, 3}
	if n := testing.AllocsPerRun(100, func() { sinkFloat, _ = KNNLabel(X, y, q, 3, KNNEuclidean) }); n != 0 {
		t.Errorf("KNNLabel allocates %v times a call, want 0", n)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestKNearestDistances(t *testing.T) {
	X := [][]float64{{0, 0}, {1, 0}, {0, 1}, {5, 5}, {6, 5}}
	// scikit-learn 1.2.1 kneighbors distances; the huge case by hand.
	for _, test := range []struct {
		name   string
		X      [][]float64
		query  []float64
		k      int
		metric KNNMetric
		want   []float64
	}{
		{name: "euclidean", X: X, query: []float64{2.5, 2.5}, k: 4, want: []float64{2.9154759474226504, 2.9154759474226504, 3.5355339059327378, 3.5355339059327378}},
		{name: "manhattan", X: X, query: []float64{3, 3}, k: 5, metric: KNNManhattan, want: []float64{4, 5, 5, 5, 6}},
		{name: "chebyshev", X: X, query: []float64{3, 3}, k: 4, metric: KNNChebyshev, want: []float64{2, 3, 3, 3}},
		{name: "huge", X: [][]float64{{1e200, 0}, {-1e200, 0}, {3e200, 0}}, query: []float64{2.1e200, 0}, k: 3, want: []float64{0.9e200, 1.1e200, 3.1e200}},
		// 1e308 − (−1e308) is beyond float64.
		{name: "beyond range", X: [][]float64{{1e308}, {-1e308}}, query: []float64{1e308}, k: 2, want: []float64{0, inf}},
	} {
		got, err := KNearest(test.X, test.query, test.k, test.metric)
		if err != nil {
			t.Errorf("%s: KNearest: %v", test.name, err)
			continue
		}
		for i, nb := range got {
			if !withinRel(nb.Distance, test.want[i], 1e-15) {
				t.Errorf("%s: neighbour %d at %v, want %v", test.name, i, nb.Distance, test.want[i])
			}
		}
	}
}

func TestKNNErrors(t *testing.T) {
	X := [][]float64{{0, 0}, {1, 1}}
	for _, test := range []struct {
		name     string
		X        [][]float64
		y, query []float64
		k        int
		metric   KNNMetric
		msg      string
		empty    bool
	}{
		{name: "empty X", X: nil, y: nil, query: []float64{0}, k: 1, empty: true},
		{name: "k too large", X: X, y: []float64{0, 1}, query: []float64{0, 0}, k: 3, msg: "k = 3"},
		{name: "k zero", X: X, y: []float64{0, 1}, query: []float64{0, 0}, k: 0, msg: "k = 0"},
		{name: "label count", X: X, y: []float64{0}, query: []float64{0, 0}, k: 1, msg: "2 rows but y has 1"},
		{name: "query length", X: X, y: []float64{0, 1}, query: []float64{0}, k: 1, msg: "1 coordinates"},
		{name: "ragged", X: [][]float64{{0, 0}, {1}}, y: []float64{0, 1}, query: []float64{0, 0}, k: 1, msg: "rectangular"},
		{name: "NaN query", X: X, y: []float64{0, 1}, query: []float64{0, nan}, k: 1, msg: "not a finite number"},
		{name: "NaN label", X: X, y: []float64{0, nan}, query: []float64{0, 0}, k: 1, msg: "not a finite number"},
		{name: "metric", X: X, y: []float64{0, 1}, query: []float64{0, 0}, k: 1, metric: 7, msg: "unknown metric"},
	} {
		_, err := KNNClassify(test.X, test.y, test.query, test.k, test.metric)
		if _, e := KNNLabel(test.X, test.y, test.query, test.k, test.metric); fmt.Sprint(e) != fmt.Sprint(err) {
			t.Errorf("%s: KNNLabel's error %v, KNNClassify's %v", test.name, e, err)
		}
		switch {
		case err == nil:
			t.Errorf("%s: no error", test.name)
		case test.empty && !errors.Is(err, ErrEmpty):
			t.Errorf("%s: error %v, want ErrEmpty", test.name, err)
		case !test.empty && !strings.Contains(err.Error(), test.msg):
			t.Errorf("%s: error %v, want one containing %q", test.name, err, test.msg)
		}
	}
}

// TestKNearestHeap checks the bounded heap against a full sort by
// (distance, index) on points with many ties.
func TestKNearestHeap(t *testing.T) {
	var X [][]float64
	for i := range 200 {
		X = append(X, []float64{float64(i % 7), float64((i * 3) % 5)})
	}
	query := []float64{3, 2}
	for k := 1; k <= len(X); k += 13 {
		got, err := KNearest(X, query, k, KNNManhattan)
		if err != nil {
			t.Fatal(err)
		}
		// The reference: a selection by repeated minimum over the pairs.
		used := make([]bool, len(X))
		for i := range k {
			best := -1
			var bestD float64
			for j, row := range X {
				d := math.Abs(row[0]-query[0]) + math.Abs(row[1]-query[1])
				if !used[j] && (best < 0 || d < bestD) {
					best, bestD = j, d
				}
			}
			used[best] = true
			if got[i].Index != best || got[i].Distance != bestD {
				t.Fatalf("k = %d: neighbour %d is %+v, want index %d at %v", k, i, got[i], best, bestD)
			}
		}
	}
}
