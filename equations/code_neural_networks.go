package equations

// Snippets of the neural networks.

func codeNeuralNetworks() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{}
}
