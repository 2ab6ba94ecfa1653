package equations

import "fmt"

// A View declares the figures an equation page draws beside its result: one
// type per kind of figure (this file and views.go), each with only the
// fields that kind reads, and two combinators, Stack (figures one below the
// other) and Switch (one view for an option of a choice input, another for
// the rest). Each names the inputs it reads, and checks itself against the
// spec (Spec.Check): an input it names must exist and be of the kind it
// needs. Package internal/chart draws them, as Observable Plot draws marks
// from channels.
//
// The set of views is closed: only the types of this package are views.
type View interface {
	check(s *Spec) error
}

// Stack draws its views one below the other. The first may be any view; a
// curve is drawn only first, where a slider sweeps it (a metric's curve
// over a count, then its confusion matrix).
type Stack []View

func (v Stack) check(s *Spec) error {
	if len(v) == 0 {
		return fmt.Errorf("%s: an empty stack of views", s.ID)
	}
	for i, w := range v {
		if _, ok := w.(*Curve); ok && i > 0 {
			return fmt.Errorf("%s: a curve is drawn only as the first view of a stack", s.ID)
		}
		if _, ok := w.(Stack); ok {
			return fmt.Errorf("%s: a stack within a stack: list its views in one", s.ID)
		}
		if err := w.check(s); err != nil {
			return err
		}
	}
	return nil
}

// Switch draws Then while the Choice input Choice is Option, and Else
// otherwise: a page whose form writes the same network two ways (S2's Θ,
// S3's W and b) draws each from its own inputs. Neither is a curve, whose
// samples the page keeps between moves of one input.
type Switch struct {
	Choice, Option string
	Then, Else     View
}

func (v *Switch) check(s *Spec) error {
	c := s.Param(v.Choice)
	if c == nil || c.Kind != Choice || !contains(c.Options, v.Option) {
		return fmt.Errorf("%s: a switch of views on %q = %q, which is not a choice input and one of its options", s.ID, v.Choice, v.Option)
	}
	for _, w := range []View{v.Then, v.Else} {
		if _, ok := w.(*Curve); ok {
			return fmt.Errorf("%s: a switch of views cannot hold a curve", s.ID)
		}
		if w == nil {
			return fmt.Errorf("%s: a switch of views without a view for one side", s.ID)
		}
		if err := w.check(s); err != nil {
			return err
		}
	}
	return nil
}

// Resolve returns the view drawn for inputs in: a Switch resolved by its
// choice, and within a Stack each of its views; nil stays nil.
func Resolve(v View, in Inputs) View {
	switch w := v.(type) {
	case *Switch:
		if in.Choice(w.Choice) == w.Option {
			return Resolve(w.Then, in)
		}
		return Resolve(w.Else, in)
	case Stack:
		out := make(Stack, len(w))
		for i, x := range w {
			out[i] = Resolve(x, in)
		}
		return out
	}
	return v
}

// Views lists the views drawn one below the other: a Stack's views, or v
// alone; none for nil.
func Views(v View) []View {
	switch w := v.(type) {
	case nil:
		return nil
	case Stack:
		return w
	}
	return []View{v}
}

// FirstCurve returns the curve drawn first, if the first view is one: its
// samples depend on the inputs but its swept one, so a page keeps them
// while a slider moves that input.
func FirstCurve(v View) (*Curve, bool) {
	views := Views(v)
	if len(views) == 0 {
		return nil, false
	}
	c, ok := views[0].(*Curve)
	return c, ok
}

// Handles returns the points of the inputs that the first figure of v draws
// where they are in the plane, for the page to let them be dragged. A
// Switch has none: its first figure is not always the same.
func Handles(v View) []Handle {
	views := Views(v)
	if len(views) == 0 {
		return nil
	}
	switch w := views[0].(type) {
	case *Regions:
		return w.Drag
	case *Scatter:
		return w.Drag
	case *Projection:
		return w.Drag
	}
	return nil
}

// Handle is a set of points of the inputs, drawn in a view's plane.
type Handle struct {
	// Of is a Vector input of two entries (one point) or a Matrix input
	// with a point per row.
	Of string
	// XCol is the column of a Matrix that holds x; y is the next column,
	// or with YOf the entries of another input (regression data: rows
	// [1, x] of a design matrix, and y).
	XCol int
	YOf  string
	// Label is a Vector input holding each row's class: the point takes
	// it with it when added or removed, and a click changes it.
	Label string
	// Class names the class of every row of Of when the classes are kept
	// in separate inputs (LDA's class_0, class_1).
	Class string
}

func (h Handle) check(s *Spec) error {
	for _, name := range []string{h.Of, h.YOf, h.Label} {
		if name != "" && s.Param(name) == nil {
			return fmt.Errorf("%s: a draggable point of %q, which is not an input", s.ID, name)
		}
	}
	if p := s.Param(h.Of); p == nil || (p.Kind != Vector && p.Kind != Matrix) {
		return fmt.Errorf("%s: draggable points of %q, which is not a vector or matrix input", s.ID, h.Of)
	}
	return nil
}

// checkHandles checks the draggable points of a view.
func checkHandles(s *Spec, hs []Handle) error {
	for _, h := range hs {
		if err := h.check(s); err != nil {
			return err
		}
	}
	return nil
}

// Overlay is a further function drawn on a Curve or a Graph: F(in, x) with
// the swept input at x and the others as in. It returns false where
// undefined.
type Overlay struct {
	Label  string
	Dashed bool
	F      func(in Inputs, x float64) (float64, bool)
}

// Series is a computed vector drawn beside inputs (PairedBars, Bars) or as
// the model's ŷ of a Scatter's residuals.
type Series struct {
	Label string
	F     func(in Inputs) []float64
}

// inputsOf reports an error unless every name is an input of s (empty
// names are skipped), what saying which field of which view names it.
func inputsOf(s *Spec, what string, names ...string) error {
	for _, name := range names {
		if name != "" && s.Param(name) == nil {
			return fmt.Errorf("%s: %s %q is not an input", s.ID, what, name)
		}
	}
	return nil
}

func contains(list []string, v string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// dragging returns a copy of v (of its first view, for a stack) whose
// points of handles h can be dragged, for a view shared by several
// equations. Only the views drawn in a plane have points to drag.
func dragging(v View, h ...Handle) View {
	switch w := v.(type) {
	case Stack:
		out := append(Stack(nil), w...)
		out[0] = dragging(out[0], h...)
		return out
	case *Scatter:
		c := *w
		c.Drag = h
		return &c
	case *Regions:
		c := *w
		c.Drag = h
		return &c
	case *Projection:
		c := *w
		c.Drag = h
		return &c
	}
	panic(fmt.Sprintf("equations: a %T has no points to drag", v))
}
