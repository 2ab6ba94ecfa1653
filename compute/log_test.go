package compute

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoAssemblyLog fails on a call of math.Log or math.Log10 in the code
// of compute and equations (the kernels, and the worked lines the native
// server shows): on amd64 they are assembly that is wrong for subnormal
// arguments (Go issue 56600), math.Log(5e-324) = −709.09 instead of
// −744.44, where ln and libm.Log are right. Snippets, which are strings,
// and tests are not looked at.
func TestNoAssemblyLog(t *testing.T) {
	if got := ln(5e-324); got != -744.4400719213812 {
		t.Errorf("ln(5e-324) = %v, want −744.4400719213812 (mpmath)", got)
	}
	for _, dir := range []string{".", "../equations"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, name, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(f, func(n ast.Node) bool {
				sel, ok := n.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "math" && (sel.Sel.Name == "Log" || sel.Sel.Name == "Log10") {
					t.Errorf("%s: math.%s is wrong for subnormal arguments on amd64: use ln or libm.%s", fset.Position(sel.Pos()), sel.Sel.Name, sel.Sel.Name)
				}
				return true
			})
		}
	}
}
