package server_test

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"eqx/equations"
	"eqx/server"
)

// loadClients is the number of concurrent clients of the load test.
const loadClients = 64

// loadHeapLimit is the most heap the load test tolerates: far above what
// 64 requests of these sizes need, far below the machine's memory, so that
// a leak or an unbounded buffer fails it within seconds.
const loadHeapLimit = 512 << 20

// loadRequest is one kind of request of the load test's mix.
type loadRequest struct {
	path string
	body []byte
	want []byte // the exact answer, when it is short; else any 200
}

func loadMix() []loadRequest {
	var batch strings.Builder
	for i := range 50 {
		fmt.Fprintf(&batch, `{"id":"relu","inputs":{"z":%d}}`+"\n", i-25)
	}
	return []loadRequest{
		{"/api/v1/eval", []byte(`{"id":"sigmoid","inputs":{"z":0}}`), []byte(`{"id":"sigmoid","output":0.5}` + "\n")},
		{"/api/v1/eval", benchJobs[0].body(1000), nil},  // softmax
		{"/api/v1/eval", benchJobs[1].body(10000), nil}, // roc-auc
		{"/api/v1/sweep", benchJobs[2].body(10000), nil},
		{"/api/v1/batch", []byte(batch.String()), nil},
	}
}

// TestLoad runs loadClients clients against the native handler on
// loopback for EQX_LOAD_DURATION (e.g. 20s; `make load`) and fails on any
// transport error, any status but 200, a wrong answer, or a heap above
// loadHeapLimit. It reports requests/s, latency percentiles and memory.
// Without EQX_LOAD_DURATION it is skipped: `make test` runs it for 2s.
func TestLoad(t *testing.T) {
	env := os.Getenv("EQX_LOAD_DURATION")
	if env == "" {
		t.Skip("set EQX_LOAD_DURATION (e.g. 20s) to run the load test")
	}
	dur, err := time.ParseDuration(env)
	if err != nil || dur <= 0 || dur > 10*time.Minute {
		t.Fatalf("EQX_LOAD_DURATION=%q: want a duration up to 10m", env)
	}
	srv := httptest.NewServer(server.New(equations.Catalogue())) // 127.0.0.1 only
	defer srv.Close()
	client := &http.Client{
		Transport: &http.Transport{MaxIdleConnsPerHost: loadClients},
		Timeout:   30 * time.Second,
	}
	defer client.CloseIdleConnections()
	mix := loadMix()

	var failures atomic.Int64
	var firstFailure atomic.Value
	fail := func(format string, args ...any) {
		if failures.Add(1) == 1 {
			firstFailure.Store(fmt.Sprintf(format, args...))
		}
	}
	var peakHeap, peakSys atomic.Uint64
	stopSampling := make(chan struct{})
	var sampler sync.WaitGroup
	sampler.Add(1)
	go func() {
		defer sampler.Done()
		tick := time.NewTicker(250 * time.Millisecond)
		defer tick.Stop()
		for {
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			if ms.HeapInuse > peakHeap.Load() {
				peakHeap.Store(ms.HeapInuse)
			}
			if ms.Sys > peakSys.Load() {
				peakSys.Store(ms.Sys)
			}
			select {
			case <-stopSampling:
				return
			case <-tick.C:
			}
		}
	}()

	start := time.Now()
	deadline := start.Add(dur)
	latencies := make([][]time.Duration, loadClients)
	var wg sync.WaitGroup
	for c := range loadClients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := c; time.Now().Before(deadline); i++ {
				req := mix[i%len(mix)]
				t0 := time.Now()
				resp, err := client.Post(srv.URL+req.path, "application/json", bytes.NewReader(req.body))
				if err != nil {
					fail("%s: %v", req.path, err)
					continue
				}
				body, err := io.ReadAll(resp.Body)
				resp.Body.Close()
				latencies[c] = append(latencies[c], time.Since(t0))
				switch {
				case err != nil:
					fail("%s: reading the answer: %v", req.path, err)
				case resp.StatusCode != http.StatusOK:
					fail("%s: status %d: %.200s", req.path, resp.StatusCode, body)
				case req.want != nil && !bytes.Equal(body, req.want):
					fail("%s: answer %.200s, want %s", req.path, body, req.want)
				case len(body) == 0:
					fail("%s: empty answer", req.path)
				}
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	close(stopSampling)
	sampler.Wait()

	all := slices.Concat(latencies...)
	slices.Sort(all)
	pct := func(p float64) time.Duration {
		if len(all) == 0 {
			return 0
		}
		return all[min(len(all)-1, int(p*float64(len(all))))]
	}
	t.Logf("load: %d clients, %v: %d requests, %.0f requests/s, p50 %v, p99 %v, max %v, failures %d",
		loadClients, elapsed.Round(time.Millisecond), len(all), float64(len(all))/elapsed.Seconds(),
		pct(0.50).Round(time.Microsecond), pct(0.99).Round(time.Microsecond), pct(1).Round(time.Microsecond), failures.Load())
	t.Logf("load: peak heap in use %.1f MiB, peak Go memory from the OS %.1f MiB, peak RSS %s (server and clients share the process)",
		float64(peakHeap.Load())/(1<<20), float64(peakSys.Load())/(1<<20), peakRSS())
	if n := failures.Load(); n > 0 {
		t.Errorf("%d failed requests; the first: %v", n, firstFailure.Load())
	}
	if len(all) == 0 {
		t.Error("no request completed")
	}
	if h := peakHeap.Load(); h > loadHeapLimit {
		t.Errorf("peak heap %d MiB is over the bound of %d MiB", h>>20, loadHeapLimit>>20)
	}
}

// peakRSS reads the process's peak resident set from Linux's
// /proc/self/status (VmHWM), or says it is unknown.
func peakRSS() string {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return "unknown"
	}
	for _, line := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			return strings.TrimSpace(v)
		}
	}
	return "unknown"
}
