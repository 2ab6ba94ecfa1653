package equations

// Snippets of the attention.

func codeAttention() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{}
}
