package equations

// Snippets of the probability and Bayesian networks.

func codeProbability() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{}
}
