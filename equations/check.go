package equations

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// Check reports an inconsistency in a spec's declaration: a default of the
// wrong type or outside its domain, a slider range that is empty, a plot
// that names an unknown parameter. The registry refuses such specs, so a
// mistake in the catalogue fails the tests rather than a user's page.
func (s *Spec) Check() error {
	if s.Title == "" || s.Category == "" || s.LaTeX == "" {
		return fmt.Errorf("%s: title, category and LaTeX are required", s.ID)
	}
	seen := map[string]bool{}
	for i := range s.Params {
		p := &s.Params[i]
		if p.Name == "" || seen[p.Name] {
			return fmt.Errorf("%s: parameter %d has an empty or repeated name %q", s.ID, i+1, p.Name)
		}
		seen[p.Name] = true
		if p.Optional && p.Default == nil && p.Example == nil {
			return fmt.Errorf("%s: parameter %s: an optional input without a default needs an Example", s.ID, p.Name)
		}
		if p.Kind.numeric() && !(p.Min < p.Max) {
			return fmt.Errorf("%s: parameter %s: slider range [%v, %v] is empty", s.ID, p.Name, p.Min, p.Max)
		}
		if p.Log && !(p.Min > 0) {
			return fmt.Errorf("%s: parameter %s: a log slider needs a positive minimum", s.ID, p.Name)
		}
		if p.Kind == Choice && len(p.Options) == 0 {
			return fmt.Errorf("%s: parameter %s: a choice needs options", s.ID, p.Name)
		}
		if p.Covariance && (p.Kind != Matrix || !p.Symmetric) {
			return fmt.Errorf("%s: parameter %s: Covariance is a hint for a Symmetric matrix", s.ID, p.Name)
		}
		for _, u := range p.Under {
			c := s.Param(u.Choice)
			if c == nil || c.Kind != Choice || !slices.Contains(c.Options, u.Option) {
				return fmt.Errorf("%s: parameter %s: Under names %s = %q, not an option of a choice", s.ID, p.Name, u.Choice, u.Option)
			}
			if !(u.Min < u.Max) || p.Log {
				return fmt.Errorf("%s: parameter %s: Under %s = %q: slider range [%v, %v] is empty (or the slider is logarithmic)", s.ID, p.Name, u.Choice, u.Option, u.Min, u.Max)
			}
		}
		if p.Image && p.Kind != Matrix {
			return fmt.Errorf("%s: parameter %s: Image is a hint for a Matrix input", s.ID, p.Name)
		}
		if (p.Bits || p.Ranked) && p.Kind != Object {
			return fmt.Errorf("%s: parameter %s: Bits and Ranked are hints for an Object input", s.ID, p.Name)
		}
		if p.Matrices != "" && p.Kind != Object {
			return fmt.Errorf("%s: parameter %s: Matrices is a hint for an Object input", s.ID, p.Name)
		}
		if p.Text && p.Kind != Strings {
			return fmt.Errorf("%s: parameter %s: Text is a hint for a Strings input", s.ID, p.Name)
		}
		if q := s.Param(p.Vocab); p.Vocab != "" && (q == nil || q.Kind != Strings || (p.Kind != Object && p.Kind != Integer)) {
			return fmt.Errorf("%s: parameter %s: Vocab must name a Strings input, for an Object or Integer one", s.ID, p.Name)
		}
		if err := s.checkNeeds(p); err != nil {
			return err
		}
		if p.SameLen != "" && s.Param(p.SameLen) == nil {
			return fmt.Errorf("%s: parameter %s: SameLen names unknown %q", s.ID, p.Name, p.SameLen)
		}
		if p.Kind.numeric() {
			if math.IsNaN(p.Domain.Lo) || p.Domain.Lo > p.Domain.Hi {
				return fmt.Errorf("%s: parameter %s: domain %v is empty; set Domain", s.ID, p.Name, p.Domain)
			}
		}
	}
	if s.Eval == nil {
		return nil
	}
	if err := s.Validate(s.Defaults()); err != nil {
		return fmt.Errorf("%s: defaults: %w", s.ID, err)
	}
	for _, p := range s.Params {
		if p.Example == nil {
			continue
		}
		with := s.Defaults()
		with[p.Name] = cloneValue(p.Example)
		if err := s.Validate(with); err != nil {
			return fmt.Errorf("%s: example of %s: %w", s.ID, p.Name, err)
		}
	}
	if err := s.checkPlot(&s.Plot); err != nil {
		return err
	}
	if in := s.Plot.Instead; in != nil {
		c := s.Param(s.Plot.When[0])
		if in.Kind == Curve || s.Plot.Kind == Curve || in.Instead != nil || c == nil || !slices.Contains(c.Options, s.Plot.When[1]) {
			return fmt.Errorf("%s: the plot drawn instead must be no curve, nor replace one, and When must name a choice and one of its options", s.ID)
		}
		if err := s.checkPlot(in); err != nil {
			return err
		}
	}
	for t := s.Plot.Then; t != nil; t = t.Then {
		if t.Kind == Curve {
			return fmt.Errorf("%s: a second view cannot be a curve", s.ID)
		}
		if err := s.checkPlot(t); err != nil {
			return err
		}
	}
	return nil
}

// checkPlot checks that a plot names parameters of the right kinds.
func (s *Spec) checkPlot(pl *Plot) error {
	switch pl.Kind {
	case Curve:
		p := s.Param(pl.X)
		if p == nil || !p.Scalar() {
			return fmt.Errorf("%s: curve plot over %q, which is not a scalar parameter", s.ID, pl.X)
		}
	case Bars, PairedBars:
		for _, name := range pl.Of {
			if p := s.Param(name); p == nil || (p.Kind != Vector && p.Kind != Probability) {
				return fmt.Errorf("%s: bar plot of %q, which is not a vector parameter", s.ID, name)
			}
		}
		if pl.Kind == PairedBars && len(pl.Of) < 2 {
			return fmt.Errorf("%s: paired bars need two vector parameters", s.ID)
		}
	case Scatter, ROC, PR, Points:
		axes := []string{pl.X, pl.Y}
		switch {
		case pl.Kind == Scatter && pl.X == "" && pl.Y == "" && pl.Table != nil:
			axes = nil // points computed from the inputs
		case pl.Kind == Scatter && pl.Y == "" && len(pl.Extra) > 0:
			axes = axes[:1] // y is computed
		}
		for i, name := range axes {
			if p := s.Param(name); i == 0 && pl.Kind == Scatter && p != nil && p.Kind == Matrix {
				continue // a column of it, Col
			}
			if p := s.Param(name); p == nil || !p.vectorish() {
				return fmt.Errorf("%s: plot axis %q is not a vector parameter", s.ID, name)
			}
		}
		if pl.Norm != "" && s.Param(pl.Norm) == nil {
			return fmt.Errorf("%s: plot norm %q is not a parameter", s.ID, pl.Norm)
		}
	case Dots:
		if p := s.Param(pl.X); p == nil || !p.vectorish() {
			return fmt.Errorf("%s: dot plot of %q, which is not a vector parameter", s.ID, pl.X)
		}
	case Heatmap, Contour:
		for _, name := range append([]string{pl.X, pl.Level}, pl.Of...) {
			if name != "" && s.Param(name) == nil {
				return fmt.Errorf("%s: plot input %q is not a parameter", s.ID, name)
			}
		}
	case Transform:
		if len(pl.Of) != 1 || s.Param(pl.Of[0]) == nil || s.Param(pl.Of[0]).Kind != Matrix {
			return fmt.Errorf("%s: a transform plot needs one matrix parameter", s.ID)
		}
	case Regions:
		for _, name := range append([]string{pl.X, pl.Y, pl.W, pl.B, pl.Intercept, pl.Neighbours, pl.Metric}, pl.Of...) {
			if name != "" && s.Param(name) == nil {
				return fmt.Errorf("%s: regions input %q is not a parameter", s.ID, name)
			}
		}
		switch pl.Score {
		case "linear", "logistic":
			if pl.W == "" || pl.B == "" {
				return fmt.Errorf("%s: a %s score needs the inputs W and B", s.ID, pl.Score)
			}
		case "label", "probability", "similarity":
			if pl.X == "" {
				return fmt.Errorf("%s: a %s score is evaluated with X at each point: name X", s.ID, pl.Score)
			}
		default:
			return fmt.Errorf("%s: unknown regions score %q", s.ID, pl.Score)
		}
	case Graph:
		if len(pl.Overlays) == 0 {
			return fmt.Errorf("%s: a graph needs a function to draw", s.ID)
		}
	case Network, Noising, Projection, Scree:
		names := append(append([]string{pl.X, pl.Level, pl.BiasFirst, pl.G}, pl.Of...), pl.Bias...)
		for _, name := range names {
			if name != "" && s.Param(name) == nil {
				return fmt.Errorf("%s: plot input %q is not a parameter", s.ID, name)
			}
		}
		if pl.Kind == Network && (len(pl.Of) == 0 || (len(pl.Bias) > 0 && len(pl.Bias) != len(pl.Of))) {
			return fmt.Errorf("%s: a network plot needs its weights, and one bias input per weight input if any", s.ID)
		}
	}
	return nil
}

// vectorish reports whether the parameter can hold a list of numbers.
func (p *Param) vectorish() bool {
	return p.Kind == Vector || p.Kind == Probability || p.Kind == Numbers
}

// numeric reports whether a kind holds numbers with a slider range and a
// domain.
func (k Kind) numeric() bool {
	return k == Real || k == Integer || k == Vector || k == Matrix || k == Numbers || k == Members
}

// Scalar reports whether the parameter is a number a Curve plot can sweep:
// a Real or an Integer, or a Numbers whose default is a number (its curve
// is drawn while it holds a number).
func (p *Param) Scalar() bool {
	switch p.Kind {
	case Real, Integer:
		return true
	case Numbers:
		_, ok := p.Default.(float64)
		return ok
	}
	return false
}

// checkNeeds checks a Choice's Needs: each names one of its options, and
// an optional input without a default or an option of another Choice.
func (s *Spec) checkNeeds(p *Param) error {
	if len(p.Needs) > 0 && p.Kind != Choice {
		return fmt.Errorf("%s: parameter %s: Needs is for a Choice", s.ID, p.Name)
	}
	for opt, needs := range p.Needs {
		if !slices.Contains(p.Options, opt) {
			return fmt.Errorf("%s: parameter %s: Needs names %q, not one of its options", s.ID, p.Name, opt)
		}
		for _, n := range needs {
			name, value, set := strings.Cut(n, "=")
			q := s.Param(name)
			switch {
			case set && q == nil:
				return fmt.Errorf("%s: parameter %s: option %q needs %q, an unknown input", s.ID, p.Name, opt, n)
			case set && q.Kind == Choice && !slices.Contains(q.Options, value):
				return fmt.Errorf("%s: parameter %s: option %q needs %q, not an option of that choice", s.ID, p.Name, opt, n)
			case set && q.Kind != Choice:
				if _, err := q.Parse(value); err != nil {
					return fmt.Errorf("%s: parameter %s: option %q needs %q: %w", s.ID, p.Name, opt, n, err)
				}
			case !set && (q == nil || !q.Optional || q.Default != nil):
				return fmt.Errorf("%s: parameter %s: option %q needs %q, not an optional input without a default", s.ID, p.Name, opt, n)
			}
		}
	}
	return nil
}
