package app

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
	"eqx/internal/session"
)

// equationPage is the one generic page that shows any equation: its
// controls are generated from the spec's parameters, and every change flows
// spec → controls → inputs → Evaluate → result and plot.
type equationPage struct {
	app.Compo

	spec     *equations.Spec
	notFound string

	// The session holds the inputs, what was typed and refused, the
	// result and the figures (internal/session); the page renders it.
	// Embedded under an unexported name: go-app, loading the page again
	// for a link to the same path (another query), copies every exported
	// field of a fresh component into the mounted one, and a zero Session
	// crashed the app.
	pageSession

	formula tex // the typeset equation, built once per equation
	label   tex // the typeset output name
	errata  []erratumMath
	symbols []tex // the typeset symbol of each parameter, in spec order

	// The query and formula of the custom page prefilled with the
	// equation's curve (equations.CustomQuery); "" when it has none.
	customLink struct{ query, formula string }

	live        liveState               // what the live regions show (live.go)
	strokes     strokeState             // painting an image input (image_paint.go)
	sliders     map[string]sliderSetter // the setter of each slider, by data-key
	boxes       map[string]boxSetter    // the setter of each number box, by data-key
	clicks      map[string]func()       // what a click of each button does, by data-click
	workedCache map[string]string       // typeset worked lines, by LaTeX
	shown       map[string]int          // the matrix shown of each group of Matrices inputs (controls_heads.go)
	remount     bool                    // render no controls this once (OnNav)
	preloaded   string                  // the URL OnInit loaded, until OnNav

	embed         bool       // the page is a widget in another site (embed.go)
	asked         string     // the theme its URL asked for: "light", "dark" or ""
	embedOpen     bool       // the embed snippets are shown
	numericsOpen  bool       // the textbook-vs-stable panel is open (numerics.go)
	innerOpen     bool       // the inner equations' panel is open (nested.go)
	relatedLive   bool       // the related equations show their values for the page's data (carry.go)
	carryWatch    carryWatch // waits for the related list to come into view (carry.go)
	copiedSnippet string     // the snippet whose Copy button says snippetNote
	snippetNote   string
	restored      bool           // the inputs are those kept from the last visit (storage.go)
	guessNote     string         // why the last guess was not taken (predict.go)
	guessText     map[int]string // a guess typed that is not a number, kept as typed

	linkNotes []string  // the values of the page's link that were not used (share.go)
	lastQuery string    // the query last written into the URL
	copied    string    // what the share button says after a click
	exported  string    // what the export bar says after a click (export.go)
	iter      iterState // the run of an update rule (iterate.go)

	drag       dragState // a press on the plane's points (drag.go)
	keys       keyState  // the point the keyboard moves (drag_keys.go)
	lastPreset string    // the preset of points last drawn (drag_tools.go)
}

// pageSession is session.Session, under a name go-app does not touch.
type pageSession = session.Session

// OnMount, like every OnMount here that changes nothing a render shows,
// prevents the update go-app's dispatch of it asks for: each one is a
// render of the whole page (the component and its ancestors), on a
// start that has just rendered it.
func (p *equationPage) OnMount(ctx app.Context) {
	p.listen(ctx)
	ctx.PreventUpdate()
}

func (p *equationPage) OnDismount() {
	p.unlisten()
	p.carryWatch.stop()
}

func (p *equationPage) OnPreRender(ctx app.Context) {
	p.load(ctx.Page().URL())
	p.setTitle(ctx.Page())
}

// OnInit loads the page's state before its first render when it is the
// document's first page: the render that mounts it is then the page
// itself, not a placeholder that OnNav's load renders again a frame
// later (a second render of the whole page: ~20 ms of a warm start's
// ~130, by performance marks in the page). A page mounted by a link within
// the app is loaded in OnNav, as the browser's URL is still the previous
// page's while it mounts.
func (p *equationPage) OnInit() {
	if !app.IsClient || app.Window().Get("document").Get("body").Call("hasAttribute", readyAttr).Bool() {
		return
	}
	u := app.Window().URL()
	p.guard(func() { p.load(u) })
	p.preloaded = u.String()
}

func (p *equationPage) OnNav(ctx app.Context) {
	prev := p.spec
	preloaded := ctx.Page().URL().String() == p.preloaded && p.spec != nil
	if preloaded {
		// Loaded and rendered as it is (OnInit).
		ctx.PreventUpdate()
	} else {
		p.guard(func() { p.load(ctx.Page().URL()) })
	}
	p.preloaded = ""
	p.setTitle(ctx.Page())
	p.carryLater(ctx)
	remount := prev != nil && p.spec != prev
	if remount {
		// Another equation in the same page (a related-equation link).
		p.remountControls(ctx)
	}
	settle := func(ctx app.Context) {
		p.repaint()
		if p.restored {
			p.saveURL() // the inputs kept from the last visit, into the URL
		}
		p.rehearse()
		if !remount {
			markPage(ctx)
			return
		}
		// After the update that renders the controls anew (remountControls).
		ctx.Dispatch(func(ctx app.Context) { ctx.Defer(markPage) })
	}
	if preloaded {
		// The page is in the document already (OnInit, and OnNav comes in
		// the task that mounted it): painted and ready in this task, the
		// browser lays it out once, where a frame's wait for go-app's
		// Defer laid out the mounted page and then its painted regions.
		settle(ctx)
		ready()
		return
	}
	ctx.Defer(settle)
	markReady(ctx)
}

// remountControls renders the controls from scratch, after one update
// without them: go-app keeps an element's event handler and the state of
// a child component across updates when its code is the same, whatever
// the closure captured, so after another equation or a reset the
// controls would go on setting the previous parameters or showing the
// previous data.
func (p *equationPage) remountControls(ctx app.Context) {
	p.remount = true
	ctx.Defer(func(ctx app.Context) {
		p.remount = false
		ctx.Dispatch(func(ctx app.Context) {
			ctx.Defer(func(app.Context) { p.syncSliders() })
		})
	})
}

// load reads the equation id from the URL and sets the page up with the
// spec's default inputs.
func (p *equationPage) load(u *url.URL) {
	id, embed := pageID(u.Path)
	p.embed, p.asked = embed, ""
	if embed {
		p.asked = viewTheme(u.Query().Get("theme"))
	}
	p.Theme = plotTheme(p.asked)
	spec, ok := catalogue().Lookup(id)
	if !ok {
		p.spec, p.notFound = nil, id
		return
	}
	p.spec, p.notFound = spec, ""
	p.Spec = spec
	p.In = spec.Defaults()
	p.CodeForm = "" // the programs copied are eqx's until the panel chooses
	p.copied = ""
	p.iter = iterState{}
	p.linkInputs(u.Query())
	p.formula = newMath(spec.Formula(p.In), true)
	p.label = newMath(spec.Output, false)
	p.errata = typesetErrata(spec.Errata)
	p.customLink.query, p.customLink.formula, _ = equations.CustomQuery(spec.ID)
	p.symbols = make([]tex, len(spec.Params))
	for i, par := range spec.Params {
		p.symbols[i] = newMath(par.Symbol, false)
	}
	p.Load(p.In)
}

// setTitle gives the document the page's title and description.
func (p *equationPage) setTitle(page app.Page) {
	if p.spec == nil {
		page.SetTitle("Unknown equation · eqx")
		return
	}
	page.SetTitle(p.spec.Title + " · eqx")
	page.SetDescription(p.spec.Explanation)
}

// guard runs an event handler and turns a panic into a visible error: a
// panic that escaped would stop the whole wasm program silently.
func (p *equationPage) guard(f func()) {
	defer func() {
		if r := recover(); r != nil {
			p.OutErr = fmt.Sprintf("internal error (a bug in eqx, please report it): %v", r)
			app.Window().Get("console").Call("error", "eqx: "+p.OutErr)
		}
	}()
	f()
}

func (p *equationPage) Render() app.UI {
	if p.spec == nil {
		return missingPage(p.notFound)
	}
	if p.embed {
		return p.renderEmbed()
	}
	s := p.spec
	return shellSkip(inputsID,
		app.Nav().Class("crumbs").Body(
			app.A().Href("/").Text("Equations"),
			app.Text(" › "+s.Category),
		),
		app.Div().Class("title-row").Body(
			app.H1().Text(s.Title),
			p.resetButton(),
			p.shareButton(),
			p.embedButton(),
		),
		p.embedPanel(),
		p.linkNotesUI(),
		p.equationBlock(),
		p.modifyLink(),
		p.workbench(),
		p.numericsPanel(),
		p.notes(),
	)
}

// workbench is the controls beside the result, worked lines and plot.
func (p *equationPage) workbench() app.UI {
	return app.Div().Class("workbench").Body(
		// A skip link's target (WCAG 2.4.1): focusable, not a tab stop.
		app.Section().ID(inputsID).Class("controls").TabIndex(-1).Aria("label", "Inputs").Body(p.controlsOnce()...),
		// On a wide screen the output scrolls on its own (web/app.css): a
		// keyboard reaches it to scroll it (WCAG 2.1.1).
		app.Section().Class("output").TabIndex(0).Aria("label", "Result, worked equation and plot").Body(
			p.predictSlot(),
			app.Div().ID(resultID).Class("result").Role("status").Aria("live", "polite").Body(p.prerendered(p.resultHTML)),
			p.checkedNote(),
			p.iterControls(),
			app.Div().ID(workedID).Class("worked").Role("group").Aria("label", "The equation with your numbers").Body(p.prerendered(func() string { return strings.Join(p.workedParts(), "") })),
			p.innerSlot(),
			p.planeTools(),
			app.Figure().ID(plotID).Class(draggable(p.spec)).Body(p.prerendered(func() string { return strings.Join(figureImages(p.plotParts()), "") })),
			p.figureTools(),
			p.exportBar(),
		),
	)
}

// controlsOnce is the controls, or none while they are being remounted.
func (p *equationPage) controlsOnce() []app.UI {
	if p.remount {
		return nil
	}
	return p.controls()
}
