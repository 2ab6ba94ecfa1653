package equations_test

import (
	"fmt"

	"eqx/equations"
)

// The catalogue answers the same JSON requests as eqx eval and the API.
func ExampleRegistry_Do() {
	reg := equations.Catalogue()
	resp, _ := reg.Do([]byte(`{"id": "precision", "inputs": {"TP": 3, "FP": 1}}`))
	fmt.Println(string(resp.Output))
	resp, _ = reg.Do([]byte(`{"id": "precision", "inputs": {"TP": 0, "FP": 0}}`))
	fmt.Println(resp.Error)
	// Output:
	// 0.75
	// precision: undefined: TP + FP = 0, nothing is predicted positive
}

// A spec evaluates typed inputs and writes the worked lines with them.
func ExampleSpec_Evaluate() {
	s, _ := equations.Catalogue().Lookup("relu")
	in := s.Defaults()
	in["z"] = []float64{-2, 0, 3.5}
	out, err := s.Evaluate(in)
	fmt.Println(out, err)
	fmt.Println(s.Worked(in, out)[0])
	// Output:
	// [0 0 3.5] <nil>
	// \operatorname{ReLU}(\mathbf{z}) = \left(\operatorname{ReLU}(-2), \operatorname{ReLU}(0), \operatorname{ReLU}(3.5)\right)
}

// A page keeps the inputs that differ from the defaults in its link.
func ExampleSpec_EncodeQuery() {
	s, _ := equations.Catalogue().Lookup("softmax")
	in := s.Defaults()
	in["T"] = 0.5
	fmt.Println(s.EncodeQuery(in))
	// Output: v=1&T=0.5
}
