package equations

import (
	"encoding/json"
	"math"
	"strings"
	"testing"
)

// A table's value is refused exactly when the equation's validation
// refuses it as an entry: a probability vector's entries are in [0, 1]
// although its Param declares no Domain.
func TestColumnCheck(t *testing.T) {
	reg := Catalogue()
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
		check := spec.ColumnCheck([]string{c.name})
		for _, v := range values {
			in := spec.Defaults()
			vec := in[c.name].([]float64)
			vec[0] = v
			if spec.Param(c.name).Kind == Probability {
				in[c.name] = []float64{v, 1 - v} // the sum is another check
			}
			valid := spec.Validate(in) == nil
			if err := check(0, v); (err == nil) != valid {
				t.Errorf("%s: %s = %v: the column check says %v, Validate accepts it: %v", c.id, c.name, v, err, valid)
			}
		}
	}
}

func TestColumns(t *testing.T) {
	spec, _ := Catalogue().Lookup("roc-auc")
	for _, c := range []struct {
		names []string
		want  string // a part of the error, "" for none
	}{
		{[]string{"y", "s"}, ""},
		{[]string{"s"}, ""},
		{nil, "no column"},
		{[]string{"y", "y"}, "two columns"},
		{[]string{"y", "w"}, "unknown input"},
	} {
		err := spec.Columns(c.names)
		if (err == nil) != (c.want == "") || (err != nil && !strings.Contains(err.Error(), c.want)) {
			t.Errorf("Columns(%q) = %v, want an error with %q", c.names, err, c.want)
		}
	}
	rep, _ := Catalogue().Lookup("vae-reparameterization")
	if err := rep.Columns([]string{"mu", "epsilon"}); err != nil {
		t.Errorf("a number-or-list input cannot be a column: %v", err)
	}
	bin, _ := Catalogue().Lookup("binomial-pmf")
	if err := bin.Columns([]string{"n"}); err == nil {
		t.Error("binomial-pmf's n (a whole number) was accepted as a column")
	}
}

func TestDecodeWith(t *testing.T) {
	spec, _ := Catalogue().Lookup("roc-auc")
	in, err := spec.DecodeWith(nil, Inputs{"y": []float64{0, 1, 1}, "s": []float64{0.2, 0.9, 0.1}})
	if err != nil {
		t.Fatal(err)
	}
	if out, err := spec.Evaluate(in); err != nil || out.(float64) != 0.5 {
		t.Errorf("AUC of the given columns = %v, %v; want 0.5", out, err)
	}
	// Validation covers the given inputs too: lengths must agree.
	if _, err := spec.DecodeWith(nil, Inputs{"y": []float64{0, 1}, "s": []float64{0.2}}); err == nil {
		t.Error("columns of different lengths were accepted")
	}
	if _, err := spec.DecodeWith(map[string]json.RawMessage{"y": json.RawMessage(`[0, 1]`)},
		Inputs{"y": []float64{0, 1}, "s": []float64{0.2, 0.3}}); err == nil || !strings.Contains(err.Error(), "given twice") {
		t.Errorf("an input given as a column and in raw: %v", err)
	}
}
