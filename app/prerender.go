package app

import (
	"encoding/base64"
	"html"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// prerendered is the content of a live region: nothing in the browser,
// where paint fills it, and the content inline when prerendered on the
// server, so that the page's first paint shows the result, the worked
// lines and the figures before app.wasm has arrived (and a page without
// JavaScript shows them at all).
func (p *equationPage) prerendered(content func() string) app.UI {
	if app.IsClient {
		return nil
	}
	if h := content(); h != "" {
		// One element, as app.Raw needs, but no box of its own: the
		// region's content lies out as the browser's paint will put it,
		// so nothing moves or grows when the app takes over.
		return app.Raw(`<div class="prerendered">` + h + "</div>")
	}
	return nil
}

// figureImages returns the server's figures as images of themselves: each
// SVG of parts (internal/plot's canvas, which carries its own colours and
// fonts) becomes an <img> of the same size, with the SVG's label as its
// alternative text. It looks the same, and the browser counts an image as
// the page's largest paint at once; inline SVG is not a candidate, so the
// first paint's largest element was a line of text, and the app's render
// of the same text, a moment after app.wasm started, became the page's
// "largest contentful paint" — seconds late on a slow link for a page that
// had been complete all along. The app draws the figures inline again.
// Parts that are not such an SVG are kept as they are.
func figureImages(parts []string) []string {
	out := make([]string, len(parts))
	for i, svg := range parts {
		out[i] = svg
		end := strings.IndexByte(svg, '>')
		if !strings.HasPrefix(svg, "<svg ") || end < 0 {
			continue
		}
		tag := svg[:end]
		var w, h string
		if vb := tagAttr(tag, "viewBox"); vb != "" {
			if f := strings.Fields(vb); len(f) == 4 {
				w, h = f[2], f[3]
			}
		}
		if w == "" {
			continue
		}
		out[i] = `<img class="figure-image" width="` + html.EscapeString(w) + `" height="` + html.EscapeString(h) +
			`" alt="` + html.EscapeString(tagAttr(tag, "aria-label")) +
			`" src="data:image/svg+xml;base64,` + base64.StdEncoding.EncodeToString([]byte(svg)) + `">`
	}
	return out
}

// tagAttr returns the unescaped value of the double-quoted attribute name
// in the start tag tag, or "".
func tagAttr(tag, name string) string {
	i := strings.Index(tag, " "+name+`="`)
	if i < 0 {
		return ""
	}
	v := tag[i+len(name)+3:]
	j := strings.IndexByte(v, '"')
	if j < 0 {
		return ""
	}
	return html.UnescapeString(v[:j])
}
