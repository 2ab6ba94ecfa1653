//go:build !(js && wasm)

package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strconv"
	"strings"

	"eqx/equations"
	"eqx/internal/plot"
	"eqx/internal/raster"
)

// GET /embed/ID.png?inputs is the equation's card (embed_card.go) for
// those inputs as a 1200×630 PNG: the picture of a link preview
// (og:image), which no social site takes as SVG. The server draws it
// natively (internal/raster), never the reader's browser; the query is
// the page's, plus theme=light|dark, as for /embed/ID.svg.
//
// A card is the same for the same equation, inputs, theme and build, so
// its ETag is a hash of those, the response may be cached for a day, and
// the server keeps the last few megabytes of cards in memory.

// pngCards draws and caches cards.
type pngCards struct {
	reg     *equations.Registry
	r       *raster.Renderer
	version string // the build's version, part of every ETag
	cache   *lru
}

// pngCacheBytes bounds the memory of the cache: about 600 cards of the
// usual 50 kB.
const pngCacheBytes = 32 << 20

func newPNGCards(reg *equations.Registry, version string) (*pngCards, error) {
	r, err := raster.New()
	if err != nil {
		return nil, err
	}
	return &pngCards{reg: reg, r: r, version: version, cache: newLRU(pngCacheBytes)}, nil
}

// card returns the PNG of spec's card for in, from the cache or drawn.
func (p *pngCards) card(spec *equations.Spec, in equations.Inputs, theme plot.Theme) ([]byte, string, error) {
	key := spec.ID + "?" + spec.EncodeQuery(in) + "&theme=" + strconv.Itoa(int(theme))
	sum := sha256.Sum256([]byte(p.version + "\x00" + key))
	etag := `"` + hex.EncodeToString(sum[:12]) + `"`
	if b, ok := p.cache.get(key); ok {
		return b, etag, nil
	}
	svg, err := cardSVG(spec, in, theme)
	if err != nil {
		return nil, "", err
	}
	var b bytes.Buffer
	if err := p.r.PNG(&b, svg, cardW, cardH); err != nil {
		return nil, "", err
	}
	p.cache.put(key, b.Bytes())
	return b.Bytes(), etag, nil
}

// ServeHTTP answers /embed/ID.png.
func (p *pngCards) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	spec, in, _, asked, ok := embedRequest(p.reg, w, r, ".png")
	if !ok {
		return
	}
	theme := plot.Light // a card has one look: a crawler has no preference
	if asked == "dark" {
		theme = plot.Dark
	}
	b, etag, err := p.card(spec, in, theme)
	if err != nil {
		http.Error(w, "drawing the card: "+err.Error(), http.StatusInternalServerError)
		return
	}
	h := w.Header()
	imageHeaders(h, "image/png", "default-src 'none'")
	h.Set("ETag", etag)
	if match := r.Header.Get("If-None-Match"); match != "" && strings.Contains(match, etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	h.Set("Content-Length", strconv.Itoa(len(b)))
	w.Write(b)
}
