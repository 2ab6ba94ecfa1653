package compute

import (
	"errors"
	"math"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"
)

// Reference values in this file: numpy 1.24.2 (scatter matrices from the
// centred classes) and scipy 1.10.1 linalg.eigh(S_B, S_W) for the
// generalised eigenproblem, directions normalised to unit length with a
// positive first entry.

var (
	ldaC0 = [][]float64{{1, 2}, {2, 3}, {3, 3}}
	ldaC1 = [][]float64{{6, 5}, {7, 8}, {8, 7}}
	ldaC2 = [][]float64{{2, 7}, {3, 8}, {4, 6}}
)

func TestScatterMatrices(t *testing.T) {
	unbalanced := [][][]float64{{{0, 0}, {1, 0}, {0, 1}, {1, 1.5}}, {{3, 3}, {4, 2}}}
	for _, test := range []struct {
		name                    string
		classes                 [][][]float64
		within, between, unwtd  [][]float64
		skipWithin, skipBetween bool
	}{
		{name: "public", classes: [][][]float64{ldaC0, ldaC1},
			within:  [][]float64{{4, 3}, {3, 5.333333333333333}},
			between: [][]float64{{37.5, 30}, {30, 24}}, unwtd: [][]float64{{12.5, 10}, {10, 8}}},
		{name: "three classes", classes: [][][]float64{ldaC0, ldaC1, ldaC2},
			within:  [][]float64{{6, 2}, {2, 7.333333333333333}},
			between: [][]float64{{42, 23}, {23, 34.88888888888889}}, unwtd: [][]float64{{14, 7.666666666666668}, {7.666666666666668, 11.62962962962963}}},
		// With classes of different sizes the two forms of S_B are not
		// proportional.
		{name: "unbalanced", classes: unbalanced, skipWithin: true,
			between: [][]float64{{12, 7.5}, {7.5, 4.6875}}, unwtd: [][]float64{{5, 3.125}, {3.125, 1.953125}}},
		// One point per class: no within-class scatter.
		{name: "single points", classes: [][][]float64{{{0, 0}}, {{2, 0}}},
			within: [][]float64{{0, 0}, {0, 0}}, between: [][]float64{{2, 0}, {0, 0}}, unwtd: [][]float64{{2, 0}, {0, 0}}},
	} {
		if !test.skipWithin {
			got, err := WithinClassScatter(test.classes)
			if err != nil || !matWithinAbs(got, test.within, 1e-13) {
				t.Errorf("%s: WithinClassScatter = %v, %v; want %v", test.name, got, err, test.within)
			}
		}
		got, err := BetweenClassScatter(test.classes, true)
		if err != nil || !matWithinAbs(got, test.between, 1e-13) {
			t.Errorf("%s: BetweenClassScatter(weighted) = %v, %v; want %v", test.name, got, err, test.between)
		}
		got, err = BetweenClassScatter(test.classes, false)
		if err != nil || !matWithinAbs(got, test.unwtd, 1e-13) {
			t.Errorf("%s: BetweenClassScatter(unweighted) = %v, %v; want %v", test.name, got, err, test.unwtd)
		}
	}
	for _, test := range []struct {
		classes [][][]float64
		msg     string
	}{
		{classes: [][][]float64{ldaC0}, msg: "1 classes given; at least 2"},
		{classes: [][][]float64{ldaC0, {{1, 2, 3}}}, msg: "class_1 has 3 features but class_0 has 2"},
		{classes: [][][]float64{ldaC0, nil}, msg: "class_1: no values"},
		{classes: [][][]float64{ldaC0, {{1, math.NaN()}}}, msg: "not finite"},
	} {
		if _, err := WithinClassScatter(test.classes); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("WithinClassScatter(%v): error %v, want one containing %q", test.classes, err, test.msg)
		}
	}
}

func TestFitFisherLDA(t *testing.T) {
	for _, test := range []struct {
		name        string
		classes     [][][]float64
		weighted    bool
		eigenvalues []float64
		directions  [][]float64 // columns, descending
	}{
		{name: "public", classes: [][][]float64{ldaC0, ldaC1}, weighted: true, eigenvalues: []float64{9.405405405405407, 0},
			directions: [][]float64{{0.99768369268154, 0.6246950475544244}, {0.06802388813737788, -0.7808688094430303}}},
		// Balanced classes: the unweighted S_B is S_B/3, same directions.
		{name: "public, unweighted", classes: [][][]float64{ldaC0, ldaC1}, weighted: false, eigenvalues: []float64{3.135135135135135, 0},
			directions: [][]float64{{0.99768369268154, 0.6246950475544244}, {0.06802388813737774, -0.7808688094430304}}},
		{name: "three classes", classes: [][][]float64{ldaC0, ldaC1, ldaC2}, weighted: true, eigenvalues: []float64{7.520892406265747, 3.1124409270675875},
			directions: [][]float64{{0.930794764911816, 0.5838659720769006}, {0.3655422077035117, -0.8118500641440485}}},
	} {
		lda, err := FitFisherLDA(test.classes, test.weighted)
		if err != nil {
			t.Errorf("%s: %v", test.name, err)
			continue
		}
		if !vecWithinAbs(lda.Eigenvalues, test.eigenvalues, 1e-12) || !matWithinAbs(rowsFromDense(lda.Directions), test.directions, 1e-12) {
			t.Errorf("%s: eigenvalues %v, directions %v; want %v, %v", test.name, lda.Eigenvalues, rowsFromDense(lda.Directions), test.eigenvalues, test.directions)
		}
	}
	// Two classes: the direction is S_W⁻¹(m_1 − m_0) normalised
	// (np.linalg.solve), here in 3-D and with unbalanced classes.
	for _, test := range []struct {
		name    string
		classes [][][]float64
		max     float64
		dir     []float64
	}{
		{name: "unbalanced", classes: [][][]float64{{{0, 0}, {1, 0}, {0, 1}, {1, 1.5}}, {{3, 3}, {4, 2}}}, max: 11.50485436893204, dir: []float64{0.8920357760302685, 0.4519647931886694}},
		{name: "3-D", classes: [][][]float64{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {1, 1, 1}}, {{3, 3, 2}, {2, 4, 3}, {4, 3, 3}, {3, 2, 4}}},
			max: 23.214285714285722, dir: []float64{0.5298129428260175, 0.6622661785325218, 0.5298129428260177}},
	} {
		lda, err := FitFisherLDA(test.classes, true)
		if err != nil || !withinAbs(lda.Eigenvalues[0], test.max, 1e-12) || !vecWithinAbs(mat.Col(nil, 0, lda.Directions), test.dir, 1e-12) {
			t.Errorf("%s: got %+v, %v; want max %v along %v", test.name, lda, err, test.max, test.dir)
		}
	}
	// Singular within-class scatter: each class lies on a horizontal line.
	flat := [][][]float64{{{0, 0}, {1, 0}}, {{0, 1}, {1, 1}}}
	if _, err := FitFisherLDA(flat, true); !errors.Is(err, ErrUndefined) || !strings.Contains(err.Error(), "singular") {
		t.Errorf("FitFisherLDA with singular S_W: error %v, want a singular ErrUndefined", err)
	}
	// Identical points in every class.
	if _, err := FitFisherLDA([][][]float64{{{1, 1}, {1, 1}}, {{2, 2}}}, true); !errors.Is(err, ErrUndefined) {
		t.Errorf("FitFisherLDA of coincident points: error %v, want ErrUndefined", err)
	}
	// Nearly singular: the condition number exceeds 1e13.
	thin := [][][]float64{{{0, 0}, {1, 1e-8}}, {{0, 1}, {1, 1}}}
	if _, err := FitFisherLDA(thin, true); !errors.Is(err, ErrUndefined) {
		t.Errorf("FitFisherLDA with S_W of condition 1e16: error %v, want ErrUndefined", err)
	}
}

func TestFisherCriterion(t *testing.T) {
	two := [][][]float64{ldaC0, ldaC1}
	for _, test := range []struct {
		phi  []float64
		want float64
	}{
		{phi: []float64{1, 0}, want: 9.375},
		{phi: []float64{0, 1}, want: 4.500000000000002},
		{phi: []float64{1, 1}, want: 7.9239130434782625},
		{phi: []float64{-3, -3}, want: 7.9239130434782625}, // scale and sign do not matter
		{phi: []float64{0.99768369268154, 0.06802388813737788}, want: 9.405405405405407},
		{phi: []float64{1e-300, 1e-300}, want: 7.9239130434782625},
		{phi: []float64{1e300, 1e300}, want: 7.9239130434782625},
	} {
		got, err := FisherCriterion(two, test.phi, true)
		if err != nil || !withinAbs(got, test.want, 1e-12) {
			t.Errorf("FisherCriterion(Φ = %v) = %v, %v; want %v", test.phi, got, err, test.want)
		}
	}
	// Along the vertical the flat classes have no within-class scatter but
	// separated means: the criterion is +Inf. Along the horizontal both
	// scatters vanish for these stacked points: 0/0.
	flat := [][][]float64{{{0, 0}, {1, 0}}, {{0, 1}, {1, 1}}}
	if got, err := FisherCriterion(flat, []float64{0, 1}, true); err != nil || !math.IsInf(got, 1) {
		t.Errorf("FisherCriterion along a null direction of S_W = %v, %v; want +Inf", got, err)
	}
	// The same with a coordinate whose plain mean is inexact (7 × 2.7 and
	// 4 × 0.6): the within-class scatter along it is exactly 0, so the
	// criterion is +Inf (it was 8.1e30 from a mean off by an ulp), and with
	// the same value in both classes 0/0 (it was a finite ratio of
	// roundings).
	c0 := [][]float64{{8.67, 2.7}, {7.28, 2.7}, {8.08, 2.7}, {9.32, 2.7}, {6.72, 2.7}, {8.11, 2.7}, {9.08, 2.7}}
	c1 := [][]float64{{2.89, 0.6}, {2.51, 0.6}, {4.01, 0.6}, {4.1, 0.6}}
	if got, err := FisherCriterion([][][]float64{c0, c1}, []float64{0, -3}, true); err != nil || !math.IsInf(got, 1) {
		t.Errorf("FisherCriterion along a coordinate constant in each class = %v, %v; want +Inf", got, err)
	}
	c1same := [][]float64{{2.89, 2.7}, {2.51, 2.7}, {4.01, 2.7}}
	if got, err := FisherCriterion([][][]float64{c0, c1same}, []float64{0, 1}, false); !errors.Is(err, ErrUndefined) {
		t.Errorf("FisherCriterion along a coordinate constant in all points = %v, %v; want ErrUndefined (0/0)", got, err)
	}
	stacked := [][][]float64{{{0, 0}, {0, 1}}, {{0, 2}, {0, 3}}}
	if _, err := FisherCriterion(stacked, []float64{1, 0}, true); !errors.Is(err, ErrUndefined) {
		t.Errorf("FisherCriterion 0/0: error %v, want ErrUndefined", err)
	}
	for _, phi := range [][]float64{{0, 0}, {1}, {math.NaN(), 1}} {
		if _, err := FisherCriterion(two, phi, true); err == nil {
			t.Errorf("FisherCriterion(Φ = %v): no error", phi)
		}
	}
}
