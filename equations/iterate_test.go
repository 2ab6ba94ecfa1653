package equations

import (
	"math"
	"testing"
)

// run steps an iterative equation n times from in and returns the losses,
// the first at in.
func run(t *testing.T, s *Spec, in Inputs, n int) []float64 {
	t.Helper()
	var losses []float64
	for i := 0; i <= n; i++ {
		if err := s.Validate(in); err != nil {
			t.Fatalf("%s: step %d: the inputs Next gave are not valid: %v", s.ID, i, err)
		}
		l, ok := s.Iterate.Loss(in)
		if !ok || math.IsNaN(l) || math.IsInf(l, 0) {
			t.Fatalf("%s: step %d: loss %v, %v", s.ID, i, l, ok)
		}
		losses = append(losses, l)
		if i == n {
			break
		}
		out, err := s.Evaluate(in)
		if err != nil {
			t.Fatalf("%s: step %d: %v", s.ID, i, err)
		}
		in = s.Iterate.Next(in, out)
	}
	return losses
}

func TestIterations(t *testing.T) {
	reg := Catalogue()
	get := func(id string) *Spec {
		s, ok := reg.Lookup(id)
		if !ok || s.Iterate == nil {
			t.Fatalf("%s: not an iterative equation", id)
		}
		return s
	}

	// The bowl ‖θ‖²: each press runs T = 10 steps, each multiplying θ by
	// 1 − 2η, so the loss falls by (1 − 2η)^(2T) per press.
	gd := get("gradient-descent")
	losses := run(t, gd, gd.Defaults(), 3)
	for i, l := range losses {
		want := math.Pow(0.8, float64(2*10*i)) // θ0 = 1, η = 0.1
		if math.Abs(l-want) > 1e-14*want {
			t.Errorf("gradient descent: loss after %d presses = %v, want %v", i, l, want)
		}
	}
	// Least squares from one number: the loss (1/2m)‖Xθ − y‖² with every
	// coefficient at that number, computed here.
	in := gd.Defaults()
	in["loss"] = gdLeastSquares
	in["X"] = [][]float64{{1, 0}, {1, 1}, {1, 2}}
	in["y"] = []float64{1, 2, 2}
	in["theta0"] = 0.5
	// θ = (0.5, 0.5): residuals −0.5, −1, −0.5, so (0.25 + 1 + 0.25)/6.
	if l, _ := gd.Iterate.Loss(in); math.Abs(l-0.25) > 1e-16 {
		t.Errorf("least-squares loss at θ0 = 0.5: %v, want 0.25", l)
	}
	losses = run(t, gd, in, 20)
	for i := 1; i < len(losses); i++ {
		if losses[i] > losses[i-1] {
			t.Errorf("least squares, η = 0.1: the loss rose at press %d: %v", i, losses)
			break
		}
	}

	// Logistic regression: the loss at the defaults, written here with
	// log σ (no overflow at these logits), then a falling loss.
	lr := get("logistic-regression-gd-step")
	d := lr.Defaults()
	X, y, w, b := d.Matrix("X"), d.Vector("y"), d.Vector("w"), d.Real("b")
	var want float64
	for i, row := range X {
		p := 1 / (1 + math.Exp(-(w[0]*row[0] + w[1]*row[1] + b)))
		want -= y[i]*math.Log(p) + (1-y[i])*math.Log(1-p)
	}
	want /= float64(len(X))
	if l, _ := lr.Iterate.Loss(d); math.Abs(l-want) > 1e-15 {
		t.Errorf("logistic loss at the defaults = %v, want %v", l, want)
	}
	d["alpha"] = 0.1
	losses = run(t, lr, d, 50)
	for i := 1; i < len(losses); i++ {
		if losses[i] > losses[i-1] {
			t.Errorf("logistic regression, α = 0.1: the loss rose at step %d: %v", i, losses)
			break
		}
	}

	// The perceptron stops changing once the example is classified.
	p := get("perceptron-update")
	d = p.Defaults()
	d["w"], d["b"], d["x"], d["y"] = []float64{-1, -1}, -0.5, []float64{1, 2}, 0 // correct: z < 0, y = 0
	if l := run(t, p, d, 3); l[0] != 0 || l[3] != 0 {
		t.Errorf("perceptron on a classified example: losses %v, want 0", l)
	}
	d["y"] = 1 // now a false negative: one or more updates, then 0
	if l := run(t, p, d, 20); l[0] != 1 || l[20] != 0 {
		t.Errorf("perceptron on a false negative: losses %v, want 1 then 0", l)
	}

	// The network's loss on its example falls with a small rate.
	nn := get("two-layer-nn-sgd-update")
	d = nn.Defaults()
	d["alpha"] = 0.5
	losses = run(t, nn, d, 30)
	if !(losses[30] < losses[0]) {
		t.Errorf("two-layer SGD: losses %v do not fall", losses)
	}

	// The SVM's objective on its example: shrinking w and the hinge.
	sv := get("svm-subgradient-step")
	d = sv.Defaults()
	w = d.Vector("w")
	s := 2*float64(d.Int("y")) - 1
	hinge := math.Max(0, 1-s*(w[0]*d.Vector("x")[0]+w[1]*d.Vector("x")[1]+d.Real("b")))
	if l, _ := sv.Iterate.Loss(d); math.Abs(l-(d.Real("lambda")/2*(w[0]*w[0]+w[1]*w[1])+hinge)) > 1e-15 {
		t.Errorf("svm objective at the defaults = %v", l)
	}
	run(t, sv, d, 30)
}
