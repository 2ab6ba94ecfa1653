//go:build !(js && wasm)

package main

import (
	"net/http"
	"strings"
)

// The security headers of the site, the same from eqx serve (withHeaders)
// and from a static host that reads a _headers file (writeHeadersFile:
// Cloudflare, Netlify).
//
// The Content-Security-Policy lets only eqx's own files run: no inline
// script (go-app's pages have none), WebAssembly allowed
// ('wasm-unsafe-eval'), inline styles allowed because KaTeX and the plots
// position with style attributes, nothing loaded from elsewhere, and no
// plugin, <base> or form target. Even if user text reached the page as
// markup, no script of it could run. Widgets (/embed/) may be framed by
// any site; everything else by eqx only, so no other site can frame it to
// trick its users into clicks.

// contentSecurityPolicy is the policy of every page, without its
// frame-ancestors.
const contentSecurityPolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; " +
	"style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; " +
	"connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; " +
	"base-uri 'self'; form-action 'self'"

// sharedAssets are the files a widget fetches: the page's scripts,
// styles, fonts and app.wasm, and the images. In WordPress's sandbox
// (<iframe sandbox="allow-scripts">, no allow-same-origin) a widget's
// origin is opaque, so each of its fetches is cross-origin: fonts and
// fetch() need Access-Control-Allow-Origin, which these files, public
// and sent without credentials, all carry. A pattern ending in "/" is a
// folder, "*" in _headers.
var sharedAssets = []string{"/web/", "/embed/", "/wasm_exec.js", "/app.js", "/app.css", "/app-worker.js", "/manifest.webmanifest"}

// sharedAsset reports whether path is one of sharedAssets.
func sharedAsset(path string) bool {
	for _, a := range sharedAssets {
		if path == a || strings.HasSuffix(a, "/") && strings.HasPrefix(path, a) {
			return true
		}
	}
	return false
}

// securityHeaders are the headers of a response to path.
func securityHeaders(path string) [][2]string {
	ancestors, frameOptions := "'self'", "SAMEORIGIN"
	if strings.HasPrefix(path, "/embed/") {
		ancestors, frameOptions = "*", ""
	}
	h := [][2]string{
		{"Content-Security-Policy", contentSecurityPolicy + "; frame-ancestors " + ancestors},
		{"X-Content-Type-Options", "nosniff"},
		{"Referrer-Policy", "strict-origin-when-cross-origin"},
		{"Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"},
	}
	if frameOptions != "" {
		h = append(h, [2]string{"X-Frame-Options", frameOptions})
	}
	if sharedAsset(path) {
		h = append(h, [2]string{"Access-Control-Allow-Origin", "*"})
	}
	return h
}

// withHeaders sets the security headers on every response of next; a
// handler may replace them (the API and /embed/ID.svg set their own
// Content-Security-Policy).
func withHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		for _, kv := range securityHeaders(r.URL.Path) {
			w.Header().Set(kv[0], kv[1])
		}
		next.ServeHTTP(w, r)
	})
}

// headersFile is the _headers file of the static site: the same headers,
// for every path, then for the widgets, then CORS for the other shared
// assets (Cloudflare and Netlify add a later block's headers to an
// earlier one's).
func headersFile() string {
	var b strings.Builder
	for _, block := range []struct{ pattern, path string }{{"/*", "/"}, {"/embed/*", "/embed/"}} {
		b.WriteString(block.pattern + "\n")
		if block.path == "/embed/" {
			b.WriteString("  ! X-Frame-Options\n") // set for /* above; a widget may be framed
		}
		for _, kv := range securityHeaders(block.path) {
			b.WriteString("  " + kv[0] + ": " + kv[1] + "\n")
		}
	}
	for _, a := range sharedAssets {
		if a == "/embed/" {
			continue // above
		}
		if strings.HasSuffix(a, "/") {
			a += "*"
		}
		b.WriteString(a + "\n  Access-Control-Allow-Origin: *\n")
	}
	return b.String()
}
