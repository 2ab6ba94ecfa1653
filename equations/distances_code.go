//go:build !eqx_noui

package equations

// Snippets of the distances.

func (distancesFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		"euclidean-distance": same(Snippet{
			// Both scale the squares, so differences of 1e200 do not
			// overflow (np.linalg.norm does not).
			NumPy: `print(math.dist(x, y))`,
			Go:    `fmt.Println(floats.Distance(x, y, 2))`,
		}),
		"manhattan-distance": same(Snippet{
			NumPy: `print(np.abs(x - y).sum())`,
			Go:    `fmt.Println(floats.Distance(x, y, 1))`,
		}),
		"minkowski-distance": same(Snippet{
			NumPy: `d = np.abs(x - y)
m = d.max()  # the limit as p grows: the largest difference (Chebyshev)
if 0 < m < np.inf and p < np.inf:
    # Dividing by the largest difference keeps d**p from overflowing.
    m *= np.sum((d / m) ** p) ** (1 / p)
print(m)`,
			Go: `d := make([]float64, len(x))
for i := range x {
	d[i] = math.Abs(x[i] - y[i])
}
m := floats.Max(d) // the limit as p grows: the largest difference (Chebyshev)
if m > 0 && !math.IsInf(m, 1) && !math.IsInf(p, 1) {
	// Dividing by the largest difference keeps d^p from overflowing.
	s := 0.0
	for _, v := range d {
		s += math.Pow(v/m, p)
	}
	m *= math.Pow(s, 1/p)
}
fmt.Println(m)`,
		}),
		"hamming-distance": same(Snippet{
			NumPy: `print(sum(a != b for a, b in zip(x, y)))`,
			Go: `// Numbers or strings alike: decoded as any, they compare by value.
var xs, ys []any
json.Unmarshal(x, &xs)
json.Unmarshal(y, &ys)
d := 0
for i := range xs {
	if xs[i] != ys[i] {
		d++
	}
}
fmt.Println(d)`,
		}),
		"cosine-similarity": same(Snippet{
			NumPy: `# Dividing each vector by its largest entry leaves the cosine unchanged
# and keeps the products in range.
u, v = x / np.abs(x).max(), y / np.abs(y).max()
print(u @ v / (np.linalg.norm(u) * np.linalg.norm(v)))`,
			Go: `// Dividing each vector by its largest entry leaves the cosine unchanged
// and keeps the products in range.
u := append([]float64(nil), x...)
v := append([]float64(nil), y...)
floats.Scale(1/floats.Norm(u, math.Inf(1)), u)
floats.Scale(1/floats.Norm(v, math.Inf(1)), v)
fmt.Println(floats.Dot(u, v) / (floats.Norm(u, 2) * floats.Norm(v, 2)))`,
		}),
		"jaccard-similarity": same(Snippet{
			NumPy: `u, v = set(U), set(V)
print(len(u & v) / len(u | v))`,
			Go: `// Numbers or strings alike: as any, members compare by value.
inU, inV := map[any]bool{}, map[any]bool{}
for _, u := range U {
	inU[u] = true
}
for _, v := range V {
	inV[v] = true
}
// |U ∪ V| is |U| plus the members of V that are not in U.
inter, union := 0, len(inU)
for v := range inV {
	if inU[v] {
		inter++
	} else {
		union++
	}
}
fmt.Println(float64(inter) / float64(union))`,
		}),
	}
}
