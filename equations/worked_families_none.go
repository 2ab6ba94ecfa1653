//go:build eqx_nosnippets

package equations

// workedFamilies gives no equation a worked example in a build for a
// program that shows none: the Cloudflare Worker (its API answers values,
// not typeset lines, and its compressed size is near its limit) and the
// Web Worker of large jobs, both built with -tags eqx_nosnippets, as they
// leave out the copy-as-code snippets (code_families_none.go).
func workedFamilies() []map[string]func(Inputs, any) []string { return nil }
