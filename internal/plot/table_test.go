package plot

import (
	"math"
	"reflect"
	"testing"
)

func TestFigureData(t *testing.T) {
	xs := make([]float64, 501)
	ys := make([]float64, 501)
	zs := make([]float64, 501)
	for i := range xs {
		xs[i] = float64(i) / 100
		ys[i] = xs[i] * xs[i]
		zs[i] = math.Sqrt(xs[i] - 1) // NaN below 1
	}
	f := Figure{XLabel: "x", Marks: []Mark{
		Line{X: xs, Y: ys, Label: "x²"},
		Line{X: xs, Y: zs, Label: "√(x−1)"},
		Line{X: []float64{0, 5}, Y: []float64{0, 0}, Label: "tangent"}, // other xs: not a column
		Dot{X: []float64{2}, Y: []float64{4}},
	}}
	tab, ok := f.Data()
	if !ok {
		t.Fatal("no data")
	}
	if !reflect.DeepEqual(tab.Head, []string{"x", "x²", "√(x−1)"}) {
		t.Errorf("head %q", tab.Head)
	}
	if len(tab.Rows) != MaxTableRows || tab.Of != "51 of 501 points, evenly spaced" {
		t.Errorf("%d rows, %q", len(tab.Rows), tab.Of)
	}
	// Every 10th point: row 1 is x = 0.1, row 50 the last, x = 5.
	if !reflect.DeepEqual(tab.Rows[1], []string{"0.1", "0.01", "undefined"}) || !reflect.DeepEqual(tab.Rows[50], []string{"5", "25", "2"}) {
		t.Errorf("rows 1 and 50: %q, %q", tab.Rows[1], tab.Rows[50])
	}

	bars := Figure{Marks: []Mark{Bars{Labels: []string{"a", "b"}, Values: []float64{0.25, 0.75}, Label: "p"}}}
	tab, _ = bars.Data()
	if !reflect.DeepEqual(tab, Table{Kind: BarsTable, Head: []string{"category", "p"}, Rows: [][]string{{"a", "0.25"}, {"b", "0.75"}}}) {
		t.Errorf("bars: %+v", tab)
	}
	// A mark given by pointer is read the same.
	if tab, ok := (Figure{Marks: []Mark{&Dot{X: []float64{1}, Y: []float64{2}}}}).Data(); !ok || tab.Kind != DotsTable || tab.Rows[0][1] != "2" {
		t.Errorf("a *Dot: %+v, %v", tab, ok)
	}
	if _, ok := (Figure{Marks: []Mark{RuleX{X: 1}}}).Data(); ok {
		t.Error("a rule alone has data")
	}
}
