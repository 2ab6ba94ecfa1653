package server

import (
	"bufio"
	"fmt"
	"io"
	"net/http"

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
}

// Catalogue returns the entries of reg in catalogue order.
func Catalogue(reg *equations.Registry) []Entry {
	specs := reg.All()
	entries := make([]Entry, len(specs))
	for i, s := range specs {
		entries[i] = Entry{ID: s.ID, Title: s.Title, Category: s.Category, LaTeX: s.LaTeX, Computable: s.Computable()}
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
func (a *api) equations(w http.ResponseWriter, r *http.Request) {
	if !allowMethods(w, r, http.MethodGet, http.MethodHead) {
		return
	}
	w.Header().Set("Content-Type", "application/x-ndjson")
	w.WriteHeader(http.StatusOK)
	if r.Method == http.MethodHead {
		return
	}
	if err := WriteCatalogue(w, a.reg); err != nil {
		a.logf("eqx server: %v", err) // the client has gone; nothing to answer
	}
}
