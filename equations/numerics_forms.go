package equations

import (
	"math"

	"eqx/compute"
)

// The catalogue's "textbook vs stable" comparisons (Numerics): the sigmoid
// at large negative z, softmax of large logits, entropy with a probability
// of 0, and the variance of data far from 0. eqx's form in float64 is the
// kernel the page computes with; in float32, the same algorithm in that
// precision (compute/textbook.go).

func (activationsFamily) numerics() map[string]*Numerics {
	return map[string]*Numerics{"sigmoid": sigmoidNumerics(), "softmax": softmaxNumerics()}
}

func (informationFamily) numerics() map[string]*Numerics {
	return map[string]*Numerics{"entropy": entropyNumerics()}
}

func (lossesFamily) numerics() map[string]*Numerics {
	return map[string]*Numerics{"binary-cross-entropy": bceNumerics()}
}

func (statisticsFamily) numerics() map[string]*Numerics {
	return map[string]*Numerics{"variance": varianceNumerics()}
}

func (distributionsFamily) numerics() map[string]*Numerics {
	return map[string]*Numerics{"gaussian-pdf": gaussianNumerics()}
}

// gaussianTail is how many standard deviations out the Gaussian's path
// runs: far enough that e^(−z²/2) = e^(−800) underflows float64.
const gaussianTail = 40

func gaussianNumerics() *Numerics {
	return &Numerics{
		Fails: "Forty standard deviations out, e^(−(x−μ)²/(2σ²)) = e^(−800) underflows to 0 in any precision, and the printed product gives 0; but the density e^(−800)/(σ√(2π)) is not 0 once σ is below 5.9·10⁻²⁵, and a normal number, with every digit, below 6.7·10⁻⁴¹. " +
			"Smaller still, σ² underflows and the exponent becomes (x−μ)²/0. " +
			"eqx computes z = (x−μ)/σ first, and where e^(−z²/2) would be subnormal it divides by σ√(2π) inside the exponent.",
		Forms: []Form{
			{Name: "as printed, e^(−(x−μ)²/(2σ²)) / (σ√(2π))", Eval: gaussianForm(compute.GaussianPrinted[float64], compute.GaussianPrinted[float32], false)},
			{Name: "eqx, z = (x−μ)/σ, and σ inside the exponent in the tail", Eval: gaussianForm(compute.GaussianStable[float64], compute.GaussianStable[float32], true)},
		},
		Path: Path{Label: "σ, shrinking, with x = μ + 40σ (forty standard deviations out)", Symbol: "σ",
			Values: geometric(1, 1e-300, 301),
			At: func(in Inputs, sigma float64) Inputs {
				out := in.Clone()
				out["sigma"], out["x"] = sigma, in.Real("mu")+gaussianTail*sigma
				return out
			}},
	}
}

// gaussianForm evaluates a normal density of the inputs x, mu and sigma
// in either precision; eqx's in float64 is the page's kernel.
func gaussianForm(f64 func(x, mu, sigma float64) float64, f32 func(x, mu, sigma float32) float32, eqx bool) func(Inputs, int) []float64 {
	return func(in Inputs, bits int) []float64 {
		x, mu, sigma := in.Real("x"), in.Real("mu"), in.Real("sigma")
		if bits == 32 {
			return []float64{float64(f32(float32(x), float32(mu), float32(sigma)))}
		}
		if eqx {
			v, err := compute.GaussianPDF(x, mu, sigma)
			if err != nil {
				return nil
			}
			return []float64{v}
		}
		return []float64{f64(x, mu, sigma)}
	}
}

func sigmoidNumerics() *Numerics {
	return &Numerics{
		Fails: "Below z = −709.78, e^(−z) overflows float64 to +∞ and 1/(1 + e^(−z)) gives 0, though σ(z) ≈ e^z is representable down to z ≈ −744.4; in float32 the same happens below −88.72. " +
			"eqx computes e^z/(1 + e^z) for z < 0, where e^z ≤ 1 cannot overflow.",
		Forms: []Form{
			{Name: "as printed, 1/(1 + e^(−z))", Eval: scalarForm("z", compute.SigmoidPrinted[float64], compute.SigmoidPrinted[float32])},
			{Name: "eqx, e^z/(1 + e^z) for z < 0", Eval: scalarForm("z", compute.Sigmoid, compute.SigmoidStable[float32])},
		},
		Path: Path{Label: "z", Symbol: "z", Values: linear(0, -800, 161), At: withReal("z")},
	}
}

func softmaxNumerics() *Numerics {
	return &Numerics{
		Fails: "Once a logit z_j/T passes 709.78 (88.72 in float32), e^(z_j/T) overflows, the sum is +∞ and the printed quotient is NaN (∞/∞) or 0; once every logit is below about −745 (−103 in float32), both sums underflow to 0 and it is 0/0 = NaN. " +
			"eqx subtracts the largest z_j/T first (the log-sum-exp trick): softmax is unchanged, every exponent is ≤ 0 and the sum is at least 1.",
		Forms: []Form{
			{Name: "as printed, e^(z_i/T) / Σ e^(z_j/T)", Eval: softmaxForm(compute.SoftmaxPrinted[float64], compute.SoftmaxPrinted[float32])},
			{Name: "eqx, with the largest z_j/T subtracted", Eval: softmaxForm(func(z []float64, T float64) []float64 {
				out, err := compute.Softmax(nil, z, T)
				if err != nil {
					return nil
				}
				return out
			}, compute.SoftmaxStable[float32])},
		},
		Path: Path{Label: "a scale c of the logits (c·z)", Symbol: "c", Values: geometric(1, 1000, 121), At: eachEntry("z", func(x, c float64) float64 { return x * c })},
	}
}

func entropyNumerics() *Numerics {
	return &Numerics{
		Fails: "A probability of 0 makes the printed term 0·log 0 = 0·(−∞) = NaN, though the term tends to 0 as P(x) → 0 (and float32 holds no probability below about 7·10⁻⁴⁶: it is 0 there). " +
			"eqx takes 0 log 0 = 0, the limit, as SciPy's entropy does.",
		Forms: []Form{
			{Name: "as printed, −Σ P log P", Eval: entropyForm(compute.EntropyPrinted[float64], compute.EntropyPrinted[float32], false)},
			{Name: "eqx, with 0 log 0 = 0", Eval: entropyForm(compute.EntropyStable[float64], compute.EntropyStable[float32], true)},
		},
		Path: Path{Label: "P(x₁), the others scaled to sum to 1 − P(x₁)", Symbol: "P(x₁)", Values: firstDownToZero("p"), At: withFirstProbability("p")},
	}
}

func varianceNumerics() *Numerics {
	return &Numerics{
		Fails: "The two-pass formula as printed holds up in float64, but the one-pass shortcut (Σx² − (Σx)²/N)/(N − ddof), often used in its place, subtracts two numbers of about N·μ²: once the mean is large against the spread it keeps no correct digit, and can come out negative. " +
			"In float32 the data themselves lose their spread: 10⁹ + 1 is 10⁹ there. eqx sums with compensation, from the mean.",
		Forms: []Form{
			{Name: "as printed, Σ(x − μ)²/(N − ddof), summed in order", Eval: varianceForm(compute.VariancePrinted[float64], compute.VariancePrinted[float32])},
			{Name: "the one-pass shortcut, (Σx² − (Σx)²/N)/(N − ddof)", Eval: varianceForm(compute.VarianceOnePass[float64], compute.VarianceOnePass[float32])},
			{Name: "eqx, compensated sums from the mean", Eval: varianceForm(func(x []float64, ddof int) float64 {
				v, err := compute.Variance(x, ddof)
				if err != nil {
					return math.NaN()
				}
				return v
			}, compute.VarianceStable[float32])},
		},
		Path: Path{Label: "an offset a added to every x", Symbol: "a", Values: offsets, At: eachEntry("x", func(x, a float64) float64 { return x + a })},
	}
}

func bceNumerics() *Numerics {
	return &Numerics{
		Fails: "A confident, correct prediction breaks the printed formula: for y = 1 and p = 1 the other term is (1 − y)·log(1 − p) = 0·log 0 = 0·(−∞) = NaN, though the loss is 0; float32 rounds every p within 2⁻²⁵ of 1 to 1, so p = 0.99999998 is already NaN there. " +
			"eqx drops a term whose weight is 0 (0 log 0 = 0, as SciPy's xlogy) and computes log(1 − p) as log1p(−p).",
		Forms: []Form{
			{Name: "as printed, −Σ[y log p + (1 − y) log(1 − p)]", Eval: bceForm(compute.BCEPrinted[float64], compute.BCEPrinted[float32], false)},
			{Name: "eqx, 0 log 0 = 0 and log1p(−p)", Eval: bceForm(compute.BCEStable[float64], compute.BCEStable[float32], true)},
		},
		Path: Path{Label: "p₁, towards 1", Symbol: "p₁", Values: firstUpToOne("p"), At: withFirst("p")},
	}
}

// bceForm evaluates a binary cross-entropy of the inputs y, p and
// reduction in either precision; eqx's in float64 is the page's kernel.
func bceForm(f64 func([]float64, []float64, bool) float64, f32 func([]float32, []float32, bool) float32, eqx bool) func(Inputs, int) []float64 {
	return func(in Inputs, bits int) []float64 {
		y, p := in.Vector("y"), in.Vector("p")
		if len(y) == 0 || len(y) != len(p) {
			return nil
		}
		mean := reduction(in) == compute.Mean
		if bits == 32 {
			return []float64{float64(f32(narrow(y), narrow(p), mean))}
		}
		if eqx {
			v, err := compute.BinaryCrossEntropy(y, p, reduction(in))
			if err != nil {
				return nil
			}
			return []float64{v}
		}
		return []float64{f64(y, p, mean)}
	}
}

// firstUpToOne is the first entry of the vector input name, then values
// whose distance to 1 shrinks tenfold at each step, then 1.
func firstUpToOne(name string) func(Inputs) []float64 {
	return func(in Inputs) []float64 {
		p := in.Vector(name)
		if len(p) == 0 {
			return nil
		}
		var out []float64
		for d := 1 - p[0]; d > 1e-17; d /= 10 {
			out = append(out, 1-d)
		}
		return append(out, 1)
	}
}

// withFirst sets the first entry of the vector input name to v.
func withFirst(name string) func(Inputs, float64) Inputs {
	return func(in Inputs, v float64) Inputs {
		out := in.Clone()
		x := append([]float64(nil), in.Vector(name)...)
		if len(x) > 0 {
			x[0] = v
		}
		out[name] = x
		return out
	}
}

// scalarForm evaluates a function of the real input name, or of each
// entry when it is a vector, in either precision.
func scalarForm(name string, f64 func(float64) float64, f32 func(float32) float32) func(Inputs, int) []float64 {
	return func(in Inputs, bits int) []float64 {
		var xs []float64
		switch x := in[name].(type) {
		case float64:
			xs = []float64{x}
		case []float64:
			xs = x
		}
		if len(xs) == 0 {
			return nil
		}
		out := make([]float64, len(xs))
		for i, x := range xs {
			if bits == 32 {
				out[i] = float64(f32(float32(x)))
			} else {
				out[i] = f64(x)
			}
		}
		return out
	}
}

// softmaxForm evaluates a softmax of the inputs z and T (1 when not
// given) in either precision.
func softmaxForm(f64 func([]float64, float64) []float64, f32 func([]float32, float32) []float32) func(Inputs, int) []float64 {
	return func(in Inputs, bits int) []float64 {
		z, T := in.Vector("z"), 1.0
		if t, ok := in["T"].(float64); ok {
			T = t
		}
		if len(z) == 0 || !(T > 0) {
			return nil
		}
		if bits == 32 {
			return widen(f32(narrow(z), float32(T)))
		}
		return f64(z, T)
	}
}

// entropyForm evaluates an entropy of the input p in the chosen base in
// either precision. The printed form sees the probabilities as given;
// eqx's checks them (compute.Entropy refuses what is not a distribution).
func entropyForm(f64 func([]float64, float64) float64, f32 func([]float32, float64) float32, eqx bool) func(Inputs, int) []float64 {
	return func(in Inputs, bits int) []float64 {
		p := in.Vector("p")
		b, err := logBase(in)
		if len(p) == 0 || err != nil {
			return nil
		}
		if bits == 32 {
			return []float64{float64(f32(narrow(p), b))}
		}
		if eqx {
			h, err := compute.Entropy(p, b)
			if err != nil {
				return nil
			}
			return []float64{h}
		}
		return []float64{f64(p, b)}
	}
}

// varianceForm evaluates a variance of the inputs x and ddof in either
// precision.
func varianceForm(f64 func([]float64, int) float64, f32 func([]float32, int) float32) func(Inputs, int) []float64 {
	return func(in Inputs, bits int) []float64 {
		x, ddof := in.Vector("x"), in.Int("ddof")
		if len(x)-ddof <= 0 {
			return nil
		}
		if bits == 32 {
			return []float64{float64(f32(narrow(x), ddof))}
		}
		return []float64{f64(x, ddof)}
	}
}

func narrow(x []float64) []float32 {
	out := make([]float32, len(x))
	for i, v := range x {
		out[i] = float32(v)
	}
	return out
}

func widen(x []float32) []float64 {
	out := make([]float64, len(x))
	for i, v := range x {
		out[i] = float64(v)
	}
	return out
}

// linear is n values from start to end, evenly spaced.
func linear(start, end float64, n int) func(Inputs) []float64 {
	return func(Inputs) []float64 {
		out := make([]float64, n)
		for i := range out {
			out[i] = start + (end-start)*float64(i)/float64(n-1)
		}
		return out
	}
}

// geometric is n values from lo to hi, evenly spaced on a log scale.
func geometric(lo, hi float64, n int) func(Inputs) []float64 {
	return func(Inputs) []float64 {
		out := make([]float64, n)
		for i := range out {
			out[i] = lo * math.Pow(hi/lo, float64(i)/float64(n-1))
		}
		return out
	}
}

// offsets are 0 and the powers of ten to 10¹⁶.
func offsets(Inputs) []float64 {
	out := []float64{0}
	for k := 0; k <= 16; k++ {
		out = append(out, math.Pow(10, float64(k)))
	}
	return out
}

// firstDownToZero is the first entry of the vector input name, then a
// tenth of it at each step down to 10⁻³²⁰, then 0.
func firstDownToZero(name string) func(Inputs) []float64 {
	return func(in Inputs) []float64 {
		p := in.Vector(name)
		if len(p) == 0 {
			return nil
		}
		var out []float64
		for v := p[0]; v > 1e-320; v /= 10 {
			out = append(out, v)
		}
		return append(out, 0)
	}
}

// withReal sets the real input name to v.
func withReal(name string) func(Inputs, float64) Inputs {
	return func(in Inputs, v float64) Inputs {
		out := in.Clone()
		out[name] = v
		return out
	}
}

// eachEntry sets every entry x of the vector input name to f(x, v): a
// scale (x·v) or an offset (x + v) along the path.
func eachEntry(name string, f func(x, v float64) float64) func(Inputs, float64) Inputs {
	return func(in Inputs, v float64) Inputs {
		out := in.Clone()
		x := append([]float64(nil), in.Vector(name)...)
		for i := range x {
			x[i] = f(x[i], v)
		}
		out[name] = x
		return out
	}
}

// withFirstProbability sets the first entry of the distribution name to
// v and scales the others to sum to 1 − v (evenly, when they summed to 0).
func withFirstProbability(name string) func(Inputs, float64) Inputs {
	return func(in Inputs, v float64) Inputs {
		out := in.Clone()
		p := append([]float64(nil), in.Vector(name)...)
		if len(p) == 0 {
			return out
		}
		rest := 1 - p[0]
		sum := v
		for i := 1; i < len(p); i++ {
			if rest > 0 {
				p[i] *= (1 - v) / rest
			} else {
				p[i] = (1 - v) / float64(len(p)-1)
			}
			if i < len(p)-1 {
				sum += p[i]
			}
		}
		p[0] = v
		// The last takes what is left, so that the sum is 1 to a rounding
		// (eqx refuses a distribution that is not).
		if len(p) > 1 {
			p[len(p)-1] = max(0, 1-sum)
		}
		out[name] = p
		return out
	}
}
