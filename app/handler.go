//go:build !wasm

// The handler is the server's: go-app's Handler is not in the wasm build
// (third_party/go-app), nor is anything here.

package app

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// NewHandler returns the go-app handler that serves the pages and the PWA
// resources (manifest, service worker, wasm loader).
//
// version must be fixed for a given build (a content hash of app.wasm):
// go-app's service worker reinstalls the app whenever it changes, and
// go-app's random per-start default would make every restart look like a
// new deployment. cacheable lists extra files the service worker must keep
// for offline use, such as KaTeX's fonts, which the CSS loads lazily and so
// would otherwise be missing offline.
func NewHandler(version string, cacheable ...string) *app.Handler {
	return &app.Handler{
		Name:            "eqx — machine-learning equations, live",
		ShortName:       "eqx",
		Title:           "eqx · machine-learning equations, live",
		Description:     "An interactive explorer of the classical machine-learning and statistics equations: typeset, computed and plotted live in your browser.",
		Lang:            "en",
		Version:         version,
		BackgroundColor: "#f7f7fb",
		ThemeColor:      "#3b3b98",
		LoadingLabel:    "Loading eqx… {progress}%",
		// Local icons: go-app's default icon is a remote URL, which the
		// service worker cannot cache, so the app would not install
		// offline.
		Icon: app.Icon{
			Default:  "/web/icons/icon-192.png",
			Large:    "/web/icons/icon-512.png",
			Maskable: "/web/icons/maskable-512.png",
			SVG:      "/web/icons/icon.svg",
		},
		Styles: []string{
			"/web/katex/katex.min.css",
			"/web/app.css",
			"/web/databox.css",
		},
		// boot.js starts compiling app.wasm while the rest of the page
		// is parsed, so it comes first and is not deferred (web/boot.js);
		// wake.js, also at once, starts the app when the reader reaches
		// for the page, and records what they do before (web/wake.js).
		// The others are deferred: the page arrives typeset, computed
		// and drawn (cmd/eqx, typeset.go), so nothing in its first paint
		// waits for them. app.js starts app.wasm only once they have run
		// (eqxInstantiate, loader.go); live.js paints the live regions
		// (live.go). jobs.js runs large-data jobs (databox_job.go) in the
		// Web Worker of jobs-worker.js and jobs.wasm, which are cached for
		// offline use like the rest. KaTeX's script (katexJS) is not among
		// them: the app loads it after the first paint, before it starts
		// (loader.go), as the page's formulas come typeset and the app
		// needs KaTeX only for new ones.
		Scripts: []string{"/web/boot.js", "/web/wake.js", "defer /web/live.js", "defer /web/frame.js",
			"defer /web/export.js", "defer /web/jobs.js", "defer /web/embed.js", "defer /web/listen.js",
			"defer /web/cells.js"},
		ServiceWorkerTemplate: serviceWorker(),
		CacheableResources:    append(offlinePages(), append([]string{katexJS, "/web/icons/icon.svg", "/web/wasm-worker.js", "/web/jobs-worker.js", "/web/jobs.wasm", vectorsURL}, cacheable...)...),
	}
}

// offlinePages lists every page of the site: go-app's service worker
// answers from its cache only for the exact URLs it cached at install, so
// each equation page is listed for the whole catalogue to open offline
// after one visit.
func offlinePages() []string {
	pages := Pages(catalogue())
	return pages[1:] // "/" is cached by go-app itself
}

// cacheMatch is the line of go-app's service worker that looks a request
// up in its cache.
const cacheMatch = "await caches.match(request);"

// installCall is the line of go-app's install handler that caches the
// site.
const installCall = "await installWorker();"

// serviceWorker is go-app's service worker with three changes.
//
// Pages are looked up in its cache whatever their query: a page's inputs
// live in its query (share.go), and a link such as /eq/softmax?z=1,2,3,
// or a reload after a slider move, must open offline from the page
// cached as /eq/softmax.
//
// A page that reached the cache through a redirect is answered as a
// plain response with the same body, status and headers. Python's
// http.server, Apache (DirectorySlash), S3 website hosting and Netlify
// answer /eq/softmax of the static site (eqx static writes both
// eq/softmax.html and eq/softmax/index.html) with a 301 to /eq/softmax/,
// and the install caches what that redirect led to. A navigation does not
// follow redirects itself (its redirect mode is "manual"), so the browser
// refuses a response whose redirected flag is set: every page failed with
// net::ERR_FAILED, online and offline, once the worker controlled the tab.
// GitHub Pages, nginx with try_files and eqx serve do not redirect, and
// their responses are answered untouched. On the redirecting hosts, a
// page opened as /eq/softmax/ (where the redirect left a visit made
// before the worker was installed) is answered from the page cached as
// /eq/softmax, offline too.
//
// The install lasts until the whole site is cached (event.waitUntil):
// go-app's async handler returns at once, so its worker took control
// while it was still downloading, and a tab opened then, or offline,
// found pages missing; the update prompt also came before the new
// version was there to be loaded.
func serviceWorker() string {
	sw := strings.Replace(app.DefaultAppWorkerJS, cacheMatch, "await eqxCacheMatch(request);", 1)
	sw = strings.Replace(sw, installCall, "// eqx: caching is waited for by the install listener below.", 1)
	return sw + `
// eqx (app/handler.go): the install ends when the site is cached.
self.addEventListener("install", (event) => event.waitUntil(installWorker()));

// eqx (app/handler.go): the cached answer to a request. Pages are found
// whatever their query and trailing slash, and never carry the redirect
// flag of a host that redirected /eq/x to /eq/x/ at install, which a
// navigation may not be answered with.
async function eqxCacheMatch(request) {
  if (request.mode !== "navigate") {
    return caches.match(request);
  }
  let response = await caches.match(request, { ignoreSearch: true });
  const url = new URL(request.url);
  if (!response && url.pathname.length > 1 && url.pathname.endsWith("/")) {
    url.pathname = url.pathname.slice(0, -1);
    response = await caches.match(url.href, { ignoreSearch: true });
  }
  if (response && response.redirected) {
    response = new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  }
  return response;
}
`
}
