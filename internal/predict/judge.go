package predict

import (
	"fmt"
	"math"
	"strconv"
)

// A Verdict is a guess held against the truth.
type Verdict struct {
	// Text says the error in words: what the guess put where, and what
	// it is ("Your guess put 0.55 on entry 3; it is 0.665241.").
	Text string
	// Worst is the index of the value the guess missed most (of Truth),
	// or -1 when it missed none or made no guess.
	Worst int
	// Close is true when every value is within Tolerance of the truth.
	Close bool
}

// Tolerance is how near a guessed value counts as right: 5% of the truth,
// or of the form's range for bars and lines, or 0.005 near zero. A
// guess is an intuition, not a computation.
const Tolerance = 0.05

// Judge holds the guess g (in q.Form's values) against q.Truth. A value
// not guessed is NaN.
func Judge(q Question, g []float64) Verdict {
	if len(g) != len(q.Truth) {
		return Verdict{Text: "There is no guess to compare.", Worst: -1}
	}
	switch f := q.Form.(type) {
	case Number:
		return judgeNumber(f, g[0], q.Truth[0])
	case YesNo:
		return judgeYesNo(g[0], q.Truth[0])
	case Bars:
		return judgeBars(f, g, q.Truth)
	case Grid:
		return judgeGrid(f, g, q.Truth)
	case Line:
		return judgeLine(f, g, q.Truth)
	}
	return Verdict{Worst: -1}
}

func judgeNumber(f Number, g, t float64) Verdict {
	if math.IsNaN(g) {
		return Verdict{Text: "You did not guess; it is " + show(t) + ".", Worst: -1}
	}
	if g == t || (f.Integer && math.Round(g) == t) {
		return Verdict{Text: "You guessed " + show(g) + ", and it is exactly that.", Worst: -1, Close: true}
	}
	if math.IsInf(t, 0) || math.IsNaN(t) {
		return Verdict{Text: "You guessed " + show(g) + "; it is " + show(t) + ".", Worst: 0}
	}
	off := g - t
	text := "You guessed " + show(g) + "; it is " + show(t) + ": " + show(math.Abs(off)) + " too " + highLow(off)
	if t != 0 {
		text += fmt.Sprintf(" (%s%% off)", percent(math.Abs(off)/math.Abs(t)))
	}
	v := Verdict{Text: text + ".", Worst: 0, Close: near(g, t, 0)}
	if v.Close {
		v.Text += " Close enough."
	}
	return v
}

func judgeYesNo(g, t float64) Verdict {
	if math.IsNaN(g) {
		return Verdict{Text: "You did not guess; it is " + yesNo(t) + ".", Worst: -1}
	}
	if g == t {
		return Verdict{Text: "You said " + yesNo(g) + ", and it is " + yesNo(t) + ".", Worst: -1, Close: true}
	}
	return Verdict{Text: "You said " + yesNo(g) + "; it is " + yesNo(t) + ".", Worst: 0}
}

func judgeBars(f Bars, g, t []float64) Verdict {
	worst, off := worstOf(g, t)
	scale := f.Hi - f.Lo
	v := Verdict{Worst: worst, Close: true}
	for i := range g {
		v.Close = v.Close && near(g[i], t[i], scale)
	}
	if v.Close {
		v.Text = "Every bar is within " + show(Tolerance*scale) + " of the truth; the largest miss is " + f.Labels[worst] +
			": you put " + show(g[worst]) + ", it is " + show(t[worst]) + "."
		return v
	}
	v.Text = "Your guess put " + show(g[worst]) + " on " + f.Labels[worst] + "; it is " + show(t[worst]) +
		" (" + show(math.Abs(off)) + " too " + highLow(off) + ")."
	if second := secondMiss(g, t, worst); second < Tolerance*scale && len(g) > 1 {
		v.Text += " The other bars are within " + show(Tolerance*scale) + "."
	}
	return v
}

func judgeGrid(f Grid, g, t []float64) Verdict {
	worst, off := worstOf(g, t)
	v := Verdict{Worst: worst, Close: true}
	for i := range g {
		v.Close = v.Close && near(g[i], t[i], 0)
	}
	where := fmt.Sprintf("row %d, column %d", worst/f.Cols+1, worst%f.Cols+1)
	if off == 0 {
		v.Worst = -1
		v.Text = "Every cell is exactly right."
		return v
	}
	v.Text = "Your largest miss is " + where + ": you put " + show(g[worst]) + "; it is " + show(t[worst]) +
		" (" + show(math.Abs(off)) + " too " + highLow(off) + ")."
	if v.Close {
		v.Text += " Every cell is within 5%."
	}
	return v
}

// judgeLine compares the drawn line with the least-squares one by their
// slopes and intercepts, and by what least squares minimises: the mean
// squared error over the points.
func judgeLine(f Line, g, t []float64) Verdict {
	if f.Boundary {
		return judgeBoundary(f, g, t)
	}
	gs, gi := lineCoef(f, g)
	ts, ti := lineCoef(f, t)
	gm, tm := mse(f, gs, gi), mse(f, ts, ti)
	worst, _ := worstOf(g, t)
	v := Verdict{Worst: worst, Close: near(g[0], t[0], f.Hi-f.Lo) && near(g[1], t[1], f.Hi-f.Lo)}
	v.Text = "Your line has slope " + show(gs) + " and intercept " + show(gi) +
		"; the least-squares line has slope " + show(ts) + " and intercept " + show(ti) +
		". Its mean squared error is " + show(gm) + ", against the least possible " + show(tm) + "."
	return v
}

// judgeBoundary compares the drawn boundary with the new one by slope,
// height and the sides each puts the points on (a line has no side of
// its own: the better of its two orientations counts).
func judgeBoundary(f Line, g, t []float64) Verdict {
	gs, _ := lineCoef(f, g)
	ts, _ := lineCoef(f, t)
	same := 0
	for _, p := range f.Points {
		if side(f, g, p) == side(f, t, p) {
			same++
		}
	}
	n := len(f.Points)
	same = max(same, n-same)
	worst, _ := worstOf(g, t)
	v := Verdict{Worst: worst, Close: near(g[0], t[0], f.Hi-f.Lo) && near(g[1], t[1], f.Hi-f.Lo)}
	v.Text = "Your boundary has slope " + show(gs) + " and crosses x = " + show(f.X0) + " at " + show(g[0]) +
		"; the new one has slope " + show(ts) + " and crosses it at " + show(t[0]) +
		". Yours puts " + strconv.Itoa(same) + " of the " + strconv.Itoa(n) + " points on the sides the new one puts them."
	return v
}

// side is which side of the line through heights h a point is: +1
// above, −1 below, 0 on it.
func side(f Line, h []float64, p [2]float64) int {
	s, i := lineCoef(f, h)
	d := p[1] - (i + s*p[0])
	switch {
	case d > 0:
		return 1
	case d < 0:
		return -1
	}
	return 0
}

// lineCoef is the slope and intercept of the line through (X0, h[0]) and
// (X1, h[1]).
func lineCoef(f Line, h []float64) (slope, intercept float64) {
	slope = (h[1] - h[0]) / (f.X1 - f.X0)
	return slope, h[0] - slope*f.X0
}

func mse(f Line, slope, intercept float64) float64 {
	s := 0.0
	for _, p := range f.Points {
		r := p[1] - (intercept + slope*p[0])
		s += r * r
	}
	return s / float64(len(f.Points))
}

// worstOf is the index of the largest |g − t|, and g − t there. An
// unguessed (NaN) value counts as the worst.
func worstOf(g, t []float64) (int, float64) {
	worst, big := 0, -1.0
	for i := range g {
		d := math.Abs(g[i] - t[i])
		if math.IsNaN(d) {
			d = math.Inf(1)
		}
		if d > big {
			worst, big = i, d
		}
	}
	return worst, g[worst] - t[worst]
}

// secondMiss is the largest |g − t| but at skip.
func secondMiss(g, t []float64, skip int) float64 {
	m := 0.0
	for i := range g {
		if i != skip {
			m = math.Max(m, math.Abs(g[i]-t[i]))
		}
	}
	return m
}

// near reports whether g is within Tolerance of t: of |t|, of scale
// when it is positive, and never less than 0.005.
func near(g, t, scale float64) bool {
	tol := Tolerance * math.Abs(t)
	if scale > 0 {
		tol = Tolerance * scale
	}
	return math.Abs(g-t) <= math.Max(tol, 0.005)
}

func highLow(off float64) string {
	if off > 0 {
		return "high"
	}
	return "low"
}

func yesNo(v float64) string {
	if v == 1 {
		return "yes"
	}
	return "no"
}

// show writes a number as the page's result does: six significant digits.
func show(v float64) string {
	switch {
	case math.IsNaN(v):
		return "not a number"
	case math.IsInf(v, 1):
		return "+∞"
	case math.IsInf(v, -1):
		return "−∞"
	}
	return strconv.FormatFloat(v, 'g', 6, 64)
}

func percent(r float64) string {
	if pct := r * 100; pct >= 10 {
		return strconv.FormatFloat(pct, 'f', 0, 64)
	}
	return strconv.FormatFloat(r*100, 'g', 2, 64)
}
