//go:build !(js && wasm)

package main

import (
	"encoding/xml"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"eqx/equations"
)

// wellFormed checks that b is one well-formed XML document.
func wellFormed(t *testing.T, name string, b []byte) {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(string(b)))
	for {
		_, err := d.Token()
		if errors.Is(err, io.EOF) {
			return
		}
		if err != nil {
			t.Fatalf("%s is not well-formed XML: %v\n%.400s", name, err, b)
		}
	}
}

func TestFigureSVGEveryEquation(t *testing.T) {
	for _, spec := range equations.Catalogue().All() {
		for _, th := range []string{"light", "dark", ""} {
			b, err := figureSVG(spec, spec.Defaults(), 0, th)
			if err != nil {
				t.Fatalf("%s: %v", spec.ID, err)
			}
			wellFormed(t, spec.ID+".svg", b)
			if !strings.Contains(string(b), spec.Title) && !strings.Contains(string(b), xmlText(spec.Title)) {
				t.Errorf("%s.svg does not name the equation", spec.ID)
			}
		}
	}
}

func xmlText(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s))
	return b.String()
}

func TestEmbedSVG(t *testing.T) {
	s, err := loadSite(siteFlags{root: fakeRoot(t)})
	if err != nil {
		t.Fatal(err)
	}
	h := siteHandler(equations.Catalogue(), s, t.Logf)
	get := func(path string) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		return rec
	}
	// σ(2) = 1/(1+e^-2) = 0.880797 (6 digits), σ(0.5) = 0.622459 (the default).
	rec := get("/embed/sigmoid.svg?v=1&z=2")
	body := rec.Body.String()
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/svg+xml" || !strings.Contains(body, "= 0.880797") {
		t.Fatalf("GET /embed/sigmoid.svg?z=2: %d %s\n%.300s", rec.Code, rec.Header(), body)
	}
	if cc := rec.Header().Get("Cache-Control"); !strings.Contains(cc, "max-age") {
		t.Errorf("the image is not cacheable: Cache-Control %q", cc)
	}
	if csp := rec.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") {
		t.Errorf("the image may run scripts: Content-Security-Policy %q", csp)
	}
	wellFormed(t, "sigmoid.svg", rec.Body.Bytes())
	if !strings.Contains(get("/embed/sigmoid.svg").Body.String(), "= 0.622459") {
		t.Error("/embed/sigmoid.svg does not show the default σ(0.5) = 0.622459")
	}
	// A hostile value is a note, never markup.
	rec = get("/embed/sigmoid.svg?z=%3Cscript%3Ealert(1)%3C/script%3E&theme=dark")
	if rec.Code != 200 || strings.Contains(rec.Body.String(), "<script") || !strings.Contains(rec.Body.String(), "1 value(s) of the link not used") {
		t.Errorf("a hostile value: %d\n%.400s", rec.Code, rec.Body.String())
	}
	wellFormed(t, "hostile.svg", rec.Body.Bytes())
	if rec := get("/embed/no-such.svg"); rec.Code != 404 || !strings.Contains(rec.Body.String(), `"no-such"`) {
		t.Errorf("an unknown id: %d %q", rec.Code, rec.Body.String())
	}
	// Widgets may be framed by any site; the app's pages by itself only.
	if csp := get("/embed/sigmoid").Header().Get("Content-Security-Policy"); !strings.HasSuffix(csp, "; frame-ancestors *") {
		t.Errorf("/embed/sigmoid: Content-Security-Policy %q, want frame-ancestors *", csp)
	}
	for _, path := range []string{"/eq/sigmoid", "/"} {
		rec := get(path)
		if csp := rec.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "frame-ancestors 'self'") || rec.Header().Get("X-Frame-Options") != "SAMEORIGIN" {
			t.Errorf("%s: Content-Security-Policy %q, X-Frame-Options %q: other sites may frame it", path, csp, rec.Header().Get("X-Frame-Options"))
		}
	}
}

// Every page has the Content-Security-Policy, also in the static site's
// _headers; only widgets may be framed by other sites.
func TestSecurityHeaders(t *testing.T) {
	s, err := loadSite(siteFlags{root: fakeRoot(t)})
	if err != nil {
		t.Fatal(err)
	}
	h := siteHandler(equations.Catalogue(), s, t.Logf)
	for _, path := range []string{"/", "/eq/softmax", "/embed/softmax", "/web/app.css", "/app-worker.js"} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		csp := rec.Header().Get("Content-Security-Policy")
		for _, want := range []string{"script-src 'self' 'wasm-unsafe-eval'", "object-src 'none'", "base-uri 'self'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s: Content-Security-Policy %q lacks %q", path, csp, want)
			}
		}
		if strings.Contains(csp, "unsafe-eval'") && !strings.Contains(csp, "'wasm-unsafe-eval'") || strings.Contains(csp, "script-src 'self' 'unsafe-inline'") {
			t.Errorf("%s: scripts may be inline or eval'd: %q", path, csp)
		}
		if rec.Header().Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: no X-Content-Type-Options: nosniff", path)
		}
	}
	f := headersFile()
	if !strings.HasPrefix(f, "/*\n  Content-Security-Policy: "+contentSecurityPolicy+"; frame-ancestors 'self'\n") ||
		!strings.Contains(f, "/embed/*\n  ! X-Frame-Options\n  Content-Security-Policy: "+contentSecurityPolicy+"; frame-ancestors *\n") {
		t.Errorf("_headers:\n%s", f)
	}
}

// The files a widget fetches are shared with any origin (CORS): in
// WordPress's sandbox its origin is opaque. Pages and the API are not.
func TestSharedAssets(t *testing.T) {
	s, err := loadSite(siteFlags{root: fakeRoot(t)})
	if err != nil {
		t.Fatal(err)
	}
	h := siteHandler(equations.Catalogue(), s, t.Logf)
	for path, shared := range map[string]bool{
		"/web/app.wasm": true, "/web/app.css": true, "/web/katex/fonts/KaTeX.woff": true, "/wasm_exec.js": true,
		"/app.js": true, "/embed/softmax": true, "/embed/softmax.svg": true, "/eq/softmax": false, "/": false,
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		if got := rec.Header().Get("Access-Control-Allow-Origin") == "*"; got != shared {
			t.Errorf("%s: Access-Control-Allow-Origin %q, want shared %v", path, rec.Header().Get("Access-Control-Allow-Origin"), shared)
		}
	}
	f := headersFile()
	for _, block := range []string{"/web/*\n  Access-Control-Allow-Origin: *\n", "/wasm_exec.js\n  Access-Control-Allow-Origin: *\n", "/app.js\n  Access-Control-Allow-Origin: *\n"} {
		if !strings.Contains(f, block) {
			t.Errorf("_headers lacks\n%s", block)
		}
	}
	if !strings.Contains(f[strings.Index(f, "/embed/*"):], "Access-Control-Allow-Origin: *") {
		t.Errorf("_headers does not share /embed/*:\n%s", f)
	}
}

// The SVG's title and description say the state in numbers; without a
// theme it carries both looks, each shown by the viewer's preference.
func TestEmbedSVGTitleAndScheme(t *testing.T) {
	spec, _ := equations.Catalogue().Lookup("softmax")
	in, _ := spec.DecodeQuery(map[string][]string{"z": {"5,1,1"}})
	auto, err := figureSVG(spec, in, 0, "")
	if err != nil {
		t.Fatal(err)
	}
	s := string(auto)
	// softmax(5, 1, 1) = e^5/(e^5 + 2e), … = 0.964663, 0.0176684 (Python 3.11 math.exp).
	for _, want := range []string{
		"<title>Softmax = [0.964663, 0.0176684, 0.0176684]</title>",
		"<desc>Softmax, at z = 5, 1, 1; T = 1, gives [0.964663, 0.0176684, 0.0176684].",
		"@media (prefers-color-scheme: dark){.eqx-light{display:none}}",
		`<g class="eqx-light">`, `<g class="eqx-dark">`, `fill="#0d1117"`, `fill="#ffffff"`,
	} {
		if !strings.Contains(s, want) {
			t.Errorf("the SVG lacks %s", want)
		}
	}
	wellFormed(t, "softmax.svg", auto)
	fixed, err := figureSVG(spec, in, 0, "light")
	if err != nil {
		t.Fatal(err)
	}
	if f := string(fixed); strings.Contains(f, "@media") || strings.Contains(f, "#0d1117") || !strings.Contains(f, "<title>Softmax = [0.964663") {
		t.Errorf("theme=light still follows the viewer's preference:\n%.600s", f)
	}
}
