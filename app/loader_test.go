//go:build !wasm

package app

import (
	"strings"
	"testing"
)

// The service worker is registered after the page's ready event, at a
// quiet moment: the patched loader no longer registers it as it starts.
func TestAppJS(t *testing.T) {
	js := "let a;\n\ngoappInitServiceWorker();\ngoappWatchForUpdate();\n  try {\n    const go = new Go();\n    const wasm = await instantiateStreaming(\n      fetchWithProgress(\"/web/app.wasm\", showProgress),\n"
	got := AppJS(js)
	if strings.Contains(got, "\ngoappInitServiceWorker();\n") || !strings.Contains(got, `document.addEventListener("`+ReadyEvent+`", () => {`) || !strings.Contains(got, "}, "+swQuietMs+");") {
		t.Errorf("AppJS(%q) =\n%s", js, got)
	}
	// Go is made sure of before it is used (loadGo).
	if !strings.Contains(got, "await eqxLoadGo();\n    const go = new Go();") || !strings.Contains(got, "async function eqxLoadGo()") {
		t.Errorf("AppJS(%q) does not load wasm_exec.js again:\n%s", js, got)
	}
	// KaTeX is loaded by the loader, after the first paint, and the app
	// starts only once it has been (loadKaTeX).
	if !strings.Contains(got, "async function eqxLoadKaTeX()") || !strings.Contains(got, "const katexLoaded = eqxLoadKaTeX();") || strings.Count(got, "await katexLoaded;") != 2 {
		t.Errorf("AppJS(%q) does not load KaTeX before the app starts:\n%s", js, got)
	}
	// The module web/boot.js compiled is instantiated; go-app's fetch,
	// the fallback, is called only when needed (a function, not a fetch
	// begun at once).
	want := "const wasm = await eqxInstantiate(instantiateStreaming, showProgress, () =>\n      fetchWithProgress(\"/web/app.wasm\", showProgress),"
	if !strings.Contains(got, want) || !strings.Contains(got, "async function eqxInstantiate(") {
		t.Errorf("AppJS(%q) does not instantiate the module of web/boot.js:\n%s", js, got)
	}
}
