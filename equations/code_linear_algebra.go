package equations

// Snippets of the linear algebra and algebra.

func codeLinearAlgebra() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{}
}
