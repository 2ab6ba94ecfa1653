package equations

import "math"

// Kind is the type of value a parameter holds.
type Kind int

const (
	// Real is a float64 scalar.
	Real Kind = iota
	// Integer is an int scalar (counts, sizes).
	Integer
	// Vector is a []float64.
	Vector
	// Probability is a []float64 of values in [0, 1] that sums to 1.
	Probability
	// Choice is one string of Param.Options.
	Choice
	// Matrix is a rectangular [][]float64, row-major.
	Matrix
	// Bool is a bool (a switch).
	Bool
	// Strings is a []string, such as the tokens of a corpus.
	Strings
	// Object is any JSON value, kept as json.RawMessage for the equation's
	// Eval to read (tables keyed by words, lists of queries). Prefer the
	// typed kinds: an Object has no control beyond a JSON text box unless
	// an editor (BitString, RankedLists, MatrixList, WordOf) gives it one.
	Object
	// Numbers is a number or a list of numbers; the shape is kept: a
	// float64 or a []float64, and an equation taking it answers a number
	// for numbers and a list for lists (sampling formulas that work
	// entry-wise). Domain, Min, Max and Step apply to the number or to
	// each entry; MinLen, MaxLen and SameLen to the list form only.
	Numbers
	// Members is the members of a set: a list of numbers ([]float64) or a
	// list of strings ([]string: words, tags), all of one kind; the kind
	// is kept. Domain, Min, Max and Step apply to numbers.
	Members
	// Text is a string typed by a person: a formula (the Formula editor,
	// which also checks that it parses). It is at most MaxText characters.
	Text
)

// MaxText is the most characters a Text input holds.
const MaxText = 1000

var kindNames = [...]string{Real: "real", Integer: "integer", Vector: "vector", Probability: "probability",
	Choice: "choice", Matrix: "matrix", Bool: "bool", Strings: "strings", Object: "object",
	Numbers: "numbers", Members: "members", Text: "text"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// Param describes one input of an equation: its value type and domain, and
// how its control looks by default.
type Param struct {
	Name   string // the input's name in JSON, URLs and the accessible name of its control
	Symbol string // LaTeX symbol, e.g. `\hat{y}`
	Doc    string // a short description shown next to the control
	Kind   Kind
	// Default is the value of a first view: float64 (Real), int
	// (Integer), []float64 (Vector, Probability), string (Choice),
	// [][]float64 (Matrix), bool (Bool), []string (Strings),
	// json.RawMessage (Object), or float64 or []float64 (Numbers).
	Default any
	// Optional inputs may be omitted in a request; Default is used. An
	// optional input with a nil Default stays absent unless given (see
	// Inputs.Has): it selects an alternative form of the equation, and
	// the page offers it with the value Example.
	Optional bool
	Example  any

	// Min, Max and Step give the slider range (of each entry for
	// vectors). They are a view, not a limit: the domain is Domain.
	Min, Max, Step float64
	// Log makes the slider logarithmic (learning rates, epsilons).
	Log bool
	// Domain is the set of allowed values (of each entry for vectors).
	Domain Interval

	// MinLen is the least number of entries a vector (rows of a matrix,
	// strings) must have; MaxLen is the most the editor offers (requests
	// may send more). MinCols is the least number of columns of a matrix.
	MinLen, MaxLen int
	MinCols        int
	// Under narrows the slider range for some choices of a Choice
	// parameter: the observations of a Bernoulli model are 0 or 1, those
	// of a Gaussian any number. The first that applies is used.
	Under []SliderUnder
	// SameLen names another vector parameter this one must match in
	// length.
	SameLen string

	// Options are the allowed values of a Choice.
	Options []string
	// Needs lists, per option of a Choice, what that form of the equation
	// needs of the other inputs: optional inputs by name, switched on
	// with their Example, and "name=value" for a value of another input:
	// an option of a Choice, or JSON ("w=[1, 1]"). The page sets them
	// when the option is chosen, and switches off the optional inputs
	// only another option needs.
	Needs map[string][]string

	// Editor is how the page edits the input beyond its kind's control
	// (editor.go): a covariance, a joint table, a set, bits, ranked
	// lists, a picture, free text, a word of another input, a list of
	// matrices. nil is the kind's own control.
	Editor Editor
	// Together names the other optional inputs an alternative form needs
	// with this one, switched on and off together.
	Together []string
	// Between names two Real inputs whose values are the slider's range,
	// for an x whose plotted range the person sets (the custom page's
	// x from and x to). Slider uses them while the first is below the
	// second.
	Between [2]string
}

// SliderUnder is the slider range [Min, Max] and Step of a parameter while
// the Choice parameter Choice is Option.
type SliderUnder struct {
	Choice, Option string
	Min, Max, Step float64
}

// Slider returns the slider range and step of p for the inputs in: that
// of the first Under that applies, or p's own.
func (p *Param) Slider(in Inputs) (lo, hi, step float64) {
	if p.Between[0] != "" {
		lo, okLo := in[p.Between[0]].(float64)
		hi, okHi := in[p.Between[1]].(float64)
		if okLo && okHi && lo < hi && !math.IsInf(hi-lo, 0) {
			return lo, hi, stepFor(hi - lo)
		}
	}
	for _, u := range p.Under {
		if in.Choice(u.Choice) == u.Option {
			return u.Min, u.Max, u.Step
		}
	}
	return p.Min, p.Max, p.Step
}

// Interval is a set of reals between Lo and Hi; each end is open or closed.
// Infinite ends are allowed values only when the end is closed.
type Interval struct {
	Lo, Hi         float64
	OpenLo, OpenHi bool
}

// Common domains.
var (
	// AnyReal is every finite real number.
	AnyReal = Interval{Lo: math.Inf(-1), Hi: math.Inf(1), OpenLo: true, OpenHi: true}
	// ExtendedReal admits ±Infinity too.
	ExtendedReal = Interval{Lo: math.Inf(-1), Hi: math.Inf(1)}
	// Positive is (0, ∞).
	Positive = Interval{Lo: 0, Hi: math.Inf(1), OpenLo: true, OpenHi: true}
	// NonNegative is [0, ∞).
	NonNegative = Interval{Lo: 0, Hi: math.Inf(1), OpenHi: true}
	// Unit is [0, 1].
	Unit = Interval{Lo: 0, Hi: 1}
)

// Contains reports whether v lies in the interval. NaN never does.
func (iv Interval) Contains(v float64) bool {
	if math.IsNaN(v) {
		return false
	}
	if v < iv.Lo || (iv.OpenLo && v == iv.Lo) {
		return false
	}
	if v > iv.Hi || (iv.OpenHi && v == iv.Hi) {
		return false
	}
	return true
}

// String writes the interval in the usual bracket notation, e.g. "(0, ∞)".
func (iv Interval) String() string {
	lb, rb := "[", "]"
	if iv.OpenLo {
		lb = "("
	}
	if iv.OpenHi {
		rb = ")"
	}
	return lb + formatBound(iv.Lo) + ", " + formatBound(iv.Hi) + rb
}

func formatBound(v float64) string {
	switch {
	case math.IsInf(v, 1):
		return "∞"
	case math.IsInf(v, -1):
		return "−∞"
	}
	return FormatNumber(v)
}
