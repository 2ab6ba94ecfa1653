//go:build !eqx_noui

package equations

import "strings"

// customShown returns the worked lines and the code of the custom page,
// which read its formula from cache.
func customShown(cache *formulaCache) (func(Inputs, any) []string, func(Inputs) Snippet) {
	return func(in Inputs, out any) []string { return customWorked(cache, in, out) },
		func(in Inputs) Snippet { return customCode(cache, in) }
}

// customWorked writes f(x) = its formula, then at x with the values
// substituted, and the same for f′ with the derivative on.
func customWorked(cache *formulaCache, in Inputs, out any) []string {
	k, vals, err := cache.formula(in)
	parts, ok := out.(map[string]any)
	if err != nil || !ok {
		return nil
	}
	x := in.Real(customX)
	fx, _ := parts["f(x)"].(float64)
	lines := []string{
		`f(x) = ` + k.e.LaTeX(),
		`f(` + tn(x) + `) = ` + k.e.LaTeXAt(x, vals, 6) + ` = ` + tn(fx),
	}
	if d, ok := parts["f′(x)"].(float64); ok {
		lines = append(lines,
			`f'(x) = `+k.d.LaTeX(),
			`f'(`+tn(x)+`) = `+k.d.LaTeXAt(x, vals, 6)+` = `+tn(d))
	}
	return lines
}

// customCode is the formula as a whole NumPy and Go program that prints
// f at x, the parameters at their values (passed as literals: a
// parameter may be named f or np).
func customCode(cache *formulaCache, in Inputs) Snippet {
	k, vals, err := cache.formula(in)
	if err != nil {
		return Snippet{}
	}
	x, rest := FormatNumber(in.Real(customX)), ""
	for _, v := range vals {
		rest += ", " + FormatNumber(v)
	}
	py := k.e.NumPy() + "\n\nprint(f(np.array([" + x + "])" + rest + ")[0])\n"
	goSrc := k.e.Go()
	imports := `"fmt"`
	if strings.Contains(goSrc, "math.") {
		imports += "\n\t\"math\""
	}
	prog := "package main\n\nimport (\n\t" + imports + "\n)\n\nfunc main() {\n\tfmt.Println(f(" + x + rest + "))\n}\n\n" + goSrc
	return Snippet{NumPy: py, Go: prog, Whole: true}
}
