package app

import "testing"

func TestMatricesText(t *testing.T) {
	ms := [][][]float64{{{1}, {0}}, {{0.5}, {1}}}
	if got, want := matricesText(ms), "[\n  [[1], [0]],\n  [[0.5], [1]]\n]"; got != want {
		t.Errorf("matricesText = %q, want %q", got, want)
	}
}
