package equations

// crossLinks relates equations of different families. Each family's file
// lists the relations within it; these span families, and are added in
// both directions so that every link can be followed back.
var crossLinks = [][2]string{
	{"sigmoid", "logistic-regression-hypothesis"},
	{"softmax", "attention-weights"},
	{"softmax", "decoder-output-softmax"},
	{"mae", "manhattan-distance"},
	{"mse", "linear-regression-cost"},
	{"negative-log-likelihood", "log-likelihood"},
	{"negative-log-likelihood", "likelihood-iid"},
	{"cross-entropy", "log-likelihood"},
	{"cross-entropy", "logistic-regression-regularized-cost"},
	{"cross-entropy", "gan-value-function"},
	{"cross-entropy", "decoder-output-softmax"},
	{"zero-one-loss", "accuracy"},
	{"hinge-loss", "svm-soft-margin"},
	{"l2-regularization", "svm-soft-margin"},
	{"l2-regularization", "logistic-regression-regularized-cost"},
	{"l2-regularization", "nn-regularized-cost"},
	{"l2-regularization", "normal-equation"},
	{"perceptron-squared-loss", "perceptron-update"},
	{"entropy", "mutual-information"},
	{"kl-divergence", "mutual-information"},
	{"kl-divergence", "vae-reparameterization"},
	{"conditional-entropy", "mutual-information"},
	{"information-gain", "mutual-information"},
	{"independence", "mutual-information"},
	{"pmi", "mutual-information"},
	{"pmi", "conditional-probability"},
	{"gaussian-pdf", "mean"},
	{"gaussian-pdf", "variance"},
	{"gaussian-pdf", "likelihood-iid"},
	{"binomial-pmf", "likelihood-iid"},
	{"anomaly-detection-density", "mean"},
	{"anomaly-detection-density", "variance"},
	{"multivariate-gaussian-pdf", "covariance"},
	{"multivariate-gaussian-pdf", "gaussian-rbf-kernel"},
	{"multivariate-gaussian-pdf", "bayes-decision-rule"},
	{"pca-covariance-matrix", "covariance"},
	{"lda-within-class-scatter", "covariance"},
	{"eigendecomposition", "pca-u-reduce"},
	{"eigendecomposition", "pca-covariance-matrix"},
	{"eigendecomposition", "kernel-gram-matrix"},
	{"svd", "pca-u-reduce"},
	{"svd", "pca-variance-retained"},
	{"svd", "normal-equation"},
	{"linear-transformation", "fully-connected-layer"},
	{"linear-transformation", "linear-regression-hypothesis"},
	{"linear-transformation", "nn-forward-pass"},
	{"bayes-rule", "bayes-decision-rule"},
	{"conditional-probability", "bayes-decision-rule"},
	{"cpt-estimation", "unigram-mle"},
	{"cpt-estimation", "bigram-mle"},
	{"cpt-laplace", "unigram-laplace"},
	{"cpt-laplace", "bigram-laplace"},
	{"bayesian-network-joint", "bigram-model"},
	{"joint-probability-product-rule", "bigram-model"},
	{"likelihood-iid", "unigram-model"},
	{"likelihood-iid", "unigram-mle"},
	{"knn-classifier", "manhattan-distance"},
	{"knn-classifier", "minkowski-distance"},
	{"linear-threshold-unit", "svm-hard-margin"},
	{"linear-threshold-unit", "kernel-svm-classifier"},
	{"perceptron-update", "hinge-loss"},
	{"gradient-descent", "svm-subgradient-step"},
	{"gradient-descent", "mle-stationarity"},
	{"backprop-chain-rule", "sigmoid-derivative"},
	{"nn-forward-pass", "convolution-layer"},
	{"fully-connected-layer", "gelu"},
	{"dot-product-attention-score", "cosine-similarity"},
	{"rnn-encoder-state", "attention-context-vector"},
	{"rnn-decoder-state", "attentional-decoder-state"},
}

// link adds the cross-family relations to the specs' Related lists, once
// each, in both directions. Links to unknown ids are left for the registry
// to report.
func link(specs []*Spec) []*Spec {
	byID := make(map[string]*Spec, len(specs))
	for _, s := range specs {
		byID[s.ID] = s
	}
	add := func(from, to string) {
		s, ok := byID[from]
		if !ok {
			return
		}
		for _, r := range s.Related {
			if r == to {
				return
			}
		}
		s.Related = append(s.Related, to)
	}
	for _, l := range crossLinks {
		add(l[0], l[1])
		add(l[1], l[0])
	}
	return specs
}
