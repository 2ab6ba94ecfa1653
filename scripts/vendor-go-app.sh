#!/usr/bin/env bash
# Writes third_party/go-app: the packages of go-app v10.1.11 that eqx uses
# (pkg/app, pkg/errors; no tests), from the Go module cache, with eqx's
# patch applied (third_party/go-app.patch). go.mod replaces go-app with it.
#
#	scripts/vendor-go-app.sh [OUTDIR]      # default third_party/go-app
#
# Why a patch: go-app's package app holds its server (Handler, net/http,
# crypto for nothing the browser does) in files without build constraints,
# so every wasm build linked net/http, crypto/* and math/big: 1.7 MB of
# app.wasm, 330 kB of it brotli-compressed. The patch only adds
# `//go:build !wasm` to the server's files (http.go; the local and prefixed
# resource resolvers, moved to resource_server.go) and drops the wasm stub
# of GenerateStaticWebsite, a server function. It also adds RouteFunc, a
# route matched by a function: routes by regular expression linked the
# regexp packages into app.wasm, for three patterns a few string tests
# match. And the browser's build encrypts nothing and makes its ids
# without crypto/rand (crypto_wasm.go; the server's keeps crypto.go and
# uuid): Context's Encrypt and Decrypt, which eqx never calls, linked
# crypto/aes, GCM, crypto/rand's DRBG and uuid into app.wasm through
# reflection, 400 kB of it. Nothing else changes.
# make test runs this into a temporary directory and compares (test-vendor).
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
VERSION=v10.1.11
OUT=${1:-third_party/go-app}
PATCH=$PWD/third_party/go-app.patch
command -v patch >/dev/null || { echo "vendor-go-app: needs patch (apt-get install -y patch)" >&2; exit 1; }

src=$(GOFLAGS=-mod=mod "$GO" mod download -json "github.com/maxence-charriere/go-app/v10@$VERSION" |
	sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
if [ -z "$src" ] || [ ! -d "$src" ]; then
	echo "vendor-go-app: go-app $VERSION is not in the module cache (go mod download failed)" >&2
	exit 1
fi
rm -rf "$OUT"
mkdir -p "$OUT/pkg/app" "$OUT/pkg/errors"
cp "$src/LICENSE" "$OUT/"
for pkg in app errors; do
	for f in "$src/pkg/$pkg"/*.go; do
		case "$f" in *_test.go) continue ;; esac
		cp "$f" "$OUT/pkg/$pkg/"
	done
done
chmod -R u+w "$OUT"
cat >"$OUT/go.mod" <<MOD
// go-app $VERSION's packages app and errors, patched for eqx
// (scripts/vendor-go-app.sh says why and how).
module github.com/maxence-charriere/go-app/v10

go 1.23.0

require github.com/google/uuid v1.6.0
MOD
(cd "$OUT" && patch -s -p1 <"$PATCH")
