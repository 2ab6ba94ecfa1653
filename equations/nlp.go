package equations

func nlp() []*Spec { return nil }
