package equations

// families are the catalogue's families (family.go), in the order the
// index shows them and in the order of the source checklist.
var families = []family{
	activationsFamily{},
	lossesFamily{},
	divergencesFamily{},
	informationFamily{},
	decisionTreesFamily{},
	metricsFamily{},
	distancesFamily{},
	statisticsFamily{},
	probabilityFamily{},
	distributionsFamily{},
	linearAlgebraFamily{},
	algebraFamily{},
	regressionFamily{},
	classificationFamily{},
	optimizationFamily{},
	neuralNetworksFamily{},
	kernelsSVMFamily{},
	nlpFamily{},
	convolutionFamily{},
	attentionFamily{},
	generativeFamily{},
	dimensionalityReductionFamily{},
}

// all returns the catalogue's specs in catalogue order.
func all() []*Spec {
	var specs []*Spec
	for _, f := range families {
		specs = append(specs, build(f)...)
	}
	return specs
}
