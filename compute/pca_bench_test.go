package compute

import "testing"

func benchmarkFitPCA(b *testing.B, m, n int) {
	skipLarge(b, m)
	X := benchTokens(m, n, 5)
	b.ReportAllocs()
	for b.Loop() {
		p, err := FitPCA(X, true)
		if err != nil {
			b.Fatal(err)
		}
		sinkVec = p.Variances
	}
}

// The interactive size: a draggable cloud of 50 points in 3-D.
func BenchmarkFitPCA50x3(b *testing.B) { benchmarkFitPCA(b, 50, 3) }

// The batch size: 500 examples of 500 features (an SVD of 500×500).
func BenchmarkFitPCA500x500(b *testing.B) { benchmarkFitPCA(b, 500, 500) }

// The size of a large uploaded dataset.
func BenchmarkFitPCA2000x2000(b *testing.B) { benchmarkFitPCA(b, 2000, 2000) }

func BenchmarkPCAProject500x500k10(b *testing.B) {
	p, err := FitPCA(benchTokens(500, 500, 6), true)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		_, xApprox, err := p.Project(10)
		if err != nil {
			b.Fatal(err)
		}
		sinkConvMap = rowsFromDense(xApprox)
	}
}

func BenchmarkPCACovariance500x500(b *testing.B) {
	X := benchTokens(500, 500, 7)
	b.ReportAllocs()
	for b.Loop() {
		s, err := PCACovariance(X, true)
		if err != nil {
			b.Fatal(err)
		}
		sinkConvMap = s
	}
}

func benchClasses(c, perClass, d int) [][][]float64 {
	classes := make([][][]float64, c)
	for i := range classes {
		classes[i] = benchTokens(perClass, d, uint64(100+i))
		for _, row := range classes[i] {
			row[0] += 3 * float64(i) // separate the means
		}
	}
	return classes
}

func benchmarkFisherLDA(b *testing.B, c, perClass, d int) {
	classes := benchClasses(c, perClass, d)
	b.ReportAllocs()
	for b.Loop() {
		lda, err := FitFisherLDA(classes, true)
		if err != nil {
			b.Fatal(err)
		}
		sinkVec = lda.Eigenvalues
	}
}

// The interactive size: 3 classes of 10 points in the plane.
func BenchmarkFisherLDA3x10x2(b *testing.B) { benchmarkFisherLDA(b, 3, 10, 2) }

// The batch size: 10 classes of 500 points in 100 dimensions.
func BenchmarkFisherLDA10x500x100(b *testing.B) { benchmarkFisherLDA(b, 10, 500, 100) }
