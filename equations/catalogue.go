package equations

// families are the catalogue's families, in the order the index shows
// them and in the order of the source checklist. Each lives in its own
// file.
var families = []func() []*Spec{
	activations,
	losses,
	divergences,
	information,
	decisionTrees,
	metrics,
	distances,
	statistics,
	probability,
	distributions,
	linearAlgebra,
	algebra,
	regression,
	classification,
	optimization,
	neuralNetworks,
	kernelsSVM,
	nlp,
	convolution,
	attention,
	generative,
	dimensionalityReduction,
}

// all returns the catalogue's specs in catalogue order.
func all() []*Spec {
	var specs []*Spec
	for i := range families {
		specs = append(specs, family(i)...)
	}
	return specs
}

// family returns the specs of families[i], complete: with their worked
// examples, snippets and update rules, and their relations to other
// families. A spec is the same built with its family alone or with the
// whole catalogue.
func family(i int) []*Spec {
	specs := families[i]()
	attachWorked(specs)
	attachCode(specs)
	attachIterations(specs)
	return link(specs)
}
