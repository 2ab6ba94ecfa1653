//go:build !(js && wasm)

package main

import (
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"eqx/equations"
)

func TestParseBase(t *testing.T) {
	for in, want := range map[string]string{
		"":                              "",
		"https://eqx.example.org":       "https://eqx.example.org",
		"https://eqx.example.org/":      "https://eqx.example.org",
		"http://127.0.0.1:8000/sub/":    "http://127.0.0.1:8000/sub",
		"https://eqx.example.org/a%20b": "https://eqx.example.org/a%20b",
	} {
		if got, err := parseBase(in); err != nil || got != want {
			t.Errorf("parseBase(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"eqx.example.org", "ftp://x", "https://", "https://x/?a=1", "https://x/#f", "https://u:p@x", "javascript:alert(1)"} {
		if _, err := parseBase(bad); err == nil || !strings.Contains(err.Error(), "base URL") {
			t.Errorf("parseBase(%q): error %v, want one naming the base URL", bad, err)
		}
	}
}

// head returns the <head> of a page served for path with the given Host.
func head(t *testing.T, h http.Handler, path, host string) string {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	req.Host = host
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 200 {
		t.Fatalf("GET %s: %d", path, rec.Code)
	}
	page := rec.Body.String()
	return page[:strings.Index(page, "</head>")]
}

func TestPreviewTags(t *testing.T) {
	s, err := loadSite(siteFlags{root: fakeRoot(t)})
	if err != nil {
		t.Fatal(err)
	}
	h := siteHandler(equations.Catalogue(), s, t.Logf)
	got := head(t, h, "/eq/softmax?z=5,1,1", "eqx.test:8000")
	// softmax(5, 1, 1)₁ = e⁵/(e⁵ + 2e) = 0.964663 (Python 3.11 math.exp).
	for _, tag := range []string{
		`<meta property="og:url" content="http://eqx.test:8000/eq/softmax?v=1&amp;z=5,1,1">`,
		`<meta property="og:image" content="http://eqx.test:8000/embed/softmax.png?v=1&amp;z=5,1,1">`,
		`<meta property="og:image:width" content="1200">`,
		`<meta property="og:image:height" content="630">`,
		`<meta name="twitter:card" content="summary_large_image">`,
		`<meta property="og:description" content="Softmax, at z = 5, 1, 1; T = 1, gives [0.964663, 0.0176684, 0.0176684].">`,
	} {
		if !strings.Contains(got, tag) {
			t.Errorf("the head lacks %s\n%s", tag, got)
		}
	}
	if n := len(regexp.MustCompile(`property="og:url"`).FindAllString(got, -1)); n != 1 {
		t.Errorf("%d og:url tags, want 1 (go-app's host-less one replaced)", n)
	}

	// A question's link (?predict=1) asks what it gives: no answer, no
	// image of it.
	got = head(t, h, "/eq/softmax?z=5,1,1&predict=1", "eqx.test:8000")
	for _, tag := range []string{
		`<meta property="og:title" content="Predict: Softmax · eqx">`,
		`<meta property="og:description" content="A question: what does Softmax at z = 5, 1, 1; T = 1 give? Guess, then reveal the answer.">`,
		`<meta property="og:url" content="http://eqx.test:8000/eq/softmax?v=1&amp;z=5,1,1&amp;predict=1">`,
		`<meta name="twitter:card" content="summary">`,
	} {
		if !strings.Contains(got, tag) {
			t.Errorf("the head of a question lacks %s\n%s", tag, got)
		}
	}
	if strings.Contains(got, "0.964663") || strings.Contains(got, "og:image") {
		t.Errorf("the head of a question shows its answer:\n%s", got)
	}

	// A fixed base wins over the request's host.
	s.base = "https://eqx.example.org"
	h = siteHandler(equations.Catalogue(), s, t.Logf)
	if got := head(t, h, "/eq/sigmoid.html?z=2", "evil.test"); !strings.Contains(got, `content="https://eqx.example.org/eq/sigmoid?v=1&amp;z=2"`) || strings.Contains(got, "evil.test") {
		t.Errorf("with -base, the tags do not use it:\n%s", got)
	}

	// A Host that is not one, and hostile inputs, put nothing in the head.
	s.base = ""
	h = siteHandler(equations.Catalogue(), s, t.Logf)
	got = head(t, h, `/eq/softmax?z=%22%3E%3Cscript%3Ealert(1)%3C/script%3E&T=%3Cb%3E`, `x"><script>`)
	if strings.Contains(got, "<script>alert") || strings.Contains(got, "x\"><script>") || strings.Contains(got, "og:url") {
		t.Errorf("hostile input reached the head:\n%s", got)
	}
}
