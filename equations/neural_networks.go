package equations

func neuralNetworks() []*Spec { return nil }
