package plot

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Frame maps the data of a figure drawn on two continuous, linear axes to
// its SVG: the X domain [X[0], X[1]] spans Left to Right, the Y domain
// [Y[0], Y[1]] spans Bottom to Top, all in the units of the SVG's
// viewBox (points; y grows downwards). The SVG of such a figure carries
// it in its data-frame attribute, so that a page can tell which data
// point is under the pointer: where a point of a plane is dragged.
type Frame struct {
	X, Y                     [2]float64
	Left, Right, Bottom, Top float64
}

// String is the attribute's value: the eight numbers X[0] X[1] Y[0] Y[1]
// Left Right Bottom Top, separated by spaces, each the shortest decimal
// that reads back to the same float64.
func (f Frame) String() string {
	var b strings.Builder
	for i, v := range [...]float64{f.X[0], f.X[1], f.Y[0], f.Y[1], f.Left, f.Right, f.Bottom, f.Top} {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.FormatFloat(v, 'g', -1, 64))
	}
	return b.String()
}

// ParseFrame reads a data-frame attribute written by Frame.String. It
// fails unless the eight numbers are finite and both spans are non-empty.
func ParseFrame(s string) (Frame, error) {
	fields := strings.Fields(s)
	if len(fields) != 8 {
		return Frame{}, fmt.Errorf("plot: frame %q: want 8 numbers, have %d", s, len(fields))
	}
	var v [8]float64
	for i, f := range fields {
		x, err := strconv.ParseFloat(f, 64)
		if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
			return Frame{}, fmt.Errorf("plot: frame %q: %q is not a finite number", s, f)
		}
		v[i] = x
	}
	fr := Frame{X: [2]float64{v[0], v[1]}, Y: [2]float64{v[2], v[3]}, Left: v[4], Right: v[5], Bottom: v[6], Top: v[7]}
	if !(fr.X[1] > fr.X[0]) || !(fr.Y[1] > fr.Y[0]) || fr.Right == fr.Left || fr.Bottom == fr.Top {
		return Frame{}, fmt.Errorf("plot: frame %q: an empty span", s)
	}
	return fr, nil
}

// Data returns the data point at the position (u, v) of the SVG.
func (f Frame) Data(u, v float64) (x, y float64) {
	x = f.X[0] + (u-f.Left)/(f.Right-f.Left)*(f.X[1]-f.X[0])
	y = f.Y[0] + (v-f.Bottom)/(f.Top-f.Bottom)*(f.Y[1]-f.Y[0])
	return x, y
}

// View returns the position in the SVG of the data point (x, y).
func (f Frame) View(x, y float64) (u, v float64) {
	u = f.Left + (x-f.X[0])/(f.X[1]-f.X[0])*(f.Right-f.Left)
	v = f.Bottom + (y-f.Y[0])/(f.Y[1]-f.Y[0])*(f.Top-f.Bottom)
	return u, v
}
