//go:build !(js && wasm)

package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sort"
	"strings"

	eqxapp "eqx/app"
	"eqx/equations"
)

// Formulas typeset before app.wasm arrives.
//
// The pages are rendered on the server by the same Go code as in the
// browser, but KaTeX is JavaScript: on the server each formula is a
// placeholder (eqxapp.Placeholder) holding its LaTeX and KaTeX's options.
// `make build` lists every placeholder of every page at its defaults
// (eqx list -typeset), has KaTeX typeset them (scripts/katex-prerender.mjs)
// into web/katex/prerendered.json, and eqx serve and eqx static put that
// markup in place of each placeholder they find in the table. A page is
// then typeset in its first paint, the same as the browser's KaTeX would
// make it; a formula not in the table (the worked lines of a shared
// state other than the defaults) keeps its source until the app starts.

// typesetFile is the table's path under the web directory.
const typesetFile = "katex/prerendered.json"

// typesetCall is one placeholder: the arguments of the typeset call that
// made it.
type typesetCall struct {
	LaTeX  string `json:"latex"`
	Mode   string `json:"mode"` // display or inline
	Output string `json:"output"`
}

// key is the call's key in the table.
func (c typesetCall) key() string { return eqxapp.TypesetKey(c.Mode, c.Output, c.LaTeX) }

// typesetTable maps a call's key to KaTeX's markup for it.
type typesetTable map[string]string

// loadTypeset reads the table in webDir; a missing table is an empty one
// (the formulas show their source until the app starts).
func loadTypeset(webDir string) (typesetTable, error) {
	b, err := os.ReadFile(filepath.Join(webDir, filepath.FromSlash(typesetFile)))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var t typesetTable
	if err := json.Unmarshal(b, &t); err != nil {
		return nil, fmt.Errorf("%s: %w", typesetFile, err)
	}
	return t, nil
}

// placeholders calls f with the position, length and call of each
// placeholder (eqxapp.Placeholder) in page, in order.
func placeholders(page string, f func(start, end int, c typesetCall)) {
	for off := 0; ; {
		i := strings.Index(page[off:], eqxapp.PlaceholderStart)
		if i < 0 {
			return
		}
		start := off + i
		latex, mode, output, n, ok := eqxapp.ReadPlaceholder(page[start:])
		if !ok {
			return
		}
		f(start, start+n, typesetCall{LaTeX: latex, Mode: mode, Output: output})
		off = start + n
	}
}

// apply returns page with each placeholder found in t replaced by its
// markup, and the fonts of that markup preloaded in its head
// (typeset_fonts.go); page itself when there is none.
func (t typesetTable) apply(page []byte) []byte {
	if len(t) == 0 {
		return page
	}
	src := string(page)
	var out strings.Builder
	var used strings.Builder
	last := 0
	placeholders(src, func(start, end int, c typesetCall) {
		m, ok := t[c.key()]
		if !ok {
			return
		}
		out.WriteString(src[last:start])
		out.WriteString(m)
		used.WriteString(m)
		last = end
	})
	if last == 0 {
		return page
	}
	out.WriteString(src[last:])
	typeset := out.String()
	// Before the first stylesheet, so that the fonts are asked for first.
	if i := strings.Index(typeset, "<link "); i >= 0 && i < strings.Index(typeset, "</head>") {
		typeset = typeset[:i] + fontPreloads(katexFonts(used.String())) + "\n    " + typeset[i:]
	}
	return []byte(typeset)
}

// typesetStatic typesets the pages eqx static wrote into out.
func (t typesetTable) typesetStatic(out string) error {
	if len(t) == 0 {
		return nil
	}
	return filepath.WalkDir(out, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".html") {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if typeset := t.apply(b); !bytes.Equal(typeset, b) {
			return os.WriteFile(path, typeset, 0o644)
		}
		return nil
	})
}

// writeTypesetCalls prints each distinct placeholder of the site's pages at
// their defaults (every equation page, every widget, the home page), one
// JSON object per line, sorted: what KaTeX must typeset for the table.
func writeTypesetCalls(w io.Writer, reg *equations.Registry) error {
	eqxapp.Register()
	h := eqxapp.NewHandler("list")
	seen := map[string]typesetCall{}
	for _, path := range append(eqxapp.Pages(reg), eqxapp.EmbedPages(reg)...) {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		if rec.Code != http.StatusOK {
			return fmt.Errorf("rendering %s: HTTP %d", path, rec.Code)
		}
		placeholders(rec.Body.String(), func(_, _ int, c typesetCall) { seen[c.key()] = c })
	}
	keys := make([]string, 0, len(seen))
	for k := range seen {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, k := range keys {
		if err := enc.Encode(seen[k]); err != nil {
			return err
		}
	}
	return nil
}
