package server

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"eqx/equations"
)

// A client that stops sending its body holds the handler no longer than
// the time limit: the read deadline ends the read and the answer is 503.
func TestSlowBodyTimesOut(t *testing.T) {
	h := NewWithOptions(equations.Catalogue(), Options{Timeout: 100 * time.Millisecond})
	srv := httptest.NewServer(h)
	defer srv.Close()
	for _, path := range []string{"/api/v1/eval", "/api/v1/sweep", "/api/v1/batch"} {
		t.Run(path, func(t *testing.T) {
			conn, err := net.Dial("tcp", srv.Listener.Addr().String())
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			conn.SetDeadline(time.Now().Add(10 * time.Second)) // the test's own bound
			// 100 bytes announced, a few sent, then silence.
			fmt.Fprintf(conn, "POST %s HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"id\":", path)
			start := time.Now()
			resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
			if err != nil {
				t.Fatalf("no answer: %v", err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != http.StatusServiceUnavailable || !strings.Contains(string(body), "request time limit of 100ms reached while reading") {
				t.Errorf("status %d %s, want 503 naming the time limit", resp.StatusCode, body)
			}
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("answered after %v", d)
			}
		})
	}
}
