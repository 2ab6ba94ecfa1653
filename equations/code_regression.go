package equations

// Snippets of the regression.

func codeRegression() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{}
}
