package equations

import "strings"

// Carry gives the equation to the data of from that mean the same there,
// so that related equations can be shown on one dataset: each data
// parameter of to (counts, lists, distributions, matrices, words; not a
// scalar setting such as a bias or a bandwidth, nor a choice) named as one of from (letter case aside: entropy's p is
// KL's P) takes its value, read through the link codec so that it takes
// to's form (a number where to wants a one-entry list is refused, not
// bent), and the other parameters keep to's defaults. names lists what
// was carried, in to's order; none carried is not an error. err, when
// some were carried, says why to refuses them together (a length that
// does not match, a distribution where to wants counts), naming the input.
func Carry(from *Spec, in Inputs, to *Spec) (carried Inputs, names []string, err error) {
	carried = to.Defaults()
	for i := range to.Params {
		tp := &to.Params[i]
		if !carries(tp.Kind) {
			continue
		}
		fp := namesake(from, tp.Name)
		if fp == nil || !sameKind(tp.Kind, fp.Kind) {
			continue // a per-sample p is not a distribution P
		}
		v, ok := in[fp.Name]
		if !ok {
			continue
		}
		text, ok := queryValue(fp, v)
		if !ok {
			continue
		}
		cv, err := tp.fromQuery(text)
		if err != nil {
			// Same name, another kind of value (a count where a
			// probability was): not the same meaning.
			continue
		}
		carried[tp.Name] = cv
		names = append(names, tp.Name)
	}
	if len(names) == 0 {
		return nil, nil, nil
	}
	if err := to.Validate(carried); err != nil {
		return carried, names, err
	}
	if to.Eval != nil {
		if _, err := to.Evaluate(carried); err != nil {
			return carried, names, err
		}
	}
	return carried, names, nil
}

// carries reports whether a parameter of kind k is data, which related
// equations share by name, rather than a setting of one equation.
func carries(k Kind) bool { return k != Real && k != Choice && k != Bool }

// sameKind reports whether values of kinds a and b mean the same kind of
// thing: the same kind, or a list and numbers (an activation's input).
func sameKind(a, b Kind) bool {
	return a == b || a == Numbers && b == Vector || a == Vector && b == Numbers
}

// namesake is the parameter of s named name, or else the one named so but
// for letter case (p for P), or nil.
func namesake(s *Spec, name string) *Param {
	if p := s.Param(name); p != nil {
		return p
	}
	for i := range s.Params {
		if strings.EqualFold(s.Params[i].Name, name) {
			return &s.Params[i]
		}
	}
	return nil
}
