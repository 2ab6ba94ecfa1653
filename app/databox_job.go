package app

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
	"eqx/internal/tabular"
	"eqx/jobs"
)

// A table too large to compute while the person types (10^5–10^6 rows of
// labels and scores) is a job: web/jobs.js runs jobs.Table in a Web
// Worker or on the server (POST /api/v1/table), with progress and a
// cancel button, and the data box shows its answer. The page's inputs
// keep their values: sliders over 10^6 entries would not be interactive.

// jobAbove is the size of pasted text or of a file, in bytes, above which
// the data box runs a job instead of parsing on the page's thread. Parsing
// and drawing a paste of 10^5 rows (about 1.1 MB) took a 380 ms task; at
// this size the page's own path stays under 100 ms.
const jobAbove = 200_000

// remoteAbove is the size in bytes from which "where it is fastest"
// sends a job to a native server that answers. Measured by
// playwright/jobs.bench.mjs on loopback (make bench-api): eqx serve
// computes an AUC faster than the browser's Web Worker from about 10^4
// rows (0.1 MB) on, 2.3× at 1.1 MB and 3.5× at 11 MB. Over a real link the
// upload costs more (11 MB at 200 Mbit/s is about 0.45 s), so the server
// is asked only from 2 MB, where it still wins over such a link; below,
// the worker takes a quarter of a second at most. A Worker on Cloudflare
// runs WebAssembly like the browser and was 1.4–3× slower than it, so it
// is never chosen automatically (web/jobs.js).
const remoteAbove = 2_000_000

// Where a job may run: the value of the box's route select.
const (
	routeAuto    = "auto"
	routeBrowser = "browser"
	routeServer  = "server"
)

// tableJob is the state of the data box's last job.
type tableJob struct {
	source  app.Value // the File or the textarea, to run the job again
	cancel  app.Value // from eqxJob while running
	report  app.Func
	running bool

	route       string // where it runs or ran: routeBrowser or routeServer
	phase       string // loading, reading, parsing, uploading, computing
	done, total float64

	resp   *jobs.Response // its answer, without the output
	output string         // the output as shown
	values app.Value      // a list output (Float64Array) to download, else undefined
	failed string
	note   string  // why it ran where it did, when not where asked
	ms     float64 // its time, start to answer
}

// startLarge takes a table too large to edit live, named what ("data.csv
// (3.3 MB)"), and runs its job on source.
func (b *dataBox) startLarge(what string, source app.Value) {
	b.large, b.res = what+" is too large to edit live", tabular.Result{}
	b.startJob(source)
}

// dropJob stops and forgets any job: the box holds a table to edit live.
func (b *dataBox) dropJob() {
	b.large = ""
	b.cancelJob()
	b.job = tableJob{}
}

// startJob runs the job of the box's table on source (a File, or the
// textarea holding a large paste), cancelling any job still running.
func (b *dataBox) startJob(source app.Value) {
	b.cancelJob()
	if b.Job == nil || !app.Window().Get("eqxJob").Truthy() {
		b.job = tableJob{failed: "this page cannot run large-data jobs"}
		return
	}
	req := b.Job()
	raw, err := json.Marshal(req)
	if err != nil {
		b.job = tableJob{failed: "encoding the job: " + err.Error()}
		return
	}
	route := b.route
	if route == "" {
		route = routeAuto
	}
	b.job = tableJob{source: source, running: true, phase: "starting"}
	b.jobRev++
	b.job.report = app.FuncOf(func(_ app.Value, args []app.Value) any {
		if len(args) > 0 {
			m := args[0]
			b.dispatchReport(func() { b.guard(func() { b.onReport(m) }) })
		}
		return nil
	})
	b.job.cancel = app.Window().Call("eqxJob", string(raw), source, route, remoteAbove, b.job.report)
}

// onReport takes one report of the running job (see web/jobs.js).
func (b *dataBox) onReport(m app.Value) {
	if !b.job.running {
		return
	}
	b.job.route = m.Get("route").String()
	switch m.Get("type").String() {
	case "progress":
		b.job.phase = m.Get("phase").String()
		b.job.done, b.job.total = 0, 0
		if d, t := m.Get("done"), m.Get("total"); d.Truthy() && t.Truthy() {
			b.job.done, b.job.total = d.Float(), t.Float()
		}
		return
	case "done":
		// Read field by field: the output may be 10^6 numbers, which
		// the page shows the first of only.
		r := m.Get("response")
		resp := jobs.Response{
			ID: jsString(r.Get("id")), Error: jsString(r.Get("error")),
			Rows: r.Get("rows").Int(), Skipped: r.Get("skipped").Int(),
			Format: jsString(r.Get("format")), Header: jsString(r.Get("header")),
		}
		if ps := r.Get("problems"); ps.Truthy() {
			for i := range ps.Length() {
				resp.Problems = append(resp.Problems, ps.Index(i).String())
			}
		}
		out := r.Get("output")
		b.job.values = app.Undefined()
		if vs := r.Get("values"); vs.Truthy() { // a list output, a Float64Array (web/frame.js)
			out, b.job.values = vs, vs
		}
		b.job.resp, b.job.output = &resp, outputText(out)
		b.job.ms = m.Get("ms").Float()
		if n := m.Get("note"); n.Truthy() {
			b.job.note = n.String()
		}
	default:
		b.job.failed = jsString(m.Get("error"))
		if b.job.failed == "" {
			b.job.failed = "the job failed without saying why"
		}
	}
	b.endJob()
}

// cancelJob stops the running job, if any; nothing it reports afterwards
// is taken.
func (b *dataBox) cancelJob() {
	if b.job.running && b.job.cancel != nil && b.job.cancel.Truthy() {
		b.job.cancel.Invoke()
		b.job.failed = "cancelled: the inputs keep their last values"
	}
	b.endJob()
}

// OnDismount stops a running job when the box leaves the page (another
// equation opened): its reports would reach a box no one sees.
func (b *dataBox) OnDismount() {
	b.guard(b.cancelJob)
}

func (b *dataBox) endJob() {
	b.jobRev++
	b.job.running = false
	b.job.cancel = nil
	if b.job.report != nil {
		// Released on the next turn, by a timer callback that releases
		// itself too: the report being handled may be this one's call.
		f := b.job.report
		b.job.report = nil
		var later app.Func
		later = app.FuncOf(func(app.Value, []app.Value) any {
			f.Release()
			later.Release() // allowed while it runs (syscall/js)
			return nil
		})
		app.Window().Call("setTimeout", later, 0)
	}
}

// jobView is the data box's job panel as a component of its own. A
// running job reports its progress many times a second, and go-app
// re-renders a component together with every component above it: the
// whole equation page, a 15–40 ms task each time (100 ms on a loaded
// machine). A report re-renders this panel alone (dispatchReport); a
// change the box makes in its own handlers reaches it through Rev.
type jobView struct {
	app.Compo

	Box *dataBox
	Rev int // the box's jobRev: a new value re-renders the panel

	ctx app.Context
}

func (v *jobView) OnMount(ctx app.Context) {
	v.ctx = ctx
	v.Box.view = v
	ctx.PreventUpdate() // nothing shown changed (equationPage.OnMount)
}

func (v *jobView) OnDismount() {
	if v.Box.view == v {
		v.Box.view = nil
	}
}

func (v *jobView) Render() app.UI {
	return app.Div().Class("databox-jobslot").Body(v.Box.jobPanel())
}

// dispatchReport runs f, which changes the job's state, on the UI
// goroutine, and re-renders the job panel alone. Dispatch marks the panel
// and each component above it for an update; PreventUpdate on the box's
// context takes back the marks of the box and those above it, and leaves
// the marks of anything else in the same frame (each is a count).
func (b *dataBox) dispatchReport(f func()) {
	v := b.view
	if v == nil || !v.Mounted() {
		b.ctx.Dispatch(func(app.Context) { f() })
		return
	}
	v.ctx.Dispatch(func(app.Context) {
		f()
		b.ctx.PreventUpdate()
	})
}

// onRoute takes a change of where jobs run, and runs the last one again
// there.
func (b *dataBox) onRoute(ctx app.Context, e app.Event) {
	b.guard(func() {
		b.route = ctx.JSSrc().Get("value").String()
		if b.job.source != nil && b.job.source.Truthy() {
			b.startJob(b.job.source)
		}
	})
}

func (b *dataBox) onCancel(ctx app.Context, e app.Event) {
	b.guard(b.cancelJob)
}

// hasJob reports whether the box shows a job: running or with an answer.
func (b *dataBox) hasJob() bool {
	return b.job.running || b.job.resp != nil || b.job.failed != ""
}

// jobPanel shows the job: where it runs and how far it is, with a cancel
// button; then its answer, the rows used and skipped, and its time.
func (b *dataBox) jobPanel() app.UI {
	if !b.hasJob() {
		return nil
	}
	where := map[string]string{routeBrowser: "in this browser", routeServer: "on the server"}[b.job.route]
	route := b.route
	if route == "" {
		route = routeAuto
	}
	option := func(value, label string) app.UI {
		return app.Option().Value(value).Selected(value == route).Text(label)
	}
	return app.Div().ID(b.id("job")).Class("databox-job").Body(
		app.Label().Class("databox-route").Body(
			app.Text("Large data is computed "),
			app.Select().Aria("label", "Where large data is computed").OnChange(b.onRoute).Body(
				option(routeAuto, "where it is fastest"),
				option(routeBrowser, "in this browser"),
				option(routeServer, "on the server"),
			),
		),
		app.If(b.job.running, func() app.UI {
			bar := app.Progress().ID(b.id("progress")).Aria("label", "job progress")
			if b.job.total > 0 {
				bar = bar.Max(b.job.total).Value(b.job.done)
			}
			return app.Div().Class("databox-running").Body(
				bar,
				app.Span().Aria("live", "polite").Text(b.phaseText(where)),
				app.Button().Type("button").Class("databox-cancel").Text("Cancel").OnClick(b.onCancel),
			)
		}),
		app.If(!b.job.running && b.job.failed != "", func() app.UI {
			return app.P().Class("input-error").Role("alert").Text("Large-data job: " + b.job.failed)
		}),
		app.If(!b.job.running && b.job.resp != nil, func() app.UI { return b.jobAnswer(where) }),
	)
}

// phaseText says what the running job is doing, where, and how far.
func (b *dataBox) phaseText(where string) string {
	s := map[string]string{
		"starting": "Starting", "loading": "Loading the kernels", "reading": "Reading the data",
		"parsing": "Reading and computing", "uploading": "Sending the data", "computing": "Computing",
	}[b.job.phase]
	if s == "" {
		s = "Working"
	}
	if where != "" {
		s += " " + where
	}
	if b.job.total > 0 {
		s += " · " + strconv.Itoa(int(100*b.job.done/b.job.total)) + "%"
	}
	return s + "…"
}

// jobAnswer is the answer of a finished job.
func (b *dataBox) jobAnswer(where string) app.UI {
	r := b.job.resp
	var head string
	if r.Error != "" {
		head = "Error: " + r.Error
	} else {
		head = b.Equation + " of the table = " + b.job.output
	}
	rows := strconv.Itoa(r.Rows) + " rows used"
	if r.Skipped > 0 {
		rows += ", " + strconv.Itoa(r.Skipped) + " skipped"
	}
	how := rows
	if r.Format != "" {
		how += " · " + r.Format
	}
	how += " · computed " + where + " in " + strconv.FormatFloat(b.job.ms/1000, 'f', 2, 64) + " s"
	items := make([]app.UI, len(r.Problems))
	for i, p := range r.Problems {
		items[i] = app.Li().Text(p)
	}
	return app.Div().Class("databox-answer").Body(
		app.P().ID(b.id("answer")).Class("databox-result").Aria("live", "polite").
			DataSet("route", b.job.route).Text(head),
		app.P().Class("databox-count").Text(how),
		app.If(b.job.values != nil && b.job.values.Truthy(), func() app.UI {
			return app.Button().Class("databox-save").Text("Download all " + strconv.Itoa(b.job.values.Length()) + " values (CSV)").
				OnClick(func(ctx app.Context, e app.Event) {
					b.guard(func() { app.Window().Call("eqxSaveValues", b.job.values, b.Job().ID+".csv") })
				})
		}),
		app.If(b.job.note != "", func() app.UI { return app.P().Class("databox-note").Text(b.job.note) }),
		app.If(r.Header != "", func() app.UI { return app.P().Class("databox-note").Text(r.Header) }),
		app.If(len(items) > 0, func() app.UI { return app.Ul().Class("databox-problems").Body(items...) }),
	)
}

// outputText writes an output as people read it: a number in eqx's
// format, the first entries of a list (an array or a Float64Array) with
// its length, anything else as its JSON, cut at 300 characters.
func outputText(v app.Value) string {
	switch v.Type() {
	case app.TypeNumber:
		return equations.FormatNumber(v.Float())
	case app.TypeString: // "Infinity", "NaN"
		return v.String()
	case app.TypeNull, app.TypeUndefined:
		return "undefined"
	}
	if app.Window().Get("Array").Call("isArray", v).Bool() || app.Window().Get("ArrayBuffer").Call("isView", v).Bool() {
		const shown = 8
		n := v.Length()
		parts := make([]string, 0, shown+1)
		for i := range min(n, shown) {
			parts = append(parts, outputText(v.Index(i)))
		}
		if n > shown {
			parts = append(parts, "… ("+strconv.Itoa(n)+" values)")
		}
		return "(" + strings.Join(parts, ", ") + ")"
	}
	s := app.Window().Get("JSON").Call("stringify", v).String()
	if len(s) > 300 {
		s = s[:300] + "…"
	}
	return s
}

// jsString is v as a string, or "" when it is undefined or null.
func jsString(v app.Value) string {
	if !v.Truthy() {
		return ""
	}
	return v.String()
}
