package compute

import (
	"math"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/mat"
)

// TestRightSVD2 checks the two-column SVD against gonum's LAPACK SVD (the
// singular values to within 16ε·σ₁, as a backward-stable SVD gives them)
// and against its own definition: V orthonormal and ‖a vᵢ‖ = σᵢ to within
// 16ε·σ₁, on random matrices and on the ones that break naive formulas:
// nearly parallel columns (Gram–Schmidt without reorthogonalisation loses
// σ₂ there, and so does the eigendecomposition of aᵀa), a zero column,
// equal singular values, one row, and scales near overflow and underflow.
func TestRightSVD2(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	type tc struct {
		name string
		rows [][]float64
	}
	random := func(m int, f func(i int) [2]float64) [][]float64 {
		rows := make([][]float64, m)
		for i := range rows {
			r := f(i)
			rows[i] = r[:]
		}
		return rows
	}
	var cases []tc
	for m := 1; m <= 40; m += 3 {
		cases = append(cases, tc{"random", random(m, func(int) [2]float64 { return [2]float64{rng.NormFloat64(), rng.NormFloat64()} })})
	}
	for _, e := range []float64{1e-4, 1e-8, 1e-12, 1e-15} {
		cases = append(cases, tc{"nearly parallel", random(20, func(int) [2]float64 {
			x := rng.NormFloat64()
			return [2]float64{x, x + e*rng.NormFloat64()}
		})})
	}
	cases = append(cases,
		tc{"zero first column", random(5, func(i int) [2]float64 { return [2]float64{0, float64(i) - 2} })},
		tc{"zero second column", random(5, func(i int) [2]float64 { return [2]float64{float64(i) + 1, 0} })},
		tc{"zero", random(4, func(int) [2]float64 { return [2]float64{} })},
		tc{"equal σ", [][]float64{{1, 0}, {0, 1}, {-1, 0}, {0, -1}}},
		tc{"one row", [][]float64{{3, -4}}},
		tc{"huge", random(10, func(int) [2]float64 { return [2]float64{1e150 * rng.NormFloat64(), 1e151 * rng.NormFloat64()} })},
		tc{"tiny", random(10, func(int) [2]float64 { return [2]float64{1e-160 * rng.NormFloat64(), 1e-161 * rng.NormFloat64()} })},
	)
	const eps = 0x1p-52
	for _, c := range cases {
		a := mat.NewDense(len(c.rows), 2, nil)
		for i, r := range c.rows {
			a.SetRow(i, r)
		}
		sigma, v := rightSVD2(a)
		var ref mat.SVD
		if !ref.Factorize(a, mat.SVDNone) {
			t.Fatalf("%s: gonum's SVD failed", c.name)
		}
		want := ref.Values(nil)
		tol := 16 * eps * want[0]
		if sigma[0] < sigma[1] || sigma[1] < 0 {
			t.Errorf("%s: σ = %v, want σ₁ ≥ σ₂ ≥ 0", c.name, sigma)
		}
		for i := range 2 {
			w := 0.0
			if i < len(want) {
				w = want[i]
			}
			if math.Abs(sigma[i]-w) > tol {
				t.Errorf("%s: σ%d = %v, LAPACK's %v", c.name, i+1, sigma[i], w)
			}
			col := mat.Col(nil, i, v)
			if n := math.Hypot(col[0], col[1]); math.Abs(n-1) > 4*eps {
				t.Errorf("%s: ‖v%d‖ = %v, want 1", c.name, i+1, n)
			}
			var av mat.VecDense
			av.MulVec(a, mat.NewVecDense(2, col))
			if got := mat.Norm(&av, 2); math.Abs(got-sigma[i]) > tol {
				t.Errorf("%s: ‖a v%d‖ = %v, want σ%d = %v", c.name, i+1, got, i+1, sigma[i])
			}
		}
		if d := mat.Col(nil, 0, v)[0]*mat.Col(nil, 1, v)[0] + mat.Col(nil, 0, v)[1]*mat.Col(nil, 1, v)[1]; math.Abs(d) > 4*eps {
			t.Errorf("%s: v₁·v₂ = %v, want 0", c.name, d)
		}
	}
}
