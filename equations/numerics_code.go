//go:build !eqx_noui

package equations

import "eqx/compute"

// The programs of the "textbook vs stable" forms other than eqx's own
// (whose program is the spec's Code): the formula as printed, and a
// shortcut, written literally in float64, so that the copied program
// fails where the panel says it does. The NumPy ones say which warnings
// they silence: those are the failures being shown. Each gives the form's
// float64 value (TestFormPrograms runs them).

// formCode is the program of each form of a panel but the last, by
// equation id, in the order of Numerics.Forms.
var formCode = map[string][]func(Inputs) Snippet{
	"sigmoid":              {printedSigmoid},
	"softmax":              {printedSoftmax},
	"entropy":              {printedEntropy},
	"binary-cross-entropy": {printedBCE},
	"variance":             {printedVariance, onePassVariance},
	"gaussian-pdf":         {printedGaussian},
}

var printedSigmoid = activationCode("z", "out",
	`with np.errstate(over="ignore"):  # as printed: e^(-z) overflows below z = -709.78
    print(1 / (1 + np.exp(-z)))`,
	func(z string) string { return `1 / (1 + math.Exp(-` + z + `))` })

func printedSoftmax(Inputs) Snippet {
	return Snippet{
		NumPy: `with np.errstate(over="ignore", invalid="ignore"):  # as printed: e^(z/T) overflows past z/T = 709.78
    e = np.exp(z / T)
    print(e / e.sum())`,
		Go: `// As printed: e^(z/T) overflows past z/T = 709.78.
e := make([]float64, len(z))
sum := 0.0
for i := range z {
	e[i] = math.Exp(z[i] / T)
	sum += e[i]
}
for i := range e {
	e[i] /= sum
}
fmt.Println(e)`,
	}
}

func printedEntropy(in Inputs) Snippet {
	py, _, scale := snipLog(in)
	return Snippet{
		NumPy: `with np.errstate(divide="ignore", invalid="ignore"):  # as printed: 0·log 0 = 0·(-inf) = nan
    print(-np.sum(p * ` + py + `(p)))`,
		Go: `// As printed: 0·log 0 = 0·(-Inf) = NaN.
h := 0.0
for _, v := range p {
	h -= v * math.Log(v)
}
fmt.Println(h` + scale + `)`,
	}
}

func printedBCE(in Inputs) Snippet {
	mean := reduction(in) == compute.Mean
	goEnd := `fmt.Println(-total)`
	if mean {
		goEnd = `fmt.Println(-total / float64(len(y)))`
	}
	return Snippet{
		NumPy: `with np.errstate(divide="ignore", invalid="ignore"):  # as printed: 0·log 0 = nan at p = 1 or 0
    print(-(y * np.log(p) + (1 - y) * np.log(1 - p)).` + snipReduce(in) + `())`,
		Go: `// As printed: 0·log 0 = NaN at p = 1 or 0.
total := 0.0
for i := range y {
	total += y[i]*math.Log(p[i]) + (1-y[i])*math.Log(1-p[i])
}
` + goEnd,
	}
}

func printedVariance(in Inputs) Snippet {
	return Snippet{
		NumPy: `# As printed, two passes, each summed in order.
mu = 0.0
for v in x:
    mu += v
mu /= len(x)
ss = 0.0
for v in x:
    ss += (v - mu) * (v - mu)
print(ss / (len(x) - ddof))`,
		Go: `// As printed, two passes, each summed in order.
mu := 0.0
for _, v := range x {
	mu += v
}
mu /= float64(len(x))
ss := 0.0
for _, v := range x {
	ss += (v - mu) * (v - mu)
}
fmt.Println(ss / float64(len(x)-ddof))`,
	}
}

func onePassVariance(in Inputs) Snippet {
	return Snippet{
		NumPy: `# The one-pass shortcut: both sums are about N·mean², and their difference cancels.
s = sq = 0.0
for v in x:
    s += v
    sq += v * v
print((sq - s * s / len(x)) / (len(x) - ddof))`,
		Go: `// The one-pass shortcut: both sums are about N·mean², and their difference cancels.
s, sq := 0.0, 0.0
for _, v := range x {
	s += v
	sq += v * v
}
fmt.Println((sq - s*s/float64(len(x))) / float64(len(x)-ddof))`,
	}
}

func printedGaussian(Inputs) Snippet {
	return Snippet{
		NumPy: `d, s = np.float64(x - mu), np.float64(sigma)  # NumPy floats: 0/0 is nan, not an exception
with np.errstate(all="ignore"):  # as printed: e^(-800) is 0, and so is sigma² once it underflows
    print(1 / (s * np.sqrt(2 * np.pi)) * np.exp(-(d * d) / (2 * s * s)))`,
		Go: `// As printed: e^(-800) is 0, and so is sigma² once it underflows.
d := x - mu
fmt.Println(1 / (sigma * math.Sqrt(2*math.Pi)) * math.Exp(-(d*d)/(2*sigma*sigma)))`,
	}
}

// formSnippet is the program of the form named form of s's panel, or
// false for eqx's own form, a form without one, or a spec without a
// panel.
func formSnippet(s *Spec, form string, in Inputs) (Snippet, bool) {
	if s.Numerics == nil {
		return Snippet{}, false
	}
	for i, f := range s.Numerics.Forms {
		if f.Name == form && i < len(formCode[s.ID]) {
			return formCode[s.ID][i](in), true
		}
	}
	return Snippet{}, false
}
