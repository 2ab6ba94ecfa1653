package equations

// Snippets of the divergences and information theory.

func codeInformation() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{}
}
