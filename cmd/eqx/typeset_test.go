//go:build !(js && wasm)

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	eqxapp "eqx/app"
	"eqx/equations"
)

// softmaxLaTeX is the formula of the softmax page (equations/activations.go).
const softmaxLaTeX = `\operatorname{softmax}(\mathbf{z})_i = \frac{e^{z_i / T}}{\sum_{j=1}^{K} e^{z_j / T}}, \quad i = 1,\dots,K`

func TestTypesetApply(t *testing.T) {
	known := eqxapp.Placeholder(`a < b \& "c"`, true, "htmlAndMathml")
	unknown := eqxapp.Placeholder(`\displaystyle x`, false, "html")
	page := "<html><head><meta charset=\"UTF-8\">\n    <link rel=\"stylesheet\" href=\"/x.css\"></head><body>" +
		known + "<p>between</p>" + unknown + "</body></html>"
	table := typesetTable{
		`display|htmlAndMathml|a < b \& "c"`: `<span class="katex"><span class="mord mathnormal">a</span><span class="delimsizing size2">(</span></span>`,
	}
	got := string(table.apply([]byte(page)))
	if strings.Contains(got, `data-tex="a &lt; b`) {
		t.Errorf("the known placeholder was not replaced:\n%s", got)
	}
	if !strings.Contains(got, `<span class="mord mathnormal">a</span>`) {
		t.Errorf("the table's markup is missing:\n%s", got)
	}
	// The unknown one stays, showing its source without \displaystyle.
	if !strings.Contains(got, unknown) || !strings.Contains(unknown, `>x</code>`) {
		t.Errorf("the unknown placeholder changed or shows the wrong source: %s\n%s", unknown, got)
	}
	if !strings.Contains(got, "<p>between</p>") || !strings.HasSuffix(got, "</body></html>") {
		t.Errorf("the text around the placeholders changed:\n%s", got)
	}
	// The fonts of the markup, preloaded before the first stylesheet.
	head := got[:strings.Index(got, `<link rel="stylesheet"`)]
	for _, f := range []string{"KaTeX_Main-Regular", "KaTeX_Math-Italic"} {
		if !strings.Contains(head, `<link rel="preload" href="/web/katex/fonts/`+f+`.woff2" as="font" type="font/woff2" crossorigin>`) {
			t.Errorf("no preload of %s before the stylesheets:\n%s", f, head)
		}
	}
	// Not one the markup does not use, nor a Size font (preloadable).
	if strings.Contains(got, "KaTeX_Size") || strings.Contains(got, "KaTeX_AMS") {
		t.Errorf("a font preloaded that should not be:\n%s", head)
	}
	// Nothing to replace: the page as it was.
	if out := table.apply([]byte("<html>" + unknown + "</html>")); string(out) != "<html>"+unknown+"</html>" {
		t.Errorf("a page with no known placeholder changed: %s", out)
	}
	if out := typesetTable(nil).apply([]byte(page)); string(out) != page {
		t.Error("an empty table changed the page")
	}
}

func TestKatexFonts(t *testing.T) {
	for _, tc := range []struct {
		markup string
		want   []string
	}{
		{`<span class="mord">1</span>`, []string{"KaTeX_Main-Regular.woff2"}},
		// A sizing class (superscripts) is not a delimiter's font.
		{`<span class="sizing reset-size6 size3 mtight"><span class="mord mathnormal mtight">i</span></span>`,
			[]string{"KaTeX_Main-Regular.woff2", "KaTeX_Math-Italic.woff2"}},
		{`<span class="delimsizing size1">(</span><span class="mop op-symbol large-op">∑</span><span class="mord boldsymbol">x</span><span class="mord mathbb">R</span>`,
			[]string{"KaTeX_AMS-Regular.woff2", "KaTeX_Main-Regular.woff2", "KaTeX_Math-BoldItalic.woff2", "KaTeX_Size1-Regular.woff2", "KaTeX_Size2-Regular.woff2"}},
	} {
		if got := katexFonts(tc.markup); !slices.Equal(got, tc.want) {
			t.Errorf("katexFonts(%s) = %v, want %v", tc.markup, got, tc.want)
		}
	}
}

// TestListTypeset checks eqx list -typeset: every call once, each with its
// mode and output, the softmax page's formula among them.
func TestListTypeset(t *testing.T) {
	var out bytes.Buffer
	if err := writeTypesetCalls(&out, equations.Catalogue()); err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	sc := bufio.NewScanner(&out)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var c typesetCall
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("line %q: %v", sc.Text(), err)
		}
		if c.LaTeX == "" || (c.Mode != "display" && c.Mode != "inline") || (c.Output != "html" && c.Output != "htmlAndMathml") {
			t.Errorf("a call with an empty or unknown field: %+v", c)
		}
		if seen[c.key()] {
			t.Errorf("%+v listed twice", c)
		}
		seen[c.key()] = true
	}
	if !seen["display|htmlAndMathml|"+softmaxLaTeX] {
		t.Error("the softmax formula is not listed")
	}
	if len(seen) < 2*len(equations.Catalogue().All()) {
		t.Errorf("%d calls for %d equations: fewer than a formula and a worked line each", len(seen), len(equations.Catalogue().All()))
	}
}

// TestServeTypeset serves a page through the site's handler with a table
// of one formula: the page arrives with KaTeX's markup for it, and other
// formulas keep their placeholders.
func TestServeTypeset(t *testing.T) {
	root := fakeRoot(t)
	markup := `<span class="katex-display"><span class="katex">TYPESET-SOFTMAX</span></span>`
	table, _ := json.Marshal(typesetTable{"display|htmlAndMathml|" + softmaxLaTeX: markup})
	if err := os.WriteFile(filepath.Join(root, "web", filepath.FromSlash(typesetFile)), table, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := loadSite(siteFlags{root: root})
	if err != nil {
		t.Fatal(err)
	}
	h := siteHandler(equations.Catalogue(), s, t.Logf)
	for _, path := range []string{"/eq/softmax", "/embed/softmax"} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		body := rec.Body.String()
		if rec.Code != 200 || !strings.Contains(body, "TYPESET-SOFTMAX") {
			t.Errorf("GET %s: %d, the formula not typeset", path, rec.Code)
		}
		if !strings.Contains(body, eqxapp.PlaceholderStart) {
			t.Errorf("GET %s: the formulas not in the table lost their placeholders", path)
		}
		if n := rec.Header().Get("Content-Length"); n != "" && n != strconv.Itoa(len(body)) {
			t.Errorf("GET %s: Content-Length %s for a body of %d bytes", path, n, len(body))
		}
	}
}

func TestTypesetStatic(t *testing.T) {
	dir := t.TempDir()
	ph := eqxapp.Placeholder("x", false, "htmlAndMathml")
	files := map[string]string{
		"eq/a.html": "<head><link href=x></head>" + ph,
		"b.txt":     ph,
	}
	for name, content := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(path), 0o755)
		os.WriteFile(path, []byte(content), 0o644)
	}
	table := typesetTable{"inline|htmlAndMathml|x": "<span>X</span>"}
	if err := table.typesetStatic(dir); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "eq", "a.html")); !strings.Contains(string(b), "<span>X</span>") {
		t.Errorf("the page was not typeset: %s", b)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "b.txt")); string(b) != ph {
		t.Errorf("a file that is not a page changed: %s", b)
	}
}
