package expr

import (
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// codeTests are the expressions whose Go and NumPy code is run and
// compared with Eval: those of evalTests, and names the languages reserve.
func codeTests() []string {
	srcs := []string{
		"--x + math*type + math_ - float64/np + special^2",
		"1/2*x + 3/4",
		"softplus(-x)*sigmoid(x) + relu(x)*erf(x/2)/pi",
	}
	for _, tt := range evalTests {
		srcs = append(srcs, tt.src)
	}
	return srcs
}

// codePoints are the points the code is compared at.
var codePoints = []float64{-2.5, -1, -0.5, 0, 0.25, 1, 3}

// TestGo compiles and runs the Go code of every codeTests expression in
// one program and compares its values with Eval's.
func TestGo(t *testing.T) {
	if testing.Short() || runtime.GOOS == "js" {
		t.Skip("runs the go command")
	}
	goCmd := filepath.Join(runtime.GOROOT(), "bin", "go")
	var prog strings.Builder
	prog.WriteString("package main\n\nimport (\n\t\"fmt\"\n\t\"math\"\n)\n\nvar _ = math.Pi\n\n")
	var calls strings.Builder
	for i, src := range codeTests() {
		e := mustParse(t, src)
		code := e.Go()
		// Each snippet declares f and its helpers: number them.
		code = strings.ReplaceAll(code, "func f(", fmt.Sprintf("func f%d(", i))
		for _, name := range []string{"sigmoid", "softplus", "ifElse"} {
			code = strings.ReplaceAll(code, name+"(", fmt.Sprintf("%s%d(", name, i))
		}
		prog.WriteString(code + "\n")
		for _, x := range codePoints {
			args := []string{strconv.FormatFloat(x, 'g', -1, 64)}
			for j := range e.Params() {
				args = append(args, strconv.FormatFloat(codeParam(j), 'g', -1, 64))
			}
			fmt.Fprintf(&calls, "\tfmt.Println(f%d(%s))\n", i, strings.Join(args, ", "))
		}
	}
	prog.WriteString("func main() {\n" + calls.String() + "}\n")
	dir := t.TempDir()
	file := filepath.Join(dir, "main.go")
	if err := os.WriteFile(file, []byte(prog.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(goCmd, "run", file)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GO111MODULE=off", "GOOS=", "GOARCH=", "GOFLAGS=")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go run: %v\n%s\n%s", err, out, prog.String())
	}
	compareOutput(t, "Go", string(out))
}

// TestNumPy runs the NumPy code of every codeTests expression with
// Debian's python3, numpy and scipy, and compares its values with Eval's.
func TestNumPy(t *testing.T) {
	const python = "/usr/bin/python3"
	if testing.Short() || runtime.GOOS == "js" {
		t.Skip("runs python3")
	}
	if err := exec.Command(python, "-c", "import numpy, scipy").Run(); err != nil {
		t.Skipf("%s has no numpy and scipy: %v", python, err)
	}
	var prog strings.Builder
	prog.WriteString("import numpy as np\nnp.seterr(all='ignore')\nxs = np.array([")
	for _, x := range codePoints {
		prog.WriteString(strconv.FormatFloat(x, 'g', -1, 64) + ", ")
	}
	prog.WriteString("])\n")
	for _, src := range codeTests() {
		e := mustParse(t, src)
		prog.WriteString(e.NumPy() + "\n")
		args := []string{"xs"}
		for j := range e.Params() {
			args = append(args, "np.float64("+strconv.FormatFloat(codeParam(j), 'g', -1, 64)+")")
		}
		fmt.Fprintf(&prog, "for y in np.broadcast_to(f(%s), xs.shape):\n    print(repr(float(y)))\n", strings.Join(args, ", "))
	}
	out, err := exec.Command(python, "-c", prog.String()).CombinedOutput()
	if err != nil {
		t.Fatalf("python3: %v\n%s\n%s", err, out, prog.String())
	}
	compareOutput(t, "NumPy", string(out))
}

// codeParam is the value of parameter j in the code tests.
func codeParam(j int) float64 { return 1.5 - 0.75*float64(j) }

// compareOutput compares the lines of out, one value per expression and
// point, with Eval's.
func compareOutput(t *testing.T, lang, out string) {
	t.Helper()
	lines := strings.Fields(out)
	k := 0
	for _, src := range codeTests() {
		e := mustParse(t, src)
		p := make([]float64, len(e.Params()))
		for j := range p {
			p[j] = codeParam(j)
		}
		f := e.Compile()
		for _, x := range codePoints {
			if k >= len(lines) {
				t.Fatalf("%s printed %d values, want more:\n%s", lang, len(lines), out)
			}
			got, err := strconv.ParseFloat(lines[k], 64)
			k++
			if err != nil {
				t.Fatalf("%s printed %q", lang, lines[k-1])
			}
			// NumPy's exp, log and pow are not Go's: compare to 1e-13.
			want := f.Eval(x, p)
			if !(math.IsNaN(got) && math.IsNaN(want)) && got != want &&
				!(math.Abs(got-want) <= 1e-13*math.Max(1, math.Abs(want))) {
				t.Errorf("%s of %s at x=%v p=%v = %v, Eval %v", lang, src, x, p, got, want)
			}
		}
	}
}

func mustParse(t testing.TB, src string) *Expr {
	t.Helper()
	e, err := Parse(src)
	if err != nil {
		t.Fatalf("Parse(%q): %v", src, err)
	}
	return e
}

// TestCodeText checks the code written for two expressions, as a whole.
func TestCodeText(t *testing.T) {
	e := mustParse(t, "if(x > 0, x, a*x) + exp(-x)^2")
	wantGo := `// f is if(x > 0, x, a*x) + exp(-x)^2.
func f(x, a float64) float64 {
	return ifElse(x > 0.0, x, a*x) + math.Pow(math.Exp(-x), 2.0)
}

// ifElse is a if c holds, else b.
func ifElse(c bool, a, b float64) float64 {
	if c {
		return a
	}
	return b
}
`
	if got := e.Go(); got != wantGo {
		t.Errorf("Go() =\n%s\nwant\n%s", got, wantGo)
	}
	wantPy := `import numpy as np


def f(x, a):
    """if(x > 0, x, a*x) + exp(-x)^2"""
    return np.where(x > 0, x, a*x) + np.exp(-x)**2
`
	if got := e.NumPy(); got != wantPy {
		t.Errorf("NumPy() =\n%s\nwant\n%s", got, wantPy)
	}
	e = mustParse(t, "lambda*erf(x) - -def")
	if got := e.NumPy(); !strings.Contains(got, "from scipy import special\n") ||
		!strings.Contains(got, "def f(x, lambda_, def_):\n") ||
		!strings.Contains(got, "return lambda_*special.erf(x) - -def_\n") {
		t.Errorf("NumPy() =\n%s", got)
	}
}
