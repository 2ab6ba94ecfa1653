package plot

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"testing"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"
)

func TestDbg(t *testing.T) {
	n := 97
	xs := make([]float64, n)
	ys := make([]float64, n)
	vals := []float64{math.NaN(), math.Inf(1), -1e307, 5e-324}
	for i := range xs {
		xs[i] = vals[i%4] * float64(i)
		ys[i] = vals[(i+1)%4] - float64(i)
	}
	f := Figure{Width: 188, Height: 147, Title: "0", XLabel: "0", YLabel: "0", Marks: []Mark{Dot{X: xs, Y: ys}, Line{X: ys, Y: xs, Dashed: true}}}
	th, _ := f.Theme.colors()
	p, e, _ := f.build(188, th)
	fmt.Println(p.X.Min, p.X.Max, p.Y.Min, p.Y.Max)
	c := vgsvg.NewWith(vgsvg.UseWH(vg.Points(188), vg.Points(147)))
	f.draw(draw.New(c), p, e, th)
	var buf bytes.Buffer
	c.WriteTo(&buf)
	os.WriteFile("/tmp/pal/dbg.svg", buf.Bytes(), 0o644)
}
