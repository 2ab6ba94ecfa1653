package compute

import (
	"errors"
	"strings"
	"testing"
)

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
