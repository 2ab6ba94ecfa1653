package compute

import "math"

// Adaptive Gauss–Kronrod quadrature (QUADPACK's QAG with the 7-point
// Gauss and 15-point Kronrod rules), for the expectations of the 1-D GAN
// game, whose integrands bend sharply where the discriminator turns: a
// fixed rule cannot see a turn narrower than its nodes' spacing, and was
// off in the sixth digit. The 15-point rule is exact for polynomials of
// degree 22, the embedded 7-point one for degree 13; their difference
// estimates the error of each piece, and the piece with the largest
// estimate is halved until the sum of the estimates meets the tolerance.

// The nodes of the 15-point Kronrod rule on [−1, 1] (the positive half and
// 0, from QUADPACK's qk15), its weights, and the weights of the 7-point
// Gauss rule at the odd-indexed nodes.
var (
	kronrodX = [8]float64{
		0.991455371120812639206854697526329, 0.949107912342758524526189684047851,
		0.864864423359769072789712788640926, 0.741531185599394439863864773280788,
		0.586087235467691130294144845693013, 0.405845151377397166906606412076961,
		0.207784955007898467600689403773245, 0,
	}
	kronrodW = [8]float64{
		0.022935322010529224963732008058970, 0.063092092629978553290700663189204,
		0.104790010322250183839876322541518, 0.140653259715525918745189590510238,
		0.169004726639267902826583426598550, 0.190350578064785409913256402421014,
		0.204432940075298892414161999234649, 0.209482141084727828012999174891714,
	}
	gaussW = [4]float64{
		0.129484966168869693270611432679082, 0.279705391489276667901467771423780,
		0.381830050505118944950369775488975, 0.417959183673469387755102040816327,
	}
)

// quadPiece is one subinterval with the Kronrod estimate of its integral,
// of the integral of |f| (the scale a relative tolerance is taken of), and
// of its error.
type quadPiece struct {
	a, b, value, abs, err float64
}

// gk15 applies the Gauss–Kronrod pair to f on [a, b]. The error estimate is
// QUADPACK's: |K − G| scaled by (200|K − G|/resasc)^1.5, where resasc
// is the integral of |f − mean|, which is realistic for smooth f (|K − G|
// alone overestimates the Kronrod rule's error by orders of magnitude).
func gk15(f func(float64) float64, a, b float64) quadPiece {
	mid, half := (a+b)/2, (b-a)/2
	var fv [15]float64
	fc := f(mid)
	fv[7] = fc
	k, g, abs := fc*kronrodW[7], fc*gaussW[3], math.Abs(fc)*kronrodW[7]
	for i := range 7 {
		dx := half * kronrodX[i]
		f1, f2 := f(mid-dx), f(mid+dx)
		fv[i], fv[14-i] = f1, f2
		k += kronrodW[i] * (f1 + f2)
		abs += kronrodW[i] * (math.Abs(f1) + math.Abs(f2))
		if i%2 == 1 {
			g += gaussW[i/2] * (f1 + f2)
		}
	}
	mean := k / 2
	asc := kronrodW[7] * math.Abs(fc-mean)
	for i := range 7 {
		asc += kronrodW[i] * (math.Abs(fv[i]-mean) + math.Abs(fv[14-i]-mean))
	}
	p := quadPiece{a: a, b: b, value: k * half, abs: abs * math.Abs(half)}
	asc *= math.Abs(half)
	err := math.Abs((k - g) * half)
	if asc != 0 && err != 0 {
		err = asc * math.Min(1, math.Pow(200*err/asc, 1.5))
	}
	// The rounding of the sum itself: QUADPACK's floor of 50 ulps.
	p.err = math.Max(err, 50*0x1p-52*p.abs)
	return p
}

// integrate returns ∫ f over [cuts[0], cuts[len−1]], the cuts sorted (and
// placed where f bends or has a kink, so that no piece straddles one).
// Pieces are halved, the one with the largest error estimate first, until
// the estimated error is at most rel times the integral of |f| — or
// maxPieces is reached (then the result is the best found). A relative
// tolerance of the integral of |f|, not of f, ends the work where f
// changes sign and its integral cancels to about 0.
//
// The pieces are a few dozen: the largest error is found by a scan, not
// a heap, which needs neither an interface per piece nor room for
// maxPieces of them up front (a curve integrates at every sample of every
// move, and its garbage was collected in the middle of moves).
func integrate(f func(float64) float64, cuts []float64, rel float64, maxPieces int) float64 {
	// On the stack up to 64 pieces (made with a length known only at run
	// time, they were on the heap: two thirds of what a move of
	// gan-minimax allocated).
	var stack [64]quadPiece
	pieces := stack[:0]
	var value, abs, err float64
	for i := 1; i < len(cuts); i++ {
		if cuts[i] > cuts[i-1] {
			p := gk15(f, cuts[i-1], cuts[i])
			pieces = append(pieces, p)
			value, abs, err = value+p.value, abs+p.abs, err+p.err
		}
	}
	for len(pieces) > 0 && len(pieces) < maxPieces && err > rel*abs {
		worst := 0
		for i, p := range pieces {
			if p.err > pieces[worst].err {
				worst = i
			}
		}
		p := pieces[worst]
		m := (p.a + p.b) / 2
		if !(m > p.a && m < p.b) {
			// Too narrow to halve in float64: its error stays.
			pieces[worst].err = 0
			err -= p.err
			continue
		}
		l, r := gk15(f, p.a, m), gk15(f, m, p.b)
		value += l.value + r.value - p.value
		abs += l.abs + r.abs - p.abs
		err += l.err + r.err - p.err
		pieces[worst] = l
		pieces = append(pieces, r)
	}
	// The running sums drift by the rounding of each update: the final
	// value is summed again from the pieces.
	value = 0
	for _, p := range pieces {
		value += p.value
	}
	return value
}
