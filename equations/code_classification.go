package equations

// Snippets of the classification.

func codeClassification() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{}
}
