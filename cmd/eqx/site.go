//go:build !(js && wasm)

package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	eqxapp "eqx/app"
	"eqx/equations"
)

// siteFlags locate the files the site is made of: the web/ directory
// (app.wasm, katex, styles) and the top-level wasm_exec.js.
type siteFlags struct {
	root string // the repository root; web/ and wasm_exec.js are under it
	web  string // the web directory; empty means root/web
	base string // the site's public URL, for link previews (preview.go)
}

func (f *siteFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.root, "root", ".", "the directory holding web/ and wasm_exec.js")
	fs.StringVar(&f.web, "web", "", "the web directory (default ROOT/web)")
	fs.StringVar(&f.base, "base", os.Getenv("EQX_BASE_URL"), "the site's public URL, such as https://eqx.example.org, for the absolute links of link previews and oEmbed (default $EQX_BASE_URL; eqx serve then uses the address each request came to)")
}

func (f siteFlags) webDir() string {
	if f.web != "" {
		return f.web
	}
	return filepath.Join(f.root, "web")
}

// site is what the serve and static commands need to build the go-app
// handler, read once at start so that a missing file is reported before
// anything is served or written.
type site struct {
	webDir   string
	version  string // a content hash of app.wasm
	wasmExec []byte // the Go runtime's loader, matching the toolchain
	typeset  typesetTable
	base     string    // the public URL, or "" (parseBase)
	cards    *pngCards // the link previews' pictures (embed_png.go)
	loaded   time.Time
}

func loadSite(f siteFlags) (*site, error) {
	base, err := parseBase(f.base)
	if err != nil {
		return nil, err
	}
	webDir := f.webDir()
	wasm := filepath.Join(webDir, "app.wasm")
	version, err := siteVersion(webDir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%s not found: run make build first", wasm)
	}
	if err != nil {
		return nil, err
	}
	execPath := filepath.Join(f.root, "wasm_exec.js")
	wasmExec, err := os.ReadFile(execPath)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%s not found: run make wasm_exec.js (it is copied from $(go env GOROOT)/lib/wasm)", execPath)
	}
	if err != nil {
		return nil, fmt.Errorf("reading the wasm loader: %w", err)
	}
	typeset, err := loadTypeset(webDir)
	if err != nil {
		return nil, fmt.Errorf("reading the typeset formulas (run make build): %w", err)
	}
	cards, err := newPNGCards(equations.Catalogue(), version)
	if err != nil {
		return nil, err
	}
	return &site{webDir: webDir, version: version, wasmExec: wasmExec, typeset: typeset, base: base, cards: cards, loaded: time.Now()}, nil
}

// siteVersion is the version of the site in webDir: that of app.wasm and
// of the site's own styles and scripts beside it (web/*.css, web/*.js),
// which the service worker caches with it.
func siteVersion(webDir string) (string, error) {
	paths := []string{filepath.Join(webDir, "app.wasm")}
	// jobs.wasm, the Web Worker's kernels, when it is built, and the
	// conformance pages' vectors.
	for _, pattern := range []string{"jobs.wasm", "*.css", "*.js", "*.jsonl"} {
		more, _ := filepath.Glob(filepath.Join(webDir, pattern)) // sorted
		paths = append(paths, more...)
	}
	return fileVersion(paths...)
}

// fileVersion returns the first 16 hex digits of the SHA-256 of files,
// their names and contents. The go-app service worker reinstalls the app
// whenever the version changes, so it must change with the files it
// caches and only then: a hash does both, where a start time would force
// a reinstall on every restart.
func fileVersion(paths ...string) (string, error) {
	h := sha256.New()
	for _, path := range paths {
		if err := hashFile(h, path); err != nil {
			return "", err
		}
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

func hashFile(h io.Writer, path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	fmt.Fprintf(h, "%s\x00", filepath.Base(path))
	if _, err := io.Copy(h, f); err != nil {
		return fmt.Errorf("hashing %s: %w", path, err)
	}
	return nil
}

// fonts lists KaTeX's woff2 fonts as URLs. The KaTeX stylesheet loads
// them lazily, so the service worker must be told to cache them for the
// equations to typeset offline; woff2 is the format every browser that
// runs wasm picks first.
func (s *site) fonts() []string {
	files, _ := filepath.Glob(filepath.Join(s.webDir, "katex", "fonts", "*.woff2"))
	urls := make([]string, len(files))
	for i, f := range files {
		urls[i] = "/web/katex/fonts/" + filepath.Base(f)
	}
	return urls
}

// appHandler returns the go-app handler of the pages, serving /web/ from
// the site's web directory.
func (s *site) appHandler() *app.Handler {
	h := eqxapp.NewHandler(s.version, s.fonts()...)
	// The loading progress counts app.wasm's bytes as decoded: its own
	// length, whatever encoding it is sent in (serveWasm).
	if info, err := os.Stat(filepath.Join(s.webDir, "app.wasm")); err == nil {
		h.WasmContentLength = strconv.FormatInt(info.Size(), 10)
	}
	h.Resources = webResources{
		Handler: http.StripPrefix("/web", http.FileServer(http.Dir(s.webDir))),
	}
	return h
}

// webResources serves /web/ from any directory while keeping the URLs
// /web/...: app.LocalDir(dir) would also put dir into the URLs of the
// pages, which is wrong for any dir but the current directory's web/.
type webResources struct {
	http.Handler
}

// Resolve returns the URL of a resource, as app.LocalDir("") does.
func (webResources) Resolve(location string) string {
	switch {
	case location == "" || location == "/":
		return "/"
	case strings.HasPrefix(location, "http://") || strings.HasPrefix(location, "https://"):
		return location
	case location == "web" || location == "/web" || strings.HasPrefix(location, "web/") || strings.HasPrefix(location, "/web/"):
		return "/" + strings.Trim(location, "/")
	}
	return location
}

// serveWasmExec serves the top-level wasm_exec.js in place of go-app's
// built-in copy, which comes from an older Go: the loader must match the
// wasm runtime of the toolchain that built app.wasm.
func (s *site) serveWasmExec(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	http.ServeContent(w, r, "wasm_exec.js", s.loaded, bytes.NewReader(s.wasmExec))
}
