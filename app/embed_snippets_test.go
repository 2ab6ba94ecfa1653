package app

import (
	"strings"
	"testing"
)

func TestSnippetsFor(t *testing.T) {
	const origin, q = "https://eqx.example.org", "v=1&z=5,1,1"
	list := snippetsFor(origin, "softmax", `Soft"max [x]`, q)
	want := map[string][]string{
		"embed-snippet":  {`<iframe src="https://eqx.example.org/embed/softmax?v=1&amp;z=5,1,1" title="Soft&#34;max [x] · eqx"`, `e.data.type!=="eqx-size"`},
		"embed-markdown": {`[![Soft"max \[x\] (eqx)](https://eqx.example.org/embed/softmax.svg?v=1&z=5,1,1)](https://eqx.example.org/eq/softmax?v=1&z=5,1,1)`},
		"embed-image":    {`<img src="https://eqx.example.org/embed/softmax.svg?v=1&amp;z=5,1,1"`},
		"embed-hugo":     {`{{ .Get "src" }}`, `{{< eqx src="https://eqx.example.org/embed/softmax?v=1&z=5,1,1" title="Soft'max [x] · eqx" >}}`},
		"embed-jekyll":   {`{{ include.src }}`, `{% include eqx.html src="https://eqx.example.org/embed/softmax?v=1&z=5,1,1" title="Soft'max [x] · eqx" %}`},
		"embed-mdx":      {`<iframe src="https://eqx.example.org/embed/softmax?v=1&z=5,1,1" title="Soft'max [x] · eqx"`, `style={{ width: "100%"`, `/>`},
		"embed-obsidian": {`<iframe src="https://eqx.example.org/embed/softmax?v=1&amp;z=5,1,1"`},
	}
	if len(list) != len(want) {
		t.Fatalf("%d snippets, want %d", len(list), len(want))
	}
	for _, s := range list {
		for _, part := range want[s.key] {
			if !strings.Contains(s.text, part) {
				t.Errorf("%s lacks %s:\n%s", s.key, part, s.text)
			}
		}
		if s.key != "embed-snippet" && strings.Contains(s.text, "<script") {
			t.Errorf("%s has a script, which its host drops:\n%s", s.key, s.text)
		}
	}
}
