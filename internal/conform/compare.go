package conform

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
)

// Tolerance is how far a numeric leaf may be from its expected value:
// |got − want| ≤ Tol, or ≤ Tol·|want| when Relative, and never less than
// Floor (for values that cancel to about 0).
type Tolerance struct {
	Tol      float64
	Relative bool
	Floor    float64
}

// Allows reports whether got is within the tolerance of want.
func (t Tolerance) Allows(got, want float64) bool {
	bound := t.Tol
	if t.Relative {
		bound = t.Tol * math.Abs(want)
	}
	return math.Abs(got-want) <= max(bound, t.Floor)
}

// String writes the tolerance as the conformance page shows it.
func (t Tolerance) String() string {
	if t.Relative {
		return fmt.Sprintf("%g relative", t.Tol)
	}
	return fmt.Sprintf("%g", t.Tol)
}

// Compare returns the differences between got and want, both decoded by
// Decode, each naming its place under path, and the largest |got − want|
// of a numeric leaf. Numbers compare within tol whether written as
// integers or not; the strings "Infinity", "-Infinity" and "NaN" match
// only themselves; an expected object's keys must all be in got, which
// may have more.
func Compare(path string, got, want any, tol Tolerance) (diffs []string, worst float64) {
	c := comparer{tol: tol}
	c.compare(path, got, want)
	return c.diffs, c.worst
}

type comparer struct {
	tol   Tolerance
	diffs []string
	worst float64
}

func (c *comparer) add(format string, args ...any) {
	c.diffs = append(c.diffs, fmt.Sprintf(format, args...))
}

func (c *comparer) compare(path string, got, want any) {
	switch w := want.(type) {
	case json.Number:
		g, ok := got.(json.Number)
		if !ok {
			c.add("%s = %s, want the number %s", path, show(got), w)
			return
		}
		gf, err1 := g.Float64()
		wf, err2 := w.Float64()
		if err1 != nil || err2 != nil {
			c.add("%s: cannot read %s or %s as float64", path, g, w)
			return
		}
		d := math.Abs(gf - wf)
		c.worst = max(c.worst, d)
		if !c.tol.Allows(gf, wf) {
			c.add("%s = %s, want %s (difference %.3g, tolerance %s)", path, g, w, d, c.tol)
		}
	case string:
		if g, ok := got.(string); !ok || g != w {
			c.add("%s = %s, want %q", path, show(got), w)
		}
	case bool:
		if g, ok := got.(bool); !ok || g != w {
			c.add("%s = %s, want %v", path, show(got), w)
		}
	case nil:
		if got != nil {
			c.add("%s = %s, want null", path, show(got))
		}
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) != len(w) {
			c.add("%s = %s, want a list of %d", path, show(got), len(w))
			return
		}
		for i := range w {
			c.compare(fmt.Sprintf("%s[%d]", path, i), g[i], w[i])
		}
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			c.add("%s = %s, want an object", path, show(got))
			return
		}
		keys := make([]string, 0, len(w))
		for k := range w {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			gv, ok := g[k]
			if !ok {
				c.add("%s has no key %q", path, k)
				continue
			}
			c.compare(path+"."+k, gv, w[k])
		}
	default:
		c.add("%s: unexpected expected value %v", path, want)
	}
}

// show writes a decoded value for a message, cut short.
func show(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	if len(b) > 200 {
		return string(b[:200]) + "…"
	}
	return string(b)
}
