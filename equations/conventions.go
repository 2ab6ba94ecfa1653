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
	// With, as a JSON object, are inputs that tell the options apart
	// where the defaults do not (scores with a tie), for the test that
	// runs Call; "" runs it at the defaults.
	With string
	// Documented is set for a default read from the library's
	// documentation rather than run: PyTorch is not installed where the
	// tests run.
	Documented bool
}

// LibraryDefaults lists what libraries compute by default for the
// convention parameter name of the equation; nil for any other.
func (s *Spec) LibraryDefaults(name string) []LibraryDefault {
	key := s.ID + "." + name
	out := libraryDefaults[key]
	for _, d := range documentedDefaults[key] {
		out = append(out, LibraryDefault{Library: pytorch, Call: d[0], Option: d[1], Documented: true})
	}
	return out
}

// ran is a default that TestLibraryDefaults runs at the defaults.
func ran(library, call, option string) LibraryDefault {
	return LibraryDefault{Library: library, Call: call, Option: option}
}

// ranWith is a default that TestLibraryDefaults runs with the inputs with.
func ranWith(library, call, option, with string) LibraryDefault {
	return LibraryDefault{Library: library, Call: call, Option: option, With: with}
}

// pytorch is the library of documentedDefaults.
const pytorch = "PyTorch 2"

// documentedDefaults are PyTorch's defaults, by call and option, as its
// documentation states them: torch.var and torch.std apply Bessel's
// correction (correction=1), Categorical.entropy is in nats,
// binary_cross_entropy has reduction='mean', and conv1d and conv2d
// compute a cross-correlation without padding — a convolution in valid
// mode once the kernel is flipped. x, w, p, y, X and W are tensors.
var documentedDefaults = map[string][][2]string{
	"variance.ddof":                  {{"torch.var(x)", "1"}},
	"standard-deviation.ddof":        {{"torch.std(x)", "1"}},
	"entropy.base":                   {{"torch.distributions.Categorical(probs=p).entropy()", "e"}},
	"binary-cross-entropy.reduction": {{"torch.nn.functional.binary_cross_entropy(p, y)", "mean"}},
	"convolution-1d.mode":            {{"torch.nn.functional.conv1d(x[None, None], w.flip(0)[None, None])", "valid"}},
	"convolution-2d.mode":            {{"torch.nn.functional.conv2d(X[None, None], W.flip((0, 1))[None, None])", "valid"}},
}

var libraryDefaults = map[string][]LibraryDefault{
	"variance.ddof": {
		ran("NumPy 1.24", "np.var(x)", "0"),
		ran("SciPy 1.10", "scipy.stats.tvar(x)", "1"),
		ran("Python 3.11", "statistics.variance(x)", "1"),
	},
	"standard-deviation.ddof": {
		ran("NumPy 1.24", "np.std(x)", "0"),
		ran("SciPy 1.10", "scipy.stats.tstd(x)", "1"),
		ran("Python 3.11", "statistics.stdev(x)", "1"),
	},
	"z-score-standardization.ddof": {
		ran("SciPy 1.10", "scipy.stats.zscore(x)", "0"),
		ran("scikit-learn 1.2", "sklearn.preprocessing.StandardScaler().fit_transform(x.reshape(-1, 1)).ravel()", "0"),
	},
	"entropy.base": {
		ran("SciPy 1.10", "scipy.stats.entropy(p)", "e"),
	},
	"js-divergence.base": {
		ran("SciPy 1.10", "scipy.spatial.distance.jensenshannon(P, Q) ** 2", "e"),
	},
	// The default scores have no tie; these two tie a positive with a
	// negative at 0.6, where the options part.
	"roc-auc.ties": {
		ranWith("scikit-learn 1.2", "sklearn.metrics.roc_auc_score(y, s)", "half", aucTied),
		ranWith("SciPy 1.10", "scipy.stats.mannwhitneyu(s[y == 1], s[y == 0]).statistic / (sum(y == 1) * sum(y == 0))", "half", aucTied),
	},
	"binary-cross-entropy.reduction": {
		ran("scikit-learn 1.2", "sklearn.metrics.log_loss(y, p)", "mean"),
	},
	"convolution-1d.mode": {
		ran("NumPy 1.24", "np.convolve(x, w)", "full"),
		ran("SciPy 1.10", "scipy.signal.convolve(x, w)", "full"),
	},
	"convolution-2d.mode": {
		ran("SciPy 1.10", "scipy.signal.convolve2d(X, W)", "full"),
	},
}

// aucTied are labels and scores with a positive and a negative tied at
// 0.6 (the defaults, the seventh score moved from 0.55).
const aucTied = `{"y": [0, 0, 1, 1, 0, 1, 0, 1], "s": [0.1, 0.4, 0.35, 0.8, 0.2, 0.7, 0.6, 0.6]}`
