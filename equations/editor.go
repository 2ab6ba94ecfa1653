package equations

import "fmt"

// An Editor is how the page edits an input beyond the control of its kind,
// so that it stays valid while a person edits it, or reads the way it is
// thought of. The zero Param.Editor (nil) is the kind's own control. Each
// editor is for inputs of some kinds, and checks that (Spec.Check).
//
// The set of editors is closed: only the types of this file are editors.
type Editor interface {
	check(s *Spec, p *Param) error
}

// Covariance edits a Matrix as a covariance: a cell edit is mirrored to its
// transpose, and a 2×2 matrix is also offered as the standard deviations
// σ₁, σ₂ and the correlation ρ, Σ = [σ₁², ρσ₁σ₂; ρσ₁σ₂, σ₂²].
type Covariance struct{}

func (Covariance) check(s *Spec, p *Param) error { return editorKinds(s, p, "Covariance", Matrix) }

// JointTable edits a Matrix that sums to what it sums to (a joint
// probability table, or one slice of it): a cell edit rescales the others.
type JointTable struct{}

func (JointTable) check(s *Spec, p *Param) error { return editorKinds(s, p, "JointTable", Matrix) }

// SetMembers edits a Vector or Members input as the members of a set: a new
// entry is a new value, not a copy of the last.
type SetMembers struct{}

func (SetMembers) check(s *Spec, p *Param) error {
	return editorKinds(s, p, "SetMembers", Vector, Members)
}

// BitString shows an Object input that is a list of 0s and 1s as bits to
// click, marking the positions where it differs from the spec's other
// BitString input.
type BitString struct{}

func (BitString) check(s *Spec, p *Param) error { return editorKinds(s, p, "BitString", Object) }

// RankedLists shows an Object input that is a list of ranked lists
// {"y": labels, "s": scores} as a relevance toggle and a score slider per
// item.
type RankedLists struct{}

func (RankedLists) check(s *Spec, p *Param) error { return editorKinds(s, p, "RankedLists", Object) }

// Picture shows a Matrix as a greyscale picture to paint, its cells shaded
// from white at Min to black at Max (ink on paper, as the heat maps shade
// larger values darker), with presets of its size.
type Picture struct{}

func (Picture) check(s *Spec, p *Param) error { return editorKinds(s, p, "Picture", Matrix) }

// FreeText shows a Strings input that is a corpus or a sentence as free
// text, split into lower-cased word tokens as it is typed.
type FreeText struct{}

func (FreeText) check(s *Spec, p *Param) error { return editorKinds(s, p, "FreeText", Strings) }

// WordOf edits an input that depends on the distinct words of the Strings
// input Vocab: a word (an Object holding a JSON string) is picked from
// them, and a count (an Integer: a vocabulary size) is shown their number.
type WordOf struct{ Vocab string }

func (w WordOf) check(s *Spec, p *Param) error {
	if q := s.Param(w.Vocab); q == nil || q.Kind != Strings {
		return fmt.Errorf("%s: parameter %s: WordOf names %q, which is not a Strings input", s.ID, p.Name, w.Vocab)
	}
	return editorKinds(s, p, "WordOf", Object, Integer)
}

// MatrixList edits an Object input that is a list of matrices of one
// shape, such as the per-head projections W_i^Q of multi-head attention,
// each named Item ("head": head 1, head 2, …). The value must be such a
// list (Validate says which matrix or row is off), and the page edits it
// as the grid of a Matrix, one matrix at a time, with a selector of the
// matrix, buttons for their number and shape, and the JSON text under a
// disclosure. The inputs of a spec with the same Item are indexed alike
// (head i of W_Q, W_K and W_V): the page shows the same one of each and
// adds or removes one in each together.
type MatrixList struct{ Item string }

func (m MatrixList) check(s *Spec, p *Param) error {
	if m.Item == "" {
		return fmt.Errorf("%s: parameter %s: a MatrixList names its items", s.ID, p.Name)
	}
	return editorKinds(s, p, "MatrixList", Object)
}

// editorKinds reports an error unless p is of one of kinds.
func editorKinds(s *Spec, p *Param, editor string, kinds ...Kind) error {
	for _, k := range kinds {
		if p.Kind == k {
			return nil
		}
	}
	return fmt.Errorf("%s: parameter %s: %s edits inputs of kind %v, not %v", s.ID, p.Name, editor, kinds, p.Kind)
}

// Items returns the name of the matrices of a MatrixList input ("head"),
// or "" for any other.
func (p *Param) Items() string {
	if m, ok := p.Editor.(MatrixList); ok {
		return m.Item
	}
	return ""
}

// Vocab returns the Strings input whose words a WordOf input depends on,
// or "".
func (p *Param) Vocab() string {
	if w, ok := p.Editor.(WordOf); ok {
		return w.Vocab
	}
	return ""
}
