package compute

import (
	"errors"
	"math"
	"strings"
	"testing"
)

// closeMixed reports whether got is within tol of want, relative for
// |want| > 1 and absolute below; infinities must match exactly.
func closeMixed(got, want, tol float64) bool {
	if math.IsInf(want, 0) || math.IsInf(got, 0) {
		return got == want
	}
	return math.Abs(got-want) <= tol*math.Max(1, math.Abs(want))
}

// wantErr checks that err is non-nil, mentions msg, and wraps target when
// target is not nil.
func wantErr(t *testing.T, call string, err error, msg string, target error) {
	t.Helper()
	switch {
	case err == nil:
		t.Errorf("%s: no error, want one mentioning %q", call, msg)
	case !strings.Contains(err.Error(), msg):
		t.Errorf("%s: error %q does not mention %q", call, err, msg)
	case target != nil && !errors.Is(err, target):
		t.Errorf("%s: error %q does not wrap %v", call, err, target)
	}
}
