//go:build !wasm

package app

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The service worker looks pages up ignoring their query; if go-app's
// template changes, the line this relies on must be found again.
func TestServiceWorkerIgnoresPageQueries(t *testing.T) {
	if strings.Count(app.DefaultAppWorkerJS, cacheMatch) != 1 {
		t.Fatalf("go-app's service worker no longer has the line %q once", cacheMatch)
	}
	sw := serviceWorker()
	if strings.Contains(sw, cacheMatch) || !strings.Contains(sw, "await eqxCacheMatch(request);") ||
		!strings.Contains(sw, "caches.match(request, { ignoreSearch: true })") {
		t.Errorf("the service worker still matches pages with their query:\n%s", sw)
	}
}

// The install waits for the caching, which go-app's handler starts
// without waiting for it, and caches once.
func TestServiceWorkerInstallWaits(t *testing.T) {
	if strings.Count(app.DefaultAppWorkerJS, installCall) != 1 {
		t.Fatalf("go-app's service worker no longer has the line %q once", installCall)
	}
	sw := serviceWorker()
	if strings.Count(sw, "installWorker()") != 2 || !strings.Contains(sw, "event.waitUntil(installWorker())") {
		t.Errorf("the install does not wait for the caching, or caches twice:\n%s", sw)
	}
}

// The cache lookup of the service worker, run in Node against a fake
// cache: a page cached through a host's redirect (/eq/x to /eq/x/, as
// Python's http.server and Apache do) answers navigations without its
// redirected flag, which the browser refuses for a navigation; pages are
// found whatever their query and trailing slash; other requests, and
// pages that were not redirected, get the cached response itself.
func TestServiceWorkerCacheMatch(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not found: the service worker's lookup is checked in the browser tests (playwright/static.test.mjs)")
	}
	sw := strings.NewReplacer("{{.Version}}", "test", "{{.ResourcesToCache}}", "[]").Replace(serviceWorker())
	script := `"use strict";
const self = { addEventListener() {}, skipWaiting() {}, clients: {} };
const origin = "http://127.0.0.1:8080";
const redirected = (body, url) => {
  const r = new Response(body, { status: 200, headers: { "Content-Type": "text/html" } });
  Object.defineProperty(r, "redirected", { value: true });
  Object.defineProperty(r, "url", { value: url });
  return r;
};
const plain = new Response("plain page", { status: 200 });
const script = redirected("a script", origin + "/web/x.js");
const cache = new Map([
  [origin + "/eq/softmax", () => redirected("softmax page", origin + "/eq/softmax/")],
  [origin + "/eq/sigmoid", () => plain],
  [origin + "/web/x.js", () => script],
]);
const caches = {
  async match(req, opts = {}) {
    const u = new URL(typeof req === "string" ? req : req.url);
    if (opts.ignoreSearch) u.search = "";
    const f = cache.get(u.href);
    return f ? f() : undefined;
  },
};
` + sw + `
const nav = (path) => ({ mode: "navigate", url: origin + path });
(async () => {
  const out = {};
  for (const path of ["/eq/softmax", "/eq/softmax?v=1&z=1,2", "/eq/softmax/", "/eq/softmax/?z=3"]) {
    const r = await eqxCacheMatch(nav(path));
    out[path] = r ? { redirected: r.redirected, status: r.status, type: r.headers.get("Content-Type"), body: await r.text() } : null;
  }
  out.plain = (await eqxCacheMatch(nav("/eq/sigmoid?z=2"))) === plain;
  out.plainSlash = (await eqxCacheMatch(nav("/eq/sigmoid/"))) === plain;
  out.missing = (await eqxCacheMatch(nav("/eq/nope/"))) === undefined;
  out.root = (await eqxCacheMatch(nav("/"))) === undefined;
  out.script = (await eqxCacheMatch({ mode: "no-cors", url: origin + "/web/x.js" })) === script;
  out.scriptQuery = (await eqxCacheMatch({ mode: "no-cors", url: origin + "/web/x.js?v=2" })) === undefined;
  console.log(JSON.stringify(out));
})().catch((err) => { console.error(err); process.exit(1); });
`
	file := filepath.Join(t.TempDir(), "sw.cjs")
	if err := os.WriteFile(file, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := exec.Command(node, file).CombinedOutput()
	if err != nil {
		t.Fatalf("node %s: %v\n%s", file, err, got)
	}
	page := `{"redirected":false,"status":200,"type":"text/html","body":"softmax page"}`
	want := `{"/eq/softmax":` + page + `,"/eq/softmax?v=1&z=1,2":` + page + `,"/eq/softmax/":` + page + `,"/eq/softmax/?z=3":` + page +
		`,"plain":true,"plainSlash":true,"missing":true,"root":true,"script":true,"scriptQuery":true}`
	if strings.TrimSpace(string(got)) != want {
		t.Errorf("the service worker's cache lookup:\ngot  %s\nwant %s", got, want)
	}
}

// KaTeX's script is not one of the page's scripts (they run before the
// page's first paint; the loader loads it after), and the service worker
// keeps it for offline use.
func TestKaTeXNotInHead(t *testing.T) {
	h := NewHandler("v")
	for _, s := range h.Scripts {
		if strings.Contains(s, "katex") {
			t.Errorf("the page's scripts include %q", s)
		}
	}
	cached := false
	for _, r := range h.CacheableResources {
		cached = cached || r == katexJS
	}
	if !cached {
		t.Errorf("%s is not among the service worker's resources", katexJS)
	}
}
