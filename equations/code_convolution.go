package equations

// Snippets of the convolution and pooling.

func codeConvolution() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{}
}
