package equations

// Snippets of the distributions.

func codeDistributions() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{}
}
