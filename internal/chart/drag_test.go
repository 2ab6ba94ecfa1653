package chart

import (
	"math"
	"regexp"
	"testing"

	"eqx/equations"
	"eqx/internal/plot"
	drag "eqx/internal/points"
)

// TestDragHandles: every equation whose points can be dragged names
// inputs that hold points, and its first figure is a plane (it has a
// frame) with a dot at each point, inside the frame: where a press finds
// it.
func TestDragHandles(t *testing.T) {
	frame := regexp.MustCompile(`^<svg [^>]*data-frame="([^"]*)"`)
	n := 0
	for _, s := range equations.Catalogue().All() {
		if len(equations.Handles(s.View)) == 0 {
			continue
		}
		n++
		for _, h := range equations.Handles(s.View) {
			p := s.Param(h.Of)
			switch {
			case p == nil:
				t.Errorf("%s: handle of %q: no such input", s.ID, h.Of)
			case p.Kind != equations.Matrix && p.Kind != equations.Vector:
				t.Errorf("%s: handle of %q: a %v holds no points", s.ID, h.Of, p.Kind)
			}
			for _, name := range []string{h.YOf, h.Label} {
				if name != "" && s.Param(name) == nil {
					t.Errorf("%s: handle of %q names %q: no such input", s.ID, h.Of, name)
				}
			}
		}
		in := s.Defaults()
		out, err := s.Evaluate(in)
		if err != nil {
			t.Errorf("%s: %v", s.ID, err)
			continue
		}
		figs := Figures(s, in, out, Samples{}, plot.Light)
		if len(figs) == 0 {
			t.Errorf("%s: no figure", s.ID)
			continue
		}
		svg, err := figs[0].SVG()
		if err != nil {
			t.Errorf("%s: %v", s.ID, err)
			continue
		}
		m := frame.FindSubmatch(svg)
		if m == nil {
			t.Errorf("%s: the first figure has no frame: not a plane", s.ID)
			continue
		}
		fr, err := plot.ParseFrame(string(m[1]))
		if err != nil {
			t.Fatal(err)
		}
		pts := drag.List(s, in)
		if len(pts) == 0 {
			t.Errorf("%s: no point to drag at the defaults", s.ID)
		}
		for _, pt := range pts {
			if pt.X < fr.X[0] || pt.X > fr.X[1] || pt.Y < fr.Y[0] || pt.Y > fr.Y[1] {
				t.Errorf("%s: point %s (%v, %v) is outside the figure's %v × %v", s.ID, pt.Key(s), pt.X, pt.Y, fr.X, fr.Y)
			}
			if !dotAt(figs[0], pt.X, pt.Y) {
				t.Errorf("%s: no dot drawn at point %s (%v, %v)", s.ID, pt.Key(s), pt.X, pt.Y)
			}
		}
	}
	if n == 0 {
		t.Error("no equation has points to drag")
	}
}

// dotAt reports whether a Dot mark of f is at (x, y).
func dotAt(f plot.Figure, x, y float64) bool {
	for _, m := range f.Marks {
		var d plot.Dot
		switch v := m.(type) {
		case plot.Dot:
			d = v
		case *plot.Dot:
			d = *v
		default:
			continue
		}
		for i := range d.X {
			if i < len(d.Y) && math.Abs(d.X[i]-x) <= 1e-9*max(1, math.Abs(x)) && math.Abs(d.Y[i]-y) <= 1e-9*max(1, math.Abs(y)) {
				return true
			}
		}
	}
	return false
}
