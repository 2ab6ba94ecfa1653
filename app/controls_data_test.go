package app

import (
	"math"
	"testing"

	"eqx/equations"
)

// The data box refuses a pasted value exactly when the equation's
// validation refuses it as an entry: a probability vector's entries are in
// [0, 1] although its Param declares no Domain.
func TestColumnCheck(t *testing.T) {
	reg := equations.Catalogue()
	values := []float64{-1, -0.1, 0, 0.25, 0.5, 1, 1.5, 2, 1e300, math.Inf(1), math.NaN()}
	for _, c := range []struct{ id, name string }{
		{"entropy", "p"},             // Probability: [0, 1]
		{"roc-auc", "y"},             // labels: [0, 1]
		{"pearson-correlation", "x"}, // any finite number
	} {
		spec, ok := reg.Lookup(c.id)
		if !ok {
			t.Fatalf("no equation %s", c.id)
		}
		par := spec.Param(c.name)
		check := columnCheck([]*equations.Param{par})
		for _, v := range values {
			in := spec.Defaults()
			vec := in[c.name].([]float64)
			vec[0] = v
			if par.Kind == equations.Probability {
				in[c.name] = []float64{v, 1 - v} // the sum is another check
			}
			valid := spec.Validate(in) == nil
			if err := check(0, v); (err == nil) != valid {
				t.Errorf("%s: %s = %v: the data box check says %v, Validate accepts it: %v", c.id, c.name, v, err, valid)
			}
		}
	}
}
