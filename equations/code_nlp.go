package equations

// Snippets of the NLP n-gram models.

func codeNlp() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{}
}
