//go:build eqx_noui

package equations

// customShown: the programs that show nothing have no worked lines or
// code (family.go).
func customShown(*formulaCache) (func(Inputs, any) []string, func(Inputs) Snippet) { return nil, nil }
