//go:build wasm

package app

import (
	"fmt"
	"math/rand/v2"

	"github.com/maxence-charriere/go-app/v10/pkg/errors"
)

// eqx: the browser's build encrypts nothing and links no crypto/* or
// uuid (scripts/vendor-go-app.sh): Context.Encrypt and Decrypt return an
// error there, and the ids of a device and of a broadcast store are
// random hex without crypto/rand.

func encrypt(key string, v []byte) ([]byte, error) {
	return nil, errors.New("encryption is not built into this app")
}

func decrypt(key string, v []byte) ([]byte, error) {
	return nil, errors.New("encryption is not built into this app")
}

func newID() string {
	return fmt.Sprintf("%016x%016x", rand.Uint64(), rand.Uint64())
}
