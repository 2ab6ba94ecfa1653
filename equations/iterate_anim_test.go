package equations

import (
	"math"
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
