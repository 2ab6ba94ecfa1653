//go:build !eqx_noui

package equations

// The snippet of the quadratic formula.

func (algebraFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		"quadratic-formula": same(Snippet{
			NumPy: `d = b * b - 4 * a * c
if d >= 0:
    # q adds like signs, so neither root loses digits to cancellation.
    s = math.copysign(math.sqrt(d), b)
    q = -(b + s) / 2
    # q/a is the root of larger size, c/q the other (q = 0: the double root 0).
    x1, x2 = q / a, (c / q if q != 0 else 0.0)
    roots = [x2, x1] if s > 0 else [x1, x2]  # [x+, x-]
    re, im = roots, [0.0, 0.0]
else:
    roots = []
    re = [-b / (2 * a)] * 2
    im = [math.sqrt(-d) / (2 * a), -math.sqrt(-d) / (2 * a)]
print({"roots": roots, "real_parts": re, "imag_parts": im,
       "discriminant": d, "complex": d < 0})`,
			Go: `d := b*b - 4*a*c
roots, re, im := []float64{}, make([]float64, 2), make([]float64, 2)
if d >= 0 {
	// q adds like signs, so neither root loses digits to cancellation.
	s := math.Copysign(math.Sqrt(d), b)
	q := -(b + s) / 2
	// q/a is the root of larger size, c/q the other (q = 0: the double root 0).
	x1, x2 := q/a, 0.0
	if q != 0 {
		x2 = c / q
	}
	if s > 0 {
		roots = []float64{x2, x1} // [x+, x-]
	} else {
		roots = []float64{x1, x2}
	}
	copy(re, roots)
} else {
	re[0], re[1] = -b/(2*a), -b/(2*a)
	im[0], im[1] = math.Sqrt(-d)/(2*a), -math.Sqrt(-d)/(2*a)
}
fmt.Println(map[string]any{"roots": roots, "real_parts": re, "imag_parts": im,
	"discriminant": d, "complex": d < 0})`,
		}),
	}
}
