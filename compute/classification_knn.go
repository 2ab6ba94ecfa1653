package compute

import (
	"fmt"
	"math"
	"slices"
	"sort"
)

// KNNMetric is the distance a k-nearest-neighbour classifier ranks the
// training points by.
type KNNMetric int

const (
	// KNNEuclidean is ‖x − x'‖₂ = √Σ (x_j − x'_j)².
	KNNEuclidean KNNMetric = iota
	// KNNManhattan is ‖x − x'‖₁ = Σ |x_j − x'_j|.
	KNNManhattan
	// KNNChebyshev is ‖x − x'‖_∞ = max_j |x_j − x'_j|.
	KNNChebyshev
)

// rankDistance returns a number that orders points as the metric does:
// the squared distance for Euclidean (the square root is monotone and
// not needed to rank), the distance itself otherwise. Squares overflow to
// +Inf for differences beyond about 1e154 and underflow to 0 below about
// 1e-162; KNearest then rescales.
func (m KNNMetric) rankDistance(a, b []float64) float64 {
	var d float64
	switch m {
	case KNNManhattan:
		for j := range a {
			d += math.Abs(a[j] - b[j])
		}
	case KNNChebyshev:
		for j := range a {
			d = math.Max(d, math.Abs(a[j]-b[j]))
		}
	default:
		for j := range a {
			r := a[j] - b[j]
			d += r * r
		}
	}
	return d
}

// distance returns the metric's distance from a ranking value.
func (m KNNMetric) distance(rank float64) float64 {
	if m == KNNEuclidean {
		return math.Sqrt(rank)
	}
	return rank
}

// Neighbour is a training point found by KNearest.
type Neighbour struct {
	Index    int     // its row in X, from 0
	Distance float64 // its distance to the query
}

// KNearest returns the k training points (rows of X) nearest to query under
// the metric, nearest first.
//
// Points at equal distance are ordered by index, so the earlier row wins a
// tie at the k-th place and the result is deterministic. It runs in
// O(m·n + m·log k) time with a bounded max-heap. When a squared distance
// overflows (differences beyond about 1e154) or nearly underflows
// (differences below about 1e-135 between distinct points), every distance is
// recomputed on the data scaled by one power of two that brings the largest
// coordinate near 1: an exact change that keeps the order, so that huge and
// tiny coordinates are still ranked correctly.
func KNearest(X [][]float64, query []float64, k int, metric KNNMetric) ([]Neighbour, error) {
	if err := knnCheck(X, query, k, metric); err != nil {
		return nil, err
	}
	h, scale := nearest(make(neighbourHeap, 0, k), X, query, k, metric)
	// Pop the farthest first to fill the result from the back.
	out := make([]Neighbour, len(h))
	for i := len(h) - 1; i >= 0; i-- {
		out[i] = h[0]
		h = h.pop()
	}
	for i := range out {
		// Undo the scaling; a distance truly beyond float64 is +Inf.
		out[i].Distance = metric.distance(out[i].Distance) / scale
	}
	return out, nil
}

// knnCheck reports the first input of KNearest that is not valid.
func knnCheck(X [][]float64, query []float64, k int, metric KNNMetric) error {
	n, err := checkMatrix("X", X)
	if err != nil {
		return fmt.Errorf("k nearest neighbours: %w", err)
	}
	if err := checkFinite("query", query); err != nil {
		return fmt.Errorf("k nearest neighbours: %w", err)
	}
	if len(query) != n {
		return fmt.Errorf("k nearest neighbours: the query has %d coordinates but the points of X have %d", len(query), n)
	}
	if k < 1 || k > len(X) {
		return fmt.Errorf("k nearest neighbours: k = %d must be between 1 and the number of training points, %d", k, len(X))
	}
	if metric < KNNEuclidean || metric > KNNChebyshev {
		return fmt.Errorf("k nearest neighbours: unknown metric %d", metric)
	}
	return nil
}

// nearest fills h, empty, with the k rows of X nearest to query, as a
// heap of their ranking values on the data times scale (1, or the power
// of two of rescale when a squared distance overflowed or nearly
// underflowed).
func nearest(h neighbourHeap, X [][]float64, query []float64, k int, metric KNNMetric) (neighbourHeap, float64) {
	h, suspect := nearestHeap(h, X, query, k, metric, 1)
	if !suspect {
		return h, 1
	}
	scale := rescale(X, query)
	h, _ = nearestHeap(h[:0], X, query, k, metric, scale)
	return h, scale
}

// rescale returns a power of two that brings the largest coordinate of X and
// query into [1/4, 1/2), so that no difference or square overflows and
// small data is lifted away from the underflow threshold. All zero data
// needs no scaling.
func rescale(X [][]float64, query []float64) float64 {
	big := 0.0
	for _, v := range query {
		big = math.Max(big, math.Abs(v))
	}
	for _, row := range X {
		for _, v := range row {
			big = math.Max(big, math.Abs(v))
		}
	}
	if big == 0 {
		return 1
	}
	_, e := math.Frexp(big) // big = f·2^e, f ∈ [1/2, 1)
	return math.Ldexp(1, -e-1)
}

// nearestHeap returns a max-heap (by distance, then index) of the k points
// nearest to query, the coordinates multiplied by scale, with their ranking
// values. suspect reports a ranking value that overflowed, or a squared
// distance so small between distinct points that precision was lost.
func nearestHeap(h neighbourHeap, X [][]float64, query []float64, k int, metric KNNMetric, scale float64) (neighbourHeap, bool) {
	var a, b []float64
	if scale != 1 {
		a, b = make([]float64, len(query)), make([]float64, len(query))
		for j, v := range query {
			b[j] = v * scale
		}
	}
	suspect := false
	for i, row := range X {
		var d float64
		if scale == 1 {
			d = metric.rankDistance(row, query)
		} else {
			for j, v := range row {
				a[j] = v * scale
			}
			d = metric.rankDistance(a, b)
		}
		if math.IsInf(d, 1) || (metric == KNNEuclidean && d < 0x1p-900 && !equalVec(row, query)) {
			suspect = true
		}
		nb := Neighbour{Index: i, Distance: d}
		switch {
		case len(h) < k:
			h = h.push(nb)
		case nb.before(h[0]):
			h[0] = nb
			h.down(0)
		}
	}
	return h, suspect
}

func equalVec(a, b []float64) bool {
	for j := range a {
		if a[j] != b[j] {
			return false
		}
	}
	return true
}

// before orders neighbours by distance, then by index.
func (a Neighbour) before(b Neighbour) bool {
	if a.Distance != b.Distance {
		return a.Distance < b.Distance
	}
	return a.Index < b.Index
}

// neighbourHeap is a max-heap of neighbours under before: h[0] is the one
// that comes last, the first to be replaced by a nearer point.
type neighbourHeap []Neighbour

func (h neighbourHeap) push(nb Neighbour) neighbourHeap {
	h = append(h, nb)
	for i := len(h) - 1; i > 0; {
		p := (i - 1) / 2
		if !h[p].before(h[i]) {
			break
		}
		h[p], h[i] = h[i], h[p]
		i = p
	}
	return h
}

func (h neighbourHeap) pop() neighbourHeap {
	last := len(h) - 1
	h[0] = h[last]
	h = h[:last]
	if len(h) > 0 {
		h.down(0)
	}
	return h
}

func (h neighbourHeap) down(i int) {
	for {
		l := 2*i + 1
		if l >= len(h) {
			return
		}
		c := l
		if r := l + 1; r < len(h) && h[l].before(h[r]) {
			c = r
		}
		if !h[i].before(h[c]) {
			return
		}
		h[i], h[c] = h[c], h[i]
		i = c
	}
}

// KNNVote is the outcome of a k-nearest-neighbour vote.
type KNNVote struct {
	Label      float64     // the predicted label, the mode of the neighbours' labels
	Neighbours []Neighbour // the k nearest points, nearest first
	Labels     []float64   // the distinct labels among them, ascending
	Votes      []int       // the votes of each of Labels
}

// KNNClassify returns the k-nearest-neighbour prediction for query,
//
//	ŷ = mode{y_(1), …, y_(k)},
//
// the most frequent label among the k training points (rows of X, labels y)
// nearest to query under the metric.
//
// Ties are resolved deterministically. A tie in distance at the k-th place
// goes to the earlier row of X (see KNearest). A tie in votes goes to the
// smallest label, the rule of scikit-learn's KNeighborsClassifier (its mode
// picks the first of the sorted classes); with k odd and two classes there is
// never a vote tie. Labels must be finite; they are compared exactly.
func KNNClassify(X [][]float64, y, query []float64, k int, metric KNNMetric) (KNNVote, error) {
	if err := knnLabelCheck(X, y); err != nil {
		return KNNVote{}, err
	}
	nbs, err := KNearest(X, query, k, metric)
	if err != nil {
		return KNNVote{}, fmt.Errorf("knn: %w", err)
	}
	labels := make([]float64, len(nbs))
	for i, nb := range nbs {
		labels[i] = y[nb.Index]
	}
	sort.Float64s(labels)
	v := KNNVote{Neighbours: nbs}
	for i, l := range labels {
		if i == 0 || l != labels[i-1] {
			v.Labels = append(v.Labels, l)
			v.Votes = append(v.Votes, 0)
		}
		v.Votes[len(v.Votes)-1]++
	}
	best := 0
	for i, c := range v.Votes {
		if c > v.Votes[best] { // strict: the smallest label keeps a tie
			best = i
		}
	}
	v.Label = v.Labels[best]
	return v, nil
}

// knnLabelCheck reports labels y that are not one finite number per row
// of X.
func knnLabelCheck(X [][]float64, y []float64) error {
	if len(y) != len(X) {
		return fmt.Errorf("knn: X has %d rows but y has %d labels: there must be one label per point", len(X), len(y))
	}
	if err := checkFinite("y", y); err != nil {
		return fmt.Errorf("knn: %w", err)
	}
	return nil
}

// KNNLabel is KNNClassify's label alone, ŷ = mode{y_(1), …, y_(k)} with
// the same ties and errors, without the neighbours and votes it came
// from: for a caller that labels many queries, a plane of decision
// regions, it allocates nothing for k ≤ 16.
func KNNLabel(X [][]float64, y, query []float64, k int, metric KNNMetric) (float64, error) {
	if err := knnLabelCheck(X, y); err != nil {
		return 0, err
	}
	if err := knnCheck(X, query, k, metric); err != nil {
		return 0, fmt.Errorf("knn: %w", err)
	}
	var hb [16]Neighbour
	var lb [16]float64
	h, labels := neighbourHeap(hb[:0]), lb[:0]
	if k > len(hb) {
		h, labels = make(neighbourHeap, 0, k), make([]float64, 0, k)
	}
	h, _ = nearest(h, X, query, k, metric)
	for _, nb := range h {
		labels = append(labels, y[nb.Index])
	}
	slices.Sort(labels)
	// The longest run of equal labels; the first, the smallest label, keeps
	// a tie.
	best, most := labels[0], 0
	for i := 0; i < len(labels); {
		j := i + 1
		for j < len(labels) && labels[j] == labels[i] {
			j++
		}
		if j-i > most {
			best, most = labels[i], j-i
		}
		i = j
	}
	return best, nil
}
