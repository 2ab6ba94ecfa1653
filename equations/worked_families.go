//go:build !eqx_noui

package equations

// workedFamilies returns the Worked functions of every family, keyed by
// equation id.
func workedFamilies() []map[string]func(Inputs, any) []string {
	return []map[string]func(Inputs, any) []string{
		workedActivations(),
		workedLosses(),
		workedDivergences(),
		workedInformation(),
		workedDecisionTrees(),
		workedMetrics(),
		workedDistances(),
		workedStatistics(),
		workedProbability(),
		workedDistributions(),
		workedAlgebra(),
		workedMatrices(),
		workedLinearAlgebra(),
		workedRegression(),
		workedClassification(),
		workedOptimization(),
		workedKernelsSVM(),
		workedReduction(),
		workedNetworks(),
		workedGenerative(),
		workedNLP(),
		workedConvolution(),
		workedAttention(),
		workedRNN(),
		workedGAN(),
	}
}

// attachWorked sets Spec.Worked of the specs named by the families' maps.
func attachWorked(specs []*Spec) {
	attach(specs, workedFamilies(), "a worked example", func(s *Spec, f func(Inputs, any) []string) bool {
		if s.Worked != nil {
			return false
		}
		s.Worked = guardWorked(f)
		return true
	})
}
