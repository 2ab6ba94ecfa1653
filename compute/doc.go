// Package compute holds the numerical kernels of eqx: pure functions over
// float64 values and slices, built on gonum. Each file holds one family of
// equations (activations, losses, divergences, ...).
//
// Kernels are written to be numerically stable: they stay finite wherever the
// mathematics is finite (log-sum-exp, log1p, expm1, scaled norms), return ±Inf
// where the mathematics says so, and return an error where the result is
// undefined (empty data, mismatched lengths, a 0/0 ratio). They never return a
// NaN that comes from a naive formula.
//
// The package has no UI and no syscall/js dependency, so the same code runs
// natively, in the browser (js/wasm) and on Cloudflare Workers.
package compute
