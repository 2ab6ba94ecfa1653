package equations

import (
	"encoding/json"
	"math"
	"sync"

	"eqx/internal/expr"
)

// CustomID is the id of the page of a person's own formula, /eq/custom.
// It is not an equation of the catalogue (the index, the checklist and the
// API's list leave it out), but every registry looks it up (Lookup), so
// its page, widget, link previews and API work as an equation's do.
const CustomID = "custom"

// The custom page's inputs.
const (
	customF     = "f"       // the formula
	customP     = "p"       // its parameters' values and sliders
	customX     = "x"       // where it is evaluated
	customFrom  = "x_from"  // the plotted range of x
	customTo    = "x_to"    //
	customD     = "f_prime" // whether f′ is computed and drawn
	customOver  = "compare" // a catalogue curve drawn with it
	customNone  = "none"
	defaultForm = "a / (1 + exp(-k*(x - x0)))"
)

// A compiled formula and its derivative in x, kept between evaluations of
// the same text: a slider move evaluates one formula many times.
type compiled struct {
	src    string
	e, d   *expr.Expr
	fn, df *expr.Func
	err    error
}

// formulaCache holds the last formula compiled. One spec serves the
// requests of a server concurrently, hence the mutex.
type formulaCache struct {
	mu   sync.Mutex
	last *compiled
	// The catalogue curve compared with it, compiled once per choice
	// rather than at every move.
	overID   string
	over     *expr.Func
	overVals []float64
}

// compared returns the catalogue curve id compiled, from the cache when
// it was the last asked for, and its parameters' values.
func (c *formulaCache) compared(g catalogueFormula) (*expr.Func, []float64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.overID != g.ID {
		fn, vals, err := g.compile()
		if err != nil {
			return nil, nil
		}
		c.overID, c.over, c.overVals = g.ID, fn, vals
	}
	return c.over, c.overVals
}

// get returns src compiled, from the cache when it was the last.
func (c *formulaCache) get(src string) *compiled {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.last != nil && c.last.src == src {
		return c.last
	}
	k := &compiled{src: src}
	if k.e, k.err = expr.Parse(src); k.err == nil {
		k.fn = k.e.Compile()
		if k.d, k.err = k.e.Derivative("x"); k.err == nil {
			k.df = k.d.Compile()
		}
	}
	c.last = k
	return k
}

// customFormula returns the compiled formula of in and its parameter
// values in the order of its Params.
func (c *formulaCache) formula(in Inputs) (*compiled, []float64, error) {
	k := c.get(in.Choice(customF))
	if k.err != nil {
		return nil, nil, inputErrorf(customF, "%v", k.err)
	}
	slots, err := Slots(customP, in.Object(customP))
	if err != nil {
		return nil, nil, err
	}
	// A parameter without a value (a link that gives the formula alone)
	// starts at DefaultSlot, as a new one typed on the page does.
	vals, _ := Values(k.e.Params(), ForParams(k.e.Params(), slots))
	return k, vals, nil
}

// customParams returns the custom page's parameters: with the catalogue's
// curves to compare with as the options of customOver.
func customParams() []Param {
	over := make([]string, 0, len(catalogueFormulas)+1)
	over = append(over, customNone)
	for _, f := range catalogueFormulas {
		over = append(over, f.ID)
	}
	// Only the formula must be given (to the API); the others default.
	return []Param{
		{Name: customF, Symbol: "f(x)", Doc: "your formula in x and any parameters", Kind: Text, Default: defaultForm, Editor: Formula{}},
		{Name: customP, Symbol: `\theta`, Doc: "the value of each parameter of the formula", Kind: Object,
			Default: json.RawMessage(`{"a": 1, "k": 2, "x0": 0}`), Editor: FormulaParams{Of: customF}, Optional: true},
		{Name: customX, Symbol: "x", Doc: "where f is evaluated", Kind: Real, Default: 0.5, Min: -5, Max: 5, Step: 0.01,
			Domain: AnyReal, Between: [2]string{customFrom, customTo}, Optional: true},
		{Name: customFrom, Symbol: `x_{\min}`, Doc: "the plot's left end", Kind: Real, Default: -5.0, Min: -100, Max: 100, Step: 0.5, Domain: AnyReal, Optional: true},
		{Name: customTo, Symbol: `x_{\max}`, Doc: "the plot's right end", Kind: Real, Default: 5.0, Min: -100, Max: 100, Step: 0.5, Domain: AnyReal, Optional: true},
		{Name: customD, Symbol: `f'`, Doc: "compute and draw the derivative f′(x)", Kind: Bool, Default: true, Optional: true},
		{Name: customOver, Symbol: "g", Doc: "a curve of the catalogue to compare with", Kind: Choice, Default: customNone, Options: over, Optional: true},
	}
}

// customSpec returns the spec of the custom page. Each call makes a spec
// with its own cache of the last formula.
func customSpec() *Spec {
	cache := &formulaCache{}
	s := &Spec{
		ID: CustomID, Title: "Your own formula", Category: "your own formula",
		Explanation: "Type a function of x with any parameters you like: each parameter gets a slider, and the formula is typeset, " +
			"evaluated, differentiated and plotted as you type. " +
			"Write products with * (2*x), powers with ^, and a piecewise function with if: if(x > 0, x, 0.1*x). " +
			"The functions are exp, log (= ln), sqrt, abs, sin, cos, tan, tanh, sigmoid, relu, softplus, erf, min and max; the constants pi and e.",
		Output: `f(x),\ f'(x)`,
		Params: customParams(),
	}
	s.Typeset = func(in Inputs) string {
		k := cache.get(in.Choice(customF))
		if k.err != nil {
			return ""
		}
		return "f(x) = " + k.e.LaTeX()
	}
	s.LaTeX = s.Typeset(s.Defaults())
	s.Eval = func(in Inputs) (any, error) {
		if !(in.Real(customFrom) < in.Real(customTo)) {
			return nil, inputErrorf(customTo, "the plot's right end %s must be above its left end %s",
				FormatNumber(in.Real(customTo)), FormatNumber(in.Real(customFrom)))
		}
		k, vals, err := cache.formula(in)
		if err != nil {
			return nil, err
		}
		x := in.Real(customX)
		out := map[string]any{"f(x)": k.fn.Eval(x, vals)}
		if in.Bool(customD) {
			out["f′(x)"] = k.df.Eval(x, vals)
		}
		return out, nil
	}
	s.View = &Function{X: customX, Output: "f(x)", Lines: func(in Inputs, xs []float64) []Line {
		k, vals, err := cache.formula(in)
		if err != nil {
			return nil
		}
		lines := []Line{{Label: "f(x)", Y: k.fn.EvalSlice(nil, xs, vals)}}
		if in.Bool(customD) {
			lines = append(lines, Line{Label: "f′(x)", Y: k.df.EvalSlice(nil, xs, vals), Dashed: true})
		}
		if g, ok := lookupFormula(in.Choice(customOver)); ok {
			if fn, vals := cache.compared(g); fn != nil {
				lines = append(lines, Line{Label: g.Label, Y: fn.EvalSlice(nil, xs, vals)})
			}
		}
		return lines
	}}
	s.Worked, s.Code = customShown(cache)
	return s
}

// A catalogueFormula is a curve of the catalogue written in the custom
// page's syntax: its page offers "Modify this formula" prefilled with it,
// and the custom page draws it for comparison. Src is in x, whatever the
// equation names its input; Params gives its parameters' values and
// sliders as a FormulaParams input does. TestCatalogueFormulas checks
// each against its equation's own evaluation.
type catalogueFormula struct {
	ID, Label, Src, Params string
	From, To               float64
}

var catalogueFormulas = []catalogueFormula{
	{ID: "sigmoid", Label: "sigmoid σ(x)", Src: "1 / (1 + exp(-x))", From: -6, To: 6},
	{ID: "tanh", Label: "tanh(x)", Src: "tanh(x)", From: -5, To: 5},
	{ID: "relu", Label: "ReLU(x)", Src: "max(0, x)", From: -5, To: 5},
	{ID: "gelu", Label: "GELU(x)", Src: "x/2 * (1 + erf(x/sqrt(2)))", From: -5, To: 5},
	{ID: "sigmoid-derivative", Label: "σ′(x)", Src: "sigmoid(x) * (1 - sigmoid(x))", From: -6, To: 6},
	{ID: "silu", Label: "SiLU(x)", Src: "x * sigmoid(x)", From: -5, To: 5},
	{ID: "mish", Label: "Mish(x)", Src: "x * tanh(softplus(x))", From: -5, To: 5},
	{ID: "softplus", Label: "softplus(x)", Src: "ln(1 + exp(x))", From: -6, To: 6},
	{ID: "leaky-relu", Label: "Leaky ReLU(x)", Src: "if(x >= 0, x, alpha*x)", Params: `{"alpha": [0.01, 0, 1, 0.01]}`, From: -5, To: 5},
	{ID: "elu", Label: "ELU(x)", Src: "if(x > 0, x, alpha*(exp(x) - 1))", Params: `{"alpha": [1, 0.1, 3, 0.01]}`, From: -5, To: 5},
	{ID: "selu", Label: "SELU(x)", Src: "lambda * if(x > 0, x, alpha*(exp(x) - 1))",
		Params: `{"lambda": [1.0507009873554805, 0, 3, 0.0001], "alpha": [1.6732632423543772, 0, 3, 0.0001]}`, From: -5, To: 5},
	{ID: "gaussian-pdf", Label: "Gaussian pdf", Src: "exp(-(x - mu)^2 / (2*sigma^2)) / (sigma*sqrt(2*pi))",
		Params: `{"mu": [0, -5, 5, 0.01], "sigma": [1, 0.1, 5, 0.01]}`, From: -5, To: 5},
	{ID: "negative-log-likelihood", Label: "−ln p", Src: "-ln(x)", From: 0.01, To: 1},
	{ID: "huber-loss", Label: "Huber loss", Src: "if(abs(x) <= delta, x^2/2, delta*(abs(x) - delta/2))",
		Params: `{"delta": [1, 0.1, 5, 0.01]}`, From: -5, To: 5},
	{ID: "hinge-loss", Label: "hinge loss", Src: "max(0, 1 - y*x)", Params: `{"y": [1, -1, 1, 2]}`, From: -3, To: 3},
	{ID: "diffusion-forward", Label: "noised x_t", Src: "sqrt(x)*x0 + sqrt(1 - x)*eps",
		Params: `{"x0": [1, -3, 3, 0.01], "eps": [0.5, -3, 3, 0.01]}`, From: 0, To: 1},
	{ID: "vae-reparameterization", Label: "z = μ + σε", Src: "mu + sigma*x",
		Params: `{"mu": [1, -5, 5, 0.01], "sigma": [2, 0.01, 5, 0.01]}`, From: -3, To: 3},
	{ID: "bayes-rule", Label: "P(D | T)", Src: "sens*x / (sens*x + fpr*(1 - x))",
		Params: `{"sens": [0.99, 0, 1, 0.01], "fpr": [0.02, 0, 1, 0.01]}`, From: 0, To: 1},
	{ID: "joint-probability-product-rule", Label: "P(A, B)", Src: "p_a_given_b * x",
		Params: `{"p_a_given_b": [0.5, 0, 1, 0.01]}`, From: 0, To: 1},
	{ID: "minkowski-distance", Label: "Minkowski distance of (0, 0) and (3, 4)", Src: "(3^x + 4^x)^(1/x)", From: 1, To: 10},
	{ID: "pmi", Label: "PMI", Src: "ln(x / (p_x*p_y))", Params: `{"p_x": [0.2, 0.01, 1, 0.01], "p_y": [0.25, 0.01, 1, 0.01]}`, From: 0.01, To: 0.2},
}

func lookupFormula(id string) (catalogueFormula, bool) {
	for _, f := range catalogueFormulas {
		if f.ID == id {
			return f, true
		}
	}
	return catalogueFormula{}, false
}

// compile returns the formula compiled and its parameters' values.
func (f catalogueFormula) compile() (*expr.Func, []float64, error) {
	e, err := expr.Parse(f.Src)
	if err != nil {
		return nil, nil, err
	}
	var vals []float64
	if f.Params != "" {
		slots, err := Slots(customP, json.RawMessage(f.Params))
		if err != nil {
			return nil, nil, err
		}
		vals, _ = Values(e.Params(), slots)
	}
	return e.Compile(), vals, nil
}

// sample evaluates the formula at xs with its parameters' values.
func (f catalogueFormula) sample(xs []float64) []float64 {
	fn, vals, err := f.compile()
	if err != nil {
		return nil
	}
	return fn.EvalSlice(nil, xs, vals)
}

// CustomInputs returns the inputs of the custom page prefilled with the
// formula of the catalogue equation id, and false when it has none: the
// link "Modify this formula" of that equation's page.
func CustomInputs(id string) (Inputs, bool) {
	f, ok := lookupFormula(id)
	if !ok {
		return nil, false
	}
	p := f.Params
	if p == "" {
		p = "{}"
	}
	x := (f.From + f.To) / 2
	if f.From > 0 {
		x = math.Round((f.From+f.To)/2*100) / 100
	}
	return Inputs{customF: f.Src, customP: json.RawMessage(p), customX: x, customFrom: f.From, customTo: f.To,
		customD: true, customOver: customNone}, true
}

// CustomQuery returns the query of the custom page prefilled with the
// curve of equation id (CustomInputs), as Spec.EncodeQuery writes it, and
// the formula: the link of the equation's page to it. It makes no custom
// spec, whose making parses and differentiates the default formula: an
// equation page showing the link at its start does not pay for that.
func CustomQuery(id string) (query, formula string, ok bool) {
	in, ok := CustomInputs(id)
	if !ok {
		return "", "", false
	}
	return (&Spec{ID: CustomID, Params: customParams()}).EncodeQuery(in), in.Choice(customF), true
}
