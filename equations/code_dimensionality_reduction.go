package equations

// Snippets of the dimensionality reduction (PCA, LDA).

func codeDimensionalityReduction() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{}
}
