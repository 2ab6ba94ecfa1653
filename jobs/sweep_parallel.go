package jobs

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"eqx/equations"
)

// sweepParallelAbove is the number of points from which a sweep is
// evaluated on every core. Below, starting the goroutines and decoding
// the inputs once per goroutine cost more than they save.
const sweepParallelAbove = 1 << 14

// evalParallel evaluates spec at each value of p on up to GOMAXPROCS
// goroutines, each over a contiguous part of vals with its own inputs
// from decode (an equation may keep or reorder what it is given, so no
// input is shared). It is the fast path of a sweep whose outputs are all
// numbers: it reports ok = false as soon as a point is not a number or
// fails, and the sequential loop (evalSweep) then evaluates the sweep and
// says where and why. The outputs are those of the sequential loop, point
// for point. err is set when ctx ends it.
func evalParallel(ctx context.Context, spec *equations.Spec, p *equations.Param, decode func() (equations.Inputs, error), vals []float64) (out []float64, ok bool, err error) {
	procs := min(runtime.GOMAXPROCS(0), len(vals)/(sweepParallelAbove/4))
	if procs < 2 || len(vals) < sweepParallelAbove {
		return nil, false, nil
	}
	out = make([]float64, len(vals))
	var failed, stopped atomic.Bool
	var done atomic.Int64
	var wg sync.WaitGroup
	for k := range procs {
		lo, hi := k*len(vals)/procs, (k+1)*len(vals)/procs
		wg.Add(1)
		go func() {
			defer wg.Done()
			in, err := decode()
			if err != nil {
				failed.Store(true)
				return
			}
			for i := lo; i < hi; i++ {
				if (i-lo)%sweepCheckEvery == 0 {
					if failed.Load() || stopped.Load() {
						return
					}
					if ctx.Err() != nil {
						stopped.Store(true)
						return
					}
					done.Add(int64(min(sweepCheckEvery, hi-i)))
				}
				if p.Kind == equations.Integer {
					in[p.Name] = int(vals[i])
				} else {
					in[p.Name] = vals[i]
				}
				v, err := spec.Evaluate(in)
				x, isNumber := number(v)
				if err != nil || !isNumber {
					failed.Store(true)
					return
				}
				out[i] = x
			}
		}()
	}
	wg.Wait()
	switch {
	case stopped.Load():
		return nil, false, fmt.Errorf("after about %d of %d points", done.Load(), len(vals))
	case failed.Load():
		return nil, false, nil
	}
	return out, true, nil
}
