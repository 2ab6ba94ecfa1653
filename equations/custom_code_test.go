//go:build !js

package equations_test

import (
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"eqx/equations"
)

// checkCustomPrograms runs the NumPy and the Go program of the custom page
// (Copy as code) for formulas that use every kind of node, and compares
// what they print with f(x) as eqx computes it. TestSnippets calls it.
func checkCustomPrograms(t *testing.T, python string) {
	spec, _ := equations.Catalogue().Lookup(equations.CustomID)
	dir := t.TempDir()
	for i, f := range []string{
		"a / (1 + exp(-k*(x - x0)))",
		"if(x >= 0, x, alpha*x) + sigmoid(x)*softplus(x) - erf(x/sqrt(2))",
		"max(x, 0)^2 + abs(min(x, -1)) + tanh(x)*cos(pi*x) + ln(2 + sin(x))",
		"np*f + lambda*x",
	} {
		in := spec.Defaults()
		in["f"], in["x"] = f, -0.75
		out, err := spec.Evaluate(in)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		want := out.(map[string]any)["f(x)"].(float64)
		for _, lang := range []equations.Language{equations.NumPy, equations.Go} {
			prog, ok := spec.Program(lang, in)
			if !ok {
				t.Fatalf("%s: no %s program", f, lang)
			}
			var cmd *exec.Cmd
			if lang == equations.NumPy {
				cmd = exec.Command(python, "-c", prog)
			} else {
				sub := filepath.Join(dir, strconv.Itoa(i))
				if err := os.MkdirAll(sub, 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(sub, "main.go"), []byte(prog), 0o644); err != nil {
					t.Fatal(err)
				}
				cmd = exec.Command("go", "run", filepath.Join(sub, "main.go"))
			}
			printed, err := cmd.CombinedOutput()
			if err != nil {
				t.Errorf("%s in %s: %v\n%s\n%s", f, lang, err, printed, prog)
				continue
			}
			got, err := strconv.ParseFloat(strings.TrimSpace(string(printed)), 64)
			if err != nil || math.Abs(got-want) > 1e-12*math.Max(1, math.Abs(want)) {
				t.Errorf("%s in %s printed %s, eqx computes %v\n%s", f, lang, printed, want, prog)
			}
		}
	}
}
