package equations

// all returns the catalogue's specs in the order the index shows them:
// family by family, in the order of the source checklist. Each family lives
// in its own file.
func all() []*Spec {
	var specs []*Spec
	for _, family := range [][]*Spec{
		activations(),
		losses(),
		divergences(),
		information(),
		decisionTrees(),
		metrics(),
		distances(),
		statistics(),
		probability(),
		distributions(),
		linearAlgebra(),
		algebra(),
		regression(),
		classification(),
		optimization(),
		neuralNetworks(),
		kernelsSVM(),
		nlp(),
		convolution(),
		attention(),
		generative(),
		dimensionalityReduction(),
	} {
		specs = append(specs, family...)
	}
	attachWorked(specs)
	attachCode(specs)
	attachIterations(specs)
	return link(specs)
}
