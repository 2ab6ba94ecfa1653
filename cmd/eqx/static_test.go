//go:build !(js && wasm)

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestStatic(t *testing.T) {
	root := fakeRoot(t)
	out := filepath.Join(t.TempDir(), "site")
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	// A file already there (static/README.md in the repository) is kept.
	if err := os.WriteFile(filepath.Join(out, "README.md"), []byte("kept"), 0o644); err != nil {
		t.Fatal(err)
	}

	code, stdout, stderr := runCmd(t, "", "static", "-root", root, "-base", "https://eqx.example.org/", out)
	if code != exitOK {
		t.Fatalf("exit status %d; stderr %s", code, stderr)
	}
	if !strings.Contains(stdout, out) {
		t.Errorf("stdout = %q", stdout)
	}
	read := func(name string) string {
		t.Helper()
		b, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(name)))
		if err != nil {
			t.Errorf("%s: %v", name, err)
		}
		return string(b)
	}
	for _, name := range []string{"index.html", "eq/sigmoid.html", "eq/sigmoid/index.html", "eq/f1-score/index.html"} {
		if page := read(name); !strings.Contains(page, "<html") {
			t.Errorf("%s is not a page: %.100q", name, page)
		}
	}
	if read("eq/sigmoid.html") != read("eq/sigmoid/index.html") {
		t.Error("eq/sigmoid/index.html differs from eq/sigmoid.html")
	}
	// σ(0.5) = 1/(1+e^-0.5) = 0.622459, the default state's preview.
	for _, tag := range []string{`<meta property="og:url" content="https://eqx.example.org/eq/sigmoid">`,
		`<meta property="og:image" content="https://eqx.example.org/embed/sigmoid.png">`, "gives 0.622459."} {
		if !strings.Contains(read("eq/sigmoid.html"), tag) {
			t.Errorf("eq/sigmoid.html lacks %s", tag)
		}
	}
	if !strings.Contains(read("eq/sigmoid.html"), `type="application/json+oembed" href="https://eqx.example.org/oembed/sigmoid.json"`) ||
		!strings.Contains(read("oembed/sigmoid.json"), `"html":"\u003ciframe src=\"https://eqx.example.org/embed/sigmoid\" `) {
		t.Errorf("the oEmbed of the static sigmoid page: %s", read("oembed/sigmoid.json"))
	}
	if !strings.HasPrefix(read("embed/sigmoid.png"), "\x89PNG") {
		t.Error("embed/sigmoid.png is not a PNG")
	}
	if read("wasm_exec.js") != fakeWasmExec {
		t.Error("wasm_exec.js is not the root's copy")
	}
	if read("web/app.wasm") != fakeWasm || read("web/katex/fonts/KaTeX.woff") != "font" {
		t.Error("the web directory was not copied")
	}
	for _, name := range []string{"app.js", "app-worker.js", "manifest.webmanifest"} {
		read(name)
	}
	if js := read("app.js"); !strings.Contains(js, `document.addEventListener("eqx-ready", () => {`) {
		t.Error("app.js is go-app's loader, not eqx's (eqxapp.AppJS)")
	}
	if read("README.md") != "kept" {
		t.Error("a file already in the output directory was not kept")
	}

	// Running again over the same directory works. (The pages are not
	// compared: go-app writes attributes in map order.)
	if code, _, stderr := runCmd(t, "", "static", "-root", root, out); code != exitOK {
		t.Fatalf("second run: exit status %d; stderr %s", code, stderr)
	}
	if read("README.md") != "kept" {
		t.Error("a second run removed README.md")
	}
}

func TestStaticCreatesOutDir(t *testing.T) {
	root := fakeRoot(t)
	out := filepath.Join(t.TempDir(), "a", "b")
	if code, _, stderr := runCmd(t, "", "static", "-root", root, out); code != exitOK {
		t.Fatalf("exit status %d; stderr %s", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(out, "eq", "sigmoid", "index.html")); err != nil {
		t.Error(err)
	}
}

func TestStaticRefusesOutputInsideWeb(t *testing.T) {
	root := fakeRoot(t)
	code, _, stderr := runCmd(t, "", "static", "-root", root, filepath.Join(root, "web", "site"))
	if code == exitOK || !strings.Contains(stderr, "inside the web directory") {
		t.Errorf("exit status %d, stderr %q", code, stderr)
	}
}

func TestStaticIntoRoot(t *testing.T) {
	// The output directory may be the root itself: web/ is then left as it is.
	root := fakeRoot(t)
	if code, _, stderr := runCmd(t, "", "static", "-root", root, root); code != exitOK {
		t.Fatalf("exit status %d; stderr %s", code, stderr)
	}
	b, err := os.ReadFile(filepath.Join(root, "web", "app.wasm"))
	if err != nil || string(b) != fakeWasm {
		t.Errorf("web/app.wasm damaged: %q %v", b, err)
	}
	if b, _ := os.ReadFile(filepath.Join(root, "wasm_exec.js")); string(b) != fakeWasmExec {
		t.Errorf("wasm_exec.js damaged: %q", b)
	}
}
