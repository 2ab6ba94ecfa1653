package compute

// Compensated sums: a running sum s and the rounding errors of its additions
// gathered apart, added back at the end, so that a sum of n terms keeps a
// relative error of about 2ε instead of nε. The hot loops of the
// statistics and distances write TwoSum out, two lanes at a time, to keep
// their sums in registers.

// twoSum returns s = fl(a + b) and the rounding error e, a + b = s + e
// exactly (Knuth's branch-free TwoSum).
func twoSum(a, b float64) (s, e float64) {
	s = a + b
	bb := s - a
	return s, (a - (s - bb)) + (b - bb)
}
