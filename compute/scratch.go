package compute

import (
	"sync"

	"gonum.org/v1/gonum/mat"
)

// scratch holds the dense copies of a call's inputs that do not outlive
// the call, in buffers reused from one call to the next. Attention on 512
// tokens copies 0.75 MB of inputs a call; fresh, those copies brought the
// garbage collector round about once a call, and its worker took the core
// OpenBLAS's second thread wanted (attention 512 × 64: 3.9 → 3.3 ms).
type scratch struct {
	bufs [][]float64
	used int
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// newScratch returns a scratch from the pool; release returns it.
func newScratch() *scratch { return scratchPool.Get().(*scratch) }

// dense is denseFromRows into one of the scratch's buffers: the matrix
// is valid until release and must not be kept or returned.
func (s *scratch) dense(what string, rows [][]float64) (*mat.Dense, error) {
	return s.fill(func(buf []float64) (*mat.Dense, error) { return denseFromRowsIn(what, rows, buf) })
}

// la is laDense into one of the scratch's buffers, on the same terms as
// dense.
func (s *scratch) la(name string, A [][]float64) (*mat.Dense, error) {
	return s.fill(func(buf []float64) (*mat.Dense, error) { return laDenseIn(name, A, buf) })
}

// fill runs build with the next buffer and keeps the buffer the matrix it
// returns is stored in.
func (s *scratch) fill(build func(buf []float64) (*mat.Dense, error)) (*mat.Dense, error) {
	if s.used == len(s.bufs) {
		s.bufs = append(s.bufs, nil)
	}
	d, err := build(s.bufs[s.used])
	if err != nil {
		return nil, err
	}
	s.bufs[s.used] = d.RawMatrix().Data
	s.used++
	return d, nil
}

// floats returns the next buffer, n float64s whose values are left over
// from an earlier call, on the same terms as dense.
func (s *scratch) floats(n int) []float64 {
	if s.used == len(s.bufs) {
		s.bufs = append(s.bufs, nil)
	}
	if cap(s.bufs[s.used]) < n {
		s.bufs[s.used] = make([]float64, n)
	}
	b := s.bufs[s.used][:n]
	s.bufs[s.used] = b
	s.used++
	return b
}

// release returns the scratch, and its buffers, to the pool.
func (s *scratch) release() {
	s.used = 0
	scratchPool.Put(s)
}
