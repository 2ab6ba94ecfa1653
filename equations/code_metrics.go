package equations

// Snippets of the metrics.

func codeMetrics() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{}
}
