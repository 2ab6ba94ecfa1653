//go:build !(js && wasm)

package main

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestWasmExecMatchesToolchain guards the loader served as /wasm_exec.js:
// it must be the one of the Go that builds app.wasm, since the loader and
// the wasm runtime change together between Go releases.
func TestWasmExecMatchesToolchain(t *testing.T) {
	ours, err := os.ReadFile(filepath.Join("..", "..", "wasm_exec.js"))
	if errors.Is(err, fs.ErrNotExist) {
		t.Fatal("wasm_exec.js is missing at the repository root: run make wasm_exec.js")
	}
	if err != nil {
		t.Fatal(err)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	want := filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js")
	theirs, err := os.ReadFile(want)
	if err != nil {
		t.Fatalf("reading the toolchain's loader: %v", err)
	}
	if !bytes.Equal(ours, theirs) {
		t.Fatalf("wasm_exec.js differs from %s (the Go toolchain changed): run make wasm_exec.js", want)
	}
}
