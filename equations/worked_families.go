//go:build !eqx_nosnippets

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
	}
}
