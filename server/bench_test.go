package server_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"testing"

	"eqx/equations"
	"eqx/server"
)

// benchJob is one of the large jobs the API exists for, at n elements:
// the request to send and the route that takes it.
type benchJob struct {
	name, path string
	body       func(n int) []byte
	sizes      []int // nil: benchSizes
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// benchJobs are the jobs of `make bench` and scripts/api-bench.mjs (which
// builds the same bodies for a running server): softmax of n logits, the
// ROC AUC of n scored labels, and the sigmoid at n points, sent as a list
// and as a range; and, for a kernel whose work grows faster than its data,
// the SVD of an n × n matrix.
var benchJobs = []benchJob{
	{"softmax", "/api/v1/eval", func(n int) []byte {
		r := rand.New(rand.NewPCG(1, 2))
		z := make([]float64, n)
		for i := range z {
			z[i] = r.NormFloat64() * 3
		}
		return mustJSON(map[string]any{"id": "softmax", "inputs": map[string]any{"z": z}})
	}, nil},
	{"roc-auc", "/api/v1/eval", func(n int) []byte {
		r := rand.New(rand.NewPCG(3, 4))
		y, s := make([]float64, n), make([]float64, n)
		for i := range y {
			if r.IntN(2) == 1 {
				y[i] = 1
			}
			s[i] = 0.3*y[i] + 0.7*r.Float64()
		}
		// Both classes must occur; at n ≥ 2 with this seed they do, but
		// say so rather than rely on it.
		y[0], y[len(y)-1] = 0, 1
		return mustJSON(map[string]any{"id": "roc-auc", "inputs": map[string]any{"y": y, "s": s}})
	}, nil},
	{"sigmoid-sweep-list", "/api/v1/sweep", func(n int) []byte {
		z := make([]float64, n)
		for i := range z {
			z[i] = -10 + 20*float64(i)/float64(n-1)
		}
		return mustJSON(map[string]any{"id": "sigmoid", "sweep": map[string]any{"z": z}})
	}, nil},
	{"sigmoid-sweep-range", "/api/v1/sweep", func(n int) []byte {
		return mustJSON(map[string]any{"id": "sigmoid", "sweep": map[string]any{"z": map[string]any{"from": -10, "to": 10, "count": n}}})
	}, nil},
	{"svd", "/api/v1/eval", func(n int) []byte {
		return mustJSON(map[string]any{"id": "svd", "inputs": map[string]any{"A": randomMatrix(n)}})
	}, []int{100, 300}},
}

// randomMatrix is an n × n matrix of standard normal entries.
func randomMatrix(n int) [][]float64 {
	r := rand.New(rand.NewPCG(5, 6))
	a := make([][]float64, n)
	for i := range a {
		a[i] = make([]float64, n)
		for j := range a[i] {
			a[i][j] = r.NormFloat64()
		}
	}
	return a
}

var benchSizes = []int{1_000, 100_000, 1_000_000}

// BenchmarkAPI times each job end to end over HTTP on loopback: encoding
// is done once, outside the timer; each iteration sends the request and
// reads the whole answer, as a browser's fetch would.
func BenchmarkAPI(b *testing.B) {
	srv := httptest.NewServer(server.New(equations.Catalogue()))
	defer srv.Close()
	client := srv.Client()
	for _, job := range benchJobs {
		sizes := job.sizes
		if sizes == nil {
			sizes = benchSizes
		}
		for _, n := range sizes {
			body := job.body(n)
			b.Run(fmt.Sprintf("%s/n=%d", job.name, n), func(b *testing.B) {
				b.SetBytes(int64(len(body)))
				b.ReportAllocs()
				for b.Loop() {
					resp, err := client.Post(srv.URL+job.path, "application/json", bytes.NewReader(body))
					if err != nil {
						b.Fatal(err)
					}
					got, err := io.ReadAll(resp.Body)
					resp.Body.Close()
					if err != nil || resp.StatusCode != http.StatusOK {
						b.Fatalf("status %d, %v: %.300s", resp.StatusCode, err, got)
					}
				}
			})
		}
	}
}
