package expr

import "fmt"

// SyntaxError is the error Parse returns: what is wrong (Msg) and where
// (Pos, the 1-based column of the offending character, counted in
// characters — runes — not bytes, so that the page can point at it in the
// text the student typed).
type SyntaxError struct {
	Pos int
	Msg string
}

func (e *SyntaxError) Error() string { return fmt.Sprintf("%s at %d", e.Msg, e.Pos) }

// errorf returns a *SyntaxError at pos.
func errorf(pos int, format string, args ...any) *SyntaxError {
	return &SyntaxError{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}
