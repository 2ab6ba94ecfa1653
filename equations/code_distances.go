package equations

// Snippets of the distances.

func codeDistances() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{}
}
