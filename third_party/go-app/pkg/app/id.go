//go:build !wasm

package app

import "github.com/google/uuid"

// newID is a new unique id (eqx: crypto_wasm.go has the browser's).
func newID() string { return uuid.NewString() }
