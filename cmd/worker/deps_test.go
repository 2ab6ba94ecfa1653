//go:build !(js && wasm)

package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestNoNetHTTP keeps net/http, and with it crypto/tls and the certificate
// code, out of the Worker: linked, they are about 0.7 MB of its gzip size,
// against Cloudflare's 3 MiB limit (main.go says why the bridge is eqx's).
func TestNoNetHTTP(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", "-tags", "eqx_noui", ".")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, pkg := range strings.Fields(string(out)) {
		if pkg == "net/http" || pkg == "crypto/tls" || pkg == "crypto/x509" {
			t.Errorf("the Worker links %s", pkg)
		}
	}
}
