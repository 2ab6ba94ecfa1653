package app

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/internal/tabular"
	"eqx/jobs"
)

// maxDataFile is the largest file the data box reads. A bigger file would
// stall the tab while it is copied into the text box and parsed; a person
// can still paste the part of it they need.
const maxDataFile = 20_000_000 // bytes; "20 MB" as fileSize writes it

// dataBox lets a person paste data or load it from a file: one list for a
// single vector, or rows of len(Names) columns (labels and scores, x and
// y). The text is parsed on every edit (tabular.Parse is fast enough not
// to need a debounce); the good rows are sent up through OnData, each bad
// row is listed with its line number, and the text stays as typed even
// when nothing in it parses.
//
// Mount it as
//
//	&dataBox{Names: []string{"y", "s"}, Check: check, Initial: text, OnData: p.SetColumns}
//
// where text returns the page's values as text.
//
// A box is keyed by its Names (CompoID): another set of names mounts a
// fresh box. Initial is read when the box mounts only, so later changes
// of the page's values never overwrite what the person typed.
type dataBox struct {
	app.Compo

	// Names are the column names in order; one name reads a list.
	Names []string
	// Check is the domain check of value v of column col (0-based); its
	// error is shown after the line number. Nil accepts every number.
	Check func(col int, v float64) error
	// Initial returns the text shown when the box mounts. It is called
	// then only: writing 10⁵ values as text on every render of the page
	// would cost more than the rest of the render.
	Initial func() string
	// OnData receives the good columns after an edit or a file load that
	// leaves at least one good row; none is sent for the Initial text.
	OnData func(ctx app.Context, columns [][]float64)
	// Job returns the job of a table too large to edit live (see
	// databox_job.go): the equation, Names as its columns and the page's
	// other inputs; Equation names the equation in its answer.
	Job      func() jobs.Request
	Equation string

	text    string // as typed or loaded
	res     tabular.Result
	file    string // the loaded file's name and size, or why it was not read
	fileBad bool
	crash   string // a recovered panic, shown until the next good edit
	large   string // what the text box holds when it is a job's, else ""
	route   string // where jobs run: routeAuto (""), routeBrowser, routeServer
	job     tableJob
	jobRev  int         // counts the changes of job made by the box's handlers (see jobView)
	view    *jobView    // the mounted job panel
	ctx     app.Context // the box's own, from OnMount
}

// CompoID makes a box for other column names a new box, with its own text.
func (b *dataBox) CompoID() string { return strings.Join(b.Names, "\x1f") }

func (b *dataBox) OnMount(ctx app.Context) {
	b.ctx = ctx
	ctx.PreventUpdate() // nothing shown changed (equationPage.OnMount)
}

func (b *dataBox) OnInit() {
	b.guard(func() {
		if b.Initial != nil {
			b.text = b.Initial()
		}
		b.parse()
	})
}

func (b *dataBox) parse() {
	b.res = tabular.Parse(b.text, len(b.Names), b.Check)
}

// apply parses the current text and sends the good columns up.
func (b *dataBox) apply(ctx app.Context) {
	b.crash = ""
	b.parse()
	if b.res.Rows() > 0 && b.OnData != nil {
		b.OnData(ctx, b.res.Columns)
	}
}

// guard runs f and turns a panic (in parsing, in Check, in OnData) into a
// message in the box: a panic that escaped would stop the wasm program.
func (b *dataBox) guard(f func()) {
	defer func() {
		if r := recover(); r != nil {
			b.crash = fmt.Sprintf("internal error (a bug in eqx, please report it): %v", r)
			app.Window().Get("console").Call("error", "eqx: "+b.crash)
		}
	}()
	f()
}

func (b *dataBox) onInput(ctx app.Context, e app.Event) {
	b.guard(func() {
		el := ctx.JSSrc()
		// A large paste is left in the box and read by the job: copying
		// 10 MB of text into Go and parsing it here would freeze the page.
		if n := el.Get("textLength").Int(); n > jobAbove {
			b.startLarge("The pasted text ("+fileSize(float64(n))+")", el)
			return
		}
		b.dropJob()
		b.text = el.Get("value").String()
		b.apply(ctx)
	})
}

// onFile reads the chosen file with Blob.text() and puts its content in
// the text box, where it can be edited like a paste.
func (b *dataBox) onFile(ctx app.Context, e app.Event) {
	b.guard(func() {
		input := ctx.JSSrc()
		files := input.Get("files")
		if !files.Truthy() || files.Length() == 0 {
			return
		}
		f := files.Index(0)
		// Cleared so that choosing the same file again, after editing it
		// in a spreadsheet, is a change too; the name is shown below.
		input.Set("value", "")
		name, size := f.Get("name").String(), f.Get("size").Float()
		b.fileBad = true
		switch {
		case size > maxDataFile:
			b.file = name + " is " + fileSize(size) + ": files over 20 MB are not read. Paste the rows you need instead."
			return
		case !f.Get("text").Truthy():
			b.file = "This browser cannot read files here. Paste the data instead."
			return
		case size > jobAbove:
			// Sent as it is to the job, never copied into the text box.
			b.file, b.fileBad = name+" ("+fileSize(size)+")", false
			b.startLarge(b.file, f)
			return
		}
		b.file, b.fileBad = "Reading "+name+"…", false
		b.dropJob()
		then(ctx, f.Call("text"), func(text app.Value) {
			b.guard(func() {
				b.text, b.file, b.fileBad = text.String(), name+" ("+fileSize(size)+")", false
				b.apply(ctx)
			})
		}, func(why string) {
			b.file, b.fileBad = "Could not read "+name+": "+why, true
		})
	})
}

// fileSize writes a byte count for people: "812 B", "12.3 kB", "25.1 MB".
func fileSize(n float64) string {
	switch {
	case n < 1000:
		return strconv.FormatFloat(n, 'f', 0, 64) + " B"
	case n < 1e6:
		return strconv.FormatFloat(n/1e3, 'f', 1, 64) + " kB"
	}
	return strconv.FormatFloat(n/1e6, 'f', 1, 64) + " MB"
}

// id is the id of one element of the box, derived from the box's names
// so that two boxes on a page do not clash ("data-y-s-text").
func (b *dataBox) id(part string) string {
	var s strings.Builder
	s.WriteString("data")
	for _, n := range b.Names {
		s.WriteByte('-')
		s.WriteString(safeID(n))
	}
	return s.String() + "-" + part
}

// safeID keeps the ASCII letters and digits of a name for an element id
// and writes any other character as its code ("Σ" → "931").
func safeID(name string) string {
	var s strings.Builder
	for _, r := range name {
		if r < 128 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			s.WriteRune(r)
		} else {
			s.WriteString(strconv.Itoa(int(r)))
		}
	}
	return s.String()
}

func (b *dataBox) Render() app.UI {
	names := strings.Join(b.Names, ", ")
	noun, hint := "row", "One row per line, columns "+names+" in that order, separated by tabs, commas, semicolons or spaces. With tabs or semicolons, 0,5 reads as 0.5. A header row is skipped; # starts a comment."
	if len(b.Names) <= 1 {
		noun, hint = "value", "Numbers separated by commas, semicolons, spaces or new lines. With semicolons, 0,5 reads as 0.5. A header line is skipped; # starts a comment."
	}
	label := "Paste data for " + names
	bad := b.res.Bad > 0 || b.crash != ""
	return app.Div().Class("databox").Body(
		app.Label().For(b.id("text")).Class("databox-label").Text(label),
		app.P().ID(b.id("hint")).Class("databox-hint").Text(hint),
		app.Textarea().ID(b.id("text")).Class("databox-text").
			Rows(6).Wrap("off").Spellcheck(false).Attr("autocomplete", "off").
			Aria("label", label).
			Aria("describedby", b.id("hint")+" "+b.id("count")+" "+b.id("problems")).
			Aria("invalid", bad).
			Text(b.text).
			OnInput(b.onInput),
		app.Div().Class("databox-file").Body(
			app.Label().Class("databox-file-button").Body(
				app.Text("Load a file…"),
				app.Input().Type("file").ID(b.id("file")).
					Accept(".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain").
					Aria("label", "Load a .csv, .tsv or .txt file for "+names).
					Aria("describedby", b.id("file-note")).
					OnChange(b.onFile),
			),
			app.Span().ID(b.id("file-note")).Class("databox-file-note").Aria("live", "polite").
				Body(app.If(b.file != "", func() app.UI {
					if b.fileBad {
						return app.Span().Class("input-error").Text(b.file)
					}
					return app.Text(b.file)
				})),
		),
		app.P().ID(b.id("count")).Class("databox-count").Aria("live", "polite").Text(b.count(noun)),
		&jobView{Box: b, Rev: b.jobRev},
		app.If(b.res.HeaderLine != 0, func() app.UI {
			return app.P().Class("databox-note").Text(b.res.HeaderNote())
		}),
		b.problems(),
	)
}

// count is the line under the box: how many rows are used, how many were
// skipped and how the text was read.
func (b *dataBox) count(noun string) string {
	if b.large != "" {
		return b.large + ": it is computed as a whole, below, and the inputs keep their values"
	}
	s := b.res.Count(noun)
	if b.res.Bad > 0 {
		s += " used, " + strconv.Itoa(b.res.Bad) + " skipped"
	}
	if b.res.Rows() == 0 {
		return s + ": the inputs keep their last values"
	}
	return s + " · " + b.res.Format()
}

// problems lists each bad row with its line number, or is nothing: an
// empty role=alert element would still count as an alert on the page.
func (b *dataBox) problems() app.UI {
	if b.res.Bad == 0 && b.crash == "" {
		return nil
	}
	items := make([]app.UI, 0, len(b.res.Problems))
	for _, p := range b.res.Problems {
		items = append(items, app.Li().Text(p.Error()))
	}
	return app.Div().ID(b.id("problems")).Class("databox-problems").Role("alert").Body(
		app.If(b.crash != "", func() app.UI { return app.P().Class("input-error").Text(b.crash) }),
		app.If(len(items) > 0, func() app.UI { return app.Ul().Body(items...) }),
		app.If(b.res.MoreNote() != "", func() app.UI { return app.P().Text(b.res.MoreNote()) }),
	)
}
