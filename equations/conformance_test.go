package equations_test

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"eqx/equations"
	"eqx/internal/conform"
)

// vector is one line of testdata/vectors.jsonl, the public conformance
// vectors (a copy of shared/vectors.jsonl: tests never read outside the
// module), or of testdata/edges.jsonl, eqx's own vectors in the same
// format: inputs at the edges of the domains where eqx was once wrong or
// refused what it should take, each with the independent source of its
// expected value.
type vector = conform.Vector

// The files of vectors: the public ones, then eqx's own.
const (
	publicVectors = "vectors.jsonl"
	edgeVectors   = "edges.jsonl"
)

// readVectors reads the vectors of testdata/name.
func readVectors(t *testing.T, name string) []vector {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	vs, err := conform.Parse(f)
	if err != nil {
		t.Fatalf("testdata/%s: %v", name, err)
	}
	if len(vs) == 0 {
		t.Fatalf("no vectors in testdata/%s", name)
	}
	return vs
}

// TestConformance evaluates every public vector whose equation is
// implemented, through the same JSON path as the CLI and the API, and
// compares the output with the expected value within the vector's
// tolerance. Vectors of equations not yet in the catalogue are counted, not
// failed.
func TestConformance(t *testing.T) {
	testVectors(t, publicVectors, "conformance")
}

// TestEdges evaluates eqx's own vectors (testdata/edges.jsonl) as
// TestConformance does the public ones.
func TestEdges(t *testing.T) {
	testVectors(t, edgeVectors, "edges")
}

func testVectors(t *testing.T, file, what string) {
	reg := equations.Catalogue()
	vectors := readVectors(t, file)
	ran, implemented := 0, map[string]bool{}
	var missing []string
	seenMissing := map[string]bool{}
	for i, v := range vectors {
		if _, ok := reg.Lookup(v.ID); !ok {
			if !seenMissing[v.ID] {
				seenMissing[v.ID] = true
				missing = append(missing, v.ID)
			}
			continue
		}
		ran++
		implemented[v.ID] = true
		t.Run(fmt.Sprintf("%s/%d", v.ID, i+1), func(t *testing.T) {
			r := conform.Check(v, reg.Answer)
			if r.Err != nil {
				t.Fatalf("%s %s: %v", v.ID, v.Inputs, r.Err)
			}
			for _, d := range r.Diffs {
				t.Errorf("%s %s (%s case; %s): %s", v.ID, v.Inputs, v.Case, v.Source, d)
			}
		})
	}
	sort.Strings(missing)
	t.Logf("not implemented yet (%d ids): %s", len(missing), strings.Join(missing, ", "))
	status := "all passed"
	if t.Failed() {
		status = "SOME FAILED"
	}
	line := fmt.Sprintf("%s: %d of %d vectors run (%d ids implemented), %s", what, ran, len(vectors), len(implemented), status)
	t.Log(line)
	// Printed as well, so that the count shows in plain `go test` output.
	fmt.Println(line)
}
