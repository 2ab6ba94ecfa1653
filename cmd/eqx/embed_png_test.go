//go:build !(js && wasm)

package main

import (
	"bytes"
	"image/png"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"

	"eqx/equations"
	"eqx/internal/plot"
)

// Every equation's card is drawn by TestStatic (eqx static writes them
// all, and fails on a mark the rasterizer does not read).

func TestEmbedPNG(t *testing.T) {
	s, err := loadSite(siteFlags{root: fakeRoot(t)})
	if err != nil {
		t.Fatal(err)
	}
	h := siteHandler(equations.Catalogue(), s, t.Logf)
	get := func(path, etag string) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest(http.MethodGet, path, nil)
		if etag != "" {
			req.Header.Set("If-None-Match", etag)
		}
		h.ServeHTTP(rec, req)
		return rec
	}
	a := get("/embed/softmax.png?z=5,1,1", "")
	if a.Code != 200 || a.Header().Get("Content-Type") != "image/png" || a.Header().Get("Content-Encoding") != "" {
		t.Fatalf("GET /embed/softmax.png: %d %v", a.Code, a.Header())
	}
	img, err := png.Decode(bytes.NewReader(a.Body.Bytes()))
	if err != nil || img.Bounds().Dx() != 1200 || img.Bounds().Dy() != 630 {
		t.Fatalf("the card does not decode as 1200×630: %v", err)
	}
	b := get("/embed/softmax.png?z=1,2,3", "")
	if bytes.Equal(a.Body.Bytes(), b.Body.Bytes()) || a.Header().Get("ETag") == b.Header().Get("ETag") {
		t.Error("the cards of softmax(5, 1, 1) and softmax(1, 2, 3) are the same")
	}
	again := get("/embed/softmax.png?z=5,1,1", "")
	if !bytes.Equal(a.Body.Bytes(), again.Body.Bytes()) || a.Header().Get("ETag") != again.Header().Get("ETag") {
		t.Error("the same state gave two different cards")
	}
	if rec := get("/embed/softmax.png?z=5,1,1", a.Header().Get("ETag")); rec.Code != http.StatusNotModified || rec.Body.Len() != 0 {
		t.Errorf("If-None-Match with the card's ETag: %d with %d bytes, want 304 and none", rec.Code, rec.Body.Len())
	}
	if cc := a.Header().Get("Cache-Control"); cc != "public, max-age=86400" {
		t.Errorf("Cache-Control %q", cc)
	}
	if rec := get("/embed/nope.png", ""); rec.Code != http.StatusNotFound {
		t.Errorf("an unknown equation's card: %d, want 404", rec.Code)
	}
	// Hostile values are read as the page reads them: unused, not run.
	if rec := get("/embed/softmax.png?z=%3Cscript%3E&theme=%22%3E", ""); rec.Code != 200 {
		t.Errorf("a card for hostile inputs: %d %s", rec.Code, rec.Body)
	}
}

func TestLRU(t *testing.T) {
	c := newLRU(10)
	c.put("a", make([]byte, 4))
	c.put("b", make([]byte, 4))
	c.get("a") // a is now the most recent
	c.put("c", make([]byte, 4))
	if _, ok := c.get("b"); ok {
		t.Error("b, the least recently used, was kept past the limit")
	}
	for _, k := range []string{"a", "c"} {
		if _, ok := c.get(k); !ok {
			t.Errorf("%s was dropped", k)
		}
	}
	c.put("huge", make([]byte, 11))
	if _, ok := c.get("huge"); ok || c.size != 8 {
		t.Errorf("a value over the limit was kept (size %d)", c.size)
	}
}

// BenchmarkCardPNG draws softmax's card for ever-new inputs (no cache
// hit), on every core: the images per second of the endpoint.
//
//	go test ./cmd/eqx -run '^$' -bench CardPNG -benchtime 200x
func BenchmarkCardPNG(b *testing.B) {
	for _, id := range []string{"softmax", "sigmoid", "diffusion-forward"} {
		b.Run(id, func(b *testing.B) {
			cards, err := newPNGCards(equations.Catalogue(), "bench")
			if err != nil {
				b.Fatal(err)
			}
			spec, _ := cards.reg.Lookup(id)
			var n int64
			var mu = make(chan struct{}, 1)
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					mu <- struct{}{}
					n++
					k := n
					<-mu
					in := spec.Defaults()
					first := spec.Params[0].Name
					q := map[string][]string{first: {strconv.FormatFloat(0.5+float64(k)/1e4, 'g', -1, 64)}}
					if id == "softmax" {
						q = map[string][]string{"z": {"1,2," + strconv.FormatInt(k, 10)}}
					}
					in, _ = spec.DecodeQuery(q)
					if _, _, err := cards.card(spec, in, plot.Light); err != nil {
						b.Fatal(err)
					}
				}
			})
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "images/s")
		})
	}
}
