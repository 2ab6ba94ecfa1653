package equations

// Snippets of the statistics.

func codeStatistics() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{}
}
