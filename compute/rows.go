package compute

// The elementwise passes of a softmax over a row: its largest entry, the
// shift of every entry by a number and the division of every entry by
// one. Where the CPU has AVX2 they run in its lanes (rows_amd64.s), four
// entries an instruction, with the roundings of the loops here: an entry
// shifted or divided is the same double either way.

// rowMax returns the largest entry of a non-empty x. NaN entries are
// ignored or returned, by position; the caller must detect them on
// another pass (a softmax row finds them in its sum).
func rowMax(x []float64) float64 {
	m := x[0]
	if useAVX2 && len(x) >= 16 {
		n := len(x) &^ 15
		m = maxAVX2(x[:n])
		x = x[n:]
	}
	for _, v := range x {
		if v > m {
			m = v
		}
	}
	return m
}

// addScalar sets dst[i] = x[i] + a; dst is as long as x and may be x.
// A shift by −max is x[i] − max, rounded once either way.
func addScalar(dst, x []float64, a float64) {
	dst = dst[:len(x)]
	if useAVX2 {
		n := len(x) &^ 3
		addScalarAVX2(dst[:n], x[:n], a)
		dst, x = dst[n:], x[n:]
	}
	for i, v := range x {
		dst[i] = v + a
	}
}

// divScalar sets x[i] /= s, each quotient correctly rounded (a product by
// 1/s would round twice).
func divScalar(x []float64, s float64) {
	if useAVX2 {
		n := len(x) &^ 3
		divScalarAVX2(x[:n], s)
		x = x[n:]
	}
	for i := range x {
		x[i] /= s
	}
}
