//go:build !(js && wasm)

package main

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

const (
	fakeWasm     = "\x00asm fake app.wasm for tests"
	fakeWasmExec = "// the wasm loader of the test root\n"
)

// fakeRoot makes a repository root with a fake app.wasm, a katex file and
// a wasm_exec.js, which is all serve and static read.
func fakeRoot(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	files := map[string]string{
		"web/app.wasm":               fakeWasm,
		"web/katex/katex.min.css":    ".katex{}",
		"web/katex/fonts/KaTeX.woff": "font",
		"wasm_exec.js":               fakeWasmExec,
	}
	for name, content := range files {
		path := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestServeRefusesTakenPort(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	addr := ln.Addr().String()

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var stdout, stderr bytes.Buffer
	code := run(ctx, []string{"serve", "-addr", addr, "-root", fakeRoot(t)}, strings.NewReader(""), &stdout, &stderr)
	if ctx.Err() != nil {
		t.Fatal("serve did not return on a taken port")
	}
	if code == exitOK {
		t.Errorf("exit status 0 on a taken port")
	}
	want := "eqx serve: " + addr + " is already in use (another eqx or program is listening); choose another with -addr"
	if !strings.Contains(stderr.String(), want) {
		t.Errorf("stderr = %q, want %q", stderr.String(), want)
	}
	if stdout.Len() != 0 {
		t.Errorf("stdout = %q, want nothing", stdout.String())
	}
}

func TestServeNeedsAppWasm(t *testing.T) {
	root := fakeRoot(t)
	os.Remove(filepath.Join(root, "web", "app.wasm"))
	code, _, stderr := runCmd(t, "", "serve", "-addr", "127.0.0.1:0", "-root", root)
	if code == exitOK || !strings.Contains(stderr, "app.wasm not found: run make build first") {
		t.Errorf("exit status %d, stderr %q", code, stderr)
	}
	root = fakeRoot(t)
	os.Remove(filepath.Join(root, "wasm_exec.js"))
	code, _, stderr = runCmd(t, "", "serve", "-addr", "127.0.0.1:0", "-root", root)
	if code == exitOK || !strings.Contains(stderr, "wasm_exec.js not found: run make wasm_exec.js") {
		t.Errorf("exit status %d, stderr %q", code, stderr)
	}
}

func TestServe(t *testing.T) {
	root := fakeRoot(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	addrc := make(chan net.Addr, 1)
	done := make(chan error, 1)
	var stdout, stderr bytes.Buffer
	go func() {
		done <- serve(ctx, "127.0.0.1:0", siteFlags{root: root}, &stdout, &stderr, func(a net.Addr) { addrc <- a })
	}()
	var base string
	select {
	case a := <-addrc:
		base = "http://" + a.String()
	case err := <-done:
		t.Fatalf("serve returned early: %v; stderr %s", err, stderr.String())
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not become ready")
	}
	if got, want := stdout.String(), "eqx serving on "+base+"\n"; got != want {
		t.Errorf("stdout = %q, want %q", got, want)
	}

	get := func(method, path, body string) (int, http.Header, string) {
		t.Helper()
		req, err := http.NewRequest(method, base+path, strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatalf("%s %s: %v", method, path, err)
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		return resp.StatusCode, resp.Header, string(b)
	}

	if code, _, body := get("GET", "/healthz", ""); code != 200 || body != "ok" {
		t.Errorf("GET /healthz: %d %q", code, body)
	}
	code, hdr, body := get("POST", "/api/v1/eval", `{"id":"sigmoid","inputs":{"z":0}}`)
	if code != 200 || strings.TrimSpace(body) != `{"id":"sigmoid","output":0.5}` {
		t.Errorf("POST /api/v1/eval: %d %s", code, body)
	}
	if hdr.Get("Access-Control-Allow-Origin") != "*" {
		t.Error("the API has no CORS header")
	}
	if code, _, body := get("POST", "/api/v1/eval", `{"id":"sigmoid","inputs":{}}`); code != 400 || !strings.Contains(body, `\"z\"`) {
		t.Errorf("POST /api/v1/eval without z: %d %s", code, body)
	}
	if code, _, _ := get("GET", "/api/v1/equations", ""); code != 200 {
		t.Errorf("GET /api/v1/equations: %d", code)
	}
	if code, _, body := get("GET", "/wasm_exec.js", ""); code != 200 || body != fakeWasmExec {
		t.Errorf("GET /wasm_exec.js: %d %q, want the root's copy", code, body)
	}
	if code, _, body := get("GET", "/web/app.wasm", ""); code != 200 || body != fakeWasm {
		t.Errorf("GET /web/app.wasm: %d %q", code, body)
	}
	if code, _, body := get("GET", "/web/katex/katex.min.css", ""); code != 200 || body != ".katex{}" {
		t.Errorf("GET /web/katex/katex.min.css: %d %q", code, body)
	}
	code, hdr, body = get("GET", "/eq/sigmoid", "")
	if code != 200 || !strings.Contains(body, "<html") {
		t.Errorf("GET /eq/sigmoid: %d %.200q", code, body)
	}
	if hdr.Get("Access-Control-Allow-Origin") != "" {
		t.Error("a page has a CORS header")
	}
	version, _ := siteVersion(filepath.Join(root, "web"))
	code, hdr, js := get("GET", "/app.js", "")
	if code != 200 || !strings.Contains(js, version) || hdr.Get("Content-Type") != "application/javascript" {
		t.Errorf("app.js: %d %q, without the version %s", code, hdr.Get("Content-Type"), version)
	}
	// The service worker is registered on the page's ready event, not as
	// app.js starts (eqxapp.AppJS).
	if strings.Contains(js, "\ngoappInitServiceWorker();\n") || !strings.Contains(js, `document.addEventListener("eqx-ready", () => {`) {
		t.Errorf("app.js registers the service worker at once:\n%.600s", js)
	}
	// The module web/boot.js compiled from app.wasm's own response is
	// instantiated; go-app's fetch is only the fallback.
	if !strings.Contains(js, `await eqxInstantiate(instantiateStreaming, showProgress, () =>`) {
		t.Errorf("app.js does not instantiate the module of web/boot.js:\n%s", js)
	}
	// wasm_exec.js is loaded again before Go is used if it failed.
	if !strings.Contains(js, "await eqxLoadGo();\n    const go = new Go();") {
		t.Errorf("app.js uses Go without loading wasm_exec.js again:\n%s", js)
	}
	if code, _, body := get("GET", "/"+version+"/app.js", ""); code == 200 && strings.Contains(body, "\ngoappInitServiceWorker();\n") {
		t.Errorf("/%s/app.js is go-app's unpatched loader", version)
	}

	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serve: %v", err)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("serve did not shut down")
	}
}

func TestFileVersion(t *testing.T) {
	root := fakeRoot(t)
	path := filepath.Join(root, "web", "app.wasm")
	v1, err := fileVersion(path)
	if err != nil {
		t.Fatal(err)
	}
	v2, _ := fileVersion(path)
	if len(v1) != 16 || v1 != v2 {
		t.Errorf("versions %q, %q: want the same 16 hex digits", v1, v2)
	}
	os.WriteFile(path, []byte("another build"), 0o644)
	if v3, _ := fileVersion(path); v3 == v1 {
		t.Error("the version did not change with app.wasm")
	}
}

func TestSiteVersion(t *testing.T) {
	web := filepath.Join(fakeRoot(t), "web")
	v1, err := siteVersion(web)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(web, "live.js"), []byte("// a script"), 0o644)
	v2, _ := siteVersion(web)
	if v2 == v1 {
		t.Error("the version did not change with a new web/live.js")
	}
	os.WriteFile(filepath.Join(web, "live.js"), []byte("// another script"), 0o644)
	v3, _ := siteVersion(web)
	if v3 == v2 {
		t.Error("the version did not change with web/live.js")
	}
	os.WriteFile(filepath.Join(web, "README.md"), []byte("notes"), 0o644)
	if v4, _ := siteVersion(web); v4 != v3 {
		t.Error("the version changed with web/README.md, which is not served to the app")
	}
	os.Remove(filepath.Join(web, "app.wasm"))
	if _, err := siteVersion(web); err == nil {
		t.Error("no error without app.wasm")
	}
}
