//go:build eqx_noui

package equations

// formSnippet: the programs that show nothing copy no code.
func formSnippet(*Spec, string, Inputs) (Snippet, bool) { return Snippet{}, false }
