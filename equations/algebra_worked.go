//go:build !eqx_noui

package equations

import "math"

// Worked example of the quadratic formula.

func (algebraFamily) worked() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{
		"quadratic-formula": func(in Inputs, out any) []string {
			a, b, c := in.Real("a"), in.Real("b"), in.Real("c")
			res, ok := out.(map[string]any)
			D, ok1 := res["discriminant"].(float64)
			re, ok2 := res["real_parts"].([]float64)
			im, ok3 := res["imag_parts"].([]float64)
			if !ok || !ok1 || !ok2 || !ok3 || len(re) != 2 || len(im) != 2 {
				return []string{`x_{\pm} = \text{?}`}
			}
			lines := []string{`D = b^2 - 4ac = ` + tb(b) + `^2 - 4\cdot ` + tp(a) + `\cdot ` + tp(c) + ` = ` + tn(D)}
			if cx, _ := res["complex"].(bool); cx {
				return append(lines,
					`x_{\pm} = \frac{-b \pm i\sqrt{-D}}{2a} = \frac{-`+tp(b)+` \pm i\sqrt{`+tn(-D)+`}}{2\cdot `+tp(a)+`}`,
					`x_{\pm} = `+tn(re[0])+` \pm `+tn(math.Abs(im[0]))+`\,i`)
			}
			return append(lines,
				`x_{\pm} = \frac{-b \pm \sqrt{D}}{2a} = \frac{-`+tp(b)+` \pm \sqrt{`+tn(D)+`}}{2\cdot `+tp(a)+`}`,
				`x_+ = `+tn(re[0])+`, \quad x_- = `+tn(re[1]))
		},
	}
}
