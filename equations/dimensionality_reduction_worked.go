//go:build !eqx_noui

package equations

import (
	"eqx/compute"
	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// Worked examples of PCA and LDA: the means, the centred data, the
// eigenvalues and the scatter matrices with the numbers in them. Every
// mean, covariance and eigenvalue comes from the PCA and LDA kernels.

func (dimensionalityReductionFamily) worked() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{
		"pca-covariance-matrix": func(in Inputs, out any) []string {
			X := in.Matrix("X_rows")
			sigma, ok := out.([][]float64)
			lines, xc, ok2 := centredData(X, in.Bool("mean_normalise"))
			if !ok || !ok2 {
				return fallback(`\Sigma`, out)
			}
			m := float64(len(xc))
			scatter := make([][]float64, len(sigma))
			for i, row := range sigma {
				scatter[i] = make([]float64, len(row))
				floats.ScaleTo(scatter[i], m, row)
			}
			return append(lines, `\Sigma = \frac{1}{m}\sum_{i=1}^{m}\mathbf{x}^{(i)}\mathbf{x}^{(i)\top} = \frac{1}{`+ti(len(xc))+`}`+tmat(scatter)+` = `+resultTeX(out))
		},
		"pca-u-reduce": func(in Inputs, out any) []string {
			res, ok := out.(map[string]any)
			u, ok1 := res["U_reduce"].([][]float64)
			z, ok2 := res["z"].([][]float64)
			xa, ok3 := res["x_approx"].([][]float64)
			p, err := fitPCA(in)
			if !ok || !ok1 || !ok2 || !ok3 || err != nil {
				return fallback(`U_{\text{reduce}}`, out)
			}
			return []string{
				`\lambda = ` + tvec(p.Variances) + `, \quad U_{\text{reduce}} = [` + tlist(in.Int("k"), func(j int) string { return `\mathbf{u}_{` + ti(j+1) + `}` }, `, `) + `] = ` + tmat(u),
				`\boldsymbol\mu = ` + tvec(p.Mean) + `, \quad \mathbf{z}^{(i)} = U_{\text{reduce}}^\top(\mathbf{x}^{(i)} - \boldsymbol\mu) \text{ by row: } ` + tmat(z),
				`\mathbf{x}_{\text{approx}}^{(i)} = \boldsymbol\mu + U_{\text{reduce}}\,\mathbf{z}^{(i)} \text{ by row: } ` + tmat(xa),
			}
		},
		"pca-projection-error": workedProjectionError,
		"pca-total-variation": func(in Inputs, out any) []string {
			lines, xc, ok := centredData(in.Matrix("X_rows"), in.Bool("mean_normalise"))
			if !ok {
				return fallback(`\frac{1}{m}\sum_i \|\mathbf{x}^{(i)}\|^2`, out)
			}
			sq := make([]float64, len(xc))
			for i, row := range xc {
				v, err := compute.PCATotalVariation([][]float64{row}, false)
				if err != nil {
					return fallback(`\frac{1}{m}\sum_i \|\mathbf{x}^{(i)}\|^2`, out)
				}
				sq[i] = v
			}
			return append(lines,
				`\|\mathbf{x}^{(i)}\|^2 = `+tvec(sq),
				`\frac{1}{m}\sum_{i=1}^{m}\|\mathbf{x}^{(i)}\|^2 = \frac{1}{`+ti(len(xc))+`}\left(`+tsumv(sq)+`\right) = `+resultTeX(out))
		},
		"pca-variance-retained":     workedVarianceRetained,
		"lda-within-class-scatter":  workedWithinScatter,
		"lda-between-class-scatter": workedBetweenScatter,
		"lda-fisher-criterion":      workedFisher,
	}
}

// centredData returns the rows of X minus their column means when centre
// is true (the means from the PCA kernel, and a line showing them), else
// X as given.
func centredData(X [][]float64, centre bool) (lines []string, xc [][]float64, ok bool) {
	p, err := compute.FitPCA(X, centre)
	if err != nil || len(X) == 0 {
		return nil, nil, false
	}
	if !centre {
		return nil, X, true
	}
	xc = make([][]float64, len(X))
	for i, row := range X {
		if len(row) != len(p.Mean) {
			return nil, nil, false
		}
		xc[i] = make([]float64, len(row))
		floats.SubTo(xc[i], row, p.Mean)
	}
	return []string{`\boldsymbol\mu = ` + tvec(p.Mean) + `, \quad \mathbf{x}^{(i)} - \boldsymbol\mu \text{ by row: } ` + tmat(xc)}, xc, true
}

// workedProjectionError shows the squared distance of each example to its
// projection and their mean; for the principal subspace, also the sum of
// the discarded eigenvalues it equals.
func workedProjectionError(in Inputs, out any) []string {
	const sym = `\frac{1}{m}\sum_i \|\mathbf{x}^{(i)} - \mathbf{x}^{(i)}_{\text{approx}}\|^2`
	X, centre := in.Matrix("X_rows"), in.Bool("mean_normalise")
	mean := ` = \frac{1}{` + ti(len(X)) + `}\left(`
	if in.Has("axis") {
		axis := in.Vector("axis")
		lines, xc, ok := centredData(X, centre)
		nrm := floats.Norm(axis, 2)
		if !ok || nrm == 0 {
			return fallback(sym, out)
		}
		sq := make([]float64, len(xc))
		for i, row := range xc {
			e, err := compute.AxisProjectionError([][]float64{row}, axis, false)
			if err != nil {
				return fallback(sym, out)
			}
			sq[i] = e
		}
		u := make([]float64, len(axis))
		floats.ScaleTo(u, 1/nrm, axis)
		return append(lines,
			`\hat{\mathbf{u}} = \frac{\mathbf{u}}{\|\mathbf{u}\|} = `+tvec(u),
			`\|\mathbf{x}^{(i)} - (\hat{\mathbf{u}}^\top\mathbf{x}^{(i)})\,\hat{\mathbf{u}}\|^2 = `+tvec(sq),
			sym+mean+tsumv(sq)+`\right) = `+resultTeX(out))
	}
	p, err := fitPCA(in)
	k := in.Int("k")
	if err != nil || k < 1 || k > len(p.Variances) {
		return fallback(sym, out)
	}
	_, xa, err := p.Project(k)
	if err != nil {
		return fallback(sym, out)
	}
	sq := make([]float64, len(X))
	d := make([]float64, len(p.Mean))
	for i, row := range X {
		floats.SubTo(d, row, xa.RawRowView(i))
		nrm := floats.Norm(d, 2)
		sq[i] = nrm * nrm
	}
	n := len(p.Variances)
	var last string
	switch {
	case k == n:
		last = `= ` + resultTeX(out) + ` \quad (k = n\text{: no eigenvalue is discarded})`
	case k == n-1:
		last = `= \lambda_{` + ti(n) + `} = ` + resultTeX(out)
	default:
		last = `= \lambda_{` + ti(k+1) + `} + \dots + \lambda_{` + ti(n) + `} = ` + tsumv(p.Variances[k:]) + ` = ` + resultTeX(out)
	}
	return []string{
		`\|\mathbf{x}^{(i)} - \mathbf{x}^{(i)}_{\text{approx}}\|^2 = ` + tvec(sq),
		sym + mean + tsumv(sq) + `\right)`,
		`\text{the eigenvalues of } \Sigma\text{: } \lambda = ` + tvec(p.Variances),
		last,
	}
}

// workedVarianceRetained shows the eigenvalues S_ii, the share the first k
// keep, and the smallest k that keeps 1 − ε.
func workedVarianceRetained(in Inputs, out any) []string {
	res, ok := out.(map[string]any)
	kept, ok1 := res["retained"].(float64)
	ratio, ok2 := res["ratio"].(float64)
	need, ok3 := res["k_needed"].(int)
	cum, ok4 := res["cumulative_retained"].([]float64)
	p, err := fitPCA(in)
	k := in.Int("k")
	if !ok || !ok1 || !ok2 || !ok3 || !ok4 || err != nil || k < 1 || k > len(p.Variances) {
		return fallback(`k`, out)
	}
	eps := in.Real("threshold_ratio")
	return []string{
		`S_{ii} = ` + tvec(p.Variances) + `, \quad \frac{\sum_{i=1}^{` + ti(k) + `} S_{ii}}{\sum_{i=1}^{n} S_{ii}} = \frac{` + tsumv(p.Variances[:k]) + `}{` + tn(floats.Sum(p.Variances)) + `} = ` + tn(kept),
		`\text{error ratio} = 1 - ` + tn(kept) + ` = ` + tn(ratio) + `\; ` + map[bool]string{true: `\le`, false: `>`}[ratio <= eps] + ` ` + tn(eps),
		`\text{retained for } k = 1, 2, \dots: ` + tvec(cum) + ` \;\Rightarrow\; k = ` + ti(need) + ` \text{ keeps } \ge 1 - ` + tn(eps),
	}
}

// classMeans returns the mean of each class (from the PCA kernel's
// centring) and a line showing them.
func classMeans(classes [][][]float64) (means [][]float64, line string, ok bool) {
	means = make([][]float64, len(classes))
	for i, c := range classes {
		p, err := compute.FitPCA(c, true)
		if err != nil {
			return nil, "", false
		}
		means[i] = p.Mean
	}
	line = tlist(len(classes), func(i int) string {
		return `\mathbf{m}_{` + ti(i+1) + `} = ` + tvec(means[i])
	}, `, \quad `)
	return means, line, true
}

// workedWithinScatter shows the class means and S_W as the sum of the
// classes' scatters S_i = n_i·cov_i (cov with divisor n_i, from the PCA
// kernel).
func workedWithinScatter(in Inputs, out any) []string {
	classes := ldaClasses(in)
	_, line, ok := classMeans(classes)
	if !ok {
		return fallback(`S_W`, out)
	}
	scatters := make([][][]float64, len(classes))
	for i, c := range classes {
		cov, err := compute.PCACovariance(c, true)
		if err != nil {
			return fallback(`S_W`, out)
		}
		for _, row := range cov {
			floats.Scale(float64(len(c)), row)
		}
		scatters[i] = cov
	}
	return []string{
		line,
		`S_W = ` + tlist(len(classes), func(i int) string { return `S_{` + ti(i+1) + `}` }, ` + `) + ` = ` + tlist(len(scatters), func(i int) string { return tmat(scatters[i]) }, ` + `),
		`S_W = ` + resultTeX(out),
	}
}

// workedBetweenScatter shows the class means, the overall mean and S_B as
// the weighted sum of the outer products of their differences.
func workedBetweenScatter(in Inputs, out any) []string {
	classes := ldaClasses(in)
	means, line, ok := classMeans(classes)
	var all [][]float64
	for _, c := range classes {
		all = append(all, c...)
	}
	p, err := compute.FitPCA(all, true)
	if !ok || err != nil {
		return fallback(`S_B`, out)
	}
	weighted := in.Bool("weighted_by_n_i")
	terms := tlist(len(means), func(i int) string {
		d := make([]float64, len(p.Mean))
		floats.SubTo(d, means[i], p.Mean)
		var outer mat.Dense
		outer.Outer(1, mat.NewVecDense(len(d), d), mat.NewVecDense(len(d), d))
		w := ``
		if weighted {
			w = ti(len(classes[i])) + `\,`
		}
		return w + tmat(denseToRows(&outer))
	}, ` + `)
	return []string{
		line,
		`n_i = ` + tvecOf(len(classes), func(i int) string { return ti(len(classes[i])) }) + `, \quad \mathbf{m} = \frac{1}{n}\sum_i n_i\,\mathbf{m}_i = ` + tvec(p.Mean),
		`S_B = \sum_i ` + map[bool]string{true: `n_i\,`, false: ``}[weighted] + `(\mathbf{m}_i - \mathbf{m})(\mathbf{m}_i - \mathbf{m})^\top = ` + terms,
		`S_B = ` + resultTeX(out),
	}
}

// workedFisher shows S_W and S_B, the criterion of a given direction, and
// the best direction with its criterion, the top eigenvalue of S_W⁻¹S_B.
func workedFisher(in Inputs, out any) []string {
	classes, weighted := ldaClasses(in), in.Choice("S_B") == "weighted"
	res, ok := out.(map[string]any)
	sw, err1 := compute.WithinClassScatter(classes)
	sb, err2 := compute.BetweenClassScatter(classes, weighted)
	if !ok || err1 != nil || err2 != nil {
		return fallback(`J(\Phi)`, out)
	}
	lines := []string{`S_W = ` + tmat(sw) + `, \quad S_B = ` + tmat(sb)}
	if j, has := res["criterion"].(float64); has {
		phi := in.Vector("Phi")
		lines = append(lines, `J(\Phi) = \frac{\Phi^\top S_B\,\Phi}{\Phi^\top S_W\,\Phi} = `+tfrac(tn(quadForm(sb, phi)), tn(quadForm(sw, phi)))+` = `+tn(j)+`, \quad \Phi = `+tvec(phi))
	}
	best, ok1 := res["max_criterion"].(float64)
	dir, ok2 := res["direction_unit"].([]float64)
	eig, ok3 := res["eigenvalues"].([]float64)
	if !ok1 || !ok2 || !ok3 {
		return append(lines, `S_W \text{ is singular: no best direction}`)
	}
	return append(lines,
		`S_W^{-1}S_B\text{: } \lambda = `+tvec(eig)+`, \quad \Phi^{*} = `+tvec(dir),
		`\max_\Phi J(\Phi) = J(\Phi^{*}) = \lambda_1 = `+tn(best))
}

// quadForm returns vᵀAv.
func quadForm(A [][]float64, v []float64) float64 {
	var s float64
	for i, row := range A {
		for j, a := range row {
			if i < len(v) && j < len(v) {
				s += v[i] * a * v[j]
			}
		}
	}
	return s
}
