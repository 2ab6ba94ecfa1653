package equations

import "fmt"

// Columns checks that names can be read as columns of a table for s: each
// a vector input of s (a list of numbers), none twice.
func (s *Spec) Columns(names []string) error {
	if len(names) == 0 {
		return fmt.Errorf("%s: no column named; name the vector inputs the table's columns hold", s.ID)
	}
	seen := make(map[string]bool, len(names))
	for _, name := range names {
		p := s.Param(name)
		switch {
		case p == nil:
			return inputErrorf(name, "unknown input; %s takes %s", s.ID, s.paramList())
		case p.Kind != Vector && p.Kind != Probability && p.Kind != Numbers && p.Kind != Members:
			return inputErrorf(name, "is %s, not a list of numbers a table column can hold", p.describe())
		case seen[name]:
			return inputErrorf(name, "named as two columns")
		}
		seen[name] = true
	}
	return nil
}

// ColumnCheck is the domain check of value v of column col of a table
// whose columns are the inputs names: the check the validation applies to
// an entry of that input (a probability vector's entries are in [0, 1]).
// Its error names the input and the value. names must pass Columns.
func (s *Spec) ColumnCheck(names []string) func(col int, v float64) error {
	params := make([]*Param, len(names))
	for i, name := range names {
		params[i] = s.Param(name)
	}
	return func(col int, v float64) error {
		d := params[col].Domain
		if params[col].Kind == Probability {
			d = Unit
		}
		if !d.Contains(v) {
			return fmt.Errorf("%s = %s is not in %s", params[col].Name, FormatNumber(v), d)
		}
		return nil
	}
}
