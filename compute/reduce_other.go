//go:build !amd64 || purego

package compute

// Without the AVX2 kernels of reduce_amd64.s (other architectures, js/wasm,
// the purego tag) the Go loops run; these stubs are never called.

const (
	useAVX2   = false
	useAVX512 = false
)

func sumRangeAVX512(x []float64, acc *[32]float64)    { panic("no AVX-512") }
func sumAVX512(x []float64, acc *[16]float64)         { panic("no AVX-512") }
func entropyAVX512(p []float64, acc *[24]float64) int { panic("no AVX-512") }

func sumRangeAVX2(x []float64, acc *[16]float64)                    { panic("no AVX2") }
func sumSquaresAVX2(x []float64, mh, inv float64, acc *[12]float64) { panic("no AVX2") }
func entropyAVX2(p []float64, acc *[12]float64) int                 { panic("no AVX2") }
func klAVX2(P, Q []float64, acc *[16]float64) int                   { panic("no AVX2") }
func bceHardAVX2(y, p []float64, acc *[8]float64) int               { panic("no AVX2") }

func crossSumsAVX2(x, y []float64, k *[16]float64, acc *[32]float64) { panic("no AVX2") }
func expAVX2(dst, x []float64) int                                   { panic("no AVX2") }
func diffSquaresAVX2(a, b []float64, acc *[16]float64)               { panic("no AVX2") }

func maxAVX2(x []float64) float64               { panic("no AVX2") }
func addScalarAVX2(dst, x []float64, a float64) { panic("no AVX2") }
func divScalarAVX2(x []float64, s float64)      { panic("no AVX2") }
