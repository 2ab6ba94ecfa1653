//go:build amd64 && !purego

package compute

import "golang.org/x/sys/cpu"

// The AVX2 kernels of reduce_amd64.s, used when the CPU has AVX2 and the
// OS saves its registers (golang.org/x/sys/cpu checks both); elsewhere the
// Go loops run (reduce_other.go).
// They compute the same formulas as the Go loops, with the same compensated
// sums, in more lanes.

var (
	useAVX2   = cpu.X86.HasAVX2
	useAVX512 = useAVX2 && cpu.X86.HasAVX512F
)

//go:noescape
func sumRangeAVX512(x []float64, acc *[32]float64)

//go:noescape
func sumAVX512(x []float64, acc *[16]float64)

//go:noescape
func sumRangeAVX2(x []float64, acc *[16]float64)

//go:noescape
func sumSquaresAVX2(x []float64, mh, inv float64, acc *[12]float64)

//go:noescape
func entropyAVX2(p []float64, acc *[12]float64) int

// entropyAVX512 is in entropy512_amd64.s.
//
//go:noescape
func entropyAVX512(p []float64, acc *[24]float64) int

//go:noescape
func klAVX2(P, Q []float64, acc *[16]float64) int

//go:noescape
func bceHardAVX2(y, p []float64, acc *[8]float64) int

//go:noescape
func crossSumsAVX2(x, y []float64, k *[16]float64, acc *[32]float64)

// expAVX2 is in exp_amd64.s.
//
//go:noescape
func expAVX2(dst, x []float64) int

//go:noescape
func diffSquaresAVX2(a, b []float64, acc *[16]float64)

// The softmax row passes of rows_amd64.s.

//go:noescape
func maxAVX2(x []float64) float64

//go:noescape
func addScalarAVX2(dst, x []float64, a float64)

//go:noescape
func divScalarAVX2(x []float64, s float64)
