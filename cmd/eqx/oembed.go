//go:build !(js && wasm)

package main

import (
	"encoding/json"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"eqx/equations"
)

// oEmbed (https://oembed.com, version 1.0): GET
// /oembed?url=PAGE&format=json[&maxwidth=W&maxheight=H] answers, for the
// link of an equation page or widget of this site, the HTML that embeds
// its widget in exactly the state of the link: WordPress, and any site
// that reads oEmbed, then embeds a pasted eqx link by itself. Each page
// names the endpoint in its head (the discovery link, preview.go). The
// static site has no endpoint: it writes oembed/ID.json for each
// equation's default state instead (static_preview.go).
//
// Errors follow the spec: 404 for a URL this provider does not embed
// (another site, another path, an unknown equation), 501 for a format
// other than json, and 400 for a request that is not one (no url, a
// url or a size that cannot be read, or over its limit).

// The widget's size when the consumer gives no maximum: the snippet's
// 46rem × 42rem (app/embed.go), and the narrowest it is usable at.
const (
	oembedWidth, oembedHeight = 736, 672
	oembedMinWidth            = 280
	oembedMaxURL              = 2048 // bytes of the url parameter
	oembedCacheAge            = 86400
)

// oembedReply is the JSON of a "rich" oEmbed response.
type oembedReply struct {
	Version         string `json:"version"`
	Type            string `json:"type"`
	Title           string `json:"title"`
	ProviderName    string `json:"provider_name"`
	ProviderURL     string `json:"provider_url"`
	HTML            string `json:"html"`
	Width           int    `json:"width"`
	Height          int    `json:"height"`
	ThumbnailURL    string `json:"thumbnail_url"`
	ThumbnailWidth  int    `json:"thumbnail_width"`
	ThumbnailHeight int    `json:"thumbnail_height"`
	CacheAge        int    `json:"cache_age"`
}

// oembedError is a refused request: its status and what was wrong.
type oembedError struct {
	status int
	msg    string
}

func (e *oembedError) Error() string { return e.msg }

// oembedFor builds the reply for spec in the state in (and theme, "" or
// light or dark) at the given size, with the site's base URL.
func oembedFor(base string, spec *equations.Spec, in equations.Inputs, theme string, w, h int) oembedReply {
	q := spec.EncodeQuery(in)
	if theme != "" {
		if q != "" {
			q += "&"
		}
		q += "theme=" + theme
	}
	if q != "" {
		q = "?" + q
	}
	src := base + "/embed/" + spec.ID + q
	return oembedReply{
		Version:      "1.0",
		Type:         "rich",
		Title:        spec.Title,
		ProviderName: "eqx",
		ProviderURL:  base + "/",
		HTML: `<iframe src="` + html.EscapeString(src) + `" title="` + html.EscapeString(spec.Title+" · eqx") +
			`" width="` + strconv.Itoa(w) + `" height="` + strconv.Itoa(h) + `" loading="lazy" style="border:0;max-width:100%"></iframe>`,
		Width:           w,
		Height:          h,
		ThumbnailURL:    base + "/embed/" + spec.ID + ".png" + q,
		ThumbnailWidth:  cardW,
		ThumbnailHeight: cardH,
		CacheAge:        oembedCacheAge,
	}
}

// oembedRequest reads a request's parameters into the equation, its
// state and the size, against the site's base URL.
func oembedRequest(reg *equations.Registry, base string, q url.Values) (*equations.Spec, equations.Inputs, string, int, int, error) {
	fail := func(status int, format string, a ...any) (*equations.Spec, equations.Inputs, string, int, int, error) {
		return nil, nil, "", 0, 0, &oembedError{status, fmt.Sprintf(format, a...)}
	}
	if f := q.Get("format"); f != "" && f != "json" {
		return fail(http.StatusNotImplemented, "format %q is not served: only json", cut(f, 20))
	}
	raw := q.Get("url")
	switch {
	case raw == "":
		return fail(http.StatusBadRequest, "the url parameter is missing: give the link of an eqx equation page")
	case len(raw) > oembedMaxURL:
		return fail(http.StatusBadRequest, "url is %d bytes long; at most %d are read", len(raw), oembedMaxURL)
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fail(http.StatusBadRequest, "url %q is not an absolute http(s) link", cut(raw, 80))
	}
	b, _ := url.Parse(base)
	if b == nil || !strings.EqualFold(u.Host, b.Host) {
		return fail(http.StatusNotFound, "url %q is not a page of this site (%s)", cut(raw, 80), base)
	}
	path := strings.TrimPrefix(u.Path, strings.TrimRight(b.Path, "/"))
	var id string
	if rest, ok := strings.CutPrefix(path, "/embed/"); ok {
		id = strings.Trim(rest, "/")
	} else if rest, ok := strings.CutPrefix(path, "/eq/"); ok {
		id = strings.TrimSuffix(strings.Trim(rest, "/"), ".html")
	} else {
		return fail(http.StatusNotFound, "url %q is not an equation page (/eq/ID) or widget (/embed/ID)", cut(raw, 80))
	}
	spec, ok := reg.Lookup(id)
	if !ok {
		return fail(http.StatusNotFound, "url %q names no equation of eqx", cut(raw, 80))
	}
	w, h := oembedWidth, oembedHeight
	for _, d := range []struct {
		name string
		v    *int
	}{{"maxwidth", &w}, {"maxheight", &h}} {
		s := q.Get(d.name)
		if s == "" {
			continue
		}
		n, err := strconv.Atoi(s)
		if err != nil || n <= 0 || n > 100000 {
			return fail(http.StatusBadRequest, "%s %q is not a whole number of pixels from 1 to 100000", d.name, cut(s, 20))
		}
		*d.v = min(*d.v, n)
	}
	if w < oembedMinWidth {
		return fail(http.StatusNotFound, "the widget cannot be narrower than %d px (maxwidth %d)", oembedMinWidth, w)
	}
	page := u.Query()
	theme := page.Get("theme")
	if theme != "light" && theme != "dark" {
		theme = ""
	}
	in, _ := spec.DecodeQuery(page)
	return spec, in, theme, w, h, nil
}

// oembedHandler answers /oembed.
func oembedHandler(reg *equations.Registry, fixedBase string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "use GET", http.StatusMethodNotAllowed)
			return
		}
		w.Header().Set("Access-Control-Allow-Origin", "*")
		base := requestBase(r, fixedBase)
		if base == "" {
			http.Error(w, "the request's Host is not a host name", http.StatusBadRequest)
			return
		}
		if len(r.URL.RawQuery) > 2*oembedMaxURL {
			http.Error(w, fmt.Sprintf("the query is %d bytes long; at most %d are read", len(r.URL.RawQuery), 2*oembedMaxURL), http.StatusRequestURITooLong)
			return
		}
		spec, in, theme, width, height, err := oembedRequest(reg, base, r.URL.Query())
		if err != nil {
			status := http.StatusBadRequest
			if e, ok := err.(*oembedError); ok {
				status = e.status
			}
			http.Error(w, "oembed: "+err.Error(), status)
			return
		}
		b, err := json.Marshal(oembedFor(base, spec, in, theme, width, height))
		if err != nil {
			http.Error(w, "oembed: "+err.Error(), http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Header().Set("Cache-Control", "public, max-age=86400")
		w.Header().Set("Content-Length", strconv.Itoa(len(b)))
		w.Write(b)
	})
}
