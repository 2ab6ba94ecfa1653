package compute

import (
	"fmt"
	"math"
	"runtime"
	"sync"
	"testing"
)

// TestRunChunksConcurrent runs chunked means from several goroutines at
// once, so that the helper is sometimes idle, sometimes busy with another
// caller's job and sometimes late: every call must see all its chunks and
// give the same bits as a call alone (go test -race checks the hand-over).
func TestRunChunksConcurrent(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	lengths := []int{parallelMin, 5*chunkLen + 7, 20 * chunkLen}
	want := make([]float64, len(lengths))
	data := make([][]float64, len(lengths))
	for i, n := range lengths {
		data[i] = statBenchSample(n, uint64(i+3))
		data[i][n-1] = 1e12 // a last chunk that were it dropped would show
		m, err := ArithmeticMean(data[i])
		if err != nil {
			t.Fatal(err)
		}
		want[i] = m
	}
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for g := range 6 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range 20 {
				i := (g + r) % len(lengths)
				got, err := ArithmeticMean(data[i])
				if err != nil || math.Float64bits(got) != math.Float64bits(want[i]) {
					errs <- fmt.Sprintf("mean of %d entries: %v (%v), want %v alone", lengths[i], got, err, want[i])
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
