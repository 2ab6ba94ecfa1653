//go:build !(js && wasm)

package main

import (
	"regexp"
	"sort"
	"strings"
)

// KaTeX's fonts for the formulas a page arrives with.
//
// KaTeX's stylesheet loads a font only once text in it is laid out, and
// blocks that text until it arrives (font-display: block): a formula sent
// typeset still appeared a round trip after the first paint, and text
// beside it was laid out first with another font's widths. The browser's
// largest-paint measure took that first, narrower paint; the app's render
// of the same region, once app.wasm had started, measured wider and became
// the page's "largest contentful paint", seconds late on a slow link.
// Preloading the fonts the page's formulas use lets them arrive with the
// stylesheets, so the first paint is the final one.

// katexFontClasses maps a class of KaTeX's markup to the font it sets its
// text in (katex.min.css). Main-Regular, KaTeX's default, is always used.
var katexFontClasses = map[string]string{
	"mathnormal":  "KaTeX_Math-Italic",
	"mathit":      "KaTeX_Main-Italic",
	"mathbf":      "KaTeX_Main-Bold",
	"textbf":      "KaTeX_Main-Bold",
	"boldsymbol":  "KaTeX_Math-BoldItalic",
	"mathbb":      "KaTeX_AMS-Regular",
	"amsrm":       "KaTeX_AMS-Regular",
	"mathcal":     "KaTeX_Caligraphic-Regular",
	"mathscr":     "KaTeX_Script-Regular",
	"mathfrak":    "KaTeX_Fraktur-Regular",
	"mathsf":      "KaTeX_SansSerif-Regular",
	"mathtt":      "KaTeX_Typewriter-Regular",
	"texttt":      "KaTeX_Typewriter-Regular",
	"small-op":    "KaTeX_Size1-Regular",
	"large-op":    "KaTeX_Size2-Regular",
	"delim-size1": "KaTeX_Size1-Regular", // delimsizing size1, below
	"delim-size2": "KaTeX_Size2-Regular",
	"delim-size3": "KaTeX_Size3-Regular",
	"delim-size4": "KaTeX_Size4-Regular",
}

var classAttr = regexp.MustCompile(`class="([^"]*)"`)

// katexFonts returns the woff2 files (names under web/katex/fonts/) that
// KaTeX's markup sets text in, sorted.
func katexFonts(markup string) []string {
	set := map[string]bool{"KaTeX_Main-Regular": true}
	for _, m := range classAttr.FindAllStringSubmatch(markup, -1) {
		tokens := strings.Fields(m[1])
		delim := false
		for _, t := range tokens {
			delim = delim || t == "delimsizing"
		}
		for _, t := range tokens {
			if delim && strings.HasPrefix(t, "size") {
				t = "delim-" + t // a delimiter's size is its font
			}
			if f, ok := katexFontClasses[t]; ok {
				set[f] = true
			}
		}
	}
	fonts := make([]string, 0, len(set))
	for f := range set {
		fonts = append(fonts, f+".woff2")
	}
	sort.Strings(fonts)
	return fonts
}

// preloadable reports whether a font is worth its place among the first
// requests: those that set letters and digits (KaTeX's Main, Math, AMS,
// ...), whose widths lay out the lines. The Size fonts set only large
// delimiters and operators, in boxes KaTeX sizes itself; on a slow link
// their four files, fetched first, held back the fonts of the text.
func preloadable(font string) bool { return !strings.HasPrefix(font, "KaTeX_Size") }

// fontPreloads returns the <link rel="preload"> elements for fonts.
// crossorigin is required: fonts are always fetched in CORS mode, and a
// preload without it would be fetched a second time.
func fontPreloads(fonts []string) string {
	var b strings.Builder
	for _, f := range fonts {
		if !preloadable(f) {
			continue
		}
		b.WriteString(`<link rel="preload" href="/web/katex/fonts/` + f + `" as="font" type="font/woff2" crossorigin>`)
	}
	return b.String()
}
