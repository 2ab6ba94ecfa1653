package equations

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"testing"
)

// The scanners that replaced two regular expressions (so that the Worker
// links no regexp package) against those expressions, on hand-picked and
// on random strings built from the tokens they read.
var (
	queryRE = regexp.MustCompile(`^\s*P\(\s*A\s*=\s*(\d+)\s*\|\s*B\s*=\s*(\d+)\s*\)\s*$`)
	goRE    = regexp.MustCompile(`\b([a-z]+)\.[A-Z]`)
)

func TestParseQuery(t *testing.T) {
	cases := []string{
		"P(A=0 | B=1)", " P( A = 12 |B=3 ) ", "P(A=0|B=1)\n", "P (A=0 | B=1)", "p(A=0 | B=1)",
		"P(A=-1 | B=1)", "P(A=0 | B=1) x", "P(A= | B=1)", "P(A=0 , B=1)", "P(B=1 | A=0)", "", "P(", "P(A=0 | B=1",
		"P(A=007 | B=1)", "P(A=99999999999999999999999 | B=1)", "P(A=1\v| B=1)",
	}
	r := rand.New(rand.NewPCG(2, 26))
	tokens := []string{"P(", "P", "(", "A", "B", "=", "|", ")", " ", "\t", "0", "7", "42", "x"}
	for range 20000 {
		q := ""
		for range r.IntN(12) {
			q += tokens[r.IntN(len(tokens))]
		}
		cases = append(cases, q)
	}
	cases = append(cases, "P(A=1 | B=2)", " P(A = 3|B=4)")
	for _, q := range cases {
		a, b, ok := parseQuery(q)
		m := queryRE.FindStringSubmatch(q)
		if ok != (m != nil) {
			t.Fatalf("parseQuery(%q) ok = %v, the expression matches: %v", q, ok, m != nil)
		}
		if m == nil {
			continue
		}
		wa, errA := strconv.Atoi(m[1])
		wb, errB := strconv.Atoi(m[2])
		if errA != nil {
			wa = -1
		}
		if errB != nil {
			wb = -1
		}
		if a != wa || b != wb {
			t.Fatalf("parseQuery(%q) = %d, %d; want %d, %d", q, a, b, wa, wb)
		}
	}
}

func TestGoQualifiers(t *testing.T) {
	cases := []string{
		"math.Exp(x) + mat.NewDense(2, 2, nil)", "xmat.Dense", "Fmat.Dense", "f64.Foo", "a.b.C", "_x.Y", "x_.Y",
		"stat.Mean(v, nil)\nfloats.Sum(v)", "v.len", "math.", "math.exp", "9math.Exp", "é.Foo", "distuv.Normal{Mu: 0}.Prob(x)",
	}
	r := rand.New(rand.NewPCG(3, 26))
	tokens := []string{"math", "mat", "x", "Y", "Exp", ".", "_", "9", " ", "(", ")", "é", "\n"}
	for range 20000 {
		q := ""
		for range r.IntN(10) {
			q += tokens[r.IntN(len(tokens))]
		}
		cases = append(cases, q)
	}
	for _, code := range cases {
		var want []string
		for _, m := range goRE.FindAllStringSubmatch(code, -1) {
			want = append(want, m[1])
		}
		if got := goQualifiers(code); !slices.Equal(got, want) {
			t.Fatalf("goQualifiers(%q) = %q; the expression finds %q", code, got, want)
		}
	}
}
