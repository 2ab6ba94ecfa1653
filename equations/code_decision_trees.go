package equations

// Snippets of the decision trees.

func codeDecisionTrees() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{}
}
