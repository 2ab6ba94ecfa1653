// Package session is the state of one equation page apart from how it is
// shown: the inputs, what a person typed that is not (yet) used, the
// result, the worked lines and the figures, and what each change changed.
// The go-app page (package app) renders a Session and sends it the
// person's edits; everything here runs, and is tested, natively.
package session

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	"eqx/equations"
	"eqx/internal/chart"
	"eqx/internal/plot"
)

// A Session is one equation page's state. Its zero value is unusable: New
// makes one.
type Session struct {
	Spec *equations.Spec
	// In is the last valid inputs: every control shows them, and the
	// result and figures are theirs.
	In equations.Inputs
	// Texts is what was typed into a control and is not used: a value
	// being edited, or one the equation refuses, kept as typed.
	Texts map[string]string
	// Errs says, per control, why its value is not used.
	Errs map[string]string

	Out    any    // the output for In, or nil
	OutErr string // why there is no output
	SVGs   []string
	// Tables are the data of each figure of SVGs (plot.Figure.Data; no
	// rows for a figure without), made when the figures are drawn in
	// full: while a slider moves they are those of where it started.
	Tables []plot.Table
	Theme  plot.Theme
	// CodeForm is the form of the "textbook vs stable" panel whose
	// program the page copies (Spec.FormProgram): "" for eqx's own.
	CodeForm string
	// Predict is the "predict, then reveal" mode (predict.go).
	Predict Predict
	// Run is the steps of an update rule (run.go); while it runs, a
	// Surface draws the points it visited as the start of its path.
	Run Run
	// Draft is set while a slider moves: Recompute then samples the
	// planes of the figures coarser (chart.Samples.Draft), and Refine
	// draws them in full once it rests.
	Draft   bool
	drafted bool // the figures are a draft

	// The sampled curve depends on every input but the swept one: it is
	// kept while only the swept input moves, so a slider drag costs one
	// evaluation, not chart.CurvePoints of them.
	curveKey string
	curveOK  bool
	curve    chart.Samples
	// A Surface's samples are kept while only its coordinates move inside
	// its window (chart.SurfaceGrid).
	grid *chart.Grid
	// Whether a change of shape computes, by change and shape of the
	// inputs (ComputesWith).
	computes map[string]bool
	// svg draws the figures into buffers kept from one move to the next;
	// SVGs are copies.
	svg plot.SVGWriter
}

// Changes says what a change to a session changed, for a page to redraw no
// more than that.
type Changes struct {
	// Taken is false when the change was refused: the inputs stay, and
	// Errs says why.
	Taken bool
	// Resampled is true when the curve was sampled again: an input other
	// than the swept one moved.
	Resampled bool
}

// New returns a session of spec at its default inputs, computed.
func New(spec *equations.Spec, theme plot.Theme) *Session {
	s := &Session{Spec: spec, Theme: theme}
	s.Load(spec.Defaults())
	return s
}

// Load makes in the session's inputs, forgetting what the controls held
// (typed texts, errors, samples, a draft) and the run of steps, and computes them: for a newly loaded
// equation, a link's inputs, and Reset. in must be valid.
func (s *Session) Load(in equations.Inputs) Changes {
	s.In = in
	s.Texts, s.Errs = map[string]string{}, map[string]string{}
	s.curveOK, s.grid, s.computes = false, nil, nil
	s.Run, s.Draft = Run{}, false
	return s.Recompute()
}

// Reset puts every input back to its default.
func (s *Session) Reset() Changes { return s.Load(s.Spec.Defaults()) }

// Set tries candidate inputs: valid, they become the session's inputs and
// are computed; invalid, the message is kept for the control key and the
// last valid inputs stay.
func (s *Session) Set(key string, candidate equations.Inputs) Changes {
	if err := s.Spec.Validate(candidate); err != nil {
		s.Errs[key] = err.Error()
		return Changes{}
	}
	s.In = candidate
	return s.Recompute()
}

// ClearEdits forgets what was typed and refused, after a change of shape
// that renumbers the controls; but the free text a person wrote
// (equations.FreeText) stays, with its message: it is their text, which
// the tokens shown do not give back.
func (s *Session) ClearEdits() {
	typed := func(k, _ string) bool {
		q := s.Spec.Param(k)
		if q == nil {
			return true
		}
		_, free := q.Editor.(equations.FreeText)
		return !free
	}
	maps.DeleteFunc(s.Texts, typed)
	maps.DeleteFunc(s.Errs, typed)
}

// Recompute evaluates the inputs and draws the figures again.
func (s *Session) Recompute() Changes {
	ch := Changes{Taken: true}
	spec := s.Spec
	s.Out, s.OutErr, s.SVGs = nil, "", nil
	if !spec.Computable() {
		s.Tables = nil
		return ch
	}
	out, err := spec.Evaluate(s.In)
	if err != nil {
		s.OutErr = err.Error()
	} else {
		s.Out = out
	}
	if c, ok := equations.FirstCurve(spec.View); ok {
		if key := curveKey(s.In, c.X); !s.curveOK || key != s.curveKey {
			s.curve = chart.Curve(spec, s.In)
			s.curveKey, s.curveOK = key, true
			ch.Resampled = true
		}
	}
	samples := s.curve
	if s.Out != nil {
		var trail [][2]float64
		if s.Running() {
			trail = s.Run.trail
		}
		s.grid = chart.SurfaceGrid(spec, s.In, s.Out, trail, s.grid, s.Draft)
		samples.Grid = s.grid
	}
	samples.Draft, s.drafted = s.Draft, s.Draft
	var tables []plot.Table
	for _, fig := range chart.Figures(spec, s.In, s.Out, samples, s.Theme) {
		svg, err := s.svg.SVG(fig)
		if err != nil {
			s.OutErr = strings.TrimSpace(s.OutErr + " (plot: " + err.Error() + ")")
			continue
		}
		s.SVGs = append(s.SVGs, string(svg))
		if !s.Draft {
			t, _ := fig.Data()
			tables = append(tables, t)
		}
	}
	if !s.Draft {
		s.Tables = tables
	}
	return ch
}

// Copy returns a session at the same state whose changes leave s as it
// is: the maps and slices a change writes are its own (a Grid's values
// are never written once made, and a change makes a new one; its contour
// tracer is scratch, shared safely as the two never draw at once). A page
// tries moves on a copy (app's rehearsal) without touching what it shows.
func (s *Session) Copy() *Session {
	c := *s
	c.In = s.In.Clone()
	c.Texts, c.Errs = maps.Clone(s.Texts), maps.Clone(s.Errs)
	c.SVGs, c.Tables = slices.Clone(s.SVGs), slices.Clone(s.Tables)
	c.computes = maps.Clone(s.computes)
	c.svg = plot.SVGWriter{} // its own buffers
	return &c
}

// Refine draws the figures in full if the last were a draft, and reports
// whether it did: once a slider rests.
func (s *Session) Refine() bool {
	s.Draft = false
	if !s.drafted {
		return false
	}
	s.Recompute()
	return true
}

// Grid is the sampled Surface of the figures, or nil: a run of steps
// extends its trail from it.
func (s *Session) Grid() *chart.Grid { return s.grid }

// Worked returns the worked lines of the current inputs, or none when
// there is no output (or a figure failed), or the equation has none.
func (s *Session) Worked() []string {
	if s.Out == nil || s.OutErr != "" || s.Spec.Worked == nil {
		return nil
	}
	return s.Spec.Worked(s.In, s.Out)
}

// curveKey identifies the inputs other than the swept one.
func curveKey(in equations.Inputs, swept string) string {
	names := make([]string, 0, len(in))
	for k := range in {
		if k != swept {
			names = append(names, k)
		}
	}
	sort.Strings(names)
	var b strings.Builder
	for _, k := range names {
		fmt.Fprintf(&b, "%s=%v;", k, in[k])
	}
	return b.String()
}
