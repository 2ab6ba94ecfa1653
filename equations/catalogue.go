package equations

// all returns the catalogue's specs in the order the index shows them:
// family by family.
func all() []*Spec {
	var specs []*Spec
	for _, family := range [][]*Spec{
		activations(),
		losses(),
		divergences(),
		information(),
		metrics(),
		distances(),
		distributions(),
	} {
		specs = append(specs, family...)
	}
	return specs
}
