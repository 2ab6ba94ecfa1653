package plot

import (
	"image/color"
	"math"
	"strconv"
	"strings"
	"testing"
)

// cellFills returns the fill colors of the filled paths of root other
// than the background (the first), in document order.
func cellFills(root *node) []string {
	var out []string
	for i, p := range root.find("fill:#") {
		if i == 0 {
			continue
		}
		st := p.attr["style"]
		fill := strings.TrimPrefix(st[strings.Index(st, "fill:#"):], "fill:")[:7]
		// A path of several rectangles (a Shade's tint) is one fill
		// per rectangle; an empty one none.
		for range max(len(subpaths(p)), min(1, len(p.attr["d"]))) {
			out = append(out, fill)
		}
	}
	return out
}

// numericTexts returns the texts of root that parse as numbers, which
// for a Cells figure with category axes are exactly the cell values,
// and their elements.
func numericTexts(root *node) ([]string, []*node) {
	var strs []string
	var nodes []*node
	for _, n := range root.all("text") {
		if _, err := strconv.ParseFloat(n.text, 64); err == nil {
			strs = append(strs, n.text)
			nodes = append(nodes, n)
		}
	}
	return strs, nodes
}

// textFill returns the fill color of the text element n: SVG's default,
// black, unless its style sets one.
func textFill(n *node) string {
	st := n.attr["style"]
	if i := strings.Index(st, "fill:#"); i >= 0 {
		return st[i+5 : i+12]
	}
	return "#000000"
}

func TestCells(t *testing.T) {
	// Values 0 to 7 fall on the 8 stops of the scale; 3.5 halfway
	// between stops 3 (#6BAED6) and 4 (#4292C6): R (0x6B+0x42)/2 = 86.5
	// → 87 = 0x57, G (0xAE+0x92)/2 = 0xA0, B (0xD6+0xC6)/2 = 0xCE.
	values := [][]float64{{0, 1, 2, 3}, {4, 5, 6, 7}, {3.5, 7, 0, 1}}
	rows, cols := []string{"a", "b", "c"}, []string{"w", "x", "y", "z"}
	tests := []struct {
		name  string
		theme Theme
		want  []string // fill colors, row by row
		white []bool   // whether each value is written in white
	}{
		{"light", Light,
			[]string{"#E8F1FA", "#C6DBEF", "#9ECAE1", "#6BAED6", "#4292C6", "#2171B5", "#08519C", "#08306B", "#57A0CE", "#08306B", "#E8F1FA", "#C6DBEF"},
			// Black on luminance above 0.179: #4292C6 is 0.258, #2171B5 0.155.
			[]bool{false, false, false, false, false, true, true, true, false, true, false, false}},
		{"dark", Dark,
			[]string{"#1A2533", "#1B3A5C", "#1D5386", "#2A6DB0", "#4A8BD0", "#78ACE3", "#A9CCF0", "#DCEBFA", "#3A7CC0", "#DCEBFA", "#1A2533", "#1B3A5C"},
			// #2A6DB0 has luminance 0.146, #4A8BD0 0.245.
			[]bool{true, true, true, true, false, false, false, false, false, false, true, true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fig := Figure{Theme: tt.theme, Marks: []Mark{Cells{Rows: rows, Cols: cols, Values: values, Text: true}}}
			root, _ := checkSVG(t, fig)
			if got := cellFills(root); strings.Join(got, " ") != strings.Join(tt.want, " ") {
				t.Errorf("cell fills\n got %v\nwant %v", got, tt.want)
			}
			strs, nodes := numericTexts(root)
			want := "0 1 2 3 4 5 6 7 3.5 7 0 1"
			if strings.Join(strs, " ") != want {
				t.Errorf("cell texts %q, want %q", strs, want)
			}
			for i, n := range nodes {
				want := "#000000"
				if tt.white[i] {
					want = "#FFFFFF"
				}
				if got := textFill(n); got != want {
					t.Errorf("text %d (%s) in %s, want %s", i, n.text, got, want)
				}
			}
			texts := strings.Join(root.texts(), " ")
			for _, l := range append(rows, cols...) {
				if !strings.Contains(texts, l) {
					t.Errorf("category %q not drawn", l)
				}
			}
		})
	}
}

// TestCellsLayout checks that row 0 is drawn at the top and column 0 at
// the left, with the row and column labels beside them.
func TestCellsLayout(t *testing.T) {
	values := [][]float64{{1, 2}, {3, 4}, {5, 6}}
	root, _ := checkSVG(t, Figure{Marks: []Mark{Cells{Rows: []string{"top", "mid", "bottom"}, Cols: []string{"left", "right"}, Values: values}}})
	cells := root.find("fill:#")[1:]
	if len(cells) != 6 {
		t.Fatalf("got %d cells, want 6", len(cells))
	}
	center := func(p *node) xy {
		pts, _ := vertices(t, p)
		lo, hi := bounds(pts)
		return xy{(lo.x + hi.x) / 2, (lo.y + hi.y) / 2}
	}
	c00, c01, c20 := center(cells[0]), center(cells[1]), center(cells[4])
	if !(c00.y > c20.y) || !near(c00.x, c20.x, 0.01) {
		t.Errorf("row 0 at %v, row 2 at %v: want row 0 above", c00, c20)
	}
	if !(c01.x > c00.x) || !near(c00.y, c01.y, 0.01) {
		t.Errorf("column 0 at %v, column 1 at %v: want column 0 left", c00, c01)
	}
	// Text y attributes are negated canvas y (the text is flipped back).
	label := map[string]xy{}
	for _, n := range root.all("text") {
		x, _ := strconv.ParseFloat(n.attr["x"], 64)
		y, _ := strconv.ParseFloat(n.attr["y"], 64)
		label[n.text] = xy{x, -y}
	}
	if !(label["top"].y > label["bottom"].y) || !(label["right"].x > label["left"].x) {
		t.Errorf("labels misplaced: %v", label)
	}
}

func TestCellsValues(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	tests := []struct {
		name   string
		values [][]float64
		texts  string // cell texts, in order
		fills  []string
	}{
		{"six significant digits", [][]float64{{1.0 / 3, 2.0 / 3}, {1234567, -0.000012345678}, {100, 0.1 + 0.2}},
			"0.333333 0.666667 1.23457e+06 -1.23457e-05 100 0.3", nil},
		{"non-finite cells neutral and blank", [][]float64{{0, nan}, {inf, 7}},
			"0 7", []string{"#E8F1FA", "#D4D4D4", "#D4D4D4", "#08306B"}},
		{"equal values mid-scale", [][]float64{{2, 2}}, "2 2",
			// Halfway along 8 stops is halfway between stops 3 and 4.
			[]string{"#57A0CE", "#57A0CE"}},
		{"all NaN", [][]float64{{nan}}, "", []string{"#D4D4D4"}},
		{"extreme range", [][]float64{{-math.MaxFloat64, math.MaxFloat64}}, "-1.79769e+308 1.79769e+308", []string{"#E8F1FA", "#08306B"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Letters for labels, so that the numeric texts are the cells.
			rows := strings.Split("abcdefgh"[:len(tt.values)], "")
			cols := strings.Split("stuvwxyz"[:len(tt.values[0])], "")
			root, _ := checkSVG(t, Figure{Marks: []Mark{Cells{Rows: rows, Cols: cols, Values: tt.values, Text: true}}})
			if strs, _ := numericTexts(root); strings.Join(strs, " ") != tt.texts {
				t.Errorf("cell texts %q, want %q", strs, tt.texts)
			}
			if tt.fills != nil {
				if got := cellFills(root); strings.Join(got, " ") != strings.Join(tt.fills, " ") {
					t.Errorf("fills %v, want %v", got, tt.fills)
				}
			}
		})
	}
}

// relLum is the WCAG 2 relative luminance of an sRGB color.
func relLum(r, g, b uint8) float64 {
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// TestCellScale checks the sequential scales: luminance strictly
// monotone along the scale (falling on Light, rising on Dark, so that
// high values stand out from the background on both), the lowest color
// distinct from the background, and cell text contrast of at least
// 4.5:1 everywhere on the scale and on the neutral color.
func TestCellScale(t *testing.T) {
	for _, th := range []Theme{Light, Dark} {
		cs, _ := th.colors()
		bg := color8(cs.background)
		bgLum := relLum(bg.R, bg.G, bg.B)
		prev := math.NaN()
		for k := 0; k <= 200; k++ {
			c := rampColor(cs.ramp, float64(k)/200)
			l := relLum(c.R, c.G, c.B)
			if k > 0 && ((th == Light && !(l < prev)) || (th == Dark && !(l > prev))) && c != rampColor(cs.ramp, float64(k-1)/200) {
				t.Errorf("%v: luminance %.4f at t = %v after %.4f: not monotone", th, l, float64(k)/200, prev)
			}
			prev = l
			if k == 0 {
				if r := (math.Max(l, bgLum) + 0.05) / (math.Min(l, bgLum) + 0.05); r < 1.1 {
					t.Errorf("%v: lowest color %v too close to the background (%.2f:1)", th, c, r)
				}
			}
			checkTextContrast(t, th, c)
		}
		checkTextContrast(t, th, color8(cs.missing))
	}
}

func checkTextContrast(t *testing.T, th Theme, bg color.RGBA) {
	t.Helper()
	fg := contrastText(bg)
	l1, l2 := relLum(fg.R, fg.G, fg.B), relLum(bg.R, bg.G, bg.B)
	if r := (math.Max(l1, l2) + 0.05) / (math.Min(l1, l2) + 0.05); r < 4.5 {
		t.Errorf("%v: text %v on cell %v: contrast %.2f < 4.5", th, fg, bg, r)
	}
}

// color8 returns c as 8-bit RGBA.
func color8(c color.Color) color.RGBA {
	r, g, b, a := c.RGBA()
	return color.RGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: uint8(a >> 8)}
}

// TestCellsLegend checks the legend swatch of Cells: the low, middle and
// high colors of the scale beside the label.
func TestCellsLegend(t *testing.T) {
	root, _ := checkSVG(t, Figure{Marks: []Mark{
		Cells{Rows: []string{"a"}, Cols: []string{"b", "c"}, Values: [][]float64{{0, 1}}, Label: "counts"},
		Line{X: []float64{0, 1}, Y: []float64{0, 0}, Label: "fit"},
	}})
	// Swatch, then the two cells.
	want := "#E8F1FA #57A0CE #08306B #E8F1FA #08306B"
	if got := strings.Join(cellFills(root), " "); got != want {
		t.Errorf("fills %s, want %s", got, want)
	}
	found := false
	for _, s := range root.texts() {
		found = found || s == "counts"
	}
	if !found {
		t.Errorf("legend label not drawn: %q", root.texts())
	}
}

// grid returns an n×n table of values v(i, j) with letter labels.
func grid(n int, v func(i, j int) float64) Cells {
	c := Cells{Values: make([][]float64, n), Rows: make([]string, n), Cols: make([]string, n), Text: true}
	for i := range n {
		c.Rows[i], c.Cols[i] = "r"+string(rune('a'+i%26)), "c"+string(rune('a'+i%26))
		c.Values[i] = make([]float64, n)
		for j := range n {
			c.Values[i][j] = v(i, j)
		}
	}
	return c
}

// TestCellsTextFit checks that values are written at the largest size
// up to 10 points at which all fit, centered in their cells (by their
// width as the font measures it, the baseline a little below the center),
// and left out below 6 points.
func TestCellsTextFit(t *testing.T) {
	tests := []struct {
		name    string
		w, h    float64
		cells   Cells
		minSize float64 // of the font; 0 for no text
		maxSize float64
	}{
		{"full size", 300, 200, grid(2, func(i, j int) float64 { return []float64{1, 22.5, -333, 0.0004}[2*i+j] }), 10, 10},
		{"shrunk to fit", 480, 250, grid(20, func(i, j int) float64 { return float64(10 + (i*j)%90) }), 6, 9.99},
		{"long values shrunk", 480, 300, grid(10, func(i, j int) float64 { return -1.0 / float64(3+i+j) }), 6, 9.99},
		{"too small", 480, 300, grid(40, func(i, j int) float64 { return float64(i + j) }), 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, _ := checkSVG(t, Figure{Width: tt.w, Height: tt.h, Marks: []Mark{tt.cells}})
			cells := root.find("fill:#")[1:]
			_, texts := numericTexts(root)
			n := len(tt.cells.Values) * len(tt.cells.Values)
			if len(cells) != n {
				t.Fatalf("got %d cells, want %d", len(cells), n)
			}
			if tt.minSize == 0 {
				if len(texts) != 0 {
					t.Errorf("got %d texts, want none", len(texts))
				}
				return
			}
			if len(texts) != n {
				t.Fatalf("got %d texts, want %d", len(texts), n)
			}
			for k, n := range texts {
				pts, _ := vertices(t, cells[k])
				lo, hi := bounds(pts)
				st := n.attr["style"]
				st = st[strings.Index(st, "font-size:")+len("font-size:"):]
				size, err := strconv.ParseFloat(st[:strings.Index(st, "px")], 64)
				if err != nil {
					t.Fatalf("style %q: %v", n.attr["style"], err)
				}
				if size < tt.minSize || size > tt.maxSize {
					t.Errorf("text %q at %vpx, want [%v, %v]", n.text, size, tt.minSize, tt.maxSize)
				}
				// Measured with the font itself.
				ref := liberationFaces(t, size)[sansRegular]
				x, _ := strconv.ParseFloat(n.attr["x"], 64)
				y, _ := strconv.ParseFloat(n.attr["y"], 64)
				w := float64(ref.Width(n.text))
				if !near(x+w/2, (lo.x+hi.x)/2, 0.05) || x < lo.x || x+w > hi.x {
					t.Errorf("text %q spans x [%v, %v], cell [%v, %v]", n.text, x, x+w, lo.x, hi.x)
				}
				base, cy := -y, (lo.y+hi.y)/2
				if !(base < cy && base > cy-size/2) {
					t.Errorf("text %q baseline at y = %v, cell center %v", n.text, base, cy)
				}
			}
		})
	}
}
