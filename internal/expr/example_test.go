package expr_test

import (
	"fmt"

	"eqx/internal/expr"
)

func ExampleParse() {
	e, err := expr.Parse("a*exp(-x^2/(2*sigma^2)) + if(x > 0, x, 0.1*x)")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(e)
	fmt.Println(e.Params())
	fmt.Println(e.LaTeX())

	_, err = expr.Parse("2x + 1")
	fmt.Println(err)
	_, err = expr.Parse("sin(x, 2)")
	fmt.Println(err)
	// Output:
	// a*exp(-x^2/(2*sigma^2)) + if(x > 0, x, 0.1*x)
	// [a sigma]
	// a \exp\left(-\frac{x^{2}}{2 \sigma^{2}}\right) + \left(\begin{cases} x & \text{if } x > 0 \\ 0.1 x & \text{otherwise} \end{cases}\right)
	// implicit multiplication is not supported: write '*' before "x" at 2
	// sin takes 1 argument, got 2 at 1
}

func ExampleExpr_Derivative() {
	e, _ := expr.Parse("a*sin(x)^2 + relu(x - b)")
	d, _ := e.Derivative("x")
	fmt.Println(d)
	fmt.Println(d.LaTeX())

	// The derivative takes the parameters of e, in the same order.
	p := []float64{2, 1} // a, b
	fmt.Printf("%.4f %.4f\n", d.Compile().Eval(0.5, p), d.Compile().Eval(1.5, p))
	// Output:
	// 2*a*cos(x)*sin(x) + if(x - b > 0, 1, 0)
	// 2 a \cos\left(x\right) \sin\left(x\right) + \left(\begin{cases} 1 & \text{if } x - b > 0 \\ 0 & \text{otherwise} \end{cases}\right)
	// 1.6829 1.2822
}

func ExampleFunc_EvalSlice() {
	e, _ := expr.Parse("w*x + b")
	f := e.Compile()
	xs := []float64{-1, 0, 1, 2}
	ys := f.EvalSlice(nil, xs, []float64{2, 0.5}) // w, b: the order of e.Params()
	fmt.Println(ys)
	// Output:
	// [-1.5 0.5 2.5 4.5]
}
