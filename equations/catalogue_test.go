package equations_test

import (
	"encoding/json"
	"math"
	"regexp"
	"sort"
	"testing"

	"eqx/equations"
)

// slug is the shape of an equation id: the URL path segment /eq/{id}.
var slug = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// catalogue returns equations.Catalogue(), failing the test instead of
// the whole test binary when a spec declaration makes it panic.
func catalogue(tb testing.TB) (reg *equations.Registry) {
	tb.Helper()
	defer func() {
		if r := recover(); r != nil {
			tb.Fatalf("Catalogue panicked: %v", r)
		}
	}()
	return equations.Catalogue()
}

func TestCatalogueBuilds(t *testing.T) {
	reg := catalogue(t)
	if len(reg.All()) == 0 {
		t.Fatal("the catalogue is empty")
	}
	// The registry the package builds must also be one NewRegistry
	// accepts from the same specs.
	if _, err := equations.NewRegistry(reg.All()...); err != nil {
		t.Fatalf("NewRegistry(Catalogue().All()...): %v", err)
	}
}

func TestCatalogueSpecsCheck(t *testing.T) {
	for _, s := range catalogue(t).All() {
		if err := s.Check(); err != nil {
			t.Errorf("%s: Check: %v", s.ID, err)
		}
	}
}

func TestCatalogueIDs(t *testing.T) {
	reg := catalogue(t)
	all := reg.All()
	seen := map[string]bool{}
	for _, s := range all {
		if !slug.MatchString(s.ID) {
			t.Errorf("id %q is not a lowercase slug", s.ID)
		}
		if seen[s.ID] {
			t.Errorf("id %q appears twice", s.ID)
		}
		seen[s.ID] = true
		if got, ok := reg.Lookup(s.ID); !ok || got != s {
			t.Errorf("Lookup(%q) = %v, %t; want the spec", s.ID, got, ok)
		}
	}
	ids := reg.IDs()
	if len(ids) != len(all) || !sort.StringsAreSorted(ids) {
		t.Errorf("IDs() = %v: want the %d ids, sorted", ids, len(all))
	}
	for _, id := range ids {
		if !seen[id] {
			t.Errorf("IDs() lists %q, which All() does not have", id)
		}
	}
	if _, ok := reg.Lookup("no-such-equation"); ok {
		t.Error(`Lookup("no-such-equation") found a spec`)
	}
	// All returns a copy.
	all[0] = nil
	if reg.All()[0] == nil {
		t.Error("All() shares its slice with the registry")
	}
}

func TestCatalogueRelated(t *testing.T) {
	reg := catalogue(t)
	for _, s := range reg.All() {
		seen := map[string]bool{}
		for _, rel := range s.Related {
			if _, ok := reg.Lookup(rel); !ok {
				t.Errorf("%s: related id %q does not exist", s.ID, rel)
			}
			if rel == s.ID {
				t.Errorf("%s: relates to itself", s.ID)
			}
			if seen[rel] {
				t.Errorf("%s: related id %q is listed twice", s.ID, rel)
			}
			seen[rel] = true
		}
	}
}

func TestCatalogueCategories(t *testing.T) {
	reg := catalogue(t)
	cats := reg.Categories()
	if len(cats) == 0 {
		t.Fatal("no categories")
	}
	// Categories are listed once each, and every spec's category is
	// listed.
	seen := map[string]bool{}
	for _, c := range cats {
		if c == "" || seen[c] {
			t.Errorf("category %q is empty or listed twice", c)
		}
		seen[c] = true
	}
	for _, s := range reg.All() {
		if !seen[s.Category] {
			t.Errorf("%s: category %q is not in Categories()", s.ID, s.Category)
		}
	}
}

func TestCatalogueSources(t *testing.T) {
	for _, s := range catalogue(t).All() {
		if len(s.Sources) == 0 {
			t.Errorf("%s: no sources", s.ID)
		}
		for _, src := range s.Sources {
			// A source is a seed, or a paper alone for an equation beyond
			// the seeds (TestChecklist).
			if equations.SeedTitle(src.Seed) == src.Seed && !(src.Seed == "" && src.Paper != "") {
				t.Errorf("%s: source %q is not one of the seeds", s.ID, src.Seed)
			}
		}
		for _, e := range s.Errata {
			if equations.SeedTitle(e.Source) == e.Source {
				t.Errorf("%s: erratum source %q is not one of the seeds", s.ID, e.Source)
			}
			if e.Wrote == "" || e.Correct == "" || e.Why == "" {
				t.Errorf("%s: erratum %+v is incomplete", s.ID, e)
			}
		}
	}
}

func TestCatalogueDefaultsEvaluate(t *testing.T) {
	for _, s := range catalogue(t).All() {
		if !s.Computable() {
			if _, err := s.Evaluate(s.Defaults()); err == nil {
				t.Errorf("%s: a concept page evaluated without error", s.ID)
			}
			continue
		}
		if err := s.Validate(s.Defaults()); err != nil {
			t.Errorf("%s: defaults do not validate: %v", s.ID, err)
			continue
		}
		out, err := s.Evaluate(s.Defaults())
		if err != nil {
			t.Errorf("%s: Evaluate(defaults): %v", s.ID, err)
			continue
		}
		if !outputTypeOK(out) {
			t.Errorf("%s: Evaluate(defaults) returned a %T, which is not an output type", s.ID, out)
			continue
		}
		if !allFinite(out) {
			t.Errorf("%s: Evaluate(defaults) = %v is not finite", s.ID, out)
		}
		b, err := equations.MarshalValue(out)
		if err != nil || !json.Valid(b) {
			t.Errorf("%s: MarshalValue(%v) = %s, %v", s.ID, out, b, err)
		}
	}
}

func TestCatalogueDefaultsRequest(t *testing.T) {
	// The defaults, sent as a JSON request, give the same output as
	// evaluating them directly: the codec is lossless for them.
	reg := catalogue(t)
	for _, s := range reg.All() {
		if !s.Computable() {
			continue
		}
		line := defaultsRequest(t, s)
		resp, failure := reg.Do(line)
		if failure != equations.OK {
			t.Errorf("%s: Do(%s) failed (%d): %s", s.ID, line, failure, resp.Error)
			continue
		}
		out, _ := s.Evaluate(s.Defaults())
		want, _ := equations.MarshalValue(out)
		if string(resp.Output) != string(want) {
			t.Errorf("%s: Do(%s) = %s, Evaluate(defaults) = %s", s.ID, line, resp.Output, want)
		}
		if resp.ID != s.ID {
			t.Errorf("%s: response id %q", s.ID, resp.ID)
		}
	}
}

// defaultsRequest encodes s's defaults as a request line.
func defaultsRequest(t testing.TB, s *equations.Spec) []byte {
	inputs := map[string]json.RawMessage{}
	for name, v := range s.Defaults() {
		b, err := equations.MarshalValue(v)
		if err != nil {
			t.Fatalf("%s: MarshalValue(default %s = %v): %v", s.ID, name, v, err)
		}
		inputs[name] = b
	}
	line, err := json.Marshal(equations.Request{ID: s.ID, Inputs: inputs})
	if err != nil {
		t.Fatal(err)
	}
	return line
}

// outputTypeOK reports whether v has one of the types an Eval may return
// (see Spec.Eval).
func outputTypeOK(v any) bool {
	switch x := v.(type) {
	case float64, int, bool, []float64, [][]float64:
		return true
	case map[string]any:
		for _, e := range x {
			if !outputTypeOK(e) {
				return false
			}
		}
		return true
	}
	return false
}

// allFinite reports whether every number in v is finite.
func allFinite(v any) bool {
	switch x := v.(type) {
	case float64:
		return !math.IsInf(x, 0) && !math.IsNaN(x)
	case []float64:
		for _, e := range x {
			if !allFinite(e) {
				return false
			}
		}
	case [][]float64:
		for _, row := range x {
			if !allFinite(row) {
				return false
			}
		}
	case map[string]any:
		for _, e := range x {
			if !allFinite(e) {
				return false
			}
		}
	}
	return true
}

// TestCatalogueEveryComputableHasAPlot: no page that computes says "No plot
// for this equation".
func TestCatalogueEveryComputableHasAPlot(t *testing.T) {
	for _, s := range equations.Catalogue().All() {
		if s.Computable() && s.View == nil {
			t.Errorf("%s: computes but has no plot", s.ID)
		}
	}
}
