package equations

import (
	"slices"
	"strings"
)

// A set's members (Kind Members) are numbers or strings. member is one
// distinct member as the pages show it.
type member struct {
	key string // equal for equal members: the number as text, or the string
	tex string // as LaTeX
}

// setMembers returns the distinct members of the Members input name, in
// the order they are shown: numbers ascending (−0 as 0), strings in byte
// order.
func setMembers(in Inputs, name string) []member {
	nums, words := in.Members(name)
	var out []member
	if words != nil {
		for _, w := range slices.Compact(slices.Sorted(slices.Values(words))) {
			out = append(out, member{key: w, tex: tword(w)})
		}
		return out
	}
	for _, x := range distinct(nums) {
		out = append(out, member{key: FormatNumber(x), tex: tn(x)})
	}
	return out
}

// unionMembers merges two sorted member lists of one kind, without repeats.
func unionMembers(u, v []member, words bool) []member {
	all := append(slices.Clone(u), v...)
	slices.SortFunc(all, func(a, b member) int {
		if words {
			return strings.Compare(a.key, b.key)
		}
		x, _ := ParseNumber(a.key)
		y, _ := ParseNumber(b.key)
		switch {
		case x < y:
			return -1
		case x > y:
			return 1
		}
		return 0
	})
	return slices.CompactFunc(all, func(a, b member) bool { return a.key == b.key })
}

// texMembers writes members as a set in LaTeX.
func texMembers(ms []member) string {
	if len(ms) == 0 {
		return `\varnothing`
	}
	return `\{` + tlist(len(ms), func(i int) string { return ms[i].tex }, ", ") + `\}`
}

// sameKindMembers reports an error unless the Members inputs a and b are
// both numbers or both strings (an empty list goes with either).
func sameKindMembers(in Inputs, a, b string) error {
	an, aw := in.Members(a)
	bn, bw := in.Members(b)
	if (aw != nil && len(bn) > 0) || (bw != nil && len(an) > 0) {
		return inputErrorf(b, "%s and %s must both be numbers or both be strings", a, b)
	}
	return nil
}
