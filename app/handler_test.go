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
