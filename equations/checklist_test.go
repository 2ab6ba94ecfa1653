package equations_test

import (
	"encoding/csv"
	"os"
	"regexp"
	"testing"

	"eqx/equations"
)

// TestChecklist holds the catalogue to the source checklist (a copy of the
// shared equations.tsv): every row is an equation with the same id and
// category, computable when the row says so (a row marked "no" may have
// become computable with parameters), and every row whose
// notes record a wrong formula or value in a source (FIX, WRONG) has an
// erratum on its page. An equation of the catalogue beyond the checklist
// (one added since, such as SiLU) cites no seed: its sources are papers.
func TestChecklist(t *testing.T) {
	f, err := os.Open("testdata/equations.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.Comma = '\t'
	r.LazyQuotes = true
	rows, err := r.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	head := map[string]int{}
	for i, name := range rows[0] {
		head[name] = i
	}
	reg := equations.Catalogue()
	fix := regexp.MustCompile(`FIX|WRONG`)
	seen := map[string]bool{}
	for _, row := range rows[1:] {
		id := row[head["id"]]
		seen[id] = true
		s, ok := reg.Lookup(id)
		if !ok {
			t.Errorf("%s: in the checklist but not in the catalogue", id)
			continue
		}
		if got, want := s.Category, row[head["category"]]; got != want {
			t.Errorf("%s: category %q, checklist says %q", id, got, want)
		}
		// A "yes" row must be computable. A "no" row may have become
		// computable (a concept page given inputs, such as the score of
		// mle-stationarity), but only with parameters to compute from.
		if yes := row[head["computable"]] == "yes"; yes && !s.Computable() {
			t.Errorf("%s: not computable, checklist says it is", id)
		} else if !yes && s.Computable() && len(s.Params) == 0 {
			t.Errorf("%s: computable without parameters, and the checklist says it is not", id)
		}
		if fix.MatchString(row[head["notes"]]) && len(s.Errata) == 0 {
			t.Errorf("%s: the checklist records a source error but the page has no erratum", id)
		}
	}
	for _, s := range reg.All() {
		if seen[s.ID] {
			continue
		}
		if len(s.Sources) == 0 {
			t.Errorf("%s: beyond the checklist, and no source: name the paper it comes from", s.ID)
		}
		for _, src := range s.Sources {
			if src.Seed != "" || src.Paper == "" {
				t.Errorf("%s: beyond the checklist, so its sources are papers, not the seed %q", s.ID, src.Seed)
			}
		}
	}
}
