//go:build !(js && wasm)

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	eqxapp "eqx/app"
	"eqx/equations"
)

func cmdStatic(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("static", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var sf siteFlags
	sf.register(fs)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: eqx static [-root DIR] [-web DIR] [-base URL] OUTDIR")
		fs.PrintDefaults()
	}
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "eqx static: name one output directory")
		fs.Usage()
		return exitUsage
	}
	out := fs.Arg(0)
	if err := writeStatic(out, sf); err != nil {
		fmt.Fprintf(stderr, "eqx static: %v\n", err)
		return exitError
	}
	fmt.Fprintf(stdout, "eqx static: wrote the site to %s\n", out)
	return exitOK
}

// writeStatic writes the whole site into out: the pages pre-rendered by
// go-app, the PWA files, a copy of the web directory and the toolchain's
// wasm loader. It creates out if needed and only adds or overwrites files
// in it, so that files kept there (a README, a CNAME) survive.
func writeStatic(out string, sf siteFlags) error {
	s, err := loadSite(sf)
	if err != nil {
		return err
	}
	if err := checkOutDir(out, s.webDir); err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return fmt.Errorf("creating the output directory: %w", err)
	}
	eqxapp.Register()
	reg := equations.Catalogue()
	pages := append(eqxapp.Pages(reg), eqxapp.EmbedPages(reg)...)
	pages = append(pages, eqxapp.CheckPages(reg)...)
	if err := app.GenerateStaticWebsite(out, s.appHandler(), pages...); err != nil {
		return fmt.Errorf("generating the pages into %s: %w", out, err)
	}
	if err := s.typeset.typesetStatic(out); err != nil {
		return fmt.Errorf("typesetting the pages in %s: %w", out, err)
	}
	if err := previewStatic(out, reg, s.base); err != nil {
		return err
	}
	if err := copyDir(filepath.Join(out, "web"), s.webDir); err != nil {
		return err
	}
	if !same(filepath.Join(out, "web"), s.webDir) {
		// Read by eqx serve and above; a static host has no use for it.
		os.Remove(filepath.Join(out, "web", filepath.FromSlash(typesetFile)))
	}
	// go-app wrote its own, older loader; the site must use the one that
	// matches the toolchain that built app.wasm.
	if err := os.WriteFile(filepath.Join(out, "wasm_exec.js"), s.wasmExec, 0o644); err != nil {
		return fmt.Errorf("writing the wasm loader: %w", err)
	}
	if err := patchAppJS(filepath.Join(out, "app.js")); err != nil {
		return err
	}
	if err := writeEmbedImages(out, reg); err != nil {
		return err
	}
	// The cards and oEmbed replies are named by absolute URLs only, so a
	// site without its public URL has no use for them.
	if s.base != "" {
		if err := writeCards(out, reg, s.cards); err != nil {
			return err
		}
		if err := writeOEmbedFiles(out, reg, s.base); err != nil {
			return err
		}
	}
	// The security headers, for hosts that read a _headers file.
	if err := os.WriteFile(filepath.Join(out, "_headers"), []byte(headersFile()), 0o644); err != nil {
		return fmt.Errorf("writing _headers: %w", err)
	}
	return writeIndexCopies(out, pages)
}

// writeEmbedImages writes each equation's no-script image for its default
// inputs as embed/ID.svg, in the viewer's colours: a static host cannot
// draw one for other inputs or a fixed theme.
func writeEmbedImages(out string, reg *equations.Registry) error {
	dir := filepath.Join(out, "embed")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("creating %s: %w", dir, err)
	}
	for _, spec := range reg.All() {
		b, err := figureSVG(spec, spec.Defaults(), 0, "")
		if err != nil {
			return fmt.Errorf("drawing /embed/%s.svg: %w", spec.ID, err)
		}
		if err := os.WriteFile(filepath.Join(dir, spec.ID+".svg"), b, 0o644); err != nil {
			return fmt.Errorf("writing /embed/%s.svg: %w", spec.ID, err)
		}
	}
	return nil
}

// checkOutDir refuses an output directory that would make the copy of the
// web directory recurse into itself.
func checkOutDir(out, webDir string) error {
	absOut, err := filepath.Abs(out)
	if err != nil {
		return fmt.Errorf("resolving %s: %w", out, err)
	}
	absWeb, err := filepath.Abs(webDir)
	if err != nil {
		return fmt.Errorf("resolving %s: %w", webDir, err)
	}
	if absOut == absWeb || strings.HasPrefix(absOut, absWeb+string(filepath.Separator)) {
		return fmt.Errorf("the output directory %s is inside the web directory %s; choose another", out, webDir)
	}
	return nil
}

// writeIndexCopies writes P/index.html next to every page P.html that
// go-app wrote, so that static hosts which map /eq/x to eq/x/index.html but
// not to eq/x.html serve the page too.
func writeIndexCopies(out string, pages []string) error {
	for _, p := range pages {
		p = strings.Trim(p, "/")
		if p == "" {
			continue // the root page is index.html already
		}
		name := filepath.Join(out, filepath.FromSlash(p))
		page, err := os.ReadFile(name + ".html")
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return fmt.Errorf("reading the page /%s: %w", p, err)
		}
		if err := os.MkdirAll(name, 0o755); err != nil {
			return fmt.Errorf("creating the directory of /%s/index.html: %w", p, err)
		}
		if err := os.WriteFile(filepath.Join(name, "index.html"), page, 0o644); err != nil {
			return fmt.Errorf("writing /%s/index.html: %w", p, err)
		}
	}
	return nil
}

// copyDir copies the files of src into dst, following symbolic links (web/
// may link to an installed katex). It does not delete anything in dst.
// When dst is src (the output directory is the root), there is nothing to do.
func copyDir(dst, src string) error {
	if same(dst, src) {
		return nil
	}
	entries, err := os.ReadDir(src)
	if err != nil {
		return fmt.Errorf("copying the web directory: %w", err)
	}
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return fmt.Errorf("copying the web directory: %w", err)
	}
	for _, e := range entries {
		from, to := filepath.Join(src, e.Name()), filepath.Join(dst, e.Name())
		info, err := os.Stat(from) // follows links, unlike e.Info
		if err != nil {
			return fmt.Errorf("copying the web directory: %w", err)
		}
		switch {
		case info.IsDir():
			err = copyDir(to, from)
		case info.Mode().IsRegular():
			err = copyFile(to, from)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func same(a, b string) bool {
	ia, err := os.Stat(a)
	if err != nil {
		return false
	}
	ib, err := os.Stat(b)
	return err == nil && os.SameFile(ia, ib)
}

func copyFile(dst, src string) error {
	in, err := os.Open(src)
	if err != nil {
		return fmt.Errorf("copying %s: %w", src, err)
	}
	defer in.Close()
	out, err := os.Create(dst)
	if err != nil {
		return fmt.Errorf("copying %s: %w", src, err)
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return fmt.Errorf("copying %s to %s: %w", src, dst, err)
	}
	if err := out.Close(); err != nil {
		return fmt.Errorf("copying %s to %s: %w", src, dst, err)
	}
	return nil
}

// patchAppJS rewrites go-app's loader at path as eqx serve sends it
// (eqxapp.AppJS).
func patchAppJS(path string) error {
	js, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("reading go-app's loader: %w", err)
	}
	if err := os.WriteFile(path, []byte(eqxapp.AppJS(string(js))), 0o644); err != nil {
		return fmt.Errorf("writing the loader: %w", err)
	}
	return nil
}
