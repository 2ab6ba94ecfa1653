package compute

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// Long vectors: the batch kernels (mean, variance, correlation, losses,
// divergences, softmax) split their loops at parallelMin entries and more
// into two fixed halves, and run the second half on a helper goroutine when
// a second core is free; the mean and attention's softmax rows, into
// chunks that the caller and the helper share (runChunks). The split depends only on the length, so a result
// does not depend on GOMAXPROCS or on the load: on one core (js/wasm) the
// halves run one after the other. Within a half, sums run in four
// interleaved lanes, which breaks the dependency on the previous addition.

// parallelMin is the length from which a kernel splits its loop: below it
// the hand-off to the helper (some microseconds) costs more than it saves,
// and the interactive sizes keep the plain loops.
const parallelMin = 1 << 16

// halfJob is the second half of a split loop: fn(j) reads x, y and arg and
// writes out, res and idx. fn is a top-level function, so that a job
// allocates nothing.
//
// Whoever claims the job first runs it: the helper when it gets to it, or
// the caller, once done with its own half, when the helper has not started
// (on a busy machine the helper's thread can wait a whole time slice for
// a core, and the caller would wait with it). The halves are the same
// either way, so the result is too.
type halfJob struct {
	fn        func(*halfJob)
	x, y, out []float64
	arg       [6]float64
	res       [6]float64
	idx       int
	done      chan struct{}
	claimed   atomic.Bool
	stolen    bool         // run by the caller: the helper may still hold the job
	owners    atomic.Int32 // of a stolen or shared job: the last of caller and helper recycles it

	// A shared job (runChunks): caller and helper both run its chunks.
	shared     bool
	chunk      func(j *halfJob, k int) // writes chunk k's result to parts[k]
	parts      [][4]float64
	next, left atomic.Int64
}

var (
	// freeJobs holds idle jobs for reuse (a sync.Pool would be emptied by
	// every garbage collection).
	freeJobs   = make(chan *halfJob, 8)
	helperOnce sync.Once
	helperJobs chan *halfJob
)

// runHelper runs the jobs handed to the helper goroutine.
func runHelper() {
	for j := range helperJobs {
		if j.shared {
			j.runChunks()
			if j.owners.Add(-1) == 0 {
				j.recycle()
			}
		} else if j.claimed.CompareAndSwap(false, true) {
			j.fn(j)
			j.done <- struct{}{}
		} else if j.owners.Add(-1) == 0 { // stolen, and the caller is done with it
			j.recycle()
		}
	}
}

// startHalf starts fn on the second half x[h:] (and y[h:], out[h:] when
// not nil) of a split loop, h = len(x)/2, with the arguments arg, and
// returns the job and h: on the helper goroutine when GOMAXPROCS > 1 and
// the helper is idle, else at once. The caller does the first half, then
// calls wait, reads the job's results and calls release.
func startHalf(fn func(*halfJob), x, y, out []float64, arg [6]float64) (*halfJob, int) {
	h := len(x) / 2
	j := newJob()
	j.fn, j.x, j.arg, j.idx = fn, x[h:], arg, -1
	if y != nil {
		j.y = y[h:]
	}
	if out != nil {
		j.out = out[h:]
	}
	if handOff(j) {
		return j, h
	}
	j.claimed.Store(true)
	j.fn(j)
	j.done <- struct{}{}
	return j, h
}

// wait returns once the job is done: at once when it was, after running it
// when the helper has not claimed it, else when the helper finishes.
func (j *halfJob) wait() {
	if j.claimed.CompareAndSwap(false, true) {
		j.fn(j)
		j.stolen = true
		return
	}
	<-j.done
}

// release returns the job for reuse, dropping its references to the data.
// A job the caller ran itself may not have reached the helper yet: the
// later of the two recycles it.
func (j *halfJob) release() {
	if (j.stolen || j.shared) && j.owners.Add(-1) != 0 {
		return
	}
	j.recycle()
}

// recycle clears the job and puts it back among the idle ones.
func (j *halfJob) recycle() {
	*j = halfJob{done: j.done, parts: j.parts[:0]}
	select {
	case freeJobs <- j:
	default:
	}
}

// newJob returns an idle job.
func newJob() *halfJob {
	select {
	case j := <-freeJobs:
		return j
	default:
		return &halfJob{done: make(chan struct{}, 1)}
	}
}

// handOff gives j to the helper goroutine, starting it on first use, when
// there is a second core and the helper is idle, and reports whether it
// did; the helper then holds one of j's two owners.
func handOff(j *halfJob) bool {
	if runtime.GOMAXPROCS(0) < 2 {
		return false
	}
	helperOnce.Do(func() {
		helperJobs = make(chan *halfJob)
		go runHelper()
	})
	j.owners.Store(2)
	select {
	case helperJobs <- j:
		return true
	default:
		j.owners.Store(1)
		return false
	}
}

// chunkLen is the length of the chunks of runChunks's loops: 256 KB, an
// eighth of a core's L2 cache, and short enough that a helper starting
// late still finds chunks to take.
const chunkLen = 1 << 15

// runChunks runs chunk(j, k) for k in [0, n) on the caller and on the
// helper when it is idle, each claiming the next k until none is left, and
// returns the job once all are done, with chunk k's result in parts[k];
// the caller reads them and calls release. x, y and arg are as for
// startHalf; chunks of x of chunkLen entries (chunkOf) are the usual k,
// n = ⌈len(x)/chunkLen⌉ (chunksOf).
//
// A fixed half for the helper (startHalf) waits for the helper: on a
// virtual machine a goroutine handed to the other core starts some tens of
// microseconds late, a third of a 10⁶-entry mean, and the caller, done
// with its half, waited that long. Here the caller takes the chunks the
// helper has not reached, so a late helper costs nothing, and one that is
// busy or absent (one core, js/wasm) leaves the caller the whole loop. The
// chunks depend only on len(x), so the result does not depend on who ran
// which.
func runChunks(chunk func(j *halfJob, k int), n int, x, y []float64, arg [6]float64) *halfJob {
	j := newJob()
	j.shared, j.chunk, j.x, j.y, j.arg = true, chunk, x, y, arg
	if cap(j.parts) < n {
		j.parts = make([][4]float64, n)
	}
	j.parts = j.parts[:n] // every chunk writes its own
	j.left.Store(int64(n))
	if n < 2 || !handOff(j) {
		j.owners.Store(1)
	}
	j.runChunks()
	<-j.done
	return j
}

// runChunks claims and runs the job's chunks until none is left; whoever
// finishes the last one signals done.
func (j *halfJob) runChunks() {
	n := int64(len(j.parts))
	for k := j.next.Add(1) - 1; k < n; k = j.next.Add(1) - 1 {
		j.chunk(j, int(k))
		if j.left.Add(-1) == 0 {
			j.done <- struct{}{}
		}
	}
}

// chunksOf returns the number of chunks of x, ⌈len(x)/chunkLen⌉.
func chunksOf(x []float64) int { return (len(x) + chunkLen - 1) / chunkLen }

// chunkOf returns chunk k of x.
func chunkOf(x []float64, k int) []float64 {
	return x[k*chunkLen : min(len(x), (k+1)*chunkLen)]
}
