package app

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
	"eqx/internal/points"
)

// planeTools is the bar under a plot whose points can be dragged: what a
// press does, which class a click adds, and the preset data sets.
func (p *equationPage) planeTools() app.UI {
	if len(equations.Handles(p.spec.View)) == 0 {
		return nil
	}
	targets := points.Targets(p.spec, p.In)
	classes := false
	for _, pt := range points.List(p.spec, p.In) {
		classes = classes || pt.HasClass
	}
	hint := "Drag a point to move it."
	if len(targets) > 0 {
		hint += " Click empty ground to add one; right-click or Shift+click a point to remove it."
	}
	if classes {
		hint += " Click a point to change its class."
	}
	var addAs app.UI
	if len(targets) > 1 {
		opts := make([]app.UI, len(targets))
		for i, t := range targets {
			opts[i] = app.Option().Value(strconv.Itoa(i)).Selected(i == min(p.drag.addAs, len(targets)-1)).Text(t.Name)
		}
		addAs = app.Label().Class("plane-add").Body(
			app.Text("Add "),
			app.Select().Aria("label", "Add points as").OnChange(p.event(func(ctx app.Context) {
				if i, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
					p.drag.addAs = i
				}
			})).Body(opts...),
		)
	}
	var presets []app.UI
	if names := points.PresetNames(p.spec); len(names) > 0 {
		presets = append(presets, app.Span().Class("plane-label").Text("Data:"))
		for _, name := range names {
			presets = append(presets, p.click(app.Button().Type("button").Text(name).Aria("label", "Preset: "+name),
				"preset "+name, func() { p.applyPreset(name, p.drag.seed) }))
		}
		presets = append(presets, p.click(app.Button().Type("button").Text("New draw").
			Aria("label", "New draw of the last preset, with another seed").Disabled(p.lastPreset == ""),
			"preset again", func() { p.applyPreset(p.lastPreset, p.drag.seed+1) }))
	}
	return app.Div().Class("plane-tools").Role("group").Aria("label", "Points on the plane").Body(
		app.P().Class("plane-hint").Text(hint),
		p.planeKeys(),
		app.Div().Class("plane-bar").Body(append([]app.UI{addAs}, presets...)...),
		p.errorFor(dragKey),
	)
}

// applyPreset puts the preset name, drawn with seed, into the inputs,
// and remembers it for "preset again".
func (p *equationPage) applyPreset(name string, seed uint64) {
	if p.ApplyPreset(dragKey, name, seed) {
		p.lastPreset, p.drag.seed = name, seed
	}
}

// draggable is the class of the plot: with points to drag, the first
// figure takes the pointer (touch-action none: a finger drags the point,
// not the page).
func draggable(s *equations.Spec) string {
	if len(equations.Handles(s.View)) > 0 {
		return "plot draggable"
	}
	return "plot"
}
