//go:build !(js && wasm)

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"strings"
	"syscall"
	"time"

	eqxapp "eqx/app"
	"eqx/equations"
	"eqx/server"
)

const defaultAddr = "127.0.0.1:8000"

func cmdServe(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", defaultAddr, "the address to listen on, host:port")
	var sf siteFlags
	sf.register(fs)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: eqx serve [-addr 127.0.0.1:8000] [-root DIR] [-web DIR] [-base URL]")
		fs.PrintDefaults()
	}
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if !noArgs(fs, stderr) {
		return exitUsage
	}
	if err := serve(ctx, *addr, sf, stdout, stderr, nil); err != nil {
		fmt.Fprintf(stderr, "eqx serve: %v\n", err)
		return exitError
	}
	return exitOK
}

// serve serves the site and the API on addr until ctx is done, then shuts
// down gracefully. ready, if not nil, is called with the listening address
// once requests can be made, so that a caller that asked for port 0 learns
// the port.
func serve(ctx context.Context, addr string, sf siteFlags, stdout, stderr io.Writer, ready func(net.Addr)) error {
	s, err := loadSite(sf)
	if err != nil {
		return err
	}
	logger := log.New(stderr, "eqx serve: ", log.LstdFlags)
	h := siteHandler(equations.Catalogue(), s, logger.Printf)

	ln, err := net.Listen("tcp", addr)
	if err != nil {
		if isAddrInUse(err) {
			return fmt.Errorf("%s is already in use (another eqx or program is listening); choose another with -addr", addr)
		}
		return fmt.Errorf("listening on %s: %w", addr, err)
	}
	srv := &http.Server{
		Handler: h,
		// A slow or stalled client must not hold a connection forever;
		// the write timeout leaves room for a large evaluation.
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       time.Minute,
		WriteTimeout:      2 * time.Minute,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          logger,
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()

	fmt.Fprintf(stdout, "eqx serving on %s\n", siteURL(ln.Addr()))
	if ready != nil {
		ready(ln.Addr())
	}

	select {
	case err := <-errc:
		return fmt.Errorf("serving on %s: %w", addr, err)
	case <-ctx.Done():
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutting down: %w", err)
	}
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("serving on %s: %w", addr, err)
	}
	return nil
}

// siteHandler routes one port: the API and health check to package server,
// the wasm loader to the site's copy, and everything else (pages, PWA
// files, /web/) to go-app.
func siteHandler(reg *equations.Registry, s *site, logf func(string, ...any)) http.Handler {
	eqxapp.Register()
	api := server.NewWithOptions(reg, server.Options{Logf: logf})
	goapp := s.appHandler()
	preview := previews(reg, s.base)
	pages := rewritePages(goapp, func(r *http.Request, page []byte) []byte {
		return preview(r, s.typeset.apply(page))
	})
	mux := http.NewServeMux()
	mux.Handle("/api/", api)
	mux.Handle("/api", api)
	mux.Handle("/healthz", api)
	mux.Handle("/oembed", oembedHandler(reg, s.base))
	// Text (pages, scripts, styles, figures) goes gzip-compressed; the
	// wasm has its own precompressed copies.
	wasmExec := gzipped(http.HandlerFunc(s.serveWasmExec))
	mux.Handle("/wasm_exec.js", wasmExec)
	loader := gzipped(appJS(goapp))
	mux.Handle("/app.js", loader)
	mux.HandleFunc("/web/app.wasm", s.serveWasm("app.wasm"))
	mux.HandleFunc("/web/jobs.wasm", s.serveWasm("jobs.wasm"))
	// go-app also answers its resources under /VERSION/.
	mux.Handle("/"+s.version+"/wasm_exec.js", wasmExec)
	mux.Handle("/"+s.version+"/app.js", loader)
	widgets := gzipped(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".svg") {
			embedSVG(reg, w, r)
			return
		}
		pages.ServeHTTP(w, r)
	}))
	mux.Handle("/embed/", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".png") {
			s.cards.ServeHTTP(w, r) // compressed already
			return
		}
		widgets.ServeHTTP(w, r)
	}))
	mux.Handle("/", gzipped(pages))
	return withHeaders(mux)
}

// siteURL is the URL to print for a listening address: a wildcard host
// becomes localhost, which a browser can open.
func siteURL(a net.Addr) string {
	host, port, err := net.SplitHostPort(a.String())
	if err != nil {
		return "http://" + a.String()
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsUnspecified() {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port)
}

// isAddrInUse reports whether a listen error means another process holds
// the port.
func isAddrInUse(err error) bool {
	return errors.Is(err, syscall.EADDRINUSE) ||
		strings.Contains(err.Error(), "address already in use") ||
		strings.Contains(err.Error(), "Only one usage of each socket address") // Windows
}
