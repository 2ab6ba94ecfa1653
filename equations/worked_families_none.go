//go:build eqx_noui

package equations

// attachWorked gives no equation a worked example: a build for a program
// that shows none (the Cloudflare Worker, whose compressed size is near
// its limit, and the Web Worker of large jobs) leaves them out with -tags
// eqx_noui.
func attachWorked([]*Spec) {}
