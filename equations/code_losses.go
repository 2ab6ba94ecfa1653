package equations

// Snippets of the losses.

func codeLosses() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{}
}
