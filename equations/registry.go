package equations

import (
	"fmt"
	"sort"
)

// Registry holds the catalogue's specs by id, in catalogue order.
type Registry struct {
	specs []*Spec
	byID  map[string]*Spec
}

// NewRegistry returns a registry of the given specs. It reports an error
// for a duplicate or empty id, or a spec whose declaration is inconsistent
// (see Check).
func NewRegistry(specs ...*Spec) (*Registry, error) {
	return newRegistry(true, specs...)
}

// newRegistry is NewRegistry, with each spec's Check only if check.
func newRegistry(check bool, specs ...*Spec) (*Registry, error) {
	r := &Registry{byID: make(map[string]*Spec, len(specs))}
	for _, s := range specs {
		if s.ID == "" {
			return nil, fmt.Errorf("registry: a spec titled %q has no id", s.Title)
		}
		if _, dup := r.byID[s.ID]; dup {
			return nil, fmt.Errorf("registry: duplicate id %q", s.ID)
		}
		if check {
			if err := s.Check(); err != nil {
				return nil, fmt.Errorf("registry: %w", err)
			}
		}
		r.byID[s.ID] = s
		r.specs = append(r.specs, s)
	}
	for _, s := range r.specs {
		for _, rel := range s.Related {
			if _, ok := r.byID[rel]; !ok || rel == s.ID {
				return nil, fmt.Errorf("registry: %s: related id %q is not another equation of the catalogue", s.ID, rel)
			}
		}
	}
	return r, nil
}

// Catalogue returns the registry of every equation of eqx. It panics only
// if an id is missing, repeated or related to nothing, which the package
// tests rule out. The specs' declarations are checked by the tests
// (TestCatalogueBuilds, TestCatalogueSpecsCheck), not at every start:
// checking all of them took 28 ms of a page's load in the browser.
func Catalogue() *Registry {
	r, err := newRegistry(false, all()...)
	if err != nil {
		panic(err)
	}
	return r
}

// Lookup returns the spec with the given id.
func (r *Registry) Lookup(id string) (*Spec, bool) {
	s, ok := r.byID[id]
	return s, ok
}

// All returns the specs in catalogue order. The slice is a copy.
func (r *Registry) All() []*Spec { return append([]*Spec(nil), r.specs...) }

// Categories returns the category names in the order they first appear.
func (r *Registry) Categories() []string {
	seen := map[string]bool{}
	var cats []string
	for _, s := range r.specs {
		if !seen[s.Category] {
			seen[s.Category] = true
			cats = append(cats, s.Category)
		}
	}
	return cats
}

// IDs returns the ids, sorted.
func (r *Registry) IDs() []string {
	ids := make([]string, 0, len(r.specs))
	for _, s := range r.specs {
		ids = append(ids, s.ID)
	}
	sort.Strings(ids)
	return ids
}
