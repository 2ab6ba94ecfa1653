//go:build !(js && wasm)

package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sync"

	"eqx/equations"
	"eqx/internal/plot"
)

// previewStatic puts the link-preview tags (preview.go) of each
// equation's default state into its page written in out: a static host
// serves every query of a page the same file.
func previewStatic(out string, reg *equations.Registry, base string) error {
	for _, spec := range reg.All() {
		name := filepath.Join(out, "eq", spec.ID+".html")
		page, err := os.ReadFile(name)
		if err != nil {
			return fmt.Errorf("reading the page /eq/%s: %w", spec.ID, err)
		}
		if err := os.WriteFile(name, withPreview(page, base, spec, spec.Defaults(), true), 0o644); err != nil {
			return fmt.Errorf("writing the page /eq/%s: %w", spec.ID, err)
		}
	}
	return nil
}

// writeCards writes each equation's card for its default state as
// embed/ID.png, the og:image of its static page; on every core, since
// the cards are two thirds of the site's making (~16 ms of CPU each).
func writeCards(out string, reg *equations.Registry, cards *pngCards) error {
	specs := reg.All()
	errs := make([]error, len(specs))
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				errs[i] = writeCard(out, specs[i], cards)
			}
		}()
	}
	for i := range specs {
		next <- i
	}
	close(next)
	wg.Wait()
	return errors.Join(errs...)
}

// writeCard writes one equation's card.
func writeCard(out string, spec *equations.Spec, cards *pngCards) error {
	b, _, err := cards.card(spec, spec.Defaults(), plot.Light)
	if err != nil {
		return fmt.Errorf("drawing /embed/%s.png: %w", spec.ID, err)
	}
	if err := os.WriteFile(filepath.Join(out, "embed", spec.ID+".png"), b, 0o644); err != nil {
		return fmt.Errorf("writing /embed/%s.png: %w", spec.ID, err)
	}
	return nil
}

// writeOEmbedFiles writes oembed/ID.json, the oEmbed reply (oembed.go)
// for each equation's default state: a static host has no endpoint, so
// each page's discovery link names its file.
func writeOEmbedFiles(out string, reg *equations.Registry, base string) error {
	dir := filepath.Join(out, "oembed")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("creating %s: %w", dir, err)
	}
	for _, spec := range reg.All() {
		b, err := json.Marshal(oembedFor(base, spec, spec.Defaults(), "", oembedWidth, oembedHeight))
		if err != nil {
			return fmt.Errorf("/oembed/%s.json: %w", spec.ID, err)
		}
		if err := os.WriteFile(filepath.Join(dir, spec.ID+".json"), b, 0o644); err != nil {
			return fmt.Errorf("writing /oembed/%s.json: %w", spec.ID, err)
		}
	}
	return nil
}
