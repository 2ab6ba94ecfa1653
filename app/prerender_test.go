package app

import (
	"encoding/base64"
	"strings"
	"testing"
)

func TestFigureImages(t *testing.T) {
	svg := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 300" width="100%" role="img" aria-label="Bar chart of p: [0.2, &quot;a&quot;]">` +
		"\n<path d=\"M0,0\"/>\n</svg>"
	empty := `<p class="plot-empty">No plot for this equation.</p>`
	got := figureImages([]string{svg, empty})
	if got[1] != empty {
		t.Errorf("a part that is not an SVG changed: %s", got[1])
	}
	img := got[0]
	for _, want := range []string{`<img class="figure-image" width="480" height="300" `, `alt="Bar chart of p: [0.2, &#34;a&#34;]"`} {
		if !strings.Contains(img, want) {
			t.Errorf("the image lacks %s:\n%s", want, img)
		}
	}
	const prefix = `src="data:image/svg+xml;base64,`
	i := strings.Index(img, prefix)
	if i < 0 {
		t.Fatalf("no data URL: %s", img)
	}
	data := img[i+len(prefix) : strings.LastIndexByte(img, '"')]
	b, err := base64.StdEncoding.DecodeString(data)
	if err != nil || string(b) != svg {
		t.Errorf("the image is not the SVG (%v): %s", err, b)
	}
}

func TestPlaceholder(t *testing.T) {
	got := Placeholder(`\displaystyle a<b`, false, "html")
	want := `<code class="latex-source" data-tex="\displaystyle a&lt;b" data-mode="inline" data-output="html">a&lt;b</code>`
	if got != want {
		t.Errorf("Placeholder = %s, want %s", got, want)
	}
	if got := Placeholder("x", true, "htmlAndMathml"); !strings.Contains(got, `data-mode="display"`) {
		t.Errorf("a display formula: %s", got)
	}
	// ReadPlaceholder gives the call back, escapes undone, and its length.
	ph := Placeholder(`a < b \& "c"`, true, "htmlAndMathml")
	latex, mode, output, n, ok := ReadPlaceholder(ph + "<p>after</p>")
	if !ok || latex != `a < b \& "c"` || mode != "display" || output != "htmlAndMathml" || n != len(ph) {
		t.Errorf("ReadPlaceholder = %q %q %q %d %v", latex, mode, output, n, ok)
	}
	for _, s := range []string{"<code>x</code>", PlaceholderStart + "x", ""} {
		if _, _, _, _, ok := ReadPlaceholder(s); ok {
			t.Errorf("ReadPlaceholder(%q) read a placeholder", s)
		}
	}
	// On the server typeset gives the placeholder: the page's first paint
	// shows the source, or KaTeX's markup put in its place by the server.
	if h, err := typeset("x", true, "htmlAndMathml"); err != nil || h != Placeholder("x", true, "htmlAndMathml") {
		t.Errorf("typeset on the server = %q, %v", h, err)
	}
}
