package equations

// Snippets of the kernels and SVMs.

func codeKernelsSVM() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{}
}
