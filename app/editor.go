package app

import "eqx/equations"

// isEditor reports whether par is edited by an editor of type E
// (equations.Editor).
func isEditor[E equations.Editor](par *equations.Param) bool {
	_, ok := par.Editor.(E)
	return ok
}
