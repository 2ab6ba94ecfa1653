package app

import (
	"math/rand/v2"
	"regexp"
	"testing"
)

// TestIsIDPath holds the routes' matching to the regular expressions they
// replace, on chosen paths and on random ones made of their pieces.
func TestIsIDPath(t *testing.T) {
	routes := []struct {
		pattern string
		match   func(string) bool
	}{
		{`^/eq/[a-z0-9-]+(/|\.html)?$`, func(p string) bool { return isIDPath(p, "/eq/", "", "/", ".html") }},
		{`^/eq/[a-z0-9-]+/checks/?$`, func(p string) bool { return isIDPath(p, "/eq/", checksSuffix, checksSuffix+"/") }},
		{`^/embed/[a-z0-9-]+/?$`, func(p string) bool { return isIDPath(p, embedPrefix, "", "/") }},
	}
	paths := []string{
		"/eq/softmax", "/eq/softmax/", "/eq/softmax.html", "/eq/softmax/checks", "/eq/softmax/checks/",
		"/eq/", "/eq//", "/eq/.html", "/eq/Softmax", "/eq/soft max", "/eq/a/b", "/eq/checks", "/eq//checks",
		"/embed/sigmoid", "/embed/sigmoid/", "/embed/", "/embed/x.svg", "/eq/x/checks.html", "/", "",
		"/eq/l2-regularization", "/eq/x//", "/eq/x/checks//",
	}
	pieces := []string{"/", "eq", "embed", "checks", ".html", "a", "Z", "9", "-", "_", "."}
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		p := ""
		for n := r.IntN(7); n > 0; n-- {
			p += pieces[r.IntN(len(pieces))]
		}
		paths = append(paths, p, "/eq/"+p, "/embed/"+p)
	}
	for _, rt := range routes {
		re := regexp.MustCompile(rt.pattern)
		for _, p := range paths {
			if got, want := rt.match(p), re.MatchString(p); got != want {
				t.Errorf("%s: match(%q) = %v, want %v", rt.pattern, p, got, want)
			}
		}
	}
}
