package chart

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"eqx/compute"
	"eqx/equations"
	"eqx/internal/plot"
)

// The network diagram, in points: node size, the widest edge, and the
// height each unit of the tallest column takes.
const (
	nodeRadius   = 14
	edgeMaxWidth = 7
	nodeSpacing  = 46
)

// network draws the layered network of n.Of at the input n.X: one
// column of units per layer, each labelled with its activation, which
// the forward pass of compute.Network gives; a bias unit 1 tops every
// column but the output. Each edge is as wide as |weight| (the widest
// weight edgeMaxWidth points) and coloured by its sign. The error terms δ
// of the output parts n.Parts are written under their units.
func (v *view) network(n *equations.Network) []plot.Figure {
	net, ok := v.networkWeights(n)
	if !ok {
		return nil
	}
	x, first := v.networkInput(n)
	_, A, err := net.Forward(x)
	if err != nil {
		return nil
	}
	deltas := v.networkDeltas(n, A)

	// Column c holds the bias unit (but for the output) over the units of
	// layer c, centered on y = 0, one unit of y apart.
	cols := len(A)
	tallest := 0
	for c, a := range A {
		tallest = max(tallest, len(a)+hasBias(c, cols))
	}
	ys := func(c, i int) float64 { // i = 0 is the bias unit, if any
		return float64(len(A[c])+hasBias(c, cols)-1)/2 - float64(i)
	}

	var pos, neg plot.Segments
	largest := 0.0
	for _, th := range net.Thetas {
		for _, row := range th {
			for _, w := range row {
				largest = max(largest, math.Abs(w))
			}
		}
	}
	for l, th := range net.Thetas {
		for k, row := range th {
			for j, w := range row {
				// Source i of the column before, the bias unit being i = 0:
				// Θ's column j, or with the bias column last, j + 1.
				i := j
				if net.BiasLast {
					i = (j + 1) % len(row)
				}
				s := &pos
				if w < 0 {
					s = &neg
				}
				s.X1, s.Y1 = append(s.X1, float64(l)), append(s.Y1, ys(l, i))
				s.X2, s.Y2 = append(s.X2, float64(l+1)), append(s.Y2, ys(l+1, k+hasBias(l+1, cols)))
				width := 0.0
				if largest > 0 {
					width = edgeMaxWidth * (math.Abs(w) / largest)
				}
				s.Widths = append(s.Widths, width)
			}
		}
	}
	pos.Label, neg.Label = "weight > 0 (width ∝ |w|)", "weight < 0"

	units := plot.Dot{Label: "unit, its activation", Radius: nodeRadius, Ring: true}
	biases := plot.Dot{Label: "bias unit 1", Radius: nodeRadius, Ring: true}
	values := plot.Text{Place: plot.Center}
	errs := plot.Text{Place: plot.Below, Clear: nodeRadius}
	names := plot.Text{}
	for c, a := range A {
		if hasBias(c, cols) == 1 {
			biases.X, biases.Y = append(biases.X, float64(c)), append(biases.Y, ys(c, 0))
			values.X, values.Y, values.Texts = append(values.X, float64(c)), append(values.Y, ys(c, 0)), append(values.Texts, "1")
		}
		for k, ak := range a {
			y := ys(c, k+hasBias(c, cols))
			units.X, units.Y = append(units.X, float64(c)), append(units.Y, y)
			values.X, values.Y, values.Texts = append(values.X, float64(c)), append(values.Y, y), append(values.Texts, nodeLabel(ak))
			if c > 0 && deltas != nil {
				errs.X, errs.Y, errs.Texts = append(errs.X, float64(c)), append(errs.Y, y), append(errs.Texts, "δ "+nodeLabel(deltas[c-1][k]))
			}
		}
		names.X, names.Y = append(names.X, float64(c)), append(names.Y, float64(tallest-1)/2)
		names.Texts = append(names.Texts, layerName(c, cols))
	}
	names.Clear = nodeRadius

	f := v.base()
	f.Diagram = true
	f.YLabel = ""
	f.Height = float64(max(240, nodeSpacing*tallest+120))
	top, bottom := float64(tallest)/2+0.3, -float64(tallest)/2
	if deltas != nil {
		bottom -= 0.3
	}
	f.X, f.Y = plot.Fixed(-0.45, float64(cols-1)+0.45), plot.Fixed(bottom, top)
	f.Marks = []plot.Mark{pos, neg, units, biases, values, names}
	if deltas != nil {
		f.Marks = append(f.Marks, errs)
	}
	f.Description = v.networkDescription(net, x, first, A, deltas, largest)
	return one(f)
}

// hasBias is 1 for the columns that have a bias unit: all but the output.
func hasBias(c, cols int) int {
	if c < cols-1 {
		return 1
	}
	return 0
}

// layerName names column c of cols.
func layerName(c, cols int) string {
	switch {
	case c == 0:
		return "input"
	case c == cols-1:
		return "output"
	case cols == 3:
		return "hidden"
	}
	return "hidden " + strconv.Itoa(c)
}

// nodeLabel is a value short enough to write inside a node: two decimals,
// trailing zeros dropped, or two significant digits below 0.1 (where two
// decimals would keep one or none) and from 100 up (too wide).
func nodeLabel(v float64) string {
	if a := math.Abs(v); a >= 100 || (a > 0 && a < 0.1) || !finite(v) {
		return strconv.FormatFloat(v, 'g', 2, 64)
	}
	s := strings.TrimRight(strings.TrimRight(strconv.FormatFloat(v, 'f', 2, 64), "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}

// networkWeights builds the network of n's weights: S2's Θ matrices as
// they are, or S3's W (one row per unit of the layer before) and biases b
// turned into Θ = [b | Wᵀ], which computes the same sums.
func (v *view) networkWeights(n *equations.Network) (compute.Network, bool) {
	net := compute.Network{G: compute.ActSigmoid}
	if n.G != "" {
		g, err := compute.ParseActivation(v.in.Choice(n.G))
		if err != nil {
			return net, false
		}
		net.G = g
	}
	if n.BiasFirst != "" && v.in.Has(n.BiasFirst) {
		net.BiasLast = !v.in.Bool(n.BiasFirst)
	}
	for l, name := range n.Of {
		if len(n.Bias) == 0 {
			th, ok := v.in[name].([][]float64)
			if !ok || len(th) == 0 {
				return net, false
			}
			net.Thetas = append(net.Thetas, th)
			continue
		}
		W, ok := v.in[name].([][]float64)
		if !ok { // a vector: the weights of a single unit
			w := v.vector(name)
			W = make([][]float64, len(w))
			for j := range w {
				W[j] = w[j : j+1]
			}
		}
		b := v.vector(n.Bias[l])
		if len(W) == 0 || len(b) == 0 {
			return net, false
		}
		th := make([][]float64, len(b))
		for k := range th {
			th[k] = make([]float64, 1, len(W)+1)
			th[k][0] = b[k]
			for _, row := range W {
				if len(row) != len(b) {
					return net, false
				}
				th[k] = append(th[k], row[k])
			}
		}
		net.Thetas = append(net.Thetas, th)
	}
	return net, len(net.Thetas) > 0
}

// networkInput is the input n.X: a vector, or the first row of a matrix
// of examples (first is then true).
func (v *view) networkInput(n *equations.Network) (x []float64, first bool) {
	if m, ok := v.in[n.X].([][]float64); ok {
		if len(m) == 0 {
			return nil, true
		}
		return m[0], true
	}
	return v.vector(n.X), false
}

// networkDeltas is the error terms of the layers after the input from the
// output parts n.Parts, or nil when there are none or they do not fit the
// layers A.
func (v *view) networkDeltas(n *equations.Network, A [][]float64) [][]float64 {
	m, ok := v.out.(map[string]any)
	if !ok || len(n.Parts) != len(A)-1 {
		return nil
	}
	deltas := make([][]float64, len(n.Parts))
	for l, name := range n.Parts {
		d, ok := m[name].([]float64)
		if !ok || len(d) != len(A[l+1]) {
			return nil
		}
		deltas[l] = d
	}
	return deltas
}

// networkDescription states the shape of the network, the activations
// and error terms, and how the edges are drawn. The colours are those of
// the first two entries of the plot palette.
func (v *view) networkDescription(net compute.Network, x []float64, first bool, A, deltas [][]float64, largest float64) string {
	sizes := make([]string, len(A))
	for c, a := range A {
		sizes[c] = strconv.Itoa(len(a))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Network diagram, %s units (%s)", strings.Join(sizes, "-"), activationName(net.G))
	if first {
		fmt.Fprintf(&b, ", at the first example x = %s", list(x))
	} else {
		fmt.Fprintf(&b, ", at x = %s", list(x))
	}
	for c := 1; c < len(A); c++ {
		fmt.Fprintf(&b, "; %s activations %s", layerName(c, len(A)), strings.Trim(list(A[c]), "[]"))
		if deltas != nil {
			fmt.Fprintf(&b, ", δ %s", strings.Trim(list(deltas[c-1]), "[]"))
		}
	}
	fmt.Fprintf(&b, ". Edges: width ∝ |weight| (largest %s), blue for positive and orange for negative weights; a bias unit 1 tops every layer but the output", num(largest))
	return b.String() + v.outputNote()
}

// activationName names g for a description.
func activationName(g compute.Activation) string {
	switch g {
	case compute.ActTanh:
		return "tanh"
	case compute.ActReLU:
		return "ReLU"
	case compute.ActIdentity:
		return "identity"
	}
	return "sigmoid"
}
