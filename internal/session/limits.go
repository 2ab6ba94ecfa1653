package session

import (
	"fmt"

	"eqx/equations"
)

// Limits are the least and most rows and columns of a matrix its editor
// offers: the grid's buttons, a paste and a picture's size stay within
// them. A request to the API is not held to them.
type Limits struct {
	MinRows, MaxRows, MinCols, MaxCols int
}

// The most rows or columns the editor offers for a matrix, and for a
// picture (equations.Picture: a 16 × 16 image).
const (
	MaxMatrixSide = 12
	MaxImageSide  = 16
)

// MatrixLimits are the limits of the matrix par: MinLen rows and MinCols
// columns at least (1 if unset), MaxLen rows at most, and no more than
// MaxMatrixSide (MaxImageSide for a picture) either way.
func MatrixLimits(par *equations.Param) Limits {
	side := MaxMatrixSide
	if _, ok := par.Editor.(equations.Picture); ok {
		side = MaxImageSide
	}
	rows := side
	if par.MaxLen > 0 {
		rows = min(par.MaxLen, side)
	}
	return Limits{MinRows: max(par.MinLen, 1), MaxRows: rows, MinCols: max(par.MinCols, 1), MaxCols: side}
}

// Problem says why a matrix name of rows × cols is not within l (the
// good rows of a paste), or is "".
func (l Limits) Problem(name string, rows, cols int) string {
	switch {
	case rows < l.MinRows:
		return fmt.Sprintf("%s needs at least %d rows; the good rows are %d", name, l.MinRows, rows)
	case rows > l.MaxRows:
		return fmt.Sprintf("%s takes at most %d rows; the good rows are %d", name, l.MaxRows, rows)
	case cols < l.MinCols:
		return fmt.Sprintf("%s needs at least %d columns; the good rows have %d", name, l.MinCols, cols)
	case cols > l.MaxCols:
		return fmt.Sprintf("%s takes at most %d columns; the good rows have %d", name, l.MaxCols, cols)
	}
	return ""
}
