//go:build !eqx_noui

package equations

import (
	"math"
	"strings"

	"eqx/compute"
)

// Worked examples of the activation functions.

func (activationsFamily) worked() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{
		"sigmoid": entrywiseWorked("z", func(a string) string { return `\sigma(` + a + `)` }, func(in Inputs, out any) []string {
			z := in.Real("z")
			return []string{
				`\sigma(` + tn(z) + `) = \frac{1}{1 + e^{-` + tp(z) + `}} = \frac{1}{1 + ` + tn(math.Exp(-z)) + `}`,
				"= " + resultTeX(out),
			}
		}),
		"tanh": entrywiseWorked("x", func(a string) string { return `\tanh(` + a + `)` }, func(in Inputs, out any) []string {
			x := in.Real("x")
			ep, em := math.Exp(x), math.Exp(-x)
			return []string{
				`\tanh(` + tn(x) + `) = \frac{e^{` + tn(x) + `} - e^{-` + tp(x) + `}}{e^{` + tn(x) + `} + e^{-` + tp(x) + `}}` +
					` = \frac{` + tn(ep) + ` - ` + tn(em) + `}{` + tn(ep) + ` + ` + tn(em) + `}`,
				"= " + resultTeX(out),
			}
		}),
		"relu": entrywiseWorked("z", func(a string) string { return `\operatorname{ReLU}(` + a + `)` }, func(in Inputs, out any) []string {
			z := in.Real("z")
			return []string{`\operatorname{ReLU}(` + tn(z) + `) = \max(0, ` + tn(z) + `) = ` + resultTeX(out)}
		}),
		"gelu": entrywiseWorked("x", func(a string) string { return `\operatorname{GELU}(` + a + `)` }, func(in Inputs, out any) []string {
			x := in.Real("x")
			u := x / math.Sqrt2
			return []string{
				`\operatorname{GELU}(` + tn(x) + `) = \frac{` + tn(x) + `}{2}\left[1 + \operatorname{erf}\!\left(\frac{` + tn(x) + `}{\sqrt{2}}\right)\right]`,
				`= ` + tn(x/2) + `\,\left[1 + \operatorname{erf}(` + tn(u) + `)\right] = ` + tn(x/2) + ` \cdot ` + tn(math.Erfc(-u)),
				"= " + resultTeX(out),
			}
		}),
		"silu": entrywiseWorked("x", func(a string) string { return `\operatorname{SiLU}(` + a + `)` }, func(in Inputs, out any) []string {
			x := in.Real("x")
			return []string{
				`\operatorname{SiLU}(` + tn(x) + `) = ` + tn(x) + `\cdot\sigma(` + tn(x) + `) = ` + tn(x) + ` \cdot ` + tn(compute.Sigmoid(x)),
				"= " + resultTeX(out),
			}
		}),
		"mish": entrywiseWorked("x", func(a string) string { return `\operatorname{Mish}(` + a + `)` }, func(in Inputs, out any) []string {
			x := in.Real("x")
			sp := compute.Softplus(x)
			return []string{
				`\operatorname{softplus}(` + tn(x) + `) = \ln(1 + e^{` + tn(x) + `}) = ` + tn(sp),
				`\operatorname{Mish}(` + tn(x) + `) = ` + tn(x) + `\cdot\tanh(` + tn(sp) + `) = ` + tn(x) + ` \cdot ` + tn(math.Tanh(sp)),
				"= " + resultTeX(out),
			}
		}),
		"softplus": entrywiseWorked("x", func(a string) string { return `\operatorname{softplus}(` + a + `)` }, func(in Inputs, out any) []string {
			x := in.Real("x")
			return []string{
				`\operatorname{softplus}(` + tn(x) + `) = \max(` + tn(x) + `, 0) + \ln\bigl(1 + e^{-|` + tn(x) + `|}\bigr) = ` +
					tn(math.Max(x, 0)) + ` + ` + tn(math.Log1p(math.Exp(-math.Abs(x)))),
				"= " + resultTeX(out),
			}
		}),
		"leaky-relu": entrywiseWorked("x", func(a string) string { return `\operatorname{LeakyReLU}_\alpha(` + a + `)` }, func(in Inputs, out any) []string {
			x, a := in.Real("x"), in.Real("alpha")
			if x >= 0 {
				return []string{`\operatorname{LeakyReLU}_{` + tn(a) + `}(` + tn(x) + `) = ` + tn(x) + ` \quad (x \ge 0)`}
			}
			return []string{`\operatorname{LeakyReLU}_{` + tn(a) + `}(` + tn(x) + `) = \alpha x = ` + tn(a) + ` \cdot ` + tp(x) + ` = ` + resultTeX(out)}
		}),
		"elu": entrywiseWorked("x", func(a string) string { return `\operatorname{ELU}_\alpha(` + a + `)` }, func(in Inputs, out any) []string {
			x, a := in.Real("x"), in.Real("alpha")
			if x > 0 {
				return []string{`\operatorname{ELU}_{` + tn(a) + `}(` + tn(x) + `) = ` + tn(x) + ` \quad (x > 0)`}
			}
			return []string{
				`\operatorname{ELU}_{` + tn(a) + `}(` + tn(x) + `) = \alpha\,(e^{x} - 1) = ` + tn(a) + `\,(e^{` + tn(x) + `} - 1) = ` + tn(a) + ` \cdot ` + tp(math.Expm1(x)),
				"= " + resultTeX(out),
			}
		}),
		"selu": entrywiseWorked("x", func(a string) string { return `\operatorname{SELU}(` + a + `)` }, func(in Inputs, out any) []string {
			x := in.Real("x")
			if x > 0 {
				return []string{`\operatorname{SELU}(` + tn(x) + `) = \lambda x = 1.0507009873554805 \cdot ` + tn(x) + ` = ` + resultTeX(out)}
			}
			return []string{
				`\operatorname{SELU}(` + tn(x) + `) = \lambda\alpha\,(e^{x} - 1) = 1.7580993408473768\,(e^{` + tn(x) + `} - 1) = 1.7580993408473768 \cdot ` + tp(math.Expm1(x)),
				"= " + resultTeX(out),
			}
		}),
		"softmax": workedSoftmax,
		"sigmoid-derivative": func(in Inputs, out any) []string {
			if in.Has("a") {
				return entrywiseWorked("a", func(a string) string { return a + `\,(1 - ` + a + `)` }, workedSigmoidDerivative)(in, out)
			}
			return entrywiseWorked("z", func(a string) string { return `\sigma'(` + a + `)` }, workedSigmoidDerivative)(in, out)
		},
	}
}

// entrywiseWorked wraps the worked lines of a one-input activation: a list
// input is shown mapped entry by entry, call writing the function applied
// to its argument's LaTeX.
func entrywiseWorked(name string, call func(arg string) string, scalar func(Inputs, any) []string) func(Inputs, any) []string {
	return func(in Inputs, out any) []string {
		vals, isScalar := in.Numbers(name)
		if isScalar {
			return scalar(in, out)
		}
		return []string{
			call(`\mathbf{`+name+`}`) + ` = ` + tvecOf(len(vals), func(i int) string { return call(tn(vals[i])) }),
			"= " + resultTeX(out),
		}
	}
}

// workedSoftmax shows the exponentials, their sum and each ratio. When the
// exponentials overflow (or all underflow) it shows them shifted by the
// largest logit, which leaves the ratios unchanged: that is also how the
// kernel computes them.
func workedSoftmax(in Inputs, out any) []string {
	z, T := in.Vector("z"), in.Real("T")
	p, ok := out.([]float64)
	if !ok || len(z) == 0 || len(p) != len(z) {
		return fallback(`\operatorname{softmax}(\mathbf{z})`, out)
	}
	m := math.Inf(-1)
	for _, v := range z {
		m = math.Max(m, v)
	}
	if math.IsInf(m, 1) {
		return []string{
			`\text{the logits } z_i = \infty \text{ share the probability equally}`,
			`\operatorname{softmax}(\mathbf{z}) = ` + tvec(p),
		}
	}
	// exponent writes the exponent of entry i as the spec does, z_i / T,
	// dropping "/ 1".
	shift := 0.0
	exponent := func(i int) string {
		num := tn(z[i])
		if shift != 0 {
			num = "(" + tn(z[i]) + " - " + tp(shift) + ")"
		}
		if T == 1 {
			return num
		}
		return num + "/" + tn(T)
	}
	e, sum := expAll(z, 0, T)
	var lines []string
	sym := `e^{z_i / T}`
	if T == 1 {
		sym = `e^{z_i}`
	}
	if math.IsInf(sum, 1) || sum == 0 || math.IsNaN(sum) {
		shift = m
		e, sum = expAll(z, m, T)
		lines = append(lines, `m = \max_j z_j = `+tn(m)+`, \text{ subtracted from every logit (the ratios do not change)}`)
		sym = `e^{(z_i - m) / T}`
		if T == 1 {
			sym = `e^{z_i - m}`
		}
	}
	lines = append(lines,
		sym+` = `+tvecOf(len(z), func(i int) string { return `e^{` + exponent(i) + `}` })+` = `+tvec(e),
		`\sum_{j=1}^{`+ti(len(z))+`} `+strings.ReplaceAll(sym, "z_i", "z_j")+` = `+tsum(len(e), func(i int) string { return tn(e[i]) })+` = `+tn(sum),
		`\operatorname{softmax}(\mathbf{z}) = `+tvecOf(len(e), func(i int) string { return tfrac(tn(e[i]), tn(sum)) }),
		"= "+tvec(p),
	)
	return lines
}

// expAll returns e^{(z_i − shift)/T} and their sum.
func expAll(z []float64, shift, T float64) ([]float64, float64) {
	e := make([]float64, len(z))
	var sum float64
	for i, v := range z {
		e[i] = math.Exp((v - shift) / T)
		sum += e[i]
	}
	return e, sum
}

// workedSigmoidDerivative shows a = σ(z) and a(1 − a), or a(1 − a) of a
// given activation. 1 − a is written as σ(−z), which keeps its digits in
// the tail where a rounds to 1.
func workedSigmoidDerivative(in Inputs, out any) []string {
	if in.Has("a") {
		a := in.Real("a")
		return []string{`\sigma'(z) = a\,(1 - a) = ` + tn(a) + `\,(1 - ` + tn(a) + `) = ` + resultTeX(out)}
	}
	z := in.Real("z")
	a, b := compute.Sigmoid(z), compute.Sigmoid(-z)
	return []string{
		`a = \sigma(` + tn(z) + `) = \frac{1}{1 + e^{-` + tp(z) + `}} = ` + tn(a),
		`\sigma'(` + tn(z) + `) = a\,(1 - a) = ` + tn(a) + ` \cdot ` + tn(b),
		"= " + resultTeX(out),
	}
}
