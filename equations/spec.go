// Package equations is the catalogue of eqx: one declarative Spec per
// equation (its id, LaTeX, explanation, sources, parameters, evaluation and
// plot), a Registry to look them up, and the JSON codec shared by the CLI,
// the HTTP API and the UI.
//
// Data flows one way: a Spec's Params describe the controls; the codec turns
// what a user or a client sent into typed Inputs (or a clear error naming
// the input); Eval computes the Output with the kernels of package compute.
package equations

// Spec describes one equation of the catalogue.
type Spec struct {
	ID       string // URL slug and the id used by eval and the API
	Title    string
	Category string
	// LaTeX is the corrected formula, typeset by KaTeX in display mode.
	LaTeX string
	// Typeset, for an equation whose formula is an input (the custom
	// page), is the formula for the inputs; LaTeX is then that of the
	// defaults. Optional.
	Typeset func(in Inputs) string
	// Explanation says, in two to four sentences, what the equation is,
	// when it is used and one intuition.
	Explanation string
	Sources     []Source
	Errata      []Erratum
	// Related lists the ids of equations worth seeing next.
	Related []string
	// Params are the inputs, in the order the page shows them. A concept
	// page (Eval == nil) has none.
	Params []Param
	// Eval computes the output from decoded, validated inputs. The output
	// is a float64, an int, a bool, a []float64, a [][]float64, or a
	// map[string]any of those.
	Eval func(Inputs) (any, error)
	// Output names what Eval returns, e.g. "σ(z)"; it labels the result
	// and the plot's value axis.
	Output string
	View   View
	// Worked writes the equation again with the values of in substituted
	// and the result out, as display LaTeX lines: step by step where the
	// formula has steps (softmax: the exponentials, their sum, each
	// ratio). It is called only when Eval succeeded. Optional.
	Worked func(in Inputs, out any) []string
	// Code gives the computation as NumPy and Go snippets for the valid
	// inputs in (a choice among forms may change it); see Program.
	// Optional.
	Code func(in Inputs) Snippet
	// Iterate, for an update rule, says how to repeat it (Step, Play and
	// Reset on its page). Optional.
	Iterate *Iteration
	// Numerics, where the formula as printed fails in floating point,
	// compares it with eqx's form (the "textbook vs stable" panel).
	// Optional.
	Numerics *Numerics
	// Inner lists the equations used inside this one, each use shown
	// with its intermediate value and a link to it. Optional.
	Inner []Inner
	// Guess is what a student guesses of the output in the page's
	// "predict, then reveal" mode, where the output's shape does not say
	// it alone (guess.go). Optional.
	Guess *Guess
}

// Formula is the formula typeset for the inputs in: Typeset's, or LaTeX.
func (s *Spec) Formula(in Inputs) string {
	if s.Typeset != nil {
		if t := s.Typeset(in); t != "" {
			return t
		}
	}
	return s.LaTeX
}

// Computable reports whether the equation has a numeric evaluation.
func (s *Spec) Computable() bool { return s.Eval != nil }

// Param returns the parameter with the given name, or nil.
func (s *Spec) Param(name string) *Param {
	for i := range s.Params {
		if s.Params[i].Name == name {
			return &s.Params[i]
		}
	}
	return nil
}

// Source is where an equation comes from: one of the seed documents and,
// where the seed names one, the paper behind it.
type Source struct {
	Seed  string // a file name of the seeds, e.g. "000_55388cb02e8b32eb.txt"
	Paper string // optional citation
}

// Erratum records a formula or value that a source prints wrongly.
type Erratum struct {
	Source  string // the seed file name
	Wrote   string // what the source prints
	Correct string // what is right
	Why     string // why the printed form is wrong
}
