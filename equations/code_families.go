//go:build !eqx_noui

package equations

// codeFamilies returns the snippets of every family, keyed by equation id.
func codeFamilies() []map[string]func(Inputs) Snippet {
	return []map[string]func(Inputs) Snippet{
		codeActivations(),
		codeLosses(),
		codeInformation(),
		codeDecisionTrees(),
		codeMetrics(),
		codeDistances(),
		codeStatistics(),
		codeProbability(),
		codeDistributions(),
		codeLinearAlgebra(),
		codeRegression(),
		codeClassification(),
		codeOptimization(),
		codeNeuralNetworks(),
		codeKernelsSVM(),
		codeNlp(),
		codeRNN(),
		codeConvolution(),
		codeAttention(),
		codeGenerative(),
		codeGAN(),
		codeDimensionalityReduction(),
	}
}

// attachCode sets Spec.Code of the specs named by the families' maps.
func attachCode(specs []*Spec) {
	attach(specs, codeFamilies(), "a snippet", func(s *Spec, f func(Inputs) Snippet) bool {
		if s.Code != nil {
			return false
		}
		s.Code = f
		return true
	})
}
