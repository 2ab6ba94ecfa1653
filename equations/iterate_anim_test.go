package equations

import (
	"math"
	"reflect"
	"strings"
	"testing"
)

// TestGANIteration trains the 1-D GAN from the page's defaults. The
// references are NumPy's, by a route that knows nothing of the analytic
// gradients (compute/gan_train_test.go says how): V by a dense trapezoid
// rule, ∇V by central differences of it, the step written from them.
func TestGANIteration(t *testing.T) {
	s, ok := Catalogue().Lookup("gan-minimax")
	if !ok || s.Iterate == nil {
		t.Fatal("gan-minimax: not an iterative equation")
	}
	d := s.Defaults()
	if l, ok := s.Iterate.Loss(d); !ok || math.Abs(l-(-0.43767953866283305)) > 1e-12 {
		t.Errorf("V at the defaults = %v, %v; want -0.43767953866283305", l, ok)
	}
	step := func(in Inputs) Inputs {
		out, err := s.Evaluate(in)
		if err != nil {
			t.Fatal(err)
		}
		return s.Iterate.Next(in, out)
	}
	for _, tt := range []struct {
		D              string
		muG, sdG, w, c float64
		stepsTo        int
	}{
		// D*: the generator alone steps, w and c are kept.
		{ganOptimal, 1.9554078246438715, 0.5642703539996403, -1, 1, 100},
		// Logistic: D climbs first, then G against the new D.
		{ganLogistic, 1.9723151106850727, 0.5099626184846269, -1.0332909696337813, 1.0023846145114081, 200},
	} {
		in := d.Clone()
		in["D"] = tt.D
		next := step(in)
		for name, want := range map[string]float64{"mu_g": tt.muG, "sigma_g": tt.sdG, "w": tt.w, "c": tt.c} {
			if got := next.Real(name); math.Abs(got-want) > 1e-9*math.Max(1, math.Abs(want)) {
				t.Errorf("%s: %s after one step = %v, want %v", tt.D, name, got, want)
			}
		}
		if next.Real("eta") != 0.1 || next.Real("mu_data") != 0 || in.Real("mu_g") != 2 {
			t.Errorf("%s: the step changed an input it does not train, or its own inputs", tt.D)
		}
		// Played on, μ_g comes to μ_data = 0 (from 2) and V to −log 4.
		losses := run(t, s, in, tt.stepsTo)
		for range tt.stepsTo {
			in = step(in)
		}
		if mu := in.Real("mu_g"); math.Abs(mu) > 0.05 {
			t.Errorf("%s: μ_g = %v after %d steps, want it near μ_data = 0", tt.D, mu, tt.stepsTo)
		}
		if l := losses[tt.stepsTo]; math.Abs(l+math.Log(4)) > 1e-3 {
			t.Errorf("%s: V = %v after %d steps, want near −log 4", tt.D, l, tt.stepsTo)
		}
	}

	// Too large a rate spirals out until a step overflows: Next writes
	// the players back as they came, and they are refused by name.
	in := d.Clone()
	in["D"], in["eta"] = ganLogistic, 2.0
	var err error
	for i := 0; i < 5000 && err == nil; i++ {
		in = step(in)
		err = s.Validate(in)
	}
	if err == nil || !strings.Contains(err.Error(), "sigma_g") {
		t.Errorf("η = 2: the run ends with %v, want a refused sigma_g", err)
	}
	// Inputs that are not valid give no step and no NaN.
	bad := d.Clone()
	bad["eta"] = -1.0
	next := s.Iterate.Next(bad, nil)
	for _, name := range []string{"mu_g", "sigma_g", "w", "c"} {
		if next.Real(name) != d.Real(name) {
			t.Errorf("η = −1: %s = %v, want it kept at %v", name, next.Real(name), d.Real(name))
		}
	}
}

// TestRNNIteration feeds the tokens of the recurrences one by one. The
// norms ‖h_t‖ of the states at the defaults were computed in NumPy
// (h = np.tanh(Wx @ x + Wh @ h + b) row by row, np.linalg.norm).
func TestRNNIteration(t *testing.T) {
	reg := Catalogue()
	for _, tt := range []struct {
		id, seq string
		norms   []float64 // ‖h_1‖, …, ‖h_T‖
	}{
		{"rnn-encoder-state", "x", []float64{0.9696324937417288, 0.7441875564995052, 0.8805833109567006, 0.8099635053410931}},
		{"rnn-decoder-state", "y", []float64{0.8447627062200012, 1.0638646601056776, 0.7449152447978534}},
	} {
		s, ok := reg.Lookup(tt.id)
		if !ok || s.Iterate == nil {
			t.Fatalf("%s: not an iterative equation", tt.id)
		}
		T := len(tt.norms)
		d := s.Defaults()
		all, err := s.Evaluate(d)
		if err != nil {
			t.Fatal(err)
		}
		// The whole sequence is t = T: the default result is kept.
		withT := d.Clone()
		withT["t"] = T
		if out, err := s.Evaluate(withT); err != nil || !reflect.DeepEqual(out, all) {
			t.Errorf("%s: t = %d gives %v, %v; want the default result %v", tt.id, T, out, err, all)
		}
		// Steps feed t = 1, 2, …, T, then read the sequence again from 1;
		// each result is the first t states of the whole run, and the
		// loss is the norm of the newest.
		losses := run(t, s, d, 2*T)
		in := d
		for i := 1; i <= 2*T; i++ {
			out, _ := s.Evaluate(in)
			in = s.Iterate.Next(in, out)
			want := (i-1)%T + 1
			if in.Int("t") != want {
				t.Fatalf("%s: step %d gives t = %v, want %d", tt.id, i, in["t"], want)
			}
			out, err := s.Evaluate(in)
			if H, ok := out.([][]float64); err != nil || !ok || !reflect.DeepEqual(H, all.([][]float64)[:want]) {
				t.Errorf("%s: t = %d gives %v, %v; want the first %d states of %v", tt.id, want, out, err, want, all)
			}
			if math.Abs(losses[i]-tt.norms[want-1]) > 1e-12 {
				t.Errorf("%s: loss at t = %d is %v, want ‖%s_t‖ = %v", tt.id, want, losses[i], tt.seq, tt.norms[want-1])
			}
		}
		if math.Abs(losses[0]-tt.norms[T-1]) > 1e-12 {
			t.Errorf("%s: loss at the defaults %v, want %v", tt.id, losses[0], tt.norms[T-1])
		}
		// The states' heat map keeps a row per token, blank (NaN) past t.
		in = d.Clone()
		in["t"] = 1
		table, _ := Views(s.View)[1].(*Heatmap).Table(in)
		if len(table) != T || table[0][0] != all.([][]float64)[0][0] || !math.IsNaN(table[T-1][0]) {
			t.Errorf("%s: the states' table at t = 1 is %v", tt.id, table)
		}
		// t past the sequence, or below 1, is refused by name.
		in["t"] = T + 1
		if _, err := s.Evaluate(in); err == nil || !strings.Contains(err.Error(), "t = ") || !strings.Contains(err.Error(), "sequence "+tt.seq) {
			t.Errorf("%s: t = %d: error %v, want one naming t and %s", tt.id, T+1, err, tt.seq)
		}
		in["t"] = 0
		if err := s.Validate(in); err == nil || !strings.Contains(err.Error(), "t") {
			t.Errorf("%s: t = 0: Validate gives %v", tt.id, err)
		}
	}
}
