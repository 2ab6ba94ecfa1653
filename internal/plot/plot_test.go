package plot

import (
	"bytes"
	"fmt"
	"math"
	"strings"
	"sync"
	"testing"
)

func TestSVG(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	xs := ramp(50, -3, 3)
	tests := []struct {
		name string
		fig  Figure
		desc string // expected aria-label; empty to skip the check
	}{
		{"empty", Figure{}, "Chart"},
		{"empty marks", Figure{XLabel: "z", YLabel: "σ(z)", Marks: []Mark{Line{}, Dot{}, Bars{}}}, "Chart: σ(z) against z"},
		{"description", Figure{Description: "Sigmoid of z", Marks: []Mark{Line{X: xs, Y: xs}}}, "Sigmoid of z"},
		{"built description", Figure{Title: "Activation", XLabel: "z", YLabel: "f(z)", Marks: []Mark{Line{X: xs, Y: xs, Label: "relu"}, Dot{X: xs[:1], Y: xs[:1], Label: "now"}}}, "Chart: Activation; f(z) against z; showing relu, now"},
		{"dark", Figure{Theme: Dark, Title: "t", Marks: []Mark{Line{X: xs, Y: xs, Label: "a"}, Line{X: xs, Y: xs, Label: "b", Dashed: true}}}, ""},
		{"rules", Figure{Marks: []Mark{RuleX{X: 1}, RuleY{Y: -2}, &RuleY{Y: nan}}}, ""},
		{"pointer marks", Figure{Marks: []Mark{&Line{X: xs, Y: xs, Label: "p"}, &Dot{X: xs, Y: xs}, &RuleX{X: 0}}}, "Chart: showing p"},
		{"all nan", Figure{Marks: []Mark{Line{X: []float64{nan, nan}, Y: []float64{1, 2}}, Dot{X: []float64{inf}, Y: []float64{-inf}}}}, ""},
		{"single point", Figure{Marks: []Mark{Dot{X: []float64{2}, Y: []float64{3}}}}, ""},
		{"constant", Figure{Marks: []Mark{Line{X: xs, Y: make([]float64, len(xs))}}}, ""},
		{"huge values", Figure{Marks: []Mark{Line{X: []float64{-math.MaxFloat64, 0, math.MaxFloat64}, Y: []float64{math.MaxFloat64, -math.MaxFloat64, 1}}}}, ""},
		{"huge constant", Figure{Marks: []Mark{Dot{X: []float64{1e20, 1e20}, Y: []float64{1e300, 1e300}}}}, ""},
		{"tiny range", Figure{Marks: []Mark{Line{X: []float64{1, 1 + 1e-15}, Y: []float64{5e-324, 1e-320}}}}, ""},
		{"fixed domain", Figure{X: Fixed(-1, 1), Y: Fixed(0, 1), Marks: []Mark{Line{X: xs, Y: xs}, Dot{X: xs, Y: xs}, Bars{Values: []float64{2, -1}}, RuleX{X: 5}}}, ""},
		{"clipped to tiny domain", Figure{X: Fixed(0, 1e-9), Y: Fixed(0, 1e-9), Marks: []Mark{Line{X: []float64{0, 1e300}, Y: []float64{0, -1e300}}}}, ""},
		{"small crowded", Figure{Width: MinWidth, Height: MinHeight, Title: "A rather long title for such a small figure", XLabel: "x", YLabel: "y",
			Marks: []Mark{Line{X: xs, Y: xs, Label: "first series"}, Line{X: xs, Y: xs, Label: "second series"}, Dot{X: xs, Y: xs, Label: "third series"}}}, ""},
		{"many marks", Figure{Marks: func() []Mark {
			var m []Mark
			for i := range 12 {
				m = append(m, Line{X: xs, Y: ramp(50, 0, float64(i)), Label: fmt.Sprint("line ", i)})
			}
			return m
		}()}, ""},
		{"bars", Figure{Marks: []Mark{Bars{Labels: []string{"a", "b"}, Values: []float64{0.25, 0.75}, Label: "p"}, Bars{Values: []float64{0.5, nan}, Label: "q"}}}, "Chart: showing p, q"},
		{"new marks described", Figure{Title: "ROC", Marks: []Mark{
			Area{X: xs, Y: xs, Label: "AUC 0.9"}, &Path{X: xs, Y: xs, Label: "ball"}, Segments{Label: "residuals"},
			Band{Min: 0, Max: 1, Label: "±σ"}, Text{}, Cells{Label: "counts"}, Line{X: xs, Y: xs, Step: true, Label: "CDF"},
		}}, "Chart: ROC; showing AUC 0.9, ball, residuals, ±σ, counts, CDF"},
		{"empty new marks", Figure{Marks: []Mark{Area{}, Cells{}, Text{}, Segments{}, Path{}, Band{}}}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, _ := checkSVG(t, tt.fig)
			if tt.desc != "" && root.attr["aria-label"] != tt.desc {
				t.Errorf("aria-label = %q, want %q", root.attr["aria-label"], tt.desc)
			}
		})
	}
}

func TestEscaping(t *testing.T) {
	const script = "<script>alert(1)</script>"
	hostile := []string{
		script,
		`" onload="alert(1)`,
		`' onmouseover='alert(1)`,
		"a & b < c > d",
		"]]><svg onload=alert(1)>",
		"<!-- comment --><?xml?>",
		"ctrl\x00\x01\x1b\u2028 and bad utf-8 \xff\xfe",
	}
	for _, s := range hostile {
		t.Run(fmt.Sprintf("%.20q", s), func(t *testing.T) {
			f := Figure{
				Title:  s,
				XLabel: s,
				YLabel: s,
				Marks: []Mark{
					Line{X: []float64{0, 1}, Y: []float64{0, 1}, Label: s},
					Dot{X: []float64{0.5}, Y: []float64{0.5}, Label: s + "2"},
					Bars{Labels: []string{s, "x"}, Values: []float64{0.2, 0.8}, Label: s + "3"},
				},
			}
			for _, desc := range []string{"", s} {
				f.Description = desc
				root, doc := checkSVG(t, f)
				if bytes.Contains(bytes.ToLower(doc), []byte("<script")) {
					t.Errorf("raw <script in output")
				}
				want := clean(s)
				if desc == "" {
					want = f.description()
				}
				if got := root.attr["aria-label"]; got != want {
					t.Errorf("aria-label = %q, want %q", got, want)
				}
				n := 0
				for _, txt := range root.texts() {
					if txt == clean(s) {
						n++
					}
				}
				// Title, both axis labels, the legend entry and the bar label.
				if n != 5 {
					t.Errorf("label drawn %d times as text, want 5; texts: %q", n, root.texts())
				}
			}
		})
	}
}

func TestNonFinite(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	tests := []struct {
		name       string
		mark       Mark
		prop       string
		wantShapes int
	}{
		{"line unbroken", Line{X: []float64{0, 1, 2, 3}, Y: []float64{0, 1, 0, 1}}, "stroke:", 1},
		{"line broken by NaN", Line{X: []float64{0, 1, 2, 3, 4}, Y: []float64{0, 1, nan, 0, 1}}, "stroke:", 2},
		{"line broken by Inf", Line{X: []float64{0, 1, inf, 3, 4, 5, 6}, Y: []float64{0, 1, 2, 0, 1, -inf, 1}}, "stroke:", 2},
		{"isolated point dropped", Line{X: []float64{0, 1, 2, 3, 4}, Y: []float64{0, nan, 1, nan, 1}}, "stroke:", 0},
		{"all NaN", Line{X: []float64{nan, nan}, Y: []float64{nan, nan}}, "stroke:", 0},
		{"dots skip", Dot{X: []float64{0, nan, 2, 3}, Y: []float64{0, 1, inf, 3}}, "fill:", 2},
		{"bars skip", Bars{Values: []float64{0.1, nan, inf, -inf, 0.3}}, "fill:", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, _ := checkSVG(t, Figure{Marks: []Mark{tt.mark}})
			got := root.paths(tt.prop + hexColor(0))
			if _, ok := tt.mark.(Dot); ok {
				got = len(root.discs(t, hexColor(0)))
			}
			if got != tt.wantShapes {
				t.Errorf("got %d shapes in the mark color, want %d", got, tt.wantShapes)
			}
		})
	}
}

func TestErrors(t *testing.T) {
	tests := []struct {
		name string
		fig  Figure
		want []string // substrings of the error
	}{
		{"line lengths", Figure{Marks: []Mark{RuleX{}, Line{X: []float64{1, 2}, Y: []float64{1}, Label: "σ(z)"}}}, []string{"Marks[1]", "Line", `"σ(z)"`, "len(X) = 2", "len(Y) = 1"}},
		{"dot lengths", Figure{Marks: []Mark{Dot{X: []float64{1}}}}, []string{"Marks[0]", "Dot"}},
		{"bars lengths", Figure{Marks: []Mark{Bars{Labels: []string{"a"}, Values: []float64{1, 2}, Label: "p"}}}, []string{"Marks[0]", "Bars", `"p"`}},
		{"bars categories", Figure{Marks: []Mark{Bars{Values: []float64{1, 2}}, Bars{Values: []float64{1}}}}, []string{"Marks[1]", "Bars"}},
		{"area lengths", Figure{Marks: []Mark{Area{X: []float64{1}, Label: "AUC"}}}, []string{"Marks[0]", "Area", `"AUC"`, "len(X) = 1", "len(Y) = 0"}},
		{"cells rows", Figure{Marks: []Mark{Cells{Rows: []string{"a"}, Values: [][]float64{{1}, {2}}}}}, []string{"Marks[0]", "Cells", "len(Rows) = 1", "len(Values) = 2"}},
		{"cells ragged", Figure{Marks: []Mark{Cells{Values: [][]float64{{1, 2}, {3}}, Label: "t"}}}, []string{"Marks[0]", "Cells", `"t"`, "len(Values[1]) = 1", "2 columns"}},
		{"cells cols", Figure{Marks: []Mark{Cells{Cols: []string{"a", "b", "c"}, Values: [][]float64{{1, 2}}}}}, []string{"Cells", "len(Values[0]) = 2", "3 columns"}},
		{"cells with bars", Figure{Marks: []Mark{Bars{Values: []float64{1}}, Cells{Values: [][]float64{{1}}}}}, []string{"Marks[1]", "Cells", "Bars"}},
		{"two cells", Figure{Marks: []Mark{Cells{}, &Cells{}}}, []string{"Marks[0]", "Cells", "at most one"}},
		{"cells with LogY", Figure{LogY: true, Marks: []Mark{Cells{}}}, []string{"Marks[0]", "Cells", "LogY"}},
		{"text lengths", Figure{Marks: []Mark{Text{X: []float64{1}, Y: []float64{1}}}}, []string{"Marks[0]", "Text", "len(Texts) = 0"}},
		{"segments lengths", Figure{Marks: []Mark{Segments{X1: []float64{1}, Y1: []float64{1}, X2: []float64{1}, Label: "r"}}}, []string{"Marks[0]", "Segments", `"r"`, "len(Y2) = 0"}},
		{"dot radius", Figure{Marks: []Mark{Dot{X: []float64{1}, Y: []float64{1}, Radius: -1, Label: "node"}}}, []string{"Marks[0]", "Dot", `"node"`, "Radius = -1"}},
		{"text place", Figure{Marks: []Mark{Text{Place: 9}}}, []string{"Marks[0]", "Text", "Place 9"}},
		{"text clear", Figure{Marks: []Mark{Text{Clear: math.NaN()}}}, []string{"Marks[0]", "Text", "Clear = NaN"}},
		{"segment widths lengths", Figure{Marks: []Mark{Segments{X1: []float64{1}, Y1: []float64{1}, X2: []float64{1}, Y2: []float64{1}, Widths: []float64{1, 2}}}}, []string{"Segments", "len(Widths) = 2", "1 segments"}},
		{"segment width negative", Figure{Marks: []Mark{Segments{X1: []float64{1}, Y1: []float64{1}, X2: []float64{1}, Y2: []float64{1}, Widths: []float64{-1}}}}, []string{"Segments", "Widths[0] = -1"}},
		{"arrows with widths", Figure{Marks: []Mark{Segments{X1: []float64{1}, Y1: []float64{1}, X2: []float64{1}, Y2: []float64{1}, Widths: []float64{1}, Arrow: true}}}, []string{"Segments", "arrows"}},
		{"diagram log", Figure{LogY: true, Diagram: true}, []string{"Diagram", "LogY"}},
		{"path lengths", Figure{Marks: []Mark{RuleY{}, Path{X: []float64{1, 2}, Y: []float64{1}}}}, []string{"Marks[1]", "Path", "len(X) = 2", "len(Y) = 1"}},
		{"log zero domain", Figure{LogY: true, Y: Fixed(0, 1)}, []string{"LogY", "positive"}},
		{"log negative domain", Figure{LogY: true, Y: Fixed(-1, 1)}, []string{"LogY", "positive"}},
		{"equal log", Figure{LogY: true, Equal: true}, []string{"Equal", "LogY"}},
		{"nil mark", Figure{Marks: []Mark{Line{}, nil}}, []string{"Marks[1]", "nil"}},
		{"nil new mark", Figure{Marks: []Mark{(*Cells)(nil)}}, []string{"Marks[0]", "nil"}},
		{"nil pointer mark", Figure{Marks: []Mark{(*Dot)(nil)}}, []string{"Marks[0]", "nil"}},
		{"theme", Figure{Theme: 7}, []string{"theme"}},
		{"size", Figure{Width: -1}, []string{"size"}},
		{"tiny size", Figure{Width: 10, Height: 10}, []string{"size"}},
		{"nan size", Figure{Height: math.NaN()}, []string{"size"}},
		{"reversed domain", Figure{X: Fixed(1, 0)}, []string{"X domain"}},
		{"nan domain", Figure{Y: Fixed(math.NaN(), 1)}, []string{"Y domain"}},
		{"inf domain", Figure{Y: Fixed(0, math.Inf(1))}, []string{"Y domain"}},
		{"degenerate domain", Figure{X: Fixed(1, 1+1e-15)}, []string{"X domain"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := tt.fig.SVG()
			if err == nil {
				t.Fatalf("no error; output %.80q", doc)
			}
			if doc != nil {
				t.Errorf("output with error")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
		})
	}
}

func TestBars(t *testing.T) {
	labels := []string{"cat", "dog", "bird", "fish", "emu"}
	for n := 0; n <= len(labels); n++ {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			values := ramp(n+1, 0.1, 0.9)[:n]
			root, _ := checkSVG(t, Figure{Marks: []Mark{Bars{Labels: labels[:n], Values: values, Label: "p"}}})
			if got := root.paths("fill:" + hexColor(0)); got != n {
				t.Errorf("got %d bars, want %d", got, n)
			}
			texts := strings.Join(root.texts(), "\n")
			for _, l := range labels[:n] {
				if !strings.Contains(texts, l) {
					t.Errorf("category %q not drawn", l)
				}
			}
		})
	}
}

func TestLegend(t *testing.T) {
	xs := ramp(10, 0, 1)
	tests := []struct {
		name  string
		marks []Mark
		want  []string // legend labels; nil for no legend
	}{
		{"none", []Mark{Line{X: xs, Y: xs}}, nil},
		{"one label", []Mark{Line{X: xs, Y: xs, Label: "alpha"}, Dot{X: xs, Y: xs}}, nil},
		{"two labels", []Mark{Line{X: xs, Y: xs, Label: "alpha"}, RuleY{Y: 0}, Dot{X: xs, Y: xs, Label: "beta"}}, []string{"alpha", "beta"}},
		{"bars", []Mark{Bars{Values: xs, Label: "alpha"}, Bars{Values: xs, Label: "beta"}, Bars{Values: xs}}, []string{"alpha", "beta"}},
		{"area and path", []Mark{Area{X: xs, Y: xs, Label: "alpha"}, Path{X: xs, Y: xs, Fill: true, Label: "beta"}}, []string{"alpha", "beta"}},
		{"segments and step line", []Mark{Segments{X1: xs, Y1: xs, X2: xs, Y2: xs, Arrow: true, Label: "alpha"}, Line{X: xs, Y: xs, Step: true, Label: "beta"}}, []string{"alpha", "beta"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, _ := checkSVG(t, Figure{Marks: tt.marks})
			texts := root.texts()
			for _, l := range []string{"alpha", "beta"} {
				drawn := false
				for _, s := range texts {
					drawn = drawn || s == l
				}
				want := false
				for _, w := range tt.want {
					want = want || w == l
				}
				if drawn != want {
					t.Errorf("legend label %q drawn: %v, want %v", l, drawn, want)
				}
			}
			// Distinct palette colors: the mark and its legend swatch.
			if tt.want != nil {
				for i := range tt.want {
					if root.paths(hexColor(i)) < 2 {
						t.Errorf("color %s used fewer than twice", hexColor(i))
					}
				}
			}
		})
	}
}

func TestPaletteContrast(t *testing.T) {
	lum := func(c uint32) float64 {
		var l float64
		for i, w := range []float64{0.0722, 0.7152, 0.2126} {
			v := float64(c>>(8*i)&0xFF) / 255
			if v <= 0.03928 {
				v /= 12.92
			} else {
				v = math.Pow((v+0.055)/1.055, 2.4)
			}
			l += w * v
		}
		return l
	}
	hex := func(s string) uint32 {
		var v uint32
		fmt.Sscanf(s, "#%06X", &v)
		return v
	}
	seen := map[string]bool{}
	for i := range paletteSize {
		c := hexColor(i)
		if seen[c] {
			t.Errorf("palette color %d (%s) repeated", i, c)
		}
		seen[c] = true
		for _, th := range []Theme{Light, Dark} {
			cs, _ := th.colors()
			r, g, b, _ := cs.background.RGBA()
			bg := uint32(r>>8)<<16 | uint32(g>>8)<<8 | uint32(b>>8)
			l1, l2 := lum(hex(c)), lum(bg)
			ratio := (math.Max(l1, l2) + 0.05) / (math.Min(l1, l2) + 0.05)
			if ratio < 3 {
				t.Errorf("palette color %s on %v background: contrast %.2f < 3", c, th, ratio)
			}
		}
	}
}

func TestConcurrent(t *testing.T) {
	f := sigmoidFigure()
	want, err := f.SVG()
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 10 {
				got, err := f.SVG()
				if err != nil || !bytes.Equal(got, want) {
					t.Errorf("concurrent render differs (err %v)", err)
					return
				}
			}
		}()
	}
	wg.Wait()
}

func TestLongCategory(t *testing.T) {
	long := strings.Repeat("very long category ", 40)
	root, _ := checkSVG(t, Figure{Marks: []Mark{Bars{Labels: []string{long, "b"}, Values: []float64{1, 2}}}})
	found := false
	for _, s := range root.texts() {
		if strings.HasPrefix(long, strings.TrimSuffix(s, "…")) && strings.HasSuffix(s, "…") && len(s) < len(long)/4 {
			found = true
		}
	}
	if !found {
		t.Errorf("long category not truncated; texts: %q", root.texts())
	}
}

func TestNonFiniteInTag(t *testing.T) {
	tests := []struct {
		doc  string
		want bool
	}{
		{`<path d="M1,2L3,4" />`, false},
		{`<path d="MNaN,2L3,4" />`, true},
		{`<path d="M1,2L+Inf,4" />`, true},
		{`<text x="1" y="2">NaN and Inf</text>`, false},
		{`<text x="NaN" y="2">ok</text>`, true},
	}
	for _, tt := range tests {
		if got := nonFiniteInTag([]byte(tt.doc)); got != tt.want {
			t.Errorf("nonFiniteInTag(%q) = %v, want %v", tt.doc, got, tt.want)
		}
	}
}
