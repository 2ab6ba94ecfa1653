package equations

import (
	"fmt"
	"runtime/debug"
)

// Evaluate runs s.Eval on validated inputs. A panic in a kernel is turned
// into an error, so that one bad evaluation never takes down the page, the
// CLI or the server; the stack is kept in the error for a bug report.
func (s *Spec) Evaluate(in Inputs) (out any, err error) {
	if s.Eval == nil {
		return nil, fmt.Errorf("%s is a concept page: it has no numeric evaluation", s.ID)
	}
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, &InternalError{ID: s.ID, Value: r, Stack: debug.Stack()}
		}
	}()
	return s.Eval(in)
}

// InternalError is a panic caught while evaluating: a bug in eqx, not a
// problem with the inputs.
type InternalError struct {
	ID    string
	Value any
	Stack []byte
}

func (e *InternalError) Error() string {
	return fmt.Sprintf("internal error evaluating %s (a bug in eqx, please report it): %v", e.ID, e.Value)
}
