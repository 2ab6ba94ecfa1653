package compute

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// Long vectors: the batch kernels (mean, variance, correlation, losses,
// divergences, softmax) split their loops at parallelMin entries and more
// into two fixed halves, and run the second half on a helper goroutine when
// a second core is free. The split depends only on the length, so a result
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
	owners    atomic.Int32 // of a stolen job: the last of caller and helper recycles it
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
		if j.claimed.CompareAndSwap(false, true) {
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
	var j *halfJob
	select {
	case j = <-freeJobs:
	default:
		j = &halfJob{done: make(chan struct{}, 1)}
	}
	j.fn, j.x, j.arg, j.idx = fn, x[h:], arg, -1
	if y != nil {
		j.y = y[h:]
	}
	if out != nil {
		j.out = out[h:]
	}
	if runtime.GOMAXPROCS(0) > 1 {
		helperOnce.Do(func() {
			helperJobs = make(chan *halfJob)
			go runHelper()
		})
		j.owners.Store(2)
		select {
		case helperJobs <- j: // the helper was idle
			return j, h
		default:
		}
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
	if j.stolen && j.owners.Add(-1) != 0 {
		return
	}
	j.recycle()
}

// recycle clears the job and puts it back among the idle ones.
func (j *halfJob) recycle() {
	*j = halfJob{done: j.done}
	select {
	case freeJobs <- j:
	default:
	}
}
