//go:build !(js && wasm)

package main

import (
	"fmt"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"

	eqxapp "eqx/app"
	"eqx/equations"
)

// Link previews. Ghost, Notion, Slack, Discord, Mastodon and X show a
// shared link as a card made from the og: and twitter: tags of the
// page's first HTML (their crawlers run no JavaScript), and only with
// absolute URLs. Each equation page's head says the state in its link:
// the equation, the inputs and the result in words, the canonical link
// of that state and its picture (/embed/ID.png, embed_png.go). The base
// of the URLs is the site's public address (-base or EQX_BASE_URL), or,
// without one, the address the request came to (eqx serve); a static
// site without one has no absolute tags.

// parseBase checks a base URL: absolute http(s), a host, no query or
// fragment; its trailing slash is dropped. "" is no base.
func parseBase(s string) (string, error) {
	if s == "" {
		return "", nil
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" || u.User != nil {
		return "", fmt.Errorf("the base URL %q is not an absolute http(s) URL such as https://eqx.example.org", s)
	}
	return strings.TrimRight(u.Scheme+"://"+u.Host+u.EscapedPath(), "/"), nil
}

// hostName matches a Host header that may be written into a page: a
// name or an IPv4 or bracketed IPv6 address, and a port.
var hostName = regexp.MustCompile(`^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(:[0-9]{1,5})?$`)

// requestBase is the base of a request: base when set, else the scheme
// and host the request came to; "" when its Host is not one.
func requestBase(r *http.Request, base string) string {
	if base != "" {
		return base
	}
	if !hostName.MatchString(r.Host) {
		return ""
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

// ogTag matches the link-preview tags that go-app writes with site-wide
// values (and a host-less og:url); previewTags replaces them.
var ogTag = regexp.MustCompile(`(?m)^[ \t]*<meta [^>]*(property="og:|name="twitter:)[^>]*>\n`)

// withPreview returns page with its og: and twitter: tags replaced by
// those of spec in the state in, the new tags before the <title>. A
// static page's oEmbed discovery link names its JSON file, a served
// page's the /oembed endpoint (oembed.go).
func withPreview(page []byte, base string, spec *equations.Spec, in equations.Inputs, static bool) []byte {
	return withTags(page, previewTags(base, spec, in, static))
}

// withTags is page with tags, and none of its own preview tags.
func withTags(page []byte, tags string) []byte {
	s := ogTag.ReplaceAllString(string(page), "")
	i := strings.Index(s, "<title>")
	if i < 0 {
		return page
	}
	return []byte(s[:i] + tags + s[i:])
}

// questionTags are the head tags of a question's link (the page's
// predict mode, ?predict=1): they ask what it gives, and show no answer
// and no image of it.
func questionTags(base string, spec *equations.Spec, in equations.Inputs) string {
	title := "Predict: " + spec.Title + " · eqx"
	at := spec.InputsInWords(in, 60)
	if at != "" {
		at = " at " + at
	}
	desc := cut("A question: what does "+spec.Title+at+" give? Guess, then reveal the answer.", 300)
	var b strings.Builder
	meta := socialTags(&b, title, desc, "summary")
	if base != "" {
		q := spec.EncodeQuery(in)
		if q != "" {
			q += "&"
		}
		meta("property", "og:url", base+"/eq/"+spec.ID+"?"+q+"predict=1")
	}
	return b.String()
}

// socialTags writes into b the tags every preview has — the Open Graph
// type, site, title and description, and Twitter's card of that kind —
// and returns the writer of further tags.
func socialTags(b *strings.Builder, title, desc, card string) func(attr, key, val string) {
	meta := func(attr, key, val string) {
		fmt.Fprintf(b, "<meta %s=\"%s\" content=\"%s\">\n    ", attr, key, html.EscapeString(val))
	}
	meta("property", "og:type", "website")
	meta("property", "og:site_name", "eqx")
	meta("property", "og:title", title)
	meta("property", "og:description", desc)
	meta("name", "twitter:card", card)
	meta("name", "twitter:title", title)
	meta("name", "twitter:description", desc)
	return meta
}

// previewTags are the head tags of spec's page in the state in. Without
// a base they hold no URL: a relative one is of no use to a crawler.
func previewTags(base string, spec *equations.Spec, in equations.Inputs, static bool) string {
	title := spec.Title + " · eqx"
	desc := previewText(spec, in)
	var b strings.Builder
	meta := socialTags(&b, title, desc, "summary_large_image")
	if base != "" {
		q := spec.EncodeQuery(in)
		if q != "" {
			q = "?" + q
		}
		img := base + "/embed/" + spec.ID + ".png" + q
		page := base + "/eq/" + spec.ID + q
		meta("property", "og:url", page)
		meta("property", "og:image", img)
		meta("property", "og:image:type", "image/png")
		meta("property", "og:image:width", fmt.Sprint(cardW))
		meta("property", "og:image:height", fmt.Sprint(cardH))
		meta("property", "og:image:alt", desc)
		meta("name", "twitter:image", img)
		discovery := base + "/oembed?url=" + url.QueryEscape(page) + "&format=json"
		if static {
			discovery = base + "/oembed/" + spec.ID + ".json"
		}
		fmt.Fprintf(&b, "<link rel=\"alternate\" type=\"application/json+oembed\" href=\"%s\" title=\"%s\">\n    ",
			html.EscapeString(discovery), html.EscapeString(title))
	}
	return b.String()
}

// previewText is the state in words: "Softmax, at z = 5, 1, 1; T = 1,
// gives [0.964663, 0.0176684, 0.0176684]." (the result as the page shows
// it), or the error the inputs meet, or the explanation of a concept
// page.
func previewText(spec *equations.Spec, in equations.Inputs) string {
	if !spec.Computable() {
		return cut(spec.Explanation, 300)
	}
	at := spec.InputsInWords(in, 60)
	if at != "" {
		at = ", at " + at + ","
	}
	v, err := spec.Evaluate(in)
	if err != nil {
		return cut(spec.Title+at+" cannot be computed: "+err.Error(), 300)
	}
	return cut(spec.Title+at+" gives "+eqxapp.Display(v)+".", 300)
}

// previewPage reads the equation of a page path (/eq/ID, /eq/ID/,
// /eq/ID.html); ok is false for any other path.
func previewPage(reg *equations.Registry, path string) (*equations.Spec, bool) {
	rest, ok := strings.CutPrefix(path, "/eq/")
	if !ok {
		return nil, false
	}
	return reg.Lookup(strings.TrimSuffix(strings.Trim(rest, "/"), ".html"))
}

// previews returns the edit of rewritePages that puts each equation
// page's preview tags in, for the state in its query.
func previews(reg *equations.Registry, base string) func(*http.Request, []byte) []byte {
	return func(r *http.Request, page []byte) []byte {
		spec, ok := previewPage(reg, r.URL.Path)
		if !ok {
			return page
		}
		q := r.URL.Query()
		if q.Get("predict") == "1" {
			in, _ := spec.DecodeQuery(q)
			return withTags(page, questionTags(requestBase(r, base), spec, in))
		}
		in, _ := spec.DecodeQuery(q)
		return withPreview(page, requestBase(r, base), spec, in, false)
	}
}
