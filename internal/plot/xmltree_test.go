package plot

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"testing"
)

// node is an element of a parsed SVG document.
type node struct {
	name     string
	attr     map[string]string
	children []*node
	text     string // character data directly inside the element
}

// parse parses doc strictly as XML and returns its root element.
func parse(t *testing.T, doc []byte) *node {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(doc))
	dec.Strict = true
	var root *node
	var stack []*node
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG is not valid XML: %v\n%s", err, doc)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			n := &node{name: tok.Name.Local, attr: map[string]string{}}
			for _, a := range tok.Attr {
				n.attr[a.Name.Local] = a.Value
			}
			if len(stack) == 0 {
				if root != nil {
					t.Fatalf("SVG has more than one root element")
				}
				root = n
			} else {
				p := stack[len(stack)-1]
				p.children = append(p.children, n)
			}
			stack = append(stack, n)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				stack[len(stack)-1].text += string(tok)
			} else if len(bytes.TrimSpace(tok)) > 0 {
				t.Fatalf("character data outside the root element: %q", tok)
			}
		case xml.ProcInst, xml.Directive, xml.Comment:
			t.Fatalf("SVG contains %T; want a bare <svg> element", tok)
		}
	}
	if root == nil {
		t.Fatalf("SVG has no root element")
	}
	return root
}

// all returns the elements named name in the tree n, in document order.
func (n *node) all(name string) []*node {
	var out []*node
	if n.name == name {
		out = append(out, n)
	}
	for _, c := range n.children {
		out = append(out, c.all(name)...)
	}
	return out
}

// texts returns the contents of the <text> elements under n.
func (n *node) texts() []string {
	var out []string
	for _, t := range n.all("text") {
		out = append(out, t.text)
	}
	return out
}

// paths counts the shapes (subpaths, each begun by an M) of the <path>
// elements under n whose style contains prop: the dots of a Dot mark
// share one element (dotPlotter), a bar or a line's piece has its own.
func (n *node) paths(prop string) int {
	c := 0
	for _, p := range n.all("path") {
		if strings.Contains(p.attr["style"], prop) {
			c += len(subpaths(p))
		}
	}
	return c
}

// subpaths returns the subpaths of the path element p's data, each
// beginning with its M.
func subpaths(p *node) []string {
	d := p.attr["d"]
	var out []string
	for len(d) > 0 {
		next := strings.IndexByte(d[1:], 'M')
		if next < 0 {
			out = append(out, d)
			break
		}
		out = append(out, d[:next+1])
		d = d[next+1:]
	}
	return out
}

// find returns the <path> elements under n whose style contains every
// one of props, in document order.
func (n *node) find(props ...string) []*node {
	var out []*node
	for _, p := range n.all("path") {
		ok := true
		for _, prop := range props {
			ok = ok && strings.Contains(p.attr["style"], prop)
		}
		if ok {
			out = append(out, p)
		}
	}
	return out
}

// roundDisc is a disc found in a figure: its center and radius.
type roundDisc struct{ x, y, r float64 }

// discs returns the discs of the colour col under n, whichever way they
// are written: a filled circle of two arcs starting at its rightmost
// point ("Mx,yAr,r 0 1 1 …Z"), or a subpath of no length ("Mx,yh0")
// stroked with round caps, whose width is the diameter
// (svgCanvas.FillDiscs).
func (n *node) discs(t *testing.T, col string) []roundDisc {
	t.Helper()
	var out []roundDisc
	for _, p := range n.all("path") {
		style := p.attr["style"]
		switch {
		case strings.Contains(style, "fill:"+col):
			for _, sp := range subpaths(p) {
				var x, y, r float64
				if _, err := fmt.Sscanf(sp, "M%g,%gA%g,", &x, &y, &r); err != nil {
					continue // not a circle: a bar, a head
				}
				out = append(out, roundDisc{x - r, y, r})
			}
		case strings.Contains(style, "stroke:"+col) && strings.Contains(style, "stroke-linecap:round"):
			var w float64
			for _, decl := range strings.Split(style, ";") {
				if v, ok := strings.CutPrefix(decl, "stroke-width:"); ok {
					w, _ = strconv.ParseFloat(v, 64)
				}
			}
			for _, sp := range subpaths(p) {
				var x, y float64
				if _, err := fmt.Sscanf(sp, "M%g,%gh0", &x, &y); err != nil || !strings.HasSuffix(sp, "h0") {
					t.Fatalf("round-capped subpath %q is not a dot", sp)
				}
				out = append(out, roundDisc{x, y, w / 2})
			}
		}
	}
	return out
}

// styled returns the <path> elements under n whose style is exactly st.
func (n *node) styled(st string) []*node {
	var out []*node
	for _, p := range n.all("path") {
		if p.attr["style"] == st {
			out = append(out, p)
		}
	}
	return out
}

// xy is a point in the SVG drawing's coordinates (y up, as on the canvas).
type xy struct{ x, y float64 }

// vertices returns the points of the path element p, which must consist
// of M and L commands only, and whether it is closed by a final Z.
func vertices(t *testing.T, p *node) (pts []xy, closed bool) {
	t.Helper()
	d := p.attr["d"]
	if strings.HasSuffix(d, "Z") {
		d, closed = strings.TrimSuffix(d, "Z"), true
	}
	for _, cmd := range strings.FieldsFunc(d, func(r rune) bool { return r == 'M' || r == 'L' }) {
		var v xy
		if _, err := fmt.Sscanf(cmd, "%g,%g", &v.x, &v.y); err != nil {
			t.Fatalf("path d=%q: bad command %q: %v", p.attr["d"], cmd, err)
		}
		pts = append(pts, v)
	}
	if n := strings.Count(p.attr["d"], "M") + strings.Count(p.attr["d"], "L"); n != len(pts) {
		t.Fatalf("path d=%q has commands other than M, L and Z", p.attr["d"])
	}
	return pts, closed
}

// bounds returns the bounding box of pts.
func bounds(pts []xy) (lo, hi xy) {
	lo, hi = xy{math.Inf(1), math.Inf(1)}, xy{math.Inf(-1), math.Inf(-1)}
	for _, p := range pts {
		lo.x, lo.y = math.Min(lo.x, p.x), math.Min(lo.y, p.y)
		hi.x, hi.y = math.Max(hi.x, p.x), math.Max(hi.y, p.y)
	}
	return lo, hi
}

// near reports whether a and b differ by at most tol SVG units.
func near(a, b, tol float64) bool {
	return math.Abs(a-b) <= tol
}

// hexColor returns the CSS hex form of the i-th palette color.
func hexColor(i int) string {
	r, g, b, _ := markColor(i).RGBA()
	return fmt.Sprintf("#%02X%02X%02X", r>>8, g>>8, b>>8)
}

// checkSVG renders f and checks the invariants every output must satisfy.
func checkSVG(t *testing.T, f Figure) (*node, []byte) {
	t.Helper()
	doc, err := f.SVG()
	if err != nil {
		t.Fatalf("SVG: %v", err)
	}
	if !bytes.HasPrefix(doc, []byte("<svg ")) {
		t.Errorf("output does not start with <svg: %.60q", doc)
	}
	for _, bad := range []string{"<?xml", "<!", "@font-face", "base64", "<script", "xlink"} {
		if bytes.Contains(doc, []byte(bad)) {
			t.Errorf("output contains %q", bad)
		}
	}
	if bytes.Contains(doc, []byte("<text")) && !bytes.Contains(doc, []byte(`font-family:'Liberation Sans',Arial,Helvetica,sans-serif;`)) {
		t.Errorf("text without fallback fonts")
	}
	if nonFiniteInTag(doc) {
		t.Errorf("output has a non-finite value in a tag")
	}
	root := parse(t, doc)
	if root.name != "svg" {
		t.Errorf("root element is %q, want svg", root.name)
	}
	want := map[string]string{"role": "img", "width": "100%", "xmlns": "http://www.w3.org/2000/svg"}
	for k, v := range want {
		if root.attr[k] != v {
			t.Errorf("root %s=%q, want %q", k, root.attr[k], v)
		}
	}
	if root.attr["aria-label"] == "" {
		t.Errorf("root has no aria-label")
	}
	if !strings.HasPrefix(root.attr["viewBox"], "0 0 ") {
		t.Errorf("root viewBox=%q", root.attr["viewBox"])
	}
	allowed := map[string]bool{"svg": true, "g": true, "path": true, "text": true}
	var walk func(*node)
	walk = func(n *node) {
		if !allowed[n.name] {
			t.Errorf("unexpected element <%s>", n.name)
		}
		for k := range n.attr {
			if strings.HasPrefix(strings.ToLower(k), "on") {
				t.Errorf("event handler attribute %s on <%s>", k, n.name)
			}
		}
		for _, c := range n.children {
			walk(c)
		}
	}
	walk(root)
	return root, doc
}

func ramp(n int, lo, hi float64) []float64 {
	v := make([]float64, n)
	for i := range v {
		v[i] = lo + (hi-lo)*float64(i)/float64(n-1)
	}
	return v
}

// nonFiniteInTag reports whether "NaN" or "Inf" occurs inside a tag of the
// SVG document doc, that is in an attribute rather than in text content.
// Text content cannot contain '<' or '>': vgsvg escapes them.
func nonFiniteInTag(doc []byte) bool {
	if !bytes.Contains(doc, []byte("NaN")) && !bytes.Contains(doc, []byte("Inf")) {
		return false
	}
	inTag := false
	for i, b := range doc {
		switch b {
		case '<':
			inTag = true
		case '>':
			inTag = false
		case 'N', 'I':
			if inTag && (bytes.HasPrefix(doc[i:], []byte("NaN")) || bytes.HasPrefix(doc[i:], []byte("Inf"))) {
				return true
			}
		}
	}
	return false
}
