package equations

// Snippets of the optimization.

func codeOptimization() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{}
}
