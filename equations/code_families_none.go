//go:build eqx_noui

package equations

// attachCode gives no equation a snippet: a build for a program that shows
// no code (the Cloudflare Worker, whose compressed size is near its limit,
// and the Web Worker of large jobs) leaves them out with -tags
// eqx_noui (no user interface: no snippets, no worked examples).
func attachCode([]*Spec) {}
