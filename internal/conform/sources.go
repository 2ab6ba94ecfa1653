package conform

import (
	"slices"
	"strings"
)

// libraries are the names of the references a vector's source may cite,
// as a reader knows them, by the word the sources use.
var libraries = map[string]string{
	"numpy":        "NumPy",
	"scipy":        "SciPy",
	"scikit-learn": "scikit-learn",
	"sklearn":      "scikit-learn",
	"mpmath":       "mpmath",
	"python":       "Python",
	"torch":        "PyTorch",
	"pytorch":      "PyTorch",
}

// tokens splits a source into its words (letters and hyphens, from a
// letter on) and its version numbers (digits and dots, with a dot),
// dropping the rest.
func tokens(s string) []string {
	var out []string
	isLetter := func(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
	isDigit := func(c byte) bool { return c >= '0' && c <= '9' }
	for i := 0; i < len(s); {
		j := i + 1
		switch {
		case isLetter(s[i]):
			for j < len(s) && (isLetter(s[j]) || s[j] == '-') {
				j++
			}
			out = append(out, s[i:j])
		case isDigit(s[i]):
			for j < len(s) && (isDigit(s[j]) || s[j] == '.' && j+1 < len(s) && isDigit(s[j+1])) {
				j++
			}
			if strings.Contains(s[i:j], ".") {
				out = append(out, s[i:j])
			}
		}
		i = j
	}
	return out
}

// Libraries names what a vector's source cites, in its order and once
// each: a library with its major and minor version ("SciPy 1.10"), "a
// derivation by hand", or "the source's printed value".
func Libraries(source string) []string {
	toks := tokens(source)
	var out []string
	add := func(s string) {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	for i, t := range toks {
		low := strings.ToLower(t)
		if name, ok := libraries[low]; ok {
			// Its version is among the next few words ("scikit-learn
			// MinMaxScaler 1.2.1"), before another library's name.
			for _, u := range toks[i+1 : min(i+4, len(toks))] {
				if _, other := libraries[strings.ToLower(u)]; other {
					break
				}
				if isVersion(u) {
					name += " " + majorMinor(u)
					break
				}
			}
			add(name)
			continue
		}
		switch {
		case low == "hand" || low == "hand-derived":
			add("a derivation by hand")
		case low == "seed" && slices.Contains(toks[i+1:min(i+4, len(toks))], "printed"):
			add("the source's printed value")
		case low == "semi-analytic":
			add("a semi-analytic integral")
		}
	}
	return out
}

func isVersion(s string) bool { return s != "" && s[0] >= '0' && s[0] <= '9' }

// majorMinor cuts a version to its first two numbers: 1.10.1 → 1.10.
func majorMinor(v string) string {
	if i := strings.IndexByte(v, '.'); i >= 0 {
		if j := strings.IndexByte(v[i+1:], '.'); j >= 0 {
			return v[:i+1+j]
		}
	}
	return v
}
