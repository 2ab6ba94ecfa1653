//go:build !eqx_noui

package equations

import (
	"maps"
	"math"
	"slices"
	"sort"

	"eqx/compute"
)

// Worked examples of the metrics of a confusion matrix and of a ranking.
// The clustering comparisons are in worked_clustering.go.

func (metricsFamily) worked() map[string]func(Inputs, any) []string {
	m := map[string]func(Inputs, any) []string{
		"accuracy": func(in Inputs, out any) []string {
			c := confusion(in)
			return []string{
				`\text{Accuracy} = \frac{TP + TN}{TP + TN + FP + FN} = ` +
					tfrac(ti(c.TP)+` + `+ti(c.TN), ti(c.TP)+` + `+ti(c.TN)+` + `+ti(c.FP)+` + `+ti(c.FN)) +
					` = ` + tfrac(tn(float64(c.TP)+float64(c.TN)), tn(float64(c.TP)+float64(c.TN)+float64(c.FP)+float64(c.FN))),
				"= " + resultTeX(out),
			}
		},
		"precision": func(in Inputs, out any) []string {
			c := confusion(in)
			return []string{`\text{Precision} = \frac{TP}{TP + FP} = ` + countRatio(c.TP, c.FP) + ` = ` + resultTeX(out)}
		},
		"recall": func(in Inputs, out any) []string {
			c := confusion(in)
			return []string{`\text{Recall} = \frac{TP}{TP + FN} = ` + countRatio(c.TP, c.FN) + ` = ` + resultTeX(out)}
		},
		"specificity": func(in Inputs, out any) []string {
			c := confusion(in)
			return []string{`\text{Specificity} = \frac{TN}{TN + FP} = ` + countRatio(c.TN, c.FP) + ` = ` + resultTeX(out)}
		},
		"f1-score":               workedF1,
		"roc-auc":                workedROCAUC,
		"average-precision":      workedAveragePrecision,
		"mean-average-precision": workedMAP,
	}
	maps.Copy(m, workedClustering())
	return m
}

// countRatio writes a/(a + b) with the counts in it and the sum.
func countRatio(a, b int) string {
	return tfrac(ti(a), ti(a)+` + `+ti(b)) + ` = ` + tfrac(ti(a), tn(float64(a)+float64(b)))
}

// workedF1 shows precision and recall first, then F1 as their harmonic
// mean and in its count form. Precision or recall is 0/0 when nothing is
// predicted positive or nothing is positive; F1's count form is then the
// only one defined.
func workedF1(in Inputs, out any) []string {
	c := confusion(in)
	tp, fp, fn := float64(c.TP), float64(c.FP), float64(c.FN)
	var lines []string
	if tp+fp > 0 && tp+fn > 0 {
		p, r := tp/(tp+fp), tp/(tp+fn)
		lines = append(lines,
			`\text{Precision} = `+countRatio(c.TP, c.FP)+` = `+tn(p)+`, \quad \text{Recall} = `+countRatio(c.TP, c.FN)+` = `+tn(r),
			`F_1 = \frac{2\cdot\text{Precision}\cdot\text{Recall}}{\text{Precision} + \text{Recall}} = `+
				tfrac(`2 \cdot `+tn(p)+` \cdot `+tn(r), tn(p)+` + `+tn(r)))
	}
	return append(lines, `F_1 = \frac{2\,TP}{2\,TP + FP + FN} = `+
		tfrac(`2 \cdot `+ti(c.TP), `2 \cdot `+ti(c.TP)+` + `+ti(c.FP)+` + `+ti(c.FN))+` = `+
		tfrac(tn(2*tp), tn(2*tp+fp+fn))+` = `+resultTeX(out))
}

// workedROCAUC counts the positive–negative pairs the positive wins and
// ties: AUC = (wins + ties/2)/(n⁺n⁻). The scores of the negatives are
// sorted once, so a long list costs n log n.
func workedROCAUC(in Inputs, out any) []string {
	y, s := in.Vector("y"), in.Vector("s")
	if len(y) != len(s) {
		return fallback(`\mathrm{AUC}`, out)
	}
	var pos, neg []float64
	for i, v := range y {
		if v == 1 {
			pos = append(pos, s[i])
		} else {
			neg = append(neg, s[i])
		}
	}
	wins, ties := pairCounts(pos, neg)
	np, nn := float64(len(pos)), float64(len(neg))
	if in.Choice("ties") == tiesNone {
		return []string{
			`n^+ = ` + ti(len(pos)) + `,\; n^- = ` + ti(len(neg)) + `:\quad \#\{s^+ > s^-\} = ` + tn(wins) + `,\; \#\{s^+ = s^-\} = ` + tn(ties) + `\text{ (not counted)}`,
			`\mathrm{AUC}_{\text{strict}} = \frac{\#\{s^+ > s^-\}}{n^+ n^-} = ` + tfrac(tn(wins), ti(len(pos))+` \cdot `+ti(len(neg))),
			"= " + resultTeX(out),
		}
	}
	return []string{
		`n^+ = ` + ti(len(pos)) + `,\; n^- = ` + ti(len(neg)) + `:\quad \#\{s^+ > s^-\} = ` + tn(wins) + `,\; \#\{s^+ = s^-\} = ` + tn(ties),
		`\mathrm{AUC} = \frac{\#\{s^+ > s^-\} + \tfrac{1}{2}\#\{s^+ = s^-\}}{n^+ n^-} = ` +
			tfrac(tn(wins)+` + \tfrac{1}{2}\cdot `+tn(ties), ti(len(pos))+` \cdot `+ti(len(neg))) + ` = ` + tfrac(tn(wins+ties/2), tn(np*nn)),
		"= " + resultTeX(out),
	}
}

// pairCounts returns how many of the pairs (p, n) of pos × neg have
// p > n and how many p = n. Both are sorted, then walked once: a pasted
// data set has 10⁵ scores, and a binary search per positive was most of a
// page update.
func pairCounts(pos, neg []float64) (wins, ties float64) {
	pos, neg = slices.Clone(pos), slices.Clone(neg)
	slices.Sort(pos)
	slices.Sort(neg)
	below, upTo := 0, 0 // negatives < v and ≤ v
	for _, v := range pos {
		for below < len(neg) && neg[below] < v {
			below++
		}
		upTo = max(upTo, below)
		for upTo < len(neg) && neg[upTo] <= v {
			upTo++
		}
		wins += float64(below)
		ties += float64(upTo - below)
	}
	return wins, ties
}

// apSteps returns, for each distinct score from the highest down at which
// recall grows, the recall step R_n − R_{n−1} and the precision P_n.
func apSteps(y, s []float64) (dR, P []float64) {
	order := rankOrder(s)
	var npos float64
	for _, v := range y {
		if v == 1 {
			npos++
		}
	}
	var tp, fp float64
	for lo := 0; lo < len(order); {
		hi, before := lo, tp
		for ; hi < len(order) && s[order[hi]] == s[order[lo]]; hi++ {
			if y[order[hi]] == 1 {
				tp++
			} else {
				fp++
			}
		}
		if tp > before {
			dR = append(dR, (tp-before)/npos)
			P = append(P, tp/(tp+fp))
		}
		lo = hi
	}
	return dR, P
}

func workedAveragePrecision(in Inputs, out any) []string {
	y, s := in.Vector("y"), in.Vector("s")
	if len(y) != len(s) {
		return fallback(`\mathrm{AP}`, out)
	}
	dR, P := apSteps(y, s)
	return []string{
		`(R_n - R_{n-1},\ P_n) = ` + tvecOf(len(dR), func(i int) string { return `(` + tn(dR[i]) + `, ` + tn(P[i]) + `)` }),
		`\mathrm{AP} = \sum_{n} (R_n - R_{n-1})\,P_n = ` + tsum(len(dR), func(i int) string { return tn(dR[i]) + ` \cdot ` + tn(P[i]) }),
		"= " + resultTeX(out),
	}
}

// rankOrder is the indices of s from the highest score down; tied scores
// keep their order.
func rankOrder(s []float64) []int {
	order := make([]int, len(s))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return s[order[a]] > s[order[b]] })
	return order
}

// workedMAP shows each query ranked by score, its AP as the sum of
// recall steps times precision, and their mean.
func workedMAP(in Inputs, out any) []string {
	qs, err := decodeQueries(in.Object("queries"))
	if err != nil || len(qs) == 0 {
		return fallback(`\mathrm{MAP}`, out)
	}
	ap := make([]float64, len(qs))
	lines := make([]string, 0, len(qs)+1)
	for i, q := range qs {
		ap[i], err = compute.AveragePrecision(q.Labels, q.Scores)
		if err != nil {
			ap[i] = math.NaN()
		}
		if len(qs) > maxWorkedQueries {
			continue
		}
		order := rankOrder(q.Scores)
		dR, P := apSteps(q.Labels, q.Scores)
		lines = append(lines, `q_{`+ti(i+1)+`}:\ (s, y) = `+
			tvecOf(len(order), func(k int) string { return `(` + tn(q.Scores[order[k]]) + `, ` + tn(q.Labels[order[k]]) + `)` })+
			`\ \Rightarrow\ \mathrm{AP} = `+tsum(len(dR), func(k int) string { return tn(dR[k]) + ` \cdot ` + tn(P[k]) })+` = `+tn(ap[i]))
	}
	if len(qs) > maxWorkedQueries {
		lines = append(lines, `\mathrm{AP}(q) = `+tvec(ap))
	}
	return append(lines,
		`\mathrm{MAP} = \frac{1}{`+ti(len(qs))+`}\left(`+tsumv(ap)+`\right) = `+resultTeX(out))
}

// maxWorkedQueries is how many queries get a line of their own.
const maxWorkedQueries = 8
