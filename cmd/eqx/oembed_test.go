//go:build !(js && wasm)

package main

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"eqx/equations"
)

func TestOEmbed(t *testing.T) {
	h := oembedHandler(equations.Catalogue(), "")
	get := func(query string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodGet, "/oembed?"+query, nil)
		req.Host = "eqx.test"
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	page := "http://eqx.test/eq/softmax?v=1&z=5,1,1"
	rec := get("format=json&url=" + url.QueryEscape(page))
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "application/json; charset=utf-8" || rec.Header().Get("Access-Control-Allow-Origin") != "*" {
		t.Fatalf("GET /oembed for %s: %d %v %s", page, rec.Code, rec.Header(), rec.Body)
	}
	var got map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	// The fields oembed.com's spec 1.0 requires of a "rich" reply, and the
	// optional ones given.
	want := map[string]any{"version": "1.0", "type": "rich", "title": "Softmax", "provider_name": "eqx",
		"provider_url": "http://eqx.test/", "width": 736.0, "height": 672.0, "cache_age": 86400.0,
		"thumbnail_url": "http://eqx.test/embed/softmax.png?v=1&z=5,1,1", "thumbnail_width": 1200.0, "thumbnail_height": 630.0}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
	if html, _ := got["html"].(string); !strings.HasPrefix(html, `<iframe src="http://eqx.test/embed/softmax?v=1&amp;z=5,1,1" `) {
		t.Errorf("html = %q, want the widget's iframe for z=5,1,1", html)
	}

	// The size asked for, and a widget link with its theme.
	rec = get("url=" + url.QueryEscape("https://eqx.test/embed/sigmoid?theme=dark&z=2") + "&maxwidth=500&maxheight=400")
	if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
		t.Fatal(rec.Body)
	}
	if got["width"] != 500.0 || got["height"] != 400.0 || !strings.Contains(got["html"].(string), `/embed/sigmoid?v=1&amp;z=2&amp;theme=dark"`) {
		t.Errorf("maxwidth=500, maxheight=400, dark sigmoid: %v", got)
	}

	for _, tc := range []struct {
		query  string
		status int
		says   string
	}{
		{"", 400, "url parameter is missing"},
		{"url=" + url.QueryEscape("http://other.test/eq/softmax"), 404, "not a page of this site"},
		{"url=" + url.QueryEscape("http://eqx.test/api/eval"), 404, "not an equation page"},
		{"url=" + url.QueryEscape("http://eqx.test/eq/no-such"), 404, "names no equation"},
		{"url=javascript:alert(1)", 400, "not an absolute http(s) link"},
		{"url=" + url.QueryEscape(page) + "&format=xml", 501, `format "xml"`},
		{"url=" + url.QueryEscape(page) + "&maxwidth=-3", 400, "maxwidth"},
		{"url=" + url.QueryEscape(page) + "&maxheight=1e9", 400, "maxheight"},
		{"url=" + url.QueryEscape(page) + "&maxwidth=100", 404, "narrower than 280"},
		{"url=" + url.QueryEscape(page+strings.Repeat("0", 3000)), 400, "at most 2048"},
		{"url=" + strings.Repeat("a", 5000), 414, "at most 4096"},
	} {
		rec := get(tc.query)
		if rec.Code != tc.status || !strings.Contains(rec.Body.String(), tc.says) {
			t.Errorf("GET /oembed?%.60s: %d %q, want %d saying %q", tc.query, rec.Code, rec.Body, tc.status, tc.says)
		}
	}

	// Hostile inputs in the link stay out of the HTML: only the state read
	// from it, re-encoded, goes in.
	rec = get("url=" + url.QueryEscape(`http://eqx.test/eq/softmax?z="><script>alert(1)</script>&T=1'onerror=x`))
	if rec.Code != 200 || strings.Contains(rec.Body.String(), "script") || strings.Contains(rec.Body.String(), "onerror") {
		t.Errorf("hostile link: %d %s", rec.Code, rec.Body)
	}
}
