package app

import (
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
	if strings.Contains(sw, cacheMatch) || !strings.Contains(sw, `ignoreSearch: request.mode === "navigate"`) {
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

// The service worker is registered on the page's ready event: the
// patched loader no longer registers it as it starts.
func TestAppJS(t *testing.T) {
	js := "let a;\n\ngoappInitServiceWorker();\ngoappWatchForUpdate();\n  try {\n    const go = new Go();\n"
	got := AppJS(js)
	if strings.Contains(got, "\ngoappInitServiceWorker();\n") || !strings.Contains(got, `addEventListener("`+ReadyEvent+`", start, { once: true })`) {
		t.Errorf("AppJS(%q) =\n%s", js, got)
	}
	// Go is made sure of before it is used (loadGo).
	if !strings.Contains(got, "await eqxLoadGo();\n    const go = new Go();") || !strings.Contains(got, "async function eqxLoadGo()") {
		t.Errorf("AppJS(%q) does not load wasm_exec.js again:\n%s", js, got)
	}
}
