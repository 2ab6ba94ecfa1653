package app

import (
	"reflect"
	"testing"
)

// TestSVGPatch checks the elements a figure's patch changes, by the
// lines of two figures (one element per line, internal/plot's canvas).
func TestSVGPatch(t *testing.T) {
	const fig = "<svg a=\"1\">\n<g k=\"1\">\n<path d=\"M0\"/>\n<text>1</text>\n</g>\n</svg>"
	for _, c := range []struct {
		name     string
		old, new string
		idx      []any
		lines    []any
		ok       bool
	}{
		{"same", fig, fig, nil, nil, true},
		{"a path", fig, "<svg a=\"1\">\n<g k=\"1\">\n<path d=\"M1\"/>\n<text>1</text>\n</g>\n</svg>", []any{2}, []any{`<path d="M1"/>`}, true},
		{"the root and a text", fig, "<svg a=\"2\">\n<g k=\"1\">\n<path d=\"M0\"/>\n<text>2</text>\n</g>\n</svg>",
			[]any{0, 3}, []any{`<svg a="2">`, "<text>2</text>"}, true},
		{"a group's opening tag", fig, "<svg a=\"1\">\n<g k=\"2\">\n<path d=\"M0\"/>\n<text>1</text>\n</g>\n</svg>", []any{1}, []any{`<g k="2">`}, true},
		{"an element more", fig, "<svg a=\"1\">\n<g k=\"1\">\n<path d=\"M0\"/>\n<path d=\"M0\"/>\n<text>1</text>\n</g>\n</svg>", nil, nil, false},
		{"a line less at the end", fig + "\n", fig, nil, nil, false},
		{"another element", fig, "<svg a=\"1\">\n<g k=\"1\">\n<text d=\"M0\"/>\n<text>1</text>\n</g>\n</svg>", nil, nil, false},
		{"a closing line", "<svg>\n</g>\n</svg>", "<svg>\n</g >\n</svg>", nil, nil, false},
		{"not a figure", "<p>1</p>", "<p>2</p>", nil, nil, false},
	} {
		idx, lines, ok := svgPatch(c.old, c.new)
		if ok != c.ok || !reflect.DeepEqual(idx, c.idx) || !reflect.DeepEqual(lines, c.lines) {
			t.Errorf("%s: svgPatch = %v, %q, %v; want %v, %q, %v", c.name, idx, lines, ok, c.idx, c.lines, c.ok)
		}
	}
}
