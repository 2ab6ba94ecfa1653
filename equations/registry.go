package equations

import (
	"fmt"
	"sort"
	"sync"
)

// Registry holds the catalogue's specs by id, in catalogue order. It is
// safe for concurrent use.
type Registry struct {
	mu sync.Mutex
	// specs and byID hold the specs built so far; specs is in catalogue
	// order once every family is built (complete).
	specs    []*Spec
	byID     map[string]*Spec
	complete bool
	// lazy: the specs of each family, nil until built, and the family of
	// each id and its title (index.go), which never changes.
	family [][]*Spec
	index  map[string]indexEntry
	// custom is the spec of the custom page, made at its first lookup.
	custom *Spec
}

// NewRegistry returns a registry of the given specs. It reports an error
// for a duplicate or empty id, or a spec whose declaration is inconsistent
// (see Check).
func NewRegistry(specs ...*Spec) (*Registry, error) {
	return newRegistry(true, specs...)
}

// newRegistry is NewRegistry, with each spec's Check only if check.
func newRegistry(check bool, specs ...*Spec) (*Registry, error) {
	r := &Registry{byID: make(map[string]*Spec, len(specs)), complete: true}
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

// LazyCatalogue returns the registry of every equation of eqx that builds
// a family's specs only when one of them is first looked up, and all of
// them only when they are listed. An equation page of the browser needs
// its own spec alone: building every spec of the whole catalogue, and
// compiling their constructors, took 13–28 ms of each page's load in
// Chromium, one family 4–8 ms. Its specs are those of Catalogue
// (TestLazyCatalogue).
func LazyCatalogue() *Registry {
	return &Registry{
		byID:   make(map[string]*Spec, len(catalogueIndex)),
		family: make([][]*Spec, len(families)),
		index:  catalogueIndex,
	}
}

// Lookup returns the spec with the given id.
func (r *Registry) Lookup(id string) (*Spec, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if id == CustomID {
		if r.custom == nil {
			r.custom = customSpec()
		}
		return r.custom, true
	}
	if s, ok := r.byID[id]; ok || r.complete {
		return s, ok
	}
	e, ok := r.index[id]
	if !ok {
		return nil, false
	}
	r.build(e.family)
	s, ok := r.byID[id]
	return s, ok
}

// Title returns the title of the equation with the given id, without
// building its spec.
func (r *Registry) Title(id string) (string, bool) {
	if e, ok := r.index[id]; ok {
		return e.title, true
	}
	s, ok := r.Lookup(id)
	if !ok {
		return "", false
	}
	return s.Title, true
}

// build builds family i unless it is built. r.mu is held.
func (r *Registry) build(i int) {
	if r.family[i] != nil {
		return
	}
	r.family[i] = build(families[i])
	for _, s := range r.family[i] {
		r.byID[s.ID] = s
	}
}

// list returns the specs in catalogue order, building every family first.
func (r *Registry) list() []*Spec {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.complete {
		for i := range r.family {
			r.build(i)
			r.specs = append(r.specs, r.family[i]...)
		}
		r.complete = true
	}
	return r.specs
}

// All returns the specs in catalogue order. The slice is a copy.
func (r *Registry) All() []*Spec { return append([]*Spec(nil), r.list()...) }

// Categories returns the category names in the order they first appear.
func (r *Registry) Categories() []string {
	seen := map[string]bool{}
	var cats []string
	for _, s := range r.list() {
		if !seen[s.Category] {
			seen[s.Category] = true
			cats = append(cats, s.Category)
		}
	}
	return cats
}

// IDs returns the ids, sorted.
func (r *Registry) IDs() []string {
	specs := r.list()
	ids := make([]string, 0, len(specs))
	for _, s := range specs {
		ids = append(ids, s.ID)
	}
	sort.Strings(ids)
	return ids
}

// indexEntry is what a lazy registry knows of an equation before it
// builds its spec: its family (an index into families) and its title.
type indexEntry struct {
	family int
	title  string
}
