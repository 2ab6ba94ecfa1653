package equations

// The five source documents eqx was built from, by file name. Pages show
// their titles; notes and errata refer to them as S0..S4.
const (
	S0 = "000_55388cb02e8b32eb.txt"
	S1 = "001_438f2d5f76dfcdf0.txt"
	S2 = "002_26fc0eb46d1c7a5d.txt"
	S3 = "003_e67714e6069fbd23.txt"
	S4 = "004_35330a461bf0421b.txt"
)

// SeedTitle returns a readable title for a seed file name.
func SeedTitle(seed string) string {
	switch seed {
	case S0:
		return "S0 · Classical ML equations in LaTeX (collection with paper links)"
	case S1:
		return "S1 · Commonly used equations for machine learning and data mining"
	case S2:
		return "S2 · Machine learning formulas (linear and logistic regression, neural networks, anomaly detection)"
	case S3:
		return "S3 · CS540 keywords and notations"
	case S4:
		return "S4 · The most important machine learning equations: a comprehensive guide"
	}
	return seed
}

// src builds the Sources of a spec from seed file names.
func src(seeds ...string) []Source {
	out := make([]Source, len(seeds))
	for i, s := range seeds {
		out[i] = Source{Seed: s}
	}
	return out
}
