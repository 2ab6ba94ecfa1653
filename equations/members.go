package equations

import (
	"slices"
	"sort"
	"strings"
)

// A set's members (Kind Members) are numbers or strings. member is one
// distinct member as the pages show it.
type member struct {
	key  string  // equal for equal members: the number as text, or the string
	num  float64 // the number, when the members are numbers
	word bool    // whether the member is a string
}

// setMembers returns the distinct members of the Members input name, in
// the order they are shown: numbers ascending (−0 as 0), strings in byte
// order.
func setMembers(in Inputs, name string) []member {
	nums, words := in.Members(name)
	var out []member
	if words != nil {
		for _, w := range slices.Compact(slices.Sorted(slices.Values(words))) {
			out = append(out, member{key: w, word: true})
		}
		return out
	}
	for _, x := range distinct(nums) {
		out = append(out, member{key: FormatNumber(x), num: x})
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

// distinct returns the distinct values of v, sorted; −0 and 0 are one
// value, as in a set of numbers.
func distinct(v []float64) []float64 {
	seen := map[float64]bool{}
	var out []float64
	for _, x := range v {
		if x == 0 {
			x = 0 // −0 as 0
		}
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	sort.Float64s(out)
	return out
}
