package equations

// Where libraries disagree on a convention of an equation — the divisor
// of a variance, the base of a logarithm, mean or sum, the extent of a
// convolution — the page's control switches it, and a note under the
// control says what each library computes by default. Each default is a
// call that, run as written in Python (NumPy as np, SciPy, scikit-learn,
// the statistics module) with the inputs bound by name, gives eqx's value
// with the parameter set to Option: TestLibraryDefaults runs them.

// LibraryDefault is what a library computes by default for a convention.
type LibraryDefault struct {
	Library string // "NumPy 1.24"
	Call    string // the call with its defaults, in Python: "np.var(x)"
	Option  string // the parameter's value it computes, as a link writes it: "0"
}

// LibraryDefaults lists what libraries compute by default for the
// convention parameter name of the equation; nil for any other.
func (s *Spec) LibraryDefaults(name string) []LibraryDefault {
	return libraryDefaults[s.ID+"."+name]
}

var libraryDefaults = map[string][]LibraryDefault{
	"variance.ddof": {
		{"NumPy 1.24", "np.var(x)", "0"},
		{"SciPy 1.10", "scipy.stats.tvar(x)", "1"},
		{"Python 3.11", "statistics.variance(x)", "1"},
	},
	"standard-deviation.ddof": {
		{"NumPy 1.24", "np.std(x)", "0"},
		{"SciPy 1.10", "scipy.stats.tstd(x)", "1"},
		{"Python 3.11", "statistics.stdev(x)", "1"},
	},
	"z-score-standardization.ddof": {
		{"SciPy 1.10", "scipy.stats.zscore(x)", "0"},
		{"scikit-learn 1.2", "sklearn.preprocessing.StandardScaler().fit_transform(x.reshape(-1, 1)).ravel()", "0"},
	},
	"entropy.base": {
		{"SciPy 1.10", "scipy.stats.entropy(p)", "e"},
	},
	"js-divergence.base": {
		{"SciPy 1.10", "scipy.spatial.distance.jensenshannon(P, Q) ** 2", "e"},
	},
	"binary-cross-entropy.reduction": {
		{"scikit-learn 1.2", "sklearn.metrics.log_loss(y, p)", "mean"},
	},
	"convolution-1d.mode": {
		{"NumPy 1.24", "np.convolve(x, w)", "full"},
		{"SciPy 1.10", "scipy.signal.convolve(x, w)", "full"},
	},
	"convolution-2d.mode": {
		{"SciPy 1.10", "scipy.signal.convolve2d(X, W)", "full"},
	},
}
