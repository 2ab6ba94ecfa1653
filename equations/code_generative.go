package equations

// Snippets of the generative models.

func codeGenerative() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{}
}
