package api

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"eqx/equations"
)

// Entry is one equation of the catalogue as `eqx list` and
// GET /api/v1/equations describe it: enough to pick an id and show a
// formula, without the page's full explanation.
type Entry struct {
	ID         string `json:"id"`
	Title      string `json:"title"`
	Category   string `json:"category"`
	LaTeX      string `json:"latex"`
	Computable bool   `json:"computable"`
	// Inputs are what eval, batch, sweep and the pages' links take.
	Inputs []Input `json:"inputs"`
}

// Input is one input of an equation: its name (the key in JSON and in a
// page's link), its kind ("real", "vector", ...), what it is, its
// default, and whether a request may leave it out.
type Input struct {
	Name     string          `json:"name"`
	Kind     string          `json:"kind"`
	Doc      string          `json:"doc,omitempty"`
	Default  json.RawMessage `json:"default,omitempty"`
	Optional bool            `json:"optional,omitempty"`
}

// Catalogue returns the entries of reg in catalogue order.
func Catalogue(reg *equations.Registry) []Entry {
	specs := reg.All()
	entries := make([]Entry, len(specs))
	for i, s := range specs {
		entries[i] = Entry{ID: s.ID, Title: s.Title, Category: s.Category, LaTeX: s.LaTeX, Computable: s.Computable(), Inputs: []Input{}}
		for _, p := range s.Params {
			in := Input{Name: p.Name, Kind: p.Kind.String(), Doc: p.Doc, Optional: p.Optional}
			if p.Default != nil {
				in.Default, _ = equations.MarshalValue(p.Default) // a spec's default always encodes (equations' tests)
			}
			entries[i].Inputs = append(entries[i].Inputs, in)
		}
	}
	return entries
}

// WriteCatalogue writes the entries of reg to w as JSON lines, one object
// per line, in catalogue order.
func WriteCatalogue(w io.Writer, reg *equations.Registry) error {
	bw := bufio.NewWriter(w)
	for _, e := range Catalogue(reg) {
		if err := encodeLine(bw, e); err != nil {
			return fmt.Errorf("writing the catalogue entry %s: %w", e.ID, err)
		}
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("writing the catalogue: %w", err)
	}
	return nil
}

// equations answers GET /api/v1/equations.
func (a *api) equations(w ResponseWriter, r *Request) {
	if !allowMethods(w, r, MethodGet, MethodHead) {
		return
	}
	w.Header().Set("Content-Type", "application/x-ndjson")
	w.WriteHeader(StatusOK)
	if r.Method == MethodHead {
		return
	}
	if err := WriteCatalogue(w, a.reg); err != nil {
		a.logf("eqx server: %v", err) // the client has gone; nothing to answer
	}
}
