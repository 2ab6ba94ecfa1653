package api

import (
	"context"
	"fmt"
	"io"
	"net/url"
	"strings"
	"time"
)

// The API speaks HTTP through these few types rather than net/http's, so
// that the Cloudflare Worker, which receives its requests from JavaScript,
// does not link net/http: its DefaultTransport keeps crypto/tls and the
// certificate code alive, about 0.7 MB of a Worker limited to 3 MiB.
// Package server adapts them to net/http for `eqx serve`.

// A Request is one HTTP request to the API.
type Request struct {
	Method string
	URL    *url.URL
	Header Header
	Body   io.Reader // nil means empty
	// ContentLength is the body's declared length, or −1 when unknown.
	ContentLength int64
	// Ctx is the request's context; nil means context.Background.
	Ctx context.Context
	// SetReadDeadline, if set, bounds the reading of the body (a native
	// server's connection); hosts without one leave it nil.
	SetReadDeadline func(time.Time) error
	// EnableFullDuplex, if set, lets the answer start while the body is
	// still being read (a batch answers line by line); hosts that do so
	// anyway leave it nil.
	EnableFullDuplex func() error
}

// Context is the request's context.
func (r *Request) Context() context.Context {
	if r.Ctx == nil {
		return context.Background()
	}
	return r.Ctx
}

// body is the request's body, never nil.
func (r *Request) body() io.Reader {
	if r.Body == nil {
		return strings.NewReader("")
	}
	return r.Body
}

// A ResponseWriter sends the answer to a Request, as net/http's does:
// headers, then a status, then the body.
type ResponseWriter interface {
	Header() Header
	WriteHeader(status int)
	Write(b []byte) (int, error)
	// Flush sends what was written so far (the answered lines of a batch)
	// where the host can; elsewhere it does nothing and returns nil.
	Flush() error
}

// A Header is the header of a request or a response, keyed by canonical
// names ("Content-Type"), as net/http's Header (whose map it may be).
type Header map[string][]string

// Get returns the first value of key, or "".
func (h Header) Get(key string) string {
	if v := h[canonical(key)]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// Values returns the values of key.
func (h Header) Values(key string) []string { return h[canonical(key)] }

// Set replaces the values of key by value.
func (h Header) Set(key, value string) { h[canonical(key)] = []string{value} }

// Add adds value to the values of key.
func (h Header) Add(key, value string) { k := canonical(key); h[k] = append(h[k], value) }

// canonical is key with its first letter and every letter after a hyphen
// upper-cased and the others lower-cased, as net/http keys its headers.
func canonical(key string) string {
	b := []byte(key)
	upper := true
	for i, c := range b {
		switch {
		case upper && 'a' <= c && c <= 'z':
			b[i] = c - 'a' + 'A'
		case !upper && 'A' <= c && c <= 'Z':
			b[i] = c - 'A' + 'a'
		}
		upper = c == '-'
	}
	return string(b)
}

// The methods and statuses the API uses, as net/http names them.
const (
	MethodGet     = "GET"
	MethodHead    = "HEAD"
	MethodPost    = "POST"
	MethodOptions = "OPTIONS"

	StatusOK                    = 200
	StatusNoContent             = 204
	StatusBadRequest            = 400
	StatusNotFound              = 404
	StatusMethodNotAllowed      = 405
	StatusRequestEntityTooLarge = 413
	StatusInternalServerError   = 500
	StatusServiceUnavailable    = 503
)

// A MaxBytesError is the error of reading a body past its limit.
type MaxBytesError struct{ Limit int64 }

func (e *MaxBytesError) Error() string {
	return fmt.Sprintf("request body too large (over %d bytes)", e.Limit)
}

// maxBytesReader reads at most limit bytes of r; reading more is a
// *MaxBytesError.
func maxBytesReader(r io.Reader, limit int64) io.Reader {
	return &limitedReader{r: r, left: limit, limit: limit}
}

type limitedReader struct {
	r           io.Reader
	left, limit int64
	err         error
}

func (l *limitedReader) Read(p []byte) (int, error) {
	if l.err != nil {
		return 0, l.err
	}
	if len(p) == 0 {
		return 0, nil
	}
	// Read one byte more than is left, to tell a body of exactly the
	// limit from a longer one.
	if int64(len(p))-1 > l.left {
		p = p[:l.left+1]
	}
	n, err := l.r.Read(p)
	if int64(n) <= l.left {
		l.left -= int64(n)
		l.err = err
		return n, err
	}
	n = int(l.left)
	l.left = 0
	l.err = &MaxBytesError{Limit: l.limit}
	return n, l.err
}
